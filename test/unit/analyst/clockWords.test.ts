/**
 * Days of the week and times of day as conditions ("on saturdays", "between midnight and 6am",
 * "6pm or later", "weekend mornings"), on a generated call centre's log: read from the date
 * column's day and hour, the part of the day said in the answer, refused on a column of days
 * without times. Expected counts are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

const pad = (n: number): string => String(n).padStart(2, '0');

/** 500 calls over March 2024 at hours spread over the whole day. */
function calls(): Cell[][] {
  return Array.from({ length: 500 }, (_, i): Cell[] => {
    const start = new Date(Date.UTC(2024, 2, 1 + (i % 31), (i * 7) % 24, (i * 11) % 60));
    return [`C${i}`, ['Ana', 'Ben', 'Chloe'][i % 3], `${start.toISOString().slice(0, 10)} ${pad(start.getUTCHours())}:${pad(start.getUTCMinutes())}`, 30 + ((i * 53) % 900)];
  });
}

describe('analyst: days of the week and times of day', function () {
  this.timeout(120_000);
  const rows = calls();
  const at = (row: Cell[]): Date => new Date(`${String(row[2]).replace(' ', 'T')}:00Z`);
  const count = (keep: (d: Date) => boolean): number => rows.filter((row) => keep(at(row))).length;
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('c', ['Call ID', 'Agent', 'Call Start', 'Talk Seconds'], rows, 'calls.csv');
  });

  it('keeps a day of the week, and a weekend', async () => {
    const saturdays = await bench.ask('how many calls on saturdays');
    assertAnswered(saturdays, 'on saturdays');
    assert.match(saturdays.answer, /Call Start on a Saturday/);
    assert.match(saturdays.answer, new RegExp(`\\*\\*${count((d) => d.getUTCDay() === 6)}\\*\\*`));
    const weekendMornings = await bench.ask('how many calls on weekend mornings');
    assertAnswered(weekendMornings, 'weekend mornings');
    assert.match(weekendMornings.answer, /in the morning \(before 12:00\)/);
    assert.match(weekendMornings.answer, new RegExp(`\\*\\*${count((d) => [0, 6].includes(d.getUTCDay()) && d.getUTCHours() < 12)}\\*\\*`));
  });

  it('keeps 18:30 "after 6pm" and never "at 6pm or earlier"', async () => {
    const after = await bench.ask('how many calls after 6pm');
    assertAnswered(after, 'after 6pm');
    assert.match(after.answer, new RegExp(`\\*\\*${count((d) => d.getUTCHours() >= 18)}\\*\\*`), after.answer.slice(0, 300));
    const earlier = await bench.ask('how many calls at 6pm or earlier');
    assertAnswered(earlier, '6pm or earlier');
    assert.match(earlier.answer, new RegExp(`\\*\\*${count((d) => d.getUTCHours() < 18)}\\*\\*`), earlier.answer.slice(0, 300));
  });

  it('reads the times of a column named Start beside days without a time', async () => {
    const rooms = await AnalystBench.create();
    const bookings: Cell[][] = Array.from({ length: 36 }, (_, i) => [`B${i}`, `2024-04-${pad(1 + (i % 28))}`, `${pad(8 + (i % 12))}:${i % 2 ? '30' : '00'}`, 1 + (i % 4)]);
    await rooms.ingestRows('r', ['Booking Ref', 'Booking Date', 'Start', 'Hours Booked'], bookings, 'room_bookings.csv');
    const run = await rooms.ask('bookings starting after 5pm');
    assertAnswered(run, 'after 5pm');
    const minutes = (row: Cell[]): number => Number(String(row[2]).slice(0, 2)) * 60 + Number(String(row[2]).slice(3));
    assert.match(run.answer, new RegExp(`\\*\\*${bookings.filter((row) => minutes(row) > 17 * 60).length}\\*\\*`), run.answer.slice(0, 300));
  });

  it('reads "after 3pm" as strictly later than 15:00, and "3pm or later" with it, on a column of times', async () => {
    const tours = await AnalystBench.create();
    // Entries on the hour and the half hour: 15:00 is not after 3pm; 15:30 is.
    const entries: Cell[][] = Array.from({ length: 40 }, (_, i) => [`T${i}`, `2024-05-${pad(1 + (i % 28))}`, `${pad(9 + (i % 9))}:${i % 4 === 0 ? '30' : '00'}`, 2 + (i % 5)]);
    await tours.ingestRows('t', ['Ticket', 'Visit Date', 'Entry Time', 'Visitors'], entries, 'tours.csv');
    const minutes = (row: Cell[]): number => Number(String(row[2]).slice(0, 2)) * 60 + Number(String(row[2]).slice(3));
    const after = await tours.ask('how many tickets with entry after 3pm');
    assertAnswered(after, 'after 3pm');
    assert.match(after.answer, new RegExp(`\\*\\*${entries.filter((row) => minutes(row) > 15 * 60).length}\\*\\*`), after.answer.slice(0, 300));
    const from = await tours.ask('how many tickets with entry at 3pm or later');
    assertAnswered(from, '3pm or later');
    assert.match(from.answer, new RegExp(`\\*\\*${entries.filter((row) => minutes(row) >= 15 * 60).length}\\*\\*`), from.answer.slice(0, 300));
  });

  it('keeps several days listed, and leaves days set against each other unread', async () => {
    const both = await bench.ask('how many calls on saturdays and sundays');
    assertAnswered(both, 'saturdays and sundays');
    assert.match(both.answer, new RegExp(`\\*\\*${count((d) => [0, 6].includes(d.getUTCDay()))}\\*\\*`));
    assertRefused(await bench.ask('average talk seconds on weekends vs weekdays'), 'weekends vs weekdays');
  });

  it('keeps hours between two clock times and from one on', async () => {
    const night = await bench.ask('how many calls between midnight and 6am');
    assertAnswered(night, 'midnight to 6am');
    assert.match(night.answer, new RegExp(`\\*\\*${count((d) => d.getUTCHours() < 6)}\\*\\*`));
    const late = await bench.ask('total talk seconds of calls started at 6pm or later');
    assertAnswered(late, '6pm or later');
    const total = rows.filter((row) => at(row).getUTCHours() >= 18).reduce((sum, row) => sum + Number(row[3]), 0);
    assert.match(late.answer, new RegExp(`\\*\\*${total.toLocaleString('en-US')}\\*\\*`));
  });

  it('refuses a time of day on a column of days', async () => {
    const days = await AnalystBench.create();
    await days.ingestRows('d', ['Call ID', 'Call Day', 'Talk Seconds'], rows.map((row) => [row[0], String(row[2]).slice(0, 10), row[3]]), 'days.csv');
    assertRefused(await days.ask('how many calls between midnight and 6am'), 'no times');
  });
});
