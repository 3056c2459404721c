/**
 * "Which depot has the slowest avg handling time": "slowest" said of a length of time the question
 * names ranks the groups by that time (the slowest took the most), never a change between years.
 * It was answered as the growth of the handling time from the first year to the last.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, parseCsv } from './harness';

describe('analyst: fastest and slowest of a named length of time', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let moves: AnalystTable;
  const depots = ['East', 'West', 'North'];
  // East is slowest on average, North fastest; from 2023 to 2024 West grows most and North least.
  const minutes = (depot: number, year: number): number => [30, 20, 10][depot] + (year === 2024 ? [0, 4, -4][depot] : 0);

  before(async () => {
    bench = await AnalystBench.create();
    const rows = Array.from({ length: 24 }, (_, i) => {
      const depot = i % 3;
      const year = i < 12 ? 2023 : 2024;
      return [`M${i}`, `${year}-0${1 + (i % 6)}-10`, depots[depot], minutes(depot, year)];
    });
    moves = await bench.loadRows('moves', ['Move ID', 'Move Date', 'Depot', 'Handling Time (min)'], rows);
  });

  it('ranks groups by the average time, most time first, for "slowest avg … time"', async () => {
    const run = await bench.ask('which depot has the slowest avg handling time', { tables: [moves] });
    assertAnswered(run, 'slowest');
    assert.doesNotMatch(run.answer.split('\n')[0], /change/, run.answer.slice(0, 300));
    const [row] = parseCsv(run.csv ?? '');
    assert.equal(row.Depot, 'East', run.answer.slice(0, 300));
  });

  it('ranks the least time first for "fastest avg … time"', async () => {
    const run = await bench.ask('which depot has the fastest avg handling time', { tables: [moves] });
    assertAnswered(run, 'fastest');
    const [row] = parseCsv(run.csv ?? '');
    assert.equal(row.Depot, 'North', run.answer.slice(0, 300));
  });

  it('still reads "grew fastest" as a change over time', async () => {
    const run = await bench.ask('which depot grew fastest in avg handling time', { tables: [moves] });
    assert.match(run.answer.split('\n')[0], /change/, run.answer.slice(0, 300));
  });
});
