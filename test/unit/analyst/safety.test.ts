/**
 * Honesty and safety of the analyst: hostile column names, values and questions never reach SQL
 * unescaped; unknown questions are said to be unknown; limits are stated; the job stops when its
 * signal aborts; multi-table datasets, text sources and output languages.
 */
import assert from 'node:assert/strict';
import { readOnlyQuery } from '../../../src/engine/jobs';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, parseCsv } from './harness';

describe('analyst: honesty, safety and limits', function () {
  this.timeout(60_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadCsv('sales', 'sales.csv');
  });

  it('quotes hostile column names and binds hostile values as parameters', async () => {
    const evil = await AnalystBench.create();
    await evil.connection.run(`CREATE TABLE "t'""x" ("Region""; DROP TABLE other; --" VARCHAR, "amount') OR 1=1 --" DOUBLE)`);
    await evil.connection.run('CREATE TABLE other (x INTEGER)');
    const rows: Array<[string, number]> = [["O'Brien\"; DROP TABLE other; --", 10], ["O'Brien\"; DROP TABLE other; --", 5], ['plain', 1], ['O\'Brien"; --', 7]];
    for (const [region, amount] of rows) await evil.connection.run(`INSERT INTO "t'""x" VALUES ($1, $2)`, [region, amount]);
    await evil.register(`t'"x`, 'evil.csv');

    const byRegion = await evil.ask('total amount by region');
    const csv = parseCsv(byRegion.csv ?? '');
    const obrien = csv.find((r) => r['Region"; DROP TABLE other; --'] === "O'Brien\"; DROP TABLE other; --");
    assert.deepEqual(obrien && Object.values(obrien), ["O'Brien\"; DROP TABLE other; --", '15']);

    const filtered = await evil.ask(`total amount for O'Brien"; --`);
    assert.equal(Object.values(parseCsv(filtered.csv ?? '')[0])[0], '7');
    const sql = filtered.events.map((e) => (e.kind === 'CODE' ? e.content : '')).join('');
    // The query ran with bound values; the SQL shown writes them in, quoted, on the user's file.
    assert.ok(sql.includes(`FROM read_csv('evil.csv') WHERE "Region""; DROP TABLE other; --" = 'O''Brien"; --'`), sql);

    await evil.ask(`'; DROP TABLE other; -- how many rows`);
    assert.deepEqual(await queryRows(evil.connection, 'SELECT count(*) AS n FROM other'), [{ n: 0 }]);
  });

  it('runs only single read-only SELECT statements, as the engine allows', async () => {
    const engineQuery = (sql: string, params?: unknown[]) => readOnlyQuery(bench.connection, sql, params ?? []);
    const questions = ['how many rows?', 'which columns are there?', 'describe the data', 'total revenue by region in the West', 'top 3 products by units since March',
      'revenue by month', 'revenue growth by year', 'distribution of revenue', 'distribution of category', 'outliers in units', 'correlation between units and revenue',
      'missing values', 'duplicate rows', 'share of revenue by category', 'orders with revenue over 5000', 'top 5 orders by revenue', 'revenue in the last 3 months',
      'which region grew fastest in revenue?', 'compare 2023 and 2024 revenue', 'revenue by weekday'];
    for (const question of questions) {
      const run = await bench.ask(question, { query: engineQuery });
      assert.ok(run.csv, `${question}: ${run.answer}`);
    }
  });

  it('says plainly what it did not understand and offers questions it can answer', async () => {
    const run = await bench.ask('what is the meaning of life?');
    assert.match(run.answer, /^I can’t answer “what is the meaning of life\?”/);
    assert.match(run.answer, /sales\.csv/);
    assert.ok(!run.events.some((e) => e.kind === 'TABLE' || e.kind === 'CODE' || e.kind === 'IMAGE'));
    assert.ok(run.questions.length >= 3);
    assert.doesNotMatch(run.answer, /\*\*\d/, 'no figure is presented as an answer');
    assert.equal(run.memo, undefined);
  });

  it('refuses when a word of the question was not used, instead of silently dropping a filter, and offers the nearest question', async () => {
    const run = await bench.ask('total revenue for customers in Paris');
    assert.match(run.answer, /^I can’t answer .*No column or value of sales\.csv matches “paris”/);
    assert.ok(!run.events.some((e) => e.kind === 'TABLE' || e.kind === 'CODE'));
    assert.equal(run.questions[0], 'What is the total revenue?');
    const nearest = await bench.ask(run.questions[0]);
    assert.match(nearest.answer, /^Computed the total revenue, over all 3,001 rows of sales\.csv\./);
    const plain = await bench.ask('total revenue in the West region');
    assert.match(plain.answer, /^Computed the total revenue, over the 578 of 3,001 rows of sales\.csv where region = West\./);
    const two = await bench.ask('total revenue and average units by region');
    assert.match(two.answer, /^I can’t answer .*names `units` besides what I would compute \(`revenue`\)/);
    const excluded = await bench.ask('revenue excluding the West');
    assert.match(excluded.answer, /^Computed the total revenue, over the 2,423 of 3,001 rows of sales\.csv where region is not West\./);
    const after = await bench.ask('total revenue after 2023');
    assert.match(after.answer, /^Computed the total revenue, over the 1,730 of 3,001 rows of sales\.csv where order_date after 2023\./);
    const scaled = await bench.ask('how many rows with revenue over 1k');
    assert.match(scaled.answer, /where revenue \\> 1000\./);
    const unplaced = await bench.ask('revenue not counting returns');
    assert.match(unplaced.answer, /^I can’t answer/);
  });

  it('says when the last place of a ranking is shared', async () => {
    const hr = await AnalystBench.create();
    await hr.connection.run(`CREATE TABLE staff AS SELECT * FROM (VALUES ('Ana', 'Sales', 10), ('Ben', 'Finance', 7), ('Chen', 'Engineering', 7), ('Dee', 'Support', 3)) t(name, department, projects)`);
    await hr.register('staff', 'staff.csv');
    const run = await hr.ask('top 2 departments by projects');
    assert.deepEqual(parseCsv(run.csv ?? '').map((r) => r.department), ['Sales', 'Engineering']);
    assert.match(run.answer, /Finance also has 7, the same as Engineering/);
  });

  it('states the row limit of a result table when it is hit', async () => {
    const big = await AnalystBench.create();
    await big.connection.run(`CREATE TABLE wide AS SELECT 'k' || i AS item_code, i % 7 AS amount FROM range(12500) r(i)`);
    await big.register('wide', 'wide.csv');
    const run = await big.ask('total amount by item code');
    assert.match(run.answer, /first 10,000 of 12,500 rows/);
    assert.equal(parseCsv(run.csv ?? '').length, 10_000);
  });

  it('stops when the job signal aborts, before or during the work', async () => {
    const before = new AbortController();
    before.abort(new Error('time limit'));
    await assert.rejects(bench.ask('total revenue by region', { signal: before.signal }), /time limit/);

    const during = new AbortController();
    const slow = await AnalystBench.create();
    await slow.loadCsv('sales', 'sales.csv');
    const original = slow.connection.runAndReadAll.bind(slow.connection);
    let calls = 0;
    slow.connection.runAndReadAll = (async (...args: Parameters<typeof original>) => {
      if (++calls === 2) during.abort(new Error('time limit'));
      return original(...args);
    }) as typeof original;
    await assert.rejects(slow.ask('total revenue by region in 2024', { signal: during.signal }), /time limit/);
  });

  it('picks the table of a multi-table dataset whose columns the question names, and says which', async () => {
    const workbook = await AnalystBench.create();
    await workbook.loadCsv('customers', 'customers.csv', 'customers.xlsx / Customers');
    await workbook.loadCsv('segments', 'segments.csv', 'customers.xlsx / Segments');
    const run = await workbook.ask('average discount by segment');
    const plan = run.events.find((e) => e.kind === 'MESSAGE');
    assert.match(plan?.kind === 'MESSAGE' ? plan.content : '', /Using the table \*\*customers\.xlsx \/ Segments\*\*/);
    const python = run.events.filter((e) => e.kind === 'CODE').map((e) => (e.kind === 'CODE' ? e.content : '')).join('');
    assert.match(python, /pd\.read_excel\("customers\.xlsx", sheet_name="Segments"\)/);
    assert.deepEqual(parseCsv(run.csv ?? '').map((r) => r.segment).sort(), ['Consumer', 'Enterprise', 'Small Business']);
  });

  it('answers from text sources with the most relevant passages, quoted and cited', async () => {
    const docs = await AnalystBench.create();
    await docs.addDocument('notes', 'returns-policy.md', [
      'Our office is open from nine to five on weekdays.',
      'Refunds: customers may return any product within 30 days for a full refund, if the product is unused.',
      'Shipping is free for orders over 50 euros within the EU.',
    ]);
    const run = await docs.ask('How many days do customers have to return a product for a refund?');
    assert.match(run.answer, /> Refunds: customers may return any product within 30 days/);
    const sources = run.events.find((e) => e.kind === 'SOURCES');
    assert.ok(sources?.kind === 'SOURCES');
    assert.equal(sources.content[0].source, 'returns-policy.md');
    assert.match(sources.content[0].content ?? '', /30 days/);
  });

  it('answers in English and says so when another output language is asked for', async () => {
    const french = await bench.ask('total revenue', { language: 'FR' });
    assert.match(french.answer, /This answer is in English: the local engine has no French templates/);
    const auto = await bench.ask('total revenue', { language: 'AUTO' });
    assert.doesNotMatch(auto.answer, /in English/);
  });
});
