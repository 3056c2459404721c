/**
 * "total hours booked", "avg minutes by room", "which mechanic spent the most time": hours, minutes
 * or time said where the amount goes, with no
 * column named, measure the table's one column of lengths of time (durations read in seconds, or a
 * name that gives a unit of time); the unit said then converts it (units.ts). With two such
 * columns, or none, nothing is measured and the question is asked back (hoursAsked.ts). Not "how
 * many hours": on hourly readings it counts the rows.
 */
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { columnUnit, unitNamed } from './units';

const AMOUNT = /^(total|sum|average|avg|mean|most|least)$/;

/** The one column of lengths of time when hours or minutes are said as the amount, else undefined. */
export function timeAmountColumn(parts: Parts): ColumnInfo | undefined {
  const { tokens } = parts;
  // "the most time": the word of the dimension itself, as a unit of it is.
  const said = tokens.some((token, i) => !parts.placed.has(i) && token.raw.length > 2 && (unitNamed(token.raw)?.dimension === 'time' || token.raw === 'time') && AMOUNT.test(tokens[i - 1]?.raw ?? ''));
  if (!said) return undefined;
  const lengths = parts.info.columns.filter((c) => columnUnit(c)?.dimension === 'time');
  return lengths.length === 1 ? lengths[0] : undefined;
}
