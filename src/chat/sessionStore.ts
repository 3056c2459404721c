/**
 * What the host remembers per chat session beyond what the service keeps: the session's dataset
 * and chosen data sources (the service ties them to each job, not to the session) and the draft
 * of the question box. Also which sessions have panels open in this workspace, so that panels
 * restored after a window reload find their session.
 */
import type * as vscode from 'vscode';

export interface SessionChatState {
  datasetId?: string;
  /** Data sources chosen for the next questions; empty means the whole dataset. */
  datasourceIds: string[];
  draft: string;
  /** Questions asked in this session from this editor (any window), and when the last was: the Sessions tree shows them. */
  questionCount?: number;
  lastAskedAt?: number;
}

export interface OpenPanelRecord {
  sessionId: string;
  title: string;
}

const SESSION_KEY = 'dataAnalysis.chat.session.';
const OPEN_PANELS_KEY = 'dataAnalysis.chat.openPanels';
const MAX_PANEL_RECORDS = 50;

export class ChatSessionStore {
  constructor(
    /** globalState: sessions belong to the service account, not to a folder. */
    private readonly global: vscode.Memento,
    /** workspaceState: the panels open in this window. */
    private readonly workspace: vscode.Memento,
  ) {}

  get(sessionId: string): SessionChatState {
    const saved = this.global.get<Partial<SessionChatState>>(SESSION_KEY + sessionId) ?? {};
    return {
      ...(typeof saved.datasetId === 'string' ? { datasetId: saved.datasetId } : {}),
      datasourceIds: Array.isArray(saved.datasourceIds) ? saved.datasourceIds.filter((id) => typeof id === 'string') : [],
      draft: typeof saved.draft === 'string' ? saved.draft : '',
      ...(Number.isSafeInteger(saved.questionCount) ? { questionCount: saved.questionCount } : {}),
      ...(Number.isFinite(saved.lastAskedAt) ? { lastAskedAt: saved.lastAskedAt } : {}),
    };
  }

  async update(sessionId: string, patch: Partial<SessionChatState>): Promise<void> {
    await this.global.update(SESSION_KEY + sessionId, { ...this.get(sessionId), ...patch });
  }

  /** Counts a question the service took (it has a job id) and notes when it was asked. */
  async noteQuestion(sessionId: string, at: number): Promise<void> {
    await this.update(sessionId, { questionCount: (this.get(sessionId).questionCount ?? 0) + 1, lastAskedAt: at });
  }

  get openPanels(): OpenPanelRecord[] {
    const list = this.workspace.get<OpenPanelRecord[]>(OPEN_PANELS_KEY) ?? [];
    return list.filter((r) => typeof r?.sessionId === 'string' && typeof r.title === 'string');
  }

  /**
   * Notes a panel (newest first). Records stay when a panel closes: a window reload also closes
   * panels from the host's point of view, and VS Code restores only the ones that were open.
   */
  async panelOpened(record: OpenPanelRecord): Promise<void> {
    const others = this.openPanels.filter((r) => r.sessionId !== record.sessionId);
    await this.workspace.update(OPEN_PANELS_KEY, [record, ...others].slice(0, MAX_PANEL_RECORDS));
  }

  /**
   * The session of a panel VS Code restores: the one its webview state names, else the most
   * recently opened session with the panel's title that no open panel has. Undefined rather
   * than a guess when nothing matches.
   */
  sessionForRestoredPanel(title: string, stateSessionId: string | undefined, claimed: ReadonlySet<string>): string | undefined {
    if (stateSessionId && !claimed.has(stateSessionId)) return stateSessionId;
    return this.openPanels.find((r) => r.title === title && !claimed.has(r.sessionId))?.sessionId;
  }
}
