/**
 * The noun of the rows' key names the rows: "sessions by room" beside `Session ID` and `Session
 * Length (min)` counts the sessions, never adds up or averages their length; "sessions longer than
 * 90 minutes" and "sessions with fees over $40" (`Fee Amount`, after the key's noun) count the rows kept. Money
 * beside the noun stays asked: "loans by status" could be the loans or their `Loan Amount`.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: the noun of the rows\' key names the rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const ROOMS = ['Atrium', 'Loft', 'Cellar'];
  const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [`S-${100 + i}`, ROOMS[i % 3], 30 + ((i * 17) % 120), `$${20 + ((i * 7) % 40)}.00`, i % 4 ? 'Held' : 'Cancelled']);
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = () => bench.ingestRows('t_sessions', ['Session ID', 'Room', 'Session Length (min)', 'Fee Amount', 'Status'], rows, 'sessions.csv');

  it('counts the rows for the key\'s noun beside a length of time', async () => {
    const tables = await load();
    const run = await bench.ask('sessions by room', { tables });
    assertAnswered(run, 'sessions by room');
    const counts = new Map(parseCsv(run.csv ?? '').map((line) => [line.Room, Number(Object.values(line).at(-1))]));
    for (const room of ROOMS) assert.equal(counts.get(room), rows.filter((row) => row[1] === room).length, run.answer.slice(0, 300));
    const held = await bench.ask('held sessions by room', { tables });
    assertAnswered(held, 'held sessions by room');
    assert.equal(parseCsv(held.csv ?? '').reduce((sum, line) => sum + Number(Object.values(line).at(-1)), 0), rows.filter((row) => row[4] === 'Held').length);
  });

  it('counts the rows kept by a bound on the column the noun names', async () => {
    const tables = await load();
    const longer = await bench.ask('how many sessions longer than 90 minutes', { tables });
    assertAnswered(longer, 'longer than 90 minutes');
    assert.equal(firstFigure(longer), rows.filter((row) => Number(row[2]) > 90).length);
    const fees = await bench.ask('sessions with fees over $40', { tables });
    assertAnswered(fees, 'fees over $40');
    const kept = rows.filter((row) => Number(String(row[3]).slice(1)) > 40).length;
    assert.ok(firstFigure(fees) === kept || parseCsv(fees.csv ?? '').length === kept, fees.answer.slice(0, 300));
  });

  it('still asks when the noun could name money', async () => {
    const tables = await bench.ingestRows('t_loans', ['Loan ID', 'Loan Amount', 'Status'], rows.map((row, i): Cell[] => [`L-${i}`, 1000 + i * 250, row[4]]), 'loans.csv');
    assertRefused(await bench.ask('loans by status', { tables }), 'loans by status');
  });
});
