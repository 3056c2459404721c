/**
 * A superlative said of a thing, not of an amount, asks which row it was: "biggest single payment"
 * ("single": one row), "most expensive freight cost" (a thing is expensive, a price is high), "longest
 * repair" on `Repair Length (min)` (the repair that lasted longest). The answer is that row with its value.
 * "biggest grant" of `Amount Granted` (the grant, not the amount granted) and "hottest engine temp
 * check date" (a date asked) are rows too. "max freight cost", "highest freight cost", "highest amount
 * granted" and "longest repair length" still answer the one figure.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, firstFigure, parseCsv } from './harness';

describe('analyst: a superlative said of a thing picks its row', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let jobs: AnalystTable;
  const rows = Array.from({ length: 30 }, (_, i) => [`J-${100 + i}`, i % 3 ? 'Sales' : 'Support', 2 + ((i * 7) % 23), Math.round(((i * 13) % 29) * 3.7 * 100) / 100, 5 + ((i * 11) % 31)]);
  const maxOf = (k: number): number => Math.max(...rows.map((row) => row[k] as number));
  const rowOf = (k: number): string => String(rows.find((row) => row[k] === maxOf(k))?.[0]);

  before(async () => {
    bench = await AnalystBench.create();
    jobs = await bench.loadRows('jobs', ['Job ID', 'Queue', 'Repair Length (min)', 'Freight Cost', 'Payment'], rows, 'export.csv');
  });

  for (const [q, k] of [['longest repair', 2], ['biggest single payment', 4], ['most expensive freight cost', 3]] as const) {
    it(`answers the row for "${q}"`, async () => {
      const run = await bench.ask(q, { tables: [jobs] });
      assert.match(run.answer, /^Computed the rows ordered by/, `${q}: ${run.answer.slice(0, 300)}`);
      const [first] = parseCsv(run.csv ?? '');
      assert.equal(first?.['Job ID'], rowOf(k), q);
      assert.ok(Object.values(first ?? {}).some((v) => Number(v) === maxOf(k)), q);
    });
  }

  // "single" asks for one row even when the column's name looks plural ("supplies cost").
  it('answers one row for "biggest single supplies cost"', async () => {
    const supplies = await bench.loadRows('supplies', ['Job ID', 'Supplies Cost'], rows.map((row) => [row[0], row[3]]), 'supplies.csv');
    const run = await bench.ask('biggest single supplies cost', { tables: [supplies] });
    assert.match(run.answer, /^Computed the rows ordered by Supplies Cost, highest first, keeping the first and any row tied with it/, run.answer.slice(0, 300));
    const listed = parseCsv(run.csv ?? '');
    assert.equal(listed.length, rows.filter((row) => row[3] === maxOf(3)).length);
    assert.equal(listed[0]?.['Job ID'], rowOf(3));
  });

  // "biggest grant" of `Amount Granted`: the noun names the grant, the participle the amount. "highest
  // queue length date": the date of a row is asked.
  it('answers the row for the noun of a participle column and for a date asked after the measure', async () => {
    const grants = await bench.loadRows('grants', ['Job ID', 'Job Date', 'Amount Granted'], rows.map((row, i) => [row[0], `2025-02-${String(1 + i % 28).padStart(2, '0')}`, row[4]]), 'grants.csv');
    for (const q of ['biggest grant', 'largest amount grant']) {
      const run = await bench.ask(q, { tables: [grants] });
      assert.match(run.answer, /^Computed the rows ordered by Amount Granted/, `${q}: ${run.answer.slice(0, 300)}`);
      assert.equal(parseCsv(run.csv ?? '')[0]?.['Job ID'], rowOf(4), q);
    }
    const figure = await bench.ask('highest amount granted', { tables: [grants] });
    assert.match(figure.answer, /^Computed the maximum/, figure.answer.slice(0, 300));
    const dated = await bench.ask('hottest engine temp check date', { tables: [await bench.loadRows('dated', ['Job ID', 'Check Date', 'Engine Temp (C)'], rows.map((row, i) => [row[0], `2025-02-${String(1 + i % 28).padStart(2, '0')}`, row[2]]), 'dated.csv')] });
    assert.match(dated.answer, /^Computed the rows ordered by Engine Temp/, dated.answer.slice(0, 300));
    assert.equal(parseCsv(dated.csv ?? '')[0]?.['Job ID'], rowOf(2));
  });

  // "longest shift" beside `Hours Worked`: a length in hours; beside a distance too, either could be meant.
  it('reads a column of hours as a length, and asks when a distance fits too', async () => {
    const shifts = await bench.loadRows('shifts', ['Job ID', 'Hours Worked'], rows.map((row) => [row[0], row[2]]), 'shifts.csv');
    const run = await bench.ask('longest shift', { tables: [shifts] });
    assert.match(run.answer, /^Computed the rows ordered by Hours Worked/, run.answer.slice(0, 300));
    assert.equal(parseCsv(run.csv ?? '')[0]?.['Job ID'], rowOf(2));
    const both = await bench.loadRows('shifts2', ['Job ID', 'Hours Worked', 'Travel Distance (km)'], rows.map((row) => [row[0], row[2], row[4]]), 'shifts2.csv');
    assert.match((await bench.ask('longest shift', { tables: [both] })).answer, /^I can’t answer/);
  });

  for (const [q, k] of [['max freight cost', 3], ['highest freight cost', 3], ['longest repair length', 2]] as const) {
    it(`answers the figure for "${q}"`, async () => {
      const run = await bench.ask(q, { tables: [jobs] });
      assert.match(run.answer, /^Computed the maximum/, `${q}: ${run.answer.slice(0, 300)}`);
      assert.equal(firstFigure(run), maxOf(k));
    });
  }
});
