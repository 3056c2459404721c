/**
 * Text columns whose cells hold lists ("bug, ui" in a GitHub export's `labels`, a recipe's tags):
 * "how many bugs" are the rows whose list holds `bug`, not the cells equal to it, and "most common
 * label" counts each item of each list. The data decides which columns are lists: many cells hold
 * the separator, the items repeat across rows, and one item stands first in one cell and later in
 * another (a set of tags, not fixed fields such as "Paris, France").
 */
import { codeSpan } from '../../common/markdown';
import type { Filter, Intent } from './intent';
import type { Parts } from './parts';
import { pyString, quoteIdent, type ColumnInfo, type TableInfo } from './schema';

/** Separators a list cell may use, the most used one wins. */
const SEPARATORS = [',', ';', '|'];

/** Runs a query whose answer is a fact about the table (remembered by the engine). */
export type FactQuery = (fact: string, sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** A list column has at most this many distinct items: more are free text, not tags. */
const MAX_ITEMS = 500;

/**
 * How many non-blank cells of each text column hold each separator, in one scan of the table:
 * only the columns where a fifth of the cells do are looked at further.
 */
async function listedCells(info: TableInfo, columns: ColumnInfo[], query: FactQuery): Promise<Map<string, string>> {
  const selects = columns.flatMap((column, c) => {
    const cell = `CAST(${quoteIdent(column.name)} AS VARCHAR)`;
    return [`count(nullif(trim(${cell}), '')) AS "n${c}"`, ...SEPARATORS.map((sep, i) => `count(*) FILTER (WHERE contains(${cell}, '${sep}')) AS "c${c}s${i}"`)];
  });
  const [row] = await query('listed', `SELECT ${selects.join(', ')} FROM ${quoteIdent(info.table.table)}`);
  const found = new Map<string, string>();
  columns.forEach((column, c) => {
    const cells = Number(row?.[`n${c}`] ?? 0);
    const listed = SEPARATORS.map((_, i) => Number(row?.[`c${c}s${i}`] ?? 0));
    const best = listed.indexOf(Math.max(...listed));
    // A few cells with a comma in free text are no lists: a fifth of the cells at least hold several items.
    if (cells >= 5 && listed[best] >= 3 && listed[best] >= 0.2 * cells) found.set(column.name, SEPARATORS[best]);
  });
  return found;
}

/** Whether a text column's cells split on the separator are lists of items, not fixed fields or free text. */
async function holdsLists(info: TableInfo, column: ColumnInfo, sep: string, query: FactQuery): Promise<boolean> {
  const table = quoteIdent(info.table.table);
  const cell = `CAST(${quoteIdent(column.name)} AS VARCHAR)`;
  const [shape] = await query(`items:${column.name}:${sep}`, `WITH parts AS (
  SELECT unnest(${itemsSql(cell, sep)}) AS "item", unnest(range(1, len(${itemsSql(cell, sep)}) + 1)) AS "at"
  FROM ${table} WHERE ${cell} IS NOT NULL
)
SELECT count(*) AS "parts", count(DISTINCT "item") AS "items",
  count(DISTINCT "item") FILTER (WHERE "at" > 1 AND "item" IN (SELECT "item" FROM parts WHERE "at" = 1)) AS "moved",
  count(*) FILTER (WHERE NOT regexp_matches("item", '\\p{L}')) AS "unlettered"
FROM parts WHERE "item" <> ''`);
  const parts = Number(shape?.parts ?? 0);
  const items = Number(shape?.items ?? 0);
  // Items repeat (a tag is used again and again), take turns in first place, and are words.
  return items > 1 && items <= MAX_ITEMS && items * 3 <= parts && Number(shape?.moved ?? 0) >= 2 && Number(shape?.unlettered ?? 0) === 0;
}

/**
 * A text column's distinct values when they are had without the separators' scan (a big file's
 * dictionary, or a list the value lookups use anyway); undefined or null when they are not.
 */
export type ValuesWithoutScan = (column: ColumnInfo) => Promise<string[] | null | undefined>;

/**
 * The table's facts with its list columns marked by their separator. A column whose every value is
 * known and none holds a separator has no list cell: the scan counting them leaves it out (issue
 * 18: on a 10M-row Parquet file that scan took 2.1 s of the first answer).
 */
export async function withListColumns(info: TableInfo, query: FactQuery, valuesOf?: ValuesWithoutScan): Promise<TableInfo> {
  const candidates = info.columns.filter((c) => c.kind === 'text' && !c.isId);
  // Listed side by side: a file's dictionaries are read while DuckDB groups another column.
  const known = await Promise.all(candidates.map((column) => valuesOf?.(column)));
  const texts = candidates.filter((_, i) => !known[i] || known[i].some((value) => SEPARATORS.some((sep) => value.includes(sep))));
  if (!texts.length) return info;
  const found = new Map<string, string>();
  for (const [name, sep] of await listedCells(info, texts, query)) {
    const column = texts.find((c) => c.name === name);
    if (column && (await holdsLists(info, column, sep, query))) found.set(name, sep);
  }
  if (!found.size) return info;
  return { ...info, columns: info.columns.map((c) => (found.has(c.name) ? { ...c, list: found.get(c.name) } : c)) };
}

/** The items of a list cell as SQL: split on the separator, spaces around each item dropped. */
function itemsSql(cell: string, sep: string): string {
  return `list_transform(string_split(${cell}, '${sep}'), x -> trim(x))`;
}

/** The items of each cell as pandas: a list per row, NaN where the cell is empty. */
function itemsPandas(column: string, sep: string): string {
  return `df[${pyString(column)}].str.split(${pyString(sep)}).map(lambda items: [i.strip() for i in items] if isinstance(items, list) else items)`;
}

/** The distinct items of a list column, to find the ones the question names. */
export async function listItems(info: TableInfo, column: ColumnInfo, query: FactQuery): Promise<string[]> {
  if (!column.list) return [];
  const cell = `CAST(${quoteIdent(column.name)} AS VARCHAR)`;
  const rows = await query(`itemvalues:${column.name}`, `SELECT DISTINCT unnest(${itemsSql(cell, column.list)}) AS "item" FROM ${quoteIdent(info.table.table)} WHERE ${cell} IS NOT NULL LIMIT ${MAX_ITEMS + 1}`);
  return rows.map((row) => String(row.item)).filter((item) => item !== '');
}

/** A condition on a list column as list membership, in SQL and pandas; null for other columns and conditions. */
export function listCondition(column: ColumnInfo | undefined, filter: Filter): { sql: string; pandas: string; params: unknown[] } | null {
  if (!column?.list || !['=', 'in', 'not in'].includes(filter.op)) return null;
  const items = itemsSql(quoteIdent(column.name), column.list);
  const values = filter.values.map(String);
  const holds = `list_has_any(${items}, [${values.map(() => '?').join(', ')}])`;
  const wanted = `[${values.map(pyString).join(', ')}]`;
  const pandas = `${itemsPandas(column.name, column.list)}.map(lambda items: isinstance(items, list) and any(v in items for v in ${wanted}))`;
  return filter.op === 'not in'
    ? { sql: `(${quoteIdent(column.name)} IS NULL OR NOT ${holds})`, pandas: `~${pandas}`, params: values }
    : { sql: holds, pandas, params: values };
}

/** How the answer names a condition on a list column: "labels holds bug". */
export function listFilterLabels(filters: Filter[], info: TableInfo): void {
  for (const filter of filters) {
    if (!info.columns.find((c) => c.name === filter.column)?.list) continue;
    const values = filter.values.map(String);
    if (filter.op === '=' || filter.op === 'in') filter.label = `${filter.column} lists ${values.join(' or ')}`;
    else if (filter.op === 'not in') filter.label = `${filter.column} does not list ${values.join(' or ')}`;
  }
}

/** The table with each list of the grouped list columns unnested into one row per item, as SQL (the table itself when none is grouped). */
export function itemRowsSql(info: TableInfo, groupBy: string[], table: string): string {
  const lists = info.columns.filter((c) => c.list && groupBy.includes(c.name));
  if (!lists.length) return table;
  // An empty cell stays one row with no item, as pandas' explode keeps it.
  const replaced = lists.map((c) => `unnest(CASE WHEN ${quoteIdent(c.name)} IS NULL THEN [NULL] ELSE ${itemsSql(quoteIdent(c.name), c.list ?? ',')} END) AS ${quoteIdent(c.name)}`);
  return `(SELECT * REPLACE (${replaced.join(', ')}) FROM ${table})`;
}

/**
 * The pandas lines that unnest the grouped list columns, one row per item. SQL keeps rows by a
 * condition on the list column after unnesting (the item itself), so pandas keeps the same items.
 */
export function itemRowsPandas(info: TableInfo, groupBy: string[], filters: Filter[]): string {
  const lists = info.columns.filter((c) => c.list && groupBy.includes(c.name));
  return lists.map((c) => {
    const kept = filters.filter((filter) => filter.column === c.name && ['=', 'in', 'not in'].includes(filter.op))
      .map((filter) => `df = df[${filter.op === 'not in' ? '~' : ''}df[${pyString(c.name)}].isin([${filter.values.map((v) => pyString(String(v))).join(', ')}])]\n`);
    return `df = df.assign(**{${pyString(c.name)}: ${itemsPandas(c.name, c.list ?? ',')}}).explode(${pyString(c.name)})\n${kept.join('')}`;
  }).join('');
}

/** Notes that say a list column was counted by item, so a row counts once in each of its items' groups. */
function itemNotes(info: TableInfo, groupBy: string[]): string[] {
  return info.columns.filter((c) => c.list && groupBy.includes(c.name)).map((c) => `${codeSpan(c.name)} holds lists (“${c.list === ',' ? 'a, b' : `a${c.list} b`}”): each item is its own group, so a row with several items counts in each of them.`);
}

/**
 * What a list column changes in an answer: grouping by it counts each item (said in a note);
 * counting its distinct cells would count combinations of items, so the analyst asks.
 */
export function listReadings(info: TableInfo, intent: Intent, notes: string[], doubts: string[]): void {
  const grouped = [...intent.groupBy, ...(intent.kind === 'distribution' ? intent.columns ?? [] : [])];
  notes.push(...itemNotes(info, grouped));
  const measured = intent.measure?.column ? info.columns.find((c) => c.name === intent.measure?.column) : undefined;
  if (measured?.list && intent.measure?.agg === 'count_distinct') doubts.push(`${codeSpan(measured.name)} holds lists (“a, b”): its distinct cells are combinations of items, not items; ask for its items by count (“${measured.name} by count”) instead.`);
}

/** "tagged quick", "labelled bug": the verb of a list column next to one of its items says the row's list holds it. */
export function placeListVerbs(parts: Parts): void {
  parts.tokens.forEach((token, i) => {
    const item = parts.values.find((value) => value.start === i + 1 || value.start === i + 2 || value.end === i);
    const column = item ? parts.info.columns.find((c) => c.name === item.column && c.list) : undefined;
    if (column?.words.some((word) => new RegExp(`^${word.replace(/[^\p{L}\p{N}]/gu, '')}(g?ed|l?ed|d)$`, 'u').test(token.raw))) parts.placed.add(i);
  });
}
