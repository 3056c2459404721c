/**
 * What other processes rely on to find a running engine and to tell why one did not start: the
 * exit codes of main.ts and `<dataDir>/engine.json`. Only one engine can own a data dir (DuckDB
 * holds an exclusive lock on its database), so a second window reads engine.json to reach the
 * engine that does. The file holds no secret: the API key is never written there.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ENGINE_EXIT = {
  /** Stopped cleanly (a signal, or the parent went away with --exit-with-parent). */
  stopped: 0,
  /** Failed while running or stopping. */
  failed: 1,
  /** Bad arguments or settings; also any start failure other than the lock below. */
  usage: 2,
  /** Another process (usually another engine) holds the data dir's database. */
  dataDirInUse: 3,
} as const;

export const ENGINE_FILE_NAME = 'engine.json';

/** The content of engine.json while an engine listens. */
export interface EngineFile {
  port: number;
  pid: number;
  /** http://127.0.0.1:<port>: the base url; the API is under /v2/team. */
  url: string;
}

/** Writes engine.json (mode 0600) in one step, so a reader never sees half a file. */
export async function writeEngineFile(dataDir: string, info: EngineFile): Promise<void> {
  const file = path.join(dataDir, ENGINE_FILE_NAME);
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(info)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

/** Removes engine.json if it still describes process `pid` (never another engine's file). */
export async function removeEngineFile(dataDir: string, pid: number): Promise<void> {
  if ((await readEngineFile(dataDir))?.pid === pid) await rm(path.join(dataDir, ENGINE_FILE_NAME), { force: true });
}

/** engine.json, or undefined when absent or not an engine's file. It may be stale: check the pid or call the url. */
export async function readEngineFile(dataDir: string): Promise<EngineFile | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(dataDir, ENGINE_FILE_NAME), 'utf8'));
  } catch {
    return undefined;
  }
  const value = (parsed ?? {}) as Partial<Record<keyof EngineFile, unknown>>;
  if (!Number.isInteger(value.port) || !Number.isInteger(value.pid) || typeof value.url !== 'string') return undefined;
  return { port: value.port as number, pid: value.pid as number, url: value.url };
}
