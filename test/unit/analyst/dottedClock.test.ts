/**
 * A chimney sweep's jobs of my own (no probe's data): `Start` written "8.30am" (a dot, as British
 * logs write it) beside a `Time Taken` of "0:50". The start is the time of day the hours bound;
 * the time taken is a length of time, never a second clock, and "per hour" beside it is asked.
 * The SQL and pandas shown agree.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnalystBench, assertAnswered as answered, codeOf, firstFigure } from './harness';

const STARTS = ['8.00am', '8.15am', '8.30am', '9.00am', '9.45am', '1.30pm'];
const jobs = Array.from({ length: 36 }, (_, i) => ({ no: `J${1000 + i}`, date: `2024-02-${String(1 + (i % 28)).padStart(2, '0')}`, start: STARTS[i % STARTS.length], taken: `0:${String(30 + (i % 4) * 5)}` }));
const minutes = (start: string): number => {
  const [, h, m, half] = /^(\d+)\.(\d\d)(am|pm)$/.exec(start) ?? [];
  return ((Number(h) % 12) + (half === 'pm' ? 12 : 0)) * 60 + Number(m);
};
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

describe('analyst: times of day written with a dot', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-dotclock-'));
  const file = path.join(dir, 'sweep_jobs.csv');
  let bench: AnalystBench;
  before(async () => {
    writeFileSync(file, `Job No,Date,Start,Time Taken\n${jobs.map((j) => `${j.no},${j.date},${j.start},${j.taken}`).join('\n')}\n`);
    bench = await AnalystBench.create();
    await bench.ingest(file, 't_sweep', dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('asks what per hour means beside a Time Taken written as text: jobs per hour by date', async () => {
    const run = await bench.ask('jobs per hour by date');
    assert.match(run.answer, /“per hour” could divide by the hours of `Time Taken`/, run.answer.slice(0, 400));
  });

  it('keeps the jobs starting before 9am, and the pandas shown agrees', async () => {
    const run = await bench.ask('how many jobs started before 9am');
    answered(run, 'how many jobs started before 9am');
    const expected = jobs.filter((j) => minutes(j.start) < 9 * 60).length;
    assert.equal(firstFigure(run), expected, run.answer.slice(0, 300));
    if (spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status !== 0) return;
    const out = spawnSync(PYTHON, ['-c', codeOf(run, 'python')], { cwd: dir, encoding: 'utf8' });
    assert.equal(out.status, 0, out.stderr);
    assert.ok((out.stdout.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number).includes(expected), out.stdout.slice(0, 300));
  });
});
