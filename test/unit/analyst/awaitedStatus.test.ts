/**
 * A shoe repairer's tickets of my own (no probe's data): `Status` holds Ready, Collected and In
 * Progress. "ready for collection" names the Ready rows and what they wait for; it never adds the
 * Collected ones as a second value.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, firstFigure } from './harness';

const tickets = Array.from({ length: 40 }, (_, i) => ({ no: 900 + i, status: ['Collected', 'Collected', 'Ready', 'In Progress', 'Collected'][i % 5] }));

describe('analyst: the outcome a status waits for', function () {
  this.timeout(120_000);

  it('keeps only the rows of the value before for', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_shoes', ['Ticket No', 'Status'], tickets.map((t): Cell[] => [t.no, t.status]), 'shoe_repairs.csv');
    const run = await bench.ask('how many tickets are ready for collection');
    answered(run, 'how many tickets are ready for collection');
    assert.equal(firstFigure(run), tickets.filter((t) => t.status === 'Ready').length, run.answer.slice(0, 300));
  });
});
