/**
 * "the fastest hike" where each hike has a distance and a time written "1:30:00": fastest is the
 * highest speed, not the least time, unless the distances are the same; it is asked. It was
 * answered with the shortest time. A time the question names ("fastest moving time") is ranked.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused } from './harness';

describe('analyst: fastest as a speed or a time', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let hikes: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    [hikes] = await bench.ingestRows('hikes', ['Hike', 'Trail', 'Distance km', 'Moving Time'], [['H1', 'Ridge', 12.5, '2:10:00'], ['H2', 'Lake', 8, '1:30:00'], ['H3', 'Peak', 20, '3:50:00'], ['H4', 'Creek', 5, '0:40:00']], 'hikes.csv');
  });

  it('asks whether the least time or the highest speed is meant', async () => {
    const run = await bench.ask('fastest hike', { tables: [hikes] });
    assertRefused(run, 'fastest hike');
    assert.match(run.answer, /Distance km \/ Moving Time/, run.answer.slice(0, 300));
  });

  it('ranks by a time the question names', async () => {
    const run = await bench.ask('hike with the fastest moving time', { tables: [hikes] });
    assert.match(run.answer, /^Computed the rows ordered by Moving Time, lowest first/, run.answer.slice(0, 300));
  });
});
