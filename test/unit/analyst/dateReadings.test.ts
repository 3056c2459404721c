/**
 * Which date column a period or a grain is about, on a generated ferry line's tickets (`Booked On`,
 * and `Sailed On`, blank when refunded): "total fare by month" names neither and is asked, offering
 * both; "total fare of sailed tickets by month" is dated by `Sailed On`, the column its status word
 * names; "tickets in 2022" is about `Booked On`, the only date column with values in 2022.
 * Expected figures are computed here in plain JavaScript.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

const DAY = 86_400_000;
/** 70 tickets booked every five days from 1 Dec 2022, sailing 40-58 days later; one in six refunded. */
const tickets = Array.from({ length: 70 }, (_, i) => {
  const booked = new Date(Date.UTC(2022, 11, 1) + i * 5 * DAY);
  const refunded = i % 6 === 0;
  return { id: `FT${700 + i}`, route: ['Harbour–Isle', 'Isle–Point'][i % 2], fare: 20 + (i % 9) * 5, booked, sailed: refunded ? null : new Date(booked.getTime() + (40 + (i % 7) * 3) * DAY), status: refunded ? 'Refunded' : 'Sailed' };
});
const day = (d: Date | null): string => (d ? d.toISOString().slice(0, 10) : '');
const month = (d: Date): string => d.toISOString().slice(0, 7);

describe('analyst: which date column a period is about', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('ferry_tickets', ['Ticket ID', 'Route', 'Fare', 'Booked On', 'Sailed On', 'Status'], tickets.map((t): Cell[] => [t.id, t.route, t.fare, day(t.booked), day(t.sailed), t.status]), 'ferry_tickets.csv');
  });

  it('asks which date column "by month" is about when the question names none', async () => {
    const run = await bench.ask('total fare by month');
    assertRefused(run, 'total fare by month');
    assert.match(run.answer, /Booked On/);
    assert.match(run.answer, /Sailed On/);
  });

  it('dates "sailed tickets by month" by Sailed On', async () => {
    const run = await bench.ask('total fare of sailed tickets by month');
    assertAnswered(run, 'sailed tickets by month');
    const expected = new Map<string, number>();
    for (const t of tickets) if (t.sailed) expected.set(month(t.sailed), (expected.get(month(t.sailed)) ?? 0) + t.fare);
    const rows = parseCsv(run.csv ?? '');
    assert.equal(rows.length, expected.size, run.csv);
    for (const row of rows) assert.equal(Number(row.total_Fare), expected.get(String(row.period).slice(0, 7)), JSON.stringify(row));
  });

  it('reads a period only one date column has values in on that column', async () => {
    const run = await bench.ask('how many tickets in 2022');
    assertAnswered(run, 'tickets in 2022');
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]), tickets.filter((t) => t.booked.getUTCFullYear() === 2022).length);
    assert.match(run.answer, /Booked On/);
  });
});
