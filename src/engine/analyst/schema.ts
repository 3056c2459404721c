/**
 * What the analyst knows about a table's columns: their kind (number, date, text, boolean) and
 * the words a person would use for them, including common synonyms.
 */
import type { AnalystTable, TimeUnit, WrittenAs } from './contract';
import { words } from './text';

export type ColumnKind = 'number' | 'date' | 'text' | 'boolean';

export interface ColumnInfo {
  name: string;
  type: string;
  kind: ColumnKind;
  /** Singular lower-case words of the name: "Unit_Price" -> ["unit", "price"]. */
  words: string[];
  /** An identifier such as order_id: counted distinct, never summed. */
  isId: boolean;
  /** A level (prices, rates, shares, temperatures, concentrations, ages, scores): averaged rather than summed, and never totalled unasked. */
  isIntensive: boolean;
  /** What the column means as a measure: how an analyst would rank it when none is named. */
  role: MeasureRole;
  /** The separator of a text column whose cells hold lists ("bug, ui"): filtered by membership, grouped by item (listColumns.ts). */
  list?: string;
  /** Durations the file wrote "3:45:12" or "5:20", which the engine reads as seconds: their unit. */
  seconds?: boolean;
  /** Durations the file wrote in words all in one unit ("30 hours"), read as a number of it. */
  timeUnit?: TimeUnit;
  /** The unit of measure the file wrote after every number ("18.5 m", "18°C"), as written. */
  suffix?: string;
  /** The file wrote two units of one kind ("650 g", "1.2 kg"): `suffix` is the one the column is read in, which answers must say. */
  unitsMixed?: boolean;
  /** Numbers the file wrote as percents ("3.49%"), read as the number before the sign. */
  percent?: boolean;
}

/**
 * A numeric column's meaning as a measure. `amount`: money or value that adds up (revenue,
 * cost, salary); `quantity`: a number of things that adds up (units, items); `rate`: a per-row
 * level that only averages meaningfully (price, rate, age, score); `other`: a number with no
 * telling name; `none`: not a measure at all (text, dates, identifiers, codes, calendar numbers).
 */
export type MeasureRole = 'amount' | 'quantity' | 'rate' | 'other' | 'none';

export interface TableInfo {
  table: AnalystTable;
  columns: ColumnInfo[];
  /** A table read as one joined to another (lookups.ts): how the user's files are read into it, in SQL and in pandas. */
  lookup?: { sql: string; pandas: string };
}

const NUMBER_TYPES = /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|REAL|DOUBLE|DECIMAL|NUMERIC|INT\d*)/i;
/** Words of money or value that add up across rows. */
const AMOUNT = new Set(['revenue', 'sales', 'sale', 'amount', 'total', 'profit', 'cost', 'value', 'spend', 'spending', 'income', 'turnover', 'salary', 'expense', 'payment', 'budget', 'fee', 'earning', 'gmv', 'pay', 'wage', 'payroll', 'takings', 'taking', 'proceeds']);
/** Words of a number of things that add up across rows. */
const QUANTITY_WORDS = new Set(['quantity', 'qty', 'unit', 'item', 'piece', 'volume', 'count', 'seat', 'ticket', 'visit', 'click', 'view', 'order', 'rider', 'passenger', 'rental', 'trip', 'ride', 'visitor', 'booking', 'guest', 'attendee', 'vote']);
/** Numbers that are labels, not measures: codes and calendar parts. */
const NOT_MEASURE = new Set(['zip', 'zipcode', 'postcode', 'postal', 'code', 'status', 'http', 'phone', 'year', 'month', 'day', 'week', 'quarter', 'latitude', 'longitude', 'lat', 'lon', 'lng', 'index', 'rank', 'number', 'no']);
/** Last words of a numeric column's name that make it a label: its values name versions or codes. */
const LABEL_HEADS = new Set(['version', 'code', 'zip', 'zipcode', 'postcode', 'phone']);
/** Words of a column of shares or percents of a whole. */
const SHARE_WORDS = ['perc', 'percent', 'percentage', 'pct', 'share', 'proportion', 'ratio'];

/**
 * Words of a level: a per-row magnitude (a price, a rate, a temperature, a concentration, a score,
 * an age, a year) that averages across rows and never adds up. One list, for the default
 * aggregation (`naturalAgg`) and for the refusals of a total nobody asked for (wrongFigures.ts).
 * Shares (`isShareColumn`) never add up either, asked or not; "perc" or "share" alone keep the
 * default of a sum, so an unasked figure of them is refused rather than averaged over rows whose
 * wholes differ.
 */
const INTENSIVE = new Set(['price', 'rrp', 'msrp', 'rate', 'ratio', 'age', 'score', 'rating', 'grade', 'percent', 'percentage', 'pct', 'margin', 'discount', 'temperature', 'avg', 'mean', 'latitude', 'longitude', 'lat', 'lon', 'year', 'tenure',
  // Concentrations and indices of air or water, in µg/m³, ppm, ppb: levels measured at one place and time.
  'no2', 'pm2', 'pm10', 'pm25', 'o3', 'so2', 'ozone', 'concentration', 'level', 'ppm', 'ppb', 'aqi',
  // A drink's strength and a liquid's acidity or density: levels of each row, never added up.
  'abv', 'ph', 'gravity', 'density',
  // Levels of one thing, measured per row: a total of them means nothing.
  'temp', 'wind', 'windspeed', 'speed', 'humidity', 'pressure', 'visibility', 'mpg', 'gallon', 'horsepower', 'hp', 'acceleration', 'weight', 'mass', 'height', 'displacement', 'expect', 'expectancy', 'fertility', 'delay', 'duration', 'runtime', 'length']);

/**
 * Sizes that are a level of one thing ("Weight (kg)" of a parcel) but add up once the column says
 * it holds a total ("Total Weight (kg)" of a delivery, "Total Duration" of a shift): the name says
 * each row's figure is already a sum, so the rows' figures sum too. Prices, rates and scores stay
 * levels whatever their name says ("Total Score" is not added across people).
 */
const TOTALLED = new Set(['weight', 'mass', 'length', 'duration', 'runtime', 'delay']);

/** "Price Paid", "Price Charged": what one row paid, an amount that adds up, not a price per unit. */
const PAID = /^(paid|charged|billed|received|collected)$/;

/** Whether a level's word names, with the column's other words, an amount each row adds ("Total Weight", "Price Paid"). */
function addsUpHere(word: string, columnWords: string[]): boolean {
  // "Full Price Tickets", "Discount Items": a name that ends on things counted counts them ("Price per
  // Ticket" is a price, "Avg Views" an average).
  const head = columnWords[columnWords.length - 1] ?? '';
  if (head !== word && QUANTITY_WORDS.has(head) && !columnWords.some((other) => /^(per|avg|average|mean|median)$/.test(other))) return true;
  if (word === 'price') return columnWords.some((other) => PAID.test(other));
  return TOTALLED.has(word) && columnWords.includes('total');
}

/** Words people use for a concept, mapped to words that may appear in column names. */
/** A Map: it is looked up with the question's own words. */
export const SYNONYMS = new Map<string, string[]>(Object.entries({
  revenue: ['sales', 'amount', 'turnover', 'income', 'total', 'value'],
  sale: ['revenue', 'amount', 'turnover'],
  sales: ['revenue', 'amount', 'turnover'],
  amount: ['revenue', 'sales', 'total', 'value'],
  turnover: ['revenue', 'sales'],
  income: ['revenue', 'salary'],
  money: ['revenue', 'amount'],
  // "jobs due before 1 feb": the deadline among several dates.
  due: ['deadline', 'due date'],
  // "total takings": the money taken in, however the file names it (`Price Paid`, `Lot Value`); not
  // whatever was paid (`Deposit Paid` is a part of the price).
  taking: ['revenue', 'sales', 'amount', 'income', 'price paid', 'amount paid', 'total paid', 'value'],
  earning: ['revenue', 'income'],
  // "avg mileage" beside `Odometer (miles)`: the miles a vehicle has done.
  mileage: ['odometer', 'mile'],
  // "most expensive plant" beside an `RRP (£)`: the recommended retail price.
  price: ['cost', 'unit price', 'rrp', 'msrp'],
  cost: ['price', 'expense'],
  quantity: ['unit', 'qty', 'count'],
  // "order size", "basket size": how many things, when no column is called size.
  size: ['quantity', 'unit', 'qty'],
  qty: ['quantity', 'unit'],
  // "copies sold": the units of a book, a record or a print.
  copy: ['quantity', 'qty', 'unit'],
  unit: ['quantity', 'qty'],
  item: ['unit', 'quantity', 'product'],
  date: ['day', 'time', 'timestamp', 'created'],
  day: ['date'],
  time: ['date', 'timestamp'],
  month: ['date'],
  year: ['date'],
  week: ['date'],
  quarter: ['date'],
  customer: ['client', 'buyer'],
  client: ['customer'],
  state: ['region'],
  area: ['region'],
  territory: ['region'],
  country: ['nation'],
  product: ['item', 'sku'],
  staff: ['employee'],
  employee: ['staff'],
  salary: ['income', 'pay', 'wage'],
  pay: ['salary', 'wage'],
  wage: ['salary', 'pay'],
  department: ['dept', 'team'],
  dept: ['department'],
  segment: ['tier', 'group'],
  tier: ['segment'],
  occupation: ['job', 'profession'],
  job: ['occupation', 'profession'],
  profession: ['occupation', 'job'],
  age: ['year'],
  value: ['revenue', 'amount', 'sales', 'total'],
  paid: ['salary', 'pay', 'wage', 'amount'],
  earner: ['salary', 'income', 'pay'],
  payroll: ['salary', 'pay', 'wage'],
  earn: ['salary', 'income', 'pay', 'wage'],
  youngest: ['age'],
  old: ['age'],
  young: ['age'],
  oldest: ['age'],
  older: ['age'],
  younger: ['age'],
  remotely: ['remote'],
  // "more than 100 million people": a count of people is a population column.
  person: ['population'],
  inhabitant: ['population'],
  resident: ['population'],
  remote: ['remote'],
  mpg: ['mile per gallon'],
  hp: ['horsepower'],
  pop: ['population'],
  population: ['pop', 'person', 'headcount'],
  rain: ['precipitation', 'precip', 'rainfall'],
  rainfall: ['precipitation', 'precip', 'rain'],
  temperature: ['temp'],
  runtime: ['running time', 'duration'],
  // "avg match length" beside `Match Duration`: a length of time (a column named Length wins outright).
  length: ['duration'],
  // A verb names the column of its doer: "who won" is the `Winner`, "which rep sold the most" the `Seller`.
  win: ['winner'],
  won: ['winner'],
  lost: ['loser'],
  lose: ['loser'],
  scored: ['scorer'],
  sold: ['seller'],
  bought: ['buyer'],
  taught: ['teacher'],
  refereed: ['referee'],
}));

export function columnKind(type: string): ColumnKind {
  if (NUMBER_TYPES.test(type)) return 'number';
  if (/^(DATE|TIMESTAMP)/i.test(type)) return 'date';
  if (/^BOOL/i.test(type)) return 'boolean';
  return 'text';
}

/** A unit of one thing per another in a name, "Milk Yield (kg/day)", "Wind (km/h)", "SCC (cells/ml)": a rate, a level of its row. */
const RATE_UNIT = /\([^()]*\p{L}[^()]*\/\s*[\p{L}\d²³]+[^()]*\)/u;

/** What one column means: its kind, its words, whether it identifies rows, its role as a measure. */
export function describeColumn(column: { name: string; type: string; written?: WrittenAs }): ColumnInfo {
  const columnWords = words(column.name);
  const kind = columnKind(column.type);
  const last = columnWords[columnWords.length - 1] ?? '';
  // "Invoice No", "Order Number", "txn_nr": a number that names a row, never a measure to add up.
  const numbered = columnWords.length >= 2 && /^(no|nr|num|number)$/.test(last) && !columnWords.includes('of');
  // "Cow Tag", "Ear Tag": the tag a number is, never an amount.
  // "Move #" holding "M24-0001", "Lesson #" holding 1, 2, 3: the number sign names a row's reference, never an amount;
  // a "Line #" of 1, 2, 3 is a place within another row's key, whose lines the rows are.
  const numberSign = /\S\s*#\s*$/.test(column.name) && (kind === 'text' || !/^(line|item|row|seq|step|stop|leg|position)$/.test(columnWords[0] ?? ''));
  const isId = last === 'id' || last === 'key' || last === 'uuid' || (last === 'tag' && columnWords.length >= 2 && !/^(price|cost|value|sale|hash|name)$/.test(columnWords[0])) || numberSign || numbered || /(^|_)id$/i.test(column.name) || /Id$/.test(column.name);
  // "Progress %": a percentage is a level of its row, whatever its words; so is a reading in degrees
  // ("Sugar (°Brix)", "Water (°C)", "Slope (°)"): degrees are a scale read off, never an amount.
  // Numbers written "5.7%" are percents of their row whatever the column is called ("ABV"); a share
  // of a whole written so ("perc") still adds up over the rows that split it.
  // "Lodging (0-9)", "Pain (1-10)": a score on the scale its name gives ("Children (0-4)" counts an age band).
  const scored = /\(\s*[01]\s*[-–]\s*(?:[1-9]|10)\s*\)/.test(column.name) && !columnWords.some((word) => /^(child|children|adult|kid|people|person|resident|age|aged|year|pupil|student|baby|infant)$/.test(word));
  const isIntensive = kind === 'number' && (columnWords.some((word) => INTENSIVE.has(word) && !addsUpHere(word, columnWords)) || /[%°]/.test(column.name) || scored || RATE_UNIT.test(column.name) || /[°º℃℉]/.test(column.written?.suffix ?? '') || (column.written?.unit === 'percent' && !columnWords.some((word) => SHARE_WORDS.includes(word))));
  const info: ColumnInfo = { name: column.name, type: column.type, kind, words: columnWords, isId, isIntensive, role: measureRole(kind, columnWords, isId, isIntensive, column.name) };
  if (column.written?.duration && kind === 'number') {
    if (column.written.timeUnit) info.timeUnit = column.written.timeUnit;
    else info.seconds = true;
  }
  // "kg+g": a column mixing two units is read in the first, the larger (textTypes.ts).
  if (column.written?.suffix && kind === 'number') info.suffix = column.written.suffix.split('+')[0];
  if (column.written?.suffix?.includes('+') && kind === 'number') info.unitsMixed = true;
  if (column.written?.unit === 'percent' && kind === 'number') info.percent = true;
  return info;
}

export function describeColumns(table: AnalystTable): TableInfo {
  return { table, columns: table.columns.map(describeColumn) };
}

/**
 * A number column that holds calendar years (`year`, `survey_year`, `fiscal_yr`), as opposed to a
 * number of years (`years_experience`, `age_years`, `num_years`): a label of the rows, never a
 * measure, a divisor or a total.
 */
export function isYearColumn(column: Pick<ColumnInfo, 'name' | 'kind' | 'words' | 'isId'>): boolean {
  return column.kind === 'number' && !column.isId && column.words.some((word) => word === 'year' || word === 'yr')
    && !/years|yrs/i.test(column.name) && !column.words.some((word) => /^(experience|service|tenure|age|old|count|number|num|total|duration|length|span|lived)$/.test(word));
}

/**
 * A number column named for the hour of the day (`Hour (0-23)`, `hr`, `pickup_hour`), as opposed
 * to a number of hours (`Hours`, `hours_worked`, `Fog (hrs)`): a label of the rows, never a measure.
 */
export function isHourColumn(column: Pick<ColumnInfo, 'name' | 'kind' | 'words' | 'isId'>): boolean {
  return column.kind === 'number' && !column.isId && !/hours|hrs/i.test(column.name)
    && column.words.some((word) => word === 'hour' || word === 'hr') && column.words.length <= 4
    && column.words.every((word) => /^(hour|hr|of|the|day|\d+|pickup|start|departure|arrival|sched|scheduled|local|utc)$/.test(word));
}

function measureRole(kind: ColumnKind, columnWords: string[], isId: boolean, isIntensive: boolean, name: string): MeasureRole {
  if (kind !== 'number' || isId) return 'none';
  // "Hour (0-23)": the hour of the day of the row, not a number of hours.
  if (isHourColumn({ name, kind, words: columnWords, isId })) return 'none';
  // "survey_year", "fiscal_year": the calendar year of the row, not an amount of anything.
  if (isYearColumn({ name, kind, words: columnWords, isId })) return 'none';
  // "year", "zip code", "latitude": numbers that label rows rather than measure them.
  if (columnWords.every((word) => NOT_MEASURE.has(word))) return 'none';
  // "App Version" 2.1, "Area Code" 212: a name ending in a label's noun labels rows; adding them up means nothing.
  if (LABEL_HEADS.has(columnWords[columnWords.length - 1] ?? '')) return 'none';
  // "unit_price" is a price, not a quantity: a rate word wins over the others.
  if (isIntensive) return 'rate';
  if (columnWords.some((word) => AMOUNT.has(word))) return 'amount';
  if (columnWords.some((word) => QUANTITY_WORDS.has(word))) return 'quantity';
  return 'other';
}

const ROLE_RANK: Record<MeasureRole, number> = { amount: 0, quantity: 1, other: 2, rate: 3, none: 4 };

/** Numeric columns an analyst would measure, best first: amounts, then quantities, then other numbers, then rates. */
export function rankedMeasures(info: Pick<TableInfo, 'columns'>): ColumnInfo[] {
  return info.columns.filter((c) => c.role !== 'none').sort((a, b) => ROLE_RANK[a.role] - ROLE_RANK[b.role]);
}

/** A column of shares or percents of a whole ("perc", "share_pct"): no total of them means anything, asked or not. */
export function isShareColumn(column: ColumnInfo): boolean {
  return column.kind === 'number' && column.words.some((word) => SHARE_WORDS.includes(word));
}

/** The aggregation that makes sense for a measure when none is named: rates average, amounts and counts add up. */
export function naturalAgg(column: ColumnInfo): 'sum' | 'avg' {
  return column.role === 'rate' || column.isIntensive ? 'avg' : 'sum';
}

/**
 * A date on which each row's thing began (hired, signed up, created, born), as opposed to the date
 * of an event the row records (an order). Sums of a measure over such a date are rarely asked:
 * people count how many began per period instead.
 */
export function isStartDate(column: ColumnInfo): boolean {
  return column.kind === 'date' && column.words.some((word) => /^(hire|hired|signup|join|joined|birth|born|created|creation|registration|registered|start|started|onboarding|enrolled|enrollment|opened)$/.test(word) || word === 'sign' && column.words.includes('up'));
}

/** Double-quotes an identifier for DuckDB, doubling any quote inside it. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A column name as a Python string literal (pandas code). */
export function pyString(text: string): string {
  return JSON.stringify(text);
}
