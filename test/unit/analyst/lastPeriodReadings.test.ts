/**
 * A catering firm's orders of my own (no probe's data), the latest on 17 October 2024. "last month"
 * could be September (the calendar month before October) or the month counted back to 18 September,
 * which keep different rows: it asks, naming both ways to say it. A number of periods ("last 3
 * months") counts back; so does "last month" when the data ends on a month's last day.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure } from './harness';

const day = (i: number): string => new Date(Date.UTC(2024, 5, 1) + i * 3 * 86_400_000).toISOString().slice(0, 10);
const orders = Array.from({ length: 47 }, (_, i) => ({ ref: `CO${i}`, date: day(i) }));

describe('analyst: last month, the calendar one or counted back', function () {
  this.timeout(120_000);

  it('asks when the data ends within a month', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_orders', ['Order Ref', 'Event Date'], orders.map((o): Cell[] => [o.ref, o.date]), 'catering_orders.csv');
    const run = await bench.ask('how many orders last month');
    refused(run, 'how many orders last month');
    assert.match(run.answer, /september 2024/, run.answer.slice(0, 400));
    const counted = await bench.ask('how many orders in the last 3 months');
    answered(counted, 'how many orders in the last 3 months');
  });

  it('counts back over the last month of data that ends on its last day', async () => {
    const bench = await AnalystBench.create();
    const ending = [...orders.filter((o) => o.date < '2024-10-01'), { ref: 'CO-end', date: '2024-09-30' }];
    await bench.ingestRows('t_orders', ['Order Ref', 'Event Date'], ending.map((o): Cell[] => [o.ref, o.date]), 'catering_orders.csv');
    const run = await bench.ask('how many orders last month');
    answered(run, 'how many orders last month');
    assert.equal(firstFigure(run), ending.filter((o) => o.date.startsWith('2024-09')).length, run.answer.slice(0, 300));
  });
});
