/**
 * The local engine's read-only SQL endpoint over real HTTP: it answers one SELECT over the
 * dataset's own tables with columns, rows and a truncated flag, and refuses, with a message a
 * model can act on, everything that would write, read a file, reach another dataset's tables,
 * run several statements or run too long (the time limit interrupts the query).
 */
import assert from 'node:assert/strict';
import { CSV_SALES, datasetWith, startTestEngine, USER, type TestEngine } from '../../support/engine-harness';

describe('engine: read-only SQL endpoint (POST /v2/team/datasets/{id}/sql)', function () {
  this.timeout(60_000);
  let engine: TestEngine;
  let datasetId: string;
  let table: string;
  let otherTable: string;

  const sql = (text: string, extra: Record<string, unknown> = {}, id = datasetId) => engine.call('POST', `/datasets/${id}/sql`, { user_id: USER, sql: text, ...extra });
  const refused = async (text: string, pattern: RegExp, extra: Record<string, unknown> = {}) => {
    const reply = await sql(text, extra);
    assert.equal(reply.status, 400, `${text}: ${JSON.stringify(reply.body)}`);
    assert.equal(reply.body.code, 300001);
    assert.match(reply.body.msg, pattern, text);
    return String(reply.body.msg);
  };

  before(async () => {
    engine = await startTestEngine();
    ({ datasetId } = await datasetWith(engine, 'sales.csv', CSV_SALES));
    const other = await datasetWith(engine, 'secret.csv', 'secret\n42\n');
    const tables = await engine.get(`/datasets/${datasetId}/tables`);
    assert.equal(tables.body.code, 0, JSON.stringify(tables.body));
    table = tables.body.data.tables[0].table;
    otherTable = (await engine.get(`/datasets/${other.datasetId}/tables`)).body.data.tables[0].table;
  });
  after(() => engine?.dispose());

  it('lists the dataset\'s tables with their files and columns', async () => {
    const reply = await engine.get(`/datasets/${datasetId}/tables`);
    assert.equal(reply.body.data.tables.length, 1);
    const [only] = reply.body.data.tables;
    assert.equal(only.file, 'sales.csv');
    assert.equal(only.row_count, 5);
    assert.deepEqual(only.columns.map((c: { name: string }) => c.name), ['region', 'product', 'revenue', 'date']);
  });

  it('runs one SELECT and returns columns, types, rows and the tables it read', async () => {
    const reply = await sql(`SELECT region, sum(revenue) AS revenue FROM "${table}" GROUP BY region ORDER BY region`);
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    const data = reply.body.data;
    assert.deepEqual(data.columns, ['region', 'revenue']);
    assert.deepEqual(data.rows, [['East', 200], ['North', 165.75], ['South', 80]]);
    assert.equal(data.row_count, 3);
    assert.equal(data.truncated, false);
    assert.deepEqual(data.tables, [table]);
    assert.equal(data.types.length, 2);
  });

  it('caps the rows and says the result was cut; dates come back as ISO dates', async () => {
    const reply = await sql(`SELECT CAST(date AS DATE) AS d FROM "${table}" ORDER BY d`, { max_rows: 2 });
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.data.rows, [['2024-01-05'], ['2024-01-17']]);
    assert.equal(reply.body.data.truncated, true);
    await refused(`SELECT 1`, /max_rows/, { max_rows: 100_000 });
  });

  it('returns bytes as hex text, cut like any long cell', async () => {
    const reply = await sql(`SELECT '\\x41\\x42'::BLOB AS small, repeat('\\xFF', 20000)::BLOB AS big`);
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    const [small, big] = reply.body.data.rows[0];
    assert.equal(small, '\\x4142');
    assert.ok(big.length <= 10_010 && big.endsWith('…'), `${big.length} characters`);
  });

  it('refuses writes, files, settings and other databases, naming the tables it may read', async () => {
    const message = await refused(`COPY "${table}" TO '/tmp/out.csv'`, /SQL refused/);
    assert.ok(message.includes(`"${table}" (sales.csv: region, product, revenue, date)`), message);
    await refused(`ATTACH '/tmp/x.duckdb' AS x`, /SQL refused/);
    await refused(`SELECT * FROM read_csv('/etc/passwd')`, /SQL refused: the table function read_csv\(\) is not allowed/);
    await refused(`SELECT * FROM '/etc/passwd'`, /SQL refused: .*looks like a file/);
    await refused(`DELETE FROM "${table}"`, /SQL refused/);
    await refused(`CREATE TABLE t AS SELECT 1`, /SQL refused/);
    await refused(`SET enable_external_access = true`, /SQL refused/);
    await refused(`SELECT * FROM meta.jobs`, /SQL refused: "meta\.jobs" is not one of this session's tables/);
    await refused(`SELECT current_setting('memory_limit')`, /SQL refused: the function current_setting\(\) is not allowed/);
    const count = await sql(`SELECT count(*) AS n FROM "${table}"`);
    assert.deepEqual(count.body.data.rows, [[5]], 'nothing was changed');
  });

  it('refuses another dataset\'s table, even when it is named exactly or hidden in a CTE', async () => {
    await refused(`SELECT * FROM "${otherTable}"`, new RegExp(`SQL refused: "${otherTable}" is not one of this session's tables`));
    await refused(`WITH x AS (SELECT * FROM "${otherTable}") SELECT * FROM x`, /SQL refused/);
    await refused(`SELECT * FROM "${table}" UNION ALL SELECT * FROM "${otherTable}"`, /SQL refused/);
  });

  it('refuses several statements, and runs none of them', async () => {
    await refused(`SELECT 1; DROP TABLE "${table}"`, /SQL refused: (exactly one statement|only one read-only SELECT)/);
    await refused(`SELECT 1; SELECT 2`, /SQL refused: exactly one statement/);
    assert.equal((await sql(`SELECT count(*) AS n FROM "${table}"`)).body.data.rows[0][0], 5);
  });

  it('interrupts a query at its time limit, and the engine answers the next one', async () => {
    const started = Date.now();
    await refused(`SELECT count(*) FROM range(100000000) a, range(100000000) b WHERE a.range * b.range % 1000003 = 7`, /SQL stopped: the query ran longer than 300 ms/, { timeout_ms: 300 });
    assert.ok(Date.now() - started < 15_000, `stopped after ${Date.now() - started} ms`);
    assert.equal((await sql(`SELECT count(*) AS n FROM "${table}"`)).body.data.rows[0][0], 5);
  });

  it('says what DuckDB could not bind (a misspelt column), with the columns it has', async () => {
    await refused(`SELECT revenu FROM "${table}"`, /SQL (failed|refused): .*revenu[\s\S]*region, product, revenue, date/);
  });

  it('needs the key, an existing dataset and an sql string', async () => {
    const response = await fetch(`${engine.url}/v2/team/datasets/${datasetId}/sql`, { method: 'POST', body: JSON.stringify({ user_id: USER, sql: 'SELECT 1' }) });
    assert.equal(response.status, 403);
    const missing = await sql('SELECT 1', {}, 'dset-missing');
    assert.notEqual(missing.body.code, 0);
    assert.match(missing.body.msg, /dset-missing/);
    await refused('', /sql/);
    const notText = await engine.call('POST', `/datasets/${datasetId}/sql`, { user_id: USER, sql: 42 });
    assert.match(notText.body.msg, /sql/);
  });
});

describe('engine: a read-only SQL query when the engine stops', function () {
  this.timeout(60_000);

  it('is interrupted: the engine closes at once instead of waiting for the query\'s own time limit', async () => {
    const engine = await startTestEngine();
    try {
      const { datasetId } = await datasetWith(engine, 'sales.csv', CSV_SALES);
      const slow = engine.call('POST', `/datasets/${datasetId}/sql`, {
        user_id: USER,
        sql: 'SELECT count(*) FROM range(100000000) a, range(100000000) b WHERE a.range * b.range % 1000003 = 7',
        timeout_ms: 60_000,
      }).catch((error: Error) => ({ status: 0, body: { msg: error.message } }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = Date.now();
      await engine.close();
      assert.ok(Date.now() - started < 15_000, `closed after ${Date.now() - started} ms`);
      const reply = await slow;
      assert.notEqual(reply.body?.code, 0, JSON.stringify(reply.body));
    } finally {
      await engine.dispose().catch(() => undefined);
    }
  });
});
