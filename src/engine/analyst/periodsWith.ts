/**
 * "days with more than 8 hours of sunshine": the days are asked for, counted or listed, never a
 * series of each day's total over the rows that pass the bound (which a trend "by day" would give)
 * nor the average of the bounded column over them.
 * Whether a day qualifies by one of its rows or by its total over its rows is a second question,
 * so it is asked.
 */
import type { Intent } from './intent';
import type { Parts } from './parts';
import { escapeMarkdown } from './text';

const BOUND = new Set(['>', '>=', '<', '<=', 'between']);

export function periodsWithDoubt(parts: Parts, intent: Intent): string | null {
  const said = /^ (days|weeks|months|years|hours) with\b/.exec(parts.text);
  const bounded = intent.filters.filter((filter) => BOUND.has(filter.op));
  if (!said || !bounded.length || intent.measure?.perPeriod) return null;
  // A series by the period, or a figure of the very column the bound keeps: neither counts the periods.
  const measured = intent.measure?.column && intent.measure.agg !== 'count' && bounded.some((filter) => filter.column === intent.measure?.column);
  if (!intent.time && !measured) return null;
  const unit = said[1].replace(/s$/, '');
  return `“${escapeMarkdown(said[0].trim())} …” asks which ${escapeMarkdown(said[1])} meet the condition: a ${escapeMarkdown(unit)} could meet it by one of its rows or by its total over its rows, which count different ${escapeMarkdown(said[1])}; ask for the rows that meet it, or say “whose total …”.`;
}
