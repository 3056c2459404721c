/**
 * The measure a question means: the words that ask for money, quantities and growth, and the
 * column a verb implies when no measure is named ("who bought the most" = total revenue).
 */
import { codeSpan } from '../../common/markdown';
import type { Parts } from './parts';
import { RANK_DOWN, RANK_UP } from './parts';
import { type ColumnInfo, isStartDate, naturalAgg, rankedMeasures } from './schema';
import { escapeMarkdown } from './text';
import { holdsMoney } from './currencies';
import { handingVerbs } from './hasValue';

/** Column words that hold a number of things: "how many units" sums them. */
export const QUANTITY = new Set(['unit', 'quantity', 'qty', 'item', 'piece', 'seat', 'ticket']);

/**
 * Verbs of buying, selling, spending and earning: with no measure named, they are about the
 * table's money ("which customers bought the most" = total revenue), or its quantity for
 * "best selling" and "how many units/items".
 */
export const MONEY_VERBS = /\b(buy|buys|buying|bought|purchase|purchases|purchased|purchasing|spend|spends|spending|spent|sell|sells|selling|sold|earn|earns|earned|earning|pay|pays|paid|generate|generates|generated|brought in|bring in)\b/;

/** Words of a column of money coming in: what "sold" or "earned" adds up. */
export const SALES_WORD = /^(sale|sales|revenue|takings|taking|turnover|income|earning|earnings|gross)$/;

/** Words of a money column that the rows sell for: what "top products" ranks by when the question names no measure. */
const SOLD_MONEY = /^(sale|sales|revenue|takings|turnover|income|gross|amount|price|total|value|spend|spent|payment|paid)$/;

/** Verbs that can only mean money. */
/** Time spent, not money: "spent the most time", "spend more hours". */
export const TIME_SPENT = /\bspen(d|ds|ding|t)\s+(the\s+)?((most|least|more|less|longest)\s+)?(time|hours|hrs|minutes|mins|days)\b/;
const MONEY_ONLY = /^(spend|spends|spending|spent|earn|earns|earned|earning|pay|pays|paid|generate|generates|generated|brought in|bring in)$/;

export const QUANTITY_ASKED = /\b(best|top|worst) sell(ing|er|ers)\b|\b(how many|number of|total|most|fewest) (units|items|pieces|products sold|things)\b/;

/** Growth words: with no measure named, growth is measured in the table's money when it has any. */
export const GROWTH_WORDS = /\b(growth|grow|grows|grew|growing|declined?|shr[ai]nk)\b/;

/**
 * The measure a question means without naming one: its verb ("bought", "spent", "sold") or its
 * growth word. Amounts (revenue) first, quantities (units) for "best selling" and "how many
 * items"; never a price or rate, which do not add up. Null when the question names no such verb.
 */
export function impliedMeasure(parts: Parts, countAsked: boolean, rankedGroups: boolean): { column: ColumnInfo; note: string; doubt: string | null; other?: ColumnInfo } | null {
  const { info } = parts;
  // "bookings that paid a deposit": that verb says which rows, not what to measure.
  const handing = handingVerbs(parts);
  const text = handing.size ? parts.tokens.filter((_, i) => !handing.has(i)).map((token) => token.raw).join(' ') : parts.text;
  // "how many Monitors were sold", "how many did we sell": a count of things sold is their quantity, never money.
  if (countAsked && !/\b(sold|bought|purchased|ordered)\b|\bdid\b.*\b(sell|buy|purchase|order)\b/.test(text)) return null;
  // Growth of a table of people or accounts by their start date is growth in their number.
  const growthInMoney = GROWTH_WORDS.test(text) && !info.columns.some(isStartDate);
  const verb = (TIME_SPENT.test(text) ? undefined : text.match(MONEY_VERBS)?.[0]) ?? (growthInMoney ? text.match(GROWTH_WORDS)?.[0] : undefined) ?? (rankedGroups && !countAsked ? text.match(RANK_UP)?.[0] ?? text.match(RANK_DOWN)?.[0] : undefined);
  if (!verb) return null;
  // "what do the instructors get paid", "who is paid the most": what they are paid, a pay column, never the money the rows take in.
  if (/\b(get|gets|got|getting|is|are|was|were|be|been|being)\s+(paid|earned)\b/.test(text)) {
    const pay = rankedMeasures(info).filter((c) => c.role === 'amount' && c.words.some((word) => /^(pay|salary|wage|earning|commission|payroll)$/.test(word)));
    return pay.length === 1 ? { column: pay[0], note: `“${verb}” is measured by the total ${codeSpan(pay[0].name)}.`, doubt: null } : null;
  }
  const ranked = rankedMeasures(info);
  // Several money columns (`Pitch Fee`, `Takings`): money coming in ("sold", "earned") is the one named
  // for sales; otherwise, or when that does not settle it, the question is asked.
  // "which customer has paid us the most" beside a `Refund Amount`: money that went back is never what a verb of buying or paying measures.
  const amounts = ranked.filter((c) => c.role === 'amount' && !c.words.some((word) => /^(refund|refunds|refunded|discount|discounts|rebate|chargeback|credit)$/.test(word)));
  const incoming = /\b(sell|sells|selling|sold|earn|earns|earned|earning|generate|generates|generated|brought in|bring in)\b/.test(text)
    ? amounts.filter((c) => c.words.some((word) => SALES_WORD.test(word))) : [];
  // "top breeds" with no verb: money only on a table that sells (its takings, a sale's amount or price), never a fee or cost it records.
  const rankOnly = !MONEY_VERBS.test(text) && !growthInMoney;
  const amount = rankOnly ? amounts.find((c) => c.words.some((word) => SOLD_MONEY.test(word))) : incoming.length === 1 ? incoming[0] : amounts[0];
  const rivalAmount = amounts.length > 1 && incoming.length !== 1 ? amounts.find((c) => c !== amount) : undefined;
  const quantity = ranked.find((c) => c.role === 'quantity');
  const quantityAsked = QUANTITY_ASKED.exec(text);
  // "best selling" with no quantity column: the money taken, which the rows (sales made) are tried against.
  const sellingOnly = !!quantityAsked && /\bsell/.test(quantityAsked[0]) && !quantity;
  const column = sellingOnly ? amount : quantityAsked || countAsked ? quantity : amount ?? quantity;
  if (!column) return null;
  const phrase = quantityAsked && column === quantity ? quantityAsked[0].trim() : verb;
  // "which industry grew the most" with a count and a rate: growth in either is read, and they rank differently.
  const growthOnly = !MONEY_VERBS.test(text) && GROWTH_WORDS.test(text);
  // "which shoot type makes the most money" beside `Print Sales (£)` and a `Package Price` each row
  // was sold at (no quantity to multiply it by): either adds up to money taken, and they differ.
  const rowPrice = column === amount && !rivalAmount && !quantityAsked && !info.columns.some(countsUnitsPriced)
    ? ranked.find((c) => c !== column && c.role === 'rate' && holdsMoney(info, c) && c.words.some((word) => ROW_PRICE.test(word)) && !c.words.some((word) => PER_UNIT.test(word))) : undefined;
  if (column === amount && (rivalAmount ?? rowPrice)) {
    const rival = (rivalAmount ?? rowPrice) as ColumnInfo;
    return { column, note: '', doubt: `“${escapeMarkdown(phrase)}” could be measured by the total ${codeSpan(column.name)} or the total ${codeSpan(rival.name)}, which give different figures: pick one of the questions below, or name the one you mean.`, other: rival };
  }
  const other = (column === amount ? quantity : amount) ?? (growthOnly ? ranked.find((c) => c.role === 'rate') : undefined);
  // "spent", "paid", "earned" are money; "bought the most", "top customers" or "grew" could be money or quantity.
  const doubt = other && !quantityAsked && !countAsked && !MONEY_ONLY.test(verb)
    ? `“${escapeMarkdown(phrase)}” could be measured by the total ${codeSpan(column.name)} or the ${naturalAgg(other) === 'sum' ? 'total' : 'average'} ${codeSpan(other.name)}, which give different figures: pick one of the questions below, or name the one you mean.`
    : null;
  return { column, note: `“${phrase}” is measured by the ${naturalAgg(column) === 'sum' ? 'total' : 'average'} ${codeSpan(column.name)}.`, doubt, ...(other ? { other } : {}) };
}

/** Words of a money column each row was sold at: a `Package Price`, a `Fare`. */
const ROW_PRICE = /^(price|fee|fare|charge|cost)$/;
/** Words of a price per something (`Price per Tonne`, `Unit Cost`): never what a row was sold at. */
export const PER_UNIT = /^(per|unit|each|rate|hourly|daily|weekly|nightly)$/;

/** Verbs of money paid by the rows' buyers: "which client spends the most", "who paid the most". */
const PAID_WORD = /^(spend|spends|spent|spending|pay|pays|paid|paying)$/;

/**
 * "which client spends the most" with the verb read as a `Price`: with no quantity or count to
 * multiply it by, each row's price is what was paid, so the prices add up.
 */
export function pricesSpent(parts: Parts, column: ColumnInfo): boolean {
  return priceSaidPaid(parts, column) && !parts.info.columns.some(countsUnitsPriced);
}

/** A price read from a verb of money paid ("spends"), which asks for a total, never its average. */
export function priceSaidPaid(parts: Parts, column: ColumnInfo): boolean {
  // "total takings", "which sweep took the most money": money that came in, read as the price of each row paid for (everydayWords.ts).
  // "package revenue" beside a `Package Price`: the price named, then the money it brought in.
  const said = parts.mentions.some((m) => m.candidates[0].column === column && ((m.end - m.start === 1 && (PAID_WORD.test(parts.tokens[m.start].raw) || MONEY_CAME_IN.test(parts.tokens[m.start].raw)))
    || /^(revenue|revenues|income|turnover|takings|earnings|sales)$/.test(parts.tokens[m.end]?.raw ?? '')));
  return said && column.isIntensive && column.role === 'rate';
}

/** Nouns and verbs of money that came in, which a row's price stands for only as a total. */
const MONEY_CAME_IN = /^(money|cash|revenue|revenues|income|turnover|takings|earnings|sales|take|takes|took|taken|taking|earn|earns|earned|earning)$/;

/** Words of a number column that counts what a price may be per: `Nights`, `Tickets`, `Qty`. */
const PRICED_UNITS = /^(night|nights|day|days|hour|hours|week|weeks|month|months|unit|units|qty|quantity|ticket|tickets|seat|seats|guest|guests|pax|people|item|items|piece|pieces|case|cases|box|boxes|cover|covers|place|places|session|sessions|lesson|lessons)$/;

/** A column a price may be multiplied by: a quantity, or a count of nights, tickets, seats… */
export function countsUnitsPriced(column: ColumnInfo): boolean {
  return column.kind === 'number' && !column.isId && (column.role === 'quantity' || column.words.some((word) => PRICED_UNITS.test(word)));
}
