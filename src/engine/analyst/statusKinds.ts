/**
 * A status written with its kind: "Failed - Spaghetti", "Cancelled by Client", "Abandoned: Pigeon
 * Damage", "Lost (Theft)". People name the one kind by its first word ("spaghetti", "cast illness")
 * and the whole family by its head in any form ("failed prints", "failures", "cancellations"):
 * every value that begins with it, the head's own value too ("passes": Pass and Pass - Advisories).
 * A kind named beside its head narrows the family to that kind ("jobs failed with a clog"). Run before the other value words (valueWords.ts), which would ask
 * which of the family's values a head meant.
 */
import type { ParseLookups, Parts } from './parts';
import { rowNounsOf, unusedTokens } from './parts';
import { stemOf } from './stems';
import { escapeMarkdown as md } from './text';

const KIND_OF_STATUS = /^(\p{L}+)(?:\s+(?:-|–|—|by|due to)\s+|:\s+|\s*\()(.+?)\)?$/iu;

/** The head and the kind's folded words of a value written as a status and its kind, else undefined. */
export function statusKind(value: string): { head: string; kind: string[] } | undefined {
  const match = KIND_OF_STATUS.exec(value.trim());
  return match ? { head: match[1].toLowerCase(), kind: match[2].toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean) } : undefined;
}

type Hit = { column: string; value: string };

/** The values holding one of the words, each once. */
async function valuesWith(parts: Parts, find: NonNullable<ParseLookups['findValueWords']>, words: string[], only?: string): Promise<Hit[]> {
  const hits = (await Promise.all(words.map((word) => find(parts.info, word, only)))).flat().filter((hit) => !hit.partial);
  return [...new Map(hits.map((hit) => [`${hit.column}\u0000${hit.value}`, { column: hit.column, value: hit.value }])).values()];
}

/**
 * The family one of the words heads in one column: every value that is a kind of it ("Fail -
 * Brakes", "Fail - Tyres"), and the head's own value when the column holds it ("Pass" beside "Pass
 * - Advisories"). Undefined when none is, when the words head values of several columns, or when a
 * number column is named by the head too ("failures" beside `Units Failed`: the failed batches or
 * the units, asked by the rules that read that column).
 */
async function familyFor(parts: Parts, lookups: ParseLookups, find: NonNullable<ParseLookups['findValueWords']>, words: string[], only?: string): Promise<{ head: string; values: Hit[] } | undefined> {
  const kinds = (await valuesWith(parts, find, words, only)).filter((hit) => words.includes(statusKind(hit.value)?.head ?? ''));
  const head = kinds.length ? statusKind(kinds[0].value)?.head : undefined;
  if (!head || new Set(kinds.map((hit) => hit.column)).size !== 1 || kinds.some((hit) => statusKind(hit.value)?.head !== head)) return undefined;
  if (parts.info.columns.some((c) => c.kind === 'number' && c.words.some((word) => stemOf(word) === stemOf(head)))) return undefined;
  const own = (await lookups.findValues(parts.info, [head])).filter((hit) => hit.column === kinds[0].column && hit.value.toLowerCase() === head);
  return { head, values: [...own.map((hit) => ({ column: hit.column, value: hit.value })), ...kinds] };
}

/** The forms a noun's stem may be written as in a status: pass (pas), failed (fail), cancelled (cancel). */
function headForms(stem: string): string[] {
  const doubled = `${stem}${stem.slice(-1)}`;
  return [...new Set([stem, doubled, `${stem}ed`, `${stem}d`, `${doubled}ed`])];
}

/** Words that leave out what follows them: "passed without advisories", "cancellations excluding weather". */
const LEAVES_OUT = /^(not|without|excluding|exclude|except|non|ex)$/;

/** The position of the word leaving out the kind said at `i`, or -1: "without advisories", "excluding the weather". */
function leftOutAt(parts: Parts, i: number): number {
  let k = i - 1;
  while (k >= 0 && /^(a|an|the|any)$/.test(parts.tokens[k].raw)) k--;
  if (k >= 0 && LEAVES_OUT.test(parts.tokens[k].raw)) return k;
  return k >= 1 && parts.tokens[k].raw === 'than' && parts.tokens[k - 1].raw === 'other' ? k - 1 : -1;
}

export async function placeStatusWords(parts: Parts, lookups: ParseLookups, notes: string[]): Promise<void> {
  const find = lookups.findValueWords;
  if (!find) return;
  const families: Array<{ at: number; column: string; head: string; values: string[]; note: string }> = [];
  const kinds: Array<{ column: string; value: string; head: string; at: number; end: number; leftOut: number; note: string }> = [];
  const readable = (i: number): boolean => !parts.tokens[i].compound && /^\p{L}{3,}$/u.test(parts.tokens[i].raw);
  const rowNouns = rowNounsOf(parts.info);
  const addFamily = (at: number, family: { head: string; values: Hit[] }, said: string): void => {
    for (const hit of family.values) if (!parts.values.some((value) => value.start === at && value.value === hit.value)) parts.values.push({ start: at, end: at + 1, column: hit.column, value: hit.value, byWord: true });
    const column = family.values[0].column;
    const note = `“${md(said)}” is read as every ${md(column)} that begins with “${md(family.head)}” (${family.values.map((hit) => md(hit.value)).join(', ')}).`;
    families.push({ at, column, head: family.head, values: family.values.map((hit) => hit.value), note });
    notes.push(note);
  };
  // "how many passes" beside Pass and Pass - Advisories: the value alone and its kinds are all passes.
  for (const said of [...parts.values]) {
    if (said.byWord || said.end - said.start !== 1 || !/^\p{L}{3,}$/u.test(said.value)) continue;
    const family = await familyFor(parts, lookups, find, [said.value.toLowerCase()], said.column);
    if (family && family.values[0].column === said.column && family.values.length > 1) addFamily(said.start, family, parts.tokens[said.start].raw);
  }
  // "duplicate tickets" beside Void - Duplicate too, an instruction word otherwise; never "duplicate
  // rows" nor "duplicate ticket numbers" (the repeated values of a column).
  const duplicate = parts.tokens.flatMap((token, i) => (/^duplicat/.test(token.raw) && !parts.values.some((v) => v.start <= i && i < v.end)
    && !parts.mentions.some((m) => m.start <= i && i < m.end) && !parts.mentions.some((m) => m.start === i + 1 && m.end - m.start > 1)
    && !/^(numbers?|nos?|ids?|codes?|refs?|references?|values?|names?|emails?)$/.test(parts.tokens[i + 2]?.raw ?? '') ? [i] : []));
  for (const i of [...new Set([...unusedTokens(parts), ...duplicate])].filter(readable)) {
    if (parts.values.some((v) => v.start <= i && i < v.end)) continue;
    const token = parts.tokens[i];
    const forms = [...new Set([token.raw, token.word])];
    const hits = await valuesWith(parts, find, forms);
    const kind = hits.length === 1 ? statusKind(hits[0].value) : undefined;
    // The kind's own word as written ("clog", "advisories"); never the rows' noun ("tests" beside Abandoned - Test Unsafe).
    if (kind && kind.kind[0] === token.raw && !rowNouns.has(token.word) && !/^(rows?|records?|entries|entry|lines?)$/.test(parts.tokens[i + 1]?.raw ?? '')) {
      // "cast illness" for Cancelled - Cast Illness: the kind's next words said after it are part of it.
      let end = i + 1;
      while (end - i < kind.kind.length && parts.tokens[end]?.raw === kind.kind[end - i]) end++;
      parts.values.push({ start: i, end, column: hits[0].column, value: hits[0].value, byWord: true });
      // "because of cast illness", "due to a clog": the words that give the reason say nothing more.
      for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
        if (/^(because|due|owing)$/.test(parts.tokens[k].raw)) {
          for (let j = k; j < i; j++) parts.placed.add(j);
          break;
        }
        if (!/^(of|to|a|an|the)$/.test(parts.tokens[k].raw)) break;
      }
      const note = `“${md(parts.tokens.slice(i, end).map((t) => t.raw).join(' '))}” is read as ${md(hits[0].column)} = ${md(hits[0].value)}.`;
      kinds.push({ ...hits[0], head: kind.head, at: i, end, leftOut: leftOutAt(parts, i), note });
      notes.push(note);
      continue;
    }
    const family = await familyFor(parts, lookups, find, forms);
    if (family && family.values.length > 1) addFamily(i, family, token.raw);
  }
  // Another form of a head: "spaghetti failures" (the kind's own head), "failure rate", "how many passed" (the family).
  for (const i of unusedTokens(parts).filter(readable)) {
    const stem = stemOf(parts.tokens[i].word);
    if (stem.length < 3) continue;
    // A kind named beside it ("spaghetti failures") is what the head says; one left out ("passed
    // without advisories") leaves the rest of the family.
    const beside = [...kinds, ...families].filter((read) => stemOf(read.head) === stem);
    if (beside.length && !beside.some((read) => 'leftOut' in read && read.leftOut >= 0)) {
      parts.placed.add(i);
      continue;
    }
    const family = await familyFor(parts, lookups, find, headForms(stem));
    if (family) addFamily(i, family, parts.tokens[i].raw);
    else if (beside.length) parts.placed.add(i);
  }
  for (const family of families) {
    const named = kinds.filter((kind) => kind.column === family.column && family.values.includes(kind.value));
    if (!named.length) continue;
    const dropAt = (keep: (value: string) => boolean): void => {
      for (let k = parts.values.length - 1; k >= 0; k--) {
        const value = parts.values[k];
        if (value.start === family.at && value.column === family.column && !keep(value.value)) parts.values.splice(k, 1);
      }
    };
    const leftOut = named.filter((kind) => kind.leftOut >= 0);
    if (leftOut.length === named.length) {
      // "passed without advisories", "cancellations excluding weather": the family but those kinds.
      dropAt((value) => !leftOut.some((kind) => kind.value === value));
      const kept = family.values.filter((value) => !leftOut.some((kind) => kind.value === value));
      notes.splice(notes.indexOf(family.note), 1, `“${md(parts.tokens[family.at].raw)}” is read as ${md(kept.join(', '))}, every ${md(family.column)} that begins with “${md(family.head)}” but ${md(leftOut.map((kind) => kind.value).join(', '))}.`);
      for (const kind of leftOut) {
        notes.splice(notes.indexOf(kind.note), 1);
        for (let k = parts.values.length - 1; k >= 0; k--) if (parts.values[k].start === kind.at && parts.values[k].value === kind.value) parts.values.splice(k, 1);
        for (let j = kind.leftOut; j < kind.end; j++) parts.placed.add(j);
      }
      continue;
    }
    // A kind named narrows its family: "jobs failed with a clog" is Failed - Clog alone.
    notes.splice(notes.indexOf(family.note), 1);
    dropAt((value) => named.some((kind) => kind.value === value && kind.leftOut < 0));
    for (const kind of named) if (kind.leftOut < 0 && !parts.values.some((value) => value.start === family.at && value.value === kind.value)) parts.values.push({ start: family.at, end: family.at + 1, column: kind.column, value: kind.value, byWord: true });
  }
}
