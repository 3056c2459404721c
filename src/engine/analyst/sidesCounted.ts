/**
 * Rows set against each other: "bookings 2023 vs 2024", "listings last reviewed in 2023 vs 2024",
 * "tickets billing vs shipping". The subject is the rows (the file's noun, or its row key), no
 * aggregate is named, and a filter keeps two or more values of one column or years of one date
 * column. Listing the rows of both sides would compare nothing, so the rows of each side are
 * counted: per value of the column, or per year of the date column (with the change between them).
 */
import type { Filter, Intent, Measure } from './intent';
import { type Parts, rowNounsOf } from './parts';
import type { Reading, Rule } from './rules';

/** Words that set the sides against each other. */
const AGAINST = /\b(vs|versus|against|compare|compared|comparing)\b/;

/** The filter whose values are the sides: two or more values of one column, or years of a date column. */
export function sidesFilter(parts: Parts, filters: Filter[]): Filter | undefined {
  if (!AGAINST.test(parts.text)) return undefined;
  return filters.find((filter) => ((filter.op === 'in' && !filter.family) || filter.op === 'years') && filter.values.length >= 2);
}

/** What counts the rows: the row key the question names (its distinct values, as "how many bookings" counts them), else the rows. */
function rowsCounted(reading: Reading): Measure | null {
  const { parts, categories } = reading;
  const key = categories.find((entry) => entry.column.isId);
  if (key) return { agg: 'count_distinct', column: key.column.name };
  const nouns = rowNounsOf(parts.info);
  // The rows' noun read from a column ("claims" by `Claim No`, rowOwnNouns.ts) says the same.
  return parts.tokens.some((token) => nouns.has(token.word) || parts.ownNouns?.has(token.word)) ? { agg: 'count', column: null } : null;
}

export const sidesCounted: Rule = {
  name: 'rows of each side counted',
  when: ({ parts, agg, groups, grain, isShare, filters }) => agg === null && !groups.length && !grain && !isShare && !!sidesFilter(parts, filters),
  read: (reading) => {
    const { parts, filters, base } = reading;
    const side = sidesFilter(parts, filters);
    // A number column named as such ("price", "revenue") is a measure the question leaves unsaid how to take.
    const measured = parts.mentions.some((m) => m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId && m.candidates[0].column.name !== side?.column);
    const measure = side && !measured ? rowsCounted(reading) : null;
    if (!side || !measure) return undefined;
    const intent: Intent = side.op === 'years'
      ? { ...base, kind: 'growth', measure, groupBy: [], time: { column: side.column, grain: 'year' } }
      : { ...base, kind: 'aggregate', measure, groupBy: [side.column] };
    return intent;
  },
};
