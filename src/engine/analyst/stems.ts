/**
 * The stem two forms of one word share ("cancellation", "Cancelled", "canceled"). A leaf module:
 * parts.ts reads row nouns (rowOwnNouns.ts) that compare stems, and must not import the rules.
 */

const IRREGULAR: Array<[string, string]> = [['utions', 'v'], ['ution', 'v'], ['ersions', 'ert'], ['ersion', 'ert'], ['issions', 'it'], ['ission', 'it']];

/** "cancellation", "Cancelled", "canceled": the same stem. */
export function stemOf(word: string): string {
  let stem = word.toLowerCase();
  // Nouns whose verb ends otherwise: resolution → resolve, conversion → convert, admission → admit.
  for (const [noun, verb] of IRREGULAR) if (stem.endsWith(noun) && stem.length - noun.length >= 3) return stem.slice(0, -noun.length) + verb;
  for (const suffix of ['ations', 'ation', 'ions', 'ion', 'als', 'al', 'ures', 'ure', 'ances', 'ance', 'ences', 'ence', 'ments', 'ment', 'ings', 'ing', 'ed', 'es', 's', 'e']) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem.replace(/(\p{L})\1$/u, '$1');
}
