/**
 * "Which bus carried the most riders": "carried" is the verb of the count of things named beside
 * it (`Riders`, `Bikes`), summed per group. With no such count named ("which bus carried the
 * most") the verb says nothing about what to add up, and the question is still refused.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertRefused, type Cell } from './harness';

describe('analyst: a verb of carrying beside a count of things', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const buses = ['Bluebird', 'Kestrel', 'Heron'];
  const riders = Array.from({ length: 30 }, (_, i) => 10 + ((i * 7) % 40));
  const bikes = Array.from({ length: 30 }, (_, i) => (i * 3) % 5);
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = () => bench.ingestRows('t_bus', ['Trip', 'Bus', 'Riders', 'Bikes', 'Fare Income'],
    riders.map((n, i): Cell[] => [`R${i}`, buses[i % 3], n, bikes[i], n * 2]), 'bus_trips.csv');
  const best = (counts: number[]): string => {
    const totals = buses.map((_, b) => counts.filter((_, i) => i % 3 === b).reduce((a, c) => a + c, 0));
    return buses[totals.indexOf(Math.max(...totals))];
  };

  it('sums the count named after the verb: "which bus carried the most riders"', async () => {
    const tables = await load();
    const run = await bench.ask('which bus carried the most riders', { tables });
    assert.match(run.answer, /total Riders/, run.answer.slice(0, 300));
    assert.ok(run.answer.includes(best(riders)), run.answer.slice(0, 300));
  });

  it('reads another count the same way: "which bus carried the most bikes"', async () => {
    const tables = await load();
    const run = await bench.ask('which bus carried the most bikes', { tables });
    assert.match(run.answer, /total Bikes/, run.answer.slice(0, 300));
    assert.ok(run.answer.includes(best(bikes)), run.answer.slice(0, 300));
  });

  it('refuses the verb with no count named: "which bus carried the most"', async () => {
    const tables = await load();
    assertRefused(await bench.ask('which bus carried the most', { tables }), 'which bus carried the most');
  });
});
