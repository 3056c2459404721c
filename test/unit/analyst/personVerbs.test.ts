/**
 * "which guide led the most completed dives", "how many translators do we use", "breakdown of
 * bookings by level": a person's verb beside the person column and the rows ranked, "do we use" as
 * "do we have", and "breakdown" as "by". Each was refused as an unplaced word.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: everyday verbs of people and a breakdown', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 70 }, (_, i) => [`BK-${i}`, ['Ana Lima', 'Ben Carter', 'Cy Moss'][i % 3 === 2 && i % 2 ? 1 : i % 3], ['Completed', 'Cancelled', 'Completed', 'Completed'][i % 4], ['Open Water', 'Advanced', 'Rescue'][i % 3]]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('d', ['Booking Ref', 'Guide', 'Status', 'Diver Level'], rows, 'dive_bookings.csv');
  });

  it('ranks the guides by the completed dives they led', async () => {
    const run = await bench.ask('which guide led the most completed dives');
    assertAnswered(run, 'led the most completed dives');
    const counts = new Map<string, number>();
    for (const row of rows) if (row[2] === 'Completed') counts.set(String(row[1]), (counts.get(String(row[1])) ?? 0) + 1);
    const [name, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    assert.match(run.answer, new RegExp(`${name}[^\\n]*${n}`), run.answer.slice(0, 300));
  });

  it('counts "guides do we use" and breaks bookings down by level', async () => {
    const used = await bench.ask('how many guides do we use');
    assertAnswered(used, 'guides do we use');
    assert.equal(firstFigure(used), 3, used.answer.slice(0, 300));
    const breakdown = await bench.ask('breakdown of bookings by diver level');
    assertAnswered(breakdown, 'breakdown by level');
    assert.equal(parseCsv(breakdown.csv ?? '').length, 3, breakdown.csv);
    assertRefused(await bench.ask('how many guides do we use underwater'), 'use underwater');
  });
});
