/**
 * Everyday nouns, verbs and filler words, on files of our own with other names than the probes':
 * "rides" for the rows of taxi trips, "pay"/"cost" for the one price column, "weigh" for a weight,
 * "region" for the one text column of sightings_by_region.csv, "peak" for the highest level and
 * when it was, and filler ("live in", "no carrier recorded", "among", "went from"). Where two
 * columns could be meant, or a word counts something else ("how many riders"), it still refuses.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const TAXI = {
  header: ['trip_id', 'pickup_time', 'rider_type', 'car_type', 'pickup_zone', 'dropoff_zone', 'distance_mi', 'price_usd'],
  rows: [
    [501, '2021-03-01 08:10:00', 'Regular', 'electric', 'Airport', 'Downtown', 12.5, 34.00],
    [502, '2021-03-02 09:00:00', 'Visitor', 'petrol', 'Airport', 'Downtown', 13.0, 41.50],
    [503, '2021-05-07 18:30:00', 'Visitor', 'electric', 'Downtown', 'Harbour', 3.2, 12.25],
    [504, '2022-01-11 07:45:00', 'Regular', 'petrol', 'Harbour', 'Airport', 15.8, 28.00],
    [505, '2022-02-14 22:05:00', 'Visitor', 'petrol', 'Downtown', 'Airport', 12.9, 39.75],
    [506, '2022-06-30 12:00:00', 'Regular', 'electric', 'Harbour', 'Downtown', 3.5, 9.50],
  ],
};

const SIGHTINGS = {
  header: ['label', 'month', 'sightings', 'rate_per_km'],
  rows: [
    ['North Coast', '2020-01-01', 12, 0.4],
    ['North Coast', '2020-02-01', 30, 1.1],
    ['Inland Hills', '2020-01-01', 5, 0.2],
    ['Inland Hills', '2020-02-01', 9, 0.3],
    ['Delta', '2020-01-01', 40, 2.5],
    ['Delta', '2020-02-01', 22, 1.4],
  ],
};

const PARCELS = {
  header: ['parcel_id', 'carrier', 'depot', 'weight_kg', 'cost_eur', 'sent_on'],
  rows: [
    ['P1', 'UPS', 'Leeds', 2.5, 8.10, '2023-04-01'],
    ['P2', 'DHL', 'Leeds', 4.2, 12.40, '2023-04-02'],
    ['P3', 'UPS', 'York', 0.8, 4.20, '2023-04-02'],
    ['P4', null, 'York', 6.1, 15.00, '2023-04-03'],
    ['P5', 'DHL', 'Hull', 1.9, 7.30, '2023-04-05'],
    ['P6', 'UPS', 'Hull', 3.3, 9.90, '2023-04-06'],
  ],
};

const LEVELS = {
  header: ['reservoir', 'reading_date', 'level_pct'],
  rows: [
    ['Lake Amber', '2019-01-01', 61.5],
    ['Lake Amber', '2019-02-01', 74.0],
    ['Lake Amber', '2019-03-01', 68.2],
    ['Stone Dam', '2019-01-01', 80.1],
    ['Stone Dam', '2019-02-01', 77.3],
    ['Stone Dam', '2019-03-01', 90.4],
  ],
};

describe('analyst: everyday nouns, verbs and filler words', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const loaded = new Map<string, AnalystTable>();
  before(async () => {
    bench = await AnalystBench.create();
    for (const [name, data] of [['taxi_trips.csv', TAXI], ['sightings_by_region.csv', SIGHTINGS], ['parcels.csv', PARCELS], ['reservoir_levels.csv', LEVELS]] as const) {
      loaded.set(name, await bench.loadRows(name.replace(/\W/g, '_'), data.header, data.rows, name));
    }
  });

  const table = (name: string): AnalystTable => {
    const found = loaded.get(name);
    assert.ok(found, name);
    return found;
  };
  /** The first cell of the answer's table, after checking it says what it computed. */
  const value = async (file: string, question: string): Promise<string> => {
    const run = await bench.ask(question, { tables: [table(file)] });
    assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
    const rows = parseCsv(run.csv ?? '');
    return Object.values(rows[0] ?? {})[0] ?? '';
  };
  const rows = async (file: string, question: string): Promise<Array<Record<string, string>>> => {
    const run = await bench.ask(question, { tables: [table(file)] });
    assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
    return parseCsv(run.csv ?? '');
  };
  const near = (got: string, want: number): void => assert.ok(Math.abs(Number(got) - want) < 1e-6, `${got} is not ${want}`);
  const refused = async (file: string, question: string, why?: RegExp): Promise<void> => {
    const run = await bench.ask(question, { tables: [table(file)] });
    assert.match(run.answer, /^I can’t answer/, `${question} must be refused: ${run.answer.slice(0, 300)}`);
    if (why) assert.match(run.answer, why, question);
  };

  it('reads "rides" as the rows of a file of trips, and the people of a value as its rows', async () => {
    assert.equal(await value('taxi_trips.csv', 'how many rides did visitors take?'), '3');
    near(await value('taxi_trips.csv', 'average price for regular riders'), (34 + 28 + 9.5) / 3);
    near(await value('taxi_trips.csv', 'what percentage of trips were by visitor riders?'), 50);
    assert.equal((await rows('taxi_trips.csv', 'most expensive ride'))[0].trip_id, '502');
    // The riders themselves are not the trips: counting them has no column here.
    await refused('taxi_trips.csv', 'how many riders are there?');
    await refused('taxi_trips.csv', 'how many visitor riders?', /not the rows/);
    // Nor are the people of a value, or the things a kind column names ("electric cars" of car_type).
    await refused('taxi_trips.csv', 'how many visitors are there?', /not the rows/);
    await refused('taxi_trips.csv', 'how many electric cars are there?', /“cars” are not the rows/);
  });

  it('reads "pay" and "cost" as the one price column, and asks when there are two', async () => {
    assert.equal(await value('taxi_trips.csv', 'how many rides cost over $30?'), '3');
    near(await value('taxi_trips.csv', 'how much did visitors pay in total?'), 41.5 + 12.25 + 39.75);
    near(await value('taxi_trips.csv', 'total price revenue'), 34 + 41.5 + 12.25 + 28 + 39.75 + 9.5);
    await refused('taxi_trips.csv', 'why do visitors pay more?', /cause/);
    // A price and a tip: "pay" could be either, or both.
    // A unit price beside a quantity: what was paid is their product, which no column holds.
    const basket = await bench.loadRows('basket', ['order_no', 'shopper', 'unit_price', 'quantity'], [['A1', 'Kim', 2.5, 4], ['A2', 'Lee', 10, 1]], 'basket_lines.csv');
    assert.match((await bench.ask('how much did Kim pay in total?', { tables: [basket] })).answer, /^I can’t answer.*“pay”/);
    const withTip = await bench.loadRows('tipped', [...TAXI.header, 'tip_usd'], TAXI.rows.map((row) => [...row, 2]), 'cab_rides.csv');
    const run = await bench.ask('how much did visitors pay in total?', { tables: [withTip] });
    assert.match(run.answer, /^I can’t answer.*“pay”/);
  });

  it('places verbs of going and covering a distance, and "e-" for electric', async () => {
    assert.equal(await value('taxi_trips.csv', 'how many journeys went from Airport to Downtown?'), '2');
    near(await value('taxi_trips.csv', 'total distance driven in 2021'), 12.5 + 13 + 3.2);
    assert.equal((await rows('taxi_trips.csv', 'which trip covered the longest distance?'))[0].trip_id, '504');
    near(await value('taxi_trips.csv', 'average price on e-cars'), (34 + 12.25 + 9.5) / 3);
    await refused('taxi_trips.csv', 'average price of e-mail bookings');
    // "drove" with no distance named, and a verb before no value, still refuse.
    await refused('taxi_trips.csv', 'how many rides went downhill?');
  });

  it('reads verbs of the rows happening, the span of the data, and where a trip started or ended', async () => {
    assert.equal(await value('taxi_trips.csv', 'how many trips happened in 2022?'), '3');
    assert.equal(await value('taxi_trips.csv', 'how many rides took place in 2021?'), '3');
    assert.equal(await value('taxi_trips.csv', 'how many rides started at Airport?'), '2');
    assert.equal(await value('taxi_trips.csv', 'how many trips ended at Downtown?'), '3');
    assert.equal((await rows('taxi_trips.csv', 'when does the data start?'))[0].trip_id, '501');
    assert.equal((await rows('taxi_trips.csv', 'when does the data end?'))[0].trip_id, '506');
    const span = (await rows('taxi_trips.csv', 'what date range does the data cover?'))[0];
    assert.match(span.min, /^2021-03-01/);
    assert.match(span.max, /^2022-06-30/);
    // Two date columns: which one the data "starts" by is not said.
    const twoDates = await bench.loadRows('two_dates', ['id', 'opened', 'closed'], [[1, '2020-01-01', '2020-02-01'], [2, '2020-03-01', '2020-05-01']], 'cases.csv');
    assert.match((await bench.ask('when does the data start?', { tables: [twoDates] })).answer, /^I can’t answer/);
    // Other words for the rows: a game is a match.
    const games = await bench.loadRows('games', ['white', 'black', 'result', 'moves'], [['Ann', 'Bo', 'white', 41], ['Bo', 'Cy', 'draw', 60], ['Cy', 'Ann', 'black', 33]], 'chess_games.csv');
    const matches = await bench.ask('how many matches ended in a draw?', { tables: [games] });
    assert.match(matches.answer, /^Computed/, matches.answer.slice(0, 200));
    assert.equal(parseCsv(matches.csv ?? '')[0].rows, '1');
  });

  it('reads "weigh" and "how heavy" as the weight, in the unit the question writes', async () => {
    near(await value('parcels.csv', 'how much does the heaviest parcel weigh?'), 6.1);
    near(await value('parcels.csv', 'how heavy is the lightest DHL parcel?'), 1.9);
    assert.equal(await value('parcels.csv', 'how many parcels weigh more than 3 kg?'), '3');
    assert.equal(await value('parcels.csv', 'how many parcels weigh more than 3000 g?'), '3');
    near(await value('parcels.csv', 'how much did UPS parcels cost in total?'), 8.1 + 4.2 + 9.9);
  });

  it('places filler: "no carrier recorded", "among", "ever", "located in", "in total"', async () => {
    assert.equal(await value('parcels.csv', 'how many parcels have no carrier recorded?'), '1');
    near(await value('parcels.csv', 'smallest weight among UPS'), 0.8);
    near(await value('parcels.csv', 'highest cost ever'), 15);
    assert.equal(await value('parcels.csv', 'how many parcels are located in York?'), '2');
    assert.equal(await value('parcels.csv', 'how many parcels in total?'), '6');
    // A verb with nothing it could only be filler for is still a word left out.
    await refused('parcels.csv', 'how many parcels were returned?', /returned/);
  });

  it('places "live in" only where the rows are counted, never where people are a column', async () => {
    const towns = await bench.loadRows('towns', ['town', 'county', 'year', 'population', 'median_age'], [['Ashby', 'Kent', 2010, 1200, 41], ['Ashby', 'Kent', 2020, 1500, 43], ['Brill', 'Surrey', 2010, 800, 38], ['Brill', 'Surrey', 2020, 700, 44]], 'towns.csv');
    const ask = (question: string) => bench.ask(question, { tables: [towns] });
    // The people of a town are its population (tallyColumn.ts), added up over the rows kept, never the rows counted.
    const people = await ask('how many people live in Ashby in 2020?');
    assert.match(people.answer, /^Computed the total population \(each row stands for a number of them/, people.answer.slice(0, 200));
    assert.equal(Number(Object.values(parseCsv(people.csv ?? '')[0] ?? {})[0]), 1500);
    const counties = await ask('which county do most towns lie in?');
    assert.match(counties.answer, /^I can’t answer/, 'lie is no verb of place here');
    const located = await ask('which county are most towns located in?');
    assert.match(located.answer, /^Computed the number of distinct town by county/, located.answer.slice(0, 200));
    // Ranking towns by their "peak" could be their highest or their average: asked.
    assert.match((await ask('which town has the peak median age?')).answer, /^I can’t answer.*“peak”/);
    const recorded = await ask('how many Kent towns were recorded in 2010?');
    assert.equal(parseCsv(recorded.csv ?? '')[0]?.rows, '1', recorded.answer.slice(0, 200));
  });

  it('reads the one text column by the word after "by" in the file name, and not when two could be meant', async () => {
    const byRegion = await rows('sightings_by_region.csv', 'average sightings by region');
    assert.equal(Number(byRegion.find((row) => row.label === 'Delta')?.average_sightings ?? byRegion.find((row) => row.label === 'Delta')?.total_sightings), byRegion[0].average_sightings ? 31 : 62);
    assert.deepEqual(new Set((await rows('sightings_by_region.csv', 'list the regions')).map((row) => row.label)), new Set(['North Coast', 'Inland Hills', 'Delta']));
    assert.equal(await value('sightings_by_region.csv', 'how many regions are there?'), '3');
    assert.equal((await rows('sightings_by_region.csv', 'which region had the highest rate per km on average?'))[0].label, 'Delta');
    // A grain in the file's name is a grain, never the text column.
    const byYear = await bench.loadRows('by_year', ['name', 'year', 'visitors'], [['Alpha', 2020, 5], ['Beta', 2020, 7], ['Alpha', 2021, 9]], 'visitors_by_park_and_year.csv');
    const perYear = await bench.ask('total visitors per year', { tables: [byYear] });
    assert.doesNotMatch(perYear.answer, /by name/, perYear.answer.slice(0, 200));
    // Two text columns: "region" could be either.
    const two = await bench.loadRows('two_texts', ['label', 'observer', 'sightings'], SIGHTINGS.rows.map(([label, , sightings]) => [label, `Ranger ${label}`, sightings]), 'counts_by_region.csv');
    const run = await bench.ask('average sightings by region', { tables: [two] });
    assert.match(run.answer, /^I can’t answer.*“region”/);
  });

  it('reads "peak" as the highest value, and "when did it peak" as its row', async () => {
    near(await value('reservoir_levels.csv', 'peak level for Lake Amber'), 74);
    const when = await rows('reservoir_levels.csv', 'when did the Stone Dam level peak?');
    assert.equal(when[0].reading_date, '2019-03-01');
    assert.equal(when.length, 1);
    // An average of peaks is another question.
    await refused('reservoir_levels.csv', 'average peak level', /peak/);
    await refused('reservoir_levels.csv', 'when did each reservoir peak?');
  });
});
