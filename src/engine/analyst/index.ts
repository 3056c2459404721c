/**
 * The local analyst: question -> parsed Intent -> SQL on DuckDB -> answer events in the
 * service's order (Analyze steps with plan, SQL and pandas code; one Respond group with the
 * conclusion, table, chart; then follow-up QUESTIONS and SOURCES).
 */
import { codeSpan } from '../../common/markdown';
import type { OutputLanguage, SourceRef } from '../../api/types';
import type { Computation, ResultTable } from './compute';
import { compute, TABLE_ROW_LIMIT } from './compute';
import { renderSvg } from './chart';
import type { Analyst, AnalystContext, AnalystDocument, AnalystGroup, AnalystSourceInfo } from './contract';
import { excerpt, rankPassages } from './documents';
import { formatNumber, toCsv } from './format';
import { isIntent, measureLabel, type Intent } from './intent';
import { parseQuestion, type ParseResult } from './parse';
import type { ParseLookups } from './parts';
import { withRowNumbers } from './rowNumbers';
import { type FactQuery, listItems, type ValuesWithoutScan, withListColumns } from './listColumns';
import { findJoins, type Join, joinedQuery, joinSentence, parseJoined } from './lookups';
import { describeColumns, quoteIdent, type ColumnInfo, type TableInfo } from './schema';
import { whereOf } from './sqlparts';
import { statement } from './statement';
import { nearestQuestion, SUGGESTED_GROUPS_MAX, suggestQuestions, type SuggestHints } from './suggest';
import { escapeMarkdown, foldValue, singular, STOPWORDS } from './text';
import { weightedAverage } from './weightedAverages';
import { mayHoldAny } from './valueBounds';
import { parseViews, sessionViews, type View, viewQuery } from './views';
import { namedInOtherTable } from './otherTableNames';

const UNDERSTAND: AnalystGroup = { id: 'understand', name: 'Understand the question', stage: 'Analyze' };
const CALCULATE: AnalystGroup = { id: 'calculate', name: 'Calculate', stage: 'Analyze' };
const ANSWER: AnalystGroup = { id: 'answer', name: 'Answer', stage: 'Respond' };

const LANGUAGE_NAMES: Partial<Record<OutputLanguage, string>> = {
  ES: 'Spanish', AR: 'Arabic', PT: 'Portuguese', ID: 'Indonesian', JA: 'Japanese', RU: 'Russian', HI: 'Hindi', FR: 'French',
  DE: 'German', VI: 'Vietnamese', TR: 'Turkish', PL: 'Polish', IT: 'Italian', KO: 'Korean', 'ZH-CN': 'Chinese (simplified)', 'ZH-TW': 'Chinese (traditional)',
};

/** Emits a step's TASK as running, runs it, and marks it done (or error, rethrowing). */
async function step<T>(context: AnalystContext, group: AnalystGroup, id: string, name: string, work: () => Promise<T>): Promise<T> {
  context.emit({ kind: 'TASK', group, task: { id, name, status: 'running', parent_id: null } });
  try {
    const result = await work();
    context.emit({ kind: 'TASK', group, task: { id, name, status: 'done', parent_id: null } });
    return result;
  } catch (error) {
    context.emit({ kind: 'TASK', group, task: { id, name, status: 'error', parent_id: null } });
    throw error;
  }
}

function sourceRef(source: AnalystSourceInfo, extra: Partial<SourceRef> = {}): SourceRef {
  return { id: source.datasource_id, source: source.name, datasource_id: source.datasource_id, dataset_id: source.dataset_id, file_type: source.file_type, page_no: null, content: null, external_id: '', ...extra };
}

function languageNote(language: OutputLanguage): string {
  const name = LANGUAGE_NAMES[language];
  return name ? `\n\n_This answer is in English: the local engine has no ${name} templates._` : '';
}

/**
 * Text columns with at most this many distinct values are matched against the question from a
 * list of their values (remembered across jobs by the engine); larger ones (identifiers, free
 * text) by an exact case-insensitive match in SQL, so no huge list is ever built.
 */
const LISTED_VALUES_MAX = 50_000;
/** Values a word of one may name (findValueWords): names and labels, not free text. */
const NAMED_VALUES_MAX = 2_000;

/** A key a value is named by; `other` when it is not the value's own words (a singular, without "The"). */
interface ValueKey { value: string; key: string; other?: true }

/**
 * The keys a question may name each value by: the value folded, and for a value written "Entire
 * home/apt" its words before the slash ("entire home"), when they are two words or more and no
 * other value of the column has the same head. Counted in one pass (a column lists up to
 * LISTED_VALUES_MAX values: comparing each head with every other would block the engine for
 * seconds), and kept per list: a column's list is remembered, and each question folds it once.
 */
function valueKeys(values: string[]): ValueKey[] {
  const known = keysOfList.get(values);
  if (known) return known;
  const keys = values.map((value) => ({ value, key: foldValue(value) }));
  const taken = new Set(keys.map((k) => k.key));
  const headOf = (value: string) => foldValue(value.split('/')[0]);
  const heads = new Map<string, number>();
  for (const value of values) {
    if (!value.includes('/')) continue;
    const head = headOf(value);
    if (head.includes(' ')) heads.set(head, (heads.get(head) ?? 0) + 1);
  }
  const once = (head: string) => heads.get(head) === 1 && !taken.has(head);
  const all = [...keys, ...values.filter((value) => value.includes('/') && once(headOf(value))).map((value) => ({ value, key: headOf(value) })), ...singularKeys(keys, taken), ...withoutThe(keys, taken)];
  keysOfList.set(values, all);
  return all;
}

/**
 * "how many wasp jobs", "rat jobs", "bed bug treatments" where `Pest` writes Wasps, Rats, Bed Bugs:
 * a value written in the plural is also named by its singular, the way the question's own plurals
 * are looked up by theirs. Not when another value of the column is that singular ("Rat" beside
 * "Rats" keeps each its own), nor for words of time and counting ("Hours", "Days", "Units"), which
 * a question says as its grain far more often than as a value.
 */
function singularKeys(keys: Array<{ value: string; key: string }>, taken: Set<string>): ValueKey[] {
  const found: ValueKey[] = [];
  for (const { value, key } of keys) {
    const parts = key.split(' ');
    const last = parts[parts.length - 1];
    const one = singular(last);
    if (one === last || GRAIN_WORDS.has(one) || STOPWORDS.has(one)) continue;
    const key1 = [...parts.slice(0, -1), one].join(' ');
    if (!taken.has(key1)) found.push({ value, key: key1, other: true });
  }
  return found;
}

/**
 * "for the daily grind" where `Customer` writes The Daily Grind: a question's phrase never starts
 * with "the" (mentions.ts `valuePhrases`), so a value that does is also named without it.
 */
function withoutThe(keys: Array<{ value: string; key: string }>, taken: Set<string>): ValueKey[] {
  return keys.filter(({ key }) => key.startsWith('the ') && key.length > 4 && !taken.has(key.slice(4))).map(({ value, key }) => ({ value, key: key.slice(4), other: true }));
}

/** Words a question says as its grain or its count, never as a value written in the plural. */
const GRAIN_WORDS = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'quarter', 'time', 'unit', 'item', 'row', 'record', 'entry', 'total', 'person', 'other']);

/** Each listed column's keys, by its list (the lists are remembered: the same array each question). */
const keysOfList = new WeakMap<string[], ValueKey[]>();

/** What the facts about a table are computed with: a job's context, or the engine's as a source is synched. */
type FactContext = Pick<AnalystContext, 'tables' | 'query' | 'cache' | 'knownValues' | 'signal'>;

/** A fact about a table, remembered by the engine when it offers a cache (tables never change). */
function remember<T>(context: FactContext, table: string, fact: string, compute: () => Promise<T>): Promise<T> {
  return context.cache ? context.cache.remember(`${table}\n${fact}`, compute) : compute();
}

/** Queries whose answers are facts about one table, remembered as `remember` does. */
function factQuery(context: FactContext, info: TableInfo): FactQuery {
  return (fact, sql, params) => remember(context, info.table.table, fact, () => context.query(sql, params));
}

/** A text column as SQL reads it for a value lookup. */
function asText(c: { name: string }): string {
  return `CAST(${quoteIdent(c.name)} AS VARCHAR)`;
}

/** How the engine's profile counted a column's distinct values, when it did. */
function profiledDistinct(info: TableInfo, column: string): { count: number; exact: boolean } | undefined {
  const profiled = info.table.columns.find((c) => c.name === column);
  return typeof profiled?.distinct === 'number' ? { count: profiled.distinct, exact: profiled.distinctExact === true } : undefined;
}

/**
 * The distinct values of a text column, or null when it has more than LISTED_VALUES_MAX (its
 * values are then looked up exactly in SQL). The profile's count spares a scan: a column whose
 * count (exact, or an estimate over half again the bound, beyond HyperLogLog's error) is over the
 * bound is not listed. The list itself is one bounded query: a row more than the bound says the
 * column has too many values to list.
 */
function textValues(context: FactContext, info: TableInfo, c: ColumnInfo): Promise<string[] | null> {
  return remember(context, info.table.table, `values:${c.name}`, async () => {
    const known = await context.knownValues?.(info.table.table, c.name, LISTED_VALUES_MAX);
    if (known !== undefined) return known;
    const table = quoteIdent(info.table.table);
    const profiled = profiledDistinct(info, c.name);
    if (profiled) {
      if (profiled.count > (profiled.exact ? LISTED_VALUES_MAX : LISTED_VALUES_MAX * 1.5)) return null;
    } else {
      const [count] = await context.query(`SELECT approx_count_distinct(${quoteIdent(c.name)}) AS "n" FROM ${table}`);
      if (Number(count?.n ?? 0) > LISTED_VALUES_MAX * 1.5) return null;
    }
    const rows = await context.query(`SELECT DISTINCT ${asText(c)} AS "value" FROM ${table} WHERE ${quoteIdent(c.name)} IS NOT NULL LIMIT ${LISTED_VALUES_MAX + 1}`);
    return rows.length > LISTED_VALUES_MAX ? null : rows.map((row) => String(row.value));
  });
}

/** Above this many rows, listing a column of few values costs less than testing each cell for separators. */
const LIST_BEFORE_SCAN_ROWS = 1_000_000;

/**
 * A big table's text columns of at most LISTED_VALUES_MAX values (by its profile), listed as the
 * value lookups list them (shared, so no second scan): one grouping per column, where the list
 * columns' scan tests every cell for each separator (measured on 10M rows: 0.25–0.4 s against
 * 1.2 s for one column). A Parquet file read in place lists them from its dictionaries, without a scan.
 */
function valuesWithoutScan(context: FactContext, info: TableInfo): ValuesWithoutScan {
  return async (c) => {
    const profiled = profiledDistinct(info, c.name);
    if (info.table.rowCount <= LIST_BEFORE_SCAN_ROWS || !profiled || profiled.count > LISTED_VALUES_MAX) return undefined;
    return textValues(context, info, c);
  };
}

function lookups(context: FactContext): ParseLookups {
  return {
    async findValues(info, phrases) {
      // A list column's cells start with any of its items: its bounds say nothing.
      const texts = info.columns.filter((c) => c.kind === 'text' && (!!c.list || mayHoldAny(info, c.name, phrases)));
      if (!texts.length || !phrases.length) return [];
      const table = quoteIdent(info.table.table);
      const wanted = new Set(phrases);
      const found: Array<{ column: string; value: string; key: string }> = [];
      const unlisted: ColumnInfo[] = [];
      for (const c of texts) {
        const values = c.list ? await listItems(info, c, factQuery(context, info)) : await textValues(context, info, c);
        context.signal.throwIfAborted();
        if (values === null) {
          unlisted.push(c);
          continue;
        }
        for (const { value, key } of valueKeys(values)) if (wanted.has(key)) found.push({ column: c.name, value, key });
      }
      if (unlisted.length) {
        const placeholders = phrases.map(() => '?').join(', ');
        const branches = unlisted.map((c) => `SELECT DISTINCT ? AS "column", ${asText(c)} AS "value" FROM ${table} WHERE lower(${asText(c)}) IN (${placeholders})`);
        const rows = await context.query(`${branches.join('\nUNION ALL\n')}\nLIMIT 100`, unlisted.flatMap((c) => [c.name, ...phrases]));
        for (const row of rows) found.push({ column: String(row.column), value: String(row.value), key: foldValue(String(row.value)) });
      }
      return found;
    },
    async findValueWords(info, word, only) {
      const found: Array<{ column: string; value: string; first: boolean; partial?: boolean }> = [];
      for (const c of info.columns.filter((column) => column.kind === 'text' && !column.list && !column.isId && (only === undefined || column.name === only))) {
        const values = await textValues(context, info, c);
        context.signal.throwIfAborted();
        // A column of many values holds free text (notes, addresses), where any word turns up by chance.
        if (!values || values.length > NAMED_VALUES_MAX) continue;
        // Words of the values as written: not the keys that name them otherwise ("corner cup" of The Corner Cup).
        const keys = valueKeys(values).filter((entry) => !entry.other);
        // "MV Osprey", "MV Tern": a first word every value shares is a title, and the next word names each.
        const heads = new Set(keys.map(({ key }) => key.split(' ')[0]));
        const head = heads.size === 1 && keys.length > 1 && keys.every(({ key }) => key.includes(' '));
        for (const { value, key } of keys) {
          const parts = key.split(' ');
          const at = parts.indexOf(word);
          // "the swan" for The Swan Inn: a leading "The" is no word of the name's own.
          if (key.includes(' ') && at >= 0) found.push({ column: c.name, value, first: at === 0 || ((head || parts[0] === 'the') && at === 1) });
          // "brook" beside Brook Civils and Brookside Developments: a word the value's word begins with.
          else if (parts.some((part) => part.length > word.length && part.startsWith(word))) found.push({ column: c.name, value, first: false, partial: true });
        }
      }
      return found;
    },
    async listedValues(info, column) {
      const c = info.columns.find((col) => col.name === column);
      return c && c.kind === 'text' && !c.list ? textValues(context, info, c) : null;
    },
    async hasZero(info, column) {
      return remember(context, info.table.table, `zero:${column}`, async () => {
        const [row] = await context.query(`SELECT count(*) FILTER (WHERE ${quoteIdent(column)} = 0) AS "n" FROM ${quoteIdent(info.table.table)}`);
        return Number(row?.n ?? 0) > 0;
      });
    },
    async numberRange(info, column) {
      return remember(context, info.table.table, `range:${column}`, async () => {
        const [row] = await context.query(`SELECT min(${quoteIdent(column)}) AS "min", max(${quoteIdent(column)}) AS "max" FROM ${quoteIdent(info.table.table)}`);
        return row?.min === null || row?.min === undefined ? null : { min: Number(row.min), max: Number(row.max) };
      });
    },
    async holdsNumber(info, column, value) {
      return remember(context, info.table.table, `holds:${column}:${value}`, async () => {
        const [row] = await context.query(`SELECT count(*) AS "n" FROM ${quoteIdent(info.table.table)} WHERE ${quoteIdent(column)} = ?`, [value]);
        return Number(row?.n ?? 0) > 0;
      });
    },
    async isUnique(info, column) {
      return remember(context, info.table.table, `unique:${column}`, async () => {
        const ident = quoteIdent(column);
        // Exact on small tables (the estimate is poor there); the HyperLogLog estimate on big
        // ones, where it is within a few percent and an exact count would cost a full distinct.
        const exact = info.table.rowCount <= 100_000;
        // The engine's profile ran this very count (profile.ts): its figures spare a scan.
        const profiled = info.table.columns.find((c) => c.name === column);
        if (!exact && typeof profiled?.distinct === 'number' && typeof profiled.missing === 'number') {
          const n = info.table.rowCount - profiled.missing;
          return n > 0 && profiled.distinct >= 0.8 * n;
        }
        const [row] = await context.query(`SELECT ${exact ? `count(DISTINCT ${ident})` : `approx_count_distinct(${ident})`} AS "distinct", count(${ident}) AS "n" FROM ${quoteIdent(info.table.table)}`);
        const n = Number(row?.n ?? 0);
        return n > 0 && Number(row.distinct) >= (exact ? 0.95 : 0.8) * n;
      });
    },
    async repeatsOnDifferentRows(info, column) {
      return remember(context, info.table.table, `lines:${column}`, async () => {
        const table = quoteIdent(info.table.table);
        const ident = quoteIdent(column);
        // An exact duplicate row repeats its key too; only keys on rows that differ are lines.
        const [row] = await context.query(`SELECT count(DISTINCT ${ident}) AS "keys", (SELECT count(*) FROM (SELECT DISTINCT * FROM ${table} WHERE ${ident} IS NOT NULL)) AS "rows" FROM ${table}`);
        return Number(row?.rows ?? 0) > Number(row?.keys ?? 0);
      });
    },
    async repeatsPerDay(info, column) {
      return remember(context, info.table.table, `perday:${column}`, async () => {
        const ident = quoteIdent(column);
        const [row] = await context.query(`SELECT count(DISTINCT CAST(${ident} AS DATE)) AS "days", count(${ident}) AS "n" FROM ${quoteIdent(info.table.table)}`);
        return Number(row?.n ?? 0) > Number(row?.days ?? 0);
      });
    },
    async repeatsPerPeriod(info, column, grain, filters) {
      const where = whereOf(info, filters);
      return remember(context, info.table.table, `per${grain}:${column}:${where.sql}:${JSON.stringify(where.params)}`, async () => {
        const ident = quoteIdent(column);
        const [row] = await context.query(`SELECT count(DISTINCT date_trunc('${grain}', ${ident})) AS "periods", count(${ident}) AS "n" FROM ${quoteIdent(info.table.table)} ${where.sql}`, where.params);
        return Number(row?.n ?? 0) > Number(row?.periods ?? 0);
      });
    },
    async periodGaps(info, column, grain, filters) {
      const where = whereOf(info, filters);
      return remember(context, info.table.table, `gaps${grain}:${column}:${where.sql}:${JSON.stringify(where.params)}`, async () => {
        const ident = quoteIdent(column);
        const [row] = await context.query(`SELECT count(DISTINCT date_trunc('${grain}', ${ident})) AS "periods", date_diff('${grain}', date_trunc('${grain}', min(${ident})), date_trunc('${grain}', max(${ident}))) + 1 AS "span" FROM ${quoteIdent(info.table.table)} ${where.sql}`, where.params);
        const span = Number(row?.span ?? 0);
        const missing = span - Number(row?.periods ?? 0);
        return missing > 0 ? { missing, span } : null;
      });
    },
    async allTimes(info, column) {
      return remember(context, info.table.table, `times:${column}`, async () => {
        const ident = quoteIdent(column);
        const [row] = await context.query(`SELECT count(${ident}) AS "n", count(try_cast(${ident} AS TIME)) AS "times" FROM ${quoteIdent(info.table.table)}`);
        return Number(row?.n ?? 0) > 0 && Number(row?.times) === Number(row?.n);
      });
    },
    async blankRows(info, column, filters) {
      const where = whereOf(info, filters);
      return remember(context, info.table.table, `blanks:${column}:${JSON.stringify(filters)}`, async () => {
        const [row] = await context.query(`SELECT count(*) - count(${quoteIdent(column)}) AS "n" FROM ${quoteIdent(info.table.table)} ${where.sql}`, where.params);
        return Number(row?.n ?? 0);
      });
    },
    async keptRows(info, filters) {
      const where = whereOf(info, filters);
      return remember(context, info.table.table, `kept:${JSON.stringify(filters)}`, async () => {
        const [row] = await context.query(`SELECT count(*) AS "n" FROM ${quoteIdent(info.table.table)} ${where.sql}`, where.params);
        return Number(row?.n ?? 0);
      });
    },
    async mostOwners(info, column, other) {
      return remember(context, info.table.table, `owners:${column}:${other}`, async () => {
        const [row] = await context.query(`SELECT ${quoteIdent(column)} AS "value", count(DISTINCT ${quoteIdent(other)}) AS "owners" FROM ${quoteIdent(info.table.table)} WHERE ${quoteIdent(column)} IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
        const owners = Number(row?.owners ?? 0);
        return owners > 1 ? { value: String(row.value), owners } : null;
      });
    },
    async minDate(info, column) {
      return remember(context, info.table.table, `earliest:${column}`, async () => {
        const [row] = await context.query(`SELECT strftime(CAST(min(${quoteIdent(column)}) AS DATE), '%Y-%m-%d') AS "earliest" FROM ${quoteIdent(info.table.table)}`);
        return row && typeof row.earliest === 'string' ? row.earliest : null;
      });
    },
    async maxDate(info, column) {
      return remember(context, info.table.table, `latest:${column}`, async () => {
        const [row] = await context.query(`SELECT strftime(CAST(max(${quoteIdent(column)}) AS DATE), '%Y-%m-%d') AS "latest" FROM ${quoteIdent(info.table.table)}`);
        return row && typeof row.latest === 'string' ? row.latest : null;
      });
    },
  };
}

/** What the follow-up questions need from the data: the latest year, for "Only for 2024". */
async function suggestHints(context: FactContext, info: TableInfo): Promise<SuggestHints> {
  const table = quoteIdent(info.table.table);
  // Distinct values of the text columns, so no "Top 5" is offered for a column of four values.
  const texts = info.columns.filter((c) => c.kind === 'text').slice(0, 20);
  // An exact profile count as it is; else the column's value list (shared with the value
  // lookups, so no second scan); a column too big to list has far more values than any threshold.
  const distinct = new Map<string, number>();
  for (const c of texts) {
    const profiled = profiledDistinct(info, c.name);
    // A count far over the suggestions' bound (a lower bound from a big table's first rows, or an
    // estimate) tells them all they ask; so a column the lookups skipped is not listed for them.
    if (profiled && (profiled.exact || profiled.count > SUGGESTED_GROUPS_MAX * 1.5)) distinct.set(c.name, profiled.count);
    else distinct.set(c.name, (await textValues(context, info, c))?.length ?? LISTED_VALUES_MAX + 1);
  }
  const date = info.columns.find((c) => c.kind === 'date');
  if (!date) return { distinct };
  const years = await remember(context, info.table.table, `years:${date.name}`, async () => {
    // The months the data spans, from its first and last date: a distinct count would scan a big table again.
    const d = quoteIdent(date.name);
    const [row] = await context.query(`SELECT year(min(${d})) AS "first", year(max(${d})) AS "last", year(max(${d})) * 12 + month(max(${d})) - year(min(${d})) * 12 - month(min(${d})) + 1 AS "months" FROM ${table}`);
    return { first: Number(row?.first), last: Number(row?.last), months: Number(row?.months) };
  });
  return Number.isFinite(years.last) ? { distinct, latestYear: years.last, earliestYear: years.first, months: years.months } : { distinct };
}

function previousIntent(context: AnalystContext): Intent | null {
  for (let i = context.history.length - 1; i >= 0; i--) {
    const intent = context.history[i].memo?.intent;
    if (isIntent(intent)) return intent;
  }
  return null;
}

async function publishTable(context: AnalystContext, table: ResultTable): Promise<void> {
  const ref = await context.publish(table.name, 'text/csv', toCsv(table.columns, table.rows));
  context.emit({ kind: 'TABLE', group: ANSWER, content: ref });
}

/** How every refusal starts, so people and tests can tell a refusal from an answer. */
export const REFUSAL = 'I can’t answer';

async function countMatching(context: AnalystContext, info: TableInfo, intent: Intent): Promise<number | null> {
  const where = whereOf(info, intent.filters);
  const [row] = await context.query(`SELECT count(*) AS "n" FROM ${quoteIdent(info.table.table)} ${where.sql}`, where.params);
  const n = Number(row?.n);
  return Number.isFinite(n) ? n : null;
}

function fence(language: string, code: string): string {
  return `\`\`\`${language}\n${code.trim()}\n\`\`\``;
}

/**
 * A ranking read two ways ("which month is the wettest": by the total or the average per row;
 * "the busiest month": by the rows or the total units) is answered when both put the same period
 * or group first, saying so; otherwise it is refused, with both offered as questions.
 */
async function settleReadings(context: AnalystContext, infos: TableInfo[], parsed: ParseResult): Promise<ParseResult> {
  if (!parsed.ok || !(parsed.intent.otherAgg || parsed.intent.otherMeasure) || !parsed.intent.measure) return parsed;
  const { otherAgg, otherMeasure, ...intent } = parsed.intent;
  const measure = intent.measure ?? parsed.intent.measure;
  const other: Intent = { ...intent, measure: otherMeasure ?? { ...measure, agg: otherAgg ?? measure.agg } };
  // The same column averaged is "per row"; another measure is named on its own.
  const otherLabel = `${measureLabel(other.measure ?? measure)}${otherMeasure ? '' : ' per row'}`;
  const info = infos.find((candidate) => candidate.table.table === intent.table) ?? infos[0];
  // The groups or periods kept, in order: a list of several must agree all the way down, not only first.
  const ranked = async (candidate: Intent): Promise<string[]> => {
    const table = (await compute(candidate, info, context.query, context.signal)).table;
    return (table?.rows ?? []).map((row) => String(row[table?.columns[0] ?? ''] ?? ''));
  };
  const [mineAll, theirsAll] = [await ranked(intent), await ranked(other)];
  const [mine, theirs] = [mineAll[0] ?? null, theirsAll[0] ?? null];
  if (mine !== null && mineAll.join('\u0000') === theirsAll.join('\u0000')) {
    return { ...parsed, intent, notes: [...parsed.notes, mineAll.length > 1 ? `The ${otherLabel} ranks them in the same order.` : `The ${otherLabel} puts ${mine} first too.`] };
  }
  return {
    ok: false,
    table: info,
    understood: [],
    reason: mine !== null && mine === theirs
      ? `The question could be ranked by the ${measureLabel(measure)} or by the ${otherLabel}, which both put ${mine} first but order the rest differently: pick one of the questions below.`
      : `The question could be ranked by the ${measureLabel(measure)} (${mine ?? 'nothing'} first) or by the ${otherLabel} (${theirs ?? 'nothing'} first), which disagree: pick one of the questions below.`,
    nearest: intent,
    readings: [intent, other],
  };
}

async function answerTables(context: AnalystContext, infos: TableInfo[], joins: () => Promise<Join[]>, views: () => Promise<View[]>): Promise<Record<string, unknown> | undefined> {
  const previous = previousIntent(context);
  let join: Join | undefined;
  let view: View | undefined;
  const parsed = await step(context, UNDERSTAND, 'understand', 'Understand the question', async () => {
    const parse = async (tables: TableInfo[]): Promise<ParseResult> => settleReadings(context, tables, await parseQuestion(context.question, tables, lookups(context), previous));
    // A follow-up on a joined table is read on that join again.
    const previousJoin = previous && infos.length > 1 && !infos.some((i) => i.table.table === previous.table) ? (await joins()).find((j) => j.info.table.table === previous.table) : undefined;
    let result = await parse(previousJoin ? [...infos, previousJoin.info] : infos);
    if (result.ok && result.intent.table === previousJoin?.info.table.table) join = previousJoin;
    // A column said whole that only another table has: the one-table reading answers another question.
    const elsewhere = result.ok && infos.length > 1 && !previousJoin ? namedInOtherTable(context.question, result.intent, infos) : null;
    if (elsewhere && result.ok) result = { ok: false, table: elsewhere.table, understood: [], reason: elsewhere.reason };
    // No single table answers: a column may be in another table, looked up by a key both hold.
    if (!result.ok && infos.length > 1) {
      const joined = await parseJoined(await joins(), (info) => parse([info]));
      if (joined) ({ parsed: result, join } = joined);
    }
    // Nor any join: a table may answer read another way (a column per month, two sides per row; views.ts).
    if (!result.ok) {
      const viewed = await parseViews(await views(), context.question, (info) => parse([info]), (read, info) => settleReadings(context, [info], read));
      if (viewed) ({ parsed: result, view } = viewed);
    }
    // An average of a lookup's column that another table's rows repeat: over which rows is asked.
    if (result.ok && infos.length > 1 && !join && !view) result = await weightedAverage(context.question, result, joins);
    context.signal.throwIfAborted();
    return result;
  });
  if (!parsed.ok) {
    if (!parsed.nearest && context.documents.length && (await answerDocuments(context, true))) return undefined;
    const info = parsed.table;
    const understood = parsed.understood.length ? ` I recognised ${parsed.understood.join(', ')}${parsed.nearest ? '' : `, but not what to calculate with ${parsed.understood.length === 1 ? 'it' : 'them'}`}.` : '';
    context.emit({ kind: 'MESSAGE', group: ANSWER, content: `${REFUSAL} “${escapeMarkdown(context.question)}” without guessing. ${parsed.reason}${escapeMarkdown(understood)} I can answer questions about **${escapeMarkdown(info.table.label)}** (${info.columns.map((c) => codeSpan(c.name)).join(', ')}) such as the ones below.${languageNote(context.outputLanguage)}` });
    // Two readings are offered first, one click each; else the nearest question that can be answered.
    const readings = (parsed.readings ?? []).map(nearestQuestion).filter((q): q is string => q !== null);
    const nearest = readings.length === 2 ? readings : parsed.nearest ? [nearestQuestion(parsed.nearest)].filter((q): q is string => q !== null) : [];
    const suggestions = suggestQuestions(info, null, await suggestHints(context, info));
    context.emit({ kind: 'QUESTIONS', content: [...nearest, ...suggestions.filter((q) => !nearest.includes(q))].slice(0, 5) });
    context.emit({ kind: 'SOURCES', content: [sourceRef(info.table.source)] });
    return undefined;
  }
  const { intent } = parsed;
  const info = join?.info ?? view?.info ?? infos.find((candidate) => candidate.table.table === intent.table) ?? infos[0];
  const planIntro = [
    parsed.followUp ? `Following up on the previous question (“${escapeMarkdown(context.history[context.history.length - 1]?.question ?? '')}”).` : '',
    join ? `Using the table **${escapeMarkdown(join.base.table.label)}** joined to **${escapeMarkdown(join.other.table.label)}** on ${codeSpan(join.baseKey)}.`
    : infos.length > 1 ? `Using the table **${escapeMarkdown(info.table.label)}**, whose columns the question names.` : '',
  ].filter(Boolean);
  let joined: { sentence: string; sql: string } | undefined;

  const computation: Computation = await step(context, CALCULATE, 'calculate', 'Run the query', async () => {
    const result = await compute(intent, info, context.query, context.signal);
    if (join) joined = await joinSentence(join, intent, context.query);
    const plan = [...planIntro, ...result.plan.map((line, i) => `${i + 1}. ${line}`), ...parsed.notes.map((note) => `_Note: ${note}_`)];
    context.emit({ kind: 'MESSAGE', group: CALCULATE, content: `**Plan**\n\n${plan.join('\n')}` });
    context.emit({ kind: 'CODE', group: CALCULATE, content: fence('sql', [...result.sql, ...(joined ? [joined.sql] : [])].join('\n\n')) });
    context.emit({ kind: 'CODE', group: CALCULATE, content: fence('python', result.pandas) });
    return result;
  });

  // The statement says over how many rows it ran: the answer's own query counted them, or a count of their own.
  const matching = intent.filters.length ? computation.matching ?? await countMatching(context, info, intent) : null;
  await step(context, ANSWER, 'answer', 'Write the answer', async () => {
    // First, in plain words, what was computed over which rows; then the result.
    let conclusion = `${escapeMarkdown(statement(intent, info, matching))}${view?.sentence ? ` ${view.sentence}` : ''}${joined ? ` ${joined.sentence}` : ''}\n\n${computation.conclusion}`;
    // What was assumed to reach this answer is said next to it, not only in the plan.
    if (parsed.notes.length) conclusion += `\n\n${parsed.notes.map((note) => `_Assumed: ${note}_`).join('\n')}`;
    if (computation.table?.totalRows) conclusion += `\n\n_The table shows the first ${formatNumber(TABLE_ROW_LIMIT)} of ${formatNumber(computation.table.totalRows)} rows._`;
    context.emit({ kind: 'MESSAGE', group: ANSWER, content: `${conclusion}${languageNote(context.outputLanguage)}` });
    if (computation.table) await publishTable(context, computation.table);
    if (computation.chart) {
      const svg = await renderSvg(computation.chart, context.locale);
      context.signal.throwIfAborted();
      const name = `${computation.table?.name.replace(/\.csv$/, '') ?? 'chart'}.svg`;
      context.emit({ kind: 'IMAGE', group: ANSWER, content: await context.publish(name, 'image/svg+xml', svg) });
    }
  });
  context.emit({ kind: 'QUESTIONS', content: suggestQuestions(info, intent, await suggestHints(context, info)) });
  const sources = join && join.other.table.source.datasource_id !== info.table.source.datasource_id ? [info.table.source, join.other.table.source] : [info.table.source];
  context.emit({ kind: 'SOURCES', content: sources.map((source) => sourceRef(source)) });
  return { intent };
}

/** Answers from text data sources; false when no passage shares a word with the question. */
async function answerDocuments(context: AnalystContext, quiet = false): Promise<boolean> {
  const found: Array<{ document: AnalystDocument; chunkIndex: number; text: string; score: number }> = [];
  await step(context, UNDERSTAND, 'search', 'Search references', async () => {
    for (const document of context.documents) {
      const rows = await context.query(`SELECT chunk_index, text FROM ${quoteIdent(document.table)} ORDER BY chunk_index`);
      const chunks = rows.map((row) => ({ chunkIndex: Number(row.chunk_index), text: String(row.text ?? '') }));
      for (const passage of rankPassages(context.question, chunks)) found.push({ document, ...passage });
      context.signal.throwIfAborted();
    }
  });
  found.sort((a, b) => b.score - a.score);
  const best = found.slice(0, 3);
  if (!best.length) {
    if (quiet) return false;
    context.emit({ kind: 'MESSAGE', group: ANSWER, content: `No passage of ${context.documents.map((d) => escapeMarkdown(d.source.name)).join(', ')} mentions the words of this question. Try the words the documents use.${languageNote(context.outputLanguage)}` });
    context.emit({ kind: 'SOURCES', content: context.documents.map((d) => sourceRef(d.source)) });
    return true;
  }
  const quotes = best.map((passage) => `> ${excerpt(passage.text).replace(/\n/g, '\n> ')}\n\n— ${escapeMarkdown(passage.document.source.name)}, part ${passage.chunkIndex + 1}`);
  context.emit({ kind: 'MESSAGE', group: ANSWER, content: `The most relevant passage${best.length > 1 ? 's' : ''} for your question:\n\n${quotes.join('\n\n')}${languageNote(context.outputLanguage)}` });
  context.emit({ kind: 'SOURCES', content: best.map((passage) => sourceRef(passage.document.source, { id: `${passage.document.source.datasource_id}:${passage.chunkIndex}`, content: excerpt(passage.text, 1000) })) });
  return true;
}

/** What every question starts with: each table's columns, row-number and list columns, and the value lists these read. */
function tableInfos(context: FactContext): Promise<TableInfo[]> {
  return Promise.all(context.tables.map(async (table) => {
    const info = await withRowNumbers(describeColumns(table), lookups(context));
    return withListColumns(info, factQuery(context, describeColumns(table)), valuesWithoutScan(context, info));
  }));
}

/**
 * Computes ahead, into the engine's cache, the facts every first question on these tables reads
 * (`tableInfos`, and the suggested questions' `suggestHints`): the engine calls it as a source is
 * synched, so a question asked meanwhile finds them read or under way instead of starting them
 * (issue 18: on a 10M-row Parquet file, the `note` column's value list alone took 0.1–1 s of the
 * first answer). The same code and cache keys as a question's: only the time they are computed changes.
 * `questionRunning`: the suggestions' facts are read only by an answer's last lines, so once a
 * question is running they are left to it (it reads them after its answer) instead of scanning the
 * table beside its answer's query (on 10M rows the date span's scan shared the two cores with it).
 */
export async function prepareTables(context: FactContext, questionRunning: () => boolean = () => false): Promise<void> {
  context.signal.throwIfAborted();
  const infos = await tableInfos(context);
  if (questionRunning()) return;
  // Every answer, and every refusal, ends with suggestions read from these facts too.
  await Promise.all(infos.map((info) => suggestHints(context, info)));
}

export const analyze: Analyst = async (context) => {
  context.signal.throwIfAborted();
  const infos = await tableInfos(context);
  if (!infos.length) {
    if (context.documents.length) await answerDocuments(context);
    else context.emit({ kind: 'MESSAGE', group: ANSWER, content: `There is no data to analyse yet: add a data source (CSV, Excel, JSON or text) to this dataset.${languageNote(context.outputLanguage)}` });
    return {};
  }
  // Tables joined on a key (lookups.ts), found only when a question needs one; queries read their names as the joins.
  let joins: Promise<Join[]> | undefined;
  const sessionJoins = (): Promise<Join[]> => (joins ??= findJoins(infos, (info) => factQuery(context, info)));
  let found: Join[] = [];
  // Tables read another way (views.ts), built only when no table or join answers.
  let viewed: View[] = [];
  const joinedContext: AnalystContext = { ...context, query: viewQuery(joinedQuery(context.query, () => found), () => viewed) };
  const memo = await answerTables(joinedContext, infos, async () => (found = await sessionJoins()), async () => (viewed = await sessionViews(infos, (info) => factQuery(context, info))));
  return memo ? { memo } : {};
};
