/**
 * A rate written with its unit after a slash ("Price (€/kg)") is per that unit: "kilos", "kg" or
 * "over 500 kg" name the landed weight, never the price (they were asked between the two, or
 * converted into the price). "takings" are the money paid, added up ("Price Paid" is what each row
 * paid, not a price per unit: it was averaged). "drop" in `Varroa Drop` is the column, not a fall.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: rates per unit, takings and a column named Drop', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let lots: AnalystTable[];
  let dives: AnalystTable[];
  const lotRows: Cell[][] = Array.from({ length: 50 }, (_, i) => [`L${i}`, ['Cod', 'Haddock', 'Sole'][i % 3], 100 + i * 23, `€${(3 + (i % 9)).toFixed(2)}`]);
  const diveRows: Cell[][] = Array.from({ length: 40 }, (_, i) => [`BK-${i}`, `2024-0${1 + (i % 6)}-10`, `$${90 + (i % 4) * 5}.00`, (i % 7) / 2]);
  before(async () => {
    bench = await AnalystBench.create();
    lots = await bench.ingestRows('l', ['Lot No', 'Species', 'Landed Weight (kg)', 'Price (€/kg)'], lotRows, 'landings.csv');
    dives = await bench.ingestRows('d', ['Booking Ref', 'Date', 'Price Paid', 'Varroa Drop (mites/day)'], diveRows, 'bookings.csv');
  });

  it('reads "kilos" and "over 500 kg" as the landed weight', async () => {
    const kilos = await bench.ask('kilos of cod', { tables: lots });
    assertAnswered(kilos, 'kilos of cod');
    assert.equal(firstFigure(kilos), lotRows.filter((row) => row[1] === 'Cod').reduce((sum, row) => sum + Number(row[2]), 0), kilos.answer.slice(0, 300));
    const over = await bench.ask('lots over 500 kg', { tables: lots });
    assertAnswered(over, 'lots over 500 kg');
    assert.equal(firstFigure(over), lotRows.filter((row) => Number(row[2]) > 500).length, over.answer.slice(0, 300));
  });

  it('adds up "takings in march" from Price Paid, and averages a mite drop', async () => {
    const takings = await bench.ask('takings in march', { tables: dives });
    assertAnswered(takings, 'takings in march');
    assert.equal(firstFigure(takings), diveRows.filter((row) => String(row[1]).startsWith('2024-03')).reduce((sum, row) => sum + Number(String(row[2]).slice(1)), 0), takings.answer.slice(0, 300));
    const drop = await bench.ask('avg mite drop', { tables: dives });
    assertAnswered(drop, 'avg mite drop');
  });
});
