/**
 * "which postcode area has the most rubble", "the month with the least glass": "most" or "least"
 * before a value said in the singular, as a stuff and not as things, asks for the largest amount of
 * it. Counting its rows ranks the visits that brought some, which is another answer. Beside one
 * column of volume (or of a weight that adds up) the amount is that column's total, and the answer's
 * sentence names it; beside several, or a weight the schema reads as a level, it is asked. With
 * none, the rows are what there is to count, as before.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';
import { columnUnit } from './units';

const RANKING = /^(most|least|fewest)$/;
/** What may follow the value when it names the stuff alone: the end, or a condition or a group. */
const AFTER_STUFF = /^(in|on|during|at|from|since|before|after|last|this|per|by|for|of|each|overall|altogether|in total)$/;

const amountOfStuff = (c: ColumnInfo): boolean => {
  const dimension = columnUnit(c)?.dimension;
  return c.kind === 'number' && !c.isId && (dimension === 'mass' || dimension === 'volume' || c.words.some((word) => /^(weight|volume)$/.test(word)));
};

/** The intent counting the amount instead of the rows; a doubt when two columns hold amounts; undefined when it does not apply. */
export function massOfValue(parts: Parts, intent: Intent): Intent | string | undefined {
  const counted = intent.measure && ((intent.measure.agg === 'count' && intent.measure.column === null) || (intent.measure.agg === 'count_distinct' && parts.info.columns.some((c) => c.isId && c.name === intent.measure?.column)));
  if (!counted || !intent.rank) return undefined;
  const { tokens, values } = parts;
  const at = tokens.findIndex((token, i) => RANKING.test(token.raw) && values.some((v) => v.start === i + 1));
  const value = at < 0 ? undefined : values.find((v) => v.start === at + 1);
  if (!value) return undefined;
  const last = tokens[value.end - 1];
  const next = tokens[value.end];
  const column = parts.info.columns.find((c) => c.name === value.column);
  if (last.raw !== last.word || column?.kind !== 'text' || (next && !AFTER_STUFF.test(next.raw))) return undefined;
  const amounts = parts.info.columns.filter(amountOfStuff);
  if (amounts.length === 0) return undefined;
  // A weight read as a level of each row (a car's, a person's) is not added up unasked: one more reason to ask.
  if (amounts.length === 1 && !amounts[0].isIntensive) return { ...intent, measure: { agg: 'sum', column: amounts[0].name } };
  const said = tokens.slice(at, value.end).map((token) => token.raw).join(' ');
  return `“${escapeMarkdown(said)}” could rank by the total ${amounts.map((c) => codeSpan(c.name)).join(' or the total ')}, or by the number of rows, which rank differently; name the one you mean.`;
}
