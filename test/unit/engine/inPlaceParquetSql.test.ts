/**
 * A Parquet file read in place is a view over read_parquet of its own link (security review F5):
 * run_sql and the model planner (both through planner/sqlGuard.ts) answer from it, while
 * read_parquet itself stays refused, and a view over another file is not accepted.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { runSql } from '../../../src/engine/planner/runSql';
import { checkSql, SqlRefused } from '../../../src/engine/planner/sqlGuard';
import { USER, startTestEngine, waitForSync, type TestEngine } from '../../support/engine-harness';

describe('engine: SQL over a Parquet file read in place', function () {
  this.timeout(60_000);
  let root: string;
  let engine: TestEngine;
  let datasetId: string;
  let table: string;
  let parquet: string;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'in-place-parquet-'));
    await mkdir(path.join(root, 'ws'));
    parquet = path.join(root, 'ws', 'sales.parquet');
    const db = await DuckDBInstance.create(':memory:');
    const connection = await db.connect();
    await connection.run(`COPY (SELECT * FROM (VALUES ('North', 10), ('South', 5), ('North', 2)) t(region, revenue)) TO '${parquet}' (FORMAT parquet)`);
    await connection.run(`COPY (SELECT 'secret' AS s) TO '${path.join(root, 'ws', 'other.parquet')}' (FORMAT parquet)`);
    connection.closeSync();
    engine = await startTestEngine({ readFilesInPlace: true, dataDir: path.join(root, 'engine') });
    const created = await engine.call('POST', '/local-files', { user_id: USER, path: parquet });
    assert.equal(created.body.code, 0, JSON.stringify(created.body));
    datasetId = created.body.data.dataset_id;
    assert.equal((await waitForSync(engine, datasetId, created.body.data.id)).status, 'synched');
    table = (await engine.get(`/datasets/${datasetId}/tables`)).body.data.tables[0].table;
  });
  after(async () => {
    await engine?.dispose();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const sql = (text: string) => engine.call('POST', `/datasets/${datasetId}/sql`, { user_id: USER, sql: text });

  it('answers run_sql from the in-place Parquet table', async () => {
    const reply = await sql(`SELECT region, sum(revenue) AS revenue FROM "${table}" GROUP BY region ORDER BY region`);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.data.rows, [['North', 12], ['South', 5]]);
  });

  it('still refuses read_parquet itself, on another file or on the table\'s own link', async () => {
    for (const text of [
      `SELECT * FROM read_parquet('${path.join(root, 'ws', 'other.parquet')}')`,
      `SELECT * FROM "${table}", read_parquet('${path.join(root, 'ws', 'other.parquet')}')`,
      `SELECT * FROM read_parquet('${path.join(engine.dataDir, 'sources', '*.parquet')}')`,
    ]) {
      const reply = await sql(text);
      assert.equal(reply.status, 400, text);
      assert.match(reply.body.msg, /not allowed|not one of/, text);
    }
  });

  it('sqlGuard accepts only a view over its own source\'s link in a sources folder', async () => {
    const db = await DuckDBInstance.create(':memory:');
    const connection = await db.connect();
    try {
      const own = path.join(root, 'engine', 'sources', 'ds-abc.parquet');
      await rm(own, { force: true });
      await connection.run(`COPY (SELECT 1 AS a) TO '${parquet}.copy.parquet' (FORMAT parquet)`);
      await connection.run(`CREATE VIEW ds_abc_1 AS SELECT * FROM read_parquet('${parquet}.copy.parquet')`);
      await assert.rejects(checkSql(connection, 'SELECT * FROM ds_abc_1', ['ds_abc_1']), SqlRefused, 'a view over a file outside a sources folder');
      const sources = path.join(root, 'fake', 'sources');
      await mkdir(sources, { recursive: true });
      await connection.run(`COPY (SELECT 1 AS a) TO '${path.join(sources, 'ds-abc.parquet')}' (FORMAT parquet)`);
      await connection.run(`COPY (SELECT 1 AS a) TO '${path.join(sources, 'ds-other.parquet')}' (FORMAT parquet)`);
      await connection.run(`CREATE OR REPLACE VIEW ds_abc_1 AS SELECT * FROM read_parquet('${path.join(sources, 'ds-abc.parquet')}')`);
      assert.deepEqual(await checkSql(connection, 'SELECT count(*) FROM ds_abc_1', ['ds_abc_1']), ['ds_abc_1']);
      // The planner's runner (the same check) answers from it.
      const planned = await runSql(connection, 'SELECT count(*) AS n FROM ds_abc_1', { tables: ['ds_abc_1'], rowCap: 10, timeLimitMs: 10_000, signal: new AbortController().signal });
      assert.deepEqual(planned.rows, [[1]]);
      await connection.run(`CREATE VIEW ds_xyz_1 AS SELECT * FROM read_parquet('${path.join(sources, 'ds-other.parquet')}')`);
      await assert.rejects(checkSql(connection, 'SELECT * FROM ds_xyz_1', ['ds_xyz_1']), SqlRefused, 'a view over another source\'s file');
    } finally {
      connection.closeSync();
    }
  });
});
