/**
 * "avg call length" beside `Call Duration` ("0:12:30"): a length of a call is its duration. A
 * column named for a length (`Cable Length (m)`) is what "length" names when there is one.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

const hms = (s: number): string => `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

describe('analyst: "length" of a duration', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const seconds = Array.from({ length: 20 }, (_, i) => 300 + ((i * 457) % 2400));
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('reads "length" as the one duration column', async () => {
    const tables = await bench.ingestRows('t_calls', ['Call Ref', 'Agent', 'Call Duration'], seconds.map((s, i): Cell[] => [`C${i}`, i % 2 ? 'Ana' : 'Raj', hms(s)]), 'calls.csv');
    const run = await bench.ask('avg call length in minutes', { tables });
    assertAnswered(run, 'avg call length in minutes');
    assert.ok(Math.abs(firstFigure(run) - seconds.reduce((a, b) => a + b, 0) / seconds.length / 60) < 1e-4, run.answer.slice(0, 300));
  });

  it('keeps a column named for a length', async () => {
    const tables = await bench.ingestRows('t_cables', ['Cable Ref', 'Cable Length (m)', 'Install Duration'], seconds.map((s, i): Cell[] => [`K${i}`, 10 + i, hms(s)]), 'cables.csv');
    const run = await bench.ask('avg cable length', { tables });
    assertAnswered(run, 'avg cable length');
    assert.equal(firstFigure(run), (10 + 29) / 2);
  });
});
