/**
 * The first sentence of every answer: what was computed, over which rows, with which filters
 * ("Computed the total revenue by region, over the 2,423 of 3,001 rows of sales.csv where
 * order_date in 2024."). It is written from the Intent that ran, so it cannot drift from the query.
 */
import { differenceWords } from './difference';
import { rateWords } from './rateCompute';
import { formatNumber } from './format';
import { measureLabel, type Grain, type Intent } from './intent';
import type { TableInfo } from './schema';
import { wholeFilters } from './shareWhole';

function grainWords(grain: Grain, column: string): string {
  if (grain === 'weekday') return `day of the week of ${column}`;
  if (grain === 'monthofyear') return `month of the year of ${column} (each month taken together across the years)`;
  if (grain === 'hourofday') return `hour of the day of ${column} (0 to 23, each hour taken together across the days)`;
  return `${grain} of ${column}`;
}

function rankWords(intent: Intent): string {
  if (!intent.rank) return '';
  const order = intent.rank.dir === 'desc' ? 'highest' : 'lowest';
  return intent.rank.limit === 1 ? `, keeping the ${order} one` : `, keeping the ${formatNumber(intent.rank.limit)} ${order}`;
}

/** What was computed, without the rows it ran over. */
/** The whole a share is of: the table, or the rows of the period both figures are about (shareWhole.ts). */
function shareOfWhat(intent: Intent, info: TableInfo | undefined): string {
  const kept = info ? wholeFilters(info, intent) : [];
  return kept.length ? `, as a share of that figure where ${kept.map((filter) => filter.label).join(' and ')}` : ', as a share of that figure over the whole table';
}

export function computedWhat(intent: Intent, info?: TableInfo): string {
  // A count answered by a column that holds it says so: the rows are not what was counted.
  const tally = intent.measure?.tally && intent.measure.column ? ` (each row stands for a number of them, given in ${intent.measure.column}, so those numbers are added up rather than the rows counted)` : '';
  const measure = `${intent.measure ? measureLabel(intent.measure) : 'number of rows'}${tally}`;
  const groups = intent.groupBy.length ? ` by ${intent.groupBy.join(' and ')}` : '';
  const columns = intent.columns ?? [];
  switch (intent.kind) {
    case 'shape': return 'the number of rows and columns';
    case 'columns': return 'the list of columns and their types';
    case 'describe': return columns.length ? `a summary of ${columns.join(', ')}` : 'a summary of every column';
    case 'aggregate': if (intent.difference) return differenceWords(intent, intent.difference);
      if (intent.rate) return rateWords(intent, intent.rate);
      return `the ${measure}${groups}${intent.share ? (intent.groupBy.length ? ', as each group’s share of the total' : shareOfWhat(intent, info)) : ''}${rankWords(intent)}`;
    case 'rows': return `the rows${intent.measure?.column ? ` ordered by ${intent.measure.column}${intent.rank?.dir === 'asc' ? ', lowest first' : ', highest first'}` : ''}${intent.rank ? (intent.rank.limit === 1 ? ', keeping the first and any row tied with it' : `, keeping ${formatNumber(intent.rank.limit)}`) : ''}`;
    case 'trend': return `the ${measure} per ${intent.time ? grainWords(intent.time.grain, intent.time.column) : 'period'}${intent.groupBy.length ? ` for each ${intent.groupBy[0]}` : ''}${rankWords(intent)}`;
    case 'growth': return `the change in the ${measure} per ${intent.time ? grainWords(intent.time.grain, intent.time.column) : 'period'}${groups}${rankWords(intent)}`;
    case 'distribution': return `the distribution of ${columns[0] ?? 'the values'}`;
    case 'outliers': return `the outliers of ${columns[0] ?? 'the values'} (beyond 1.5 interquartile ranges)`;
    case 'correlation': return `the correlation between ${columns.join(' and ')}`;
    case 'missing': return intent.byRow ? `the number of ${intent.byRow === 'complete' ? 'complete rows (no missing value in any column)' : 'rows with at least one missing value (in any column)'}` : 'the missing values of each column';
    case 'duplicates': return 'the duplicate rows';
  }
}

/**
 * The whole sentence. `matching` is the number of rows the filters keep (null when not counted);
 * the table's row count comes from the table itself.
 */
export function statement(intent: Intent, info: TableInfo, matching: number | null): string {
  const what = computedWhat(intent, info);
  const total = info.table.rowCount;
  const label = info.table.label;
  if (intent.kind === 'columns') return `Computed ${what} of ${label}.`;
  if (!intent.filters.length) return `Computed ${what}, over all ${formatNumber(total)} rows of ${label}.`;
  const where = intent.filters.map((filter) => filter.label).join(' and ');
  const count = matching === null ? 'the rows' : `the ${formatNumber(matching)} of ${formatNumber(total)} rows`;
  return `Computed ${what}, over ${count} of ${label} where ${where}.`;
}
