/**
 * "how many grands" where `Piano Type` holds Grand and Baby Grand: a value whose last word is the
 * value said names a kind of it (a baby grand is a grand), so the word may mean the one value or
 * every kind of it, and the two count different rows; asked. So is a value that begins with the
 * value said ("roller" beside Roller and Roller Blackout, "castle" beside Castle and Castle Hill)
 * and a value that is the other's short form ("automatic" beside Automatic and Auto). "only
 * grand", or both named, settle it. A value written two ways but for case, spaces and punctuation
 * ("E-Bike", "E-bike") is one: a filter keeps both, a breakdown by its column asks.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { TableInfo } from './schema';
import { compactValue, escapeMarkdown, foldValue } from './text';
import { yesNoSide } from './yesNoFlags';

/** How `other` relates to `key`: a kind of it (a word or two before it), a longer name that begins with it, or its short form (or the reverse). */
function kindOf(key: string, other: string): 'kind' | 'form' | undefined {
  const before = other.endsWith(` ${key}`) ? other.slice(0, -key.length - 1).split(' ') : [];
  const after = other.startsWith(`${key} `) ? other.slice(key.length + 1).split(' ') : [];
  // "Rat" beside "Rats" is its plural, each its own value (a plural is read by its singular elsewhere).
  const plural = other === `${key}s` || key === `${other}s` || other === `${key}es` || key === `${other}es`;
  const shortForm = !key.includes(' ') && !other.includes(' ') && !plural && Math.min(key.length, other.length) >= 3 && (key.startsWith(other) || other.startsWith(key));
  const words = (list: string[], most: number) => list.length >= 1 && list.length <= most && list.every((word) => /^\p{L}{2,}$/u.test(word));
  return words(before, 2) ? 'kind' : words(after, 3) || shortForm ? 'form' : undefined;
}

export async function valueKindDoubts(parts: Parts, lookups: ParseLookups, doubts: string[]): Promise<void> {
  for (const value of parts.values) {
    if (value.byWord || /^(only|just|plain)$/.test(parts.tokens[value.start - 1]?.raw ?? '')) continue;
    const key = foldValue(value.value);
    // A name of words alone ("Roller", "The Barn"): a value typed with its own punctuation is that value.
    if (!/\p{L}{3,}/u.test(key) || !/^[\p{L}\s]+$/u.test(value.value)) continue;
    const listed = (await lookups.listedValues?.(parts.info, value.column)) ?? [];
    const said = new Set(parts.values.filter((v) => v.column === value.column).map((v) => v.value));
    const related = listed.flatMap((other) => {
      const relation = said.has(other) ? undefined : kindOf(key, foldValue(other));
      return relation ? [{ other, relation }] : [];
    });
    if (!related.length) continue;
    const words = escapeMarkdown(parts.tokens.slice(value.start, value.end).map((token) => token.raw).join(' '));
    const how = related.every((r) => r.relation === 'kind') ? 'a kind of it' : 'a kind or another form of it';
    doubts.push(`“${words}” could be ${codeSpan(value.column)} = ${escapeMarkdown(value.value)} alone, or with ${related.slice(0, 3).map((r) => escapeMarkdown(r.other)).join(' and ')} (${how}), which count different rows; say “only ${escapeMarkdown(value.value)}”, or name them all.`);
    return;
  }
}

/**
 * "sales by school" where `School` writes St Mary's and St Marys: a breakdown would split one
 * thing in two and rank it wrong, so it is asked (a filter on the value keeps both spellings).
 */
export async function spelledTwiceDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  for (const group of intent.groupBy) {
    const listed = (await lookups.listedValues?.(parts.info, group)) ?? [];
    const answers = listed.length > 0 && listed.every((value) => yesNoSide(value) !== null);
    // One pass over the values: a column of 12,500 codes is never compared pair by pair.
    const bareNumbers = new Set(listed.map((value) => value.trim()).filter((value) => /^\d+(\.\d+)?$/.test(value)));
    const seen = new Map<string, string>();
    for (const value of listed) {
      // "8" and "8 yard" are one amount (where the bare number is written too), as "St Mary's" and
      // "St Marys" are one name; in a column of yes/no answers "Y" and "Yes" are one answer.
      const amount = /^(\d+(?:\.\d+)?)\s+\p{L}{2,}$/u.exec(value.trim())?.[1];
      const key = answers ? yesNoSide(value) ?? compactValue(value) : amount !== undefined && bareNumbers.has(amount) ? amount : compactValue(value);
      const first = seen.get(key);
      if (first !== undefined && key) return [`${codeSpan(group)} writes one value two ways (${escapeMarkdown(first)} and ${escapeMarkdown(value)}), which a breakdown would split and rank apart; ask about that value by name, which keeps both spellings, or correct the file.`];
      seen.set(key, value);
    }
  }
  return [];
}

/**
 * Other values of the column written the same but for case, spaces and punctuation ("Top soil"
 * beside Topsoil), an amount written with and without its unit ("8" beside "8 yard"), and in a
 * column of yes/no answers the other spellings of the same answer ("N" beside "no").
 */
export async function otherSpellings(info: TableInfo, lookups: ParseLookups, column: string, value: string): Promise<string[]> {
  const listed = (await lookups.listedValues?.(info, column)) ?? [];
  const answer = yesNoSide(value);
  const answers = answer && listed.every((other) => yesNoSide(other) !== null);
  return listed.filter((other) => other !== value && (compactValue(other) === compactValue(value) || (answers && yesNoSide(other) === answer) || sameAmountWithUnit(value, other)));
}

/** "8" beside "8 yard": the same amount, once with its unit written after it. */
function sameAmountWithUnit(a: string, b: string): boolean {
  const [bare, unit] = /^\d+(\.\d+)?$/.test(a.trim()) ? [a.trim(), b.trim()] : [b.trim(), a.trim()];
  // A unit is a word after a space ("8 yard"); "12X" is a route of its own, never route 12.
  const written = /^(\d+(?:\.\d+)?)\s+(\p{L}{2,})$/u.exec(unit);
  return /^\d+(\.\d+)?$/.test(bare) && !!written && written[1] === bare;
}
