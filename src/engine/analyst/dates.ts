/**
 * Dates and periods in a question: month names, years, quarters, "last 6 months", "since March",
 * years set against each other, and the time grain ("by month", "weekly"). Adding a way to say a
 * period is adding a case here.
 */
import { codeSpan } from '../../common/markdown';
import { asksDifference } from './difference';
import { actDateColumn } from './describedEvents';
import { SET_AGAINST } from './periodPairs';
import { impliedDateColumn, rowsOwnDate } from './statusDates';
import type { Filter, Grain } from './intent';
import { GRAIN_WORDS } from './mentions';
import { columnsOfKind, NUMBER_WORDS, type ParseLookups, type Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown, STOPWORDS, type Token } from './text';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const MONTH_SHORT = MONTHS.map((month) => month.slice(0, 3));

function monthIndex(word: string): number {
  const full = MONTHS.indexOf(word);
  if (full >= 0) return full;
  return word.length === 3 && word !== 'may' ? MONTH_SHORT.indexOf(word) : word === 'may' ? 4 : -1;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isoDate(year: number, month: number, day = 1): string {
  const date = new Date(Date.UTC(year, month, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A calendar year; the first half of a season written "2022/23" is no year of the calendar (that season spans two). */
export const isYear = (token: Token | undefined): boolean => !!token && /^(19|20)\d{2}$/.test(token.raw) && !token.compound?.includes('/');

/**
 * Years set against each other ("compare 2023 and 2024", "2023 vs 2024", "from 2023 to 2024"):
 * sorted, or null when the question names fewer than two or does not compare them.
 */
export function comparedYears(tokens: Token[], text: string): number[] | null {
  const years = tokens.filter((token, i) => isYear(token) && !/^(top|bottom|than|over|above|under|below)$/.test(tokens[i - 1]?.raw ?? '')).map((token) => Number(token.raw));
  const distinct = [...new Set(years)].sort((a, b) => a - b);
  if (distinct.length < 2) return null;
  // "how much more in 2023 than in 2022": a difference sets the two years against each other too.
  return /\b(and|vs|versus|to|against|compare|compared|comparing|or|between|from)\b/.test(text) || (/\bthan\b/.test(text) && asksDifference(text)) ? distinct : null;
}

/**
 * Words that ask what a cycle usually does ("which month is usually the wettest", "on average"):
 * the month, weekday or hour is then taken together across the whole span.
 */
export const USUALLY = /\b(usually|typically|normally|generally|tends? to|in general|on average|on a typical)\b/;

/** "avg delay on weekdays", "during a weekday": Monday to Friday kept, unless set against weekends ("weekdays vs weekends"). */
export const ON_WEEKDAYS = /^(?!.*\b(vs|versus|compared?|comparing|than|weekends?)\b).*\b(on|during) (a )?weekdays?\b/;

/** A cycle: "hour of the day", "time of day", "by hour", "which hour". */
const HOUR_OF_DAY = /\b(hours? of (the )?day|times? of (the )?day)\b|\b(by|per|each|every|which|what|busiest|peak|quietest) hours?\b/;

/**
 * A cycle named in the question: "by hour of the day", "day of the week", "which month is
 * usually…". Its words ("time", "day") may also name a date column: they are read here from the
 * whole question.
 */
export function cycleOf(text: string): Grain | null {
  if (HOUR_OF_DAY.test(text)) return 'hourofday';
  // "on weekdays" keeps Monday to Friday (clockWords.ts), it groups nothing.
  if (/\b(day of (the )?week|days of (the )?week|weekday|weekdays)\b/.test(text) && !ON_WEEKDAYS.test(text)) return 'weekday';
  if (/\bmonths? of (the )?year\b/.test(text)) return 'monthofyear';
  // "Which month is usually the wettest": every January together, not one January.
  const usual = USUALLY.test(text) ? /\b(month|day)s?\b/.exec(text) : null;
  if (usual) return usual[1] === 'month' ? 'monthofyear' : 'weekday';
  return null;
}

/** The time grain named in the question ("by month", "monthly", "per quarter", "over time"). */
export function grainOf(text: string): Grain | null {
  const cycle = cycleOf(text);
  if (cycle) return cycle;
  const match = text.match(/\b(by|per|each|every|over|in|for|across) (the )?(day|date|week|month|quarter|year)s?\b/) ?? text.match(/\b(daily|weekly|monthly|quarterly|yearly|annual|annually)\b/);
  if (match) {
    const word = match[3] ?? match[1];
    const grain = GRAIN_WORDS.get(word);
    // "in the year 2024" or "for 2023" are filters, handled elsewhere.
    if (grain && !(match[1] === 'in' || match[1] === 'for')) return grain;
  }
  // "by region and year": a grain listed after another group.
  const listed = text.match(/\b(by|per) [\p{L}\p{N} ]*?\b(and|,) (the )?(day|week|month|quarter|year)s?\b/u);
  if (listed) return GRAIN_WORDS.get(listed[4]) ?? null;
  const picked = text.match(/\b(which|what|best|worst|busiest|slowest|strongest|weakest|top|peak) (day|date|week|month|quarter|year)s?\b/);
  if (picked) return GRAIN_WORDS.get(picked[2]) ?? null;
  if (/\b(month over month|mom)\b/.test(text)) return 'month';
  if (/\b(year over year|yoy)\b/.test(text)) return 'year';
  if (/\b(trend|over time|evolution|evolve|evolved|timeline|time series|history|seasonal|seasonality)\b/.test(text)) return 'month';
  return null;
}

/**
 * The date column of a period or a grain: the one the question names, else the one a status word
 * implies ("won revenue" is dated by Close Date, "shipped" by Ship Date; statusDates.ts), else the
 * first. With several and none named or implied, dateReadings.ts asks which was meant.
 */
export function dateColumn(parts: Parts): ColumnInfo | null {
  const named = columnsOfKind(parts, ['date'])[0];
  return named?.column ?? impliedDateColumn(parts) ?? parts.info.columns.find((column) => column.kind === 'date') ?? null;
}

/** Date ranges: "in 2024", "in March 2024", "Q1 2024", "since March", "before 2024", "last 6 months", ISO dates. */
export async function parseDateFilter(parts: Parts, lookups: ParseLookups, notes: string[], doubts: string[]): Promise<Filter | null> {
  const filter = await readDateFilter(parts, lookups, notes, doubts);
  // "how many cows did we record this year" on a sheet whose one date is `Date of Birth`: a period
  // keeps whoever was born then only when the question says so.
  const column = filter && parts.info.columns.find((c) => c.name === filter.column);
  if (column && BIRTH.test(column.words.join(' ')) && !BIRTH_SAID.test(parts.text) && !columnsOfKind(parts, ['date']).some((named) => named.column === column)) {
    doubts.push(`The period would keep the rows by ${codeSpan(column.name)}, when they were born; say “born in …” if that is what you mean, or ask about a table with the dates of what happened.`);
    return null;
  }
  // "shipped before 15 feb 2024": the verb named the date column the filter is on; "born in 2021" on `Date of Birth` likewise.
  if (column) parts.tokens.forEach((token, i) => (namesAsVerb(column, token.raw) || (token.raw === 'born' && BIRTH.test(column.words.join(' ')))) && parts.placed.add(i));
  return filter;
}

/** A date column of births, and the words that ask about them. */
const BIRTH = /\b(birth|dob|born|birthday|birthdate)\b/;
const BIRTH_SAID = /\b(born|birth|births|birthday|birthdays|dob|age|aged)\b/;

/** "shipped" for Ship Date, "delivered" for Delivered At, "reviewed" for Last Review. */
const namesAsVerb = (column: ColumnInfo, word: string): boolean => column.words.some((name) => name.length >= 4 && new RegExp(`^${name}(p?ed|d)$`).test(word));

async function readDateFilter(parts: Parts, lookups: ParseLookups, notes: string[], doubts: string[]): Promise<Filter | null> {
  const { tokens, text } = parts;
  const column = dateColumn(parts);
  if (!column) return null;
  const name = column.name;
  const range = (from: string, to: string, label: string): Filter => ({ column: name, op: 'between', values: [from, to], label: `${name} ${label}` });
  const latest = async (): Promise<Date | null> => {
    const max = await lookups.maxDate(parts.info, name);
    return max ? new Date(`${max}T00:00:00Z`) : null;
  };

  const relative = text.match(/\b(last|past|previous|recent) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)? ?(day|week|month|quarter|year)s?\b/);
  if (relative) {
    const n = relative[2] ? (NUMBER_WORDS.get(relative[2]) ?? Number(relative[2])) : 1;
    const end = await latest();
    if (!end) return null;
    const unit = relative[3];
    const months = unit === 'month' ? n : unit === 'quarter' ? 3 * n : unit === 'year' ? 12 * n : 0;
    const days = unit === 'day' ? n : unit === 'week' ? 7 * n : 0;
    // Months back from the latest date, clamped to the month's length (Dec 31 - 3 months = Sep 30).
    const y = end.getUTCFullYear();
    const m = end.getUTCMonth() - months;
    const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const start = new Date(Date.UTC(y, m, Math.min(end.getUTCDate(), lastDay) - days));
    const from = isoDate(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1);
    const to = isoDate(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1);
    // "last month" with the data ending on 20 November: October, or the month counted back to 21
    // October, which differ; asked. Data ending on a period's last day counts back over that period.
    const calendarSaid = !relative[2] && /^(last|previous)$/.test(relative[1]) && unit !== 'day';
    const periodEnds = unit === 'week' ? end.getUTCDay() === 0 : new Date(Date.UTC(y, end.getUTCMonth(), end.getUTCDate() + 1)).getUTCMonth() % (unit === 'quarter' ? 3 : unit === 'year' ? 12 : 1) === 0 && end.getUTCDate() === new Date(Date.UTC(y, end.getUTCMonth() + 1, 0)).getUTCDate();
    if (calendarSaid && !periodEnds) {
      const before = new Date(Date.UTC(y, unit === 'month' ? end.getUTCMonth() - 1 : unit === 'quarter' ? end.getUTCMonth() - (end.getUTCMonth() % 3) - 3 : end.getUTCMonth(), 1));
      const named = unit === 'month' ? `in ${MONTHS[before.getUTCMonth()]} ${before.getUTCFullYear()}` : unit === 'quarter' ? `in q${Math.floor(before.getUTCMonth() / 3) + 1} ${before.getUTCFullYear()}` : unit === 'year' ? `in ${y - 1}` : 'between two dates';
      doubts.push(`“${relative[0]}” could be the calendar ${unit} before the one holding the latest ${escapeMarkdown(name)} (${isoDate(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate())}), or the ${unit} counted back from that date, which give different figures; name the ${unit} (“${named}”), or ask for the last ${unit === 'week' ? '7' : unit === 'month' ? '30' : unit === 'quarter' ? '90' : '365'} days.`);
    }
    notes.push(`"${relative[0]}" counts back from the latest ${name} in the data, ${isoDate(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate())}.`);
    return { column: name, op: 'between', values: [from, to], label: `${name} from ${from} to ${isoDate(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate())}` };
  }

  // "this year", "this month": the calendar period that holds the latest date of the data, said so.
  const current = tokens.findIndex((token, i) => /^(this|current)$/.test(token.raw) && /^(week|month|quarter|year)$/.test(tokens[i + 1]?.raw ?? ''));
  if (current >= 0) {
    const end = await latest();
    if (!end) return null;
    const unit = tokens[current + 1].raw;
    const [y, m, d] = [end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()];
    // Weeks start on Monday.
    const monday = d - ((end.getUTCDay() + 6) % 7);
    const [from, to, label] = unit === 'year' ? [isoDate(y, 0), isoDate(y + 1, 0), String(y)]
      : unit === 'quarter' ? [isoDate(y, m - (m % 3)), isoDate(y, m - (m % 3) + 3), `Q${Math.floor(m / 3) + 1} ${y}`]
        : unit === 'month' ? [isoDate(y, m), isoDate(y, m + 1), `${MONTHS[m][0].toUpperCase()}${MONTHS[m].slice(1)} ${y}`]
          : [isoDate(y, m, monday), isoDate(y, m, monday + 7), `the week of ${isoDate(y, m, monday)}`];
    parts.placed.add(current).add(current + 1);
    notes.push(`"${tokens[current].raw} ${unit}" is read as ${label}, the ${unit} of the latest ${name} in the data (${isoDate(y, m, d)}).`);
    return { column: name, op: 'between', values: [from, to], label: `${name} in ${label}` };
  }

  const isoDates = tokens.filter((token) => /^\d{4}-\d{2}(-\d{2})?$/.test(token.raw)).map((token) => token.raw.length === 7 ? `${token.raw}-01` : token.raw);
  if (isoDates.length >= 2 && /\b(between|from)\b/.test(text)) {
    tokens.forEach((token, i) => /^\d{4}-\d{2}(-\d{2})?$/.test(token.raw) && parts.placed.add(i));
    const [a, b] = isoDates;
    const end = new Date(`${b}T00:00:00Z`);
    return range(a, isoDate(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1), `from ${a} to ${b}`);
  }

  // "2023 vs 2024": both years, as one range (the growth between them is computed per year).
  const years = comparedYears(tokens, text);
  if (years && !tokens.some((token) => /^q[1-4]$/.test(token.raw) || monthIndex(token.raw) >= 0 && token.raw !== 'may')) {
    const first = years[0];
    const last = years[years.length - 1];
    // "2012 vs 2015" compares those two years; "from 2012 to 2015" spans the ones between.
    const span = /\b(from|to|through|until|till)\b/.test(text) || (/\bbetween\b/.test(text) && !/\b(difference|differ|differs|change|compare|compared|vs|versus)\b/.test(text));
    if (!span) return { column: name, op: 'years', values: years, label: `${name} in ${years.join(' or ')}` };
    return range(isoDate(first, 0), isoDate(last + 1, 0), `from ${first} to ${last}`);
  }

  // The first explicit period: a quarter, a month (with or without year) or a year. When the
  // question names two quarters or months, the answer says that only the first is used.
  const periods = tokens.filter((token) => /^q[1-4]$/.test(token.raw) || (monthIndex(token.raw) >= 0 && token.raw !== 'may'));
  const onlyFirst = (label: string): void => {
    if (periods.length >= 2) doubts.push(`The question names several quarters or months (${periods.map((token) => token.raw).join(', ')}); I filter on one period at a time, so ask for ${label} alone, or for the measure by quarter or by month.`);
  };
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].raw;
    const prefix = tokens[i - 1]?.raw ?? '';
    // "cars from 1976" are the 1976 ones; "from 1976 on" starts there.
    const onwards = /^(on|onwards|onward|forward|forwards)$/.test(tokens[i + 1]?.raw ?? '') || /^(on|onwards|onward)$/.test(tokens[i + 2]?.raw ?? '');
    const open = prefix === 'after' ? 'after' : /^(since|starting)$/.test(prefix) || (prefix === 'from' && onwards) ? 'from' : /^(before|until|till|through|to|prior)$/.test(prefix) ? (prefix === 'through' ? 'through' : 'before') : 'in';
    // "halloween revenue" where `Category` holds Halloween, "new year's day" where a column holds New:
    // a word read as a value of the data is that value, never a holiday.
    const holiday = holidayAt(tokens, i);
    if (holiday && parts.values.some((v) => v.start <= holiday.end && i < v.end)) continue;
    // "before 15 feb 2024", "on 2024-05-02", "until March 3rd, 2024": one day, on the date column its words name.
    const yearless = dayAt(tokens, i) ? null : yearlessDayAt(tokens, i);
    const year = yearless ? await yearOfDay(parts, lookups, name, tokens, i, yearless, notes, doubts) : undefined;
    if (year === null) return null;
    const day = dayAt(tokens, i, year);
    if (day) {
      // "tickets on 14 december" beside `Issued` and a `Date Paid` some never reached: the tickets' own date.
      const dayColumn = namedDateColumn(parts) ?? (await rowsOwnDate(parts, lookups, dateColumns(parts)));
      if (!dayColumn) {
        doubts.push(`The question names the day ${day.iso}, and ${dateColumns(parts).map((c) => codeSpan(c.name)).join(' and ')} are both dates; name the one it is about.`);
        return null;
      }
      // "between 1 jan 2024 and 15 mar 2024", "from … to …": both days kept.
      const last = /^(between|from)$/.test(prefix) && /^(and|to|until|till|through)$/.test(tokens[day.end + 1]?.raw ?? '') ? dayAt(tokens, day.end + 2, year) : null;
      if (prefix === 'between' && !last) return null;
      for (let k = i; k <= (last ?? day).end; k++) parts.placed.add(k);
      if (/^(on|since|after|before|until|till|through|to|prior|from|starting|between)$/.test(prefix)) parts.placed.add(i - 1);
      if (last) return { column: dayColumn.name, op: 'between', values: [day.iso, nextDay(last.iso)], label: `${dayColumn.name} from ${day.iso} to ${last.iso}` };
      // "until 15 feb", "up to 15 feb": that day is kept, as "through" keeps it.
      return dayFilter(dayColumn.name, /^(until|till|to)$/.test(prefix) ? 'through' : open, day.iso);
    }
    // "the first half of 2009", "H1 2009", "third quarter of 2005", "Q3 of 2005": months 1-6, 7-9...
    const part = yearPart(tokens, i);
    if (part) {
      for (let k = i; k <= part.yearAt; k++) parts.placed.add(k);
      onlyFirst(part.label);
      return periodFilter(name, open, isoDate(part.year, part.from), isoDate(part.year, part.to), part.label);
    }
    const quarter = word.match(/^q([1-4])$/);
    // "q1 vs q3", "how much more in q4 than q1": two quarters, each its own figure or one side of a difference.
    const otherQuarter = quarter && periods.length === 2 && periods[0] === tokens[i] && /^q[1-4]$/.test(periods[1].raw) && (asksDifference(text) || SET_AGAINST.test(text)) ? tokens.indexOf(periods[1]) : -1;
    const quarterAt = async (k: number): Promise<{ year: number; q: number } | null> => {
      const q = Number(tokens[k].raw.slice(1)) - 1;
      if (isYear(tokens[k + 1])) return { year: Number(tokens[k + 1].raw), q };
      const end = await latest();
      if (!end) return null;
      const year = end.getUTCFullYear() - (q * 3 > end.getUTCMonth() ? 1 : 0);
      const first = await lookups.minDate(parts.info, name);
      if (first && Date.UTC(year - 1, q * 3 + 3, 1) > Date.parse(`${first}T00:00:00Z`)) {
        doubts.push(`“${tokens[k].raw}” without a year could be Q${q + 1} ${year} (the latest) or every Q${q + 1} in the data, which give different figures; add the year.`);
      }
      notes.push(`"${tokens[k].raw}" without a year is read as Q${q + 1} ${year}, the latest one in the data.`);
      return { year, q };
    };
    if (otherQuarter > i) {
      const [a, b] = [await quarterAt(i), await quarterAt(otherQuarter)];
      if (!a || !b) return null;
      parts.placed.add(i);
      parts.placed.add(otherQuarter);
      return { column: name, op: 'periods', values: [isoDate(a.year, a.q * 3), isoDate(a.year, a.q * 3 + 3), isoDate(b.year, b.q * 3), isoDate(b.year, b.q * 3 + 3)], label: `${name} in Q${a.q + 1} ${a.year} or Q${b.q + 1} ${b.year}` };
    }
    // "in q2": the quarter of the year written after it, or of the latest year in the data (asked when an earlier one is in it too).
    const one = quarter && otherQuarter < 0 ? await quarterAt(i) : null;
    if (one) {
      onlyFirst(`Q${one.q + 1} ${one.year}`);
      return periodFilter(name, open, isoDate(one.year, one.q * 3), isoDate(one.year, one.q * 3 + 3), `Q${one.q + 1} ${one.year}`);
    }
    const month = monthIndex(word);
    if (month >= 0 && (month !== 4 || /^(in|since|after|before|until|of|during|for|from)$/.test(prefix) || isYear(tokens[i + 1]))) {
      /** The month at token k with its year: the one written after it, or the latest in the data. */
      const monthAt = async (k: number, kept: typeof open): Promise<{ year: number; month: number; label: string } | null> => {
        const m = monthIndex(tokens[k].raw);
        let year = isYear(tokens[k + 1]) ? Number(tokens[k + 1].raw) : null;
        const named = `${MONTHS[m][0].toUpperCase()}${MONTHS[m].slice(1)}`;
        if (year === null) {
          const end = await latest();
          if (!end) return null;
          year = end.getUTCFullYear();
          if (m > end.getUTCMonth()) year -= 1;
          // "in July" over several years could be the latest July or every July: asked.
          const first = await lookups.minDate(parts.info, name);
          if (kept === 'in' && first && Date.UTC(year - 1, m + 1, 1) > Date.parse(`${first}T00:00:00Z`)) {
            doubts.push(`“${tokens[k].raw}” without a year could be ${named} ${year} (the latest) or every ${named} in the data, which give different figures; add the year, or ask by month of the year.`);
          }
          notes.push(`"${tokens[k].raw}" without a year is read as ${named} ${year}, the latest one in the data.`);
        }
        return { year, month: m, label: `${named} ${year}` };
      };
      // "how many more walks in december than in june": two months, each one side of a difference;
      // "june vs december": each month's own figure (periodPairs.ts).
      const other = periods.length === 2 && periods[0] === tokens[i] && (asksDifference(text) || SET_AGAINST.test(text)) ? tokens.indexOf(periods[1]) : -1;
      if (other > i && monthIndex(periods[1].raw) >= 0) {
        const [a, b] = [await monthAt(i, 'in'), await monthAt(other, 'in')];
        if (!a || !b) return null;
        parts.placed.add(i);
        parts.placed.add(other);
        return { column: name, op: 'periods', values: [isoDate(a.year, a.month), isoDate(a.year, a.month + 1), isoDate(b.year, b.month), isoDate(b.year, b.month + 1)], label: `${name} in ${a.label} or ${b.label}` };
      }
      const found = await monthAt(i, open);
      if (!found) return null;
      onlyFirst(found.label);
      return periodFilter(name, open, isoDate(found.year, found.month), isoDate(found.year, found.month + 1), found.label);
    }
    if (isYear(tokens[i]) && !/^(top|bottom|than|over|above|under|below)$/.test(prefix) && !numberFollowsComparator(tokens, i)) {
      const year = Number(word);
      const next = tokens[i + 1]?.raw;
      if ((next === 'and' || next === 'to') && isYear(tokens[i + 2]) && /\b(between|from)\b/.test(text)) {
        const last = Number(tokens[i + 2].raw);
        return range(isoDate(year, 0), isoDate(last + 1, 0), `from ${year} to ${last}`);
      }
      return periodFilter(name, open, isoDate(year, 0), isoDate(year + 1, 0), String(year));
    }
  }
  return null;
}

/** The table's date columns. */
const dateColumns = (parts: Parts): ColumnInfo[] => parts.info.columns.filter((column) => column.kind === 'date');

/**
 * The date column a day is about: the one the question names, the only one, or the one whose
 * name's word the question writes as a verb ("shipped" for Ship Date, "delivered" for Delivered
 * At); null when several could be meant.
 */
export function namedDateColumn(parts: Parts): ColumnInfo | null {
  // "on 2024-03-05" names no "Booked On": a mention made only of small words is no naming.
  const named = columnsOfKind(parts, ['date']).find(({ mention }) => parts.tokens.slice(mention.start, mention.end).some((token) => !STOPWORDS.has(token.raw)));
  if (named) return named.column;
  const all = dateColumns(parts);
  if (all.length === 1) return all[0];
  const verbs = all.filter((column) => parts.tokens.some((token) => (column.words.includes(token.raw) && !STOPWORDS.has(token.raw)) || namesAsVerb(column, token.raw)));
  return verbs.length === 1 ? verbs[0] : actDateColumn(parts);
}

/**
 * The day written at token i and where it ends: "2024-05-02", "15th of February 2024", "feb 15 2024".
 * `year`: the year of a day written without one ("31 may"), when the caller settled it (yearOfDay).
 */
function dayAt(tokens: Token[], i: number, year?: number): { iso: string; end: number } | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(tokens[i].raw);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]), i);
  // "christmas eve 2023", "new year's day 2024".
  const holiday = holidayAt(tokens, i);
  if (holiday && isYear(tokens[holiday.end + 1])) return validDay(Number(tokens[holiday.end + 1].raw), holiday.month, holiday.day, holiday.end + 1);
  // Day first: "15 feb 2024", "1st of june 2023".
  const first = dayNumberAt(tokens, i);
  if (first && monthIndex(tokens[first.next]?.raw ?? '') >= 0 && isYear(tokens[first.next + 1])) {
    return validDay(Number(tokens[first.next + 1].raw), monthIndex(tokens[first.next].raw), first.day, first.next + 1);
  }
  // Month first: "feb 15 2024", "march 3rd, 2024".
  const month = monthIndex(tokens[i].raw);
  const after = month >= 0 ? dayNumberAt(tokens, i + 1) : null;
  if (after && isYear(tokens[after.next])) return validDay(Number(tokens[after.next].raw), month, after.day, after.next);
  if (year === undefined) return null;
  const yearless = yearlessDayAt(tokens, i);
  return yearless ? validDay(year, yearless.month, yearless.day, yearless.end) : null;
}

/** Days people name by their holiday, the same date every year (Easter and the like move: not here). */
const HOLIDAYS: Array<{ words: RegExp[]; month: number; day: number }> = [
  { words: [/^(christmas|xmas)$/, /^eve$/], month: 11, day: 24 },
  { words: [/^(christmas|xmas)$/, /^day$/], month: 11, day: 25 },
  { words: [/^boxing$/, /^day$/], month: 11, day: 26 },
  { words: [/^new$/, /^(year|years|year's)$/, /^eve$/], month: 11, day: 31 },
  { words: [/^new$/, /^(year|years|year's)$/, /^day$/], month: 0, day: 1 },
  { words: [/^(valentine|valentines|valentine's)$/, /^day$/], month: 1, day: 14 },
  { words: [/^(st|saint)$/, /^(patrick|patricks|patrick's)$/, /^day$/], month: 2, day: 17 },
  { words: [/^halloween$/], month: 9, day: 31 },
];

/** A holiday named at token i ("christmas eve", "new year's day"): its month and day, and its last token. */
function holidayAt(tokens: Token[], i: number): { month: number; day: number; end: number } | null {
  const found = HOLIDAYS.find((holiday) => holiday.words.every((word, k) => word.test(tokens[i + k]?.raw ?? '')));
  return found ? { month: found.month, day: found.day, end: i + found.words.length - 1 } : null;
}

/** A day of the month at token `at` ("15", "3rd", "1st of"), and the token after it. */
function dayNumberAt(tokens: Token[], at: number): { day: number; next: number } | null {
  if (!/^\d{1,2}$/.test(tokens[at]?.raw ?? '')) return null;
  const next = /^(st|nd|rd|th)$/.test(tokens[at + 1]?.raw ?? '') ? at + 2 : at + 1;
  return { day: Number(tokens[at].raw), next: tokens[next]?.raw === 'of' ? next + 1 : next };
}

/** Words before a day that say it bounds or names a period: "after 31 may", "between 1 march and …". */
const BEFORE_A_DAY = /^(on|since|after|before|until|till|through|to|from|between|and|starting)$/;

/**
 * A day written without a year after one of BEFORE_A_DAY: "1 march", "31st of may", "march 1". Only
 * there: "may 3" elsewhere is as often the verb.
 */
function yearlessDayAt(tokens: Token[], i: number): { month: number; day: number; end: number } | null {
  // A holiday's name is no verb: "jobs christmas eve" needs no "on".
  const holiday = holidayAt(tokens, i);
  if (holiday) return isYear(tokens[holiday.end + 1]) ? null : holiday;
  // "on the 4th of july": "the" may stand between the word and the day.
  const before = tokens[i - 1]?.raw === 'the' ? tokens[i - 2] : tokens[i - 1];
  if (!BEFORE_A_DAY.test(before?.raw ?? '')) return null;
  const first = dayNumberAt(tokens, i);
  const month = first ? monthIndex(tokens[first.next]?.raw ?? '') : -1;
  if (first && month >= 0 && !isYear(tokens[first.next + 1])) return { month, day: first.day, end: first.next };
  const named = monthIndex(tokens[i].raw);
  const after = named >= 0 ? dayNumberAt(tokens, i + 1) : null;
  // "july 4", "july 4th": the day right after the month (never "march 3 of", a count of something).
  const suffixed = /^(st|nd|rd|th)$/.test(tokens[i + 2]?.raw ?? '');
  if (after && !isYear(tokens[after.next]) && after.next === i + (suffixed ? 3 : 2)) return { month: named, day: after.day, end: i + (suffixed ? 2 : 1) };
  return null;
}

/**
 * The year of a day written without one: the year written on the range's other end ("between 1
 * march and 31 may 2024"), or the data's one year. Over several years it is asked (null), as the
 * answer would depend on which one was meant.
 */
async function yearOfDay(parts: Parts, lookups: ParseLookups, column: string, tokens: Token[], i: number, day: { month: number; day: number; end: number }, notes: string[], doubts: string[]): Promise<number | null> {
  const other = /^(and|to|until|till|through)$/.test(tokens[day.end + 1]?.raw ?? '') ? dayAt(tokens, day.end + 2) : null;
  if (other) return Number(other.iso.slice(0, 4));
  const said = tokens.slice(i, day.end + 1).map((token) => token.raw).join(' ').replace(/(\d) (st|nd|rd|th)\b/g, '$1$2');
  const [first, last] = [await lookups.minDate(parts.info, column), await lookups.maxDate(parts.info, column)];
  if (!first || !last) return null;
  if (first.slice(0, 4) !== last.slice(0, 4)) {
    // "27 dec" in a season from December 2024 to April 2025: only one 27 December lies in the data's span.
    const years = Array.from({ length: Number(last.slice(0, 4)) - Number(first.slice(0, 4)) + 1 }, (_, k) => Number(first.slice(0, 4)) + k);
    const within = years.filter((year) => {
      const iso = validDay(year, day.month, day.day, day.end)?.iso;
      return iso !== undefined && iso >= first.slice(0, 10) && iso <= last.slice(0, 10);
    });
    if (within.length === 1) {
      notes.push(`"${said}" without a year is read in ${within[0]}, the only one within \`${column}\`'s span (${first.slice(0, 10)} to ${last.slice(0, 10)}).`);
      return within[0];
    }
    doubts.push(`“${escapeMarkdown(said)}” has no year, and ${codeSpan(column)} runs from ${first.slice(0, 4)} to ${last.slice(0, 4)}; add the year.`);
    return null;
  }
  notes.push(`"${said}" without a year is read in ${first.slice(0, 4)}, the one year of \`${column}\`.`);
  return Number(first.slice(0, 4));
}

/** The ISO day, when the calendar has it ("31 feb" is no day). */
function validDay(year: number, month: number, day: number, end: number): { iso: string; end: number } | null {
  const iso = isoDate(year, month, day);
  return day >= 1 && iso === `${year}-${pad(month + 1)}-${pad(day)}` ? { iso, end } : null;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
}

/** One day as a filter: that day, from it on, after it, or before it. */
function dayFilter(column: string, open: 'in' | 'from' | 'after' | 'before' | 'through', day: string): Filter {
  const next = nextDay(day);
  if (open === 'in') return { column, op: 'between', values: [day, next], label: `${column} on ${day}` };
  return periodFilter(column, open, day, next, day);
}

const ORDINALS = new Map([['first', 1], ['1st', 1], ['second', 2], ['2nd', 2], ['third', 3], ['3rd', 3], ['fourth', 4], ['4th', 4]]);

/**
 * A half or a quarter of a named year starting at token `i`: "first half of 2009", "H2 2009",
 * "third quarter of 2005", "Q3 of 2005". Months counted from 0, `to` excluded.
 */
function yearPart(tokens: Token[], i: number): { year: number; from: number; to: number; label: string; yearAt: number } | null {
  const word = tokens[i].raw;
  const short = /^([hq])([1-4])$/.exec(word);
  const ordinal = ORDINALS.get(word);
  const kind = short ? (short[1] === 'h' ? 'half' : 'quarter') : ordinal ? tokens[i + 1]?.raw : undefined;
  const n = short ? Number(short[2]) : ordinal;
  if (!n || (kind !== 'half' && kind !== 'quarter') || (kind === 'half' && n > 2)) return null;
  let at = short ? i + 1 : i + 2;
  if (/^(of|in)$/.test(tokens[at]?.raw ?? '')) at += 1;
  if (!isYear(tokens[at])) return null;
  const months = kind === 'half' ? 6 : 3;
  return { year: Number(tokens[at].raw), from: (n - 1) * months, to: n * months, label: `${kind === 'half' ? 'H' : 'Q'}${n} ${tokens[at].raw}`, yearAt: at };
}

function numberFollowsComparator(tokens: Token[], i: number): boolean {
  const before = tokens.slice(Math.max(0, i - 2), i).map((token) => token.raw).join(' ');
  return /(more than|less than|greater than|at least|at most|>|<)$/.test(before);
}

/** A period [from, to) as a filter: inside it, from its start on, or before its start. */
function periodFilter(column: string, open: 'in' | 'from' | 'after' | 'before' | 'through', from: string, to: string, label: string): Filter {
  // "after 2020" starts once 2020 has ended; "since 2020" includes it.
  if (open === 'after') return { column, op: '>=', values: [to], label: `${column} after ${label}` };
  if (open === 'from') return { column, op: '>=', values: [from], label: `${column} since ${label}` };
  if (open === 'before') return { column, op: '<', values: [from], label: `${column} before ${label}` };
  if (open === 'through') return { column, op: '<', values: [to], label: `${column} up to ${label}` };
  return { column, op: 'between', values: [from, to], label: `${column} in ${label}` };
}
