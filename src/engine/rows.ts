/**
 * Runs SQL on a DuckDB connection and returns plain JavaScript rows, shared by the engine and
 * the analyst so both see the same value conversions: BIGINT/HUGEINT become numbers when they
 * are exact, strings otherwise; DATE and TIMESTAMP become Date; DECIMAL becomes number; TIME
 * becomes its "HH:MM:SS" text.
 */
import { type DuckDBConnection, type DuckDBResultReader, DuckDBTypeId, type DuckDBValue } from '@duckdb/node-api';

export type PlainRow = Record<string, unknown>;

export async function queryRows(
  connection: DuckDBConnection,
  sql: string,
  params: unknown[] = [],
): Promise<PlainRow[]> {
  const reader = params.length
    ? await connection.runAndReadAll(sql, params as DuckDBValue[])
    : await connection.runAndReadAll(sql);
  return plainRows(reader);
}

/**
 * The rows of a result. Column names are the user's text (a CSV header may be `__proto__` or
 * `constructor`): each becomes the row's own property through `Object.fromEntries`, where an
 * assignment, as DuckDB's own `getRowObjectsJS` does, would set the row's prototype instead
 * and lose the column.
 */
export function plainRows(reader: DuckDBResultReader): PlainRow[] {
  const names = reader.columnNames();
  const clock = reader.columnTypes().map((type) => type.typeId === DuckDBTypeId.TIME);
  return reader.getRowsJS().map((values) => Object.fromEntries(names.map((name, i) => [name, clock[i] ? timeOfDay(values[i]) : toPlainValue(values[i])])));
}

/** A TIME, which DuckDB gives JavaScript as microseconds since midnight, as "16:00:00" (a label, never a count). */
function timeOfDay(value: unknown): unknown {
  if (typeof value !== 'bigint' && typeof value !== 'number') return value;
  const seconds = Math.floor(Number(value) / 1_000_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function toPlainValue(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  return value;
}
