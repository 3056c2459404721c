/**
 * "which crew picked the most kg" beside `Pick Date`, "how many loads were hand picked": a verb of
 * the event each row records, named by the table's one date column (`Pick Date`, `Ship Date`;
 * rowOwnNouns.ts `eventNoun`), says what the rows are and changes no figure: it is placed. With two
 * date columns the verb may choose one ("orders shipped in March" beside `Order Date` and `Ship
 * Date`): left to the date rules.
 */
import type { Parts } from './parts';
import { eventNoun } from './rowOwnNouns';
import { stemOf } from './stems';

export function placeEventVerbs(parts: Parts): void {
  const event = eventNoun(parts.info);
  if (!event) return;
  const date = parts.info.columns.find((c) => c.kind === 'date');
  parts.tokens.forEach((token, i) => {
    // A word inside another column's name ("picking" of `Picking Time`) is that column's.
    const inOther = parts.mentions.some((m) => m.start <= i && i < m.end && m.candidates[0].column !== date);
    if (!parts.placed.has(i) && !inOther && /(ed|ing)$/.test(token.raw) && stemOf(token.raw) === stemOf(event)) parts.placed.add(i);
  });
}
