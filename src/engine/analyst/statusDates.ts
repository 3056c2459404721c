/**
 * "how many issues were closed in 2024", "loans returned in 2023", "patients discharged in March":
 * the status word has a date column of its own (closed_at, Return Date, Discharge DateTime), and
 * the time said right after it is when that happened. Put on the table's first date (created_at),
 * it would count the issues opened in 2024 that are closed now: another figure. The rule here: a
 * status word directly before a time phrase moves that date filter onto its own date column; a
 * filter the same word made on a status column (state = closed) is dropped, since the date says it
 * happened, and the answer says so.
 */
import { codeSpan } from '../../common/markdown';
import { stemOf } from './stems';
import { escapeMarkdown, words } from './text';
import type { Filter } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';

/** Words of date column names that say only that they hold a date. */
const DATE_WORDS = /^(date|time|datetime|timestamp|ts|dt|at|on|day|when|utc|local)$/;
/** Words that lead a time phrase: "closed in 2024", "returned before March". */
const TIME_LEAD = /^(in|during|between|before|after|since|from|until|by|on)$/;
/** Date filters read from an absolute time ("in 2024", "before 2023-06-01"): the same range holds on any date column. */
const ABSOLUTE_OPS = new Set(['between', 'years', '<', '<=', '>', '>=', '=']);

/** "closed" and "close", "returned" and "return", "shipped" and "ship" share one stem. */
function stem(word: string): string {
  return word.toLowerCase().replace(/(ing|ed|es|e|s)$/, '').replace(/([^aeiou])\1$/, '$1');
}

/** The date column a status word names by its own stem: "closed" → closed_at; never a column of dates alone. */
function statusColumn(parts: Parts, word: string): ColumnInfo | undefined {
  const wanted = stem(word);
  if (wanted.length < 3) return undefined;
  return parts.info.columns.find((c) => c.kind === 'date' && c.words.some((w) => !DATE_WORDS.test(w) && stem(w) === wanted));
}

export function statusDateFilters(parts: Parts, filters: Filter[], notes: string[]): Filter[] {
  if (/\b(last|past|previous|recent|this|next)\b/.test(parts.text)) return filters;
  const { tokens } = parts;
  for (const [i, token] of tokens.entries()) {
    if (!TIME_LEAD.test(tokens[i + 1]?.raw ?? '')) continue;
    const column = statusColumn(parts, token.raw);
    if (!column) continue;
    const dated = filters.find((f) => f.column !== column.name && ABSOLUTE_OPS.has(f.op) && parts.info.columns.find((c) => c.name === f.column)?.kind === 'date');
    if (!dated) return filters;
    const moved: Filter = { ...dated, column: column.name, label: dated.label.startsWith(dated.column) ? `${column.name}${dated.label.slice(dated.column.length)}` : `${column.name}: ${dated.label}` };
    // The same word read as a status value (state = closed): the date in its own column says it happened.
    const status = parts.values.find((v) => v.start <= i && i < v.end && parts.info.columns.find((c) => c.name === v.column)?.kind !== 'date');
    const dropped = status ? filters.find((f) => f.column === status.column && f.op === '=' && f.values.length === 1 && f.values[0] === status.value) : undefined;
    parts.placed.add(i);
    notes.push(`“${escapeMarkdown(token.raw)}” has a date of its own, so the time is read from ${codeSpan(column.name)}${dropped ? ` (a date there means it happened, so ${escapeMarkdown(dropped.label)} is not needed)` : ''}, not from ${codeSpan(dated.column)}.`);
    return filters.filter((f) => f !== dropped).map((f) => (f === dated ? moved : f));
  }
  return filters;
}

/** Outcomes that close a row ("won", "lost" deals): dated by the column where it closed or ended. */
const OUTCOME_WORDS = /^(won|lost|win|wins|loss|losses)$/;
/** Words of a date column where a row closes or ends. */
const END_WORDS = /^(close|closed|closing|end|ended|decision|outcome|finish|finished|completion|completed)$/;

/** A word of the question and a word of a date column's name for one event: "shipped" and Ship, "admissions" and Admit. */
function sameEvent(word: string, name: string): boolean {
  if (DATE_WORDS.test(name)) return false;
  const [a, b] = [stem(word), stem(name)];
  // "deliveries" and Delivered: a noun in -y/-ies and its verb's participle share the stem but for that letter.
  const [c, d] = [stemOf(word).replace(/[iy]$/, ''), stemOf(name).replace(/[iy]$/, '')];
  return (a.length >= 3 && a === b) || (c.length >= 3 && c === d);
}

/**
 * The one date column, among several, a word of the question implies: a status word for its
 * event ("shipped" → Ship Date, "closed" → Close Date), an outcome ("won", "lost") for the column
 * where rows close; failing those, the rows' own noun ("admissions" → Admit DateTime, "shipments"
 * → Ship Date); failing all, the start of a span (pickup_datetime beside dropoff_datetime). Null
 * when none, or more than one, is implied.
 */
export function impliedDateColumn(parts: Parts): ColumnInfo | null {
  const dates = parts.info.columns.filter((c) => c.kind === 'date');
  if (dates.length < 2) return null;
  const label = new Set(words(parts.info.table.label));
  const [byStatus, byNoun] = [new Set<ColumnInfo>(), new Set<ColumnInfo>()];
  for (const token of parts.tokens) {
    const found = label.has(token.word) || label.has(token.raw) ? byNoun : byStatus;
    for (const c of dates) if (c.words.some((w) => sameEvent(token.raw, w))) found.add(c);
    if (OUTCOME_WORDS.test(token.raw)) for (const c of dates) if (c.words.some((w) => END_WORDS.test(w))) byStatus.add(c);
  }
  const implied = byStatus.size ? byStatus : byNoun;
  if (implied.size === 1) return [...implied][0];
  return implied.size ? null : spanStart(dates);
}

/** Words of a date column where a row's span starts (a pickup, an admission, a loan) or ends. */
const START_WORDS = /^(pickup|start|started|begin|admit|admitted|admission|checkin|departure|depart|departed|boarding|loan|rent|rental|hire|opened|order|ordered)$/;
const END_WORDS_OF_SPAN = /^(dropoff|end|ended|finish|finished|discharge|discharged|checkout|arrival|arrive|arrived|return|returned|due|ship|shipped|shipping|delivery|delivered|resolved|closed|close)$/;

/** Two date columns where each row starts and ends (pickup and dropoff): a trip is dated when it starts. */
function spanStart(dates: ColumnInfo[]): ColumnInfo | null {
  if (dates.length !== 2) return null;
  const start = dates.find((c) => c.words.some((w) => START_WORDS.test(w)) && !c.words.some((w) => END_WORDS_OF_SPAN.test(w)));
  const end = dates.find((c) => c !== start && c.words.some((w) => END_WORDS_OF_SPAN.test(w)));
  if (!start || !end) return null;
  // A journey departs, then arrives; a stay (a marina's visitors, a hotel's guests) arrives, then
  // departs. The file lists the two in the order they happen: the first is where the span starts.
  const travel = (c: ColumnInfo, words: RegExp): boolean => c.words.some((w) => words.test(w));
  if (travel(start, /^(departure|depart|departed)$/) && travel(end, /^(arrival|arrive|arrived)$/)) return dates[0];
  return start;
}

/** Words of a date column for a later step that only some rows reach: `Date Paid`, `Closed On`, `Shipped`. */
const LATER_STEP = /^(paid|closed|resolved|completed|shipped|delivered|returned|cancelled|canceled|settled|refunded|withdrawn|appealed|dispatched|finished|ended|left)$/;

/**
 * "pcns by month" beside `Issued` (every row) and `Date Paid` (blank where unpaid): a date every row
 * has dates the rows themselves, where the others are of a later step, named so, that some rows never
 * reached. The step's own words ("paid in march") pick its column (`impliedDateColumn`) instead.
 */
export async function rowsOwnDate(parts: Parts, lookups: ParseLookups, dates: ColumnInfo[]): Promise<ColumnInfo | undefined> {
  if (impliedDateColumn(parts)) return undefined;
  const blanks = await Promise.all(dates.map((c) => lookups.blankRows?.(parts.info, c.name, [])));
  const complete = dates.filter((_, i) => blanks[i] === 0);
  return complete.length === 1 && dates.every((c, i) => c === complete[0] || (!!blanks[i] && c.words.some((word) => LATER_STEP.test(word)))) ? complete[0] : undefined;
}
