/**
 * A plant nursery's files of my own (no probe's data). An `Order` column of one code per row, named
 * outright, is the orders' key: "orders by month" counts its rows. On a list of plants, one row
 * each, a count per plant is 1 for every plant: asked, never ranked. An `RRP (£)` is a price, so a
 * stock value beside an `RRP` and a `Cost` asks which to multiply.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell } from './harness';

const PLANTS: Array<[string, string, string, number]> = [['P01', 'Lavender Hidcote', 'Perennial', 4.5], ['P02', 'Box Ball', 'Topiary', 22], ['P03', 'Olive Tree', 'Tree', 89], ['P04', 'Hosta Patriot', 'Perennial', 6.5]];
const orders = Array.from({ length: 36 }, (_, i) => ({ order: `N${7000 + i}`, date: `2024-0${2 + (i % 4)}-1${i % 10}`, type: i % 3 ? 'Retail' : 'Trade', qty: 1 + (i % 6) }));

describe('analyst: one-word keys and lists of one row each', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_plants', ['Code', 'Plant', 'Category', 'RRP (£)'], PLANTS.map((p): Cell[] => [...p]), 'plants.csv');
    await bench.loadRows('t_stock', ['Plant', 'RRP', 'Cost', 'Stock'], PLANTS.map((p, i): Cell[] => [p[1], p[3], p[3] / 2, 3 + i]), 'stock.csv');
    await bench.loadRows('t_orders', ['Order', 'Date', 'Customer Type', 'Qty'], orders.map((r): Cell[] => [r.order, r.date, r.type, r.qty]), 'orders.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  it('counts orders by month beside a one-word Order key', async () => {
    const run = await bench.ask('orders by month', on('orders.csv'));
    answered(run, 'orders by month');
    assert.match(run.answer, /per month of Date/, run.answer.slice(0, 300));
  });

  it('picks the month with the most orders', async () => {
    const run = await bench.ask('which month had the most orders', on('orders.csv'));
    answered(run, 'which month had the most orders');
    assert.match(run.answer, /keeping the highest one/, run.answer.slice(0, 300));
  });

  it('asks rather than ranking counts of one row each: which plant sells the most', async () => {
    const run = await bench.ask('which plant sells the most', on('plants.csv'));
    refused(run, 'which plant sells the most');
    assert.match(run.answer, /one row of plants\.csv/, run.answer.slice(0, 400));
  });

  it('asks which price a stock value multiplies beside an RRP and a Cost', async () => {
    const run = await bench.ask('total stock value', on('stock.csv'));
    refused(run, 'total stock value');
    assert.match(run.answer, /`RRP`, `Cost`/, run.answer.slice(0, 400));
  });

  it('reads an RRP as the price: most expensive plant', async () => {
    const run = await bench.ask('most expensive plant', on('plants.csv'));
    answered(run, 'most expensive plant');
    assert.match(run.answer, /Olive Tree/, run.answer.slice(0, 400));
  });
});
