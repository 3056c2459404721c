/**
 * Blind probe 3, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst. Three generated files shaped like other public data: monthly stock
 * prices (symbol, date written "Jan 1 2000", price), country indicators every five years
 * (country, region, year, population written "1,234,567", life_expect with "NA", fertility with
 * "." and blanks) and flights (a "2001/01/13 14:56" timestamp, delay minutes with blanks, distance
 * partly written "1,234", origin, destination). Expected figures are computed here in plain
 * JavaScript over the generated rows. The baseline run is recorded in PROBE3.md.
 */
import { random, type EvalDataset, type Row } from './data';
import { best, clamp, csvBytes, eitherReading, extremeRows, groupBy, isNum, isoForms, MONTHS, num, text, topN, weekdayForms, yearOf } from './probe2';
import { mean, median, sum, type Expected, type Question } from './questions';

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Monthly closing prices of five made-up tickers, Jan 2000 to Mar 2010; DYNA is listed from Aug 2004. */
export function stockPrices(): EvalDataset {
  const rand = random(2000);
  const start = new Map<string, number>([['ACME', 39.8], ['BOLT', 64.5], ['CRUX', 12.3], ['DYNA', 102.4], ['EVRG', 25.9]]);
  const drift = new Map<string, number>([['ACME', 0.002], ['BOLT', 0.004], ['CRUX', 0.02], ['DYNA', 0.022], ['EVRG', 0.012]]);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (const [symbol, first] of start) {
    let price = first;
    for (let i = 0; i < 123; i++) {
      const date = new Date(Date.UTC(2000, i, 1));
      if (symbol === 'DYNA' && date < new Date(Date.UTC(2004, 7, 1))) continue;
      const crash = date.getUTCFullYear() === 2008 && date.getUTCMonth() >= 8 ? -0.09 : 0;
      price = Math.max(1, price * Math.exp((drift.get(symbol) ?? 0) + crash + (rand() - 0.5) * 0.22));
      const shown = round2(price);
      rows.push({ symbol, date, price: shown });
      lines.push([symbol, `${MONTHS[date.getUTCMonth()]} 1 ${date.getUTCFullYear()}`, String(shown)]);
    }
  }
  return { name: 'p3_stocks', file: 'stocks.csv', bytes: csvBytes(['symbol', 'date', 'price'], lines), tables: [{ label: 'stocks.csv', rows }] };
}

const COUNTRIES: Array<[string, string]> = [
  ['Norway', 'Europe & Central Asia'], ['Spain', 'Europe & Central Asia'], ['Poland', 'Europe & Central Asia'], ['Italy', 'Europe & Central Asia'], ['Greece', 'Europe & Central Asia'], ['Ireland', 'Europe & Central Asia'],
  ['Kenya', 'Sub-Saharan Africa'], ['Nigeria', 'Sub-Saharan Africa'], ['Ghana', 'Sub-Saharan Africa'], ['Ethiopia', 'Sub-Saharan Africa'], ['Senegal', 'Sub-Saharan Africa'],
  ['Japan', 'East Asia & Pacific'], ['Vietnam', 'East Asia & Pacific'], ['Indonesia', 'East Asia & Pacific'], ['Australia', 'East Asia & Pacific'], ['Philippines', 'East Asia & Pacific'],
  ['India', 'South Asia'], ['Bangladesh', 'South Asia'], ['Nepal', 'South Asia'], ['Pakistan', 'South Asia'],
  ['Brazil', 'Latin America & Caribbean'], ['Peru', 'Latin America & Caribbean'], ['Chile', 'Latin America & Caribbean'], ['Mexico', 'Latin America & Caribbean'], ['Cuba', 'Latin America & Caribbean'],
  ['Egypt', 'Middle East & North Africa'], ['Jordan', 'Middle East & North Africa'], ['Morocco', 'Middle East & North Africa'],
  ['Canada', 'North America'], ['United States', 'North America'],
];
const REGION_BASE = new Map<string, [number, number, number]>([
  // [life expectancy in 1955, fertility in 1955, population growth per five years]
  ['Europe & Central Asia', [66, 2.8, 0.04]], ['Sub-Saharan Africa', [40, 6.6, 0.14]], ['East Asia & Pacific', [52, 5.6, 0.1]], ['South Asia', [42, 6.2, 0.12]],
  ['Latin America & Caribbean', [54, 5.8, 0.12]], ['Middle East & North Africa', [46, 6.7, 0.13]], ['North America', [69, 3.5, 0.07]],
]);

/** 30 countries every five years 1955-2005 (330 rows): made-up figures with plausible trends. */
export function countryIndicators(): EvalDataset {
  const rand = random(1955);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (const [country, region] of COUNTRIES) {
    const [life0, fert0, growth] = REGION_BASE.get(region) ?? [50, 5, 0.1];
    let population = Math.round(Math.exp(Math.log(8e5) + rand() * (Math.log(2.5e8) - Math.log(8e5))));
    const lifeStart = life0 + (rand() - 0.5) * 8;
    const fertStart = clamp(fert0 + (rand() - 0.5) * 1.4, 1.8, 8);
    for (let step = 0; step <= 10; step++) {
      const year = 1955 + step * 5;
      if (step > 0) population = Math.round(population * (1 + growth * (0.6 + rand() * 0.8) * (1 - step / 22)));
      const life = rand() < 0.04 ? null : Math.round(clamp(lifeStart + step * (0.9 + rand() * 1.3) * (region === 'Sub-Saharan Africa' && year > 1985 ? 0.3 : 1), 30, 90) * 10) / 10;
      const fertility = rand() < 0.05 ? null : round2(clamp(fertStart * Math.pow(0.93 - (region === 'Sub-Saharan Africa' ? -0.04 : 0.02), step) + (rand() - 0.5) * 0.3, 1.1, 8));
      rows.push({ country, region, year, population, life_expect: life, fertility });
      lines.push([country, region, String(year), rand() < 0.85 ? population.toLocaleString('en-US') : String(population), life === null ? 'NA' : String(life), fertility === null ? (rand() < 0.5 ? '.' : '') : String(fertility)]);
    }
  }
  return { name: 'p3_countries', file: 'country_indicators.csv', bytes: csvBytes(['country', 'region', 'year', 'population', 'life_expect', 'fertility'], lines), tables: [{ label: 'country_indicators.csv', rows }] };
}

const AIRPORTS = new Map<string, [number, number]>([
  ['SEA', [0, 0]], ['SFO', [80, 680]], ['LAX', [300, 950]], ['PHX', [660, 1050]], ['DEN', [880, 700]],
  ['ORD', [1650, 480]], ['DFW', [1340, 1300]], ['ATL', [2050, 1150]], ['JFK', [2400, 500]], ['BOS', [2550, 350]],
]);

/** 2,400 flights, January to March 2001, departure times to the minute, a few blank delays. */
export function flights(): EvalDataset {
  const rand = random(2001);
  const codes = [...AIRPORTS.keys()];
  const rows: Row[] = [];
  const lines: string[][] = [];
  const pad = (n: number): string => String(n).padStart(2, '0');
  for (let i = 0; i < 2400; i++) {
    const origin = codes[Math.floor(Math.pow(rand(), 1.3) * codes.length)];
    let destination = codes[Math.floor(rand() * codes.length)];
    while (destination === origin) destination = codes[Math.floor(rand() * codes.length)];
    const [x1, y1] = AIRPORTS.get(origin) ?? [0, 0];
    const [x2, y2] = AIRPORTS.get(destination) ?? [0, 0];
    const distance = Math.round(Math.hypot(x1 - x2, y1 - y2));
    const dayIndex = Math.floor(rand() * 90);
    const hour = 6 + Math.floor(Math.pow(rand(), 0.9) * 17);
    const minute = Math.floor(rand() * 60);
    const date = new Date(Date.UTC(2001, 0, 1 + dayIndex, hour, minute));
    const delay = rand() < 0.02 ? null : Math.round(-9 + Math.pow(rand(), 3) * 140 + (hour >= 17 ? rand() * 14 : 0) + (origin === 'ORD' ? rand() * 10 : 0));
    rows.push({ date, delay, distance, origin, destination });
    lines.push([
      `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())} ${pad(hour)}:${pad(minute)}`,
      delay === null ? (rand() < 0.5 ? '' : 'NA') : String(delay),
      distance >= 1000 && rand() < 0.5 ? distance.toLocaleString('en-US') : String(distance),
      origin, destination,
    ]);
  }
  return { name: 'p3_flights', file: 'flights.csv', bytes: csvBytes(['date', 'delay', 'distance', 'origin', 'destination'], lines), tables: [{ label: 'flights.csv', rows }] };
}

export const PROBE3_DATASETS = new Set(['p3_stocks', 'p3_countries', 'p3_flights']);

export function probe3Datasets(): EvalDataset[] {
  return [stockPrices(), countryIndicators(), flights()];
}

const hourForms = (key: string): string[] => [key, key.padStart(2, '0'), `${key.padStart(2, '0')}:00`];

export function probe3Questions(tables: Map<string, Row[]>): Question[] {
  const out: Question[] = [];
  const refuse: Expected = { kind: 'refuse' };
  const ask = (data: string) => (q: string, expect: Expected): void => void out.push({ data, q, expect, probe: true });
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });

  // ---- stock prices ----
  const s = tables.get('stocks.csv') ?? [];
  const S = ask('p3_stocks');
  const sym = (name: string) => (row: Row): boolean => row.symbol === name;
  const year = (row: Row): number => yearOf(row.date) ?? 0;
  S('average price by symbol', { kind: 'groups', values: groupBy(s, text('symbol'), (m) => mean(num(m, 'price'))) });
  S('max price per symbol', { kind: 'groups', values: groupBy(s, text('symbol'), (m) => Math.max(...num(m, 'price'))) });
  S('when did ACME hit its highest price?', extremeRows(s, 'price', 'date', 'max', sym('ACME')));
  S('which stock had the highest average price?', best(groupBy(s, text('symbol'), (m) => mean(num(m, 'price'))), 'symbol'));
  S('how many price records per symbol', { kind: 'groups', values: groupBy(s, text('symbol'), (m) => m.length) });
  S('what symbols are in the data?', { kind: 'list', values: [...new Set(s.map((row) => row.symbol as string))] });
  S('average price of BOLT in 2008', value(mean(num(s.filter((row) => sym('BOLT')(row) && year(row) === 2008), 'price'))));
  S("what was CRUX's lowest price?", value(Math.min(...num(s.filter(sym('CRUX')), 'price'))));
  S('compare the average price of ACME and DYNA', { kind: 'groups', values: groupBy(s.filter((row) => sym('ACME')(row) || sym('DYNA')(row)), text('symbol'), (m) => mean(num(m, 'price'))) });
  S('how many months was EVRG above $60?', count(s.filter((row) => sym('EVRG')(row) && (row.price as number) > 60).length));
  S('average ACME price per year', { kind: 'groups', values: groupBy(s.filter(sym('ACME')), (row) => String(year(row)), (m) => mean(num(m, 'price'))) });
  S("when does DYNA's data start?", extremeRows(s, 'date', 'date', 'min', sym('DYNA')));
  S('median price of all stocks in 2009', value(median(num(s.filter((row) => year(row) === 2009), 'price'))));
  S('how many records are after 2005?', count(s.filter((row) => year(row) > 2005).length));
  S('average price of ACME between 2003 and 2006', value(mean(num(s.filter((row) => sym('ACME')(row) && year(row) >= 2003 && year(row) <= 2006), 'price'))));
  S('average price except EVRG', value(mean(num(s.filter((row) => !sym('EVRG')(row)), 'price'))));
  S('how many rows are there?', count(s.length));
  S('lowest price BOLT ever closed at in 2002', value(Math.min(...num(s.filter((row) => sym('BOLT')(row) && year(row) === 2002), 'price'))));
  // must be refused
  S('which stock will go up next year?', refuse);
  S('what is the dividend yield of ACME?', refuse);
  S('which stock is the best investment?', refuse);
  S('trading volume by symbol', refuse);
  S('which stock grew the most?', refuse); // since its first month or over the same years, in dollars or percent: several readings

  // ---- country indicators ----
  const g = tables.get('country_indicators.csv') ?? [];
  const G = ask('p3_countries');
  const inYear = (y: number) => (row: Row): boolean => row.year === y;
  const g2005 = g.filter(inYear(2005));
  G('which country had the highest life expectancy in 2005?', extremeRows(g2005, 'life_expect', 'country', 'max'));
  G('average life expectancy by region in 2005', { kind: 'groups', values: groupBy(g2005, text('region'), (m) => mean(num(m, 'life_expect'))) });
  G('total population in 2005', value(sum(num(g2005, 'population'))));
  G('population of each region in 1955', { kind: 'groups', values: groupBy(g.filter(inYear(1955)), text('region'), (m) => sum(num(m, 'population'))) });
  G('which country had the lowest fertility in 2000?', extremeRows(g.filter(inYear(2000)), 'fertility', 'country', 'min'));
  G('how many countries are there?', count(new Set(g.map((row) => row.country)).size));
  G('list the regions', { kind: 'list', values: [...new Set(g.map((row) => row.region as string))] });
  G('average fertility by year', { kind: 'groups', values: groupBy(g, (row) => String(row.year), (m) => mean(num(m, 'fertility'))) });
  G('how many rows are missing life expectancy?', count(g.filter((row) => row.life_expect === null).length));
  G('which region has the most countries?', best(groupBy(g, text('region'), (m) => new Set(m.map((row) => row.country)).size), 'region'));
  G('most populous country in 2005', extremeRows(g2005, 'population', 'country', 'max'));
  G('countries with life expectancy above 75 in 2005: how many?', count(g2005.filter((row) => isNum(row.life_expect) && row.life_expect > 75).length));
  G('average life expectancy 1955 vs 2005', { kind: 'groups', values: groupBy(g.filter((row) => row.year === 1955 || row.year === 2005), (row) => String(row.year), (m) => mean(num(m, 'life_expect'))) });
  G('top 3 countries by population in 2005', topN(groupBy(g2005, text('country'), (m) => sum(num(m, 'population'))), 3));
  G('median fertility in Sub-Saharan Africa in 2005', value(median(num(g2005.filter((row) => row.region === 'Sub-Saharan Africa'), 'fertility'))));
  G('how many countries had more than 100 million people in 2005?', count(g2005.filter((row) => (row.population as number) > 100e6).length));
  G('total population by region in 2005', { kind: 'groups', values: groupBy(g2005, text('region'), (m) => sum(num(m, 'population'))) });
  G('what percentage of rows have no fertility value?', value((100 * g.filter((row) => row.fertility === null).length) / g.length));
  G('which year had the highest average life expectancy?', best(groupBy(g, (row) => String(row.year), (m) => mean(num(m, 'life_expect'))), 'year'));
  G('what was the fertility rate in Japan in 1970?', value(g.find((row) => row.country === 'Japan' && row.year === 1970)?.fertility as number));
  G('which columns have gaps?', { kind: 'list', values: ['life_expect', 'fertility'] });
  G('share of total 2005 population by region', { kind: 'groups', values: new Map([...groupBy(g2005, text('region'), (m) => sum(num(m, 'population')))].map(([k, x]) => [k, x / sum(num(g2005, 'population'))])), column: 'share' });
  G('average life expectancy in Europe & Central Asia excluding Greece', value(mean(num(g.filter((row) => row.region === 'Europe & Central Asia' && row.country !== 'Greece'), 'life_expect'))));
  // must be refused
  G('why is fertility falling?', refuse);
  G('population growth of each region', refuse); // in people or percent, over which years: several readings
  G('gdp per capita by region', refuse);
  G('which country is the happiest?', refuse);
  G('what will life expectancy be in 2030?', refuse);
  G('average population per country', refuse); // one figure over every country-year, or one per country

  // ---- flights ----
  const f = tables.get('flights.csv') ?? [];
  const F = ask('p3_flights');
  const hour = (row: Row): number => (row.date as Date).getUTCHours();
  const monthOf = (row: Row): number => (row.date as Date).getUTCMonth() + 1;
  const delay = (row: Row): number | null => (isNum(row.delay) ? row.delay : null);
  F('average delay by origin', { kind: 'groups', values: groupBy(f, text('origin'), (m) => mean(num(m, 'delay'))) });
  F('which origin airport has the longest average delay?', best(groupBy(f, text('origin'), (m) => mean(num(m, 'delay'))), 'origin'));
  F('busiest hour of the day for departures', best(groupBy(f, (row) => String(hour(row)), (m) => m.length), 'hour', 'max', hourForms));
  F('which day of the week has the most flights?', best(groupBy(f, (row) => String((row.date as Date).getUTCDay()), (m) => m.length), 'weekday', 'max', weekdayForms));
  F('what hour of the day has the worst delays on average?', best(groupBy(f, (row) => String(hour(row)), (m) => mean(num(m, 'delay'))), 'hour', 'max', hourForms));
  F('longest distance flown', value(Math.max(...num(f, 'distance'))));
  F('how many flights were delayed by more than half an hour?', count(f.filter((row) => (delay(row) ?? -Infinity) > 30).length));
  F('how many flights left early?', count(f.filter((row) => (delay(row) ?? 0) < 0).length));
  F('average distance of flights from SEA', value(mean(num(f.filter((row) => row.origin === 'SEA'), 'distance'))));
  F('total distance flown in february', value(sum(num(f.filter((row) => monthOf(row) === 2), 'distance'))));
  F('how many flights from LAX to SFO?', count(f.filter((row) => row.origin === 'LAX' && row.destination === 'SFO').length));
  F('what destinations are there?', { kind: 'list', values: [...new Set(f.map((row) => row.destination as string))] });
  F('number of flights per origin', { kind: 'groups', values: groupBy(f, text('origin'), (m) => m.length) });
  F('top 3 destinations by number of flights', topN(groupBy(f, text('destination'), (m) => m.length), 3));
  F('average delay for flights over 1,000 miles', value(mean(num(f.filter((row) => (row.distance as number) > 1000), 'delay'))));
  F('median delay', value(median(num(f, 'delay'))));
  F('how many flights are missing a delay value?', count(f.filter((row) => row.delay === null).length));
  F('average delay in march', value(mean(num(f.filter((row) => monthOf(row) === 3), 'delay'))));
  F('what percentage of flights were more than 15 minutes late?', value((100 * f.filter((row) => (delay(row) ?? -Infinity) > 15).length) / f.length));
  F('which day had the most flights?', best(groupBy(f, (row) => (row.date as Date).toISOString().slice(0, 10), (m) => m.length), 'date', 'max', (key) => isoForms(new Date(`${key}T00:00:00Z`))));
  F('total delay minutes by destination', { kind: 'groups', values: groupBy(f, text('destination'), (m) => sum(num(m, 'delay'))) });
  F('how many flights in total?', count(f.length));
  F('did flights from ORD have longer delays than flights from DEN on average?', { kind: 'groups', values: groupBy(f.filter((row) => row.origin === 'ORD' || row.origin === 'DEN'), text('origin'), (m) => mean(num(m, 'delay'))) });
  F('how many flights were more than an hour late?', count(f.filter((row) => (delay(row) ?? -Infinity) > 60).length));
  F('total distance of flights into BOS', value(sum(num(f.filter((row) => row.destination === 'BOS'), 'distance'))));
  // must be refused
  F('how many flights had no delay?', eitherReading(count(f.filter((row) => row.delay === 0).length), count(f.filter((row) => row.delay === null).length)));
  F('how many flights were late?', eitherReading(count(f.filter((row) => (delay(row) ?? 0) > 0).length), count(f.filter((row) => (delay(row) ?? 0) > 15).length)));
  F('which airline is the most punctual?', refuse);
  F('average ticket price by destination', refuse);
  F('will my flight tomorrow be late?', refuse);
  F('delay per mile by origin', refuse); // the average of each flight's ratio, or total delay over total miles
  return out;
}
