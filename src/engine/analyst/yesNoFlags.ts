/**
 * A text column of yes/no answers (`Returned (Y/N)` holding Y and N): DuckDB keeps it as text, yet
 * it is a flag like a BOOLEAN column, and "units returned" or "orders with a returned item" name it
 * as the condition `Returned (Y/N) = Y`, never as a thing to count. This finds, for the columns the
 * question names, which of their values says yes and which says no.
 */
import type { ParseLookups, Parts } from './parts';

const YES = new Set(['y', 'yes', 'true', 't']);
const NO = new Set(['n', 'no', 'false', 'f']);

export interface YesNo {
  yes: string;
  no: string;
}

/** The yes and no values of each named text column that holds both, by column name. */
export async function yesNoColumns(parts: Parts, lookups: ParseLookups): Promise<Map<string, YesNo>> {
  const named = new Set(parts.mentions.map((m) => m.candidates[0].column).filter((c) => c.kind === 'text' && !c.isId).map((c) => c.name));
  const found = new Map<string, YesNo>();
  if (!named.size) return found;
  const hits = await lookups.findValues(parts.info, [...YES, ...NO]);
  for (const column of named) {
    const yes = hits.find((hit) => hit.column === column && YES.has(hit.key));
    const no = hits.find((hit) => hit.column === column && NO.has(hit.key));
    if (yes && no) found.set(column, { yes: yes.value, no: no.value });
  }
  return found;
}
