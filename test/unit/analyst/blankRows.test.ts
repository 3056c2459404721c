/**
 * "which trail has no ranger": the rows that lack a value, listed by their labels. Grouped by the
 * very column kept blank, the answer was one group of blanks with its count.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: which rows have no value in a column', function () {
  this.timeout(120_000);
  it('lists the rows that lack it, and still counts them for "how many"', async () => {
    const bench = await AnalystBench.create();
    const trails: Cell[][] = [['TR1', 'Beacon Loop', 'Ama Boateng', 6.5], ['TR2', 'Mill Race', null, 3.2], ['TR3', 'High Fell', 'Jon Reyes', 11], ['TR4', 'Otter Bank', null, 4.8], ['TR5', 'Cairn Path', 'Ama Boateng', 7.1]];
    const table = await bench.loadRows('trails', ['Trail Code', 'Trail Name', 'Ranger', 'Length (km)'], trails, 'trails.csv');
    const which = await bench.ask('which trail has no ranger', { tables: [table] });
    assertAnswered(which, 'which trail has no ranger');
    assert.match(which.answer, /^Computed the rows/, which.answer.slice(0, 200));
    assert.deepEqual(parseCsv(which.csv ?? '').map((row) => row['Trail Code']).sort(), ['TR2', 'TR4']);
    const count = await bench.ask('how many trails have no ranger', { tables: [table] });
    assert.equal(firstFigure(count), 2);
  });
});
