/**
 * "jobs due before 1 feb 2024" beside `Received`, `Deadline` and `Delivered`: "due" names the
 * deadline. It was asked which of the three dates the day was about.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: "due" names the deadline', function () {
  this.timeout(120_000);
  it('counts the jobs whose deadline is before the day', async () => {
    const bench = await AnalystBench.create();
    const day = (n: number): string => new Date(Date.UTC(2024, 0, n)).toISOString().slice(0, 10);
    const rows: Cell[][] = Array.from({ length: 40 }, (_, i) => [`TJ-${i}`, day(1 + i), day(8 + i), day(6 + i)]);
    const table = await bench.loadRows('jobs', ['Job ID', 'Received', 'Deadline', 'Delivered'], rows, 'translation_jobs.csv');
    const run = await bench.ask('jobs due before 1 feb 2024', { tables: [table] });
    assertAnswered(run, 'due before 1 feb');
    assert.equal(firstFigure(run), rows.filter((row) => String(row[2]) < '2024-02-01').length, run.answer.slice(0, 300));
  });
});
