/**
 * "which courier charges the most", "what does each courier charge": what someone charges is a
 * price, one row's, as often as the money they took in over all rows; with no aggregation said the
 * two rank differently, so it is asked. "on average", "in total" or "how much did we charge" settle it.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import { aggregationOf, instructionText, type Parts } from './parts';
import { escapeMarkdown } from './text';

const CHARGE = /\b(charge|charges|charged|charging)\b/;

/**
 * "charges" said as a verb: before a ranking ("charges the most", "charge more") or ending a
 * question with "does"/"did"; "rubble charges kx1 vs kx2" and "charge per kg" are the column's noun.
 */
function chargeVerbAt(parts: Parts): number {
  const { tokens } = parts;
  return tokens.findIndex((token, i) => CHARGE.test(token.raw) && (/^(the|more|less|most|least|higher|lower)$/.test(tokens[i + 1]?.raw ?? '') || (i === tokens.length - 1 && /\b(does|do|did)\b/.test(parts.text))));
}

export function chargeVerbDoubt(parts: Parts, intent: Intent): string | null {
  const at = chargeVerbAt(parts);
  const said = at >= 0 ? CHARGE.exec(parts.tokens[at].raw) : null;
  const column = intent.measure?.column;
  if (!said || !column || intent.measure?.agg !== 'sum' || intent.measure.derived || /\bhow much\b/.test(parts.text)) return null;
  if (aggregationOf(instructionText(parts)) !== null || /\b(in total|altogether|overall|combined)\b/.test(parts.text)) return null;
  // The column named in its own words ("charges the most shipping cost") is no verb read as it.
  const named = parts.mentions.some((mention) => mention.candidates[0].column.name === column && parts.tokens.slice(mention.start, mention.end).some((token) => !CHARGE.test(token.raw)));
  if (named) return null;
  return `“${escapeMarkdown(said[0])}” could be the price of one row (the average ${codeSpan(column)}) or everything charged (the total ${codeSpan(column)}), which rank differently; ask for the average or the total.`;
}
