/**
 * "how much did sea otter pay" where `Boat Name` holds Sea Otter and Sea Otter II: people drop a
 * name's number when they speak of it, so the name said may be either boat, and the two give
 * different figures; asked. Only a number that closes the other name (II, III, 2, Mk 2, Jr).
 */
import { codeSpan } from '../../common/markdown';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown, foldValue } from './text';

const NUMBERED = /^(ii|iii|iv|v|vi|vii|viii|ix|x|\d{1,2}|jr|junior|mk \d{1,2}|mk ii|mk iii|2nd|3rd)$/;

export async function numberedNameDoubts(parts: Parts, lookups: ParseLookups, doubts: string[]): Promise<void> {
  if (!lookups.findValueWords) return;
  for (const value of parts.values) {
    // "only sea otter", "just sea otter": the name as written, no other.
    if (value.byWord || /^(only|just)$/.test(parts.tokens[value.start - 1]?.raw ?? '')) continue;
    const key = foldValue(value.value);
    const last = key.split(' ').pop() ?? '';
    if (!/^\p{L}{3,}$/u.test(last)) continue;
    const twins = (await lookups.findValueWords(parts.info, last, value.column)).filter((hit) => {
      const other = foldValue(hit.value);
      // "sea otter and sea otter ii": both said, neither is in doubt.
      return other.startsWith(`${key} `) && NUMBERED.test(other.slice(key.length + 1)) && !parts.values.some((said) => said.value === hit.value);
    });
    if (!twins.length) continue;
    doubts.push(`“${escapeMarkdown(parts.tokens.slice(value.start, value.end).map((token) => token.raw).join(' '))}” could be ${codeSpan(value.column)} = ${escapeMarkdown(value.value)} or ${twins.slice(0, 3).map((hit) => escapeMarkdown(hit.value)).join(' or ')}; say “only ${escapeMarkdown(value.value)}” or name the other in full.`);
  }
}
