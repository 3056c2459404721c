/**
 * Spans between two date columns: "average days between opened and closed", "how long is the
 * average stay", "median time to ship". The figure is each row's later date minus its earlier one,
 * in days (or the unit asked: hours, weeks), over the rows where both are known; the answer's first
 * sentence names the two columns and skips the rows missing either.
 *
 * Which pair: the two date columns the question names, or, for "time to X" / "how long" / "stay",
 * the one start-like date column (opened, created, admitted, ordered, ...) and the one end-like
 * column (closed, resolved, discharged, shipped, ...), a verb said ("to ship") picking the end. When
 * the pair is not clear (two end-like dates, no start), the question is refused, naming them.
 * An aggregation word (average, median, longest, shortest, total) must be said: "how long did it
 * take" alone could be any row's span. Refused too: days between times of day (elapsed hours over
 * 24, or calendar days?) and a lasting state ("how long do issues stay open": the open ones?).
 */
import { codeSpan } from '../../common/markdown';
import type { Aggregation, Intent } from './intent';
import type { Parts } from './parts';
import { type ColumnInfo, pyString, quoteIdent } from './schema';

/** Words that ask for a span of time between two moments. */
const SPAN_ASKED = /\b(how long|time to|times to|days to|hours to|weeks to|time between|times between|days between|hours between|weeks between|days from|hours from|weeks from|time from|length of stay|(?:average|avg|mean|median|longest|shortest|typical) stay|turnaround|lead time)\b/;
/** Number columns that already hold a length of time ("Length of Stay", "Runtime", a "Ride Time" read as seconds): those answer "how long", not two dates. */
const HELD_LENGTH = /^(duration|runtime|length|minute|hour|day|week|time|stay|los|elapsed|tenure|lead|turnaround|delay|wait)$/;
const START_WORD = /^(open|opened|opening|created|creation|start|started|begin|began|admitted|admission|admit|order|ordered|received|submitted|submission|reported|requested|request|placed|booked|booking|registered|registration|enrolled|applied|application|issued|raised|logged|signup|hired|hire|purchased|purchase|checkin|arrival|arrived|arrive|arriving)$/;
const END_WORD = /^(close|closed|closing|closure|resolved|resolution|resolve|end|ended|finish|finished|completed|completion|complete|discharged|discharge|ship|shipped|shipping|shipment|delivered|delivery|fixed|fix|checkout|returned|answered|responded|response|terminated|termination|paid|payment|settled|cancelled|canceled|departure|left)$/;
const AGG_WORDS: Array<[RegExp, Aggregation]> = [
  [/\b(average|avg|mean|typical|typically|on average)\b/, 'avg'],
  [/\bmedian\b/, 'median'],
  [/\b(longest|maximum|max)\b/, 'max'],
  [/\b(shortest|minimum|min|quickest|fastest)\b/, 'min'],
  [/\b(total|sum)\b/, 'sum'],
];
/** Words of the question this module reads, placed when it answers. */
const SPAN_WORDS = /^(how|long|time|times|take|takes|took|taken|taking|days|day|hours|hour|weeks|week|between|from|and|to|stay|stays|length|turnaround|lead|average|avg|mean|typical|typically|median|longest|maximum|max|shortest|minimum|min|quickest|fastest|total|sum|it|does|did|do|is|was|are|were)$/;

/** Words of a lasting state ("stay open", "still pending"). */
const STATE_WORDS = /^(open|pending|active|unresolved|outstanding|ongoing|still|remain|remains|remained)$/;

type SpanUnit = 'day' | 'hour' | 'week';

/** The same verb as a column's word: "ship" and "shipped", "resolve" and "resolution", "close" and "closed". */
function sameStem(a: string, b: string): boolean {
  const n = Math.min(4, a.length, b.length);
  return n >= 3 && a.slice(0, n) === b.slice(0, n);
}

/** The verb of "time to ship", "how long does it take to resolve": the end of the span. */
function verbOf(parts: Parts): string | undefined {
  const verb = /\b(?:time|times|days|hours|weeks|long) (?:(?:does|did|do) it take |it takes |it took )?(?:on average )?to (\w+)/.exec(parts.text)?.[1];
  return verb && !/^(the|a|an|be)$/.test(verb) ? verb : undefined;
}

const isStart = (c: ColumnInfo): boolean => c.words.some((w) => START_WORD.test(w));
/** Words of the date a stay begins: a booking made months before is no part of it. */
const ARRIVAL_WORD = /^(checkin|arrival|arrived|arrive|arriving)$/;
/** Words of the date a stay was arranged, before it began. */
const ARRANGED_START = /^(booked|booking|order|ordered|placed|requested|request|reserved|registered|registration|enrolled|applied|application|submitted|submission|created|creation|purchased|purchase|issued|raised|logged|signup)$/;
const isEnd = (c: ColumnInfo): boolean => c.words.some((w) => END_WORD.test(w));

/** True when the question asks for a span of time, the table has two date columns or more, and no number column holds one. */
export function asksSpan(parts: Parts): boolean {
  const { columns } = parts.info;
  return SPAN_ASKED.test(parts.text) && columns.filter((c) => c.kind === 'date').length >= 2
    && !columns.some((c) => c.kind === 'number' && (c.seconds || c.words.some((w) => HELD_LENGTH.test(w))));
}

/** The two date columns the question names, earlier first when their words say which; else the pair a start and an end word make. */
function pairOf(parts: Parts, doubts: string[]): [ColumnInfo, ColumnInfo] | null {
  const dates = parts.info.columns.filter((c) => c.kind === 'date');
  const named = [...new Set(parts.mentions.filter((m) => m.candidates[0].column.kind === 'date' && m.candidates[0].score >= 4 && !m.candidates.some((c, i) => i > 0 && c.score === m.candidates[0].score && c.column.kind === 'date')).map((m) => m.candidates[0].column))];
  if (named.length === 2) {
    const [a, b] = named;
    return isEnd(a) && isStart(b) && !isStart(a) && !isEnd(b) ? [b, a] : [a, b];
  }
  const allStarts = dates.filter((c) => isStart(c) && !isEnd(c));
  // "average length of stay" beside `Booked On`, `Arrival` and `Departure`: a stay begins on arrival,
  // never on the day it was arranged; beside another start of the stay (`Admitted`) it is asked.
  const arrivals = /\bstays?\b/.test(parts.text) && allStarts.every((c) => c.words.some((w) => ARRIVAL_WORD.test(w) || ARRANGED_START.test(w)))
    ? allStarts.filter((c) => c.words.some((w) => ARRIVAL_WORD.test(w))) : [];
  // "days from booking to departure" beside `Booked On` and `Arrival`: the start the question's own word echoes.
  const echoed = allStarts.filter((c) => c.words.some((w) => START_WORD.test(w) && parts.tokens.some((token) => sameStem(token.word, w))));
  const starts = arrivals.length ? arrivals : echoed.length === 1 ? echoed : allStarts;
  let ends = dates.filter((c) => isEnd(c) && !isStart(c));
  // "time to ship": the verb after "to" picks the end among the end-like dates, and must name one.
  const verb = verbOf(parts);
  if (verb) {
    const said = dates.filter((c) => c.words.some((w) => sameStem(w, verb)));
    const saidEnds = said.filter((c) => !isStart(c));
    if (!saidEnds.length) {
      doubts.push(`“to ${verb}” names no date column of ${parts.info.table.label} that ends the span; name the two dates (“days between … and …”).`);
      return null;
    }
    ends = saidEnds;
  }
  if (named.length === 1) {
    // One date named: it is the start or the end of the pair, the other side as its words say.
    const [one] = named;
    // "days from booking to arrival": the other date is echoed by a word of the question ("booking" for `Booked On`), in the order said.
    const other = echoed.find((c) => c !== one);
    if (other && !ends.includes(one)) {
      const at = (c: ColumnInfo): number => c === one
        ? parts.mentions.find((m) => m.candidates[0].column === one)?.start ?? 0
        : parts.tokens.findIndex((token) => c.words.some((w) => START_WORD.test(w) && sameStem(token.word, w)));
      return at(other) < at(one) ? [other, one] : [one, other];
    }
    if (ends.includes(one)) ends = [one];
    else if (starts.includes(one)) return starts.length && ends.length === 1 ? [one, ends[0]] : unclear(parts, dates, doubts);
  }
  if (starts.length === 1 && ends.length === 1) return [starts[0], ends[0]];
  return unclear(parts, dates, doubts);
}

function unclear(parts: Parts, dates: ColumnInfo[], doubts: string[]): null {
  doubts.push(`A length of time is the span between two dates, and ${parts.info.table.label} has ${dates.map((c) => codeSpan(c.name)).join(', ')}: I could not tell which two; name them (“days between … and …”).`);
  return null;
}

/**
 * The intent for a span between two dates, or undefined when the question asks none (null with
 * a doubt when it does and the pair or the aggregation is unclear).
 */
export function spanIntent(parts: Parts, base: Pick<Intent, 'table' | 'groupBy' | 'filters'>, groups: ColumnInfo[], doubts: string[]): Intent | null | undefined {
  if (!asksSpan(parts)) return undefined;
  const pair = pairOf(parts, doubts);
  if (!pair) return null;
  const agg = AGG_WORDS.find(([pattern]) => pattern.test(parts.text))?.[1];
  if (!agg) {
    doubts.push(`A span between ${codeSpan(pair[0].name)} and ${codeSpan(pair[1].name)} differs from row to row; ask for its average, median, longest or shortest.`);
    return null;
  }
  const unit: SpanUnit = /\bhours?\b/.test(parts.text) ? 'hour' : /\bweeks?\b/.test(parts.text) ? 'week' : 'day';
  const [a, b] = pair;
  // Between times of day, "days" is the elapsed hours over 24 or the calendar days between the dates: they differ.
  if (unit !== 'hour' && [a, b].some((c) => /TIMESTAMP/i.test(c.type))) {
    doubts.push(`${codeSpan(a.name)} and ${codeSpan(b.name)} hold times of day, so the span in ${unit}s could be the elapsed hours over ${unit === 'day' ? 24 : 168} or the calendar ${unit}s between the dates, which differ; ask for it in hours, or say which.`);
    return null;
  }
  // "how long do issues stay open": the rows still open would run to a "now" the file does not give, or be left out.
  const still = parts.tokens.find((token) => STATE_WORDS.test(token.raw));
  if (still) {
    doubts.push(`“${still.raw}” asks how long rows stay in a state: those still in it have no ${codeSpan(b.name)}, and could be left out or counted up to today; ask for the days between ${codeSpan(a.name)} and ${codeSpan(b.name)}, which leaves them out.`);
    return null;
  }
  const verb = verbOf(parts);
  parts.tokens.forEach((token, i) => { if (SPAN_WORDS.test(token.raw) || (token.raw === verb && parts.tokens[i - 1]?.raw === 'to')) parts.placed.add(i); });
  return { ...base, kind: 'aggregate', groupBy: groups.map((g) => g.name).slice(0, 1), measure: { agg, column: b.name, derived: spanMeasure(a, b, unit) } };
}

/** Each row's `b` minus its `a`, in the unit: whole days between dates, elapsed time between timestamps. */
function spanMeasure(a: ColumnInfo, b: ColumnInfo, unit: SpanUnit): NonNullable<Intent['measure']>['derived'] {
  const [qa, qb, pa, pb] = [quoteIdent(a.name), quoteIdent(b.name), `df[${pyString(a.name)}]`, `df[${pyString(b.name)}]`];
  const seconds = { day: 86400, hour: 3600, week: 604800 }[unit];
  const timed = /TIMESTAMP/i.test(a.type) || /TIMESTAMP/i.test(b.type);
  const sql = timed ? `(epoch(CAST(${qb} AS TIMESTAMP)) - epoch(CAST(${qa} AS TIMESTAMP))) / ${seconds}` : unit === 'day' ? `date_diff('day', ${qa}, ${qb})` : unit === 'hour' ? `date_diff('day', ${qa}, ${qb}) * 24` : `date_diff('day', ${qa}, ${qb}) / 7`;
  const pandas = timed ? `(${pb} - ${pa}).dt.total_seconds() / ${seconds}` : unit === 'day' ? `(${pb} - ${pa}).dt.days` : unit === 'hour' ? `(${pb} - ${pa}).dt.days * 24` : `(${pb} - ${pa}).dt.days / 7`;
  return {
    name: `${unit}s_from_${a.name}_to_${b.name}`,
    label: `${unit}s from ${a.name} to ${b.name} (each row’s ${b.name} minus its ${a.name}; rows missing either left out)`,
    sql,
    pandas,
    columns: [a.name, b.name],
  };
}
