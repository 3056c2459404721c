/**
 * "which customer spends the most", "which player has the highest ranking": the word after
 * "which" names what is asked about, and the word after a ranking word names what is ranked.
 * Both are words the parser otherwise drops as instructions or people in general ("customer" in
 * "how many customers", "ranking" in "a ranking of regions"), so an answer could group by some
 * other column, or rank a count of rows, and leave them out. Each must be held by a column, a
 * value or the table's own noun for its rows, or the question is refused naming the word.
 */
import { escapeMarkdown } from '../../common/markdown';
import { PEOPLE, type Parts, RANK_DOWN, RANK_UP, rowNounsOf } from './parts';

/** Words for a rank itself: after "highest" they name the figure ranked, which no column may hold. */
const RANK_NOUNS = /^(rank|ranking|ranked)$/;

/** Whether token i is held by a column, a value or a rule. */
function heldAt(parts: Parts, i: number): boolean {
  return parts.placed.has(i) || parts.mentions.some((m) => m.start <= i && i < m.end) || parts.values.some((v) => v.start <= i && i < v.end);
}

/** The words naming what is asked about, or what is ranked, that nothing in the table holds. */
function unplacedWords(parts: Parts): string[] {
  const rowNouns = rowNounsOf(parts.info);
  const { tokens } = parts;
  const found: string[] = [];
  tokens.forEach((token, i) => {
    if (heldAt(parts, i) || rowNouns.has(token.word)) return;
    const before = tokens[i - 1]?.raw ?? '';
    // "which customer", "what client": a person the question asks about.
    if (PEOPLE.has(token.word) && /^(which|what)$/.test(before)) found.push(token.raw);
    // "the highest ranking", "ranked lowest", unless a measure to rank by follows ("top ranked products by revenue").
    const after = tokens[i + 1]?.raw ?? '';
    const ranked = RANK_UP.test(before) || RANK_DOWN.test(before) || RANK_UP.test(after) || RANK_DOWN.test(after);
    if (RANK_NOUNS.test(token.raw) && ranked && !tokens.slice(i + 1).some((t) => t.raw === 'by')) found.push(token.raw);
  });
  return [...new Set(found)];
}

/** The doubt when the subject of "which X" or the figure of "highest Y" is held by nothing in the table. */
export function unplacedSubjectDoubts(parts: Parts): string[] {
  const words = unplacedWords(parts);
  if (!words.length) return [];
  const said = words.map((word) => `“${escapeMarkdown(word)}”`).join(', ');
  return [`I could not place ${said}: no column, value or row of ${escapeMarkdown(parts.info.table.label)} holds ${words.length === 1 ? 'it' : 'them'}, and the answer I could compute would be about something else.`];
}
