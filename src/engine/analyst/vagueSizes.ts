/**
 * "How many big deals", "list the large orders": a size said without a bound. "big" and "large"
 * are inert words for "how big is the table", so the parser drops them, and the answer counted
 * every deal. No file says where big starts: the question is asked back, naming the column to bound.
 * Said after the rows as well ("how many movements were big", "which orders are cheap"): a
 * size after "is"/"are"/"was"/"were" keeps rows just as one before the noun does.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';

const SIZE = new Set(['big', 'large', 'huge', 'small', 'tiny', 'expensive', 'cheap']);
/** "were big": a size said of the rows after a verb of being. */
const BEING = new Set(['is', 'are', 'was', 'were', 'be', 'been']);
/** "how big", "most expensive", "too large": a figure or a ranking is asked, not a kind of row. */
const ASKS_FIGURE = new Set(['how', 'most', 'least', 'more', 'less', 'too', 'so', 'as']);
const COMPARISONS = new Set(['>', '>=', '<', '<=', 'between']);

export function vagueSizeDoubts(parts: Parts, intent: Intent): string[] {
  const { tokens } = parts;
  const covered = (i: number) => parts.values.some((value) => value.start <= i && i < value.end) || parts.mentions.some((mention) => mention.start <= i && i < mention.end);
  // A bound on a number column says where the size starts ("big deals over 50k").
  // A period ("this year") bounds the dates, not the size.
  if (intent.filters.some((filter) => COMPARISONS.has(filter.op) && parts.info.columns.find((c) => c.name === filter.column)?.kind === 'number')) return [];
  const before = (i: number) => tokens[i - 1]?.raw ?? '';
  const after = (i: number) => tokens[i + 1]?.raw ?? '';
  // Before a noun ("big deals") or after a verb of being ("deals were big"), never "bigger than".
  const placed = (i: number) => (/^\p{L}/u.test(after(i)) || (BEING.has(before(i)) && !/^\d/.test(after(i)))) && after(i) !== 'than';
  const said = tokens.find((token, i) => SIZE.has(token.raw) && !covered(i) && !ASKS_FIGURE.has(before(i)) && placed(i));
  if (!said) return [];
  const numbers = parts.info.columns.filter((c) => c.kind === 'number' && !c.isId).map((c) => codeSpan(c.name));
  return [`“${said.raw}” has no bound in the data, so I cannot tell which rows it keeps; give one${numbers.length ? `, for example “over 50,000” on ${numbers.slice(0, 2).join(' or ')}` : ''}.`];
}
