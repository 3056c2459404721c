/**
 * "how many runners are there" on race results where a runner runs in several years, "how many
 * restaurants got an A" on inspections: the counted noun is a name column that repeats over rows,
 * so the count could be of the rows (entries, inspections) or of the distinct names (and with a
 * condition, the names that ever had it or those whose latest row has it), which give different
 * figures. It is asked, unless "different", "distinct" or "unique" says the names are counted.
 * A key (`Patient ID`) counts its distinct values as before: a key names one thing each.
 */
import { codeSpan } from '../../common/markdown';
import type { Mention } from './mentions';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** The doubt when a repeating name column would be counted by its distinct values unasked, else null. */
export function repeatedNameDoubt(parts: Parts, counted: { column: ColumnInfo; mention: Mention }, distinctSaid: boolean): string | null {
  const { column, mention } = counted;
  if (distinctSaid || column.isId || column.kind !== 'text' || !column.words.includes('name') || parts.unique.has(column.name)) return null;
  const said = parts.tokens.slice(mention.start, mention.end);
  // "how many runner names": the names themselves are asked.
  if (said.some((token) => token.word === 'name')) return null;
  const noun = escapeMarkdown(said.map((token) => token.raw).join(' '));
  const name = escapeMarkdown(column.name);
  return `${codeSpan(name)} repeats over the rows of ${escapeMarkdown(parts.info.table.label)}, so “${noun}” could be counted as rows (one per entry) or as distinct ${name} values${parts.values.length || /\b(got|get|gets|had|has|have|with|were|was)\b/.test(parts.text) ? ' (ever, or by their latest row)' : ''}, which give different figures; ask “how many rows …” or “how many different ${noun} …”.`;
}
