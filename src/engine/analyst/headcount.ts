/**
 * "headcount by department" counts people. Read as a number of rows it is right only where each
 * row is a person (a staff list); on a budget with a line per cost or month it is a count of
 * lines that nobody asked for. A headcount is answered as a count of rows only when the rows are
 * people: a column only people have (sex, age, job), a person's name or key ("Employee ID"), or a
 * file named for people ("staff.csv"). A column that holds the headcount is summed elsewhere.
 */
import type { Intent } from './intent';
import { PEOPLE, type Parts } from './parts';
import { codeSpan } from '../../common/markdown';
import { aboutPeople } from './tallyColumn';
import { escapeMarkdown, words } from './text';

const HEADCOUNT = /\bhead ?counts?\b/;

/** Whether each row of the table is a person. */
function rowsArePeople(parts: Parts): boolean {
  const { info } = parts;
  if (aboutPeople(info)) return true;
  if (words(info.table.label).some((word) => PEOPLE.has(word))) return true;
  return info.columns.some((c) => c.words.some((word) => PEOPLE.has(word)) && c.words.some((word) => word === 'name' || word === 'id') && parts.unique.has(c.name));
}

/** The doubt when a headcount would be answered by counting rows that are not people. */
export function headcountDoubts(parts: Parts, intent: Intent): string[] {
  if (!HEADCOUNT.test(parts.text) || intent.measure?.agg !== 'count' || intent.measure.column !== null || rowsArePeople(parts)) return [];
  return [`“headcount” counts people, and the rows of ${escapeMarkdown(parts.info.table.label)} are not people (no column says who each row is): counting them would answer another question. Name the column that holds the headcount, or ask for the number of rows.`];
}

/**
 * "headcount by team" on a table keyed by a person's ID that repeats (`Employee ID`, a row per
 * month or per shift): the people are its distinct values, not the rows. Only with one such key,
 * and said in the answer; where each row is a person (a key that holds each row once), the rows, said too.
 */
export function headcountOfKey(parts: Parts, intent: Intent, notes: string[]): Intent {
  if (!HEADCOUNT.test(parts.text) || intent.measure?.agg !== 'count' || intent.measure.column !== null) return intent;
  if (rowsArePeople(parts)) {
    notes.push(`“headcount” is the number of rows: each row of ${escapeMarkdown(parts.info.table.label)} is one person.`);
    return intent;
  }
  const keys = parts.info.columns.filter((c) => c.isId && c.words.includes('id') && c.words.some((word) => PEOPLE.has(word)));
  if (keys.length !== 1) return intent;
  notes.push(`“headcount” is the number of distinct ${codeSpan(keys[0].name)}: a person is on several rows.`);
  return { ...intent, measure: { ...intent.measure, agg: 'count_distinct', column: keys[0].name } };
}
