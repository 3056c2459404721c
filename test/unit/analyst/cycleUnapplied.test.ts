/**
 * "avg delay by hour of the day" on trips dated by day only, written 20240301 (the departure a clock text beside
 * it) answered one average over every trip: the cycle was dropped without a word. It is asked back
 * now; with a timestamp the hours are still grouped.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, parseCsv } from './harness';

describe('analyst: an hour of the day that no column gives', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let daily: AnalystTable;
  let timed: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    daily = await bench.loadRows('trips', ['Trip', 'Service Date', 'Delay (min)'], Array.from({ length: 30 }, (_, i) => [`T${i}`, 20240301 + (i % 28), i % 7]));
    timed = await bench.loadRows('runs', ['Run', 'Departed', 'Delay (min)'], Array.from({ length: 30 }, (_, i) => [`R${i}`, `2024-03-${String(1 + (i % 28)).padStart(2, '0')} ${String(6 + (i % 4)).padStart(2, '0')}:15:00`, i % 7]));
  });

  it('asks back rather than averaging over every row', async () => {
    const run = await bench.ask('avg delay by hour of the day', { tables: [daily] });
    assertRefused(run, 'avg delay by hour of the day');
    assert.match(run.answer, /hour of the day/, run.answer.slice(0, 300));
  });

  it('still groups by the hour when a column holds times', async () => {
    const run = await bench.ask('avg delay by hour of the day', { tables: [timed] });
    assert.equal(parseCsv(run.csv ?? '').length, 4, run.answer.slice(0, 300));
  });
});

describe('analyst: "on time" without a rule for it', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let trips: AnalystTable;
  let flagged: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    trips = await bench.loadRows('trips', ['Trip', 'Route', 'Delay (min)'], Array.from({ length: 20 }, (_, i) => [`T${i}`, i % 2 ? 'A' : 'B', i % 6]));
    flagged = await bench.loadRows('deliveries', ['Delivery', 'On Time'], Array.from({ length: 20 }, (_, i) => [`D${i}`, i % 3 ? 'true' : 'false']));
  });

  it('asks what counts as on time rather than counting every trip', async () => {
    const run = await bench.ask('how many trips were on time', { tables: [trips] });
    assertRefused(run, 'how many trips were on time');
    assert.match(run.answer, /on time/, run.answer.slice(0, 300));
  });

  it('reads a column named On Time as itself', async () => {
    const run = await bench.ask('how many deliveries were on time', { tables: [flagged] });
    assert.doesNotMatch(run.answer, /needs a rule/, run.answer.slice(0, 300));
  });
});
