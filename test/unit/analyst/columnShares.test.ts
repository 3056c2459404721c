/**
 * "Unpaid share of all leave": "all leave" names the columns that add up to the whole
 * (`Paid Leave Days`, `Unpaid Leave Days`) and "unpaid" the part, so the share is the part's total
 * over the sum of their totals, and the first sentence gives that formula. It was answered with
 * the part's total alone. A column named as the whole (`Total Leave Days`) is the whole by itself.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, firstFigure } from './harness';

describe('analyst: a share of one column in the totals of several', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let leave: AnalystTable;
  let withTotal: AnalystTable;
  let register: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    // Paid 10 + 12 + 8 + 10 = 40, unpaid 2 + 3 + 0 + 5 = 10: unpaid is 20% of all leave.
    const rows = [['Ann', 'Ops', 10, 2], ['Ben', 'Ops', 12, 3], ['Cy', 'IT', 8, 0], ['Di', 'IT', 10, 5]];
    leave = await bench.loadRows('leave', ['Employee', 'Team', 'Paid Leave Days', 'Unpaid Leave Days'], rows);
    // A total column that is not the sum of the two (other leave too): 10 of 100 is 10%.
    // Present 18 + 27 = 45, absent 2 + 3 = 5: attendance is 90%.
    register = await bench.loadRows('register', ['Group', 'Present', 'Absences'], [['A', 18, 2], ['B', 27, 3]]);
    withTotal = await bench.loadRows('leave2', ['Employee', 'Paid Leave Days', 'Unpaid Leave Days', 'Total Leave Days'], rows.map(([name, , paid, unpaid]) => [name, paid, unpaid, 25]));
  });

  it('divides the part by the sum of the columns the whole names', async () => {
    const run = await bench.ask('unpaid share of all leave in %', { tables: [leave] });
    assertAnswered(run, 'unpaid share of all leave in %');
    assert.match(run.answer.split('\n')[0], /sum\(Unpaid Leave Days\) \/ \(sum\(Paid Leave Days\) \+ sum\(Unpaid Leave Days\)\)/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), 20);
  });

  it('takes a column named as the whole by itself', async () => {
    const run = await bench.ask('unpaid share of total leave', { tables: [withTotal] });
    assertAnswered(run, 'unpaid share of total leave');
    assert.match(run.answer.split('\n')[0], /sum\(Unpaid Leave Days\) \/ sum\(Total Leave Days\)/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), 10);
  });

  it('reads an attendance rate as those present over those present and absent', async () => {
    const run = await bench.ask('overall attendance pct', { tables: [register] });
    assertAnswered(run, 'overall attendance pct');
    assert.match(run.answer.split('\n')[0], /sum\(Present\) \/ \(sum\(Present\) \+ sum\(Absences\)\)/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), 90);
  });
});
