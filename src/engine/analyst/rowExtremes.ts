/**
 * "the oldest passenger", "longest trip by distance", "most expensive house": a superlative right
 * before the rows' own noun asks which row it was. The answer is that row (every row tied for it),
 * named by its label columns, with its value; never the bare maximum, which answers "how old was the
 * oldest passenger". The noun inside a column's name ("lowest reading score" for `reading score`,
 * "largest award amount") names the column measured, not the rows.
 */
import { type Intent, withoutOtherReading } from './intent';
import { type Parts, PLURAL_RANKING, rankLimit, rowNounsOf } from './parts';
import { fileNouns } from './rowCounts';
import { saidInPlural } from './saidPlural';
import { quoteIdent } from './schema';

/** Words people use for a row they rank: "the longest trip", "the most popular song". */
export const SUPERLATIVE = /^(longest|shortest|biggest|largest|smallest|highest|lowest|oldest|newest|youngest|heaviest|lightest|fastest|slowest|quickest|cheapest|priciest|loudest|quietest|hottest|coldest|popular|expensive)$/;

/** A figure asked for: "how old was the oldest passenger", "how much does the lightest one weigh". */
const FIGURE_ASKED = /\bhow (much|many|long|old|heavy|big|far|fast|tall|large|expensive|high|low|deep|loud)\b/;

/** Words after the noun that say which column ranks it: "longest trip by distance", "in miles". */
const RANKED_BY = /^(by|in|of|per|for|with)$/;

/**
 * The things a file's rows are: its name's nouns, and their other words ("home" for houses.csv),
 * and the noun of a key that holds each row once ("move" of `Move Ref`, rowOwnNouns.ts).
 */
export function rowNounsNamed(parts: Parts): Set<string> {
  return new Set([...fileNouns(parts), ...rowNounsOf(parts.info), ...(parts.ownNouns ?? [])]);
}

/**
 * Where a superlative picks a row: the superlative's token and the noun's, or undefined. The noun
 * is one of the next two tokens ("oldest passenger", "most expensive house", "longest bike trip").
 */
export function superlativeNoun(parts: Parts): { at: number; noun: number } | undefined {
  if (FIGURE_ASKED.test(parts.text)) return undefined;
  const nouns = rowNounsNamed(parts);
  const { tokens } = parts;
  for (const [i, token] of tokens.entries()) {
    if (!SUPERLATIVE.test(token.raw)) continue;
    const noun = [i + 1, i + 2].find((j) => tokens[j] && nouns.has(tokens[j].word));
    if (noun === undefined) continue;
    const mention = parts.mentions.find((m) => m.start <= noun && noun < m.end);
    // "lowest reading score": the noun ends a column's name; "largest award amount": it begins one.
    if (mention && mention.start < noun) continue;
    if (mention && mention.end > noun + 1 && !RANKED_BY.test(tokens[noun + 1].word)) continue;
    return { at: i, noun };
  }
  return undefined;
}

/** Periods: "best single day" asks for one period's total (periodTotals.ts), never a row. */
const PERIOD = /^(hour|day|date|week|month|quarter|year|season|night|weekend)$/;

/** Words for an amount itself, not the thing that has it: "longest distance" is a figure. */
const AMOUNT_WORD = /^(length|time|duration|distance|wait|delay|runtime|elapsed|amount|value|figure|number|total|size|price|cost|fee|fare|rate)$/;

/**
 * A superlative said of a thing rather than of an amount, with the measured column: "biggest single
 * bill" ("single" says one row is meant), "most expensive unit cost" (a thing is expensive, a price
 * is high), "longest consultation" (said of `Consult Length`, whose amount word the question leaves
 * out: the consultation that lasted longest), "slowest leg" (of `Leg Time`: the leg that took longest),
 * "biggest expense claim" (of `Expenses Claimed`: the claim), "hottest panel date" (the date of a
 * row). The token of the thing named, or undefined.
 */
export function superlativeThing(parts: Parts, measured: string): number | undefined {
  if (FIGURE_ASKED.test(parts.text)) return undefined;
  const { tokens } = parts;
  const mentionAt = (j: number) => parts.mentions.find((m) => m.start <= j && j < m.end);
  for (const [i, token] of tokens.entries()) {
    if (!SUPERLATIVE.test(token.raw)) continue;
    const next = tokens[i + 1];
    if (/^(single|individual)$/.test(next?.raw ?? '') && tokens[i + 2] && !PERIOD.test(tokens[i + 2].word)) return i + 2;
    const mention = mentionAt(i + 1);
    if (!mention || mention.start !== i + 1 || mention.candidates[0].column.name !== measured) continue;
    if (/^(expensive|priciest|cheapest)$/.test(token.raw)) return mention.end - 1;
    // "biggest fine", "longest delay": a bare phrase of the superlative and the column names the
    // record, as "the biggest fine ever" does; the row holds the figure too.
    // "highest budget", "lowest rating" ask the figure: only a size said of a thing names the record.
    // A word for an amount itself ("longest repair length", "the heaviest weight") asks the figure still.
    const amount = tokens.slice(mention.start, mention.end).some((t) => AMOUNT_WORD.test(t.word) || /^(weight|mass)$/.test(t.word));
    if (THING_SIZE.test(token.raw) && !amount && BARE_START.test(parts.text.slice(0, parts.text.indexOf(` ${token.raw} `) + 1)) && mention.end === tokens.length) return mention.end - 1;
    // "hottest panel reading date": the date of the row is asked, so the row.
    const after = mentionAt(mention.end);
    if (after && after.start === mention.end && after.candidates[0].column.kind === 'date') return after.start;
    const said = tokens.slice(mention.start, mention.end).map((t) => t.word);
    // "biggest expense claim" of `Expenses Claimed`: the noun names the claim, a thing, where the
    // column's participle names the amount claimed.
    let end = mention.end;
    while (mentionAt(end)?.start === end && mentionAt(end)?.candidates[0].column.name === measured) end = mentionAt(end)?.end ?? end + 1;
    const participle = mention.candidates[0].column.words.at(-1) ?? '';
    const noun = tokens[end - 1].raw;
    if (/ed$/.test(participle) && !/ed$/.test(noun) && participle.startsWith(noun.replace(/s$/, ''))) return end - 1;
    // "slowest crossing" of `Crossing Time`: the crossing that took longest, as "longest consultation".
    if (/^(longest|shortest|slowest|fastest|quickest)$/.test(token.raw) && !said.some((word) => AMOUNT_WORD.test(word) || SAID_UNIT.test(word))) return mention.end - 1;
  }
  return undefined;
}

/** Sizes said of things ("the biggest fine", "the longest delay"), unlike "highest" and "lowest", said of figures. */
const THING_SIZE = /^(biggest|largest|smallest|longest|shortest|heaviest|lightest)$/;

/** What may come before a superlative in a bare phrase: nothing, or "the". */
const BARE_START = /^ (the )?$/;

/** Units said as a column's name: "longest minutes" names the amount. */
const SAID_UNIT = /^(second|minute|hour|min|sec|hr|day|week|km|mile|metre|meter)$/;

/**
 * The intent for the row a superlative picks, when the rules read the extreme as one figure
 * (the maximum or minimum of a column, no groups, no periods). Undefined when the question is not
 * so, or its measure is no plain column.
 */
export function superlativeRow(parts: Parts, intent: Intent): Intent | undefined {
  const { measure } = intent;
  if (intent.kind !== 'aggregate' || intent.groupBy.length || intent.time || intent.share || intent.difference) return undefined;
  // A duration written "0:52:30" is only named in seconds (units.inSeconds): its row ranks by the column itself.
  const derived = measure?.derived && !(measure.derived.columns.length === 1 && measure.derived.sql === quoteIdent(measure.column ?? ''));
  if (!measure?.column || (measure.agg !== 'max' && measure.agg !== 'min') || derived || measure.per) return undefined;
  const noun = superlativeNoun(parts)?.noun ?? superlativeThing(parts, measure.column);
  if (noun === undefined) return undefined;
  const plural = saidInPlural(parts.tokens, noun);
  const dir = measure.agg === 'max' ? 'desc' : 'asc';
  return { ...withoutOtherReading(intent), kind: 'rows', measure: { agg: measure.agg, column: measure.column }, rank: { dir, limit: rankLimit(parts.text) ?? (plural ? PLURAL_RANKING : 1) } };
}

/** "sailing that took the most money", "the loan with the highest fine": the rows' noun, then what picks one of them. */
const ROW_THAT_MOST = /^ (?:the )?(\p{L}+) (?:that|which|who|with) .*\b(most|highest|biggest|largest|least|lowest|fewest|smallest)\b/u;

/**
 * The row a ranking word picks when the question opens with the rows' own noun ("sailing that took
 * the most money"), where the rules read a total over every row and let the ranking word go: each
 * row's own figure ranks them, and the answer is the top row. Undefined when the question is not so.
 */
export function rowThatMost(parts: Parts, intent: Intent): Intent | undefined {
  const { measure } = intent;
  if (intent.kind !== 'aggregate' || intent.groupBy.length || intent.time || intent.share || intent.difference || !measure?.column || measure.derived || measure.per || measure.agg !== 'sum') return undefined;
  const said = ROW_THAT_MOST.exec(parts.text);
  if (!said) return undefined;
  const noun = parts.tokens.findIndex((token) => token.raw === said[1]);
  const word = parts.tokens[noun]?.word ?? '';
  if (!rowNounsNamed(parts).has(word) && !parts.info.columns.some((c) => c.isId && c.words[0] === word)) return undefined;
  const dir = /^(least|lowest|fewest|smallest)$/.test(said[2]) ? 'asc' : 'desc';
  return { ...withoutOtherReading(intent), kind: 'rows', measure: { agg: dir === 'desc' ? 'max' : 'min', column: measure.column }, rank: { dir, limit: rankLimit(parts.text) ?? (saidInPlural(parts.tokens, noun) ? PLURAL_RANKING : 1) } };
}

/** Words for one row's figure of a column: "the worst mite reading", "the highest wind measurement". */
const ONE_READING = /^(reading|measurement|figure|record|result)$/;

/**
 * "which hive had the worst mite reading": the singular noun after the measure's name says one
 * row's figure, so the answer is the row with the extreme value (its group named there), never the
 * group with the largest total or average of them. Undefined when the question is not so.
 */
export function singleReadingRow(parts: Parts, intent: Intent): Intent | undefined {
  const { measure } = intent;
  if (intent.kind !== 'aggregate' || intent.groupBy.length !== 1 || !intent.rank || intent.time || intent.share || intent.difference || !measure?.column || measure.derived || measure.per) return undefined;
  if (!['sum', 'avg', 'max', 'min'].includes(measure.agg)) return undefined;
  const mention = parts.mentions.find((m) => m.candidates[0].column.name === measure.column);
  if (!mention || !ONE_READING.test(parts.tokens[mention.end]?.raw ?? '')) return undefined;
  parts.placed.add(mention.end);
  const { dir } = intent.rank;
  return { ...withoutOtherReading(intent), kind: 'rows', groupBy: [], measure: { agg: dir === 'desc' ? 'max' : 'min', column: measure.column }, rank: { dir, limit: rankLimit(parts.text) ?? 1 } };
}
