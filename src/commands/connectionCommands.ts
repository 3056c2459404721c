/**
 * Choosing the service: Connect to Hosted Service…, Use Local Engine, Set API Key, Sign Out, and
 * the status bar's menu of these. Every command also takes its answers as arguments, so tests
 * and keybindings can run it without the input boxes.
 */
import * as vscode from 'vscode';
import { PUBLIC_SERVICE_ADDRESS, type Config } from '../config';
import type { ServiceConnection } from '../connection/connection';
import type { Notifier } from '../notify';
import type { KeyStore } from '../secrets';
import { registerCommands } from './registerCommands';

export interface HostedServiceAnswers {
  address?: string;
  userId?: string;
  apiKey?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An https address; plain http only on this machine (a self-run server). Returns the problem. */
export function checkServiceAddress(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return vscode.l10n.t('Enter a full address such as {0}', PUBLIC_SERVICE_ADDRESS);
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return vscode.l10n.t('The address must start with https:// (the API key must not travel unencrypted).');
}

export class ConnectionCommands {
  constructor(
    private readonly config: Config,
    private readonly keys: KeyStore,
    private readonly connection: ServiceConnection,
    private readonly notifier: Notifier,
  ) {}

  register(): vscode.Disposable[] {
    return registerCommands({
      'dataAnalysis.connectHosted': (answers?: HostedServiceAnswers) => this.connectHosted(answers),
      'dataAnalysis.useLocalEngine': () => this.useLocalEngine(),
      'dataAnalysis.setApiKey': (apiKey?: string) => this.setApiKey(apiKey),
      'dataAnalysis.signOut': () => this.signOut(),
      'dataAnalysis.chooseService': () => this.chooseService(),
      'dataAnalysis.checkConnection': () => this.connection.check(),
    });
  }

  /** Resolves true when the service answered and the settings were saved. */
  async connectHosted(answers: HostedServiceAnswers = {}): Promise<boolean> {
    const address = answers.address ?? await vscode.window.showInputBox({
      title: vscode.l10n.t('Connect to Hosted Service (1/3)'),
      prompt: vscode.l10n.t('The service address (the part before /v2)'),
      value: this.config.service === 'hosted' ? this.config.hostedAddress : PUBLIC_SERVICE_ADDRESS,
      ignoreFocusOut: true,
      validateInput: checkServiceAddress,
    });
    if (address === undefined) return false;
    const problem = checkServiceAddress(address);
    if (problem) {
      void vscode.window.showErrorMessage(problem);
      return false;
    }
    const baseUrl = address.trim().replace(/\/+$/, '');
    const userId = answers.userId ?? await vscode.window.showInputBox({
      title: vscode.l10n.t('Connect to Hosted Service (2/3)'),
      prompt: vscode.l10n.t('Your user id at this service (the user_id your organisation gave you)'),
      value: this.config.hostedUserId,
      ignoreFocusOut: true,
      validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('The user id is required.')),
    });
    if (!userId?.trim()) return false;
    const apiKey = (answers.apiKey ?? await this.askKey(baseUrl, vscode.l10n.t('Connect to Hosted Service (3/3)')))?.trim();
    if (!apiKey) return false;
    if (!(await this.probe(baseUrl, userId.trim(), apiKey))) return false;
    await this.keys.setApiKey(baseUrl, apiKey);
    await this.config.useHosted(baseUrl, userId.trim());
    await this.connection.check();
    void vscode.window.showInformationMessage(vscode.l10n.t('Connected to {0}.', baseUrl));
    return true;
  }

  async useLocalEngine(): Promise<void> {
    this.connection.resetEngine();
    await this.config.useLocal();
    await this.connection.check();
  }

  /** Resolves true when a key was checked and stored. */
  async setApiKey(apiKey?: string): Promise<boolean> {
    if (this.config.service === 'local') {
      const connect = vscode.l10n.t('Connect to Hosted Service…');
      const choice = await vscode.window.showInformationMessage(
        vscode.l10n.t('The local engine needs no API key. A key is needed only for a hosted service.'), connect);
      if (choice === connect) return this.connectHosted();
      return false;
    }
    const address = this.config.hostedAddress;
    const userId = this.config.hostedUserId;
    if (!userId) return this.connectHosted({ address, apiKey });
    const key = (apiKey ?? await this.askKey(address, vscode.l10n.t('Set API Key')))?.trim();
    if (!key) return false;
    if (!(await this.probe(address, userId, key))) return false;
    await this.keys.setApiKey(address, key);
    await this.connection.check();
    return true;
  }

  async signOut(): Promise<void> {
    if (this.config.service === 'local') {
      void vscode.window.showInformationMessage(vscode.l10n.t('The local engine has no sign-in.'));
      return;
    }
    const address = this.config.hostedAddress;
    await this.keys.deleteApiKey(address);
    await this.connection.check();
    const useLocal = vscode.l10n.t('Use Local Engine');
    void vscode.window.showInformationMessage(vscode.l10n.t('Signed out of {0}: its API key was removed.', address), useLocal).then(async (choice) => {
      if (choice === useLocal) await this.useLocalEngine();
    });
  }

  async chooseService(): Promise<void> {
    interface Choice extends vscode.QuickPickItem { command: string }
    const state = this.connection.state;
    const items: Choice[] = [
      { label: `$(vm) ${vscode.l10n.t('Use Local Engine')}`, description: vscode.l10n.t('data stays on this machine'), command: 'dataAnalysis.useLocalEngine' },
      { label: `$(cloud) ${vscode.l10n.t('Connect to Hosted Service…')}`, command: 'dataAnalysis.connectHosted' },
    ];
    if (state.kind === 'hosted') {
      items.push(
        { label: `$(key) ${vscode.l10n.t('Set API Key')}`, description: state.address, command: 'dataAnalysis.setApiKey' },
        { label: `$(sign-out) ${vscode.l10n.t('Sign Out')}`, description: state.address, command: 'dataAnalysis.signOut' },
      );
    }
    items.push(
      { label: `$(refresh) ${vscode.l10n.t('Check Connection')}`, command: 'dataAnalysis.checkConnection' },
      { label: `$(output) ${vscode.l10n.t('Show Log')}`, command: 'dataAnalysis.showLog' },
    );
    const choice = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Data Analysis: {0}', state.kind === 'local' ? vscode.l10n.t('local engine') : state.address),
    });
    if (choice) await vscode.commands.executeCommand(choice.command);
  }

  private askKey(address: string, title: string): Thenable<string | undefined> {
    return vscode.window.showInputBox({
      title,
      prompt: vscode.l10n.t('The API key for {0} (stored in the system keychain, never in settings)', address),
      password: true,
      ignoreFocusOut: true,
      validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('The API key is required.')),
    });
  }

  private async probe(address: string, userId: string, apiKey: string): Promise<boolean> {
    try {
      await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Checking {0}…', address) },
        () => this.connection.probe(address, userId, apiKey),
      );
      return true;
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('The service at {0} did not accept these settings', address), error);
      return false;
    }
  }
}
