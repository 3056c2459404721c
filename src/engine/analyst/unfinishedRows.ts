/**
 * "the quickest time on the hill course", "fastest finish": a best time is a finished one. A ride
 * abandoned after 40 minutes has the lowest time on its course and is no one's quickest. When a
 * text column of the table holds a value that says a row did not finish (Abandoned, DNF, Did not
 * finish, Failed, Withdrawn, Retired) and the question ranks or takes the extreme of a duration,
 * those rows are left out, and the filter's label says so in the first sentence. A question that
 * already conditions that column ("including abandoned ones", "status = Abandoned") keeps its own.
 */
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import { columnUnit } from './units';

/** Words that ask for the best or worst time, which only a finished row has. */
const BEST_TIME = /\b(quickest|fastest|slowest|best)\b/;

/** Values of a status that say the row did not finish. */
const NOT_FINISHED = ['abandoned', 'dnf', 'did not finish', 'not finished', 'unfinished', 'failed', 'withdrawn', 'retired', 'incomplete'];

/** The intent with the unfinished rows left out, when it ranks a duration and the table marks such rows. */
export async function leaveUnfinished(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<Intent> {
  if (!BEST_TIME.test(parts.text)) return intent;
  const measure = intent.measure;
  const extreme = intent.kind === 'rows' ? !!intent.rank : intent.kind === 'aggregate' && (measure?.agg === 'min' || measure?.agg === 'max');
  const column = measure?.column ? parts.info.columns.find((c) => c.name === measure.column) : undefined;
  if (!extreme || !column || columnUnit(column)?.dimension !== 'time') return intent;
  const hits = (await lookups.findValues(parts.info, NOT_FINISHED)).filter((hit) => parts.info.columns.some((c) => c.name === hit.column && c.kind === 'text'));
  const status = hits[0]?.column;
  if (!status || intent.filters.some((filter) => filter.column === status)) return intent;
  const values = [...new Set(hits.filter((hit) => hit.column === status).map((hit) => hit.value))];
  const label = `${status} is not ${values.join(' or ')}: rows that did not finish left out`;
  return { ...intent, filters: [...intent.filters, { column: status, op: 'not in', values, label }] };
}
