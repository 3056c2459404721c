/**
 * A condition alone is no measure. "Bounce rate above 70%" and "items over 5 kg" ask which rows
 * meet the condition, and "how many rows with unit price over $200 and quantity above 5" counts
 * them; averaging or adding up the very column the condition bounds answers a question nobody
 * asked. When every number column the question names is bounded by a condition and no
 * aggregation is said (or only "how many"), the rows that meet the conditions are counted.
 */
import type { Intent } from './intent';
import { aggregationOf, instructionText, type Parts } from './parts';

const BOUNDS = new Set(['>', '>=', '<', '<=', 'between']);

/** The intent counting the rows its conditions keep, when the measure was only the bounded column; unchanged otherwise. */
export function countConditioned(parts: Parts, intent: Intent | null): Intent | null {
  const measure = intent?.measure;
  if (!intent || intent.kind !== 'aggregate' || intent.groupBy.length || intent.share || intent.rank || intent.difference) return intent;
  if (!measure?.column || !['sum', 'avg'].includes(measure.agg) || measure.per || measure.derived || measure.perPeriod || measure.tally) return intent;
  const bounded = new Set(intent.filters.filter((filter) => BOUNDS.has(filter.op)).map((filter) => filter.column));
  if (!bounded.has(measure.column)) return intent;
  const asked = aggregationOf(instructionText(parts));
  if (asked !== null && !(asked === 'count' && /\b(how many|number of|count)\b/.test(parts.text))) return intent;
  // Every number the question names is a bounded column, named once: none is left to be measured.
  const named = parts.mentions.map((mention) => mention.candidates[0].column).filter((column) => column.kind === 'number' && !column.isId);
  if (named.some((column) => !bounded.has(column.name)) || new Set(named.map((column) => column.name)).size !== named.length) return intent;
  return { ...intent, measure: { agg: 'count', column: null } };
}
