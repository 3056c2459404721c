/**
 * Blind probe 12, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 11). Files generated here from fixed seeds,
 * in domains no earlier probe used (made-up figures, nothing copied, the reserved packages
 * neither used nor imitated): a warehouse's stock movements (dates "2024/03/14", unit costs
 * "$12.40", handling times "-" when not timed, reversed movements), a streaming service's viewing
 * sessions (dates "14-Mar-2024", watch times "1:02:10", completion "87%", ratings blank, failed
 * playbacks), a school's attendance workbook (an Attendance sheet with Excel dates, one row per
 * class per school day, closure days without figures; a Classes sheet with each class's roll),
 * a utility's monthly meter readings (dates "14 March 2024", usage "1,245.6", bills "€78.40",
 * peak shares "62%", failed reads with no figures) and a pet shelter's intakes (dates
 * "3/14/2024", ages "unknown", adoption fees "$150", outcome dates blank while in care).
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE12.md
 * records the data check made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, csvBytes, eitherReading, extremeRows, groupBy, isNum, isoForms, monthForms, num, text, weekdayForms, weighted } from './probe2';
import { acceptingRows, mean, median, sum, type Expected, type Question } from './questions';

const DAY = 86_400_000;
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const hms = (seconds: number): string => `${Math.floor(seconds / 3600)}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// ---------------------------------------------------------------------------------------------
// a warehouse's stock movements, 2023-2024

const SKUS: Array<[string, string, number]> = [
  // [sku, category, unit cost]
  ['BOLT-M8', 'Fasteners', 0.18], ['BOLT-M10', 'Fasteners', 0.24], ['NUT-M8', 'Fasteners', 0.06], ['SCREW-4X40', 'Fasteners', 0.04], ['HINGE-75', 'Hardware', 2.4], ['HANDLE-SS', 'Hardware', 6.8],
  ['LOCK-CYL', 'Hardware', 14.5], ['PAINT-5L-W', 'Paint', 32.9], ['PAINT-1L-G', 'Paint', 9.75], ['PRIMER-2L', 'Paint', 15.2], ['DRILL-18V', 'Power Tools', 89], ['SAW-CIRC', 'Power Tools', 124.5],
  ['SANDER-ORB', 'Power Tools', 58.4], ['GLOVE-L', 'Safety', 1.9], ['GOGGLE-CL', 'Safety', 4.35], ['HELMET-Y', 'Safety', 12.6],
];
const WAREHOUSES: Array<[string, number]> = [['North Hub', 5], ['South Hub', 4], ['Dock 3', 2]];

/** "Movement ID", "Movement Date" "2024/03/14", SKU, "Product Category", Warehouse, "Movement Type" (Receipt/Dispatch/Return/Write-off), "Quantity (units)", "Unit Cost" "$12.40", "Handling Time (min)" ("-" when not timed), Operator (blank for some), Status (Posted/Reversed). */
export function stockMovements(): EvalDataset {
  const rand = random(12_001);
  const operators = ['K. Adeyemi', 'L. Moreno', 'P. Walsh', 'S. Ito', 'R. Dubois', 'V. Petrov'];
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 2); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const peak = date.getUTCMonth() >= 9 ? 1.5 : date.getUTCMonth() <= 1 ? 0.7 : 1;
    const n = Math.round((1 + rand() * 3) * peak);
    for (let k = 0; k < n; k++) {
      const [sku, category, cost] = pick(rand, SKUS);
      const type = choose(rand, [['Dispatch', 50], ['Receipt', 30], ['Return', 12], ['Write-off', 8]]);
      const bulk = category === 'Fasteners' ? 400 : category === 'Power Tools' ? 6 : 40;
      const qty = Math.max(1, Math.round(bulk * (type === 'Receipt' ? 2.5 : type === 'Write-off' ? 0.2 : 1) * (0.4 + rand() * 1.2)));
      const handling = rand() < 0.1 ? null : Math.max(2, Math.round((type === 'Receipt' ? 35 : 18) + gauss(rand) * 6));
      drafts.push({
        'Movement Date': date, SKU: sku, 'Product Category': category, Warehouse: choose(rand, WAREHOUSES), 'Movement Type': type, 'Quantity (units)': qty,
        'Unit Cost': round2(cost * (0.95 + rand() * 0.1)), 'Handling Time (min)': handling, Operator: rand() < 0.06 ? null : pick(rand, operators), Status: rand() < 0.05 ? 'Reversed' : 'Posted',
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Movement ID': `MV-${String(n + 1).padStart(6, '0')}`, ...draft }));
  const header = ['Movement ID', 'Movement Date', 'SKU', 'Product Category', 'Warehouse', 'Movement Type', 'Quantity (units)', 'Unit Cost', 'Handling Time (min)', 'Operator', 'Status'];
  const slashed = (d: Date): string => `${String(d.getUTCFullYear())}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}`;
  const lines = rows.map((row) => [
    row['Movement ID'] as string, slashed(row['Movement Date'] as Date), row.SKU as string, row['Product Category'] as string, row.Warehouse as string, row['Movement Type'] as string, String(row['Quantity (units)']),
    `$${money2(row['Unit Cost'] as number)}`, row['Handling Time (min)'] === null ? '-' : String(row['Handling Time (min)']), (row.Operator as string | null) ?? '', row.Status as string,
  ]);
  return { name: 'p12_stock', file: 'stock_movements.csv', bytes: csvBytes(header, lines), tables: [{ label: 'stock_movements.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a streaming service's viewing sessions, 2024

const TITLES: Array<[string, string, number]> = [
  // [title, genre, length in minutes]
  ['Harbour Lights', 'Drama', 52], ['The Quiet Orbit', 'Sci-Fi', 118], ['Kitchen Wars', 'Reality', 44], ['Under the Ice', 'Documentary', 90], ['Laugh Track', 'Comedy', 24], ['Night Shift', 'Drama', 48],
  ['Red Canyon', 'Western', 126], ['Small Hours', 'Comedy', 28], ['Deep Field', 'Documentary', 58], ['Glass Empire', 'Drama', 61], ['Starfall', 'Sci-Fi', 104], ['Home Bakers', 'Reality', 40],
];
const DEVICES: Array<[string, number]> = [['TV', 45], ['Mobile', 28], ['Tablet', 12], ['Web', 15]];
const PLANS: Array<[string, number]> = [['Basic', 35], ['Standard', 45], ['Premium', 20]];
/** "14-Mar-2024" */
const dashMonth = (d: Date): string => `${pad2(d.getUTCDate())}-${MONTH_SHORT[d.getUTCMonth()]}-${String(d.getUTCFullYear())}`;

/** "Session ID", "Profile ID", Plan, "Session Date" "14-Mar-2024", "Start Time" "21:05", Device, Title, Genre, "Title Length (min)", "Watch Time" "1:02:10", "Completed %" "87%", "Rating (1-5)" (blank mostly), Country, "Playback Status" (OK/Failed: a failed playback has no watch time or completion). */
export function viewingSessions(): EvalDataset {
  const rand = random(12_002);
  const profiles = Array.from({ length: 220 }, (_, k) => ({ id: `PF-${String(3001 + k)}`, plan: choose(rand, PLANS), country: choose(rand, [['Ireland', 30], ['Portugal', 20], ['Poland', 25], ['Denmark', 10], ['Greece', 15]]), rater: rand() < 0.3 }));
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const winter = date.getUTCMonth() <= 2 || date.getUTCMonth() >= 10;
    const n = Math.round((weekday === 5 || weekday === 6 ? 7 : 4) * (winter ? 1.3 : 0.9) * (0.6 + rand() * 0.8));
    for (let k = 0; k < n; k++) {
      const profile = pick(rand, profiles);
      const [title, genre, length] = pick(rand, TITLES);
      const device = choose(rand, DEVICES);
      const failed = rand() < (device === 'Web' ? 0.08 : 0.03);
      const share = failed ? null : Math.min(100, Math.round(rand() < 0.45 ? 100 : 5 + rand() * 95));
      const seconds = share === null ? null : Math.round((length * 60 * share) / 100);
      const hour = choose(rand, [[18, 2], [19, 3], [20, 5], [21, 6], [22, 4], [23, 2], [7, 1], [12, 1], [13, 1]]);
      drafts.push({
        'Profile ID': profile.id, Plan: profile.plan, 'Session Date': date, 'Start Time': `${pad2(hour)}:${pad2(Math.floor(rand() * 60))}`, Device: device, Title: title, Genre: genre, 'Title Length (min)': length,
        'Watch Time': seconds, 'Completed %': share, 'Rating (1-5)': !failed && profile.rater && rand() < 0.6 ? 1 + Math.floor(rand() * 5) : null, Country: profile.country, 'Playback Status': failed ? 'Failed' : 'OK',
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Session ID': `S${String(n + 1).padStart(6, '0')}`, ...draft }));
  const header = ['Session ID', 'Profile ID', 'Plan', 'Session Date', 'Start Time', 'Device', 'Title', 'Genre', 'Title Length (min)', 'Watch Time', 'Completed %', 'Rating (1-5)', 'Country', 'Playback Status'];
  const lines = rows.map((row) => [
    row['Session ID'] as string, row['Profile ID'] as string, row.Plan as string, dashMonth(row['Session Date'] as Date), row['Start Time'] as string, row.Device as string, row.Title as string, row.Genre as string,
    String(row['Title Length (min)']), row['Watch Time'] === null ? '' : hms(row['Watch Time'] as number), row['Completed %'] === null ? '' : `${String(row['Completed %'])}%`,
    row['Rating (1-5)'] === null ? '' : String(row['Rating (1-5)']), row.Country as string, row['Playback Status'] as string,
  ]);
  return { name: 'p12_stream', file: 'viewing_sessions.csv', bytes: csvBytes(header, lines), tables: [{ label: 'viewing_sessions.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a school's attendance, autumn term 2024: "Attendance" (one row per class per school day) and "Classes"

const CLASSES: Array<[string, string, string, number]> = [
  // [class, year group, teacher, pupils on roll]
  ['7A', 'Year 7', 'Ms Farrell', 28], ['7B', 'Year 7', 'Mr Oduya', 27], ['8A', 'Year 8', 'Mrs Lindqvist', 30], ['8B', 'Year 8', 'Mr Castillo', 29], ['9A', 'Year 9', 'Ms Nakamura', 26], ['9B', 'Year 9', 'Mr Bianchi', 31],
  ['10A', 'Year 10', 'Mrs Okonkwo', 25], ['10B', 'Year 10', 'Mr Hale', 24],
];

/** "Attendance": Date (a real Excel date shown dd/mm/yyyy), Class, Present, "Authorised Absences", "Unauthorised Absences", "Late Arrivals", "Day Status" (Open/Closed: a closed day, a snow day and a strike day, has no figures). "Classes": Class, "Year Group", "Form Teacher", "Pupils on Roll". */
export async function schoolWorkbook(): Promise<EvalDataset> {
  const rand = random(12_003);
  const closed = new Set(['2024-11-21', '2024-12-04']);
  const rows: Row[] = [];
  for (let t = Date.UTC(2024, 8, 2); t <= Date.UTC(2024, 11, 20); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (t >= Date.UTC(2024, 9, 28) && t <= Date.UTC(2024, 10, 1)) continue; // half term
    const shut = closed.has(isoDay(date));
    for (const [cls, , , roll] of CLASSES) {
      const older = Number(cls.replace(/\D/g, '')) - 7;
      const flu = date.getUTCMonth() === 11 ? 0.04 : 0;
      const auth = shut ? null : Math.round(roll * (0.03 + flu + rand() * 0.03));
      const unauth = shut ? null : Math.round(roll * (0.005 + older * 0.008 + (weekday === 5 ? 0.01 : 0)) * rand() * 2);
      rows.push({
        Date: date, Class: cls, Present: shut ? null : roll - (auth as number) - (unauth as number), 'Authorised Absences': auth, 'Unauthorised Absences': unauth,
        'Late Arrivals': shut ? null : Math.round(rand() * (weekday === 1 ? 4 : 2.5)), 'Day Status': shut ? 'Closed' : 'Open',
      });
    }
  }
  const classes: Row[] = CLASSES.map(([cls, year, teacher, roll]) => ({ Class: cls, 'Year Group': year, 'Form Teacher': teacher, 'Pupils on Roll': roll }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Attendance');
  const header = ['Date', 'Class', 'Present', 'Authorised Absences', 'Unauthorised Absences', 'Late Arrivals', 'Day Status'];
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(header.map((h) => row[h])).getCell(1).numFmt = 'dd/mm/yyyy';
  const classSheet = workbook.addWorksheet('Classes');
  const classHeader = ['Class', 'Year Group', 'Form Teacher', 'Pupils on Roll'];
  classSheet.addRow(classHeader);
  for (const row of classes) classSheet.addRow(classHeader.map((h) => row[h]));
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p12_school', file: 'school_attendance_autumn_2024.xlsx', bytes, tables: [{ label: 'school_attendance_autumn_2024.xlsx / Attendance', rows }, { label: 'school_attendance_autumn_2024.xlsx / Classes', rows: classes }] };
}

// ---------------------------------------------------------------------------------------------
// a utility's monthly meter readings, 2023-2024

const DISTRICTS: Array<[string, number]> = [['Riverside', 3], ['Old Town', 2], ['Hillcrest', 2], ['Docklands', 1], ['Meadowbank', 2]];
const TARIFFS: Array<[string, number, number]> = [['Standard', 6, 0.34], ['Economy 7', 3, 0.29], ['Business', 1, 0.27]];

/** "Meter ID", District, Tariff, "Reading Date" "14 March 2024", "Reading Type" (Actual/Estimated/Failed: a failed read has no figures), "Usage (kWh)" "1,245.6", "Bill Amount" "€78.40", "Peak Share" "62%". */
export function meterReadings(): EvalDataset {
  const rand = random(12_004);
  const meters = Array.from({ length: 55 }, (_, k) => {
    const [tariff, , price] = choose(rand, TARIFFS.map((x) => [x, x[1]] as [(typeof TARIFFS)[number], number]));
    return { id: `MTR-${String(70_001 + k)}`, district: choose(rand, DISTRICTS), tariff, price, base: tariff === 'Business' ? 1400 + rand() * 1600 : 180 + rand() * 320 };
  });
  const rows: Row[] = [];
  for (let y = 2023; y <= 2024; y++) {
    for (let m = 0; m < 12; m++) {
      for (const meter of meters) {
        const date = new Date(Date.UTC(y, m, 3 + Math.floor(rand() * 20)));
        const roll = rand();
        const type = roll < 0.04 ? 'Failed' : roll < 0.2 ? 'Estimated' : 'Actual';
        const winter = 1 + 0.45 * Math.cos(((m + 0.5) / 12) * 2 * Math.PI);
        const usage = type === 'Failed' ? null : Math.round(meter.base * winter * (0.85 + rand() * 0.3) * 10) / 10;
        const peak = usage === null ? null : Math.round(meter.tariff === 'Economy 7' ? 35 + rand() * 15 : 55 + rand() * 20);
        rows.push({
          'Meter ID': meter.id, District: meter.district, Tariff: meter.tariff, 'Reading Date': date, 'Reading Type': type, 'Usage (kWh)': usage,
          'Bill Amount': usage === null ? null : round2(usage * meter.price + 9.5), 'Peak Share': peak,
        });
      }
    }
  }
  const header = ['Meter ID', 'District', 'Tariff', 'Reading Date', 'Reading Type', 'Usage (kWh)', 'Bill Amount', 'Peak Share'];
  const longDay = (d: Date): string => `${String(d.getUTCDate())} ${MONTH_LONG[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Meter ID'] as string, row.District as string, row.Tariff as string, longDay(row['Reading Date'] as Date), row['Reading Type'] as string,
    row['Usage (kWh)'] === null ? '' : (row['Usage (kWh)'] as number).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    row['Bill Amount'] === null ? 'n/a' : `€${money2(row['Bill Amount'] as number)}`, row['Peak Share'] === null ? '' : `${String(row['Peak Share'])}%`,
  ]);
  return { name: 'p12_meter', file: 'meter_readings.csv', bytes: csvBytes(header, lines), tables: [{ label: 'meter_readings.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a pet shelter's intakes, 2023-2024

const SPECIES: Array<[string, number, number, number]> = [
  // [species, weight, adoption fee, typical kg]
  ['Dog', 45, 150, 18], ['Cat', 40, 90, 4.2], ['Rabbit', 10, 40, 2], ['Guinea Pig', 5, 20, 0.9],
];

/** "Animal ID", "Intake Date" "3/14/2024", Species, "Intake Type" (Stray/Owner Surrender/Transfer In), "Age (months)" ("unknown" for some), "Weight (kg)", Sex, Outcome (Adopted/Returned to Owner/Transferred Out/Died/In Care), "Outcome Date" "3/14/2024" (blank while in care), "Adoption Fee" "$150" (blank unless adopted), Microchipped (Y/N). */
export function shelterIntakes(): EvalDataset {
  const rand = random(12_005);
  const rows: Row[] = [];
  let n = 0;
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const kitten = date.getUTCMonth() >= 4 && date.getUTCMonth() <= 8;
    const count = Math.floor(rand() * (kitten ? 4 : 2.6));
    for (let k = 0; k < count; k++) {
      const [species, , fee, kg] = choose(rand, SPECIES.map((s) => [s, s[1] * (s[0] === 'Cat' && kitten ? 1.8 : 1)] as [(typeof SPECIES)[number], number]));
      const intake = choose(rand, [['Stray', 50], ['Owner Surrender', 35], ['Transfer In', 15]]);
      const age = rand() < 0.08 ? null : Math.max(1, Math.round(-Math.log(1 - rand()) * (species === 'Dog' ? 40 : 30)));
      const stay = Math.max(1, Math.round(-Math.log(1 - rand()) * (species === 'Dog' ? 28 : 20) * ((age ?? 24) > 84 ? 2 : 1)));
      const outDate = new Date(t + stay * DAY);
      const inCare = outDate.getTime() >= Date.UTC(2025, 0, 1);
      const outcome = inCare ? 'In Care' : intake === 'Stray' && rand() < 0.22 ? 'Returned to Owner' : choose(rand, [['Adopted', 78], ['Transferred Out', 15], ['Died', 3]]);
      rows.push({
        'Animal ID': `A${String(++n + 23_000)}`, 'Intake Date': date, Species: species, 'Intake Type': intake, 'Age (months)': age, 'Weight (kg)': Math.round(kg * (0.5 + rand()) * 10) / 10,
        Sex: rand() < 0.5 ? 'F' : 'M', Outcome: outcome, 'Outcome Date': inCare ? null : outDate, 'Adoption Fee': outcome === 'Adopted' ? ((age ?? 24) > 96 ? fee / 2 : fee) : null, Microchipped: rand() < 0.4 ? 'Y' : 'N',
      });
    }
  }
  const header = ['Animal ID', 'Intake Date', 'Species', 'Intake Type', 'Age (months)', 'Weight (kg)', 'Sex', 'Outcome', 'Outcome Date', 'Adoption Fee', 'Microchipped'];
  const us = (d: Date): string => `${String(d.getUTCMonth() + 1)}/${String(d.getUTCDate())}/${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Animal ID'] as string, us(row['Intake Date'] as Date), row.Species as string, row['Intake Type'] as string, row['Age (months)'] === null ? 'unknown' : String(row['Age (months)']),
    (row['Weight (kg)'] as number).toFixed(1), row.Sex as string, row.Outcome as string, row['Outcome Date'] === null ? '' : us(row['Outcome Date'] as Date),
    row['Adoption Fee'] === null ? '' : `$${String(row['Adoption Fee'])}`, row.Microchipped as string,
  ]);
  return { name: 'p12_shelter', file: 'shelter_intakes.csv', bytes: csvBytes(header, lines), tables: [{ label: 'shelter_intakes.csv', rows }] };
}

export const PROBE12_DATASETS = new Set(['p12_stock', 'p12_stream', 'p12_school', 'p12_meter', 'p12_shelter']);

export async function probe12Datasets(): Promise<EvalDataset[]> {
  return [stockMovements(), viewingSessions(), await schoolWorkbook(), meterReadings(), shelterIntakes()];
}

// ---- expected figures, in plain JavaScript over the generated rows ----

/** The failure classes of issue 14 (and plain questions), to count what the probe covers. */
export type ProbeClass = 'which row' | 'everyday words' | 'comparison' | 'seasonality' | 'types as text' | 'units and conditions' | 'missing values' | 'ratio or derived' | 'plain' | 'refuse';

export interface CataloguedQuestion {
  question: Question;
  cls: ProbeClass;
  /** Why a must-refuse question has to be refused (and, for two readings, both figures), or which answer forms a user would accept. */
  why?: string;
}

const pct = (part: number, whole: number): number => (100 * part) / whole;
const at = (row: Row, column: string): number => (isNum(row[column]) ? (row[column] as number) : NaN);
const when = (row: Row, column: string): Date => row[column] as Date;
const yearIs = (column: string, ...years: number[]) => (row: Row): boolean => row[column] instanceof Date && years.includes(when(row, column).getUTCFullYear());
const monthIs = (column: string, year: number, month: number) => (row: Row): boolean => yearIs(column, year)(row) && when(row, column).getUTCMonth() === month - 1;
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string | number) => (row: Row): boolean => row[column] === value;
const not = (f: (row: Row) => boolean) => (row: Row): boolean => !f(row);
const hourForms = (key: string): string[] => { const h = Number(key); return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`])]; };
const dayForms = (key: string): string[] => isoForms(new Date(`${key}T00:00:00Z`));
/** A bare-words count: a user accepts the count, or the rows with the count said in the first sentence; the judge scores the count. */
const ROWS_OR_COUNT = 'answer forms a user accepts: the count; or the matching rows, whose count the first sentence says (the judge scores the count)';

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe12Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
  const out: CataloguedQuestion[] = [];
  const ask = (data: string) => (cls: ProbeClass, q: string, expect: Expected, why?: string): void => {
    out.push({ question: { data, q, expect, probe: true }, cls: expect.kind === 'refuse' ? 'refuse' : cls, ...(why ? { why } : {}) });
  };
  const refuse: Expected = { kind: 'refuse' };
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });
  const list = (values: Iterable<unknown>): Expected => ({ kind: 'list', values: [...new Set([...values].map(String))] });
  const groups = (values: Map<string, number>): Expected => ({ kind: 'groups', values });
  const countBy = (rows: Row[], key: (row: Row) => string | null): Map<string, number> => groupBy(rows, key, (m) => m.length);
  const distinct = (rows: Row[], column: string): number => new Set(rows.map((row) => row[column]).filter((v) => v !== null)).size;

  // ---- warehouse stock movements ----
  const s = tables.get('stock_movements.csv') ?? [];
  const S = ask('p12_stock');
  const MD = 'Movement Date';
  const QTY = 'Quantity (units)';
  const HT = 'Handling Time (min)';
  const posted = s.filter(is('Status', 'Posted'));
  const lineValue = (row: Row): number => at(row, QTY) * at(row, 'Unit Cost');
  const dispatches = posted.filter(is('Movement Type', 'Dispatch'));
  S('plain', 'how many stock movements', count(s.length));
  S('plain', 'movements by type', groups(countBy(s, text('Movement Type'))));
  S('plain', 'movements per warehouse', groups(countBy(s, text('Warehouse'))));
  S('plain', 'avg handling time in minutes', value(mean(num(s, HT))));
  S('plain', 'how many different skus', count(distinct(s, 'SKU')));
  S('everyday words', 'how many movements were reversed', count(s.filter(is('Status', 'Reversed')).length), ROWS_OR_COUNT);
  S('everyday words', 'how many write-offs were posted in 2024', count(posted.filter((row) => row['Movement Type'] === 'Write-off' && yearIs(MD, 2024)(row)).length), ROWS_OR_COUNT);
  S('everyday words', 'total units received at dock 3, not counting reversed ones', value(sum(num(posted.filter((row) => row['Movement Type'] === 'Receipt' && row.Warehouse === 'Dock 3'), QTY))));
  S('everyday words', 'which operator handled the most movements', best(countBy(s, text('Operator')), 'Operator', 'max', (k) => [k], false));
  S('which row', 'which sku had the most units dispatched', eitherReading(best(groupBy(dispatches, text('SKU'), (m) => sum(num(m, QTY))), 'SKU', 'max', (k) => [k], false), best(groupBy(s.filter(is('Movement Type', 'Dispatch')), text('SKU'), (m) => sum(num(m, QTY))), 'SKU', 'max', (k) => [k], false)), 'two readings (posted dispatches only, or reversed ones too) agree on the SKU; the figure differs, so only the SKU is checked');
  S('which row', 'biggest single receipt by quantity', extremeRows(s, QTY, 'Movement ID', 'max', is('Movement Type', 'Receipt')));
  S('which row', 'which warehouse has the slowest avg handling time', best(groupBy(s, text('Warehouse'), (m) => mean(num(m, HT))), 'Warehouse'));
  S('which row', 'most expensive unit cost', extremeRows(s, 'Unit Cost', 'Movement ID', 'max'));
  S('comparison', 'movements 2023 vs 2024', groups(countBy(s, yearKey(MD))));
  S('comparison', 'avg handling time receipts vs dispatches', groups(groupBy(s.filter((row) => row['Movement Type'] === 'Receipt' || row['Movement Type'] === 'Dispatch'), text('Movement Type'), (m) => mean(num(m, HT)))));
  const north = s.filter(is('Warehouse', 'North Hub')).length;
  const south = s.filter(is('Warehouse', 'South Hub')).length;
  S('comparison', 'how many more movements at north hub than south hub', count(north - south));
  S('comparison', 'units written off by category, not counting reversed ones', groups(groupBy(posted.filter(is('Movement Type', 'Write-off')), text('Product Category'), (m) => sum(num(m, QTY)))));
  S('seasonality', 'which month of the year has the most movements', best(countBy(s, monthKey(MD)), 'month', 'max', monthForms));
  S('seasonality', 'movements per month in 2024', groups(countBy(s.filter(yearIs(MD, 2024)), monthKey(MD))));
  S('seasonality', 'which weekday has the fewest movements', best(countBy(s, weekdayKey(MD)), 'weekday', 'min', weekdayForms));
  S('types as text', 'movements in march 2024', count(s.filter(monthIs(MD, 2024, 3)).length), ROWS_OR_COUNT);
  S('types as text', 'avg unit cost of power tools', value(mean(num(s.filter(is('Product Category', 'Power Tools')), 'Unit Cost'))));
  S('types as text', 'movements before 1 feb 2023', count(s.filter((row) => when(row, MD).getTime() < Date.UTC(2023, 1, 1)).length), ROWS_OR_COUNT);
  S('types as text', 'highest unit cost for paint', value(Math.max(...num(s.filter(is('Product Category', 'Paint')), 'Unit Cost'))));
  S('units and conditions', 'movements with a unit cost over $50', count(s.filter((row) => at(row, 'Unit Cost') > 50).length), ROWS_OR_COUNT);
  S('units and conditions', 'movements that took more than half an hour to handle', count(s.filter((row) => at(row, HT) > 30).length), ROWS_OR_COUNT);
  S('units and conditions', 'dispatches of 500 units or more', count(s.filter((row) => row['Movement Type'] === 'Dispatch' && at(row, QTY) >= 500).length), ROWS_OR_COUNT);
  S('units and conditions', 'movements excluding reversed', count(posted.length), ROWS_OR_COUNT);
  S('units and conditions', 'avg quantity of safety receipts', value(mean(num(s.filter((row) => row['Product Category'] === 'Safety' && row['Movement Type'] === 'Receipt'), QTY))));
  S('missing values', 'how many movements have no operator', count(s.filter((row) => row.Operator === null).length), ROWS_OR_COUNT);
  S('missing values', 'which columns have blanks', list(missingColumns(s)));
  S('missing values', 'how many movements were not timed', count(s.filter((row) => row[HT] === null).length), ROWS_OR_COUNT);
  S('ratio or derived', 'pct of movements that are returns', value(pct(s.filter(is('Movement Type', 'Return')).length, s.length)));
  S('ratio or derived', 'value of posted dispatches (quantity times unit cost)', value(sum(dispatches.map(lineValue))));
  S('ratio or derived', 'reversal rate by warehouse in %', groups(groupBy(s, text('Warehouse'), (m) => pct(m.filter(is('Status', 'Reversed')).length, m.length))));
  S('refuse', 'how much stock is on hand', refuse, 'the log has movements only, no opening balance');
  S('refuse', 'why are there so many write-offs', refuse, 'a reason');
  S('refuse', 'predict dispatches for next month', refuse, 'a forecast');
  S('refuse', 'which supplier is late most often', refuse, 'no supplier or due date');
  S('refuse', 'total value of movements', refuse, 'two readings: receipts add stock, dispatches and write-offs take it away; a signed net or a gross sum differ, and reversed rows may or may not count');
  S('refuse', 'which operator is the most efficient', refuse, 'a judgement');
  S('refuse', 'how many units were sold', refuse, 'no sales: a dispatch is not a sale (returns come back), no price');
  S('refuse', 'avg profit margin per sku', refuse, 'no selling price');
  S('refuse', 'how many movements were big', refuse, '"big" has no threshold in the file');

  // ---- streaming viewing sessions ----
  const v = tables.get('viewing_sessions.csv') ?? [];
  const V = ask('p12_stream');
  const SD = 'Session Date';
  const WT = 'Watch Time';
  const CP = 'Completed %';
  const RT = 'Rating (1-5)';
  const ok = v.filter(is('Playback Status', 'OK'));
  const hourKey = (row: Row): string => String(Number((row['Start Time'] as string).slice(0, 2)));
  V('plain', 'how many sessions', count(v.length));
  V('plain', 'sessions by device', groups(countBy(v, text('Device'))));
  V('plain', 'sessions per genre', groups(countBy(v, text('Genre'))));
  V('plain', 'avg rating', value(mean(num(v, RT))));
  V('plain', 'how many profiles', count(distinct(v, 'Profile ID')));
  V('everyday words', 'how many playbacks failed', count(v.filter(is('Playback Status', 'Failed')).length), ROWS_OR_COUNT);
  V('everyday words', 'how many sessions were watched to the end', count(v.filter((row) => row[CP] === 100).length), ROWS_OR_COUNT);
  V('everyday words', 'most watched title by number of sessions', best(countBy(v, text('Title')), 'Title', 'max', (k) => [k], false));
  V('everyday words', 'total hours watched', value(sum(num(v, WT)) / 3600));
  V('plain', 'how many profiles are on premium', count(distinct(v.filter(is('Plan', 'Premium')), 'Profile ID')));
  V('which row', 'which genre has the highest avg rating', best(groupBy(v, text('Genre'), (m) => mean(num(m, RT))), 'Genre'));
  V('which row', 'longest session', unvaluedRow(extremeRows(v, WT, 'Session ID', 'max')));
  V('which row', 'which country watches the most hours', best(groupBy(v, text('Country'), (m) => sum(num(m, WT))), 'Country', 'max', (k) => [k], false));
  V('which row', 'which device has the lowest avg completion', best(groupBy(v, text('Device'), (m) => mean(num(m, CP))), 'Device', 'min'));
  V('comparison', 'avg completion tv vs mobile', groups(groupBy(v.filter((row) => row.Device === 'TV' || row.Device === 'Mobile'), text('Device'), (m) => mean(num(m, CP)))));
  V('comparison', 'avg rating basic vs premium', groups(groupBy(v.filter((row) => row.Plan === 'Basic' || row.Plan === 'Premium'), text('Plan'), (g) => mean(num(g, RT)))));
  const drama = v.filter(is('Genre', 'Drama')).length;
  const comedy = v.filter(is('Genre', 'Comedy')).length;
  V('comparison', drama >= comedy ? 'how many more drama sessions than comedy' : 'how many more comedy sessions than drama', count(Math.abs(drama - comedy)));
  V('comparison', 'failed playbacks by device', groups(countBy(v.filter(is('Playback Status', 'Failed')), text('Device'))));
  V('seasonality', 'which month had the most sessions', best(countBy(v, monthKey(SD)), 'month', 'max', monthForms));
  V('seasonality', 'which hour do most sessions start', best(countBy(v, hourKey), 'hour', 'max', hourForms, false));
  V('seasonality', 'sessions on fridays', count(v.filter((row) => when(row, SD).getUTCDay() === 5).length), ROWS_OR_COUNT);
  V('seasonality', 'avg watch time in minutes by month', groups(groupBy(v, monthKey(SD), (m) => mean(num(m, WT)) / 60)), 'months may be named 1-12 or by name; minutes');
  V('types as text', 'sessions in july 2024', count(v.filter(monthIs(SD, 2024, 7)).length), ROWS_OR_COUNT);
  V('types as text', 'avg completion pct', value(mean(num(v, CP))));
  V('types as text', 'avg watch time in minutes', value(mean(num(v, WT)) / 60));
  V('types as text', 'sessions after 1 dec 2024', count(v.filter((row) => when(row, SD).getTime() > Date.UTC(2024, 11, 1)).length), ROWS_OR_COUNT);
  V('units and conditions', 'sessions longer than 1:30:00', count(v.filter((row) => at(row, WT) > 5400).length), ROWS_OR_COUNT);
  V('units and conditions', 'sessions under 10 minutes watched', count(v.filter((row) => at(row, WT) < 600).length), ROWS_OR_COUNT);
  V('units and conditions', 'sessions with completion below 25%', count(v.filter((row) => at(row, CP) < 25).length), ROWS_OR_COUNT);
  V('units and conditions', 'avg rating of sci-fi on tv', value(mean(num(v.filter((row) => row.Genre === 'Sci-Fi' && row.Device === 'TV'), RT))));
  V('units and conditions', 'sessions excluding failed ones', count(ok.length), ROWS_OR_COUNT);
  V('missing values', 'how many sessions have no rating', count(v.filter((row) => row[RT] === null).length), ROWS_OR_COUNT);
  V('missing values', 'which columns have missing values', list(missingColumns(v)));
  V('missing values', 'pct of sessions that were rated', value(pct(v.filter((row) => row[RT] !== null).length, v.length)));
  V('ratio or derived', 'failure rate by device in %', groups(groupBy(v, text('Device'), (m) => pct(m.filter(is('Playback Status', 'Failed')).length, m.length))));
  V('ratio or derived', 'avg sessions per profile', value(v.length / distinct(v, 'Profile ID')));
  V('ratio or derived', 'share of sessions by plan', { kind: 'groups', values: new Map([...countBy(v, text('Plan'))].map(([k, n]) => [k, n / v.length])), column: 'share' }, 'a share: 0-1 in a share column or 0-100 in a percent column');
  V('refuse', 'completion rate', eitherReading(value(mean(num(v, CP))), value(pct(v.filter((row) => row[CP] === 100).length, ok.length))), 'two readings: the mean of Completed %, or the share of sessions watched to the end');
  V('refuse', 'how many subscribers cancelled', refuse, 'no subscription status');
  V('refuse', 'why do people stop watching', refuse, 'a reason');
  V('refuse', 'which show should we renew', refuse, 'a judgement');
  V('refuse', 'how much revenue per plan', refuse, 'no price column');
  V('refuse', 'avg age of viewers', refuse, 'no age column');
  V('refuse', 'predict sessions for january 2025', refuse, 'a forecast');
  V('refuse', 'how many sessions were binge watching', refuse, '"binge" has no definition in the file');
  V('refuse', 'most popular title', eitherReading(best(countBy(v, text('Title')), 'Title', 'max', (k) => [k], false), best(groupBy(v, text('Title'), (m) => sum(num(m, WT))), 'Title', 'max', (k) => [k], false)), 'two readings where they differ: most sessions, or most time watched');

  // ---- school attendance ----
  const a = tables.get('school_attendance_autumn_2024.xlsx / Attendance') ?? [];
  const cl = tables.get('school_attendance_autumn_2024.xlsx / Classes') ?? [];
  const A = ask('p12_school');
  const AU = 'Authorised Absences';
  const UN = 'Unauthorised Absences';
  const LA = 'Late Arrivals';
  const open = a.filter(is('Day Status', 'Open'));
  const absences = (row: Row): number => at(row, AU) + at(row, UN);
  const yearGroup = new Map(cl.map((row) => [row.Class as string, row['Year Group'] as string]));
  const roll = new Map(cl.map((row) => [row.Class as string, row['Pupils on Roll'] as number]));
  A('plain', 'how many rows in attendance', count(a.length));
  A('plain', 'total late arrivals', value(sum(num(a, LA))));
  A('plain', 'total present by class', groups(groupBy(a, text('Class'), (m) => sum(num(m, 'Present')))));
  A('plain', 'how many classes', count(cl.length));
  A('plain', 'total pupils on roll', value(sum(num(cl, 'Pupils on Roll'))));
  A('everyday words', 'how many days was the school shut', count(new Set(a.filter(is('Day Status', 'Closed')).map((row) => isoDay(when(row, 'Date')))).size));
  A('everyday words', 'how many school days in the term', eitherReading(count(new Set(a.map((row) => isoDay(when(row, 'Date')))).size), count(new Set(open.map((row) => isoDay(when(row, 'Date')))).size)), 'two readings: every day in the register, or only the days the school was open');
  A('everyday words', 'total unauthorised absences', value(sum(num(a, UN))));
  A('everyday words', 'which class turns up late the most', best(groupBy(a, text('Class'), (m) => sum(num(m, LA))), 'Class'));
  A('which row', 'which class had the most unauthorised absences', best(groupBy(a, text('Class'), (m) => sum(num(m, UN))), 'Class'));
  A('which row', 'which day had the most late arrivals', best(groupBy(a, (row) => isoDay(when(row, 'Date')), (m) => sum(num(m, LA))), 'Date', 'max', dayForms));
  A('which row', 'which class has the biggest roll', extremeRows(cl, 'Pupils on Roll', 'Class', 'max'));
  A('which row', 'which form teacher has the most pupils', extremeRows(cl, 'Pupils on Roll', 'Form Teacher', 'max'));
  const auth = sum(num(a, AU));
  const unauth = sum(num(a, UN));
  A('comparison', auth >= unauth ? 'how many more authorised absences than unauthorised' : 'how many more unauthorised absences than authorised', value(Math.abs(auth - unauth)));
  A('comparison', 'late arrivals 7a vs 10b', groups(groupBy(a.filter((row) => row.Class === '7A' || row.Class === '10B'), text('Class'), (m) => sum(num(m, LA)))));
  A('comparison', 'unauthorised absences by year group', groups(groupBy(a, (row) => yearGroup.get(row.Class as string) ?? null, (m) => sum(num(m, UN)))), 'needs the Classes sheet');
  A('seasonality', 'which weekday has the most late arrivals', best(groupBy(a, weekdayKey('Date'), (m) => sum(num(m, LA))), 'weekday', 'max', weekdayForms));
  A('seasonality', 'authorised absences by month', groups(groupBy(a, monthKey('Date'), (m) => sum(num(m, AU)))), 'months 9-12 or by name');
  A('seasonality', 'which month had the most unauthorised absences', best(groupBy(a, monthKey('Date'), (m) => sum(num(m, UN))), 'month', 'max', monthForms));
  A('types as text', 'late arrivals in october', value(sum(num(a.filter(monthIs('Date', 2024, 10)), LA))));
  A('types as text', 'total present on 2 september 2024', value(sum(num(a.filter((row) => isoDay(when(row, 'Date')) === '2024-09-02'), 'Present'))));
  A('types as text', 'absences before half term', value(sum(a.filter((row) => when(row, 'Date').getTime() < Date.UTC(2024, 9, 28) && row['Day Status'] === 'Open').map(absences))), 'half term is the gap in the dates (28 Oct to 1 Nov); both kinds of absence');
  A('units and conditions', 'class days with more than 1 unauthorised absence', count(a.filter((row) => at(row, UN) > 1).length), ROWS_OR_COUNT);
  A('units and conditions', 'late arrivals in year 9', value(sum(num(a.filter((row) => yearGroup.get(row.Class as string) === 'Year 9'), LA))), 'needs the Classes sheet, or 9A and 9B read from the class names');
  A('units and conditions', 'days with no late arrivals at all in 8b', count(a.filter((row) => row.Class === '8B' && row[LA] === 0).length), ROWS_OR_COUNT);
  A('units and conditions', 'avg present per day for 9b excluding closed days', value(mean(num(a.filter((row) => row.Class === '9B'), 'Present'))));
  A('units and conditions', 'classes with 28 or more pupils', count(cl.filter((row) => at(row, 'Pupils on Roll') >= 28).length), ROWS_OR_COUNT);
  A('missing values', 'how many rows have no present figure', count(a.filter((row) => row.Present === null).length), ROWS_OR_COUNT);
  A('missing values', 'which columns have gaps in attendance', list(missingColumns(a)));
  A('ratio or derived', 'attendance rate by class in %', groups(groupBy(open, text('Class'), (m) => pct(sum(num(m, 'Present')), sum(m.map((row) => at(row, 'Present') + absences(row)))))));
  A('ratio or derived', 'overall attendance pct', value(pct(sum(num(open, 'Present')), sum(open.map((row) => at(row, 'Present') + absences(row))))));
  A('ratio or derived', 'unauthorised share of all absences in %', value(pct(sum(num(a, UN)), sum(num(a, AU)) + sum(num(a, UN)))));
  A('ratio or derived', 'avg late arrivals per pupil on roll by class', groups(groupBy(a, text('Class'), (m) => sum(num(m, LA)) / (roll.get(m[0].Class as string) ?? NaN))), 'needs the Classes sheet');
  A('refuse', 'which pupil is absent most', refuse, 'the register is per class, not per pupil');
  A('refuse', 'why is 10b absent so often', refuse, 'a reason');
  A('refuse', 'how many pupils were persistently absent', refuse, 'no pupil rows; "persistently" is a threshold the file lacks');
  A('refuse', 'which teacher is the best', refuse, 'a judgement');
  A('refuse', 'attendance for the spring term', refuse, 'the file holds the autumn term only');
  A('refuse', 'avg exam grade by class', refuse, 'no grades');
  A('refuse', 'how many absences were for illness', refuse, 'no reason column: authorised is not illness');
  A('everyday words', 'how many kids were late on 2 september', value(sum(num(a.filter((row) => isoDay(when(row, 'Date')) === '2024-09-02'), LA))), 'a pupil arrives late at most once a day, so late arrivals that day are pupils');

  // ---- meter readings ----
  const m = tables.get('meter_readings.csv') ?? [];
  const M = ask('p12_meter');
  const RD = 'Reading Date';
  const KWH = 'Usage (kWh)';
  const BILL = 'Bill Amount';
  const PS = 'Peak Share';
  const actual = m.filter(is('Reading Type', 'Actual'));
  M('plain', 'how many readings', count(m.length));
  M('plain', 'readings by type', groups(countBy(m, text('Reading Type'))));
  M('plain', 'how many meters', count(distinct(m, 'Meter ID')));
  M('plain', 'total usage by district', groups(groupBy(m, text('District'), (g) => sum(num(g, KWH)))));
  M('plain', 'avg bill', value(mean(num(m, BILL))));
  M('everyday words', 'how many reads failed', count(m.filter(is('Reading Type', 'Failed')).length), ROWS_OR_COUNT);
  M('everyday words', 'how many estimated readings in 2023', count(m.filter((row) => row['Reading Type'] === 'Estimated' && yearIs(RD, 2023)(row)).length), ROWS_OR_COUNT);
  M('everyday words', 'how much did we bill in 2024', value(sum(num(m.filter(yearIs(RD, 2024)), BILL))));
  M('everyday words', 'how many business meters', count(distinct(m.filter(is('Tariff', 'Business')), 'Meter ID')));
  M('everyday words', 'which district uses the most electricity', best(groupBy(m, text('District'), (g) => sum(num(g, KWH))), 'District'));
  M('which row', 'which meter used the most in total', best(groupBy(m, text('Meter ID'), (g) => sum(num(g, KWH))), 'Meter ID'));
  M('which row', 'biggest single bill', extremeRows(m, BILL, 'Meter ID', 'max'));
  M('which row', 'which tariff has the lowest avg peak share', best(groupBy(m, text('Tariff'), (g) => mean(num(g, PS))), 'Tariff', 'min'));
  M('which row', 'which district has the highest avg bill', best(groupBy(m, text('District'), (g) => mean(num(g, BILL))), 'District'));
  M('comparison', 'total usage 2023 vs 2024', groups(groupBy(m, yearKey(RD), (g) => sum(num(g, KWH)))));
  M('comparison', 'avg bill standard vs economy 7', groups(groupBy(m.filter((row) => row.Tariff === 'Standard' || row.Tariff === 'Economy 7'), text('Tariff'), (g) => mean(num(g, BILL)))));
  M('comparison', 'avg usage actual vs estimated reads', groups(groupBy(m.filter((row) => row['Reading Type'] !== 'Failed'), text('Reading Type'), (g) => mean(num(g, KWH)))));
  const jan24 = sum(num(m.filter(monthIs(RD, 2024, 1)), KWH));
  const jan23 = sum(num(m.filter(monthIs(RD, 2023, 1)), KWH));
  M('comparison', 'change in usage from january 2023 to january 2024 in kwh', value(jan24 - jan23));
  M('seasonality', 'which month of the year has the highest usage', best(groupBy(m, monthKey(RD), (g) => sum(num(g, KWH))), 'month', 'max', monthForms));
  M('seasonality', 'total usage per month in 2024', groups(groupBy(m.filter(yearIs(RD, 2024)), monthKey(RD), (g) => sum(num(g, KWH)))));
  M('seasonality', 'which month has the lowest avg bill', best(groupBy(m, monthKey(RD), (g) => mean(num(g, BILL))), 'month', 'min', monthForms));
  M('types as text', 'total usage in kwh', value(sum(num(m, KWH))));
  M('types as text', 'avg peak share', value(mean(num(m, PS))));
  M('types as text', 'total billed in march 2024', value(sum(num(m.filter(monthIs(RD, 2024, 3)), BILL))));
  M('types as text', 'readings taken after 15 june 2024', count(m.filter((row) => when(row, RD).getTime() > Date.UTC(2024, 5, 15)).length), ROWS_OR_COUNT);
  M('units and conditions', 'bills over €500', count(m.filter((row) => at(row, BILL) > 500).length), ROWS_OR_COUNT);
  M('units and conditions', 'readings over 600 kwh on the standard tariff', count(m.filter((row) => row.Tariff === 'Standard' && at(row, KWH) > 600).length), ROWS_OR_COUNT);
  M('units and conditions', 'readings with a peak share above 70%', count(m.filter((row) => at(row, PS) > 70).length), ROWS_OR_COUNT);
  M('units and conditions', 'avg usage of actual reads in riverside', value(mean(num(actual.filter(is('District', 'Riverside')), KWH))));
  M('units and conditions', 'total billed excluding estimated reads', value(sum(num(m.filter(not(is('Reading Type', 'Estimated'))), BILL))));
  M('missing values', 'how many readings have no bill', count(m.filter((row) => row[BILL] === null).length), ROWS_OR_COUNT);
  M('missing values', 'which columns have missing data', list(missingColumns(m)));
  M('ratio or derived', 'avg price per kwh by tariff', groups(groupBy(m, text('Tariff'), (g) => { const kept = g.filter((row) => isNum(row[BILL]) && isNum(row[KWH])); return sum(num(kept, BILL)) / sum(num(kept, KWH)); })), 'total billed over total usage');
  M('ratio or derived', 'pct of readings that were estimated', value(pct(m.filter(is('Reading Type', 'Estimated')).length, m.length)));
  M('ratio or derived', 'avg usage per meter by district', groups(groupBy(m, text('District'), (g) => sum(num(g, KWH)) / distinct(g, 'Meter ID'))), 'total usage over meters in the district');
  M('refuse', 'avg usage', eitherReading(value(mean(num(m, KWH))), value(sum(num(m, KWH)) / distinct(m, 'Meter ID'))), 'two readings: per reading (a month) or per meter (over two years)');
  M('refuse', 'which customers are in arrears', refuse, 'no payments');
  M('refuse', 'why did usage go up in winter', refuse, 'a reason');
  M('refuse', 'forecast usage for 2025', refuse, 'a forecast');
  M('refuse', 'what is the carbon footprint', refuse, 'no emission factor in the file');
  M('refuse', 'how many solar panels are installed', refuse, 'no such column');
  M('refuse', 'which meters are faulty', refuse, 'a failed read is not a faulty meter; no fault column');
  M('refuse', 'avg usage per household', refuse, '"household" is not in the file: a meter may be a business');

  // ---- pet shelter intakes ----
  const p = tables.get('shelter_intakes.csv') ?? [];
  const P = ask('p12_shelter');
  const ID = 'Intake Date';
  const OD = 'Outcome Date';
  const AGE = 'Age (months)';
  const FEE = 'Adoption Fee';
  const adopted = p.filter(is('Outcome', 'Adopted'));
  const stay = (row: Row): number => (row[OD] instanceof Date ? (when(row, OD).getTime() - when(row, ID).getTime()) / DAY : NaN);
  P('plain', 'how many animals came in', count(p.length));
  P('plain', 'intakes by species', groups(countBy(p, text('Species'))));
  P('plain', 'animals by outcome', groups(countBy(p, text('Outcome'))));
  P('plain', 'avg weight in kg by species', groups(groupBy(p, text('Species'), (g) => mean(num(g, 'Weight (kg)')))));
  P('plain', 'median age in months', value(median(num(p, AGE))));
  P('everyday words', 'how many animals were adopted', count(adopted.length), ROWS_OR_COUNT);
  P('everyday words', 'how many strays were reunited with their owners', count(p.filter((row) => row['Intake Type'] === 'Stray' && row.Outcome === 'Returned to Owner').length), ROWS_OR_COUNT);
  P('everyday words', 'how much did we take in adoption fees', value(sum(num(p, FEE))));
  P('everyday words', 'how many animals are still with us', count(p.filter(is('Outcome', 'In Care')).length), ROWS_OR_COUNT);
  P('everyday words', 'how many cats were handed in by their owners', count(p.filter((row) => row.Species === 'Cat' && row['Intake Type'] === 'Owner Surrender').length), ROWS_OR_COUNT);
  P('which row', 'oldest animal taken in', extremeRows(p, AGE, 'Animal ID', 'max'));
  P('which row', 'heaviest dog', extremeRows(p.filter(is('Species', 'Dog')), 'Weight (kg)', 'Animal ID', 'max'));
  P('which row', 'which species brought in the most in fees', best(groupBy(p, text('Species'), (g) => sum(num(g, FEE))), 'Species'));
  const longest = (rows: Row[]): Expected => { const xs = rows.map(stay).filter(Number.isFinite); const top = Math.max(...xs); return { kind: 'row', column: 'Animal ID', labels: rows.filter((row) => stay(row) === top).map((row) => row['Animal ID'] as string) }; };
  P('which row', 'longest stay of an adopted animal', longest(adopted), 'the Animal ID only is checked: the unit of the stay (days) is the answer\'s choice');
  P('refuse', 'which animal stayed the longest', refuse, 'two readings: among animals that have left (229 days), or counting the ones still in care up to the end of the file (266 days)');
  P('comparison', 'intakes 2023 vs 2024', groups(countBy(p, yearKey(ID))));
  P('comparison', 'avg age dogs vs cats', groups(groupBy(p.filter((row) => row.Species === 'Dog' || row.Species === 'Cat'), text('Species'), (g) => mean(num(g, AGE)))));
  const strays = p.filter(is('Intake Type', 'Stray')).length;
  const surr = p.filter(is('Intake Type', 'Owner Surrender')).length;
  P('comparison', 'how many more strays than surrenders', count(strays - surr));
  P('comparison', 'adoptions by species', groups(countBy(adopted, text('Species'))));
  P('seasonality', 'which month of the year has the most intakes', best(countBy(p, monthKey(ID)), 'month', 'max', monthForms));
  P('seasonality', 'cat intakes per month in 2023', groups(countBy(p.filter((row) => row.Species === 'Cat' && yearIs(ID, 2023)(row)), monthKey(ID))));
  P('seasonality', 'which weekday had the most adoptions', best(countBy(adopted, weekdayKey(OD)), 'weekday', 'max', weekdayForms));
  P('types as text', 'intakes in august 2024', count(p.filter(monthIs(ID, 2024, 8)).length), ROWS_OR_COUNT);
  P('types as text', 'avg adoption fee', value(mean(num(p, FEE))));
  P('types as text', 'animals taken in before 1 march 2023', count(p.filter((row) => when(row, ID).getTime() < Date.UTC(2023, 2, 1)).length), ROWS_OR_COUNT);
  P('types as text', 'adoption fees in 2023', eitherReading(value(sum(num(p.filter(yearIs(OD, 2023)), FEE))), value(sum(num(p.filter(yearIs(ID, 2023)), FEE)))), 'two readings where they differ: by the adoption (outcome) date, or by the intake date');
  P('units and conditions', 'animals older than 10 years', count(p.filter((row) => at(row, AGE) > 120).length), ROWS_OR_COUNT);
  P('units and conditions', 'dogs over 20 kg', count(p.filter((row) => row.Species === 'Dog' && at(row, 'Weight (kg)') > 20).length), ROWS_OR_COUNT);
  P('units and conditions', 'adoptions with a fee under $100', count(adopted.filter((row) => at(row, FEE) < 100).length), ROWS_OR_COUNT);
  P('units and conditions', 'microchipped rabbits', count(p.filter((row) => row.Species === 'Rabbit' && row.Microchipped === 'Y').length), ROWS_OR_COUNT);
  P('units and conditions', 'avg age of adopted cats in months', value(mean(num(adopted.filter(is('Species', 'Cat')), AGE))));
  P('missing values', 'how many animals have an unknown age', count(p.filter((row) => row[AGE] === null).length), ROWS_OR_COUNT);
  P('missing values', 'which columns have blanks', list(missingColumns(p)));
  P('missing values', 'how many animals have no outcome date', count(p.filter((row) => row[OD] === null).length), ROWS_OR_COUNT);
  P('ratio or derived', 'avg days from intake to outcome', value(mean(p.map(stay).filter(Number.isFinite))));
  P('ratio or derived', 'pct of intakes that were adopted, by species', groups(groupBy(p, text('Species'), (g) => pct(g.filter(is('Outcome', 'Adopted')).length, g.length))), 'adopted over every intake of the species');
  P('ratio or derived', 'pct of intakes that were microchipped', value(pct(p.filter(is('Microchipped', 'Y')).length, p.length)));
  P('refuse', 'adoption rate', eitherReading(value(pct(adopted.length, p.length)), value(pct(adopted.length, p.filter(not(is('Outcome', 'In Care'))).length))), 'two readings: over every intake, or over animals that have left');
  P('refuse', 'which breed is adopted fastest', refuse, 'no breed column');
  P('refuse', 'why are dogs returned', refuse, 'a reason');
  P('refuse', 'predict intakes next summer', refuse, 'a forecast');
  P('refuse', 'how many animals were euthanised', refuse, 'no such outcome: "Died" does not say how');
  P('refuse', 'which adopters came back for a second pet', refuse, 'no adopter column');
  P('refuse', 'how much does it cost to feed a dog', refuse, 'no cost column');
  P('refuse', 'how many puppies', refuse, '"puppy" has no age limit in the file');
  P('refuse', 'which animals are the cutest', refuse, 'a judgement');
  return out;
}

/** A which-row expectation without its figure: a duration's unit is the answer's choice. */
function unvaluedRow(e: Expected): Expected {
  return e.kind === 'row' ? { kind: 'row', column: e.column, labels: e.labels } : e;
}

export function probe12Questions(tables: Map<string, Row[]>): Question[] {
  return probe12Catalogue(tables).map(acceptingRows);
}
