/**
 * "at most 1,000 m": "m" after a number is metres where a column's unit is the metre and no money
 * is about (`Altitude m`), and a million only beside money; it was read as 1,000 million metres.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, firstFigure } from './harness';

describe('analyst: "m" after a number, metres or millions', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let peaks: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    peaks = await bench.loadRows('peaks', ['Peak', 'Altitude m', 'Visitors'], [['P1', 850, 10], ['P2', 1200, 4], ['P3', 1000, 7], ['P4', 300, 20]]);
  });

  it('reads "m" as metres on a column of metres', async () => {
    const run = await bench.ask('how many peaks with altitude at most 1,000 m', { tables: [peaks] });
    assertAnswered(run, 'how many peaks with altitude at most 1,000 m');
    assert.match(run.answer, /Altitude m <= 1000\b/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), 3);
  });

  it('reads "m" after a range as metres on a column of metres', async () => {
    const run = await bench.ask('how many peaks with altitude between 500 and 1,000 m', { tables: [peaks] });
    assertAnswered(run, 'how many peaks with altitude between 500 and 1,000 m');
    assert.match(run.answer, /Altitude m between 500 and 1000\b/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), 2);
  });
});
