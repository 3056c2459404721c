/**
 * Columns that count things: "words" beside `Word Count` and `Rate ($/word)` is the word count's
 * total (it was the average rate); "with the mite count missing" counts the rows where that column
 * is blank (it listed every column's gaps); "honey per hive by apiary" is a rate within each group
 * or a total per pair, and is asked (it was the total per pair).
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: columns that count things', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let jobs: AnalystTable[];
  let hives: AnalystTable[];
  const jobRows: Cell[][] = Array.from({ length: 60 }, (_, i) => [`TJ-${i}`, ['German', 'French', 'Polish'][i % 3], 400 + i * 37, `$${(0.1 + (i % 5) / 100).toFixed(2)}`]);
  const hiveRows: Cell[][] = Array.from({ length: 80 }, (_, i) => [['Old Mill', 'Orchard'][i % 2], `H-${i % 7}`, i % 6 === 0 ? 'NA' : (i % 9) / 2, i % 4 === 0 ? 3 + (i % 5) : '']);
  before(async () => {
    bench = await AnalystBench.create();
    jobs = await bench.ingestRows('j', ['Job ID', 'Target Language', 'Word Count', 'Rate ($/word)'], jobRows, 'translation_jobs.csv');
    hives = await bench.ingestRows('h', ['Apiary', 'Hive', 'Varroa Drop (mites/day)', 'Honey Taken (kg)'], hiveRows, 'hive_inspections.csv');
  });

  it('totals `Word Count` for "words into german vs into french"', async () => {
    const run = await bench.ask('words into german vs into french', { tables: jobs });
    assertAnswered(run, 'words german vs french');
    const got = new Map(parseCsv(run.csv ?? '').map((row) => [String(Object.values(row)[0]), Number(Object.values(row)[1])]));
    for (const language of ['German', 'French']) assert.equal(got.get(language), jobRows.filter((row) => row[1] === language).reduce((sum, row) => sum + Number(row[2]), 0), run.csv);
  });

  it('counts the rows with "the mite count missing"', async () => {
    const run = await bench.ask('count of inspections with the mite count missing', { tables: hives });
    assertAnswered(run, 'mite count missing');
    assert.equal(firstFigure(run), hiveRows.filter((row) => row[2] === 'NA').length, run.answer.slice(0, 300));
  });

  it('asks about "honey per hive by apiary", and totals "honey by hive and apiary"', async () => {
    assertRefused(await bench.ask('honey per hive by apiary', { tables: hives }), 'per hive by apiary');
    assertAnswered(await bench.ask('honey by hive and apiary', { tables: hives }), 'by hive and apiary');
  });
});
