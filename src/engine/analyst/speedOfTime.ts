/**
 * "Fastest" and "slowest" said of a length of time the question names ("the slowest avg handling
 * time", "fastest response time") rank by that time: the slowest took the most, the fastest the
 * least. Only beside a growth verb ("grew fastest", "the fastest growing") do they ask for a change
 * over time: alone ("the fastest turnaround") they never do (GROWTH_WORDS).
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';
import type { ColumnInfo, TableInfo } from './schema';
import { escapeMarkdown } from './text';
import { columnUnit } from './units';

/** Column words that hold a length of time. */
export const TIME_COLUMN = /^(duration|runtime|minute|minutes|min|mins|second|seconds|sec|secs|hour|hours|hrs|time|elapsed)$/;

const SPEED_WORDS = /\b(fastest|quickest|slowest|faster|quicker|slower)\b/;
const GROWTH_VERBS = /\b(grow|grows|grew|growing|growth|declined?|declining|shr[ai]nk|shrinking|rose|rising|fell|falling|increas\w*|decreas\w*)\b/;

/** A number column holding a length of time: written "3:45:12", or named by a unit or a word of time. */
export function isDuration(column: ColumnInfo): boolean {
  return column.kind === 'number' && !column.isId && (!!column.seconds || columnUnit(column)?.dimension === 'time' || column.words.some((word) => TIME_COLUMN.test(word)));
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

/** Column words of a time something took: a response's, a wait's, a lap's ("Lap Time"); never a song's or a film's length. */
const TIME_TAKEN = /^(time|response|handling|processing|wait|waiting|delivery|resolution|turnaround|transit|latency|elapsed)$/;

/**
 * "the slowest endpoint on average" beside one `response_time_ms`: where a table holds one time
 * taken and nothing else that is fast or slow (a distance, a speed, a tempo), "fastest" and
 * "slowest" rank it unnamed. A length that is no time taken (a song's `duration_ms`) is not ranked so.
 */
export function onlyLengthOfTime(info: TableInfo, column: ColumnInfo): boolean {
  const durations = info.columns.filter(isDuration);
  return durations.length === 1 && durations[0] === column && column.words.some((word) => TIME_TAKEN.test(word))
    && !info.columns.some((c) => travelled(c) || (c.kind === 'number' && c.words.some((word) => SPEED_COLUMN.test(word))));
}

/** Column words of a speed or of what makes a thing fast: a higher figure is faster. */
const SPEED_COLUMN = /^(speed|speeds|pace|mph|kph|kmh|velocity|horsepower|hp|bhp|power|acceleration|rpm|wpm|throughput|tempo|bpm)$/;
/** Column words of a wait or a lead time, which a unit of days or weeks does not make a duration (they are periods to the dates). */
const WAIT_COLUMN = /^(turnaround|lead|wait|waiting|delay|response|processing|resolution|days|weeks)$/;

/**
 * "which designer has the fastest turnaround", "the slowest courier": a speed superlative ranks a
 * speed the highest first, or a length of time the least first (the slowest the most), averaged or
 * one row at a time. Said of anything else (a total of the days, a count of orders, an order's
 * value) the figure ranked is not how fast anything was, so it is asked. Null when the reading fits.
 */
export function speedWordDoubt(parts: Parts, intent: Intent): string | null {
  const said = /\b(fastest|quickest|slowest)\b/.exec(parts.text);
  if (!said || GROWTH_VERBS.test(parts.text) || intent.kind === 'growth') return null;
  const column = parts.info.columns.find((c) => c.name === intent.measure?.column);
  if (column && column.kind === 'number' && column.words.some((word) => SPEED_COLUMN.test(word))) return null;
  const agg = intent.measure?.agg;
  const timed = !!column && (isDuration(column) || column.words.some((word) => WAIT_COLUMN.test(word)));
  const least = said[1] !== 'slowest';
  const dir = intent.rank?.dir ?? (agg === 'min' ? 'asc' : agg === 'max' ? 'desc' : undefined);
  if (timed && agg !== 'sum' && agg !== 'count' && agg !== 'count_distinct' && dir === (least ? 'asc' : 'desc')) return null;
  const what = column ? `${agg === 'sum' ? 'the total ' : agg === 'count' ? 'the number of ' : ''}${codeSpan(column.name)}` : 'the number of rows';
  return `“${escapeMarkdown(said[0])}” would rank ${what}, which is not how fast anything was; ask for the ${timed && column ? `${least ? 'lowest' : 'highest'} average ${codeSpan(column.name)}, or the single ${least ? 'shortest' : 'longest'} one` : 'column that holds the speed or the time taken'}.`;
}
