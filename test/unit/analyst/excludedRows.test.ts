/**
 * A rate of a flag beside a flag marking rows that could not have it reads two ways. On a
 * generated school canteen's meal orders (`Collected` Y/N, `Voided` true/false; a voided order is
 * never collected): "collection rate" is asked, offering the rate over every order and over the
 * orders not voided; "collection rate excluding voided" and "collection rate of all orders"
 * answer, each with its own figure computed here in plain JavaScript.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

/** 120 orders: one in nine voided, and of the rest about four in five collected. */
const orders = Array.from({ length: 120 }, (_, i) => {
  const voided = i % 9 === 4;
  return { id: `M${5000 + i}`, meal: ['Pasta', 'Curry', 'Salad'][i % 3], voided, collected: !voided && (i * 7) % 10 < 8 };
});

describe('analyst: a rate beside a flag of rows that could not have it is asked', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('canteen_orders', ['Order ID', 'Meal', 'Collected', 'Voided'], orders.map((o): Cell[] => [o.id, o.meal, o.collected ? 'Y' : 'N', o.voided ? 'true' : 'false']), 'canteen_orders.csv');
  });

  const percent = (csv: string | undefined): number => Number(parseCsv(csv ?? '')[0]?.percent);
  const collected = orders.filter((o) => o.collected).length;

  it('asks whether "collection rate" is over every order or over the orders not voided', async () => {
    const run = await bench.ask('collection rate');
    assertRefused(run, 'collection rate');
    assert.match(run.answer, /Voided/);
  });

  it('answers over the orders not voided when the question excludes them', async () => {
    const run = await bench.ask('collection rate excluding voided');
    assertAnswered(run, 'excluding voided');
    assert.ok(Math.abs(percent(run.csv) - (100 * collected) / orders.filter((o) => !o.voided).length) < 1e-6, run.csv);
  });

  it('answers over every order when the question says all orders', async () => {
    const run = await bench.ask('collection rate of all orders');
    assertAnswered(run, 'of all orders');
    assert.ok(Math.abs(percent(run.csv) - (100 * collected) / orders.length) < 1e-6, run.csv);
  });
});
