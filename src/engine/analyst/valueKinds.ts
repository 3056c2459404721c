/**
 * "how many grands" where `Piano Type` holds Grand and Baby Grand: a value whose last word is the
 * value said names a kind of it (a baby grand is a grand), so the word may mean the one value or
 * every kind of it, and the two count different rows; asked. "only grand", or both named, settle it.
 */
import { codeSpan } from '../../common/markdown';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown, foldValue } from './text';

export async function valueKindDoubts(parts: Parts, lookups: ParseLookups, doubts: string[]): Promise<void> {
  if (!lookups.findValueWords) return;
  for (const value of parts.values) {
    if (value.byWord || /^(only|just|plain)$/.test(parts.tokens[value.start - 1]?.raw ?? '')) continue;
    const key = foldValue(value.value);
    const last = key.split(' ').pop() ?? '';
    if (!/^\p{L}{3,}$/u.test(last)) continue;
    const kinds = (await lookups.findValueWords(parts.info, last, value.column)).filter((hit) => {
      const other = foldValue(hit.value);
      // A word or two before the value's own name: "baby grand", "imperial stout", never a longer phrase.
      const before = other.endsWith(` ${key}`) ? other.slice(0, -key.length - 1).split(' ') : [];
      return before.length >= 1 && before.length <= 2 && before.every((word) => /^\p{L}{2,}$/u.test(word)) && !parts.values.some((said) => said.value === hit.value);
    });
    const distinct = [...new Set(kinds.map((hit) => hit.value))];
    if (!distinct.length) continue;
    const said = escapeMarkdown(parts.tokens.slice(value.start, value.end).map((token) => token.raw).join(' '));
    doubts.push(`“${said}” could be ${codeSpan(value.column)} = ${escapeMarkdown(value.value)} alone, or with ${distinct.slice(0, 3).map((v) => escapeMarkdown(v)).join(' and ')} (a kind of it), which count different rows; say “only ${escapeMarkdown(value.value)}”, or name them all.`);
  }
}
