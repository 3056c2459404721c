/**
 * What a row is, read from its columns rather than the file's name. A fuel log whose one date is
 * `Fill Date` records one fill a row: "how many fill-ups", "avg cost per fill", "the most expensive
 * fill-up" are about its rows, and the word names no date. A loan file keyed by `Application ID`
 * (one row each) holds one applicant a row: "applicants by region" counts rows, never the average
 * `Applicant Age`. A word read so is placed, and the mention of the column that merely shares it
 * dropped; the column itself is still named by its own head word ("fill date", "applicant age").
 */
import type { Parts, ParseLookups } from './parts';
import { stemOf } from './stems';
import { isPersonName } from './personName';
import { holdsMoney } from './currencies';
import { describedEventNouns } from './describedEvents';
import type { ColumnInfo, TableInfo } from './schema';

/** First words of a date column that say when, not what happened: `Start Date`, `Due Date`. */
export const NOT_EVENT = /^(start|end|due|last|first|next|created|updated|modified|effective|expiry|expiration|valid|as|birth|death|report|record|entry|data|snapshot)$/;

/** Pieces after a verb that make its noun ("fill-ups", "check-ins", "sign-ups"). */
const PARTICLE = /^(up|ups|in|ins|out|outs|off|offs)$/;

/** Nouns ending in -ing that name a thing recorded, not an act going on: `Reading Date` dates readings. */
const ING_NOUN = /^(reading|sighting|screening|recording|hearing|landing|crossing|filing|planting|viewing|showing|fitting|tasting|boarding|sailing|meeting|listing|posting|outing|booking)$/;

/** Last words of a column that dates something. */
export const DATE_HEAD = /^(date|day|time|timestamp|datetime)$/;

/**
 * The thing each row records, by the table's one date column: "fill" for `Fill Date`. None when
 * the table has several dates (an order shipped and delivered), when the word is a participle
 * (`Applied Date`; a noun in -ing such as `Reading Date` is none) or says when rather than what, or when a key column has the word (`Order ID`
 * beside `Order Date`: the key counts the orders, see orderGrain.ts).
 */
export function eventNoun(info: TableInfo): string | undefined {
  const dates = info.columns.filter((c) => c.kind === 'date');
  if (dates.length !== 1) return undefined;
  // "Drop-off Date": the particle belongs to the noun ("drop-offs").
  const named = dates[0].words.filter((w, i) => i !== 1 || !PARTICLE.test(w));
  const [word, head, ...rest] = named;
  if (rest.length || !word || !DATE_HEAD.test(head ?? '') || NOT_EVENT.test(word) || (/(ed|ing)$/.test(word) && !ING_NOUN.test(word)) || word.length < 3) return undefined;
  return info.columns.some((c) => c !== dates[0] && c.words.includes(word)) ? undefined : word;
}

/**
 * The person behind each row of a table keyed by an act: an "applicant" for `Application ID`, a
 * "registrant" for `Registration ID`. Only when no column names or keys those people (`Applicant
 * Name`): they could then repeat, and would be counted by it.
 */
function agentNouns(info: TableInfo): Array<{ noun: string; key: ColumnInfo }> {
  return info.columns.flatMap((key) => {
    const [act, id, ...rest] = key.words;
    if (!key.isId || rest.length || !/^(id|ref|reference|number|no)$/.test(id ?? '') || !/\p{L}{3,}ation$/u.test(act ?? '')) return [];
    const noun = act.replace(/ation$/, 'ant');
    const named = info.columns.some((c) => c.words.includes(noun) && (c.isId || isPersonName(c) || c.words.some((w) => /^(email|phone|id)$/.test(w))));
    return named ? [] : [{ noun, key }];
  });
}

/** Last words of a column that keys its rows by a noun: `Booking Ref`, `Claim ID`, `Order No`. */
const KEY_HEAD = /^(id|ref|reference|no|nr|number|code)$/;

/**
 * The thing each row is, by a key column named with a noun: a "booking" for `Booking Ref`, a
 * "claim" for `Claim ID`. The key is checked unique by the caller: a key on several rows keys
 * orders of lines (orderGrain.ts), not the rows.
 */
function keyNouns(info: TableInfo): Array<{ noun: string; key: ColumnInfo }> {
  return info.columns.flatMap((key) => {
    const [noun, head, ...rest] = key.words;
    if (rest.length || key.kind === 'date' || !KEY_HEAD.test(head ?? '') || !/^\p{L}{3,}$/u.test(noun ?? '') || /ed$/.test(noun)) return [];
    // A key read as one (`Plant ID`) already names the rows by its mention, unless a measure is
    // named by another form of its noun (`Claimed Amount`); `trip_distance` is the trip's own.
    const shared = info.columns.some((c) => c !== key && c.kind === 'number' && c.words[0] !== noun && stemOf(c.words[0] ?? '') === stemOf(noun));
    return key.isId && !shared ? [] : [{ noun, key }];
  });
}

/** Money words that head a column of a thing's worth: `Load Value`, `Job Cost`, `Order Total`. */
const WORTH_HEAD = /^(value|total|amount|cost|price|fee|charge)$/;

/** Nouns that are money themselves ("sales", "fares" of `fare_amount` are their amount), or name it as often as the thing ("claims", "loans", "orders"). */
const MONEY_NOUN = /^(sale|revenue|income|profit|spend|budget|payment|invoice|bill|refund|deposit|fine|tip|tax|wage|salary|pay|donation|grant|takings|turnover|expense|net|gross|unit|item|list|base|retail|trade|fare|fee|price|cost|charge|rent|premium|commission|bonus|rate|toll|total|amount|value|claim|loan|order|sub)$/;

/**
 * The thing each row is, by the one money column named for its worth: a "load" for `Load Value`,
 * written on nearly every row, beside no key, count or other column of that noun; never a noun of
 * an act ("adoption", "payment"), which may have happened to some rows only. Said in the plural ("how many fsc loads",
 * "loads by species") the noun counts the rows; "load value" still names the column, and a ranking
 * or an average said before it ("biggest load") is of the money (placeOwnRowNouns).
 */
function worthNouns(info: TableInfo, tokens: Parts['tokens']): string[] {
  return info.columns.flatMap((column) => {
    const [noun, head, ...rest] = column.words;
    if (rest.length || column.kind !== 'number' || !WORTH_HEAD.test(head ?? '') || !/^\p{L}{3,}$/u.test(noun ?? '') || /(ed|ion|ment)$/.test(noun) || MONEY_NOUN.test(noun) || !holdsMoney(info, column)) return [];
    // "adoptions" beside an `Adoption Fee` blank on the animals not adopted: an act that happened to
    // some rows only (an outcome), never every row. The worth of each row is written on nearly all.
    const missing = info.table.columns.find((c) => c.name === column.name)?.missing;
    if (missing === undefined || missing > info.table.rowCount / 10) return [];
    if (info.columns.some((c) => c !== column && c.words.some((w) => w === noun || stemOf(w) === stemOf(noun)))) return [];
    return tokens.some((t) => t.word === noun && t.raw !== t.word) ? [noun] : [];
  });
}

/**
 * The nouns of this table's rows read from its columns (see the file's comment). A key found to
 * hold each row once is added to `keys`: "which job …" may rank the rows it keys (rankedKey).
 */
export async function ownRowNouns(info: TableInfo, lookups: Pick<ParseLookups, 'isUnique'>, tokens: Parts['tokens'], keys: Set<string>): Promise<Set<string>> {
  const nouns = new Set<string>();
  const event = eventNoun(info);
  if (event) nouns.add(event);
  for (const noun of describedEventNouns(info)) nouns.add(noun);
  for (const noun of worthNouns(info, tokens)) nouns.add(noun);
  for (const { noun, key } of [...agentNouns(info), ...keyNouns(info)]) {
    // The key must hold each row once: applications listed once each are as many as their applicants.
    if (tokens.some((t) => t.word === noun) && (await lookups.isUnique(info, key.name))) {
      nouns.add(noun);
      keys.add(key.name);
    }
  }
  return nouns;
}

/** Words after the noun that say a column's level is meant: "applicants under 25" are their age. */
const BOUND = /^(under|over|above|below|between|older|younger|aged|less|more|at)$/;

/**
 * Places the row nouns read from columns, and drops the mentions that only share their word
 * ("fills" for `Fill Date`, "applicants" for `Applicant Age`). A column named by its head word
 * too ("fill date") keeps its mention; so does one whose level follows ("applicants under 25").
 */
export function placeOwnRowNouns(parts: Parts, nouns: Set<string>, keys: Set<string>): void {
  parts.tokens.forEach((token, i) => {
    if (!nouns.has(token.word)) return;
    const particle = parts.tokens[i + 1]?.compound && parts.tokens[i + 1].compound === token.compound && PARTICLE.test(parts.tokens[i + 1].raw) ? i + 1 : -1;
    const after = particle >= 0 ? i + 2 : i + 1;
    if (hasAColumn(parts, after)) return;
    const index = parts.mentions.findIndex((m) => m.start === i && m.end <= after);
    if (index >= 0) {
      const columns = parts.mentions[index].candidates.map((c) => c.column);
      // "which job had the highest value" beside a unique `Job Ref`: the key names the rows ranked, as a key read as one does.
      const key = rankedKey(parts, i, columns, keys);
      if (key) {
        parts.mentions[index] = { ...parts.mentions[index], candidates: parts.mentions[index].candidates.filter((c) => c.column === key) };
        parts.unique.add(key.name);
        return;
      }
      const verb = /^(are|is|were|was|who|that)$/.test(parts.tokens[after]?.raw ?? '') ? after + 1 : after;
      const bounded = BOUND.test(parts.tokens[verb]?.raw ?? '') && columns.some((c) => c.kind === 'number');
      // Only a column whose name has the word before its head: `Fill Date` for "fill", never a column called `Fill`.
      if (bounded || measuredBefore(parts, i, columns) || columns.some((c) => c.words[c.words.length - 1] === token.word)) return;
      parts.mentions.splice(index, 1);
    } else if (parts.mentions.some((m) => m.start <= i && i < m.end) || parts.values.some((v) => v.start <= i && i < v.end)) return;
    parts.placed.add(i);
    if (particle >= 0) parts.placed.add(particle);
    ownedColumns(parts, token.word);
  });
}

/** Words that rank the rows a "which" names: "which job had the highest value", "what order was the biggest". */
const RANKING = /^(highest|lowest|biggest|largest|smallest|greatest|most|least|fewest|max|maximum|min|minimum|top|best|worst)$/;

/**
 * The unique key whose noun a question asks "which" of, before a ranking word: `Job Ref` for
 * "which job had the highest value". The key is then a group whose rows are ranked.
 */
function rankedKey(parts: Parts, i: number, columns: ColumnInfo[], keys: Set<string>): ColumnInfo | undefined {
  if (!/^(which|what)$/.test(parts.tokens[i - 1]?.raw ?? '') || !parts.tokens.slice(i + 1).some((token) => RANKING.test(token.raw))) return undefined;
  return columns.find((c) => c.words.length === 2 && c.words[0] === parts.tokens[i].word && KEY_HEAD.test(c.words[1]) && keys.has(c.name));
}

/** Words that rank or average an amount: "biggest claim", "avg claim", "top 5 claims" ("total claims", the amount or the count, is asked). */
const MEASURED = /^(biggest|largest|smallest|highest|lowest|greatest|most|least|max|maximum|min|minimum|avg|average|mean|median|top|bottom)$/;

/**
 * "biggest claim", "avg claim" beside `Claim No` and `Claimed Amount`: a ranking or a sum said
 * right before the noun (a count may stand between: "top 5 claims") is of the amount the noun also
 * names, never of the rows; the noun then names the number column, as it would without a key.
 */
function measuredBefore(parts: Parts, i: number, columns: ColumnInfo[]): boolean {
  const before = /^\d+$/.test(parts.tokens[i - 1]?.raw ?? '') ? i - 2 : i - 1;
  return MEASURED.test(parts.tokens[before]?.raw ?? '') && columns.some((c) => c.kind === 'number');
}

/** Words too general to name a column alone, which do name one that is the rows' own ("Claim Type"). */
const OWNED = /^(type|kind|category|status|date|number|code|name|value|amount|total)$/;

/**
 * "claims by type" beside `Claim Type`: once the rows are claims, a general word names the
 * claim's own column, `<noun> <word>`, which no other column's name ends with.
 */
function ownedColumns(parts: Parts, noun: string): void {
  parts.tokens.forEach((token, i) => {
    if (!OWNED.test(token.word) || parts.mentions.some((m) => m.start <= i && i < m.end) || parts.values.some((v) => v.start <= i && i < v.end)) return;
    const columns = parts.info.columns.filter((c) => c.words[c.words.length - 1] === token.word);
    if (columns.length !== 1 || columns[0].words.length !== 2 || columns[0].words[0] !== noun) return;
    parts.mentions.push({ start: i, end: i + 1, candidates: [{ column: columns[0], score: 4 }] });
    parts.mentions.sort((a, b) => a.start - b.start);
  });
}

/**
 * "fill-ups that have notes": rows where a column holds a value said without an article, which no
 * filter here reads; the noun stays unplaced (and the question refused) rather than count the
 * column's distinct values. "fill-ups that have a note" is the has-a-value filter (hasValue.ts).
 */
function hasAColumn(parts: Parts, at: number): boolean {
  if (!/^(have|has|had|with)$/.test(parts.tokens[at]?.raw ?? '') || /^(a|an|any|some)$/.test(parts.tokens[at + 1]?.raw ?? '')) return false;
  const mention = parts.mentions.find((m) => m.start === at + 1);
  // "with check-in before 1 march", "with breakfast" (a yes/no column): a condition a filter reads.
  if (!mention || mention.candidates[0].column.kind === 'boolean') return false;
  const next = parts.tokens[mention.end]?.raw ?? '';
  return !BOUND.test(next) && !/^(before|after|since|in|on|during|from)$/.test(next) && !/^[<>=]/.test(next);
}

/**
 * Whether the question opens with a row noun read from the columns, after values that filter
 * it at most: "bookings made in january", "checked-out bookings with breakfast". Such a
 * question names its rows as its subject (rules.ts "matching rows").
 */
export function opensWithOwnNoun(parts: Parts): boolean {
  const at = parts.tokens.findIndex((_, i) => !parts.values.some((v) => v.start <= i && i < v.end));
  return at >= 0 && !!parts.ownNouns?.has(parts.tokens[at].word) && parts.placed.has(at);
}
