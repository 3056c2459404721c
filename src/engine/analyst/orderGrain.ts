/**
 * Orders and their lines. When a table's rows are order LINES (an order key such as `Order ID`,
 * `invoice` or `transaction_no` is on several rows that differ), "how many orders" counts the
 * distinct keys and "average order value" totals each order's lines first, then averages those
 * totals. Averaging the lines instead answers another question ("the average line"), so the
 * grain is read from the data, never assumed: a key that never repeats, or repeats only on exact
 * duplicate rows, means the rows are the orders themselves (as before).
 */
import { codeSpan } from '../../common/markdown';
import type { Rule } from './rules';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo, TableInfo } from './schema';
import { escapeMarkdown } from './text';
import { holdsMoney } from './currencies';

/** Nouns for an order as a person says them, and as order key columns are named. */
const ORDER_NOUN = /^(order|invoice|transaction|txn|basket|receipt|purchase|checkout|cart)$/;

/** The other words an order key's name may hold ("Order ID", "invoice_no", "TransactionNumber"). */
const KEY_WORDS = /^(id|no|num|number|nr|code|key|ref|reference)$/;

/** Words right after the order noun that name its lines, which are the rows ("order lines", "order items"). */
const LINE_WORDS = /^(line|lines|item|items|row|rows|entry|entries|position|positions)$/;

/** The one column that keys orders by its name, if the table has exactly one. */
export function orderKeyColumn(info: TableInfo): ColumnInfo | undefined {
  // An `Invoice` of £132.50 is money, never a key: a figure repeats as often as prices do.
  const keys = info.columns.filter((c) => c.kind !== 'date' && !holdsMoney(info, c) && c.words.length >= 1 && c.words.length <= 2
    && c.words.some((word) => ORDER_NOUN.test(word)) && c.words.every((word) => ORDER_NOUN.test(word) || KEY_WORDS.test(word))
    // `Transactions` holding 30, 59…: a count of orders on each row, not a key of one.
    && !(c.words.every((word) => ORDER_NOUN.test(word)) && /s$/i.test(c.name.trim())));
  return keys.length === 1 ? keys[0] : undefined;
}

/**
 * Where the question says "order" (or "invoice", ...) for the orders themselves: not "order
 * lines", and not a word of another column's name ("order date").
 */
export function orderNounAt(parts: Parts, key: ColumnInfo): number {
  return parts.tokens.findIndex((token, i) => ORDER_NOUN.test(token.word)
    && !LINE_WORDS.test(parts.tokens[i + 1]?.raw ?? '')
    && !parts.mentions.some((m) => m.start <= i && i < m.end && m.candidates[0].column.name !== key.name && m.candidates[0].score >= 4)
    && !parts.values.some((v) => v.start <= i && i < v.end));
}

/**
 * The order key when the rows are order lines and the question speaks of orders; undefined
 * otherwise. One query, only when both the key column and the word are there.
 */
export async function orderLinesKey(parts: Parts, lookups: ParseLookups): Promise<string | undefined> {
  const key = orderKeyColumn(parts.info);
  if (!key || !lookups.repeatsOnDifferentRows || orderNounAt(parts, key) < 0) return undefined;
  return (await lookups.repeatsOnDifferentRows(parts.info, key.name)) ? key.name : undefined;
}

/**
 * Reads the order grain once the measure is known: a count of rows becomes the number of
 * distinct orders, and an average of an additive column the average of each order's total.
 */
export const orderGrain: Rule = {
  name: 'orders made of several lines',
  when: ({ parts, measure }) => !!parts.orderKey && !!measure && (measure.agg === 'count' || measure.agg === 'avg') && !measure.per,
  read: (reading) => {
    const { parts, measure, groups, grain, isShare, doubts, base } = reading;
    const key = parts.orderKey;
    const keyColumn = parts.info.columns.find((c) => c.name === key);
    if (!key || !keyColumn || !measure) return undefined;
    const at = orderNounAt(parts, keyColumn);
    if (at < 0) return undefined;
    if (measure.agg === 'count' && measure.column === null) {
      // "how many orders", "orders by region": distinct orders, in each group as well.
      // The orders must be what is counted ("how many orders", "the most orders", "orders by
      // region"), not what something is counted per ("items per order").
      if (at > 0 && !/^(many|of|most|fewest|least|more|fewer|total|all|distinct|unique)$/.test(parts.tokens[at - 1].raw)) return undefined;
      parts.placed.add(at);
      reading.measure = { agg: 'count_distinct', column: key };
      reading.notes.push(`The rows of ${parts.info.table.label} are order lines (an order's ${codeSpan(key)} is on several rows), so orders are counted as distinct ${codeSpan(key)} values.`);
      reading.groups = groups.filter((g) => g.name !== key);
      return undefined;
    }
    if (measure.agg !== 'avg' || !measure.column || measure.derived) return undefined;
    const column = parts.info.columns.find((c) => c.name === measure.column);
    const others = groups.filter((g) => g.name !== key);
    if (column?.isIntensive) {
      doubts.push(`${codeSpan(column.name)} is a per-line level, and an order's lines do not add up to the order's; ask for the average ${escapeMarkdown(column.name)} per line.`);
      return null;
    }
    if (others.length || grain || isShare) {
      doubts.push(`The rows are order lines, so each order's total ${escapeMarkdown(measure.column)} is summed first; I average those totals over all orders only, not by group or period.`);
      return null;
    }
    parts.placed.add(at);
    return { ...base, kind: 'aggregate', measure: { agg: 'avg', column: measure.column, per: key }, groupBy: [] };
  },
};
