/**
 * A share with no measure named, on a table whose rows are amounts. "Share of wind in germany in
 * 2022" on monthly generation by country and source is Wind's share of the generation (29%), or
 * the share of the rows that are Wind (17%): the two figures differ, so the question is asked
 * back with both readings, never guessed. The share of rows stays the one reading when the
 * question names what it counts ("what % of rows", "what share of bookings"), when it asks for a
 * "rate" (a rate counts cases), or when no column holds an amount that adds up across rows (an
 * access log's requests: its bytes or latency are no whole anything is a share of).
 */
import { codeSpan } from '../../common/markdown';
import type { Filter, Intent } from './intent';
import { type Parts, rowNounsOf } from './parts';
import { type ColumnInfo, isShareColumn, isYearColumn } from './schema';
import { escapeMarkdown } from './text';

/** Share words that leave the thing measured open; "rate" counts cases and is read over rows. */
const OPEN_SHARE = /^(share|shares|percentage|percent|pct|proportion|fraction)$/;
/** A percent sign asked for, not one written after a number ("above 12.5%"). */
const PERCENT_SIGN = /(?<![\d.]\s?)%/;
/** Words that name the rows themselves. */
const ROW_WORDS = new Set(['row', 'record', 'entry', 'line', 'observation', 'case']);
/**
 * Words of a column of a physical amount that adds up across rows, besides money and counts of
 * things (schema.ts's roles `amount` and `quantity`): energy produced, mass or volume shipped.
 */
const EXTENSIVE = new Set(['generation', 'output', 'production', 'produced', 'consumption', 'consumed', 'emission', 'energy', 'mwh', 'gwh', 'kwh', 'twh', 'tonne', 'ton', 'tonnage', 'kg', 'kilogram', 'litre', 'liter', 'barrel', 'capacity', 'mw', 'gw', 'kw', 'sold', 'shipped', 'spent', 'donated', 'donation', 'yield', 'harvest']);

/** Columns whose total is a whole a share could be of: amounts of money, counts of things, energy, mass. */
export function amountColumns(columns: readonly ColumnInfo[]): ColumnInfo[] {
  return columns.filter((c) => c.kind === 'number' && !c.isId && !c.isIntensive && !isShareColumn(c)
    && (c.role === 'amount' || c.role === 'quantity' || (c.role === 'other' && c.words.some((word) => EXTENSIVE.has(word)))));
}

/** Whether the question names the things it counts: "rows", the table's own noun ("bookings"), or a plural right after the share word ("% of trips"). */
function namesCounted(parts: Parts): boolean {
  const nouns = rowNounsOf(parts.info);
  const { tokens } = parts;
  const inSpan = (i: number): boolean => parts.values.some((v) => v.start <= i && i < v.end) || parts.mentions.some((m) => m.start <= i && i < m.end && !m.candidates[0].column.isId && !parts.unique.has(m.candidates[0].column.name));
  return tokens.some((token, i) => {
    if (ROW_WORDS.has(token.word) || nouns.has(token.word)) return true;
    // "share of passengers" where the passengers are an id column: the rows, one each.
    if (parts.mentions.some((m) => m.start <= i && i < m.end && (m.candidates[0].column.isId || parts.unique.has(m.candidates[0].column.name)))) return true;
    // "what % of bookings were cancelled": a plural that is neither a value nor a column, after "of".
    const after = tokens[i - 1]?.raw === 'of' ? i - 1 : /^(the|all)$/.test(tokens[i - 1]?.raw ?? '') && tokens[i - 2]?.raw === 'of' ? i - 2 : -1;
    return after > 0 && (OPEN_SHARE.test(tokens[after - 1]?.raw ?? '') || tokens[after - 1]?.raw === '%') && token.raw !== token.word && !inSpan(i) && !/^(total|totals|values|figures|numbers)$/.test(token.raw);
  });
}

/** Whether the question asks a share with words that leave open what is shared (no "rate"). */
function openShare(parts: Parts): boolean {
  return parts.tokens.some((token) => OPEN_SHARE.test(token.raw)) || PERCENT_SIGN.test(parts.question);
}

/**
 * The doubt, and the reading of the share of the amount, when a share of rows also reads as a
 * share of a total; null when the share of rows is the one reading. `rows` is that reading;
 * `condition` the rows it counts, `scope` the rows it is over.
 */
export function shareOfAmount(parts: Parts, rows: Intent, condition: Filter, scope: Filter[]): { doubt: string; amount?: Intent } | null {
  if (!openShare(parts) || parts.tokens.some((token) => /^rates?$/.test(token.raw)) || namesCounted(parts)) return null;
  const amounts = amountColumns(parts.info.columns).filter((c) => c.name !== condition.column && !scope.some((f) => f.column === c.name));
  if (!amounts.length) return null;
  const names = amounts.map((c) => `the total ${codeSpan(c.name)}`).join(' or ');
  const where = escapeMarkdown(condition.label);
  // Per group, the share of an amount within each group is not a figure computed here: the question can name the rows, or drop the groups.
  const grouped = rows.groupBy.length > 0 || !!rows.time;
  const within = [...new Set(scope.filter((f) => f.op !== 'years' && !isPeriodColumn(parts, f.column)).map((f) => f.column))];
  const whole = within.length ? `${String(scope.find((f) => f.column === within[0])?.values[0])}'s` : 'total';
  const doubt = `A share with no measure named reads two ways here: the share of rows where ${where}, or the share of ${names} where ${where}, which can give different figures; ask for the “share of rows” or name the measure${grouped ? ' (a share of a total I compute for all the rows kept, not within each group)' : ` (for example “share of ${escapeMarkdown(String(condition.values[0]))} in ${escapeMarkdown(whole)} ${escapeMarkdown(amounts[0].name.toLowerCase())}”)`}.`;
  if (grouped) return { doubt };
  const amount: Intent = {
    kind: 'aggregate',
    table: rows.table,
    measure: { agg: 'sum', column: amounts[0].name },
    groupBy: [],
    filters: [condition, ...scope],
    share: true,
    ...(within.length ? { shareWithin: within } : {}),
  };
  return { doubt, amount };
}

function isPeriodColumn(parts: Parts, name: string): boolean {
  const column = parts.info.columns.find((c) => c.name === name);
  return !!column && (column.kind === 'date' || isYearColumn(column));
}
