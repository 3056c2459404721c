/**
 * "approved loans with a rate above 10%" beside `Loan Amount`, "applicants earning over 40k"
 * beside `Applicant Age`: a plural noun that is only the first word of a number column names the
 * things the column measures, not the measure. With no aggregation said, the question may want
 * the things counted (the rows) or the column added up or averaged, which give different figures:
 * it is asked. "units" (`Units Sold`) and "sales" (`Sales Amount`) are the measure itself.
 */
import { codeSpan } from '../../common/markdown';
import { BOUNDS } from './boundedMeasures';
import type { Filter } from './intent';
import { MEASURE_WORD, numberOf } from './parts';
import { QUANTITY } from './measure';
import type { Mention } from './mentions';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { stemOf } from './stems';
import { unitNamed } from './units';
import { escapeMarkdown } from './text';

/** Units and currencies that close a column's name: "(USD)", "(kg)", "_min". */
const UNIT_WORD = /^(usd|eur|gbp|jpy|cad|aud|chf|inr|cny|dollar|euro|pound|kg|g|lb|oz|km|m|cm|mm|mi|ft|l|ml|litre|liter|kwh|kw|w|min|minute|hour|hr|sec|second|pct|percent|k|mph|kmh|c|f|\d+)$/;

/**
 * "matches by status" beside `Match ID` and `Match Duration`: the noun of the rows' key, alone
 * before a length of time or a level of the rows, names the rows (counted), never that column: a
 * noun counts things, and a duration or a level is no count of them. Money or a quantity ("loans"
 * and `Loan Amount`) may be what the noun means, and stays asked (`thingNotMeasure`).
 */
export function keyNounNamesRows(parts: Parts, entry: { column: ColumnInfo; mention: Mention }, aggSaid: boolean): boolean {
  const { column, mention } = entry;
  if (aggSaid || mention.end - mention.start !== 1) return false;
  const token = parts.tokens[mention.start];
  // Said in the plural, once after a superlative ("the longest firing") or after "which" ("which
  // firing was the hottest"): the rows, one or many.
  const before = parts.tokens[mention.start - 1]?.raw ?? '';
  // "which firing lost the most pieces per kiln" asks per kiln: a word that groups keeps the old reading.
  const saysRows = (token.raw !== token.word && !/ss$/.test(token.raw)) || /\p{L}{3,}est$/u.test(before) || (/^(which|what)$/.test(before) && !/\b(per|each|every|by)\b/.test(parts.text));
  const named = column.words.filter((word) => !UNIT_WORD.test(word));
  if (!saysRows || named.length < 2 || named[0] !== token.word || !parts.info.columns.some((c) => c.isId && c.words[0] === token.word)) return false;
  // "how many raku firings" beside `Firing No`, `Firing Time (h)` and `Firing Cost`: a word that opens
  // several measures alike names none of them, but the rows its key numbers.
  const tied = mention.candidates.filter((c) => c.column.kind === 'number' && !c.column.isId && c.score === mention.candidates[0].score);
  if (tied.length >= 2 && tied.every((c) => c.column.words[0] === token.word)) return true;
  return column.isIntensive || !!column.seconds || !!column.timeUnit || /^(duration|length|time|minutes|hours|seconds)$/.test(named[named.length - 1]);
}

/**
 * "plates with more than 6 parts on" (`Parts on Plate`): a plural noun naming a later word of the
 * column a bound keeps, the question's subject and followed by with/that/which, names the rows kept,
 * never the column's total over them. "sales over 1000" names the amount itself; a noun that opens
 * the column's name ("fees over 100" beside `Fee Paid`) is read by thingNotMeasure; "hours" of
 * `Sunshine (hours)` is its unit, no thing. The caller has no aggregation said.
 */
export function boundedThingsNamed(parts: Parts, entry: { column: ColumnInfo; mention: Mention }, filters: Filter[]): boolean {
  const { column, mention } = entry;
  const token = parts.tokens[mention.start];
  if (mention.end - mention.start !== 1 || token.raw === token.word || /ss$/.test(token.raw) || mention.start > 1) return false;
  if (token.word === column.words[0] || unitNamed(token.raw) !== undefined || MEASURE_WORD.test(token.word) || QUANTITY.has(token.word)) return false;
  // "bills over $3,000": a bound right after the noun is read by thingNotMeasure and the count rules.
  if (!/^(with|that|which|where|having)$/.test(parts.tokens[mention.end]?.raw ?? '')) return false;
  if (/\b(total|sum|how much|average|avg|mean|median|combined)\b/.test(parts.text)) return false;
  return filters.some((filter) => filter.column === column.name && BOUNDS.has(filter.op));
}

/** The doubt when the measure was read from such a noun alone, else null. */
export function thingNotMeasure(parts: Parts, entry: { column: ColumnInfo; mention: Mention }, aggSaid: boolean): string | null {
  const { column, mention } = entry;
  // "Salary (USD)" is a salary: a unit after the name says nothing of what is measured.
  const named = column.words.slice(0, column.words.length - [...column.words].reverse().findIndex((word) => !UNIT_WORD.test(word)));
  if (mention.end - mention.start !== 1 || named.length < 2) return null;
  const token = parts.tokens[mention.start];
  const plural = token.raw !== token.word && !/ss$/.test(token.raw);
  // "orders per product", "how many orders", "total orders" beside `Qty Ordered`: the noun of what the
  // column's verb did may be the orders themselves (the rows, counted) or the quantity ordered,
  // whatever figure is said.
  const participle = named.slice(1).find((word) => /ed$/.test(word) && stemOf(word) === stemOf(token.word));
  if (plural && participle && !QUANTITY.has(token.word) && !MEASURE_WORD.test(token.word)) {
    return `“${escapeMarkdown(token.raw)}” could be the ${escapeMarkdown(token.raw)} themselves (the rows, counted) or the total ${codeSpan(column.name)}, which give different figures; ask for the number of rows or the total ${escapeMarkdown(column.name)}.`;
  }
  if (aggSaid) return null;
  // "claims" and `Claimed Amount`: the same stem in another form of the word.
  if (!plural || (token.word !== named[0] && stemOf(token.word) !== stemOf(named[0])) || QUANTITY.has(token.word) || MEASURE_WORD.test(token.word)) return null;
  // "words" beside `Word Count`: the column counts the very things the noun names; its total is them.
  if (named.length === 2 && token.word === named[0] && /^(count|total|tally)$/.test(named[1])) return null;
  // "claims over $10k" beside `Claim ID`, "fees over £100" beside `Fee Charged`, "crossings longer
  // than an hour" beside `Crossing Time`: a bound right after the noun is on the column, and the
  // things the noun names are those whose value passes it: the matching rows are counted (or
  // listed), never the column's total, which the question does not ask for.
  // "firings that took more than 10 hours": a relative clause's verb may stand before the bound.
  let boundAt = mention.end;
  while (boundAt < mention.end + 2 && /^(that|which|who|took|take|lasted|last|ran|run|were|was|had|cost|costing|used|using|weighed|weighing)$/.test(parts.tokens[boundAt]?.raw ?? '')) boundAt++;
  const bounded = /^(over|under|above|below|between|older|younger|aged|less|more|greater|fewer|at|longer|shorter|faster|slower|heavier|lighter|bigger|smaller|larger|higher|lower|cheaper|dearer)$/.test(parts.tokens[boundAt]?.raw ?? '');
  if (bounded) return null;
  // "more than 10 hours" beside `Hours Worked`: after a number the word is the bound's unit, no thing;
  // so it is after "in" or "by" ("the longest move in hours").
  if (numberOf(parts.tokens[mention.start - 1]) !== null || (/^(in|by)$/.test(parts.tokens[mention.start - 1]?.raw ?? '') && unitNamed(token.raw) !== undefined)) return null;

  // "list the huge orders", "which loans …": the rows themselves are asked for; "which country has the
  // most hours" ranks by the column. In "which customer orders the most banners" the word between the
  // customer and "the most <a value>" is what the customer does: the orders counted, or their value.
  const ranked = mention.end + (parts.tokens[mention.end]?.raw === 'the' ? 1 : 0);
  const verbPlace = /^(most|least|fewest|more|fewer)$/.test(parts.tokens[ranked]?.raw ?? '') && parts.mentions.some((m) => m.start > 0 && m.end === mention.start) && parts.values.some((v) => v.start === ranked + 1);
  // "which weekday sees the most lots" beside `Lot No` and `Lot Value`: the noun is the rows' key's, so
  // the most lots may be the most rows as well as the most value; asked even after "which".
  const keyNoun = parts.info.columns.some((c) => c.isId && c.words[0] === token.word) && /\b(most|fewest|least)\b/.test(parts.text);
  // "what hour do we get the most calls" beside `Call-out Fee`: the most of the things, counted, or the
  // most of their fee. A column that counts them ("the most pupils" of `Pupils on Roll`) is their number.
  // "the most failed prints" beside `Print Time`: values said between the ranking word and the noun keep the things.
  let before = mention.start - 1;
  while (before > 0 && parts.values.some((v) => v.start <= before && before < v.end)) before--;
  const rankedThings = /^(most|fewest|least|more|fewer)$/.test(parts.tokens[before]?.raw ?? '') && (column.role === 'amount' || column.isIntensive || !!column.seconds || !!column.timeUnit || unitNamed(column.suffix ?? '')?.dimension === 'time');
  if (/\b(how much|how many|number of|count)\b|^ (show|list|display|find|get|give)\b/.test(parts.text) || (/^ (which|what)\b/.test(parts.text) && !verbPlace && !keyNoun && !rankedThings)) return null;
  return `“${escapeMarkdown(token.raw)}” names only part of ${codeSpan(column.name)}: it could name the ${escapeMarkdown(token.raw)} themselves (the rows, counted) or their ${codeSpan(column.name)}, which give different figures; ask “how many ${escapeMarkdown(token.raw)} …” or name the column.`;
}
