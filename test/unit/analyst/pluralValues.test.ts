/**
 * A wildlife rescue's intake log of my own (no probe's data), where `Animal` writes its values in
 * the plural (Hedgehogs, Foxes, Bats, Mice, Tawny Owls) and `Billed By` holds Hours and Days: a value
 * is named by its singular ("how many hedgehog admissions", "mouse", "tawny owl"), while "per day"
 * stays the grain, never the value Days. A column holding both "Rat" and "Rats" keeps each its own.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, firstFigure, type Cell } from './harness';

const ANIMALS = ['Hedgehogs', 'Foxes', 'Bats', 'Mice', 'Tawny Owls'];
const log = Array.from({ length: 40 }, (_, i) => ({
  date: `2024-05-${String(1 + (i % 20)).padStart(2, '0')}`,
  animal: ANIMALS[(i * 3) % 5],
  billed: i % 4 === 0 ? 'Days' : 'Hours',
  cost: 10 + ((i * 13) % 50),
  cage: i % 7 === 0 ? 'Rat' : i % 7 === 1 ? 'Rats' : 'None',
}));

describe('analyst: a value written in the plural, named by its singular', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_intake', ['Date', 'Animal', 'Billed By', 'Care Cost', 'Seen With'], log.map((r): Cell[] => [r.date, r.animal, r.billed, r.cost, r.cage]), 'rescue_admissions.csv');
  });

  const cases: Array<[string, string]> = [['how many hedgehog admissions', 'Hedgehogs'], ['how many mouse admissions', 'Mice'], ['how many tawny owl admissions', 'Tawny Owls'], ['how many fox admissions', 'Foxes']];
  for (const [question, animal] of cases) {
    it(`counts the rows of the value: ${question}`, async () => {
      const run = await bench.ask(question);
      answered(run, question);
      assert.match(run.answer, new RegExp(`Animal = ${animal}`), run.answer.slice(0, 300));
      assert.equal(firstFigure(run), log.filter((r) => r.animal === animal).length, run.answer.slice(0, 300));
    });
  }

  it('adds up a measure of the value named by its singular', async () => {
    const run = await bench.ask('total care cost for bat admissions');
    answered(run, 'bat care cost');
    assert.equal(firstFigure(run), log.filter((r) => r.animal === 'Bats').reduce((sum, r) => sum + r.cost, 0), run.answer.slice(0, 300));
  });

  it('keeps a singular value beside its plural its own', async () => {
    const run = await bench.ask('how many admissions seen with a rat');
    answered(run, 'seen with a rat');
    assert.equal(firstFigure(run), log.filter((r) => r.cage === 'Rat').length, run.answer.slice(0, 300));
  });

  it('reads "per day" as the grain, not the value Days', async () => {
    const run = await bench.ask('admissions per day');
    assert.doesNotMatch(run.answer, /Billed By = Days/, run.answer.slice(0, 300));
  });
});
