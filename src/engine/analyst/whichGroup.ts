/**
 * "which grade has the lowest average writing score", "which quality score is the most common":
 * the column after "which" names the groups, and the answer is the top group (with its figure).
 * A number column of levels (grade, quality, bedrooms) is read by the rules as the measure when it
 * is named first; here it becomes the group, and the other number the question names is measured
 * in each group, or the rows are counted when the question asks which is the most common.
 */
import { type Aggregation, type Intent, withoutOtherReading } from './intent';
import { aggregationOf, instructionText, type Parts, PLURAL_RANKING, RANK_DOWN, RANK_UP, rankLimit } from './parts';

/** "the most common", "the least frequent": the groups ranked by their number of rows. */
const FREQUENCY = /\b(most|least) (common|frequent|usual)\b/;

/** Aggregations a group's figure may take: an extreme of each group is another question ("which grade has the highest score" is a row). */
const GROUP_AGGS = new Set<Aggregation>(['avg', 'median', 'sum', 'stddev']);

/** The intent grouped by the column after "which"; undefined when the question is not so. */
export function groupedByWhich(parts: Parts, intent: Intent): Intent | undefined {
  const { measure } = intent;
  if (intent.kind !== 'aggregate' || intent.groupBy.length || intent.time || intent.share || intent.difference || !measure?.column || measure.derived || measure.per) return undefined;
  const { tokens } = parts;
  const which = tokens.findIndex((token, i) => /^(which|what)$/.test(token.raw) && parts.mentions.some((m) => m.start === i + 1 && m.candidates[0].column.name === measure.column));
  if (which < 0) return undefined;
  const subject = parts.mentions.find((m) => m.start === which + 1);
  const group = subject?.candidates[0].column;
  if (!subject || !group || group.kind !== 'number') return undefined;
  const rest = parts.text.slice(` ${tokens.slice(0, subject.end).map((t) => t.raw).join(' ')}`.length);
  const up = RANK_UP.test(rest);
  const down = RANK_DOWN.test(rest);
  if (up === down) return undefined;
  // "which grades have": several asked; "which bedrooms has" one, its column's name a plural.
  const verb = tokens[subject.end]?.raw ?? '';
  const rank = { dir: up ? 'desc' as const : 'asc' as const, limit: rankLimit(parts.text) ?? (/^(have|are|were|do)$/.test(verb) ? PLURAL_RANKING : 1) };
  const base = withoutOtherReading(intent);
  // The other number named after the groups is measured in each ("the lowest average writing score").
  const others = parts.mentions.filter((m) => m.start >= subject.end && m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId && m.candidates[0].column !== group
    && !intent.filters.some((f) => f.column === m.candidates[0].column.name));
  const named = [...new Set(others.map((m) => m.candidates[0].column))];
  // The aggregation must be said ("average"): "which age pays the most" could be a total or an average.
  const said = aggregationOf(instructionText(parts));
  if (named.length === 1 && said === measure.agg && GROUP_AGGS.has(said)) return { ...base, groupBy: [group.name], measure: { agg: measure.agg, column: named[0].name }, rank };
  if (!named.length && FREQUENCY.test(rest)) return { ...base, groupBy: [group.name], measure: { agg: 'count', column: null }, rank };
  return undefined;
}
