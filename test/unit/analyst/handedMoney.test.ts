/**
 * A coach hire firm's bookings of my own (no probe's data). A `Booking Ref` is each row's
 * reference, so "how many bookings" counts the rows even beside a count of `Passengers`.
 * "paid a deposit" beside `Deposit Paid` is the rows where a deposit was paid, a condition: the
 * verb names the column but is no measure ("what percentage of bookings paid a deposit" is a share
 * of bookings, never of the deposits' total).
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, firstFigure, type Cell } from './harness';

const STATUSES = ['Confirmed', 'Completed', 'Completed', 'Cancelled'];
const bookings = Array.from({ length: 40 }, (_, i) => ({ ref: `CH${3000 + i}`, customer: i % 3 ? 'Rotary Club' : 'Oak WI', passengers: 10 + ((i * 7) % 40), quote: 300 + ((i * 53) % 700), deposit: i % 5 < 3 ? 60 + (i % 9) * 5 : null, status: STATUSES[i % 4] }));

describe('analyst: bookings by their reference, and deposits paid', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_coach', ['Booking Ref', 'Customer', 'Passengers', 'Quote', 'Deposit Paid', 'Status'], bookings.map((r): Cell[] => [r.ref, r.customer, r.passengers, r.quote, r.deposit, r.status]), 'coach_hire.csv');
  });

  it('counts bookings beside a count of passengers: how many bookings were cancelled', async () => {
    const run = await bench.ask('how many bookings were cancelled');
    answered(run, 'how many bookings were cancelled');
    assert.equal(firstFigure(run), bookings.filter((r) => r.status === 'Cancelled').length, run.answer.slice(0, 300));
  });

  it('counts the bookings that paid a deposit', async () => {
    const run = await bench.ask('how many bookings paid a deposit');
    answered(run, 'how many bookings paid a deposit');
    assert.equal(firstFigure(run), bookings.filter((r) => r.deposit !== null).length, run.answer.slice(0, 300));
  });

  it('gives the share of bookings that paid a deposit, not of the deposits total', async () => {
    const run = await bench.ask('what percentage of bookings paid a deposit');
    answered(run, 'what percentage of bookings paid a deposit');
    const share = (100 * bookings.filter((r) => r.deposit !== null).length) / bookings.length;
    assert.ok(run.answer.includes(`**${Number(share.toFixed(1))}%**`), run.answer.slice(0, 400));
  });

  it('adds up the quotes of the bookings that paid a deposit', async () => {
    const run = await bench.ask('total quote for bookings that paid a deposit');
    answered(run, 'total quote for bookings that paid a deposit');
    assert.equal(firstFigure(run), bookings.filter((r) => r.deposit !== null).reduce((s, r) => s + r.quote, 0), run.answer.slice(0, 300));
  });
});
