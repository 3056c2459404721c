/**
 * Two shops of my own (no probe's data). A uniform shop's order lines keep a positive `Line Total`
 * on lines whose `Payment` says Refunded: "sales by month" or "revenue by item" could be over every
 * line or only the sales, so they are asked ("excluding refunded" answers). A till whose refunds are
 * rows of negative `Paid` already nets them out: "total takings" is the column's total.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure } from './harness';

const ITEMS = ['Blazer', 'Jumper', 'PE Top'];
const lines = Array.from({ length: 60 }, (_, i) => ({ ref: `U${100 + Math.floor(i / 2)}`, date: `2024-0${7 + (i % 3)}-${String(1 + (i % 27)).padStart(2, '0')}`, item: ITEMS[i % 3], total: 12 + (i % 5) * 6, payment: i % 10 === 4 ? 'Refunded' : i % 2 ? 'Card' : 'Cash' }));
const till = Array.from({ length: 50 }, (_, i) => ({ txn: `T${i}`, date: `2024-05-${String(1 + (i % 28)).padStart(2, '0')}`, paid: i % 12 === 5 ? -20 : 20 + (i % 4) * 5, tip: i % 3 ? '' : '£2.00', status: i % 12 === 5 ? 'Refunded' : 'Completed' }));

describe('analyst: refunds kept as their own lines', function () {
  this.timeout(120_000);

  it('asks whether sales count the refunded lines when they carry a positive amount', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_uniform', ['Order Ref', 'Order Date', 'Item', 'Line Total', 'Payment'], lines.map((l): Cell[] => [l.ref, l.date, l.item, `£${l.total}.00`, l.payment]), 'uniform_orders.csv');
    for (const question of ['sales by month', 'revenue by item', 'top 3 items by spend']) {
      const run = await bench.ask(question);
      refused(run, question);
      assert.match(run.answer, /excluding refunded”/, run.answer.slice(0, 300));
    }
    const kept = await bench.ask('total sales excluding refunded');
    answered(kept, 'total sales excluding refunded');
    assert.equal(firstFigure(kept), lines.filter((l) => l.payment !== 'Refunded').reduce((sum, l) => sum + l.total, 0));
  });

  it('answers takings on a till whose refunds are negative rows', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_till', ['Txn', 'Date', 'Paid', 'Tip', 'Status'], till.map((t): Cell[] => [t.txn, t.date, `£${t.paid}.00`, t.tip, t.status]), 'till_2024.csv');
    const run = await bench.ask('total takings');
    answered(run, 'total takings');
    assert.equal(firstFigure(run), till.reduce((sum, t) => sum + t.paid, 0));
  });
});
