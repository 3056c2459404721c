/**
 * "Avg visits per patient", where the file's rows are visits and a patient has several: the rows of
 * each patient counted, then averaged (rows over distinct patients), one figure that says so. A
 * key named "Profile" is that column after "per", not a request to profile the table.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, parseCsv } from './harness';

describe('analyst: average rows per key', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let visits: AnalystTable;
  let plays: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    // 10 visits over 4 patients: 2.5 per patient.
    visits = await bench.loadRows('visits', ['Visit ID', 'Patient ID', 'Ward', 'Fee'], Array.from({ length: 10 }, (_, i) => [`V${i}`, `P${i % 4}`, i % 2 ? 'A' : 'B', 10 + i]));
    // 9 plays over 2 profiles: 4.5 per profile.
    plays = await bench.loadRows('plays', ['Play ID', 'Profile', 'Minutes'], Array.from({ length: 9 }, (_, i) => [`X${i}`, i % 3 ? 'kid' : 'adult', 5 + i]));
  });

  it('counts rows per key and averages them', async () => {
    const run = await bench.ask('avg visits per patient', { tables: [visits] });
    assertAnswered(run, 'avg visits per patient');
    assert.match(run.answer.split('\n')[0], /average number of rows per Patient ID/, run.answer.slice(0, 300));
    const rows = parseCsv(run.csv ?? '');
    assert.equal(rows.length, 1);
    assert.equal(Number(Object.values(rows[0])[0]), 2.5, run.answer.slice(0, 300));
  });

  it('names the rows by the file or by a key held once each', async () => {
    // 12 lessons keyed by a `Lesson Ref` (no ID) over 5 pupils: 2.4 per pupil.
    const lessons = await bench.loadRows('lessons', ['Lesson Ref', 'Pupil', 'Price'], Array.from({ length: 12 }, (_, i) => [`L${100 + i}`, `Pupil ${i % 5}`, 36]), 'lessons.csv');
    const run = await bench.ask('avg lessons per pupil', { tables: [lessons] });
    assertAnswered(run, 'avg lessons per pupil');
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0])[0]), 2.4, run.answer.slice(0, 300));
  });

  it('reads "per profile" as the Profile column, not a profile of the table', async () => {
    const run = await bench.ask('average plays per profile', { tables: [plays] });
    assertAnswered(run, 'average plays per profile');
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0])[0]), 4.5, run.answer.slice(0, 300));
  });

  it('still profiles the table when asked to', async () => {
    const run = await bench.ask('profile the data', { tables: [plays] });
    assert.match(run.answer.split('\n')[0], /^Computed a summary of/, run.answer.slice(0, 300));
  });
});
