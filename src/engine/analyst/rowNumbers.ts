/**
 * A column named only `number` (or `#`, `No`, `Nr`) is either the row's own number (a GitHub
 * export's issue `number`, a ticket system's `Number`) or how many things the row stands for (a
 * survey's `number` of birds). Summing the first answers "how many issues" with the total of the
 * issue numbers, so the data decides: when no two rows share a value, it numbers the rows and is
 * an identifier (counted, never added up). Counts of things repeat, or (people in each census
 * group) are all distinct but spread far apart; row numbers are whole numbers close together.
 */
import type { ParseLookups } from './parts';
import type { TableInfo } from './schema';

const BARE_NUMBER = /^(no|nr|num|number)$/;
const WHOLE = /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|INT)/i;

/** The table's facts with a bare `number` column that numbers its rows marked as an identifier. */
export async function withRowNumbers(info: TableInfo, lookups: Pick<ParseLookups, 'isUnique' | 'numberRange'>): Promise<TableInfo> {
  const bare = info.columns.filter((c) => c.kind === 'number' && !c.isId && WHOLE.test(c.type) && (c.name.trim() === '#' || (c.words.length === 1 && BARE_NUMBER.test(c.words[0]))));
  const rows = info.table.rowCount;
  if (!bare.length || rows < 2) return info;
  const numbering = new Set<string>();
  for (const column of bare) {
    if (!(await lookups.isUnique(info, column.name))) continue;
    const range = await lookups.numberRange(info, column.name);
    if (range && range.max - range.min + 1 <= 3 * rows) numbering.add(column.name);
  }
  if (!numbering.size) return info;
  return { ...info, columns: info.columns.map((c) => (numbering.has(c.name) ? { ...c, isId: true, isIntensive: false, role: 'none' as const } : c)) };
}
