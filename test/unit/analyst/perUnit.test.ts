/**
 * A unit word ending two columns' names (perUnit.ts): "sheet" in `Price per Sheet` and `Minimum
 * Sheets` on a print shop's jobs (no probe's domain). "a sheet" is the price per sheet, "500
 * sheets" a number of sheets, "average sheets" fits both and is asked; "or more" bounds the count.
 * Expected figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

function printJobs(): Cell[][] {
  return Array.from({ length: 120 }, (_, i): Cell[] => [`J${1000 + i}`, ['Matte', 'Gloss', 'Recycled'][i % 3], Math.round((0.05 + ((i * 37) % 90) / 100) * 100) / 100, [50, 100, 250, 500, 1000][(i * 7) % 5]]);
}

describe('analyst: a unit word that ends two columns’ names', function () {
  this.timeout(120_000);
  const rows = printJobs();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('jobs', ['Job ID', 'Paper', 'Price per Sheet', 'Minimum Sheets'], rows, 'print_jobs.csv');
  });

  it('reads "a sheet" as the price per sheet', async () => {
    const run = await bench.ask('how many jobs over $0.50 a sheet');
    assertAnswered(run, 'a sheet');
    assert.match(run.answer, /Price per Sheet > 0\.5/);
    assert.match(run.answer, new RegExp(`\\*\\*${rows.filter((row) => Number(row[2]) > 0.5).length}\\*\\*`), run.answer.slice(0, 300));
  });

  it('reads "500 sheets or more" as a bound on the number of sheets', async () => {
    const more = await bench.ask('how many jobs with 500 sheets or more');
    assertAnswered(more, 'sheets or more');
    assert.match(more.answer, new RegExp(`Minimum Sheets >= 500.*\\*\\*${rows.filter((row) => Number(row[3]) >= 500).length}\\*\\*`, 's'), more.answer.slice(0, 300));
    const fewer = await bench.ask('how many jobs with 250 sheets or fewer');
    assert.match(fewer.answer, new RegExp(`Minimum Sheets <= 250.*\\*\\*${rows.filter((row) => Number(row[3]) <= 250).length}\\*\\*`, 's'), fewer.answer.slice(0, 300));
  });

  it('asks when the word fits both columns equally', async () => {
    const run = await bench.ask('average sheets');
    assertRefused(run, 'average sheets');
    assert.match(run.answer, /`Price per Sheet` or `Minimum Sheets`/);
  });
});
