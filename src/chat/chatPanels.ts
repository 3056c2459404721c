/**
 * The chat panels of the window: at most one per session. Opens them for a dataset (a new
 * session named after it) or a session, and restores them after a window reload (the webview
 * panel serializer), with their session, conversation and draft.
 */
import * as vscode from 'vscode';
import { CHAT_VIEW_TYPE, ChatPanel, type ChatPanelDeps } from './chatPanel';
import type { ChatOpener, OpenForDatasetOptions } from './opener';

export class ChatPanels implements ChatOpener, vscode.WebviewPanelSerializer<unknown>, vscode.Disposable {
  private readonly panels = new Map<string, ChatPanel>();
  private readonly opened = new vscode.EventEmitter<ChatPanel>();
  /** A panel was created or restored (tests wait for it). */
  readonly onDidOpen = this.opened.event;

  constructor(private readonly deps: ChatPanelDeps) {}

  /** A new session on the dataset (named after it), in its own panel. */
  async openForDataset(datasetId: string, options: OpenForDatasetOptions = {}): Promise<void> {
    await this.openForDatasetPanel(datasetId, options);
  }

  async openForDatasetPanel(datasetId: string, options: OpenForDatasetOptions = {}): Promise<ChatPanel> {
    const api = await this.deps.connection.api();
    const overview = await api.getDatasetOverview(datasetId);
    const sessionId = await api.createSession(overview.name.slice(0, 128) || vscode.l10n.t('Analysis'));
    await this.deps.store.update(sessionId, { datasetId, datasourceIds: [], draft: '' });
    this.deps.sessionsChanged();
    const panel = this.create(sessionId, overview.name, options.preserveFocus ?? false);
    if (options.question) void panel.ask(options.question);
    return panel;
  }

  async openSession(sessionId: string): Promise<void> {
    await this.openSessionPanel(sessionId);
  }

  async openSessionPanel(sessionId: string, preserveFocus = false): Promise<ChatPanel> {
    const existing = this.panels.get(sessionId);
    if (existing) {
      existing.reveal(preserveFocus);
      return existing;
    }
    const session = await (await this.deps.connection.api()).getSession(sessionId);
    return this.create(sessionId, session.name, preserveFocus);
  }

  /** The open panel of a session. */
  panelFor(sessionId: string): ChatPanel | undefined {
    return this.panels.get(sessionId);
  }

  get openPanels(): readonly ChatPanel[] {
    return [...this.panels.values()];
  }

  /** Export Conversation (command palette): the active chat panel's, or one picked from the open ones. */
  async exportActive(): Promise<vscode.Uri | undefined> {
    const open = this.openPanels;
    let panel = open.find((p) => p.panel.active) ?? (open.length === 1 ? open[0] : undefined);
    if (!panel && open.length > 1) {
      const picked = await vscode.window.showQuickPick(open.map((p) => ({ label: p.title, panel: p })), { title: vscode.l10n.t('Export Conversation') });
      panel = picked?.panel;
    }
    if (!panel) {
      if (open.length === 0) void vscode.window.showInformationMessage(vscode.l10n.t('Open a chat first: the conversation of a chat panel is exported.'));
      return undefined;
    }
    return panel.exportConversation();
  }

  /** VS Code restores a panel after a window reload: it gets its session back. */
  async deserializeWebviewPanel(webviewPanel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const fromState = typeof (state as { sessionId?: unknown } | undefined)?.sessionId === 'string' ? (state as { sessionId: string }).sessionId : undefined;
    const sessionId = this.deps.store.sessionForRestoredPanel(webviewPanel.title, fromState, new Set(this.panels.keys()));
    if (!sessionId) {
      this.deps.log.warn('chat: a restored panel has no session; closing it');
      webviewPanel.dispose();
      return;
    }
    this.adopt(webviewPanel, sessionId);
  }

  /** On deactivation: jobs stop, panels stay open for VS Code to restore after a reload. */
  dispose(): void {
    for (const panel of [...this.panels.values()]) panel.release();
    this.opened.dispose();
  }

  private create(sessionId: string, title: string, preserveFocus: boolean): ChatPanel {
    const webviewPanel = vscode.window.createWebviewPanel(CHAT_VIEW_TYPE, title, { viewColumn: vscode.ViewColumn.Active, preserveFocus }, { enableScripts: true, enableFindWidget: true });
    return this.adopt(webviewPanel, sessionId);
  }

  private adopt(webviewPanel: vscode.WebviewPanel, sessionId: string): ChatPanel {
    const panel = new ChatPanel(webviewPanel, sessionId, this.deps);
    this.panels.set(sessionId, panel);
    void this.deps.store.panelOpened({ sessionId, title: webviewPanel.title });
    panel.onDidDispose(() => {
      if (this.panels.get(sessionId) === panel) this.panels.delete(sessionId);
    });
    this.opened.fire(panel);
    return panel;
  }
}
