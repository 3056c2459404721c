/**
 * The Sessions view: the user's sessions, newest first, page by page, optionally filtered by a
 * search text. A click opens the session's chat. Each row says what the session is about and
 * how alive it is: the name of its dataset, how many questions were asked and when the last one
 * was (the host remembers these; the service keeps none of them on a session), and the answer
 * language and job mode only when they are not the defaults.
 */
import * as vscode from 'vscode';
import type { Session } from '../api/types';
import { formatterFor } from '../common/format';
import { escapeMarkdown } from '../common/markdown';
import type { ServiceConnection } from '../connection/connection';
import { firstPageFailure, loadErrorItem, loadMoreItem } from './commonItems';
import type { SessionsTreeNode } from './nodes';
import { PagedList } from './pagedList';

const PAGE_SIZE = 50;

/** What the host remembers of a session (the chat's session store). */
export interface SessionMemory {
  datasetId?: string;
  /** Questions asked from this editor; absent for sessions it never asked in. */
  questionCount?: number;
  /** When the last of them was asked (ms since the epoch). */
  lastAskedAt?: number;
}

export class SessionsTree implements vscode.TreeDataProvider<SessionsTreeNode> {
  private readonly changed = new vscode.EventEmitter<SessionsTreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private list: PagedList<Session>;
  private searchText = '';
  /** Dataset names by id, loaded with the first page of sessions. */
  private datasetNames = new Map<string, string>();

  constructor(
    private readonly connection: ServiceConnection,
    /** The dataset a session asks about and its questions, as the chat remembers them. */
    private readonly memoryOf: (sessionId: string) => SessionMemory = () => ({}),
  ) {
    this.list = this.newList();
  }

  get search(): string {
    return this.searchText;
  }

  setSearch(text: string): void {
    this.searchText = text.trim();
    this.refresh();
  }

  refresh(): void {
    this.list = this.newList();
    this.datasetNames = new Map();
    this.changed.fire(undefined);
  }

  async loadMore(): Promise<void> {
    await this.list.loadMore();
    this.changed.fire(undefined);
  }

  /** Every session loaded so far (the tests and "delete old sessions" read this). */
  get sessions(): readonly Session[] {
    return this.list.loaded;
  }

  async getChildren(element?: SessionsTreeNode): Promise<SessionsTreeNode[]> {
    if (element) return [];
    const failed = await firstPageFailure(this.list, this.connection);
    if (failed) return failed;
    await this.loadDatasetNames();
    const nodes: SessionsTreeNode[] = this.list.loaded.map((session) => ({ kind: 'session', session }));
    if (this.list.hasMore) nodes.push({ kind: 'loadMore' });
    return nodes;
  }

  getTreeItem(node: SessionsTreeNode): vscode.TreeItem {
    switch (node.kind) {
      case 'session': {
        const { session } = node;
        const item = new vscode.TreeItem(session.name, vscode.TreeItemCollapsibleState.None);
        item.id = `session:${session.id}`;
        const dataset = this.datasetName(session.id);
        const memory = this.memoryOf(session.id);
        const activity = sessionActivity(memory, Date.now());
        item.description = sessionDescription(dataset, session, activity);
        item.tooltip = new vscode.MarkdownString(
          vscode.l10n.t('**{0}**\n\nDataset: {1}\n\nQuestions asked here: {2}\n\nOutput language: {3}\n\nJob mode: {4}\n\nEarlier questions used as context: {5}',
            escapeMarkdown(session.name, { singleLine: true }), escapeMarkdown(dataset ?? vscode.l10n.t('not known here'), { singleLine: true }),
            activity.length ? activity.join(', ') : vscode.l10n.t('none'),
            session.output_language ?? 'AUTO', session.job_mode ?? 'AUTO', session.max_contextual_job_history ?? 10),
        );
        item.iconPath = new vscode.ThemeIcon('comment-discussion');
        item.contextValue = 'session';
        item.command = { command: 'dataAnalysis.openSession', title: vscode.l10n.t('Open Chat'), arguments: [node] };
        return item;
      }
      case 'loadMore':
        return loadMoreItem(node, 'sessions');
      case 'error':
        return loadErrorItem(vscode.l10n.t('Could not load the sessions'), node.message, 'dataAnalysis.refreshSessions');
    }
  }

  private datasetName(sessionId: string): string | undefined {
    const id = this.memoryOf(sessionId).datasetId;
    return id === undefined ? undefined : this.datasetNames.get(id);
  }

  /** One request for the names of the datasets the loaded sessions use; a failure only leaves names out. */
  private async loadDatasetNames(): Promise<void> {
    const wanted = this.list.loaded.map((s) => this.memoryOf(s.id).datasetId).filter((id): id is string => id !== undefined && !this.datasetNames.has(id));
    if (!wanted.length) return;
    try {
      const page = await (await this.connection.api()).listDatasets({ page_number: 1, page_size: 100 });
      for (const dataset of page.records) this.datasetNames.set(dataset.id, dataset.name);
    } catch {
      // The rows still show; their descriptions lack the dataset until the next refresh.
    }
  }

  private newList(): PagedList<Session> {
    const search = this.searchText || undefined;
    return new PagedList(
      async (page_number, page_size) => (await this.connection.api()).listSessions({ page_number, page_size, search }),
      PAGE_SIZE,
      (session) => session.id,
    );
  }
}

/** Days, hours and minutes, and the seconds each holds, for "5 minutes ago" (under a minute: "just now"). */
const AGES: Array<[Intl.RelativeTimeFormatUnit, number]> = [['day', 86_400], ['hour', 3_600], ['minute', 60]];

/** "3 questions", "2 hours ago" (VS Code's display language); nothing for a session never asked in here. */
export function sessionActivity(memory: SessionMemory, now: number): string[] {
  const parts: string[] = [];
  const format = formatterFor(vscode.env.language);
  const count = memory.questionCount;
  if (count) {
    const shown = format.number(count);
    parts.push(new Intl.PluralRules(format.locale).select(count) === 'one' ? vscode.l10n.t('{0} question', shown) : vscode.l10n.t('{0} questions', shown));
  }
  if (memory.lastAskedAt !== undefined) {
    const seconds = Math.max(0, Math.round((now - memory.lastAskedAt) / 1000));
    const age = AGES.find(([, size]) => seconds >= size);
    parts.push(age ? new Intl.RelativeTimeFormat(format.locale, { numeric: 'auto' }).format(-Math.floor(seconds / age[1]), age[0]) : vscode.l10n.t('just now'));
  }
  return parts;
}

/**
 * "sales · 3 questions · 2 hours ago", "sales · FR", "sales · DATA_ANALYTICS"; the defaults
 * (AUTO) are not repeated on every row.
 */
export function sessionDescription(dataset: string | undefined, session: Pick<Session, 'output_language' | 'job_mode'>, activity: string[] = []): string | undefined {
  const parts = [dataset, ...activity, session.output_language && session.output_language !== 'AUTO' ? session.output_language : undefined, session.job_mode && session.job_mode !== 'AUTO' ? session.job_mode : undefined];
  const text = parts.filter((p): p is string => Boolean(p)).join(' · ');
  return text || undefined;
}
