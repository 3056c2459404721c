/**
 * A Parquet file's statistics prove what every value of a text column starts with
 * (parquetPrefixes.ts), and the analyst's value lookup skips a column whose values cannot read as
 * any word of the question (analyst/valueBounds.ts): the same answers, without listing the column.
 * The first profile of a big Parquet file reads its first rows by the file's row numbers.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { analyze } from '../../../src/engine/analyst';
import { describeColumns } from '../../../src/engine/analyst/schema';
import { mayHoldAny } from '../../../src/engine/analyst/valueBounds';
import { parquetTextChunks } from '../../../src/engine/parquetDictionaries';
import { parquetValuePrefixes } from '../../../src/engine/parquetPrefixes';
import { firstProfile } from '../../../src/engine/profile';
import type { DataAnalysisClient } from '../../../src/api/client';
import { askOnce, startInPlaceEngine, type TestEngine } from '../../support/engine-harness';

const quote = (file: string) => `'${file.replace(/'/g, "''")}'`;

async function writeParquet(file: string, select: string, rowGroupSize = 100): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (${select}) TO ${quote(file)} (FORMAT parquet, ROW_GROUP_SIZE ${rowGroupSize})`);
  connection.closeSync();
  instance.closeSync();
}

/** 1,000 sales: a customer code starting with C, a region with a 'Total' row, and other text. */
const SALES = `SELECT i AS order_id,
    'C' || lpad(CAST(i % 250 AS VARCHAR), 4, '0') AS customer_id,
    CASE WHEN i = 999 THEN 'Total' ELSE ['North', 'South', 'East', 'West'][i % 4 + 1] END AS region,
    CASE WHEN i % 7 = 0 THEN NULL ELSE 'ORD-' || CAST(i AS VARCHAR) END AS order_code,
    CASE WHEN i < 500 THEN NULL ELSE 'K' || CAST(i AS VARCHAR) END AS late_code,
    '-a' || CAST(i % 3 AS VARCHAR) AS dashed,
    CAST(i % 50 AS DOUBLE) + 0.5 AS revenue
  FROM range(1000) t(i)`;

describe('Parquet read in place: what its statistics and row numbers spare', function () {
  this.timeout(60_000);
  let engine: TestEngine;
  let client: DataAnalysisClient;
  let workspace: string;
  let dispose: () => Promise<void>;
  const queries: string[] = [];

  before(async () => {
    ({ engine, client, workspace, dispose } = await startInPlaceEngine({
      // Big tables' way: ready with a first profile (distinct values among the first rows, a lower
      // bound the suggestions take when it is far over theirs), the full one not before the questions.
      deferProfileRows: 100,
      profileQuietMs: 600_000,
      analyst: (context) => analyze({ ...context, query: (sql, params) => (queries.push(sql), context.query(sql, params)) }),
    }));
    await mkdir(path.join(workspace, 'p'));
    await mkdir(path.join(workspace, 'c'));
    await writeParquet(path.join(workspace, 'p', 'sales.parquet'), SALES);
    // The same rows as CSV: a table, whose values are not known to start any way.
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    await connection.run(`COPY (${SALES}) TO ${quote(path.join(workspace, 'c', 'sales.csv'))} (FORMAT csv, HEADER)`);
    connection.closeSync();
    instance.closeSync();
  });
  after(() => dispose());

  it('reads the prefix common to every row group\'s least and greatest value, ASCII letters and digits only', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const columns = ['customer_id', 'region', 'order_code', 'late_code', 'dashed', 'missing'];
    const prefixes = parquetValuePrefixes(await parquetTextChunks(connection, path.join(workspace, 'p', 'sales.parquet')), columns);
    connection.closeSync();
    instance.closeSync();
    // late_code is NULL in the first five row groups: those hold no value to bound.
    assert.deepEqual(Object.fromEntries(prefixes), { customer_id: 'C0', order_code: 'ORD', late_code: 'K' });
  });

  it('reads the prefix from the footer\'s chunks alone: a chunk of nulls bounds nothing, a chunk of values without statistics proves nothing', () => {
    const chunk = (least: string | null, greatest: string | null, nulls: number | null = 0) => ({ codec: 'SNAPPY', optional: true, start: 4, size: 10, values: 5, nulls, least, greatest });
    const footer = new Map([
      ['code', [chunk('AB-1', 'AB-7'), chunk(null, null, 5), chunk('AB0', 'AC')]],
      ['unproved', [chunk('K1', 'K9'), chunk(null, null, 2)]],
      ['unknown', [chunk('K1', 'K9'), chunk(null, null, null)]],
      // Statistics order bytes: 'Zé' comes before 'Z😀' (UTF-8 C3 < F0) though not in UTF-16.
      ['accented', [chunk('Zé1', 'Zé2'), chunk('Z😀', 'Z😀')]],
    ]);
    assert.deepEqual(Object.fromEntries(parquetValuePrefixes(footer, ['code', 'unproved', 'unknown', 'accented', 'absent'])), { code: 'A', accented: 'Z' });
    assert.deepEqual(Object.fromEntries(parquetValuePrefixes(footer, ['unproved'])), {});
  });

  it('rules a column out only for words that cannot start like its values', () => {
    const info = describeColumns({
      table: 't', label: 't.parquet', rowCount: 3, source: { datasource_id: 'd', dataset_id: 's', name: 't.parquet', file_type: 'parquet' },
      columns: [{ name: 'customer_id', type: 'VARCHAR', valuesStartWith: 'C0' }, { name: 'region', type: 'VARCHAR' }],
    });
    assert.equal(mayHoldAny(info, 'customer_id', ['total', 'revenue']), false);
    assert.equal(mayHoldAny(info, 'customer_id', ['total', 'c0017']), true);
    assert.equal(mayHoldAny(info, 'customer_id', ['c']), false, 'a value starting "C0" never folds to "c"');
    assert.equal(mayHoldAny(info, 'region', ['total']), true, 'nothing known: the column is looked up');
  });

  async function answer(file: string, question: string): Promise<{ text: string; queries: string[] }> {
    const created = await client.readFileInPlace(file);
    const source = await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    assert.equal(source.status, 'synched', source.reason);
    queries.length = 0;
    const reply = await askOnce(engine, created.dataset_id, question);
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    const blocks = reply.body.data.blocks as Array<{ type: string; content: unknown }>;
    const text = blocks.filter((block) => block.type === 'MESSAGE' || block.type === 'QUESTIONS').map((block) => JSON.stringify(block.content)).join('\n');
    return { text: text.replace(/sales\.(parquet|csv)/g, 'sales'), queries: [...queries] };
  }

  for (const question of ['total revenue by region', 'revenue of customer C0017', 'revenue where region is total', 'how many orders of ord-12']) {
    it(`answers “${question}” as on the same rows without statistics, listing no column it cannot match`, async () => {
      const parquet = await answer(path.join(workspace, 'p', 'sales.parquet'), question);
      const csv = await answer(path.join(workspace, 'c', 'sales.csv'), question);
      assert.equal(parquet.text, csv.text);
      const listed = (list: string[]) => list.filter((sql) => /SELECT DISTINCT/.test(sql)).map((sql) => /CAST\("(\w+)"/.exec(sql)?.[1]).sort();
      assert.ok(listed(csv.queries).includes('customer_id'), 'without statistics every text column is looked up');
      const words = question.toLowerCase();
      assert.equal(listed(parquet.queries).includes('customer_id'), /\bc\d/.test(words), JSON.stringify(listed(parquet.queries)));
      assert.equal(listed(parquet.queries).includes('order_code'), /\bord/.test(words), JSON.stringify(listed(parquet.queries)));
    });
  }

  it('counts the first rows of a Parquet view by the file\'s row numbers: the same rows as LIMIT over the view', async () => {
    const file = path.join(workspace, 'p', 'big.parquet');
    // 250,000 rows in row groups of 30,000: the first 100,000 rows end inside a row group, and
    // later rows hold values the first ones do not.
    await writeParquet(file, `SELECT 'v' || CAST(i // 7 AS VARCHAR) AS a, CASE WHEN i < 99999 THEN 'x' ELSE 'y' || CAST(i % 5 AS VARCHAR) END AS b FROM range(250000) t(i)`, 30_000);
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      await connection.run(`CREATE VIEW big AS SELECT * FROM read_parquet(${quote(file)})`);
      const loaded = { table: 'big', label: 'big.parquet', kind: 'table' as const, view: true, rowCount: 250_000, columns: [{ name: 'a', type: 'VARCHAR' }, { name: 'b', type: 'VARCHAR' }] };
      const counts = async (table: typeof loaded & { parquetFile?: string }) => (await firstProfile(connection, table)).columns.map((c) => c.firstRowsDistinct);
      const byLimit = await counts(loaded);
      assert.deepEqual(byLimit, [Math.ceil(100_000 / 7), 2]);
      assert.deepEqual(await counts({ ...loaded, parquetFile: file }), byLimit);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
