/**
 * Differences between two figures: two years, two groups, "from A to B", a percent change and a
 * yes/no comparison. Both figures and the difference come from the query shown, the first sentence
 * names both sides and the subtraction, and a difference whose sides are unclear is refused.
 * Generated orchard harvests (a year kept as a number) and bakery orders (dates), with other names
 * than any probe; the expected figures are computed here from the rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, near, parseCsv, type Run } from './harness';

const ORCHARDS = ['Hillcrest', 'Millbrook', 'Ashgrove'];
const BAKERIES = ['Crumb Lane', 'Flour Mill'];

/** Harvests per orchard and season 2015-2022: tonnes picked and the price per crate. */
function harvests(): Array<[number, string, number, number]> {
  return Array.from({ length: 8 }, (_, y) => ORCHARDS.map((orchard, o): [number, string, number, number] => [2015 + y, orchard, 40 + ((y * 17 + o * 29) % 61), Math.round((8 + ((y * 5 + o * 3) % 9) / 4) * 100) / 100])).flat();
}

/** Orders of two bakeries over 2022-2023, with an order total. */
function orders(): Array<[string, string, number]> {
  return Array.from({ length: 96 }, (_, i): [string, string, number] => [`${2022 + (i % 2)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`, BAKERIES[Math.floor(i / 2) % 2], 15 + ((i * 37) % 90)]);
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const mean = (values: number[]): number => sum(values) / values.length;

/** The result row's named figures. */
function result(run: Run): Record<string, number> {
  const [row] = parseCsv(run.csv ?? '');
  return Object.fromEntries(Object.entries(row ?? {}).map(([name, value]) => [name, Number(value)]));
}

describe('analyst: differences between two figures', function () {
  this.timeout(60_000);
  let bench: AnalystBench;
  const picked = harvests();
  const sold = orders();
  const harvest = (question: string): Promise<Run> => bench.ask(question, { tables: [bench.tables[0]] });
  const bakery = (question: string): Promise<Run> => bench.ask(question, { tables: [bench.tables[1]] });
  const tonnes = (year: number): number => sum(picked.filter((r) => r[0] === year).map((r) => r[2]));

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('harvests', ['season_year', 'orchard', 'picked_tonnes', 'crate_price'], picked);
    await bench.loadRows('bakery_orders', ['ordered_on', 'bakery', 'order_total'], sold);
  });

  /** Asks, and checks the answer computes first − second and names both sides in its first sentence. */
  async function expectDifference(run: Run, question: string, first: number, second: number, sides: [string, string]): Promise<Record<string, number>> {
    assertAnswered(run, question);
    const sentence = run.answer.split('\n')[0];
    assert.match(sentence, new RegExp(`${sides[0]}.* minus .*${sides[1]}`), `${question}: ${sentence}`);
    const figures = result(run);
    assert.ok(near(figures.difference, first - second), `${question}: ${JSON.stringify(figures)} != ${first} - ${second}`);
    return figures;
  }

  it('keeps the order asked when a word of a value holds a change verb joined by a hyphen ("drop-offs")', async () => {
    const drops = await bench.loadRows('depot_dropoffs', ['Drop-off ID', 'Material', 'Net Weight (kg)'], Array.from({ length: 20 }, (_, i) => [`D${i}`, i % 4 ? 'Glass' : 'Metal', 10 + i]), 'depot.csv');
    const q = 'how many more glass drop-offs than metal';
    const asked = await bench.ask(q, { tables: [drops] });
    assertAnswered(asked, q);
    assert.ok(near(result(asked).difference, 15 - 5), `${q}: ${asked.answer.slice(0, 300)}`);
  });

  it('subtracts one year from another on a year column, in the order asked', async () => {
    let q = 'how much higher were the tonnes in 2021 than in 2016?';
    await expectDifference(await harvest(q), q, tonnes(2021), tonnes(2016), ['2021', '2016']);
    q = 'by how much did tonnes change from 2017 to 2020';
    await expectDifference(await harvest(q), q, tonnes(2020), tonnes(2017), ['2020', '2017']);
  });

  it('gives a percent change when a percent is asked', async () => {
    const q = 'percent change in picked tonnes between 2015 and 2022';
    const figures = await expectDifference(await harvest(q), q, tonnes(2022), tonnes(2015), ['2022', '2015']);
    assert.ok(near(figures.percent_change, (100 * (tonnes(2022) - tonnes(2015))) / tonnes(2015)), JSON.stringify(figures));
  });

  it('subtracts the averages of two groups', async () => {
    const q = 'difference in average crate price between Millbrook and Ashgrove';
    const price = (orchard: string): number => mean(picked.filter((r) => r[1] === orchard).map((r) => r[3]));
    await expectDifference(await harvest(q), q, price('Millbrook'), price('Ashgrove'), ['Millbrook', 'Ashgrove']);
  });

  it('compares two calendar years of a date column, and answers yes or no with both figures', async () => {
    const total = (year: string, bakery?: string): number => sum(sold.filter((r) => r[0].startsWith(year) && (!bakery || r[1] === bakery)).map((r) => r[2]));
    let q = 'how much more was the order total in 2023 than in 2022';
    await expectDifference(await bakery(q), q, total('2023'), total('2022'), ['2023', '2022']);
    q = 'did Flour Mill have a higher order total than Crumb Lane?';
    const [a, b] = [total('', 'Flour Mill'), total('', 'Crumb Lane')];
    const run = await bakery(q);
    assertAnswered(run, q);
    assert.match(run.answer.split('\n')[0], /Flour Mill minus .*Crumb Lane/, run.answer.slice(0, 300));
    // Both figures, one row per side, as the query gave them.
    assert.deepEqual(parseCsv(run.csv ?? '').map((row) => [row.bakery, Number(row.total_order_total)]), [['Flour Mill', a], ['Crumb Lane', b]]);
    assert.match(run.answer, new RegExp(`\\*\\*${a > b ? 'Yes' : 'No'}\\*\\*`), run.answer.slice(0, 400));
  });

  it('subtracts the averages of two calendar years said "between 2023 and 2022", in that order', async () => {
    const average = (year: string): number => mean(sold.filter((r) => r[0].startsWith(year)).map((r) => r[2]));
    const q = 'difference in average order total between 2023 and 2022';
    await expectDifference(await bakery(q), q, average('2023'), average('2022'), ['2023', '2022']);
  });

  it('subtracts the figures of two months, each read with its year', async () => {
    const inMonth = (prefix: string): number => sold.filter((r) => r[0].startsWith(prefix)).length;
    const q = 'how many more orders in march 2023 than in january 2023';
    await expectDifference(await bakery(q), q, inMonth('2023-03'), inMonth('2023-01'), ['March 2023', 'January 2023']);
    const total = (prefix: string): number => sum(sold.filter((r) => r[0].startsWith(prefix)).map((r) => r[2]));
    const later = 'how much more was the order total in dec 2022 than in jun 2022';
    await expectDifference(await bakery(later), later, total('2022-12'), total('2022-06'), ['December 2022', 'June 2022']);
  });

  it('refuses a difference whose two sides are not two values of one column', async () => {
    for (const question of ['how much higher is the tonnes for Hillcrest?', 'difference between tonnes and crate price', 'how much did tonnes change?']) assertRefused(await harvest(question), question);
  });
});
