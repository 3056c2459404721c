/**
 * "how many finishers", "finishers by gender", "which club has the most finishers" beside a
 * `Finish Time` column: "finishers" is a noun made from the status value Finished, and the rows it
 * names are counted; the number column that only shares the word's stem is not what is counted.
 * The doubt between the two stays when the question asks a measure of something ("slowest
 * finisher", "average finishers") and names no other number column that the measure could be.
 */
import type { Mention, ValueMention } from './mentions';
import type { ColumnInfo, TableInfo } from './schema';
import { isStatusColumn } from './statusNouns';

/** Words that ask for a measure of a number column, not a count of rows. */
const MEASURE_ASKED = /\b(total|sum|average|avg|mean|median|typical|max|maximum|min|minimum|highest|lowest|fastest|slowest|quickest|longest|shortest|best|worst|top|bottom|first|last)\b/;

/** Whether a value read from a noun of a status ("finishers") counts its rows, and `number` (named only by a share of its words) is no reading of it. */
export function countsRowsOfValue(value: ValueMention, number: ColumnInfo, mentions: readonly Mention[], info: TableInfo, text: string): boolean {
  // Only a noun of an outcome ("finishers" of a `Status`): "women" for F beside a `Women` count could be either.
  const column = info.columns.find((c) => c.name === value.column);
  if (!value.said || !column || !isStatusColumn(column)) return false;
  const typed = mentions.filter((m) => m.start < value.end && value.start < m.end);
  // "finish time" named by its own name is a reading of the words, not a stem they share.
  if (typed.some((m) => m.candidates.some((c) => c.column === number && c.score >= 10))) return false;
  // "median half split for finishers": another number column, named, is the measure.
  const otherMeasure = mentions.some((m) => !typed.includes(m) && m.candidates[0].column !== number && m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId && m.candidates[0].score >= 10);
  return otherMeasure || !MEASURE_ASKED.test(text);
}
