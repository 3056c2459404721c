/**
 * How a question is read, as an ordered table of named rules: the kinds of question recognised
 * by their words first, then the parts of any other question (its groups, ranking and measure)
 * and the kind of answer they make. The first rule that claims a question reads it. Adding a
 * phrasing is adding a row.
 */
import { comparedYears, cycleOf, dateColumn, grainOf } from './dates';
import { countedThings, countsInTotal, KIND_WORDS, spanOfData, whenItPeaked } from './everydayWords';
import { GROUP_RULES_AFTER_MEASURE, GROUP_RULES_BEFORE_MEASURE } from './groupReadings';
import { AGG_LABEL, type Aggregation, type Filter, type Grain, type Intent, isCycle, type Measure } from './intent';
import { columnsWithGaps, missingCount } from './missingCounts';
import { rowsWithGaps } from './missingRows';
import { sidesCounted } from './sidesCounted';
import { orderGrain } from './orderGrain';
import { dailyExtreme, DAY_SUBJECT } from './dailyExtremes';
import { namesWhatIsDated } from './datedNouns';
import { boundedThingsNamed, keyNounNamesRows, thingNotMeasure } from './thingNouns';
import { opensWithOwnNoun } from './rowOwnNouns';
import { kindsOfNamedThing } from './kindOfThing';
import { repeatedNameDoubt } from './repeatedNames';
import { averageOrSingle } from './averageOrSingle';
import { asksSpan, spanIntent } from './spans';
import { COMPASS_SUPERLATIVES } from './compass';
import { moneyThingRow } from './moneyThings';
import { badWhenHigh, isBadWhenHigh, unknownPolarity } from './polarity';
import { isPersonName, personOfRows } from './personName';
import { bareRowCount } from './rowList';
import { perRowKeyRanking } from './perRowKey';
import { sideNameColumn } from './twoSided';
import { mostParticiple } from './mostParticiple';
import { GROWTH_WORDS, impliedMeasure, MONEY_VERBS, pricesSpent, QUANTITY, QUANTITY_ASKED } from './measure';
import { GRAIN_WORDS, type Mention, sameWord } from './mentions';
import { averageRowsPerKey } from './rowsPerKey';
import { onlyLengthOfTime, speedOrTimeDoubt, TIME_COLUMN } from './speedOfTime';
import { aggregationOf, columnsOfKind, FIRST_OR_LAST_ROWS, GROUP_MARKER, instructionText, NOT_ROW_NOUNS, type Parts, PEOPLE, perRowWordAt, PLURAL_RANKING, RANK_DOWN, RANK_UP, rankLimit, rowNounsOf, unclaimedText, unusedWords } from './parts';
import { superlativeNoun } from './rowExtremes';
import { type ColumnInfo, naturalAgg, rankedMeasures } from './schema';
import { columnUnit, unitNamed } from './units';
import { codeSpan } from '../../common/markdown';
import { hadMention } from './hasValue';
import { escapeMarkdown, nameHead, words } from './text';
import { holdsMoney } from './currencies';
import { saidInPlural } from './saidPlural';
import { wholeCostColumns } from './wholeCost';
import { timeAmountColumn } from './timeAmount';
import { isStatusColumn } from './statusNouns';
import { tallyColumn } from './tallyColumn';
import { occurrenceRanked } from './occurrenceVerbs';

/**
 * What the rules read from a question, filled in as the table is walked: the rows that read a
 * part of the question (its groups, its ranking, its measure) set it here for the rows after them.
 */
export interface Reading {
  parts: Parts;
  filters: Filter[];
  base: Pick<Intent, 'table' | 'groupBy' | 'filters'>;
  /** Measures the question names (numeric, not identifiers). */
  numbers: Array<{ column: ColumnInfo; mention: Mention }>;
  /** Groupable columns the question names. */
  categories: Array<{ column: ColumnInfo; mention: Mention }>;
  /** Said with the answer. */
  notes: string[];
  /** Readings in doubt: the question is refused with them. */
  doubts: string[];
  /** Columns to group by, in the order the question names them. */
  groups: ColumnInfo[];
  /** "which products sell best": a plural subject asks for a ranking, not one winner. */
  pluralSubject: boolean;
  /** Ranking words, up (top, most) and down (bottom, least), outside column names. */
  up: boolean;
  down: boolean;
  grain: Grain | null;
  timeColumn: ColumnInfo | null;
  /** "who are our oldest customers?": plural people or row keys ask for several rows. */
  pluralRows: boolean;
  limit: number | null;
  /** The question picks one period ("which month", "the best year"). */
  picksPeriod: boolean;
  isShare: boolean;
  agg: Aggregation | null;
  measure: Measure | null;
  measureColumn: ColumnInfo | null;
  /** The measure a verb implies ("bought the most": revenue), when the answer uses it. */
  implied: ReturnType<typeof impliedMeasure>;
  /** The measure is the column an everyday superlative points to ("which month is the wettest"). */
  adjective: boolean;
  /**
   * A second measure the ranking word reads as well ("the busiest month": rows or units), with
   * what to say if the answer cannot settle between them by ranking both.
   */
  other: { measure: Measure; doubt: string } | null;
}

/** A question before any rule has read it. */
export function startReading(parts: Parts, filters: Filter[], notes: string[], doubts: string[]): Reading {
  return {
    parts,
    filters,
    base: { table: parts.info.table.table, groupBy: [], filters },
    // "parcels with a rating by depot": the rating is had, a condition, never the measure.
    // "reviews per app" beside `App` and `App Version`: a label number is a measure only when it is what the words name best.
    // "jobs not paid" beside a yes/no `Paid` and a `Price`: the word is the flag's condition, never the price it might also name.
    numbers: columnsOfKind(parts, ['number']).filter((entry) => !entry.column.isId && !hadMention(entry.mention, filters, parts)
      && (entry.column.role !== 'none' || entry.mention.candidates[0].column === entry.column)
      && !(entry.mention.candidates[0].column !== entry.column && filters.some((filter) => filter.column === entry.mention.candidates[0].column.name))),
    categories: columnsOfKind(parts, ['text', 'boolean', 'number']).filter((entry) => entry.column.kind !== 'number' || entry.column.isId),
    notes,
    doubts,
    groups: [],
    pluralSubject: false,
    up: false,
    down: false,
    grain: null,
    timeColumn: null,
    pluralRows: false,
    limit: null,
    picksPeriod: false,
    isShare: false,
    agg: null,
    measure: null,
    measureColumn: null,
    implied: null,
    adjective: false,
    other: null,
  };
}

/**
 * Everyday superlatives that point to a column by its meaning ("the most expensive car" is the
 * row with the highest price): the words, the direction, and the column words that hold it.
 * `prefer` picks among several matching columns ("hottest" is the highest Max Temp).
 * `than` is the same adjective compared ("heavier than", "which sex is heavier"): the column it
 * points to is compared between groups. `echo` are words that restate the measure around it ("how
 * heavy is the heaviest", "how much does the lightest weigh"). `only`: when its words are said, no
 * other row may read them ("took the longest" is a time even where a distance is longer).
 */
/** `seconds`: only columns of durations the file wrote "3:45:12" (schema.ts), whatever their words. */
/** `lengths`: columns of durations the file wrote "1:02:10" hold a length of time whatever their words ("Ride Time"). */
/** `named`: only columns the question names ("fastest" alone does not say a time is meant). */
/** `rival`: number columns the same word also fits, beside the dates ("latest" and a `Delay`). */
/** `things`: of things, never of people; `ofAge`: never beside a column of when a thing was built or made ("newest piano" is its build year, not a visit's date). */
export interface Superlative { when: RegExp; dir: 'asc' | 'desc'; column: RegExp; rival?: RegExp; prefer?: RegExp; kind?: 'date'; rowsOnly?: boolean; preferOnly?: boolean; than?: RegExp; echo?: RegExp; only?: boolean; seconds?: boolean; lengths?: boolean; named?: boolean; free?: 'first' | 'last'; things?: boolean; ofAge?: boolean }

/** A word that groups the rows ("per kiln", "by oven"; never "by miles", a unit): a figure per group, never one row. */
function groupingSaid(parts: Parts): boolean {
  return parts.tokens.some((token, i) => /^(per|each|every|by)$/.test(token.raw) && unitNamed(parts.tokens[i + 1]?.raw ?? '') === undefined);
}

/** Column words of a length, in time or distance: "longest" could be either. */
const LENGTH_COLUMN = /^(duration|length|runtime|minute|minutes|mins|hour|hours|hrs|distance|running|delay)$/;
/** Verbs that make "longest"/"longer" a length of time: "which trip took the longest", "did guests ride longer". */
const TIME_VERBS = 'took|take|takes|taking|lasted|last|lasts|lasting|ride|rides|rode|ridden|stay|stays|stayed|wait|waits|waited';

const SUPERLATIVES: Superlative[] = [
  // For a group or a period ("the cheapest category") a price could be its average or its lowest: rows only.
  { when: /\b(most expensive|priciest|costliest|highest priced)\b/, than: /\b(more expensive|pricier|costlier)\b/, dir: 'desc', column: /^(price|cost|fare|fee|budget|rrp|msrp)$/, rowsOnly: true },
  { when: /\b(cheapest|least expensive|lowest priced)\b/, than: /\b(cheaper|less expensive)\b/, dir: 'asc', column: /^(price|cost|fare|fee|budget|rrp|msrp)$/, rowsOnly: true },
  { when: /\bmost recent\b/, dir: 'desc', column: /./, kind: 'date' },
  { when: /\bnewest\b/, dir: 'desc', column: /./, kind: 'date', ofAge: true },
  // "the latest trip" beside a `Delay` may be the most delayed one as well as the last: asked.
  { when: /\b(latest)\b/, dir: 'desc', column: /./, kind: 'date', rival: /^(delay|delayed|late|lateness)$/ },
  { when: /\b(earliest|least recent)\b/, dir: 'asc', column: /./, kind: 'date' },
  // "the first episode", "the last order": the earliest or latest row by its date.
  { when: FIRST_OR_LAST_ROWS.first, dir: 'asc', column: /./, kind: 'date', free: 'first' },
  { when: FIRST_OR_LAST_ROWS.last, dir: 'desc', column: /./, kind: 'date', free: 'last' },
  { when: new RegExp(`\\b(${TIME_VERBS})( the)? longest\\b`), than: new RegExp(`\\b(${TIME_VERBS}) longer\\b`), dir: 'desc', column: TIME_COLUMN, only: true },
  { when: new RegExp(`\\b(${TIME_VERBS})( the)? shortest\\b`), than: new RegExp(`\\b(${TIME_VERBS}) shorter\\b`), dir: 'asc', column: TIME_COLUMN, only: true },
  { when: /\b(longest)\b/, than: /\b(longer)\b/, echo: /^(long)$/, dir: 'desc', column: LENGTH_COLUMN, lengths: true },
  { when: /\b(shortest)\b/, than: /\b(shorter)\b/, echo: /^(short|long)$/, dir: 'asc', column: LENGTH_COLUMN, lengths: true },
  { when: /\b(hottest|warmest)\b/, than: /\b(hotter|warmer)\b/, echo: /^(hot|warm)$/, dir: 'desc', column: /^(temperature|temp)$/, prefer: /^(max|high|maximum)$/ },
  { when: /\b(coldest|coolest)\b/, than: /\b(colder|cooler)\b/, echo: /^(cold|cool)$/, dir: 'asc', column: /^(temperature|temp)$/, prefer: /^(min|low|minimum)$/ },
  { when: /\b(wettest|rainiest)\b/, than: /\b(wetter|rainier)\b/, echo: /^(wet|rainy)$/, dir: 'desc', column: /^(precipitation|precip|rain|rainfall)$/ },
  { when: /\b(driest)\b/, than: /\b(drier|dryer)\b/, echo: /^(dry)$/, dir: 'asc', column: /^(precipitation|precip|rain|rainfall)$/ },
  { when: /\b(snowiest)\b/, than: /\b(snowier)\b/, echo: /^(snowy)$/, dir: 'desc', column: /^(snow|snowfall)$/ },
  { when: /\b(windiest)\b/, than: /\b(windier)\b/, echo: /^(windy)$/, dir: 'desc', column: /^(wind|windspeed|gust)$/, prefer: /^(speed|windspeed)$/ },
  { when: /\b(calmest|least windy)\b/, than: /\b(calmer|less windy)\b/, dir: 'asc', column: /^(wind|windspeed|gust)$/, prefer: /^(speed|windspeed)$/ },
  { when: /\b(most humid)\b/, than: /\b(more humid)\b/, dir: 'desc', column: /^(humidity)$/ },
  { when: /\b(deepest)\b/, than: /\b(deeper)\b/, echo: /^(deep|went|go|goes|gone)$/, dir: 'desc', column: /^(depth)$/, prefer: /^(max|maximum)$/ },
  { when: /\b(shallowest)\b/, than: /\b(shallower)\b/, echo: /^(shallow|deep)$/, dir: 'asc', column: /^(depth)$/, prefer: /^(max|maximum)$/ },
  { when: /\b(tallest)\b/, than: /\b(taller)\b/, echo: /^(tall)$/, dir: 'desc', column: /^(height)$/ },
  { when: /\b(heaviest)\b/, than: /\b(heavier)\b/, echo: /^(heavy|weigh|weighs|weighed|weighing)$/, dir: 'desc', column: /^(weight|mass)$/ },
  { when: /\b(lightest)\b/, than: /\b(lighter)\b/, echo: /^(heavy|light|weigh|weighs|weighed|weighing)$/, dir: 'asc', column: /^(weight|mass)$/ },
  { when: /\b(most powerful)\b/, than: /\b(more powerful)\b/, echo: /^(powerful)$/, dir: 'desc', column: /^(horsepower|hp|power|bhp)$/ },
  { when: /\b(least powerful|weakest)\b/, than: /\b(less powerful)\b/, echo: /^(powerful)$/, dir: 'asc', column: /^(horsepower|hp|power|bhp)$/ },
  // "fastest" could be the most horsepower or the shortest acceleration time: with both, it is asked.
  { when: /\b(fastest)\b/, dir: 'desc', column: /^(speed|horsepower|hp|acceleration)$/ },
  // "the fastest song": the highest tempo, never the shortest.
  { when: /\b(fastest)\b/, than: /\b(faster)\b/, dir: 'desc', column: /^(tempo|bpm)$/ },
  { when: /\b(slowest)\b/, than: /\b(slower)\b/, dir: 'asc', column: /^(tempo|bpm)$/ },
  // A finish time, a split or a pace written "3:45:12": the fastest took the least time.
  { when: /\b(fastest|quickest)\b/, than: /\b(faster|quicker)\b/, dir: 'asc', column: /./, seconds: true },
  { when: /\b(slowest)\b/, than: /\b(slower)\b/, dir: 'desc', column: /./, seconds: true },
  // "the slowest avg handling time": of a length of time the question names, the slowest took the most.
  { when: /\b(fastest|quickest)\b/, than: /\b(faster|quicker)\b/, dir: 'asc', column: TIME_COLUMN, named: true },
  { when: /\b(slowest)\b/, than: /\b(slower)\b/, dir: 'desc', column: TIME_COLUMN, named: true },
  { when: /\b(most (fuel )?efficient|best (fuel|gas) economy|best mpg)\b/, than: /\b(more (fuel )?efficient)\b/, dir: 'desc', column: /^(mpg|gallon|economy|efficiency)$/ },
  { when: /\b(least (fuel )?efficient|worst (fuel|gas) economy|worst mpg)\b/, than: /\b(less (fuel )?efficient)\b/, dir: 'asc', column: /^(mpg|gallon|economy|efficiency)$/ },
  { when: /\b(most populous|most populated)\b/, than: /\b(more populous|more populated)\b/, dir: 'desc', column: /^(population|pop)$/ },
  { when: /\b(least populous|least populated)\b/, than: /\b(less populous|less populated)\b/, dir: 'asc', column: /^(population|pop)$/ },
  { when: /\b(highest grossing|top grossing|best grossing)\b/, dir: 'desc', column: /^(gross|revenue)$/ },
  { when: /\b(lowest grossing|worst grossing)\b/, dir: 'asc', column: /^(gross|revenue)$/ },
  { when: /\b(highest rated|best rated|top rated)\b/, than: /\b(higher rated|better rated)\b/, dir: 'desc', column: /^(rating|score|star)$/ },
  { when: /\b(lowest rated|worst rated)\b/, than: /\b(lower rated|worse rated)\b/, dir: 'asc', column: /^(rating|score|star)$/ },
  // "the oldest car" is the earliest model year; for people, "oldest" is read by the age column elsewhere.
  // A plain `year` number is when the row was recorded, not an age: only a birth, build or model year says which is oldest.
  { when: /\boldest\b/, dir: 'asc', column: /^year$/, prefer: /^(model|build|built|manufacture|manufactured|production|construction|release|made|birth|born)$/, rowsOnly: true, preferOnly: true },
  // "the oldest order": of things, the earliest by their date; never of people, nor beside an age or a birth date.
  { when: /\boldest\b/, dir: 'asc', column: /./, kind: 'date', things: true },
  // A model year kept as a date ("1970-01-01").
  { when: /\boldest\b/, dir: 'asc', column: /^(year|built|made|release|released|manufactured)$/, kind: 'date', rowsOnly: true },
  ...COMPASS_SUPERLATIVES,
];

/**
 * The column an everyday superlative (or, with `form` 'than', its comparative) points to: its
 * entry, the columns that may hold it (one when it is clear; none when an `only` entry finds no
 * column), and the words that said it. Undefined when the question has no such word or no column
 * holds it.
 */
function superlativeColumns(parts: Parts, rows = true, form: 'when' | 'than' = 'when'): { entry: Superlative; chosen: ColumnInfo[]; fitting: ColumnInfo[]; said: string } | undefined {
  const { text, info } = parts;
  const ofPeople = parts.tokens.some((token) => PEOPLE.has(token.word)) || info.columns.some((c) => c.words.some((word) => /^(age|birth|born|dob|birthday)$/.test(word)));
  // "oldest piano" beside a `Year Built` (even one written "c.1925", left as text): its age, never the date of a visit.
  const built = info.columns.some((c) => c.kind !== 'date' && c.words.some((word) => /^(built|build|made|manufactured|manufacture|model|construction|constructed|founded|established|planted|laid)$/.test(word)));
  for (const entry of SUPERLATIVES.filter((candidate) => candidate[form]?.test(text) && (rows || (!candidate.kind && !candidate.rowsOnly)) && (!candidate.free || orderWordFree(parts, candidate.free)) && !(candidate.things && ofPeople) && !((candidate.things || candidate.ofAge) && built))) {
    const said = text.match(entry[form] ?? /$^/)?.[0] ?? '';
    const candidates = info.columns.filter((c) => (entry.kind ? c.kind === entry.kind : c.kind === 'number' && !c.isId) && (!entry.seconds || c.seconds) && (c.words.some((word) => entry.column.test(word)) || (entry.lengths && (c.seconds || c.timeUnit || (columnUnit(c)?.dimension === 'time' && c.words.some((word) => /^(time|duration|length|hour|hours|hrs|minute|minutes|mins)$/.test(word))))))
      && (!entry.named || parts.mentions.some((mention) => mention.candidates[0].column === c) || onlyLengthOfTime(info, c)));
    if (entry.rival && candidates.length) candidates.push(...info.columns.filter((c) => c.kind === 'number' && !c.isId && c.words.some((word) => entry.rival?.test(word))));
    const preferred = entry.prefer ? candidates.filter((c) => c.words.some((word) => entry.prefer?.test(word))) : [];
    const chosen = preferred.length === 1 ? preferred : entry.preferOnly ? preferred : candidates;
    if (chosen.length || entry.only) return { entry, chosen: narrowedByWords(parts, chosen), fitting: chosen, said };
  }
  return undefined;
}

/** "first" or "last" said on its own before the rows, not inside a name ("Last Review", "good first issue"). */
function orderWordFree(parts: Parts, word: 'first' | 'last'): boolean {
  const named = (i: number): boolean => parts.mentions.some((m) => m.start <= i && i < m.end) || parts.values.some((v) => v.start <= i && i < v.end);
  return parts.tokens.some((token, i) => token.raw === word && !named(i) && FIRST_OR_LAST_ROWS[word].test(` ${parts.tokens.slice(i, i + 3).map((t) => t.raw).join(' ')}`));
}

/** "the highest grossing movie": a superlative right before the rows' noun picks a row ("how much does the lightest penguin weigh" asks for its value). */
function superlativeBefore(parts: Parts, subject: number): boolean {
  if (/^ how\b/.test(parts.text)) return false;
  const before = ` ${parts.tokens.slice(0, subject).map((token) => token.raw).join(' ')}`;
  return SUPERLATIVES.some((entry) => new RegExp(`${entry.when.source}$`).test(before));
}

/**
 * Several columns fit a superlative, and the question names one of them by its other words
 * ("highest grossing movie worldwide", "highest rated on IMDB"): that one, its words placed.
 */
function narrowedByWords(parts: Parts, chosen: ColumnInfo[]): ColumnInfo[] {
  if (chosen.length < 2) return chosen;
  // "longest move by miles", "in minutes": a unit said after "by" or "in" keeps the columns of its kind.
  const unitAt = parts.tokens.findIndex((token, i) => /^(by|in)$/.test(parts.tokens[i - 1]?.raw ?? '') && unitNamed(token.raw) !== undefined);
  const ofUnit = unitAt >= 0 ? chosen.filter((c) => columnUnit(c)?.dimension === unitNamed(parts.tokens[unitAt].raw)?.dimension) : [];
  if (ofUnit.length === 1) {
    parts.placed.add(unitAt - 1);
    parts.placed.add(unitAt);
    return ofUnit;
  }
  // The file's noun for its rows ("ride" in rides.csv) names no one column: "the longest ride" could be by `Ride Time` or `Distance km`.
  const fileWords = new Set(words(parts.info.table.label));
  const named = (c: ColumnInfo): number[] => parts.tokens.flatMap((token, i) => (c.words.includes(token.word) && !fileWords.has(token.word) && !fileWords.has(token.raw) && chosen.filter((other) => other.words.includes(token.word)).length === 1 ? [i] : []));
  const narrowed = chosen.filter((c) => named(c).length);
  if (narrowed.length !== 1) return chosen;
  for (const i of named(narrowed[0])) parts.placed.add(i);
  return narrowed;
}

/** One column for a superlative, its words placed; null (with the doubt said) when it could be several, none, or runs the other way. */
function superlativeColumn(parts: Parts, found: NonNullable<ReturnType<typeof superlativeColumns>>, doubts: string[]): ColumnInfo | null {
  const { said, entry } = found;
  const chosen = entry.column.test('cost') ? wholeCostColumns(parts, found.chosen, said, doubts) : found.chosen;
  if (!chosen) return null;
  if (!chosen.length) {
    doubts.push(`“${escapeMarkdown(said)}” asks for a length of time, and no column of ${escapeMarkdown(parts.info.table.label)} holds one I could place; name the column.`);
    return null;
  }
  // An acceleration is a time: the fastest has the lowest.
  if (chosen.length > 1 || chosen[0].words.includes('acceleration')) {
    doubts.push(`“${escapeMarkdown(said)}” could be measured by ${chosen.map((c) => codeSpan(c.name)).join(' or ')}${chosen.length === 1 ? ' (where lower is faster)' : ''}; name the one you mean.`);
    return null;
  }
  const speed = entry.seconds ? speedOrTimeDoubt(parts, chosen[0], said) : undefined;
  if (speed) {
    doubts.push(escapeMarkdown(speed));
    return null;
  }
  const saidWords = new Set(said.trim().split(' '));
  // "how heavy is the heaviest", "how much does the lightest weigh": the same measure said again.
  parts.tokens.forEach((token, i) => { if (saidWords.has(token.raw) || entry.echo?.test(token.raw)) parts.placed.add(i); });
  return chosen[0];
}

/** The category column named right after the superlative's words ("slowest endpoint"), never a row key. */
function groupAfterSuperlative({ parts, categories }: Reading, said: string): ColumnInfo | undefined {
  const saidWords = said.trim().split(' ');
  const end = parts.tokens.findIndex((_, i) => saidWords.every((word, k) => parts.tokens[i + k]?.raw === word)) + saidWords.length;
  return categories.find((entry) => entry.mention.start === end && !entry.column.isId && !parts.unique.has(entry.column.name))?.column;
}

/** The row (or rows) a superlative picks out, when the question's subject is the rows themselves. */
function whichRow({ parts, base, categories, numbers, doubts }: Reading): Intent | null | undefined {
  const { text, info } = parts;
  const found = superlativeColumns(parts);
  // A number named besides the superlative's own column ("heaviest by flipper length") is another question.
  // "which order is the most recent" beside `Order ID` and `Order Value`: the key's noun alone, only
  // the first word of the number's name, names the rows, not that number.
  const keyNounOnly = (entry: { column: ColumnInfo; mention: Mention }): boolean => entry.mention.end - entry.mention.start === 1 && entry.column.words.length > 1
    && entry.column.words[0] === parts.tokens[entry.mention.start].word && info.columns.some((c) => c.isId && c.words[0] === parts.tokens[entry.mention.start].word);
  if (!found || numbers.some((entry) => !found.fitting.includes(entry.column) && !keyNounOnly(entry)) || /\b(by|per|each|every|average|avg|mean|total|sum|median)\b/.test(text)) return undefined;
  // The subject must be the rows: the file's noun for them, a row key, or "row", "record", "entry", "one".
  // A column named after the file's noun ("Film Title" in films.csv) names the rows too, and a day
  // names a row of a table with dates ("the hottest day"). A value that filters the rows names them
  // too ("the heaviest Adelie" is the heaviest row of species Adelie).
  const nouns = rowNounsOf(info);
  const fileWords = new Set(words(info.table.label).filter((word) => !NOT_ROW_NOUNS.has(word)));
  const hasDates = info.columns.some((c) => c.kind === 'date');
  const naming = (i: number): Mention | undefined => parts.mentions.find((m) => m.start <= i && i < m.end
    && ((m.candidates[0].column.isId && parts.unique.has(m.candidates[0].column.name)) || (fileWords.has(parts.tokens[i].word) && m.candidates[0].column.words.includes(parts.tokens[i].word))));
  const filtering = (i: number): boolean => parts.values.some((value) => value.start <= i && i < value.end && base.filters.some((filter) => filter.column === value.column && (filter.op === '=' || filter.op === 'in')));
  // "the most recent release" (Release Date): the event a date column dates is the row.
  const dated = (word: string): boolean => found.entry.kind === 'date' && found.chosen.length === 1 && found.chosen[0].words.includes(word) && !/^(date|time|timestamp|day|at|on|of)$/.test(word);
  // "longest ride time": "ride" begins the name of another column than the superlative's (`Ride
  // Time`), so it names that column, not the rides; ranking by `Distance km` would leave "time" out.
  const otherName = (i: number): boolean => parts.mentions.some((m) => m.start <= i && i < m.end && m.end - m.start > 1 && !found.fitting.includes(m.candidates[0].column));
  // "the most expensive booking" beside `Booking Ref` and `Booking Date`: the key's first word names the rows,
  // as does the noun of a key held once each ("which job had the highest value" beside a unique `Job Ref`).
  const keyNoun = (word: string): boolean => info.columns.some((c) => c.isId && c.words[0] === word) || !!parts.ownNouns?.has(word);
  const subject = parts.tokens.findIndex((token, i) => !otherName(i) && (nouns.has(token.word) || keyNoun(token.word) || /^(row|record|entry|one|reading|measurement|observation)$/.test(token.word) || (hasDates && /^(day|date|night)$/.test(token.word)) || naming(i) !== undefined || dated(token.word)));
  const valueSubject = subject < 0 ? parts.tokens.findIndex((_, i) => filtering(i)) : -1;
  const subjectColumn = subject >= 0 ? naming(subject)?.candidates[0].column : undefined;
  const grouping = categories.some((entry) => !entry.column.isId && entry.column !== subjectColumn && !base.filters.some((filter) => filter.column === entry.column.name));
  if ((subject < 0 && valueSubject < 0) || grouping) return undefined;
  if (found.entry.column.source === '^year$' && info.columns.some((c) => c.kind === 'number' && c.words.includes('age'))) return undefined;
  const column = superlativeColumn(parts, found, doubts);
  if (!column) return null;
  const said = parts.tokens[subject >= 0 ? subject : valueSubject];
  const plural = saidInPlural(parts.tokens, subject >= 0 ? subject : valueSubject);
  const { dir } = found.entry;
  if (/^(reading|measurement|observation)$/.test(said.word)) parts.placed.add(subject);
  // "the hottest day" on hourly readings: a day, not one reading's row.
  if (parts.subDaily && DAY_SUBJECT.test(said.word) && found.entry.kind !== 'date' && !/^ how\b/.test(text)) return dailyExtreme(base, column, parts.subDaily, dir, rankLimit(text) ?? (plural ? PLURAL_RANKING : 1));
  const measure: Measure = { agg: dir === 'desc' ? 'max' : 'min', column: column.name };
  // "how heavy is the heaviest Adelie?", "how much does the lightest one weigh?": the value asked, not the row.
  if (/^ how (\p{L}+ )?(is|was|are|were|does|did|do)\b/u.test(text) && rankLimit(text) === null && !plural) return { ...base, kind: 'aggregate', measure };
  return { ...base, kind: 'rows', measure: { agg: dir === 'desc' ? 'max' : 'min', column: column.name }, rank: { dir, limit: rankLimit(text) ?? (plural ? PLURAL_RANKING : 1) } };
}

/** Participles after which "by" names the doer: "worked by", "sold by", "driven by". */
const AGENT_PARTICIPLE = /^(\p{L}{3,}ed|done|made|sold|driven|written|run|served|taken|given|seen|paid|won|led|held|built|sent|caught|brought|taught)$/u;

/** Words after the doer's noun that pick some of them: "boats over 15 m", "drivers with a licence". */
const AGENT_CONDITION = /^(over|under|above|below|with|without|longer|shorter|bigger|smaller|larger|older|younger|heavier|lighter)$/;

/**
 * Groups: text columns after "by"/"per"/"each", and the subject of "which X" / "top N X". Date
 * columns are bucketed by a grain instead (see `readRanking`).
 */
export function readGroups(reading: Reading): undefined {
  const { parts, groups } = reading;
  const tokenIndexOf = (pattern: RegExp): number[] => parts.tokens.flatMap((token, i) => (pattern.test(token.raw) ? [i] : []));
  for (const marker of tokenIndexOf(GROUP_MARKER)) {
    // "for each", "grouped by", "split by", "broken down by" all end in one of the markers.
    for (let i = marker + 1; i < Math.min(parts.tokens.length, marker + 4); i++) {
      // "by number of orders", "by total revenue": what follows is the measure, not a group.
      if (/^(number|count|total|sum|average|avg|mean|amount|share|percentage)$/.test(parts.tokens[i].raw)) break;
      const mention = parts.mentions.find((m) => m.start === i);
      if (!mention) continue;
      // "by visitor riders": the column named after one of its values describes that value, it groups nothing.
      if (parts.values.some((value) => value.end === mention.start && mention.candidates.some((c) => c.column.name === value.column))) break;
      // "hours worked by kitchen volunteers": after a verb's participle, "by" names who did it, and the
      // value before the noun says which of them (Role = Kitchen); nothing is grouped.
      // So does a condition after the noun: "kg of sole landed by boats over 15 m" is one total over those boats.
      const picked = parts.values.some((value) => value.end === mention.start) || AGENT_CONDITION.test(parts.tokens[mention.end]?.raw ?? '');
      if (parts.tokens[marker].raw === 'by' && AGENT_PARTICIPLE.test(parts.tokens[marker - 1]?.raw ?? '') && picked) {
        for (let at = marker; at < mention.end; at++) parts.placed.add(at);
        break;
      }
      // A number that labels rows ("year" kept as a number) groups like a category.
      const candidate = mention.candidates.find((c) => c.column.kind !== 'number' || c.column.isId || c.column.role === 'none') ?? null;
      if (candidate && candidate.column.kind !== 'date' && !groups.includes(candidate.column)) groups.push(candidate.column);
      // "by region and category"
      const next = parts.tokens[mention.end];
      if (next?.raw === 'and') {
        const second = parts.mentions.find((m) => m.start === mention.end + 1);
        const secondColumn = second?.candidates.find((c) => c.column.kind === 'text' || c.column.kind === 'boolean')?.column;
        if (secondColumn && !groups.includes(secondColumn)) groups.push(secondColumn);
      }
      break;
    }
  }
  const subjectPattern = /^(which|what|top|bottom|best|worst)$/;
  // "top 5 highest paid employees": the subject may follow a number and a few describing words.
  const counted = parts.tokens.flatMap((token, i) => (/^\d{1,3}$/.test(token.raw) && /^(the|top|first|bottom|last|which|what)$/.test(parts.tokens[i - 1]?.raw ?? '') ? [i] : []));
  for (const index of [...tokenIndexOf(subjectPattern), ...counted]) {
    for (let i = index + 1; i < Math.min(parts.tokens.length, index + 5); i++) {
      const mention = parts.mentions.find((m) => m.start === i);
      // A number that labels rows ("which year", kept as a number) is a subject like a category.
      const candidate = mention?.candidates.find((c) => c.column.kind === 'text' || c.column.kind === 'boolean' || c.column.isId || (c.column.kind === 'number' && c.column.role === 'none'));
      if (!candidate || !mention) continue;
      const last = parts.tokens[mention.end - 1];
      if (!groups.length && last.raw !== last.word && !/ss$/.test(last.raw)) reading.pluralSubject = true;
      if (!groups.includes(candidate.column)) groups.push(candidate.column);
      break;
    }
  }
  // "which speaker had the lowest rated talk": one row key right after a superlative (and a word
  // describing it) is the row ranked, whose speaker is asked; never each speaker's average.
  // "the most helpful review": "most" and a number column's word before it ranks the rows too.
  const measured = (i: number): boolean => parts.mentions.some((m) => m.start <= i && i < m.end && m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId);
  const afterMost = (m: Mention): boolean => /^(most|least)$/.test(parts.tokens[m.start - 2]?.raw ?? '') && measured(m.start - 1);
  const afterSuperlative = (m: Mention): boolean => parts.tokens[m.end - 1].raw === parts.tokens[m.end - 1].word
    && [1, 2].some((back) => /^(highest|lowest|largest|smallest|biggest|longest|shortest|worst)$/.test(parts.tokens[m.start - back]?.raw ?? ''));
  const ranked = parts.mentions.find((m) => parts.unique.has(m.candidates[0].column.name) && m.candidates[0].column.kind !== 'date' && (afterSuperlative(m) || afterMost(m)));
  if (ranked && (groups.length || afterMost(ranked)) && !groups.includes(ranked.candidates[0].column)) groups.push(ranked.candidates[0].column);
  // "(the) application with the highest income": a row key opening the question, then "with", is its subject.
  const keyed = parts.mentions.find((m) => parts.unique.has(m.candidates[0].column.name) && m.candidates[0].column.kind !== 'date'
    && (m.start === 0 || (m.start === 1 && /^(the|a|an)$/.test(parts.tokens[0].raw))) && /^(with|having|whose)$/.test(parts.tokens[m.end]?.raw ?? ''));
  if (keyed && !groups.length) groups.push(keyed.candidates[0].column);
  return undefined;
}

/**
 * "by order date", "per Year" where the column is a date: its own periods (a column named after
 * a grain, "Year", by that grain; any other by day).
 */
function groupedDate(parts: Parts): Grain | null {
  const mention = parts.mentions.find((m) => m.candidates[0].column.kind === 'date' && m.candidates[0].score >= 10 && GROUP_MARKER.test(parts.tokens[m.start - 1]?.raw ?? ''));
  if (!mention) return null;
  const column = mention.candidates[0].column;
  return column.words.length === 1 ? GRAIN_WORDS.get(column.words[0]) ?? 'day' : 'day';
}

/**
 * "the most used payment method", "which zone is used the least": used most often, so the most rows,
 * as "most popular" reads; "used" is then placed. Group [1] is most or least, as the other patterns'.
 */
function mostUsed(parts: Parts): Pick<RegExpExecArray, 0 | 1> | null {
  // "which van used the most litres": an active "used" consumes something, so only "is used the
  // most" (passive, nothing after it) reads as the most rows.
  const found = /\b(most|least) (?:often )?used\b|\b(?:is|are|was|were|gets|get|got|been|being) used (?:the )?(most|least)(?: often)? $/.exec(parts.text);
  if (!found) return null;
  parts.tokens.forEach((token, i) => { if (token.raw === 'used' || (token.raw === 'often' && found[0].includes('often'))) parts.placed.add(i); });
  return [found[0], found[1] ?? found[2]];
}

/**
 * "which shop has the most kites", "how many kites", kites being a value of `Item`: as "busiest",
 * the kites may be the rows (orders of kites) counted or the `Quantity` of kites added up. Not
 * after a money verb ("sold the most kites"), which impliedMeasure reads, nor for a status's events.
 */
function thingsOfValue(parts: Parts): Pick<RegExpExecArray, 0 | 1> | null {
  // A table of tallies (`count` of people by occupation) reads its counts itself (tallyColumn.ts).
  if (MONEY_VERBS.test(parts.text) || tallyColumn(parts.info)) return null;
  // "the most cancellations" (Status = Cancelled) are events, one a row: counted.
  const thing = (i: number): boolean => parts.values.some((v) => v.start === i && v.end === i + 1 && !v.said && !parts.info.columns.some((c) => c.name === v.column && isStatusColumn(c)));
  const counting = (i: number): boolean => /^(most|fewest|least)$/.test(parts.tokens[i].raw) || (parts.tokens[i].raw === 'many' && parts.tokens[i - 1]?.raw === 'how') || (parts.tokens[i].raw === 'of' && parts.tokens[i - 1]?.raw === 'number');
  const at = parts.tokens.findIndex((_, i) => counting(i) && thing(i + 1) && parts.tokens[i + 1].raw !== parts.tokens[i + 1].word);
  return at < 0 ? null : [parts.tokens.slice(parts.tokens[at].raw === 'most' || parts.tokens[at].raw === 'fewest' || parts.tokens[at].raw === 'least' ? at : at - 1, at + 2).map((token) => token.raw).join(' '), parts.tokens[at].raw];
}

/**
 * "which hive was robbed the most", "which inverter broke down the most": the ranking follows the
 * verb of a status's value (Robbed, Fault), so the groups rank by how many rows have it, never by
 * a quantity or money column the ranking word would otherwise imply.
 */
function statusEventRanked(parts: Parts): boolean {
  const { tokens } = parts;
  const last = tokens.length - 1;
  if (!/^(most|least)$/.test(tokens[last]?.raw ?? '')) return false;
  const verbEnd = tokens[last - 1]?.raw === 'the' ? last - 1 : last;
  return parts.values.some((v) => v.end === verbEnd && parts.info.columns.some((c) => c.name === v.column && isStatusColumn(c)));
}

/**
 * "actual spend in december" on a sheet `Actuals`: the rows' noun then a measure no condition uses
 * asks for that measure of the rows, never the rows themselves ("sales in the West" lists them).
 */
function measuredAfterNoun(parts: Parts, filters: Filter[]): boolean {
  const conditioned = (name: string): boolean => filters.some((filter) => filter.column === name);
  // A level ("fruit price for apples in march") is read off the rows, listed; an amount adds up.
  // "parcels shipped before …": a verb after the noun says which rows, never a measure (`Shipping Cost`).
  const named = parts.mentions.some((m) => m.start === 1 && !/ed$/.test(parts.tokens[1].raw) && m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId && !m.candidates[0].column.isIntensive && !conditioned(m.candidates[0].column.name));
  return named || /^(spend|spending|spent|revenue|sales|takings|income|turnover|cost|costs|costing)$/.test(parts.tokens[1]?.raw ?? '');
}

/** The last word of a column's name outside its unit: "size" of `Skip Size (yd)`. */
function headWord(column: ColumnInfo): string {
  return nameHead(column.name) || (column.words[column.words.length - 1] ?? '');
}

/** Ranking, periods, shares and the aggregation the question asks for. */
function readRanking(reading: Reading): undefined {
  const { parts, groups } = reading;
  const { text, info } = parts;
  // "Max Temp", "Total Amount": words of a column's own name are no ranking or aggregation.
  const instructions = instructionText(parts);
  const up = RANK_UP.test(instructions);
  const down = RANK_DOWN.test(instructions);
  // "When did most customers sign up?": the busiest period, by month.
  const whenAsked = /^ when\b/.test(text) && (up || down) && info.columns.some((c) => c.kind === 'date');
  // "the windiest month": a superlative picks one period.
  const period = SUPERLATIVES.some((entry) => entry.when.test(text)) ? /\b(day|week|month|quarter|year)s?\b/.exec(unclaimedText(parts)) : null;
  const periodGrain = period ? GRAIN_WORDS.get(period[1]) : undefined;
  const grain: Grain | null = cycleOf(text) ?? grainOf(unclaimedText(parts)) ?? (whenAsked ? 'month' : periodGrain ?? groupedDate(parts));
  reading.up = up;
  reading.down = down;
  reading.grain = grain;
  reading.timeColumn = grain ? dateColumn(parts) : null;
  reading.pluralRows = parts.tokens.some((token, i) => token.raw !== token.word && !/ss$/.test(token.raw)
    && (PEOPLE.has(token.word) || parts.mentions.some((m) => m.start <= i && i < m.end && m.candidates[0].column.isId)));
  // "what hour do most runs start": one period asked for, whatever is plural after it.
  const onePeriod = /\b(which|what) (day|date|week|month|quarter|year|hour|weekday|time)\b/.test(text);
  const limit = rankLimit(text) ?? (reading.pluralSubject && (up || down) && !onePeriod ? PLURAL_RANKING : null);
  reading.limit = limit;
  reading.picksPeriod = whenAsked || !!period || /\b(which|what|best|worst|busiest|slowest|strongest|weakest|top|peak|quietest) (day|date|week|month|quarter|year|hour|weekday|time)s?\b/.test(text);
  // A row key ("orders" -> order_id) is a group only for ranking rows ("top 10 orders", "which trip covered the longest distance"),
  // never where a period is picked ("what hour do most runs start": the runs are counted per hour).
  if ((limit === null && !up && !down && !superlativeColumns(parts, false)) || (grain && reading.picksPeriod)) {
    for (let i = groups.length - 1; i >= 0; i--) if (parts.unique.has(groups[i].name)) groups.splice(i, 1);
  }
  // "which month is usually the wettest": the word asks for the cycle the grain already takes.
  if (grain && isCycle(grain)) parts.tokens.forEach((token, i) => { if (/^(usually|typically|normally|generally|tend|tends|typical)$/.test(token.raw)) parts.placed.add(i); });
  // "above 4%" is a condition (percents.ts placed it), and "staff share" a column's name: no share asked.
  const unplaced = instructionText({ ...parts, tokens: parts.tokens.map((token, i) => (parts.placed.has(i) ? { ...token, raw: '' } : token)) });
  reading.isShare = /\b(share|percentage|percent|pct|proportion|fraction|ratio of|%)\b/.test(unplaced) || /%/.test(unplaced);
  reading.agg = countsInTotal(text, aggregationOf(instructions), reading.numbers.length);
  return undefined;
}

/**
 * "how many funerals" beside `Funeral Director`: the word opens a text column whose last word is
 * another thing (the directors), so its distinct values count those, not what was asked. A name,
 * a code or a key of the thing ("Customer Name", "Site Code") counts the things themselves.
 */
function otherHead(column: ColumnInfo, word: string): boolean {
  const head = column.words[column.words.length - 1] ?? '';
  return column.kind === 'text' && column.words.length === 2 && column.words[0] === word && head !== word
    && !/^(name|names|id|code|ref|reference|number|no|nr|email|title|label|tag|key|handle|username|account)$/.test(head);
}

/** Things a code names one to one ("country_code", "airport code"): their codes count them. */
const CODED_THINGS = /^(country|countries|state|region|airport|station|currency|language|product|item|sku|customer|client|store|shop|branch|department|dept|zip|postal|post|area|city|site|route|course|account|user|member|airline|carrier|team|program|programme)$/;

/** "how many violations" with `Violation Code`: a code of anything else names a kind of it, and each row with one is an occurrence. */
function codesKinds(words: string[]): boolean {
  return words.length >= 2 && /^codes?$/.test(words[words.length - 1]) && !words.slice(0, -1).some((word) => CODED_THINGS.test(word));
}

/**
 * The measure: the first numeric column that is not a group, or a counted column, or the one a
 * verb implies ("bought the most": revenue) when no count is asked for.
 */
function readMeasure(reading: Reading): null | undefined {
  const { parts, groups, filters, numbers, categories, up, down } = reading;
  const { text, info } = parts;
  let { agg } = reading;
  let measure: Measure | null = null;
  // "kettles with an earth bond over 0.1", "rescues in winds over 20 mph": a column said only to bound
  // the rows is no measure of them; the rows are counted, unless an aggregation names it ("total weight over …").
  // Only after the kind of thing the rows are, said by a value alone ("kettles"): "fees over £500"
  // lists the fees, and "untreated plots with over 30% septoria" the plots.
  const nounBefore = (at: number): boolean => parts.tokens.slice(0, at).some((token) => rowNounsOf(info).has(token.word) || !!parts.ownNouns?.has(token.word))
    || parts.mentions.some((m) => m.end <= at && m.candidates[0].column.kind !== 'number');
  // A sum of money bounded ("kettles with cost over 800") was already read as the rows it keeps.
  const bounded = (entry: (typeof numbers)[number]): boolean => agg === null && !holdsMoney(info, entry.column)
    && parts.values.some((value) => value.end <= entry.mention.start) && !nounBefore(entry.mention.start)
    && filters.some((filter) => filter.column === entry.column.name && ['>', '>=', '<', '<=', 'between'].includes(filter.op))
    && !numbers.some((other) => other.column === entry.column && (other.mention.start > entry.mention.end || other.mention.end < entry.mention.start));
  const found = numbers.find((entry) => !groups.includes(entry.column) && !bounded(entry)) ?? null;
  // "matches by status" beside `Match ID` and `Match Duration`: the matches, counted.
  // "how many matches": a count asks for the rows all the more.
  // "which firing lost the most pieces": the rows named, the measure is the next number column said.
  const rowsNamed = found && ((agg === null && boundedThingsNamed(parts, found, filters)) || keyNounNamesRows(parts, found, reading.agg !== null && reading.agg !== 'count'));
  const measureEntry = rowsNamed ? numbers.find((entry) => entry !== found && entry.column !== found.column && !groups.includes(entry.column)) ?? null : found;
  // "gross" for US_Gross and Worldwide_Gross alike: two columns fit the word equally.
  const rivals = measureEntry ? measureEntry.mention.candidates.filter((c) => c.column.kind === 'number' && !c.column.isId && c.score < 10) : [];
  if (rivals.length > 1 && rivals[0].score === rivals[1].score) {
    const said = parts.tokens.slice(measureEntry?.mention.start, measureEntry?.mention.end).map((token) => token.raw).join(' ');
    reading.doubts.push(`“${escapeMarkdown(said)}” could be ${rivals.filter((c) => c.score === rivals[0].score).map((c) => codeSpan(c.column.name)).join(' or ')}; name the one you mean.`);
    return null;
  }
  const countAsked = /\b(how many|number of|count)\b/.test(text) && !QUANTITY_ASKED.test(text);
  // "approved loans with a rate above 10%" beside `Loan Amount`: the loans, or their amount.
  const thing = measureEntry ? thingNotMeasure(parts, measureEntry, agg !== null) : null;
  if (thing) {
    reading.doubts.push(thing);
    return null;
  }
  // "who are our top customers?": groups ranked with nothing named to rank them by are ranked by money.
  // "the most remote workers", "the most people" count things instead.
  const rankedByNothing = groups.length > 0 && (up || down) && (agg === null || agg === 'max' || agg === 'min')
    && !/\b(most|fewest|least|more|fewer) (\p{L}+ )?(people|\p{L}+s)\b/u.test(text)
    && !categories.some((entry) => !groups.includes(entry.column) && !filters.some((filter) => filter.column === entry.column.name));
  // "Which month is usually the wettest?", "the windiest station": the column the superlative points to.
  const superlative = countAsked || MONEY_VERBS.test(text) || /\b(grow|grew|growing|growth|increase|rise|rose)\b/.test(text) ? undefined : superlativeColumns(parts, false);
  // "the longest delays": the superlative ranks the column the question names.
  const ranksNamed = superlative && measureEntry && superlative.chosen.includes(measureEntry.column) ? superlativeColumn(parts, { ...superlative, chosen: [measureEntry.column] }, reading.doubts) : null;
  const adjective = superlative && !measureEntry ? superlativeColumn(parts, superlative, reading.doubts) : null;
  if (superlative && !measureEntry && !adjective) return null;
  // "the slowest endpoint on average": the groups the superlative ranks by their average, named right after it.
  const rankedAfter = adjective && !groups.length && /\b(on average|avg|average)\b/.test(text) ? groupAfterSuperlative(reading, superlative?.said ?? '') : undefined;
  if (rankedAfter) groups.push(rankedAfter);
  // "the hottest firing" beside `Firing No`: the rows' own noun after the superlative asks which row
  // it was, the extreme of the column that superlativeRow (rowExtremes.ts) turns into that row.
  // "the hottest firing per kiln" is grouped, never one row: a word that groups keeps the old reading.
  const rowPicked = adjective && !groups.length && !reading.grain && !reading.picksPeriod && agg === null && superlativeNoun(parts) !== undefined && !groupingSaid(parts);
  // "the heaviest Poodle" that no row rule took: with no group or period to rank, an average or a total of the column would answer another question.
  if (adjective && !groups.length && !reading.grain && !reading.picksPeriod && !rowPicked) {
    reading.doubts.push(`“${escapeMarkdown(superlative?.said ?? '')}” picks the row or the group with the ${superlative?.entry.dir === 'asc' ? 'lowest' : 'highest'} ${codeSpan(adjective.name)}, and I could not tell which rows or groups to rank; name them (“which … is the ${escapeMarkdown(superlative?.said ?? '')}?”).`);
    return null;
  }
  // "are Gentoo heavier than Chinstrap on average", "which sex is heavier": the column a comparative points to.
  const compared = superlative || countAsked || MONEY_VERBS.test(text) ? undefined : comparedColumn(reading, measureEntry?.column ?? null);
  if (compared === null) return null;
  // "the best performing region", "the worst performers": ranked by the measure a ranking word implies,
  // as "top customers" are; with several measures that add up, the question is asked.
  const performing = rankedByNothing && !measureEntry && !adjective ? /\b(perform|performs|performed|performing|performer|performers|performance)\b/.exec(text) : null;
  if (performing) {
    parts.tokens.forEach((token, i) => { if (token.raw === performing[0]) parts.placed.add(i); });
    const additive = rankedMeasures(info).filter((c) => c.role === 'amount' || c.role === 'quantity');
    const implied = impliedMeasure(parts, countAsked, rankedByNothing);
    if (additive.length > 1 && !implied?.doubt) {
      reading.doubts.push(`“${escapeMarkdown(performing[0])}” could be measured by ${additive.map((c) => `the total ${codeSpan(c.name)}`).join(' or ')}, which rank differently; name the one you mean.`);
      return null;
    }
  }
  // "which make comes in most": how often, never the money a bare "most" would be measured by.
  const occurs = rankedByNothing && !measureEntry && !adjective && !MONEY_VERBS.test(text) ? occurrenceRanked(parts) : null;
  // "Which category has the highest margin?" with no margin column: no other measure stands in for it.
  const used = mostUsed(parts);
  if (rankedByNothing && !measureEntry && !adjective && !MONEY_VERBS.test(text) && unusedWords(parts).length) return null;
  // "the busiest hour", "the most popular track": more rows, or more of what a column counts
  // (rentals, attendees); never money.
  const busyWord = /\b(busiest|quietest|(most|least) popular)\b/.exec(text) ?? used;
  const busy = busyWord ?? thingsOfValue(parts);
  // A load the rows carry (one column in kg or litres) is that second reading when no count column is.
  const loads = busyWord && !measureEntry ? rankedMeasures(info).filter((c) => ['mass', 'volume'].includes(columnUnit(c)?.dimension ?? '')) : [];
  // "busiest for drop-offs": the rows' own noun says the rows are what is counted.
  const rowsSaid = parts.tokens.some((token, i) => /^(for|in)$/.test(parts.tokens[i - 1]?.raw ?? '') && rowNounsOf(info).has(token.word));
  const counter = busy && !measureEntry ? rankedMeasures(info).find((c) => c.role === 'quantity') ?? (loads.length === 1 && !rowsSaid ? loads[0] : undefined) : undefined;
  // "the most time", "total hours": the one column of lengths of time, never what a ranking word implies.
  const timed = measureEntry ? undefined : timeAmountColumn(parts);
  const implied = measureEntry || adjective || busy || timed || occurs || statusEventRanked(parts) ? null : impliedMeasure(parts, countAsked, rankedByNothing);
  const useImplied = implied && agg !== 'count_distinct' ? implied : null;
  // "which shelter has the heaviest dog": the group of the one heaviest row, not the heaviest on average.
  const extreme = adjective && superlative && groups.length && reading.agg === null ? extremeRowOf(reading, superlative) : undefined;
  if (superlative && (adjective || ranksNamed)) {
    reading.up = superlative.entry.dir === 'desc';
    reading.down = superlative.entry.dir === 'asc';
    reading.adjective = !!adjective;
  }
  // "the most common weather": the value that occurs most often.
  const mode = /\b(most|least) (common|frequent|popular|usual)\b|\bcommonest\b/.exec(instructionText(parts)) ?? used;
  const modeOf = mode && !groups.length && !measureEntry ? categories.find((entry) => !entry.column.isId && !filters.some((filter) => filter.column === entry.column.name)) : undefined;
  if (mode && modeOf) {
    groups.push(modeOf.column);
    reading.up = mode[1] !== 'least';
    reading.down = mode[1] === 'least';
  }
  // Rows and that column may rank differently: both are tried.
  if (busy && counter) reading.other = { measure: { agg: 'sum', column: counter.name }, doubt: `“${busy[0]}” could count the rows or add up ${codeSpan(counter.name)}, which ${/^(how many|number of) /.test(busy[0]) ? 'give different figures' : 'may rank differently'}; ask for the number of rows or the total ${escapeMarkdown(counter.name)}.` };
  // "the best selling category": the units sold, or the sales (rows) made, settled the same way as "busiest".
  // Two money columns the verb could add up (`Pitch Fee`, `Takings`): asked, whichever rule answers.
  if (useImplied?.doubt && useImplied.column.role === 'amount' && useImplied.other?.role === 'amount' && !reading.doubts.includes(useImplied.doubt)) reading.doubts.push(useImplied.doubt);
  const selling = useImplied ? /\b(best|top|worst) sell(ing|er|ers)\b/.exec(text) : null;
  if (selling && useImplied) reading.other = { measure: { agg: 'count', column: null }, doubt: `“${selling[0]}” could add up ${codeSpan(useImplied.column.name)} or count the rows, which may rank differently; ask for the total ${escapeMarkdown(useImplied.column.name)} or the number of rows.` };
  const measureColumn = measureEntry?.column ?? useImplied?.column ?? adjective ?? compared?.column ?? timed ?? null;
  if (compared) agg = compared.agg;
  // "the heaviest weight", "the longest delay" over all rows: the largest (or smallest) value, never its average.
  if ((ranksNamed || rowPicked) && !groups.length && !reading.grain && !reading.picksPeriod && agg === null) agg = superlative?.entry.dir === 'asc' ? 'min' : 'max';
  // "which line had the longest cycle time": a group's longest is its longest row or its average, never its total.
  if (ranksNamed && groups.length && agg === null && !ranksNamed.isIntensive) {
    reading.doubts.push(`“${escapeMarkdown(superlative?.said ?? '')}” by ${groups.map((g) => codeSpan(g.name)).join(' and ')} could be each group's ${superlative?.entry.dir === 'asc' ? 'smallest' : 'largest'} single ${codeSpan(ranksNamed.name)} or its average, which rank differently; ask for the maximum or the average.`);
    return null;
  }
  // "how many items were sold": the quantity adds up; the items are not counted as rows.
  if (useImplied && QUANTITY_ASKED.test(text)) agg = null;
  // "how many hours has ben had" beside a `Length` written "2 hrs": the hours add up (timeAmount.ts), never count rows.
  if (timed && /\bhow many (hours|hrs|minutes|mins|days|weeks|wks)\b/.test(text)) agg = 'sum';
  // "who bought the most": the people are the table's customers (or clients, users...).
  if (useImplied && /^ who\b/.test(text) && !groups.length) {
    const person = info.columns.find((c) => (c.kind === 'text' || c.isId) && c.words.some((word) => PEOPLE.has(word)) && !parts.unique.has(c.name));
    if (person) groups.push(person);
  }
  // "who won the most matches": on a table of matches read per side, the people are the sides.
  const side = /^ who\b/.test(text) && !groups.length && (reading.up || reading.down) ? sideNameColumn(info) : undefined;
  if (side) groups.push(side);
  // "max horsepower per origin": an aggregation right before the measure, per group, is no ranking of the groups.
  const aggBefore = measureEntry ? /^(max|maximum|min|minimum|highest|lowest|largest|smallest)$/.test(parts.tokens[measureEntry.mention.start - 1]?.raw ?? '') : false;
  if (aggBefore && groups.length && /\b(per|by|each|for every)\b/.test(text) && !/\b(which|what|who|top|bottom)\b/.test(text) && rankLimit(text) === null) {
    reading.up = false;
    reading.down = false;
  }
  // "total revenue and average units": the aggregation word right before the measure wins.
  // "average max height" beside `Max Height (m)`: a word of the column's own name is no aggregation.
  if (measureEntry) {
    let start = measureEntry.mention.start;
    while (start > 0 && measureEntry.column.words.includes(parts.tokens[start - 1].word)) start--;
    const before = parts.tokens.slice(Math.max(0, start - 3), start).map((token) => token.raw).join(' ');
    agg = aggregationOf(` ${before} `) ?? agg;
  }
  if (agg === 'count' || agg === 'count_distinct') {
    // "how many samples" in water_lab_samples.csv beside `Sample Type`: the rows' own noun counts rows.
    const rowNouns = rowNounsOf(info);
    const free = categories.filter((entry) => !groups.includes(entry.column) && !filters.some((filter) => filter.column === entry.column.name)
      && !(!entry.column.isId && entry.mention.end - entry.mention.start === 1 && rowNouns.has(parts.tokens[entry.mention.start].word) && !entry.column.words.includes(parts.tokens[entry.mention.start + 1]?.word ?? '')));
    // "how many matches" beside `Match Date`: the matches the column dates are the rows.
    const dated = free.filter((entry) => namesWhatIsDated(parts, entry));
    // "how many times was a stall absent": the occurrences are counted (rows), never the distinct
    // stalls; "a stall" is any one of them, placed.
    const times = /\bhow many times\b/.test(text);
    if (times) for (const entry of free) if (/^(a|an|any)$/.test(parts.tokens[entry.mention.start - 1]?.raw ?? '')) for (let i = entry.mention.start; i < entry.mention.end; i++) parts.placed.add(i);
    const first = times ? undefined : free.find((entry) => !dated.includes(entry));
    // "how many customers" beside `Customer Name` and a `Cust ID`: two customers may share a name,
    // so the key the same word names counts them.
    const noun = first && !first.column.isId && first.column.kind === 'text' && first.mention.end - first.mention.start === 1 ? parts.tokens[first.mention.start].word : undefined;
    const keyed = noun && first?.column.words.includes('name') ? info.columns.find((c) => c.isId && c.words.length === 2 && sameWord(noun, c.words[0])) : undefined;
    const counted = first && keyed ? { ...first, column: keyed } : first;
    // "most popular course by enrollments": a row key after "by" is what is counted, and the thing counted before it the group.
    const keyGroup = up || down ? groups.find((group) => parts.unique.has(group.name) && GROUP_MARKER.test(parts.tokens[(parts.mentions.find((m) => m.candidates[0].column === group)?.start ?? 0) - 1]?.raw ?? '')) : undefined;
    if (keyGroup && counted && !parts.unique.has(counted.column.name)) {
      groups.splice(groups.indexOf(keyGroup), 1, counted.column);
      reading.agg = 'count_distinct';
      reading.measure = { agg: 'count_distinct', column: keyGroup.name };
      reading.measureColumn = null;
      reading.implied = null;
      return undefined;
    }
    const countsRows = /\b(how many|number of|count of|count)\b/.test(text) && !counted;
    // "how many bikes" with bike_type: the kinds of bike are not the bikes, and the rows are trips.
    const kindWord = counted && !counted.column.isId && counted.mention.end - counted.mention.start === 1 && counted.mention.candidates[0].score < 4
      && (KIND_WORDS.test(headWord(counted.column)) || codesKinds(counted.column.words) || otherHead(counted.column, parts.tokens[counted.mention.start].word)) && !counted.column.words.includes(parts.tokens[counted.mention.start + 1]?.word ?? '');
    const things = countsRows ? countedThings(parts) : null;
    if (things) reading.doubts.push(things);
    if (kindWord && counted) reading.doubts.push(`“${escapeMarkdown(parts.tokens[counted.mention.start].raw)}” matches only part of ${codeSpan(counted.column.name)}: counting its distinct values counts the ${escapeMarkdown(headWord(counted.column))}s, not the ${escapeMarkdown(parts.tokens[counted.mention.start].raw)}; name the column or what the rows are.`);
    // "how many units were sold": a quantity column is summed, not counted.
    const quantity = measureColumn && ((measureColumn.words.some((word) => QUANTITY.has(word)) && !counted) || (measureColumn.role === 'quantity' && QUANTITY_ASKED.test(text)));
    if (quantity && measureColumn) measure = { agg: 'sum', column: measureColumn.name };
    else if (agg === 'count_distinct' && counted) measure = { agg: 'count_distinct', column: counted.column.name };
    else if (counted && (counted.column.isId || counted.column.kind === 'text')) {
      // "how many runners" where a runner has a row per year: the rows or the distinct names.
      const repeated = repeatedNameDoubt(parts, counted, false);
      if (repeated) reading.doubts.push(repeated);
      measure = { agg: 'count_distinct', column: counted.column.name };
    }
    else if (measureColumn && !countsRows && agg === 'count_distinct') measure = { agg: 'count_distinct', column: measureColumn.name };
    else measure = { agg: 'count', column: null };
    if (!measure.column) for (const entry of dated) for (let i = entry.mention.start; i < entry.mention.end; i++) parts.placed.add(i);
    if (measureColumn && (groups.length || up || down) && !/\b(how many|number of|count)\b/.test(text)) measure = { agg: naturalAgg(measureColumn), column: measureColumn.name };
  } else if (measureColumn) {
    const ranking = ((groups.length > 0 || reading.picksPeriod) && (reading.up || reading.down)) || reading.limit !== null;
    // "the day with the highest maximum temperature": an extreme named right before the measure is its aggregation, not the ranking.
    const namedExtreme = !!measureEntry && /^(max|maximum|min|minimum)$/.test(parts.tokens[measureEntry.mention.start - 1]?.raw ?? '');
    // "which hour has the highest no2 on average": the ranking word is no aggregation, the "on average" is.
    if (ranking && (agg === 'max' || agg === 'min') && !namedExtreme) agg = /\bon average\b/.test(text) ? 'avg' : null;
    // "5-star reviews by app": the column is held at one value, so the rows are what is asked;
    // adding up the kept value (5 × the rows) answers nothing, unless an aggregation is said.
    // An amount or a quantity held at a value still adds up ("units by customer for orders of 10 units").
    // "which project has the highest hours per entry": a figure per row, where each row is one, is the average over rows.
    // A row key kept as a group is ranked per row by the row rules (perRowKey.ts).
    const perRow = perRowWordAt(parts);
    const keyGrouped = groups.some((group) => parts.mentions.find((m) => m.start === perRow)?.candidates[0].column === group);
    if (perRow >= 0 && !keyGrouped && (agg === null || agg === 'avg')) {
      agg = 'avg';
      parts.placed.add(perRow);
    }
    const heldAt = agg === null && measureColumn.role !== 'amount' && measureColumn.role !== 'quantity' && filters.some((filter) => filter.column === measureColumn.name && filter.op === '=' && filter.values.length === 1);
    // "which client spends the most" read as a `Price` by the verb: with no quantity to multiply it by,
    // each row's price is what was paid, so the prices add up.
    const spentPrices = agg === null && !!measureEntry && pricesSpent(parts, measureColumn);
    if (spentPrices) reading.notes.push(`“${escapeMarkdown(parts.tokens[measureEntry.mention.start].raw)}” adds up ${codeSpan(measureColumn.name)}: each row's ${escapeMarkdown(measureColumn.name)} is what was paid, and ${escapeMarkdown(info.table.label)} has no quantity to multiply it by.`);
    measure = heldAt ? { agg: 'count', column: null } : { agg: agg ?? (spentPrices ? 'sum' : naturalAgg(measureColumn)), column: measureColumn.name };
  } else if (reading.isShare || groups.length || reading.grain) {
    // "percentage of orders": count the distinct identifiers the question names, else rows.
    const countedId = categories.find((entry) => entry.column.isId && !groups.includes(entry.column) && !filters.some((filter) => filter.column === entry.column.name));
    measure = countedId ? { agg: 'count_distinct', column: countedId.column.name } : { agg: 'count', column: null };
  }
  if (extreme && measureColumn) measure = { agg: extreme, column: measureColumn.name };
  // "the most rain on average" with no number named: an average of what is not said; a count is another question.
  if (reading.agg && ['avg', 'median', 'stddev'].includes(reading.agg) && !measureColumn && !reading.isShare) {
    reading.doubts.push(`“${escapeMarkdown(text.match(/\b(on average|average|avg|mean|median|standard deviation|std)\b/)?.[0] ?? reading.agg)}” needs a number column to ${reading.agg === 'avg' ? 'average' : 'summarise'}, and the question names none I could place; name the column.`);
    return null;
  }
  reading.agg = agg;
  reading.measure = measure;
  reading.measureColumn = measureColumn;
  reading.implied = useImplied;
  return undefined;
}

/**
 * The column a comparative adjective compares between two values or the groups of a "which"
 * ("are Gentoo penguins heavier than Chinstrap on average", "did guests ride longer than
 * members"), and how: the aggregation named, else the average of a column whose rows do not add
 * up (a weight, a duration). Undefined when the question has no comparative (or it is a condition,
 * "heavier than 20 kg"); null, with the doubt said, when it has one that cannot be placed.
 */
function comparedColumn(reading: Reading, named: ColumnInfo | null): { column: ColumnInfo; agg: Aggregation } | null | undefined {
  const { parts, groups, filters, doubts, notes } = reading;
  const found = superlativeColumns(parts, true, 'than') ?? (named ? judged(parts, named) : undefined);
  if (!found) return undefined;
  const said = found.said.trim();
  const next = parts.text.slice(parts.text.indexOf(found.said) + found.said.length).trim().split(' ');
  // "longer than 2 hours", "longer than an hour": a bound, which the filters read.
  if (next[0] === 'than' && (/^[$€£]?-?\d/.test(next[1] ?? '') || (/^(a|an|one)$/.test(next[1] ?? '') && filters.some((filter) => ['>', '>=', '<', '<='].includes(filter.op))))) return undefined;
  // A column named besides the one the comparative points to ("heavier in height") is left to the unused-word check.
  if (named && !found.fitting.includes(named)) return undefined;
  const column = superlativeColumn(parts, named ? { ...found, chosen: [named] } : found, doubts);
  if (!column) return null;
  const sides = groups.length > 0 || filters.some((filter) => filter.op === 'in' && !filter.family && filter.values.length >= 2);
  // "japanese cars … than american ones": "ones" stands for the thing compared.
  parts.tokens.forEach((token, i) => { if (/^ones?$/.test(token.raw) && parts.values.some((value) => value.end === i)) parts.placed.add(i); });
  if (!sides) {
    doubts.push(`“${escapeMarkdown(said)}” compares, and I could not find what with; name both sides (“are A ${escapeMarkdown(said)} than B?”) or the groups (“which … is ${escapeMarkdown(said)}?”).`);
    return null;
  }
  const agg = reading.agg ?? (naturalAgg(column) === 'avg' ? 'avg' : null);
  if (agg === null) {
    doubts.push(`“${escapeMarkdown(said)}” could compare the total or the average ${codeSpan(column.name)}, which can rank differently; ask for one of them.`);
    return null;
  }
  const better = /^(better|worse)$/.test(said) ? `, where ${(said === 'better') !== isBadWhenHigh(column) ? 'higher' : 'lower'} is ${said}` : '';
  notes.push(`“${escapeMarkdown(said)}” compares the ${AGG_LABEL[agg]} ${codeSpan(column.name)} of each, listed highest first${better}.`);
  return { column, agg };
}

/** "firing cost in may" beside `Firing Cost`: the rows' noun that opens the question is the start of a column's name, no noun of rows. */
function openedByColumnName(parts: Parts): boolean {
  return parts.mentions.some((m) => m.start === 0 && m.end > 1 && !m.candidates[0].column.isId && m.candidates[0].score >= 10);
}

/** Column words of measures that are better when higher; a price is better low to a buyer and high to a seller, so it is in neither list. */
const GOOD_WHEN_HIGH = /^(mpg|gallon|economy|efficiency|rating|score|star|stars|revenue|profit|sales|income|salary|wage|gross|votes|yield|accuracy|satisfaction|expectancy|expect)$/;

/** "better mpg", "worse delays": a judgement of the column named right after it, compared, when the column says which way is better. */
function judged(parts: Parts, named: ColumnInfo): NonNullable<ReturnType<typeof superlativeColumns>> | undefined {
  const at = parts.tokens.findIndex((token, i) => /^(better|worse)$/.test(token.raw) && parts.mentions.some((m) => m.start === i + 1 && m.candidates[0].column === named));
  if (at < 0 || !(isBadWhenHigh(named) || named.words.some((word) => GOOD_WHEN_HIGH.test(word)))) return undefined;
  const entry: Superlative = { when: /$^/, dir: parts.tokens[at].raw === 'better' ? 'desc' : 'asc', column: /$^/ };
  return { entry, chosen: [named], fitting: [named], said: parts.tokens[at].raw };
}

/**
 * "Which shelter has the heaviest dog": a superlative followed by one row (the file's noun, a row
 * key's word, a value that filters, "one") asks for the group of that one row: the largest (or
 * smallest) value per group. Undefined otherwise: "the heaviest dogs" are the group's dogs in
 * general, ranked by their average.
 */
function extremeRowOf(reading: Reading, superlative: NonNullable<ReturnType<typeof superlativeColumns>>): 'max' | 'min' | undefined {
  const { parts } = reading;
  const last = superlative.said.trim().split(' ').pop() ?? '';
  const at = parts.tokens.findIndex((token) => token.raw === last) + 1;
  const noun = parts.tokens[at];
  if (!noun || at === 0) return undefined;
  const row = rowNounsOf(parts.info).has(noun.word) || /^(one|row|record|entry)$/.test(noun.word) || parts.values.some((value) => value.start === at)
    || parts.mentions.some((m) => m.start <= at && at < m.end && m.candidates[0].column.isId);
  if (!row) return undefined;
  // "the most fuel efficient cars" of a group are its cars in general: their average, read as before.
  if (noun.raw !== noun.word && !/ss$/.test(noun.raw)) return undefined;
  return superlative.entry.dir === 'asc' ? 'min' : 'max';
}

/** The measure of the answer, once `readMeasure` and the rows after it have set it. */
/** A column the question names by its own name, not an identifier: "have a note" names `Notes`. */
const namedColumn = (parts: Parts): string | undefined => parts.mentions.find((mention) => mention.candidates[0].score >= 10 && !mention.candidates[0].column.isId && !parts.placed.has(mention.start))?.candidates[0].column.name;

const measureOf = (reading: Reading): Measure => reading.measure ?? { agg: 'count', column: null };

/** Groups that are not a per-entity average's entities. */
const plainGroups = (reading: Reading): ColumnInfo[] => reading.groups.filter((group) => !(group.isId && reading.measure?.agg === 'avg' && perEntityAsked(reading)));

/** The entity of "average revenue per customer": a group that is a key of many rows, when a measured column is averaged. */
const entityOf = (reading: Reading): ColumnInfo | undefined => (reading.measure?.column ? reading.groups.find((group) => group.isId && !reading.parts.unique.has(group.name)) : undefined);

/**
 * "average spend per customer": one figure, each customer's total averaged. Not "average grade by
 * course" or "for each course" (a figure for each course) nor "which course has the highest average grade" (courses
 * ranked), and never for a level such as a grade or a price, whose total per entity means nothing.
 */
function perEntityAsked(reading: Reading): boolean {
  const entity = entityOf(reading);
  const measured = reading.parts.info.columns.find((c) => c.name === reading.measure?.column);
  if (!entity || !measured || measured.isIntensive || measured.role === 'rate' || reading.up || reading.down || reading.limit !== null) return false;
  const named = reading.parts.mentions.find((m) => m.candidates[0].column.name === entity.name);
  // "for each customer" asks for a figure per customer; "per customer" and "of a customer" for one typical figure.
  return !named || /^(per|an?)$/.test(reading.parts.tokens[named.start - 1]?.raw ?? '');
}

/**
 * "Which month is the wettest": the total precipitation ranks the months, and so may the average
 * per row; when the superlative chose the column and no aggregation was named, both are tried.
 * "The busiest month", "the best selling category": the rows and the units, both tried.
 */
const otherReadingOf = (reading: Reading): Pick<Intent, 'otherAgg' | 'otherMeasure'> => (reading.other ? { otherMeasure: reading.other.measure } : reading.adjective && reading.agg === null && measureOf(reading).agg === 'sum' ? { otherAgg: 'avg' } : {});

/** The direction of a ranking: down only when the question says so and not also up. */
const rankDir = ({ up, down }: Reading): 'asc' | 'desc' => (down && !up ? 'asc' : 'desc');

/** Growth between years set against each other ("compare 2023 and 2024 revenue"). */
const yearsOf = ({ grain, parts }: Reading): number[] | null => (grain ? null : comparedYears(parts.tokens, parts.text));

export interface Rule {
  name: string;
  /** The words that ask for it, or a test of what earlier rows read. */
  when: RegExp | ((reading: Reading) => boolean);
  unless?: RegExp;
  /** The intent; null when it is asked but nothing in the data fits (refused); undefined to let the next row try. */
  read(reading: Reading): Intent | null | undefined;
}

/** Whether a rule applies to the question as read so far. */
export function applies(rule: Rule, reading: Reading): boolean {
  const { text } = reading.parts;
  if (rule.unless?.test(text)) return false;
  return typeof rule.when === 'function' ? rule.when(reading) : rule.when.test(text);
}

const always = (): boolean => true;

/**
 * How a question is read, in the order the rules are tried: first the kinds of question recognised
 * by their words, then the parts of any other question (groups, ranking, measure: rows that read
 * into the `Reading` and let the next row try) and the kind of answer they make. A rule's `read`
 * returns the intent, null when the question asks for it but nothing in the data fits (the question
 * is then refused), or undefined to let the next rule try. Adding a phrasing is adding a row here.
 */

const DESCRIBE = /\b(describe|summari[sz]e|summary|profile|overview|statistics|stats|tell me about)\b/;

/** "per profile" with `Profile ID`: a word after "per" or "each" that names a column is that column, not a request to profile. */
function groupedByWord(parts: Parts, i: number): boolean {
  const mention = parts.mentions.find((m) => m.start <= i && i < m.end);
  return !!mention && /^(per|each|every)$/.test(parts.tokens[mention.start - 1]?.raw ?? '');
}

export const RULES: Rule[] = [
  // "how many duplicate tickets" beside a Status of Void - Duplicate: the data's value, not duplicate rows.
  { name: 'duplicates', when: /\bduplicat/, read: ({ base, parts }) => (parts.values.some((value) => parts.tokens.slice(value.start, value.end).some((token) => /^duplicat/.test(token.raw))) ? undefined : { ...base, kind: 'duplicates' }) },
  missingCount,
  rowsWithGaps,
  columnsWithGaps,
  // "pct missing per column": the table leads with each column's percent missing.
  { name: 'missing values', when: /\b(missing|null|nulls|empty|blank|blanks|nan|incomplete|gaps)\b/, unless: /\bnot (missing|null|empty)\b/, read: ({ base, parts }) => ({ ...base, kind: 'missing', ...(/\b(percent|percentage|pct|share|proportion)\b|%/.test(parts.text) ? { share: true } : {}) }) },
  {
    name: 'columns',
    when: /\b(what|which) (are the )?(column|field|variable|attribute)s?\b|\b(list|show|name)( me)? (all )?(the )?(column|field)s?\b|\bcolumn names?\b|\bschema\b/,
    read: ({ base }) => ({ ...base, kind: 'columns' }),
  },
  {
    name: 'shape',
    when: /\b(how many|number of|count of|count the|total) (rows|records|lines|entries|observations)\b|\brow count\b|\bhow (big|large)\b|\bshape\b|\bdimensions?\b|\bsize of\b/,
    unless: /\b(by|per|each)\b/,
    // With a filter or a value it is a count of the matching rows, read further on.
    read: ({ base, parts, filters, doubts }) => {
      if (parts.values.length || filters.length) return undefined;
      // "how many rows have notes": the table's size, or a count of the column's values, would leave out what it asks.
      const named = namedColumn(parts);
      if (!named) return { ...base, kind: 'shape' };
      doubts.push(`The question names ${codeSpan(named)} beside a count of rows, and the table's size would leave it out; ask “how many rows have a ${escapeMarkdown(named)}” or “how many rows have no ${escapeMarkdown(named)}”.`);
      return null;
    },
  },
  {
    name: 'describe',
    when: ({ parts }) => DESCRIBE.test(` ${parts.tokens.filter((_, i) => !groupedByWord(parts, i)).map((token) => token.raw).join(' ')} `),
    unless: /\bby\b/,
    read: ({ base, parts }) => {
      const named = parts.mentions.filter((mention) => mention.candidates[0].score >= 10 && !mention.candidates[0].column.isId);
      return { ...base, kind: 'describe', columns: named.map((mention) => mention.candidates[0].column.name) };
    },
  },
  {
    name: 'correlation',
    when: /\b(correlat\w*|relationship|related|relation|associated|association|affect|affects|impact|influence|vs|versus|against)\b/,
    read: ({ base, numbers, filters, parts, doubts }) => {
      // "avg acidity hand vs machine picked": an average of values set against each other compares groups.
      if (/\b(avg|average|mean|median|total|sum)\b/.test(parts.text) && filters.some((filter) => filter.op === 'in' && !filter.family && filter.values.length >= 2)) return undefined;
      // "4 cylinder vs 8 cylinder": a column whose values are compared is no second variable.
      // "life expectancy" may be two mentions of one column: a column is never its own second variable.
      const free = [...new Set(numbers.filter((entry) => !filters.some((filter) => filter.column === entry.column.name)).map((entry) => entry.column))];
      if (free.length < 2) return undefined;
      // "total due vs received", "quote vs invoiced": two amounts set against each other are compared, not
      // correlated, unless a word of relationship says so; I compute one measure at a time, so it is asked.
      const related = /\b(correlat\w*|relationship|related|relation|associated|association|affect|affects|impact|influence)\b/.test(parts.text);
      const moneyNamed = (c: ColumnInfo): boolean => c.words.some((w) => /^(quote|quoted|invoice|invoiced|price|cost|fee|paid|due|received|amount|value|revenue|charge|charged|bill|billed|estimate)$/.test(w));
      const amounts = free.slice(0, 2).every((c) => c.role === 'amount' || holdsMoney(parts.info, c) || moneyNamed(c));
      if (!related && (amounts || /\b(total|sum|average|avg|mean|median)\b/.test(parts.text))) {
        doubts.push(`“${escapeMarkdown(`${free[0].name} vs ${free[1].name}`)}” could compare their totals or correlate them row by row; ask for the total of each in turn, or for the correlation between them.`);
        return null;
      }
      return { ...base, kind: 'correlation', columns: [free[0].name, free[1].name] };
    },
  },
  {
    name: 'outliers',
    when: /\b(outliers?|anomal\w*|unusual|extreme)\b/,
    read: ({ base, numbers, parts }) => {
      const column = numbers[0]?.column ?? parts.info.columns.find((c) => c.kind === 'number' && !c.isId);
      return column ? { ...base, kind: 'outliers', columns: [column.name] } : null;
    },
  },
  {
    name: 'distribution',
    // "runs at a spread rate of 20" beside `Spread Rate (g/m2)`: a word of a column's name asks no distribution.
    when: ({ parts }) => /\b(distribution|distributed|histogram|spread|frequencies|frequency|breakdown of values)\b/.test(parts.text)
      && parts.tokens.some((token, i) => /^(distribution|distributed|histogram|spread|frequencies|frequency|breakdown)$/.test(token.raw) && !parts.mentions.some((m) => m.start <= i && i < m.end)),
    read: ({ base, numbers, categories }) => {
      const column = numbers[0]?.column ?? categories.find((entry) => !entry.column.isId)?.column ?? categories[0]?.column;
      return column ? { ...base, kind: 'distribution', columns: [column.name] } : null;
    },
  },
  // "average days between opened and closed", "median time to ship": a span between two dates (spans.ts), unless a number column holds it.
  { name: 'span between dates', when: ({ parts, numbers }) => !numbers.length && asksSpan(parts), read: (reading) => { readGroups(reading); return spanIntent(reading.parts, reading.base, reading.groups, reading.doubts); } },
  { name: 'which row', when: ({ parts }) => SUPERLATIVES.some((entry) => entry.when.test(parts.text)), read: whichRow },
  // "biggest invoice": the row with the largest money figure (moneyThings.ts).
  { name: 'biggest money thing', when: /\b(biggest|largest|smallest|most expensive|priciest|costliest|cheapest)\b/, read: ({ parts, base, doubts }) => moneyThingRow(parts, base, doubts) },
  mostParticiple,
  { name: 'when it peaked', when: /^ when\b/, read: whenItPeaked },
  { name: 'span of the data', when: /\b(start|starts|begin|begins|end|ends|stop|stops|finish|finishes|cover|covers|span|spans|include|includes|run|runs|range)\b/, read: spanOfData },
  // What no row above claims is a measure, grouped, filtered or ranked: the rows below read its
  // parts in turn, then the kind of answer they make.
  { name: 'groups', when: always, read: readGroups },
  { name: 'ranking', when: always, read: readRanking },
  ...GROUP_RULES_BEFORE_MEASURE,
  {
    // "What products do we sell?", "which regions are there": the values themselves, with how often each occurs.
    name: 'values of a plural subject',
    when: ({ parts, groups, pluralSubject, up, down, agg, numbers, grain }) => pluralSubject && groups.length === 1 && !up && !down && agg === null && !numbers.length && !grain && !parts.unique.has(groups[0].name)
      && /^ (what|which)\b/.test(parts.text) && !/\b(how many|number of|count|share|percentage|percent|pct|proportion)\b/.test(parts.text) && !parts.question.includes('%')
      // "what do the instructors get paid" asks for money, not who they are.
      && !/\b(paid|pay|pays|earn|earns|earned|spend|spends|spent|cost|costs|charge|charges|charged)\b/.test(parts.text),
    read: ({ base, groups }) => ({ ...base, kind: 'distribution', columns: [groups[0].name] }),
  },
  sidesCounted,
  averageRowsPerKey,
  { name: 'measure', when: always, read: readMeasure },
  orderGrain,
  ...GROUP_RULES_AFTER_MEASURE,
  badWhenHigh,
  unknownPolarity,
  {
    // "bookings made in january 2024" (rows keyed by `Booking Ref`): a question opened by the rows'
    // noun read from the columns counts the rows its conditions keep. Any other reading of it
    // ("rejected claims reported in 2023 vs 2024") is left to the rules below.
    name: 'own-noun rows counted',
    when: ({ parts, agg, groups, grain, isShare, filters }) => agg === null && !groups.length && !grain && !isShare && filters.length > 0 && opensWithOwnNoun(parts),
    read: ({ base, parts, measureColumn, notes }) => (parts.values.some((value) => parts.info.columns.find((c) => c.name === value.column)?.isId) ? undefined : bareRowCount(parts, base, measureColumn, notes) ?? undefined),
  },
  {
    // "orders with revenue over 5000", "show sales in the West": the matching rows themselves.
    name: 'matching rows',
    when: ({ parts, agg, groups, grain, isShare, filters, categories }) => agg === null && !groups.length && !grain && !isShare && filters.length > 0
      && (/^ (show|list|display|find|get|which|give)\b/.test(parts.text) || categories.some((entry) => entry.column.isId && entry.mention.start <= 1) || (rowNounsOf(parts.info).has(parts.tokens[0]?.word ?? '') && !openedByColumnName(parts) && !measuredAfterNoun(parts, filters))),
    read: ({ base, parts, filters, measureColumn, notes }) => {
      // A key's value ("order SO-17 …") asks for its rows; the key's noun alone ("loans …") names the rows.
      const keyValue = parts.values.some((value) => parts.info.columns.find((c) => c.name === value.column)?.isId);
      const counted = keyValue ? null : bareRowCount(parts, base, measureColumn, notes);
      if (counted) return counted;
      const sortBy = filters.find((filter) => parts.info.columns.find((c) => c.name === filter.column)?.kind === 'number')?.column ?? measureColumn?.name ?? null;
      return { ...base, kind: 'rows', ...(sortBy ? { measure: { agg: 'max', column: sortBy } } : {}) };
    },
  },
  {
    // A lone category ("which regions are there?") lists its values with their frequencies.
    // Never a row key: every value would occur once.
    name: 'values of a lone category',
    when: ({ measure, groups }) => !measure && !groups.length,
    read: ({ base, parts, categories, doubts, filters }) => {
      // "total value of paid jobs" beside a yes/no `Paid`: a column its condition holds to one value lists nothing.
      const listed = categories.find((entry) => !parts.unique.has(entry.column.name) && !filters.some((filter) => filter.column === entry.column.name));
      // "how much beer did we make" beside a `Beer` of names asks an amount, which no list of names is.
      if (!listed || parts.values.length || /\bhow much\b/.test(parts.text)) return null;
      // "transactions in march" beside `Transaction Type`: the transactions, not their types.
      const kinds = kindsOfNamedThing(parts, listed);
      if (kinds) doubts.push(kinds);
      return { ...base, kind: 'distribution', columns: [listed.column.name] };
    },
  },
  {
    // Said only when the answer measures it: "how many customers bought..." counts customers instead.
    name: 'implied measure said',
    when: always,
    read: (reading) => {
      const measure = (reading.measure ??= { agg: 'count', column: null });
      const { implied } = reading;
      if (implied && measure.column === implied.column.name) {
        if (implied.doubt) {
          if (!reading.doubts.includes(implied.doubt)) reading.doubts.push(implied.doubt);
          if (implied.other) reading.parts.readings.push([implied.column.name, implied.other.name]);
        }
        else reading.notes.push(implied.note);
      }
      return undefined;
    },
  },
  {
    // "Who has the highest score?": the person's row, when rows have a key.
    name: 'who',
    when: ({ parts, groups, up, down, measure }) => /^ who\b/.test(parts.text) && !groups.length && (up || down) && !!measure?.column,
    read: (reading) => {
      const { parts, groups } = reading;
      // "who loaded the most pieces" beside `Loaded By`: the column of whoever did what the verb says;
      // each one's total of an amount that adds up (anything else is refused).
      const verb = parts.tokens[1]?.raw ?? '';
      const agent = parts.info.columns.find((c) => c.kind === 'text' && c.words.length === 2 && c.words[0] === verb && c.words[1] === 'by');
      if (agent) {
        const column = reading.measureColumn;
        // The amount must be named after the verb: "who loaded the most" could count the firings or add up the pieces.
        const named = !!column && parts.mentions.some((m) => m.start > 1 && m.candidates[0].column === column);
        if (!column || !named || naturalAgg(column) !== 'sum') return null;
        parts.placed.add(1);
        groups.push(agent);
        reading.agg = 'sum';
        reading.measure = { agg: 'sum', column: column.name };
        return undefined;
      }
      // "who rode the furthest in total": each person's total, never one row's value (nor its highest);
      // refused when no one column says who, or the measure does not add up.
      if (/\b(total|in total|altogether|combined)\b/.test(parts.text)) {
        const person = personOfRows(parts.info.columns, parts.unique);
        const column = reading.measureColumn;
        if (!person || !column || naturalAgg(column) !== 'sum') return null;
        groups.push(person);
        reading.agg = 'sum';
        reading.measure = { agg: 'sum', column: column.name };
        return undefined;
      }
      const key = parts.info.columns.find((c) => c.isId && parts.unique.has(c.name)) ?? parts.info.columns.find((c) => isPersonName(c) && parts.unique.has(c.name));
      if (key) groups.push(key);
      return undefined;
    },
  },
  {
    // "Which car has the most horsepower?": the file's noun for its rows, ranked by a named number.
    name: 'row noun ranked',
    when: (reading) => {
      const { groups, parts, up, down, grain, agg } = reading;
      const nouns = rowNounsOf(parts.info);
      const subject = parts.tokens.findIndex((token) => nouns.has(token.word));
      return !groups.length && !grain && (up || down) && !!reading.measureColumn && !reading.adjective && (agg === null || agg === 'max' || agg === 'min')
        && subject >= 0 && (/^(which|what|the|a)$/.test(parts.tokens[subject - 1]?.raw ?? '') || superlativeBefore(parts, subject)) && !/\b(average|avg|mean|total|sum|median)\b/.test(parts.text);
    },
    read: (reading) => {
      const column = reading.measureColumn?.name ?? null;
      const dir = rankDir(reading);
      const noun = reading.parts.tokens.findIndex((token) => rowNounsOf(reading.parts.info).has(token.word));
      const plural = saidInPlural(reading.parts.tokens, noun);
      return { ...reading.base, kind: 'rows', measure: { agg: dir === 'desc' ? 'max' : 'min', column }, rank: { dir, limit: reading.limit ?? (plural ? PLURAL_RANKING : 1) } };
    },
  },
  {
    // Ranking rows, not groups: "top 10 orders by revenue" where orders are identifiers.
    name: 'ranked rows',
    when: (reading) => {
      const { groups, parts, limit, up, down } = reading;
      const measure = measureOf(reading);
      return groups.some((group) => parts.unique.has(group.name)) && (limit !== null || up || down) && !!measure.column && measure.agg !== 'count_distinct';
    },
    read: (reading) => {
      const rank = { dir: rankDir(reading), limit: reading.limit ?? (reading.pluralRows ? PLURAL_RANKING : 1) };
      // "which host has the most downloads per episode": a group picked by its figure per row.
      const grouped = perRowKeyRanking(reading.parts, reading.groups, measureOf(reading), { dir: rank.dir, limit: reading.limit ?? 1 }, reading.base, reading.notes, reading.doubts);
      return grouped !== undefined ? grouped : { ...reading.base, kind: 'rows', measure: measureOf(reading), rank };
    },
  },
  {
    // "Average revenue per customer", where a customer has many rows: each customer's total, averaged.
    name: 'average per entity',
    when: (reading) => measureOf(reading).agg === 'avg' && perEntityAsked(reading) && !plainGroups(reading).length && !reading.grain && !reading.isShare,
    read: (reading) => {
      const entity = entityOf(reading);
      const column = measureOf(reading).column;
      // "avg transactions": the measure's own name is no entity to average over.
      return entity && column && entity.name !== column ? { ...reading.base, kind: 'aggregate', measure: { agg: 'avg', column, per: entity.name } } : undefined;
    },
  },
  {
    // Growth: over time, or between years set against each other ("compare 2023 and 2024 revenue"),
    // per group when one is named ("which region grew fastest").
    name: 'growth',
    when: (reading) => {
      const { text } = reading.parts;
      const years = yearsOf(reading);
      return /\b(growth|grow|grew|increase|increased|decrease|decreased|decline|change|changed)\b/.test(text) && (reading.timeColumn !== null || !!years) || GROWTH_WORDS.test(text)
        || !!years && plainGroups(reading).length <= 1 && /\b(vs|versus|compare|compared|comparing|against|and)\b/.test(text) && (!/\bbetween\b/.test(text) || /\b(difference|differ|change)\b/.test(text));
    },
    read: (reading) => {
      const { parts, up, down, limit, grain } = reading;
      const column = reading.timeColumn ?? dateColumn(parts);
      // "Which segment grew fastest?" on a table without dates: no growth to compute, and no other answer is right.
      if (!column && GROWTH_WORDS.test(parts.text)) return null;
      if (!column) return undefined;
      const groups = plainGroups(reading);
      const rank = groups.length && down && !up ? { rank: { dir: 'asc' as const, limit: limit ?? 1 } } : {};
      return { ...reading.base, kind: 'growth', measure: measureOf(reading), groupBy: groups.map((g) => g.name).slice(0, 1), time: { column: column.name, grain: grain ?? 'year' }, ...rank };
    },
  },
  {
    // "Which month had the highest revenue?", "the best year for sales": one period, ranked.
    name: 'ranked period',
    when: (reading) => !!reading.grain && !!reading.timeColumn && !plainGroups(reading).length && (reading.picksPeriod || reading.limit !== null) && (reading.up || reading.down || reading.picksPeriod),
    read: (reading) => (reading.grain && reading.timeColumn
      ? { ...reading.base, kind: 'trend', measure: measureOf(reading), groupBy: [], time: { column: reading.timeColumn.name, grain: reading.grain }, rank: { dir: rankDir(reading), limit: reading.limit ?? 1 }, ...otherReadingOf(reading) }
      : undefined),
  },
  {
    name: 'trend',
    when: ({ grain, timeColumn }) => !!grain && !!timeColumn,
    read: (reading) => (reading.grain && reading.timeColumn
      ? { ...reading.base, kind: 'trend', measure: measureOf(reading), groupBy: plainGroups(reading).map((g) => g.name).slice(0, 1), time: { column: reading.timeColumn.name, grain: reading.grain } }
      : undefined),
  },
  {
    name: 'aggregate',
    when: always,
    read: (reading) => {
      const { parts, filters, limit, up, down, isShare } = reading;
      // "what percentage of vehicles are vans": the column named as the whole holds the part's
      // value, so it is the whole (every row with a known Vehicle), not a grouping of one group.
      const groups = plainGroups(reading).filter((g) => !(isShare && filters.some((f) => f.column === g.name && (f.op === '=' || f.op === 'in'))));
      // "Berlin vs Paris": several values of one column are compared side by side.
      // "emergency vs non emergency" of a yes/no column: its yes and no side by side too.
      const compared = filters.find((filter) => filter.op === 'in' && !filter.family && parts.info.columns.some((c) => c.name === filter.column && (c.kind === 'text' || c.kind === 'number' || c.kind === 'boolean')));
      if (!groups.length && compared && /\b(vs|versus|compare|compared|comparing|against|or|than|difference|differ|differs)\b/.test(parts.text)) groups.push(...parts.info.columns.filter((c) => c.name === compared.column));
      const intent: Intent = { ...reading.base, kind: 'aggregate', measure: measureOf(reading), groupBy: groups.map((g) => g.name).slice(0, 2) };
      if (intent.groupBy.length && (limit !== null || up || down) && !isShare) Object.assign(intent, { rank: { dir: rankDir(reading), limit: limit ?? 1 } }, otherReadingOf(reading));
      if (isShare) intent.share = true;
      // "which restaurant got the highest score": by the average, or by the single highest.
      const either = reading.adjective || intent.otherAgg || intent.otherMeasure ? null : averageOrSingle(parts, intent, reading.agg !== null);
      if (either) reading.doubts.push(either);
      return intent;
    },
  },
];
