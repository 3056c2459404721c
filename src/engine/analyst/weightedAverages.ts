/**
 * "average course price" on a workbook of Courses (a price per course) and Enrollments (a row per
 * enrollment, with the course's key): the average over the courses, each once, or over the
 * enrollments, each course as often as it was taken, which give different figures. An average (or
 * median) of a lookup table's column, when another table's rows repeat its key and bring that
 * column in, is asked unless the question says over what ("per course", "each", "across", or the
 * other table's noun). Never guessed from the table whose columns the question matched.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Join } from './lookups';
import type { ParseResult } from './parse';
import { words } from './text';

/** Words that say what an average is over. */
const OVER_WHAT = /\b(per|each|every|across|weighted|over all|over the)\b/;

/** The parse unchanged, or refused with both readings when the average has two wholes. */
export async function weightedAverage(question: string, parsed: ParseResult, joins: () => Promise<Join[]>): Promise<ParseResult> {
  if (!parsed.ok) return parsed;
  const { intent } = parsed;
  const measure = intent.measure;
  if (intent.kind !== 'aggregate' || intent.groupBy.length || !measure?.column || !['avg', 'median'].includes(measure.agg) || measure.per || measure.derived) return parsed;
  const text = ` ${question.toLowerCase()} `;
  if (OVER_WHAT.test(text)) return parsed;
  const asked = new Set(words(question));
  const column = measure.column;
  // Keyed by an identifier (a course's ID), whose rows the other table's rows are instances of; a year or a date is no such key.
  const join = (await joins()).find((j) => j.other.table.table === intent.table && !j.oneToOne && j.columns.includes(column)
    && !!j.other.columns.find((c) => c.name === j.otherKey)?.isId
    && !words(j.base.table.label).some((word) => word.length >= 4 && asked.has(word) && !words(j.other.table.label).includes(word)));
  if (!join) return parsed;
  const [lookup, rows] = [join.other.table.label, join.base.table.label];
  const other: Intent = { ...intent, table: join.info.table.table };
  return {
    ok: false,
    table: join.other,
    understood: [`column ${column}`],
    reason: `${codeSpan(column)} is a column of ${lookup}, and ${rows} has several rows for one ${codeSpan(join.otherKey)}: the ${measure.agg === 'avg' ? 'average' : 'median'} could be over the rows of ${lookup} (each once) or over the rows of ${rows} (each as often as it appears there), which give different figures; say which (“… per ${join.otherKey}”, or name ${rows}).`,
    nearest: intent,
    readings: [intent, other],
  };
}
