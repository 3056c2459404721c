/**
 * One notion of a level (schema.ts `isIntensive`): a per-row magnitude such as a concentration
 * in ppm, an ozone reading or a price averages by default and is never totalled unasked; a share
 * never adds up, asked or not. Generated river-monitoring file with its own column names;
 * expected averages computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, parseCsv } from './harness';

const STATIONS = ['Weir', 'Mill Pond', 'Estuary'];

function readings(): Array<{ station: string; day: string; nitrate_ppm: number; ozone: number; litres_sampled: number; catchment_share: number }> {
  return STATIONS.flatMap((station, s) => Array.from({ length: 10 }, (_, d) => ({
    station,
    day: `2024-04-${String(d + 1).padStart(2, '0')}`,
    nitrate_ppm: 2 + s + (d % 4) * 0.5,
    ozone: 30 + s * 4 + (d % 3),
    litres_sampled: 5 + (d % 2),
    catchment_share: [20, 30, 50][s],
  })));
}

const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('analyst: levels average, shares and levels are never totalled unasked', function () {
  this.timeout(60_000);
  let bench: AnalystBench;
  const rows = readings();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('river', ['station', 'day', 'nitrate_ppm', 'ozone', 'litres_sampled', 'catchment_share'], rows.map((row) => [row.station, row.day, row.nitrate_ppm, row.ozone, row.litres_sampled, row.catchment_share]), 'river_monitoring.csv');
  });

  it('averages a concentration per group when no aggregation is named', async () => {
    for (const [question, column] of [['nitrate_ppm by station', 'nitrate_ppm'], ['which station has the highest ozone', 'ozone']] as const) {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      assert.match(run.answer, new RegExp(`^Computed the average ${column.replace(/_/g, '\\\\?_')}`), run.answer.slice(0, 200));
      const table = parseCsv(run.csv ?? '');
      for (const row of table) {
        const expected = mean(rows.filter((r) => r.station === row.station).map((r) => r[column]));
        assert.equal(Number(Object.values(row)[1]).toFixed(4), expected.toFixed(4), `${question}: ${row.station}`);
      }
    }
  });

  it('totals a quantity, and a level only when a total is named', async () => {
    const litres = await bench.ask('litres_sampled by station');
    assert.match(litres.answer, /^Computed the total litres\\?_sampled/, litres.answer.slice(0, 200));
    assertAnswered(await bench.ask('total ozone at Weir'), 'named total of a level');
    // "overall" ranks the stations by their average level, never by a total of it.
    const overall = await bench.ask('which station has the highest ozone overall');
    assert.match(overall.answer, /^Computed the average ozone by station/, overall.answer.slice(0, 200));
    assert.equal(parseCsv(overall.csv ?? '')[0]?.station, 'Estuary');
  });

  it('never adds up shares, even when asked', async () => {
    const run = await bench.ask('total catchment_share by station');
    assertRefused(run, 'total share');
    assert.match(run.answer, /holds shares/);
  });
});
