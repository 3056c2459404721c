/**
 * A kitchen fitter's orders of my own (no probe's data): `Lead Time` written "10 days" or "2 weeks"
 * (read in days) and `Booked Ahead` written "6 wks" (read in weeks). Averages and bounds are in the
 * column's unit, or in the one asked ("in weeks", "over 14 days"); the SQL and pandas shown agree.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnalystBench, shownPandasNumbers, assertAnswered as answered, firstFigure, near } from './harness';

const orders = Array.from({ length: 30 }, (_, i) => ({
  ref: `K-${200 + i}`,
  date: `2024-0${1 + (i % 6)}-1${i % 10}`,
  range: ['Oak', 'Gloss White', 'Shaker'][i % 3],
  leadDays: i % 4 === 0 ? 7 * (1 + (i % 3)) : 5 + (i % 9),
  aheadWeeks: 2 + (i % 7),
}));
const leadText = (days: number, i: number): string => (i % 4 === 0 ? `${days / 7} weeks` : `${days} days`);
const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('analyst: lengths of time written in days and weeks', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-weeks-'));
  const file = path.join(dir, 'kitchen_orders.csv');
  let bench: AnalystBench;
  before(async () => {
    writeFileSync(file, `Order Ref,Ordered,Range,Lead Time,Booked Ahead\n${orders.map((o, i) => `${o.ref},${o.date},${o.range},${leadText(o.leadDays, i)},${o.aheadWeeks} wks`).join('\n')}\n`);
    bench = await AnalystBench.create();
    await bench.ingest(file, 't_kitchen', dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('averages a column of days and weeks in days, and the pandas shown agrees', async () => {
    const run = await bench.ask('average lead time');
    answered(run, 'average lead time');
    assert.match(run.answer, /Lead Time in days/);
    const expected = mean(orders.map((o) => o.leadDays));
    assert.ok(near(firstFigure(run), expected), run.answer.slice(0, 300));
    const printed = shownPandasNumbers(run, dir);
    if (printed) assert.ok(printed.some((value) => Math.abs(value - expected) < 0.01), printed.join(' '));
  });

  it('reads weeks said in the question as the column unit, or converts them', async () => {
    const ahead = await bench.ask('avg weeks booked ahead');
    answered(ahead, 'avg weeks booked ahead');
    assert.ok(near(firstFigure(ahead), mean(orders.map((o) => o.aheadWeeks))), ahead.answer.slice(0, 300));
    const inWeeks = await bench.ask('average lead time in weeks');
    answered(inWeeks, 'average lead time in weeks');
    assert.ok(Math.abs(firstFigure(inWeeks) - mean(orders.map((o) => o.leadDays)) / 7) < 0.01, inWeeks.answer.slice(0, 300));
  });

  it('bounds a column of weeks by days and a column of days by weeks', async () => {
    const days = await bench.ask('orders booked ahead over 14 days');
    answered(days, 'orders booked ahead over 14 days');
    assert.equal(firstFigure(days), orders.filter((o) => o.aheadWeeks > 2).length, days.answer.slice(0, 300));
    const weeks = await bench.ask('orders with a lead time over 2 weeks');
    answered(weeks, 'orders with a lead time over 2 weeks');
    assert.equal(firstFigure(weeks), orders.filter((o) => o.leadDays > 14).length, weeks.answer.slice(0, 300));
  });

  it('still reads the last 2 weeks as a period of the dates', async () => {
    const run = await bench.ask('how many orders in the last 2 weeks');
    answered(run, 'how many orders in the last 2 weeks');
    assert.match(run.answer, /Ordered from 2024-06-06 to 2024-06-19/, run.answer.slice(0, 300));
  });
});
