/**
 * Two months (or quarters) set against each other with no difference asked ("kg landed june vs
 * december", "salt dec 2023 vs dec 2024") ask for the measure in each of them: a series over those
 * two periods only, one figure per period. Asked as a difference ("how much more in june than in
 * december"), they are the two sides of one (difference.ts).
 */
import { quarterLong } from './difference';
import type { Intent } from './intent';

/** "vs", "versus", "against", "compared to": the words that set two periods side by side. */
export const SET_AGAINST = /\b(vs|versus|against|compared? (to|with))\b/;

export function periodPairs(intent: Intent, doubts: string[]): Intent {
  const pair = intent.filters.find((filter) => filter.op === 'periods');
  if (!pair || intent.difference) return intent;
  // "moves june vs january": the rows set against each other are counted.
  const rows = intent.kind === 'rows' && !intent.measure && !intent.columns?.length;
  // "dec 2023 vs dec 2024" names two years too, which alone read as a change from one year to the next.
  const single = (intent.kind === 'aggregate' && !intent.time) || (intent.kind === 'growth' && intent.time?.grain === 'year') || rows;
  if (!single || intent.groupBy.length || intent.rank || intent.share) {
    // Groups or a ranking besides the two periods would add the periods together: asked instead.
    doubts.push(`${pair.label} sets two periods against each other, and I compare them only as one figure for each period; ask for the measure in each period without other groups or rankings.`);
    return intent;
  }
  return { ...intent, kind: 'trend', ...(rows ? { measure: { agg: 'count' as const, column: null } } : {}), time: { column: pair.column, grain: quarterLong(String(pair.values[0]), String(pair.values[1])) ? 'quarter' : 'month' } };
}
