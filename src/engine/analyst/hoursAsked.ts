/**
 * "total hours booked": a total (or sum) of hours (or minutes) asks for a sum of lengths of time.
 * When the answer measures no length of time (the file writes them as words no reader turns into
 * numbers, "two hours", or has two columns of them, or none: timeAmount.ts), another word of the
 * question must not stand in for the measure ("booked" for `Booked By`): the question is asked
 * back, never answered with a count or a distribution.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';
import { isDuration } from './speedOfTime';
import { escapeMarkdown } from './text';

const HOURS_ASKED = /\b(total|sum of) (hours|hrs|minutes|mins)\b/;
// "how many hours" on hourly readings counts the rows ("how many hours did pm2.5 exceed 35"); beside
// a column of lengths of time it may as well ask for their total, so it is asked back there.
const HOW_MANY_HOURS = /\bhow many (hours|hrs|minutes|mins)\b/;

/** The doubt when hours are asked for and the answer would measure no length of time; none otherwise. */
export function hoursAskedDoubts(parts: Parts, intent: Intent): string[] {
  const durations = parts.info.columns.filter(isDuration);
  const asked = HOURS_ASKED.exec(parts.text) ?? (durations.length ? HOW_MANY_HOURS.exec(parts.text) : null);
  // "total hours × hourly rate": the hours are one side of a product the answer computes.
  if (!asked || intent.measure?.derived) return [];
  const measured = parts.info.columns.find((c) => c.name === intent.measure?.column);
  if (measured && isDuration(measured) && intent.measure?.agg !== 'count' && intent.measure?.agg !== 'count_distinct') return [];
  return [`“${escapeMarkdown(asked[0])}” asks for a sum of lengths of time, and the answer would not compute one${durations.length ? '' : `: no column of ${escapeMarkdown(parts.info.table.label)} holds lengths of time as numbers`}; name the column that holds them.`];
}

/** "fees per hour", "£ an hour", "takings/hr": a figure for each hour. */
const PER_HOUR = /\b(per|an|each|every) (hour|hr)\b|\/ ?(hour|hr)\b/;

/**
 * "fees per hour by tester" beside a `Test Time` of "57 min" and a clock `Time`: a rate over the
 * hours the tests took, or a figure for each hour of the day; they differ, so it is asked.
 */
export function perHourDoubts(parts: Parts, intent: Intent): string[] {
  if (intent.time?.grain !== 'hourofday' || !PER_HOUR.test(parts.text)) return [];
  // A `Time Taken` written "1:10" that no reader turned into numbers still names hours worked.
  const durations = parts.info.columns.filter((c) => isDuration(c) || (c.kind === 'text' && c.words.some((word) => /^(taken|spent|duration|elapsed|length|worked)$/.test(word))));
  if (!durations.length) return [];
  return [`“per hour” could divide by the hours of ${durations.map((c) => codeSpan(c.name)).join(' or ')} (a rate) or give a figure for each hour of the day; ask for one (“total … by hour of day”, or “… divided by total ${escapeMarkdown(durations[0].name)}”).`];
}
