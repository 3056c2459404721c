/**
 * Where takings are not a column's total (files of my own, shaped after an independent review's):
 * a supplier's price list with `Payment Terms` sold nothing; a cleaner's `Payment` that says "Owed"
 * on some jobs, and a groomer's yes/no `Paid` (read as BOOLEAN) with unpaid jobs, took less than
 * every price: asked. "which customer has paid us the most" beside a yes/no `Paid` could rank money
 * or count the paid jobs: asked. A `Refund Amount` is never what a verb of paying measures. What
 * was earned is earned whether paid yet or not: "how much did we earn in july" adds up every `Amount`.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const jobs = Array.from({ length: 30 }, (_, i) => ({ no: i + 1, date: `2024-0${1 + (i % 8)}-1${i % 10}`, client: `Client ${i % 6}`, price: 40 + (i % 5) * 15, payment: i % 7 === 0 ? 'Owed' : i % 2 ? 'Card' : 'Cash', paid: i % 5 !== 0, refund: i % 9 === 0 ? 10 : null }));

describe('analyst: takings only where every price was taken', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_prices', ['Product', 'Category', 'Price', 'Payment Terms', 'Date Added'], jobs.map((j): Cell[] => [`Item ${j.no}`, j.client, j.price, '30 days', j.date]), 'pricelist.csv');
    await bench.loadRows('t_cleaning', ['Job No', 'Date', 'Client', 'Price', 'Payment'], jobs.map((j): Cell[] => [j.no, j.date, j.client, j.price, j.payment]), 'cleaning.csv');
    await bench.loadRows('t_cleaning_paid', ['Job No', 'Date', 'Client', 'Price', 'Payment'], jobs.map((j): Cell[] => [j.no, j.date, j.client, j.price, j.no % 2 ? 'Card' : 'Cash']), 'cleaning_paid.csv');
    await bench.loadRows('t_tally', ['Date', 'Farm', 'Amount', 'Paid'], jobs.map((j): Cell[] => [j.date, j.client, j.price, j.paid ? 'true' : 'false']), 'tally.csv');
    await bench.loadRows('t_grooming', ['Job No', 'Date', 'Client', 'Price', 'Paid', 'Refund Amount'], jobs.map((j): Cell[] => [j.no, j.date, j.client, j.price, j.paid ? 'true' : 'false', j.refund]), 'grooming.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  for (const question of ['total takings', 'total sales', 'which category took the most money']) {
    it(`finds no takings in a price list: ${question}`, async () => {
      refused(await bench.ask(question, on('pricelist.csv')), question);
    });
  }

  for (const [file, question] of [['cleaning.csv', 'total takings'], ['cleaning.csv', 'what did we take in july'], ['grooming.csv', 'total takings'], ['grooming.csv', 'which client took the most money'], ['grooming.csv', 'takings by month']]) {
    it(`asks whether money never received counts: ${question} in ${file}`, async () => {
      const run = await bench.ask(question, on(file));
      refused(run, question);
      assert.match(run.answer, /The money “received” could be every row’s `Price`/, run.answer.slice(0, 400));
    });
  }

  it('reads what was earned whether paid yet or not: how much did we earn in july', async () => {
    const run = await bench.ask('how much did we earn in july', on('tally.csv'));
    answered(run, 'how much did we earn in july');
    assert.equal(firstFigure(run), jobs.filter((j) => j.date.startsWith('2024-07')).reduce((sum, j) => sum + j.price, 0), run.answer.slice(0, 300));
  });

  it('asks what paid the most ranks: which client has paid us the most', async () => {
    refused(await bench.ask('which client has paid us the most', on('grooming.csv')), 'which client has paid us the most');
  });

  it('never measures spending by a refund: how much did client 1 spend', async () => {
    const run = await bench.ask('how much did client 1 spend', on('grooming.csv'));
    assert.doesNotMatch(run.answer, /^Computed[^\n]*Refund/, run.answer.slice(0, 300));
  });

  it('adds up the prices where every job was paid for: what did we take in july', async () => {
    const run = await bench.ask('what did we take in july', on('cleaning_paid.csv'));
    answered(run, 'what did we take in july');
    assert.equal(firstFigure(run), jobs.filter((j) => j.date.startsWith('2024-07')).reduce((s, j) => s + j.price, 0), run.answer.slice(0, 300));
  });
});
