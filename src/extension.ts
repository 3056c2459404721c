/**
 * Composition root: builds the extension's objects and registers its contributions. No logic
 * lives here; each part receives what it needs through its constructor.
 */
import * as vscode from 'vscode';

export function activate(context: vscode.ExtensionContext): void {
  const log = vscode.window.createOutputChannel('Data Analysis', { log: true });
  context.subscriptions.push(
    log,
    vscode.commands.registerCommand('dataAnalysis.showLog', () => log.show(true)),
  );
  log.info(`Data Analysis ${context.extension.packageJSON.version} activated`);
}

export function deactivate(): void {}
