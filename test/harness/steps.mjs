// Set-up steps that say what they do: each slow step prints its name when it starts, a progress
// line while it runs (rewritten in place on a terminal, every 15 s otherwise), and its time when
// done. A command's output goes to a log file, and when the command fails the step's name, the
// last lines of that output and what to do next are printed: nothing is hidden on failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** A set-up step that failed; `main` prints it and exits non-zero. */
export class SetupError extends Error {
  /** @param {string} message @param {{ step?: string, tail?: string[], log?: string, next?: string }} [details] */
  constructor(message, details = {}) {
    super(message);
    this.step = details.step;
    this.tail = details.tail ?? [];
    this.log = details.log;
    this.next = details.next;
  }
}

/** What a failed step prints: its name, why, the last lines of its output and what to do next. */
export function describeFailure(error) {
  if (!(error instanceof SetupError)) return `failed: ${error?.stack ?? error}`;
  const lines = [`${error.step ? `${error.step}: ` : ''}${error.message}`];
  if (error.tail.length) {
    lines.push(`--- last ${error.tail.length} lines of its output${error.log ? ` (all of it: ${error.log})` : ''} ---`);
    lines.push(...error.tail.map((line) => `  ${line}`));
    lines.push('---');
  } else if (error.log) {
    lines.push(`its output: ${error.log}`);
  }
  if (error.next) lines.push(`what to do: ${error.next}`);
  return lines.join('\n');
}

export const formatSeconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};
export const formatMB = (bytes) => `${(bytes / 1e6).toFixed(bytes < 10e6 ? 1 : 0)} MB`;

/**
 * Prints steps to `stream`. `interactive` (a terminal) rewrites one progress line in place;
 * otherwise a progress line is printed every `quietEveryMs`.
 */
export function createReporter({ stream = process.stdout, interactive = Boolean(stream.isTTY), quietEveryMs = 15_000 } = {}) {
  let live = false;
  const clearLive = () => {
    if (live) stream.write('\r\x1b[K');
    live = false;
  };
  return {
    interactive,
    line(text) {
      clearLive();
      stream.write(`${text}\n`);
    },
    /**
     * Runs `fn(progress)`; `progress(text)` reports how far it is. Returns fn's result.
     * `detail` (what it fetches, how big, where) is printed once under the name.
     */
    async step(name, fn, { detail } = {}) {
      clearLive();
      stream.write(`▸ ${name}…\n`);
      if (detail) stream.write(`  ${detail}\n`);
      const started = Date.now();
      let lastQuiet = started;
      const progress = (text) => {
        const elapsed = formatSeconds(Date.now() - started);
        if (interactive) {
          const columns = stream.columns || 100;
          stream.write(`\r\x1b[K  ${`${text} · ${elapsed}`.slice(0, columns - 3)}`);
          live = true;
        } else if (Date.now() - lastQuiet >= quietEveryMs) {
          lastQuiet = Date.now();
          stream.write(`  ${text} · ${elapsed}\n`);
        }
      };
      try {
        const result = await fn(progress);
        clearLive();
        stream.write(`✓ ${name} (${formatSeconds(Date.now() - started)})\n`);
        return result;
      } catch (error) {
        clearLive();
        stream.write(`✗ ${name} failed after ${formatSeconds(Date.now() - started)}\n`);
        if (error instanceof SetupError && !error.step) error.step = name;
        throw error;
      }
    },
  };
}

/** Children started by runLogged that are still running, so that an interrupt can stop them. */
export const runningChildren = new Set();

/**
 * Runs a command with its output in `log` (and the last lines kept), calling `onTick(lastLine)`
 * every second so the step can report progress. Rejects with a SetupError carrying the output's
 * last `tailLines` lines and `next` (what to do) when it exits non-zero.
 */
export function runLogged(command, args, { cwd, env, log, onTick = () => {}, next, tailLines = 30, what = command }) {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(log);
    const tail = [];
    let partial = '';
    const take = (chunk) => {
      out.write(chunk);
      const lines = (partial + chunk).split(/\r?\n|\r/);
      partial = lines.pop();
      for (const line of lines) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > tailLines) tail.shift();
      }
    };
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    runningChildren.add(child);
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setInterval(() => onTick(tail[tail.length - 1] ?? ''), 1000);
    const finish = (error) => {
      clearInterval(timer);
      runningChildren.delete(child);
      if (partial.trim()) tail.push(partial);
      if (tail.length > tailLines) tail.shift();
      out.end(() => (error ? reject(error) : resolve()));
    };
    child.once('error', (error) => finish(new SetupError(`could not run ${what}: ${error.message}`, { log, next })));
    child.once('close', (code, signal) => {
      if (code === 0) finish();
      else finish(new SetupError(`${what} ${signal ? `was stopped (${signal})` : `exited with ${code}`}`, { tail: [...tail], log, next }));
    });
  });
}

/** Stops every child runLogged started (its whole process group). */
export function stopRunningChildren() {
  for (const child of runningChildren) {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
  }
}

/** Total size in bytes of the files under `dir` (0 when it does not exist). */
export function folderBytes(dir) {
  let total = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = `${dir}/${entry.name}`;
    if (entry.isDirectory()) total += folderBytes(full);
    else if (entry.isFile()) {
      try { total += fs.statSync(full).size; } catch { /* removed meanwhile */ }
    }
  }
  return total;
}
