/**
 * A window cleaner's jobs of my own (no probe's data), with a yes/no `Paid` beside a `Price`.
 * "unpaid" is that flag said no (unless the data holds "Unpaid" itself); "paid" as the flag's
 * condition is never also the price to measure; a column held to one value by its condition is no
 * list to give; "Mins on Site" is in minutes.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const ROUNDS = ['Mon North', 'Tue Village', 'Wed Estates'];
const jobs = Array.from({ length: 45 }, (_, i) => ({ no: 5000 + i, round: ROUNDS[i % 3], price: 12 + ((i * 7) % 20), paid: i % 4 === 0 || i % 9 === 0 ? 'N' : 'Y', mins: 10 + ((i * 11) % 30) }));
const unpaidByRound = (round: string): number => jobs.filter((r) => r.round === round && r.paid === 'N').length;

describe('analyst: a yes/no flag said no in one word', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_jobs', ['Job No', 'Round', 'Price', 'Paid', 'Mins on Site'], jobs.map((r): Cell[] => [r.no, r.round, r.price, r.paid, r.mins]), 'window_rounds.csv');
    await bench.loadRows('t_invoices', ['Invoice No', 'Status', 'Amount'], jobs.map((r): Cell[] => [r.no, r.paid === 'Y' ? 'Paid' : 'Unpaid', r.price]), 'invoices.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  it('counts the unpaid jobs', async () => {
    const run = await bench.ask('how many unpaid jobs', on('window_rounds.csv'));
    answered(run, 'how many unpaid jobs');
    assert.equal(firstFigure(run), jobs.filter((r) => r.paid === 'N').length, run.answer.slice(0, 300));
  });

  for (const question of ['which round has the most unpaid jobs', 'which round has the most jobs not paid']) {
    it(`counts jobs per round, never the price: ${question}`, async () => {
      const run = await bench.ask(question, on('window_rounds.csv'));
      answered(run, question);
      assert.match(run.answer, /number of distinct Job No by Round/, run.answer.slice(0, 300));
      assert.equal(firstFigure(run), Math.max(...ROUNDS.map(unpaidByRound)), run.answer.slice(0, 300));
    });
  }

  it('lists nothing of a column held to one value: total value of paid jobs', async () => {
    const run = await bench.ask('total value of paid jobs', on('window_rounds.csv'));
    refused(run, 'total value of paid jobs');
  });

  it('matches Unpaid as written where the data holds it', async () => {
    const run = await bench.ask('how many unpaid invoices', on('invoices.csv'));
    answered(run, 'how many unpaid invoices');
    assert.match(run.answer, /Status = Unpaid/, run.answer.slice(0, 300));
  });

  it('reads Mins on Site as minutes: total hours on site', async () => {
    const run = await bench.ask('total hours on site', on('window_rounds.csv'));
    answered(run, 'total hours on site');
    assert.ok(Math.abs(firstFigure(run) - jobs.reduce((s, r) => s + r.mins, 0) / 60) < 0.01, run.answer.slice(0, 300));
  });
});
