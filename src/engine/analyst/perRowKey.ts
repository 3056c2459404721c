/**
 * "Which host has the most downloads per episode", where each row is one episode (`Episode ID` is
 * unique): "per episode" says what the figure is taken over, and "which host" what is picked. The
 * answer is each host's average over its rows, ranked, never the single top row (whose host is a
 * different answer: the host of the best episode).
 */
import { codeSpan } from '../../common/markdown';
import type { Intent, Measure } from './intent';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** Whether "per" (or "an"/"each" after "per") comes right before the column's mention. */
function perBeforeKey(parts: Parts, column: ColumnInfo): boolean {
  const mention = parts.mentions.find((m) => m.candidates[0].column.name === column.name);
  if (!mention) return false;
  let i = mention.start - 1;
  while (i >= 0 && /^(a|an|each|single)$/.test(parts.tokens[i].raw)) i--;
  return parts.tokens[i]?.raw === 'per';
}

/**
 * The grouped reading when a row key follows "per" beside one other group; a doubt (and null)
 * when another group stands beside ranked rows some other way; undefined when no group does.
 */
export function perRowKeyRanking(
  parts: Parts,
  groups: ColumnInfo[],
  measure: Measure,
  rank: NonNullable<Intent['rank']>,
  base: Pick<Intent, 'table' | 'groupBy' | 'filters'>,
  notes: string[],
  doubts: string[],
): Intent | null | undefined {
  const keys = groups.filter((group) => parts.unique.has(group.name));
  const others = groups.filter((group) => !parts.unique.has(group.name));
  if (!others.length || !measure.column) return undefined;
  const key = keys.find((k) => perBeforeKey(parts, k));
  if (!key) return undefined;
  if (others.length > 1) {
    doubts.push(`“per” before ${codeSpan(key.name)} beside ${others.map((g) => codeSpan(g.name)).join(' and ')}: I can rank one grouping at a time; name one.`);
    return null;
  }
  // "most" ranks; only a word that names another figure changes the average.
  const named = /\b(median|max|maximum|min|minimum)\b/.exec(parts.text)?.[1];
  const agg = named === 'median' ? 'median' : named?.startsWith('max') ? 'max' : named?.startsWith('min') ? 'min' : 'avg';
  notes.push(`Each row is one ${escapeMarkdown(key.name)}, so the ${agg === 'avg' ? 'average' : agg === 'median' ? 'median' : agg === 'max' ? 'largest' : 'smallest'} ${escapeMarkdown(measure.column)} of each ${escapeMarkdown(others[0].name)}'s rows is its figure per ${escapeMarkdown(key.name)}.`);
  return { ...base, kind: 'aggregate', measure: { agg, column: measure.column }, groupBy: [others[0].name], rank };
}
