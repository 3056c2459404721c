/**
 * A question that names things by a value of a text column ("the most kites", "how many kites",
 * Item = Kites) beside a `Quantity`: the kites may be the rows (orders of kites) counted or their
 * quantity added up. Both are tried, as for "busiest": a ranking is answered when they rank alike,
 * a count is asked. After "which shop", "orders"
 * is what the shop does, not the `Order Value` of the rows: asked too.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

describe('analyst: the most things named by a value, beside a quantity', function () {
  this.timeout(120_000);
  it('answers when counting the rows and adding up the quantity agree, and asks when they do not', async () => {
    const bench = await AnalystBench.create();
    // Quayside has the most kite orders (4 small ones); Mill Lane the most kites (2 orders of 50).
    const rows: Cell[][] = [
      ['K1', 'Quayside', 'Kites', 2, 40], ['K2', 'Quayside', 'Kites', 3, 60], ['K3', 'Quayside', 'Kites', 1, 20], ['K4', 'Quayside', 'Kites', 2, 40],
      ['K5', 'Mill Lane', 'Kites', 50, 900], ['K6', 'Mill Lane', 'Kites', 50, 900], ['K7', 'Mill Lane', 'Sails', 1, 300],
      ['K8', 'Ridgeway', 'Sails', 2, 600], ['K9', 'Ridgeway', 'Sails', 1, 300], ['K10', 'Ridgeway', 'Ropes', 9, 90],
    ];
    const table = await bench.loadRows('chandlery', ['Order No', 'Shop', 'Item', 'Quantity', 'Order Value (£)'], rows, 'chandlery.csv');
    assertRefused(await bench.ask('which shop has the most kites', { tables: [table] }), 'which shop has the most kites');
    // Ridgeway leads both in sails: 2 orders and 3 sails.
    const sails = await bench.ask('which shop has the most sails', { tables: [table] });
    assertAnswered(sails, 'which shop has the most sails');
    assert.match(sails.answer, /Ridgeway/, sails.answer.slice(0, 300));
    assert.match(sails.answer, /Quantity/, sails.answer.slice(0, 300));
    assertRefused(await bench.ask('which shop orders the most sails', { tables: [table] }), 'which shop orders the most sails');
    // A count of kites: the kite orders (6) or the kites (158).
    assertRefused(await bench.ask('how many kites', { tables: [table] }), 'how many kites');
    assertRefused(await bench.ask('number of sails at ridgeway', { tables: [table] }), 'number of sails');
    const orders = await bench.ask('how many orders', { tables: [table] });
    assertAnswered(orders, 'how many orders');
    const listed = await bench.ask('which orders are the biggest', { tables: [table] });
    assertAnswered(listed, 'which orders are the biggest');
  });
});
