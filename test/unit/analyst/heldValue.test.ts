/**
 * "5-star reviews by app": the column `Stars` is held at 5, so the reviews are counted. It was
 * answered with the total Stars of each app's 5-star reviews (five times the count, labelled a
 * total). An aggregation said outright ("total stars of 5 star reviews") still adds up.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const APPS = ['Budgetly', 'FitTrack', 'NoteNest'];

describe('analyst: a number column held at one value', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let reviews: AnalystTable;
  const rows = Array.from({ length: 30 }, (_, i) => ({ id: `R${i}`, app: APPS[i % 3], stars: 1 + ((i * 7) % 5) }));

  before(async () => {
    bench = await AnalystBench.create();
    reviews = await bench.loadRows('reviews', ['Review ID', 'App', 'Stars'], rows.map((row) => [row.id, row.app, row.stars]));
  });

  it('counts the 5-star reviews of each app', async () => {
    const run = await bench.ask('5 star reviews by app', { tables: [reviews] });
    assert.match(run.answer, /^Computed the number of rows by App, over the \d+ of 30 rows of reviews\.csv where Stars = 5/, run.answer.slice(0, 300));
    for (const row of parseCsv(run.csv ?? '')) assert.equal(Number(row.rows), rows.filter((r) => r.app === row.App && r.stars === 5).length, row.App);
  });

  it('still adds up a quantity held at a value: "units by customer for orders of 10 units"', async () => {
    const orders = await bench.loadRows('orders', ['Order ID', 'Customer', 'Units'], [['O1', 'Ann', 10], ['O2', 'Ann', 10], ['O3', 'Bo', 4], ['O4', 'Bo', 10]]);
    const run = await bench.ask('units by customer for orders of 10 units', { tables: [orders] });
    const ann = parseCsv(run.csv ?? '').find((row) => row.Customer === 'Ann');
    assert.equal(Number(ann?.total_Units), 20, run.answer.slice(0, 300));
  });

  it('never drops a typed 1 as the implied "which" limit: "which app has the most 1 star reviews"', async () => {
    const run = await bench.ask('which app has the most 1 star reviews', { tables: [reviews] });
    assert.ok(/^I can’t answer/.test(run.answer) || /Stars = 1/.test(run.answer), run.answer.slice(0, 300));
  });

  it('adds up the column when an aggregation is said', async () => {
    const run = await bench.ask('total stars of 5 star reviews', { tables: [reviews] });
    assert.equal(Number(parseCsv(run.csv ?? '')[0]?.total_Stars), 5 * rows.filter((r) => r.stars === 5).length, run.answer.slice(0, 300));
  });
});
