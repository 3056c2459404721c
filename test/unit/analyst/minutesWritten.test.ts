/**
 * A mountain rescue team's call-outs of my own (no probe's data): `Duration` is written "40 mins" on
 * most rows and "1 hr 20 mins" on long ones. The lengths are read in minutes, the smallest unit the
 * file writes, so an average is given in minutes and "longer than an hour" is over 60 of them.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, firstFigure, near } from './harness';

const minutes = Array.from({ length: 30 }, (_, i) => 20 + ((i * 17) % 110));
const written = (m: number): string => (m >= 60 ? `${Math.floor(m / 60)} hr${m % 60 ? ` ${m % 60} mins` : ''}` : `${m} mins`);

describe('analyst: lengths written in hours and minutes', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_callouts', ['Callout No', 'Duration'], minutes.map((m, i): Cell[] => [`MR-${i}`, written(m)]), 'rescue_callouts.csv');
  });

  it('averages in minutes', async () => {
    const run = await bench.ask('average duration');
    answered(run, 'average duration');
    assert.match(run.answer, /minutes/, run.answer.slice(0, 300));
    assert.ok(near(firstFigure(run), Math.round((100 * minutes.reduce((a, b) => a + b, 0)) / minutes.length) / 100) || Math.abs(firstFigure(run) - minutes.reduce((a, b) => a + b, 0) / minutes.length) < 0.01, run.answer.slice(0, 300));
  });

  it('bounds an hour as 60 minutes', async () => {
    const run = await bench.ask('how many callouts longer than an hour');
    answered(run, 'how many callouts longer than an hour');
    assert.equal(firstFigure(run), minutes.filter((m) => m > 60).length, run.answer.slice(0, 300));
  });
});
