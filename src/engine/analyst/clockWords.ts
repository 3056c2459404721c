/**
 * Days of the week and times of day as conditions on a date column: "on saturdays", "on a
 * weekend", "between midnight and 6am", "starting at 6pm or later", "weekend mornings". The day
 * or the hour is read from the date column the question's words name (dates.ts
 * `namedDateColumn`); a time of day needs a column that holds times: the date column itself, or
 * beside days without a time the table's one column of times of day ("Scheduled Departure" holding
 * "07:35", clockHour.ts `clockColumn`). "Morning", "afternoon" and
 * "evening" are taken as fixed hours, said in the filter's label; "night" spans midnight and is
 * left unread.
 */
import { codeSpan } from '../../common/markdown';
import { clockColumn } from './clockHour';
import { namedDateColumn, ON_WEEKDAYS } from './dates';
import type { Filter } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const title = (word: string): string => `${word[0].toUpperCase()}${word.slice(1)}`;

/** Parts of the day as hours [from, to), and how the label says them. */
const PARTS_OF_DAY = new Map<string, [number, number, string]>([
  ['morning', [0, 12, 'in the morning (before 12:00)']],
  ['afternoon', [12, 18, 'in the afternoon (12:00 to 17:59)']],
  ['evening', [18, 24, 'in the evening (18:00 or later)']],
]);

const hh = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** A clock time at token i: "midnight", "noon", "6am", "6 pm", "8:30", "8:30pm"; its hour, minute and last token. */
function clockAt(parts: Parts, i: number): { hour: number; minute: number; end: number; written: boolean } | null {
  const { tokens } = parts;
  const raw = tokens[i]?.raw ?? '';
  if (raw === 'midnight') return { hour: 0, minute: 0, end: i, written: false };
  if (raw === 'noon' || raw === 'midday') return { hour: 12, minute: 0, end: i, written: false };
  const half = tokens[i + 1]?.raw;
  const halfDay = half === 'am' || half === 'pm';
  const written = /^(\d{1,2}):(\d{2})$/.exec(raw);
  if (written) {
    const [hour, minute] = [Number(written[1]), Number(written[2])];
    if (minute > 59 || hour > 23 || (halfDay && (hour < 1 || hour > 12))) return null;
    return { hour: halfDay ? (hour % 12) + (half === 'pm' ? 12 : 0) : hour, minute, end: halfDay ? i + 1 : i, written: true };
  }
  const n = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (n >= 1 && n <= 12 && halfDay) return { hour: (n % 12) + (half === 'pm' ? 12 : 0), minute: 0, end: i + 1, written: false };
  return null;
}

/** Whether the token is grouped by ("by weekday", "per saturday") rather than kept. */
const grouping = (parts: Parts, i: number): boolean => /^(by|per|each|every|which|what)$/.test(parts.tokens[i - 1]?.raw ?? '');

/** Whether the token is part of a value or a column's name ("Morning Shift", a "Monday" column). */
const named = (parts: Parts, i: number): boolean => [...parts.values, ...parts.mentions].some((span) => span.start <= i && i < span.end);

/**
 * The days of the week the question keeps (DuckDB's numbering, 0 for Sunday), and their label.
 * Days set against each other ("weekends vs weekdays") are a comparison, not read here.
 */
function daysOf(parts: Parts, placed: number[]): { days: number[]; label: string } | null {
  const { tokens } = parts;
  if (ON_WEEKDAYS.test(parts.text)) {
    placed.push(tokens.findIndex((token) => /^weekdays?$/.test(token.raw)));
    return { days: [1, 2, 3, 4, 5], label: 'on a weekday (Monday to Friday)' };
  }
  if (/\b(vs|versus|compared?|comparing|weekdays?|than)\b/.test(parts.text)) return null;
  const days: number[] = [];
  const labels: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (grouping(parts, i) || named(parts, i)) continue;
    const word = tokens[i].raw.replace(/s$/, '');
    const day = DAYS.indexOf(word);
    if (word !== 'weekend' && day < 0) continue;
    placed.push(i);
    days.push(...(word === 'weekend' ? [6, 0] : [day]));
    labels.push(word === 'weekend' ? 'a weekend day (Saturday or Sunday)' : `a ${title(DAYS[day])}`);
  }
  return days.length ? { days: [...new Set(days)], label: `on ${labels.join(' or ')}` } : null;
}

/**
 * The times the question keeps, [from, to), and their label: whole hours (`after`: strictly later
 * than `from` o'clock), or seconds of the day (`seconds`) when a time is written to the minute
 * ("before 8:30", "the 8:30 slot"). A time with its minutes said alone keeps that minute.
 */
interface Hours { from: number; to: number; label: string; after?: true; seconds?: true; written?: { hour: number; minute: number; said: string } }

const hhmm = (seconds: number): string => `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;

function hoursOf(parts: Parts, placed: number[]): Hours | null {
  const { tokens } = parts;
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i].raw;
    const part = PARTS_OF_DAY.get(raw.replace(/s$/, ''));
    if (named(parts, i)) continue;
    if (part && !grouping(parts, i)) {
      placed.push(i);
      return { from: part[0], to: part[1], label: part[2] };
    }
    const clock = clockAt(parts, i);
    if (!clock) continue;
    const before = tokens[i - 1]?.raw ?? '';
    const span = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, k) => from + k);
    const last = /^(between|from)$/.test(before) && /^(and|to|until|till)$/.test(tokens[clock.end + 1]?.raw ?? '') ? clockAt(parts, clock.end + 2) : null;
    // Written to the minute: the same conditions in seconds of the day.
    const minutes = clock.written || !!last?.written;
    const at = clock.hour * 3600 + clock.minute * 60;
    const written = clock.written && tokens[clock.end]?.raw === raw ? { hour: clock.hour, minute: clock.minute, said: raw } : undefined;
    const timed = (from: number, to: number, label: string): Hours => ({ from, to, label, seconds: true, ...(written ? { written } : {}) });
    // "between midnight and 6am", "from 9am to 5pm", "between 8:30 and 10:15".
    if (last && last.hour * 60 + last.minute > clock.hour * 60 + clock.minute) {
      placed.push(...span(i - 1, last.end));
      if (minutes) return timed(at, last.hour * 3600 + last.minute * 60, `from ${hhmm(at)} to before ${hhmm(last.hour * 3600 + last.minute * 60)}`);
      return { from: clock.hour, to: last.hour, label: `from ${hh(clock.hour)} to before ${hh(last.hour)}` };
    }
    // "6pm or later", "since 6pm", "from 6pm on": 18:00 and every time after it. "after 6pm" is strictly
    // later: 18:30 is after 6pm, 18:00 is not.
    // "at or after 9:15", "at or before 6pm": the time itself is kept.
    const atOr = /^(after|before)$/.test(before) && tokens[i - 2]?.raw === 'or' && tokens[i - 3]?.raw === 'at';
    const later = (tokens[clock.end + 1]?.raw === 'or' && /^(later|after)$/.test(tokens[clock.end + 2]?.raw ?? '')) || (atOr && before === 'after');
    if (later || /^(after|since)$/.test(before) || (before === 'from' && tokens[clock.end + 1]?.raw === 'on')) {
      placed.push(...span(atOr ? i - 3 : /^(after|since|from|at)$/.test(before) ? i - 1 : i, atOr ? clock.end : later ? clock.end + 2 : clock.end + (before === 'from' ? 1 : 0)));
      if (minutes) return before === 'after' && !later ? timed(at + 1, 86_400, `after ${hhmm(at)}`) : timed(at, 86_400, `at ${hhmm(at)} or later`);
      if (before === 'after' && !later) return { from: clock.hour, to: 24, label: `after ${hh(clock.hour)}`, after: true };
      return { from: clock.hour, to: 24, label: `at ${hh(clock.hour)} or later` };
    }
    const earlier = tokens[clock.end + 1]?.raw === 'or' && /^(earlier|before)$/.test(tokens[clock.end + 2]?.raw ?? '');
    if (atOr) {
      // "at or before 9:15": up to that minute; "at or before 6pm": up to 18:00 itself.
      placed.push(...span(i - 3, clock.end));
      return timed(0, at + (minutes ? 60 : 1), `at ${hhmm(at)} or earlier`);
    }
    if (before === 'before' || earlier) {
      placed.push(...span(before === 'before' ? i - 1 : i, earlier ? clock.end + 2 : clock.end));
      // "9:15 or earlier" keeps that minute; "6pm or earlier" never keeps 18:30: it ends before 18:00 and says so.
      if (minutes) return earlier ? timed(0, at + 60, `at ${hhmm(at)} or earlier`) : timed(0, at, `before ${hhmm(at)}`);
      return { from: 0, to: clock.hour, label: `before ${hh(clock.hour)}` };
    }
    // "how many 8:30 tests", "takings at 8:30pm", "the 8:30 slot": that minute. Never after a word of
    // comparison or length ("under 10:00", "until 9:15", "lessons of 1:30") or a date ("2024-01-05 14:00"),
    // which leave the time unread, and the question asked.
    if (clock.written && !grouping(parts, i) && (i === 0 || /^(at|many|the|a|an)$/.test(before))) {
      placed.push(...span(before === 'at' ? i - 1 : i, clock.end));
      return timed(at, at + 60, `at ${hhmm(at)}`);
    }
  }
  return null;
}

/** Verbs of the moment a column of times holds: leaving for a departure, arriving for an arrival. */
const MOMENT_VERBS: Array<[RegExp, RegExp]> = [
  [/^(departure|departs|depart)$/, /^(leave|leaves|leaving|left|depart|departs|departing|departed)$/],
  [/^(arrival|arrives|arrive|arrived)$/, /^(arrive|arrives|arriving|arrived)$/],
];
const momentVerbOf = (clock: ColumnInfo, word: string): boolean => MOMENT_VERBS.some(([name, verb]) => verb.test(word) && clock.words.some((w) => name.test(w)));

/** A column that holds times of day as well as days. */
const holdsTimes = (column: ColumnInfo): boolean => /^TIMESTAMP/i.test(column.type.trim());

/** The day-of-week and hour conditions of the question, on the date column it names; a doubt when none can be placed. */
export async function clockFilters(parts: Parts, lookups: ParseLookups, doubts: string[]): Promise<Filter[]> {
  const placed: number[] = [];
  const days = daysOf(parts, placed);
  const hours = hoursOf(parts, placed);
  if (!days && !hours) return [];
  const said = placed.map((i) => parts.tokens[i].raw).join(' ');
  // "runs starting after 10pm" in a file of times of day without dates: the hours are the clock's.
  const column = namedDateColumn(parts) ?? (hours && !days && !parts.info.columns.some((c) => c.kind === 'date') ? await clockColumn(parts.info, lookups) : undefined);
  if (!column) {
    const dates = parts.info.columns.filter((c) => c.kind === 'date');
    if (dates.length > 1) doubts.push(`“${escapeMarkdown(said)}” could be about ${dates.map((c) => codeSpan(c.name)).join(' or ')}; name the date column you mean.`);
    return [];
  }
  const clock = hours && !holdsTimes(column) ? await clockColumn(parts.info, lookups) : column;
  if (!clock) {
    doubts.push(`${codeSpan(column.name)} holds days without a time of day, so I cannot keep the rows “${escapeMarkdown(said)}”.`);
    return [];
  }
  for (const i of placed) parts.placed.add(i);
  // "trips scheduled to leave before 7am": the verb of the moment the times column holds.
  if (hours) parts.tokens.forEach((token, i) => { if (momentVerbOf(clock, token.raw)) parts.placed.add(i); });
  const filters: Filter[] = [];
  if (days) filters.push({ column: column.name, op: 'weekdays', values: days.days, label: `${column.name} ${days.label}` });
  // A column of whole hours (0 to 23) has no minutes to keep.
  if (hours?.seconds && clock.kind === 'number') {
    doubts.push(`${codeSpan(clock.name)} holds whole hours, so I cannot keep the rows “${escapeMarkdown(said)}” to the minute.`);
    return [];
  }
  if (hours?.seconds) {
    const evening = hours.written ? await eveningReading(parts, lookups, clock, hours.written) : undefined;
    if (evening) {
      doubts.push(evening);
      return [];
    }
    filters.push({ column: clock.name, op: 'clock', values: [hours.from, hours.to], label: `${clock.name} ${hours.label}` });
  } else if (hours) filters.push({ column: clock.name, op: 'hours', values: hours.after ? [hours.from, hours.to, 'after'] : [hours.from, hours.to], label: `${clock.name} ${hours.label}` });
  return filters;
}

/**
 * "the 8:30 slot" where the times are written on a 24-hour clock and 20:30 is one of them: 8:30 in
 * the morning or in the evening give different rows, so it is asked. A time said with am or pm
 * (never `written`), with a leading zero ("08:30") or from 13:00 is read as said.
 */
async function eveningReading(parts: Parts, lookups: ParseLookups, clock: ColumnInfo, written: { hour: number; minute: number; said: string }): Promise<string | undefined> {
  if (written.hour < 1 || written.hour > 11 || written.said.startsWith('0') || !lookups.keptRows) return undefined;
  const evening = (written.hour + 12) * 3600 + written.minute * 60;
  if (!(await lookups.keptRows(parts.info, [{ column: clock.name, op: 'clock', values: [evening, evening + 60], label: '' }]))) return undefined;
  const mm = String(written.minute).padStart(2, '0');
  return `“${escapeMarkdown(written.said)}” could be ${String(written.hour).padStart(2, '0')}:${mm} or ${written.hour + 12}:${mm} in ${codeSpan(clock.name)}; say “${written.said}am” or “${written.said}pm”.`;
}
