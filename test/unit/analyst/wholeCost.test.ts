/**
 * "The most expensive repair" where a repair has several sums of money and the question names
 * none: it is expensive by all it cost. A whole column (`Invoice Total`) ranks it; with none, the
 * question is asked, never one part (the column whose name holds "cost") ranked silently. A price
 * per unit is no row's cost where a whole column holds it.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, parseCsv } from './harness';

describe('analyst: the cost of a row with several sums of money', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let repairs: AnalystTable;
  let invoiced: AnalystTable;
  let sales: AnalystTable;
  // R2 has the largest spares cost, R3 the largest labour fee and the largest whole (40 + 300).
  const rows = [['R1', '$20', '$100'], ['R2', '$250', '$30'], ['R3', '$40', '$300']];

  before(async () => {
    bench = await AnalystBench.create();
    [repairs] = await bench.ingestRows('repairs', ['Repair ID', 'Spares Cost', 'Labour Fee'], rows, 'repairs.csv');
    [invoiced] = await bench.ingestRows('invoiced', ['Repair ID', 'Spares Cost', 'Labour Fee', 'Invoice Total'], rows.map((row, i) => [...row, ['$120', '$280', '$340'][i]]), 'invoiced.csv');
    // S1 has the highest unit price, S2 the largest total (5 × $30).
    [sales] = await bench.ingestRows('sales', ['Sale No', 'Qty', 'Unit Price', 'Line Total'], [['S1', 1, '$90', '$90'], ['S2', 5, '$30', '$150'], ['S3', 2, '$10', '$20']], 'sales.csv');
  });

  it('asks which sum of money "most expensive" ranks by when no column is the whole', async () => {
    const run = await bench.ask('most expensive repair', { tables: [repairs] });
    assertRefused(run, 'most expensive repair');
    assert.match(run.answer, /Spares Cost.*Labour Fee.*sum/s, run.answer.slice(0, 400));
  });

  it('ranks by the column named in the question', async () => {
    const run = await bench.ask('most expensive spares cost', { tables: [repairs] });
    assert.match(run.answer, /^Computed the rows ordered by Spares Cost/, run.answer.slice(0, 300));
    assert.equal(parseCsv(run.csv ?? '')[0]?.['Repair ID'], 'R2');
  });

  it('ranks by the whole column when there is one', async () => {
    const run = await bench.ask('most expensive repair', { tables: [invoiced] });
    assert.match(run.answer, /^Computed the rows ordered by Invoice Total, highest first/, run.answer.slice(0, 300));
    assert.equal(parseCsv(run.csv ?? '')[0]?.['Repair ID'], 'R3');
  });

  it('ranks a row by its total, not its price per unit', async () => {
    const run = await bench.ask('priciest sale', { tables: [sales] });
    assert.match(run.answer, /^Computed the rows ordered by Line Total, highest first/, run.answer.slice(0, 300));
    assert.equal(parseCsv(run.csv ?? '')[0]?.['Sale No'], 'S2');
  });
});
