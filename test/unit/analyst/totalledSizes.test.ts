/**
 * "Total mass shipped in kg" beside a column `Total Mass (kg)`: a mass is a level of one thing, but a
 * column whose name says it holds a total is already a sum per row, and "total" said of it asks
 * for the sum over rows, never the average. An average asked in so many words is still one.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, firstFigure } from './harness';

describe('analyst: a size whose column says it is a total adds up', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let shipments: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    // 12.5 + 20 + 7.5 + 30 = 70 kg over 4 shipments (17.5 on average).
    const rows = [['SH-1', 'North', 12.5, 3], ['SH-2', 'South', 20, 4], ['SH-3', 'North', 7.5, 2], ['SH-4', 'East', 30, 6]];
    shipments = await bench.loadRows('shipments', ['Shipment ID', 'Depot', 'Total Mass (kg)', 'Crates'], rows, 'shipments.csv');
  });

  it('sums "total mass in kg"', async () => {
    const run = await bench.ask('total mass in kg', { tables: [shipments] });
    assertAnswered(run, 'total mass in kg');
    assert.equal(firstFigure(run), 70);
  });

  it('still averages "average total mass"', async () => {
    const run = await bench.ask('average total mass', { tables: [shipments] });
    assertAnswered(run, 'average total mass');
    assert.equal(firstFigure(run), 17.5);
  });
});
