/**
 * Long-format tables, where a column holds how many things each row stands for: a bird survey
 * (city, species, `count`), jobs by sex (year, occupation, sex, `workers`), deaths by cause.
 * "How many wrens were spotted in York" there is the total of `count` over the York wren rows, not
 * the number of those rows. Such a question is answered by that total, and the first sentence
 * says so; a count of rows is kept only when the rows themselves are asked for ("how many
 * records", or the file's own noun beside a column that counts something else: flights.csv with
 * `passengers`). When the noun counted fits neither, the question is refused (`tallyDoubt`).
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import { type Parts, rowNounsOf } from './parts';
import type { ColumnInfo, TableInfo } from './schema';
import { isDuration } from './speedOfTime';
import { isStatusColumn } from './statusNouns';
import { escapeMarkdown, STOPWORDS, type Token } from './text';

/** A column name that is only "how many": `count`, `n`, `freq`. */
const BARE_COUNT = /^(count|counts|n|number|num|frequency|freq|tally|headcount)$/;

/** Words before the things a column counts: `num_deaths`, `number_of_people`, `n_cases` (never `phone_number`, an identifier). */
const COUNT_PREFIX = /^(num|number|n|count)$/;

/** Words after the things a column counts: `bird_count`, `death_tally`. */
const COUNT_SUFFIX = /^(count|tally|freq|frequency)$/;

/** Column names that count people, as one word (singular, as `words` gives them). */
const PEOPLE_COUNTS = new Set(['person', 'population', 'pop', 'worker', 'employee', 'headcount', 'resident', 'inhabitant', 'individual', 'passenger', 'visitor', 'patient', 'student', 'member']);

/** Column names that count events, as one word. */
const EVENT_COUNTS = new Set(['death', 'birth', 'case', 'fatality', 'arrival', 'admission', 'sighting', 'incident', 'crime', 'infection', 'casualty']);

/** Events that happen to people: "how many people died" counts them. */
const PEOPLE_EVENTS = new Set(['death', 'fatality', 'casualty']);

/** Words of a name that make its number something else than a count: a scale, a rate, a share, an average. */
const NOT_A_COUNT = /^(thousand|thousands|million|millions|billion|k|m|bn|000|000s|per|rate|ratio|pct|percent|percentage|share|proportion|avg|average|mean|median|density|growth|change|index|estimate|male|female)$/;

/** Nouns for the rows of a file that are no things counted: in bird_survey.csv a "survey" is not a bird. */
const COLLECTION = new Set(['survey', 'census', 'count', 'tally', 'log', 'report', 'record', 'register', 'registry', 'stat', 'statistic', 'summary', 'total', 'by', 'sex', 'age', 'group', 'year']);

/** Nouns for people of any kind: a column that counts people counts them ("women", "children" are a kind, which a filter must name). */
const PEOPLE_NOUNS = new Set(['person', 'individual', 'resident', 'inhabitant', 'citizen', 'human', 'worker', 'employee']);

/** Counts of people present at a time (a census, a workforce): each year counts them again. */
const STOCK_WORDS = new Set(['population', 'pop', 'person', 'resident', 'inhabitant', 'headcount', 'worker', 'employee', 'member', 'student', 'individual']);

/** Words that make a count of people a flow, each counted once: "new_members", "hired_staff". */
const FLOW_WORDS = /^(new|joined|joiner|hire|hired|hires|added|signup|lost|left|leaver|churned|arrival|arrived|admitted|enrolled|registered|died|death|birth|born)$/;

/** Columns that say the rows are about people: a bare `count` beside them counts people. */
const PEOPLE_DIMENSIONS = new Set(['sex', 'gender', 'age', 'occupation', 'job', 'ethnicity', 'race', 'nationality']);

/** Words for the rows themselves: counting them is what was asked ("record" alone is a verb: "did Hull record"). */
const ROW_WORDS = /^(rows?|records|entries|entry|lines?|observations?)$/;

/** Verbs of seeing or recording the things counted: "spotted", "recorded", "saw". */
const TALLY_VERBS = /^(saw|see|seen|sees|spot|spotted|spots|observe|observed|observes|record|recorded|records|count|counted|counts|report|reported|reports|register|registered|log|logged|tally|tallied|altogether|employ|employs|employed|employing|die|died|kill|kills|killed|live|lived|living|there)$/;

/** Words after which the noun counted follows: "how many", "number of", "the most", "its fewest". */
const COUNT_MARKER = /^(many|most|fewest|least|more|fewer)$/;

export interface Tally {
  column: ColumnInfo;
  /** What the column counts when its name says ("death" in `num_deaths`); empty for a bare `count`. */
  things: string[];
  /** It counts people (`population`, `workers`). */
  people: boolean;
}

/** The table's one column that holds how many things each row stands for, or null (none, or several). */
export function tallyColumn(info: Pick<TableInfo, 'columns'>): Tally | null {
  const found: Tally[] = [];
  for (const column of info.columns) {
    if (column.kind !== 'number' || column.isId || column.words.some((word) => NOT_A_COUNT.test(word))) continue;
    const things = countedBy(column.words);
    if (things) found.push({ column, things, people: column.words.includes('headcount') || things.some((word) => PEOPLE_COUNTS.has(word) || PEOPLE_NOUNS.has(word) || PEOPLE_EVENTS.has(word)) || (things.length === 0 && aboutPeople(info)) });
  }
  return found.length === 1 ? found[0] : null;
}

/** A table with columns that only people have (sex, age, occupation): a bare count there counts people. */
export function aboutPeople(info: Pick<TableInfo, 'columns'>): boolean {
  return info.columns.some((c) => c.kind === 'text' && c.words.some((word) => PEOPLE_DIMENSIONS.has(word)));
}

/** What a column's words count ("count": [], "num_deaths": ["death"], "population": ["population"]), or null when it is no count. */
function countedBy(names: string[]): string[] | null {
  if (names.length === 1 && BARE_COUNT.test(names[0])) return [];
  const known = (word: string | undefined): boolean => !!word && (PEOPLE_COUNTS.has(word) || EVENT_COUNTS.has(word));
  if (names.length === 1) return known(names[0]) ? names : null;
  const rest = names.filter((word) => word !== 'of');
  if (rest.length !== 2) return null;
  // "bird_count", "num_deaths", "total_deaths" (a total of a word for people or events only: "total_sales" is money).
  if (COUNT_SUFFIX.test(rest[1])) return [rest[0]];
  if (COUNT_PREFIX.test(rest[0]) || (rest[0] === 'total' && known(rest[1]))) return [rest[1]];
  return null;
}

/**
 * The noun the question counts: after "how many", "number of", "the most", "its fewest". Values
 * of the data may stand before it ("Delta flights"); a value alone is the noun ("how many wrens").
 */
function countedNoun(parts: Parts): { index: number; isValue: boolean } | null {
  const { tokens, values } = parts;
  const marker = tokens.findIndex((token, i) => COUNT_MARKER.test(token.raw) && (token.raw !== 'many' || tokens[i - 1]?.raw === 'how') || (token.raw === 'of' && tokens[i - 1]?.raw === 'number'));
  if (marker < 0) return null;
  let i = marker + 1;
  let lastValue = -1;
  for (let value = values.find((v) => v.start === i); value; value = values.find((v) => v.start === i)) {
    lastValue = value.end - 1;
    i = value.end;
  }
  const next: Token | undefined = tokens[i];
  // "how many men worked as ...": a word in -ed is a verb, not the noun counted.
  const isNoun = next && /^\p{L}+$/u.test(next.raw) && !/\p{L}{2}ed$/u.test(next.raw) && !STOPWORDS.has(next.raw) && !TALLY_VERBS.test(next.raw) && !/^(aged|age|in|at|on|during|between|since|before|after|per|by|altogether|overall|combined)$/.test(next.raw);
  if (isNoun) return { index: i, isValue: false };
  return lastValue >= 0 ? { index: lastValue, isValue: true } : null;
}

/** A table whose other columns only label its rows (text, dates, years, codes): its rows are tallies, never things. */
function longFormat(info: Pick<TableInfo, 'columns'>, tally: Tally): boolean {
  return info.columns.every((c) => c === tally.column || (!c.isId && (c.kind !== 'number' || c.role === 'none')));
}

/** Whether the question counts the rows themselves ("how many records", "number of rows"). */
function rowsAsked(parts: Parts): boolean {
  return parts.tokens.some((token, i) => ROW_WORDS.test(token.raw) || (token.raw === 'record' && /^(a|one|each|every|per|the)$/.test(parts.tokens[i - 1]?.raw ?? '')));
}

/**
 * "crossings" beside `Crossing Time`, "departures" beside `Departure`, "sailings" beside `Sailing ID`:
 * each row has one of its own (a key, a length of time, a moment), so each row is one of them.
 */
function eachRowOne(info: TableInfo, word: string): boolean {
  return info.columns.some((c) => c.words[0] === word && (c.isId || isDuration(c) || (c.kind === 'date' && c.words.length === 1)));
}

/** "listings last reviewed before …" (Listing ID a key of one row each), "won deals over $50k": the question starts with the rows' own noun, after any values of the data. */
function leadsWithRows(parts: Parts): boolean {
  let at = 0;
  for (let value = parts.values.find((v) => v.start === at); value; value = parts.values.find((v) => v.start === at)) at = value.end;
  const first = parts.tokens[at];
  if (!first) return false;
  if ((rowNounsOf(parts.info).has(first.word) && !COLLECTION.has(first.word)) || eachRowOne(parts.info, first.word)) return true;
  return parts.mentions.some((m) => m.start === at && m.candidates[0].column.isId && parts.unique.has(m.candidates[0].column.name));
}

/**
 * How a count of rows reads on a table with a tally column: `tally` (add the column up), `rows`
 * (the noun counted is the rows: keep counting them), or `unknown` (neither is sure: refused).
 */
function reading(parts: Parts, tally: Tally): 'tally' | 'rows' | 'unknown' {
  if (rowsAsked(parts)) return 'rows';
  const noun = countedNoun(parts);
  // "nurses by year", "which age group was the largest": no noun counted, and every other column only labels the rows.
  // "what percentage of bookings …" beside a `Booking Ref` held once each: the bookings are the rows.
  const ownSaid = parts.tokens.some((token) => token.raw !== token.word && !!parts.ownNouns?.has(token.word));
  if (!noun) return leadsWithRows(parts) || ownSaid ? 'rows' : longFormat(parts.info, tally) ? 'tally' : 'unknown';
  const word = parts.tokens[noun.index].word;
  if (tally.things.includes(word) || tally.column.words.includes(word)) return 'tally';
  if (tally.people && PEOPLE_NOUNS.has(word)) return 'tally';
  // "the most cancellations" beside `Passengers`: a noun made from a status value names the rows' own outcome, so the rows are counted.
  if (noun.isValue && outcomeNoun(parts, noun.index)) return 'rows';
  // "which beach has the most rescues" on a log keyed by `Incident No`, beside `Casualties`: a kind of
  // the logged rows (Incident Type = Rescue) is counted in rows, never in the casualties of each.
  if (noun.isValue && tally.things.length && parts.info.columns.some((c) => c.isId) && valueOfRowKind(parts, noun.index)) return 'rows';
  // "how many wrens", "how many women were nurses": a value of the data is a kind of the things counted.
  if (noun.isValue) return tally.things.length === 0 || tally.people || EVENT_COUNTS.has(tally.things[0] ?? '') ? 'tally' : 'unknown';
  // "bookings" beside a `Booking Ref` held once each (rowOwnNouns.ts): each row is one.
  if (eachRowOne(parts.info, word) || parts.ownNouns?.has(word)) return 'rows';
  const fileNouns = rowNounsOf(parts.info);
  if (fileNouns.has(word) && !COLLECTION.has(word)) {
    // A bare `count` in bird_survey.csv counts birds; `passengers` in flights.csv counts no flights, so "how many flights" counts rows.
    return tally.things.length === 0 ? 'tally' : 'rows';
  }
  return 'unknown';
}

/**
 * Whether the token is a value of the column that says what kind of row each is (`Incident Type`):
 * a rescue is a kind of incident, never of the casualties counted; a `Disease` names a kind of case.
 */
function valueOfRowKind(parts: Parts, index: number): boolean {
  return parts.values.some((v) => v.start <= index && index < v.end && parts.info.columns.some((c) => c.name === v.column && /^(type|kind|category|class)$/.test(c.words[c.words.length - 1] ?? '') && !c.words.some((word) => PEOPLE_DIMENSIONS.has(word))));
}

/** Whether the token is a value read from a noun of an outcome ("cancellations" for Cancelled of a `Status`), statusNouns.ts. */
function outcomeNoun(parts: Parts, index: number): boolean {
  return parts.values.some((v) => v.start <= index && index < v.end && !!v.said && parts.info.columns.some((c) => c.name === v.column && isStatusColumn(c)));
}

/** Whether the measure counts rows (`count(*)`) on a question that could mean a tally. */
function countsRows(intent: Intent): boolean {
  return !!intent.measure && intent.measure.agg === 'count' && intent.measure.column === null && ['aggregate', 'trend'].includes(intent.kind) && !intent.share;
}

/**
 * The tally a count of rows stands for on such a table, or null. Used before the rules' own doubt
 * about the noun counted ("how many people": rows or the total population), which it settles.
 */
export function countedTally(parts: Parts): Tally | null {
  const tally = tallyColumn(parts.info);
  return tally && reading(parts, tally) === 'tally' ? tally : null;
}

/**
 * Before the rules read the question: on a table whose tally column counts what the question
 * counts, the noun counted ("people", "birds") and the verbs of counting ("spotted", "recorded",
 * "employed", "altogether") are placed, since the tally is what they say.
 */
export function placeTallyWords(parts: Parts): void {
  if (!countedTally(parts)) return;
  const noun = countedNoun(parts);
  if (noun && !noun.isValue) parts.placed.add(noun.index);
  placeCountingVerbs(parts);
}

/** Places the verbs of seeing or recording what is counted ("spotted", "recorded", "seen"). */
export function placeCountingVerbs(parts: Parts): void {
  parts.tokens.forEach((token, i) => { if (TALLY_VERBS.test(token.raw)) parts.placed.add(i); });
}

/** "How many wrens were spotted in York" on a bird survey: the total of `count`, not the rows. */
export function tallyMeasure(parts: Parts, intent: Intent): Intent {
  if (!countsRows(intent)) return intent;
  const tally = countedTally(parts);
  if (!tally) return intent;
  const measure = { agg: 'sum' as const, column: tally.column.name, tally: true };
  // "how many men and women": each of the values listed, not one total of both ("men or women" is one total).
  const listed = intent.kind === 'aggregate' && !intent.groupBy.length && !intent.rank && !/\bor\b/.test(parts.text)
    ? intent.filters.find((filter) => filter.op === 'in' && filter.values.length > 1 && parts.info.columns.some((c) => c.name === filter.column && c.kind === 'text'))
    : undefined;
  return { ...intent, measure, ...(listed ? { groupBy: [listed.column] } : {}) };
}

/** The refusal for a count of rows that a tally column would answer otherwise, when the noun counted fits neither reading. */
export function tallyDoubt(parts: Parts, intent: Intent): string | null {
  const tally = tallyColumn(parts.info);
  // "largest age group" read as how often each value occurs: on a long-format table that counts rows, not people.
  const counted = intent.kind === 'distribution' ? parts.info.columns.find((c) => c.name === intent.columns?.[0]) : undefined;
  if (tally && counted && counted.kind !== 'number' && longFormat(parts.info, tally) && !rowsAsked(parts)) {
    return `Each row of ${escapeMarkdown(parts.info.table.label)} stands for a number of things given in ${codeSpan(tally.column.name)}, so how often each ${escapeMarkdown(counted.name)} occurs counts rows, not them; ask for the total ${escapeMarkdown(tally.column.name)} by ${escapeMarkdown(counted.name)}.`;
  }
  if (intent.measure?.agg !== 'count' || intent.measure.column !== null) return null;
  // A count of rows left after tallyMeasure ran (a share of rows, say) is no count of the things either.
  if (!tally || reading(parts, tally) === 'rows') return null;
  return `Each row of ${escapeMarkdown(parts.info.table.label)} stands for ${codeSpan(tally.column.name)} of something, so counting rows may not count what you mean; ask for the total ${escapeMarkdown(tally.column.name)}, or for the number of rows.`;
}

/** Whether a column counts people present in each period, so its total over several periods counts them again. */
function isStock(info: Pick<TableInfo, 'columns'>, column: ColumnInfo): boolean {
  // "new_members", "hired_workers": people who came in a period, counted once.
  if (column.kind !== 'number' || column.isId || column.words.some((word) => FLOW_WORDS.test(word))) return false;
  if (column.words.some((word) => STOCK_WORDS.has(word))) return true;
  const tally = tallyColumn(info);
  return tally?.column === column && tally.things.length === 0 && aboutPeople(info);
}

/**
 * "How many women were nurses" on a table of every census year: the people of 1970 are counted
 * again in 1980, so a total over several years is no number of people. Refused unless one year is
 * kept, or the years are its groups.
 */
export function stockDoubt(parts: Parts, intent: Intent, yearColumn: ColumnInfo | null): string | null {
  const measure = intent.measure;
  if (!measure?.column || measure.agg !== 'sum' || measure.derived) return null;
  const column = parts.info.columns.find((c) => c.name === measure.column);
  if (!column || !isStock(parts.info, column)) return null;
  // Dated snapshots: only one day's rows add up to a number of people.
  const dates = parts.info.columns.filter((c) => c.kind === 'date');
  if (!yearColumn) {
    if (!dates.length || intent.filters.some((filter) => dates.some((c) => c.name === filter.column) && filter.op === '=')) return null;
    return `${codeSpan(column.name)} counts the people present on each date, so adding up several dates would count the same people again; ask about one date.`;
  }
  const year = yearColumn.name;
  const oneYear = intent.filters.some((filter) => filter.column === year && (filter.op === '=' || (filter.op === 'in' && filter.values.length === 1)));
  if (oneYear || intent.groupBy.includes(year) || intent.time?.column === year) return null;
  return `${codeSpan(column.name)} counts the people present in each ${escapeMarkdown(year)}, so adding up several years would count the same people again; ask about one year, or by ${escapeMarkdown(year)}.`;
}

/**
 * "Total workers in 1980": a word for people names the column that counts them, as its own name
 * would. (Not the file's noun: "unemployment" in unemployment_by_industry.csv is no thing counted.)
 */
export function tallyNounMentions(tokens: Token[], info: TableInfo): Array<{ at: number; column: ColumnInfo }> {
  const tally = tallyColumn(info);
  if (!tally?.people) return [];
  return tokens.flatMap((token, at) => (PEOPLE_NOUNS.has(token.word) ? [{ at, column: tally.column }] : []));
}
