/**
 * Jobs of my own keyed by a `Job Ref` held once each (no probe's data): "which job had the highest
 * value" is the job, named with its value, never the bare maximum; a `Job Ref` that repeats (lines
 * of a job) ranks the jobs' totals instead.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell } from './harness';

const jobs = Array.from({ length: 30 }, (_, i) => ({ ref: `K-${200 + i}`, date: `2024-0${1 + (i % 6)}-1${i % 10}`, range: ['Oak', 'Gloss White', 'Shaker'][i % 3], days: 5 + ((i * 7) % 19), value: 4000 + ((i * 37) % 29) * 150 }));

describe('analyst: which row a key held once each names', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_jobs', ['Job Ref', 'Date', 'Range', 'Lead Days', 'Value'], jobs.map((j): Cell[] => [j.ref, j.date, j.range, j.days, j.value]), 'jobs.csv');
  });

  it('answers which job had the highest value with the job itself', async () => {
    const run = await bench.ask('which job had the highest value');
    answered(run, 'which job had the highest value');
    const top = jobs.reduce((a, b) => (b.value > a.value ? b : a));
    assert.match(run.answer, new RegExp(`Job Ref ${top.ref}\\b.*\\*\\*${top.value.toLocaleString('en-US')}\\*\\*`), run.answer.slice(0, 400));
    assert.doesNotMatch(run.answer, /maximum Value is/);
  });

  it('names every job tied for the most lead days', async () => {
    const run = await bench.ask('which job has the most lead days');
    answered(run, 'which job has the most lead days');
    const most = Math.max(...jobs.map((j) => j.days));
    for (const j of jobs.filter((x) => x.days === most)) assert.match(run.answer, new RegExp(`Job Ref ${j.ref}\\b`), run.answer.slice(0, 400));
  });

  it('answers the most expensive job with the job, by its price', async () => {
    const priced = await AnalystBench.create();
    await priced.ingestRows('t_priced', ['Job Ref', 'Date', 'Range', 'Price'], jobs.map((j): Cell[] => [j.ref, j.date, j.range, j.value]), 'jobs.csv');
    const run = await priced.ask('which job was the cheapest');
    answered(run, 'which job was the cheapest');
    const least = Math.min(...jobs.map((j) => j.value));
    for (const j of jobs.filter((x) => x.value === least)) assert.match(run.answer, new RegExp(`Job Ref ${j.ref}\\b`), run.answer.slice(0, 400));
  });

  it('ranks the totals of a key that repeats', async () => {
    const lines = await AnalystBench.create();
    await lines.ingestRows('t_lines', ['Job Ref', 'Date', 'Item', 'Value'], jobs.map((j, i): Cell[] => [`K-${200 + (i % 10)}`, j.date, j.range, j.value]), 'job_lines.csv');
    const run = await lines.ask('which job had the highest value');
    const totals = new Map<string, number>();
    jobs.forEach((j, i) => totals.set(`K-${200 + (i % 10)}`, (totals.get(`K-${200 + (i % 10)}`) ?? 0) + j.value));
    const [topRef, topTotal] = [...totals].reduce((a, b) => (b[1] > a[1] ? b : a));
    if (/^Computed/.test(run.answer)) assert.match(run.answer, new RegExp(`${topRef}\\b.*\\*\\*${topTotal.toLocaleString('en-US')}\\*\\*`), run.answer.slice(0, 400));
    else assert.match(run.answer, /I can.t answer/);
  });
});
