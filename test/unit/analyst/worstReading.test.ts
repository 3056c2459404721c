/**
 * "which hive had the worst mite reading": one reading is one row's figure, so the answer is the
 * row with the extreme value and its hive (it was the hive with the lowest total); mites are worse
 * when high. "worst" of a measure whose better side no word tells is asked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

describe('analyst: the worst reading', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  // H-2 has the one highest reading; H-1 the highest total of readings.
  const rows: Cell[][] = Array.from({ length: 60 }, (_, i) => [`I${i}`, `H-${i % 4}`, i === 22 ? 30 : i % 4 === 1 ? 9 : 1 + (i % 3), 1 + (i % 5)]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('h', ['Inspection', 'Hive', 'Varroa Drop (mites/day)', 'Turbidity'], rows, 'hive_inspections.csv');
  });

  it('answers the row with the highest mite reading', async () => {
    const run = await bench.ask('which hive had the worst mite reading');
    assertAnswered(run, 'worst mite reading');
    assert.match(run.answer, /Hive H-2[^\n]*30/, run.answer.slice(0, 400));
  });

  it('asks which end is worse for a measure of unknown sense', async () => {
    assertRefused(await bench.ask('which hive has the worst turbidity'), 'worst turbidity');
  });
});
