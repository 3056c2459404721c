/**
 * Computes a rate of rows (groupRates.ts): per group, or over all the rows kept, 100 × the rows
 * where the condition holds over the rows with a known value of its column (or over every row,
 * when asked so). The sentence names the condition, the denominator and the blanks; the table
 * leads with the percent, then the rows counted and the rows counted over.
 */
import { codeSpan } from '../../common/markdown';
import { barChart, type Chart } from './chart';
import { asNumber, countOf, formatNumber, formatPercent, formatValue } from './format';
import type { RateCondition } from './groupRates';
import { grainNoun, type Intent } from './intent';
import { pyString, quoteIdent, type TableInfo } from './schema';
import { andWhere, bucketSql, pandasRead, periodPandas, periodSql, whereOf } from './sqlparts';

type Row = Record<string, unknown>;

export interface RateResult {
  plan: string[];
  pandas: string;
  conclusion: string;
  table: { name: string; columns: string[]; rows: Row[]; totalRows: null };
  chart?: Chart;
}

/** Groups listed in the sentence; all of them are in the table. */
const LISTED = 12;

const safeName = (text: string): string => text.replace(/[^\p{L}\p{N}_]+/gu, '_');

/** A value as Python writes it. */
const pyValue = (value: RateCondition['value']): string => (typeof value === 'boolean' ? (value ? 'True' : 'False') : typeof value === 'number' ? String(value) : pyString(value));

/** "the percent of rows where status = Cancelled, out of the rows with a known status": what a rate computes. */
export function rateWords(intent: Intent, rate: RateCondition): string {
  const over = rate.over === 'known' ? `out of the rows with a known ${rate.column}` : `out of all rows (a blank ${rate.column} counted as not matching)`;
  const keys = [...(intent.time ? [`${grainNoun(intent.time.grain)} of ${intent.time.column}`] : []), ...intent.groupBy];
  const groups = keys.length ? ` for each ${keys.join(' and ')}` : '';
  const rank = intent.rank ? (intent.rank.limit === 1 ? `, keeping the ${intent.rank.dir === 'desc' ? 'highest' : 'lowest'} one` : `, keeping the ${formatNumber(intent.rank.limit)} ${intent.rank.dir === 'desc' ? 'highest' : 'lowest'}`) : '';
  return `the percent (0–100) of rows where ${rate.label}, ${over}${groups}${rank}`;
}

export async function computeRate(intent: Intent, rate: RateCondition, info: TableInfo, run: (sql: string, params: unknown[]) => Promise<Row[]>): Promise<RateResult> {
  const where = whereOf(info, intent.filters);
  const c = quoteIdent(rate.column);
  // A family of values ("Fail - Brakes", "Fail - Tyres") is named by its head: `Result_Fail`.
  const hits = safeName(`${rate.column}_${rate.values ? (rate.values.find((v) => !/\s/.test(v)) ?? rate.values[0].split(/\s/)[0]) : String(rate.value)}${rate.to !== undefined ? `_${rate.to}` : ''}`);
  const withValue = safeName(`with_${rate.column}`);
  // The denominator first, then the other count: the blanks are their difference.
  const [base, other] = rate.over === 'known' ? [withValue, 'rows'] : ['rows', withValue];
  const [baseSql, otherSql] = rate.over === 'known' ? [`count(${c})`, 'count(*)'] : ['count(*)', `count(${c})`];
  const hitSql = rate.to !== undefined ? `count(*) FILTER (WHERE ${c} BETWEEN ? AND ?)` : rate.values ? `count(*) FILTER (WHERE ${c} IN (${rate.values.map(() => '?').join(', ')}))` : `count(*) FILTER (WHERE ${c} = ?)`;
  const figures = `100.0 * ${hitSql} / NULLIF(${baseSql}, 0) AS "percent", ${hitSql} AS ${quoteIdent(hits)}, ${baseSql} AS ${quoteIdent(base)}, ${otherSql} AS ${quoteIdent(other)}`;
  const blanksOf = (r: Row): number => (asNumber(r.rows) ?? 0) - (asNumber(r[withValue]) ?? 0);
  const matched = rate.to !== undefined ? [rate.value, rate.to] : rate.values ?? [rate.value];
  const params = [...matched, ...matched, ...where.params];
  const blanksNote = (blank: number): string => (rate.over === 'known'
    ? blank ? `${countOf(blank, 'row')} with a blank ${codeSpan(rate.column)} ${blank === 1 ? 'is' : 'are'} left out` : `no row has a blank ${codeSpan(rate.column)}`
    : blank ? `${countOf(blank, 'row')} with a blank ${codeSpan(rate.column)} ${blank === 1 ? 'counts' : 'count'} as not matching` : `no row has a blank ${codeSpan(rate.column)}`);
  // pandas reads a column of Y/N (yes/no, t/f) as booleans when the file has a yes/no column (pandasRead): "Y" may be True there.
  const yes = typeof rate.value === 'string' && /^(yes|true|y|t)$/i.test(rate.value) && info.columns.some((col) => col.kind === 'boolean');
  const hit = yes ? `df[${pyString(rate.column)}].isin([True, ${pyValue(rate.value)}])`
    : rate.to !== undefined ? `df[${pyString(rate.column)}].between(${pyValue(rate.value)}, ${rate.to})`
    : rate.values ? `df[${pyString(rate.column)}].isin([${rate.values.map(pyString).join(', ')}])` : `df[${pyString(rate.column)}] == ${pyValue(rate.value)}`;
  const known = rate.over === 'known' ? `df[${pyString(rate.column)}].notna()` : 'True';
  const read = `${pandasRead(info)}\n${where.pandas ? `df = df[${where.pandas}]\n` : ''}`;

  if (!intent.groupBy.length && !intent.time) {
    const [row] = await run(`SELECT ${figures}\nFROM ${quoteIdent(info.table.table)} ${where.sql}`.trim(), params);
    const percent = asNumber(row.percent);
    const counted = asNumber(row[base]) ?? 0;
    const conclusion = percent === null
      ? `No row${intent.filters.length ? ' kept' : ''} has a${rate.over === 'known' ? ' known' : ''} ${codeSpan(rate.column)}, so there is no rate to give.`
      : `**${formatPercent(percent / 100)}** of the rows have ${rate.label}: ${formatNumber(row[hits])} of ${formatNumber(counted)}${rate.over === 'known' ? ` with a known ${codeSpan(rate.column)}` : ''}; ${blanksNote(blanksOf(row))}. Shown in percent (0–100).`;
    return {
      plan: [`Count the rows of ${info.table.label} where ${rate.label}, and the rows ${rate.over === 'known' ? `with a known ${rate.column}` : 'in all'}; the rate is 100 × the first over the second.`],
      pandas: `${read}hit = (${hit}).sum()\nbase = ${rate.over === 'known' ? `(${known}).sum()` : 'len(df)'}\nprint(100 * hit / base, hit, base)`,
      conclusion,
      table: { name: `percent_${hits}.csv`, columns: ['percent', hits, base, other], rows: [row], totalRows: null },
    };
  }

  const { time, rank } = intent;
  // "cancellation rate by month": the period is the first group, in calendar order unless ranked.
  const keys = [...(time ? ['period'] : []), ...intent.groupBy];
  const groups = intent.groupBy.map(quoteIdent);
  const bucket = time ? bucketSql(time.column, time.grain) : '';
  const selected = [...(time ? [`${periodSql(bucket, time.grain)} AS "period"`] : []), ...groups];
  const dir = rank?.dir === 'asc' ? 'ASC' : 'DESC';
  // A ranking names real groups, and a period a real date: rows whose group or date is missing are left out.
  const present = [...(rank ? groups : []), ...(time ? [quoteIdent(time.column)] : [])].map((g) => `${g} IS NOT NULL`).join(' AND ');
  const whereSql = present ? andWhere(where.sql, present) : where.sql;
  const order = time && !rank ? [`min(${bucket}) ASC`, ...groups.map((g) => `${g} ASC`)] : [`"percent" ${dir} NULLS LAST`, ...[...(time ? ['"period"'] : []), ...groups].map((g) => `${g} ASC`)];
  const fetched = await run(`SELECT ${selected.join(', ')}, ${figures}\nFROM ${quoteIdent(info.table.table)} ${whereSql}\nGROUP BY ALL\nORDER BY ${order.join(', ')}${rank ? `\nLIMIT ${rank.limit + 1}` : ''}`, params);
  const rows = rank ? fetched.slice(0, rank.limit) : fetched;
  const tie = rank && fetched.length > rank.limit && fetched[rank.limit].percent === rows[rows.length - 1]?.percent ? fetched[rank.limit] : null;
  const labels = new Set(info.columns.filter((col) => col.isId || col.role === 'none').map((col) => col.name));
  const name = (r: Row): string => keys.map((g) => ((g === 'period' && time) || (labels.has(g) && r[g] !== null) ? String(r[g]) : formatValue(r[g]))).join(' / ');
  const groupLabel = [...(time ? [`${grainNoun(time.grain)} of ${time.column}`] : []), ...intent.groupBy].join(' and ');
  const of = (r: Row): string => `${formatNumber(r[hits])} of ${formatNumber(r[base])}`;
  const pct = (r: Row): string => (asNumber(r.percent) === null ? 'no rate (no row with a known value)' : formatPercent((asNumber(r.percent) ?? 0) / 100));
  const blank = fetched.reduce((sum, r) => sum + blanksOf(r), 0);
  const over = rate.over === 'known' ? `out of the rows with a known ${codeSpan(rate.column)} in each ${groupLabel}` : `out of all the rows of each ${groupLabel}`;
  let conclusion: string;
  if (!rows.length) conclusion = 'No rows match, so there is no rate to give.';
  else if (rank) {
    const what = rank.dir === 'desc' ? 'highest' : 'lowest';
    conclusion = rank.limit === 1
      ? `**${name(rows[0])}** has the ${what} percent of rows where ${rate.label}: **${pct(rows[0])}** (${of(rows[0])}), ${over}.`
      : `The ${rows.length} ${groupLabel} values with the ${what} percent of rows where ${rate.label}, ${over}:\n${rows.map((r, i) => `${i + 1}. ${name(r)}: **${pct(r)}** (${of(r)})`).join('\n')}`;
    if (tie) conclusion += `\n\n_${name(tie)} has the same rate, ${pct(tie)}: the tie is broken by name._`;
  } else {
    conclusion = `The percent of rows where ${rate.label} by ${groupLabel}, ${over}, ${time ? 'in order' : 'highest first'}:\n${rows.slice(0, LISTED).map((r) => `- ${name(r)}: **${pct(r)}** (${of(r)})`).join('\n')}${rows.length > LISTED ? `\n- and ${countOf(rows.length - LISTED, 'more group')} in the table.` : ''}`;
  }
  if (rows.length && !rank) conclusion += `\n\nShown in percent (0–100); ${blanksNote(blank)}.`;
  else if (rows.length) conclusion += ` Shown in percent (0–100).`;
  const list = `[${keys.map(pyString).join(', ')}]`;
  const dropped = [...(rank ? intent.groupBy : []), ...(time ? [time.column] : [])];
  const pandas = [
    `${read}${dropped.length ? `df = df.dropna(subset=[${dropped.map(pyString).join(', ')}])\n` : ''}${time ? `df["period"] = ${periodPandas(time.column, time.grain)}\n` : ''}df["_hit"] = ${hit}`,
    `df["_base"] = ${known}`,
    `result = df.groupby(${list}${rank ? '' : ', dropna=False'}).agg(**{${pyString(hits)}: ("_hit", "sum"), ${pyString(base)}: ("_base", "sum")})`,
    `result.insert(0, "percent", 100 * result[${pyString(hits)}] / result[${pyString(base)}])`,
    ...(time && !rank ? [] : [`result = result.sort_values("percent", ascending=${dir === 'ASC' ? 'True' : 'False'})${rank ? `.head(${rank.limit})` : ''}`]),
    'print(result)',
  ].join('\n');
  return {
    plan: [
      `Use ${info.table.label}${intent.filters.length ? ` (${intent.filters.map((f) => f.label).join('; ')})` : ''}.`,
      `For each ${groupLabel}, count the rows where ${rate.label} and the rows ${rate.over === 'known' ? `with a known ${rate.column}` : 'in all'}; the rate is 100 × the first over the second.`,
      rank ? `Keep the ${rank.dir === 'desc' ? 'highest' : 'lowest'} ${rank.limit}.` : time ? `List the ${time.grain === 'weekday' ? 'weekdays' : 'periods'} in order.` : 'Sort from highest to lowest.',
    ],
    pandas,
    conclusion,
    table: { name: `percent_${hits}_by_${safeName(keys.join('_'))}.csv`, columns: [...keys, 'percent', hits, base, other], rows, totalRows: null },
    chart: rows.length > 1 && keys.length === 1 ? barChart(`percent of rows where ${rate.label} by ${groupLabel}`, rows.slice(0, 30), keys[0], 'percent') : undefined,
  };
}
