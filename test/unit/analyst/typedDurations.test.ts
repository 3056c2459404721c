/**
 * A length of time typed as a clock reads ("longer than 1:30:00", "under 3:30") is compared in
 * seconds with the column whose values are written that way: h:mm:ss as written, two parts as
 * hours and minutes beside an h:mm:ss column. A column named that holds minutes, not such
 * durations, is refused ("1:30" of minutes could be ninety or one and a half).
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertRefused, firstFigure, type Cell } from './harness';

const pad = (n: number): string => String(n).padStart(2, '0');
const hms = (s: number): string => `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;

describe('analyst: durations typed as a clock reads', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const seconds = Array.from({ length: 40 }, (_, i) => 1800 + ((i * 4409) % 9000));
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = () => bench.ingestRows('t_runs', ['Run ID', 'Finish Time', 'Warmup (min)'], seconds.map((s, i): Cell[] => [`R${i}`, hms(s), 5 + (i % 20)]), 'runs.csv');

  it('reads h:mm:ss and h:mm in seconds against the h:mm:ss column', async () => {
    const tables = await load();
    const long = await bench.ask('how many runs longer than 1:30:00', { tables });
    assert.match(long.answer, /Finish Time > 5400/, long.answer.slice(0, 300));
    assert.equal(firstFigure(long), seconds.filter((s) => s > 5400).length);
    const short = await bench.ask('how many runs under 2:15', { tables });
    assert.match(short.answer, /Finish Time < 8100/, short.answer.slice(0, 300));
    assert.equal(firstFigure(short), seconds.filter((s) => s < 8100).length);
  });

  it('refuses a clock time against a column of minutes', async () => {
    const tables = await load();
    assertRefused(await bench.ask('how many runs with a warmup over 1:30', { tables }), 'warmup over 1:30');
  });
});
