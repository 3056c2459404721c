/**
 * The local engine as a child process of the extension host: started on first need, on a random
 * port (`--port 0`, the address read from its ready line) with a random key passed in its
 * environment (never on the command line, where other users could read it), restarted when it
 * dies (a few times, then it stays down and says why), stopped on deactivate. Its output goes to
 * the extension's log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import * as vscode from 'vscode';
import type { Log } from '../log';

export interface EngineEndpoint {
  baseUrl: string;
  apiKey: string;
}

export type EngineState = 'stopped' | 'starting' | 'running' | 'failed';

export interface LocalEngineOptions {
  /** The Node executable (the extension host's own, run as plain Node). */
  nodePath: string;
  /** dist/engine.js */
  enginePath: string;
  dataDir: string;
  key: () => Promise<string>;
  log: Log;
  /** Restarts allowed within `restartWindowMs` before the engine is left down. */
  maxRestarts?: number;
  restartWindowMs?: number;
  startTimeoutMs?: number;
}

const READY_LINE = /Data Analysis engine listening on (http:\/\/127\.0\.0\.1:\d+)/;

export class LocalEngine implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<EngineState>();
  readonly onDidChangeState = this.changed.event;
  private child: ChildProcess | undefined;
  private starting: Promise<EngineEndpoint> | undefined;
  private current: EngineEndpoint | undefined;
  private restarts: number[] = [];
  private stopping = false;
  private lastFailure: string | undefined;
  private stateValue: EngineState = 'stopped';

  constructor(private readonly options: LocalEngineOptions) {}

  get state(): EngineState {
    return this.stateValue;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The running engine's address and key; starts it when it is not running. */
  endpoint(): Promise<EngineEndpoint> {
    if (this.current && this.child && this.child.exitCode === null) return Promise.resolve(this.current);
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

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    this.child = undefined;
    this.current = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    this.setState('stopped');
    this.stopping = false;
  }

  dispose(): void {
    void this.stop();
    this.changed.dispose();
  }

  private async start(): Promise<EngineEndpoint> {
    const { nodePath, enginePath, dataDir, log } = this.options;
    const apiKey = await this.options.key();
    log.addSecret(apiKey);
    this.setState('starting');
    log.info(`Starting the local engine (data in ${dataDir})`);
    const child = spawn(nodePath, [enginePath, '--port', '0', '--data-dir', dataDir], {
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1', DATA_ANALYSIS_ENGINE_KEY: apiKey },
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    this.child = child;
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
      this.lastFailure = error instanceof Error ? error.message : String(error);
      this.setState('failed');
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
      child.once('exit', (code, signal) =>
        finish(new Error(vscode.l10n.t('The local engine exited ({0}) before it was ready. {1}', String(signal ?? code), recent.join(' ')))),
      );
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
