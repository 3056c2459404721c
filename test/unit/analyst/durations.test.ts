/**
 * Durations written as text: "3:45:12" in a column whose name says it holds a length of time, and
 * "5:20" in a pace column, are read as seconds, so an average, a median or a unit asked ("in
 * minutes") is computed, and an answer with no unit asked says "in seconds". A clock time ("Start
 * Time") and two parts outside a pace ("1:30" could be an hour and a half) stay text. Files
 * generated here, the expected figures computed in plain JavaScript.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertRefused, firstFigure, near, type Cell } from './harness';

const pad = (n: number): string => String(n).padStart(2, '0');
const hms = (s: number): string => `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
const ms = (s: number): string => `${Math.floor(s / 60)}:${pad(s % 60)}`;

interface Run { finish: number | null; group: string }

/** 120 results, every ninth one blank (did not finish). */
function results(): Run[] {
  return Array.from({ length: 120 }, (_, i) => ({ finish: i % 9 === 4 ? null : 9000 + ((i * 7919) % 7200), group: i % 3 ? 'A' : 'B' }));
}

const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('analyst: durations written as text', function () {
  this.timeout(120_000);
  const rows = results();
  const finished = rows.flatMap((row) => (row.finish === null ? [] : [row.finish]));
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = async () => bench.ingestRows('t_race', ['Finish Time', 'Pace (min/km)', 'Start Time', 'Rest', 'Group'],
    rows.map((row, i): Cell[] => [row.finish === null ? null : hms(row.finish), row.finish === null ? null : ms(Math.round(row.finish / 42.195)), `${pad(8 + (i % 3))}:30:00`, `${1 + (i % 2)}:${pad(i % 60)}`, row.group]), 'race.csv');

  it('reads h:mm:ss and a pace as seconds, and keeps clock times and other m:ss as text', async () => {
    const tables = await load();
    const type = (name: string) => tables[0].columns.find((c) => c.name === name);
    assert.equal(type('Finish Time')?.type, 'BIGINT');
    assert.deepEqual(type('Finish Time')?.written, { to: 'BIGINT', duration: 'h:mm:ss' });
    assert.equal(type('Pace (min/km)')?.type, 'BIGINT');
    assert.equal(type('Start Time')?.type, 'VARCHAR');
    assert.equal(type('Rest')?.type, 'VARCHAR');
  });

  it('answers an average in the unit asked, and names seconds when none is asked', async () => {
    const tables = await load();
    const minutes = await bench.ask('average finish time in minutes', { tables });
    assert.match(minutes.answer, /^Computed/, minutes.answer);
    assert.ok(near(firstFigure(minutes), mean(finished) / 60), `${firstFigure(minutes)}`);

    const plain = await bench.ask('average finish time by group', { tables });
    assert.match(plain.answer, /^Computed.*in seconds/, plain.answer);

    const pace = await bench.ask('average pace', { tables });
    assert.match(pace.answer, /^Computed the average Pace \(min\/km\) in seconds/, pace.answer);
    assert.ok(near(firstFigure(pace), mean(finished.map((s) => Math.round(s / 42.195)))), `${firstFigure(pace)}`);
  });

  // A ride log: "Ride Time" says only "time", its values are lengths ("1:02:10", never padded, under 12 hours).
  const rides: Array<[string, number, number]> = Array.from({ length: 40 }, (_, i) => [`Rider ${i % 4}`, 1800 + ((i * 4409) % 9000), 10 + ((i * 37) % 60)]);
  const loadRides = async (written: (seconds: number) => string) => bench.ingestRows('t_rides', ['Ride Date', 'Rider', 'Outcome', 'Ride Time', 'Distance km', 'Order Time', 'Time'],
    rides.map(([rider, seconds, km], i): Cell[] => [`Mon ${1 + (i % 28)} Jun 2024`, rider, 'Completed', written(seconds), km, `${(i % 9) + 1}:${pad(i % 60)}:00`, `${(i % 24)}:${pad(i % 60)}:00`]), 'rides.csv');

  it('reads a "... Time" of lengths as seconds, and keeps a moment ("Order Time") and clock-like values as text', async () => {
    const tables = await loadRides(hms);
    const type = (name: string) => tables[0].columns.find((c) => c.name === name)?.type;
    assert.equal(type('Ride Time'), 'BIGINT');
    assert.equal(type('Order Time'), 'VARCHAR');
    assert.equal(type('Time'), 'VARCHAR');
    const padded = await loadRides((s) => `0${hms(s)}`);
    assert.equal(padded[0].columns.find((c) => c.name === 'Ride Time')?.type, 'VARCHAR');
  });

  it('ranks "longest ride time" by the duration, never by the distance, and asks which length "longest ride" means', async () => {
    const tables = await loadRides(hms);
    const longest = await bench.ask('longest ride time', { tables });
    assert.match(longest.answer, /^Computed the rows ordered by Ride Time, highest first/, longest.answer);
    const slowest = Math.max(...rides.map((r) => r[1]));
    assert.match(longest.csv ?? '', new RegExp(`(^|,)${slowest}(,|$)`, 'm'), longest.csv);
    // The figure says its unit: seconds, which the column's name does not say.
    assert.match(longest.answer, new RegExp(`\\*\\*${slowest.toLocaleString('en-US')} s\\*\\*`), longest.answer);
    const minutes = await bench.ask('mean ride time in minutes', { tables });
    assert.match(minutes.answer, /^Computed the average Ride Time in minutes/, minutes.answer);
    assert.ok(near(firstFigure(minutes), mean(rides.map((r) => r[1])) / 60), `${firstFigure(minutes)}`);
    assertRefused(await bench.ask('longest ride', { tables }), 'longest ride');
  });

  it('refuses "longest ride time" when the ride times stay text, instead of ranking by the distance', async () => {
    const tables = await loadRides((s) => `0${hms(s)}`);
    for (const question of ['longest ride time', 'shortest ride time']) {
      const run = await bench.ask(question, { tables });
      assertRefused(run, question);
    }
  });
});
