/**
 * Runs the BUILT command-line client (dist/cli.js) as a child process, as a user or a script
 * would, and collects what it printed and its exit code.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const CLI = path.join(ROOT, 'dist', 'cli.js');
export const SALES = path.join(ROOT, 'samples', 'sales.csv');

let built = false;

/** Builds dist/cli.js (and the engine bundle) from the current sources, once per test run. */
export function buildCli(): void {
  if (built) return;
  execFileSync(process.execPath, ['esbuild.js', '--only', 'cli,engine'], { cwd: ROOT, stdio: 'pipe' });
  built = true;
}

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Default: the system's temporary folder (never the repository: nothing is left there). */
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Called with the child once it runs (to send it a signal, say). */
  onStart?: (child: ChildProcess, output: { stdout: () => string; stderr: () => string }) => void;
}

/** The environment of a run: colour settings of the outer shell never leak in. */
function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nor does the locale: numbers are printed for LANG, and the tests expect en-US unless they set it.
  for (const name of ['NO_COLOR', 'FORCE_COLOR', 'DATA_ANALYSIS_API_KEY', 'DATA_ANALYSIS_USER_ID', 'LC_ALL', 'LC_NUMERIC', 'LANG']) delete env[name];
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export function runCli(args: string[], options: RunOptions = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? os.tmpdir(), env: childEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    options.onStart?.(child, { stdout: () => stdout, stderr: () => stderr });
  });
}

/** Resolves once `check` is true of the output so far (polled), or rejects after `ms`. */
export async function waitFor(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the output');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
