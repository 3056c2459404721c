/**
 * The currency of a sum of money: the one a question types ("$20k", "€100", "40 euros") and the
 * one a column holds, by its name (`Price (USD)`, `Cost €`) or by the sign its values were written
 * with (`Total Cost` written "€78.40", textTypes.ts). A sum in one currency never bounds a column
 * in another: the numbers would be compared as if they were the same money.
 */
import type { ColumnInfo, TableInfo } from './schema';

/** Signs, codes and words of each currency, as a question or a column's name writes them. */
const CURRENCIES: ReadonlyArray<[string, RegExp]> = [
  ['$', /\$|\b(usd|dollars?|bucks?)\b/i],
  ['€', /€|\b(eur|euros?)\b/i],
  ['£', /£|\b(gbp|pounds? sterling|quid)\b/i],
  ['¥', /¥|\b(jpy|yen|cny|yuan)\b/i],
];

/** The currency the question writes `number` in ("$20k", "€ 100", "40 dollars", "1.5 million euros"); undefined when none is named. */
export function currencyTyped(question: string, number: string): string | undefined {
  if (!number) return undefined;
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = new RegExp(`([$€£¥])\\s?${escaped}(?![\\d.,])`, 'i').exec(question);
  if (before) return before[1];
  const after = new RegExp(`\\b${escaped}\\s?(?:k|m|mn|bn|thousand|million|billion)?\\s?(dollars?|bucks?|usd|euros?|eur|gbp|pounds?)\\b`, 'i').exec(question);
  // "pounds" alone is a weight as often as money: only the sign or "sterling" says which.
  if (!after || /^pounds?$/i.test(after[1])) return undefined;
  return CURRENCIES.find(([, pattern]) => pattern.test(after[1]))?.[0];
}

/** The currency a column holds: named in it, else the one sign its values were written with. */
export function columnCurrency(info: TableInfo, column: ColumnInfo): string | undefined {
  const named = CURRENCIES.filter(([, pattern]) => pattern.test(column.name.replace(/_/g, ' ')));
  if (named.length === 1) return named[0][0];
  return info.table.columns.find((c) => c.name === column.name)?.written?.currency;
}

/** A number column of money: written with a currency sign, or named for an amount ("Amount", "Fee Charged"). */
export function holdsMoney(info: TableInfo, column: ColumnInfo): boolean {
  return column.kind === 'number' && !column.isId && (columnCurrency(info, column) !== undefined || column.role === 'amount');
}

/** Column words of money paid out or not (yet) taken in (a budget, a quote, a refund), which no word of money coming in stands for. */
/** Words of a column of tips: the staff's money, never the business's revenue, though a till may take it in. */
export const TIP_MONEY = /^(tip|tips|gratuity|gratuities|tronc)$/;

export const OUTGOING_MONEY = /^(licence|license|cost|costs|expense|expenses|rent|wage|wages|salary|salaries|royalty|royalties|insurance|tax|vat|purchase|purchases|spend|spending|budget|budgets|target|targets|forecast|planned|plan|limit|allowance|estimate|estimated|quote|quoted|refund|refunds|claim|claimed|discount|discounts|deposit|deposits)$/;

/** Whether a sum typed in `typed` may bound the column: the currencies agree, or either is unknown. */
export function currencyAgrees(info: TableInfo, column: ColumnInfo, typed: string | undefined): boolean {
  const held = columnCurrency(info, column);
  return !typed || !held || held === typed;
}
