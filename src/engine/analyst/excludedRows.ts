/**
 * "attendance rate" on bookings with a `Cancelled` flag: a cancelled booking could not be
 * attended, so the rate reads two ways, over every booking or over the bookings not cancelled,
 * and they give different figures. A rate (or share) of a condition, when another yes/no column
 * marks rows that could not have it (cancelled, void, refunded, withdrawn…) and the question says
 * nothing of that column, is asked, offering both; "excluding cancelled", "of bookings not
 * cancelled" or "of all bookings" answers.
 */
import { codeSpan } from '../../common/markdown';
import { eventWholeDoubt } from './eventWholes';
import type { RateCondition } from './groupRates';
import type { Filter, Intent } from './intent';
import { type ParseLookups, type Parts, rowNounsOf } from './parts';
import { YES_WORDS, yesSpellings } from './yesNoFlags';
import type { ColumnInfo } from './schema';
import { escapeMarkdown, words } from './text';

/** Words of a flag column whose rows could not have an outcome: a cancelled booking, a void sale. */
const EXCLUDING_WORDS = /^(cancel|cancels|cancelled|canceled|cancellation|void|voided|refund|refunded|withdrawn|withdrew|abandoned|rejected|deleted|invalid|excluded|postponed|noshow|scratched|dnf|dns)$/;

/** "of all bookings", "over all rows": every row is meant. */
const OVER_ALL = /\b(of|among|over|out of) (all|every)\b/;

/** "% of bookings attended", "pct of entries that finished": the rows named as the whole, every one of them. */
function ofTheRows(parts: Parts): boolean {
  const nouns = new Set(['row', 'record', 'entry', ...rowNounsOf(parts.info), ...words(parts.info.table.label), ...parts.info.columns.filter((c) => c.isId).flatMap((c) => c.words)]);
  return parts.tokens.some((token, i) => /^(of|among)$/.test(token.raw) && nouns.has((/^(the|our)$/.test(parts.tokens[i + 1]?.raw ?? '') ? parts.tokens[i + 2] : parts.tokens[i + 1])?.word ?? ''));
}

/** The values that say yes in a flag column: true, 1, or its yes/true texts in every spelling. */
async function yesValues(parts: Parts, lookups: ParseLookups, column: ColumnInfo): Promise<Array<string | number | boolean> | null> {
  if (column.kind === 'boolean') return [true];
  if (column.kind === 'number') {
    const range = await lookups.numberRange(parts.info, column.name);
    return range && range.min === 0 && range.max === 1 ? [1] : null;
  }
  if (column.kind !== 'text') return null;
  const yes = yesSpellings(await lookups.findValues(parts.info, YES_WORDS), column.name);
  return yes.length ? yes : null;
}

/** The rate unchanged, or, when a flag column marks rows that could not have its outcome, the same rate with the doubt said and both readings offered. */
export async function excludedRowReadings(parts: Parts, intent: Intent | null | undefined, lookups: ParseLookups, doubts: string[]): Promise<Intent | null | undefined> {
  const rate = intent?.rate;
  if (!intent || !rate) return intent;
  const wholeSaid = OVER_ALL.test(parts.text) || ofTheRows(parts);
  const eventDoubt = await eventWholeDoubt(parts, intent, lookups, wholeSaid);
  if (eventDoubt) {
    doubts.push(eventDoubt);
    return intent;
  }
  if (wholeSaid) return intent;
  // A flag the question names (as the rate, a filter, a group or a word) is already said.
  const said = new Set([rate.column, ...intent.filters.map((f) => f.column), ...intent.groupBy, ...parts.mentions.flatMap((m) => m.candidates.map((c) => c.column.name))]);
  for (const column of parts.info.columns) {
    if (said.has(column.name) || column.isId || !column.words.some((word) => EXCLUDING_WORDS.test(word))) continue;
    const yes = await yesValues(parts, lookups, column);
    if (yes === null) continue;
    // As "not cancelled" reads: a boolean false, any other value than the yes.
    const yesSaid = yes.map(String).join(' or ');
    const kept: Filter = typeof yes[0] === 'boolean'
      ? { column: column.name, op: '=', values: [false], label: `${column.name} is false` }
      : { column: column.name, op: 'not in', values: yes, label: `${column.name} is not ${yesSaid}` };
    const flag = escapeMarkdown(column.name);
    doubts.push(`The rate of ${escapeMarkdown(rate.label)} could be over every row, or over the rows where ${codeSpan(flag)} is not ${escapeMarkdown(yesSaid)} (which could not have it), and they give different figures; ask for one (“… excluding ${escapeMarkdown(column.name.toLowerCase())}”, or “… of all rows”).`);
    parts.intents = [intent, { ...intent, filters: [...intent.filters, kept] }];
    return intent;
  }
  return notStartedReadings(parts, intent, rate, lookups, doubts);
}

/**
 * Outcomes that call a row off before it could start or finish: their rate is over every row. An
 * abandoned ride or cart was started, so its rate beside Cancelled rows has two wholes, like a DNF.
 */
const CALLED_OFF = /^(cancel|cancelled|canceled|cancellation|void|voided|refund|refunded|deleted|invalid|excluded|postponed)$/;

/** Values of a status for rows that never started: a runner who did not start cannot finish or drop out. */
const NOT_STARTED = ['dns', 'did not start', 'not started', 'no show', 'noshow', 'no shows', 'scratched', 'withdrawn', 'did not attend'];

/**
 * Values of a status for rows with no outcome yet, or none ever: a pending or withdrawn
 * application was neither approved nor rejected, so a rejection rate is over every application
 * or over the decided ones.
 */
const UNDECIDED = ['pending', 'withdrawn', 'cancelled', 'canceled', 'in review', 'under review', 'awaiting decision', 'on hold', 'in progress'];

/** "of decided applications", "among processed claims": the whole is the rows with an outcome. */
const DECIDED = /^(decided|processed|determined|concluded)$/;

/**
 * "dnf rate" on results whose `Status` is Finished, DNF or DNS: the rate of an outcome that only a
 * started row can have is over every row with a status, or over the rows that started (DNS left
 * out), which give different figures; asked, offering both. So is a decision's ("rejection rate")
 * beside Pending or Withdrawn rows: over every row, or over the decided ones ("of decided
 * applications" says so). A rate of not starting itself ("dns rate", "no-show rate"), of an
 * undecided value ("pending rate") or of another exclusion ("cancellation rate") has one whole.
 */
async function notStartedReadings(parts: Parts, intent: Intent, rate: RateCondition, lookups: ParseLookups, doubts: string[]): Promise<Intent> {
  if (typeof rate.value !== 'string' || rate.to !== undefined || rate.values) return intent;
  const outcome = rate.value.toLowerCase();
  if (NOT_STARTED.includes(outcome) || UNDECIDED.includes(outcome) || words(outcome).some((word) => CALLED_OFF.test(word))) return intent;
  const hits = await lookups.findValues(parts.info, [...NOT_STARTED, ...UNDECIDED]);
  const others = [...new Set(hits.filter((hit) => hit.column === rate.column && hit.value !== rate.value).map((hit) => hit.value))];
  // A condition already on the column ("dnf rate excluding dns") has said which rows count.
  if (!others.length || intent.filters.some((filter) => filter.column === rate.column)) return intent;
  const kept: Filter = { column: rate.column, op: 'not in', values: others, label: `${rate.column} is not ${others.join(' or ')}` };
  const decided = parts.tokens.findIndex((token) => DECIDED.test(token.raw));
  if (decided >= 0) {
    parts.placed.add(decided);
    return { ...intent, filters: [...intent.filters, kept] };
  }
  const whole = others.every((value) => NOT_STARTED.includes(value.toLowerCase())) ? 'the rows that started' : 'the rows with an outcome';
  doubts.push(`The rate of ${escapeMarkdown(rate.label)} could be over every row with a ${escapeMarkdown(rate.column)}, or only over ${whole} (leaving out ${others.map((value) => escapeMarkdown(value)).join(' and ')}), and they give different figures; ask for one (“… excluding ${escapeMarkdown(others.join(' and '))}”, or “… of all rows”).`);
  parts.intents = [intent, { ...intent, filters: [...intent.filters, kept] }];
  return intent;
}
