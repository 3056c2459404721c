/**
 * On a log of inspections, "how many hives are queenless" could be the hives ever found so or those
 * so at their latest inspection: asked (it counted the first). "how many colonies swarmed", where
 * colonies are no column and no rows, is asked (it counted the inspections).
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: a state over time, and the noun before a status', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 60 }, (_, i) => [`2024-0${1 + Math.floor(i / 10)}-1${i % 10}`, `H-${i % 6}`, ['Strong', 'Queenless', 'Strong', 'Swarmed', 'Strong'][i % 5]]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('h', ['Inspection Date', 'Hive', 'Colony Status'], rows, 'hive_inspections.csv');
  });

  it('asks whether "are queenless" means ever or now, and answers "were ever"', async () => {
    assertRefused(await bench.ask('how many hives are queenless'), 'are queenless');
    const ever = await bench.ask('how many hives were ever queenless');
    assertAnswered(ever, 'were ever queenless');
    assert.equal(firstFigure(ever), new Set(rows.filter((row) => row[2] === 'Queenless').map((row) => row[1])).size, ever.answer.slice(0, 300));
  });

  it('asks about "colonies swarmed", and counts "inspections swarmed"', async () => {
    assertRefused(await bench.ask('how many colonies swarmed'), 'colonies swarmed');
    const rowsRun = await bench.ask('how many inspections with colony status swarmed');
    assertAnswered(rowsRun, 'inspections swarmed');
    assert.equal(firstFigure(rowsRun), rows.filter((row) => row[2] === 'Swarmed').length, rowsRun.answer.slice(0, 300));
  });
});
