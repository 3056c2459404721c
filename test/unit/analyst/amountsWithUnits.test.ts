/**
 * A builders' merchant's deliveries of my own (no probe's data): `Bag Size (kg)` is typed "25" on
 * some rows and "25 kilo" on others. A filter on the amount keeps both spellings; a breakdown by the
 * column would split one size in two, so it asks.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure, near } from './harness';

const deliveries = Array.from({ length: 40 }, (_, i) => ({ ref: `BM${i}`, size: ['25', '25 kilo', '10', '10 kilo', '25'][i % 5], price: 6 + (i % 7) }));
const twentyFive = deliveries.filter((d) => d.size.startsWith('25'));

describe('analyst: an amount written with and without its unit', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_bags', ['Delivery Ref', 'Bag Size (kg)', 'Price'], deliveries.map((d): Cell[] => [d.ref, d.size, d.price]), 'merchant_deliveries.csv');
  });

  it('keeps both spellings in a filter', async () => {
    const run = await bench.ask('average price of a 25 kilo bag');
    answered(run, 'average price of a 25 kilo bag');
    assert.ok(near(firstFigure(run), twentyFive.reduce((sum, d) => sum + d.price, 0) / twentyFive.length), run.answer.slice(0, 300));
  });

  it('never joins values that only begin with the same number', async () => {
    const tickets = await AnalystBench.create();
    await tickets.ingestRows('t_tickets', ['Ticket No', 'Ticket Type', 'Route', 'Price'], Array.from({ length: 20 }, (_, i): Cell[] => [`T${i}`, ['1 adult', '1 child', '2 adult', '2 child'][i % 4], ['12', '12X'][i % 2], 5 + (i % 4)]), 'tickets.csv');
    answered(await tickets.ask('average price by ticket type'), 'average price by ticket type');
    // "12X" is a route of its own beside route 12, never 12 with a unit.
    answered(await tickets.ask('average price by route'), 'average price by route');
  });

  it('asks before splitting a breakdown', async () => {
    const run = await bench.ask('deliveries by bag size');
    refused(run, 'deliveries by bag size');
    assert.match(run.answer, /writes one value two ways/, run.answer.slice(0, 300));
  });
});
