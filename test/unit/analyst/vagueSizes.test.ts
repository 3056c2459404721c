/**
 * "How many big orders": a size without a bound is asked back, never answered over every row
 * (vagueSizes.ts); a bound, a value named "Large" and "how big" still answer. On a generated
 * warehouse's orders (no probe's domain); expected figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, near } from './harness';

function orders(): Cell[][] {
  return Array.from({ length: 200 }, (_, i) => [`W${5000 + i}`, ['Small', 'Medium', 'Large'][i % 3], 40 + ((i * 53) % 900)]);
}

describe('analyst: a size said without a bound', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = orders();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('warehouse_orders', ['order_id', 'box_size', 'order_value'], rows);
  });

  for (const question of ['how many big orders do we have', 'list the huge orders', 'how many orders were big', 'which orders are cheap', 'how many orders are tiny']) {
    it(`asks for a bound: "${question}"`, async () => {
      const run = await bench.ask(question);
      assertRefused(run, question);
      assert.match(run.answer, /has no bound in the data/, run.answer.slice(0, 300));
    });
  }

  it('counts the rows of a value named Large', async () => {
    const run = await bench.ask('how many large orders');
    assertAnswered(run, 'large orders');
    assert.ok(near(firstFigure(run), rows.filter((row) => row[1] === 'Large').length), run.answer.slice(0, 300));
  });

  it('answers "how big is the table"', async () => {
    const run = await bench.ask('how big is the table');
    assertAnswered(run, 'how big');
  });
});
