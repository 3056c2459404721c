/**
 * The parsed form of a question: what to measure, how to aggregate, how to group and filter.
 * An Intent is plain JSON so it can be kept as the job's memo and refined by follow-ups.
 */
import type { Difference } from './difference';
import type { RateCondition } from './groupRates';

export type Aggregation = 'sum' | 'avg' | 'median' | 'min' | 'max' | 'stddev' | 'count' | 'count_distinct';
/**
 * A calendar period, or a cycle pooled over the whole span: `weekday` (Monday to Sunday),
 * `monthofyear` (every January together, and so on) and `hourofday` (every 8:00-8:59 together).
 */
export type Grain = 'day' | 'week' | 'month' | 'quarter' | 'year' | 'weekday' | 'monthofyear' | 'hourofday';

/** Grains that repeat: no first-to-last change, no partial periods, no growth between them. */
export const isCycle = (grain: Grain): boolean => grain === 'weekday' || grain === 'monthofyear' || grain === 'hourofday';

/** The grain in words: "month", "weekday", "month of the year", "hour of the day". */
export const grainNoun = (grain: Grain): string => (grain === 'monthofyear' ? 'month of the year' : grain === 'hourofday' ? 'hour of the day' : grain);
export type IntentKind =
  | 'shape'
  | 'columns'
  | 'describe'
  | 'aggregate'
  | 'rows'
  | 'trend'
  | 'growth'
  | 'distribution'
  | 'outliers'
  | 'correlation'
  | 'missing'
  | 'duplicates';

/** `missing` keeps the rows with no value ("listings with no rating"); it has no values. */
/** `present` keeps the rows with a value ("listings with a rating"), every row `missing` leaves out; it has no values. */
/** `not in` keeps the rows whose value is missing too: "excluding the West" keeps rows with no region. */
/** `years` keeps the rows of a date column in the years listed ("2012 vs 2015": those two, not the ones between). */
/** `weekdays` keeps the days of the week listed (0 for Sunday); `hours` the times from its first hour to before its second (clockWords.ts). */
/** `clock` keeps the times of day from its first second of the day to before its second ("at 8:30", "before 8:30"; clockWords.ts). */
/** `periods`: two date periods, either one kept, as [from, to) pairs ("in december than in june"). */
export type FilterOp = '=' | 'in' | 'not in' | '>' | '>=' | '<' | '<=' | 'between' | 'missing' | 'present' | 'years' | 'weekdays' | 'hours' | 'clock' | 'periods';

export interface Filter {
  column: string;
  op: FilterOp;
  /** Text values, numbers, or ISO dates (yyyy-mm-dd) for date columns. */
  values: Array<string | number | boolean>;
  /** How the answer describes it, e.g. `region = West`, `order_date in 2024`. */
  label: string;
  /** The values were said by one word for all of them ("failed": Failed - Clog, Failed - Adhesion): one side, never sides to compare. */
  family?: boolean;
}

export interface Measure {
  agg: Aggregation;
  /** null counts rows. */
  column: string | null;
  /**
   * "Average revenue per customer": the column is first totalled per value of this identifier,
   * then `agg` (avg) runs over those totals. Only on aggregates without groups.
   */
  per?: string;
  /**
   * A measure computed from its column rather than the column itself: a change of unit
   * ("body_mass_g in kg") or a ratio of two columns. `column` stays the first column it reads.
   */
  derived?: DerivedMeasure;
  /** A count asked of a long-format table: `column` holds how many things each row stands for, and is summed (tallyColumn.ts). */
  tally?: boolean;
  /** "A day's sessions" on rows finer than a day: `column` is totalled per period first, and `agg` runs over those totals (periodTotals.ts). */
  perPeriod?: PeriodTotals;
  /** "Unauthorised share of all absences": `column`'s total as a percent of the sum of these columns' totals (columnShares.ts); `derived` says so. */
  shareOf?: string[];
}

export interface PeriodTotals {
  /** The date column the periods are read from. */
  column: string;
  grain: 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';
  /** Counts the periods whose total meets this bound ("days with more than 8000 sessions"). */
  having?: { op: '>' | '>=' | '<' | '<=' | 'between'; values: number[]; label: string };
  /** How the answer names the figure: "average of the daily total sessions". */
  label: string;
  /** The result column's name: "average_daily_sessions". */
  name: string;
}

export interface DerivedMeasure {
  /** The result column's name in pandas, and the base of the SQL alias: "body_mass_g_in_kg". */
  name: string;
  /** How the answer names it, with the arithmetic: "body_mass_g in kg (body_mass_g / 1000)". */
  label: string;
  /** The expression per row, over quoted columns. */
  sql: string;
  /** The same expression over `df`. */
  pandas: string;
  /** Every column it reads. */
  columns: string[];
}

export interface Intent {
  kind: IntentKind;
  /** AnalystTable.table of the table the question is about. */
  table: string;
  measure?: Measure;
  groupBy: string[];
  /** Set for trends and growth: the date column bucketed by `grain`, the first group. */
  time?: { column: string; grain: Grain };
  filters: Filter[];
  rank?: { dir: 'desc' | 'asc'; limit: number };
  /** Each group's share of the total, or the filtered share of the whole table. */
  share?: boolean;
  /** Columns whose conditions make the whole of a share besides its period ("wind's share of germany's generation": Country); shareWhole.ts. */
  shareWithin?: string[];
  /** Missing values: only the columns that have some ("which columns have gaps?"). */
  gapsOnly?: boolean;
  /**
   * Missing values counted by row instead of by column: the rows with at least one missing cell
   * ("how many rows have any missing value?"), or the complete rows ("how many rows are complete?").
   */
  byRow?: 'incomplete' | 'complete';
  /** Distribution/outliers: one column; correlation: two. */
  columns?: string[];
  /**
   * A ranking whose words read as well with another aggregation ("which month is usually the
   * wettest": total or average precipitation). Answered only when both rank the same first;
   * otherwise both are offered as questions.
   */
  otherAgg?: Aggregation;
  /**
   * A ranking whose word reads as well with another measure ("the busiest month", "the best selling
   * category": the number of rows or the total units). Settled like `otherAgg`.
   */
  otherMeasure?: Measure;
  /** One figure minus another: the measure for two values of one column (difference.ts). */
  difference?: Difference;
  /** A rate of rows where a condition holds, overall or per group (groupRates.ts); the measure counts rows. */
  rate?: RateCondition;
}

export const AGG_LABEL: Record<Aggregation, string> = {
  sum: 'total',
  avg: 'average',
  median: 'median',
  min: 'minimum',
  max: 'maximum',
  stddev: 'standard deviation of',
  count: 'number of rows',
  count_distinct: 'number of distinct',
};

/** A readable name for a measure: "total revenue", "number of distinct customer_id", "number of rows". */
export function measureLabel(measure: Measure): string {
  if (measure.column === null) return measure.per ? `average number of rows per ${measure.per}` : 'number of rows';
  if (measure.perPeriod) return measure.perPeriod.label;
  if (measure.agg === 'count') return `number of rows with ${measure.column}`;
  if (measure.per) return `${AGG_LABEL[measure.agg]} ${measure.column} per ${measure.per}`;
  if (measure.shareOf && measure.derived) return measure.derived.label;
  return `${AGG_LABEL[measure.agg]} ${measure.derived?.label ?? measure.column}`;
}

/** A safe result column name for a measure, e.g. `total_revenue`. */
export function measureAlias(measure: Measure): string {
  if (measure.column === null) return measure.per ? `average_rows_per_${measure.per}`.replace(/[^\p{L}\p{N}_]+/gu, '_') : 'rows';
  if (measure.perPeriod) return measure.perPeriod.name;
  const base = `${measure.agg === 'count_distinct' ? 'distinct' : AGG_LABEL[measure.agg].replace(/ /g, '_')}_${measure.derived?.name ?? measure.column}${measure.per ? `_per_${measure.per}` : ''}`;
  return base.replace(/[^\p{L}\p{N}_]+/gu, '_');
}

/** The intent without a second reading of its ranking: for an intent rewritten to another shape, where that reading no longer applies. */
export function withoutOtherReading(intent: Intent): Intent {
  const next = { ...intent };
  delete next.otherAgg;
  delete next.otherMeasure;
  return next;
}

export function isIntent(value: unknown): value is Intent {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Intent>;
  return typeof candidate.kind === 'string' && typeof candidate.table === 'string' && Array.isArray(candidate.groupBy) && Array.isArray(candidate.filters);
}
