/**
 * A query result as the usual answer parts: the CSV of the TABLE block, the chart chosen from
 * the result's shape (or the kind the model asked for, when the shape allows it), the sentence
 * saying what was computed, and the code to run it again on the user's own file.
 *
 * The code is the SQL that ran, after one view per file that names the user's own file as the
 * table the query reads (so it runs as shown in DuckDB, next to the file), and pandas code that
 * computes the same over the user's file (`pd.read_csv("sales.csv")`) where the statement has a
 * shape toPandas.ts translates faithfully; otherwise Python that runs the same SQL with DuckDB
 * over a pandas DataFrame read from the file, saying why. The result is a pandas DataFrame either way.
 */
import { barChart, lineChart, scatterChart, type Chart } from '../analyst/chart';
import type { AnalystTable } from '../analyst/contract';
import { sqlRead } from '../analyst/sqlparts';
import type { SqlResult } from './runSql';
import type { Translation } from './toPandas';

const NUMERIC = /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|REAL|DOUBLE|DECIMAL)/i;
const TEMPORAL = /^(DATE|TIMESTAMP|TIME)/i;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().replace(/T00:00:00\.000Z$/, '').replace(/\.000Z$/, 'Z');
  if (typeof value === 'object') return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return String(value);
}

export function toCsv(result: Pick<SqlResult, 'columns' | 'rows'>): string {
  const quote = (text: string) => (/[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return [result.columns, ...result.rows.map((row) => row.map(cellText))].map((cells) => cells.map(quote).join(',')).join('\r\n') + '\r\n';
}

export function formatValue(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  return cellText(value);
}

export type ChartRequest = 'bar' | 'line' | 'scatter' | 'none' | undefined;

/** The chart for a result: label + number → bar (line over time), two numbers over many rows → scatter. */
export function chooseChart(result: SqlResult, title: string, requested: ChartRequest): Chart | undefined {
  if (requested === 'none' || result.rows.length < 2 || result.rows.length > 200) return undefined;
  const numeric = result.types.map((type) => NUMERIC.test(type));
  const rows = result.rows.map((row) => Object.fromEntries(result.columns.map((name, i) => [name, row[i]])));
  const valueIndex = numeric.lastIndexOf(true);
  if (valueIndex < 0) return undefined;
  const labelIndex = result.types.findIndex((type, i) => i !== valueIndex && !NUMERIC.test(type));
  if (labelIndex >= 0) {
    const label = result.columns[labelIndex];
    const overTime = TEMPORAL.test(result.types[labelIndex]) || /(^|_|\b)(date|day|week|month|quarter|year|period|time)s?($|_|\b)/i.test(label);
    const labelled = rows.map((row) => ({ ...row, [label]: cellText(row[label]) }));
    if (requested === 'scatter') return undefined;
    if (requested === 'line' || (requested === undefined && overTime)) return lineChart(title, labelled, label, result.columns[valueIndex]);
    return result.rows.length <= 50 ? barChart(title, labelled, label, result.columns[valueIndex]) : undefined;
  }
  const first = numeric.indexOf(true);
  if (first >= 0 && first !== valueIndex && (requested === 'scatter' || (requested === undefined && result.rows.length >= 10))) {
    return scatterChart(title, rows, result.columns[first], result.columns[valueIndex]);
  }
  return undefined;
}

/** One sentence saying what the query computed, with the figures of a small result. */
export function computedSentence(result: SqlResult, tables: AnalystTable[]): string {
  const read = tables.filter((t) => result.tables.includes(t.table)).map((t) => t.label);
  const over = read.length ? ` over ${read.map((label) => `**${label.replace(/[*_`]/g, '\\$&')}**`).join(' and ')}` : ' from values written into the query (it reads none of your data)';
  if (result.rows.length === 1 && result.columns.length <= 4) {
    const pairs = result.columns.map((name, i) => `${name} = **${formatValue(result.rows[0][i])}**`).join(', ');
    return `Computed with DuckDB${over}: ${pairs}.`;
  }
  const count = result.truncated ? `the first ${result.rows.length.toLocaleString('en-US')} rows` : `${result.rows.length.toLocaleString('en-US')} row${result.rows.length === 1 ? '' : 's'}`;
  return `Computed with DuckDB${over}: ${count} of ${result.columns.join(', ')} (in the table below).`;
}

/** DuckDB views that give each of the user's files the name the query reads it by. */
export function fileViews(tables: AnalystTable[]): string {
  if (!tables.length) return '';
  return [
    '-- Your files, under the names the query reads them by (run in DuckDB next to the files).',
    ...tables.map((table) => `CREATE OR REPLACE TEMP VIEW "${table.table.replace(/"/g, '""')}" AS SELECT * FROM ${sqlRead({ table })};`),
    '',
    '',
  ].join('\n');
}

function pyString(text: string): string {
  return JSON.stringify(text);
}

function reader(table: AnalystTable): string {
  const file = pyString(table.source.name);
  const sheet = table.label.includes(' / ') ? table.label.split(' / ').slice(1).join(' / ') : undefined;
  switch (table.source.file_type) {
    case 'tsv': return `pd.read_csv(${file}, sep="\\t")`;
    case 'xlsx': case 'xls': return `pd.read_excel(${file}${sheet ? `, sheet_name=${pyString(sheet)}` : ''})`;
    case 'json': return `pd.read_json(${file})`;
    case 'parquet': return `pd.read_parquet(${file})`;
    default: return `pd.read_csv(${file})`;
  }
}

/**
 * Python that reruns the statement on the user's own file: the pandas translation when there is
 * one (toPandas.ts), otherwise pandas reads each file and DuckDB's Python package runs the same
 * SQL over the DataFrames, with one line saying why it was not translated.
 */
export function pythonCode(sql: string, tables: AnalystTable[], translation?: Translation): string {
  if (translation?.ok) return translation.code;
  const why = translation ? `not translated into pandas operations: ${translation.reason}` : 'not translated into pandas operations';
  const lines = [
    `# This query is ${why.replace(/\s+/g, ' ')}; DuckDB runs it as written (pip install duckdb).`,
    'import duckdb',
    'import pandas as pd',
    '',
    '# Your files, read with pandas; DuckDB then runs the same SQL over these DataFrames.',
    'con = duckdb.connect()',
    ...tables.map((table) => `con.register(${pyString(table.table)}, ${reader(table)})`),
    '',
    `result = con.sql(${tripleQuoted(sql)}).df()`,
    'print(result)',
  ];
  return lines.join('\n');
}

function tripleQuoted(sql: string): string {
  // A raw string keeps backslashes in the SQL (regular expressions) as they are.
  return sql.includes('"""') || /["\\]$/.test(sql.trim()) ? JSON.stringify(sql.trim()) : `r"""\n${sql.trim()}\n"""`;
}
