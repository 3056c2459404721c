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

export function toPlainRow(row: Record<string, unknown>): PlainRow {
  const plain: PlainRow = {};
  for (const [key, value] of Object.entries(row)) plain[key] = toPlainValue(value);
  return plain;
}

function toPlainValue(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  return value;
}
