/**
 * "loans between 2022 and 2023", "deals over $50k", "parcels shipped before 15 feb 2024": a bare
 * row noun with conditions and no verb that asks to see rows. Read as a listing, the answer's
 * figure is a row count nobody asked to have listed; read as "how many", it is that count. The
 * rule chosen here: without a list verb ("show", "list", "which", "what are", "give me the"), the
 * answer is the number of such rows, and it says how to see them; "list the tools over 5 kg"
 * lists. A measure named besides the conditions ("fruit price for Apples in March 2005") is what
 * the rows are listed by, and a question that names a row key's value ("order SO-17 …") lists.
 */
import type { Intent } from './intent';
import { type Parts, rowNounsOf } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** Verbs and question words that ask for the rows themselves. */
const LIST_ASKED = /\b(show|list|display|find|get|give|which|what|see|view|print|who)\b/;

/** Words that set two sides against each other. */
const COMPARED = /\b(vs|versus|compared|against|each|per|by)\b/;

/**
 * Whether a number column the question names is only a condition: bounded by a filter ("costing
 * over €20" is `Shipping Cost` > 20), or named only by words a filter placed ("shipped before …"
 * set the date, and "shipped" is no `Shipping Cost`).
 */
function onlyCondition(parts: Parts, base: Pick<Intent, 'filters'>, column: ColumnInfo): boolean {
  if (base.filters.some((filter) => filter.column === column.name)) return true;
  const mentions = parts.mentions.filter((m) => m.candidates.some((c) => c.column.name === column.name));
  return mentions.length > 0 && mentions.every((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k).every((i) => parts.placed.has(i)));
}

/** The word the question calls its rows by: the file's noun for them, or a row key's word; "rows" otherwise. */
function rowNoun(parts: Parts): string {
  const nouns = rowNounsOf(parts.info);
  const noun = parts.tokens.find((token) => nouns.has(token.word) || parts.ownNouns?.has(token.word))
    ?? parts.tokens.find((_, i) => parts.mentions.some((m) => m.start <= i && i < m.end && m.candidates[0].column.isId));
  return noun?.raw ?? 'rows';
}

/** The count the bare row noun asks for, or null when the question asks to see the rows (or for a measure of them). */
export function bareRowCount(parts: Parts, base: Pick<Intent, 'table' | 'groupBy' | 'filters'>, measureColumn: ColumnInfo | null, notes: string[]): Intent | null {
  // "loans 2023 vs 2024", "seniors vs teens": a comparison asks for each side's count, not one count of both.
  if (LIST_ASKED.test(parts.text) || COMPARED.test(parts.text) || base.filters.some((filter) => (filter.op === 'in' || filter.op === 'years') && filter.values.length > 1)) return null;
  if (measureColumn && !onlyCondition(parts, base, measureColumn)) return null;
  const noun = escapeMarkdown(rowNoun(parts));
  notes.push(`“${escapeMarkdown(parts.question.trim())}” names ${noun} without asking to see them, so I counted them; ask “list the ${noun} …” to see the rows themselves.`);
  return { ...base, kind: 'aggregate', measure: { agg: 'count', column: null } };
}
