/**
 * What the engine knows about a loaded table without being asked: per column the type, missing
 * values, range, distinct count and for categories the most common value. Computed in one scan
 * (plus one for the most common values of a few category columns) and kept with the table, so the
 * dataset overview costs nothing at read time.
 *
 * A small table is profiled at ingest. A big one (over DEFER_PROFILE_ROWS rows) is ready before
 * its profile: the source is synched with a first profile holding only what costs no full scan
 * (names, types, the row count, the first rows, and a lower bound of each text column's distinct
 * values from its first rows), and the full profile is computed later, in the background, while
 * no question runs (ingest.ts). Nothing an answer needs comes from the profile: the analyst
 * computes what it needs when it needs it; the first profile only spares it an estimate scan.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { ident, literal } from './database';
import { queryRows } from './rows';
import type { LoadedTable } from './loaders';
import type { TablePreview, TextTypeNote } from './textTypes';

export interface ColumnProfile {
  name: string;
  type: string;
  kind: 'number' | 'date' | 'text' | 'boolean' | 'other';
  /** Absent while the profile is deferred (the table's `deferred`). */
  missing?: number;
  /** Absent while the profile is deferred. */
  distinct?: number;
  /**
   * While the profile is deferred, for text columns: the distinct values among the table's first
   * `firstRows` rows, a lower bound of `distinct`.
   */
  firstRowsDistinct?: number;
  /** True when `distinct` was counted exactly; profiles stored before this field are estimates. */
  distinctExact?: boolean;
  min?: string;
  max?: string;
  mean?: number;
  top?: { value: string; count: number };
  /** Set when the file wrote this column's values as text that the engine read as dates or numbers. */
  written?: TextTypeNote;
  /** Text columns of a Parquet file read in place: ASCII letters and digits every value starts with, by the file's statistics (parquetPrefixes.ts). */
  valuesStartWith?: string;
}

export interface TableProfile {
  rowCount: number;
  columns: ColumnProfile[];
  /**
   * True for the first profile of a big table: columns carry names, types and kinds only (and
   * `firstRowsDistinct`); the full profile replaces it once computed in the background.
   */
  deferred?: boolean;
  /** Rows read for `firstRowsDistinct`. */
  firstRows?: number;
  /** The first rows as the file wrote them, before any conversion. */
  preview?: TablePreview;
}

export function columnKind(type: string): ColumnProfile['kind'] {
  const upper = type.toUpperCase();
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|REAL|DECIMAL)/.test(upper)) return 'number';
  if (/^(DATE|TIMESTAMP)/.test(upper)) return 'date';
  if (upper === 'VARCHAR') return 'text';
  if (upper === 'BOOLEAN') return 'boolean';
  return 'other';
}

/** Columns profiled per table; wider tables are summarised by their first columns. */
const MAX_PROFILED_COLUMNS = 60;
const MAX_TOP_VALUE_QUERIES = 5;
/**
 * Up to this many rows, distinct values are counted exactly (measured: 1M rows of 9 columns in
 * about 0.5 s); above it, DuckDB's HyperLogLog estimate is kept and the overview says "about".
 */
export const EXACT_DISTINCT_MAX_ROWS = 5_000_000;
/**
 * The same for a view over a file read in place (Parquet): every profile scan reads the file
 * again, so the estimate is kept from a smaller size on.
 */
export const EXACT_DISTINCT_MAX_VIEW_ROWS = 1_000_000;

/** Tables with more rows than this are synched before their full profile is computed. */
export const DEFER_PROFILE_ROWS = 1_000_000;
/** Rows the first profile reads from the start of a big table. */
const FIRST_ROWS = 100_000;

export interface ProfileExtras {
  preview?: TablePreview;
  /** What was read from text, per column name. */
  written?: Map<string, TextTypeNote>;
  /** What every value of a text column starts with, per column name (a Parquet file's statistics). */
  startsWith?: Map<string, string>;
}

export async function profileTable(connection: DuckDBConnection, loaded: LoadedTable, extras: ProfileExtras = {}): Promise<TableProfile> {
  return withExtras(await profileColumns(connection, loaded), extras);
}

/** True when a table is ready with a first profile and gets its full profile later. */
export function profileIsDeferred(loaded: LoadedTable, deferRows = DEFER_PROFILE_ROWS): boolean {
  return loaded.kind === 'table' && loaded.rowCount > deferRows && loaded.columns.length > 0;
}

/**
 * The first profile of a big table: what costs no full scan. One query over its first rows counts
 * each text column's distinct values there (a lower bound of the column's count).
 */
export async function firstProfile(connection: DuckDBConnection, loaded: LoadedTable, extras: ProfileExtras = {}): Promise<TableProfile> {
  const columns: ColumnProfile[] = loaded.columns.slice(0, MAX_PROFILED_COLUMNS).map((column) => ({ name: column.name, type: column.type, kind: columnKind(column.type) }));
  const texts = columns.filter((column) => column.kind === 'text');
  let firstRows: number | undefined;
  if (texts.length > 0) {
    const [row] = await queryRows(
      connection,
      `SELECT count(*) AS n, ${texts.map((column, i) => `count(DISTINCT ${ident(column.name)}) AS d_${i}`).join(', ')}
       FROM ${firstRowsOf(loaded, texts.map((column) => ident(column.name)).join(', '))}`,
    );
    firstRows = Number(row.n);
    texts.forEach((column, i) => (column.firstRowsDistinct = Number(row[`d_${i}`])));
  }
  const profile: TableProfile = { rowCount: loaded.rowCount, columns, deferred: true, ...(firstRows === undefined ? {} : { firstRows }) };
  return withExtras(profile, extras);
}

/**
 * A profile computed beside extras that are still being read (a Parquet file's footer, on a
 * connection of its own), then given them: the profile's scan no longer waits for the footer
 * (issue 18: on a 10M-row file each took 0.05–0.7 s of the registration, one after the other).
 * Both are awaited whatever happens, so nothing of the footer's read outlives a failed profile.
 */
export async function profileBeside(profile: Promise<TableProfile>, extras: Promise<ProfileExtras>): Promise<{ profile: TableProfile; extras: ProfileExtras }> {
  const [computed, known] = await Promise.allSettled([profile, extras]);
  if (computed.status === 'rejected') throw computed.reason;
  if (known.status === 'rejected') throw known.reason;
  return { profile: withExtras(computed.value, known.value), extras: known.value };
}

/**
 * The table's first FIRST_ROWS rows (or `rows`), as a FROM clause. A view over a Parquet file reads them by
 * the file's row numbers, which skips every row group after them: the same rows as LIMIT over the
 * view (it reads the file in order), in a fraction of the time (a LIMIT over a parallel scan reads
 * further row groups than it keeps; measured on a 10M-row file: 36–80 ms instead of 150–380 ms).
 */
export function firstRowsOf(loaded: LoadedTable, columns: string, rows = FIRST_ROWS): string {
  const file = loaded.parquetFile;
  // A file with its own column of that name keeps the LIMIT.
  return file && !loaded.columns.some((column) => column.name.toLowerCase() === 'file_row_number')
    ? `(SELECT ${columns} FROM read_parquet(${literal(file)}, file_row_number = true) WHERE file_row_number < ${rows})`
    : `(SELECT ${columns} FROM main.${ident(loaded.table)} LIMIT ${rows})`;
}

function withExtras(profile: TableProfile, extras: ProfileExtras): TableProfile {
  for (const column of profile.columns) {
    const written = extras.written?.get(column.name);
    if (written) column.written = written;
    const start = extras.startsWith?.get(column.name);
    if (start) column.valuesStartWith = start;
  }
  if (extras.preview && extras.preview.rows.length > 0) profile.preview = extras.preview;
  return profile;
}

async function profileColumns(connection: DuckDBConnection, loaded: LoadedTable): Promise<TableProfile> {
  const columns = loaded.columns.slice(0, MAX_PROFILED_COLUMNS);
  if (loaded.kind === 'document' || columns.length === 0 || loaded.rowCount === 0) {
    return { rowCount: loaded.rowCount, columns: columns.map((c) => ({ ...c, kind: columnKind(c.type), missing: 0, distinct: 0, distinctExact: true })) };
  }
  const exact = loaded.rowCount <= (loaded.view ? EXACT_DISTINCT_MAX_VIEW_ROWS : EXACT_DISTINCT_MAX_ROWS);
  const parts: string[] = [];
  columns.forEach((column, i) => {
    const c = ident(column.name);
    const kind = columnKind(column.type);
    parts.push(`count(${c}) AS nn_${i}`, exact ? `count(DISTINCT ${c}) AS d_${i}` : `approx_count_distinct(${c}) AS d_${i}`);
    if (kind === 'number' || kind === 'date') parts.push(`min(${c})::VARCHAR AS min_${i}`, `max(${c})::VARCHAR AS max_${i}`);
    if (kind === 'number') parts.push(`avg(${c})::DOUBLE AS avg_${i}`);
  });
  const [row] = await queryRows(connection, `SELECT ${parts.join(', ')} FROM main.${ident(loaded.table)}`);
  const profiles: ColumnProfile[] = columns.map((column, i) => {
    const kind = columnKind(column.type);
    const profile: ColumnProfile = {
      name: column.name,
      type: column.type,
      kind,
      missing: loaded.rowCount - Number(row[`nn_${i}`]),
      distinct: Number(row[`d_${i}`]),
      distinctExact: exact,
    };
    if (row[`min_${i}`] != null) profile.min = String(row[`min_${i}`]);
    if (row[`max_${i}`] != null) profile.max = String(row[`max_${i}`]);
    if (typeof row[`avg_${i}`] === 'number') profile.mean = row[`avg_${i}`] as number;
    return profile;
  });
  // The most common value of a few category columns, all in one scan: each column's counts per
  // value (a histogram of at most 1,000 entries), the largest count winning, ties to the value
  // that sorts first (DuckDB compares text byte by byte, as Buffer.compare does).
  const categories = profiles.filter((p) => p.kind === 'text' && (p.distinct ?? 0) >= 2 && (p.distinct ?? 0) <= 1000).slice(0, MAX_TOP_VALUE_QUERIES);
  if (categories.length > 0) {
    const [counts] = await queryRows(
      connection,
      `SELECT ${categories.map((p, i) => `map_entries(histogram(${ident(p.name)}::VARCHAR)) AS h_${i}`).join(', ')} FROM main.${ident(loaded.table)}`,
    );
    categories.forEach((profile, i) => {
      let top: { value: string; count: number } | undefined;
      for (const entry of (counts[`h_${i}`] ?? []) as Array<{ key: unknown; value: unknown }>) {
        if (entry.key == null) continue;
        const value = String(entry.key);
        const count = Number(entry.value);
        if (!top || count > top.count || (count === top.count && Buffer.compare(Buffer.from(value), Buffer.from(top.value)) < 0)) top = { value, count };
      }
      if (top) profile.top = top;
    });
  }
  return { rowCount: loaded.rowCount, columns: profiles };
}
