/**
 * A filter set that no row can meet ("price > 200 and price < 100", "snow is true and snow is
 * false") is a misread question, never an answer over zero rows: the parser names it as a doubt.
 */
import { codeSpan } from '../../common/markdown';
import type { Filter } from './intent';

/** The numeric bounds a comparison filter puts on its column, or null for other filters. */
function boundsOf(filter: Filter): { low: number; lowIncluded: boolean; high: number; highIncluded: boolean } | null {
  const value = filter.values[0];
  if (typeof value !== 'number') {
    return filter.op === 'between' && typeof filter.values[1] === 'number' && typeof value === 'number'
      ? { low: value, lowIncluded: true, high: filter.values[1], highIncluded: true } : null;
  }
  switch (filter.op) {
    case '>': return { low: value, lowIncluded: false, high: Infinity, highIncluded: false };
    case '>=': return { low: value, lowIncluded: true, high: Infinity, highIncluded: false };
    case '<': return { low: -Infinity, lowIncluded: false, high: value, highIncluded: false };
    case '<=': return { low: -Infinity, lowIncluded: false, high: value, highIncluded: true };
    case '=': return { low: value, lowIncluded: true, high: value, highIncluded: true };
    case 'between': return typeof filter.values[1] === 'number' ? { low: Math.min(value, filter.values[1]), lowIncluded: true, high: Math.max(value, filter.values[1]), highIncluded: true } : null;
    default: return null;
  }
}

/** The doubt to say when the filters on one column exclude each other, or null when some row could meet them all. */
export function contradictionOf(filters: readonly Filter[]): string | null {
  const byColumn = new Map<string, Filter[]>();
  for (const filter of filters) byColumn.set(filter.column, [...(byColumn.get(filter.column) ?? []), filter]);
  for (const [column, own] of byColumn) {
    if (own.length < 2) continue;
    const booleans = new Set(own.filter((filter) => filter.op === '=' && typeof filter.values[0] === 'boolean').map((filter) => filter.values[0]));
    const missing = own.some((filter) => filter.op === 'missing');
    const valued = own.some((filter) => filter.op !== 'missing' && filter.op !== 'not in');
    let empty = booleans.size > 1 || (missing && valued);
    let low = -Infinity, lowIncluded = false, high = Infinity, highIncluded = false;
    for (const bounds of own.map(boundsOf)) {
      if (!bounds) continue;
      if (bounds.low > low || (bounds.low === low && !bounds.lowIncluded)) ({ low, lowIncluded } = bounds);
      if (bounds.high < high || (bounds.high === high && !bounds.highIncluded)) ({ high, highIncluded } = bounds);
    }
    if (low > high || (low === high && !(lowIncluded && highIncluded))) empty = true;
    if (empty) return `The conditions on ${codeSpan(column)} (${own.map((filter) => filter.label).join(' and ')}) exclude each other, so no row could meet them: I may have tied a number to the wrong column. Name the column for each condition, for example “price over 200 and stock under 100”.`;
  }
  return null;
}
