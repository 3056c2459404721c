/**
 * The evaluation's own datasets, generated from a fixed seed so every run sees the same files.
 * Each is written the way people write data: dates as text in several formats, currency signs
 * and thousands separators, percentages, missing-value marks, long column names, two sheets.
 * The generator keeps every row as typed JavaScript values: expected answers are computed from
 * those, never from the analyst or from DuckDB.
 */
import ExcelJS from 'exceljs';
import { parseCsv } from '../../../src/common/csv';

export type Value = string | number | Date | boolean | null;
export type Row = Record<string, Value>;

export interface EvalTable {
  /** Label the engine gives the table: the file name, or "file / Sheet" for workbooks. */
  label: string;
  rows: Row[];
}

export interface EvalDataset {
  name: string;
  file: string;
  /** The file's bytes as the user would have it. */
  bytes: Buffer;
  tables: EvalTable[];
}

/** mulberry32: small, fast and the same on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const day = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m, d));
const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;

function csvCell(text: string): string {
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(header: string[], lines: string[][]): Buffer {
  return Buffer.from([header, ...lines].map((line) => line.map(csvCell).join(',')).join('\n') + '\n', 'utf8');
}

/** Daily weather at three stations, 2021-2023: dates like "Jun 12 2021", "NA" and blanks for missing rain. */
function weather(): EvalDataset {
  const rand = random(11);
  const stations = ['Harbor', 'Hilltop', 'Valley'];
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let t = day(2021, 0, 1).getTime(); t < day(2024, 0, 1).getTime(); t += 86_400_000) {
    const date = new Date(t);
    const season = Math.sin(((date.getUTCMonth() + 0.5) / 12) * 2 * Math.PI - Math.PI / 2);
    for (const [s, station] of stations.entries()) {
      if (rand() < 0.03) continue;
      const max = round(14 + 11 * season + s * 1.5 + (rand() - 0.5) * 8, 1);
      const min = round(max - 6 - rand() * 5, 1);
      const missingRain = rand() < 0.05;
      const rain = missingRain ? null : rand() < 0.6 ? 0 : round(rand() * (date.getUTCMonth() >= 9 || date.getUTCMonth() <= 1 ? 30 : 12) + s * 0.5, 1);
      const wind = round(5 + rand() * 40, 1);
      rows.push({ Date: date, Station: station, 'Max Temp (C)': max, 'Min Temp (C)': min, 'Precipitation (mm)': rain, 'Wind Speed km/h': wind });
      lines.push([`${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()} ${date.getUTCFullYear()}`, station, String(max), String(min), rain === null ? (rand() < 0.5 ? 'NA' : '') : String(rain), String(wind)]);
    }
  }
  return { name: 'weather', file: 'weather.csv', bytes: csv(['Date', 'Station', 'Max Temp (C)', 'Min Temp (C)', 'Precipitation (mm)', 'Wind Speed km/h'], lines), tables: [{ label: 'weather.csv', rows }] };
}

/** Films: release dates like "12 June 1998", budgets like "$1,200,000", ratings with "n/a". */
function films(): EvalDataset {
  const rand = random(23);
  const genres = ['Drama', 'Comedy', 'Action', 'Horror', 'Documentary'];
  const studios = ['Northlight', 'Bluebird Pictures', 'Kestrel', 'Orchard Films'];
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let i = 0; i < 400; i++) {
    const genre = genres[Math.floor(rand() * genres.length)];
    const studio = studios[Math.floor(rand() * studios.length)];
    const released = day(1990 + Math.floor(rand() * 30), Math.floor(rand() * 12), 1 + Math.floor(rand() * 28));
    const budget = Math.round((genre === 'Action' ? 40 : genre === 'Documentary' ? 2 : 15) * (0.3 + rand() * 1.7) * 100) * 10_000;
    const gross = Math.round(budget * (0.2 + rand() * 3.5) / 1000) * 1000;
    const rating = rand() < 0.08 ? null : round(3 + rand() * 6.5, 1);
    const runtime = Math.round(80 + rand() * 70);
    const title = `${['The', 'A', 'Last', 'Silent', 'Red', 'Golden'][i % 6]} ${['River', 'Night', 'Harvest', 'Signal', 'Garden', 'Frontier', 'Echo'][Math.floor(i / 6) % 7]} ${i + 1}`;
    rows.push({ 'Film Title': title, 'Release Date': released, Genre: genre, Studio: studio, 'Budget ($)': budget, 'Gross Revenue ($)': gross, Rating: rating, 'Runtime (min)': runtime });
    lines.push([title, `${released.getUTCDate()} ${MONTH_LONG[released.getUTCMonth()]} ${released.getUTCFullYear()}`, genre, studio, `$${budget.toLocaleString('en-US')}`, `$${gross.toLocaleString('en-US')}`, rating === null ? 'n/a' : String(rating), String(runtime)]);
  }
  return { name: 'films', file: 'films.csv', bytes: csv(['Film Title', 'Release Date', 'Genre', 'Studio', 'Budget ($)', 'Gross Revenue ($)', 'Rating', 'Runtime (min)'], lines), tables: [{ label: 'films.csv', rows }] };
}

/** Web shop orders: month/day/year dates, statuses, amounts with thousands separators, discounts as "15%". */
function shop(): EvalDataset {
  const rand = random(37);
  const countries = ['France', 'Germany', 'Spain', 'Italy', 'Poland'];
  const statuses = ['Delivered', 'Delivered', 'Delivered', 'Shipped', 'Cancelled', 'Returned'];
  const channels = ['Web', 'Mobile App', 'Marketplace'];
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let i = 0; i < 1500; i++) {
    const ordered = day(2022, Math.floor(rand() * 24), 1 + Math.floor(rand() * 28));
    const country = countries[Math.floor(rand() * countries.length)];
    const status = statuses[Math.floor(rand() * statuses.length)];
    const channel = channels[Math.floor(rand() * channels.length)];
    const items = 1 + Math.floor(rand() * 6);
    const amount = round(items * (8 + rand() * 300));
    const discount = [0, 0, 5, 10, 15, 20][Math.floor(rand() * 6)];
    const customer = `cust-${String(1 + Math.floor(rand() * 300)).padStart(4, '0')}`;
    const id = `SO-${10_000 + i}`;
    rows.push({ 'Order ID': id, 'Order Date': ordered, Country: country, 'Sales Channel': channel, Status: status, Items: items, 'Total Amount': amount, 'Discount %': discount, 'Customer Ref': customer });
    lines.push([id, `${ordered.getUTCMonth() + 1}/${ordered.getUTCDate()}/${ordered.getUTCFullYear()}`, country, channel, status, String(items), amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), `${discount}%`, customer]);
  }
  return { name: 'shop', file: 'shop_orders.csv', bytes: csv(['Order ID', 'Order Date', 'Country', 'Sales Channel', 'Status', 'Items', 'Total Amount', 'Discount %', 'Customer Ref'], lines), tables: [{ label: 'shop_orders.csv', rows }] };
}

/** A workbook with two sheets: staff with Excel dates and salaries, and offices. */
async function payroll(): Promise<EvalDataset> {
  const rand = random(53);
  const departments = ['Engineering', 'Sales', 'Finance', 'Support', 'Marketing'];
  const offices = ['Lisbon', 'Dublin', 'Warsaw', 'Toronto'];
  const staff: Row[] = [];
  for (let i = 0; i < 260; i++) {
    const department = departments[Math.floor(rand() * departments.length)];
    const office = offices[Math.floor(rand() * offices.length)];
    const hired = day(2012 + Math.floor(rand() * 12), Math.floor(rand() * 12), 1 + Math.floor(rand() * 28));
    const salary = Math.round((department === 'Engineering' ? 85 : department === 'Finance' ? 70 : 55) * (0.7 + rand() * 0.8)) * 1000;
    const age = 22 + Math.floor(rand() * 40);
    const bonus = rand() < 0.1 ? null : Math.round(salary * rand() * 0.15);
    staff.push({ 'Employee ID': `E${1000 + i}`, 'Full Name': `Person ${i + 1}`, Department: department, Office: office, 'Hire Date': hired, 'Annual Salary': salary, Age: age, Bonus: bonus });
  }
  const officeRows: Row[] = offices.map((office, i) => ({ Office: office, Country: ['Portugal', 'Ireland', 'Poland', 'Canada'][i], Desks: 40 + i * 25, 'Monthly Rent': 12_000 + i * 4_500 }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  sheet.addRow(['Employee ID', 'Full Name', 'Department', 'Office', 'Hire Date', 'Annual Salary', 'Age', 'Bonus']);
  for (const row of staff) {
    const added = sheet.addRow([row['Employee ID'], row['Full Name'], row.Department, row.Office, row['Hire Date'], row['Annual Salary'], row.Age, row.Bonus]);
    added.getCell(5).numFmt = 'yyyy-mm-dd';
  }
  const second = workbook.addWorksheet('Offices');
  second.addRow(['Office', 'Country', 'Desks', 'Monthly Rent']);
  for (const row of officeRows) second.addRow([row.Office, row.Country, row.Desks, row['Monthly Rent']]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'payroll', file: 'payroll.xlsx', bytes, tables: [{ label: 'payroll.xlsx / Staff', rows: staff }, { label: 'payroll.xlsx / Offices', rows: officeRows }] };
}

/** Reads a small clean CSV into typed rows: numbers, ISO dates, text; '' is missing. */
export function parseSimpleCsv(text: string): Row[] {
  const [header = [], ...body] = parseCsv(text);
  return body.map((cells) => {
    const row: Row = Object.create(null) as Row;
    header.forEach((name, i) => {
      const cell = cells[i] ?? '';
      row[name] = cell === '' ? null : /^\d{4}-\d{2}-\d{2}$/.test(cell) ? new Date(`${cell}T00:00:00Z`) : /^-?\d+(\.\d+)?$/.test(cell) && !/^0\d/.test(cell) ? Number(cell) : cell;
    });
    return row;
  });
}

export async function generateDatasets(): Promise<EvalDataset[]> {
  return [weather(), films(), shop(), await payroll()];
}
