/**
 * "total hours reserved" where the lengths are written as words no reader turns into numbers ("two hours", "half an hour"): a total of
 * hours asks for a sum of lengths of time, and "reserved" matching `Reserved By` must not turn it
 * into that column's distribution; it is asked back. A column of hours is summed as before.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, firstFigure } from './harness';

describe('analyst: a total of hours', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let slots: AnalystTable;
  let shifts: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    slots = await bench.loadRows('slots', ['Slot Ref', 'Hall', 'Reserved By', 'Span'], [['S1', 'East', 'Nia', 'two hours'], ['S2', 'West', 'Oto', 'half an hour'], ['S3', 'East', 'Nia', 'an hour']]);
    shifts = await bench.loadRows('shifts', ['Shift', 'Worker', 'Hours'], [['A', 'Nia', 4], ['B', 'Oto', 6]]);
  });

  it('asks back when no column holds lengths of time as numbers', async () => {
    const run = await bench.ask('total hours reserved', { tables: [slots] });
    assertRefused(run, 'total hours reserved');
    assert.match(run.answer, /“total hours” asks for a sum of lengths of time/, run.answer.slice(0, 300));
  });

  it('sums a column of hours', async () => {
    const run = await bench.ask('total hours', { tables: [shifts] });
    assert.equal(firstFigure(run), 10);
  });
});
