/**
 * "Which host has the most downloads per episode", where each row is one episode: each host's
 * average over its rows, ranked. It was answered with the single top episode (its host is the
 * host of the best episode, another question). Figures are computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, near, parseCsv } from './harness';

const HOSTS = ['Ana', 'Ben', 'Cai'];

describe('analyst: a figure per row key, by a group', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let episodes: AnalystTable;
  // Ben has the single best episode; Cai the best average.
  const rows = Array.from({ length: 15 }, (_, i) => ({ id: `EP-${100 + i}`, host: HOSTS[i % 3], downloads: i === 4 ? 9000 : HOSTS[i % 3] === 'Cai' ? 3000 + i : 1000 + 10 * i }));
  const average = (host: string): number => { const own = rows.filter((row) => row.host === host); return own.reduce((sum, row) => sum + row.downloads, 0) / own.length; };

  before(async () => {
    bench = await AnalystBench.create();
    episodes = await bench.loadRows('episodes', ['Episode ID', 'Host', 'Downloads'], rows.map((row) => [row.id, row.host, row.downloads]));
  });

  it('ranks each host by its average per episode', async () => {
    const best = HOSTS.reduce((a, b) => (average(a) >= average(b) ? a : b));
    assert.equal(best, 'Cai');
    for (const q of ['which host has the most downloads per episode', 'which host gets the highest downloads per episode']) {
      const run = await bench.ask(q, { tables: [episodes] });
      assert.match(run.answer, /^Computed the average Downloads by Host/, `${q}: ${run.answer.slice(0, 300)}`);
      const [top] = parseCsv(run.csv ?? '');
      assert.equal(top?.Host, best, q);
      assert.ok(near(Number(top?.average_Downloads), average(best)), q);
    }
  });

  it('still answers the single top row when no group is asked', async () => {
    const run = await bench.ask('most downloads per episode', { tables: [episodes] });
    assert.equal(parseCsv(run.csv ?? '')[0]?.['Episode ID'], 'EP-104', run.answer.slice(0, 300));
  });
});
