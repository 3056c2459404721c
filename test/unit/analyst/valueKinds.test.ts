/**
 * A brewery's tap list of my own (no probe's data): `Style` holds Stout, Imperial Stout and Pale Ale.
 * "how many stouts" could be Stout alone or every kind of stout: asked. "only stout", both named, or
 * a value no other value ends with ("pale ale") are answered.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const STYLES = ['Stout', 'Imperial Stout', 'Pale Ale', 'Stout', 'Pale Ale'];
const beers = Array.from({ length: 25 }, (_, i) => ({ beer: `Brew ${i + 1}`, style: STYLES[i % STYLES.length], abv: 4 + (i % 6) }));
const count = (style: string): number => beers.filter((b) => b.style === style).length;

describe('analyst: a value and the kinds of it', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_beers', ['Beer', 'Style', 'ABV'], beers.map((b): Cell[] => [b.beer, b.style, b.abv]), 'taps.csv');
  });

  it('asks whether the kinds count: how many stouts', async () => {
    const run = await bench.ask('how many stouts');
    refused(run, 'how many stouts');
    assert.match(run.answer, /Imperial Stout \(a kind of it\)/, run.answer.slice(0, 400));
  });

  it('answers only stout', async () => {
    const run = await bench.ask('how many only stout');
    answered(run, 'how many only stout');
    assert.equal(firstFigure(run), count('Stout'), run.answer.slice(0, 300));
  });

  it('answers both named: how many stout and imperial stout', async () => {
    const run = await bench.ask('how many stout and imperial stout');
    answered(run, 'how many stout and imperial stout');
  });

  it('answers a value no other ends with: how many pale ales', async () => {
    const run = await bench.ask('how many pale ales');
    answered(run, 'how many pale ales');
    assert.equal(firstFigure(run), count('Pale Ale'), run.answer.slice(0, 300));
  });
});
