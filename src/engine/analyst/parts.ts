/**
 * The parts of a question the parser works with: its tokens, the columns and values it names, the
 * words it could not place, numbers, rankings and aggregation words. Shared by the rules, the
 * filters and the dates.
 */
import type { Aggregation, Filter, Intent } from './intent';
import type { Mention, ValueMention } from './mentions';
import { type ColumnInfo, SYNONYMS, type TableInfo } from './schema';
import { isMeaningWord } from './meaningWords';
import { otherRowNames } from './rowNames';
import { eventNoun } from './rowOwnNouns';
import { describedEventNouns, onlyDescribed } from './describedEvents';
import { matchWords } from './twoSided';
import { STOPWORDS, type Token, words } from './text';

/** Database look-ups the parser needs; injected so the parser stays testable and SQL stays in one place. */
export interface ParseLookups {
  /** Values of text columns equal (case- and punctuation-insensitively) to one of the phrases. */
  findValues(info: TableInfo, phrases: string[]): Promise<Array<{ column: string; value: string; key: string }>>;
  /**
   * Values of two words or more, of text columns of few values, that hold the word as one of theirs
   * ("tomasz" in Tomasz Wolski); `first`: the word opens the value, or follows a title every value
   * of the column shares ("osprey" in MV Osprey beside MV Tern). `partial`: a word of the value only
   * begins with it ("brook" in Brookside Developments), of a value of any number of words. `only`:
   * that column's values alone.
   */
  findValueWords?(info: TableInfo, word: string, only?: string): Promise<Array<{ column: string; value: string; first: boolean; partial?: boolean }>>;
  /** The distinct values of a text column of few values; null for a column of too many to list. */
  listedValues?(info: TableInfo, column: string): Promise<string[] | null>;
  /** Latest value of a date column as yyyy-mm-dd. */
  maxDate(info: TableInfo, column: string): Promise<string | null>;
  /** Earliest value of a date column as yyyy-mm-dd. */
  minDate(info: TableInfo, column: string): Promise<string | null>;
  /** Whether a column identifies rows (nearly every value distinct), so "top 10 orders" lists rows. */
  isUnique(info: TableInfo, column: string): Promise<boolean>;
  /** Whether a numeric column holds zeros: then "no bonus" could mean a bonus of 0 as well as none. */
  hasZero(info: TableInfo, column: string): Promise<boolean>;
  /** The smallest and largest value of a numeric column: a rate of 4.1 is in percent, one of 0.041 a fraction. */
  numberRange(info: TableInfo, column: string): Promise<{ min: number; max: number } | null>;
  /** Whether a numeric column holds this number in some row ("2005" in a year column). */
  holdsNumber(info: TableInfo, column: string, value: number): Promise<boolean>;
  /** Whether some value of the column is on two rows that differ (order lines, not duplicate rows). */
  repeatsOnDifferentRows?(info: TableInfo, column: string): Promise<boolean>;
  /** Whether a date column has several rows on some calendar day (hourly readings, several stations). */
  repeatsPerDay?(info: TableInfo, column: string): Promise<boolean>;
  /** Whether a date column has several rows in some period of this grain (pages of a day, days of a month), among the rows the filters keep. */
  repeatsPerPeriod?(info: TableInfo, column: string, grain: 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year', filters: Filter[]): Promise<boolean>;
  /** Periods of this grain with no row between the first and the last among the rows the filters keep; null when there is none. */
  periodGaps?(info: TableInfo, column: string, grain: 'week' | 'month' | 'quarter' | 'year', filters: Filter[]): Promise<{ missing: number; span: number } | null>;
  /** Whether every value of a text column reads as a time of day ("14:00"). */
  allTimes?(info: TableInfo, column: string): Promise<boolean>;
  /** How many of the rows the filters keep have no value in the column: a rate over them or over all rows differs. */
  blankRows?(info: TableInfo, column: string, filters: Filter[]): Promise<number>;
  /** How many rows the filters keep. */
  keptRows?(info: TableInfo, filters: Filter[]): Promise<number>;
  /** The value of a column that goes with the most distinct values of another (a pet's name with its owners), when some goes with more than one. */
  mostOwners?(info: TableInfo, column: string, other: string): Promise<{ value: string; owners: number } | null>;
}

export const NUMBER_WORDS = new Map<string, number>(Object.entries({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 }));

export function numberOf(token: Token | undefined): number | null {
  if (!token) return null;
  const word = NUMBER_WORDS.get(token.raw);
  if (word !== undefined) return word;
  if (/^-?\d+(?:,\d{3})*(?:\.\d+)?$/.test(token.raw)) return Number(token.raw.replace(/,/g, ''));
  return null;
}

export interface Parts {
  /** The question as typed: signs the tokens drop ("$40k") are read from it. */
  question: string;
  text: string;
  tokens: Token[];
  info: TableInfo;
  mentions: Mention[];
  values: ValueMention[];
  /** Identifier columns whose values are (nearly) all distinct: one row each. */
  unique: Set<string>;
  /** Text columns with one row per value that the answer counts by (oneRowEach.ts): named in the plural, or grouped by. */
  oneRowEach?: { named: Set<string>; grouped: Set<string> };
  /** Measures read two ways ("sold": revenue or units): [the one read, the other]; the refusal offers both. */
  readings: Array<[string, string]>;
  /** Tokens a rule read ("hottest" as the row with the highest Max Temp): placed, not unknown. */
  placed: Set<number>;
  /** Two whole readings of the question ("average population per country": per country, or overall); the refusal offers both. */
  intents?: Intent[];
  /** The order key when the rows are order lines and the question speaks of orders (orderGrain.ts). */
  orderKey?: string;
  /** The date column with several rows a day, when the question asks for a day (dailyExtremes.ts). */
  subDaily?: string;
  /** Nouns for the rows read from the columns and said in the question ("bookings" by `Booking Ref`, rowOwnNouns.ts). */
  ownNouns?: Set<string>;
}

const AGG_WORDS: Array<[RegExp, Aggregation]> = [
  [/\b(standard deviation|std dev|stdev|stddev|std)\b/, 'stddev'],
  [/\b(average|avg|mean|typical)\b/, 'avg'],
  [/\bmedian\b/, 'median'],
  [/\b(unique|distinct|different)\b/, 'count_distinct'],
  [/\b(sum|total|overall|combined|cumulative)\b/, 'sum'],
  // "more than 90 min": after a number, "min" is minutes.
  [/\b(minimum|smallest|lowest|cheapest|least expensive|youngest|earliest)\b|(?<!\d )\bmin\b/, 'min'],
  [/\b(maximum|max|largest|highest|biggest|most expensive|greatest|top|oldest|latest|peak|peaked)\b/, 'max'],
  [/\b(how many|number of|count|headcount|frequency|popular|common|frequent)\b/, 'count'],
];

/** Words for people: a number compared right after them ("employees under 30") is an age. */
export const PEOPLE = new Set(['employee', 'people', 'person', 'customer', 'client', 'user', 'member', 'staff', 'worker', 'patient', 'student', 'adult', 'child']);

/** What may follow "first" or "last" without picking a row: a count, or a span of time ("last month"). */
const COUNT_OR_SPAN = String.raw`(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|few|couple|half|quarter|quarters|day|days|week|weeks|weekend|weekends|month|months|year|years|hour|hours|minute|minutes|time|times|season|seasons|decade|decades|name|names)\b`;

/** "first"/"last" before the rows, with a count or not ("the first episode", "the last 5 orders"): the earliest or latest rows. */
const orderWordBeforeRows = (word: 'first' | 'last'): RegExp => new RegExp(String.raw`\b${word} (?:\d+ )?(?!${COUNT_OR_SPAN})\p{L}+`, 'u');

/**
 * "first" or "last" before anything but a count or a span of time ("first 10 by", "last month",
 * "first half") picks the earliest or latest rows, and is never filler.
 */
export const FIRST_OR_LAST_ROWS = { first: orderWordBeforeRows('first'), last: orderWordBeforeRows('last') };

// "at least 2 hours", "at most 5": a bound, never a ranking; "90 min" is minutes, never the minimum.
export const RANK_UP = /(?<!\bat )\bmost\b|\b(top|best|highest|largest|biggest|greatest|maximum|max|leading|oldest|fastest|busiest|strongest|peak|peaked|hilliest)\b/;

export const RANK_DOWN = /(?<!\bat )\bleast\b|(?<!\d )\bmin\b|\b(bottom|worst|lowest|smallest|fewest|minimum|cheapest|youngest|slowest|quietest)\b/;

export const GROUP_MARKER = /^(by|per|each|across|every)$/;

/** Groups listed for "which products sell best" or "top customers": a plural with no number. */
export const PLURAL_RANKING = 10;

/**
 * Inert words: instructions and filler the parser may drop without changing the figure. Meaning
 * words ("rate", "difference", "who", "in thousands") are not here: meaningWords.ts counts each
 * one as used only when the answer acts on it.
 */
const VOCABULARY = new Set(`
  total sum average avg mean median typical minimum min maximum max count number unique distinct different
  overall combined cumulative smallest lowest cheapest largest highest biggest greatest expensive popular common
  frequent frequency top bottom best worst most least fewest leading first last previous past recent next
  trend time evolution evolve evolved timeline series history
  seasonal seasonality increase increased decrease decreased decline change changed
  over month monthly day daily date week weekly quarter quarterly year yearly annual annually
  yoy mom since after before until till through starting prior during between from to since
  january february march april may june july august september october november december jan feb mar apr jun jul
  aug sep sept oct nov dec distribution distributed histogram spread frequencies outlier outliers anomaly anomalies
  unusual extreme correlation correlate correlated relationship related relation associated association affect
  affects impact influence missing null nulls empty blank nan incomplete duplicate duplicates
  duplicated column field variable attribute name names schema shape dimension dimensions size big large rows
  describe summarise summarize summary profile overview statistic statistics stats tell know see look
  greater higher more less fewer lower smaller bigger larger above below under exceeding exceeds exactly equal
  equals least most older younger than only just also same instead now then but what about how much many which
  why were was been being having made make generate generated bring brings bringing come comes coming
  break broken down breakdown split grouped group each every per across and or not except excluding other outside without
  show list display find get give me us let please could would should will can may might do does did done
  value values record records entry entries line lines observation observations data dataset table file
  sold selling seller paid payroll buy buys bought purchase purchases
  purchased purchasing sell sells weekday weekdays fastest slowest declined decline shrink shrank oldest youngest remotely work works
  worked working place placed single order orders amount there here it its this that these those them they
  have has had get got any all some per overall level levels rank ranking ranked sort sorted
  people person worker hired hire hires signed sign joined join user member employee staff customer client
  came vary varies varied headcount standard deviation std stdev stddev
  hour hours busiest quietest gap gaps blanks strongest night nights someone somebody anyone anybody
`.split(/\s+/).filter(Boolean));

/** File-name words that are no nouns for the rows. */
/** Words of a file's name for the book its rows are kept in: "burial_register", "lesson_diary". */
const CONTAINER = /^(register|log|book|diary|list|ledger|tracker|journal|record|rota|roster|schedule|report)$/;

export const NOT_ROW_NOUNS = new Set(['csv', 'tsv', 'txt', 'xlsx', 'xls', 'json', 'ndjson', 'parquet', 'duckdb', 'gz', 'data', 'dataset', 'export', 'final', 'copy', 'new', 'old', 'raw', 'clean', 'sheet', 'table']);

/**
 * Nouns for the table's rows taken from its file and sheet name: in used_cars.csv a "car" is a
 * row, so "how many cars" counts rows and "electric cars" are the rows where the fuel is Electric.
 * Never a word that also names a measure ("sales", "revenue"): "total sales" is money, not rows.
 */
export function rowNounsOf(info: TableInfo): Set<string> {
  // "unemployment_by_industry.csv": the words after "by" or "per" split the file, its rows are no industries.
  // "harbour_fish_auction_2024.xlsx / Boats": a sheet named for its rows makes them boats, never the
  // fish the workbook is about; a sheet named "Sheet1" or "Data" leaves the file's words.
  const [file, sheet] = info.table.label.split(' / ');
  const sheetWords = sheet ? words(sheet).filter((word) => word.length >= 3 && !NOT_ROW_NOUNS.has(word) && !/^(sheet|sheet\d+|tab|export)$/.test(word) && !/^\d+$/.test(word)) : [];
  const labelWords = sheetWords.length ? sheetWords : words(file);
  const split = labelWords.findIndex((word) => /^(by|per|vs|versus)$/.test(word));
  const nouns = (split > 0 ? labelWords.slice(0, split) : labelWords).filter((word) => word.length >= 3 && !NOT_ROW_NOUNS.has(word) && !/^\d+$/.test(word) && !SYNONYMS.has(word) && !MEASURE_WORD.test(word));
  // The head noun of the name (the last: "samples" of water_lab_samples, never "bike" of bike_trips;
  // "burial" of burial_register, whose last word names the book the rows are kept in) names the
  // rows even beside a column of its kinds (`Sample Type`).
  const head = [...nouns].reverse().find((word) => !CONTAINER.test(word)) ?? nouns[nouns.length - 1];
  const free = (word: string): boolean => !info.columns.some((c) => c.words.includes(word)) || (word === head && onlyDescribed(info, word));
  const named = nouns.filter(free);
  // A noun that names a row key (trip_id in bike_trips.csv) still has other words for the rows ("rides").
  const kept = [...named, ...nouns.flatMap((word) => otherRowNames(word, info.columns))].filter(free);
  // "firing" in a log keyed by `Firing No`, one number per row: the thing each row is, whatever other columns start with the word.
  const keyed = info.columns.filter((c) => c.isId && c.words.length >= 2 && c.words[0].length >= 3 && uniquePerRow(info, c.name)).map((c) => c.words[0]);
  // "fill" in a log whose one date is `Fill Date`: the thing each row records (rowOwnNouns.ts).
  const event = eventNoun(info);
  // "matches", "games" on a table of matches between two sides (twoSided.ts).
  // "intakes" beside `Intake Date` and `Intake Type` (describedEvents.ts).
  return new Set([...kept, ...keyed, ...(event ? [event] : []), ...matchWords(info).nouns, ...describedEventNouns(info)]);
}

/** Whether the engine's profile counted as many distinct values of a column as the table has rows, none missing. */
function uniquePerRow(info: TableInfo, name: string): boolean {
  const column = info.table.columns.find((c) => c.name === name);
  return !!column && column.distinctExact === true && column.distinct === info.table.rowCount && !column.missing;
}

export const MEASURE_WORD = /^(sale|sales|revenue|amount|cost|price|profit|income|spend|spending|expense|payment|budget|value|total|count|volume)$/;

/** "fuel type", "body types": a generic word right after a text column's name adds nothing to it. */
function describesMention(parts: Parts, i: number): boolean {
  const before = parts.mentions.find((mention) => mention.end === i);
  if (!before || before.candidates[0].column.words.includes(parts.tokens[i].word)) return false;
  // "wind speed", "wind reading": a word for a measurement after a number column's name.
  // "status codes": the code a number column named for a status holds.
  if (before.candidates[0].column.kind === 'number') return /^(speed|reading|measurement|level|figure)$/.test(parts.tokens[i].word) || (parts.tokens[i].word === 'code' && before.candidates[0].column.words.includes('status'));
  return /^(type|kind|class|name|category|group|label)$/.test(parts.tokens[i].word) && before.candidates[0].column.kind === 'text';
}

/** "R rated", "rated PG": the verb of a rating column whose value the question names. */
function ratesValue(parts: Parts, i: number): boolean {
  if (parts.tokens[i].raw !== 'rated') return false;
  return parts.values.some((value) => (value.end === i || value.start === i + 1) && /rating|rated/i.test(value.column));
}

/** Units of two letters, which a question may add to ask for a conversion ("total mass in kg"). */
const SHORT_UNITS = new Set(['kg', 'mg', 'mm', 'cm', 'km', 'mi', 'lb', 'oz', 'ft', 'yd', 'hr', 'ml', 'kw', 'mb', 'gb', 'tb', 'kb']);

/** Meaningful words of the question that matched no column, no value and no instruction. */
/** A word the parser may drop without changing the figure: filler, an instruction, or a meaning word checked on its own. */
export function isInertWord(token: Token): boolean {
  return STOPWORDS.has(token.raw) || VOCABULARY.has(token.raw) || VOCABULARY.has(token.word) || isMeaningWord(token.raw);
}

/** Words for one row of any table: "hours per entry", "cost per record". */
const ROW_WORDS = /^(row|record|entry|line|observation|item)$/;

/**
 * The token after "per" that names the rows themselves ("hours per entry", "downloads per episode"
 * where no column is called so): the figure is taken over each row. -1 when there is none.
 */
export function perRowWordAt(parts: Parts): number {
  const mentionAt = (i: number): Mention | undefined => parts.mentions.find((m) => m.start <= i && i < m.end);
  const claimed = (i: number): boolean => !!mentionAt(i) || parts.values.some((v) => v.start <= i && i < v.end);
  // A row key named by its noun ("per episode" beside a unique `Episode ID`) names the rows too.
  const keyAt = (i: number): boolean => { const m = mentionAt(i); return !!m && m.end - m.start === 1 && parts.unique.has(m.candidates[0].column.name); };
  const rowNouns = rowNounsOf(parts.info);
  return parts.tokens.findIndex((token, i) => parts.tokens[i - 1]?.raw === 'per' && (keyAt(i) || (!claimed(i) && (ROW_WORDS.test(token.word) || rowNouns.has(token.word)))));
}

/** "first" or "last" at token i picks a row by its date ("the first episode"); no other rule may drop it. */
function orderWordOfRows(parts: Parts, i: number): boolean {
  const word = parts.tokens[i].raw;
  return (word === 'first' || word === 'last') && FIRST_OR_LAST_ROWS[word].test(`${word} ${parts.tokens[i + 1]?.raw ?? ''}`);
}

/** Words of two letters that say nothing of the data, besides the STOPWORDS ("by", "we"): "vs", "up", "so". */
const SMALL_WORDS = new Set(['vs', 'no', 'up', 'so', 'us', 'go', 'ok', 'am', 'pm', 'he', 'if', 'oh', 'hi', 'ya', 'yo', 'ye', 'eg', 'ie', 'st', 'nd', 'rd', 'th']);

export function unusedWords(parts: Parts): string[] {
  const unused = unusedTokens(parts).map((i) => parts.tokens[i]);
  // A piece of a hyphenated word left out leaves the whole word out: "e-bikes" is no "bikes".
  return [...new Set(unused.map((token) => (token.compound && token.raw.length < 3 ? token.compound : token.raw)))];
}

/** The positions of the question's meaningful tokens that matched no column, no value and no instruction. */
export function unusedTokens(parts: Parts): number[] {
  const used = new Set<number>();
  for (const mention of parts.mentions) for (let i = mention.start; i < mention.end; i++) used.add(i);
  for (const value of parts.values) for (let i = value.start; i < value.end; i++) used.add(i);
  const rowNouns = rowNounsOf(parts.info);
  // "how many matches did Ada play": taking part in a match adds nothing to counting its rows.
  const matchVerbs = new Set(matchWords(parts.info).verbs);
  // "the highest hours per entry": what a figure is taken over is never filler; a rule that reads it places it.
  const perRow = perRowWordAt(parts);
  // Short words count too when they carry meaning: a unit ("in kg") or a piece of a hyphenated word ("e-bikes").
  // A unit right after a number ("20 mm") goes with that number, which is checked on its own.
  // Two letters that are no small word of English carry meaning too: a name ("by mo"), a code ("qa").
  const meaningful = (token: Token, i: number): boolean => token.raw.length >= 3 || (SHORT_UNITS.has(token.raw) && numberOf(parts.tokens[i - 1]) === null) || (!!token.compound && /^\p{L}+$/u.test(token.raw))
    || (/^\p{L}{2}$/u.test(token.raw) && !STOPWORDS.has(token.raw) && !SMALL_WORDS.has(token.raw) && !SHORT_UNITS.has(token.raw));
  // "turbidity above 4 ntu": after a number, the unit the file writes in the column named ("0.4 NTU").
  const writtenUnit = (token: Token, i: number): boolean => numberOf(parts.tokens[i - 1]) !== null
    && parts.mentions.some((m) => m.candidates[0].column.suffix?.toLowerCase().split(/[^\p{L}]+/u)[0] === token.raw);
  return parts.tokens.flatMap((token, i) =>
    !used.has(i) && !parts.placed.has(i) && !writtenUnit(token, i) && (!rowNouns.has(token.word) || i === perRow) && !matchVerbs.has(token.raw) && !describesMention(parts, i) && !ratesValue(parts, i) && meaningful(token, i) && !/^[\d.,%-]+$/.test(token.raw) && !/^\d{4}-\d{2}/.test(token.raw)
    && (!isInertWord(token) || orderWordOfRows(parts, i) || i === perRow) ? [i] : []);
}

export function columnsOfKind(parts: Parts, kinds: Array<ColumnInfo['kind']>, from = 0, to = Infinity): Array<{ column: ColumnInfo; mention: Mention }> {
  const result: Array<{ column: ColumnInfo; mention: Mention }> = [];
  for (const mention of parts.mentions) {
    if (mention.start < from || mention.start >= to) continue;
    const candidate = mention.candidates.find((c) => kinds.includes(c.column.kind));
    if (candidate) result.push({ column: candidate.column, mention });
  }
  return result;
}

/**
 * The question without the words of a column's own name inside a mention of two or more words:
 * "max" in "max temperature" (Max Temp) is the column, not a maximum. One-word mentions stay,
 * so "oldest" still ranks even where it also points to an age column.
 */
export function instructionText(parts: Parts): string {
  const claimed = new Set<number>();
  for (const mention of parts.mentions) {
    if (mention.end - mention.start < 2) continue;
    const words = mention.candidates[0].column.words;
    for (let i = mention.start; i < mention.end; i++) if (words.includes(parts.tokens[i].word) || words.includes(parts.tokens[i].raw)) claimed.add(i);
  }
  // "with a top diameter under 20 cm": a bound takes its column's mention, and two words of a
  // column's name in a row (`Top Diameter (cm, avg)`) still say no maximum.
  for (const column of parts.info.columns) {
    const words = column.words;
    parts.tokens.forEach((token, i) => {
      const at = words.indexOf(token.word);
      if (at >= 0 && at + 1 < words.length && parts.tokens[i + 1]?.word === words[at + 1]) claimed.add(i).add(i + 1);
    });
  }
  return ` ${parts.tokens.filter((_, i) => !claimed.has(i)).map((token) => token.raw).join(' ')} `;
}

/** The question without the words that name a column: "annual" in "Annual Salary" is no grain. */
export function unclaimedText(parts: Parts): string {
  const claimed = new Set<number>();
  // "over time", "by day" name a date column only by a synonym: those words stay, as a grain.
  for (const mention of parts.mentions) {
    if (mention.candidates[0].column.kind === 'date' && mention.candidates[0].score < 4) continue;
    for (let i = mention.start; i < mention.end; i++) claimed.add(i);
  }
  // "donations that were monthly" beside a `Frequency` of Monthly: the data's value, not a grain (grainValues.ts).
  for (const at of grainValueTokens(parts)) claimed.add(at);
  // "for the daily grind" where `Customer` writes The Daily Grind: a word of a longer value's name is no grain.
  for (const value of parts.values) if (value.end - value.start > 1) for (let i = value.start; i < value.end; i++) claimed.add(i);
  return ` ${parts.tokens.filter((_, i) => !claimed.has(i)).map((token) => token.raw).join(' ')} `;
}

/** The time unit a column's name gives its rate in ("Milk Yield (kg/day)", "Output per Hour"). */
const RATE_PERIOD: Array<[RegExp, 'day' | 'week' | 'month' | 'year' | 'hour']> = [
  [/(\/\s*(day|d)\b|\bper day\b)/i, 'day'],
  [/(\/\s*(week|wk)\b|\bper week\b)/i, 'week'],
  [/(\/\s*(month|mo)\b|\bper month\b)/i, 'month'],
  [/(\/\s*(year|yr)\b|\bper (year|annum)\b)/i, 'year'],
  [/(\/\s*(hour|hr|h)\b|\bper hour\b)/i, 'hour'],
];

/** The period a column's name makes it a rate per ("Milk Value (£/day)": day), if any. */
export function ratePeriodOf(name: string): 'day' | 'week' | 'month' | 'year' | 'hour' | undefined {
  return RATE_PERIOD.find(([unit]) => unit.test(name))?.[1];
}

/** Tokens that are a value of the data and a period adjective ("monthly", "annual") at once. */
export function grainValueTokens(parts: Parts): number[] {
  return parts.values.filter((value) => value.end - value.start === 1 && PERIOD_ADJECTIVE.test(parts.tokens[value.start].raw)).map((value) => value.start);
}

export const PERIOD_ADJECTIVE = /^(hourly|daily|weekly|fortnightly|monthly|quarterly|yearly|annual|annually)$/;

export function rankLimit(text: string): number | null {
  const match = text.match(/\b(top|bottom|first|last|best|worst|highest|lowest|largest|smallest|biggest) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\b/)
    ?? text.match(/\b(\d+|three|four|five|ten) (best|worst|top|largest|biggest|highest|lowest|smallest|most|least)\b/)
    // "the 5 orders with the most units": a count before the subject, a ranking word after it.
    ?? text.match(/(?<!\b(?:than|over|above|under|below|least|most|in|since|before|after) )\b(the|top|which|what) (\d+) [\p{L} ]{1,40}?\b(?:most|highest|largest|biggest|best|lowest|least|fewest|smallest|worst)\b/u);
  if (!match) return null;
  const value = NUMBER_WORDS.get(match[2]) ?? (/^\d+$/.test(match[2]) ? Number(match[2]) : NUMBER_WORDS.get(match[1]) ?? Number(match[1]));
  return Number.isFinite(value) && value > 0 && value <= 10_000 ? value : null;
}

export function aggregationOf(text: string): Aggregation | null {
  for (const [pattern, agg] of AGG_WORDS) if (pattern.test(text)) return agg;
  return null;
}
