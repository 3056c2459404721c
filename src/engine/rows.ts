/**
 * Runs SQL on a DuckDB connection and returns plain JavaScript rows, shared by the engine and
 * the analyst so both see the same value conversions: BIGINT/HUGEINT become numbers when they
 * are exact, strings otherwise; DATE and TIMESTAMP become Date; DECIMAL becomes number.
 */
import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';

export type PlainRow = Record<string, unknown>;

export async function queryRows(
  connection: DuckDBConnection,
  sql: string,
  params: unknown[] = [],
): Promise<PlainRow[]> {
  const reader = params.length
    ? await connection.runAndReadAll(sql, params as DuckDBValue[])
    : await connection.runAndReadAll(sql);
  return reader.getRowObjectsJS().map(toPlainRow);
}

/**
 * Column names are the user's text (a CSV header may be `__proto__` or `constructor`):
 * `Object.fromEntries` defines each one as the row's own property, where an assignment to
 * `__proto__` would change the row's prototype and lose the column.
 */
export function toPlainRow(row: Record<string, unknown>): PlainRow {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, toPlainValue(value)]));
}

function toPlainValue(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  return value;
}
