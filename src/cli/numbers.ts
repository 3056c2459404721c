/**
 * Numbers as a person reads them in a terminal: the locale's thousands separators, the same
 * number of decimals down a column (so the decimal points line up), no more decimals than a
 * reader can use, and one mark for a missing value. The files saved with --out keep the raw
 * values; only what is printed is formatted. Counts, the missing mark and what counts as a
 * number are the shared formatter's (src/common/format.ts), as in the chat; lining up a
 * column's decimals is the terminal's own need.
 */
import { MISSING, formatterFor, isLabelColumn, isNumericText } from '../common/format';

/** How a missing value (an empty cell) is printed: the same mark as everywhere else. */
export { MISSING };

/**
 * The BCP 47 locale named by the environment (LC_ALL, then LC_NUMERIC, then LANG), as POSIX
 * writes it (de_DE.UTF-8); `en-US` when none is set, it is C/POSIX, or Intl does not know it.
 */
export function localeFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.LC_ALL || env.LC_NUMERIC || env.LANG || '';
  const tag = raw.split(/[.@]/)[0].replace(/_/g, '-');
  if (!tag || tag === 'C' || tag === 'POSIX') return 'en-US';
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag])[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** Decimals worth showing: at most 2 for numbers of 1 and over, up to 4 for smaller ones. */
function decimalsFor(values: number[], texts: string[]): number {
  const written = Math.max(0, ...texts.map((t) => {
    if (/e/i.test(t)) return 6;
    const dot = t.indexOf('.');
    return dot < 0 ? 0 : t.length - dot - 1 - (/0+$/.exec(t)?.[0].length ?? 0);
  }));
  if (written === 0) return 0;
  const largest = Math.max(...values.map(Math.abs));
  return Math.min(written, largest >= 1 ? 2 : 4);
}

export interface FormattedColumn {
  cells: string[];
  /** Whether the column holds numbers (and so is right-aligned). */
  numeric: boolean;
}

/**
 * One column of a table, formatted. A column is numeric when every non-empty cell is a plain
 * number; then all its cells get the same decimals, and grouping unless its name says it holds
 * identifiers or years. Empty cells become MISSING in any column.
 */
export function formatColumn(header: string, cells: readonly string[], locale: string): FormattedColumn {
  const present = cells.filter((c) => c !== '');
  const numeric = present.length > 0 && present.every(isNumericText);
  if (!numeric) return { cells: cells.map((c) => (c === '' ? MISSING : c)), numeric: false };
  const values = present.map(Number);
  const decimals = decimalsFor(values, present);
  const grouping = !(decimals === 0 && isLabelColumn(header));
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouping });
  return { cells: cells.map((c) => (c === '' ? MISSING : format.format(Number(c)))), numeric: true };
}

/** A count in the locale's digits. */
export function formatCount(n: number, locale: string): string {
  return formatterFor(locale).number(n);
}

/** "1 row", "2 rows", "1,024 rows" (the words are English, so English decides the plural). */
export function plural(n: number, one: string, many: string, locale: string): string {
  return `${formatCount(n, locale)} ${n === 1 ? one : many}`;
}

/** A size in bytes as people read it: 912 B, 1.4 KB, 97 MB (powers of 1000, as file managers show). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
