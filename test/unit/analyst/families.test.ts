/**
 * Every question family of the local analyst on fixture data, with the expected numbers computed
 * here from the fixture's rows in plain TypeScript (not read back from the analyst's output).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnalystEvent } from '../../../src/engine/analyst/contract';
import { CHART_BACKGROUND } from '../../../src/engine/analyst/chart';
import { AnalystBench, FIXTURES, parseCsv, type Run } from './harness';

interface Sale {
  order_id: number;
  order_date: string;
  region: string;
  product: string;
  category: string;
  units: number | null;
  unit_price: number;
  revenue: number | null;
  customer_id: string;
}

const SALES: Sale[] = parseCsv(readFileSync(path.join(FIXTURES, 'sales.csv'), 'utf8')).map((r) => ({
  order_id: Number(r.order_id),
  order_date: r.order_date,
  region: r.region,
  product: r.product,
  category: r.category,
  units: r.units === '' ? null : Number(r.units),
  unit_price: Number(r.unit_price),
  revenue: r.revenue === '' ? null : Number(r.revenue),
  customer_id: r.customer_id,
}));

const sum = (values: Array<number | null>): number => values.reduce<number>((a, b) => a + (b ?? 0), 0);
const present = (values: Array<number | null>): number[] => values.filter((v): v is number => v !== null);
const mean = (values: Array<number | null>): number => sum(values) / present(values).length;
/** Linear-interpolated quantile, as DuckDB's quantile_cont and pandas' default. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (position - low);
}
const people = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const near = (actual: unknown, expected: number, label = ''): void => {
  const a = Number(actual);
  assert.ok(Math.abs(a - expected) <= 1e-6 * Math.max(1, Math.abs(expected)), `${label}: expected ${expected}, got ${String(actual)}`);
};
function groupSum<K extends keyof Sale>(rows: Sale[], key: K, value: (row: Sale) => number | null): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(String(row[key]), (totals.get(String(row[key])) ?? 0) + (value(row) ?? 0));
  return totals;
}

function kinds(run: Run): string[] {
  return run.events.map((event) => event.kind);
}
function csvRows(run: Run): Array<Record<string, string>> {
  assert.ok(run.csv, `a TABLE was published; answer: ${run.answer}`);
  return parseCsv(run.csv);
}
function markOf(run: Run): string {
  const svg = run.svg ?? '';
  assert.ok(svg.startsWith('<svg'), 'an SVG chart was published');
  const marks = [...svg.matchAll(/mark-(rect|line|symbol|area|arc)/g)].map((m) => m[1]);
  return marks[0];
}

describe('analyst: question families on fixture data', function () {
  this.timeout(60_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadCsv('sales', 'sales.csv');
  });

  describe('answer shape', () => {
    it('streams TASK progress, the plan, SQL and pandas code, then the answer, table, chart, questions and sources', async () => {
      const run = await bench.ask('total revenue by region');
      const order = kinds(run).filter((kind) => kind !== 'TASK');
      assert.deepEqual(order, ['MESSAGE', 'CODE', 'CODE', 'MESSAGE', 'TABLE', 'IMAGE', 'QUESTIONS', 'SOURCES']);
      const analyze = run.events.filter((e): e is Extract<AnalystEvent, { group: unknown }> => 'group' in e && e.group.stage === 'Analyze' && e.kind !== 'TASK');
      assert.ok(analyze.length === 3);
      const [plan, sql, python] = analyze.map((e) => (e.kind === 'MESSAGE' || e.kind === 'CODE' ? e.content : ''));
      assert.match(plan, /Group by region/);
      assert.match(sql, /^```sql\n[\s\S]*sum\("revenue"\)[\s\S]*GROUP BY "region"[\s\S]*\n```$/);
      assert.match(python, /^```python\nimport pandas as pd\n\ndf = pd\.read_csv\("sales\.csv", parse_dates=\["order_date"\]\)/);
      const respond = run.events.filter((e) => 'group' in e && e.group.stage === 'Respond' && e.kind !== 'TASK');
      assert.ok(respond.every((e) => 'group' in e && e.group.id === 'answer' && e.group.name === 'Answer'));
      const tasks = run.events.filter((e) => e.kind === 'TASK').map((e) => (e.kind === 'TASK' ? `${e.task.id}:${e.task.status}` : ''));
      assert.deepEqual(tasks, ['understand:running', 'understand:done', 'calculate:running', 'calculate:done', 'answer:running', 'answer:done']);
      assert.ok(run.questions.length >= 3 && run.questions.length <= 5);
      const sources = run.events.find((e) => e.kind === 'SOURCES');
      assert.equal(sources?.kind === 'SOURCES' && sources.content[0].source, 'sales.csv');
      assert.equal(run.files.get([...run.files.keys()][0])?.contentType, 'text/csv');
    });

    it('writes pandas code that is valid Python', async () => {
      for (const question of ['total revenue by region', 'monthly revenue trend', 'top 3 products by units in 2024', 'outliers in revenue', 'correlation between units and revenue', 'What percentage of revenue comes from Electronics?', 'revenue growth by year', 'orders with revenue over 5000', 'distribution of units', 'missing values', 'describe the data']) {
        const run = await bench.ask(question);
        const code = run.events.flatMap((e) => (e.kind === 'CODE' && e.content.startsWith('```python') ? [e.content.slice(10, -4)] : []))[0];
        execFileSync('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], { input: code });
      }
    });

    it('offers follow-up questions that it can itself answer, in the session that offered them', async () => {
      const run = await bench.ask('total revenue by region');
      for (const question of run.questions) {
        const follow = await bench.ask(question, { history: [{ question: 'total revenue by region', memo: run.memo }] });
        assert.doesNotMatch(follow.answer, /I can’t answer/, question);
        assert.ok(follow.csv, question);
      }
    });
  });

  describe('size, shape and profile', () => {
    it('counts rows and lists columns', async () => {
      const run = await bench.ask('How many rows does the data have?');
      assert.match(run.answer, new RegExp(`${people(SALES.length)} rows`));
      assert.match(run.answer, /9 columns/);
      assert.match(run.answer, /`order\\?_id`, `order\\?_date`, `region`, `product`, `category`, `units`, `unit\\?_price`, `revenue`, `customer\\?_id`/);
      // The table's first cell is the figure the sentence gives: the row count.
      assert.deepEqual(csvRows(run), [{ rows: String(SALES.length), columns: '9' }]);
    });

    it('describes every column with counts, missing values, mean and median', async () => {
      const run = await bench.ask('describe the data');
      const profile = new Map(csvRows(run).map((r) => [r.column, r]));
      near(profile.get('revenue')?.mean, mean(SALES.map((s) => s.revenue)), 'mean revenue');
      near(profile.get('units')?.median, quantile(present(SALES.map((s) => s.units)), 0.5), 'median units');
      assert.equal(profile.get('region')?.missing, String(SALES.filter((s) => s.region === '').length));
      assert.equal(profile.get('product')?.distinct, String(new Set(SALES.map((s) => s.product)).size));
      assert.match(run.answer, new RegExp(people(mean(SALES.map((s) => s.revenue)))));
    });
  });

  describe('one measure', () => {
    const cases: Array<[string, () => number]> = [
      ['What is the total revenue?', () => sum(SALES.map((s) => s.revenue))],
      ['average unit price', () => mean(SALES.map((s) => s.unit_price))],
      ['median revenue', () => quantile(present(SALES.map((s) => s.revenue)), 0.5)],
      ['smallest number of units', () => Math.min(...present(SALES.map((s) => s.units)))],
      ['maximum revenue', () => Math.max(...present(SALES.map((s) => s.revenue)))],
      ['how many unique customers are there?', () => new Set(SALES.map((s) => s.customer_id)).size],
      ['how many orders?', () => new Set(SALES.map((s) => s.order_id)).size],
    ];
    for (const [question, expected] of cases) {
      it(question, async () => {
        const run = await bench.ask(question);
        const [row] = csvRows(run);
        near(Object.values(row)[0], expected(), question);
        assert.ok(run.answer.includes(people(expected())), `${run.answer} states ${people(expected())}`);
      });
    }

    it('share of a filtered part of the table', async () => {
      const run = await bench.ask('What percentage of revenue comes from Electronics?');
      const part = sum(SALES.filter((s) => s.category === 'Electronics').map((s) => s.revenue));
      const whole = sum(SALES.map((s) => s.revenue));
      // The percentage the sentence gives is the table's first cell.
      assert.equal(Object.keys(csvRows(run)[0])[0], 'percent');
      near(csvRows(run)[0].percent, (100 * part) / whole, 'percent');
      assert.ok(run.answer.includes(`${((part / whole) * 100).toFixed(1)}%`));
    });
  });

  describe('grouped and ranked', () => {
    it('groups by one column: CSV content and a bar chart', async () => {
      const run = await bench.ask('sum of revenue per region');
      const expected = [...groupSum(SALES, 'region', (s) => s.revenue)].sort((a, b) => b[1] - a[1]);
      const rows = csvRows(run);
      assert.deepEqual(rows.map((r) => r.region), expected.map(([k]) => k), 'regions, highest first; a missing region is an empty cell');
      rows.forEach((r, i) => near(r.total_revenue, expected[i][1], r.region));
      assert.equal(markOf(run), 'rect');
      assert.equal((run.svg?.match(/<path[^>]*aria-roledescription="bar"/g) ?? []).length, expected.length);
      // Readable on every theme: the chart paints its own light panel and every text is one dark grey
      // on it (the webview tests measure the contrast in each theme); the missing group is named.
      const svg = run.svg ?? '';
      const textFills = new Set([...svg.matchAll(/<text[^>]*fill="([^"]+)"/g)].map((m) => m[1]));
      assert.deepEqual([...textFills], ['#3b3b3b']);
      assert.match(svg, new RegExp(`^<svg[^>]*><rect width="\\d+" height="\\d+" fill="${CHART_BACKGROUND}"/>`));
      assert.match(svg, /\(missing\)/);
    });

    it('groups by two columns', async () => {
      const run = await bench.ask('average price by region and category');
      const rows = csvRows(run);
      const west = SALES.filter((s) => s.region === 'West' && s.category === 'Kitchen');
      near(rows.find((r) => r.region === 'West' && r.category === 'Kitchen')?.average_unit_price, mean(west.map((s) => s.unit_price)), 'West/Kitchen');
      assert.equal(rows.length, new Set(SALES.map((s) => `${s.region}|${s.category}`)).size);
    });

    it('top N groups, highest first, and the bottom ones', async () => {
      const expected = [...groupSum(SALES, 'product', (s) => s.revenue)].sort((a, b) => b[1] - a[1]);
      const top = csvRows(await bench.ask('top 3 products by revenue'));
      assert.deepEqual(top.map((r) => r.product), expected.slice(0, 3).map(([k]) => k));
      const bottom = csvRows(await bench.ask('bottom 2 products by revenue'));
      assert.deepEqual(bottom.map((r) => r.product), expected.slice(-2).reverse().map(([k]) => k));
    });

    it('top N rows by a measure when the question ranks orders', async () => {
      const run = await bench.ask('the 5 orders with the most units');
      const expected = [...SALES].filter((s) => s.units !== null).sort((a, b) => (b.units ?? 0) - (a.units ?? 0)).slice(0, 5);
      const rows = csvRows(run);
      assert.equal(rows.length, 5);
      rows.forEach((r, i) => near(r.units, expected[i].units ?? NaN, `row ${i}`));
    });
  });

  describe('filters', () => {
    it('a value found in the data, a numeric comparison and a year', async () => {
      const run = await bench.ask('total revenue in the West region in 2024 for orders with more than 5 units');
      const rows = SALES.filter((s) => s.region === 'West' && s.order_date.startsWith('2024') && (s.units ?? 0) > 5);
      near(csvRows(run)[0].total_revenue, sum(rows.map((s) => s.revenue)));
      assert.match(run.events.map((e) => (e.kind === 'CODE' ? e.content : '')).join(''), /WHERE "region" = 'West' AND "units" > 5 AND "order_date" >= CAST\('2024-01-01' AS DATE\) AND "order_date" < CAST\('2025-01-01' AS DATE\)/);
    });

    it('"since March" counts from March of the latest year in the data', async () => {
      const run = await bench.ask('units sold since March');
      near(csvRows(run)[0].total_units, sum(SALES.filter((s) => s.order_date >= '2024-03-01').map((s) => s.units)));
      assert.match(run.events.map((e) => (e.kind === 'MESSAGE' ? e.content : '')).join(''), /March 2024, the latest one in the data/);
    });

    it('"last 6 months" is relative to the latest date in the data', async () => {
      const run = await bench.ask('revenue in the last 6 months');
      near(csvRows(run)[0].total_revenue, sum(SALES.filter((s) => s.order_date >= '2024-07-01').map((s) => s.revenue)));
    });
  });

  describe('time', () => {
    it('a monthly trend with a line chart', async () => {
      const run = await bench.ask('revenue trend by month');
      const byMonth = new Map<string, number>();
      for (const s of SALES) byMonth.set(s.order_date.slice(0, 7), (byMonth.get(s.order_date.slice(0, 7)) ?? 0) + (s.revenue ?? 0));
      const rows = csvRows(run);
      assert.deepEqual(rows.map((r) => r.period), [...byMonth.keys()].sort());
      for (const r of rows) near(r.total_revenue, byMonth.get(r.period) ?? NaN, r.period);
      assert.equal(markOf(run), 'line');
    });

    it('growth between years, stated as a percentage', async () => {
      const run = await bench.ask('revenue growth from 2023 to 2024');
      const y23 = sum(SALES.filter((s) => s.order_date.startsWith('2023')).map((s) => s.revenue));
      const y24 = sum(SALES.filter((s) => s.order_date.startsWith('2024')).map((s) => s.revenue));
      const rows = csvRows(run);
      near(rows[1].change_pct, (y24 - y23) / y23, 'growth');
      assert.ok(run.answer.includes(`+${(((y24 - y23) / y23) * 100).toFixed(1)}%`), run.answer);
    });
  });

  describe('distribution, outliers and relationships', () => {
    it('a histogram for a number', async () => {
      const run = await bench.ask('distribution of revenue');
      const rows = csvRows(run);
      assert.equal(sum(rows.map((r) => Number(r.count))), present(SALES.map((s) => s.revenue)).length);
      assert.equal(markOf(run), 'rect');
      assert.ok(run.answer.includes(people(quantile(present(SALES.map((s) => s.revenue)), 0.5))));
    });

    it('frequencies for a category', async () => {
      const rows = csvRows(await bench.ask('how are products distributed?'));
      const apples = SALES.filter((s) => s.product === 'Laptop').length;
      assert.equal(rows.find((r) => r.product === 'Laptop')?.count, String(apples));
    });

    it('outliers by the interquartile range', async () => {
      const run = await bench.ask('are there outliers in units?');
      const units = present(SALES.map((s) => s.units));
      const [q1, q3] = [quantile(units, 0.25), quantile(units, 0.75)];
      const outliers = units.filter((u) => u < q1 - 1.5 * (q3 - q1) || u > q3 + 1.5 * (q3 - q1)).length;
      assert.ok(run.answer.includes(`**${people(outliers)}** of ${people(units.length)}`), run.answer);
    });

    it('correlation with a scatter chart', async () => {
      const run = await bench.ask('correlation between unit price and revenue');
      const pairs = SALES.filter((s) => s.revenue !== null);
      const xs = pairs.map((s) => s.unit_price);
      const ys = pairs.map((s) => s.revenue ?? 0);
      const mx = mean(xs);
      const my = mean(ys);
      const cov = sum(xs.map((x, i) => (x - mx) * (ys[i] - my)));
      const r = cov / Math.sqrt(sum(xs.map((x) => (x - mx) ** 2)) * sum(ys.map((y) => (y - my) ** 2)));
      near(csvRows(run)[0].correlation, r, 'r');
      assert.equal(markOf(run), 'symbol');
    });
  });

  describe('data quality', () => {
    it('missing values per column', async () => {
      const rows = csvRows(await bench.ask('are there missing values?'));
      const missing = new Map(rows.map((r) => [r.column, Number(r.missing)]));
      assert.equal(missing.get('region'), SALES.filter((s) => s.region === '').length);
      assert.equal(missing.get('units'), SALES.filter((s) => s.units === null).length);
      assert.equal(missing.get('order_id'), 0);
    });

    it('duplicate rows', async () => {
      const run = await bench.ask('any duplicate rows?');
      const keys = SALES.map((s) => JSON.stringify(s));
      const extra = keys.length - new Set(keys).size;
      assert.ok(run.answer.includes(`**${extra}** duplicate row`), run.answer);
      assert.equal(csvRows(run)[0].copies, '2');
    });
  });

  describe('follow-ups', () => {
    it('"and by month?", "only for 2023", "show the top 5" lean on the previous question', async () => {
      const [, byMonth, only2023, top5] = await bench.conversation(['total revenue by region', 'and by month?', 'only for 2023', 'show the top 5']);
      assert.equal(csvRows(byMonth).length, 24);
      const months2023 = csvRows(only2023);
      assert.equal(months2023.length, 12);
      assert.ok(months2023.every((r) => r.period.startsWith('2023-')));
      const expected = new Map<string, number>();
      for (const s of SALES.filter((x) => x.order_date.startsWith('2023'))) expected.set(s.order_date.slice(0, 7), (expected.get(s.order_date.slice(0, 7)) ?? 0) + (s.revenue ?? 0));
      const best = [...expected].sort((a, b) => b[1] - a[1]).slice(0, 5);
      assert.deepEqual(csvRows(top5).map((r) => r.period), best.map(([k]) => k));
      assert.match(top5.events.map((e) => (e.kind === 'MESSAGE' ? e.content : '')).join(''), /Following up on the previous question/);
    });

    it('only uses the memos it is given', async () => {
      const run = await bench.ask('only for 2023');
      assert.match(run.answer, /^I can’t answer/);
    });
  });
});
