/**
 * A workbook's sheet named for its rows ("harbour_fish_auction.xlsx / Boats") makes them boats: "avg
 * length of the fish" was answered with the boats' length. A firm's name under a `Buyer` column
 * ("Coastline Fish Co") is no person's, so "fish" is not read as that buyer.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: a sheet named for its rows, and firms among buyers', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let boats: AnalystTable;
  let landings: AnalystTable;
  const boatRows: Cell[][] = Array.from({ length: 8 }, (_, i) => [`FV0${i}`, `Boat ${i}`, 10 + i]);
  const landingRows: Cell[][] = Array.from({ length: 40 }, (_, i) => [`L${i}`, `FV0${i % 8}`, ['Coastline Fish Co', 'Marta Silva', 'Harbour Foods Ltd'][i % 3], 100 + i]);
  before(async () => {
    bench = await AnalystBench.create();
    boats = await bench.loadRows('b', ['Boat Code', 'Boat Name', 'Length (m)'], boatRows, 'harbour_fish_auction.xlsx / Boats');
    landings = await bench.loadRows('l', ['Lot', 'Boat Code', 'Buyer', 'Landed Weight (kg)'], landingRows, 'harbour_fish_auction.xlsx / Landings');
  });

  it('does not read the workbook word "fish" as the boats', async () => {
    assertRefused(await bench.ask('avg length of the fish', { tables: [boats] }), 'length of the fish');
    const run = await bench.ask('avg length of the boats', { tables: [boats] });
    assertAnswered(run, 'length of the boats');
    assert.equal(firstFigure(run), 13.5, run.answer.slice(0, 300));
  });

  it('reads a word of a person buyer, never of a firm', async () => {
    assertRefused(await bench.ask('total landed weight for fish', { tables: [landings] }), 'fish is no buyer');
    const run = await bench.ask('total landed weight for marta', { tables: [landings] });
    assertAnswered(run, 'landed weight for marta');
    assert.equal(firstFigure(run), landingRows.filter((row) => row[2] === 'Marta Silva').reduce((sum, row) => sum + Number(row[3]), 0), run.answer.slice(0, 300));
  });
});
