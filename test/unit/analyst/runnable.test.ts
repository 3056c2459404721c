/**
 * The code an answer carries runs as shown on the user's own file and gives the answer's figure:
 * the SQL in DuckDB (the file found by its name, as from the folder that holds it), the pandas
 * code with Debian's python3-pandas, skipped with a note where python3 or pandas is missing.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, parseCsv, codeOf, type Run } from './harness';

const QUESTIONS = [
  'total revenue', 'average unit price by region', 'median units in 2024', 'top 3 products by revenue', 'revenue excluding the West',
  'total revenue by month in 2024', 'how many distinct customers by category', 'share of revenue by region', 'standard deviation of revenue',
  'average revenue for Laptop', 'number of rows by year', 'total units for Laptop and Monitor', 'how many unique customers in the West',
];

/** The numbers of the answer's first result row. */
function figures(run: Run): number[] {
  const [row] = parseCsv(run.csv ?? '');
  return Object.values(row ?? {}).filter((cell) => cell !== '' && Number.isFinite(Number(cell))).map(Number);
}

/** Debian's python3 (where python3-pandas installs) before any other on the PATH. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-4 * Math.max(1, Math.abs(b));

/** The pandas code of the answer runs in `dir` and prints the answer's own figure (the first number of its first row). */
function assertPandasPrints(dir: string, question: string, run: Run): void {
  const result = spawnSync(PYTHON, ['-c', codeOf(run, 'python')], { cwd: dir, encoding: 'utf8' });
  assert.equal(result.status, 0, `${question}: ${result.stderr}`);
  const printed = (result.stdout.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g) ?? []).map(Number);
  for (const figure of figures(run).slice(0, 1)) assert.ok(printed.some((value) => near(value, figure)), `${question}: ${figure} not printed by pandas:\n${result.stdout.slice(0, 400)}`);
}

/** Every question answered, and its shown SQL (DuckDB) and pandas code (python3) give its figures on `fileName` in `dir`. */
function itRunsTheShownCode(dir: string, fileName: string, runs: Array<{ question: string; run: Run }>): void {
  it('answers every question', () => {
    for (const { question, run } of runs) assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
  });

  it('gives the answer’s figures when the SQL runs in DuckDB on the file', async () => {
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`SET file_search_path = '${dir.replace(/'/g, "''")}'`);
    const read = `read_csv('${fileName}', types = `;
    for (const { question, run } of runs) {
      const sql = codeOf(run, 'sql');
      assert.ok(sql.includes(read), `${question}: ${sql.slice(0, 200)}`);
      const results = [];
      for (const statement of sql.split(/;\n\n|;$/).map((part) => part.trim()).filter(Boolean)) results.push(...(await queryRows(connection, statement)));
      const found = results.flatMap((row) => Object.values(row).map(Number).filter(Number.isFinite));
      for (const figure of figures(run)) assert.ok(found.some((value) => near(value, figure)), `${question}: ${figure} not in the SQL's results`);
    }
  });

  it('gives the answer’s figures when the pandas code runs with python3 on the file', function () {
    if (spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status !== 0) this.skip();
    for (const { question, run } of runs) assertPandasPrints(dir, question, run);
  });
}

describe('analyst: the shown code runs on the user’s file', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-code-'));
  const file = path.join(dir, 'sales.csv');
  let bench: AnalystBench;
  const runs: Array<{ question: string; run: Run }> = [];
  before(async () => {
    copyFileSync(path.join(__dirname, '..', '..', '..', 'samples', 'sales.csv'), file);
    bench = await AnalystBench.create();
    await bench.loadCsv('t_internal_sales', file, 'sales.csv');
    for (const question of QUESTIONS) runs.push({ question, run: await bench.ask(question) });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('shows SQL that reads the file by its name, with values written in and no display limit', () => {
    for (const { question, run } of runs) {
      const sql = codeOf(run, 'sql');
      assert.match(sql, /read_csv\('sales\.csv'\)/, question);
      assert.doesNotMatch(sql, /t_internal_sales|\?|LIMIT 10001|-- parameters/, question);
    }
  });

  it('gives the answer’s figures when the SQL runs in DuckDB', async () => {
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`SET file_search_path = '${dir.replace(/'/g, "''")}'`);
    for (const { question, run } of runs) {
      const statements = codeOf(run, 'sql').split(/;\n\n|;$/).map((statement) => statement.trim()).filter(Boolean);
      const results = [];
      for (const statement of statements) results.push(...(await queryRows(connection, statement)));
      const found = results.flatMap((row) => Object.values(row).map(Number).filter(Number.isFinite));
      for (const figure of figures(run)) assert.ok(found.some((value) => near(value, figure)), `${question}: ${figure} not in the SQL's results`);
    }
  });

  it('gives the answer’s figures when the pandas code runs with python3', function () {
    const probe = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' });
    if (probe.status !== 0) {
      console.log('      (python3 with pandas is not installed: the pandas code was not run)');
      this.skip();
    }
    for (const { question, run } of runs) {
      const code = codeOf(run, 'python');
      const result = spawnSync(PYTHON, ['-c', code], { cwd: dir, encoding: 'utf8' });
      assert.equal(result.status, 0, `${question}: ${result.stderr}`);
      const printed = (result.stdout.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g) ?? []).map(Number);
      // The answer's own figure (the first number of its first row); the row count beside it is not printed.
      for (const figure of figures(run).slice(0, 1)) assert.ok(printed.some((value) => near(value, figure)), `${question}: ${figure} not printed by pandas:\n${result.stdout.slice(0, 400)}`);
    }
  });
});

/**
 * A file written as people write it: dates as "Jun 12 1998", "12 June 1998" and ISO with a time in
 * one column, day-first "25/12/20" in another, money as "$1,200", "(300)" and "1,234.50", a
 * percentage column, and "NA", "n/a", "-", "." and blanks for missing values in number and text
 * columns. The engine reads them as dates, numbers and missing values; the SQL and pandas code
 * it shows must read them the same way, or the figures differ.
 */
function messyCsv(): string {
  const regions = ['North', 'South', 'East', '-', 'n/a', 'West'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const long = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const lines = ['Order Date,Shipped,Region,Amount,Discount,Units'];
  for (let i = 0; i < 60; i++) {
    const year = 1997 + (i % 3);
    const month = (i * 5) % 12;
    const day = 1 + ((i * 7) % 27);
    const ordered = i % 3 === 0 ? `${months[month]} ${day} ${year}` : i % 3 === 1 ? `${day} ${long[month]} ${year}` : `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00:00`;
    const shipped = i % 11 === 0 ? 'NA' : `${String(Math.min(28, day + 2)).padStart(2, '0')}/${String(month + 1).padStart(2, '0')}/${String(year).slice(2)}`;
    const amount = i % 13 === 0 ? 'NA' : i % 7 === 0 ? `(${(i * 37) % 900})` : i % 2 ? `"$${(1000 + i * 113).toLocaleString('en-US')}"` : `"${(250 + i * 41.5).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`;
    const discount = i % 17 === 0 ? '.' : `${(i * 3) % 40}%`;
    const units = i % 19 === 0 ? '' : String(1 + (i % 9));
    lines.push([ordered, shipped, regions[i % regions.length], amount, discount, units].join(','));
  }
  return lines.join('\n') + '\n';
}

const MESSY_QUESTIONS = [
  'total amount', 'average amount by region', 'number of rows by region', 'total amount in 1998', 'total amount by month',
  'average discount', 'total amount excluding North', 'top 2 regions by total amount', 'number of rows by year', 'total units by year',
  'average amount in March 1998', 'how many distinct regions',
];

describe('analyst: the shown code reads a messy file as the engine does', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-messy-'));
  const file = path.join(dir, 'orders.csv');
  const runs: Array<{ question: string; run: Run }> = [];
  before(async () => {
    writeFileSync(file, messyCsv());
    const bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const tables = await bench.ingest(file, 't_internal_orders', path.join(dir, 'scratch'));
    const types = new Map(tables[0].columns.map((c) => [c.name, c.type]));
    // The engine read the text: otherwise this test would prove nothing.
    assert.deepEqual([types.get('Order Date'), types.get('Shipped'), types.get('Amount'), types.get('Discount')], ['TIMESTAMP', 'DATE', 'DOUBLE', 'BIGINT']);
    for (const question of MESSY_QUESTIONS) runs.push({ question, run: await bench.ask(question, { tables }) });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  itRunsTheShownCode(dir, 'orders.csv', runs);
});

/**
 * Months written as text in three forms the engine reads as the first day of the month
 * ("2005-03", "Mar-05", "March 2005"), with "NA" among the counts: the shown code must read
 * them as months too, or a year's total differs.
 */
function monthsCsv(): string {
  const short = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const long = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const lines = ['Period,Period Name,Issued,Sector,Count'];
  for (let year = 2002; year <= 2009; year++) {
    for (let month = 0; month < 12; month++) {
      for (const sector of ['Construction', 'Retail']) {
        const i = lines.length;
        const count = i % 23 === 0 ? 'NA' : String(((year * 17 + month * 5 + sector.length) % 90) + 10);
        lines.push([`${year}-${String(month + 1).padStart(2, '0')}`, `${long[month]} ${year}`, `${short[month]}-${String(year % 100).padStart(2, '0')}`, sector, count].join(','));
      }
    }
  }
  return lines.join('\n') + '\n';
}

const MONTH_QUESTIONS = [
  'total count in 2008', 'total count for Construction in 2008', 'total count in March 2005', 'total count per year',
  'total count by quarter in 2004', 'average count by sector between 2002 and 2004', 'total count by month in 2006',
  'total count per year of issued', 'total count per month of issued in 2007', 'total count per quarter of period name',
];

describe('analyst: the shown code reads months written as text as the engine does', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-months-'));
  const file = path.join(dir, 'permits.csv');
  const runs: Array<{ question: string; run: Run }> = [];
  before(async () => {
    writeFileSync(file, monthsCsv());
    const bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const tables = await bench.ingest(file, 't_internal_permits', path.join(dir, 'scratch'));
    const columns = new Map(tables[0].columns.map((c) => [c.name, c]));
    // The engine read the months: otherwise this test would prove nothing.
    for (const name of ['Period', 'Period Name', 'Issued']) assert.deepEqual([columns.get(name)?.type, columns.get(name)?.written], ['DATE', { to: 'DATE', grain: 'month' }], name);
    for (const question of MONTH_QUESTIONS) runs.push({ question, run: await bench.ask(question, { tables }) });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  itRunsTheShownCode(dir, 'permits.csv', runs);

  it('gives the answer’s figure when the pandas code runs on a workbook whose months are text', async function () {
    // DuckDB's read_xlsx needs an extension this machine cannot download: only the pandas code runs here.
    if (spawnSync(PYTHON, ['-c', 'import pandas, openpyxl'], { encoding: 'utf8' }).status !== 0) this.skip();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Monthly');
    sheet.addRow(['Month', 'Count']);
    for (const [i, line] of monthsCsv().trim().split('\n').slice(1).entries()) {
      const [, name, , , count] = line.split(',');
      sheet.addRow([name, i % 29 === 0 ? 'n/a' : Number(count) || 0]);
    }
    const workbook = path.join(dir, 'monthly.xlsx');
    writeFileSync(workbook, Buffer.from(await book.xlsx.writeBuffer()));
    const bench = await AnalystBench.create();
    const tables = await bench.ingest(workbook, 't_internal_monthly', path.join(dir, 'scratch'));
    assert.deepEqual(tables[0].columns.find((c) => c.name === 'Month')?.written, { to: 'DATE', grain: 'month' });
    for (const question of ['total count in 2008', 'total count in March 2005']) {
      const run = await bench.ask(question, { tables });
      assert.match(run.answer, /^Computed/, run.answer);
      const code = codeOf(run, 'python');
      assert.match(code, /pd\.read_excel\("monthly\.xlsx", sheet_name="Monthly"/);
      assertPandasPrints(dir, question, run);
    }
  });
});

/**
 * Dates written as their digits ("20240314", as systems export them) in a column named as dates,
 * which DuckDB's reader takes for a number: the engine reads them as dates, so a month in the
 * question filters them, and the shown code must read them so too. A blank and an "NA" are missing.
 */
function tripsCsv(): string {
  const lines = ['Trip ID,Service Date,Route,Departure,Boardings,Turnaround (h:mm)'];
  for (let i = 0; i < 90; i++) {
    const day = new Date(Date.UTC(2024, 0, 1 + i * 2));
    const digits = `${day.getUTCFullYear()}${String(day.getUTCMonth() + 1).padStart(2, '0')}${String(day.getUTCDate()).padStart(2, '0')}`;
    lines.push([`T${1000 + i}`, i === 17 ? '' : i === 40 ? 'NA' : digits, ['12', '31', '47'][i % 3], `${String(5 + (i % 15)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`, String(20 + ((i * 13) % 40)), `${i % 3}:${String((i * 11) % 60).padStart(2, '0')}`].join(','));
  }
  return lines.join('\n') + '\n';
}

const TRIP_QUESTIONS = ['total boardings in march', 'number of rows by month', 'total boardings by weekday', 'average boardings in 2024', 'average boardings on weekdays before 9am', 'total boardings by hour of the day', 'average turnaround in minutes', 'total boardings after 5am'];

describe('analyst: the shown code reads dates written as digits as the engine does', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-digits-'));
  const runs: Array<{ question: string; run: Run }> = [];
  const rows = tripsCsv().trim().split('\n').slice(1).map((line) => line.split(','));
  before(async () => {
    writeFileSync(path.join(dir, 'trips.csv'), tripsCsv());
    const bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const tables = await bench.ingest(path.join(dir, 'trips.csv'), 't_internal_trips', path.join(dir, 'scratch'));
    const date = tables[0].columns.find((c) => c.name === 'Service Date');
    // The engine read the digits as dates: otherwise this test would prove nothing.
    assert.deepEqual([date?.type, date?.written], ['DATE', { to: 'DATE', form: 'yyyymmdd' }]);
    for (const question of TRIP_QUESTIONS) runs.push({ question, run: await bench.ask(question, { tables }) });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a duration written h:mm as hours and minutes', () => {
    const minutes = rows.map((row) => row[5].split(':').map(Number)).map(([h, m]) => h * 60 + m);
    assert.ok(Math.abs(figures(runs[6].run)[0] - minutes.reduce((a, b) => a + b, 0) / minutes.length) < 1e-4, runs[6].run.answer.slice(0, 300));
  });

  it('filters a month of the digits', () => {
    const march = rows.filter((row) => /^202403/.test(row[1])).reduce((sum, row) => sum + Number(row[4]), 0);
    assert.equal(figures(runs[0].run)[0], march, runs[0].run.answer.slice(0, 300));
  });

  it('keeps the departures strictly after 5am: 05:00 is not after it', () => {
    const later = rows.filter((row) => row[3] > '05:00').reduce((sum, row) => sum + Number(row[4]), 0);
    assert.equal(figures(runs[7].run)[0], later, runs[7].run.answer.slice(0, 300));
  });

  itRunsTheShownCode(dir, 'trips.csv', runs);
});

/**
 * Lengths of time written in words ("45 min", "1h 30m", "2 hours", "46m" beside hours), as booking
 * systems and people type them, seconds among them ("90 secs"): the engine reads them as seconds
 * (hours and minutes alone are minutes, minutesWritten.test.ts), so "in hours" and "longer than an
 * hour" work, and the shown code must read them so too; so are days written after their weekday
 * ("Sat 01/07/2023").
 */
const WORDED = ['45 min', '1h 30m', '2 hours', '1 hr, 15 mins', '1.5 hrs', '90 minutes', '90 secs', 'n/a', '', '46m'];
/** Lesson days written as a booking book does, a weekday before the day and month ("Sat 01/07/2023"). */
const lessonDay = (i: number): Date => new Date(Date.UTC(2023, 6 + (i % 2), 1 + (i % 28)));
const writtenDay = (day: Date): string => `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day.getUTCDay()]} ${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
const wordedSeconds = (text: string): number | null => {
  const found = [...text.toLowerCase().matchAll(/(\d+(?:\.\d+)?)\s*([hms])/g)];
  return found.length ? found.reduce((sum, [, n, unit]) => sum + Number(n) * (unit === 'h' ? 3600 : unit === 'm' ? 60 : 1), 0) : null;
};

describe('analyst: the shown code reads durations written in words as the engine does', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-worded-'));
  const runs: Array<{ question: string; run: Run }> = [];
  const rows = Array.from({ length: 45 }, (_, i) => [`L${100 + i}`, ['Ines', 'Ravi', 'Tomasz'][i % 3], WORDED[(i * 4) % WORDED.length], String(30 + ((i * 17) % 50)), `${5 + (i % 4) * 5} min`, writtenDay(lessonDay(i))]);
  before(async () => {
    writeFileSync(path.join(dir, 'lessons.csv'), ['Lesson No,Tutor,Lesson Length,Fee,Break,Lesson Day'].concat(rows.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','))).join('\n') + '\n');
    const bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const tables = await bench.ingest(path.join(dir, 'lessons.csv'), 't_internal_lessons', path.join(dir, 'scratch'));
    // The engine read the words as seconds: otherwise this test would prove nothing.
    assert.deepEqual(tables[0].columns.find((c) => c.name === 'Lesson Length')?.written, { to: 'BIGINT', duration: 'words' });
    for (const question of ['total lesson length in hours', 'lessons longer than 1 hour', 'average lesson length in minutes by tutor']) runs.push({ question, run: await bench.ask(question, { tables }) });
    // Words all in one unit are a number of it, shown as the file writes it: `Break` in minutes.
    for (const question of ['total break in hours', 'longest break']) runs.push({ question, run: await bench.ask(question, { tables }) });
    // The weekday before each day is read past: the column is dates, day first.
    assert.deepEqual(tables[0].columns.find((c) => c.name === 'Lesson Day')?.written, { to: 'DATE', order: 'day/month' });
    runs.push({ question: 'total fee in august 2023', run: await bench.ask('total fee in august 2023', { tables }) });
    // The unit right after the rows' noun ("lesson hours") or the measure's name ("lesson length hours") asks for it as "in hours" does.
    runs.push({ question: 'total lesson hours', run: await bench.ask('total lesson hours', { tables }) });
    runs.push({ question: 'average lesson length hours', run: await bench.ask('average lesson length hours', { tables }) });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the figures of the words read as seconds', () => {
    const seconds = rows.map((row) => wordedSeconds(row[2])).filter((s): s is number => s !== null);
    assert.ok(near(figures(runs[0].run)[0], seconds.reduce((a, b) => a + b, 0) / 3600), runs[0].run.answer.slice(0, 300));
    assert.equal(figures(runs[1].run)[0], seconds.filter((s) => s > 3600).length, runs[1].run.answer.slice(0, 300));
    const breaks = rows.map((row) => Number.parseInt(row[4], 10));
    assert.ok(near(figures(runs[3].run)[0], breaks.reduce((a, b) => a + b, 0) / 60), runs[3].run.answer.slice(0, 300));
    // "longest break": the largest Break, or the rows that have it, named with it.
    assert.ok(figures(runs[4].run)[0] === 20 || /highest `Break`, \*\*20 min\*\*/.test(runs[4].run.answer), runs[4].run.answer.slice(0, 300));
    assert.equal(figures(runs[5].run)[0], rows.filter((_, i) => lessonDay(i).getUTCMonth() === 7).reduce((sum, row) => sum + Number(row[3]), 0), runs[5].run.answer.slice(0, 300));
    assert.ok(near(figures(runs[6].run)[0], figures(runs[0].run)[0]), runs[6].run.answer.slice(0, 300));
    assert.ok(near(figures(runs[7].run)[0], seconds.reduce((a, b) => a + b, 0) / seconds.length / 3600), runs[7].run.answer.slice(0, 300));
  });

  itRunsTheShownCode(dir, 'lessons.csv', runs);
});

/**
 * A dive log whose cells carry their units ("18.5 m", "24°C", "210 bar"), as dive computers
 * export them: the engine reads the numbers, "deeper than 30 m" and "colder than
 * 26°C" bound the columns they name, and the shown code reads the cells the same way.
 */
const DIVE_SITES = ['Blue Hole', 'Coral Garden', 'The Wreck'];
const diveRows = (): string[][] => Array.from({ length: 48 }, (_, i) => [
  `D${300 + i}`, DIVE_SITES[i % 3], i === 7 ? 'NA' : `${(12 + ((i * 37) % 260) / 10).toFixed(1)} m`, i === 11 ? 'n/a' : `${23 + (i % 6)}°C`, `${(i % 4) * 5 + 5} m`, `${150 + ((i * 13) % 60)} bar`,
]);

describe('analyst: the shown code reads numbers written with a unit as the engine does', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-units-'));
  const runs: Array<{ question: string; run: Run }> = [];
  const rows = diveRows();
  const depth = (row: string[]): number | null => (row[2] === 'NA' ? null : Number.parseFloat(row[2]));
  const water = (row: string[]): number | null => (row[3] === 'n/a' ? null : Number.parseFloat(row[3]));
  before(async () => {
    writeFileSync(path.join(dir, 'dives.csv'), ['Dive No,Site,Max Depth,Water Temp,Visibility,End Pressure'].concat(rows.map((row) => row.join(','))).join('\n') + '\n');
    const bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const tables = await bench.ingest(path.join(dir, 'dives.csv'), 't_internal_dives', path.join(dir, 'scratch'));
    // The engine read the cells as numbers: otherwise this test would prove nothing.
    assert.deepEqual(tables[0].columns.find((c) => c.name === 'Max Depth')?.written, { to: 'DOUBLE', suffix: 'm' });
    assert.deepEqual(tables[0].columns.find((c) => c.name === 'Water Temp')?.written, { to: 'BIGINT', suffix: '°C' });
    for (const question of ['average max depth by site', 'dives deeper than 30 m', 'dives in water colder than 26°C', 'total end pressure']) runs.push({ question, run: await bench.ask(question, { tables }) });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the figures of the numbers before the units, and bounds the column the comparative names', () => {
    const blue = rows.filter((row) => row[1] === 'Blue Hole').map(depth).filter((d): d is number => d !== null);
    const blueRow = parseCsv(runs[0].run.csv ?? '').find((row) => row.Site === 'Blue Hole');
    assert.ok(blueRow && near(Number(Object.values(blueRow)[1]), blue.reduce((a, b) => a + b, 0) / blue.length), runs[0].run.answer.slice(0, 300));
    assert.equal(figures(runs[1].run)[0], rows.filter((row) => (depth(row) ?? 0) > 30).length, runs[1].run.answer.slice(0, 300));
    assert.equal(figures(runs[2].run)[0], rows.filter((row) => water(row) !== null && (water(row) as number) < 26).length, runs[2].run.answer.slice(0, 300));
  });

  itRunsTheShownCode(dir, 'dives.csv', runs);
});

/** Gritting runs started at times written on the 12-hour clock ("9:45 PM", "12:15 AM", "6 PM"): read as times of day, in the SQL and the pandas code too, and labelled "21:45:00". */
const STARTS = ['9:45 PM', '10:00 PM', '10:20 PM', '12:15 AM', '4:30 AM', '5:05 AM', '11:40 PM', '6 PM', '11 PM'];
const clockSeconds = (text: string): number => {
  const [, h, m, half] = /^(\d+)(?::(\d+))? ([AP])M$/.exec(text) as RegExpExecArray;
  return ((Number(h) % 12) + (half === 'P' ? 12 : 0)) * 3600 + Number(m ?? 0) * 60;
};

describe('analyst: the shown code reads times of day written on the 12-hour clock as the engine does', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-clock12-'));
  const runs: Array<{ question: string; run: Run }> = [];
  const rows = Array.from({ length: 40 }, (_, i) => [`GR-${100 + i}`, ['Ring Road', 'Hill Villages'][i % 2], i === 5 ? '' : STARTS[(i * 2) % STARTS.length], (1 + ((i * 7) % 30) / 10).toFixed(1)]);
  before(async () => {
    writeFileSync(path.join(dir, 'runs.csv'), ['Run Ref,Route,Start Time,Salt Used (t)'].concat(rows.map((row) => row.join(','))).join('\n') + '\n');
    const bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const tables = await bench.ingest(path.join(dir, 'runs.csv'), 't_internal_runs', path.join(dir, 'scratch'));
    // The engine read the text as times of day: otherwise this test would prove nothing.
    assert.deepEqual(tables[0].columns.find((c) => c.name === 'Start Time')?.written, { to: 'TIME', clock: '12-hour' });
    for (const question of ['runs starting after 10pm', 'total salt used for runs starting after 10pm']) runs.push({ question, run: await bench.ask(question, { tables }) });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses "by hour" it cannot group by, never one total over every hour', async () => {
    const bench = await AnalystBench.create();
    const tables = await bench.ingest(path.join(dir, 'runs.csv'), 't_internal_runs_hours', path.join(dir, 'scratch'));
    assert.match((await bench.ask('total salt used by hour', { tables })).answer, /I can.t answer/);
  });

  it('labels each time of day as the clock writes it, never as a count of microseconds', async () => {
    const bench = await AnalystBench.create();
    const tables = await bench.ingest(path.join(dir, 'runs.csv'), 't_internal_runs_labels', path.join(dir, 'scratch'));
    const run = await bench.ask('runs by start time', { tables });
    const clock = (seconds: number): string => [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, 0].map((n) => String(n).padStart(2, '0')).join(':');
    const expected = new Map<string, number>();
    // The one run without a start is its own group, labelled blank.
    for (const row of rows) {
      const label = row[2] ? clock(clockSeconds(row[2])) : '';
      expected.set(label, (expected.get(label) ?? 0) + 1);
    }
    assert.deepEqual(new Map(parseCsv(run.csv ?? '').map((row) => [row['Start Time'], Number(Object.values(row)[1])])), expected, run.answer.slice(0, 300));
  });

  it('keeps the times strictly after 22:00 on the same day', () => {
    const late = rows.filter((row) => row[2] && clockSeconds(row[2]) > 22 * 3600);
    assert.equal(figures(runs[0].run)[0], late.length, runs[0].run.answer.slice(0, 300));
    assert.ok(near(figures(runs[1].run)[0], late.reduce((sum, row) => sum + Number(row[3]), 0)), runs[1].run.answer.slice(0, 300));
  });

  itRunsTheShownCode(dir, 'runs.csv', runs);
});

/** A kiln's firings dated "2021.04.09" (year first, dots), one blank: the engine reads them as dates, and the shown code must too. */
function firingsCsv(): string {
  const lines = ['Firing,Fired On,Kiln,Pieces'];
  for (let i = 0; i < 60; i++) {
    const day = new Date(Date.UTC(2020, 10, 3 + i * 5));
    const dotted = `${day.getUTCFullYear()}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${String(day.getUTCDate()).padStart(2, '0')}`;
    lines.push([`F${200 + i}`, i === 9 ? '' : dotted, ['North', 'South'][i % 2], String(12 + ((i * 7) % 30))].join(','));
  }
  return lines.join('\n') + '\n';
}

describe('analyst: the shown code reads dates written year first with dots as the engine does', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-dotted-'));
  const runs: Array<{ question: string; run: Run }> = [];
  const rows = firingsCsv().trim().split('\n').slice(1).map((line) => line.split(','));
  before(async () => {
    writeFileSync(path.join(dir, 'firings.csv'), firingsCsv());
    const bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const tables = await bench.ingest(path.join(dir, 'firings.csv'), 't_internal_firings', path.join(dir, 'scratch'));
    // The engine read the dotted text as dates: otherwise this test would prove nothing.
    assert.equal(tables[0].columns.find((c) => c.name === 'Fired On')?.type, 'DATE');
    for (const question of ['total pieces in 2021', 'total pieces by month', 'number of rows by weekday']) runs.push({ question, run: await bench.ask(question, { tables }) });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('filters a year of the dotted dates', () => {
    const year = rows.filter((row) => row[1].startsWith('2021.')).reduce((sum, row) => sum + Number(row[3]), 0);
    assert.equal(figures(runs[0].run)[0], year, runs[0].run.answer.slice(0, 300));
  });

  itRunsTheShownCode(dir, 'firings.csv', runs);
});

describe('analyst: the shown pandas code reads a yes/no column as DuckDB does (BOOLEAN)', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-yesno-'));
  const runs: Array<{ question: string; run: Run }> = [];
  before(async () => {
    const lines = ['shift_date,site,output,overtime'];
    for (let i = 0; i < 40; i++) lines.push(`2024-02-${String(1 + (i % 28)).padStart(2, '0')},${i % 2 ? 'Dock' : 'Yard'},${10 + ((i * 7) % 13)},${i % 3 === 0 ? 'yes' : 'no'}`);
    writeFileSync(path.join(dir, 'shifts.csv'), lines.join('\n') + '\n');
    const bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const tables = await bench.ingest(path.join(dir, 'shifts.csv'), 't_internal_shifts', path.join(dir, 'scratch'));
    // DuckDB sniffed the column as BOOLEAN: otherwise this test would prove nothing.
    assert.equal(tables[0].columns.find((c) => c.name === 'overtime')?.type, 'BOOLEAN');
    for (const question of ['how many rows with overtime', 'total output without overtime', 'average output by site with overtime']) runs.push({ question, run: await bench.ask(question, { tables }) });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the answer’s figures when the pandas code runs with python3 on the file', function () {
    if (spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status !== 0) this.skip();
    for (const { question, run } of runs) {
      assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
      assertPandasPrints(dir, question, run);
    }
  });
});
