/**
 * Time words of a question that the answer did not apply. The parser treats years, month names
 * and grain words ("per year", "quarterly", "which weekday") as instructions, so `unusedWords` never lists them;
 * but nothing checked that an instruction had been carried out. On a file whose months were text
 * ("2005-03"), "total count in 2008" was answered over every year. Here a period ("in 2008",
 * "March 2005", "Q1", "between 2002 and 2004", "last year") needs a filter on a date column (or on
 * a column of years), and a grain ("per year", "by month") needs a time grouping; otherwise the
 * question is refused, naming the words. A column holding months without days ("2005-03") has no
 * figure per day or week, so such a grouping is refused too.
 */
import { codeSpan } from '../../common/markdown';
import { isYear } from './dates';
import type { Intent } from './intent';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

const MONTH = /^(jan|january|feb|february|mar|march|apr|april|may|june?|july?|aug|august|sept?|september|oct|october|nov|november|dec|december)$/;
const GRAIN = /^(months?|monthly|quarters?|quarterly|years?|yearly|annual|annually|weeks?|weekly|weekdays?)$/;
/** Before a grain word, these make it a period: "last year", "this quarter", "the past 6 months". */
const PERIOD_BEFORE = /\b(last|past|previous|recent|this|current|that|same)( (\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve))?$/;
/** Before a number, these make it a quantity, not a year: "over 2000", "top 2000". */
const COMPARATOR = /^(top|bottom|than|over|above|under|below|exceeding|least|most|exactly|equal|equals)$/;
/** "may" is a month only where a period is expected: "in May", "May 2005". */
const MAY_BEFORE = /^(in|since|after|before|until|of|during|for|from|to|through|between|and)$/;

/** Whether a column holds dates or years (or months), the columns a period filters. */
const isTimeColumn = (column: ColumnInfo | undefined): boolean => !!column && (column.kind === 'date' || column.words.some((word) => /^(year|yr|month|quarter|period)$/.test(word)));

/** Reasons to refuse: the time words no filter or grouping applied, and a grouping finer than the column's months. */
export function unappliedTime(parts: Parts, intent: Intent): string[] {
  const { tokens, info } = parts;
  const column = (name: string) => info.columns.find((c) => c.name === name);
  const inValue = (i: number) => parts.values.some((value) => value.start <= i && i < value.end);
  // A word that names a column other than a date ("Annual Salary", a numeric Year column), or the
  // date column the answer measures ("the latest month"), is that column.
  const measured = new Set([intent.measure?.column, ...(intent.columns ?? [])]);
  const namesColumn = (i: number) => parts.mentions.some((mention) => mention.start <= i && i < mention.end
    && (mention.candidates[0].column.kind !== 'date' || measured.has(mention.candidates[0].column.name)));
  // A number a filter on another column holds ("revenue over 2000") is no year.
  const numbers = intent.filters.filter((filter) => !isTimeColumn(column(filter.column))).flatMap((filter) => filter.values);
  const periods: string[] = [];
  const grains: string[] = [];
  tokens.forEach((token, i) => {
    if (parts.placed.has(i) || inValue(i) || namesColumn(i)) return;
    const before = tokens.slice(Math.max(0, i - 2), i).map((t) => t.raw).join(' ');
    if (isYear(token) && (COMPARATOR.test(tokens[i - 1]?.raw ?? '') || numbers.includes(Number(token.raw)))) return;
    // A date written whole ("on 2024-05-02") is a period too: never dropped.
    if (isYear(token) || /^q[1-4]$/.test(token.raw) || /^\d{4}-\d{2}(?:-\d{2})?$/.test(token.raw)) periods.push(token.raw);
    else if (MONTH.test(token.raw) && (token.raw !== 'may' || MAY_BEFORE.test(tokens[i - 1]?.raw ?? '') || isYear(tokens[i + 1]))) periods.push(token.raw);
    else if (GRAIN.test(token.raw)) (PERIOD_BEFORE.test(before) || isYear(tokens[i + 1]) ? periods : grains).push(token.raw);
  });
  const reasons: string[] = [];
  // A difference between two years applies both, one to each side.
  const filtered = intent.filters.some((filter) => isTimeColumn(column(filter.column))) || (!!intent.difference && isTimeColumn(column(intent.difference.column)));
  // A grain word needs a time grouping of that grain: "growth by month" answered per year drops it.
  const grain = intent.time?.grain;
  // "which weekday", "day of the week": the days of the week, grouped or kept by a filter ("on weekdays").
  const weekdays = grain === 'weekday' || intent.filters.some((filter) => filter.op === 'weekdays');
  const fits = (word: string) => (/^month/.test(word) ? grain === 'month' || grain === 'monthofyear' : /^quarter/.test(word) ? grain === 'quarter'
    : /^weekday/.test(word) ? weekdays : /^week/.test(word) ? grain === 'week' || weekdays : grain === 'year' || grain === 'monthofyear');
  const grouped = intent.groupBy.some((name) => isTimeColumn(column(name)) && !(intent.time?.column === name));
  const unapplied = [...new Set([...(filtered ? [] : periods), ...(grouped ? [] : grains.filter((word) => !fits(word)))])];
  if (unapplied.length) {
    const hasDate = info.columns.some((c) => c.kind === 'date');
    reasons.push(`I could not apply ${unapplied.map((word) => `“${escapeMarkdown(word)}”`).join(', ')} to ${hasDate ? `a date of ${info.table.label}` : `${info.table.label}, which has no date column`}, and leaving ${unapplied.length === 1 ? 'it' : 'them'} out would answer over every period.`);
  }
  // "avg delay by hour of the day" beside a date without times was one average over every row: the
  // cycle said outright must be the grouping (or a column of hours grouped), or asked ("day of the
  // week" is a grain word above).
  // "by hour" too, unless its words are a column's name ("Output per Hour", "Hourly Rate").
  const byHour = tokens.findIndex((token, i) => token.raw === 'hour' && /^(by|per|each|every)$/.test(tokens[i - 1]?.raw ?? '') && !parts.mentions.some((m) => m.start <= i && i < m.end));
  const cycle = /\b(hours?|times?) of (the )?day\b/.exec(parts.text) ?? (byHour >= 0 ? [`${tokens[byHour - 1].raw} hour`] : null);
  // "total amount by hour" beside a column of times was one total: the hours must be the grouping too (or a bound on them).
  if (cycle && intent.time?.grain !== 'hourofday' && !intent.groupBy.some((name) => /\bhour/i.test(name)) && !intent.filters.some((filter) => filter.op === 'hours')) {
    reasons.push(`I could not group by “${escapeMarkdown(cycle[0])}”: no column of ${info.table.label} gives the time of day as a time I could read, and leaving it out would answer over every row together.`);
  }
  // "how many trips were on time": "time" is an instruction word elsewhere ("over time"), so the
  // phrase was dropped and every trip counted. It needs a rule (no delay? under 5 minutes?) unless
  // the data holds it as a value or a column's name ("On Time").
  const onTime = tokens.findIndex((token, i) => /^(on|in)$/.test(token.raw) && tokens[i + 1]?.raw === 'time' && !inValue(i) && !inValue(i + 1)
    && !parts.mentions.some((mention) => mention.start <= i + 1 && i + 1 < mention.end && mention.candidates[0].score >= 10));
  if (onTime >= 0) reasons.push(`“${escapeMarkdown(tokens[onTime].raw)} time” needs a rule for what counts as on time (no delay at all, or under a few minutes), which ${info.table.label} does not give; ask with a bound, for example “delay under 5 minutes”.`);
  const time = intent.time;
  const written = time && info.table.columns.find((c) => c.name === time.column)?.written;
  if (time && written?.grain === 'month' && /^(day|week|weekday)$/.test(time.grain)) {
    reasons.push(`${codeSpan(time.column)} holds months without days, so there is no figure per ${time.grain === 'weekday' ? 'day of the week' : time.grain}; ask per month, quarter or year.`);
  }
  return reasons;
}
