/**
 * What a row is, read from its columns rather than the file's name. A fuel log whose one date is
 * `Fill Date` records one fill a row: "how many fill-ups", "avg cost per fill", "the most expensive
 * fill-up" are about its rows, and the word names no date. A loan file keyed by `Application ID`
 * (one row each) holds one applicant a row: "applicants by region" counts rows, never the average
 * `Applicant Age`. A word read so is placed, and the mention of the column that merely shares it
 * dropped; the column itself is still named by its own head word ("fill date", "applicant age").
 */
import type { Parts, ParseLookups } from './parts';
import { isPersonName } from './personName';
import { describedEventNouns } from './describedEvents';
import type { ColumnInfo, TableInfo } from './schema';

/** First words of a date column that say when, not what happened: `Start Date`, `Due Date`. */
export const NOT_EVENT = /^(start|end|due|last|first|next|created|updated|modified|effective|expiry|expiration|valid|as|birth|death|report|record|entry|data|snapshot)$/;

/** Pieces after a verb that make its noun ("fill-ups", "check-ins", "sign-ups"). */
const PARTICLE = /^(up|ups|in|ins|out|outs|off|offs)$/;

/** Last words of a column that dates something. */
export const DATE_HEAD = /^(date|day|time|timestamp|datetime)$/;

/**
 * The thing each row records, by the table's one date column: "fill" for `Fill Date`. None when
 * the table has several dates (an order shipped and delivered), when the word is a participle
 * (`Applied Date`) or says when rather than what, or when a key column has the word (`Order ID`
 * beside `Order Date`: the key counts the orders, see orderGrain.ts).
 */
export function eventNoun(info: TableInfo): string | undefined {
  const dates = info.columns.filter((c) => c.kind === 'date');
  if (dates.length !== 1) return undefined;
  // "Drop-off Date": the particle belongs to the noun ("drop-offs").
  const named = dates[0].words.filter((w, i) => i !== 1 || !PARTICLE.test(w));
  const [word, head, ...rest] = named;
  if (rest.length || !word || !DATE_HEAD.test(head ?? '') || NOT_EVENT.test(word) || /(ed|ing)$/.test(word) || word.length < 3) return undefined;
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

/** The nouns of this table's rows read from its columns (see the file's comment). */
export async function ownRowNouns(info: TableInfo, lookups: Pick<ParseLookups, 'isUnique'>, tokens: Parts['tokens']): Promise<Set<string>> {
  const nouns = new Set<string>();
  const event = eventNoun(info);
  if (event) nouns.add(event);
  for (const noun of describedEventNouns(info)) nouns.add(noun);
  for (const { noun, key } of agentNouns(info)) {
    // The key must hold each row once: applications listed once each are as many as their applicants.
    if (tokens.some((t) => t.word === noun) && (await lookups.isUnique(info, key.name))) nouns.add(noun);
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
export function placeOwnRowNouns(parts: Parts, nouns: Set<string>): void {
  parts.tokens.forEach((token, i) => {
    if (!nouns.has(token.word)) return;
    const particle = parts.tokens[i + 1]?.compound && parts.tokens[i + 1].compound === token.compound && PARTICLE.test(parts.tokens[i + 1].raw) ? i + 1 : -1;
    const after = particle >= 0 ? i + 2 : i + 1;
    if (hasAColumn(parts, after)) return;
    const index = parts.mentions.findIndex((m) => m.start === i && m.end <= after);
    if (index >= 0) {
      const columns = parts.mentions[index].candidates.map((c) => c.column);
      const verb = /^(are|is|were|was|who|that)$/.test(parts.tokens[after]?.raw ?? '') ? after + 1 : after;
      const bounded = BOUND.test(parts.tokens[verb]?.raw ?? '') && columns.some((c) => c.kind === 'number');
      // Only a column whose name has the word before its head: `Fill Date` for "fill", never a column called `Fill`.
      if (bounded || columns.some((c) => c.words[c.words.length - 1] === token.word)) return;
      parts.mentions.splice(index, 1);
    } else if (parts.mentions.some((m) => m.start <= i && i < m.end) || parts.values.some((v) => v.start <= i && i < v.end)) return;
    parts.placed.add(i);
    if (particle >= 0) parts.placed.add(particle);
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
  return !!mention && !BOUND.test(parts.tokens[mention.end]?.raw ?? '') && !/^[<>=]/.test(parts.tokens[mention.end]?.raw ?? '');
}
