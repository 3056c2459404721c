/**
 * "Avg usage" on a log of readings: usage is an amount with no unit of its own, and each row is one
 * reading of an identified meter, so the average per reading and each meter's total averaged
 * differ; it is asked back. "Avg bill" (a bill is a thing each row holds) and "avg usage per row"
 * are still answered.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, firstFigure } from './harness';

describe('analyst: the average of an amount over readings of identified things', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let readings: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    // Meter A has 4 readings of 10, meter B 2 readings of 40: 20 per row, 60 per meter.
    const rows = [...Array.from({ length: 4 }, (_, i) => ['A-1', `2024-0${i + 1}-01`, 10, 5]), ...Array.from({ length: 2 }, (_, i) => ['B-2', `2024-0${i + 1}-01`, 40, 9])];
    readings = await bench.loadRows('readings', ['Meter ID', 'Reading Date', 'Usage (kWh)', 'Bill Amount'], rows, 'readings.csv');
  });

  it('asks per row or per meter for "avg usage"', async () => {
    const run = await bench.ask('avg usage', { tables: [readings] });
    assertRefused(run, 'avg usage');
    assert.match(run.answer, /Meter ID/, run.answer.slice(0, 400));
  });

  it('answers "avg usage per row" and "avg bill"', async () => {
    const perRow = await bench.ask('avg usage per row', { tables: [readings] });
    assertAnswered(perRow, 'avg usage per row');
    assert.equal(firstFigure(perRow), 20);
    const bill = await bench.ask('avg bill', { tables: [readings] });
    assertAnswered(bill, 'avg bill');
  });
});
