/**
 * "Avg sessions per profile", where the file's rows are the sessions and a profile has many: the
 * rows of each profile counted, then averaged over the profiles, one figure (rows over distinct
 * profiles). With no number named, "avg" averages counts of rows; listing each profile's count,
 * or asking for a column to average, answers another question.
 */
import type { Parts } from './parts';
import { rowNounsNamed } from './rowExtremes';
import type { Rule } from './rules';

/**
 * The token index of the rows' own noun: a row key's plural ("sessions" for `Session ID`), the
 * file's noun for its rows ("lessons" in lessons.csv) or the noun of a key held once each.
 */
function rowsNounAt(parts: Parts): number {
  const keyed = parts.mentions.find((m) => parts.unique.has(m.candidates[0].column.name) && parts.tokens[m.end - 1].raw !== parts.tokens[m.end - 1].word);
  if (keyed) return keyed.start;
  const nouns = rowNounsNamed(parts);
  return parts.tokens.findIndex((token) => nouns.has(token.word) && token.raw !== token.word);
}

export const averageRowsPerKey: Rule = {
  name: 'average rows per key',
  when: ({ agg, numbers, grain, isShare, groups, up, down, limit }) => agg === 'avg' && !numbers.length && !grain && !isShare && groups.length === 1 && !up && !down && limit === null,
  read: ({ base, parts, groups }) => {
    const key = groups[0];
    const mention = parts.mentions.find((m) => m.candidates[0].column === key);
    const noun = rowsNounAt(parts);
    // "per" right before the key, the key not the rows themselves, and the rows named before it.
    if (!mention || parts.tokens[mention.start - 1]?.raw !== 'per' || parts.unique.has(key.name) || key.kind === 'number' || noun < 0 || noun >= mention.start) return undefined;
    parts.placed.add(mention.start - 1);
    parts.placed.add(noun);
    return { ...base, kind: 'aggregate', groupBy: [], measure: { agg: 'count', column: null, per: key.name } };
  },
};
