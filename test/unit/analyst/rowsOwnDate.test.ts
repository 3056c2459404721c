/**
 * Library fines of my own (no probe's data): each `Notice` is issued on `Issued` (every row) and
 * some are paid on `Date Paid` (blank where unpaid). The notices are dated by their own date: "busiest
 * month", "notices by month" and "notices on 11 march" go by `Issued`; "paid in march" by `Date Paid`.
 * Where both dates are on every row, the question is still asked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const notices = Array.from({ length: 48 }, (_, i) => {
  const issued = `2024-0${1 + (i % 6)}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`;
  const paid = i % 3 === 0 ? null : `2024-0${2 + (i % 6)}-${String(1 + ((i * 3) % 28)).padStart(2, '0')}`;
  return { notice: `LF${5000 + i}`, issued, paid, branch: i % 2 ? 'Central' : 'Northside', amount: 5 + (i % 4) };
});

describe('analyst: rows dated by the date every row has', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_fines', ['Notice', 'Issued', 'Branch', 'Amount Paid', 'Date Paid'], notices.map((r): Cell[] => [r.notice, r.issued, r.branch, r.paid ? r.amount : null, r.paid]), 'fines.csv');
    await bench.loadRows('t_loans', ['Loan', 'Borrowed', 'Due Back', 'Branch'], notices.map((r): Cell[] => [r.notice, r.issued, `2024-0${3 + (Number(r.notice.slice(2)) % 6)}-10`, r.branch]), 'loans.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  it('counts notices by the month they were issued: notices by month', async () => {
    const run = await bench.ask('notices by month', on('fines.csv'));
    answered(run, 'notices by month');
    assert.match(run.answer, /per month of Issued/, run.answer.slice(0, 300));
  });

  it('picks the busiest month by Issued', async () => {
    const run = await bench.ask('busiest month', on('fines.csv'));
    answered(run, 'busiest month');
    assert.match(run.answer, /month of Issued/, run.answer.slice(0, 300));
  });

  it('keeps one day of Issued: how many notices on 11 march', async () => {
    const run = await bench.ask('how many notices on 11 march 2024', on('fines.csv'));
    answered(run, 'how many notices on 11 march 2024');
    assert.equal(firstFigure(run), notices.filter((r) => r.issued === '2024-03-11').length, run.answer.slice(0, 300));
  });

  it('still dates a payment by Date Paid: how much was paid in march 2024', async () => {
    const run = await bench.ask('how much was paid in march 2024', on('fines.csv'));
    answered(run, 'how much was paid in march 2024');
    assert.match(run.answer, /Date Paid in March 2024/, run.answer.slice(0, 300));
  });

  it('asks when both dates are on every row: loans by month', async () => {
    const run = await bench.ask('loans by month', on('loans.csv'));
    refused(run, 'loans by month');
  });
});
