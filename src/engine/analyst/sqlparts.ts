/**
 * SQL and pandas fragments for one Intent. Identifiers are always quoted; every value from the
 * question or the data is a bound parameter (`?`) in SQL and a JSON string literal in pandas.
 */
import { CHARGE_ZERO_WORDS, clock12Expr, compactDateExpr, durationExpr, isoExpr, measuredExpr, MISSING_PLACEHOLDERS, monthExpr, namedExpr, numberExpr, slashExpr, TEXT_PLACEHOLDERS, unitsOf } from '../textTypes';
import type { WrittenAs } from './contract';
import type { Filter, Grain, Measure } from './intent';
import { measureAlias } from './intent';
import { listCondition } from './listColumns';
import { pyString, quoteIdent, type ColumnInfo, type TableInfo } from './schema';

export interface Where {
  sql: string;
  params: unknown[];
  /** pandas boolean mask expression over `df`, or '' for none. */
  pandas: string;
}

function column(info: TableInfo, name: string): ColumnInfo | undefined {
  return info.columns.find((c) => c.name === name);
}

function sqlValue(info: TableInfo, filter: Filter): string {
  return column(info, filter.column)?.kind === 'date' ? 'CAST(? AS DATE)' : '?';
}

function pyValue(value: string | number | boolean, isDate: boolean): string {
  if (isDate) return `pd.Timestamp(${pyString(String(value))})`;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return typeof value === 'number' ? String(value) : pyString(value);
}

export function whereOf(info: TableInfo, filters: Filter[]): Where {
  const clauses: string[] = [];
  const masks: string[] = [];
  const params: unknown[] = [];
  for (const filter of filters) {
    const ident = quoteIdent(filter.column);
    const isDate = column(info, filter.column)?.kind === 'date';
    const placeholder = sqlValue(info, filter);
    const series = `df[${pyString(filter.column)}]`;
    const listed = listCondition(column(info, filter.column), filter);
    if (listed) {
      clauses.push(listed.sql);
      masks.push(listed.pandas);
      params.push(...listed.params);
    } else if (filter.op === 'missing') {
      clauses.push(`${ident} IS NULL`);
      masks.push(`${series}.isna()`);
    } else if (filter.op === 'present') {
      clauses.push(`${ident} IS NOT NULL`);
      masks.push(`${series}.notna()`);
    } else if (filter.op === 'years') {
      clauses.push(`year(${ident}) IN (${filter.values.map(() => '?').join(', ')})`);
      masks.push(`${series}.dt.year.isin([${filter.values.join(', ')}])`);
      params.push(...filter.values);
    } else if (filter.op === 'periods') {
      const [fromA, toA, fromB, toB] = filter.values;
      clauses.push(`((${ident} >= ${placeholder} AND ${ident} < ${placeholder}) OR (${ident} >= ${placeholder} AND ${ident} < ${placeholder}))`);
      masks.push(`((${series} >= ${pyValue(fromA, true)}) & (${series} < ${pyValue(toA, true)})) | ((${series} >= ${pyValue(fromB, true)}) & (${series} < ${pyValue(toB, true)}))`);
      params.push(fromA, toA, fromB, toB);
    } else if (filter.op === 'weekdays') {
      // DuckDB counts the days from Sunday (0), pandas from Monday (0).
      clauses.push(`dayofweek(${ident}) IN (${filter.values.map(() => '?').join(', ')})`);
      masks.push(`((${series}.dt.dayofweek + 1) % 7).isin([${filter.values.join(', ')}])`);
      params.push(...filter.values);
    } else if (filter.op === 'hours') {
      // The hour of a timestamp, of a column of times of day ("07:35", read as TIME), or an hour number itself.
      const kept = column(info, filter.column);
      const clock = kept?.kind !== 'date' && kept?.kind !== 'number';
      const hour = kept?.kind === 'number' ? ident : clock ? `hour(CAST(${ident} AS TIME))` : `hour(${ident})`;
      const pyHour = kept?.kind === 'number' ? series : clock ? `pd.to_numeric(${series}.astype(str).str.split(":").str[0], errors="coerce")` : `${series}.dt.hour`;
      const [from, to, after] = filter.values;
      if (after === 'after' && kept?.kind !== 'number') {
        // "after 3pm": strictly later than 15:00, to the second (15:00 is not after 3pm; 15:00:30 is).
        const seconds = clock ? `${series}.astype(str).str.split(":").apply(lambda p: int(p[0]) * 3600 + int(p[1]) * 60 + (int(float(p[2])) if len(p) > 2 else 0) if len(p) > 1 else -1)` : `(${series}.dt.hour * 3600 + ${series}.dt.minute * 60 + ${series}.dt.second)`;
        clauses.push(`CAST(${ident} AS TIME) > CAST(? AS TIME) AND ${hour} < ?`);
        masks.push(`(${seconds} > ${Number(from) * 3600}) & (${pyHour} < ${to})`);
        params.push(`${String(from).padStart(2, '0')}:00:00`, to);
      } else {
        clauses.push(`${hour} >= ? AND ${hour} < ?`);
        masks.push(`(${pyHour} >= ${from}) & (${pyHour} < ${to})`);
        params.push(from, to);
      }
    } else if (filter.op === 'clock') {
      // The second of the day of a timestamp or of a column of times of day ("08:30", read as TIME).
      const kept = column(info, filter.column);
      const time = kept?.kind === 'date' ? ident : `CAST(${ident} AS TIME)`;
      const second = `(hour(${time}) * 3600 + minute(${time}) * 60 + second(${time}))`;
      const pySecond = kept?.kind === 'date'
        ? `(${series}.dt.hour * 3600 + ${series}.dt.minute * 60 + ${series}.dt.second)`
        : `${series}.astype(str).str.split(":").apply(lambda p: int(p[0]) * 3600 + int(p[1]) * 60 + (int(float(p[2])) if len(p) > 2 else 0) if len(p) > 1 else -1)`;
      const [from, to] = filter.values;
      clauses.push(`${second} >= ? AND ${second} < ?`);
      masks.push(`(${pySecond} >= ${from}) & (${pySecond} < ${to})`);
      params.push(from, to);
    } else if (filter.op === 'in') {
      clauses.push(`${ident} IN (${filter.values.map(() => placeholder).join(', ')})`);
      masks.push(`${series}.isin([${filter.values.map((v) => pyValue(v, isDate)).join(', ')}])`);
      params.push(...filter.values);
    } else if (filter.op === 'not in') {
      clauses.push(`(${ident} IS NULL OR ${ident} NOT IN (${filter.values.map(() => placeholder).join(', ')}))`);
      masks.push(`~${series}.isin([${filter.values.map((v) => pyValue(v, isDate)).join(', ')}])`);
      params.push(...filter.values);
    } else if (filter.op === 'between') {
      // Dates: a half-open period [from, to); numbers: inclusive, as people say "between 5 and 10".
      const [from, to] = filter.values;
      if (isDate) {
        clauses.push(`${ident} >= ${placeholder} AND ${ident} < ${placeholder}`);
        masks.push(`(${series} >= ${pyValue(from, true)}) & (${series} < ${pyValue(to, true)})`);
      } else {
        clauses.push(`${ident} BETWEEN ? AND ?`);
        masks.push(`${series}.between(${pyValue(from, false)}, ${pyValue(to, false)})`);
      }
      params.push(from, to);
    } else {
      clauses.push(`${ident} ${filter.op} ${placeholder}`);
      masks.push(`${series} ${filter.op === '=' ? '==' : filter.op} ${pyValue(filter.values[0], isDate)}`);
      params.push(filter.values[0]);
    }
  }
  return {
    sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '',
    params,
    pandas: masks.length === 1 ? masks[0] : masks.map((mask) => `(${mask})`).join(' & '),
  };
}

export function aggregateSql(measure: Measure): string {
  if (measure.column === null) return 'count(*)';
  const ident = measure.derived ? `(${measure.derived.sql})` : quoteIdent(measure.column);
  switch (measure.agg) {
    case 'count': return `count(${ident})`;
    case 'count_distinct': return `count(DISTINCT ${ident})`;
    case 'avg': return `avg(${ident})`;
    case 'median': return `median(${ident})`;
    // The sample standard deviation, as pandas' std() computes it.
    case 'stddev': return `stddev_samp(${ident})`;
    default: return `${measure.agg}(${ident})`;
  }
}

/** Adds a condition to a WHERE clause that may be empty. */
export function andWhere(where: string, condition: string): string {
  return where ? `${where} AND ${condition}` : `WHERE ${condition}`;
}

/** The column pandas aggregates: a derived measure's, which `derivedPandas` adds to `df`, or the measure's own. */
export function pandasColumn(measure: Measure): string {
  return measure.derived?.name ?? measure.column ?? '';
}

/** The line that adds a derived measure's column to `df` ("body_mass_g in kg"), or nothing. */
export function derivedPandas(measure: Measure | undefined): string {
  return measure?.derived ? `df[${pyString(measure.derived.name)}] = ${measure.derived.pandas}\n` : '';
}

/** The pandas method for an aggregation over a Series. */
export function aggregatePandas(measure: Measure): string {
  switch (measure.agg) {
    case 'count_distinct': return 'nunique()';
    case 'avg': return 'mean()';
    case 'stddev': return 'std()';
    case 'count': return measure.column === null ? 'size()' : 'count()';
    default: return `${measure.agg}()`;
  }
}

export function alias(measure: Measure): string {
  return measureAlias(measure);
}

/**
 * A time bucket, grouped on as a number computed from the date's parts and labelled afterwards as
 * sortable text: 2024, 2024-Q1, 2024-03, 2024-03-04 (week start, Monday), 2024-03-05. Year,
 * quarter and month are whole numbers (2024, 20241, 202403) rather than `date_trunc`: DuckDB knows
 * the range of `year()` and `month()` from the column's own minimum and maximum, so it groups them
 * in a table indexed by the number; `date_trunc` gives a TIMESTAMP of unknown range, hashed row by
 * row (on 10M rows, 0.2–0.3 s against 1.2–2.8 s). The numbers sort in calendar order for every
 * year a date column holds in practice (1 to 9999).
 */
export function bucketSql(columnName: string, grain: Grain): string {
  const ident = quoteIdent(columnName);
  switch (grain) {
    // Weekdays as ISO numbers (Monday 1), so they sort in calendar order.
    case 'weekday': return `isodow(${ident})`;
    // Months of the year as numbers (January 1), so they sort in calendar order.
    case 'monthofyear': return `month(${ident})`;
    // Hours of the day as numbers (0 to 23), so they sort in order.
    case 'hourofday': return `hour(${ident})`;
    case 'year': return `year(${ident})`;
    case 'quarter': return `year(${ident}) * 10 + quarter(${ident})`;
    case 'month': return `year(${ident}) * 100 + month(${ident})`;
    // A timestamp's day is its date; a date column is its own day.
    case 'day': return `CAST(${ident} AS DATE)`;
    default: return `date_trunc('${grain}', ${ident})`;
  }
}

/** The label of a bucket computed by bucketSql, as an expression over `bucket`. */
export function periodSql(bucket: string, grain: Grain): string {
  switch (grain) {
    case 'year': return `CAST(${bucket} AS VARCHAR)`;
    // 2024-01-01 is a Monday: the ISO day number counted from it names the weekday.
    case 'weekday': return `dayname(DATE '2024-01-01' + CAST(${bucket} - 1 AS INTEGER))`;
    case 'monthofyear': return `monthname(make_date(2000, CAST(${bucket} AS INTEGER), 1))`;
    case 'hourofday': return `CAST(${bucket} AS VARCHAR)`;
    // In parentheses: the bucket may be given as its expression ("year(d) * 100 + month(d)"), not its alias.
    case 'quarter': return `printf('%04d-Q%d', (${bucket}) // 10, (${bucket}) % 10)`;
    case 'month': return `printf('%04d-%02d', (${bucket}) // 100, (${bucket}) % 100)`;
    default: return `strftime(${bucket}, '%Y-%m-%d')`;
  }
}

export function periodPandas(columnName: string, grain: Grain): string {
  const series = `df[${pyString(columnName)}]`;
  switch (grain) {
    case 'year': return `${series}.dt.year.astype(str)`;
    case 'weekday': return `${series}.dt.day_name()`;
    case 'monthofyear': return `${series}.dt.month_name()`;
    case 'hourofday': return `${series}.dt.hour.astype(str)`;
    case 'quarter': return `${series}.dt.year.astype(str) + "-Q" + ${series}.dt.quarter.astype(str)`;
    case 'month': return `${series}.dt.strftime("%Y-%m")`;
    case 'week': return `${series}.dt.to_period("W").dt.start_time.dt.strftime("%Y-%m-%d")`;
    default: return `${series}.dt.strftime("%Y-%m-%d")`;
  }
}

/**
 * DuckDB reads a column of yes/no, true/false or t/f as BOOLEAN, and keeps Y/N as text: pandas
 * turns exactly those columns into booleans, one by one, so `== True` matches the same rows and a
 * Y/N column still holds "Y" and "N". (pandas' `true_values` would apply to every column of the file.)
 */
const YES_NO_READER = `def yes_no(value):
    if value is None or value != value:
        return value
    return {"yes": True, "true": True, "t": True, "y": True, "1": True, "no": False, "false": False, "f": False, "n": False, "0": False}.get(str(value).strip().lower(), value)
`;

/** The lines that read each BOOLEAN column as booleans after the file is read; none without one. */
function yesNoLines(info: TableInfo): string[] {
  const flags = info.columns.filter((c) => c.kind === 'boolean');
  return flags.length ? [YES_NO_READER, ...flags.map((c) => `df[${pyString(c.name)}] = df[${pyString(c.name)}].map(yes_no)`)] : [];
}

/** How pandas reads the data source, by its name, parsing its date columns. */
export function pandasRead(info: TableInfo): string {
  if (info.lookup) return info.lookup.pandas;
  const source = info.table.source;
  const dates = info.columns.filter((c) => c.kind === 'date').map((c) => pyString(c.name));
  const label = info.table.label;
  const sheet = label.includes(' / ') ? label.slice(label.indexOf(' / ') + 3) : null;
  const type = source.file_type.toLowerCase();
  let read: string;
  if (type === 'xlsx' || type === 'xls') read = `pd.read_excel(${pyString(source.name)}${sheet ? `, sheet_name=${pyString(sheet)}` : ''})`;
  else if (type === 'json') read = `pd.read_json(${pyString(source.name)})`;
  else if (type === 'parquet') read = `pd.read_parquet(${pyString(source.name)})`;
  else read = `pd.read_csv(${pyString(source.name)}${type === 'tsv' ? ', sep="\\t"' : ''}${dates.length && type !== 'xlsx' ? `, parse_dates=[${dates.join(', ')}]` : ''})`;
  const written = writtenColumns(info);
  if (!written.length) return ['import pandas as pd', '', `df = ${read}`, ...yesNoLines(info)].join('\n');
  // The file's text read as the engine read it: each such column through its reader, from the raw text.
  const readers = new Map(written.map((c) => [c.name, readerOf(c.written)]));
  const used = new Set(readers.values());
  const converters = `converters={${[...readers].map(([name, reader]) => `${pyString(name)}: ${reader}`).join(', ')}}`;
  const withConverters = read.replace(/, parse_dates=\[[^\]]*\]/, '').replace(/\)$/, `, ${converters})`);
  const dated = written.filter((c) => /^(date|month)/.test(readers.get(c.name) ?? '')).map((c) => `df[${pyString(c.name)}] = pd.to_datetime(df[${pyString(c.name)}])`);
  const kept = dates.filter((name) => !written.some((c) => pyString(c.name) === name));
  const parse = kept.length ? [`df[[${kept.join(', ')}]] = df[[${kept.join(', ')}]].apply(pd.to_datetime)`] : [];
  const helpers = [...PY_READERS].filter(([reader]) => reader === 'missing' || used.has(reader) || (reader === 'date' && used.has('date_day_first')) || (reader === 'duration_words' && [...used].some((name) => name.endsWith('_words'))) || (reader === 'measured_in' && [...used].some((name) => name.startsWith('lambda v: measured_in('))));
  return ['import re', 'import pandas as pd', '', ...helpers.map(([, code]) => code), `df = ${withConverters}`, ...dated, ...parse, ...yesNoLines(info)].join('\n');
}

/** Columns the file wrote as text that the engine read as dates or numbers, or whose placeholders it made missing. */
function writtenColumns(info: Pick<TableInfo, 'table'>): Array<{ name: string; written: WrittenAs }> {
  return info.table.columns.flatMap((c) => (c.written ? [{ name: c.name, written: c.written }] : []));
}

function readerOf(written: WrittenAs): string {
  if (written.to === 'VARCHAR') return 'text';
  if (written.grain === 'month') return 'month';
  if (written.to === 'TIME') return 'clock_12';
  if (written.form === 'yyyymmdd') return 'date_digits';
  if (written.timeUnit) return `${written.timeUnit}_words`;
  if (written.duration) return written.duration === 'h:mm' ? 'duration_hm' : written.duration === 'words' ? 'duration_words' : 'duration';
  if (written.to === 'DATE' || written.to === 'TIMESTAMP') return written.order === 'day/month' ? 'date_day_first' : 'date';
  // "1.7 kg" beside "400 g": each number by its unit's factor to the larger one.
  if (written.suffix?.includes('+')) return `lambda v: measured_in(v, {${unitsOf(written.suffix).map(([unit, factor]) => `${JSON.stringify(unit)}: ${factor}`).join(', ')}})`;
  return written.suffix ? 'measured' : 'number';
}

/** The engine's readings of text (textTypes.ts) in Python, printed only when a column needs them. */
const PY_READERS = new Map<string, string>([
  ['missing', [
    `MISSING = {${MISSING_PLACEHOLDERS.map((p) => JSON.stringify(p)).join(', ')}}`,
    '',
    'def missing(value):',
    '    return value is None or (isinstance(value, float) and value != value) or str(value).strip().lower() in MISSING',
    '',
  ].join('\n')],
  // "none" and "unknown" are words of a text column, not gaps (TEXT_PLACEHOLDERS).
  ['text', 'def text(value):\n    return None if missing(value) and (value is None or str(value).strip().lower() not in ("none", "unknown")) else value\n'],
  ['number', [
    'def number(value):',
    '    # "$1,200" is 1200, "(300)" is -300, "45%" is 45, "1.2k" is 1200',
    '    if missing(value):',
    '        return float("nan")',
    '    if isinstance(value, (int, float)):',
    '        return float(value)',
    '    s = str(value).strip()',
    `    if s.lower() in (${['nil', ...CHARGE_ZERO_WORDS].map((word) => JSON.stringify(word)).join(', ')}):`,
    '        return 0.0',
    '    sign = -1 if re.match(r"^[^0-9.]*[-(]", s) else 1',
    '    scale = 1 if not re.search(r"[kKMBb]", s) else 1e3 if re.search(r"[kK]", s) else 1e6 if "M" in s else 1e9',
    '    return float(re.sub(r"^[^0-9.]+|[^0-9.eE+-]", "", s)) * scale * sign',
    '',
  ].join('\n')],
  ['clock_12', [
    'def clock_12(value):',
    '    # "9:45 PM" is 21:45:00, "12:10 AM" 00:10:00, "4pm" 16:00:00, "8.30am" 08:30:00: a time of day, as text',
    '    if missing(value):',
    '        return None',
    '    h, m, s, half = re.fullmatch(r"(\\d{1,2})(?:[:.](\\d{2})(?:[:.](\\d{2}))?)?\\s?([AaPp])[Mm]", str(value).strip()).groups()',
    '    return f"{int(h) % 12 + (12 if half in \'Pp\' else 0):02d}:{m or \'00\'}:{s or \'00\'}"',
    '',
  ].join('\n')],
  ['measured', [
    'def measured(value):',
    '    # "18.5 m" is 18.5, "1,250 kg" 1250: the number before the unit the whole column is written in',
    '    if missing(value):',
    '        return float("nan")',
    '    if isinstance(value, (int, float)):',
    '        return float(value)',
    '    return float(re.match(r"\\s*([-+]?[0-9,]*\\.?[0-9]+)", str(value))[1].replace(",", ""))',
    '',
  ].join('\n')],
  ['measured_in', [
    'def measured_in(value, factors):',
    '    # "1.7 kg" and "400 g" in one column: the number times its unit\'s factor to the larger unit',
    '    if missing(value):',
    '        return float("nan")',
    '    if isinstance(value, (int, float)):',
    '        return float(value)',
    '    m = re.fullmatch(r"\\s*([-+]?[0-9,]*\\.?[0-9]+)\\s*(\\S+)\\s*", str(value))',
    '    return float(m[1].replace(",", "")) * factors[m[2]]',
    '',
  ].join('\n')],
  ['date', [
    'def date(value, day_first=False):',
    '    # "Jun 12 1998", "12 June 1998", ISO dates, and "6/12/98" month first unless day_first (69-99 are 19xx)',
    '    if missing(value):',
    '        return pd.NaT',
    '    s = str(value).strip()',
    '    # "Sat 01/07/2023": the weekday says nothing the date does not',
    '    s = re.sub(r"^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\.?,?\\s+(?=\\d{1,2}[/.-])", "", s, flags=re.I)',
    '    m = re.fullmatch(r"(\\d{1,2})[/.-](\\d{1,2})[/.-](\\d{4}|\\d{2})(?:\\s+(.*))?", s)',
    '    if m:',
    '        a, b, y, time = m.groups()',
    '        month, day = (b, a) if day_first else (a, b)',
    '        year = int(y) if len(y) == 4 else int(y) + (1900 if int(y) >= 69 else 2000)',
    '        s = f"{year}-{int(month):02d}-{int(day):02d} {time or \'\'}".strip()',
    '    stamp = pd.Timestamp(s)',
    '    return stamp.tz_localize(None) if stamp.tzinfo else stamp',
    '',
  ].join('\n')],
  ['date_day_first', 'def date_day_first(value):\n    return date(value, day_first=True)\n'],
  ['duration_hm', [
    'def duration_hm(value):',
    '    # "2:40" in a column named for h:mm is 2 hours 40 minutes: 9600 seconds',
    '    if missing(value):',
    '        return float("nan")',
    '    hours, minutes = (int(part) for part in str(value).strip().split(":"))',
    '    return float(hours * 3600 + minutes * 60)',
    '',
  ].join('\n')],
  ['duration_words', [
    'def duration_words(value):',
    '    # "1h 30m" is 5400 seconds, "45 min" 2700, "2 hours" 7200, "3 days" 259200',
    '    if missing(value):',
    '        return float("nan")',
    '    units = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}',
    '    found = re.findall(r"(\\d+(?:\\.\\d+)?)\\s*([wdhms])", str(value).strip().lower())',
    '    return float(int(sum(float(number) * units[unit] for number, unit in found) + 0.5))',
    '',
  ].join('\n')],
  ['hours_words', 'def hours_words(value):\n    # "30 hours" is 30, "90 min" 1.5\n    return duration_words(value) / 3600\n'],
  ['minutes_words', 'def minutes_words(value):\n    # "45 min" is 45, "2 hours" 120\n    return duration_words(value) / 60\n'],
  ['weeks_words', 'def weeks_words(value):\n    # "6 wks" is 6\n    return duration_words(value) / 604800\n'],
  ['days_words', 'def days_words(value):\n    # "10 days" is 10, "2 weeks" 14\n    return duration_words(value) / 86400\n'],
  ['duration', [
    'def duration(value):',
    '    # "3:45:12" is 13512 seconds; "5:20" (minutes and seconds, a pace) is 320',
    '    if missing(value):',
    '        return float("nan")',
    '    parts = [int(part) for part in str(value).strip().split(":")]',
    '    return float(sum(part * 60 ** i for i, part in enumerate(reversed(parts))))',
    '',
  ].join('\n')],
  ['date_digits', [
    'def date_digits(value):',
    '    # 20240314: a date written as its digits, year, month, day',
    '    if missing(value):',
    '        return pd.NaT',
    '    return pd.to_datetime(str(value).strip()[:8], format="%Y%m%d")',
    '',
  ].join('\n')],
  ['month', [
    'MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]',
    '',
    'def month(value):',
    '    # "2005-03", "2005/03", "2005M03", "03/2005", "Mar-05", "March 2005": the first day of the month (69-99 are 19xx)',
    '    if missing(value):',
    '        return pd.NaT',
    '    s = str(value).strip()',
    '    m = re.fullmatch(r"(\\d{4})(?:[-/]|[Mm])(\\d{1,2})", s)',
    '    if m:',
    '        return pd.Timestamp(int(m[1]), int(m[2]), 1)',
    '    m = re.fullmatch(r"(\\d{1,2})[-/](\\d{4})", s)',
    '    if m:',
    '        return pd.Timestamp(int(m[2]), int(m[1]), 1)',
    '    y = re.search(r"\\d+$", s)[0]',
    '    year = int(y) if len(y) == 4 else int(y) + (1900 if int(y) >= 69 else 2000)',
    '    return pd.Timestamp(year, MONTHS.index(s[:3].lower()) + 1, 1)',
    '',
  ].join('\n')],
]);

function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** How DuckDB reads the data source from the user's own file, by its name. */
export function sqlRead(info: Pick<TableInfo, 'table' | 'lookup'>): string {
  if (info.lookup) return info.lookup.sql;
  const source = info.table.source;
  const name = sqlLiteral(source.name);
  const label = info.table.label;
  const sheet = label.includes(' / ') ? label.slice(label.indexOf(' / ') + 3) : null;
  const written = writtenColumns(info);
  const type = source.file_type.toLowerCase();
  // Columns the engine read from text are read as text here too, then read the same way.
  const delimited = type !== 'json' && type !== 'parquet' && type !== 'xlsx';
  const asText = written.length && delimited ? `, types = {${written.map((c) => `${sqlLiteral(c.name)}: 'VARCHAR'`).join(', ')}}` : '';
  let read: string;
  switch (type) {
    case 'tsv': read = `read_csv(${name}, delim = '\\t'${asText})`; break;
    case 'json': read = `read_json_auto(${name})`; break;
    case 'parquet': read = `read_parquet(${name})`; break;
    case 'xlsx': read = `read_xlsx(${name}${sheet ? `, sheet = ${sqlLiteral(sheet)}` : ''})`; break;
    default: read = `read_csv(${name}${asText})`;
  }
  if (!written.length) return read;
  const replaced = written.map((c) => `${writtenSql(quoteIdent(c.name), c.written, delimited)} AS ${quoteIdent(c.name)}`);
  return `(SELECT * REPLACE (\n  ${replaced.join(',\n  ')}\n) FROM ${read})`;
}

/** The engine's reading of one text column (textTypes.ts), its placeholders made missing, as SQL. */
function writtenSql(ident: string, written: WrittenAs, isText: boolean): string {
  const c = isText ? ident : `CAST(${ident} AS VARCHAR)`;
  const missing = `${c} IS NULL OR lower(trim(${c})) IN (${(written.to === 'VARCHAR' ? TEXT_PLACEHOLDERS : MISSING_PLACEHOLDERS).map(sqlLiteral).join(', ')})`;
  if (written.to === 'VARCHAR') return `CASE WHEN ${missing} THEN NULL ELSE ${c} END`;
  const value = written.to === 'TIME' ? clock12Expr(c) : written.duration ? durationExpr(c, written.duration, written.timeUnit) : written.suffix ? measuredExpr(c, written.suffix, written.to === 'BIGINT') : written.to === 'BIGINT' || written.to === 'DOUBLE'
    ? numberExpr(c, written.to === 'BIGINT')
    : written.grain === 'month' ? monthExpr(c) : written.form === 'yyyymmdd' ? compactDateExpr(c) : `coalesce(${isoExpr(c)}, ${namedExpr(c)}, ${slashExpr(c, written.order ?? 'month/day', written.dotted)})`;
  return `CAST(CASE WHEN ${missing} THEN NULL ELSE ${value} END AS ${written.to})`;
}

/**
 * A statement as the user runs it: the engine's table replaced by their file, each `?` by its
 * value. Quoted identifiers and string literals are copied as they are, so a `?` inside a column
 * name is never taken for a parameter.
 */
export function runnableSql(sql: string, params: unknown[], info: TableInfo): string {
  const table = quoteIdent(info.table.table);
  let out = '';
  let next = 0;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i];
    if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === ch && sql[j + 1] !== ch)) j += sql[j] === ch ? 2 : 1;
      const quoted = sql.slice(i, j + 1);
      out += quoted === table ? sqlRead(info) : quoted;
      i = j;
    } else if (ch === '?' && next < params.length) out += sqlLiteral(params[next++]);
    else out += ch;
  }
  return out;
}
