/**
 * "how many hives are queenless" on a log of inspections: each hive has many rows, and its status
 * may change between them. Counting the hives with a Queenless row counts those ever found so;
 * "are" asks about now, which is their latest row. The two differ: asked. "were" (at some point),
 * or a period, keeps the rows read as they are.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';
import { isStatusColumn } from './statusNouns';
import { escapeMarkdown } from './text';

export function currentStateDoubt(parts: Parts, intent: Intent): string | null {
  const { measure } = intent;
  if (measure?.agg !== 'count_distinct' || !measure.column || !/\b(are|is|currently|now|still)\b/.test(parts.text) || /\b(were|was|ever|been)\b/.test(parts.text)) return null;
  // A key of the rows ("Request ID") has one row each: its status has no history here.
  const counted = parts.info.columns.find((c) => c.name === measure.column);
  if (!counted || counted.isId || parts.unique.has(counted.name)) return null;
  if (!parts.info.columns.some((c) => c.kind === 'date') || intent.filters.some((f) => parts.info.columns.find((c) => c.name === f.column)?.kind === 'date')) return null;
  const status = intent.filters.find((f) => {
    const column = parts.info.columns.find((c) => c.name === f.column);
    return f.op === '=' && !!column && isStatusColumn(column);
  });
  if (!status) return null;
  return `“${escapeMarkdown(parts.text.trim())}” could count each ${codeSpan(measure.column)} with any row where ${escapeMarkdown(status.label)}, or only those whose latest row says so (what they are now), which can differ; ask “ever” or “at their latest ${escapeMarkdown(parts.info.columns.find((c) => c.kind === 'date')?.name ?? 'date')}”.`;
}
