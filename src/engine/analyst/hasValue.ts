/**
 * "How many rows have a note", "orders with a coupon", "tickets that have a resolution date": the
 * rows where that column has a value, the complement of "no note" (the missing filter). "Don't
 * have a note" is that missing filter. On a number column that holds zeros, "with a bonus" could
 * also mean a bonus above 0: asked, not guessed.
 */
import { codeSpan } from '../../common/markdown';
import type { Filter } from './intent';
import type { Mention } from './mentions';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown } from './text';

/** The verbs and preposition of having: "have a note", "with a coupon". */
const HAVING = /^(have|has|had|having|got|with)$/;

/** "a note", "an email", "any rating", "some notes": an article says a thing is had, not a value or amount of it. */
const ARTICLE = /^(a|an|any|some)$/;

/** "don't have", "doesn't have": the contraction's first half, before its "t". */
const CONTRACTED = /^(don|doesn|didn|haven|hasn|hadn)$/;

/** The tokens that deny the having before position `at` ("do not have", "don't have"), or none. */
function denial(parts: Parts, at: number): number[] {
  const before = parts.tokens[at - 1]?.raw ?? '';
  if (/^(not|never)$/.test(before)) return [at - 1];
  if (before === 't' && CONTRACTED.test(parts.tokens[at - 2]?.raw ?? '')) return [at - 2, at - 1];
  return [];
}

/** Whether a mention is the thing a filter says is had ("with a rating"): the condition's, not the measure's. */
export function hadMention(mention: Mention, filters: readonly Filter[], parts: Parts): boolean {
  const column = mention.candidates[0].column.name;
  return ARTICLE.test(parts.tokens[mention.start - 1]?.raw ?? '') && HAVING.test(parts.tokens[mention.start - 2]?.raw ?? '')
    && filters.some((filter) => filter.column === column && (filter.op === 'present' || filter.op === 'missing'));
}

/**
 * The filters "have a <column>" and "don't have a <column>" say. A column that already has a
 * condition ("with a rating above 4", "with a status of Approved") is left to it; a yes/no column
 * is read by the yes/no rules; a non-head word of a number column's name ("a goal" for
 * `Goal Difference`) names no thing that is had.
 */
export async function hasValueFilters(parts: Parts, lookups: ParseLookups, conditioned: readonly Filter[], placed: Set<number>, doubts: string[]): Promise<Filter[]> {
  const filters: Filter[] = [];
  const { tokens } = parts;
  for (const mention of parts.mentions) {
    const article = mention.start - 1;
    const verb = article - 1;
    if (!ARTICLE.test(tokens[article]?.raw ?? '') || !HAVING.test(tokens[verb]?.raw ?? '')) continue;
    const [top, next] = mention.candidates;
    const column = top.column;
    if (next && next.score === top.score) continue;
    if (column.kind === 'boolean' || column.isId || conditioned.some((filter) => filter.column === column.name)) continue;
    if (top.score < 4 && (top.score < 3 || column.kind === 'number')) continue;
    // "with a note" after a negation ("not with a note") is left to the negation rules.
    const denied = tokens[verb].raw === 'with' ? [] : denial(parts, verb);
    const said = escapeMarkdown(tokens.slice(denied[0] ?? verb, mention.end).map((token) => token.raw).join(' '));
    if (column.kind === 'number' && (await lookups.hasZero(parts.info, column.name))) {
      placed.add(verb);
      denied.forEach((i) => placed.add(i));
      doubts.push(`“${said}” could mean ${codeSpan(column.name)} has a value or ${codeSpan(column.name)} is above 0 (it holds zeros), which count different rows: say “${escapeMarkdown(column.name)} is not missing” or “${escapeMarkdown(column.name)} above 0”.`);
      continue;
    }
    for (const i of [verb, article, ...denied]) {
      placed.add(i);
      parts.placed.add(i);
    }
    filters.push(denied.length
      ? { column: column.name, op: 'missing', values: [], label: `${column.name} is missing` }
      : { column: column.name, op: 'present', values: [], label: `${column.name} has a value` });
  }
  return filters;
}
