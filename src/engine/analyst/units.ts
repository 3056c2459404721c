/**
 * Units of measurement: the unit a column's name gives ("body_mass_g", "duration_sec",
 * "Weight (kg)"), the unit a question writes ("over 5 kg", "longer than an hour", "in miles"),
 * and the conversion between them. A condition in another unit is converted into the column's
 * ("over 5 kg" on grams is `body_mass_g > 5000`); a measure asked in another unit is computed
 * in it and says how ("total body_mass_g in kg (body_mass_g / 1000)"). A unit that no column's
 * name confirms is never assumed: the question is refused instead.
 */
import { codeSpan } from '../../common/markdown';
import type { TimeUnit } from './contract';
import type { Aggregation, Intent, Measure } from './intent';
import type { Parts } from './parts';
import { type ColumnInfo, pyString, quoteIdent } from './schema';
import { inCelsius } from './temperatureUnits';
import { escapeMarkdown, type Token, words } from './text';

export type Dimension = 'mass' | 'length' | 'time' | 'energy' | 'volume' | 'temperature';

export interface Unit {
  dimension: Dimension;
  /** How many of the dimension's base unit (gram, metre, second) one of this unit is. */
  factor: number;
  /** Its short name in answers: "kg", "minutes". */
  name: string;
}

const unit = (dimension: Dimension, factor: number, name: string): Unit => ({ dimension, factor, name });
const GRAM = unit('mass', 1, 'g');
const KILOGRAM = unit('mass', 1000, 'kg');
const MILLIGRAM = unit('mass', 0.001, 'mg');
const POUND = unit('mass', 453.59237, 'lb');
const OUNCE = unit('mass', 28.349523125, 'oz');
const TONNE = unit('mass', 1e6, 'tonnes');
const MILLIMETRE = unit('length', 0.001, 'mm');
const CENTIMETRE = unit('length', 0.01, 'cm');
const METRE = unit('length', 1, 'm');
const KILOMETRE = unit('length', 1000, 'km');
const MILE = unit('length', 1609.344, 'miles');
const FOOT = unit('length', 0.3048, 'ft');
const MILLISECOND = unit('time', 0.001, 'ms');
const SECOND = unit('time', 1, 'seconds');
const MINUTE = unit('time', 60, 'minutes');
const HOUR = unit('time', 3600, 'hours');
const DAY = unit('time', 86400, 'days');
const WEEK = unit('time', 604800, 'weeks');
/** The unit of each time unit a column's worded durations are read in (textTypes.ts). */
const WORDED: Record<TimeUnit, Unit> = { hours: HOUR, minutes: MINUTE, days: DAY, weeks: WEEK };
const WATT_HOUR = unit('energy', 1, 'Wh');
const KILOWATT_HOUR = unit('energy', 1e3, 'kWh');
const MEGAWATT_HOUR = unit('energy', 1e6, 'MWh');
const GIGAWATT_HOUR = unit('energy', 1e9, 'GWh');
const MILLILITRE = unit('volume', 0.001, 'ml');
const LITRE = unit('volume', 1, 'litres');
const CUBIC_METRE = unit('volume', 1000, 'm³');
/** Only Celsius has a factor: Fahrenheit is converted apart (temperatureUnits.ts). */
const CELSIUS = unit('temperature', 1, '°C');

/**
 * Units as a question writes them. Not "m" (a million as often as a metre), not "pounds" where
 * money is meant (only mass columns take them), not days or weeks (periods, read by the dates).
 */
const SAID = new Map<string, Unit>([
  ...['g', 'gram', 'grams', 'gramme', 'grammes'].map((w): [string, Unit] => [w, GRAM]),
  ...['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'].map((w): [string, Unit] => [w, KILOGRAM]),
  ...['mg', 'milligram', 'milligrams'].map((w): [string, Unit] => [w, MILLIGRAM]),
  ...['lb', 'lbs', 'pound', 'pounds'].map((w): [string, Unit] => [w, POUND]),
  ...['oz', 'ounce', 'ounces'].map((w): [string, Unit] => [w, OUNCE]),
  // "loads over 20 t": a bare t after a number is tonnes (never read alone: "don't" leaves a "t").
  ...['t', 'tonne', 'tonnes'].map((w): [string, Unit] => [w, TONNE]),
  ...['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'].map((w): [string, Unit] => [w, MILLIMETRE]),
  ...['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'].map((w): [string, Unit] => [w, CENTIMETRE]),
  ...['metre', 'metres', 'meter', 'meters'].map((w): [string, Unit] => [w, METRE]),
  ...['km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers'].map((w): [string, Unit] => [w, KILOMETRE]),
  ...['mi', 'mile', 'miles'].map((w): [string, Unit] => [w, MILE]),
  ...['ft', 'foot', 'feet'].map((w): [string, Unit] => [w, FOOT]),
  ...['ms', 'millisecond', 'milliseconds'].map((w): [string, Unit] => [w, MILLISECOND]),
  ...['s', 'sec', 'secs', 'second', 'seconds'].map((w): [string, Unit] => [w, SECOND]),
  ...['min', 'mins', 'minute', 'minutes'].map((w): [string, Unit] => [w, MINUTE]),
  ...['h', 'hr', 'hrs', 'hour', 'hours'].map((w): [string, Unit] => [w, HOUR]),
  ...['wh'].map((w): [string, Unit] => [w, WATT_HOUR]),
  ...['kwh'].map((w): [string, Unit] => [w, KILOWATT_HOUR]),
  ...['mwh'].map((w): [string, Unit] => [w, MEGAWATT_HOUR]),
  ...['gwh'].map((w): [string, Unit] => [w, GIGAWATT_HOUR]),
  ...['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'].map((w): [string, Unit] => [w, MILLILITRE]),
  ...['litre', 'litres', 'liter', 'liters'].map((w): [string, Unit] => [w, LITRE]),
  ...['m3', 'm³'].map((w): [string, Unit] => [w, CUBIC_METRE]),
  // "below 15°C" is written "15 c" once tokenized; only a column in Celsius takes it.
  ...['c', 'celsius', 'centigrade'].map((w): [string, Unit] => [w, CELSIUS]),
]);

/**
 * Days and weeks are periods of the dates ("the last 2 weeks") and no unit, except on a table
 * with a column of lengths of time the file wrote in them ("10 days", "6 wks"): "over 14 days",
 * "average lead time in weeks", "avg weeks booked ahead" are then about that column.
 */
const PERIOD_UNITS = new Map<string, Unit>([
  ...['day', 'days'].map((w): [string, Unit] => [w, DAY]),
  ...['wk', 'wks', 'week', 'weeks'].map((w): [string, Unit] => [w, WEEK]),
]);
const writesPeriods = (columns: readonly ColumnInfo[]): boolean => columns.some((c) => c.timeUnit === 'days' || c.timeUnit === 'weeks');

/** Units the file wrote after every number of a column (textTypes.ts), in lower case: "m" is metres there, never a million. */
const WRITTEN = new Map<string, Unit>([...SAID].filter(([word]) => word.length > 1 || word === 'g').concat([['m', METRE], ['t', TONNE], ['l', LITRE], ['s', SECOND]]));

/** Units a column's name gives, as its singular words ("duration_seconds" -> second). One letter only as the name's last word. */
const NAMED = new Map<string, Unit>(['gram', 'gramme', 'kg', 'kilogram', 'kilo', 'mg', 'lb', 'lbs', 'pound', 'oz', 'ounce', 'tonne', 'mm', 'millimetre', 'millimeter', 'cm',
  'centimetre', 'centimeter', 'metre', 'meter', 'km', 'kilometre', 'kilometer', 'mi', 'mile', 'ft', 'feet', 'foot', 'ms', 'millisecond', 'sec', 'second', 'min', 'mins',
  'minute', 'hr', 'hrs', 'hour', 'wh', 'kwh', 'mwh', 'gwh', 'ml', 'millilitre', 'milliliter', 'litre', 'liter'].flatMap((word): Array<[string, Unit]> => {
  const found = SAID.get(word);
  return found ? [[word, found]] : [];
}));
const LAST_LETTER = new Map<string, Unit>([['g', GRAM], ['m', METRE], ['s', SECOND], ['h', HOUR], ['l', LITRE], ['t', TONNE]]);
/** Names that are a unit alone (`Litres`, `Minutes`): not "pound" (money as often), "min" (a minimum), "meter" (a device) or "hr" (a heart rate). */
const ALONE = (word: string): boolean => NAMED.has(word) && !/^(lb|lbs|pound|min|mins|ms|mi|ft|meter|hr|hrs)$/.test(word);

/** The unit a number column's name gives, when it gives exactly one and is no rate ("km_per_h"). */
export function columnUnit(column: ColumnInfo): Unit | undefined {
  // Durations written "3:45:12" are read as seconds, whatever the name says ("Pace (min/km)" included).
  if (column.seconds) return SECOND;
  if (column.timeUnit) return WORDED[column.timeUnit];
  if (inCelsius(column)) return CELSIUS;
  // "18.5 m" in every cell: the unit the file wrote is the column's, whatever its name.
  if (column.suffix) return WRITTEN.get(column.suffix.toLowerCase());
  if (column.kind !== 'number' || column.isId || column.words.some((word) => /^(per|rate|speed|pace)$/.test(word))) return undefined;
  if (column.words.length === 1) return ALONE(column.words[0]) ? NAMED.get(column.words[0]) : undefined;
  // "(g/L)", "Price (€/kg)": the last word, after a slash, is what the figure is per, never the column's unit.
  const perLast = /\/\s*[\p{L}³²]+\)?\s*$/u.test(column.name);
  const found = column.words.slice(1).flatMap((word, i, rest) => {
    if (perLast && i === rest.length - 1) return [];
    const named = NAMED.get(word) ?? (i === rest.length - 1 ? LAST_LETTER.get(word) : undefined);
    return named ? [named] : [];
  });
  if (found.length === 1) return found[0];
  // "Hours Worked", "Miles Driven", "Minutes Played": a unit spelled out in the plural that opens the
  // name is what the rest counts ("Hour of Day" is a time of day, no amount of hours). "Mins on Site",
  // "Hrs Billed": short units in the plural too (a minimum is "Min", never "Mins").
  const opening = /^\s*(\p{L}+)s\b/u.exec(column.name)?.[1].toLowerCase();
  // ("hrs" is kept whole as a word, "mins" made singular.)
  return !found.length && opening && (opening === column.words[0] || `${opening}s` === column.words[0]) && (ALONE(opening) || /^(min|hr)$/.test(opening)) ? NAMED.get(opening) : undefined;
}

/** The unit a word names, as a question says it ("min", "hours"). */
export function unitNamed(word: string): Unit | undefined {
  return SAID.get(word);
}

/** The unit written at token `at`, as a question says it; days and weeks only beside `columns` written in them. */
export function unitAt(tokens: Token[], at: number, columns: readonly ColumnInfo[] = []): Unit | undefined {
  const token = tokens[at];
  return token ? SAID.get(token.raw) ?? (writesPeriods(columns) ? PERIOD_UNITS.get(token.raw) : undefined) : undefined;
}

/**
 * "at most 1,000 m": "m" after a number is metres where a column's unit is the metre and the table
 * has no money column, a million only beside money. `moneyNear`: the number was written as money.
 */
export function metresAt(parts: Parts, at: number, moneyNear: boolean): Unit | undefined {
  if (parts.tokens[at]?.raw !== 'm' || moneyNear || parts.info.columns.some((c) => c.kind === 'number' && c.role === 'amount')) return undefined;
  return parts.info.columns.some((c) => columnUnit(c) === METRE) ? METRE : undefined;
}

/** Words of column names that measure each kind of thing, whatever their unit. */
const DIMENSION_WORDS: Record<Dimension, RegExp> = {
  mass: /^(weight|mass|heavy|load|payload|cargo)$/,
  length: /^(distance|length|height|width|depth|size|range|elevation|altitude|mileage)$/,
  time: /^(duration|time|delay|wait|runtime|length|lead|tenure|latency|elapsed)$/,
  energy: /^(energy|consumption|usage|generation|output)$/,
  volume: /^(volume|fuel)$/,
  temperature: /^(temperature|temp)$/,
};

/** The factor from the column's unit to another: grams to kg is 1/1000. */
const ratio = (from: Unit, to: Unit): number => from.factor / to.factor;

/** A number without float noise: 5 kg is 5000 g, not 5000.000000001. */
const clean = (value: number): number => Number(value.toPrecision(12));

/**
 * A condition written with a unit ("over 5 kg", "under 5 minutes", "longer than an hour"): the
 * column it is about and the value in that column's unit, or the doubt that refuses it. `named` is
 * the column the words around the condition name, if any; `at` is where the unit is written.
 */
export function unitCondition(parts: Parts, said: Unit, amount: number, named: ColumnInfo | undefined, phrase: string, stated = false): { column: ColumnInfo; value: number; note: string } | { doubt: string } {
  const columns = parts.info.columns.filter((c) => columnUnit(c)?.dimension === said.dimension);
  const namedUnit = named ? columnUnit(named) : undefined;
  // "more than 20 mm of precipitation": the question states the unit of a column whose name gives none.
  if (stated && named && !namedUnit) return { column: named, value: amount, note: '' };
  // A column named next to the condition that measures the same kind of thing but gives no unit
  // ("duration over 30 minutes" with `duration`): its unit is unknown, and no other column stands in.
  // One that cannot hold it ("fare of trips over 30 minutes") leaves the table's one such column.
  const ofKind = (c: ColumnInfo): boolean => c.kind === 'number' && !c.isId && !columnUnit(c) && c.words.some((word) => DIMENSION_WORDS[said.dimension].test(word));
  const sameKind = !!named && ofKind(named);
  // Another column of that kind with no unit in its name ("duration" beside "wait_sec") could be the one meant;
  // a size alone (`Shoe Size`, a number on a scale of its own) is no length in miles beside a `Travel` written "9 mi".
  const unknown = parts.info.columns.filter((c) => ofKind(c) && !(columns.length === 1 && c.words.every((word) => word === 'size' || !DIMENSION_WORDS[said.dimension].test(word))));
  // On a table joined to another sheet, the unit alone never picks a column ("escapes under 45 mins"
  // is no bound on the other sheet's `Time Limit (min)`): the column must be named by more than its
  // unit. A bound on the base's own column is read on the base table alone.
  const byUnitOnly = (c: ColumnInfo): boolean => parts.mentions.filter((m) => m.candidates[0].column === c)
    .every((m) => m.end - m.start === 1 && SAID.has(parts.tokens[m.start].raw) && /^\d/.test(parts.tokens[m.start - 1]?.raw ?? ''));
  if (parts.info.lookup && (named ? byUnitOnly(named) : true)) return { doubt: `I could not convert “${escapeMarkdown(phrase)}” to a column: name the column it bounds.` };
  const column = namedUnit?.dimension === said.dimension ? named : columns.length === 1 && !unknown.length ? columns[0] : undefined;
  if (!column) {
    const why = columns.length > 1 || (columns.length === 1 && unknown.length && !sameKind) ? `it could be ${[...columns, ...unknown].map((c) => codeSpan(c.name)).join(' or ')}` : named && !namedUnit && (sameKind || !columns.length) ? `the name of ${codeSpan(named.name)} does not say its unit` : `no column of ${parts.info.table.label} says in its name that it holds ${said.dimension === 'energy' ? 'an' : 'a'} ${said.dimension}`;
    return { doubt: `I could not convert “${escapeMarkdown(phrase)}” to a column: ${why}; name the column and write the number in its unit.` };
  }
  const unitOf = columnUnit(column) as Unit;
  const value = clean(amount * ratio(said, unitOf));
  // "1 hour", never "1 hours": the spelled-out names (hours, miles, tonnes, litres) are plurals.
  const name = clean(amount) === 1 && /^(seconds|minutes|hours|miles|tonnes|litres)$/.test(said.name) ? said.name.slice(0, -1) : said.name;
  return { column, value, note: value === amount && said.name === unitOf.name ? '' : ` (${clean(amount)} ${name})` };
}

/** Aggregations a change of unit scales: a total in kg is the total in g / 1000. Counts have no unit. */
const SCALED: ReadonlySet<Aggregation> = new Set(['sum', 'avg', 'median', 'min', 'max', 'stddev']);

/** Words that take an amount right after them: "total hours", "average minutes", "how many hours". */
const AMOUNT_OF = /^(total|average|avg|mean|median|most|fewest|least|max|maximum|min|minimum|sum|many)$/;

/**
 * "total hours watched", "average minutes of wait": a unit of time said where the amount goes, of a
 * measure that is a column of durations, asks for the measure in that unit, as "in hours" does. The
 * token before the unit (so the caller reads the unit at the next one), or -1. A unit that is a word
 * of the column's own name ("total hours" of `Hours Worked`) only names the column.
 */
function unitAsMeasure(parts: Parts, intent: Intent): number {
  const measure = intent.measure;
  const column = measure?.column ? parts.info.columns.find((c) => c.name === measure.column) : undefined;
  if (!column || column.kind !== 'number') return -1;
  // "avg print hours" of `Print Time`: the unit right after the measure's own name asks for it too, and
  // so does one right after the rows' noun ("total lesson hours" in lessons.csv) of a column of durations.
  const rowWords = new Set(words(parts.info.table.label));
  const afterMeasure = (i: number): boolean => parts.mentions.some((m) => m.end === i && m.candidates[0].column === column)
    || (!!(column.seconds || column.timeUnit) && rowWords.has(parts.tokens[i - 1]?.word ?? ''));
  const at = parts.tokens.findIndex((token, i) => unitAt(parts.tokens, i, parts.info.columns)?.dimension === 'time' && token.raw.length > 2 && (!parts.placed.has(i) || afterMeasure(i))
    && (AMOUNT_OF.test(parts.tokens[i - 1]?.raw ?? '') || afterMeasure(i)) && !column.words.includes(token.word) && !parts.mentions.some((m) => m.start <= i && i < m.end));
  return at < 0 ? -1 : at - 1;
}

/**
 * "Total body mass in kg", "average duration in minutes": the measure in the unit asked, when its
 * column's name gives a unit of the same kind. The words are placed either way when the units
 * agree; a conversion is made only for a plain aggregate or a series over time, whose SQL and
 * pandas code compute it. Anything else leaves the words unplaced, and the question is refused.
 */
export function convertMeasure(parts: Parts, intent: Intent, doubts: string[]): Intent {
  const written = parts.tokens.findIndex((token, i) => /^(in|into|as)$/.test(token.raw) && !!unitAt(parts.tokens, i + 1, parts.info.columns) && !parts.placed.has(i + 1) && !/^[\d.,]+$/.test(parts.tokens[i - 1]?.raw ?? ''));
  const at = written >= 0 ? written : unitAsMeasure(parts, intent);
  if (at < 0) return inSeconds(parts, intent);
  const measure = intent.measure;
  const to = unitAt(parts.tokens, at + 1, parts.info.columns) as Unit;
  const column = measure?.column ? parts.info.columns.find((c) => c.name === measure.column) : undefined;
  const from = column ? columnUnit(column) : undefined;
  const said = `“${escapeMarkdown(parts.tokens.slice(at, at + 2).map((token) => token.raw).join(' '))}”`;
  if (!measure || !column || !SCALED.has(measure.agg) || !from || from.dimension !== to.dimension) {
    doubts.push(`${said} asks for a unit, and ${column && SCALED.has(measure?.agg ?? 'count') ? `the name of ${codeSpan(column.name)} gives ${from ? `${from.name}, which is no ${to.dimension}` : 'no unit to convert from'}` : 'the answer would be no measure in a unit'}; name a column whose name gives its unit.`);
    return intent;
  }
  if (from.factor !== to.factor && (!['aggregate', 'trend'].includes(intent.kind) || measure.per || intent.share)) {
    doubts.push(`${said} asks for a conversion I make only for a total, an average or another single measure, by group or over time.`);
    return intent;
  }
  parts.placed.add(at);
  parts.placed.add(at + 1);
  if (from.factor === to.factor) return inSeconds(parts, intent);
  return { ...intent, measure: { ...measure, column: measure.column, derived: scaled(column.name, ratio(from, to), to.name) } };
}

/**
 * A duration the file wrote "3:45:12" is computed in seconds, which its name does not say ("Finish
 * Time"), and one written "45 min" or "38.4 s" throughout in that unit: with no unit asked, the
 * answer names the unit, so 15,894 is never read as minutes.
 */
function inSeconds(parts: Parts, intent: Intent): Intent {
  const measure = intent.measure;
  const column = measure?.column ? parts.info.columns.find((c) => c.name === measure.column) : undefined;
  const writtenInTime = !!column?.suffix && WRITTEN.get(column.suffix.toLowerCase())?.dimension === SECOND.dimension;
  // "650 g" beside "1.2 kg": the column is read in one of them, which the answer must name.
  if (!measure || !column || !(column.seconds || column.timeUnit || writtenInTime || column.unitsMixed) || measure.derived || measure.per || !SCALED.has(measure.agg)) return intent;
  return { ...intent, measure: { ...measure, derived: scaled(column.name, 1, (columnUnit(column) ?? SECOND).name) } };
}

/** A column times a factor, written the way a person checks it: `/ 1000` rather than `* 0.001`. */
function scaled(name: string, factor: number, unitName: string): NonNullable<Measure['derived']> {
  const divide = factor < 1;
  const by = clean(divide ? 1 / factor : factor);
  const op = divide ? '/' : '*';
  // The column's own unit, only named: nothing to compute.
  if (factor === 1) return { name: `${name}_in_${unitName}`, label: `${name} in ${unitName}`, sql: quoteIdent(name), pandas: `df[${pyString(name)}]`, columns: [name] };
  return {
    name: `${name}_in_${unitName}`,
    label: `${name} in ${unitName} (${name} ${op} ${by})`,
    sql: `${quoteIdent(name)} ${op} ${by}`,
    pandas: `df[${pyString(name)}] ${op} ${by}`,
    columns: [name],
  };
}
