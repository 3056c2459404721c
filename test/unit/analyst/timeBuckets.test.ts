/**
 * Periods by year, quarter, month and day are grouped on numbers or dates computed from the date's
 * parts (`bucketSql`), not on `date_trunc`. The periods and figures must be the ones pandas
 * computes on the same file, the shown SQL must give the answer's table when it runs on the file,
 * and the periods must come out in calendar order across years and the turn of a century.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, parseCsv, codeOf, type Run } from './harness';

const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/** Questions, each with the pandas computing the periods independently (labels as the answer writes them). */
const CASES: Array<{ question: string; label: string }> = [
  { question: 'total amount by month', label: 'ts.dt.strftime("%Y-%m")' },
  { question: 'total amount by quarter', label: 'ts.dt.year.astype(str) + "-Q" + ts.dt.quarter.astype(str)' },
  { question: 'total amount by year', label: 'ts.dt.year.astype(str)' },
  { question: 'total amount by day in March 2023', label: 'ts.dt.strftime("%Y-%m-%d")' },
];

/** Timestamps with a time of day, over 1998 to 2024 (a century's turn), months and days in no order. */
function salesCsv(): string {
  const lines = ['ordered_at,amount'];
  for (let i = 0; i < 400; i++) {
    const year = i % 5 === 0 ? 1998 + (i % 3) : 2022 + (i % 3);
    const month = 1 + ((i * 7) % 12);
    const day = 1 + ((i * 11) % 28);
    const at = (n: number) => String(n).padStart(2, '0');
    lines.push(`${year}-${at(month)}-${at(day)} ${at((i * 5) % 24)}:${at((i * 13) % 60)}:00,${(i % 17) * 3.25 + 1}`);
  }
  // March 2023 day by day, so the day question has rows.
  for (let d = 1; d <= 31; d += 2) lines.push(`2023-03-${String(d).padStart(2, '0')} 23:59:00,${d * 1.5}`);
  return `${lines.join('\n')}\n`;
}

const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

function assertSameTable(actual: Array<[string, number]>, expected: Array<[string, number]>, what: string): void {
  assert.deepEqual(actual.map(([period]) => period), expected.map(([period]) => period), `${what}: periods`);
  actual.forEach(([period, value], i) => assert.ok(near(value, expected[i][1]), `${what}: ${period} ${value} against ${expected[i][1]}`));
}

describe('analyst: periods grouped on the date’s parts', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'time-buckets-'));
  const file = path.join(dir, 'orders.csv');
  const runs = new Map<string, Run>();
  const hasPandas = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status === 0;
  before(async () => {
    writeFileSync(file, salesCsv());
    const bench = await AnalystBench.create();
    const [table] = await bench.ingest(file, 'orders', dir);
    assert.equal(table.columns.find((c) => c.name === 'ordered_at')?.type, 'TIMESTAMP');
    for (const { question } of CASES) runs.set(question, await bench.ask(question));
    runs.set('how many months are in the data', await bench.ask('how many months are in the data'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const answerTable = (run: Run): Array<[string, number]> => parseCsv(run.csv ?? '').map((row) => [row.period, Number(row.total_amount)]);

  for (const { question, label } of CASES) {
    it(`${question}: the periods and totals pandas computes, in calendar order`, function () {
      const run = runs.get(question) as Run;
      assert.match(run.answer, /^Computed/, run.answer.slice(0, 300));
      assert.doesNotMatch(codeOf(run, 'sql'), /date_trunc/, 'grouped on the date’s parts');
      if (!hasPandas) this.skip();
      const march = question.includes('March') ? 'df = df[(df["ordered_at"] >= "2023-03-01") & (df["ordered_at"] < "2023-04-01")]\n' : '';
      const script = `import json, pandas as pd\ndf = pd.read_csv(${JSON.stringify(file)}, parse_dates=["ordered_at"])\n${march}ts = df["ordered_at"]\nout = df.groupby(${label})["amount"].sum().sort_index()\nprint(json.dumps([[k, float(v)] for k, v in out.items()]))`;
      const result = spawnSync(PYTHON, ['-c', script], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
      const expected = JSON.parse(result.stdout) as Array<[string, number]>;
      assert.ok(expected.length > 3, `${question}: ${expected.length} periods`);
      assertSameTable(answerTable(run), expected, question);
    });

    it(`${question}: the shown SQL gives the answer’s table on the file, and the shown pandas runs`, async function () {
      const run = runs.get(question) as Run;
      const connection = await (await DuckDBInstance.create(':memory:')).connect();
      await connection.run(`SET file_search_path = '${dir.replace(/'/g, "''")}'`);
      const rows = await queryRows(connection, codeOf(run, 'sql').replace(/;\s*$/, ''));
      assertSameTable(rows.map((row) => [String(row.period), Number(row.total_amount)]), answerTable(run), question);
      if (!hasPandas) this.skip();
      const result = spawnSync(PYTHON, ['-c', `import pandas as pd\npd.set_option("display.max_rows", 1000)\n${codeOf(run, 'python')}`], { cwd: dir, encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
      for (const [period] of answerTable(run)) assert.ok(result.stdout.includes(period), `${question}: ${period} not printed by pandas`);
    });
  }

  it('counts the distinct months as pandas does', function () {
    const run = runs.get('how many months are in the data') as Run;
    assert.match(run.answer, /^Computed/, run.answer.slice(0, 300));
    if (!hasPandas) this.skip();
    const result = spawnSync(PYTHON, ['-c', `import pandas as pd\nprint(pd.read_csv(${JSON.stringify(file)}, parse_dates=["ordered_at"])["ordered_at"].dt.to_period("M").nunique())`], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(Number(parseCsv(run.csv ?? '')[0]?.distinct_months_of_ordered_at), Number(result.stdout.trim()));
  });
});
