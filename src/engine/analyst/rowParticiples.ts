/**
 * "which month has the most matches played", "orders shipped per week", "loans returned by branch":
 * a noun of the table's rows followed by a participle says which rows are meant (the matches that
 * were played), to be counted. It never names a number column that merely shares the participle
 * (`Sets Played`, `Items Shipped`) when that column's own noun ("sets", "items") is not in the
 * question: adding it up would answer another question. Which rows the participle keeps (a played
 * match: completed, retired, not a walkover?) is not in the data's words, so it is asked back.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import { type Parts, rowNounsOf } from './parts';
import { isStatusColumn } from './statusNouns';
import { escapeMarkdown } from './text';

/** A regular past participle ("played", "shipped") or a common irregular one ("sold", "won", "held"). */
const PARTICIPLE = /^\p{L}{2,}ed$|^(sold|paid|won|lost|made|held|run|sent|bought|kept|seen|taken|given|done|built|grown|written|driven|ridden|flown|shown|drawn|spent|caught|brought|thrown|read|met|left|hit|set|put|cut|let|shut|split)$/u;

/**
 * The doubt when the measure is a number column named only by a participle that follows a noun of
 * the rows ("matches played" and `Sets Played`); null otherwise.
 */
export function rowParticipleDoubt(parts: Parts, intent: Intent): string | null {
  const measure = intent.measure;
  if (!measure?.column || measure.derived || !['sum', 'avg', 'median', 'max', 'min'].includes(measure.agg)) return null;
  const rowNouns = new Set([...rowNounsOf(parts.info), ...(parts.ownNouns ?? [])]);
  const { tokens } = parts;
  for (const mention of parts.mentions) {
    const column = mention.candidates[0].column;
    if (column.name !== measure.column || mention.end - mention.start !== 1) continue;
    const at = mention.start;
    const noun = tokens[at - 1];
    // A noun of the rows: the file's, or the one its identifier names ("matches" beside `Match ID`).
    const keyed = parts.info.columns.some((c) => c.isId && c.words.includes(noun?.word ?? ''));
    if (!noun || !(rowNouns.has(noun.word) || keyed) || !PARTICIPLE.test(tokens[at].raw) || !column.words.includes(tokens[at].word)) continue;
    // The column's own noun said elsewhere ("sets played in matches") names it after all.
    const said = new Set(tokens.map((token) => token.word));
    if (column.words.some((word) => word !== tokens[at].word && said.has(word))) continue;
    const status = parts.info.columns.find(isStatusColumn);
    const phrase = `${noun.raw} ${tokens[at].raw}`;
    return `“${escapeMarkdown(phrase)}” names ${escapeMarkdown(noun.raw)} (rows, to be counted), not ${codeSpan(column.name)}, whose own words the question does not say; which ${escapeMarkdown(noun.raw)} count as ${escapeMarkdown(tokens[at].raw)}${status ? ` (which values of ${codeSpan(status.name)})` : ''} the data does not tell me, so name the condition (“${escapeMarkdown(noun.raw)} where ${escapeMarkdown(status?.name ?? 'a column')} is …”), or name the column if its total is meant.`;
  }
  return null;
}
