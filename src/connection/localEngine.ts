/**
 * The local engine as a child process of the extension host: started on first need, on a random
 * port (`--port 0`, the address read from its ready line) with a random key passed in its
 * environment (never on the command line, where other users could read it), restarted when it
 * dies (a few times, then it stays down and says why), stopped on deactivate. Its output goes to
 * the extension's log.
 *
 * Every window uses the same data folder, which only one engine can hold (DuckDB locks it). So a
 * window first looks for an engine another window runs there (engineDiscovery.ts) and uses it;
 * it starts its own only when there is none, waits and looks again while another engine still
 * holds the folder (exit code 3: it may be shutting down), and starts its own when the engine it
 * used goes away. It only ever stops an engine it started. The engine's stdin is a pipe kept open
 * (`--exit-with-parent`), so the engine also exits when this extension host dies without a word.
 *
 * In an untrusted workspace it starts nothing (package.json promises that) until trust is granted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import * as vscode from 'vscode';
import type { Log } from '../log';
import { ENGINE_EXIT_LOCKED, findRunningEngine, isProcessAlive, type EngineRecord } from './engineDiscovery';

export interface EngineEndpoint {
  baseUrl: string;
  apiKey: string;
}

/** `untrusted`: the workspace is not trusted, so the engine may not start. */
export type EngineState = 'stopped' | 'starting' | 'running' | 'failed' | 'untrusted';

/** Whether the workspace is trusted, and when that becomes so (vscode.workspace by default). */
export interface WorkspaceTrust {
  readonly isTrusted: boolean;
  readonly onDidGrant: vscode.Event<void>;
}

export interface LocalEngineOptions {
  /** The Node executable (the extension host's own, run as plain Node). */
  nodePath: string;
  /** dist/engine.js */
  enginePath: string;
  dataDir: string;
  key: () => Promise<string>;
  log: Log;
  trust?: WorkspaceTrust;
  /** Restarts allowed within `restartWindowMs` before the engine is left down. */
  maxRestarts?: number;
  restartWindowMs?: number;
  startTimeoutMs?: number;
  /** How long to wait for another engine that holds the data folder to answer or go away. */
  lockWaitMs?: number;
  /** How often a used engine of another window is checked to be still alive. */
  watchIntervalMs?: number;
  /** Whether another window's engine is there (tests replace it). */
  findRunning?: (dataDir: string, apiKey: string) => Promise<EngineRecord | undefined>;
}

/** The workspace is not trusted: the local engine is not started. */
export class UntrustedWorkspaceError extends Error {
  constructor() {
    super(vscode.l10n.t('This workspace is not trusted, so the local engine is not started. Trust the workspace to use it, or connect to a hosted service.'));
    this.name = 'UntrustedWorkspaceError';
  }
}

const READY_LINE = /Data Analysis engine listening on (http:\/\/127\.0\.0\.1:\d+)/;

/** The engine exited before it was ready; `code` tells why (ENGINE_EXIT_LOCKED: folder in use). */
class EngineExitError extends Error {
  constructor(readonly code: number | null, signal: NodeJS.Signals | null, recent: string[]) {
    super(vscode.l10n.t('The local engine exited ({0}) before it was ready. {1}', String(signal ?? code), recent.join(' ')));
  }
}

const workspaceTrust: WorkspaceTrust = {
  get isTrusted() {
    return vscode.workspace.isTrusted;
  },
  onDidGrant: vscode.workspace.onDidGrantWorkspaceTrust,
};

export class LocalEngine implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<EngineState>();
  readonly onDidChangeState = this.changed.event;
  /** The engine this window started, while it runs. */
  private child: ChildProcess | undefined;
  /** Another window's engine this window uses, while it runs. */
  private attached: EngineRecord | undefined;
  private watch: NodeJS.Timeout | undefined;
  private starting: Promise<EngineEndpoint> | undefined;
  private current: EngineEndpoint | undefined;
  private restarts: number[] = [];
  private stopping = false;
  private lastFailure: string | undefined;
  private stateValue: EngineState;
  private readonly trust: WorkspaceTrust;
  private readonly trustSubscription: vscode.Disposable;

  constructor(private readonly options: LocalEngineOptions) {
    this.trust = options.trust ?? workspaceTrust;
    this.stateValue = this.trust.isTrusted ? 'stopped' : 'untrusted';
    // Starting is left to whoever needs the engine (the connection, when it is the service in use).
    this.trustSubscription = this.trust.onDidGrant(() => {
      if (this.stateValue === 'untrusted') this.setState('stopped');
    });
  }

  get state(): EngineState {
    return this.stateValue;
  }

  /** The process id of the engine in use (started here or by another window). */
  get pid(): number | undefined {
    return this.child?.pid ?? this.attached?.pid;
  }

  /** True when the engine in use is another window's (this window will not stop it). */
  get shared(): boolean {
    return this.attached !== undefined;
  }

  /** The running engine's address and key; starts (or finds) it when there is none. */
  endpoint(): Promise<EngineEndpoint> {
    if (!this.trust.isTrusted) return Promise.reject(new UntrustedWorkspaceError());
    if (this.current && this.inUseIsAlive()) return Promise.resolve(this.current);
    if (this.current && this.attached) this.onAttachedGone();
    if (this.stateValue === 'failed') {
      return Promise.reject(new Error(vscode.l10n.t('The local engine stopped repeatedly and was left off: {0}', this.lastFailure ?? '')));
    }
    this.starting ??= this.start().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  /** Forgets earlier failures (the user asked for the local engine again). */
  reset(): void {
    this.restarts = [];
    if (this.stateValue === 'failed') this.setState('stopped');
  }

  /** Stops the engine this window started; another window's engine is only let go. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.unwatch();
    const child = this.child;
    this.child = undefined;
    this.attached = undefined;
    this.current = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (this.stateValue !== 'untrusted') this.setState('stopped');
    this.stopping = false;
  }

  dispose(): void {
    this.trustSubscription.dispose();
    void this.stop();
    this.changed.dispose();
  }

  private inUseIsAlive(): boolean {
    if (this.child) return this.child.exitCode === null && this.child.signalCode === null;
    return this.attached !== undefined && isProcessAlive(this.attached.pid);
  }

  private async start(): Promise<EngineEndpoint> {
    const { dataDir, log, lockWaitMs = 30_000, findRunning = findRunningEngine } = this.options;
    this.setState('starting');
    try {
      const deadline = Date.now() + lockWaitMs;
      let pause = 200;
      for (;;) {
        // Read each round: another window may have made the shared key meanwhile.
        const apiKey = await this.options.key();
        log.addSecret(apiKey);
        const running = await findRunning(dataDir, apiKey);
        if (running) return this.attach(running, apiKey);
        try {
          return await this.spawnEngine(apiKey);
        } catch (error) {
          if (!(error instanceof EngineExitError && error.code === ENGINE_EXIT_LOCKED)) throw error;
          if (Date.now() + pause > deadline) {
            throw new Error(vscode.l10n.t('Another local engine holds the data folder {0} and does not answer with this extension\'s key.', dataDir), { cause: error });
          }
          log.info(`Another engine holds ${dataDir}; looking again in ${pause} ms`);
          await new Promise((resolve) => setTimeout(resolve, pause));
          pause = Math.min(pause * 2, 2000);
        }
      }
    } catch (error) {
      this.lastFailure = error instanceof Error ? error.message : String(error);
      this.setState('failed');
      throw error;
    }
  }

  private attach(record: EngineRecord, apiKey: string): EngineEndpoint {
    const { log, watchIntervalMs = 2000 } = this.options;
    this.attached = record;
    this.current = { baseUrl: record.url, apiKey };
    log.info(`Using the local engine ${record.pid} of another window on ${record.url}`);
    this.setState('running');
    this.unwatch();
    this.watch = setInterval(() => {
      if (this.attached === record && !isProcessAlive(record.pid)) this.onAttachedGone();
    }, watchIntervalMs);
    this.watch.unref();
    return this.current;
  }

  /** The other window's engine exited (its window closed): start (or find) another one. */
  private onAttachedGone(): void {
    const gone = this.attached;
    this.unwatch();
    this.attached = undefined;
    this.current = undefined;
    this.options.log.info(`The local engine ${gone?.pid ?? ''} of another window exited; starting one here`);
    this.setState('stopped');
    if (!this.starting) this.endpoint().catch((error) => this.options.log.error('Starting the local engine failed', error));
  }

  private unwatch(): void {
    if (this.watch) clearInterval(this.watch);
    this.watch = undefined;
  }

  private async spawnEngine(apiKey: string): Promise<EngineEndpoint> {
    const { nodePath, enginePath, dataDir, log } = this.options;
    log.info(`Starting the local engine (data in ${dataDir})`);
    const child = spawn(nodePath, [enginePath, '--port', '0', '--data-dir', dataDir, '--exit-with-parent', '--read-files-in-place'], {
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1', DATA_ANALYSIS_ENGINE_KEY: apiKey },
      // stdin stays open for the engine's life: it exits when the pipe ends (this host is gone).
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    this.child = child;
    // Nothing is written to stdin; a pipe closing under the engine's exit is not an error here.
    child.stdin?.on('error', () => {});
    try {
      const baseUrl = await this.waitForReady(child);
      this.current = { baseUrl, apiKey };
      log.info(`Local engine ${child.pid} listening on ${baseUrl}`);
      this.setState('running');
      child.once('exit', (code, signal) => this.onExit(child, code, signal));
      return this.current;
    } catch (error) {
      child.kill('SIGKILL');
      this.child = undefined;
      throw error;
    }
  }

  private waitForReady(child: ChildProcess): Promise<string> {
    const { log, startTimeoutMs = 30_000 } = this.options;
    return new Promise((resolve, reject) => {
      let settled = false;
      const recent: string[] = [];
      const finish = (error: Error | undefined, url?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(url!);
      };
      const timer = setTimeout(
        () => finish(new Error(vscode.l10n.t('The local engine did not start within {0} s.', Math.round(startTimeoutMs / 1000)))),
        startTimeoutMs,
      );
      forEachLine(child.stdout!, (line) => {
        log.info(`[engine] ${line}`);
        const ready = READY_LINE.exec(line);
        if (ready) finish(undefined, ready[1]);
      });
      forEachLine(child.stderr!, (line) => {
        logEngineLine(log, line);
        recent.push(line);
        if (recent.length > 5) recent.shift();
      });
      child.once('error', (error) => finish(error));
      child.once('exit', (code, signal) => finish(new EngineExitError(code, signal, recent)));
    });
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping || this.child !== child) return;
    const { log, maxRestarts = 3, restartWindowMs = 5 * 60_000 } = this.options;
    this.child = undefined;
    this.current = undefined;
    this.lastFailure = vscode.l10n.t('it exited with {0}', String(signal ?? code));
    log.warn(`The local engine exited unexpectedly (${signal ?? code})`);
    const now = Date.now();
    this.restarts = this.restarts.filter((at) => now - at < restartWindowMs);
    if (this.restarts.length >= maxRestarts) {
      log.error(`The local engine stopped ${maxRestarts + 1} times within ${restartWindowMs / 1000} s; not restarting it`);
      this.setState('failed');
      return;
    }
    this.restarts.push(now);
    this.setState('stopped');
    this.endpoint().catch((error) => log.error('Restarting the local engine failed', error));
  }

  private setState(state: EngineState): void {
    if (state === this.stateValue) return;
    this.stateValue = state;
    this.changed.fire(state);
  }
}

/** The engine logs JSON lines ({level, message, ...}) on stderr; anything else is a warning. */
function logEngineLine(log: Log, line: string): void {
  try {
    const entry = JSON.parse(line) as { level?: string };
    const level = entry.level === 'error' || entry.level === 'warn' || entry.level === 'debug' ? entry.level : 'info';
    log[level](`[engine] ${line}`);
  } catch {
    log.warn(`[engine] ${line}`);
  }
}

function forEachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split(/\r?\n/);
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line);
  });
  stream.on('end', () => {
    if (buffered.trim()) onLine(buffered);
  });
}
