/**
 * "The most popular track" beside an `Attendees` column: more talks, or more people? Both are
 * tried, as "the busiest hour" is: answered when they agree, asked when they disagree. Before,
 * the most rows answered alone.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, parseCsv } from './harness';

describe('analyst: "most popular" beside a column of people counted', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let talks: AnalystTable;
  let agreeing: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    // AI has the most talks; Cloud the most attendees.
    const rows = [...Array.from({ length: 5 }, (_, i) => [`T${i}`, 'AI', 20 + i]), ...Array.from({ length: 3 }, (_, i) => [`T${10 + i}`, 'Cloud', 200 + i])];
    talks = await bench.loadRows('talks', ['Talk ID', 'Track', 'Attendees'], rows);
    // Here AI leads both ways.
    agreeing = await bench.loadRows('talks_b', ['Talk ID', 'Track', 'Attendees'], [...Array.from({ length: 5 }, (_, i) => [`T${i}`, 'AI', 90 + i]), ...Array.from({ length: 3 }, (_, i) => [`T${10 + i}`, 'Cloud', 20 + i])]);
  });

  it('asks when the most talks and the most attendees name different tracks', async () => {
    const run = await bench.ask('most popular track', { tables: [talks] });
    assertRefused(run, 'most popular track');
    assert.match(run.answer, /number of rows \(AI first\).*total Attendees \(Cloud first\)/, run.answer.slice(0, 400));
  });

  it('answers when both readings name the same track', async () => {
    const run = await bench.ask('most popular track', { tables: [agreeing] });
    assert.equal(parseCsv(run.csv ?? '')[0]?.Track, 'AI', run.answer.slice(0, 300));
  });
});
