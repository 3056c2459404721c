/**
 * A Parquet file's dictionary pages list a text column's values without scanning its rows
 * (parquetDictionaries.ts): the same values as DuckDB's SELECT DISTINCT, a value that appears only
 * in the last row included; "unknown" whenever the file does not prove them (plain pages, a codec
 * Node cannot read), so the analyst scans as before; entries no row uses left out; and, read in place, the same answers as the
 * same rows from a CSV, fresh again after the file changes.
 */
import assert from 'node:assert/strict';
import { mkdir, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { analyze } from '../../../src/engine/analyst';
import { parquetDictionaryValues, parquetTextChunks } from '../../../src/engine/parquetDictionaries';
import { queryRows } from '../../../src/engine/rows';
import type { DataAnalysisClient } from '../../../src/api/client';
import { askOnce, startInPlaceEngine, type TestEngine } from '../../support/engine-harness';

const quote = (file: string) => `'${file.replace(/'/g, "''")}'`;

/**
 * 200,000 orders in row groups of 40,960: a city column of four values, and 'Zanzibar' only in
 * the very last row; a product column; an id column of all-different texts (written plainly).
 */
const ORDERS = (extra = '') => `SELECT i AS order_id,
    CASE WHEN i = 199999 THEN 'Zanzibar' ${extra} ELSE ['Lyon', 'Oslo', 'Porto', 'Quito'][i % 4 + 1] END AS city,
    ['Tea', 'Coffee', 'Cocoa'][i % 3 + 1] AS product,
    'order-' || CAST(i AS VARCHAR) AS code,
    CAST(i % 10 AS DOUBLE) AS revenue
  FROM range(200000) t(i)`;

async function withConnection<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    return await work(connection);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const writeParquet = (file: string, select: string, options = '') =>
  withConnection((connection) => connection.run(`COPY (${select}) TO ${quote(file)} (FORMAT parquet, ROW_GROUP_SIZE 40960${options})`));

async function dictionaryAndScan(file: string, column: string, max = 50_000) {
  return withConnection(async (connection) => {
    const chunks = await parquetTextChunks(connection, file);
    const listed = await parquetDictionaryValues(file, chunks.get(column), max);
    const scanned = (await queryRows(connection, `SELECT DISTINCT CAST(${column} AS VARCHAR) AS v FROM read_parquet(${quote(file)}) WHERE ${column} IS NOT NULL`)).map((row) => String(row.v));
    return { listed, scanned: scanned.sort(), groups: (chunks.get(column) ?? []).length };
  });
}

describe('Parquet dictionaries: a text column\'s values without a scan', function () {
  this.timeout(120_000);
  let engine: TestEngine;
  let client: DataAnalysisClient;
  let workspace: string;
  let dispose: () => Promise<void>;
  const queries: string[] = [];

  before(async () => {
    ({ engine, client, workspace, dispose } = await startInPlaceEngine({
      analyst: (context) => analyze({ ...context, query: (sql, params) => (queries.push(sql), context.query(sql, params)) }),
    }));
    await mkdir(path.join(workspace, 'p'));
    await mkdir(path.join(workspace, 'c'));
    await writeParquet(path.join(workspace, 'p', 'orders.parquet'), ORDERS());
    await withConnection((connection) => connection.run(`COPY (${ORDERS()}) TO ${quote(path.join(workspace, 'c', 'orders.csv'))} (FORMAT csv, HEADER)`));
  });
  after(() => dispose());

  it('lists every value once, a value only in the last row of the last row group included', async () => {
    const { listed, scanned, groups } = await dictionaryAndScan(path.join(workspace, 'p', 'orders.parquet'), 'city');
    assert.ok(groups >= 4, `several row groups (${groups})`);
    assert.deepEqual(scanned, ['Lyon', 'Oslo', 'Porto', 'Quito', 'Zanzibar']);
    assert.deepEqual([...(listed ?? [])].sort(), scanned);
  });

  for (const codec of ['snappy', 'gzip', 'uncompressed', 'zstd']) {
    it(`reads dictionaries compressed with ${codec}, or says it cannot`, async () => {
      const file = path.join(workspace, `orders-${codec}.parquet`);
      await writeParquet(file, ORDERS(), `, COMPRESSION ${codec}`);
      const { listed, scanned } = await dictionaryAndScan(file, 'product');
      const readable = codec !== 'zstd' || typeof (zlib as unknown as Record<string, unknown>).zstdDecompressSync === 'function';
      if (readable) assert.deepEqual([...(listed ?? [])].sort(), scanned);
      else assert.equal(listed, undefined);
      await rm(file);
    });
  }

  it('says "unknown" for a column written in plain pages, and "too many" past the bound', async () => {
    const file = path.join(workspace, 'p', 'orders.parquet');
    const plain = await dictionaryAndScan(file, 'code');
    assert.equal(plain.scanned.length, 200_000);
    assert.equal(plain.listed, undefined, 'all-different texts are written plainly: nothing proved');
    assert.equal((await dictionaryAndScan(file, 'city', 3)).listed, null);
    const missing = await withConnection(async (connection) => (await parquetTextChunks(connection, file)).get('no_such_column'));
    assert.equal(await parquetDictionaryValues(file, missing, 50_000), undefined);
  });

  it('says "unknown" when the row groups repeat more dictionary entries than a scan costs, from the first dictionary\'s header', async () => {
    // 21 row groups, each with a dictionary of the same 5,000 values: 105,000 entries to decode
    // for 5,000 values (within the list's bound), past the 100,000 entries a scan beats.
    const file = path.join(workspace, 'repeated.parquet');
    const notes = (groups: number) => `SELECT 'note ' || CAST(i % 5000 AS VARCHAR) AS note FROM range(${groups * 40960}) t(i)`;
    await writeParquet(file, notes(21));
    const repeated = await dictionaryAndScan(file, 'note');
    assert.equal(repeated.groups, 21);
    assert.equal(repeated.scanned.length, 5_000);
    assert.equal(repeated.listed, undefined);
    // The same values in 19 row groups (95,000 entries) are listed from the dictionaries.
    await writeParquet(file, notes(19));
    const fewer = await dictionaryAndScan(file, 'note');
    assert.equal(fewer.groups, 19);
    assert.deepEqual([...(fewer.listed ?? [])].sort(), fewer.scanned);
    await rm(file);
  });

  /**
   * DuckDB writes an ENUM column's whole type as the dictionary (pyarrow does the same with a pandas
   * Categorical's categories): entries no row uses are not values. Nulls, a NOT NULL column and
   * version 2 data pages lay out the indexes differently; 'Mars' is used only in the last row.
   */
  const MOODS = `SELECT (CASE WHEN i = 199999 THEN 'Mars' WHEN i % 7 = 0 THEN NULL ELSE ['Lyon', 'Oslo'][i % 2 + 1] END)::place AS city,
      (['Tea', 'Coffee'][i % 2 + 1])::drink AS product, CAST(i % 10 AS DOUBLE) AS revenue FROM range(200000) t(i)`;
  const writeEnums = (file: string, options = '') => withConnection(async (connection) => {
    await connection.run(`CREATE TYPE place AS ENUM ('Atlantis', 'Lyon', 'Oslo', 'Mars', 'Vega')`);
    await connection.run(`CREATE TYPE drink AS ENUM ('Tea', 'Mate', 'Coffee')`);
    await connection.run(`CREATE TABLE moods (city place, product drink NOT NULL, revenue DOUBLE)`);
    await connection.run(`INSERT INTO moods ${MOODS}`);
    await connection.run(`COPY moods TO ${quote(file)} (FORMAT parquet, ROW_GROUP_SIZE 40960${options})`);
  });

  for (const version of ['V1', 'V2']) {
    it(`lists only the dictionary entries some row uses (data pages ${version}, with nulls and NOT NULL)`, async () => {
      const file = path.join(workspace, `enums-${version}.parquet`);
      await writeEnums(file, `, PARQUET_VERSION ${version}`);
      const city = await dictionaryAndScan(file, 'city');
      assert.deepEqual(city.scanned, ['Lyon', 'Mars', 'Oslo']);
      assert.deepEqual([...(city.listed ?? [])].sort(), city.scanned);
      const product = await dictionaryAndScan(file, 'product');
      assert.deepEqual([...(product.listed ?? [])].sort(), product.scanned);
      assert.deepEqual(product.scanned, ['Coffee', 'Tea']);
      await rm(file);
    });
  }

  async function answer(file: string, question: string): Promise<{ text: string; queries: string[] }> {
    const created = await client.readFileInPlace(file);
    const source = await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    assert.equal(source.status, 'synched', source.reason);
    return ask(created.dataset_id, question);
  }

  async function ask(datasetId: string, question: string): Promise<{ text: string; queries: string[]; code: number; msg?: string }> {
    queries.length = 0;
    const reply = await askOnce(engine, datasetId, question);
    const blocks = (reply.body.data?.blocks ?? []) as Array<{ type: string; content: unknown }>;
    const text = blocks.filter((block) => block.type === 'MESSAGE').map((block) => JSON.stringify(block.content)).join('\n');
    return { text: text.replace(/orders\.(parquet|csv)/g, 'orders'), queries: [...queries], code: reply.body.code, msg: reply.body.msg };
  }

  const listedColumns = (list: string[]) => list.filter((sql) => /SELECT DISTINCT/.test(sql)).map((sql) => /CAST\("(\w+)"/.exec(sql)?.[1]).sort();

  for (const question of ['total revenue in zanzibar', 'total revenue by city', 'how many orders of cocoa in oslo']) {
    it(`answers “${question}” as on the same rows from a CSV, listing the dictionary-encoded columns without a scan`, async () => {
      const parquet = await answer(path.join(workspace, 'p', 'orders.parquet'), question);
      const csv = await answer(path.join(workspace, 'c', 'orders.csv'), question);
      assert.equal(parquet.text, csv.text);
      assert.ok(listedColumns(csv.queries).includes('city'), 'the CSV table lists city by a query');
      assert.deepEqual(listedColumns(parquet.queries).filter((c) => c === 'city' || c === 'product'), [], JSON.stringify(parquet.queries));
    });
  }

  it('finds the zanzibar row by the file\'s dictionary: one order, revenue 9', async () => {
    const { text } = await answer(path.join(workspace, 'p', 'orders.parquet'), 'total revenue in zanzibar');
    assert.match(text, /Zanzibar/);
    assert.match(text, /\*\*9\*\*/);
  });

  it('says a word naming an unused dictionary entry is not a value, as for the same rows from a CSV', async () => {
    await mkdir(path.join(workspace, 'e'));
    const parquetFile = path.join(workspace, 'e', 'moods.parquet');
    await writeEnums(parquetFile);
    await withConnection((connection) => connection.run(`COPY (SELECT * FROM read_parquet(${quote(parquetFile)})) TO ${quote(path.join(workspace, 'e', 'moods.csv'))} (FORMAT csv, HEADER)`));
    for (const question of ['total revenue in atlantis', 'total revenue in mars']) {
      const parquet = await answer(parquetFile, question);
      const csv = await answer(path.join(workspace, 'e', 'moods.csv'), question);
      assert.equal(parquet.text.replace(/moods\.(parquet|csv)/g, 'moods'), csv.text.replace(/moods\.(parquet|csv)/g, 'moods'), question);
    }
    assert.doesNotMatch((await answer(parquetFile, 'total revenue in atlantis')).text, /Atlantis/);
    assert.match((await answer(parquetFile, 'total revenue in mars')).text, /Mars/);
  });

  it('after the file changes, refuses until read again, then answers from the new dictionaries; after it is deleted, refuses', async () => {
    const file = path.join(workspace, 'p', 'changing.parquet');
    await writeParquet(file, ORDERS());
    const created = await client.readFileInPlace(file);
    assert.equal((await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 })).status, 'synched');
    assert.match((await ask(created.dataset_id, 'total revenue in zanzibar')).text, /\*\*9\*\*/);
    // The last row moves to a city the old dictionaries never held.
    await writeParquet(file, ORDERS(`WHEN i = 199998 THEN 'Atlantis'`));
    await utimes(file, new Date(), new Date(Date.now() + 5_000));
    const refused = await ask(created.dataset_id, 'total revenue in atlantis');
    assert.notEqual(refused.code, 0);
    assert.match(String(refused.msg), /changed on disk/);
    assert.equal((await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 })).status, 'synched');
    const fresh = await ask(created.dataset_id, 'total revenue in atlantis');
    assert.equal(fresh.code, 0);
    assert.match(fresh.text, /Atlantis/);
    assert.match(fresh.text, /\*\*8\*\*/);
    await rm(file);
    const gone = await ask(created.dataset_id, 'total revenue in zanzibar');
    assert.notEqual(gone.code, 0);
  });
});
