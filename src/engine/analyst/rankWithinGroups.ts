/**
 * "top payment method in each zone", "most common vehicle per zone": the top of one column within
 * each group of another. The analyst ranks all groups (or all pairs of groups) together, so "the
 * top pair overall" or "the zone with the most distinct methods" would answer another question:
 * both are asked back, offering the table of every pair, which holds the answer. "the hottest
 * firing in each kiln" picks a row within each group, and the analyst picks one row (or one group)
 * over all: asked, offering each group's extreme.
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
  // "the hottest firing in each kiln": the superlative that picks is any word.
  const rowWithin = rowPickedWithin(parts, intent);
  if (rowWithin) return [rowWithin];
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

/**
 * "what was the hottest firing in each kiln", "hottest firing per kiln": a row picked within each
 * group of a text column said after each/every/per/by. The row over all of them, or the group with
 * the highest maximum, would answer another question.
 */
function rowPickedWithin(parts: Parts, intent: Intent): string | null {
  const column = intent.measure?.column;
  if (!intent.rank || intent.time || !column) return null;
  const groupAfter = parts.mentions.find((m) => {
    const candidate = m.candidates[0].column;
    const before = parts.tokens[m.start - 1]?.raw ?? '';
    // "most downloads per episode" beside `Episode ID`: a key holds one row each, so each group is one row.
    return candidate.kind === 'text' && !candidate.isId && !parts.unique.has(candidate.name) && candidate.name !== column && !intent.filters.some((f) => f.column === candidate.name)
      && /^(each|every|per|by)$/.test(before);
  });
  if (!groupAfter) return null;
  const group = groupAfter.candidates[0].column.name;
  const extreme = intent.measure?.agg === 'max' || intent.measure?.agg === 'min';
  const rowPicked = intent.kind === 'rows' || (intent.kind === 'aggregate' && extreme && intent.groupBy.length === 1 && intent.groupBy[0] === group && intent.rank.limit === 1);
  if (!rowPicked) return null;
  const which = intent.rank.dir === 'asc' ? 'lowest' : 'highest';
  return `The question picks a row within each ${codeSpan(group)}, and I pick ${intent.kind === 'rows' ? 'one row' : 'one group'} over all of them; ask for the ${which} ${codeSpan(column)} by ${codeSpan(group)} (each one's ${which} value), or name one ${codeSpan(group)}.`;
}
