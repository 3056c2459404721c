/**
 * "Which day" on a table with a `Date` and a weekday column `Day`: one calendar date and one day
 * of the week give different answers, so the analyst asks, unless the question says "day of the
 * week" (the weekday) or "date", or looks inside a month (a calendar day). A bike repair shop's
 * jobs, generated here.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe('analyst: which day, a date or a weekday', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let shop: AnalystTable;
  // Saturdays are busy overall; one Tuesday (the 2nd of April) is the busiest single date.
  const jobs: Array<[string, string, string, number]> = [];
  for (let d = 1; d <= 60; d++) {
    const date = new Date(Date.UTC(2024, 2, d));
    const weekday = date.getUTCDay();
    const n = d === 33 ? 9 : weekday === 6 ? 4 : 1 + (d % 3);
    for (let k = 0; k < n; k++) jobs.push([`J${jobs.length + 1}`, date.toISOString().slice(0, 10), NAMES[weekday], 20 + ((d * 7 + k * 13) % 90)]);
  }
  before(async () => {
    bench = await AnalystBench.create();
    shop = await bench.loadRows('shop', ['Job', 'Date', 'Day', 'Price'], jobs, 'bike_repairs.csv');
  });
  const count = (key: (job: [string, string, string, number]) => string, rows = jobs): Array<[string, number]> => {
    const out = new Map<string, number>();
    for (const job of rows) out.set(key(job), (out.get(key(job)) ?? 0) + 1);
    return [...out].sort((a, b) => b[1] - a[1]);
  };

  it('asks when "which day" could be a date or a weekday', async () => {
    assert.notEqual(count((job) => job[1])[0][1], count((job) => job[2])[0][1]);
    const run = await bench.ask('which day had the most jobs', { tables: [shop] });
    assert.match(run.answer, /^I can’t answer.*calendar day of `Date` or one day of the week \(`Day`\)/);
  });

  it('takes the weekday when the question says "day of the week"', async () => {
    const [top, n] = count((job) => job[2])[0];
    const run = await bench.ask('which day of the week had the most jobs', { tables: [shop] });
    assert.match(run.answer, /^Computed/, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`${LONG[NAMES.indexOf(top)]}\\*\\* is the weekday`));
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0])[1]), n);
  });

  it('takes the calendar date inside a month, or when the question says "date"', async () => {
    const april = jobs.filter((job) => job[1].startsWith('2024-04'));
    const [top, n] = count((job) => job[1], april)[0];
    const run = await bench.ask('which day in april had the most jobs', { tables: [shop] });
    assert.match(run.answer, /^Computed/, run.answer.slice(0, 300));
    const row = parseCsv(run.csv ?? '')[0];
    assert.match(Object.values(row)[0], new RegExp(`^${top}`));
    assert.equal(Number(Object.values(row)[1]), n);
  });
});
