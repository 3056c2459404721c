/**
 * Blind probe 20, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 19). Files generated here from fixed seeds
 * (20 001 to 20 005), in domains no earlier probe used (made-up figures, nothing copied, the
 * reserved packages neither used nor imitated): a quarry's weighbridge tickets in 2024 (date and
 * time "14/03/2024 07:42", net weights "18.42 t", prices per tonne "£14.50", load values
 * "£1,234.56" or "-" on void tickets, moisture "6.5%" or "n/a", a long name "Delivery Distance
 * (miles, one way)", statuses "Void - Overloaded"), an MOT test centre's tests over a financial
 * year (dates "03-Apr-2023", slots "09:30", odometers "84,512" or "n/a", fees "£54.85", "£0.00"
 * free retests and "-" on fleet accounts, CO "0.12%", test times "47 min", results "Fail -
 * Brakes"), an escape room venue (a workbook with a Bookings sheet of Excel dates, starts
 * "7:00pm", prices "£96.00" or "-", escape times "52:13", feedback "n/a", and a Rooms sheet with
 * theme, difficulty, time limit and build cost "£22,000"), a water testing lab's samples (three
 * dates written three ways: "2024-03-12", "14 Mar 2024", "21/03/2024"; "0.8 NTU", "6.2 °C",
 * "n/a", results "Fail - E. coli" and "Rejected - Temperature") and a pest control firm's jobs
 * over a year (dates "7 November 2023", arrivals "08:45", "45 min", "12.4 mi", charges "£95.00",
 * "£0.00" and "-", activity "n/a", outcomes "No Access - Customer Out"). Expected figures are
 * computed here in plain JavaScript over the generated rows. PROBE20.md records the data check
 * made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, csvBytes, eitherReading, extremeRows, groupBy, isNum, monthForms, num, text, topN, weekdayForms, weighted } from './probe2';
import { acceptingRows, mean, sum, type Expected, type Question } from './questions';

const DAY = 86_400_000;
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const comma0 = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const plain = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const dmy = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
const hhmm = (minute: number): string => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
/** A choice among weighted rows of a table, returning the row itself. */
const chooseRow = <T extends readonly [unknown, number, ...unknown[]]>(rand: () => number, items: readonly T[]): T => choose(rand, items.map((item) => [item, item[1]] as [T, number]));

// ---------------------------------------------------------------------------------------------
// a quarry's weighbridge tickets, 2024

const QUARRY_CLOSED = ['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26'];
const AGGREGATES: Array<[string, number, number]> = [
  // [product, weight, list price £/t]
  ['Type 1 Sub-base', 30, 14.5], ['20mm Clean', 14, 19.8], ['10mm Chippings', 10, 22.4], ['Scalpings', 12, 9.75], ['Building Sand', 13, 18.2], ['Quarry Dust 0-4mm', 8, 11.3], ['6F2 Capping', 8, 10.6], ['Armour Stone', 3, 32],
];
const QUARRY_CUSTOMERS: Array<[string, number, string, number]> = [
  // [customer, weight, account, discount]
  ['Hallam Construction', 18, 'Credit', 0.08], ['Brook Civils', 12, 'Credit', 0.06], ['Brookside Developments', 7, 'Credit', 0.04], ['County Highways', 14, 'Credit', 0.1],
  ['Dales Landscapes', 8, 'Credit', 0.03], ['Greaves Builders', 9, 'Credit', 0.05], ['Marsden Groundworks', 10, 'Credit', 0.06], ['Cash Sale', 12, 'Cash', 0],
];
/** [tare low, tare high, legal gross] in tonnes. */
const LORRIES: Record<string, [number, number, number]> = {
  '8-Wheeler Tipper': [12.4, 13.2, 32], 'Artic Tipper': [14.6, 15.8, 44], '6-Wheeler Tipper': [10.2, 11, 26], 'Tractor & Trailer': [8.6, 9.6, 31], 'Pickup/Van': [2, 2.4, 3.5],
};
const HAULIERS: Array<[string, number]> = [['Own Fleet', 30], ['Pike Haulage', 20], ['Moorside Tippers', 15], ['J&K Transport', 10], ['Customer Vehicle', 25]];
const HAULIER_LORRIES: Record<string, string[]> = { 'Own Fleet': ['8-Wheeler Tipper', 'Artic Tipper'], 'Pike Haulage': ['8-Wheeler Tipper', 'Artic Tipper'], 'Moorside Tippers': ['8-Wheeler Tipper', '6-Wheeler Tipper'], 'J&K Transport': ['Artic Tipper'] };
const WEEKDAY_HOURS: Array<[number, number]> = [[6, 5], [7, 16], [8, 14], [9, 11], [10, 10], [11, 9], [12, 6], [13, 9], [14, 8], [15, 6], [16, 3]];
const SATURDAY_HOURS: Array<[number, number]> = [[7, 10], [8, 9], [9, 7], [10, 5], [11, 3]];
const QUARRY_SEASON = [0.55, 0.6, 0.8, 1, 1.1, 1.15, 1.15, 1.1, 1.05, 1, 0.8, 0.55];
const to50 = (x: number): number => Math.round(x * 50) / 50;
const DIST = 'Delivery Distance (miles, one way)';
const MOIST = 'Moisture % (sand & dust only)';

/** "Ticket No", "Date Out" "14/03/2024 07:42", Customer, Account (Credit/Cash), Product, Haulier, "Vehicle Type", "Vehicle Reg", "Gross (t)", "Tare (t)", "Net Weight" "18.42 t", "Price per Tonne" "£14.50", "Load Value" "£267.09" ("-" on void tickets), "Delivery Distance (miles, one way)" (blank when collected or void), "Moisture % (sand & dust only)" "6.5%" ("n/a" otherwise), "Weighbridge Clerk" (blank now and then), Status (Completed / Void - Overloaded / Void - Duplicate / Void - Wrong Product). */
export function quarryTickets(): EvalDataset {
  const rand = random(20_001);
  const letters = [...'ABCDEFGHJKLMNOPRSTUVWXY'];
  const reg = (): string => `${pick(rand, letters)}${pick(rand, letters)}${pick(rand, ['15', '65', '16', '66', '17', '67', '18', '68', '19', '69', '20', '70', '21', '71', '22', '72', '23', '73'])} ${pick(rand, letters)}${pick(rand, letters)}${pick(rand, letters)}`;
  const fleets: Record<string, string[]> = {};
  for (const [haulier, size] of [['Own Fleet', 6], ['Pike Haulage', 5], ['Moorside Tippers', 4], ['J&K Transport', 3]] as Array<[string, number]>) fleets[haulier] = Array.from({ length: size }, reg);
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    if (wd === 0 || QUARRY_CLOSED.includes(isoDay(date)) || (month === 11 && date.getUTCDate() >= 24)) continue;
    const sat = wd === 6;
    const n = Math.round(16 * QUARRY_SEASON[month] * (sat ? 0.35 : 1) * (0.7 + rand() * 0.6));
    const times: number[] = [];
    for (let k = 0; k < n; k++) {
      const hour = choose(rand, sat ? SATURDAY_HOURS : WEEKDAY_HOURS);
      times.push(hour * 60 + (hour === 6 ? 30 + Math.floor(rand() * 30) : Math.floor(rand() * 60)));
    }
    times.sort((a, b) => a - b);
    for (const minute of times) {
      const [customer, , account, discount] = chooseRow(rand, QUARRY_CUSTOMERS);
      const haulier = account === 'Cash' ? 'Customer Vehicle' : choose(rand, HAULIERS);
      const vehicle = account === 'Cash' ? choose(rand, [['Pickup/Van', 60], ['6-Wheeler Tipper', 25], ['Tractor & Trailer', 15]] as Array<[string, number]>)
        : haulier === 'Customer Vehicle' ? choose(rand, [['6-Wheeler Tipper', 40], ['Tractor & Trailer', 30], ['8-Wheeler Tipper', 30]] as Array<[string, number]>) : pick(rand, HAULIER_LORRIES[haulier]);
      const big = vehicle === '8-Wheeler Tipper' || vehicle === 'Artic Tipper';
      const products = AGGREGATES.filter(([p]) => big || p !== 'Armour Stone');
      const productOf = (): [string, number, number] => chooseRow(rand, products);
      let [product, , list] = productOf();
      const plate = haulier === 'Customer Vehicle' ? reg() : pick(rand, fleets[haulier]);
      const [lo, hi, limit] = LORRIES[vehicle];
      const tare = to50(lo + rand() * (hi - lo));
      const fill = vehicle === 'Pickup/Van' ? 0.25 + rand() * 0.7 : 0.84 + rand() * 0.15;
      const moisture = product === 'Building Sand' || product === 'Quarry Dust 0-4mm' ? round1(5 + rand() * 4 + (month <= 1 || month >= 10 ? 1.2 : 0)) : null;
      const distance = haulier === 'Customer Vehicle' ? null : round1(2 + rand() * 8 + rand() * rand() * 40 + (customer === 'County Highways' ? 6 : 0));
      const clerk = rand() < 0.025 ? null : sat ? 'Dev' : minute < 12 * 60 ? 'Pat' : 'Lorraine';
      const rise = t >= Date.UTC(2024, 3, 1) ? 1.04 : 1;
      let at = minute;
      const push = (status: string, gross: number): void => {
        const price = round2(list * rise * (1 - discount));
        const net = round2(gross - tare);
        const completed = status === 'Completed';
        drafts.push({
          order: t + at * 60_000, 'Date Out': new Date(t + at * 60_000), Customer: customer, Account: account, Product: product, Haulier: haulier, 'Vehicle Type': vehicle, 'Vehicle Reg': plate,
          'Gross (t)': gross, 'Tare (t)': tare, 'Net Weight': net, 'Price per Tonne': price, 'Load Value': completed ? round2(net * price) : null, [DIST]: completed ? distance : null,
          [MOIST]: product === 'Building Sand' || product === 'Quarry Dust 0-4mm' ? moisture ?? round1(6 + rand() * 3) : null, 'Weighbridge Clerk': clerk, Status: status,
        });
      };
      let gross = to50(tare + (limit - tare) * fill);
      if (vehicle !== 'Pickup/Van' && rand() < 0.022) {
        push('Void - Overloaded', to50(limit + 0.2 + rand() * 1.3));
        at += 4 + Math.floor(rand() * 7);
        gross = to50(limit - 0.1 - rand() * 0.6);
      }
      if (rand() < 0.004) {
        push('Void - Wrong Product', gross);
        at += 2 + Math.floor(rand() * 5);
        const was = product;
        while (product === was) [product, , list] = productOf();
      }
      push('Completed', gross);
      if (rand() < 0.006) {
        at += 1 + Math.floor(rand() * 3);
        push('Void - Duplicate', gross);
      }
    }
  }
  const rows: Row[] = [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }, n) => { void order; return { 'Ticket No': `WB24-${String(n + 1).padStart(5, '0')}`, ...draft }; });
  const header = ['Ticket No', 'Date Out', 'Customer', 'Account', 'Product', 'Haulier', 'Vehicle Type', 'Vehicle Reg', 'Gross (t)', 'Tare (t)', 'Net Weight', 'Price per Tonne', 'Load Value', DIST, MOIST, 'Weighbridge Clerk', 'Status'];
  const stamp = (d: Date): string => `${dmy(d)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  const lines = rows.map((row) => [
    row['Ticket No'] as string, stamp(row['Date Out'] as Date), row.Customer as string, row.Account as string, row.Product as string, row.Haulier as string, row['Vehicle Type'] as string, row['Vehicle Reg'] as string,
    (row['Gross (t)'] as number).toFixed(2), (row['Tare (t)'] as number).toFixed(2), `${(row['Net Weight'] as number).toFixed(2)} t`, `£${money2(row['Price per Tonne'] as number)}`,
    row['Load Value'] === null ? '-' : `£${money2(row['Load Value'] as number)}`, row[DIST] === null ? '' : (row[DIST] as number).toFixed(1), row[MOIST] === null ? 'n/a' : `${(row[MOIST] as number).toFixed(1)}%`,
    plain(row['Weighbridge Clerk']), row.Status as string,
  ]);
  return { name: 'p20_quarry', file: 'weighbridge_tickets_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'weighbridge_tickets_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// an MOT test centre's tests, April 2023 - March 2024

const MOT_MAKES: Array<[string, number, Array<[string, number, string]>]> = [
  // [make, weight, [model, weight, kind]]
  ['Ford', 18, [['Fiesta', 40, 'car'], ['Focus', 30, 'car'], ['Kuga', 12, 'car'], ['Transit', 18, 'van']]],
  ['Vauxhall', 15, [['Corsa', 45, 'car'], ['Astra', 35, 'car'], ['Vivaro', 20, 'van']]],
  ['Volkswagen', 12, [['Golf', 40, 'car'], ['Polo', 35, 'car'], ['Transporter', 25, 'van']]],
  ['Toyota', 9, [['Yaris', 40, 'car'], ['Corolla', 25, 'hybrid'], ['Prius', 20, 'hybrid'], ['Aygo', 15, 'car']]],
  ['Nissan', 8, [['Qashqai', 45, 'car'], ['Micra', 30, 'car'], ['Leaf', 25, 'ev']]],
  ['BMW', 7, [['3 Series', 50, 'car'], ['1 Series', 35, 'car'], ['X3', 15, 'car']]],
  ['Peugeot', 6, [['208', 45, 'car'], ['308', 35, 'car'], ['Partner', 20, 'small van']]],
  ['Honda', 5, [['Civic', 45, 'car'], ['Jazz', 55, 'car']]],
  ['Kia', 6, [['Sportage', 45, 'car'], ['Ceed', 30, 'car'], ['Niro', 25, 'hybrid']]],
  ['Mercedes-Benz', 6, [['A-Class', 35, 'car'], ['C-Class', 30, 'car'], ['Sprinter', 35, 'van']]],
  ['Tesla', 2, [['Model 3', 100, 'ev']]],
];
const MOT_CLOSED = ['2023-04-07', '2023-04-10', '2023-05-01', '2023-05-08', '2023-05-29', '2023-08-28', '2024-03-29'];
const MOT_SEASON = [0.8, 0.9, 1.45, 1.05, 1, 0.95, 0.95, 0.85, 1.35, 1.1, 1, 0.75];
const FAIL_REASONS: Array<[string, number]> = [['Lights', 28], ['Brakes', 20], ['Tyres', 17], ['Suspension', 15], ['Visibility', 10], ['Emissions', 10]];
const motOpen = (t: number): boolean => {
  const d = new Date(t);
  const iso = isoDay(d);
  return d.getUTCDay() !== 0 && !MOT_CLOSED.includes(iso) && !((d.getUTCMonth() === 11 && d.getUTCDate() >= 24) || iso === '2024-01-01') && t <= Date.UTC(2024, 2, 30);
};
const FAILED = (row: Row): boolean => String(row.Result).startsWith('Fail');

/** "Test No", "Test Date" "03-Apr-2023", Time "09:30", Reg, Make, Model, Fuel, Class ("Class 4"/"Class 7"), "Year of Manufacture", "Odometer (miles)" "84,512" ("n/a" when unreadable), "Booking Source", Tester, Retest (Yes/No), Result (Pass / Pass - Advisories / Fail - Lights…), Advisories (blank when none), "CO (%vol)" "0.12%" ("n/a" for diesel and electric), "Test Time" "47 min", Fee "£54.85" ("£45.00" trade, "£0.00" free retests, "£27.43" part retests, "-" on fleet accounts). */
export function motTests(): EvalDataset {
  const rand = random(20_002);
  const letters = [...'ABCDEFGHJKLMNOPRSTUVWXY'];
  const drafts: Array<Row & { order: number }> = [];
  const slotsWeekday = Array.from({ length: 17 }, (_, i) => 8 * 60 + 30 * i);
  const slotsSaturday = Array.from({ length: 8 }, (_, i) => 8 * 60 + 30 * i);
  const testersOn = (wd: number): string[] => (wd === 6 ? ['Jo Rees'] : [wd <= 3 ? 'Gary Walsh' : 'Mike Okoro', wd === 5 ? 'Jo Rees' : 'Sam Patel']);
  const retests: Array<{ t: number; base: Row; reason: string }> = [];
  const test = (t: number, minute: number, tester: string, base: Row, retest: boolean, reason: string | null): string => {
    const age = new Date(t).getUTCFullYear() - (base['Year of Manufacture'] as number);
    const fuel = base.Fuel as string;
    const van = base.Class === 'Class 7' || ['Transit', 'Vivaro', 'Transporter', 'Sprinter', 'Partner'].includes(base.Model as string);
    const miles = base['Odometer (miles)'] as number | null;
    let failP = 0.16 + 0.017 * age + (van ? 0.08 : 0) + (miles !== null && miles > 100_000 ? 0.05 : 0) + (fuel === 'Electric' ? -0.05 : 0) + (tester === 'Gary Walsh' ? 0.04 : 0);
    if (retest) failP = 0.12;
    let result: string;
    if (rand() < failP) {
      let why = retest && reason ? reason : choose(rand, FAIL_REASONS);
      while (why === 'Emissions' && fuel === 'Electric') why = choose(rand, FAIL_REASONS);
      result = `Fail - ${why}`;
    } else result = 'Pass';
    const advisories = retest ? (rand() < 0.3 ? 1 + Math.floor(rand() * 2) : 0) : Math.floor(rand() * (1.2 + age / 3.5));
    if (result === 'Pass' && advisories > 0) result = 'Pass - Advisories';
    const co = fuel === 'Petrol' || fuel === 'Hybrid' ? (result === 'Fail - Emissions' ? round2(0.31 + rand() * 0.8) : round2(rand() * rand() * 0.25)) : null;
    const cls = base.Class as string;
    const source = base['Booking Source'] as string;
    const fee = source === 'Fleet' ? null : retest ? (rand() < 0.75 ? 0 : cls === 'Class 7' ? 29.3 : 27.43) : source === 'Trade' ? 45 : cls === 'Class 7' ? 58.6 : 54.85;
    const minutes = retest ? 15 + Math.floor(rand() * 16) : Math.round(38 + rand() * 22 + (result.startsWith('Fail') ? 10 : 0) + (cls === 'Class 7' ? 8 : 0));
    drafts.push({
      order: t + minute * 60_000 + drafts.length, 'Test Date': new Date(t), Time: hhmm(minute), Reg: base.Reg, Make: base.Make, Model: base.Model, Fuel: fuel, Class: cls, 'Year of Manufacture': base['Year of Manufacture'],
      'Odometer (miles)': miles === null ? null : retest ? miles + Math.floor(rand() * 80) : miles, 'Booking Source': source, Tester: tester, Retest: retest ? 'Yes' : 'No', Result: result,
      Advisories: advisories > 0 ? advisories : null, 'CO (%vol)': co, 'Test Time': minutes, Fee: fee,
    });
    return result;
  };
  for (let t = Date.UTC(2023, 3, 3); t <= Date.UTC(2024, 2, 30); t += DAY) {
    if (!motOpen(t)) continue;
    const date = new Date(t);
    const wd = date.getUTCDay();
    const testers = testersOn(wd);
    const p = 0.3 * MOT_SEASON[date.getUTCMonth()] * (wd === 1 ? 1.1 : wd === 5 ? 0.9 : wd === 6 ? 1.2 : 1);
    for (const minute of wd === 6 ? slotsSaturday : slotsWeekday) {
      for (const tester of testers) {
        if (rand() >= p) continue;
        const [make, , models] = chooseRow(rand, MOT_MAKES);
        const [model, , kind] = chooseRow(rand, models);
        const cls = kind === 'van' && rand() < (model === 'Transit' || model === 'Sprinter' ? 0.6 : 0.3) ? 'Class 7' : 'Class 4';
        const maxAge = model === 'Model 3' ? 6 : model === 'Leaf' ? 12 : 22;
        const age = Math.min(maxAge, 3 + Math.floor(-Math.log(1 - rand()) * 5));
        const fuel = kind === 'ev' ? 'Electric' : kind === 'hybrid' ? 'Hybrid' : kind === 'van' || kind === 'small van' ? 'Diesel' : rand() < (age > 8 ? 0.5 : 0.3) ? 'Diesel' : 'Petrol';
        const miles = rand() < 0.02 ? null : Math.round(age * (kind === 'van' ? 14_000 : 8_000) * (0.6 + rand() * 0.8));
        const source = kind === 'van' && rand() < 0.3 ? 'Fleet' : choose(rand, [['Phone', 32], ['Online', 38], ['Walk-in', 8], ['Trade', 16], ['Fleet', 4]] as Array<[string, number]>);
        const plate = `${pick(rand, letters)}${pick(rand, letters)}${pad2((date.getUTCFullYear() - age) % 100 + (rand() < 0.5 ? 50 : 0))} ${pick(rand, letters)}${pick(rand, letters)}${pick(rand, letters)}`;
        const base: Row = { Reg: plate, Make: make, Model: model, Fuel: fuel, Class: cls, 'Year of Manufacture': date.getUTCFullYear() - age, 'Odometer (miles)': miles, 'Booking Source': source };
        const result = test(t, minute, tester, base, false, null);
        if (result.startsWith('Fail') && rand() < 0.72) retests.push({ t: t + (1 + Math.floor(rand() * 9)) * DAY, base, reason: result.slice(7) });
      }
    }
  }
  for (const { t: first, base, reason } of retests) {
    let t = first;
    while (!motOpen(t) && t <= Date.UTC(2024, 2, 30)) t += DAY;
    if (t > Date.UTC(2024, 2, 30)) continue;
    const wd = new Date(t).getUTCDay();
    test(t, pick(rand, wd === 6 ? slotsSaturday : slotsWeekday), pick(rand, testersOn(wd)), base, true, reason);
  }
  const rows: Row[] = [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }, n) => { void order; return { 'Test No': `MOT-${String(n + 1).padStart(5, '0')}`, ...draft }; });
  const header = ['Test No', 'Test Date', 'Time', 'Reg', 'Make', 'Model', 'Fuel', 'Class', 'Year of Manufacture', 'Odometer (miles)', 'Booking Source', 'Tester', 'Retest', 'Result', 'Advisories', 'CO (%vol)', 'Test Time', 'Fee'];
  const dMy = (d: Date): string => `${pad2(d.getUTCDate())}-${MONTH_SHORT[d.getUTCMonth()]}-${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Test No'] as string, dMy(row['Test Date'] as Date), row.Time as string, row.Reg as string, row.Make as string, row.Model as string, row.Fuel as string, row.Class as string, String(row['Year of Manufacture']),
    row['Odometer (miles)'] === null ? 'n/a' : comma0(row['Odometer (miles)'] as number), row['Booking Source'] as string, row.Tester as string, row.Retest as string, row.Result as string, plain(row.Advisories),
    row['CO (%vol)'] === null ? 'n/a' : `${(row['CO (%vol)'] as number).toFixed(2)}%`, `${String(row['Test Time'])} min`, row.Fee === null ? '-' : `£${money2(row.Fee as number)}`,
  ]);
  return { name: 'p20_mot', file: 'mot_tests_FY2023-24.csv', bytes: csvBytes(header, lines), tables: [{ label: 'mot_tests_FY2023-24.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// an escape room venue, 2024: "Bookings" and "Rooms"

interface EscapeRoom { room: string; theme: string; difficulty: string; max: number; limit: number; opened: string; cost: number; escape: number }
const ESCAPE_ROOMS: EscapeRoom[] = [
  { room: 'The Vault', theme: 'Heist', difficulty: 'Hard', max: 6, limit: 60, opened: '2021-05-14', cost: 22_000, escape: 0.42 },
  { room: "Pharaoh's Tomb", theme: 'Adventure', difficulty: 'Medium', max: 6, limit: 60, opened: '2019-11-02', cost: 18_500, escape: 0.6 },
  { room: 'Asylum', theme: 'Horror', difficulty: 'Expert', max: 5, limit: 60, opened: '2022-10-28', cost: 26_750, escape: 0.27 },
  { room: 'Toy Workshop', theme: 'Family', difficulty: 'Easy', max: 8, limit: 45, opened: '2020-12-01', cost: 12_400, escape: 0.85 },
  { room: 'Lab 47', theme: 'Sci-Fi', difficulty: 'Medium', max: 6, limit: 60, opened: '2023-06-17', cost: 31_200, escape: 0.57 },
  { room: 'Prohibition', theme: 'Mystery', difficulty: 'Hard', max: 6, limit: 75, opened: '2024-03-01', cost: 24_000, escape: 0.45 },
];
const GROUP_PRICE: Record<number, number> = { 2: 60, 3: 78, 4: 92, 5: 105, 6: 114, 7: 126, 8: 136 };
const ESCAPE_SEASON = [0.7, 0.75, 0.9, 0.95, 0.9, 0.9, 1.05, 1.1, 0.9, 1.05, 1, 1.25];
const GAME_MASTERS = ['Ellie', 'Josh', 'Marta', 'Reuben', 'Kai'];
const clock = (minutes: number): string => { const h = Math.floor(minutes / 60); return `${String(((h + 11) % 12) + 1)}:${pad2(minutes % 60)}${h < 12 ? 'am' : 'pm'}`; };

/** "Bookings": "Booking Ref", Room, Date (a real Excel date shown "d mmm yyyy"), Start "7:00pm", Players, "Booking Type", "Price Paid" "£96.00" ("-" for vouchers, customer cancellations and room faults; "£20.00" deposits kept on no-shows), Status (Played / Cancelled - Customer / Cancelled - Room Fault / No Show), Escaped (Yes/No; blank unless played), "Escape Time" "52:13" ("-" unless escaped), Hints (blank unless played), "Game Master", "Feedback (1-5)" ("n/a" when none). "Rooms": Room, Theme, Difficulty, "Max Players", "Time Limit (min)", Opened (a real date), "Build Cost" "£22,000". */
export async function escapeWorkbook(): Promise<EvalDataset> {
  const rand = random(20_003);
  const rows: Row[] = [];
  const weekdaySlots = [17 * 60 + 30, 19 * 60, 20 * 60 + 30];
  const weekendSlots = [10 * 60, 11 * 60 + 30, 13 * 60, 14 * 60 + 30, 16 * 60, 17 * 60 + 30, 19 * 60, 20 * 60 + 30];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    const iso = isoDay(date);
    if (wd === 1 || iso === '2024-01-01' || iso === '2024-12-24' || iso === '2024-12-25' || iso === '2024-12-26') continue;
    const weekend = wd === 0 || wd === 6;
    for (const slot of weekend ? weekendSlots : weekdaySlots) {
      for (const room of ESCAPE_ROOMS) {
        if (t < Date.parse(`${room.opened}T00:00:00Z`)) continue;
        if (room.room === 'Toy Workshop' && slot > 19 * 60) continue;
        const evening = slot >= 17 * 60;
        let p = (0.3 + (weekend ? 0.25 : 0) + (wd === 5 && evening ? 0.15 : 0)) * ESCAPE_SEASON[month];
        if (room.room === 'Asylum' && month === 9) p *= 1.4;
        if (room.room === 'Toy Workshop' && !weekend) p *= 0.6;
        if (rand() >= Math.min(0.95, p)) continue;
        const type = room.room === 'Toy Workshop' ? choose(rand, [['Public', 50], ['Birthday', 35], ['Voucher', 15]] as Array<[string, number]>)
          : weekend ? choose(rand, [['Public', 55], ['Birthday', 10], ['Voucher', 13], ['Hen/Stag', wd === 6 ? 14 : 4], ['Corporate', 4]] as Array<[string, number]>)
          : choose(rand, [['Public', 55], ['Corporate', 18], ['Voucher', 14], ['Birthday', 5], ['Hen/Stag', 8]] as Array<[string, number]>);
        const least = type === 'Corporate' || type === 'Hen/Stag' ? 4 : 2;
        const players = choose(rand, ([[2, 15], [3, 22], [4, 26], [5, 18], [6, 12], [7, 4], [8, 3]] as Array<[number, number]>).filter(([k]) => k <= room.max && k >= least));
        const price = round2(GROUP_PRICE[players] * (room.room === 'Toy Workshop' ? 0.85 : 1) * (type === 'Corporate' ? 1.15 : 1) + (type === 'Birthday' ? 25 : 0));
        const status = choose(rand, [['Played', 90], ['Cancelled - Customer', 5], ['No Show', 2.5], ['Cancelled - Room Fault', room.room === 'Lab 47' ? 3 : 1]] as Array<[string, number]>);
        const played = status === 'Played';
        const hints = played ? Math.floor(rand() * (room.difficulty === 'Easy' ? 3 : room.difficulty === 'Medium' ? 4 : 6)) : null;
        const escaped = played ? rand() < Math.min(0.97, room.escape + (players - 4) * 0.03 + (hints ?? 0) * 0.02) : null;
        const seconds = escaped ? Math.round(room.limit * 60 * (0.6 + rand() * 0.38)) : null;
        const feedback = played && rand() < 0.55 ? (escaped ? choose(rand, [[5, 55], [4, 35], [3, 10]] as Array<[number, number]>) : choose(rand, [[5, 25], [4, 40], [3, 25], [2, 10]] as Array<[number, number]>)) : null;
        const paid = type === 'Voucher' ? null : played ? price : status === 'No Show' ? 20 : null;
        rows.push({
          order: t + slot * 60_000, Room: room.room, Date: date, Start: clock(slot), Players: players, 'Booking Type': type, 'Price Paid': paid, Status: status, Escaped: escaped === null ? null : escaped ? 'Yes' : 'No',
          'Escape Time': seconds === null ? null : seconds / 60, Hints: hints, 'Game Master': pick(rand, GAME_MASTERS), 'Feedback (1-5)': feedback,
        });
      }
    }
  }
  const bookings: Row[] = rows.map(({ order, ...row }, n) => { void order; return { 'Booking Ref': `ESC-${String(24_001 + n)}`, ...row }; });
  const rooms: Row[] = ESCAPE_ROOMS.map((r) => ({ Room: r.room, Theme: r.theme, Difficulty: r.difficulty, 'Max Players': r.max, 'Time Limit (min)': r.limit, Opened: new Date(Date.parse(`${r.opened}T00:00:00Z`)), 'Build Cost': r.cost }));
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2025, 0, 3, 10, 0));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet('Bookings');
  const header = ['Booking Ref', 'Room', 'Date', 'Start', 'Players', 'Booking Type', 'Price Paid', 'Status', 'Escaped', 'Escape Time', 'Hints', 'Game Master', 'Feedback (1-5)'];
  sheet.addRow(header);
  const mmss = (minutes: number): string => { const s = Math.round(minutes * 60); return `${pad2(Math.floor(s / 60))}:${pad2(s % 60)}`; };
  const cell = (row: Row, h: string): string | number | Date | null => {
    const v = row[h];
    if (h === 'Price Paid') return v === null ? '-' : `£${money2(v as number)}`;
    if (h === 'Escape Time') return v === null ? (row.Status === 'Played' ? '-' : null) : mmss(v as number);
    if (h === 'Feedback (1-5)') return v === null ? 'n/a' : (v as number);
    return v as string | number | Date | null;
  };
  for (const row of bookings) sheet.addRow(header.map((h) => cell(row, h))).getCell(3).numFmt = 'd mmm yyyy';
  const rSheet = workbook.addWorksheet('Rooms');
  const rHeader = ['Room', 'Theme', 'Difficulty', 'Max Players', 'Time Limit (min)', 'Opened', 'Build Cost'];
  rSheet.addRow(rHeader);
  for (const row of rooms) rSheet.addRow(rHeader.map((h) => (h === 'Build Cost' ? `£${comma0(row[h] as number)}` : row[h]))).getCell(6).numFmt = 'dd/mm/yyyy';
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p20_escape', file: 'escape_rooms_2024.xlsx', bytes, tables: [{ label: 'escape_rooms_2024.xlsx / Bookings', rows: bookings }, { label: 'escape_rooms_2024.xlsx / Rooms', rows: rooms }] };
}

// ---------------------------------------------------------------------------------------------
// a water testing lab's samples, 2024

const LAB_CLIENTS: Array<[string, number, Array<[string, number]>, number]> = [
  // [client, weight, sample types, share sampled by the lab]
  ['Greystone Water', 24, [['Mains Tap', 100]], 0.8],
  ['Calder Valley Council', 16, [['Mains Tap', 30], ['Private Well', 45], ['Swimming Pool', 25]], 0.6],
  ['Fellside Holiday Park', 9, [['Borehole', 60], ['Swimming Pool', 40]], 0.2],
  ['Northmoor Leisure Centre', 10, [['Swimming Pool', 100]], 0.1],
  ['Hartley Farms', 8, [['Borehole', 55], ['Spring Supply', 45]], 0.15],
  ['Private Householder', 18, [['Private Well', 65], ['Spring Supply', 35]], 0.25],
  ['Beck House Hotel', 6, [['Swimming Pool', 50], ['Mains Tap', 50]], 0.2],
  ['Ridgeway Estates', 9, [['Spring Supply', 50], ['Borehole', 50]], 0.3],
];
const SAMPLE_PRICE: Record<string, number> = { 'Mains Tap': 42, 'Private Well': 68, Borehole: 68, 'Spring Supply': 68, 'Swimming Pool': 36 };
const LAB_SEASON = [0.8, 0.8, 0.9, 1, 1.1, 1.25, 1.35, 1.3, 1.1, 1, 0.9, 0.75];
const LAB_CLOSED = ['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26'];
const LAB_ANALYSTS = ['KB', 'SM', 'TR', 'AH'];
const NITRATE = 'Nitrate (mg/L NO3)';
/** The day the lab's file was exported: a report due after it is still pending. */
const EXPORTED = Date.UTC(2024, 11, 23);
const ECOLI = 'E. coli (cfu/100ml)';

/** "Lab No", "Date Sampled" "2024-03-12", "Date Received" "14 Mar 2024", "Date Reported" "21/03/2024" (blank when pending or rejected), Client, "Sample Type", "Sampled By" (Client / Lab Sampler), Priority (Standard/Urgent), pH, "Nitrate (mg/L NO3)" ("n/a" on pools), "E. coli (cfu/100ml)", Turbidity "0.8 NTU", "Arrival Temp" "6.2 °C", Price "£42.00" ("-" when rejected), Result (Pass / Fail - E. coli / Fail - Nitrate / Fail - pH / Fail - Turbidity / Rejected - Temperature / Rejected - Leaking Bottle / Pending), Analyst (blank unless reported). */
export function waterLabSamples(): EvalDataset {
  const rand = random(20_004);
  const rows: Row[] = [];
  for (let t = Date.UTC(2024, 0, 2); t <= Date.UTC(2024, 11, 20); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    if (wd === 0 || wd === 6 || LAB_CLOSED.includes(isoDay(date))) continue;
    const n = Math.round(7 * LAB_SEASON[month] * (wd === 5 ? 0.4 : 1) * (0.6 + rand() * 0.8));
    for (let k = 0; k < n; k++) {
      const [client, , types, labShare] = chooseRow(rand, LAB_CLIENTS);
      const type = choose(rand, types);
      const byLab = rand() < labShare;
      let delay = byLab ? (rand() < 0.85 ? 0 : 1) : choose(rand, [[0, 25], [1, 60], [2, 15]] as Array<[number, number]>);
      let received = t + delay * DAY;
      while (new Date(received).getUTCDay() === 0 || new Date(received).getUTCDay() === 6 || LAB_CLOSED.includes(isoDay(new Date(received)))) { received += DAY; delay++; }
      const summer = month >= 5 && month <= 7;
      const temp = byLab ? round1(3 + rand() * 4) : round1(3.5 + rand() * 4.5 + (summer ? 2 : 0) + delay * 0.9);
      const urgent = rand() < 0.12;
      const rejected = temp > 10 ? 'Rejected - Temperature' : rand() < 0.006 ? 'Rejected - Leaking Bottle' : null;
      const tat = urgent ? 1 + Math.floor(rand() * 3) : 4 + Math.floor(rand() * 7);
      const reported = rejected ? null : received + tat * DAY > EXPORTED ? null : received + tat * DAY;
      const tested = rejected === null && reported !== null;
      const well = type === 'Private Well';
      const spring = type === 'Spring Supply';
      const pool = type === 'Swimming Pool';
      const pH = !tested || rand() < 0.02 ? null : round1(type === 'Mains Tap' ? 7 + rand() * 1.2 : well ? 5.8 + rand() * 2 : type === 'Borehole' ? 6.5 + rand() * 1.5 : spring ? 5.5 + rand() * 1.7 : 6.9 + rand() * 1);
      const nitrate = !tested || pool || rand() < 0.02 ? null : round1(type === 'Mains Tap' ? 10 + rand() * 25 : well ? 5 + rand() * 70 : type === 'Borehole' ? 15 + rand() * 45 : 2 + rand() * 28);
      const ecoliP = type === 'Mains Tap' ? 0.005 : well ? 0.2 : type === 'Borehole' ? 0.08 : spring ? 0.3 : 0.03;
      const ecoli = !tested ? null : rand() < ecoliP ? 1 + Math.floor(rand() * rand() * (pool ? 10 : 150)) : 0;
      const turbidity = !tested ? null : round1(rand() < (well || spring ? 0.08 : 0.01) ? 4 + rand() * 6 : 0.1 + rand() * 1.4);
      const fail = !tested ? null : (ecoli ?? 0) > 0 ? 'Fail - E. coli' : (nitrate ?? 0) > 50 ? 'Fail - Nitrate' : pH !== null && (pool ? pH < 7 || pH > 7.8 : pH < 6.5 || pH > 9.5) ? 'Fail - pH' : (turbidity ?? 0) > 4 ? 'Fail - Turbidity' : 'Pass';
      rows.push({
        'Date Sampled': date, 'Date Received': new Date(received), 'Date Reported': reported === null ? null : new Date(reported), Client: client, 'Sample Type': type, 'Sampled By': byLab ? 'Lab Sampler' : 'Client', Priority: urgent ? 'Urgent' : 'Standard',
        pH, [NITRATE]: nitrate, [ECOLI]: ecoli, Turbidity: turbidity, 'Arrival Temp': temp, Price: rejected ? null : SAMPLE_PRICE[type] * (urgent ? 1.5 : 1), Result: rejected ?? fail ?? 'Pending', Analyst: tested ? pick(rand, LAB_ANALYSTS) : null,
      });
    }
  }
  rows.sort((a, b) => (a['Date Received'] as Date).getTime() - (b['Date Received'] as Date).getTime());
  const numbered: Row[] = rows.map((row, n) => ({ 'Lab No': `W24-${String(n + 1).padStart(5, '0')}`, ...row }));
  const header = ['Lab No', 'Date Sampled', 'Date Received', 'Date Reported', 'Client', 'Sample Type', 'Sampled By', 'Priority', 'pH', NITRATE, ECOLI, 'Turbidity', 'Arrival Temp', 'Price', 'Result', 'Analyst'];
  const dMonY = (d: Date): string => `${pad2(d.getUTCDate())} ${MONTH_SHORT[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;
  const fixed = (v: unknown, digits: number, suffix = ''): string => (v === null ? 'n/a' : `${(v as number).toFixed(digits)}${suffix}`);
  const lines = numbered.map((row) => [
    row['Lab No'] as string, isoDay(row['Date Sampled'] as Date), dMonY(row['Date Received'] as Date), row['Date Reported'] === null ? '' : dmy(row['Date Reported'] as Date), row.Client as string, row['Sample Type'] as string,
    row['Sampled By'] as string, row.Priority as string, fixed(row.pH, 1), fixed(row[NITRATE], 1), row[ECOLI] === null ? 'n/a' : String(row[ECOLI]), fixed(row.Turbidity, 1, ' NTU'), `${(row['Arrival Temp'] as number).toFixed(1)} °C`,
    row.Price === null ? '-' : `£${money2(row.Price as number)}`, row.Result as string, plain(row.Analyst),
  ]);
  return { name: 'p20_waterlab', file: 'water_lab_samples_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'water_lab_samples_2024.csv', rows: numbered }] };
}

// ---------------------------------------------------------------------------------------------
// a pest control firm's jobs, July 2023 - June 2024

const PEST_SEASON: Array<[string, number[]]> = [
  ['Rats', [14, 13, 11, 9, 8, 7, 7, 7, 9, 12, 14, 15]], ['Mice', [12, 11, 8, 5, 4, 3, 3, 3, 5, 10, 13, 14]], ['Wasps', [0, 0, 0, 1, 3, 8, 20, 26, 16, 4, 0, 0]],
  ['Bed Bugs', [3, 3, 3, 3, 4, 4, 5, 5, 4, 3, 3, 3]], ['Fleas', [1, 1, 1, 2, 2, 3, 4, 4, 3, 2, 1, 1]], ['Cockroaches', [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]],
  ['Squirrels', [3, 3, 2, 1, 1, 0, 0, 1, 2, 4, 4, 3]], ['Moles', [2, 3, 4, 4, 2, 1, 0, 0, 1, 2, 1, 1]], ['Pigeons', [1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1]],
];
const PEST_PRICE: Record<string, number> = { Rats: 95, Mice: 85, Wasps: 65, 'Bed Bugs': 180, Fleas: 110, Cockroaches: 120, Squirrels: 150, Moles: 90, Pigeons: 260 };
const PEST_AREAS: Array<[string, number]> = [['LS4', 10], ['LS5', 8], ['LS6', 14], ['LS11', 12], ['LS12', 11], ['LS13', 9], ['LS17', 6], ['LS28', 8], ['BD10', 5], ['WF3', 4]];
const CONTRACT_CUSTOMERS = ['Bella Napoli Pizzeria', 'Smith & Sons Butchers', 'Smithy Lane Primary', 'Kirkgate Market Hall', 'Riverside Care Home', 'Hollybank Hotel'];
const COMMERCIAL_CUSTOMERS = ['Corner Cafe', 'Northern Print Works', 'Greenhill Offices', 'Oakwood Warehouse', 'The Royal Oak', 'Spice Garden Takeaway', 'Meadow View Nursery', 'Aire Valley Storage'];
const ARRIVAL_HOURS: Array<[number, number]> = [[7, 5], [8, 14], [9, 14], [10, 13], [11, 12], [12, 8], [13, 12], [14, 11], [15, 9], [16, 5]];
const PEST_CLOSED = ['2023-08-28', '2023-12-25', '2023-12-26', '2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27'];

/** "Job Ref", "Visit Date" "7 November 2023", Arrived "08:45" (blank when cancelled), Technician, "Customer Type" (Domestic/Commercial/Contract), Customer ("Domestic" for householders), Area (postcode district), Pest, "Visit Type" (Initial/Follow-up/Routine/Emergency), Treatment ("-" when no treatment), "Bait Used (g)" (blank when none), "Time on Site" "45 min", Mileage "12.4 mi", Charge "£95.00" ("£0.00" follow-ups, "-" contract visits and cancellations), Activity (None/Low/Medium/High, "n/a" when not seen), Outcome (Treated / Resolved / Further Visit Needed / No Access - Customer Out / No Access - Refused / Cancelled - Customer), Paid (Yes/No; blank when nothing to pay). */
export function pestJobs(): EvalDataset {
  const rand = random(20_005);
  const rows: Row[] = [];
  for (let t = Date.UTC(2023, 6, 1); t < Date.UTC(2024, 6, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    if (PEST_CLOSED.includes(isoDay(date))) continue;
    const season = (month >= 6 && month <= 8 ? 1.25 : 1) * (month === 11 ? 0.85 : 1);
    const n = wd === 0 ? (rand() < 0.5 ? 1 : 0) : Math.round(8 * season * (wd === 6 ? 0.5 : 1) * (0.7 + rand() * 0.6));
    for (let k = 0; k < n; k++) {
      const pest = choose(rand, PEST_SEASON.map(([p, w]) => [p, w[month]] as [string, number]));
      const contractable = ['Rats', 'Mice', 'Cockroaches', 'Pigeons'].includes(pest);
      const homely = ['Moles', 'Squirrels', 'Fleas', 'Bed Bugs'].includes(pest);
      const customerType = wd === 0 ? 'Domestic' : choose(rand, [['Domestic', homely ? 85 : 58], ['Commercial', homely ? 15 : 24], ['Contract', contractable ? 18 : 0]] as Array<[string, number]>);
      const customer = customerType === 'Domestic' ? 'Domestic' : customerType === 'Contract' ? pick(rand, CONTRACT_CUSTOMERS) : pick(rand, COMMERCIAL_CUSTOMERS);
      const visitType = wd === 0 ? 'Emergency' : customerType === 'Contract' ? (rand() < 0.88 ? 'Routine' : 'Emergency') : pest === 'Wasps' ? (rand() < 0.85 ? 'Initial' : 'Emergency') : choose(rand, [['Initial', 60], ['Follow-up', 30], ['Emergency', 10]] as Array<[string, number]>);
      const r = rand();
      const outcomeAccess = r < 0.025 ? 'Cancelled - Customer' : r < 0.065 ? 'No Access - Customer Out' : r < 0.075 ? 'No Access - Refused' : null;
      const cancelled = outcomeAccess === 'Cancelled - Customer';
      const noAccess = outcomeAccess !== null && !cancelled;
      let treatment: string = pest === 'Rats' ? choose(rand, [['Bait', 70], ['Traps', 30]] as Array<[string, number]>) : pest === 'Mice' ? choose(rand, [['Bait', 60], ['Traps', 40]] as Array<[string, number]>)
        : pest === 'Wasps' ? 'Nest Treatment' : pest === 'Bed Bugs' ? choose(rand, [['Spray', 70], ['Heat', 30]] as Array<[string, number]>) : pest === 'Fleas' ? 'Spray' : pest === 'Cockroaches' ? 'Gel Bait' : pest === 'Pigeons' ? 'Proofing' : 'Traps';
      if (visitType === 'Follow-up' && rand() < 0.4) treatment = 'Inspection';
      const onSite = outcomeAccess === null;
      const bait = onSite && treatment === 'Bait' ? (pest === 'Rats' ? 20 * (5 + Math.floor(rand() * 41)) : 10 * (4 + Math.floor(rand() * 27))) : onSite && treatment === 'Gel Bait' ? 5 * (2 + Math.floor(rand() * 11)) : null;
      const span: Record<string, [number, number]> = { Heat: [240, 420], Proofing: [90, 240], Bait: [30, 75], Traps: [30, 70], 'Nest Treatment': [20, 45], Spray: [45, 90], 'Gel Bait': [40, 80], Inspection: [15, 35] };
      const [lo, hi] = span[treatment];
      const minutes = cancelled ? null : noAccess ? 5 + 5 * Math.floor(rand() * 3) : 5 * Math.round((lo + rand() * (hi - lo)) / 5);
      const area = choose(rand, PEST_AREAS);
      const miles = cancelled ? null : round1(1.5 + rand() * 12 + (area === 'BD10' || area === 'WF3' ? 10 : 0));
      const hour = visitType === 'Emergency' && rand() < 0.4 ? 17 + Math.floor(rand() * 4) : choose(rand, ARRIVAL_HOURS);
      const arrived = cancelled ? null : hour * 60 + (hour === 7 ? 30 + 5 * Math.floor(rand() * 6) : 5 * Math.floor(rand() * 12));
      const techs: Array<[string, number]> = treatment === 'Heat' ? [['Priya Shah', 50], ['Mark Tull', 50]] : [['Dave Hollins', 30], ['Priya Shah', 30], ['Mark Tull', 28], ...(wd >= 2 && wd <= 4 ? [['Sian Evans', 24] as [string, number]] : [])];
      const technician = choose(rand, techs);
      const priceBase = pest === 'Bed Bugs' && treatment === 'Heat' ? 450 : PEST_PRICE[pest];
      const charge = cancelled ? null : noAccess ? (customerType === 'Domestic' ? 35 : null)
        : visitType === 'Routine' ? null : visitType === 'Emergency' ? (customerType === 'Contract' ? 75 : round2(priceBase * (customerType === 'Commercial' ? 1.4 : 1) + 60))
        : visitType === 'Follow-up' ? 0 : round2(priceBase * (customerType === 'Commercial' ? 1.4 : 1));
      const outcome = outcomeAccess ?? (visitType === 'Follow-up' ? (rand() < 0.65 ? 'Resolved' : 'Further Visit Needed')
        : visitType === 'Routine' ? (rand() < 0.85 ? 'Treated' : 'Further Visit Needed')
        : ['Wasps', 'Pigeons'].includes(pest) ? 'Treated' : pest === 'Moles' ? (rand() < 0.4 ? 'Further Visit Needed' : 'Treated')
        : rand() < (visitType === 'Emergency' ? 0.4 : 0.7) ? 'Further Visit Needed' : 'Treated');
      const activity = outcomeAccess !== null ? null : pest === 'Wasps' && rand() < 0.5 ? 'High' : choose(rand, (visitType === 'Follow-up' ? [['None', 30], ['Low', 40], ['Medium', 20], ['High', 10]] : [['None', 8], ['Low', 30], ['Medium', 37], ['High', 25]]) as Array<[string, number]>);
      rows.push({
        order: t + (arrived ?? 12 * 60) * 60_000 + k, 'Visit Date': date, Arrived: arrived === null ? null : hhmm(arrived), Technician: technician, 'Customer Type': customerType, Customer: customer, Area: area, Pest: pest, 'Visit Type': visitType,
        Treatment: onSite ? treatment : null, 'Bait Used (g)': bait, 'Time on Site': minutes, Mileage: miles, Charge: charge, Activity: activity, Outcome: outcome, Paid: charge !== null && charge > 0 ? (rand() < 0.9 ? 'Yes' : 'No') : null,
      });
    }
  }
  const jobs: Row[] = [...rows].sort((a, b) => (a.order as number) - (b.order as number)).map(({ order, ...row }, n) => { void order; return { 'Job Ref': `J${String(10_001 + n)}`, ...row }; });
  const header = ['Job Ref', 'Visit Date', 'Arrived', 'Technician', 'Customer Type', 'Customer', 'Area', 'Pest', 'Visit Type', 'Treatment', 'Bait Used (g)', 'Time on Site', 'Mileage', 'Charge', 'Activity', 'Outcome', 'Paid'];
  const longDate = (d: Date): string => `${String(d.getUTCDate())} ${MONTH_LONG[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;
  const lines = jobs.map((row) => [
    row['Job Ref'] as string, longDate(row['Visit Date'] as Date), plain(row.Arrived), row.Technician as string, row['Customer Type'] as string, row.Customer as string, row.Area as string, row.Pest as string, row['Visit Type'] as string,
    row.Treatment === null ? '-' : (row.Treatment as string), plain(row['Bait Used (g)']), row['Time on Site'] === null ? '-' : `${String(row['Time on Site'])} min`, row.Mileage === null ? '-' : `${(row.Mileage as number).toFixed(1)} mi`,
    row.Charge === null ? '-' : `£${money2(row.Charge as number)}`, row.Activity === null ? 'n/a' : (row.Activity as string), row.Outcome as string, plain(row.Paid),
  ]);
  return { name: 'p20_pest', file: 'pest_jobs_2023-24.csv', bytes: csvBytes(header, lines), tables: [{ label: 'pest_jobs_2023-24.csv', rows: jobs }] };
}

export const PROBE20_DATASETS = new Set(['p20_quarry', 'p20_mot', 'p20_escape', 'p20_waterlab', 'p20_pest']);

export async function probe20Datasets(): Promise<EvalDataset[]> {
  return [quarryTickets(), motTests(), await escapeWorkbook(), waterLabSamples(), pestJobs()];
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

const at = (row: Row, column: string): number => (isNum(row[column]) ? (row[column] as number) : NaN);
const when = (row: Row, column: string): Date => row[column] as Date;
const yearIs = (column: string, ...years: number[]) => (row: Row): boolean => row[column] instanceof Date && years.includes(when(row, column).getUTCFullYear());
const monthIs = (column: string, year: number, month: number) => (row: Row): boolean => yearIs(column, year)(row) && when(row, column).getUTCMonth() === month - 1;
const dayIs = (column: string, iso: string) => (row: Row): boolean => row[column] instanceof Date && isoDay(when(row, column)) === iso;
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const quarterKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `Q${String(Math.floor(when(row, column).getUTCMonth() / 3) + 1)}` : null);
/** A month of one calendar year, keyed as a series over months is labelled ("2024-03"). */
const yearMonthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `${String(when(row, column).getUTCFullYear())}-${pad2(when(row, column).getUTCMonth() + 1)}` : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const hourKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCHours()) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string | number) => (row: Row): boolean => row[column] === value;
const starts = (column: string, prefix: string) => (row: Row): boolean => typeof row[column] === 'string' && (row[column] as string).startsWith(prefix);
const finite = (xs: number[]): number[] => xs.filter(Number.isFinite);
/** An hour of the day in every usual spelling, on the 24-hour and the 12-hour clock. */
const hourForms = (key: string): string[] => {
  const h = Number(key);
  const h12 = String(((h + 11) % 12) + 1);
  const half = h < 12 ? 'AM' : 'PM';
  return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`, `${h12} ${half}`, `${h12}:00 ${half}`, `${h12}${half.toLowerCase()}`])];
};
/** A clock time written "7:00pm" or "09:30", in every usual spelling. */
const clockForms = (label: string): string[] => {
  const m = /^(\d{1,2}):(\d{2})(am|pm)?$/.exec(label);
  if (!m) return [label];
  const h = (Number(m[1]) % 12) + (m[3] === 'pm' ? 12 : 0) + (m[3] === undefined && Number(m[1]) === 12 ? 12 : 0);
  const h12 = String(((h + 11) % 12) + 1);
  const half = h < 12 ? 'AM' : 'PM';
  const mm = m[2];
  return [...new Set([label, `${pad2(h)}:${mm}`, `${String(h)}:${mm}`, `${pad2(h)}:${mm}:00`, `${h12}:${mm} ${half}`, `${h12}:${mm}${half.toLowerCase()}`, `${h12}:${mm}${half}`, ...(mm === '00' ? [`${h12}${half.toLowerCase()}`, `${h12} ${half}`] : [])])];
};
/** A month of a file that holds one year: "3", "03", "Mar", "March", or the month with its year ("2024-03"). */
const monthFormsIn = (year: number) => (key: string): string[] => [...monthForms(key), `${String(year)}-${pad2(Number(key))}`, `${String(year)}-${pad2(Number(key))}-01`];
/** A month of a file that runs over twelve months from `first` (each month once): its number, names, or its "YYYY-MM". */
const monthFormsFrom = (firstYear: number, firstMonth: number) => (key: string): string[] => {
  const m = Number(key);
  const y = m >= firstMonth ? firstYear : firstYear + 1;
  return [...monthForms(key), `${String(y)}-${pad2(m)}`, `${String(y)}-${pad2(m)}-01`];
};
/** A which-row answer judged by its label alone, where the figure is not one column's cell (a duration written "52:13" or "45 min"). */
const labelsOnly = (e: Expected): Expected => (e.kind === 'row' ? { kind: 'row', column: e.column, labels: e.labels } : e);
/** A bare-words count: a user accepts the count, or the rows with the count said in the first sentence; the judge scores the count. */
const ROWS_OR_COUNT = 'answer forms a user accepts: the count; or the matching rows, whose count the first sentence says (the judge scores the count)';
/** A series over the months: keyed "2024-01"…; a series keyed 1…12 or Jan…Dec is the same answer where one year is asked, which the judge cannot match. */
const MONTH_SERIES = 'answer forms a user accepts: one figure per month, labelled 2024-01… (expected here) or 1…12 or Jan…Dec (the judge matches one spelling of a group key: count those apart)';
/** A share by group: a fraction in a `share` column or 0-100 in a `percent` column (the judge accepts both). */
const SHARE = 'a share per group: a fraction (0-1) in a share column, or 0-100 in a percent column; both accepted';
const PERCENT = 'a percent (0-100), as the file writes it; a fraction in a share column is accepted';
const ONE_YEAR_MONTH = 'the file holds 2024 only: 3, 03, Mar, March, 2024-03 all accepted';
const TWELVE_MONTHS = 'the file runs over twelve months, each calendar month once: 3, 03, Mar, March and its YYYY-MM all accepted';

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe20Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
  const out: CataloguedQuestion[] = [];
  const ask = (data: string) => (cls: ProbeClass, q: string, expect: Expected, why?: string): void => {
    out.push({ question: { data, q, expect, probe: true }, cls: expect.kind === 'refuse' ? 'refuse' : cls, ...(why ? { why } : {}) });
  };
  const refuse: Expected = { kind: 'refuse' };
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });
  const list = (values: Iterable<unknown>): Expected => ({ kind: 'list', values: [...new Set([...values].map(String))] });
  const groups = (values: Map<string, number>): Expected => ({ kind: 'groups', values });
  const shares = (values: Map<string, number>): Expected => ({ kind: 'groups', values, column: 'share' });
  const rates = (rows: Row[], key: (row: Row) => string | null, hit: (row: Row) => boolean): Expected => shares(groupBy(rows, key, (g) => g.filter(hit).length / g.length));
  const countBy = (rows: Row[], key: (row: Row) => string | null): Map<string, number> => groupBy(rows, key, (m) => m.length);
  const distinct = (rows: Row[], column: string): number => new Set(rows.map((row) => row[column]).filter((v) => v !== null)).size;
  const ratio = (rows: Row[], top: string, bottom: string): number => { const kept = rows.filter((row) => isNum(row[top]) && isNum(row[bottom])); return sum(num(kept, top)) / sum(num(kept, bottom)); };
  const keyed = (rows: Row[], keep: (row: Row) => boolean, key: (row: Row) => string | null, figure: (g: Row[]) => number): Map<string, number> => groupBy(rows.filter(keep), key, figure);
  const asIs = (k: string): string[] => [k];
  const either = <T>(values: T[], column: string) => (row: Row): boolean => values.includes(row[column] as T);

  // ---- quarry weighbridge tickets ----
  const qt = tables.get('weighbridge_tickets_2024.csv') ?? [];
  const Q = ask('p20_quarry');
  const DO = 'Date Out';
  const NET = 'Net Weight';
  const LV = 'Load Value';
  const PPT = 'Price per Tonne';
  const done = qt.filter(is('Status', 'Completed'));
  if (qt.some((row) => (at(row, 'Gross (t)') > LORRIES[row['Vehicle Type'] as string][2]) !== (row.Status === 'Void - Overloaded'))) throw new Error('probe 20: an overloaded ticket that is not void, or a void that is not overloaded');
  Q('plain', 'loads per product', groups(countBy(qt, text('Product'))), 'every ticket');
  Q('plain', 'total sales value', value(sum(num(qt, LV))), '"£1,234.56" as text; "-" (void) is none');
  Q('plain', 'avg load value', value(sum(num(qt, LV)) / num(qt, LV).length), 'over the tickets with a value (void tickets have none)');
  Q('plain', 'top 5 customers by spend', topN(groupBy(qt, text('Customer'), (g) => sum(num(g, LV))), 5), 'total Load Value; Cash Sale is a customer value');
  Q('plain', 'total delivery miles', value(sum(num(qt, DIST))), 'the Delivery Distance (miles, one way) column as written; blank (collected or void) is none');
  Q('which row', 'who buys the most tonnage', eitherReading(best(groupBy(qt, text('Customer'), (g) => sum(num(g, NET))), 'Customer', 'max', asIs, false), best(groupBy(done, text('Customer'), (g) => sum(num(g, NET))), 'Customer', 'max', asIs, false)), 'Net Weight over every ticket or over the completed ones: an answer where both name the customer');
  Q('which row', 'biggest net weight on a ticket', extremeRows(qt, NET, 'Ticket No', 'max'), '"18.42 t" as text; any tied ticket');
  Q('which row', 'which product earns the most per tonne', eitherReading(best(groupBy(qt, text('Product'), (g) => mean(num(g, PPT))), 'Product', 'max', asIs, false), best(groupBy(qt, text('Product'), (g) => ratio(g, LV, NET)), 'Product', 'max', asIs, false)), 'the average Price per Tonne, or Load Value over Net Weight: an answer where both name the product');
  Q('which row', 'which haulier does the most miles', best(groupBy(qt, text('Haulier'), (g) => sum(num(g, DIST))), 'Haulier'), 'total Delivery Distance (miles, one way)');
  Q('everyday words', 'how many duplicate tickets', count(qt.filter(is('Status', 'Void - Duplicate')).length), `Status "Void - Duplicate"; ${ROWS_OR_COUNT}`);
  Q('everyday words', 'how many wagons were sent back overweight', count(qt.filter(is('Status', 'Void - Overloaded')).length), `Status "Void - Overloaded" (exactly the tickets over their legal gross; checked); ${ROWS_OR_COUNT}`);
  Q('everyday words', 'how many cash sales', count(qt.filter(is('Account', 'Cash')).length), `Account Cash, every ticket; ${ROWS_OR_COUNT}`);
  Q('everyday words', 'how many own fleet loads', count(qt.filter(is('Haulier', 'Own Fleet')).length), `Haulier "Own Fleet", every ticket; ${ROWS_OR_COUNT}`);
  Q('comparison', 'tonnes sold type 1 vs scalpings', groups(keyed(done, either(['Type 1 Sub-base', 'Scalpings'], 'Product'), text('Product'), (g) => sum(num(g, NET)))), 'Net Weight of the completed tickets ("sold": void tickets are no sale), keyed Type 1 Sub-base, Scalpings');
  Q('comparison', 'sales q1 vs q2', groups(keyed(qt, (row) => ['Q1', 'Q2'].includes(quarterKey(DO)(row) ?? ''), quarterKey(DO), (g) => sum(num(g, LV)))), 'Load Value keyed Q1, Q2 (2024-Q1, 2024-Q2 accepted)');
  Q('comparison', 'avg net weight own fleet vs pike', groups(keyed(qt, either(['Own Fleet', 'Pike Haulage'], 'Haulier'), text('Haulier'), (g) => mean(num(g, NET)))), 'every ticket, keyed Own Fleet, Pike Haulage');
  Q('comparison', 'cash vs credit sales', groups(groupBy(qt, text('Account'), (g) => sum(num(g, LV)))), 'Load Value keyed by Account, Cash and Credit');
  Q('seasonality', 'busiest hour at the weighbridge', best(countBy(qt, hourKey(DO)), 'hour', 'max', hourForms), 'every ticket, by the hour of Date Out ("14/03/2024 07:42")');
  Q('seasonality', 'which month did we sell the most', best(groupBy(qt, monthKey(DO), (g) => sum(num(g, LV))), 'month', 'max', monthFormsIn(2024)), `Load Value; ${ONE_YEAR_MONTH}`);
  Q('seasonality', 'sales by month', groups(groupBy(qt, yearMonthKey(DO), (g) => sum(num(g, LV)))), MONTH_SERIES);
  Q('types as text', 'loads out on 14 march', count(qt.filter(dayIs(DO, '2024-03-14')).length), `every ticket of 14 March 2024 ("14/03/2024 hh:mm"); ${ROWS_OR_COUNT}`);
  Q('types as text', 'avg moisture on sand and dust', value(mean(num(qt, MOIST))), `"6.5%" as text, "n/a" is none; ${PERCENT}`);
  Q('types as text', 'what did hallam spend in june', value(sum(num(qt.filter((row) => row.Customer === 'Hallam Construction' && monthIs(DO, 2024, 6)(row)), LV))), 'Load Value, June 2024');
  Q('types as text', 'tickets before 7am', count(qt.filter((row) => when(row, DO).getUTCHours() < 7).length), `strict: weighed out before 07:00; ${ROWS_OR_COUNT}`);
  Q('units and conditions', 'loads over 20 t', count(qt.filter((row) => at(row, NET) > 20).length), `strict, Net Weight, every ticket; ${ROWS_OR_COUNT}`);
  Q('units and conditions', 'loads worth more than £500', count(qt.filter((row) => at(row, LV) > 500).length), `strict, Load Value; ${ROWS_OR_COUNT}`);
  Q('units and conditions', 'deliveries over 30 miles', count(qt.filter((row) => at(row, DIST) > 30).length), `strict; ${ROWS_OR_COUNT}`);
  Q('units and conditions', 'tonnes of type 1 to county highways excluding voids', value(sum(num(qt.filter((row) => row.Product === 'Type 1 Sub-base' && row.Customer === 'County Highways' && row.Status === 'Completed'), NET))), 'Net Weight, Status Completed');
  Q('units and conditions', 'artic loads between 25 and 30 t', count(qt.filter((row) => row['Vehicle Type'] === 'Artic Tipper' && at(row, NET) >= 25 && at(row, NET) <= 30).length), `Vehicle Type Artic Tipper, Net Weight 25 to 30 inclusive, every ticket; ${ROWS_OR_COUNT}`);
  Q('missing values', 'how many tickets have no clerk name', count(qt.filter((row) => row['Weighbridge Clerk'] === null).length), `blank Weighbridge Clerk; ${ROWS_OR_COUNT}`);
  Q('missing values', 'which columns have gaps', list(missingColumns(qt)), '"-" load values, blank distances and clerks, "n/a" moisture');
  Q('ratio or derived', 'revenue per tonne by product', groups(groupBy(qt, text('Product'), (g) => ratio(g, LV, NET))), 'total Load Value over total Net Weight of the tickets with both (the completed ones)');
  Q('ratio or derived', 'void rate by product', rates(qt, text('Product'), starts('Status', 'Void')), `tickets whose Status starts "Void" over every ticket of the product; ${SHARE}`);
  Q('ratio or derived', 'net to gross ratio by vehicle type', groups(groupBy(qt, text('Vehicle Type'), (g) => sum(num(g, NET)) / sum(num(g, 'Gross (t)')))), 'total Net Weight over total Gross (t), every ticket; a fraction');
  Q('refuse', 'which customer is the most profitable', refuse, 'no costs');
  Q('refuse', 'why are sales down in december', refuse, 'a reason');
  Q('refuse', 'how much type 1 will we sell next year', refuse, 'a forecast');
  Q('refuse', 'how much diesel did the loaders use', refuse, 'no fuel column');
  Q('refuse', 'how many tonnes did we blast', refuse, 'no production or blasting data; the tickets are sales out');
  Q('refuse', 'how much did brook spend', eitherReading(value(sum(num(qt.filter(is('Customer', 'Brook Civils')), LV))), value(sum(num(qt.filter(is('Customer', 'Brookside Developments')), LV)))), 'two readings: Brook Civils, or Brookside Developments (both together a third)');
  Q('refuse', 'how many big loads went out', refuse, '"big" has no threshold');
  const stone = done.filter(is('Product', 'Armour Stone'));
  const crushed = done.filter((row) => row.Product !== 'Building Sand');
  Q('refuse', 'tonnes of stone sold', eitherReading(value(sum(num(stone, NET))), value(sum(num(crushed, NET)))), 'two readings: Armour Stone, or every stone product (all but Building Sand)');
  Q('refuse', 'which driver brings the heaviest loads', refuse, 'no driver column (a vehicle reg is no driver)');

  // ---- MOT test centre ----
  const mt = tables.get('mot_tests_FY2023-24.csv') ?? [];
  const M = ask('p20_mot');
  const TD = 'Test Date';
  const ODO = 'Odometer (miles)';
  const TT = 'Test Time';
  const age = (row: Row): number => when(row, TD).getUTCFullYear() - at(row, 'Year of Manufacture');
  const firstTests = mt.filter(is('Retest', 'No'));
  const failRate = (g: Row[]): number => g.filter(FAILED).length / g.length;
  M('plain', 'tests by make', groups(countBy(mt, text('Make'))), 'every test, retests too');
  M('plain', 'total fees', value(sum(num(mt, 'Fee'))), '"£54.85" as text; "£0.00" free retests count 0; "-" (fleet, invoiced) is none');
  M('plain', 'avg mileage', value(mean(num(mt, ODO))), 'the Odometer (miles) column ("84,512" as text); "n/a" is none; every test');
  M('plain', 'how many testers have we got', count(distinct(mt, 'Tester')));
  M('plain', 'avg test time', value(mean(num(mt, TT))), '"47 min" as text; minutes');
  M('which row', 'which tester did the most mots', best(countBy(mt, text('Tester')), 'Tester'), 'every test');
  M('which row', 'highest mileage vehicle', extremeRows(mt, ODO, 'Reg', 'max'), 'the Reg of the highest Odometer reading');
  M('which row', 'which make has the worst fail rate', eitherReading(best(groupBy(mt, text('Make'), failRate), 'Make', 'max', asIs, false), best(groupBy(firstTests, text('Make'), failRate), 'Make', 'max', asIs, false)), 'fails over every test, or over the first tests only: an answer where both name the make');
  M('which row', 'most common model', best(countBy(mt, text('Model')), 'Model'), 'every test');
  M('everyday words', 'how many failed on brakes', count(mt.filter(is('Result', 'Fail - Brakes')).length), `Result "Fail - Brakes"; ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many fails for tyres', count(mt.filter(is('Result', 'Fail - Tyres')).length), `Result "Fail - Tyres"; ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many free retests', count(mt.filter((row) => row.Retest === 'Yes' && row.Fee === 0).length), `Retest Yes and Fee "£0.00" (part-fee and fleet retests are not free); ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many passed first time', count(mt.filter((row) => row.Retest === 'No' && starts('Result', 'Pass')(row)).length), `Result Pass or "Pass - Advisories" on a first test (Retest No); ${ROWS_OR_COUNT}`);
  M('comparison', 'fails petrol vs diesel', groups(keyed(mt, (row) => FAILED(row) && (row.Fuel === 'Petrol' || row.Fuel === 'Diesel'), text('Fuel'), (g) => g.length)), 'tests whose Result starts "Fail", keyed Petrol, Diesel');
  M('comparison', 'tests 2023 vs 2024', groups(groupBy(mt, yearKey(TD), (g) => g.length)), 'every test; 2023 from April, 2024 to March');
  M('comparison', 'avg mileage ford vs vauxhall', groups(keyed(mt, either(['Ford', 'Vauxhall'], 'Make'), text('Make'), (g) => mean(num(g, ODO)))), 'every test');
  M('comparison', 'online vs phone bookings', groups(keyed(mt, either(['Online', 'Phone'], 'Booking Source'), text('Booking Source'), (g) => g.length)), 'tests keyed by Booking Source, Online and Phone');
  M('seasonality', 'busiest month of the year', best(countBy(mt, monthKey(TD)), 'month', 'max', monthFormsFrom(2023, 4)), `every test; ${TWELVE_MONTHS}`);
  M('seasonality', 'which day of the week gets the most fails', best(countBy(mt.filter(FAILED), weekdayKey(TD)), 'weekday', 'max', weekdayForms), 'fails by the weekday of Test Date ("03-Apr-2023")');
  const slotWinner = best(countBy(mt, text('Time')), 'Time', 'max', clockForms);
  M('seasonality', 'busiest time slot', slotWinner, 'every test by Time ("09:30")');
  M('types as text', 'tests on 14 nov', count(mt.filter(dayIs(TD, '2023-11-14')).length), `"14-Nov-2023", the file's only November; ${ROWS_OR_COUNT}`);
  M('types as text', 'avg co reading', value(mean(num(mt, 'CO (%vol)'))), `"0.12%" as text, "n/a" (diesel, electric) is none; ${PERCENT}`);
  M('types as text', 'fees in december', value(sum(num(mt.filter(monthIs(TD, 2023, 12)), 'Fee'))), 'December 2023, the file\'s only December');
  M('types as text', 'how many 8:30 tests', count(mt.filter(is('Time', '08:30')).length), `Time "08:30"; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'vehicles over 100,000 miles', count(mt.filter((row) => at(row, ODO) > 100_000).length), `strict, tests whose Odometer is over 100,000 (a vehicle tested twice counts twice); ${ROWS_OR_COUNT}`);
  M('units and conditions', 'tests longer than an hour', count(mt.filter((row) => at(row, TT) > 60).length), `strict, over 60 min; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'class 7 fails', count(mt.filter((row) => row.Class === 'Class 7' && FAILED(row)).length), ROWS_OR_COUNT);
  M('units and conditions', 'pre 2010 vehicles that failed on emissions', count(mt.filter((row) => at(row, 'Year of Manufacture') < 2010 && row.Result === 'Fail - Emissions').length), `Year of Manufacture before 2010 (strict); ${ROWS_OR_COUNT}`);
  M('units and conditions', 'diesels with more than 3 advisories', count(mt.filter((row) => row.Fuel === 'Diesel' && at(row, 'Advisories') > 3).length), `strict; ${ROWS_OR_COUNT}`);
  M('missing values', 'how many tests have no mileage', count(mt.filter((row) => row[ODO] === null).length), `"n/a" Odometer; ${ROWS_OR_COUNT}`);
  M('missing values', 'which columns have blanks', list(missingColumns(mt)), '"n/a" odometers and CO, blank advisories, "-" fees');
  M('ratio or derived', 'fees per hour by tester', groups(groupBy(mt, text('Tester'), (g) => ratio(g, 'Fee', TT) * 60)), 'total Fee over total test hours, the tests with a fee');
  M('ratio or derived', 'avg vehicle age by fuel', groups(groupBy(mt, text('Fuel'), (g) => mean(g.map(age)))), 'the year of Test Date minus Year of Manufacture, every test');
  M('ratio or derived', 'share of bookings by source', shares(groupBy(mt, text('Booking Source'), (g) => g.length / mt.length)), `every test; ${SHARE}`);
  M('refuse', 'which garage sends us the most trade work', refuse, 'no garage names');
  M('refuse', 'why do vauxhalls fail so much', refuse, 'a reason');
  M('refuse', 'how many tests will we do next march', refuse, 'a forecast');
  M('refuse', 'how much did we make on repairs', refuse, 'no repair column');
  M('refuse', 'how many taxis did we test', refuse, 'no vehicle use column');
  const q1cal = mt.filter((row) => yearIs(TD, 2024)(row) && when(row, TD).getUTCMonth() <= 2).length;
  const q1fy = mt.filter((row) => yearIs(TD, 2023)(row) && when(row, TD).getUTCMonth() >= 3 && when(row, TD).getUTCMonth() <= 5).length;
  M('refuse', 'tests in the first quarter', eitherReading(count(q1cal), count(q1fy)), 'two readings: January to March 2024 (the calendar quarter), or April to June 2023 (the first quarter of the file\'s financial year)');
  M('refuse', 'how many old cars failed', refuse, '"old" has no threshold');
  M('refuse', 'how many dangerous defects did we find', refuse, 'no defect severity column');
  M('refuse', 'whats our fail rate', eitherReading(value(failRate(mt)), value(failRate(firstTests))), 'two readings: fails over every test, or over the first tests only (retests left out)');

  // ---- escape rooms (workbook: Bookings and Rooms) ----
  const eb = tables.get('escape_rooms_2024.xlsx / Bookings') ?? [];
  const er = tables.get('escape_rooms_2024.xlsx / Rooms') ?? [];
  const E = ask('p20_escape');
  const ED = 'Date';
  const PP = 'Price Paid';
  const ET = 'Escape Time';
  const roomOf = new Map(er.map((row) => [row.Room as string, row]));
  const roomField = (field: string) => (row: Row): string | null => (roomOf.get(row.Room as string)?.[field] as string | undefined) ?? null;
  const difficulty = roomField('Difficulty');
  const theme = roomField('Theme');
  const played = eb.filter(is('Status', 'Played'));
  const escapeRate = (g: Row[]): number => { const p = g.filter((row) => row.Escaped !== null); return p.filter(is('Escaped', 'Yes')).length / p.length; };
  E('plain', 'bookings per room', groups(countBy(eb, text('Room'))), 'every booking');
  E('plain', 'total revenue', value(sum(num(eb, PP))), '"£96.00" as text; "-" (vouchers, cancellations) is none; the £20 deposits kept on no-shows count');
  E('plain', 'avg group size', value(mean(num(eb, 'Players'))), 'every booking');
  E('plain', 'how many game masters', count(distinct(eb, 'Game Master')));
  E('plain', 'avg feedback score', value(mean(num(eb, 'Feedback (1-5)'))), '"n/a" is none');
  E('which row', 'which room makes the most money', best(groupBy(eb, text('Room'), (g) => sum(num(g, PP))), 'Room'), 'total Price Paid');
  E('which row', 'fastest escape', labelsOnly(extremeRows(eb, ET, 'Booking Ref', 'min')), 'the lowest Escape Time ("41:07" as text, minutes and seconds); judged by the Booking Ref');
  E('which row', 'which theme gets the most bookings', best(countBy(eb, theme), 'Theme'), 'needs the Rooms sheet; every booking');
  E('which row', 'which gm gives the most hints per game', best(groupBy(eb, text('Game Master'), (g) => mean(num(g, 'Hints'))), 'Game Master'), 'the average Hints over the games played (blank unless played)');
  E('everyday words', 'how many groups got out', count(eb.filter(is('Escaped', 'Yes')).length), `Escaped Yes; ${ROWS_OR_COUNT}`);
  E('everyday words', 'how many no shows', count(eb.filter(is('Status', 'No Show')).length), `Status No Show; ${ROWS_OR_COUNT}`);
  E('everyday words', 'how many games did we lose to room faults', count(eb.filter(is('Status', 'Cancelled - Room Fault')).length), `Status "Cancelled - Room Fault"; ${ROWS_OR_COUNT}`);
  E('everyday words', 'how many birthday bookings', count(eb.filter(is('Booking Type', 'Birthday')).length), `Booking Type Birthday, every booking; ${ROWS_OR_COUNT}`);
  E('comparison', 'escape rate easy vs hard', shares(keyed(eb, (row) => difficulty(row) === 'Easy' || difficulty(row) === 'Hard', difficulty, escapeRate)), `needs the Rooms sheet; Escaped Yes over the games played (Escaped not blank), keyed Easy, Hard; ${SHARE}`);
  E('comparison', 'corporate vs public revenue', groups(keyed(eb, either(['Corporate', 'Public'], 'Booking Type'), text('Booking Type'), (g) => sum(num(g, PP)))), 'Price Paid keyed by Booking Type, Corporate and Public');
  E('comparison', 'avg players vault vs asylum', groups(keyed(eb, either(['The Vault', 'Asylum'], 'Room'), text('Room'), (g) => mean(num(g, 'Players')))), 'every booking, keyed The Vault, Asylum');
  E('comparison', 'escape rate 2 players vs 6 players', shares(keyed(eb, either([2, 6], 'Players'), (row) => String(row.Players), escapeRate)), `Escaped Yes over the games played, keyed 2, 6; ${SHARE}`);
  E('seasonality', 'busiest month', best(countBy(eb, monthKey(ED)), 'month', 'max', monthFormsIn(2024)), `every booking; ${ONE_YEAR_MONTH}`);
  E('seasonality', 'most popular start time', best(countBy(eb, text('Start')), 'Start', 'max', clockForms), 'every booking by Start ("7:00pm")');
  E('seasonality', 'revenue by month', groups(groupBy(eb, yearMonthKey(ED), (g) => sum(num(g, PP)))), MONTH_SERIES);
  E('types as text', 'bookings on halloween', count(eb.filter(dayIs(ED, '2024-10-31')).length), `31 October 2024; ${ROWS_OR_COUNT}`);
  E('types as text', 'avg escape time in minutes', value(mean(num(eb, ET))), '"52:13" as text (minutes and seconds), in minutes; "-" (not escaped) is none');
  E('types as text', 'revenue from the 8:30pm slot', value(sum(num(eb.filter(is('Start', '8:30pm')), PP))), 'Price Paid, Start "8:30pm"');
  E('types as text', 'takings in december', value(sum(num(eb.filter(monthIs(ED, 2024, 12)), PP))), 'Price Paid, December 2024');
  E('units and conditions', 'escapes under 45 mins', count(eb.filter((row) => at(row, ET) < 45).length), `strict, Escape Time under 45:00; ${ROWS_OR_COUNT}`);
  E('units and conditions', 'bookings over £100', count(eb.filter((row) => at(row, PP) > 100).length), `strict, Price Paid; ${ROWS_OR_COUNT}`);
  E('units and conditions', 'groups of 6 or more', count(eb.filter((row) => at(row, 'Players') >= 6).length), `every booking; ${ROWS_OR_COUNT}`);
  E('units and conditions', 'games with more than 3 hints', count(eb.filter((row) => at(row, 'Hints') > 3).length), `strict; ${ROWS_OR_COUNT}`);
  E('units and conditions', 'corporate groups that escaped the vault', count(eb.filter((row) => row['Booking Type'] === 'Corporate' && row.Room === 'The Vault' && row.Escaped === 'Yes').length), ROWS_OR_COUNT);
  E('missing values', 'how many bookings have no feedback', count(eb.filter((row) => row['Feedback (1-5)'] === null).length), `"n/a" Feedback (1-5), every booking; ${ROWS_OR_COUNT}`);
  E('missing values', 'which columns on the bookings sheet have gaps', list(missingColumns(eb)), 'the Bookings sheet: "-" prices and escape times, blank escaped, escape times and hints, "n/a" feedback');
  E('ratio or derived', 'revenue per player by room', groups(groupBy(eb, text('Room'), (g) => ratio(g, PP, 'Players'))), 'total Price Paid over total Players of the bookings with a price');
  E('ratio or derived', 'escape rate by difficulty', shares(groupBy(eb, difficulty, escapeRate)), `needs the Rooms sheet; Escaped Yes over the games played; ${SHARE}`);
  E('ratio or derived', 'what share of its build cost has each room made back', shares(groupBy(eb, text('Room'), (g) => sum(num(g, PP)) / (roomOf.get(g[0].Room as string)?.['Build Cost'] as number))), `needs the Rooms sheet; total Price Paid in 2024 over Build Cost ("£22,000" as text); ${SHARE}`);
  E('refuse', 'which room is the scariest', refuse, 'a judgement');
  E('refuse', 'why is the vault so hard', refuse, 'a reason');
  E('refuse', 'how many bookings will we get next halloween', refuse, 'a forecast');
  E('refuse', 'how many customers came back for a second room', refuse, 'no customer names or ids');
  E('refuse', 'what do we pay the game masters', refuse, 'no wages');
  const limitOf = (row: Row): number => roomOf.get(row.Room as string)?.['Time Limit (min)'] as number;
  E('refuse', 'avg time in the room', eitherReading(value(mean(num(eb, ET))), value(mean(played.map((row) => (row.Escaped === 'Yes' ? at(row, ET) : limitOf(row)))))), 'two readings: the Escape Time of the groups that got out, or every game played with the time limit for the groups that did not');
  E('refuse', 'which nights were dead', refuse, '"dead" has no threshold');
  E('refuse', 'how much did we spend on props', refuse, 'no costs beyond the build cost');
  E('refuse', 'how many kids played', refuse, 'players are not split by age');

  // ---- water testing lab ----
  const wl = tables.get('water_lab_samples_2024.csv') ?? [];
  const W = ask('p20_waterlab');
  const DS = 'Date Sampled';
  const DR = 'Date Received';
  const DP = 'Date Reported';
  const daysToReport = (row: Row): number => (row[DP] instanceof Date ? (when(row, DP).getTime() - when(row, DR).getTime()) / DAY : NaN);
  const daysFromSampling = (row: Row): number => (row[DP] instanceof Date ? (when(row, DP).getTime() - when(row, DS).getTime()) / DAY : NaN);
  const failedSample = starts('Result', 'Fail');
  const ecoliFails = wl.filter(is('Result', 'Fail - E. coli'));
  W('plain', 'samples by type', groups(countBy(wl, text('Sample Type'))), 'every sample');
  W('plain', 'total invoiced', value(sum(num(wl, 'Price'))), '"£42.00" as text; "-" (rejected) is none; pending samples are priced');
  W('plain', 'avg ph', value(mean(num(wl, 'pH'))), '"n/a" is none');
  W('plain', 'top 3 clients by number of samples', topN(countBy(wl, text('Client')), 3), 'every sample');
  W('plain', 'avg nitrate', value(mean(num(wl, NITRATE))), 'mg/L as written; "n/a" is none');
  W('which row', 'which client spends the most', best(groupBy(wl, text('Client'), (g) => sum(num(g, 'Price'))), 'Client'), 'total Price');
  W('which row', 'highest e coli count', extremeRows(wl, ECOLI, 'Lab No', 'max'), 'the Lab No of the highest E. coli (cfu/100ml); any tied sample');
  const testedSamples = wl.filter((row) => starts('Result', 'Fail')(row) || is('Result', 'Pass')(row));
  W('which row', 'which sample type has the highest failure rate', eitherReading(best(groupBy(wl, text('Sample Type'), (g) => g.filter(failedSample).length / g.length), 'Sample Type', 'max', asIs, false), best(groupBy(testedSamples, text('Sample Type'), (g) => g.filter(failedSample).length / g.length), 'Sample Type', 'max', asIs, false)), 'fails over every sample, or over the samples tested (rejected and pending left out): an answer where both name the type');
  W('which row', 'which analyst signed off the most reports', best(countBy(wl, text('Analyst')), 'Analyst'), 'samples per Analyst (blank unless reported)');
  W('everyday words', 'how many failed on e coli', count(ecoliFails.length), `Result "Fail - E. coli"; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many samples arrived too warm', count(wl.filter(is('Result', 'Rejected - Temperature')).length), `Result "Rejected - Temperature"; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many are still pending', count(wl.filter(is('Result', 'Pending')).length), `Result Pending; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many urgent jobs', count(wl.filter(is('Priority', 'Urgent')).length), `Priority Urgent; ${ROWS_OR_COUNT}`);
  W('comparison', 'nitrate wells vs boreholes', groups(keyed(wl, either(['Private Well', 'Borehole'], 'Sample Type'), text('Sample Type'), (g) => mean(num(g, NITRATE)))), 'average Nitrate, keyed Private Well, Borehole');
  W('comparison', 'days from receipt to report urgent vs standard', groups(groupBy(wl, text('Priority'), (g) => mean(finite(g.map(daysToReport))))), 'Date Reported minus Date Received, averaged over the reported samples, keyed Urgent, Standard');
  W('comparison', 'samples booked in q1 vs q4', groups(keyed(wl, (row) => ['Q1', 'Q4'].includes(quarterKey(DR)(row) ?? ''), quarterKey(DR), (g) => g.length)), 'by Date Received ("booked in"), keyed Q1, Q4 (2024-Q1, 2024-Q4 accepted)');
  W('comparison', 'e coli fails client sampled vs lab sampled', groups(countBy(ecoliFails, text('Sampled By'))), 'Result "Fail - E. coli" keyed by Sampled By, Client and Lab Sampler');
  W('seasonality', 'which month has the most e coli failures', eitherReading(best(countBy(ecoliFails, monthKey(DS)), 'month', 'max', monthFormsIn(2024), false), best(countBy(ecoliFails, monthKey(DR)), 'month', 'max', monthFormsIn(2024), false)), `by the month sampled or received: an answer where both name the month; ${ONE_YEAR_MONTH}`);
  W('seasonality', 'which weekday do most samples arrive', best(countBy(wl, weekdayKey(DR)), 'weekday', 'max', weekdayForms), 'every sample by the weekday of Date Received ("14 Mar 2024")');
  W('seasonality', 'samples received per month', groups(countBy(wl, yearMonthKey(DR))), MONTH_SERIES);
  W('types as text', 'samples received on 14 march', count(wl.filter(dayIs(DR, '2024-03-14')).length), `"14 Mar 2024"; ${ROWS_OR_COUNT}`);
  W('types as text', 'avg turbidity', value(mean(num(wl, 'Turbidity'))), '"0.8 NTU" as text; "n/a" is none');
  W('types as text', 'avg arrival temp', value(mean(num(wl, 'Arrival Temp'))), '"6.2 °C" as text');
  W('types as text', 'how many reports went out on 21 march', count(wl.filter(dayIs(DP, '2024-03-21')).length), `Date Reported "21/03/2024"; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'nitrate over 50 mg/l', count(wl.filter((row) => at(row, NITRATE) > 50).length), `strict; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'turbidity above 4 ntu', count(wl.filter((row) => at(row, 'Turbidity') > 4).length), `strict; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'samples with ph below 6.5', count(wl.filter((row) => at(row, 'pH') < 6.5).length), `strict; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'private wells with any e coli', count(wl.filter((row) => row['Sample Type'] === 'Private Well' && at(row, ECOLI) > 0).length), `E. coli above 0; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'samples that took more than 7 days from receipt to report', count(wl.filter((row) => daysToReport(row) > 7).length), `strict, Date Reported minus Date Received; ${ROWS_OR_COUNT}`);
  W('missing values', 'how many samples have no ph result', count(wl.filter((row) => row.pH === null).length), `"n/a" pH (rejected and pending ones too); ${ROWS_OR_COUNT}`);
  W('missing values', 'which columns are incomplete', list(missingColumns(wl)), 'blank report dates and analysts, "n/a" results, "-" prices');
  W('ratio or derived', 'avg days from receipt to report by sample type', groups(groupBy(wl, text('Sample Type'), (g) => mean(finite(g.map(daysToReport))))), 'Date Reported minus Date Received, over the reported samples');
  W('ratio or derived', 'share of samples failed by client', rates(wl, text('Client'), failedSample), `Result starting "Fail" over every sample of the client; ${SHARE}`);
  W('ratio or derived', 'rejection rate by who took the sample', rates(wl, text('Sampled By'), starts('Result', 'Rejected')), `Result starting "Rejected" over every sample, keyed by Sampled By; ${SHARE}`);
  W('refuse', 'is the mains water safe to drink', refuse, 'a judgement');
  W('refuse', 'why are the wells failing on nitrate', refuse, 'a reason');
  W('refuse', 'how many samples will we get next month', refuse, 'a forecast');
  W('refuse', 'whats the lead level in the tap samples', refuse, 'no lead column');
  W('refuse', 'how much do reagents cost us', refuse, 'no costs');
  W('refuse', 'how many coliform failures', refuse, 'no coliforms column (E. coli is not total coliforms)');
  W('refuse', 'avg turnaround', eitherReading(value(mean(finite(wl.map(daysToReport)))), value(mean(finite(wl.map(daysFromSampling))))), 'two readings: days from receipt to report, or from sampling to report');
  W('refuse', 'how many dirty samples', refuse, '"dirty" has no threshold (turbidity? E. coli?)');
  W('refuse', 'which village has the worst water', refuse, 'no location column');

  // ---- pest control jobs ----
  const pj = tables.get('pest_jobs_2023-24.csv') ?? [];
  const P = ask('p20_pest');
  const VD = 'Visit Date';
  const CH = 'Charge';
  const TOS = 'Time on Site';
  const BAIT = 'Bait Used (g)';
  const arrivedBefore = (row: Row, hour: number): boolean => typeof row.Arrived === 'string' && Number((row.Arrived as string).slice(0, 2)) < hour;
  const totalCharged = sum(num(pj, CH));
  P('plain', 'jobs by pest', groups(countBy(pj, text('Pest'))), 'every job');
  P('plain', 'total charged', value(totalCharged), '"£95.00" as text; "£0.00" follow-ups count 0; "-" (contract, cancelled) is none');
  P('plain', 'avg time on site', value(mean(num(pj, TOS))), '"45 min" as text; minutes; "-" (cancelled) is none');
  P('plain', 'how many techs', count(distinct(pj, 'Technician')));
  P('plain', 'total mileage', value(sum(num(pj, 'Mileage'))), '"12.4 mi" as text');
  P('which row', 'which tech brings in the most', best(groupBy(pj, text('Technician'), (g) => sum(num(g, CH))), 'Technician'), 'total Charge');
  P('which row', 'which area has the most rat jobs', best(countBy(pj.filter(is('Pest', 'Rats')), text('Area')), 'Area'), 'Pest Rats, every job, by Area');
  P('which row', 'longest job', labelsOnly(extremeRows(pj, TOS, 'Job Ref', 'max')), 'by Time on Site ("420 min" as text); judged by the Job Ref, any tied job');
  P('which row', 'which pest uses the most bait', best(groupBy(pj, text('Pest'), (g) => sum(num(g, BAIT))), 'Pest'), 'total Bait Used (g)');
  P('everyday words', 'how many wasp jobs', count(pj.filter(is('Pest', 'Wasps')).length), `Pest Wasps, every job; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many times couldnt we get in', count(pj.filter(starts('Outcome', 'No Access')).length), `Outcome starting "No Access" (customer out or refused); ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many emergency callouts', count(pj.filter(is('Visit Type', 'Emergency')).length), `Visit Type Emergency; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many bed bug heat treatments', count(pj.filter((row) => row.Pest === 'Bed Bugs' && row.Treatment === 'Heat').length), `Pest Bed Bugs, Treatment Heat; ${ROWS_OR_COUNT}`);
  P('comparison', 'rats vs mice', groups(keyed(pj, either(['Rats', 'Mice'], 'Pest'), text('Pest'), (g) => g.length)), 'jobs keyed Rats, Mice');
  P('comparison', 'domestic vs commercial income', groups(keyed(pj, either(['Domestic', 'Commercial'], 'Customer Type'), text('Customer Type'), (g) => sum(num(g, CH)))), 'Charge keyed by Customer Type, Domestic and Commercial (Contract is its own type)');
  P('comparison', 'avg time on site dave vs priya', groups(keyed(pj, either(['Dave Hollins', 'Priya Shah'], 'Technician'), text('Technician'), (g) => mean(num(g, TOS)))), 'minutes, keyed Dave Hollins, Priya Shah');
  P('comparison', 'jobs 2023 vs 2024', groups(countBy(pj, yearKey(VD))), 'every job; 2023 from July, 2024 to June');
  P('seasonality', 'which month is busiest for wasps', best(countBy(pj.filter(is('Pest', 'Wasps')), monthKey(VD)), 'month', 'max', monthFormsFrom(2023, 7)), `wasp jobs; ${TWELVE_MONTHS}`);
  P('seasonality', 'busiest day of the week', best(countBy(pj, weekdayKey(VD)), 'weekday', 'max', weekdayForms), 'every job by the weekday of Visit Date ("7 November 2023")');
  P('seasonality', 'jobs by month', groups(countBy(pj, yearMonthKey(VD))), 'keyed 2023-07…2024-06 (twelve months over two years)');
  P('types as text', 'jobs on 7 november', count(pj.filter(dayIs(VD, '2023-11-07')).length), `"7 November 2023", the file's only November; ${ROWS_OR_COUNT}`);
  P('types as text', 'avg miles per job', value(mean(num(pj, 'Mileage'))), '"12.4 mi" as text; "-" (cancelled) is none');
  P('types as text', 'what did we charge in august', value(sum(num(pj.filter(monthIs(VD, 2023, 8)), CH))), 'August 2023, the file\'s only August');
  P('types as text', 'jobs where we arrived before 8am', count(pj.filter((row) => arrivedBefore(row, 8)).length), `Arrived before "08:00" (strict); ${ROWS_OR_COUNT}`);
  P('units and conditions', 'jobs over 90 mins on site', count(pj.filter((row) => at(row, TOS) > 90).length), `strict; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'callouts more than 20 miles', count(pj.filter((row) => at(row, 'Mileage') > 20).length), `strict, Mileage; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'charges over £150', count(pj.filter((row) => at(row, CH) > 150).length), `strict; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'domestic rat jobs with high activity', count(pj.filter((row) => row['Customer Type'] === 'Domestic' && row.Pest === 'Rats' && row.Activity === 'High').length), ROWS_OR_COUNT);
  P('units and conditions', 'jobs that used over 500 g of bait', count(pj.filter((row) => at(row, BAIT) > 500).length), `strict; ${ROWS_OR_COUNT}`);
  P('missing values', 'how many jobs have no activity level', count(pj.filter((row) => row.Activity === null).length), `"n/a" Activity; ${ROWS_OR_COUNT}`);
  P('missing values', 'which columns have missing data', list(missingColumns(pj)), 'blank arrivals, bait and paid, "-" treatments, times, mileage and charges, "n/a" activity');
  P('ratio or derived', 'income per hour on site by tech', groups(groupBy(pj, text('Technician'), (g) => ratio(g, CH, TOS) * 60)), 'total Charge over total hours on site, the jobs with both');
  P('ratio or derived', 'share of jobs needing another visit by pest', rates(pj, text('Pest'), is('Outcome', 'Further Visit Needed')), `Outcome "Further Visit Needed" over every job of the pest; ${SHARE}`);
  P('ratio or derived', 'share of income by customer type', shares(groupBy(pj, text('Customer Type'), (g) => sum(num(g, CH)) / totalCharged)), `Charge of the type over all Charge; ${SHARE}`);
  P('refuse', 'who is our best tech', refuse, 'a judgement');
  P('refuse', 'why are there more rats this winter', refuse, 'a reason');
  P('refuse', 'how many wasp jobs will we get next summer', refuse, 'a forecast');
  P('refuse', 'how much poison have we got left in stock', refuse, 'no stock column');
  P('refuse', 'how many rats did we kill', refuse, 'no catch count (bait and activity only)');
  P('refuse', 'how much did smith pay us', eitherReading(value(sum(num(pj.filter(is('Customer', 'Smith & Sons Butchers')), CH))), value(sum(num(pj.filter(is('Customer', 'Smithy Lane Primary')), CH)))), 'two readings: Smith & Sons Butchers, or Smithy Lane Primary (both together a third)');
  P('refuse', 'how many rodent jobs', eitherReading(count(pj.filter(either(['Rats', 'Mice'], 'Pest')).length), count(pj.filter(either(['Rats', 'Mice', 'Squirrels'], 'Pest')).length)), 'two readings: rats and mice, or squirrels too');
  P('refuse', 'how many bad infestations', refuse, '"bad" has no threshold (High only, or Medium and High)');
  P('refuse', 'whats our repeat customer rate', refuse, 'no customer ids for householders');
  return out;
}

export function probe20Questions(tables: Map<string, Row[]>): Question[] {
  return probe20Catalogue(tables).map(acceptingRows);
}
