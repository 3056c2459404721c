/**
 * The answer has the question's shape (answerShape.ts), on generated files of other domains than
 * any probe: a percent is a share, "which X" names X's values, a counted row noun counts rows,
 * "the longest rental" is a rental, and a reading that does not fit is refused with its reason.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

const STATIONS = ['Harbor', 'Museum', 'Park', 'Station'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** Bike rentals over two years: each row one rental, a start and an end time, a 0/1 helmet flag. */
function rentals(): Cell[][] {
  return Array.from({ length: 240 }, (_, i) => {
    const year = 2022 + (i % 2);
    const month = 1 + (i % 12);
    const day = 1 + (i % 27);
    const hour = 6 + (i % 14);
    const minutes = 10 + ((i * 7) % 50);
    const start = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:00:00`;
    const end = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minutes)}:00`;
    const distance = Math.round((1 + ((i * 13) % 40) / 4) * 10) / 10;
    const age = i % 9 === 0 ? null : 18 + ((i * 11) % 55);
    const rating = 1 + (i % 5);
    return [`R${String(i + 1).padStart(4, '0')}`, start, end, STATIONS[i % 4], distance, i % 3 === 0 ? 1 : 0, age, Math.round((2 + distance * 0.8) * 100) / 100, rating];
  });
}

/** Podcast episodes with a popularity column: "most popular" reads two ways there. */
function episodes(): Cell[][] {
  const shows = ['Deep Sea', 'Night Owls', 'Quick Bites'];
  const categories = ['science', 'comedy', 'news'];
  return Array.from({ length: 60 }, (_, i) => [`E${i + 1}`, `Episode ${i + 1}`, shows[i % 3], categories[(i * 7) % 3 === 0 ? 0 : i % 2 ? 1 : 2], 20 + ((i * 37) % 81), i % 11 === 0 ? null : 15 + ((i * 17) % 60), i % 4 ? 'none' : 'Acme', i % 5 === 1 ? 1 : 0]);
}

const HEADER = ['rental_id', 'start_time', 'end_time', 'start_station', 'rental_distance_km', 'helmet', 'rider_age', 'fee', 'rating'];

describe('analyst: the answer has the question\'s shape', function () {
  this.timeout(120_000);
  let bikes: AnalystBench;
  let pods: AnalystBench;
  const rows = rentals();

  before(async () => {
    bikes = await AnalystBench.create();
    pods = await AnalystBench.create();
    await bikes.loadRows('bike_rentals', HEADER, rows);
    await pods.loadRows('podcast_episodes', ['episode_id', 'title', 'show', 'category', 'popularity', 'minutes', 'sponsor', 'explicit'], episodes());
  });

  it('answers a percent of a 0/1 column with the share of its 1s, never with a total', async () => {
    const question = 'what % of episodes are explicit';
    const run = await pods.ask(question);
    assertAnswered(run, question);
    if (run.csv) {
      const share = 100 * episodes().filter((row) => row[7] === 1).length / episodes().length;
      const first = parseCsv(run.csv)[0];
      const value = Number(first.share ?? Object.values(first)[0]);
      assert.ok(Math.abs(value - share) < 1e-6 || Math.abs(100 * value - share) < 1e-6, `${question}: ${run.answer.slice(0, 300)}`);
    } else assertRefused(run, question);
    assertRefused(await bikes.ask('total fee as a % of total rental_distance_km'), 'a % of another total');
    assertRefused(await bikes.ask('how many rentals are in the top 10%'), 'top 10%');
  });

  it('counts the rows when their noun is counted, not a column that shares the word', async () => {
    for (const question of ['which day had the most rentals', 'what share of rentals started at Harbor, in %']) {
      const run = await bikes.ask(question);
      if (run.csv) assert.doesNotMatch(run.answer, /rental\\?_distance\\?_km/, `${question}: ${run.answer.slice(0, 300)}`);
      else assertRefused(run, question);
    }
    const share = await bikes.ask('what share of rentals started at Harbor, in %');
    if (share.csv) {
      const first = parseCsv(share.csv)[0];
      const want = 100 * rows.filter((row) => row[3] === 'Harbor').length / rows.length;
      assert.ok([Number(Object.values(first)[0]), 100 * Number(first.share)].some((v) => Math.abs(v - want) < 1e-6), share.answer.slice(0, 300));
    }
  });

  it('asks which length "longest" means when a start and an end time give a duration', async () => {
    assertRefused(await bikes.ask('longest rental'), 'longest rental');
  });

  it('answers "longest rental by distance" with the rental, never with the bare maximum', async () => {
    const run = await bikes.ask('longest rental by distance');
    const longest = Math.max(...rows.map((row) => row[4] as number));
    const ids = new Set(rows.filter((row) => row[4] === longest).map((row) => String(row[0])));
    if (run.csv) assert.ok(parseCsv(run.csv).some((row) => ids.has(row.rental_id)), run.answer.slice(0, 300));
    else assertRefused(run, 'longest rental by distance');
  });

  it('groups by the column a "which" names instead of averaging it', async () => {
    const question = 'which rating has the highest average fee';
    const run = await bikes.ask(question);
    assert.doesNotMatch(run.answer, /average rating/, run.answer.slice(0, 300));
    if (run.csv) {
      const byRating = new Map<number, number[]>();
      for (const row of rows) byRating.set(row[8] as number, [...(byRating.get(row[8] as number) ?? []), row[7] as number]);
      const best = [...byRating].map(([rating, fees]) => [rating, fees.reduce((a, b) => a + b, 0) / fees.length] as const).sort((a, b) => b[1] - a[1])[0];
      assert.equal(parseCsv(run.csv)[0].rating, String(best[0]), run.answer.slice(0, 300));
    } else assertRefused(run, question);
  });

  it('never answers "which month" with every month, nor a habit with one calendar month', async () => {
    for (const question of ['in which month do rentals cost the most on average', 'which month is usually the busiest for rentals']) {
      const run = await bikes.ask(question);
      if (run.csv) assert.doesNotMatch(parseCsv(run.csv)[0] ? Object.values(parseCsv(run.csv)[0])[0] : '', /^20\d\d-\d\d/, `${question}: ${run.answer.slice(0, 300)}`);
      else assertRefused(run, question);
    }
  });

  it('asks which month is meant when "which month has" over two years could be one calendar month or the month of every year; "had" is one calendar month', async () => {
    assertRefused(await bikes.ask('which month has the most rentals'), 'which month has');
    const past = await bikes.ask('which month had the most rentals');
    assert.match(past.csv ? Object.values(parseCsv(past.csv)[0])[0] : '', /^20\d\d-\d\d/, past.answer.slice(0, 300));
    const habit = await bikes.ask('which month of the year has the most rentals');
    assert.doesNotMatch(habit.csv ? Object.values(parseCsv(habit.csv)[0])[0] : '2022-01', /^20\d\d-\d\d/, habit.answer.slice(0, 300));
  });

  it('counts rows with a missing value as one figure, and names the column with the most', async () => {
    const incomplete = rows.filter((row) => row.some((cell) => cell === null)).length;
    const run = await bikes.ask('how many rows have a missing value');
    if (run.csv) assert.equal(Number(Object.values(parseCsv(run.csv)[0])[0]), incomplete, run.answer.slice(0, 300));
    else assertRefused(run, 'rows with a missing value');
    const most = await bikes.ask('which column has the most missing values');
    if (most.csv) assert.equal(Object.values(parseCsv(most.csv)[0])[0], 'rider_age', most.answer.slice(0, 300));
    else assertRefused(most, 'the column with the most missing');
  });

  it('refuses a direction the file does not record, a two-reading "popular" and a change asked as one figure', async () => {
    assertRefused(await bikes.ask('how many rentals went to Harbor'), 'went to');
    assertRefused(await pods.ask('most popular category'), 'most popular category');
    assertRefused(await bikes.ask('how much did fees go up from 2022 to 2023'), 'go up');
  });

  it('still answers the plain questions around them', async () => {
    assertAnswered(await bikes.ask('how many rentals started at Harbor'), 'count at Harbor');
    assertAnswered(await bikes.ask('average fee by start station'), 'average fee by station');
    assertAnswered(await pods.ask('average popularity by category'), 'average popularity');
  });

  it('never reads a bound such as "over 60" on a 0/1 column', async () => {
    assertRefused(await bikes.ask('how many rentals over 60 had a helmet'), 'over 60 on the helmet flag');
  });

  it('keeps "none" as a word of a text column, not a gap', async () => {
    const run = await pods.ask('which columns have missing values');
    assertAnswered(run, 'which columns have missing values');
    assert.doesNotMatch(run.csv ?? '', /sponsor/, run.answer.slice(0, 300));
  });

  it('never counts rows for a total named by a sheet, nor adds up counts of distinct things', async () => {
    const cups = await AnalystBench.create();
    const tally = ['Hilltown', 'Riverside', 'Lakeside'].flatMap((club, c) => [2019, 2020, 2021].map((season, y) => [season, club, 1 + ((c + y) % 3), (c * 2 + y) % 4, 2 + c]));
    await cups.loadRows('cups', ['Season', 'Club', 'Winners', 'Runners Up', 'Semis'], tally, 'cups.xlsx / Trophies');
    assertRefused(await cups.ask('total trophies by club'), 'total trophies on the Trophies sheet');
    assertAnswered(await cups.ask('total Winners by club'), 'a named column totalled');
    const fairs = await AnalystBench.create();
    await fairs.loadRows('trade_fairs', ['year', 'host_city', 'nations'], [[2001, 'Lyon', 40], [2005, 'Porto', 55], [2009, 'Lyon', 48], [2013, 'Porto', 61]]);
    assertRefused(await fairs.ask('which host city had the most nations'), 'nations added across fairs');
  });

  it('puts the coefficient first in a correlation\'s table', async () => {
    const run = await bikes.ask('correlation between rental_distance_km and fee');
    assertAnswered(run, 'correlation');
    const first = parseCsv(run.csv ?? '')[0];
    assert.equal(Object.keys(first)[0], 'correlation');
    assert.ok(Number(first.correlation) > 0.99, run.answer.slice(0, 300));
  });
});
