/**
 * The blind probe: a used-car listings file shaped like the ones people download from public
 * data portals (money as "$12,500", mileage as "45,000", dates as "Jun 12 2023", ratings with
 * "n/a" and "-"), and questions written the way a person types them before the analyst ever
 * saw them. Expected figures are computed here in plain JavaScript over the generated rows.
 * The first run's results are recorded in PROBE.md next to this file.
 */
import { random, type EvalDataset, type Row } from './data';
import { mean, median, sum, type Expected, type Question } from './questions';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MODELS = new Map<string, string[]>([
  ['Toyota', ['Corolla', 'RAV4', 'Camry', 'Prius']],
  ['Honda', ['Civic', 'CR-V', 'Accord']],
  ['Ford', ['F-150', 'Focus', 'Escape', 'Mustang']],
  ['Kia', ['Sportage', 'Rio', 'EV6']],
  ['Tesla', ['Model 3', 'Model Y']],
  ['BMW', ['X3', '3 Series', 'i4']],
  ['Subaru', ['Outback', 'Impreza']],
]);
const BODY = new Map<string, string>([
  ['Corolla', 'Sedan'], ['RAV4', 'SUV'], ['Camry', 'Sedan'], ['Prius', 'Hatchback'], ['Civic', 'Sedan'], ['CR-V', 'SUV'], ['Accord', 'Sedan'],
  ['F-150', 'Pickup'], ['Focus', 'Hatchback'], ['Escape', 'SUV'], ['Mustang', 'Coupe'], ['Sportage', 'SUV'], ['Rio', 'Hatchback'], ['EV6', 'SUV'],
  ['Model 3', 'Sedan'], ['Model Y', 'SUV'], ['X3', 'SUV'], ['3 Series', 'Sedan'], ['i4', 'Sedan'], ['Outback', 'SUV'], ['Impreza', 'Hatchback'],
]);
const ELECTRIC = new Set(['Model 3', 'Model Y', 'EV6', 'i4']);
const DEALERS = ['Metro Auto Mall', 'Lakeside Motors', 'Hillcrest Cars', 'Budget Wheels', 'Prime Autos', 'Riverside Dealers'];
export const PROBE_HEADER = ['Listing ID', 'Make', 'Model', 'Model Year', 'Body Type', 'Fuel', 'Transmission', 'Price (USD)', 'Mileage (mi)', 'Listed On', 'Dealer', 'Days on Market', 'Seller Rating'];

/** 640 listings from 2022 and 2023. */
export function usedCars(): EvalDataset {
  const rand = random(71);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let i = 0; i < 640; i++) {
    const make = pick([...MODELS.keys()]);
    const model = pick(MODELS.get(make) ?? []);
    const year = 2008 + Math.floor(rand() * 16);
    const fuel = ELECTRIC.has(model) ? 'Electric' : model === 'Prius' ? 'Hybrid' : model === 'F-150' && rand() < 0.4 ? 'Diesel' : rand() < 0.12 ? 'Hybrid' : rand() < 0.1 ? 'Diesel' : 'Gasoline';
    const transmission = fuel === 'Electric' || rand() < 0.8 ? 'Automatic' : 'Manual';
    const age = 2024 - year;
    const mileage = Math.round(age * (6_000 + rand() * 10_000) + rand() * 3_000);
    const base = make === 'Tesla' || make === 'BMW' ? 52_000 : make === 'Ford' && model === 'F-150' ? 45_000 : 28_000;
    const price = Math.max(1_500, Math.round((base * Math.pow(0.88, age) * (0.85 + rand() * 0.3)) / 50) * 50);
    const listed = new Date(Date.UTC(2022, Math.floor(rand() * 24), 1 + Math.floor(rand() * 28)));
    const dealer = pick(DEALERS);
    const days = rand() < 0.05 ? null : 1 + Math.floor(rand() * 120);
    const rating = rand() < 0.1 ? null : Math.round((2.5 + rand() * 2.5) * 10) / 10;
    const id = `UC-${5000 + i}`;
    rows.push({ 'Listing ID': id, Make: make, Model: model, 'Model Year': year, 'Body Type': BODY.get(model) ?? 'Sedan', Fuel: fuel, Transmission: transmission, 'Price (USD)': price, 'Mileage (mi)': mileage, 'Listed On': listed, Dealer: dealer, 'Days on Market': days, 'Seller Rating': rating });
    lines.push([
      id, make, model, String(year), BODY.get(model) ?? 'Sedan', fuel, transmission, `$${price.toLocaleString('en-US')}`, mileage.toLocaleString('en-US'),
      `${MONTHS[listed.getUTCMonth()]} ${listed.getUTCDate()} ${listed.getUTCFullYear()}`, dealer,
      days === null ? (rand() < 0.5 ? 'NA' : '') : String(days), rating === null ? (rand() < 0.5 ? 'n/a' : '-') : String(rating),
    ]);
  }
  const cell = (text: string): string => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const bytes = Buffer.from([PROBE_HEADER, ...lines].map((line) => line.map(cell).join(',')).join('\n') + '\n', 'utf8');
  return { name: 'cars', file: 'used_cars.csv', bytes, tables: [{ label: 'used_cars.csv', rows }] };
}

const num = (rows: Row[], column: string): number[] => rows.map((row) => row[column]).filter((v): v is number => typeof v === 'number');
function groupBy(rows: Row[], key: (row: Row) => string | null, figure: (members: Row[]) => number): Map<string, number> {
  const buckets = new Map<string, Row[]>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) buckets.set(k, [...(buckets.get(k) ?? []), row]);
  }
  return new Map([...buckets].map(([k, members]) => [k, figure(members)]));
}
/** The first n groups; for the first one only, any group tied with it is right (`column` names the groups). */
function topOf(values: Map<string, number>, n: number, column: string): Expected {
  const sorted = [...values].sort((a, b) => b[1] - a[1]);
  if (n === 1) return { kind: 'row', column, labels: sorted.filter(([, v]) => Math.abs(v - sorted[0][1]) < 1e-9).map(([k]) => k), value: sorted[0][1] };
  return { kind: 'top', keys: sorted.slice(0, n).map(([k]) => k), values: sorted.slice(0, n).map(([, v]) => v) };
}
/** The rows holding a column's extreme value: any of them is a right answer. */
function extremeRows(rows: Row[], column: string, label: string, dir: 'max' | 'min'): Expected {
  const value = (row: Row): number => { const v = row[column]; return v instanceof Date ? v.getTime() : typeof v === 'number' ? v : NaN; };
  const xs = rows.map(value).filter(Number.isFinite);
  const best = dir === 'max' ? Math.max(...xs) : Math.min(...xs);
  return { kind: 'row', column: label, labels: rows.filter((row) => value(row) === best).map((row) => String(row[label])) };
}

export function probeQuestions(rows: Row[]): Question[] {
  const out: Question[] = [];
  const add = (q: string, expect: Expected): void => void out.push({ data: 'cars', q, expect, probe: true });
  const PRICE = 'Price (USD)';
  const MILES = 'Mileage (mi)';
  const where = (column: string, value: string) => rows.filter((row) => row[column] === value);
  const inYear = (year: number) => (row: Row): boolean => row['Listed On'] instanceof Date && (row['Listed On'] as Date).getUTCFullYear() === year;
  const text = (column: string) => (row: Row): string | null => (typeof row[column] === 'string' ? (row[column] as string) : null);
  const distinct = (column: string): string[] => [...new Set(rows.map(text(column)).filter((v): v is string => v !== null))];
  const refuse: Expected = { kind: 'refuse' };

  add('what is the average price?', { kind: 'value', value: mean(num(rows, PRICE)) });
  add('how many cars are listed?', { kind: 'value', value: rows.length });
  add('which make has the most listings?', topOf(groupBy(rows, text('Make'), (m) => m.length), 1, 'Make'));
  add('average mileage by fuel type', { kind: 'groups', values: groupBy(rows, text('Fuel'), (m) => mean(num(m, MILES))) });
  add("what's the most expensive car?", extremeRows(rows, PRICE, 'Listing ID', 'max'));
  add('cheapest listing', extremeRows(rows, PRICE, 'Listing ID', 'min'));
  add('how many cars run on diesel?', { kind: 'value', value: where('Fuel', 'Diesel').length });
  add('average price of electric cars', { kind: 'value', value: mean(num(where('Fuel', 'Electric'), PRICE)) });
  add('median price per body type', { kind: 'groups', values: groupBy(rows, text('Body Type'), (m) => median(num(m, PRICE))) });
  add('total value of all listings in 2023', { kind: 'value', value: sum(num(rows.filter(inYear(2023)), PRICE)) });
  add('number of listings by year', { kind: 'groups', values: groupBy(rows, (row) => (row['Listed On'] instanceof Date ? String((row['Listed On'] as Date).getUTCFullYear()) : null), (m) => m.length) });
  add('which dealer has the best average seller rating?', topOf(groupBy(rows, text('Dealer'), (m) => mean(num(m, 'Seller Rating'))), 1, 'Dealer'));
  add('how many cars have more than 100k miles?', { kind: 'value', value: rows.filter((row) => (row[MILES] as number) > 100_000).length });
  add('average price for cars under 50,000 miles', { kind: 'value', value: mean(num(rows.filter((row) => (row[MILES] as number) < 50_000), PRICE)) });
  add('how many listings have no seller rating?', { kind: 'value', value: rows.filter((row) => row['Seller Rating'] === null).length });
  add('average days on market by make', { kind: 'groups', values: groupBy(rows, text('Make'), (m) => mean(num(m, 'Days on Market'))) });
  add('top 5 makes by average price', topOf(groupBy(rows, text('Make'), (m) => mean(num(m, PRICE))), 5, 'Make'));
  add('what fuel types are there?', { kind: 'list', values: distinct('Fuel') });
  add('what makes do we have?', { kind: 'list', values: distinct('Make') });
  add('how many different models are there?', { kind: 'value', value: distinct('Model').length });
  add('oldest car', extremeRows(rows, 'Model Year', 'Listing ID', 'min'));
  add('most recent listing', extremeRows(rows, 'Listed On', 'Listing ID', 'max'));
  add('average price of SUVs in 2022', { kind: 'value', value: mean(num(rows.filter((row) => row['Body Type'] === 'SUV' && inYear(2022)(row)), PRICE)) });
  add('which body type has the highest average price?', topOf(groupBy(rows, text('Body Type'), (m) => mean(num(m, PRICE))), 1, 'Body Type'));
  add('total mileage excluding Ford', { kind: 'value', value: sum(num(rows.filter((row) => row.Make !== 'Ford'), MILES)) });
  add('average price automatic vs manual', { kind: 'groups', values: groupBy(rows, text('Transmission'), (m) => mean(num(m, PRICE))) });
  add('how many listings per dealer', { kind: 'groups', values: groupBy(rows, text('Dealer'), (m) => m.length) });
  add('which month had the most listings?', topOf(groupBy(rows, (row) => { const d = row['Listed On'] as Date; return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`; }, (m) => m.length), 1, 'Listed On'));
  add('sum of prices for Kia in Q2 2023', { kind: 'value', value: sum(num(rows.filter((row) => row.Make === 'Kia' && row['Listed On'] instanceof Date && (row['Listed On'] as Date).getUTCFullYear() === 2023 && [3, 4, 5].includes((row['Listed On'] as Date).getUTCMonth())), PRICE)) });
  add('how many Teslas under $40k?', { kind: 'value', value: rows.filter((row) => row.Make === 'Tesla' && (row[PRICE] as number) < 40_000).length });
  add('highest mileage', { kind: 'value', value: Math.max(...num(rows, MILES)) });
  add('average seller rating for Honda', { kind: 'value', value: mean(num(where('Make', 'Honda'), 'Seller Rating')) });
  add('what dealers are there?', { kind: 'list', values: distinct('Dealer') });
  add('listings with a price over $50,000: how many?', { kind: 'value', value: rows.filter((row) => (row[PRICE] as number) > 50_000).length });
  add('median days on market for electric cars', { kind: 'value', value: median(num(where('Fuel', 'Electric'), 'Days on Market')) });
  // Must be refused: no column holds it, or it needs a judgement or a forecast.
  add('average price per mile', refuse);
  add('which cars are overpriced?', refuse);
  add('will prices go up next year?', refuse);
  add('how many accidents did the Toyotas have?', refuse);
  add('average horsepower by make', refuse);
  add('which dealer is the most trustworthy?', refuse);
  return out;
}
