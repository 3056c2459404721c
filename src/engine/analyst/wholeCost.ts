/**
 * "The most expensive job" where a job has several sums of money (`Parts Cost`, `Labour Charge`)
 * and the question names none: the job is expensive by all it cost, not by the one column whose
 * name holds "cost". A column that is that whole (`Total`, `Invoice Total`) ranks it; with none,
 * the question is asked (one column, or their sum), never one part ranked silently. A price per
 * unit (`Unit Price`) is no row's cost either where a whole column holds it: "the most expensive
 * order" is the order with the largest `Total`.
 */
import { codeSpan } from '../../common/markdown';
import { columnCurrency } from './currencies';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** A money column's words that name the whole a row cost. */
const WHOLE = /^(total|grand|invoice|bill)$/;

/** Sums of money that add up across rows: amounts, or numbers written with a currency sign. */
function moneyColumns(parts: Parts): ColumnInfo[] {
  return parts.info.columns.filter((c) => c.kind === 'number' && !c.isId && !c.isIntensive && c.role !== 'rate' && c.role !== 'none' && (c.role === 'amount' || columnCurrency(parts.info, c) !== undefined));
}

/**
 * The column a price superlative ("most expensive", "cheapest") ranks rows by, given the columns
 * its words fit: those unchanged when the question names one of them or they are the only money;
 * the one whole column when the row has several sums of money; null (the doubt said) when there is
 * no whole column to rank by.
 */
export function wholeCostColumns(parts: Parts, chosen: ColumnInfo[], said: string, doubts: string[]): ColumnInfo[] | null {
  const money = moneyColumns(parts);
  const named = (c: ColumnInfo): boolean => parts.mentions.some((m) => m.candidates[0].column === c);
  if (!chosen.length || chosen.some(named) || money.some(named)) return chosen;
  const whole = money.filter((c) => c.words.some((word) => WHOLE.test(word)));
  if (chosen.every((c) => c.isIntensive && c.words.includes('unit'))) return whole.length === 1 ? whole : chosen;
  if (chosen.some((c) => c.isIntensive || !money.includes(c)) || money.length < 2) return chosen;
  if (whole.length === 1) return whole;
  doubts.push(`“${escapeMarkdown(said.trim())}” could rank by ${money.map((c) => codeSpan(c.name)).join(', ')} or by their sum, the whole cost, which can give different rows; name the column, or ask for the sum.`);
  return null;
}
