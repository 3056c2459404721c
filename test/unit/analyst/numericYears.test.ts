/**
 * A year on a table whose years are numbers (no date column): "total budget in 2014" filters the
 * year column and says so first; a year the column does not hold, a table with no year column or
 * with two of them, refuses naming the year. Figures are summed here from the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, parseCsv } from './harness';

const CITIES: Array<[string, string]> = [['Leeds', 'North'], ['York', 'North'], ['Bath', 'South'], ['Kent', 'South'], ['Hull', 'North']];
const YEARS = [2010, 2012, 2014, 2016, 2018];

/** City budgets every two years: budget grows with the year and the city's index. */
function budgets(): Array<{ city: string; area: string; year: number; budget: number }> {
  return CITIES.flatMap(([city, area], c) => YEARS.map((year, y) => ({ city, area, year, budget: 1000 + 137 * c + 59 * y + ((c * 7 + y * 3) % 11) })));
}

describe('analyst: years held as numbers', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = budgets();
  const total = (keep: (row: (typeof rows)[number]) => boolean): number => rows.filter(keep).reduce((sum, row) => sum + row.budget, 0);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('city_budgets', ['city', 'area', 'year', 'budget'], rows.map((row) => [row.city, row.area, row.year, row.budget]));
    await bench.loadRows('no_years', ['city', 'budget'], CITIES.map(([city], i) => [city, 100 + i]));
    await bench.loadRows('roads', ['road', 'budget'], [['Route 66', 2], ['Route 66', 3], ['Route 9', 4]]);
  });

  it('filters the numeric year column and says so in the first sentence', async () => {
    const run = await bench.ask('total budget in 2014', { tables: [bench.tables[0]] });
    assert.match(run.answer, /^Computed the total budget, over the 5 of 25 rows of city\\?_budgets\.csv where year = 2014/, run.answer.slice(0, 300));
    assert.equal(Number(parseCsv(run.csv ?? '')[0]?.total_budget), total((row) => row.year === 2014));
    const byArea = await bench.ask('total budget by area in 2016', { tables: [bench.tables[0]] });
    const north = parseCsv(byArea.csv ?? '').find((row) => row.area === 'North');
    assert.equal(Number(north?.total_budget), total((row) => row.year === 2016 && row.area === 'North'), byArea.answer.slice(0, 300));
    const since = await bench.ask('total budget since 2014', { tables: [bench.tables[0]] });
    assert.equal(Number(parseCsv(since.csv ?? '')[0]?.total_budget), total((row) => row.year >= 2014), since.answer.slice(0, 300));
    const range = await bench.ask('total budget between 2012 and 2016', { tables: [bench.tables[0]] });
    assert.equal(Number(parseCsv(range.csv ?? '')[0]?.total_budget), total((row) => row.year >= 2012 && row.year <= 2016), range.answer.slice(0, 300));
    const lowest = await bench.ask('which city had the lowest budget in 2018?', { tables: [bench.tables[0]] });
    assert.match(lowest.answer, /\*\*Leeds\*\*/, lowest.answer.slice(0, 300));
  });

  it('refuses a year the column does not hold, or a year no column can take, naming it', async () => {
    const absent = await bench.ask('total budget in 2013', { tables: [bench.tables[0]] });
    assert.match(absent.answer, /I can.t answer/, absent.answer.slice(0, 300));
    assert.match(absent.answer, /2013/);
    assert.equal(absent.csv, undefined);
    const none = await bench.ask('total budget in 2014', { tables: [bench.tables[1]] });
    assert.match(none.answer, /I can.t answer[\s\S]*“2014”/, none.answer.slice(0, 300));
    assert.equal(none.csv, undefined);
    // Any other number nothing reads is refused the same way.
    const stray = await bench.ask('total budget of 7 cities', { tables: [bench.tables[1]] });
    assert.match(stray.answer, /I can.t answer[\s\S]*“7”/, stray.answer.slice(0, 300));
    // A number inside a value of the data is that value, not a stray number.
    const route = await bench.ask('total budget of Route 66', { tables: [bench.tables[2]] });
    assert.equal(Number(parseCsv(route.csv ?? '')[0]?.total_budget), 5, route.answer.slice(0, 300));
  });
});

describe('analyst: a number of years is a measure, not a year', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  // Ages in years (a unit in the name), with a half year: no calendar year among them.
  // Names repeat, as in a shelter's log, so that `Name` reads as a category.
  const animals: Array<[string, string, number]> = [['Rex', 'Beagle', 0.5], ['Bella', 'Beagle', 3], ['Rex', 'Collie', 7], ['Luna', 'Collie', 11], ['Bella', 'Beagle', 2], ['Luna', 'Collie', 4]];

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('shelter', ['Name', 'Breed', 'Age (years)'], animals);
    await bench.loadRows('staff', ['Name', 'Highest Level'], [['Ann', 'BSc'], ['Bo', 'MSc'], ['Cy', 'BSc'], ['Di', 'PhD']]);
  });

  it('averages `Age (years)` instead of refusing it as a year column', async () => {
    const run = await bench.ask('average age by breed', { tables: [bench.tables[0]] });
    const beagle = parseCsv(run.csv ?? '').find((row) => row.Breed === 'Beagle');
    assert.ok(beagle, run.answer.slice(0, 400));
    assert.ok(Math.abs(Number(Object.values(beagle).find((value) => value !== 'Beagle')) - (0.5 + 3 + 2) / 3) < 1e-6, run.answer.slice(0, 400));
  });

  it('never answers a superlative with how often each value occurs', async () => {
    // "name of the oldest" once listed how often each name occurs, leaving "oldest" unused.
    const oldest = await bench.ask('name of the oldest');
    assert.match(oldest.answer, /I can.t answer[\s\S]*“oldest”/, oldest.answer.slice(0, 400));
    assert.equal(oldest.csv, undefined);
    // A superlative that is part of a column's name is that column.
    const degree = await bench.ask('distribution of highest level', { tables: [bench.tables[1]] });
    assert.match(degree.answer, /^Computed the distribution of Highest Level/, degree.answer.slice(0, 400));
  });
});
