/**
 * The contract between the local engine and its analyst. The engine owns storage, the wire
 * format and history; the analyst turns one question about stored tables into answer events.
 * The engine injects an `Analyst` (main.ts wires the real one), so tests can drive the engine's
 * job plumbing and the analyst separately.
 */
import type { FileRef, OutputLanguage, SourceRef, Stage, TaskStatus } from '../../api/types';

/** The data source a table or document came from. */
/** The one unit a column's worded durations are read in ("30 hours", "45 min", "6 wks", "10 days"). */
export type TimeUnit = 'hours' | 'minutes' | 'weeks' | 'days';

export interface AnalystSourceInfo {
  datasource_id: string;
  dataset_id: string;
  /** The data source's file name, e.g. `sales.xlsx`. */
  name: string;
  /** Extension without the dot, lower case, e.g. `csv`. */
  file_type: string;
}

/** One queryable table: a CSV/TSV/JSON file, or one sheet of an XLSX file. */
export interface AnalystTable {
  /** DuckDB table name, already safe to use double-quoted in SQL. */
  table: string;
  /** What a person calls it: the file name, plus ` / <sheet>` for a workbook sheet. */
  label: string;
  source: AnalystSourceInfo;
  /**
   * `distinct`: the engine's profile's count of the column's distinct values, exact or a
   * HyperLogLog estimate (`distinctExact` false), when it has one: the analyst uses it only to
   * choose how to look values up, never as a figure of an answer. `valuesStartWith`: ASCII
   * letters and digits that every value of a text column is known to start with (a Parquet
   * file's statistics), so a lookup of words that cannot start so skips the column. `missing`:
   * the profile's count of the column's missing values, beside `distinct`.
   */
  columns: Array<{ name: string; type: string; written?: WrittenAs; distinct?: number; distinctExact?: boolean; missing?: number; valuesStartWith?: string }>;
  rowCount: number;
}

/**
 * How the engine read a column the file wrote as text (textTypes.ts): dates such as "Jun 12 1998",
 * numbers such as "$1,200" or "(300)", placeholders such as "NA" made missing. The code an answer
 * shows repeats the reading, so that on the user's own file it gives the same figures.
 */
export interface WrittenAs {
  to: 'DATE' | 'TIMESTAMP' | 'TIME' | 'BIGINT' | 'DOUBLE' | 'VARCHAR';
  /** Dates written with slashes: the order the column was read in (month/day when absent). */
  order?: 'month/day' | 'day/month';
  /** Months written without a day ("2005-03", "Mar 2005"), read as their first day: no finer grain exists. */
  grain?: 'month';
  /** Durations written "3:45:12" (h:mm:ss), in a pace column "5:20" (m:ss), "2:40" where the name says h:mm, or in words ("1h 30m", "45 min"), read as a number of seconds. */
  duration?: 'h:mm:ss' | 'm:ss' | 'h:mm' | 'words';
  /** Numbers written with one currency sign ("€78.40"): the sign, which a sum of money typed in a question must agree with. */
  currency?: string;
  /** Numbers written with a percent sign ("7.25%"), read as the number shown (7.25): percent points. */
  unit?: 'percent';
  /** Dates written as their digits, year, month, day ("20240314"). */
  form?: 'yyyymmdd';
  /** Durations in words all in one unit ("30 hours"): read as a number of that unit instead of seconds. */
  timeUnit?: TimeUnit;
  /** Numbers written with one unit of measure after them ("18.5 m", "18°C"): the unit, as written; the number is read alone. */
  suffix?: string;
  /** Times of day written "9:45 PM", read as TIME (21:45:00). */
  clock?: '12-hour';
  /** Dates written with dots and a two-digit year ("05.01.24"): read as dates, in the order `order` says. */
  dotted?: boolean;
}

/** A text data source (TXT/MD/MDX), stored as chunks in a DuckDB table `(chunk_index INTEGER, text VARCHAR)`. */
export interface AnalystDocument {
  table: string;
  source: AnalystSourceInfo;
}

/** One earlier job of the session, oldest first; at most the session's max_contextual_job_history. */
export interface AnalystHistoryItem {
  question: string;
  /** What the analyst returned as `memo` for that job (absent for jobs it did not answer). */
  memo?: Record<string, unknown>;
}

/** A group is one step: each Analyze step its own group, the whole Respond stage one group. */
export interface AnalystGroup {
  id: string;
  name: string;
  stage: Stage;
}

export type AnalystEvent =
  | { kind: 'TASK'; group: AnalystGroup; task: { id: string; name: string; status: TaskStatus; parent_id?: string | null } }
  | { kind: 'MESSAGE'; group: AnalystGroup; content: string }
  | { kind: 'CODE'; group: AnalystGroup; content: string }
  | { kind: 'TABLE'; group: AnalystGroup; content: FileRef }
  | { kind: 'IMAGE'; group: AnalystGroup; content: FileRef }
  /** The engine puts SOURCES in the global group (`-1` streamed, `""` in the final answer). */
  | { kind: 'SOURCES'; content: SourceRef[] }
  /** The engine puts QUESTIONS in group `-1` with no group name. */
  | { kind: 'QUESTIONS'; content: string[] };

/**
 * Facts about tables that hold as long as the tables exist (a loaded table never changes, and
 * table names are never reused), kept by the engine across jobs so that each question does not
 * scan the data again for what the last one already learned. Keys start with the table name.
 */
export interface AnalystCache {
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export interface AnalystContext {
  question: string;
  outputLanguage: OutputLanguage;
  /** The reader's locale for numbers and dates drawn in charts (BCP 47, from Accept-Language); absent: en-US. */
  locale?: string;
  tables: AnalystTable[];
  documents: AnalystDocument[];
  history: AnalystHistoryItem[];
  /** Runs read-only SQL on the engine's DuckDB database; rows as plain objects (BIGINT as number when safe). */
  query(sql: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  /** Stores a result file that the engine serves at a signed, expiring URL. */
  publish(name: string, contentType: string, bytes: Uint8Array | string): Promise<FileRef>;
  /** Events in reading order; the engine streams them as they come. */
  emit(event: AnalystEvent): void;
  /** Aborted when the client goes away or the job's time limit passes. */
  signal: AbortSignal;
  /** Absent where nothing outlives one question (tests that build a context by hand). */
  cache?: AnalystCache;
  /**
   * A text column's distinct values when the engine knows them without a scan (a Parquet file's
   * dictionaries): every value once, `null` when there are more than `max`, `undefined` when it
   * does not know (the analyst then asks DuckDB).
   */
  knownValues?(table: string, column: string, max: number): Promise<string[] | null | undefined>;
}

export interface AnalystOutcome {
  /** Kept with the job in the session's history and handed back in later AnalystHistoryItems. */
  memo?: Record<string, unknown>;
}

export type Analyst = (context: AnalystContext) => Promise<AnalystOutcome>;
