/**
 * Runs one model-written statement: checked first (sqlGuard), then run on the job's own DuckDB
 * connection with a time limit that interrupts the query (not only stops waiting for it) and a
 * row cap (rows past the cap are never read, so `SELECT *` of a million rows costs little).
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { checkSql } from './sqlGuard';

export interface SqlResult {
  sql: string;
  columns: string[];
  types: string[];
  /** At most the cap; values as plain JavaScript (BIGINT as number when exact, dates as Date). */
  rows: unknown[][];
  /** True when the query had more rows than the cap. */
  truncated: boolean;
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

function plain(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value.toString();
  }
  return value;
}

/** Longest text kept from one cell: a query can build huge strings, and rows go to the answer's table (and maybe the model). */
export const MAX_CELL_CHARS = 10_000;

function capCell(value: unknown): unknown {
  const plainValue = plain(value);
  return typeof plainValue === 'string' && plainValue.length > MAX_CELL_CHARS ? `${plainValue.slice(0, MAX_CELL_CHARS - 1)}…` : plainValue;
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
    const all = reader.getRowsJS();
    const rows = all.slice(0, options.rowCap).map((row) => row.map(capCell));
    return {
      sql,
      columns: reader.columnNames(),
      types: reader.columnTypes().map((type) => type.toString()),
      rows,
      truncated: all.length > options.rowCap || !reader.done,
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
