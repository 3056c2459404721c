/**
 * Blind probe 8, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on the earlier probes). Files generated here from fixed
 * seeds, in domains no earlier probe used (made-up figures, nothing copied, the reserved packages
 * neither used nor imitated): a courier's parcel deliveries (ship dates written day first with
 * dots "05.03.2024", delivery date-times blank unless delivered, costs written "€12.50", "n/a"
 * weights, a mostly blank signed-by column), short-term rental listings (prices written "$120.00"
 * and "$1,250.00", a rating blank or "NA" when unrated, last review written "12 Mar 2024", a t/f
 * column), a web shop's access log through 2024 (status codes, "-" for an unknown response time,
 * byte count or country), a sales CRM workbook with two sheets (deals with Excel dates and a blank
 * close date while open, and the reps with their quotas) and a gym's class bookings (start times
 * written month first with a 12-hour clock "3/4/2024 6:30 PM", durations written "45 min", a Y/N
 * and a TRUE/FALSE column, calories blank or "-" when not attended). Expected figures are computed
 * here in plain JavaScript over the generated rows. PROBE8.md records the data check made before
 * sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, clamp, csvBytes, eitherReading, extremeRows, groupBy, isNum, MONTHS, monthForms, num, text, topN, weekdayForms, weighted } from './probe2';
import { mean, median, sum, type Expected, type Question } from './questions';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const round1 = (n: number): number => Math.round(n * 10) / 10;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** A normal draw (Box-Muller) from the seeded generator. */
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
/** "1,234.50" */
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "2024-03-07 14:22" and "2024-03-07 14:22:05" */
const stampMinutes = (d: Date): string => d.toISOString().slice(0, 16).replace('T', ' ');
const stampSeconds = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ');

// ---------------------------------------------------------------------------------------------
// a courier broker's parcel deliveries, 2024

const COURIERS: Array<[string, number, number, number, number]> = [
  // [courier, weight, typical days in transit, share lost, price factor]
  ['SwiftPost', 3, 2.2, 0.012, 1], ['ParcelNorth', 2, 3.1, 0.02, 0.95], ['Eurolink Express', 1.5, 1.5, 0.008, 1.45], ['BudgetShip', 2.5, 4.4, 0.04, 0.75], ['CityHop', 1, 1.1, 0.006, 1.2],
];
const REGIONS: Array<[string, number, number, number]> = [
  // [destination region, weight, nearest km, farthest km]
  ['North', 2, 150, 700], ['South', 2.2, 200, 850], ['East', 1.6, 120, 600], ['West', 1.8, 100, 650], ['Central', 2.6, 10, 180], ['Islands', 0.6, 700, 1600],
];
const SIGNERS = ['J. Moreau', 'A. Novak', 'Reception', 'K. Brandt', 'L. Rossi', 'Neighbour', 'M. Silva', 'T. Berg', 'Front desk', 'P. Adler'];
const dotted = (d: Date): string => `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;

/** "Tracking ID", "Courier", "Ship Date" written "05.03.2024", "Delivered At" written "2024-03-07 14:22" (blank unless delivered), "Status" (delivered / in transit / lost / returned), "Weight (kg)" ("n/a" when not weighed), "Distance (km)", "Shipping Cost" written "€12.50", "Destination Region", "Signed By" (often blank). */
export function parcelDeliveries(): EvalDataset {
  const rand = random(8001);
  const drafts: Row[] = [];
  const end = Date.UTC(2024, 11, 31, 23, 59);
  while (drafts.length < 1400) {
    const ship = Date.UTC(2024, 0, 2) + Math.floor(rand() * 365) * DAY;
    const weekday = new Date(ship).getUTCDay();
    if (weekday === 0 && rand() < 0.85) continue; // few shipments leave on Sundays
    const month = new Date(ship).getUTCMonth();
    if (month < 10 && rand() < 0.25) continue; // November and December are busier
    const [courier, , days, lostShare, factor] = weighted(rand, COURIERS.map((c) => [c, c[1]] as [(typeof COURIERS)[number], number]))[0] as (typeof COURIERS)[number];
    const [region, , near, far] = weighted(rand, REGIONS.map((r) => [r, r[1]] as [(typeof REGIONS)[number], number]))[0] as (typeof REGIONS)[number];
    const distance = Math.round(near + rand() * (far - near));
    const weight = round2(clamp(Math.exp(0.7 + gauss(rand) * 0.9), 0.1, 31.5));
    const cost = round2((4.2 + weight * 0.85 + distance * 0.012) * factor + (region === 'Islands' ? 6 : 0));
    const transit = Math.max(0.3, days * Math.exp(gauss(rand) * 0.45) + (region === 'Islands' ? 1.5 : 0) + distance / 900);
    const dayOut = Math.floor(transit);
    let delivered = ship + dayOut * DAY + (8 + Math.floor(rand() * 12)) * HOUR + Math.floor(rand() * 60) * MINUTE;
    if (new Date(delivered).getUTCDay() === 0) delivered += DAY; // no Sunday rounds
    let status = 'delivered';
    if (rand() < lostShare) status = 'lost';
    else if (rand() < 0.025) status = 'returned';
    else if (delivered > end) status = 'in transit';
    const signed = status === 'delivered' && rand() < 0.45 ? pick(rand, SIGNERS) : null;
    drafts.push({
      Courier: courier, 'Ship Date': new Date(ship), 'Delivered At': status === 'delivered' ? new Date(delivered) : null, Status: status,
      'Weight (kg)': rand() < 0.015 ? null : weight, 'Distance (km)': distance, 'Shipping Cost': cost, 'Destination Region': region, 'Signed By': signed,
    });
  }
  drafts.sort((a, b) => (a['Ship Date'] as Date).getTime() - (b['Ship Date'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, i) => ({ 'Tracking ID': `PK${String(4_800_100 + i * 3)}`, ...draft }));
  const header = ['Tracking ID', 'Courier', 'Ship Date', 'Delivered At', 'Status', 'Weight (kg)', 'Distance (km)', 'Shipping Cost', 'Destination Region', 'Signed By'];
  const lines = rows.map((row) => [
    row['Tracking ID'] as string, row.Courier as string, dotted(row['Ship Date'] as Date), row['Delivered At'] === null ? '' : stampMinutes(row['Delivered At'] as Date), row.Status as string,
    row['Weight (kg)'] === null ? 'n/a' : String(row['Weight (kg)']), String(row['Distance (km)']), `€${(row['Shipping Cost'] as number).toFixed(2)}`, row['Destination Region'] as string, (row['Signed By'] as string | null) ?? '',
  ]);
  return { name: 'p8_parcels', file: 'parcel_deliveries.csv', bytes: csvBytes(header, lines), tables: [{ label: 'parcel_deliveries.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// short-term rental listings of one city, scraped in October 2024

const NEIGHBOURHOODS: Array<[string, number, number]> = [
  // [neighbourhood, weight, price factor]
  ['Old Town', 3, 1.35], ['Harbourside', 2, 1.5], ['University', 2, 0.8], ['Market Quarter', 2.5, 1.1], ['Hillcrest', 1.2, 1.0], ['Canal District', 1.8, 1.25], ['Airport', 0.8, 0.7], ['Westend', 1.5, 0.9],
];
const ROOM_TYPES: Array<[string, number, number]> = [['Entire home/apt', 55, 140], ['Private room', 33, 62], ['Shared room', 5, 34], ['Hotel room', 7, 155]];
const FIRST_NAMES = ['Maria', 'Jonas', 'Aisha', 'Pedro', 'Lena', 'Tom', 'Sofia', 'Karim', 'Elena', 'Noah', 'Yuki', 'Ines', 'Marco', 'Hanna', 'David', 'Olga', 'Luca', 'Amara', 'Felix', 'Rosa', 'Ben', 'Clara', 'Omar', 'Julia', 'Sam', 'Nadia', 'Ivan', 'Eva', 'Theo', 'Mila'];
const COMPANIES = ['CityStays', 'Harbour Homes', 'BlueKey Rentals'];
const dMonY = (d: Date): string => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** "Listing ID", "Host Name", "Neighbourhood", "Room Type", "Price per Night" written "$120.00" (and "$1,250.00"), "Minimum Nights", "Number of Reviews", "Rating" (1-5, blank or "NA" when unrated), "Last Review" written "12 Mar 2024" (blank when never reviewed), "Availability (days/365)", "Instant Bookable" (t/f). */
export function rentalListings(): EvalDataset {
  const rand = random(8002);
  const rows: Row[] = [];
  let id = 30_118;
  for (let i = 0; i < 900; i++) {
    id += 7 + Math.floor(rand() * 400);
    const company = rand() < 0.12;
    const host = company ? (weighted(rand, [[COMPANIES[0], 5], [COMPANIES[1], 3], [COMPANIES[2], 2]])[0] as string) : FIRST_NAMES[Math.floor(Math.pow(rand(), 1.3) * FIRST_NAMES.length)];
    const [hood, , hoodFactor] = weighted(rand, NEIGHBOURHOODS.map((n) => [n, n[1]] as [(typeof NEIGHBOURHOODS)[number], number]))[0] as (typeof NEIGHBOURHOODS)[number];
    const [room, , base] = weighted(rand, ROOM_TYPES.map((r) => [r, r[1]] as [(typeof ROOM_TYPES)[number], number]))[0] as (typeof ROOM_TYPES)[number];
    const luxury = room === 'Entire home/apt' && rand() < 0.015 ? 7 : 1;
    const price = Math.max(15, Math.round(base * hoodFactor * Math.exp(gauss(rand) * 0.33) * luxury));
    const minimum = weighted(rand, [[1, 30], [2, 28], [3, 18], [4, 5], [5, 6], [7, 7], [14, 2], [30, 4]])[0] as number;
    const reviews = rand() < 0.14 ? 0 : Math.min(480, Math.round(Math.exp(2.8 + gauss(rand) * 1.1)));
    const rated = reviews > 0 && !(reviews < 3 && rand() < 0.5);
    const rating = rated ? round1(clamp(4.62 + gauss(rand) * 0.28 - (room === 'Shared room' ? 0.35 : 0) - (minimum >= 30 ? 0.1 : 0), 1, 5)) : null;
    const lastReview = reviews > 0 ? new Date(Date.UTC(2024, 9, 1) - Math.floor(Math.pow(rand(), 2.2) * 1000) * DAY) : null;
    const availability = Math.floor(rand() < 0.1 ? 0 : rand() < 0.12 ? 365 : rand() * 366);
    rows.push({
      'Listing ID': id, 'Host Name': host, Neighbourhood: hood, 'Room Type': room, 'Price per Night': price, 'Minimum Nights': minimum, 'Number of Reviews': reviews,
      Rating: rating, 'Last Review': lastReview, 'Availability (days/365)': availability, 'Instant Bookable': rand() < (company ? 0.8 : 0.33) ? 't' : 'f',
    });
  }
  const header = ['Listing ID', 'Host Name', 'Neighbourhood', 'Room Type', 'Price per Night', 'Minimum Nights', 'Number of Reviews', 'Rating', 'Last Review', 'Availability (days/365)', 'Instant Bookable'];
  const lines = rows.map((row) => [
    String(row['Listing ID']), row['Host Name'] as string, row.Neighbourhood as string, row['Room Type'] as string, `$${money2(row['Price per Night'] as number)}`, String(row['Minimum Nights']),
    String(row['Number of Reviews']), row.Rating === null ? pick(rand, ['', 'NA']) : (row.Rating as number).toFixed(1), row['Last Review'] === null ? '' : dMonY(row['Last Review'] as Date),
    String(row['Availability (days/365)']), row['Instant Bookable'] as string,
  ]);
  return { name: 'p8_rentals', file: 'rental_listings.csv', bytes: csvBytes(header, lines), tables: [{ label: 'rental_listings.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a web shop's server access log, 2024

const ENDPOINTS: Array<[string, number, number, number]> = [
  // [endpoint, weight, typical response ms, typical bytes]
  ['/', 14, 120, 42_000], ['/search', 10, 260, 18_000], ['/api/products', 16, 90, 9_000], ['/api/cart', 9, 110, 2_500], ['/api/orders', 7, 180, 3_200],
  ['/checkout', 5, 420, 26_000], ['/login', 6, 150, 6_000], ['/static/app.js', 12, 25, 380_000], ['/admin', 1.5, 300, 15_000],
];
const AGENTS: Array<[string, number]> = [['Chrome', 50], ['Safari', 18], ['Firefox', 10], ['Edge', 9], ['Bot', 9], ['Other', 4]];
const COUNTRIES: Array<[string, number]> = [['US', 30], ['DE', 14], ['GB', 12], ['IN', 10], ['FR', 9], ['BR', 7], ['JP', 6], ['NL', 5], ['CA', 5]];
const HOUR_WEIGHTS = [1.2, 0.8, 0.6, 0.5, 0.5, 0.6, 0.9, 1.4, 2.0, 2.6, 2.9, 3.0, 3.1, 3.0, 2.9, 2.8, 2.8, 3.0, 3.3, 3.6, 3.8, 3.4, 2.6, 1.8];
const TRAFFIC_WEEKDAYS = [1.15, 0.95, 0.9, 0.9, 0.95, 1.0, 1.2]; // Sunday .. Saturday

/** timestamp written "2024-03-05 14:22:07" (UTC), method, endpoint, status, response_time_ms ("-" when not logged), bytes ("-" for a 304 or an aborted response), user_agent (a family), country (two letters, "-" when unknown). */
export function accessLog(): EvalDataset {
  const rand = random(8003);
  const rows: Row[] = [];
  while (rows.length < 3200) {
    const day = Date.UTC(2024, 0, 1) + Math.floor(rand() * 366) * DAY;
    const weekday = new Date(day).getUTCDay();
    const month = new Date(day).getUTCMonth();
    if (rand() > (TRAFFIC_WEEKDAYS[weekday] * (month === 10 || month === 11 ? 1.3 : 1)) / 1.56) continue;
    const hour = weighted(rand, HOUR_WEIGHTS.map((w, h) => [h, w] as [number, number]))[0] as number;
    const at = new Date(day + hour * HOUR + Math.floor(rand() * 3600) * 1000);
    const [endpoint, , ms, size] = weighted(rand, ENDPOINTS.map((e) => [e, e[1]] as [(typeof ENDPOINTS)[number], number]))[0] as (typeof ENDPOINTS)[number];
    const method = endpoint === '/api/orders' ? (rand() < 0.4 ? 'POST' : 'GET') : endpoint === '/api/cart' ? (weighted(rand, [['GET', 5], ['POST', 3], ['DELETE', 1]])[0] as string)
      : endpoint === '/login' ? (rand() < 0.5 ? 'POST' : 'GET') : endpoint === '/api/products' && rand() < 0.04 ? 'PUT' : 'GET';
    const agent = weighted(rand, AGENTS)[0] as string;
    const busy = hour >= 18 && hour <= 21 ? 1.35 : 1;
    const serverError = rand() < (0.012 + (endpoint === '/checkout' ? 0.05 : 0) + (hour >= 2 && hour <= 4 ? 0.05 : 0) + (month === 10 ? 0.02 : 0));
    let status = 200;
    if (serverError) status = weighted(rand, [[500, 5], [502, 2], [503, 3]])[0] as number;
    else if (endpoint === '/admin' && rand() < 0.55) status = rand() < 0.6 ? 401 : 403;
    else if (rand() < (agent === 'Bot' ? 0.15 : 0.035)) status = 404;
    else if (endpoint === '/static/app.js' && rand() < 0.35) status = 304;
    else if (method === 'POST' && rand() < 0.08) status = 400;
    else if (method === 'POST') status = 201;
    else if (endpoint === '/' && rand() < 0.02) status = 301;
    const time = Math.max(2, Math.round(ms * Math.exp(gauss(rand) * 0.6) * busy * (status >= 500 ? 4 : 1)));
    const bytes = status === 304 || rand() < 0.01 ? null : status >= 400 ? 200 + Math.floor(rand() * 900) : Math.round(size * Math.exp(gauss(rand) * 0.35));
    rows.push({
      timestamp: at, method, endpoint, status, response_time_ms: rand() < 0.02 ? null : time, bytes, user_agent: agent, country: rand() < 0.025 ? null : (weighted(rand, COUNTRIES)[0] as string),
    });
  }
  rows.sort((a, b) => (a.timestamp as Date).getTime() - (b.timestamp as Date).getTime());
  const header = ['timestamp', 'method', 'endpoint', 'status', 'response_time_ms', 'bytes', 'user_agent', 'country'];
  const lines = rows.map((row) => [
    stampSeconds(row.timestamp as Date), row.method as string, row.endpoint as string, String(row.status), row.response_time_ms === null ? '-' : String(row.response_time_ms),
    row.bytes === null ? '-' : String(row.bytes), row.user_agent as string, (row.country as string | null) ?? '-',
  ]);
  return { name: 'p8_weblog', file: 'access_log.csv', bytes: csvBytes(header, lines), tables: [{ label: 'access_log.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a software company's sales CRM export, deals created 2022-2024, in a workbook: "Deals" and "Reps"

const REPS: Array<[string, string, Date, number, number]> = [
  // [owner, region, hire date, annual quota, skill]
  ['Hannah Ortiz', 'North America', new Date(Date.UTC(2017, 3, 3)), 700_000, 1.2], ['Victor Lam', 'North America', new Date(Date.UTC(2020, 8, 14)), 550_000, 1.0],
  ['Priya Desai', 'EMEA', new Date(Date.UTC(2019, 0, 7)), 600_000, 1.1], ['Lukas Weber', 'EMEA', new Date(Date.UTC(2021, 5, 1)), 450_000, 0.9],
  ['Sofia Marin', 'EMEA', new Date(Date.UTC(2022, 1, 21)), 420_000, 0.85], ['Kenji Sato', 'APAC', new Date(Date.UTC(2018, 10, 12)), 520_000, 1.05],
  ['Grace Lee', 'APAC', new Date(Date.UTC(2023, 2, 6)), 380_000, 0.8], ['Diego Alvarez', 'LATAM', new Date(Date.UTC(2021, 9, 18)), 400_000, 0.95],
];
const PRODUCT_LINES: Array<[string, number, number]> = [['Analytics', 3, 28_000], ['Cloud', 4, 45_000], ['Support', 2, 9_000], ['Hardware', 1.5, 60_000]];
const ACCOUNT_A = ['Acme', 'Borealis', 'Cobalt', 'Dunmore', 'Everly', 'Fjord', 'Granite', 'Helix', 'Ironwood', 'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Northstar', 'Orchid', 'Pinnacle', 'Quarry', 'Redwood', 'Summit', 'Tidewater'];
const ACCOUNT_B = ['Logistics', 'Foods', 'Health', 'Bank', 'Retail', 'Labs'];

/** "Deals": Deal ID, Account, Owner, Stage (Prospect / Proposal / Won / Lost), Amount (shown "$#,##0"), Created and "Close Date" (Excel dates; the close date empty while a deal is open), "Product Line". "Reps": Owner, Region, "Hire Date" (an Excel date), "Annual Quota" (shown "$#,##0"). */
export async function crmWorkbook(): Promise<EvalDataset> {
  const rand = random(8004);
  const deals: Row[] = [];
  const end = Date.UTC(2024, 11, 31);
  const accounts = ACCOUNT_A.flatMap((a, i) => [`${a} ${ACCOUNT_B[i % ACCOUNT_B.length]}`, ...(i % 3 === 0 ? [`${a} ${ACCOUNT_B[(i + 2) % ACCOUNT_B.length]}`] : [])]);
  while (deals.length < 640) {
    const created = Date.UTC(2022, 0, 3) + Math.floor(rand() * 1090) * DAY;
    const weekday = new Date(created).getUTCDay();
    if ((weekday === 0 || weekday === 6) && rand() < 0.9) continue;
    const [owner, , hired, , skill] = pick(rand, REPS);
    if (hired.getTime() > created) continue;
    const [line, , size] = weighted(rand, PRODUCT_LINES.map((p) => [p, p[1]] as [(typeof PRODUCT_LINES)[number], number]))[0] as (typeof PRODUCT_LINES)[number];
    const amount = Math.round((size * Math.exp(gauss(rand) * 0.6)) / 100) * 100;
    const cycle = Math.round(20 + rand() * 100 + amount / 2000);
    let close = created + cycle * DAY;
    if ([0, 6].includes(new Date(close).getUTCDay())) close += 2 * DAY;
    const quarterEnd = [2, 5, 8, 11].includes(new Date(close).getUTCMonth()) ? 1.15 : 1;
    let stage: string;
    if (close > end) stage = rand() < 0.5 ? 'Prospect' : 'Proposal';
    else stage = rand() < 0.42 * skill * quarterEnd * (amount > 80_000 ? 0.7 : 1) ? 'Won' : 'Lost';
    deals.push({ Account: pick(rand, accounts), Owner: owner, Stage: stage, Amount: amount, Created: new Date(created), 'Close Date': stage === 'Won' || stage === 'Lost' ? new Date(close) : null, 'Product Line': line });
  }
  deals.sort((a, b) => (a.Created as Date).getTime() - (b.Created as Date).getTime());
  const dealRows: Row[] = deals.map((deal, i) => ({ 'Deal ID': `D-${String(10_001 + i)}`, ...deal }));
  const repRows: Row[] = REPS.map(([owner, region, hired, quota]) => ({ Owner: owner, Region: region, 'Hire Date': hired, 'Annual Quota': quota }));
  const workbook = new ExcelJS.Workbook();
  const dealSheet = workbook.addWorksheet('Deals');
  const dealHeader = ['Deal ID', 'Account', 'Owner', 'Stage', 'Amount', 'Created', 'Close Date', 'Product Line'];
  dealSheet.addRow(dealHeader);
  for (const row of dealRows) {
    const added = dealSheet.addRow(dealHeader.map((h) => row[h]));
    added.getCell(5).numFmt = '$#,##0';
    added.getCell(6).numFmt = 'dd/mm/yyyy';
    added.getCell(7).numFmt = 'dd/mm/yyyy';
  }
  const repSheet = workbook.addWorksheet('Reps');
  const repHeader = ['Owner', 'Region', 'Hire Date', 'Annual Quota'];
  repSheet.addRow(repHeader);
  for (const row of repRows) {
    const added = repSheet.addRow(repHeader.map((h) => row[h]));
    added.getCell(3).numFmt = 'd mmm yyyy';
    added.getCell(4).numFmt = '$#,##0';
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p8_crm', file: 'sales_crm.xlsx', bytes, tables: [{ label: 'sales_crm.xlsx / Deals', rows: dealRows }, { label: 'sales_crm.xlsx / Reps', rows: repRows }] };
}

// ---------------------------------------------------------------------------------------------
// a gym's class bookings, 2023-2024

const CLASSES: Array<[string, number, number[], number, string[]]> = [
  // [class type, weight, durations in minutes, calories per minute, instructors]
  ['Yoga', 4, [60, 75], 4, ['Maya', 'Jon']], ['Spin', 4, [45], 11, ['Rico', 'Tess']], ['HIIT', 3, [30, 45], 12.5, ['Tess', 'Dara']], ['Pilates', 2.5, [45, 60], 5, ['Maya', 'Ines']],
  ['Boxing', 2, [60], 10, ['Dara', 'Kofi']], ['Zumba', 2, [60], 7.5, ['Ines', 'Rico']], ['Stretch', 1, [30], 3, ['Jon']],
];
const CLASS_HOURS: Array<[number, number]> = [[6, 2], [7, 3], [8, 1.5], [9, 1], [10, 1], [12, 2], [13, 0.5], [17, 2], [18, 3.5], [19, 3], [20, 1.2]];
const GYM_MONTHS = [1.5, 1.25, 1.1, 1.0, 0.95, 0.85, 0.75, 0.75, 1.05, 1.05, 1.0, 0.75];
const TIERS: Array<[string, number]> = [['Basic', 5], ['Plus', 3], ['Premium', 2]];
/** "3/4/2024 6:30 PM": month first, a 12-hour clock. */
const usStamp = (d: Date): string => { const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h % 12 === 0 ? 12 : h % 12}:${pad2(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`; };

/** "Booking ID", "Member ID", "Class Type", Instructor, "Class Start" written "3/4/2024 6:30 PM", Duration written "45 min", Attended (Y/N), Cancelled (TRUE/FALSE), "Membership Tier", "Calories Burned" (blank or "-" when not attended). */
export function gymBookings(): EvalDataset {
  const rand = random(8005);
  const members = Array.from({ length: 420 }, (_, i) => [`M-${String(1001 + i)}`, weighted(rand, TIERS)[0] as string, Math.exp(gauss(rand) * 0.8)] as [string, string, number]);
  const drafts: Row[] = [];
  while (drafts.length < 2600) {
    const year = rand() < 0.45 ? 2023 : 2024;
    const month = weighted(rand, GYM_MONTHS.map((w, m) => [m, w] as [number, number]))[0] as number;
    const day = 1 + Math.floor(rand() * new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
    const date = Date.UTC(year, month, day);
    const weekday = new Date(date).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const hour = weighted(rand, CLASS_HOURS.map(([h, w]) => [h, weekend ? (h >= 8 && h <= 12 ? w * 3 : h >= 17 ? w * 0.3 : w) : w] as [number, number]))[0] as number;
    if (weekday === 0 && rand() < 0.5) continue;
    const start = new Date(date + hour * HOUR + (rand() < 0.5 ? 30 : 0) * MINUTE);
    const [type, , durations, perMinute, instructors] = weighted(rand, CLASSES.map((c) => [c, c[1]] as [(typeof CLASSES)[number], number]))[0] as (typeof CLASSES)[number];
    const member = weighted(rand, members.map((m) => [m, m[2]] as [[string, string, number], number]))[0] as [string, string, number];
    const duration = pick(rand, durations);
    const cancelled = rand() < 0.11;
    const attended = !cancelled && rand() < (member[1] === 'Premium' ? 0.93 : member[1] === 'Plus' ? 0.88 : 0.82);
    const calories = attended ? Math.round(duration * perMinute * Math.exp(gauss(rand) * 0.18)) : null;
    drafts.push({ 'Member ID': member[0], 'Class Type': type, Instructor: pick(rand, instructors), 'Class Start': start, Duration: duration, Attended: attended ? 'Y' : 'N', Cancelled: cancelled ? 'TRUE' : 'FALSE', 'Membership Tier': member[1], 'Calories Burned': calories });
  }
  drafts.sort((a, b) => (a['Class Start'] as Date).getTime() - (b['Class Start'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, i) => ({ 'Booking ID': `B${String(i + 1).padStart(5, '0')}`, ...draft }));
  const header = ['Booking ID', 'Member ID', 'Class Type', 'Instructor', 'Class Start', 'Duration', 'Attended', 'Cancelled', 'Membership Tier', 'Calories Burned'];
  const lines = rows.map((row) => [
    row['Booking ID'] as string, row['Member ID'] as string, row['Class Type'] as string, row.Instructor as string, usStamp(row['Class Start'] as Date), `${String(row.Duration)} min`,
    row.Attended as string, row.Cancelled as string, row['Membership Tier'] as string, row['Calories Burned'] === null ? pick(rand, ['', '-']) : String(row['Calories Burned']),
  ]);
  return { name: 'p8_gym', file: 'gym_bookings.csv', bytes: csvBytes(header, lines), tables: [{ label: 'gym_bookings.csv', rows }] };
}

export const PROBE8_DATASETS = new Set(['p8_parcels', 'p8_rentals', 'p8_weblog', 'p8_crm', 'p8_gym']);

export async function probe8Datasets(): Promise<EvalDataset[]> {
  return [parcelDeliveries(), rentalListings(), accessLog(), await crmWorkbook(), gymBookings()];
}

// ---- expected figures, in plain JavaScript over the generated rows ----

/** The failure classes of issue 14 (and plain questions), to count what the probe covers. */
export type ProbeClass = 'which row' | 'everyday words' | 'comparison' | 'seasonality' | 'types as text' | 'units and conditions' | 'missing values' | 'ratio or derived' | 'plain' | 'refuse';

export interface CataloguedQuestion {
  question: Question;
  cls: ProbeClass;
  /** Why a must-refuse question has to be refused (and, for two readings, both figures). */
  why?: string;
}

const hourForms = (key: string): string[] => [key, key.padStart(2, '0'), `${key.padStart(2, '0')}:00`, `${key.padStart(2, '0')}:00:00`];
const pct = (part: number, whole: number): number => (100 * part) / whole;
const at = (row: Row, column: string): number => (isNum(row[column]) ? (row[column] as number) : NaN);
const when = (row: Row, column: string): Date => row[column] as Date;
const dated = (column: string) => (row: Row): boolean => row[column] instanceof Date;
const yearIs = (column: string, ...years: number[]) => (row: Row): boolean => row[column] instanceof Date && years.includes(when(row, column).getUTCFullYear());
const monthIs = (column: string, year: number, month: number) => (row: Row): boolean => yearIs(column, year)(row) && when(row, column).getUTCMonth() === month - 1;
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const hourKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCHours()) : null);
/** Over one year of data a calendar month ("2024-11") names the same month as the month of the year (as probe 5's judge accepts). */
const oneYearMonthForms = (rows: Row[], column: string) => {
  const years = [...new Set(rows.filter((row) => row[column] instanceof Date).map((row) => when(row, column).getUTCFullYear()))];
  return (key: string): string[] => [...monthForms(key), ...(years.length === 1 ? [`${years[0]}-${key.padStart(2, '0')}`] : [])];
};
const numberKey = (column: string) => (row: Row): string | null => (isNum(row[column]) ? String(row[column]) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string) => (row: Row): boolean => row[column] === value;
const isIn = (column: string, ...values: string[]) => (row: Row): boolean => values.includes(row[column] as string);
const not = (f: (row: Row) => boolean) => (row: Row): boolean => !f(row);
const dateOnly = (d: Date): number => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe8Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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
  const shares = (rows: Row[], key: (row: Row) => string | null): Map<string, number> => new Map([...countBy(rows, key)].map(([k, n]) => [k, pct(n, rows.length)]));

  // ---- parcel deliveries ----
  const d = tables.get('parcel_deliveries.csv') ?? [];
  const D = ask('p8_parcels');
  const COST = 'Shipping Cost';
  const KG = 'Weight (kg)';
  const KM = 'Distance (km)';
  const SHIP = 'Ship Date';
  const DELIVERED = 'Delivered At';
  const done = d.filter(dated(DELIVERED));
  const lost = is('Status', 'lost');
  const transitDays = (row: Row): number => (when(row, DELIVERED).getTime() - when(row, SHIP).getTime()) / DAY;
  const calendarDays = (row: Row): number => (dateOnly(when(row, DELIVERED)) - when(row, SHIP).getTime()) / DAY;
  D('plain', 'how many parcels are there', count(d.length));
  D('plain', 'parcels by courier', groups(countBy(d, text('Courier'))));
  D('plain', 'total shipping cost', value(sum(num(d, COST))));
  D('plain', 'avg weight', value(mean(num(d, KG))));
  D('plain', 'how many parcels per status', groups(countBy(d, text('Status'))));
  D('plain', 'average shipping cost by destination region', groups(groupBy(d, text('Destination Region'), (m) => mean(num(m, COST)))));
  D('everyday words', 'how many parcels got lost', count(d.filter(lost).length));
  D('everyday words', 'busiest courier', best(countBy(d, text('Courier')), 'Courier'));
  D('everyday words', 'how many parcels were sent back to the sender', count(d.filter(is('Status', 'returned')).length));
  D('which row', 'heaviest parcel', extremeRows(d, KG, 'Tracking ID', 'max'));
  D('which row', 'which parcel cost the most to ship', extremeRows(d, COST, 'Tracking ID', 'max'));
  D('which row', 'which courier lost the most parcels', best(countBy(d.filter(lost), text('Courier')), 'Courier'));
  D('which row', 'furthest delivery to the islands', extremeRows(d, KM, 'Tracking ID', 'max', is('Destination Region', 'Islands')));
  D('which row', 'which courier charges the most on average', eitherReading(best(groupBy(d, text('Courier'), (m) => mean(num(m, COST))), 'Courier', 'max', (k) => [k], false), best(groupBy(d.filter((row) => isNum(row[KG])), text('Courier'), (m) => sum(num(m, COST)) / sum(num(m, KG))), 'Courier', 'max', (k) => [k], false)), 'two readings: the highest average cost per parcel, or per kg');
  D('comparison', 'avg cost swiftpost vs budgetship', groups(groupBy(d.filter(isIn('Courier', 'SwiftPost', 'BudgetShip')), text('Courier'), (m) => mean(num(m, COST)))));
  D('comparison', 'how many more parcels did swiftpost ship than parcelnorth', count(d.filter(is('Courier', 'SwiftPost')).length - d.filter(is('Courier', 'ParcelNorth')).length));
  D('comparison', 'did eurolink express charge more per parcel than cityhop on average', groups(groupBy(d.filter(isIn('Courier', 'Eurolink Express', 'CityHop')), text('Courier'), (m) => mean(num(m, COST)))));
  D('seasonality', 'which month had the most shipments', best(countBy(d, monthKey(SHIP)), 'month', 'max', oneYearMonthForms(d, SHIP)));
  D('seasonality', 'which weekday do we ship the most', best(countBy(d, weekdayKey(SHIP)), 'weekday', 'max', weekdayForms));
  D('seasonality', 'busiest hour of the day for deliveries', best(countBy(done, hourKey(DELIVERED)), 'hour', 'max', hourForms));
  D('seasonality', 'how many parcels were delivered on saturdays', count(done.filter((row) => when(row, DELIVERED).getUTCDay() === 6).length));
  D('types as text', 'how many parcels shipped in march 2024', count(d.filter(monthIs(SHIP, 2024, 3)).length));
  D('types as text', 'parcels shipped before 15 feb 2024', count(d.filter((row) => when(row, SHIP).getTime() < Date.UTC(2024, 1, 15)).length));
  D('types as text', 'how many parcels were delivered on 2024-05-02', count(done.filter((row) => dateOnly(when(row, DELIVERED)) === Date.UTC(2024, 4, 2)).length));
  D('types as text', 'total shipping cost in december', value(sum(num(d.filter(monthIs(SHIP, 2024, 12)), COST))));
  D('units and conditions', 'how many parcels over 10 kg', count(d.filter((row) => at(row, KG) > 10).length));
  D('units and conditions', 'avg cost for parcels heavier than 5kg', value(mean(num(d.filter((row) => at(row, KG) > 5), COST))));
  D('units and conditions', 'how many parcels went more than 1,000 km', count(d.filter((row) => at(row, KM) > 1000).length));
  D('units and conditions', 'shipments costing over €20', count(d.filter((row) => at(row, COST) > 20).length));
  D('units and conditions', 'total shipping cost excluding lost parcels', value(sum(num(d.filter(not(lost)), COST))));
  D('units and conditions', 'how many parcels between 2 and 5 kg', count(d.filter((row) => at(row, KG) >= 2 && at(row, KG) <= 5).length));
  D('missing values', 'how many parcels are still in transit', count(d.filter(is('Status', 'in transit')).length));
  D('missing values', 'which columns have gaps', list(missingColumns(d)));
  D('missing values', 'how many delivered parcels have no signature', count(done.filter((row) => row['Signed By'] === null).length));
  D('ratio or derived', 'pct of parcels lost', value(pct(d.filter(lost).length, d.length)));
  D('ratio or derived', 'lost rate by courier in %', groups(groupBy(d, text('Courier'), (m) => pct(m.filter(lost).length, m.length))));
  D('ratio or derived', 'what % of delivered parcels were signed for', value(pct(done.filter((row) => row['Signed By'] !== null).length, done.length)));
  const hasKg = d.filter((row) => isNum(row[KG]));
  D('refuse', 'average delivery time in days', eitherReading(value(mean(done.map(transitDays))), value(mean(done.map(calendarDays)))), 'two readings: the delivery time-stamp minus the ship date (a fraction of days), or calendar days between the two dates');
  D('refuse', 'average cost per kg', eitherReading(value(mean(hasKg.map((row) => at(row, COST) / at(row, KG)))), value(sum(num(hasKg, COST)) / sum(num(hasKg, KG)))), "two readings: the average of each parcel's cost over its weight, or total cost over total weight");
  D('refuse', 'how many parcels took more than 3 days', eitherReading(count(done.filter((row) => transitDays(row) > 3).length), count(done.filter((row) => calendarDays(row) > 3).length)), 'two readings: over 72 hours from the ship date, or more than 3 calendar days between the dates');
  D('which row', 'cheapest courier', eitherReading(best(groupBy(d, text('Courier'), (m) => mean(num(m, COST))), 'Courier', 'min', (k) => [k], false), best(groupBy(hasKg, text('Courier'), (m) => sum(num(m, COST)) / sum(num(m, KG))), 'Courier', 'min', (k) => [k], false)), 'two readings: the lowest average cost per parcel, or the lowest cost per kg');
  D('refuse', 'which courier is the most reliable', refuse, 'a judgement');
  D('refuse', 'why does budgetship lose so many parcels', refuse, 'a reason');
  D('refuse', 'how many parcels will we ship in january 2025', refuse, 'a forecast');
  D('refuse', 'how many parcels arrived damaged', refuse, 'no damage column');
  D('refuse', 'how many heavy parcels did we send', refuse, '"heavy" has no threshold in the file');
  D('refuse', 'which driver delivered the most parcels', refuse, 'no driver column');
  D('refuse', 'how many deliveries were late', refuse, 'no promised or due date in the file');
  D('refuse', 'average customer rating per courier', refuse, 'no rating column');

  // ---- rental listings ----
  const r = tables.get('rental_listings.csv') ?? [];
  const R = ask('p8_rentals');
  const PRICE = 'Price per Night';
  const REVIEWS = 'Number of Reviews';
  const LAST = 'Last Review';
  const AVAIL = 'Availability (days/365)';
  const instant = is('Instant Bookable', 't');
  R('plain', 'how many listings are there', count(r.length));
  R('plain', 'avg price per night', value(mean(num(r, PRICE))));
  R('plain', 'listings by room type', groups(countBy(r, text('Room Type'))));
  R('plain', 'average rating by neighbourhood', groups(groupBy(r, text('Neighbourhood'), (m) => mean(num(m, 'Rating')))));
  R('plain', 'average rating', value(mean(num(r, 'Rating'))));
  R('everyday words', 'priciest listing', extremeRows(r, PRICE, 'Listing ID', 'max'));
  R('everyday words', 'cheapest private room', extremeRows(r, PRICE, 'Listing ID', 'min', is('Room Type', 'Private room')));
  R('everyday words', 'which host has the most listings', best(countBy(r, text('Host Name')), 'Host Name'));
  R('everyday words', 'how many listings can be booked instantly', count(r.filter(instant).length));
  R('everyday words', 'most reviewed listing', extremeRows(r, REVIEWS, 'Listing ID', 'max'));
  R('which row', 'which neighbourhood has the highest average price', best(groupBy(r, text('Neighbourhood'), (m) => mean(num(m, PRICE))), 'Neighbourhood'));
  R('which row', 'which listing has the oldest last review', extremeRows(r, LAST, 'Listing ID', 'min'));
  R('which row', 'which room type has the lowest avg rating', best(groupBy(r, text('Room Type'), (m) => mean(num(m, 'Rating'))), 'Room Type', 'min'));
  R('which row', 'top 3 neighbourhoods by number of listings', topN(countBy(r, text('Neighbourhood')), 3));
  R('comparison', 'avg price entire home vs private room', groups(groupBy(r.filter(isIn('Room Type', 'Entire home/apt', 'Private room')), text('Room Type'), (m) => mean(num(m, PRICE)))));
  R('comparison', 'avg minimum nights hotel rooms vs shared rooms', groups(groupBy(r.filter(isIn('Room Type', 'Hotel room', 'Shared room')), text('Room Type'), (m) => mean(num(m, 'Minimum Nights')))));
  R('comparison', 'how much more does an entire home cost per night than a private room on average', value(mean(num(r.filter(is('Room Type', 'Entire home/apt')), PRICE)) - mean(num(r.filter(is('Room Type', 'Private room')), PRICE))));
  R('comparison', 'listings last reviewed in 2023 vs 2024', groups(countBy(r.filter(yearIs(LAST, 2023, 2024)), yearKey(LAST))));
  R('seasonality', 'which month of the year had the most last reviews', best(countBy(r, monthKey(LAST)), 'month', 'max', monthForms));
  R('seasonality', 'how many listings were last reviewed on a weekend', count(r.filter((row) => row[LAST] instanceof Date && [0, 6].includes(when(row, LAST).getUTCDay())).length));
  R('types as text', 'listings last reviewed before 1 june 2023', count(r.filter((row) => row[LAST] instanceof Date && when(row, LAST).getTime() < Date.UTC(2023, 5, 1)).length));
  R('types as text', 'how many listings had their last review in march 2024', count(r.filter(monthIs(LAST, 2024, 3)).length));
  R('units and conditions', 'how many listings over $200 a night', count(r.filter((row) => at(row, PRICE) > 200).length));
  R('units and conditions', 'avg price for listings rated 4.5 or higher', value(mean(num(r.filter((row) => at(row, 'Rating') >= 4.5), PRICE))));
  R('units and conditions', 'avg price excluding shared rooms', value(mean(num(r.filter(not(is('Room Type', 'Shared room'))), PRICE))));
  R('units and conditions', 'how many listings between $80 and $150', count(r.filter((row) => at(row, PRICE) >= 80 && at(row, PRICE) <= 150).length));
  R('units and conditions', 'listings available more than 300 days a year', count(r.filter((row) => at(row, AVAIL) > 300).length));
  R('units and conditions', 'how many listings need a stay of 7 nights or more', count(r.filter((row) => at(row, 'Minimum Nights') >= 7).length));
  R('units and conditions', 'listings over 1k a night', count(r.filter((row) => at(row, PRICE) > 1000).length));
  R('missing values', 'how many listings have no rating', count(r.filter((row) => row.Rating === null).length));
  R('missing values', 'which columns have gaps', list(missingColumns(r)));
  R('missing values', 'how many listings have never been reviewed', count(r.filter((row) => row[REVIEWS] === 0).length));
  R('ratio or derived', 'pct of listings that are instant bookable', value(pct(r.filter(instant).length, r.length)));
  R('ratio or derived', 'share of listings by room type in %', groups(shares(r, text('Room Type'))));
  R('ratio or derived', 'average availability as a % of the year', value(pct(mean(num(r, AVAIL)), 365)));
  R('refuse', 'which host is the best', refuse, 'a judgement');
  R('refuse', 'average cleaning fee', refuse, 'no cleaning-fee column');
  R('refuse', 'how many listings have a pool', refuse, 'no amenities column');
  R('refuse', 'will prices go up next summer', refuse, 'a forecast');
  R('refuse', 'why is harbourside so expensive', refuse, 'a reason');
  R('refuse', 'how many cheap listings are there', refuse, '"cheap" has no threshold in the file');
  R('refuse', 'average occupancy rate', refuse, 'no bookings: availability is the days open in the calendar ahead, not nights booked');
  R('refuse', 'average price per guest', refuse, 'no guest-capacity column');
  R('refuse', 'yearly revenue per listing', refuse, 'no bookings or nights sold in the file');

  // ---- web access log ----
  const w = tables.get('access_log.csv') ?? [];
  const W = ask('p8_weblog');
  const MS = 'response_time_ms';
  const serverError = (row: Row): boolean => at(row, 'status') >= 500;
  const TS = 'timestamp';
  W('plain', 'how many requests are in the log', count(w.length));
  W('plain', 'requests by method', groups(countBy(w, text('method'))));
  W('plain', 'avg response time', value(mean(num(w, MS))));
  W('plain', 'total bytes served', value(sum(num(w, 'bytes'))));
  W('plain', 'requests per status code', groups(countBy(w, numberKey('status'))));
  W('everyday words', 'busiest endpoint', best(countBy(w, text('endpoint')), 'endpoint'));
  W('everyday words', 'which country sends the most traffic', eitherReading(best(countBy(w, text('country')), 'country', 'max', (k) => [k], false), best(groupBy(w, text('country'), (m) => sum(num(m, 'bytes'))), 'country', 'max', (k) => [k], false)), 'two readings: the most requests, or the most bytes');
  W('everyday words', 'how many requests came from bots', count(w.filter(is('user_agent', 'Bot')).length));
  W('everyday words', 'slowest endpoint on average', best(groupBy(w, text('endpoint'), (m) => mean(num(m, MS))), 'endpoint'));
  W('everyday words', 'how many page not found errors', count(w.filter((row) => row.status === 404).length));
  W('which row', 'which endpoint has the most server errors', best(countBy(w.filter(serverError), text('endpoint')), 'endpoint'));
  W('which row', 'slowest endpoint by median response time', best(groupBy(w, text('endpoint'), (m) => median(num(m, MS))), 'endpoint'));
  W('which row', 'which browser do people use the most', best(countBy(w, text('user_agent')), 'user_agent'));
  W('comparison', 'avg response time get vs post', groups(groupBy(w.filter(isIn('method', 'GET', 'POST')), text('method'), (m) => mean(num(m, MS)))));
  W('comparison', '5xx errors chrome vs firefox', groups(countBy(w.filter((row) => serverError(row) && isIn('user_agent', 'Chrome', 'Firefox')(row)), text('user_agent'))));
  W('comparison', 'how many more 404s than 503s', count(w.filter((row) => row.status === 404).length - w.filter((row) => row.status === 503).length));
  W('seasonality', 'busiest hour of the day', best(countBy(w, hourKey(TS)), 'hour', 'max', hourForms));
  W('seasonality', 'which weekday gets the most traffic', best(countBy(w, weekdayKey(TS)), 'weekday', 'max', weekdayForms));
  W('seasonality', 'which hour of the day has the highest share of 5xx errors', best(groupBy(w, hourKey(TS), (m) => pct(m.filter(serverError).length, m.length)), 'hour', 'max', hourForms, false));
  W('seasonality', 'how many requests between midnight and 6am', count(w.filter((row) => when(row, TS).getUTCHours() < 6).length));
  W('seasonality', 'which month had the most requests', best(countBy(w, monthKey(TS)), 'month', 'max', oneYearMonthForms(w, TS)));
  W('types as text', 'how many requests in march 2024', count(w.filter(monthIs(TS, 2024, 3)).length));
  W('types as text', 'requests on 2024-11-29', count(w.filter((row) => dateOnly(when(row, TS)) === Date.UTC(2024, 10, 29)).length));
  W('types as text', 'how many 5xx errors', count(w.filter(serverError).length));
  W('types as text', 'how many 4xx responses', count(w.filter((row) => at(row, 'status') >= 400 && at(row, 'status') < 500).length));
  W('units and conditions', 'requests slower than 1 second', count(w.filter((row) => at(row, MS) > 1000).length));
  W('units and conditions', 'how many responses over 100000 bytes', count(w.filter((row) => at(row, 'bytes') > 100_000).length));
  W('units and conditions', 'avg response time excluding bots', value(mean(num(w.filter(not(is('user_agent', 'Bot'))), MS))));
  W('units and conditions', 'median response time for post requests to /api/orders', value(median(num(w.filter((row) => row.method === 'POST' && row.endpoint === '/api/orders'), MS))));
  W('missing values', 'how many requests have no response time', count(w.filter((row) => row[MS] === null).length));
  W('missing values', 'which columns have gaps', list(missingColumns(w)));
  W('ratio or derived', 'pct of requests with a 5xx status', value(pct(w.filter(serverError).length, w.length)));
  W('ratio or derived', '5xx rate by endpoint in %', groups(groupBy(w, text('endpoint'), (m) => pct(m.filter(serverError).length, m.length))));
  W('ratio or derived', 'share of traffic by browser in %', groups(shares(w, text('user_agent'))));
  W('refuse', 'what is the error rate', eitherReading(value(pct(w.filter((row) => at(row, 'status') >= 400).length, w.length)), value(pct(w.filter(serverError).length, w.length))), 'two readings: status 400 and above, or 500 and above');
  W('refuse', 'how many responses were over 500 kb', eitherReading(count(w.filter((row) => at(row, 'bytes') > 500_000).length), count(w.filter((row) => at(row, 'bytes') > 512_000).length)), 'two readings: 500,000 bytes or 512,000 bytes (1 kB = 1,000 or 1,024 bytes)');
  W('refuse', 'how many unique visitors', refuse, 'no IP address, user or session column');
  W('refuse', 'why is checkout so slow', refuse, 'a reason');
  W('refuse', 'predict traffic for black friday 2025', refuse, 'a forecast');
  W('refuse', 'which page is the most important', refuse, 'a judgement');
  W('refuse', 'how many slow requests were there', refuse, '"slow" has no threshold in the file');
  W('refuse', 'average session length', refuse, 'no session column');
  W('refuse', 'what was the uptime in 2024', refuse, 'the log holds requests, not health checks or downtime');
  W('refuse', 'which user made the most requests', refuse, 'no user column');
  // ---- sales CRM workbook ----
  const c = tables.get('sales_crm.xlsx / Deals') ?? [];
  const reps = tables.get('sales_crm.xlsx / Reps') ?? [];
  const C = ask('p8_crm');
  const AMT = 'Amount';
  const CLOSE = 'Close Date';
  const won = is('Stage', 'Won');
  const wonRows = c.filter(won);
  const closed = c.filter(dated(CLOSE));
  const cycleDays = (row: Row): number => (when(row, CLOSE).getTime() - when(row, 'Created').getTime()) / DAY;
  const regionOf = new Map(reps.map((rep) => [rep.Owner as string, rep.Region as string]));
  const won2024 = groupBy(wonRows.filter(yearIs(CLOSE, 2024)), text('Owner'), (m) => sum(num(m, AMT)));
  C('plain', 'how many deals are there', count(c.length));
  C('plain', 'deals by stage', groups(countBy(c, text('Stage'))));
  C('plain', 'total amount of won deals', value(sum(num(wonRows, AMT))));
  C('plain', 'average deal amount', value(mean(num(c, AMT))));
  C('plain', 'how many reps are there', count(reps.length));
  C('everyday words', 'biggest deal', extremeRows(c, AMT, 'Deal ID', 'max'));
  C('everyday words', 'who won the most deals', best(countBy(wonRows, text('Owner')), 'Owner'));
  C('everyday words', 'top account by won revenue', best(groupBy(wonRows, text('Account'), (m) => sum(num(m, AMT))), 'Account'));
  C('which row', 'which rep has the highest quota', extremeRows(reps, 'Annual Quota', 'Owner', 'max'));
  C('which row', 'which product line brings in the most won revenue', best(groupBy(wonRows, text('Product Line'), (m) => sum(num(m, AMT))), 'Product Line'));
  C('which row', 'longest-serving rep', extremeRows(reps, 'Hire Date', 'Owner', 'min'));
  C('comparison', 'won revenue 2023 vs 2024', groups(groupBy(wonRows.filter(yearIs(CLOSE, 2023, 2024)), yearKey(CLOSE), (m) => sum(num(m, AMT)))));
  C('comparison', 'avg won deal size cloud vs hardware', groups(groupBy(wonRows.filter(isIn('Product Line', 'Cloud', 'Hardware')), text('Product Line'), (m) => mean(num(m, AMT)))));
  C('comparison', 'how many more deals did hannah ortiz win than victor lam', count(wonRows.filter(is('Owner', 'Hannah Ortiz')).length - wonRows.filter(is('Owner', 'Victor Lam')).length));
  C('seasonality', 'which month of the year brings in the most won revenue', best(groupBy(wonRows, monthKey(CLOSE), (m) => sum(num(m, AMT))), 'month', 'max', monthForms));
  C('seasonality', 'which weekday are most deals created', best(countBy(c, weekdayKey('Created')), 'weekday', 'max', weekdayForms));
  C('types as text', 'how many deals were created in january 2024', count(c.filter(monthIs('Created', 2024, 1)).length));
  C('types as text', 'won deals closed before 1 july 2023', count(wonRows.filter((row) => when(row, CLOSE).getTime() < Date.UTC(2023, 6, 1)).length));
  C('units and conditions', 'deals over $50k', count(c.filter((row) => at(row, AMT) > 50_000).length));
  C('units and conditions', 'won deals between 10k and 20k', count(wonRows.filter((row) => at(row, AMT) >= 10_000 && at(row, AMT) <= 20_000).length));
  C('units and conditions', 'total amount of deals still in proposal', value(sum(num(c.filter(is('Stage', 'Proposal')), AMT))));
  C('units and conditions', 'total won in 2024 excluding hardware', value(sum(num(wonRows.filter((row) => yearIs(CLOSE, 2024)(row) && row['Product Line'] !== 'Hardware'), AMT))));
  C('missing values', 'how many deals are still open', count(c.filter((row) => row[CLOSE] === null).length));
  C('missing values', 'which columns of the deals sheet have gaps', list(missingColumns(c)));
  C('ratio or derived', 'win rate of closed deals in %', value(pct(wonRows.length, closed.length)));
  C('ratio or derived', 'win rate by owner for closed deals, in %', groups(groupBy(closed, text('Owner'), (m) => pct(m.filter(won).length, m.length))));
  C('ratio or derived', 'average days from created to close for won deals', value(mean(wonRows.map(cycleDays))));
  C('comparison', 'total won amount by region', groups(groupBy(wonRows, (row) => regionOf.get(row.Owner as string) ?? null, (m) => sum(num(m, AMT)))));
  C('which row', 'which reps beat their annual quota in 2024', list(reps.filter((rep) => (won2024.get(rep.Owner as string) ?? 0) > at(rep, 'Annual Quota')).map((rep) => rep.Owner)));
  C('refuse', 'what is our win rate', eitherReading(value(pct(wonRows.length, closed.length)), value(pct(wonRows.length, c.length))), 'two readings: won over closed deals (won and lost), or won over every deal');
  C('refuse', 'average sales cycle in days', eitherReading(value(mean(wonRows.map(cycleDays))), value(mean(closed.map(cycleDays)))), 'two readings: won deals only, or every closed deal (won and lost)');
  C('refuse', 'average deal size', eitherReading(value(mean(num(c, AMT))), value(mean(num(wonRows, AMT)))), 'two readings: over every deal, or over won deals only');
  C('refuse', 'who is our best salesperson', refuse, 'a judgement');
  C('refuse', 'forecast revenue for q1 2025', refuse, 'a forecast');
  C('refuse', 'why did we lose so many hardware deals', refuse, 'a reason');
  C('refuse', 'how many calls did each rep make', refuse, 'no activity column');
  C('refuse', 'profit by product line', refuse, 'no cost or margin column');
  C('refuse', 'how many big deals do we have', refuse, '"big" has no threshold in the file');
  C('refuse', 'average customer lifetime value', refuse, 'no customer revenue history beyond deals, and no definition');
  C('refuse', 'commission paid per rep', refuse, 'no commission column or rate');

  // ---- gym class bookings ----
  const g = tables.get('gym_bookings.csv') ?? [];
  const Y = ask('p8_gym');
  const KCAL = 'Calories Burned';
  const START = 'Class Start';
  const attended = is('Attended', 'Y');
  const cancelled = is('Cancelled', 'TRUE');
  const noShow = (row: Row): boolean => !cancelled(row) && !attended(row);
  const went = g.filter(attended);
  Y('plain', 'how many bookings', count(g.length));
  Y('plain', 'bookings by class type', groups(countBy(g, text('Class Type'))));
  Y('plain', 'avg calories burned', value(mean(num(g, KCAL))));
  Y('plain', 'how many different members', count(new Set(g.map((row) => row['Member ID'])).size));
  Y('everyday words', 'busiest instructor', eitherReading(best(countBy(g, text('Instructor')), 'Instructor', 'max', (k) => [k], false), best(groupBy(g, text('Instructor'), (m) => new Set(m.map((row) => `${row['Class Type'] as string} ${when(row, START).toISOString()}`)).size), 'Instructor', 'max', (k) => [k], false)), 'two readings: the most bookings, or the most distinct classes taught');
  Y('everyday words', 'how many no-shows', count(g.filter(noShow).length));
  Y('everyday words', 'how many bookings were cancelled', count(g.filter(cancelled).length));
  Y('everyday words', 'most popular class', eitherReading(best(countBy(g, text('Class Type')), 'Class Type', 'max', (k) => [k], false), best(countBy(went, text('Class Type')), 'Class Type', 'max', (k) => [k], false)), 'two readings: the most booked or the most attended class type (the same, so either is right)');
  Y('which row', "which instructor's classes burn the most calories on average", best(groupBy(g, text('Instructor'), (m) => mean(num(m, KCAL))), 'Instructor'));
  Y('which row', 'which member booked the most classes', best(countBy(g, text('Member ID')), 'Member ID'));
  Y('which row', 'highest calorie session: booking id', extremeRows(g, KCAL, 'Booking ID', 'max'));
  Y('comparison', 'avg calories spin vs yoga', groups(groupBy(g.filter(isIn('Class Type', 'Spin', 'Yoga')), text('Class Type'), (m) => mean(num(m, KCAL)))));
  Y('comparison', 'bookings 2023 vs 2024', groups(countBy(g, yearKey(START))));
  Y('comparison', '% of bookings attended premium vs basic', groups(groupBy(g.filter(isIn('Membership Tier', 'Premium', 'Basic')), text('Membership Tier'), (m) => pct(m.filter(attended).length, m.length))));
  Y('comparison', 'how many more spin bookings than hiit bookings', count(g.filter(is('Class Type', 'Spin')).length - g.filter(is('Class Type', 'HIIT')).length));
  Y('seasonality', 'busiest hour for classes', best(countBy(g, hourKey(START)), 'hour', 'max', hourForms));
  Y('seasonality', 'which weekday has the most bookings', best(countBy(g, weekdayKey(START)), 'weekday', 'max', weekdayForms));
  Y('seasonality', 'which month of the year has the most bookings', best(countBy(g, monthKey(START)), 'month', 'max', monthForms));
  Y('seasonality', 'how many bookings on weekend mornings', count(g.filter((row) => [0, 6].includes(when(row, START).getUTCDay()) && when(row, START).getUTCHours() < 12).length));
  Y('types as text', 'bookings in january 2024', count(g.filter(monthIs(START, 2024, 1)).length));
  Y('types as text', 'total hours of attended classes', value(sum(num(went, 'Duration')) / 60));
  Y('units and conditions', 'bookings for classes longer than 45 minutes', count(g.filter((row) => at(row, 'Duration') > 45).length));
  Y('units and conditions', 'avg calories for sessions over 60 min', value(mean(num(g.filter((row) => at(row, 'Duration') > 60), KCAL))));
  Y('units and conditions', 'how many sessions burned more than 500 calories', count(g.filter((row) => at(row, KCAL) > 500).length));
  Y('units and conditions', 'avg calories excluding yoga', value(mean(num(g.filter(not(is('Class Type', 'Yoga'))), KCAL))));
  Y('units and conditions', 'bookings for classes starting at 6pm or later', count(g.filter((row) => when(row, START).getUTCHours() >= 18).length));
  Y('missing values', 'how many bookings have no calories recorded', count(g.filter((row) => row[KCAL] === null).length));
  Y('missing values', 'which columns have gaps', list(missingColumns(g)));
  Y('ratio or derived', 'cancellation rate in %', value(pct(g.filter(cancelled).length, g.length)));
  Y('ratio or derived', '% of bookings that were no-shows by class type', groups(groupBy(g, text('Class Type'), (m) => pct(m.filter(noShow).length, m.length))));
  Y('refuse', 'attendance rate', eitherReading(value(pct(went.length, g.length)), value(pct(went.length, g.filter(not(cancelled)).length))), 'two readings: attended over every booking, or over the bookings not cancelled');
  Y('refuse', 'calories per minute on average', eitherReading(value(mean(went.map((row) => at(row, KCAL) / at(row, 'Duration')))), value(sum(num(went, KCAL)) / sum(num(went, 'Duration')))), "two readings: the average of each session's calories per minute, or total calories over total minutes");
  Y('refuse', 'how many classes were held', eitherReading(count(new Set(g.map((row) => `${row['Class Type'] as string} ${when(row, START).toISOString()} ${row.Instructor as string}`)).size), count(g.length)), 'two readings: distinct classes (type, start and instructor), or bookings');
  Y('refuse', 'which instructor is the best', refuse, 'a judgement');
  Y('refuse', 'why do people skip hiit', refuse, 'a reason');
  Y('refuse', 'predict bookings for january 2025', refuse, 'a forecast');
  Y('refuse', 'how satisfied are members', refuse, 'no satisfaction or rating column');
  Y('refuse', 'how many members cancelled their membership', refuse, 'the Cancelled flag is per booking; no membership end in the file');
  Y('refuse', 'average age of members', refuse, 'no age column');
  Y('refuse', 'how many intense classes were booked', refuse, '"intense" has no definition in the file');
  Y('refuse', 'revenue per class', refuse, 'no price or fee column');
  Y('refuse', 'how many classes were full', refuse, 'no capacity column');
  return out;
}

export function probe8Questions(tables: Map<string, Row[]>): Question[] {
  return probe8Catalogue(tables).map((entry) => entry.question);
}
