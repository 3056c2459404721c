/**
 * The status bar item: which service is in use and whether it answers. A click opens the
 * service choices (local engine, hosted service, key, sign out, log).
 */
import * as vscode from 'vscode';
import type { ConnectionState, ServiceConnection } from './connection';

export class ConnectionStatusBar implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private readonly subscription: vscode.Disposable;

  constructor(connection: ServiceConnection) {
    this.item = vscode.window.createStatusBarItem('dataAnalysis.connection', vscode.StatusBarAlignment.Left, 10);
    this.item.name = vscode.l10n.t('Data Analysis Service');
    this.item.command = 'dataAnalysis.chooseService';
    this.subscription = connection.onDidChange((state) => this.render(state));
    this.render(connection.state);
    this.item.show();
  }

  /** What the item shows now (for tests). */
  get text(): string {
    return this.item.text;
  }

  private render(state: ConnectionState): void {
    const where = state.kind === 'local' ? vscode.l10n.t('Local engine') : hostOf(state.address);
    const base = state.kind === 'local' ? '$(vm)' : '$(cloud)';
    const { icon, status } = describe(state);
    this.item.text = `${icon ?? base} ${where}`;
    const tooltip = new vscode.MarkdownString(
      `**${vscode.l10n.t('Data Analysis')}**: ${state.kind === 'local' ? vscode.l10n.t('local engine (data stays on this machine)') : state.address}\n\n${status}`,
    );
    if (state.detail) tooltip.appendText(`\n\n${state.detail}`);
    tooltip.appendMarkdown(`\n\n${vscode.l10n.t('Click to choose the service.')}`);
    this.item.tooltip = tooltip;
    const problem = state.status === 'unreachable' || state.status === 'keyRejected' || state.status === 'noKey' || state.status === 'noUserId' || state.status === 'untrusted';
    this.item.backgroundColor = problem ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
  }

  dispose(): void {
    this.subscription.dispose();
    this.item.dispose();
  }
}

function describe(state: ConnectionState): { icon?: string; status: string } {
  switch (state.status) {
    case 'idle': return { status: state.kind === 'local' ? vscode.l10n.t('Starts when first needed.') : vscode.l10n.t('Not checked yet.') };
    case 'starting': return { icon: '$(sync~spin)', status: vscode.l10n.t('Starting…') };
    case 'ok': return { status: vscode.l10n.t('Answering.') };
    case 'unreachable': return { icon: '$(warning)', status: vscode.l10n.t('Not answering.') };
    case 'noKey': return { icon: '$(key)', status: vscode.l10n.t('No API key set.') };
    case 'keyRejected': return { icon: '$(key)', status: vscode.l10n.t('The API key was not accepted.') };
    case 'noUserId': return { icon: '$(warning)', status: vscode.l10n.t('No user id set.') };
    case 'untrusted': return { icon: '$(workspace-untrusted)', status: vscode.l10n.t('Not started: this workspace is not trusted.') };
  }
}

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}
