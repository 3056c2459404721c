/**
 * A housing association's complaints log of my own (no probe's data): `Clause` holds "s.12" and
 * "s.40". "complaints under s.12" keeps the number written after "s." as a word of the question,
 * so the rows of that clause are counted, never every row.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, firstFigure } from './harness';

const complaints = Array.from({ length: 30 }, (_, i) => ({ ref: `HC${i}`, clause: ['s.12', 's.40', 's.40', ''][i % 4] }));

describe('analyst: a section number written after s.', function () {
  this.timeout(120_000);

  it('keeps the number as part of the value', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_complaints', ['Complaint Ref', 'Clause'], complaints.map((c): Cell[] => [c.ref, c.clause]), 'complaints_log.csv');
    const run = await bench.ask('how many complaints under s.12');
    answered(run, 'how many complaints under s.12');
    assert.equal(firstFigure(run), complaints.filter((c) => c.clause === 's.12').length, run.answer.slice(0, 300));
  });
});
