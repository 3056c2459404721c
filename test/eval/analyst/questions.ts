/**
 * The evaluation's questions: phrasings an analyst would type, over each dataset, with the
 * expected figure computed here in plain JavaScript over the generated rows (never from the
 * analyst's output, never with DuckDB), and questions that must be refused: words no column or
 * value holds, forecasts, reasons, ratios of two columns, two readings.
 */
import type { Row, Value } from './data';

export type Expected =
  /**
   * One figure: the first cell of the result table. `rowsAccepted`: a count for which the matching
   * rows are an answer too, when the answer's first sentence says how many they are.
   */
  | { kind: 'value'; value: number; rowsAccepted?: boolean }
  /** Every group's figure (groups with a missing key may be added by the answer). `column` names the figure's column when not the second. */
  | { kind: 'groups'; values: Map<string, number>; column?: string }
  /** The first groups in order, with their figures. */
  | { kind: 'top'; keys: string[]; values: number[] }
  /** Which row: the first result row names one of `labels` in `column` (ties are all right), with `value` in one of its cells when given. */
  | { kind: 'row'; column: string; labels: string[]; value?: number }
  /** The distinct values of a column, in any order: the first result column holds exactly these. */
  | { kind: 'list'; values: string[] }
  | { kind: 'refuse' };

export interface Question {
  data: string;
  q: string;
  expect: Expected;
  /** One of the blind probe's phrasings (probe.ts), reported on their own. */
  probe?: boolean;
}

/** The note by which probes 12 on say that a count may be answered by the matching rows. */
const ROWS_ACCEPTED = 'or the matching rows, whose count the first sentence says';

/** A probe's question, its count marked `rowsAccepted` when the examiner's note accepts the rows. */
export function acceptingRows(entry: { question: Question; why?: string }): Question {
  const { question, why } = entry;
  return question.expect.kind === 'value' && why?.includes(ROWS_ACCEPTED) ? { ...question, expect: { ...question.expect, rowsAccepted: true } } : question;
}

/** What the question writer knows about a table: how people name its columns. */
export interface Vocabulary {
  data: string;
  rows: Row[];
  /** Numeric columns: [the words a person uses, the column]. */
  measures: Array<[string, string]>;
  /** Text columns that group rows: [singular word, plural word, column]. */
  categories: Array<[string, string, string]>;
  date: string;
  years: number[];
  /** A word for one row ("film", "order") and the identifier that counts them, when rows are things. */
  noun?: [string, string];
  /** Which-row questions: [question, the column the superlative means, the column naming the row, which end]. */
  superlatives?: Array<[string, string, string, 'max' | 'min']>;
}

const isNumber = (v: Value): v is number => typeof v === 'number' && Number.isFinite(v);
const numbers = (rows: Row[], column: string): number[] => rows.map((row) => row[column]).filter(isNumber);
export const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
export const mean = (xs: number[]): number => sum(xs) / xs.length;
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
function std(xs: number[]): number {
  const m = mean(xs);
  return Math.sqrt(sum(xs.map((x) => (x - m) ** 2)) / (xs.length - 1));
}
const AGGS = { sum, mean, median, min: (xs: number[]) => Math.min(...xs), max: (xs: number[]) => Math.max(...xs) };
type Agg = keyof typeof AGGS;

function groups(rows: Row[], key: (row: Row) => string | null, column: string | null, agg: Agg | 'count'): Map<string, number> {
  const buckets = new Map<string, Row[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    buckets.set(k, [...(buckets.get(k) ?? []), row]);
  }
  const result = new Map<string, number>();
  for (const [k, members] of buckets) {
    if (agg === 'count' || column === null) result.set(k, members.length);
    else {
      const xs = numbers(members, column);
      if (xs.length) result.set(k, AGGS[agg](xs));
    }
  }
  return result;
}

const text = (column: string) => (row: Row): string | null => (typeof row[column] === 'string' ? (row[column] as string) : null);
const yearOf = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String((row[column] as Date).getUTCFullYear()) : null);
const monthOf = (column: string) => (row: Row): string | null => {
  const d = row[column];
  return d instanceof Date ? `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}` : null;
};
const inYear = (column: string, year: number) => (row: Row): boolean => row[column] instanceof Date && (row[column] as Date).getUTCFullYear() === year;

/** The most frequent values of a text column, most frequent first. */
function commonValues(rows: Row[], column: string): string[] {
  const counts = groups(rows, text(column), null, 'count');
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
}

/** The first n groups by figure, highest first; null when a tie at the cut would make the answer arbitrary. */
function top(values: Map<string, number>, n: number, dir: 'desc' | 'asc' = 'desc'): Expected | null {
  const sorted = [...values].sort((a, b) => (dir === 'desc' ? b[1] - a[1] : a[1] - b[1]));
  if (sorted.length <= n) return null;
  if (Math.abs(sorted[n - 1][1] - sorted[n][1]) < 1e-9) return null;
  return { kind: 'top', keys: sorted.slice(0, n).map(([k]) => k), values: sorted.slice(0, n).map(([, v]) => v) };
}

export function questionsFor(v: Vocabulary): Question[] {
  const out: Question[] = [];
  const add = (q: string, expect: Expected | null): void => {
    if (expect) out.push({ data: v.data, q, expect });
  };
  const value = (x: number): Expected => ({ kind: 'value', value: x });
  const refuse: Expected = { kind: 'refuse' };
  const [m1, m2] = v.measures;
  const [c1, c2] = v.categories;
  const year = v.years[v.years.length - 1];
  const firstYear = v.years[0];
  const values1 = commonValues(v.rows, c1[2]);
  const top1 = values1[0];
  const second1 = values1[1];

  for (const [words, column] of v.measures) {
    const xs = numbers(v.rows, column);
    add(`total ${words}`, value(sum(xs)));
    add(`What is the sum of ${words}?`, value(sum(xs)));
    add(`average ${words}`, value(mean(xs)));
    add(`what's the mean ${words}?`, value(mean(xs)));
    add(`median ${words}`, value(median(xs)));
    add(`highest ${words}`, value(Math.max(...xs)));
    add(`What is the maximum ${words}?`, value(Math.max(...xs)));
    add(`lowest ${words}`, value(Math.min(...xs)));
    add(`minimum ${words} please`, value(Math.min(...xs)));
    add(`standard deviation of ${words}`, value(std(xs)));
    for (const [one, many, category] of v.categories) {
      add(`average ${words} by ${one}`, { kind: 'groups', values: groups(v.rows, text(category), column, 'mean') });
      add(`total ${words} per ${one}`, { kind: 'groups', values: groups(v.rows, text(category), column, 'sum') });
      add(`median ${words} for each ${one}`, { kind: 'groups', values: groups(v.rows, text(category), column, 'median') });
      add(`top 3 ${many} by total ${words}`, top(groups(v.rows, text(category), column, 'sum'), 3));
      add(`bottom 2 ${many} by average ${words}`, top(groups(v.rows, text(category), column, 'mean'), 2, 'asc'));
      add(`which ${one} has the highest average ${words}?`, top(groups(v.rows, text(category), column, 'mean'), 1));
      const totals = groups(v.rows, text(category), column, 'sum');
      // Each group's share of the whole column's total: rows with no group count in the total too.
      const all = sum(xs);
      add(`share of total ${words} by ${one}`, { kind: 'groups', values: new Map([...totals].map(([k, x]) => [k, x / all])), column: 'share' });
    }
    const only = v.rows.filter((row) => row[c1[2]] === top1);
    add(`total ${words} for ${top1}`, value(sum(numbers(only, column))));
    add(`average ${words} in ${top1}`, value(mean(numbers(only, column))));
    const rest = v.rows.filter((row) => row[c1[2]] !== top1);
    add(`total ${words} excluding ${top1}`, value(sum(numbers(rest, column))));
    add(`average ${words} except ${top1}`, value(mean(numbers(rest, column))));
    const neither = v.rows.filter((row) => row[c1[2]] !== top1 && row[c1[2]] !== second1);
    add(`total ${words} other than ${top1} and ${second1}`, value(sum(numbers(neither, column))));
    const both = v.rows.filter((row) => row[c1[2]] === top1 || row[c1[2]] === second1);
    add(`total ${words} for ${top1} and ${second1}`, value(sum(numbers(both, column))));
    const lastYear = v.rows.filter(inYear(v.date, year));
    add(`total ${words} in ${year}`, value(sum(numbers(lastYear, column))));
    add(`average ${words} in ${firstYear}`, value(mean(numbers(v.rows.filter(inYear(v.date, firstYear)), column))));
    add(`total ${words} by year`, { kind: 'groups', values: groups(v.rows, yearOf(v.date), column, 'sum') });
    add(`average ${words} per month in ${year}`, { kind: 'groups', values: groups(lastYear, monthOf(v.date), column, 'mean') });
    add(`total ${words} for ${top1} in ${year}`, value(sum(numbers(lastYear.filter((row) => row[c1[2]] === top1), column))));

    // Refusals: a word no column or value holds, a forecast, a reason, a place that is not there.
    add(`total ${words} by flavour`, refuse);
    add(`average ${words} for Atlantis`, refuse);
    add(`forecast ${words} for next year`, refuse);
    add(`why did ${words} drop?`, refuse);
    add(`predict the ${words} in 2031`, refuse);
    add(`total ${words} in March and April ${year}`, refuse);
    add(`total ${words} for ${top1} but not ${top1}`, refuse);
    add(`${words} adjusted for inflation`, refuse);
  }
  if (m1 && m2) {
    add(`${m1[0]} per ${m2[0]}`, refuse);
    add(`total ${m1[0]} and average ${m2[0]}`, refuse);
    add(`ratio of ${m1[0]} to ${m2[0]} by ${c1[0]}`, refuse);
  }
  for (const [one, many, category] of v.categories) {
    add(`how many different ${many} are there?`, value(new Set(v.rows.map(text(category)).filter((k) => k !== null)).size));
    add(`number of distinct ${one}`, value(new Set(v.rows.map(text(category)).filter((k) => k !== null)).size));
    add(`how many rows per ${one}`, { kind: 'groups', values: groups(v.rows, text(category), null, 'count') });
    add(`${many} by popularity of unicorns`, refuse);
  }
  if (c2) add(`total ${m1[0]} by ${c1[0]} and ${c2[0]}`, { kind: 'groups', values: groups(v.rows, (row) => (text(c1[2])(row) === null || text(c2[2])(row) === null ? null : `${text(c1[2])(row)} | ${text(c2[2])(row)}`), m1[1], 'sum') });
  add(`how many rows for ${top1}`, value(v.rows.filter((row) => row[c1[2]] === top1).length));
  add(`how many rows in ${year}`, value(v.rows.filter(inYear(v.date, year)).length));
  add(`number of rows by year`, { kind: 'groups', values: groups(v.rows, yearOf(v.date), null, 'count') });
  if (v.noun) {
    const [noun] = v.noun;
    add(`how many ${noun}s are there?`, value(v.rows.length));
    add(`how many ${noun}s in ${year}?`, value(v.rows.filter(inYear(v.date, year)).length));
    add(`number of ${noun}s by ${c1[0]}`, { kind: 'groups', values: groups(v.rows, text(c1[2]), null, 'count') });
  }
  for (const [q, column, label, end] of v.superlatives ?? []) {
    const key = (row: Row): number => { const x = row[column]; return x instanceof Date ? x.getTime() : typeof x === 'number' ? x : NaN; };
    const xs = v.rows.map(key).filter(Number.isFinite);
    const best = end === 'max' ? Math.max(...xs) : Math.min(...xs);
    const name = (row: Row): string => { const x = row[label]; return x instanceof Date ? x.toISOString().slice(0, 10) : String(x); };
    add(q, { kind: 'row', column: label, labels: v.rows.filter((row) => key(row) === best).map(name) });
  }
  for (const q of ['who is the CEO?', 'tell me a joke', 'what is the weather like on Mars?', 'what should we do next quarter?', 'is this data any good?', 'summarise the sentiment of the comments', 'translate the table into French']) add(q, refuse);
  return out;
}
