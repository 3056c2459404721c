/**
 * A column said whole that only another table holds (otherTableNames.ts): "late marks by year
 * group" over a register and a sheet of forms (`Form`, `Year Group`) is grouped by the looked-up
 * `Year Group`, never by the register's calendar year; with no key to look it up by, it is
 * refused. On a generated school register (no probe's domain); expected figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

const FORMS: Array<[string, string]> = [['7R', 'Year 7'], ['7S', 'Year 7'], ['8R', 'Year 8'], ['9R', 'Year 9']];

function register(): Cell[][] {
  return Array.from({ length: 160 }, (_, i) => [`2025-0${1 + (i % 6)}-${String(1 + (i % 28)).padStart(2, '0')}`, FORMS[i % 4][0], (i * 7) % 5]);
}

describe('analyst: a column named whole that another table holds', function () {
  this.timeout(120_000);
  const rows = register();

  it('groups by the looked-up column', async () => {
    const bench = await AnalystBench.create();
    await bench.loadRows('register', ['Date', 'Form', 'Late Marks'], rows);
    await bench.loadRows('forms', ['Form', 'Year Group', 'Tutor'], FORMS.map(([form, year], i) => [form, year, `T${i}`]));
    const run = await bench.ask('late marks by year group');
    assertAnswered(run, 'late marks by year group');
    const got = new Map(parseCsv(run.csv ?? '').map((row) => [row['Year Group'], Number(Object.values(row).at(-1))]));
    for (const year of new Set(FORMS.map(([, y]) => y))) {
      const want = rows.filter((row) => FORMS.find(([f]) => f === row[1])?.[1] === year).reduce((sum, row) => sum + Number(row[2]), 0);
      assert.equal(got.get(year), want, run.answer.slice(0, 400));
    }
  });

  it('refuses when no key links the tables', async () => {
    const bench = await AnalystBench.create();
    await bench.loadRows('register', ['Date', 'Form', 'Late Marks'], rows);
    await bench.loadRows('staff', ['Tutor', 'Year Group', 'Room'], FORMS.map(([, year], i) => [`T${i}`, year, `R${i}`]));
    const run = await bench.ask('late marks by year group');
    assertRefused(run, 'late marks by year group');
  });
});
