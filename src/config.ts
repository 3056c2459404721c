/**
 * Every setting the extension reads or writes, in one place. Other modules ask this object and
 * never call `vscode.workspace.getConfiguration` themselves, so the list of settings in
 * package.json and the code cannot drift apart unnoticed.
 */
import * as vscode from 'vscode';

export const PUBLIC_SERVICE_ADDRESS = 'https://ai.data.cloud/api';

export type { ProxySettings, ServiceKind } from './connection/target';
import type { ProxySettings, ServiceKind } from './connection/target';

const SECTION = 'dataAnalysis';
const CONNECTION_SETTINGS = [`${SECTION}.service`, `${SECTION}.hostedService`, 'http.proxy', 'http.proxyStrictSSL', 'http.noProxy'];

export class Config {
  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  get service(): ServiceKind {
    return this.section().get<string>('service') === 'hosted' ? 'hosted' : 'local';
  }

  get hostedAddress(): string {
    return (this.section().get<string>('hostedService.address') || PUBLIC_SERVICE_ADDRESS).replace(/\/+$/, '');
  }

  get hostedUserId(): string {
    return (this.section().get<string>('hostedService.userId') ?? '').trim();
  }

  /** Local engine data stays on this machine; one user id is enough there. */
  get localUserId(): string {
    return 'local';
  }

  get proxy(): ProxySettings {
    const http = vscode.workspace.getConfiguration('http');
    const proxyUrl = http.get<string>('proxy') || this.env.HTTPS_PROXY || this.env.https_proxy || this.env.HTTP_PROXY || this.env.http_proxy;
    const configuredNoProxy = http.get<string[]>('noProxy') ?? [];
    const envNoProxy = (this.env.NO_PROXY || this.env.no_proxy || '').split(',').map((s) => s.trim()).filter(Boolean);
    return {
      proxyUrl: proxyUrl || undefined,
      strictSSL: http.get<boolean>('proxyStrictSSL') ?? true,
      noProxy: configuredNoProxy.length ? configuredNoProxy : envNoProxy,
    };
  }

  /** In the chat's question box: true, Enter sends and Shift+Enter adds a line; false, Enter adds a line. */
  get chatSendOnEnter(): boolean {
    return this.section().get<boolean>('chat.sendOnEnter') ?? true;
  }

  /** Local engine: read workspace data files where they are rather than a copy (see localFiles.ts). */
  get readFilesInPlace(): boolean {
    return this.section().get<boolean>('localEngine.readFilesInPlace') ?? true;
  }

  async useHosted(address: string, userId: string): Promise<void> {
    const section = this.section();
    await section.update('hostedService.address', address, vscode.ConfigurationTarget.Global);
    await section.update('hostedService.userId', userId, vscode.ConfigurationTarget.Global);
    await section.update('service', 'hosted', vscode.ConfigurationTarget.Global);
  }

  async useLocal(): Promise<void> {
    await this.section().update('service', 'local', vscode.ConfigurationTarget.Global);
  }

  /** Fires when a setting this object reads changes. */
  onDidChange(listener: () => void): vscode.Disposable {
    return vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration(SECTION) || event.affectsConfiguration('http')) listener();
    });
  }

  /**
   * Fires only when a setting the connection to the service uses may have changed (service,
   * address, user id, proxy), not for the chat's or any other setting: a new connection ends
   * the old one's calls, so it must not be made for nothing.
   */
  onDidChangeConnection(listener: () => void): vscode.Disposable {
    return vscode.workspace.onDidChangeConfiguration((event) => {
      if (CONNECTION_SETTINGS.some((setting) => event.affectsConfiguration(setting))) listener();
    });
  }

  /** The values the connection uses, as one comparable text. */
  connectionSignature(): string {
    if (this.service === 'local') return JSON.stringify({ service: 'local' });
    return JSON.stringify({ service: 'hosted', address: this.hostedAddress, userId: this.hostedUserId, proxy: this.proxy });
  }

  private section(): vscode.WorkspaceConfiguration {
    return vscode.workspace.getConfiguration(SECTION);
  }
}
