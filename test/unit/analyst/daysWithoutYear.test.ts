/**
 * "amount paid between 1 march and 31 may", "after 31 may": a day written without its year is read
 * in the data's one year, or in the year written on the range's other end, and the answer says so.
 * Over several years it is asked, unless only one of those years' days lies within the data's span
 * ("27 dec" in a season from December to April). "july 4th", "the 4th of july" and holidays of a
 * fixed date ("christmas eve 2023", "new years day") are days too. It was refused: the day numbers
 * were left unplaced.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: a day written without its year', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let oneYear: AnalystTable[];
  let twoYears: AnalystTable[];
  let season: AnalystTable[];
  const day = (i: number, year: number): string => new Date(Date.UTC(year, 0, 1 + ((i * 5) % 365))).toISOString().slice(0, 10);
  const visits: Cell[][] = Array.from({ length: 120 }, (_, i) => [`B${i}`, day(i, 2024), 5 + (i % 7)]);
  const trips: Cell[][] = Array.from({ length: 120 }, (_, i) => [`T${i}`, day(i, 2023 + (i % 2)), 2 + (i % 3)]);
  // A winter season, 10 December 2024 to 29 March 2025, a lesson or two a day.
  const lessons: Cell[][] = Array.from({ length: 220 }, (_, i) => [`L${i}`, new Date(Date.UTC(2024, 11, 10 + Math.floor(i / 2))).toISOString().slice(0, 10), 40 + (i % 9)]);
  before(async () => {
    bench = await AnalystBench.create();
    oneYear = await bench.ingestRows('v', ['Booking Ref', 'Visit Date', 'Amount Paid'], visits, 'visits.csv');
    twoYears = await bench.ingestRows('t', ['Trip ID', 'Trip Date', 'Fare'], trips, 'trips.csv');
    season = await bench.ingestRows('s', ['Lesson ID', 'Lesson Date', 'Price'], lessons, 'ski_lessons.csv');
  });

  const total = (rows: Cell[][], from: string, to: string): number => rows.filter((row) => String(row[1]) >= from && String(row[1]) <= to).reduce((sum, row) => sum + Number(row[2]), 0);

  it('reads "between 1 march and 31 may" and "after 31 may" in the one year of the data', async () => {
    const spring = await bench.ask('amount paid between 1 march and 31 may', { tables: oneYear });
    assertAnswered(spring, 'between 1 march and 31 may');
    assert.equal(firstFigure(spring), total(visits, '2024-03-01', '2024-05-31'), spring.answer.slice(0, 300));
    assert.match(spring.answer, /without a year is read in 2024/);
    const after = await bench.ask('amount paid after may 31', { tables: oneYear });
    assertAnswered(after, 'after may 31');
    assert.equal(firstFigure(after), total(visits, '2024-06-01', '2024-12-31'), after.answer.slice(0, 300));
  });

  it('takes the year written on the range end, and asks when the data has several years', async () => {
    const run = await bench.ask('total fare between 1 march and 31 may 2024', { tables: twoYears });
    assertAnswered(run, 'between 1 march and 31 may 2024');
    assert.equal(firstFigure(run), total(trips, '2024-03-01', '2024-05-31'), run.answer.slice(0, 300));
    assertRefused(await bench.ask('total fare after 31 may', { tables: twoYears }), 'after 31 may');
  });

  it('reads a day in the one year of a span that holds it, the day with its ordinal, and a holiday', async () => {
    const count = (rows: Cell[][], iso: string): number => rows.filter((row) => row[1] === iso).length;
    for (const [question, iso] of [['lessons on 27 dec', '2024-12-27'], ['lessons on march 3rd', '2025-03-03'], ['lessons on christmas eve', '2024-12-24'], ['how many lessons on new years day', '2025-01-01']] as const) {
      const run = await bench.ask(question, { tables: season });
      assertAnswered(run, question);
      assert.equal(firstFigure(run), count(lessons, iso), `${question}: ${run.answer.slice(0, 300)}`);
      assert.match(run.answer, /the only one within `Lesson Date`’s span|the only one within `Lesson Date`'s span/, question);
    }
    for (const [question, from] of [['amount paid on july 4th', '2024-07-04'], ['amount paid on the 4th of july', '2024-07-04'], ["amount paid on new year's day", '2024-01-01']] as const) {
      const run = await bench.ask(question, { tables: oneYear });
      assertAnswered(run, question);
      assert.equal(firstFigure(run), total(visits, from, from), `${question}: ${run.answer.slice(0, 300)}`);
    }
    const dated = await bench.ask('total fare on new years day 2024', { tables: twoYears });
    assertAnswered(dated, 'new years day 2024');
    assert.equal(firstFigure(dated), total(trips, '2024-01-01', '2024-01-01'), dated.answer.slice(0, 300));
    // A holiday's word that is a value of the data is that value: no day is kept.
    const shop = await bench.ingestRows('h', ['Sale Date', 'Category', 'Revenue'], [['2023-10-31', 'Halloween', 40], ['2023-10-20', 'Halloween', 25], ['2023-10-31', 'Garden', 10]], 'shop.csv');
    const halloween = await bench.ask('halloween revenue', { tables: shop });
    assertAnswered(halloween, 'halloween revenue');
    assert.equal(firstFigure(halloween), 65, halloween.answer.slice(0, 300));
    // Both years of the trips hold a 1 January: asked.
    assertRefused(await bench.ask("total fare on new year's day", { tables: twoYears }), 'new year day over two years');
  });
});
