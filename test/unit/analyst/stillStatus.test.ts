/**
 * "Still" before a status value ("still in transit", "still on hold") keeps the rows with that
 * status, and a status written with a leading "in" or "on" is found as a value, on a generated
 * warehouse's inbound pallets. Expected counts are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, type Cell } from './harness';

const STATUSES = ['received', 'in transit', 'on hold', 'received', 'rejected', 'received', 'in transit'];

describe('analyst: "still" before a status value', function () {
  this.timeout(120_000);
  const rows: Cell[][] = Array.from({ length: 150 }, (_, i) => [`PL${500 + i}`, ['Dock A', 'Dock B', 'Dock C'][i % 3], STATUSES[(i * 5) % STATUSES.length], 100 + ((i * 17) % 600)]);
  const count = (status: string): number => rows.filter((row) => row[2] === status).length;

  it('keeps the rows with the status that follows "still"', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('w', ['Pallet ID', 'Dock', 'Status', 'Weight'], rows, 'pallets.csv');
    const transit = await bench.ask('how many pallets are still in transit');
    assertAnswered(transit, 'still in transit');
    assert.match(transit.answer, /Status = in transit/);
    assert.match(transit.answer, new RegExp(`\\*\\*${count('in transit')}\\*\\*`));
    const hold = await bench.ask('total weight of pallets still on hold');
    assertAnswered(hold, 'still on hold');
    const weight = rows.filter((row) => row[2] === 'on hold').reduce((sum, row) => sum + Number(row[3]), 0);
    assert.match(hold.answer, new RegExp(`\\*\\*${weight.toLocaleString('en-US')}\\*\\*`));
  });
});
