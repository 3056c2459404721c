/**
 * "Unpaid share of all leave": "all leave" names the columns that add up to the whole
 * (`Paid Leave Days`, `Unpaid Leave Days`) and "unpaid" the part, so the share is the part's total
 * over the sum of their totals, and the first sentence gives that formula. It was answered with
 * the part's total alone. A column named as the whole (`Total Leave Days`) is the whole by itself.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, firstFigure } from './harness';

describe('analyst: a share of one column in the totals of several', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let leave: AnalystTable;
  let withTotal: AnalystTable;
  let register: AnalystTable;
  let callouts: AnalystTable;
  let refunded: AnalystTable;
  let tutors: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    // Paid 10 + 12 + 8 + 10 = 40, unpaid 2 + 3 + 0 + 5 = 10: unpaid is 20% of all leave.
    const rows = [['Ann', 'Ops', 10, 2], ['Ben', 'Ops', 12, 3], ['Cy', 'IT', 8, 0], ['Di', 'IT', 10, 5]];
    leave = await bench.loadRows('leave', ['Employee', 'Team', 'Paid Leave Days', 'Unpaid Leave Days'], rows);
    // A total column that is not the sum of the two (other leave too): 10 of 100 is 10%.
    // Present 18 + 27 = 45, absent 2 + 3 = 5: attendance is 90%.
    register = await bench.loadRows('register', ['Group', 'Present', 'Absences'], [['A', 18, 2], ['B', 27, 3]]);
    // Callout fees 60 + 40 = 100, materials 250 + 50 = 300: callouts are 25% of all costs.
    [callouts] = await bench.ingestRows('callouts', ['Visit', 'Callout Fee', 'Materials Cost'], [['V1', '$60', '$250'], ['V2', '$40', '$50']], 'callouts.csv');
    [refunded] = await bench.ingestRows('refunded', ['Visit', 'Callout Fee', 'Materials Cost', 'Refund Amount'], [['V1', '$60', '$250', '$0'], ['V2', '$40', '$50', '$20']], 'refunded.csv');
    // Absentees 1 + 4 + 5 = 10 of attending 9 + 16 + 15 + absentees 10 = 50: 20% absent overall; Kim 1 of 10, Lou 9 of 40.
    tutors = await bench.loadRows('tutors', ['Tutor', 'Attending', 'Absentees'], [['Kim', 9, 1], ['Lou', 16, 4], ['Lou', 15, 5]]);
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

  it('reads "all costs" as every money column when no other reading is likely', async () => {
    const run = await bench.ask('callout share of all costs', { tables: [callouts] });
    assertAnswered(run, 'callout share of all costs');
    assert.match(run.answer.split('\n')[0], /sum\(Callout Fee\) \/ \(sum\(Callout Fee\) \+ sum\(Materials Cost\)\)/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), 25);
  });

  it('asks what "all costs" covers when a money column may be no part of it', async () => {
    const run = await bench.ask('callout share of all costs', { tables: [refunded] });
    assertRefused(run, 'callout share of all costs');
    assert.match(run.answer, /Refund Amount/);
  });

  it('reads an absence pct as those absent over those present and absent', async () => {
    const run = await bench.ask('absentee percentage by tutor', { tables: [tutors] });
    assertAnswered(run, 'absentee percentage by tutor');
    assert.match(run.answer.split('\n')[0], /sum\(Absentees\) \/ \(sum\(Attending\) \+ sum\(Absentees\)\)/, run.answer.slice(0, 300));
    assert.match(run.answer, /Kim\D+10\b/);
    assert.match(run.answer, /Lou\D+22\.5\b/);
  });
});
