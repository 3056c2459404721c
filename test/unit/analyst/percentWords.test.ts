/**
 * "pct" is a percent like "percent" and "percentage", and a percent of missing values is the
 * share the missing-values answers give beside each count: on a generated parcel-delivery log
 * (other domains than the probes), expected figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, type Cell, near, parseCsv } from './harness';

const CARRIERS = ['Swift', 'Parcelo', 'Boxline'];

/** 200 parcels: a carrier, a weight (every 7th blank), a signed-for flag (every 11th blank), a yes/no fragile column. */
function parcels(): Cell[][] {
  return Array.from({ length: 200 }, (_, i) => [`P${i + 1}`, CARRIERS[i % 3], i % 7 === 0 ? null : 0.5 + ((i * 13) % 40) / 4, i % 11 === 0 ? null : i % 4 === 0 ? 'no' : 'yes', i % 5 === 0 ? 'Yes' : 'No']);
}

describe('analyst: pct and percents of missing values', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = parcels();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('parcels', ['parcel_id', 'carrier', 'weight_kg', 'signed_for', 'fragile'], rows);
  });

  it('reads "pct of" as a share of the rows', async () => {
    const run = await bench.ask('what pct of parcels are fragile');
    assertAnswered(run, 'pct fragile');
    const want = 100 * rows.filter((row) => row[4] === 'Yes').length / rows.length;
    const first = parseCsv(run.csv ?? '')[0];
    assert.ok(near(Number(first.percent ?? Object.values(first)[0]), want), run.answer.slice(0, 300));
  });

  it('gives each column\'s percent missing when a percent of missing values per column is asked', async () => {
    for (const question of ['pct missing per column', 'what percentage of values are missing in each column']) {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      const table = parseCsv(run.csv ?? '');
      const weight = table.find((row) => row.column === 'weight_kg');
      assert.ok(weight && near(Number(weight.percent), 100 * rows.filter((row) => row[2] === null).length / rows.length), run.answer.slice(0, 300));
      assert.match(run.answer, /14\.5%/, question);
    }
  });

  it('gives the percent of rows with a missing value, not the per-column list', async () => {
    const incomplete = rows.filter((row) => row.some((cell) => cell === null)).length;
    const run = await bench.ask('percent of rows with a missing value');
    assertAnswered(run, 'percent of rows with a missing value');
    assert.match(run.answer, new RegExp(`\\**${incomplete}\\** of 200 rows`), run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`${(100 * incomplete / 200).toFixed(1).replace('.', '\\.')}%`), run.answer.slice(0, 300));
  });
});
