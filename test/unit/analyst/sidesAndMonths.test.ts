/**
 * Tables read another way than the file lays them out (views.ts): a table of fixtures with a home
 * and an away side per row (twoSided.ts), and a workbook sheet with a column per month
 * (monthColumns.ts). Generated data; every expected figure is computed here in plain JavaScript,
 * and the shown pandas code runs on the user's own file and prints the same figures.
 */
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, near, parseCsv, codeOf, type Run } from './harness';

const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const PANDAS = spawnSync(PYTHON, ['-c', 'import pandas, openpyxl'], { encoding: 'utf8' }).status === 0;

/** Runs the answer's pandas code in `dir`; the numbers it prints. */
function pandasPrints(dir: string, run: Run, question: string): number[] {
  const result = spawnSync(PYTHON, ['-c', codeOf(run, 'python')], { cwd: dir, encoding: 'utf8' });
  assert.equal(result.status, 0, `${question}: ${result.stderr}\n${codeOf(run, 'python')}`);
  return (result.stdout.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g) ?? []).map(Number);
}

function groupsOf(run: Run): Map<string, number> {
  return new Map(parseCsv(run.csv ?? '').map((row) => {
    const [group, ...rest] = Object.values(row);
    return [group, rest.map(Number).find(Number.isFinite) ?? NaN];
  }));
}

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

// ---- a handball league: one row per fixture, a home and an away side ----
const CLUBS = ['Kestrel HC', 'Otterburn', 'Badger Vale', 'Fenwick'];
const fixtures = Array.from({ length: 36 }, (_, i) => {
  const home = CLUBS[i % 4];
  const away = CLUBS[(i + 1 + Math.floor(i / 4) % 3) % 4];
  const homePoints = 18 + ((i * 7) % 13);
  const awayPoints = i % 9 === 4 ? homePoints : 17 + ((i * 5) % 14);
  return { round: `R${1 + Math.floor(i / 6)}`, home, away, homePoints, awayPoints };
});

describe('analyst: a table of two sides per row', function () {
  this.timeout(300_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-sides-'));
  let bench: AnalystBench;
  let tables: AnalystTable[];
  before(async () => {
    const lines = ['Round,Home Club,Away Club,Home Points,Away Points', ...fixtures.map((f) => `${f.round},${f.home},${f.away},${f.homePoints},${f.awayPoints}`)];
    writeFileSync(path.join(dir, 'fixtures.csv'), `${lines.join('\n')}\n`);
    mkdirSync(path.join(dir, 'scratch'));
    bench = await AnalystBench.create();
    tables = await bench.ingest(path.join(dir, 'fixtures.csv'), 't_fixtures', path.join(dir, 'scratch'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('adds both sides of each row for a figure the question names without a side, saying so first', async () => {
    const question = 'total points by round';
    const run = await bench.ask(question, { tables });
    assertAnswered(run, question);
    const expected = new Map<string, number>();
    for (const f of fixtures) add(expected, f.round, f.homePoints + f.awayPoints);
    assert.deepEqual(groupsOf(run), expected);
    assert.match(run.answer.split('\n')[0], /Points is Home Points \+ Away Points/);
    if (!PANDAS) return;
    const printed = pandasPrints(dir, run, question);
    for (const value of expected.values()) assert.ok(printed.includes(value), `${value} not printed by pandas`);
  });

  it('counts the results that compare the two sides', async () => {
    const draws = fixtures.filter((f) => f.homePoints === f.awayPoints).length;
    assert.ok(draws > 0);
    let run = await bench.ask('how many draws', { tables });
    assertAnswered(run, 'how many draws');
    assert.equal(firstFigure(run), draws);
    run = await bench.ask('how many home wins', { tables });
    assertAnswered(run, 'how many home wins');
    assert.equal(firstFigure(run), fixtures.filter((f) => f.homePoints > f.awayPoints).length);
  });

  it('reads each row once from each side for a question about a side, home rows and away rows alike', async () => {
    const scored = new Map<string, number>();
    for (const f of fixtures) {
      add(scored, f.home, f.homePoints);
      add(scored, f.away, f.awayPoints);
    }
    const best = [...scored].sort((a, b) => b[1] - a[1])[0];
    const question = 'which club scored the most points';
    let run = await bench.ask(question, { tables });
    assertAnswered(run, question);
    assert.match(run.answer, new RegExp(`${best[0]}`));
    assert.match(run.answer.split('\n')[0], /, per side of each match/);
    if (PANDAS) assert.ok(pandasPrints(dir, run, question).includes(best[1]), 'pandas prints the figure');
    const conceded = fixtures.reduce((sum, f) => sum + (f.home === 'Fenwick' ? f.awayPoints : f.away === 'Fenwick' ? f.homePoints : 0), 0);
    run = await bench.ask('points conceded by fenwick', { tables });
    assertAnswered(run, 'points conceded by fenwick');
    assert.equal(firstFigure(run), conceded);
  });

  it('answers what one side names from the file as it is, and does not count a match twice for a figure over matches', async () => {
    let run = await bench.ask('average home points', { tables });
    assertAnswered(run, 'average home points');
    assert.doesNotMatch(run.answer, /once per side/);
    // "points" alone over the matches is the total per match, never a side's points over twice the rows.
    run = await bench.ask('total points', { tables });
    assertAnswered(run, 'total points');
    assert.equal(firstFigure(run), fixtures.reduce((sum, f) => sum + f.homePoints + f.awayPoints, 0));
    assert.doesNotMatch(run.answer, /once per side/);
  });
});

// ---- a workbook with a sheet of month columns ----
const REGIONS = ['North', 'South', 'West'];
const PRODUCTS = ['Bikes', 'Helmets'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const plan = REGIONS.flatMap((region, r) => PRODUCTS.map((product, p) => ({ region, product, months: MONTHS.map((_, m) => 100 * (r + 1) + 10 * p + ((m * 37 + r * 11) % 50)) })));

describe('analyst: a sheet with a column per month', function () {
  this.timeout(300_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-months-'));
  let bench: AnalystBench;
  let tables: AnalystTable[];
  before(async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Target');
    sheet.addRow(['Region', 'Product', ...MONTHS]);
    for (const row of plan) sheet.addRow([row.region, row.product, ...row.months]);
    const other = book.addWorksheet('Sheet2');
    other.addRow(['Region', 'Jan', 'Feb', 'Mar']);
    other.addRow(['North', 1, 2, 3]);
    writeFileSync(path.join(dir, 'plan_2025.xlsx'), Buffer.from(await book.xlsx.writeBuffer()));
    mkdirSync(path.join(dir, 'scratch'));
    bench = await AnalystBench.create();
    tables = await bench.ingest(path.join(dir, 'plan_2025.xlsx'), 't_plan', path.join(dir, 'scratch'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the month columns as one measure named by the sheet, saying so', async () => {
    const question = 'total target by region';
    const run = await bench.ask(question, { tables });
    assertAnswered(run, question);
    const expected = new Map<string, number>();
    for (const row of plan) add(expected, row.region, row.months.reduce((a, b) => a + b, 0));
    assert.deepEqual(groupsOf(run), expected);
    assert.match(run.answer, /has a column per month \(6: `Jan` … `Jun`\), read as one figure, `Target`/);
    assert.match(codeOf(run, 'sql'), /UNPIVOT/);
    if (!PANDAS) return;
    const printed = pandasPrints(dir, run, question);
    for (const value of expected.values()) assert.ok(printed.includes(value), `${value} not printed by pandas`);
  });

  it('compares the months, filters one, and takes the year from the file name', async () => {
    const byMonth = MONTHS.map((_, m) => plan.reduce((sum, row) => sum + row.months[m], 0));
    const best = byMonth.indexOf(Math.max(...byMonth));
    let run = await bench.ask('which month has the highest target', { tables });
    assertAnswered(run, 'which month has the highest target');
    assert.match(run.answer, new RegExp(['January', 'February', 'March', 'April', 'May', 'June'][best]));
    run = await bench.ask('target for march', { tables });
    assertAnswered(run, 'target for march');
    assert.ok(near(firstFigure(run), byMonth[2]), run.answer);
    run = await bench.ask('total target for 2025', { tables });
    assertAnswered(run, 'total target for 2025');
    assert.ok(near(firstFigure(run), byMonth.reduce((a, b) => a + b, 0)), run.answer);
    assertRefused(await bench.ask('total target for 2024', { tables }), 'total target for 2024');
  });

  it('refuses a question that sets the sheet\'s figures against others, or names them by another word', async () => {
    for (const question of ['total target by region over target', 'how much of the north target is left', 'target minus spend by region', 'spend by region']) {
      assertRefused(await bench.ask(question, { tables }), question);
    }
  });

  it('reads no measure from a sheet whose name names none', async () => {
    assertRefused(await bench.ask('total sheet2 by region', { tables }), 'total sheet2 by region');
  });
});
