/**
 * A sweep's jobs of my own (no probe's data): `Soot Removed` written "400 g" on most rows and
 * "1.7 kg" on others, as a hand-kept log mixes them. The column is read in grams, the unit most
 * rows are written in, and the answers say so; totals, averages and bounds in kg are converted, and
 * the SQL and pandas shown give the same figures.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, assertAnswered as answered, codeOf, firstFigure } from './harness';

const FUELS = ['Wood', 'Coal', 'Smokeless'];
const jobs = Array.from({ length: 40 }, (_, i) => {
  const grams = 300 + ((i * 137) % 1100);
  return { no: `J${2000 + i}`, fuel: FUELS[i % 3], grams, written: grams >= 1000 ? `${(grams / 1000).toFixed(1)} kg` : `${grams} g` };
});
const kg = (j: (typeof jobs)[number]): number => (j.grams >= 1000 ? Number((j.grams / 1000).toFixed(1)) : j.grams / 1000);
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

describe('analyst: a column mixing grams and kilograms', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-mixed-'));
  let bench: AnalystBench;
  before(async () => {
    writeFileSync(path.join(dir, 'sweeps.csv'), `Job No,Fuel,Soot Removed\n${jobs.map((j) => `${j.no},${j.fuel},${j.written}`).join('\n')}\n`);
    bench = await AnalystBench.create();
    await bench.ingest(path.join(dir, 'sweeps.csv'), 't_sweeps', dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('adds up in grams and says so, and the SQL and pandas shown agree: total soot removed', async () => {
    const run = await bench.ask('total soot removed');
    answered(run, 'total soot removed');
    assert.match(run.answer, /total Soot Removed in g\b/, run.answer.slice(0, 300));
    const expected = jobs.reduce((s, j) => s + kg(j) * 1000, 0);
    assert.ok(Math.abs(firstFigure(run) - expected) < 0.01, run.answer.slice(0, 300));
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`SET file_search_path = '${dir.replace(/'/g, "''")}'`);
    const sql = (await queryRows(connection, codeOf(run, 'sql').replace(/;\s*$/, ''))).flatMap((row) => Object.values(row).map(Number));
    assert.ok(sql.some((value) => Math.abs(value - expected) < 0.01), `SQL gave ${sql.join(', ')}`);
    if (spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status !== 0) return;
    const out = spawnSync(PYTHON, ['-c', codeOf(run, 'python')], { cwd: dir, encoding: 'utf8' });
    assert.equal(out.status, 0, out.stderr);
    assert.ok((out.stdout.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number).some((value) => Math.abs(value - expected) < 0.01), out.stdout.slice(0, 300));
  });

  it('bounds in kg: jobs with more than 1 kg of soot', async () => {
    const run = await bench.ask('how many jobs with more than 1 kg of soot');
    answered(run, 'how many jobs with more than 1 kg of soot');
    assert.equal(firstFigure(run), jobs.filter((j) => kg(j) > 1).length, run.answer.slice(0, 300));
  });
});
