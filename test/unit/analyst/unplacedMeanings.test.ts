/**
 * Questions the analyst would otherwise answer as something else. "By month of the year" is a
 * cycle (every January together): it is computed as one, checked against figures summed here
 * from the file; a cycle it does not compute (the quarter of the year, the day of the month) is
 * refused, and so is growth across a cycle. "Most expensive" asks for a price or cost, so an
 * answer that computes none (a count of rows) is refused.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../../src/common/csv';
import { AnalystBench, FIXTURES } from './harness';

/** Revenue per month number (1-12) over every year of the sample file, summed here in JS. */
function revenueByMonthOfYear(): Map<number, number> {
  const [header, ...rows] = parseCsv(fs.readFileSync(path.join(FIXTURES, 'sales.csv'), 'utf8'));
  const [date, revenue] = [header.indexOf('order_date'), header.indexOf('revenue')];
  const sums = new Map<number, number>();
  for (const row of rows) {
    if (!row[date] || row[revenue] === '' || row[revenue] === undefined) continue;
    const month = Number(row[date].slice(5, 7));
    sums.set(month, (sums.get(month) ?? 0) + Number(row[revenue]));
  }
  return sums;
}

describe('analyst: cycles such as the month of the year', function () {
  this.timeout(120_000);

  it('answers the month of the year as a cycle, refuses the cycles it does not compute, and answers the day of the week', async () => {
    const bench = await AnalystBench.create();
    await bench.loadCsv('sales', 'sales.csv');
    const expected = revenueByMonthOfYear();
    for (const question of ['total revenue by month of the year', 'revenue by month of year']) {
      const run = await bench.ask(question);
      assert.match(run.answer, /^Computed the total revenue per month of the year of order\\?_date \(each month taken together across the years\)/m, `${question}: ${run.answer.slice(0, 300)}`);
      const [header, ...rows] = parseCsv(run.csv ?? '');
      assert.deepEqual(header, ['period', 'total_revenue']);
      assert.deepEqual(rows.map((row) => row[0]), ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].filter((_, i) => expected.has(i + 1)));
      for (const [i, row] of rows.entries()) {
        const month = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].indexOf(row[0]) + 1;
        assert.ok(Math.abs(Number(row[1]) - expected.get(month)!) < 0.01, `${row[0]}: ${row[1]} vs ${expected.get(month)} (row ${i})`);
      }
    }
    // Its follow-up names the cycle in words, and asking it ranks the months of the year.
    const cycle = await bench.ask('total revenue by month of the year');
    assert.ok(cycle.questions?.includes('Which month of the year had the highest total revenue?'), JSON.stringify(cycle.questions));
    const best = await bench.ask('Which month of the year had the highest total revenue?');
    const march = expected.get(3)!;
    assert.ok([...expected.values()].every((sum) => sum <= march), 'March has the highest total in the file');
    assert.match(best.answer, /\*\*March\*\* is the month of the year with the highest total revenue/, best.answer.slice(0, 300));
    for (const question of ['revenue by quarter of the year', 'units by day of the month', 'revenue growth by month of the year']) {
      const run = await bench.ask(question);
      assert.match(run.answer, /I can.t answer/, `${question}: ${run.answer.slice(0, 300)}`);
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
