/**
 * Running a checked statement: the time limit interrupts DuckDB (the query stops, the
 * connection answers the next one), rows past the cap are not read, huge cells are cut.
 */
import assert from 'node:assert/strict';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { MAX_CELL_CHARS, runSql, SqlTimeout } from '../../../src/engine/planner/runSql';
import { SqlRefused } from '../../../src/engine/planner/sqlGuard';

describe('planner: running a model\'s query', function () {
  this.timeout(60_000);
  let connection: DuckDBConnection;
  const tables = ['ds_big_1'];
  const options = (extra: Partial<Parameters<typeof runSql>[2]> = {}) => ({ tables, rowCap: 100, timeLimitMs: 5_000, signal: new AbortController().signal, ...extra });

  before(async () => {
    connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run('CREATE TABLE ds_big_1 AS SELECT range AS id, range % 7 AS grp FROM range(200000)');
    await connection.run('CREATE TABLE other AS SELECT 42 AS secret');
  });

  it('caps the rows and says the result was cut', async () => {
    const result = await runSql(connection, 'SELECT * FROM ds_big_1', options());
    assert.equal(result.rows.length, 100);
    assert.equal(result.truncated, true);
    assert.deepEqual(result.columns, ['id', 'grp']);
    assert.deepEqual(result.tables, ['ds_big_1']);
  });

  it('interrupts a query at its time limit, and the connection answers the next one', async () => {
    const started = Date.now();
    await assert.rejects(
      runSql(connection, 'SELECT count(*) FROM ds_big_1 a, ds_big_1 b WHERE a.id * b.id % 1000003 = 7', options({ timeLimitMs: 300 })),
      SqlTimeout,
    );
    assert.ok(Date.now() - started < 10_000, `stopped after ${Date.now() - started} ms`);
    const next = await runSql(connection, 'SELECT count(*) AS n FROM ds_big_1', options());
    assert.deepEqual(next.rows, [[200000]]);
  });

  it('stops when the job is stopped', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopped')), 200);
    await assert.rejects(runSql(connection, 'SELECT count(*) FROM ds_big_1 a, ds_big_1 b WHERE a.id * b.id % 1000003 = 7', options({ signal: controller.signal, timeLimitMs: 30_000 })), /stopped/);
  });

  it('cuts a huge cell instead of handing megabytes on', async () => {
    const result = await runSql(connection, "SELECT repeat('x', 50000) AS big", options());
    assert.equal(String(result.rows[0][0]).length, MAX_CELL_CHARS);
  });

  it('checks before it runs: another table is refused and nothing runs', async () => {
    await assert.rejects(runSql(connection, 'WITH other AS (SELECT * FROM other) SELECT * FROM other', options()), SqlRefused);
  });
});
