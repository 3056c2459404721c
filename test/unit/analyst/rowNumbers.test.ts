/**
 * A column named only `number` that numbers the rows (a ticket export's `number`) is an
 * identifier: "how many tickets" counts rows and never adds the numbers up; a `number` that says
 * how many things a row stands for (people in each group of a census) is still added up.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure } from './harness';

const STATES = ['open', 'closed', 'closed'];

/** 150 tickets numbered 1001 upwards with gaps, a state, an author and a comment count. */
function tickets(): Cell[][] {
  return Array.from({ length: 150 }, (_, i) => [1001 + i + Math.floor(i / 10), `Ticket ${i + 1}`, STATES[i % 3], ['ana', 'bo', 'cy'][i % 3 === 0 ? 0 : i % 2 ? 1 : 2], (i * 7) % 23]);
}

/** Workers per year, region and sex, a `number` of people each (all distinct, far apart). */
function census(): Cell[][] {
  const rows: Cell[][] = [];
  for (const year of [2010, 2015, 2020]) {
    for (const region of ['North', 'South', 'East', 'West']) {
      for (const sex of ['men', 'women']) rows.push([year, region, sex, 10_000 + rows.length * 3_517 + (sex === 'women' ? 211 : 0)]);
    }
  }
  return rows;
}

describe('analyst: a bare number column that numbers the rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let people: AnalystBench;
  const rows = tickets();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('tickets', ['number', 'title', 'state', 'author', 'comments'], rows);
    people = await AnalystBench.create();
    await people.loadRows('workers_by_region', ['year', 'region', 'sex', 'number'], census());
  });

  it('counts the rows for "how many tickets", with and without a condition', async () => {
    const cases: Array<[string, number]> = [
      ['how many tickets are there', rows.length],
      ['how many open tickets', rows.filter((row) => row[2] === 'open').length],
      ['how many tickets have more than 10 comments', rows.filter((row) => (row[4] as number) > 10).length],
    ];
    for (const [question, want] of cases) {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      assert.equal(firstFigure(run), want, `${question}: ${run.answer.slice(0, 300)}`);
      assert.doesNotMatch(run.answer, /total number|sum/i, question);
    }
  });

  it('still adds up a number of people that is no row number', async () => {
    const want = census().filter((row) => row[0] === 2020 && row[2] === 'women').reduce((a, row) => a + (row[3] as number), 0);
    const run = await people.ask('total number of women in 2020');
    assertAnswered(run, 'total number of women in 2020');
    assert.equal(firstFigure(run), want, run.answer.slice(0, 300));
  });

  it('asks what a bound a thousand times below every value is about, instead of answering over no rows', async () => {
    // `number` runs from 10,000 up: "under 5" is an age, not five people.
    assertRefused(await people.ask('what percentage of women were under 5 in 2020'), 'under 5 on a column of thousands');
    assertAnswered(await people.ask('how many rows have a number over 50000'), 'a bound inside the range');
  });
});
