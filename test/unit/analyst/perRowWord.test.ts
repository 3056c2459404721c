/**
 * "Which project has the highest hours per entry", "revenue per episode" where each row is one
 * episode: a figure per row is the average over rows. "per entry" was dropped as filler and the
 * totals were answered; "total hours per entry" says two things and is asked back.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, near, parseCsv } from './harness';

describe('analyst: a figure per row', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let timesheets: AnalystTable;
  let episodes: AnalystTable;
  // Apollo has the most hours in total (many short entries), Delta the most per entry.
  const entries = [...Array.from({ length: 9 }, () => ['Apollo', 2]), ...Array.from({ length: 3 }, () => ['Delta', 5])];

  before(async () => {
    bench = await AnalystBench.create();
    timesheets = await bench.loadRows('timesheets', ['Project', 'Hours'], entries);
    episodes = await bench.loadRows('episodes', ['Episode ID', 'Show', 'Revenue'], Array.from({ length: 6 }, (_, i) => [`E${i}`, i % 2 ? 'A' : 'B', 100 * (i + 1)]));
  });

  it('ranks projects by their hours per entry, the average', async () => {
    const run = await bench.ask('which project has the highest hours per entry', { tables: [timesheets] });
    assert.match(run.answer, /^Computed the average Hours by Project/, run.answer.slice(0, 300));
    assert.equal(parseCsv(run.csv ?? '')[0]?.Project, 'Delta');
  });

  it('averages over rows named by their key: "revenue per episode"', async () => {
    const run = await bench.ask('revenue per episode', { tables: [episodes] });
    assert.ok(near(Number(parseCsv(run.csv ?? '')[0]?.average_Revenue), 350), run.answer.slice(0, 300));
  });

  it('asks back "total hours per entry"', async () => {
    assertRefused(await bench.ask('total hours per entry', { tables: [timesheets] }), 'total hours per entry');
  });
});
