/**
 * Units, conversions, derived measures and periods, on generated files with other names than any
 * probe: parcels weighed in kg and timed in hours, walks measured in miles and seconds. A unit the
 * column's name gives is converted for conditions ("over 2000 g") and measures ("in pounds"); a
 * column whose name gives no unit refuses both. Figures are computed here from the generated rows,
 * and the SQL and pandas code shown run on the file and give the figure shown.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { queryRows } from '../../../src/engine/rows';
import { mean } from '../../eval/analyst/questions';
import { AnalystBench, parseCsv, type Run } from './harness';

const COURIERS = ['Swiftline', 'Parcelo', 'Boxmate'];
const SECTORS = ['Forestry', 'Tourism'];

/** Monthly rates of two sectors over 2010-2011, in percent points (4.1 is 4.1%). */
function readings(): Array<{ day: string; sector: string; rate: number; month: number; year: number }> {
  return Array.from({ length: 24 }, (_, m) => SECTORS.map((sector, s) => ({
    day: `${2010 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`,
    sector,
    rate: Math.round((2.5 + 2 * s + ((m * 7) % 11) / 5) * 10) / 10,
    month: (m % 12) + 1,
    year: 2010 + Math.floor(m / 12),
  }))).flat();
}

/** 60 parcels: a weight in kg, a transit time in hours, a route in miles, a delay with no unit named; some couriers and delays blank. */
function parcels(): Array<{ parcel_id: number; courier: string; weight_kg: number; transit_hrs: number; route_miles: number; delay: number | string }> {
  return Array.from({ length: 60 }, (_, i) => ({
    parcel_id: 5000 + i,
    courier: i % 13 === 0 ? '' : COURIERS[i % 3],
    weight_kg: Math.round((0.4 + ((i * 37) % 53) / 10) * 100) / 100,
    transit_hrs: Math.round((0.25 + ((i * 11) % 29) / 4) * 100) / 100,
    route_miles: 3 + ((i * 17) % 41),
    delay: i % 17 === 5 || i % 13 === 0 ? '' : (i * 7) % 45,
  }));
}

/** The first number of the answer's first result row. */
function figure(run: Run): number {
  const [row] = parseCsv(run.csv ?? '');
  return Object.values(row ?? {}).map(Number).find(Number.isFinite) ?? NaN;
}

const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

function code(run: Run, language: string): string {
  for (const event of run.events) {
    if (event.kind === 'CODE' && event.content.startsWith(`\`\`\`${language}\n`)) return event.content.slice(language.length + 4, -4);
  }
  return '';
}

const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

describe('analyst: units, conversions, derived measures and periods', function () {
  this.timeout(120_000);
  let dir = '';
  let bench: AnalystBench;
  const rows = parcels();
  const rates = readings();
  const ask = (question: string): Promise<Run> => bench.ask(question, { tables: [bench.tables[0]] });
  const askRates = (question: string): Promise<Run> => bench.ask(question, { tables: [bench.tables[3]] });
  const answered: Array<{ question: string; run: Run; expected: number }> = [];

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'analyst-units-'));
    const file = path.join(dir, 'parcels.csv');
    const header = ['parcel_id', 'courier', 'weight_kg', 'transit_hrs', 'route_miles', 'delay'];
    await writeFile(file, [header.join(','), ...rows.map((row) => header.map((name) => row[name as keyof typeof row]).join(','))].join('\n'));
    bench = await AnalystBench.create();
    await bench.loadCsv('parcels', file, 'parcels.csv');
    await bench.loadRows('deals', ['deal', 'list_price', 'sale_price'], [['North', 2_000_000, 1_900_000], ['South', 900_000, 800_000], ['East', 1_500_000, 1_400_000], ['West', 1_200_000, 1_600_000]]);
    await bench.loadRows('queue_visits', ['visit_id', 'duration', 'wait_sec', 'fee'], [[1, 20, 100, 5], [2, 40, 2000, 9], [3, 35, 50, 7]]);
    await bench.loadRows('sector_rates', ['day', 'sector', 'rate', 'staff_share'], rates.map((row) => [row.day, row.sector, row.rate, Math.round(row.rate * 10) / 1000]));
  });
  after(async () => rm(dir, { recursive: true, force: true }));

  /** Asks, checks the figure and the first sentence, and keeps the run for the shown-code checks. */
  async function expectFigure(question: string, expected: number, sentence: RegExp): Promise<Run> {
    const run = await ask(question);
    assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 400)}`);
    assert.match(run.answer.split('\n')[0], sentence, `${question}: ${run.answer.slice(0, 400)}`);
    assert.ok(near(figure(run), expected), `${question}: ${figure(run)} != ${expected}`);
    answered.push({ question, run, expected });
    return run;
  }

  it('converts a condition written in another unit into the column’s unit, and says so', async () => {
    await expectFigure('how many parcels over 2000 g?', rows.filter((row) => row.weight_kg > 2).length, /weight\\?_kg \\?> 2 \(2000 g\)/);
    await expectFigure('how many parcels with a transit longer than half an hour?', rows.filter((row) => row.transit_hrs > 0.5).length, /transit\\?_hrs \\?> 0\.5(?! \()/);
    await expectFigure('how many parcels with a transit under 90 minutes?', rows.filter((row) => row.transit_hrs < 1.5).length, /transit\\?_hrs \\?< 1\.5 \(90 minutes\)/);
    await expectFigure('average weight of parcels over 20 km', mean(rows.filter((row) => row.route_miles > 20 / 1.609344).map((row) => row.weight_kg)), /route\\?_miles \\?> 12\.427/);
    // The unit the column's name gives, written as such, is no conversion.
    await expectFigure('how many parcels heavier than 3 kg?', rows.filter((row) => row.weight_kg > 3).length, /weight\\?_kg \\?> 3(?! \()/);
  });

  it('computes a measure in the unit asked, naming the arithmetic', async () => {
    const total = rows.reduce((sum, row) => sum + row.weight_kg, 0);
    await expectFigure('total weight of all parcels in grams', total * 1000, /total weight\\?_kg in g \(weight\\?_kg \\?\* 1000\)/);
    await expectFigure('average transit in minutes', mean(rows.map((row) => row.transit_hrs)) * 60, /average transit\\?_hrs in minutes \(transit\\?_hrs \\?\* 60\)/);
    await expectFigure('average route in km', mean(rows.map((row) => row.route_miles)) * 1.609344, /route\\?_miles in km \(route\\?_miles \\?\* 1\.609344\)/);
    const run = await ask('average weight in pounds by courier');
    const table = parseCsv(run.csv ?? '');
    const swift = table.find((row) => row.courier === 'Swiftline');
    const value = Number(Object.entries(swift ?? {}).find(([name]) => name !== 'courier')?.[1]);
    assert.ok(near(value, mean(rows.filter((row) => row.courier === 'Swiftline').map((row) => row.weight_kg)) / 0.45359237), `${value}: ${run.answer.slice(0, 300)}`);
  });

  it('takes a unit said of a column whose name gives none, and a money amount with its scale and currency words', async () => {
    await expectFigure('how many parcels with more than 20 minutes of delay?', rows.filter((row) => row.delay !== '' && Number(row.delay) > 20).length, /delay \\?> 20\b/);
    const priced = await bench.ask('how many deals have at least 1.5 million dollars in list price?', { tables: [bench.tables[1]] });
    assert.equal(figure(priced), 2, priced.answer.slice(0, 300));
  });

  it('refuses a unit that the column’s name does not give, or a conversion across kinds', async () => {
    for (const question of ['how many parcels under 90 minutes?', 'how many parcels were delayed more than 15 minutes?', 'average delay in hours', 'total weight in minutes', 'how many parcels over 5 litres?']) {
      const run = await ask(question);
      assert.match(run.answer, /I can.t answer/, `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('refuses a unit when another column of that kind gives no unit in its name', async () => {
    // `duration` could be minutes or seconds; beside it, `wait_sec` is not the only column a time could mean.
    for (const question of ['average duration of visits over 30 minutes', 'average fee of visits over 30 minutes']) {
      const run = await bench.ask(question, { tables: [bench.tables[2]] });
      assert.match(run.answer, /I can.t answer[\s\S]*over 30 minutes/, `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('counts the rows with any missing value, and the complete rows', async () => {
    const incomplete = rows.filter((row) => row.courier === '' || row.delay === '').length;
    await expectFigure('how many rows have any missing value?', incomplete, /rows with at least one missing value/);
    await expectFigure('how many parcels have at least one blank?', incomplete, /rows with at least one missing value/);
    await expectFigure('how many complete rows are there?', rows.length - incomplete, /complete rows/);
    await expectFigure('how many records have no missing values?', rows.length - incomplete, /complete rows/);
    const perGroup = await ask('how many rows have any missing value by courier?');
    assert.match(perGroup.answer, /I can.t answer/, perGroup.answer.slice(0, 300));
  });

  it('filters halves and quarters of a named year', async () => {
    const avg = (keep: (row: (typeof rates)[number]) => boolean): number => mean(rates.filter(keep).map((row) => row.rate));
    const cases: Array<[string, number, RegExp]> = [
      ['avg rate for Tourism in the first half of 2011', avg((row) => row.sector === 'Tourism' && row.year === 2011 && row.month <= 6), /day in H1 2011/],
      ['average rate in H2 2010', avg((row) => row.year === 2010 && row.month > 6), /day in H2 2010/],
      ['average rate in the third quarter of 2011', avg((row) => row.year === 2011 && row.month >= 7 && row.month <= 9), /day in Q3 2011/],
      ['average Forestry rate in Q4 of 2010', avg((row) => row.sector === 'Forestry' && row.year === 2010 && row.month >= 10), /day in Q4 2010/],
    ];
    for (const [question, expected, sentence] of cases) {
      const run = await askRates(question);
      assert.match(run.answer.split('\n')[0], sentence, `${question}: ${run.answer.slice(0, 300)}`);
      assert.ok(near(figure(run), expected), `${question}: ${figure(run)} != ${expected}`);
    }
    // Without a year, a half could be any year's: refused, never every row.
    assert.match((await askRates('average rate in the second half')).answer, /I can.t answer/);
  });

  it('answers the mean of a per-row ratio when asked in that form, and asks when the form is unclear', async () => {
    const ratios = rows.map((row) => row.route_miles / row.transit_hrs);
    await expectFigure('average of route miles divided by transit hrs', mean(ratios), /route\\?_miles \/ transit\\?_hrs \(each row/);
    await expectFigure('average difference between route miles and transit hrs', mean(rows.map((row) => row.route_miles - row.transit_hrs)), /each row’s route\\?_miles minus its transit\\?_hrs/);
    for (const question of ['route miles divided by transit hrs', 'average route per transit hour', 'total route miles divided by total transit hrs', 'average weight per mile']) {
      const run = await ask(question);
      assert.match(run.answer, /I can.t answer/, `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('reads a percent condition as the column holds it: points, fractions by its values, or asks', async () => {
    const count = (keep: (row: (typeof rates)[number]) => boolean): number => rates.filter(keep).length;
    const points = await askRates('how many rows with a rate above 4%?');
    assert.match(points.answer.split('\n')[0], /rate \\?> 4 \(4%\)/, points.answer.slice(0, 300));
    assert.equal(figure(points), count((row) => row.rate > 4));
    const fractions = await askRates('how many rows with a staff share under 3%?');
    assert.match(fractions.answer.split('\n')[0], /staff\\?_share \\?< 0\.03 \(3%\)/, fractions.answer.slice(0, 300));
    assert.equal(figure(fractions), count((row) => Math.round(row.rate * 10) / 1000 < 0.03));
    assert.match((await askRates('how many rows with a staff share under 0.5%?')).answer, /could be 0\.5 or 0\.005/);
    const days = await askRates('how many days was the Tourism rate above 5%?');
    assert.equal(figure(days), count((row) => row.sector === 'Tourism' && row.rate > 5), days.answer.slice(0, 300));
    assert.match(days.answer.split('\n')[0], /distinct days of day/);
    const years = await askRates('how many years are in the data?');
    assert.equal(figure(years), 2, years.answer.slice(0, 300));
    // A month "above 5%" on rows of dates: one such day, or the month as a whole; and a share of an average: refused.
    for (const question of ['how many months was the Tourism rate above 5%?', 'what percentage of rows have a rate above 5%?', 'how many rows with a weight above 5%?']) {
      const run = await (question.includes('weight') ? ask(question) : askRates(question));
      assert.match(run.answer, /I can.t answer/, `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('shows SQL and pandas code that give the figure on the file', async function () {
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`SET file_search_path = '${dir.replace(/'/g, "''")}'`);
    for (const { question, run, expected } of answered) {
      const sql = code(run, 'sql');
      const results = [];
      for (const statement of sql.split(/;\n\n|;$/).map((part) => part.trim()).filter(Boolean)) results.push(...(await queryRows(connection, statement)));
      assert.ok(results.some((row) => Object.values(row).some((cell) => near(Number(cell), expected))), `${question}: ${expected} not in the SQL's results\n${sql}`);
    }
    if (spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status !== 0) this.skip();
    for (const { question, run, expected } of answered) {
      const result = spawnSync(PYTHON, ['-c', code(run, 'python')], { cwd: dir, encoding: 'utf8' });
      assert.equal(result.status, 0, `${question}: ${result.stderr}`);
      const printed = (result.stdout.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g) ?? []).map(Number);
      assert.ok(printed.some((value) => Math.abs(value - expected) <= 1e-4 * Math.max(1, Math.abs(expected))), `${question}: ${expected} not printed by pandas:\n${result.stdout}`);
    }
  });
});
