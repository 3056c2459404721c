/**
 * A mobile bar's event bookings of my own (no probe's data): `Deposit In?` is typed by hand as
 * Yes, Y, yes, No, no and N. A yes/no question keeps every spelling of its answer, whether the
 * column is named ("had the deposit in"), or its value said ("deposit in = no"), or a share asked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure, near } from './harness';

const SPELLINGS = ['Yes', 'Y', 'yes', 'No', 'no', 'N', 'Yes', 'Y'];
const bookings = Array.from({ length: 48 }, (_, i) => ({ ref: `MB${300 + i}`, deposit: SPELLINGS[(i * 5) % SPELLINGS.length], total: 400 + (i % 6) * 75 }));
const yes = bookings.filter((b) => /^y/i.test(b.deposit)).length;

describe('analyst: every spelling of a yes or a no', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_bar', ['Booking Ref', 'Deposit In?', 'Total'], bookings.map((b): Cell[] => [b.ref, b.deposit, b.total]), 'mobile_bar_bookings.csv');
  });

  it('counts every yes of a named flag', async () => {
    const run = await bench.ask('how many bookings had the deposit in');
    answered(run, 'how many bookings had the deposit in');
    assert.equal(firstFigure(run), yes, run.answer.slice(0, 300));
  });

  it('gives the share over every yes', async () => {
    const run = await bench.ask('what share of bookings had the deposit in');
    answered(run, 'what share of bookings had the deposit in');
    assert.ok(near(firstFigure(run), Math.round((1000 * yes) / bookings.length) / 10) || Math.abs(firstFigure(run) - (100 * yes) / bookings.length) < 0.05, run.answer.slice(0, 300));
  });

  it('never splits the spellings of yes and no into groups', async () => {
    const run = await bench.ask('average total, deposit in yes vs no');
    assert.doesNotMatch(run.answer, /\n- Y: /, run.answer.slice(0, 400));
    refused(run, 'average total, deposit in yes vs no');
  });

  it('counts every no when the value is said', async () => {
    const run = await bench.ask('how many bookings had deposit in = no');
    answered(run, 'how many bookings had deposit in = no');
    assert.equal(firstFigure(run), bookings.length - yes, run.answer.slice(0, 300));
  });
});
