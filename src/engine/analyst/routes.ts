/**
 * Routes: a value that occurs in two columns, such as an airport in `origin` and `destination`.
 * "From LAX to SFO" is origin = LAX and destination = SFO; "into BOS" is the destination. The
 * words before the value say which end it is; with none, the value could be either, so the
 * question is asked rather than read as the first column that holds it.
 */
import type { Token } from './text';

/** Words for where a trip starts, before the value ("from", "out of", "departing", "leaving", "started at"). */
const FROM_WORDS = /^(from|departing|departs|departed|departure|departures|leaving|leave|leaves|left|out of|origin|originating|start|starts|started|starting|begin|begins|began|beginning|picked up)$/;

/** Words for where a trip ends ("to", "into", "arriving in", "bound for", "landing at", "ended at"). */
const TO_WORDS = /^(to|into|towards|toward|arriving|arrive|arrives|arrived|arrival|arrivals|landing|landed|lands|bound for|destination|destined for|headed to|heading to|going to|flying to|flying into|flown to|flown into|end|ends|ended|ending|finish|finishes|finished|finishing|dropped off)$/;

/** Column words that name each end. */
const FROM_COLUMN = /^(origin|from|departure|depart|source|src|start|pickup|sender|orig)$/;
const TO_COLUMN = /^(destination|dest|to|arrival|arrive|target|end|dropoff|receiver|recipient)$/;

/** Which end of a trip the words right before a value name, and the tokens that say it. */
function endBefore(tokens: Token[], start: number): { end: 'from' | 'to'; at: number[] } | null {
  for (const length of [2, 1]) {
    const from = start - length;
    if (from < 0) continue;
    const said = tokens.slice(from, start).map((token) => token.raw).join(' ');
    // "arriving in BOS", "departing from LAX": the verb before a small word.
    const trimmed = length === 2 && /^(in|at|from)$/.test(tokens[start - 1].raw) ? tokens[from].raw : said;
    if (FROM_WORDS.test(said) || FROM_WORDS.test(trimmed)) return { end: 'from', at: [...Array(length).keys()].map((k) => from + k) };
    if (TO_WORDS.test(said) || TO_WORDS.test(trimmed)) return { end: 'to', at: [...Array(length).keys()].map((k) => from + k) };
  }
  return null;
}

/**
 * The column of a value found in several columns, chosen by the words before it: the origin
 * column after "from", the destination after "to". `undefined` when the value is in one column
 * or the words pick none; `null` when it is in several and nothing says which (a doubt).
 */
export function routeColumn<T extends { column: string }>(tokens: Token[], start: number, hits: T[], columnWords: (name: string) => string[], placed: Set<number>): T | null | undefined {
  const columns = [...new Set(hits.map((hit) => hit.column))];
  if (columns.length < 2) return undefined;
  const said = endBefore(tokens, start);
  const ends = (pattern: RegExp): T[] => hits.filter((hit) => columnWords(hit.column).some((word) => pattern.test(word)));
  if (said) {
    const matching = ends(said.end === 'from' ? FROM_COLUMN : TO_COLUMN);
    if (matching.length && new Set(matching.map((hit) => hit.column)).size === 1) {
      said.at.forEach((i) => placed.add(i));
      return matching[0];
    }
  }
  // Two ends of a route and no word for which one: either reading gives other rows.
  return ends(FROM_COLUMN).length && ends(TO_COLUMN).length ? null : undefined;
}
