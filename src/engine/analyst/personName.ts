/** People named in a column: "who earns the most" is answered with the name of the row. */
import type { ColumnInfo } from './schema';

/** A text column naming people or rows ("employee_name", "Full Name"): "who ..." lists its value. */
export const isPersonName = (column: ColumnInfo): boolean => column.kind === 'text' && column.words.includes('name');

/** Column words of a person's role: the rows' `Rider`, `Adjuster` or `Vet` is who did each row. */
const PERSON_ROLE = /^(rider|driver|walker|runner|hiker|cyclist|swimmer|player|athlete|member|customer|client|employee|agent|adjuster|clinician|doctor|nurse|vet|teacher|instructor|coach|author|seller|buyer|vendor|owner|manager|rep|engineer|technician|courier|guest|passenger|student|patient|user|worker|person|salesperson|host)$/;

/** A text column naming people, or who did each row (`Walker`, `Customer`). */
export const namesPeople = (column: ColumnInfo): boolean => column.kind === 'text' && (isPersonName(column) || column.words.some((word) => PERSON_ROLE.test(word)));

/**
 * "who rode the furthest in total": a total is over each person's rows, so it is grouped by the one
 * column that names the person who did each row (never the rows' key, whose total is one row's value).
 * Undefined when no one column, or several, could be meant.
 */
export function personOfRows(columns: ColumnInfo[], unique: Set<string>): ColumnInfo | undefined {
  const people = columns.filter((c) => !c.isId && !unique.has(c.name) && namesPeople(c));
  return people.length === 1 ? people[0] : undefined;
}
