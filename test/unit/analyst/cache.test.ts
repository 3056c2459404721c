import assert from 'node:assert/strict';
import { TableFacts } from '../../../src/engine/tableFacts';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench } from './harness';

describe('analyst: what it learns about a table is kept across questions', () => {
  it('gives the same answers with the engine cache, and asks the data fewer questions the second time', async () => {
    const bench = await AnalystBench.create();
    await bench.loadCsv('sales', 'sales.csv');
    const facts = new TableFacts();
    let queries = 0;
    const counting = (sql: string, params?: unknown[]) => {
      queries += 1;
      return queryRows(bench.connection, sql, params ?? []);
    };
    const question = 'total revenue in the West region by month';
    const plain = await bench.ask(question);
    const first = await bench.ask(question, { cache: facts, query: counting });
    const firstQueries = queries;
    queries = 0;
    const second = await bench.ask(question, { cache: facts, query: counting });
    assert.equal(first.answer, plain.answer);
    assert.equal(second.answer, plain.answer);
    assert.equal(second.csv, plain.csv);
    assert.ok(queries < firstQueries, `second run: ${queries} queries, first: ${firstQueries}`);
  });
});
