/**
 * `@analyst` in VS Code's Chat view. Plain questions go to the conversation's dataset and the
 * answer streams in as it is computed: the text, the SQL and pandas code as code blocks (so the
 * editor's insert and apply actions work), result tables as their first rows plus a button that
 * opens the whole table, charts as a button (the Chat view shows no SVG) that opens them, the
 * data file as a reference, and follow-ups. `/analyze` adds a file, `/datasets` lists or picks
 * datasets, `/new` starts a fresh session.
 *
 * Which session and dataset a conversation uses travels in each answer's `metadata`, so a
 * conversation restored after a reload carries on where it was. On the local engine, questions
 * are planned by the model picked in the Chat view (`request.model`), through this window's
 * bridge (src/lm), unless the user turned models off.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import * as vscode from 'vscode';
import type { AnswerBlock } from '../api/types';
import { ANALYZABLE_EXTENSIONS, DataTools, datasetIdOfUpload, excerptOfCsv, fencedCode, toolErrorMessage } from '../tools/dataTools';
import { toolSpec } from '../tools/specs';

const ANALYZE_TOOL = toolSpec('analyzeFile').lmName;

/**
 * A refused confirmation reaches the caller of invokeTool as a cancellation, or (VS Code 1.139,
 * "Skip" in the Chat view) as an error saying the user chose to skip the tool call.
 */
function isDeclined(error: unknown): boolean {
  if (error instanceof vscode.CancellationError) return true;
  return error instanceof Error && (/^cancel+ed$/i.test(error.message || error.name) || /chose to skip the tool call/i.test(error.message));
}

export const PARTICIPANT_ID = 'dataAnalysis.analyst';

/** What one answer remembers for the next request of the same conversation. */
export interface AnalystMetadata {
  datasetId?: string;
  sessionId?: string;
  followUps?: string[];
  /** What the request did: shown in tests, handy in logs. */
  command?: string;
  /** Set when the answer failed. */
  error?: string;
}

export interface AnalystDeps {
  tools: DataTools;
  /**
   * The same tools with questions planned by `model`, the model the person picked in the Chat
   * view (`request.model`), on the local engine; the hosted service plans with its own.
   */
  toolsFor?: (model: vscode.LanguageModelChat) => DataTools;
  /** The service's name in sentences ("local engine" or "hosted service"). */
  serviceName: () => string;
  /** Where result tables and charts are saved so that a button can open them. */
  resultsDir: vscode.Uri;
  /** Downloads a result file (TABLE CSV, IMAGE) through the current service. */
  download: (url: string, signal: AbortSignal) => Promise<Uint8Array>;
}

function signalOf(token: vscode.CancellationToken): AbortSignal {
  const controller = new AbortController();
  if (token.isCancellationRequested) controller.abort();
  else token.onCancellationRequested(() => controller.abort());
  return controller.signal;
}

/** The dataset and session of the last answer of this conversation. */
export function conversationState(context: vscode.ChatContext): AnalystMetadata {
  for (let i = context.history.length - 1; i >= 0; i -= 1) {
    const turn = context.history[i];
    if (turn instanceof vscode.ChatResponseTurn && turn.participant === PARTICIPANT_ID) {
      const metadata = turn.result.metadata as AnalystMetadata | undefined;
      if (metadata && (metadata.datasetId || metadata.sessionId)) return { datasetId: metadata.datasetId, sessionId: metadata.sessionId };
    }
  }
  return {};
}

export class AnalystParticipant implements vscode.Disposable {
  private readonly answered = new vscode.EventEmitter<vscode.ChatResult>();
  /**
   * Fires with each request's result once the handler is done. The Chat view's own command
   * returns early when a tool confirmation is pending; tests wait for this instead.
   */
  readonly onDidAnswer = this.answered.event;

  constructor(private readonly deps: AnalystDeps) {}

  dispose(): void {
    this.answered.dispose();
  }

  register(): vscode.Disposable {
    const participant = vscode.chat.createChatParticipant(PARTICIPANT_ID, (request, context, stream, token) => this.handle(request, context, stream, token));
    participant.iconPath = new vscode.ThemeIcon('graph');
    participant.followupProvider = {
      provideFollowups: (result) => ((result.metadata as AnalystMetadata | undefined)?.followUps ?? []).slice(0, 5).map((prompt) => ({ prompt, label: prompt })),
    };
    return participant;
  }

  async handle(request: vscode.ChatRequest, context: vscode.ChatContext, stream: vscode.ChatResponseStream, token: vscode.CancellationToken): Promise<vscode.ChatResult> {
    const result = await this.answer(request, context, stream, token);
    this.answered.fire(result);
    return result;
  }

  private async answer(request: vscode.ChatRequest, context: vscode.ChatContext, stream: vscode.ChatResponseStream, token: vscode.CancellationToken): Promise<vscode.ChatResult> {
    const state = conversationState(context);
    const signal = signalOf(token);
    try {
      switch (request.command) {
        case 'analyze':
          return await this.analyze(request, state, stream, token);
        case 'datasets':
          return await this.datasets(request.prompt.trim(), state, stream, signal);
        case 'new':
          return await this.fresh(request.prompt.trim(), state, stream, signal, this.toolsOf(request));
        default:
          return await this.ask(request.prompt, state, stream, signal, this.toolsOf(request));
      }
    } catch (error) {
      const message = toolErrorMessage(error);
      if (!signal.aborted) stream.markdown(`\n\n${vscode.l10n.t('**Could not answer:** {0}', message)}`);
      return { metadata: { ...state, command: request.command, error: message } satisfies AnalystMetadata, errorDetails: signal.aborted ? undefined : { message } };
    }
  }

  /** The tools whose questions the Chat view's chosen model plans (when it has one). */
  private toolsOf(request: vscode.ChatRequest): DataTools {
    // `request.model` is always set by VS Code 1.139; an older host may leave it out.
    const model = (request as Partial<vscode.ChatRequest>).model;
    return (model && this.deps.toolsFor?.(model)) || this.deps.tools;
  }

  /** `/analyze [file]`: the named file, a #file reference, or the file open in the editor. */
  private async analyze(request: vscode.ChatRequest, state: AnalystMetadata, stream: vscode.ChatResponseStream, token: vscode.CancellationToken): Promise<vscode.ChatResult> {
    const file = this.fileToAnalyze(request);
    if (!file) {
      stream.markdown(vscode.l10n.t('Name a data file (`/analyze sales.csv`), attach one with #, or open it in the editor first. Files read: {0}.', ANALYZABLE_EXTENSIONS.join(', ')));
      return { metadata: { ...state, command: 'analyze' } };
    }
    // Through the tool, so the Chat view asks the user before anything is uploaded, as in agent mode.
    let text: string;
    try {
      const result = await vscode.lm.invokeTool(
        ANALYZE_TOOL,
        { input: { path: file, ...(state.datasetId ? { datasetId: state.datasetId } : {}) }, toolInvocationToken: request.toolInvocationToken },
        token,
      );
      text = result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
    } catch (error) {
      if (isDeclined(error) && !token.isCancellationRequested) {
        stream.markdown(vscode.l10n.t('Nothing was uploaded: {0} stays where it is.', path.basename(file)));
        return { metadata: { ...state, command: 'analyze', error: 'declined' } };
      }
      throw error;
    }
    const datasetId = datasetIdOfUpload(text);
    if (!datasetId) {
      // VS Code answers a skipped confirmation with a result that says so, not with our answer.
      stream.markdown(vscode.l10n.t('Nothing was uploaded: {0} stays where it is.', path.basename(file)));
      return { metadata: { ...state, command: 'analyze', error: 'declined' } };
    }
    stream.markdown(text);
    stream.reference(vscode.Uri.file(file));
    const questions = /### Questions it can answer\n\n((?:- .+\n?)+)/.exec(text)?.[1] ?? '';
    const followUps = [...questions.matchAll(/^- (.+)$/gm)].map((m) => m[1]).slice(0, 3);
    return { metadata: { datasetId, sessionId: state.datasetId === datasetId ? state.sessionId : undefined, followUps, command: 'analyze' } satisfies AnalystMetadata };
  }

  private fileToAnalyze(request: vscode.ChatRequest): string | undefined {
    const named = request.prompt.trim();
    if (named) return path.isAbsolute(named) ? named : path.join(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? process.cwd(), named);
    for (const reference of request.references) {
      const value = reference.value;
      if (value instanceof vscode.Uri && value.scheme === 'file') return value.fsPath;
      if (value instanceof vscode.Location && value.uri.scheme === 'file') return value.uri.fsPath;
    }
    const active = vscode.window.activeTextEditor?.document.uri;
    if (active?.scheme === 'file' && ANALYZABLE_EXTENSIONS.includes(path.extname(active.fsPath).toLowerCase())) return active.fsPath;
    return undefined;
  }

  /** `/datasets`: lists them; `/datasets <name or id>` makes one the conversation's dataset. */
  private async datasets(choice: string, state: AnalystMetadata, stream: vscode.ChatResponseStream, signal: AbortSignal): Promise<vscode.ChatResult> {
    const listing = await this.deps.tools.listDatasets({}, signal);
    if (!choice) {
      stream.markdown(listing);
      if (state.datasetId) stream.markdown(`\n\n${vscode.l10n.t('This conversation uses dataset `{0}`. Pick another with `/datasets <name or id>`.', state.datasetId)}`);
      else stream.markdown(`\n\n${vscode.l10n.t('Pick one for this conversation with `/datasets <name or id>`.')}`);
      return { metadata: { ...state, command: 'datasets' } };
    }
    const ids = [...listing.matchAll(/^- \*\*(.+?)\*\* — id `([^`]+)`/gm)].map((m) => ({ name: m[1], id: m[2] }));
    const wanted = choice.toLowerCase();
    const matches = ids.filter((d) => d.id === choice || d.name.toLowerCase() === wanted);
    const found = matches.length ? matches : ids.filter((d) => d.name.toLowerCase().includes(wanted));
    if (found.length !== 1) {
      stream.markdown(found.length === 0
        ? vscode.l10n.t('No dataset is called "{0}".', choice)
        : vscode.l10n.t('Several datasets match "{0}": {1}. Give the id.', choice, found.map((d) => `${d.name} (\`${d.id}\`)`).join(', ')));
      stream.markdown(`\n\n${listing}`);
      return { metadata: { ...state, command: 'datasets' } };
    }
    const described = await this.deps.tools.describeDataset({ datasetId: found[0].id }, signal);
    stream.markdown(`${vscode.l10n.t('This conversation now asks about dataset **{0}**.', found[0].name)}\n\n${described}`);
    return { metadata: { datasetId: found[0].id, command: 'datasets' } satisfies AnalystMetadata };
  }

  /** `/new [question]`: forgets the session (keeps the dataset); a question given is asked in the new one. */
  private async fresh(question: string, state: AnalystMetadata, stream: vscode.ChatResponseStream, signal: AbortSignal, tools: DataTools): Promise<vscode.ChatResult> {
    const next: AnalystMetadata = { datasetId: state.datasetId };
    if (question) return this.ask(question, next, stream, signal, tools, true);
    stream.markdown(vscode.l10n.t('Started a fresh session: earlier questions are no longer context.'));
    return { metadata: { ...next, command: 'new' } };
  }

  private async ask(question: string, state: AnalystMetadata, stream: vscode.ChatResponseStream, signal: AbortSignal, tools: DataTools, freshSession = false): Promise<vscode.ChatResult> {
    if (!question.trim()) {
      stream.markdown(vscode.l10n.t('Ask a question about your data, for example "total revenue by region".'));
      return { metadata: { ...state } };
    }
    const renderer = new BlockStreamer(stream, this.deps, signal);
    const outcome = await tools.askQuestion(
      { question, datasetId: state.datasetId, sessionId: freshSession ? undefined : state.sessionId },
      signal,
      { onBlocks: (blocks) => renderer.update(blocks), newSession: true },
    );
    await renderer.finish(outcome.blocks, [{ command: 'dataAnalysis.openSession', title: vscode.l10n.t('Open in Data Analysis Panel'), arguments: [outcome.sessionId] }]);
    if (outcome.error) stream.markdown(`\n\n${vscode.l10n.t('**The answer is incomplete:** {0}', outcome.error)}`);
    return {
      metadata: { datasetId: outcome.datasetId, sessionId: outcome.sessionId, followUps: outcome.followUps, command: freshSession ? 'new' : undefined, error: outcome.error } satisfies AnalystMetadata,
      ...(outcome.error ? { errorDetails: { message: outcome.error } } : {}),
    };
  }
}

/**
 * Streams answer blocks into the Chat view as they grow, in the service's order: text as it
 * arrives, each code block once complete, tables and charts once downloaded. The data files'
 * references go last: the Chat view folds whatever precedes a reference into "steps".
 */
class BlockStreamer {
  /** How much of each block has been sent (characters of text; 1 for a whole block). */
  private readonly sent: number[] = [];
  private readonly sources = new Set<string>();
  /** Buttons go after all the text: the Chat view folds any text that precedes a button into "steps". */
  private readonly buttons: vscode.Command[] = [];
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly stream: vscode.ChatResponseStream,
    private readonly deps: AnalystDeps,
    private readonly signal: AbortSignal,
  ) {}

  update(blocks: AnswerBlock[]): void {
    blocks.forEach((block, index) => {
      const done = this.sent[index] ?? 0;
      if (block.type === 'MESSAGE') {
        if (block.content.length > done) {
          const text = block.content.slice(done);
          this.sent[index] = block.content.length;
          this.enqueue(() => this.stream.markdown(done === 0 && index > 0 ? `\n\n${text}` : text));
        }
        return;
      }
      // Blocks other than text arrive whole.
      if (done === 0) {
        this.sent[index] = 1;
        this.enqueue(() => this.renderWhole(block));
      }
    });
  }

  async finish(blocks: AnswerBlock[], extra: vscode.Command[] = []): Promise<void> {
    this.update(blocks);
    await this.chain;
    for (const button of [...this.buttons, ...extra]) this.stream.button(button);
    for (const name of this.sources) {
      const folder = vscode.workspace.workspaceFolders?.[0];
      if (!folder) break;
      const [uri] = await vscode.workspace.findFiles(new vscode.RelativePattern(folder, `**/${globEscape(name)}`), '**/node_modules/**', 1).then(
        (found) => found,
        () => [],
      );
      if (uri) this.stream.reference(uri);
    }
  }

  private enqueue(step: () => void | Promise<void>): void {
    this.chain = this.chain.then(step, step);
  }

  private async renderWhole(block: AnswerBlock): Promise<void> {
    switch (block.type) {
      case 'CODE':
        for (const code of fencedCode(block.content)) this.stream.markdown(`\n\n\`\`\`${code.language}\n${code.code}\n\`\`\`\n`);
        return;
      case 'TABLE':
        return this.renderTable(block.content.name, block.content.url);
      case 'IMAGE': {
        const saved = await this.save(block.content.name, block.content.url, '.svg').catch(() => undefined);
        this.stream.markdown(`\n\n${vscode.l10n.t('Chart: {0}', block.content.name)}\n\n`);
        if (saved) this.buttons.push({ command: 'vscode.open', title: vscode.l10n.t('Open Chart {0}', block.content.name), arguments: [saved.file] });
        return;
      }
      case 'SOURCES':
        for (const source of block.content) this.sources.add(source.source);
        return;
      case 'QUESTIONS':
      case 'MESSAGE':
        return;
    }
  }

  private async renderTable(name: string, url: string): Promise<void> {
    const saved = await this.save(name, url, '.csv').catch(() => undefined);
    if (!saved) {
      this.stream.markdown(`\n\n${vscode.l10n.t('The result table {0} could not be downloaded.', name)}\n\n`);
      return;
    }
    const excerpt = excerptOfCsv(name, saved.bytes);
    const note = excerpt.rowCount > excerpt.shownRows
      ? vscode.l10n.t('{0}: first {1} of {2} rows', name, excerpt.shownRows, excerpt.rowCount)
      : vscode.l10n.t('{0}: {1} rows', name, excerpt.rowCount);
    this.stream.markdown(`\n\n${note}\n\n${excerpt.markdown}\n\n`);
    this.buttons.push({ command: 'vscode.open', title: vscode.l10n.t('Open Full Table {0}', name), arguments: [saved.file] });
  }

  /** Saves a result file under a name the service cannot turn into a path elsewhere. */
  private async save(name: string, url: string, fallbackExtension: string): Promise<{ file: vscode.Uri; bytes: Uint8Array }> {
    const bytes = await this.deps.download(url, this.signal);
    const base = path.basename(name).replace(/[^\w.-]+/g, '_').replace(/^\.+/, '').slice(0, 80) || `result${fallbackExtension}`;
    const folder = vscode.Uri.joinPath(this.deps.resultsDir, `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);
    await vscode.workspace.fs.createDirectory(folder);
    const file = vscode.Uri.joinPath(folder, path.extname(base) ? base : `${base}${fallbackExtension}`);
    await vscode.workspace.fs.writeFile(file, bytes);
    return { file, bytes };
  }
}

function globEscape(name: string): string {
  return name.replace(/[*?[\]{}!]/g, (c) => `[${c}]`);
}
