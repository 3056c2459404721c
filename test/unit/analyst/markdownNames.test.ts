/**
 * Column names shown in an answer go through the one Markdown escaper (src/common/markdown.ts):
 * a `_` inside a word is left as it is, so `total_revenue` is not shown as `total\_revenue`, and a
 * `*` that could start emphasis is still escaped.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered } from './harness';

describe('analyst: column names in Markdown', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('shops', ['region', 'total_revenue', 'units*price'], [['North', 10, 3], ['South', 20, 4]]);
  });

  it('shows a name with `_` as it is and escapes a `*`', async () => {
    const revenue = await bench.ask('total revenue by region');
    answered(revenue, 'total revenue');
    assert.match(revenue.answer, /^Computed the total total_revenue by region/m, revenue.answer.slice(0, 300));
    assert.doesNotMatch(revenue.answer, /total\\_revenue/);
    const product = await bench.ask('what is the total units*price');
    answered(product, 'units*price');
    assert.match(product.answer, /^Computed the total units\\\*price/m, product.answer.slice(0, 300));
  });
});
