/**
 * The pandas code the planner shows for model-written SQL: for the shapes models commonly write,
 * it runs with python3 on the user's own file and gives the table the engine returned; for
 * everything else the shown Python runs the SQL with DuckDB and says why it is not translated.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { pythonCode, toCsv } from '../../../src/engine/planner/answer';
import { runSql } from '../../../src/engine/planner/runSql';
import { parseTree } from '../../../src/engine/planner/sqlGuard';
import { toPandas } from '../../../src/engine/planner/toPandas';
import { AnalystBench, parseCsv } from '../analyst/harness';

/** Debian's python3 (where python3-pandas installs) before any other on the PATH. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/** Statements as models write them over sales.csv (the table is "sales"). */
const STATEMENTS = [
  'SELECT sum(revenue) AS total_revenue FROM sales',
  'SELECT region, sum(revenue) AS revenue FROM "sales" GROUP BY region ORDER BY revenue DESC',
  `SELECT product, avg(unit_price) AS avg_price, count(*) AS orders FROM sales WHERE region IN ('West', 'East') GROUP BY product HAVING count(*) > 5 ORDER BY orders DESC, product LIMIT 5`,
  `SELECT date_trunc('month', order_date) AS month, sum(revenue) AS revenue FROM sales WHERE order_date >= '2024-01-01' GROUP BY 1 ORDER BY 1`,
  `SELECT strftime(order_date, '%Y-%m') AS month, count(DISTINCT customer_id) AS customers FROM sales GROUP BY month ORDER BY month`,
  'SELECT extract(year FROM order_date) AS year, category, median(units) AS median_units FROM sales GROUP BY ALL ORDER BY year, category',
  'SELECT category, round(sum(revenue) / sum(units), 2) AS revenue_per_unit FROM sales GROUP BY category ORDER BY 2 DESC',
  `SELECT order_id, product, revenue FROM sales WHERE product LIKE 'Lap%' AND NOT (region = 'West') AND revenue BETWEEN 100 AND 2000 ORDER BY revenue DESC, order_id LIMIT 10`,
  'SELECT min(order_date) AS first_order, max(order_date) AS last_order, count(*) AS n, avg(units) AS mean_units FROM sales',
  `SELECT year(order_date) AS y, month(order_date) AS m, sum(units) FROM sales WHERE category <> 'Electronics' OR units > 5 GROUP BY y, m ORDER BY y, m`,
  'SELECT * FROM sales WHERE customer_id IS NULL OR units >= 9 ORDER BY order_id LIMIT 20',
  `SELECT s.product, max(s.unit_price) - min(s.unit_price) AS spread FROM sales AS s WHERE s.order_date BETWEEN DATE '2024-01-01' AND DATE '2024-06-30' GROUP BY s.product ORDER BY spread DESC, s.product`,
  `SELECT region, count(*) AS n, 100.0 * sum(revenue) / nullif(sum(units), 0) AS per_unit FROM sales WHERE NOT (product NOT LIKE '%o%' OR units IS NULL) GROUP BY region HAVING sum(revenue) > 1000 ORDER BY region`,
  'SELECT category, product FROM sales GROUP BY category, product ORDER BY category, product LIMIT 4 OFFSET 2',
  `SELECT lower(region) AS r, count(*) AS n FROM sales WHERE product ILIKE '%BOOK%' AND category NOT IN ('Furniture') GROUP BY 1 ORDER BY n DESC, r`,
];

/** Statements outside what the translation supports. */
const FALLBACKS: Array<[string, RegExp]> = [
  ['WITH m AS (SELECT region, sum(revenue) AS r FROM sales GROUP BY region) SELECT * FROM m ORDER BY r DESC', /WITH/],
  ['SELECT region, sum(revenue) OVER (PARTITION BY region) AS r FROM sales', /window/],
  ['SELECT DISTINCT region FROM sales', /DISTINCT/],
  ['SELECT a.region, count(*) FROM sales a JOIN sales b ON a.order_id = b.order_id GROUP BY 1', /one table/],
  [`SELECT region || '-' || product AS label, revenue FROM sales`, /operator \|\|/],
  ['SELECT region, sum(revenue) / (SELECT sum(revenue) FROM sales) AS share FROM sales GROUP BY region', /subquery/],
  ['SELECT region, revenue FROM sales UNION ALL SELECT region, revenue FROM sales', /combines/],
  [`SELECT count(*) FROM sales WHERE units = '3'`, /comparison of number with text/],
  ['SELECT count(*) FROM sales WHERE region = NULL', /constant that is neither/],
  [`SELECT date_part('dow', order_date) AS d, count(*) FROM sales GROUP BY 1`, /date_part\('dow'\)/],
  ['SELECT region, length(product) AS l FROM sales', /function length/],
];

/** The cells of a CSV, numbers and dates written the same way. */
function normalised(csv: string): string[][] {
  const rows = parseCsv(csv);
  return rows.map((row) => Object.values(row).map((cell) => {
    if (cell !== '' && Number.isFinite(Number(cell))) return Number(Number(cell).toPrecision(10)).toString();
    return cell.replace(/^(\d{4}-\d{2}-\d{2})[ T]00:00:00$/, '$1');
  }));
}

describe('planner: model-written SQL as pandas code', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'planner-pandas-'));
  let bench: AnalystBench;
  let table: AnalystTable;
  before(async () => {
    copyFileSync(path.join(__dirname, '..', '..', '..', 'samples', 'sales.csv'), path.join(dir, 'sales.csv'));
    bench = await AnalystBench.create();
    table = await bench.loadCsv('sales', path.join(dir, 'sales.csv'), 'sales.csv');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  async function translate(sql: string) {
    const result = await runSql(bench.connection, sql, { tables: [table.table], rowCap: 10_000, timeLimitMs: 10_000, signal: new AbortController().signal });
    const translation = toPandas(await parseTree(bench.connection, sql), [table].filter((t) => result.tables.includes(t.table)), result.columns);
    return { result, translation, code: pythonCode(sql, [table], translation) };
  }

  function runPython(code: string, cwd: string): string {
    const printed = `${code.replace(/\nprint\(result\)$/, '')}\nimport sys\nresult.to_csv(sys.stdout, index=False)\n`;
    const run = spawnSync(PYTHON, ['-c', printed], { cwd, encoding: 'utf8' });
    assert.equal(run.status, 0, `${run.stderr}\n${code}`);
    return run.stdout;
  }

  it('translates the shapes models commonly write, and the pandas code gives the engine’s table', async function () {
    const probe = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' });
    for (const sql of STATEMENTS) {
      const { result, translation, code } = await translate(sql);
      assert.ok(translation.ok, `${sql}: ${translation.ok ? '' : translation.reason}`);
      assert.doesNotMatch(code, /duckdb/, sql);
      assert.match(code, /pd\.read_csv\("sales\.csv"/, sql);
      if (probe.status !== 0) continue;
      const expected = normalised(toCsv(result));
      assert.ok(expected.length > 0, `${sql}: the engine returned rows`);
      const got = normalised(runPython(code, dir));
      assert.deepEqual(got, expected, `${sql}\n${code}`);
    }
    if (probe.status !== 0) {
      console.log('      (python3 with pandas is not installed: the pandas code was not run)');
      this.skip();
    }
  });

  it('shows the SQL run by DuckDB, with the reason, for what it does not translate', async () => {
    for (const [sql, reason] of FALLBACKS) {
      const { translation, code } = await translate(sql);
      assert.equal(translation.ok, false, sql);
      if (!translation.ok) assert.match(translation.reason, reason, sql);
      const lines = code.split('\n');
      assert.match(lines[0], /^# This query is not translated into pandas operations: .*; DuckDB runs it as written \(pip install duckdb\)\.$/, sql);
      assert.equal(lines.filter((line) => line.startsWith('# This query')).length, 1, sql);
      assert.match(code, /con\.sql\(/, sql);
    }
  });

  it('keeps text that looks like numbers as text ("01234"), as DuckDB read it', async function () {
    const probe = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' });
    if (probe.status !== 0) this.skip();
    const zips = path.join(dir, 'zips');
    mkdirSync(zips);
    writeFileSync(path.join(zips, 'stores.csv'), 'zip,sales\n01234,10\n01234,5\n98765,7\n');
    const zipBench = await AnalystBench.create();
    const stores = await zipBench.loadCsv('stores', path.join(zips, 'stores.csv'), 'stores.csv');
    const sql = `SELECT zip, sum(sales) AS total FROM stores WHERE zip IN ('01234', '98765') GROUP BY zip ORDER BY zip`;
    const result = await runSql(zipBench.connection, sql, { tables: [stores.table], rowCap: 100, timeLimitMs: 10_000, signal: new AbortController().signal });
    const translation = toPandas(await parseTree(zipBench.connection, sql), [stores], result.columns);
    assert.ok(translation.ok);
    assert.match(translation.code, /dtype=\{"zip": str\}/);
    assert.deepEqual(runPython(translation.code, zips).trim().split(/\r?\n/), ['zip,total', '01234,15', '98765,7']);
  });

  it('reads a messy file as the engine does (text dates and money) before computing', async function () {
    const probe = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' });
    if (probe.status !== 0) this.skip();
    const messy = path.join(dir, 'messy');
    mkdirSync(path.join(messy, 'scratch'), { recursive: true });
    const file = path.join(messy, 'orders.csv');
    const lines = ['Order Date,Region,Amount'];
    for (let i = 0; i < 40; i++) {
      const date = i % 2 ? `Jun ${1 + (i % 27)} ${1997 + (i % 3)}` : `${1997 + (i % 3)}-0${1 + (i % 9)}-1${i % 10}`;
      const amount = i % 9 === 0 ? 'NA' : i % 5 === 0 ? `(${i * 10})` : `"$${(1000 + i * 113).toLocaleString('en-US')}"`;
      lines.push([date, ['North', 'South', 'n/a'][i % 3], amount].join(','));
    }
    writeFileSync(file, lines.join('\n') + '\n');
    const messyBench = await AnalystBench.create();
    const [orders] = await messyBench.ingest(file, 't_orders', path.join(messy, 'scratch'));
    const name = `"${orders.table}"`;
    for (const sql of [
      `SELECT "Region", sum("Amount") AS total, count(*) AS n FROM ${name} GROUP BY "Region" ORDER BY "Region" NULLS FIRST`,
      `SELECT year("Order Date") AS y, avg("Amount") AS mean_amount FROM ${name} WHERE "Order Date" >= '1998-01-01' GROUP BY 1 ORDER BY 1`,
    ]) {
      const result = await runSql(messyBench.connection, sql, { tables: [orders.table], rowCap: 1000, timeLimitMs: 10_000, signal: new AbortController().signal });
      const translation = toPandas(await parseTree(messyBench.connection, sql), [orders], result.columns);
      assert.ok(translation.ok, `${sql}: ${translation.ok ? '' : translation.reason}`);
      assert.deepEqual(normalised(runPython(translation.code, messy)), normalised(toCsv(result)), `${sql}\n${translation.code}`);
    }
  });
});
