/**
 * Blind probe 2: three files shaped like classic public data files (generated here from a seed,
 * nothing copied): a city's daily weather over four years (CSV, ISO dates, a few blank wind
 * readings), 1970s car specifications (CSV, the year written as "1970-01-01", blanks) and movies
 * (a JSON array of records with nulls, release dates like "Jun 12 1998", long column names such as
 * "Running Time min"). The questions were written the way an analyst types them and committed
 * before the analyst was ever run on them. Expected figures are computed here in plain
 * JavaScript over the generated rows. Where a phrasing has two defensible readings that give
 * different figures, the analyst must ask or refuse; where both readings agree, either is right.
 * The first run's results are in PROBE2.md.
 */
import { random, type EvalDataset, type Row } from './data';
import { mean, median, sum, type Expected, type Question } from './questions';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY = 86_400_000;
export const round1 = (n: number): number => Math.round(n * 10) / 10;
export const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

export function csvBytes(header: string[], lines: string[][]): Buffer {
  const cell = (text: string): string => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return Buffer.from([header, ...lines].map((line) => line.map(cell).join(',')).join('\n') + '\n', 'utf8');
}

/** Daily weather for one city, 2012-2015 (1,461 days): wet winters, dry summers, a label per day that does not always agree with the rain gauge. */
export function dailyWeather(): EvalDataset {
  const rand = random(412);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let t = Date.UTC(2012, 0, 1); t < Date.UTC(2016, 0, 1); t += DAY) {
    const date = new Date(t);
    const dayOfYear = (t - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY;
    const season = Math.cos(((dayOfYear + 12) / 365.25) * 2 * Math.PI); // 1 in early January, -1 in early July
    const high = round1(15.5 - 9.5 * season + (rand() - 0.5) * 9);
    const low = round1(high - 4 - rand() * 7);
    const wet = rand() < 0.42 + 0.3 * season;
    const precipitation = wet ? round1(0.1 + rand() * rand() * (season > 0 ? 38 : 16)) : 0;
    const wind = rand() < 0.008 ? null : round1(0.5 + rand() * 5 + (season > 0 ? rand() * 3 : 0));
    const weather = !wet ? (rand() < 0.15 ? 'fog' : 'sun') : rand() < 0.08 ? 'sun' : high < 5 && low < 1 ? 'snow' : precipitation < 1 ? 'drizzle' : 'rain';
    rows.push({ date, precipitation, temp_max: high, temp_min: low, wind, weather });
    lines.push([date.toISOString().slice(0, 10), String(precipitation), String(high), String(low), wind === null ? '' : String(wind), weather]);
  }
  return { name: 'p2_weather', file: 'city_weather.csv', bytes: csvBytes(['date', 'precipitation', 'temp_max', 'temp_min', 'wind', 'weather'], lines), tables: [{ label: 'city_weather.csv', rows }] };
}

const MAKERS: Array<[string, 'USA' | 'Europe' | 'Japan', string[]]> = [
  ['chevrolet', 'USA', ['impala', 'nova', 'malibu', 'vega', 'monte carlo', 'camaro']],
  ['ford', 'USA', ['torino', 'pinto', 'maverick', 'galaxie', 'mustang', 'granada']],
  ['plymouth', 'USA', ['fury', 'valiant', 'duster', 'satellite']],
  ['dodge', 'USA', ['dart', 'coronet', 'colt', 'aspen']],
  ['amc', 'USA', ['hornet', 'gremlin', 'matador', 'concord']],
  ['buick', 'USA', ['skylark', 'century', 'lesabre']],
  ['pontiac', 'USA', ['catalina', 'firebird', 'ventura']],
  ['volkswagen', 'Europe', ['beetle', 'rabbit', 'dasher', 'scirocco']],
  ['peugeot', 'Europe', ['504', '505', '604']],
  ['fiat', 'Europe', ['124', '128', 'strada']],
  ['volvo', 'Europe', ['144', '245', '264']],
  ['audi', 'Europe', ['100', 'fox', '4000']],
  ['saab', 'Europe', ['99', '900']],
  ['toyota', 'Japan', ['corolla', 'corona', 'celica', 'carina']],
  ['datsun', 'Japan', ['510', '710', 'b210', '280z']],
  ['honda', 'Japan', ['civic', 'accord', 'prelude']],
  ['mazda', 'Japan', ['rx-2', 'glc', '626']],
  ['subaru', 'Japan', ['dl', 'gl']],
];
export const CARS_HEADER = ['Name', 'Miles_per_Gallon', 'Cylinders', 'Displacement', 'Horsepower', 'Weight_in_lbs', 'Acceleration', 'Year', 'Origin'];

/** 406 cars of model years 1970-1982: lower-case names that repeat, a few blank mpg and horsepower cells. */
export function carSpecs(): EvalDataset {
  const rand = random(1970);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let i = 0; i < 406; i++) {
    const r = rand();
    const region = r < 0.62 ? 'USA' : r < 0.8 ? 'Europe' : 'Japan';
    const makers = MAKERS.filter(([, origin]) => origin === region);
    const [make, , models] = makers[Math.floor(rand() * makers.length)];
    const model = models[Math.floor(rand() * models.length)];
    const variant = rand() < 0.25 ? [' sw', ' custom', ' deluxe', ' 2.0', ' (diesel)', ' brougham'][Math.floor(rand() * 6)] : '';
    const name = `${make} ${model}${variant}`;
    const year = 1970 + Math.floor(rand() * 13);
    const c = rand();
    const cylinders = region === 'USA' ? (c < 0.3 ? 4 : c < 0.55 ? 6 : 8) : region === 'Europe' ? (c < 0.8 ? 4 : c < 0.9 ? 5 : 6) : c < 0.85 ? 4 : c < 0.95 ? 6 : 3;
    const displacement = Math.round(cylinders * (region === 'USA' ? 42 : 27) * (0.85 + rand() * 0.3));
    const horsepower = rand() < 0.015 ? null : Math.round(displacement * 0.4 + 28 + rand() * 30);
    const weight = Math.round(1600 + displacement * 6.5 + rand() * 600);
    const acceleration = round1(clamp(23 - (horsepower ?? 100) / 13 + (rand() - 0.5) * 3, 8, 25));
    const mpg = rand() < 0.02 ? null : round1(clamp(47 - weight / 130 + (year - 1970) * 0.6 + (rand() - 0.5) * 5, 9, 47));
    const made = new Date(Date.UTC(year, 0, 1));
    rows.push({ Name: name, Miles_per_Gallon: mpg, Cylinders: cylinders, Displacement: displacement, Horsepower: horsepower, Weight_in_lbs: weight, Acceleration: acceleration, Year: made, Origin: region });
    lines.push([name, mpg === null ? '' : String(mpg), String(cylinders), String(displacement), horsepower === null ? '' : String(horsepower), String(weight), String(acceleration), `${year}-01-01`, region]);
  }
  return { name: 'p2_cars', file: 'cars.csv', bytes: csvBytes(CARS_HEADER, lines), tables: [{ label: 'cars.csv', rows }] };
}

const GENRES: Array<[string, number, number]> = [
  // [genre, weight, typical budget in $M]
  ['Action', 14, 60], ['Adventure', 8, 70], ['Comedy', 20, 25], ['Drama', 22, 20], ['Horror', 8, 12], ['Thriller/Suspense', 10, 30],
  ['Romantic Comedy', 6, 28], ['Musical', 2, 35], ['Documentary', 3, 2], ['Western', 2, 30], ['Black Comedy', 2, 15], ['Concert/Performance', 1, 5],
];
const RATINGS: Array<[string, number]> = [['G', 4], ['PG', 14], ['PG-13', 32], ['R', 40], ['NC-17', 1], ['Not Rated', 3]];
const DISTRIBUTORS = ['Meridian Pictures', 'Falcon Releasing', 'Harborlight', 'Crescent Films', 'Granite Studios', 'Bluewater', 'Lantern Road'];
const TITLE_WORDS = [
  ['Silent', 'Broken', 'Golden', 'Last', 'Midnight', 'Hidden', 'Crimson', 'Lonely', 'Wild', 'Frozen', 'Burning', 'Lost', 'Secret', 'Distant', 'Electric', 'Hollow', 'Iron', 'Velvet', 'Savage', 'Little', 'Endless', 'Paper', 'Glass', 'Stolen', 'Bitter'],
  ['Harbor', 'Kingdom', 'Promise', 'Signal', 'Garden', 'Frontier', 'Highway', 'Summer', 'Witness', 'Empire', 'Island', 'Mirror', 'Orchard', 'Storm', 'Letter', 'Compass', 'Carnival', 'Canyon', 'Lighthouse', 'Reunion', 'Tide', 'Voyage', 'Ransom', 'Heist', 'Lullaby'],
];

export function weighted<T>(rand: () => number, items: Array<[T, number, ...unknown[]]>): [T, number, ...unknown[]] {
  const total = items.reduce((a, [, w]) => a + w, 0);
  let x = rand() * total;
  for (const item of items) if ((x -= item[1]) < 0) return item;
  return items[items.length - 1];
}

/** 640 movies released 1980-2010, as a JSON array of records with nulls. */
export function movies(): EvalDataset {
  const rand = random(1998);
  const titles = TITLE_WORDS[0].flatMap((a) => TITLE_WORDS[1].map((b) => `${a} ${b}`));
  for (let i = titles.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [titles[i], titles[j]] = [titles[j], titles[i]];
  }
  const rows: Row[] = [];
  const records: Array<Record<string, string | number | null>> = [];
  for (let i = 0; i < 640; i++) {
    const title = (rand() < 0.3 ? 'The ' : '') + titles[i];
    const [genre, , base] = weighted(rand, GENRES) as [string, number, number];
    const year = 1980 + Math.floor(30 * Math.sqrt(rand()));
    const released = new Date(Date.UTC(year, Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)));
    const budget = rand() < 0.03 ? null : Math.round((base * (0.2 + rand() * 1.8) * (0.6 + (year - 1980) / 30) * 1e6) / 1e5) * 1e5;
    const usGross = rand() < 0.02 ? null : Math.round((budget ?? base * 1e6) * (0.05 + Math.pow(rand(), 1.5) * 3.2));
    const worldwide = usGross === null ? null : rand() < 0.1 ? usGross : Math.round(usGross * (1.1 + rand() * 1.8));
    const mpaa = rand() < 0.12 ? null : (weighted(rand, RATINGS)[0] as string);
    const runtime = rand() < 0.35 ? null : Math.round(85 + rand() * 60 + (genre === 'Adventure' || genre === 'Drama' ? 12 : 0));
    const distributor = rand() < 0.05 ? null : DISTRIBUTORS[Math.floor(rand() * DISTRIBUTORS.length)];
    const rated = rand() >= 0.06;
    const imdb = rated ? round1(clamp(3 + rand() * 4 + rand() * 2.5, 1.5, 9.3)) : null;
    const votes = rated ? Math.round(200 + Math.pow(rand(), 3) * 400_000) : null;
    const major = rand() < 0.08 ? null : genre;
    rows.push({ Title: title, 'US Gross': usGross, 'Worldwide Gross': worldwide, 'Production Budget': budget, 'Release Date': released, 'MPAA Rating': mpaa, 'Running Time min': runtime, Distributor: distributor, 'Major Genre': major, 'IMDB Rating': imdb, 'IMDB Votes': votes });
    records.push({
      Title: title, 'US Gross': usGross, 'Worldwide Gross': worldwide, 'Production Budget': budget,
      'Release Date': `${MONTHS[released.getUTCMonth()]} ${String(released.getUTCDate()).padStart(2, '0')} ${year}`,
      'MPAA Rating': mpaa, 'Running Time min': runtime, Distributor: distributor, 'Major Genre': major, 'IMDB Rating': imdb, 'IMDB Votes': votes,
    });
  }
  const bytes = Buffer.from('[\n' + records.map((record) => '  ' + JSON.stringify(record)).join(',\n') + '\n]\n', 'utf8');
  return { name: 'p2_movies', file: 'movies.json', bytes, tables: [{ label: 'movies.json', rows }] };
}

export const PROBE2_DATASETS = new Set(['p2_weather', 'p2_cars', 'p2_movies']);

export function probe2Datasets(): EvalDataset[] {
  return [dailyWeather(), carSpecs(), movies()];
}

// ---- expected figures, in plain JavaScript over the generated rows (probe 3 uses these helpers too) ----

export const num = (rows: Row[], column: string): number[] => rows.map((row) => row[column]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
export const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const yearOf = (v: unknown): number | null => (v instanceof Date ? v.getUTCFullYear() : null);
export const text = (column: string) => (row: Row): string | null => (typeof row[column] === 'string' ? (row[column] as string) : null);

export function groupBy(rows: Row[], key: (row: Row) => string | null, figure: (members: Row[]) => number): Map<string, number> {
  const buckets = new Map<string, Row[]>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) buckets.set(k, [...(buckets.get(k) ?? []), row]);
  }
  const out = new Map<string, number>();
  for (const [k, members] of buckets) {
    const x = figure(members);
    if (Number.isFinite(x)) out.set(k, x);
  }
  return out;
}

/** The leading group; any group tied with it is right. `forms` gives every way a label may be written. */
export function best(values: Map<string, number>, column: string, dir: 'max' | 'min' = 'max', forms: (key: string) => string[] = (k) => [k], withValue = true): Expected & { kind: 'row' } {
  const sorted = [...values].sort((a, b) => (dir === 'max' ? b[1] - a[1] : a[1] - b[1]));
  const tied = sorted.filter(([, v]) => Math.abs(v - sorted[0][1]) < 1e-9);
  return { kind: 'row', column, labels: tied.flatMap(([k]) => forms(k)), ...(withValue ? { value: sorted[0][1] } : {}) };
}

/** The first n groups, in order; a tie at the cut would make the answer arbitrary, so it is an error in the probe itself. */
export function topN(values: Map<string, number>, n: number, dir: 'desc' | 'asc' = 'desc'): Expected {
  const sorted = [...values].sort((a, b) => (dir === 'desc' ? b[1] - a[1] : a[1] - b[1]));
  if (sorted.length > n && Math.abs(sorted[n - 1][1] - sorted[n][1]) < 1e-9) throw new Error(`probe: a tie at the cut of the top ${n}`);
  return { kind: 'top', keys: sorted.slice(0, n).map(([k]) => k), values: sorted.slice(0, n).map(([, v]) => v) };
}

export const isoForms = (d: Date): string[] => { const iso = d.toISOString().slice(0, 10); return [iso, `${iso} 00:00:00`, `${iso}T00:00:00.000Z`]; };
export const monthForms = (key: string): string[] => { const m = Number(key); return [String(m), String(m).padStart(2, '0'), MONTHS[m - 1], MONTHS_LONG[m - 1]]; };
export const weekdayForms = (key: string): string[] => { const d = Number(key); return [WEEKDAYS[d], WEEKDAYS[d].slice(0, 3)]; };

/** The rows holding a column's extreme value, named by `label` (dates in every usual spelling); any of them is right. */
export function extremeRows(rows: Row[], column: string, label: string, dir: 'max' | 'min', keep: (row: Row) => boolean = () => true): Expected {
  const kept = rows.filter(keep);
  const value = (row: Row): number => { const v = row[column]; return v instanceof Date ? v.getTime() : isNum(v) ? v : NaN; };
  const xs = kept.map(value).filter(Number.isFinite);
  const top = dir === 'max' ? Math.max(...xs) : Math.min(...xs);
  const names = kept.filter((row) => value(row) === top).flatMap((row) => { const v = row[label]; return v instanceof Date ? isoForms(v) : [String(v)]; });
  return { kind: 'row', column: label, labels: [...new Set(names)], ...(rows[0]?.[column] instanceof Date ? {} : { value: top }) };
}

/** Two readings of one phrasing: if they give the same answer either is right, otherwise the analyst must ask or refuse. */
export function eitherReading(a: Expected, b: Expected): Expected {
  if (a.kind === 'value' && b.kind === 'value') return Math.abs(a.value - b.value) < 1e-9 ? a : { kind: 'refuse' };
  if (a.kind === 'row' && b.kind === 'row') {
    const shared = a.labels.filter((label) => b.labels.includes(label));
    return shared.length ? { kind: 'row', column: a.column, labels: shared } : { kind: 'refuse' };
  }
  throw new Error('probe: readings of different kinds');
}

export function probe2Questions(tables: Map<string, Row[]>): Question[] {
  const out: Question[] = [];
  const refuse: Expected = { kind: 'refuse' };
  const ask = (data: string) => (q: string, expect: Expected): void => void out.push({ data, q, expect, probe: true });
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });

  // ---- daily weather ----
  const w = tables.get('city_weather.csv') ?? [];
  const W = ask('p2_weather');
  const month = (row: Row): number => (row.date as Date).getUTCMonth() + 1;
  const inYear = (y: number) => (row: Row): boolean => yearOf(row.date) === y;
  W('what was the wettest day?', extremeRows(w, 'precipitation', 'date', 'max'));
  W('hottest day on record', extremeRows(w, 'temp_max', 'date', 'max'));
  W('coldest night', extremeRows(w, 'temp_min', 'date', 'min'));
  W('which day had the strongest wind?', extremeRows(w, 'wind', 'date', 'max'));
  W('which month is usually the wettest?', eitherReading(
    best(groupBy(w, (row) => String(month(row)), (m) => sum(num(m, 'precipitation'))), 'month', 'max', monthForms, false),
    best(groupBy(w, (row) => String(month(row)), (m) => mean(num(m, 'precipitation'))), 'month', 'max', monthForms, false),
  ));
  W('which month of the year has the warmest days on average?', best(groupBy(w, (row) => String(month(row)), (m) => mean(num(m, 'temp_max'))), 'month', 'max', monthForms));
  W('coldest month of the year on average, by low temperature', best(groupBy(w, (row) => String(month(row)), (m) => mean(num(m, 'temp_min'))), 'month', 'min', monthForms));
  W("what's usually the windiest month?", best(groupBy(w, (row) => String(month(row)), (m) => mean(num(m, 'wind'))), 'month', 'max', monthForms));
  W('which day of the week gets the most rain on average?', best(groupBy(w, (row) => String((row.date as Date).getUTCDay()), (m) => mean(num(m, 'precipitation'))), 'weekday', 'max', weekdayForms));
  W('average max temperature in july', value(mean(num(w.filter((row) => month(row) === 7), 'temp_max'))));
  W('total precipitation in 2014', value(sum(num(w.filter(inYear(2014)), 'precipitation'))));
  W('total rainfall per year', { kind: 'groups', values: groupBy(w, (row) => String(yearOf(row.date)), (m) => sum(num(m, 'precipitation'))) });
  W('average daily precipitation by year', { kind: 'groups', values: groupBy(w, (row) => String(yearOf(row.date)), (m) => mean(num(m, 'precipitation'))) });
  W('average wind speed', value(mean(num(w, 'wind'))));
  W('how many sunny days were there?', count(w.filter((row) => row.weather === 'sun').length));
  W('how many days of each weather type', { kind: 'groups', values: groupBy(w, text('weather'), (m) => m.length) });
  W('what weather types are there?', { kind: 'list', values: [...new Set(w.map((row) => row.weather as string))] });
  W('average high temperature on snowy days', value(mean(num(w.filter((row) => row.weather === 'snow'), 'temp_max'))));
  W('how many days had a high above 25 degrees?', count(w.filter((row) => (row.temp_max as number) > 25).length));
  W('days with more than 20 mm of precipitation: how many?', count(w.filter((row) => (row.precipitation as number) > 20).length));
  W('how many foggy days in 2013', count(w.filter((row) => row.weather === 'fog' && inYear(2013)(row)).length));
  W('average difference between temp_max and temp_min', value(mean(w.map((row) => (row.temp_max as number) - (row.temp_min as number)))));
  W('how many days are missing a wind reading?', count(w.filter((row) => row.wind === null).length));
  W('total precipitation 2012 vs 2015', { kind: 'groups', values: groupBy(w.filter((row) => [2012, 2015].includes(yearOf(row.date) ?? 0)), (row) => String(yearOf(row.date)), (m) => sum(num(m, 'precipitation'))) });
  W('highest temp_min', value(Math.max(...num(w, 'temp_min'))));
  // must be refused
  W('how many days did it rain?', eitherReading(count(w.filter((row) => row.weather === 'rain').length), count(w.filter((row) => (row.precipitation as number) > 0).length)));
  W("what's the average temperature?", eitherReading(value(mean(num(w, 'temp_max'))), value(mean(num(w, 'temp_min')))));
  W('what was the humidity on the wettest day?', refuse);
  W('will next winter be colder than this one?', refuse);
  W('was 2014 a good year for farmers?', refuse);
  W('average snowfall in inches', refuse);

  // ---- car specs ----
  const c = tables.get('cars.csv') ?? [];
  const C = ask('p2_cars');
  const origin = (o: string) => (row: Row): boolean => row.Origin === o;
  C('average mpg by origin', { kind: 'groups', values: groupBy(c, text('Origin'), (m) => mean(num(m, 'Miles_per_Gallon'))) });
  C('which car has the most horsepower?', extremeRows(c, 'Horsepower', 'Name', 'max'));
  C('heaviest car', extremeRows(c, 'Weight_in_lbs', 'Name', 'max'));
  C('the most fuel efficient car', extremeRows(c, 'Miles_per_Gallon', 'Name', 'max'));
  C('lightest japanese car', extremeRows(c, 'Weight_in_lbs', 'Name', 'min', origin('Japan')));
  C('how many cars have 8 cylinders?', count(c.filter((row) => row.Cylinders === 8).length));
  C('how many cars are from japan?', count(c.filter(origin('Japan')).length));
  C('average weight of european cars', value(mean(num(c.filter(origin('Europe')), 'Weight_in_lbs'))));
  C('how many cars are from 1976?', count(c.filter((row) => yearOf(row.Year) === 1976).length));
  C('average horsepower for cars made after 1978', value(mean(num(c.filter((row) => (yearOf(row.Year) ?? 0) > 1978), 'Horsepower'))));
  C('how many cars have no mpg value?', count(c.filter((row) => row.Miles_per_Gallon === null).length));
  C('which origin has the highest average acceleration?', best(groupBy(c, text('Origin'), (m) => mean(num(m, 'Acceleration'))), 'Origin'));
  C('median displacement for 4 cylinder cars', value(median(num(c.filter((row) => row.Cylinders === 4), 'Displacement'))));
  C('average of horsepower divided by weight', value(mean(c.filter((row) => isNum(row.Horsepower)).map((row) => (row.Horsepower as number) / (row.Weight_in_lbs as number)))));
  C('list the origins', { kind: 'list', values: [...new Set(c.map((row) => row.Origin as string))] });
  C('how many cars weigh more than 4,000 lbs?', count(c.filter((row) => (row.Weight_in_lbs as number) > 4000).length));
  C('cars with over 150 hp: how many?', count(c.filter((row) => isNum(row.Horsepower) && row.Horsepower > 150).length));
  C('average mpg of 4 cylinder vs 8 cylinder cars', { kind: 'groups', values: groupBy(c.filter((row) => row.Cylinders === 4 || row.Cylinders === 8), (row) => String(row.Cylinders), (m) => mean(num(m, 'Miles_per_Gallon'))) });
  C('did japanese cars get better mpg than american ones on average?', { kind: 'groups', values: groupBy(c.filter((row) => row.Origin === 'Japan' || row.Origin === 'USA'), text('Origin'), (m) => mean(num(m, 'Miles_per_Gallon'))) });
  C('sum of displacement per origin', { kind: 'groups', values: groupBy(c, text('Origin'), (m) => sum(num(m, 'Displacement'))) });
  C('average mpg in 1982', value(mean(num(c.filter((row) => yearOf(row.Year) === 1982), 'Miles_per_Gallon'))));
  C('max horsepower per origin', { kind: 'groups', values: groupBy(c, text('Origin'), (m) => Math.max(...num(m, 'Horsepower'))) });
  C('how many cars in total?', count(c.length));
  // must be refused
  C('top 3 manufacturers by number of cars', refuse);
  C('which car is the best value for money?', refuse);
  C('average price of japanese cars', refuse);
  C('what will the average mpg be in 1990?', refuse);
  C('how many cars have a turbo?', refuse);
  C('which car is the fastest?', refuse);

  // ---- movies ----
  const m = tables.get('movies.json') ?? [];
  const M = ask('p2_movies');
  const released = (row: Row): number | null => yearOf(row['Release Date']);
  const genre = (g: string) => (row: Row): boolean => row['Major Genre'] === g;
  M('how many movies are there?', count(m.length));
  M('highest grossing movie worldwide', extremeRows(m, 'Worldwide Gross', 'Title', 'max'));
  M('which film had the biggest budget?', extremeRows(m, 'Production Budget', 'Title', 'max'));
  M('longest movie', extremeRows(m, 'Running Time min', 'Title', 'max'));
  M('highest rated movie on imdb', extremeRows(m, 'IMDB Rating', 'Title', 'max'));
  M('the most recent release', extremeRows(m, 'Release Date', 'Title', 'max'));
  M('average imdb rating by genre', { kind: 'groups', values: groupBy(m, text('Major Genre'), (g) => mean(num(g, 'IMDB Rating'))) });
  M('how many movies have no imdb rating?', count(m.filter((row) => row['IMDB Rating'] === null).length));
  M('how many R rated movies are there?', count(m.filter((row) => row['MPAA Rating'] === 'R').length));
  M('total us gross for 1998', value(sum(num(m.filter((row) => released(row) === 1998), 'US Gross'))));
  M('average budget of horror movies', value(mean(num(m.filter(genre('Horror')), 'Production Budget'))));
  M('movies with a budget over $100M: how many?', count(m.filter((row) => isNum(row['Production Budget']) && row['Production Budget'] > 100e6).length));
  M('how many films made more than 1 billion worldwide', count(m.filter((row) => isNum(row['Worldwide Gross']) && row['Worldwide Gross'] > 1e9).length));
  M('how many movies have more than 50k imdb votes?', count(m.filter((row) => isNum(row['IMDB Votes']) && row['IMDB Votes'] > 50_000).length));
  M('top 5 genres by total worldwide gross', topN(groupBy(m, text('Major Genre'), (g) => sum(num(g, 'Worldwide Gross'))), 5));
  M('average of worldwide gross divided by production budget', value(mean(m.filter((row) => isNum(row['Worldwide Gross']) && isNum(row['Production Budget']) && row['Production Budget'] > 0).map((row) => (row['Worldwide Gross'] as number) / (row['Production Budget'] as number)))));
  M('in which month of the year are the most movies released?', best(groupBy(m, (row) => String((row['Release Date'] as Date).getUTCMonth() + 1), (g) => g.length), 'month', 'max', monthForms));
  M('what mpaa ratings are there?', { kind: 'list', values: [...new Set(m.map(text('MPAA Rating')).filter((v): v is string => v !== null))] });
  M('how many movies were released between 1990 and 1999?', count(m.filter((row) => (released(row) ?? 0) >= 1990 && (released(row) ?? 0) <= 1999).length));
  M('median running time', value(median(num(m, 'Running Time min'))));
  M('average imdb votes for PG-13 movies', value(mean(num(m.filter((row) => row['MPAA Rating'] === 'PG-13'), 'IMDB Votes'))));
  M('number of movies per mpaa rating', { kind: 'groups', values: groupBy(m, text('MPAA Rating'), (g) => g.length) });
  M('how much did all movies gross in the US combined?', value(sum(num(m, 'US Gross'))));
  M('average production budget per year', { kind: 'groups', values: groupBy(m, (row) => String(released(row)), (g) => mean(num(g, 'Production Budget'))) });
  M('what percentage of movies have no running time?', value((100 * m.filter((row) => row['Running Time min'] === null).length) / m.length));
  M('which distributor released the most movies?', best(groupBy(m, text('Distributor'), (g) => g.length), 'Distributor'));
  M('average imdb rating comedy vs drama', { kind: 'groups', values: groupBy(m.filter((row) => genre('Comedy')(row) || genre('Drama')(row)), text('Major Genre'), (g) => mean(num(g, 'IMDB Rating'))) });
  M('which genre has the highest average budget?', best(groupBy(m, text('Major Genre'), (g) => mean(num(g, 'Production Budget'))), 'Major Genre'));
  M('movies released in 2005: average worldwide gross', value(mean(num(m.filter((row) => released(row) === 2005), 'Worldwide Gross'))));
  M('how many movies have at least 1.5 million dollars in US gross?', count(m.filter((row) => isNum(row['US Gross']) && row['US Gross'] >= 1.5e6).length));
  // must be refused
  M("what's the profit of each genre?", refuse);
  M('average gross by genre', refuse); // US or worldwide gross: two readings
  M('which director made the most movies?', refuse);
  M('how many oscars did the dramas win?', refuse);
  M('will the next action movie make money?', refuse);
  M('what was the most successful movie?', refuse);
  M('which movies are underrated?', refuse);
  return out;
}
