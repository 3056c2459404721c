/**
 * A shift log of my own (no probe's data), a row per machine per shift: "how many shifts had
 * downtime over 30 min" could count the kinds of shift (Early/Late/Night) with such a row, or the
 * shifts worked (the rows); they differ, so it is asked. "distinct" said settles it; "how many
 * rows" counts the rows; "how many machines" counts the machines.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const log = Array.from({ length: 30 }, (_, i) => ({
  date: `2024-03-${String(1 + (i % 10)).padStart(2, '0')}`,
  shift: ['Early', 'Late', 'Night'][i % 3],
  machine: `IMM-0${1 + (i % 4)}`,
  downtime: (i * 7) % 60,
}));

describe('analyst: a count of the shifts of a shift log', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_shifts', ['Date', 'Shift', 'Machine', 'Downtime (min)'], log.map((r): Cell[] => [r.date, r.shift, r.machine, r.downtime]), 'shift_log.csv');
  });

  for (const question of ['how many shifts had downtime over 30 min', 'how many shifts']) {
    it(`asks about: ${question}`, async () => {
      const run = await bench.ask(question);
      refused(run, question);
      assert.match(run.answer, /holds the kinds of shift/, run.answer.slice(0, 400));
    });
  }

  it('answers when distinct or rows are said, and counts the machines', async () => {
    const machines = await bench.ask('how many machines had downtime over 30 min');
    answered(machines, 'how many machines');
    assert.equal(firstFigure(machines), new Set(log.filter((r) => r.downtime > 30).map((r) => r.machine)).size, machines.answer.slice(0, 300));
    const distinct = await bench.ask('how many distinct shifts had downtime over 30 min');
    answered(distinct, 'distinct shifts');
    assert.equal(firstFigure(distinct), new Set(log.filter((r) => r.downtime > 30).map((r) => r.shift)).size, distinct.answer.slice(0, 300));
    const rows = await bench.ask('how many rows had downtime over 30 min');
    answered(rows, 'rows');
    assert.equal(firstFigure(rows), log.filter((r) => r.downtime > 30).length, rows.answer.slice(0, 300));
  });
});
