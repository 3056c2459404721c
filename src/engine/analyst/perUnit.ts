/**
 * A unit word that ends two columns' names, one a rate per that unit and one a number of it:
 * "night" in `Price per Night` and `Minimum Nights`. The words before it in the question tell
 * which: "a night", "per night", "each night" speak of the rate per night; "7 nights" counts
 * nights. With neither ("average nights"), both columns fit the word equally and the question is
 * asked back.
 */
import type { Token } from './text';

/** A count written before a unit: "7 nights", "two nights". */
const COUNT = /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)$/;
/** Words before a unit that make it "per" that unit: "$200 a night", "cost per night". */
const PER = /^(per|a|an|each|every)$/;

/**
 * How much better (positive) or worse (negative) the word at `i` fits a column whose name has it
 * at `at`: a rate per the unit ("per night") or a number of it ("minimum nights"); 0 when the
 * question says neither.
 */
export function perUnitFit(tokens: readonly Token[], i: number, columnWords: readonly string[], at: number, columnName = ''): number {
  // "Rate ($/word)", "Price (€/kg)": the unit after a slash is what the rate is per; "words", "kg"
  // or "kilos" said without "per" or "a" are an amount of them (`Word Count`, `Landed Weight (kg)`), never the rate.
  if (new RegExp(`/\\s*${columnWords[at]}s?\\b`, 'i').test(columnName)) return PER.test(tokens[i - 1]?.raw ?? '') ? 0.5 : -1.5;
  const before = tokens[i - 1];
  if (!before) return 0;
  const perColumn = columnWords[at - 1] === 'per';
  if (PER.test(before.raw)) return perColumn ? 0.5 : -0.5;
  // "7 nights": a count of the unit.
  if (COUNT.test(before.raw) && tokens[i].raw !== tokens[i].word) return perColumn ? -0.5 : 0.5;
  return 0;
}
