/**
 * Fahrenheit on columns in Celsius: "days above 86F" on `max_temp_c` keeps `max_temp_c > 30`
 * and says "(86 °F)"; "average temperature in Fahrenheit" computes `temp_c * 9 / 5 + 32` in the SQL
 * and pandas shown. A column whose name does not say Celsius is never assumed to be in it: the
 * Fahrenheit figure stays unplaced, and the question is refused with the reason (meaningWords.ts).
 */
import { codeSpan } from '../../common/markdown';
import type { Aggregation, Filter, Intent } from './intent';
import type { Parts } from './parts';
import { type ColumnInfo, pyString, quoteIdent } from './schema';
import { escapeMarkdown } from './text';

/** Whether a column's name says it holds degrees Celsius: "temp_c", "Max Temp (C)", "air_celsius", "degC". */
export function inCelsius(column: ColumnInfo | undefined): boolean {
  if (!column || column.kind !== 'number' || column.isId) return false;
  const { words } = column;
  if (words.some((word) => /^(celsius|centigrade|degc)$/.test(word)) || /°\s*c\b/i.test(column.name) || /^[°º]c$|^℃$/i.test(column.suffix ?? '')) return true;
  return words.length > 1 && words[words.length - 1] === 'c' && words.some((word) => /^(temp|temperature|tmax|tmin|tavg|air|water|dew|heat)$/.test(word));
}

/** A value in Fahrenheit in Celsius, without float noise: 86 °F is 30. */
const toCelsius = (fahrenheit: number): number => Number((((fahrenheit - 32) * 5) / 9).toPrecision(12));

/** The tokens that write "°F" after the number at `at` ("86F", "86 °F", "86 degrees F", "86 fahrenheit"), or 0. */
function fahrenheitAfter(parts: Parts, at: number): number {
  const next = parts.tokens[at + 1]?.raw;
  if (next === 'f' || next === 'fahrenheit') return 1;
  if (/^degrees?$/.test(next ?? '') && /^(f|fahrenheit)$/.test(parts.tokens[at + 2]?.raw ?? '')) return 2;
  return 0;
}

/**
 * Conditions written in Fahrenheit on a column in Celsius: the value converted, the label saying
 * what was written. Other filters are returned as they are.
 */
export function fahrenheitConditions(parts: Parts, filters: Filter[]): Filter[] {
  return filters.map((filter) => {
    const column = parts.info.columns.find((c) => c.name === filter.column);
    if (!inCelsius(column) || !['>', '>=', '<', '<=', '=', 'between'].includes(filter.op)) return filter;
    const values = filter.values.map((value) => {
      if (typeof value !== 'number') return value;
      const at = parts.tokens.findIndex((token, i) => Number(token.raw) === value && fahrenheitAfter(parts, i) > 0);
      if (at < 0) return value;
      for (let k = at; k <= at + fahrenheitAfter(parts, at); k++) parts.placed.add(k);
      return toCelsius(value);
    });
    if (values.every((value, i) => value === filter.values[i])) return filter;
    const written = filter.values.map((value, i) => (value === values[i] ? `${value}` : `${value} °F`)).join(' and ');
    return { ...filter, values, label: `${filter.column} ${filter.op === 'between' ? `between ${values.join(' and ')}` : `${filter.op} ${values.join(', ')}`} °C (${written})` };
  });
}

/** Aggregations that convert with the values: an average in °F is the average in °C × 9/5 + 32. A total of temperatures means nothing. */
const CONVERTED: ReadonlySet<Aggregation> = new Set(['avg', 'median', 'min', 'max']);

/**
 * "Average temperature in Fahrenheit": the measure on a Celsius column, converted per row in the
 * SQL and pandas shown. Anything else asked in Fahrenheit is a doubt.
 */
export function fahrenheitMeasure(parts: Parts, intent: Intent, doubts: string[]): Intent {
  const { tokens } = parts;
  const at = tokens.findIndex((token, i) => /^(in|into)$/.test(token.raw) && (tokens[i + 1]?.raw === 'fahrenheit' || (/^degrees?$/.test(tokens[i + 1]?.raw ?? '') && /^(f|fahrenheit)$/.test(tokens[i + 2]?.raw ?? ''))));
  if (at < 0) return intent;
  const end = tokens[at + 1].raw === 'fahrenheit' ? at + 1 : at + 2;
  const measure = intent.measure;
  const column = measure?.column ? parts.info.columns.find((c) => c.name === measure.column) : undefined;
  const said = `“${escapeMarkdown(tokens.slice(at, end + 1).map((token) => token.raw).join(' '))}”`;
  if (!measure || !column || !inCelsius(column) || !CONVERTED.has(measure.agg) || measure.derived || measure.per || intent.share || !['aggregate', 'trend'].includes(intent.kind)) {
    doubts.push(`${said} asks for Fahrenheit, and ${column && !inCelsius(column) ? `the name of ${codeSpan(column.name)} does not say it holds Celsius` : 'I convert only an average, median, minimum or maximum of a column in Celsius'}; name such a column.`);
    return intent;
  }
  for (let k = at; k <= end; k++) parts.placed.add(k);
  const name = column.name;
  return { ...intent, measure: { ...measure, derived: { name: `${name}_in_f`, label: `${name} in °F (${name} * 9 / 5 + 32)`, sql: `${quoteIdent(name)} * 9 / 5 + 32`, pandas: `df[${pyString(name)}] * 9 / 5 + 32`, columns: [name] } } };
}
