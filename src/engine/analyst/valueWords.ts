/**
 * "group walks by tomasz", "total sales for acme": people name a value by one of its words, a first
 * name or the head of a firm's name. A word the question leaves unplaced that is the first word of
 * exactly one value of two words or more (Acme Prints; after a title all the values share, the
 * second: "osprey" for MV Osprey), or any word of one person's name (Tomasz Wolski, Wolski), is read
 * as that value, and the answer says so. A word of several values
 * ("north" in North East and North West) is asked about: picking one would guess.
 */
import type { ValueMention } from './mentions';
import { type ParseLookups, type Parts, perRowWordAt, unusedTokens } from './parts';
import { namesPeople } from './personName';
import { escapeMarkdown, foldValue } from './text';

const md = escapeMarkdown;

const VERSUS = /^(vs|versus)$/;

/** The token set against a value across "vs" ("solo vs group"): any word, filler included, when no value holds it yet. */
function versusSides(parts: Parts): Array<{ i: number; column: string }> {
  const free = (i: number): boolean => i >= 0 && i < parts.tokens.length && !parts.values.some((v) => v.start <= i && i < v.end);
  return parts.values.flatMap((value) => [
    ...(VERSUS.test(parts.tokens[value.end]?.raw ?? '') && free(value.end + 1) ? [{ i: value.end + 1, column: value.column }] : []),
    ...(VERSUS.test(parts.tokens[value.start - 1]?.raw ?? '') && free(value.start - 2) ? [{ i: value.start - 2, column: value.column }] : []),
  ]);
}

export async function placeValueWords(parts: Parts, lookups: ParseLookups, notes: string[], doubts: string[]): Promise<void> {
  if (!lookups.findValueWords) return;
  const perRow = perRowWordAt(parts);
  for (const i of unusedTokens(parts)) if (i !== perRow) await placeWord(parts, lookups, i, undefined, notes, doubts);
  // Then the words set against a value, those just placed included ("solo vs group").
  for (const side of versusSides(parts)) await placeWord(parts, lookups, side.i, side.column, notes, doubts);
}

/** Words of a firm's name: a `Buyer` may be "Coastline Fish Co", whose "fish" names no buyer. */
const FIRM_WORD = /^(co|company|ltd|limited|inc|llc|llp|plc|corp|corporation|gmbh|group|holdings|trading|partners|services|sons|and|the|of)$/i;

/** A value written as a person's name: two or three capitalised words, none a firm's or holding a digit. */
function writtenAsPerson(value: string): boolean {
  const parts = value.trim().split(/\s+/);
  return parts.length >= 2 && parts.length <= 3 && parts.every((part) => /^\p{Lu}[\p{L}'.-]*$/u.test(part) && !FIRM_WORD.test(part.replace(/\.$/, '')));
}

/** Reads token `i` as the one value holding it as a word (of column `against` only, when set against a value), or asks which. */
async function placeWord(parts: Parts, lookups: ParseLookups, i: number, against: string | undefined, notes: string[], doubts: string[]): Promise<void> {
  const token = parts.tokens[i];
  if (!lookups.findValueWords || token.compound || !/^\p{L}{3,}$/u.test(token.raw)) return;
  const found = await lookups.findValueWords(parts.info, token.raw);
  const hits = found.filter((hit) => {
    const column = parts.info.columns.find((c) => c.name === hit.column);
    return !!column && !hit.partial && (against === undefined || hit.column === against) && ((namesPeople(column) && writtenAsPerson(hit.value)) || hit.first);
  });
  const every = [...new Map(hits.map((hit) => [`${hit.column}\u0000${hit.value}`, hit])).values()];
  // "corner house" beside Corner House Deli and The Corner Cup: the next word said picks the one it continues.
  const continued = every.filter((hit) => saysNextWord(parts, i, hit.value));
  const distinct = continued.length === 1 ? continued : every;
  // "brook" beside Brook Civils and Brookside Developments, "smith" beside Smithy Lane: the word
  // may be cut short from the other name as well. "the grind" beside Grind House Coffee and The
  // Daily Grind: a later word of another name may be the one meant.
  // Not when the question goes on with the value's next word ("grind house").
  const goesOn = distinct.length === 1 && saysNextWord(parts, i, distinct[0].value);
  const longer = distinct.length === 1 ? found.filter((hit) => (hit.partial || (!hit.first && !goesOn)) && hit.column === distinct[0].column && hit.value !== distinct[0].value) : [];
  if (longer.length) {
    doubts.push(`“${md(token.raw)}” could be ${md(distinct[0].column)} = ${md(distinct[0].value)} or ${longer.slice(0, 3).map((hit) => md(hit.value)).join(' or ')}; name the one you mean in full.`);
    return;
  }
  if (distinct.length === 1) {
    const [hit] = distinct;
    const value: ValueMention = { start: i, end: i + 1, column: hit.column, value: hit.value, byWord: true };
    parts.values.push(value);
    notes.push(`“${md(token.raw)}” is read as ${md(hit.column)} = ${md(hit.value)}, the one value with that word.`);
  } else if (distinct.length > 1) {
    const shown = distinct.slice(0, 5).map((hit) => `${md(hit.column)} = ${md(hit.value)}`).join(', ');
    doubts.push(`“${md(token.raw)}” is a word of ${String(distinct.length)} values (${shown}${distinct.length > 5 ? ', …' : ''}); name the one you mean.`);
  }
}

/** Whether the token after `i` is the word after token `i`'s word in `value` ("grind house" of Grind House Coffee). */
function saysNextWord(parts: Parts, i: number, value: string): boolean {
  const words = foldValue(value).split(' ');
  const at = words.indexOf(parts.tokens[i].raw);
  return at >= 0 && at + 1 < words.length && parts.tokens[i + 1]?.raw === words[at + 1];
}
