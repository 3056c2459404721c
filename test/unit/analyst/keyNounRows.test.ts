/**
 * The noun of the rows' key names the rows: "sessions by room" beside `Session ID` and `Session
 * Length (min)` counts the sessions, never adds up or averages their length; "sessions longer than
 * 90 minutes" and "sessions with fees over $40" (`Fee Amount`, after the key's noun) count the rows kept. Money
 * beside the noun stays asked: "loans by status" could be the loans or their `Loan Amount`, and
 * "which area has the most calls" the calls or their `Call-out Fee`. "which hour" groups by the hour
 * beside a flag named `Out of Hours`, never keeps the rows it marks.
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

  it('counts the things a plural noun names when a bound keeps them by the column it names, with no amount asked', async () => {
    const jobs: Cell[][] = Array.from({ length: 40 }, (_, i) => [`PJ-${i + 1}`, ['Voron', 'Prusa'][i % 2], 1 + ((i * 5) % 11), `$${20 + ((i * 7) % 50)}.00`]);
    const tables = await bench.ingestRows('t_prints', ['Job ID', 'Printer', 'Parts on Plate', 'Final Bill'], jobs, 'print_jobs.csv');
    // A bound right after the noun, as before: the bills over $40, counted.
    const bills = await bench.ask('bills over $40', { tables });
    assertAnswered(bills, 'bills over $40');
    assert.equal(firstFigure(bills), jobs.filter((row) => Number(String(row[3]).slice(1)) > 40).length, bills.answer.slice(0, 300));
    const plates = await bench.ask('plates with more than 6 parts on', { tables });
    assertAnswered(plates, 'plates with more than 6 parts on');
    assert.equal(firstFigure(plates), jobs.filter((row) => Number(row[2]) > 6).length, plates.answer.slice(0, 300));
    const total = await bench.ask('total parts on plate for plates with more than 6 parts', { tables });
    assertAnswered(total, 'total parts on plate');
    assert.equal(firstFigure(total), jobs.filter((row) => Number(row[2]) > 6).reduce((sum, row) => sum + Number(row[2]), 0), total.answer.slice(0, 300));
    // "hours" is the unit of `Sunshine (hours)`, no thing: the days are still asked about, never ranked by their total.
    const sunny = await bench.ingestRows('t_sun', ['Reading Date', 'Panel', 'Sunshine (hours)'], Array.from({ length: 20 }, (_, i): Cell[] => [`2024-06-${String(1 + (i % 10)).padStart(2, '0')}`, ['A', 'B'][i % 2], 2 + ((i * 3) % 11)]), 'sun.csv');
    assertRefused(await bench.ask('days with more than 8 hours of sunshine', { tables: sunny }), 'days with more than 8 hours');
  });

  it('asks whether the most calls beside a Call-out Fee are the calls or their fee, and reads which hour as the hour beside Out of Hours', async () => {
    // Hour 10 the busiest (a third of the calls), a quarter of them out of hours.
    const calls: Cell[][] = Array.from({ length: 36 }, (_, i) => {
      const hour = i % 3 === 0 ? 10 : [8, 13, 15, 19, 22, 23][i % 6];
      return [`J-${i + 1}`, `2024-0${1 + (i % 6)}-1${i % 9}`, `${String(hour).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`, ['BS1', 'BS8'][i % 2], 60 + ((i * 13) % 90), hour >= 19 || hour < 8 ? 'Yes' : 'No'];
    });
    const tables = await bench.ingestRows('t_callouts', ['Job No', 'Call Date', 'Call Time', 'Area', 'Call-out Fee', 'Out of Hours'], calls, 'locksmith_callouts.csv');
    assertRefused(await bench.ask('which area has the most calls', { tables }), 'the calls or their fee');
    // A column that counts the things ("Pupils on Roll") is their number: its total ranks.
    const classes = await bench.ingestRows('t_classes', ['Class', 'Form Teacher', 'Pupils on Roll'], [['7A', 'Ms Gray', 28], ['7B', 'Mr Hale', 31], ['8A', 'Ms Gray', 12]], 'classes.csv');
    const most = await bench.ask('which form teacher has the most pupils', { tables: classes });
    assertAnswered(most, 'the most pupils');
    assert.deepEqual(Object.values(parseCsv(most.csv ?? '')[0] ?? {}), ['Ms Gray', '40'], most.answer.slice(0, 300));
    const busiest = await bench.ask('which hour do we get the most jobs', { tables });
    assertAnswered(busiest, 'which hour');
    assert.doesNotMatch(busiest.answer.split('\n')[0], /Out of Hours/, busiest.answer.slice(0, 300));
    const [top] = parseCsv(busiest.csv ?? '');
    assert.deepEqual(Object.values(top ?? {}).map(Number), [10, calls.filter((row) => String(row[2]).startsWith('10:')).length], busiest.answer.slice(0, 300));
  });
});
