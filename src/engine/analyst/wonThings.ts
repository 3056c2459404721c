/**
 * "total golds won by kenya", "which country has won the most medals": beside a number column
 * that counts what is won (`Gold`, `Medals`, `Titles`, `Points`), "won" or "win" says only what the
 * count is of, and changes no figure: it is placed. A status or result whose value says the win
 * ("Won", "Win") is found as a value first (statusNouns.ts, twoSided.ts), and then this is not needed.
 */
import type { Parts } from './parts';

const WIN = /^(won|win|wins|winning)$/;
/** Words of a column that counts things won. */
const WON = /^(gold|silver|bronze|medal|title|trophy|award|prize|point|cup|seat|vote)$/;

export function placeWonVerbs(parts: Parts): void {
  const counts = parts.mentions.some((m) => m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId && m.candidates[0].column.words.some((w) => WON.test(w)));
  if (!counts) return;
  parts.tokens.forEach((token, i) => {
    if (WIN.test(token.raw) && !parts.values.some((v) => v.start <= i && i < v.end) && !parts.mentions.some((m) => m.start <= i && i < m.end)) parts.placed.add(i);
  });
}
