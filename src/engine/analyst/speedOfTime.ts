/**
 * "Fastest" and "slowest" said of a length of time the question names ("the slowest avg handling
 * time", "fastest response time") rank by that time: the slowest took the most, the fastest the
 * least. Only beside a growth verb ("grew fastest", "the fastest growing") do they ask for a change
 * over time.
 */
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { columnUnit } from './units';

/** Column words that hold a length of time. */
export const TIME_COLUMN = /^(duration|runtime|minute|minutes|min|mins|second|seconds|sec|secs|hour|hours|hrs|time|elapsed)$/;

const SPEED_WORDS = /\b(fastest|quickest|slowest|faster|quicker|slower)\b/;
const GROWTH_VERBS = /\b(grow|grows|grew|growing|growth|declined?|declining|shr[ai]nk|shrinking|rose|rising|fell|falling|increas\w*|decreas\w*)\b/;

/** A number column holding a length of time: written "3:45:12", or named by a unit or a word of time. */
export function isDuration(column: ColumnInfo): boolean {
  return column.kind === 'number' && !column.isId && (!!column.seconds || columnUnit(column)?.dimension === 'time' || column.words.some((word) => TIME_COLUMN.test(word)));
}

/** Whether a speed word is said of a length of time the question names, with no growth verb beside it. */
export function speedOfNamedTime(parts: Parts): boolean {
  return SPEED_WORDS.test(parts.text) && !GROWTH_VERBS.test(parts.text) && parts.mentions.some((mention) => isDuration(mention.candidates[0].column));
}
