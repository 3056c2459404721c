/**
 * "A times B", "A × B", "A * B", "A multiplied by B" of two placed columns: each row's product,
 * then totalled over the rows kept (never the total of A times the total of B, never one side). A
 * unit said as a side ("kilos") is the table's one column of that kind, converted. A side that is
 * placed nowhere is refused.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, firstFigure } from './harness';

describe('analyst: a product of two columns said outright', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let parcels: AnalystTable;
  let timesheet: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    // Three delivered parcels in 2023 (2 kg at 5, 4 kg at 3, 1 kg at 10 = 32), one lost, one in 2022.
    parcels = await bench.loadRows('parcels', ['Parcel Ref', 'Sent On', 'Mass (g)', 'Rate per Kilo', 'Outcome'], [
      ['P-1', '2023-02-01', 2000, 5, 'Delivered'],
      ['P-2', '2023-03-01', 4000, 3, 'Delivered'],
      ['P-3', '2023-05-01', 1000, 10, 'Delivered'],
      ['P-4', '2023-06-01', 9000, 7, 'Lost'],
      ['P-5', '2022-06-01', 3000, 4, 'Delivered'],
    ], 'parcels.csv');
    // Hours × rate per row: 2×50 + 3×40 + 1×100 = 320; sum × sum would be 6 × 190 = 1140.
    timesheet = await bench.loadRows('timesheet', ['Entry', 'Consultant', 'Hours Billed', 'Hourly Rate'], [
      ['E1', 'Ana', 2, 50],
      ['E2', 'Ben', 3, 40],
      ['E3', 'Ana', 1, 100],
    ], 'timesheet.csv');
  });

  for (const question of ['hours billed times hourly rate', 'total hours × hourly rate', 'hours billed * hourly rate', 'hours billed multiplied by hourly rate']) {
    it(`sums each row's product for "${question}"`, async () => {
      const run = await bench.ask(question, { tables: [timesheet] });
      assertAnswered(run, question);
      assert.match(run.answer.split('\n')[0], /Hours Billed × Hourly Rate/, run.answer.slice(0, 300));
      assert.equal(firstFigure(run), 320);
    });
  }

  it('keeps the groups asked: "hours billed times hourly rate by consultant"', async () => {
    const run = await bench.ask('hours billed times hourly rate by consultant', { tables: [timesheet] });
    assertAnswered(run, 'by consultant');
    assert.match(run.csv ?? '', /Ana,200/);
    assert.match(run.csv ?? '', /Ben,120/);
  });

  it('reads a unit as the one column of its kind, converted, after the filters', async () => {
    const run = await bench.ask('value of delivered parcels in 2023, kilos times rate', { tables: [parcels] });
    assertAnswered(run, 'kilos times rate');
    assert.match(run.answer.split('\n')[0], /Mass \(g\) in kg \(\/ 1000\) × Rate per Kilo/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), 32);
  });

  it('refuses one row\'s product asked as a total would answer: "the largest hours times hourly rate"', async () => {
    assertRefused(await bench.ask('the largest hours billed times hourly rate', { tables: [timesheet] }), 'largest product');
  });

  it('leaves "times" that is a column\'s own word alone: "avg wait times"', async () => {
    const waits = await bench.loadRows('waits', ['Visit', 'Clinic', 'Wait Times (min)'], [['V1', 'North', 10], ['V2', 'North', 20], ['V3', 'South', 5]], 'clinic_visits.csv');
    const run = await bench.ask('avg wait times by clinic', { tables: [waits] });
    assertAnswered(run, 'avg wait times');
    assert.match(run.csv ?? '', /North,15/);
  });

  it('reads "times" as the operator beside a time column it only weakly names', async () => {
    const picks = await bench.loadRows('picks', ['Pick', 'Qty', 'Unit Cost', 'Pack Time (min)'], [['K1', 2, 5, 3], ['K2', 4, 1, 9]], 'picking.csv');
    const run = await bench.ask('qty times unit cost', { tables: [picks] });
    assertAnswered(run, 'qty times unit cost');
    assert.equal(firstFigure(run), 14);
  });

  it('refuses a product with a side it cannot place', async () => {
    assertRefused(await bench.ask('hours times discount', { tables: [timesheet] }), 'hours times discount');
  });
});
