/**
 * Text columns that hold one value per row, found only where an answer counts rows by them:
 * "orders by month" beside a one-word `Order` of codes names the rows it counts (the column is
 * used, not a word left out), and "which plant sells the most" on a list of plants would count one
 * row for every plant, which answers nothing (parse.ts asks instead). A column the profile already
 * shows repeating is never looked up.
 */
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';

/** Whether the profile already says the column repeats, sparing the lookup. */
function repeats(parts: Parts, column: ColumnInfo): boolean {
  const profiled = parts.info.table.columns.find((c) => c.name === column.name);
  if (typeof profiled?.distinct !== 'number') return false;
  const present = parts.info.table.rowCount - (typeof profiled.missing === 'number' ? profiled.missing : 0);
  return profiled.distinct < 0.8 * present;
}

export async function oneRowEach(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<{ named: Set<string>; grouped: Set<string> }> {
  const named = new Set<string>();
  const grouped = new Set<string>();
  const counts = !!intent.measure && ['count', 'count_distinct'].includes(intent.measure.agg);
  if (!counts) return { named, grouped };
  const unique = async (column: ColumnInfo): Promise<boolean> => column.kind === 'text' && !column.isId && !repeats(parts, column) && (await lookups.isUnique(parts.info, column.name));
  // "orders", "pcns": a one-word column named in the plural, the things the rows are.
  for (const mention of parts.mentions) {
    const column = mention.candidates[0].column;
    const token = parts.tokens[mention.start];
    if (mention.end - mention.start !== 1 || column.words.length !== 1 || token.word !== column.words[0] || token.raw === token.word) continue;
    if (/^(by|per|each|every|for|of)$/.test(parts.tokens[mention.start - 1]?.raw ?? '')) continue;
    if (await unique(column)) named.add(column.name);
  }
  for (const name of intent.groupBy) {
    const column = parts.info.columns.find((c) => c.name === name);
    if (column && (await unique(column))) grouped.add(name);
  }
  return { named, grouped };
}
