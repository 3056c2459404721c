/**
 * A column named "pH" is one word, as "iPhone" and "eBay" are: split as "p h", "average ph of white
 * wines" and "lowest ph among red wines" were refused as naming no column. "totalSales" is still two.
 */
import assert from 'node:assert/strict';
import { words } from '../../../src/engine/analyst/text';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: a column name in mixed case', function () {
  this.timeout(120_000);

  it('keeps a single lower-case letter with the capitals after it', () => {
    assert.deepEqual(words('pH'), ['ph']);
    assert.deepEqual(words('iPhone Sales'), ['iphone', 'sales']);
    assert.deepEqual(words('totalSales'), ['total', 'sales']);
    assert.deepEqual(words('orderID'), ['order', 'id']);
  });

  it('answers the average pH of some rows', async () => {
    const bench = await AnalystBench.create();
    const rows: Cell[][] = Array.from({ length: 20 }, (_, i) => [i % 2 ? 'red' : 'white', 2.9 + (i % 7) / 10, 9 + (i % 5)]);
    await bench.ingestRows('w', ['type', 'pH', 'alcohol'], rows, 'wines.csv');
    const run = await bench.ask('average ph of white wines');
    assertAnswered(run, 'average ph');
    const white = rows.filter((row) => row[0] === 'white').map((row) => Number(row[1]));
    assert.ok(Math.abs((firstFigure(run) ?? NaN) - white.reduce((a, b) => a + b, 0) / white.length) < 0.01, run.answer.slice(0, 300));
  });
});
