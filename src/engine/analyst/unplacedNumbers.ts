/**
 * Numbers of a question that no part of the answer used. `unusedWords` skips every number, on the
 * assumption that the filters, rankings and dates read them all; but nothing checked that they
 * had: "total population in 2005" on a table whose years are numbers was answered over every year.
 * A number counts as used when a rule placed it, it is part of a value or column name, a filter holds it (times its scale word), it is
 * the ranking's limit, it counts periods back ("last 6 months"), or it is a year on a table with
 * dates (the date filters read those).
 */
import { isYear } from './dates';
import type { Intent } from './intent';
import { numberOf, type Parts, rankLimit } from './parts';
import { SCALES } from './scales';

/** The numbers of the question (as typed) that the intent does not use. */
export function unplacedNumbers(parts: Parts, intent: Intent): string[] {
  const hasDates = parts.info.columns.some((c) => c.kind === 'date');
  const limit = rankLimit(parts.text);
  const filtered = intent.filters.flatMap((filter) => filter.values.filter((value): value is number => typeof value === 'number'));
  const unplaced = parts.tokens.filter((token, i) => {
    if (parts.placed.has(i)) return false;
    // A day written "2024-05-02" is used only when a date filter placed it.
    if (/^\d{4}-\d{2}-\d{2}$/.test(token.raw)) return true;
    if (!/^\d+(?:[.,]\d+)*%?$/.test(token.raw)) return false;
    // Part of a value found in the data ("Route 66") or of a column's name ("Q3 2024 sales").
    if ([...parts.values, ...parts.mentions].some((span) => span.start <= i && i < span.end)) return false;
    const n = numberOf(token) ?? Number(token.raw.replace(/[,%]/g, ''));
    if (isYear(token) && hasDates) return false;
    // A limit of 1 is implied by every "which" and "the most": a typed 1 is the limit only when said as one ("top 1").
    if (n === limit || (n === intent.rank?.limit && n !== 1)) return false;
    const next = parts.tokens[i + 1]?.raw ?? '';
    // "the last 6 months": periods counted back, which the date filters read. "fermented for 14 days or
    // more" is a bound no filter may have read, and is checked as any other number.
    if (/^(days?|weeks?|months?|quarters?|years?)$/.test(next) && /^(last|past|previous|recent|first|next)$/.test(parts.tokens[i - 1]?.raw ?? '')) return false;
    const scaled = n * (SCALES.get(next) ?? 1);
    return !filtered.some((value) => [scaled, n, n / 100].some((read) => Math.abs(value - read) < 1e-9));
  });
  return [...new Set(unplaced.map((token) => token.raw))];
}
