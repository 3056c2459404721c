/**
 * "unknown" written where a number belongs is a gap (textTypes.ts): a kennel's `Age (years)`
 * holding numbers and "unknown" is a number column with missing values, listed by "which columns
 * have blanks" and counted by "how many dogs have an unknown age"; a `Coat` of "Unknown" among
 * other words stays a value. On a generated kennel register (no probe's domain).
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, type Cell, firstFigure, near } from './harness';

function dogs(): Cell[][] {
  return Array.from({ length: 120 }, (_, i) => [`K${300 + i}`, i % 9 === 0 ? 'unknown' : String(1 + (i % 13)), ['Short', 'Long', 'Wire', 'Unknown'][i % 4], 5 + (i % 30)]);
}

describe('analyst: "unknown" among numbers is a gap', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = dogs();
  const unknownAges = rows.filter((row) => row[1] === 'unknown').length;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('kennel', ['Dog ID', 'Age (years)', 'Coat', 'Weight (kg)'], rows, 'kennel_register.csv');
  });

  it('lists the number column among the columns with blanks, saying what counts as missing', async () => {
    const run = await bench.ask('which columns have blanks');
    assertAnswered(run, 'blanks');
    assert.match(run.answer, new RegExp(`\`Age \\(years\\)\`: \\*\\*${unknownAges}\\*\\*`), run.answer.slice(0, 400));
    assert.doesNotMatch(run.answer, /`Coat`/, run.answer.slice(0, 400));
    assert.match(run.answer, /“unknown” where a number or date belongs/, run.answer.slice(0, 400));
  });

  it('averages the ages that are numbers', async () => {
    const run = await bench.ask('average age');
    assertAnswered(run, 'average age');
    const ages = rows.map((row) => Number(row[1])).filter(Number.isFinite);
    assert.ok(near(firstFigure(run), ages.reduce((a, b) => a + b, 0) / ages.length), run.answer.slice(0, 300));
  });

  it('counts the rows of an unknown age', async () => {
    const run = await bench.ask('how many dogs have an unknown age');
    assertAnswered(run, 'unknown age');
    assert.ok(near(firstFigure(run), unknownAges), run.answer.slice(0, 300));
  });

  it('counts a coat of Unknown as a value', async () => {
    const run = await bench.ask('how many dogs have an unknown coat');
    assertAnswered(run, 'unknown coat');
    assert.ok(near(firstFigure(run), rows.filter((row) => row[2] === 'Unknown').length), run.answer.slice(0, 300));
    assert.match(run.answer, /Coat = Unknown/, run.answer.slice(0, 300));
  });
});
