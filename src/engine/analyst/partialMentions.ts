/**
 * A word that only partly names a column the answer does not use: "late" in "how many loans were
 * returned late" points at `Late Fee` (its first word), "returned" at `Return Date`, and the count
 * of all loans that ignores both answers another question. Strong mentions of an unused column are
 * refused by the parser's `unusedColumns`; these weak ones used to pass as placed words. A word is
 * excused when something else placed it: a noun for the rows, a value, an instruction or filler.
 */
import type { Intent } from './intent';
import { isInertWord, type Parts, rowNounsOf } from './parts';

/** The columns an intent computes with: its measure, groups, filters, time and listed columns. */
export function columnsUsed(intent: Intent): Set<string> {
  return new Set<string>([
    ...(intent.measure?.column ? [intent.measure.column] : []),
    ...(intent.measure?.derived?.columns ?? []),
    ...(intent.measure?.per ? [intent.measure.per] : []),
    ...intent.groupBy,
    ...intent.filters.map((filter) => filter.column),
    ...(intent.time ? [intent.time.column] : []),
    ...(intent.columns ?? []),
  ]);
}

/** The words that only weakly name a column left unused, each with that column. */
export function partlyNamedUnused(parts: Parts, intent: Intent): Array<{ word: string; column: string }> {
  if (['shape', 'columns', 'describe', 'missing', 'duplicates'].includes(intent.kind)) return [];
  const used = columnsUsed(intent);
  const rowNouns = rowNounsOf(parts.info);
  const valueAt = (i: number): boolean => parts.values.some((value) => value.start <= i && i < value.end);
  const found: Array<{ word: string; column: string }> = [];
  for (const mention of parts.mentions) {
    const columns = mention.candidates.map((candidate) => candidate.column);
    // Any candidate used settles the words: the mention was read as that column.
    if (columns.some((column) => used.has(column.name)) || columns[0].isId) continue;
    // Rows listed show their text labels: "highest rated film" names the film shown.
    if (intent.kind === 'rows' && columns[0].kind === 'text') continue;
    for (let i = mention.start; i < mention.end; i++) {
      const token = parts.tokens[i];
      if (token.raw.length < 3 || /^\d/.test(token.raw) || parts.placed.has(i) || valueAt(i) || rowNouns.has(token.word) || isInertWord(token)) continue;
      found.push({ word: token.raw, column: columns[0].name });
    }
  }
  return found;
}
