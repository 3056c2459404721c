/**
 * Verbs that say a row happened, never what it was worth: "which make comes in most", "which
 * customer visits most", "which dog turned up the most often". Ranked groups then count their
 * rows; the table's money, which a bare "most" is otherwise measured by ("top customers"), would
 * answer another question.
 */
import type { Parts } from './parts';

/** "comes in", "visits", "turned up", "called out", "booked": a row each time it happens. */
const OCCURS = /\b(?:(?:come|comes|came|coming) (?:in|back|round)|(?:visit|visits|visited|visiting)|(?:turn|turns|turned|show|shows|showed|pop|pops|popped) up|(?:call|calls|called) (?:in|out)|(?:appear|appears|appeared|occur|occurs|occurred|happen|happens|happened)|(?:booked|books|reserved|reserves|hired|hires|enrolled|enrols|enrolls|registered|registers))\b/;

/**
 * The words of an occurrence verb that ranks groups by how often, placed (with "often" after
 * "most"); null when the question says none, or names money beside it ("came in the most money").
 */
export function occurrenceRanked(parts: Parts): string | null {
  const found = OCCURS.exec(parts.text);
  if (!found) return null;
  // The verb's own words where it is said, and "often" after "most" (the count itself).
  const verb = found[0].split(' ');
  const at = parts.tokens.findIndex((_, i) => verb.every((word, k) => parts.tokens[i + k]?.raw === word));
  for (let k = 0; at >= 0 && k < verb.length; k++) parts.placed.add(at + k);
  parts.tokens.forEach((token, i) => { if (token.raw === 'often' && /^(most|least)$/.test(parts.tokens[i - 1]?.raw ?? '')) parts.placed.add(i); });
  return found[0];
}
