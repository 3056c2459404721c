/**
 * "how many tups did we do" on a shearing tally where `Stock` holds Tups and `Head` the animals of
 * each tally: the tups themselves are the head shorn (the total `Head`), while the rows are the
 * tallies of tups; the two differ, so it is asked. Only where "how many" is said right before a
 * value named in the plural, and the table has one column that counts the animals on each row.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';
import { escapeMarkdown } from './text';

/**
 * Column words of a number of animals on each row: head of stock. Not a quantity (`Quantity`
 * beside a `Movement Type` of Write-off: "how many write-offs" are the movements, acts, not things).
 */
const COUNTS_THINGS = /^(head|headcount|animals|birds)$/;

export function valueHeadcountDoubts(parts: Parts, intent: Intent): string[] {
  if (intent.measure?.agg !== 'count' || intent.measure.column !== null || intent.kind !== 'aggregate') return [];
  const counts = parts.info.columns.filter((c) => c.kind === 'number' && !c.isId && COUNTS_THINGS.test(c.words[0] ?? ''));
  if (counts.length !== 1) return [];
  const { tokens } = parts;
  const value = parts.values.find((v) => tokens[v.start - 1]?.raw === 'many' && tokens[v.start - 2]?.raw === 'how' && tokens[v.end - 1].raw !== tokens[v.end - 1].word && !/ss$/.test(tokens[v.end - 1].raw));
  if (!value) return [];
  const said = tokens.slice(value.start, value.end).map((token) => token.raw).join(' ');
  return [`“how many ${escapeMarkdown(said)}” could be the rows where ${escapeMarkdown(value.column)} is ${escapeMarkdown(value.value)}, counted, or the ${escapeMarkdown(said)} themselves, the total ${codeSpan(counts[0].name)} of those rows; ask for the number of rows or the total ${escapeMarkdown(counts[0].name)}.`];
}
