/**
 * "transactions in march 2024" beside `Transaction Type`: the plural names the transactions, and
 * the column only their kinds. Listing the column's values (a distribution of the kinds) answers
 * "which types of transaction", another question; the analyst asks instead. Where the table also
 * dates the same act (`Intake Date` beside `Intake Type`) the noun names the rows and is placed
 * before this (describedEvents.ts).
 */
import { codeSpan } from '../../common/markdown';
import { KIND_WORDS } from './everydayWords';
import type { Mention } from './mentions';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** The doubt when a lone category was read from the plural of the thing it sorts into kinds; null otherwise. */
export function kindsOfNamedThing(parts: Parts, listed: { column: ColumnInfo; mention: Mention }): string | null {
  const { column, mention } = listed;
  const token = parts.tokens[mention.start];
  const kind = column.words[column.words.length - 1] ?? '';
  if (mention.end - mention.start !== 1 || column.words.length !== 2 || column.words[0] !== token.word || !KIND_WORDS.test(kind)) return null;
  // A plural ("transactions"), and no kind word said ("transactions by type", "transaction types").
  if (token.raw === token.word || !/s$/.test(token.raw) || parts.tokens.some((t) => t.word === kind)) return null;
  return `“${escapeMarkdown(token.raw)}” names only the first word of ${codeSpan(column.name)}: listing its values would give the ${escapeMarkdown(kind)}s of ${escapeMarkdown(token.word)}, not the ${escapeMarkdown(token.raw)} themselves; name the column to see its values, or say what to count.`;
}
