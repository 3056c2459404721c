/**
 * A column named in full that only another table of the session holds: "unauthorised absences by
 * year group" over a workbook whose `Attendance` sheet has the absences and whose `Classes` sheet
 * has `Year Group`. Read on `Attendance` alone, "year" was its date's year and "group" a filler,
 * and the answer grouped by calendar year. A name of several words said whole is no accident: the
 * one-table reading is set aside, so that a lookup by a key both tables hold answers (lookups.ts),
 * or the question is refused naming the table the column is in.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { TableInfo } from './schema';
import { escapeMarkdown, words } from './text';

/** Whether `name` appears in `said` as consecutive words. */
function saysWhole(said: string[], name: string[]): boolean {
  return said.some((_, i) => name.every((word, k) => said[i + k] === word));
}

/** Why a one-table answer does not answer (a column of several words, said whole, that only another table has), with that answer's table; null when none. */
export function namedInOtherTable(question: string, intent: Intent, infos: TableInfo[]): { table: TableInfo; reason: string } | null {
  const own = infos.find((info) => info.table.table === intent.table);
  if (!own) return null;
  const said = words(question);
  const ownNames = new Set(own.columns.map((c) => c.words.join(' ')));
  for (const info of infos) {
    if (info === own) continue;
    const column = info.columns.find((c) => c.words.length >= 2 && !ownNames.has(c.words.join(' ')) && saysWhole(said, c.words));
    if (column) return { table: own, reason: `${codeSpan(column.name)} is a column of ${escapeMarkdown(info.table.label)}, not of ${escapeMarkdown(own.table.label)}, and I found no way to look it up for each row of ${escapeMarkdown(own.table.label)} by a key both hold; ask about ${escapeMarkdown(info.table.label)} alone, or name the key.` };
  }
  return null;
}
