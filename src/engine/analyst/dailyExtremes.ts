/**
 * "The hottest day" on readings taken several times a day (hourly weather, several stations a
 * day): the answer is a DAY, not one reading's row. Two readings of it give different days: the
 * day of the most extreme reading (its daily maximum) and the day whose readings average the
 * most. Both are ranked; the answer names the day when they agree and the question is asked when
 * they do not (see `settleReadings`). Amounts that add up over a day ("the wettest day" on hourly
 * rain) are read as the day's total, against its largest single reading.
 */
import type { Intent, Measure } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';

/** Words that make the subject of a superlative a day. */
export const DAY_SUBJECT = /^(day|date|night)$/;

/** Column words of a time of day kept apart from its date ("Time" beside "Date", "hour"). */
const TIME_OF_DAY = /^(time|hour|clock)$/;

/**
 * The date column read several times a day, when the question asks for a day by a superlative;
 * undefined otherwise. Readings are sub-daily when the dates carry times of day (a timestamp) or
 * a time column stands beside them, and some day has several rows. A date repeated only because
 * several places are on each row-day (daily weather for several cities) stays a table of rows.
 */
export async function subDailyColumn(parts: Parts, lookups: ParseLookups): Promise<string | undefined> {
  if (!parts.tokens.some((token) => DAY_SUBJECT.test(token.word)) || !lookups.repeatsPerDay) return undefined;
  const dates = parts.info.columns.filter((c) => c.kind === 'date');
  if (dates.length !== 1) return undefined;
  const timed = /^TIMESTAMP/i.test(dates[0].type) || parts.info.columns.some((c) => c.kind !== 'date' && c.kind !== 'number' && c.words.length <= 2 && c.words.some((word) => TIME_OF_DAY.test(word)));
  if (!timed) return undefined;
  return (await lookups.repeatsPerDay(parts.info, dates[0].name)) ? dates[0].name : undefined;
}

/** The day ranked by one reading of the superlative, with the other reading to settle it against. */
export function dailyExtreme(base: Pick<Intent, 'table' | 'groupBy' | 'filters'>, column: ColumnInfo, day: string, dir: 'asc' | 'desc', limit: number): Intent {
  const extreme: Measure = { agg: dir === 'desc' ? 'max' : 'min', column: column.name };
  const [first, other]: Measure[] = column.role === 'amount' || column.role === 'quantity' || column.words.some((word) => /^(precipitation|precip|rain|rainfall|snow|snowfall)$/.test(word))
    ? [{ agg: 'sum', column: column.name }, extreme]
    : [extreme, { agg: 'avg', column: column.name }];
  return { ...base, groupBy: [], kind: 'trend', measure: first, time: { column: day, grain: 'day' }, rank: { dir, limit }, otherMeasure: other };
}
