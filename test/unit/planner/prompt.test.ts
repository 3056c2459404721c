/**
 * The prompt: tables as SQL names them, statistics, samples only when shared, and wide tables
 * summarised so the whole system prompt stays under 4,000 tokens.
 */
import assert from 'node:assert/strict';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { describeTables, estimateTokens, loadFacts, systemPrompt } from '../../../src/engine/planner/prompt';

function tableOf(name: string, label: string, columns: Array<{ name: string; type: string }>, rowCount: number): AnalystTable {
  return { table: name, label, columns, rowCount, source: { datasource_id: 'ds', dataset_id: 'set', name: label, file_type: 'csv' } };
}

describe('planner: the prompt', () => {
  let connection: DuckDBConnection;

  before(async () => {
    connection = await (await DuckDBInstance.create(':memory:')).connect();
  });

  it('keeps a 300-column table under 4,000 tokens, every column still named', async () => {
    const columns = Array.from({ length: 300 }, (_, i) => ({ name: `measurement_${String(i).padStart(3, '0')}_${i % 3 === 0 ? 'label' : 'value'}`, type: i % 3 === 0 ? 'VARCHAR' : 'DOUBLE' }));
    const select = columns.map((c, i) => (c.type === 'VARCHAR' ? `'category ' || (range % 7) AS "${c.name}"` : `range * ${i + 1} / 3.0 AS "${c.name}"`)).join(', ');
    await connection.run(`CREATE TABLE wide AS SELECT ${select} FROM range(2000)`);
    const table = tableOf('wide', 'wide.csv', columns, 2000);
    for (const share of ['schema', 'samples', 'results'] as const) {
      const facts = await loadFacts(connection, [table], share, undefined);
      const prompt = systemPrompt(describeTables(facts, share), share, undefined);
      assert.ok(estimateTokens(prompt) < 4_000, `${share}: ${estimateTokens(prompt)} tokens`);
      for (const column of columns) assert.ok(prompt.includes(`"${column.name}"`), `${column.name} listed`);
    }
  });

  it('names tables and columns as SQL quotes them, with statistics, and samples only when shared', async () => {
    await connection.run(`CREATE TABLE "odd ""name""" AS SELECT * FROM (VALUES ('North', 10.5, DATE '2024-01-02'), ('South', NULL, DATE '2024-03-04')) v("Region Name", "amount", "day")`);
    const table = tableOf('odd "name"', 'odd.csv', [{ name: 'Region Name', type: 'VARCHAR' }, { name: 'amount', type: 'DOUBLE' }, { name: 'day', type: 'DATE' }], 2);
    const schema = describeTables(await loadFacts(connection, [table], 'schema', undefined), 'schema');
    assert.match(schema, /^Table "odd ""name""" \(file "odd\.csv", 2 rows, 3 columns\)/);
    assert.match(schema, /- "Region Name" VARCHAR — ~2 distinct/);
    assert.match(schema, /- "amount" DOUBLE — 1 missing; ~1 distinct; min 10\.5 max 10\.5; mean 10\.5/);
    assert.match(schema, /- "day" DATE — ~2 distinct; from 2024-01-02 to 2024-03-04/);
    assert.doesNotMatch(schema, /North/);
    const samples = describeTables(await loadFacts(connection, [table], 'samples', undefined), 'samples');
    assert.match(samples, /e\.g\. "North", "South"/);
  });
});
