/**
 * A text column of yes/no answers (`Returned (Y/N)` holding Y and N): DuckDB keeps it as text, yet
 * it is a flag like a BOOLEAN column, and "units returned" or "orders with a returned item" name it
 * as the condition `Returned (Y/N) = Y`, never as a thing to count. This finds, for the columns the
 * question names, which of their values say yes and which say no: every spelling of each
 * ("Yes", "Y", "yes"), as one person's sheet mixes them.
 */
import type { ParseLookups, Parts } from './parts';

const YES = new Set(['y', 'yes', 'true', 't']);
const NO = new Set(['n', 'no', 'false', 'f']);

export interface YesNo {
  yes: string[];
  no: string[];
}

/** The yes and no values of each named text column that holds both, by column name. */
export async function yesNoColumns(parts: Parts, lookups: ParseLookups): Promise<Map<string, YesNo>> {
  const named = new Set(parts.mentions.map((m) => m.candidates[0].column).filter((c) => c.kind === 'text' && !c.isId).map((c) => c.name));
  const found = new Map<string, YesNo>();
  if (!named.size) return found;
  const hits = await lookups.findValues(parts.info, [...YES, ...NO]);
  for (const column of named) {
    const yes = yesSpellings(hits, column);
    const no = [...new Set(hits.filter((hit) => hit.column === column && NO.has(hit.key)).map((hit) => hit.value))];
    if (yes.length && no.length) found.set(column, { yes, no });
  }
  return found;
}

/** Every value of a column that says yes, among value hits ("Yes", "Y", "yes"). */
export function yesSpellings(hits: Array<{ column: string; value: string; key: string }>, column: string): string[] {
  return [...new Set(hits.filter((hit) => hit.column === column && YES.has(hit.key)).map((hit) => hit.value))];
}

/** The yes words a lookup is asked for. */
export const YES_WORDS = [...YES];

/** Which answer a value gives, 'yes' or 'no', or null when it is no yes/no word. */
export function yesNoSide(value: string): 'yes' | 'no' | null {
  const key = value.trim().toLowerCase();
  return YES.has(key) ? 'yes' : NO.has(key) ? 'no' : null;
}
