/**
 * Which service the extension talks to (the local engine by default, or a hosted one), the
 * client for it, and whether it answers. Views and commands ask `api()` for every action, so a
 * change of service, address, user id, proxy or key takes effect on the next call.
 *
 * Only such a change makes a new client; any other setting or another address's key does not.
 * The old client is retired gracefully: what it is doing (an answer streaming in a chat) runs to
 * its end, only new calls go to the new client.
 */
import * as vscode from 'vscode';
import type { Config } from '../config';
import type { Log } from '../log';
import { normalizeAddress, type KeyStore } from '../secrets';
import { UntrustedWorkspaceError, type LocalEngine } from './localEngine';
import type { ServiceApi } from './serviceApi';
import type { ApiTarget, ServiceKind } from './target';

export type { ApiTarget } from './target';

/** `untrusted`: the local engine is in use but the workspace is not trusted, so it does not start. */
export type ServiceStatus = 'idle' | 'starting' | 'ok' | 'unreachable' | 'noKey' | 'keyRejected' | 'noUserId' | 'untrusted';

export interface ConnectionState {
  kind: ServiceKind;
  /** The service address (for the local engine, its loopback address once started). */
  address: string;
  status: ServiceStatus;
  /** Why it is not ok, for the status bar's tooltip. Never contains the key. */
  detail?: string;
}

export type ApiFactory = (target: ApiTarget) => ServiceApi;

/** Hosted service chosen but no key stored for its address. */
export class MissingKeyError extends Error {
  constructor(readonly address: string) {
    super(vscode.l10n.t('No API key is set for {0}.', address));
    this.name = 'MissingKeyError';
  }
}

export class ServiceConnection implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<ConnectionState>();
  readonly onDidChange = this.changed.event;
  private readonly serviceChanged = new vscode.EventEmitter<void>();
  /** The service, its address, user id or key changed: lists must be loaded again. */
  readonly onDidChangeService = this.serviceChanged.event;
  private stateValue: ConnectionState;
  private cached: { signature: string; target: ApiTarget; api: ServiceApi } | undefined;
  /** The settings the connection was made for (Config.connectionSignature). */
  private settings: string;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly config: Config,
    private readonly keys: KeyStore,
    private readonly engine: LocalEngine,
    private readonly createApi: ApiFactory,
    private readonly log: Log,
  ) {
    this.stateValue = this.initialState();
    this.settings = config.connectionSignature();
    this.disposables.push(
      config.onDidChangeConnection(() => {
        // A change at another level (workspace over user) may leave the values as they were.
        if (this.config.connectionSignature() !== this.settings) this.reset();
      }),
      keys.onDidChange((address) => void this.onKeyChanged(address)),
      engine.onDidChangeState((engineState) => {
        if (this.config.service !== 'local') return;
        if (engineState === 'starting') this.update({ status: 'starting', detail: undefined });
        else if (engineState === 'running') this.update({ status: 'ok', detail: undefined });
        else if (engineState === 'failed') this.update({ status: 'unreachable', detail: vscode.l10n.t('The local engine is not running.') });
        else if (engineState === 'untrusted') this.update({ status: 'untrusted', detail: new UntrustedWorkspaceError().message });
        else if (this.stateValue.status === 'untrusted') {
          // Trust was granted: the lists that could not load load now, which starts the engine.
          this.reset();
          void this.check();
        } else this.update({ status: 'idle', detail: undefined });
      }),
    );
    void this.refreshContextKeys();
  }

  get state(): ConnectionState {
    return this.stateValue;
  }

  /** The client for the service in use; starts the local engine on first need. */
  async api(): Promise<ServiceApi> {
    const target = await this.target();
    const signature = [target.kind, target.baseUrl, target.userId, target.apiKey].join('\n');
    if (this.cached?.signature !== signature) {
      this.retire();
      this.cached = { signature, target, api: this.createApi(target) };
    }
    if (this.stateValue.status === 'starting' || this.stateValue.status === 'idle') {
      this.update({ address: target.baseUrl, status: 'ok', detail: undefined });
    }
    return this.cached.api;
  }

  /** A cheap call that tells whether the service answers and accepts the key. */
  async check(): Promise<ConnectionState> {
    try {
      const api = await this.api();
      await api.listDatasets({ page_number: 1, page_size: 1 });
      this.update({ address: api.baseUrl, status: 'ok', detail: undefined });
    } catch (error) {
      this.noteFailure(error);
    }
    return this.stateValue;
  }

  /** Views and commands report failures here so the status bar tells the truth. */
  noteFailure(error: unknown): void {
    if (error instanceof MissingKeyError) {
      this.update({ status: 'noKey', detail: error.message });
    } else if (error instanceof UntrustedWorkspaceError) {
      this.update({ status: 'untrusted', detail: error.message });
    } else if (isAuthError(error)) {
      this.update({ status: 'keyRejected', detail: vscode.l10n.t('The service did not accept the API key.') });
    } else if (isServiceCodeError(error)) {
      // The service answered (with a business error): it is reachable.
      this.update({ status: 'ok', detail: undefined });
    } else {
      this.update({ status: 'unreachable', detail: error instanceof Error ? error.message : String(error) });
    }
  }

  /**
   * Checks an address, user id and key before they are saved: one cheap call through a client
   * that is used for nothing else. Throws the service's error when they do not work.
   */
  async probe(baseUrl: string, userId: string, apiKey: string): Promise<void> {
    this.log.addSecret(apiKey);
    const api = this.createApi({ kind: 'hosted', baseUrl, apiKey, userId, proxy: this.config.proxy });
    try {
      await api.listDatasets({ page_number: 1, page_size: 1 });
    } finally {
      await api.close();
    }
  }

  /** Switching back to the local engine forgets its earlier failures. */
  resetEngine(): void {
    this.engine.reset();
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
    this.changed.dispose();
    this.serviceChanged.dispose();
  }

  private async target(): Promise<ApiTarget> {
    if (this.config.service === 'local') {
      const { baseUrl, apiKey } = await this.engine.endpoint();
      return { kind: 'local', baseUrl, apiKey, userId: this.config.localUserId };
    }
    const address = this.config.hostedAddress;
    const userId = this.config.hostedUserId;
    if (!userId) {
      this.update({ status: 'noUserId', detail: vscode.l10n.t('No user id is set for {0}.', address) });
      throw new Error(vscode.l10n.t('No user id is set for {0}: run "Data Analysis: Connect to Hosted Service…".', address));
    }
    const apiKey = await this.keys.getApiKey(address);
    if (!apiKey) {
      const error = new MissingKeyError(address);
      this.update({ status: 'noKey', detail: error.message });
      throw error;
    }
    this.log.addSecret(apiKey);
    return { kind: 'hosted', baseUrl: address, apiKey, userId, proxy: this.config.proxy };
  }

  private initialState(): ConnectionState {
    if (this.config.service === 'hosted') return { kind: 'hosted', address: this.config.hostedAddress, status: 'idle' };
    const address = vscode.l10n.t('local engine');
    return this.engine.state === 'untrusted'
      ? { kind: 'local', address, status: 'untrusted', detail: new UntrustedWorkspaceError().message }
      : { kind: 'local', address, status: 'idle' };
  }

  /**
   * A key was stored or deleted, maybe in another window. Only the key of the hosted address in
   * use matters, and only when it is not the one the current client already has.
   */
  private async onKeyChanged(address: string): Promise<void> {
    if (this.config.service !== 'hosted' || normalizeAddress(this.config.hostedAddress) !== address) return;
    const key = await this.keys.getApiKey(this.config.hostedAddress).catch(() => undefined);
    if (this.cached && this.cached.target.kind === 'hosted' && this.cached.target.apiKey === key) return;
    this.reset();
  }

  /** The client in use takes no new calls; those in flight (a streaming answer) finish. */
  private retire(): void {
    const old = this.cached;
    this.cached = undefined;
    old?.api.close({ graceful: true }).catch((error: unknown) => this.log.warn(`Closing the previous client: ${error instanceof Error ? error.message : String(error)}`));
  }

  private reset(): void {
    this.retire();
    this.settings = this.config.connectionSignature();
    this.stateValue = this.initialState();
    this.changed.fire(this.stateValue);
    this.serviceChanged.fire();
    void this.refreshContextKeys();
  }

  private update(change: Partial<ConnectionState>): void {
    const next = { ...this.stateValue, ...change };
    if (next.status === this.stateValue.status && next.address === this.stateValue.address && next.detail === this.stateValue.detail) return;
    this.stateValue = next;
    this.changed.fire(next);
    void this.refreshContextKeys();
  }

  /** Context keys for the welcome views and menus. */
  private async refreshContextKeys(): Promise<void> {
    const kind = this.config.service;
    const hasKey = kind === 'local' || Boolean(await this.keys.getApiKey(this.config.hostedAddress).catch(() => undefined));
    await vscode.commands.executeCommand('setContext', 'dataAnalysis.serviceKind', kind);
    await vscode.commands.executeCommand('setContext', 'dataAnalysis.hasKey', hasKey);
  }
}

/** 1002/1003/1004: the key was refused. Read structurally so this works with any client error. */
export function isAuthError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 1002 || code === 1003 || code === 1004;
}

function isServiceCodeError(error: unknown): boolean {
  return typeof (error as { code?: unknown } | undefined)?.code === 'number';
}
