/**
 * Blind probe 11, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 10). Files generated here from fixed seeds,
 * in domains no earlier probe used (made-up figures, nothing copied, the reserved packages
 * neither used nor imitated): a clinic's appointments (dates written "14.03.2024", start times
 * "09:30", fees "$65.00" blank when cancelled, waits "-" when not recorded, ages "n/a"), a cycling
 * club's rides (dates "Mar 3, 2024", moving times "1:02:10", calories "1,245", heart rates blank
 * without a monitor, cancelled rides with no figures), a hotel's bookings workbook (a Bookings
 * sheet with Excel dates and rates shown "€#,##0.00", a Rooms sheet with each room type's count
 * and rack rate; some questions need both), a farmers' market's stall sales (dates "06-04-2024",
 * takings "£1,234.50" or "-" when the stall was absent, card shares "62%") and an insurance
 * claims log (incident times "2023-03-14 10:42", report dates "16/03/2023", amounts
 * "$12,400.00", "-" or blank for claims not settled).
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE11.md
 * records the data check made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, clamp, csvBytes, eitherReading, extremeRows, groupBy, isNum, isoForms, monthForms, num, text, weekdayForms, weighted } from './probe2';
import { mean, sum, type Expected, type Question } from './questions';

const DAY = 86_400_000;
/** A normal draw (Box-Muller) from the seeded generator. */
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const round2 = (n: number): number => Math.round(n * 100) / 100;
/** "1,234.50" */
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "1,245" */
const thousands = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
/** A Poisson draw (Knuth) from the seeded generator. */
function poisson(rand: () => number, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rand();
  while (p > limit) {
    k++;
    p *= rand();
  }
  return k;
}
/** 3730 seconds as "1:02:10". */
const hms = (seconds: number): string => `${Math.floor(seconds / 3600)}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// ---------------------------------------------------------------------------------------------
// a clinic's appointments, 2023-2024

const CLINICIANS: Array<[string, string, number]> = [
  // [clinician, specialty, weight]
  ['Dr. Okafor', 'GP', 5], ['Dr. Brennan', 'GP', 4], ['Dr. Laine', 'GP', 3], ['Dr. Haddad', 'Dermatology', 2], ['Dr. Silva', 'Cardiology', 2], ['Dr. Novak', 'Paediatrics', 2], ['M. Reyes', 'Physio', 3], ['T. Lund', 'Physio', 2],
];
const SPECIALTY: Record<string, { fee: number; length: number; wait: number }> = {
  GP: { fee: 65, length: 14, wait: 12 }, Physio: { fee: 55, length: 40, wait: 6 }, Dermatology: { fee: 140, length: 22, wait: 18 }, Cardiology: { fee: 180, length: 30, wait: 25 }, Paediatrics: { fee: 90, length: 20, wait: 10 },
};
const INSURERS: Array<[string | null, number]> = [[null, 35], ['Laya', 20], ['VHI', 25], ['Irish Life', 15], ['Aviva', 5]];
/** "14.03.2024" */
const dotted = (d: Date): string => `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${String(d.getUTCFullYear())}`;

/** "Appt ID", "Patient ID" (a patient comes back), "Appointment Date" "14.03.2024", "Start Time" "09:30", Clinician, Specialty, "Visit Type" (New/Follow-up), "Booked Via", Status (Attended/Cancelled/No-show), "Wait Time (min)" (attended only, "-" when not recorded), "Consult Length (min)" (attended only), Fee "$65.00" ($25.00 for a no-show, blank when cancelled), "Patient Age" ("n/a" for some), Insurer (blank for self-pay). */
export function clinicAppointments(): EvalDataset {
  const rand = random(11_001);
  const patients = Array.from({ length: 640 }, (_, k) => ({ id: `P-${String(4001 + k)}`, born: 1935 + Math.floor(rand() * 88), insurer: choose(rand, INSURERS), flaky: rand() < 0.15 }));
  const children = patients.filter((p) => p.born >= 2008);
  const adults = patients.filter((p) => p.born < 2005);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 2); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0) continue;
    const saturday = weekday === 6;
    const winter = date.getUTCMonth() <= 1 || date.getUTCMonth() >= 10;
    const n = poisson(rand, saturday ? 1.2 : 2.5 + (winter ? 0.7 : 0));
    for (let k = 0; k < n; k++) {
      const pool = saturday ? CLINICIANS.filter((c) => c[1] === 'GP') : CLINICIANS;
      const [clinician, specialty] = choose(rand, pool.map((c) => [c, c[2]] as [(typeof CLINICIANS)[number], number]));
      const patient = pick(rand, specialty === 'Paediatrics' ? children : specialty === 'GP' ? patients : adults);
      const slot = saturday ? 36 + Math.floor(rand() * 12) : 32 + Math.floor(rand() * 38);
      const start = `${pad2(Math.floor(slot / 4))}:${pad2((slot % 4) * 15)}`;
      const noShow = 0.06 + (patient.flaky ? 0.16 : 0) + (weekday === 1 ? 0.04 : 0) + (slot < 36 ? 0.04 : 0);
      const roll = rand();
      const status = roll < 0.1 ? 'Cancelled' : roll < 0.1 + noShow ? 'No-show' : 'Attended';
      const attended = status === 'Attended';
      const isNew = rand() < 0.35;
      const s = SPECIALTY[specialty];
      const wait = attended ? (rand() < 0.06 ? null : Math.max(0, Math.round(s.wait + gauss(rand) * 9))) : null;
      drafts.push({
        'Patient ID': patient.id, 'Appointment Date': date, 'Start Time': start, Clinician: clinician, Specialty: specialty, 'Visit Type': isNew ? 'New' : 'Follow-up',
        'Booked Via': choose(rand, [['Phone', 45], ['Online', 40], ['Walk-in', 15]]), Status: status, 'Wait Time (min)': wait,
        'Consult Length (min)': attended ? Math.max(5, Math.round(s.length * (isNew ? 1.25 : 1) + gauss(rand) * 4)) : null,
        Fee: attended ? (isNew ? s.fee : round2(s.fee * 0.7)) : status === 'No-show' ? 25 : null,
        'Patient Age': rand() < 0.03 ? null : date.getUTCFullYear() - patient.born, Insurer: patient.insurer,
      });
    }
  }
  drafts.sort((a, b) => (a['Appointment Date'] as Date).getTime() - (b['Appointment Date'] as Date).getTime() || (a['Start Time'] as string).localeCompare(b['Start Time'] as string));
  const rows: Row[] = drafts.map((draft, n) => ({ 'Appt ID': `AP-${String(100_001 + n)}`, ...draft }));
  const header = ['Appt ID', 'Patient ID', 'Appointment Date', 'Start Time', 'Clinician', 'Specialty', 'Visit Type', 'Booked Via', 'Status', 'Wait Time (min)', 'Consult Length (min)', 'Fee', 'Patient Age', 'Insurer'];
  const lines = rows.map((row) => [
    row['Appt ID'] as string, row['Patient ID'] as string, dotted(row['Appointment Date'] as Date), row['Start Time'] as string, row.Clinician as string, row.Specialty as string, row['Visit Type'] as string, row['Booked Via'] as string, row.Status as string,
    row['Wait Time (min)'] === null ? (row.Status === 'Attended' ? '-' : '') : String(row['Wait Time (min)']), row['Consult Length (min)'] === null ? '' : String(row['Consult Length (min)']),
    row.Fee === null ? '' : `$${money2(row.Fee as number)}`, row['Patient Age'] === null ? 'n/a' : String(row['Patient Age']), (row.Insurer as string | null) ?? '',
  ]);
  return { name: 'p11_clinic', file: 'clinic_appointments.csv', bytes: csvBytes(header, lines), tables: [{ label: 'clinic_appointments.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a cycling club's rides, 2023-2024

const ROUTES: Array<[string, number, number, string]> = [
  // [route, km, climbing m, usual ride type]
  ['Coast Loop', 62, 450, 'Solo'], ['Hill Repeats', 38, 1000, 'Solo'], ['Lakes Century', 160, 1800, 'Group Ride'], ['Canal Path', 45, 80, 'Solo'], ['Mountain Pass', 110, 2400, 'Group Ride'], ['Commute East', 14, 60, 'Commute'],
  ['Commute West', 18, 90, 'Commute'], ['Gravel Forest', 55, 700, 'Solo'], ['Sunday Club Run', 85, 900, 'Group Ride'], ['Time Trial Course', 40, 200, 'Race'], ['Velodrome Crit', 30, 50, 'Race'], ['Valley 100', 100, 1300, 'Group Ride'],
];
const RIDER_FIRST = ['Anna', 'Ben', 'Carla', 'Dev', 'Ellen', 'Finn', 'Greta', 'Hugo', 'Isla', 'Jonas', 'Kira', 'Leo', 'Maya', 'Nils', 'Orla', 'Paolo', 'Quinn', 'Rosa', 'Sami', 'Tess'];
const RIDER_LAST = ['Berg', 'Costa', 'Doyle', 'Engel', 'Fox', 'Gill', 'Hart', 'Ives', 'Jansen', 'Kerr'];
/** "Mar 3, 2024" */
const usDay = (d: Date): string => `${MONTH_SHORT[d.getUTCMonth()]} ${String(d.getUTCDate())}, ${String(d.getUTCFullYear())}`;

/** "Ride ID", "Ride Date" "Mar 3, 2024", Rider, "Ride Type" (Group Ride/Solo/Commute/Race), Route, Bike (Road/Gravel/E-bike), "Distance (km)", "Moving Time" "1:02:10", "Elevation Gain (m)", "Avg Heart Rate (bpm)" (blank or "n/a" without a monitor), "Calories (kcal)" "1,245", Weather (Dry/Wet/Windy), Status (Completed/Abandoned/Cancelled: a cancelled ride has no figures). */
export function clubRides(): EvalDataset {
  const rand = random(11_002);
  const names = new Set<string>();
  const riders: Array<{ name: string; speed: number; hr: number | null; bike: string; keen: number }> = [];
  while (riders.length < 36) {
    const name = `${pick(rand, RIDER_FIRST)} ${pick(rand, RIDER_LAST)}`;
    if (names.has(name)) continue;
    names.add(name);
    riders.push({ name, speed: 23 + rand() * 9, hr: rand() < 0.3 ? null : Math.round(128 + rand() * 30), bike: choose(rand, [['Road', 55], ['Gravel', 30], ['E-bike', 15]]), keen: 0.3 + rand() * 1.4 });
  }
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const month = date.getUTCMonth();
    const summer = Math.sin(((month + 0.5) / 12) * 2 * Math.PI - Math.PI / 2);
    const weather = choose(rand, [['Dry', 5 + 3 * summer], ['Wet', 3 - 2 * summer], ['Windy', 2]]);
    const n = poisson(rand, (weekday === 0 || weekday === 6 ? 3.2 : 1.1) * (1 + 0.45 * summer));
    for (let k = 0; k < n; k++) {
      const rider = choose(rand, riders.map((r) => [r, r.keen] as [(typeof riders)[number], number]));
      const route = weekday === 0 && rand() < 0.5 ? ROUTES[8] : weekday >= 1 && weekday <= 5 && rand() < 0.55 ? pick(rand, [ROUTES[5], ROUTES[6]]) : pick(rand, ROUTES);
      const type = route[3] === 'Group Ride' && rand() < 0.3 ? 'Solo' : route[3];
      const bike = type === 'Race' ? 'Road' : rand() < 0.8 ? rider.bike : choose(rand, [['Road', 5], ['Gravel', 3], ['E-bike', 1]]);
      const roll = rand();
      const status = roll < 0.07 + (weather === 'Wet' ? 0.05 : 0) ? 'Cancelled' : roll < 0.12 + (weather === 'Wet' ? 0.07 : 0) ? 'Abandoned' : 'Completed';
      const part = status === 'Abandoned' ? 0.3 + rand() * 0.5 : 1;
      // Valley 100 is signposted: a completed ride on it is logged as exactly 100 km.
      const km = status === 'Cancelled' ? null : route[0] === 'Valley 100' && status === 'Completed' && rand() < 0.6 ? 100 : Math.round(route[1] * part * (0.95 + rand() * 0.1) * 10) / 10;
      const climb = km === null ? null : route[0] === 'Hill Repeats' && status === 'Completed' && rand() < 0.3 ? 1000 : Math.round(route[2] * part * (0.9 + rand() * 0.2));
      const speed = rider.speed * (bike === 'E-bike' ? 1.1 : bike === 'Gravel' ? 0.9 : 1) * (weather === 'Wet' ? 0.93 : weather === 'Windy' ? 0.95 : 1) * (type === 'Race' ? 1.12 : 1) / (1 + (climb ?? 0) / (km ?? 1) / 40);
      const seconds = km === null ? null : Math.round((km / speed) * 3600);
      const hr = km === null || rider.hr === null || rand() < 0.04 ? null : Math.round(rider.hr + (type === 'Race' ? 14 : type === 'Commute' ? -8 : 0) + gauss(rand) * 5);
      drafts.push({
        'Ride Date': date, Rider: rider.name, 'Ride Type': type, Route: route[0], Bike: bike, 'Distance (km)': km, 'Moving Time': seconds, 'Elevation Gain (m)': climb, 'Avg Heart Rate (bpm)': hr,
        'Calories (kcal)': seconds === null ? null : Math.round((seconds / 3600) * (bike === 'E-bike' ? 380 : 560) * (0.9 + rand() * 0.2)), Weather: weather, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Ride ID': `R-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const header = ['Ride ID', 'Ride Date', 'Rider', 'Ride Type', 'Route', 'Bike', 'Distance (km)', 'Moving Time', 'Elevation Gain (m)', 'Avg Heart Rate (bpm)', 'Calories (kcal)', 'Weather', 'Status'];
  const lines = rows.map((row, n) => [
    row['Ride ID'] as string, usDay(row['Ride Date'] as Date), row.Rider as string, row['Ride Type'] as string, row.Route as string, row.Bike as string,
    row['Distance (km)'] === null ? '' : (row['Distance (km)'] as number).toFixed(1), row['Moving Time'] === null ? '' : hms(row['Moving Time'] as number), row['Elevation Gain (m)'] === null ? '' : String(row['Elevation Gain (m)']),
    row['Avg Heart Rate (bpm)'] === null ? (n % 3 === 0 ? 'n/a' : '') : String(row['Avg Heart Rate (bpm)']), row['Calories (kcal)'] === null ? '' : thousands(row['Calories (kcal)'] as number), row.Weather as string, row.Status as string,
  ]);
  return { name: 'p11_rides', file: 'club_rides.csv', bytes: csvBytes(header, lines), tables: [{ label: 'club_rides.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a hotel's bookings for 2024: "Bookings" (one row per booking) and "Rooms" (one row per room type)

const ROOM_TYPES: Array<[string, number, number, number, number]> = [
  // [room type, rooms, rack rate, max guests, weight]
  ['Single', 12, 95, 1, 18], ['Double', 30, 140, 2, 40], ['Twin', 14, 135, 2, 16], ['Family', 8, 190, 4, 14], ['Suite', 4, 320, 2, 6],
];
const CHANNELS: Array<[string, number, number, number]> = [
  // [channel, weight, price factor, cancel odds]
  ['Direct', 24, 0.95, 0.1], ['Booking.com', 34, 1.0, 0.26], ['Expedia', 18, 1.02, 0.2], ['Travel Agent', 12, 0.85, 0.08], ['Phone', 12, 0.98, 0.12],
];
const GUEST_COUNTRIES: Array<[string, number]> = [['Ireland', 30], ['United Kingdom', 22], ['United States', 16], ['Germany', 9], ['France', 8], ['Spain', 6], ['Italy', 5], ['Netherlands', 4]];
const REQUESTS = ['late check-in', 'cot in room', 'high floor', 'quiet room', 'early check-in', 'anniversary'];
const HOTEL_SEASON = [0.6, 0.65, 0.8, 0.9, 1.0, 1.2, 1.4, 1.45, 1.1, 0.9, 0.75, 1.05];

/** "Bookings": "Booking Ref", "Booked On" and "Check-in" (real Excel dates), Nights, "Room Type", Guests, Channel, "Nightly Rate (EUR)" (shown "€#,##0.00"), Status (Checked out/Cancelled/No-show), "Guest Country", Breakfast (Yes/No), "Special Requests" (mostly blank). "Rooms": "Room Type", Rooms, "Rack Rate (EUR)", "Max Guests". */
export async function hotelWorkbook(): Promise<EvalDataset> {
  const rand = random(11_003);
  const drafts: Row[] = [];
  while (drafts.length < 1300) {
    const day = Date.UTC(2024, 0, 1) + Math.floor(rand() * 366) * DAY;
    const month = new Date(day).getUTCMonth();
    if (rand() > HOTEL_SEASON[month] / 1.45) continue;
    const weekday = new Date(day).getUTCDay();
    if ((weekday === 0 || weekday === 1) && rand() < 0.35) continue;
    const [type, , rack, maxGuests] = choose(rand, ROOM_TYPES.map((r) => [r, r[4]] as [(typeof ROOM_TYPES)[number], number]));
    const [channel, , factor, cancelOdds] = choose(rand, CHANNELS.map((c) => [c, c[1]] as [(typeof CHANNELS)[number], number]));
    const lead = Math.min(240, Math.floor(-Math.log(1 - rand()) * 40));
    const nights = Math.min(14, 1 + Math.floor(-Math.log(1 - rand()) * 2.4));
    const roll = rand();
    const status = roll < cancelOdds ? 'Cancelled' : roll < cancelOdds + 0.04 ? 'No-show' : 'Checked out';
    // Rates are quoted to the half euro.
    const rate = Math.round(rack * factor * (0.85 + 0.3 * (HOTEL_SEASON[month] - 0.6) / 0.85) * (1 + gauss(rand) * 0.05) * 2) / 2;
    drafts.push({
      'Booked On': new Date(day - lead * DAY), 'Check-in': new Date(day), Nights: nights, 'Room Type': type, Guests: maxGuests === 1 ? 1 : type === 'Family' ? 2 + Math.floor(rand() * 3) : 1 + (rand() < 0.75 ? 1 : 0),
      Channel: channel, 'Nightly Rate (EUR)': rate, Status: status, 'Guest Country': choose(rand, GUEST_COUNTRIES), Breakfast: rand() < 0.55 ? 'Yes' : 'No', 'Special Requests': rand() < 0.15 ? pick(rand, REQUESTS) : null,
    });
  }
  drafts.sort((a, b) => (a['Booked On'] as Date).getTime() - (b['Booked On'] as Date).getTime());
  const bookings: Row[] = drafts.map((draft, n) => ({ 'Booking Ref': `HB-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const rooms: Row[] = ROOM_TYPES.map(([type, count, rack, maxGuests]) => ({ 'Room Type': type, Rooms: count, 'Rack Rate (EUR)': rack, 'Max Guests': maxGuests }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bookings');
  const header = ['Booking Ref', 'Booked On', 'Check-in', 'Nights', 'Room Type', 'Guests', 'Channel', 'Nightly Rate (EUR)', 'Status', 'Guest Country', 'Breakfast', 'Special Requests'];
  sheet.addRow(header);
  for (const row of bookings) {
    const added = sheet.addRow(header.map((h) => row[h]));
    added.getCell(2).numFmt = 'dd/mm/yyyy';
    added.getCell(3).numFmt = 'd mmm yyyy';
    added.getCell(8).numFmt = '€#,##0.00';
  }
  const roomSheet = workbook.addWorksheet('Rooms');
  const roomHeader = ['Room Type', 'Rooms', 'Rack Rate (EUR)', 'Max Guests'];
  roomSheet.addRow(roomHeader);
  for (const row of rooms) roomSheet.addRow(roomHeader.map((h) => row[h]));
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p11_hotel', file: 'hotel_bookings_2024.xlsx', bytes, tables: [{ label: 'hotel_bookings_2024.xlsx / Bookings', rows: bookings }, { label: 'hotel_bookings_2024.xlsx / Rooms', rows: rooms }] };
}

// ---------------------------------------------------------------------------------------------
// a farmers' market's stall sales, 2023-2024: one row per stall per market day

const STALLS: Array<[string, string, number, number, number]> = [
  // [stall, category, typical takings, pitch fee, how often it comes]
  ['Hillside Honey', 'Produce', 420, 25, 0.9], ['Green Acre Veg', 'Produce', 780, 45, 0.95], ['Orchard Fruit Co', 'Produce', 610, 35, 0.85], ['Mill Lane Bakery', 'Bakery', 890, 45, 0.95], ['Sourdough Sam', 'Bakery', 520, 35, 0.8],
  ['Cloverfield Dairy', 'Dairy', 560, 35, 0.9], ['Goat Hill Cheese', 'Dairy', 470, 25, 0.75], ['Pasture Meats', 'Meat', 1150, 45, 0.9], ['Coastal Smokehouse', 'Meat', 690, 35, 0.7], ['Wild Flower Barn', 'Flowers', 380, 25, 0.8],
  ['Petal & Stem', 'Flowers', 330, 25, 0.65], ['Knots & Weaves', 'Crafts', 260, 25, 0.6], ['Clay Corner', 'Crafts', 310, 25, 0.7], ['Woodturner Will', 'Crafts', 290, 25, 0.55], ['Curry Cart', 'Hot Food', 940, 45, 0.9],
  ['Crepe Station', 'Hot Food', 720, 35, 0.85], ['Bean There Coffee', 'Hot Food', 650, 35, 0.95], ['Herb Garden', 'Produce', 240, 25, 0.7],
];
const BASKET: Record<string, number> = { Produce: 11, Bakery: 9, Dairy: 14, Meat: 24, Flowers: 16, Crafts: 28, 'Hot Food': 8 };
/** "06-04-2024" */
const ukDashes = (d: Date): string => `${pad2(d.getUTCDate())}-${pad2(d.getUTCMonth() + 1)}-${String(d.getUTCFullYear())}`;

/** "Market Date" "06-04-2024" (every Saturday, and Wednesdays June to September), Stall, Category, "Pitch Fee (GBP)", "Stall Status" (Traded/Absent), Takings "£1,234.50" ("-" when absent), Transactions ("-" when absent), "Card Payments %" "62%" (blank when absent), Weather (Sunny/Cloudy/Rain, one a day). */
export function marketStallSales(): EvalDataset {
  const rand = random(11_004);
  const rows: Row[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const month = date.getUTCMonth();
    if (!(weekday === 6 || (weekday === 3 && month >= 5 && month <= 8))) continue;
    const weather = choose(rand, [['Sunny', month >= 4 && month <= 8 ? 5 : 2], ['Cloudy', 4], ['Rain', month >= 4 && month <= 8 ? 2 : 4]]);
    for (const [stall, category, typical, fee, comes] of STALLS) {
      const here = rand() < comes - (weather === 'Rain' ? 0.1 : 0) - (weekday === 3 ? 0.15 : 0);
      const season = category === 'Produce' ? [0.7, 0.7, 0.8, 0.9, 1.0, 1.2, 1.3, 1.35, 1.3, 1.1, 0.9, 0.9][month] : category === 'Flowers' ? [0.6, 1.4, 1.0, 1.2, 1.4, 1.2, 1.0, 1.0, 0.9, 0.8, 0.7, 1.1][month] : category === 'Crafts' ? [0.6, 0.6, 0.7, 0.8, 0.8, 0.9, 1.0, 1.0, 0.9, 1.0, 1.5, 2.2][month] : [0.85, 0.85, 0.9, 0.95, 1.0, 1.05, 1.1, 1.1, 1.0, 1.0, 1.1, 1.4][month];
      const takings = here ? round2(typical * season * (weather === 'Rain' ? 0.7 : weather === 'Sunny' ? 1.1 : 1) * (weekday === 3 ? 0.6 : 1) * Math.exp(gauss(rand) * 0.25)) : null;
      rows.push({
        'Market Date': date, Stall: stall, Category: category, 'Pitch Fee (GBP)': fee, 'Stall Status': here ? 'Traded' : 'Absent', Takings: takings,
        Transactions: takings === null ? null : Math.max(1, Math.round((takings / BASKET[category]) * (0.85 + rand() * 0.3))), 'Card Payments %': takings === null ? null : Math.round(clamp(55 + gauss(rand) * 15 + (category === 'Crafts' ? 15 : 0), 10, 98)), Weather: weather,
      });
    }
  }
  const header = ['Market Date', 'Stall', 'Category', 'Pitch Fee (GBP)', 'Stall Status', 'Takings', 'Transactions', 'Card Payments %', 'Weather'];
  const lines = rows.map((row) => [
    ukDashes(row['Market Date'] as Date), row.Stall as string, row.Category as string, String(row['Pitch Fee (GBP)']), row['Stall Status'] as string,
    row.Takings === null ? '-' : `£${money2(row.Takings as number)}`, row.Transactions === null ? '-' : String(row.Transactions), row['Card Payments %'] === null ? '' : `${String(row['Card Payments %'])}%`, row.Weather as string,
  ]);
  return { name: 'p11_market', file: 'market_stall_sales.csv', bytes: csvBytes(header, lines), tables: [{ label: 'market_stall_sales.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// an insurer's claims log, incidents 2022-2024

const CLAIM_TYPES: Array<[string, number, number, number]> = [
  // [type, weight, typical claim, reject odds]
  ['Motor', 34, 4200, 0.12], ['Home', 26, 6800, 0.15], ['Travel', 16, 1100, 0.3], ['Pet', 12, 900, 0.18], ['Health', 12, 2600, 0.1],
];
const CLAIM_REGIONS: Array<[string, number]> = [['North', 18], ['South', 26], ['East', 20], ['West', 22], ['Midlands', 14]];
const ADJUSTERS = ['A. Byrne', 'C. Mensah', 'D. Kowalczyk', 'E. Larsen', 'F. Moreau', 'G. Tanaka', 'H. Quinn', 'J. Alvarez', 'K. Osei'];
/** "16/03/2023" */
const ukSlashes = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
/** "2023-03-14 10:42" */
const isoMinute = (d: Date): string => `${isoDay(d)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;

/** "Claim No", "Policy No", "Incident Date" "2023-03-14 10:42", "Reported Date" "16/03/2023", "Claim Type", Region, "Claimed Amount" "$12,400.00", "Approved Amount" (settled only; "-" when rejected or withdrawn, blank when open), Excess "$250", Status (Settled/Rejected/Withdrawn/Open), "Days to Settle" (settled only), Adjuster (blank or "n/a" when none), "Fraud Review" (Y/N), "Policyholder Age". */
export function claimsLog(): EvalDataset {
  const rand = random(11_005);
  const drafts: Row[] = [];
  const end = Date.UTC(2025, 0, 1);
  while (drafts.length < 1350) {
    const day = Date.UTC(2022, 0, 1) + Math.floor(rand() * 1096) * DAY;
    const month = new Date(day).getUTCMonth();
    const [type, , typical, rejectOdds] = choose(rand, CLAIM_TYPES.map((c) => [c, c[1]] as [(typeof CLAIM_TYPES)[number], number]));
    // Motor claims cluster in the dark months, travel claims in the summer.
    if (type === 'Motor' && (month >= 3 && month <= 8) && rand() < 0.4) continue;
    if (type === 'Travel' && !(month >= 5 && month <= 8) && rand() < 0.6) continue;
    const hour = type === 'Motor' ? choose(rand, [[8, 4], [9, 3], [17, 5], [18, 4], [13, 2], [22, 2]]) : Math.floor(7 + rand() * 15);
    const incident = new Date(day + hour * 3_600_000 + Math.floor(rand() * 60) * 60_000);
    const reported = day + Math.min(60, Math.floor(-Math.log(1 - rand()) * (type === 'Travel' ? 9 : 3))) * DAY;
    if (reported >= end) continue;
    // Claims are written to the ten cents.
    const claimed = Math.round(Math.max(150, typical * Math.exp(gauss(rand) * 0.7)) * 10) / 10;
    const age = Math.round(clamp(45 + gauss(rand) * 15, 18, 88));
    const fraud = rand() < 0.04 + (claimed > 10_000 ? 0.15 : 0);
    const roll = rand();
    const young = reported > end - 75 * DAY;
    const status = young && rand() < 0.6 ? 'Open' : roll < 0.06 ? 'Withdrawn' : roll < 0.06 + rejectOdds + (fraud ? 0.25 : 0) ? 'Rejected' : reported > end - 20 * DAY ? 'Open' : 'Settled';
    const adjuster = status === 'Open' && rand() < 0.5 ? null : rand() < 0.03 ? null : pick(rand, ADJUSTERS);
    const days = status === 'Settled' ? Math.max(3, Math.round((type === 'Home' ? 34 : 21) * Math.exp(gauss(rand) * 0.5) + (adjuster === 'C. Mensah' ? -6 : adjuster === 'H. Quinn' ? 8 : 0))) : null;
    const excess = pick(rand, [250, 250, 500, 1000]);
    drafts.push({
      'Policy No': `POL-${String(50_000 + Math.floor(rand() * 9000))}`, 'Incident Date': incident, 'Reported Date': new Date(reported), 'Claim Type': type, Region: choose(rand, CLAIM_REGIONS), 'Claimed Amount': claimed,
      'Approved Amount': status === 'Settled' ? Math.max(0, round2(claimed * (0.55 + rand() * 0.45) - excess)) : null, Excess: excess, Status: status, 'Days to Settle': days, Adjuster: adjuster, 'Fraud Review': fraud ? 'Y' : 'N', 'Policyholder Age': age,
    });
  }
  drafts.sort((a, b) => (a['Reported Date'] as Date).getTime() - (b['Reported Date'] as Date).getTime() || (a['Incident Date'] as Date).getTime() - (b['Incident Date'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, n) => ({ 'Claim No': `CLM-${String(200_001 + n)}`, ...draft }));
  const header = ['Claim No', 'Policy No', 'Incident Date', 'Reported Date', 'Claim Type', 'Region', 'Claimed Amount', 'Approved Amount', 'Excess', 'Status', 'Days to Settle', 'Adjuster', 'Fraud Review', 'Policyholder Age'];
  const lines = rows.map((row, n) => [
    row['Claim No'] as string, row['Policy No'] as string, isoMinute(row['Incident Date'] as Date), ukSlashes(row['Reported Date'] as Date), row['Claim Type'] as string, row.Region as string, `$${money2(row['Claimed Amount'] as number)}`,
    row['Approved Amount'] === null ? (row.Status === 'Open' ? '' : '-') : `$${money2(row['Approved Amount'] as number)}`, `$${thousands(row.Excess as number)}`, row.Status as string,
    row['Days to Settle'] === null ? '' : String(row['Days to Settle']), row.Adjuster === null ? (n % 4 === 0 ? 'n/a' : '') : (row.Adjuster as string), row['Fraud Review'] as string, String(row['Policyholder Age']),
  ]);
  return { name: 'p11_claims', file: 'claims_log.csv', bytes: csvBytes(header, lines), tables: [{ label: 'claims_log.csv', rows }] };
}

export const PROBE11_DATASETS = new Set(['p11_clinic', 'p11_rides', 'p11_hotel', 'p11_market', 'p11_claims']);

export async function probe11Datasets(): Promise<EvalDataset[]> {
  return [clinicAppointments(), clubRides(), await hotelWorkbook(), marketStallSales(), claimsLog()];
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

const pct = (part: number, whole: number): number => (100 * part) / whole;
const at = (row: Row, column: string): number => (isNum(row[column]) ? (row[column] as number) : NaN);
const when = (row: Row, column: string): Date => row[column] as Date;
const yearIs = (column: string, ...years: number[]) => (row: Row): boolean => row[column] instanceof Date && years.includes(when(row, column).getUTCFullYear());
const monthIs = (column: string, year: number, month: number) => (row: Row): boolean => yearIs(column, year)(row) && when(row, column).getUTCMonth() === month - 1;
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const dayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? isoDay(when(row, column)) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string | number) => (row: Row): boolean => row[column] === value;
const isIn = (column: string, ...values: Array<string | number>) => (row: Row): boolean => values.includes(row[column] as string);
const not = (f: (row: Row) => boolean) => (row: Row): boolean => !f(row);
/** An hour of the day in every usual spelling: 9, 09, 09:00, 9:00, 09:00:00. */
const hourForms = (key: string): string[] => { const h = Number(key); return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`])]; };
/** A day as a label, in every usual spelling. */
const dayForms = (key: string): string[] => isoForms(new Date(`${key}T00:00:00Z`));
/** A which-row expectation without its figure: a duration's unit is the answer's choice. */
function unvalued(e: Expected): Expected {
  return e.kind === 'row' ? { kind: 'row', column: e.column, labels: e.labels } : e;
}

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe11Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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

  // ---- clinic appointments ----
  const c = tables.get('clinic_appointments.csv') ?? [];
  const C = ask('p11_clinic');
  const AD = 'Appointment Date';
  const WAIT = 'Wait Time (min)';
  const LEN = 'Consult Length (min)';
  const AGE = 'Patient Age';
  const attended = c.filter(is('Status', 'Attended'));
  const hourKey = (row: Row): string => String(Number((row['Start Time'] as string).slice(0, 2)));
  const online = c.filter(is('Booked Via', 'Online')).length;
  const phone = c.filter(is('Booked Via', 'Phone')).length;
  C('plain', 'how many appointments are there', count(c.length));
  C('plain', 'appointments by status', groups(countBy(c, text('Status'))));
  C('plain', 'appointments per specialty', groups(countBy(c, text('Specialty'))));
  C('plain', 'avg consult length in minutes', value(mean(num(c, LEN))));
  C('plain', 'how many clinicians', count(distinct(c, 'Clinician')));
  C('everyday words', 'how many no-shows', count(c.filter(is('Status', 'No-show')).length));
  C('everyday words', 'how many appointments were cancelled in 2024', count(c.filter((row) => row.Status === 'Cancelled' && yearIs(AD, 2024)(row)).length));
  C('everyday words', 'busiest clinician', eitherReading(best(countBy(c, text('Clinician')), 'Clinician', 'max', (k) => [k], false), best(countBy(attended, text('Clinician')), 'Clinician', 'max', (k) => [k], false)), 'two readings where they differ: most appointments booked, or most seen');
  C('everyday words', 'how much did we take in fees', value(sum(num(c, 'Fee'))));
  C('everyday words', 'which specialty is the most popular', eitherReading(best(countBy(c, text('Specialty')), 'Specialty', 'max', (k) => [k], false), best(countBy(attended, text('Specialty')), 'Specialty', 'max', (k) => [k], false)), 'two readings where they differ: most appointments booked, or most seen');
  C('which row', 'which clinician has the longest avg wait', best(groupBy(c, text('Clinician'), (m) => mean(num(m, WAIT))), 'Clinician'));
  C('which row', 'oldest patient seen in 2024', extremeRows(attended, AGE, 'Patient ID', 'max', yearIs(AD, 2024)));
  C('which row', 'which specialty earned the most in fees', best(groupBy(c, text('Specialty'), (m) => sum(num(m, 'Fee'))), 'Specialty'));
  C('which row', 'longest consultation', extremeRows(c, LEN, 'Appt ID', 'max'));
  C('comparison', 'avg consult length new vs follow-up', groups(groupBy(attended, text('Visit Type'), (m) => mean(num(m, LEN)))));
  C('comparison', 'appointments 2023 vs 2024', groups(countBy(c, yearKey(AD))));
  C('comparison', online >= phone ? 'how many more online bookings than phone bookings' : 'how many more phone bookings than online bookings', count(Math.abs(online - phone)));
  C('comparison', 'no-shows physio vs dermatology', groups(countBy(c.filter((row) => row.Status === 'No-show' && isIn('Specialty', 'Physio', 'Dermatology')(row)), text('Specialty'))));
  C('seasonality', 'which weekday has the most no-shows', best(countBy(c.filter(is('Status', 'No-show')), weekdayKey(AD)), 'weekday', 'max', weekdayForms));
  C('seasonality', 'which month of the year has the most appointments', best(countBy(c, monthKey(AD)), 'month', 'max', monthForms));
  C('seasonality', 'which hour of the day is busiest', eitherReading(best(countBy(c, hourKey), 'hour', 'max', hourForms, false), best(countBy(attended, hourKey), 'hour', 'max', hourForms, false)), 'two readings where they differ: most appointments booked, or most seen');
  C('seasonality', 'how many appointments on saturdays', count(c.filter((row) => when(row, AD).getUTCDay() === 6).length));
  C('types as text', 'appointments in march 2024', count(c.filter(monthIs(AD, 2024, 3)).length));
  C('types as text', 'total fees in 2023', value(sum(num(c.filter(yearIs(AD, 2023)), 'Fee'))));
  C('types as text', 'avg fee for attended dermatology visits', value(mean(num(attended.filter(is('Specialty', 'Dermatology')), 'Fee'))));
  C('types as text', 'appointments before 1 april 2023', count(c.filter((row) => when(row, AD).getTime() < Date.UTC(2023, 3, 1)).length));
  C('units and conditions', 'attended visits with a wait over 30 min', count(attended.filter((row) => at(row, WAIT) > 30).length));
  C('units and conditions', 'appointments excluding cancelled', count(c.filter(not(is('Status', 'Cancelled'))).length));
  C('units and conditions', 'avg consult length for new gp patients', value(mean(num(c.filter((row) => row.Specialty === 'GP' && row['Visit Type'] === 'New'), LEN))));
  C('units and conditions', 'appointments for patients over 65', count(c.filter((row) => at(row, AGE) > 65).length));
  C('units and conditions', 'fees over $150', count(c.filter((row) => at(row, 'Fee') > 150).length));
  C('missing values', 'how many appointments have no insurer', count(c.filter((row) => row.Insurer === null).length));
  C('missing values', 'which columns have gaps', list(missingColumns(c)));
  C('missing values', 'how many attended visits have no wait time recorded', count(attended.filter((row) => row[WAIT] === null).length));
  C('ratio or derived', 'pct of appointments booked online', value(pct(online, c.length)));
  C('ratio or derived', 'avg fee per attended visit by specialty', groups(groupBy(attended, text('Specialty'), (m) => mean(num(m, 'Fee')))));
  C('ratio or derived', 'cancellation rate by specialty in %', groups(groupBy(c, text('Specialty'), (m) => pct(m.filter(is('Status', 'Cancelled')).length, m.length))));
  C('refuse', 'no-show rate', eitherReading(value(pct(c.filter(is('Status', 'No-show')).length, c.length)), value(pct(c.filter(is('Status', 'No-show')).length, c.filter(not(is('Status', 'Cancelled'))).length))), 'two readings: no-shows over every appointment, or over the ones not cancelled');
  C('refuse', 'average age of patients', refuse, 'two readings: over appointments (a patient seen often counts often) or over patients (and a patient\'s age changes between visits)');
  C('refuse', 'how long do patients wait for an appointment', refuse, 'the file has no booking date: the wait in it is minutes in the waiting room, not days until the appointment');
  C('refuse', 'why do patients miss appointments', refuse, 'a reason');
  C('refuse', 'predict no-shows for january 2025', refuse, 'a forecast');
  C('refuse', 'which doctor is the best', refuse, 'a judgement');
  C('refuse', 'avg patient satisfaction score', refuse, 'no satisfaction column');
  C('refuse', 'how many patients had the flu', refuse, 'no diagnosis column');
  C('refuse', 'how many appointments ran late', refuse, '"ran late" has no definition in the file (no end time; a wait is not an overrun)');
  C('refuse', 'how much do the clinicians earn', refuse, 'no pay column: fees are what patients paid, not earnings');

  // ---- club rides ----
  const r = tables.get('club_rides.csv') ?? [];
  const R = ask('p11_rides');
  const RD = 'Ride Date';
  const KM = 'Distance (km)';
  const MT = 'Moving Time';
  const UP = 'Elevation Gain (m)';
  const HR = 'Avg Heart Rate (bpm)';
  const KCAL = 'Calories (kcal)';
  const ridden = r.filter(not(is('Status', 'Cancelled')));
  const km24 = [...groupBy(r.filter(yearIs(RD, 2024)), text('Rider'), (m) => sum(num(m, KM)))].sort((x, y) => y[1] - x[1]);
  R('plain', 'how many rides are logged', count(r.length));
  R('plain', 'total distance in km', value(sum(num(r, KM))));
  R('plain', 'rides by ride type', groups(countBy(r, text('Ride Type'))));
  R('plain', 'avg elevation gain', value(mean(num(r, UP))));
  R('plain', 'how many riders', count(distinct(r, 'Rider')));
  R('everyday words', 'who rode the furthest in total', best(groupBy(r, text('Rider'), (m) => sum(num(m, KM))), 'Rider'));
  R('everyday words', 'longest ride', extremeRows(r, KM, 'Ride ID', 'max'));
  R('everyday words', 'how many rides were called off', count(r.filter(is('Status', 'Cancelled')).length));
  R('everyday words', 'which route is the hilliest on average', best(groupBy(r, text('Route'), (m) => mean(num(m, UP))), 'Route'));
  R('everyday words', 'most popular route', eitherReading(best(countBy(r, text('Route')), 'Route', 'max', (k) => [k], false), best(countBy(ridden, text('Route')), 'Route', 'max', (k) => [k], false)), 'two readings where they differ: every ride planned, or the rides that happened');
  R('which row', 'which rider has the highest avg heart rate', best(groupBy(r, text('Rider'), (m) => mean(num(m, HR))), 'Rider'));
  R('which row', 'ride with the most climbing', extremeRows(r, UP, 'Ride ID', 'max'));
  R('which row', 'which bike type has the longest avg distance', best(groupBy(r, text('Bike'), (m) => mean(num(m, KM))), 'Bike'));
  R('which row', 'quickest time on the time trial course', unvalued(extremeRows(r.filter(is('Status', 'Completed')), MT, 'Rider', 'min', is('Route', 'Time Trial Course'))));
  R('comparison', 'avg distance road vs gravel', groups(groupBy(r.filter(isIn('Bike', 'Road', 'Gravel')), text('Bike'), (m) => mean(num(m, KM)))));
  R('comparison', 'rides 2023 vs 2024', groups(countBy(r, yearKey(RD))));
  R('comparison', 'km ridden in 2024 vs 2023', groups(groupBy(r, yearKey(RD), (m) => sum(num(m, KM)))));
  R('comparison', `how much further did ${km24[0][0].toLowerCase()} ride than ${km24[1][0].toLowerCase()} in 2024`, value(km24[0][1] - km24[1][1]));
  R('seasonality', 'which month of the year has the most rides', best(countBy(r, monthKey(RD)), 'month', 'max', monthForms));
  R('seasonality', 'which weekday has the most group rides', best(countBy(r.filter(is('Ride Type', 'Group Ride')), weekdayKey(RD)), 'weekday', 'max', weekdayForms));
  R('seasonality', 'how many rides on sundays', count(r.filter((row) => when(row, RD).getUTCDay() === 0).length));
  R('types as text', 'rides with over 2 hours of moving time', count(r.filter((row) => at(row, MT) > 7200).length));
  R('types as text', 'avg moving time in minutes', value(mean(num(r, MT)) / 60));
  R('types as text', 'total moving time in hours', value(sum(num(r, MT)) / 3600));
  R('types as text', 'rides in june 2024', count(r.filter(monthIs(RD, 2024, 6)).length));
  R('types as text', 'total calories burned in 2024', value(sum(num(r.filter(yearIs(RD, 2024)), KCAL))));
  R('units and conditions', 'rides longer than 100 km', count(r.filter((row) => at(row, KM) > 100).length));
  R('units and conditions', 'rides between 50 and 80 km', count(r.filter((row) => at(row, KM) >= 50 && at(row, KM) <= 80).length));
  R('units and conditions', 'avg distance excluding commutes', value(mean(num(r.filter(not(is('Ride Type', 'Commute'))), KM))));
  R('units and conditions', 'avg heart rate in races', value(mean(num(r.filter(is('Ride Type', 'Race')), HR))));
  R('units and conditions', 'rides with more than 1,000 m of climbing', count(r.filter((row) => at(row, UP) > 1000).length));
  R('missing values', 'how many rides have no heart rate', count(r.filter((row) => row[HR] === null).length));
  R('missing values', 'which columns have gaps', list(missingColumns(r)));
  R('missing values', 'how many completed rides have no heart rate', count(r.filter((row) => row.Status === 'Completed' && row[HR] === null).length));
  R('ratio or derived', 'pct of rides that were races', value(pct(r.filter(is('Ride Type', 'Race')).length, r.length)));
  R('ratio or derived', 'share of distance ridden on e-bikes in %', value(pct(sum(num(r.filter(is('Bike', 'E-bike')), KM)), sum(num(r, KM)))));
  R('ratio or derived', 'avg calories per ride by bike type', groups(groupBy(r, text('Bike'), (m) => mean(num(m, KCAL)))));
  const legs = ridden.filter((row) => at(row, MT) > 0);
  R('refuse', 'avg speed in km/h', eitherReading(value(mean(legs.map((row) => at(row, KM) / (at(row, MT) / 3600)))), value(sum(num(legs, KM)) / (sum(num(legs, MT)) / 3600))), 'two readings: the average of each ride\'s speed, or total distance over total moving time');
  R('refuse', 'abandon rate', eitherReading(value(pct(r.filter(is('Status', 'Abandoned')).length, r.length)), value(pct(r.filter(is('Status', 'Abandoned')).length, ridden.length))), 'two readings: abandoned over every ride, or over the rides started (cancelled left out)');
  R('refuse', 'avg climbing per km', eitherReading(value(mean(legs.map((row) => at(row, UP) / at(row, KM)))), value(sum(num(legs, UP)) / sum(num(legs, KM)))), 'two readings: the average of each ride\'s metres per km, or total climbing over total distance');
  R('refuse', 'why did people ride less in winter', refuse, 'a reason');
  R('refuse', 'predict total km for 2025', refuse, 'a forecast');
  R('refuse', 'who is the fittest rider', refuse, 'a judgement');
  R('refuse', 'avg power output in watts', refuse, 'no power column');
  R('refuse', 'how many rides had a puncture', refuse, 'no mechanical-problem column (an abandoned ride does not say why)');
  R('refuse', 'how many members did not ride this year', refuse, 'no membership list: the log holds only riders who rode');

  // ---- hotel bookings ----
  const b = tables.get('hotel_bookings_2024.xlsx / Bookings') ?? [];
  const rm = tables.get('hotel_bookings_2024.xlsx / Rooms') ?? [];
  const H = ask('p11_hotel');
  const RATE = 'Nightly Rate (EUR)';
  const CI = 'Check-in';
  const BO = 'Booked On';
  const stayed = b.filter(is('Status', 'Checked out'));
  const rack = new Map(rm.map((row) => [row['Room Type'] as string, at(row, 'Rack Rate (EUR)')]));
  const avgRate = (type: string): number => mean(num(b.filter(is('Room Type', type)), RATE));
  H('plain', 'how many bookings', count(b.length));
  H('plain', 'bookings by status', groups(countBy(b, text('Status'))));
  H('plain', 'avg nightly rate', value(mean(num(b, RATE))));
  H('plain', 'bookings per channel', groups(countBy(b, text('Channel'))));
  H('plain', 'how many rooms does the hotel have', count(sum(num(rm, 'Rooms'))));
  H('everyday words', 'how many no-shows', count(b.filter(is('Status', 'No-show')).length));
  H('everyday words', 'how many bookings were cancelled', count(b.filter(is('Status', 'Cancelled')).length));
  H('everyday words', 'most popular room type', eitherReading(best(countBy(b, text('Room Type')), 'Room Type', 'max', (k) => [k], false), best(countBy(stayed, text('Room Type')), 'Room Type', 'max', (k) => [k], false)), 'two readings where they differ: every booking, or the stays that happened');
  H('everyday words', 'longest stay', eitherReading(unvalued(extremeRows(b, 'Nights', 'Booking Ref', 'max')), unvalued(extremeRows(stayed, 'Nights', 'Booking Ref', 'max'))), 'two readings where they differ: every booking, or only checked-out stays');
  H('everyday words', 'which channel brings in the most bookings', best(countBy(b, text('Channel')), 'Channel'));
  H('which row', 'which channel has the highest avg nightly rate', best(groupBy(b, text('Channel'), (m) => mean(num(m, RATE))), 'Channel'));
  H('which row', 'which room type has the highest rack rate', best(rack, 'Room Type'));
  H('which row', 'most expensive booking per night', extremeRows(b, RATE, 'Booking Ref', 'max'));
  H('comparison', 'avg rate suite vs family', groups(groupBy(b.filter(isIn('Room Type', 'Suite', 'Family')), text('Room Type'), (m) => mean(num(m, RATE)))));
  H('comparison', 'bookings direct vs booking.com', groups(countBy(b.filter(isIn('Channel', 'Direct', 'Booking.com')), text('Channel'))));
  H('comparison', 'how much higher is the avg double rate than the single rate', value(avgRate('Double') - avgRate('Single')));
  H('comparison', 'avg booked rate minus rack rate by room type', groups(new Map([...rack].map(([type, rackRate]) => [type, avgRate(type) - rackRate]))));
  H('seasonality', 'which month has the most check-ins', eitherReading(best(countBy(b, monthKey(CI)), 'month', 'max', monthForms, false), best(countBy(stayed, monthKey(CI)), 'month', 'max', monthForms, false)), 'two readings where they differ: every booking by its check-in date, or only the guests who came');
  H('seasonality', 'which weekday has the most arrivals', eitherReading(best(countBy(b, weekdayKey(CI)), 'weekday', 'max', weekdayForms, false), best(countBy(stayed, weekdayKey(CI)), 'weekday', 'max', weekdayForms, false)), 'two readings where they differ: every booking by its check-in date, or only the guests who came');
  H('seasonality', 'bookings with a check-in date in august', count(b.filter(monthIs(CI, 2024, 8)).length));
  H('types as text', 'bookings made in january 2024', count(b.filter(monthIs(BO, 2024, 1)).length));
  H('types as text', 'bookings with check-in before 1 march 2024', count(b.filter((row) => when(row, CI).getTime() < Date.UTC(2024, 2, 1)).length));
  H('types as text', 'avg nightly rate for july check-ins', value(mean(num(b.filter(monthIs(CI, 2024, 7)), RATE))));
  H('units and conditions', 'bookings over €200 a night', count(b.filter((row) => at(row, RATE) > 200).length));
  H('units and conditions', 'bookings of 7 nights or more', count(b.filter((row) => at(row, 'Nights') >= 7).length));
  H('units and conditions', 'avg rate excluding suites', value(mean(num(b.filter(not(is('Room Type', 'Suite'))), RATE))));
  H('units and conditions', 'bookings with more than 2 guests', count(b.filter((row) => at(row, 'Guests') > 2).length));
  H('units and conditions', 'checked-out bookings with breakfast', count(stayed.filter(is('Breakfast', 'Yes')).length));
  H('missing values', 'how many bookings have a special request', count(b.filter((row) => row['Special Requests'] !== null).length));
  H('missing values', 'which columns in bookings have gaps', list(missingColumns(b)));
  H('ratio or derived', 'cancellation rate in %', value(pct(b.filter(is('Status', 'Cancelled')).length, b.length)));
  H('ratio or derived', 'avg lead time in days between booking and check-in', value(mean(b.map((row) => (when(row, CI).getTime() - when(row, BO).getTime()) / DAY))));
  H('ratio or derived', 'room revenue from checked-out stays', value(sum(stayed.map((row) => at(row, RATE) * at(row, 'Nights')))));
  H('ratio or derived', 'pct of bookings with breakfast', value(pct(b.filter(is('Breakfast', 'Yes')).length, b.length)));
  H('refuse', 'how many guests did not turn up', eitherReading(count(b.filter(is('Status', 'No-show')).length), count(sum(num(b.filter(is('Status', 'No-show')), 'Guests')))), 'two readings: no-show bookings, or the guests on them (a booking holds 1 to 4 guests)');
  H('refuse', 'occupancy rate in march', refuse, 'more than one reading: which bookings count (cancelled, no-shows) and how a stay across two months is split; the file has no nightly occupancy');
  H('refuse', 'total revenue', refuse, 'no revenue column: rate × nights over which statuses (a no-show or a late cancellation may be charged) is not in the file');
  H('refuse', 'why do guests cancel', refuse, 'a reason');
  H('refuse', 'forecast bookings for 2025', refuse, 'a forecast');
  H('refuse', 'which guests are vips', refuse, '"vip" has no definition in the file');
  H('refuse', 'average guest review score', refuse, 'no review column');
  H('refuse', 'how many rooms are free tonight', refuse, 'no room numbers and no "tonight" in a 2024 file');
  H('refuse', 'avg bar spend per guest', refuse, 'no bar or extras column');

  // ---- market stall sales ----
  const m = tables.get('market_stall_sales.csv') ?? [];
  const M = ask('p11_market');
  const MD = 'Market Date';
  const TK = 'Takings';
  const TX = 'Transactions';
  const CARD = 'Card Payments %';
  const traded = m.filter(is('Stall Status', 'Traded'));
  const takings = (rows: Row[]): number => sum(num(rows, TK));
  const cat24 = (category: string): number => takings(m.filter((row) => row.Category === category && yearIs(MD, 2024)(row)));
  const [moreCat, lessCat] = cat24('Produce') >= cat24('Bakery') ? ['produce', 'bakery'] : ['bakery', 'produce'];
  const onWeekday = (d: number): number => takings(m.filter((row) => when(row, MD).getUTCDay() === d));
  M('plain', 'total takings', value(takings(m)));
  M('plain', 'takings by category', groups(groupBy(m, text('Category'), takings)));
  M('plain', 'how many stalls', count(distinct(m, 'Stall')));
  M('plain', 'how many market days were there', count(new Set(m.map(dayKey(MD))).size));
  M('plain', 'avg transactions', value(mean(num(m, TX))));
  M('everyday words', 'which stall made the most money', best(groupBy(m, text('Stall'), takings), 'Stall'));
  M('everyday words', 'best-selling category in 2024', eitherReading(best(groupBy(m.filter(yearIs(MD, 2024)), text('Category'), takings), 'Category', 'max', (k) => [k], false), best(groupBy(m.filter(yearIs(MD, 2024)), text('Category'), (g) => sum(num(g, TX))), 'Category', 'max', (k) => [k], false)), 'two readings where they differ: most takings, or most transactions');
  M('everyday words', 'how many times was a stall absent', count(m.filter(is('Stall Status', 'Absent')).length));
  M('everyday words', 'biggest day for hillside honey', extremeRows(m.filter(is('Stall', 'Hillside Honey')), TK, MD, 'max'));
  M('everyday words', 'busiest market day', eitherReading(best(groupBy(m, dayKey(MD), (g) => sum(num(g, TX))), MD, 'max', dayForms, false), best(groupBy(m, dayKey(MD), takings), MD, 'max', dayForms, false)), 'two readings where they differ: most transactions, or most takings');
  M('which row', 'which stall has the highest avg takings', best(groupBy(m, text('Stall'), (g) => mean(num(g, TK))), 'Stall'));
  M('which row', 'best single day for any stall', extremeRows(m, TK, 'Stall', 'max'));
  M('which row', 'which market day had the highest total takings', best(groupBy(m, dayKey(MD), takings), MD, 'max', dayForms));
  M('comparison', 'takings 2023 vs 2024', groups(groupBy(m, yearKey(MD), takings)));
  M('comparison', 'avg takings per stall sunny vs rain', groups(groupBy(traded.filter(isIn('Weather', 'Sunny', 'Rain')), text('Weather'), (g) => mean(num(g, TK)))));
  M('comparison', `how much more did ${moreCat} take than ${lessCat} in 2024`, value(Math.abs(cat24('Produce') - cat24('Bakery'))));
  M('comparison', 'how much more was taken on saturdays than wednesdays', value(onWeekday(6) - onWeekday(3)));
  M('seasonality', 'which month of the year has the highest takings', best(groupBy(m, monthKey(MD), takings), 'month', 'max', monthForms));
  M('seasonality', 'which weekday has the higher avg takings per stall', best(groupBy(m, weekdayKey(MD), (g) => mean(num(g, TK))), 'weekday', 'max', weekdayForms));
  M('seasonality', 'which month of the year has the lowest takings for flowers', best(groupBy(m.filter(is('Category', 'Flowers')), monthKey(MD), takings), 'month', 'min', monthForms));
  M('types as text', 'takings in march 2024', value(takings(m.filter(monthIs(MD, 2024, 3)))));
  M('types as text', 'avg card payments %', value(mean(num(m, CARD))));
  M('types as text', 'stall days with over 80% paid by card', count(m.filter((row) => at(row, CARD) > 80).length));
  M('types as text', 'takings before 1 june 2023', value(takings(m.filter((row) => when(row, MD).getTime() < Date.UTC(2023, 5, 1)))));
  M('units and conditions', 'stall days that took over £1,000', count(m.filter((row) => at(row, TK) > 1000).length));
  M('units and conditions', 'takings excluding hot food', value(takings(m.filter(not(is('Category', 'Hot Food'))))));
  M('units and conditions', 'avg takings per stall on rainy days', value(mean(num(m.filter(is('Weather', 'Rain')), TK))));
  M('units and conditions', 'how many stalls pay a £45 pitch fee', count(distinct(m.filter(is('Pitch Fee (GBP)', 45)), 'Stall')));
  M('units and conditions', 'stall days with between 50 and 100 transactions', count(m.filter((row) => at(row, TX) >= 50 && at(row, TX) <= 100).length));
  M('missing values', 'how many stall days have no takings', count(m.filter((row) => row[TK] === null).length));
  M('missing values', 'which columns have gaps', list(missingColumns(m)));
  M('ratio or derived', 'share of takings by category in %', groups(groupBy(m, text('Category'), (g) => pct(takings(g), takings(m)))));
  M('ratio or derived', 'avg takings per market day', value(takings(m) / new Set(m.map(dayKey(MD))).size));
  M('ratio or derived', 'pct of stall days absent', value(pct(m.filter(is('Stall Status', 'Absent')).length, m.length)));
  M('refuse', 'avg spend per customer', eitherReading(value(mean(traded.map((row) => at(row, TK) / at(row, TX)))), value(takings(traded) / sum(num(traded, TX)))), 'two readings: the average of each stall day\'s takings per transaction, or total takings over total transactions (and a transaction is not a customer)');
  M('refuse', 'what share of takings was paid by card', eitherReading(value(mean(num(traded, CARD))), value(sum(traded.map((row) => at(row, TK) * at(row, CARD))) / takings(traded))), 'two readings: the average of the card %, or card takings (each day weighted by its takings) over all takings');
  M('refuse', 'which stall makes the most profit', refuse, 'no cost column: takings minus a pitch fee is not profit');
  M('refuse', 'why did takings drop in january', refuse, 'a reason');
  M('refuse', 'predict takings for christmas 2025', refuse, 'a forecast');
  M('refuse', 'how many visitors came to the market', refuse, 'no footfall column: transactions are not visitors');
  M('refuse', 'which stall is the friendliest', refuse, 'a judgement');
  M('refuse', 'how much vat did the stalls pay', refuse, 'no tax column');

  // ---- claims log ----
  const k = tables.get('claims_log.csv') ?? [];
  const K = ask('p11_claims');
  const ID = 'Incident Date';
  const RP = 'Reported Date';
  const CLM = 'Claimed Amount';
  const APP = 'Approved Amount';
  const DAYS = 'Days to Settle';
  const settled = k.filter(is('Status', 'Settled'));
  const rejectedIn = (year: number): number => k.filter((row) => row.Status === 'Rejected' && yearIs(RP, year)(row)).length;
  K('plain', 'how many claims', count(k.length));
  K('plain', 'claims by type', groups(countBy(k, text('Claim Type'))));
  K('plain', 'avg claimed amount', value(mean(num(k, CLM))));
  K('plain', 'claims per region', groups(countBy(k, text('Region'))));
  K('plain', 'how many adjusters', count(distinct(k, 'Adjuster')));
  K('everyday words', 'how many claims were turned down', count(k.filter(is('Status', 'Rejected')).length));
  K('everyday words', 'how many claims are still open', count(k.filter(is('Status', 'Open')).length));
  K('everyday words', 'which adjuster handled the most claims', best(countBy(k, text('Adjuster')), 'Adjuster'));
  K('everyday words', 'biggest claim', extremeRows(k, CLM, 'Claim No', 'max'));
  K('everyday words', 'how much have we paid out', value(sum(num(k, APP))));
  K('which row', 'which claim type has the highest avg claim', best(groupBy(k, text('Claim Type'), (g) => mean(num(g, CLM))), 'Claim Type'));
  K('which row', 'which adjuster settles fastest on average', best(groupBy(settled, text('Adjuster'), (g) => mean(num(g, DAYS))), 'Adjuster', 'min'));
  K('which row', 'which region has the most fraud reviews', best(countBy(k.filter(is('Fraud Review', 'Y')), text('Region')), 'Region'));
  K('which row', 'claim that took longest to settle', extremeRows(k, DAYS, 'Claim No', 'max'));
  K('comparison', 'avg claimed amount motor vs home', groups(groupBy(k.filter(isIn('Claim Type', 'Motor', 'Home')), text('Claim Type'), (g) => mean(num(g, CLM)))));
  K('comparison', 'incidents 2023 vs 2024', groups(countBy(k.filter(yearIs(ID, 2023, 2024)), yearKey(ID))));
  K('comparison', 'rejected claims reported in 2023 vs 2024', groups(new Map([['2023', rejectedIn(2023)], ['2024', rejectedIn(2024)]])));
  K('comparison', 'avg days to settle travel vs pet', groups(groupBy(k.filter(isIn('Claim Type', 'Travel', 'Pet')), text('Claim Type'), (g) => mean(num(g, DAYS)))));
  K('seasonality', 'which month of the year has the most motor claims', eitherReading(best(countBy(k.filter(is('Claim Type', 'Motor')), monthKey(ID)), 'month', 'max', monthForms, false), best(countBy(k.filter(is('Claim Type', 'Motor')), monthKey(RP)), 'month', 'max', monthForms, false)), 'two readings where they differ: by the incident date, or by the reported date');
  K('seasonality', 'which hour of the day do most incidents happen', best(countBy(k, (row) => String(when(row, ID).getUTCHours())), 'hour', 'max', hourForms));
  K('seasonality', 'how many claims were reported on a monday', count(k.filter((row) => when(row, RP).getUTCDay() === 1).length));
  K('types as text', 'incidents in march 2024', count(k.filter(monthIs(ID, 2024, 3)).length));
  K('types as text', 'avg approved amount for home claims', value(mean(num(k.filter(is('Claim Type', 'Home')), APP))));
  K('types as text', 'claims reported before 1 jan 2023', count(k.filter((row) => when(row, RP).getTime() < Date.UTC(2023, 0, 1)).length));
  K('types as text', 'total claimed for incidents in 2023', value(sum(num(k.filter(yearIs(ID, 2023)), CLM))));
  K('units and conditions', 'claims over $10k', count(k.filter((row) => at(row, CLM) > 10_000).length));
  K('units and conditions', 'claims between $1,000 and $5,000', count(k.filter((row) => at(row, CLM) >= 1000 && at(row, CLM) <= 5000).length));
  K('units and conditions', 'avg claimed amount excluding withdrawn', value(mean(num(k.filter(not(is('Status', 'Withdrawn'))), CLM))));
  K('units and conditions', 'settled claims that took more than 30 days', count(settled.filter((row) => at(row, DAYS) > 30).length));
  K('units and conditions', 'claims from policyholders under 30', count(k.filter((row) => at(row, 'Policyholder Age') < 30).length));
  K('missing values', 'how many claims have no adjuster', count(k.filter((row) => row.Adjuster === null).length));
  K('missing values', 'which columns have gaps', list(missingColumns(k)));
  K('ratio or derived', 'pct of claims flagged for fraud review', value(pct(k.filter(is('Fraud Review', 'Y')).length, k.length)));
  K('ratio or derived', 'what % of the amount claimed on settled claims was paid', value(pct(sum(num(settled, APP)), sum(num(settled, CLM)))));
  K('ratio or derived', 'pct of all claims that were rejected, by claim type', groups(groupBy(k, text('Claim Type'), (g) => pct(g.filter(is('Status', 'Rejected')).length, g.length))));
  K('refuse', 'rejection rate', eitherReading(value(pct(k.filter(is('Status', 'Rejected')).length, k.length)), value(pct(k.filter(is('Status', 'Rejected')).length, k.filter(isIn('Status', 'Settled', 'Rejected')).length))), 'two readings: rejected over every claim, or over the decided ones (open and withdrawn left out)');
  K('refuse', 'avg payout ratio', eitherReading(value(mean(settled.map((row) => at(row, APP) / at(row, CLM)))), value(sum(num(settled, APP)) / sum(num(settled, CLM)))), 'two readings: the average of each settled claim\'s approved over claimed, or total approved over total claimed');
  K('refuse', 'total claimed in 2023', eitherReading(value(sum(num(k.filter(yearIs(ID, 2023)), CLM))), value(sum(num(k.filter(yearIs(RP, 2023)), CLM)))), 'two readings: by the incident date, or by the reported date (a December incident may be reported in January)');
  K('refuse', 'why are travel claims rejected', refuse, 'a reason');
  K('refuse', 'predict claims for next winter', refuse, 'a forecast');
  K('refuse', 'which claims are fraudulent', refuse, 'a fraud review flag is not a finding of fraud: the file has no outcome of the review');
  K('refuse', 'avg premium per policy', refuse, 'no premium column');
  K('refuse', 'loss ratio by region', refuse, 'a loss ratio needs premiums, which the file does not hold');
  K('refuse', 'how many customers have never claimed', refuse, 'the log holds only policies with a claim');
  K('refuse', 'which adjuster is the best', refuse, 'a judgement');
  return out;
}

export function probe11Questions(tables: Map<string, Row[]>): Question[] {
  return probe11Catalogue(tables).map((entry) => entry.question);
}
