/**
 * The hour of the day from a time column beside a day-first date ("31/01/2022", "14:00"), on
 * generated readings loaded as the engine loads files (the time stays text) and as DuckDB types
 * them (a TIME): "which hour of the day" groups by that hour; text that is not all times is not read.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

/** 20 days of hourly readings; the level peaks at 07:00. */
function readings(): Cell[][] {
  return Array.from({ length: 20 }, (_, d) => Array.from({ length: 24 }, (_, h): Cell[] => [
    `${String(d + 1).padStart(2, '0')}/03/2023`, `${String(h).padStart(2, '0')}:00`, 30 + (h === 7 ? 25 : (h * 7) % 11) + (d % 3),
  ])).flat();
}

describe('analyst: hour of the day from a separate time column', function () {
  this.timeout(120_000);
  const rows = readings();
  const mean = (hour: number): number => {
    const kept = rows.filter((row) => Number(String(row[1]).slice(0, 2)) === hour).map((row) => Number(row[2]));
    return kept.reduce((a, b) => a + b, 0) / kept.length;
  };

  it('groups by the time column’s hour, read as the engine loads the file', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('p', ['Reading Date', 'Clock Time', 'pm10_level'], rows, 'street.csv');
    const run = await bench.ask('which hour of the day has the highest average pm10_level');
    assertAnswered(run, 'hour of day');
    assert.match(run.answer, /hour of the day of Clock Time/);
    assert.match(run.answer, /hour 7\b/);
    assert.match(run.answer, new RegExp(mean(7).toFixed(2).replace('.', '\\.')));
    // "on average" after the ranking word is the aggregation.
    const onAverage = await bench.ask('which hour of the day has the highest pm10_level on average?');
    assertAnswered(onAverage, 'on average');
    assert.match(onAverage.answer, /average pm10_level/);
    assert.match(onAverage.answer, /hour 7\b/);
  });

  it('groups by a TIME column as DuckDB types it', async () => {
    const bench = await AnalystBench.create();
    await bench.loadRows('street', ['obs_date', 'obs_time', 'pm10_level'], rows.map((row) => [`2023-03-${String(row[0]).slice(0, 2)}`, row[1], row[2]]));
    const run = await bench.ask('average pm10_level by hour of the day');
    assertAnswered(run, 'by hour');
    assert.match(run.answer, /obs_time/);
  });

  it('refuses when the time column holds other text', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('p', ['Reading Date', 'Clock Time', 'pm10_level'], rows.map((row, i) => [row[0], i === 5 ? 'late' : row[1], row[2]]), 'street.csv');
    assertRefused(await bench.ask('which hour of the day has the highest average pm10_level'), 'not all times');
  });
});
