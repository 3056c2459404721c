/**
 * "value per kilo by species" beside `Lot Value` and `Price (€/kg)`: "value" is a filler word in most
 * questions ("value of each column"), but here a column is named by it, and an answer that measures
 * another column (the average price) leaves the value out: asked, naming the column.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';

export function valueWordDoubt(parts: Parts, intent: Intent): string | null {
  const valued = parts.info.columns.filter((c) => c.kind === 'number' && !c.isId && c.words.includes('value'));
  if (!valued.length || !intent.measure?.column || valued.some((c) => c.name === intent.measure?.column)) return null;
  const said = parts.tokens.some((token, i) => token.raw === 'value' && !parts.mentions.some((m) => m.start <= i && i < m.end));
  if (!said) return null;
  return `“value” could name ${valued.map((c) => codeSpan(c.name)).join(' or ')}, which the answer would leave out (it measures ${codeSpan(intent.measure.column)}); name the column you mean.`;
}
