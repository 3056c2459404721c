/**
 * "tickets still open", "current staff", "ongoing admissions", "dvds not yet returned": the rows
 * whose end has not happened, where a date column records when it ends (`Closed Date`,
 * `Return Date`, `Termination Date`): that date is missing. "returned loans", "closed tickets":
 * the rows whose end date is there. Only when exactly one date column says an end (the word's own,
 * "returned" for `Return Date`, or any for "current"); several are asked about; a word that is a
 * value of the data ("state = open") or names another column is left to that reading.
 */
import { codeSpan } from '../../common/markdown';
import type { Filter } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';
import { isStatusColumn } from './statusNouns';
import { escapeMarkdown } from './text';

/** Words that say a row has not ended yet. */
const OPEN = /^(open|current|currently|ongoing|active|outstanding|unresolved|unreturned|pending)$/;

/** Words that say a row has not ended only after "still": "still employed", "still out". */
const STILL_OPEN = /^(employed|admitted|enrolled|subscribed|out|here|working)$/;

/** Participles of an end: "returned", "closed"; after "not (yet)" the row is still open. */
const ENDED = /^(closed|returned|resolved|discharged|ended|terminated|completed|finished|cancelled|canceled)$/;

/** Words that lead a time phrase after an end: "closed in 2024", "returned before March". */
const TIME_LEAD = /^(in|during|between|before|after|since|from|until|by|on)$/;

/** Words of a date column's name that say it records an end. */
const END_WORD = /^(close|closed|closing|closure|return|returned|end|ended|resolve|resolved|resolution|discharge|discharged|termination|terminated|exit|leave|left|separation|completion|completed|finish|finished|checkout|departure|departed|resignation|resigned|churn|churned|cancellation|exited)$/;

/** "closed" and "close", "returned" and "return": one stem (as statusDates.ts reads them). */
function stem(word: string): string {
  return word.toLowerCase().replace(/(ing|ed|es|e|s)$/, '').replace(/([^aeiou])\1$/, '$1');
}

/** The date columns that record an end; those of the word's own stem when it has one. */
function endColumns(parts: Parts, word: string | null): ColumnInfo[] {
  const ends = parts.info.columns.filter((c) => c.kind === 'date' && c.words.some((w) => END_WORD.test(w)));
  return word ? ends.filter((c) => c.words.some((w) => stem(w) === stem(word))) : ends;
}

/**
 * Whether token i is read as something else: a value of the data, a column other than a date's
 * weak match, "the current year", "the most active", or "open" as a verb ("when did the games open").
 */
function readOtherwise(parts: Parts, i: number): boolean {
  const { tokens } = parts;
  if (/^(year|month|quarter|week|day|date|period|season|time|price|value|rate|balance)s?$/.test(tokens[i + 1]?.raw ?? '')) return true;
  if (/^(most|least|more|less|very|fairly|quite)$/.test(tokens[i - 1]?.raw ?? '')) return true;
  if (/^(did|does|do|to|will|would|should|can|could|may|might)$/.test(tokens[i - 1]?.raw ?? '')) return true;
  if (parts.values.some((v) => v.start <= i && i < v.end)) return true;
  return parts.mentions.some((m) => m.start <= i && i < m.end && (m.candidates[0].column.kind !== 'date' || m.candidates[0].score >= 10));
}

/** Drops the weak date-column mention of a word read here ("open" beside `Opened At`). */
function dropMention(parts: Parts, i: number): void {
  const index = parts.mentions.findIndex((m) => m.start <= i && i < m.end);
  if (index >= 0) parts.mentions.splice(index, 1);
}

/**
 * The filters "still open", "not yet returned" (end date missing) and "returned" (end date there)
 * say, with their words placed; a doubt when several end dates fit.
 */
export async function openRowFilters(parts: Parts, lookups: ParseLookups, placed: Set<number>, conditioned: readonly Filter[], doubts: string[]): Promise<Filter[]> {
  const filters: Filter[] = [];
  const { tokens } = parts;
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i].raw;
    const stillOpen = STILL_OPEN.test(raw) && tokens[i - 1]?.raw === 'still';
    if (!OPEN.test(raw) && !ENDED.test(raw) && !stillOpen) continue;
    if (readOtherwise(parts, i)) continue;
    // "not yet returned", "not been closed", "haven't been returned": the end has not happened.
    let k = i - 1;
    while (/^(yet|been|be|being)$/.test(tokens[k]?.raw ?? '')) k--;
    const denied = /^(not|never)$/.test(tokens[k]?.raw ?? '') ? [k] : tokens[k]?.raw === 't' && /^(haven|hasn|hadn|weren|wasn|aren|isn)$/.test(tokens[k - 1]?.raw ?? '') ? [k - 1, k] : [];
    const open = OPEN.test(raw) || stillOpen || denied.length > 0;
    // "closed before 1 July" dates the end (statusDates.ts); "won deals closed" has its status said already.
    if (!open && TIME_LEAD.test(tokens[i + 1]?.raw ?? '')) continue;
    if (conditioned.some((filter) => parts.info.columns.some((c) => c.name === filter.column && isStatusColumn(c)))) continue;
    const columns = endColumns(parts, ENDED.test(raw) ? raw : null);
    if (!columns.length || columns.some((c) => conditioned.some((f) => f.column === c.name))) continue;
    const still = tokens[i - 1]?.raw === 'still' ? [i - 1] : [];
    const said = tokens.slice((denied[0] ?? still[0] ?? i), i + 1).map((token) => token.raw).join(' ');
    // "not been returned yet": the trailing "yet" says the same.
    const yet = denied.length && tokens[i + 1]?.raw === 'yet' ? [i + 1] : [];
    const words = [...still, ...denied, ...Array.from({ length: i - 1 - k }, (_, j) => k + 1 + j), i, ...yet].filter((at) => at >= 0);
    // A date filled on every row is no end yet to come (an expected close date): the word is left unread.
    if (columns.length === 1 && !((await lookups.blankRows?.(parts.info, columns[0].name, [])) ?? 0)) continue;
    // A status column could say it too ("Stage = Closed Won"), and the two may disagree.
    const status = parts.info.columns.filter(isStatusColumn);
    if (columns.length > 1 || status.length) {
      const ways = [...columns.map((c) => `${open ? 'a missing' : 'a'} ${codeSpan(c.name)}`), ...status.map((c) => `a value of ${codeSpan(c.name)}`)];
      doubts.push(`“${escapeMarkdown(said)}” could be read from ${ways.join(' or from ')}, which may keep different rows; name the column and value you mean (for example “where ${escapeMarkdown(columns[0].name)} is ${open ? '' : 'not '}missing”).`);
      words.forEach((at) => placed.add(at));
      continue;
    }
    dropMention(parts, i);
    for (const at of words) {
      placed.add(at);
      parts.placed.add(at);
    }
    const column = columns[0].name;
    filters.push(open
      ? { column, op: 'missing', values: [], label: `${column} is missing, i.e. ${said}` }
      : { column, op: 'present', values: [], label: `${column} has a date, i.e. ${said}` });
  }
  return filters;
}
