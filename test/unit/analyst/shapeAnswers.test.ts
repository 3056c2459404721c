/**
 * Shapes the analyst computes instead of refusing (issue 14), on generated files of domains no
 * probe uses, the expected figures computed here in plain JavaScript: the row a superlative picks
 * (ties all listed), rows counted where a column shares their noun, the top group of a number
 * column named after "which", and a period asked as a habit read as a month of the year.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv, type Run } from './harness';

const DEPOTS = ['Northgate', 'Southbank', 'Eastfield', 'Westmoor'];
const CARRIERS = ['Swiftly', 'Parcelo', 'Wingo'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** Parcel deliveries over three years: one row a parcel, its distance sharing the noun ("delivery_km"). */
function deliveries(): Cell[][] {
  return Array.from({ length: 420 }, (_, i) => {
    const at = new Date(Date.UTC(2021, 0, 1) + i * 61 * 3_600_000 + ((i * 7) % 5) * 86_400_000);
    const shipped = `${at.toISOString().slice(0, 10)} ${pad(at.getUTCHours())}:00:00`;
    // Depots and carriers uneven, so one leads; two parcels share the longest distance.
    const depot = DEPOTS[i % 7 < 3 ? 0 : i % 7 < 5 ? 1 : i % 7 < 6 ? 2 : 3];
    const carrier = CARRIERS[(i * 5) % 11 < 5 ? 0 : (i * 5) % 11 < 9 ? 1 : 2];
    const km = i === 77 || i === 301 ? 512.5 : Math.round((5 + ((i * 37) % 400) + (i % 3) / 10) * 10) / 10;
    return [`PCL-${String(i + 1).padStart(4, '0')}`, shipped, depot, carrier, Math.round((0.5 + ((i * 13) % 90) / 4) * 100) / 100, km, Math.round((4 + km / 20) * 100) / 100];
  });
}
const HEADER = ['parcel_id', 'shipped_at', 'depot', 'carrier', 'weight_kg', 'delivery_distance_km', 'fee'];

/** Marathon runners: two share the highest age. */
function runners(): Cell[][] {
  return Array.from({ length: 90 }, (_, i) => [i + 1, `Runner ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`, i === 12 || i === 58 ? 81 : 18 + ((i * 17) % 60), 150 + ((i * 29) % 170)]);
}

/** Ski lessons: a number column of skill levels, and a price that differs by level. */
function lessons(): Cell[][] {
  return Array.from({ length: 160 }, (_, i) => {
    const level = 1 + ((i * 3) % 7 < 2 ? 0 : (i * 3) % 7 < 5 ? 1 : i % 2 ? 2 : 3);
    return [`L${i + 1}`, level, ['Anna', 'Bo', 'Cem'][i % 3], 45 + (i % 4) * 15, 40 + level * 9 + ((i * 11) % 23)];
  });
}

/** Counts by key, and the keys with the highest count. */
function tally<T>(rows: readonly T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}
function leaders(counts: Map<string, number>, dir: 'max' | 'min' = 'max'): { keys: string[]; value: number } {
  const value = (dir === 'max' ? Math.max : Math.min)(...counts.values());
  return { keys: [...counts].filter(([, v]) => v === value).map(([k]) => k), value };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const shippedAt = (row: Cell[]): Date => new Date(`${String(row[1]).replace(' ', 'T')}Z`);

/** The answer's first table row, and its figure: the named column's, or the row's first number. */
function top(run: Run, column?: string): { row: Record<string, string>; figure: number } {
  const row = parseCsv(run.csv ?? '')[0] ?? {};
  return { row, figure: column ? Number(row[column]) : Object.values(row).map(Number).find(Number.isFinite) ?? NaN };
}

describe('analyst: shapes computed instead of refused', function () {
  this.timeout(180_000);
  let parcels: AnalystBench;
  let marathon: AnalystBench;
  let ski: AnalystBench;
  const rows = deliveries();

  before(async () => {
    parcels = await AnalystBench.create();
    await parcels.loadRows('parcel_deliveries', HEADER, rows);
    marathon = await AnalystBench.create();
    await marathon.loadRows('marathon_runners', ['runner_id', 'runner_name', 'age', 'finish_minutes'], runners());
    ski = await AnalystBench.create();
    await ski.loadRows('ski_lessons', ['lesson_id', 'skill_level', 'instructor', 'minutes', 'price'], lessons());
  });

  it('answers "the oldest runner" with every runner of the highest age, and "how old" with the figure', async () => {
    const run = await marathon.ask('oldest runner');
    assertAnswered(run, 'oldest runner');
    const oldest = Math.max(...runners().map((r) => r[2] as number));
    const want = runners().filter((r) => r[2] === oldest).map((r) => String(r[0])).sort();
    assert.deepEqual(parseCsv(run.csv ?? '').map((r) => r.runner_id).sort(), want, run.answer.slice(0, 300));
    assert.match(run.answer, /highest `?age/, run.answer.slice(0, 300));
    const figure = await marathon.ask('how old was the oldest runner');
    assertAnswered(figure, 'how old');
    assert.equal(top(figure).figure, oldest);
  });

  it('answers "longest delivery by distance" with the deliveries, ties listed', async () => {
    const run = await parcels.ask('longest delivery by distance');
    assertAnswered(run, 'longest delivery by distance');
    const longest = Math.max(...rows.map((r) => r[5] as number));
    const want = rows.filter((r) => r[5] === longest).map((r) => String(r[0])).sort();
    assert.equal(want.length, 2);
    assert.deepEqual(parseCsv(run.csv ?? '').map((r) => r.parcel_id).sort(), want, run.answer.slice(0, 300));
    const shortest = await parcels.ask('shortest delivery by distance');
    const min = Math.min(...rows.map((r) => r[5] as number));
    assert.deepEqual(parseCsv(shortest.csv ?? '').map((r) => r.parcel_id), rows.filter((r) => r[5] === min).map((r) => String(r[0])), shortest.answer.slice(0, 300));
  });

  it('counts the rows for "the most deliveries", never the column that shares the word', async () => {
    const byDepot = leaders(tally(rows, (r) => String(r[2])));
    assert.equal(byDepot.keys.length, 1);
    const run = await parcels.ask('which depot had the most deliveries');
    assertAnswered(run, 'which depot');
    assert.doesNotMatch(run.answer, /delivery\\?_distance/);
    assert.equal(top(run).row.depot, byDepot.keys[0], run.answer.slice(0, 300));
    assert.equal(top(run).figure, byDepot.value);
    const byCarrier = leaders(tally(rows, (r) => String(r[3])));
    const carrier = await parcels.ask('most deliveries by carrier');
    assertAnswered(carrier, 'by carrier');
    assert.equal(top(carrier).row.carrier, byCarrier.keys[0], carrier.answer.slice(0, 300));
    assert.equal(top(carrier).figure, byCarrier.value);
    const fewest = leaders(tally(rows, (r) => String(r[2])), 'min');
    const least = await parcels.ask('which depot has the fewest deliveries');
    assert.equal(top(least).row.depot, fewest.keys[0], least.answer.slice(0, 300));
    assert.equal(top(least).figure, fewest.value);
  });

  it('groups by a number column named after "which" and ranks the groups', async () => {
    const data = lessons();
    const prices = new Map<string, number[]>();
    for (const r of data) prices.set(String(r[1]), [...(prices.get(String(r[1])) ?? []), r[4] as number]);
    const averages = new Map([...prices].map(([level, list]) => [level, list.reduce((a, b) => a + b, 0) / list.length]));
    const cheapest = [...averages].sort((a, b) => a[1] - b[1])[0];
    const run = await ski.ask('which skill level has the lowest average price');
    assertAnswered(run, 'lowest average price');
    assert.equal(top(run).row.skill_level, cheapest[0], run.answer.slice(0, 300));
    assert.ok(Math.abs(top(run, 'average_price').figure - cheapest[1]) < 1e-6, run.answer.slice(0, 300));
    const common = leaders(tally(data, (r) => String(r[1])));
    assert.equal(common.keys.length, 1);
    const most = await ski.ask('which skill level is the most common');
    assertAnswered(most, 'most common');
    assert.equal(top(most).row.skill_level, common.keys[0], most.answer.slice(0, 300));
    assert.equal(top(most, 'rows').figure, common.value);
    // "pays the most" says no aggregation: a total and an average could both be meant.
    assertRefused(await ski.ask('which skill level pays the most'), 'no aggregation said');
  });

  it('reads a period asked as a habit as the month of the year, and a past one as a calendar month', async () => {
    const byMonth = leaders(tally(rows, (r) => MONTHS[shippedAt(r).getUTCMonth()]));
    assert.equal(byMonth.keys.length, 1);
    for (const question of ['in which month are most parcels shipped', 'which month of the year has the most deliveries']) {
      const run = await parcels.ask(question);
      assertAnswered(run, question);
      assert.match(run.answer, /month of the year/, run.answer.slice(0, 300));
      assert.equal(top(run).row.period, byMonth.keys[0], `${question}: ${run.answer.slice(0, 300)}`);
      assert.equal(top(run).figure, byMonth.value);
    }
    const byWeekday = leaders(tally(rows, (r) => WEEKDAYS[shippedAt(r).getUTCDay()]));
    const weekday = await parcels.ask('which weekday has the most deliveries');
    assert.equal(top(weekday).row.period, byWeekday.keys[0], weekday.answer.slice(0, 300));
    assert.equal(top(weekday).figure, byWeekday.value);
    const in2022 = rows.filter((r) => shippedAt(r).getUTCFullYear() === 2022);
    const calendar = leaders(tally(in2022, (r) => shippedAt(r).toISOString().slice(0, 7)));
    const named = await parcels.ask('which month had the most deliveries in 2022');
    assertAnswered(named, 'a named year');
    assert.ok(calendar.keys.includes(top(named).row.period), named.answer.slice(0, 300));
    assert.equal(top(named).figure, calendar.value);
  });

  it('keeps a calendar month when the data holds one year, where both readings agree', async () => {
    const bench = await AnalystBench.create();
    const oneYear = rows.filter((r) => shippedAt(r).getUTCFullYear() === 2022);
    await bench.loadRows('parcel_deliveries', HEADER, oneYear);
    const run = await bench.ask('in which month are most parcels shipped');
    assertAnswered(run, 'one year');
    const want = leaders(tally(oneYear, (r) => shippedAt(r).toISOString().slice(0, 7)));
    assert.ok(want.keys.includes(top(run).row.period), run.answer.slice(0, 300));
  });

  it('counts sales as rows beside a `sale_price` ("sales" is its own singular), and refuses a habit it cannot rank', async () => {
    const bench = await AnalystBench.create();
    const sales = rows.map((r, i) => [`S${i + 1}`, r[1], r[2], 2 + ((i * 31) % 40), 1 + (i % 9)]);
    await bench.loadRows('bakery_sales', ['sale_id', 'sale_date', 'shop', 'sale_price', 'days_on_shelf'], sales);
    const want = leaders(tally(rows, (r) => MONTHS[shippedAt(r).getUTCMonth()]));
    const run = await bench.ask('which month of the year has the most sales');
    assertAnswered(run, 'most sales');
    assert.doesNotMatch(run.answer, /sale\\?_price/, run.answer.slice(0, 300));
    assert.equal(top(run).row.period, want.keys[0], run.answer.slice(0, 300));
    assert.equal(top(run, 'rows').figure, want.value);
    assertRefused(await bench.ask('in which month do sales grow fastest'), 'a habit read as a growth');
  });

  it('counts lines as rows beside a `Line #` column, and never answers a superlative or a "when" with a frequency table', async () => {
    const bench = await AnalystBench.create();
    // Invoices of one to four lines: the line number restarts on each invoice.
    const lines: Cell[][] = [];
    for (let n = 0; n < 120; n++) {
      const count = 1 + ((n * 7) % 4) + (n === 45 ? 2 : 0);
      for (let line = 1; line <= count; line++) lines.push([`INV-${1000 + n}`, line, `2023-${pad(1 + (n % 12))}-${pad(1 + (n % 27))}`, ['Tea', 'Mugs', 'Jam'][line % 3], 1 + ((n + line) % 5)]);
    }
    await bench.loadRows('invoice_lines', ['Invoice ID', 'Line #', 'Invoice Date', 'Product', 'Qty'], lines);
    const most = leaders(tally(lines, (r) => String(r[0])));
    assert.deepEqual(most.keys, ['INV-1045']);
    const run = await bench.ask('which invoice had the most lines');
    assertAnswered(run, 'most lines');
    assert.equal(top(run).row['Invoice ID'], 'INV-1045', run.answer.slice(0, 300));
    assert.equal(top(run, 'rows').figure, most.value);
    for (const question of ['largest invoice by total value', 'when was the last invoice sent']) {
      const asked = await bench.ask(question);
      assert.doesNotMatch(asked.answer, /distribution|how often each value .* occurs in/i, `${question}: ${asked.answer.slice(0, 300)}`);
      if (!asked.csv) assertRefused(asked, question);
      else assert.match(asked.answer, /2023-12-/, `${question}: ${asked.answer.slice(0, 300)}`);
    }
  });
});
