/**
 * A driving school's diary of my own (no probe's data) whose `Date` is written "05.01.24" (day,
 * month, two-digit year, with dots, as a paper diary copied out writes it): the dates are read, so
 * months and days answer, and the SQL and pandas shown agree on the user's own file.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnalystBench, shownPandasNumbers, assertAnswered as answered, firstFigure } from './harness';

const lessons = Array.from({ length: 60 }, (_, i) => ({ no: i + 1, day: 1 + ((i * 3) % 28), month: 1 + (i % 5), who: ['Dave', 'Sue'][i % 2] }));
const written = (l: (typeof lessons)[number]): string => `${String(l.day).padStart(2, '0')}.${String(l.month).padStart(2, '0')}.24`;

describe('analyst: dates written with dots and a two-digit year', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-dotted-'));
  const file = path.join(dir, 'lesson_diary.csv');
  let bench: AnalystBench;
  before(async () => {
    writeFileSync(file, `Lesson #,Date,Instructor\n${lessons.map((l) => `${l.no},${written(l)},${l.who}`).join('\n')}\n`);
    bench = await AnalystBench.create();
    await bench.ingest(file, 't_diary', dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the lessons of a month, and the pandas shown agrees', async () => {
    const run = await bench.ask('how many lessons in march');
    answered(run, 'how many lessons in march');
    const expected = lessons.filter((l) => l.month === 3).length;
    assert.equal(firstFigure(run), expected, run.answer.slice(0, 300));
    const printed = shownPandasNumbers(run, dir);
    if (printed) assert.ok(printed.includes(expected), printed.join(' '));
  });
});
