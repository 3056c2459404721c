/**
 * "Which month has the most orders shipped": a noun of the rows and a participle name rows to be
 * counted, never a number column that shares the participle (`Crates Shipped`) when its own noun
 * ("crates") is not said. Which orders count as shipped is not in the data, so it is asked back;
 * "total crates shipped by month" still adds the column up.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused } from './harness';

describe('analyst: a row noun with a participle names rows, not a column sharing the participle', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let orders: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    // March has the most crates (30 on one order), April the most orders; one April order was held.
    orders = await bench.loadRows('orders', ['Order No', 'Order Date', 'Crates Shipped', 'Order State'], [
      ['O-1', '2024-03-04', 30, 'Dispatched'],
      ['O-2', '2024-04-02', 2, 'Dispatched'],
      ['O-3', '2024-04-09', 3, 'Dispatched'],
      ['O-4', '2024-04-16', 1, 'On Hold'],
      ['O-5', '2025-03-03', 4, 'Dispatched'],
    ], 'warehouse.csv');
  });

  it('asks which orders count as shipped for "which month of the year has the most orders shipped"', async () => {
    const run = await bench.ask('which month of the year has the most orders shipped', { tables: [orders] });
    assertRefused(run, 'most orders shipped');
    assert.match(run.answer, /Order State/, run.answer.slice(0, 400));
  });

  it('still adds up the column when its own noun is said', async () => {
    assertAnswered(await bench.ask('which month of the year has the most crates shipped', { tables: [orders] }), 'most crates shipped');
    assertAnswered(await bench.ask('total crates shipped', { tables: [orders] }), 'total crates shipped');
  });
});
