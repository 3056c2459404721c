/**
 * "revenue by month", "deals in 2023" on a table with several date columns (Created, Close Date):
 * each dates the rows differently, and the first one is no better a guess than another. When the
 * question names none of them and no status word implies one ("won", "shipped"; statusDates.ts),
 * the analyst asks which, offering each; a period that only one column has values in is about
 * that one.
 */
import { codeSpan } from '../../common/markdown';
import { namedDateColumn } from './dates';
import type { Filter, Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';
import { impliedDateColumn, rowsOwnDate } from './statusDates';
import { escapeMarkdown } from './text';

/** Filters of a period (not a day or a clock time, which are read apart): the dates they keep, [from, to). */
function periodOf(filter: Filter): [string, string] | null {
  const [a, b] = filter.values.map(String);
  if (filter.op === 'years') {
    const years = filter.values.map(Number);
    return [`${Math.min(...years)}-01-01`, `${Math.max(...years) + 1}-01-01`];
  }
  if (filter.op === 'between') return [a, b];
  if (filter.op === '<' || filter.op === '<=') return ['0000-01-01', a];
  if (filter.op === '>' || filter.op === '>=') return [a, '9999-12-31'];
  return null;
}

/** The first and last day of a date column, when it has any. */
async function spanOf(parts: Parts, lookups: ParseLookups, column: ColumnInfo): Promise<string | null> {
  const [min, max] = [await lookups.minDate(parts.info, column.name), await lookups.maxDate(parts.info, column.name)];
  return min !== null && max !== null ? `${min}|${max}` : null;
}

/** Whether a date column has values inside [from, to). */
async function hasValuesIn(parts: Parts, lookups: ParseLookups, column: ColumnInfo, [from, to]: [string, string]): Promise<boolean> {
  const [min, max] = (await spanOf(parts, lookups, column))?.split('|') ?? [];
  return min !== undefined && max !== undefined && min < to && max >= from.slice(0, 10);
}

/** The intent with its date column swapped for another. */
function onColumn(intent: Intent, from: string, to: string): Intent {
  return {
    ...intent,
    ...(intent.time ? { time: { ...intent.time, column: intent.time.column === from ? to : intent.time.column } } : {}),
    filters: intent.filters.map((f) => (f.column === from ? { ...f, column: to, label: f.label.startsWith(from) ? `${to}${f.label.slice(from.length)}` : f.label } : f)),
  };
}

/** The doubt when the intent dates its rows by one of several date columns the question did not choose between; none otherwise. */
export async function dateColumnDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  const dates = parts.info.columns.filter((c) => c.kind === 'date');
  if (dates.length < 2 || namedDateColumn(parts) || impliedDateColumn(parts)) return [];
  const timed = intent.time && dates.some((c) => c.name === intent.time?.column) ? intent.time.column : null;
  const periods = intent.filters.flatMap((f) => {
    const period = dates.some((c) => c.name === f.column) ? periodOf(f) : null;
    return period ? [{ column: f.column, period }] : [];
  });
  const used = timed ?? periods[0]?.column;
  if (!used) return [];
  // Columns with no value at all date nothing; with a period and no grain, only columns with values in it.
  const plausible: ColumnInfo[] = [];
  for (const c of dates) {
    const span = periods.find((p) => p.column === used)?.period;
    if (await hasValuesIn(parts, lookups, c, timed || !span ? ['0000-01-01', '9999-12-31'] : span)) plausible.push(c);
  }
  // The same months written two ways ("2008-03" and "March 2008") span the same days: no other reading.
  const spans = new Set(await Promise.all(plausible.map((c) => spanOf(parts, lookups, c))));
  if (plausible.length < 2 || spans.size < 2 || !plausible.some((c) => c.name === used)) return [];
  if ((await rowsOwnDate(parts, lookups, plausible))?.name === used) return [];
  if (plausible.length === 2) parts.intents = plausible.map((c) => onColumn(intent, used, c.name));
  const asked = parts.question.trim().replace(/[?.!]+$/, '');
  const offers = plausible.map((c) => `“${escapeMarkdown(`${asked} (${c.name.toLowerCase()})`)}”`).join(' or ');
  return [`${plausible.map((c) => codeSpan(c.name)).join(' and ')} are all dates of ${escapeMarkdown(parts.info.table.label)}, and the question does not say which one ${timed ? 'its periods are' : 'its period is'} about; they give different figures, so name the date column: ${offers}.`];
}
