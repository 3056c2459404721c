/**
 * "how much beer did we make" beside a `Beer` column of names asks an amount: it was answered with
 * the list of beer names and how often each was brewed. It is refused now, while "which beers are
 * there" still lists them.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

describe('analyst: how much of a column of names', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 24 }, (_, i) => [`B${i}`, ['Harbour Pale', 'Black Gull Stout', 'Dune Lager'][i % 3], 800 + (i % 4) * 200]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('b', ['Batch No', 'Beer', 'Volume (L)'], rows, 'brewery_batches.csv');
  });

  it('refuses "how much beer" rather than list the names', async () => {
    const run = await bench.ask('how much beer did we make');
    assertRefused(run, 'how much beer');
    assert.doesNotMatch(run.answer, /distribution/);
  });

  it('still lists the names asked for', async () => {
    const run = await bench.ask('which beers are there');
    assertAnswered(run, 'which beers');
    assert.match(run.csv ?? '', /Dune Lager/);
  });
});
