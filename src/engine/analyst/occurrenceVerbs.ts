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
  const words = new Set([...found[0].split(' '), 'often']);
  // "the most often" is the count itself; every other word of the verb is said once.
  parts.tokens.forEach((token, i) => {
    if (!words.has(token.raw)) return;
    if (token.raw === 'often' && !/^(most|least)$/.test(parts.tokens[i - 1]?.raw ?? '')) return;
    parts.placed.add(i);
  });
  return found[0];
}
