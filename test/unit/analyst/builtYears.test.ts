/**
 * A piano tuner's visits of my own (no probe's data), with a `Year Built` written "1998", "c.1925"
 * or "unknown" (so it stays text). "oldest piano" and "newest piano" ask about its age, never the
 * date of a visit: asked, where the first and last visit were answered before. Without such a
 * column "the newest booking" is still the latest by date.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell } from './harness';

const YEARS = ['1998', 'c.1925', '1971', 'unknown', '2004'];
const visits = Array.from({ length: 20 }, (_, i) => ({ ref: `PT-${100 + i}`, date: `2024-0${1 + (i % 9)}-1${i % 10}`, client: `Client ${i}`, built: YEARS[i % YEARS.length] }));

describe('analyst: oldest and newest beside a year built', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_pianos', ['Ref', 'Visit Date', 'Client', 'Year Built'], visits.map((v): Cell[] => [v.ref, v.date, v.client, v.built]), 'piano_visits.csv');
    await bench.loadRows('t_bookings', ['Booking ID', 'Booked On', 'Client'], visits.map((v): Cell[] => [v.ref, v.date, v.client]), 'bookings.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  for (const question of ['oldest piano', 'newest piano']) {
    it(`asks rather than taking a visit date: ${question}`, async () => {
      const run = await bench.ask(question, on('piano_visits.csv'));
      refused(run, question);
    });
  }

  it('still finds the latest row by date without such a column: newest booking', async () => {
    const run = await bench.ask('newest booking', on('bookings.csv'));
    answered(run, 'newest booking');
    assert.match(run.answer, /Booked On/, run.answer.slice(0, 300));
  });
});
