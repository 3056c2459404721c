/**
 * Starting the local engine for the conformance suite: a fresh data dir, an injected analyst,
 * and small helpers that speak the wire with plain fetch (no dependency on the client code).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataAnalysisClient } from '../../src/api/client';
import type { Analyst, AnalystContext } from '../../src/engine/analyst/contract';
import { startEngine, type RunningEngine, type StartEngineOptions } from '../../src/engine/server';

export const API_KEY = 'test-key-0123456789';
export const USER = 'user-a';

export interface TestEngine extends RunningEngine {
  dataDir: string;
  /** Calls a /v2/team path with the key; returns status, headers and parsed JSON body. */
  call(method: string, route: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
  get(route: string, query?: Record<string, string>): Promise<Reply>;
  /** Closes the engine and deletes its data dir (unless keepData). */
  dispose(keepData?: boolean): Promise<void>;
}

export interface Reply {
  status: number;
  headers: Headers;
  // The suite inspects arbitrary wire JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** An analyst for tests that only need the engine's plumbing. */
export const echoAnalyst: Analyst = async (context) => {
  context.emit({ kind: 'MESSAGE', group: { id: 'g-answer', name: 'Answer', stage: 'Respond' }, content: `You asked: ${context.question}` });
  return { memo: { question: context.question } };
};

/** What the analyst was given for one job: its context, then each table's rows and each document's chunks. */
export interface Captured {
  context: AnalystContext;
  rows: Array<Array<Record<string, unknown>>>;
}

/**
 * An analyst that hands its context to the test, to inspect what ingest produced. `ask` runs one
 * job on a dataset and returns what the analyst got: each table's rows as the file holds them, or
 * sorted by the first column with `sorted`.
 */
export function capturingAnalyst(options: { sorted?: boolean } = {}): { analyst: Analyst; ask(engine: TestEngine, datasetId: string): Promise<Captured> } {
  const seen: Captured[] = [];
  return {
    analyst: async (context) => {
      const rows: Captured['rows'] = [];
      for (const table of context.tables) rows.push(await context.query(`SELECT * FROM "${table.table}"${options.sorted ? ' ORDER BY 1' : ''}`));
      for (const document of context.documents) rows.push(await context.query(`SELECT * FROM "${document.table}" ORDER BY chunk_index`));
      seen.push({ context, rows });
      return {};
    },
    ask: async (engine, datasetId) => {
      seen.length = 0;
      const session = (await engine.call('POST', '/sessions', { name: 'capture', user_id: USER })).body.data.id;
      const reply = await engine.call('POST', '/jobs', { session_id: session, question: 'what is there?', dataset_id: datasetId, user_id: USER });
      assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
      const [captured] = seen;
      assert.ok(captured, 'the analyst ran');
      return captured;
    },
  };
}

export async function newDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'engine-test-'));
}

export async function startTestEngine(options: Partial<StartEngineOptions> & { dataDir?: string } = {}): Promise<TestEngine> {
  const dataDir = options.dataDir ?? (await newDataDir());
  const engine = await startEngine({ apiKey: API_KEY, analyst: echoAnalyst, ...options, dataDir });
  const call = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const response = await fetch(`${engine.url}/v2/team${route}`, {
      method,
      headers: { 'x-pd-api-key': API_KEY, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    ...engine,
    dataDir,
    call,
    get: (route, query = {}) => call('GET', `${route}?${new URLSearchParams({ user_id: USER, ...query })}`),
    dispose: async (keepData = false) => {
      await engine.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Uploads bytes with the small multipart endpoint; returns the file_object_key. */
/**
 * An engine reading files in place, a service client for it and a workspace folder, with one
 * call to dispose of all three.
 */
export async function startInPlaceEngine(options: Partial<StartEngineOptions> = {}): Promise<{ engine: TestEngine; client: DataAnalysisClient; workspace: string; dispose(): Promise<void> }> {
  const workspace = await mkdtemp(path.join(os.tmpdir(), 'in-place-'));
  const engine = await startTestEngine({ readFilesInPlace: true, ...options });
  const client = new DataAnalysisClient({ baseUrl: engine.url, apiKey: API_KEY, userId: USER, proxy: { noProxy: '*' } });
  return {
    engine,
    client,
    workspace,
    dispose: async () => {
      await client.close();
      await engine.dispose();
      await rm(workspace, { recursive: true, force: true });
    },
  };
}

/** Asks one question about a dataset in a new session (not streamed). */
export async function askOnce(engine: TestEngine, datasetId: string, question: string): Promise<Reply> {
  const session = (await engine.call('POST', '/sessions', { name: question.slice(0, 50), user_id: USER })).body.data.id;
  return engine.call('POST', '/jobs', { session_id: session, question, dataset_id: datasetId, user_id: USER });
}

export async function upload(engine: TestEngine, name: string, content: string | Uint8Array, user = USER): Promise<string> {
  const form = new FormData();
  form.append('user_id', user);
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const response = await fetch(`${engine.url}/v2/team/file/upload-datasource`, { method: 'POST', headers: { 'x-pd-api-key': API_KEY }, body: form });
  const body = (await response.json()) as { code: number; data: { file_object_key: string }; msg?: string };
  if (body.code !== 0) throw new Error(`upload failed: ${body.code} ${body.msg}`);
  return body.data.file_object_key;
}

/** Polls a data source until it leaves `synching`. */
export async function waitForSync(engine: TestEngine, datasetId: string, datasourceId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await engine.get(`/datasets/${datasetId}/datasources/${datasourceId}`);
    if (reply.body.data?.status !== 'synching') return reply.body.data;
    if (Date.now() > deadline) throw new Error('data source still synching');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Creates a dataset with one uploaded file and waits for it to sync. */
export async function datasetWith(engine: TestEngine, name: string, content: string | Uint8Array) {
  const created = await engine.call('POST', '/datasets', { name: `set of ${name}`, user_id: USER });
  const datasetId: string = created.body.data.id;
  const key = await upload(engine, name, content);
  const source = await engine.call('POST', `/datasets/${datasetId}/datasources`, { name, type: 'FILE', file_object_key: key, user_id: USER });
  if (source.body.code !== 0) throw new Error(`create data source: ${JSON.stringify(source.body)}`);
  const synced = await waitForSync(engine, datasetId, source.body.data.id);
  return { datasetId, datasourceId: source.body.data.id as string, source: synced };
}

export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
}

/** Splits a raw SSE body into events and keep-alive comments, strictly as written on the wire. */
export function parseSse(raw: string): { events: SseEvent[]; comments: string[] } {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  for (const chunk of raw.split('\n\n')) {
    if (chunk === '') continue;
    const event: SseEvent = { data: '' };
    for (const line of chunk.split('\n')) {
      if (line.startsWith(':')) comments.push(line);
      else if (line.startsWith('id:')) event.id = line.slice(3);
      else if (line.startsWith('event:')) event.event = line.slice(6);
      else if (line.startsWith('data:')) event.data = line.slice(5);
      else throw new Error(`unexpected SSE line: ${JSON.stringify(line)}`);
    }
    if (event.event) events.push(event);
  }
  return { events, comments };
}

export const CSV_SALES = [
  'region,product,revenue,date',
  'North,apples,120.5,2024-01-05',
  'South,pears,80,2024-01-17',
  'North,pears,45.25,2024-02-02',
  'East,apples,200,2024-02-20',
  'South,apples,,2024-03-01',
].join('\n');
