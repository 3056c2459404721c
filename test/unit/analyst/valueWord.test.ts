/**
 * "value per kilo by species" beside `Lot Value` and `Price (€/kg)`: "value" names the lot value,
 * which the average price would leave out; asked. It was answered with the average price. "the
 * most lots", the rows' key's noun beside `Lot Value`, is asked too (it ranked by the value).
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: "value" beside a column named for it', function () {
  this.timeout(120_000);
  it('asks about "value per kilo" and totals "lot value"', async () => {
    const bench = await AnalystBench.create();
    const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [`L${i}`, ['Cod', 'Sole'][i % 2], 100 + i, 2 + (i % 4), (100 + i) * (2 + (i % 4))]);
    const table = await bench.loadRows('lots', ['Lot No', 'Species', 'Landed Weight (kg)', 'Price (€/kg)', 'Lot Value'], rows, 'landings.csv');
    const asked = await bench.ask('value per kilo by species', { tables: [table] });
    assertRefused(asked, 'value per kilo');
    assert.match(asked.answer, /Lot Value/);
    const total = await bench.ask('total lot value', { tables: [table] });
    assertAnswered(total, 'total lot value');
    assert.equal(firstFigure(total), rows.reduce((sum, row) => sum + Number(row[4]), 0), total.answer.slice(0, 300));
    // "the most lots" beside `Lot No` and `Lot Value`: the rows or their value, asked.
    assertRefused(await bench.ask('which species has the most lots', { tables: [table] }), 'the most lots');
  });
});
