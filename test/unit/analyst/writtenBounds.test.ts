/**
 * Numbers as people write them: "below -3°C" keeps its minus (it was read as below 3), "8+ frames"
 * is at least 8 (it was read as exactly 8), and "a spread rate of 20" beside `Spread Rate (g/m2)`
 * is a condition, not a request for a distribution ("spread" is the column's word).
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: minus signs, "8+" and a column named Spread', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 90 }, (_, i) => [`GR-${i}`, -6 + (i % 9) * 0.75, [10, 15, 20][i % 3], i % 12]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('g', ['Run Ref', 'Road Temp (°C)', 'Spread Rate (g/m2)', 'Brood Frames'], rows, 'gritting_runs.csv');
  });

  it('keeps the minus of "below -3°C"', async () => {
    const run = await bench.ask('runs where the road was below -3°C');
    assertAnswered(run, 'below -3');
    assert.equal(firstFigure(run), rows.filter((row) => Number(row[1]) < -3).length, run.answer.slice(0, 300));
  });

  it('reads "8+" as at least 8, and leaves "10+ years" to a value written so', async () => {
    const run = await bench.ask('runs with 8+ brood frames');
    assertAnswered(run, '8+ brood frames');
    assert.equal(firstFigure(run), rows.filter((row) => Number(row[3]) >= 8).length, run.answer.slice(0, 300));
    const tenures: Cell[][] = Array.from({ length: 30 }, (_, i) => [`A${i}`, ['< 1 year', '1-3 years', '10+ years'][i % 3]]);
    const table = await bench.loadRows('tenure', ['Applicant', 'Employment Length'], tenures, 'applicants.csv');
    const ten = await bench.ask('how many applicants have 10+ years of employment', { tables: [table] });
    assertAnswered(ten, '10+ years');
    assert.equal(firstFigure(ten), 10, ten.answer.slice(0, 300));
  });

  it('counts "runs at a spread rate of 20 g/m2" instead of describing the spread', async () => {
    const run = await bench.ask('runs at a spread rate of 20 g/m2');
    assertAnswered(run, 'spread rate of 20');
    assert.equal(firstFigure(run), rows.filter((row) => row[2] === 20).length, run.answer.slice(0, 300));
    assert.doesNotMatch(run.answer, /distribution/);
  });
});
