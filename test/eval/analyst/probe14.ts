/**
 * Blind probe 14, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 13). Files generated here from fixed seeds,
 * in domains no earlier probe used (made-up figures, nothing copied, the reserved packages
 * neither used nor imitated): a dental practice's appointments (dates "14-Mar-2024", start times
 * "09:40", chair times "0:42:10", fees "£45.50" or "-", cancelled appointments and no-shows), a
 * food bank's deliveries (dates "03/14/2024" month first, weights "12.5", mileage claims "$4.20"
 * or "n/a", failed and cancelled deliveries), a coworking space's workbook (a Bookings sheet with
 * Excel dates, prices "€18.50", discounts "15%"; a Members sheet with each member's plan and
 * company), a brewery's batches (dates "2024.03.14", volumes "1,200", ABV "5.2%", brew days
 * "7:05:30", costs "$412.50", dumped batches) and a ferry's sailings (date-times
 * "2024-03-14 07:30", crossing times "0:52:30", revenue "£1,234.50", deck space "62%", cancelled
 * sailings).
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE14.md
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
const round2 = (n: number): number => Math.round(n * 100) / 100;
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const hms = (seconds: number): string => `${String(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const hhmm = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

// ---------------------------------------------------------------------------------------------
// a dental practice's appointments, 2024

const TREATMENTS: Array<[string, number, number, number, number]> = [
  // [treatment, weight, typical minutes, NHS fee, private fee]
  ['Check-up', 34, 20, 27.4, 55], ['Cleaning', 24, 30, 27.4, 70], ['Filling', 18, 40, 75.3, 140], ['Extraction', 7, 35, 75.3, 160], ['Root Canal', 5, 75, 75.3, 520], ['Crown', 6, 60, 326.7, 650], ['Whitening', 6, 50, 0, 300],
];
const CLINICIANS = ['Dr Okafor', 'Dr Lindqvist', 'Dr Mehta', 'Hygienist Cole'];

/** "Appointment ID", "Appointment Date" "14-Mar-2024", "Start Time" "09:40", Clinician, Treatment, "Patient Type" (NHS/Private), "Patient Age" (blank for some), "Chair Time" "0:42:10" (blank unless attended), "Fee Charged" "£45.50" (a no-show is charged £25.00; "-" when cancelled), Status (Attended/Cancelled/No-show). */
export function dentalAppointments(): EvalDataset {
  const rand = random(14_001);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0) continue;
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * (weekday === 6 ? 4 : 8) * (month === 7 ? 0.6 : month === 0 ? 1.2 : 1)) + 1;
    for (let k = 0; k < n; k++) {
      const [treatment, , minutes, nhsFee, privateFee] = choose(rand, TREATMENTS.map((tr) => [tr, tr[1]] as [(typeof TREATMENTS)[number], number]));
      const clinician = treatment === 'Cleaning' && rand() < 0.8 ? 'Hygienist Cole' : pick(rand, CLINICIANS.slice(0, 3));
      const nhs = treatment !== 'Whitening' && rand() < 0.55;
      const status = choose(rand, [['Attended', 86], ['Cancelled', month === 11 ? 14 : 8], ['No-show', clinician === 'Dr Mehta' ? 9 : 5]]);
      const start = (weekday === 6 ? 9 : 8) * 60 + 10 * Math.floor(rand() * (weekday === 6 ? 24 : 54));
      const seconds = status === 'Attended' ? Math.max(600, Math.round(minutes * 60 * (0.75 + rand() * 0.6) + gauss(rand) * 120)) : null;
      drafts.push({
        'Appointment Date': date, 'Start Time': hhmm(start), Clinician: clinician, Treatment: treatment, 'Patient Type': nhs ? 'NHS' : 'Private',
        'Patient Age': rand() < 0.06 ? null : Math.max(3, Math.min(92, Math.round(44 + gauss(rand) * 19))), 'Chair Time': seconds,
        'Fee Charged': status === 'Cancelled' ? null : status === 'No-show' ? 25 : nhs ? nhsFee : privateFee, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Appointment ID': `AP-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const header = ['Appointment ID', 'Appointment Date', 'Start Time', 'Clinician', 'Treatment', 'Patient Type', 'Patient Age', 'Chair Time', 'Fee Charged', 'Status'];
  const written = (d: Date): string => `${pad2(d.getUTCDate())}-${MONTH_SHORT[d.getUTCMonth()]}-${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Appointment ID'] as string, written(row['Appointment Date'] as Date), row['Start Time'] as string, row.Clinician as string, row.Treatment as string, row['Patient Type'] as string,
    row['Patient Age'] === null ? '' : String(row['Patient Age']), row['Chair Time'] === null ? '' : hms(row['Chair Time'] as number),
    row['Fee Charged'] === null ? '-' : `£${money2(row['Fee Charged'] as number)}`, row.Status as string,
  ]);
  return { name: 'p14_dental', file: 'dental_appointments_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'dental_appointments_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a food bank's home deliveries, 2023-2024

const AREAS: Array<[string, number, number]> = [['Northside', 22, 3], ['Riverside', 26, 2.5], ['Old Town', 18, 1.8], ['Hillcrest', 16, 4], ['Rural East', 12, 11]];
const DRIVERS = ['Aisha Khan', 'Bill Turner', 'Carmen Diaz', 'Dev Sharma', 'Elsie Moore', 'Femi Adeyemi', 'Gary Holt', 'Hana Sato', 'Ivan Petrov', 'June Park', 'Kieran Doyle', 'Lena Fischer'];

/** "Delivery No", "Delivery Date" "03/14/2024" (month first), Area, "Volunteer Driver" (blank for some), "Household Size", Parcels, "Total Weight (kg)" "12.5", "Distance (miles)" (blank when cancelled), "Mileage Claim" "$4.20" ("n/a" when not claimed), "Dietary Needs", "Referred By", Status (Delivered/Not Home/Cancelled). */
export function foodBankDeliveries(): EvalDataset {
  const rand = random(14_002);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0) continue;
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * (month >= 10 || month <= 1 ? 6 : 4) * (date.getUTCFullYear() === 2024 ? 1.2 : 1) * (weekday === 6 ? 0.5 : 1));
    for (let k = 0; k < n; k++) {
      const [area, , miles] = choose(rand, AREAS.map((a) => [a, a[1]] as [(typeof AREAS)[number], number]));
      const household = choose(rand, [[1, 24], [2, 22], [3, 18], [4, 16], [5, 11], [6, 6], [7, 3]]);
      const parcels = Math.min(4, 1 + Math.floor(household / 2));
      const status = choose(rand, [['Delivered', 90], ['Not Home', area === 'Old Town' ? 10 : 5], ['Cancelled', 4]]);
      const distance = status === 'Cancelled' ? null : Math.round(miles * (0.6 + rand() * 0.9) * 10) / 10;
      const driver = status === 'Cancelled' || rand() < 0.05 ? null : pick(rand, DRIVERS);
      const claimed = distance !== null && driver !== null && rand() < 0.65;
      drafts.push({
        'Delivery Date': date, Area: area, 'Volunteer Driver': driver, 'Household Size': household, Parcels: parcels, 'Total Weight (kg)': Math.round(parcels * (7 + rand() * 4) * 10) / 10,
        'Distance (miles)': distance, 'Mileage Claim': claimed ? round2((distance as number) * 2 * 0.45) : null,
        'Dietary Needs': choose(rand, [['None', 60], ['Vegetarian', 12], ['Halal', 14], ['Gluten-free', 6], ['Diabetic', 8]]), 'Referred By': choose(rand, [['GP', 20], ['Council', 30], ['School', 15], ['Self', 25], ['Charity', 10]]), Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Delivery No': `FB-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const header = ['Delivery No', 'Delivery Date', 'Area', 'Volunteer Driver', 'Household Size', 'Parcels', 'Total Weight (kg)', 'Distance (miles)', 'Mileage Claim', 'Dietary Needs', 'Referred By', 'Status'];
  const mdy = (d: Date): string => `${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}/${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Delivery No'] as string, mdy(row['Delivery Date'] as Date), row.Area as string, (row['Volunteer Driver'] as string | null) ?? '', String(row['Household Size']), String(row.Parcels),
    (row['Total Weight (kg)'] as number).toFixed(1), row['Distance (miles)'] === null ? '' : (row['Distance (miles)'] as number).toFixed(1),
    row['Mileage Claim'] === null ? 'n/a' : `$${money2(row['Mileage Claim'] as number)}`, row['Dietary Needs'] as string, row['Referred By'] as string, row.Status as string,
  ]);
  return { name: 'p14_foodbank', file: 'food_bank_deliveries.csv', bytes: csvBytes(header, lines), tables: [{ label: 'food_bank_deliveries.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a coworking space's desk and room bookings, 2024: "Bookings" and "Members"

const SPACES: Array<[string, number, number]> = [['Hot Desk', 40, 6], ['Fixed Desk', 20, 8], ['Meeting Room', 25, 22], ['Phone Booth', 15, 5]];

/** "Bookings": "Booking Ref", "Booking Date" (a real Excel date shown dd/mm/yyyy), "Member ID", Space, Start "09:00", "Hours Booked", Price "€18.50" (list price before discount; blank when cancelled), Discount "15%", Status (Completed/Cancelled/No-show). "Members": "Member ID", Name, Plan, Company (blank for freelancers), Joined (a real date), "Monthly Fee (€)". */
export async function coworkingWorkbook(): Promise<EvalDataset> {
  const rand = random(14_003);
  const first = ['Alex', 'Bea', 'Cato', 'Dina', 'Emil', 'Fay', 'Gus', 'Hedda', 'Ines', 'Joss', 'Kai', 'Lotte', 'Milo', 'Nora', 'Otis', 'Pia', 'Quinn', 'Rosa', 'Sven', 'Tess'];
  const last = ['Berg', 'Costa', 'Dunne', 'Ekström', 'Ferrer', 'Gallo', 'Hale', 'Ivers', 'Jansen', 'Kerr'];
  const companies = ['Pixel Foundry', 'Greenline Labs', 'Northwind Legal', 'Bluefin Studio'];
  const members: Row[] = Array.from({ length: 40 }, (_, k) => {
    const plan = choose(rand, [['Flex', 45], ['Resident', 30], ['Team', 25]]);
    return {
      'Member ID': `M${String(k + 1).padStart(3, '0')}`, Name: `${first[k % first.length]} ${last[(k * 3 + Math.floor(k / 20)) % last.length]}`, Plan: plan,
      Company: plan === 'Team' ? pick(rand, companies) : rand() < 0.35 ? pick(rand, companies) : null, Joined: new Date(Date.UTC(2020 + Math.floor(rand() * 5), Math.floor(rand() * 12), 1 + Math.floor(rand() * 28))),
      'Monthly Fee (€)': plan === 'Flex' ? 120 : plan === 'Resident' ? 320 : 260,
    };
  });
  const activity = members.map((m) => (m.Plan === 'Resident' ? 2.2 : m.Plan === 'Team' ? 1.6 : 1) * (0.4 + rand()));
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0) continue;
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * (weekday === 6 ? 2 : 7) * (month === 7 ? 0.5 : 1));
    for (let k = 0; k < n; k++) {
      const m = choose(rand, members.map((_, i) => [i, activity[i]] as [number, number]));
      const [space, , rate] = choose(rand, SPACES.map((s) => [s, s[1]] as [(typeof SPACES)[number], number]));
      const hours = space === 'Phone Booth' ? choose(rand, [[0.5, 60], [1, 40]]) : space === 'Meeting Room' ? choose(rand, [[1, 40], [1.5, 15], [2, 30], [3, 10], [4, 5]]) : choose(rand, [[2, 15], [3, 15], [4, 25], [6, 15], [8, 30]]);
      const start = 8 * 60 + 30 * Math.floor(rand() * (hours >= 8 ? 4 : 22));
      const status = choose(rand, [['Completed', 85], ['Cancelled', 10], ['No-show', 5]]);
      drafts.push({
        'Booking Date': date, 'Member ID': members[m]['Member ID'], Space: space, Start: hhmm(start), 'Hours Booked': hours,
        Price: status === 'Cancelled' ? null : round2(rate * hours * (members[m].Plan === 'Resident' && space !== 'Meeting Room' ? 0 : 1) + (space === 'Meeting Room' ? 5 : 0)),
        Discount: members[m].Plan === 'Team' ? 15 : space === 'Meeting Room' && rand() < 0.3 ? 10 : 0, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Booking Ref': `CW-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bookings');
  const header = ['Booking Ref', 'Booking Date', 'Member ID', 'Space', 'Start', 'Hours Booked', 'Price', 'Discount', 'Status'];
  sheet.addRow(header);
  for (const row of rows) {
    const cells = header.map((h) => (h === 'Price' ? (row.Price === null ? null : `€${money2(row.Price as number)}`) : h === 'Discount' ? `${String(row[h])}%` : row[h]));
    sheet.addRow(cells).getCell(2).numFmt = 'dd/mm/yyyy';
  }
  const memberSheet = workbook.addWorksheet('Members');
  const memberHeader = ['Member ID', 'Name', 'Plan', 'Company', 'Joined', 'Monthly Fee (€)'];
  memberSheet.addRow(memberHeader);
  for (const row of members) memberSheet.addRow(memberHeader.map((h) => row[h])).getCell(5).numFmt = 'd mmm yyyy';
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p14_cowork', file: 'coworking_bookings_2024.xlsx', bytes, tables: [{ label: 'coworking_bookings_2024.xlsx / Bookings', rows }, { label: 'coworking_bookings_2024.xlsx / Members', rows: members }] };
}

// ---------------------------------------------------------------------------------------------
// a brewery's batches, 2022-2024

const BEERS: Array<[string, string, number, number]> = [
  // [beer, style, typical ABV, weight]
  ['Harbour Pale', 'Pale Ale', 4.6, 30], ['Foghorn IPA', 'IPA', 6.4, 24], ['Black Gull Stout', 'Stout', 5.8, 14], ['Low Tide Lager', 'Lager', 4.2, 18], ['Sea Buckthorn Sour', 'Sour', 4.0, 6], ['Driftwood Amber', 'Amber', 5.1, 8],
];

/** "Batch No", "Brew Date" "2024.03.14", Beer, Style, "Head Brewer" (blank for some), "Volume (L)" "1,200", ABV "5.2%", "Original Gravity", "Brew Day Length" "7:05:30", "Fermentation (days)" (blank while in progress), "Ingredient Cost" "$412.50", "Packaged As" (Keg/Can/Bottle; blank unless packaged), Status (Packaged/Dumped/In Progress). */
export function breweryBatches(): EvalDataset {
  const rand = random(14_004);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2022, 0, 3); t < Date.UTC(2024, 11, 24); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const month = date.getUTCMonth();
    if (rand() > (month >= 4 && month <= 7 ? 0.6 : 0.4)) continue;
    const [beer, style, abv] = choose(rand, BEERS.map((b) => [b, b[3] * (b[1] === 'Lager' && month >= 3 && month <= 7 ? 2 : b[1] === 'Stout' && (month >= 9 || month <= 1) ? 2 : 1)] as [(typeof BEERS)[number], number]));
    const volume = choose(rand, [[800, 25], [1200, 45], [1600, 30]]);
    const status = t >= Date.UTC(2024, 11, 6) ? 'In Progress' : rand() < (style === 'Sour' ? 0.15 : 0.04) ? 'Dumped' : 'Packaged';
    const batchAbv = Math.round((abv + gauss(rand) * 0.25) * 10) / 10;
    drafts.push({
      'Brew Date': date, Beer: beer, Style: style, 'Head Brewer': rand() < 0.06 ? null : choose(rand, [['Kit', 40], ['Marta', 35], ['Jules', 25]]), 'Volume (L)': volume, ABV: batchAbv,
      'Original Gravity': Math.round((1 + batchAbv * 0.0075 + 0.008 + gauss(rand) * 0.002) * 1000) / 1000, 'Brew Day Length': Math.round((6.5 + rand() * 3 + (style === 'Lager' ? 0.5 : 0)) * 3600 / 10) * 10,
      'Fermentation (days)': status === 'In Progress' ? null : Math.round((style === 'Lager' ? 28 : style === 'Sour' ? 40 : 12) * (0.8 + rand() * 0.4)),
      'Ingredient Cost': round2(volume * (style === 'IPA' ? 0.42 : style === 'Stout' ? 0.36 : 0.28) * (0.9 + rand() * 0.25)),
      'Packaged As': status === 'Packaged' ? choose(rand, [['Keg', 50], ['Can', 35], ['Bottle', 15]]) : null, Status: status,
    });
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Batch No': `BR-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Batch No', 'Brew Date', 'Beer', 'Style', 'Head Brewer', 'Volume (L)', 'ABV', 'Original Gravity', 'Brew Day Length', 'Fermentation (days)', 'Ingredient Cost', 'Packaged As', 'Status'];
  const dotted = (d: Date): string => `${String(d.getUTCFullYear())}.${pad2(d.getUTCMonth() + 1)}.${pad2(d.getUTCDate())}`;
  const lines = rows.map((row) => [
    row['Batch No'] as string, dotted(row['Brew Date'] as Date), row.Beer as string, row.Style as string, (row['Head Brewer'] as string | null) ?? '', (row['Volume (L)'] as number).toLocaleString('en-US'),
    `${(row.ABV as number).toFixed(1)}%`, (row['Original Gravity'] as number).toFixed(3), hms(row['Brew Day Length'] as number), row['Fermentation (days)'] === null ? '' : String(row['Fermentation (days)']),
    `$${money2(row['Ingredient Cost'] as number)}`, (row['Packaged As'] as string | null) ?? '', row.Status as string,
  ]);
  return { name: 'p14_brewery', file: 'brewery_batches.csv', bytes: csvBytes(header, lines), tables: [{ label: 'brewery_batches.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a ferry operator's sailings on three routes, 2024

const FERRY_ROUTES: Array<[string, number[], number, number]> = [
  // [route, departure hours, typical minutes, fare per passenger]
  ['Kell Sound', [7, 9, 11, 13, 15, 17, 19], 35, 6.5], ['Marrow Bay', [8, 12, 16, 20], 55, 9], ['Easthaven Crossing', [6, 10, 14, 18], 80, 12.5],
];

/** "Sailing ID", Departure "2024-03-14 07:30", Route, Vessel, Direction (Outbound/Return), Passengers (blank when cancelled), Cars ("-" when not recorded; blank when cancelled), "Crossing Time" "0:52:30" (blank when cancelled), "Ticket Revenue" "£1,234.50" (blank when cancelled), "Wind Speed (knots)", "Deck Space Used" "62%" (blank when cancelled), "Delay (min)" ("n/a" when cancelled), Status (Sailed/Delayed/Cancelled). */
export function ferrySailings(): EvalDataset {
  const rand = random(14_005);
  const vessels: Record<string, string[]> = { 'Kell Sound': ['MV Osprey', 'MV Tern'], 'Marrow Bay': ['MV Tern', 'MV Curlew'], 'Easthaven Crossing': ['MV Curlew', 'MV Osprey'] };
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const month = date.getUTCMonth();
    const summer = month >= 5 && month <= 7;
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const baseWind = (month <= 1 || month >= 10 ? 18 : 10) + rand() * 10;
    for (const [route, hours, minutes, fare] of FERRY_ROUTES) {
      for (const hour of hours) {
        if (!summer && rand() < 0.35) continue;
        const outbound = rand() < 0.5;
        const wind = Math.max(0, Math.round(baseWind + gauss(rand) * 6));
        const status = wind > 34 && rand() < 0.7 ? 'Cancelled' : rand() < 0.02 ? 'Cancelled' : rand() < 0.12 ? 'Delayed' : 'Sailed';
        const cancelled = status === 'Cancelled';
        const passengers = cancelled ? null : Math.max(3, Math.round((summer ? 140 : 60) * (weekend ? 1.3 : 1) * (route === 'Kell Sound' ? 1.2 : 0.8) * (0.5 + rand())));
        const cars = cancelled ? null : Math.max(0, Math.min(60, Math.round((passengers as number) * (0.18 + rand() * 0.12))));
        drafts.push({
          Departure: new Date(t + hour * 3_600_000 + 15 * Math.floor(rand() * 4) * 60_000), Route: route, Vessel: pick(rand, vessels[route]), Direction: outbound ? 'Outbound' : 'Return',
          Passengers: passengers, Cars: cars !== null && rand() < 0.04 ? null : cars, 'Crossing Time': cancelled ? null : Math.round(minutes * 60 * (0.9 + rand() * 0.25 + wind / 200)),
          'Ticket Revenue': cancelled ? null : round2((passengers as number) * fare * (0.85 + rand() * 0.2) + (cars ?? 0) * 18),
          'Wind Speed (knots)': wind, 'Deck Space Used': cancelled ? null : Math.min(100, Math.round(((cars ?? 0) / 60) * 100)),
          'Delay (min)': cancelled ? null : status === 'Delayed' ? 5 + Math.floor(rand() * 40) : 0, Status: status,
        });
      }
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Sailing ID': `S-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const header = ['Sailing ID', 'Departure', 'Route', 'Vessel', 'Direction', 'Passengers', 'Cars', 'Crossing Time', 'Ticket Revenue', 'Wind Speed (knots)', 'Deck Space Used', 'Delay (min)', 'Status'];
  const stamp = (d: Date): string => `${d.toISOString().slice(0, 10)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  const lines = rows.map((row) => {
    const cancelled = row.Status === 'Cancelled';
    return [
      row['Sailing ID'] as string, stamp(row.Departure as Date), row.Route as string, row.Vessel as string, row.Direction as string, row.Passengers === null ? '' : String(row.Passengers),
      row.Cars === null ? (cancelled ? '' : '-') : String(row.Cars), row['Crossing Time'] === null ? '' : hms(row['Crossing Time'] as number),
      row['Ticket Revenue'] === null ? '' : `£${money2(row['Ticket Revenue'] as number)}`, String(row['Wind Speed (knots)']), row['Deck Space Used'] === null ? '' : `${String(row['Deck Space Used'])}%`,
      row['Delay (min)'] === null ? 'n/a' : String(row['Delay (min)']), row.Status as string,
    ];
  });
  return { name: 'p14_ferry', file: 'ferry_sailings_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'ferry_sailings_2024.csv', rows }] };
}

export const PROBE14_DATASETS = new Set(['p14_dental', 'p14_foodbank', 'p14_cowork', 'p14_brewery', 'p14_ferry']);

export async function probe14Datasets(): Promise<EvalDataset[]> {
  return [dentalAppointments(), foodBankDeliveries(), await coworkingWorkbook(), breweryBatches(), ferrySailings()];
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
export function probe14Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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

  // ---- dental appointments ----
  const da = tables.get('dental_appointments_2024.csv') ?? [];
  const D = ask('p14_dental');
  const AD = 'Appointment Date';
  const CT = 'Chair Time';
  const FEE = 'Fee Charged';
  const attended = da.filter(is('Status', 'Attended'));
  const mins = (rows: Row[]): number[] => num(rows, CT).map((s) => s / 60);
  D('plain', 'appointments by status', groups(countBy(da, text('Status'))));
  D('plain', 'appointments by treatment', groups(countBy(da, text('Treatment'))));
  D('plain', 'total fees charged', value(sum(num(da, FEE))));
  D('plain', 'avg patient age', value(mean(num(da, 'Patient Age'))));
  D('plain', 'how many clinicians', count(distinct(da, 'Clinician')));
  D('which row', 'which clinician saw the most patients', best(countBy(attended, text('Clinician')), 'Clinician'), 'attended appointments (a patient who did not come was not seen); a patient has no ID, so each appointment is one patient seen');
  D('which row', 'longest appointment', unvalued(extremeRows(da, CT, 'Appointment ID', 'max')), 'by chair time; the Appointment ID only is checked (the unit is the answer\'s choice)');
  D('which row', 'which treatment brings in the most money', best(groupBy(da, text('Treatment'), (g) => sum(num(g, FEE))), 'Treatment'), 'fees charged, no-show fees included (they are charged under the booked treatment)');
  D('which row', 'which appointment had the biggest fee', extremeRows(da, FEE, 'Appointment ID', 'max'), 'any of the tied appointments (private crowns)');
  D('everyday words', 'how many patients didnt turn up', count(da.filter(is('Status', 'No-show')).length), `status No-show; ${ROWS_OR_COUNT}`);
  D('everyday words', 'how many fillings did dr mehta do', count(attended.filter((row) => row.Treatment === 'Filling' && row.Clinician === 'Dr Mehta').length), `attended (a filling not done is not one "did"); ${ROWS_OR_COUNT}`);
  D('everyday words', 'how much did we charge private patients', value(sum(num(da.filter(is('Patient Type', 'Private')), FEE))), 'no-show fees of private patients included');
  D('everyday words', 'how many extractions were done', count(attended.filter(is('Treatment', 'Extraction')).length), `attended; ${ROWS_OR_COUNT}`);
  D('comparison', 'avg fee nhs vs private, attended only', groups(groupBy(attended, text('Patient Type'), (g) => mean(num(g, FEE)))));
  D('comparison', 'no-shows dr okafor vs dr lindqvist', groups(countBy(da.filter((row) => row.Status === 'No-show' && (row.Clinician === 'Dr Okafor' || row.Clinician === 'Dr Lindqvist')), text('Clinician'))));
  D('comparison', 'how many more check-ups than cleanings were done', count(attended.filter(is('Treatment', 'Check-up')).length - attended.filter(is('Treatment', 'Cleaning')).length), 'attended');
  D('comparison', 'avg chair time in minutes filling vs crown', groups(groupBy(da.filter((row) => row.Treatment === 'Filling' || row.Treatment === 'Crown'), text('Treatment'), (g) => mean(mins(g)))));
  D('seasonality', 'which month had the most no-shows', best(countBy(da.filter(is('Status', 'No-show')), monthKey(AD)), 'month', 'max', monthFormsIn(2024)), ONE_YEAR_MONTH);
  D('seasonality', 'which weekday has the most appointments booked', best(countBy(da, weekdayKey(AD)), 'weekday', 'max', weekdayForms), 'every row is a booked appointment');
  D('seasonality', 'attended appointments per month', groups(countBy(attended, yearMonthKey(AD))), MONTH_SERIES);
  D('types as text', 'appointments on 14 march 2024', count(da.filter(dayIs(AD, '2024-03-14')).length), `every booked appointment that day; ${ROWS_OR_COUNT}`);
  D('types as text', 'avg chair time in minutes', value(mean(mins(da))));
  D('types as text', 'avg fee of attended appointments', value(mean(num(attended, FEE))), 'the Fee Charged of attended appointments (a no-show\'s £25 left out)');
  D('types as text', 'appointments starting before 9am', count(da.filter((row) => clock(row['Start Time']) < 9 * 60).length), `start times before 09:00; ${ROWS_OR_COUNT}`);
  D('units and conditions', 'appointments longer than 45 minutes', count(da.filter((row) => at(row, CT) > 45 * 60).length), `strict, by chair time; ${ROWS_OR_COUNT}`);
  D('units and conditions', 'fees over £100', count(da.filter((row) => at(row, FEE) > 100).length), `strict; ${ROWS_OR_COUNT}`);
  D('units and conditions', 'patients over 65 seen by dr lindqvist', count(attended.filter((row) => at(row, 'Patient Age') > 65 && row.Clinician === 'Dr Lindqvist').length), `strict, attended; ${ROWS_OR_COUNT}`);
  D('units and conditions', 'avg chair time in minutes for dr okafor in march', value(mean(mins(da.filter((row) => row.Clinician === 'Dr Okafor' && monthIs(AD, 2024, 3)(row))))));
  D('units and conditions', 'private root canals between 1 april and 30 june', count(da.filter((row) => row['Patient Type'] === 'Private' && row.Treatment === 'Root Canal' && [4, 5, 6].some((m) => monthIs(AD, 2024, m)(row))).length), `every booked one, both days inclusive; ${ROWS_OR_COUNT}`);
  D('missing values', 'how many appointments have no age', count(da.filter((row) => row['Patient Age'] === null).length), ROWS_OR_COUNT);
  D('missing values', 'which columns have blanks', list(missingColumns(da)), 'Fee Charged\'s "-" is a blank');
  D('ratio or derived', 'pct of appointments that were no-shows by clinician', rates(da, text('Clinician'), is('Status', 'No-show')), `no-shows over every booked appointment of the clinician; ${SHARE}`);
  D('ratio or derived', 'fee per minute of chair time by treatment', groups(groupBy(attended, text('Treatment'), (g) => sum(num(g, FEE)) / sum(mins(g)))), 'attended appointments: total fee over total chair minutes');
  D('ratio or derived', 'pct of appointments that were private', value(pct(da.filter(is('Patient Type', 'Private')).length, da.length)), `of every booked appointment; ${PERCENT}`);
  D('refuse', 'which dentist is the best', refuse, 'a judgement');
  D('refuse', 'how many patients do we have', refuse, 'no patient ID: an appointment is not a patient, and repeat visits cannot be told apart');
  D('refuse', 'why do people miss appointments', refuse, 'a reason');
  D('refuse', 'avg waiting time', refuse, 'no arrival or seen time in the file');
  D('refuse', 'how many cavities were found', refuse, 'no findings in the file');
  D('refuse', 'how many late appointments', refuse, '"late" cannot be placed: late in the day, a patient arriving late, or running late; no threshold in the file');
  D('refuse', 'avg fee per appointment', eitherReading(value(mean(num(attended, FEE))), value(mean(num(da, FEE)))), 'two readings: over attended appointments, or over every appointment with a fee (the £25 no-show fees too)');
  D('refuse', 'how many appointments will we have in january 2025', refuse, 'a forecast');
  D('refuse', 'when is the practice busiest', refuse, 'two or more readings: time of day, weekday or month, by appointments or by chair time');

  // ---- food bank deliveries ----
  const fb = tables.get('food_bank_deliveries.csv') ?? [];
  const F = ask('p14_foodbank');
  const DD = 'Delivery Date';
  const KG = 'Total Weight (kg)';
  const MI = 'Distance (miles)';
  const CLAIM = 'Mileage Claim';
  const delivered = fb.filter(is('Status', 'Delivered'));
  const DELIVERIES_TWO = '"deliveries" may be every row (a failed or cancelled one too) or only the ones with status Delivered: an answer where both agree, a must-refuse where they differ';
  F('plain', 'deliveries by area', groups(countBy(fb, text('Area'))), 'every row, by area');
  F('plain', 'total parcels', value(sum(num(fb, 'Parcels'))), 'the column\'s total');
  F('plain', 'avg household size', value(mean(num(fb, 'Household Size'))));
  F('plain', 'deliveries by status', groups(countBy(fb, text('Status'))));
  F('plain', 'how many volunteer drivers', count(distinct(fb, 'Volunteer Driver')));
  F('which row', 'which driver delivered the most', eitherReading(best(countBy(delivered, text('Volunteer Driver')), 'Volunteer Driver', 'max', (k) => [k], false), best(groupBy(delivered, text('Volunteer Driver'), (g) => sum(num(g, 'Parcels'))), 'Volunteer Driver', 'max', (k) => [k], false)), 'status Delivered; the most deliveries or the most parcels agree on the driver; the name only is checked');
  F('which row', 'which area got the most parcels delivered', best(groupBy(delivered, text('Area'), (g) => sum(num(g, 'Parcels'))), 'Area'));
  F('which row', 'longest delivery run', unvalued(extremeRows(fb, MI, 'Delivery No', 'max')), 'by distance; any tied delivery; the Delivery No only is checked');
  F('which row', 'heaviest delivery', extremeRows(fb, KG, 'Delivery No', 'max'), 'by total weight; any tied delivery');
  F('everyday words', 'how many times was nobody home', count(fb.filter(is('Status', 'Not Home')).length), ROWS_OR_COUNT);
  F('everyday words', 'how many halal parcels went out', value(sum(num(delivered.filter(is('Dietary Needs', 'Halal')), 'Parcels'))), 'parcels on deliveries with status Delivered');
  F('everyday words', 'how much did we pay drivers in mileage', value(sum(num(fb, CLAIM))));
  F('everyday words', 'how many deliveries did aisha make', count(delivered.filter(is('Volunteer Driver', 'Aisha Khan')).length), `"aisha" is Aisha Khan, the only Aisha; status Delivered (a made delivery); ${ROWS_OR_COUNT}`);
  F('comparison', 'parcels delivered 2023 vs 2024', groups(groupBy(delivered, yearKey(DD), (g) => sum(num(g, 'Parcels')))));
  F('comparison', 'avg distance rural east vs old town', groups(groupBy(fb.filter((row) => row.Area === 'Rural East' || row.Area === 'Old Town'), text('Area'), (g) => mean(num(g, MI)))));
  F('comparison', 'how many more parcels were delivered to riverside than hillcrest', value(sum(num(delivered.filter(is('Area', 'Riverside')), 'Parcels')) - sum(num(delivered.filter(is('Area', 'Hillcrest')), 'Parcels'))), 'status Delivered; Riverside minus Hillcrest');
  F('comparison', 'mileage claims 2023 vs 2024', groups(groupBy(fb, yearKey(DD), (g) => sum(num(g, CLAIM)))), 'the money claimed per year');
  F('seasonality', 'which month of the year has the most deliveries', eitherReading(best(countBy(fb, monthKey(DD)), 'month', 'max', monthForms, false), best(countBy(delivered, monthKey(DD)), 'month', 'max', monthForms, false)), `the file spans 2023 and 2024: a month of the year (3, 03, Mar, March), not a calendar month; ${DELIVERIES_TWO}`);
  F('seasonality', 'which weekday do we deliver the most parcels', best(groupBy(delivered, weekdayKey(DD), (g) => sum(num(g, 'Parcels'))), 'weekday', 'max', weekdayForms), 'parcels on deliveries with status Delivered');
  F('seasonality', 'parcels delivered per month in 2024', groups(groupBy(delivered.filter(yearIs(DD, 2024)), yearMonthKey(DD), (g) => sum(num(g, 'Parcels')))), MONTH_SERIES);
  F('types as text', 'deliveries on 14 march 2024', eitherReading(count(fb.filter(dayIs(DD, '2024-03-14')).length), count(delivered.filter(dayIs(DD, '2024-03-14')).length)), `${DELIVERIES_TWO}; ${ROWS_OR_COUNT}`);
  F('types as text', 'avg mileage claim', value(mean(num(fb, CLAIM))), 'over the claims made ("n/a" is no claim)');
  F('types as text', 'total weight delivered in kg', value(sum(num(delivered, KG))), 'status Delivered');
  F('types as text', 'parcels delivered before 1 june 2023', value(sum(num(delivered.filter((row) => when(row, DD).getTime() < Date.UTC(2023, 5, 1)), 'Parcels'))));
  F('units and conditions', 'runs over 10 miles', count(fb.filter((row) => at(row, MI) > 10).length), `strict, over the rows with a distance (a cancelled delivery has none); ${ROWS_OR_COUNT}`);
  F('units and conditions', 'deliveries weighing more than 30 kg', eitherReading(count(fb.filter((row) => at(row, KG) > 30).length), count(delivered.filter((row) => at(row, KG) > 30).length)), `strict; ${DELIVERIES_TWO}; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'mileage claims over $10', count(fb.filter((row) => at(row, CLAIM) > 10).length), `strict; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'avg parcels for households of 5 or more', value(mean(num(fb.filter((row) => at(row, 'Household Size') >= 5), 'Parcels'))), 'inclusive, every row');
  F('units and conditions', 'gluten-free parcels delivered to hillcrest in 2024', value(sum(num(delivered.filter((row) => row['Dietary Needs'] === 'Gluten-free' && row.Area === 'Hillcrest' && yearIs(DD, 2024)(row)), 'Parcels'))), 'status Delivered');
  F('missing values', 'how many deliveries have no driver', count(fb.filter((row) => row['Volunteer Driver'] === null).length), `every row without a driver (the cancelled ones too); ${ROWS_OR_COUNT}`);
  F('missing values', 'which columns have missing values', list(missingColumns(fb)), '"n/a" is missing');
  F('ratio or derived', 'kg per parcel by area', groups(groupBy(fb, text('Area'), (g) => sum(num(g, KG)) / sum(num(g, 'Parcels')))), 'total weight over total parcels, every row (status does not change a parcel\'s weight)');
  F('ratio or derived', 'pct of deliveries where nobody was home by area', rates(fb, text('Area'), is('Status', 'Not Home')), `status Not Home over every row of the area; ${SHARE}`);
  F('ratio or derived', 'mileage claimed per mile driven', value(ratio(fb, CLAIM, MI)), 'over the rows with both a claim and a distance: total claimed over total miles');
  F('refuse', 'which area needs the most help', refuse, 'a judgement');
  F('refuse', 'why are deliveries cancelled', refuse, 'a reason');
  F('refuse', 'how many different households did we help', refuse, 'no household ID: repeat deliveries to one household cannot be told apart');
  F('refuse', 'how much food was wasted', refuse, 'no waste in the file');
  F('refuse', 'how many deliveries arrived late', refuse, 'no time of arrival or promised slot in the file');
  F('refuse', 'will we need more drivers next winter', refuse, 'a forecast');
  F('refuse', 'avg age of people we deliver to', refuse, 'no age column');
  F('refuse', 'how many deliveries', eitherReading(count(fb.length), count(delivered.length)), 'two readings: every row, failed and cancelled ones too, or the deliveries with status Delivered');
  F('refuse', 'pct of deliveries to vulnerable families', refuse, '"vulnerable" cannot be placed: no column says it');

  // ---- coworking bookings workbook ----
  const bk = tables.get('coworking_bookings_2024.xlsx / Bookings') ?? [];
  const mb = tables.get('coworking_bookings_2024.xlsx / Members') ?? [];
  const C = ask('p14_cowork');
  const BD = 'Booking Date';
  const HRS = 'Hours Booked';
  const memberOf = new Map(mb.map((row) => [row['Member ID'] as string, row]));
  const planOf = (row: Row): string | null => (memberOf.get(row['Member ID'] as string)?.Plan as string | undefined) ?? null;
  const companyOf = (row: Row): string | null => (memberOf.get(row['Member ID'] as string)?.Company as string | null | undefined) ?? null;
  const paid = (row: Row): number => (isNum(row.Price) ? row.Price * (1 - at(row, 'Discount') / 100) : NaN);
  const paidSum = (rows: Row[]): number => sum(rows.map(paid).filter(Number.isFinite));
  const completedB = bk.filter(is('Status', 'Completed'));
  const nameToo = (e: Expected): Expected => (e.kind === 'row' ? { ...e, labels: e.labels.flatMap((id) => [id, (memberOf.get(id)?.Name as string | undefined) ?? id]) } : e);
  C('plain', 'bookings by space', groups(countBy(bk, text('Space'))));
  C('plain', 'how many members', count(mb.length), 'the Members sheet (every member has booked: the Bookings sheet names the same 40)');
  C('plain', 'members by plan', groups(countBy(mb, text('Plan'))));
  C('plain', 'total hours booked', value(sum(num(bk, HRS))), 'every booking');
  C('plain', 'avg monthly fee', value(mean(num(mb, 'Monthly Fee (€)'))), 'over the members');
  C('which row', 'which member booked the most hours', nameToo(best(groupBy(bk, text('Member ID'), (g) => sum(num(g, HRS))), 'Member ID')), 'the Member ID or the member\'s name (Members sheet)');
  C('which row', 'which space earns the most', eitherReading(best(groupBy(bk, text('Space'), (g) => sum(num(g, 'Price'))), 'Space', 'max', (k) => [k], false), best(groupBy(bk, text('Space'), paidSum), 'Space', 'max', (k) => [k], false)), 'list price or after discount agree on the space; the space only is checked');
  C('which row', 'which company books the most hours', best(groupBy(bk, companyOf, (g) => sum(num(g, HRS))), 'Company'), 'needs the Members sheet; members without a company are left out');
  C('which row', 'most expensive booking', extremeRows(bk, 'Price', 'Booking Ref', 'max'), 'by list price; any of the tied bookings');
  C('everyday words', 'how many meeting room bookings in june', count(bk.filter((row) => row.Space === 'Meeting Room' && monthIs(BD, 2024, 6)(row)).length), `every booking, cancelled too; ${ROWS_OR_COUNT}`);
  C('everyday words', 'how many times did people not show up', count(bk.filter(is('Status', 'No-show')).length), ROWS_OR_COUNT);
  C('everyday words', 'how much did team members pay', value(paidSum(bk.filter((row) => planOf(row) === 'Team'))), 'bookings of members on the Team plan, price less the discount (no-shows are charged); needs the Members sheet; membership fees are not in the bookings');
  C('everyday words', 'how many hours were actually used', value(sum(num(completedB, HRS))), 'hours of completed bookings');
  C('comparison', 'avg hours hot desk vs fixed desk', groups(groupBy(bk.filter((row) => row.Space === 'Hot Desk' || row.Space === 'Fixed Desk'), text('Space'), (g) => mean(num(g, HRS)))));
  C('comparison', 'amount paid flex vs resident members', groups(groupBy(bk.filter((row) => planOf(row) === 'Flex' || planOf(row) === 'Resident'), planOf, paidSum)), 'price less the discount; needs the Members sheet');
  C('comparison', 'how many more cancellations in march than in february', count(bk.filter((row) => row.Status === 'Cancelled' && monthIs(BD, 2024, 3)(row)).length - bk.filter((row) => row.Status === 'Cancelled' && monthIs(BD, 2024, 2)(row)).length), 'March minus February');
  C('comparison', 'avg discount meeting room vs phone booth', groups(groupBy(bk.filter((row) => row.Space === 'Meeting Room' || row.Space === 'Phone Booth'), text('Space'), (g) => mean(num(g, 'Discount')))), 'in percent (0-100), over every booking');
  C('seasonality', 'which month had the most bookings', best(countBy(bk, monthKey(BD)), 'month', 'max', monthFormsIn(2024)), `every booking; ${ONE_YEAR_MONTH}`);
  C('seasonality', 'which weekday has the most completed bookings', best(countBy(completedB, weekdayKey(BD)), 'weekday', 'max', weekdayForms));
  C('seasonality', 'hours booked per month', groups(groupBy(bk, yearMonthKey(BD), (g) => sum(num(g, HRS)))), MONTH_SERIES);
  C('types as text', 'avg price', value(mean(num(bk, 'Price'))), 'the Price column (list price) over bookings with one; a Resident\'s desk is €0.00');
  C('types as text', 'bookings on 3 june 2024', count(bk.filter(dayIs(BD, '2024-06-03')).length), ROWS_OR_COUNT);
  C('types as text', 'bookings starting after 5pm', count(bk.filter((row) => clock(row.Start) > 17 * 60).length), `strict: 17:30 on; ${ROWS_OR_COUNT}`);
  C('types as text', 'total paid after discount', value(paidSum(bk)), 'price less the discount, every booking with a price');
  C('units and conditions', 'bookings over 4 hours', count(bk.filter((row) => at(row, HRS) > 4).length), `strict (many are exactly 4); ${ROWS_OR_COUNT}`);
  C('units and conditions', 'bookings priced over €50', count(bk.filter((row) => at(row, 'Price') > 50).length), `strict, list price; ${ROWS_OR_COUNT}`);
  C('units and conditions', 'meeting room bookings of 2 hours or more in march', count(bk.filter((row) => row.Space === 'Meeting Room' && at(row, HRS) >= 2 && monthIs(BD, 2024, 3)(row)).length), `inclusive; ${ROWS_OR_COUNT}`);
  C('units and conditions', 'bookings with a discount of 15% or more', count(bk.filter((row) => at(row, 'Discount') >= 15).length), `inclusive; ${ROWS_OR_COUNT}`);
  C('units and conditions', 'members who joined before 2022', count(mb.filter((row) => when(row, 'Joined').getTime() < Date.UTC(2022, 0, 1)).length), `Members sheet; ${ROWS_OR_COUNT}`);
  C('missing values', 'how many members have no company', count(mb.filter((row) => row.Company === null).length), ROWS_OR_COUNT);
  C('missing values', 'which columns in the bookings sheet have blanks', list(missingColumns(bk)));
  C('ratio or derived', 'list price per hour by space', groups(groupBy(bk, text('Space'), (g) => ratio(g, 'Price', HRS))), 'total price over total hours of the bookings with a price');
  C('ratio or derived', 'pct of bookings that were no-shows', value(pct(bk.filter(is('Status', 'No-show')).length, bk.length)), `of every booking; ${PERCENT}`);
  C('ratio or derived', 'share of hours booked by plan', shares(groupBy(bk, planOf, (g) => sum(num(g, HRS)))), `needs the Members sheet; ${SHARE}`);
  C('refuse', 'which desk is the most popular', refuse, 'no desk number in the file (a space type is not a desk)');
  C('refuse', 'how happy are our members', refuse, 'no rating or survey');
  C('refuse', 'why do people cancel', refuse, 'a reason');
  C('refuse', 'how many members will renew next year', refuse, 'a forecast');
  C('refuse', 'what is the occupancy rate', refuse, 'no capacity or number of desks in the file');
  C('refuse', 'who is our most valuable member', refuse, 'a judgement (spend, hours, or fees)');
  C('refuse', 'how much revenue did we make', eitherReading(value(sum(num(bk, 'Price'))), value(paidSum(bk))), 'two readings: list prices or after discount (and membership fees are not in the bookings)');
  C('refuse', 'how many busy days were there', refuse, '"busy" has no threshold in the file');
  C('refuse', 'avg booking', refuse, 'two readings: the average length in hours, or the average price');

  // ---- brewery batches ----
  const br = tables.get('brewery_batches.csv') ?? [];
  const R = ask('p14_brewery');
  const BRD = 'Brew Date';
  const VOL = 'Volume (L)';
  const COST = 'Ingredient Cost';
  const BDL = 'Brew Day Length';
  const packaged = br.filter(is('Status', 'Packaged'));
  const dumped = br.filter(is('Status', 'Dumped'));
  R('plain', 'batches by beer', groups(countBy(br, text('Beer'))));
  R('plain', 'total ingredient cost', value(sum(num(br, COST))));
  R('plain', 'avg abv', value(mean(num(br, 'ABV'))), PERCENT);
  R('plain', 'batches by status', groups(countBy(br, text('Status'))));
  R('plain', 'how many beers do we make', count(distinct(br, 'Beer')));
  R('which row', 'which beer did we brew most often', best(countBy(br, text('Beer')), 'Beer'), 'every batch brewed');
  R('which row', 'strongest batch', unvalued(extremeRows(br, 'ABV', 'Batch No', 'max')), 'by ABV; any tied batch; the Batch No only is checked (percent or fraction)');
  R('which row', 'which brewer dumped the most batches', best(countBy(dumped, text('Head Brewer')), 'Head Brewer'));
  R('which row', 'most expensive batch', extremeRows(br, COST, 'Batch No', 'max'), 'by ingredient cost');
  R('everyday words', 'how many batches were poured away', count(dumped.length), `status Dumped; ${ROWS_OR_COUNT}`);
  R('everyday words', 'how many litres of stout did we package', value(sum(num(packaged.filter(is('Style', 'Stout')), VOL))), 'status Packaged');
  R('everyday words', 'how many batches went into cans', count(br.filter(is('Packaged As', 'Can')).length), ROWS_OR_COUNT);
  R('everyday words', 'how much did marta spend on ingredients', value(sum(num(br.filter(is('Head Brewer', 'Marta')), COST))), 'every batch with Marta as head brewer');
  R('comparison', 'litres packaged 2023 vs 2024', groups(groupBy(packaged.filter(yearIs(BRD, 2023, 2024)), yearKey(BRD), (g) => sum(num(g, VOL)))), 'status Packaged, by brew year');
  R('comparison', 'avg abv ipa vs lager', groups(groupBy(br.filter((row) => row.Style === 'IPA' || row.Style === 'Lager'), text('Style'), (g) => mean(num(g, 'ABV')))), 'in percent (0-100)');
  R('comparison', 'how many more keg batches than bottle batches', count(br.filter(is('Packaged As', 'Keg')).length - br.filter(is('Packaged As', 'Bottle')).length));
  R('comparison', 'avg brew day in hours lager vs pale ale', groups(groupBy(br.filter((row) => row.Style === 'Lager' || row.Style === 'Pale Ale'), text('Style'), (g) => mean(num(g, BDL)) / 3600)));
  R('seasonality', 'which month of the year do we brew the most batches', best(countBy(br, monthKey(BRD)), 'month', 'max', monthForms), 'the file spans 2022 to 2024: a month of the year (3, 03, Mar, March), not a calendar month');
  R('seasonality', 'which month of the year do we brew the most lager', best(countBy(br.filter(is('Style', 'Lager')), monthKey(BRD)), 'month', 'max', monthForms), 'batches of the Lager style; a month of the year');
  R('seasonality', 'which weekday do we brew on most', best(countBy(br, weekdayKey(BRD)), 'weekday', 'max', weekdayForms));
  R('types as text', 'avg batch volume in litres', value(mean(num(br, VOL))));
  R('types as text', 'batches brewed on 2 may 2023', count(br.filter(dayIs(BRD, '2023-05-02')).length), ROWS_OR_COUNT);
  R('types as text', 'avg brew day in hours', value(mean(num(br, BDL)) / 3600));
  R('types as text', 'batches brewed before march 2022', count(br.filter((row) => when(row, BRD).getTime() < Date.UTC(2022, 2, 1)).length), ROWS_OR_COUNT);
  R('units and conditions', 'batches stronger than 6%', count(br.filter((row) => at(row, 'ABV') > 6).length), `strict; ${ROWS_OR_COUNT}`);
  R('units and conditions', 'brew days longer than 9 hours', count(br.filter((row) => at(row, BDL) > 9 * 3600).length), `strict; ${ROWS_OR_COUNT}`);
  R('units and conditions', 'batches costing over $500', count(br.filter((row) => at(row, COST) > 500).length), `strict; ${ROWS_OR_COUNT}`);
  R('units and conditions', 'batches of 1,200 litres or more', count(br.filter((row) => at(row, VOL) >= 1200).length), `inclusive; ${ROWS_OR_COUNT}`);
  R('units and conditions', 'avg og of stouts brewed in 2024', value(mean(num(br.filter((row) => row.Style === 'Stout' && yearIs(BRD, 2024)(row)), 'Original Gravity'))), '"og" is the Original Gravity column');
  R('missing values', 'how many batches have no brewer', count(br.filter((row) => row['Head Brewer'] === null).length), ROWS_OR_COUNT);
  R('missing values', 'which columns have blanks', list(missingColumns(br)));
  R('ratio or derived', 'ingredient cost per litre by style', groups(groupBy(br, text('Style'), (g) => sum(num(g, COST)) / sum(num(g, VOL)))), 'total cost over total volume, every batch');
  R('ratio or derived', 'pct of batches dumped by beer', rates(br, text('Beer'), is('Status', 'Dumped')), `dumped over every batch of the beer; ${SHARE}`);
  R('ratio or derived', 'litres of pure alcohol packaged in 2024, volume times abv', value(sum(packaged.filter(yearIs(BRD, 2024)).map((row) => (at(row, VOL) * at(row, 'ABV')) / 100))), 'status Packaged, brewed in 2024: the sum of volume × ABV/100');
  R('refuse', 'which beer tastes best', refuse, 'a judgement');
  R('refuse', 'how much profit did the stout make', refuse, 'no sales or prices in the file');
  R('refuse', 'why do batches get dumped', refuse, 'a reason');
  R('refuse', 'how many pints did we sell', refuse, 'no sales in the file');
  R('refuse', 'what is the bitterness of the ipa', refuse, 'no bitterness (IBU) column');
  R('refuse', 'how many strong beers do we brew', refuse, '"strong" has no threshold in the file');
  R('refuse', 'predict next years production', refuse, 'a forecast');
  R('refuse', 'how much beer did we make', eitherReading(value(sum(num(br, VOL))), value(sum(num(packaged, VOL)))), 'two readings: every batch brewed (dumped and unfinished ones too), or the packaged volume');
  R('refuse', 'which batch took the longest', refuse, 'two readings: the longest brew day, or the longest fermentation');

  // ---- ferry sailings ----
  const fs = tables.get('ferry_sailings_2024.csv') ?? [];
  const S = ask('p14_ferry');
  const DEPT = 'Departure';
  const XT = 'Crossing Time';
  const REV = 'Ticket Revenue';
  const WIND = 'Wind Speed (knots)';
  const minuteOf = (row: Row): number => when(row, DEPT).getUTCHours() * 60 + when(row, DEPT).getUTCMinutes();
  const ran = fs.filter((row) => row.Status !== 'Cancelled');
  S('plain', 'sailings by route', groups(countBy(fs, text('Route'))));
  S('plain', 'total passengers', value(sum(num(fs, 'Passengers'))));
  S('plain', 'avg wind speed', value(mean(num(fs, WIND))));
  S('plain', 'sailings by vessel', groups(countBy(fs, text('Vessel'))));
  S('plain', 'how many vessels', count(distinct(fs, 'Vessel')));
  S('which row', 'busiest sailing', extremeRows(fs, 'Passengers', 'Sailing ID', 'max'), 'by passengers; any tied sailing');
  S('which row', 'which vessel carried the most cars', best(groupBy(fs, text('Vessel'), (g) => sum(num(g, 'Cars'))), 'Vessel'));
  S('which row', 'which route makes the most money', best(groupBy(fs, text('Route'), (g) => sum(num(g, REV))), 'Route'));
  S('which row', 'slowest crossing', unvalued(extremeRows(fs, XT, 'Sailing ID', 'max')), 'by crossing time; the Sailing ID only is checked');
  S('everyday words', 'how many sailings were called off', count(fs.filter(is('Status', 'Cancelled')).length), ROWS_OR_COUNT);
  S('everyday words', 'how many cars did the easthaven crossing carry in july', value(sum(num(fs.filter((row) => row.Route === 'Easthaven Crossing' && monthIs(DEPT, 2024, 7)(row)), 'Cars'))), 'both directions; a "-" is no count');
  S('everyday words', 'how much money did the osprey take', value(sum(num(fs.filter(is('Vessel', 'MV Osprey')), REV))), '"the osprey" is MV Osprey');
  S('everyday words', 'how many sailings left late', count(fs.filter((row) => at(row, 'Delay (min)') > 0).length), `a delay above 0 (status Delayed); ${ROWS_OR_COUNT}`);
  S('comparison', 'passengers outbound vs return', groups(groupBy(fs, text('Direction'), (g) => sum(num(g, 'Passengers')))));
  S('comparison', 'avg crossing time in minutes osprey vs tern', groups(groupBy(fs.filter((row) => row.Vessel === 'MV Osprey' || row.Vessel === 'MV Tern'), text('Vessel'), (g) => mean(num(g, XT)) / 60)));
  S('comparison', 'how many more passengers in august than in february', value(sum(num(fs.filter(monthIs(DEPT, 2024, 8)), 'Passengers')) - sum(num(fs.filter(monthIs(DEPT, 2024, 2)), 'Passengers'))), 'August minus February');
  S('comparison', 'cancelled sailings kell sound vs marrow bay', groups(countBy(fs.filter((row) => row.Status === 'Cancelled' && (row.Route === 'Kell Sound' || row.Route === 'Marrow Bay')), text('Route'))));
  S('seasonality', 'which month carried the most passengers', best(groupBy(fs, monthKey(DEPT), (g) => sum(num(g, 'Passengers'))), 'month', 'max', monthFormsIn(2024)), ONE_YEAR_MONTH);
  S('seasonality', 'which weekday has the most cancellations', best(countBy(fs.filter(is('Status', 'Cancelled')), weekdayKey(DEPT)), 'weekday', 'max', weekdayForms));
  S('seasonality', 'passengers per month', groups(groupBy(fs, yearMonthKey(DEPT), (g) => sum(num(g, 'Passengers')))), MONTH_SERIES);
  S('seasonality', 'which hour of the day has the most departures', best(countBy(fs, (row) => String(when(row, DEPT).getUTCHours())), 'hour', 'max', hourForms), 'every scheduled sailing, by the hour of its departure');
  S('types as text', 'avg crossing time in minutes', value(mean(num(fs, XT)) / 60));
  S('types as text', 'total ticket revenue', value(sum(num(fs, REV))));
  S('types as text', 'sailings on 14 august 2024', count(fs.filter(dayIs(DEPT, '2024-08-14')).length), `every scheduled sailing that day; ${ROWS_OR_COUNT}`);
  S('types as text', 'avg deck space used', value(mean(num(fs, 'Deck Space Used'))), PERCENT);
  S('types as text', 'sailings leaving after 6pm', count(fs.filter((row) => minuteOf(row) > 18 * 60).length), `strict: after 18:00; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'sailings with wind over 30 knots', count(fs.filter((row) => at(row, WIND) > 30).length), `strict; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'crossings longer than an hour', count(fs.filter((row) => at(row, XT) > 3600).length), `strict; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'sailings with more than 200 passengers', count(fs.filter((row) => at(row, 'Passengers') > 200).length), `strict; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'sailings that took over £2k', count(fs.filter((row) => at(row, REV) > 2000).length), `ticket revenue, strict; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'avg passengers on marrow bay in december', value(mean(num(fs.filter((row) => row.Route === 'Marrow Bay' && monthIs(DEPT, 2024, 12)(row)), 'Passengers'))));
  S('missing values', 'how many sailings have no car count', count(fs.filter((row) => row.Cars === null).length), `cancelled sailings and "-"; ${ROWS_OR_COUNT}`);
  S('missing values', 'which columns have blanks', list(missingColumns(fs)), '"-" and "n/a" are blanks');
  S('ratio or derived', 'revenue per passenger by route', groups(groupBy(fs, text('Route'), (g) => ratio(g, REV, 'Passengers'))), 'total revenue over total passengers (car fares included in the revenue)');
  S('ratio or derived', 'pct of sailings cancelled by route', rates(fs, text('Route'), is('Status', 'Cancelled')), `cancelled over every scheduled sailing of the route; ${SHARE}`);
  S('ratio or derived', 'pct of sailings in wind over 30 knots that were cancelled', value(pct(fs.filter((row) => at(row, WIND) > 30 && row.Status === 'Cancelled').length, fs.filter((row) => at(row, WIND) > 30).length)), PERCENT);
  S('refuse', 'which crossing is the most scenic', refuse, 'a judgement');
  S('refuse', 'why do sailings get cancelled', refuse, 'a reason (wind is in the file, but no cancellation reason)');
  S('refuse', 'how many foot passengers', refuse, 'passengers are not split into foot and car passengers');
  S('refuse', 'how full was the ferry', refuse, 'two readings: deck space used, or passengers over a seat capacity the file does not hold');
  S('refuse', 'what will fares be next year', refuse, 'a forecast');
  S('refuse', 'how much fuel did the osprey burn', refuse, 'no fuel column');
  S('refuse', 'avg trip', refuse, '"trip" cannot be placed: crossing time, passengers or revenue');
  S('refuse', 'which captain has the most sailings', refuse, 'no captain column');
  S('refuse', 'how many sailings', eitherReading(count(fs.length), count(ran.length)), 'two readings: every scheduled sailing, or the ones that sailed (not cancelled)');
  return out;
}

export function probe14Questions(tables: Map<string, Row[]>): Question[] {
  return probe14Catalogue(tables).map(acceptingRows);
}
