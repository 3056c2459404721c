/**
 * A skip hire yard of my own (no probe's data): its `Status` has Cancelled
 * rows and Refunded rows that still carry their `Hire £`, and Refund lines of negative money.
 * "total revenue excluding cancelled" says nothing of the refunded rows, so it asks, as the bare
 * "total revenue" does; "average hire excluding cancelled" would average the refund lines in as
 * hires, so it asks; "average hire of completed hires" answers.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure, near } from './harness';

const statuses = ['Completed', 'Completed', 'Completed', 'Cancelled', 'Completed', 'Refunded', 'Completed', 'Refund'];
const hires = Array.from({ length: 40 }, (_, i) => {
  const status = statuses[i % statuses.length];
  return { ref: `SK${200 + i}`, status, hire: status === 'Refund' ? -(20 + (i % 3) * 10) : 180 + (i % 5) * 15 };
});
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe('analyst: refunds left in by an exclusion of cancelled rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_skips', ['Hire Ref', 'Status', 'Hire £'], hires.map((h): Cell[] => [h.ref, h.status, h.hire]), 'skip_hires.csv');
  });

  it('asks about refunded rows when only cancelled ones are excluded', async () => {
    const run = await bench.ask('total revenue excluding cancelled');
    refused(run, 'total revenue excluding cancelled');
    assert.match(run.answer, /Refund/, run.answer.slice(0, 400));
  });

  it('asks about refund lines in an average', async () => {
    const run = await bench.ask('average hire excluding cancelled');
    refused(run, 'average hire excluding cancelled');
    assert.match(run.answer, /Refund/, run.answer.slice(0, 400));
  });

  it('answers once the rows are named', async () => {
    const run = await bench.ask('average hire of completed hires');
    answered(run, 'average hire of completed hires');
    const kept = hires.filter((h) => h.status === 'Completed').map((h) => h.hire);
    assert.ok(near(firstFigure(run), sum(kept) / kept.length), run.answer.slice(0, 400));
  });
});
