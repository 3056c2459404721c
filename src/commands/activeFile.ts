import * as vscode from 'vscode';

/**
 * The file of the active editor, for "Analyze this File" run from the Command Palette. The active
 * tab comes first: a workbook or a Parquet file opens in a binary or custom editor, which is no
 * text editor, and the tab is known as soon as it opens, where the text editor waits for the
 * file's content to load.
 */
export function activeEditorFile(): vscode.Uri | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  if (input instanceof vscode.TabInputText || input instanceof vscode.TabInputCustom) return input.uri;
  return vscode.window.activeTextEditor?.document.uri;
}
