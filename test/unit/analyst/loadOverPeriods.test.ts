/**
 * "weight 2024 vs 2025" beside `Gross Weight (kg)`: the total carried in each year or the average load per
 * row differ, so with no aggregation said it is asked; "total gross weight 2024 vs 2025" and "avg load
 * 2024 vs 2025" are answered, and an average between groups keeps its reading.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

describe('analyst: a load set against periods', function () {
  this.timeout(120_000);
  it('asks total or average when none is said', async () => {
    const bench = await AnalystBench.create();
    const rows: Cell[][] = Array.from({ length: 40 }, (_, i) => [`L${i}`, `${i < 15 ? 2024 : 2025}-0${1 + (i % 9)}-1${i % 10}`, i % 2 ? 'Van' : 'Truck', 100 + ((i * 37) % 400)]);
    const table = await bench.loadRows('loads', ['Load ID', 'Load Date', 'Vehicle', 'Gross Weight (kg)'], rows, 'quarry_loads.csv');
    assertRefused(await bench.ask('weight 2024 vs 2025', { tables: [table] }), 'weight 2024 vs 2025');
    const total = await bench.ask('total gross weight 2024 vs 2025', { tables: [table] });
    assertAnswered(total, 'total gross weight 2024 vs 2025');
    assert.match(total.answer, /total Gross Weight/, total.answer.slice(0, 200));
    assertAnswered(await bench.ask('avg gross weight 2024 vs 2025', { tables: [table] }), 'avg gross weight 2024 vs 2025');
    assertAnswered(await bench.ask('avg gross weight van vs truck', { tables: [table] }), 'avg gross weight van vs truck');
  });
});
