/**
 * The rate of an event reads two ways when its line undoes another kind of line of the same
 * column, or when another value of that column is the event in part. On a generated ferry
 * operator's till entries (`Entry Kind` Payment or Chargeback) "chargeback rate" is asked (over
 * the payments, or over every entry) and "chargeback rate of all entries" answers; on its
 * freight consignments (`Consignment Status` Delivered, Partial or Lost) "pct of consignments
 * delivered" is asked (Partial counted or not), while a rate beside no such value ("return
 * rate" on Kept / Returned hampers) is answered as before. Figures computed here in plain
 * JavaScript.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

/** 90 till entries, one in eleven a chargeback. */
const entries = Array.from({ length: 90 }, (_, i) => ({ id: `T${700 + i}`, terminal: ['Quay', 'Deck'][i % 2], kind: i % 11 === 3 ? 'Chargeback' : 'Payment', euros: 12 + (i % 7) * 3 }));
/** 80 consignments: a few delivered in part, a few lost. */
const consignments = Array.from({ length: 80 }, (_, i) => ({ id: `C${300 + i}`, route: ['North', 'South'][i % 2], status: i % 13 === 5 ? 'Partial' : i % 17 === 2 ? 'Lost' : 'Delivered' }));
/** 60 hampers, one in seven returned. */
const hampers = Array.from({ length: 60 }, (_, i) => ({ id: `H${40 + i}`, size: ['Small', 'Large'][i % 2], outcome: i % 7 === 1 ? 'Returned' : 'Kept' }));

describe('analyst: a rate whose event undoes another line, or happens in part, is asked', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('till_entries', ['Entry ID', 'Terminal', 'Entry Kind', 'Amount EUR'], entries.map((e): Cell[] => [e.id, e.terminal, e.kind, e.euros]), 'till_entries.csv');
    await bench.loadRows('consignments', ['Consignment ID', 'Route', 'Consignment Status'], consignments.map((c): Cell[] => [c.id, c.route, c.status]), 'consignments.csv');
    await bench.loadRows('hampers', ['Hamper ID', 'Size', 'Outcome'], hampers.map((h): Cell[] => [h.id, h.size, h.outcome]), 'hampers.csv');
  });

  const only = (name: string): Parameters<AnalystBench['ask']>[1] => ({ tables: bench.tables.filter((t) => t.table === name) });
  const percent = (csv: string | undefined): number => Number(parseCsv(csv ?? '')[0]?.percent);

  it('asks whether "chargeback rate" is over the payments or over every entry', async () => {
    const run = await bench.ask('chargeback rate', only('till_entries'));
    assertRefused(run, 'chargeback rate');
    assert.match(run.answer, /Payment/);
  });

  it('answers "chargeback rate of all entries" over every entry', async () => {
    const run = await bench.ask('chargeback rate of all entries', only('till_entries'));
    assertAnswered(run, 'chargeback rate of all entries');
    assert.ok(Math.abs(percent(run.csv) - (100 * entries.filter((e) => e.kind === 'Chargeback').length) / entries.length) < 1e-6, run.csv);
  });

  it('asks whether "pct of consignments delivered" counts the ones delivered in part', async () => {
    const run = await bench.ask('pct of consignments delivered', only('consignments'));
    assertRefused(run, 'pct of consignments delivered');
    assert.match(run.answer, /Partial/);
  });

  it('answers a rate with no partial or undone value beside it', async () => {
    const run = await bench.ask('return rate', only('hampers'));
    assertAnswered(run, 'return rate');
    assert.ok(Math.abs(percent(run.csv) - (100 * hampers.filter((h) => h.outcome === 'Returned').length) / hampers.length) < 1e-6, run.csv);
  });
});
