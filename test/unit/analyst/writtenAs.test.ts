/**
 * The engine tells the analyst how it read each column the file wrote as text, so the code an
 * answer shows can repeat that reading on the user's own file (runnable.test.ts runs it).
 */
import assert from 'node:assert/strict';
import type { AnalystContext } from '../../../src/engine/analyst/contract';
import { USER, datasetWith, startTestEngine, type TestEngine } from '../../support/engine-harness';

describe('engine → analyst: how text columns were read', () => {
  let engine: TestEngine;
  const seen: AnalystContext[] = [];
  before(async () => {
    engine = await startTestEngine({ analyst: async (context: AnalystContext) => { seen.push(context); return {}; } });
  });
  after(() => engine.dispose());

  it('passes each converted column’s reading, and nothing for columns read as written', async () => {
    const csv = ['Order Date,Shipped,Amount,Region,Units,Month', '"Jun 12 1998",25/12/98,"$1,200.50",North,3,1998-06', '"Jul 1 1998",13/1/98,(300),NA,4,1998-07', 'NA,n/a,-,South,5,NA'].join('\n');
    const { datasetId, source } = await datasetWith(engine, 'orders.csv', csv);
    assert.equal(source.status, 'synched', source.reason);
    const session = (await engine.call('POST', '/sessions', { name: 'written', user_id: USER })).body.data.id;
    const reply = await engine.call('POST', '/jobs', { session_id: session, question: 'what is there?', dataset_id: datasetId, user_id: USER });
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    const written = Object.fromEntries(seen[0].tables[0].columns.map((column) => [column.name, column.written ?? null]));
    assert.deepEqual(written, {
      'Order Date': { to: 'DATE' },
      Shipped: { to: 'DATE', order: 'day/month' },
      Amount: { to: 'DOUBLE' },
      Region: { to: 'VARCHAR' },
      Units: null,
      Month: { to: 'DATE', grain: 'month' },
    });
  });
});
