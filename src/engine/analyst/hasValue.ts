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

/** Verbs of giving money that is then had: "paid a deposit", "left a tip", "earned a bonus". */
const GIVING = /^(paid|pay|pays|paying|left|leave|leaves|gave|give|gives|received|receive|receives|earned|earn|earns|took|take|takes)$/;

/** Words after a money column's noun that only say the money changed hands (`Deposit Paid`, `Tip Left`). */
const HANDED = /^(paid|received|taken|given|left|collected|charged|earned)$/;

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
  // "paid a deposit" beside `Deposit Paid`: the verb names the column too, and is the same condition.
  const verbOf = parts.mentions.find((other) => other.start === mention.end + 1 && other.candidates[0].column.name === column && handedOver(parts, other));
  return (saysHad(parts, mention) || (!!verbOf && saysHad(parts, verbOf))) && filters.some((filter) => filter.column === column && (filter.op === 'present' || filter.op === 'missing'));
}

/** Whether the words before a mention say its column's thing is had: "have a note", "with a coupon", "paid a deposit" beside `Deposit Paid`. */
function saysHad(parts: Parts, mention: Mention): boolean {
  const { tokens } = parts;
  if (!ARTICLE.test(tokens[mention.start - 1]?.raw ?? '')) return false;
  const verb = tokens[mention.start - 2]?.raw ?? '';
  if (HAVING.test(verb)) return true;
  return handedOver(parts, mention) && GIVING.test(verb);
}

/** Positions of verbs that hand over a thing then had ("paid" in "bookings that paid a deposit"): a condition's words, never a measure's. */
export function handingVerbs(parts: Parts): Set<number> {
  const found = new Set<number>();
  for (const mention of parts.mentions) {
    const verb = mention.start - 2;
    if (handedOver(parts, mention) && GIVING.test(parts.tokens[verb]?.raw ?? '') && ARTICLE.test(parts.tokens[mention.start - 1]?.raw ?? '')) found.add(verb);
  }
  return found;
}

/** A money column named by its noun and then only the verb of its handing over: "deposit" for `Deposit Paid`. */
function handedOver(parts: Parts, mention: Mention): boolean {
  const column = mention.candidates[0].column;
  return mention.end - mention.start === 1 && column.kind === 'number' && column.words.length > 1 && column.words[0] === parts.tokens[mention.start].word && column.words.slice(1).every((word) => HANDED.test(word));
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
    if (!saysHad(parts, mention)) continue;
    const [top, next] = mention.candidates;
    const column = top.column;
    if (next && next.score === top.score) continue;
    if (column.kind === 'boolean' || column.isId || conditioned.some((filter) => filter.column === column.name)) continue;
    // "a goal" names no thing had in `Goal Difference`; "a deposit" does in `Deposit Paid`.
    if (top.score < 4 && (top.score < 3 || (column.kind === 'number' && !handedOver(parts, mention)))) continue;
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
