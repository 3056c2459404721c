/**
 * "How many units were sold" on a log of several kinds of movement (`Movement Type`: Receipt,
 * Dispatch, Return, Write-off): "sold" names only some of the rows, and none of the kinds says
 * which. Adding up every row's quantity counts receipts and returns as sales, so the question is
 * asked back unless it names a kind ("units dispatched") or a kind is itself a sale.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown, words } from './text';

const SALE_VERB = /\b(sold|sell|sells|selling|bought|buy|buys|purchased)\b/;

/** Values of a kind that say a sale outright. */
const SALE_VALUES = ['sale', 'sales', 'sold', 'sell', 'purchase', 'purchases'];

/**
 * The column that sorts the rows themselves into kinds: a text column named for the file's rows
 * and a type ("Movement Type" in stock_movements.csv, "Transaction Kind" in transactions.csv).
 */
function rowKindColumn(parts: Parts): ColumnInfo | undefined {
  const fileWords = new Set(words(parts.info.table.label.split(' / ').pop() ?? ''));
  return parts.info.columns.find((c) => c.kind === 'text' && !c.isId && c.words.some((word) => /^(type|kind)$/.test(word)) && c.words.some((word) => fileWords.has(word)));
}

export async function soldKindsDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  const verb = SALE_VERB.exec(parts.text);
  const measure = intent.measure;
  if (!verb || !measure || !['sum', 'count', 'count_distinct'].includes(measure.agg)) return [];
  const kind = rowKindColumn(parts);
  if (!kind || intent.filters.some((filter) => filter.column === kind.name) || intent.groupBy.includes(kind.name)) return [];
  // A kind that is a sale ("Sale", "Purchase"): the question's verb names it, and the value is read as said.
  if ((await lookups.findValues(parts.info, SALE_VALUES)).some((found) => found.column === kind.name)) return [];
  return [`“${escapeMarkdown(verb[0])}” names only some of the rows of ${escapeMarkdown(parts.info.table.label)}: ${codeSpan(kind.name)} sorts them into kinds, and none of them says a sale; name the kind you mean (for example as “where ${escapeMarkdown(kind.name)} is …”).`];
}
