/**
 * Rates and shares of rows where a condition holds, overall or per group: "cancellation rate by
 * region" (status = Cancelled), "survival rate by class in %" (a 0/1 column), "share of explicit
 * songs by genre" (True/False), "which airline has the highest on-time rate". The condition is
 * read from a value or a yes/no column the question names, or from the word before "rate" matched
 * on the data in its noun or verb form ("cancellation" is Cancelled, "survival" is Survived). The
 * rate is 100 × the rows where it holds over the rows with a known value of its column; when
 * blanks would change the figure, whether they count is asked, never guessed.
 */
import { codeSpan } from '../../common/markdown';
import type { Filter, Intent } from './intent';
import { findMentions, type Mention } from './mentions';
import { GROUP_MARKER, type ParseLookups, type Parts, unusedWords } from './parts';
import { YES_WORDS, yesSpellings } from './yesNoFlags';
import { RULES, startReading } from './rules';
import { rowNounsNamed } from './rowExtremes';
import { shareOfAmount } from './shareReadings';
import { statusSpan } from './statusCodes';
import { stemOf } from './stems';
import { type ColumnInfo, isYearColumn } from './schema';
import { tallyColumn } from './tallyColumn';
import { escapeMarkdown, singular } from './text';

/** The condition a rate counts, and the rows it counts it over. */
export interface RateCondition {
  column: string;
  /** The value that makes a row count: "Cancelled", true, or 1; the lowest such number when `to` is set. */
  value: string | number | boolean;
  /** A range of numbers counts, from `value` to `to` ("5xx": 500 to 599). */
  to?: number;
  /** "status = Cancelled", "explicit is true". */
  label: string;
  /** Every value that counts, when one word named a family of them ("fail": Fail - Brakes, Fail - Tyres; statusKinds.ts); `value` is the first. */
  values?: string[];
  /** `known`: over the rows with a value of `column`; `all`: over every row (a blank counts as not holding). */
  over: 'known' | 'all';
}

/** Words asking for a rate or share; "%" is read from the question as typed. */
const RATE_WORD = /^(rate|rates|share|percentage|percent|pct|proportion|fraction)$/;
/** A percent sign asked for, not one written after a number ("above 12.5%"). */
const PERCENT_SIGN = /(?<![\d.]\s?)%/;
/** Words before a value that make it the rows measured, not the condition counted ("in the West", "for Blue"). */
const SCOPE_WORD = /^(in|for|from|among|at|during|within|on|inside|of)$/;
/** "of all bookings": blanks count as not holding. */
const OVER_ALL = /\b(of|among|over|out of) all\b/;
/** "of the bookings with a known status": blanks are left out. */
const OVER_KNOWN = /^(known|recorded)$/;
/** Words of a yes/no column that marks repeated attempts: `Retest`, `Resit`. */
const RETEST = /^(retest|retests|resit|resits|retake|retakes|reattempt|rerun|reruns)$/;
/** Questions other rules read: missing values, "top 10%". */
const NOT_MINE = /\b(missing|null|nulls|empty|blank|blanks|nan)\b|\b(top|bottom) \d/;

/** The forms a value may take for a stem: "cancel" → cancel, cancels, canceled, cancelled, cancellation… */
function formsOf(word: string): string[] {
  const stem = stemOf(word);
  const doubled = `${stem}${stem[stem.length - 1]}`;
  return [...new Set([word, singular(word), ...['', 'e', 's', 'es', 'ed', 'd', 'ing', 'ion', 'ation', 'al', 'ure'].map((end) => `${stem}${end}`), `${doubled}ed`, `${doubled}ation`])];
}

/** A target found for a condition word: a column and the value that holds. */
interface Target { column: ColumnInfo; value: string | number | boolean; label: string; to?: number; values?: string[] }

const sameTarget = (a: Target, b: Target): boolean => a.column.name === b.column.name && a.value === b.value;

/** A 0/1 column: both values present, nothing outside them. */
async function isZeroOne(parts: Parts, lookups: ParseLookups, column: ColumnInfo): Promise<boolean> {
  if (column.kind !== 'number' || column.isId) return false;
  const range = await lookups.numberRange(parts.info, column.name);
  return !!range && range.min === 0 && range.max === 1;
}

/** The value that says "yes" in a column named by the condition word: true, 1, or a Yes/True text. */
async function yesOf(parts: Parts, lookups: ParseLookups, column: ColumnInfo): Promise<Target | null> {
  if (column.kind === 'boolean') return { column, value: true, label: `${column.name} is true` };
  if (await isZeroOne(parts, lookups, column)) return { column, value: 1, label: `${column.name} = 1` };
  if (column.kind !== 'text') return null;
  const yes = yesSpellings(await lookups.findValues(parts.info, YES_WORDS), column.name);
  if (!yes.length) return null;
  return yes.length === 1 ? { column, value: yes[0], label: `${column.name} = ${yes[0]}` } : { column, value: yes[0], values: yes, label: `${column.name} is ${yes.join(' or ')}` };
}

/**
 * The rows a word names: values of text columns in any of its forms ("cancellation" → Cancelled),
 * and yes/no columns named by it ("survival" → Survived, "no-show" → no_show).
 */
async function targetsOfWord(parts: Parts, lookups: ParseLookups, said: string, skip: Set<string>): Promise<Target[]> {
  const { info } = parts;
  const compound = said.includes(' ');
  const phrases = compound ? [said, said.replace(/ /g, '')] : formsOf(said);
  const targets: Target[] = [];
  for (const hit of await lookups.findValues(info, phrases)) {
    const column = info.columns.find((c) => c.name === hit.column);
    if (column && !skip.has(column.name) && !column.isId && !parts.unique.has(column.name)) targets.push({ column, value: hit.value, label: `${column.name} = ${hit.value}` });
  }
  const stem = stemOf(said);
  const named = info.columns.filter((c) => !skip.has(c.name) && !c.isId && (compound ? c.words.join(' ') === said : c.words.some((word) => stemOf(word) === stem)));
  for (const column of named) {
    const yes = await yesOf(parts, lookups, column);
    if (yes) targets.push(yes);
  }
  return targets.filter((target, i) => targets.findIndex((other) => sameTarget(other, target)) === i);
}

/** The word right before "rate" ("cancellation rate", "no-show rate") or after "rate of": its tokens. */
function attachedWord(parts: Parts, at: number): number[] {
  const { tokens } = parts;
  const before = tokens[at - 1];
  if (before?.compound && tokens[at - 2]?.compound === before.compound) return [at - 2, at - 1];
  if (before && !/^(the|a|an|of|in|by|per|what|which|is|was)$/.test(before.raw)) return [at - 1];
  if (tokens[at + 1]?.raw !== 'of') return [];
  const next = tokens[at + 2]?.raw === 'the' ? at + 3 : at + 2;
  if (tokens[next]?.compound && tokens[next + 1]?.compound === tokens[next].compound) return [next, next + 1];
  return tokens[next] ? [next] : [];
}

/**
 * "cancellation rate" on bookings with a `Nightly Rate (EUR)`: "rate" alone matched a longer
 * column name, and the word attached to it is not of that name, so it asks for a rate of rows.
 */
function partOfLongerName(parts: Parts, i: number): boolean {
  const mention = parts.mentions.find((m) => m.start <= i && i < m.end);
  if (!mention || mention.end - mention.start !== 1 || parts.values.some((v) => v.start <= i && i < v.end)) return false;
  const column = mention.candidates[0].column;
  const before = parts.tokens[i - 1];
  return column.words.length > 1 && !!before && !column.words.includes(before.word) && !parts.mentions.some((m) => m.start <= i - 1 && i - 1 < m.end);
}

/** "survival rate by Pclass": a number column right after "by" labels the groups of a rate (a class, a grade); nothing of it is measured. */
function numbersGrouped(parts: Parts, groups: ColumnInfo[]): ColumnInfo[] {
  const found: ColumnInfo[] = [];
  parts.tokens.forEach((token, i) => {
    if (!GROUP_MARKER.test(token.raw)) return;
    const column = parts.mentions.find((m) => m.start === i + 1 || (m.start === i + 2 && parts.tokens[i + 1].raw === 'the'))?.candidates[0].column;
    if (column?.kind === 'number' && !column.isId && !groups.includes(column) && !found.includes(column)) found.push(column);
  });
  return found;
}

/** Columns named by two or more words in a row ("remote eligible" for `Remote Eligible (Y/N)`), with the span of those words. */
function namedTwice(mentions: Mention[]): Array<{ column: ColumnInfo; start: number; end: number }> {
  const spans: Array<{ column: ColumnInfo; start: number; end: number }> = [];
  for (const mention of [...mentions].sort((a, b) => a.start - b.start)) {
    const column = mention.candidates[0].column;
    const last = spans[spans.length - 1];
    if (last && last.column === column && last.end === mention.start) last.end = mention.end;
    else spans.push({ column, start: mention.start, end: mention.end });
  }
  return spans.filter((span) => span.end - span.start > 1);
}

const spanOf = (parts: Parts, i: number): { start: number; end: number } | undefined =>
  parts.values.find((v) => v.start <= i && i < v.end) ?? parts.mentions.find((m) => m.start <= i && i < m.end);

/** The filter a value or a yes/no column of the question became, with the tokens that said it. */
function conditionFilters(parts: Parts, filters: Filter[]): Array<{ filter: Filter; start: number; end: number }> {
  const found: Array<{ filter: Filter; start: number; end: number }> = [];
  for (const filter of filters) {
    // "5xx rate": a range of status codes counts.
    const codes = statusSpan(filter);
    // "fail rate": the family of Fail - … values one word named is one condition.
    if (filter.op !== '=' && !(filter.op === 'in' && (filter.values.length === 1 || filter.family)) && !(codes && filter.op === 'between')) continue;
    const value = codes ? undefined : parts.values.find((v) => v.column === filter.column && filter.values.includes(v.value));
    const mention = value || codes ? undefined : parts.mentions.find((m) => m.candidates[0].column.name === filter.column && m.candidates[0].column.kind === 'boolean');
    const span = codes ?? value ?? mention;
    if (span) found.push({ filter, start: span.start, end: span.end });
  }
  return found;
}

const filterTarget = (parts: Parts, filter: Filter): Target | null => {
  const column = parts.info.columns.find((c) => c.name === filter.column);
  if (!column) return null;
  if (filter.op === 'between') return { column, value: Number(filter.values[0]), to: Number(filter.values[1]), label: filter.label };
  return { column, value: filter.values[0] as string | boolean, label: filter.label, ...(filter.family ? { values: filter.values.map(String) } : {}) };
};

/** Verbs after the rows a share is of: "what % of jobs are paid by card". */
const COPULA = /^(is|are|was|were|be|been|get|gets|got)$/;

/**
 * "what % of jobs are paid by card": a condition on another column said after the rows' verb,
 * with no word making it the rows measured ("in", "for", "among"), could narrow the whole (the
 * card share of paid jobs) or be counted with the condition (paid by card, of every job).
 */
function predicateCondition(parts: Parts, scope: Filter[], conditionColumn: string): { filter: Filter; said: string } | null {
  const copula = parts.tokens.findIndex((token) => COPULA.test(token.raw));
  if (copula < 0) return null;
  for (const filter of scope) {
    if ((filter.op !== '=' && filter.op !== 'in') || filter.column === conditionColumn) continue;
    const column = parts.info.columns.find((c) => c.name === filter.column);
    if (!column || column.kind === 'date' || isYearColumn(column)) continue;
    const span = parts.values.find((v) => v.column === filter.column && filter.values.includes(v.value)) ?? parts.mentions.find((m) => m.candidates[0].column.name === filter.column);
    if (!span || span.start <= copula || scoped(parts, span.start) || beforeRowNoun(parts, span.end)) continue;
    return { filter, said: parts.tokens.slice(span.start, span.end).map((token) => token.raw).join(' ') };
  }
  return null;
}

/** Whether the words before a span make it the rows measured ("in the West"). */
/**
 * "pct of van visits turned away", "van and trailer visits": values right before the rows' own noun
 * say which rows the whole is, never the part counted.
 */
function beforeRowNoun(parts: Parts, end: number): boolean {
  const next = parts.tokens[end];
  if (!next || next.raw === next.word) return false;
  return rowNounsNamed(parts).has(next.word) || !!parts.ownNouns?.has(next.word) || parts.info.columns.some((c) => c.isId && parts.unique.has(c.name) && c.words[0] === next.word);
}

function scoped(parts: Parts, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && /^(the|a|an)$/.test(parts.tokens[i].raw)) i--;
  return i >= 0 && SCOPE_WORD.test(parts.tokens[i].raw) && !RATE_WORD.test(parts.tokens[i - 1]?.raw ?? '');
}

/**
 * The intent of a rate or share question; undefined when the question is not one this module
 * reads (other rules do), null when it is one and cannot be placed (the doubt says why). Two
 * readings of the denominator are returned as the first, with the doubt and both intents in `parts`.
 */
export async function rateIntent(parts: Parts, filters: Filter[], lookups: ParseLookups, doubts: string[]): Promise<Intent | null | undefined> {
  const { tokens, info, text } = parts;
  const rateAt = tokens.flatMap((token, i) => (RATE_WORD.test(token.raw) && !parts.placed.has(i) && (!spanOf(parts, i) || partOfLongerName(parts, i)) ? [i] : []));
  const percentSign = PERCENT_SIGN.test(parts.question);
  if ((!rateAt.length && !percentSign) || NOT_MINE.test(text) || tallyColumn(info)) return undefined;

  const reading = startReading(parts, filters, [], []);
  for (const name of ['groups', 'ranking']) RULES.find((rule) => rule.name === name)?.read(reading);
  if (reading.grain && !reading.timeColumn) return undefined;
  const groups = [...reading.groups.filter((g) => !parts.unique.has(g.name) && (g.kind !== 'number' || g.role === 'none' || g.isId)), ...numbersGrouped(parts, reading.groups)];
  const grouped = new Set(groups.map((g) => g.name));

  // The condition: the word attached to "rate", else the one value or yes/no column that is not the rows measured.
  let condition: Target | null = null;
  // The words that said the condition: placed only once the rate is the reading (another rule may read them).
  const conditionWords: number[] = [];
  let conditionFilter: Filter | undefined;
  // Values read inside the name of the condition's column: no filter of the rows.
  const misread = new Set<Filter>();
  const candidates = conditionFilters(parts, filters).filter((entry) => !grouped.has(entry.filter.column));
  const attached = rateAt.filter((i) => /^rates?$/.test(tokens[i].raw)).map((i) => attachedWord(parts, i)).find((at) => at.length);
  if (attached) {
    const span = spanOf(parts, attached[0]);
    const filterHere = candidates.find((entry) => entry.start <= attached[0] && attached[0] < entry.end);
    const mentioned = parts.mentions.find((m) => m.start <= attached[0] && attached[0] < m.end)?.candidates[0].column;
    if (filterHere) {
      condition = filterTarget(parts, filterHere.filter);
      conditionFilter = filterHere.filter;
    } else if (mentioned) {
      // "fertility rate": the column holds the rate itself; "no-show rate" on a 0/1 column counts its 1s.
      condition = await yesOf(parts, lookups, mentioned);
      if (!condition || mentioned.kind === 'text') return undefined;
    } else if (span) return undefined;
    else {
      const said = attached.map((i) => tokens[i].raw).join(' ');
      const targets = await targetsOfWord(parts, lookups, said, grouped);
      if (!targets.length) return undefined;
      if (targets.length > 1) {
        doubts.push(`“${escapeMarkdown(attached.map((i) => tokens[i].compound ?? tokens[i].raw)[0])}” could be the rows where ${targets.map((t) => escapeMarkdown(t.label)).join(' or where ')}; name the column you mean.`);
        return null;
      }
      condition = targets[0];
      conditionFilter = filters.find((f) => f.column === condition?.column.name && f.values.includes(condition.value));
    }
    conditionWords.push(...attached);
  } else {
    // "remote eligible" names the yes/no column `Remote Eligible (Y/N)`, though "remote" is also a value of another column.
    const flagMentions = namedTwice(findMentions(tokens, info)).filter((m) => m.column.kind === 'text');
    const flags: Target[] = [];
    for (const mention of flagMentions) {
      const yes = grouped.has(mention.column.name) ? null : await yesOf(parts, lookups, mention.column);
      if (!yes) continue;
      flags.push(yes);
      for (const entry of candidates) if (entry.start >= mention.start && entry.end <= mention.end) misread.add(entry.filter);
    }
    const open = candidates.filter((entry) => !scoped(parts, entry.start) && !misread.has(entry.filter));
    // "share of explicit songs by genre": the value before the noun is the condition when nothing else is.
    const unscoped = open.length > 1 ? open.filter((entry) => !beforeRowNoun(parts, entry.end)) : open;
    // "% of passengers survived by class": a 0/1 column named, not grouped by.
    for (const mention of parts.mentions) {
      const column = mention.candidates[0].column;
      if (grouped.has(column.name) || column.kind !== 'number' || column.isId || filters.some((f) => f.column === column.name)) continue;
      const yes = await yesOf(parts, lookups, column);
      if (yes && !flags.some((flag) => sameTarget(flag, yes))) flags.push(yes);
    }
    let found = [...unscoped.map((entry) => filterTarget(parts, entry.filter)).filter((t): t is Target => t !== null), ...flags];
    // "what % of orders had a return": the one word left unplaced, matched on the data.
    const unused = unusedWords(parts);
    if (!found.length && unused.length === 1) {
      found = await targetsOfWord(parts, lookups, unused[0], grouped);
      tokens.forEach((token, i) => { if (token.raw === unused[0] && found.length === 1) conditionWords.push(i); });
    }
    if (found.length !== 1) {
      if (found.length > 1) {
        doubts.push(`The share could count the rows where ${found.map((t) => escapeMarkdown(t.label)).join(' or where ')}; ask for one of them.`);
        return null;
      }
      return undefined;
    }
    condition = found[0];
    conditionFilter = unscoped.find((entry) => entry.filter.column === condition?.column.name)?.filter;
  }
  if (!condition) return undefined;
  // A number named besides the condition ("share of revenue") is a share of its total, read elsewhere.
  const measured = parts.mentions.some((m) => {
    const column = m.candidates[0].column;
    if (rateAt.includes(m.start)) return false;
    return column.kind === 'number' && !column.isId && column.role !== 'none' && column.name !== condition?.column.name && !grouped.has(column.name) && !filters.some((f) => f.column === column.name);
  });
  if (measured || grouped.has(condition.column.name)) return undefined;
  // "dnf rate excluding dns": other values of the condition's column left out narrow the whole, not the count.
  const narrows = (f: Filter): boolean => f.column === condition?.column.name && f.op === 'not in' && !f.values.includes(condition.value as string) && !f.values.some((v) => condition?.values?.includes(String(v)));
  const scope = filters.filter((f) => f !== conditionFilter && (f.column !== condition?.column.name || narrows(f)) && !misread.has(f));
  const predicated = predicateCondition(parts, scope, condition.column.name);
  if (predicated) {
    doubts.push(`“${escapeMarkdown(predicated.said)}” could say which rows the share is of (the share among the rows where ${escapeMarkdown(predicated.filter.label)}) or be part of what is counted (the rows where ${escapeMarkdown(predicated.filter.label)} and ${escapeMarkdown(condition.label)}, out of every row), which give different figures; ask for the share “among … where ${escapeMarkdown(predicated.filter.label)}”, or for the number of rows where both hold.`);
    return null;
  }
  // A column named that the rate would not use (a word read as another column's value, say): other rules read it, or refuse.
  const used = new Set([condition.column.name, ...grouped, ...scope.map((f) => f.column), ...[...misread].map((f) => f.column)]);
  if (parts.mentions.some((m) => !used.has(m.candidates[0].column.name) && !m.candidates[0].column.isId && !parts.unique.has(m.candidates[0].column.name) && m.candidates[0].column.kind !== 'number')) return undefined;
  // "what % of orders …" where each order is several rows: a rate of rows would count lines, not orders.
  if (parts.orderKey) {
    doubts.push(`Each order of ${escapeMarkdown(info.table.label)} is several rows (its lines), so a rate of rows would count lines; I compute rates of rows only, so ask for the share of lines, or count the orders where ${escapeMarkdown(condition.label)}.`);
    return null;
  }
  for (const i of [...rateAt, ...conditionWords]) parts.placed.add(i);
  // "7 out of 10", "out of all bookings": the denominator's words.
  tokens.forEach((token, i) => { if (token.raw === 'out' && tokens[i + 1]?.raw === 'of') parts.placed.add(i); });

  // "for men and for women": each value listed is a group of its own ("men or women" is one, and so are
  // "van and trailer visits", the values before the rows' noun).
  const lastValueEnd = (f: Filter): number => Math.max(...parts.values.filter((v) => v.column === f.column && f.values.includes(v.value)).map((v) => v.end));
  const listed = /\bor\b/.test(text) ? [] : scope.filter((f) => f.op === 'in' && f.values.length > 1 && !grouped.has(f.column) && !beforeRowNoun(parts, lastValueEnd(f))).flatMap((f) => info.columns.filter((c) => c.name === f.column));
  groups.push(...listed);
  // "among bookings in the West": the rows the rate is over, which the filters keep.
  if (scope.length) tokens.forEach((token, i) => { if (token.raw === 'among') parts.placed.add(i); });
  const base: Intent = {
    kind: 'aggregate',
    table: info.table.table,
    measure: { agg: 'count', column: null },
    groupBy: groups.map((g) => g.name).slice(0, reading.grain ? 1 : 2),
    ...(reading.grain && reading.timeColumn ? { time: { column: reading.timeColumn.name, grain: reading.grain } } : {}),
    filters: scope,
    share: true,
    columns: [condition.column.name],
    ...((groups.length || reading.grain) && (reading.up || reading.down) ? { rank: { dir: reading.down && !reading.up ? 'asc' as const : 'desc' as const, limit: reading.limit ?? 1 } } : {}),
  };
  const rated = (over: RateCondition['over']): Intent => ({ ...base, rate: { column: condition.column.name, value: condition.value, ...(condition.to !== undefined ? { to: condition.to } : {}), ...(condition.values ? { values: condition.values } : {}), label: condition.label, over } });
  // "share of wind" on rows that are amounts: of the rows, or of the total generation.
  const asFilter: Filter = conditionFilter ?? (condition.values ? { column: condition.column.name, op: 'in', values: condition.values, label: condition.label, family: true } : { column: condition.column.name, op: '=', values: [condition.value], label: condition.label });
  const amountReading = shareOfAmount(parts, base, asFilter, scope);
  if (amountReading) {
    doubts.push(amountReading.doubt);
    if (amountReading.amount) parts.intents = [rated(OVER_ALL.test(text) ? 'all' : 'known'), amountReading.amount];
    return rated(OVER_ALL.test(text) ? 'all' : 'known');
  }
  // "whats our fail rate" beside a yes/no `Retest`: over every test, or over first attempts only.
  const retest = info.columns.find((c) => c.words.some((word) => RETEST.test(word)) && !grouped.has(c.name) && !scope.some((f) => f.column === c.name));
  if (retest && !tokens.some((token) => /^(every|all)$/.test(token.raw)) && (await yesOf(parts, lookups, retest))) {
    doubts.push(`Some rows are repeats (${codeSpan(retest.name)}): the rate could be over every row or over first attempts only, which give different figures; ask over all rows (“… of all tests”), or keep the first attempts by a condition on the column.`);
    return null;
  }
  if (OVER_ALL.test(text)) return rated('all');
  const known = tokens.findIndex((token) => OVER_KNOWN.test(token.raw));
  if (known >= 0) parts.placed.add(known);
  const blanks = await lookups.blankRows?.(info, condition.column.name, scope);
  if (known >= 0 || blanks === 0) return rated('known');
  const column = escapeMarkdown(condition.column.name);
  doubts.push(`${blanks === undefined ? 'Some rows may have' : `${blanks} of the rows have`} a blank ${codeSpan(column)}: the rate could be over the rows with a known ${column} (blanks left out) or over all rows (a blank counted as not ${escapeMarkdown(String(condition.value))}), which give different figures; ask for one.`);
  parts.intents = [rated('known'), rated('all')];
  return rated('known');
}
