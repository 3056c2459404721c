/**
 * A parish hall's bookings of my own (no probe's data): `Booking #` numbered 1, 2, 3 and a `Fee`
 * written "£45.00" or "Nil" (a free booking). The number sign names each row, never an amount to
 * add up ("bookings by room" counts them); "Nil" is a fee of zero, so "total fees" and "avg fee"
 * are the file's figures, and the SQL and pandas shown agree.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnalystBench, shownPandasNumbers, assertAnswered as answered, firstFigure, near, parseCsv } from './harness';

const ROOMS = ['Main Hall', 'Committee Room', 'Kitchen'];
const bookings = Array.from({ length: 40 }, (_, i) => ({ no: i + 1, date: `2024-0${1 + (i % 9)}-${String(1 + (i % 27)).padStart(2, '0')}`, room: ROOMS[(i * 5) % 3], fee: i % 6 === 0 ? 0 : 20 + (i % 4) * 12.5 }));

describe('analyst: a key written with a number sign and fees written Nil', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-nil-'));
  const file = path.join(dir, 'hall_bookings.csv');
  let bench: AnalystBench;
  before(async () => {
    writeFileSync(file, `Booking #,Date,Room,Fee\n${bookings.map((b) => `${b.no},${b.date},${b.room},${b.fee ? `£${b.fee.toFixed(2)}` : 'Nil'}`).join('\n')}\n`);
    bench = await AnalystBench.create();
    await bench.ingest(file, 't_hall', dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the bookings by room, never adds up their numbers', async () => {
    const run = await bench.ask('bookings by room');
    answered(run, 'bookings by room');
    const counts = new Map(parseCsv(run.csv ?? '').map((row) => [row.Room, Number(Object.values(row)[1])]));
    assert.deepEqual(counts, new Map(ROOMS.map((room) => [room, bookings.filter((b) => b.room === room).length])));
  });

  it('reads Nil as a fee of zero in the total and the average, and the pandas shown agrees', async () => {
    const total = await bench.ask('total fees');
    answered(total, 'total fees');
    assert.ok(near(firstFigure(total), bookings.reduce((sum, b) => sum + b.fee, 0)), total.answer.slice(0, 300));
    const average = await bench.ask('avg fee');
    answered(average, 'avg fee');
    const expected = bookings.reduce((sum, b) => sum + b.fee, 0) / bookings.length;
    assert.ok(Math.abs(firstFigure(average) - expected) < 0.01, average.answer.slice(0, 300));
    const printed = shownPandasNumbers(average, dir);
    if (printed) assert.ok(printed.some((value) => Math.abs(value - expected) < 0.01), printed.join(' '));
  });
});
