/**
 * Last checks before an answer: readings that would compute a figure for a different question
 * (rows counted where a column holds the count, shares added up, a year averaged, a level
 * summed, a decade read as one year, a judgement). Differences are computed or refused by difference.ts.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import { PEOPLE, type Parts } from './parts';
import { isShareColumn, isYearColumn } from './schema';
import { stockDoubt, tallyDoubt } from './tallyColumn';
import { numericYearColumn } from './yearColumn';
import { escapeMarkdown } from './text';
import { asksUnitAmount } from './unitAmounts';
import { countsUnitsPriced, priceSaidPaid, pricesSpent } from './measure';

// "busiest", "quietest" and "top" rank by how often a value occurs: a distribution answers them.
const SUPERLATIVES = /^(largest|biggest|smallest|greatest|heaviest|lightest|tallest|longest|shortest|oldest|youngest|newest|fastest|slowest|cheapest|priciest|hottest|coldest|highest|lowest|loudest)$/;

/** Whether a token is part of a column's name or a value the question named. */
const inside = (parts: Parts, i: number): boolean => [...parts.mentions, ...parts.values].some((span) => span.start <= i && i < span.end);

/** A superlative of the question that no column name or value holds. */
function unnamedSuperlative(parts: Parts): string | null {
  const at = parts.tokens.findIndex((token, i) => SUPERLATIVES.test(token.raw) && !inside(parts, i));
  return at >= 0 ? parts.tokens[at].raw : null;
}

export function wrongFigureDoubts(parts: Parts, intent: Intent): string[] {
  const text = parts.text;
  const doubts: string[] = [];
  const measure = intent.measure;
  if (['shape', 'columns', 'describe', 'missing', 'duplicates'].includes(intent.kind)) return doubts;
  const column = measure?.column ? parts.info.columns.find((c) => c.name === measure.column) : undefined;
  // "largest plant", "name of the oldest": a size or an extreme is asked, and how often each value
  // occurs is neither. A superlative inside a column's name (`Highest Degree`) is that column.
  const size = intent.kind === 'distribution' ? unnamedSuperlative(parts) : null;
  if (size) doubts.push(`“${escapeMarkdown(size)}” asks for the row or group at an extreme, and the answer would count how often each value occurs; name the column that measures it (“${escapeMarkdown(size)} … by <column>”).`);
  // "total value by blind type" where no column is named for the value: an amount is asked, and a count of rows is none.
  const amountAsked = /\b(?:(?:total|sum|average|avg|mean|median)(?: of the| of)? (money|cost|costs|price|prices)|(?:(?:total|sum|average|avg|mean|median)(?: of the| of)? )?(value|values|amount|amounts|worth))\b/.exec(text);
  const amountWord = amountAsked ? parts.tokens.findIndex((token) => token.raw === (amountAsked[1] ?? amountAsked[2])) : -1;
  // "missing a stock value": the value of a column named right before it is that column's.
  if (amountAsked && measure?.agg === 'count' && measure.column === null && !inside(parts, amountWord) && !inside(parts, amountWord - 1)) {
    doubts.push(`“${escapeMarkdown(amountAsked[0].trim())}” asks for an amount, and the answer would count rows; name the column that holds it.`);
  }
  // "which job was the most expensive" beside a `Job` of kinds: the dearest single row or the kind's average price, never its total.
  const dear = /\b(most expensive|priciest|costliest|cheapest|least expensive)\b/.exec(text);
  if (dear && intent.groupBy.length && measure?.agg === 'sum') {
    doubts.push(`“${escapeMarkdown(dear[0])}” by ${intent.groupBy.map((g) => codeSpan(g)).join(' and ')} could be the dearest single row or the average price of each, never the total; ask for the rows (“the most expensive …”) or the average.`);
  }
  // "total delivery charges" of a `Delivery Charge` written "Free" beside "35.00": how often each value occurs is no total.
  const summed = intent.kind === 'distribution' ? parts.tokens.findIndex((token, i) => /^(total|sum|average|avg|mean|median)$/.test(token.raw) && !inside(parts, i)) : -1;
  if (summed >= 0) doubts.push(`“${escapeMarkdown(parts.tokens[summed].raw)}” asks for an amount, and ${codeSpan(intent.columns?.[0] ?? '')} holds text, whose values would only be counted; name a column of numbers.`);
  // "passed first time", "sold the first time": a first attempt, which no column of times says.
  const firstTime = /\b(first|1st|second|2nd) (time|go|attempt|try)\b/.exec(text);
  if (firstTime) doubts.push(`“${escapeMarkdown(firstTime[0])}” asks about an attempt, which I cannot tell from the columns I matched; name the column that says it (a retest or attempt column) and its value.`);
  // The rows are not the things counted when a column holds the count.
  const tally = tallyDoubt(parts, intent);
  if (tally) doubts.push(tally);
  const stock = stockDoubt(parts, intent, numericYearColumn(parts.info));
  if (stock) doubts.push(stock);
  // "how many customers" on a table whose rows are not people and with no column for them.
  const people = parts.tokens.findIndex((token, i) => parts.tokens[i - 2]?.raw === 'how' && parts.tokens[i - 1]?.raw === 'many' && PEOPLE.has(token.word));
  if (people >= 0 && measure?.agg === 'count' && measure.column === null && !parts.mentions.some((m) => m.start <= people && people < m.end)
    && !parts.values.some((v) => v.start <= people && people < v.end) && !parts.info.table.label.toLowerCase().includes(parts.tokens[people].word)) {
    doubts.push(`“${escapeMarkdown(parts.tokens[people].raw)}” are not the rows of ${escapeMarkdown(parts.info.table.label)}, and no column tells them apart; counting the rows would answer another question.`);
  }
  // "avg spend per customer" where no column names customers: the rows are not customers, and no figure is per customer.
  const perPerson = parts.tokens.findIndex((token, i) => parts.tokens[i - 1]?.raw === 'per' && PEOPLE.has(token.word) && !inside(parts, i));
  if (perPerson >= 0 && !parts.info.table.label.toLowerCase().includes(parts.tokens[perPerson].word)) {
    doubts.push(`No column of ${escapeMarkdown(parts.info.table.label)} tells one ${escapeMarkdown(parts.tokens[perPerson].word)} from another, so there is no figure “per ${escapeMarkdown(parts.tokens[perPerson].raw)}” to compute.`);
  }
  // "how many stall days": each stall on each day, not the distinct stalls.
  const named = measure?.agg === 'count_distinct' && !measure.derived && column ? parts.mentions.find((m) => m.candidates[0].column.name === column.name) : undefined;
  const unit = named ? parts.tokens[named.end] : undefined;
  if (named && unit && /^(days|weeks|months|quarters|years|hours|nights|shifts|visits)$/.test(unit.raw)) {
    doubts.push(`“${escapeMarkdown(parts.tokens.slice(named.start, named.end + 1).map((token) => token.raw).join(' '))}” counts each ${escapeMarkdown(column?.name ?? '')} on each of its ${escapeMarkdown(unit.raw)}, not the distinct ${codeSpan(column?.name ?? '')} values; ask for the number of rows, or for the distinct ${escapeMarkdown(column?.name ?? '')} values.`);
  }
  // "which guest spends the most" beside a `Price` and `Nights`: the spend is a total, maybe price × nights; never the average price.
  if (measure?.agg === 'avg' && column && priceSaidPaid(parts, column) && !/\b(average|avg|mean|typical)\b/.test(text)) {
    doubts.push(`What was spent or paid is a total, and ${codeSpan(column.name)} may be a price per ${escapeMarkdown(parts.info.columns.find(countsUnitsPriced)?.name ?? 'unit')}; ask for the total ${escapeMarkdown(column.name)}, or name how to compute the amount.`);
  }
  // A product of two columns (products.ts) is each row's amount, whatever its sides are: it adds up.
  if (measure && column && measure.agg === 'sum' && (measure.derived?.columns.length ?? 0) < 2) {
    if (isShareColumn(column)) doubts.push(`${codeSpan(column.name)} holds shares, which do not add up across rows; ask for one row's value or its average.`);
    else if (column.isIntensive && !/\b(total|sum|summed|combined|add up|adds up)\b/.test(text) && !asksUnitAmount(parts, column) && !pricesSpent(parts, column)) doubts.push(`${codeSpan(column.name)} is a level that does not add up across rows; ask for its average.`);
    // "which region had the highest revenue on average", answered with totals: an average was asked.
    else if (/\b(on average|average|mean)\b/.test(text)) doubts.push(`The question asks for an average, and the answer would be the total ${codeSpan(column.name)}; ask for the average ${escapeMarkdown(column.name)}.`);
  }
  // A year is a date, not a measure: its average or median is no answer to "first" or to an age.
  // `Age (years)` or `Years of Service` count years: a measure like any other.
  if (measure && column && isYearColumn(column) && ['sum', 'avg', 'median', 'stddev'].includes(measure.agg)) {
    doubts.push(`${codeSpan(column.name)} holds years, and its ${measure.agg === 'avg' ? 'average' : measure.agg === 'sum' ? 'total' : measure.agg} answers no question about them; ask for the first or last year, or name a number column.`);
  }
  // "the 1990s": ten years, never one.
  const decade = /\b(?:the )?((?:1[0-9]|20)[0-9]0)[’']?s\b/i.exec(parts.question);
  if (decade) {
    const start = Number(decade[1]);
    const spans = intent.filters.some((filter) => {
      const numbers = filter.values.map((value) => (typeof value === 'number' ? value : Number(String(value).slice(0, 4)))).filter((value) => Number.isFinite(value));
      return numbers.some((value) => value <= start) && numbers.some((value) => value >= start + 9);
    });
    if (!spans) doubts.push(`“${decade[0]}” asks for the ten years ${start}–${start + 9}, and the answer would not take them all.`);
  }
  // "best"/"worst" with no measure named is a judgement.
  const judged = /(?<!\b(sell|sells|sold|selling|perform|performs|performed|performing|rated|ranked) )\b(best|worst)\b(?! (sell|selling|seller|sellers|performing|performer|performers|rated))/.exec(text);
  if (judged) {
    const named = measure?.column ? parts.mentions.some((mention) => mention.candidates[0].column.name === measure.column) : false;
    if (!named) doubts.push(`“${judged[0]}” is a judgement, and the question names no number to judge by; name the column to rank by.`);
  }
  // "the single highest", "the biggest single day", "the most on a single day", "in one day": one
  // row (or one day), not a group's total.
  const dates = new Set(parts.info.columns.filter((c) => c.kind === 'date').map((c) => c.name));
  // The phrase follows the superlative: "which single product sold the most" names the groups.
  const superlative = /\b(highest|lowest|largest|smallest|biggest|best|worst|greatest|most|least|fewest|max|maximum|min|minimum|top|record)\b/.exec(text);
  const after = superlative ? /\bsingle \p{L}+|\b(in|on|during|within) (a|one) (day|night|week|month|year|hour|shift|go)\b/u.exec(text.slice(superlative.index)) : null;
  const oneRow = /\bsingle (highest|lowest|largest|smallest|biggest|best|worst|greatest)\b/.exec(text) ?? after;
  if (oneRow && intent.groupBy.some((g) => !dates.has(g)) && measure && ['sum', 'count', 'avg'].includes(measure.agg)) {
    doubts.push(`“${escapeMarkdown(oneRow[0])}” asks for the one row with the extreme value, and the answer would rank groups by their ${measure.agg === 'avg' ? 'average' : 'total'}.`);
  }
  return doubts;
}
