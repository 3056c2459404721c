/**
 * A score on the scale its column's name gives ("Lodging (0-9)", "Pain (1-10)") is a level of its
 * row: "lodging by variety" and "which variety has the most lodging" average it, never add it up.
 * On generated trial plots of my own; every figure is computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, near, parseCsv, type Cell } from './harness';

const VARIETIES = ['Alder', 'Birch', 'Cedar'];
// Cedar has the most plots, Birch the highest scores: a total and an average rank them differently.
const plots = Array.from({ length: 45 }, (_, i) => ({ variety: i < 25 ? 'Cedar' : VARIETIES[i % 2], lodging: i < 25 ? 3 : i % 2 ? 7 : 4 + (i % 3) }));

describe('analyst: a score on the scale its name gives', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_plots', ['Plot', 'Variety', 'Lodging (0-9)'], plots.map((p, i): Cell[] => [`P-${i + 1}`, p.variety, p.lodging]), 'trial_plots.csv');
  });

  it('averages the score by group, and ranks by its average', async () => {
    const mean = (variety: string): number => {
      const of = plots.filter((p) => p.variety === variety);
      return of.reduce((sum, p) => sum + p.lodging, 0) / of.length;
    };
    const byVariety = await bench.ask('lodging by variety');
    answered(byVariety, 'lodging by variety');
    for (const row of parseCsv(byVariety.csv ?? '')) assert.ok(near(Number(Object.values(row)[1]), mean(row.Variety)), byVariety.answer.slice(0, 300));
    const most = await bench.ask('which variety has the most lodging');
    answered(most, 'the most lodging');
    const best = [...VARIETIES].sort((a, b) => mean(b) - mean(a))[0];
    assert.equal(parseCsv(most.csv ?? '')[0]?.Variety, best, most.answer.slice(0, 300));
  });

  it('adds up an age band of people, and averages an average of counted things', async () => {
    const homes = await bench.ingestRows('t_homes', ['Household', 'Town', 'Children (0-17)', 'Avg Views'], [['H1', 'Leeds', 3, 100], ['H2', 'Leeds', 3, 300], ['H3', 'Hull', 4, 50]], 'households.csv');
    const children = await bench.ask('children by town', { tables: homes });
    answered(children, 'children by town');
    assert.deepEqual(new Map(parseCsv(children.csv ?? '').map((row) => [row.Town, Number(Object.values(row)[1])])), new Map([['Leeds', 6], ['Hull', 4]]));
    const views = await bench.ask('avg views by town', { tables: homes });
    answered(views, 'avg views by town');
    assert.deepEqual(new Map(parseCsv(views.csv ?? '').map((row) => [row.Town, Number(Object.values(row)[1])])), new Map([['Leeds', 200], ['Hull', 50]]));
  });
});
