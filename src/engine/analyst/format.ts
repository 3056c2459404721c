/** Number and value formatting for answers and result files, in one place so tests can rely on it. */

/**
 * One en-US formatter per number of decimals, made once: `toLocaleString` with options builds a
 * new formatter on every call (measured at load 9: 0.5 ms a call against 6 µs for a kept one, the
 * same text), and the first one loads ICU's data (40–400 ms), which `warmUpFormats` pays at start.
 */
const formatters = new Map<number, Intl.NumberFormat>();

function decimals(digits: number): Intl.NumberFormat {
  let formatter = formatters.get(digits);
  if (!formatter) formatters.set(digits, (formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits })));
  return formatter;
}

/** Makes the formatters before the first answer needs them (the engine calls it as it starts). */
export function warmUpFormats(): void {
  for (const digits of [1, 2, 4]) decimals(digits).format(1.5);
}

/** A number as people read it: thousands separators, at most two decimals ("1,234.57"). */
export function formatNumber(value: unknown): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    return decimals(Math.abs(value) < 1 && value !== 0 ? 4 : 2).format(value);
  }
  return formatValue(value);
}

export function formatPercent(share: number): string {
  return `${decimals(1).format(share * 100)}%`;
}

/** Any result value as text: dates as yyyy-mm-dd (or with time when it has one), null as "(missing)". */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '(missing)';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
  }
  if (typeof value === 'number') return formatNumber(value);
  return String(value);
}

/** A value for a CSV cell: full precision numbers (rounded to 6 decimals to drop float noise), ISO dates. */
export function csvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6);
  if (value instanceof Date) return formatValue(value);
  const text = String(value);
  return /[",\n\r]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: string[], rows: Array<Record<string, unknown>>): string {
  const lines = [columns.map(csvValue).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvValue(row[column])).join(','));
  return `${lines.join('\n')}\n`;
}

/** A result value as a number when it is one (DuckDB DECIMAL/HUGEINT may arrive as text). */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** The plural of an English noun or column name: region -> regions, category -> categories, Branch -> Branches. */
export function pluralWord(noun: string): string {
  // "Species", "Series": already the word for many.
  if (/(species|series)$/i.test(noun)) return noun;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}${/Y$/.test(noun) ? 'IES' : 'ies'}`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}${/[A-Z]$/.test(noun) ? 'ES' : 'es'}`;
  return `${noun}${/[A-Z]{2}$/.test(noun) ? 'S' : 's'}`;
}

/** The noun for n items: "1 group", "3 groups". */
export function plural(noun: string, n: number): string {
  return n === 1 ? noun : pluralWord(noun);
}

/** A count with its noun in agreement: "1 group", "1,200 rows". */
export function countOf(n: number, noun: string): string {
  return `${formatNumber(n)} ${plural(noun, n)}`;
}

/**
 * What the groups of a column are called in a sentence: "regions" for `region`, "customers" for
 * the identifier `customer_id` (its values are customers), several columns as combinations.
 */
export function groupNoun(columns: string[], n: number, isId: (column: string) => boolean): string {
  if (columns.length !== 1) return n === 1 ? `${columns.join(' and ')} combination` : `${columns.join(' and ')} combinations`;
  const [column] = columns;
  const base = isId(column) ? column.replace(/[\s_-]*(id|key|uuid)$/i, '').replace(/([a-z])I[dD]$/, '$1') : column;
  return plural(base || column, n);
}
