/**
 * Years on a table without dates: "total population in 2005" on a file whose `year` column holds
 * numbers (1955, 1960, ...). The date filters only read date columns, so such a year was once
 * dropped and the answer covered every year. Here it filters the table's one year column, when
 * that column holds the year; otherwise the question is refused (a year that no filter placed is
 * an unused word, see `unplacedNumbers`).
 */
import { codeSpan } from '../../common/markdown';
import { isYear } from './dates';
import type { Filter } from './intent';
import type { ParseLookups, Parts } from './parts';
import { type ColumnInfo, isYearColumn, type TableInfo } from './schema';
import type { Token } from './text';

/** The table's one numeric column of years ("year", "Year", "fiscal_year"), when it has no date column. */
export function numericYearColumn(info: TableInfo): ColumnInfo | null {
  if (info.columns.some((c) => c.kind === 'date')) return null;
  const years = info.columns.filter(isYearColumn);
  return years.length === 1 ? years[0] : null;
}

/** Words before a year that make it something else than a period: "top 2005", "more than 1990". */
const NOT_A_PERIOD = /^(top|bottom|than|over|above|under|below|exceeding|least|most|exactly|equal|equals)$/;

/**
 * The filter a year (or a range of years) puts on the numeric year column: "in 2005" (=),
 * "since 1990" (>=), "after 1990" (>), "before 1990" (<), "between 1990 and 2000" / "from 1990
 * to 2000" (both ends included), "1955 vs 2005" (both, each its own group). Several years not
 * set against each other are a doubt: one filter over both would mix them. Each year read is placed, so it is no unused word.
 */
export async function numericYearFilter(parts: Parts, lookups: ParseLookups, doubts: string[]): Promise<Filter | null> {
  const column = numericYearColumn(parts.info);
  if (!column) return null;
  const { tokens } = parts;
  const at = tokens.flatMap((token, i) => (isYear(token) && !NOT_A_PERIOD.test(tokens[i - 1]?.raw ?? '') ? [i] : []));
  if (!at.length) return null;
  const name = column.name;
  const place = (...indexes: number[]): void => indexes.forEach((i) => parts.placed.add(i));
  const year = (i: number): number => Number(tokens[i].raw);
  const missing = async (years: number[]): Promise<number[]> => {
    const absent: number[] = [];
    for (const y of years) if (!(await lookups.holdsNumber(parts.info, name, y))) absent.push(y);
    return absent;
  };
  if (at.length === 2 && at[1] === at[0] + 2 && /^(and|to|until|through)$/.test(tokens[at[0] + 1].raw) && /^(between|from)$/.test(tokens[at[0] - 1]?.raw ?? '')) {
    const [from, to] = [year(at[0]), year(at[1])].sort((a, b) => a - b);
    place(at[0], at[1]);
    return { column: name, op: 'between', values: [from, to], label: `${name} from ${from} to ${to}` };
  }
  // "life expectancy 1955 vs 2005": the years set against each other, each its own group.
  const years = [...new Set(at.map(year))];
  if (years.length > 1 && /\b(vs|versus|compare|compared|comparing|against|than)\b/.test(parts.text)) {
    place(...at);
    const absent = await missing(years);
    if (absent.length) {
      doubts.push(`${codeSpan(name)} holds no ${absent.join(' or ')}, so I cannot compare it; ask about years the data holds.`);
      return null;
    }
    return { column: name, op: 'in', values: years, label: `${name} in (${years.join(', ')})` };
  }
  if (years.length > 1) {
    doubts.push(`The question names several years (${[...new Set(at.map(year))].join(', ')}) of ${codeSpan(name)}; ask about one year at a time, or for the measure by ${name}.`);
    place(...at);
    return null;
  }
  const i = at[0];
  const y = year(i);
  const before = tokens[i - 1]?.raw ?? '';
  place(...at);
  if (/^(since|from|starting)$/.test(before)) return { column: name, op: '>=', values: [y], label: `${name} ${y} or later` };
  if (before === 'after') return { column: name, op: '>', values: [y], label: `${name} after ${y}` };
  if (/^(before|until|till|prior)$/.test(before)) return { column: name, op: '<', values: [y], label: `${name} before ${y}` };
  const absent = await missing([y]);
  if (absent.length) {
    doubts.push(`${codeSpan(name)} holds no ${y}, so I cannot filter on it; ask about a year the data holds.`);
    return null;
  }
  return { column: name, op: '=', values: [y], label: `${name} = ${y}` };
}

/** Words before "year" that make it a period of the calendar ("last year"), not the column. */
const PERIOD_OF_YEAR = /^(last|past|previous|this|current|next|same|that|a|one|per|calendar|fiscal|financial|school|academic)$/;

/**
 * "What year did Hull record its fewest robins", "robins by year": on a table with no date column
 * and one number column of years (`survey_year`), the word "year" names that column. Mentions of
 * it at these tokens (a grain word is never matched to a column by its own name otherwise).
 */
export function yearWordMentions(tokens: Token[], info: TableInfo): Array<{ at: number; column: ColumnInfo }> {
  const column = numericYearColumn(info);
  if (!column || column.words.length < 2) return [];
  return tokens.flatMap((token, at) => (token.word === 'year' && !PERIOD_OF_YEAR.test(tokens[at - 1]?.raw ?? '') && !isYear(tokens[at + 1]) ? [{ at, column }] : []));
}
