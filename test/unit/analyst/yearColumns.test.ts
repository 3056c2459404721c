/**
 * A number column of calendar years (`census_year`) is a label of the rows, never a measure, a
 * divisor or a total: "in which year" groups by it, "how many censuses" and "in how many years"
 * count its distinct values, its average is refused, and no suggestion offers a total or an
 * average of it. Generated harbour census (harbour, vessel, census_year, count); expected
 * figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, parseCsv } from './harness';

const HARBOURS = ['Eastport', 'Westport'];
const VESSELS = ['trawler', 'yacht', 'ferry'];
const YEARS = [2004, 2009, 2014, 2019];

function census(): Array<{ harbour: string; vessel: string; census_year: number; count: number }> {
  return HARBOURS.flatMap((harbour, h) => VESSELS.flatMap((vessel, v) => YEARS
    // Westport has no yachts counted in 2004: a year the other rows have.
    .filter((year) => !(harbour === 'Westport' && vessel === 'yacht' && year === 2004))
    .map((census_year, y) => ({ harbour, vessel, census_year, count: 5 + ((h * 11 + v * 7 + y * 13) % 29) }))));
}

describe('analyst: a column of years is never a measure', function () {
  this.timeout(60_000);
  let bench: AnalystBench;
  const rows = census();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('harbour_census', ['harbour', 'vessel', 'census_year', 'count'], rows.map((row) => [row.harbour, row.vessel, row.census_year, row.count]), 'harbour_census.csv');
  });

  it('groups by the year column for "in which year"', async () => {
    const question = 'in which year did Eastport record its fewest trawlers';
    const run = await bench.ask(question);
    assertAnswered(run, question);
    const byYear = YEARS.map((year) => ({ year, n: rows.filter((row) => row.harbour === 'Eastport' && row.vessel === 'trawler' && row.census_year === year).reduce((sum, row) => sum + row.count, 0) })).sort((a, b) => a.n - b.n);
    const [first] = parseCsv(run.csv ?? '');
    assert.equal(Number(first?.census_year), byYear[0].year, run.answer.slice(0, 300));
    assert.equal(Number(Object.values(first ?? {})[1]), byYear[0].n);
  });

  it('counts distinct years for "how many censuses" and "in how many years"', async () => {
    const censuses = await bench.ask('how many censuses were taken at Westport');
    assert.match(censuses.answer, /^Computed the number of distinct census\\?_year/, censuses.answer.slice(0, 200));
    assert.equal(Number(Object.values(parseCsv(censuses.csv ?? '')[0] ?? {})[0]), YEARS.length);
    const yachts = await bench.ask('in how many years were yachts seen at Westport?');
    assert.equal(Number(Object.values(parseCsv(yachts.csv ?? '')[0] ?? {})[0]), new Set(rows.filter((row) => row.harbour === 'Westport' && row.vessel === 'yacht').map((row) => row.census_year)).size, yachts.answer.slice(0, 300));
  });

  it('refuses an average year, and suggests no total or average of years', async () => {
    const average = await bench.ask('average census_year');
    assertRefused(average, 'average year');
    const answered = await bench.ask('total count by harbour in 2019');
    assertAnswered(answered, 'total count');
    for (const suggestion of [...average.questions, ...answered.questions]) assert.doesNotMatch(suggestion, /(average|total|sum|median).{0,12}census.?year/i, suggestion);
  });
});
