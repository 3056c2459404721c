/**
 * "Which day had the most receipts" on a table with a `Date` and a weekday column `Day`: the day
 * could be one calendar date or one day of the week, whose counts differ. The question decides when
 * it says "weekday" or "day of the week" (the weekday column), or "date" (the calendar date);
 * otherwise the analyst asks.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';

/** Words that say the day of the week is meant. */
const WEEKDAY_SAID = /\b(weekdays?|day of (the )?week|days of (the )?week)\b/;

/** "which day … the most", "the busiest day": one period picked, the highest (or lowest) of them. */
export function pickedRank(text: string, noun: string): { dir: 'asc' | 'desc'; limit: 1 } | undefined {
  const picked = new RegExp(`\\b(which|what) ${noun}s?\\b.*\\b(most|highest|largest|biggest|best|fewest|least|lowest|smallest|worst)\\b|\\b(busiest|peak|quietest|slowest) ${noun}s?\\b`).exec(text);
  if (!picked) return undefined;
  return { dir: /\b(fewest|least|lowest|smallest|worst|quietest|slowest)\b/.test(picked[0]) ? 'asc' : 'desc', limit: 1 };
}

/**
 * One day picked on a table with a date column and a weekday column named "day": the weekday
 * when the question says so, the calendar date when it says "date" or names a month or year to
 * look in, and otherwise a doubt (the two give different answers).
 */
export function settleDay(parts: Parts, intent: Intent, doubts: string[]): Intent {
  const dated = parts.info.columns.find((c) => c.kind === 'date');
  const mention = parts.mentions.find((m) => parts.tokens[m.start].word === 'day' && m.end === m.start + 1 && intent.groupBy.includes(m.candidates[0].column.name) && m.candidates[0].column.kind === 'text');
  const rank = intent.rank ?? pickedRank(parts.text, 'day');
  if (!dated || !mention || !rank || rank.limit !== 1) return intent;
  const weekday = mention.candidates[0].column.name;
  const groupBy = intent.groupBy.filter((name) => name !== weekday);
  if (WEEKDAY_SAID.test(parts.text)) {
    if (intent.time?.grain !== 'weekday') return { ...intent, rank };
    // The weekday of the date is the day column's weekday: the word is read, the column not needed twice.
    parts.placed.add(mention.start);
    return { ...intent, groupBy, rank };
  }
  // "which day in March": a day looked for inside a period of the date column is a calendar day.
  const inPeriod = intent.filters.some((filter) => filter.column === dated.name);
  if (inPeriod || /\bdates?\b/.test(parts.text)) {
    parts.placed.add(mention.start);
    return { ...intent, kind: 'trend', groupBy, time: { column: dated.name, grain: 'day' }, rank };
  }
  doubts.push(`“day” could be one calendar day of ${codeSpan(dated.name)} or one day of the week (${codeSpan(weekday)}), which give different answers; ask “which date …” or “which day of the week …”.`);
  return intent;
}

/**
 * "busiest day", "which day had the most bookings" on a date column alone (no weekday column,
 * which settleDay reads): the rows counted per calendar date or per day of the week (every Friday
 * together), which pick different days once the dates span more than a week; asked, unless the
 * question says "date", "single", "day of the week", a past verb ("had") or looks inside a period.
 */
export async function weekdayOrDateDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  const dated = intent.time?.grain === 'day' ? intent.time.column : undefined;
  const rank = intent.rank ?? pickedRank(parts.text, 'day');
  const counted = intent.measure?.agg === 'count' && intent.measure.column === null;
  if (!dated || !rank || rank.limit !== 1 || !counted || intent.filters.some((filter) => filter.column === dated)) return [];
  // "which day had the most trips": a past verb asks about one day that was (habitPeriods.ts reads the present as a habit).
  if (WEEKDAY_SAID.test(parts.text) || /\b(dates?|single|ever|calendar|had|was|were|did|saw|got)\b/.test(parts.text) || parts.info.columns.some((c) => c.kind === 'text' && c.words.includes('day'))) return [];
  const [min, max] = [await lookups.minDate(parts.info, dated), await lookups.maxDate(parts.info, dated)];
  if (!min || !max || Date.parse(max) - Date.parse(min) < 7 * 86_400_000) return [];
  return [`“day” could be one calendar day of ${codeSpan(dated)} or one day of the week (every Friday together), which give different answers; ask “busiest day of the week”, or “… by day” to see each date's.`];
}
