/**
 * "walks longer than an hour" beside a Duration and a Distance: "an hour" is the bound, and its
 * unit says which column is meant. It was refused as a comparison of the two columns with no
 * sides, though "longer than 1 hour" was answered. "Hours Worked" is a column in hours, so "shifts
 * longer than 5 hours" keeps the shifts over 5 of them: it was refused as naming no unit, then as
 * "hours" naming the things measured.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: a bound written "an hour"', function () {
  this.timeout(120_000);
  it('counts the walks longer than an hour by their duration', async () => {
    const bench = await AnalystBench.create();
    const seconds = (i: number): number => 1800 + ((i * 977) % 4000);
    const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [`W${i}`, `${Math.floor(seconds(i) / 3600)}:${String(Math.floor((seconds(i) % 3600) / 60)).padStart(2, '0')}:${String(seconds(i) % 60).padStart(2, '0')}`, 2 + (i % 6)]);
    await bench.ingestRows('w', ['Walk ID', 'Duration', 'Distance (km)'], rows, 'walks.csv');
    const run = await bench.ask('walks longer than an hour');
    assertAnswered(run, 'longer than an hour');
    assert.equal(firstFigure(run), Array.from({ length: 30 }, (_, i) => seconds(i)).filter((s) => s > 3600).length, run.answer.slice(0, 300));
  });

  it('reads a unit that opens a column name in the plural: "Hours Worked" holds hours', async () => {
    const bench = await AnalystBench.create();
    const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [`S${i}`, ['Driver', 'Kitchen'][i % 2], 2 + (i % 7) * 0.75]);
    await bench.ingestRows('s', ['Shift ID', 'Role', 'Hours Worked'], rows, 'shifts.csv');
    const run = await bench.ask('shifts longer than 5 hours');
    assertAnswered(run, 'longer than 5 hours');
    assert.equal(firstFigure(run), rows.filter((row) => Number(row[2]) > 5).length, run.answer.slice(0, 300));
    const minutes = await bench.ask('shifts longer than 300 minutes');
    assertAnswered(minutes, '300 minutes');
    assert.equal(firstFigure(minutes), rows.filter((row) => Number(row[2]) > 5).length, minutes.answer.slice(0, 300));
  });
});
