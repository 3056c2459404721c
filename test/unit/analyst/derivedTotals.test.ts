/**
 * "The total stock value" of an inventory is the sum of quantity × unit price, computed when the
 * file has one column of each and refused when it has two prices to choose from; and follow-up
 * suggestions fit the data: no trend over a single month, no total of a level. Generated files,
 * expected figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, near, parseCsv } from './harness';

const lines = Array.from({ length: 30 }, (_, i): { sku: string; category: string; qty: number; price: number; cost: number } => ({
  sku: `P-${100 + i}`,
  category: ['tools', 'garden', 'kitchen'][i % 3],
  qty: (i * 13) % 40,
  price: 4 + ((i * 613) % 20_000) / 100,
  cost: 2 + ((i * 389) % 9_000) / 100,
}));

describe('analyst: derived totals and suggestions that fit the data', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('stock', ['sku', 'category', 'qty', 'unit_price'], lines.map((l): Cell[] => [l.sku, l.category, l.qty, l.price]), 'inventory.csv');
    await bench.loadRows('stock_costs', ['sku', 'qty', 'unit_price', 'unit_cost'], lines.map((l): Cell[] => [l.sku, l.qty, l.price, l.cost]), 'inventory_costs.csv');
    // One month of daily readings: a level (a rate) and an amount.
    await bench.loadRows('march', ['date', 'region', 'conversion_rate', 'revenue'], Array.from({ length: 28 }, (_, d): Cell[] => [`2024-03-${String(d + 1).padStart(2, '0')}`, ['North', 'South'][d % 2], 0.01 + (d % 7) / 100, 100 + d * 3]), 'march.csv');
  });

  const tableOf = (name: string) => bench.tables.filter((t) => t.table === name);

  it('adds up quantity × unit price for "total stock value", and says so', async () => {
    const run = await bench.ask('total stock value', { tables: tableOf('stock') });
    assertAnswered(run, 'total stock value');
    assert.match(run.answer, /qty × unit\\?_price/);
    const [row] = parseCsv(run.csv ?? '');
    const expected = lines.reduce((sum, l) => sum + l.qty * l.price, 0);
    assert.ok(near(Number(Object.values(row)[0]), expected), `${run.csv} vs ${expected}`);
    assert.ok(!near(Number(Object.values(row)[0]), lines.reduce((sum, l) => sum + l.qty, 0)), 'never the total quantity');
  });

  it('refuses when two columns could be the unit price', async () => {
    const run = await bench.ask('what is the total value of the inventory?', { tables: tableOf('stock_costs') });
    assertRefused(run, 'two prices');
    assert.match(run.answer, /a quantity times a unit price/);
    assert.match(run.answer, /unit\\?_price/);
    assert.match(run.answer, /unit\\?_cost/);
  });

  it('offers no trend over one month and no total of a rate', async () => {
    const run = await bench.ask('average conversion rate by region', { tables: tableOf('march') });
    assertAnswered(run, 'average conversion rate by region');
    assert.ok(run.questions.length > 0);
    for (const question of run.questions) {
      assert.doesNotMatch(question, /change by month|grew fastest|over time/i, `one month of data: ${question}`);
      assert.doesNotMatch(question, /total conversion rate/i, `a rate has no total: ${question}`);
    }
  });
});
