import assert from 'node:assert/strict';
import { DuckDBInstance } from '@duckdb/node-api';
import { EXACT_DISTINCT_MAX_VIEW_ROWS, profileTable } from '../../../src/engine/profile';

describe('engine: table profile', () => {
  it('finds the most common value of each category column in one scan, ties to the value that sorts first', async () => {
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`CREATE TABLE t AS SELECT * FROM (VALUES ('b', 'x', 1), ('a', 'y', 2), ('b', 'y', 3), ('a', NULL, 4), (NULL, 'y', 5), ('é', 'x', 6)) v(k, m, n)`);
    const columns = [{ name: 'k', type: 'VARCHAR' }, { name: 'm', type: 'VARCHAR' }, { name: 'n', type: 'INTEGER' }];
    const profile = await profileTable(connection, { table: 't', label: 't', kind: 'table', columns, rowCount: 6 });
    const [k, m, n] = profile.columns;
    assert.deepEqual(k.top, { value: 'a', count: 2 });
    assert.deepEqual(m.top, { value: 'y', count: 3 });
    assert.equal(n.top, undefined);
    assert.deepEqual([k.distinct, k.missing, k.distinctExact], [3, 1, true]);
  });

  it('estimates distinct values of a big view over a file read in place, and says so', async () => {
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`CREATE VIEW v AS SELECT (i % 7)::VARCHAR AS k FROM range(${EXACT_DISTINCT_MAX_VIEW_ROWS + 1}) r(i)`);
    const profile = await profileTable(connection, { table: 'v', label: 'v', kind: 'table', view: true, columns: [{ name: 'k', type: 'VARCHAR' }], rowCount: EXACT_DISTINCT_MAX_VIEW_ROWS + 1 });
    assert.equal(profile.columns[0].distinctExact, false);
    assert.equal(profile.columns[0].distinct, 7);
    assert.equal(profile.columns[0].top?.value, '0');
  });
});
