/**
 * Finds where a question names a column (exactly, by a word of it, or by a synonym) and where it
 * names a value that occurs in the data ("in the West region").
 */
import { perUnitFit } from './perUnit';
import { ageGroupValues } from './ageGroupValues';
import { isSexColumn, sexLetters, sexValues } from './sexValues';
import { verbOutcomeValues, isStatusColumn, phrasalStatusValues, statusNounValues } from './statusNouns';
import { tallyNounMentions } from './tallyColumn';
import { yearWordMentions } from './yearColumn';
import { isResultColumn, outcomeVerbValues } from './twoSided';
import { verbMentions } from './verbMeasures';
import { everydayMentions, valuesOfPrefix } from './everydayWords';
import type { ColumnInfo, TableInfo } from './schema';
import { SYNONYMS } from './schema';
import { OUTGOING_MONEY } from './currencies';
import { STOPWORDS, type Token } from './text';

export interface ColumnCandidate {
  column: ColumnInfo;
  /** 10+ exact name, 4 head word, 3 other word, 2 synonym. */
  score: number;
}

export interface Mention {
  start: number;
  end: number;
  candidates: ColumnCandidate[];
}

export interface ValueMention {
  start: number;
  end: number;
  column: string;
  value: string;
  /** The word the value was read from, when it is not the value's own ("finishers" for Finished). */
  said?: string;
  /** Named by one of its words ("owen" for Owen Price, valueWords.ts): its other words were not typed. */
  byWord?: boolean;
}

/** Words that say little about which column is meant, so they never match a column alone. */
const GENERIC = new Set(['id', 'name', 'date', 'number', 'no', 'code', 'type', 'total', 'value', 'count', 'key', 'time', 'day', 'month', 'year', 'week', 'quarter', 'of', 'the', 'per', 'avg', 'sum']);

/** Time-grain words are handled as grains ("by month"), not as column names, unless a column is named so exactly. */
export const GRAIN_WORDS = new Map<string, 'day' | 'week' | 'month' | 'quarter' | 'year'>(Object.entries({
  day: 'day', daily: 'day', date: 'day', week: 'week', weekly: 'week', month: 'month', monthly: 'month',
  quarter: 'quarter', quarterly: 'quarter', year: 'year', yearly: 'year', annual: 'year', annually: 'year',
} as const));

/** Words for a number of things, which a quantity column holds whatever its name ("Quantity", "Qty"). */
const THINGS = new Set(['unit', 'item', 'piece']);

/** Unit words that end column names ("Max Temp (C)", "weight_kg", "Runtime (min)"): a question may leave them out. */
const UNIT_WORDS = new Set(['mi', 'c', 'f', 'mm', 'cm', 'km', 'kg', 'g', 'lb', 'h', 'hr', 'min', 'sec', 'usd', 'eur', 'gbp', 'pct', 'kwh', 'mph', 'kmh', 'l', 'ml']);

/** Units spelled out as people type them ("100k miles" for `Mileage (mi)`, "in minutes" for `Runtime (min)`). */
const UNIT_SPELLED = new Map<string, string[]>([
  ['mi', ['mile']], ['km', ['kilometre', 'kilometer']], ['kg', ['kilo', 'kilogram']], ['g', ['gram']], ['lb', ['pound']],
  ['min', ['minute']], ['h', ['hour']], ['hr', ['hour']], ['sec', ['second']], ['mm', ['millimetre', 'millimeter']],
  ['cm', ['centimetre', 'centimeter']], ['c', ['celsius']], ['f', ['fahrenheit']], ['usd', ['dollar']], ['eur', ['euro']],
  ['gbp', ['pound']], ['kwh', ['kilowatt']], ['l', ['litre', 'liter']], ['ml', ['millilitre', 'milliliter']],
]);

/** Short forms used in column names, and the word a person types for them (both ways). */
const ABBREVIATIONS = new Map<string, string>([
  ['temp', 'temperature'], ['precip', 'precipitation'], ['qty', 'quantity'], ['amt', 'amount'], ['pct', 'percent'],
  ['dept', 'department'], ['num', 'number'], ['cust', 'customer'], ['emp', 'employee'], ['desc', 'description'], ['yr', 'year'],
  // "high temperature", "low temperature" for temp_max and temp_min.
  ['max', 'high'], ['min', 'low'],
  // "DEP_DELAY", "ARR_TIME", "SCHED_DEP" in flight and ferry exports.
  ['dep', 'departure'], ['arr', 'arrival'], ['sched', 'scheduled'],
  // "which tech", "our reps", "the mgr": people named by the short form of their column's word.
  ['tech', 'technician'], ['rep', 'representative'], ['mgr', 'manager'], ['admin', 'administrator'],
  // "how many appointments" beside `Appt #`, "which invoice" beside `Inv No`.
  ['appt', 'appointment'], ['inv', 'invoice'],
]);

export function sameWord(typed: string, column: string): boolean {
  return typed === column || ABBREVIATIONS.get(column) === typed || ABBREVIATIONS.get(typed) === column;
}

/** A typed word made from a column's word by a suffix: "released" (Release Date), "delayed", "expectancy" (life_expect). */
function derived(typed: string, column: string): boolean {
  return column.length >= 4 && typed !== column && typed.startsWith(column) && /^(d|ed|ing|ancy|ency|ance|ence|s|es)$/.test(typed.slice(column.length));
}

/** "how many times did patients not turn up", "renewed 2 or more times": occasions, never a column of times. */
function isOccasions(tokens: Token[], i: number): boolean {
  return tokens[i].raw === 'times' && (tokens[i - 1]?.raw === 'many' || /^\d+$/.test(tokens[i - 1]?.raw ?? ''));
}

/** "hour of the day", "time of day": the day there is the cycle's, never a column named `Day`. */
function cycleDays(tokens: Token[]): Set<number> {
  const found = new Set<number>();
  tokens.forEach((token, i) => {
    if (token.word !== 'day' || i < 2) return;
    const the = tokens[i - 1].raw === 'the' ? 1 : 0;
    if (tokens[i - 1 - the]?.raw === 'of' && /^(hour|time)$/.test(tokens[i - 2 - the]?.word ?? '')) found.add(i);
  });
  return found;
}

/** Endings a word may carry on a shared stem: "cancellation" and "cancelled", "return" and "returned". */
const STEM_ENDINGS = /(lations?|ations?|ings?|led|ed|es|s|e)$/;

/**
 * A typed word and a column's word on one stem of five letters or more ("cancellation" for
 * `CANCELLED`, "return" for `Returned (Y/N)`), or a word that starts a compound of the column
 * ("snow" for `Snowfall (in)`, "rain" for `Rainfall`).
 */
function sameStem(typed: string, column: string): boolean {
  if (typed === column || typed.length < 4) return false;
  if (/^(fall|storm|drop|flake|flow)s?$/.test(column.slice(typed.length)) && column.startsWith(typed)) return true;
  const stem = (word: string): string => word.replace(STEM_ENDINGS, '');
  return stem(typed).length >= 5 && stem(typed) === stem(column);
}

/** A column's words without trailing units, when it has any besides them. */
function coreWords(words: string[], name = ''): string[] {
  let end = words.length;
  // "min" is minutes after a time ("Running Time min") but the minimum in "temp_min".
  const unit = (word: string): boolean => UNIT_WORDS.has(word) && (word !== 'min' || words.some((w) => /^(time|duration|runtime|running|length|delay|wait)$/.test(w)));
  // "Remote Eligible (Y/N)": the answers a flag column holds are no words of its name either.
  const flag = words.length > 2 && /^(y|yes|t|true)$/.test(words[words.length - 2]) && /^(n|no|f|false)$/.test(words[words.length - 1]);
  if (flag) end -= 2;
  // "Milk Yield (kg/day)": a rate's unit in brackets at the end is no word a question says of it.
  const rate = flag ? null : /\(([^()]*\/[^()]*)\)\s*$/.exec(name);
  const unitWords = rate ? (rate[1].match(/[\p{L}\d]+/gu) ?? []).length : 0;
  if (unitWords && end - unitWords >= 1) end -= unitWords;
  while (end > 1 && unit(words[end - 1])) end--;
  return words.slice(0, end);
}

/** Words for people, and the last words of a column that holds who they are (`user_id`, `customer_name`). */
const PERSON_WORDS = /^(user|customer|client|member|person|employee|staff|worker|patient|student|visitor|guest)$/;
const PERSON_KEYS = /^(id|name|code|email|number|no|key|ref|login|username|account)$/;

/**
 * "which user made the most requests" beside `user_agent`: the column holds agents (browsers) of
 * users, not users; a word for people names a text column by its first word only when the column
 * keys them (`user_id`, `customer_name`).
 */
function otherThanPeople(word: string, column: ColumnInfo): boolean {
  return PERSON_WORDS.test(word) && column.kind === 'text' && !PERSON_KEYS.test(column.words[column.words.length - 1]);
}

export function findMentions(tokens: Token[], info: TableInfo): Mention[] {
  const raw: Mention[] = [];
  const cycleWords = cycleDays(tokens);
  const add = (start: number, end: number, column: ColumnInfo, score: number): void => {
    const existing = raw.find((mention) => mention.start === start && mention.end === end);
    if (existing) {
      const same = existing.candidates.find((candidate) => candidate.column === column);
      if (same) same.score = Math.max(same.score, score);
      else existing.candidates.push({ column, score });
    } else raw.push({ start, end, candidates: [{ column, score }] });
  };
  for (const column of info.columns) {
    const n = column.words.length;
    if (n === 0) continue;
    for (let i = 0; i + n <= tokens.length; i++) {
      if (column.words.every((word, k) => tokens[i + k].word === word && !cycleWords.has(i + k))) add(i, i + n, column, 10 + n);
    }
    // "max temperature" for "Max Temp (C)": the name without its unit, short forms spelled out.
    const core = coreWords(column.words, column.name);
    for (let i = 0; i + core.length <= tokens.length; i++) {
      if (core.every((word, k) => sameWord(tokens[i + k].word, word)) && !core.every((word, k) => tokens[i + k].word === word && core.length === n)) add(i, i + core.length, column, 9.5 + core.length);
      // "max temperature" for temp_max: two words in the other order.
      if (core.length === 2 && sameWord(tokens[i].word, core[1]) && sameWord(tokens[i + 1].word, core[0])) add(i, i + 2, column, 9.5 + core.length);
    }
    tokens.forEach((token, i) => {
      if (STOPWORDS.has(token.word) || GENERIC.has(token.word) || cycleWords.has(i)) return;
      if (n === 1) {
        if (derived(token.word, column.words[0]) || sameStem(token.word, column.words[0])) add(i, i + 1, column, 4);
        // "escalations", "approvals" for a yes/no column `Escalated`, `Approved`: the noun of what it records.
        // A rate of it ("collection rate") is read by the rate rules, over a whole of their own.
        else if (column.kind !== 'number' && column.kind !== 'date' && statusNounValues(token.word).includes(column.words[0]) && !/^(rate|rates|ratio|share|percentage|percent|pct|proportion)$/.test(tokens[i + 1]?.raw ?? '')) add(i, i + 1, column, 4);
        return;
      }
      const index = column.words.indexOf(token.word);
      // "talks with rating 5" beside `Avg Rating (of 5)`: a number alone is a value asked about, not
      // a piece of a column's name, unless it follows the name's word before it ("pm2 5" for `PM2.5`).
      const previous = column.words[index - 1];
      if (/^\d+(\.\d+)?$/.test(token.raw) && !(index > 0 && previous && !STOPWORDS.has(previous) && tokens[i - 1]?.word === previous)) return;
      const near = index >= 0 ? index : column.words.findIndex((word) => derived(token.word, word) || sameStem(token.word, word));
      // "a night" is `Price per Night`, "7 nights" `Minimum Nights`.
      // The last word is the name's head ("Total Revenue"), unless it ends a phrase after "in" or "of" ("Days in Milk" counts days).
      if (near === n - 1 && !/^(in|of)$/.test(column.words[n - 2] ?? '')) add(i, i + 1, column, 4 + perUnitFit(tokens, i, column.words, near, column.name));
      // "which hour", "by month": a period after a word that groups is the grouping, never a later word
      // of a longer name (`Out of Hours`); a name it opens (`Hour (0-23)`) or heads (`Departure Hour`) stays.
      // "ticket price" beside `Full Price Tickets`: a price said is never a count of things its name ends on.
      else if (near >= 0 && !otherThanPeople(token.word, column) && !(/^(price|cost|fee|fare|rate)$/.test(token.word) && column.role === 'quantity') && !(near > 0 && /^(hour|day|week|month|quarter|year)$/.test(token.word) && /^(which|what|by|per|each|every)$/.test(tokens[i - 1]?.raw ?? '') && column.kind !== 'date')) add(i, i + 1, column, 3);
    });
    // "jobs by type" beside `Job Type`: the kind word after "by" is the column of the noun before it.
    if (n === 2 && /^(type|kind|category|class|status|size|level|grade)$/.test(column.words[1])) {
      tokens.forEach((token, i) => { if (token.word === column.words[1] && /^(by|per|each)$/.test(tokens[i - 1]?.raw ?? '') && tokens[i - 2]?.word === column.words[0]) add(i, i + 1, column, 10); });
    }
    // A unit that ends the column's name, spelled out: as strong as the column's head word.
    const unit = n > 1 && UNIT_WORDS.has(column.words[n - 1]) ? UNIT_SPELLED.get(column.words[n - 1]) : undefined;
    if (unit) tokens.forEach((token, i) => { if (unit.includes(token.word)) add(i, i + 1, column, 4 + Math.min(0, perUnitFit(tokens, i, column.words, n - 1, column.name))); });
    tokens.forEach((token, i) => {
      if (GRAIN_WORDS.has(token.word)) return;
      const synonyms = SYNONYMS.get(token.word) ?? SYNONYMS.get(token.raw);
      if (!synonyms) return;
      // "total revenue" beside a `Refund Amount`: a word of money coming in never stands for money going out.
      if (MONEY_IN_WORD.test(token.word) && column.words.some((word) => OUTGOING_MONEY.test(word))) return;
      for (const synonym of synonyms) {
        const synonymWords = synonym.split(' ');
        const joined = column.words.join(' ');
        if (joined === synonym) add(i, i + 1, column, 2.5);
        else if (synonymWords.length === 1 && column.words[column.words.length - 1] === synonym && !GENERIC.has(synonym)) add(i, i + 1, column, 2);
      }
    });
  }
  // "how much does it weigh", "by industry" in unemployment_by_industry.csv: a column named by what it holds.
  for (const { at, column, score } of everydayMentions(tokens, info)) add(at, at + 1, column, score);
  for (const { at, column } of yearWordMentions(tokens, info)) add(at, at + 1, column, 4);
  for (const { at, column } of tallyNounMentions(tokens, info)) add(at, at + 1, column, 3);
  for (const { at, column } of verbMentions(tokens, info)) add(at, at + 1, column, 3);
  // "units sold" beside `Unit Price` and `Quantity`: a count of things is the quantity, never the price per unit.
  const quantity = info.columns.find((c) => c.role === 'quantity' && !c.words.some((word) => THINGS.has(word)));
  if (quantity) tokens.forEach((token, i) => { if (THINGS.has(token.word) && raw.some((m) => m.start === i && m.end === i + 1 && m.candidates.some((c) => c.column.role === 'rate'))) add(i, i + 1, quantity, 4); });
  // Longest and strongest spans first; a token belongs to at most one mention.
  raw.forEach((mention) => mention.candidates.sort((a, b) => b.score - a.score));
  raw.sort((a, b) => b.candidates[0].score - a.candidates[0].score || b.end - b.start - (a.end - a.start));
  const taken = new Set<number>();
  const accepted: Mention[] = [];
  for (const mention of raw) {
    if (isOccasions(tokens, mention.start)) continue;
    // "top 3 suppliers" beside `Top Diameter`: a rank said with its count names no column.
    if (mention.end - mention.start === 1 && /^(top|bottom)$/.test(tokens[mention.start].raw) && /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)$/.test(tokens[mention.start + 1]?.raw ?? '')) continue;
    let free = true;
    for (let i = mention.start; i < mention.end; i++) if (taken.has(i)) free = false;
    if (!free) continue;
    for (let i = mention.start; i < mention.end; i++) taken.add(i);
    accepted.push(mention);
  }
  // "gross in the US": a word that fits two columns equally is the one another word of the question also names.
  for (const mention of accepted) {
    const tied = mention.candidates.filter((c) => c.score === mention.candidates[0].score);
    if (tied.length < 2) continue;
    const named = tied.filter((c) => accepted.some((other) => other !== mention && other.candidates[0].column === c.column && !other.candidates.slice(1).some((o) => o.score === other.candidates[0].score)));
    if (named.length === 1) named[0].score += 0.5;
    mention.candidates.sort((a, b) => b.score - a.score);
  }
  return accepted.sort((a, b) => a.start - b.start);
}

/** Words of money coming in, whose synonyms (`Amount`, `Total`, `Value`) may name a column of it. */
const MONEY_IN_WORD = /^(revenue|revenues|sale|sales|turnover|income|money|taking|takings|earning|earnings|value)$/;

/** Verbs in their "-s" form, which a question uses as verbs: their singular is no value. */
const VERB_FORMS = /^(gets|makes|brings|comes|sends|takes|gives|goes|does|has)$/;

/** Words after which a lone "a" is a grade, not an article: "got an A", "grade a", "rated a". */
const BEFORE_GRADE = /^(an?|grade|graded|rated|rating|class|tier|band|level|category)$/;

/** "how many restaurants got an A": the letter is a value (a grade, a class) the data may hold; never "a" in "got a B". */
function isLetterGrade(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  // "what grade a restaurant gets": after a noun, "a" before a singular noun is its article; "grade a restaurants" is the grade.
  const article = !/^an?$/.test(tokens[i - 1]?.raw ?? '') && !!next && /^\p{L}{2,}$/u.test(next.raw) && next.raw === next.word && !STOPWORDS.has(next.raw);
  return tokens[i].raw === 'a' && BEFORE_GRADE.test(tokens[i - 1]?.raw ?? '') && !/^\p{L}$/u.test(next?.raw ?? '') && !tokens[i].compound && !article;
}

/**
 * A phrase that could be a value in the data. `fits`: the only columns it may be a value of ("women"
 * read as F only in a sex column); `said`: the word it was read from, named beside the filter.
 */
export interface ValuePhrase {
  start: number;
  end: number;
  text: string;
  fits?: (column: ColumnInfo) => boolean;
  said?: string;
}

/** Phrases of one to three tokens that could be a value in the data, with the span they cover. */
export function valuePhrases(tokens: Token[]): ValuePhrase[] {
  const phrases: ValuePhrase[] = [];
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const span = tokens.slice(i, i + n);
      // "dev-a", "type-a", "0-4": the pieces of one hyphenated word are a value as a whole, an "a" in it included.
      const oneWord = n > 1 && !!span[0].compound && span.every((token) => token.compound === span[0].compound);
      if (n === 1 && isLetterGrade(tokens, i)) {
        phrases.push({ start: i, end: i + 1, text: span[0].raw });
        continue;
      }
      // "cone 6", "gate 12": a number right after a word of a text column's name is that column's code.
      const previous = tokens[i - 1];
      if (n === 1 && /^\d+$/.test(span[0].raw) && previous && !STOPWORDS.has(previous.raw)) {
        phrases.push({ start: i, end: i + 1, text: span[0].raw, fits: (column) => column.kind === 'text' && column.words.includes(previous.word) });
      }
      if (!oneWord && span.every((token) => STOPWORDS.has(token.raw) || /^\d+$/.test(token.raw))) continue;
      // "in transit", "on hold": a status may start with "in" or "on". A name may end with a small
      // word ("Deep Data", "Talk Show"): looked up as typed, it matches only a value spelled so.
      const statusLike = n > 1 && /^(in|on)$/.test(span[0].raw) && !STOPWORDS.has(span[1].raw);
      if (!oneWord && STOPWORDS.has(span[0].raw) && !statusLike) continue;
      const text = span.map((token) => token.raw).join(' ');
      phrases.push({ start: i, end: i + n, text });
      const singularText = span.map((token) => token.word).join(' ');
      // "which weekday gets the most traffic": a verb's "-s" is no plural, so "gets" never names the value GET.
      if (singularText !== text && !(n === 1 && VERB_FORMS.test(text))) phrases.push({ start: i, end: i + n, text: singularText });
      // "sunny days", "japanese cars": a value named by its adjective.
      const base = n === 1 ? [...valueOfAdjective(text), ...valuesOfPrefix(span[0]), ...sexValues(text), ...ageGroupValues(text)] : [];
      for (const value of base) phrases.push({ start: i, end: i + 1, text: value });
      // "finishers", "approvals", "turned down": the outcome a status column records.
      const said = span.map((token) => token.raw).join(' ');
      const outcomes = n === 1 ? statusNounValues(span[0].word) : phrasalStatusValues(span);
      for (const value of outcomes) phrases.push({ start: i, end: i + n, text: value, fits: isStatusColumn, said });
      // "how many deals did hannah win": the verb is the value itself, so the answer names the value alone.
      if (n === 1) for (const value of verbOutcomeValues(span[0].word)) phrases.push({ start: i, end: i + 1, text: value, fits: isStatusColumn });
      // "women" where a sex column writes F.
      if (n === 1) for (const letter of sexLetters(text)) phrases.push({ start: i, end: i + 1, text: letter, fits: isSexColumn, said });
      // "who won the most matches": a win in a column of results.
      if (n === 1) for (const value of outcomeVerbValues(text)) phrases.push({ start: i, end: i + 1, text: value, fits: isResultColumn, said });
    }
  }
  return phrases;
}

/** Peoples and places: "japanese cars" are the rows where the origin is Japan. */
const DEMONYMS = new Map<string, string[]>([
  ['american', ['usa', 'us', 'america', 'united states']], ['japanese', ['japan']], ['european', ['europe']], ['german', ['germany']],
  ['french', ['france']], ['british', ['uk', 'united kingdom', 'britain']], ['chinese', ['china']], ['italian', ['italy']],
  ['korean', ['korea', 'south korea']], ['swedish', ['sweden']], ['indian', ['india']], ['canadian', ['canada']], ['mexican', ['mexico']],
  ['spanish', ['spain']], ['irish', ['ireland']], ['scottish', ['scotland']], ['welsh', ['wales']], ['english', ['england']],
  ['dutch', ['netherlands', 'the netherlands', 'holland']], ['polish', ['poland']], ['portuguese', ['portugal']], ['swiss', ['switzerland']],
  ['austrian', ['austria']], ['belgian', ['belgium']], ['danish', ['denmark']], ['norwegian', ['norway']], ['finnish', ['finland']],
  ['greek', ['greece']], ['russian', ['russia']], ['kenyan', ['kenya']], ['ethiopian', ['ethiopia']], ['nigerian', ['nigeria']],
  ['asian', ['asia']], ['african', ['africa']], ['australian', ['australia']], ['brazilian', ['brazil']],
]);

/** The values an adjective may name: "sunny" sun, "foggy" fog, "snowy" snow, "japanese" Japan. */
function valueOfAdjective(word: string): string[] {
  const demonym = DEMONYMS.get(word);
  if (demonym) return demonym;
  const doubled = /^(\p{L}{2,}?)(\p{L})\2y$/u.exec(word);
  if (doubled) return [doubled[1] + doubled[2]];
  return /^\p{L}{3,}y$/u.test(word) && !/(ly|ty|ry)$/.test(word) ? [word.slice(0, -1)] : [];
}
