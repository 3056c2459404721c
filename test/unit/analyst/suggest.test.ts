/**
 * Follow-up and exploration questions: measures chosen as an analyst would, leaning on the
 * question just answered, and every suggestion one the analyst really answers. Also the
 * answer-wording and measure rules that came out of the same product review.
 */
import assert from 'node:assert/strict';
import type { AnalystHistoryItem, AnalystTable } from '../../../src/engine/analyst/contract';
import { countOf, groupNoun, pluralWord } from '../../../src/engine/analyst/format';
import { isIntent, type Intent } from '../../../src/engine/analyst/intent';
import { describeColumns, rankedMeasures } from '../../../src/engine/analyst/schema';
import { suggestQuestions } from '../../../src/engine/analyst/suggest';
import { explorationQuestions } from '../../../src/engine/overview';
import { columnKind, type TableProfile } from '../../../src/engine/profile';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, parseCsv, type Run } from './harness';

const DATASETS: Record<string, Array<[string, string, string]>> = {
  sales: [['sales', 'sales.csv', 'sales.csv']],
  employees: [['employees', 'employees.csv', 'employees.csv']],
  customers: [['customers', 'customers.csv', 'customers.xlsx / Customers'], ['segments', 'segments.csv', 'customers.xlsx / Segments']],
};

/** Questions a person might start a session with, per dataset. */
const OPENERS: Record<string, string[]> = {
  sales: ['average unit price by category', 'total revenue by region', 'revenue by month', 'which region grew fastest in revenue?', 'how many orders were placed in 2024?', 'describe the data'],
  employees: ['average salary by department', 'how many employees per city?', 'describe the data'],
  customers: ['average age by segment', 'how many customers per region?', 'number of customers who signed up each year'],
};

function intentOf(run: Run): Intent | null {
  const intent = run.memo?.intent;
  return isIntent(intent) ? intent : null;
}

/** The table's own profile, as the engine stores it for the overview. */
async function profileOf(bench: AnalystBench, table: AnalystTable): Promise<TableProfile> {
  const columns = [];
  for (const column of table.columns) {
    const ident = `"${column.name.replace(/"/g, '""')}"`;
    const [row] = await queryRows(bench.connection, `SELECT count(*) - count(${ident}) AS missing, count(DISTINCT ${ident}) AS distinct, CAST(max(${ident}) AS VARCHAR) AS max FROM "${table.table}"`);
    columns.push({ name: column.name, type: column.type, kind: columnKind(column.type), missing: Number(row.missing), distinct: Number(row.distinct), max: String(row.max) });
  }
  return { rowCount: table.rowCount, columns };
}

describe('analyst: suggested questions', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const tables = new Map<string, AnalystTable[]>();

  before(async () => {
    bench = await AnalystBench.create();
    for (const [name, files] of Object.entries(DATASETS)) {
      const loaded: AnalystTable[] = [];
      for (const [table, file, label] of files) loaded.push(await bench.loadCsv(table, file, label));
      tables.set(name, loaded);
    }
  });

  /** Asserts a question is understood and answered with what it names, and that its measure makes sense. */
  async function assertAnswered(dataset: string, question: string, history: AnalystHistoryItem[], context: string): Promise<Run> {
    const run = await bench.ask(question, { tables: tables.get(dataset), history });
    const where = `[${dataset}] ${context} → “${question}”: ${run.answer.slice(0, 200)}`;
    assert.doesNotMatch(run.answer, /I can’t answer|no growth to compute/, where);
    assert.ok(run.events.some((event) => event.kind === 'TABLE'), `no table: ${where}`);
    const intent = intentOf(run);
    assert.ok(intent, where);
    const info = describeColumns((tables.get(dataset) ?? []).find((t) => t.table === intent.table) as AnalystTable);
    const measured = info.columns.find((c) => c.name === intent.measure?.column);
    if (measured) {
      assert.ok(!measured.isId || intent.measure?.agg === 'count_distinct', `measures an identifier: ${where}`);
      assert.ok(!(measured.role === 'rate' && intent.measure?.agg === 'sum'), `sums a rate: ${where}`);
    }
    return run;
  }

  it('measures amounts before prices: never a sum of a price or rate, never an identifier', () => {
    const info = describeColumns({ table: 't', label: 't.csv', rowCount: 10, source: { datasource_id: 'd', dataset_id: 's', name: 't.csv', file_type: 'csv' }, columns: [
      { name: 'order_id', type: 'BIGINT' }, { name: 'zip_code', type: 'INTEGER' }, { name: 'year', type: 'INTEGER' }, { name: 'unit_price', type: 'DOUBLE' },
      { name: 'discount_rate', type: 'DOUBLE' }, { name: 'quantity', type: 'INTEGER' }, { name: 'profit', type: 'DOUBLE' }, { name: 'store', type: 'VARCHAR' },
    ] });
    assert.deepEqual(rankedMeasures(info).map((c) => [c.name, c.role]), [['profit', 'amount'], ['quantity', 'quantity'], ['unit_price', 'rate'], ['discount_rate', 'rate']]);
    const questions = suggestQuestions(info, null);
    assert.equal(questions[0], 'What is the total profit by store?');
    for (const question of questions) assert.doesNotMatch(question, /total (unit_price|discount_rate)|order_id|zip_code|\byear\b/, question);
    assert.ok(questions.includes('What is the average unit price by store?'), questions.join(' | '));
  });

  it('starts from revenue on the sales sample, in the follow-ups and in the overview', async () => {
    const sales = tables.get('sales') ?? [];
    const [info] = sales.map(describeColumns);
    const first = suggestQuestions(info, null);
    assert.equal(first[0], 'What is the total revenue by region?');
    const overview = explorationQuestions([{ label: 'sales.csv', kind: 'table', profile: await profileOf(bench, sales[0]) }]);
    assert.equal(overview[0], 'What is the total revenue by region?');
    for (const question of [...first, ...overview]) assert.doesNotMatch(question, /total unit_price|customer_id|order_id/, question);
  });

  it('leans on the question just answered', async () => {
    const [run] = await bench.conversation(['average unit price by category']);
    assert.doesNotMatch(run.questions.join(' | '), /total unit_price/);
    // sales.csv has four regions: "Top 5 regions" would list them all, so it is not offered.
    assert.ok(!run.questions.some((q) => /^Top 5 regions/.test(q)), run.questions.join(' | '));
    for (const expected of ['And by region?', 'How did the average unit price change by month?', 'Only for 2024']) {
      assert.ok(run.questions.includes(expected), `${expected} not in ${run.questions.join(' | ')}`);
    }
    const history = [{ question: 'average unit price by category', memo: run.memo }];
    const byRegion = intentOf(await bench.ask('And by region?', { history, tables: tables.get('sales') }));
    assert.deepEqual([byRegion?.groupBy, byRegion?.measure], [['region'], { agg: 'avg', column: 'unit_price' }]);
    const only = intentOf(await bench.ask('Only for 2024', { history, tables: tables.get('sales') }));
    assert.deepEqual([only?.groupBy, only?.filters.map((f) => f.label)], [['category'], ['order_date in 2024']]);
  });

  it('suggests only questions it answers, after each opener and in the overview, on every fixture dataset', async () => {
    let checked = 0;
    for (const [dataset, openers] of Object.entries(OPENERS)) {
      const datasetTables = tables.get(dataset) ?? [];
      for (const opener of openers) {
        const run = await assertAnswered(dataset, opener, [], 'opener');
        assert.ok(run.questions.length >= 3, `${opener}: ${run.questions.join(' | ')}`);
        for (const question of run.questions) {
          await assertAnswered(dataset, question, [{ question: opener, memo: run.memo }], opener);
          checked++;
        }
      }
      const profiles = await Promise.all(datasetTables.map(async (table) => ({ label: table.label, kind: 'table', profile: await profileOf(bench, table) })));
      const overview = explorationQuestions(profiles);
      assert.ok(overview.length >= 3, overview.join(' | '));
      for (const question of overview) {
        await assertAnswered(dataset, question, [], 'overview');
        checked++;
      }
    }
    assert.ok(checked > 60, `only ${checked} suggestions checked`);
  });
});

describe('analyst: review fixes', function () {
  this.timeout(60_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadCsv('sales', 'sales.csv');
  });

  it('agrees in number: "1 group", "top 3 regions", "customers" for customer_id', async () => {
    assert.deepEqual(['region', 'category', 'Branch', 'City'].map(pluralWord), ['regions', 'categories', 'Branches', 'Cities']);
    assert.deepEqual(['Species', 'Series', 'Status'].map(pluralWord), ['Species', 'Series', 'Statuses']);
    assert.equal(countOf(1, 'group'), '1 group');
    assert.equal(countOf(2, 'group'), '2 groups');
    assert.equal(groupNoun(['customer_id'], 5, () => true), 'customers');
    const top = await bench.ask('Show the top 3 region by revenue');
    assert.match(top.answer, /The top 3 regions by total revenue/);
    const one = await bench.ask('total revenue by region in the West');
    assert.match(one.answer, /\(1 group\)/);
    const customers = await bench.ask('top 5 customers by revenue');
    assert.match(customers.answer, /The top 5 customers by total revenue/);
    const month = await bench.ask('which month had the highest revenue?');
    assert.match(month.answer, /^Computed the total revenue per month of order_date, keeping the highest one, over all 3,001 rows of sales\.csv\.\n\n\*\*2024-03\*\* is the month with the highest total revenue/);
  });

  it('reads spending verbs as revenue and says so, units for "how many sold", and asks when buying or selling could be either', async () => {
    const ambiguous = await bench.ask('which 5 customers bought the most?');
    assert.match(ambiguous.answer, /^I can’t answer .*“bought” could be measured by the total `revenue` or the total `units`/);
    const bought = await bench.ask('which 5 customers spent the most?');
    assert.deepEqual(intentOf(bought)?.measure, { agg: 'sum', column: 'revenue' });
    assert.match(bought.answer, /by total revenue/);
    assert.match(bought.answer, /_Assumed: “spent” is measured by the total `revenue`\._/);
    const expected = await queryRows(bench.connection, 'SELECT customer_id FROM sales GROUP BY 1 ORDER BY sum(revenue) DESC, 1 LIMIT 5');
    assert.deepEqual(parseCsv(bought.csv ?? '').map((row) => row.customer_id), expected.map((row) => row.customer_id));

    for (const [question, measure] of [
      ['who spent the most?', { agg: 'sum', column: 'revenue' }],
      ['which region sold the most revenue?', { agg: 'sum', column: 'revenue' }],
      ['how many units were sold in 2024?', { agg: 'sum', column: 'units' }],
      ['How many Monitors were sold?', { agg: 'sum', column: 'units' }],
      ['how many items were sold per category?', { agg: 'sum', column: 'units' }],
      ['what is our best selling category?', { agg: 'sum', column: 'units' }],
      ['how many customers bought a Laptop?', { agg: 'count_distinct', column: 'customer_id' }],
    ] as const) {
      assert.deepEqual(intentOf(await bench.ask(question))?.measure, measure, question);
    }
    // The units and the rows rank the products differently (Stapler, Notebook): asked, both offered.
    const product = await bench.ask('what is our best selling product?');
    assert.match(product.answer, /^I can’t answer .*by the total units \(Stapler first\) or by the number of rows \(Notebook first\)/);
  });

  it('compares years and groups over time, and flags a partial last period', async () => {
    const compare = await bench.ask('compare 2023 and 2024 revenue');
    assert.equal(intentOf(compare)?.kind, 'growth');
    const years = await queryRows(bench.connection, 'SELECT sum(revenue) FILTER (WHERE year(order_date) = 2023) AS a, sum(revenue) FILTER (WHERE year(order_date) = 2024) AS b FROM sales');
    assert.match(compare.answer, new RegExp(`from \\*\\*${Number(years[0].a).toLocaleString('en-US').replace(/[.]/g, '\\.')}\\*\\* in 2023 to \\*\\*${Number(years[0].b).toLocaleString('en-US', { maximumFractionDigits: 2 }).replace(/[.]/g, '\\.')}\\*\\* in 2024`));

    assert.match((await bench.ask('which region grew fastest?')).answer, /^I can’t answer .*“grew” could be measured by the total `revenue` or the total `units`/);
    const fastest = await bench.ask('which region grew fastest in revenue?');
    const rows = parseCsv(fastest.csv ?? '');
    const expected = await queryRows(bench.connection, `SELECT region, (sum(revenue) FILTER (WHERE year(order_date) = 2024) - sum(revenue) FILTER (WHERE year(order_date) = 2023)) / sum(revenue) FILTER (WHERE year(order_date) = 2023) AS pct FROM sales WHERE region IS NOT NULL GROUP BY 1 ORDER BY 2 DESC`);
    assert.deepEqual(rows.map((row) => row.region), expected.map((row) => row.region));
    assert.ok(Math.abs(Number(rows[0].change_pct) - Number(expected[0].pct)) < 1e-6);
    assert.match(fastest.answer, new RegExp(`\\n\\n\\*\\*${String(expected[0].region)}\\*\\* grew fastest`));
    assert.doesNotMatch(fastest.answer, /Caution/);

    // Data that ends in June: the last year is half a year, and the answer says so.
    await bench.connection.run(`CREATE OR REPLACE TABLE half AS SELECT * FROM sales WHERE order_date < DATE '2024-07-01'`);
    const half = await bench.register('half', 'half.csv');
    const partial = await bench.ask('how did revenue grow per year?', { tables: [half] });
    assert.match(partial.answer, /_Caution: the data ends on 2024-06-30, so the last year is partial/);
  });
});
