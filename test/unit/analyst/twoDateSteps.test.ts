/**
 * Two files of my own (no probe's data) with two dates. A garden centre's deliveries, `Ordered`
 * and `Delivered` (blank on failed runs): "deliveries per month" are dated when delivered, "orders
 * per month" when ordered. A tree surgeon's jobs, `Quote Date` and a `Work Date` written "TBC" until
 * the work is booked: the TBC is a date not yet known, so "invoiced by month" could be by either
 * date and is asked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, parseCsv } from './harness';

const day = (month: number, d: number): string => `2024-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const deliveries = Array.from({ length: 60 }, (_, i) => ({ ref: `D${i}`, ordered: day(3 + (i % 3), 20 + (i % 8)), delivered: i % 7 === 3 ? '' : day(4 + (i % 3), 2 + (i % 9)) }));
const jobs = Array.from({ length: 40 }, (_, i) => ({ no: `T${i}`, quoted: day(2 + (i % 4), 1 + (i % 20)), work: i % 5 === 0 ? 'TBC' : day(4 + (i % 4), 3 + (i % 20)), invoiced: i % 5 === 0 ? '' : `£${300 + i * 10}.00` }));

describe('analyst: two dates, one for a later step', function () {
  this.timeout(120_000);

  it('dates deliveries when delivered and orders when ordered', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_deliveries', ['Delivery Ref', 'Ordered', 'Delivered'], deliveries.map((d): Cell[] => [d.ref, d.ordered, d.delivered]), 'garden_deliveries.csv');
    const delivered = await bench.ask('deliveries per month');
    answered(delivered, 'deliveries per month');
    assert.match(delivered.answer, /per month of Delivered/);
    const perMonth = (key: (d: (typeof deliveries)[number]) => string) => {
      const counts = new Map<string, number>();
      for (const d of deliveries) if (key(d)) counts.set(key(d).slice(0, 7), (counts.get(key(d).slice(0, 7)) ?? 0) + 1);
      return counts;
    };
    const shown = new Map(parseCsv(delivered.csv ?? '').map((row) => [String(Object.values(row)[0]).slice(0, 7), Number(Object.values(row)[1])]));
    assert.deepEqual(shown, perMonth((d) => d.delivered));
    const ordered = await bench.ask('orders per month');
    answered(ordered, 'orders per month');
    assert.match(ordered.answer, /per month of Ordered/);
  });

  it('asks which date a money total by month is about when a later date is TBC on some rows', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_trees', ['Job No', 'Quote Date', 'Work Date', 'Invoiced £'], jobs.map((j): Cell[] => [j.no, j.quoted, j.work, j.invoiced]), 'tree_jobs.csv');
    const run = await bench.ask('invoiced by month');
    refused(run, 'invoiced by month');
    assert.match(run.answer, /`Quote Date` and `Work Date`/, run.answer.slice(0, 300));
  });
});
