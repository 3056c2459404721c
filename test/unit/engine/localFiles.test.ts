import assert from 'node:assert/strict';
import { appendFile, mkdir, mkdtemp, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { DataAnalysisClient } from '../../../src/api/client';
import { ServiceError } from '../../../src/api/errors';
import type { AnalystContext } from '../../../src/engine/analyst/contract';
import { API_KEY, USER, askOnce, startInPlaceEngine, startTestEngine, waitForSync, type TestEngine } from '../../support/engine-harness';

const CSV = 'region,revenue\nNorth,10\nSouth,5\nNorth,2.5\n';

describe('engine: workspace files read in place', () => {
  let engine: TestEngine;
  let workspace: string;
  let client: DataAnalysisClient;
  const seen: Array<{ tables: AnalystContext['tables']; rows: Array<Record<string, unknown>>; kinds: string[] }> = [];

  let dispose: () => Promise<void>;
  before(async () => {
    ({ engine, client, workspace, dispose } = await startInPlaceEngine({
      analyst: async (context) => {
        const table = context.tables[0];
        const rows = await context.query(`SELECT region, sum(revenue) AS revenue FROM "${table.table}" GROUP BY region ORDER BY region`);
        const kinds = (await context.query(`SELECT table_type FROM information_schema.tables WHERE table_name = ?`, [table.table])).map((row) => String(row.table_type));
        seen.push({ tables: context.tables, rows, kinds });
        return {};
      },
    }));
  });
  after(() => dispose());

  async function ask(datasetId: string) {
    seen.length = 0;
    return askOnce(engine, datasetId, 'revenue by region');
  }

  it('reads a CSV where it is: a hard link in the data folder, no copy, and the answer from the file', async () => {
    const file = path.join(workspace, 'sales.csv');
    await writeFile(file, CSV);
    const created = await client.readFileInPlace(file);
    assert.equal(created.name, 'sales.csv');
    const source = await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    assert.equal(source.status, 'synched', source.reason);
    const linked = path.join(engine.dataDir, 'sources', `${created.id}.csv`);
    assert.equal((await stat(linked)).ino, (await stat(file)).ino, 'the engine reads the same file, not a copy');
    const reply = await ask(created.dataset_id);
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    assert.deepEqual(seen[0].rows.map((row) => [row.region, Number(row.revenue)]), [['North', 12.5], ['South', 5]]);

    // Deleting the data source removes the engine's link, never the user's file.
    await client.deleteDataSource(created.dataset_id, created.id);
    await assert.rejects(stat(linked));
    assert.equal((await stat(file)).size, CSV.length);
  });

  it('queries a Parquet file directly through a view', async () => {
    const file = path.join(workspace, 'sales.parquet');
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    await connection.run(`COPY (SELECT * FROM (VALUES ('North', 10.0), ('South', 5.0), ('North', 2.5)) t(region, revenue)) TO '${file.replace(/'/g, "''")}' (FORMAT parquet)`);
    connection.closeSync();
    instance.closeSync();
    const created = await client.readFileInPlace(file);
    const source = await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    assert.equal(source.status, 'synched', source.reason);
    const reply = await ask(created.dataset_id);
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    assert.deepEqual(seen[0].kinds, ['VIEW']);
    assert.equal(seen[0].tables[0].rowCount, 3);
    assert.deepEqual(seen[0].rows.map((row) => [row.region, Number(row.revenue)]), [['North', 12.5], ['South', 5]]);
    // The overview is written from the view like from a table.
    const overview = await engine.get(`/datasets/${created.dataset_id}/overview`);
    assert.equal(overview.body.code, 0, JSON.stringify(overview.body));
  });

  it('reads a changed file again before answering, and says so meanwhile', async () => {
    const file = path.join(workspace, 'changing.csv');
    await writeFile(file, CSV);
    const created = await client.readFileInPlace(file);
    await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    await appendFile(file, 'West,7\n');
    const refused = await ask(created.dataset_id);
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    assert.match(refused.body.msg, /changing\.csv changed on disk since it was read; the engine is reading it again/);
    const again = await waitForSync(engine, created.dataset_id, created.id);
    assert.equal(again.status, 'synched');
    const reply = await ask(created.dataset_id);
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    assert.equal(seen[0].tables[0].rowCount, 4);
    assert.deepEqual(seen[0].rows.map((row) => row.region), ['North', 'South', 'West']);
  });

  it('checks the file of a data source chosen by id too', async () => {
    const file = path.join(workspace, 'chosen.csv');
    await writeFile(file, CSV);
    const created = await client.readFileInPlace(file);
    await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    await appendFile(file, 'East,1\n');
    const session = (await engine.call('POST', '/sessions', { name: 'by id', user_id: USER })).body.data.id;
    const refused = await engine.call('POST', '/jobs', { session_id: session, question: 'revenue by region', datasource_ids: [created.id], user_id: USER });
    assert.match(refused.body.msg, /chosen\.csv changed on disk since it was read/);
    await waitForSync(engine, created.dataset_id, created.id);
  });

  it('says the file was deleted or moved, and the source becomes invalid with that reason', async () => {
    const file = path.join(workspace, 'gone.csv');
    await writeFile(file, CSV);
    const created = await client.readFileInPlace(file);
    await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    await unlink(file);
    const refused = await ask(created.dataset_id);
    assert.equal(refused.status, 400);
    assert.match(refused.body.msg, /gone\.csv was deleted or moved after it was read\. Analyze it again from where it is now\./);
    const source = await client.getDataSource(created.dataset_id, created.id);
    assert.equal(source.status, 'invalid');
    assert.match(source.reason ?? '', /deleted or moved/);
    await assert.rejects(stat(path.join(engine.dataDir, 'sources', `${created.id}.csv`)));
  });

  it('refuses paths it must not read: relative, hidden, other kinds, the data folder, missing', async () => {
    // A hidden folder of the home folder (where ~/.aws and ~/.ssh are), made for the test.
    const hiddenDir = await mkdtemp(path.join(os.homedir(), '.in-place-test-'));
    await writeFile(path.join(hiddenDir, 'keys.csv'), CSV);
    await writeFile(path.join(workspace, '.env.csv'), CSV);
    // A hidden folder inside a project is a place like any other.
    await mkdir(path.join(workspace, '.venv'), { recursive: true });
    await writeFile(path.join(workspace, '.venv', 'data.csv'), CSV);
    await writeFile(path.join(workspace, 'notes.txt'), 'text');
    await writeFile(path.join(workspace, 'empty.csv'), '');
    const cases: Array<[string, number, RegExp]> = [
      ['sales.csv', 400, /absolute path/],
      [path.join(hiddenDir, 'keys.csv'), 403, /hidden/],
      [path.join(workspace, '.env.csv'), 403, /hidden/],
      [path.join(workspace, 'notes.txt'), 403, /only .*files are read in place/],
      [path.join(engine.dataDir, 'engine.duckdb'), 403, /only .*files are read in place|hidden|data folder/],
      [path.join(workspace, 'missing.csv'), 400, /there is no file/],
      [path.join(workspace, 'empty.csv'), 200, /the file is empty/], // the interface's error code in a 200, as for an empty upload
    ];
    try {
      for (const [file, status, message] of cases) {
        const reply = await engine.call('POST', '/local-files', { user_id: USER, path: file });
        assert.equal(reply.status, status, `${file}: ${JSON.stringify(reply.body)}`);
        assert.match(reply.body.msg, message, file);
      }
    } finally {
      await rm(hiddenDir, { recursive: true, force: true });
    }
    const inProject = await engine.call('POST', '/local-files', { user_id: USER, path: path.join(workspace, '.venv', 'data.csv') });
    assert.equal(inProject.body.code, 0, JSON.stringify(inProject.body));
    // A link in the workspace to a file of another kind is judged by what it points at.
    const linkName = path.join(workspace, 'looks-like.csv');
    await (await import('node:fs/promises')).symlink(path.join(workspace, 'notes.txt'), linkName);
    const viaLink = await engine.call('POST', '/local-files', { user_id: USER, path: linkName });
    assert.equal(viaLink.status, 403);
    // Without the key nothing is registered.
    const noKey = await engine.call('POST', '/local-files', { user_id: USER, path: path.join(workspace, 'sales.csv') }, { 'x-pd-api-key': 'wrong-key-0123456789' });
    assert.equal(noKey.status, 403);
  });

  it('is refused by an engine not started to read files in place', async () => {
    const plain = await startTestEngine();
    try {
      const file = path.join(workspace, 'plain.csv');
      await writeFile(file, CSV);
      const reply = await plain.call('POST', '/local-files', { user_id: USER, path: file });
      assert.equal(reply.status, 403);
      assert.match(reply.body.msg, /does not read files in place/);
      const other = new DataAnalysisClient({ baseUrl: plain.url, apiKey: API_KEY, userId: USER, proxy: { noProxy: '*' } });
      await assert.rejects(other.readFileInPlace(file), (error: ServiceError) => /does not read files in place/.test(error.msg));
      await other.close();
    } finally {
      await plain.dispose();
    }
  });
});
