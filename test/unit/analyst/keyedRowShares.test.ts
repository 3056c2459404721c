/**
 * "pct of trips cancelled by line" where the trips are counted by their own key (`Trip ID`, one
 * row each): within each line, or each line's part of all cancelled trips; asked, as a share of
 * rows by a group is, never answered as the part of the whole.
 */
import { AnalystBench, assertRefused, type Cell } from './harness';

describe('analyst: a share by group of rows counted by their key', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 40 }, (_, i) => [`TR-${1000 + i}`, `2025-02-${String(1 + (i % 28)).padStart(2, '0')}`, ['North', 'Harbour', 'Uplands'][i % 3], i % 5 === 0 || i % 7 === 0 ? 'Cancelled' : 'Ran', i % 5 === 0 || i % 7 === 0 ? null : 20 + (i % 9)]);
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('asks which share is meant', async () => {
    const tables = await bench.ingestRows('t_trips', ['Trip ID', 'Trip Date', 'Line', 'Status', 'Visitors'], rows, 'trips.csv');
    assertRefused(await bench.ask('pct of trips cancelled by line', { tables }), 'pct of trips cancelled by line');
  });
});
