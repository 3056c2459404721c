/**
 * A barber's book of my own (no probe's data): each visit has a `Price`, a `Tip` (blank when none),
 * how it was paid and a date. Revenue is the prices (a tip is the barber's, never the shop's
 * revenue); "takings" could count the tips too, so it is asked. "busiest day" could be a date or a
 * day of the week, so it is asked; a share of the decisions said as a percent is never the spread
 * of the one value kept.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, parseCsv } from './harness';

const BARBERS = ['Sol', 'Rae', 'Ivo'];
const visits = Array.from({ length: 70 }, (_, i) => ({ ref: `V${300 + i}`, date: `2024-0${4 + (i % 3)}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`, barber: BARBERS[i % 3], price: 14 + (i % 4) * 3, tip: i % 3 === 0 ? 2 + (i % 2) : null, paid: i % 2 ? 'Card' : 'Cash', outcome: i % 9 === 0 ? 'Refused' : 'Done' }));

describe('analyst: a barber’s prices and tips', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_barber', ['Visit Ref', 'Date', 'Barber', 'Price', 'Tip', 'Paid By', 'Outcome'], visits.map((v): Cell[] => [v.ref, v.date, v.barber, `£${v.price}.00`, v.tip === null ? '' : `£${v.tip}.00`, v.paid, v.outcome]), 'barber_visits.csv');
  });

  it('adds up the prices for revenue, never the tips', async () => {
    const run = await bench.ask('revenue by barber');
    answered(run, 'revenue by barber');
    assert.match(run.answer, /total Price by Barber/);
    assert.deepEqual(new Map(parseCsv(run.csv ?? '').map((row) => [row.Barber, Number(Object.values(row)[1])])), new Map(BARBERS.map((barber) => [barber, visits.filter((v) => v.barber === barber).reduce((sum, v) => sum + v.price, 0)])));
  });

  it('asks whether takings count the tips, and which day is the busiest', async () => {
    refused(await bench.ask('total takings'), 'total takings');
    const busiest = await bench.ask('busiest day');
    refused(busiest, 'busiest day');
    assert.match(busiest.answer, /day of the week/);
    answered(await bench.ask('busiest day of the week'), 'busiest day of the week');
    // A past verb asks about one day that was.
    answered(await bench.ask('which day had the most visits'), 'which day had the most visits');
  });

  it('asks whether a blank tip is none or not known for the average tip', async () => {
    const run = await bench.ask('average tip');
    refused(run, 'average tip');
    assert.match(run.answer, /`Tip` is blank/);
  });

  it('never answers a percent of the decisions with the spread of the one value kept', async () => {
    const run = await bench.ask('what % of outcomes were refusals');
    assert.doesNotMatch(run.answer, /\(100%\)/, run.answer.slice(0, 300));
  });
});
