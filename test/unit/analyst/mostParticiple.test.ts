/**
 * "most/least <participle> <rows>" is a which-row question, never a total. On a generated bike
 * shop: its fleet (a key per bike, a model, `Number of Rentals`) answers "most rented bike" with
 * the bike of the highest count and "least rented bikes" with the ten lowest; its rentals log (a
 * row per rental) answers "most rented model" with the model of the most rows; the fleet's "most
 * rented model" (a total, an average or one bike per model) is asked. Expected figures are
 * computed here in plain JavaScript.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

const MODELS = ['Roadster', 'Trekker', 'Cargo', 'Folding', 'Tandem'];

/** 40 bikes with distinct rental counts (a permutation of 3..42). */
const fleet = Array.from({ length: 40 }, (_, i) => ({ id: `BK-${200 + i}`, model: MODELS[(i * 3) % MODELS.length], rentals: 3 + ((i * 17) % 40) }));

/** 300 rentals: models drawn unevenly from a fixed formula. */
const rentals = Array.from({ length: 300 }, (_, i) => ({ id: `R${10_000 + i}`, model: MODELS[Math.floor(((i * 7919) % 997) / 997 * 15) % 5 === 0 ? 2 : (i * 13) % 5], station: ['Quay', 'Park', 'Station'][i % 3] }));

describe('analyst: "most <participle> <rows>" picks a row or a label', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('bike_fleet', ['Bike ID', 'Model', 'Number of Rentals'], fleet.map((b): Cell[] => [b.id, b.model, b.rentals]), 'bike_fleet.csv');
    await bench.loadRows('bike_rentals', ['Rental ID', 'Bike Model', 'Station'], rentals.map((r): Cell[] => [r.id, r.model, r.station]), 'bike_rentals.csv');
  });

  const tableOf = (name: string) => bench.tables.filter((t) => t.table === name);

  it('answers "most rented bike" with the bike of the highest count, not the total', async () => {
    const run = await bench.ask('most rented bike', { tables: tableOf('bike_fleet') });
    assertAnswered(run, 'most rented bike');
    const top = [...fleet].sort((a, b) => b.rentals - a.rentals)[0];
    const [row] = parseCsv(run.csv ?? '');
    assert.equal(row['Bike ID'], top.id, run.csv);
    assert.equal(Number(row['Number of Rentals']), top.rentals);
    assert.doesNotMatch(run.answer, /total/);
  });

  it('answers "least rented bikes" with the ten lowest', async () => {
    const run = await bench.ask('least rented bikes', { tables: tableOf('bike_fleet') });
    assertAnswered(run, 'least rented bikes');
    const lowest = [...fleet].sort((a, b) => a.rentals - b.rentals).slice(0, 10).map((b) => b.id);
    assert.deepEqual(parseCsv(run.csv ?? '').map((row) => row['Bike ID']), lowest);
  });

  it('answers "most rented model" on the rentals log with the model of the most rows', async () => {
    const run = await bench.ask('most rented model', { tables: tableOf('bike_rentals') });
    assertAnswered(run, 'most rented model (log)');
    const counts = new Map<string, number>();
    for (const r of rentals) counts.set(r.model, (counts.get(r.model) ?? 0) + 1);
    const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const [row] = parseCsv(run.csv ?? '');
    assert.equal(row['Bike Model'], best, run.csv);
    assert.equal(Number(row.rows), n);
  });

  it('asks which figure ranks the models when a count column could add up or pick one bike', async () => {
    assertRefused(await bench.ask('most rented model', { tables: tableOf('bike_fleet') }), 'most rented model (fleet)');
  });
});

describe('analyst: "highest paid <person>" picks the person by the pay column', function () {
  this.timeout(120_000);
  // A ferry line's crew roster: one row per employee, a wage, a rank that repeats.
  const crew = Array.from({ length: 30 }, (_, i) => ({ id: `CR-${i + 1}`, name: `Sailor ${String.fromCharCode(65 + i)}`, rank: ['Deckhand', 'Mate', 'Engineer'][i % 3], wage: 28_000 + ((i * 7_919) % 31) * 900 }));
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('crew', ['Employee ID', 'Crew Name', 'Rank', 'Annual Wage'], crew.map((c): Cell[] => [c.id, c.name, c.rank, c.wage]), 'crew.csv');
  });

  for (const [question, dir] of [['highest paid employee', 'desc'], ['who is the lowest paid employee', 'asc']] as const) {
    it(`answers “${question}” with the person and the wage`, async () => {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      const sorted = [...crew].sort((a, b) => (dir === 'desc' ? b.wage - a.wage : a.wage - b.wage));
      assert.notEqual(sorted[0].wage, sorted[1].wage, 'no tie');
      const [row] = parseCsv(run.csv ?? '');
      assert.equal(row['Crew Name'], sorted[0].name, run.csv);
      assert.equal(Number(row['Annual Wage']), sorted[0].wage);
    });
  }

  it('asks how a rank is paid: its total, its average or its best paid member', async () => {
    assertRefused(await bench.ask('highest paid rank'), 'highest paid rank');
  });
});

describe('analyst: a participle never ranks by a price or a level that shares its stem', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    // Kayaks for hire: a price per hire and a rating, no count of hires.
    await bench.loadRows('kayaks', ['Kayak ID', 'Hull', 'Rental Price', 'Rating', 'Votes'], Array.from({ length: 12 }, (_, i): Cell[] => [`KY-${i + 1}`, ['Sit-on', 'Touring'][i % 2], 20 + ((i * 7) % 30), 3 + ((i * 3) % 20) / 10, 10 + ((i * 37) % 500)]), 'kayaks.csv');
    // Staff with a base salary and a bonus: "highest paid" may count the bonus.
    await bench.loadRows('staff', ['Employee ID', 'Team', 'Base Salary', 'Bonus'], Array.from({ length: 9 }, (_, i): Cell[] => [`S${i + 1}`, ['Ops', 'Sales', 'Data'][i % 3], 50_000 + ((i * 7) % 9) * 4_000, i === 4 ? 40_000 : 1_000 * i]), 'staff.csv');
  });
  const tableOf = (name: string) => bench.tables.filter((t) => t.table === name);

  for (const question of ['which is the most rented kayak', 'what is the most rated kayak']) {
    it(`asks on “${question}” rather than ranking by a price or a rating`, async () => {
      assertRefused(await bench.ask(question, { tables: tableOf('kayaks') }), question);
    });
  }

  it('asks on "highest paid employee" when a bonus sits beside the salary', async () => {
    const run = await bench.ask('highest paid employee', { tables: tableOf('staff') });
    assertRefused(run, 'highest paid employee');
    assert.match(run.answer, /Bonus/);
  });
});
