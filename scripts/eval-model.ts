/**
 * `npm run eval:model -- --model-url <base URL> --model <name> [--share schema|samples|results]
 *  [--limit n] [--data sales|employees|customers] [--verbose]`
 *
 * Runs the project's question corpus (test/fixtures/analyst/corpus.json: realistic questions over
 * three fixture datasets, each with an expected answer written as SQL) through any
 * OpenAI-compatible endpoint with the same planner the engine uses, and prints for each question
 * correct / refused / wrong and the time it took, then the totals. The key, if the endpoint
 * needs one, comes only from DATA_ANALYSIS_MODEL_KEY.
 *
 *   correct  the TABLE has the expected rows, or the text holds the expected figures or words;
 *            for questions the data cannot answer, no table (an honest "I can't")
 *   refused  the model gave no result (no query, or it failed, looped or timed out): the
 *            rule-based analyst would answer instead
 *   wrong    a result that is not the expected one: the case that matters most
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { AnalystContext, AnalystEvent, AnalystHistoryItem, AnalystTable } from '../src/engine/analyst/contract';
import { findFigures } from '../src/engine/planner/figures';
import { DEFAULT_PLANNER_SETTINGS, planAnswer } from '../src/engine/planner/loop';
import { modelFromOptions, type ModelRoute } from '../src/engine/planner/route';
import { queryRows } from '../src/engine/rows';
import { figureKey as key, sameFigure as close } from '../test/support/corpusFigures';

const FIXTURES = path.join(__dirname, '..', 'test', 'fixtures', 'analyst');

export interface CorpusEntry {
  data: string;
  q: string;
  after?: string[];
  check: 'table' | 'message' | 'contains' | 'not_understood';
  sql?: string;
  contains?: string[];
  ordered?: boolean;
  column?: string;
  batch: number;
}

export interface Corpus {
  datasets: Record<string, Array<{ table: string; file: string; label: string }>>;
  questions: CorpusEntry[];
}

export type Verdict = 'correct' | 'refused' | 'wrong';

export interface EvalResult {
  entry: CorpusEntry;
  verdict: Verdict;
  detail: string;
  ms: number;
}

interface Answer {
  text: string;
  csv?: string;
}

function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** Whether the text states `value`: a figure that rounds to it as written, or the text itself. */
function states(text: string, value: unknown): boolean {
  const number = typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number.NaN;
  if (Number.isFinite(number)) return findFigures(text).some((figure) => Math.abs(figure.value - number) <= Math.max(figure.tolerance, 1e-9));
  return text.includes(key(value));
}

/** The verdict on one answer, by the corpus's own rules (test/unit/analyst/corpus.test.ts), figures read as written. */
export async function judge(connection: DuckDBConnection, entry: CorpusEntry, answer: Answer): Promise<{ verdict: Verdict; detail: string }> {
  if (entry.check === 'not_understood') return answer.csv ? { verdict: 'wrong', detail: 'answered a question the data cannot answer' } : { verdict: 'correct', detail: 'declined' };
  if (entry.check === 'contains') {
    const missing = (entry.contains ?? []).filter((text) => !answer.text.includes(text) && !(answer.csv ?? '').includes(text));
    // Without a query result the answer is words only: lacking what was asked, it declined.
    return missing.length ? { verdict: answer.csv ? 'wrong' : 'refused', detail: `lacks ${missing.join(', ')}` } : { verdict: 'correct', detail: '' };
  }
  if (!answer.csv) return { verdict: 'refused', detail: 'no query result' };
  const expected = await queryRows(connection, entry.sql ?? '');
  if (entry.check === 'message') {
    const shown = `${answer.text}\n${answer.csv}`;
    const missing = Object.values(expected[0] ?? {}).filter((value) => !states(shown, value));
    return missing.length ? { verdict: 'wrong', detail: `lacks ${missing.map(key).join(', ')}` } : { verdict: 'correct', detail: '' };
  }
  const actual = parseCsv(answer.csv);
  const columns = Object.keys(expected[0] ?? {});
  const keys = columns.slice(0, -1);
  const valueColumn = columns[columns.length - 1];
  const header = Object.keys(actual[0] ?? {});
  const missingKeys = keys.filter((k) => !header.includes(k));
  if (missingKeys.length) return { verdict: 'wrong', detail: `table lacks columns ${missingKeys.join(', ')} (has ${header.join(', ')})` };
  const target = entry.column && header.includes(entry.column) ? entry.column : header.includes(valueColumn) ? valueColumn : header.filter((h) => !keys.includes(h)).pop() ?? '';
  if (actual.length !== expected.length) return { verdict: 'wrong', detail: `expected ${expected.length} rows, got ${actual.length}` };
  const rowKey = (row: Record<string, unknown>): string => keys.map((k) => key(row[k])).join(' | ');
  for (const [i, want] of expected.entries()) {
    const got = entry.ordered ? actual[i] : actual.find((row) => rowKey(row) === rowKey(want));
    if (!got || rowKey(got) !== rowKey(want)) return { verdict: 'wrong', detail: `row ${rowKey(want)} missing` };
    if (!close(got[target], want[valueColumn])) return { verdict: 'wrong', detail: `row ${rowKey(want)}: expected ${key(want[valueColumn])}, got ${got[target]}` };
  }
  return { verdict: 'correct', detail: '' };
}

async function loadDatasets(connection: DuckDBConnection, corpus: Corpus): Promise<Map<string, AnalystTable[]>> {
  const out = new Map<string, AnalystTable[]>();
  for (const [name, files] of Object.entries(corpus.datasets)) {
    const tables: AnalystTable[] = [];
    for (const file of files) {
      const quoted = `"${file.table.replace(/"/g, '""')}"`;
      await connection.run(`CREATE OR REPLACE TABLE ${quoted} AS SELECT * FROM read_csv('${path.join(FIXTURES, file.file).replace(/'/g, "''")}')`);
      const columns = await queryRows(connection, `SELECT column_name AS name, column_type AS type FROM (DESCRIBE ${quoted})`);
      const [count] = await queryRows(connection, `SELECT count(*) AS n FROM ${quoted}`);
      tables.push({
        table: file.table,
        label: file.label,
        source: { datasource_id: `ds-${file.table}`, dataset_id: name, name: file.label.split(' / ')[0], file_type: path.extname(file.label.split(' / ')[0]).slice(1) || 'csv' },
        columns: columns.map((c) => ({ name: String(c.name), type: String(c.type) })),
        rowCount: Number(count.n),
      });
    }
    out.set(name, tables);
  }
  return out;
}

async function ask(connection: DuckDBConnection, route: ModelRoute, tables: AnalystTable[], question: string, history: AnalystHistoryItem[]): Promise<{ answer: Answer; memo?: Record<string, unknown>; failure?: string }> {
  const events: AnalystEvent[] = [];
  const files = new Map<string, string>();
  const context: AnalystContext = {
    question,
    outputLanguage: 'AUTO',
    tables,
    documents: [],
    history,
    query: (sql, params) => queryRows(connection, sql, params ?? []),
    publish: async (name, _type, bytes) => {
      const url = `memory://${files.size}/${name}`;
      files.set(url, typeof bytes === 'string' ? bytes : Buffer.from(bytes).toString('utf8'));
      return { name, url, expires_at: '2099-01-01T00:00:00.000000Z' };
    },
    emit: (event) => events.push(event),
    signal: new AbortController().signal,
  };
  let memo: Record<string, unknown> | undefined;
  let failure: string | undefined;
  try {
    memo = (await planAnswer(context, connection, route, DEFAULT_PLANNER_SETTINGS)).memo;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const table = events.find((e) => e.kind === 'TABLE');
  const text = events.map((e) => (e.kind === 'MESSAGE' ? e.content : '')).join('');
  return { answer: { text, csv: table?.kind === 'TABLE' ? files.get(table.content.url) : undefined }, memo, failure };
}

/** Runs the corpus (or its first `limit` questions) through the model; `onResult` sees each verdict as it comes. */
export async function evaluate(route: ModelRoute, options: { limit?: number; data?: string; onResult?: (result: EvalResult) => void } = {}): Promise<EvalResult[]> {
  const corpus = JSON.parse(readFileSync(path.join(FIXTURES, 'corpus.json'), 'utf8')) as Corpus;
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  const datasets = await loadDatasets(connection, corpus);
  const entries = corpus.questions.filter((entry) => !options.data || entry.data === options.data).slice(0, options.limit ?? Infinity);
  const results: EvalResult[] = [];
  for (const entry of entries) {
    const tables = datasets.get(entry.data) ?? [];
    const history: AnalystHistoryItem[] = [];
    const started = performance.now();
    for (const earlier of entry.after ?? []) {
      const run = await ask(connection, route, tables, earlier, [...history]);
      history.push({ question: earlier, ...(run.memo ? { memo: run.memo } : {}) });
    }
    const run = await ask(connection, route, tables, entry.q, history);
    // An endpoint that is not there (or refuses the key or the model name) would make every
    // question "refused": stop at the first one and say why.
    if (results.length === 0 && run.failure && /nothing answers|connection to the model failed|HTTP 40[134]/.test(run.failure)) {
      connection.closeSync();
      throw new Error(`the first question failed: ${run.failure}. Is the endpoint running, and are the base URL, the model name and DATA_ANALYSIS_MODEL_KEY right?`);
    }
    const judged = run.failure && entry.check !== 'not_understood'
      ? { verdict: 'refused' as const, detail: run.failure }
      : await judge(connection, entry, run.answer);
    const result = { entry, ...judged, ms: performance.now() - started };
    results.push(result);
    options.onResult?.(result);
  }
  connection.closeSync();
  return results;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'model-url': { type: 'string' },
      model: { type: 'string' },
      share: { type: 'string' },
      limit: { type: 'string' },
      data: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const choice = modelFromOptions({ url: values['model-url'], model: values.model, share: values.share }, process.env);
  if (!choice || choice.kind !== 'model') throw new Error('name the model: --model-url <base URL of an OpenAI-compatible API> --model <name> (the key, if any, in DATA_ANALYSIS_MODEL_KEY)');
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new Error('--limit must be a positive whole number');
  console.log(`Question corpus through ${choice.route.label ?? choice.route.model} (shares ${choice.route.share}):`);
  const results = await evaluate(choice.route, {
    limit,
    data: values.data,
    onResult: (result) => {
      const question = `${result.entry.after ? `${result.entry.after.join(' → ')} → ` : ''}${result.entry.q}`;
      console.log(`  ${result.verdict.padEnd(7)} ${(result.ms / 1000).toFixed(1).padStart(6)} s  [${result.entry.data}] ${question}${result.detail && (values.verbose || result.verdict !== 'correct') ? `  (${result.detail.slice(0, 160)})` : ''}`);
    },
  });
  const count = (verdict: Verdict) => results.filter((r) => r.verdict === verdict).length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = times.length ? times[Math.floor(times.length / 2)] : 0;
  console.log(`\n${results.length} questions: ${count('correct')} correct, ${count('refused')} refused, ${count('wrong')} wrong; median ${(median / 1000).toFixed(1)} s a question, total ${(times.reduce((a, b) => a + b, 0) / 1000).toFixed(0)} s`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  });
}
