/**
 * Runs one model-written statement: checked first (sqlGuard), then run on the job's own DuckDB
 * connection with a time limit that interrupts the query (not only stops waiting for it) and a
 * row cap (rows past the cap are never read, so `SELECT *` of a million rows costs little).
 */
import {
  DuckDBArrayValue, DuckDBListValue, DuckDBListVector, DuckDBMapValue, DuckDBStructValue, JSDuckDBValueConverter,
  type DuckDBConnection, type DuckDBDataChunk, type DuckDBValue, type DuckDBVector, type DuckDBResultReader, type DuckDBValueConverter, type JS,
} from '@duckdb/node-api';
import { checkSql } from './sqlGuard';

export interface SqlResult {
  sql: string;
  columns: string[];
  types: string[];
  /** At most the cap; values as plain JavaScript (BIGINT as number when exact, dates as Date). */
  rows: unknown[][];
  /** True when the query had more rows than the cap, or the rows were cut to the byte budget. */
  truncated: boolean;
  /** Set when values or rows were cut for size (not for the row cap): says what was cut. */
  note?: string;
  /** The session tables the statement reads. */
  tables: string[];
  /** The whole run, check included; and the check alone. */
  ms: number;
  checkMs: number;
}

export interface RunSqlOptions {
  tables: readonly string[];
  rowCap: number;
  timeLimitMs: number;
  signal: AbortSignal;
}

export class SqlTimeout extends Error {
  constructor(ms: number) {
    super(`the query ran longer than ${ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`} and was stopped; write a cheaper query (aggregate, filter, LIMIT)`);
    this.name = 'SqlTimeout';
  }
}

/** Longest text kept from one cell: a query can build huge strings, and rows go to the answer's table (and maybe the model). */
export const MAX_CELL_CHARS = 10_000;

/**
 * Size caps applied while DuckDB's values become JavaScript, so a query cannot make the engine
 * build (synchronously, after the time limit) a response of any size: lists, arrays, maps and
 * structs keep their first MAX_NESTED_ITEMS entries and MAX_NESTING levels (the rest is `…`),
 * and the whole result stops at about RESULT_BUDGET_CHARS characters of values (rows past it are
 * dropped, `truncated` set and a note says so).
 */
export const MAX_NESTED_ITEMS = 1000;
export const MAX_NESTING = 5;
export const RESULT_BUDGET_CHARS = 4_000_000;
const CUT = '…';

interface Budget {
  left: number;
  depth: number;
  cut: boolean;
}

/** JSDuckDBValueConverter with the caps above: nested values are shortened before they are converted. */
function cappedConverter(budget: Budget): DuckDBValueConverter<JS> {
  const convert: DuckDBValueConverter<JS> = (value, type, _self) => {
    budget.left -= 8;
    const nested = value instanceof DuckDBListValue || value instanceof DuckDBArrayValue || value instanceof DuckDBMapValue || value instanceof DuckDBStructValue;
    if (!nested) return JSDuckDBValueConverter(value, type, convert);
    if (budget.depth >= MAX_NESTING || budget.left <= 0) {
      budget.cut = true;
      return CUT;
    }
    let shortened = value;
    let more: boolean;
    if (value instanceof DuckDBListValue || value instanceof DuckDBArrayValue) {
      more = value.items.length > MAX_NESTED_ITEMS;
      if (more) shortened = value instanceof DuckDBListValue ? new DuckDBListValue(value.items.slice(0, MAX_NESTED_ITEMS)) : new DuckDBArrayValue(value.items.slice(0, MAX_NESTED_ITEMS));
    } else if (value instanceof DuckDBMapValue) {
      more = value.entries.length > MAX_NESTED_ITEMS;
      if (more) shortened = new DuckDBMapValue(value.entries.slice(0, MAX_NESTED_ITEMS));
    } else {
      const keys = Object.keys(value.entries);
      more = keys.length > MAX_NESTED_ITEMS;
      if (more) shortened = new DuckDBStructValue(Object.fromEntries(keys.slice(0, MAX_NESTED_ITEMS).map((key) => [key, value.entries[key]])));
    }
    budget.depth += 1;
    try {
      const converted = JSDuckDBValueConverter(shortened, type, convert);
      if (more) {
        budget.cut = true;
        if (Array.isArray(converted)) converted.push(CUT);
        else if (converted && typeof converted === 'object') (converted as Record<string, JS>)[CUT] = CUT;
      }
      return converted;
    } finally {
      budget.depth -= 1;
    }
  };
  return convert;
}

/** Plain JavaScript at every depth: BIGINT as a number when exact (else text), long text cut; spends the budget. */
function plain(value: unknown, budget: Budget): unknown {
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value.toString();
  }
  if (typeof value === 'string') {
    budget.left -= Math.min(value.length, MAX_CELL_CHARS);
    return value.length > MAX_CELL_CHARS ? `${value.slice(0, MAX_CELL_CHARS - 1)}…` : value;
  }
  if (value instanceof Uint8Array) {
    budget.left -= Math.min(value.length, MAX_CELL_CHARS) * 2;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => plain(item, budget));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, budget)]));
  }
  return value;
}

/** The first `cap` rows, converted within the budget (see RESULT_BUDGET_CHARS). */
function readRows(reader: DuckDBResultReader, cap: number): { rows: unknown[][]; cutRows: boolean; cutValues: boolean } {
  const budget: Budget = { left: RESULT_BUDGET_CHARS, depth: 0, cut: false };
  const convert = cappedConverter(budget);
  const columns = reader.columnCount;
  const types = reader.columnTypes();
  const rows: unknown[][] = [];
  const count = Math.min(reader.currentRowCount, cap);
  // The reader's chunks (not public): a long top-level list is then read only up to the cap,
  // where reader.value() would build all its items (a million-item list costs seconds).
  const chunks = (reader as unknown as { chunks?: DuckDBDataChunk[] }).chunks;
  let chunkIndex = 0;
  let chunkStart = 0;
  let vectors: DuckDBVector[] | undefined;
  for (let r = 0; r < count; r++) {
    if (budget.left <= 0) return { rows, cutRows: true, cutValues: budget.cut };
    while (chunks && chunkIndex < chunks.length && r >= chunkStart + chunks[chunkIndex].rowCount) {
      chunkStart += chunks[chunkIndex++].rowCount;
      vectors = undefined;
    }
    const chunk = chunks?.[chunkIndex];
    if (chunk && !vectors) vectors = Array.from({ length: columns }, (_, c) => chunk.getColumnVector(c));
    const row: unknown[] = [];
    for (let c = 0; c < columns; c++) {
      let value: DuckDBValue;
      let longList = false;
      const vector = vectors?.[c];
      if (vector instanceof DuckDBListVector && vector.getEntryLength(r - chunkStart) > MAX_NESTED_ITEMS) {
        const items = vector.getItemVector(r - chunkStart)?.slice(0, MAX_NESTED_ITEMS).toArray();
        value = items ? new DuckDBListValue(items) : null;
        longList = items !== undefined;
      } else {
        value = vector ? vector.getItem(r - chunkStart) : reader.value(c, r);
      }
      const converted = value === null ? null : convert(value, types[c], convert);
      if (longList && Array.isArray(converted)) {
        converted.push(CUT);
        budget.cut = true;
      }
      row.push(plain(converted, budget));
    }
    rows.push(row);
  }
  return { rows, cutRows: false, cutValues: budget.cut };
}

function sizeNote(cutRows: boolean, cutValues: boolean, kept: number): string | undefined {
  const parts: string[] = [];
  if (cutRows) parts.push(`the result was cut to its first ${kept} rows because it is larger than about ${RESULT_BUDGET_CHARS / 1_000_000} million characters`);
  if (cutValues) parts.push(`lists, maps and structs longer than ${MAX_NESTED_ITEMS} entries or nested deeper than ${MAX_NESTING} levels were cut (shown as …)`);
  return parts.length ? `${parts.join('; ')}.` : undefined;
}

export async function runSql(connection: DuckDBConnection, sql: string, options: RunSqlOptions): Promise<SqlResult> {
  options.signal.throwIfAborted();
  const started = performance.now();
  // The time limit covers the check too: binding and planning (EXPLAIN folds constants) can be
  // made to cost time, and an interrupt stops them as it stops the query.
  // DuckDB forgets an interrupt that arrives between two statements (each new statement starts
  // uninterrupted), so once the limit is reached the interrupt repeats until the work ends.
  let timedOut = false;
  let repeat: NodeJS.Timeout | undefined;
  const interrupt = () => {
    connection.interrupt();
    repeat ??= setInterval(() => connection.interrupt(), 50);
  };
  const timer = setTimeout(() => {
    timedOut = true;
    interrupt();
  }, options.timeLimitMs);
  options.signal.addEventListener('abort', interrupt, { once: true });
  try {
    const tables = await checkSql(connection, sql, options.tables);
    const checkMs = performance.now() - started;
    if (timedOut) throw new SqlTimeout(options.timeLimitMs);
    options.signal.throwIfAborted();
    const reader = await connection.streamAndReadUntil(sql, options.rowCap + 1);
    const { rows, cutRows, cutValues } = readRows(reader, options.rowCap);
    const note = sizeNote(cutRows, cutValues, rows.length);
    return {
      sql,
      columns: reader.columnNames(),
      types: reader.columnTypes().map((type) => type.toString()),
      rows,
      ...(note ? { note } : {}),
      truncated: cutRows || reader.currentRowCount > options.rowCap || !reader.done,
      tables,
      ms: performance.now() - started,
      checkMs,
    };
  } catch (error) {
    if (timedOut) throw new SqlTimeout(options.timeLimitMs);
    options.signal.throwIfAborted();
    throw error;
  } finally {
    clearTimeout(timer);
    clearInterval(repeat);
    options.signal.removeEventListener('abort', interrupt);
    // An interrupt may have landed on the check's own "optimizer back on" statement.
    if (repeat) await connection.run('PRAGMA enable_optimizer').catch(() => undefined);
  }
}
