/**
 * "biggest invoice", "largest deal", "smallest donation": a size said of a thing that is an amount
 * of money is that amount, so the row asked is the one with the largest (smallest) money figure,
 * when the table has exactly one. An order, a sale or a purchase is big in money or in units: beside
 * a quantity it is asked. "the most expensive single drop-off", "cheapest booking": a price said of
 * any of the rows is their one money figure too, where no column is named a price or a cost. The
 * subject must be the rows' own noun: the file's, or the first word of their key (`Invoice ID`).
 */
import { codeSpan } from '../../common/markdown';
import { holdsMoney } from './currencies';
import type { Intent } from './intent';
import { type ParseLookups, PLURAL_RANKING, rankLimit, rowNounsOf, type Parts } from './parts';
import { saidInPlural } from './saidPlural';
import { escapeMarkdown } from './text';
import { TIME_SPENT } from './measure';

const SIZE = /^(biggest|largest|smallest)$/;
const PRICE = /^(expensive|priciest|costliest|cheapest)$/;
/** Things whose size is their money. */
const MONEY_THING = /^(invoice|deal|donation|payment|transaction|bill|grant|loan|refund|quote|pledge|contract|expense|sale|order|purchase|claim|gift|tip|transfer|deposit|withdrawal)$/;
/** Things that are big in units as well. */
const COUNTED_THING = /^(order|sale|purchase)$/;

/** The rows' own noun at token i: a noun of the file, or the first word of a key column. */
function rowNounAt(parts: Parts, i: number): boolean {
  const word = parts.tokens[i]?.word ?? '';
  return rowNounsOf(parts.info).has(word) || parts.info.columns.some((c) => c.isId && c.words[0] === word);
}

/** The intent for the row asked, null with a doubt when it reads two ways, undefined when the question is not so. */
export function moneyThingRow(parts: Parts, base: Pick<Intent, 'table' | 'groupBy' | 'filters'>, doubts: string[]): Intent | null | undefined {
  const { tokens } = parts;
  const at = tokens.findIndex((token) => SIZE.test(token.raw) || PRICE.test(token.raw));
  if (at < 0 || /^ how\b/.test(parts.text) || (tokens[at].raw === 'expensive' && tokens[at - 1]?.raw !== 'most')) return undefined;
  const priced = PRICE.test(tokens[at].raw);
  // "the biggest single invoice": "single" says one row, as the noun does.
  const from = /^(single|individual)$/.test(tokens[at + 1]?.raw ?? '') ? at + 2 : at + 1;
  const noun = [from, from + 1].find((j) => tokens[j] && (priced || MONEY_THING.test(tokens[j].word)) && rowNounAt(parts, j));
  if (noun === undefined || parts.mentions.some((m) => m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId)) return undefined;
  const money = parts.info.columns.filter((c) => holdsMoney(parts.info, c));
  if (money.length !== 1) return undefined;
  const quantity = parts.info.columns.find((c) => c.kind === 'number' && !c.isId && c.role === 'quantity');
  if (quantity && !priced && COUNTED_THING.test(tokens[noun].word)) {
    doubts.push(`“${tokens[at].raw} ${tokens[noun].raw}” could be the one with the ${SIZE_WORD(tokens[at].raw)} ${codeSpan(money[0].name)} or the ${SIZE_WORD(tokens[at].raw)} ${codeSpan(quantity.name)}; name the one you mean.`);
    return null;
  }
  parts.placed.add(at);
  parts.placed.add(noun);
  const dir = /^(smallest|cheapest)$/.test(tokens[at].raw) ? 'asc' : 'desc';
  if (from === at + 2) parts.placed.add(at + 1);
  if (tokens[at].raw === 'expensive') parts.placed.add(at - 1);
  const measure = { agg: dir === 'desc' ? 'max' : 'min', column: money[0].name } as const;
  return { ...base, kind: 'rows', measure, rank: { dir, limit: rankLimit(parts.text) ?? (saidInPlural(tokens, noun) ? PLURAL_RANKING : 1) } };
}

const SIZE_WORD = (said: string): string => (said === 'smallest' ? 'smallest' : 'largest');

const LEAST_MONEY = /\b(cheapest|smallest|least expensive|lowest priced)\b/;

/**
 * "the cheapest drop-off" where some charges are blank: a blank may be free ("-" for nothing to
 * pay) or not known, and the cheapest row is then either a blank one or the lowest written, so it
 * is asked. Null when no money row is ranked lowest first, or none of the rows kept is blank.
 */
export async function cheapestBlankDoubt(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string | null> {
  const said = LEAST_MONEY.exec(parts.text);
  const column = parts.info.columns.find((c) => c.name === intent.measure?.column);
  if (!said || intent.kind !== 'rows' || intent.rank?.dir !== 'asc' || !column || !holdsMoney(parts.info, column) || !lookups.blankRows) return null;
  if (!(await lookups.blankRows(parts.info, column.name, intent.filters))) return null;
  return `${codeSpan(column.name)} is blank on some rows, which could be free (nothing to pay) or not known, and the ${said[0]} one differs; ask for the lowest ${codeSpan(column.name)} among the rows that have one, or for the rows where it is blank.`;
}

/** Money that is charged only on some rows: a blank there is most often none charged. */
const CHARGED_ON_SOME = /^(fine|fines|fee|fees|charge|charges|penalty|penalties|tip|tips|surcharge|excess|deposit|refund|discount|bonus|commission)$/;

/**
 * "avg fine" where most loans have none ("-" or blank): the average over the fines charged and the
 * average over every loan, a blank counted as nothing, differ, and people mean either. Asked for
 * money charged on some rows only (a fine, a fee, a tip), where most of the rows kept are blank; a
 * few blanks, or a price or an amount left blank, are values not known, skipped as before. So is
 * a discount or a commission written as a percent ("10%") on the rows given one.
 */
export async function averageOfSomeDoubt(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string | null> {
  const column = parts.info.columns.find((c) => c.name === intent.measure?.column);
  // A discount written "10%" on the rows given one is charged on some rows just the same.
  const charged = !!column && (holdsMoney(parts.info, column) || (!!column.percent && column.words.some((word) => /^(discount|commission|surcharge|tip)$/.test(word))));
  if (intent.measure?.agg !== 'avg' || intent.measure.derived || intent.measure.per || !column || !charged || !column.words.some((word) => CHARGED_ON_SOME.test(word)) || !lookups.blankRows) return null;
  if (intent.filters.some((filter) => filter.column === column.name)) return null;
  // A few blanks are values not known; most rows blank is money charged only now and then. A tip
  // left blank is most often none given, so a tenth of the rows blank is enough to ask.
  const blanks = await lookups.blankRows(parts.info, column.name, intent.filters);
  const kept = lookups.keptRows ? await lookups.keptRows(parts.info, intent.filters) : 0;
  const share = column.words.some((word) => /^(tip|tips|gratuity|gratuities)$/.test(word)) ? 0.1 : 0.5;
  if (!blanks || blanks <= kept * share) return null;
  return `${codeSpan(column.name)} is blank on ${blanks.toLocaleString('en-US')} of the rows kept, which could mean none was charged (0) or that it is not known; the average over the rows with a ${escapeMarkdown(column.name.toLowerCase())} and the average over every row differ, so ask for the average “of rows with a ${escapeMarkdown(column.name.toLowerCase())}”, or for the total ${escapeMarkdown(column.name)} and the number of rows.`;
}

/** A verb of money going out on something: "spent on logs", "paid for timber". */
const SPENT_ON = /\b(spent|spend|spends|spending|paid|pay|pays|paying)\s+(on|for)\b/;

/**
 * "total spent on logs" beside a count of `Logs` and a `Load Value`: what was spent is money, and
 * the thing it was spent on names no measure; a figure of a column that holds no money answers
 * another question, so it is asked. Not of time spent ("spent the most hours").
 */
export function spentOnDoubt(parts: Parts, intent: Intent): string | null {
  const column = parts.info.columns.find((c) => c.name === intent.measure?.column);
  if (!column) return null;
  // Money by its name too: a plain `Price` or `Charge` (no currency written) is what was spent.
  const moneyNamed = column.words.some((word) => /^(price|fare|fee|cost|charge|payment|paid|toll|amount|value|total|spend|spent)$/.test(word));
  if (!SPENT_ON.test(parts.text) || TIME_SPENT.test(parts.text) || holdsMoney(parts.info, column) || moneyNamed || column.seconds || column.timeUnit) return null;
  return `“${escapeMarkdown(SPENT_ON.exec(parts.text)?.[0] ?? '')}” asks for money, and ${codeSpan(column.name)} holds none; name the column of money you mean.`;
}
