/**
 * What both lists do the same way: the "Load more…" row, loading the first page, and the row
 * of a failed load, which retries when clicked.
 */
import * as vscode from 'vscode';
import { MissingKeyError, type ServiceConnection } from '../connection/connection';
import { UntrustedWorkspaceError } from '../connection/localEngine';
import { describeError } from '../log';

/**
 * Loads a tree's first page. Undefined when it loaded; otherwise the rows to show instead: none
 * when a welcome view already says what to do (no key, untrusted workspace), else an error row.
 */
export async function firstPageFailure(list: { ensureFirstPage(): Promise<void> }, connection: ServiceConnection): Promise<Array<{ kind: 'error'; message: string }> | undefined> {
  try {
    await list.ensureFirstPage();
    return undefined;
  } catch (error) {
    connection.noteFailure(error);
    if (error instanceof MissingKeyError || error instanceof UntrustedWorkspaceError) return [];
    return [{ kind: 'error', message: describeError(error) }];
  }
}

export function loadMoreItem(node: unknown, list: 'sessions' | 'datasets'): vscode.TreeItem {
  const item = new vscode.TreeItem(vscode.l10n.t('Load more…'));
  item.iconPath = new vscode.ThemeIcon('ellipsis');
  item.command = { command: 'dataAnalysis.loadMore', title: vscode.l10n.t('Load more…'), arguments: [node, list] };
  return item;
}

export function loadErrorItem(label: string, message: string, refreshCommand: string): vscode.TreeItem {
  const item = new vscode.TreeItem(label);
  item.description = message;
  item.tooltip = vscode.l10n.t('{0}\n\nClick to try again.', message);
  item.iconPath = new vscode.ThemeIcon('warning');
  item.command = { command: refreshCommand, title: vscode.l10n.t('Refresh') };
  return item;
}
