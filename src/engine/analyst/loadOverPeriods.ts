/**
 * "weight 2023 vs 2024", "litres by month": a load the rows carry (a column in kg or litres, a level
 * by default, so averaged) set against periods with no aggregation said. The total carried in each
 * period and the average load per row differ, and people mean either ("weight 2023 vs 2024" of a
 * recycling centre is the tonnage; of a flock, the typical animal), so it is asked.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import { aggregationOf, instructionText, type Parts } from './parts';
import { escapeMarkdown } from './text';
import { columnUnit } from './units';

export function loadOverPeriodsDoubt(parts: Parts, intent: Intent): string | null {
  const { measure } = intent;
  if (!intent.time || measure?.agg !== 'avg' || !measure.column || measure.derived || measure.per || measure.perPeriod) return null;
  if (aggregationOf(instructionText(parts)) !== null) return null;
  const column = parts.info.columns.find((c) => c.name === measure.column);
  const dimension = column ? columnUnit(column)?.dimension : undefined;
  if (!column || (dimension !== 'mass' && dimension !== 'volume')) return null;
  return `${codeSpan(column.name)} set against periods could be the total of each period or the average per row, which differ; ask for the “total ${escapeMarkdown(column.name)}” or the “average ${escapeMarkdown(column.name)}”.`;
}
