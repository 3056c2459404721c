/**
 * The engine hands the analyst its profile's distinct and missing counts (jobs.ts withProfile), and
 * on a big table the analyst takes them for "is this column an identifier" instead of scanning the
 * table again: the same answer, one scan fewer (issue 18: "unique customers" on 10M rows).
 */
import assert from 'node:assert/strict';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { analyze } from '../../../src/engine/analyst';
import type { AnalystContext, AnalystEvent, AnalystTable } from '../../../src/engine/analyst/contract';
import { withProfile } from '../../../src/engine/jobs';
import type { LoadedTable } from '../../../src/engine/loaders';
import { profileTable } from '../../../src/engine/profile';
import { queryRows } from '../../../src/engine/rows';

describe('profile counts spare the analyst a scan on big tables', function () {
  this.timeout(60_000);
  let instance: DuckDBInstance;
  let connection: DuckDBConnection;
  let plain: AnalystTable;
  let profiled: AnalystTable;

  before(async () => {
    instance = await DuckDBInstance.create(':memory:');
    connection = await instance.connect();
    // 150,000 orders (over the analyst's exact-count bound): 5,000 customers, a unique order code, some codes missing.
    await connection.run(`CREATE TABLE orders AS SELECT i AS order_id, 'C' || CAST(i % 5000 AS VARCHAR) AS customer_id,
      CASE WHEN i % 10 = 0 THEN NULL ELSE 'R' || CAST(i AS VARCHAR) END AS receipt,
      ['North', 'South', 'East', 'West'][i % 4 + 1] AS region, CAST(i % 50 AS DOUBLE) AS revenue FROM range(150000) t(i)`);
    const columns = (await queryRows(connection, `SELECT column_name AS "name", data_type AS "type" FROM information_schema.columns WHERE table_name = 'orders' ORDER BY ordinal_position`))
      .map((row) => ({ name: String(row.name), type: String(row.type) }));
    const loaded: LoadedTable = { table: 'orders', label: 'orders.csv', kind: 'table', columns, rowCount: 150_000 };
    const profile = await profileTable(connection, loaded, {});
    const source = { datasource_id: 'ds-1', dataset_id: 'set-1', name: 'orders.csv', file_type: 'csv' };
    plain = { table: 'orders', label: 'orders.csv', source, columns: loaded.columns.map(({ name, type }) => ({ name, type })), rowCount: loaded.rowCount };
    profiled = { ...plain, columns: withProfile(plain.columns, JSON.stringify(profile)) };
  });
  after(() => {
    connection.closeSync();
    instance.closeSync();
  });

  async function ask(table: AnalystTable, question: string): Promise<{ text: string; queries: string[] }> {
    const queries: string[] = [];
    const events: AnalystEvent[] = [];
    const context: AnalystContext = {
      question, outputLanguage: 'AUTO', tables: [table], documents: [], history: [],
      query: (sql, params) => (queries.push(sql), queryRows(connection, sql, params ?? [])),
      publish: async (name) => ({ name, url: `http://127.0.0.1/${name}`, expires_at: '2099-01-01T00:00:00Z' }),
      emit: (event) => events.push(event),
      signal: new AbortController().signal,
    };
    await analyze(context);
    const text = events.map((event) => (event.kind === 'MESSAGE' ? event.content : '')).join('\n');
    return { text, queries };
  }

  for (const question of ['how many unique customers in the West?', 'how many receipts in the North', 'total revenue by customer']) {
    it(`answers “${question}” as without the profile, with no count of distinct values scanned for it`, async () => {
      const withCounts = await ask(profiled, question);
      const without = await ask(plain, question);
      assert.equal(withCounts.text, without.text);
      assert.ok(without.queries.some((sql) => /approx_count_distinct/.test(sql)), 'without the profile the analyst estimates by a scan');
      assert.deepEqual(withCounts.queries.filter((sql) => /approx_count_distinct/.test(sql)), []);
    });
  }

  it('passes the missing count only beside a distinct count (a deferred profile has neither)', () => {
    const deferred = withProfile(plain.columns, JSON.stringify({ rowCount: 150000, deferred: true, columns: plain.columns.map((c) => ({ ...c, kind: 'text' })) }));
    assert.ok(deferred.every((c) => c.missing === undefined && c.distinct === undefined));
    const receipt = profiled.columns.find((c) => c.name === 'receipt');
    assert.equal(receipt?.missing, 15_000);
  });
});
