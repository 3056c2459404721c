/**
 * "when was the last order placed", "when was the first loan made": a date asked of one end of the
 * rows, read from the table's date column (the one named, or its only one): the row with the
 * latest or earliest date, never how often each order number occurs.
 */
import type { Intent } from './intent';
import { type Parts, rowNounsOf } from './parts';

const WHEN_END = /^ when (was|were|did|is|has|had) (the |our |your )?(very )?(first|last|latest|earliest|most recent|newest|oldest|final) (\p{L}+)\b/u;

export function whenFirstLast(parts: Parts, intent: Intent): Intent | null {
  const said = WHEN_END.exec(parts.text);
  if (!said) return null;
  const at = parts.tokens.findIndex((token) => token.raw === said[5]);
  const noun = parts.tokens[at];
  const named = parts.mentions.find((m) => m.start <= at && at < m.end)?.candidates[0].column;
  // The noun is the rows ("loans" in library_loans.csv) or the key that groups them ("order" of order lines).
  if (!noun || !(rowNounsOf(parts.info).has(noun.word) || named?.isId || parts.orderKey)) return null;
  const dates = parts.info.columns.filter((c) => c.kind === 'date');
  const namedDates = dates.filter((c) => parts.mentions.some((m) => m.candidates[0].column === c));
  const date = namedDates.length === 1 ? namedDates[0] : dates.length === 1 ? dates[0] : null;
  if (!date) return null;
  const first = /^(first|earliest|oldest)$/.test(said[4]);
  for (let i = 0; i <= at; i++) parts.placed.add(i);
  return { table: intent.table, groupBy: [], filters: intent.filters, kind: 'rows', measure: { agg: first ? 'min' : 'max', column: date.name }, rank: { dir: first ? 'asc' : 'desc', limit: 1 } };
}
