/**
 * "how many crutching jobs" where `Job` holds Crutching and Belly & Crutch: another value holds
 * the same word in another form, and crutching may be either job or both; asked. Only a value of
 * one word said as written, and only whole words of the other value (never a longer word it starts).
 */
import { codeSpan } from '../../common/markdown';
import type { ParseLookups, Parts } from './parts';
import { stemOf } from './stems';
import { escapeMarkdown } from './text';

/** A value that says the opposite of the word ("Did Not Attend", "No Show", "Non-Member"). */
const NEGATED = /\b(not|no|non|never|didn'?t|without)\b/i;

export async function wordFormDoubts(parts: Parts, lookups: ParseLookups, doubts: string[]): Promise<void> {
  if (!lookups.findValueWords) return;
  for (const value of parts.values) {
    if (value.byWord || value.end - value.start !== 1 || /^(only|just)$/.test(parts.tokens[value.start - 1]?.raw ?? '')) continue;
    const said = parts.tokens[value.start].raw;
    const stem = stemOf(said);
    // A status said as a participle ("attended") is read by the status rules, and "Did Not Attend" is its opposite.
    if (stem === said || stem.length < 4 || said !== value.value.toLowerCase() || /ed$/.test(said)) continue;
    const others = (await lookups.findValueWords(parts.info, stem, value.column)).filter((hit) => !hit.partial && hit.value !== value.value && !NEGATED.test(hit.value) && !parts.values.some((v) => v.value === hit.value));
    if (!others.length) continue;
    doubts.push(`“${escapeMarkdown(said)}” could be ${codeSpan(value.column)} = ${escapeMarkdown(value.value)} alone, or ${others.slice(0, 3).map((hit) => escapeMarkdown(hit.value)).join(' and ')} too; say “only ${escapeMarkdown(value.value)}” or name them all.`);
  }
}
