/**
 * "which postcode area has the most rubble", "which month do we brew the most lager": "most" or
 * "least" before a value said in the singular reads two ways beside a column of weight or volume:
 * the largest amount of it (its total weight) or the most rows of it (visits, batches). People ask
 * both (examiners split on it), and they rank differently: asked. With no such column, the rows are
 * what there is to count, as before.
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

/** The doubt when the rows counted could be an amount of the stuff instead; null when it does not apply. */
export function massValueDoubt(parts: Parts, intent: Intent): string | null {
  const { measure } = intent;
  const counted = measure && ((measure.agg === 'count' && measure.column === null) || (measure.agg === 'count_distinct' && parts.info.columns.some((c) => c.isId && c.name === measure.column)));
  // The amount taken unsaid ("has the most rubble" read as the total Volume): as much a guess as the rows.
  const implied = measure?.agg === 'sum' && !parts.mentions.some((m) => m.candidates[0].column.name === measure.column) && parts.info.columns.some((c) => c.name === measure.column && amountOfStuff(c));
  if (!(counted || implied) || !intent.rank) return null;
  const { tokens, values } = parts;
  const at = tokens.findIndex((token, i) => RANKING.test(token.raw) && values.some((v) => v.start === i + 1));
  const value = at < 0 ? undefined : values.find((v) => v.start === at + 1);
  if (!value) return null;
  const last = tokens[value.end - 1];
  const next = tokens[value.end];
  const column = parts.info.columns.find((c) => c.name === value.column);
  if (last.raw !== last.word || column?.kind !== 'text' || (next && !AFTER_STUFF.test(next.raw))) return null;
  const amounts = parts.info.columns.filter(amountOfStuff);
  if (amounts.length === 0) return null;
  const said = tokens.slice(at, value.end).map((token) => token.raw).join(' ');
  return `“${escapeMarkdown(said)}” could rank by the total ${amounts.map((c) => codeSpan(c.name)).join(' or the total ')}, or by the number of rows, which rank differently; name the one you mean.`;
}
