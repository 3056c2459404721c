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
  ms: number;
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

export async function runSql(connection: DuckDBConnection, sql: string, options: RunSqlOptions): Promise<SqlResult> {
  options.signal.throwIfAborted();
  const started = performance.now();
  const tables = await checkSql(connection, sql, options.tables);
  let timedOut = false;
  const interrupt = () => connection.interrupt();
  const timer = setTimeout(() => {
    timedOut = true;
    interrupt();
  }, options.timeLimitMs);
  options.signal.addEventListener('abort', interrupt, { once: true });
  try {
    const reader = await connection.streamAndReadUntil(sql, options.rowCap + 1);
    const all = reader.getRowsJS();
    const rows = all.slice(0, options.rowCap).map((row) => row.map(plain));
    return {
      sql,
      columns: reader.columnNames(),
      types: reader.columnTypes().map((type) => type.toString()),
      rows,
      truncated: all.length > options.rowCap || !reader.done,
      tables,
      ms: performance.now() - started,
    };
  } catch (error) {
    if (timedOut) throw new SqlTimeout(options.timeLimitMs);
    options.signal.throwIfAborted();
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', interrupt);
  }
}
