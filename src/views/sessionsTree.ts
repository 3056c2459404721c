/**
 * The Sessions view: the user's sessions, newest first, page by page, optionally filtered by a
 * search text. A click opens the session's chat.
 */
import * as vscode from 'vscode';
import type { Session } from '../api/types';
import { escapeMarkdown } from '../common/markdown';
import type { ServiceConnection } from '../connection/connection';
import { firstPageFailure, loadErrorItem, loadMoreItem } from './commonItems';
import type { SessionsTreeNode } from './nodes';
import { PagedList } from './pagedList';

const PAGE_SIZE = 50;

export class SessionsTree implements vscode.TreeDataProvider<SessionsTreeNode> {
  private readonly changed = new vscode.EventEmitter<SessionsTreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private list: PagedList<Session>;
  private searchText = '';

  constructor(private readonly connection: ServiceConnection) {
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
        item.description = `${session.output_language ?? 'AUTO'} · ${session.job_mode ?? 'AUTO'}`;
        item.tooltip = new vscode.MarkdownString(
          vscode.l10n.t('**{0}**\n\nOutput language: {1}\n\nJob mode: {2}\n\nEarlier questions used as context: {3}',
            escapeMarkdown(session.name, { singleLine: true }), session.output_language ?? 'AUTO', session.job_mode ?? 'AUTO', session.max_contextual_job_history ?? 10),
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

  private newList(): PagedList<Session> {
    const search = this.searchText || undefined;
    return new PagedList(
      async (page_number, page_size) => (await this.connection.api()).listSessions({ page_number, page_size, search }),
      PAGE_SIZE,
      (session) => session.id,
    );
  }
}
