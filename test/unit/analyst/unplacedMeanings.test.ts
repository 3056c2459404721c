/**
 * Questions the analyst would otherwise answer as something else, so it refuses them. "By month
 * of the year" is a cycle (every January together), while the analyst computes calendar periods
 * in order; the day of the week, which it does compute as a cycle, still answers. "Most expensive"
 * asks for a price or cost, so an answer that computes none (a count of rows) is refused.
 */
import assert from 'node:assert/strict';
import { AnalystBench } from './harness';

describe('analyst: cycles such as the month of the year', function () {
  this.timeout(120_000);

  it('refuses a month, quarter or day of the year or month, and answers the day of the week', async () => {
    const bench = await AnalystBench.create();
    await bench.loadCsv('sales', 'sales.csv');
    for (const question of ['average revenue by month of year', 'total revenue by month of the year', 'revenue by quarter of the year', 'units by day of the month']) {
      const run = await bench.ask(question);
      assert.match(run.answer, /I can.t answer/, `${question}: ${run.answer.slice(0, 300)}`);
      assert.match(run.answer, /cycle/, question);
      assert.equal(run.csv, undefined, question);
    }
    const weekday = await bench.ask('total revenue by day of the week');
    assert.match(weekday.answer, /^Computed/m, weekday.answer.slice(0, 300));
    const monthly = await bench.ask('total revenue by month');
    assert.match(monthly.answer, /^Computed/m, monthly.answer.slice(0, 300));
  });

  it('refuses "most expensive" or "cheapest" when the answer would not compute a price or cost', async () => {
    const bench = await AnalystBench.create();
    await bench.loadCsv('sales', 'sales.csv');
    for (const question of ['most expensive product', 'what is the cheapest category?', 'priciest region']) {
      const run = await bench.ask(question);
      assert.match(run.answer, /I can.t answer/, `${question}: ${run.answer.slice(0, 300)}`);
      assert.equal(run.csv, undefined, question);
    }
    const priced = await bench.ask('which product has the highest unit price');
    assert.match(priced.answer, /^Computed/m, priced.answer.slice(0, 300));
  });
});
