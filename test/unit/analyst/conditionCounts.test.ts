/**
 * Conditions without a measure, on generated files: "bounce rate above 70%" counts the rows that
 * meet it, "tools over 5 kg" (a bare row noun, no list verb) counts them too and "list the tools over
 * 5 kg" lists them (never averaging the bounded column), "how many rows with unit
 * price over $200 and quantity above 5" counts, and an amount of money ("over $100") bounds the
 * money column, never the quantity named before it. Expected figures are computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, type Cell, parseCsv } from './harness';

/** 40 stock lines: qty 0-49, unit price 5-400, weight 0.2-20 kg, from a fixed formula. */
const stock = Array.from({ length: 40 }, (_, i): { sku: string; qty: number; price: number; kg: number } => ({
  sku: `SKU${String(i).padStart(3, '0')}`,
  qty: (i * 17) % 50,
  price: 5 + ((i * 7919) % 39_500) / 100,
  kg: 0.2 + ((i * 131) % 198) / 10,
}));

/** Page-days with a bounce rate kept as a fraction (0.7 is 70%). */
const visits = Array.from({ length: 60 }, (_, i): { page: string; bounce: number } => ({ page: ['/home', '/blog', '/docs'][i % 3], bounce: 0.3 + ((i * 37) % 55) / 100 }));

describe('analyst: conditions are filters, and money bounds a money column', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('stock_items', ['sku', 'qty', 'unit_price', 'weight_kg'], stock.map((s): Cell[] => [s.sku, s.qty, s.price, s.kg]), 'tools.csv');
    await bench.loadRows('page_visits', ['page', 'bounce_rate'], visits.map((v): Cell[] => [v.page, v.bounce]), 'page_visits.csv');
  });

  const tableOf = (name: string) => bench.tables.filter((t) => t.table === name);
  const rowsOf = (csv: string | undefined): number => Number(parseCsv(csv ?? '')[0]?.rows);

  it('counts the rows a bound on a percent column keeps, on the column’s own scale', async () => {
    const run = await bench.ask('bounce rate above 70%', { tables: tableOf('page_visits') });
    assertAnswered(run, 'bounce rate above 70%');
    assert.equal(rowsOf(run.csv), visits.filter((v) => v.bounce > 0.7).length);
    assert.match(run.answer, /bounce\\?_rate > 0\.7 \(70%\)/);
    assert.doesNotMatch(run.answer, /average/);
  });

  it('counts the rows for "how many" with two conditions and for a bare row noun with a bound, and lists them when asked to', async () => {
    const run = await bench.ask('how many rows with unit price over $200 and quantity above 5', { tables: tableOf('stock_items') });
    assertAnswered(run, 'two conditions');
    assert.equal(rowsOf(run.csv), stock.filter((s) => s.price > 200 && s.qty > 5).length);
    const heavyCount = stock.filter((s) => s.kg > 5).length;
    // "tools over 5 kg": the rows named with a condition and no list verb are counted; the count is the answer's figure.
    const heavy = await bench.ask('tools over 5 kg', { tables: tableOf('stock_items') });
    assertAnswered(heavy, 'tools over 5 kg');
    assert.equal(rowsOf(heavy.csv), heavyCount);
    assert.equal(parseCsv(heavy.csv ?? '').length, 1);
    assert.match(heavy.answer, /list the tools/);
    assert.doesNotMatch(heavy.answer, /average|total/);
    // "list the tools over 5 kg": the rows themselves, and the sentence says how many match.
    const listed = await bench.ask('list the tools over 5 kg', { tables: tableOf('stock_items') });
    assertAnswered(listed, 'list the tools over 5 kg');
    assert.match(listed.answer, new RegExp(`\\*\\*${heavyCount}\\*\\* rows match`));
    assert.equal(parseCsv(listed.csv ?? '').length, heavyCount);
  });

  it('bounds the money column with an amount of money, not the quantity named before it', async () => {
    const run = await bench.ask('average qty of tools over $100', { tables: tableOf('stock_items') });
    assertAnswered(run, 'average qty over $100');
    const kept = stock.filter((s) => s.price > 100);
    assert.match(run.answer, /unit\\?_price > 100/);
    const [row] = parseCsv(run.csv ?? '');
    assert.ok(Math.abs(Number(row.average_qty) - kept.reduce((sum, s) => sum + s.qty, 0) / kept.length) < 1e-9, run.csv);
  });
});
