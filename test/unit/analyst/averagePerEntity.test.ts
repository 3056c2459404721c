/**
 * "average spend per customer" is one figure: each customer's total, averaged. The same words
 * around a level ("average rating per customer"), after "by", or with a ranking ("which customer
 * has the highest average rating") ask for each customer's own average: a total of ratings per
 * customer, averaged, had answered "which course has the highest average grade" with 3,318.
 * Data generated here, expected figures computed here in JS.
 */
import assert from 'node:assert/strict';
import { AnalystBench, type Cell } from './harness';

/** A tea shop's loyalty purchases: nine customers buying several times, a rating for each visit. */
function purchaseRows(): Cell[][] {
  return Array.from({ length: 72 }, (_, i) => {
    const customer = `K${100 + ((i * 5) % 9)}`;
    return [`P${2000 + i}`, customer, ['Leith', 'Stockbridge'][i % 2], 3 + ((i * 7) % 19), 1 + ((i * 3 + Number(customer.slice(1)) + (i % 4 === 0 ? 1 : 0)) % 5)];
  });
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe('analyst: an average per entity or by entity', function () {
  this.timeout(120_000);
  const rows = purchaseRows();
  const customers = [...new Set(rows.map((row) => String(row[1])))];
  const of = (customer: string, at: number): number[] => rows.filter((row) => row[1] === customer).map((row) => Number(row[at]));
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('purchases', ['Purchase ID', 'Customer ID', 'Branch', 'Spend', 'Rating'], rows, 'loyalty.csv');
  });

  it('gives one figure for "average spend per customer": the totals averaged', async () => {
    const expected = sum(customers.map((c) => sum(of(c, 3)))) / customers.length;
    const run = await bench.ask('average spend per customer');
    assert.match(run.answer.split('\n')[0], /average Spend per Customer ID/, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(expected.toFixed(2).replace(/\.?0+$/, '').replace('.', '\\.')), run.answer.slice(0, 400));
  });

  it('ranks the customers by their own average rating', async () => {
    const averages = customers.map((c) => ({ c, avg: sum(of(c, 4)) / of(c, 4).length })).sort((a, b) => b.avg - a.avg);
    assert.ok(averages[0].avg > averages[1].avg, 'no tie at the top');
    const run = await bench.ask('which customer has the highest average rating');
    assert.match(run.answer.split('\n')[0], /average Rating by Customer ID/, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`${averages[0].c}[^\\n]*${averages[0].avg.toFixed(2).replace(/\.?0+$/, '').replace('.', '\\.')}`), run.answer.slice(0, 400));
  });

  for (const question of ['average rating per customer', 'average spend by customer', 'what is the average spend for each customer']) {
    it(`gives each customer's own average for “${question}”, never a total averaged`, async () => {
      const run = await bench.ask(question);
      assert.match(run.answer.split('\n')[0], /by Customer ID/, run.answer.slice(0, 300));
      assert.doesNotMatch(run.answer, /averaged\. The average/, run.answer.slice(0, 300));
    });
  }
});
