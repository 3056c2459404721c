/**
 * Writes the sample data used by `npm start`, the README and the analyst's tests and benchmark:
 * samples/sales.csv, samples/customers.xlsx and samples/README.md. Deterministic (a seeded
 * generator), so the committed files only change when this script does (the workbook is left
 * alone when its content is unchanged, as its zip carries write times).
 *
 *   npx tsx scripts/generate-samples.ts [output folder] [--fixtures]
 * (--fixtures also writes the analyst's test fixtures to test/fixtures/analyst/)
 */
import ExcelJS from 'exceljs';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** mulberry32: a tiny seeded PRNG, good enough for sample data and identical on every machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const REGIONS = ['North', 'South', 'East', 'West'];
export const PRODUCTS: Array<{ product: string; category: string; price: number }> = [
  { product: 'Laptop', category: 'Electronics', price: 899 },
  { product: 'Monitor', category: 'Electronics', price: 229 },
  { product: 'Headphones', category: 'Electronics', price: 129 },
  { product: 'Desk Chair', category: 'Furniture', price: 189 },
  { product: 'Standing Desk', category: 'Furniture', price: 449 },
  { product: 'Bookshelf', category: 'Furniture', price: 119 },
  { product: 'Notebook', category: 'Office Supplies', price: 4.5 },
  { product: 'Pen Set', category: 'Office Supplies', price: 12 },
  { product: 'Stapler', category: 'Office Supplies', price: 18 },
  { product: 'Coffee Maker', category: 'Kitchen', price: 79 },
];

export interface SaleRow {
  order_id: number;
  order_date: string;
  region: string | null;
  product: string;
  category: string;
  units: number | null;
  unit_price: number;
  revenue: number | null;
  customer_id: string;
}

/** Orders from 2023-01-01 to 2024-12-31 with growth, seasonality and regional differences. */
export function generateSales(count: number, seed = 42, customers = 400): SaleRow[] {
  const next = random(seed);
  const start = Date.UTC(2023, 0, 1);
  const days = 731;
  const rows: SaleRow[] = [];
  for (let i = 0; i < count; i++) {
    // Later days are more likely (the business grows); orders before October are sometimes moved
    // two months later. What the data ends up saying is computed by salesFacts, not assumed here.
    let day = Math.floor(next() ** 0.85 * days);
    const month = new Date(start + day * 86_400_000).getUTCMonth();
    if (month < 9 && next() < 0.12) day = Math.min(days - 1, day + 60);
    const date = new Date(start + Math.min(day, days - 1) * 86_400_000).toISOString().slice(0, 10);
    const region = REGIONS[Math.floor(next() ** 1.3 * REGIONS.length)];
    const item = PRODUCTS[Math.floor(next() * PRODUCTS.length)];
    const units = 1 + Math.floor(next() ** 2 * (item.price < 20 ? 40 : 8));
    const discount = next() < 0.2 ? 0.9 : 1;
    const unitPrice = Math.round(item.price * discount * 100) / 100;
    rows.push({
      order_id: 100001 + i,
      order_date: date,
      region,
      product: item.product,
      category: item.category,
      units,
      unit_price: unitPrice,
      revenue: Math.round(units * unitPrice * 100) / 100,
      customer_id: `C${String(1 + Math.floor(next() * customers)).padStart(4, '0')}`,
    });
  }
  return rows;
}

/** The sample's imperfections, on purpose: a few missing values and one duplicated row. */
export function withFlaws(rows: SaleRow[]): SaleRow[] {
  const flawed = rows.map((row) => ({ ...row }));
  for (const i of [17, 408, 1333]) if (flawed[i]) flawed[i].region = null;
  for (const i of [52, 2020]) if (flawed[i]) flawed[i].units = null;
  for (const i of [52, 999]) if (flawed[i]) flawed[i].revenue = null;
  if (flawed.length > 1500) flawed.splice(1500, 0, { ...flawed[1499] });
  return flawed;
}

export const SALES_COLUMNS: Array<keyof SaleRow> = ['order_id', 'order_date', 'region', 'product', 'category', 'units', 'unit_price', 'revenue', 'customer_id'];

export function salesCsv(rows: SaleRow[]): string {
  const lines = [SALES_COLUMNS.join(',')];
  for (const row of rows) lines.push(SALES_COLUMNS.map((column) => (row[column] === null ? '' : String(row[column]))).join(','));
  return `${lines.join('\n')}\n`;
}

const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eva', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jon', 'Kai', 'Lena', 'Mia', 'Noah', 'Omar', 'Priya'];
const LAST = ['Silva', 'Meyer', 'Dubois', 'Patel', 'Novak', 'Haddad', 'Kim', 'Rossi', 'García', 'Olsen', 'Tanaka', 'Brown'];
const SEGMENTS = [
  { segment: 'Consumer', discount: 0, description: 'Individual buyers' },
  { segment: 'Small Business', discount: 5, description: 'Companies with up to 50 staff' },
  { segment: 'Enterprise', discount: 12, description: 'Companies with more than 50 staff' },
];

export interface CustomerRow {
  customer_id: string;
  name: string;
  segment: string;
  region: string;
  signup_date: Date;
  age: number;
}

export function generateCustomers(count = 400, seed = 7): CustomerRow[] {
  const next = random(seed);
  const rows: CustomerRow[] = [];
  for (let i = 1; i <= count; i++) {
    const signup = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 1800) * 86_400_000);
    rows.push({
      customer_id: `C${String(i).padStart(4, '0')}`,
      name: `${FIRST[Math.floor(next() * FIRST.length)]} ${LAST[Math.floor(next() * LAST.length)]}`,
      segment: SEGMENTS[Math.floor(next() ** 1.5 * SEGMENTS.length)].segment,
      region: REGIONS[Math.floor(next() * REGIONS.length)],
      signup_date: signup,
      age: 19 + Math.floor(next() * 50),
    });
  }
  return rows;
}

export async function customersWorkbook(count = 400, seed = 7): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2025, 0, 1));
  workbook.modified = workbook.created;
  const customers = workbook.addWorksheet('Customers');
  customers.columns = [
    { header: 'customer_id', key: 'customer_id', width: 12 },
    { header: 'name', key: 'name', width: 22 },
    { header: 'segment', key: 'segment', width: 16 },
    { header: 'region', key: 'region', width: 10 },
    { header: 'signup_date', key: 'signup_date', width: 12 },
    { header: 'age', key: 'age', width: 6 },
  ];
  for (const row of generateCustomers(count, seed)) customers.addRow(row);
  customers.getColumn('signup_date').numFmt = 'yyyy-mm-dd';
  const segments = workbook.addWorksheet('Segments');
  segments.columns = [
    { header: 'segment', key: 'segment', width: 16 },
    { header: 'discount_pct', key: 'discount', width: 12 },
    { header: 'description', key: 'description', width: 36 },
  ];
  for (const segment of SEGMENTS) segments.addRow(segment);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const DEPARTMENTS = [
  { department: 'Engineering', base: 82000 },
  { department: 'Sales', base: 61000 },
  { department: 'Marketing', base: 58000 },
  { department: 'Support', base: 45000 },
  { department: 'Finance', base: 67000 },
];
const CITIES = ['Lisbon', 'Berlin', 'Paris', 'Madrid', 'Warsaw'];

/**
 * An HR table for the analyst's tests, with the column names people really get from exports:
 * spaces, capitals ("Annual Salary", "Hire Date"), so forgiving column matching is exercised.
 */
export function employeesCsv(count = 240, seed = 11): string {
  const next = random(seed);
  const lines = ['Employee ID,Full Name,Department,City,Hire Date,Age,Annual Salary,Performance Score,Remote'];
  for (let i = 1; i <= count; i++) {
    const dept = DEPARTMENTS[Math.floor(next() * DEPARTMENTS.length)];
    const age = 22 + Math.floor(next() * 40);
    const years = Math.min(age - 21, Math.floor(next() * 15));
    const hire = new Date(Date.UTC(2024, 5, 30) - Math.floor((years + next()) * 365) * 86_400_000).toISOString().slice(0, 10);
    const salary = Math.round((dept.base + years * 1800 + (next() - 0.5) * 16000) / 100) * 100;
    const score = Math.round((2 + next() * 3) * 10) / 10;
    const city = i % 37 === 0 ? '' : CITIES[Math.floor(next() * CITIES.length)];
    const name = `${FIRST[Math.floor(next() * FIRST.length)]} ${LAST[Math.floor(next() * LAST.length)]}`;
    lines.push([`E${String(i).padStart(3, '0')}`, name, dept.department, city, hire, age, salary, score, next() < 0.35 ? 'true' : 'false'].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** What samples/README.md says about sales.csv, every figure computed from the rows written. */
export interface SalesFacts {
  rows: number;
  firstDate: string;
  lastDate: string;
  regions: string[];
  customerIds: [string, string];
  /** Revenue per calendar year, oldest first. */
  revenueByYear: Array<[string, number]>;
  /** The month (YYYY-MM) and the quarter (YYYY Qn) with the most revenue, and that revenue. */
  peakMonth: [string, number];
  peakQuarter: [string, number];
  /** Whether revenue equals units × unit_price (to the cent) on every row that has all three. */
  revenueIsUnitsTimesPrice: boolean;
  /** Empty cells per column, for the columns that have any. */
  missing: Array<[keyof SaleRow, number]>;
  /** order_id of each row that repeats an earlier row exactly. */
  duplicatedOrders: number[];
}

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

function largest(map: Map<string, number>): [string, number] {
  return [...map].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
}

const cents = (value: number): number => Math.round(value * 100) / 100;

export function salesFacts(rows: SaleRow[]): SalesFacts {
  const dates = rows.map((r) => r.order_date).sort();
  const customers = rows.map((r) => r.customer_id).sort();
  const years = new Map<string, number>();
  const months = new Map<string, number>();
  const quarters = new Map<string, number>();
  for (const row of rows) {
    const revenue = row.revenue ?? 0;
    add(years, row.order_date.slice(0, 4), revenue);
    add(months, row.order_date.slice(0, 7), revenue);
    add(quarters, `${row.order_date.slice(0, 4)} Q${Math.floor((Number(row.order_date.slice(5, 7)) - 1) / 3) + 1}`, revenue);
  }
  const seen = new Set<string>();
  const duplicatedOrders: number[] = [];
  for (const row of rows) {
    const key = JSON.stringify(SALES_COLUMNS.map((c) => row[c]));
    if (seen.has(key)) duplicatedOrders.push(row.order_id);
    seen.add(key);
  }
  const present = new Set(rows.map((r) => r.region));
  return {
    rows: rows.length,
    firstDate: dates[0],
    lastDate: dates[dates.length - 1],
    regions: REGIONS.filter((r) => present.has(r)),
    customerIds: [customers[0], customers[customers.length - 1]],
    revenueByYear: [...years].sort((a, b) => a[0].localeCompare(b[0])).map(([y, v]) => [y, cents(v)]),
    peakMonth: ((m) => [m[0], cents(m[1])])(largest(months)),
    peakQuarter: ((q) => [q[0], cents(q[1])])(largest(quarters)),
    revenueIsUnitsTimesPrice: rows.every((r) => r.units === null || r.revenue === null || cents(r.units * r.unit_price) === r.revenue),
    missing: SALES_COLUMNS.map((c): [keyof SaleRow, number] => [c, rows.filter((r) => r[c] === null).length]).filter(([, n]) => n > 0),
    duplicatedOrders,
  };
}

/** Figures as the README writes them: thousands separators, cents only when there are any. */
export function figure(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(value) ? 0 : 2 });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function monthName(yyyyMm: string): string {
  return `${MONTHS[Number(yyyyMm.slice(5, 7)) - 1]} ${yyyyMm.slice(0, 4)}`;
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${figure(n)} ${n === 1 ? one : many}`;
}

function list(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function trend(byYear: Array<[string, number]>): string {
  if (byYear.length < 2) return '';
  const [firstYear, first] = byYear[0];
  const [lastYear, last] = byYear[byYear.length - 1];
  const change = Math.round(((last - first) / first) * 100);
  const direction = change > 0 ? `grows ${change}%` : change < 0 ? `falls ${-change}%` : 'stays level';
  return ` Revenue ${direction}, from ${figure(first)} in ${firstYear} to ${figure(last)} in ${lastYear}.`;
}

const MISSING_LABEL: Partial<Record<keyof SaleRow, [string, string]>> = { region: ['missing region', 'missing regions'], units: ['missing units value', 'missing units values'], revenue: ['missing revenue', 'missing revenues'] };

/** samples/README.md, from the facts of the data it describes (so it cannot drift from it). */
export function sampleReadme(sales: SalesFacts, customers: CustomerRow[]): string {
  const flaws = sales.missing.map(([column, n]) => {
    const [one, many] = MISSING_LABEL[column] ?? [`empty ${column}`, `empty ${column} cells`];
    return count(n, one, many);
  });
  if (sales.duplicatedOrders.length) {
    flaws.push(sales.duplicatedOrders.length === 1
      ? `one duplicated row (order ${sales.duplicatedOrders[0]} appears twice)`
      : `${sales.duplicatedOrders.length} duplicated rows (orders ${list(sales.duplicatedOrders.map(String))})`);
  }
  const present = new Set(customers.map((c) => c.segment));
  const segments = SEGMENTS.map((s) => s.segment).filter((s) => present.has(s));
  const [monthKey, monthRevenue] = sales.peakMonth;
  const [quarterKey, quarterRevenue] = sales.peakQuarter;
  return `# Sample data

Generated by \`npx tsx scripts/generate-samples.ts\` (deterministic: same files on every run). Every
figure below is computed from the data when the files are written.

- **sales.csv**: ${count(sales.rows, 'order')} from ${sales.firstDate} to ${sales.lastDate}. Columns: order_id, order_date,
  region (${sales.regions.join('/')}), product, category, units, unit_price, revenue${sales.revenueIsUnitsTimesPrice ? ' (units × unit_price)' : ''},
  customer_id (${sales.customerIds[0]}-${sales.customerIds[1]}).${trend(sales.revenueByYear)}
  The best month is ${monthName(monthKey)} (revenue ${figure(monthRevenue)}) and the best quarter is
  ${quarterKey} (${figure(quarterRevenue)}).${flaws.length ? `\n  On purpose, the file has a few imperfections to find: ${list(flaws)}.` : ''}
- **customers.xlsx**: two sheets. *Customers*: customer_id, name, segment (${segments.join('/')}), region,
  signup_date and age for ${count(customers.length, 'customer')}. *Segments*: segment, discount_pct, description.

Questions to try: "total revenue by region", "monthly revenue trend", "top 5 products by units",
"average unit price by category in 2024", "are there duplicate rows?", "correlation between units
and revenue", "how many customers per segment?".
`;
}

/** Every sheet's name and cell values: what a workbook says, without its zip timestamps. */
async function workbookContent(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return JSON.stringify(workbook.worksheets.map((sheet) => [sheet.name, sheet.getSheetValues()]));
}

/**
 * Writes the workbook unless the file already says the same: the zip inside an .xlsx stamps each
 * entry with the current time, so rewriting identical content would still change the file.
 */
async function writeWorkbook(file: string, bytes: Buffer): Promise<void> {
  if (existsSync(file) && (await workbookContent(readFileSync(file))) === (await workbookContent(bytes))) return;
  writeFileSync(file, bytes);
}

async function main(): Promise<void> {
  const folder = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(__dirname, '..', 'samples'));
  mkdirSync(folder, { recursive: true });
  const sales = withFlaws(generateSales(3000));
  writeFileSync(path.join(folder, 'sales.csv'), salesCsv(sales));
  await writeWorkbook(path.join(folder, 'customers.xlsx'), await customersWorkbook());
  writeFileSync(path.join(folder, 'README.md'), sampleReadme(salesFacts(sales), generateCustomers()));
  console.log(`wrote sales.csv, customers.xlsx and README.md to ${folder}`);
  if (process.argv.includes('--fixtures')) {
    // The analyst's test fixtures: the same sales data, plus an HR table and the workbook's sheets as CSV.
    const fixtures = path.join(__dirname, '..', 'test', 'fixtures', 'analyst');
    mkdirSync(fixtures, { recursive: true });
    writeFileSync(path.join(fixtures, 'sales.csv'), salesCsv(withFlaws(generateSales(3000))));
    writeFileSync(path.join(fixtures, 'employees.csv'), employeesCsv());
    const customers = generateCustomers().map((c) => [c.customer_id, c.name, c.segment, c.region, c.signup_date.toISOString().slice(0, 10), c.age].join(','));
    writeFileSync(path.join(fixtures, 'customers.csv'), `customer_id,name,segment,region,signup_date,age\n${customers.join('\n')}\n`);
    writeFileSync(path.join(fixtures, 'segments.csv'), `segment,discount_pct,description\n${SEGMENTS.map((s) => `${s.segment},${s.discount},${s.description}`).join('\n')}\n`);
    console.log(`wrote the analyst's fixtures to ${fixtures}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
