/**
 * A shop's order log of my own (no probe's data): "revenue", "sales" and "value" are money coming
 * in, so their synonyms (`Amount`, `Total`) never reach a `Refund Amount`, money going back out.
 * Beside an `Order Total` the same words are the orders' money; beside only a refund they are asked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const STORES = ['North', 'South', 'Harbour'];
const orders = Array.from({ length: 30 }, (_, i) => ({ id: `O${1000 + i}`, store: STORES[i % 3], total: 10 + ((i * 37) % 80), refund: i % 4 === 0 ? 5 + (i % 7) : null }));
const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);

describe('analyst: words of money coming in never name a refund', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_refunds', ['Order ID', 'Store', 'Refund Amount'], orders.map((r): Cell[] => [r.id, r.store, r.refund]), 'refunds.csv');
    await bench.loadRows('t_orders', ['Order ID', 'Store', 'Order Total', 'Refund Amount'], orders.map((r): Cell[] => [r.id, r.store, r.total, r.refund]), 'orders.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  for (const question of ['total revenue by store', 'total sales', 'total value', 'income by store']) {
    it(`asks rather than adding up refunds: ${question}`, async () => {
      const run = await bench.ask(question, on('refunds.csv'));
      refused(run, question);
    });
  }

  it('adds up the orders money beside a refund: total revenue', async () => {
    const run = await bench.ask('total revenue', on('orders.csv'));
    answered(run, 'total revenue');
    assert.equal(firstFigure(run), sum(orders.map((r) => r.total)), run.answer.slice(0, 300));
  });

  it('still adds up refunds when asked for them: total refunds by store', async () => {
    const run = await bench.ask('total refunds by store', on('refunds.csv'));
    answered(run, 'total refunds by store');
    assert.match(run.answer, /Refund Amount by Store/, run.answer.slice(0, 300));
  });
});
