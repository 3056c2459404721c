/**
 * A status written with its kind: "Failed - Spaghetti", "Cancelled by Client", "Abandoned: Pigeon
 * Damage", "Lost (Theft)". People name the one kind by its first word ("spaghetti", "cast illness")
 * and the whole family by its head in any form ("failed prints", "failures", "cancellations"):
 * every value that begins with it. A kind named beside its head narrows the family to that kind
 * ("jobs failed with a clog"). Run before the other value words (valueWords.ts), which would ask
 * which of the family's values a head meant.
 */
import type { ParseLookups, Parts } from './parts';
import { unusedTokens } from './parts';
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
async function valuesWith(parts: Parts, find: NonNullable<ParseLookups['findValueWords']>, words: string[]): Promise<Hit[]> {
  const hits = (await Promise.all(words.map((word) => find(parts.info, word)))).flat();
  return [...new Map(hits.map((hit) => [`${hit.column}\u0000${hit.value}`, { column: hit.column, value: hit.value }])).values()];
}

/** Several values of one column, each a kind of the same head, which is one of the words. */
function familyOf(hits: Hit[], words: string[]): Hit[] | undefined {
  if (hits.length < 2 || new Set(hits.map((hit) => hit.column)).size !== 1) return undefined;
  const head = statusKind(hits[0].value)?.head;
  return head && words.includes(head) && hits.every((hit) => statusKind(hit.value)?.head === head) ? hits : undefined;
}

/** The past participles a noun's stem may be written as in a status: fail → failed, cancel → cancelled. */
function participles(stem: string): string[] {
  return [...new Set([`${stem}ed`, `${stem}d`, `${stem}${stem.slice(-1)}ed`])];
}

export async function placeStatusWords(parts: Parts, lookups: ParseLookups, notes: string[]): Promise<void> {
  const find = lookups.findValueWords;
  if (!find) return;
  const families: Array<{ at: number; column: string; head: string; values: string[]; note: string }> = [];
  const kinds: Array<{ column: string; value: string; head: string }> = [];
  const readable = (i: number): boolean => !parts.tokens[i].compound && /^\p{L}{3,}$/u.test(parts.tokens[i].raw);
  const addFamily = (at: number, family: Hit[], said: string): void => {
    for (const hit of family) parts.values.push({ start: at, end: at + 1, column: hit.column, value: hit.value, byWord: true });
    const note = `“${md(said)}” is read as every ${md(family[0].column)} that begins with ${md(statusKind(family[0].value)?.head ?? '')} (${family.map((hit) => md(hit.value)).join(', ')}).`;
    families.push({ at, column: family[0].column, head: statusKind(family[0].value)?.head ?? '', values: family.map((hit) => hit.value), note });
    notes.push(note);
  };
  for (const i of unusedTokens(parts).filter(readable)) {
    const token = parts.tokens[i];
    const forms = [...new Set([token.raw, token.word])];
    const hits = await valuesWith(parts, find, forms);
    const kind = hits.length === 1 ? statusKind(hits[0].value) : undefined;
    if (kind && forms.includes(kind.kind[0])) {
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
      kinds.push({ ...hits[0], head: kind.head });
      notes.push(`“${md(parts.tokens.slice(i, end).map((t) => t.raw).join(' '))}” is read as ${md(hits[0].column)} = ${md(hits[0].value)}.`);
      continue;
    }
    const family = familyOf(hits, forms);
    if (family) addFamily(i, family, token.raw);
  }
  // Another form of a head: "spaghetti failures" (the kind's own head), "failure rate" (the family).
  for (const i of unusedTokens(parts).filter(readable)) {
    const stem = stemOf(parts.tokens[i].word);
    if (stem.length < 3) continue;
    if ([...kinds, ...families].some((read) => stemOf(read.head) === stem)) {
      parts.placed.add(i);
      continue;
    }
    const forms = participles(stem);
    const family = familyOf(await valuesWith(parts, find, forms), forms);
    if (family) addFamily(i, family, parts.tokens[i].raw);
  }
  // A kind named narrows its family: "jobs failed with a clog" is Failed - Clog alone.
  for (const family of families) {
    const named = kinds.filter((kind) => kind.column === family.column && family.values.includes(kind.value));
    if (!named.length) continue;
    notes.splice(notes.indexOf(family.note), 1);
    for (let k = parts.values.length - 1; k >= 0; k--) {
      const value = parts.values[k];
      if (value.start === family.at && value.column === family.column && !named.some((kind) => kind.value === value.value)) parts.values.splice(k, 1);
    }
    for (const kind of named) if (!parts.values.some((value) => value.start === family.at && value.value === kind.value)) parts.values.push({ start: family.at, end: family.at + 1, column: kind.column, value: kind.value, byWord: true });
  }
}
