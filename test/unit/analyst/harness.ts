/**
 * Test harness for the analyst: a real in-memory DuckDB with fixture files loaded as tables, and
 * an AnalystContext built the way the engine builds it (query via queryRows, publish into a Map,
 * emit into an array).
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OutputLanguage } from '../../../src/api/types';
import { csvField, parseCsv as readCsvRecords } from '../../../src/common/csv';
import { analyze } from '../../../src/engine/analyst';
import type { AnalystContext, AnalystDocument, AnalystEvent, AnalystHistoryItem, AnalystTable } from '../../../src/engine/analyst/contract';
import { loadFile } from '../../../src/engine/loaders';
import { queryRows } from '../../../src/engine/rows';
import { readTypesWrittenAsText, type TextTypeNote, writtenAsOf } from '../../../src/engine/textTypes';

export const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'analyst');

export interface Published {
  name: string;
  contentType: string;
  text: string;
}

export interface Run {
  events: AnalystEvent[];
  files: Map<string, Published>;
  memo?: Record<string, unknown>;
  /** Concatenated MESSAGE contents of the Respond stage. */
  answer: string;
  /** Text of the published TABLE CSV, if any. */
  csv?: string;
  /** Text of the published IMAGE, if any. */
  svg?: string;
  questions: string[];
}

/** One cell of a generated row: null and undefined are written as an empty field (missing). */
export type Cell = string | number | null | undefined;

export class AnalystBench {
  readonly tables: AnalystTable[] = [];
  readonly documents: AnalystDocument[] = [];
  private constructor(readonly connection: DuckDBConnection) {}

  static async create(): Promise<AnalystBench> {
    const instance = await DuckDBInstance.create(':memory:');
    return new AnalystBench(await instance.connect());
  }

  /** Loads a CSV fixture (or any file DuckDB reads) as a table named `table`. */
  async loadCsv(table: string, file: string, label = path.basename(file)): Promise<AnalystTable> {
    const location = path.isAbsolute(file) ? file : path.join(FIXTURES, file);
    await this.connection.run(`CREATE OR REPLACE TABLE "${table.replace(/"/g, '""')}" AS SELECT * FROM read_csv('${location.replace(/'/g, "''")}')`);
    return this.register(table, label);
  }

  /**
   * Writes generated rows as a CSV file named `label` in a temp folder, loads it as `loadCsv` does
   * (so DuckDB reads the file's types itself) and removes the folder: the table is in memory by then.
   */
  loadRows(table: string, header: readonly string[], rows: readonly (readonly Cell[])[], label = `${table}.csv`): Promise<AnalystTable> {
    return withRowsFile(path.basename(label.split(' / ')[0]), header, rows, (file) => this.loadCsv(table, file, label));
  }

  /**
   * Loads a file as the engine does: its loader, then the columns written as text that it reads as
   * dates, numbers or money, each table registered with those readings. `scratch`: the loader's
   * working folder.
   */
  async ingest(file: string, prefix: string, scratch: string): Promise<AnalystTable[]> {
    const ext = path.extname(file).slice(1).toLowerCase();
    const loaded = await loadFile({ connection: this.connection, file, ext, name: path.basename(file), tablePrefix: prefix, scratch });
    const tables: AnalystTable[] = [];
    for (const table of loaded) {
      const typed = await readTypesWrittenAsText(this.connection, table);
      tables.push(await this.register(typed.table.table, typed.table.label, path.basename(file), typed.notes));
    }
    return tables;
  }

  /** Generated rows written as a CSV file named `fileName` in a temp folder and loaded as the engine does (`ingest`); the folder is removed. */
  ingestRows(prefix: string, header: readonly string[], rows: readonly (readonly Cell[])[], fileName: string): Promise<AnalystTable[]> {
    return withRowsFile(fileName, header, rows, async (file, dir) => {
      await mkdir(path.join(dir, 'scratch'));
      return this.ingest(file, prefix, path.join(dir, 'scratch'));
    });
  }

  /**
   * Registers a table created by the test itself. `written`: how the engine read columns the file
   * wrote as text (its textTypes notes), as the engine passes them on.
   */
  async register(table: string, label: string, fileName = label.split(' / ')[0], written?: Map<string, TextTypeNote>): Promise<AnalystTable> {
    const quoted = `"${table.replace(/"/g, '""')}"`;
    const columns = await queryRows(this.connection, `SELECT column_name AS name, column_type AS type FROM (DESCRIBE ${quoted})`);
    const [count] = await queryRows(this.connection, `SELECT count(*) AS n FROM ${quoted}`);
    // What the engine's profile gives the analyst of a small table (jobs.ts withProfile): exact distinct and missing counts.
    const ident = (name: unknown) => `"${String(name).replace(/"/g, '""')}"`;
    const [known] = columns.length ? await queryRows(this.connection, `SELECT ${columns.map((c, i) => `count(DISTINCT ${ident(c.name)}) AS d_${i}, count(*) - count(${ident(c.name)}) AS m_${i}`).join(', ')} FROM ${quoted}`) : [{}];
    const entry: AnalystTable = {
      table,
      label,
      source: { datasource_id: `ds-${table}`, dataset_id: 'dset-1', name: fileName, file_type: path.extname(fileName).slice(1).toLowerCase() || 'csv' },
      columns: columns.map((c, i) => {
        const note = written?.get(String(c.name));
        return { name: String(c.name), type: String(c.type), ...(note ? { written: writtenAsOf(note) } : {}), distinct: Number(known[`d_${i}`]), distinctExact: true, missing: Number(known[`m_${i}`]) };
      }),
      rowCount: Number(count.n),
    };
    this.tables.push(entry);
    return entry;
  }

  async addDocument(table: string, name: string, chunks: string[]): Promise<void> {
    await this.connection.run(`CREATE OR REPLACE TABLE "${table}" (chunk_index INTEGER, text VARCHAR)`);
    for (const [i, text] of chunks.entries()) await this.connection.run(`INSERT INTO "${table}" VALUES ($1, $2)`, [i, text]);
    this.documents.push({ table, source: { datasource_id: `ds-${table}`, dataset_id: 'dset-1', name, file_type: path.extname(name).slice(1) } });
  }

  async ask(question: string, options: { history?: AnalystHistoryItem[]; language?: OutputLanguage; signal?: AbortSignal; tables?: AnalystTable[]; query?: AnalystContext['query']; cache?: AnalystContext['cache'] } = {}): Promise<Run> {
    const events: AnalystEvent[] = [];
    const files = new Map<string, Published>();
    let counter = 0;
    const context: AnalystContext = {
      question,
      outputLanguage: options.language ?? 'AUTO',
      tables: options.tables ?? this.tables,
      documents: this.documents,
      history: options.history ?? [],
      query: options.query ?? ((sql, params) => queryRows(this.connection, sql, params ?? [])),
      publish: async (name, contentType, bytes) => {
        const url = `http://127.0.0.1/files/${++counter}/${name}`;
        files.set(url, { name, contentType, text: typeof bytes === 'string' ? bytes : Buffer.from(bytes).toString('utf8') });
        return { name, url, expires_at: '2099-01-01T00:00:00.000000Z' };
      },
      emit: (event) => events.push(event),
      signal: options.signal ?? new AbortController().signal,
      ...(options.cache ? { cache: options.cache } : {}),
    };
    const outcome = await analyze(context);
    const table = events.find((e) => e.kind === 'TABLE');
    const image = events.find((e) => e.kind === 'IMAGE');
    const questions = events.find((e) => e.kind === 'QUESTIONS');
    return {
      events,
      files,
      memo: outcome.memo,
      answer: events.filter((e) => e.kind === 'MESSAGE' && e.group.stage === 'Respond').map((e) => (e.kind === 'MESSAGE' ? e.content : '')).join('\n'),
      csv: table && table.kind === 'TABLE' ? files.get(table.content.url)?.text : undefined,
      svg: image && image.kind === 'IMAGE' ? files.get(image.content.url)?.text : undefined,
      questions: questions && questions.kind === 'QUESTIONS' ? questions.content : [],
    };
  }

  /** Asks a question after earlier ones, passing their memos as the engine does. */
  async conversation(questions: string[]): Promise<Run[]> {
    const history: AnalystHistoryItem[] = [];
    const runs: Run[] = [];
    for (const question of questions) {
      const run = await this.ask(question, { history: [...history] });
      runs.push(run);
      history.push({ question, memo: run.memo });
    }
    return runs;
  }
}

/** Writes rows under `header` as a CSV file named `fileName` in a temp folder, gives it to `use`, then removes the folder (loaded tables are in memory by then). */
async function withRowsFile<T>(fileName: string, header: readonly string[], rows: readonly (readonly Cell[])[], use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'analyst-rows-'));
  try {
    const file = path.join(dir, fileName);
    const lines = [header, ...rows].map((cells) => cells.map((cell) => csvField(cell === null || cell === undefined ? '' : String(cell))).join(','));
    await writeFile(file, `${lines.join('\n')}\n`);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Parses a CSV (the project's one reader) into rows of strings; '' for empty cells. */
export function parseCsv(text: string): Array<Record<string, string>> {
  const [header = [], ...body] = readCsvRecords(text);
  return body.map((cells) => Object.fromEntries(cells.map((value, i) => [header[i], value])));
}

/** The analyst answered: its answer opens with what it computed. */
/** The code of one language an answer shows ("sql", "python"), without its fence; '' when none. */
export function codeOf(run: Run, language: string): string {
  for (const event of run.events) if (event.kind === 'CODE' && event.content.startsWith(`\`\`\`${language}\n`)) return event.content.slice(language.length + 4, -4);
  return '';
}

export function assertAnswered(run: Run, question: string): void {
  assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
}

/** The analyst refused: its answer opens with “I can’t answer”. */
export function assertRefused(run: Run, question: string): void {
  assert.match(run.answer, /I can.t answer/, `${question}: ${run.answer.slice(0, 300)}`);
}

/** The first number of the answer's first result row. */
export function firstFigure(run: Run): number {
  const [row] = parseCsv(run.csv ?? '');
  return Object.values(row ?? {}).map(Number).find(Number.isFinite) ?? NaN;
}

/** Equal but for float noise. */
export const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/**
 * The numbers the answer's pandas code prints when run in `cwd` (where the user's file is), or
 * null where pandas is not installed (the CI installs it). Fails the test when the code fails.
 */
export function shownPandasNumbers(run: Run, cwd: string): number[] | null {
  if (spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status !== 0) return null;
  const out = spawnSync(PYTHON, ['-c', codeOf(run, 'python')], { cwd, encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  return (out.stdout.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
}

