/**
 * "which treatment makes the most", "which treatment brings in the most", "who made more": making
 * or bringing in with nothing named is money as often as a number of things, and the rows counted
 * are neither for sure; asked. "makes the most money", "made the most sales" name what was made,
 * and are read so.
 */
import type { Intent } from './intent';
import type { Parts } from './parts';
import { escapeMarkdown } from './text';

const MADE_RANKED = /\b(make|makes|made|making|brings in|bring in|brought in|bringing in) (the )?(most|least|more|less|fewest)\b/;

export function madeMostDoubt(parts: Parts, intent: Intent): string | null {
  const said = MADE_RANKED.exec(parts.text);
  if (!said || intent.measure?.agg !== 'count' || intent.measure.column !== null) return null;
  // The thing made, named after the ranking word ("makes the most bookings"), is what is counted.
  const after = parts.text.slice((said.index ?? 0) + said[0].length).trim().split(' ')[0] ?? '';
  if (after && !/^(in|on|during|at|from|since|before|after|last|this|per|by|for|of)$/.test(after)) return null;
  return `“${escapeMarkdown(said[0])}” could be money made or a number of things made, and the answer would count rows; name what was made.`;
}
