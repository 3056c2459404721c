/**
 * Questions that need two tables of a session: the measure in one (a sheet of deals), a column to
 * group or filter by in another (the reps' Region), linked by a key column both hold (Owner). The
 * first is read LEFT JOINed to the second on that key, as one table that the analyst answers as it
 * answers any other. A join is offered only where the second table holds each key once: a key on
 * several of its rows would count the first table's rows twice, so a question that needs such a
 * join is refused, saying why. Two joins that could answer the same question are asked about.
 */
import { formatNumber } from './format';
import type { Intent } from './intent';
import type { FactQuery } from './listColumns';
import { columnsUsed } from './partialMentions';
import type { ParseResult } from './parse';
import { pyString, quoteIdent, type ColumnInfo, type TableInfo } from './schema';
import { pandasRead, runnableSql, sqlRead, whereOf } from './sqlparts';
import { escapeMarkdown } from './text';

type Row = Record<string, unknown>;
type QueryFn = (sql: string, params?: unknown[]) => Promise<Row[]>;

/** One table joined to another on a key: the base keeps its rows, the other lends columns. */
export interface Join {
  base: TableInfo;
  other: TableInfo;
  baseKey: string;
  otherKey: string;
  /** Keys compared as trimmed text, or as numbers (both number columns, or a number and a text column whose every value reads as one). */
  compare: 'text' | 'number';
  /** The other table's columns the join brings in: every one but its key and the names the base already has. */
  columns: string[];
  /** Each base key on one base row: the join is one to one, and the other table's numbers may be measured too. */
  oneToOne: boolean;
  /** Some base rows find no match (a key the other table lacks, or none): their looked-up columns are missing. */
  unmatched: boolean;
  /** A key on several rows of the other table (an example and its rows): the join would count base rows twice. */
  repeated?: { key: string; rows: number };
  /** The joined table as the analyst reads it (a TableInfo under a name of its own). */
  info: TableInfo;
}

/** A column name as a Markdown code span (escapes do not apply inside one). */
function code(name: string): string {
  return `\`${name.replace(/`/g, "'")}\``;
}

/** A column name as keys are matched: "Course ID" and "course_id" are one name. */
function keyName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A column that can key rows: text, or a number that labels rows (an id, a code, a year), never a measure or a date. */
function keyable(column: ColumnInfo): boolean {
  return column.kind === 'text' || (column.kind === 'number' && column.role === 'none');
}

/** The key as compared, in SQL over `ident`: trimmed text, or a number (text read as one). */
function keySql(ident: string, column: ColumnInfo, compare: Join['compare']): string {
  if (compare === 'text') return `trim(CAST(${ident} AS VARCHAR))`;
  return column.kind === 'number' ? `CAST(${ident} AS DOUBLE)` : `TRY_CAST(trim(${ident}) AS DOUBLE)`;
}

/** The same key in pandas over the series `series`. */
function keyPandas(series: string, column: ColumnInfo, compare: Join['compare']): string {
  if (compare === 'text') return `${series}.astype("string").str.strip()`;
  return column.kind === 'number' ? `pd.to_numeric(${series}, errors="coerce").astype("float64")` : `pd.to_numeric(${series}.astype("string").str.strip(), errors="coerce").astype("float64")`;
}

function columnOf(info: TableInfo, name: string): ColumnInfo {
  const found = info.columns.find((c) => c.name === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
}

/**
 * The join as SQL over two reads (the engine's tables, or the user's files). `found`: also the
 * other table's key under the name `__found`, empty on the base rows that found no match.
 */
function joinSql(join: Omit<Join, 'info'>, baseRead: string, otherRead: string, found = false): string {
  const baseKey = keySql(`b.${quoteIdent(join.baseKey)}`, columnOf(join.base, join.baseKey), join.compare);
  const otherKey = keySql(quoteIdent(join.otherKey), columnOf(join.other, join.otherKey), join.compare);
  const lent = join.columns.map(quoteIdent);
  return `(SELECT b.*, ${[...lent.map((c) => `o.${c}`), ...(found ? ['o."__key" AS "__found"'] : [])].join(', ')}\n FROM ${baseRead} AS b\n LEFT JOIN (SELECT ${otherKey} AS "__key", ${lent.join(', ')} FROM ${otherRead} WHERE ${otherKey} IS NOT NULL) AS o\n ON ${baseKey} = o."__key")`;
}

/** The join in pandas: both tables read from the user's files, the other's key made unique-checked by `validate`. */
function joinPandas(join: Omit<Join, 'info'>): string {
  const other = pandasRead(join.other);
  const seen = new Set(other.split('\n').filter((line) => /^import /.test(line)));
  const base = pandasRead(join.base).split('\n').filter((line) => !seen.has(line)).join('\n');
  const lent = join.columns.map(pyString).join(', ');
  return [
    other,
    'lookup = df',
    base,
    `lookup = lookup.assign(_key=${keyPandas(`lookup[${pyString(join.otherKey)}]`, columnOf(join.other, join.otherKey), join.compare)}).dropna(subset=["_key"])[["_key", ${lent}]]`,
    `df = df.assign(_key=${keyPandas(`df[${pyString(join.baseKey)}]`, columnOf(join.base, join.baseKey), join.compare)}).merge(lookup, on="_key", how="left", validate="many_to_one").drop(columns="_key")`,
  ].join('\n');
}

/** The joined table's name, its own (never a table of the engine's) and telling which join it is. */
function joinName(join: Pick<Join, 'base' | 'other' | 'baseKey' | 'otherKey'>): string {
  return `lookup:${join.base.table.table}.${join.baseKey}=${join.other.table.table}.${join.otherKey}`;
}

function joinedInfo(join: Omit<Join, 'info'>): TableInfo {
  const lent = join.columns.map((name) => columnOf(join.other, name));
  const name = joinName(join);
  return {
    table: {
      ...join.base.table,
      table: name,
      // The other table's profile counted its own rows, not the joined ones: only names and types are lent.
      columns: [...join.base.table.columns, ...lent.map((c) => ({ name: c.name, type: c.type }))],
    },
    columns: [...join.base.columns, ...lent],
    lookup: { sql: joinSql(join, sqlRead(join.base), sqlRead(join.other)), pandas: joinPandas(join) },
  };
}

/** The facts that decide a join: how unique the other table's keys are, and how many base keys it holds. */
async function keyFacts(base: TableInfo, other: TableInfo, baseColumn: ColumnInfo, otherColumn: ColumnInfo, compare: Join['compare'], facts: FactQuery): Promise<{ baseAll: number; baseRows: number; baseKeys: number; found: number; otherRows: number; otherKeys: number; otherFound: number; repeated?: { key: string; rows: number } }> {
  const b = keySql(quoteIdent(baseColumn.name), baseColumn, compare);
  const o = keySql(quoteIdent(otherColumn.name), otherColumn, compare);
  const [baseTable, otherTable] = [quoteIdent(base.table.table), quoteIdent(other.table.table)];
  const fact = `lookupkey:${baseColumn.name}:${other.table.table}:${otherColumn.name}:${compare}`;
  const [row] = await facts(fact, `SELECT (SELECT count(*) FROM ${baseTable}) AS "base_all", (SELECT count(${b}) FROM ${baseTable}) AS "base_rows", (SELECT count(DISTINCT ${b}) FROM ${baseTable}) AS "base_keys",
 (SELECT count(DISTINCT ${b}) FROM ${baseTable} WHERE ${b} IN (SELECT ${o} FROM ${otherTable})) AS "found",
 (SELECT count(${o}) FROM ${otherTable}) AS "other_rows", (SELECT count(DISTINCT ${o}) FROM ${otherTable}) AS "other_keys",
 (SELECT count(DISTINCT ${o}) FROM ${otherTable} WHERE ${o} IN (SELECT ${b} FROM ${baseTable})) AS "other_found"`);
  const counts = { baseAll: Number(row?.base_all ?? 0), baseRows: Number(row?.base_rows ?? 0), baseKeys: Number(row?.base_keys ?? 0), found: Number(row?.found ?? 0), otherRows: Number(row?.other_rows ?? 0), otherKeys: Number(row?.other_keys ?? 0), otherFound: Number(row?.other_found ?? 0) };
  if (counts.otherKeys === counts.otherRows) return counts;
  const [example] = await facts(`${fact}:repeated`, `SELECT CAST(${o} AS VARCHAR) AS "key", count(*) AS "rows" FROM ${otherTable} WHERE ${o} IS NOT NULL GROUP BY 1 HAVING count(*) > 1 ORDER BY 2 DESC, 1 LIMIT 1`);
  return { ...counts, repeated: { key: String(example?.key ?? ''), rows: Number(example?.rows ?? 0) } };
}

/** How two key columns compare, or null when they cannot: a number and a text column only when every text value reads as a number. */
async function comparison(base: TableInfo, other: TableInfo, a: ColumnInfo, b: ColumnInfo, facts: FactQuery): Promise<Join['compare'] | null> {
  if (a.kind === b.kind) return a.kind === 'text' ? 'text' : 'number';
  const [info, text] = a.kind === 'text' ? [base, a] : [other, b];
  const ident = quoteIdent(text.name);
  const [row] = await facts(`numberkeys:${text.name}`, `SELECT count(${ident}) AS "n", count(TRY_CAST(trim(${ident}) AS DOUBLE)) AS "numbers" FROM ${quoteIdent(info.table.table)}`);
  return Number(row?.n ?? 0) > 0 && Number(row?.numbers) === Number(row?.n) ? 'number' : null;
}

/**
 * Every join between two tables of the session: a column of each with the same name (case and
 * punctuation aside), of kinds that compare, where the other table holds at least half the
 * base's keys or the base holds at least half of its keys. The base is the table whose rows are kept; a pair whose keys repeat on both sides
 * is kept once, the other being the side where they repeat least, to be refused if it is needed.
 */
export async function findJoins(infos: TableInfo[], facts: (info: TableInfo) => FactQuery): Promise<Join[]> {
  const joins: Join[] = [];
  for (const base of infos) {
    for (const other of infos) {
      if (other === base) continue;
      for (const baseColumn of base.columns.filter(keyable)) {
        const otherColumn = other.columns.find((c) => keyable(c) && keyName(c.name) === keyName(baseColumn.name));
        if (!otherColumn) continue;
        const compare = await comparison(base, other, baseColumn, otherColumn, facts(base));
        if (!compare) continue;
        const counts = await keyFacts(base, other, baseColumn, otherColumn, compare, facts(base));
        // A key: most base keys are in the other table (a lookup of every rep), or most of its keys are base keys (a list of returned orders).
        if (!counts.found || (counts.found * 2 < counts.baseKeys && counts.otherFound * 2 < counts.otherKeys)) continue;
        // Keys that repeat on both sides: the side where they repeat least is the lookup.
        if (counts.repeated && counts.otherKeys / counts.otherRows < counts.baseKeys / Math.max(1, counts.baseRows)) continue;
        const taken = new Set(base.columns.map((c) => c.name));
        const columns = other.columns.filter((c) => c !== otherColumn && !taken.has(c.name)).map((c) => c.name);
        if (!columns.length) continue;
        const join = { base, other, baseKey: baseColumn.name, otherKey: otherColumn.name, compare, columns, oneToOne: counts.baseKeys === counts.baseRows, unmatched: counts.found < counts.baseKeys || counts.baseRows < counts.baseAll, ...(counts.repeated ? { repeated: counts.repeated } : {}) };
        joins.push({ ...join, info: joinedInfo(join) });
      }
    }
  }
  return joins;
}

/** SQL over the session's tables, the joined tables' names read as their joins of the engine's tables. */
export function joinedQuery(query: QueryFn, joins: () => Join[]): QueryFn {
  return (sql, params) => {
    const names = new Map(joins().map((join) => [quoteIdent(join.info.table.table), joinSql(join, quoteIdent(join.base.table.table), quoteIdent(join.other.table.table))]));
    return query(names.size ? replaceIdents(sql, names) : sql, params);
  };
}

/** `sql` with each quoted identifier of `names` replaced, string literals and other identifiers copied as they are. */
function replaceIdents(sql: string, names: Map<string, string>): string {
  let out = '';
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i];
    if (ch !== '"' && ch !== "'") {
      out += ch;
      continue;
    }
    let j = i + 1;
    while (j < sql.length && !(sql[j] === ch && sql[j + 1] !== ch)) j += sql[j] === ch ? 2 : 1;
    const quoted = sql.slice(i, j + 1);
    out += names.get(quoted) ?? quoted;
    i = j;
  }
  return out;
}

/** The columns an intent measures (adds up, averages, describes): a looked-up value repeats on every base row of its key, so it is measured only one to one. */
function measured(intent: Intent): string[] {
  return [...(intent.measure?.column ? [intent.measure.column] : []), ...(intent.measure?.derived?.columns ?? []), ...(intent.measure?.per ? [intent.measure.per] : []), ...(intent.columns ?? [])];
}

/** The lookup-table columns the intent uses: none, and the join is not what answered. */
function lentUsed(join: Join, intent: Intent): string[] {
  const used = columnsUsed(intent);
  return join.columns.filter((name) => used.has(name));
}

/**
 * The answer of a question no single table answered, read on each join: the one join whose
 * reading uses a looked-up column, or a refusal when that join's keys repeat or several joins
 * answer. Null when no join helps (the single-table refusal stands), as when the only readings
 * measure a looked-up number over the base rows that repeat its key.
 */
export async function parseJoined(joins: Join[], parse: (info: TableInfo) => Promise<ParseResult>): Promise<{ parsed: ParseResult; join?: Join } | null> {
  const answered: Array<{ join: Join; parsed: ParseResult & { ok: true } }> = [];
  for (const join of joins) {
    const parsed = await parse(join.info);
    if (parsed.ok && lentUsed(join, parsed.intent).length) answered.push({ join, parsed });
  }
  const measuresOwn = ({ join, parsed }: (typeof answered)[number]): boolean => !measured(parsed.intent).some((name) => join.columns.includes(name));
  // A looked-up number is measured only one to one; and a 1:1 pair, found both ways, is read where the measure is the base's own.
  const fitting = answered.some(measuresOwn) ? answered.filter(measuresOwn) : answered.filter(({ join }) => join.oneToOne);
  const unique = fitting.filter(({ join }) => !join.repeated);
  const refuse = (join: Join, reason: string): { parsed: ParseResult } => ({ parsed: { ok: false, table: join.base, understood: [], reason } });
  if (unique.length === 1) {
    const { join, parsed } = unique[0];
    const negated = parsed.intent.filters.find((filter) => join.columns.includes(filter.column) && (filter.op === 'missing' || filter.op === 'not in' || filter.values.includes(false)));
    // A row that found no match has no value looked up: whether it is "not returned" the data does not say.
    if (negated && join.unmatched) return refuse(join, `Some rows of ${escapeMarkdown(join.base.table.label)} have no ${code(join.baseKey)} in ${escapeMarkdown(join.other.table.label)}, so their ${code(negated.column)} is unknown rather than “${escapeMarkdown(negated.label)}”; ask about the rows found there, or about the rows not found there.`);
    return { parsed, join };
  }
  if (unique.length > 1) {
    const ways = unique.map(({ join }) => `${lentUsed(join, unique[0].parsed.intent).map(code).join(', ') || 'its columns'} from ${escapeMarkdown(join.other.table.label)} by ${code(join.baseKey)}`);
    return refuse(unique[0].join, `The question can be answered by looking up ${ways.join(', or ')}, which may give different figures; say which table or key to use.`);
  }
  if (fitting.length) {
    const { join, parsed } = fitting[0];
    const repeated = join.repeated ?? { key: '', rows: 0 };
    return refuse(join, `${lentUsed(join, parsed.intent).map(code).join(', ')} ${lentUsed(join, parsed.intent).length > 1 ? 'are' : 'is'} in ${escapeMarkdown(join.other.table.label)}, whose ${code(join.otherKey)} is not unique (“${escapeMarkdown(repeated.key)}” is on ${formatNumber(repeated.rows)} rows), so looking it up for each row of ${escapeMarkdown(join.base.table.label)} by ${code(join.baseKey)} would count rows several times.`);
  }
  return null;
}

/**
 * The sentence that says which tables were joined on which key, and how many of the rows counted
 * found no match, from a query that ran (shown with the answer's code). The filters on looked-up
 * columns are left out of the count: rows that found no match are what they would drop.
 */
export async function joinSentence(join: Join, intent: Intent, query: QueryFn): Promise<{ sentence: string; sql: string }> {
  const baseNames = new Set(join.base.columns.map((c) => c.name));
  const kept = intent.filters.filter((filter) => baseNames.has(filter.column));
  const where = whereOf(join.info, kept);
  const count = (from: string): string => `SELECT count(*) AS "rows", count(*) FILTER (WHERE "__found" IS NULL) AS "no_match" FROM ${from} ${where.sql}`.trim();
  const [row] = await query(count(joinSql(join, quoteIdent(join.base.table.table), quoteIdent(join.other.table.table), true)), where.params);
  const rows = Number(row?.rows ?? 0);
  const noMatch = Number(row?.no_match ?? 0);
  const lent = lentUsed(join, intent);
  const lentText = lent.map(code).join(' and ');
  const keys = join.baseKey === join.otherKey ? code(join.baseKey) : `${code(join.baseKey)} = ${code(join.otherKey)}`;
  const compared = join.compare === 'text' ? 'compared as text, spaces trimmed' : 'compared as numbers';
  const which = `of the ${formatNumber(rows)} rows${kept.length ? ` where ${escapeMarkdown(kept.map((filter) => filter.label).join(' and '))}` : ''}`;
  const matches = noMatch === 0
    ? `every one ${which} found its match`
    : `${formatNumber(noMatch)} ${which} found no match, so their ${lentText} ${lent.length > 1 ? 'are' : 'is'} missing (shown as “(missing)”, and left out by any condition on ${lent.length > 1 ? 'them' : 'it'})`;
  const shown = runnableSql(count(joinSql(join, sqlRead(join.base), sqlRead(join.other), true)), where.params, join.base);
  return {
    sentence: `${lentText} ${lent.length > 1 ? 'were' : 'was'} looked up in **${escapeMarkdown(join.other.table.label)}**: each row of ${escapeMarkdown(join.base.table.label)} joined to the row with the same ${keys} (${compared}; ${escapeMarkdown(join.other.table.label)} has each once); ${matches}.`,
    sql: `${shown};`,
  };
}
