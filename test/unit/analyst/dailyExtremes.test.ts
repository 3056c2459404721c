/**
 * "The hottest day" on readings taken several times a day, on generated tables: the answer is a
 * day (ranked by its most extreme reading and by its average, answered when both agree, asked
 * when they do not), "the wettest day" adds a day's rain up, and "the coldest reading" is a row.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

const day = (d: number): string => `2024-03-${String(d + 1).padStart(2, '0')}`;

/** Four readings a day for ten days; day 7 is the warmest by every reading, so both readings agree. */
function agreeing(): Cell[][] {
  return Array.from({ length: 10 }, (_, d) => [0, 6, 12, 18].map((hour, k): Cell[] => [`${day(d)} ${String(hour).padStart(2, '0')}:00`, (d === 7 ? 20 : 10 + (d % 4)) + [0, 4, 7, 2][k], k === 2 && d === 2 ? 9 : k === 1 ? 1 : 0.5])).flat();
}

/** Two readings a day, the time in its own column: day 3 has the single hottest reading, day 5 the warmest average. */
function disagreeing(): Cell[][] {
  return Array.from({ length: 8 }, (_, d) => [['09:00', d === 3 ? 35 : d === 5 ? 24 : 15], ['15:00', d === 3 ? 5 : d === 5 ? 23 : 14]].map(([time, t]): Cell[] => [day(d), time, t])).flat();
}

/** Daily highs at three towns: the date repeats, but each row is one town's day. */
function towns(): Cell[][] {
  return Array.from({ length: 6 }, (_, d) => ['Alnwick', 'Rothbury', 'Wooler'].map((town, k): Cell[] => [day(d), town, d === 2 && k === 0 ? 30 : d === 4 ? 22 : 12 + k])).flat();
}

describe('analyst: extremes of days on readings taken several times a day', function () {
  this.timeout(120_000);
  let hourly: AnalystBench;
  let stations: AnalystBench;

  before(async () => {
    hourly = await AnalystBench.create();
    await hourly.loadRows('met_log', ['taken_at', 'air_temp', 'rain_mm'], agreeing());
    stations = await AnalystBench.create();
    await stations.loadRows('station_days', ['obs_date', 'obs_time', 'temp_c'], disagreeing());
  });

  it('names the day when its extreme reading and its average agree', async () => {
    const run = await hourly.ask('what was the warmest day?');
    assertAnswered(run, 'warmest day');
    assert.match(run.answer, /2024-03-08/);
    assert.match(run.answer, /per day of taken_at/);
    assert.equal(parseCsv(run.csv ?? '').length, 1);
    assert.doesNotMatch(run.answer, /\d{2}:\d{2}/, 'a day, never one reading’s time');
  });

  it('adds up a day’s rain, and asks when the day’s total and its largest reading disagree', async () => {
    // Day 3 has the largest single reading (9 mm, 11.5 in all); every other day totals 2.5.
    const run = await hourly.ask('which day was the wettest');
    assertAnswered(run, 'wettest day');
    assert.match(run.answer, /total rain_mm/);
    assert.match(run.answer, /2024-03-03/);
  });

  it('asks which reading is meant when the hottest reading and the warmest average fall on different days', async () => {
    const run = await stations.ask('which was the hottest day');
    assertRefused(run, 'hottest day, two readings');
    assert.match(run.answer, /2024-03-04/);
    assert.match(run.answer, /2024-03-06/);
    assert.ok(run.questions.some((q) => /maximum temp c/i.test(q)) && run.questions.some((q) => /average temp c/i.test(q)), run.questions.join(' | '));
    const max = await stations.ask(run.questions.find((q) => /maximum/i.test(q)) ?? '');
    assertAnswered(max, 'the offered maximum reading');
    assert.match(max.answer, /2024-03-04/);
  });

  it('gives the row for the coldest reading, and the row for the hottest day of daily data', async () => {
    const run = await hourly.ask('the coldest reading');
    assertAnswered(run, 'coldest reading');
    assert.match(run.answer, /taken_at/);
    const daily = await AnalystBench.create();
    await daily.loadRows('daily', ['date', 'max_temp'], Array.from({ length: 9 }, (_, d): Cell[] => [day(d), 10 + ((d * 5) % 9)]));
    const hottest = await daily.ask('what was the hottest day?');
    assertAnswered(hottest, 'daily data');
    assert.match(hottest.answer, /the rows ordered by max_temp/);
    // Several towns a day are rows of days, not readings within one: the hottest town-day is the row.
    const several = await AnalystBench.create();
    await several.loadRows('town_highs', ['date', 'town', 'max_temp'], towns());
    const row = await several.ask('which day was the hottest');
    assertAnswered(row, 'several towns');
    assert.match(row.answer, /Alnwick/);
  });
});
