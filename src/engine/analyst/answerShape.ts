/**
 * The question's form fixes the shape its answer must have: a percent asks for a share, "which X"
 * for X's values, "how many rows" for a count of rows, "the longest trip" for the trip itself.
 * Where a rule computes that shape, `settleShape` rewrites the reading to it; a reading whose shape
 * still differs answers another question, so it is refused with the reason here, whatever the
 * words that led to it.
 */
import { codeSpan } from '../../common/markdown';
import { chargeVerbDoubt } from './chargeVerb';
import { rankWithinDoubts } from './rankWithinGroups';
import { perWithinGroupsDoubts } from './perWithinGroups';
import { type Intent, type Measure, measureLabel, withoutOtherReading } from './intent';
import { countedRowNounAt } from './rowCounts';
import { rowThatMost, singleReadingRow, superlativeNoun, superlativeRow } from './rowExtremes';
import { leaveUnfinished } from './unfinishedRows';
import { loadOverPeriodsDoubt } from './loadOverPeriods';
import { madeMostDoubt } from './madeMost';
import { periodsWithDoubt } from './periodsWith';
import { speedWordDoubt } from './speedOfTime';
import { massValueDoubt } from './massValues';
import { soldForDoubt } from './soldFor';
import { currentStateDoubt } from './currentState';
import { valueWordDoubt } from './valueWord';
import { settleHabit } from './habitPeriods';
import { groupedByWhich } from './whichGroup';
import type { ParseLookups, Parts } from './parts';
import { type ColumnInfo, isYearColumn } from './schema';
import { escapeMarkdown, words } from './text';
import { twoReadingDoubts } from './twoReadings';
import { whenFirstLast } from './whenFirstLast';

/** A percent asked for, not a "%" written after a number ("above 12.5%") nor inside a column's name. */
const PERCENT_ASKED = /(?<![\d.]\s?)%|\b(percent|percentage|pct|proportion|fraction)\b|\bshare\b/;
/** Column names that record where something started, so "to X" cannot be read from them. */
const START_PLACE = /^(pickup|pick|origin|from|start|departure|source|boarding|embarked)$/;
const END_PLACE = /^(dropoff|drop|destination|to|end|arrival)$/;

const md = escapeMarkdown;

/** The things a file's rows are, from its name and sheet: taxi_trips.csv holds trips, olympics.xlsx / Medals medals. */
function rowWords(parts: Parts): Set<string> {
  return new Set(words(parts.info.table.label).filter((word) => word.length >= 3));
}

/** The column a mention spanning token `i` names first, if any. */
function mentionedAt(parts: Parts, i: number): { column: ColumnInfo; start: number; end: number } | undefined {
  const mention = parts.mentions.find((m) => m.start <= i && i < m.end);
  return mention ? { column: mention.candidates[0].column, start: mention.start, end: mention.end } : undefined;
}

function percentDoubts(parts: Parts, intent: Intent): string[] {
  const text = parts.question.toLowerCase();
  if (['shape', 'columns', 'describe', 'missing', 'duplicates', 'correlation', 'distribution', 'outliers'].includes(intent.kind)) return [];
  const top = /\b(top|bottom)\s+\d+(\.\d+)?\s?(%|percent)/.exec(text);
  if (top) return [`“${md(top[0])}” cuts the rows at a rank of one measure, and the answer would not rank them; ask for the rows above a value, or the top N.`];
  const asked = PERCENT_ASKED.exec(text);
  if (!asked) return [];
  // A column holding percents ("Discount %", "alcohol (% vol)") may take the sign itself.
  const named = [intent.measure?.column, ...(intent.columns ?? []), ...intent.groupBy, ...intent.filters.map((f) => f.column)].filter((c): c is string => !!c);
  if (asked[0].includes('%') && named.some((c) => c.includes('%'))) return [];
  // "avg protein %" of `Protein` written "3.49%": a sign right after the measure's name is its own unit
  // ("what % of tests had protein over 3.5%" still asks for a share).
  const measured = parts.info.columns.find((column) => column.name === intent.measure?.column && column.percent);
  const signs = [...text.matchAll(/(?<![\d.]\s?)%/g)];
  if (measured && signs.length && signs.every((sign) => measured.words.some((word) => new RegExp(`\\b${word}s?\\s?$`).test(text.slice(0, sign.index))))) return [];
  if (named.some((c) => c.includes('%') || words(c).some((w) => /^(percent|percentage|pct|share|proportion|fraction|rate|ratio)$/.test(w)))) return [];
  // A difference computes its own percent change (difference.ts).
  // A share of several columns' totals computes its own percent (columnShares.ts).
  if (intent.measure?.per || intent.measure?.shareOf || intent.difference) return [];
  // "share of deliveries with extras" read as the extras' total over all rows: a share of itself, with no part.
  if (!intent.share || (!!intent.measure?.column && !intent.rate && !intent.groupBy.length && !intent.filters.length && !intent.time)) {
    return [`“${md(asked[0].trim())}” asks for a share (a part over a whole), and the answer would be the ${intent.measure?.column ? `${intent.measure.agg === 'sum' ? 'total' : intent.measure.agg} of ${codeSpan(intent.measure.column)}` : 'number of rows'}; ask for the share of rows where a condition holds, for example “what % of rows have …”.`];
  }
  // "what share of china's medals were gold": the part is the column named after the verb, the whole another total.
  const column = intent.measure?.column;
  if (column) {
    const verb = parts.tokens.findIndex((token, i) => /^(were|was|are|is)$/.test(token.raw) && parts.tokens.slice(0, i).some((t) => t.raw === 'of'));
    const at = parts.mentions.find((m) => m.candidates[0].column.name === column);
    if (verb >= 0 && at && at.start > verb) return [`The question asks what part of a whole was ${codeSpan(column)}, and the answer would be a share of the whole table's total ${codeSpan(column)}; ask for both totals.`];
  }
  // "share of explicit songs by genre": within each genre, or each genre's part of all explicit songs.
  // A rate (groupRates.ts) is read within each group by construction, so it has settled that.
  // "billable share of hours per consultant": the same with a total ("of each consultant's hours, the billable part").
  // "pct of sailings cancelled by route": the rows counted by their own key ("sailings", one each) are rows too.
  const keyCount = intent.measure?.agg === 'count_distinct' && !!intent.measure.column && parts.unique.has(intent.measure.column);
  if (!intent.rate && intent.groupBy.length && intent.filters.length && intent.measure && (intent.measure.agg === 'count' || intent.measure.agg === 'sum' || keyCount) && !/\bof (the )?(total|all|whole)\b/.test(text)) {
    const part = intent.measure.agg === 'sum' && intent.measure.column ? `the total ${codeSpan(intent.measure.column)}` : 'rows';
    return [`A share by ${intent.groupBy.map((g) => codeSpan(g)).join(', ')} of ${part} where ${intent.filters.map((f) => md(f.label)).join(' and ')} reads two ways: within each group, or each group's part of ${intent.measure.agg === 'sum' ? 'the total over all such rows' : 'all such rows'}; ask for one.`];
  }
  return [];
}

/**
 * "how many trips" on taxi_trips.csv counts trips; `trip_distance_mi` merely shares the word
 * (rowCounts.ts drops it from the mention), and a measure a verb implies ("paid": the fee) is no
 * count of them either.
 */
function rowNounDoubts(parts: Parts, intent: Intent): string[] {
  const [at] = countedRowNounAt(parts);
  if (at === undefined) return [];
  const token = parts.tokens[at];
  for (const measure of [intent.measure, intent.otherMeasure]) {
    if (!measure?.column || measure.tally || countsRows(measure)) continue;
    const column = parts.info.columns.find((c) => c.name === measure.column);
    // A year column shares the noun on purpose: "how many censuses" counts its years (yearCount.ts).
    if (!column || isYearColumn(column)) continue;
    const named = parts.mentions.some((m) => m.candidates[0].column.name === column.name);
    if (named && !column.words.includes(token.word)) continue;
    return [`“${md(token.raw)}” are the rows of ${md(parts.info.table.label)}, counted, and the answer would be the ${md(measureLabel(measure))}; ask for the number of ${md(token.raw)}, or name ${codeSpan(column.name)} in full.`];
  }
  return [];
}

/** A measure that counts: every row, the rows with a value, or distinct values ("countries" on country-year rows). */
function countsRows(measure: Measure): boolean {
  return measure.agg === 'count' || measure.agg === 'count_distinct';
}

/** "the longest trip", "the most popular song": the answer is the row (rowExtremes.ts), never one figure for all rows, nor how often each value occurs. */
function whichRowDoubts(parts: Parts, intent: Intent): string[] {
  if (intent.kind === 'rows' || intent.groupBy.length || intent.time || (!intent.measure && intent.kind !== 'distribution')) return [];
  const found = superlativeNoun(parts);
  if (!found) return [];
  const [said, noun] = [parts.tokens[found.at].raw, parts.tokens[found.noun].raw];
  const answer = intent.kind === 'distribution' ? `how often each value of ${codeSpan(intent.columns?.[0] ?? '')} occurs` : 'one figure for all of them';
  return [`“${md(said)} ${md(noun)}” asks which ${md(noun)} it was, and the answer would be ${answer}; ask for the ${md(noun)} with the highest or lowest value of a named column.`];
}

/**
 * "which book is the most popular" where Book is a value of `Item Type`: "which" asks for one of the
 * things the value names (a title), and a figure over the rows of that value answers nothing of it.
 */
function whichValueDoubts(parts: Parts, intent: Intent): string[] {
  if (intent.kind !== 'aggregate' || intent.groupBy.length || intent.time || intent.difference || !/^ (which|what) /.test(parts.text)) return [];
  const value = parts.values.find((v) => v.start === 1);
  if (!value || parts.mentions.some((m) => m.start === 1)) return [];
  const said = parts.tokens.slice(value.start, value.end).map((t) => t.raw).join(' ');
  return [`“which ${md(said)}” asks for one ${md(said)}, and the answer would be one figure over the rows where ${md(value.column)} is ${md(value.value)}; name the column that tells them apart (a title, a name).`];
}

/** "when was the last order placed" asks for a date: how often each order number occurs is no date. */
function whenDoubts(parts: Parts, intent: Intent): string[] {
  if (!/^ when\b/.test(parts.text) || intent.kind !== 'distribution') return [];
  const column = parts.info.columns.find((c) => c.name === intent.columns?.[0]);
  if (!column || column.kind === 'date') return [];
  return [`“when” asks for a date, and the answer would count how often each value of ${codeSpan(column.name)} occurs; ask for the first or latest value of a date column.`];
}

/** "longest trip" with a start and an end time: by distance or by duration. */
function twoLengthsDoubts(parts: Parts, intent: Intent): string[] {
  const word = /\b(longest|shortest)\b/.exec(parts.text);
  if (!word) return [];
  const times = parts.info.columns.filter((c) => c.kind === 'date' && c.type.toUpperCase().includes('TIMESTAMP'));
  if (times.length < 2) return [];
  const measured = intent.measure?.column ?? intent.columns?.[0];
  if (!measured) return [];
  // Named by a word of its own ("by distance", "in miles"), the column settles it.
  const column = parts.info.columns.find((c) => c.name === measured);
  const nouns = rowWords(parts);
  const namedOwn = parts.mentions.some((m) => m.candidates[0].column.name === measured && parts.tokens.slice(m.start, m.end).some((t) => !nouns.has(t.word)));
  if (namedOwn || !column) return [];
  return [`“${md(word[0])}” reads two ways here: by ${codeSpan(column.name)}, or by the time between ${times.map((c) => codeSpan(c.name)).join(' and ')}; ask for one.`];
}

/** "which quality level has the highest average acidity": grouped by quality, never quality averaged. */
function whichColumnDoubts(parts: Parts, intent: Intent): string[] {
  const tokens = parts.tokens;
  for (const [i, token] of tokens.entries()) {
    if (!/^(which|what)$/.test(token.raw)) continue;
    const mention = mentionedAt(parts, i + 1);
    if (!mention || mention.start !== i + 1) continue;
    const { column } = mention;
    if (intent.groupBy.includes(column.name) || intent.time?.column === column.name) continue;
    if (intent.measure?.column === column.name && intent.measure.agg !== 'max' && intent.measure.agg !== 'min' && intent.kind !== 'rows') {
      return [`“${md(token.raw)} ${md(tokens.slice(mention.start, mention.end).map((t) => t.raw).join(' '))}” asks for values of ${codeSpan(column.name)}, and the answer would be its ${intent.measure.agg === 'avg' ? 'average' : intent.measure.agg}; ask for a measure by ${codeSpan(column.name)}.`];
    }
  }
  return [];
}

/** "which month" answered with every calendar month (a habit is read as a month of the year: habitPeriods.ts). */
function periodDoubts(parts: Parts, intent: Intent): string[] {
  const which = /\b(which|what) (month|day|weekday|day of the week|hour|week)\b/.exec(parts.text);
  if (!which || !intent.time) return [];
  const grain = intent.time.grain;
  if (!intent.rank && intent.kind === 'trend') {
    return [`“${md(which[0])}” asks for one ${which[2]}, and the answer would list every ${grain}; ask for the ${which[2]} with the highest or lowest figure.`];
  }
  return [];
}

/** "how many rows have a missing value" is one count; "which column has the most missing" one column. */
function missingDoubts(parts: Parts, intent: Intent): string[] {
  if (intent.kind !== 'missing') return [];
  if (/\bhow many (rows|records|entries|lines)\b/.test(parts.text) && !intent.byRow) return ['The question asks for a number of rows, and the answer would count missing values column by column; ask “how many rows have any missing value”.'];
  if (/\bwhich (column|field|variable)\b.*\b(most|fewest|least)\b/.test(parts.text) && !intent.rank) return ['The question asks for one column, and the answer would list every column; ask “missing values per column”.'];
  return [];
}

/** "over 60" cannot bound a column that holds only 0 and 1. */
function binaryBoundDoubts(parts: Parts, intent: Intent): string[] {
  for (const filter of intent.filters) {
    if (!['>', '>=', '<', '<=', 'between'].includes(filter.op)) continue;
    const source = parts.info.table.columns.find((c) => c.name === filter.column);
    if (!source || source.distinct === undefined || source.distinct > 2) continue;
    if (filter.values.some((v) => typeof v === 'number' && (v < 0 || v > 1))) return [`“${md(filter.label)}” bounds ${codeSpan(filter.column)}, which holds only two values; the number belongs to another column I could not place.`];
  }
  return [];
}

/** "went to the airport" read from a pickup column, or "came from" read from a drop-off column. */
function directionDoubts(parts: Parts, intent: Intent): string[] {
  const to = /\b(went|go|goes|going|headed|driven|travelled|traveled|trips?|rides?) to\b/.test(parts.text);
  const from = /\b(came|come|comes|coming|started|leaving|left) from\b/.test(parts.text);
  for (const filter of intent.filters) {
    const column = parts.info.columns.find((c) => c.name === filter.column);
    if (!column) continue;
    if (to && column.words.some((w) => START_PLACE.test(w))) return [`The question asks where they went, and ${codeSpan(column.name)} records where they started; ${md(parts.info.table.label)} has no column for where they went.`];
    if (from && column.words.some((w) => END_PLACE.test(w))) return [`The question asks where they came from, and ${codeSpan(column.name)} records where they ended.`];
  }
  return [];
}

/** "most popular genre" with a popularity column: the most rows, or the highest popularity. */
function popularityDoubts(parts: Parts, intent: Intent): string[] {
  if (!/\b(most|least) popular\b/.test(parts.text) || !intent.groupBy.length) return [];
  const popularity = parts.info.columns.find((c) => c.kind === 'number' && c.words.some((w) => /^popular(ity)?$/.test(w)));
  if (!popularity) return [];
  return [`“popular” reads two ways here: the most rows, or the highest ${codeSpan(popularity.name)}; ask for one.`];
}

/** "how much did prices go up from 2019 to 2023": a change between two figures, not one. */
function changeDoubts(parts: Parts, intent: Intent): string[] {
  if (['trend', 'growth'].includes(intent.kind) || intent.difference) return [];
  // "drop-offs", "dropped off the most rubble": a drop-off is a thing left, no fall.
  const change = /\b(go|goes|went|gone|going) (up|down)\b|\b(rise|rose|risen|fall|fell|fallen|drop|dropped|climb|climbed)\b(?! offs?\b)/.exec(parts.text);
  // "avg mite drop" beside `Varroa Drop (mites/day)`: the word is the column's name, no change.
  const at = change ? parts.tokens.findIndex((token) => token.raw === change[0].split(' ')[0]) : -1;
  if (at >= 0 && parts.mentions.some((m) => m.start <= at && at < m.end && m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId && m.candidates[0].column.words.includes(parts.tokens[at].word))) return [];
  return change ? [`“${md(change[0])}” asks for a change between two figures, and the answer would be one figure; ask for each period's figure.`] : [];
}

/**
 * "total medals by country" on a sheet named Medals whose rows are tallies (Gold, Silver, Bronze):
 * a sheet's name says what it is about, not that each row is one of them, so a total asked for is
 * no count of rows there.
 */
function sheetNounDoubts(parts: Parts, intent: Intent): string[] {
  const label = parts.info.table.label;
  if (!label.includes(' / ') || intent.measure?.agg !== 'count' || intent.measure.column !== null) return [];
  if (!/\b(total|sum|combined|altogether|in all)\b/.test(parts.text)) return [];
  const sheet = new Set(words(label.split(' / ').slice(1).join(' ')));
  const token = parts.tokens.find((t) => sheet.has(t.word) || sheet.has(`${t.word}s`) || sheet.has(t.raw));
  const tallies = parts.info.columns.filter((c) => c.kind === 'number' && !c.isId && c.role !== 'none');
  if (!token || tallies.length < 2) return [];
  return [`“${md(token.raw)}” is the name of the sheet ${md(label)}, and its rows are not one ${md(token.word)} each; counting rows would not total them. Name the columns to add up (${tallies.slice(0, 4).map((c) => codeSpan(c.name)).join(', ')}).`];
}

/** Columns that count distinct things (nations at a Games): added across rows, the same ones count twice. */
const DISTINCT_THINGS = /^(nations|countries|teams|participants|members|species|languages|visitors|users|customers|subscribers|followers)$/;

function distinctTotalDoubts(parts: Parts, intent: Intent): string[] {
  // A tally column of a long-format table is added up on purpose (tallyColumn.ts).
  const column = intent.measure?.agg === 'sum' && intent.groupBy.length && !intent.measure.tally ? parts.info.columns.find((c) => c.name === intent.measure?.column) : undefined;
  if (!column || !DISTINCT_THINGS.test(column.name.toLowerCase().trim()) || /\b(total|sum|combined|altogether|in all)\b/.test(parts.text)) return [];
  return [`${codeSpan(column.name)} counts ${md(column.name.toLowerCase())} in each row, and the same ones may come back in several rows, so adding them up would count them twice; ask for the highest single ${codeSpan(column.name)}, or for the total if that is what you mean.`];
}

export function answerShapeDoubts(parts: Parts, intent: Intent): string[] {
  if (['shape', 'columns', 'describe', 'duplicates'].includes(intent.kind)) return [];
  return [
    ...percentDoubts(parts, intent),
    ...rowNounDoubts(parts, intent),
    ...whichRowDoubts(parts, intent),
    ...whichValueDoubts(parts, intent),
    ...whenDoubts(parts, intent),
    ...twoLengthsDoubts(parts, intent),
    ...whichColumnDoubts(parts, intent),
    ...periodDoubts(parts, intent),
    ...missingDoubts(parts, intent),
    ...binaryBoundDoubts(parts, intent),
    ...directionDoubts(parts, intent),
    ...popularityDoubts(parts, intent),
    ...changeDoubts(parts, intent),
    ...sheetNounDoubts(parts, intent),
    ...distinctTotalDoubts(parts, intent),
    ...twoReadingDoubts(parts, intent),
    ...rankWithinDoubts(parts, intent),
    ...perWithinGroupsDoubts(parts, intent),
  ];
}

/** A column whose values all lie between 0 and 1: a flag (0/1, False/True) or a fraction. */
async function isFlagOrFraction(parts: Parts, lookups: ParseLookups, column: string): Promise<boolean> {
  const range = await lookups.numberRange(parts.info, column);
  return !!range && range.min >= 0 && range.max <= 1;
}

/**
 * The shapes a rule computes rather than refuses, and the checks that need the data's values. The
 * row a superlative picks (rowExtremes.ts), the groups a number column after "which" names
 * (whichGroup.ts) and a period asked as a habit (habitPeriods.ts) rewrite the rules' reading; a
 * bound such as "over 60" placed on a 0/1 column belongs to a column left unplaced, and "what % of
 * passengers survived" on a 0/1 column is the share of rows where it is 1 (the total of the flag
 * would be a count, not a percent). Returns the intent to answer; doubts are added to `doubts`.
 */
/**
 * "which exhibition has no curator": counted by the very column it keeps blank, the answer would be
 * one group of blanks; the rows that lack it are asked, listed by their labels.
 */
function blankGroupRows(intent: Intent): Intent | undefined {
  const { measure } = intent;
  if (intent.kind !== 'aggregate' || !intent.groupBy.length || intent.time || intent.share || measure?.agg !== 'count' || measure.column !== null) return undefined;
  if (!intent.groupBy.every((column) => intent.filters.some((filter) => filter.column === column && filter.op === 'missing'))) return undefined;
  return { ...withoutOtherReading(intent), kind: 'rows', groupBy: [], measure: undefined, rank: undefined };
}

export async function settleShape(parts: Parts, read: Intent, lookups: ParseLookups, doubts: string[]): Promise<Intent> {
  const intent = await leaveUnfinished(parts, await settleHabit(parts, whenFirstLast(parts, read) ?? superlativeRow(parts, read) ?? rowThatMost(parts, read) ?? singleReadingRow(parts, read) ?? groupedByWhich(parts, read) ?? blankGroupRows(read) ?? read, lookups, doubts), lookups);
  for (const doubt of [loadOverPeriodsDoubt(parts, intent), periodsWithDoubt(parts, intent), speedWordDoubt(parts, intent), chargeVerbDoubt(parts, intent), madeMostDoubt(parts, intent), soldForDoubt(parts, intent), currentStateDoubt(parts, intent), massValueDoubt(parts, intent), valueWordDoubt(parts, intent)]) if (doubt) doubts.push(doubt);
  for (const filter of intent.filters) {
    if (!['>', '>=', '<', '<=', 'between'].includes(filter.op) || !filter.values.some((v) => typeof v === 'number' && (v < 0 || v > 1))) continue;
    if (await isFlagOrFraction(parts, lookups, filter.column)) {
      doubts.push(`“${md(filter.label)}” bounds ${codeSpan(filter.column)}, whose values all lie between 0 and 1; the number belongs to a column I could not place, so name it.`);
    }
  }
  const column = intent.measure?.column;
  const asked = PERCENT_ASKED.exec(parts.question.toLowerCase());
  if (!asked || intent.share || !column || intent.measure?.agg !== 'sum' || intent.groupBy.length || intent.time || intent.kind !== 'aggregate') return intent;
  const info = parts.info.columns.find((c) => c.name === column);
  if (!info || info.kind !== 'number' || !(await isFlagOrFraction(parts, lookups, column))) return intent;
  const range = await lookups.numberRange(parts.info, column);
  // Only a 0/1 flag: a column of fractions has no "rows where it holds" to count.
  if (!range || range.min !== 0 || range.max !== 1 || !(await lookups.hasZero(parts.info, column))) return intent;
  const flagged = { column, op: '=' as const, values: [1], label: `${column} = 1` };
  return { ...intent, measure: { agg: 'count', column: null }, filters: [...intent.filters, flagged], share: true };
}
