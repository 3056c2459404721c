/**
 * "the latest trip" beside a `Delay (min)`: the last one in time or the most delayed one, which
 * are different rows: asked, naming both columns. "most recent" is only the last in time, and
 * without a delay column "latest" is the last in time too. "which order is the most recent" beside
 * `Order ID` and `Order Value`: the key's noun names the rows, never the value to rank by; "the oldest
 * order" and "the least recent" are the earliest by date, and "the oldest member" never is.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, parseCsv, type Cell } from './harness';

describe('analyst: "latest" beside a delay', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 12 }, (_, i) => [`F${i}`, `2024-03-${String(1 + i).padStart(2, '0')}`, (i * 7) % 12]);
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('asks which is meant when a delay column stands beside the dates', async () => {
    const tables = await bench.ingestRows('t_flights', ['Flight', 'Flight Date', 'Delay (min)'], rows, 'flights.csv');
    const run = await bench.ask('latest flight', { tables });
    assertRefused(run, 'latest flight');
    assert.match(run.answer, /`Flight Date` or `Delay \(min\)`/, run.answer.slice(0, 300));
    const recent = await bench.ask('most recent flight', { tables });
    assertAnswered(recent, 'most recent flight');
    assert.equal(parseCsv(recent.csv ?? '')[0]?.Flight, 'F11');
  });

  it('reads "latest" as the last in time without a delay column', async () => {
    const tables = await bench.ingestRows('t_flights_plain', ['Flight', 'Flight Date', 'Seats'], rows, 'flights_plain.csv');
    const run = await bench.ask('latest flight', { tables });
    assertAnswered(run, 'latest flight');
    assert.equal(parseCsv(run.csv ?? '')[0]?.Flight, 'F11');
  });

  it('reads the key noun beside a number named after it as the rows: which order is the most recent', async () => {
    const orders: Cell[][] = Array.from({ length: 30 }, (_, i) => [`O-${1000 + i}`, `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`, ['Ann', 'Bob', 'Cat', 'Dan'][i % 4], `${20 + ((i * 37) % 270)}.50`, i % 2 ? 'No' : 'Yes']);
    const tables = await bench.ingestRows('t_orders', ['Order ID', 'Order Date', 'Customer', 'Order Value', 'Is Member'], orders, 'orders.csv');
    const last = orders.reduce((a, b) => (String(b[1]) > String(a[1]) ? b : a));
    for (const question of ['which order is the most recent', 'most recent order']) {
      const run = await bench.ask(question, { tables });
      assertAnswered(run, question);
      assert.equal(parseCsv(run.csv ?? '')[0]?.['Order ID'], last[0], run.answer.slice(0, 300));
    }
    // "the oldest order", "the least recent": the earliest by its date, never the smallest or largest value.
    const first = orders.reduce((a, b) => (String(b[1]) < String(a[1]) ? b : a));
    for (const question of ['which order is the oldest', 'which order is the least recent', 'oldest order']) {
      const run = await bench.ask(question, { tables });
      assertAnswered(run, question);
      assert.equal(parseCsv(run.csv ?? '')[0]?.['Order ID'], first[0], run.answer.slice(0, 300));
    }
    // Of people, "oldest" is an age, never the earliest date of a row.
    const members = await bench.ingestRows('t_members', ['Member ID', 'Member Name', 'Join Date'], orders.map((o, i): Cell[] => [`M-${i}`, `Person ${i}`, o[1]]), 'members.csv');
    const oldest = await bench.ask('who is the oldest member', { tables: members });
    assert.doesNotMatch(oldest.answer, /ordered by Join Date/, oldest.answer.slice(0, 300));
  });
});
