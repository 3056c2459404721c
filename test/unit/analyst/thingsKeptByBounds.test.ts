/**
 * A haulage log and a lab's samples of my own (no probe's data). "deliveries over 30 miles" beside
 * `Delivery Distance (miles)` and "nitrate over 50 mg/l" beside `Nitrate (mg/L)` count the rows the
 * bound keeps: the unit after the number is the bound's, no second naming of the column, and the
 * plural that opens the column's name names the things kept. "20 t" is 20 tonnes, never a bound on
 * money. "samples" in a file of samples is its rows, whose `Sample Type` holds only their kinds.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const trips = Array.from({ length: 40 }, (_, i) => ({ ticket: `T-${500 + i}`, net: 8 + ((i * 7) % 22), value: 150 + ((i * 53) % 600), miles: 5 + ((i * 11) % 45) }));
const samples = Array.from({ length: 36 }, (_, i) => ({ no: `S-${i}`, type: ['Mains Tap', 'Borehole', 'Pool'][i % 3], nitrate: i % 7 === 3 ? null : 10 + ((i * 13) % 60) }));

describe('analyst: things kept by a bound', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('counts the deliveries a bound in miles keeps, and never bounds money in tonnes', async () => {
    const tables = await bench.ingestRows('t_haul', ['Ticket No', 'Net Weight', 'Load Value', 'Delivery Distance (miles)'],
      trips.map((t): Cell[] => [t.ticket, `${t.net}.00 t`, `£${t.value}.00`, t.miles]), 'haulage_tickets.csv');
    const far = await bench.ask('deliveries over 30 miles', { tables });
    answered(far, 'deliveries over 30 miles');
    assert.equal(firstFigure(far), trips.filter((t) => t.miles > 30).length, far.answer.slice(0, 300));
    // The measure named apart from the things the bound keeps is what is asked.
    const distance = await bench.ask('distance of deliveries over 30 miles', { tables });
    answered(distance, 'distance of deliveries over 30 miles');
    assert.equal(firstFigure(distance), trips.filter((t) => t.miles > 30).reduce((sum, t) => sum + t.miles, 0), distance.answer.slice(0, 300));
    const heavy = await bench.ask('loads over 20 t', { tables });
    assert.doesNotMatch(heavy.answer, /Load Value >/, heavy.answer.slice(0, 300));
    if (!/I can.t answer/.test(heavy.answer)) assert.equal(firstFigure(heavy), trips.filter((t) => t.net > 20).length, heavy.answer.slice(0, 300));
    const net = await bench.ask('how many tickets with a net weight over 20 t', { tables });
    answered(net, 'net weight over 20 t');
    assert.equal(firstFigure(net), trips.filter((t) => t.net > 20).length, net.answer.slice(0, 300));
  });

  it('counts the samples over a bound written with a unit of two parts, and reads samples as the rows', async () => {
    const tables = await bench.ingestRows('t_lab', ['Lab No', 'Sample Type', 'Nitrate (mg/L)'],
      samples.map((s): Cell[] => [s.no, s.type, s.nitrate === null ? 'n/a' : s.nitrate]), 'lab_samples.csv');
    const over = samples.filter((s) => s.nitrate !== null && s.nitrate > 50).length;
    for (const question of ['nitrate over 50 mg/l', 'how many samples had nitrate over 50']) {
      const run = await bench.ask(question, { tables });
      answered(run, question);
      assert.equal(firstFigure(run), over, run.answer.slice(0, 300));
    }
    const all = await bench.ask('how many samples', { tables });
    answered(all, 'how many samples');
    assert.equal(firstFigure(all), samples.length, all.answer.slice(0, 300));
    refused(await bench.ask('how many bottles', { tables }), 'how many bottles');
    // "no ph result" beside a `Result` column: the pH reading is missing, never a count of results.
    const results = await bench.ingestRows('t_lab_ph', ['Lab No', 'pH', 'Result'], samples.map((s, i): Cell[] => [s.no, i % 5 === 0 ? 'n/a' : 7 + (i % 3) / 10, ['Pass', 'Fail - pH'][i % 2]]), 'lab_ph_samples.csv');
    const noPh = await bench.ask('how many samples have no ph result', { tables: results });
    answered(noPh, 'no ph result');
    assert.equal(firstFigure(noPh), samples.filter((_, i) => i % 5 === 0).length, noPh.answer.slice(0, 300));
  });
});

describe('analyst: a unit the file writes in every cell of a lab reading', function () {
  this.timeout(120_000);
  it('reads 0.4 NTU as a number and 4 ntu after a number as its unit', async () => {
    const bench = await AnalystBench.create();
    const readings = Array.from({ length: 30 }, (_, i) => ({ no: `W-${i}`, ntu: Math.round(((i * 37) % 90) + 1) / 10 }));
    const tables = await bench.ingestRows('t_ntu', ['Lab No', 'Turbidity'], readings.map((r): Cell[] => [r.no, `${r.ntu.toFixed(1)} NTU`]), 'water_samples.csv');
    const avg = await bench.ask('avg turbidity', { tables });
    answered(avg, 'avg turbidity');
    assert.ok(Math.abs(firstFigure(avg) - readings.reduce((sum, r) => sum + r.ntu, 0) / readings.length) < 1e-3, avg.answer.slice(0, 300));
    const over = await bench.ask('turbidity above 4 ntu', { tables });
    answered(over, 'turbidity above 4 ntu');
    assert.equal(firstFigure(over), readings.filter((r) => r.ntu > 4).length, over.answer.slice(0, 300));
  });
});

describe('analyst: money spent on rows that each carry their price', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('adds up the prices for what a client spent when no quantity stands beside them, and asks when one does', async () => {
    const lab = Array.from({ length: 30 }, (_, i) => ({ no: `S-${i}`, client: ['Acme Water', 'Ridgeway', 'Dale Farm'][i % 3], price: [36, 42, 95][(i * 2) % 3] }));
    const tables = await bench.ingestRows('t_prices', ['Lab No', 'Client', 'Price'], lab.map((s): Cell[] => [s.no, s.client, `£${s.price}.00`]), 'lab_jobs.csv');
    const totals = new Map<string, number>();
    for (const s of lab) totals.set(s.client, (totals.get(s.client) ?? 0) + s.price);
    const top = [...totals].sort((a, b) => b[1] - a[1])[0];
    const run = await bench.ask('which client spends the most', { tables });
    answered(run, 'which client spends the most');
    assert.match(run.answer, new RegExp(`\\*\\*${top[0]}\\*\\* has the highest total Price: \\*\\*${top[1].toLocaleString('en-US')}\\*\\*`), run.answer.slice(0, 300));
    const sold = await bench.ingestRows('t_prices_qty', ['Order No', 'Client', 'Price', 'Qty'], lab.map((s, i): Cell[] => [s.no, s.client, s.price, 1 + (i % 4)]), 'orders.csv');
    refused(await bench.ask('which client spends the most', { tables: sold }), 'spends the most beside a quantity');
  });

  it('reads revenue, income and sales as the one column of money that came in, never a weight named gross nor a price', async () => {
    const tickets = Array.from({ length: 24 }, (_, i) => ({ no: `WB-${i}`, date: `2024-0${1 + (i % 3)}-1${i % 9}`, gross: 30 + (i % 7), value: 200 + i * 11 }));
    const tables = await bench.ingestRows('t_revenue', ['Ticket No', 'Date Out', 'Gross (t)', 'Price per Tonne', 'Load Value'],
      tickets.map((t): Cell[] => [t.no, t.date, t.gross, '£17.50', `£${t.value}.00`]), 'weighbridge.csv');
    const total = tickets.reduce((sum, t) => sum + t.value, 0);
    for (const question of ['total revenue', 'total sales value', 'total income']) {
      const run = await bench.ask(question, { tables });
      answered(run, question);
      assert.equal(firstFigure(run), total, run.answer.slice(0, 300));
    }
    const lab = await bench.ingestRows('t_revenue_price', ['Lab No', 'Client', 'Price'], tickets.map((t, i): Cell[] => [t.no, ['A', 'B'][i % 2], `£${t.value}.00`]), 'lab.csv');
    // A price is never read as the money that came in: a catalogue or a per-unit rate holds prices as often.
    refused(await bench.ask('total invoiced', { tables: lab }), 'invoiced beside a price only');
    const costs = await bench.ingestRows('t_revenue_cost', ['Job No', 'Material Cost'], tickets.map((t): Cell[] => [t.no, `£${t.value}.00`]), 'jobs.csv');
    refused(await bench.ask('total revenue', { tables: costs }), 'revenue beside a cost only');
    const budgets = await bench.ingestRows('t_revenue_budget', ['Month', 'Department', 'Budget (£)', 'Actual Spend (£)'], tickets.map((t, i): Cell[] => [t.date, ['IT', 'Ops'][i % 2], t.value, t.gross]), 'budgets.csv');
    refused(await bench.ask('total income by department', { tables: budgets }), 'income beside a budget');
    const stays = await bench.ingestRows('t_revenue_nights', ['Booking', 'Guest', 'Nights', 'Price'], tickets.map((t, i): Cell[] => [t.no, ['Ann', 'Ben'][i % 2], 1 + (i % 4), `£${t.value}.00`]), 'stays.csv');
    refused(await bench.ask('which guest spends the most', { tables: stays }), 'spends beside nights');
    // One sheet of a workbook: another sheet may hold the money that came in; a file alone holds all of it.
    const fees = tickets.map((t, i): Cell[] => [t.no, ['Flex', 'Fixed'][i % 2], t.value]);
    const sheet = await bench.loadRows('t_revenue_sheet', ['Member ID', 'Plan', 'Monthly Fee (€)'], fees, 'club.xlsx / Members');
    refused(await bench.ask('total revenue', { tables: [sheet] }), 'revenue on one sheet of a workbook');
    const file = await bench.loadRows('t_revenue_file', ['Member ID', 'Plan', 'Monthly Fee (€)'], fees, 'members.csv');
    const alone = await bench.ask('total revenue', { tables: [file] });
    answered(alone, 'revenue on a file of its own');
    assert.equal(firstFigure(alone), total, alone.answer.slice(0, 300));
  });
});

describe('analyst: a bound in a unit beside a sheet to look up', function () {
  this.timeout(120_000);
  it('never bounds the other sheet\'s column named only by the unit of the number', async () => {
    const bench = await AnalystBench.create();
    const rooms = ['Vault', 'Lab', 'Tomb'];
    const bookings = await bench.ingestRows('t_games', ['Booking Ref', 'Room', 'Escaped', 'Escape Time'],
      Array.from({ length: 30 }, (_, i): Cell[] => [`B-${i}`, rooms[i % 3], i % 2 ? 'Yes' : 'No', i % 2 ? `${40 + (i % 15)}:${String(10 + i).padStart(2, '0')}` : '-']), 'games.csv');
    const limits = await bench.ingestRows('t_rooms', ['Room', 'Time Limit (min)'], rooms.map((room): Cell[] => [room, 60]), 'rooms.csv');
    const run = await bench.ask('escapes under 45 mins', { tables: [...bookings, ...limits] });
    assert.doesNotMatch(run.answer, /Time Limit \(min\) </, run.answer.slice(0, 400));
  });
});
