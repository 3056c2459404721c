/**
 * A reading in degrees ("Gravity (°Plato)", "Slope (°)") is a level: "which tank has the highest
 * gravity" compares averages and says so, never totals that grow with the number of readings.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered } from './harness';

describe('analyst: a column in degrees is a level, averaged', function () {
  this.timeout(120_000);

  it('ranks tanks by their average gravity', async () => {
    const bench = await AnalystBench.create();
    // Tank A: three readings of 10 (total 30, average 10); tank B: one of 15.
    const tanks = await bench.loadRows('brews', ['Reading', 'Read On', 'Tank', 'Gravity (°Plato)'], [
      ['R1', '2024-01-02', 'A', 10],
      ['R2', '2024-01-03', 'A', 10],
      ['R3', '2024-01-04', 'A', 10],
      ['R4', '2024-01-05', 'B', 15],
    ], 'brewhouse.csv');
    const run = await bench.ask('which tank has the highest gravity', { tables: [tanks] });
    assertAnswered(run, 'highest gravity');
    assert.match(run.answer.split('\n')[0], /average Gravity/, run.answer.slice(0, 300));
    assert.match(run.csv ?? '', /^B,15/m);
  });
});
