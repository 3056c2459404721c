/**
 * A tyre fitter's jobs of my own (no probe's data): the makes that come in most often are not the
 * makes that bring in the most money. "which make comes in most", "which customer visits most"
 * and "the most often" rank by how many rows, never by the `Total £` a bare "most" is otherwise
 * measured by; "top makes" keeps its money.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, firstFigure } from './harness';

// Ford comes in most (12 jobs of £60); BMW brings in most (5 jobs of £400).
const makes = [...Array(12).fill('Ford'), ...Array(5).fill('BMW'), ...Array(8).fill('Kia')];
const price = (make: string): number => (make === 'BMW' ? 400 : make === 'Ford' ? 60 : 90);
const customers = ['Ann Lee', 'Bob Hart', 'Cat Moss', 'Ann Lee', 'Dan Roe'];
const jobs = makes.map((make, i) => ({ ref: `T${100 + i}`, make, customer: customers[i % 5], total: price(make) + (i % 3) }));

describe('analyst: verbs of how often rank by rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_tyres', ['Job Ref', 'Make', 'Customer', 'Total £'], jobs.map((j): Cell[] => [j.ref, j.make, j.customer, `£${j.total}.00`]), 'tyre_jobs.csv');
  });

  for (const question of ['which make comes in most', 'which make came in the most often', 'what make turns up the most']) {
    it(`counts the rows for ${question.replace(/'/g, '')}`, async () => {
      const run = await bench.ask(question);
      answered(run, question);
      assert.match(run.answer, /\*\*Ford\*\*/, run.answer.slice(0, 300));
      assert.equal(firstFigure(run), 12, run.answer.slice(0, 300));
    });
  }

  it('counts the visits of each customer', async () => {
    const run = await bench.ask('which customer visits most');
    answered(run, 'which customer visits most');
    assert.match(run.answer, /\*\*Ann Lee\*\*/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), jobs.filter((j) => j.customer === 'Ann Lee').length, run.answer.slice(0, 300));
  });

  it('keeps the money for top makes', async () => {
    const run = await bench.ask('top makes');
    answered(run, 'top makes');
    assert.match(run.answer, /1\. BMW|\*\*BMW\*\*/, run.answer.slice(0, 300));
    assert.doesNotMatch(run.answer.split('\n').slice(0, 3).join(' '), /number of rows/, run.answer.slice(0, 300));
  });
});
