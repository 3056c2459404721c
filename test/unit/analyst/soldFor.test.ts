/**
 * "what did the honey sell for" asks a price: it was answered with the kilos of honey taken. With
 * no money column it is refused, saying so; "how much honey was taken" is still the kilos.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: what something sold for', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [`I${i}`, ['Old Mill', 'Orchard'][i % 2], i % 3 === 0 ? 4 + (i % 5) : '']);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('h', ['Inspection', 'Apiary', 'Honey Taken (kg)'], rows, 'hive_inspections.csv');
  });

  it('refuses "what did the honey sell for" without money, and totals the honey taken', async () => {
    const sold = await bench.ask('what did the honey sell for');
    assertRefused(sold, 'sell for');
    assert.match(sold.answer, /asks for money/);
    const taken = await bench.ask('total honey taken');
    assertAnswered(taken, 'total honey taken');
    assert.equal(firstFigure(taken), rows.reduce((sum, row) => sum + Number(row[2] || 0), 0), taken.answer.slice(0, 300));
  });
});
