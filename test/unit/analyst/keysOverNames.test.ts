/**
 * A photographer's clients and shoots of my own (no probe's data): two clients share a name, each
 * with a `Cust ID` beside the `Customer Name`; a `Status` has Booked rows beside Completed ones.
 * "how many customers" counts the key, never the distinct names; "which client booked the most" counts every shoot of each client,
 * never only the rows whose Status is Booked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, firstFigure } from './harness';

const clients = Array.from({ length: 12 }, (_, i) => ({ id: `CL${100 + i}`, name: i === 11 ? 'Sam Reed' : i === 4 ? 'Sam Reed' : `Client ${i}` }));
// Client 2 has the most shoots, all Completed; Client 7 has the most Booked ones.
const shoots = [...Array(6).fill('CL102').map((id) => ({ id, status: 'Completed' })), ...Array(3).fill('CL107').map((id) => ({ id, status: 'Booked' })),
  ...clients.map((c) => ({ id: c.id, status: 'Completed' }))].map((s, i) => ({ ...s, ref: `SH${i}`, name: clients.find((c) => c.id === s.id)?.name ?? '' }));

describe('analyst: keys over names, and the verb of booking', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_clients', ['Cust ID', 'Customer Name'], clients.map((c): Cell[] => [c.id, c.name]), 'customers.csv');
  });

  it('counts the customers by their key', async () => {
    const run = await bench.ask('how many customers');
    answered(run, 'how many customers');
    assert.equal(firstFigure(run), clients.length, run.answer.slice(0, 300));
  });

  it('counts every shoot a client booked', async () => {
    const book = await AnalystBench.create();
    await book.ingestRows('t_shoots', ['Shoot Ref', 'Client', 'Status'], shoots.map((s): Cell[] => [s.ref, s.name, s.status]), 'shoots.csv');
    const run = await book.ask('which client booked the most');
    answered(run, 'which client booked the most');
    assert.match(run.answer, /\*\*Client 2\*\*/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), 7, run.answer.slice(0, 300));
  });
});
