/**
 * A question typed as a bare plural noun with its conditions ("finishers in 2023", "finishers 2023
 * vs 2024", "microchipped rabbits") asks how many: it was refused as naming nothing to compute. It
 * is read as "how many …", which the answer says; a bare phrase naming a measure is left as it was.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: a bare plural noun asks how many', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 60 }, (_, i) => [`R${i}`, 2022 + (i % 3), i % 4 === 0 ? 'DNF' : 'Finished', ['Rabbit', 'Cat'][i % 2], i % 5 < 2 ? 'Y' : 'N', 180 + i]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('r', ['Runner ID', 'Race Year', 'Status', 'Species', 'Microchipped', 'Finish Minutes'], rows, 'race_results.csv');
  });

  it('counts "finishers in 2023" and says how it read it', async () => {
    const run = await bench.ask('finishers in 2023');
    assertAnswered(run, 'finishers in 2023');
    assert.equal(firstFigure(run), rows.filter((row) => row[1] === 2023 && row[2] === 'Finished').length, run.answer.slice(0, 300));
    assert.match(run.answer, /Read as “how many finishers in 2023”/);
  });

  it('counts each side of "finishers 2023 vs 2024", and a flag with a value', async () => {
    const run = await bench.ask('finishers 2023 vs 2024');
    assertAnswered(run, 'finishers 2023 vs 2024');
    const counts = new Map(parseCsv(run.csv ?? '').map((row) => [String(Object.values(row)[0]), Number(Object.values(row)[1])]));
    for (const year of [2023, 2024]) assert.equal(counts.get(String(year)), rows.filter((row) => row[1] === year && row[2] === 'Finished').length, run.csv);
    const chipped = await bench.ask('microchipped rabbits');
    assertAnswered(chipped, 'microchipped rabbits');
    assert.equal(firstFigure(chipped), rows.filter((row) => row[3] === 'Rabbit' && row[4] === 'Y').length, chipped.answer.slice(0, 300));
  });

  it('leaves a phrase that names what to compute, or a word it cannot place, as it was', async () => {
    assertRefused(await bench.ask('finishers in 2023 by weather'), 'weather');
  });
});
