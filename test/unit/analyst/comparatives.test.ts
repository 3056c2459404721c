/**
 * Comparatives and adjectives for a measure, on generated files this project's probes never use:
 * "is a Collie heavier than a Beagle on average" compares the weight column's averages; "which
 * sex is lighter" compares the groups; "did guests ride longer" compares durations; "the heaviest
 * Poodle" is a row among the Poodles and "how heavy is the heaviest Poodle" its value; "took the
 * longest" is a time, where "the longest ride" could also be a distance and is asked. Every figure
 * is computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, parseCsv } from './harness';

interface Dog { id: string; breed: string; sex: string; weight: number; height: number }
interface Ride { id: string; rider: string; minutes: number; miles: number }

const BREEDS = ['Beagle', 'Collie', 'Poodle'];

function dogs(): Dog[] {
  return Array.from({ length: 36 }, (_, i) => ({
    id: `D${100 + i}`,
    breed: BREEDS[i % 3],
    sex: i % 4 < 2 ? 'M' : 'F',
    weight: Math.round((8 + (i % 3) * 9 + ((i * 7) % 11) * 0.7 + (i % 4 < 2 ? 2 : 0)) * 10) / 10,
    height: 30 + ((i * 13) % 37),
  }));
}

function rides(): Ride[] {
  // The longest ride by time is not the longest by distance.
  return Array.from({ length: 30 }, (_, i) => ({ id: `T${i + 1}`, rider: i % 3 === 0 ? 'guest' : 'subscriber', minutes: 4 + ((i * 29) % 83), miles: Math.round((1 + ((i * 11) % 17) * 0.6) * 100) / 100 }));
}

const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('analyst: comparatives and adjectives for a measure', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let kennelTable: AnalystTable;
  const kennel = dogs();
  const trips = rides();

  before(async () => {
    bench = await AnalystBench.create();
    kennelTable = await bench.loadRows('kennel', ['dog_id', 'breed', 'sex', 'weight_kg', 'height_cm'], kennel.map((d) => [d.id, d.breed, d.sex, d.weight, d.height]));
  });

  it('compares the column a comparative points to between two values or the groups of a "which"', async () => {
    const table = kennelTable;
    const averageOf = (key: keyof Dog, value: string): number => mean(kennel.filter((d) => d[key] === value).map((d) => d.weight));
    const pair = await bench.ask('is a Collie heavier than a Beagle on average?', { tables: [table] });
    answered(pair, 'pair');
    assert.match(pair.answer, /“heavier” compares the average `weight_kg`/);
    const got = new Map(parseCsv(pair.csv ?? '').map((row) => [row.breed, Number(row.average_weight_kg)]));
    assert.deepEqual([...got.keys()].sort(), ['Beagle', 'Collie']);
    for (const breed of ['Beagle', 'Collie']) assert.ok(Math.abs((got.get(breed) ?? NaN) - averageOf('breed', breed)) < 1e-6, breed);

    // A column whose rows do not add up is compared by its average even when "on average" is not said.
    const sexes = await bench.ask('which sex is lighter?', { tables: [table] });
    answered(sexes, 'sexes');
    const rows = parseCsv(sexes.csv ?? '');
    assert.equal(rows.length, 2);
    for (const row of rows) assert.ok(Math.abs(Number(row.average_weight_kg) - averageOf('sex', row.sex)) < 1e-6, row.sex);

    // A condition with a number stays a condition.
    const count = await bench.ask('how many dogs are heavier than 20 kg?', { tables: [table] });
    answered(count, 'count');
    assert.equal(Number(parseCsv(count.csv ?? '')[0].rows), kennel.filter((d) => d.weight > 20).length);

    // One side only, or an adjective with no column behind it: asked, never answered.
    refused(await bench.ask('is a Collie heavier on average?', { tables: [table] }), 'one side');
    refused(await bench.ask('is a Collie faster than a Beagle?', { tables: [table] }), 'faster');
    // "taller" points to the height column, compared as "heavier" compares the weights.
    const taller = await bench.ask('is a Collie taller than a Beagle?', { tables: [table] });
    answered(taller, 'taller');
    const heights = new Map(parseCsv(taller.csv ?? '').map((row) => [row.breed, Number(row.average_height_cm)]));
    for (const breed of ['Beagle', 'Collie']) assert.ok(Math.abs((heights.get(breed) ?? NaN) - mean(kennel.filter((d) => d.breed === breed).map((d) => d.height))) < 1e-6, breed);
  });

  it('asks whether a comparative of a column that adds up compares totals or averages', async () => {
    const table = await bench.loadRows('rain', ['station', 'precipitation_mm'], Array.from({ length: 12 }, (_, i) => [i % 3 ? 'Hill' : 'Coast', (i * 7) % 13]));
    const run = await bench.ask('is the Coast wetter than the Hill?', { tables: [table] });
    refused(run, 'wetter');
    assert.match(run.answer, /total or the average `precipitation_mm`/);
    const averaged = await bench.ask('is the Coast wetter than the Hill on average?', { tables: [table] });
    answered(averaged, 'wetter on average');
  });

  it('picks the row among the rows a value names, and gives the value when asked "how heavy"', async () => {
    const table = kennelTable;
    const poodles = kennel.filter((d) => d.breed === 'Poodle');
    const heaviest = Math.max(...poodles.map((d) => d.weight));
    for (const question of ['the heaviest Poodle', 'which Poodle is the heaviest?']) {
      const run = await bench.ask(question, { tables: [table] });
      answered(run, question);
      const rows = parseCsv(run.csv ?? '');
      assert.ok(rows.length >= 1 && rows.every((row) => row.breed === 'Poodle' && Number(row.weight_kg) === heaviest), `${question}: ${run.csv}`);
    }
    const value = await bench.ask('how heavy is the heaviest Poodle?', { tables: [table] });
    answered(value, 'how heavy');
    assert.equal(Number(Object.values(parseCsv(value.csv ?? '')[0])[0]), heaviest);
    const lightest = await bench.ask('how much does the lightest dog weigh?', { tables: [table] });
    answered(lightest, 'lightest');
    assert.equal(Number(Object.values(parseCsv(lightest.csv ?? '')[0])[0]), Math.min(...kennel.map((d) => d.weight)));
    // A superlative with a named column over all rows is its extreme, never its average.
    const extreme = await bench.ask('the heaviest weight', { tables: [table] });
    answered(extreme, 'heaviest weight');
    assert.equal(Number(Object.values(parseCsv(extreme.csv ?? '')[0])[0]), Math.max(...kennel.map((d) => d.weight)));
    // "which sex has the heaviest dog": the group of the one heaviest row; "the heaviest dogs" are its dogs on average.
    const holder = await bench.ask('which sex has the heaviest dog?', { tables: [table] });
    answered(holder, 'holder');
    const top = [...kennel].sort((a, b) => b.weight - a.weight)[0];
    assert.deepEqual(parseCsv(holder.csv ?? '').map((row) => [row.sex, Number(Object.values(row)[1])]), [[top.sex, top.weight]]);
    const dogsOf = await bench.ask('which sex has the heaviest dogs?', { tables: [table] });
    answered(dogsOf, 'heaviest dogs');
    assert.match(dogsOf.answer, /^Computed the average weight_kg by sex/);
    // Another measure asked of the heaviest dog is not the weight.
    refused(await bench.ask('how tall is the heaviest dog?', { tables: [table] }), 'how tall');
  });

  it('reads "took the longest" and "ride longer" as time, and still asks "the longest ride"', async () => {
    const table = await bench.loadRows('rides', ['ride_id', 'rider_type', 'duration_min', 'distance_mi'], trips.map((r) => [r.id, r.rider, r.minutes, r.miles]));
    const byTime = [...trips].sort((a, b) => b.minutes - a.minutes);
    const took = await bench.ask('which ride took the longest?', { tables: [table] });
    answered(took, 'took');
    assert.equal(parseCsv(took.csv ?? '')[0].ride_id, byTime[0].id);
    const lasted = await bench.ask('which ride lasted the shortest?', { tables: [table] });
    answered(lasted, 'lasted');
    assert.equal(parseCsv(lasted.csv ?? '')[0].ride_id, byTime[byTime.length - 1].id);
    const longest = await bench.ask('what was the longest ride?', { tables: [table] });
    refused(longest, 'longest');
    assert.match(longest.answer, /`duration_min` or `distance_mi`/);

    const compared = await bench.ask('did guests ride longer than subscribers on average?', { tables: [table] });
    answered(compared, 'ride longer');
    const got = new Map(parseCsv(compared.csv ?? '').map((row) => [row.rider_type, Number(row.average_duration_min)]));
    for (const rider of ['guest', 'subscriber']) assert.ok(Math.abs((got.get(rider) ?? NaN) - mean(trips.filter((r) => r.rider === rider).map((r) => r.minutes))) < 1e-6, rider);

    // Only a distance: "took the longest" asks for a time that is not there.
    const hikes = await bench.loadRows('hikes', ['hike_id', 'trail', 'length_km'], trips.map((r, i) => [`H${i}`, r.rider === 'guest' ? 'Ridge' : 'Lake', r.miles]));
    const noTime = await bench.ask('which hike took the longest?', { tables: [hikes] });
    refused(noTime, 'no time column');
    assert.match(noTime.answer, /length of time/);
  });

  it('compares "better" and "worse" of a column that says which way is better, and asks of a price', async () => {
    const cars = [['A1', 'Germany', 30, 30000, 5], ['A2', 'Germany', 26, 42000, 9], ['B1', 'France', 35, 21000, 2], ['B2', 'France', 33, 19000, 4], ['C1', 'Italy', 22, 50000, 12]] as const;
    const table = await bench.loadRows('cars', ['model', 'origin', 'mpg', 'price_usd', 'delay_days'], cars);
    const averageOf = (origin: string, column: 2 | 4): number => mean(cars.filter((c) => c[1] === origin).map((c) => c[column]));
    const mpg = await bench.ask('did german cars get better mpg than french ones on average?', { tables: [table] });
    answered(mpg, 'better mpg');
    assert.deepEqual(parseCsv(mpg.csv ?? '').map((row) => [row.origin, Number(row.average_mpg)]), [['France', averageOf('France', 2)], ['Germany', averageOf('Germany', 2)]]);
    assert.match(mpg.answer, /where higher is better/);
    const delay = await bench.ask('which origin has worse delay days on average?', { tables: [table] });
    answered(delay, 'worse delay');
    assert.match(delay.answer, /where higher is worse/);
    assert.equal(parseCsv(delay.csv ?? '').length, 3);
    // A price is better low to a buyer and high to a seller.
    refused(await bench.ask('which origin has better price usd on average?', { tables: [table] }), 'better price');
  });

  it('reads the event a date column dates as the rows ("the most recent dispatch")', async () => {
    const table = await bench.loadRows('parcels', ['tracking_no', 'courier', 'Dispatch Date', 'mass_g'], [['P1', 'Swift', '2024-02-03', 1200], ['P2', 'Atlas', '2024-05-09', 800], ['P3', 'Swift', '2023-12-30', 2500], ['P4', 'Atlas', '2024-03-15', 400]]);
    for (const [question, id] of [['the most recent dispatch', 'P2'], ['the earliest dispatch', 'P3'], ['the heaviest parcel', 'P3']]) {
      const run = await bench.ask(question, { tables: [table] });
      answered(run, question);
      assert.equal(parseCsv(run.csv ?? '')[0].tracking_no, id, question);
    }
  });

  it('compares years of a numeric year column side by side, ranks "which year", and never correlates a column with itself', async () => {
    const nations = ['Aland', 'Borea', 'Cantor'].flatMap((nation, n) => [1990, 1995, 2000].map((year, y) => ({ nation, year, lifespan: 50 + n * 7 + y * (3 - n) + (n === 1 && y === 1 ? 9 : 0) })));
    const table = await bench.loadRows('nations', ['nation', 'year', 'life_expect', 'pop'], nations.map((r) => [r.nation, r.year, r.lifespan, 1000 + r.year]));
    const averageIn = (year: number): number => mean(nations.filter((r) => r.year === year).map((r) => r.lifespan));
    // "life expectancy" is two mentions of life_expect: no correlation of the column with itself.
    const versus = await bench.ask('average life expectancy 1990 vs 2000', { tables: [table] });
    answered(versus, 'versus');
    assert.doesNotMatch(versus.answer, /correlation/);
    assert.deepEqual(parseCsv(versus.csv ?? '').map((row) => [Number(row.year), Number(row.average_life_expect)]).sort((a, b) => a[0] - b[0]), [[1990, averageIn(1990)], [2000, averageIn(2000)]]);
    // Years not set against each other still ask.
    refused(await bench.ask('average life expectancy 1990 2000', { tables: [table] }), 'two years');
    const best = await bench.ask('which year had the highest average life expectancy?', { tables: [table] });
    answered(best, 'which year');
    const years = [1990, 1995, 2000].sort((a, b) => averageIn(b) - averageIn(a));
    assert.equal(Number(parseCsv(best.csv ?? '')[0].year), years[0]);
  });

  it('takes the column of a superlative that the question names by its other words', async () => {
    const films = [['Alpha', 71, 80, 1000, 5000], ['Beta', 88, 60, 3000, 2000], ['Gamma', 55, 95, 2500, 9000], ['Delta', 64, 70, 800, 100]] as const;
    const table = await bench.loadRows('films', ['Film', 'Critic Score', 'Audience Score', 'Domestic Gross', 'Overseas Gross'], films);
    const top = (column: number): string => [...films].sort((a, b) => Number(b[column]) - Number(a[column]))[0][0];
    const critics = await bench.ask('highest rated film with critics', { tables: [table] });
    answered(critics, 'critics');
    assert.equal(parseCsv(critics.csv ?? '')[0].Film, top(1));
    const overseas = await bench.ask('top grossing film overseas', { tables: [table] });
    answered(overseas, 'overseas');
    assert.equal(parseCsv(overseas.csv ?? '')[0].Film, top(4));
    refused(await bench.ask('highest rated film', { tables: [table] }), 'two ratings');
  });
});
