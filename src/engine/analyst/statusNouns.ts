/**
 * Nouns and phrasal verbs made from a value of a status column: "finishers" are the rows whose
 * Status is Finished, "approvals" and "rejections" the rows Approved and Rejected, "applications
 * turned down" the Rejected ones, "applicants who pulled out" the Withdrawn ones. Each is only a
 * value of a column whose name says it holds an outcome (`Status`, `Decision`, `Result`): a
 * "finisher" is not the value Finished of a `Surface` column. The reading is named in the answer
 * ("Status = Finished, the finishers"), and where two such columns hold the value it is asked about.
 */
import type { ValuePhrase } from './mentions';
import type { ColumnInfo, TableInfo } from './schema';
import { words, type Token } from './text';

/** Column words of an outcome: the values say how each row came out. */
const STATUS_COLUMN = /^(status|state|stage|outcome|result|decision|disposition)$/;

/** Whether a column holds the outcome of each row, by its name. */
export function isStatusColumn(column: ColumnInfo): boolean {
  return column.kind === 'text' && column.words.some((w) => STATUS_COLUMN.test(w));
}

/**
 * The "-ed" values a noun of an outcome is made from: the one who did it ("finisher"), the act
 * ("approval", "rejection", "completion", "cancellation"), or the verb itself used as a noun
 * ("default"). `word` is the singular, lower-case word.
 */
export function statusNounValues(word: string): string[] {
  const forms = new Set<string>();
  const stem = (suffix: RegExp): string | null => (suffix.test(word) ? word.replace(suffix, '') : null);
  const agent = stem(/er$/);
  if (agent && agent.length >= 3) forms.add(`${agent}ed`);
  const act = stem(/al$/);
  // "approval" → approv-ed, "refusal" → refus-ed, "dismissal" → dismiss-ed.
  if (act && act.length >= 4) forms.add(`${act}ed`);
  const ion = stem(/ion$/);
  // "rejection" → reject-ed, "completion" → complet-ed; "cancellation" → cancell-ed.
  if (ion && ion.length >= 4) forms.add(`${ion}ed`);
  const ation = stem(/ation$/);
  if (ation && ation.length >= 4) forms.add(`${ation}ed`);
  if (/^\p{L}{4,}$/u.test(word) && !/(ed|er|al|ion|s)$/.test(word)) forms.add(`${word}ed`);
  return [...forms];
}

/** The values of an arrival that did not happen. */
const NO_SHOW = ['no show', 'did not attend', 'dna', 'did not show'];

/**
 * Verbs whose outcome value is no "-ed" form of theirs: "how many deals did hannah win" where
 * `Stage` says Won, "which volunteer missed the most shifts" where `Status` says No-show.
 */
const VERB_OUTCOMES = new Map<string, string[]>([
  ['win', ['won']], ['lose', ['lost']], ['missed', [...NO_SHOW, 'missed']], ['miss', [...NO_SHOW, 'missed']],
  // "how many runs got scrubbed": called off, as crews and launch sites say.
  ['scrubbed', ['cancelled', 'canceled', 'scrubbed']], ['scrub', ['cancelled', 'canceled', 'scrubbed']],
  // "lots pulled from the sale": taken back by whoever offered them.
  ['pulled', ['withdrawn', 'withdrew', 'pulled']],
]);

/** The values an outcome verb names (see VERB_OUTCOMES); `word` is singular, lower case. */
export function verbOutcomeValues(word: string): string[] {
  return VERB_OUTCOMES.get(word) ?? [];
}

/** Phrasal verbs of an outcome, and the values that say it. */
const PHRASAL = new Map<string, string[]>([
  ['turned down', ['rejected', 'declined', 'refused', 'denied']],
  ['turn down', ['rejected', 'declined', 'refused', 'denied']],
  ['pulled out', ['withdrawn', 'withdrew']],
  ['pull out', ['withdrawn', 'withdrew']],
  ['dropped out', ['withdrawn', 'withdrew', 'dropped out']],
  ['drop out', ['withdrawn', 'withdrew', 'dropped out']],
  // "rides that were called off": cancelled, by whoever called them off.
  ['called off', ['cancelled', 'canceled']],
  ['call off', ['cancelled', 'canceled']],
  // "dives that got blown out": called off for the weather.
  ['blown out', ['cancelled', 'canceled']],
  ['blew out', ['cancelled', 'canceled']],
  // "how many times did an inverter break down": the rows whose status says it failed.
  ...['break down', 'breaks down', 'broke down', 'broken down', 'breaking down'].map((said): [string, string[]] => [said, ['fault', 'faulty', 'failed', 'failure', 'broken', 'broken down', 'breakdown', 'out of order']]),
  // Negated arrivals, said with their negation: "didnt turn up" is a No-show, "nobody was home" Not Home.
  // A clinic writes the no-show "Did Not Attend" (DNA).
  ...['didnt turn up', 'didnt show up', 'not turn up', 'not show up', 'never turned up', 'never showed up', 'no show', 'no shows'].map((said): [string, string[]] => [said, NO_SHOW]),
  // "how many shifts did farah turn up for": the rows where the person came.
  ...['turn up', 'turned up', 'show up', 'showed up'].map((said): [string, string[]] => [said, ['attended', 'worked', 'present', 'showed up']]),
  ...['nobody home', 'nobody was home', 'nobody in', 'nobody was in'].map((said): [string, string[]] => [said, ['not home']]),
]);

/** The status values a phrasal verb of two or three words stands for ("turned down": Rejected, Declined), or none. */
export function phrasalStatusValues(tokens: Token[]): string[] {
  if (tokens.length < 2) return [];
  return PHRASAL.get(tokens.map((token) => token.raw).join(' ')) ?? [];
}

/**
 * Whether a value read from another word ("finishers" as Finished, "women" as F) may be a value of
 * `column`: one the reading fits, and never from a word that names the rows or a column
 * ("orders" in orders.csv are the rows, not the Status Ordered).
 */
export function readingFits(phrase: ValuePhrase, column: string, info: TableInfo, tokens: Token[], rowNouns: Set<string>): boolean {
  if (!phrase.fits) return true;
  const found = info.columns.find((c) => c.name === column);
  if (!found || !phrase.fits(found)) return false;
  // "approval rate", "rejection share": a rate of the outcome, over a whole the question leaves open, not a filter on it.
  if (/^(rate|rates|ratio|share|percentage|percent|pct|proportion)$/.test(tokens[phrase.end]?.raw ?? '')) return false;
  const label = new Set(words(info.table.label));
  return !tokens.slice(phrase.start, phrase.end).some((t) => rowNouns.has(t.word) || label.has(t.word) || info.columns.some((c) => c.words.includes(t.word)));
}
