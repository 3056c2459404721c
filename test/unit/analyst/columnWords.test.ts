/**
 * Words that name a column by a short form, a stem or its role: an `Hour (0-23)` column is the
 * hour of the day (never a date's missing time, never a measure), "arrival delay" is
 * `ARR_DELAY (min)` beside `DEP_DELAY (min)`, "snow" is `Snowfall (cm)`, "cancellations" is
 * `CANCELLED`. On files of our own: ferry crossings and ski resorts.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const ROUTES = ['Harbour-Isle', 'Isle-Point', 'Harbour-Point'];

describe('analyst: words that name columns', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let ferry: AnalystTable;
  let ski: AnalystTable;
  const crossings = Array.from({ length: 120 }, (_, i) => {
    const day = 1 + (i % 28);
    return [`F${i + 1}`, `2024-05-${String(day).padStart(2, '0')}`, ROUTES[i % 3], 20 + ((i * 37) % 180), (i * 7) % 25 - 3, (i * 11) % 31 - 5, 6 + ((i * 5) % 15), i % 9 === 0 ? 1 : 0] as const;
  });
  const resorts = Array.from({ length: 60 }, (_, i) => [`2024-01-${String(1 + (i % 30)).padStart(2, '0')}`, ['Alpine Crest', 'Birch Hollow'][i % 2], (i * 13) % 7 === 0 ? 0 : ((i * 17) % 40) / 2, 10 + (i % 5)] as const);
  before(async () => {
    bench = await AnalystBench.create();
    ferry = await bench.loadRows('ferry', ['Crossing', 'Date', 'Route', 'Passengers', 'DEP_DELAY (min)', 'ARR_DELAY (min)', 'Hour (0-23)', 'CANCELLED'], crossings, 'ferry_crossings.csv');
    ski = await bench.loadRows('ski', ['Date', 'Resort', 'Snowfall (cm)', 'Lifts Open'], resorts, 'ski_resorts.csv');
  });
  const answer = async (table: AnalystTable, question: string): Promise<{ text: string; rows: Array<Record<string, string>> }> => {
    const run = await bench.ask(question, { tables: [table] });
    assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 400)}`);
    return { text: run.answer, rows: parseCsv(run.csv ?? '') };
  };
  const sumBy = <T extends readonly unknown[]>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> => {
    const out = new Map<string, number>();
    for (const row of rows) out.set(key(row), (out.get(key(row)) ?? 0) + value(row));
    return out;
  };

  it('groups by an hour-of-day column, never adding up the hours', async () => {
    const totals = sumBy(crossings, (row) => String(row[6]), (row) => row[3]);
    const top = [...totals].sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))[0];
    const run = await answer(ferry, 'which Hour (0-23) has the most passengers');
    assert.equal(Object.values(run.rows[0])[0], top[0]);
    assert.equal(Number(Object.values(run.rows[0])[1]), top[1]);
    const counts = sumBy(crossings, (row) => String(row[6]), () => 1);
    const fewest = [...counts].sort((a, b) => a[1] - b[1] || Number(a[0]) - Number(b[0]))[0];
    const quiet = await answer(ferry, 'which hour of the day had the fewest crossings');
    assert.equal(Number(Object.values(quiet.rows[0])[1]), fewest[1]);
    const byHour = await answer(ferry, 'total passengers by hour of day');
    assert.equal(byHour.rows.length, totals.size);
    assert.doesNotMatch(byHour.text, /total Hour/);
  });

  it('reads "arrival" and "departure" as ARR_ and DEP_', async () => {
    const arrivals = sumBy(crossings, (row) => row[2], (row) => row[5]);
    const run = await answer(ferry, 'average arrival delay by route');
    assert.match(run.text, /ARR_DELAY/);
    for (const row of run.rows) assert.ok(Math.abs(Number(Object.values(row)[1]) - (arrivals.get(row.Route) ?? NaN) / 40) < 1e-9, row.Route);
    const departures = crossings.reduce((sum, row) => sum + row[4], 0) / crossings.length;
    assert.ok(Math.abs(Number(Object.values((await answer(ferry, 'average departure delay')).rows[0])[0]) - departures) < 1e-6);
  });

  it('reads a stem or the start of a compound as the column', async () => {
    const snow = sumBy(resorts, (row) => row[1], (row) => row[2]);
    const run = await answer(ski, 'total snow by resort');
    assert.match(run.text, /Snowfall/);
    for (const row of run.rows) assert.ok(Math.abs(Number(Object.values(row)[1]) - (snow.get(row.Resort) ?? NaN)) < 1e-9, row.Resort);
    const cancelled = crossings.reduce((sum, row) => sum + row[7], 0);
    const total = await answer(ferry, 'total cancellations');
    assert.match(total.text, /CANCELLED/);
    assert.equal(Number(Object.values(total.rows[0])[0]), cancelled);
  });
});
