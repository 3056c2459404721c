/**
 * "which crew picked the most kg" beside `Pick Date`, "how many loads were hand picked": a verb of
 * the event each row records, named by the table's one date column (`Pick Date`, `Ship Date`),
 * says what the rows are and changes no figure: it is placed. With two date columns the verb may
 * choose one ("orders shipped in March" beside `Order Date` and `Ship Date`): left to the date rules.
 */
import type { Parts } from './parts';
import { stemOf } from './stems';

/** Words that close a date column's name after its event: "Pick Date", "Shipped On", "Delivery Day". */
const DATE_WORD = /^(date|day|on|at|time|timestamp|dt)$/;

/** Words after which the event's word is a verb: "do we brew", "they were picked". */
const BEFORE_A_VERB = /^(do|does|did|we|they|you|i|was|were|is|are|been|be)$/;

/** Participles of arranging a row for its date ("matches scheduled in june"); "played" or "held" would say it took place, and are left. */
const ARRANGED = /^(scheduled|planned|booked|due)$/;
/** What follows such a participle when it only says when: a period, or a period grouped or picked. */
const WHEN_NEXT = /^(in|on|for|during|between|before|after|this|last|next|since|until)$/;

export function placeEventVerbs(parts: Parts): void {
  const dates = parts.info.columns.filter((c) => c.kind === 'date');
  if (dates.length !== 1) return;
  const [date] = dates;
  // "matches scheduled in june 2024", "which weekday are the most matches scheduled": with one date, the
  // rows' arrangement for it adds nothing to the condition or the period asked.
  const periodAsked = /\b(which|what) (weekday|day|month|year|hour|quarter)\b/.test(parts.text);
  parts.tokens.forEach((token, i) => {
    if (ARRANGED.test(token.raw) && !parts.values.some((v) => v.start <= i && i < v.end) && (WHEN_NEXT.test(parts.tokens[i + 1]?.raw ?? '') || (periodAsked && i === parts.tokens.length - 1))) parts.placed.add(i);
  });
  const event = date.words.length === 2 && DATE_WORD.test(date.words[1]) ? date.words[0] : null;
  if (!event) return;
  const { tokens } = parts;
  const ofEvent = (i: number): boolean => stemOf(tokens[i].raw) === stemOf(event);
  const afterSubject = (i: number): boolean => BEFORE_A_VERB.test(tokens[i - 1]?.raw ?? '');
  const asVerb = (i: number): boolean => ofEvent(i) && (/(ed|ing)$/.test(tokens[i].raw) || afterSubject(i));
  // "which weekday do we brew on most", "stouts brewed in 2024" beside `Brew Date` and `Brew Day
  // Length`: the verb is the date's event, never the other column that starts with its word alone.
  // An "-ing" word alone is as often a noun ("cheapest listing" beside `Listing ID`): kept.
  parts.mentions = parts.mentions.filter((m) => !(m.end - m.start === 1 && ofEvent(m.start) && (/ed$/.test(tokens[m.start].raw) || afterSubject(m.start))));
  tokens.forEach((_, i) => {
    // A word inside another column's name ("picking" of `Picking Time`) is that column's.
    const inOther = parts.mentions.some((m) => m.start <= i && i < m.end && m.candidates[0].column !== date);
    if (!parts.placed.has(i) && !inOther && asVerb(i)) parts.placed.add(i);
  });
}
