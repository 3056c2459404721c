/**
 * Totals that no column holds but two columns make: "the total stock value" of an inventory is
 * each line's quantity times its unit price, added up. Answering with the total quantity (or
 * refusing a word the file does not use) misses it. It is computed when the file has exactly one
 * quantity column and one unit price column, and said so ("sum of qty × unit_price"); with
 * several of either the question is refused, naming them.
 */
import { codeSpan } from '../../common/markdown';
import type { Filter, Intent } from './intent';
import type { Parts } from './parts';
import { type ColumnInfo, pyString, quoteIdent } from './schema';
import { escapeMarkdown } from './text';

/** "stock value", "inventory value", "value of the stock", "how much is the stock worth". */
const VALUE_ASKED = /\b(?:(stock|inventory|inventories|holding|holdings|goods)( total)? (value|worth)|(value|worth) of (the |our |all )?(stock|inventory|goods|holdings)|(stock|inventory) (is )?worth)\b/;

/** Column words of a count of things held or sold. */
const QUANTITY_COLUMN = /^(qty|quantity|quantities|units|unit|stock|onhand|hand|count|pieces|items|inventory|available)$/;

/** Column words of a price per thing. */
const PRICE_COLUMN = /^(price|cost|rate|rrp|msrp)$/;

const isQuantity = (c: ColumnInfo): boolean => c.kind === 'number' && !c.isId && c.role !== 'rate' && c.words.some((word) => QUANTITY_COLUMN.test(word)) && !c.words.some((word) => PRICE_COLUMN.test(word) || word === 'value');
const isUnitPrice = (c: ColumnInfo): boolean => c.kind === 'number' && !c.isId && c.words.some((word) => PRICE_COLUMN.test(word)) && !c.words.some((word) => /^(total|value|sum|amount)$/.test(word));

/**
 * The total value of the stock as the sum of quantity × unit price, grouped and filtered as the
 * question was read; the intent unchanged when the question does not ask for it. Null, with the
 * doubt said, when the columns to multiply are not one of each.
 */
export function stockValue(parts: Parts, intent: Intent | null, filters: Filter[], doubts: string[]): Intent | null {
  const asked = VALUE_ASKED.exec(parts.text);
  // "rows missing a stock value" asks about the rows' cells, not a total.
  if (!asked || /\b(missing|blank|null|empty|no|without)\b/.test(parts.text)) return intent;
  const { info } = parts;
  // A column that already holds the value is what the question names.
  if (info.columns.some((c) => c.kind === 'number' && c.words.includes('value'))) return intent;
  const quantities = info.columns.filter(isQuantity);
  const prices = info.columns.filter(isUnitPrice);
  if (quantities.length !== 1 || prices.length !== 1) {
    doubts.push(`“${escapeMarkdown(asked[0])}” is a quantity times a unit price added up, and ${escapeMarkdown(info.table.label)} has ${quantities.length ? quantities.map((c) => codeSpan(c.name)).join(', ') : 'no quantity column'} and ${prices.length ? prices.map((c) => codeSpan(c.name)).join(', ') : 'no unit price column'}; name the two columns to multiply.`);
    return null;
  }
  const [quantity] = quantities;
  const [price] = prices;
  const said = new Set(asked[0].split(' '));
  parts.tokens.forEach((token, i) => { if (said.has(token.raw)) parts.placed.add(i); });
  const base = intent ?? { kind: 'aggregate' as const, table: info.table.table, groupBy: [], filters };
  if (base.kind !== 'aggregate' && base.kind !== 'trend') return intent;
  return {
    ...base,
    measure: {
      agg: 'sum',
      column: quantity.name,
      derived: {
        name: `${quantity.name}_x_${price.name}`,
        label: `stock value (${quantity.name} × ${price.name} on each row)`,
        sql: `${quoteIdent(quantity.name)} * ${quoteIdent(price.name)}`,
        pandas: `df[${pyString(quantity.name)}] * df[${pyString(price.name)}]`,
        columns: [quantity.name, price.name],
      },
    },
  };
}
