/**
 * "fees over 100" beside `Fee Paid`, where the rows are hires: a bound right after a noun that is
 * only the first word of a number column is on that column, and the things named are those whose
 * value passes it, counted (the first sentence says so). Without a bound ("renters in the loft") the
 * noun may name the rows or their column's figures, and is still asked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: a bound after a noun of a number column', function () {
  this.timeout(120_000);
  it('counts the rows whose value passes the bound, and asks without one', async () => {
    const bench = await AnalystBench.create();
    const hires: Cell[][] = Array.from({ length: 30 }, (_, i) => [`H${i}`, ['Loft', 'Cellar'][i % 2], 40 + ((i * 37) % 150), 18 + ((i * 11) % 50)]);
    const table = await bench.loadRows('studio_hires', ['Hire Ref', 'Room', 'Fee Paid', 'Renter Age'], hires, 'studio_hires.csv');
    const run = await bench.ask('fees over 100', { tables: [table] });
    assertAnswered(run, 'fees over 100');
    assert.match(run.answer, /^Computed the number of rows/, run.answer.slice(0, 200));
    assert.equal(firstFigure(run), hires.filter((row) => Number(row[2]) > 100).length);
    const renters = await bench.ask('renters over 40 in the loft', { tables: [table] });
    assertAnswered(renters, 'renters over 40');
    assert.equal(firstFigure(renters), hires.filter((row) => Number(row[3]) > 40 && row[1] === 'Loft').length);
    assertRefused(await bench.ask('renters in the loft', { tables: [table] }), 'renters in the loft');
  });
});
