/**
 * "avg completion" beside a `Completed %` column: the noun of the share completed names it. It was
 * refused as naming no column to average.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, parseCsv, type Cell } from './harness';

describe('analyst: completion names a column of the share completed', function () {
  this.timeout(120_000);
  it('averages Completed % by device for "lowest avg completion"', async () => {
    const bench = await AnalystBench.create();
    const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [`S${i}`, ['TV', 'Mobile', 'Tablet'][i % 3], `${[80, 40, 60][i % 3] + (i % 5)}%`]);
    await bench.ingestRows('v', ['Session ID', 'Device', 'Completed %'], rows, 'sessions.csv');
    const run = await bench.ask('which device has the lowest avg completion');
    assertAnswered(run, 'avg completion');
    assert.equal(parseCsv(run.csv ?? '')[0].Device, 'Mobile', run.answer.slice(0, 300));
  });
});
