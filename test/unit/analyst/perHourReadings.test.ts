/**
 * A test centre's log of my own (no probe's data) with a clock `Time` and a `Test Time` written
 * "45 min": "fees per hour by tester" could be the fees over the hours the tests took or the fees
 * of each hour of the day; it is asked. "by hour of day" says which. "how many hours has Ann done"
 * adds up the lengths, never counts rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell } from './harness';

const tests = Array.from({ length: 36 }, (_, i) => ({ no: `T-${i}`, date: `2024-05-${String(1 + (i % 20)).padStart(2, '0')}`, time: `${String(8 + (i % 8)).padStart(2, '0')}:30`, tester: ['Ann', 'Bo'][i % 2], minutes: 40 + (i % 5) * 5, fee: 45 + (i % 3) * 5 }));

describe('analyst: per hour beside a clock and a length of time', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_tests', ['Test No', 'Test Date', 'Time', 'Tester', 'Test Time', 'Fee'], tests.map((t): Cell[] => [t.no, t.date, t.time, t.tester, `${t.minutes} min`, `£${t.fee}.00`]), 'centre_tests.csv');
  });

  it('asks whether per hour is a rate over the hours taken or each hour of the day', async () => {
    const run = await bench.ask('fees per hour by tester');
    refused(run, 'fees per hour by tester');
    assert.match(run.answer, /could divide by the hours of `Test Time`/, run.answer.slice(0, 300));
    answered(await bench.ask('total fees by hour of day'), 'total fees by hour of day');
  });

  it('adds up the lengths for how many hours, in hours', async () => {
    const run = await bench.ask('how many hours has ann done');
    answered(run, 'how many hours has ann done');
    const minutes = tests.filter((t) => t.tester === 'Ann').reduce((sum, t) => sum + t.minutes, 0);
    assert.match(run.answer, new RegExp(`\\*\\*${Number((minutes / 60).toFixed(2))}\\*\\*`), run.answer.slice(0, 300));
  });
});
