/**
 * Types written as text. A file often holds dates as "Jun 12 1998" or "6/12/98", numbers as
 * "$1,200", "45%" or "(300)", and missing values as "NA" or "-". DuckDB's readers leave those
 * columns as text; this pass, run once on each loaded table, turns them into DATE, TIMESTAMP,
 * BIGINT or DOUBLE columns inside DuckDB, and makes the placeholders NULL in every text column.
 *
 * The rule that keeps it honest: a column converts only when EVERY non-missing value of the whole
 * column parses under one reading (checked by one aggregate scan over the table, not a sample);
 * otherwise it stays text, so no value is ever dropped or reinterpreted silently. A sample of the
 * first rows only decides which readings are worth checking, so plain text columns cost one cheap
 * test per value.
 *
 * Choices (the issue left them open):
 * - Day/month order of "12/06/1998" is decided by the whole column: a first part above 12 means
 *   day/month, a second part above 12 means month/day. When every value fits both, the column is
 *   read month/day (US) and marked `ambiguousOrder` so the overview can say so.
 * - Two-digit years follow DuckDB's %y: 00-68 are 2000-2068, 69-99 are 1969-1999.
 * - "45%" keeps the value 45 (the number the file shows) and records the unit `percent`.
 * - "Nil" among numbers ("£258.00", "Nil" for a fee waived) is zero, as British forms write it; a
 *   column of words keeps it as a word.
 * - "1.2k", "3M", "2B" multiply by a thousand, a million, a billion; lower-case m is never read
 *   as a million (it is as often metres or minutes), so such a column stays text.
 * - A column whose values start with a 0 followed by a digit ("007", "02134") stays text: those
 *   are codes, and the leading zero is part of them.
 * - A value with more than 15 digits keeps its column text (a DOUBLE would round it).
 * - One currency per column: a column mixing "$" and "€" stays text (adding them up is wrong).
 * - Months without a day ("2005-03", "2005/03", "2005M03", "03/2005", "Mar-05", "March 2005") are
 *   read as the first day of their month, with the grain `month` recorded, only when every value
 *   of the column is such a month: a column mixing months and days stays text. The year is always
 *   written in full, except after a month name ("Mar-05", as Excel writes mmm-yy): "03/05" stays
 *   text, and a column of plain years ("2005") is a number. A column whose every value is a
 *   year and the next one's last two digits ("2005-06", "2019/20") holds seasons or fiscal years,
 *   not months, and stays text.
 * - Durations written "3:45:12" (h:mm:ss) or, in a pace column, "5:20" (m:ss) are read as a
 *   number of seconds, with the unit recorded, only when the column's name says it holds a length
 *   of time ("Finish Time", "Half Split", "Duration", "Pace (min/km)") and no clock time ("Start
 *   Time", "Departure"): "14:30" is as often a time of day. Two parts are read as minutes and
 *   seconds only in a pace column, as hours and minutes only where the name spells it out
 *   ("Picking Time (h:mm)"); elsewhere "1:30" could be an hour and a half, and stays text.
 *   A name whose only such word is "time" ("Ride Time", "Time") is read so too, unless it names a
 *   moment ("Order Time") or its values look like clock times ("08:15:00", "14:30:00").
 * - Dates written as their digits, year, month, day ("20240314", as systems export them) are read
 *   as dates only in a column whose name says it holds dates ("Service Date", "txn_dt") and only
 *   when every value is a real date of 1900-2100. DuckDB's reader takes such a column for a
 *   number (BIGINT), so a whole-number column so named is checked too; any other number stays a
 *   number ("20240314" in an order-number column is an identifier).
 * - Times of day written on the 12-hour clock ("9:45 PM", "12:10 am") are read as TIME, only when
 *   every value of the column is one: "9:45" alone could be a time or a length of time, and such a
 *   column is left to the durations above or stays text.
 * - Numbers written with a unit of measure after them ("18.5 m", "18°C", "1,250 kg", "35 km/h")
 *   are read as the number, with the unit recorded, only when the whole column writes the same
 *   unit, or two units of one kind that a hand-kept log mixes ("400 g" and "1.7 kg", read in the
 *   unit most of its values are written in). A unit that is also something else (lower-case m: metres, minutes or a million; t; in)
 *   is read only where the column's name says what it measures ("Max Depth", "Load"); "5m" in any
 *   other column stays text.
 */
import { randomBytes } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { TimeUnit, WrittenAs } from './analyst/contract';
import { ident } from './database';
import type { LoadedTable } from './loaders';
import { firstRowsOf } from './profile';
import { queryRows } from './rows';

/**
 * The types DuckDB's CSV sniffer may choose. Dates only in the one unambiguous form, year first
 * (1998-06-12): the sniffer picks one date format for a whole file from its first rows and would
 * read "6/12/98" as 6 December without looking at the rest, while this module decides day/month
 * order from every value of a column. ISO dates are read by the sniffer itself, while the file is
 * read, which spares a big table a second pass (they would come out the same from this module).
 */
export const CSV_TYPE_CANDIDATES = `auto_type_candidates = ['BOOLEAN', 'BIGINT', 'DOUBLE', 'DATE', 'VARCHAR'], dateformat = '%Y-%m-%d'`;

/** What a conversion read, recorded in the column's profile. */
export interface TextTypeNote {
  /** The type the column had before: text, or whole numbers for dates written as digits. */
  from: 'VARCHAR' | 'BIGINT';
  to: 'DATE' | 'TIMESTAMP' | 'TIME' | 'BIGINT' | 'DOUBLE' | 'VARCHAR';
  /** Values that were missing-value placeholders ("NA", "-", ...) and are now NULL. */
  placeholders: number;
  /** For dates written with slashes: the order the column was read in. */
  order?: 'month/day' | 'day/month';
  /** True when every value also fit the other order: month/day (US) was chosen by default. */
  ambiguousOrder?: boolean;
  /** For numbers: what the text carried besides the number. */
  unit?: 'percent';
  currency?: string;
  /** A value as the file wrote it, to show what was read. */
  example?: string;
  /** Dates written without a day ("2005-03", "Mar 2005"): each value stands for a whole month. */
  grain?: 'month';
  /** Durations written "3:45:12" or "5:20", read as a number of seconds. */
  duration?: DurationForm;
  /** Dates written as their digits, year, month, day ("20240314"). */
  form?: 'yyyymmdd';
  /** Durations in words all in one unit ("30 hours", "45 min"): read as a number of that unit, not seconds. */
  timeUnit?: TimeUnit;
  /** Numbers written with one unit of measure after them ("18.5 m", "18°C"): that unit, as written. */
  suffix?: string;
  /** Times of day written "9:45 PM", read as TIME. */
  clock?: '12-hour';
  /** Dates written with dots and a two-digit year ("05.01.24"), read in a column named for dates. */
  dotted?: boolean;
  /** Values written "Nil" among numbers, or "Free", "NC", "FOC" among sums of money, read as 0. */
  zeroWords?: number;
}

/** What the analyst is told of a reading: how to repeat it in its code, without the profile's counts and example. */
export function writtenAsOf(note: TextTypeNote): WrittenAs {
  const written: Partial<TextTypeNote> = { ...note };
  delete written.from;
  delete written.placeholders;
  delete written.ambiguousOrder;
  delete written.example;
  delete written.zeroWords;
  return written as WrittenAs;
}

/** Seconds in each such unit. */
const TIME_UNIT_SECONDS: Record<TimeUnit, number> = { hours: 3600, minutes: 60, weeks: 604800, days: 86400 };
/** Words of the units of time a duration may be written in, and a number before one. */
const HOUR_WORDS = '(?:h|hr|hrs|hour|hours)';
const MINUTE_WORDS = '(?:min|mins|minute|minutes)';
const SECOND_WORDS = '(?:sec|secs|second|seconds)';
// Spelled out only: a bare "d" or "w" after a number is as often a dimension or watts.
const DAY_WORDS = '(?:day|days)';
const WEEK_WORDS = '(?:wk|wks|week|weeks)';
const AMOUNT = String.raw`\d+(?:\.\d+)?\s*`;
/**
 * A worded duration in one unit only: "30 hours", "1.5 hrs", "45 min", "6 wks"; weeks beside days
 * ("10 days", "2 weeks") are read in days. Tried in this order: a column all in weeks stays weeks.
 */
const ONE_UNIT: Record<TimeUnit, string> = {
  hours: `^${AMOUNT}${HOUR_WORDS}$`,
  minutes: `^${AMOUNT}${MINUTE_WORDS}$`,
  weeks: `^${AMOUNT}${WEEK_WORDS}$`,
  days: `^${AMOUNT}(?:${DAY_WORDS}|${WEEK_WORDS})$`,
};

/** Hours and minutes, or minutes alone ("1 hr 20 mins", "1h 20m", "40 mins"): lengths read in minutes. */
const HOURS_AND_MINUTES = String.raw`^(?:${AMOUNT}${HOUR_WORDS}(?:\s*,?\s*(?:and\s+)?${AMOUNT}(?:m|${MINUTE_WORDS}))?|${AMOUNT}${MINUTE_WORDS})$`;

/** How a column writes its durations: hours, minutes and seconds, (a pace) minutes and seconds, or in words ("1h 30m", "45 min"). */
export type DurationForm = 'h:mm:ss' | 'm:ss' | 'h:mm' | 'words';

/**
 * Compared with the trimmed value in lower case. "unknown" among numbers (an age "unknown") is a
 * gap: a column whose every other value is a number is read as numbers, "unknown" as missing. So
 * are the "n/…" marks of a paper log ("n/k" not known, "n/c" not checked, "n/i" not inspected,
 * "n/r" not recorded): where a number or a word would go, they say it was not written.
 */
export const MISSING_PLACEHOLDERS = ['', '.', 'na', 'n/a', '#n/a', '-', '--', 'null', 'none', 'nan', '?', 'unknown', 'n/k', 'n/c', 'n/i', 'n/r', 'tbc', 'tba', 'tbd'];
/**
 * In a column of words "none" and "unknown" are among them ("test preparation course: none", a
 * garage type "None", a breed "Unknown"): categories counted like any other, not gaps. So is "TBC"
 * (a venue or a status to be confirmed); among dates or numbers it is a date or a figure not yet known.
 */
const TEXT_WORDS = new Set(['none', 'unknown', 'tbc', 'tba', 'tbd']);
export const TEXT_PLACEHOLDERS = MISSING_PLACEHOLDERS.filter((p) => !TEXT_WORDS.has(p));

const sqlList = (items: string[]) => items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ');

// Number: optional parentheses (negative, also after a currency: "$(1,200)"), sign, currency before or after, thousands grouped by
// commas, decimals, exponent, then a percent sign or a k/K/M/B/bn multiplier.
const NUMBER = String.raw`^[$€£¥]?\s*(?:\(\s*)?[-+]?\s*[$€£¥]?\s*[-+]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?\s*[$€£¥]?\s*(?:%|k|K|M|B|bn)?(?:\s*\))?$`;
const LEADING_ZERO = String.raw`^[(\s]*[-+]?\s*[$€£¥]?\s*[-+]?0\d`;
const NOT_INTEGER = String.raw`[.eEkKMBb]`;
/**
 * More digits than a DOUBLE holds exactly: such a value is an identifier (an account or card
 * number), and converting it would change it, so its column stays text.
 */
const MAX_DIGITS = 15;

/**
 * Units of measure a number may be written with, as written (case counts: "MW" is no "mW"). Not
 * "M", "B" or "k" (multipliers, read above), "%" (a percent), "h" or "min" (durations, read below;
 * "s" only by a name of a length of time, below), nor a bare "C" or "F" ("14C" is as often a seat).
 */
const MEASURE_UNITS = [
  'mm', 'cm', 'km', 'ft', 'mi', 'yd', 'mg', 'g', 'kg', 'lb', 'lbs', 'oz', 'ml', 'mL', 'cl', 'l', 'L', 'gal',
  '°C', '°F', 'ºC', 'ºF', '℃', '℉', '°', 'km/h', 'kph', 'mph', 'm/s', 'kn', 'kts', 'knots', 'bar', 'mbar', 'hPa', 'kPa', 'psi',
  'W', 'kW', 'MW', 'Wh', 'kWh', 'MWh', 'V', 'kV', 'mAh', 'hp', 'KB', 'kB', 'MB', 'GB', 'TB', 'm²', 'm2', 'km²', 'km2', 'ha', 'sq ft', 'acres',
  'dB', 'rpm', 'bpm', 'ppm', 'kcal', 'cal', 'Hz', 'kHz', 'MHz', 'GHz', 'mmHg',
  // Water and lab readings: turbidity, concentrations, conductivity.
  'NTU', 'FNU', 'ppb', 'mg/L', 'mg/l', 'µg/L', 'ug/L', 'µS/cm', 'uS/cm',
  // Volumes of timber, earth, concrete: cubic metres.
  'm³', 'm3',
];
/**
 * Units that are also something else, read only where the column's name says what is measured:
 * "m" (metres, but minutes or a million too), "t" (tonnes), "in" (inches).
 */
const NAMED_MEASURE_UNITS: Record<string, RegExp> = {
  // Only words of a physical length: "Market Size", "Reach" or a film's "Length" of "90m" are millions or minutes as often.
  m: /\b(depth|deep|height|tall|width|wide|distance|dist|elevation|altitude|visibility)\b/i,
  t: /\b(weight|mass|load|payload|cargo|tonnage|salt|grit|capacity|haul|catch|landed|yield)\b/i,
  in: /\b(length|height|width|depth|size|diameter|screen|chest|waist|inseam|rain|rainfall|snow|snowfall)\b/i,
  // "12.0 s" in a `Cycle Time`: seconds where the name says a length of time ("30s" elsewhere is a decade).
  s: /\b(time|cycle|lap|split|latency|delay|wait|duration|interval|response)\b/i,
  // "4/5" in a `Rating`: a score out of five (ten), never the 4th of May where the name says so.
  '/5': /^(?!.*\b(date|day|when|on|at)\b).*\b(rating|ratings|rated|score|scores|stars|review|feedback|satisfaction)\b/i,
  '/10': /^(?!.*\b(date|day|when|on|at)\b).*\b(rating|ratings|rated|score|scores|stars|review|feedback|satisfaction)\b/i,
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A number as a measure writes it: a sign, thousands grouped by commas (never "0,250", a decimal comma), decimals. */
const MEASURE_NUMBER = String.raw`[-+]?(?:[1-9]\d{0,2}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const MEASURE = new RegExp(`^${MEASURE_NUMBER}\\s*(${[...MEASURE_UNITS, ...Object.keys(NAMED_MEASURE_UNITS)].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})$`);
/** The one pattern a column of numbers written with `unit` matches, as RE2 (DuckDB) and JavaScript read it. */
// A unit of one letter only after a space ("5 g", "2 L"): "4g", "12L" are as often a network or a seat.
const unitPattern = (unit: string) => `${unit.length === 1 ? '\\s+' : '\\s*'}${escapeRegExp(unit)}`;
/** The pattern of a column's unit, or of its two units ("kg+g": "1.7 kg" and "400 g"), each after a number. */
const measurePattern = (unit: string) => `^${MEASURE_NUMBER}(?:${unitsOf(unit).map(([one]) => unitPattern(one)).join('|')})$`;

/**
 * Pairs of units a hand-kept column mixes ("1.7 kg" beside "400 g"), the larger first, with how many
 * of the smaller make one of it. Such a column is read in the unit most of its values are written
 * in, and its note names that one first ("g+kg": grams, with "1.2 kg" read as 1200).
 */
const MIXED_UNITS: ReadonlyArray<[string, string, number]> = [['kg', 'g', 1000], ['g', 'mg', 1000], ['L', 'mL', 1000], ['l', 'ml', 1000], ['cm', 'mm', 10], ['kWh', 'Wh', 1000], ['MWh', 'kWh', 1000]];

/** The units a noted unit stands for, each with its factor to the first: "kg+g" is kg × 1 and g × 0.001, "g+kg" g × 1 and kg × 1000. */
export function unitsOf(unit: string): Array<[string, number]> {
  const [main, other] = unit.split('+');
  const larger = MIXED_UNITS.find(([a, b]) => a === main && b === other);
  if (larger) return [[main, 1], [other, 1 / larger[2]]];
  const smaller = MIXED_UNITS.find(([a, b]) => a === other && b === main);
  return smaller ? [[main, 1], [other, smaller[2]]] : [[unit, 1]];
}

/** The unit every value of a sample is written with, when one is and the column's name allows it. */
function measureUnitOf(values: string[], name: string): string | undefined {
  const units = new Set(values.map((value) => MEASURE.exec(value)?.[1]));
  const mixed = units.size === 2 ? MIXED_UNITS.find(([a, b]) => units.has(a) && units.has(b)) : undefined;
  const unit = mixed ? `${mixed[0]}+${mixed[1]}` : [...units][0];
  if ((units.size !== 1 && !mixed) || unit === undefined || !values.every((value) => new RegExp(measurePattern(unit)).test(value))) return undefined;
  const needs = Object.hasOwn(NAMED_MEASURE_UNITS, unit) ? NAMED_MEASURE_UNITS[unit] : undefined;
  // A score out of five (ten) is never above it: "22/5" is a day and a month.
  const outOf = /^\/(\d+)$/.exec(unit);
  if (outOf && !values.every((value) => parseFloat(value) <= Number(outOf[1]))) return undefined;
  return !needs || needs.test(name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')) ? unit : undefined;
}

const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:\s?[AaPp][Mm])?`;
// Dates whose year comes first: 1998-06-12, 1998/06/12, 1998.06.12 (a four-digit year first is a
// date, not a version), with an optional time and a trailing Z.
const ISO = String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ](${TIME}))?Z?$`;
// Dates with the year last: 6/12/98, 12-06-1998, 12.06.1998 (dots with a two-digit year, "05.01.24",
// only in a column named for dates: "1.2.10" is more often a version than a date), with an optional
// time, and an optional weekday before them ("Sat 01/07/2023", "Tue, 3/5/24").
const WEEKDAY = String.raw`^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\.?,?\s+`;
const SLASH = String.raw`^(?:(?i:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\.?,?\s+)?(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:\s+(${TIME}))?$`;
const DOTTED_SHORT_YEAR = String.raw`^\d{1,2}\.\d{1,2}\.\d{2}(?:\s|$)`;
// Dates with a month name: Jun 12 1998, 12 June 1998, June 12, 1998, 12-Jun-98, Fri, Jun 12 1998,
// Sat 12 Aug 2023, Saturday, 12 August 2023.
const MONTH = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const namedPattern = (month: string) => String.raw`^(?:[A-Za-z]{3,9},?\s+)?(?:(\d{1,2})(?:st|nd|rd|th)?[\s,.-]+(${month})\.?|(${month})\.?[\s,.-]+(\d{1,2})(?:st|nd|rd|th)?,?)[\s,.-]+(\d{4}|\d{2})(?:\s+(${TIME}))?$`;
const NAMED = namedPattern(`(?i:${MONTH})`);
// A time of day on the 12-hour clock: "9:45 PM", "12:10am", "7:05:30 AM", "4pm".
// "9:45 PM", "4pm", and "8.30am" with a dot as British logs write it.
const CLOCK_12 = String.raw`^\d{1,2}(?:[:.][0-5]\d(?:[:.][0-5]\d)?)?\s?[AaPp][Mm]$`;
// Months without a day: 2005-03, 2005/03, 2005M03 (official statistics), 03/2005, Mar-05, March 2005.
const YEAR_MONTH = String.raw`^(\d{4})(?:[-/]|[Mm])(\d{1,2})$`;
const MONTH_YEAR = String.raw`^(\d{1,2})[-/](\d{4})$`;
// Dates as digits, year, month, day ("20240314"); ".0" after them where a spreadsheet kept the number as a decimal.
const COMPACT_DATE = String.raw`^(19|20)\d{6}(\.0+)?$`;
/** Words of a column's name that say it holds dates ("Service Date", "txn_dt", "Day"). */
const DATE_NAME = /\b(date|dated|dt|day)\b/i;
/** Whole-number types DuckDB's reader gives a column of digits. */
const WHOLE_NUMBER = /^(BIGINT|INTEGER|HUGEINT|UBIGINT|UINTEGER)$/i;
// A two-digit year only after a hyphen or an apostrophe ("Mar-05", "Mar '05"): "Mar 12" is as
// often the 12th of March.
const namedMonthPattern = (month: string) => String.raw`^(${month})\.?(?:[\s,.-]+\d{4}|-\d{2}|\s*\x27\d{2})$`;
const NAMED_MONTH = namedMonthPattern(`(?i:${MONTH})`);
// Durations: "3:45:12" (hours may run past 23), "5:20"; minutes and seconds below 60.
const DURATION_FORMS: Record<DurationForm, string> = {
  'h:mm:ss': String.raw`^\d{1,3}:[0-5]\d:[0-5]\d$`,
  'm:ss': String.raw`^\d{1,3}:[0-5]\d$`,
  'h:mm': String.raw`^\d{1,3}:[0-5]\d$`,
  words: wordDurationPattern(),
};

/**
 * A length of time in words, matched in lower case: "2 hours", "1.5 hrs", "1h 30m", "1 hr, 30 min",
 * "45 minutes", "90 secs", "3 days", "6 wks" (days and weeks alone: lead times, stays). A bare "m" or "s" is a unit only after hours ("1h 30m"): "5 m" is as
 * often metres and "30s" a decade. The values carry their units, so no column name is needed. A
 * bare "46m" matches too, but a column is read so only when some value also writes hours
 * (`BARE_MINUTES`, candidatesFor): beside "2h 16m" it is minutes, alone it may be metres.
 */
function wordDurationPattern(): string {
  const then = String.raw`\s*,?\s*(?:and\s+)?`;
  const andSeconds = `(?:${then}${AMOUNT}(?:s|${SECOND_WORDS}))?`;
  return `^(?:${AMOUNT}${HOUR_WORDS}(?:${then}${AMOUNT}(?:m|${MINUTE_WORDS}))?${andSeconds}|${AMOUNT}${MINUTE_WORDS}${andSeconds}|${AMOUNT}${SECOND_WORDS}|${AMOUNT}${DAY_WORDS}|${AMOUNT}${WEEK_WORDS}|\\d+m)$`;
}

/** A value of minutes alone with a bare "m" ("46m"): a length of time only beside values with hours. */
const BARE_MINUTES = /^\d+m$/;

/** A name that says how its two-part values are written: "Picking Time (h:mm)", "Shift Length hh:mm". */
const H_MM_NAME = /\bh{1,2}:mm\b(?!:)/i;
/** Words of a column's name that say it holds a length of time, and words that say a time of day. */
const DURATION_NAME = /\b(duration|elapsed|split|lap|pace|runtime|finish|chip|gun|race|moving|length|taken|result)\b/i;
const CLOCK_NAME = /\b(start|started|end|ended|depart\w*|arriv\w*|clock|open\w*|clos\w*|kick\w*|schedul\w*|due|check\w*|login|logout|sunrise|sunset|hour|of day|am|pm)\b/i;
const PACE_NAME = /\bpace\b|\bmin\s*\/\s*(km|mi|mile)\b/i;

/**
 * A name with the word "time" and no other word of a length of time ("Ride Time", "Total Time",
 * "Time") may hold a length of time or a time of day ("Order Time"): its h:mm:ss values are read
 * as a duration unless the name says a time of day (CLOCK_NAME, or a moment: an order, a pickup,
 * a log entry) or the values look like clock times (CLOCK_VALUES). Two parts ("1:30") stay text.
 */
const TIME_NAME = /\btime\b/i;
const MOMENT_NAME = /\b(pick ?up|drop ?off|order\w*|log\w*|creat\w*|post\w*|sent|send|receiv\w*|book\w*|deliver\w*|incident|event|transaction|entry|exit|in|out|local|utc|gmt|stamp|timestamp|date|call|alarm|wake|bed|meal|sale|purchase|visit)\b/i;
/**
 * h:mm:ss values that look like clock times: no hour above 23, and an hour written with a leading
 * zero ("08:15:00", as clocks and logs write them) or one of 12 or more (an afternoon). "1:02:10"
 * and "0:45:30" read as lengths; a ride or a race of 12 hours or more then stays text, not wrong.
 */
const CLOCK_VALUES = { topHour: 23, afternoon: 12 };

/** True when a column's name leaves its h:mm:ss values to the clock check: "Ride Time", not "Finish Time" (always a length) nor "Order Time" (a moment). */
export function timeNamedDuration(name: string): boolean {
  const spaced = name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return TIME_NAME.test(spaced) && !DURATION_NAME.test(spaced) && !CLOCK_NAME.test(spaced) && !MOMENT_NAME.test(spaced);
}

/** The duration form a column's name allows for its values, or none: "Finish Time" h:mm:ss, "Pace (min/km)" m:ss too. */
export function durationFormsFor(name: string): DurationForm[] {
  const spaced = name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  // The name spells the form out: "2:40" is two hours and forty minutes, unless it is a moment ("Departure (hh:mm)").
  if (H_MM_NAME.test(spaced)) return CLOCK_NAME.test(spaced) || MOMENT_NAME.test(spaced) ? [] : ['h:mm'];
  if (!DURATION_NAME.test(spaced) || CLOCK_NAME.test(spaced)) return [];
  return PACE_NAME.test(spaced) ? ['h:mm:ss', 'm:ss'] : ['h:mm:ss'];
}

const JS = {
  number: new RegExp(NUMBER, 'u'),
  duration: [DURATION_FORMS['h:mm:ss'], DURATION_FORMS['m:ss']].map((form) => new RegExp(form)),
  wordDuration: new RegExp(DURATION_FORMS.words),
  iso: new RegExp(ISO),
  slash: new RegExp(SLASH.replace('(?i:', '(?:'), 'i'),
  weekday: new RegExp(WEEKDAY, 'i'),
  dottedShortYear: new RegExp(DOTTED_SHORT_YEAR),
  named: new RegExp(namedPattern(MONTH), 'i'),
  month: [new RegExp(YEAR_MONTH), new RegExp(MONTH_YEAR), new RegExp(namedMonthPattern(MONTH), 'i')],
  compactDate: new RegExp(COMPACT_DATE),
  clock12: new RegExp(CLOCK_12),
};

/** True when a column's name says it holds dates, so that its "20240314" values may be read as dates. */
export function namesDates(name: string): boolean {
  return DATE_NAME.test(name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2'));
}

type Order = 'month/day' | 'day/month';

/** SQL for the trimmed value of column `c`. */
const trimmed = (c: string) => `trim(${c})`;

/**
 * A placeholder is short: the length test first spares the lower-casing of every long text. A
 * CASE, not an AND: DuckDB evaluated both sides of the AND on every row (measured: 2,000,000 rows
 * of five text columns, 4.5 s with the AND, 1.2-1.6 s with the CASE). Never NULL (false for NULL).
 */
function isPlaceholder(c: string, placeholders = MISSING_PLACEHOLDERS): string {
  return `(CASE WHEN length(${c}) <= 16 THEN lower(${trimmed(c)}) IN (${sqlList(placeholders)}) ELSE false END)`;
}

function isMissing(c: string, placeholders = MISSING_PLACEHOLDERS): string {
  return `(${c} IS NULL OR ${isPlaceholder(c, placeholders)})`;
}

/** "Nil" among numbers: zero ("Fee: Nil"). */
const ZERO_WORD = 'nil';
/** Words for no charge among sums of money ("£12.50", "Free", "NC", "FOC"): zero, read only where the other values carry a currency sign. */
export const CHARGE_ZERO_WORDS = ['free', 'foc', 'nc', 'no charge'];
const CHARGE_ZERO_SQL = CHARGE_ZERO_WORDS.map((word) => `'${word}'`).join(', ');
const zeroSql = (s: string): string => `(lower(${s}) = '${ZERO_WORD}' OR lower(${s}) IN (${CHARGE_ZERO_SQL}))`;

export function numberExpr(c: string, integer: boolean): string {
  const s = trimmed(c);
  // Digits, decimal point and exponent: what leads the number (sign, "(", currency) and every
  // grouping comma, percent sign, multiplier or ")" dropped; the sign is read apart.
  const digits = `regexp_replace(${s}, '^[^0-9.]+|[^0-9.eE+-]', '', 'g')`;
  const sign = `(CASE WHEN regexp_matches(${s}, '^[^0-9.]*[-(]') THEN -1 ELSE 1 END)`;
  const scale = `(CASE WHEN NOT regexp_matches(${s}, '[kKMBb]') THEN 1 WHEN regexp_matches(${s}, '[kK]') THEN 1e3 WHEN contains(${s}, 'M') THEN 1e6 ELSE 1e9 END)`;
  const value = integer ? `TRY_CAST(${digits} AS BIGINT) * ${sign}` : `TRY_CAST(${digits} AS DOUBLE) * ${scale} * ${sign}`;
  return `(CASE WHEN regexp_full_match(${s}, '${NUMBER}') AND contains(${s}, '(') = contains(${s}, ')') THEN ${value} WHEN ${zeroSql(s)} THEN 0 END)`;
}

/** "9:45 PM" as the TIME 21:45:00, "12:10 AM" as 00:10:00; NULL for any other text, "13:00 PM" included. */
export function clock12Expr(c: string): string {
  const s = trimmed(c);
  return `(CASE WHEN regexp_full_match(${s}, '${CLOCK_12}') THEN CAST(try_strptime(upper(replace(replace(${s}, ' ', ''), '.', ':')), ['%I:%M%p', '%I:%M:%S%p', '%I%p']) AS TIME) END)`;
}

/** "18.5 m" as 18.5, "1,250 kg" as 1250: the number before the column's one unit; NULL for any other text. */
export function measuredExpr(c: string, unit: string, integer: boolean): string {
  const s = trimmed(c);
  // "1.7 kg" and "400 g" in one column: each number in the larger unit.
  const cases = unitsOf(unit).map(([one, factor]) => {
    const digits = `replace(rtrim(left(${s}, length(${s}) - ${one.length})), ',', '')`;
    const value = factor === 1 ? `TRY_CAST(${digits} AS ${integer ? 'BIGINT' : 'DOUBLE'})` : `TRY_CAST(${digits} AS DOUBLE) * ${factor}`;
    return `WHEN regexp_full_match(${s}, '^${MEASURE_NUMBER}${unitPattern(one)}$') THEN ${value}`;
  });
  return `(CASE ${cases.join(' ')} END)`;
}

/** Text "Y-M-D[ time]" to a timestamp; a 12-hour time goes through strptime (rare, so slower). */
function toTimestamp(s: string, canonical: string): string {
  const twelveHour = `upper(regexp_replace(regexp_replace(${canonical}, '( \\d{1,2}:\\d{2})\\s?([AaPp][Mm])$', '\\1:00 \\2'), '(:\\d{2}:\\d{2})([AaPp][Mm])$', '\\1 \\2'))`;
  return `(CASE WHEN regexp_matches(${s}, '[AaPp][Mm]$') THEN try_strptime(${twelveHour}, '%Y-%m-%d %I:%M:%S %p')
    ELSE try_cast(${canonical} AS TIMESTAMP) END)`;
}

// Conversions avoid regular expressions with capture groups over the long patterns: RE2 checks a
// full match cheaply, but extracting groups from them costs about ten times as much.

export function isoExpr(c: string): string {
  const s = trimmed(c);
  // Only the date's own separators become dashes: a time's fraction of a second keeps its dot.
  const dashed = `regexp_replace(replace(rtrim(${s}, 'Z'), 'T', ' '), '^(\\d{4})[-/.](\\d{1,2})[-/.]', '\\1-\\2-')`;
  return `(CASE WHEN regexp_full_match(${s}, '${ISO}') THEN ${toTimestamp(s, dashed)} END)`;
}

export function slashExpr(c: string, order: Order, dotted = false): string {
  const s = trimmed(c);
  // "Sat 01/07/2023": the weekday says nothing the date does not.
  const d = `regexp_replace(${s}, '${WEEKDAY}', '', 'i')`;
  const parts = order === 'month/day' ? '\\1-\\2' : '\\2-\\1';
  // Two-digit years as DuckDB's %y reads them: 69-99 are 19xx, 00-68 are 20xx.
  const century = `CASE WHEN regexp_matches(${d}, '^\\d+[/.-]\\d+[/.-]\\d{4}') THEN '' WHEN regexp_matches(${d}, '^\\d+[/.-]\\d+[/.-](?:69|[7-9]\\d)') THEN '19' ELSE '20' END`;
  const canonical = `${century} || regexp_replace(${d}, '^(\\d+)[/.-](\\d+)[/.-](\\d+)\\s*', '\\3-${parts} ')`;
  const versionLike = dotted ? '' : ` AND NOT regexp_matches(${d}, '${DOTTED_SHORT_YEAR}')`;
  return `(CASE WHEN regexp_full_match(${s}, '${SLASH}')${versionLike} THEN ${toTimestamp(s, `rtrim(${canonical})`)} END)`;
}

export function namedExpr(c: string): string {
  const s = trimmed(c);
  // "Fri, June 12th, 1998" → "Fri June 12 1998" → "June 12 1998" → "Jun 12 1998" → "12 Jun 1998".
  // A leading word is a weekday when a month name follows it, or a day and then a month name
  // ("Sat 12 Aug 2023"); "Aug 12 2023" keeps its first word, the month.
  const spaced = `regexp_replace(regexp_replace(${s}, '[\\s,.-]+', ' ', 'g'), '(\\d)(?:st|nd|rd|th)\\b', '\\1', 'g')`;
  const noWeekday = `regexp_replace(${spaced}, '^[A-Za-z]+ ([A-Za-z]|\\d+ [A-Za-z])', '\\1')`;
  const shortMonth = `regexp_replace(${noWeekday}, '([A-Za-z]{3})[A-Za-z]*', '\\1')`;
  const dayFirst = `regexp_replace(${shortMonth}, '^([A-Za-z]{3}) (\\d+)', '\\2 \\1')`;
  const year = (y: string) => `CASE WHEN NOT contains(${s}, ':') THEN try_strptime(${dayFirst}, '%d %b ${y}')
    ELSE try_strptime(upper(${dayFirst}), [${sqlList(['%H:%M', '%H:%M:%S', '%I:%M %p', '%I:%M:%S %p', '%I:%M%p', '%I:%M:%S%p'].map((time) => `%d %b ${y} ${time}`))}]) END`;
  return `(CASE WHEN regexp_full_match(${s}, '${NAMED}') THEN (CASE WHEN regexp_matches(${s}, '\\d{4}') THEN ${year('%Y')} ELSE ${year('%y')} END) END)`;
}

/**
 * A month written without a day, as its first day (a DATE); NULL for anything else, month 13
 * included. A month name keeps its first three letters ("Sept" is "Sep"); a two-digit year
 * follows %y like the other dates.
 */
export function monthExpr(c: string): string {
  const s = trimmed(c);
  const year = `regexp_extract(${s}, '(\\d+)$')`;
  const fullYear = `(CASE WHEN length(${year}) = 4 THEN ${year} WHEN ${year} >= '69' THEN '19' || ${year} ELSE '20' || ${year} END)`;
  const named = `'1 ' || left(${s}, 3) || ' ' || ${fullYear}`;
  return `(CASE WHEN regexp_full_match(${s}, '${YEAR_MONTH}') THEN try_cast(regexp_replace(${s}, '${YEAR_MONTH}', '\\1-\\2-01') AS DATE)
    WHEN regexp_full_match(${s}, '${MONTH_YEAR}') THEN try_cast(regexp_replace(${s}, '${MONTH_YEAR}', '\\2-\\1-01') AS DATE)
    WHEN regexp_full_match(${s}, '${NAMED_MONTH}') THEN CAST(try_strptime(${named}, '%d %b %Y') AS DATE) END)`;
}

/** A date written as its digits ("20240314") as a DATE; NULL for anything else, 20241399 included. */
export function compactDateExpr(c: string): string {
  const s = trimmed(c);
  return `(CASE WHEN regexp_full_match(${s}, '${COMPACT_DATE}') THEN CAST(try_strptime(left(${s}, 8), '%Y%m%d') AS DATE) END)`;
}

/**
 * A duration as its number of seconds ("3:45:12" is 13512, "5:20" in m:ss is 320, "2:40" in h:mm
 * is 9600, "1h 30m" 5400), or of `unit` where the words are all in one ("30 hours" is 30); NULL for
 * any other text.
 */
export function durationExpr(c: string, form: DurationForm, unit?: TimeUnit): string {
  if (form === 'words') return unit ? `(${wordDurationExpr(c)} / ${TIME_UNIT_SECONDS[unit]})` : wordDurationExpr(c);
  const s = trimmed(c);
  const part = (i: number) => `CAST(split_part(${s}, ':', ${i}) AS BIGINT)`;
  const seconds = form === 'h:mm:ss' ? `${part(1)} * 3600 + ${part(2)} * 60 + ${part(3)}` : form === 'h:mm' ? `${part(1)} * 3600 + ${part(2)} * 60` : `${part(1)} * 60 + ${part(2)}`;
  return `(CASE WHEN regexp_full_match(${s}, '${DURATION_FORMS[form]}') THEN ${seconds} END)`;
}

/** "1h 30m" as 5400 seconds, "2 wks" 1209600: each number by the unit that follows it, rounded to a whole second. */
function wordDurationExpr(c: string): string {
  const s = `lower(${trimmed(c)})`;
  const unit = (letter: string, seconds: number) => `coalesce(TRY_CAST(regexp_extract(${s}, '(\\d+(?:\\.\\d+)?)\\s*${letter}', 1) AS DOUBLE), 0) * ${seconds}`;
  const seconds = [unit('w', 604800), unit('d', 86400), unit('h', 3600), unit('m', 60), unit('s', 1)].join(' + ');
  return `(CASE WHEN regexp_full_match(${s}, '${DURATION_FORMS.words}') THEN CAST(round(${seconds}) AS BIGINT) END)`;
}

/** The forms of date a column was seen to hold; only those are tried on each value. */
interface DateForms {
  iso: boolean;
  named: boolean;
  slash: boolean;
  /** "05.01.24": dots and a two-digit year, in a column named for dates. */
  dotted?: boolean;
}

function dateExpr(c: string, order: Order, forms: DateForms): string {
  const tried = [forms.iso ? isoExpr(c) : '', forms.named ? namedExpr(c) : '', forms.slash ? slashExpr(c, order, forms.dotted) : ''].filter(Boolean);
  return tried.length === 1 ? tried[0] : `coalesce(${tried.join(', ')})`;
}

/** Which readings the sample allows for one column; the full scan then checks them. */
interface Candidates {
  number: boolean;
  date: boolean;
  /** Dates written "05.01.24", worth checking only when the column's name says dates. */
  dottedDates?: boolean;
  /** Months without a day ("2005-03", "Mar 2005"). */
  month: boolean;
  /** Durations ("3:45:12", "5:20"), worth checking only when the column's name allows them. */
  duration: boolean;
  /** Durations in words ("1h 30m", "45 min"), whatever the column's name. */
  wordDuration: boolean;
  /** Dates as digits ("20240314"), worth checking only when the column's name says dates. */
  compactDate?: boolean;
  /** Numbers written with this unit of measure after them ("18.5 m"). */
  measured?: string;
  /** Times of day on the 12-hour clock ("9:45 PM"). */
  clock12?: boolean;
}

export function candidatesFor(sample: string[], name = ''): Candidates {
  const values = sample.map((value) => value.trim()).filter((value) => !MISSING_PLACEHOLDERS.includes(value.toLowerCase()));
  const all = (test: (value: string) => boolean) => values.every(test);
  const measured = values.length ? measureUnitOf(values, name) : undefined;
  const dotted = namesDates(name);
  return {
    number: all((value) => JS.number.test(value) || value.toLowerCase() === ZERO_WORD || (CHARGE_ZERO_WORDS.includes(value.toLowerCase()) && values.some((other) => /[$€£¥]/.test(other)))) && values.some((value) => JS.number.test(value)),
    date: all((value) => JS.iso.test(value) || (JS.slash.test(value) && (dotted || !JS.dottedShortYear.test(value.replace(JS.weekday, '')))) || JS.named.test(value)),
    ...(dotted && values.some((value) => JS.dottedShortYear.test(value.replace(JS.weekday, ''))) ? { dottedDates: true } : {}),
    month: all((value) => JS.month.some((form) => form.test(value))),
    duration: all((value) => JS.duration.some((form) => form.test(value))),
    wordDuration: all((value) => JS.wordDuration.test(value.toLowerCase())) && values.some((value) => !BARE_MINUTES.test(value.toLowerCase())),
    compactDate: namesDates(name) && all((value) => JS.compactDate.test(value)),
    ...(measured ? { measured } : {}),
    ...(values.length && all((value) => JS.clock12.test(value)) ? { clock12: true } : {}),
  };
}

/**
 * A column with at most one distinct value per this many rows is converted through a lookup of
 * its distinct values; a column of mostly unique values is converted row by row.
 */
const LOOKUP_RATIO = 4;

/** Rows read to pick the readings worth checking on the whole column. */
const SAMPLE_ROWS = 200;

export interface TextColumn {
  name: string;
  type: string;
}

/** The first rows of a table as the file wrote them (cut to a readable length). */
export interface TablePreview {
  columns: string[];
  rows: Array<Array<string | null>>;
}

const PREVIEW_ROWS = 5;
const PREVIEW_COLUMNS = 60;
const PREVIEW_CELL_CHARS = 80;

export interface TypedTable {
  table: LoadedTable;
  preview: TablePreview;
  /** Per column name: what was read from text. */
  notes: Map<string, TextTypeNote>;
}

/**
 * Runs the conversion on a freshly loaded table. The preview is taken first, so it keeps the
 * text the file holds ("Jun 12 1998", "$1,200", "NA") while the table gets the typed values.
 */
export async function readTypesWrittenAsText(connection: DuckDBConnection, loaded: LoadedTable): Promise<TypedTable> {
  const shown = loaded.columns.slice(0, PREVIEW_COLUMNS);
  const preview: TablePreview = { columns: shown.map((column) => column.name), rows: [] };
  if (loaded.kind !== 'table' || shown.length === 0) return { table: loaded, preview, notes: new Map() };
  const reader = await connection.runAndReadAll(
    // A Parquet view's first rows by the file's row numbers: a LIMIT over its parallel scan reads further row groups.
    `SELECT ${shown.map((column) => `${ident(column.name)}::VARCHAR`).join(', ')} FROM ${firstRowsOf(loaded, shown.map((column) => ident(column.name)).join(', '), PREVIEW_ROWS)}`,
  );
  preview.rows = reader.getRows().map((row) => row.map((value) => (value === null ? null : String(value).slice(0, PREVIEW_CELL_CHARS))));
  // A view over a file read in place cannot be rewritten, and Parquet carries its types.
  if (loaded.view) return { table: loaded, preview, notes: new Map() };
  const notes = await convertTextColumns(connection, loaded.table, loaded.columns);
  if (notes.size === 0) return { table: loaded, preview, notes };
  const types = await queryRows(
    connection,
    `SELECT data_type AS type FROM information_schema.columns WHERE table_schema = 'main' AND table_name = ? ORDER BY ordinal_position`,
    [loaded.table],
  );
  const columns = loaded.columns.map((column, i) => ({ name: column.name, type: String(types[i]?.type ?? column.type) }));
  return { table: { ...loaded, columns }, preview, notes };
}

/**
 * Converts the text columns of `table` (in schema main) that hold dates or numbers, and makes
 * missing-value placeholders NULL in text columns. Returns what it did, per column name (a Map:
 * column names are user text).
 */
export async function convertTextColumns(connection: DuckDBConnection, table: string, columns: TextColumn[]): Promise<Map<string, TextTypeNote>> {
  // The rewrite keeps the rows in order by DuckDB's row ids, which a column called rowid hides:
  // such a column is renamed for the time of the conversion.
  const hiding = columns.find((column) => column.name.toLowerCase() === 'rowid');
  if (!hiding) return convertInOrder(connection, table, columns);
  const standIn = `rowid_${randomBytes(6).toString('hex')}`;
  const rename = (from: string, to: string) => connection.run(`ALTER TABLE main.${ident(table)} RENAME COLUMN ${ident(from)} TO ${ident(to)}`);
  await rename(hiding.name, standIn);
  try {
    const notes = await convertInOrder(connection, table, columns.map((column) => (column === hiding ? { ...column, name: standIn } : column)));
    const note = notes.get(standIn);
    notes.delete(standIn);
    if (note) notes.set(hiding.name, note);
    return notes;
  } finally {
    await rename(standIn, hiding.name);
  }
}

async function convertInOrder(connection: DuckDBConnection, table: string, columns: TextColumn[]): Promise<Map<string, TextTypeNote>> {
  const notes = new Map<string, TextTypeNote>();
  // Whole numbers are read only as dates written as digits, and only in a column named as dates.
  const isText = (column: TextColumn) => column.type.toUpperCase() === 'VARCHAR';
  const text = columns.filter((column) => isText(column) || (WHOLE_NUMBER.test(column.type) && namesDates(column.name)));
  if (text.length === 0) return notes;
  const from = `main.${ident(table)}`;

  const sampleReader = await connection.runAndReadAll(`SELECT ${text.map((column) => `${ident(column.name)}::VARCHAR`).join(', ')} FROM ${from} LIMIT ${SAMPLE_ROWS}`);
  const sampleRows = sampleReader.getRows();
  const candidates = text.map((column, i) => {
    const found = candidatesFor(sampleRows.map((row) => row[i]).filter((v): v is string => typeof v === 'string'), column.name);
    return isText(column) ? found : { number: false, date: false, month: false, duration: false, wordDuration: false, compactDate: found.compactDate };
  });

  // Text columns that hold neither numbers nor dates: one scan counts their placeholders.
  const placeholders = new Map<string, number>();
  const clockChecked = text.map((column, i) => candidates[i].duration && !durationFormsFor(column.name).length && timeNamedDuration(column.name));
  const durations = text.map((column, i): DurationForm[] => (candidates[i].wordDuration ? ['words'] : !candidates[i].duration ? [] : clockChecked[i] ? ['h:mm:ss'] : durationFormsFor(column.name)));
  const plain = text.filter((column, i) => isText(column) && !candidates[i].number && !candidates[i].date && !candidates[i].month && !durations[i].length && !candidates[i].compactDate && !candidates[i].measured && !candidates[i].clock12);
  if (plain.length > 0) {
    const [row] = await queryRows(connection, `SELECT ${plain.map((column, i) => `count(*) FILTER (WHERE ${isPlaceholder(ident(column.name), TEXT_PLACEHOLDERS)}) AS p_${i}`).join(', ')} FROM ${from}`);
    plain.forEach((column, i) => placeholders.set(column.name, Number(row[`p_${i}`])));
  }

  const replacements: string[] = [];
  const lookups: string[] = [];
  let rows: number | undefined;
  for (const [i, column] of text.entries()) {
    const c = ident(column.name);
    const asText = (value: string) => (isText(column) ? value : `CAST(${value} AS VARCHAR)`);
    const nullIfMissing = (value: string, expr: string) => `CASE WHEN ${isMissing(value)} THEN NULL ELSE ${expr} END`;
    const reading = candidates[i].number || candidates[i].date || candidates[i].month || durations[i].length || candidates[i].compactDate || candidates[i].measured || candidates[i].clock12 ? await checkColumn(connection, from, c, candidates[i], durations[i], clockChecked[i], isText(column)) : undefined;
    const count = reading?.placeholders ?? placeholders.get(column.name) ?? 0;
    if (reading?.note && reading.convert) {
      const { convert, note } = reading;
      notes.set(column.name, note);
      const typed = (value: string) => `${nullIfMissing(asText(value), convert(asText(value)))}::${note.to}`;
      rows ??= Number((await queryRows(connection, `SELECT count(*) AS n FROM ${from}`))[0].n);
      if (reading.distinct * LOOKUP_RATIO <= rows) {
        // Few distinct values (dates, rates, prices): each is parsed once, and the rows take
        // theirs through a join, instead of running the parse on every row.
        const alias = `lookup_${lookups.length}`;
        lookups.push(`LEFT JOIN (SELECT v, ${typed('v')} AS w FROM (SELECT DISTINCT ${c} AS v FROM ${from})) AS ${alias} ON t.${c} = ${alias}.v`);
        replacements.push(`${alias}.w AS ${c}`);
      } else {
        replacements.push(`${typed(`t.${c}`)} AS ${c}`);
      }
    } else if (count > 0) {
      notes.set(column.name, { from: 'VARCHAR', to: 'VARCHAR', placeholders: count });
      replacements.push(`CASE WHEN ${isMissing(`t.${c}`, TEXT_PLACEHOLDERS)} THEN NULL ELSE t.${c} END AS ${c}`);
    }
  }
  if (replacements.length > 0) {
    // Neither a join nor (measured: 130,000 rows, two costly expressions) a parallel rewrite keeps
    // the rows' order on its own: ordering by the old row ids does.
    await connection.run(`CREATE OR REPLACE TABLE ${from} AS SELECT t.* REPLACE (${replacements.join(', ')}) FROM ${from} AS t ${lookups.join(' ')} ORDER BY t.rowid`);
  }
  return notes;
}

/**
 * Checks one column against the readings its sample allows. The check runs over the column's
 * distinct values with their row counts: every distinct value must parse, and dates (a few
 * thousand distinct values in millions of rows) are parsed once each.
 */
interface ColumnReading {
  placeholders: number;
  /** Distinct values other than missing ones. */
  distinct: number;
  note?: TextTypeNote;
  /** SQL reading the value of the given column or alias as the note's type. */
  convert?: (value: string) => string;
}

async function checkColumn(connection: DuckDBConnection, from: string, c: string, candidates: Candidates, durations: DurationForm[], clockChecked = false, text = true): Promise<ColumnReading> {
  const v = 'v';
  const s = trimmed(v);
  const present = `NOT ${isMissing(v)}`;
  const parts = [
    `count(*) FILTER (WHERE ${present}) AS distinct_present`,
    `coalesce(sum(n) FILTER (WHERE v IS NOT NULL AND NOT (${present})), 0) AS placeholders`,
    `min(v) FILTER (WHERE ${present}) AS example`,
  ];
  if (candidates.number) {
    parts.push(
      `count(${numberExpr(v, false)}) FILTER (WHERE ${present}) AS num`,
      `count(*) FILTER (WHERE ${present} AND contains(${s}, '%')) AS pct`,
      `coalesce(sum(n) FILTER (WHERE ${present} AND ${zeroSql(s)}), 0) AS zero_words`,
      `count(*) FILTER (WHERE ${present} AND lower(${s}) IN (${CHARGE_ZERO_SQL})) AS charge_words`,
      `count(DISTINCT regexp_extract(${s}, '[$€£¥]')) FILTER (WHERE ${present} AND regexp_matches(${s}, '[$€£¥]')) AS currencies`,
      `max(regexp_extract(${s}, '[$€£¥]')) FILTER (WHERE ${present}) AS currency`,
      `count(*) FILTER (WHERE ${present} AND regexp_matches(${s}, '${LEADING_ZERO}')) AS lead0`,
      `count(*) FILTER (WHERE ${present} AND regexp_matches(${s}, '${NOT_INTEGER}')) AS fractional`,
      `max(length(regexp_replace(${s}, '[^0-9]', '', 'g'))) FILTER (WHERE ${present}) AS digits`,
    );
  }
  if (candidates.date) {
    // The three forms never match the same text, so their counts add up.
    parts.push(
      `count(${isoExpr(v)}) FILTER (WHERE ${present}) AS iso`,
      `count(${namedExpr(v)}) FILTER (WHERE ${present}) AS named`,
      `count(${slashExpr(v, 'month/day', candidates.dottedDates)}) FILTER (WHERE ${present}) AS md`,
      `count(${slashExpr(v, 'day/month', candidates.dottedDates)}) FILTER (WHERE ${present}) AS dm`,
      `count(*) FILTER (WHERE ${present} AND regexp_matches(${s}, '\\d:\\d\\d')) AS times`,
      // "Sat 01/07/2023": the weekday written says which order its day and month are in.
      `count(*) FILTER (WHERE ${present} AND regexp_matches(${s}, '${WEEKDAY}', 'i') AND regexp_full_match(${s}, '${SLASH}')) AS weekdays`,
      `count(*) FILTER (WHERE ${present} AND regexp_matches(${s}, '${WEEKDAY}', 'i') AND regexp_full_match(${s}, '${SLASH}') AND lower(left(${s}, 3)) = lower(strftime(${slashExpr(v, 'month/day', candidates.dottedDates)}, '%a'))) AS weekday_md`,
      `count(*) FILTER (WHERE ${present} AND regexp_matches(${s}, '${WEEKDAY}', 'i') AND regexp_full_match(${s}, '${SLASH}') AND lower(left(${s}, 3)) = lower(strftime(${slashExpr(v, 'day/month', candidates.dottedDates)}, '%a'))) AS weekday_dm`,
    );
  }
  if (candidates.month) {
    parts.push(
      `count(${monthExpr(v)}) FILTER (WHERE ${present}) AS months`,
      `count(*) FILTER (WHERE ${present} AND regexp_full_match(${s}, '\\d{4}[-/]\\d{2}') AND try_cast(substr(${s}, 6, 2) AS INTEGER) = (try_cast(left(${s}, 4) AS INTEGER) + 1) % 100) AS seasons`,
    );
  }
  for (const form of durations) parts.push(`count(*) FILTER (WHERE ${present} AND regexp_full_match(${form === 'words' ? `lower(${s})` : s}, '${DURATION_FORMS[form]}')) AS "${form}"`);
  if (durations.includes('words')) for (const unit of Object.keys(ONE_UNIT) as TimeUnit[]) parts.push(`count(*) FILTER (WHERE ${present} AND regexp_full_match(lower(${s}), '${ONE_UNIT[unit]}')) AS "${unit}"`);
  if (durations.includes('words')) parts.push(`count(*) FILTER (WHERE ${present} AND regexp_full_match(lower(${s}), '${HOURS_AND_MINUTES}')) AS "hours_minutes"`);
  if (clockChecked) {
    parts.push(
      `max(try_cast(split_part(${s}, ':', 1) AS INTEGER)) FILTER (WHERE ${present}) AS top_hour`,
      `count(*) FILTER (WHERE ${present} AND regexp_matches(${s}, '^0\\d:')) AS padded_hours`,
    );
  }
  if (candidates.compactDate) parts.push(`count(${compactDateExpr(v)}) FILTER (WHERE ${present}) AS compact`);
  if (candidates.clock12) parts.push(`count(${clock12Expr(v)}) FILTER (WHERE ${present}) AS clock12`);
  if (candidates.measured) {
    parts.push(
      `count(*) FILTER (WHERE ${present} AND regexp_full_match(${s}, '${measurePattern(candidates.measured)}')) AS measured`,
      `count(*) FILTER (WHERE ${present} AND contains(${s}, '.')) AS measured_fractional`,
      // As for plain numbers: "007 g" is a code, and more digits than a DOUBLE holds would change the value.
      `count(*) FILTER (WHERE ${present} AND regexp_matches(${s}, '^[-+]?0\\d')) AS measured_lead0`,
      `max(length(regexp_replace(${s}, '[^0-9]', '', 'g'))) FILTER (WHERE ${present}) AS measured_digits`,
      // Of two units ("kg+g"), how many rows the first is written on: the column takes the more common one.
      `coalesce(sum(n) FILTER (WHERE ${present} AND regexp_full_match(${s}, '^${MEASURE_NUMBER}${unitPattern(unitsOf(candidates.measured)[0][0])}$')), 0) AS measured_first`,
      `coalesce(sum(n) FILTER (WHERE ${present}), 0) AS measured_rows`,
    );
  }
  const [row] = await queryRows(connection, `SELECT ${parts.join(', ')} FROM (SELECT ${text ? c : `CAST(${c} AS VARCHAR)`} AS v, count(*) AS n FROM ${from} GROUP BY ALL)`);
  const n = (key: string) => Number(row[key] ?? 0);
  const values = n('distinct_present');
  const base = { from: text ? 'VARCHAR' as const : 'BIGINT' as const, placeholders: n('placeholders'), ...(row.example == null ? {} : { example: String(row.example) }) };
  const result: ColumnReading = { placeholders: base.placeholders, distinct: values };
  if (values === 0) return result;
  // Before the number reading: "20240314" in a column named as dates is a date.
  if (candidates.compactDate && n('compact') === values) {
    return { ...result, note: { ...base, to: 'DATE', form: 'yyyymmdd' }, convert: compactDateExpr };
  }
  // "Free" or "NC" is no charge only beside sums of money; elsewhere it is a word, and the column text.
  if (candidates.number && n('num') === values && n('lead0') === 0 && n('currencies') <= 1 && (n('charge_words') === 0 || n('currencies') === 1)
    && (n('pct') === 0 || n('pct') === values) && n('digits') <= MAX_DIGITS) {
    const integer = n('fractional') === 0;
    const note: TextTypeNote = { ...base, to: integer ? 'BIGINT' : 'DOUBLE' };
    if (n('pct') > 0) note.unit = 'percent';
    if (n('currencies') === 1) note.currency = String(row.currency);
    if (n('zero_words') > 0) note.zeroWords = n('zero_words');
    return { ...result, note, convert: (value) => numberExpr(value, integer) };
  }
  if (candidates.clock12 && n('clock12') === values) {
    return { ...result, note: { ...base, to: 'TIME', clock: '12-hour' }, convert: clock12Expr };
  }
  if (candidates.measured && n('measured') === values && n('measured_lead0') === 0 && n('measured_digits') <= MAX_DIGITS) {
    const [first, second] = candidates.measured.split('+');
    // "650 g" on most rows beside "1.2 kg" on a few: read in grams, the unit most of the file writes.
    const unit = second && n('measured_first') * 2 < n('measured_rows') ? `${second}+${first}` : candidates.measured;
    const integer = n('measured_fractional') === 0 && !unit.includes('+');
    return { ...result, note: { ...base, to: integer ? 'BIGINT' : 'DOUBLE', suffix: unit }, convert: (value) => measuredExpr(value, unit, integer) };
  }
  if (candidates.date) {
    const fixed = n('iso') + n('named');
    // Weekdays written beside the days rule out the order under which they would be wrong.
    const weekdays = n('weekdays');
    const md = fixed + n('md') === values && (!weekdays || n('weekday_md') === weekdays);
    const dm = fixed + n('dm') === values && (!weekdays || n('weekday_dm') === weekdays);
    if (md || dm) {
      const order: Order = md ? 'month/day' : 'day/month';
      const note: TextTypeNote = { ...base, to: n('times') > 0 ? 'TIMESTAMP' : 'DATE' };
      if (n('md') + n('dm') > 0) {
        note.order = order;
        if (md && dm) note.ambiguousOrder = true;
      }
      const forms = { iso: n('iso') > 0, named: n('named') > 0, slash: n('md') + n('dm') > 0, ...(candidates.dottedDates ? { dotted: true } : {}) };
      if (candidates.dottedDates) note.dotted = true;
      return { ...result, note, convert: (value) => dateExpr(value, order, forms) };
    }
  }
  // One form for the whole column: a pace column of "5:20" and "1:05:00" mixed stays text.
  const clockLike = clockChecked && n('top_hour') <= CLOCK_VALUES.topHour && (n('padded_hours') > 0 || n('top_hour') >= CLOCK_VALUES.afternoon);
  const duration = clockLike ? undefined : durations.find((form) => n(form) === values);
  // "30 hours" throughout is a number of hours, shown as the file writes it; "40 mins" beside
  // "1 hr 20 mins" is minutes, the smallest unit written; units with seconds are seconds.
  const oneUnit = duration === 'words' ? (Object.keys(ONE_UNIT) as TimeUnit[]).find((unit) => n(unit) === values) : undefined;
  const timeUnit = oneUnit ?? (duration === 'words' && n('hours_minutes') === values ? 'minutes' : undefined);
  if (duration && timeUnit) {
    return { ...result, note: { ...base, to: 'DOUBLE', duration, timeUnit }, convert: (value) => durationExpr(value, duration, timeUnit) };
  }
  if (duration) {
    return { ...result, note: { ...base, to: 'BIGINT', duration }, convert: (value) => durationExpr(value, duration) };
  }
  if (candidates.month && n('months') === values && n('seasons') < values) {
    return { ...result, note: { ...base, to: 'DATE', grain: 'month' }, convert: monthExpr };
  }
  return result;
}
