/**
 * The whole a share is taken of. "What % of all workers were women in 2000" asks about the workers
 * of 2000: the year is the period both figures are about, the sex the part. So a share keeps its
 * date and year conditions in the whole, and only the other conditions pick the part. A share of a
 * period itself ("what share of sales were in 2023", only time conditions) is of the whole table.
 *
 * With conditions on two other columns the whole is no longer plain: "share of wind in germany in
 * 2022" is wind's share of Germany's 2022 generation (29%) or of everyone's (9%). The question
 * settles it when it marks a condition as the whole ("germany's generation", "within germany",
 * "among seniors"); otherwise it is asked back, never guessed.
 */
import type { Filter, Intent } from './intent';
import type { Parts } from './parts';
import { isYearColumn, type TableInfo } from './schema';

/** Whether a condition picks a period: on a date column, a year column, or by years. */
function isPeriod(info: TableInfo, filter: Filter): boolean {
  if (filter.op === 'years') return true;
  const column = info.columns.find((c) => c.name === filter.column);
  return !!column && (column.kind === 'date' || isYearColumn(column));
}

/** The conditions that stay in the whole of a share; empty when the whole is the table. */
export function wholeFilters(info: TableInfo, intent: Intent): Filter[] {
  const kept = intent.filters.filter((filter) => isPeriod(info, filter) || intent.shareWithin?.includes(filter.column));
  return kept.length < intent.filters.length ? kept : [];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the question marks one of the condition's values as the whole: "germany's", "within germany", "among seniors". */
function markedAsWhole(question: string, filter: Filter): boolean {
  return filter.values.some((value) => {
    if (typeof value !== 'string' || !value.trim()) return false;
    const word = escapeRegExp(value.toLowerCase());
    return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${word}(?:'s|’s|s'|’)|(?:within|among|amongst) (?:the )?${word})(?:$|[^\\p{L}\\p{N}])`, 'u').test(question);
  });
}

/**
 * Settles which conditions of a share make its whole, or says why it cannot: an ungrouped share
 * with conditions on two or more columns besides its period reads two ways unless the question
 * marks the whole.
 */
export function settleShareWhole(parts: Parts, intent: Intent): { intent: Intent; doubt?: string } {
  if (!intent.share || intent.groupBy.length || intent.kind !== 'aggregate') return { intent };
  const others = intent.filters.filter((filter) => !isPeriod(parts.info, filter));
  if (new Set(others.map((filter) => filter.column)).size < 2) return { intent };
  const question = parts.question.toLowerCase();
  const whole = others.filter((filter) => markedAsWhole(question, filter));
  const part = others.filter((filter) => !whole.includes(filter));
  if (whole.length && part.length && !part.some((filter) => whole.some((w) => w.column === filter.column))) {
    // "within" and "among" said where the whole is: placed, not unknown words.
    parts.tokens.forEach((token, i) => { if (/^(within|among|amongst)$/.test(token.raw)) parts.placed.add(i); });
    return { intent: { ...intent, shareWithin: [...new Set(whole.map((filter) => filter.column))] } };
  }
  const [first, second] = others;
  const example = `share of ${String(second.values[0] ?? '…')} in ${String(first.values[0] ?? '…')}'s ${intent.measure?.column ?? 'total'}`;
  return {
    intent,
    doubt: `A share with conditions on several columns (${others.map((filter) => filter.label).join('; ')}) reads two ways: a share of all rows, or a share within one condition (for example ${second.label} within ${first.label}), and the two give different figures; say which, for example “${example}”.`,
  };
}
