/**
 * "loans between 2022 and 2023", "issues created before 2023-06-01": a bare row noun with a period
 * and no verb that asks to see rows. Read as a listing, the answer's figure is a row
 * count nobody asked to have listed; read as "how many", it is that count. The rule chosen here:
 * without a list verb ("show", "list", "which" …), a measure named or a bound on a property ("tools
 * over 5 kg", listed), the answer is the number of such rows, and it says how to see them. A
 * question that names a row key's value ("order SO-17 …") still lists.
 */
import { escapeMarkdown } from './text';
import type { Intent } from './intent';
import type { Parts } from './parts';

/** Verbs and question words that ask for the rows themselves. */
const LIST_ASKED = /\b(show|list|display|find|get|give|which|what|see|view|print|who)\b/;

/** Words that set two sides against each other. */
const COMPARED = /\b(vs|versus|compared|against|each|per|by)\b/;

/** The count the bare row noun asks for, or null when the question asks to see the rows. */
export function bareRowCount(parts: Parts, base: Pick<Intent, 'table' | 'groupBy' | 'filters'>, notes: string[]): Intent | null {
  // "loans 2023 vs 2024", "seniors vs teens": a comparison asks for each side's count, not one count of both.
  if (LIST_ASKED.test(parts.text) || COMPARED.test(parts.text) || base.filters.some((filter) => filter.values.length > 1 && filter.op !== 'between')) return null;
  // A period names how much happened ("loans in 2023"); a bound on a property ("tools over 5 kg") picks the things, which are listed.
  if (!base.filters.every((filter) => filter.op === 'years' || parts.info.columns.find((c) => c.name === filter.column)?.kind === 'date')) return null;
  const noun = parts.tokens[0]?.raw ?? 'rows';
  notes.push(`“${escapeMarkdown(parts.question.trim())}” names ${escapeMarkdown(noun)} without asking to see them, so I counted them; ask “list the ${escapeMarkdown(noun)} …” to see the rows themselves.`);
  return { ...base, kind: 'aggregate', measure: { agg: 'count', column: null } };
}
