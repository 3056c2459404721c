/**
 * Readings that would give a figure for a different question, refused on generated data: rows
 * counted where a column holds the count, shares added up, a decade read as one year, a year
 * averaged, a level summed, a judgement, a "single" extreme and a difference given as one figure.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, parseCsv } from './harness';

const CROPS = ['Wheat', 'Barley', 'Oats'];
const REGIONS = ['North', 'South'];

function census(): Array<[string, string, number, number, number]> {
  return CROPS.flatMap((crop, c) => REGIONS.flatMap((region, r) => [1985, 1991, 1995, 2003].map((year, y): [string, string, number, number, number] => {
    const farmers = 100 + c * 40 + r * 25 + y * 7;
    return [crop, region, year, farmers, Math.round(1000 * farmers / 900) / 10];
  })));
}

function readings(): Array<[string, string, number, number]> {
  return ['Hilltop', 'Quayside'].flatMap((site, s) => Array.from({ length: 30 }, (_, d): [string, string, number, number] => [site, `2023-03-${String(d + 1).padStart(2, '0')}`, 12 + s * 3 + (d % 5), 2010 + (d % 3)]));
}

describe('analyst: readings that would answer another question', function () {
  this.timeout(120_000);
  let farm: AnalystBench;
  let sensor: AnalystBench;
  const rows = census();

  before(async () => {
    farm = await AnalystBench.create();
    sensor = await AnalystBench.create();
    await farm.loadRows('farm_census', ['crop', 'region', 'year', 'headcount', 'share_pct'], rows);
    await sensor.loadRows('sensor_log', ['site', 'date', 'ozone', 'install_year'], readings());
  });

  it('does not count rows when a column holds the count', async () => {
    for (const question of ['how many people grew oats in 1995?', 'which crop was the largest in 1995?', 'top 2 crops by number of people']) {
      const run = await farm.ask(question);
      if (run.csv) {
        // Answered: the figure must come from the farmers column, never a count of rows.
        assert.doesNotMatch(run.answer, /number of rows/, question);
      } else assertRefused(run, question);
    }
  });

  it('never adds up shares, never averages years, reads decades whole', async () => {
    const share = await farm.ask('which crop had the largest share_pct in 1995');
    assert.doesNotMatch(share.answer, /total share/, share.answer.slice(0, 300));
    // A decade is its ten years, never one (decades.test.ts checks more).
    // Headcount is the people present each year, so its total over ten years may be refused
    // (tallyColumn.ts); answered, it must be the sum over all ten years.
    const decade = await farm.ask('total headcount in the 1990s');
    if (decade.csv) assert.equal(Number(Object.values(parseCsv(decade.csv)[0] ?? {})[0]), rows.filter((row) => row[2] >= 1990 && row[2] <= 1999).reduce((sum, row) => sum + row[3], 0), decade.answer.slice(0, 300));
    else assertRefused(decade, 'decade');
    assertRefused(await sensor.ask('first install_year on record'), 'first year');
  });

  it('never sums a level, refuses judgements, singles and differences', async () => {
    const average = await sensor.ask('which site has the lowest ozone on average');
    if (average.csv) {
      const top = parseCsv(average.csv)[0];
      const hilltop = readings().filter((row) => row[0] === 'Hilltop').map((row) => row[2]);
      assert.equal(Number(Object.values(top ?? {})[1]).toFixed(3), (hilltop.reduce((a, b) => a + b, 0) / hilltop.length).toFixed(3));
    }
    assertRefused(await farm.ask('which crop is the best for the north?'), 'best');
    assertRefused(await farm.ask('which crop had the single highest headcount'), 'single');
    const difference = await farm.ask('how much higher was the average headcount in 2003 than in 1985?');
    // One figure is never the answer: the difference, beside both years' figures (differences.test.ts checks the figures).
    assertAnswered(difference, 'difference');
    const [gap] = parseCsv(difference.csv ?? '');
    const [d, a, b] = Object.values(gap ?? {}).map(Number);
    assert.ok(Math.abs(d - (a - b)) < 1e-9 && /2003.* minus .*1985/.test(difference.answer.split('\n')[0]), difference.answer.slice(0, 300));
    assertRefused(await sensor.ask('how many customers do we have'), 'people not the rows');
    assertAnswered(await farm.ask('total headcount in 1995'), 'plain total');
  });
});
