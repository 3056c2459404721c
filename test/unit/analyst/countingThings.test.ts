/**
 * Counting things within groups, on a generated file of towns (`town`, `county`, `year`,
 * `population`, `rainfall` with blanks): "which county has the most towns?" ranks counties by
 * their distinct towns, "how many rainfall readings per county" counts the rows holding one,
 * and "more than 40 thousand people" compares the population. Figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, parseCsv } from './harness';

const TOWNS: Array<[string, string]> = [['Ashby', 'Wessex'], ['Brill', 'Wessex'], ['Cotton', 'Wessex'], ['Dunmore', 'Mercia'], ['Elford', 'Mercia'], ['Fenwick', 'Anglia']];

function towns(): Array<{ town: string; county: string; year: number; population: number; rainfall: number | null }> {
  return TOWNS.flatMap(([town, county], t) => [2000, 2010, 2020].map((year, y) => ({ town, county, year, population: 20_000 + t * 9_000 + y * 4_000, rainfall: (t + y) % 4 === 1 ? null : 500 + t * 10 + y })));
}

describe('analyst: counting things within groups', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = towns();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('town_stats', ['town', 'county', 'year', 'population', 'rainfall'], rows.map((row) => [row.town, row.county, row.year, row.population, row.rainfall]));
  });

  it('ranks groups by how many distinct things they hold', async () => {
    const run = await bench.ask('which county has the most towns?');
    assert.match(run.answer, /^Computed the number of distinct town by county/m, run.answer.slice(0, 300));
    assert.match(run.answer, /\*\*Wessex\*\*/);
    const first = parseCsv(run.csv ?? '')[0];
    assert.equal(Number(Object.values(first ?? {})[1]), 3);
    const fewest = await bench.ask('which county has the fewest towns?');
    assert.match(fewest.answer, /\*\*Anglia\*\*/, fewest.answer.slice(0, 300));
  });

  it('counts the rows holding a column per group', async () => {
    const run = await bench.ask('how many rainfall readings per county');
    const table = parseCsv(run.csv ?? '');
    for (const county of ['Wessex', 'Mercia', 'Anglia']) {
      const expected = rows.filter((row) => row.county === county && row.rainfall !== null).length;
      assert.equal(Number(Object.values(table.find((row) => row.county === county) ?? {})[1]), expected, `${county}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('reads "people" as the population column in a comparison', async () => {
    const run = await bench.ask('how many towns had more than 40 thousand people in 2020?');
    const expected = rows.filter((row) => row.year === 2020 && row.population > 40_000).length;
    assert.match(run.answer, /population > 40000/, run.answer.slice(0, 300));
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]), expected, run.answer.slice(0, 300));
  });
});
