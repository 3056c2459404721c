/**
 * "what did the honey sell for", "what do the lots go for": a price asked. Answered with a column
 * that holds no money (the kilos of honey taken), the figure would be another quantity: asked
 * instead, naming the money columns there are, if any.
 */
import { codeSpan } from '../../common/markdown';
import { holdsMoney } from './currencies';
import type { Intent } from './intent';
import type { Parts } from './parts';
import { escapeMarkdown } from './text';

const SOLD_FOR = /\b(sell|sells|sold|selling|go|goes|went|going) for\b|\bfetch(es|ed)?\b/;

export function soldForDoubt(parts: Parts, intent: Intent): string | null {
  const said = SOLD_FOR.exec(parts.text);
  // "lots that went for more than €10 a kilo": the price is a condition on the rows counted.
  if (!said || !intent.measure || intent.filters.some((f) => holdsMoneyColumn(parts, f.column))) return null;
  const column = parts.info.columns.find((c) => c.name === intent.measure?.column);
  if (column && holdsMoney(parts.info, column)) return null;
  const money = parts.info.columns.filter((c) => holdsMoney(parts.info, c));
  return `“${escapeMarkdown(said[0])}” asks for money, and ${column ? codeSpan(column.name) : 'a count of rows'} holds none${money.length ? `; ask about ${money.map((c) => codeSpan(c.name)).join(' or ')}` : `, nor does any column of ${escapeMarkdown(parts.info.table.label)}`}.`;
}

function holdsMoneyColumn(parts: Parts, name: string): boolean {
  const column = parts.info.columns.find((c) => c.name === name);
  return !!column && holdsMoney(parts.info, column);
}
