/**
 * What a Parquet file's own statistics prove about its text columns, read from its footer
 * without scanning a row: the ASCII letters and digits that every value of a column starts with.
 *
 * Every row group stores the least and the greatest value of each column (`min_value`,
 * `max_value`, compared byte by byte; a writer may shorten them, but only to a smaller least and a
 * greater greatest). Any value between two strings that share a prefix shares it too, so the
 * prefix common to the file's least and greatest value starts every value. Only its leading ASCII
 * letters and digits are kept: they read the same in every lower-casing, which lets the analyst
 * rule a column out of a value lookup for a question word that cannot start that way
 * (analyst/valueBounds.ts).
 */
import type { Chunk } from './parquetDictionaries';

/** Leading ASCII letters and digits of a string. */
function asciiLead(text: string): string {
  return /^[A-Za-z0-9]*/.exec(text)?.[0] ?? '';
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/** Statistics order values byte by byte (UTF-8), which is not JavaScript's order of UTF-16 code units. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Per text column (by name) of the Parquet file, from its footer's text column chunks
 * (`parquetTextChunks`, read once for the file: parquetFooters.ts): the ASCII letters and digits
 * every value starts with, when the file's statistics prove it. A column is left out when any row
 * group holding values has no statistics for it, or when the prefix is empty.
 */
export function parquetValuePrefixes(footer: Map<string, Chunk[]>, columns: string[]): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const column of columns) {
    const chunks = footer.get(column);
    if (!chunks) continue;
    let least: string | undefined;
    let greatest: string | undefined;
    let proved = true;
    for (const chunk of chunks) {
      if (chunk.least === null || chunk.greatest === null) {
        // A chunk of nulls only bounds nothing; one with values and no statistics proves nothing.
        if (chunk.nulls === null || chunk.nulls < chunk.values) proved = false;
        continue;
      }
      if (least === undefined || byteOrder(chunk.least, least) < 0) least = chunk.least;
      if (greatest === undefined || byteOrder(chunk.greatest, greatest) > 0) greatest = chunk.greatest;
    }
    if (!proved || least === undefined || greatest === undefined) continue;
    const prefix = asciiLead(commonPrefix(least, greatest));
    if (prefix) prefixes.set(column, prefix);
  }
  return prefixes;
}
