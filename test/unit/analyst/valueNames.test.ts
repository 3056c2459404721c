/**
 * Values whose name ends with a word the analyst otherwise skips ("Deep Data", "Talk Show"): the
 * whole name, looked up as typed, is the filter. Before, "deep data" was never looked up, and
 * "how many hosts does deep data have" was refused for the unplaced word "deep".
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, parseCsv } from './harness';

const SHOWS = ['Deep Data', 'Kitchen Talk', 'Late Show', 'Night Owls'];

describe('analyst: values named with a small last word', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let episodes: AnalystTable;
  const rows = Array.from({ length: 24 }, (_, i) => ({ id: `EP-${100 + i}`, show: SHOWS[i % 4], host: `Host ${i % 4}${i % 3 ? 'a' : 'b'}`, downloads: 1000 + 37 * i }));

  before(async () => {
    bench = await AnalystBench.create();
    episodes = await bench.loadRows('episodes', ['Episode ID', 'Show', 'Host', 'Downloads'], rows.map((row) => [row.id, row.show, row.host, row.downloads]));
  });

  it('filters on "deep data" and "late show", names that end with a small word', async () => {
    const hosts = await bench.ask('how many hosts does deep data have', { tables: [episodes] });
    assert.match(hosts.answer, /Show = Deep Data/, hosts.answer.slice(0, 300));
    assert.equal(Number(parseCsv(hosts.csv ?? '')[0]?.distinct_Host), new Set(rows.filter((row) => row.show === 'Deep Data').map((row) => row.host)).size);
    const total = await bench.ask('total downloads for the late show', { tables: [episodes] });
    assert.match(total.answer, /Show = Late Show/, total.answer.slice(0, 300));
    assert.equal(Number(parseCsv(total.csv ?? '')[0]?.total_Downloads), rows.filter((row) => row.show === 'Late Show').reduce((sum, row) => sum + row.downloads, 0));
  });

  it('still refuses a first word that no value holds', async () => {
    assertRefused(await bench.ask('how many hosts does shallow data have', { tables: [episodes] }), 'how many hosts does shallow data have');
  });
});
