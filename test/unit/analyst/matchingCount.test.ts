/**
 * The rows an answer ran over: the statement's "the N of M rows where …" is the true count of the
 * rows its filters keep, taken from the answer's own query when that query counts them (a scalar
 * figure, a shape), so a big table is not scanned a second time for it; otherwise counted apart.
 * A distinct count runs as one exact grouped query: its figure, its rows and its blanks are those
 * counted here from the generated rows.
 */
import assert from 'node:assert/strict';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

const REGIONS = ['West', 'East', 'North', 'South'];

/** Orders with customers repeating, some blank, in four regions. */
function orders(): Cell[][] {
  const rows: Cell[][] = [];
  for (let i = 0; i < 400; i++) {
    const customer = i % 11 === 0 ? null : `C${String((i * 7) % 53).padStart(3, '0')}`;
    rows.push([i + 1, REGIONS[(i * 3) % 4], customer, (i % 9) + 1]);
  }
  return rows;
}

describe('analyst: the rows an answer ran over', function () {
  this.timeout(60_000);
  const rows = orders();
  const west = rows.filter((row) => row[1] === 'West');
  let bench: AnalystBench;
  let statements: string[];
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_orders', ['order_id', 'region', 'customer_id', 'units'], rows, 'orders.csv');
  });
  beforeEach(() => (statements = []));
  /** Asks with every statement the analyst runs recorded. */
  const asked = (question: string) => bench.ask(question, {
    query: (sql, params) => {
      statements.push(sql);
      return queryRows(bench.connection, sql, params ?? []);
    },
  });

  it('a distinct count gives the exact figure, rows and blanks, in one query', async () => {
    const run = await asked('how many unique customers in the West?');
    assertAnswered(run, 'unique customers');
    const customers = new Set(west.map((row) => row[2]).filter((c) => c !== null));
    const blanks = west.filter((row) => row[2] === null).length;
    assert.ok(blanks > 0 && customers.size > 1, 'the generated rows have blanks and repeats in the West');
    assert.equal(firstFigure(run), customers.size);
    assert.match(run.answer, new RegExp(`over the ${west.length} of ${rows.length} rows of orders\\.csv where region = West`), run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`over the ${west.length - blanks} rows with a value \\(${blanks} blank, skipped\\)`), run.answer.slice(0, 400));
    // The answer's query counted the rows: nothing else scanned the table for them.
    const scans = statements.filter((sql) => /"t_orders"/.test(sql) && /WHERE "region" =/.test(sql));
    assert.equal(scans.length, 1, scans.join('\n---\n'));
  });

  it('a total counts its rows in its own query', async () => {
    const run = await asked('total units in the West');
    assertAnswered(run, 'total units');
    assert.equal(firstFigure(run), west.reduce((sum, row) => sum + Number(row[3]), 0));
    assert.match(run.answer, new RegExp(`over the ${west.length} of ${rows.length} rows`), run.answer.slice(0, 300));
    assert.equal(statements.filter((sql) => /WHERE "region" =/.test(sql)).length, 1, statements.join('\n---\n'));
  });

  it('a ranking, whose query does not count the rows, counts them apart and exactly', async () => {
    const run = await asked('top 3 customers by units in the West');
    assertAnswered(run, 'top 3 customers');
    assert.match(run.answer, new RegExp(`over the ${west.length} of ${rows.length} rows`), run.answer.slice(0, 300));
    assert.ok(statements.some((sql) => /^SELECT count\(\*\) AS "n" FROM "t_orders" WHERE "region" =/.test(sql)), statements.join('\n---\n'));
  });
});
