/**
 * A condition alone is no measure. "Bounce rate above 70%" and "items over 5 kg" ask which rows
 * meet the condition, and "how many rows with unit price over $200 and quantity above 5" counts
 * them; averaging or adding up the very column the condition bounds answers a question nobody
 * asked. When every number column the question names is bounded by a condition and no
 * aggregation is said (or only "how many"), the rows that meet the conditions are counted. So
 * when the measure was read from the plural noun of the things kept ("loads over 20 t").
 */
import { BOUNDS } from './boundedMeasures';
import type { Intent } from './intent';
import type { Mention } from './mentions';
import { aggregationOf, instructionText, numberOf, type Parts } from './parts';
import { stemOf } from './stems';
import { unitNamed } from './units';

/** Words that open a bound: "over 30 miles", "between 25 and 30 t". */
const BOUND_WORD = /^(over|under|above|below|between|more|less|fewer|greater|longer|shorter|heavier|lighter|bigger|smaller|larger|higher|lower|exceeding)$/;

/** "over 30 miles", "over 50 mg/l": the unit right after a number is the bound's, no column named. */
function unitOfNumber(parts: Parts, mention: Mention): boolean {
  const short = (i: number): boolean => /^\p{L}{1,5}$/u.test(parts.tokens[i]?.raw ?? '');
  let at = mention.start;
  while (at > 0 && numberOf(parts.tokens[at - 1]) === null && short(at - 1) && at > mention.start - 2) at--;
  if (at === 0 || numberOf(parts.tokens[at - 1]) === null || unitNamed(parts.tokens[at].raw) === undefined) return false;
  for (let i = mention.start; i < mention.end; i++) if (!short(i)) return false;
  return true;
}

/**
 * "deliveries over 30 miles" beside `Delivery Distance`, "loads over 20 t" beside `Load Value`: a
 * plural noun that opens a column's name, right before a bound, names the things kept, no figure of them.
 */
function thingsBounded(parts: Parts, mention: Mention): boolean {
  const token = parts.tokens[mention.start];
  const column = mention.candidates[0].column;
  const plural = token.raw !== token.word && !/ss$/.test(token.raw);
  return mention.end - mention.start === 1 && plural && (token.word === column.words[0] || stemOf(token.word) === stemOf(column.words[0] ?? '')) && BOUND_WORD.test(parts.tokens[mention.end]?.raw ?? '');
}

/** The intent counting the rows its conditions keep, when the measure was only the bounded column; unchanged otherwise. */
export function countConditioned(parts: Parts, intent: Intent | null): Intent | null {
  const measure = intent?.measure;
  if (!intent || intent.kind !== 'aggregate' || intent.groupBy.length || intent.share || intent.rank || intent.difference) return intent;
  if (!measure?.column || !['sum', 'avg'].includes(measure.agg) || measure.per || measure.derived || measure.perPeriod || measure.tally) return intent;
  const bounded = new Set(intent.filters.filter((filter) => BOUNDS.has(filter.op)).map((filter) => filter.column));
  // "days with more than 6 hours of wind": the periods counted are read by periodTotals.ts.
  if (!bounded.size || /^ (how many |number of )?(days|weeks|months|quarters|years|nights|dates)\b/.test(parts.text)) return intent;
  const measured = parts.mentions.filter((mention) => mention.candidates[0].column.name === measure.column);
  const asThings = measured.length > 0 && measured.every((mention) => thingsBounded(parts, mention));
  if (!bounded.has(measure.column) && !asThings) return intent;
  const asked = aggregationOf(instructionText(parts));
  if (asked !== null && !(asked === 'count' && /\b(how many|number of|count)\b/.test(parts.text))) return intent;
  // Every number the question names is a bounded column, named once: none is left to be measured.
  const named = parts.mentions.filter((mention) => !unitOfNumber(parts, mention) && !thingsBounded(parts, mention))
    .map((mention) => mention.candidates[0].column).filter((column) => column.kind === 'number' && !column.isId);
  // "distance of deliveries over 30 miles": the measure named apart from the things the bound keeps is what is asked.
  if (parts.mentions.some((mention) => thingsBounded(parts, mention)) && named.some((column) => column.name === measure.column)) return intent;
  if (named.some((column) => !bounded.has(column.name)) || new Set(named.map((column) => column.name)).size !== named.length) return intent;
  return { ...intent, measure: { agg: 'count', column: null } };
}
