/**
 * The client and the local engine agree: the real DataAnalysisClient drives every endpoint of
 * the real engine (with the real analyst) over HTTP on loopback. Where the client's own tests
 * use servers that misbehave on purpose, this suite proves the two ends read one contract.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataAnalysisClient } from '../../../src/api/client';
import { ServiceError } from '../../../src/api/errors';
import type { AnswerBlock, FileRef } from '../../../src/api/types';
import { analyze } from '../../../src/engine/analyst';
import { startEngine, type RunningEngine } from '../../../src/engine/server';

const KEY = 'conformance-key-0123456789';
const SALES = path.resolve(__dirname, '..', '..', '..', 'samples', 'sales.csv');
const WORKBOOK = path.resolve(__dirname, '..', '..', '..', 'samples', 'customers.xlsx');

describe('client against the local engine', function () {
  this.timeout(120_000);
  let dataDir: string;
  let engine: RunningEngine;
  let client: DataAnalysisClient;
  let datasetId: string;
  let salesId: string;

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'conformance-'));
    // Small parts so that the sample file really goes through the three-step multipart flow.
    engine = await startEngine({ port: 0, dataDir, apiKey: KEY, analyst: analyze, partSize: 64 * 1024 });
    client = new DataAnalysisClient({ baseUrl: engine.url, apiKey: KEY, userId: 'analyst-1', uploadThresholdBytes: 32 * 1024 });
  });

  after(async () => {
    await client?.close();
    await engine?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates, lists, renames and searches datasets', async () => {
    const created = await client.createDataset({ name: 'Quarterly sales', description: 'Orders 2023-2024' });
    datasetId = created.id;
    assert.ok(created.traceId, 'every result carries the trace id');
    await client.modifyDataset(datasetId, { name: 'Sales 2023-2024' });
    const found = await client.listDatasets({ search: '2023-2024' });
    assert.deepEqual(found.records.map((d) => d.name), ['Sales 2023-2024']);
  });

  it('uploads a file through the multipart flow with progress and waits for it to sync', async () => {
    const size = (await stat(SALES)).size;
    const progress: number[] = [];
    const uploaded = await client.uploadFile(SALES, { onProgress: (sent) => progress.push(sent) });
    assert.equal(progress.at(-1), size, 'the last progress report is the whole file');
    const source = await client.createDataSource(datasetId, { name: 'sales.csv', file_object_key: uploaded.file_object_key });
    assert.equal(source.status, 'synching');
    const synched = await client.waitForSync(datasetId, source.id, { intervalMs: 100 });
    assert.equal(synched.status, 'synched');
    salesId = source.id;
  });

  it('adds a workbook with the one-call helper and reports the dataset status', async () => {
    const added = await client.addFile(WORKBOOK, { datasetId, intervalMs: 100 });
    assert.equal(added.status, 'synched');
    const status = await client.getDatasetStatus(datasetId);
    assert.deepEqual({ ...status, traceId: undefined }, { synched_count: 2, invalid_count: 0, synching_count: 0, traceId: undefined });
    const synched = await client.listDataSources(datasetId, { status: ['synched', 'invalid'] });
    assert.equal(synched.total_items, 2);
    const pages = [];
    for await (const page of client.dataSourcePages(datasetId, { page_size: 1 })) pages.push(page.records[0].name);
    assert.deepEqual(pages.sort(), ['customers.xlsx', 'sales.csv']);
  });

  it('reads the overview with keywords as a list and exploration questions', async () => {
    const overview = await client.getDatasetOverview(datasetId);
    assert.ok(Array.isArray(overview.keywords) && overview.keywords.includes('revenue'));
    assert.ok(overview.exploration_questions.length >= 3);
    assert.match(overview.summary, /sales\.csv/);
  });

  it('presigns the original file and downloads the same bytes', async () => {
    const presigned = await client.presignDataSource(datasetId, salesId, { expiresIn: 120 });
    assert.ok(Date.parse(presigned.expires_at) > Date.now());
    const file = await client.downloadResult(presigned.presigned_url);
    assert.equal(file.bytes.byteLength, (await stat(SALES)).size);
  });

  it('answers a streamed question with the same blocks as the non-streamed answer', async () => {
    const session = await client.createSession({ name: 'Revenue questions', max_contextual_job_history: 5 });
    const question = 'total revenue by region';
    const stream = await client.streamJob({ session_id: session.id, question, dataset_id: datasetId });
    const kinds = new Set<string>();
    for await (const event of stream) kinds.add(event.type);
    const streamed = await stream.result;
    assert.equal(streamed.status, 'completed', streamed.error?.message);
    assert.ok(streamed.tasks.size > 0, 'working steps arrived as TASK events');
    const plain = await client.createJob({ session_id: session.id, question, dataset_id: datasetId });
    assert.deepEqual(shape(streamed.blocks), shape(plain.blocks));
    assert.deepEqual(messages(streamed.blocks), messages(plain.blocks));

    const table = plain.blocks.find((b): b is AnswerBlock & { content: FileRef } => b.type === 'TABLE');
    assert.ok(table, 'a TABLE block');
    const csv = new TextDecoder().decode((await client.downloadResult(table.content.url)).bytes);
    assert.match(csv.split('\n')[0], /region/);
    assert.equal(csv.trim().split('\n').length, 1 + 5, 'a header and one row per region (four and the missing one)');

    const history = await client.getHistory(session.id);
    assert.equal(history.total_items, 2);
  });

  it('reports business errors as ServiceErrors with code and trace id', async () => {
    await assert.rejects(client.getSession('no-such-session'), (error: unknown) => {
      assert.ok(error instanceof ServiceError);
      assert.equal(error.code, 300003);
      assert.ok(error.traceId);
      return true;
    });
    const stranger = new DataAnalysisClient({ baseUrl: engine.url, apiKey: 'wrong-key', userId: 'analyst-1' });
    try {
      await assert.rejects(stranger.listSessions(), (error: unknown) => error instanceof ServiceError && error.code === 1003 && /key/i.test(error.nextStep ?? ''));
    } finally {
      await stranger.close();
    }
  });

  it('modifies and deletes sessions, data sources and datasets', async () => {
    const session = await client.createSession({ name: 'To delete' });
    await client.modifySession(session.id, { name: 'Renamed', output_language: 'EN', job_mode: 'DATA_ANALYTICS' });
    const got = await client.getSession(session.id);
    assert.equal(got.name, 'Renamed');
    assert.equal(got.job_mode, 'DATA_ANALYTICS');
    await client.deleteSession(session.id);
    await assert.rejects(client.getSession(session.id), (e: unknown) => e instanceof ServiceError && e.code === 300003);
    await client.deleteDataSource(datasetId, salesId);
    assert.equal((await client.listDataSources(datasetId)).total_items, 1);
    await client.deleteDataset(datasetId);
    assert.equal((await client.listDatasets()).total_items, 0);
  });
});

/** Type, group and stage of each block: the order and grouping both answers must share. */
function shape(blocks: AnswerBlock[]): string[] {
  return blocks.map((b) => `${b.type}:${b.group_id}:${b.stage}`);
}

function messages(blocks: AnswerBlock[]): string[] {
  return blocks.filter((b) => b.type === 'MESSAGE' || b.type === 'CODE').map((b) => String(b.content));
}
