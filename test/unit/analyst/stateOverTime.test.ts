/**
 * On a log of inspections, "how many hives are queenless" could be the hives ever found so or those
 * so at their latest inspection: asked (it counted the first). A key of the rows has no history:
 * "how many requests are still open" counts them.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: a state over time, and a key of the rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 60 }, (_, i) => [`IN-${i}`, `2024-0${1 + Math.floor(i / 10)}-1${i % 10}`, `H-${i % 6}`, ['Strong', 'Queenless', 'Strong', 'Swarmed', 'Strong'][i % 5]]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('h', ['Inspection ID', 'Inspection Date', 'Hive', 'Colony Status'], rows, 'hive_inspections.csv');
  });

  it('asks whether "are queenless" means ever or now, and answers "were ever"', async () => {
    assertRefused(await bench.ask('how many hives are queenless'), 'are queenless');
    const ever = await bench.ask('how many hives were ever queenless');
    assertAnswered(ever, 'were ever queenless');
    assert.equal(firstFigure(ever), new Set(rows.filter((row) => row[3] === 'Queenless').map((row) => row[2])).size, ever.answer.slice(0, 300));
  });

  it('counts the rows of a key with a status now', async () => {
    const run = await bench.ask('how many inspections are strong');
    assertAnswered(run, 'inspections are strong');
    assert.equal(firstFigure(run), rows.filter((row) => row[3] === 'Strong').length, run.answer.slice(0, 300));
  });
});
