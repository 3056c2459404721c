/**
 * Rows a status takes out of the event the question names: "how many X were carried out", "how
 * many did we sell" or "how many shipments" beside a `Status` with Shipped and Cancelled reads two
 * ways (every row, or the rows where the event took place) and is asked; a noun of an arrangement ("orders") beside the
 * same status counts every row, as does a question that says which or asks about blanks.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: rows a status takes out of the event', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const STATUS = ['Shipped', 'Shipped', 'Cancelled', 'Shipped', 'Returned to sender'];
  const VETS = ['Dr Okafor', 'Dr Lind'];
  const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [`S${i}`, `2025-03-${String(1 + i).padStart(2, '0')}`, VETS[i % 2], i % 3 ? 'Vaccination' : 'Dental', STATUS[i % 5], STATUS[i % 5] === 'Cancelled' ? null : `C${i % 4}`, 2 + (i % 7)]);
  const columns = ['Order No', 'Order Date', 'Vet', 'Procedure', 'Status', 'Carrier', 'Boxes'];
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('asks when the noun is the event a status value records and some rows did not happen', async () => {
    const tables = await bench.ingestRows('t_ship', columns, rows, 'shipments.csv');
    assertRefused(await bench.ask('how many shipments', { tables }), 'shipments');
  });

  it('asks when the noun of the key of the rows is an event, and counts the rows for an arrangement', async () => {
    const tours = await bench.ingestRows('t_tours', ['Tour ID', 'Tour Date', 'Guide', 'Status'], rows.map((row) => [row[0], row[1], row[2], row[4] === 'Cancelled' ? 'Cancelled' : 'Completed']), 'tours.csv');
    assertRefused(await bench.ask('how many tours', { tables: tours }), 'how many tours');
    const bookings = await bench.ingestRows('t_tour_bookings', ['Booking ID', 'Tour Date', 'Guide', 'Status'], rows.map((row) => [row[0], row[1], row[2], row[4] === 'Cancelled' ? 'Cancelled' : 'Completed']), 'tour_bookings.csv');
    const counted = await bench.ask('how many bookings', { tables: bookings });
    assertAnswered(counted, 'how many bookings');
    assert.equal(firstFigure(counted), rows.length);
  });

  it('asks when the event noun is made by someone named, and counts every booking made', async () => {
    const tables = await bench.ingestRows('t_ship_made', columns, rows, 'shipments.csv');
    assertRefused(await bench.ask('how many shipments did dr okafor make', { tables }), 'did dr okafor make');
    const bookings = await bench.ingestRows('t_bookings_made', ['Booking ID', 'Tour Date', 'Guide', 'Status'], rows.map((row) => [row[0], row[1], row[2], row[4] === 'Cancelled' ? 'Cancelled' : 'Completed']), 'tour_bookings.csv');
    const made = await bench.ask('how many bookings did dr lind make', { tables: bookings });
    assertAnswered(made, 'bookings made');
    assert.equal(firstFigure(made), rows.filter((row) => row[2] === 'Dr Lind').length);
  });

  it('asks when a verb says the event happened', async () => {
    const tables = await bench.ingestRows('t_ship2', columns, rows, 'clinic_jobs.csv');
    assertRefused(await bench.ask('how many dentals did dr okafor do', { tables }), 'did not');
    assertRefused(await bench.ask('how many vaccinations were carried out', { tables }), 'did not');
  });

  it('asks when a verb of selling or paying meets rows that were cancelled, and reads a count sold as the quantity', async () => {
    const sales = rows.map((row) => [row[0], row[1], row[3], row[4] === 'Cancelled' ? 'Cancelled' : 'Paid', row[6], 10 * Number(row[6])]);
    const tables = await bench.ingestRows('t_kiosk', ['Sale No', 'Sale Date', 'Item', 'Status', 'Quantity', 'Amount'], sales, 'kiosk_sales.csv');
    assertRefused(await bench.ask('how many dentals did we sell', { tables }), 'did not');
    assertRefused(await bench.ask('how much did we spend on vaccinations', { tables }), 'did not');
    const kept = await bench.ask('how many dentals did we sell excluding cancelled', { tables });
    assertAnswered(kept, 'sell excluding cancelled');
    assert.equal(firstFigure(kept), sales.filter((row) => row[2] === 'Dental' && row[3] !== 'Cancelled').reduce((total, row) => total + Number(row[4]), 0));
  });

  it('asks when a verb of selling meets lines that refund a sale, and reads "copies" as the quantity', async () => {
    const lines: Cell[][] = Array.from({ length: 40 }, (_, i) => [`R-${i}`, `2024-0${1 + (i % 6)}-1${i % 10}`, i % 8 === 7 ? 'Refund' : 'Sale', 1 + (i % 4)]);
    const tables = await bench.ingestRows('t_books', ['Receipt No', 'Sale Date', 'Line Type', 'Qty'], lines, 'bookshop_sales.csv');
    assertRefused(await bench.ask('copies sold in 2024', { tables }), 'Refund');
    assertRefused(await bench.ask('which month sells the most copies', { tables }), 'sells');
    const sales = await bench.ask('copies sold in 2024 excluding refunds', { tables });
    assertAnswered(sales, 'excluding refunds');
    assert.equal(firstFigure(sales), lines.filter((row) => row[2] === 'Sale').reduce((sum, row) => sum + Number(row[3]), 0), sales.answer.slice(0, 300));
  });

  it('counts every row for a noun of an arrangement, a question that says which, or blanks', async () => {
    const tables = await bench.ingestRows('t_ship3', columns, rows, 'shipments.csv');
    const orders = await bench.ask('how many orders', { tables });
    assertAnswered(orders, 'orders');
    assert.equal(firstFigure(orders), rows.length);
    const all = await bench.ask('how many shipments in all', { tables });
    assertAnswered(all, 'in all');
    assert.equal(firstFigure(all), rows.length);
    const boxes = await bench.ask('shipments with more than 4 boxes', { tables });
    assert.equal(firstFigure(boxes), rows.filter((row) => Number(row[6]) > 4).length);
    const byVet = await bench.ask('shipments by vet', { tables });
    assertAnswered(byVet, 'shipments by vet');
    const dated = await bench.ask('shipments on 5 march 2025', { tables });
    assertAnswered(dated, 'shipments on a day');
    assert.equal(firstFigure(dated), 1);
    const blank = await bench.ask('how many shipments have no carrier', { tables });
    assertAnswered(blank, 'no carrier');
    assert.equal(firstFigure(blank), rows.filter((row) => row[5] === null).length);
  });
});
