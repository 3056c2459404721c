/**
 * The engine bundle as the extension runs it, for tests of the process itself (parent death,
 * the data dir lock, engine.json). Built with the engine options of esbuild.js, but into out/
 * so a test never rewrites the dist/ that other work may be using at the same time.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.join(__dirname, '..', '..');
export const ENGINE_BUNDLE = path.join(ROOT, 'out', 'test', 'engine-process', 'engine.js');

let built: Promise<string> | undefined;

/** Bundles src/engine/main.ts once per test run; DuckDB stays external (resolved from node_modules). */
export function buildEngineBundle(): Promise<string> {
  built ??= build({
    entryPoints: [path.join(ROOT, 'src', 'engine', 'main.ts')],
    outfile: ENGINE_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['@duckdb/node-api', '@duckdb/node-bindings*'],
    logLevel: 'error',
  }).then(() => ENGINE_BUNDLE);
  return built;
}

/** Whether process `pid` still runs (a zombie waiting for its reaper counts as gone). */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (name) state ..."; the name may hold spaces, the state follows the last ')'.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/** Waits (up to `timeoutMs`, for a busy machine) until `check` resolves true. */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
