/**
 * Gritting runs of my own (no probe's data), each keyed by a `Run Ref`, beside a `Run Type`. "what hour do most runs
 * start" picks one hour by the runs counted in it: the key is counted, never grouped by, and "what
 * hour" asks for one period even though "runs" is plural.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell } from './harness';

const HOURS = [5, 5, 5, 6, 6, 18, 19, 5, 22, 6];
const runs = Array.from({ length: 30 }, (_, i) => ({ ref: `GR-${String(i + 1).padStart(4, '0')}`, date: `2024-0${1 + (i % 3)}-${String(1 + (i % 28)).padStart(2, '0')}`, start: `${HOURS[i % HOURS.length]}:${i % 2 ? '30' : '05'}`, driver: i % 2 ? 'Pete' : 'Ana', type: i % 3 ? 'Precautionary' : 'Reactive' }));

describe('analyst: the period most rows fall in, rows keyed by a reference', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_runs', ['Run Ref', 'Date', 'Start Time', 'Driver', 'Run Type'], runs.map((r): Cell[] => [r.ref, r.date, r.start, r.driver, r.type]), 'gritting_runs.csv');
  });

  it('picks one hour: what hour do most runs start', async () => {
    const run = await bench.ask('what hour do most runs start');
    answered(run, 'what hour do most runs start');
    assert.match(run.answer, /hour of the day/, run.answer.slice(0, 300));
    assert.match(run.answer, /keeping the highest one/, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`hour 5\\*\\* is the hour of the day with the highest .*: \\*\\*${runs.filter((r) => r.start.startsWith('5:')).length}\\*\\*`), run.answer.slice(0, 300));
  });
});
