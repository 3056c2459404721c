/**
 * "Non-billable hours" on a Y/N column `Billable`: the rows where it says N. The filter was read,
 * but "non" stayed an unplaced word, so the question was refused.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

describe('analyst: "non-" before a yes/no column', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let timesheets: AnalystTable;
  const rows = Array.from({ length: 20 }, (_, i) => ({ who: i % 2 ? 'Amy' : 'Bo', hours: 1 + (i % 7), billable: i % 3 ? 'Y' : 'N' }));

  before(async () => {
    bench = await AnalystBench.create();
    timesheets = await bench.loadRows('timesheets', ['Consultant', 'Hours', 'Billable'], rows.map((row) => [row.who, row.hours, row.billable]));
  });

  it('keeps the N rows for "non-billable" and "non billable"', async () => {
    const expected = rows.filter((row) => row.billable === 'N').reduce((sum, row) => sum + row.hours, 0);
    for (const q of ['non-billable hours', 'total non billable hours']) {
      const run = await bench.ask(q, { tables: [timesheets] });
      assert.match(run.answer, /Billable = N/, `${q}: ${run.answer.slice(0, 300)}`);
      assert.equal(Number(parseCsv(run.csv ?? '')[0]?.total_Hours), expected, q);
    }
  });
});
