/**
 * Two months (or quarters) set against each other with no difference asked ("kg landed june vs december", "salt
 * dec 2023 vs dec 2024") ask for the measure in each of them: a series over those two months only,
 * one figure per month. Asked as a difference ("how much more in june than in december"), they are
 * the two sides of one (difference.ts).
 */
import { quarterLong } from './difference';
import type { Intent } from './intent';

/** "vs", "versus", "against", "compared to": the words that set two periods side by side. */
export const SET_AGAINST = /\b(vs|versus|against|compared? (to|with))\b/;

export function periodPairs(intent: Intent): Intent {
  const pair = intent.filters.find((filter) => filter.op === 'periods');
  // "dec 2023 vs dec 2024" names two years too, which alone read as a change from one year to the next.
  // "moves june vs january": the rows set against each other are counted.
  const rows = intent.kind === 'rows' && !intent.measure && !intent.columns?.length;
  const single = (intent.kind === 'aggregate' && !intent.time) || (intent.kind === 'growth' && intent.time?.grain === 'year') || rows;
  if (!pair || !single || intent.difference || intent.groupBy.length || intent.rank || intent.share) return intent;
  return { ...intent, kind: 'trend', ...(rows ? { measure: { agg: 'count' as const, column: null } } : {}), time: { column: pair.column, grain: quarterLong(String(pair.values[0]), String(pair.values[1])) ? 'quarter' : 'month' } };
}
