/**
 * Two job books of my own (no probe's data). A sweep's jobs, each with a `Price` and how it was
 * paid (`Payment`), and no quantity: the takings are the prices added up, never averaged ("total
 * takings", "takings by month", "which sweep took the most money", "what did we take in july").
 * A window cleaner's jobs with a yes/no `Paid`: the jobs not paid took no money, so the takings
 * could be every price or only the paid ones: asked. A list of prices with nothing paid is no
 * takings at all.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const SWEEPS = ['Gethin', 'Pete'];
const jobs = Array.from({ length: 40 }, (_, i) => ({ no: `J${1000 + i}`, date: `2024-0${6 + (i % 3)}-${String(1 + (i % 27)).padStart(2, '0')}`, sweep: SWEEPS[i % 2], price: 60 + (i % 5) * 10, payment: i % 3 ? 'Card' : 'Cash', paid: i % 6 === 0 ? 'N' : 'Y' }));
const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);

describe('analyst: takings from the price of each job paid for', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_sweeps', ['Job No', 'Date', 'Sweep', 'Price', 'Payment'], jobs.map((r): Cell[] => [r.no, r.date, r.sweep, r.price, r.payment]), 'sweep_jobs.csv');
    await bench.loadRows('t_windows', ['Job No', 'Date', 'Sweep', 'Price', 'Paid'], jobs.map((r): Cell[] => [r.no, r.date, r.sweep, r.price, r.paid]), 'window_jobs.csv');
    await bench.loadRows('t_list', ['Item', 'Price'], jobs.slice(0, 8).map((r): Cell[] => [r.no, r.price]), 'price_list.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  it('adds up the prices: total takings', async () => {
    const run = await bench.ask('total takings', on('sweep_jobs.csv'));
    answered(run, 'total takings');
    assert.equal(firstFigure(run), sum(jobs.map((r) => r.price)), run.answer.slice(0, 300));
  });

  it('adds up the prices per month: takings by month', async () => {
    const run = await bench.ask('takings by month', on('sweep_jobs.csv'));
    answered(run, 'takings by month');
    assert.match(run.answer, /total Price per month/, run.answer.slice(0, 300));
  });

  it('ranks the sweeps by their total: which sweep took the most money', async () => {
    const run = await bench.ask('which sweep took the most money', on('sweep_jobs.csv'));
    answered(run, 'which sweep took the most money');
    const best = Math.max(...SWEEPS.map((s) => sum(jobs.filter((r) => r.sweep === s).map((r) => r.price))));
    assert.match(run.answer, /total Price by Sweep/, run.answer.slice(0, 300));
    assert.ok(run.answer.includes(`**${best.toLocaleString('en-US')}**`), run.answer.slice(0, 300));
  });

  it('reads what was taken in a month: what did we take in july', async () => {
    const run = await bench.ask('what did we take in july', on('sweep_jobs.csv'));
    answered(run, 'what did we take in july');
    assert.equal(firstFigure(run), sum(jobs.filter((r) => r.date.startsWith('2024-07')).map((r) => r.price)), run.answer.slice(0, 300));
  });

  it('asks whether unpaid jobs count: total takings beside a yes/no Paid', async () => {
    const run = await bench.ask('total takings', on('window_jobs.csv'));
    refused(run, 'total takings beside Paid');
    assert.match(run.answer, /`Paid` is not N/, run.answer.slice(0, 400));
  });

  it('finds no takings in a price list', async () => {
    const run = await bench.ask('total takings', on('price_list.csv'));
    refused(run, 'total takings on a price list');
  });
});
