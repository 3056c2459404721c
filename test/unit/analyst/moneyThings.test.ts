/**
 * "biggest invoice", "smallest deals", "most expensive single drop-off": a size or a price said of
 * rows whose one money figure is their amount asks for the row with the largest (smallest) amount.
 * They were refused as naming nothing to compute. "biggest order" beside a quantity reads two ways
 * and is asked; "cheapest" beside blank charges (free, or not known) is asked too.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, parseCsv, type Cell } from './harness';

describe('analyst: the biggest thing whose size is its money', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const invoices: Cell[][] = Array.from({ length: 30 }, (_, i) => [`INV-${100 + i}`, `2024-0${1 + (i % 9)}-15`, ['Acme', 'Birch', 'Cobalt'][i % 3], `$${(100 + ((i * 7919) % 5000)).toLocaleString('en-US')}.00`]);
  const amount = (row: Cell[]): number => Number(String(row[3]).replace(/[$,]/g, ''));
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('answers the invoice with the largest amount, and the smallest ones', async () => {
    const tables = await bench.ingestRows('inv', ['Invoice ID', 'Invoice Date', 'Vendor', 'Amount'], invoices, 'invoices.csv');
    const run = await bench.ask('biggest invoice', { tables });
    assertAnswered(run, 'biggest invoice');
    const top = invoices.reduce((a, b) => (amount(b) > amount(a) ? b : a));
    assert.equal(parseCsv(run.csv ?? '')[0]['Invoice ID'], top[0], run.csv);
    const small = await bench.ask('smallest 3 invoices', { tables });
    assertAnswered(small, 'smallest');
    assert.deepEqual(parseCsv(small.csv ?? '').map((row) => row['Invoice ID']), [...invoices].sort((a, b) => amount(a) - amount(b)).slice(0, 3).map((row) => row[0]), small.csv);
  });

  it('answers "the most expensive single drop-off" by its one money column', async () => {
    const drops: Cell[][] = Array.from({ length: 20 }, (_, i) => [`RC-${i}`, ['Glass', 'Wood'][i % 2], 10 + i, i % 2 ? `£${(2 + ((i * 37) % 40)).toFixed(2)}` : '-']);
    const tables = await bench.ingestRows('drops', ['Drop-off ID', 'Material', 'Net Weight (kg)', 'Charge'], drops, 'dropoffs.csv');
    const run = await bench.ask('most expensive single drop-off', { tables });
    assertAnswered(run, 'most expensive');
    const charged = drops.filter((row) => row[3] !== '-');
    const top = charged.reduce((a, b) => (Number(String(b[3]).slice(1)) > Number(String(a[3]).slice(1)) ? b : a));
    assert.equal(parseCsv(run.csv ?? '')[0]['Drop-off ID'], top[0], run.csv);
    assertRefused(await bench.ask('cheapest drop-off', { tables }), 'cheapest');
  });

  it('asks whether the biggest order is by money or by units', async () => {
    const orders: Cell[][] = invoices.map((row, i) => [`O-${i}`, row[2], 1 + ((i * 13) % 40), row[3]]);
    const tables = await bench.ingestRows('ord', ['Order ID', 'Customer', 'Quantity', 'Order Value'], orders, 'orders.csv');
    const run = await bench.ask('biggest order', { tables });
    assertRefused(run, 'biggest order');
    assert.match(run.answer, /could be the one with the largest `Order Value` or the largest `Quantity`/);
  });
});
