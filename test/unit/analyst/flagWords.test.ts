/**
 * A yes/no column's words that are also a value of another column: a podcast host's episodes with
 * `Format` (one value `Live`) and `Live Recorded (Y/N)`. "live recorded" (the flag's words in
 * order) is the flag column, never the rows where Format = Live; "live" alone is asked about;
 * counting the flag's distinct answers is refused.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const FORMATS = ['Live', 'Studio', 'Remote Call'];
const SHOWS = ['Deep Dive', 'Quick Bits'];

describe('analyst: words of a yes/no column that are a value elsewhere', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let episodes: AnalystTable;
  const rows = Array.from({ length: 48 }, (_, i) => [`E${i + 1}`, SHOWS[i % 2], FORMATS[i % 3], i % 4 === 0 || i % 5 === 0 ? 'Y' : 'N', 20 + ((i * 17) % 50)] as const);
  before(async () => {
    bench = await AnalystBench.create();
    episodes = await bench.loadRows('episodes', ['Episode', 'Show', 'Format', 'Live Recorded (Y/N)', 'Minutes'], rows, 'podcast_episodes.csv');
  });

  it('reads the flag\'s words in order as the flag column, not the value of another', async () => {
    const run = await bench.ask('average minutes by show and live recorded', { tables: [episodes] });
    assert.match(run.answer, /^Computed the average Minutes by Show and Live Recorded \(Y\/N\), over all 48 rows/, run.answer.slice(0, 300));
    const table = parseCsv(run.csv ?? '');
    for (const show of SHOWS) {
      for (const flag of ['Y', 'N']) {
        const kept = rows.filter((row) => row[1] === show && row[3] === flag);
        const got = table.find((row) => Object.values(row)[0] === show && Object.values(row)[1] === flag);
        assert.ok(got, `${show}/${flag}`);
        const want = kept.reduce((sum, row) => sum + row[4], 0) / kept.length;
        assert.ok(Math.abs(Number(Object.values(got)[2]) - want) < 1e-6, `${JSON.stringify(got)} is not ${want}`);
      }
    }
  });

  it('asks when one word could be the value or the flag, and never counts a flag\'s answers', async () => {
    const live = rows.filter((row) => row[2] === 'Live');
    const flagged = rows.filter((row) => row[3] === 'Y');
    assert.notEqual(live.length, flagged.length);
    assert.match((await bench.ask('average minutes of live episodes', { tables: [episodes] })).answer, /^I can’t answer.*could be the rows where Format is Live or the rows where `Live Recorded \(Y\/N\)` says yes/);
    // The flag's words in order keep the rows where it says yes; each show's episodes are counted, never the flag's answers.
    const perShow = await bench.ask('how many live recorded episodes in each show', { tables: [episodes] });
    assert.match(perShow.answer, /^Computed .* where Live Recorded \(Y\/N\) = Y/, perShow.answer.slice(0, 300));
    for (const show of SHOWS) {
      const got = parseCsv(perShow.csv ?? '').find((row) => row.Show === show);
      assert.equal(Number(Object.values(got ?? {})[1]), flagged.filter((row) => row[1] === show).length, `${show}: ${perShow.answer.slice(0, 300)}`);
    }
    // The value's own column named: the value is meant.
    const run = await bench.ask('average minutes in the live format', { tables: [episodes] });
    assert.match(run.answer, /^Computed.*Format = Live/, run.answer.slice(0, 300));
    assert.ok(Math.abs(Number(Object.values(parseCsv(run.csv ?? '')[0])[0]) - live.reduce((sum, row) => sum + row[4], 0) / live.length) < 1e-9);
  });
});
