/**
 * Questions whose words read two ways that give different figures, which the rules would answer
 * one way without a word: "average tip per person" (per receipt, or divided by the party's size),
 * "average cost per day" on stays (each stay's cost over its days, or per calendar day), "the most
 * popular item" where only `Item Type` holds the word (the items themselves, or their type).
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import { type Parts, rowNounsOf } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown as md } from './text';

/** Nouns for people that a figure may be divided by: "per person", "per head", "per guest". */
const PEOPLE_NOUNS = /^(person|people|head|capita|guest|diner|individual|passenger|visitor|adult|child|kid|pupil|traveller|traveler|rider|attendee|participant)$/;

/** Words of a column name that make it a classification of things rather than the things. */
const CLASS_WORDS = /^(type|category|group|class|kind|genre|segment|tier|family|line|range|brand)$/;

/** Words of date columns where something starts or ends (a departure ends a hotel stay and starts a crossing). */
const SPAN_WORDS = /^(admit|admitted|admission|checkin|start|started|begin|pickup|departure|depart|departed|arrival|arrive|arrived|loan|rent|rental|hire|boarding|opened|discharge|discharged|checkout|end|ended|finish|finished|dropoff|return|returned|closed|resolved|leave|left|stop|stopped)$/;

/** "average tip per person" on rows that are not people, with no column for them said: per row, or over the number of people. */
function perPersonDoubt(parts: Parts, intent: Intent): string | null {
  const measure = intent.measure;
  if (!measure?.column || measure.per || !['avg', 'sum', 'median'].includes(measure.agg)) return null;
  const rows = rowNounsOf(parts.info);
  for (const [i, token] of parts.tokens.entries()) {
    if (token.raw !== 'per') continue;
    const noun = parts.tokens[i + 1];
    if (!noun || !PEOPLE_NOUNS.test(noun.word) || rows.has(noun.word) || parts.mentions.some((m) => m.start <= i + 1 && i + 1 < m.end)) continue;
    return `“${md(token.raw)} ${md(noun.raw)}” reads two ways: the ${md(measure.column)} of each row of ${md(parts.info.table.label)} (its rows are not one ${md(noun.word)} each), or divided by the number of people; ask for the average per row, or name the column that counts them.`;
  }
  return null;
}

/** Two date columns where each row starts and ends: a stay, a crossing, a loan. */
function spanOf(parts: Parts): [ColumnInfo, ColumnInfo] | null {
  const ends = parts.info.columns.filter((c) => c.kind === 'date' && c.words.some((w) => SPAN_WORDS.test(w)));
  return ends.length >= 2 ? [ends[0], ends[1]] : null;
}

/** "average cost per day" where each row spans days: each row's cost over its own days, or per calendar day. */
function perDayOfSpanDoubt(parts: Parts, intent: Intent): string | null {
  const measure = intent.measure;
  const said = /\b(per|a|each) (day|night|hour|week)\b/.exec(parts.text);
  if (!said || !measure?.column || measure.agg === 'count' || measure.agg === 'count_distinct') return null;
  const span = spanOf(parts);
  if (!span) return null;
  const column = parts.info.columns.find((c) => c.name === measure.column);
  if (!column || column.words.some((w) => /^(day|days|night|nights|hour|hours|week|weeks|duration|length|stay|los)$/.test(w))) return null;
  return `“${md(said[0])}” reads two ways here: each row's ${md(column.name)} divided by its own ${said[2]}s from ${codeSpan(span[0].name)} to ${codeSpan(span[1].name)}, or per calendar ${said[2]}; they give different figures, so ask for one.`;
}

/** "most popular item" answered with `Item Type`: the word names the things, the column their type. */
function typeForThingDoubt(parts: Parts, intent: Intent): string | null {
  if (!intent.rank && !/^ (which|what)\b/.test(parts.text)) return null;
  for (const name of [...intent.groupBy, ...(intent.kind === 'distribution' ? intent.columns ?? [] : [])]) {
    const mention = parts.mentions.find((m) => m.candidates[0].column.name === name);
    if (!mention) continue;
    const column = mention.candidates[0].column;
    const saidWords = new Set(parts.tokens.slice(mention.start, mention.end).map((t) => t.word));
    const unsaid = column.words.filter((w) => !saidWords.has(w));
    const kind = unsaid.find((w) => CLASS_WORDS.test(w));
    if (!kind || parts.tokens.some((t) => t.word === kind)) continue;
    const said = parts.tokens.slice(mention.start, mention.end).map((t) => t.raw).join(' ');
    return `“${md(said)}” names ${codeSpan(column.name)} only in part: it could be each ${md(said)}, or each ${md(kind)} of ${md(said)}, which rank differently; name the column you mean.`;
  }
  return null;
}

/** Values of a yes/no flag. */
const FLAG_VALUE = /^(y|n|yes|no|true|false|t|f)$/i;

/**
 * "how many patients were readmitted" where a patient is on several rows and the flag is on each
 * row: the distinct patients with one flagged row, or the flagged rows (admissions); they differ
 * when one is flagged twice.
 */
function flaggedKeyDoubt(parts: Parts, intent: Intent): string | null {
  const key = intent.measure?.agg === 'count_distinct' ? intent.measure.column : null;
  if (!key || parts.unique.has(key) || intent.groupBy.length) return null;
  const flag = intent.filters.find((f) => f.op === '=' && f.values.length === 1 && (typeof f.values[0] === 'boolean' || FLAG_VALUE.test(String(f.values[0]))));
  if (!flag) return null;
  return `A ${codeSpan(key)} can be on several rows of ${md(parts.info.table.label)}: the number of distinct ${codeSpan(key)} with a row where ${md(flag.label)}, and the number of such rows, can differ; ask for one.`;
}

/**
 * One-word names of a column whose values are the recurring slots of a day (Early/Late/Night) or
 * the kinds of work done on each row (a `Job` of Full Shear, Dagging, Crutching).
 */
const OCCURRENCE = /^(shift|session|slot|sitting|period|job|visit|call|run)$/;

/** Names that are as often a key of each row (`Job` holding J001, J002 …): kinds only by few values, as profiled. */
const KEY_OR_KIND = /^(job|visit|call|run)$/;

/**
 * "how many shifts had downtime over 30 min" beside a `Shift` of Early/Late/Night on a dated log:
 * the distinct values are the kinds of shift, and the shifts worked are the rows (or the days and
 * shifts); they differ, so it is asked. "distinct", "types" or "kinds" said settles it. So is
 * "jobs over 40 mi" beside a `Job` of Full Shear, Dagging: the jobs kept, not how often each kind is.
 */
function occurrenceKindDoubt(parts: Parts, intent: Intent): string | null {
  // "jobs over 40 mi": the jobs kept are the rows, where a spread of the kinds of job would be shown.
  const spread = intent.kind === 'distribution' && intent.filters.length > 0 && !/\b(by|per|each|every|breakdown|split|spread|distribution)\b/.test(parts.text) ? intent.columns?.[0] : null;
  const key = intent.measure?.agg === 'count_distinct' ? intent.measure.column : spread;
  const column = parts.info.columns.find((c) => c.name === key);
  // A key (`Job` holding J001, J002 …) counts its rows either way.
  if (!column || column.kind !== 'text' || column.isId || parts.unique.has(column.name) || column.words.length !== 1 || !OCCURRENCE.test(column.words[0]) || !parts.info.columns.some((c) => c.kind === 'date')) return null;
  const distinct = parts.info.table.columns.find((c) => c.name === column.name)?.distinct;
  if (KEY_OR_KIND.test(column.words[0]) && (distinct === undefined || distinct > 30)) return null;
  if (/\b(unique|distinct|different|types?|kinds?|sorts?)\b/.test(parts.text)) return null;
  return `${codeSpan(column.name)} holds the kinds of ${md(column.words[0])} of each day: the number of distinct ${codeSpan(column.name)} and the number of ${md(column.words[0])}s worked (the rows) differ; ask for one (“how many rows …” or “how many distinct ${md(column.name)} …”).`;
}

/** "remote eligible": "remote" read as a value of another column (Office Location = Remote) is a word of the flag's name, and both filters are kept. */
function splitFlagDoubt(parts: Parts, intent: Intent): string | null {
  for (const mention of parts.mentions) {
    const column = mention.candidates[0].column;
    if (!intent.filters.some((f) => f.column === column.name)) continue;
    const split = parts.values.find((value) => value.end === mention.start && value.column !== column.name && intent.filters.some((f) => f.column === value.column)
      && parts.tokens.slice(value.start, value.end).every((t) => column.words.includes(t.word)));
    if (split) return `“${md(parts.tokens.slice(split.start, mention.end).map((t) => t.raw).join(' '))}” reads as ${codeSpan(column.name)} and as ${md(split.column)} = ${md(split.value)}, which keep different rows; name the column you mean.`;
  }
  return null;
}

export function twoReadingDoubts(parts: Parts, intent: Intent): string[] {
  return [splitFlagDoubt(parts, intent), perPersonDoubt(parts, intent), perDayOfSpanDoubt(parts, intent), typeForThingDoubt(parts, intent), flaggedKeyDoubt(parts, intent), occurrenceKindDoubt(parts, intent)].filter((doubt): doubt is string => doubt !== null);
}
