/**
 * "total hours booked", "avg minutes by room", "which mechanic spent the most time": hours, minutes
 * or time said where the amount goes, with no
 * column named, measure the table's one column of lengths of time (durations read in seconds, or a
 * name that gives a unit of time); the unit said then converts it (units.ts). With two such
 * columns, or none, nothing is measured and the question is asked back (hoursAsked.ts). Not "how
 * many hours": on hourly readings it counts the rows, unless the one such column is lengths the file
 * wrote in words or as h:mm:ss ("2 hrs"), which no hourly log holds.
 */
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { columnUnit, unitNamed } from './units';

const AMOUNT = /^(total|sum|average|avg|mean|most|least)$/;

/** The one column of lengths of time when hours or minutes are said as the amount, else undefined. */
export function timeAmountColumn(parts: Parts): ColumnInfo | undefined {
  const { tokens } = parts;
  // "the most time": the word of the dimension itself, as a unit of it is.
  const lengths = parts.info.columns.filter((c) => columnUnit(c)?.dimension === 'time');
  // "how many hours has ben had" beside a `Length` the file wrote "2 hrs": its rows are no hourly readings.
  const howMany = (i: number): boolean => tokens[i - 1]?.raw === 'many' && tokens[i - 2]?.raw === 'how' && lengths.length === 1 && !!(lengths[0].seconds || lengths[0].timeUnit);
  const said = tokens.some((token, i) => !parts.placed.has(i) && token.raw.length > 2 && (unitNamed(token.raw)?.dimension === 'time' || token.raw === 'time') && (AMOUNT.test(tokens[i - 1]?.raw ?? '') || howMany(i)));
  if (!said) return undefined;
  return lengths.length === 1 ? lengths[0] : undefined;
}
