/**
 * A file of one table laid out wide, one number column per period (monthColumns.ts): the figures
 * are named by the one word of the file's name that is not about layout ("monthly_sales.csv":
 * Sales), else by the question's one measure word (the only figures the file holds). Generated
 * data; every expected figure is computed here in plain JavaScript, and the shown pandas code runs
 * on the user's own file and prints it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, near, type Run } from './harness';

const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const PANDAS = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status === 0;

function pandasPrints(dir: string, run: Run): number[] {
  let code = '';
  for (const event of run.events) if (event.kind === 'CODE' && event.content.startsWith('```python\n')) code = event.content.slice(10, -4);
  const result = spawnSync(PYTHON, ['-c', code], { cwd: dir, encoding: 'utf8' });
  assert.equal(result.status, 0, `${result.stderr}\n${code}`);
  return (result.stdout.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
}

const SHOPS = ['Harbour', 'Old Town', 'Riverside', 'Station'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const figures = SHOPS.map((_, s) => MONTHS.map((__, m) => 40 + ((s * 17 + m * 29) % 61)));
const monthTotal = (m: number): number => figures.reduce((sum, row) => sum + row[m], 0);

function wide(header: string[]): string {
  return `${['Shop', ...header].join(',')}\n${SHOPS.map((shop, s) => [shop, ...figures[s].slice(0, header.length)].join(',')).join('\n')}\n`;
}

describe('analyst: a file with a column per month', function () {
  this.timeout(300_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-widefile-'));
  let bench: AnalystBench;
  const tables = new Map<string, AnalystTable[]>();
  before(async () => {
    bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    const files: Array<[string, string]> = [
      ['monthly_sales.csv', wide(MONTHS)],
      ['shops.csv', wide(['2023-01', '2023-02', '2023-03', '2023-04'])],
      ['footfall_by_quarter.csv', wide(['Q1', 'Q2', 'Q3', 'Q4'])],
      ['survey.csv', `Shop,Q1,Q2,Q3,Q4,Q5\n${SHOPS.map((shop) => `${shop},1,2,3,4,5`).join('\n')}\n`],
    ];
    for (const [name, text] of files) {
      writeFileSync(path.join(dir, name), text);
      tables.set(name, await bench.ingest(path.join(dir, name), `t_${name.replace(/\W/g, '_')}`, path.join(dir, 'scratch')));
    }
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const ask = (file: string, question: string): Promise<Run> => bench.ask(question, { tables: tables.get(file) ?? [] });

  it('names the figures by the file name\'s word, says how it read the file, and shows code that runs on it', async () => {
    const question = 'total sales in march';
    const run = await ask('monthly_sales.csv', question);
    assertAnswered(run, question);
    assert.ok(near(firstFigure(run), monthTotal(2)), run.answer);
    assert.match(run.answer.split('\n')[0], /has a column per month \(12: `Jan` … `Dec`\), read as one figure, `Sales` \(the file's name\)/);
    if (PANDAS) assert.ok(pandasPrints(dir, run).includes(monthTotal(2)), 'pandas prints the figure');
  });

  it('compares the months and the rows without naming the measure again', async () => {
    const best = MONTHS.map((_, m) => monthTotal(m)).reduce((top, value, m, all) => (value > all[top] ? m : top), 0);
    let run = await ask('monthly_sales.csv', 'which month was highest');
    assertAnswered(run, 'which month was highest');
    assert.match(run.answer, new RegExp(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][best]));
    const shop = SHOPS[figures.map((row) => row[2]).reduce((top, value, s, all) => (value > all[top] ? s : top), 0)];
    run = await ask('monthly_sales.csv', 'which shop had the highest march');
    assertAnswered(run, 'which shop had the highest march');
    assert.match(run.answer, new RegExp(shop));
  });

  it('refuses a measure word that is neither the file\'s word nor its only figures', async () => {
    for (const question of ['total revenue in march', 'sales minus cost by shop', 'sales left in march']) assertRefused(await ask('monthly_sales.csv', question), question);
  });

  it('reads months written with their year, and calls the figures by the question\'s word when the file names none', async () => {
    const question = 'total revenue for harbour in 2023';
    const run = await ask('shops.csv', question);
    assertAnswered(run, question);
    assert.ok(near(firstFigure(run), figures[0].slice(0, 4).reduce((a, b) => a + b, 0)), run.answer);
    assert.match(run.answer.split('\n')[0], /`Revenue` \(the question's word; the file names its figures nowhere\)/);
    assertRefused(await ask('shops.csv', 'total revenue for harbour in 2024'), 'total revenue for harbour in 2024');
    assertRefused(await ask('shops.csv', 'revenue minus cost in march'), 'revenue minus cost in march');
  });

  it('reads quarter columns as quarters, but not numbered questions of a survey', async () => {
    const totals = [0, 1, 2, 3].map(monthTotal);
    const run = await ask('footfall_by_quarter.csv', 'which quarter had the most footfall');
    assertAnswered(run, 'which quarter had the most footfall');
    assert.match(run.answer, new RegExp(`Q${totals.indexOf(Math.max(...totals)) + 1}\\*\\* has the highest`));
    assert.doesNotMatch((await ask('survey.csv', 'which quarter had the most')).answer, /column per quarter/);
  });
});
