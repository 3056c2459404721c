/**
 * "which area has the most rubble", "which month do we brew the most lager": beside a column of
 * weight or volume, the largest amount of it or the most rows of it. Examiners split on it (weight
 * for rubble, batches for lager): asked. It was answered by counting the rows.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

describe('analyst: the most of a stuff', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let tip: AnalystTable[];
  let tanks: AnalystTable[];
  // Area B has the most rubble visits, area C the most rubble by weight and by volume.
  const visits: Cell[][] = Array.from({ length: 90 }, (_, i) => [`V${i}`, ['A', 'B', 'B', 'C'][i % 4], ['Rubble', 'Glass', 'Rubble'][i % 3], ['A', 'B', 'B', 'C'][i % 4] === 'C' ? 500 + i : 20 + (i % 5)]);
  before(async () => {
    bench = await AnalystBench.create();
    tip = await bench.ingestRows('r', ['Visit ID', 'Area', 'Material', 'Net Weight (kg)'], visits, 'dropoffs.csv');
    tanks = await bench.ingestRows('t', ['Fill ID', 'Depot', 'Product', 'Volume (L)'], visits, 'fills.csv');
  });

  it('asks whether "the most rubble" is its volume or its rows', async () => {
    const run = await bench.ask('which depot has the most rubble', { tables: tanks });
    assertRefused(run, 'the most rubble');
    assert.match(run.answer, /Volume \(L\)[^\n]*number of rows/);
  });

  it('asks when the one amount is a weight read as a level, and still counts "the fewest glass visits"', async () => {
    assertRefused(await bench.ask('which area has the most rubble', { tables: tip }), 'the most rubble by weight or visits');
    const glass = await bench.ask('which area had the fewest glass visits', { tables: tip });
    assertAnswered(glass, 'fewest glass visits');
  });
});
