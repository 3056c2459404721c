/**
 * The list columns' scan (listColumns.ts) leaves out a text column whose every value is known
 * without a scan and none holds a separator (issue 18: the scan took 2.1 s of a 10M-row Parquet
 * file's first answer); a column whose known values hold one, or whose values are not known, is
 * scanned as before, and the columns found are the same either way.
 */
import assert from 'node:assert/strict';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { withListColumns } from '../../../src/engine/analyst/listColumns';
import { describeColumns } from '../../../src/engine/analyst/schema';
import { queryRows } from '../../../src/engine/rows';

describe('analyst: list columns found without scanning columns of known values', function () {
  this.timeout(60_000);
  let instance: DuckDBInstance;
  let connection: DuckDBConnection;
  before(async () => {
    instance = await DuckDBInstance.create(':memory:');
    connection = await instance.connect();
    await connection.run(`CREATE TABLE recipes AS SELECT
        'R' || i AS recipe_id,
        ['vegan', 'quick', 'spicy', 'dessert'][i % 4 + 1] || CASE WHEN i % 3 = 0 THEN ', ' || ['vegan', 'quick', 'spicy', 'dessert'][(i + 1) % 4 + 1] ELSE '' END AS tags,
        ['Leeds, UK', 'Lyon, France', 'Porto, Portugal'][i % 3 + 1] AS city,
        ['main', 'starter', 'side'][i % 3 + 1] AS course
      FROM range(300) t(i)`);
  });
  after(() => {
    connection.closeSync();
    instance.closeSync();
  });

  const info = () => describeColumns({
    table: 'recipes', label: 'recipes', rowCount: 300,
    columns: ['recipe_id', 'tags', 'city', 'course'].map((name) => ({ name, type: 'VARCHAR' })),
    source: { datasource_id: 'ds-1', dataset_id: 'dset-1', name: 'recipes.csv', file_type: 'csv' },
  });

  it('scans only the columns whose values are unknown or hold a separator, and finds the same list columns', async () => {
    const statements: string[] = [];
    const query = async (_fact: string, sql: string, params?: unknown[]) => (statements.push(sql), queryRows(connection, sql, params ?? []));
    const known = new Map([['city', ['Leeds, UK', 'Lyon, France', 'Porto, Portugal']], ['course', ['main', 'starter', 'side']]]);
    const asked: string[] = [];
    const found = await withListColumns(info(), query, async (column) => (asked.push(column.name), known.get(column.name)));
    const scan = statements.find((sql) => sql.includes('contains('));
    assert.ok(scan, 'the separators are counted');
    assert.match(scan, /"tags"/, 'values not known: scanned');
    assert.match(scan, /"city"/, 'known values holding a comma: scanned');
    assert.doesNotMatch(scan, /"course"/, 'known values without a separator: left out');
    assert.ok(!asked.includes('recipe_id'), 'an identifier is no list: its values are not asked for');
    const lists = (result: typeof found) => result.columns.filter((c) => c.list).map((c) => `${c.name}:${c.list}`);
    assert.deepEqual(lists(found), ['tags:,']);

    const plain: string[] = [];
    const without = await withListColumns(info(), async (_fact, sql, params) => (plain.push(sql), queryRows(connection, sql, params ?? [])));
    assert.deepEqual(lists(without), lists(found), 'the same list columns as the full scan finds');
    assert.match(plain.find((sql) => sql.includes('contains(')) ?? '', /"course"/);
  });

  it('skips the scan when every text column is known to hold no separator', async () => {
    const statements: string[] = [];
    const values = new Map([['tags', ['vegan']], ['city', ['Leeds']], ['course', ['main']]]);
    const found = await withListColumns(info(), async (_fact, sql) => (statements.push(sql), []), async (column) => values.get(column.name));
    assert.equal(statements.length, 0);
    assert.equal(found.columns.some((c) => c.list), false);
  });
});
