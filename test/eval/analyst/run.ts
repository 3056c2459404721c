/**
 * Runs the evaluation: loads every dataset the way the engine does (its file loader, then its
 * reading of types written as text), asks every question, and sorts each outcome into correct,
 * refused or wrong. Wrong is an answer whose figure differs from the expected one, or an answer
 * to a question that had to be refused, or an answer without its opening statement.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv, type Run } from '../../unit/analyst/harness';
import { generateDatasets, parseSimpleCsv, type EvalDataset, type Row } from './data';
import { probeQuestions, usedCars } from './probe';
import { questionsFor, type Expected, type Question, type Vocabulary } from './questions';

const ROOT = path.join(__dirname, '..', '..', '..');

/** A probe kept out of the corpus: its own files and questions, asked only when a run names it. */
export interface ProbeSet {
  /** A workbook is written asynchronously, so a probe may return its files as a promise. */
  datasets(): EvalDataset[] | Promise<EvalDataset[]>;
  /** `tables`: each generated table's rows by its label. */
  questions(tables: Map<string, Row[]>): Question[];
}

export interface Outcome {
  question: Question;
  verdict: 'correct' | 'refused' | 'wrong';
  detail: string;
  run: Run;
}

export interface EvalResult {
  outcomes: Outcome[];
  correct: number;
  refused: number;
  wrong: number;
  /** Files of each dataset on disk, by dataset name, for tests that run the answers' code. */
  files: Map<string, string>;
  bench: AnalystBench;
  tables: Map<string, AnalystTable[]>;
  cleanup(): Promise<void>;
}

function vocabularies(rows: Map<string, Row[]>): Vocabulary[] {
  const get = (label: string): Row[] => rows.get(label) ?? [];
  return [
    { data: 'weather', rows: get('weather.csv'), measures: [['max temperature', 'Max Temp (C)'], ['precipitation', 'Precipitation (mm)'], ['wind speed', 'Wind Speed km/h']], categories: [['station', 'stations', 'Station']], date: 'Date', years: [2021, 2023], superlatives: [['the hottest day', 'Max Temp (C)', 'Date', 'max'], ['which day was the coldest?', 'Min Temp (C)', 'Date', 'min'], ['the wettest day', 'Precipitation (mm)', 'Date', 'max']] },
    { data: 'films', rows: get('films.csv'), measures: [['budget', 'Budget ($)'], ['gross revenue', 'Gross Revenue ($)'], ['rating', 'Rating'], ['runtime', 'Runtime (min)']], categories: [['genre', 'genres', 'Genre'], ['studio', 'studios', 'Studio']], date: 'Release Date', years: [1995, 2019], noun: ['film', 'Film Title'], superlatives: [['the longest film', 'Runtime (min)', 'Film Title', 'max'], ['shortest films', 'Runtime (min)', 'Film Title', 'min'], ['the most recent film', 'Release Date', 'Film Title', 'max'], ['highest rated film', 'Rating', 'Film Title', 'max']] },
    { data: 'shop', rows: get('shop_orders.csv'), measures: [['total amount', 'Total Amount'], ['items', 'Items'], ['discount', 'Discount %']], categories: [['country', 'countries', 'Country'], ['status', 'statuses', 'Status'], ['sales channel', 'sales channels', 'Sales Channel']], date: 'Order Date', years: [2022, 2023], noun: ['order', 'Order ID'], superlatives: [['the earliest order', 'Order Date', 'Order ID', 'min']] },
    { data: 'payroll', rows: get('payroll.xlsx / Staff'), measures: [['annual salary', 'Annual Salary'], ['bonus', 'Bonus'], ['age', 'Age']], categories: [['department', 'departments', 'Department']], date: 'Hire Date', years: [2012, 2023], noun: ['employee', 'Employee ID'] },
    { data: 'sales', rows: get('sales.csv'), measures: [['revenue', 'revenue'], ['units', 'units'], ['unit price', 'unit_price']], categories: [['region', 'regions', 'region'], ['product', 'products', 'product'], ['category', 'categories', 'category']], date: 'order_date', years: [2023, 2024] },
    { data: 'employees', rows: get('employees.csv'), measures: [['annual salary', 'Annual Salary'], ['age', 'Age'], ['performance score', 'Performance Score']], categories: [['department', 'departments', 'Department'], ['city', 'cities', 'City']], date: 'Hire Date', years: [2010, 2024], noun: ['employee', 'Employee ID'] },
  ];
}

const close = (a: number, e: number): boolean => Math.abs(a - e) <= 1e-6 * Math.max(1, Math.abs(e)) + 1e-6;

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A month of the calendar (1-12) may be labelled `YYYY-MM` by an answer: a user takes `2024-11` for
 * "November" when the question or the data holds one year only. So a `YYYY-MM` label stands for
 * month MM only when every label of the answer is a `YYYY-MM` of the same year; across two years
 * `2023-11` and `2024-11` are different months and nothing is mapped. Returns the month numbers
 * ('1'…'12') by label, or null when the labels are not all of one year.
 */
function monthsOfOneYear(labels: string[]): Map<string, string> | null {
  const parsed = labels.map((label) => YEAR_MONTH.exec(label)).filter((m): m is RegExpExecArray => m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12);
  if (!parsed.length || parsed.length !== labels.length || new Set(parsed.map((m) => m[1])).size !== 1) return null;
  return new Map(parsed.map((m) => [m[0], String(Number(m[2]))]));
}

const YEAR_QUARTER = /^(\d{4})-(Q[1-4])$/;

/** A quarter labelled `2024-Q1` is the "Q1" asked when every label is a quarter of the same year, as months are. */
function quartersOfOneYear(labels: string[]): Map<string, string> | null {
  const parsed = labels.map((label) => YEAR_QUARTER.exec(label));
  if (!parsed.length || parsed.some((m) => m === null) || new Set(parsed.map((m) => m?.[1])).size !== 1) return null;
  return new Map(parsed.map((m) => [m?.[0] ?? '', m?.[2] ?? '']));
}
const quarterKeys = (keys: string[]): boolean => keys.length > 0 && keys.every((key) => /^Q[1-4]$/.test(key));

/** Whether expected labels or keys are calendar months: every key an integer 1-12, or a month name among the labels. */
const monthKeys = (keys: string[]): boolean => keys.length > 0 && keys.every((key) => /^\d{1,2}$/.test(key) && Number(key) >= 1 && Number(key) <= 12);
const monthLabels = (labels: string[]): boolean => labels.some((label) => MONTH_NAMES.includes(label));

/**
 * Whether an answer listing rows gives the count asked: as many rows as expected, and the first
 * sentence says how many ("over the 16 of 120 rows", "over all 16 rows").
 */
function rowsCounted(answer: string, listed: number, expected: number): boolean {
  if (listed !== expected) return false;
  const first = answer.split(/(?<=\.)\s|\n/)[0];
  return new RegExp(`(?:^|[^\\d.,])${expected.toLocaleString('en-US')}(?: of [\\d,]+)? rows\\b`).test(first);
}

/** Compares a run with what was expected; null when right. */
function check(expect: Exclude<Expected, { kind: 'refuse' }>, run: Run): string | null {
  if (!run.csv) return `no result table: ${run.answer.slice(0, 160)}`;
  const rows = parseCsv(run.csv);
  const header = Object.keys(rows[0] ?? {});
  if (!rows.length) return 'empty result table';
  if (expect.kind === 'value') {
    const got = Number(rows[0][header[0]]);
    // A share is kept as a fraction in its own column: "36.9%" is 0.369 there.
    const share = header.includes('share') && close(100 * Number(rows[0].share), expect.value);
    if (rows.length === 1 && (close(got, expect.value) || share)) return null;
    return expect.rowsAccepted && rowsCounted(run.answer, rows.length, expect.value) ? null : `expected ${expect.value}, got ${header[0]}=${rows[0][header[0]]} (${rows.length} rows)`;
  }
  if (expect.kind === 'row') {
    const labelColumn = header.includes(expect.column) ? expect.column : header[0];
    const answered = rows[0][labelColumn];
    // One row is one label, trivially of one year, so its figure must match too.
    const months = monthLabels(expect.labels) && expect.value !== undefined ? monthsOfOneYear(rows.map((row) => row[labelColumn]).filter((label) => label !== '')) : null;
    const cell = months?.get(answered) ?? answered;
    const valued = expect.value === undefined || Object.values(rows[0]).some((v) => v !== '' && close(Number(v), expect.value as number));
    return expect.labels.includes(cell) && valued ? null : `expected ${expect.column} ${expect.labels.slice(0, 3).join(' or ')}${expect.value === undefined ? '' : ` with ${expect.value}`}, got ${JSON.stringify(rows[0]).slice(0, 160)}`;
  }
  if (expect.kind === 'list') {
    const got = new Set(rows.map((row) => row[header[0]]).filter((cell) => cell !== ''));
    const want = new Set(expect.values);
    return got.size === want.size && [...want].every((v) => got.has(v)) ? null : `expected the values ${[...want].join(', ')}, got ${[...got].slice(0, 10).join(', ')}`;
  }
  if (expect.kind === 'top') {
    if (rows.length !== expect.keys.length) return `expected ${expect.keys.length} groups, got ${rows.length}`;
    for (const [i, key] of expect.keys.entries()) {
      if (rows[i][header[0]] !== key) return `expected ${key} at ${i + 1}, got ${rows[i][header[0]]}`;
      if (!close(Number(rows[i][header[1]]), expect.values[i])) return `${key}: expected ${expect.values[i]}, got ${rows[i][header[1]]}`;
    }
    return null;
  }
  const parts = [...expect.values.keys()][0]?.split(' | ').length ?? 1;
  // A share may be given on the 0-100 scale, in a `percent` column.
  const percent = expect.column === 'share' && !header.includes('share') && header.includes('percent');
  const valueColumn = percent ? 'percent' : expect.column ?? header[parts];
  if (!header.includes(valueColumn)) return `no column ${valueColumn} in ${header.join(', ')}`;
  const labelled = new Map(rows.map((row) => [header.slice(0, parts).map((h) => row[h]).join(' | '), percent && row.percent !== '' ? String(Number(row.percent) / 100) : row[valueColumn]]));
  const keys = [...expect.values.keys()];
  const labels = [...labelled.keys()].filter((key) => key !== '');
  // Months expected by name ("Jul") take a `YYYY-MM` label as their number does.
  const named = parts === 1 && keys.length > 0 && keys.every((key) => MONTH_NAMES.includes(key)) ? monthsOfOneYear(labels) : null;
  const periods = named ? new Map([...named].map(([label, month]) => [label, MONTH_NAMES[Number(month) - 1]])) : parts === 1 && monthKeys(keys) ? monthsOfOneYear(labels) : parts === 1 && quarterKeys(keys) ? quartersOfOneYear(labels) : null;
  const got = periods ? new Map([...labelled].map(([key, cell]) => [periods.get(key) ?? key, cell])) : labelled;
  for (const [key, want] of expect.values) {
    const cell = got.get(key);
    if (cell === undefined) return `group ${key} missing (has ${[...got.keys()].slice(0, 6).join(', ')})`;
    if (!close(Number(cell), want)) return `${key}: expected ${want}, got ${cell}`;
  }
  // Groups beyond the expected ones may only be the group of missing keys.
  const extra = [...got.entries()].filter(([key, cell]) => !expect.values.has(key) && !key.split(' | ').includes('') && cell !== '').map(([key]) => key);
  return extra.length ? `unexpected groups ${extra.slice(0, 5).join(', ')}` : null;
}

export function judge(question: Question, run: Run): Omit<Outcome, 'question' | 'run'> {
  const refused = /^I can’t answer/.test(run.answer) && !run.events.some((event) => event.kind === 'TABLE');
  if (refused) return { verdict: question.expect.kind === 'refuse' ? 'correct' : 'refused', detail: run.answer.slice(0, 200) };
  if (question.expect.kind === 'refuse') return { verdict: 'wrong', detail: `answered a question that had to be refused: ${run.answer.slice(0, 200)}` };
  if (!/^Computed /.test(run.answer)) return { verdict: 'wrong', detail: `the answer does not open with what it computed: ${run.answer.slice(0, 120)}` };
  const problem = check(question.expect, run);
  return problem ? { verdict: 'wrong', detail: problem } : { verdict: 'correct', detail: '' };
}

export async function runEval(options: { only?: (question: Question) => boolean; probes?: ProbeSet[] } = {}): Promise<EvalResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'analyst-eval-'));
  const scratch = path.join(dir, 'scratch');
  await import('node:fs/promises').then((fs) => fs.mkdir(scratch));
  const bench = await AnalystBench.create();
  const rows = new Map<string, Row[]>();
  const files = new Map<string, string>();
  const tables = new Map<string, AnalystTable[]>();
  const probes = options.probes ?? [];
  for (const dataset of [...(await generateDatasets()), usedCars(), ...(await Promise.all(probes.map((probe) => probe.datasets()))).flat()]) {
    const file = path.join(dir, dataset.file);
    await writeFile(file, dataset.bytes);
    files.set(dataset.name, file);
    tables.set(dataset.name, await bench.ingest(file, `t_${dataset.name}`, scratch));
    for (const table of dataset.tables) rows.set(table.label, table.rows);
  }
  // The project's own sample and a fixture, read by the same loader; their rows parsed here for the expected figures.
  for (const [name, source] of [['sales', path.join(ROOT, 'samples', 'sales.csv')], ['employees', path.join(ROOT, 'test', 'fixtures', 'analyst', 'employees.csv')]] as const) {
    const file = path.join(dir, path.basename(source));
    const content = await readFile(source, 'utf8');
    await writeFile(file, content);
    files.set(name, file);
    tables.set(name, await bench.ingest(file, `t_${name}`, scratch));
    rows.set(path.basename(source), parseSimpleCsv(content));
  }
  const questions = [...vocabularies(rows).flatMap(questionsFor), ...probeQuestions(rows.get('used_cars.csv') ?? []), ...probes.flatMap((probe) => probe.questions(rows))].filter(options.only ?? (() => true));
  const outcomes: Outcome[] = [];
  for (const question of questions) {
    const run = await bench.ask(question.q, { tables: tables.get(question.data) ?? [] });
    outcomes.push({ question, run, ...judge(question, run) });
  }
  const count = (verdict: Outcome['verdict']): number => outcomes.filter((outcome) => outcome.verdict === verdict).length;
  return {
    outcomes,
    correct: count('correct'),
    refused: count('refused'),
    wrong: count('wrong'),
    files,
    bench,
    tables,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
