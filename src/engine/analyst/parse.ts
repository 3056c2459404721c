/**
 * Question -> Intent. Deterministic: keywords for the kind of analysis, column mentions for
 * measures and groups, values found in the data for filters, and the session's previous intent
 * for follow-ups. What it cannot place it reports, so the answer can say what it did not understand.
 */
import type { Aggregation, Filter, Grain, Intent, Measure } from './intent';
import { findMentions, GRAIN_WORDS, valuePhrases, type Mention, type ValueMention } from './mentions';
import { isStartDate, naturalAgg, rankedMeasures, SYNONYMS, type ColumnInfo, type TableInfo } from './schema';
import { escapeMarkdown, STOPWORDS, tokenize, words, type Token } from './text';

/** Database look-ups the parser needs; injected so the parser stays testable and SQL stays in one place. */
export interface ParseLookups {
  /** Values of text columns equal (case- and punctuation-insensitively) to one of the phrases. */
  findValues(info: TableInfo, phrases: string[]): Promise<Array<{ column: string; value: string; key: string }>>;
  /** Latest value of a date column as yyyy-mm-dd. */
  maxDate(info: TableInfo, column: string): Promise<string | null>;
  /** Whether a column identifies rows (nearly every value distinct), so "top 10 orders" lists rows. */
  isUnique(info: TableInfo, column: string): Promise<boolean>;
}

export type ParseResult =
  | { ok: true; intent: Intent; notes: string[]; followUp: boolean }
  /** `nearest`: what the question would be without the part that could not be placed, offered as a suggestion. */
  | { ok: false; table: TableInfo; understood: string[]; reason: string; nearest?: Intent; readings?: Intent[] };

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_SHORT = MONTHS.map((month) => month.slice(0, 3));
const NUMBER_WORDS = new Map<string, number>(Object.entries({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 }));

function monthIndex(word: string): number {
  const full = MONTHS.indexOf(word);
  if (full >= 0) return full;
  return word.length === 3 && word !== 'may' ? MONTH_SHORT.indexOf(word) : word === 'may' ? 4 : -1;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isoDate(year: number, month: number, day = 1): string {
  const date = new Date(Date.UTC(year, month, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function numberOf(token: Token | undefined): number | null {
  if (!token) return null;
  const word = NUMBER_WORDS.get(token.raw);
  if (word !== undefined) return word;
  if (/^\d+(?:,\d{3})*(?:\.\d+)?$/.test(token.raw)) return Number(token.raw.replace(/,/g, ''));
  return null;
}

const isYear = (token: Token | undefined): boolean => !!token && /^(19|20)\d{2}$/.test(token.raw);

/**
 * Years set against each other ("compare 2023 and 2024", "2023 vs 2024", "from 2023 to 2024"):
 * sorted, or null when the question names fewer than two or does not compare them.
 */
function comparedYears(tokens: Token[], text: string): number[] | null {
  const years = tokens.filter((token, i) => isYear(token) && !/^(top|bottom|than|over|above|under|below)$/.test(tokens[i - 1]?.raw ?? '')).map((token) => Number(token.raw));
  const distinct = [...new Set(years)].sort((a, b) => a - b);
  if (distinct.length < 2) return null;
  return /\b(and|vs|versus|to|against|compare|compared|comparing|or|between|from)\b/.test(text) ? distinct : null;
}

/** Scores each table by how well the question's words match its columns and values. */
export function pickTable(tokens: Token[], infos: TableInfo[]): TableInfo {
  const text = ` ${tokens.map((token) => token.raw).join(' ')} `;
  const timeAsked = GROWTH_WORDS.test(text) || grainOf(text) !== null;
  let best = infos[0];
  let bestScore = -1;
  for (const info of infos) {
    const mentions = findMentions(tokens, info);
    let score = mentions.reduce((sum, mention) => sum + mention.candidates[0].score, 0);
    const labelWords = info.table.label.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    if (tokens.some((token) => labelWords.includes(token.raw) || labelWords.includes(token.word) || labelWords.includes(`${token.word}s`))) score += 3;
    // Growth and trends need dates: a table without any cannot answer them.
    if (timeAsked && !info.columns.some((column) => column.kind === 'date')) score -= 5;
    if (score > bestScore) {
      best = info;
      bestScore = score;
    }
  }
  return best;
}

interface Parts {
  /** The question as typed: signs the tokens drop ("$40k") are read from it. */
  question: string;
  text: string;
  tokens: Token[];
  info: TableInfo;
  mentions: Mention[];
  values: ValueMention[];
  /** Identifier columns whose values are (nearly) all distinct: one row each. */
  unique: Set<string>;
  /** Measures read two ways ("sold": revenue or units): [the one read, the other]; the refusal offers both. */
  readings: Array<[string, string]>;
}

const AGG_WORDS: Array<[RegExp, Aggregation]> = [
  [/\b(standard deviation|std dev|stdev|stddev|std)\b/, 'stddev'],
  [/\b(average|avg|mean|typical)\b/, 'avg'],
  [/\bmedian\b/, 'median'],
  [/\b(unique|distinct|different)\b/, 'count_distinct'],
  [/\b(sum|total|overall|combined|cumulative)\b/, 'sum'],
  [/\b(minimum|min|smallest|lowest|cheapest|least expensive|youngest|earliest)\b/, 'min'],
  [/\b(maximum|max|largest|highest|biggest|most expensive|greatest|top|oldest|latest)\b/, 'max'],
  [/\b(how many|number of|count|headcount|frequency|popular|common|frequent)\b/, 'count'],
];

/** Words for people: a number compared right after them ("employees under 30") is an age. */
const PEOPLE = new Set(['employee', 'people', 'person', 'customer', 'client', 'user', 'member', 'staff', 'worker', 'patient', 'student', 'adult', 'child']);

/** Column words that hold a number of things: "how many units" sums them. */
const QUANTITY = new Set(['unit', 'quantity', 'qty', 'item', 'piece', 'seat', 'ticket']);

/**
 * Verbs of buying, selling, spending and earning: with no measure named, they are about the
 * table's money ("which customers bought the most" = total revenue), or its quantity for
 * "best selling" and "how many units/items".
 */
const MONEY_VERBS = /\b(buy|buys|buying|bought|purchase|purchases|purchased|purchasing|spend|spends|spending|spent|sell|sells|selling|sold|earn|earns|earned|earning|pay|pays|paid|generate|generates|generated|brought in|bring in)\b/;
/** Verbs that can only mean money. */
const MONEY_ONLY = /^(spend|spends|spending|spent|earn|earns|earned|earning|pay|pays|paid|generate|generates|generated|brought in|bring in)$/;
const QUANTITY_ASKED = /\b(best|top|worst) sell(ing|er|ers)\b|\b(how many|number of|total|most|fewest) (units|items|pieces|products sold|things)\b/;
/** Growth words: with no measure named, growth is measured in the table's money when it has any. */
const GROWTH_WORDS = /\b(growth|grow|grows|grew|growing|fastest|slowest|declined?|shr[ai]nk)\b/;

const RANK_UP = /\b(top|best|highest|largest|biggest|most|greatest|maximum|max|leading|oldest|fastest)\b/;
const RANK_DOWN = /\b(bottom|worst|lowest|smallest|least|fewest|minimum|min|cheapest|youngest|slowest)\b/;
const GROUP_MARKER = /^(by|per|each|across|every)$/;
/** Groups listed for "which products sell best" or "top customers": a plural with no number. */
const PLURAL_RANKING = 10;

export async function parseQuestion(
  question: string,
  infos: TableInfo[],
  lookups: ParseLookups,
  previous: Intent | null,
): Promise<ParseResult> {
  const tokens = tokenize(question);
  const text = ` ${tokens.map((token) => token.raw).join(' ')} `;
  const followUpInfo = previous ? infos.find((info) => info.table.table === previous.table) : undefined;
  const info = followUpInfo && looksLikeFollowUp(text) ? followUpInfo : pickTable(tokens, infos);

  // Values found in the data claim their tokens before partial column matches do.
  const phrases = valuePhrases(tokens);
  const found = phrases.length ? await lookups.findValues(info, [...new Set(phrases.map((phrase) => phrase.text))]) : [];
  const allMentions = findMentions(tokens, info);
  const values: ValueMention[] = [];
  const claimed = new Set<number>();
  for (const phrase of phrases) {
    const hits = found.filter((hit) => hit.key === phrase.text);
    if (!hits.length) continue;
    let free = true;
    for (let i = phrase.start; i < phrase.end; i++) if (claimed.has(i)) free = false;
    const exactColumn = allMentions.some((mention) => mention.start < phrase.end && phrase.start < mention.end && mention.candidates[0].score >= 10);
    if (!free || exactColumn) continue;
    // One value can occur in several columns; prefer a column the question also names.
    const named = hits.find((hit) => allMentions.some((mention) => mention.candidates.some((candidate) => candidate.column.name === hit.column)));
    const hit = named ?? hits[0];
    for (let i = phrase.start; i < phrase.end; i++) claimed.add(i);
    values.push({ start: phrase.start, end: phrase.end, column: hit.column, value: hit.value });
  }
  const mentions = allMentions.filter((mention) => {
    for (let i = mention.start; i < mention.end; i++) if (claimed.has(i)) return mention.candidates[0].score >= 10;
    return true;
  });
  // Identifier columns that key rows: the ones named, and for "who ..." questions every one.
  const unique = new Set<string>();
  const idColumns = /^ who\b/.test(text) ? info.columns.filter((c) => c.isId) : mentions.flatMap((mention) => mention.candidates.map((candidate) => candidate.column)).filter((c) => c.isId);
  for (const column of idColumns) {
    if (!unique.has(column.name) && (await lookups.isUnique(info, column.name))) unique.add(column.name);
  }
  const parts: Parts = { question, text, tokens, info, mentions, values, unique, readings: [] };
  const notes: string[] = [];
  // Parts of the question read two ways, or not placed at all: the analyst asks instead of answering.
  const doubts: string[] = [];
  // "By month of the year" takes every January together: a cycle. The analyst groups calendar
  // periods in order (each month of each year), which gives other numbers, so it says so.
  const cycle = /\b(month|quarter|week|day|hour)s? of (the )?(year|month|week|day)\b/.exec(text);
  if (cycle && !/^days? of (the )?week$/.test(cycle[0])) {
    doubts.push(`“${cycle[0]}” asks for a cycle (every ${cycle[1]} of the ${cycle[3]} taken together across ${cycle[3]}s); I group by calendar period in order (each ${cycle[1]} of each ${cycle[3]}), which gives different numbers.`);
  }
  // The data records the past: a question about the future has no figure in it.
  const future = FUTURE.exec(text);
  if (future) doubts.push(`“${escapeMarkdown(future[0].trim())}” asks about the future; I only compute what the data holds, so I cannot forecast.`);
  const filters = await parseFilters(parts, lookups, notes, doubts);

  const fresh = parseFresh(parts, filters, notes, doubts);
  // "Top 5 products by revenue" names its own measure and groups: a new question, even after another.
  const selfContained = !!fresh?.measure?.column && fresh.groupBy.length > 0 && /^ (top|bottom|show)\b/.test(text);
  if (previous && followUpInfo && ((looksLikeFollowUp(text) && !selfContained) || !fresh)) {
    const merged = mergeFollowUp(previous, parts, filters, fresh);
    if (merged) return honest(parts, merged, notes, doubts, true);
  }
  if (!fresh) {
    const understood = [
      ...mentions.map((mention) => `column ${mention.candidates[0].column.name}`),
      ...filters.map((filter) => `filter ${filter.label}`),
    ];
    const unknown = unusedWords(parts);
    const reason = doubts.length ? doubts.join(' ') : unknown.length
      ? `No column or value of ${info.table.label} matches ${unknown.map((word) => `“${escapeMarkdown(word)}”`).join(', ')}, so I could not tell what to calculate.`
      : 'I could not tell what to calculate from this question.';
    return { ok: false, table: info, understood, reason };
  }
  return honest(parts, fresh, notes, doubts, false);
}

/**
 * The honesty gate: an intent is answered only when every meaningful word of the question played
 * a part and nothing was read two ways. Otherwise the question is refused, saying what could not
 * be placed, with the nearest question that can be answered.
 */
function honest(parts: Parts, intent: Intent, notes: string[], doubts: string[], followUp: boolean): ParseResult {
  const reasons = [...doubts];
  const unused = unusedWords(parts);
  if (unused.length) reasons.push(`No column or value of ${parts.info.table.label} matches ${unused.map((word) => `“${escapeMarkdown(word)}”`).join(', ')}, and leaving ${unused.length === 1 ? 'it' : 'them'} out could change the result.`);
  const priceWord = PRICE_WORDS.exec(parts.text);
  if (priceWord && !(intent.measure?.column && PRICE_COLUMN.test(intent.measure.column))) {
    reasons.push(`“${priceWord[0]}” asks about a price or cost, and the answer would not compute one; name the column, for example “highest ${escapeMarkdown(parts.info.columns.find((c) => c.kind === 'number' && PRICE_COLUMN.test(c.name))?.name ?? 'price')} by …”.`);
  }
  const columns = unusedColumns(parts, intent);
  if (columns.length) reasons.push(`The question names ${columns.map((name) => `\`${name}\``).join(', ')} besides what I would compute${intent.measure?.column ? ` (\`${intent.measure.column}\`)` : ''}; I compute one measure at a time and no ratios of columns, so ask about each one separately.`);
  if (!reasons.length) return { ok: true, intent, notes, followUp };
  const understood = [
    ...parts.mentions.map((mention) => `column ${mention.candidates[0].column.name}`),
    ...intent.filters.map((filter) => `filter ${filter.label}`),
  ];
  // Two readings of a measure and nothing else in doubt: both are offered, one click each.
  const readings = reasons.length === 1 && doubts.length === 1 && parts.readings.length === 1 && intent.measure?.column === parts.readings[0][0]
    ? [intent, { ...intent, measure: { ...intent.measure, column: parts.readings[0][1] } }]
    : undefined;
  return { ok: false, table: parts.info, understood: [...new Set(understood)], reason: reasons.join(' '), nearest: intent, ...(readings ? { readings } : {}) };
}

/** Words that ask about what has not happened yet ("will prices go up", "next year", "forecast"). */
const FUTURE = /\b(will|forecast|forecasts|forecasting|predict|predicts|prediction|predictions|projected|projection|going to|next (year|month|quarter|week|day|season))\b/;

/** Words that ask about a price or cost without naming the column ("most expensive film"). */
const PRICE_WORDS = /\b(expensive|cheap|cheaper|cheapest|pricey|pricier|priciest|costly|costliest)\b/;
/** Column names that hold a price or cost, which those words may stand for. */
const PRICE_COLUMN = /price|cost|budget|fee|fare|spend|amount|revenue|salary|pay|value|\$|usd|eur/i;

/** Columns the question clearly names (a measure or an exact name) that the answer does not use: one measure per answer. */
function unusedColumns(parts: Parts, intent: Intent): string[] {
  const used = new Set<string>([
    ...(intent.measure?.column ? [intent.measure.column] : []),
    ...intent.groupBy,
    ...intent.filters.map((filter) => filter.column),
    ...(intent.time ? [intent.time.column] : []),
    ...(intent.columns ?? []),
  ]);
  if (['shape', 'columns', 'describe', 'missing', 'duplicates', 'rows'].includes(intent.kind)) return [];
  const named = parts.mentions
    .map((mention) => mention.candidates[0])
    .filter((candidate) => (candidate.score >= 10 || (candidate.score >= 4 && candidate.column.kind === 'number')) && !candidate.column.isId && candidate.column.kind !== 'date');
  return [...new Set(named.map((candidate) => candidate.column.name).filter((name) => !used.has(name)))];
}

/** Words the parser reads as instructions rather than as names of columns or values. */
const VOCABULARY = new Set(`
  total sum average avg mean median typical minimum min maximum max count number unique distinct different
  overall combined cumulative smallest lowest cheapest largest highest biggest greatest expensive popular common
  frequent frequency top bottom best worst most least fewest leading first last previous past recent next
  share percentage percent proportion fraction ratio trend time evolution evolve evolved timeline series history
  seasonal seasonality growth grow grew increase increased decrease decreased decline change changed compare
  compared comparison over month monthly day daily date week weekly quarter quarterly year yearly annual annually
  yoy mom since after before until till through starting prior during between from to since q1 q2 q3 q4
  january february march april may june july august september october november december jan feb mar apr jun jul
  aug sep sept oct nov dec distribution distributed histogram spread frequencies outlier outliers anomaly anomalies
  unusual extreme correlation correlate correlated relationship related relation associated association affect
  affects impact influence vs versus against missing null nulls empty blank nan incomplete duplicate duplicates
  duplicated column field variable attribute name names schema shape dimension dimensions size big large rows
  describe summarise summarize summary profile overview statistic statistics stats tell know see look
  greater higher more less fewer lower smaller bigger larger above below under exceeding exceeds exactly equal
  equals least most older younger than only just also same instead now then but what about how much many which
  who why whose were was been being having made make generate generated bring brings bringing come comes coming
  break broken down split grouped group each every per across and or not except excluding other outside
  show list display find get give me us let please could would should will can may might do does did done
  value values record records entry entries line lines observation observations data dataset table file
  sold selling seller spent spend spending paid earner earn earns payroll buy buys bought purchase purchases
  purchased purchasing sell sells weekday weekdays fastest slowest growing grows declined decline shrink shrank oldest youngest remotely work works
  worked working place placed single order orders amount there here it its this that these those them they
  have has had get got any all some per cent overall level levels rate rank ranking ranked sort sorted
  people person worker hired hire hires signed sign joined join user member employee staff customer client
  came vary varies varied headcount standard deviation std stdev stddev dev thousand million billion mn bn
`.split(/\s+/).filter(Boolean));

/** File-name words that are no nouns for the rows. */
const NOT_ROW_NOUNS = new Set(['csv', 'tsv', 'txt', 'xlsx', 'xls', 'json', 'ndjson', 'parquet', 'duckdb', 'gz', 'data', 'dataset', 'export', 'final', 'copy', 'new', 'old', 'raw', 'clean', 'sheet', 'table']);

/**
 * Nouns for the table's rows taken from its file and sheet name: in used_cars.csv a "car" is a
 * row, so "how many cars" counts rows and "electric cars" are the rows where the fuel is Electric.
 * Never a word that also names a measure ("sales", "revenue"): "total sales" is money, not rows.
 */
function rowNounsOf(info: TableInfo): Set<string> {
  const nouns = words(info.table.label).filter((word) => word.length >= 3 && !NOT_ROW_NOUNS.has(word) && !/^\d+$/.test(word) && !SYNONYMS.has(word) && !MEASURE_WORD.test(word));
  return new Set(nouns.filter((word) => !info.columns.some((c) => c.words.includes(word))));
}
const MEASURE_WORD = /^(sale|sales|revenue|amount|cost|price|profit|income|spend|spending|expense|payment|budget|value|total|count|volume)$/;

/** "fuel type", "body types": a generic word right after a text column's name adds nothing to it. */
function describesMention(parts: Parts, i: number): boolean {
  if (!/^(type|kind|class|name|category|group|label)$/.test(parts.tokens[i].word)) return false;
  const before = parts.mentions.find((mention) => mention.end === i);
  return !!before && before.candidates[0].column.kind === 'text' && !before.candidates[0].column.words.includes(parts.tokens[i].word);
}

/** Meaningful words of the question that matched no column, no value and no instruction. */
function unusedWords(parts: Parts): string[] {
  const used = new Set<number>();
  for (const mention of parts.mentions) for (let i = mention.start; i < mention.end; i++) used.add(i);
  for (const value of parts.values) for (let i = value.start; i < value.end; i++) used.add(i);
  const rowNouns = rowNounsOf(parts.info);
  const unused = parts.tokens.filter((token, i) =>
    !used.has(i) && !rowNouns.has(token.word) && !describesMention(parts, i) && token.raw.length >= 3 && !/^[\d.,%-]+$/.test(token.raw) && !/^\d{4}-\d{2}/.test(token.raw)
    && !STOPWORDS.has(token.raw) && !VOCABULARY.has(token.raw) && !VOCABULARY.has(token.word));
  return [...new Set(unused.map((token) => token.raw))];
}

function looksLikeFollowUp(text: string): boolean {
  return /^ (and|what about|how about|now|only|just|same|instead|also|then|but|ok|okay|and what about|show the top|show the bottom|top \d+|bottom \d+|by|per|for)\b/.test(text)
    || /\b(same|instead|previous|that|those|these|it)\b.*$/.test(text) && text.trim().split(' ').length <= 6;
}

function columnsOfKind(parts: Parts, kinds: Array<ColumnInfo['kind']>, from = 0, to = Infinity): Array<{ column: ColumnInfo; mention: Mention }> {
  const result: Array<{ column: ColumnInfo; mention: Mention }> = [];
  for (const mention of parts.mentions) {
    if (mention.start < from || mention.start >= to) continue;
    const candidate = mention.candidates.find((c) => kinds.includes(c.column.kind));
    if (candidate) result.push({ column: candidate.column, mention });
  }
  return result;
}

/** The time grain named in the question ("by month", "monthly", "per quarter", "over time"). */
function grainOf(text: string): Grain | null {
  if (/\b(day of (the )?week|weekday|weekdays)\b/.test(text)) return 'weekday';
  const match = text.match(/\b(by|per|each|every|over|in|for|across) (the )?(day|date|week|month|quarter|year)s?\b/) ?? text.match(/\b(daily|weekly|monthly|quarterly|yearly|annual|annually)\b/);
  if (match) {
    const word = match[3] ?? match[1];
    const grain = GRAIN_WORDS.get(word);
    // "in the year 2024" or "for 2023" are filters, handled elsewhere.
    if (grain && !(match[1] === 'in' || match[1] === 'for')) return grain;
  }
  // "by region and year": a grain listed after another group.
  const listed = text.match(/\b(by|per) [\p{L}\p{N} ]*?\b(and|,) (the )?(day|week|month|quarter|year)s?\b/u);
  if (listed) return GRAIN_WORDS.get(listed[4]) ?? null;
  const picked = text.match(/\b(which|what|best|worst|busiest|slowest|strongest|weakest|top|peak) (day|date|week|month|quarter|year)s?\b/);
  if (picked) return GRAIN_WORDS.get(picked[2]) ?? null;
  if (/\b(month over month|mom)\b/.test(text)) return 'month';
  if (/\b(year over year|yoy)\b/.test(text)) return 'year';
  if (/\b(trend|over time|evolution|evolve|evolved|timeline|time series|history|seasonal|seasonality)\b/.test(text)) return 'month';
  return null;
}

/**
 * The question without the words of a column's own name inside a mention of two or more words:
 * "max" in "max temperature" (Max Temp) is the column, not a maximum. One-word mentions stay,
 * so "oldest" still ranks even where it also points to an age column.
 */
function instructionText(parts: Parts): string {
  const claimed = new Set<number>();
  for (const mention of parts.mentions) {
    if (mention.end - mention.start < 2) continue;
    const words = mention.candidates[0].column.words;
    for (let i = mention.start; i < mention.end; i++) if (words.includes(parts.tokens[i].word) || words.includes(parts.tokens[i].raw)) claimed.add(i);
  }
  return ` ${parts.tokens.filter((_, i) => !claimed.has(i)).map((token) => token.raw).join(' ')} `;
}

/** The question without the words that name a column: "annual" in "Annual Salary" is no grain. */
function unclaimedText(parts: Parts): string {
  const claimed = new Set<number>();
  for (const mention of parts.mentions) for (let i = mention.start; i < mention.end; i++) claimed.add(i);
  return ` ${parts.tokens.filter((_, i) => !claimed.has(i)).map((token) => token.raw).join(' ')} `;
}

function dateColumn(parts: Parts): ColumnInfo | null {
  const named = columnsOfKind(parts, ['date'])[0];
  return named?.column ?? parts.info.columns.find((column) => column.kind === 'date') ?? null;
}

function rankLimit(text: string): number | null {
  const match = text.match(/\b(top|bottom|first|last|best|worst|highest|lowest|largest|smallest|biggest) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\b/)
    ?? text.match(/\b(\d+|three|four|five|ten) (best|worst|top|largest|biggest|highest|lowest|smallest|most|least)\b/)
    // "the 5 orders with the most units": a count before the subject, a ranking word after it.
    ?? text.match(/(?<!\b(?:than|over|above|under|below|least|most|in|since|before|after) )\b(the|top|which|what) (\d+) [\p{L} ]{1,40}?\b(?:most|highest|largest|biggest|best|lowest|least|fewest|smallest|worst)\b/u);
  if (!match) return null;
  const value = NUMBER_WORDS.get(match[2]) ?? (/^\d+$/.test(match[2]) ? Number(match[2]) : NUMBER_WORDS.get(match[1]) ?? Number(match[1]));
  return Number.isFinite(value) && value > 0 && value <= 10_000 ? value : null;
}

function aggregationOf(text: string): Aggregation | null {
  for (const [pattern, agg] of AGG_WORDS) if (pattern.test(text)) return agg;
  return null;
}

function defaultAgg(column: ColumnInfo): Aggregation {
  return naturalAgg(column);
}

/**
 * The measure a question means without naming one: its verb ("bought", "spent", "sold") or its
 * growth word. Amounts (revenue) first, quantities (units) for "best selling" and "how many
 * items"; never a price or rate, which do not add up. Null when the question names no such verb.
 */
function impliedMeasure(parts: Parts, countAsked: boolean, rankedGroups: boolean): { column: ColumnInfo; note: string; doubt: string | null; other?: ColumnInfo } | null {
  const { text, info } = parts;
  // "how many Monitors were sold": a count of things sold is their quantity, never money.
  if (countAsked && !/\b(sold|bought|purchased|ordered)\b/.test(text)) return null;
  // Growth of a table of people or accounts by their start date is growth in their number.
  const growthInMoney = GROWTH_WORDS.test(text) && !info.columns.some(isStartDate);
  const verb = text.match(MONEY_VERBS)?.[0] ?? (growthInMoney ? text.match(GROWTH_WORDS)?.[0] : undefined) ?? (rankedGroups && !countAsked ? text.match(RANK_UP)?.[0] ?? text.match(RANK_DOWN)?.[0] : undefined);
  if (!verb) return null;
  const ranked = rankedMeasures(info);
  const amount = ranked.find((c) => c.role === 'amount');
  const quantity = ranked.find((c) => c.role === 'quantity');
  const quantityAsked = QUANTITY_ASKED.exec(text);
  const column = quantityAsked || countAsked ? quantity : amount ?? quantity;
  if (!column) return null;
  const phrase = quantityAsked && column === quantity ? quantityAsked[0].trim() : verb;
  const other = column === amount ? quantity : amount;
  // "spent", "paid", "earned" are money; "bought the most", "top customers" or "grew" could be money or quantity.
  const doubt = other && !quantityAsked && !countAsked && !MONEY_ONLY.test(verb)
    ? `“${escapeMarkdown(phrase)}” could be measured by the total \`${column.name}\` or the total \`${other.name}\`, which give different figures: pick one of the questions below, or name the one you mean.`
    : null;
  return { column, note: `“${phrase}” is measured by the ${naturalAgg(column) === 'sum' ? 'total' : 'average'} \`${column.name}\`.`, doubt, ...(other ? { other } : {}) };
}

interface RuleInput {
  parts: Parts;
  filters: Filter[];
  base: Pick<Intent, 'table' | 'groupBy' | 'filters'>;
  /** Measures the question names (numeric, not identifiers). */
  numbers: Array<{ column: ColumnInfo; mention: Mention }>;
  /** Groupable columns the question names. */
  categories: Array<{ column: ColumnInfo; mention: Mention }>;
  /** Readings in doubt: the question is refused with them. */
  doubts: string[];
}

/**
 * Everyday superlatives that point to a column by its meaning ("the most expensive car" is the
 * row with the highest price): the words, the direction, and the column words that hold it.
 * `prefer` picks among several matching columns ("hottest" is the highest Max Temp).
 */
const SUPERLATIVES: Array<{ when: RegExp; dir: 'asc' | 'desc'; column: RegExp; prefer?: RegExp; kind?: 'date' }> = [
  { when: /\b(most expensive|priciest|costliest|highest priced)\b/, dir: 'desc', column: /^(price|cost|fare|fee)$/ },
  { when: /\b(cheapest|least expensive|lowest priced)\b/, dir: 'asc', column: /^(price|cost|fare|fee)$/ },
  { when: /\b(most recent|latest)\b/, dir: 'desc', column: /./, kind: 'date' },
  { when: /\b(earliest)\b/, dir: 'asc', column: /./, kind: 'date' },
  { when: /\b(longest)\b/, dir: 'desc', column: /^(duration|length|runtime|minute|distance)$/ },
  { when: /\b(shortest)\b/, dir: 'asc', column: /^(duration|length|runtime|minute|distance)$/ },
  { when: /\b(hottest|warmest)\b/, dir: 'desc', column: /^(temperature|temp)$/, prefer: /^(max|high|maximum)$/ },
  { when: /\b(coldest|coolest)\b/, dir: 'asc', column: /^(temperature|temp)$/, prefer: /^(min|low|minimum)$/ },
  { when: /\b(wettest|rainiest)\b/, dir: 'desc', column: /^(precipitation|precip|rain|rainfall)$/ },
  { when: /\b(driest)\b/, dir: 'asc', column: /^(precipitation|precip|rain|rainfall)$/ },
  { when: /\b(heaviest)\b/, dir: 'desc', column: /^(weight|mass)$/ },
  { when: /\b(lightest)\b/, dir: 'asc', column: /^(weight|mass)$/ },
  { when: /\b(highest rated|best rated|top rated)\b/, dir: 'desc', column: /^(rating|score|star)$/ },
  { when: /\b(lowest rated|worst rated)\b/, dir: 'asc', column: /^(rating|score|star)$/ },
  // "the oldest car" is the earliest model year; for people, "oldest" is read by the age column elsewhere.
  { when: /\boldest\b/, dir: 'asc', column: /^year$/, prefer: /^(model|build|built|manufacture|manufactured|production|construction|release|made)$/ },
];

/** The row (or rows) a superlative picks out, when the question's subject is the rows themselves. */
function whichRow({ parts, base, categories, numbers, doubts }: RuleInput): Intent | null | undefined {
  const { text, info } = parts;
  const superlative = SUPERLATIVES.find((entry) => entry.when.test(text));
  if (!superlative || numbers.length || /\b(by|per|each|every|average|avg|mean|total|sum|median)\b/.test(text)) return undefined;
  // The subject must be the rows: the file's noun for them, a row key, or "row", "record", "entry", "one".
  const nouns = rowNounsOf(info);
  const subject = parts.tokens.findIndex((token, i) => nouns.has(token.word) || /^(row|record|entry|one)$/.test(token.word)
    || parts.mentions.some((m) => m.start <= i && i < m.end && m.candidates[0].column.isId && parts.unique.has(m.candidates[0].column.name)));
  const grouping = categories.some((entry) => !entry.column.isId && !base.filters.some((filter) => filter.column === entry.column.name));
  if (subject < 0 || grouping) return undefined;
  if (superlative.column.source === '^year$' && info.columns.some((c) => c.kind === 'number' && c.words.includes('age'))) return undefined;
  const candidates = info.columns.filter((c) => (superlative.kind ? c.kind === superlative.kind : c.kind === 'number' && !c.isId) && c.words.some((word) => superlative.column.test(word)));
  const preferred = superlative.prefer ? candidates.filter((c) => c.words.some((word) => superlative.prefer?.test(word))) : [];
  const chosen = preferred.length === 1 ? preferred : candidates;
  // Nothing holds it: the rest of the parser reads the question as before ("oldest" as an age, a price word refused).
  if (!chosen.length) return undefined;
  if (chosen.length > 1) {
    const said = text.match(superlative.when)?.[0] ?? '';
    doubts.push(`“${escapeMarkdown(said)}” could be measured by ${chosen.map((c) => `\`${c.name}\``).join(' or ')}; name the one you mean.`);
    return null;
  }
  const plural = parts.tokens[subject].raw !== parts.tokens[subject].word && !/ss$/.test(parts.tokens[subject].raw);
  return { ...base, kind: 'rows', measure: { agg: superlative.dir === 'desc' ? 'max' : 'min', column: chosen[0].name }, rank: { dir: superlative.dir, limit: rankLimit(text) ?? (plural ? PLURAL_RANKING : 1) } };
}

/**
 * The kinds of question recognised by their words, in the order they are tried. A rule's `read`
 * returns the intent, null when the kind is asked but nothing in the data fits (the question is
 * then refused), or undefined to let the next rule try. Adding a phrasing is adding a row here.
 * What no rule claims is a measure, grouped, filtered or ranked (the rest of parseFresh).
 */
const KIND_RULES: Array<{ name: string; when: RegExp; unless?: RegExp; read(input: RuleInput): Intent | null | undefined }> = [
  { name: 'duplicates', when: /\bduplicat/, read: ({ base }) => ({ ...base, kind: 'duplicates' }) },
  { name: 'missing values', when: /\b(missing|null|nulls|empty|blank|nan|incomplete)\b/, unless: /\bnot (missing|null|empty)\b/, read: ({ base }) => ({ ...base, kind: 'missing' }) },
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
    read: ({ base, parts, filters }) => (parts.values.length || filters.length ? undefined : { ...base, kind: 'shape' }),
  },
  {
    name: 'describe',
    when: /\b(describe|summari[sz]e|summary|profile|overview|statistics|stats|tell me about)\b/,
    unless: /\bby\b/,
    read: ({ base, parts }) => {
      const named = parts.mentions.filter((mention) => mention.candidates[0].score >= 10 && !mention.candidates[0].column.isId);
      return { ...base, kind: 'describe', columns: named.map((mention) => mention.candidates[0].column.name) };
    },
  },
  {
    name: 'correlation',
    when: /\b(correlat\w*|relationship|related|relation|associated|association|affect|affects|impact|influence|vs|versus|against)\b/,
    read: ({ base, numbers }) => (numbers.length >= 2 ? { ...base, kind: 'correlation', columns: [numbers[0].column.name, numbers[1].column.name] } : undefined),
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
    when: /\b(distribution|distributed|histogram|spread|frequencies|frequency|breakdown of values)\b/,
    read: ({ base, numbers, categories }) => {
      const column = numbers[0]?.column ?? categories.find((entry) => !entry.column.isId)?.column ?? categories[0]?.column;
      return column ? { ...base, kind: 'distribution', columns: [column.name] } : null;
    },
  },  { name: 'which row', when: /\b(most expensive|priciest|costliest|highest priced|cheapest|least expensive|lowest priced|most recent|latest|earliest|longest|shortest|hottest|warmest|coldest|coolest|wettest|rainiest|driest|heaviest|lightest|highest rated|best rated|top rated|lowest rated|worst rated|oldest)\b/, read: whichRow },
];

/** Parses a question on its own, without the session's history. Null when nothing to calculate is found. */
function parseFresh(parts: Parts, filters: Filter[], notes: string[], doubts: string[]): Intent | null {
  const { text, info } = parts;
  const table = info.table.table;
  const base = { table, groupBy: [] as string[], filters };
  const numbers = columnsOfKind(parts, ['number']).filter((entry) => !entry.column.isId);
  const categories = columnsOfKind(parts, ['text', 'boolean', 'number']).filter((entry) => entry.column.kind !== 'number' || entry.column.isId);

  for (const rule of KIND_RULES) {
    if (!rule.when.test(text) || rule.unless?.test(text)) continue;
    const intent = rule.read({ parts, filters, base, numbers, categories, doubts });
    // A rule that matches but finds nothing to compute ends the question: no other rule is a guess at it.
    if (intent !== undefined) return intent;
  }

  // Groups: text columns after "by"/"per"/"each", the subject of "which X" / "top N X", and
  // date columns bucketed by a grain.
  const groups: ColumnInfo[] = [];
  const tokenIndexOf = (pattern: RegExp): number[] => parts.tokens.flatMap((token, i) => (pattern.test(token.raw) ? [i] : []));
  for (const marker of tokenIndexOf(GROUP_MARKER)) {
    // "for each", "grouped by", "split by", "broken down by" all end in one of the markers.
    for (let i = marker + 1; i < Math.min(parts.tokens.length, marker + 4); i++) {
      // "by number of orders", "by total revenue": what follows is the measure, not a group.
      if (/^(number|count|total|sum|average|avg|mean|amount|share|percentage)$/.test(parts.tokens[i].raw)) break;
      const mention = parts.mentions.find((m) => m.start === i);
      if (!mention) continue;
      const candidate = mention.candidates.find((c) => c.column.kind !== 'number' || c.column.isId) ?? null;
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
  // "which products sell best": a plural subject asks for a ranking, not one winner.
  let pluralSubject = false;
  for (const index of [...tokenIndexOf(subjectPattern), ...counted]) {
    for (let i = index + 1; i < Math.min(parts.tokens.length, index + 5); i++) {
      const mention = parts.mentions.find((m) => m.start === i);
      const candidate = mention?.candidates.find((c) => c.column.kind === 'text' || c.column.kind === 'boolean' || c.column.isId);
      if (!candidate || !mention) continue;
      const last = parts.tokens[mention.end - 1];
      if (!groups.length && last.raw !== last.word && !/ss$/.test(last.raw)) pluralSubject = true;
      if (!groups.includes(candidate.column)) groups.push(candidate.column);
      break;
    }
  }
  // "Max Temp", "Total Amount": words of a column's own name are no ranking or aggregation.
  const instructions = instructionText(parts);
  const up = RANK_UP.test(instructions);
  const down = RANK_DOWN.test(instructions);
  // "When did most customers sign up?": the busiest period, by month.
  const whenAsked = /^ when\b/.test(text) && (up || down) && info.columns.some((c) => c.kind === 'date');
  const grain = grainOf(unclaimedText(parts)) ?? (whenAsked ? 'month' : null);
  const timeColumn = grain ? dateColumn(parts) : null;
  // "who are our oldest customers?": plural people or row keys ask for several rows.
  const pluralRows = parts.tokens.some((token, i) => token.raw !== token.word && !/ss$/.test(token.raw)
    && (PEOPLE.has(token.word) || parts.mentions.some((m) => m.start <= i && i < m.end && m.candidates[0].column.isId)));
  const limit = rankLimit(text) ?? (pluralSubject && (up || down) ? PLURAL_RANKING : null);
  // A row key ("orders" -> order_id) is a group only for ranking rows ("top 10 orders").
  if (limit === null && !up && !down) {
    for (let i = groups.length - 1; i >= 0; i--) if (parts.unique.has(groups[i].name)) groups.splice(i, 1);
  }
  const picksPeriod = whenAsked || /\b(which|what|best|worst|busiest|slowest|strongest|weakest|top|peak) (day|date|week|month|quarter|year)s?\b/.test(text);
  const isShare = /\b(share|percentage|percent|proportion|fraction|ratio of|%)\b/.test(text) || /%/.test(text);
  let agg = aggregationOf(instructions);
  // "What products do we sell?", "which regions are there": the values themselves, with how often each occurs.
  const listsValues = pluralSubject && groups.length === 1 && !up && !down && agg === null && !numbers.length && !grain && !parts.unique.has(groups[0].name)
    && /^ (what|which)\b/.test(text) && !/\b(how many|number of|count|share|percentage|percent|proportion)\b/.test(text);
  if (listsValues) return { ...base, kind: 'distribution', columns: [groups[0].name] };

  // The measure: the first numeric column that is not a group, or a counted column, or the one
  // a verb implies ("bought the most": revenue) when no count is asked for.
  let measure: Measure | null = null;
  const measureEntry = numbers.find((entry) => !groups.includes(entry.column)) ?? null;
  const countAsked = /\b(how many|number of|count)\b/.test(text) && !QUANTITY_ASKED.test(text);
  // "who are our top customers?": groups ranked with nothing named to rank them by are ranked by money.
  // "the most remote workers", "the most people" count things instead.
  const rankedByNothing = groups.length > 0 && (up || down) && (agg === null || agg === 'max' || agg === 'min')
    && !/\b(most|fewest|least|more|fewer) (\p{L}+ )?(people|\p{L}+s)\b/u.test(text)
    && !categories.some((entry) => !groups.includes(entry.column) && !filters.some((filter) => filter.column === entry.column.name));
  // "Which category has the highest margin?" with no margin column: no other measure stands in for it.
  if (rankedByNothing && !measureEntry && !MONEY_VERBS.test(text) && unusedWords(parts).length) return null;
  const implied = measureEntry ? null : impliedMeasure(parts, countAsked, rankedByNothing);
  const useImplied = implied && agg !== 'count_distinct' ? implied : null;
  const measureColumn = measureEntry?.column ?? useImplied?.column ?? null;
  // "how many items were sold": the quantity adds up; the items are not counted as rows.
  if (useImplied && QUANTITY_ASKED.test(text)) agg = null;
  // "who bought the most": the people are the table's customers (or clients, users...).
  if (useImplied && /^ who\b/.test(text) && !groups.length) {
    const person = info.columns.find((c) => (c.kind === 'text' || c.isId) && c.words.some((word) => PEOPLE.has(word)) && !parts.unique.has(c.name));
    if (person) groups.push(person);
  }
  // "total revenue and average units": the aggregation word right before the measure wins.
  if (measureEntry) {
    const before = parts.tokens.slice(Math.max(0, measureEntry.mention.start - 3), measureEntry.mention.start).map((token) => token.raw).join(' ');
    agg = aggregationOf(` ${before} `) ?? agg;
  }
  if (agg === 'count' || agg === 'count_distinct') {
    const counted = categories.find((entry) => !groups.includes(entry.column) && !filters.some((filter) => filter.column === entry.column.name));
    const countsRows = /\b(how many|number of|count of|count)\b/.test(text) && !counted;
    // "how many units were sold": a quantity column is summed, not counted.
    const quantity = measureColumn && (measureColumn.words.some((word) => QUANTITY.has(word)) && !counted || measureColumn.role === 'quantity' && QUANTITY_ASKED.test(text));
    if (quantity && measureColumn) measure = { agg: 'sum', column: measureColumn.name };
    else if (agg === 'count_distinct' && counted) measure = { agg: 'count_distinct', column: counted.column.name };
    else if (counted && (counted.column.isId || counted.column.kind === 'text')) measure = { agg: 'count_distinct', column: counted.column.name };
    else if (measureColumn && !countsRows && agg === 'count_distinct') measure = { agg: 'count_distinct', column: measureColumn.name };
    else measure = { agg: 'count', column: null };
    if (measureColumn && (groups.length || up || down) && !/\b(how many|number of|count)\b/.test(text)) measure = { agg: defaultAgg(measureColumn), column: measureColumn.name };
  } else if (measureColumn) {
    const ranking = ((groups.length > 0 || picksPeriod) && (up || down)) || limit !== null;
    if (ranking && (agg === 'max' || agg === 'min')) agg = null;
    measure = { agg: agg ?? defaultAgg(measureColumn), column: measureColumn.name };
  } else if (isShare || groups.length || grain) {
    // "percentage of orders": count the distinct identifiers the question names, else rows.
    const countedId = categories.find((entry) => entry.column.isId && !groups.includes(entry.column) && !filters.some((filter) => filter.column === entry.column.name));
    measure = countedId ? { agg: 'count_distinct', column: countedId.column.name } : { agg: 'count', column: null };
  }

  // "orders with revenue over 5000", "show sales in the West": the matching rows themselves.
  const listsRows = agg === null && !groups.length && !grain && !isShare && filters.length > 0
    && (/^ (show|list|display|find|get|which|give)\b/.test(text) || categories.some((entry) => entry.column.isId && entry.mention.start <= 1));
  if (listsRows) {
    const sortBy = filters.find((filter) => info.columns.find((c) => c.name === filter.column)?.kind === 'number')?.column ?? measureColumn?.name ?? null;
    return { ...base, kind: 'rows', ...(sortBy ? { measure: { agg: 'max', column: sortBy } } : {}) };
  }
  if (!measure && !groups.length) {
    // A lone category ("which regions are there?") lists its values with their frequencies.
    // Never a row key: every value would occur once.
    const listed = categories.find((entry) => !parts.unique.has(entry.column.name));
    if (listed && !parts.values.length) return { ...base, kind: 'distribution', columns: [listed.column.name] };
    return null;
  }
  measure ??= { agg: 'count', column: null };
  // Said only when the answer measures it: "how many customers bought..." counts customers instead.
  if (useImplied && measure.column === useImplied.column.name) {
    if (useImplied.doubt) {
      doubts.push(useImplied.doubt);
      if (useImplied.other) parts.readings.push([useImplied.column.name, useImplied.other.name]);
    }
    else notes.push(useImplied.note);
  }

  // "Who has the highest score?": the person's row, when rows have a key.
  if (/^ who\b/.test(text) && !groups.length && (up || down) && measure.column) {
    const key = info.columns.find((c) => c.isId && parts.unique.has(c.name));
    if (key) groups.push(key);
  }
  // Ranking rows, not groups: "top 10 orders by revenue" where orders are identifiers.
  const idGroup = groups.find((group) => parts.unique.has(group.name));
  if (idGroup && (limit !== null || up || down) && measure.column && measure.agg !== 'count_distinct') {
    return { ...base, kind: 'rows', measure, rank: { dir: down && !up ? 'asc' : 'desc', limit: limit ?? (pluralRows ? PLURAL_RANKING : 1) } };
  }
  // "Average revenue per customer", where a customer has many rows: each customer's total, averaged.
  const perEntity = measure.agg === 'avg' && measure.column ? groups.find((group) => group.isId && !parts.unique.has(group.name)) : undefined;
  const plainGroups = groups.filter((group) => !(group.isId && measure?.agg === 'avg'));
  if (perEntity && measure.column && !plainGroups.length && !grain && !isShare) {
    return { ...base, kind: 'aggregate', measure: { agg: 'avg', column: measure.column, per: perEntity.name } };
  }
  // Growth: over time, or between years set against each other ("compare 2023 and 2024 revenue"),
  // per group when one is named ("which region grew fastest").
  const years = grain ? null : comparedYears(parts.tokens, text);
  if (/\b(growth|grow|grew|increase|increased|decrease|decreased|decline|change|changed)\b/.test(text) && (timeColumn !== null || years) || GROWTH_WORDS.test(text) || years && plainGroups.length <= 1 && /\b(vs|versus|compare|compared|comparing|against|and)\b/.test(text) && !/\bbetween\b/.test(text)) {
    const column = timeColumn ?? dateColumn(parts);
    // "Which segment grew fastest?" on a table without dates: no growth to compute, and no other answer is right.
    if (!column && GROWTH_WORDS.test(text)) return null;
    const rank = plainGroups.length && down && !up ? { rank: { dir: 'asc' as const, limit: limit ?? 1 } } : {};
    if (column) return { ...base, kind: 'growth', measure, groupBy: plainGroups.map((g) => g.name).slice(0, 1), time: { column: column.name, grain: grain ?? 'year' }, ...rank };
  }
  // "Which month had the highest revenue?", "the best year for sales": one period, ranked.
  if (grain && timeColumn && !plainGroups.length && (picksPeriod || limit !== null) && (up || down || picksPeriod)) {
    return { ...base, kind: 'trend', measure, groupBy: [], time: { column: timeColumn.name, grain }, rank: { dir: down && !up ? 'asc' : 'desc', limit: limit ?? 1 } };
  }
  if (grain && timeColumn) {
    return { ...base, kind: 'trend', measure, groupBy: plainGroups.map((g) => g.name).slice(0, 1), time: { column: timeColumn.name, grain } };
  }
  // "Berlin vs Paris": several values of one column are compared side by side.
  const compared = filters.find((filter) => filter.op === 'in' && info.columns.find((c) => c.name === filter.column)?.kind === 'text');
  if (!plainGroups.length && compared && /\b(vs|versus|compare|compared|comparing|against|or)\b/.test(text)) plainGroups.push(...info.columns.filter((c) => c.name === compared.column));
  const intent: Intent = { ...base, kind: 'aggregate', measure, groupBy: plainGroups.map((g) => g.name).slice(0, 2) };
  if (intent.groupBy.length && (limit !== null || up || down) && !isShare) intent.rank = { dir: down && !up ? 'asc' : 'desc', limit: limit ?? 1 };
  if (isShare) intent.share = true;
  return intent;
}

/** Applies a follow-up ("and by month?", "only for 2023", "show the top 5") to the previous intent. */
function mergeFollowUp(previous: Intent, parts: Parts, filters: Filter[], fresh: Intent | null): Intent | null {
  const { text } = parts;
  const next: Intent = structuredClone(previous);
  let changed = false;
  if (filters.length) {
    const columns = new Set(filters.map((filter) => filter.column));
    next.filters = [...next.filters.filter((filter) => !columns.has(filter.column)), ...filters];
    changed = true;
  }
  if (/\b(all|every|without filter|no filter|remove (the )?filter)\b/.test(text) && !filters.length) {
    next.filters = [];
    changed = true;
  }
  const limit = rankLimit(text);
  if (limit !== null && (next.kind === 'aggregate' || next.kind === 'rows' || next.kind === 'trend')) {
    const down = RANK_DOWN.test(text) && !RANK_UP.test(text);
    if (next.kind === 'aggregate' && !next.groupBy.length) return fresh;
    next.rank = { dir: down ? 'asc' : 'desc', limit };
    changed = true;
  }
  const grain = grainOf(unclaimedText(parts));
  if (grain && (next.measure || next.kind === 'aggregate')) {
    const column = dateColumn(parts);
    if (column) {
      next.kind = next.kind === 'growth' ? 'growth' : 'trend';
      next.time = { column: column.name, grain };
      next.groupBy = [];
      delete next.rank;
      delete next.share;
      changed = true;
    }
  } else if (fresh?.groupBy.length && /\b(by|per|each|across)\b/.test(text)) {
    next.groupBy = next.kind === 'growth' ? fresh.groupBy.slice(0, 1) : fresh.groupBy;
    if (next.kind === 'trend') {
      next.kind = 'aggregate';
      delete next.time;
    }
    changed = true;
  }
  // "what about the average?": the same measure, another aggregation.
  const agg = aggregationOf(text);
  if (!fresh?.measure?.column && agg && agg !== 'count' && limit === null && !/\b(top|bottom)\b/.test(text) && previous.measure?.column && agg !== previous.measure.agg) {
    next.measure = { agg, column: previous.measure.column };
    changed = true;
  }
  if (fresh?.measure?.column && fresh.measure.column !== previous.measure?.column && !/\b(by|per)\b/.test(text)) {
    // "what about units?" after an average keeps averaging; a named aggregation wins.
    const keepAgg = aggregationOf(text) === null && previous.measure && previous.measure.column !== null && !['count', 'count_distinct'].includes(previous.measure.agg);
    next.measure = keepAgg && previous.measure ? { agg: previous.measure.agg, column: fresh.measure.column } : fresh.measure;
    changed = true;
  }
  if (!changed) return null;
  // A per-customer average is computed without groups or periods: with them, it is the plain average, and says so in its label.
  if (next.measure?.per && (next.groupBy.length || next.kind !== 'aggregate')) delete next.measure.per;
  if (!next.measure && (next.kind === 'aggregate' || next.kind === 'trend')) next.measure = { agg: 'count', column: null };
  return next;
}

/** Words that exclude what follows them: "excluding the West", "other than Laptops", "not in 2024". */
const NEGATION = /^(not|except|excluding|exclude|excludes|without|besides|outside|ex|non|other)$/;
/** Tokens that may stand between a negation and its values: "excluding the West and the East". */
const NEGATION_GAP = /^(the|a|an|than|from|for|in|of|including|and|or|nor|any|all|to|rows|with|where|is|are|was|were|equal|being|count|counting)$/;

/** Token positions of negation words; "other" only as "other than". */
function negationsOf(tokens: Token[]): number[] {
  return tokens.flatMap((token, i) => (NEGATION.test(token.raw) && (token.raw !== 'other' || tokens[i + 1]?.raw === 'than') ? [i] : []));
}

async function parseFilters(parts: Parts, lookups: ParseLookups, notes: string[], doubts: string[]): Promise<Filter[]> {
  const filters: Filter[] = [];
  const { tokens } = parts;
  const negations = negationsOf(tokens);
  const placed = new Set<number>();
  // A value is excluded when a negation word comes before it, with only small words and other excluded values in between.
  const excluded = (start: number): boolean => {
    for (let i = start - 1; i >= 0; i--) {
      if (negations.includes(i)) {
        placed.add(i);
        return true;
      }
      if (NEGATION_GAP.test(tokens[i].raw) || /^(no|non)$/.test(tokens[i].raw)) continue;
      if (parts.values.some((value) => value.start <= i && i < value.end)) continue;
      return false;
    }
    return false;
  };
  const byColumn = new Map<string, { values: string[]; negated: boolean[] }>();
  for (const value of [...parts.values].sort((a, b) => a.start - b.start)) {
    const entry = byColumn.get(value.column) ?? { values: [], negated: [] };
    if (!entry.values.includes(value.value)) {
      entry.values.push(value.value);
      entry.negated.push(excluded(value.start));
    }
    byColumn.set(value.column, entry);
  }
  for (const [column, { values, negated }] of byColumn) {
    const kept = values.filter((_, i) => !negated[i]);
    const dropped = values.filter((_, i) => negated[i]);
    if (kept.length && dropped.length) {
      doubts.push(`The question both keeps and excludes values of ${column} (${kept.join(', ')} / ${dropped.join(', ')}).`);
      continue;
    }
    if (dropped.length) {
      filters.push({ column, op: 'not in', values: dropped, label: `${column} is not ${dropped.join(' or ')}` });
      continue;
    }
    filters.push(values.length === 1
      ? { column, op: '=', values, label: `${column} = ${values[0]}` }
      : { column, op: 'in', values, label: `${column} in (${values.join(', ')})` });
  }
  // A yes/no column named outside a grouping ("remote employees") keeps the rows where it is true.
  for (const mention of parts.mentions) {
    const column = mention.candidates[0].column;
    if (column.kind !== 'boolean' || GROUP_MARKER.test(parts.tokens[mention.start - 1]?.raw ?? '')) continue;
    const no = /^(not|non|no)$/.test(parts.tokens[mention.start - 1]?.raw ?? '');
    if (no) placed.add(mention.start - 1);
    filters.push({ column: column.name, op: '=', values: [!no], label: `${column.name} is ${no ? 'false' : 'true'}` });
  }
  filters.push(...numericFilters(parts, doubts));
  const dateFilter = await parseDateFilter(parts, lookups, notes, doubts);
  if (dateFilter) filters.push(dateFilter);
  // "not missing" is read by the missing-values question itself; any other negation must have been placed.
  const unplaced = negations.filter((i) => !placed.has(i) && !/^(missing|null|empty|blank)$/.test(tokens[i + 1]?.raw ?? ''));
  if (unplaced.length) doubts.push(`I could not tell what “${unplaced.map((i) => escapeMarkdown(tokens.slice(i, i + 3).map((token) => token.raw).join(' '))).join('”, “')}” excludes, and ignoring it would answer a different question.`);
  return filters;
}

const SCALES = new Map<string, number>([['k', 1e3], ['thousand', 1e3], ['m', 1e6], ['mn', 1e6], ['million', 1e6], ['bn', 1e9], ['b', 1e9], ['billion', 1e9]]);

const COMPARATORS: Array<[RegExp, '>' | '>=' | '<' | '<=' | '=']> = [
  [/^(>=|at least|no less than|minimum of)$/, '>='],
  [/^(<=|at most|no more than|up to)$/, '<='],
  [/^(>|over|above|more than|greater than|exceeding|exceeds|higher than|larger than|bigger than|older than)$/, '>'],
  [/^(<|under|below|less than|fewer than|lower than|smaller than|cheaper than|younger than)$/, '<'],
  [/^(=|equal to|equals|exactly)$/, '='],
];

/** Whether the question writes this number as money ("$40k", "€1,200", "40 dollars"). */
function currencyWritten(question: string, number: string): boolean {
  if (!number) return false;
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[$€£]\\s?${escaped}(?![\\d.,])|\\b${escaped}\\s?(k|m|mn|bn|thousand|million|billion)?\\s?(dollars?|euros?|pounds?|usd|eur|gbp)\\b`, 'i').test(question);
}

/** Numeric columns that hold money, by their names. */
function moneyColumns(info: TableInfo): ColumnInfo[] {
  return info.columns.filter((c) => c.kind === 'number' && !c.isId && (/[$€£]|\b(usd|eur|gbp)\b/i.test(c.name) || c.words.some((word) => /^(price|cost|revenue|amount|salary|budget|gross|spend|fee|fare|income|profit|wage|pay)$/.test(word))));
}

function numericFilters(parts: Parts, doubts: string[]): Filter[] {
  const filters: Filter[] = [];
  const { tokens } = parts;
  for (let i = 0; i < tokens.length; i++) {
    for (const length of [2, 1]) {
      const phrase = tokens.slice(i, i + length).map((token) => token.raw).join(' ');
      const comparator = COMPARATORS.find(([pattern]) => pattern.test(phrase));
      if (!comparator) continue;
      const written = numberOf(tokens[i + length]);
      // "over $10M", "more than 2k", "at least 1.5 million": the scale word multiplies.
      const scale = SCALES.get(tokens[i + length + 1]?.raw ?? '');
      const value = written !== null && scale ? written * scale : written;
      if (value === null || isYear(tokens[i + length]) && /^(before|after|since)$/.test(phrase)) continue;
      // The column: "older than 50" means an age; "more than 10 units" names it after the number;
      // otherwise the nearest measure before the comparator ("revenue over 1000").
      const measures = (from: number, to: number) => columnsOfKind(parts, ['number'], from, to).filter((entry) => !entry.column.isId);
      // "employees under 30", "customers over 65": a comparison on people is about their age.
      const aboutPeople = /^(older|younger)/.test(phrase) || PEOPLE.has(tokens[i - 1]?.word ?? '');
      const aged = aboutPeople ? parts.info.columns.find((c) => c.kind === 'number' && c.words.includes('age')) : undefined;
      const after = measures(i + length + 1, i + length + 3)[0];
      const before = measures(0, i).pop();
      // "under $40k": a sum of money is compared with the table's one money column.
      const money = currencyWritten(parts.question, tokens[i + length]?.raw ?? '') ? moneyColumns(parts.info) : [];
      const column = aged ?? after?.column ?? before?.column ?? (money.length === 1 ? money[0] : undefined);
      if (!column) {
        // A condition that names no column cannot be dropped: the answer would cover other rows.
        doubts.push(`I could not tell which column “${escapeMarkdown(tokens.slice(i, i + length + 2).map((token) => token.raw).join(' '))}” is about${money.length > 1 ? ` (${money.map((c) => `\`${c.name}\``).join(' or ')})` : ''}; name the column in the question.`);
        i += length;
        break;
      }
      filters.push({ column: column.name, op: comparator[1], values: [value], label: `${column.name} ${comparator[1]} ${value}` });
      i += length;
      break;
    }
    const between = tokens[i]?.raw === 'between' ? [numberOf(tokens[i + 1]), tokens[i + 2]?.raw, numberOf(tokens[i + 3])] : null;
    if (between && between[0] !== null && between[1] === 'and' && between[2] !== null && !isYear(tokens[i + 1])) {
      const column = columnsOfKind(parts, ['number'], 0, i).pop()?.column;
      if (column) filters.push({ column: column.name, op: 'between', values: [between[0] as number, between[2] as number], label: `${column.name} between ${between[0]} and ${between[2]}` });
    }
  }
  return filters;
}

/** Date ranges: "in 2024", "in March 2024", "Q1 2024", "since March", "before 2024", "last 6 months", ISO dates. */
async function parseDateFilter(parts: Parts, lookups: ParseLookups, notes: string[], doubts: string[]): Promise<Filter | null> {
  const { tokens, text } = parts;
  const column = dateColumn(parts);
  if (!column) return null;
  const name = column.name;
  const range = (from: string, to: string, label: string): Filter => ({ column: name, op: 'between', values: [from, to], label: `${name} ${label}` });
  const latest = async (): Promise<Date | null> => {
    const max = await lookups.maxDate(parts.info, name);
    return max ? new Date(`${max}T00:00:00Z`) : null;
  };

  const relative = text.match(/\b(last|past|previous|recent) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)? ?(day|week|month|quarter|year)s?\b/);
  if (relative) {
    const n = relative[2] ? (NUMBER_WORDS.get(relative[2]) ?? Number(relative[2])) : 1;
    const end = await latest();
    if (!end) return null;
    const unit = relative[3];
    const months = unit === 'month' ? n : unit === 'quarter' ? 3 * n : unit === 'year' ? 12 * n : 0;
    const days = unit === 'day' ? n : unit === 'week' ? 7 * n : 0;
    // Months back from the latest date, clamped to the month's length (Dec 31 - 3 months = Sep 30).
    const y = end.getUTCFullYear();
    const m = end.getUTCMonth() - months;
    const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const start = new Date(Date.UTC(y, m, Math.min(end.getUTCDate(), lastDay) - days));
    const from = isoDate(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1);
    const to = isoDate(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1);
    notes.push(`"${relative[0]}" counts back from the latest ${name} in the data, ${isoDate(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate())}.`);
    return { column: name, op: 'between', values: [from, to], label: `${name} from ${from} to ${isoDate(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate())}` };
  }

  const isoDates = tokens.filter((token) => /^\d{4}-\d{2}(-\d{2})?$/.test(token.raw)).map((token) => token.raw.length === 7 ? `${token.raw}-01` : token.raw);
  if (isoDates.length >= 2 && /\b(between|from)\b/.test(text)) {
    const [a, b] = isoDates;
    const end = new Date(`${b}T00:00:00Z`);
    return range(a, isoDate(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1), `from ${a} to ${b}`);
  }

  // "2023 vs 2024": both years, as one range (the growth between them is computed per year).
  const years = comparedYears(tokens, text);
  if (years && !tokens.some((token) => /^q[1-4]$/.test(token.raw) || monthIndex(token.raw) >= 0 && token.raw !== 'may')) {
    const first = years[0];
    const last = years[years.length - 1];
    return range(isoDate(first, 0), isoDate(last + 1, 0), `from ${first} to ${last}`);
  }

  // The first explicit period: a quarter, a month (with or without year) or a year. When the
  // question names two quarters or months, the answer says that only the first is used.
  const periods = tokens.filter((token) => /^q[1-4]$/.test(token.raw) || (monthIndex(token.raw) >= 0 && token.raw !== 'may'));
  const onlyFirst = (label: string): void => {
    if (periods.length >= 2) doubts.push(`The question names several quarters or months (${periods.map((token) => token.raw).join(', ')}); I filter on one period at a time, so ask for ${label} alone, or for the measure by quarter or by month.`);
  };
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].raw;
    const prefix = tokens[i - 1]?.raw ?? '';
    const open = prefix === 'after' ? 'after' : /^(since|from|starting)$/.test(prefix) ? 'from' : /^(before|until|till|through|to|prior)$/.test(prefix) ? (prefix === 'through' ? 'through' : 'before') : 'in';
    const quarter = word.match(/^q([1-4])$/);
    if (quarter && isYear(tokens[i + 1])) {
      const year = Number(tokens[i + 1].raw);
      const q = Number(quarter[1]) - 1;
      onlyFirst(`Q${q + 1} ${year}`);
      return periodFilter(name, open, isoDate(year, q * 3), isoDate(year, q * 3 + 3), `Q${q + 1} ${year}`);
    }
    const month = monthIndex(word);
    if (month >= 0 && (month !== 4 || /^(in|since|after|before|until|of|during|for|from)$/.test(prefix) || isYear(tokens[i + 1]))) {
      let year = isYear(tokens[i + 1]) ? Number(tokens[i + 1].raw) : null;
      if (year === null) {
        const end = await latest();
        if (!end) return null;
        year = end.getUTCFullYear();
        if (month > end.getUTCMonth()) year -= 1;
        notes.push(`"${word}" without a year is read as ${MONTHS[month][0].toUpperCase()}${MONTHS[month].slice(1)} ${year}, the latest one in the data.`);
      }
      const label = `${MONTHS[month][0].toUpperCase()}${MONTHS[month].slice(1)} ${year}`;
      onlyFirst(label);
      return periodFilter(name, open, isoDate(year, month), isoDate(year, month + 1), label);
    }
    if (isYear(tokens[i]) && !/^(top|bottom|than|over|above|under|below)$/.test(prefix) && !numberFollowsComparator(tokens, i)) {
      const year = Number(word);
      const next = tokens[i + 1]?.raw;
      if ((next === 'and' || next === 'to') && isYear(tokens[i + 2]) && /\b(between|from)\b/.test(text)) {
        const last = Number(tokens[i + 2].raw);
        return range(isoDate(year, 0), isoDate(last + 1, 0), `from ${year} to ${last}`);
      }
      return periodFilter(name, open, isoDate(year, 0), isoDate(year + 1, 0), String(year));
    }
    if (/^\d{4}-\d{2}-\d{2}$/.test(word) && open !== 'in') {
      const day = new Date(`${word}T00:00:00Z`);
      return periodFilter(name, open, word, isoDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1), word);
    }
  }
  return null;
}

function numberFollowsComparator(tokens: Token[], i: number): boolean {
  const before = tokens.slice(Math.max(0, i - 2), i).map((token) => token.raw).join(' ');
  return /(more than|less than|greater than|at least|at most|>|<)$/.test(before);
}

/** A period [from, to) as a filter: inside it, from its start on, or before its start. */
function periodFilter(column: string, open: 'in' | 'from' | 'after' | 'before' | 'through', from: string, to: string, label: string): Filter {
  // "after 2020" starts once 2020 has ended; "since 2020" includes it.
  if (open === 'after') return { column, op: '>=', values: [to], label: `${column} after ${label}` };
  if (open === 'from') return { column, op: '>=', values: [from], label: `${column} since ${label}` };
  if (open === 'before') return { column, op: '<', values: [from], label: `${column} before ${label}` };
  if (open === 'through') return { column, op: '<', values: [to], label: `${column} up to ${label}` };
  return { column, op: 'between', values: [from, to], label: `${column} in ${label}` };
}

