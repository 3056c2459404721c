/**
 * The code an answer carries runs as shown on the user's own file and gives the answer's figure:
 * the SQL in DuckDB (the file found by its name, as from the folder that holds it), the pandas
 * code with Debian's python3-pandas, skipped with a note where python3 or pandas is missing.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, parseCsv, type Run } from './harness';

const QUESTIONS = [
  'total revenue', 'average unit price by region', 'median units in 2024', 'top 3 products by revenue', 'revenue excluding the West',
  'total revenue by month in 2024', 'how many distinct customers by category', 'share of revenue by region', 'standard deviation of revenue',
  'average revenue for Laptop', 'number of rows by year', 'total units for Laptop and Monitor',
];

function codeOf(run: Run, language: string): string {
  for (const event of run.events) {
    if (event.kind === 'CODE' && event.content.startsWith(`\`\`\`${language}\n`)) return event.content.slice(language.length + 4, -4);
  }
  return '';
}

/** The numbers of the answer's first result row. */
function figures(run: Run): number[] {
  const [row] = parseCsv(run.csv ?? '');
  return Object.values(row ?? {}).filter((cell) => cell !== '' && Number.isFinite(Number(cell))).map(Number);
}

/** Debian's python3 (where python3-pandas installs) before any other on the PATH. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-4 * Math.max(1, Math.abs(b));

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
