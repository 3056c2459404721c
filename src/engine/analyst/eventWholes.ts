/**
 * "refund rate", "cancellation rate": the rate of an event is its rows over the natural whole,
 * and two kinds of column make that whole or that event read two ways, so the analyst asks.
 *
 * - A line that undoes another line: on a sales log whose `Line Type` is Sale or Refund, a refund
 *   is of a sale, so the refund rate could be the refunds over the sale lines or over every line.
 * - A value that is the event in part: beside Cancelled, a Curtailed trip (or a "Partially
 *   refunded" order) was cancelled in part, so the cancellation rate could count it or not.
 *
 * A rate of a value with neither beside it (Cancelled beside Attended and No-show) has one
 * reading and is answered as before.
 */
import type { RateCondition } from './groupRates';
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown, words } from './text';

/** Kinds of line that undo or reverse a line of another kind. */
const UNDOING = /^(refund|return|chargeback|reversal|credit)$/;

/** Kinds of line the undoing ones are of: a refund of a sale, a chargeback of a payment. */
const UNDONE = ['sale', 'sales', 'purchase', 'order', 'payment', 'charge', 'invoice', 'debit'];

/** Values that say an event happened in part, whatever the event. */
const PARTIAL_ALONE = ['partial', 'partially', 'curtailed', 'truncated', 'cut short'];

/** Words put before or after an event's value to say it happened in part ("Partially refunded"). */
const PARTIAL_WORDS = ['partially', 'partial', 'partly', 'part'];

/** The values of the rate's column that the question left out of a reading: the undone kind of line, or a partial form of the event. */
async function found(parts: Parts, rate: RateCondition, lookups: ParseLookups, phrases: string[]): Promise<string[]> {
  const hits = await lookups.findValues(parts.info, phrases);
  return [...new Set(hits.filter((hit) => hit.column === rate.column && hit.value !== rate.value).map((hit) => hit.value))];
}

/**
 * The doubt when the rate's event is a line undoing another kind of line of the same column, or
 * when another value of that column is the event in part; undefined when the rate has one reading.
 * `wholeSaid`: the question names the whole ("of all lines"), which settles the first doubt only.
 */
export async function eventWholeDoubt(parts: Parts, intent: Intent, lookups: ParseLookups, wholeSaid: boolean): Promise<string | undefined> {
  const rate = intent.rate;
  if (!rate || typeof rate.value !== 'string' || rate.to !== undefined || rate.values) return undefined;
  // A condition on the column already says which rows count ("refund rate of sale lines").
  if (intent.filters.some((filter) => filter.column === rate.column)) return undefined;
  const event = rate.value.toLowerCase();
  const eventWords = words(event);
  const label = escapeMarkdown(rate.label);
  if (!wholeSaid && eventWords.length === 1 && UNDOING.test(eventWords[0])) {
    const undone = await found(parts, rate, lookups, UNDONE);
    if (undone.length) {
      const base = undone.map((value) => escapeMarkdown(value)).join(' or ');
      return `The rate of ${label} could be over the ${base} lines (a ${escapeMarkdown(event)} undoes a ${escapeMarkdown(undone[0].toLowerCase())}) or over every row, and they give different figures; ask for one (“… of all rows”, or the number of each).`;
    }
  }
  // The question names the partial value itself: it has said whether it counts.
  const partialPhrases = [...PARTIAL_ALONE, ...PARTIAL_WORDS.flatMap((word) => [`${word} ${event}`, `${event} ${word}`])];
  const partial = (await found(parts, rate, lookups, partialPhrases)).filter((value) => !parts.values.some((v) => v.column === rate.column && v.value === value));
  if (!partial.length) return undefined;
  const others = partial.map((value) => escapeMarkdown(value)).join(' and ');
  return `${others} may be ${escapeMarkdown(rate.value)} in part, so the rate of ${label} could count ${escapeMarkdown(rate.value)} alone or ${others} too, and they give different figures; name the values that count.`;
}
