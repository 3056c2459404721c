/**
 * The service a command talks to: a v2 service named with --base-url, or the local engine started
 * in this process on --data-dir (or, for `ask`, a temporary folder removed afterwards) with a
 * random key that never leaves the process.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataAnalysisClient } from '../api/client';
import { KeyFileError, readKeyFile } from '../engine/keyFile';
import type { RunningEngine } from '../engine/server';
import { modelFromOptions, type ModelChoice } from '../engine/planner/route';
import { UsageError, type CommandName, type Values } from './args';
import { localeFromEnv } from './numbers';

/** The user id on the local engine: the same one the extension uses, so data dirs are shared. */
export const LOCAL_USER_ID = 'local';

export interface Service {
  client: DataAnalysisClient;
  /** The key, so it can be removed from anything printed. */
  apiKey: string;
  /** The local engine in this process (it answers sync polls quickly). */
  local: boolean;
  /** Whether its sessions and datasets outlive this run (so their ids are worth printing). */
  persistent: boolean;
  close(): Promise<void>;
}

export interface LocalEngine {
  engine: RunningEngine;
  apiKey: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Starts the engine on `dataDir`, or on a temporary folder that `close` removes. */
export async function startLocalEngine(options: { dataDir?: string; apiKey?: string; port?: number; model?: ModelChoice }): Promise<LocalEngine> {
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir === undefined ? await mkdtemp(path.join(os.tmpdir(), 'data-analysis-')) : path.resolve(options.dataDir);
  if (!temporary) await mkdir(dataDir, { recursive: true });
  const apiKey = options.apiKey ?? randomBytes(24).toString('base64url');
  let engine: RunningEngine;
  try {
    // Loaded only when needed: the engine brings DuckDB, which takes a while to load, and a
    // command against a service (or --help) should not wait for it.
    const [{ startEngine }, { analyze }, { withLanguageModel }] = await Promise.all([import('../engine/server'), import('../engine/analyst'), import('../engine/planner')]);
    // The same planner as the editor's: the model (if any) plans, the engine checks and runs its SQL.
    engine = await startEngine({ port: options.port ?? 0, dataDir, apiKey, analyst: withLanguageModel(analyze, { defaultModel: options.model }) });
  } catch (error) {
    if (temporary) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    engine,
    apiKey,
    dataDir,
    close: async () => {
      try {
        await engine.close();
      } finally {
        if (temporary) await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The service for a command. Without --base-url the local engine runs here; only `ask` may use a
 * temporary data dir (listing or uploading into one that is deleted afterwards would be useless).
 */
/** The key the caller gave: --api-key-file (checked: only its owner may read it), --api-key or DATA_ANALYSIS_API_KEY. */
export async function givenApiKey(command: CommandName, values: Values, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const file = values['api-key-file'];
  if (file === undefined) return values['api-key'] ?? env.DATA_ANALYSIS_API_KEY;
  try {
    return await readKeyFile(file);
  } catch (error) {
    if (error instanceof KeyFileError) throw new UsageError(error.message, command);
    throw error;
  }
}

export async function openService(command: CommandName, values: Values, env: NodeJS.ProcessEnv): Promise<Service> {
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined) {
    const apiKey = await givenApiKey(command, values, env);
    if (!apiKey) throw new UsageError('--base-url needs an API key: --api-key-file, --api-key or DATA_ANALYSIS_API_KEY', command);
    const userId = values['user-id'] ?? env.DATA_ANALYSIS_USER_ID;
    if (!userId) throw new UsageError('--base-url needs a user id: --user-id or DATA_ANALYSIS_USER_ID', command);
    const client = new DataAnalysisClient({ baseUrl, apiKey, userId, userAgent: `data-analysis-cli node/${process.versions.node}`, locale: localeFromEnv(env) });
    return { client, apiKey, local: false, persistent: true, close: () => client.close() };
  }
  if (values['api-key'] !== undefined || values['api-key-file'] !== undefined) {
    throw new UsageError('--api-key and --api-key-file are for --base-url; the local engine makes its own key', command);
  }
  if (values['user-id'] !== undefined) throw new UsageError('--user-id is for --base-url', command);
  if (values['data-dir'] === undefined && command !== 'ask') {
    throw new UsageError(`${command} needs --data-dir (the local engine's data) or --base-url (a service)`, command);
  }
  // Without a model every answer still says which analyst produced it (one line, planner/index.ts).
  const local = await startLocalEngine({ dataDir: values['data-dir'], model: modelChoice(command, values, env) ?? NO_MODEL });
  // The in-process engine is on loopback: never through HTTP(S)_PROXY, which would fail there
  // or hand the engine's key and the user's data to whatever proxy the environment names.
  // Charts are drawn for the same locale as the printed tables (LC_ALL, LC_NUMERIC or LANG).
  const client = new DataAnalysisClient({ baseUrl: local.engine.url, apiKey: local.apiKey, userId: LOCAL_USER_ID, proxy: { noProxy: '*' }, locale: localeFromEnv(env) });
  return {
    client,
    apiKey: local.apiKey,
    local: true,
    persistent: values['data-dir'] !== undefined,
    close: async () => {
      await client.close();
      await local.close();
    },
  };
}

/** The command line's own answers when no model is named: the rule-based analyst, and how to name one. */
export const NO_MODEL: ModelChoice = { kind: 'none', reason: 'No language model named (--model-url, --model).' };

/** The language model named by --model-url/--model/--share or the environment (planner/route.ts). */
export function modelChoice(command: CommandName, values: Values, env: NodeJS.ProcessEnv): ModelChoice | undefined {
  try {
    return modelFromOptions({ url: values['model-url'], model: values.model, share: values.share }, env);
  } catch (error) {
    throw new UsageError((error as Error).message, command);
  }
}
