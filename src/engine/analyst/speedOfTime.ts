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

/** Column words of a distance travelled; a unit of a kilometre or more says so too ("Climb m" is a height). */
const DISTANCE = /^(distance|mileage|km|kms|mile|miles)$/;
const travelled = (c: ColumnInfo): boolean => c.kind === 'number' && !c.isId && (c.words.some((word) => DISTANCE.test(word)) || (columnUnit(c)?.dimension === 'length' && (columnUnit(c)?.factor ?? 0) >= 1000));

/**
 * "the fastest ride" where each ride has a distance and a time: fastest is the highest speed
 * (distance over time), not the least time, unless every ride went the same way; the doubt that
 * asks which is meant, or undefined when the question names the time or there is no distance.
 */
export function speedOrTimeDoubt(parts: Parts, time: ColumnInfo, said: string): string | undefined {
  if (!SPEED_WORDS.test(parts.text) || GROWTH_VERBS.test(parts.text) || parts.mentions.some((mention) => isDuration(mention.candidates[0].column))) return undefined;
  const distance = parts.info.columns.find(travelled);
  if (!distance) return undefined;
  const slow = /slow/.test(said);
  return `“${said.trim()}” could mean the ${slow ? 'most' : 'least'} ${time.name} or the ${slow ? 'lowest' : 'highest'} speed, ${distance.name} / ${time.name}, which differ when the distances differ; ask for one of them.`;
}
