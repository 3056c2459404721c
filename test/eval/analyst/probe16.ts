/**
 * Blind probe 16, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 15). Files generated here from fixed seeds,
 * in domains no earlier probe used (made-up figures, nothing copied, the reserved packages
 * neither used nor imitated): a dental clinic's appointments (a workbook with an Appointments
 * sheet of Excel dates, times "14:30", fees "£1,850.00" (blank unless attended), missed-visit
 * charges "£25.00" or "-", insurance cover "80%" or "n/a", and a Dentists sheet), a bike-share's
 * trips (dates "3/14/2024" month first, start times "8:05 AM", durations "0:12:34", fares "$3.50"
 * or "-"), a brewery's batches (dates "2023/03/14", volumes "1,250", ABV "4.5%", costs
 * "€1,234.50", dumped and still-fermenting batches), a library's loans (dates "14-Mar-2024",
 * due and returned dates, fines "$1.25" or "-", genre "n/a", lost items) and a ferry's sailings
 * (dates "14 March 2024", load factors "62%", fuel "1,234", revenue "£12,345.60", cancelled
 * sailings with a reason, passenger counts "NA").
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE16.md
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
const comma0 = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const hms = (seconds: number): string => `${String(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const hhmm = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
/** "8:05 AM", "12:30 PM", "6:45 PM". */
const ampm = (minutes: number): string => { const h = Math.floor(minutes / 60); return `${String(((h + 11) % 12) + 1)}:${pad2(minutes % 60)} ${h < 12 ? 'AM' : 'PM'}`; };

// ---------------------------------------------------------------------------------------------
// a dental clinic's appointments, 2024: "Appointments" and "Dentists"

const DENTISTS: Array<[string, string, string, string | null, number]> = [
  // [code, name, room, specialty, weight]
  ['D01', 'Dr Amara Osei', 'Room 1', 'General', 30], ['D02', 'Dr Felix Brandt', 'Room 2', 'Orthodontics', 20], ['D03', 'Dr Leena Kapoor', 'Room 3', null, 22],
  ['D04', 'Dr Tom Hale', 'Room 1', 'Oral Surgery', 12], ['D05', 'Dr Ines Duarte', 'Room 2', 'General', 16],
];
const TREATMENTS: Array<[string, number, number, number]> = [
  // [treatment, weight, fee £, typical minutes]
  ['Check-up', 34, 45, 20], ['Cleaning', 24, 70, 30], ['Filling', 18, 120, 40], ['Extraction', 8, 150, 45], ['Root Canal', 6, 450, 90], ['Crown', 7, 650, 60], ['Implant', 3, 1850, 120],
];

/** "Appointments": "Appt ID", "Appt Date" (a real Excel date shown dd/mm/yyyy), "Time" "14:30" (text), "Dentist Code", "Patient ID", Treatment, Fee "£1,850.00" (text; blank unless attended), "Insurance Cover" "80%" ("n/a" when none), "Chair Time (min)" (blank unless attended), "Missed Fee" "£25.00" on a did-not-attend ("-" otherwise), Status (Attended/Cancelled/Did Not Attend). "Dentists": "Dentist Code", Name, Room, Specialty (blank on one), Started (a real date). */
export async function dentalWorkbook(): Promise<EvalDataset> {
  const rand = random(16_001);
  const dentists: Row[] = DENTISTS.map(([code, name, room, specialty], k) => ({ 'Dentist Code': code, Name: name, Room: room, Specialty: specialty, Started: new Date(Date.UTC(2012 + k * 2, (k * 5) % 12, 1 + k * 3)) }));
  const cover = new Map<string, number | null>();
  for (let p = 1; p <= 420; p++) cover.set(`P-${String(p).padStart(4, '0')}`, choose(rand, [[null, 45], [50, 15], [70, 15], [80, 15], [100, 10]]));
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0) continue;
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * (weekday === 6 ? 4 : 8) * (month === 7 ? 0.6 : 1)) + (weekday === 6 ? 0 : 1);
    for (let k = 0; k < n; k++) {
      const [code] = choose(rand, DENTISTS.map((d) => [d, d[4]] as [(typeof DENTISTS)[number], number]));
      const [treatment, , fee, minutes] = choose(rand, TREATMENTS.map((x) => [x, x[1]] as [(typeof TREATMENTS)[number], number]));
      const patient = `P-${String(1 + Math.floor(rand() * 420)).padStart(4, '0')}`;
      const status = choose(rand, [['Attended', 86], ['Cancelled', 8], ['Did Not Attend', month === 11 ? 9 : 5]]);
      const attended = status === 'Attended';
      drafts.push({
        'Appt Date': date, Time: hhmm(8 * 60 + 15 * Math.floor(rand() * (weekday === 6 ? 16 : 38))), 'Dentist Code': code, 'Patient ID': patient, Treatment: treatment,
        Fee: attended ? fee + 5 * Math.floor(rand() * 4) : null, 'Insurance Cover': cover.get(patient) ?? null,
        'Chair Time (min)': attended ? Math.max(10, Math.round(minutes * (0.8 + rand() * 0.5))) : null, 'Missed Fee': status === 'Did Not Attend' ? 25 : null, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Appt ID': `AP-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Appointments');
  const header = ['Appt ID', 'Appt Date', 'Time', 'Dentist Code', 'Patient ID', 'Treatment', 'Fee', 'Insurance Cover', 'Chair Time (min)', 'Missed Fee', 'Status'];
  sheet.addRow(header);
  const cell = (row: Row, h: string): string | number | Date | null => {
    const v = row[h];
    if (h === 'Fee') return v === null ? null : `£${money2(v as number)}`;
    if (h === 'Insurance Cover') return v === null ? 'n/a' : `${String(v)}%`;
    if (h === 'Missed Fee') return v === null ? '-' : `£${money2(v as number)}`;
    return v as string | number | Date | null;
  };
  for (const row of rows) sheet.addRow(header.map((h) => cell(row, h))).getCell(2).numFmt = 'dd/mm/yyyy';
  const dSheet = workbook.addWorksheet('Dentists');
  const dHeader = ['Dentist Code', 'Name', 'Room', 'Specialty', 'Started'];
  dSheet.addRow(dHeader);
  for (const row of dentists) dSheet.addRow(dHeader.map((h) => row[h])).getCell(5).numFmt = 'd mmm yyyy';
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p16_dental', file: 'dental_clinic_2024.xlsx', bytes, tables: [{ label: 'dental_clinic_2024.xlsx / Appointments', rows }, { label: 'dental_clinic_2024.xlsx / Dentists', rows: dentists }] };
}

// ---------------------------------------------------------------------------------------------
// a bike-share's trips, 2023-2024

const STATIONS: Array<[string, number]> = [['Central Station', 30], ['Market Square', 20], ['University', 18], ['Riverside', 14], ['Harbour Front', 10], ['Old Town', 8]];

/** "Trip ID", "Start Date" "3/14/2024" (month first), "Start Time" "8:05 AM", "Start Station", "End Station", "Bike Type" (Classic/Electric), "Rider Type" (Member/Casual), Duration "0:12:34" (blank when cancelled), "Distance (km)" (blank when cancelled, and on some GPS drop-outs), Fare "$3.50" ("-" when cancelled or waived), Status (Completed/Cancelled/Bike Fault). */
export function bikeTrips(): EvalDataset {
  const rand = random(16_002);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const month = date.getUTCMonth();
    const season = 1 + 0.8 * Math.sin(((month - 3) / 12) * 2 * Math.PI);
    const n = Math.floor(rand() * 5 * season * (date.getUTCFullYear() === 2024 ? 1.15 : 1));
    for (let k = 0; k < n; k++) {
      const weekend = weekday === 0 || weekday === 6;
      const start = choose(rand, STATIONS);
      let end = choose(rand, STATIONS);
      const electric = rand() < (date.getUTCFullYear() === 2024 ? 0.45 : 0.3);
      const member = rand() < (weekend ? 0.4 : 0.7);
      const status = choose(rand, [['Completed', 92], ['Cancelled', 5], ['Bike Fault', 3]]);
      if (status === 'Cancelled') end = start;
      const minute = weekend ? 9 * 60 + Math.floor(rand() * 10 * 60) : choose(rand, [[7 * 60 + Math.floor(rand() * 120), 40], [16 * 60 + 30 + Math.floor(rand() * 150), 35], [5 * 60 + 30 + Math.floor(rand() * 17 * 60), 25]]);
      const seconds = status === 'Cancelled' ? null : Math.max(120, Math.round((member ? 900 : 1500) * (0.4 + rand() * 1.3) * (status === 'Bike Fault' ? 0.5 : 1) + Math.abs(gauss(rand)) * (member ? 200 : 900)));
      const km = seconds === null || rand() < 0.03 ? null : round1((seconds / 3600) * (electric ? 17 : 12) * (0.7 + rand() * 0.5));
      const mins = seconds === null ? 0 : seconds / 60;
      const fare = status !== 'Completed' ? null : member ? round2(electric ? mins * 0.1 : Math.max(0, mins - 30) * 0.15) : round2(1 + mins * (electric ? 0.35 : 0.2));
      drafts.push({
        'Start Date': date, 'Start Time': minute, 'Start Station': start, 'End Station': end, 'Bike Type': electric ? 'Electric' : 'Classic', 'Rider Type': member ? 'Member' : 'Casual',
        Duration: seconds, 'Distance (km)': km, Fare: fare, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Trip ID': `T-${String(n + 1).padStart(5, '0')}`, ...draft, 'Start Time': ampm(draft['Start Time'] as number) }));
  const header = ['Trip ID', 'Start Date', 'Start Time', 'Start Station', 'End Station', 'Bike Type', 'Rider Type', 'Duration', 'Distance (km)', 'Fare', 'Status'];
  const mdy = (d: Date): string => `${String(d.getUTCMonth() + 1)}/${String(d.getUTCDate())}/${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Trip ID'] as string, mdy(row['Start Date'] as Date), row['Start Time'] as string, row['Start Station'] as string, row['End Station'] as string, row['Bike Type'] as string, row['Rider Type'] as string,
    row.Duration === null ? '' : hms(row.Duration as number), row['Distance (km)'] === null ? '' : (row['Distance (km)'] as number).toFixed(1), row.Fare === null ? '-' : `$${money2(row.Fare as number)}`, row.Status as string,
  ]);
  return { name: 'p16_bikeshare', file: 'bike_share_trips.csv', bytes: csvBytes(header, lines), tables: [{ label: 'bike_share_trips.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a brewery's batches, 2022-2024

const BEERS: Array<[string, string, number, number, number]> = [
  // [beer, style, weight, target ABV, € per litre of ingredients]
  ['Harbour Lager', 'Lager', 26, 4.4, 0.55], ['Copper Pale', 'Pale Ale', 18, 4.8, 0.6], ['Hop Tide IPA', 'IPA', 16, 6.2, 0.85], ['Hazy Days', 'IPA', 10, 6.8, 0.95],
  ['Night Shift Stout', 'Stout', 9, 7.5, 0.8], ['Orchard Sour', 'Sour', 6, 5.2, 0.9], ['Smoke Porter', 'Porter', 7, 5.6, 0.7], ['Summer Wheat', 'Wheat', 8, 4.9, 0.5],
];
const BREWERS = ['Mara Quinn', 'Theo Lund', 'Sol Baptiste', 'Ada Finch'];

/** "Batch No", "Brew Date" "2023/03/14", Beer, Style, Brewer, "Volume (L)" "1,250", ABV "4.5%", "Fermentation (days)", "Ingredient Cost" "€1,234.50", "Packaged (L)" (blank unless packaged), "Packaged As" (Keg/Can/Bottle; blank unless packaged), Status (Packaged/Dumped/Fermenting). */
export function breweryBatches(): EvalDataset {
  const rand = random(16_003);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2022, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const month = date.getUTCMonth();
    const n = rand() < (month >= 4 && month <= 7 ? 0.5 : 0.25) ? 2 : 1;
    for (let k = 0; k < n; k++) {
      const [beer, style, , abv, rate] = choose(rand, BEERS.map((b) => [b, b[2]] as [(typeof BEERS)[number], number]));
      const brewer = pick(rand, BREWERS);
      const volume = choose(rand, [[800, 20], [1000, 30], [1250, 25], [1600, 15], [2400, 10]]) as number;
      const days = Math.round((style === 'Lager' ? 24 : style === 'Sour' ? 30 : 12) + gauss(rand) * 2.5);
      const recent = t > Date.UTC(2024, 11, 31) - (days + 3) * DAY;
      const status = recent ? 'Fermenting' : choose(rand, [['Packaged', 94], ['Dumped', brewer === 'Theo Lund' || style === 'Sour' ? 9 : 4]]);
      const packaged = status === 'Packaged' ? Math.round(volume * (0.88 + rand() * 0.08)) : null;
      drafts.push({
        'Brew Date': date, Beer: beer, Style: style, Brewer: brewer, 'Volume (L)': volume, ABV: round1(abv + gauss(rand) * 0.25), 'Fermentation (days)': days,
        'Ingredient Cost': round2(volume * rate * (0.9 + rand() * 0.25) + (date.getUTCFullYear() - 2022) * 40), 'Packaged (L)': packaged,
        'Packaged As': packaged === null ? null : style === 'Lager' || style === 'Wheat' ? choose(rand, [['Keg', 50], ['Can', 40], ['Bottle', 10]]) : choose(rand, [['Keg', 40], ['Can', 35], ['Bottle', 25]]), Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Batch No': `B-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Batch No', 'Brew Date', 'Beer', 'Style', 'Brewer', 'Volume (L)', 'ABV', 'Fermentation (days)', 'Ingredient Cost', 'Packaged (L)', 'Packaged As', 'Status'];
  const ymd = (d: Date): string => `${String(d.getUTCFullYear())}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}`;
  const lines = rows.map((row) => [
    row['Batch No'] as string, ymd(row['Brew Date'] as Date), row.Beer as string, row.Style as string, row.Brewer as string, comma0(row['Volume (L)'] as number), `${(row.ABV as number).toFixed(1)}%`,
    String(row['Fermentation (days)']), `€${money2(row['Ingredient Cost'] as number)}`, row['Packaged (L)'] === null ? '' : comma0(row['Packaged (L)'] as number), (row['Packaged As'] as string | null) ?? '', row.Status as string,
  ]);
  return { name: 'p16_brewery', file: 'brewery_batches.csv', bytes: csvBytes(header, lines), tables: [{ label: 'brewery_batches.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a public library's loans, 2024

const BRANCHES: Array<[string, number]> = [['Central', 45], ['Eastgate', 30], ['Hillside', 25]];
const ADULT_GENRES: Array<[string, number]> = [['Fiction', 30], ['Crime', 22], ['Science', 10], ['History', 12], ['Cookery', 8], ['Travel', 10]];

/** "Loan ID", "Loan Date" "14-Mar-2024", Branch, "Item Type" (Book/DVD/Audiobook/Magazine), Genre ("n/a" for magazines), "Member No", "Member Type" (Adult/Child/Senior/Student), "Due Date" "28-Mar-2024", Returned "03-Apr-2024" (blank while on loan or lost), Renewals, Fine "$1.25" ("-" when none), Status (Returned/On Loan/Lost). */
export function libraryLoans(): EvalDataset {
  const rand = random(16_004);
  const members = Array.from({ length: 380 }, (_, k) => [`M-${String(1001 + k)}`, choose(rand, [['Adult', 45], ['Child', 22], ['Senior', 18], ['Student', 15]])] as [string, string]);
  const drafts: Row[] = [];
  const end = Date.UTC(2025, 0, 15);
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0) continue;
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * (weekday === 6 ? 14 : 8) * (month === 6 || month === 7 ? 1.3 : month === 1 ? 0.8 : 1));
    for (let k = 0; k < n; k++) {
      const [member, memberType] = pick(rand, members);
      const item = memberType === 'Child' ? choose(rand, [['Book', 75], ['DVD', 15], ['Audiobook', 10]]) : choose(rand, [['Book', 60], ['DVD', 15], ['Audiobook', 12], ['Magazine', 13]]);
      const genre = item === 'Magazine' ? null : memberType === 'Child' ? choose(rand, [["Children's", 80], ['Science', 10], ['History', 10]]) : choose(rand, ADULT_GENRES);
      const renewals = choose(rand, [[0, 60], [1, 25], [2, 10], [3, 5]]) as number;
      const due = t + (item === 'DVD' ? 7 : 21) * DAY * (1 + renewals);
      const lost = rand() < 0.02;
      const late = rand() < 0.22 ? Math.ceil(rand() * rand() * 30) : 0;
      const back = lost ? null : Math.max(t + DAY, late ? due + late * DAY : due - Math.floor(rand() * (item === 'DVD' ? 5 : 15)) * DAY);
      const returned = back !== null && back <= end ? back : null;
      const overdue = returned === null ? 0 : Math.max(0, Math.round((returned - due) / DAY));
      const perDay = memberType === 'Child' ? 0 : memberType === 'Senior' ? 0.1 : item === 'DVD' ? 0.5 : 0.25;
      drafts.push({
        'Loan Date': date, Branch: choose(rand, BRANCHES), 'Item Type': item, Genre: genre, 'Member No': member, 'Member Type': memberType, 'Due Date': new Date(due),
        Returned: returned === null ? null : new Date(returned), Renewals: renewals, Fine: overdue * perDay > 0 ? round2(overdue * perDay) : null, Status: lost ? 'Lost' : returned === null ? 'On Loan' : 'Returned',
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Loan ID': `L-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const header = ['Loan ID', 'Loan Date', 'Branch', 'Item Type', 'Genre', 'Member No', 'Member Type', 'Due Date', 'Returned', 'Renewals', 'Fine', 'Status'];
  const dmy = (d: Date): string => `${pad2(d.getUTCDate())}-${MONTH_SHORT[d.getUTCMonth()]}-${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Loan ID'] as string, dmy(row['Loan Date'] as Date), row.Branch as string, row['Item Type'] as string, (row.Genre as string | null) ?? 'n/a', row['Member No'] as string, row['Member Type'] as string,
    dmy(row['Due Date'] as Date), row.Returned === null ? '' : dmy(row.Returned as Date), String(row.Renewals), row.Fine === null ? '-' : `$${money2(row.Fine as number)}`, row.Status as string,
  ]);
  return { name: 'p16_library', file: 'library_loans_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'library_loans_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a ferry company's sailings, 2024

const SAILINGS: Array<[string, string, number]> = [
  // [route, departure, winter (0 = summer only)]
  ['Brack Ferry', '07:00', 1], ['Brack Ferry', '11:30', 1], ['Brack Ferry', '16:00', 1], ['Brack Ferry', '19:30', 0], ['Kells Ferry', '08:15', 1], ['Kells Ferry', '14:45', 1], ['Island Link', '10:00', 1], ['Island Link', '17:15', 0],
];
const VESSELS: Array<[string, number]> = [['MV Corrie', 420], ['MV Selkie', 350], ['MV Tern', 240]];

/** "Sailing ID", "Sailing Date" "14 March 2024", Route, Departure "07:00", Vessel, Passengers ("NA" on a few; blank when cancelled), Vehicles, "Load Factor" "62%", "Delay (min)", "Fuel Used (L)" "1,234", Revenue "£12,345.60" (all blank when cancelled), Status (On Time/Delayed/Cancelled), "Cancel Reason" (Weather/Technical; blank otherwise). */
export function ferrySailings(): EvalDataset {
  const rand = random(16_005);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const month = date.getUTCMonth();
    const weekday = date.getUTCDay();
    const summer = month >= 4 && month <= 8;
    const storm = rand() < (month <= 1 || month >= 10 ? 0.12 : 0.02);
    for (const [route, departure, winter] of SAILINGS) {
      if (!summer && !winter) continue;
      const [vessel, capacity] = route === 'Brack Ferry' ? VESSELS[0] : route === 'Kells Ferry' ? VESSELS[1] : VESSELS[2];
      const spare = route === 'Brack Ferry' && rand() < 0.08 ? VESSELS[1] : null;
      const [ship, cap] = spare ?? [vessel, capacity];
      const cancelled = storm && rand() < 0.7 ? 'Weather' : rand() < 0.015 ? 'Technical' : null;
      const demand = (summer ? 0.75 : 0.4) * (weekday === 5 || weekday === 6 ? 1.2 : 1) * (departure < '09:00' ? 0.8 : 1);
      const passengers = cancelled ? null : Math.min(cap, Math.round(cap * demand * (0.6 + rand() * 0.7)));
      const vehicles = cancelled ? null : Math.round((passengers ?? 0) * (route === 'Island Link' ? 0.08 : 0.22) * (0.7 + rand() * 0.6));
      const delay = cancelled ? null : rand() < 0.55 ? 0 : Math.round(rand() * rand() * 70) + 1;
      drafts.push({
        'Sailing Date': date, Route: route, Departure: departure, Vessel: ship, Passengers: passengers, Vehicles: vehicles, 'Load Factor': passengers === null ? null : round1((100 * passengers) / cap),
        'Delay (min)': delay, 'Fuel Used (L)': cancelled ? null : Math.round((route === 'Island Link' ? 520 : route === 'Kells Ferry' ? 1150 : 880) * (0.9 + rand() * 0.25)),
        Revenue: passengers === null ? null : round2(passengers * (route === 'Island Link' ? 9.5 : 14) + (vehicles ?? 0) * 38 + (summer ? rand() * 200 : 0)),
        Status: cancelled ? 'Cancelled' : (delay ?? 0) > 10 ? 'Delayed' : 'On Time', 'Cancel Reason': cancelled,
      });
    }
  }
  // A few passenger counts were not recorded ("NA"): the sailing went, its load factor is unknown too.
  for (const row of drafts) if (row.Passengers !== null && rand() < 0.015) { row.Passengers = null; row['Load Factor'] = null; }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Sailing ID': `S-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Sailing ID', 'Sailing Date', 'Route', 'Departure', 'Vessel', 'Passengers', 'Vehicles', 'Load Factor', 'Delay (min)', 'Fuel Used (L)', 'Revenue', 'Status', 'Cancel Reason'];
  const long = (d: Date): string => `${String(d.getUTCDate())} ${MONTH_LONG[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Sailing ID'] as string, long(row['Sailing Date'] as Date), row.Route as string, row.Departure as string, row.Vessel as string,
    row.Passengers === null ? (row.Status === 'Cancelled' ? '' : 'NA') : String(row.Passengers), row.Vehicles === null ? '' : String(row.Vehicles),
    row['Load Factor'] === null ? '' : `${(row['Load Factor'] as number).toFixed(1)}%`, row['Delay (min)'] === null ? '' : String(row['Delay (min)']),
    row['Fuel Used (L)'] === null ? '' : comma0(row['Fuel Used (L)'] as number), row.Revenue === null ? '' : `£${money2(row.Revenue as number)}`, row.Status as string, (row['Cancel Reason'] as string | null) ?? '',
  ]);
  return { name: 'p16_ferry', file: 'ferry_sailings_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'ferry_sailings_2024.csv', rows }] };
}

export const PROBE16_DATASETS = new Set(['p16_dental', 'p16_bikeshare', 'p16_brewery', 'p16_library', 'p16_ferry']);

export async function probe16Datasets(): Promise<EvalDataset[]> {
  return [await dentalWorkbook(), bikeTrips(), breweryBatches(), libraryLoans(), ferrySailings()];
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
/** An hour of the day in every usual spelling, on the 24-hour and the 12-hour clock. */
const hourForms = (key: string): string[] => {
  const h = Number(key);
  const h12 = String(((h + 11) % 12) + 1);
  const half = h < 12 ? 'AM' : 'PM';
  return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`, `${h12} ${half}`, `${h12}:00 ${half}`, `${h12}${half.toLowerCase()}`])];
};
/** A month of a file that holds one year: "3", "03", "Mar", "March", or the month with its year ("2024-03"). */
const monthFormsIn = (year: number) => (key: string): string[] => [...monthForms(key), `${String(year)}-${pad2(Number(key))}`, `${String(year)}-${pad2(Number(key))}-01`];
/** Minutes after midnight of an "hh:mm" or "h:mm AM" text. */
const clock = (value: unknown): number => {
  if (typeof value !== 'string') return NaN;
  const m = /^(\d{1,2}):(\d{2})(?:\s*([AP]M))?$/.exec(value);
  if (!m) return NaN;
  const h = Number(m[1]) % (m[3] ? 12 : 24) + (m[3] === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
};
const daysBetween = (a: Date, b: Date): number => Math.round((b.getTime() - a.getTime()) / DAY);
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
export function probe16Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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
  const hourOf = (column: string) => (row: Row): string | null => (Number.isFinite(clock(row[column])) ? String(Math.floor(clock(row[column]) / 60)) : null);
  const quarterKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `Q${String(Math.floor(when(row, column).getUTCMonth() / 3) + 1)}` : null);

  // ---- dental clinic (workbook: Appointments and Dentists) ----
  const da = tables.get('dental_clinic_2024.xlsx / Appointments') ?? [];
  const dd = tables.get('dental_clinic_2024.xlsx / Dentists') ?? [];
  const D = ask('p16_dental');
  const AD = 'Appt Date';
  const FEE = 'Fee';
  const CHAIR = 'Chair Time (min)';
  const dentistOf = new Map(dd.map((row) => [row['Dentist Code'] as string, row]));
  const room = (row: Row): string | null => (dentistOf.get(row['Dentist Code'] as string)?.Room as string | undefined) ?? null;
  const dentistForms = (code: string): string[] => [code, dentistOf.get(code)?.Name as string];
  const attended = da.filter(is('Status', 'Attended'));
  D('plain', 'appointments by treatment', groups(countBy(da, text('Treatment'))));
  D('plain', 'appointments by status', groups(countBy(da, text('Status'))));
  D('plain', 'total fees', value(sum(num(da, FEE))), 'the Fee column (blank unless attended; missed-visit charges are their own column)');
  D('plain', 'avg chair time in minutes', value(mean(num(da, CHAIR))));
  D('plain', 'how many patients', count(distinct(da, 'Patient ID')));
  D('which row', 'which dentist saw the most patients', eitherReading(best(countBy(attended, text('Dentist Code')), 'Dentist Code', 'max', dentistForms, false), best(groupBy(attended, text('Dentist Code'), (g) => distinct(g, 'Patient ID')), 'Dentist Code', 'max', dentistForms, false)), 'two readings: attended appointments, or distinct patients attended; an answer where both name the dentist (code or name), a must-refuse where they differ');
  D('which row', 'most expensive appointment', extremeRows(da, FEE, 'Appt ID', 'max'), 'by Fee; any tied appointment');
  D('which row', 'which treatment brings in the most money', best(groupBy(da, text('Treatment'), (g) => sum(num(g, FEE))), 'Treatment'), 'total Fee');
  D('which row', 'which room had the most appointments', best(countBy(da, room), 'Room'), 'needs the Dentists sheet (Room by Dentist Code); every booked appointment');
  D('everyday words', 'how many times did patients not turn up', count(da.filter(is('Status', 'Did Not Attend')).length), `appointments with status Did Not Attend (times, not distinct patients); ${ROWS_OR_COUNT}`);
  D('everyday words', 'how many fillings did we do', count(attended.filter(is('Treatment', 'Filling')).length), `attended ("did"); ${ROWS_OR_COUNT}`);
  D('everyday words', 'how much did dr kapoor bring in', value(sum(num(da.filter(is('Dentist Code', 'D03')), FEE))), 'Dr Leena Kapoor is D03 (Dentists sheet); her fees');
  D('everyday words', 'how many appointments got called off', count(da.filter(is('Status', 'Cancelled')).length), ROWS_OR_COUNT);
  D('comparison', 'avg fee check-up vs cleaning', groups(groupBy(da.filter((row) => row.Treatment === 'Check-up' || row.Treatment === 'Cleaning'), text('Treatment'), (g) => mean(num(g, FEE)))), 'over the fees charged');
  D('comparison', 'appointments room 1 vs room 2', groups(countBy(da.filter((row) => room(row) === 'Room 1' || room(row) === 'Room 2'), room)), 'needs the Dentists sheet; every booked appointment');
  D('comparison', 'how many more attended appointments in march than in august', count(attended.filter(monthIs(AD, 2024, 3)).length - attended.filter(monthIs(AD, 2024, 8)).length), 'March minus August');
  D('comparison', 'avg chair time extraction vs root canal', groups(groupBy(da.filter((row) => row.Treatment === 'Extraction' || row.Treatment === 'Root Canal'), text('Treatment'), (g) => mean(num(g, CHAIR)))), 'minutes');
  D('seasonality', 'which month had the most appointments', best(countBy(da, monthKey(AD)), 'month', 'max', monthFormsIn(2024)), `every booked appointment; ${ONE_YEAR_MONTH}`);
  D('seasonality', 'which weekday has the most no-shows', best(countBy(da.filter(is('Status', 'Did Not Attend')), weekdayKey(AD)), 'weekday', 'max', weekdayForms), 'status Did Not Attend');
  D('seasonality', 'fees per month', groups(groupBy(da, yearMonthKey(AD), (g) => sum(num(g, FEE)))), MONTH_SERIES);
  D('types as text', 'avg fee for a crown', value(mean(num(da.filter(is('Treatment', 'Crown')), FEE))), '"£650.00" as text; over the fees charged');
  D('types as text', 'appointments on 5 march 2024', count(da.filter(dayIs(AD, '2024-03-05')).length), `every booked appointment; ${ROWS_OR_COUNT}`);
  D('types as text', 'appointments starting after 4pm', count(da.filter((row) => clock(row.Time) > 16 * 60).length), `strict: 16:15 on; ${ROWS_OR_COUNT}`);
  D('types as text', 'fees in q2', value(sum(num(da.filter((row) => [4, 5, 6].some((m) => monthIs(AD, 2024, m)(row))), FEE))), 'April to June 2024');
  D('units and conditions', 'appointments over £500', count(da.filter((row) => at(row, FEE) > 500).length), `strict, by Fee; ${ROWS_OR_COUNT}`);
  D('units and conditions', 'appointments with 100% insurance cover', count(da.filter((row) => at(row, 'Insurance Cover') === 100).length), ROWS_OR_COUNT);
  D('units and conditions', 'appointments longer than an hour', count(da.filter((row) => at(row, CHAIR) > 60).length), `strict, by chair time; ${ROWS_OR_COUNT}`);
  D('units and conditions', 'fillings done by dr brandt in october', count(attended.filter((row) => row.Treatment === 'Filling' && row['Dentist Code'] === 'D02' && monthIs(AD, 2024, 10)(row)).length), `Dr Felix Brandt is D02; attended ("done"); ${ROWS_OR_COUNT}`);
  D('units and conditions', 'avg chair time for root canals in minutes', value(mean(num(da.filter(is('Treatment', 'Root Canal')), CHAIR))));
  D('missing values', 'how many appointments have no insurance', count(da.filter((row) => row['Insurance Cover'] === null).length), `"n/a"; ${ROWS_OR_COUNT}`);
  D('missing values', 'which columns have blanks', list(missingColumns(da)), 'blank fees and chair times, "n/a" cover, "-" missed fees');
  D('ratio or derived', 'pct of appointments cancelled by treatment', rates(da, text('Treatment'), is('Status', 'Cancelled')), SHARE);
  D('ratio or derived', 'fee per minute of chair time by treatment', groups(groupBy(da, text('Treatment'), (g) => ratio(g, FEE, CHAIR))), 'total fee over total chair minutes');
  D('ratio or derived', 'pct of appointments that were no-shows', value(pct(da.filter(is('Status', 'Did Not Attend')).length, da.length)), `status Did Not Attend over every booked appointment; ${PERCENT}`);
  D('refuse', 'which dentist is the best', refuse, 'a judgement');
  D('refuse', 'why do patients miss appointments', refuse, 'a reason');
  D('refuse', 'how many patients will we see next year', refuse, 'a forecast');
  D('refuse', 'avg patient age', refuse, 'no age column');
  D('refuse', 'how much did the clinic earn', eitherReading(value(sum(num(da, FEE))), value(sum(num(da, FEE)) + sum(num(da, 'Missed Fee')))), 'two readings: the fees, or the fees and the missed-visit charges');
  D('refuse', 'how many appointments did we have', eitherReading(count(da.length), count(attended.length)), 'two readings: every booked appointment, or the attended ones');
  D('refuse', 'how painful are root canals', refuse, 'no pain score in the file');
  D('refuse', 'how many busy days did we have', refuse, '"busy" has no threshold');
  D('refuse', 'what is our profit', refuse, 'no costs in the file');

  // ---- bike-share trips ----
  const bt = tables.get('bike_share_trips.csv') ?? [];
  const B = ask('p16_bikeshare');
  const SD = 'Start Date';
  const KM = 'Distance (km)';
  const done = bt.filter(is('Status', 'Completed'));
  const minutesOf = (rows: Row[]): number[] => num(rows, 'Duration').map((s) => s / 60);
  const allOrDone = (keep: (row: Row) => boolean, note: string): [Expected, string] => [eitherReading(count(bt.filter(keep).length), count(done.filter(keep).length)), `two readings where they differ: every trip, or the completed ones; ${note}`];
  B('plain', 'trips by bike type', groups(countBy(bt, text('Bike Type'))));
  B('plain', 'trips by rider type', groups(countBy(bt, text('Rider Type'))));
  B('plain', 'total fares', value(sum(num(bt, 'Fare'))), '"-" is no fare (0 or missing give the same total)');
  B('plain', 'avg distance in km', value(mean(num(bt, KM))));
  B('plain', 'how many stations', count(distinct(bt, 'Start Station')), 'start and end stations are the same six');
  B('which row', 'longest trip', unvalued(extremeRows(bt, 'Duration', 'Trip ID', 'max')), 'by duration; the Trip ID only is checked');
  B('which row', 'which station do most trips start from', best(countBy(bt, text('Start Station')), 'Start Station'), 'every trip');
  B('which row', 'which end station gets the most completed trips', best(countBy(done, text('End Station')), 'End Station'));
  B('which row', 'priciest single trip', extremeRows(bt, 'Fare', 'Trip ID', 'max'), 'any tied trip');
  B('everyday words', 'how many rides ended with a broken bike', count(bt.filter(is('Status', 'Bike Fault')).length), `status Bike Fault; ${ROWS_OR_COUNT}`);
  B('everyday words', 'how far did people ride on e-bikes in total', value(sum(num(bt.filter(is('Bike Type', 'Electric')), KM))), 'km');
  B('everyday words', 'how much did casual riders pay', value(sum(num(bt.filter(is('Rider Type', 'Casual')), 'Fare'))));
  B('everyday words', 'how many trips from market square to university', count(bt.filter((row) => row['Start Station'] === 'Market Square' && row['End Station'] === 'University').length), `a cancelled trip ends where it starts, so none is among them; ${ROWS_OR_COUNT}`);
  B('comparison', 'avg duration in minutes member vs casual', groups(groupBy(bt, text('Rider Type'), (g) => mean(minutesOf(g)))));
  B('comparison', 'fares 2023 vs 2024', groups(groupBy(bt, yearKey(SD), (g) => sum(num(g, 'Fare')))));
  B('comparison', 'completed trips classic vs electric', groups(countBy(done, text('Bike Type'))));
  B('comparison', 'avg fare riverside vs old town', groups(groupBy(bt.filter((row) => row['Start Station'] === 'Riverside' || row['Start Station'] === 'Old Town'), text('Start Station'), (g) => mean(num(g, 'Fare')))), 'by start station; over the fares charged ($0.00 member fares count)');
  B('seasonality', 'which month of the year has the most completed trips', best(countBy(done, monthKey(SD)), 'month', 'max', monthForms), 'the file spans 2023 and 2024: a month of the year (3, 03, Mar, March)');
  B('seasonality', 'which hour do most trips start', best(countBy(bt, hourOf('Start Time')), 'hour', 'max', hourForms), 'by the hour of Start Time (8:05 AM is 8); every trip');
  B('seasonality', 'fares by quarter in 2024', groups(groupBy(bt.filter(yearIs(SD, 2024)), quarterKey(SD), (g) => sum(num(g, 'Fare')))), 'keyed Q1…Q4 (2024-Q1 accepted)');
  B('types as text', 'avg trip duration in minutes', value(mean(minutesOf(bt))), '"0:12:34" is h:mm:ss');
  const [julyFourth, julyNote] = allOrDone(dayIs(SD, '2024-07-04'), ROWS_OR_COUNT);
  B('types as text', 'trips on july 4 2024', julyFourth, julyNote);
  B('types as text', 'total fares in march 2024', value(sum(num(bt.filter(monthIs(SD, 2024, 3)), 'Fare'))));
  B('types as text', 'avg fare for trips starting after 6pm', value(mean(num(bt.filter((row) => clock(row['Start Time']) > 18 * 60), 'Fare'))), 'strict: 6:01 PM on; over the fares charged');
  B('units and conditions', 'trips longer than 30 minutes', count(bt.filter((row) => at(row, 'Duration') > 1800).length), `strict; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'trips over 10 km', count(bt.filter((row) => at(row, KM) > 10).length), `strict; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'fares of $5 or more', count(bt.filter((row) => at(row, 'Fare') >= 5).length), ROWS_OR_COUNT);
  B('units and conditions', 'completed electric trips by casual riders in august 2024', count(done.filter((row) => row['Bike Type'] === 'Electric' && row['Rider Type'] === 'Casual' && monthIs(SD, 2024, 8)(row)).length), ROWS_OR_COUNT);
  B('units and conditions', 'avg distance of member trips on weekends in km', value(mean(num(bt.filter((row) => row['Rider Type'] === 'Member' && [0, 6].includes(when(row, SD).getUTCDay())), KM))));
  B('missing values', 'how many trips have no distance', count(bt.filter((row) => row[KM] === null).length), `cancelled trips and GPS drop-outs; ${ROWS_OR_COUNT}`);
  B('missing values', 'which columns have blanks', list(missingColumns(bt)), '"-" fares are blanks');
  B('ratio or derived', 'avg speed in km per hour by bike type', groups(groupBy(bt, text('Bike Type'), (g) => ratio(g, KM, 'Duration') * 3600)), 'total km over total hours of the trips with both');
  B('ratio or derived', 'pct of trips cancelled by start station', rates(bt, text('Start Station'), is('Status', 'Cancelled')), SHARE);
  B('ratio or derived', 'fare per km for casual riders', value(ratio(bt.filter(is('Rider Type', 'Casual')), 'Fare', KM)), 'total fare over total km of the casual trips with both');
  B('refuse', 'which station is the best', refuse, 'a judgement');
  B('refuse', 'why do people cancel trips', refuse, 'a reason');
  B('refuse', 'how many trips will we get next summer', refuse, 'a forecast');
  B('refuse', 'avg rider age', refuse, 'no age column');
  B('refuse', 'how many trips', eitherReading(count(bt.length), count(done.length)), 'two readings: every trip, or the completed ones');
  B('refuse', 'how many unique riders', refuse, 'no rider ID');
  B('refuse', 'how much co2 did riders save', refuse, 'no emission factor');
  B('refuse', 'how many long trips', refuse, '"long" has no threshold');
  B('refuse', 'which bikes need repair', refuse, 'no bike ID');

  // ---- brewery batches ----
  const bb = tables.get('brewery_batches.csv') ?? [];
  const R = ask('p16_brewery');
  const BD = 'Brew Date';
  const VOL = 'Volume (L)';
  const COST = 'Ingredient Cost';
  R('plain', 'batches by style', groups(countBy(bb, text('Style'))));
  R('plain', 'batches by brewer', groups(countBy(bb, text('Brewer'))));
  R('plain', 'total ingredient cost', value(sum(num(bb, COST))));
  R('plain', 'avg abv', value(mean(num(bb, 'ABV'))), PERCENT);
  R('plain', 'how many beers do we make', count(distinct(bb, 'Beer')));
  R('which row', 'most expensive batch to brew', extremeRows(bb, COST, 'Batch No', 'max'), 'by Ingredient Cost; any tied batch');
  R('which row', 'which beer has the highest abv', eitherReading(best(groupBy(bb, text('Beer'), (g) => mean(num(g, 'ABV'))), 'Beer', 'max', (k) => [k], false), best(groupBy(bb, text('Beer'), (g) => Math.max(...num(g, 'ABV'))), 'Beer', 'max', (k) => [k], false)), 'two readings: by the average batch, or by the strongest batch; an answer where both name the beer');
  R('which row', 'which brewer dumped the most batches', best(countBy(bb.filter(is('Status', 'Dumped')), text('Brewer')), 'Brewer'));
  R('which row', 'longest fermentation', unvalued(extremeRows(bb, 'Fermentation (days)', 'Batch No', 'max')), 'any tied batch');
  R('everyday words', 'how many batches did we pour away', count(bb.filter(is('Status', 'Dumped')).length), `status Dumped; ${ROWS_OR_COUNT}`);
  R('everyday words', 'how many litres did we brew', value(sum(num(bb, VOL))), 'every batch brewed (dumped and fermenting ones were brewed too)');
  R('everyday words', 'how many batches are still in the tank', count(bb.filter(is('Status', 'Fermenting')).length), `status Fermenting; ${ROWS_OR_COUNT}`);
  R('everyday words', 'how much did the stouts cost us', value(sum(num(bb.filter(is('Style', 'Stout')), COST))), 'ingredient cost of Style Stout');
  R('comparison', 'avg abv ipa vs lager', groups(groupBy(bb.filter((row) => row.Style === 'IPA' || row.Style === 'Lager'), text('Style'), (g) => mean(num(g, 'ABV')))));
  R('comparison', 'litres brewed 2023 vs 2024', groups(groupBy(bb.filter(yearIs(BD, 2023, 2024)), yearKey(BD), (g) => sum(num(g, VOL)))));
  R('comparison', 'how many more batches in kegs than in cans', count(bb.filter(is('Packaged As', 'Keg')).length - bb.filter(is('Packaged As', 'Can')).length), 'Keg minus Can');
  R('comparison', 'dumped batches mara vs theo', groups(countBy(bb.filter((row) => row.Status === 'Dumped' && (row.Brewer === 'Mara Quinn' || row.Brewer === 'Theo Lund')), text('Brewer'))), 'Mara Quinn and Theo Lund');
  R('seasonality', 'which month of the year has the most batches', best(countBy(bb, monthKey(BD)), 'month', 'max', monthForms), 'the file spans 2022 to 2024: a month of the year (3, 03, Mar, March)');
  R('seasonality', 'which weekday do we brew the most batches', best(countBy(bb, weekdayKey(BD)), 'weekday', 'max', weekdayForms));
  R('seasonality', 'ingredient cost per month in 2024', groups(groupBy(bb.filter(yearIs(BD, 2024)), yearMonthKey(BD), (g) => sum(num(g, COST)))), MONTH_SERIES);
  R('types as text', 'avg volume in litres', value(mean(num(bb, VOL))), '"1,250" as text');
  R('types as text', 'batches brewed on 14 june 2023', count(bb.filter(dayIs(BD, '2023-06-14')).length), `"2023/06/14"; ${ROWS_OR_COUNT}`);
  R('types as text', 'ingredient cost in 2023', value(sum(num(bb.filter(yearIs(BD, 2023)), COST))));
  R('types as text', 'avg abv of hop tide ipa', value(mean(num(bb.filter(is('Beer', 'Hop Tide IPA')), 'ABV'))), PERCENT);
  R('units and conditions', 'batches over 2,000 litres', count(bb.filter((row) => at(row, VOL) > 2000).length), `strict; ${ROWS_OR_COUNT}`);
  R('units and conditions', 'batches stronger than 6%', count(bb.filter((row) => at(row, 'ABV') > 6).length), `strict; ${ROWS_OR_COUNT}`);
  R('units and conditions', 'batches costing more than €1,500', count(bb.filter((row) => at(row, COST) > 1500).length), `strict; ${ROWS_OR_COUNT}`);
  R('units and conditions', 'litres of lager brewed by ada in 2024', value(sum(num(bb.filter((row) => row.Style === 'Lager' && row.Brewer === 'Ada Finch' && yearIs(BD, 2024)(row)), VOL))), '"ada" is Ada Finch');
  R('units and conditions', 'batches fermented for 14 days or more', count(bb.filter((row) => at(row, 'Fermentation (days)') >= 14).length), ROWS_OR_COUNT);
  R('missing values', 'how many batches have no packaged volume', count(bb.filter((row) => row['Packaged (L)'] === null).length), `dumped and fermenting batches; ${ROWS_OR_COUNT}`);
  R('missing values', 'which columns have blanks', list(missingColumns(bb)));
  R('ratio or derived', 'ingredient cost per litre by style', groups(groupBy(bb, text('Style'), (g) => ratio(g, COST, VOL))), 'total cost over total volume brewed');
  R('ratio or derived', 'pct of batches dumped by brewer', rates(bb, text('Brewer'), is('Status', 'Dumped')), SHARE);
  R('ratio or derived', 'share of litres brewed by style', shares(groupBy(bb, text('Style'), (g) => sum(num(g, VOL)))), SHARE);
  R('refuse', 'which beer is the best', refuse, 'a judgement');
  R('refuse', 'why do batches get dumped', refuse, 'a reason');
  R('refuse', 'how much will we brew next year', refuse, 'a forecast');
  R('refuse', 'how much beer did we sell', refuse, 'no sales in the file');
  R('refuse', 'what is our profit per batch', refuse, 'no revenue in the file');
  R('refuse', 'how much beer did we make', eitherReading(value(sum(num(bb, VOL))), value(sum(num(bb, 'Packaged (L)')))), 'two readings: the volume brewed, or the volume packaged');
  R('refuse', 'how many strong beers do we make', refuse, '"strong" has no threshold');
  R('refuse', 'which brewer is the most careful', refuse, 'a judgement');
  R('refuse', 'avg bitterness of the ipas', refuse, 'no IBU column');

  // ---- library loans ----
  const ll = tables.get('library_loans_2024.csv') ?? [];
  const L = ask('p16_library');
  const LD = 'Loan Date';
  const returned = ll.filter((row) => row.Returned instanceof Date);
  L('plain', 'loans by branch', groups(countBy(ll, text('Branch'))));
  L('plain', 'loans by item type', groups(countBy(ll, text('Item Type'))));
  L('plain', 'total fines', value(sum(num(ll, 'Fine'))), '"-" is no fine (0 or missing give the same total)');
  L('plain', 'avg renewals', value(mean(num(ll, 'Renewals'))));
  L('plain', 'how many members borrowed something', count(distinct(ll, 'Member No')));
  L('which row', 'which genre is borrowed the most', best(countBy(ll, text('Genre')), 'Genre'), 'every loan; "n/a" is no genre');
  L('which row', 'biggest fine', extremeRows(ll, 'Fine', 'Loan ID', 'max'), 'any tied loan');
  L('which row', 'which member has the most loans', best(countBy(ll, text('Member No')), 'Member No'), 'any tied member');
  L('which row', 'which branch collected the most in fines', best(groupBy(ll, text('Branch'), (g) => sum(num(g, 'Fine'))), 'Branch'));
  L('everyday words', 'how many items went missing', count(ll.filter(is('Status', 'Lost')).length), `status Lost; ${ROWS_OR_COUNT}`);
  L('everyday words', 'how many books are still out', count(ll.filter((row) => row['Item Type'] === 'Book' && row.Status === 'On Loan').length), `Item Type Book, status On Loan (lost ones are not "out" but gone); ${ROWS_OR_COUNT}`);
  L('everyday words', 'how many dvds did kids borrow', count(ll.filter((row) => row['Item Type'] === 'DVD' && row['Member Type'] === 'Child').length), `Member Type Child; ${ROWS_OR_COUNT}`);
  L('everyday words', 'how much did seniors pay in fines', value(sum(num(ll.filter(is('Member Type', 'Senior')), 'Fine'))));
  L('comparison', 'loans central vs hillside', groups(countBy(ll.filter((row) => row.Branch === 'Central' || row.Branch === 'Hillside'), text('Branch'))));
  L('comparison', 'avg renewals fiction vs crime', groups(groupBy(ll.filter((row) => row.Genre === 'Fiction' || row.Genre === 'Crime'), text('Genre'), (g) => mean(num(g, 'Renewals')))));
  L('comparison', 'how many more loans in july than in february', count(ll.filter(monthIs(LD, 2024, 7)).length - ll.filter(monthIs(LD, 2024, 2)).length), 'by loan date; July minus February');
  L('comparison', 'fines adults vs students', groups(groupBy(ll.filter((row) => row['Member Type'] === 'Adult' || row['Member Type'] === 'Student'), text('Member Type'), (g) => sum(num(g, 'Fine')))), 'total fines');
  L('seasonality', 'which month had the most loans', best(countBy(ll, monthKey(LD)), 'month', 'max', monthFormsIn(2024)), `by loan date; ${ONE_YEAR_MONTH}`);
  L('seasonality', 'which day of the week is busiest for loans', best(countBy(ll, weekdayKey(LD)), 'weekday', 'max', weekdayForms), 'by the number of loans');
  L('seasonality', 'loans per month', groups(countBy(ll, yearMonthKey(LD))), `by loan date; ${MONTH_SERIES}`);
  L('types as text', 'loans on 3 feb 2024', count(ll.filter(dayIs(LD, '2024-02-03')).length), `"03-Feb-2024"; ${ROWS_OR_COUNT}`);
  L('types as text', 'total fines on loans taken out in march', value(sum(num(ll.filter(monthIs(LD, 2024, 3)), 'Fine'))), 'by loan date');
  L('types as text', 'items due back after 31 december 2024', count(ll.filter((row) => when(row, 'Due Date').getTime() > Date.UTC(2024, 11, 31)).length), `by Due Date, strict; ${ROWS_OR_COUNT}`);
  L('types as text', 'avg fine when a fine was charged', value(mean(num(ll, 'Fine'))), 'over the loans with a fine ("-" is none)');
  L('units and conditions', 'loans renewed 2 or more times', count(ll.filter((row) => at(row, 'Renewals') >= 2).length), ROWS_OR_COUNT);
  L('units and conditions', 'fines over $2', count(ll.filter((row) => at(row, 'Fine') > 2).length), `strict; ${ROWS_OR_COUNT}`);
  L('units and conditions', 'loans returned after their due date', count(returned.filter((row) => when(row, 'Returned').getTime() > when(row, 'Due Date').getTime()).length), `Returned later than Due Date; ${ROWS_OR_COUNT}`);
  L('units and conditions', 'crime books borrowed at eastgate in may', count(ll.filter((row) => row.Genre === 'Crime' && row['Item Type'] === 'Book' && row.Branch === 'Eastgate' && monthIs(LD, 2024, 5)(row)).length), ROWS_OR_COUNT);
  L('units and conditions', 'total fines for dvds in 2024', value(sum(num(ll.filter((row) => row['Item Type'] === 'DVD' && yearIs(LD, 2024)(row)), 'Fine'))), 'every loan is of 2024');
  L('missing values', 'how many loans have no return date', count(ll.filter((row) => row.Returned === null).length), `on loan and lost; ${ROWS_OR_COUNT}`);
  L('missing values', 'which columns have blanks', list(missingColumns(ll)), '"n/a" genres and "-" fines are blanks');
  L('ratio or derived', 'avg loan length in days by item type', groups(groupBy(returned, text('Item Type'), (g) => mean(g.map((row) => daysBetween(when(row, LD), when(row, 'Returned')))))), 'Returned minus Loan Date, over the returned loans');
  L('ratio or derived', 'pct of loans lost by branch', rates(ll, text('Branch'), is('Status', 'Lost')), SHARE);
  L('ratio or derived', 'share of loans by member type', shares(countBy(ll, text('Member Type'))), SHARE);
  L('refuse', 'which book is the most popular', refuse, 'no title column');
  L('refuse', 'why are items returned late', refuse, 'a reason');
  L('refuse', 'how many loans will we have next year', refuse, 'a forecast');
  L('refuse', 'avg fine', eitherReading(value(mean(num(ll, 'Fine'))), value(sum(num(ll, 'Fine')) / ll.length)), 'two readings: over the loans fined, or over every loan with "-" as $0');
  L('refuse', 'avg member age', refuse, 'no age column');
  L('refuse', 'which branch is the friendliest', refuse, 'a judgement');
  L('refuse', 'how many overdue items', eitherReading(count(returned.filter((row) => when(row, 'Returned').getTime() > when(row, 'Due Date').getTime()).length), count(ll.filter((row) => row.Status === 'On Loan' && when(row, 'Due Date').getTime() < Date.UTC(2025, 0, 15)).length)), 'two readings: loans returned late, or items still out past their due date (and as of which day is not said)');
  L('refuse', 'how many long loans', refuse, '"long" has no threshold');
  L('refuse', 'how many pages did people read', refuse, 'no pages column');

  // ---- ferry sailings ----
  const fs = tables.get('ferry_sailings_2024.csv') ?? [];
  const F = ask('p16_ferry');
  const FD = 'Sailing Date';
  const PAX = 'Passengers';
  const REV = 'Revenue';
  const FUEL = 'Fuel Used (L)';
  const sailed = fs.filter((row) => row.Status !== 'Cancelled');
  F('plain', 'sailings by route', groups(countBy(fs, text('Route'))));
  F('plain', 'sailings by status', groups(countBy(fs, text('Status'))));
  F('plain', 'total passengers', value(sum(num(fs, PAX))), '"NA" counts are missing');
  F('plain', 'total revenue', value(sum(num(fs, REV))));
  F('plain', 'avg delay in minutes', value(mean(num(fs, 'Delay (min)'))), 'over the sailings that went (0 for on the dot)');
  F('which row', 'which vessel carried the most passengers', best(groupBy(fs, text('Vessel'), (g) => sum(num(g, PAX))), 'Vessel'));
  F('which row', 'sailing that took the most money', extremeRows(fs, REV, 'Sailing ID', 'max'), 'by Revenue; any tied sailing');
  F('which row', 'which route makes the most money', best(groupBy(fs, text('Route'), (g) => sum(num(g, REV))), 'Route'));
  F('which row', 'longest delay', extremeRows(fs, 'Delay (min)', 'Sailing ID', 'max'), 'any tied sailing');
  F('everyday words', 'how many sailings were called off because of the weather', count(fs.filter(is('Cancel Reason', 'Weather')).length), `Cancel Reason Weather; ${ROWS_OR_COUNT}`);
  F('everyday words', 'how many vehicles did the kells ferry carry', value(sum(num(fs.filter(is('Route', 'Kells Ferry')), 'Vehicles'))));
  F('everyday words', 'how much fuel did the selkie burn', value(sum(num(fs.filter(is('Vessel', 'MV Selkie')), FUEL))), 'litres; MV Selkie on any route');
  F('everyday words', 'how many sailings were scrapped for technical problems', count(fs.filter(is('Cancel Reason', 'Technical')).length), `Cancel Reason Technical; ${ROWS_OR_COUNT}`);
  F('comparison', 'passengers july vs january', groups(groupBy(fs.filter((row) => monthIs(FD, 2024, 7)(row) || monthIs(FD, 2024, 1)(row)), (row) => MONTH_SHORT[when(row, FD).getUTCMonth()], (g) => sum(num(g, PAX)))), 'keyed Jul, Jan');
  F('comparison', 'avg load factor corrie vs tern', groups(groupBy(fs.filter((row) => row.Vessel === 'MV Corrie' || row.Vessel === 'MV Tern'), text('Vessel'), (g) => mean(num(g, 'Load Factor')))), 'MV Corrie and MV Tern; percent');
  F('comparison', 'how many more cancellations in december than in june', count(fs.filter((row) => row.Status === 'Cancelled' && monthIs(FD, 2024, 12)(row)).length - fs.filter((row) => row.Status === 'Cancelled' && monthIs(FD, 2024, 6)(row)).length));
  F('comparison', 'revenue brack ferry vs island link', groups(groupBy(fs.filter((row) => row.Route === 'Brack Ferry' || row.Route === 'Island Link'), text('Route'), (g) => sum(num(g, REV)))));
  F('seasonality', 'which month carried the most passengers', best(groupBy(fs, monthKey(FD), (g) => sum(num(g, PAX))), 'month', 'max', monthFormsIn(2024)), ONE_YEAR_MONTH);
  F('seasonality', 'which weekday has the most cancellations', best(countBy(fs.filter(is('Status', 'Cancelled')), weekdayKey(FD)), 'weekday', 'max', weekdayForms));
  F('seasonality', 'revenue per month', groups(groupBy(fs, yearMonthKey(FD), (g) => sum(num(g, REV)))), MONTH_SERIES);
  F('types as text', 'avg load factor', value(mean(num(fs, 'Load Factor'))), PERCENT);
  F('types as text', 'passengers on 26 december 2024', value(sum(num(fs.filter(dayIs(FD, '2024-12-26')), PAX))), '"26 December 2024"');
  F('types as text', 'revenue from sailings leaving after 2pm', value(sum(num(fs.filter((row) => clock(row.Departure) > 14 * 60), REV))), 'strict, by Departure: 14:45 on');
  F('types as text', 'fuel used in october in litres', value(sum(num(fs.filter(monthIs(FD, 2024, 10)), FUEL))), '"1,234" as text');
  F('units and conditions', 'sailings with more than 300 passengers', count(fs.filter((row) => at(row, PAX) > 300).length), `strict; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'sailings with a load factor over 90%', count(fs.filter((row) => at(row, 'Load Factor') > 90).length), `strict; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'sailings delayed by 30 minutes or more', count(fs.filter((row) => at(row, 'Delay (min)') >= 30).length), ROWS_OR_COUNT);
  F('units and conditions', 'vehicles on the island link in august', value(sum(num(fs.filter((row) => row.Route === 'Island Link' && monthIs(FD, 2024, 8)(row)), 'Vehicles'))));
  F('units and conditions', 'avg passengers on the 7am brack ferry', value(mean(num(fs.filter((row) => row.Route === 'Brack Ferry' && row.Departure === '07:00'), PAX))), 'Departure 07:00, over the counts recorded');
  F('missing values', 'how many sailings have no passenger count', count(fs.filter((row) => row[PAX] === null).length), `cancelled sailings and "NA"; ${ROWS_OR_COUNT}`);
  F('missing values', 'which columns have blanks', list(missingColumns(fs)));
  F('ratio or derived', 'fuel per passenger by vessel', groups(groupBy(fs, text('Vessel'), (g) => ratio(g, FUEL, PAX))), 'total litres over total passengers of the sailings with both');
  F('ratio or derived', 'pct of sailings cancelled by route', rates(fs, text('Route'), is('Status', 'Cancelled')), SHARE);
  F('ratio or derived', 'revenue per passenger by route', groups(groupBy(fs, text('Route'), (g) => ratio(g, REV, PAX))), 'total revenue over total passengers of the sailings with both');
  F('refuse', 'which vessel is the best', refuse, 'a judgement');
  F('refuse', 'why was the ferry late', refuse, 'a reason');
  F('refuse', 'how many passengers will we carry next summer', refuse, 'a forecast');
  F('refuse', 'how many sailings left late', eitherReading(count(sailed.filter((row) => at(row, 'Delay (min)') > 0).length), count(fs.filter(is('Status', 'Delayed')).length)), 'two readings: any delay, or status Delayed (more than 10 minutes)');
  F('refuse', 'how many tickets were sold online', refuse, 'no sales channel');
  F('refuse', 'what does a car ticket cost', refuse, 'no fare table; revenue mixes passengers and vehicles');
  F('refuse', 'how many people were seasick', refuse, 'no such column');
  F('refuse', 'how many rough crossings did we have', refuse, 'no sea state; "rough" has no threshold');
  F('refuse', 'how many sailings', eitherReading(count(fs.length), count(sailed.length)), 'two readings: every scheduled sailing, or the ones that sailed');
  return out;
}

export function probe16Questions(tables: Map<string, Row[]>): Question[] {
  return probe16Catalogue(tables).map(acceptingRows);
}
