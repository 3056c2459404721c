/**
 * Cycles across the whole span and everyday words for columns, on files generated here with
 * the expected figures computed in plain JavaScript: the hour of the day, "which month is usually
 * the wettest" (answered when the total and the average per day agree on the month, asked when
 * they do not), superlatives that name a column ("windiest", "most fuel efficient"), the most
 * common value, a count written before a number column ("8 cylinders").
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Hourly rides over 60 days: rides peak at 17:00; the expected averages are kept per hour. */
function rides(): { csv: string; byHour: Map<number, number> } {
  const lines = ['started_at,riders,station'];
  const sums = new Map<number, { total: number; n: number }>();
  for (let day = 0; day < 60; day++) {
    for (let hour = 0; hour < 24; hour++) {
      const date = new Date(Date.UTC(2022, 0, 1 + day, hour, 30));
      const riders = 10 + ((day * 7 + hour * 13) % 17) + (hour === 17 ? 200 : 0);
      lines.push(`${date.toISOString().slice(0, 10)} ${pad(hour)}:30:00,${riders},${day % 2 ? 'North' : 'South'}`);
      const entry = sums.get(hour) ?? { total: 0, n: 0 };
      sums.set(hour, { total: entry.total + riders, n: entry.n + 1 });
    }
  }
  return { csv: lines.join('\n'), byHour: new Map([...sums].map(([hour, { total, n }]) => [hour, total / n])) };
}

/**
 * Daily rain over two years. `February` gets the most rain per day but, being short, not the most
 * in total when `skewed`; otherwise November leads both ways.
 */
function rain(skewed: boolean): string {
  const lines = ['date,precipitation,temp_max,wind,weather'];
  for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2022, 0, 1); t += 86_400_000) {
    const d = new Date(t);
    const month = d.getUTCMonth();
    const precipitation = skewed ? (month === 1 ? 10 : month === 2 ? 9.5 : 1) : month === 10 ? 8 : 2;
    const wind = month === 3 ? 9 : 3 + (d.getUTCDate() % 3);
    lines.push(`${d.toISOString().slice(0, 10)},${precipitation},${10 + month},${wind},${precipitation > 5 ? 'rain' : d.getUTCDate() % 4 ? 'sun' : 'fog'}`);
  }
  return lines.join('\n');
}

const CARS = [
  'Name,Miles_per_Gallon,Cylinders,Horsepower,Weight_in_lbs,Acceleration,Year,Origin',
  'alpha,18,8,150,3500,12,1970-01-01,USA',
  'bravo,31,4,70,2000,18,1975-01-01,Japan',
  'charlie,26,4,88,2300,16,1978-01-01,Europe',
  'delta,15,8,190,4100,10,1972-01-01,USA',
  'echo,,6,105,3000,15,1980-01-01,USA',
].join('\n');

const MOVIES = [
  'Title,US_Gross,Worldwide_Gross,Production_Budget,Release_Date,MPAA_Rating,Running_Time_min,Major_Genre',
  'One,100000000,250000000,50000000,1994-06-10,R,150,Drama',
  'Two,20000000,30000000,10000000,1998-11-02,PG,95,Comedy',
  'Three,300000000,900000000,150000000,2003-05-01,PG-13,170,Action',
  'Four,5000000,6000000,2000000,1991-02-14,R,88,Comedy',
  'Five,60000000,61000000,40000000,2007-12-20,,120,Drama',
].join('\n');

const COUNTRIES = [
  'country,year,pop,life_expect',
  'Alpha,1995,1000,60.5', 'Alpha,2000,1200,62', 'Beta,1995,3000,70', 'Beta,2000,2900,71.5', 'Gamma,1995,500,55', 'Gamma,2000,800,58',
].join('\n');

describe('analyst: cycles across the span and everyday words for columns', function () {
  this.timeout(120_000);
  let dir: string;
  let bench: AnalystBench;
  const load = async (name: string, csv: string): Promise<AnalystTable> => {
    await writeFile(path.join(dir, name), csv);
    return bench.loadCsv(name.replace(/\W/g, '_'), path.join(dir, name), name);
  };
  const answered = async (table: AnalystTable, question: string): Promise<{ answer: string; rows: Array<Record<string, string>> }> => {
    const run = await bench.ask(question, { tables: [table] });
    assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
    return { answer: run.answer, rows: parseCsv(run.csv ?? '') };
  };
  const refused = async (table: AnalystTable, question: string): Promise<string[]> => {
    const run = await bench.ask(question, { tables: [table] });
    assert.match(run.answer, /I can.t answer/, `${question}: ${run.answer.slice(0, 300)}`);
    assert.equal(run.csv, undefined, question);
    return run.questions;
  };
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'analyst-seasons-'));
    bench = await AnalystBench.create();
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('groups a timestamp by the hour of the day, and refuses it on dates without a time', async () => {
    const { csv, byHour } = rides();
    const table = await load('rides.csv', csv);
    for (const question of ['average riders by hour of the day', 'average riders by time of day', 'average riders per hour']) {
      const { answer, rows } = await answered(table, question);
      assert.match(answer, /^Computed the average riders per hour of the day of started\\?_at/, question);
      assert.equal(rows.length, 24, question);
      for (const row of rows) assert.ok(Math.abs(Number(row.average_riders) - (byHour.get(Number(row.period)) ?? NaN)) < 1e-6, `${question}: hour ${row.period}`);
    }
    const peak = await answered(table, 'which hour of the day has the highest average riders?');
    assert.equal(peak.rows[0].period, '17');
    assert.match(peak.answer, /\*\*hour 17\*\*/);
    // "busiest" could count rows (all hours have 60) or add up riders: asked.
    await refused(table, 'what is the busiest hour?');
    const daily = await load('daily.csv', rain(false));
    await refused(daily, 'average wind by hour of the day');
  });

  it('answers "which month is usually the wettest" when the total and the daily average agree, and asks when they do not', async () => {
    const agree = await load('rain_agree.csv', rain(false));
    const wettest = await answered(agree, 'which month is usually the wettest?');
    assert.match(wettest.answer, /^Computed the total precipitation per month of the year of date/);
    assert.equal(wettest.rows[0].period, 'November');
    assert.equal(Number(wettest.rows[0].total_precipitation), 2 * 30 * 8);
    assert.match(wettest.answer, /The average precipitation per row puts November first too/);
    const skewed = await load('rain_skewed.csv', rain(true));
    // March: 62 days × 9.5 = 589 in total; February: 57 days × 10 = 570, but the most per day.
    const offered = await refused(skewed, 'which month is usually the wettest?');
    assert.deepEqual(offered.slice(0, 2), ['Which month of the year has the highest total precipitation?', 'Which month of the year has the highest average precipitation?']);
    assert.equal((await answered(skewed, offered[0])).rows[0].period, 'March');
    assert.equal((await answered(skewed, offered[1])).rows[0].period, 'February');
    // A temperature is averaged: no second reading.
    const hottest = await answered(skewed, 'which month is typically the hottest?');
    assert.match(hottest.answer, /^Computed the average temp\\?_max per month of the year/);
    assert.equal(hottest.rows[0].period, 'December');
    const windiest = await answered(skewed, 'the windiest month');
    assert.match(windiest.answer, /^Computed the average wind per month of date, keeping the highest one/);
    assert.equal(windiest.rows[0].period.slice(5), '04');
  });

  it('names the most common value, and reads "the most rain" as precipitation, "days of rain" as a doubt', async () => {
    const weather = await load('weather_mode.csv', rain(false));
    const rows = parseCsv(rain(false).replace(/^/, ''));
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.weather, (counts.get(row.weather) ?? 0) + 1);
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    const [bottom] = [...counts].sort((a, b) => a[1] - b[1]);
    const common = await answered(weather, 'what is the most common weather?');
    assert.deepEqual([common.rows[0].weather, Number(common.rows[0].rows)], top);
    const rare = await answered(weather, 'which weather is least common?');
    assert.deepEqual([rare.rows[0].weather, Number(rare.rows[0].rows)], bottom);
    // "rain" is a label of the weather column and a word for precipitation: an amount of it is precipitation.
    const most = await answered(weather, 'which month of the year has the most rain on average?');
    assert.match(most.answer, /^Computed the average precipitation per month of the year/);
    assert.deepEqual([most.rows[0].period, Number(most.rows[0].average_precipitation)], ['November', 8]);
    // Days labelled rain, or days with precipitation: asked.
    await refused(weather, 'how many days did it rain?');
    await refused(weather, 'how many rainy days were there?');
    assert.equal(Number((await answered(weather, 'how many foggy days were there?')).rows[0].rows), rows.filter((row) => row.weather === 'fog').length);
    await refused(weather, 'average wind in July');
    await refused(weather, 'what is the average temperature?');
  });

  it('reads a car file: which car, everyday words for its columns, a count before a number column, a model year kept as a date', async () => {
    const cars = await load('cars.csv', CARS);
    const name = async (question: string): Promise<string> => (await answered(cars, question)).rows[0].Name;
    assert.equal(await name('which car has the most horsepower?'), 'delta');
    assert.equal(await name('the most powerful car'), 'delta');
    assert.equal(await name('what is the heaviest car?'), 'delta');
    assert.equal(await name('which car is the most fuel efficient?'), 'bravo');
    assert.equal(await name('what is the oldest car?'), 'alpha');
    // Horsepower or acceleration (where lower is faster): asked.
    await refused(cars, 'what is the fastest car?');
    assert.equal((await answered(cars, 'how many cars have 8 cylinders?')).rows[0].rows, '2');
    assert.equal((await answered(cars, 'how many 4-cylinder cars are there?')).rows[0].rows, '2');
    assert.equal(Number((await answered(cars, 'average mpg excluding USA')).rows[0].average_Miles_per_Gallon), (31 + 26) / 2);
    const origin = await answered(cars, 'which origin has the most fuel efficient cars?');
    assert.equal(origin.rows[0].Origin, 'Japan');
    const perYear = await answered(cars, 'average horsepower per year');
    assert.match(perYear.answer, /^Computed the average Horsepower per year of Year/);
    assert.equal(perYear.rows.length, 5);
    const listed = await answered(cars, 'list the cars with horsepower over 100');
    assert.deepEqual(listed.rows.map((row) => row.Name), ['delta', 'alpha', 'echo']);
    const gaps = await answered(cars, 'which columns have gaps?');
    assert.equal(gaps.rows.find((row) => row.column === 'Miles_per_Gallon')?.missing, '1');
  });

  it('reads a movie file: "film" for its rows, verbs made from column words, a number column of years, two columns one word could mean', async () => {
    const movies = await load('movies.csv', MOVIES);
    assert.equal((await answered(movies, 'how many films are there?')).rows[0].rows, '5');
    assert.equal((await answered(movies, 'how many movies were released between 1990 and 1999?')).rows[0].rows, '3');
    assert.equal(Number((await answered(movies, 'average budget of R rated movies')).rows[0].average_Production_Budget), 26_000_000);
    assert.equal((await answered(movies, 'what is the longest movie?')).rows[0].Title, 'Three');
    assert.equal((await answered(movies, 'most expensive movie')).rows[0].Title, 'Three');
    assert.deepEqual((await answered(movies, 'list the movies longer than 100 minutes')).rows.map((row) => row.Title), ['Three', 'One', 'Five']);
    // "gross" is US_Gross or Worldwide_Gross: asked, never one of them picked.
    await refused(movies, 'what is the highest grossing movie?');
    await refused(movies, 'did Comedy gross more than Drama?');
    const versus = await answered(movies, 'did Comedy have a higher average budget than Drama?');
    assert.deepEqual(new Map(versus.rows.map((row) => [row.Major_Genre, Number(row.average_Production_Budget)])), new Map([['Drama', 45_000_000], ['Comedy', 6_000_000]]));
    // A difference between two years of the release date is one figure: the first year's total minus the second's.
    assert.equal(Number((await answered(movies, 'difference between 1994 and 1998 total worldwide gross')).rows[0].difference), 250_000_000 - 30_000_000);

    const countries = await load('countries.csv', COUNTRIES);
    const inYear = await answered(countries, 'which country has the highest life expectancy in 2000?');
    assert.deepEqual([inYear.rows[0].country, Number(inYear.rows[0].average_life_expect)], ['Beta', 71.5]);
    assert.equal(Number((await answered(countries, 'population of Gamma in 1995')).rows[0].total_pop), 500);
    const byYear = await answered(countries, 'average life expectancy by year');
    assert.match(byYear.answer, /- 2000: \*\*63\.83\*\*/);
    // No date to follow a change over, and a year no column holds: refused.
    await refused(countries, 'how did life expectancy in Alpha change?');
    const weather = await load('weather_years.csv', rain(false));
    assert.match((await answered(weather, 'average wind in 2021')).answer, /date in 2021/);
    const plain = await load('plain.csv', 'name,score\na,1\nb,2');
    await refused(plain, 'average score in 2020');
  });
});
