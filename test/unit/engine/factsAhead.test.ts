import assert from 'node:assert/strict';
import { rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { analyze, prepareTables } from '../../../src/engine/analyst';
import type { DataAnalysisClient } from '../../../src/api/client';
import { askOnce, startInPlaceEngine, waitForSync, type TestEngine } from '../../support/engine-harness';

/** Writes a small sales table as Parquet (rows: region, revenue, note). */
async function writeParquet(file: string, rows: Array<[string, number, string]>): Promise<void> {
  await rm(file, { force: true });
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const values = rows.map(([region, revenue, note]) => `('${region}', ${revenue}, '${note}')`).join(', ');
  await connection.run(`COPY (SELECT * FROM (VALUES ${values}) t(region, revenue, note)) TO '${file.replace(/'/g, "''")}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
}

const text = (reply: { body: { data?: { blocks?: Array<{ content: unknown }> } } }) =>
  (reply.body.data?.blocks ?? []).map((block) => (typeof block.content === 'string' ? block.content : '')).join('\n');

describe('engine: the analyst\'s facts computed as a source is synched', () => {
  let engine: TestEngine;
  let client: DataAnalysisClient;
  let workspace: string;
  let dispose: () => Promise<void>;
  /** Tables whose facts were computed ahead, each once done; and every query the jobs ran. */
  const prepared: string[] = [];
  const jobQueries: string[] = [];
  let preparing: Promise<void> = Promise.resolve();
  /** What the engine tells the facts' computation about running questions, and what it told while a job ran. */
  let questionRunning: () => boolean = () => false;
  const seenInJobs: boolean[] = [];

  before(async () => {
    ({ engine, client, workspace, dispose } = await startInPlaceEngine({
      analyst: (context) => {
        seenInJobs.push(questionRunning());
        return analyze({ ...context, query: (sql, params) => (jobQueries.push(sql), context.query(sql, params)) });
      },
      prepareTables: (context, running) => {
        questionRunning = running;
        return (preparing = prepareTables(context, running).then(() => void prepared.push(...context.tables.map((t) => t.table))));
      },
    }));
  });
  after(() => dispose());

  async function ask(datasetId: string, question: string) {
    jobQueries.length = 0;
    return askOnce(engine, datasetId, question);
  }

  it('computes them before the first question, which then answers exactly without computing them again', async () => {
    const file = path.join(workspace, 'sales.parquet');
    await writeParquet(file, [['North', 10, 'fragile, keep dry'], ['South', 5, 'none'], ['North', 2.5, 'gift'], ['West', 7, 'none'], ['West', 1, 'gift']]);
    const created = await client.readFileInPlace(file);
    const source = await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    assert.equal(source.status, 'synched', source.reason);
    await preparing;
    assert.equal(prepared.length, 1);
    const reply = await ask(created.dataset_id, 'total revenue in West');
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    assert.match(text(reply), /\b8\b/);
    // The list columns' scan (which every first question reads) ran ahead, not in the job.
    assert.ok(jobQueries.length > 0);
    assert.ok(!jobQueries.some((sql) => /count\(\*\) FILTER \(WHERE contains\(/.test(sql)), jobQueries.join('\n'));
  });

  it('tells the computation ahead that a question is running while a job runs, and only then', async () => {
    const file = path.join(workspace, 'running.parquet');
    await writeParquet(file, [['North', 10, 'a'], ['South', 5, 'b']]);
    const created = await client.readFileInPlace(file);
    await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    await preparing;
    assert.equal(questionRunning(), false);
    seenInJobs.length = 0;
    assert.match(text(await ask(created.dataset_id, 'total revenue in South')), /\b5\b/);
    assert.deepEqual(seenInJobs, [true]);
    assert.equal(questionRunning(), false);
  });

  it('computes them again for a changed file, whose values the next answer then uses', async () => {
    const file = path.join(workspace, 'changing.parquet');
    await writeParquet(file, [['North', 10, 'a'], ['South', 5, 'b']]);
    const created = await client.readFileInPlace(file);
    await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    await preparing;
    assert.match(text(await ask(created.dataset_id, 'total revenue in South')), /\b5\b/);
    // The file changes: East is a new value, South is gone.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeParquet(file, [['North', 10, 'a'], ['East', 4, 'b'], ['East', 2, 'c']]);
    const refused = await ask(created.dataset_id, 'total revenue in East');
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    assert.match(refused.body.msg, /changed on disk since it was read/);
    assert.equal((await waitForSync(engine, created.dataset_id, created.id)).status, 'synched');
    await preparing;
    const east = await ask(created.dataset_id, 'total revenue in East');
    assert.equal(east.body.code, 0, JSON.stringify(east.body));
    assert.match(text(east), /\b6\b/);
    assert.doesNotMatch(text(await ask(created.dataset_id, 'total revenue in South')), /\b5\b/);
  });

  it('notices a deleted file: the question is refused and the source becomes invalid', async () => {
    const file = path.join(workspace, 'gone.parquet');
    await writeParquet(file, [['North', 10, 'a'], ['South', 5, 'b']]);
    const created = await client.readFileInPlace(file);
    await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    await unlink(file);
    const refused = await ask(created.dataset_id, 'total revenue in South');
    assert.equal(refused.status, 400);
    assert.match(refused.body.msg, /gone\.parquet was deleted or moved after it was read/);
    assert.equal((await client.getDataSource(created.dataset_id, created.id)).status, 'invalid');
    await preparing;
  });
});
