/**
 * What a Parquet file's own statistics prove about its text columns, read from its footer
 * without scanning a row: the ASCII letters and digits that every value of a column starts with.
 *
 * Every row group stores the least and the greatest value of each column (`min_value`,
 * `max_value`, compared byte by byte; a writer may shorten them, but only to a smaller least and a
 * greater greatest). Any value between two strings that share a prefix shares it too, so the
 * prefix common to the file's least and greatest value starts every value. Only its leading ASCII
 * letters and digits are kept: they read the same in every lower-casing, which lets the analyst
 * rule a column out of a value lookup for a question word that cannot start that way
 * (analyst/valueBounds.ts).
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { literal } from './database';
import { queryRows } from './rows';

/** Leading ASCII letters and digits of a string. */
function asciiLead(text: string): string {
  return /^[A-Za-z0-9]*/.exec(text)?.[0] ?? '';
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/**
 * Per text column (by name) of the Parquet file: the ASCII letters and digits every value starts
 * with, when the file's statistics prove it. A column is left out when any row group holding
 * values has no statistics for it, or when the prefix is empty.
 */
export async function parquetValuePrefixes(connection: DuckDBConnection, file: string, columns: string[]): Promise<Map<string, string>> {
  const prefixes = new Map<string, string>();
  if (columns.length === 0) return prefixes;
  // Only a shortcut: a footer DuckDB cannot list this way costs the lookups their scans, never the file.
  const rows = await queryRows(
    connection,
    `SELECT path_in_schema AS "column", min(stats_min_value) AS "least", max(stats_max_value) AS "greatest",
       count(*) FILTER (WHERE (stats_min_value IS NULL OR stats_max_value IS NULL)
         AND (stats_null_count IS NULL OR stats_null_count < num_values)) AS "unproved"
     FROM parquet_metadata(${literal(file)}) WHERE type = 'BYTE_ARRAY' GROUP BY path_in_schema`,
  ).catch(() => []);
  const wanted = new Set(columns);
  for (const row of rows) {
    const column = String(row.column);
    if (!wanted.has(column) || Number(row.unproved) > 0 || typeof row.least !== 'string' || typeof row.greatest !== 'string') continue;
    const prefix = asciiLead(commonPrefix(row.least, row.greatest));
    if (prefix) prefixes.set(column, prefix);
  }
  return prefixes;
}
