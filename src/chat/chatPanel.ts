/**
 * One chat panel: a WebviewPanel in the editor area for one session (title = the session's
 * name). It wires the parts together: the session's turns (SessionHistory), what the panel shows
 * around them (PanelStateSource), the draft (SessionDraft), jobs (JobRunner) and result files
 * (ResultFiles), and acts on the webview's messages after the MessageRouter has validated them.
 *
 * The webview can be reloaded at any time (hidden without retainContextWhenHidden, or restored
 * after a window reload): on every `ready` the host sends everything again, so nothing the
 * service answered or the person typed is lost.
 */
import * as vscode from 'vscode';
import { catalogueEntry } from '../api/errors';
import { ERROR_CODES, LIMITS, type AnswerBlock, type Session, type SessionSettings } from '../api/types';
import type { Config } from '../config';
import type { ServiceConnection } from '../connection/connection';
import type { Log } from '../log';
import { createId } from '../common/ids';
import {
  WEBVIEW_STRINGS,
  webviewStringComment,
  failureOf,
  parseOpenableLink,
  replyTo,
  type BlockRef,
  type ErrorView,
  type HostMessage,
  type StringTable,
  type WebviewMessage,
  type WebviewRequest,
} from '../protocol';
import { EditorTracker, insertAtCursor, insertNotebookCell, openInNewFile } from './codeActions';
import { exportConversation } from './conversationExport';
import { pickDataSources, pickDataset } from './dataScope';
import { SessionDraft } from './drafts';
import { JobRunner, Turn, toErrorView } from './jobRunner';
import { MessageRouter } from './messageRouter';
import { createNonce } from './nonce';
import { PanelStateSource } from './panelState';
import { ResultFiles, saveResultAs, type ResultKey } from './resultFiles';
import { SessionHistory } from './sessionHistory';
import type { ChatSessionStore } from './sessionStore';
import type { ModelIndicator } from '../lm/modelIndicator';
import { buildChatHtml } from './webviewHtml';

export const CHAT_VIEW_TYPE = 'dataAnalysis.chat';

/** What every panel shares; built once in extension.ts. */
export interface ChatPanelDeps {
  connection: ServiceConnection;
  store: ChatSessionStore;
  results: ResultFiles;
  editors: EditorTracker;
  config: Config;
  log: Log;
  extensionUri: vscode.Uri;
  /** Reveals a data source in the Datasets tree; false when it no longer exists. */
  revealDataSource(datasetId: string, dataSourceId: string): Promise<boolean>;
  /** The sessions list changed (a name or a new job). */
  sessionsChanged(): void;
  /** Which model answers (the header shows it); absent in tests that build panels without one. */
  modelIndicator?: ModelIndicator;
}

export class ChatPanel implements vscode.Disposable {
  private readonly history: SessionHistory;
  private readonly view: PanelStateSource;
  private readonly draft: SessionDraft;
  private readonly runner: JobRunner;
  private readonly router: MessageRouter;
  private readonly disposables: vscode.Disposable[] = [];
  private readonly sent = new vscode.EventEmitter<HostMessage>();
  /** Every message sent to the webview (tests follow the conversation through it). */
  readonly onDidSend = this.sent.event;
  private readonly disposed = new vscode.EventEmitter<void>();
  readonly onDidDispose = this.disposed.event;
  private isDisposed = false;
  /** The job started by the last ask or retry (tests await it). */
  lastJob: Promise<void> = Promise.resolve();

  constructor(
    readonly panel: vscode.WebviewPanel,
    readonly sessionId: string,
    private readonly deps: ChatPanelDeps,
  ) {
    const webviewRoot = vscode.Uri.joinPath(deps.extensionUri, 'dist', 'webview');
    panel.webview.options = { enableScripts: true, localResourceRoots: [webviewRoot] };
    this.view = new PanelStateSource(sessionId, deps, () => this.panel.title);
    this.draft = new SessionDraft(deps.store, sessionId);
    this.history = new SessionHistory(async (page_number, page_size) => (await this.deps.connection.api()).getSessionHistory(this.sessionId, { page_number, page_size }));
    this.runner = new JobRunner(
      async (question, signal) => {
        const state = this.deps.store.get(this.sessionId);
        const body = {
          session_id: this.sessionId,
          question,
          ...(state.datasetId ? { dataset_id: state.datasetId } : {}),
          ...(state.datasourceIds.length ? { datasource_ids: state.datasourceIds } : {}),
        };
        return (await this.deps.connection.api()).streamJob(body, signal);
      },
      {
        send: (message) => this.post(message),
        onResultBlock: (turn, index, block) => void this.sendResult(turn, index, block),
        onFinished: (turn) => {
          if (turn.status === 'failed') this.deps.log.warn(`chat: job ${turn.jobId ?? '(no id)'} failed: ${turn.error?.message ?? ''} ${turn.error?.traceId ? `trace id ${turn.error.traceId}` : ''}`);
          // A question the service never took (no job id) is not in the session's history: not counted.
          const noted = turn.jobId ? this.deps.store.noteQuestion(this.sessionId, Date.now()) : Promise.resolve();
          void noted.catch(() => undefined).then(() => this.deps.sessionsChanged());
        },
        log: (message) => this.deps.log.warn(`chat: ${message}`),
      },
    );
    this.router = new MessageRouter(this.handlers(), deps.log, (error, requestId) => this.post({ type: 'error', requestId, error: toErrorView(error) }));
    panel.webview.html = this.html(webviewRoot);
    this.disposables.push(
      panel.webview.onDidReceiveMessage((message: unknown) => void this.receive(message)),
      panel.onDidDispose(() => this.release()),
      deps.editors.onDidChange((lastEditor) => this.post({ type: 'state', patch: { lastEditor } })),
      deps.config.onDidChange(() => this.post({ type: 'state', patch: { options: this.view.options() } })),
    );
    if (deps.modelIndicator) this.disposables.push(deps.modelIndicator.onDidChange((model) => this.post({ type: 'state', patch: { model } })));
  }

  /** A message from the webview (validated before anything happens). Resolves when handled. */
  async receive(message: unknown): Promise<WebviewMessage | undefined> {
    return this.router.route(message);
  }

  /** Every finished turn of the session, oldest first, older history pages loaded first (the exports). */
  async finishedTurns(): Promise<readonly Turn[]> {
    await this.history.loadAll();
    return this.history.turns.filter((t) => t !== this.runner.running);
  }

  /** The turns the host holds, oldest first. */
  get conversation(): readonly Turn[] {
    return this.history.turns;
  }

  get title(): string {
    return this.panel.title;
  }

  /** Asks `question` as if typed (an exploration question chosen outside the panel). */
  async ask(question: string): Promise<void> {
    await this.receive({ type: 'ask', requestId: createId('req'), question });
  }

  reveal(preserveFocus = false): void {
    this.panel.reveal(undefined, preserveFocus);
  }

  /** Closes the panel (and stops its job). */
  dispose(): void {
    this.release();
    this.panel.dispose();
  }

  /**
   * Stops the job and lets go of everything but the webview panel itself: used when the
   * extension deactivates, e.g. for a window reload, after which VS Code restores the panel
   * through the serializer only if it was left open.
   */
  release(): void {
    if (this.isDisposed) return;
    this.isDisposed = true;
    this.runner.dispose();
    for (const d of this.disposables) d.dispose();
    this.disposed.fire();
    this.disposed.dispose();
    this.sent.dispose();
  }

  // -- the webview --------------------------------------------------------------------------------

  private html(webviewRoot: vscode.Uri): string {
    const webview = this.panel.webview;
    return buildChatHtml({
      cspSource: webview.cspSource,
      nonce: createNonce(),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(webviewRoot, 'main.js')).toString(),
      stylesUri: webview.asWebviewUri(vscode.Uri.joinPath(webviewRoot, 'styles.css')).toString(),
      codiconsUri: webview.asWebviewUri(vscode.Uri.joinPath(webviewRoot, 'codicon.css')).toString(),
      language: vscode.env.language,
    });
  }

  private post(message: HostMessage): void {
    if (this.isDisposed) return;
    this.sent.fire(message);
    void this.panel.webview.postMessage(message);
  }

  private handlers(): ConstructorParameters<typeof MessageRouter>[0] {
    return {
      ready: () => this.onReady(),
      ask: (m) => this.onAsk(m),
      retry: (m) => this.onRetry(m),
      stop: (m) => {
        if (!this.runner.stop(m.turnId)) this.deps.log.info(`chat: stop for ${m.turnId}, which is not running`);
      },
      insertCode: (m) => this.onInsertCode(m.code, m.language, m.target),
      openInNewFile: async (m) => {
        await openInNewFile(m.code, m.language);
      },
      copy: async (m) => {
        await vscode.env.clipboard.writeText(m.text);
      },
      copyTable: (m) => this.withResult(m.ref, async (stored) => vscode.env.clipboard.writeText(new TextDecoder().decode(await vscode.workspace.fs.readFile(stored.uri)))),
      openTableAsCsv: (m) => this.withResult(m.ref, async (stored) => {
        await vscode.window.showTextDocument(stored.uri, { preview: false });
      }),
      saveTable: (m) => this.withResult(m.ref, async (stored) => {
        await saveResultAs(stored);
      }),
      saveImage: (m) => this.withResult(m.ref, async (stored) => {
        await saveResultAs(stored);
      }),
      openLink: (m) => this.onOpenLink(m.href),
      revealSource: async (m) => {
        if (!m.datasetId || !m.datasourceId || !(await this.deps.revealDataSource(m.datasetId, m.datasourceId))) {
          void vscode.window.showWarningMessage(vscode.l10n.t('The data source "{0}" is not in the Datasets view (it may have been deleted).', m.name));
        }
      },
      loadOlderHistory: (m) => this.onLoadOlder(m),
      changeSettings: (m) => this.onChangeSettings(m),
      changeDataset: () => this.chooseDataset(),
      chooseDataSources: () => this.chooseDataSources(),
      exportConversation: async () => {
        await this.exportConversation();
      },
      chooseModel: async () => {
        await vscode.commands.executeCommand('dataAnalysis.chooseLanguageModel');
      },
      draftChanged: (m) => this.draft.save(m.text),
    };
  }

  private async onReady(): Promise<void> {
    const session = await this.view.load();
    this.panel.title = session.name;
    void this.deps.store.panelOpened({ sessionId: this.sessionId, title: session.name });
    await this.history.ensureLoaded();
    this.post({ type: 'init', state: this.view.state(), strings: translatedStrings(), draft: this.draft.text });
    // A job still streaming (the webview reloaded) comes as a whole view; its next batches follow.
    const running = this.runner.resync();
    const turns = this.history.turns.map((t) => (running && t.turnId === running.turnId ? running : t.view()));
    this.post({ type: 'history', position: 'replace', turns, hasOlder: this.history.hasOlder });
    this.sendResults(this.history.turns);
  }

  // -- history ------------------------------------------------------------------------------------

  private async onLoadOlder(request: WebviewRequest<'loadOlderHistory'>): Promise<void> {
    const turns = await this.history.loadOlder();
    this.post(replyTo(request, { type: 'history', position: 'older', turns: turns.map((t) => t.view()), hasOlder: this.history.hasOlder }));
    this.sendResults(turns);
  }

  // -- asking -------------------------------------------------------------------------------------

  private async onAsk(request: WebviewRequest<'ask'>): Promise<void> {
    const refusal = this.refuse(request.question);
    if (refusal) {
      this.post(failureOf(request, refusal));
      return;
    }
    await this.draft.asked();
    await this.start(request, request.question.trim());
  }

  private async onRetry(request: WebviewRequest<'retry'>): Promise<void> {
    const turn = this.history.find(request.turnId);
    if (!turn || (turn.status !== 'failed' && turn.status !== 'stopped')) {
      this.post(failureOf(request, { message: vscode.l10n.t('Only a failed or stopped answer can be retried.') }));
      return;
    }
    const refusal = this.refuse(turn.question);
    if (refusal) {
      this.post(failureOf(request, refusal));
      return;
    }
    // A NEW job with the same question; the failed turn stays as it was.
    await this.start(request, turn.question);
  }

  private refuse(question: string): ErrorView | undefined {
    if (this.runner.running) return { message: vscode.l10n.t('A question is being answered. Stop it or wait for it to finish.') };
    if (!question.trim()) return { message: vscode.l10n.t('The question is empty.') };
    if (question.length > LIMITS.questionLength) {
      const entry = catalogueEntry(ERROR_CODES.questionTooLong);
      return { message: vscode.l10n.t('The question is {0} characters long; the limit is {1}.', question.length, LIMITS.questionLength), code: ERROR_CODES.questionTooLong, nextStep: entry.nextStep };
    }
    return undefined;
  }

  private async start(request: WebviewRequest<'ask' | 'retry'>, question: string): Promise<void> {
    const turn = new Turn(createId('turn'), question);
    this.history.add(turn);
    this.post(replyTo(request, { type: 'jobStarted', turnId: turn.turnId, question }));
    this.lastJob = this.runner.run(turn);
    await this.lastJob;
  }

  // -- result files -------------------------------------------------------------------------------

  private resultKey(turn: Turn, index: number): ResultKey {
    return { sessionId: this.sessionId, fileKey: turn.jobId ?? turn.turnId, index };
  }

  private async sendResult(turn: Turn, index: number, block: AnswerBlock): Promise<void> {
    const ref: BlockRef = { turnId: turn.turnId, index };
    if (block.type === 'TABLE') this.post({ type: 'tableData', ref, data: await this.deps.results.tableData(this.resultKey(turn, index), block.content) });
    else if (block.type === 'IMAGE') this.post({ type: 'imageData', ref, data: await this.deps.results.imageData(this.resultKey(turn, index), block.content) });
  }

  private sendResults(turns: readonly Turn[]): void {
    for (const turn of turns) {
      turn.blocks.forEach((block, index) => {
        if (block.type === 'TABLE' || block.type === 'IMAGE') void this.sendResult(turn, index, block);
      });
    }
  }

  private async withResult(ref: BlockRef, action: (stored: NonNullable<Awaited<ReturnType<ResultFiles['stored']>>>) => Promise<unknown>): Promise<void> {
    const turn = this.history.find(ref.turnId);
    const block = turn?.blocks[ref.index];
    if (!turn || !block || (block.type !== 'TABLE' && block.type !== 'IMAGE')) return;
    const key = this.resultKey(turn, ref.index);
    const outcome = await this.deps.results.fetch(key, block.type, block.content);
    if (outcome.state === 'expired') {
      void vscode.window.showWarningMessage(vscode.l10n.t('"{0}" was not downloaded before its link expired.', block.content.name));
      return;
    }
    if (outcome.state === 'failed') {
      const error = toErrorView(outcome.error);
      void vscode.window.showWarningMessage(vscode.l10n.t('"{0}" could not be downloaded: {1}', block.content.name, error.message));
      return;
    }
    await action(outcome.stored);
  }

  // -- actions ------------------------------------------------------------------------------------

  private async onInsertCode(code: string, language: string, target: 'cursor' | 'notebook'): Promise<void> {
    const done = target === 'notebook' ? await insertNotebookCell(this.deps.editors, code, language) : await insertAtCursor(this.deps.editors, code);
    if (done) return;
    const open = vscode.l10n.t('Open in New File');
    const choice = await vscode.window.showInformationMessage(
      target === 'notebook' ? vscode.l10n.t('There is no notebook to insert the cell into.') : vscode.l10n.t('There is no editor to insert the code into.'),
      open,
    );
    if (choice === open) await openInNewFile(code, language);
  }

  private async onOpenLink(href: string): Promise<void> {
    const url = parseOpenableLink(href);
    if (!url) {
      this.deps.log.warn('chat: a link that is not http, https or mailto was not opened');
      return;
    }
    const open = vscode.l10n.t('Open');
    const choice = await vscode.window.showWarningMessage(vscode.l10n.t('Open this link from the answer?'), { modal: true, detail: url.toString() }, open);
    if (choice === open) await vscode.env.openExternal(vscode.Uri.parse(url.toString(), true));
  }

  private async onChangeSettings(request: WebviewRequest<'changeSettings'>): Promise<void> {
    const change = request.settings;
    const api = await this.deps.connection.api();
    const session = this.view.session ?? (await api.getSession(this.sessionId));
    try {
      await api.modifySession(this.sessionId, session.name, { ...pickSettings(session), ...change });
    } catch (error) {
      this.post(failureOf(request, toErrorView(error)));
      this.post({ type: 'state', patch: { settings: this.view.settings() } });
      return;
    }
    this.view.session = { ...session, ...change };
    this.post(replyTo(request, { type: 'state', patch: { settings: this.view.settings() } }));
    this.deps.sessionsChanged();
  }

  /** Picks the session's dataset from a list (quick pick). */
  async chooseDataset(): Promise<void> {
    const picked = await pickDataset(await this.deps.connection.api(), this.deps.store.get(this.sessionId).datasetId);
    if (picked) await this.setDataset(picked);
  }

  /** Sets the dataset of the session (the data sources choice starts over: all of them). */
  async setDataset(datasetId: string, datasourceIds: string[] = []): Promise<void> {
    await this.deps.store.update(this.sessionId, { datasetId, datasourceIds });
    await this.view.loadDataset();
    this.post({ type: 'state', patch: this.view.datasetPatch() });
  }

  async chooseDataSources(): Promise<void> {
    const state = this.deps.store.get(this.sessionId);
    if (!state.datasetId) return this.chooseDataset();
    const ids = await pickDataSources(await this.deps.connection.api(), state.datasetId, state.datasourceIds);
    if (!ids) return;
    await this.deps.store.update(this.sessionId, { datasourceIds: ids });
    this.post({ type: 'state', patch: { dataSourceCount: ids.length } });
  }

  // -- export -------------------------------------------------------------------------------------

  /**
   * Writes the whole conversation (every history page) as Markdown to `target` (asked for when
   * not given), with its images in a folder next to it. Resolves to the file written.
   */
  async exportConversation(target?: vscode.Uri): Promise<vscode.Uri | undefined> {
    return exportConversation(
      {
        title: this.view.session?.name ?? this.panel.title,
        turns: () => this.finishedTurns(),
        stored: async (turn, index, block) => {
          const key = this.resultKey(turn, index);
          await this.deps.results.fetch(key, block.type, block.content);
          return this.deps.results.stored(key);
        },
      },
      target,
    );
  }
}

function pickSettings(session: Session): SessionSettings {
  const settings: SessionSettings = {};
  if (session.output_language) settings.output_language = session.output_language;
  if (session.job_mode) settings.job_mode = session.job_mode;
  if (session.max_contextual_job_history !== undefined) settings.max_contextual_job_history = session.max_contextual_job_history;
  return settings;
}

/**
 * The webview's strings in the display language. Every key is passed through vscode.l10n.t
 * with its English default, so a bundle for the language translates them.
 */
function translatedStrings(): Partial<StringTable> {
  const table: Partial<StringTable> = {};
  for (const [key, english] of Object.entries(WEBVIEW_STRINGS) as Array<[keyof StringTable, string]>) {
    // Without arguments the {0}/{1} placeholders stay for the webview to fill in.
    table[key] = vscode.l10n.t({ message: english, comment: webviewStringComment(key) });
  }
  return table;
}
