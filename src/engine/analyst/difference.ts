/**
 * Differences between two figures: "how much higher was X in 2017 than in 2012", "difference in
 * average salary between Sales and Marketing", "by how much did revenue grow from 2022 to 2023",
 * "did A sell more than B". Both figures and their difference come from one query that runs (and
 * is shown); the first sentence names both sides and the subtraction. A difference whose two sides
 * are not two values of one column is refused, never answered with one of the figures.
 */
import { asNumber, formatNumber } from './format';
import { type Filter, type Intent, measureLabel } from './intent';
import type { Parts } from './parts';
import { isYearColumn, pyString, quoteIdent, type TableInfo } from './schema';
import { aggregatePandas, aggregateSql, alias, derivedPandas, pandasColumn, pandasRead, whereOf } from './sqlparts';
import { escapeMarkdown } from './text';

type Row = Record<string, unknown>;
type Value = string | number | boolean;

export interface Difference {
  /** The column whose two values are the sides, and how they are compared (a date column by its year). */
  column: string;
  op: '=' | 'years' | 'periods';
  /** The figure subtracted from (`first`) and the one subtracted (`second`): first − second. */
  first: Value;
  second: Value;
  /** A percent change of `second` to `first` is asked too. */
  percent: boolean;
  /** "did A sell more than B": a yes or no, for the comparison written. */
  asks?: '>' | '<';
  /** Of `periods`: each side's [from, to) dates, by its name ("December 2024"). */
  ranges?: Array<{ name: string; from: string; to: string }>;
}

/** Wordings that ask for one figure minus another. */
const ASKED = /\b(differences?|differ|differs|how much (higher|lower|more|less|bigger|smaller|larger|greater|fewer|further|farther)|how many (more|fewer|less)|by how much|(percent|percentage|%) (change|difference|increase|decrease|higher|lower|more|less))\b|\bhow much\b.*\b(grow|grew|grown|increase|increased|rise|rose|risen|fall|fell|fallen|drop|dropped|decline|declined|decrease|decreased|change|changed)\b/;
/** "did A sell more than B": a yes or no question on a difference. */
const YES_NO = /^ (did|does|do|was|were|is|are|has|have|had)\b.*\b(more|higher|bigger|larger|greater|less|fewer|lower|smaller)\b.*\bthan\b/;
/** Verbs of a change from one side to the other: the later side minus the earlier one. */
// Not inside a word joined by a hyphen: "drop-offs" are things dropped off, no drop.
const CHANGE = /(?<![\w-])(grow|grew|grown|growth|increase|increased|rise|rose|risen|fall|fell|fallen|drop|dropped|decline|declined|decrease|decreased|change|changed|go up|went up|go down|went down)(?![\w-])(?! offs?\b)/;

/** Whether the question asks for a difference between two figures. */
export function asksDifference(text: string): boolean {
  return ASKED.test(text) || YES_NO.test(text);
}

/** Where a side's value is written in the question, or -1. */
function writtenAt(question: string, value: Value): number {
  // A month side ("December 2024") is written by its month alone, maybe shortened ("dec").
  const quarter = /^Q([1-4]) (\d{4})$/.exec(String(value));
  if (quarter) {
    const written = question.toLowerCase().search(new RegExp(`(?<![\\p{L}\\p{N}])q${quarter[1]},? ${quarter[2]}(?!\\p{N})`, 'u'));
    return written >= 0 ? written : question.toLowerCase().search(new RegExp(`(?<![\\p{L}\\p{N}])q${quarter[1]}(?![\\p{L}\\p{N}])`, 'u'));
  }
  const month = /^([A-Z][a-z]{2})[a-z]* (\d{4})$/.exec(String(value));
  // "dec 2023 vs dec 2024": with its year where the question writes one.
  const withYear = month ? question.toLowerCase().search(new RegExp(`(?<!\\p{L})${month[1].toLowerCase()}\\p{L}*,? ${month[2]}(?!\\p{N})`, 'u')) : -1;
  const at = withYear >= 0 ? withYear : month ? question.toLowerCase().search(new RegExp(`(?<!\\p{L})${month[1].toLowerCase()}\\p{L}*(?!\\p{L})`, 'u')) : -1;
  if (at >= 0) return at;
  return question.toLowerCase().search(new RegExp(`(?<![\\p{L}\\p{N}])${String(value).toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u'));
}

/**
 * The difference the question asks for, read from the parsed intent: one aggregate whose filter
 * keeps two values of one column (the groups, if any, are that column). The sides are taken in the
 * order written ("A than B", "between A and B": A − B; "from A to B", "grow between A and B": B − A).
 * When the question asks for a difference and its sides cannot be placed so, a doubt is said.
 */
export function differenceOf(parts: Parts, intent: Intent, doubts: string[]): Intent {
  // "average difference between A and B" per row is a derived measure of two columns (ratios.ts), already computed.
  if (!asksDifference(parts.text) || (intent.measure?.derived?.columns.length ?? 0) > 1) return intent;
  // "difference in average bill between 2024 and 2023" reads as growth over the years of the date
  // it keeps: the same two figures, one per year, so their difference is taken as any other's.
  const years = intent.kind === 'growth' && intent.time?.grain === 'year' && !intent.groupBy.length && !intent.rank
    && intent.filters.some((filter) => filter.column === intent.time?.column && filter.op === 'years' && filter.values.length === 2);
  if (years) return differenceOf(parts, { ...intent, kind: 'aggregate', time: undefined }, doubts);
  const sides = intent.filters.map((filter) => periodSides(yearEnds(parts, filter))).filter((filter) => ((filter.op === 'in' && !filter.family) || filter.op === 'years' || filter.op === 'periods') && filter.values.length === 2);
  const [side] = sides;
  const measure = intent.measure;
  const percent = /\b(percent|percentage|pct)\b|%/.test(parts.question.toLowerCase());
  // "percent change": the percent is of the difference, not a share of a total.
  const fits = intent.kind === 'aggregate' && !!measure && !measure.per && (!intent.share || percent) && !intent.rank && sides.length === 1
    && intent.groupBy.every((group) => group === side.column);
  if (!fits) {
    doubts.push('The question asks for the difference between two figures, and I could not place its two sides as two values of one column (two years, two groups); ask for each figure, or name both values.');
    return intent;
  }
  const [a, b] = side.values;
  const [atA, atB] = [writtenAt(parts.question, a), writtenAt(parts.question, b)];
  if (atA < 0 || atB < 0 || atA === atB) {
    doubts.push(`I could not tell which of ${escapeMarkdown(String(a))} and ${escapeMarkdown(String(b))} the question subtracts from the other; name both in the question.`);
    return intent;
  }
  const [earlier, later] = atA < atB ? [a, b] : [b, a];
  const yesNo = YES_NO.exec(parts.text);
  // "from 2022 to 2023", "grow between 2022 and 2023": the change is the later side minus the earlier one.
  const change = !yesNo && CHANGE.test(parts.question.toLowerCase());
  // "how many fewer in june than january": the larger side minus the smaller, the one written second first.
  const fewer = /\bhow (many|much) (fewer|less|lower|smaller)\b/.test(parts.text);
  const [first, second] = change ? [later, earlier] : fewer ? [later, earlier] : [earlier, later];
  const asks = yesNo ? (/^(less|fewer|lower|smaller)$/.test(yesNo[2]) ? '<' : '>') : undefined;
  const ranges = side.op === 'periods' ? periodRanges(intent.filters.find((filter) => filter.op === 'periods')) : undefined;
  const difference: Difference = { column: side.column, op: side.op === 'years' || side.op === 'periods' ? side.op : '=', first, second, percent, ...(asks ? { asks } : {}), ...(ranges ? { ranges } : {}) };
  const rest: Intent = { ...intent, groupBy: [], filters: intent.filters.filter((filter) => filter.column !== side.column), difference };
  delete rest.share;
  return rest;
}

/**
 * "From 2012 to 2017" read as a span of years, in a question about a difference, names the two
 * years at its ends: on a year column the two values, on a date column the two calendar years.
 */
function yearEnds(parts: Parts, filter: Filter): Filter {
  if (filter.op !== 'between' || !/\b(from|between)\b/.test(parts.text)) return filter;
  const column = parts.info.columns.find((c) => c.name === filter.column);
  const [from, to] = filter.values;
  if (column?.kind === 'date' && typeof from === 'string' && typeof to === 'string' && /^\d{4}-01-01$/.test(from) && /^\d{4}-01-01$/.test(to)) {
    const years = [Number(from.slice(0, 4)), Number(to.slice(0, 4)) - 1];
    return years[0] < years[1] ? { column: filter.column, op: 'years', values: years, label: `${filter.column} in ${years.join(' or ')}` } : filter;
  }
  if (column?.kind === 'number' && typeof from === 'number' && typeof to === 'number' && isYearColumn(column) && from < to) {
    return { column: filter.column, op: 'in', values: [from, to], label: `${filter.column} in (${from}, ${to})` };
  }
  return filter;
}

/** A month's name from its first day: "2024-12-01" is "December 2024". */
const monthName = (iso: string): string => new Date(`${iso}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A period's name from its [from, to) days: a month ("December 2024") or a quarter ("Q4 2024"). */
const periodName = (from: string, to: string): string => (quarterLong(from, to) ? `Q${Math.floor(Number(from.slice(5, 7)) / 3) + 1} ${from.slice(0, 4)}` : monthName(from));
/** Whether [from, to) is three months long: a quarter. */
export const quarterLong = (from: string, to: string): boolean => Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - (Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7))) === 3;

/** The two months of a `periods` filter, each named by its first day ([from, to) pairs). */
function periodRanges(filter: Filter | undefined): Difference['ranges'] {
  if (!filter) return undefined;
  const [fromA, toA, fromB, toB] = filter.values.map(String);
  return [{ name: periodName(fromA, toA), from: fromA, to: toA }, { name: periodName(fromB, toB), from: fromB, to: toB }];
}

/** Two periods as the two values of the sides ("December 2024", "June 2024"), each placed where its month is written. */
function periodSides(filter: Filter): Filter {
  if (filter.op !== 'periods') return filter;
  return { ...filter, values: (periodRanges(filter) ?? []).map((range) => range.name) };
}

/** One side as a filter: "year = 2017", "order_date in 2017", "Ship Date in December 2024". */
function sideFilter(difference: Difference, value: Value): Filter {
  const range = difference.ranges?.find((r) => r.name === value);
  if (range) return { column: difference.column, op: 'between', values: [range.from, range.to], label: `${difference.column} in ${range.name}` };
  return difference.op === 'years'
    ? { column: difference.column, op: 'years', values: [value], label: `${difference.column} in ${value}` }
    : { column: difference.column, op: '=', values: [value], label: `${difference.column} = ${value}` };
}

/** "the total revenue where region = North minus the total revenue where region = South". */
export function differenceWords(intent: Intent, difference: Difference): string {
  const label = measureLabel(intent.measure ?? { agg: 'count', column: null });
  const [first, second] = [sideFilter(difference, difference.first).label, sideFilter(difference, difference.second).label];
  return `the ${label} where ${first} minus the ${label} where ${second}${difference.percent ? `, and that difference as a percent of the second figure` : ''}`;
}

/** A name for a side's result column: `total_sales_2017`. */
const sideAlias = (base: string, value: Value): string => `${base}_${String(value)}`.replace(/[^\p{L}\p{N}_]+/gu, '_');

export interface DifferenceResult {
  plan: string[];
  pandas: string;
  conclusion: string;
  table: { name: string; columns: string[]; rows: Row[]; totalRows: null };
}

/**
 * The result table leads with the figure asked: the percent change or the difference, then both
 * figures. A yes or no question is answered by both figures, so its table lists the two sides as
 * rows of their column (the same figures the query gave).
 */
function differenceTable(difference: Difference, value: string, row: Row, aliasA: string, aliasB: string): DifferenceResult['table'] {
  if (difference.asks) {
    return { name: `${value}.csv`, columns: [difference.column, value], rows: [{ [difference.column]: difference.first, [value]: row[aliasA] }, { [difference.column]: difference.second, [value]: row[aliasB] }], totalRows: null };
  }
  const columns = difference.percent ? ['percent_change', 'difference', aliasA, aliasB] : ['difference', aliasA, aliasB];
  return { name: `difference_${value}.csv`, columns, rows: [Object.fromEntries(columns.map((name) => [name, row[name]]))], totalRows: null };
}

/** Runs both figures and their difference in one query, and writes the pandas code that gives the same. */
export async function computeDifference(intent: Intent, difference: Difference, info: TableInfo, run: (sql: string, params: unknown[]) => Promise<Row[]>): Promise<DifferenceResult> {
  const measure = intent.measure ?? { agg: 'count' as const, column: null };
  const value = alias(measure);
  const [aliasA, aliasB] = [sideAlias(value, difference.first), sideAlias(value, difference.second)];
  const where = whereOf(info, intent.filters);
  const [sideA, sideB] = [whereOf(info, [sideFilter(difference, difference.first)]), whereOf(info, [sideFilter(difference, difference.second)])];
  const condition = (side: ReturnType<typeof whereOf>): string => side.sql.replace(/^WHERE /, '');
  const percentSql = difference.percent ? `,\n  100.0 * (${quoteIdent(aliasA)} - ${quoteIdent(aliasB)}) / abs(${quoteIdent(aliasB)}) AS "percent_change"` : '';
  const sql = `SELECT ${quoteIdent(aliasA)}, ${quoteIdent(aliasB)}, ${quoteIdent(aliasA)} - ${quoteIdent(aliasB)} AS "difference"${percentSql}\nFROM (\n  SELECT ${aggregateSql(measure)} FILTER (WHERE ${condition(sideA)}) AS ${quoteIdent(aliasA)},\n    ${aggregateSql(measure)} FILTER (WHERE ${condition(sideB)}) AS ${quoteIdent(aliasB)}\n  FROM ${quoteIdent(info.table.table)} ${where.sql}\n)`;
  const [row] = await run(sql, [...sideA.params, ...sideB.params, ...where.params]);
  const [a, b, d] = [asNumber(row?.[aliasA]), asNumber(row?.[aliasB]), asNumber(row?.difference)];
  const pct = difference.percent ? asNumber(row?.percent_change) : null;
  const label = measureLabel(measure);
  const [nameA, nameB] = [escapeMarkdown(String(difference.first)), escapeMarkdown(String(difference.second))];
  let conclusion: string;
  if (a === null || b === null || d === null) {
    conclusion = `There is no ${label} for ${a === null ? nameA : nameB}${where.sql ? ' among the rows kept' : ''}, so there is no difference to report.`;
  } else {
    const both = `The ${label} is **${formatNumber(a)}** for ${nameA} and **${formatNumber(b)}** for ${nameB}`;
    const pctText = pct === null ? '' : ` (${pct >= 0 ? '+' : ''}${formatNumber(pct)}% of ${nameB}'s figure)`;
    const gap = `${nameA} minus ${nameB} is **${d >= 0 ? '' : '−'}${formatNumber(Math.abs(d))}**${pctText}`;
    if (difference.asks) {
      const yes = difference.asks === '>' ? a > b : a < b;
      conclusion = `**${yes ? 'Yes' : 'No'}**. ${both}: ${gap}.`;
    } else conclusion = `${both}: ${gap}.`;
  }
  const of = (mask: string): string => (measure.column ? `df[${mask}][${pyString(pandasColumn(measure))}].${aggregatePandas(measure)}` : `len(df[${mask}])`);
  const pandas = `${pandasRead(info)}\n${where.pandas ? `df = df[${where.pandas}]\n` : ''}${derivedPandas(measure)}a = ${of(sideA.pandas)}\nb = ${of(sideB.pandas)}\nprint(a, b, a - b${difference.percent ? ', 100 * (a - b) / abs(b)' : ''})`;
  return {
    plan: [`Compute the ${label} for ${sideFilter(difference, difference.first).label} and for ${sideFilter(difference, difference.second).label}${intent.filters.length ? `, over the rows where ${intent.filters.map((f) => f.label).join(' and ')}` : ''}, and subtract the second from the first${difference.percent ? ' (and divide by the second for the percent change)' : ''}.`],
    pandas,
    conclusion,
    table: differenceTable(difference, value, row ?? {}, aliasA, aliasB),
  };
}
