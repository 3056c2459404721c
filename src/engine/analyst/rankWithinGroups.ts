/**
 * "top payment method in each zone", "most common vehicle per zone": the top of one column within
 * each group of another. The analyst ranks all groups (or all pairs of groups) together, so "the
 * top pair overall" or "the zone with the most distinct methods" would answer another question:
 * both are asked back, offering the table of every pair, which holds the answer.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';

/** A ranking or "most common" word: what is picked within each group. */
const PICKS = /\b(top|bottom|best|worst|highest|lowest|biggest|largest|smallest|most|least|fewest)\b|\bmost (common|frequent|popular|usual|used)\b/;
/** "in each zone", "per zone", "for every zone", "by zone": the groups the pick is made within. */
const WITHIN = /\b(in each|in every|for each|for every|within each|per|each|by)\b/;

export function rankWithinDoubts(parts: Parts, intent: Intent): string[] {
  const text = parts.text;
  if (!PICKS.test(text) || !WITHIN.test(text)) return [];
  const pair = (a: string, b: string): string => `ask for the number of rows by ${a} and ${b} to see every pair`;
  // Two groups ranked together, the pick said within one of them.
  if (intent.rank && intent.groupBy.length === 2 && !intent.time) {
    const [first, second] = intent.groupBy;
    const within = parts.mentions.find((m) => intent.groupBy.includes(m.candidates[0].column.name) && WITHIN.test(` ${parts.tokens.slice(Math.max(0, m.start - 2), m.start).map((t) => t.raw).join(' ')} `));
    if (!within) return [];
    const each = within.candidates[0].column.name;
    const picked = each === first ? second : first;
    return [`The question picks the top ${codeSpan(picked)} within each ${codeSpan(each)}, and I rank all ${codeSpan(first)} and ${codeSpan(second)} pairs together, which picks one pair overall; ${pair(first, second)}.`];
  }
  // "most common payment method by zone": the most common value in each group, never how many distinct ones each has.
  const mode = /\bmost (common|frequent|popular|usual|used)\b|\b(commonest)\b/.test(text);
  // "most popular course by enrollments" counts the thing after "by" in each group before it: that is no mode.
  const at = (column: string | null | undefined): number => parts.mentions.find((m) => m.candidates[0].column.name === column)?.start ?? -1;
  if (mode && intent.measure?.agg === 'count_distinct' && intent.measure.column && intent.groupBy.length === 1 && at(intent.measure.column) >= 0 && at(intent.measure.column) < at(intent.groupBy[0])) {
    return [`The question asks for the most common ${codeSpan(intent.measure.column)} within each ${codeSpan(intent.groupBy[0])}, and I would count how many distinct ${codeSpan(intent.measure.column)} each has; ${pair(intent.groupBy[0], intent.measure.column)}.`];
  }
  return [];
}
