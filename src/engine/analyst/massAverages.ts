/**
 * "Avg usage" on a log of meter readings: usage is an amount with no unit of its own (a mass
 * noun, unlike "a bill" or "an order"), so its average needs something to be taken over. Where
 * each row is one reading of a thing the file identifies (`Meter ID`, repeated, no row key), the
 * average per reading and each meter's total averaged over meters differ; the question is asked
 * back unless it says which ("per reading", "per meter", "by district").
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown } from './text';

/** Nouns of an amount that accumulates rather than of things counted one by one. */
const MASS_NOUNS = /^(usage|use|consumption|production|output|generation|rainfall|precipitation|snowfall|traffic|energy|electricity|water|gas|fuel|bandwidth|throughput)$/;

export async function massAverageDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  const { measure, groupBy, time } = intent;
  if (intent.kind !== 'aggregate' || groupBy.length || time || intent.share || measure?.agg !== 'avg' || !measure.column || measure.per || measure.derived || measure.perPeriod) return [];
  const column = parts.info.columns.find((c) => c.name === measure.column);
  // A level (a price, a rate, a score) is averaged per row whatever it is read over.
  if (!column || column.isIntensive || column.role === 'rate' || column.role === 'none') return [];
  const said = parts.mentions.find((m) => m.candidates[0].column === column);
  const noun = said ? parts.tokens.slice(said.start, said.end).find((token) => MASS_NOUNS.test(token.word)) : undefined;
  if (!noun || /\bper\b|\b(each|every)\b/.test(parts.text) || !parts.info.columns.some((c) => c.kind === 'date')) return [];
  // The rows are readings of identified things: an identifier repeats, and none keys the rows.
  const ids = parts.info.columns.filter((c) => c.isId);
  const unique = await Promise.all(ids.map((c) => lookups.isUnique(parts.info, c.name)));
  const thing = ids.find((_, i) => !unique[i]);
  if (!thing || unique.some(Boolean)) return [];
  return [`“${escapeMarkdown(noun.raw)}” is an amount with no unit of its own, and each row of ${escapeMarkdown(parts.info.table.label)} is one reading of a ${codeSpan(thing.name)}: the average ${codeSpan(column.name)} per row and each ${escapeMarkdown(thing.name)}'s total averaged over them differ; say “per row” or “per ${escapeMarkdown(thing.name)}”.`];
}
