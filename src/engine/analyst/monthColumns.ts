/**
 * A wide sheet: label columns (Department, Cost Line) then one number column per month (Jan …
 * Dec). The months are one measure spread over columns, so the sheet is read as one row per
 * label and month (UNPIVOT in DuckDB, melt in pandas): a `Month` column holding the month's name
 * and one measure column named by the sheet ("Budget"), the name a person gives the figures. A
 * year written in the file's or sheet's name ("dept_budget_2024.xlsx") becomes a `Year` column,
 * said in the answer, so "total budget for 2024" filters on it and "the 2023 budget" finds none.
 */
import { codeSpan } from '../../common/markdown';
import { describeColumn, pyString, quoteIdent, type ColumnInfo, type TableInfo } from './schema';
import { pandasRead, sqlRead } from './sqlparts';
import { escapeMarkdown, words } from './text';
import type { View } from './views';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAMES = MONTHS.map((m) => m[0].toUpperCase() + m.slice(1));

/** The month (0–11) a column's whole name says: "Jan", "January", "Sept", "mar."; else -1. */
export function monthOfName(name: string): number {
  const word = name.trim().toLowerCase().replace(/\.$/, '');
  if (word.length < 3) return -1;
  if (word === 'sept') return 8;
  return MONTHS.findIndex((month) => month === word || (word.length === 3 && month.startsWith(word)));
}

/** The sheet's name of a workbook table ("file.xlsx / Budget"), or null for a file of one table. */
function sheetOf(label: string): string | null {
  return label.includes(' / ') ? label.slice(label.indexOf(' / ') + 3).trim() : null;
}

/** One year written in the label (file and sheet names), when exactly one is. */
function yearOf(label: string): number | null {
  const years = new Set([...label.matchAll(/(?<!\d)(19\d\d|20\d\d)(?!\d)/g)].map((m) => Number(m[1])));
  return years.size === 1 ? [...years][0] : null;
}

/**
 * The sheet read one row per month, or null when it is not wide by month: at least three number
 * columns named each for a different month, at least one text column to label the rows, and a
 * sheet name made of letters to name the figures (a sheet called "Sheet1" names nothing).
 */
export function monthColumnsView(base: TableInfo): View | null {
  const months = base.columns.filter((c) => c.kind === 'number' && monthOfName(c.name) >= 0);
  if (months.length < 3 || new Set(months.map((c) => monthOfName(c.name))).size !== months.length) return null;
  const keys = base.columns.filter((c) => c.kind === 'text');
  const sheet = sheetOf(base.table.label);
  if (!keys.length || !sheet || !/^\p{L}[\p{L} ]*$/u.test(sheet) || /^sheet\s*\d*$/i.test(sheet)) return null;
  const measure = sheet.replace(/\b\p{Ll}/gu, (ch) => ch.toUpperCase());
  const taken = new Set(keys.map((c) => c.name.toLowerCase()));
  if (taken.has(measure.toLowerCase()) || taken.has('month') || taken.has('year')) return null;
  const year = yearOf(base.table.label);
  const keyIdents = keys.map((c) => quoteIdent(c.name));
  const monthCase = `CASE "__month" ${months.map((c) => `WHEN ${sqlText(c.name)} THEN ${sqlText(MONTH_NAMES[monthOfName(c.name)])}`).join(' ')} END`;
  const over = (read: string): string => `(SELECT ${keyIdents.join(', ')}, ${monthCase} AS "Month",${year !== null ? ` ${year} AS "Year",` : ''} "__value" AS ${quoteIdent(measure)}\n FROM (UNPIVOT (SELECT ${[...keyIdents, ...months.map((c) => quoteIdent(c.name))].join(', ')} FROM ${read}) ON ${months.map((c) => quoteIdent(c.name)).join(', ')} INTO NAME "__month" VALUE "__value"))`;
  const pandas = [
    pandasRead(base),
    `df = df.melt(id_vars=[${keys.map((c) => pyString(c.name)).join(', ')}], value_vars=[${months.map((c) => pyString(c.name)).join(', ')}], var_name="Month", value_name=${pyString(measure)}).dropna(subset=[${pyString(measure)}])`,
    `df["Month"] = df["Month"].map({${months.map((c) => `${pyString(c.name)}: ${pyString(MONTH_NAMES[monthOfName(c.name)])}`).join(', ')}})`,
    ...(year !== null ? [`df["Year"] = ${year}`] : []),
  ].join('\n');
  const made: ColumnInfo[] = [
    describeColumn({ name: 'Month', type: 'VARCHAR' }),
    ...(year !== null ? [describeColumn({ name: 'Year', type: 'INTEGER' })] : []),
    describeColumn({ name: measure, type: 'DOUBLE' }),
  ];
  const cells = base.table.rowCount * months.length;
  // The words of a label before "per" may name its rows (rowNounsOf): this one adds none.
  const label = `${base.table.label}, per month`;
  const info: TableInfo = {
    table: {
      ...base.table,
      table: `view:months:${base.table.table}`,
      label,
      columns: [...base.table.columns.filter((c) => keys.some((k) => k.name === c.name)), ...made.map((c) => ({ name: c.name, type: c.type }))],
      rowCount: cells,
    },
    columns: [...keys, ...made],
    lookup: { sql: over(sqlRead(base)), pandas },
  };
  const first = months[0].name;
  const last = months[months.length - 1].name;
  const sentence = `${escapeMarkdown(base.table.label)} has a column per month (${months.length}: ${codeSpan(first)} … ${codeSpan(last)}), read as one figure, ${codeSpan(measure)} (the sheet's name), in a row per ${keys.map((c) => codeSpan(c.name)).join(' and ')} and \`Month\`${year !== null ? `; \`Year\` is ${year}, the year written in its name` : ''}.`;
  return { base, info, over, made: made.map((c) => c.name), fits: (question) => namesMeasure(question, measure), sentence };
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
  if (said.some((word) => SET_AGAINST.test(word))) return false;
  return !new RegExp(`\\b(over|under|within|above|below|exceed|exceeded|exceeding|exceeds|against|versus|vs)( the| our| their| its)? ${named.join(' ')}\\b`).test(said.join(' '));
}

/** Words that set a sheet's figures against others: what is left, spent or actual beside a plan. */
const SET_AGAINST = /^(left|remaining|remainder|unspent|spent|spend|spending|overspent|underspent|overspend|overrun|variance|actual|actuals|minus|difference)$/;

function sqlText(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
