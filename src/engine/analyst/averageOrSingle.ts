/**
 * "which restaurant got the highest score" on inspections, a restaurant scored several times: the
 * restaurant with the highest average score, or the one with the single highest score, which give
 * different figures (and often different restaurants). A ranking of named things (a name or a
 * key column, each thing with several rows) by a level that only averages (a score, a price, an
 * age), when the question says neither "average" nor a single extreme, is asked, offering both; a
 * category ("which borough has the lowest score") is ranked by its average as before. "the heaviest dog" (extremeRowOf) and "highest average score"
 * say which.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** The doubt, with both readings set on `parts.intents`, or null when the question says which. */
export function averageOrSingle(parts: Parts, intent: Intent, aggSaid: boolean): string | null {
  const measure = intent.measure;
  if (aggSaid || !intent.rank || intent.rank.limit !== 1 || !intent.groupBy.length || measure?.agg !== 'avg' || !measure.column || measure.per || measure.derived) return null;
  const column: ColumnInfo | undefined = parts.info.columns.find((c) => c.name === measure.column);
  // Things scored one by one and named (a restaurant, a player, a key), not categories (a borough's score is its average).
  const named = intent.groupBy.every((name) => parts.info.columns.some((c) => c.name === name && (c.isId || c.words.includes('name'))));
  if (!column?.isIntensive || !named || intent.groupBy.some((name) => parts.unique.has(name))) return null;
  const extreme = intent.rank.dir === 'desc' ? 'max' : 'min';
  parts.intents = [intent, { ...intent, measure: { ...measure, agg: extreme } }];
  const group = escapeMarkdown(intent.groupBy.join(' and '));
  const name = escapeMarkdown(column.name);
  return `Each ${group} has several rows, so the ${intent.rank.dir === 'desc' ? 'highest' : 'lowest'} ${codeSpan(column.name)} could rank them by their average ${name} or by their single ${intent.rank.dir === 'desc' ? 'highest' : 'lowest'} ${name}, which give different figures; ask for the average or the ${extreme === 'max' ? 'maximum' : 'minimum'}.`;
}
