/**
 * Orders made of several lines, on generated tables: "how many transactions" counts distinct
 * keys, "average basket value" averages each order's total, and a table whose key never repeats
 * (or repeats only on exact duplicate rows) keeps its rows as the orders.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

type Line = [number, string, number, number, number];

/** 120 transactions of 1 to 4 lines each: key, shop, units, unit price, net amount. */
function lines(): Line[] {
  const out: Line[] = [];
  const shops = ['Bath', 'Ely', 'Wells'];
  for (let t = 0; t < 120; t++) {
    const count = 1 + ((t * 7) % 4);
    for (let k = 0; k < count; k++) out.push([5000 + t, shops[t % 3], 1 + ((t + k) % 6), [2.5, 4, 10][(t + k) % 3], Math.round((3 + ((t * 13 + k * 29) % 90)) * 100) / 100]);
  }
  return out;
}

const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

/** Each key's total of one field. */
function totals(rows: Line[], field: 2 | 4, keep: (row: Line) => boolean = () => true): number[] {
  const sums = new Map<number, number>();
  for (const row of rows.filter(keep)) sums.set(row[0], (sums.get(row[0]) ?? 0) + row[field]);
  return [...sums.values()];
}

/** The first number of the answer's sentence after "is". */
function figure(answer: string): number {
  const match = /\bis \*\*([\d,.-]+)\*\*/.exec(answer);
  assert.ok(match, answer.slice(0, 300));
  return Number(match[1].replace(/,/g, ''));
}

describe('analyst: orders made of several lines', function () {
  this.timeout(120_000);
  let till: AnalystBench;
  let single: AnalystBench;
  let doubled: AnalystBench;
  const rows = lines();

  before(async () => {
    till = await AnalystBench.create();
    await till.loadRows('till_rolls', ['Txn No', 'Shop', 'Units', 'Unit Price', 'Net Amount'], rows);
    // One row per invoice: the rows are the orders.
    single = await AnalystBench.create();
    await single.loadRows('invoices', ['invoice_id', 'city', 'total_due'], Array.from({ length: 50 }, (_, i): Cell[] => [`I${i}`, i % 2 ? 'Oslo' : 'Bergen', 10 + i]));
    // One invoice written twice, identically: a duplicate row, not a second line.
    doubled = await AnalystBench.create();
    await doubled.loadRows('invoices', ['invoice_id', 'city', 'total_due'], [...Array.from({ length: 50 }, (_, i): Cell[] => [`I${i}`, i % 2 ? 'Oslo' : 'Bergen', 10 + i]), ['I7', 'Oslo', 17]]);
  });

  it('averages each transaction’s total, not its lines', async () => {
    const run = await till.ask('what is the average transaction value?');
    assertAnswered(run, 'average transaction value');
    assert.match(run.answer, /per Txn No/);
    assert.ok(Math.abs(figure(run.answer) - mean(totals(rows, 4))) < 0.01, run.answer.slice(0, 300));
    const units = await till.ask('average units per transaction');
    assert.ok(Math.abs(figure(units.answer) - mean(totals(rows, 2))) < 0.01, units.answer.slice(0, 300));
    // A filter keeps the lines first, then totals each transaction.
    const ely = await till.ask('average net amount per transaction in Ely');
    assert.ok(Math.abs(figure(ely.answer) - mean(totals(rows, 4, (row) => row[1] === 'Ely'))) < 0.01, ely.answer.slice(0, 300));
  });

  it('counts transactions as distinct keys, in groups too', async () => {
    const run = await till.ask('how many transactions are there');
    assertAnswered(run, 'how many transactions');
    assert.match(run.answer, /\b120\b/);
    assert.doesNotMatch(run.answer, /number of rows/);
    const byShop = await till.ask('which shop had the most transactions?');
    assertAnswered(byShop, 'most transactions');
    const top = parseCsv(byShop.csv ?? '')[0];
    assert.equal(Object.values(top ?? {})[1], '40');
  });

  it('never adds up a per-line level, nor answers an order total by group it does not compute', async () => {
    assertRefused(await till.ask('average unit price per transaction'), 'unit price is a level');
    assertRefused(await till.ask('average transaction value by shop'), 'by group');
  });

  it('keeps the rows as orders when the key never repeats, or repeats only on a duplicate row', async () => {
    for (const bench of [single, doubled]) {
      const run = await bench.ask('average invoice total_due');
      assertAnswered(run, 'rows are invoices');
      assert.doesNotMatch(run.answer, /per invoice_id/);
    }
    const count = await doubled.ask('how many invoices are there');
    // Fifty invoices, whether counted as rows of distinct keys or refused; never the 51 rows.
    if (/^Computed/.test(count.answer)) assert.match(count.answer, /\*\*50\*\*/);
  });
});
