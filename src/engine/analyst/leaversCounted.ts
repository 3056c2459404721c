/**
 * "how many employees" on a roster with a `Termination Date`: every record, or only the people
 * still there (no termination date)? The two counts differ, and neither is what the other asker
 * meant, so a count of the rows (or of their key) is asked back when an end date is blank on some
 * rows and not others, unless the question says which: "current", "still", "active", "all",
 * "ever", "former", "left", or a condition on the end date itself.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown } from './text';

/** Words of a date column that ends a row's membership: left, terminated, churned, cancelled. */
const END_WORDS = /^(termination|terminated|leave|leaving|left|exit|exited|departure|departed|churn|churned|cancellation|cancelled|canceled|resignation|resigned|separation)$/;

/** Words that say which rows are counted: the current ones, the former ones, or all of them. */
const SAYS_WHICH = /\b(current|currently|still|active|present|remaining|now|today|all|ever|including|incl|former|formerly|left|leavers?|terminated|quit|resigned|departed|churned|cancelled|canceled|ex|past|hired|joined|total)\b/;

export async function leaverDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  const { measure } = intent;
  if (intent.kind !== 'aggregate' || intent.groupBy.length || !measure || !lookups.blankRows) return [];
  const countsRows = measure.agg === 'count' && measure.column === null || measure.agg === 'count_distinct' && !!measure.column && parts.unique.has(measure.column);
  if (!countsRows || SAYS_WHICH.test(parts.text)) return [];
  const end = parts.info.columns.find((c) => c.kind === 'date' && c.words.some((word) => END_WORDS.test(word)));
  if (!end || intent.filters.some((f) => f.column === end.name)) return [];
  const rows = parts.info.table.rowCount;
  const blank = await lookups.blankRows(parts.info, end.name, intent.filters);
  const kept = intent.filters.length ? null : rows;
  // Every row blank (nobody left) or none blank (everyone left): one reading only.
  if (blank === 0 || (kept !== null && blank >= kept)) return [];
  return [`${codeSpan(end.name)} is blank on some rows and set on others, so the count could be every record or only those with no ${escapeMarkdown(end.name)} (still there); ask for the number “in total”, or with “no ${escapeMarkdown(end.name.toLowerCase())}”.`];
}
