/**
 * "in which month are most songs released", "which day do rentals usually peak": a period asked of
 * the calendar as a habit is a month of the year (every January together) or a day of the week,
 * pooled across the years. It is asked so when the question says the period recurs ("usually",
 * "each year": dates.ts `USUALLY`), or when its verb is in the simple present after the period
 * ("do homes sell", "are songs released"): a present-tense "do" or a passive "are … released"
 * states what happens again and again, where "had", "did", "was" ask about one past period. A
 * question that names a year, or data within one year, asks for a calendar period (both readings
 * give the same month there, and the calendar one says which year).
 */
import { USUALLY } from './dates';
import { type Grain, type Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown } from './text';

/** "which month", "in what day of the week": the period word picked, and where its question goes on. */
const PICKED = /\b(which|what) (month|day|weekday|week|hour)s?\b/;

/** A present-tense auxiliary: "do rentals peak", "does it rain", "are songs released". */
const PRESENT_AUX = /^(do|does|are|is)$/;

/** "once each year", "every year": the period said to come back. */
const RECURS = /\b(each|every|any|a typical|in a) year\b|\bper year\b/;

/** A regular past participle ("released", "harvested", "shipped") or one in -en/-wn ("taken", "shown"): "are most songs released". */
const PARTICIPLE = /^\p{L}{2,}[^aeiou]ed$|^\p{L}{3,}(en|wn)$/u;

/** The cycle a calendar grain is asked as, when it is a habit: none for a week (no week of the year grain). */
const CYCLE: Partial<Record<Grain, Grain>> = { month: 'monthofyear', day: 'weekday' };

/** The token index of "which"/"what" before the period word that `PICKED` found. */
function periodAt(parts: Parts, picked: RegExpExecArray): number {
  return parts.tokens.findIndex((token, i) => token.raw === picked[1] && parts.tokens[i + 1]?.word === picked[2]);
}

/** Where the question asks for a period as a habit, the words that say so; null otherwise. */
export function habitAsked(parts: Parts): string | null {
  const { text, tokens } = parts;
  const picked = PICKED.exec(text);
  if (!picked) return null;
  const marker = USUALLY.exec(text) ?? RECURS.exec(text);
  if (marker) return marker[0];
  // The verb after "which month": "which month do homes sell fastest", "in which month are most songs released".
  const at = periodAt(parts, picked);
  const aux = tokens[at + 2];
  if (!aux || !PRESENT_AUX.test(aux.raw)) return null;
  // "is" or "are" alone joins an adjective ("which month is the wettest"): only with a verb after it does it state a habit.
  if (/^(do|does)$/.test(aux.raw)) return `${picked[0]} ${aux.raw}`;
  const verb = tokens.slice(at + 3).find((token) => PARTICIPLE.test(token.raw));
  return verb ? `${picked[0]} ${aux.raw} … ${verb.raw}` : null;
}

/** A present-tense verb after the period word: "has", "have", "is", "are", "gets". */
const PRESENT_VERB = /^(has|have|is|are|gets|sees)$/;

/**
 * "which month has the most matches" (not "had"): a ranking of periods in the present tense,
 * which over several years may mean one calendar period or the period of every year together. In
 * the past tense ("which month had the highest sales") it is one calendar period.
 */
function presentRanking(parts: Parts): string | null {
  const picked = PICKED.exec(parts.text);
  if (!picked) return null;
  const verb = parts.tokens[periodAt(parts, picked) + 2];
  return verb && PRESENT_VERB.test(verb.raw) ? `${picked[0]} ${verb.raw}` : null;
}

/** Whether the rows of a date column fall within one calendar year (then a calendar month is a month of the year). */
async function oneYear(parts: Parts, lookups: ParseLookups, column: string): Promise<boolean> {
  const [first, last] = [await lookups.minDate(parts.info, column), await lookups.maxDate(parts.info, column)];
  return !!first && !!last && first.slice(0, 4) === last.slice(0, 4);
}

/**
 * A ranking of calendar months (or days) asked as a habit, read as months of the year (or days of
 * the week) instead. Unchanged when the question is not so, names a year, or the data holds one
 * year; any other reading of calendar periods (a growth, a habit of weeks, which has no week of the
 * year to group by) is refused with its reason in `doubts`.
 */
export async function settleHabit(parts: Parts, intent: Intent, lookups: ParseLookups, doubts: string[]): Promise<Intent> {
  const time = intent.time;
  if (!time || !['month', 'day', 'week'].includes(time.grain)) return intent;
  const habit = habitAsked(parts);
  if (intent.filters.some((f) => f.column === time.column) || (await oneYear(parts, lookups, time.column))) return intent;
  if (!habit) {
    const present = presentRanking(parts);
    if (present && intent.rank && CYCLE[time.grain]) {
      doubts.push(`“${escapeMarkdown(present)}” over several years reads two ways: one calendar ${time.grain} (say, ${time.grain === 'month' ? 'September 2021' : '12 March 2022'}) or every ${time.grain === 'month' ? 'September' : 'Monday'} together, which give different figures; ask for the ${time.grain === 'month' ? 'month of the year' : 'day of the week'}, or name a year.`);
    }
    return intent;
  }
  const cycle = CYCLE[time.grain];
  if (cycle && intent.kind === 'trend' && intent.rank) return { ...intent, time: { ...time, grain: cycle } };
  doubts.push(`“${escapeMarkdown(habit)}” asks for a habit across the years, and the answer would ${intent.kind === 'growth' ? 'follow' : 'rank'} single calendar ${time.grain}s; ask for the ${time.grain === 'week' ? 'month of the year or day of the week' : time.grain === 'month' ? 'month of the year' : 'day of the week'} with the highest or lowest figure, or name a year.`);
  return intent;
}
