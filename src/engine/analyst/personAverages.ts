/**
 * "average age of patients" on appointments where a patient has several rows: the average over
 * the rows weighs each patient by their visits, the average over the patients does not, and the
 * figures differ. When the measure is an attribute of the person a repeating key names (`Patient
 * Age` beside `Patient ID`, `Age` with "of runners" beside `Runner Name`), which one is asked.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import { PEOPLE, type ParseLookups, type Parts } from './parts';
import { isPersonName } from './personName';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** Column words of what a person is, rather than what a row records. */
const PERSON_ATTRIBUTE = /^(age|height|weight|income|salary|birth|born|gender|sex)$/;

export async function repeatedPersonDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  const measure = intent.measure;
  // "over all rows" says which.
  if (/\b(rows|row|records|entries)\b/.test(parts.text)) return [];
  if (!measure?.column || measure.per || measure.perPeriod || !['avg', 'median'].includes(measure.agg) || intent.kind !== 'aggregate') return [];
  const measured = parts.info.columns.find((c) => c.name === measure.column);
  if (!measured || !measured.words.some((word) => PERSON_ATTRIBUTE.test(word))) return [];
  const said = new Set(parts.tokens.map((token) => token.word));
  // The person's key: a key or name column whose noun the question or the measure's name says ("patients", `Patient Age`).
  const person = (c: ColumnInfo): boolean => (c.isId || isPersonName(c)) && c.words.some((word) => (PEOPLE.has(word) || said.has(word)) && (said.has(word) || measured.words.includes(word)) && !/^(id|name|no|number)$/.test(word));
  const keys = parts.info.columns.filter((c) => person(c) && !intent.groupBy.includes(c.name) && !intent.filters.some((f) => f.column === c.name));
  for (const key of keys) {
    if (await lookups.isUnique(parts.info, key.name)) continue;
    const noun = key.words.find((word) => !/^(id|name|no|number)$/.test(word)) ?? key.name;
    return [`${codeSpan(key.name)} repeats over the rows of ${escapeMarkdown(parts.info.table.label)}, so the ${measure.agg === 'avg' ? 'average' : 'median'} ${escapeMarkdown(measured.name)} could be over the rows (a ${escapeMarkdown(noun)} with several rows counts several times) or over the distinct ${escapeMarkdown(noun)}s, which give different figures. I compute it over the rows: ask for the ${measure.agg === 'avg' ? 'average' : 'median'} ${escapeMarkdown(measured.name)} over all rows.`];
  }
  return [];
}
