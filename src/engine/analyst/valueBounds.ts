/**
 * Columns a value lookup can skip without reading them, from what the engine knows of their values
 * (`valuesStartWith`: ASCII letters and digits every value starts with, from a Parquet file's
 * statistics). Listing a big file's column costs a scan of the file; a customer code column whose
 * values all start with "C" cannot hold a value that the question's word "total" names.
 */
import type { TableInfo } from './schema';

/**
 * False when no value of the column can read as any of the phrases: the lookup folds a value to
 * lower case and turns each run of other characters than letters and digits into one space, so a
 * value starting with ASCII letters and digits folds to a text starting with them in lower case.
 */
export function mayHoldAny(info: TableInfo, column: string, phrases: string[]): boolean {
  const start = info.table.columns.find((c) => c.name === column)?.valuesStartWith?.toLowerCase();
  return !start || phrases.some((phrase) => phrase.startsWith(start));
}
