/**
 * "how many matches" beside `Match Date`: the column dates the matches, its distinct values are
 * days, and two matches on one day are still two matches. A noun that names only the thing a
 * date column dates is counted as a date column's noun is (as rows), never as the column's
 * distinct values, whether or not the column was read as dates.
 */
import type { Mention } from './mentions';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';

/** The last word of a column that holds when something happened. */
const DATE_WORD = /^(date|day|time|timestamp|datetime|dt|on|at|when)$/;

/**
 * Whether the mention names the thing a date column dates ("matches" for `Match Date`), not the
 * date itself; never when another column also holds the noun (an `Order ID` counts the orders).
 */
export function namesWhatIsDated(parts: Parts, entry: { column: ColumnInfo; mention: Mention }): boolean {
  const { words } = entry.column;
  if (words.length < 2 || !DATE_WORD.test(words[words.length - 1])) return false;
  const said = parts.tokens.slice(entry.mention.start, entry.mention.end).map((token) => token.word);
  if (said.some((word) => DATE_WORD.test(word))) return false;
  return !parts.info.columns.some((c) => c !== entry.column && said.some((word) => c.words.includes(word)));
}
