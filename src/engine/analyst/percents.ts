/**
 * Conditions written in percent ("rate above 4%", "over 12.5 percent") on a column of rates or
 * shares. Whether 4% is the number 4 or 0.04 in the column is decided from its name (`pct`,
 * `percent`, `%` hold percent points), from how the file wrote it ("7.25%" is read as 7.25), or
 * else from its values: a column that reaches beyond 1 holds points, one within -1..1 holds
 * fractions when the percent asked is above 1. Anything else is asked, never guessed.
 */
import { codeSpan } from '../../common/markdown';
import type { Filter } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** A condition read by the numeric filters whose amount is a percent; resolved here with the column's values. */
export interface PercentCondition {
  column: ColumnInfo | undefined;
  op: Filter['op'];
  /** The percent as written: 4 for "4%". */
  percent: number;
  /** The tokens that wrote the amount ("4%", or "4" and "percent"). */
  at: number[];
  phrase: string;
}

/** The percent written at token `at`: "4%", "4.5 %"-free forms "4 percent", "4 per cent". Null when none. */
export function percentAt(parts: Parts, at: number, written: number | null): { percent: number; at: number[] } | null {
  const { tokens } = parts;
  const sign = /^(\d+(?:\.\d+)?)%$/.exec(tokens[at]?.raw ?? '');
  if (sign) return { percent: Number(sign[1]), at: [at] };
  if (written === null) return null;
  if (tokens[at + 1]?.raw === 'percent' || tokens[at + 1]?.raw === 'pct') return { percent: written, at: [at, at + 1] };
  if (tokens[at + 1]?.raw === 'per' && tokens[at + 2]?.raw === 'cent') return { percent: written, at: [at, at + 1, at + 2] };
  return null;
}

const POINTS_NAME = /%|\b(pct|percent|percentage)\b/i;
const RATE_WORD = /^(rate|percent|percentage|pct|share|ratio|proportion|fraction|margin|yield|growth|change|unemployment|inflation|interest)$/;

/** Filters for the percent conditions, in the column's own scale; what cannot be decided is a doubt. */
export async function percentFilters(parts: Parts, lookups: ParseLookups, conditions: PercentCondition[], doubts: string[]): Promise<Filter[]> {
  const filters: Filter[] = [];
  for (const condition of conditions) {
    const { column, percent, op } = condition;
    const said = `“${escapeMarkdown(condition.phrase)}”`;
    // A column the file wrote "7.25%" holds percent points (read as 7.25), whatever its name says.
    const points = !!column && (POINTS_NAME.test(column.name) || parts.info.table.columns.find((c) => c.name === column.name)?.written?.unit === 'percent');
    if (!column || !(points || column.words.some((word) => RATE_WORD.test(word)))) {
      doubts.push(`I could not tell which column of rates or shares ${said} is about${column ? ` (${codeSpan(column.name)} does not say it holds percentages)` : ''}; name the column.`);
      continue;
    }
    let value: number | null = points ? percent : null;
    if (value === null) {
      const range = await lookups.numberRange(parts.info, column.name);
      if (range && (range.max > 1 || range.min < -1) && range.max <= 100) value = percent;
      else if (range && range.max <= 1 && range.min >= -1 && percent > 1) value = percent / 100;
      if (value === null) {
        doubts.push(`${said} on ${codeSpan(column.name)} could be ${percent} or ${percent / 100} in its values (${range ? `from ${range.min} to ${range.max}` : 'none'}), which select different rows; write the number as the column holds it.`);
        continue;
      }
    }
    for (const i of condition.at) parts.placed.add(i);
    filters.push({ column: column.name, op, values: [value], label: `${column.name} ${op} ${value} (${percent}%)` });
  }
  return filters;
}
