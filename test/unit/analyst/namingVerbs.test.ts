/**
 * Verbs and everyday words that name a column, on files of our own: money coming in ("took",
 * "earned", "made the most money"), money paid out ("paid out" the settled amount), moving
 * ("walked the furthest", "how much further"), effort ("climbing", "hilliest", "calories burned"),
 * handling ("which vet handled the most visits"), events ("when do most faults happen") and
 * cancelling ("called off"). Each names exactly one column or value; otherwise it still refuses.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const TRUCKS = {
  header: ['Service Date', 'Truck', 'Cuisine', 'Permit Fee (USD)', 'Sales', 'Orders'],
  rows: [
    ['2024-03-02', 'Taco Loco', 'Mexican', 40, 820, 61],
    ['2024-03-02', 'Pho Real', 'Vietnamese', 40, 1210, 80],
    ['2024-03-02', 'Curry Up', 'Indian', 55, 640, 44],
    ['2024-03-09', 'Taco Loco', 'Mexican', 40, 1105, 77],
    ['2024-03-09', 'Pho Real', 'Vietnamese', 40, 930, 66],
    ['2024-03-09', 'Curry Up', 'Indian', 55, 1320, 90],
    ['2023-11-15', 'Taco Loco', 'Mexican', 35, 700, 50],
    ['2023-11-15', 'Curry Up', 'Indian', 50, 980, 71],
  ],
};

const VET = {
  header: ['Visit ID', 'Visit Date', 'Vet', 'Service', 'Status', 'Fee', 'Pet Age'],
  rows: [
    ['V1', '2024-01-05 09:10:00', 'Dr Ash', 'Dental', 'Attended', 120, 4],
    ['V2', '2024-01-06 10:30:00', 'Dr Bell', 'Surgery', 'Attended', 450, 9],
    ['V3', '2024-02-01 14:00:00', 'Dr Ash', 'Checkup', 'Cancelled', 60, 2],
    ['V4', '2023-12-11 11:00:00', 'Dr Bell', 'Dental', 'Attended', 130, 7],
    ['V5', '2023-12-12 16:45:00', 'Dr Ash', 'Checkup', 'Attended', 55, 12],
    ['V6', '2024-03-03 09:00:00', 'Dr Cole', 'Surgery', 'No-show', 400, 6],
  ],
};

const HIKES = {
  header: ['Hike ID', 'Hike Date', 'Walker', 'Trail', 'Distance (mi)', 'Ascent (ft)', 'Calories (kcal)', 'Status'],
  rows: [
    ['H1', '2024-05-01', 'Ann Lee', 'Ridge Loop', 8.2, 1500, 900, 'Completed'],
    ['H2', '2024-05-03', 'Bob Ray', 'Valley Path', 5.1, 300, 450, 'Completed'],
    ['H3', '2024-05-04', 'Ann Lee', 'Valley Path', 5.0, 320, 430, 'Cancelled'],
    ['H4', '2024-06-10', 'Cy Moss', 'Ridge Loop', 8.4, 1550, 950, 'Completed'],
    ['H5', '2023-06-12', 'Bob Ray', 'Summit Trail', 11.0, 2800, 1400, 'Completed'],
    ['H6', '2023-07-01', 'Cy Moss', 'Summit Trail', 10.8, 2750, 1350, 'Cancelled'],
  ],
};

const WARRANTY = {
  header: ['Case No', 'Opened', 'Product', 'Agent', 'Requested Amount', 'Settled Amount', 'Status'],
  rows: [
    ['W1', '2024-01-03', 'Kettle', 'Ann', 120, 100, 'Closed'],
    ['W2', '2024-01-09', 'Toaster', 'Ben', 80, 80, 'Closed'],
    ['W3', '2024-02-11', 'Kettle', 'Ann', 200, 150, 'Closed'],
    ['W4', '2024-03-02', 'Fridge', 'Cal', 900, 0, 'Rejected'],
    ['W5', '2024-03-15', 'Toaster', 'Ben', 60, 60, 'Open'],
  ],
};

describe('analyst: verbs and everyday words that name a column', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const loaded = new Map<string, AnalystTable>();
  before(async () => {
    bench = await AnalystBench.create();
    for (const [name, data] of [['food_trucks.csv', TRUCKS], ['vet_visits.csv', VET], ['hikes.csv', HIKES], ['warranty_cases.csv', WARRANTY]] as const) {
      loaded.set(name, await bench.loadRows(name.replace(/\W/g, '_'), data.header, data.rows, name));
    }
  });

  const ask = async (file: string, question: string): Promise<Array<Record<string, string>>> => {
    const table = loaded.get(file);
    assert.ok(table, file);
    const run = await bench.ask(question, { tables: [table] });
    assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
    return parseCsv(run.csv ?? '');
  };
  const first = async (file: string, question: string): Promise<string> => Object.values((await ask(file, question))[0] ?? {})[0] ?? '';
  const value = async (file: string, question: string): Promise<number> => Number(await first(file, question));
  const near = (got: number, want: number): void => assert.ok(Math.abs(got - want) < 1e-6, `${got} is not ${want}`);
  const refused = async (file: string, question: string, data?: { header: string[]; rows: Array<Array<string | number>> }): Promise<void> => {
    const table = data ? await bench.loadRows(`t${Math.random().toString(36).slice(2)}`, data.header, data.rows, file) : loaded.get(file);
    assert.ok(table, file);
    const run = await bench.ask(question, { tables: [table] });
    assert.match(run.answer, /^I can’t answer/, `${question} must be refused: ${run.answer.slice(0, 300)}`);
  };

  it('reads "take", "earn" and "make money" as the one column of money coming in', async () => {
    assert.equal(await first('food_trucks.csv', 'which truck made the most money'), 'Curry Up');
    assert.equal(await first('food_trucks.csv', 'which truck took in the most'), 'Curry Up');
    near(await value('food_trucks.csv', 'how much more did taco loco take than curry up in 2024'), (820 + 1105) - (640 + 1320));
    near(await value('food_trucks.csv', 'how much was taken on saturdays'), 820 + 1210 + 640 + 1105 + 930 + 1320);
    near(await value('food_trucks.csv', 'how much was earned'), 820 + 1210 + 640 + 1105 + 930 + 1320 + 700 + 980);
    // Money coming in beside another money column named: which one is meant is asked.
    await refused('food_trucks.csv', 'which cuisine earned the most in permit fees');
    // Beside a salary, what a person earned is their pay, never the sales.
    const reps = await bench.loadRows('sales_reps', ['Rep', 'Sales', 'Salary'], [['Ann', 900, 30], ['Bob', 500, 35]], 'sales_reps.csv');
    assert.doesNotMatch((await bench.ask('how much did ann earn', { tables: [reps] })).answer, /Sales/);
    // "take" of the rows themselves is no money.
    await refused('food_trucks.csv', 'how much did we make');
  });

  it('places a verb of money beside the money column it names, and "paid out" as the settled amount', async () => {
    near(await value('vet_visits.csv', 'how much did we take in fees'), 120 + 450 + 60 + 130 + 55 + 400);
    // A cancelled checkup still carries its fee: what was earned is asked, and "excluding cancelled" answers.
    await refused('vet_visits.csv', 'which service earned the most in fees');
    assert.equal(await first('vet_visits.csv', 'which service earned the most in fees excluding cancelled'), 'Surgery');
    // No column of money coming in and none named: what the vets earn is not the fees.
    await refused('vet_visits.csv', 'how much do the vets earn');
    near(await value('warranty_cases.csv', 'how much have we paid out'), 390);
    // Two columns of money paid out: either could be meant.
    await refused('claims.csv', 'how much have we paid out', { header: ['Claim', 'Settled Amount', 'Reimbursed Amount'], rows: [['C1', 10, 2], ['C2', 20, 3]] });
  });

  it('reads moving and effort words as the distance, the climbing and the calories', async () => {
    // "furthest" could be one hike or a walker's total: not read.
    await refused('hikes.csv', 'who walked the furthest in total');
    near(await value('hikes.csv', 'how much further did ann lee walk than bob ray in 2024'), 8.2 + 5.0 - 5.1);
    assert.equal(await first('hikes.csv', 'hike with the most climbing'), 'H5');
    assert.equal(await first('hikes.csv', 'which trail is the hilliest on average'), 'Summit Trail');
    near(await value('hikes.csv', 'hikes with more than 1,000 ft of climbing'), 4);
    near(await value('hikes.csv', 'total calories burned in 2024'), 900 + 450 + 430 + 950);
    // "who ... in total" is each person's total, never one row's value.
    assert.equal(await first('hikes.csv', 'who has the highest distance in total'), 'Cy Moss');
    // Two columns of people: who is meant is not known.
    await refused('guided_hikes.csv', 'who walked the furthest in total', { header: ['Hike ID', 'Walker', 'Coach', 'Distance (mi)'], rows: [['H1', 'Ann', 'Zed', 5], ['H2', 'Bob', 'Zed', 7], ['H3', 'Ann', 'Yan', 4]] });
  });

  it('reads handling, happening and calling off', async () => {
    assert.equal(await first('vet_visits.csv', 'which vet handled the most visits'), 'Dr Ash');
    // "the most orders" beside `Order No`, one per row: the orders counted, never `Ordered Amount` or `Order Type`.
    const orders = await bench.loadRows('orders_log', ['Order No', 'Account No', 'Order Type', 'Ordered Amount', 'Clerk'], [
      ['OR-1000', 'AC-108', 'Fax', 877, 'Kim'], ['OR-1001', 'AC-116', 'Web', 517, 'Noor'], ['OR-1002', 'AC-130', 'Mail', 817, 'Lee'], ['OR-1003', 'AC-106', 'Mail', 39, 'Noor'],
      ['OR-1004', 'AC-127', 'Fax', 790, 'Kim'], ['OR-1005', 'AC-128', 'Shop', 748, 'Lee'], ['OR-1006', 'AC-137', 'Web', 335, 'Kim'], ['OR-1007', 'AC-101', 'Web', 675, 'Kim']], 'orders_log.csv');
    const clerks = parseCsv((await bench.ask('which clerk handled the most orders', { tables: [orders] })).csv ?? '');
    assert.deepEqual(clerks.map((row) => Object.values(row).slice(0, 2)), [['Kim', '4']]);
    assert.equal(await first('vet_visits.csv', 'which hour of the day do most visits happen'), '9');
    near(await value('hikes.csv', 'how many hikes were called off'), 2);
  });
});
