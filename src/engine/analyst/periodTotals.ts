/**
 * Rows finer than the period a question asks about. On a web-analytics file with one row per
 * (date, page), "how many days had more than 8000 sessions" asks about a DAY's sessions: each
 * day's rows are added up first, and the days whose total passes 8000 are counted. Comparing
 * each row to 8000 answers another question (pages-days over 8000). The same holds for "the
 * average sessions per day", "max conversions in a single day", "the lowest revenue day", "the
 * top 3 days by revenue", per week, month or hour.
 *
 * The grain is read from the data, never assumed: when every period holds one row (a file of
 * daily rows asked per day), the question is left to the other rules. Only an amount that adds up
 * over rows has a period total: a count of days by a bound on a level (a bounce rate, a price, a
 * temperature) is refused, as the sum of a day's rates is no rate of the day, and its rankings and
 * averages per period are left to the rules that read levels. A condition with no total at all
 * ("how many days are missing precipitation" on several stations a day) could count the days or
 * the rows: asked.
 */
import { codeSpan } from '../../common/markdown';
import type { Computation, QueryFn } from './compute';
import { asNumber, countOf, formatNumber, formatValue } from './format';
import { type Aggregation, type Filter, type Grain, grainNoun, type Intent, isCycle, type Measure, type PeriodTotals } from './intent';
import type { ParseLookups, Parts } from './parts';
import { RANK_DOWN, RANK_UP, instructionText, rankLimit, ratePeriodOf, rowNounsOf } from './parts';
import { type ColumnInfo, isShareColumn, pyString, quoteIdent, type TableInfo } from './schema';
import { andWhere, bucketSql, pandasRead, periodPandas, periodSql, whereOf } from './sqlparts';
import { escapeMarkdown } from './text';

type Period = PeriodTotals['grain'];

const PERIOD_OF = new Map<string, Period>([
  ['hour', 'hour'], ['hours', 'hour'], ['hourly', 'hour'],
  ['day', 'day'], ['days', 'day'], ['date', 'day'], ['dates', 'day'], ['daily', 'day'],
  ['week', 'week'], ['weeks', 'week'], ['weekly', 'week'],
  ['month', 'month'], ['months', 'month'], ['monthly', 'month'],
  ['quarter', 'quarter'], ['quarters', 'quarter'], ['quarterly', 'quarter'],
  ['year', 'year'], ['years', 'year'], ['yearly', 'year'],
]);

const PERIODS = 'hours?|days?|dates?|weeks?|months?|quarters?|years?';

/** "in a single day", "on one day", "in any given week": one period's total. */
const SINGLE = new RegExp(`\\b(in|on|during|within|for|over) (a|one|any) (single |given |particular )?(${PERIODS})\\b`);
/** "per day", "a day", "daily": with an average, the average period total. */
const PER = new RegExp(`\\b(per|a|each|every) (${PERIODS})\\b|\\b(hourly|daily|weekly|monthly|quarterly|yearly)\\b`);
/** "how many days had ...": a count of periods. */
const COUNTED = new RegExp(`\\b(how many|number of) (distinct |different |separate )?(${PERIODS})\\b`);
/** The period as the subject of a ranking: "which day", "top 3 days", "the lowest revenue day", "the day with the most sessions". */
const RANKED = [
  new RegExp(`\\b(which|what) (${PERIODS})\\b`),
  new RegExp(`\\b(top|bottom|best|worst|first) (\\d+ |one |two |three |four |five |ten )?(${PERIODS})\\b`),
  new RegExp(`\\b(highest|lowest|biggest|largest|smallest|best|worst|top|peak|record|most|least|fewest)( [\\p{L}\\p{N}]+){0,3} (${PERIODS})\\b`, 'u'),
  new RegExp(`\\b(${PERIODS}) (with|had|has|having|saw|by)( the)? (most|highest|lowest|fewest|least|biggest|largest|smallest|top|best|worst|\\p{L}+)\\b`, 'u'),
];

/** Periods listed with a count, as many as an answer's table holds (compute.ts's TABLE_ROW_LIMIT). */
const LISTED_PERIODS = 10_000;

const ADJECTIVE: Record<Period, string> = { hour: 'hourly', day: 'daily', week: 'weekly', month: 'monthly', quarter: 'quarterly', year: 'yearly' };

/** Whether a column's values add up over rows to a period's figure. */
export function addsUp(column: ColumnInfo): boolean {
  return column.kind === 'number' && !column.isId && (column.role === 'amount' || column.role === 'quantity' || column.role === 'other') && !column.isIntensive && !isShareColumn(column);
}

/** The period word of a match, and the tokens it spans (placed: they are read). */
function periodIn(parts: Parts, match: RegExpExecArray): Period | undefined {
  const word = match[0].split(' ').find((w) => PERIOD_OF.has(w));
  if (!word) return undefined;
  const said = new Set(match[0].split(' '));
  parts.tokens.forEach((token, i) => { if (said.has(token.raw) && !/^(in|on|for|by|the|a|with)$/.test(token.raw)) parts.placed.add(i); });
  return PERIOD_OF.get(word);
}

/** The one measure column the question names or the reading chose, when it adds up or is a level. */
function measuredColumn(parts: Parts, intent: Intent | null): ColumnInfo | undefined {
  const chosen = intent?.measure?.column ? parts.info.columns.find((c) => c.name === intent.measure?.column) : undefined;
  if (chosen && chosen.kind === 'number' && !chosen.isId && chosen.role !== 'none') return chosen;
  const named = [...new Set(parts.mentions.map((m) => m.candidates[0].column).filter((c) => c.kind === 'number' && !c.isId && c.role !== 'none'))];
  return named.length === 1 ? named[0] : undefined;
}

const COMPARISONS = new Set(['>', '>=', '<', '<=', 'between']);

/** The measure of a period total, as the intent carries it. */
function totals(date: string, grain: Period, agg: Aggregation, column: ColumnInfo, having?: Filter): Measure {
  const per = ADJECTIVE[grain];
  const bound = having ? having.label.replace(column.name, `total ${column.name}`) : '';
  const noun = grain === 'day' ? 'days' : `${grain}s`;
  const label = having ? `number of ${noun} whose ${bound}` : `${agg === 'avg' ? 'average' : agg === 'median' ? 'median' : agg} of the ${per} total ${column.name}`;
  const name = having ? `${noun}_with_total_${column.name}` : `${agg === 'avg' ? 'average' : agg}_${per}_${column.name}`;
  return {
    agg,
    column: column.name,
    perPeriod: { column: date, grain, label, name: name.replace(/[^\p{L}\p{N}_]+/gu, '_'), ...(having ? { having: { op: having.op as NonNullable<PeriodTotals['having']>['op'], values: having.values.map(Number), label: bound } } : {}) },
  };
}

/**
 * The question's text without the table's own noun (or a word already placed as it) right before a period:
 * "per market day" on market_stall_sales.csv is "per day". A column's name there ("stall days") stays.
 */
export function withoutOwnNouns(parts: Parts): string {
  const { tokens } = parts;
  const own = rowNounsOf(parts.info);
  const kept = tokens.filter((token, i) => !((parts.placed.has(i) || own.has(token.word)) && PERIOD_OF.has(tokens[i + 1]?.raw ?? '') && !parts.mentions.some((m) => m.start <= i && i < m.end)));
  return ` ${kept.map((token) => token.raw).join(' ')} `;
}

/**
 * The question read over period totals when its rows are finer than the period it asks about;
 * the intent unchanged otherwise. A level asked per period of finer rows is refused (null, with
 * the doubt said).
 */
export async function periodTotals(parts: Parts, intent: Intent | null, lookups: ParseLookups, doubts: string[]): Promise<Intent | null> {
  const { info } = parts;
  const text = withoutOwnNouns(parts);
  const dates = info.columns.filter((c) => c.kind === 'date');
  if (dates.length !== 1 || !lookups.repeatsPerPeriod || intent?.difference || intent?.share) return intent;
  const date = dates[0];
  // Groups ("by channel") and a coarser period ("by weekday") are kept around an average of period totals only.
  const groups = (intent?.groupBy ?? []).filter((g) => g !== date.name);
  const counted = COUNTED.exec(text);
  const single = SINGLE.exec(text);
  const per = PER.exec(text);
  const ranked = counted ? null : RANKED.map((pattern) => pattern.exec(text)).find((m) => m !== null) ?? null;
  const match = counted ?? single ?? ranked ?? per;
  if (!match) return intent;
  const grainWord = match[0].split(' ').find((w) => PERIOD_OF.has(w));
  const grain = grainWord ? PERIOD_OF.get(grainWord) : undefined;
  if (!grain) return intent;
  // "avg daily yield" of `Milk Yield (kg/day)`: each row already says its figure per day, and the
  // total of a day's rows is another; the two readings give different figures, so it is asked.
  const measured = info.columns.find((c) => c.name === intent?.measure?.column);
  if (measured && ratePeriodOf(measured.name) === grain) {
    doubts.push(`“${escapeMarkdown(match[0].trim())}” could be each row's ${codeSpan(measured.name)}, already a figure per ${grain}, or the total of each ${grain}'s rows, which differ; ask for the “average ${escapeMarkdown(measured.name)}” or the “total ${escapeMarkdown(measured.name)} by ${grain}”.`);
    return null;
  }
  // An hour needs times of day; a column of months has no day or week within it.
  if (grain === 'hour' && !/^TIMESTAMP/i.test(date.type)) return intent;
  const written = info.table.columns.find((c) => c.name === date.name)?.written;
  if (written?.grain === 'month' && (grain === 'day' || grain === 'week' || grain === 'hour')) return intent;
  const base = { table: info.table.table, groupBy: [], filters: intent?.filters ?? [] };

  if (counted) {
    if (groups.length) return intent;
    // Conditions on the rows; values that pick rows ("on /home", "at Denver") may make one row a period.
    const conditions = base.filters.filter((f) => f.column !== date.name && f.op !== '=' && f.op !== 'in');
    if (!conditions.length) return intent;
    const bounds = conditions.filter((f) => COMPARISONS.has(f.op) && info.columns.find((c) => c.name === f.column)?.kind === 'number');
    const column = bounds.length === 1 && conditions.length === 1 ? info.columns.find((c) => c.name === bounds[0].column) : undefined;
    if (column && intent?.measure?.column && intent.measure.column !== column.name && intent.measure.agg !== 'count_distinct') return intent;
    if (!(await lookups.repeatsPerPeriod(info, date.name, grain, base.filters.filter((f) => !conditions.includes(f))))) return intent;
    const finer = `The rows of ${escapeMarkdown(info.table.label)} are finer than a ${grain} (several rows per ${grain} of ${codeSpan(date.name)})`;
    if (!column) {
      // "how many days are missing precipitation" over several stations a day: the dates with such a row, or the rows.
      doubts.push(`${finer}, so “${escapeMarkdown(counted[0])}” could count the ${grain}s with at least one row where ${escapeMarkdown(conditions.map((f) => f.label).join(' and '))}, or those rows themselves, which differ; ask for the number of rows, or keep one row per ${grain} (for example with a value of another column).`);
      return null;
    }
    if (!addsUp(column)) {
      doubts.push(`${finer}, and ${codeSpan(column.name)} is a level that does not add up over them, so a ${grain}'s ${escapeMarkdown(column.name)} is not defined; ask for the number of rows where ${escapeMarkdown(bounds[0].label)}.`);
      return null;
    }
    periodIn(parts, match);
    // The bound's numbers are read by the period total now, not by a filter on the rows.
    const bounded = bounds[0].values.map(Number);
    parts.tokens.forEach((token, i) => { if (bounded.some((v) => String(v) === token.raw.replace(/[,%]/g, ''))) parts.placed.add(i); });
    return { ...base, kind: 'aggregate', filters: base.filters.filter((f) => f !== bounds[0]), measure: totals(date.name, grain, 'count', column, bounds[0]) };
  }

  const column = measuredColumn(parts, intent);
  if (!column) return intent;
  const instructions = instructionText(parts);
  const down = RANK_DOWN.test(instructions) && !RANK_UP.test(instructions.replace(/\bleast\b/, ''));
  const extreme = /\b(max|maximum|highest|largest|biggest|most|greatest|peak|record|best|top)\b/.test(instructions) || /\b(min|minimum|lowest|smallest|fewest|least|worst)\b/.test(instructions);
  const averaged = /\b(average|avg|mean|typical)\b/.exec(instructions) ? 'avg' : /\bmedian\b/.test(instructions) ? 'median' : null;
  // Which reading: a ranking of periods, or one figure over the period totals.
  const asRanking = (ranked !== null || (single !== null && extreme)) && !averaged;
  // "The average revenue per month" of daily rows is each month's average row (as the corpus reads
  // it); "the average sessions per day" of rows per page and day is a day's total: the day is
  // what a date records, and its rows are parts of it.
  // "The average monthly revenue", its adjective before the measure, asks for one figure: a
  // month's total, averaged over the months.
  const adjective = per?.[3] !== undefined && new RegExp(`\\b(average|avg|mean|typical|median) ${per[3]}\\b`).test(text);
  const asAverage = averaged !== null && (single !== null || per !== null) && (grain === 'day' || grain === 'hour' || adjective);
  if (!asRanking && !asAverage) return intent;
  // "total revenue per month" is a trend, and a ranking of periods that already ranks by the total stands.
  if (asRanking && intent?.kind === 'trend' && intent.rank && intent.time?.grain === grain && intent.measure?.agg === 'sum' && intent.measure.column === column.name) return intent;
  // A ranking of months or weekdays across the years ("which month is usually the wettest") is the
  // cycle rules', which ask when the total and the average per row disagree.
  if (asRanking && intent?.kind === 'trend' && intent.rank && intent.time && isCycle(intent.time.grain)) return intent;
  if (asRanking && groups.length) return intent;
  // "Average daily revenue by weekday": the days' totals averaged per weekday (a period coarser than the day).
  const outer = asAverage && intent?.time && intent.time.column === date.name && intent.time.grain !== grain ? intent.time : undefined;
  if (outer && (outer.grain === 'hourofday' || (grain === 'hour' && outer.grain === 'day'))) return intent;
  const finer = await lookups.repeatsPerPeriod(info, date.name, grain, base.filters);
  // Months with no row between the first and the last: averaged over the months with rows, or
  // with those months as 0, the figures differ (days and hours are left: a market has no weekend row).
  if (asAverage && adjective && grain !== 'day' && grain !== 'hour' && lookups.periodGaps) {
    const gaps = await lookups.periodGaps(info, date.name, grain, base.filters);
    if (gaps) {
      doubts.push(`${countOf(gaps.missing, grain)} of the ${gaps.span} from the first to the last ${grain} of ${codeSpan(date.name)} ${gaps.missing === 1 ? 'has' : 'have'} no row, so “${escapeMarkdown(match[0])}” reads two ways: averaged over the ${grain}s with rows, or with ${gaps.missing === 1 ? 'that' : 'those'} ${grain}${gaps.missing === 1 ? '' : 's'} as 0, which differ; say which.`);
      return null;
    }
  }
  // "The average daily max temp in July" of one row a day: one average of the days, not the list of them.
  if (!finer && asAverage && intent?.kind === 'trend' && intent.time?.grain === grain && !intent.rank && !groups.length && intent.measure?.agg === averaged && intent.measure.column === column.name) {
    periodIn(parts, match);
    return { ...base, kind: 'aggregate', measure: { agg: averaged, column: column.name } };
  }
  // One row per period: a ranking of periods by their total is a ranking of rows, left to the other rules,
  // unless no other rule ranked them at all ("top 3 days by revenue" answered with one total).
  if (!finer && !(asRanking && grain === 'day' && addsUp(column) && intent?.kind === 'aggregate' && !intent.rank && intent.measure?.agg === 'sum')) return intent;
  // A level has no period total: its extremes and averages per period are read by the other rules
  // (dailyExtremes.ts asks which reading of "the hottest day" is meant).
  if (!addsUp(column)) return intent;
  periodIn(parts, match);
  if (asRanking) {
    if (grain === 'hour') return intent;
    const limit = rankLimit(text) ?? (/\b(days|weeks|months|quarters|years|dates)\b/.test(match[0]) ? 5 : 1);
    return { ...base, kind: 'trend', measure: { agg: 'sum', column: column.name }, time: { column: date.name, grain: grain as Grain }, rank: { dir: down ? 'asc' : 'desc', limit } };
  }
  return {
    ...base,
    groupBy: groups,
    kind: outer ? 'trend' : 'aggregate',
    ...(outer ? { time: outer } : {}),
    ...(intent?.rank ? { rank: intent.rank } : {}),
    measure: totals(date.name, grain, averaged ?? 'avg', column),
  };
}

/** A period's label as sortable text, over its bucket. */
function periodLabelSql(bucket: string, grain: Period): string {
  return grain === 'hour' ? `strftime(${bucket}, '%Y-%m-%d %H:00')` : periodSql(bucket, grain);
}

function periodLabelPandas(column: string, grain: Period): string {
  return grain === 'hour' ? `df[${pyString(column)}].dt.strftime("%Y-%m-%d %H:00")` : periodPandas(column, grain);
}

/**
 * Answers a measure over period totals: each period's rows added up first (the SQL's inner
 * query), then averaged (overall, per group, or per coarser period such as the weekday), or the
 * periods meeting the bound counted and listed.
 */
export async function periodTotalsAnswer(intent: Intent, info: TableInfo, run: QueryFn, measure: Measure, period: PeriodTotals): Promise<Omit<Computation, 'sql'>> {
  const column = measure.column ?? '';
  const where = whereOf(info, intent.filters);
  const filtered = intent.filters.length ? ` (${intent.filters.map((f) => f.label).join('; ')})` : '';
  const noun = `${period.grain}s`;
  const c = quoteIdent(column);
  const groups = intent.groupBy.map(quoteIdent);
  const outer = intent.kind === 'trend' ? intent.time : undefined;
  const keys = [...groups, ...(outer ? ['"outer"'] : [])];
  const inner = `SELECT ${groups.map((g) => `${g}, `).join('')}${outer ? `${bucketSql(outer.column, outer.grain)} AS "outer", ` : ''}date_trunc('${period.grain}', ${quoteIdent(period.column)}) AS "bucket", sum(${c}) AS "total", count(*) AS "rows"\n  FROM ${quoteIdent(info.table.table)} ${andWhere(where.sql, [`${quoteIdent(period.column)} IS NOT NULL`, ...groups.map((g) => `${g} IS NOT NULL`)].join(' AND '))}\n  GROUP BY ALL`;
  const having = period.having;
  const bound = having ? (having.op === 'between' ? '"total" BETWEEN ? AND ?' : `"total" ${having.op} ?`) : '';
  const boundParams = having ? (having.op === 'between' ? having.values.slice(0, 2) : having.values.slice(0, 1)) : [];
  const figure = having ? `count(*) FILTER (WHERE ${bound})` : `${measure.agg === 'median' ? 'median' : 'avg'}("total")`;
  const name = quoteIdent(period.name);
  const order = intent.rank ? `${name} ${intent.rank.dir === 'asc' ? 'ASC' : 'DESC'}, ${keys.join(', ')}\nLIMIT ${intent.rank.limit}` : outer ? [...keys].reverse().join(', ') : groups.length ? `${name} DESC, ${groups.join(', ')}` : '';
  const label = (r: Record<string, unknown>): string => [...intent.groupBy.map((g) => formatValue(r[g])), ...(outer ? [String(r.period)] : [])].join(' / ');
  const rowsSql = `SELECT ${groups.map((g) => `${g}, `).join('')}${outer ? `${periodSql('"outer"', outer.grain)} AS "period", ` : ''}${figure} AS ${name}, count("total") AS "${noun}", sum("rows") AS "rows", date_diff('${period.grain}', min("bucket"), max("bucket")) + 1 AS "span"\nFROM (\n  ${inner}\n)${keys.length ? `\nGROUP BY ${keys.join(', ')}` : ''}${order ? `\nORDER BY ${order}` : ''}`;
  const result = await run(rowsSql, [...boundParams, ...where.params]);
  const [row] = result;
  const value = asNumber(row?.[period.name]);
  const periods = asNumber(row?.[noun]) ?? 0;
  const rows = result.reduce((sum, r) => sum + (asNumber(r.rows) ?? 0), 0);
  // Periods with no rows at all are not in the totals: said, as they could be read as zeros.
  const span = asNumber(row?.span) ?? periods;
  const gaps = !keys.length && span > periods ? ` ${countOf(span - periods, period.grain)} between the first and the last ${span - periods === 1 ? 'has' : 'have'} no rows and ${span - periods === 1 ? 'is' : 'are'} left out.` : '';
  const pandasKeys = [...intent.groupBy.map(pyString), ...(outer ? ['"outer"'] : [])];
  const read = `${pandasRead(info)}\n${where.pandas ? `df = df[${where.pandas}]\n` : ''}df = df.dropna(subset=[${[period.column, ...intent.groupBy].map(pyString).join(', ')}])\n${outer ? `df["outer"] = ${periodPandas(outer.column, outer.grain)}\n` : ''}df["period"] = ${periodLabelPandas(period.column, period.grain)}\ntotals = df.groupby([${[...pandasKeys, '"period"'].join(', ')}])[${pyString(column)}].sum(min_count=1).dropna()\n`;
  const by = [...intent.groupBy, ...(outer ? [grainNoun(outer.grain)] : [])].join(' and ');
  const plan = [`Add up ${column} over the rows of each ${period.grain} of ${period.column}${intent.groupBy.length ? ` and each ${intent.groupBy.join(' and ')}` : ''} in ${info.table.label}${filtered} (${formatNumber(rows)} rows${keys.length ? '' : `, ${countOf(periods, period.grain)}`}).`];
  const why = `each ${period.grain}'s ${column} is added up over its rows first, as ${info.table.label} has several rows per ${period.grain}`;
  const tableName = `${period.name}${by ? `_by_${by}` : ''}.csv`.replace(/[^\p{L}\p{N}_.-]+/gu, '_');
  if (!result.length || (!keys.length && !periods)) {
    return { plan, pandas: read, conclusion: `No rows with a ${period.column} and a ${column} match${filtered}, so there is no ${period.grain} total to report.`, table: { name: tableName, columns: [period.name, noun], rows: [{ [period.name]: null, [noun]: 0 }], totalRows: null } };
  }
  if (having) {
    const list = await run(`SELECT ${periodLabelSql('"bucket"', period.grain)} AS "period", "total" AS ${quoteIdent(`total_${column}`)}\nFROM (\n  ${inner}\n)\nWHERE ${bound}\nORDER BY "bucket"\nLIMIT ${LISTED_PERIODS}`, [...where.params, ...boundParams]);
    const test = having.op === 'between' ? `totals.between(${having.values[0]}, ${having.values[1]})` : `totals ${having.op} ${having.values[0]}`;
    return {
      plan: [...plan, `Count the ${noun} whose ${having.label}.`],
      pandas: `${read}print(int((${test}).sum()), len(totals))`,
      conclusion: `**${formatNumber(value)}** of the ${countOf(periods, period.grain)}${filtered} have a ${having.label}: ${why}.${gaps}`,
      table: { name: tableName, columns: ['period', `total_${column}`], rows: list, totalRows: null },
    };
  }
  const agg = measure.agg === 'median' ? 'median' : 'mean';
  const pandasResult = keys.length ? `result = totals.groupby(level=[${pandasKeys.join(', ')}]).${agg}()\nprint(result${intent.rank ? `.sort_values(ascending=${intent.rank.dir === 'asc' ? 'True' : 'False'}).head(${intent.rank.limit})` : ''})` : `print(totals.${agg}(), len(totals))`;
  const columns = [...intent.groupBy, ...(outer ? ['period'] : []), period.name, noun];
  let conclusion: string;
  if (!keys.length) conclusion = `The ${period.label}${filtered} is **${formatNumber(value)}**, over ${countOf(periods, period.grain)}: ${why} (${formatNumber(rows)} rows in all).${gaps}`;
  else if (intent.rank?.limit === 1) conclusion = `**${label(row)}** has the ${intent.rank.dir === 'asc' ? 'lowest' : 'highest'} ${period.label}${filtered}: **${formatNumber(value)}** (over ${countOf(periods, period.grain)}); ${why}.`;
  else conclusion = `The ${period.label} by ${by}${filtered}:\n${result.slice(0, 20).map((r) => `- ${label(r)}: **${formatNumber(r[period.name])}** (${countOf(asNumber(r[noun]) ?? 0, period.grain)})`).join('\n')}${result.length > 20 ? `\n- and ${result.length - 20} more in the table.` : ''}\n\n_${why[0].toUpperCase()}${why.slice(1)}._`;
  return {
    plan: [...plan, `Take the ${agg === 'mean' ? 'average' : 'median'} of those ${period.grain} totals${by ? ` for each ${by}` : ''}.`],
    pandas: `${read}${pandasResult}`,
    conclusion,
    table: { name: tableName, columns, rows: keys.length ? result.map((r) => Object.fromEntries(columns.map((k) => [k, r[k]]))) : [{ [period.name]: value, [noun]: periods }], totalRows: null },
  };
}
