/**
 * Runs one Intent on DuckDB and turns the result into what the answer needs: the SQL that ran,
 * the equivalent pandas code, the conclusion with the actual numbers, the result table and a chart.
 * Every number in a conclusion is read from a query result in this file.
 */
import { codeSpan } from '../../common/markdown';
import { wholeFilters } from './shareWhole';
import { barChart, histogramChart, lineChart, scatterChart, type Chart } from './chart';
import { asNumber, countOf, formatNumber, formatPercent, formatValue, groupNoun, plural } from './format';
import { computeDifference } from './difference';
import { computeRate } from './rateCompute';
import { periodTotalsAnswer } from './periodTotals';
import { grainNoun, isCycle, measureLabel, type Intent } from './intent';
import { hourBucketPandas, hourBucketSql } from './clockHour';
import { isYearColumn, quoteIdent, pyString, type TableInfo } from './schema';
import type { TimeUnit } from './contract';
import { itemRowsPandas, itemRowsSql } from './listColumns';
import { aggregatePandas, aggregateSql, alias, andWhere, bucketSql, derivedPandas, pandasColumn, pandasRead, periodPandas, periodSql, runnableSql, whereOf } from './sqlparts';

/** How a value of a column of worded durations is shown, in the unit it was read in. */
const TIME_UNIT_SHORT: Record<TimeUnit, string> = { hours: ' h', minutes: ' min', weeks: ' weeks', days: ' days' };

type Row = Record<string, unknown>;

/**
 * What a missing value is, said with every answer that counts them: the engine read marks as
 * gaps when it loaded the file (textTypes.ts), "unknown" only among numbers or dates.
 */
const MISSING_SAID = 'empty, or written as a mark such as “NA”, “-” or “?”, or “unknown” where a number or date belongs';

/** At most this many rows go into a result table; the answer says so when the limit is hit. */
export const TABLE_ROW_LIMIT = 10_000;
/** Points drawn in a scatter chart at most (a sample: the SVG stays small). */
const SCATTER_SAMPLE = 1_000;

/** Groups tied with the last one shown that a ranking names; more are counted as "and more". */
const TIES_NAMED = 20;

/** "hour 4, hour 11 and hour 19 also have": the groups tied with the last one shown. */
function tiedText(names: string[], most: number): string {
  const listed = names.slice(0, most);
  const list = listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}` : listed[0] ?? '';
  return `${list}${names.length > most ? ' and more' : ''} ${names.length === 1 ? 'also has' : 'also have'}`;
}

/** Rows listed when the one row asked for ("who has the lowest rating") is shared by several. */
const TIED_ROWS_SHOWN = 50;

export interface ResultTable {
  name: string;
  columns: string[];
  rows: Row[];
  /** Total rows the query produced when more than TABLE_ROW_LIMIT, else null. */
  totalRows: number | null;
}

export interface Computation {
  /** Plan lines, in the order the steps run. */
  plan: string[];
  /** The SQL that ran, with `?` placeholders; parameters listed in a comment. */
  sql: string[];
  pandas: string;
  conclusion: string;
  table?: ResultTable;
  chart?: Chart;
  /** The rows the intent's filters keep, when the answer's own query counted them: the statement needs no count of its own. */
  matching?: number;
}

export type QueryFn = (sql: string, params?: unknown[]) => Promise<Row[]>;

/**
 * Records every statement as the user can run it: on their own file (`read_csv('sales.csv')`
 * instead of the engine's table), with the values written in. `shown` is the statement without
 * what only the engine needs (the display limit); `null` keeps an internal statement out.
 */
class Recorder {
  readonly statements: string[] = [];
  constructor(private readonly query: QueryFn, private readonly signal: AbortSignal, private readonly info: TableInfo) {}

  async run(sql: string, params: unknown[] = [], shown: string | null = sql): Promise<Row[]> {
    this.signal.throwIfAborted();
    if (shown !== null) this.statements.push(`${runnableSql(shown, params, this.info)};`);
    const rows = await this.query(sql, params);
    this.signal.throwIfAborted();
    return rows;
  }
}

function filtersText(intent: Intent): string {
  return intent.filters.length ? ` (${intent.filters.map((filter) => filter.label).join('; ')})` : '';
}

function pandasFiltered(info: TableInfo, intent: Intent): string {
  const where = whereOf(info, intent.filters);
  return `${pandasRead(info)}\n${where.pandas ? `df = df[${where.pandas}]\n` : ''}${derivedPandas(intent.measure)}`;
}

/** Fetches up to TABLE_ROW_LIMIT rows and the true row count when the limit is hit. */
async function limited(recorder: Recorder, sql: string, params: unknown[]): Promise<{ rows: Row[]; totalRows: number | null }> {
  const rows = await recorder.run(`${sql}\nLIMIT ${TABLE_ROW_LIMIT + 1}`, params, sql);
  if (rows.length <= TABLE_ROW_LIMIT) return { rows, totalRows: null };
  const [count] = await recorder.run(`SELECT count(*) AS n FROM (${sql})`, params, null);
  return { rows: rows.slice(0, TABLE_ROW_LIMIT), totalRows: asNumber(count.n) };
}

export async function compute(intent: Intent, info: TableInfo, query: QueryFn, signal: AbortSignal): Promise<Computation> {
  const recorder = new Recorder(query, signal, info);
  const result = intent.difference
    ? await computeDifference(intent, intent.difference, info, (sql, params) => recorder.run(sql, params))
    : intent.rate ? await computeRate(intent, intent.rate, info, (sql, params) => recorder.run(sql, params))
    : await COMPUTE[intent.kind](intent, info, recorder);
  return { ...result, sql: recorder.statements };
}

type Computer = (intent: Intent, info: TableInfo, recorder: Recorder) => Promise<Omit<Computation, 'sql'>>;

const tableIdent = (info: TableInfo): string => quoteIdent(info.table.table);

/**
 * A distinct count with its row counts, as one exact query: the rows of each value counted, then
 * the values (NULL's group is not counted by `count(column)`). On 10M rows DuckDB runs this in
 * 10–25% less time than `count(DISTINCT column)` beside `count(*)`, for the same figures.
 */
function distinctCountSql(column: string, value: string, info: TableInfo, where: string): string {
  const c = quoteIdent(column);
  return `SELECT count(${c}) AS ${quoteIdent(value)}, sum("rows") AS "rows", sum("with_value") AS "with_value"\nFROM (SELECT ${c}, count(*) AS "rows", count(${c}) AS "with_value" FROM ${tableIdent(info)} ${where}\nGROUP BY ${c})`;
}

const COMPUTE: Record<Intent['kind'], Computer> = {
  async shape(intent, info, recorder) {
    const where = whereOf(info, intent.filters);
    const [row] = await recorder.run(`SELECT count(*) AS row_count FROM ${tableIdent(info)} ${where.sql}`.trim(), where.params);
    const rows = asNumber(row.row_count) ?? 0;
    return {
      matching: rows,
      plan: [`Count the rows of ${info.table.label}${filtersText(intent)} and list its ${info.columns.length} columns.`],
      pandas: `${pandasFiltered(info, intent)}print(df.shape)`,
      conclusion: `**${info.table.label}** has **${formatNumber(rows)} rows**${filtersText(intent)} and **${formatNumber(info.columns.length)} columns**: ${info.columns.map((c) => codeSpan(c.name)).join(', ')}.`,
      // The figures the sentence gives, rows first; the columns are listed in the sentence.
      table: { name: 'shape.csv', columns: ['rows', 'columns'], rows: [{ rows, columns: info.columns.length }], totalRows: null },
    };
  },

  async columns(_intent, info, recorder) {
    await recorder.run(`SELECT column_name, column_type FROM (DESCRIBE ${tableIdent(info)})`);
    return {
      plan: [`List the columns of ${info.table.label} with their types.`],
      pandas: `${pandasRead(info)}\nprint(df.dtypes)`,
      conclusion: `**${info.table.label}** has ${info.columns.length} columns: ${info.columns.map((c) => `${codeSpan(c.name)} (${kindWord(c.kind)})`).join(', ')}.`,
      table: columnsTable(info),
    };
  },

  async describe(intent, info, recorder) {
    const chosen = intent.columns?.length ? info.columns.filter((c) => intent.columns?.includes(c.name)) : info.columns;
    const where = whereOf(info, intent.filters);
    const selects = chosen.map((c, i) => {
      const ident = quoteIdent(c.name);
      const numeric = c.kind === 'number';
      return [
        `count(${ident}) AS "n${i}"`,
        `count(DISTINCT ${ident}) AS "d${i}"`,
        `CAST(min(${ident}) AS VARCHAR) AS "min${i}"`,
        `CAST(max(${ident}) AS VARCHAR) AS "max${i}"`,
        numeric && !c.isId ? `avg(${ident}) AS "avg${i}"` : `NULL AS "avg${i}"`,
        numeric && !c.isId ? `median(${ident}) AS "med${i}"` : `NULL AS "med${i}"`,
      ].join(', ');
    });
    const [row] = await recorder.run(`SELECT count(*) AS "rows", ${selects.join(',\n  ')}\nFROM ${tableIdent(info)} ${where.sql}`.trim(), where.params);
    const total = asNumber(row.rows) ?? 0;
    const rows: Row[] = chosen.map((c, i) => ({
      column: c.name,
      type: c.type,
      non_missing: asNumber(row[`n${i}`]),
      missing: total - (asNumber(row[`n${i}`]) ?? 0),
      distinct: asNumber(row[`d${i}`]),
      min: row[`min${i}`],
      max: row[`max${i}`],
      mean: asNumber(row[`avg${i}`]),
      median: asNumber(row[`med${i}`]),
    }));
    const numeric = rows.filter((r) => r.mean !== null).slice(0, 4);
    const categorical = rows.filter((r) => r.mean === null && info.columns.find((c) => c.name === r.column)?.kind === 'text').slice(0, 3);
    const lines = [
      `**${info.table.label}** has **${formatNumber(total)} rows**${filtersText(intent)} and ${info.columns.length} columns.`,
      ...numeric.map((r) => `- ${codeSpan(String(r.column))}: mean ${formatNumber(r.mean)}, median ${formatNumber(r.median)}, from ${formatNumber(asNumber(r.min) ?? r.min)} to ${formatNumber(asNumber(r.max) ?? r.max)}.`),
      ...categorical.map((r) => `- ${codeSpan(String(r.column))}: ${countOf(asNumber(r.distinct) ?? 0, 'distinct value')}.`),
      ...rows.filter((r) => (r.missing as number) > 0).slice(0, 3).map((r) => `- ${codeSpan(String(r.column))} has ${countOf(asNumber(r.missing) ?? 0, 'missing value')}.`),
    ];
    return {
      plan: [`Profile ${chosen.length === info.columns.length ? 'every column' : chosen.map((c) => c.name).join(', ')} of ${info.table.label}: counts, distinct values, range, mean and median.`],
      pandas: `${pandasFiltered(info, intent)}print(df${chosen.length === info.columns.length ? '' : `[[${chosen.map((c) => pyString(c.name)).join(', ')}]]`}.describe(include="all"))`,
      conclusion: lines.join('\n'),
      table: { name: 'profile.csv', columns: ['column', 'type', 'non_missing', 'missing', 'distinct', 'min', 'max', 'mean', 'median'], rows, totalRows: null },
    };
  },

  async aggregate(intent, info, recorder) {
    const measure = intent.measure ?? { agg: 'count' as const, column: null };
    const where = whereOf(info, intent.filters);
    const value = alias(measure);
    const label = measureLabel(measure);
    if (measure.shareOf && measure.column) return shareOfColumns(intent, info, recorder, measure.column, measure.shareOf);
    if (!intent.groupBy.length && measure.per && measure.column) return averagePer(intent, info, recorder, measure.column, measure.per);
    if (!intent.groupBy.length && measure.per) return averageRowsPer(intent, info, recorder, measure.per);
    if (measure.perPeriod) return periodTotalsAnswer(intent, info, (sql, params) => recorder.run(sql, params), measure, measure.perPeriod);
    if (!intent.groupBy.length) {
      // A count of rows is its own row count: one column, never "rows" twice.
      const countsRows = value === 'rows';
      // An aggregate of a column skips its blanks: the sentence says over how many values it ran.
      const skipsBlanks = !countsRows && measure.agg !== 'count';
      const [row] = await recorder.run(measure.agg === 'count_distinct' && measure.column && !measure.derived
        ? distinctCountSql(measure.column, value, info, where.sql)
        : `SELECT ${countsRows ? '' : `${aggregateSql(measure)} AS ${quoteIdent(value)}, `}count(*) AS "rows"${skipsBlanks ? `, ${aggregateSql({ ...measure, agg: 'count' })} AS "with_value"` : ''} FROM ${tableIdent(info)} ${where.sql}`.trim(), where.params);
      const result = asNumber(row[value]);
      const rows = asNumber(row.rows) ?? 0;
      const withValue = skipsBlanks ? asNumber(row.with_value) ?? rows : rows;
      const over = withValue < rows && withValue > 0 ? `, over the ${countOf(withValue, 'row')} with a value (${formatNumber(rows - withValue)} blank, skipped)` : `, over ${countOf(rows, 'row')}`;
      let conclusion = `The ${label}${filtersText(intent)} is **${formatNumber(result ?? row[value])}**${countsRows ? '' : over}.`;
      const blanks = withValue < rows;
      const table: ResultTable = { name: `${value}.csv`, columns: countsRows ? ['rows'] : [value, 'rows', ...(blanks ? ['with_value'] : [])], rows: [{ [value]: row[value], rows, ...(blanks ? { with_value: withValue } : {}) }], totalRows: null };
      const kept = wholeFilters(info, intent);
      const wholeWhere = whereOf(info, kept);
      const wholeName = kept.length ? 'whole' : 'whole_table';
      if (intent.share && intent.filters.length) {
        const [all] = await recorder.run(`SELECT ${aggregateSql(measure)} AS ${quoteIdent(value)} FROM ${tableIdent(info)} ${wholeWhere.sql}`.trim(), wholeWhere.params);
        const whole = asNumber(all[value]);
        if (result !== null && whole) {
          const part = intent.filters.filter((filter) => !kept.includes(filter)).map((filter) => filter.label).join('; ');
          const of = kept.length ? ` (${kept.map((filter) => filter.label).join('; ')})` : '';
          conclusion = `${part} accounts for **${formatPercent(result / whole)}** of the ${label}${of}: ${formatNumber(result)} of ${formatNumber(whole)}.`;
          // The figure the sentence gives comes first: the percentage, then the part and the whole.
          table.columns = ['percent', value, wholeName];
          table.rows[0] = { percent: (100 * result) / whole, [value]: row[value], [wholeName]: whole };
        }
      }
      if (result === null && rows === 0) conclusion = `No rows match${filtersText(intent)}, so there is no ${label} to report.`;
      const of = (frame: string): string => (measure.column ? `${frame}[${pyString(pandasColumn(measure))}].${aggregatePandas(measure)}` : `len(${frame})`);
      const shared = intent.share && intent.filters.length;
      const pandas = shared
        ? `${pandasRead(info)}\npart = ${of(`df[${where.pandas}]`)}\nwhole = ${of(wholeWhere.pandas ? `df[${wholeWhere.pandas}]` : 'df')}\nprint(part, whole, part / whole)`
        : `${pandasFiltered(info, intent)}print(${of('df')})`;
      return {
        matching: rows,
        plan: [`Compute the ${label} over ${info.table.label}${filtersText(intent)}${shared ? `, and its share of ${kept.length ? `the ${label} where ${kept.map((filter) => filter.label).join(' and ')}` : 'the whole table'}` : ''}.`],
        pandas,
        conclusion,
        table,
      };
    }
    const groups = intent.groupBy.map(quoteIdent);
    const order = intent.rank ? `${quoteIdent(value)} ${intent.rank.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST` : `${quoteIdent(value)} DESC NULLS LAST`;
    // A share leads with its percent, the figure the question asks for; the counts or totals follow.
    const select = intent.share ? `${groups.join(', ')}, 100.0 * ${quoteIdent(value)} / sum(${quoteIdent(value)}) OVER () AS "percent", ${quoteIdent(value)}` : '*';
    // A ranking names real groups: rows whose group is missing are left out of it.
    const whereSql = intent.rank ? andWhere(where.sql, groups.map((g) => `${g} IS NOT NULL`).join(' AND ')) : where.sql;
    const inner = `SELECT ${groups.join(', ')}, ${aggregateSql(measure)} AS ${quoteIdent(value)}\nFROM ${itemRowsSql(info, intent.groupBy, tableIdent(info))} ${whereSql}\nGROUP BY ${groups.join(', ')}`;
    const sql = `SELECT ${select} FROM (\n${inner}\n)\nORDER BY ${order}, ${groups.map((g) => `${g} ASC`).join(', ')}${intent.rank ? `\nLIMIT ${intent.rank.limit + 1}` : ''}`;
    // A ranking fetches one row more, to tell when the last place is shared.
    const fetched = intent.rank ? { rows: await recorder.run(sql, where.params), totalRows: null } : await limited(recorder, sql, where.params);
    const rows = intent.rank ? fetched.rows.slice(0, intent.rank.limit) : fetched.rows;
    const totalRows = fetched.totalRows;
    const tie = intent.rank && fetched.rows.length > intent.rank.limit && fetched.rows[intent.rank.limit][value] === rows[rows.length - 1][value] ? fetched.rows[intent.rank.limit] : null;
    const columns = intent.share ? [...intent.groupBy, 'percent', value] : [...intent.groupBy, value];
    const groupLabel = intent.groupBy.join(' and ');
    const ids = new Set(info.columns.filter((c) => c.isId).map((c) => c.name));
    // Identifiers and numbers that label rows (a year kept as a number) are written as they are: 1955, not 1,955.
    const labels = new Set(info.columns.filter((c) => c.isId || c.role === 'none').map((c) => c.name));
    const name = (r: Row): string => intent.groupBy.map((g) => (labels.has(g) && r[g] !== null ? String(r[g]) : formatValue(r[g]))).join(' / ');
    const nounOf = (n: number): string => groupNoun(intent.groupBy, n, (column) => ids.has(column));
    let conclusion: string;
    if (!rows.length) conclusion = `No rows match${filtersText(intent)}.`;
    else if (intent.rank) {
      const what = intent.rank.dir === 'desc' ? 'highest' : 'lowest';
      conclusion = intent.rank.limit === 1
        ? `**${name(rows[0])}** has the ${what} ${label}${filtersText(intent)}: **${formatNumber(rows[0][value])}**.`
        : `The ${intent.rank.dir === 'desc' ? 'top' : 'bottom'} ${rows.length} ${nounOf(rows.length)} by ${label}${filtersText(intent)}:\n${rows.slice(0, 20).map((r, i) => `${i + 1}. ${name(r)}: ${formatNumber(r[value])}`).join('\n')}${rows.length > 20 ? `\n\n_The first 20 are listed here; all ${formatNumber(rows.length)} are in the table._` : ''}`;
      if (tie) {
        // Every group tied with the last one shown is named, not only the next one.
        const tied = await recorder.run(`SELECT * FROM (\n${inner}\n)\nWHERE ${quoteIdent(value)} = ?\nORDER BY ${groups.map((g) => `${g} ASC`).join(', ')}\nLIMIT ${TIES_NAMED + intent.rank.limit + 1}`, [...where.params, tie[value]]);
        const shown = new Set(rows.map(name));
        conclusion += `\n\n_${tiedText(tied.map(name).filter((n) => !shown.has(n)), TIES_NAMED)} ${formatNumber(tie[value])}, the same as ${name(rows[rows.length - 1])}: the tie is broken by name._`;
      }
    } else if (intent.share) {
      conclusion = `Share of the ${label} by ${groupLabel}${filtersText(intent)}:\n${rows.slice(0, 8).map((r) => `- ${name(r)}: **${formatPercent((asNumber(r.percent) ?? 0) / 100)}** (${formatNumber(r[value])})`).join('\n')}${rows.length > 8 ? `\n- and ${countOf(rows.length - 8, 'more group')} in the table.` : ''}`;
    } else {
      // Up to ten groups are all listed; more: the top five and the lowest.
      const all = rows.length <= 10;
      const top = rows.slice(0, all ? 10 : 5).map((r) => `- ${name(r)}: **${formatNumber(r[value])}**`).join('\n');
      const last = rows[rows.length - 1];
      conclusion = `The ${label} by ${groupLabel}${filtersText(intent)}, highest first (${countOf(totalRows ?? rows.length, 'group')}):\n${top}${all ? '' : `\n- …\n- lowest: ${name(last)}: **${formatNumber(last[value])}**`}`;
    }
    const groupList = `[${intent.groupBy.map(pyString).join(', ')}]`;
    const dropMissing = intent.rank ? `df = df.dropna(subset=${groupList})\n` : '';
    // The SQL keeps a group for missing keys (NULL); pandas drops it unless told (rankings drop it in both).
    const grouped = `df.groupby(${groupList}${intent.rank ? '' : ', dropna=False'})`;
    const series = measure.column ? `${grouped}[${pyString(pandasColumn(measure))}].${aggregatePandas(measure)}` : `${grouped}.size()`;
    const pandasLines = [`result = ${series}.rename(${pyString(value)}).reset_index()`];
    if (intent.share) pandasLines.push(`result.insert(${intent.groupBy.length}, "percent", 100 * result[${pyString(value)}] / result[${pyString(value)}].sum())`);
    pandasLines.push(intent.rank
      ? `result = result.sort_values(${pyString(value)}, ascending=${intent.rank.dir === 'asc' ? 'True' : 'False'}).head(${intent.rank.limit})`
      : `result = result.sort_values(${pyString(value)}, ascending=False)`);
    pandasLines.push('print(result)');
    const chartRows = rows.slice(0, 30);
    const chart = rows.length > 1 && measure
      ? intent.groupBy.length === 2
        ? barChart(`${label} by ${groupLabel}`, chartRows, intent.groupBy[0], value, intent.groupBy[1])
        : barChart(`${label} by ${groupLabel}`, chartRows, intent.groupBy[0], intent.share ? 'percent' : value)
      : undefined;
    return {
      plan: [
        `Use ${info.table.label}${filtersText(intent)}.`,
        `Group by ${groupLabel} and compute the ${label} of each group${intent.share ? ', with its share of the total' : ''}.`,
        intent.rank ? `Keep the ${intent.rank.dir === 'desc' ? 'top' : 'bottom'} ${intent.rank.limit}.` : 'Sort from highest to lowest.',
      ],
      pandas: `${pandasFiltered(info, intent)}${itemRowsPandas(info, intent.groupBy, intent.filters)}${dropMissing}${pandasLines.join('\n')}`,
      conclusion,
      table: { name: `${value}_by_${intent.groupBy.join('_')}.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_'), columns, rows, totalRows },
      chart,
    };
  },

  async rows(intent, info, recorder) {
    const measure = intent.measure;
    const where = whereOf(info, intent.filters);
    if (!intent.rank) return listRows(intent, info, recorder);
    const rank = intent.rank;
    const order = measure?.column ? `\nORDER BY ${quoteIdent(measure.column)} ${rank.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST` : '';
    // One row more than asked, to tell when the last place is shared with rows left out.
    const keep = Math.min(rank.limit, TABLE_ROW_LIMIT);
    const fetched = await recorder.run(`SELECT * FROM ${tableIdent(info)} ${where.sql}${order}\nLIMIT ${keep + 1}`, where.params);
    const rows = fetched.slice(0, keep);
    const what = rank.dir === 'desc' ? 'highest' : 'lowest';
    const column = measure?.column ?? '';
    // A year ("Model Year" 2008) is a label: no thousands separator.
    const held = info.columns.find((c) => c.name === column);
    const isYear = held ? isYearColumn(held) : false;
    // A duration the file wrote "1:02:10" is held in seconds, which its name does not say; one
    // written "45 min" or "212 g" in every cell is shown in that unit.
    const unit = held?.seconds ? ' s' : held?.timeUnit ? TIME_UNIT_SHORT[held.timeUnit] : held?.suffix ? ` ${held.suffix}` : '';
    const valueText = (value: unknown): string => (isYear && typeof value !== 'object' ? String(value) : value === null || value === undefined ? formatNumber(value) : `${formatNumber(value)}${unit}`);
    let conclusion = rows.length
      ? `The ${rows.length === 1 ? 'row' : `${rows.length} rows`} with the ${what} ${codeSpan(column)}${filtersText(intent)}:\n${rows.slice(0, 10).map((r, i) => `${i + 1}. ${rowSummary(info, r, column)}: **${valueText(r[column])}**`).join('\n')}`
      : `No rows match${filtersText(intent)}.`;
    const lastValue = rows[rows.length - 1]?.[column];
    // Dates arrive as Date objects: compared by their time.
    const same = (a: unknown, b: unknown): boolean => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);
    if (column && fetched.length > keep && lastValue !== null && lastValue !== undefined && same(fetched[keep][column], lastValue)) {
      const dated = lastValue instanceof Date;
      const equal = dated ? `CAST(${quoteIdent(column)} AS TIMESTAMP) = CAST(? AS TIMESTAMP)` : `${quoteIdent(column)} = ?`;
      const [tied] = await recorder.run(`SELECT count(*) AS "n" FROM ${tableIdent(info)} ${andWhere(where.sql, equal)}`, [...where.params, dated ? lastValue.toISOString().replace('T', ' ').replace('Z', '') : lastValue]);
      const shown = rows.filter((r) => same(r[column], lastValue)).length;
      const count = asNumber(tied.n) ?? 0;
      // "Who has the lowest rating": one row asked for and several share it, so all of them are the answer.
      if (rank.limit === 1 && count <= TIED_ROWS_SHOWN) {
        const all = await recorder.run(`SELECT * FROM ${tableIdent(info)} ${andWhere(where.sql, equal)}`, [...where.params, dated ? lastValue.toISOString().replace('T', ' ').replace('Z', '') : lastValue]);
        return {
          plan: [`Keep the rows of ${info.table.label}${filtersText(intent)} whose ${column} is the ${what}: ${countOf(count, 'row')} share it.`],
          pandas: `${pandasFiltered(info, intent)}print(df.${rank.dir === 'asc' ? 'nsmallest' : 'nlargest'}(1, ${pyString(column)}, keep="all"))`,
          conclusion: `${countOf(all.length, 'row')} share the ${what} ${codeSpan(column)}${filtersText(intent)}, **${valueText(lastValue)}**:\n${all.map((r, i) => `${i + 1}. ${rowSummary(info, r, column)}`).join('\n')}`,
          table: { name: `${what}_${column}.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_'), columns: info.columns.map((c) => c.name), rows: all, totalRows: null },
        };
      }
      conclusion += `\n\n_${countOf(asNumber(tied.n) ?? 0, 'row')} have ${column} ${valueText(lastValue)}; ${formatNumber(shown)} of them ${shown === 1 ? 'is' : 'are'} shown, so the choice among them is arbitrary. Ask for more rows to see them all._`;
    }
    return {
      plan: [`Sort the rows of ${info.table.label}${filtersText(intent)} by ${column}, ${what} first, and keep ${rank.limit}.`],
      pandas: `${pandasFiltered(info, intent)}print(df.${rank.dir === 'asc' ? 'nsmallest' : 'nlargest'}(${rank.limit}, ${pyString(column)}))`,
      conclusion,
      table: { name: `${what}_${column}.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_'), columns: info.columns.map((c) => c.name), rows, totalRows: null },
    };
  },

  async trend(intent, info, recorder) {
    const measure = intent.measure ?? { agg: 'count' as const, column: null };
    const time = intent.time;
    if (!time) throw new Error('trend without a time column');
    if (measure.perPeriod) return periodTotalsAnswer(intent, info, (sql, params) => recorder.run(sql, params), measure, measure.perPeriod);
    const where = whereOf(info, intent.filters);
    const value = alias(measure);
    const label = measureLabel(measure);
    const grain = grainNoun(time.grain);
    const series = intent.groupBy[0];
    const seriesSql = series ? `, ${quoteIdent(series)}` : '';
    const whereSql = andWhere(where.sql, `${quoteIdent(time.column)} IS NOT NULL`);
    const ranked = intent.rank && !series ? intent.rank : null;
    // A ranking fetches one period more, to tell when the last place is shared.
    const order = ranked ? `${quoteIdent(value)} ${ranked.dir === 'asc' ? 'ASC' : 'DESC'}, "bucket"\nLIMIT ${ranked.limit + 1}` : `"bucket"${seriesSql}`;
    const inner = `SELECT ${hourBucketSql(info, time.column, time.grain)} AS "bucket"${seriesSql}, ${aggregateSql(measure)} AS ${quoteIdent(value)}\n  FROM ${tableIdent(info)} ${whereSql}\n  GROUP BY ALL`;
    const sql = `SELECT ${periodSql('"bucket"', time.grain)} AS "period"${seriesSql}, ${quoteIdent(value)}\nFROM (\n  ${inner}\n)\nORDER BY ${order}`;
    const fetched = ranked ? { rows: await recorder.run(sql, where.params), totalRows: null } : await limited(recorder, sql, where.params);
    const rows = ranked ? fetched.rows.slice(0, ranked.limit) : fetched.rows;
    const { totalRows } = fetched;
    const tie = ranked && fetched.rows.length > ranked.limit && rows.length && fetched.rows[ranked.limit][value] === rows[rows.length - 1][value] ? fetched.rows[ranked.limit] : null;
    let conclusion: string;
    if (!rows.length) conclusion = `No rows with a ${time.column} match${filtersText(intent)}.`;
    else if (ranked) {
      const what = ranked.dir === 'desc' ? 'highest' : 'lowest';
      const before = CYCLE_WORDS.get(time.grain)?.before ?? '';
      conclusion = rows.length === 1
        ? `**${before}${String(rows[0].period)}** is the ${grain} with the ${what} ${label}${filtersText(intent)}: **${formatNumber(rows[0][value])}**.`
        : `The ${rows.length} ${plural(grain, rows.length)} with the ${what} ${label}${filtersText(intent)}:\n${rows.map((r, i) => `${i + 1}. ${r.period}: **${formatNumber(r[value])}**`).join('\n')}`;
      if (tie) {
        // Every period tied with the last one shown is named, not only the next one.
        const tied = await recorder.run(`SELECT ${periodSql('"bucket"', time.grain)} AS "period", ${quoteIdent(value)}\nFROM (\n  ${inner}\n)\nWHERE ${quoteIdent(value)} = ?\nORDER BY "bucket"\nLIMIT ${TIES_NAMED + ranked.limit + 1}`, [...where.params, tie[value]]);
        const shown = new Set(rows.map((r) => String(r.period)));
        conclusion += `\n\n_${tiedText(tied.map((r) => String(r.period)).filter((p) => !shown.has(p)).map((p) => `${before}${p}`), TIES_NAMED)} ${formatNumber(tie[value])}, the same as ${before}${String(rows[rows.length - 1].period)}: the tie is broken by ${grain} order._`;
      }
    }
    else if (series) {
      // Per series: its first and last period, so the change of each line is stated in numbers.
      const bySeries = new Map<unknown, Row[]>();
      for (const r of rows) bySeries.set(r[series], [...(bySeries.get(r[series]) ?? []), r]);
      const lines = [...bySeries].slice(0, 8).map(([key, list]) => {
        const first = list[0];
        const last = list[list.length - 1];
        if (list.length === 1) return `- ${formatValue(key)}: ${first.period} ${formatNumber(first[value])}`;
        return `- ${formatValue(key)}: ${first.period} ${formatNumber(first[value])} → ${last.period} ${formatNumber(last[value])}${changeText(asNumber(first[value]), asNumber(last[value]))}`;
      });
      conclusion = `The ${label} per ${grain} for each ${series}${filtersText(intent)}, from ${rows[0].period} to ${rows[rows.length - 1].period}:\n${lines.join('\n')}${bySeries.size > 8 ? `\n- and ${bySeries.size - 8} more in the table.` : ''}`;
    } else {
      const best = rows.reduce((a, b) => ((asNumber(b[value]) ?? -Infinity) > (asNumber(a[value]) ?? -Infinity) ? b : a));
      const worst = rows.reduce((a, b) => ((asNumber(b[value]) ?? Infinity) < (asNumber(a[value]) ?? Infinity) ? b : a));
      const first = rows[0];
      const last = rows[rows.length - 1];
      const change = changeText(asNumber(first[value]), asNumber(last[value]));
      // Weekdays and months of the year are not a sequence in time: no first-to-last change.
      const cycle = isCycle(time.grain);
      const at = CYCLE_WORDS.get(time.grain) ?? { unit: 'period', at: 'in' };
      const span = cycle ? '' : `\n- ${first.period}: ${formatNumber(first[value])} → ${last.period}: ${formatNumber(last[value])}${change}`;
      conclusion = `The ${label} per ${grain}${filtersText(intent)} from ${at.before ?? ''}${first.period} to ${at.before ?? ''}${last.period} (${countOf(rows.length, at.unit)}):\n- highest ${at.at} **${at.before ?? ''}${best.period}**: ${formatNumber(best[value])}\n- lowest ${at.at} **${at.before ?? ''}${worst.period}**: ${formatNumber(worst[value])}${span}`;
    }
    const keys = series ? `["period", ${pyString(series)}]` : '"period"';
    const agg = measure.column ? `[${pyString(pandasColumn(measure))}].${aggregatePandas(measure)}` : '.size()';
    return {
      plan: [`Use ${info.table.label}${filtersText(intent)}.`, `Bucket ${time.column} by ${grain} and compute the ${label} of each ${grain}${series ? ` for each ${series}` : ''}.`],
      pandas: `${pandasFiltered(info, intent)}df["period"] = ${hourBucketPandas(info, time.column, time.grain)}\nresult = df.groupby(${keys})${agg}.rename(${pyString(value)}).reset_index().sort_values(${keys})\nprint(result)`,
      conclusion,
      table: { name: `${value}_by_${grain.replace(/ /g, '_')}.csv`, columns: ['period', ...(series ? [series] : []), value], rows, totalRows },
      chart: rows.length > 1 ? lineChart(`${label} by ${grain}`, rows.slice(0, 2000), 'period', value, series) : undefined,
    };
  },

  async growth(intent, info, recorder) {
    const measure = intent.measure ?? { agg: 'count' as const, column: null };
    const time = intent.time;
    if (!time) throw new Error('growth without a time column');
    if (intent.groupBy.length) return growthByGroup(intent, info, recorder, time);
    const where = whereOf(info, intent.filters);
    const value = alias(measure);
    const label = measureLabel(measure);
    const whereSql = andWhere(where.sql, `${quoteIdent(time.column)} IS NOT NULL`);
    const rows = await recorder.run(
      `SELECT "period", ${quoteIdent(value)},\n  ${quoteIdent(value)} - lag(${quoteIdent(value)}) OVER (ORDER BY "period") AS "change",\n  (${quoteIdent(value)} - lag(${quoteIdent(value)}) OVER (ORDER BY "period")) / abs(lag(${quoteIdent(value)}) OVER (ORDER BY "period")) AS "change_pct"\nFROM (\n  SELECT ${periodSql('"bucket"', time.grain)} AS "period", ${quoteIdent(value)} FROM (\n    SELECT ${bucketSql(time.column, time.grain)} AS "bucket", ${aggregateSql(measure)} AS ${quoteIdent(value)}\n    FROM ${tableIdent(info)} ${whereSql}\n    GROUP BY 1\n  )\n)\nORDER BY "period"\nLIMIT ${TABLE_ROW_LIMIT}`,
      where.params,
    );
    let conclusion: string;
    if (rows.length < 2) conclusion = `There ${rows.length ? `is only one ${time.grain} (${rows[0].period})` : `are no ${time.grain}s`} with data${filtersText(intent)}, so there is no growth to compute.`;
    else {
      const first = rows[0];
      const last = rows[rows.length - 1];
      const previous = rows[rows.length - 2];
      conclusion = `The ${label}${filtersText(intent)} went from **${formatNumber(first[value])}** in ${first.period} to **${formatNumber(last[value])}** in ${last.period}${changeText(asNumber(first[value]), asNumber(last[value]))}.`;
      if (rows.length > 2) conclusion += `\nThe last ${time.grain} against the one before (${previous.period}: ${formatNumber(previous[value])})${changeText(asNumber(previous[value]), asNumber(last[value]))}.`;
      conclusion += await partialPeriods(intent, info, recorder, time);
    }
    const agg = measure.column ? `[${pyString(pandasColumn(measure))}].${aggregatePandas(measure)}` : '.size()';
    return {
      plan: [`Use ${info.table.label}${filtersText(intent)}.`, `Compute the ${label} per ${time.grain} of ${time.column}, then the change from each ${time.grain} to the next.`],
      pandas: `${pandasFiltered(info, intent)}df["period"] = ${periodPandas(time.column, time.grain)}\nresult = df.groupby("period")${agg}.rename(${pyString(value)}).to_frame()\nresult["change"] = result[${pyString(value)}].diff()\nresult["change_pct"] = result[${pyString(value)}].pct_change()\nprint(result)`,
      conclusion,
      table: { name: `${value}_growth_by_${time.grain}.csv`, columns: ['period', value, 'change', 'change_pct'], rows, totalRows: null },
      chart: rows.length > 1 ? lineChart(`${label} by ${time.grain}`, rows, 'period', value) : undefined,
    };
  },

  async distribution(intent, info, recorder) {
    const name = intent.columns?.[0] ?? '';
    const column = info.columns.find((c) => c.name === name);
    const where = whereOf(info, intent.filters);
    const ident = quoteIdent(name);
    if (column?.kind === 'number') return numericDistribution(intent, info, recorder, name, where);
    const { rows, totalRows } = await limited(recorder, `SELECT ${ident}, count(*) AS "count", count(*) / sum(count(*)) OVER () AS "share"\nFROM ${itemRowsSql(info, [name], tableIdent(info))} ${where.sql}\nGROUP BY ${ident}\nORDER BY "count" DESC, ${ident} ASC`, where.params);
    const distinct = totalRows ?? rows.length;
    const conclusion = rows.length
      ? `${codeSpan(name)} has ${countOf(distinct, 'distinct value')}${filtersText(intent)}${rows.length <= 12 ? ', from most to least frequent' : '. Most frequent'}:\n${rows.slice(0, rows.length <= 12 ? 12 : 8).map((r) => `- ${formatValue(r[name])}: **${formatNumber(r.count)}** (${formatPercent(asNumber(r.share) ?? 0)})`).join('\n')}`
      : `No rows match${filtersText(intent)}.`;
    return {
      plan: [`Count how often each value of ${name} occurs in ${info.table.label}${filtersText(intent)}.`],
      pandas: `${pandasFiltered(info, intent)}${itemRowsPandas(info, [name], intent.filters)}print(df[${pyString(name)}].value_counts(dropna=False))`,
      conclusion,
      table: { name: `${name}_frequencies.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_'), columns: [name, 'count', 'share'], rows, totalRows },
      chart: rows.length > 1 ? barChart(`rows by ${name}`, rows.slice(0, 30), name, 'count') : undefined,
    };
  },

  async outliers(intent, info, recorder) {
    const name = intent.columns?.[0] ?? '';
    const ident = quoteIdent(name);
    const where = whereOf(info, intent.filters);
    const [stats] = await recorder.run(`SELECT quantile_cont(${ident}, 0.25) AS "q1", quantile_cont(${ident}, 0.75) AS "q3", count(${ident}) AS "n" FROM ${tableIdent(info)} ${where.sql}`.trim(), where.params);
    const q1 = asNumber(stats.q1) ?? 0;
    const q3 = asNumber(stats.q3) ?? 0;
    const low = q1 - 1.5 * (q3 - q1);
    const high = q3 + 1.5 * (q3 - q1);
    const outside = `(${ident} < ? OR ${ident} > ?)`;
    const condition = where.sql ? `${where.sql} AND ${outside}` : `WHERE ${outside}`;
    const [count] = await recorder.run(`SELECT count(*) AS "outliers" FROM ${tableIdent(info)} ${condition}`, [...where.params, low, high]);
    const outliers = asNumber(count.outliers) ?? 0;
    const rows = await recorder.run(`SELECT * FROM ${tableIdent(info)} ${condition}\nORDER BY greatest(? - ${ident}, ${ident} - ?) DESC\nLIMIT 100`, [...where.params, low, high, low, high]);
    const n = asNumber(stats.n) ?? 0;
    return {
      plan: [`Find values of ${name} outside 1.5 × the interquartile range (Tukey's rule) in ${info.table.label}${filtersText(intent)}.`],
      pandas: `${pandasFiltered(info, intent)}q1, q3 = df[${pyString(name)}].quantile([0.25, 0.75])\nlow, high = q1 - 1.5 * (q3 - q1), q3 + 1.5 * (q3 - q1)\noutliers = df[(df[${pyString(name)}] < low) | (df[${pyString(name)}] > high)]\nprint(len(outliers), low, high)`,
      conclusion: `**${formatNumber(outliers)}** of ${formatNumber(n)} values of ${codeSpan(name)} (${formatPercent(n ? outliers / n : 0)}) are outliers: below ${formatNumber(low)} or above ${formatNumber(high)} (quartiles ${formatNumber(q1)} and ${formatNumber(q3)}).${outliers > 100 ? ' The table lists the 100 most extreme.' : ''}`,
      table: { name: `${name}_outliers.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_'), columns: info.columns.map((c) => c.name), rows, totalRows: null },
    };
  },

  async correlation(intent, info, recorder) {
    const [x, y] = intent.columns ?? [];
    const where = whereOf(info, intent.filters);
    const [row] = await recorder.run(`SELECT corr(${quoteIdent(x)}, ${quoteIdent(y)}) AS "r", count(*) FILTER (WHERE ${quoteIdent(x)} IS NOT NULL AND ${quoteIdent(y)} IS NOT NULL) AS "n" FROM ${tableIdent(info)} ${where.sql}`.trim(), where.params);
    const r = asNumber(row.r);
    const n = asNumber(row.n) ?? 0;
    const pairs = `${quoteIdent(x)} IS NOT NULL AND ${quoteIdent(y)} IS NOT NULL`;
    const sample = await recorder.run(`SELECT ${quoteIdent(x)}, ${quoteIdent(y)} FROM ${tableIdent(info)} ${where.sql ? `${where.sql} AND ${pairs}` : `WHERE ${pairs}`}\nORDER BY hash(rowid)\nLIMIT ${SCATTER_SAMPLE}`, where.params);
    const conclusion = r === null
      ? `There are not enough pairs of ${x} and ${y}${filtersText(intent)} to compute a correlation.`
      : `The Pearson correlation between ${codeSpan(x)} and ${codeSpan(y)}${filtersText(intent)} is **${r.toFixed(3)}** over ${formatNumber(n)} rows: ${strength(r)}.${n > SCATTER_SAMPLE ? ` The chart shows ${formatNumber(SCATTER_SAMPLE)} of the rows.` : ''}`;
    return {
      plan: [`Compute the Pearson correlation of ${x} and ${y} in ${info.table.label}${filtersText(intent)}, and plot them against each other.`],
      pandas: `${pandasFiltered(info, intent)}print(df[${pyString(x)}].corr(df[${pyString(y)}]))\ndf.plot.scatter(x=${pyString(x)}, y=${pyString(y)})`,
      conclusion,
      table: { name: `correlation_${x}_${y}.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_'), columns: ['correlation', 'x', 'y', 'rows'], rows: [{ correlation: r, x, y, rows: n }], totalRows: null },
      chart: sample.length > 1 ? scatterChart(`${y} against ${x}`, sample, x, y) : undefined,
    };
  },

  async missing(intent, info, recorder) {
    if (intent.byRow) return missingRows(intent, info, recorder);
    const selects = info.columns.map((c, i) => `count(*) FILTER (WHERE ${missingSql(c)}) AS "m${i}"`);
    const where = whereOf(info, intent.filters);
    const [row] = await recorder.run(`SELECT count(*) AS "rows", ${selects.join(',\n  ')}\nFROM ${tableIdent(info)} ${where.sql}`.trim(), where.params);
    const total = asNumber(row.rows) ?? 0;
    const rows = info.columns.map((c, i) => ({ column: c.name, missing: asNumber(row[`m${i}`]) ?? 0, share: total ? (asNumber(row[`m${i}`]) ?? 0) / total : 0 }));
    const withMissing = rows.filter((r) => r.missing > 0).sort((a, b) => b.missing - a.missing);
    const conclusion = withMissing.length
      ? `${withMissing.length} of ${info.columns.length} columns have missing values (${MISSING_SAID}) in ${formatNumber(total)} rows:\n${withMissing.map((r) => `- ${codeSpan(r.column)}: **${formatNumber(r.missing)}** (${formatPercent(r.share)})`).join('\n')}`
      : `No column has missing values: all ${formatNumber(total)} rows are complete.`;
    return {
      plan: [`Count missing values (${MISSING_SAID}) in each column of ${info.table.label}${filtersText(intent)}.`],
      pandas: `${pandasFiltered(info, intent)}print(df.replace(r"^\\s*$", pd.NA, regex=True).isna().sum())`,
      conclusion,
      table: intent.share
        ? { name: 'missing_values.csv', columns: ['column', 'percent', 'missing'], rows: (intent.gapsOnly && withMissing.length ? withMissing : rows).map((r) => ({ column: r.column, percent: 100 * r.share, missing: r.missing })), totalRows: null }
        : { name: 'missing_values.csv', columns: ['column', 'missing', 'share'], rows: intent.gapsOnly && withMissing.length ? withMissing : rows, totalRows: null },
      chart: withMissing.length > 1 ? barChart('missing values by column', withMissing, 'column', 'missing') : undefined,
    };
  },

  async duplicates(intent, info, recorder) {
    const where = whereOf(info, intent.filters);
    const source = where.sql ? `(SELECT * FROM ${tableIdent(info)} ${where.sql})` : tableIdent(info);
    const [row] = await recorder.run(`SELECT (SELECT count(*) FROM ${source}) AS "rows", (SELECT count(*) FROM (SELECT DISTINCT * FROM ${source})) AS "distinct_rows"`, [...where.params, ...where.params]);
    const total = asNumber(row.rows) ?? 0;
    const distinct = asNumber(row.distinct_rows) ?? 0;
    const extra = total - distinct;
    const rows = extra ? await recorder.run(`SELECT *, count(*) AS "copies" FROM ${source} GROUP BY ALL HAVING count(*) > 1 ORDER BY "copies" DESC LIMIT 100`, where.params) : [];
    return {
      plan: [`Compare the number of rows of ${info.table.label}${filtersText(intent)} with the number of distinct rows (all columns equal).`],
      pandas: `${pandasFiltered(info, intent)}print(df.duplicated().sum())\nprint(df[df.duplicated(keep=False)])`,
      conclusion: extra
        ? `**${formatNumber(extra)}** duplicate row${extra === 1 ? '' : 's'}: ${formatNumber(total)} rows but ${formatNumber(distinct)} distinct. ${rows.length} row${rows.length === 1 ? ' occurs' : 's occur'} more than once (listed in the table).`
        : `No duplicate rows: all ${formatNumber(total)} rows are distinct.`,
      table: extra ? { name: 'duplicate_rows.csv', columns: [...info.columns.map((c) => c.name), 'copies'], rows, totalRows: null } : undefined,
    };
  },
};

/** How a trend's periods are counted and named: "7 weekdays", "on Monday", "at hour 17". */
const CYCLE_WORDS = new Map<NonNullable<Intent['time']>['grain'], { unit: string; at: string; before?: string }>([
  ['weekday', { unit: 'weekday', at: 'on' }],
  ['monthofyear', { unit: 'month', at: 'in' }],
  ['hourofday', { unit: 'hour', at: 'at', before: 'hour ' }],
]);

const GRAIN_DAYS: Record<NonNullable<Intent['time']>['grain'], number> = { day: 1, week: 7, month: 30, quarter: 91, year: 365, weekday: 7, monthofyear: 30, hourofday: 1 };

/**
 * A growth rate between a full period and a partial one misleads: says when the data starts
 * after the first period begins or ends before the last one does (more than 3% of it missing).
 */
/** Whether a cell is missing in SQL: null, or text that is only blanks (as the pandas code reads it). */
function missingSql(column: TableInfo['columns'][number]): string {
  const ident = quoteIdent(column.name);
  return `${ident} IS NULL${column.kind === 'text' ? ` OR trim(CAST(${ident} AS VARCHAR)) = ''` : ''}`;
}

/** The rows with at least one missing cell, or the complete rows, and their share of the rows. */
async function missingRows(intent: Intent, info: TableInfo, recorder: Recorder): Promise<Omit<Computation, 'sql'>> {
  const where = whereOf(info, intent.filters);
  const complete = intent.byRow === 'complete';
  const name = complete ? 'complete_rows' : 'rows_with_missing';
  const any = info.columns.map((c) => `(${missingSql(c)})`).join('\n  OR ');
  const [row] = await recorder.run(`SELECT count(*) FILTER (WHERE ${complete ? `NOT (${any})` : any}) AS ${quoteIdent(name)}, count(*) AS "rows"\nFROM ${tableIdent(info)} ${where.sql}`.trim(), where.params);
  const count = asNumber(row[name]) ?? 0;
  const total = asNumber(row.rows) ?? 0;
  const share = total ? count / total : 0;
  const what = complete ? 'have no missing value in any column' : `have at least one missing value (${MISSING_SAID})`;
  return {
    plan: [`Count the rows of ${info.table.label}${filtersText(intent)} that ${what}.`],
    pandas: `${pandasFiltered(info, intent)}gaps = df.replace(r"^\\s*$", pd.NA, regex=True).isna().any(axis=1)\nprint(${complete ? '(~gaps)' : 'gaps'}.sum(), len(df))`,
    conclusion: `**${formatNumber(count)}** of ${countOf(total, 'row')}${filtersText(intent)} ${what}: **${formatPercent(share)}**.`,
    table: { name: `${name}.csv`, columns: [name, 'rows', 'percent'], rows: [{ [name]: count, rows: total, percent: 100 * share }], totalRows: null },
  };
}

async function partialPeriods(intent: Intent, info: TableInfo, recorder: Recorder, time: NonNullable<Intent['time']>): Promise<string> {
  const where = whereOf(info, intent.filters);
  const ident = quoteIdent(time.column);
  const first = `CAST(min(${ident}) AS DATE)`;
  // A column of months written without days ("2005-03", read as the 1st) covers each month to its end.
  const months = info.table.columns.find((c) => c.name === time.column)?.written?.grain === 'month';
  const last = months ? `CAST(max(${ident}) + INTERVAL 1 MONTH - INTERVAL 1 DAY AS DATE)` : `CAST(max(${ident}) AS DATE)`;
  const [row] = await recorder.run(
    `SELECT strftime(${first}, '%Y-%m-%d') AS "first_day", strftime(${last}, '%Y-%m-%d') AS "last_day",\n  datediff('day', date_trunc('${time.grain}', ${first}), ${first}) AS "late",\n  datediff('day', ${last}, CAST(date_trunc('${time.grain}', ${last}) + INTERVAL 1 ${time.grain.toUpperCase()} AS DATE)) - 1 AS "early"\nFROM ${tableIdent(info)} ${andWhere(where.sql, `${ident} IS NOT NULL`)}`,
    where.params,
  );
  if (!row || row.first_day === null) return '';
  const allowed = Math.max(2, Math.round(GRAIN_DAYS[time.grain] * 0.03));
  const notes: string[] = [];
  if ((asNumber(row.late) ?? 0) > allowed) notes.push(`the data starts on ${String(row.first_day)}, so the first ${time.grain} is partial`);
  if ((asNumber(row.early) ?? 0) > allowed) notes.push(`the data ends on ${String(row.last_day)}, so the last ${time.grain} is partial`);
  return notes.length ? `\n\n_Caution: ${notes.join(', and ')}; the change compares unequal spans._` : '';
}

/** "Average revenue per customer": each customer's total, averaged; the average per row is given alongside, as the two are often confused. */
async function averagePer(intent: Intent, info: TableInfo, recorder: Recorder, column: string, per: string): Promise<Omit<Computation, 'sql'>> {
  const where = whereOf(info, intent.filters);
  const measure = { agg: 'avg' as const, column, per };
  const value = alias(measure);
  const c = quoteIdent(column);
  const p = quoteIdent(per);
  const [row] = await recorder.run(
    `SELECT avg("total") AS ${quoteIdent(value)}, count(*) AS ${quoteIdent(per)}, (SELECT avg(${c}) FROM ${tableIdent(info)} ${where.sql}) AS "average_per_row"\nFROM (\n  SELECT ${p}, sum(${c}) AS "total"\n  FROM ${tableIdent(info)} ${andWhere(where.sql, `${p} IS NOT NULL`)}\n  GROUP BY ${p}\n)`,
    [...where.params, ...where.params],
  );
  const entities = asNumber(row[per]) ?? 0;
  const noun = groupNoun([per], entities, () => true);
  const conclusion = entities
    ? `The average ${column} per ${groupNoun([per], 1, () => true)}${filtersText(intent)} is **${formatNumber(row[value])}**: the total ${column} of each of ${formatNumber(entities)} ${noun}, averaged. The average ${column} per row is ${formatNumber(row.average_per_row)}.`
    : `No rows with a ${per} match${filtersText(intent)}.`;
  return {
    plan: [`Total ${column} for each ${per} in ${info.table.label}${filtersText(intent)}, then average those totals.`],
    pandas: `${pandasFiltered(info, intent)}print(df.groupby(${pyString(per)})[${pyString(column)}].sum().mean())`,
    conclusion,
    table: { name: `${value}.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_'), columns: [value, per, 'average_per_row'], rows: [row], totalRows: null },
  };
}

/** "Unauthorised share of all absences": one column's total as a percent of the sum of several columns' totals, per group when grouped. */
async function shareOfColumns(intent: Intent, info: TableInfo, recorder: Recorder, part: string, whole: string[]): Promise<Omit<Computation, 'sql'>> {
  const where = whereOf(info, intent.filters);
  const groups = intent.groupBy.map(quoteIdent);
  const wholeSql = whole.map((c) => `coalesce(sum(${quoteIdent(c)}), 0)`).join(' + ');
  const rows = await recorder.run(
    `SELECT ${groups.map((g) => `${g}, `).join('')}100 * sum(${quoteIdent(part)}) / nullif(${wholeSql}, 0) AS "percent", sum(${quoteIdent(part)}) AS "part", ${wholeSql} AS "whole"\nFROM ${tableIdent(info)} ${where.sql}${groups.length ? `\nGROUP BY ${groups.join(', ')}\nORDER BY "percent" DESC` : ''}`,
    where.params,
  );
  const label = `${part} as a share of ${whole.join(' + ')}`;
  const conclusion = groups.length
    ? `${label}${filtersText(intent)}, by ${intent.groupBy.join(', ')}:\n${rows.slice(0, 10).map((row) => `- ${intent.groupBy.map((g) => formatValue(row[g])).join(' | ')}: **${formatNumber(row.percent)}%**`).join('\n')}`
    : `${label}${filtersText(intent)} is **${formatNumber(rows[0]?.percent)}%**: ${formatNumber(rows[0]?.part)} of ${formatNumber(rows[0]?.whole)}.`;
  const wholePandas = whole.map((c) => `df[${pyString(c)}].sum()`).join(' + ');
  return {
    plan: [`Total ${part} and ${whole.join(' and ')} in ${info.table.label}${filtersText(intent)}${groups.length ? ` for each ${intent.groupBy.join(', ')}` : ''}, then 100 × the total ${part} / (${whole.map((c) => `the total ${c}`).join(' + ')}).`],
    pandas: `${pandasFiltered(info, intent)}print(100 * df[${pyString(part)}].sum() / (${wholePandas}))`,
    conclusion,
    table: { name: 'share_of_columns.csv', columns: [...intent.groupBy, 'percent', 'part', 'whole'], rows, totalRows: null },
  };
}

/** "Avg sessions per profile": the rows of each value of `per` counted, averaged over the values (rows with a `per` over its distinct values). */
async function averageRowsPer(intent: Intent, info: TableInfo, recorder: Recorder, per: string): Promise<Omit<Computation, 'sql'>> {
  const where = whereOf(info, intent.filters);
  const value = alias({ agg: 'count', column: null, per });
  const p = quoteIdent(per);
  const [row] = await recorder.run(
    `SELECT count(*) / count(DISTINCT ${p}) AS ${quoteIdent(value)}, count(DISTINCT ${p}) AS ${quoteIdent(per)}, count(*) AS "rows"\nFROM ${tableIdent(info)} ${andWhere(where.sql, `${p} IS NOT NULL`)}`,
    where.params,
  );
  const entities = asNumber(row[per]) ?? 0;
  const conclusion = entities
    ? `The average number of rows per ${per}${filtersText(intent)} is **${formatNumber(row[value])}**: ${formatNumber(row.rows)} rows over ${formatNumber(entities)} ${groupNoun([per], entities, () => true)}, each one's rows counted, then averaged.`
    : `No rows with a ${per} match${filtersText(intent)}.`;
  return {
    plan: [`Count the rows of each ${per} in ${info.table.label}${filtersText(intent)}, then average those counts (rows over distinct ${per}).`],
    pandas: `${pandasFiltered(info, intent)}print(df.groupby(${pyString(per)}).size().mean())`,
    conclusion,
    table: { name: `${value}.csv`, columns: [value, per, 'rows'], rows: [row], totalRows: null },
  };
}

/**
 * Growth of each group between the first and the last period with data (over all groups, so
 * every group is compared over the same span), ranked by percentage change.
 */
async function growthByGroup(intent: Intent, info: TableInfo, recorder: Recorder, time: NonNullable<Intent['time']>): Promise<Omit<Computation, 'sql'>> {
  const measure = intent.measure ?? { agg: 'count' as const, column: null };
  const group = intent.groupBy[0];
  const g = quoteIdent(group);
  const where = whereOf(info, intent.filters);
  const value = alias(measure);
  const label = measureLabel(measure);
  const whereSql = andWhere(where.sql, `${quoteIdent(time.column)} IS NOT NULL AND ${g} IS NOT NULL`);
  const dir = intent.rank?.dir === 'asc' ? 'ASC' : 'DESC';
  const rows = await recorder.run(
    `WITH per AS (
  SELECT ${bucketSql(time.column, time.grain)} AS "bucket", ${g} AS "grp", ${aggregateSql(measure)} AS "v"
  FROM ${tableIdent(info)} ${whereSql}
  GROUP BY ALL
), span AS (SELECT min("bucket") AS "first", max("bucket") AS "last" FROM per)
` +
      `SELECT "grp" AS ${g}, ${periodSql('span."first"', time.grain)} AS "from_period", ${periodSql('span."last"', time.grain)} AS "to_period",
  max("v") FILTER (WHERE "bucket" = span."first") AS "from_value", max("v") FILTER (WHERE "bucket" = span."last") AS "to_value",
  "to_value" - "from_value" AS "change", ("to_value" - "from_value") / abs("from_value") AS "change_pct"
` +
      `FROM per, span
GROUP BY ALL
ORDER BY "change_pct" ${dir} NULLS LAST, "grp"
LIMIT ${TABLE_ROW_LIMIT}`,
    where.params,
  );
  const from = rows[0]?.from_period;
  const to = rows[0]?.to_period;
  const fromColumn = `${value}_${String(from)}`;
  const toColumn = `${value}_${String(to)}`;
  const table = rows.map((r) => ({ [group]: r[group], [fromColumn]: r.from_value, [toColumn]: r.to_value, change: r.change, change_pct: r.change_pct }));
  let conclusion: string;
  if (!rows.length) conclusion = `No rows with a ${time.column} and a ${group} match${filtersText(intent)}.`;
  else if (from === to) conclusion = `All the data${filtersText(intent)} falls in one ${time.grain} (${String(from)}), so there is no growth to compute.`;
  else {
    const best = rows.find((r) => asNumber(r.change_pct) !== null);
    const word = intent.rank?.dir === 'asc' ? 'slowest' : 'fastest';
    const line = (r: Row): string => `- ${formatValue(r[group])}: ${formatNumber(r.from_value)} → ${formatNumber(r.to_value)}${changeText(asNumber(r.from_value), asNumber(r.to_value))}`;
    conclusion = `${best ? `**${formatValue(best[group])}** grew ${word}${filtersText(intent)}: the ${label} went from ${formatNumber(best.from_value)} in ${String(from)} to ${formatNumber(best.to_value)} in ${String(to)}${changeText(asNumber(best.from_value), asNumber(best.to_value))}.` : `No ${group} has a ${label} in both ${String(from)} and ${String(to)}.`}\n\nThe ${label} by ${group}, ${String(from)} → ${String(to)}${intent.rank?.dir === 'asc' ? ', slowest first' : ', fastest growing first'}:\n${rows.slice(0, 10).map(line).join('\n')}${rows.length > 10 ? `\n- and ${formatNumber(rows.length - 10)} more in the table.` : ''}`;
    conclusion += await partialPeriods(intent, info, recorder, time);
    const missingEnds = rows.filter((r) => asNumber(r.change_pct) === null).length;
    if (missingEnds) conclusion += `\n\n_${formatNumber(missingEnds)} ${plural(group, missingEnds)} with no ${label} in ${String(from)} or ${String(to)} (or zero at the start) have no growth rate._`;
  }
  const agg = measure.column ? `[${pyString(pandasColumn(measure))}].${aggregatePandas(measure)}` : '.size()';
  return {
    plan: [
      `Use ${info.table.label}${filtersText(intent)}, rows with a ${group} and a ${time.column}.`,
      `Compute the ${label} per ${time.grain} for each ${group}.`,
      `Compare each ${group}'s first ${time.grain} with data overall to its last, and rank by percentage change.`,
    ],
    pandas: `${pandasFiltered(info, intent)}df = df.dropna(subset=[${pyString(group)}, ${pyString(time.column)}])\ndf["period"] = ${periodPandas(time.column, time.grain)}\nper = df.groupby([${pyString(group)}, "period"])${agg}.unstack("period")\nfirst, last = per.columns.min(), per.columns.max()\nresult = per[[first, last]].copy()\nresult["change"] = result[last] - result[first]\nresult["change_pct"] = result["change"] / result[first].abs()\nprint(result.sort_values("change_pct", ascending=${dir === 'ASC' ? 'True' : 'False'}))`,
    conclusion,
    table: { name: `${value}_growth_by_${group}.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_'), columns: [group, fromColumn, toColumn, 'change', 'change_pct'], rows: table, totalRows: null },
    chart: rows.length > 1 ? barChart(`${label} growth by ${group}, ${String(from)} → ${String(to)}`, rows.map((r) => ({ [group]: r[group], change_pct: r.change_pct })), group, 'change_pct') : undefined,
  };
}

async function numericDistribution(intent: Intent, info: TableInfo, recorder: Recorder, name: string, where: ReturnType<typeof whereOf>): Promise<Omit<Computation, 'sql'>> {
  const ident = quoteIdent(name);
  const [stats] = await recorder.run(`SELECT min(${ident}) AS "min", max(${ident}) AS "max", avg(${ident}) AS "mean", median(${ident}) AS "median", stddev_samp(${ident}) AS "std", count(${ident}) AS "n" FROM ${tableIdent(info)} ${where.sql}`.trim(), where.params);
  const min = asNumber(stats.min);
  const max = asNumber(stats.max);
  const n = asNumber(stats.n) ?? 0;
  if (min === null || max === null) {
    return { plan: [`Summarise ${name}.`], pandas: `${pandasFiltered(info, intent)}print(df[${pyString(name)}].describe())`, conclusion: `${codeSpan(name)} has no values${filtersText(intent)}.` };
  }
  const width = niceStep((max - min) / 20 || 1);
  const start = Math.floor(min / width) * width;
  const rows = await recorder.run(`SELECT ? + "bin" * ? AS "bin_start", ? + ("bin" + 1) * ? AS "bin_end", count(*) AS "count"\nFROM (SELECT floor((${ident} - ?) / ?) AS "bin" FROM ${tableIdent(info)} ${where.sql ? `${where.sql} AND ${ident} IS NOT NULL` : `WHERE ${ident} IS NOT NULL`})\nGROUP BY "bin"\nORDER BY "bin"`, [start, width, start, width, start, width, ...where.params]);
  const peak = rows.reduce((a, b) => ((asNumber(b.count) ?? 0) > (asNumber(a.count) ?? 0) ? b : a), rows[0]);
  return {
    plan: [`Summarise ${name} in ${info.table.label}${filtersText(intent)} and count its values in bins of ${formatNumber(width)}.`],
    pandas: `${pandasFiltered(info, intent)}print(df[${pyString(name)}].describe())\ndf[${pyString(name)}].plot.hist(bins=${rows.length})`,
    conclusion: `${codeSpan(name)} over ${formatNumber(n)} values${filtersText(intent)}: from ${formatNumber(min)} to ${formatNumber(max)}, mean **${formatNumber(stats.mean)}**, median **${formatNumber(stats.median)}**, standard deviation ${formatNumber(stats.std)}. The most common range is ${formatNumber(peak.bin_start)} to ${formatNumber(peak.bin_end)} (${formatNumber(peak.count)} values).`,
    table: { name: `${name}_histogram.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_'), columns: ['bin_start', 'bin_end', 'count'], rows, totalRows: null },
    chart: histogramChart(`distribution of ${name}`, rows, name),
  };
}

/** "order_id 100132, order_date 2023-10-31, region West": identifiers unformatted, the measure left out. */
function rowSummary(info: TableInfo, row: Row, skip: string): string {
  return info.columns.filter((c) => c.name !== skip).slice(0, 3).map((c) => `${c.name} ${c.isId ? String(row[c.name]) : formatValue(row[c.name])}`).join(', ');
}

async function listRows(intent: Intent, info: TableInfo, recorder: Recorder): Promise<Omit<Computation, 'sql'>> {
  const where = whereOf(info, intent.filters);
  const sortBy = intent.measure?.column ?? null;
  const order = sortBy ? `\nORDER BY ${quoteIdent(sortBy)} DESC NULLS LAST` : '';
  // The measure asked for comes first: "rate for Manufacturing in March 2005" opens with the rate.
  const select = sortBy ? `${quoteIdent(sortBy)}, * EXCLUDE (${quoteIdent(sortBy)})` : '*';
  const { rows, totalRows } = await limited(recorder, `SELECT ${select} FROM ${tableIdent(info)} ${where.sql}${order}`, where.params);
  const count = totalRows ?? rows.length;
  const conclusion = rows.length
    ? `**${formatNumber(count)}** row${count === 1 ? '' : 's'} match${count === 1 ? 'es' : ''}${filtersText(intent)}${sortBy ? `, listed by ${sortBy}, highest first` : ''}. The first:\n${rows.slice(0, 5).map((r, i) => `${i + 1}. ${rowSummary(info, r, sortBy ?? '')}${sortBy ? `: **${formatNumber(r[sortBy])}**` : ''}`).join('\n')}`
    : `No rows match${filtersText(intent)}.`;
  return {
    plan: [`Select the rows of ${info.table.label}${filtersText(intent)}${sortBy ? `, sorted by ${sortBy}` : ''}.`],
    pandas: `${pandasFiltered(info, intent)}print(df${sortBy ? `[[${pyString(sortBy)}] + [c for c in df.columns if c != ${pyString(sortBy)}]].sort_values(${pyString(sortBy)}, ascending=False)` : ''})`,
    conclusion,
    table: { name: 'matching_rows.csv', columns: [...(sortBy ? [sortBy] : []), ...info.columns.map((c) => c.name).filter((name) => name !== sortBy)], rows, totalRows },
  };
}

/** A round bin width (1, 2 or 5 times a power of ten) near the raw one. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

function changeText(from: number | null, to: number | null): string {
  if (from === null || to === null) return '';
  const diff = to - from;
  if (from === 0) return ` (${diff >= 0 ? '+' : ''}${formatNumber(diff)})`;
  const pct = diff / Math.abs(from);
  return ` (${diff >= 0 ? '+' : ''}${formatPercent(pct)})`;
}

function strength(r: number): string {
  const a = Math.abs(r);
  const direction = r > 0 ? 'positive' : 'negative';
  if (a >= 0.7) return `a strong ${direction} relationship`;
  if (a >= 0.4) return `a moderate ${direction} relationship`;
  if (a >= 0.2) return `a weak ${direction} relationship`;
  return 'little or no linear relationship';
}

function kindWord(kind: string): string {
  return kind === 'text' ? 'text' : kind;
}

function columnsTable(info: TableInfo): ResultTable {
  return { name: 'columns.csv', columns: ['column', 'type'], rows: info.columns.map((c) => ({ column: c.name, type: c.type })), totalRows: null };
}
