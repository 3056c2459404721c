/**
 * "Slowest leg" beside `Leg Time (min)`: a speed word said of the thing a time column measures asks
 * for that thing's row, the one that took longest (fastest, quickest: shortest), as "longest
 * consultation" does; never the bare maximum time over every row.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered } from './harness';

describe('analyst: a speed superlative said of what a time column measures', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let voyages: AnalystTable;
  let timed: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    const rows = [['V-1', 'Ayr', 42, 120], ['V-2', 'Oban', 55, 80], ['V-3', 'Ayr', 38, 200], ['V-4', 'Oban', 61, 60]];
    voyages = await bench.loadRows('voyages', ['Voyage ID', 'Port', 'Leg Time (min)', 'Riders'], rows, 'voyages.csv');
    // The times written "0:42:00", computed in seconds; a departure time and a wait in minutes beside them.
    const written = [['V-1', '2024-03-14 07:30', 'Ayr', '0:42:00', 120, 5], ['V-2', '2024-03-15 07:30', 'Oban', '0:55:10', 80, 0], ['V-3', '2024-03-16 07:30', 'Ayr', '0:38:05', 200, 12], ['V-4', '2024-03-17 07:30', 'Oban', '1:01:00', 60, 3]];
    [timed] = await bench.ingestRows('t_timed', ['Voyage ID', 'Departure', 'Port', 'Leg Time', 'Riders', 'Wait (min)'], written, 'timed.csv');
  });

  it('answers "slowest leg" with the row that took longest', async () => {
    const run = await bench.ask('slowest leg', { tables: [voyages] });
    assertAnswered(run, 'slowest leg');
    assert.match(run.answer, /V-4/, run.answer.slice(0, 400));
    assert.doesNotMatch(run.answer, /maximum/, run.answer.slice(0, 400));
  });

  it('answers "quickest leg" with the row that took least time', async () => {
    const run = await bench.ask('quickest leg', { tables: [voyages] });
    assertAnswered(run, 'quickest leg');
    assert.match(run.answer, /V-3/, run.answer.slice(0, 400));
    assert.doesNotMatch(run.answer, /minimum/, run.answer.slice(0, 400));
  });

  it('answers "slowest leg" with the row when the times are written "0:42:00"', async () => {
    const run = await bench.ask('slowest leg', { tables: [timed] });
    assertAnswered(run, 'slowest leg');
    assert.match(run.answer, /V-4/, run.answer.slice(0, 400));
    assert.doesNotMatch(run.answer, /maximum/, run.answer.slice(0, 400));
  });
});
