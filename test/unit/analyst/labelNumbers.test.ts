/**
 * Numbers that label rows: `App Version` (2.0, 2.1, 3.0) beside `App`. "reviews per app" added up
 * the versions of each app ("total App Version by App"); a version is no amount, and "app" names
 * the column `App` first. The reviews are counted; the version still groups.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const APPS = ['Budgetly', 'FitTrack'];
const VERSIONS = ['2.0', '2.1', '3.0'];

describe('analyst: numbers that label rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let reviews: AnalystTable;
  const rows = Array.from({ length: 18 }, (_, i) => ({ id: `R${i}`, app: APPS[i % 2], version: VERSIONS[i % 3], stars: 1 + ((i * 3) % 5) }));

  before(async () => {
    bench = await AnalystBench.create();
    reviews = await bench.loadRows('reviews', ['Review ID', 'App', 'App Version', 'Stars'], rows.map((row) => [row.id, row.app, row.version, row.stars]));
  });

  it('counts "reviews per app", never adding up versions', async () => {
    for (const q of ['reviews per app', 'reviews by app']) {
      const run = await bench.ask(q, { tables: [reviews] });
      assert.doesNotMatch(run.answer, /App Version/, `${q}: ${run.answer.slice(0, 300)}`);
      for (const row of parseCsv(run.csv ?? '')) assert.equal(Number(Object.values(row)[1]), rows.filter((r) => r.app === row.App).length, `${q}: ${row.App}`);
    }
  });

  it('still groups by the version', async () => {
    const run = await bench.ask('average stars by app version', { tables: [reviews] });
    assert.match(run.answer, /^Computed the average Stars by App Version/, run.answer.slice(0, 300));
    assert.equal(parseCsv(run.csv ?? '').length, 3);
  });
});
