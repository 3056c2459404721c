/**
 * Lengths of time written in words and in several units: "over 2 and a half hours", "at least 2
 * hours 15 minutes", "2h 15min", "more than 10 min". Each is one bound in the column's unit; "at
 * least" is a bound, never a ranking of the lowest rows, and "min" after a number is minutes,
 * never a minimum. "took more than half an hour to pack" bounds the column the verb names.
 */
import assert from 'node:assert/strict';
import { AnalystBench, firstFigure, type Cell } from './harness';

const pad = (n: number): string => String(n).padStart(2, '0');
const hms = (s: number): string => `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;

describe('analyst: lengths of time in words and several units', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const seconds = Array.from({ length: 40 }, (_, i) => 1800 + ((i * 4409) % 9000));
  const warmups = seconds.map((_, i) => 5 + (i % 20));
  const packing = seconds.map((_, i) => 10 + ((i * 7) % 40));
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = () => bench.ingestRows('t_runs', ['Run ID', 'Finish Time', 'Warmup (min)'], seconds.map((s, i): Cell[] => [`R${i}`, hms(s), warmups[i]]), 'runs.csv');

  for (const [q, bound, count] of [
    ['how many runs with a finish time over 2 and a half hours', /Finish Time \\?> 9000/, seconds.filter((s) => s > 9000).length],
    ['how many runs with a finish time of at least 2 hours 15 minutes', /Finish Time \\?>= 8100/, seconds.filter((s) => s >= 8100).length],
    ['how many runs had a finish time of at least 2h 15min', /Finish Time \\?>= 8100/, seconds.filter((s) => s >= 8100).length],
    ['how many runs with a warmup of more than 10 min', /Warmup \(min\) \\?> 10/, warmups.filter((w) => w > 10).length],
  ] as const) {
    it(`counts "${q}"`, async () => {
      const run = await bench.ask(q, { tables: await load() });
      assert.match(run.answer, /^Computed the number/, `${q}: ${run.answer.slice(0, 300)}`);
      assert.match(run.answer, bound, run.answer.slice(0, 300));
      assert.equal(firstFigure(run), count);
    });
  }

  it('places "took … to pack" when the verb names the bounded column', async () => {
    const tables = await bench.ingestRows('t_orders', ['Order ID', 'Packing Time (min)', 'Weight (kg)'], packing.map((p, i): Cell[] => [`O${i}`, p, 1 + (i % 9)]), 'orders.csv');
    const run = await bench.ask('how many orders took more than half an hour to pack', { tables });
    assert.match(run.answer, /^Computed the number .*Packing Time \(min\) \\?> 30/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), packing.filter((p) => p > 30).length);
  });
});
