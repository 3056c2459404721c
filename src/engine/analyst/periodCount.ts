/**
 * "How many months was the rate above 4%?", "how many days had rain?", "number of years in the
 * data": a count of the distinct periods of the date column among the rows kept, not of rows. On
 * a file of daily rows, a month "above 4%" could be a month with one such day or a month whose
 * average is: with a condition on a number, a period coarser than the rows is asked, not guessed.
 */
import { codeSpan } from '../../common/markdown';
import type { Grain, Intent } from './intent';
import type { Parts } from './parts';
import { dateColumn } from './dates';
import { pyString } from './schema';
import { withoutOwnNouns } from './periodTotals';
import { bucketSql } from './sqlparts';
import { escapeMarkdown } from './text';

const PERIODS = new Map<string, { grain: Grain; pandas: string }>([
  ['days', { grain: 'day', pandas: 'D' }], ['weeks', { grain: 'week', pandas: 'W' }], ['months', { grain: 'month', pandas: 'M' }],
  ['quarters', { grain: 'quarter', pandas: 'Q' }], ['years', { grain: 'year', pandas: 'Y' }],
]);

/** The count of distinct periods the question asks for, as the intent's measure; the intent unchanged when it asks none. */
export function periodCount(parts: Parts, intent: Intent, doubts: string[]): Intent {
  // "how many market days" on market_stall_sales.csv: the table's own noun before the period is no other thing counted.
  const asked = /\b(how many|number of) (distinct |different |separate )?(days|weeks|months|quarters|years)\b/.exec(withoutOwnNouns(parts));
  const measure = intent.measure;
  if (!asked || intent.kind !== 'aggregate' || intent.groupBy.length || intent.share || intent.rank || (measure && measure.column !== null)) return intent;
  const column = dateColumn(parts);
  const period = PERIODS.get(asked[3]);
  if (!column || column.kind !== 'date' || !period) return intent;
  const at = parts.tokens.findIndex((token) => token.raw === asked[3]);
  // Rows finer than the period asked, and a condition on a number: "a month above 4%" is read two ways.
  const written = parts.info.table.columns.find((c) => c.name === column.name)?.written;
  const rowGrain: Grain = written?.grain === 'month' ? 'month' : 'day';
  const conditioned = intent.filters.some((filter) => parts.info.columns.find((c) => c.name === filter.column)?.kind === 'number' && filter.op !== '=' && filter.op !== 'in');
  if (conditioned && period.grain !== rowGrain && period.grain !== 'day') {
    doubts.push(`“${escapeMarkdown(asked[0])}” with a condition could count the ${asked[3]} with at least one such row or the ${asked[3]} whose figure as a whole meets it (${codeSpan(column.name)} holds ${rowGrain === 'day' ? 'dates' : 'months'}), which differ; ask for the number of rows, or by ${period.grain}.`);
    return intent;
  }
  parts.placed.add(at);
  return {
    ...intent,
    measure: {
      agg: 'count_distinct',
      column: column.name,
      derived: {
        name: `${asked[3]}_of_${column.name}`,
        label: `${asked[3]} of ${column.name}`,
        sql: bucketSql(column.name, period.grain),
        pandas: `df[${pyString(column.name)}].dt.to_period(${pyString(period.pandas)})`,
        columns: [column.name],
      },
    },
  };
}
