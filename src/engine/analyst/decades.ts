/**
 * Decades: "in the 1990s", "the 80s", "during the 2000's" keep the ten years of that decade, on
 * the table's date column (1990-01-01 up to 2000-01-01) or its column of years (1990 to 1999).
 * "The 20s" names its century only through the data: the one century whose decade the column's
 * years reach is taken, else the question is refused. Two decades, or a decade on a table with
 * no date or year column, are refused with the reason.
 */
import { codeSpan } from '../../common/markdown';
import { dateColumn } from './dates';
import type { Filter } from './intent';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown } from './text';
import { numericYearColumn } from './yearColumn';

/**
 * A decade as typed: "1990s", "1990's", "90s", "'90s" (a number ending in 0, then "s"), never
 * "over 40 s" (seconds: the "s" stands apart).
 */
function decadesWritten(parts: Parts): Array<{ at: number; written: number }> {
  const typed = parts.question.toLowerCase();
  return parts.tokens.flatMap((token, i) => (/^(\d0|1[0-9]\d0|20\d0)$/.test(token.raw) && parts.tokens[i + 1]?.raw === 's' && new RegExp(`(^|\\D)${token.raw}[\u2019']?s\\b`).test(typed) ? [{ at: i, written: Number(token.raw) }] : []));
}

/** The first and last year the column holds, or null. */
async function yearSpan(parts: Parts, lookups: ParseLookups, column: string, isDate: boolean): Promise<[number, number] | null> {
  if (isDate) {
    const [min, max] = [await lookups.minDate(parts.info, column), await lookups.maxDate(parts.info, column)];
    return min && max ? [Number(min.slice(0, 4)), Number(max.slice(0, 4))] : null;
  }
  const range = await lookups.numberRange(parts.info, column);
  return range ? [range.min, range.max] : null;
}

/** The filter for the decade the question names, or null when it names none (or a doubt was said). */
export async function decadeFilter(parts: Parts, lookups: ParseLookups, doubts: string[]): Promise<Filter | null> {
  const written = decadesWritten(parts);
  if (!written.length) return null;
  const said = (w: { at: number }): string => `“${escapeMarkdown(parts.tokens.slice(w.at, w.at + 2).map((token) => token.raw).join(''))}”`;
  if (new Set(written.map((w) => w.written)).size > 1) {
    doubts.push(`The question names several decades (${written.map(said).join(', ')}); ask about one decade at a time.`);
    return null;
  }
  const [decade] = written;
  const date = dateColumn(parts);
  const column = date ?? numericYearColumn(parts.info);
  if (!column) {
    doubts.push(`${said(decade)} asks for ten years, and ${escapeMarkdown(parts.info.table.label)} has no date or year column to keep them by.`);
    return null;
  }
  let start = decade.written;
  if (start < 100) {
    // "the 20s": 1920s or 2020s, whichever the column's years reach; never a guess between them.
    const span = await yearSpan(parts, lookups, column.name, !!date);
    const reached = [1900 + start, 2000 + start].filter((from) => span && from <= span[1] && from + 9 >= span[0]);
    if (reached.length !== 1) {
      doubts.push(`${said(decade)} could be the ${1900 + start}s or the ${2000 + start}s${span ? `, and ${codeSpan(column.name)} runs from ${span[0]} to ${span[1]}` : ''}; write the decade with its century, for example “the ${1900 + start}s”.`);
      return null;
    }
    start = reached[0];
  }
  parts.placed.add(decade.at);
  parts.placed.add(decade.at + 1);
  const label = `${column.name} in the ${start}s (${start} to ${start + 9})`;
  return date
    ? { column: column.name, op: 'between', values: [`${start}-01-01`, `${start + 10}-01-01`], label }
    : { column: column.name, op: 'between', values: [start, start + 9], label };
}
