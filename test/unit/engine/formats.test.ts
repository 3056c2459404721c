import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DuckDBInstance } from '@duckdb/node-api';
import type { AnalystContext } from '../../../src/engine/analyst/contract';
import { fileKind } from '../../../src/api/fileTypes';
import { USER, datasetWith, startTestEngine, type TestEngine } from '../../support/engine-harness';

/** Writes files with DuckDB itself (Parquet, DuckDB databases) into a folder of the test's own. */
async function withDuckDb(file: string, statements: string[]): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    for (const statement of statements) await connection.run(statement.replaceAll('$FILE', file.replace(/'/g, "''")));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const SALES = `SELECT * FROM (VALUES ('North', 120.5, DATE '2024-01-05'), ('South', 80.0, DATE '2024-01-17'), ('North', 45.25, DATE '2024-02-02')) AS t(region, revenue, day)`;

describe('engine file kinds: Parquet, NDJSON, gzip, DuckDB', () => {
  let engine: TestEngine;
  let dir: string;
  const seen: AnalystContext[] = [];
  const rows: Array<Array<Record<string, unknown>>> = [];
  let databases: string[] = [];
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'formats-'));
    engine = await startTestEngine({
      analyst: async (context) => {
        seen.push(context);
        for (const table of context.tables) rows.push(await context.query(`SELECT * FROM "${table.table}" ORDER BY 1, 2`));
        databases = (await context.query(`SELECT database_name FROM duckdb_databases() WHERE NOT internal`)).map((row) => String(row.database_name));
        return {};
      },
    });
  });
  after(async () => {
    await engine.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  async function loaded(name: string, content: Uint8Array | string) {
    const { datasetId, source } = await datasetWith(engine, name, content);
    seen.length = 0;
    rows.length = 0;
    if (source.status !== 'synched') return { source, tables: [], rows: [] };
    const session = (await engine.call('POST', '/sessions', { name: 'formats', user_id: USER })).body.data.id;
    const reply = await engine.call('POST', '/jobs', { session_id: session, question: 'what is there?', dataset_id: datasetId, user_id: USER });
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    return { source, tables: seen[0].tables, rows: [...rows] };
  }

  it('names kinds, with .csv.gz as one kind', () => {
    assert.equal(fileKind('orders.CSV.GZ'), '.csv.gz');
    assert.equal(fileKind('dir.d/orders.tsv.gz'), '.tsv.gz');
    assert.equal(fileKind('archive.gz'), '.gz');
    assert.equal(fileKind('.csv.gz'), '.gz');
    assert.equal(fileKind('data.parquet'), '.parquet');
  });

  for (const ext of ['parquet', 'parq', 'pq']) {
    it(`loads a .${ext} file with its own column types`, async () => {
      const file = path.join(dir, `sales.${ext}`);
      await withDuckDb(file, [`COPY (${SALES}) TO '$FILE' (FORMAT parquet)`]);
      const result = await loaded(`sales.${ext}`, await readFile(file));
      assert.equal(result.source.status, 'synched', result.source.reason);
      const [table] = result.tables;
      assert.deepEqual(table.columns.map((column) => column.type), ['VARCHAR', 'DECIMAL(5,2)', 'DATE']);
      assert.equal(result.rows[0].length, 3);
      assert.equal(Number(result.rows[0][0].revenue), 45.25);
    });
  }

  for (const ext of ['ndjson', 'jsonl']) {
    it(`loads a .${ext} file of one record per line`, async () => {
      const text = ['{"region":"North","revenue":120.5,"day":"2024-01-05"}', '{"region":"South","revenue":80,"day":"2024-01-17"}', ''].join('\n');
      const result = await loaded(`sales.${ext}`, text);
      assert.equal(result.source.status, 'synched', result.source.reason);
      assert.deepEqual(result.tables[0].columns.map((column) => column.name), ['region', 'revenue', 'day']);
      assert.equal(result.tables[0].rowCount, 2);
      assert.equal(result.tables[0].columns[2].type, 'DATE');
    });
  }

  it('refuses NDJSON whose lines are not records', async () => {
    const result = await loaded('numbers.ndjson', '1\n2\n3\n');
    assert.equal(result.source.status, 'invalid');
    assert.match(result.source.reason, /not newline-delimited JSON records/);
  });

  for (const [ext, delimiter] of [['csv.gz', ','], ['tsv.gz', '\t']]) {
    it(`loads a gzip-compressed .${ext} file, types written as text included`, async () => {
      const text = [['region', 'revenue', 'day'], ['North', '"$1,200"', 'Jun 12 2024'], ['South', '$80', 'Jul 1 2024']].map((row) => row.join(delimiter)).join('\n');
      const result = await loaded(`sales.${ext}`, gzipSync(text));
      assert.equal(result.source.status, 'synched', result.source.reason);
      assert.deepEqual(result.tables[0].columns.map((column) => `${column.name}:${column.type}`), ['region:VARCHAR', 'revenue:BIGINT', 'day:DATE']);
      assert.equal(result.rows[0][0].revenue, 1200);
    });
  }

  it('refuses a .csv.gz file that is not gzip', async () => {
    const result = await loaded('plain.csv.gz', 'region,revenue\nNorth,1\n');
    assert.equal(result.source.status, 'invalid');
  });

  it('loads the tables of a DuckDB file, and only its tables', async () => {
    const file = path.join(dir, 'shop.duckdb');
    await withDuckDb(':memory:', [
      `ATTACH '${file.replace(/'/g, "''")}' AS shop`,
      `CREATE TABLE shop.sales AS ${SALES}`,
      `CREATE SCHEMA shop.archive`,
      `CREATE TABLE shop.archive.customers AS SELECT * FROM (VALUES (1, 'Ann'), (2, 'Bob')) AS t(id, name)`,
      `CREATE VIEW shop.north AS SELECT * FROM shop.sales WHERE region = 'North'`,
      `CREATE MACRO shop.twice(x) AS x * 2`,
      `DETACH shop`,
    ]);
    const result = await loaded('shop.duckdb', await readFile(file));
    assert.equal(result.source.status, 'synched', result.source.reason);
    assert.deepEqual(result.tables.map((table) => table.label).sort(), ['shop.duckdb / archive.customers', 'shop.duckdb / sales']);
    const sales = result.tables.find((table) => table.label.endsWith('sales'));
    assert.equal(sales?.rowCount, 3);
    // Detached after the load: nothing of the file stays reachable by name.
    assert.ok(databases.length > 0 && databases.every((name) => !name.startsWith('source_')), databases.join());
  });

  it('refuses a .duckdb file that is not a DuckDB database, and one without tables', async () => {
    const broken = await loaded('broken.duckdb', 'region,revenue\nNorth,1\n');
    assert.equal(broken.source.status, 'invalid');
    assert.match(broken.source.reason, /could not be opened as a DuckDB database/);
    const file = path.join(dir, 'empty.duckdb');
    await withDuckDb(':memory:', [`ATTACH '${file.replace(/'/g, "''")}' AS e`, `CREATE VIEW e.v AS SELECT 1 AS x`, `DETACH e`]);
    const empty = await loaded('empty.duckdb', await readFile(file));
    assert.equal(empty.source.status, 'invalid');
    assert.match(empty.source.reason, /no tables/);
  });
});
