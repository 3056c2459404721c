/**
 * "applicant age over 60 by region": a bound on a number column, grouped, and no word that asks
 * for its average or total. The column names who is counted (the applicants over 60) more often
 * than what is averaged, and the two give different figures: asked, offering both (the count of
 * rows, or the measure read so far). "average age over 60 by region" and "how many …" say which.
 */
import { codeSpan } from '../../common/markdown';
import { type Intent, measureLabel } from './intent';
import { aggregationOf, instructionText, type Parts } from './parts';

/** The filter operators that bound a number column. */
export const BOUNDS = new Set(['>', '>=', '<', '<=', 'between']);

export function boundedMeasureDoubts(parts: Parts, intent: Intent): string[] {
  const { measure } = intent;
  if (intent.kind !== 'aggregate' || !intent.groupBy.length || !measure?.column || measure.agg === 'count' || measure.agg === 'count_distinct' || measure.derived || intent.rate || intent.difference) return [];
  if (!intent.filters.some((filter) => filter.column === measure.column && BOUNDS.has(filter.op))) return [];
  if (aggregationOf(instructionText(parts))) return [];
  const count: Intent = { ...intent, measure: { agg: 'count', column: null } };
  parts.intents = [count, intent];
  return [`The question bounds ${codeSpan(measure.column)} and names no figure of it, so it could ask for the number of rows in each group or the ${measureLabel(measure)}; ask for one (“how many … by …” or “average … by …”).`];
}
