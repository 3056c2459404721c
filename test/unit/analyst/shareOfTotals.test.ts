/**
 * "Billable share of hours per consultant": within each consultant, the billable part of their
 * hours, or each consultant's part of all billable hours? The two differ, so it is asked, as the
 * same question about rows already was. It was answered with the second reading alone.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, parseCsv } from './harness';

describe('analyst: a share of a total by group, under a condition', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let timesheets: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    timesheets = await bench.loadRows('timesheets', ['Consultant', 'Hours', 'Billable'], Array.from({ length: 12 }, (_, i) => [i % 2 ? 'Amy' : 'Bo', 1 + (i % 5), i % 3 ? 'Y' : 'N']));
  });

  it('asks which share "billable share of hours per consultant" means', async () => {
    const run = await bench.ask('billable share of hours per consultant', { tables: [timesheets] });
    assertRefused(run, 'billable share of hours per consultant');
    assert.match(run.answer, /within each group/, run.answer.slice(0, 400));
  });

  it('answers the share of all billable hours when the whole is said', async () => {
    const run = await bench.ask('share of all billable hours by consultant', { tables: [timesheets] });
    const total = parseCsv(run.csv ?? '').reduce((sum, row) => sum + Number(row.percent), 0);
    assert.ok(Math.abs(total - 100) < 1e-6, run.answer.slice(0, 300));
  });
});
