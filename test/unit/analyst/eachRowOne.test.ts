/**
 * A table of sailings with a `Passengers` column counts passengers on each row, yet "crossings
 * longer than an hour" (beside `Crossing Time`) and "the most departures" (beside `Departure`) name
 * the rows themselves: each row has one crossing time and one departure. They were refused as
 * possibly counting passengers. "sailings leaving after 6pm" places "leaving" beside the departure.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: nouns of what each row has one of', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const pad = (n: number): string => String(n).padStart(2, '0');
  const seconds = (i: number): number => 1800 + ((i * 613) % 3600);
  const rows: Cell[][] = Array.from({ length: 48 }, (_, i) => [`S-${i}`, `2024-05-${pad(1 + (i % 28))} ${pad(7 + (i % 14))}:15`, 40 + ((i * 29) % 200), `${Math.floor(seconds(i) / 3600)}:${pad(Math.floor((seconds(i) % 3600) / 60))}:${pad(seconds(i) % 60)}`]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('f', ['Sailing ID', 'Departure', 'Passengers', 'Crossing Time'], rows, 'ferry_sailings.csv');
  });

  it('counts the crossings longer than an hour', async () => {
    const run = await bench.ask('crossings longer than an hour');
    assertAnswered(run, 'crossings longer than an hour');
    assert.equal(firstFigure(run), rows.filter((_, i) => seconds(i) > 3600).length, run.answer.slice(0, 300));
  });

  it('counts the sailings leaving after 6pm', async () => {
    const run = await bench.ask('sailings leaving after 6pm');
    assertAnswered(run, 'leaving after 6pm');
    assert.equal(firstFigure(run), rows.filter((row) => Number(String(row[1]).slice(11, 13)) >= 18).length, run.answer.slice(0, 300));
  });
});
