/**
 * "honey per hive by apiary": "per" one column and "by" another make a rate within each group (the
 * apiary's honey over its number of hives), not a total for each pair of them. Grouped by both, the
 * answer would be another figure: it is asked.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';
import { escapeMarkdown } from './text';

export function perWithinGroupsDoubts(parts: Parts, intent: Intent): string[] {
  if (intent.groupBy.length < 2 || !intent.measure || intent.measure.agg !== 'sum') return [];
  const columnAfter = (word: string): string | undefined => {
    const at = parts.tokens.findIndex((token) => token.raw === word);
    return at < 0 ? undefined : parts.mentions.find((m) => m.start === at + 1 || (m.start === at + 2 && /^(the|each|every)$/.test(parts.tokens[at + 1].raw)))?.candidates[0].column.name;
  };
  const per = columnAfter('per');
  const by = columnAfter('by');
  if (!per || !by || per === by || !intent.groupBy.includes(per) || !intent.groupBy.includes(by)) return [];
  return [`“per ${escapeMarkdown(per.toLowerCase())}” with “by ${escapeMarkdown(by.toLowerCase())}” could be each ${escapeMarkdown(by)}'s total ${codeSpan(intent.measure.column ?? '')} divided by its number of ${escapeMarkdown(per)} values, or the total for each ${escapeMarkdown(per)} and ${escapeMarkdown(by)}; ask for one of them.`];
}
