/**
 * A print log and a box office of my own (no probe's data), whose statuses are written with their
 * kind ("Failed - Spaghetti", "Cancelled by Client"): the head in any form names every value of the
 * family ("failed prints", "failures", "cancellations"), the kind's first words the one value
 * ("spaghetti", "cast illness"), and a kind said beside its head narrows the family to it.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, parseCsv, type Cell } from './harness';

const STATUSES = ['Success', 'Success', 'Success', 'Failed - Spaghetti', 'Success', 'Failed - Adhesion', 'Success', 'Failed - Clog'];
const jobs = Array.from({ length: 48 }, (_, i) => ({ id: `PJ-${100 + i}`, printer: ['MK4-A', 'MK4-B', 'X1C'][i % 3], status: STATUSES[(i * 5) % STATUSES.length] }));
const PERF_STATUSES = ['Performed', 'Performed', 'Cancelled by Cast Illness', 'Performed', 'Performed', 'Cancelled by Venue'];
const perfs = Array.from({ length: 30 }, (_, i) => ({ no: `P-${i}`, show: ['Hamlet', 'Annie'][i % 2], status: PERF_STATUSES[(i * 7) % PERF_STATUSES.length] }));

describe('analyst: a status written with its kind', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_prints', ['Job ID', 'Printer', 'Status'], jobs.map((j): Cell[] => [j.id, j.printer, j.status]), 'print_jobs.csv');
  });

  const failed = jobs.filter((j) => j.status.startsWith('Failed'));

  it('reads the head in any form as every value of the family', async () => {
    for (const question of ['how many failed jobs', 'how many failures']) {
      const run = await bench.ask(question);
      answered(run, question);
      assert.equal(firstFigure(run), failed.length, run.answer.slice(0, 300));
    }
    // "the most failed prints" beside a `Print Time`: the prints counted or their time, asked.
    const times = await bench.ingestRows('t_print_times', ['Job ID', 'Printer', 'Print Time', 'Status'], jobs.map((j, i): Cell[] => [j.id, j.printer, `${1 + (i % 5)}h 10m`, j.status]), 'print_log.csv');
    refused(await bench.ask('which printer has the most failed prints', { tables: times }), 'the most failed prints beside Print Time');
    const byPrinter = await bench.ask('failed jobs by printer');
    answered(byPrinter, 'failed jobs by printer');
    const csv = parseCsv(byPrinter.csv ?? '');
    for (const printer of ['MK4-A', 'MK4-B', 'X1C']) {
      assert.equal(Number(Object.values(csv.find((row) => row.Printer === printer) ?? {})[1]), failed.filter((j) => j.printer === printer).length, byPrinter.answer.slice(0, 300));
    }
  });

  it('reads the first word of a kind as its value, and a kind said beside its head narrows the family', async () => {
    const spaghetti = await bench.ask('how many spaghetti failures');
    answered(spaghetti, 'how many spaghetti failures');
    assert.equal(firstFigure(spaghetti), jobs.filter((j) => j.status === 'Failed - Spaghetti').length, spaghetti.answer.slice(0, 300));
    const clog = await bench.ask('how many jobs failed with a clog');
    answered(clog, 'how many jobs failed with a clog');
    assert.equal(firstFigure(clog), jobs.filter((j) => j.status === 'Failed - Clog').length, clog.answer.slice(0, 300));
    assert.doesNotMatch(clog.answer, /every Status that begins/, clog.answer.slice(0, 400));
  });

  it('reads a kind of several words, and "by" as the separator', async () => {
    const tables = await bench.ingestRows('t_perfs', ['Perf No', 'Show', 'Status'], perfs.map((p): Cell[] => [p.no, p.show, p.status]), 'perfs.csv');
    const illness = await bench.ask('how many were cancelled because of cast illness', { tables });
    answered(illness, 'because of cast illness');
    assert.equal(firstFigure(illness), perfs.filter((p) => p.status === 'Cancelled by Cast Illness').length, illness.answer.slice(0, 300));
    const cancellations = await bench.ask('cancellations by show', { tables });
    answered(cancellations, 'cancellations by show');
    assert.match(cancellations.answer, /Status in \(Cancelled by/, cancellations.answer.slice(0, 300));
    refused(await bench.ask('how many cancelled by the weather', { tables }), 'cancelled by the weather');
  });

  it('reads a value and its kinds as one family (passes: Pass and Pass - Advisories), one side of a comparison, and asks about a first attempt', async () => {
    const results = ['Pass', 'Pass - Advisories', 'Fail - Brakes', 'Pass', 'Fail - Tyres', 'Pass - Advisories', 'Pass'];
    const tests = Array.from({ length: 42 }, (_, i) => ({ no: `MOT-${i}`, date: `2024-03-${String(1 + (i % 28)).padStart(2, '0')}`, time: `${9 + (i % 8)}:00`, fuel: ['Petrol', 'Diesel', 'Hybrid'][i % 3], result: results[(i * 3) % results.length] }));
    const tables = await bench.ingestRows('t_mot', ['Test No', 'Test Date', 'Time', 'Fuel', 'Result'], tests.map((t): Cell[] => [t.no, t.date, t.time, t.fuel, t.result]), 'mot_tests.csv');
    for (const question of ['how many passes', 'how many passed']) {
      const run = await bench.ask(question, { tables });
      answered(run, question);
      assert.equal(firstFigure(run), tests.filter((t) => t.result.startsWith('Pass')).length, run.answer.slice(0, 300));
    }
    const sides = await bench.ask('fails petrol vs diesel', { tables });
    answered(sides, 'fails petrol vs diesel');
    const csv = parseCsv(sides.csv ?? '');
    for (const fuel of ['Petrol', 'Diesel']) {
      assert.equal(Number(Object.values(csv.find((row) => row.Fuel === fuel) ?? {})[1]), tests.filter((t) => t.fuel === fuel && t.result.startsWith('Fail')).length, sides.answer.slice(0, 300));
    }
    refused(await bench.ask('how many passed first time', { tables }), 'passed first time');
  });

  it('reads duplicate as a status kind beside Void - Duplicate, and duplicate rows as the table own repeated rows', async () => {
    const statuses = ['Completed', 'Completed', 'Void - Duplicate', 'Completed', 'Void - Overloaded'];
    const tickets = Array.from({ length: 25 }, (_, i) => ({ no: `WB-${i}`, status: statuses[(i * 2) % statuses.length] }));
    const tables = await bench.ingestRows('t_wb', ['Ticket No', 'Status'], tickets.map((t): Cell[] => [t.no, t.status]), 'weighbridge.csv');
    const duplicates = await bench.ask('how many duplicate tickets', { tables });
    answered(duplicates, 'how many duplicate tickets');
    assert.equal(firstFigure(duplicates), tickets.filter((t) => t.status === 'Void - Duplicate').length, duplicates.answer.slice(0, 300));
    const rows = await bench.ask('how many duplicate rows', { tables });
    assert.match(rows.answer, /No duplicate rows/, rows.answer.slice(0, 300));
  });

  it('rates a family (fail rate by tester), asks when rows hold retests, and reads retest is no as the flag off', async () => {
    const results = ['Pass', 'Fail - Brakes', 'Pass - Advisories', 'Pass', 'Fail - Tyres', 'Pass'];
    const tests = Array.from({ length: 48 }, (_, i) => ({ no: `T-${i}`, tester: ['Ann', 'Bo', 'Cy'][i % 3], retest: i % 4 === 0 ? 'Yes' : 'No', result: results[(i * 5) % results.length] }));
    const plain = await bench.ingestRows('t_rates', ['Test No', 'Tester', 'Result'], tests.map((t): Cell[] => [t.no, t.tester, t.result]), 'tests.csv');
    const rate = await bench.ask('fail rate by tester', { tables: plain });
    answered(rate, 'fail rate by tester');
    const csv = parseCsv(rate.csv ?? '');
    for (const tester of ['Ann', 'Bo', 'Cy']) {
      const mine = tests.filter((t) => t.tester === tester);
      assert.ok(Math.abs(Number(csv.find((row) => row.Tester === tester)?.percent) - (100 * mine.filter((t) => t.result.startsWith('Fail')).length) / mine.length) < 1e-6, rate.answer.slice(0, 300));
    }
    const retests = await bench.ingestRows('t_retests', ['Test No', 'Tester', 'Retest', 'Result'], tests.map((t): Cell[] => [t.no, t.tester, t.retest, t.result]), 'retests.csv');
    refused(await bench.ask('whats our fail rate', { tables: retests }), 'fail rate beside retests');
    const first = await bench.ask('how many tests where retest is no', { tables: retests });
    answered(first, 'retest is no');
    assert.equal(firstFigure(first), tests.filter((t) => t.retest === 'No').length, first.answer.slice(0, 300));
  });

  it('never reads the rows noun as a kind, leaves out a kind said after without or excluding, and leaves failures beside Units Failed asked', async () => {
    const outcomes = ['Pass', 'Fail - Emissions', 'Abandoned - Test Unsafe', 'Pass - Advisories', 'Refused - Vehicle Dirty', 'Pass', 'Fail - Brakes'];
    const log = Array.from({ length: 42 }, (_, i) => ({ ref: `G-${i}`, tester: ['Amir', 'Beth'][i % 2], outcome: outcomes[(i * 3) % outcomes.length], failed: (i * 7) % 5 }));
    const tables = await bench.ingestRows('t_garage', ['Ref', 'Tester', 'Outcome', 'Units Failed'], log.map((g): Cell[] => [g.ref, g.tester, g.outcome, g.failed]), 'garage_tests.csv');
    const amir = await bench.ask('how many tests did amir do', { tables });
    assert.doesNotMatch(amir.answer, /Abandoned - Test Unsafe/, amir.answer.slice(0, 300));
    const without = await bench.ask('how many passed without advisories', { tables });
    answered(without, 'passed without advisories');
    assert.equal(firstFigure(without), log.filter((g) => g.outcome === 'Pass').length, without.answer.slice(0, 300));
    refused(await bench.ask('total failures by tester', { tables }), 'failures beside Units Failed');
    const venue = ['Confirmed', 'Cancelled by Client', 'Completed', 'Cancelled by Venue', 'Cancelled - Weather'];
    const bookings = await bench.ingestRows('t_venue', ['Booking Ref', 'Status'], Array.from({ length: 40 }, (_, i): Cell[] => [`V-${i}`, venue[(i * 3) % venue.length]]), 'venue.csv');
    const excluding = await bench.ask('how many cancellations excluding weather', { tables: bookings });
    answered(excluding, 'cancellations excluding weather');
    assert.equal(firstFigure(excluding), Array.from({ length: 40 }, (_, i) => venue[(i * 3) % venue.length]).filter((v) => v === 'Cancelled by Client' || v === 'Cancelled by Venue').length, excluding.answer.slice(0, 300));
  });
});
