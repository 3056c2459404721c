/**
 * "total hours booked": a total (or sum) of hours (or minutes) asks for a sum of lengths of time. When the
 * answer measures no length of time (the file writes them as text, "2 hours", "90 min", or has
 * none), another word of the question must not stand in for the measure ("booked" for `Booked
 * By`): the question is asked back, never answered with a count or a distribution.
 */
import type { Intent } from './intent';
import type { Parts } from './parts';
import { isDuration } from './speedOfTime';
import { escapeMarkdown } from './text';

// Not "how many hours": on hourly readings it counts the rows ("how many hours did pm2.5 exceed 35").
const HOURS_ASKED = /\b(total|sum of) (hours|hrs|minutes|mins)\b/;

/** The doubt when hours are asked for and the answer would measure no length of time; none otherwise. */
export function hoursAskedDoubts(parts: Parts, intent: Intent): string[] {
  const asked = HOURS_ASKED.exec(parts.text);
  // "total hours × hourly rate": the hours are one side of a product the answer computes.
  if (!asked || intent.measure?.derived) return [];
  const measured = parts.info.columns.find((c) => c.name === intent.measure?.column);
  if (measured && isDuration(measured) && intent.measure?.agg !== 'count' && intent.measure?.agg !== 'count_distinct') return [];
  const durations = parts.info.columns.filter(isDuration);
  return [`“${escapeMarkdown(asked[0])}” asks for a sum of lengths of time, and the answer would not compute one${durations.length ? '' : `: no column of ${escapeMarkdown(parts.info.table.label)} holds lengths of time as numbers`}; name the column that holds them.`];
}
