/**
 * The engine tells the analyst how it read each column the file wrote as text, so the code an
 * answer shows can repeat that reading on the user's own file (runnable.test.ts runs it), and the
 * currency its values were written with, which a question's own currency must agree with.
 */
import assert from 'node:assert/strict';
import { capturingAnalyst, datasetWith, startTestEngine, type TestEngine } from '../../support/engine-harness';

describe('engine → analyst: how text columns were read', () => {
  let engine: TestEngine;
  const probe = capturingAnalyst();
  before(async () => {
    engine = await startTestEngine({ analyst: probe.analyst });
  });
  after(() => engine.dispose());

  it('passes each converted column’s reading, and nothing for columns read as written', async () => {
    const csv = ['Order Date,Shipped,Amount,Region,Units,Month,Paid Date', '"Jun 12 1998",25/12/98,"$1,200.50",North,3,1998-06,19980614', '"Jul 1 1998",13/1/98,(300),NA,4,1998-07,19980702', 'NA,n/a,-,South,5,NA,'].join('\n');
    const { datasetId, source } = await datasetWith(engine, 'orders.csv', csv);
    assert.equal(source.status, 'synched', source.reason);
    const { context } = await probe.ask(engine, datasetId);
    const written = Object.fromEntries(context.tables[0].columns.map((column) => [column.name, column.written ?? null]));
    assert.deepEqual(written, {
      'Order Date': { to: 'DATE' },
      Shipped: { to: 'DATE', order: 'day/month' },
      Amount: { to: 'DOUBLE', currency: '$' },
      Region: { to: 'VARCHAR' },
      Units: null,
      Month: { to: 'DATE', grain: 'month' },
      'Paid Date': { to: 'DATE', form: 'yyyymmdd' },
    });
  });
});
