/**
 * "days with more than 6 hours of wind" on readings several to a day: the days are asked for, and a
 * day could qualify by one of its readings or by its total over them. It was answered with a series
 * of each day's total over the readings above the bound; now it is asked.
 */
import { AnalystBench, assertRefused, type Cell } from './harness';

describe('analyst: periods with a condition, on rows finer than the period', function () {
  this.timeout(120_000);
  it('asks whether a day qualifies by a row or by its total', async () => {
    const bench = await AnalystBench.create();
    const rows: Cell[][] = Array.from({ length: 60 }, (_, i) => [`2025-03-${String(1 + Math.floor(i / 3)).padStart(2, '0')}`, ['T1', 'T2', 'T3'][i % 3], 2 + ((i * 7) % 9), 100 + i]);
    const table = await bench.loadRows('turbines', ['Reading Date', 'Turbine', 'Wind (hours)', 'Output (kWh)'], rows, 'turbine_readings.csv');
    assertRefused(await bench.ask('days with more than 6 hours of wind', { tables: [table] }), 'days with more than 6 hours of wind');
  });
});
