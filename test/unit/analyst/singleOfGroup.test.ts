/**
 * "Which press had the biggest single day", "the highest output on a single day", "in one day": one
 * row (one day) of each group, never the group's total or its number of rows. Until a group's
 * largest row is computed, these are refused rather than answered with the total.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure } from './harness';

/** Hay presses, one row per press and day: P-1 steady, P-2 one big day then little. */
const ROWS: Cell[][] = [
  ['2024-07-01', 'P-1', 40], ['2024-07-02', 'P-1', 41], ['2024-07-03', 'P-1', 42],
  ['2024-07-01', 'P-2', 90], ['2024-07-02', 'P-2', 5], ['2024-07-03', 'P-2', 5],
];

describe('analyst: one row of a group asked ("biggest single day")', function () {
  this.timeout(180_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('b', ['Baled On', 'Press', 'Output (t)'], ROWS, 'press_log.csv');
  });

  it('refuses a single day of a group rather than rank the groups by their total or row count', async () => {
    for (const question of ['which press had the biggest single day', 'which press had the highest output on a single day', 'which press had the largest output in one day']) {
      assertRefused(await bench.ask(question), question);
    }
  });

  it('still ranks the groups by their total when no single row is asked, and a day over all groups', async () => {
    for (const question of ['which press had the highest total output', 'which single press had the highest total output']) {
      const total = await bench.ask(question);
      assertAnswered(total, question);
      assert.match(total.answer, /P-1/, total.answer.slice(0, 300));
    }
    const day = await bench.ask('what was the highest output on a single day');
    assertAnswered(day, 'what was the highest output on a single day');
    assert.equal(firstFigure(day), 130, day.answer.slice(0, 300));
  });
});
