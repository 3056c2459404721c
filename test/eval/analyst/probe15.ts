/**
 * Blind probe 15, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 14). Files generated here from fixed seeds,
 * in domains no earlier probe used (made-up figures, nothing copied, the reserved packages
 * neither used nor imitated): a museum's ticket bookings (a workbook with a Bookings sheet of
 * Excel dates, entry times "10:30", amounts "€42.00", and an Exhibitions sheet), a recycling
 * centre's drop-offs (dates "14/03/2024" day first, weights "1,020.5", charges "£4.50" or "-",
 * turned-away visits), a dog-walking business's walks (dates "14 Mar 2024", durations "1:02:10",
 * prices "$25.00", tips "-"), a solar farm's daily inverter readings (output "1,245.6" kWh,
 * revenue "£123.45", availability "98.5%", faults) and a volunteer rota's shifts (dates
 * "14.03.2024", expenses "€12.40" or "n/a", cancelled shifts and no-shows).
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE15.md
 * records the data check made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, csvBytes, eitherReading, extremeRows, groupBy, isNum, monthForms, num, text, weekdayForms, weighted } from './probe2';
import { acceptingRows, mean, sum, type Expected, type Question } from './questions';

const DAY = 86_400_000;
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const comma1 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const hms = (seconds: number): string => `${String(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const hhmm = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

// ---------------------------------------------------------------------------------------------
// a museum's ticket bookings, 2024: "Bookings" and "Exhibitions"

const EXHIBITIONS: Array<[string, string, string, string | null, number, number]> = [
  // [code, title, gallery, curator, adult price, weight]
  ['EX01', 'Bronze Age Gold', 'East Wing', 'Ruth Adebayo', 14, 30], ['EX02', 'Tides and Harbours', 'West Wing', 'Sanna Novak', 10, 22], ['EX03', 'Printmaking Now', 'West Wing', null, 8, 14],
  ['EX04', 'Clockwork Wonders', 'Lower Hall', 'Marc Laine', 12, 24], ['EX05', 'The Tiled Kitchen', 'East Wing', 'Sanna Novak', 9, 10],
];

/** "Bookings": "Booking Ref", "Visit Date" (a real Excel date shown dd/mm/yyyy), "Exhibition Code", "Ticket Type" (Adult/Child/Concession/Member), Tickets (people on the booking), "Amount Paid" "€42.00" (text), Channel (Online/Desk), "Entry Time" "10:30" (text), Status (Used/Refunded/No-show). "Exhibitions": "Exhibition Code", Title, Gallery, Curator (blank on one), Opened (a real date), "Adult Price (€)". */
export async function museumWorkbook(): Promise<EvalDataset> {
  const rand = random(15_001);
  const exhibitions: Row[] = EXHIBITIONS.map(([code, title, gallery, curator, price], k) => ({
    'Exhibition Code': code, Title: title, Gallery: gallery, Curator: curator, Opened: new Date(Date.UTC(2023, 2 + k * 2, 1 + k * 5)), 'Adult Price (€)': price,
  }));
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 1) continue;
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * (weekday === 0 || weekday === 6 ? 9 : 5) * (month === 6 || month === 7 ? 1.6 : month === 0 ? 0.6 : 1));
    for (let k = 0; k < n; k++) {
      const [code, , , , adult] = choose(rand, EXHIBITIONS.map((e) => [e, e[5]] as [(typeof EXHIBITIONS)[number], number]));
      const type = choose(rand, [['Adult', 45], ['Child', 20], ['Concession', 20], ['Member', 15]]);
      const tickets = choose(rand, [[1, 30], [2, 35], [3, 12], [4, 15], [5, 5], [6, 3]]);
      const unit = type === 'Adult' ? adult : type === 'Child' ? adult / 2 : type === 'Concession' ? adult * 0.7 : 0;
      const channel = rand() < 0.55 ? 'Online' : 'Desk';
      const status = channel === 'Online' ? choose(rand, [['Used', 86], ['Refunded', 7], ['No-show', 7]]) : choose(rand, [['Used', 96], ['Refunded', 4]]);
      drafts.push({
        'Visit Date': date, 'Exhibition Code': code, 'Ticket Type': type, Tickets: tickets, 'Amount Paid': round2(unit * tickets), Channel: channel,
        'Entry Time': hhmm(10 * 60 + 30 * Math.floor(rand() * 14)), Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Booking Ref': `BK-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bookings');
  const header = ['Booking Ref', 'Visit Date', 'Exhibition Code', 'Ticket Type', 'Tickets', 'Amount Paid', 'Channel', 'Entry Time', 'Status'];
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(header.map((h) => (h === 'Amount Paid' ? `€${money2(row[h] as number)}` : row[h]))).getCell(2).numFmt = 'dd/mm/yyyy';
  const exSheet = workbook.addWorksheet('Exhibitions');
  const exHeader = ['Exhibition Code', 'Title', 'Gallery', 'Curator', 'Opened', 'Adult Price (€)'];
  exSheet.addRow(exHeader);
  for (const row of exhibitions) exSheet.addRow(exHeader.map((h) => row[h])).getCell(5).numFmt = 'd mmm yyyy';
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p15_museum', file: 'museum_tickets_2024.xlsx', bytes, tables: [{ label: 'museum_tickets_2024.xlsx / Bookings', rows }, { label: 'museum_tickets_2024.xlsx / Exhibitions', rows: exhibitions }] };
}

// ---------------------------------------------------------------------------------------------
// a recycling centre's drop-offs, 2023-2024

const MATERIALS: Array<[string, number, number, number]> = [
  // [material, weight, typical kg, £ per kg (0 = free)]
  ['Garden Waste', 28, 60, 0], ['Cardboard', 18, 25, 0], ['Glass', 12, 20, 0], ['Metal', 10, 45, 0], ['Electricals', 9, 30, 0], ['Wood', 12, 80, 0.06], ['Rubble', 11, 150, 0.1],
];

/** "Drop-off ID", "Visit Date" "14/03/2024" (day first), Arrival "09:40", Vehicle (Car/Van/Trailer), Material, "Net Weight (kg)" "1,020.5" (blank when turned away), Charge "£4.50" ("-" when free, blank when turned away), "Permit No" (vans and trailers; blank otherwise), "Postcode Area" ("n/a" on some), Status (Accepted/Turned Away). */
export function recyclingDropoffs(): EvalDataset {
  const rand = random(15_002);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 4) continue;
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * (weekday === 6 || weekday === 0 ? 10 : 5) * (month >= 3 && month <= 8 ? 1.4 : 0.8));
    for (let k = 0; k < n; k++) {
      const [material, , kg, rate] = choose(rand, MATERIALS.map((m) => [m, m[1]] as [(typeof MATERIALS)[number], number]));
      const vehicle = choose(rand, [['Car', 62], ['Van', 24], ['Trailer', 14]]);
      const permit = vehicle !== 'Car' && rand() < 0.85 ? `P-${String(1000 + Math.floor(rand() * 9000))}` : null;
      const status = vehicle !== 'Car' && permit === null ? choose(rand, [['Turned Away', 60], ['Accepted', 40]]) : choose(rand, [['Accepted', 97], ['Turned Away', 3]]);
      const weight = status === 'Accepted' ? round1(Math.max(2, kg * (vehicle === 'Car' ? 1 : vehicle === 'Van' ? 3 : 5) * (0.5 + rand()))) : null;
      drafts.push({
        'Visit Date': date, Arrival: hhmm(8 * 60 + 5 * Math.floor(rand() * 108)), Vehicle: vehicle, Material: material, 'Net Weight (kg)': weight,
        Charge: weight === null ? null : round2(weight * rate), 'Permit No': permit, 'Postcode Area': rand() < 0.04 ? null : choose(rand, [['KX1', 30], ['KX2', 25], ['KX3', 20], ['KX4', 15], ['KX9', 10]]), Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Drop-off ID': `RC-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const header = ['Drop-off ID', 'Visit Date', 'Arrival', 'Vehicle', 'Material', 'Net Weight (kg)', 'Charge', 'Permit No', 'Postcode Area', 'Status'];
  const dmy = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Drop-off ID'] as string, dmy(row['Visit Date'] as Date), row.Arrival as string, row.Vehicle as string, row.Material as string,
    row['Net Weight (kg)'] === null ? '' : comma1(row['Net Weight (kg)'] as number), row.Charge === null ? '' : row.Charge === 0 ? '-' : `£${money2(row.Charge as number)}`,
    (row['Permit No'] as string | null) ?? '', (row['Postcode Area'] as string | null) ?? 'n/a', row.Status as string,
  ]);
  return { name: 'p15_recycling', file: 'recycling_centre_dropoffs.csv', bytes: csvBytes(header, lines), tables: [{ label: 'recycling_centre_dropoffs.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a dog-walking business's walks, 2024

const WALKERS = ['Priya Nair', 'Tomasz Wolski', 'Grace Oduya', 'Owen Price', 'Lucia Romano'];
const DOGS: Array<[string, string]> = [
  ['Biscuit', 'Labrador'], ['Pepper', 'Border Collie'], ['Otto', 'Dachshund'], ['Luna', 'Labrador'], ['Rolo', 'Cockapoo'], ['Maple', 'Spaniel'], ['Ziggy', 'Whippet'], ['Bramble', 'Spaniel'],
  ['Dexter', 'Boxer'], ['Nala', 'Cockapoo'], ['Wilf', 'Terrier'], ['Poppy', 'Labrador'], ['Juno', 'Greyhound'], ['Scout', 'Border Collie'], ['Hazel', 'Terrier'], ['Milo', 'Cockapoo'],
  ['Fudge', 'Dachshund'], ['Archie', 'Boxer'], ['Tilly', 'Spaniel'], ['Bear', 'Newfoundland'],
];
const SERVICES: Array<[string, number, number, number]> = [['Solo Walk', 40, 60, 22], ['Group Walk', 45, 75, 14], ['Puppy Visit', 15, 30, 12]];

/** "Walk ID", "Walk Date" "14 Mar 2024", "Pick-up Time" "08:30", Walker, Dog, Breed, Service, Duration "1:02:10" (blank unless completed), "Distance (km)" (blank unless completed), Price "$22.00", Tip "$5.00" ("-" when none), Status (Completed/Cancelled/Rescheduled). */
export function dogWalks(): EvalDataset {
  const rand = random(15_003);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * (weekday === 0 || weekday === 6 ? 3 : 7) * (month === 11 ? 1.3 : 1)) + (weekday === 0 ? 0 : 1);
    for (let k = 0; k < n; k++) {
      const [dog, breed] = pick(rand, DOGS);
      const [service, , minutes, price] = choose(rand, SERVICES.map((s) => [s, s[1]] as [(typeof SERVICES)[number], number]));
      const status = choose(rand, [['Completed', 88], ['Cancelled', month === 11 || month === 0 ? 12 : 7], ['Rescheduled', 4]]);
      const done = status === 'Completed';
      const seconds = done ? Math.max(900, Math.round(minutes * 60 * (0.8 + rand() * 0.45) + gauss(rand) * 90)) : null;
      drafts.push({
        'Walk Date': date, 'Pick-up Time': hhmm(7 * 60 + 15 * Math.floor(rand() * 44)), Walker: pick(rand, WALKERS), Dog: dog, Breed: breed, Service: service, Duration: seconds,
        'Distance (km)': seconds === null ? null : round1((seconds / 3600) * (service === 'Puppy Visit' ? 1.2 : 4.2) * (0.8 + rand() * 0.4)), Price: price * (breed === 'Newfoundland' ? 1.5 : 1),
        Tip: done && rand() < 0.3 ? choose(rand, [[2, 30], [3, 25], [5, 35], [10, 10]]) : null, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Walk ID': `W-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Walk ID', 'Walk Date', 'Pick-up Time', 'Walker', 'Dog', 'Breed', 'Service', 'Duration', 'Distance (km)', 'Price', 'Tip', 'Status'];
  const written = (d: Date): string => `${String(d.getUTCDate())} ${MONTH_SHORT[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Walk ID'] as string, written(row['Walk Date'] as Date), row['Pick-up Time'] as string, row.Walker as string, row.Dog as string, row.Breed as string, row.Service as string,
    row.Duration === null ? '' : hms(row.Duration as number), row['Distance (km)'] === null ? '' : (row['Distance (km)'] as number).toFixed(1),
    `$${money2(row.Price as number)}`, row.Tip === null ? '-' : `$${money2(row.Tip as number)}`, row.Status as string,
  ]);
  return { name: 'p15_dogwalk', file: 'dog_walks_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'dog_walks_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a solar farm's daily inverter readings, 2024

const INVERTERS: Array<[string, string, number]> = [
  ['INV-01', 'North Field', 250], ['INV-02', 'North Field', 250], ['INV-03', 'North Field', 250], ['INV-04', 'North Field', 200], ['INV-05', 'South Field', 300], ['INV-06', 'South Field', 300], ['INV-07', 'South Field', 300],
];

/** "Reading Date" "2024-03-14", Inverter, Field, "Energy Output (kWh)" "1,245.6" (blank on a fault), "Peak Power (kW)", "Sunshine (hours)", "Panel Temp (°C)", "Export Revenue" "£123.45" (blank on a fault), Availability "98.5%", Status (Online/Maintenance/Fault). */
export function solarReadings(): EvalDataset {
  const rand = random(15_004);
  const rows: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const month = date.getUTCMonth();
    const season = Math.cos(((month - 5.5) / 12) * 2 * Math.PI);
    const sunshine = round1(Math.max(0, 4.5 + season * 3.5 + gauss(rand) * 1.8));
    for (const [inverter, field, capacity] of INVERTERS) {
      const status = choose(rand, [['Online', 93], ['Maintenance', 4], ['Fault', inverter === 'INV-06' ? 6 : 2]]);
      const availability = status === 'Online' ? round1(97 + rand() * 3) : status === 'Maintenance' ? round1(40 + rand() * 40) : round1(rand() * 20);
      const output = status === 'Fault' ? null : round1(capacity * (1 + sunshine * 0.8) * (availability / 100) * (0.9 + rand() * 0.2));
      rows.push({
        'Reading Date': date, Inverter: inverter, Field: field, 'Energy Output (kWh)': output, 'Peak Power (kW)': output === null ? null : round1(Math.min(capacity, (output / Math.max(1, sunshine + 2)) * 1.6)),
        'Sunshine (hours)': sunshine, 'Panel Temp (°C)': Math.round(12 + season * 14 + sunshine * 1.5 + gauss(rand) * 3), 'Export Revenue': output === null ? null : round2(output * (month >= 9 ? 0.072 : 0.065)),
        Availability: availability, Status: status,
      });
    }
  }
  const header = ['Reading Date', 'Inverter', 'Field', 'Energy Output (kWh)', 'Peak Power (kW)', 'Sunshine (hours)', 'Panel Temp (°C)', 'Export Revenue', 'Availability', 'Status'];
  const lines = rows.map((row) => [
    (row['Reading Date'] as Date).toISOString().slice(0, 10), row.Inverter as string, row.Field as string, row['Energy Output (kWh)'] === null ? '' : comma1(row['Energy Output (kWh)'] as number),
    row['Peak Power (kW)'] === null ? '' : String(row['Peak Power (kW)']), String(row['Sunshine (hours)']), String(row['Panel Temp (°C)']),
    row['Export Revenue'] === null ? '' : `£${money2(row['Export Revenue'] as number)}`, `${String(row.Availability)}%`, row.Status as string,
  ]);
  return { name: 'p15_solar', file: 'solar_farm_daily_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'solar_farm_daily_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a charity's volunteer shift rota, 2024

const VOLUNTEERS = ['Abel Grant', 'Bronwen Hughes', 'Chidi Obi', 'Dora Fenwick', 'Eamon Walsh', 'Farah Aziz', 'Gideon Shaw', 'Harriet Lowe', 'Isla Reid', 'Jonah Pike', 'Kezia Marsh', 'Leon Brandt', 'Mina Patel', 'Nils Arvid'];
const ROLES: Array<[string, number, number]> = [['Kitchen', 30, 4], ['Driver', 18, 5], ['Reception', 20, 3.5], ['Warehouse', 20, 4.5], ['Gardening', 12, 3]];

/** "Shift ID", "Shift Date" "14.03.2024", Volunteer, Role, Site, "Start" "09:00", "Hours Worked" (blank unless worked), "Expenses Claimed" "€12.40" ("n/a" when none), "Travel Distance (km)" (blank on some), Status (Worked/Cancelled/No-show). */
export function volunteerShifts(): EvalDataset {
  const rand = random(15_005);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0) continue;
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * (weekday === 6 ? 3 : 6) * (month === 11 ? 1.5 : month === 7 ? 0.6 : 1)) + 1;
    for (let k = 0; k < n; k++) {
      const [role, , hours] = choose(rand, ROLES.map((r) => [r, r[1]] as [(typeof ROLES)[number], number]));
      const volunteer = pick(rand, VOLUNTEERS);
      const status = choose(rand, [['Worked', 85], ['Cancelled', 9], ['No-show', volunteer === 'Jonah Pike' ? 14 : 5]]);
      const worked = status === 'Worked' ? Math.max(1, Math.round((hours + gauss(rand) * 0.8) * 4) / 4) : null;
      const km = rand() < 0.07 ? null : round1(1 + rand() * (role === 'Driver' ? 40 : 12));
      drafts.push({
        'Shift Date': date, Volunteer: volunteer, Role: role, Site: choose(rand, [['Harbour Street', 45], ['Mill Lane', 35], ['Park Road', 20]]),
        Start: hhmm((role === 'Kitchen' ? 8 : 9) * 60 + 30 * Math.floor(rand() * 14)), 'Hours Worked': worked,
        'Expenses Claimed': worked !== null && km !== null && rand() < 0.5 ? round2(km * 0.3 + (role === 'Driver' ? 5 : 0)) : null, 'Travel Distance (km)': km, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Shift ID': `SH-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Shift ID', 'Shift Date', 'Volunteer', 'Role', 'Site', 'Start', 'Hours Worked', 'Expenses Claimed', 'Travel Distance (km)', 'Status'];
  const dotted = (d: Date): string => `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Shift ID'] as string, dotted(row['Shift Date'] as Date), row.Volunteer as string, row.Role as string, row.Site as string, row.Start as string,
    row['Hours Worked'] === null ? '' : String(row['Hours Worked']), row['Expenses Claimed'] === null ? 'n/a' : `€${money2(row['Expenses Claimed'] as number)}`,
    row['Travel Distance (km)'] === null ? '' : (row['Travel Distance (km)'] as number).toFixed(1), row.Status as string,
  ]);
  return { name: 'p15_volunteer', file: 'volunteer_shifts_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'volunteer_shifts_2024.csv', rows }] };
}

export const PROBE15_DATASETS = new Set(['p15_museum', 'p15_recycling', 'p15_dogwalk', 'p15_solar', 'p15_volunteer']);

export async function probe15Datasets(): Promise<EvalDataset[]> {
  return [await museumWorkbook(), recyclingDropoffs(), dogWalks(), solarReadings(), volunteerShifts()];
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
const dayIs = (column: string, iso: string) => (row: Row): boolean => row[column] instanceof Date && when(row, column).toISOString().slice(0, 10) === iso;
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
/** A month of one calendar year, keyed as a series over a year is labelled ("2024-03"). */
const yearMonthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `${String(when(row, column).getUTCFullYear())}-${pad2(when(row, column).getUTCMonth() + 1)}` : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string | number) => (row: Row): boolean => row[column] === value;
const hourForms = (key: string): string[] => { const h = Number(key); return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`])]; };
/** A month of a file that holds one year: "3", "03", "Mar", "March", or the month with its year ("2024-03"). */
const monthFormsIn = (year: number) => (key: string): string[] => [...monthForms(key), `${String(year)}-${pad2(Number(key))}`, `${String(year)}-${pad2(Number(key))}-01`];
/** Minutes after midnight of an "hh:mm" text. */
const clock = (value: unknown): number => (typeof value === 'string' ? Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5)) : NaN);
/** A bare-words count: a user accepts the count, or the rows with the count said in the first sentence; the judge scores the count. */
const ROWS_OR_COUNT = 'answer forms a user accepts: the count; or the matching rows, whose count the first sentence says (the judge scores the count)';
/** A series over the months of one year: keyed "2024-01"…; a series keyed 1…12 or Jan…Dec is the same answer, which the judge cannot match. */
const MONTH_SERIES = 'answer forms a user accepts: one figure per month, labelled 2024-01… (expected here) or 1…12 or Jan…Dec (the judge matches one spelling of a group key: count those apart)';
/** A share by group: a fraction in a `share` column or 0-100 in a `percent` column (the judge accepts both). */
const SHARE = 'a share per group: a fraction (0-1) in a share column, or 0-100 in a percent column; both accepted';
const PERCENT = 'a percent (0-100); a fraction in a share column is accepted';
/** A month of the year in a file of one year: the judge maps a "2024-03" label to March too. */
const ONE_YEAR_MONTH = 'the file holds 2024 only: 3, 03, Mar, March, 2024-03 all accepted';

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe15Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
  const out: CataloguedQuestion[] = [];
  const ask = (data: string) => (cls: ProbeClass, q: string, expect: Expected, why?: string): void => {
    out.push({ question: { data, q, expect, probe: true }, cls: expect.kind === 'refuse' ? 'refuse' : cls, ...(why ? { why } : {}) });
  };
  const refuse: Expected = { kind: 'refuse' };
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });
  const list = (values: Iterable<unknown>): Expected => ({ kind: 'list', values: [...new Set([...values].map(String))] });
  const groups = (values: Map<string, number>): Expected => ({ kind: 'groups', values });
  const shares = (values: Map<string, number>): Expected => { const total = sum([...values.values()]); return { kind: 'groups', values: new Map([...values].map(([k, v]) => [k, v / total])), column: 'share' }; };
  const rates = (rows: Row[], key: (row: Row) => string | null, hit: (row: Row) => boolean): Expected => ({ kind: 'groups', values: groupBy(rows, key, (g) => g.filter(hit).length / g.length), column: 'share' });
  const countBy = (rows: Row[], key: (row: Row) => string | null): Map<string, number> => groupBy(rows, key, (m) => m.length);
  const distinct = (rows: Row[], column: string): number => new Set(rows.map((row) => row[column]).filter((v) => v !== null)).size;
  const unvalued = (e: Expected): Expected => (e.kind === 'row' ? { kind: 'row', column: e.column, labels: e.labels } : e);
  const ratio = (rows: Row[], top: string, bottom: string): number => { const kept = rows.filter((row) => isNum(row[top]) && isNum(row[bottom])); return sum(num(kept, top)) / sum(num(kept, bottom)); };
  const hourOf = (column: string) => (row: Row): string | null => (typeof row[column] === 'string' ? String(Number((row[column] as string).slice(0, 2))) : null);

  // ---- museum bookings (workbook: Bookings and Exhibitions) ----
  const mb = tables.get('museum_tickets_2024.xlsx / Bookings') ?? [];
  const mx = tables.get('museum_tickets_2024.xlsx / Exhibitions') ?? [];
  const M = ask('p15_museum');
  const VD = 'Visit Date';
  const PAID = 'Amount Paid';
  const exOf = new Map(mx.map((row) => [row['Exhibition Code'] as string, row]));
  const gallery = (row: Row): string | null => (exOf.get(row['Exhibition Code'] as string)?.Gallery as string | undefined) ?? null;
  const exForms = (code: string): string[] => [code, exOf.get(code)?.Title as string];
  const used = mb.filter(is('Status', 'Used'));
  const notRefunded = mb.filter((row) => row.Status !== 'Refunded');
  M('plain', 'bookings by ticket type', groups(countBy(mb, text('Ticket Type'))));
  M('plain', 'bookings by status', groups(countBy(mb, text('Status'))));
  M('plain', 'avg tickets per booking', value(mean(num(mb, 'Tickets'))));
  M('plain', 'how many exhibitions are there', count(mx.length), 'the Exhibitions sheet (every one has bookings, so the distinct codes agree)');
  M('plain', 'bookings by channel', groups(countBy(mb, text('Channel'))));
  M('which row', 'which exhibition had the most bookings', best(countBy(mb, text('Exhibition Code')), 'Exhibition Code', 'max', exForms), 'every booking; the code or the title accepted');
  M('which row', 'biggest single booking by amount paid', extremeRows(mb, PAID, 'Booking Ref', 'max'), 'any tied booking');
  M('which row', 'which gallery took the most money', eitherReading(best(groupBy(mb, gallery, (g) => sum(num(g, PAID))), 'Gallery', 'max', (k) => [k], false), best(groupBy(notRefunded, gallery, (g) => sum(num(g, PAID))), 'Gallery', 'max', (k) => [k], false)), 'needs the Exhibitions sheet; every amount paid or net of refunds: an answer where both name the gallery');
  M('which row', 'which curator has the most visitors through the door', best(groupBy(used, (row) => (exOf.get(row['Exhibition Code'] as string)?.Curator as string | null | undefined) ?? null, (g) => sum(num(g, 'Tickets'))), 'Curator'), 'Exhibitions sheet; tickets of Used bookings ("through the door")');
  M('everyday words', 'how many people actually came in', value(sum(num(used, 'Tickets'))), 'tickets on Used bookings');
  M('everyday words', 'how many bookings got their money back', count(mb.filter(is('Status', 'Refunded')).length), ROWS_OR_COUNT);
  M('everyday words', 'how many kids came', value(sum(num(used.filter(is('Ticket Type', 'Child')), 'Tickets'))), 'child tickets on Used bookings');
  M('everyday words', 'how much did people spend online', eitherReading(value(sum(num(mb.filter(is('Channel', 'Online')), PAID))), value(sum(num(notRefunded.filter(is('Channel', 'Online')), PAID)))), 'two readings: every online amount paid, or net of refunded bookings (money given back was not spent)');
  M('comparison', 'avg tickets per booking online vs desk', groups(groupBy(mb, text('Channel'), (g) => mean(num(g, 'Tickets')))));
  M('comparison', 'amount paid east wing vs west wing', groups(groupBy(mb.filter((row) => gallery(row) === 'East Wing' || gallery(row) === 'West Wing'), gallery, (g) => sum(num(g, PAID)))), 'needs the Exhibitions sheet; every booking');
  M('comparison', 'how many more adult bookings than concession bookings', count(mb.filter(is('Ticket Type', 'Adult')).length - mb.filter(is('Ticket Type', 'Concession')).length));
  M('comparison', 'no-shows in july vs august', groups(countBy(mb.filter((row) => row.Status === 'No-show' && (monthIs(VD, 2024, 7)(row) || monthIs(VD, 2024, 8)(row))), (row) => MONTH_SHORT[when(row, VD).getUTCMonth()])), 'keyed Jul, Aug');
  M('seasonality', 'which month had the most visitors', best(groupBy(used, monthKey(VD), (g) => sum(num(g, 'Tickets'))), 'month', 'max', monthFormsIn(2024)), `tickets on Used bookings; ${ONE_YEAR_MONTH}`);
  M('seasonality', 'which day of the week gets the most bookings', best(countBy(mb, weekdayKey(VD)), 'weekday', 'max', weekdayForms), 'every booking');
  M('seasonality', 'amount paid per month', groups(groupBy(mb, yearMonthKey(VD), (g) => sum(num(g, PAID)))), MONTH_SERIES);
  M('types as text', 'total amount paid', value(sum(num(mb, PAID))), 'the column\'s total (refunds are a status, the column is what was paid)');
  M('types as text', 'avg amount paid for adult bookings', value(mean(num(mb.filter(is('Ticket Type', 'Adult')), PAID))));
  M('types as text', 'bookings on 14 august 2024', count(mb.filter(dayIs(VD, '2024-08-14')).length), ROWS_OR_COUNT);
  M('types as text', 'bookings with entry after 3pm', count(mb.filter((row) => clock(row['Entry Time']) > 15 * 60).length), `strict: 15:30 on; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'bookings over €50', count(mb.filter((row) => at(row, PAID) > 50).length), `strict; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'bookings of 4 or more tickets', count(mb.filter((row) => at(row, 'Tickets') >= 4).length), ROWS_OR_COUNT);
  M('units and conditions', 'used child bookings for clockwork wonders in july', count(used.filter((row) => row['Ticket Type'] === 'Child' && row['Exhibition Code'] === 'EX04' && monthIs(VD, 2024, 7)(row)).length), `Clockwork Wonders is EX04 (Exhibitions sheet); ${ROWS_OR_COUNT}`);
  M('units and conditions', 'amount paid between 1 march and 31 may', value(sum(num(mb.filter((row) => [3, 4, 5].some((m) => monthIs(VD, 2024, m)(row))), PAID))), 'both days inclusive');
  M('units and conditions', 'avg tickets per booking on weekends', value(mean(num(mb.filter((row) => [0, 6].includes(when(row, VD).getUTCDay())), 'Tickets'))));
  M('missing values', 'which exhibition has no curator', { kind: 'row', column: 'Title', labels: mx.filter((row) => row.Curator === null).flatMap((row) => [row.Title as string, row['Exhibition Code'] as string]) }, 'the title or the code');
  M('missing values', 'how many bookings have no amount paid', count(mb.filter((row) => row[PAID] === null).length), `none: every booking has an amount (€0.00 for members); ${ROWS_OR_COUNT}`);
  M('ratio or derived', 'pct of bookings refunded by channel', rates(mb, text('Channel'), is('Status', 'Refunded')), SHARE);
  M('ratio or derived', 'avg amount paid per ticket by ticket type', groups(groupBy(mb, text('Ticket Type'), (g) => ratio(g, PAID, 'Tickets'))), 'total paid over total tickets');
  M('ratio or derived', 'pct of online bookings that were no-shows', value(pct(mb.filter((row) => row.Channel === 'Online' && row.Status === 'No-show').length, mb.filter(is('Channel', 'Online')).length)), PERCENT);
  M('refuse', 'which exhibition is the best', refuse, 'a judgement');
  M('refuse', 'why do people ask for refunds', refuse, 'a reason');
  M('refuse', 'how long do visitors stay', refuse, 'no exit time');
  M('refuse', 'how many visitors will we get next christmas', refuse, 'a forecast');
  M('refuse', 'how many repeat visitors', refuse, 'no visitor ID');
  M('refuse', 'avg age of visitors', refuse, 'no age column');
  M('refuse', 'how many tickets did we sell', eitherReading(value(sum(num(mb, 'Tickets'))), value(sum(num(notRefunded, 'Tickets')))), 'two readings: every booking, or without the refunded ones');
  M('refuse', 'how much did we take', eitherReading(value(sum(num(mb, PAID))), value(sum(num(notRefunded, PAID)))), 'two readings: every amount paid, or net of refunds');
  M('refuse', 'which gallery is the most crowded', refuse, '"crowded" needs a floor area or a capacity the file does not hold');

  // ---- recycling centre drop-offs ----
  const rc = tables.get('recycling_centre_dropoffs.csv') ?? [];
  const C = ask('p15_recycling');
  const RD = 'Visit Date';
  const KG = 'Net Weight (kg)';
  const accepted = rc.filter(is('Status', 'Accepted'));
  C('plain', 'drop-offs by material', groups(countBy(rc, text('Material'))));
  C('plain', 'drop-offs by vehicle', groups(countBy(rc, text('Vehicle'))));
  C('plain', 'total net weight', value(sum(num(rc, KG))), 'the column\'s total (turned-away visits have none)');
  C('plain', 'total charges', value(sum(num(rc, 'Charge'))), '"-" is free (0 or missing give the same total)');
  C('plain', 'how many postcode areas', count(distinct(rc, 'Postcode Area')), '"n/a" is missing');
  C('which row', 'heaviest drop-off', extremeRows(rc, KG, 'Drop-off ID', 'max'), 'any tied drop-off');
  C('which row', 'which material brings in the most weight', best(groupBy(rc, text('Material'), (g) => sum(num(g, KG))), 'Material'));
  C('which row', 'which postcode area dropped off the most rubble', best(groupBy(rc.filter(is('Material', 'Rubble')), text('Postcode Area'), (g) => sum(num(g, KG))), 'Postcode Area'), 'by weight; "the most rubble" is weight');
  C('which row', 'most expensive single drop-off', extremeRows(rc, 'Charge', 'Drop-off ID', 'max'), 'any tied drop-off');
  C('everyday words', 'how many times did we send someone away', count(rc.filter(is('Status', 'Turned Away')).length), ROWS_OR_COUNT);
  C('everyday words', 'how much glass did we take in', value(sum(num(rc.filter(is('Material', 'Glass')), KG))), 'kg of glass (only accepted visits have a weight)');
  C('everyday words', 'how many vans came without a permit', count(rc.filter((row) => row.Vehicle === 'Van' && row['Permit No'] === null).length), `every van visit with a blank permit, turned away or not; ${ROWS_OR_COUNT}`);
  C('everyday words', 'how much did trailers pay', value(sum(num(rc.filter(is('Vehicle', 'Trailer')), 'Charge'))));
  C('comparison', 'weight 2023 vs 2024', groups(groupBy(rc, yearKey(RD), (g) => sum(num(g, KG)))));
  C('comparison', 'avg net weight car vs van', groups(groupBy(rc.filter((row) => row.Vehicle === 'Car' || row.Vehicle === 'Van'), text('Vehicle'), (g) => mean(num(g, KG)))));
  C('comparison', 'how many more garden waste drop-offs than cardboard', count(rc.filter(is('Material', 'Garden Waste')).length - rc.filter(is('Material', 'Cardboard')).length), 'every visit');
  C('comparison', 'rubble charges kx1 vs kx2', groups(groupBy(rc.filter((row) => row.Material === 'Rubble' && (row['Postcode Area'] === 'KX1' || row['Postcode Area'] === 'KX2')), text('Postcode Area'), (g) => sum(num(g, 'Charge')))));
  C('seasonality', 'which month of the year has the most garden waste by weight', best(groupBy(rc.filter(is('Material', 'Garden Waste')), monthKey(RD), (g) => sum(num(g, KG))), 'month', 'max', monthForms), 'the file spans 2023 and 2024: a month of the year (3, 03, Mar, March), not a calendar month');
  C('seasonality', 'which weekday is busiest for drop-offs', best(countBy(rc, weekdayKey(RD)), 'weekday', 'max', weekdayForms), 'by visits (every row)');
  C('seasonality', 'which hour do most drop-offs arrive', best(countBy(rc, hourOf('Arrival')), 'hour', 'max', hourForms), 'by the hour of Arrival');
  C('types as text', 'drop-offs on 14 march 2024', count(rc.filter(dayIs(RD, '2024-03-14')).length), `every visit that day; ${ROWS_OR_COUNT}`);
  C('types as text', 'avg net weight in kg', value(mean(num(rc, KG))));
  C('types as text', 'total charged in 2024', value(sum(num(rc.filter(yearIs(RD, 2024)), 'Charge'))));
  C('types as text', 'drop-offs arriving before 9am', count(rc.filter((row) => clock(row.Arrival) < 9 * 60).length), `start of 09:00 not included; ${ROWS_OR_COUNT}`);
  C('units and conditions', 'drop-offs over 1,000 kg', count(rc.filter((row) => at(row, KG) > 1000).length), `strict; ${ROWS_OR_COUNT}`);
  C('units and conditions', 'drop-offs charged more than £20', count(rc.filter((row) => at(row, 'Charge') > 20).length), `strict; ${ROWS_OR_COUNT}`);
  C('units and conditions', 'wood from trailers in june 2024 in kg', value(sum(num(rc.filter((row) => row.Material === 'Wood' && row.Vehicle === 'Trailer' && monthIs(RD, 2024, 6)(row)), KG))));
  C('units and conditions', 'avg weight of metal drop-offs in 2023', value(mean(num(rc.filter((row) => row.Material === 'Metal' && yearIs(RD, 2023)(row)), KG))));
  C('units and conditions', 'drop-offs between 50 and 100 kg', count(rc.filter((row) => at(row, KG) >= 50 && at(row, KG) <= 100).length), `both ends inclusive; ${ROWS_OR_COUNT}`);
  C('missing values', 'how many drop-offs have no postcode', count(rc.filter((row) => row['Postcode Area'] === null).length), `"n/a"; ${ROWS_OR_COUNT}`);
  C('missing values', 'which columns have blanks', list(missingColumns(rc)), 'blank weights, charges and permits, "n/a" postcodes (a "-" charge is free; Charge is blank on turned-away visits either way)');
  C('ratio or derived', 'pct of van and trailer visits turned away', value(pct(rc.filter((row) => row.Vehicle !== 'Car' && row.Status === 'Turned Away').length, rc.filter((row) => row.Vehicle !== 'Car').length)), PERCENT);
  C('ratio or derived', 'charge per kg for rubble', value(ratio(rc.filter(is('Material', 'Rubble')), 'Charge', KG)), 'total charge over total weight');
  C('ratio or derived', 'share of total weight by material', shares(groupBy(rc, text('Material'), (g) => sum(num(g, KG)))), SHARE);
  C('refuse', 'how much carbon did we save', refuse, 'no carbon factors in the file');
  C('refuse', 'why are people turned away', refuse, 'a reason (the permit column hints but is not a reason)');
  C('refuse', 'how many different households used the tip', refuse, 'no household or visitor ID');
  C('refuse', 'will we need a bigger skip next summer', refuse, 'a forecast');
  C('refuse', 'avg charge', eitherReading(value(mean(accepted.filter((row) => isNum(row.Charge) && (row.Charge as number) > 0).map((row) => row.Charge as number))), value(mean(num(accepted, 'Charge')))), 'two readings: over the visits charged, or over every accepted visit with the free ones as £0');
  C('refuse', 'how long do people wait at the gate', refuse, 'no queue or departure time');
  C('refuse', 'which material is most valuable', refuse, 'a judgement; no resale value in the file');
  C('refuse', 'how many big loads came in', refuse, '"big" has no threshold');
  C('refuse', 'what was the busiest day', refuse, 'two readings: by visits or by weight');

  // ---- dog walks ----
  const dw = tables.get('dog_walks_2024.csv') ?? [];
  const W = ask('p15_dogwalk');
  const WD = 'Walk Date';
  const done = dw.filter(is('Status', 'Completed'));
  const minutesOf = (rows: Row[]): number[] => num(rows, 'Duration').map((s) => s / 60);
  W('plain', 'walks by service', groups(countBy(dw, text('Service'))));
  W('plain', 'walks by status', groups(countBy(dw, text('Status'))));
  W('plain', 'total tips', value(sum(num(dw, 'Tip'))));
  W('plain', 'how many dogs', count(distinct(dw, 'Dog')));
  W('plain', 'avg distance in km', value(mean(num(dw, 'Distance (km)'))));
  W('which row', 'longest walk', unvalued(extremeRows(dw, 'Duration', 'Walk ID', 'max')), 'by duration; the Walk ID only is checked');
  W('which row', 'which walker got the most tips', eitherReading(best(groupBy(dw, text('Walker'), (g) => sum(num(g, 'Tip'))), 'Walker', 'max', (k) => [k], false), best(countBy(dw.filter((row) => isNum(row.Tip)), text('Walker')), 'Walker', 'max', (k) => [k], false)), 'two readings: the money tipped, or the number of tipped walks; an answer where both name the walker, a must-refuse where they differ');
  W('which row', 'which dog went on the most walks', best(countBy(done, text('Dog')), 'Dog'), 'completed walks ("went on")');
  W('which row', 'which breed walked the furthest in total', best(groupBy(dw, text('Breed'), (g) => sum(num(g, 'Distance (km)'))), 'Breed'));
  W('everyday words', 'how many walks did grace do', count(done.filter(is('Walker', 'Grace Oduya')).length), `"grace" is Grace Oduya, the only Grace; completed ("do"); ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many walks got called off', count(dw.filter(is('Status', 'Cancelled')).length), ROWS_OR_COUNT);
  W('everyday words', 'how far did biscuit walk altogether in km', value(sum(num(dw.filter(is('Dog', 'Biscuit')), 'Distance (km)'))));
  W('everyday words', 'how many walks were moved to another day', count(dw.filter(is('Status', 'Rescheduled')).length), ROWS_OR_COUNT);
  W('comparison', 'avg duration in minutes solo vs group', groups(groupBy(dw.filter((row) => row.Service === 'Solo Walk' || row.Service === 'Group Walk'), text('Service'), (g) => mean(minutesOf(g)))));
  W('comparison', 'tips priya vs owen', groups(groupBy(dw.filter((row) => row.Walker === 'Priya Nair' || row.Walker === 'Owen Price'), text('Walker'), (g) => sum(num(g, 'Tip')))), 'Priya Nair and Owen Price');
  W('comparison', 'how many more completed walks in december than in june', count(done.filter(monthIs(WD, 2024, 12)).length - done.filter(monthIs(WD, 2024, 6)).length));
  W('comparison', 'cancellations labradors vs spaniels', groups(countBy(dw.filter((row) => row.Status === 'Cancelled' && (row.Breed === 'Labrador' || row.Breed === 'Spaniel')), text('Breed'))));
  W('seasonality', 'which month had the most cancellations', best(countBy(dw.filter(is('Status', 'Cancelled')), monthKey(WD)), 'month', 'max', monthFormsIn(2024)), ONE_YEAR_MONTH);
  W('seasonality', 'which weekday has the fewest walks booked', best(countBy(dw, weekdayKey(WD)), 'weekday', 'min', weekdayForms), 'every booked walk');
  W('seasonality', 'completed walks per month', groups(countBy(done, yearMonthKey(WD))), MONTH_SERIES);
  W('types as text', 'avg walk duration in minutes', value(mean(minutesOf(dw))));
  W('types as text', 'total price of completed walks', value(sum(num(done, 'Price'))));
  W('types as text', 'walks on 3 feb 2024', count(dw.filter(dayIs(WD, '2024-02-03')).length), `every booked walk; ${ROWS_OR_COUNT}`);
  W('types as text', 'walks picked up after 5pm', count(dw.filter((row) => clock(row['Pick-up Time']) > 17 * 60).length), `strict; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'walks longer than an hour', count(dw.filter((row) => at(row, 'Duration') > 3600).length), `strict; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'walks over 5 km', count(dw.filter((row) => at(row, 'Distance (km)') > 5).length), `strict; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'tips of $5 or more', count(dw.filter((row) => at(row, 'Tip') >= 5).length), ROWS_OR_COUNT);
  W('units and conditions', 'group walks by tomasz in march', count(dw.filter((row) => row.Service === 'Group Walk' && row.Walker === 'Tomasz Wolski' && monthIs(WD, 2024, 3)(row)).length), `every booked one; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'avg price of walks for bear', value(mean(num(dw.filter(is('Dog', 'Bear')), 'Price'))), '"bear" is the dog Bear');
  W('missing values', 'how many walks have no tip', count(dw.filter((row) => row.Tip === null).length), `"-"; ${ROWS_OR_COUNT}`);
  W('missing values', 'which columns have blanks', list(missingColumns(dw)), '"-" tips are blanks');
  W('ratio or derived', 'avg speed in km per hour by service', groups(groupBy(done, text('Service'), (g) => ratio(g, 'Distance (km)', 'Duration') * 3600)), 'total km over total hours');
  W('ratio or derived', 'pct of walks cancelled by walker', rates(dw, text('Walker'), is('Status', 'Cancelled')), SHARE);
  W('ratio or derived', 'tips as a pct of price on completed walks', value(pct(sum(num(done, 'Tip')), sum(num(done, 'Price')))), PERCENT);
  W('refuse', 'which walker is the nicest', refuse, 'a judgement');
  W('refuse', 'why do owners cancel', refuse, 'a reason');
  W('refuse', 'how many owners do we have', refuse, 'no owner column; a dog is not an owner');
  W('refuse', 'how many walks will we do next december', refuse, 'a forecast');
  W('refuse', 'avg dog weight', refuse, 'no weight column');
  W('refuse', 'how much did we earn', eitherReading(value(sum(num(done, 'Price'))), value(sum(num(done, 'Price')) + sum(num(done, 'Tip')))), 'two readings: prices of completed walks, or with tips (and whether cancelled ones are charged is not said)');
  W('refuse', 'how many walks', eitherReading(count(dw.length), count(done.length)), 'two readings: every booked walk, or the completed ones');
  W('refuse', 'which dog is the most energetic', refuse, 'a judgement');
  W('refuse', 'how many short walks', refuse, '"short" has no threshold');

  // ---- solar farm readings ----
  const sf = tables.get('solar_farm_daily_2024.csv') ?? [];
  const P = ask('p15_solar');
  const RDT = 'Reading Date';
  const KWH = 'Energy Output (kWh)';
  const REV = 'Export Revenue';
  P('plain', 'total energy output', value(sum(num(sf, KWH))), 'kWh');
  P('plain', 'readings by status', groups(countBy(sf, text('Status'))));
  P('plain', 'avg sunshine hours', value(mean(num(sf, 'Sunshine (hours)'))), 'over every reading; each day has one reading per inverter, so the mean over days is the same');
  P('plain', 'total export revenue', value(sum(num(sf, REV))));
  P('plain', 'how many inverters', count(distinct(sf, 'Inverter')));
  P('which row', 'which inverter produced the most', best(groupBy(sf, text('Inverter'), (g) => sum(num(g, KWH))), 'Inverter'));
  P('which row', 'which inverter had the biggest single day', unvalued(extremeRows(sf, KWH, 'Inverter', 'max')), 'the largest Energy Output of one reading (one inverter, one day); the inverter is checked');
  P('which row', 'which inverter had the most faults', best(countBy(sf.filter(is('Status', 'Fault')), text('Inverter')), 'Inverter'));
  P('which row', 'hottest panel reading date', extremeRows(sf, 'Panel Temp (°C)', RDT, 'max'), 'the date of the highest panel temperature; any tied date');
  P('everyday words', 'how many times did an inverter break down', count(sf.filter(is('Status', 'Fault')).length), `status Fault; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how much money did the south field make', value(sum(num(sf.filter(is('Field', 'South Field')), REV))));
  P('everyday words', 'how much power did inv-03 generate in kwh', value(sum(num(sf.filter(is('Inverter', 'INV-03')), KWH))));
  P('everyday words', 'how many times was an inverter down for servicing', count(sf.filter(is('Status', 'Maintenance')).length), `readings (one inverter, one day) with status Maintenance; ${ROWS_OR_COUNT}`);
  P('comparison', 'output north field vs south field', groups(groupBy(sf, text('Field'), (g) => sum(num(g, KWH)))));
  P('comparison', 'avg output inv-05 vs inv-06', groups(groupBy(sf.filter((row) => row.Inverter === 'INV-05' || row.Inverter === 'INV-06'), text('Inverter'), (g) => mean(num(g, KWH)))));
  P('comparison', 'how much more revenue in june than december', value(sum(num(sf.filter(monthIs(RDT, 2024, 6)), REV)) - sum(num(sf.filter(monthIs(RDT, 2024, 12)), REV))), 'June minus December');
  P('comparison', 'avg panel temp online vs fault', groups(groupBy(sf.filter((row) => row.Status === 'Online' || row.Status === 'Fault'), text('Status'), (g) => mean(num(g, 'Panel Temp (°C)')))));
  P('seasonality', 'which month generated the most energy', best(groupBy(sf, monthKey(RDT), (g) => sum(num(g, KWH))), 'month', 'max', monthFormsIn(2024)), ONE_YEAR_MONTH);
  P('seasonality', 'energy output per month', groups(groupBy(sf, yearMonthKey(RDT), (g) => sum(num(g, KWH)))), MONTH_SERIES);
  P('seasonality', 'which month had the lowest avg availability', best(groupBy(sf, monthKey(RDT), (g) => mean(num(g, 'Availability'))), 'month', 'min', monthFormsIn(2024)), ONE_YEAR_MONTH);
  P('seasonality', 'revenue by quarter', groups(groupBy(sf, (row) => `Q${String(Math.floor(when(row, RDT).getUTCMonth() / 3) + 1)}`, (g) => sum(num(g, REV)))), 'keyed Q1…Q4');
  P('types as text', 'avg availability', value(mean(num(sf, 'Availability'))), PERCENT);
  P('types as text', 'avg energy output in kwh', value(mean(num(sf, KWH))), 'the mean of the readings (one inverter, one day)');
  P('types as text', 'output on 21 june 2024', value(sum(num(sf.filter(dayIs(RDT, '2024-06-21')), KWH))), 'every inverter that day, kWh');
  P('types as text', 'export revenue after 1 october 2024', value(sum(num(sf.filter((row) => when(row, RDT).getTime() > Date.UTC(2024, 9, 1)), REV))), 'strict: from 2 October');
  P('units and conditions', 'readings over 2,000 kwh', count(sf.filter((row) => at(row, KWH) > 2000).length), `strict; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'readings with availability under 95%', count(sf.filter((row) => at(row, 'Availability') < 95).length), `strict; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'days with more than 8 hours of sunshine', count(new Set(sf.filter((row) => at(row, 'Sunshine (hours)') > 8).map((row) => when(row, RDT).getTime())).size), `distinct dates (sunshine is the same for every inverter of a day), strict; answer forms a user accepts: the count of dates (seven times as many readings is the count of readings, not days)`);
  P('units and conditions', 'avg output of inv-01 in july in kwh', value(mean(num(sf.filter((row) => row.Inverter === 'INV-01' && monthIs(RDT, 2024, 7)(row)), KWH))));
  P('units and conditions', 'revenue from readings with panel temp above 35', value(sum(num(sf.filter((row) => at(row, 'Panel Temp (°C)') > 35), REV))), 'strict, °C');
  P('missing values', 'how many readings have no output', count(sf.filter((row) => row[KWH] === null).length), `the faults; ${ROWS_OR_COUNT}`);
  P('missing values', 'which columns have blanks', list(missingColumns(sf)));
  P('ratio or derived', 'revenue per kwh by month', groups(groupBy(sf, yearMonthKey(RDT), (g) => ratio(g, REV, KWH))), `total revenue over total kWh; ${MONTH_SERIES}`);
  P('ratio or derived', 'pct of readings with a fault by inverter', rates(sf, text('Inverter'), is('Status', 'Fault')), SHARE);
  P('ratio or derived', 'kwh per hour of sunshine for the north field', value(ratio(sf.filter(is('Field', 'North Field')), KWH, 'Sunshine (hours)')), 'total output over total sunshine hours of its readings (with an output)');
  P('refuse', 'how much co2 did we avoid', refuse, 'no emission factor');
  P('refuse', 'why did inv-06 keep failing', refuse, 'a reason');
  P('refuse', 'how much will we make next year', refuse, 'a forecast');
  P('refuse', 'whats the efficiency of the panels', refuse, 'no irradiance or panel area');
  P('refuse', 'how much did maintenance cost', refuse, 'no costs in the file');
  P('refuse', 'which field is better', refuse, 'a judgement: by total, by per inverter, by availability');
  P('refuse', 'how many good days did we have', refuse, '"good" has no threshold');
  P('refuse', 'what was the peak output', refuse, 'two readings: the Peak Power (kW) column or the largest daily Energy Output (kWh)');
  P('refuse', 'how many days did the farm run', refuse, 'two readings: days with any inverter online, or inverter-days; and "run" may exclude maintenance');

  // ---- volunteer shifts ----
  const vs = tables.get('volunteer_shifts_2024.csv') ?? [];
  const V = ask('p15_volunteer');
  const SD = 'Shift Date';
  const HW = 'Hours Worked';
  const EXP = 'Expenses Claimed';
  const worked = vs.filter(is('Status', 'Worked'));
  V('plain', 'shifts by role', groups(countBy(vs, text('Role'))));
  V('plain', 'shifts by site', groups(countBy(vs, text('Site'))));
  V('plain', 'total hours worked', value(sum(num(vs, HW))));
  V('plain', 'total expenses claimed', value(sum(num(vs, EXP))));
  V('plain', 'how many volunteers', count(distinct(vs, 'Volunteer')));
  V('which row', 'who worked the most hours', best(groupBy(vs, text('Volunteer'), (g) => sum(num(g, HW))), 'Volunteer'));
  V('which row', 'which volunteer missed the most shifts', eitherReading(best(countBy(vs.filter(is('Status', 'No-show')), text('Volunteer')), 'Volunteer', 'max', (k) => [k], false), best(countBy(vs.filter((row) => row.Status !== 'Worked'), text('Volunteer')), 'Volunteer', 'max', (k) => [k], false)), 'two readings: no-shows, or no-shows and cancellations; an answer where both name the volunteer, a must-refuse where they differ');
  V('which row', 'longest shift', unvalued(extremeRows(vs, HW, 'Shift ID', 'max')), 'by hours worked; any tied shift');
  V('which row', 'biggest expense claim', extremeRows(vs, EXP, 'Shift ID', 'max'), 'any tied shift');
  V('everyday words', 'how many shifts did farah turn up for', count(worked.filter(is('Volunteer', 'Farah Aziz')).length), `"farah" is Farah Aziz; status Worked; ${ROWS_OR_COUNT}`);
  V('everyday words', 'how many times did someone not show up', count(vs.filter(is('Status', 'No-show')).length), `shifts with status No-show; ${ROWS_OR_COUNT}`);
  V('everyday words', 'how many hours did the drivers put in', value(sum(num(vs.filter(is('Role', 'Driver')), HW))));
  V('everyday words', 'how much did we pay back in expenses at mill lane', value(sum(num(vs.filter(is('Site', 'Mill Lane')), EXP))));
  V('comparison', 'hours worked kitchen vs warehouse', groups(groupBy(vs.filter((row) => row.Role === 'Kitchen' || row.Role === 'Warehouse'), text('Role'), (g) => sum(num(g, HW)))));
  V('comparison', 'avg expenses harbour street vs park road', groups(groupBy(vs.filter((row) => row.Site === 'Harbour Street' || row.Site === 'Park Road'), text('Site'), (g) => mean(num(g, EXP)))), 'over the claims made');
  V('comparison', 'how many more shifts worked in december than august', count(worked.filter(monthIs(SD, 2024, 12)).length - worked.filter(monthIs(SD, 2024, 8)).length));
  V('comparison', 'no-shows jonah vs mina', groups(countBy(vs.filter((row) => row.Status === 'No-show' && (row.Volunteer === 'Jonah Pike' || row.Volunteer === 'Mina Patel')), text('Volunteer'))), 'Jonah Pike and Mina Patel');
  V('seasonality', 'which month had the most hours worked', best(groupBy(vs, monthKey(SD), (g) => sum(num(g, HW))), 'month', 'max', monthFormsIn(2024)), ONE_YEAR_MONTH);
  V('seasonality', 'which weekday has the most shifts', best(countBy(vs, weekdayKey(SD)), 'weekday', 'max', weekdayForms), 'every rota\'d shift');
  V('seasonality', 'hours worked per month', groups(groupBy(vs, yearMonthKey(SD), (g) => sum(num(g, HW)))), MONTH_SERIES);
  V('types as text', 'avg expense claim', value(mean(num(vs, EXP))), '"n/a" is no claim');
  V('types as text', 'shifts on 14 march 2024', count(vs.filter(dayIs(SD, '2024-03-14')).length), `every rota'd shift; ${ROWS_OR_COUNT}`);
  V('types as text', 'shifts starting at 9:30 or later', count(vs.filter((row) => clock(row.Start) >= 9 * 60 + 30).length), ROWS_OR_COUNT);
  V('types as text', 'expenses claimed in the first half of 2024', value(sum(num(vs.filter((row) => when(row, SD).getUTCMonth() < 6), EXP))), 'January to June');
  V('units and conditions', 'shifts longer than 5 hours', count(vs.filter((row) => at(row, HW) > 5).length), `strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'claims over €10', count(vs.filter((row) => at(row, EXP) > 10).length), `strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'shifts where people travelled more than 20 km', count(vs.filter((row) => at(row, 'Travel Distance (km)') > 20).length), `strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'gardening hours at park road in may', value(sum(num(vs.filter((row) => row.Role === 'Gardening' && row.Site === 'Park Road' && monthIs(SD, 2024, 5)(row)), HW))));
  V('units and conditions', 'avg hours worked by kitchen volunteers in december', value(mean(num(vs.filter((row) => row.Role === 'Kitchen' && monthIs(SD, 2024, 12)(row)), HW))));
  V('missing values', 'how many shifts have no travel distance', count(vs.filter((row) => row['Travel Distance (km)'] === null).length), ROWS_OR_COUNT);
  V('missing values', 'which columns have blanks', list(missingColumns(vs)), '"n/a" expenses are blanks');
  V('ratio or derived', 'pct of shifts that were no-shows by volunteer', rates(vs, text('Volunteer'), is('Status', 'No-show')), SHARE);
  V('ratio or derived', 'expenses per km travelled for drivers', value(ratio(vs.filter(is('Role', 'Driver')), EXP, 'Travel Distance (km)')), 'total claimed over total km of the rows with both');
  V('ratio or derived', 'share of hours worked by site', shares(groupBy(vs, text('Site'), (g) => sum(num(g, HW)))), SHARE);
  V('refuse', 'who is our best volunteer', refuse, 'a judgement');
  V('refuse', 'why does jonah not show up', refuse, 'a reason');
  V('refuse', 'how many volunteers will we need next year', refuse, 'a forecast');
  V('refuse', 'avg age of volunteers', refuse, 'no age column');
  V('refuse', 'how many meals did the kitchen make', refuse, 'no meals column');
  V('refuse', 'how many shifts', eitherReading(count(vs.length), count(worked.length)), 'two readings: every rota\'d shift, or the ones worked');
  V('refuse', 'how reliable are the drivers', refuse, '"reliable" cannot be placed: no-shows, cancellations, or both');
  V('refuse', 'how many long shifts', refuse, '"long" has no threshold');
  V('refuse', 'what is the volunteers hourly value', refuse, 'no hourly rate in the file');
  return out;
}

export function probe15Questions(tables: Map<string, Row[]>): Question[] {
  return probe15Catalogue(tables).map(acceptingRows);
}
