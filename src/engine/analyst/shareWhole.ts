/**
 * The whole a share is taken of. "What % of all workers were women in 2000" asks about the workers
 * of 2000: the year is the period both figures are about, the sex the part. So a share keeps its
 * date and year conditions in the whole, and only the other conditions pick the part. A share of a
 * period itself ("what share of sales were in 2023", only time conditions) is of the whole table.
 */
import type { Filter, Intent } from './intent';
import { isYearColumn, type TableInfo } from './schema';

/** Whether a condition picks a period: on a date column, a year column, or by years. */
function isPeriod(info: TableInfo, filter: Filter): boolean {
  if (filter.op === 'years') return true;
  const column = info.columns.find((c) => c.name === filter.column);
  return !!column && (column.kind === 'date' || isYearColumn(column));
}

/** The conditions that stay in the whole of a share; empty when the whole is the table. */
export function wholeFilters(info: TableInfo, intent: Intent): Filter[] {
  const periods = intent.filters.filter((filter) => isPeriod(info, filter));
  return periods.length < intent.filters.length ? periods : [];
}
