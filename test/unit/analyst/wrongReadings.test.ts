/**
 * Classes of question that were answered with another question's figure (probe 10's review), on
 * small generated files whose expected figures are computed here:
 * - a noun that names what a date column dates ("games" beside `Game Date`) counts the rows, not
 *   the distinct dates (two games on one day are two games);
 * - a period of the week ("which weekday") on a file with no column read as dates is refused,
 *   never answered over every row;
 * - "the most <flag>s" ranks the groups by the rows where a yes/no column says yes, not by the
 *   flag's distinct values (one, once the question keeps the yes);
 * - "(the) parcel with the highest weight" is the row of the key that opens the question;
 * - a plural noun that is only the first word of a number column ("tenants" beside `Tenant Age`)
 *   names the things, not the measure: with no aggregation said it is asked, never averaged;
 * - a headcount counts people: rows that are not people (cost lines) are not counted for it;
 * - "which columns in <sheet> have gaps" lists only the columns with gaps;
 * - "how many swimmers" where a swimmer's name repeats over the years is asked (rows or names);
 * - the rate of an outcome only a started row can have ("dq rate") beside a "did not start"
 *   value of the same column is asked (over every entry, or over the starters);
 * - "which cafe got the highest score", each cafe scored several times, is asked (its average or
 *   its single highest); a category ("which district") is ranked by its average;
 * - "most popular product by orders": the row key after "by" is what is counted per product;
 * - "average class fee" on a workbook of Classes and Bookings (a class booked many times) is asked:
 *   over the classes, or over the bookings.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, parseCsv } from './harness';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** 60 games of a chess club, two or three a day, dated "Sat 3 Feb 2024"; every seventh has no recorded moves. */
const games = Array.from({ length: 60 }, (_, i) => {
  const day = new Date(Date.UTC(2024, 0, 6) + Math.floor(i / 3) * 7 * 86_400_000);
  return {
    date: `${DAYS[day.getUTCDay()]} ${String(day.getUTCDate())} ${MONTHS[day.getUTCMonth()]} ${String(day.getUTCFullYear())}`,
    white: `Player ${String(i % 9)}`,
    black: `Player ${String((i * 4 + 1) % 9)}`,
    moves: i % 7 === 3 ? null : 20 + ((i * 17) % 60),
  };
});

describe('analyst: readings that computed another question', function () {
  this.timeout(180_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('club_games', ['Game Date', 'White', 'Black', 'Moves'], games.map((g): Cell[] => [g.date, g.white, g.black, g.moves]), 'club_games.csv');
  });

  it('counts the rows for a noun that a date column dates, not its distinct dates', async () => {
    const all = await bench.ask('how many games are there');
    assertAnswered(all, 'how many games');
    assert.equal(firstFigure(all), games.length);
    const blank = await bench.ask('how many games have no moves');
    assertAnswered(blank, 'games with no moves');
    assert.equal(firstFigure(blank), games.filter((g) => g.moves === null).length);
    // The dates themselves are still counted when asked for.
    const dates = await bench.ask('how many different game dates are there');
    assertAnswered(dates, 'distinct game dates');
    assert.equal(firstFigure(dates), new Set(games.map((g) => g.date)).size);
  });

  it('ranks groups by the rows a yes/no column flags, not by its distinct values', async () => {
    const bench3 = await AnalystBench.create();
    const STORES = ['Harbour', 'Market', 'Station', 'Uptown'];
    const orders = Array.from({ length: 80 }, (_, i) => ({ store: STORES[(i * 3) % 4], refunded: i % 5 === 0 || (i % 4 === 2 && i % 3 === 0) ? 'Y' : 'N' }));
    await bench3.loadRows('shop_orders', ['Order ID', 'Store', 'Refunded'], orders.map((o, i): Cell[] => [`O-${String(100 + i)}`, o.store, o.refunded]), 'shop_orders.csv');
    const run = await bench3.ask('which store has the most refunds');
    assertAnswered(run, 'most refunds');
    const counts = STORES.map((store) => ({ store, n: orders.filter((o) => o.store === store && o.refunded === 'Y').length })).sort((a, b) => b.n - a.n);
    assert.ok(counts[0].n > counts[1].n, 'the fixture has one leader');
    assert.match(run.csv ?? '', new RegExp(`^Store,[^\\n]*\\n${counts[0].store},${String(counts[0].n)}\\b`));
  });

  it('answers the row a key names when the question opens with it, not the extreme alone', async () => {
    const bench4 = await AnalystBench.create();
    const parcels = Array.from({ length: 40 }, (_, i) => ({ id: `PX-${String(500 + i)}`, weight: Number((1 + ((i * 37) % 113) / 10).toFixed(1)) }));
    await bench4.loadRows('parcels', ['Parcel ID', 'Weight'], parcels.map((p): Cell[] => [p.id, p.weight]), 'depot.csv');
    const heaviest = parcels.reduce((a, b) => (b.weight > a.weight ? b : a));
    for (const question of ['parcel with the highest weight', 'the parcel with the highest weight']) {
      const run = await bench4.ask(question);
      assertAnswered(run, question);
      assert.match(run.csv ?? '', new RegExp(`\\n${heaviest.id},${String(heaviest.weight)}\\b`), question);
    }
  });

  it('asks whether a plural noun naming the first word of a number column is the rows or the column', async () => {
    const bench5 = await AnalystBench.create();
    const flats = Array.from({ length: 30 }, (_, i) => [`F-${String(i)}`, 20 + ((i * 7) % 50), 600 + ((i * 83) % 900)] as Cell[]);
    await bench5.loadRows('lettings', ['Flat ID', 'Tenant Age', 'Monthly Rent'], flats, 'lettings.csv');
    assertRefused(await bench5.ask('tenants with a monthly rent between 800 and 1200'), 'tenants with rent between');
    const average = await bench5.ask('average tenant age');
    assertAnswered(average, 'average tenant age');
  });

  it('answers a headcount only where each row is a person', async () => {
    const bench6 = await AnalystBench.create();
    const TEAMS = ['Design', 'Ops', 'Sales'];
    const lines = Array.from({ length: 18 }, (_, i) => [TEAMS[i % 3], ['Rent', 'Travel', 'Software'][Math.floor(i / 3) % 3], 1000 + i * 37] as Cell[]);
    await bench6.loadRows('team_costs', ['Team', 'Cost Line', 'Planned'], lines, 'team_costs.csv');
    assertRefused(await bench6.ask('headcount by team'), 'headcount over cost lines');
    const bench7 = await AnalystBench.create();
    const staff = Array.from({ length: 25 }, (_, i) => [`E-${String(i)}`, TEAMS[(i * 2) % 3], 22 + i] as Cell[]);
    await bench7.loadRows('staff_list', ['Employee ID', 'Team', 'Age'], staff, 'staff_list.csv');
    const run = await bench7.ask('headcount by team');
    assertAnswered(run, 'headcount over people');
    assert.equal(firstFigure(run), Math.max(...TEAMS.map((team) => staff.filter((row) => row[1] === team).length)));
  });

  it('lists only the columns with gaps when the question names the sheet between', async () => {
    const bench8 = await AnalystBench.create();
    const visits = Array.from({ length: 20 }, (_, i) => [`V-${String(i)}`, 10 + i, i % 6 === 1 ? null : 'Dr Lee'] as Cell[]);
    await bench8.loadRows('clinic_visits', ['Visit ID', 'Wait', 'Seen By'], visits, 'clinic.xlsx / Visits');
    const run = await bench8.ask('which columns in visits have gaps');
    assertAnswered(run, 'columns in visits with gaps');
    assert.deepEqual(parseCsv(run.csv ?? '').map((row) => [row.column, Number(row.missing)]), [['Seen By', visits.filter((row) => row[2] === null).length]]);
  });

  it('asks how to count a name that repeats over rows, and the whole of a rate beside a did-not-start value', async () => {
    const bench9 = await AnalystBench.create();
    const names = ['Ana Ruiz', 'Ben Okafor', 'Cleo Hart', 'Dev Patel', 'Eva Lind', 'Finn Moss', 'Gus Tran'];
    const entries = Array.from({ length: 42 }, (_, i) => [names[(i * 5) % 7], 2021 + Math.floor(i / 14), i % 9 === 2 ? 'DNS' : i % 7 === 3 ? 'DQ' : 'Finished'] as Cell[]);
    await bench9.loadRows('swim_meet', ['Swimmer Name', 'Meet Year', 'Status'], entries, 'swim_meet.csv');
    assertRefused(await bench9.ask('how many swimmers are there'), 'how many swimmers');
    const different = await bench9.ask('how many different swimmers are there');
    assertAnswered(different, 'how many different swimmers');
    assert.equal(firstFigure(different), names.length);
    assertRefused(await bench9.ask('dq rate'), 'dq rate beside DNS');
    // The whole said: every entry.
    const ofEntries = await bench9.ask('pct of entries that finished');
    assertAnswered(ofEntries, 'pct of entries that finished');
    assert.ok(Math.abs(firstFigure(ofEntries) - (100 * entries.filter((row) => row[2] === 'Finished').length) / entries.length) < 1e-6, ofEntries.csv);
    const dns = await bench9.ask('dns rate');
    assertAnswered(dns, 'dns rate');
    assert.ok(Math.abs(firstFigure(dns) - (100 * entries.filter((row) => row[2] === 'DNS').length) / entries.length) < 1e-6, dns.csv);
  });

  it('asks whether a named thing scored several times is ranked by its average or its single best', async () => {
    const bench10 = await AnalystBench.create();
    const cafes = ['Bean There', 'Cup Run', 'Daily Grind', 'Fika'];
    const visits = Array.from({ length: 32 }, (_, i) => [cafes[i % 4], ['North', 'South'][Math.floor(i / 4) % 2], 40 + ((i * 29) % 57)] as Cell[]);
    await bench10.loadRows('cafe_inspections', ['Cafe Name', 'District', 'Score'], visits, 'cafe_inspections.csv');
    assertRefused(await bench10.ask('which cafe got the highest score'), 'highest score per cafe');
    assertAnswered(await bench10.ask('which cafe has the highest average score'), 'highest average score');
    assertAnswered(await bench10.ask('which district has the highest score'), 'a category by its average');
  });

  it('counts the row key named after "by" for each thing ranked', async () => {
    const bench11 = await AnalystBench.create();
    const products = ['Kettle', 'Lamp', 'Mug', 'Rug'];
    const orders = Array.from({ length: 50 }, (_, i) => [`SO-${String(1000 + i)}`, products[i % 7 < 3 ? 0 : i % 7 < 5 ? 1 : i % 7 < 6 ? 2 : 3]] as Cell[]);
    await bench11.loadRows('shop_orders', ['Order ID', 'Product'], orders, 'shop_orders.csv');
    const counts = products.map((product) => ({ product, n: orders.filter((row) => row[1] === product).length })).sort((a, b) => b.n - a.n);
    assert.ok(counts[0].n > counts[1].n, 'the fixture has one leader');
    const run = await bench11.ask('most popular product by orders');
    assertAnswered(run, 'most popular product by orders');
    assert.match(run.csv ?? '', new RegExp(`\\n${counts[0].product},${String(counts[0].n)}\\b`));
  });

  it('asks over which rows to average a lookup column that another sheet repeats', async () => {
    const bench12 = await AnalystBench.create();
    const classes = [['CL1', 'Pottery', 40], ['CL2', 'Yoga', 12], ['CL3', 'Welding', 95], ['CL4', 'Salsa', 18]] as Cell[][];
    await bench12.loadRows('studio_classes', ['Class ID', 'Class Name', 'Fee'], classes, 'studio.xlsx / Classes');
    await bench12.loadRows('studio_bookings', ['Booking ID', 'Class ID', 'Attendee', 'Year'], Array.from({ length: 30 }, (_, i) => [`B-${String(i)}`, classes[i % 5 === 0 ? 2 : i % 2][0], `Guest ${String(i % 11)}`, 2021 + (i % 3)] as Cell[]), 'studio.xlsx / Bookings');
    // A year both sheets hold is no key whose rows the bookings are instances of: its average is the seasons'.
    await bench12.loadRows('studio_seasons', ['Year', 'Instructors'], [[2021, 3], [2022, 5], [2023, 4]], 'studio.xlsx / Seasons');
    const seasons = await bench12.ask('average instructors');
    assertAnswered(seasons, 'average instructors');
    assert.equal(firstFigure(seasons), 4);
    assertRefused(await bench12.ask('average class fee'), 'average class fee');
    const per = await bench12.ask('average fee per class');
    assertAnswered(per, 'average fee per class');
    assert.equal(firstFigure(per), (40 + 12 + 95 + 18) / 4);
  });

  it('refuses a weekday asked of a file with no column read as dates', async () => {
    const bench2 = await AnalystBench.create();
    await bench2.loadRows('club_boards', ['Board', 'Moves'], games.map((g, i): Cell[] => [1 + (i % 4), g.moves]), 'club_boards.csv');
    assertRefused(await bench2.ask('which weekday has the highest average moves'), 'which weekday');
    assertRefused(await bench2.ask('average moves by day of the week'), 'by day of the week');
  });
});
