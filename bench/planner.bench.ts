/**
 * The language-model planner's own cost, the model's time excluded: a scripted OpenAI-compatible
 * model (answers at once) plans typical questions over a generated 1,000,000-row sales table;
 * each answer runs one model query (checked by the three walls of sqlGuard, run on DuckDB) and
 * becomes the usual blocks (text, CSV, chart, SQL and pandas code). Printed per question: the
 * time without the model, split into DuckDB computing the answer and the planner's own work
 * (prompt, the three-wall SQL check, figure check, CSV, chart, code).
 * Also the system prompt's size for a 300-column table.
 * Targets (issue 15): planner time under 50 ms a question; the 300-column prompt under 4,000 tokens.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AnalystContext, AnalystTable } from '../src/engine/analyst/contract';
import { DEFAULT_PLANNER_SETTINGS, planAnswer, type PlannerTimings } from '../src/engine/planner/loop';
import { describeTables, estimateTokens, loadFacts, systemPrompt } from '../src/engine/planner/prompt';
import { TableFacts } from '../src/engine/tableFacts';
import { queryRows } from '../src/engine/rows';
import { generateSales, salesCsv } from '../scripts/generate-samples';
import { startScriptedModel } from '../test/support/scripted-model';
import { median } from './stats';

const ROWS = 1_000_000;
const RUNS = 7;
const TABLE = 'ds_sales_1';

const QUESTIONS: Array<{ question: string; sql: string }> = [
  { question: 'total revenue by region', sql: `SELECT region, sum(revenue) AS revenue FROM "${TABLE}" GROUP BY region ORDER BY revenue DESC` },
  { question: 'monthly revenue trend', sql: `SELECT strftime(order_date, '%Y-%m') AS month, sum(revenue) AS revenue FROM "${TABLE}" GROUP BY month ORDER BY month` },
  { question: 'top 5 products by units', sql: `SELECT product, sum(units) AS units FROM "${TABLE}" WHERE product IS NOT NULL GROUP BY product ORDER BY units DESC LIMIT 5` },
  { question: 'how many unique customers in the West?', sql: `SELECT count(DISTINCT customer_id) AS customers FROM "${TABLE}" WHERE region = 'West'` },
];

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'planner-bench-'));
  const model = await startScriptedModel(() => ({ text: 'unset' }));
  try {
    const csvPath = path.join(dir, 'sales.csv');
    writeFileSync(csvPath, salesCsv(generateSales(ROWS, 42, 20_000)));
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`CREATE TABLE ${TABLE} AS SELECT * FROM read_csv('${csvPath.replace(/'/g, "''")}')`);
    const columns = await queryRows(connection, `SELECT column_name AS name, column_type AS type FROM (DESCRIBE ${TABLE})`);
    const table: AnalystTable = {
      table: TABLE,
      label: 'sales.csv',
      source: { datasource_id: 'ds-1', dataset_id: 'set-1', name: 'sales.csv', file_type: 'csv' },
      columns: columns.map((c) => ({ name: String(c.name), type: String(c.type) })),
      rowCount: ROWS,
    };
    const cache = new TableFacts();
    console.log(`planner on a ${ROWS.toLocaleString('en-US')}-row table, ${RUNS} runs a question (median; the first run, which profiles the table once, is left out):`);
    let worst = 0;
    for (const { question, sql } of QUESTIONS) {
      model.setScript((request) => (request.messages.some((m) => m.role === 'tool') ? { text: 'The figures are in the table below.\nChart: bar' } : { sql }));
      const own: number[] = [];
      const queries: number[] = [];
      const checks: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const context: AnalystContext = {
          question,
          outputLanguage: 'AUTO',
          tables: [table],
          documents: [],
          history: [],
          query: (text, params) => queryRows(connection, text, params ?? []),
          publish: async (name) => ({ name, url: `http://127.0.0.1/files/${name}`, expires_at: '2099-01-01T00:00:00.000000Z' }),
          emit: () => undefined,
          signal: new AbortController().signal,
          cache,
        };
        const timings: PlannerTimings = { modelMs: 0, queryMs: 0, checkMs: 0 };
        const started = performance.now();
        await planAnswer(context, connection, { url: model.url, model: 'scripted', share: 'samples' }, DEFAULT_PLANNER_SETTINGS, timings);
        const total = performance.now() - started;
        if (run === 0) continue;
        own.push(total - timings.modelMs);
        queries.push(timings.queryMs);
        checks.push(timings.checkMs);
      }
      const planner = median(own);
      const running = median(queries) - median(checks);
      // The planner's own work: prompt, SQL check, figure check, blocks (CSV, chart, code); not
      // the model's time and not DuckDB's time computing the answer itself.
      const ownWork = planner - running;
      worst = Math.max(worst, ownWork);
      console.log(`  ${question.padEnd(40)} ${planner.toFixed(1).padStart(6)} ms without the model = DuckDB computing ${running.toFixed(1).padStart(6)} ms + planner's own ${ownWork.toFixed(1).padStart(5)} ms (SQL check ${median(checks).toFixed(1)} ms)`);
    }
    console.log(`  planner's own time, worst question: ${worst.toFixed(1)} ms (target < 50 ms, the chart drawn with Vega included): ${worst < 50 ? 'met' : 'NOT met'}`);

    const wide = Array.from({ length: 300 }, (_, i) => ({ name: `measurement_${String(i).padStart(3, '0')}_${i % 3 === 0 ? 'label' : 'value'}`, type: i % 3 === 0 ? 'VARCHAR' : 'DOUBLE' }));
    const select = wide.map((c, i) => (c.type === 'VARCHAR' ? `'category ' || (range % 7) AS "${c.name}"` : `range * ${i + 1} / 3.0 AS "${c.name}"`)).join(', ');
    await connection.run(`CREATE TABLE wide AS SELECT ${select} FROM range(2000)`);
    const wideTable: AnalystTable = { table: 'wide', label: 'wide.csv', columns: wide, rowCount: 2000, source: { datasource_id: 'ds-2', dataset_id: 'set-1', name: 'wide.csv', file_type: 'csv' } };
    for (const share of ['schema', 'samples', 'results'] as const) {
      const prompt = systemPrompt(describeTables(await loadFacts(connection, [wideTable], share, undefined), share), share, undefined);
      const tokens = estimateTokens(prompt);
      console.log(`  300-column table, share ${share.padEnd(7)}: system prompt ~${tokens.toLocaleString('en-US')} tokens (${prompt.length.toLocaleString('en-US')} characters, estimated at 3 a token; target < 4,000): ${tokens < 4000 ? 'met' : 'NOT met'}`);
    }
  } finally {
    await model.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
