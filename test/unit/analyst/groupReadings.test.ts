/**
 * Questions about groups once read as another aggregate, on a generated file of shop prices
 * (`store`, `price`, `stock`, some stock blank): the maximum per group, a group picked by the
 * file's noun for its things, the share of rows with one column missing, a count of rows missing
 * a column (the table's first cell is the figure) and "average per store", which has two readings.
 * Expected figures are computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import { mean } from '../../eval/analyst/questions';
import { AnalystBench, parseCsv } from './harness';

const STORES = ['Oakside', 'Riverton', 'Hillcrest', 'Lakemoor'];

function prices(): Array<{ store: string; price: number; stock: number | null }> {
  return Array.from({ length: 60 }, (_, i) => ({ store: STORES[i % 4], price: Math.round((10 + ((i * 53) % 97) + (i % 4) * 7.5) * 100) / 100, stock: i % 7 === 3 ? null : 1 + ((i * 11) % 40) }));
}

describe('analyst: aggregates over groups read as asked', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = prices();
  const of = (store: string): Array<(typeof rows)[number]> => rows.filter((row) => row.store === store);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('shops', ['store', 'price', 'stock'], rows.map((row) => [row.store, row.price, row.stock]));
  });

  it('"max price per store" is each store\'s maximum', async () => {
    for (const question of ['max price per store', 'minimum price by store']) {
      const run = await bench.ask(question);
      const table = parseCsv(run.csv ?? '');
      assert.equal(table.length, 4, `${question}: ${run.answer.slice(0, 300)}`);
      const pick = question.startsWith('max') ? Math.max : Math.min;
      for (const store of STORES) assert.equal(Number(Object.values(table.find((row) => row.store === store) ?? {})[1]), pick(...of(store).map((row) => row.price)), `${question} ${store}`);
    }
  });

  it('"which shop had the highest average price?" picks the store, saying so', async () => {
    const best = STORES.map((store) => [store, mean(of(store).map((row) => row.price))] as const).sort((a, b) => b[1] - a[1])[0];
    const run = await bench.ask('which shop had the highest average price?');
    assert.match(run.answer, /^Computed the average price by store/m, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`\\*\\*${best[0]}\\*\\*`));
  });

  it('counts the rows missing one column, with the figure first in the table', async () => {
    const blank = rows.filter((row) => row.stock === null).length;
    const count = await bench.ask('how many rows are missing a stock value?');
    assert.match(count.answer, /stock is missing/, count.answer.slice(0, 300));
    assert.equal(Number(Object.values(parseCsv(count.csv ?? '')[0] ?? {})[0]), blank);
    for (const question of ['what percentage of rows have no stock?', 'what percentage of rows have a blank stock?']) {
      const share = await bench.ask(question);
      const first = Number(Object.values(parseCsv(share.csv ?? '')[0] ?? {})[0]);
      assert.ok(Math.abs(first - (100 * blank) / rows.length) < 1e-9, `${question}: ${share.answer.slice(0, 300)}`);
    }
    const sum = await bench.ask('total stock of rows with no stock');
    assert.match(sum.answer, /I can.t answer/, sum.answer.slice(0, 300));
    const size = await bench.ask('how many rows are there?');
    assert.equal(Number(Object.values(parseCsv(size.csv ?? '')[0] ?? {})[0]), rows.length, size.answer.slice(0, 300));
  });

  it('asks which "average price per store" is meant, offering both', async () => {
    const run = await bench.ask('average price per store');
    assert.match(run.answer, /I can.t answer[\s\S]*per store/, run.answer.slice(0, 300));
    assert.equal(run.csv, undefined);
    assert.ok(run.questions.length >= 2, JSON.stringify(run.questions));
    const [grouped, overall] = run.questions;
    const groupedRun = await bench.ask(grouped);
    assert.equal(parseCsv(groupedRun.csv ?? '').length, 4, `${grouped}: ${groupedRun.answer.slice(0, 200)}`);
    const overallRun = await bench.ask(overall);
    assert.ok(Math.abs(Number(Object.values(parseCsv(overallRun.csv ?? '')[0] ?? {})[0]) - mean(rows.map((row) => row.price))) < 1e-6, `${overall}: ${overallRun.answer.slice(0, 200)}`);
    const byStore = await bench.ask('average price by store');
    assert.equal(parseCsv(byStore.csv ?? '').length, 4, byStore.answer.slice(0, 200));
  });
});
