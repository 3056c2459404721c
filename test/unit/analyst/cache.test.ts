import assert from 'node:assert/strict';
import { prepareTables } from '../../../src/engine/analyst';
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

describe('analyst: the engine profile spares scans of big tables', () => {
  it('reuses the profile\'s distinct counts, lists values with one bounded query, and gives the same answers', async () => {
    const bench = await AnalystBench.create();
    const table = await bench.loadCsv('sales', 'sales.csv');
    const exact = new Map((await queryRows(bench.connection, `SELECT ${table.columns.map((c, i) => `count(DISTINCT "${c.name}") AS d${i}`).join(', ')} FROM sales`))
      .flatMap((row) => table.columns.map((c, i) => [c.name, Number(row[`d${i}`])] as const)));
    const profiled = { ...table, columns: table.columns.map((c) => ({ ...c, distinct: exact.get(c.name) as number, distinctExact: true })) };
    const seen: string[] = [];
    const recording = (sql: string, params?: unknown[]) => {
      seen.push(sql);
      return queryRows(bench.connection, sql, params ?? []);
    };
    for (const question of ['total revenue in the West region by month', 'top 3 products by units']) {
      const plain = await bench.ask(question);
      seen.length = 0;
      const run = await bench.ask(question, { tables: [profiled], cache: new TableFacts(), query: recording });
      assert.equal(run.answer, plain.answer);
      assert.equal(run.csv, plain.csv);
      assert.deepEqual(run.questions, plain.questions);
      assert.ok(!seen.some((sql) => /approx_count_distinct|count\(DISTINCT/i.test(sql)), seen.join('\n'));
      for (const sql of seen.filter((s) => /SELECT DISTINCT/.test(s) && !/UNION ALL/.test(s))) assert.match(sql, /LIMIT 50001/);
    }
  });

  it('looks a word up exactly in a column the profile counts as too big to list, so no value is dropped', async () => {
    const bench = await AnalystBench.create();
    const table = await bench.loadCsv('sales', 'sales.csv');
    // The profile's estimate says region has more values than the analyst lists: it is not
    // listed, and "West" is still found by the exact lookup in SQL.
    const big = { ...table, columns: table.columns.map((c) => (c.name === 'region' ? { ...c, distinct: 1_000_000, distinctExact: false } : c)) };
    const question = 'total revenue in the West region by month';
    const plain = await bench.ask(question);
    const run = await bench.ask(question, { tables: [big], cache: new TableFacts() });
    assert.match(plain.answer, /West/);
    assert.equal(run.answer, plain.answer);
    assert.equal(run.csv, plain.csv);
  });
});

describe('analyst: facts computed ahead of the first question', () => {
  it('leaves the suggestions\' facts to a question already running, which reads them after its answer: the same answer and suggestions', async () => {
    const bench = await AnalystBench.create();
    const table = await bench.loadCsv('sales', 'sales.csv');
    const seen: string[] = [];
    const recording = (sql: string, params?: unknown[]) => {
      seen.push(sql);
      return queryRows(bench.connection, sql, params ?? []);
    };
    const ahead = (facts: TableFacts, questionRunning?: () => boolean) =>
      prepareTables({ tables: [table], query: recording, cache: facts, signal: new AbortController().signal }, questionRunning);
    const dateSpan = /year\(min\(/;
    // No question running: the date span the suggestions read is computed ahead.
    await ahead(new TableFacts());
    assert.ok(seen.some((sql) => dateSpan.test(sql)), seen.join('\n'));
    // A question running: left to it.
    seen.length = 0;
    const facts = new TableFacts();
    await ahead(facts, () => true);
    assert.ok(seen.length > 0);
    assert.ok(!seen.some((sql) => dateSpan.test(sql)), seen.join('\n'));
    const question = 'total revenue by region';
    const plain = await bench.ask(question);
    seen.length = 0;
    const run = await bench.ask(question, { cache: facts, query: recording });
    assert.ok(seen.some((sql) => dateSpan.test(sql)), seen.join('\n'));
    assert.equal(run.answer, plain.answer);
    assert.deepEqual(run.questions, plain.questions);
  });
});
