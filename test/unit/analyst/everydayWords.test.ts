/**
 * Questions a person asks in their own words, that the analyst used to refuse although only one
 * reading exists: the rows named by the file's noun ("electric cars" in used_cars.csv), a column
 * with a generic word after it ("fuel type"), a unit spelled out ("miles"), which row a
 * superlative picks ("the most expensive car"), the values of a column ("what products do we
 * sell?"). Where two readings give different figures it still asks, and offers both, one click each.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const CARS_HEADER = ['Listing ID', 'Make', 'Fuel', 'Model Year', 'Price (USD)', 'Mileage (mi)', 'Listed On'];
const CARS = [
  ['L1', 'Kia', 'Electric', 2021, 31000, 12000, '2023-01-05'],
  ['L2', 'Kia', 'Gasoline', 2015, 9000, 98000, '2023-02-11'],
  ['L3', 'Ford', 'Diesel', 2012, 14000, 150000, '2023-03-02'],
  ['L4', 'Tesla', 'Electric', 2022, 45000, 8000, '2023-04-20'],
  ['L5', 'Ford', 'Gasoline', 2012, 7000, 120000, '2023-05-30'],
];

describe('analyst: everyday words', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const loadCars = (): Promise<AnalystTable> => bench.loadRows('cars', CARS_HEADER, CARS, 'used_cars.csv');
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('reads the file noun as the rows, a generic word after a column, and a unit spelled out', async () => {
    const cars = await loadCars();
    const ask = async (question: string): Promise<Array<Record<string, string>>> => {
      const run = await bench.ask(question, { tables: [cars] });
      assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
      return parseCsv(run.csv ?? '');
    };
    assert.equal((await ask('how many cars are there?'))[0].rows, '5');
    assert.equal(Number(Object.values((await ask('average price of electric cars'))[0])[0]), 38_000);
    assert.deepEqual(new Set((await ask('what fuel types are there?')).map((row) => row.Fuel)), new Set(['Electric', 'Gasoline', 'Diesel']));
    assert.equal((await ask('how many cars have more than 100k miles?'))[0].rows, '2');
    // "Per mile" divides by a column: still refused.
    const ratio = await bench.ask('average price per mile', { tables: [cars] });
    assert.match(ratio.answer, /I can.t answer/);
  });

  it('answers which row a superlative picks, and says when several rows share it', async () => {
    const cars = bench.tables.find((table) => table.label === 'used_cars.csv') ?? (await loadCars());
    const row = async (question: string): Promise<{ id: string; answer: string }> => {
      const run = await bench.ask(question, { tables: [cars] });
      assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
      return { id: parseCsv(run.csv ?? '')[0]['Listing ID'], answer: run.answer };
    };
    assert.equal((await row('what is the most expensive car?')).id, 'L4');
    assert.equal((await row('cheapest listing')).id, 'L5');
    assert.equal((await row('most recent listing')).id, 'L5');
    const oldest = await row('the oldest car');
    assert.ok(['L3', 'L5'].includes(oldest.id));
    assert.match(oldest.answer, /\*\*2012\*\*/);
    // One row asked for and two share it: both are listed.
    assert.match(oldest.answer, /2 rows share the lowest `Model Year`/);
    assert.match(oldest.answer, /L3[\s\S]*L5/);
  });

  it('lists the values asked for, and offers both readings of "sold" as questions it answers', async () => {
    const sales = await bench.loadCsv('sales', 'sales.csv');
    const listed = await bench.ask('what products do we sell?', { tables: [sales] });
    assert.match(listed.answer, /^Computed the distribution of product/);
    assert.equal(parseCsv(listed.csv ?? '').length, 10);

    const asked = await bench.ask('which region sold the most?', { tables: [sales] });
    assert.match(asked.answer, /I can.t answer/);
    assert.deepEqual(asked.questions.slice(0, 2), ['Which region has the highest total revenue?', 'Which region has the highest total units?']);
    for (const [question, column] of [[asked.questions[0], 'total_revenue'], [asked.questions[1], 'total_units']]) {
      const run = await bench.ask(question, { tables: [sales] });
      assert.match(run.answer, /^Computed the total \w+ by region, keeping the highest one/, run.answer.slice(0, 200));
      assert.ok(parseCsv(run.csv ?? '')[0][column], `${question}: ${run.csv}`);
    }
    const people = await bench.ask('who are our top customers?', { tables: [sales] });
    assert.deepEqual(people.questions.slice(0, 2), ['Top 10 customers by total revenue', 'Top 10 customers by total units']);
    const clicked = await bench.ask(people.questions[1], { tables: [sales] });
    assert.match(clicked.answer, /^Computed the total units by customer\\?_id, keeping the 10 highest/);
    // With a filter and a count, each reading keeps them, and each is answered as said.
    for (const [question, readings] of [
      ['who purchased the most in 2024?', ['Which customer has the highest total revenue in 2024?', 'Which customer has the highest total units in 2024?']],
      ['which products sell best in the North?', ['Top 10 products by total revenue for North', 'Top 10 products by total units for North']],
    ] as const) {
      const run = await bench.ask(question, { tables: [sales] });
      assert.match(run.answer, /I can.t answer/, question);
      assert.deepEqual(run.questions.slice(0, 2), readings, question);
      for (const reading of readings) assert.match((await bench.ask(reading, { tables: [sales] })).answer, /^Computed the total (revenue|units) by \w+\\?_?\w*, keeping the (highest one|10 highest), over the [\d,]+ of 3,001 rows/, reading);
    }
  });

  it('counts the rows with no value in a column, and asks when "no" could also mean 0', async () => {
    const staff = await bench.loadRows('staff', ['Employee ID', 'Team', 'Rating', 'Bonus'], [['E1', 'Red', '4.5', 0], ['E2', 'Blue', null, 1200], ['E3', 'Red', null, null], ['E4', null, '3.0', 500]]);
    const rated = await bench.ask('how many employees have no rating?', { tables: [staff] });
    assert.match(rated.answer, /^Computed .* where Rating is missing/, rated.answer.slice(0, 200));
    assert.equal(Number(Object.values(parseCsv(rated.csv ?? '')[0])[0]), 2);
    const team = await bench.ask('how many employees without a team?', { tables: [staff] });
    assert.equal(Number(Object.values(parseCsv(team.csv ?? '')[0])[0]), 1, team.answer.slice(0, 200));
    const bonus = await bench.ask('how many employees have no bonus?', { tables: [staff] });
    assert.match(bonus.answer, /I can.t answer.*could mean `Bonus` is missing or `Bonus` is 0/s, bonus.answer.slice(0, 300));
  });
});
