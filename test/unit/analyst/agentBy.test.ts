/**
 * "avg hours worked by bar stewards": after a participle, "by" names who did the work, and the value
 * before the noun (Team = Bar) says which of them; nothing is grouped by `Steward`. "avg hours worked
 * by steward" still groups. A condition after the noun picks the doers too: "kg landed by boats over
 * 15 m" is one total (it was a total for each boat).
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: "by" naming the doer after a participle', function () {
  this.timeout(120_000);
  it('filters by the value before the doer and groups nothing', async () => {
    const bench = await AnalystBench.create();
    const rows: Cell[][] = Array.from({ length: 24 }, (_, i) => [`S${i}`, ['Ola Berg', 'Kim Tan', 'Rui Sousa'][i % 3], i % 4 < 2 ? 'Bar' : 'Gate', 2 + (i % 5) * 0.75]);
    const table = await bench.loadRows('stewards', ['Shift', 'Steward', 'Team', 'Hours Worked'], rows, 'festival_shifts.csv');
    const bar = await bench.ask('avg hours worked by bar stewards', { tables: [table] });
    assertAnswered(bar, 'by bar stewards');
    const kept = rows.filter((row) => row[2] === 'Bar').map((row) => Number(row[3]));
    assert.ok(Math.abs((firstFigure(bar) ?? NaN) - kept.reduce((a, b) => a + b, 0) / kept.length) < 1e-6, bar.answer.slice(0, 300));
    const each = await bench.ask('avg hours worked by steward', { tables: [table] });
    assertAnswered(each, 'by steward');
    assert.match(each.answer, /by Steward/, each.answer.slice(0, 200));
  });

  it('totals over the doers a condition after the noun picks, grouping nothing', async () => {
    const bench = await AnalystBench.create();
    const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [`L${i}`, `FV0${i % 5}`, 10 + (i % 5) * 2, 50 + i]);
    const table = await bench.loadRows('landings', ['Lot', 'Boat Code', 'Boat Length (m)', 'Landed Weight (kg)'], rows, 'landings.csv');
    const run = await bench.ask('total kg landed by boats over 15 m', { tables: [table] });
    assertAnswered(run, 'landed by boats over 15 m');
    assert.equal(firstFigure(run), rows.filter((row) => Number(row[2]) > 15).reduce((sum, row) => sum + Number(row[3]), 0), run.answer.slice(0, 300));
  });
});

