/**
 * A unit of time said where the amount goes ("total hours played", "average minutes of delay")
 * asks for the measure in that unit, as "in hours" does: a duration written "1:02:10" (held in
 * seconds) is divided by 3600, a `Delay (min)` column by 60, and the first sentence names the unit.
 * A column whose name gives no unit is refused, never summed in a unit it may not hold.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertRefused, firstFigure, near, type Cell } from './harness';

const pad = (n: number): string => String(n).padStart(2, '0');
const hms = (s: number): string => `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;

describe('analyst: a unit of time said as the amount', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const seconds = Array.from({ length: 40 }, (_, i) => 900 + ((i * 4409) % 9000));
  const delays = seconds.map((_, i) => 3 + ((i * 17) % 50));
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = () => bench.ingestRows('t_play', ['Game ID', 'Play Time', 'Delay (min)', 'Duration'],
    seconds.map((s, i): Cell[] => [`G${i}`, hms(s), delays[i], 10 + i]), 'games.csv');

  it('converts a duration held in seconds: "total hours played"', async () => {
    const tables = await load();
    const run = await bench.ask('total hours played', { tables });
    assert.match(run.answer, /^Computed the total Play Time in hours/, run.answer.slice(0, 300));
    assert.ok(near(firstFigure(run), sum(seconds) / 3600), `${firstFigure(run)}`);
  });

  it('converts a column named in minutes: "average hours of delay"', async () => {
    const tables = await load();
    const run = await bench.ask('average hours of delay', { tables });
    assert.match(run.answer, /^Computed the average Delay \(min\) in hours/, run.answer.slice(0, 300));
    assert.ok(near(firstFigure(run), sum(delays) / delays.length / 60), `${firstFigure(run)}`);
  });

  it('refuses a column whose name gives no unit: "total hours of duration"', async () => {
    const tables = await load();
    assertRefused(await bench.ask('total hours of duration', { tables }), 'total hours of duration');
  });
});
