/**
 * Classes found by probe 21's first run, each on files of my own (no probe's data):
 * - a coffee roaster's wholesale lines: `Customer` holds The Corner Cup and Corner House Deli ("the
 *   corner" is asked; "corner house", "the corner cup" and "the kettle" (The Kettle Room) answer);
 *   "beans" beside `Qty Ordered` names no column; "orders" beside `Bags Ordered` is asked;
 * - a taxi firm's log: a blank `Discount` written "15%" where given is asked for an average;
 * - a haulier's aggregate loads: `Volume` written "12.5 m³" is a number, "over 20 m3" bounds it,
 *   and "a top speed under 50" (`Top Speed`) asks no maximum; "top 2 drivers" names no column;
 *   "loads" beside the one money column `Load Value` are the rows ("how many loads by driver"), while
 *   "biggest load" and "total load value" are of the money; "rehomings" beside a `Rehoming Fee`
 *   blank where no animal was rehomed are not the rows;
 * - a cattery's stays: `Pets` holds Cats and Kittens ("cats were with kittens" asked), `Head` counts
 *   the animals of each stay ("how many cats" asked), `Visit` holds its kinds ("how many visits" asked);
 *   `Arrived` before `Departed` dates each stay by its arrival;
 * - a valeter's ratings written "4/5" are scores out of five; a `Visit Day` written "4/5" is not;
 * - a valeter's till: "total takings" beside a `Price`, a `Paid` and a `Tip` is the total `Paid`;
 * - a valeter's jobs: "polishing" beside Polishing and Wash & Polish is asked;
 * - a timber merchant's buys: "total spent on planks" beside a count of `Planks` and an `Invoice Value` is asked;
 * - a boatyard's lifts: `Boat` holds Blue Heron and Blue Heron II ("blue heron" asked, "only blue heron" answers).
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);

const CUSTOMERS = ['The Corner Cup', 'Corner House Deli', 'Hilltop Cafe', 'The Kettle Room'];
const lines = Array.from({ length: 36 }, (_, i) => ({ customer: CUSTOMERS[i % 4], day: `2024-0${1 + (i % 6)}-${String(1 + i).padStart(2, '0')}`, bags: 1 + (i % 5), total: 20 + (i * 7) % 40 }));

const rides = Array.from({ length: 40 }, (_, i) => ({ ref: `R${100 + i}`, fare: 8 + (i % 9), discount: i % 4 === 0 ? '15%' : '' }));

const loads = Array.from({ length: 30 }, (_, i) => ({ ticket: `T${500 + i}`, driver: ['Ann', 'Bo', 'Cy'][i % 3], volume: 10 + ((i * 3.5) % 18), speed: 40 + (i * 3) % 25 }));

const PETS = ['Cats', 'Kittens', 'Dogs'];
const stays = Array.from({ length: 45 }, (_, i) => ({
  arrived: `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
  nights: 1 + (i % 4),
  pets: PETS[i % 3],
  head: 1 + (i % 3),
  visit: ['Boarding', 'Day Care', 'Grooming'][(i * 2) % 3],
  fee: 30 + (i % 5) * 10,
  status: i % 9 === 0 ? 'Cancelled' : 'Done',
  miles: 2 + ((i * 7) % 25),
}));
const departed = (s: (typeof stays)[number]): string => {
  const d = new Date(`${s.arrived}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + s.nights + 20);
  return d.toISOString().slice(0, 10);
};

const lifts = Array.from({ length: 20 }, (_, i) => ({ boat: ['Blue Heron', 'Blue Heron II', 'Kestrel'][i % 3], charge: 100 + i * 15 }));

describe('analyst: classes found by probe 21, on files of my own', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_roaster', ['Date', 'Customer', 'Bags Ordered', 'Line Total'], lines.map((r): Cell[] => [r.day, r.customer, r.bags, r.total]), 'roaster_lines.csv');
    await bench.ingestRows('t_rides', ['Ride', 'Fare', 'Discount'], rides.map((r): Cell[] => [r.ref, r.fare, r.discount]), 'taxi_rides.csv');
    await bench.ingestRows('t_loads', ['Ticket', 'Driver', 'Volume', 'Top Speed', 'Load Value'], loads.map((r): Cell[] => [r.ticket, r.driver, `${r.volume} m³`, r.speed, `£${(r.volume * 30).toFixed(2)}`]), 'aggregate_loads.csv');
    await bench.ingestRows('t_stays', ['Arrived', 'Departed', 'Pets', 'Head', 'Visit', 'Fee', 'Status', 'Mileage'], stays.map((r): Cell[] => [r.arrived, departed(r), r.pets, r.head, r.visit, r.fee, r.status, `${r.miles} mi`]), 'cattery_stays.csv');
    await bench.ingestRows('t_timber', ['Supplier', 'Planks', 'Invoice Value'], lifts.map((r, i): Cell[] => [r.boat, 10 + i, `£${r.charge}.00`]), 'timber_buys.csv');
    await bench.ingestRows('t_ratings', ['Valeter', 'Rating', 'Visit Day'], rides.map((_, i): Cell[] => [['Kim', 'Lee'][i % 2], i % 3 === 0 ? '' : `${1 + (i % 5)}/5`, `${1 + (i % 9)}/5`]), 'valet_ratings.csv');
    await bench.ingestRows('t_rescue', ['Species', 'Outcome', 'Rehoming Fee'], lifts.map((_, i): Cell[] => [['Cat', 'Dog'][i % 2], i % 3 === 0 ? 'Returned' : 'Rehomed', i % 3 === 0 ? '' : `£${50 + i}.00`]), 'rescue_outcomes.csv');
    await bench.loadRows('t_spend', ['Category', 'Price'], lifts.map((r, i): Cell[] => [['Fuel', 'Travel'][i % 2], r.charge]), 'van_costs.csv');
    await bench.ingestRows('t_rated', ['Product', 'Rated On'], lifts.map((_, i): Cell[] => ['Kettle', `${10 + i}/5`]), 'rated_on.csv');
    await bench.ingestRows('t_kinds', ['Type', 'Value'], lifts.map((r, i): Cell[] => [['Orders', 'Returns'][i % 2], r.charge]), 'order_kinds.csv');
    await bench.ingestRows('t_cabs', ['Ride', 'Fare Amount'], rides.map((r): Cell[] => [r.ref, `£${r.fare}.00`]), 'cab_fares.csv');
    await bench.ingestRows('t_till', ['Sale', 'Price', 'Paid', 'Tip'], rides.map((r, i): Cell[] => [r.ref, `£${r.fare}.00`, `£${r.fare - (i % 3)}.00`, i % 4 === 0 ? '£2.00' : '']), 'valet_till.csv');
    await bench.loadRows('t_groom', ['Job', 'Fee'], lifts.map((r, i): Cell[] => [['Polishing', 'Wash & Polish', 'Valet'][i % 3], r.charge]), 'groom_jobs.csv');
    await bench.loadRows('t_visits', ['Patient', 'Status'], lifts.map((_, i): Cell[] => [`P${i}`, i % 4 === 0 ? 'Did Not Attend' : 'Attended']), 'clinic_visits.csv');
    await bench.loadRows('t_lifts', ['Boat', 'Charge'], lifts.map((r): Cell[] => [r.boat, r.charge]), 'boatyard_lifts.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  it('reads a score written out of five as its number, but not a day written so', async () => {
    const run = await bench.ask('avg rating', on('valet_ratings.csv'));
    answered(run, 'avg rating');
    const scores = rides.map((_, i) => (i % 3 === 0 ? null : 1 + (i % 5))).filter((x): x is number => x !== null);
    assert.ok(Math.abs(firstFigure(run) - sum(scores) / scores.length) < 0.01, run.answer.slice(0, 300));
    const day = await bench.ask('avg visit day', on('valet_ratings.csv'));
    refused(day, 'avg visit day');
  });

  it('asks what was spent when the thing it was spent on names a count, not money', async () => {
    const run = await bench.ask('total spent on planks', on('timber_buys.csv'));
    refused(run, 'spent on planks');
    assert.match(run.answer, /asks for money, and `Planks` holds none/, run.answer.slice(0, 300));
  });

  it('answers money spent on a value with a plain price, never reads a day out of five, and keeps per as a rate', async () => {
    const fuel = await bench.ask('how much was spent on fuel', on('van_costs.csv'));
    answered(fuel, 'spent on fuel');
    assert.equal(firstFigure(fuel), sum(lifts.filter((_, i) => i % 2 === 0).map((r) => r.charge)), fuel.answer.slice(0, 300));
    refused(await bench.ask('avg rated on', on('rated_on.csv')), 'avg rated on');
    const per = await bench.ask('total value per return', on('order_kinds.csv'));
    assert.doesNotMatch(per.answer, /Type = Returns/, per.answer.slice(0, 300));
  });

  it('asks whether a word names its value alone or another value holding it in another form', async () => {
    const run = await bench.ask('how many polishing jobs', on('groom_jobs.csv'));
    refused(run, 'polishing jobs');
    assert.match(run.answer, /Polishing alone, or Wash \\?& Polish too/, run.answer.slice(0, 300));
    const attended = await bench.ask('how many attended', on('clinic_visits.csv'));
    answered(attended, 'how many attended');
    assert.equal(firstFigure(attended), 15, attended.answer.slice(0, 300));
    const only = await bench.ask('total fee for only polishing', on('groom_jobs.csv'));
    answered(only, 'only polishing');
    assert.equal(firstFigure(only), sum(lifts.filter((_, i) => i % 3 === 0).map((r) => r.charge)), only.answer.slice(0, 300));
  });

  it('asks whether a name is the one with a number after it too', async () => {
    const run = await bench.ask('how much did blue heron pay', on('boatyard_lifts.csv'));
    refused(run, 'blue heron');
    assert.match(run.answer, /Blue Heron or Blue Heron II/, run.answer.slice(0, 300));
    const both = await bench.ask('total charge for blue heron and blue heron ii', on('boatyard_lifts.csv'));
    answered(both, 'both herons');
    assert.equal(firstFigure(both), sum(lifts.filter((r) => r.boat.startsWith('Blue Heron')).map((r) => r.charge)), both.answer.slice(0, 300));
    for (const [question, boat] of [['how much did only blue heron pay', 'Blue Heron'], ['how much did blue heron ii pay', 'Blue Heron II']]) {
      const named = await bench.ask(question, on('boatyard_lifts.csv'));
      answered(named, question);
      assert.equal(firstFigure(named), sum(lifts.filter((r) => r.boat === boat).map((r) => r.charge)), named.answer.slice(0, 300));
    }
  });

  it('asks about a word that is a later word of another name', async () => {
    const run = await bench.ask('how much did the corner spend', on('roaster_lines.csv'));
    refused(run, 'the corner');
    assert.match(run.answer, /Corner House Deli/, run.answer.slice(0, 300));
    assert.match(run.answer, /The Corner Cup/, run.answer.slice(0, 300));
  });

  it('answers a name said on to its next word, and a name starting with The said without it', async () => {
    const house = await bench.ask('total line total for corner house', on('roaster_lines.csv'));
    answered(house, 'corner house');
    assert.equal(firstFigure(house), sum(lines.filter((r) => r.customer === 'Corner House Deli').map((r) => r.total)));
    const kettle = await bench.ask('total line total for the kettle', on('roaster_lines.csv'));
    answered(kettle, 'the kettle');
    assert.equal(firstFigure(kettle), sum(lines.filter((r) => r.customer === 'The Kettle Room').map((r) => r.total)));
    const cup = await bench.ask('total line total for the corner cup', on('roaster_lines.csv'));
    answered(cup, 'the corner cup');
    assert.equal(firstFigure(cup), sum(lines.filter((r) => r.customer === 'The Corner Cup').map((r) => r.total)));
  });

  it('asks whether orders are the rows or the bags ordered', async () => {
    for (const question of ['orders per customer', 'how many orders did we get']) {
      const run = await bench.ask(question, on('roaster_lines.csv'));
      refused(run, question);
      assert.match(run.answer, /“orders” could be the orders themselves/, run.answer.slice(0, 300));
    }
    const bags = await bench.ask('total bags ordered', on('roaster_lines.csv'));
    assert.equal(firstFigure(bags), sum(lines.map((r) => r.bags)));
  });

  it('asks for the average of a discount written as a percent on some rows only', async () => {
    const run = await bench.ask('avg discount', on('taxi_rides.csv'));
    refused(run, 'avg discount');
    assert.match(run.answer, /`Discount` is blank on 30 of the rows kept/, run.answer.slice(0, 300));
    const given = await bench.ask('avg discount of rows with a discount', on('taxi_rides.csv'));
    answered(given, 'with a discount');
    assert.equal(firstFigure(given), 15);
  });

  it('reads cubic metres, bounds them, and reads no maximum in a column name', async () => {
    const total = await bench.ask('total volume', on('aggregate_loads.csv'));
    answered(total, 'total volume');
    assert.ok(Math.abs(firstFigure(total) - sum(loads.map((r) => r.volume))) < 1e-6, total.answer.slice(0, 300));
    const over = await bench.ask('how many rows with volume over 20 m3', on('aggregate_loads.csv'));
    answered(over, 'over 20 m3');
    assert.equal(firstFigure(over), loads.filter((r) => r.volume > 20).length);
    const slow = await bench.ask('how many tickets with a top speed under 50', on('aggregate_loads.csv'));
    answered(slow, 'top speed under 50');
    assert.equal(firstFigure(slow), loads.filter((r) => r.speed < 50).length, slow.answer.slice(0, 300));
    const top = await bench.ask('top 2 drivers by volume', on('aggregate_loads.csv'));
    answered(top, 'top 2 drivers');
    assert.match(top.answer, /total Volume by Driver, keeping the 2 highest/, top.answer.slice(0, 300));
  });

  it('counts the loads a money column is named for, and ranks by the money', async () => {
    const byDriver = await bench.ask('loads by driver', on('aggregate_loads.csv'));
    answered(byDriver, 'loads by driver');
    assert.match(byDriver.answer, /number of rows by Driver/, byDriver.answer.slice(0, 300));
    const fast = await bench.ask('how many loads for bo', on('aggregate_loads.csv'));
    answered(fast, 'how many loads for bo');
    assert.equal(firstFigure(fast), loads.filter((r) => r.driver === 'Bo').length, fast.answer.slice(0, 300));
    const biggest = await bench.ask('biggest load', on('aggregate_loads.csv'));
    answered(biggest, 'biggest load');
    assert.match(biggest.answer, /by Load Value, highest first/, biggest.answer.slice(0, 300));
  });

  it('reads takings as the one money column that says it was paid, beside a price and a tip', async () => {
    const run = await bench.ask('total takings', on('valet_till.csv'));
    answered(run, 'total takings');
    assert.equal(firstFigure(run), sum(rides.map((r, i) => r.fare - (i % 3))), run.answer.slice(0, 300));
  });

  it('adds up the money a noun of money names: total fares beside a Fare Amount', async () => {
    const run = await bench.ask('total fares', on('cab_fares.csv'));
    answered(run, 'total fares');
    assert.equal(firstFigure(run), sum(rides.map((r) => r.fare)), run.answer.slice(0, 300));
  });

  it('never reads the noun of a money column written on some rows only as the rows', async () => {
    const run = await bench.ask('rehomings by species', on('rescue_outcomes.csv'));
    refused(run, 'rehomings by species');
  });

  it('asks about two values joined by neither and nor or, and about things counted by a head column', async () => {
    const joined = await bench.ask('how many cats were with kittens', on('cattery_stays.csv'));
    refused(joined, 'cats were with kittens');
    assert.match(joined.answer, /joined by neither “and” nor “or”/, joined.answer.slice(0, 300));
    const cats = await bench.ask('how many cats did we board', on('cattery_stays.csv'));
    refused(cats, 'how many cats');
    assert.match(cats.answer, /total `Head`/, cats.answer.slice(0, 300));
    const head = await bench.ask('total head of cats', on('cattery_stays.csv'));
    assert.equal(firstFigure(head), sum(stays.filter((s) => s.pets === 'Cats').map((s) => s.head)));
  });

  it('asks whether visits are the rows or the kinds of visit', async () => {
    for (const question of ['how many visits were cancelled', 'visits over 10 mi']) {
      const run = await bench.ask(question, on('cattery_stays.csv'));
      refused(run, question);
      assert.match(run.answer, /`Visit` holds the kinds of visit/, run.answer.slice(0, 300));
    }
  });

  it('dates a stay by its arrival, the first of its two dates', async () => {
    const run = await bench.ask('total fee by month', on('cattery_stays.csv'));
    answered(run, 'fee by month');
    assert.match(run.answer, /per month of Arrived/, run.answer.slice(0, 300));
  });
});
