/**
 * A farrier's bookings of my own (no probe's data): `Slot` holds times of day written "08:30" on a
 * 24-hour clock (some evening slots); a log of callouts, `Arrived` the time the farrier got there. A time written to
 * the minute keeps that minute ("how many 9:15 bookings"), or bounds the times ("before 9:15",
 * "after 6:45pm", "between 8:30am and 10am", "at or after 9:15am", "9:15am or earlier"); "8:30" where
 * 20:30 is a slot too is asked, and so is a time after "under", "until" or "of". A column
 * named "Arrived" holds times of day ("arrived before 8am"). The SQL and pandas shown give the figure.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, codeOf, type Run } from './harness';

const SLOTS = ['07:45', '08:30', '09:15', '10:00', '11:30', '14:00', '18:45', '19:30', '20:30'];
const bookings = Array.from({ length: 60 }, (_, i) => ({
  ref: `FB-${100 + i}`,
  date: `2024-06-${String(1 + (i % 28)).padStart(2, '0')}`,
  slot: SLOTS[(i * 5) % SLOTS.length],
  arrived: `${String(6 + (i % 12)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
  price: 40 + ((i * 11) % 35),
}));
const seconds = (clock: string): number => Number(clock.slice(0, 2)) * 3600 + Number(clock.slice(3)) * 60;

const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

describe('analyst: times of day written to the minute', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-clock-'));
  const file = path.join(dir, 'farrier_bookings.csv');
  let bench: AnalystBench;
  const shown: Array<{ question: string; run: Run; figure: number }> = [];
  before(async () => {
    writeFileSync(file, `Booking Ref,Date,Slot,Price\n${bookings.map((b) => `${b.ref},${b.date},${b.slot},£${b.price}.00`).join('\n')}\n`);
    writeFileSync(path.join(dir, 'callouts.csv'), `Callout,Date,Arrived\n${bookings.map((b) => `${b.ref},${b.date},${b.arrived}`).join('\n')}\n`);
    bench = await AnalystBench.create();
    await bench.ingest(file, 't_farrier', dir);
    await bench.ingest(path.join(dir, 'callouts.csv'), 't_callouts', dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const cases: Array<[string, (b: (typeof bookings)[number]) => boolean, 'count' | 'price']> = [
    ['how many 9:15 bookings', (b) => b.slot === '09:15', 'count'],
    ['how many bookings at 7:30pm', (b) => b.slot === '19:30', 'count'],
    ['how many bookings before 9:15', (b) => seconds(b.slot) < seconds('09:15'), 'count'],
    ['total price of bookings after 6:45pm', (b) => seconds(b.slot) > seconds('18:45'), 'price'],
    ['avg price between 8:30am and 10am', (b) => seconds(b.slot) >= seconds('08:30') && seconds(b.slot) < seconds('10:00'), 'price'],
    ['how many 08:30 bookings', (b) => b.slot === '08:30', 'count'],
    ['how many bookings at or after 9:15am', (b) => seconds(b.slot) >= seconds('09:15'), 'count'],
    ['how many bookings 9:15am or earlier', (b) => seconds(b.slot) <= seconds('09:15'), 'count'],
    ['how many callouts arrived before 8am', (b) => seconds(b.arrived) < 8 * 3600, 'count'],
  ];
  const tableOf = (question: string) => bench.tables.filter((t) => (/callouts/.test(question) ? /callouts/ : /farrier/).test(t.label));
  for (const [question, kept, what] of cases) {
    it(`keeps the times asked: ${question}`, async () => {
      const run = await bench.ask(question, { tables: tableOf(question) });
      answered(run, question);
      const rows = bookings.filter(kept);
      const figure = what === 'count' ? rows.length : /avg/.test(question) ? rows.reduce((s, b) => s + b.price, 0) / rows.length : rows.reduce((s, b) => s + b.price, 0);
      assert.ok(Math.abs(firstFigure(run) - figure) < 0.01, `${question}: ${firstFigure(run)} for ${figure}\n${run.answer.slice(0, 300)}`);
      shown.push({ question, run, figure });
    });
  }

  it('asks whether 8:30 is the morning or the evening when both are slots', async () => {
    const run = await bench.ask('how many 8:30 bookings', { tables: tableOf('bookings') });
    refused(run, '8:30');
    assert.match(run.answer, /08:30 or 20:30/, run.answer.slice(0, 300));
  });

  it('leaves a time after a word of comparison or length unread, and asks', async () => {
    for (const question of ['how many bookings under 10:00', 'how many bookings until 9:15am', 'how many bookings past 6:45pm', 'how many bookings of 1:30']) {
      refused(await bench.ask(question, { tables: tableOf('bookings') }), question);
    }
  });

  it('asks for a time to the minute on a column of whole hours, never failing', async () => {
    const tables = await bench.loadRows('t_footfall', ['Date', 'Hour', 'Footfall'], bookings.map((b, i) => [b.date, 6 + (i % 12), 10 + i]), 'footfall.csv');
    const run = await bench.ask('total footfall before 8:30am', { tables: [tables] });
    refused(run, 'footfall before 8:30am');
    assert.match(run.answer, /holds whole hours/, run.answer.slice(0, 300));
  });

  it('shows SQL and pandas code that give the figure on the file', async () => {
    assert.equal(shown.length, cases.length);
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`SET file_search_path = '${dir.replace(/'/g, "''")}'`);
    const pandas = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status === 0;
    for (const { question, run, figure } of shown) {
      const found = (await queryRows(connection, codeOf(run, 'sql').replace(/;\s*$/, ''))).flatMap((row) => Object.values(row).map(Number));
      assert.ok(found.some((value) => Math.abs(value - figure) < 0.01), `${question}: SQL gave ${found.join(', ')}`);
      if (!pandas) continue;
      const result = spawnSync(PYTHON, ['-c', codeOf(run, 'python')], { cwd: dir, encoding: 'utf8' });
      assert.equal(result.status, 0, `${question}: ${result.stderr}`);
      const printed = (result.stdout.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      assert.ok(printed.some((value) => Math.abs(value - figure) < 0.01), `${question}: pandas printed ${result.stdout.slice(0, 300)}`);
    }
  });
});
