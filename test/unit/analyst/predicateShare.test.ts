/**
 * A window cleaner's jobs of my own (no probe's data). "what % of jobs are paid by card": "paid"
 * after the verb could narrow the whole (the card share of the paid jobs) or be counted with the
 * card (of every job), which differ when some jobs were not paid: asked. Said before the rows'
 * noun ("of paid jobs") it is the whole, and answered.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell } from './harness';

const METHODS = ['Cash', 'Card', 'Cash', 'Bank transfer'];
const jobs = Array.from({ length: 40 }, (_, i) => {
  const paid = i % 5 === 0 ? 'N' : 'Y';
  return { no: 5000 + i, round: i % 2 ? 'Mon North' : 'Tue Village', paid, method: paid === 'Y' ? METHODS[i % 4] : null };
});

describe('analyst: a condition said after the verb of a share', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_jobs', ['Job No', 'Round', 'Paid', 'Payment Method'], jobs.map((r): Cell[] => [r.no, r.round, r.paid, r.method]), 'window_rounds.csv');
  });

  it('asks which rows the share is of: what % of jobs are paid by card', async () => {
    const run = await bench.ask('what % of jobs are paid by card');
    refused(run, 'what % of jobs are paid by card');
    assert.match(run.answer, /could say which rows the share is of/, run.answer.slice(0, 400));
  });

  it('answers when the condition comes before the rows: what % of paid jobs were by card', async () => {
    const run = await bench.ask('what % of paid jobs were by card');
    answered(run, 'what % of paid jobs were by card');
    const paid = jobs.filter((r) => r.paid === 'Y');
    const share = (100 * paid.filter((r) => r.method === 'Card').length) / paid.length;
    assert.ok(run.answer.includes(`${Number(share.toFixed(1))}%`), run.answer.slice(0, 400));
  });
});
