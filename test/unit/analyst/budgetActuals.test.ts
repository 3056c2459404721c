/**
 * A budget sheet (wide, a column per month) set against an actuals sheet (long, dated amounts) of
 * one workbook (budgetActuals.ts). Generated data; every expected figure is computed here in plain
 * JavaScript.
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
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// [department, line, monthly budget]: "Travel" and "Software" recur under two departments.
const LINES: Array<[string, string, number]> = [['Sales', 'Travel', 1000], ['Sales', 'Software', 500], ['Ops', 'Travel', 300], ['Ops', 'Training', 400], ['Finance', 'Audit Fees', 800], ['Finance', 'Software', 200]];

interface Spent { department: string; line: string; month: number; amount: number }

function spending(lastMonth: number): Spent[] {
  const out: Spent[] = [];
  let n = 0;
  for (const [department, line, monthly] of LINES) {
    for (let month = 1; month <= lastMonth; month++) {
      for (let k = 0; k < 2; k++) {
        n++;
        out.push({ department, line, month, amount: Math.round((monthly / 2) * (0.7 + ((n * 37) % 65) / 100) * 100) / 100 });
      }
    }
  }
  return out;
}

async function workbook(file: string, spent: Spent[], actualsKey = 'Department'): Promise<void> {
  const book = new ExcelJS.Workbook();
  const budget = book.addWorksheet('Budget');
  budget.addRow(['Department', 'Cost Line', ...MONTHS]);
  for (const [department, line, monthly] of LINES) budget.addRow([department, line, ...MONTHS.map(() => monthly)]);
  const actuals = book.addWorksheet('Actuals');
  actuals.addRow(['Date', actualsKey, 'Cost Line', 'Amount']);
  spent.forEach((row, i) => actuals.addRow([new Date(Date.UTC(2024, row.month - 1, 1 + (i % 27))), actualsKey === 'Department' ? row.department : `${row.department} team`, row.line, row.amount]));
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function budgetOf(keep: (department: string, line: string) => boolean, months = 12): number {
  return sum(LINES.filter(([d, l]) => keep(d, l)).map(([, , monthly]) => monthly * months));
}

describe('analyst: a budget sheet set against an actuals sheet', function () {
  this.timeout(300_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-budget-'));
  const full = spending(12);
  const partial = spending(9);
  let bench: AnalystBench;
  const tables = new Map<string, AnalystTable[]>();
  before(async () => {
    bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const books: Array<[string, Spent[], string?]> = [['costs_2024.xlsx', full], ['costs_to_september.xlsx', partial], ['teams_2024.xlsx', full, 'Team']];
    for (const [name, spent, key] of books) {
      await workbook(path.join(dir, name), spent, key);
      tables.set(name, await bench.ingest(path.join(dir, name), `t_${name.replace(/\W/g, '_')}`, path.join(dir, 'scratch')));
    }
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const ask = (file: string, question: string): Promise<Run> => bench.ask(question, { tables: tables.get(file) ?? [] });
  const actualOf = (spent: Spent[], keep: (row: Spent) => boolean): number => sum(spent.filter(keep).map((row) => row.amount));

  it('sets each department\'s actuals against its budget, saying which sheets, keys and months, with SQL that reads the workbook', async () => {
    const question = 'actual vs budget by department';
    const run = await ask('costs_2024.xlsx', question);
    assertAnswered(run, question);
    const rows = parseCsv(run.csv ?? '');
    for (const department of ['Sales', 'Ops', 'Finance']) {
      const row = rows.find((r) => r.Department === department);
      assert.ok(row, department);
      assert.ok(near(Number(row.Budget), budgetOf((d) => d === department)), `${department} budget`);
      assert.ok(near(Number(row.Actual), actualOf(full, (r) => r.department === department)), `${department} actual`);
    }
    assert.match(run.answer.split('\n')[0], /sum of the Budget sheet's month columns and `Actual` the sum of `Amount` on the Actuals sheet dated in 2024, matched on `Department` and `Cost Line` \(every month of 2024\)/);
    assert.match(codeOf(run, 'sql'), /read_xlsx\('costs_2024\.xlsx'.*Budget/s);
    if (!PANDAS) return;
    const result = spawnSync(PYTHON, ['-c', codeOf(run, 'python')], { cwd: dir, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  });

  it('ranks and lists by how far over budget, on each line\'s totals for the year', async () => {
    const over = new Map(['Sales', 'Ops', 'Finance'].map((d) => [d, actualOf(full, (r) => r.department === d) - budgetOf((x) => x === d)]));
    const most = [...over].sort((a, b) => b[1] - a[1])[0];
    let run = await ask('costs_2024.xlsx', 'which department is most over budget');
    if (most[1] > 0) {
      assertAnswered(run, 'which department is most over budget');
      assert.match(run.answer, new RegExp(most[0]));
    }
    run = await ask('costs_2024.xlsx', 'which cost lines in sales are over budget');
    assertAnswered(run, 'which cost lines in sales are over budget');
    const expected = LINES.filter(([d, l, monthly]) => d === 'Sales' && actualOf(full, (r) => r.department === d && r.line === l) > monthly * 12).map(([, l]) => l).sort();
    // The lines lead the table: the answer is their names.
    assert.deepEqual(parseCsv(run.csv ?? '').map((r) => Object.values(r)[0]).sort(), expected);
    run = await ask('costs_2024.xlsx', 'actual minus budget by department');
    assertAnswered(run, 'actual minus budget by department');
    for (const row of parseCsv(run.csv ?? '')) assert.ok(near(Number(Object.values(row)[1]), over.get(Object.values(row)[0]) ?? NaN), JSON.stringify(row));
  });

  it('says what is left of a budget, and sets a month against its own budget', async () => {
    let run = await ask('costs_2024.xlsx', 'how much of the travel budget is left');
    assertAnswered(run, 'how much of the travel budget is left');
    assert.ok(near(firstFigure(run), budgetOf((_, l) => l === 'Travel') - actualOf(full, (r) => r.line === 'Travel')), run.answer);
    run = await ask('costs_2024.xlsx', 'budget vs actual for march');
    assertAnswered(run, 'budget vs actual for march');
    const [row] = parseCsv(run.csv ?? '');
    assert.ok(near(Number(row.Budget), budgetOf(() => true, 1)) && near(Number(row.Actual), actualOf(full, (r) => r.month === 3)), JSON.stringify(row));
  });

  it('asks rather than guesses: a line name in several departments, actuals that stop early, sheets that do not meet, a bare "variance"', async () => {
    for (const question of ['which cost lines are over budget', 'variance by cost line', 'which cost lines are most over budget']) assertRefused(await ask('costs_2024.xlsx', question), question);
    // The actuals stop in September: the year's budget or the budget to date?
    assertRefused(await ask('costs_to_september.xlsx', 'how much of the travel budget is left'), 'left, actuals to September');
    const run = await ask('costs_to_september.xlsx', 'how much of the travel budget is left in march');
    assertAnswered(run, 'left in march');
    assert.ok(near(firstFigure(run), budgetOf((_, l) => l === 'Travel', 1) - actualOf(partial, (r) => r.line === 'Travel' && r.month === 3)), run.answer);
    // The actuals name teams, not the budget's departments: they meet on the cost line only, whose lines recur.
    assertRefused(await ask('teams_2024.xlsx', 'which department is most over budget'), 'no shared department');
  });
});
