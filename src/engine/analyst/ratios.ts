/**
 * A ratio of two columns asked in its explicit form: "average of bill length divided by bill
 * depth" is the mean of each row's ratio. The mean of the ratios and the ratio of the totals give
 * different figures, so only the form that says which is answered; "A divided by B" alone, "A per
 * B" or "total A divided by total B" are left to the honesty check, which refuses them.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';
import { type ColumnInfo, pyString, quoteIdent } from './schema';

/** The aggregation words that make the ratio a per-row one: "average of", "the median of". */
const PER_ROW = /^(average|avg|mean|median)$/;

/** The number column a mention ending (or starting) at a token names, if it is clear. */
function columnAt(parts: Parts, at: number, side: 'end' | 'start'): { column: ColumnInfo; start: number } | undefined {
  const mention = parts.mentions.find((m) => (side === 'end' ? m.end === at : m.start === at));
  const first = mention?.candidates[0];
  if (!mention || !first || first.column.kind !== 'number' || first.column.isId) return undefined;
  if (mention.candidates.some((c, i) => i > 0 && c.score === first.score && c.column.kind === 'number')) return undefined;
  return { column: first.column, start: mention.start };
}

/**
 * "average of A divided by B": the intent's measure becomes the mean (or median) of A / B per
 * row, rows where B is 0 or missing left out in SQL and pandas alike. Other intents are returned
 * as they are, their words unplaced.
 */
export function ratioMeasure(parts: Parts, intent: Intent): Intent {
  const measure = intent.measure;
  if (!measure?.column || !['avg', 'median'].includes(measure.agg) || measure.per || intent.share || !['aggregate', 'trend'].includes(intent.kind)) return intent;
  return differenceOf(parts, intent) ?? quotientOf(parts, intent) ?? intent;
}

/** "average of A divided by B". */
function quotientOf(parts: Parts, intent: Intent): Intent | null {
  const { tokens } = parts;
  const at = tokens.findIndex((token, i) => token.raw === 'divided' && tokens[i + 1]?.raw === 'by');
  const top = at > 0 ? columnAt(parts, at, 'end') : undefined;
  const bottom = columnAt(parts, at + 2, 'start');
  if (!top || !bottom || top.column === bottom.column || intent.measure?.column !== top.column.name) return null;
  // "average of A", "the mean of A": the aggregation is said of the ratio, right before it.
  if (!(tokens[top.start - 1]?.raw === 'of' && PER_ROW.test(tokens[top.start - 2]?.raw ?? ''))) return null;
  parts.placed.add(at);
  parts.placed.add(at + 1);
  const [a, b] = [top.column.name, bottom.column.name];
  return {
    ...intent,
    measure: {
      ...intent.measure,
      derived: {
        name: `${a}_divided_by_${b}`,
        label: `${a} / ${b} (each row’s ${a} divided by its ${b}, rows where ${b} is 0 or missing left out)`,
        sql: `${quoteIdent(a)} / NULLIF(${quoteIdent(b)}, 0)`,
        pandas: `df[${pyString(a)}] / df[${pyString(b)}].where(df[${pyString(b)}] != 0)`,
        columns: [a, b],
      },
    },
  };
}

/** "average difference between A and B", "the mean difference of A and B": each row's A minus its B, averaged. */
function differenceOf(parts: Parts, intent: Intent): Intent | null {
  const { tokens } = parts;
  const at = tokens.findIndex((token, i) => token.raw === 'difference' && /^(between|of)$/.test(tokens[i + 1]?.raw ?? '') && (PER_ROW.test(tokens[i - 1]?.raw ?? '') || (tokens[i - 1]?.raw === 'the' && PER_ROW.test(tokens[i - 2]?.raw ?? ''))));
  const first = at >= 0 ? columnAt(parts, at + 2, 'start') : undefined;
  const end = first ? parts.mentions.find((m) => m.start === at + 2)?.end ?? -1 : -1;
  const second = tokens[end]?.raw === 'and' ? columnAt(parts, end + 1, 'start') : undefined;
  if (!first || !second || first.column === second.column || intent.measure?.column !== first.column.name) return null;
  [at, at + 1, end].forEach((i) => parts.placed.add(i));
  const [a, b] = [first.column.name, second.column.name];
  return {
    ...intent,
    measure: {
      ...(intent.measure ?? { agg: 'avg' }),
      column: a,
      derived: {
        name: `${a}_minus_${b}`,
        label: `${a} − ${b} (each row’s ${a} minus its ${b})`,
        sql: `${quoteIdent(a)} - ${quoteIdent(b)}`,
        pandas: `df[${pyString(a)}] - df[${pyString(b)}]`,
        columns: [a, b],
      },
    },
  };
}

/**
 * "average cost per unit", "profit per unit" where the unit is a number column: the mean of each
 * row's ratio or the ratio of the totals, which differ; answering with the first measure alone
 * would drop "per unit". The doubt names both readings.
 */
export function perNumberDoubt(parts: Parts, intent: Intent): string | null {
  const measure = intent.measure?.column;
  if (!measure || intent.measure?.derived) return null;
  const used = new Set([measure, ...intent.groupBy, ...intent.filters.map((filter) => filter.column)]);
  for (const [i, token] of parts.tokens.entries()) {
    if (token.raw !== 'per') continue;
    const mention = parts.mentions.find((m) => m.start === i + 1);
    const column = mention?.candidates.find((c) => c.column.kind === 'number' && !c.column.isId && c.column.role !== 'none')?.column;
    if (!column || used.has(column.name)) continue;
    const said = parts.tokens.slice(i, mention?.end).map((t) => t.raw).join(' ');
    return `“${said}” divides by ${codeSpan(column.name)}: that could be the average of each row’s ${measure} / ${column.name} or the total ${measure} / the total ${column.name}, which differ; ask for “average of ${measure} divided by ${column.name}”, or for each total.`;
  }
  return null;
}
