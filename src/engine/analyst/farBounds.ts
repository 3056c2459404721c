/**
 * A bound a thousand times beyond every value of its column: "what % of the population was under
 * 5" read as `people < 5` on a column of millions. No row can match, and the number surely belongs
 * to something else (an age group here), so the question is asked back instead of answered over
 * no rows. A bound merely past the data ("trips over 100 miles" when the longest is 38) is a fair
 * question whose answer is none, and stays.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown } from './text';
import { formatNumber } from './format';

const FAR = 1000;

export async function farBoundDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  const doubts: string[] = [];
  for (const filter of intent.filters) {
    const [bound] = filter.values;
    if (typeof bound !== 'number' || !['<', '<=', '>', '>='].includes(filter.op)) continue;
    const column = parts.info.columns.find((c) => c.name === filter.column);
    if (column?.kind !== 'number') continue;
    const range = await lookups.numberRange(parts.info, column.name);
    if (!range) continue;
    const below = filter.op.startsWith('<') && range.min > 0 && bound >= 0 && bound * FAR < range.min;
    const above = filter.op.startsWith('>') && range.max > 0 && bound > range.max * FAR;
    if (below || above) {
      doubts.push(`“${escapeMarkdown(filter.label)}” would keep no row: ${codeSpan(column.name)} runs from ${formatNumber(range.min)} to ${formatNumber(range.max)}, so the number ${formatNumber(bound)} is likely about something else; say which column it bounds.`);
    }
  }
  return doubts;
}
