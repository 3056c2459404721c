/**
 * A workbook's file name is every sheet's: "plots" in `garden_plots.xlsx` says nothing about which
 * sheet is asked. A question naming a sheet's own name ("plots" for `Plots`) is that sheet's, even
 * where another sheet holds the same key (the plots rented).
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: the sheet a question names', function () {
  this.timeout(120_000);
  it('answers on the sheet whose own name the question says', async () => {
    const bench = await AnalystBench.create();
    const plots: Cell[][] = Array.from({ length: 12 }, (_, i) => [`P${i}`, 10 + i * 3, i % 2 ? 'Clay' : 'Loam']);
    const rentals: Cell[][] = Array.from({ length: 40 }, (_, i) => [`R${i}`, `P${i % 5}`, `Tenant ${i % 9}`, 30 + (i % 5)]);
    const rented = await bench.loadRows('garden_rentals', ['Rental ID', 'Plot ID', 'Tenant', 'Rent'], rentals, 'garden_plots.xlsx / Rentals');
    const plotted = await bench.loadRows('garden_plotlist', ['Plot ID', 'Size', 'Soil'], plots, 'garden_plots.xlsx / Plots');
    // Every sheet has `Plot ID`; only the rented plots are in `Rentals`.
    const run = await bench.ask('how many plots', { tables: [rented, plotted] });
    assertAnswered(run, 'how many plots');
    assert.match(run.answer, /garden_plots\.xlsx \/ Plots/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), plots.length, run.answer.slice(0, 300));
  });
});
