/**
 * Tree items both lists show the same way: the "Load more…" row and the row of a failed load,
 * which retries when clicked.
 */
import * as vscode from 'vscode';

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
