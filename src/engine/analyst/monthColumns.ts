/**
 * A wide table: label columns (Department, Cost Line) then one number column per month (Jan …
 * Dec, January …, 2024-01 …) or quarter (Q1 … Q4). The periods are one measure spread over
 * columns, so the table is read as one row per label and period (UNPIVOT in DuckDB, melt in
 * pandas): a `Month` (or `Quarter`) column and one measure column named as a person names the
 * figures: by the sheet ("Budget"), or for a file of one table by its name's word
 * ("monthly_sales.csv": Sales), else by the question's one measure word. A year written in the
 * file's or sheet's name ("dept_budget_2024.xlsx") or in the column names becomes a `Year` column,
 * said in the answer, so "total budget for 2024" filters on it and "the 2023 budget" finds none.
 */
import { codeSpan } from '../../common/markdown';
import { describeColumn, pyString, quoteIdent, type ColumnInfo, type TableInfo } from './schema';
import { pandasRead, sqlRead } from './sqlparts';
import { escapeMarkdown, words } from './text';
import type { View } from './views';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export const MONTH_NAMES = MONTHS.map((m) => m[0].toUpperCase() + m.slice(1));

/** The month (0–11) a column's whole name says: "Jan", "January", "Sept", "mar."; else -1. */
export function monthOfName(name: string): number {
  const word = name.trim().toLowerCase().replace(/\.$/, '');
  if (word.length < 3) return -1;
  if (word === 'sept') return 8;
  return MONTHS.findIndex((month) => month === word || (word.length === 3 && month.startsWith(word)));
}

/** The sheet's name of a workbook table ("file.xlsx / Budget"), or null for a file of one table. */
export function sheetOf(label: string): string | null {
  return label.includes(' / ') ? label.slice(label.indexOf(' / ') + 3).trim() : null;
}

/** One year written in the label (file and sheet names), when exactly one is. */
export function yearOf(label: string): number | null {
  const years = new Set([...label.matchAll(/(?<!\d)(19\d\d|20\d\d)(?!\d)/g)].map((m) => Number(m[1])));
  return years.size === 1 ? [...years][0] : null;
}

/** The period columns of a wide table: each a number column named for one period, the same kind of period throughout. */
export interface Periods {
  columns: ColumnInfo[];
  /** The column the periods become: "Month" or "Quarter". */
  name: 'Month' | 'Quarter';
  /** The period a column holds, as the new column writes it ("March", "Q3"). */
  labels: string[];
  /** The year the column names write ("2024-01" … "2024-12"), when they write one. */
  year: number | null;
}

/**
 * At least three number columns named each for a different month ("Jan", "January", "2024-03",
 * all in one year) or quarter ("Q1" … "Q4"); else null.
 */
export function periodColumns(base: TableInfo): Periods | null {
  const numbers = base.columns.filter((c) => c.kind === 'number');
  const distinct = (found: ColumnInfo[], keys: string[]): boolean => found.length >= 3 && new Set(keys).size === found.length;
  const named = numbers.filter((c) => monthOfName(c.name) >= 0);
  if (distinct(named, named.map((c) => c.name.toLowerCase().slice(0, 3)))) return { columns: named, name: 'Month', labels: named.map((c) => MONTH_NAMES[monthOfName(c.name)]), year: null };
  const dated = numbers.map((c) => ({ column: c, match: /^((?:19|20)\d\d)[-/.](0?[1-9]|1[0-2])$/.exec(c.name.trim()) })).filter((d) => d.match);
  const years = new Set(dated.map((d) => d.match?.[1]));
  if (years.size === 1 && distinct(dated.map((d) => d.column), dated.map((d) => String(Number(d.match?.[2]))))) {
    return { columns: dated.map((d) => d.column), name: 'Month', labels: dated.map((d) => MONTH_NAMES[Number(d.match?.[2]) - 1]), year: Number([...years][0]) };
  }
  const quarters = numbers.filter((c) => /^q[1-4]$/i.test(c.name.trim()));
  // "Q5" or "Q0" beside them says the Qs number something else (a survey's questions).
  if (base.columns.some((c) => /^q(0|[5-9]|\d\d+)$/i.test(c.name.trim()))) return null;
  if (distinct(quarters, quarters.map((c) => c.name.trim().toUpperCase()))) return { columns: quarters, name: 'Quarter', labels: quarters.map((c) => c.name.trim().toUpperCase()), year: null };
  return null;
}

/** Words of a file's name that say how its figures are laid out or kept, not what they are. */
const LAYOUT_WORDS = new Set(['monthly', 'month', 'months', 'quarterly', 'quarter', 'quarters', 'yearly', 'annual', 'year', 'years', 'by', 'per', 'and', 'of', 'the', 'data', 'report', 'table', 'summary', 'export', 'final', 'wide', 'file', 'sheet', 'csv', 'copy', 'new', 'old', 'latest', 'draft']);

/**
 * What names the figures: the sheet's own name ("Budget"), or for a file of one table the one word
 * of its name that is not a layout word, a period or a label column ("monthly_sales_2024.csv":
 * Sales); null when the name gives none (the figures are then called "Value").
 */
function measureOf(base: TableInfo, keys: ColumnInfo[]): { name: string; from: string; sheet: boolean } | null {
  const sheet = sheetOf(base.table.label);
  if (sheet !== null) {
    if (!/^\p{L}[\p{L} ]*$/u.test(sheet) || /^sheet\s*\d*$/i.test(sheet)) return null;
    return { name: sheet.replace(/\b\p{Ll}/gu, (ch) => ch.toUpperCase()), from: "the sheet's name", sheet: true };
  }
  const stem = base.table.label.replace(/\.[a-z0-9]+$/i, '');
  const keyWords = new Set(keys.flatMap((c) => words(c.name)).flatMap((w) => [w, `${w}s`]));
  const left = stem.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3 && !LAYOUT_WORDS.has(w) && !keyWords.has(w) && monthOfName(w) < 0);
  return left.length === 1 ? { name: left[0][0].toUpperCase() + left[0].slice(1), from: "the file's name", sheet: false } : null;
}

/**
 * Words that name a table's one measure ("revenue"): on a file whose name names no measure, the
 * question's own word names the figures, since they are the only ones the file holds.
 */
const MEASURE_NOUNS = new Set(['sales', 'revenue', 'revenues', 'spend', 'spending', 'cost', 'costs', 'amount', 'amounts', 'income', 'expenses', 'expense', 'profit', 'profits', 'units', 'volume', 'orders', 'visits', 'visitors', 'bookings', 'value', 'values']);

/** The measure words a question says, as it writes them. */
function measureNouns(question: string): string[] {
  return [...new Set(question.toLowerCase().split(/[^\p{L}]+/u).filter((word) => MEASURE_NOUNS.has(word)))];
}

/**
 * The table read one row per period, or null when it is not wide by period: at least three number
 * columns named each for a different month or quarter, at least one text column to label the rows,
 * and a name for the figures. A sheet names them by its name (a sheet called "Sheet1" names
 * nothing, and is not read so); a file of one table by the word of its name that is not about
 * layout, else the question's one measure word, else "Value".
 */
export function monthColumnsView(base: TableInfo): View | null {
  const periods = periodColumns(base);
  const keys = base.columns.filter((c) => c.kind === 'text');
  if (!periods || !keys.length) return null;
  const sheet = sheetOf(base.table.label) !== null;
  const measure = measureOf(base, keys);
  if (sheet && !measure) return null;
  const taken = new Set(keys.map((c) => c.name.toLowerCase()));
  if (taken.has(periods.name.toLowerCase()) || taken.has('year')) return null;
  const fileYear = yearOf(base.table.label);
  if (periods.year !== null && fileYear !== null && periods.year !== fileYear) return null;
  const year = periods.year ?? fileYear;
  // A sheet's figures are asked for by its name; a file's by its name's word or by no measure word at all.
  const fits = (name: string) => (question: string): boolean => (measure?.sheet ? namesMeasure(question, name) : namesMeasure(question, name) || (!measureNouns(question).length && !setAgainst(question, name)));
  const build = (name: string, from: string, table: string): View | null => (taken.has(name.toLowerCase()) ? null : wideView(base, keys, periods, year, name, from, fits(name), table));
  const view = build(measure?.name ?? 'Value', measure?.from ?? 'the file names none', `view:months:${base.table.table}`);
  if (!view || measure) return view;
  // A file whose name names no measure: the question's one measure word names the figures.
  return {
    ...view,
    forQuestion: (question) => {
      const said = measureNouns(question);
      if (said.length !== 1 || said[0].startsWith('value')) return view;
      const name = said[0][0].toUpperCase() + said[0].slice(1);
      const named = build(name, 'the question\'s word; the file names its figures nowhere', `view:months:${base.table.table}:${name}`);
      if (named) named.info.table.rowCount = view.info.table.rowCount;
      return named ?? view;
    },
  };
}

function wideView(base: TableInfo, keys: ColumnInfo[], periods: Periods, year: number | null, measure: string, from: string, fits: (question: string) => boolean, table: string): View {
  const { columns, name: period, labels } = periods;
  const keyIdents = keys.map((c) => quoteIdent(c.name));
  const periodCase = `CASE "__period" ${columns.map((c, i) => `WHEN ${sqlText(c.name)} THEN ${sqlText(labels[i])}`).join(' ')} END`;
  const over = (read: string): string => `(SELECT ${keyIdents.join(', ')}, ${periodCase} AS ${quoteIdent(period)},${year !== null ? ` ${year} AS "Year",` : ''} "__value" AS ${quoteIdent(measure)}\n FROM (UNPIVOT (SELECT ${[...keyIdents, ...columns.map((c) => quoteIdent(c.name))].join(', ')} FROM ${read}) ON ${columns.map((c) => quoteIdent(c.name)).join(', ')} INTO NAME "__period" VALUE "__value"))`;
  const pandas = [
    pandasRead(base),
    `df = df.melt(id_vars=[${keys.map((c) => pyString(c.name)).join(', ')}], value_vars=[${columns.map((c) => pyString(c.name)).join(', ')}], var_name=${pyString(period)}, value_name=${pyString(measure)}).dropna(subset=[${pyString(measure)}])`,
    `df[${pyString(period)}] = df[${pyString(period)}].map({${columns.map((c, i) => `${pyString(c.name)}: ${pyString(labels[i])}`).join(', ')}})`,
    ...(year !== null ? [`df["Year"] = ${year}`] : []),
  ].join('\n');
  const made: ColumnInfo[] = [
    describeColumn({ name: period, type: 'VARCHAR' }),
    ...(year !== null ? [describeColumn({ name: 'Year', type: 'INTEGER' })] : []),
    describeColumn({ name: measure, type: 'DOUBLE' }),
  ];
  const cells = base.table.rowCount * columns.length;
  // The words of a label before "per" may name its rows (rowNounsOf): this one adds none.
  const label = `${base.table.label}, per ${period.toLowerCase()}`;
  const info: TableInfo = {
    table: {
      ...base.table,
      table,
      label,
      columns: [...base.table.columns.filter((c) => keys.some((k) => k.name === c.name)), ...made.map((c) => ({ name: c.name, type: c.type }))],
      rowCount: cells,
    },
    columns: [...keys, ...made],
    lookup: { sql: over(sqlRead(base)), pandas },
  };
  const first = columns[0].name;
  const last = columns[columns.length - 1].name;
  const yearSaid = year === null ? '' : periods.year !== null ? `; \`Year\` is ${year}, the year its column names write` : `; \`Year\` is ${year}, the year written in its name`;
  const sentence = `${escapeMarkdown(base.table.label)} has a column per ${period.toLowerCase()} (${columns.length}: ${codeSpan(first)} … ${codeSpan(last)}), read as one figure, ${codeSpan(measure)} (${from}), in a row per ${keys.map((c) => codeSpan(c.name)).join(' and ')} and ${codeSpan(period)}${yearSaid}.`;
  return { base, info, over, made: made.map((c) => c.name), fits, sentence };
}

/**
 * The question names the figures by the sheet's own name ("budget"), not by a word that may mean
 * another table's figures ("spend"); and not to set something against them ("over budget", "under
 * budget", "budget left", "actual vs budget", "budget spent": figures the sheet does not hold).
 */
export function namesMeasure(question: string, measure: string): boolean {
  const said = words(question);
  const named = words(measure);
  if (!named.every((word) => said.includes(word))) return false;
  if (setAgainst(question, measure)) return false;
  return !new RegExp(`\\b(over|under|within|above|below|exceed|exceeded|exceeding|exceeds|against|versus|vs)( the| our| their| its)? ${named.join(' ')}\\b`).test(said.join(' '));
}

/** The question sets the figures against others by a word other than their own name ("spend" on a file of spend is its figures). */
function setAgainst(question: string, measure: string): boolean {
  const own = words(measure);
  return words(question).some((word) => SET_AGAINST.test(word) && !own.includes(word));
}

/** Words that set a sheet's figures against others: what is left, spent or actual beside a plan. */
const SET_AGAINST = /^(left|remaining|remainder|unspent|spent|spend|spending|overspent|underspent|overspend|overrun|variance|actual|actuals|minus|difference)$/;

export function sqlText(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
