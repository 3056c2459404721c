/**
 * Blind probe 21, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 20). Files generated here from fixed seeds
 * (21 001 to 21 005), in trades no earlier probe used (made-up figures, nothing copied, the
 * reserved packages neither used nor imitated): a craft bakery's wholesale delivery lines in 2024
 * (dates "Tue 12/03/24", drop times "5:45", prices "£3.10", line totals "£1,234.56" or "-", dough
 * weights "900 g" beside "1.8 kg", returns counted for the sale-or-return farm shops and "n/a" for
 * everyone else, statuses "Not Delivered - Snow"), a hand car wash and valeting centre's till over
 * twelve months (date and time "14.09.2024 10:32", durations "45 mins" and "1 hr 50 mins", paid
 * "£10.80", "£0.00" rewashes and "-£95.00" refunds, discounts "10%", ratings "4/5", "n/a" water
 * readings), a sawmill's log intake (dates "7th May 2024", weigh-in "1:05 PM", lengths "4.9 m",
 * volumes "28.4 m³", moisture "54%" or "n/a", a long name "Top Diameter (cm, avg)", statuses
 * "Rejected - Rot"), a marina's visitor berths (a workbook with a Visitors sheet of Excel dates,
 * lengths "11.6 m", fees "£96.00" or "-", and a Pontoons sheet with the nightly rate per metre
 * "£3.40", berths and shore power) and a sheep shearing contractor's tally book in 2025 (dates
 * "3/6/25", rates "£1.85/hd", start and finish "6:30" / "16:45", mileage "34 mi", wool "n/a" unless
 * shorn). Expected figures are computed here in plain JavaScript over the generated rows.
 * PROBE21.md records the data check made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row, type Value } from './data';
import { best, csvBytes, eitherReading, extremeRows, groupBy, isNum, monthForms, num, text, topN, weekdayForms, weighted } from './probe2';
import { acceptingRows, mean, sum, type Expected, type Question } from './questions';

const DAY = 86_400_000;
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const int = (rand: () => number, lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const plain = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** Minutes after midnight as "5:45" (the hour not padded). */
const hmm = (minute: number): string => `${String(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
/** Minutes after midnight as "09:05". */
const hhmm = (minute: number): string => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
/** A choice among weighted rows of a table, returning the row itself. */
const chooseRow = <T extends readonly [unknown, number, ...unknown[]]>(rand: () => number, items: readonly T[]): T => choose(rand, items.map((item) => [item, item[1]] as [T, number]));

// ---------------------------------------------------------------------------------------------
// a craft bakery's wholesale delivery lines, 2024

interface Bake { name: string; category: string; price: number; grams: number }
const BAKES: Bake[] = [
  { name: 'Sourdough Loaf', category: 'Bread', price: 3.1, grams: 900 },
  { name: 'White Bloomer', category: 'Bread', price: 2.2, grams: 800 },
  { name: 'Wholemeal Tin', category: 'Bread', price: 2.05, grams: 800 },
  { name: 'Seeded Rye', category: 'Bread', price: 2.9, grams: 750 },
  { name: 'Baguette', category: 'Bread', price: 1.15, grams: 350 },
  { name: 'Croissant', category: 'Viennoiserie', price: 0.95, grams: 90 },
  { name: 'Pain au Chocolat', category: 'Viennoiserie', price: 1.05, grams: 95 },
  { name: 'Cinnamon Bun', category: 'Viennoiserie', price: 1.3, grams: 120 },
  { name: 'Sausage Roll', category: 'Savoury', price: 1.45, grams: 150 },
  { name: 'Pork Pie', category: 'Savoury', price: 2.35, grams: 280 },
  { name: 'Brownie Tray', category: 'Cake', price: 14.5, grams: 1800 },
  { name: 'Hot Cross Buns x6', category: 'Seasonal', price: 4.2, grams: 420 },
  { name: 'Mince Pies x6', category: 'Seasonal', price: 4.8, grams: 360 },
];
interface BakeryCustomer { name: string; type: string; van: string | null; days: number[]; sor: boolean; standing: Array<[string, number, number]> }
const MON_SAT = [1, 2, 3, 4, 5, 6];
const BAKERY_CUSTOMERS: BakeryCustomer[] = [
  { name: 'Bean There Café', type: 'Café', van: 'Ade', days: MON_SAT, sor: false, standing: [['Croissant', 12, 30], ['Pain au Chocolat', 6, 18], ['Cinnamon Bun', 6, 15], ['Sourdough Loaf', 3, 8], ['Brownie Tray', 1, 2]] },
  { name: 'The Daily Grind', type: 'Café', van: 'Tom', days: MON_SAT, sor: false, standing: [['Croissant', 10, 24], ['Pain au Chocolat', 6, 12], ['Sausage Roll', 8, 20], ['White Bloomer', 2, 5], ['Cinnamon Bun', 4, 12]] },
  { name: 'Grind House Coffee', type: 'Café', van: 'Ade', days: [1, 2, 3, 4, 5], sor: false, standing: [['Croissant', 8, 20], ['Cinnamon Bun', 6, 14], ['Brownie Tray', 1, 2], ['Baguette', 4, 10]] },
  { name: 'Hilltop Farm Shop', type: 'Farm Shop', van: 'Tom', days: [2, 3, 4, 5, 6], sor: true, standing: [['Sourdough Loaf', 8, 24], ['White Bloomer', 8, 20], ['Wholemeal Tin', 6, 14], ['Seeded Rye', 4, 10], ['Sausage Roll', 10, 30], ['Pork Pie', 6, 18]] },
  { name: 'Meadowbank Farm Shop', type: 'Farm Shop', van: 'Ade', days: [2, 3, 4, 5, 6], sor: true, standing: [['Sourdough Loaf', 6, 20], ['White Bloomer', 6, 16], ['Wholemeal Tin', 4, 12], ['Seeded Rye', 3, 8], ['Pork Pie', 4, 12], ['Brownie Tray', 1, 2]] },
  { name: "St Aidan's Primary", type: 'School', van: 'Tom', days: [1, 2, 3, 4, 5], sor: false, standing: [['Wholemeal Tin', 10, 16], ['White Bloomer', 8, 14]] },
  { name: 'Olive & Vine Deli', type: 'Deli', van: 'Ade', days: MON_SAT, sor: false, standing: [['Baguette', 10, 30], ['Seeded Rye', 3, 8], ['Sourdough Loaf', 4, 10], ['Pork Pie', 3, 8]] },
  { name: 'The Swan Inn', type: 'Restaurant', van: 'Tom', days: [3, 4, 5, 6], sor: false, standing: [['Sourdough Loaf', 4, 10], ['Baguette', 6, 14], ['Brownie Tray', 1, 2]] },
  { name: 'Harbour Kitchen', type: 'Restaurant', van: 'Ade', days: [2, 3, 4, 5, 6], sor: false, standing: [['Sourdough Loaf', 3, 8], ['Seeded Rye', 2, 6], ['Baguette', 4, 10]] },
  { name: 'Corner Deli', type: 'Deli', van: null, days: MON_SAT, sor: false, standing: [['Sourdough Loaf', 4, 12], ['Croissant', 6, 18], ['Sausage Roll', 6, 16], ['Baguette', 6, 14]] },
];
const SCHOOL_TERMS: Array<[string, string]> = [['2024-01-08', '2024-02-09'], ['2024-02-19', '2024-03-28'], ['2024-04-15', '2024-05-24'], ['2024-06-03', '2024-07-19'], ['2024-09-03', '2024-10-25'], ['2024-11-04', '2024-12-20']];
const VAN_FAULT: Record<string, string> = { '2024-02-13': 'Ade', '2024-10-22': 'Tom' };
const SNOW_DAYS = ['2024-01-18', '2024-01-19'];
const BAKERY_HEADER = ['Line Ref', 'Docket', 'Delivery Date', 'Drop Time', 'Customer', 'Customer Type', 'Driver', 'Delivery Method', 'Product', 'Category', 'Qty Ordered', 'Qty Delivered', 'Returns', 'Unit Price', 'Line Total', 'Dough Weight (each)', 'Status'];

/** "Line Ref", Docket (one per customer and day), "Delivery Date" "Tue 12/03/24", "Drop Time" "5:45" (blank when collected or not delivered), Customer, "Customer Type", Driver (Tom/Ade; blank when collected), "Delivery Method" (Van/Collected), Product, Category, "Qty Ordered", "Qty Delivered" (blank when not delivered), Returns (sale-or-return farm shops only; "n/a" for everyone else), "Unit Price" "£3.10", "Line Total" "£1,234.56" ("-" when not delivered), "Dough Weight (each)" "900 g" or "1.8 kg", Status (Delivered / Delivered - Short / Cancelled - Customer / Not Delivered - Van Fault / Not Delivered - Snow). */
export function bakeryLines(): EvalDataset {
  const rand = random(21_001);
  const bake = new Map(BAKES.map((b) => [b.name, b]));
  const inTerm = (iso: string): boolean => SCHOOL_TERMS.some(([a, b]) => iso >= a && iso <= b);
  const dockets: Array<{ t: number; drop: number | null; customer: BakeryCustomer; status: string; lines: Array<{ product: string; qty: number }> }> = [];
  for (let t = Date.UTC(2024, 0, 2); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    const dom = date.getUTCDate();
    const iso = isoDay(date);
    if (wd === 0 || iso === '2024-12-25' || iso === '2024-12-26') continue;
    for (const c of BAKERY_CUSTOMERS) {
      if (!c.days.includes(wd) || (c.type === 'School' && !inTerm(iso))) continue;
      if (rand() < 0.04) continue;
      const factor = (c.type === 'Farm Shop' && wd === 6 ? 1.4 : 1) * (month === 11 ? 1.2 : 1) * (c.type === 'Restaurant' && (month === 6 || month === 7) ? 1.25 : 1) * (month <= 1 ? 0.85 : 1);
      const lines: Array<{ product: string; qty: number }> = [];
      for (const [product, lo, hi] of c.standing) if (rand() < 0.62) lines.push({ product, qty: Math.max(1, Math.round((lo + rand() * (hi - lo)) * factor)) });
      if (!lines.length) lines.push({ product: c.standing[0][0], qty: Math.max(1, Math.round(c.standing[0][1] * factor)) });
      if (month === 2 && dom <= 30 && ['Café', 'Farm Shop', 'Deli'].includes(c.type) && rand() < 0.6) lines.push({ product: 'Hot Cross Buns x6', qty: int(rand, 4, 16) });
      if (month === 11 && dom <= 24 && c.type !== 'School' && rand() < 0.65) lines.push({ product: 'Mince Pies x6', qty: int(rand, 4, 20) });
      const status = c.van !== null && VAN_FAULT[iso] === c.van ? 'Not Delivered - Van Fault' : c.van !== null && SNOW_DAYS.includes(iso) ? 'Not Delivered - Snow' : rand() < 0.012 ? 'Cancelled - Customer' : 'OK';
      const drop = c.van === null || status !== 'OK' ? null : c.van === 'Tom' ? 310 + 5 * int(rand, 0, 28) : 380 + 5 * int(rand, 0, 34);
      dockets.push({ t, drop, customer: c, status, lines });
    }
  }
  dockets.sort((a, b) => a.t - b.t || (a.drop ?? 720) - (b.drop ?? 720));
  const rows: Row[] = [];
  for (const [n, d] of dockets.entries()) {
    const c = d.customer;
    for (const { product, qty } of d.lines) {
      const b = bake.get(product) as Bake;
      const price = d.t >= Date.UTC(2024, 8, 2) ? Math.round(b.price * 1.05 * 20) / 20 : b.price;
      const ok = d.status === 'OK';
      const short = ok && qty >= 3 && rand() < 0.03;
      const delivered = !ok ? null : short ? qty - int(rand, 1, Math.min(4, qty - 1)) : qty;
      const returnable = b.category === 'Bread' || b.category === 'Savoury';
      const returns = !c.sor ? null : delivered === null ? null : returnable ? Math.floor(rand() * rand() * 0.3 * delivered) : 0;
      rows.push({
        'Line Ref': `L24-${String(rows.length + 1).padStart(5, '0')}`, Docket: `D24-${String(n + 1).padStart(4, '0')}`, 'Delivery Date': new Date(d.t), 'Drop Time': d.drop === null ? null : hmm(d.drop),
        Customer: c.name, 'Customer Type': c.type, Driver: c.van, 'Delivery Method': c.van === null ? 'Collected' : 'Van', Product: product, Category: b.category, 'Qty Ordered': qty, 'Qty Delivered': delivered, Returns: returns,
        'Unit Price': price, 'Line Total': delivered === null ? null : round2(delivered * price), 'Dough Weight (each)': b.grams, Status: ok ? (short ? 'Delivered - Short' : 'Delivered') : d.status,
      });
    }
  }
  const dated = (d: Date): string => `${DAY_SHORT[d.getUTCDay()]} ${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCFullYear() % 100)}`;
  const grams = (g: number): string => (g >= 1000 ? `${String(g / 1000)} kg` : `${String(g)} g`);
  const lines = rows.map((row) => [
    row['Line Ref'] as string, row.Docket as string, dated(row['Delivery Date'] as Date), plain(row['Drop Time']), row.Customer as string, row['Customer Type'] as string, plain(row.Driver), row['Delivery Method'] as string,
    row.Product as string, row.Category as string, String(row['Qty Ordered']), plain(row['Qty Delivered']), row.Returns === null ? (BAKERY_CUSTOMERS.find((c) => c.name === row.Customer)?.sor ? '' : 'n/a') : String(row.Returns),
    `£${money2(row['Unit Price'] as number)}`, row['Line Total'] === null ? '-' : `£${money2(row['Line Total'] as number)}`, grams(row['Dough Weight (each)'] as number), row.Status as string,
  ]);
  return { name: 'p21_bakery', file: 'bakery_wholesale_2024.csv', bytes: csvBytes(BAKERY_HEADER, lines), tables: [{ label: 'bakery_wholesale_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a hand car wash and valeting centre's till, March 2024 - February 2025

interface WashService { name: string; weight: number; prices: [number, number, number, number]; minutes: [number, number]; water: [number, number]; bay: 'wash' | 'valet' }
const WASH_SERVICES: WashService[] = [
  { name: 'Exterior Wash', weight: 35, prices: [8, 10, 12, 14], minutes: [10, 20], water: [70, 120], bay: 'wash' },
  { name: 'Wash & Vac', weight: 28, prices: [14, 16, 19, 22], minutes: [20, 35], water: [70, 120], bay: 'wash' },
  { name: 'Snow Foam & Wax', weight: 12, prices: [20, 24, 28, 32], minutes: [30, 45], water: [110, 170], bay: 'wash' },
  { name: 'Mini Valet', weight: 13, prices: [28, 32, 38, 45], minutes: [45, 75], water: [60, 110], bay: 'valet' },
  { name: 'Full Valet', weight: 8, prices: [85, 99, 120, 140], minutes: [110, 220], water: [130, 220], bay: 'valet' },
  { name: 'Engine Bay Clean', weight: 4, prices: [25, 25, 25, 25], minutes: [30, 50], water: [30, 60], bay: 'valet' },
];
const SIZES = ['Small', 'Medium', 'Large/SUV', 'Van'];
const WASH_SEASON = [0.7, 0.75, 0.9, 1.05, 1.1, 1.2, 1.25, 1.2, 1, 0.9, 0.8, 0.95];
const WASH_HOURS: Array<[number, number]> = [[8, 2], [9, 6], [10, 10], [11, 12], [12, 11], [13, 10], [14, 9], [15, 8], [16, 6], [17, 3]];
const WASH_ACCOUNTS: Array<[string, number, string[], string[]]> = [
  // [account, weight, vehicle sizes, services]
  ['A1 Cabs', 40, ['Medium', 'Large/SUV'], ['Wash & Vac', 'Mini Valet']],
  ['Westway Motors', 40, ['Small', 'Medium', 'Large/SUV'], ['Full Valet', 'Mini Valet']],
  ['Westway Van Hire', 20, ['Van'], ['Exterior Wash', 'Wash & Vac']],
];
const WASH_HEADER = ['Txn', 'Date/Time', 'Bay', 'Service', 'Vehicle Size', 'Reg', 'Staff', 'Member', 'Price', 'Discount', 'Paid', 'Payment', 'Account Name', 'Tip', 'Duration', 'Water Used (L)', 'Rating', 'Status'];

/** Txn, "Date/Time" "14.09.2024 10:32", Bay (Bay 1-3, Valet Bay; blank on refunds), Service, "Vehicle Size", Reg, Staff, Member (Y/N), Price "£12.00", Discount "10%" (blank when none), Paid "£10.80" ("£0.00" rewashes, "-£95.00" refunds, "-" on account), Payment (Card/Cash/Account; blank on rewashes), "Account Name" (blank unless on account), Tip "£2.00" (blank when none), Duration "45 mins" / "1 hr 50 mins" ("-" on refunds), "Water Used (L)" ("n/a" when the meter failed and on refunds), Rating "4/5" (blank when none), Status (Completed / Rewash - Complaint / Refunded). */
export function carWashTill(): EvalDataset {
  const rand = random(21_002);
  const letters = [...'ABCDEFGHJKLMNOPRSTUVWXY'];
  const plate = (): string => `${pick(rand, letters)}${pick(rand, letters)}${pick(rand, ['15', '65', '16', '66', '17', '67', '18', '68', '19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74'])} ${pick(rand, letters)}${pick(rand, letters)}${pick(rand, letters)}`;
  const sizeOf = new Map<string, string>();
  const car = (sizes: Array<[string, number]>): string => { const reg = plate(); sizeOf.set(reg, choose(rand, sizes)); return reg; };
  const everyday: Array<[string, number]> = [['Small', 25], ['Medium', 40], ['Large/SUV', 25], ['Van', 10]];
  const members = Array.from({ length: 180 }, () => car(everyday));
  const regulars = Array.from({ length: 900 }, () => car(everyday));
  const fleets = new Map(WASH_ACCOUNTS.map(([name, , sizes]) => [name, Array.from({ length: name === 'Westway Motors' ? 60 : 14 }, () => car(sizes.map((s) => [s, 1] as [string, number])))]));
  const drafts: Array<Row & { order: number }> = [];
  const staffOn = (wd: number, bay: 'wash' | 'valet'): string[] => (bay === 'wash' ? [...(wd >= 1 && wd <= 5 ? ['Dom'] : ['Ben']), ...(wd === 0 ? [] : ['Luis'])] : [...(wd === 0 || wd <= 4 ? ['Kasia'] : []), ...(wd >= 2 && wd <= 6 ? ['Marek'] : [])]);
  const open = (t: number): boolean => !['2024-12-25', '2024-12-26', '2025-01-01'].includes(isoDay(new Date(t)));
  const END = Date.UTC(2025, 2, 1);
  for (let t = Date.UTC(2024, 2, 1); t < END; t += DAY) {
    if (!open(t)) continue;
    const date = new Date(t);
    const wd = date.getUTCDay();
    const n = Math.round(12 * WASH_SEASON[date.getUTCMonth()] * (wd === 6 ? 1.6 : wd === 0 ? 1.2 : wd === 2 ? 0.85 : 1) * (0.65 + rand() * 0.7));
    for (let k = 0; k < n; k++) {
      const hour = choose(rand, wd === 0 ? WASH_HOURS.filter(([h]) => h >= 9 && h <= 15) : WASH_HOURS);
      const minute = hour * 60 + Math.floor(rand() * 60);
      const account = rand() < 0.08 ? chooseRow(rand, WASH_ACCOUNTS) : null;
      const member = account === null && rand() < 0.22;
      const reg = account ? pick(rand, fleets.get(account[0]) as string[]) : member ? pick(rand, members) : rand() < 0.6 ? pick(rand, regulars) : car(everyday);
      const size = sizeOf.get(reg) as string;
      const wanted = account ? pick(rand, account[3]) : null;
      const service = account ? (WASH_SERVICES.find((s) => s.name === wanted) as WashService) : chooseRow(rand, WASH_SERVICES.map((s) => [s, s.weight] as [WashService, number]))[0];
      const price = service.prices[SIZES.indexOf(size)];
      const discount = member ? 10 : account === null && wd === 2 && service.bay === 'wash' && service.name !== 'Snow Foam & Wax' ? 20 : null;
      const paid = account ? null : round2(price * (1 - (discount ?? 0) / 100));
      const payment = account ? 'Account' : rand() < 0.75 ? 'Card' : 'Cash';
      const staff = pick(rand, staffOn(wd, service.bay));
      const minutes = 5 * Math.round((service.minutes[0] + rand() * (service.minutes[1] - service.minutes[0])) / 5);
      const water = rand() < 0.03 ? null : Math.round(service.water[0] + rand() * (service.water[1] - service.water[0]));
      const tip = account === null && rand() < (service.bay === 'valet' ? 0.3 : 0.12) ? pick(rand, [1, 2, 2, 3, 5, 5, 10]) : null;
      const rating = rand() < 0.25 ? choose(rand, [[5, 50], [4, 30], [3, 12], [2, 5], [1, 3]] as Array<[number, number]>) : null;
      const base = { Service: service.name, 'Vehicle Size': size, Reg: reg, Price: price };
      drafts.push({
        order: t + minute * 60_000, 'Date/Time': new Date(t + minute * 60_000), Bay: service.bay === 'valet' ? 'Valet Bay' : `Bay ${String(int(rand, 1, 3))}`, ...base, Staff: staff, Member: member ? 'Y' : 'N',
        Discount: discount, Paid: paid, Payment: payment, 'Account Name': account ? account[0] : null, Tip: tip, Duration: minutes, 'Water Used (L)': water, Rating: rating, Status: 'Completed',
      });
      if (account === null && service.bay === 'wash' && rand() < 0.02) {
        const later = Math.min(wd === 0 ? 15 * 60 + 55 : 17 * 60 + 55, minute + int(rand, 30, 120));
        drafts.push({
          order: t + later * 60_000, 'Date/Time': new Date(t + later * 60_000), Bay: `Bay ${String(int(rand, 1, 3))}`, ...base, Staff: pick(rand, staffOn(wd, 'wash')), Member: member ? 'Y' : 'N',
          Discount: null, Paid: 0, Payment: null, 'Account Name': null, Tip: null, Duration: 5 * int(rand, 2, 4), 'Water Used (L)': rand() < 0.03 ? null : int(rand, 50, 90), Rating: rand() < 0.3 ? choose(rand, [[5, 30], [4, 30], [3, 20], [2, 15], [1, 5]] as Array<[number, number]>) : null, Status: 'Rewash - Complaint',
        });
      }
      if (account === null && (service.bay === 'valet' || service.name === 'Snow Foam & Wax') && rand() < 0.012) {
        let back = t + int(rand, 1, 5) * DAY;
        while (back < END && !open(back)) back += DAY;
        if (back < END) {
          const at = (int(rand, 9, 16) * 60) + Math.floor(rand() * 60);
          drafts.push({
            order: back + at * 60_000, 'Date/Time': new Date(back + at * 60_000), Bay: null, ...base, Staff: staff, Member: member ? 'Y' : 'N',
            Discount: discount, Paid: -(paid as number), Payment: payment, 'Account Name': null, Tip: null, Duration: null, 'Water Used (L)': null, Rating: null, Status: 'Refunded',
          });
        }
      }
    }
  }
  const rows: Row[] = [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }, n) => { void order; return { Txn: `T${String(n + 1).padStart(5, '0')}`, ...draft }; });
  const stamp = (d: Date): string => `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${String(d.getUTCFullYear())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  const span = (m: number): string => (m < 60 ? `${String(m)} mins` : `${String(Math.floor(m / 60))} ${m < 120 ? 'hr' : 'hrs'}${m % 60 ? ` ${String(m % 60)} mins` : ''}`);
  const pounds = (v: number): string => (v < 0 ? `-£${money2(-v)}` : `£${money2(v)}`);
  const lines = rows.map((row) => [
    row.Txn as string, stamp(row['Date/Time'] as Date), plain(row.Bay), row.Service as string, row['Vehicle Size'] as string, row.Reg as string, row.Staff as string, row.Member as string, pounds(row.Price as number),
    row.Discount === null ? '' : `${String(row.Discount)}%`, row.Paid === null ? '-' : pounds(row.Paid as number), plain(row.Payment), plain(row['Account Name']), row.Tip === null ? '' : pounds(row.Tip as number),
    row.Duration === null ? '-' : span(row.Duration as number), row['Water Used (L)'] === null ? 'n/a' : String(row['Water Used (L)']), row.Rating === null ? '' : `${String(row.Rating)}/5`, row.Status as string,
  ]);
  return { name: 'p21_carwash', file: 'carwash_till_2024-25.csv', bytes: csvBytes(WASH_HEADER, lines), tables: [{ label: 'carwash_till_2024-25.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a sawmill's log intake, 2024

const SAW_SUPPLIERS: Array<[string, number, Array<[string, number]>, string, number]> = [
  // [supplier, weight, species mix, certification, share hauled on the mill's own wagon]
  ['Forestry & Land Scotland', 25, [['Sitka Spruce', 55], ['Lodgepole Pine', 15], ['Scots Pine', 10], ['Larch', 10], ['Norway Spruce', 10]], 'FSC', 0],
  ['Glenmore Estate', 18, [['Scots Pine', 45], ['Larch', 25], ['Sitka Spruce', 30]], 'PEFC', 0.6],
  ['Kielder Timber Co', 18, [['Sitka Spruce', 70], ['Norway Spruce', 20], ['Douglas Fir', 10]], 'FSC', 0],
  ['Balnagown Estate', 14, [['Douglas Fir', 40], ['Sitka Spruce', 35], ['Larch', 25]], 'FSC', 0.4],
  ['Glenmoriston Forest', 12, [['Sitka Spruce', 50], ['Douglas Fir', 30], ['Scots Pine', 20]], 'PEFC', 0.5],
  ['Ardvar Woodlands', 8, [['Larch', 40], ['Scots Pine', 30], ['Sitka Spruce', 30]], 'Uncertified', 0.3],
];
/** Price per m³ by species for grades A, B and C (January to June; A and B rise £3 from 1 July). */
const LOG_PRICES: Record<string, [number, number, number]> = {
  'Sitka Spruce': [62, 48, 30], 'Norway Spruce': [58, 45, 28], 'Scots Pine': [55, 42, 27], 'Lodgepole Pine': [45, 35, 24], 'Douglas Fir': [78, 60, 34], Larch: [72, 55, 32],
};
const LOG_DENSITY: Record<string, number> = { 'Sitka Spruce': 0.85, 'Norway Spruce': 0.85, 'Scots Pine': 0.9, 'Lodgepole Pine': 0.85, 'Douglas Fir': 0.9, Larch: 0.95 };
const SAW_SEASON = [0.8, 0.85, 1, 0.7, 0.62, 0.75, 1, 1.05, 1.1, 1.12, 1, 0.85];
const SAW_CLOSED = ['2024-01-01', '2024-01-02', '2024-03-29', '2024-05-06', '2024-05-27', '2024-08-05'];
const SAW_HOURS: Array<[number, number]> = [[7, 14], [8, 12], [9, 10], [10, 10], [11, 9], [12, 5], [13, 8], [14, 7], [15, 4]];
const TOP = 'Top Diameter (cm, avg)';
const SAW_HEADER = ['Docket', 'Date In', 'Weighed In', 'Supplier', 'Haulier', 'Species', 'Grade', 'Logs', 'Avg Length', TOP, 'Volume', 'Net Weight (t)', 'Price /m³', 'Load Value', 'Moisture', 'Certification', 'Grader', 'Status'];

/** Docket, "Date In" "7th May 2024", "Weighed In" "1:05 PM", Supplier, Haulier, Species, Grade (A/B/C), Logs, "Avg Length" "4.9 m", "Top Diameter (cm, avg)", Volume "28.4 m³", "Net Weight (t)", "Price /m³" "£62.00", "Load Value" "£1,760.80" ("-" when rejected), Moisture "54%" ("n/a" when not measured), Certification (FSC/PEFC/Uncertified), Grader (blank now and then), Status (Accepted / Accepted - Downgraded / Rejected - Metal / Rejected - Rot / Rejected - Undersize). */
export function logIntake(): EvalDataset {
  const rand = random(21_003);
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    if (wd === 0 || wd === 6 || SAW_CLOSED.includes(isoDay(date)) || (month === 11 && date.getUTCDate() >= 23)) continue;
    const n = Math.round(8 * SAW_SEASON[month] * (wd === 5 ? 0.7 : 1) * (0.6 + rand() * 0.8));
    for (let k = 0; k < n; k++) {
      const [supplier, , mix, cert, ownShare] = chooseRow(rand, SAW_SUPPLIERS);
      const species = choose(rand, mix);
      const own = rand() < ownShare;
      const haulier = own ? 'Own Wagon' : supplier === 'Kielder Timber Co' ? 'Borders Timber Transport' : choose(rand, [['Highland Haulage', 60], ['J Fraser & Son', 40]] as Array<[string, number]>);
      const grade = choose(rand, [['A', 35], ['B', 40], ['C', 25]] as Array<[string, number]>);
      const length = grade === 'C' ? pick(rand, [2.5, 3.1, 3.7]) : pick(rand, [3.7, 4.3, 4.9, 4.9, 5.5]);
      const diameter = Math.round(grade === 'A' ? 28 + rand() * 17 : grade === 'B' ? 20 + rand() * 12 : 12 + rand() * 8);
      const perLog = (Math.PI / 4) * ((diameter * 1.12) / 100) ** 2 * length;
      const logs = Math.max(8, Math.round((own ? 20 + rand() * 4 : 26 + rand() * 6) / perLog));
      const volume = round1(logs * perLog);
      const net = round2(volume * LOG_DENSITY[species] * (0.95 + rand() * 0.1));
      let status = 'Accepted';
      const r = rand();
      if (r < 0.012) status = 'Rejected - Metal';
      else if (r < 0.012 + (species === 'Larch' ? 0.06 : 0.02)) status = 'Rejected - Rot';
      else if (grade === 'C' && r < 0.15) status = 'Rejected - Undersize';
      else if (grade !== 'C' && rand() < 0.07) status = 'Accepted - Downgraded';
      const prices = LOG_PRICES[species];
      const price = status === 'Accepted - Downgraded' ? prices[2] : prices['ABC'.indexOf(grade)] + (grade !== 'C' && month >= 6 ? 3 : 0);
      const moisture = rand() < 0.3 ? null : Math.round(48 + rand() * 16 + (month <= 1 || month >= 10 ? 4 : 0));
      const hour = choose(rand, SAW_HOURS);
      const minute = hour * 60 + 5 * Math.floor(rand() * 12);
      drafts.push({
        order: t + minute * 60_000 + k, 'Date In': date, 'Weighed In': minute, Supplier: supplier, Haulier: haulier, Species: species, Grade: grade, Logs: logs, 'Avg Length': length, [TOP]: diameter,
        Volume: volume, 'Net Weight (t)': net, 'Price /m³': price, 'Load Value': status.startsWith('Rejected') ? null : round2(volume * price), Moisture: moisture,
        Certification: supplier === 'Balnagown Estate' && rand() < 0.3 ? 'PEFC' : cert, Grader: rand() < 0.04 ? null : pick(rand, ['Iain', 'Morag', 'Callum']), Status: status,
      });
    }
  }
  const twelve = (minute: number): string => { const h = Math.floor(minute / 60); return `${String(((h + 11) % 12) + 1)}:${pad2(minute % 60)} ${h < 12 ? 'AM' : 'PM'}`; };
  const rows: Row[] = [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }, n) => { void order; return { Docket: `LY24-${String(n + 1).padStart(4, '0')}`, ...draft, 'Weighed In': twelve(draft['Weighed In'] as number) }; });
  const ordinal = (n: number): string => `${String(n)}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
  const lines = rows.map((row) => {
    const d = row['Date In'] as Date;
    return [
      row.Docket as string, `${ordinal(d.getUTCDate())} ${MONTH_LONG[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`, row['Weighed In'] as string, row.Supplier as string, row.Haulier as string, row.Species as string, row.Grade as string,
      String(row.Logs), `${(row['Avg Length'] as number).toFixed(1)} m`, String(row[TOP]), `${(row.Volume as number).toFixed(1)} m³`, (row['Net Weight (t)'] as number).toFixed(2), `£${money2(row['Price /m³'] as number)}`,
      row['Load Value'] === null ? '-' : `£${money2(row['Load Value'] as number)}`, row.Moisture === null ? 'n/a' : `${String(row.Moisture)}%`, row.Certification as string, plain(row.Grader), row.Status as string,
    ];
  });
  return { name: 'p21_sawmill', file: 'log_intake_2024.csv', bytes: csvBytes(SAW_HEADER, lines), tables: [{ label: 'log_intake_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a marina's visitor berths, 2024: "Visitors" and "Pontoons"

interface Pontoon { pontoon: string; berths: number; maxLoa: number; rate: number; power: 'Yes' | 'No'; depth: number }
const PONTOONS: Pontoon[] = [
  { pontoon: 'A', berths: 40, maxLoa: 10, rate: 3.1, power: 'Yes', depth: 2 },
  { pontoon: 'B', berths: 36, maxLoa: 12, rate: 3.4, power: 'Yes', depth: 2.4 },
  { pontoon: 'C', berths: 30, maxLoa: 15, rate: 3.8, power: 'Yes', depth: 3 },
  { pontoon: 'D', berths: 20, maxLoa: 18, rate: 4.2, power: 'Yes', depth: 3.5 },
  { pontoon: 'Hammerhead', berths: 6, maxLoa: 25, rate: 4.8, power: 'Yes', depth: 4 },
  { pontoon: 'Outer Wall', berths: 12, maxLoa: 14, rate: 2.2, power: 'No', depth: 1.8 },
];
const MARINA_SEASON = [0.8, 1, 2, 4, 8, 11, 13, 14, 8, 4, 1.5, 1];
const MARINA_HOURS: Array<[number, number]> = [[9, 2], [10, 4], [11, 6], [12, 8], [13, 10], [14, 12], [15, 13], [16, 12], [17, 10], [18, 8], [19, 5], [20, 3], [21, 1]];
const BOAT_FIRST = ['Blue', 'Silver', 'Wild', 'Morning', 'Northern', 'Golden', 'Free', 'Salt', 'Swift', 'Lady', 'Jolly', 'Storm', 'Quiet', 'Red', 'Summer', 'Island', 'Bright', 'Dancing', 'Dream', 'Sea'];
const BOAT_SECOND = ['Otter', 'Heron', 'Spirit', 'Swan', 'Breeze', 'Star', 'Wind', 'Tern', 'Petrel', 'Gull', 'Whisper', 'Voyager', 'Dawn', 'Dolphin', 'Wanderer', 'Kestrel', 'Mist', 'Runner', 'Seal', 'Puffin'];
const VISITORS_HEADER = ['Ref', 'Boat Name', 'Type', 'LOA', 'Flag', 'Arrived', 'Arrival Time', 'Nights', 'Departed', 'Pontoon', 'Crew', 'Booking', 'Fee', 'Electric (kWh)', 'Diesel (L)', 'Payment', 'Status'];
const PONTOONS_HEADER = ['Pontoon', 'Berths', 'Max LOA (m)', 'Rate per m/night', 'Shore Power', 'Depth at LW (m)'];

/** "Visitors": Ref, "Boat Name", Type (Sail/Motor/Catamaran/RIB), LOA "11.6 m", Flag, Arrived (a real Excel date shown "d mmm yyyy"), "Arrival Time" "14:20" (blank on no-shows), Nights ("-" on no-shows), Departed (a real date; blank on no-shows), Pontoon, Crew, Booking (Online/Phone/VHF/Walk-up), Fee "£96.00" ("£0.00" reciprocal, "-" no-shows), "Electric (kWh)" (blank when not plugged in), "Diesel (L)" (blank when none bought), Payment (Card/Cash/Online/Reciprocal; blank when unpaid or no-show), Status (Paid/Reciprocal/Unpaid/No Show). "Pontoons": Pontoon, Berths, "Max LOA (m)", "Rate per m/night" "£3.40", "Shore Power", "Depth at LW (m)"; the fee is the pontoon's rate x LOA x nights (catamarans x1.5). */
export async function marinaWorkbook(): Promise<EvalDataset> {
  const rand = random(21_004);
  interface Boat { name: string; type: string; loa: number; flag: string; weight: number }
  const boats: Boat[] = [];
  const newBoat = (name: string, type?: string, loa?: number): Boat => {
    const kind = type ?? choose(rand, [['Sail', 55], ['Motor', 30], ['Catamaran', 10], ['RIB', 5]] as Array<[string, number]>);
    const length = loa ?? round1(kind === 'Sail' ? 7.5 + rand() * rand() * 12.5 : kind === 'Motor' ? 8 + rand() * rand() * 14 : kind === 'Catamaran' ? 10 + rand() * 6.5 : 5 + rand() * 4);
    return { name, type: kind, loa: length, flag: choose(rand, [['GB', 55], ['FR', 18], ['NL', 10], ['DE', 6], ['BE', 6], ['IE', 5]] as Array<[string, number]>), weight: rand() < 0.1 ? 6 : 1 };
  };
  for (const first of BOAT_FIRST) for (const second of BOAT_SECOND) if (!(first === 'Sea' && second === 'Otter')) boats.push(newBoat(`${first} ${second}`));
  boats.push({ ...newBoat('Sea Otter', 'Sail', 10.4), flag: 'GB', weight: 8 }, { ...newBoat('Sea Otter II', 'Motor', 12.8), flag: 'GB', weight: 8 });
  const byName = new Map(PONTOONS.map((p) => [p.pontoon, p]));
  const rows: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    const regatta = t >= Date.UTC(2024, 7, 3) && t <= Date.UTC(2024, 7, 9);
    const n = Math.round(MARINA_SEASON[month] * 0.55 * (wd === 5 ? 1.6 : wd === 6 ? 1.4 : wd === 0 ? 0.7 : 1) * (regatta ? 2 : 1) * (0.6 + rand() * 0.8));
    const arrivals: Row[] = [];
    for (let k = 0; k < n; k++) {
      const boat = chooseRow(rand, boats.map((b) => [b, b.weight] as [Boat, number]))[0];
      const winter = month <= 1 || month >= 10;
      const nights = choose(rand, (winter ? [[1, 20], [2, 15], [3, 10], [7, 15], [14, 15], [28, 10]] : [[1, 45], [2, 25], [3, 12], [4, 6], [5, 4], [7, 5], [10, 2], [14, 1]]) as Array<[number, number]>);
      const pontoon = month >= 5 && month <= 7 && boat.loa <= 14 && boat.type !== 'Catamaran' && rand() < 0.12 ? 'Outer Wall'
        : boat.type === 'RIB' ? 'A'
        : boat.type === 'Catamaran' ? (boat.loa <= 15 ? 'C' : boat.loa <= 18 ? 'D' : 'Hammerhead')
        : boat.loa <= 10 ? 'A' : boat.loa <= 12 ? 'B' : boat.loa <= 15 ? 'C' : boat.loa <= 18 ? 'D' : 'Hammerhead';
      const p = byName.get(pontoon) as Pontoon;
      const r = rand();
      const status = r < 0.03 ? 'No Show' : r < 0.08 ? 'Reciprocal' : r < 0.09 ? 'Unpaid' : 'Paid';
      const came = status !== 'No Show';
      const booking = choose(rand, [['Online', 45], ['Phone', 25], ['VHF', 20], ['Walk-up', 10]] as Array<[string, number]>);
      const fee = !came ? null : status === 'Reciprocal' ? 0 : round2(p.rate * boat.loa * nights * (boat.type === 'Catamaran' ? 1.5 : 1));
      const hour = choose(rand, MARINA_HOURS);
      arrivals.push({
        'Boat Name': boat.name, Type: boat.type, LOA: boat.loa, Flag: boat.flag, Arrived: date, 'Arrival Time': came ? hhmm(hour * 60 + 5 * Math.floor(rand() * 12)) : null, Nights: came ? nights : null,
        Departed: came ? new Date(t + nights * DAY) : null, Pontoon: pontoon, Crew: int(rand, 1, boat.type === 'RIB' ? 3 : 6), Booking: booking, Fee: fee,
        'Electric (kWh)': came && p.power === 'Yes' && rand() < 0.7 ? round1(nights * (2.5 + rand() * 8)) : null,
        'Diesel (L)': came && rand() < (boat.type === 'Motor' ? 0.35 : 0.15) ? Math.round(20 + rand() * (boat.type === 'Motor' ? 380 : 120)) : null,
        Payment: status === 'Reciprocal' ? 'Reciprocal' : status === 'Paid' ? (booking === 'Online' && rand() < 0.6 ? 'Online' : rand() < 0.85 ? 'Card' : 'Cash') : null, Status: status,
      });
    }
    arrivals.sort((a, b) => String(a['Arrival Time'] ?? '99').localeCompare(String(b['Arrival Time'] ?? '99')));
    for (const row of arrivals) rows.push({ Ref: `V24-${String(rows.length + 1).padStart(4, '0')}`, ...row });
  }
  const pontoonRows: Row[] = PONTOONS.map((p) => ({ Pontoon: p.pontoon, Berths: p.berths, 'Max LOA (m)': p.maxLoa, 'Rate per m/night': p.rate, 'Shore Power': p.power, 'Depth at LW (m)': p.depth }));
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2025, 0, 6, 9, 0));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet('Visitors');
  sheet.addRow(VISITORS_HEADER);
  const cell = (row: Row, h: string): string | number | Date | null => {
    const v = row[h];
    if (h === 'LOA') return `${(v as number).toFixed(1)} m`;
    if (h === 'Fee') return v === null ? '-' : `£${money2(v as number)}`;
    if (h === 'Nights') return v === null ? '-' : (v as number);
    return v as string | number | Date | null;
  };
  for (const row of rows) {
    const added = sheet.addRow(VISITORS_HEADER.map((h) => cell(row, h)));
    added.getCell(6).numFmt = 'd mmm yyyy';
    added.getCell(9).numFmt = 'd mmm yyyy';
  }
  const second = workbook.addWorksheet('Pontoons');
  second.addRow(PONTOONS_HEADER);
  for (const row of pontoonRows) second.addRow(PONTOONS_HEADER.map((h) => (h === 'Rate per m/night' ? `£${money2(row[h] as number)}` : row[h])));
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p21_marina', file: 'marina_visitors_2024.xlsx', bytes, tables: [{ label: 'marina_visitors_2024.xlsx / Visitors', rows }, { label: 'marina_visitors_2024.xlsx / Pontoons', rows: pontoonRows }] };
}

// ---------------------------------------------------------------------------------------------
// a sheep shearing contractor's tally book, 2025

const FARMS: Array<[string, number, Array<[string, number]>, number]> = [
  // [farm, weight (flock size), breeds, return miles]
  ['Pen-y-Bryn', 12, [['Welsh Mountain', 100]], 18], ['Castell Farm', 10, [['Lleyn', 60], ['Texel', 40]], 26], ['Low Moor Farm', 9, [['Texel', 50], ['Suffolk Mule', 50]], 34],
  ['High Moor Farm', 11, [['Welsh Mountain', 70], ['Beulah', 30]], 42], ['Tŷ Gwyn', 7, [['Welsh Mule', 100]], 12], ['Nant-y-Ffrith', 8, [['Beulah', 100]], 52],
  ['Glanrhyd', 6, [['Lleyn', 100]], 22], ['Bryn Hall Estate', 14, [['Welsh Mule', 50], ['Texel', 30], ['Suffolk Mule', 20]], 64], ['Cefn Mawr', 9, [['Welsh Mountain', 100]], 30],
  ['Ffridd Isaf', 5, [['Welsh Mountain', 60], ['Welsh Mule', 40]], 8], ['Hafod Uchaf', 8, [['Beulah', 50], ['Welsh Mountain', 50]], 76], ['Maes-y-Coed', 6, [['Texel', 60], ['Lleyn', 40]], 16],
];
const SKILL: Record<string, number> = { 'Sam (NZ)': 1.3, Gareth: 1.15, Rhys: 1.05, Dai: 1, Ollie: 0.9, Tom: 0.8 };
const FLEECE: Record<string, number> = { 'Welsh Mountain': 1.3, Beulah: 1.6, Lleyn: 2, Texel: 2.6, 'Suffolk Mule': 2.4, 'Welsh Mule': 2.1 };
const HILL = ['Welsh Mountain', 'Beulah'];
/** [head per day for an average shearer, head per hour, rate £/hd] by job and stock. */
const SHEAR_WORK: Record<string, [number, number, number]> = {
  'Full Shear|Ewes': [230, 28, 1.85], 'Full Shear|Hoggs': [220, 27, 1.7], 'Full Shear|Tups': [40, 6, 3.5], 'Full Shear|Lambs': [200, 30, 1.2],
  'Crutching|Ewes': [420, 70, 0.6], 'Crutching|Hoggs': [420, 70, 0.6], 'Dagging|Ewes': [180, 40, 0.45], 'Dagging|Hoggs': [180, 40, 0.45], 'Dagging|Lambs': [180, 40, 0.45],
  'Belly & Crutch|Ewes': [280, 45, 0.9], 'Belly & Crutch|Hoggs': [280, 45, 0.9],
};
const SHEAR_HEADER = ['Tally ID', 'Date', 'Farm', 'Shearer', 'Job', 'Stock', 'Breed', 'Head', 'Rate', 'Amount', 'Start', 'Finish', 'Wool (kg)', 'Mileage', 'Cuts', 'Status', 'Paid'];

/** "Tally ID", Date "3/6/25" (day first, two-digit year), Farm, Shearer, Job (Full Shear/Crutching/Dagging/Belly & Crutch), Stock (Ewes/Hoggs/Tups/Lambs), Breed, Head (blank when rained off or cancelled), Rate "£1.85/hd", Amount "£344.10" ("-" when nothing done), Start "6:30" and Finish "16:45" (blank when not worked), "Wool (kg)" ("n/a" unless full shear done), Mileage "34 mi" ("-" when cancelled), Cuts (blank when none), Status (Done / Part Done - Wet Sheep / Rained Off / Cancelled - Farmer), Paid (Yes/No; blank when nothing to pay). */
export function shearingTally(): EvalDataset {
  const rand = random(21_005);
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    const main = t >= Date.UTC(2025, 4, 12) && t <= Date.UTC(2025, 7, 16);
    const winter = t >= Date.UTC(2025, 0, 20) && t <= Date.UTC(2025, 2, 8);
    const autumn = month === 8 || month === 9;
    const crutchTime = month === 3 || month === 10 || (month === 11 && date.getUTCDate() <= 19);
    const work = main ? (wd === 0 ? (month === 5 || month === 6) && rand() < 0.2 : rand() < 0.92) : wd === 0 || wd === 6 ? false : winter ? rand() < 0.4 : autumn ? rand() < 0.3 : crutchTime ? rand() < 0.25 : false;
    if (!work) continue;
    const available = main ? ['Gareth', 'Rhys', 'Dai', 'Ollie', ...(month >= 5 && month <= 7 ? ['Sam (NZ)'] : []), ...(wd === 6 || rand() < 0.3 ? ['Tom'] : [])] : winter ? ['Gareth', 'Rhys', 'Dai'] : ['Gareth', 'Rhys'];
    const gangSize = main ? Math.min(available.length, 3 + int(rand, 0, 3)) : int(rand, 1, 2);
    const gang = [...available].sort(() => rand() - 0.5).slice(0, gangSize);
    const splits = main && gang.length >= 4 && rand() < 0.5 ? [gang.slice(0, 2), gang.slice(2)] : [gang];
    for (const crew of splits) {
      const [farm, , breeds, miles] = chooseRow(rand, FARMS);
      const breed = choose(rand, breeds);
      const job = main ? choose(rand, [['Full Shear', 90], ['Belly & Crutch', 5], ['Dagging', 5]] as Array<[string, number]>) : winter ? choose(rand, [['Full Shear', 70], ['Crutching', 30]] as Array<[string, number]>)
        : autumn ? choose(rand, [['Full Shear', 70], ['Dagging', 30]] as Array<[string, number]>) : choose(rand, [['Crutching', 70], ['Dagging', 20], ['Belly & Crutch', 10]] as Array<[string, number]>);
      const stock = job === 'Full Shear' ? (main ? choose(rand, [['Ewes', 75], ['Hoggs', 18], ['Tups', 7]] as Array<[string, number]>) : winter ? 'Ewes' : choose(rand, [['Tups', 35], ['Lambs', 45], ['Hoggs', 20]] as Array<[string, number]>))
        : job === 'Dagging' && autumn ? choose(rand, [['Lambs', 60], ['Ewes', 40]] as Array<[string, number]>) : choose(rand, [['Ewes', 90], ['Hoggs', 10]] as Array<[string, number]>);
      const [perDay, perHour, baseRate] = SHEAR_WORK[`${job}|${stock}`];
      const rate = round2(baseRate - (job === 'Full Shear' && (stock === 'Ewes' || stock === 'Hoggs') && HILL.includes(breed) ? 0.1 : 0));
      const r = rand();
      const status = r < (main ? 0.06 : 0.03) ? 'Rained Off' : r < (main ? 0.12 : 0.05) ? 'Part Done - Wet Sheep' : r < (main ? 0.135 : 0.065) ? 'Cancelled - Farmer' : 'Done';
      for (const shearer of crew) {
        const skill = SKILL[shearer];
        const start = status === 'Cancelled - Farmer' ? null : main ? 330 + 5 * int(rand, 0, 24) : 450 + 5 * int(rand, 0, 12);
        const full = Math.round(perDay * skill * (0.85 + rand() * 0.3) * (HILL.includes(breed) && job === 'Full Shear' ? 1.15 : 1));
        const head = status === 'Done' ? full : status === 'Part Done - Wet Sheep' ? Math.round(full * (0.3 + rand() * 0.3)) : null;
        const finish = head === null || start === null ? null : start + 5 * Math.round(((head / (perHour * skill * (HILL.includes(breed) && job === 'Full Shear' ? 1.15 : 1))) * 60 + 45 + rand() * 30) / 5);
        const wool = head !== null && job === 'Full Shear' ? Math.round(head * FLEECE[breed] * (stock === 'Tups' ? 1.8 : stock === 'Lambs' ? 0.5 : stock === 'Hoggs' ? 1.1 : 1) * (0.9 + rand() * 0.2)) : null;
        const amount = head === null ? null : round2(head * rate);
        drafts.push({
          order: t + ['Gareth', 'Rhys', 'Dai', 'Ollie', 'Sam (NZ)', 'Tom'].indexOf(shearer), Date: date, Farm: farm, Shearer: shearer, Job: job, Stock: stock, Breed: breed, Head: head, Rate: rate, Amount: amount,
          Start: start === null ? null : hmm(start), Finish: finish === null ? null : hmm(finish), 'Wool (kg)': wool, Mileage: status === 'Cancelled - Farmer' ? null : miles + int(rand, 0, 4),
          Cuts: head !== null && rand() < 0.25 ? int(rand, 1, 4) : null, Status: status, Paid: amount !== null && amount > 0 ? (rand() < 0.88 ? 'Yes' : 'No') : null,
        });
      }
    }
  }
  const rows: Row[] = [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }, n) => { void order; return { 'Tally ID': `S25-${String(n + 1).padStart(4, '0')}`, ...draft }; });
  const dmyy = (d: Date): string => `${String(d.getUTCDate())}/${String(d.getUTCMonth() + 1)}/${pad2(d.getUTCFullYear() % 100)}`;
  const lines = rows.map((row) => [
    row['Tally ID'] as string, dmyy(row.Date as Date), row.Farm as string, row.Shearer as string, row.Job as string, row.Stock as string, row.Breed as string, plain(row.Head), `£${money2(row.Rate as number)}/hd`,
    row.Amount === null ? '-' : `£${money2(row.Amount as number)}`, plain(row.Start), plain(row.Finish), row['Wool (kg)'] === null ? 'n/a' : String(row['Wool (kg)']), row.Mileage === null ? '-' : `${String(row.Mileage)} mi`,
    plain(row.Cuts), row.Status as string, plain(row.Paid),
  ]);
  return { name: 'p21_shearing', file: 'shearing_tally_2025.csv', bytes: csvBytes(SHEAR_HEADER, lines), tables: [{ label: 'shearing_tally_2025.csv', rows }] };
}

export const PROBE21_DATASETS = new Set(['p21_bakery', 'p21_carwash', 'p21_sawmill', 'p21_marina', 'p21_shearing']);

export async function probe21Datasets(): Promise<EvalDataset[]> {
  return [bakeryLines(), carWashTill(), logIntake(), await marinaWorkbook(), shearingTally()];
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
const monthIs = (column: string, year: number, month: number) => (row: Row): boolean => row[column] instanceof Date && when(row, column).getUTCFullYear() === year && when(row, column).getUTCMonth() === month - 1;
const dayIs = (column: string, iso: string) => (row: Row): boolean => row[column] instanceof Date && isoDay(when(row, column)) === iso;
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const quarterKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `Q${String(Math.floor(when(row, column).getUTCMonth() / 3) + 1)}` : null);
const yearMonthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `${String(when(row, column).getUTCFullYear())}-${pad2(when(row, column).getUTCMonth() + 1)}` : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: Value) => (row: Row): boolean => row[column] === value;
const starts = (column: string, prefix: string) => (row: Row): boolean => typeof row[column] === 'string' && (row[column] as string).startsWith(prefix);
/** A clock time written "5:45", "14:20" or "1:05 PM" as minutes after midnight; NaN when blank. */
const clockMinutes = (v: Value): number => {
  const m = typeof v === 'string' ? /^(\d{1,2}):(\d{2})(?: ([AP]M))?$/.exec(v) : null;
  if (!m) return NaN;
  const h = m[3] === undefined ? Number(m[1]) : (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
};
/** An hour of the day in every usual spelling, on the 24-hour and the 12-hour clock. */
const hourForms = (key: string): string[] => {
  const h = Number(key);
  const h12 = String(((h + 11) % 12) + 1);
  const half = h < 12 ? 'AM' : 'PM';
  return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`, `${h12} ${half}`, `${h12}:00 ${half}`, `${h12}${half.toLowerCase()}`])];
};
/** A month of a file that holds one year: "3", "03", "Mar", "March", or the month with its year ("2024-03"). */
const monthFormsIn = (year: number) => (key: string): string[] => [...monthForms(key), `${String(year)}-${pad2(Number(key))}`, `${String(year)}-${pad2(Number(key))}-01`];
/** A month of a file that runs over twelve months from `first` (each month once): its number, names, or its "YYYY-MM". */
const monthFormsFrom = (firstYear: number, firstMonth: number) => (key: string): string[] => {
  const m = Number(key);
  const y = m >= firstMonth ? firstYear : firstYear + 1;
  return [...monthForms(key), `${String(y)}-${pad2(m)}`, `${String(y)}-${pad2(m)}-01`];
};
/** A day keyed "2024-03-12", in every usual spelling and as the file writes it. */
const dayForms = (written: (d: Date) => string) => (iso: string): string[] => { const d = new Date(`${iso}T00:00:00Z`); return [iso, `${iso} 00:00:00`, `${iso}T00:00:00.000Z`, written(d)]; };
/** A bare-words count: a user accepts the count, or the rows with the count said in the first sentence; the judge scores the count. */
const ROWS_OR_COUNT = 'answer forms a user accepts: the count; or the matching rows, whose count the first sentence says (the judge scores the count)';
/** A series over the months: keyed "2024-01"…; a series keyed 1…12 or Jan…Dec is the same answer where one year is asked, which the judge cannot match. */
const MONTH_SERIES = 'answer forms a user accepts: one figure per month, labelled YYYY-MM (expected here) or 1…12 or Jan…Dec (the judge matches one spelling of a group key: count those apart)';
/** A share by group: a fraction in a `share` column or 0-100 in a `percent` column (the judge accepts both). */
const SHARE = 'a share per group: a fraction (0-1) in a share column, or 0-100 in a percent column; both accepted';
const PERCENT = 'a percent (0-100), as the file writes it; a fraction in a share column is accepted';
const oneYearMonth = (year: number): string => `the file holds ${String(year)} only: 3, 03, Mar, March, ${String(year)}-03 all accepted`;
const TWELVE_MONTHS = 'the file runs over twelve months, each calendar month once: 3, 03, Mar, March and its YYYY-MM all accepted';

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe21Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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
  /** Total of one column over total of another, over the rows that have both. */
  const ratio = (rows: Row[], top: string, bottom: string): number => { const kept = rows.filter((row) => isNum(row[top]) && isNum(row[bottom])); return sum(num(kept, top)) / sum(num(kept, bottom)); };
  const keyed = (rows: Row[], keep: (row: Row) => boolean, key: (row: Row) => string | null, figure: (g: Row[]) => number): Map<string, number> => groupBy(rows.filter(keep), key, figure);
  const either = (values: Value[], column: string) => (row: Row): boolean => values.includes(row[column]);

  // ---- bakery wholesale lines ----
  const bk = tables.get('bakery_wholesale_2024.csv') ?? [];
  const B = ask('p21_bakery');
  const BD = 'Delivery Date';
  const LT = 'Line Total';
  const QD = 'Qty Delivered';
  const bakeryDay = (d: Date): string => `${DAY_SHORT[d.getUTCDay()]} ${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCFullYear() % 100)}`;
  const dockets = (rows: Row[]): number => distinct(rows, 'Docket');
  const bakeryTotal = sum(num(bk, LT));
  const farmShops = bk.filter(is('Customer Type', 'Farm Shop'));
  B('plain', 'total sales', value(bakeryTotal), '"£1,234.56" as text; "-" (not delivered) is none');
  B('plain', 'orders per product', groups(countBy(bk, text('Product'))), 'lines per Product, every line (a docket holds a product once, so lines and dockets agree here)');
  B('plain', 'avg line value', value(mean(num(bk, LT))), 'Line Total over the lines with a value');
  B('plain', 'how many wholesale customers', count(distinct(bk, 'Customer')));
  B('plain', 'top 3 products by qty delivered', topN(groupBy(bk, text('Product'), (g) => sum(num(g, QD))), 3), 'total Qty Delivered');
  B('which row', 'who spends the most with us', best(groupBy(bk, text('Customer'), (g) => sum(num(g, LT))), 'Customer'), 'total Line Total');
  B('which row', 'which product gets returned the most', best(groupBy(bk, text('Product'), (g) => sum(num(g, 'Returns'))), 'Product'), 'total Returns (counted for the farm shops only; "n/a" elsewhere)');
  B('which row', 'biggest single line by value', extremeRows(bk, LT, 'Line Ref', 'max'), 'the Line Ref of the highest Line Total; any tied line');
  B('which row', 'which day did we sell the most sourdough', best(groupBy(bk.filter(is('Product', 'Sourdough Loaf')), (row) => isoDay(when(row, BD)), (g) => sum(num(g, QD))), BD, 'max', dayForms(bakeryDay)), 'Sourdough Loaf Qty Delivered by Delivery Date ("Tue 12/03/24"); the date in any usual spelling');
  B('everyday words', 'how many shorts did we send', count(bk.filter(is('Status', 'Delivered - Short')).length), `Status "Delivered - Short" (lines); ${ROWS_OR_COUNT}`);
  B('everyday words', 'how many dockets did the snow stop', count(dockets(bk.filter(is('Status', 'Not Delivered - Snow')))), 'distinct Docket with Status "Not Delivered - Snow" (a docket is one customer\'s drop on one day; the lines are more)');
  B('everyday words', 'how many collections', count(dockets(bk.filter(is('Delivery Method', 'Collected')))), 'distinct Docket with Delivery Method Collected (a collection is one docket; its lines are more)');
  B('everyday words', 'total returns from the farm shops', value(sum(num(farmShops, 'Returns'))), 'Returns of Customer Type Farm Shop');
  B('comparison', 'sourdough vs bloomer sales', groups(keyed(bk, either(['Sourdough Loaf', 'White Bloomer'], 'Product'), text('Product'), (g) => sum(num(g, LT)))), 'Line Total keyed Sourdough Loaf, White Bloomer');
  B('comparison', 'croissants vs pain au choc qty', groups(keyed(bk, either(['Croissant', 'Pain au Chocolat'], 'Product'), text('Product'), (g) => sum(num(g, QD)))), 'Qty Delivered keyed Croissant, Pain au Chocolat');
  B('comparison', 'cafes vs farm shops sales', groups(keyed(bk, either(['Café', 'Farm Shop'], 'Customer Type'), text('Customer Type'), (g) => sum(num(g, LT)))), 'Line Total keyed by Customer Type, Café and Farm Shop');
  B('comparison', 'tom vs ade sales', groups(groupBy(bk, text('Driver'), (g) => sum(num(g, LT)))), 'Line Total keyed by Driver, Tom and Ade (collections have no driver)');
  B('seasonality', 'which weekday do we sell the most', best(groupBy(bk, weekdayKey(BD), (g) => sum(num(g, LT))), 'weekday', 'max', weekdayForms), 'Line Total by the weekday of Delivery Date');
  B('seasonality', 'which month do we sell the most sausage rolls', best(groupBy(bk.filter(is('Product', 'Sausage Roll')), monthKey(BD), (g) => sum(num(g, QD))), 'month', 'max', monthFormsIn(2024)), `Qty Delivered of Sausage Roll; ${oneYearMonth(2024)}`);
  B('seasonality', 'sales by month', groups(groupBy(bk, yearMonthKey(BD), (g) => sum(num(g, LT)))), MONTH_SERIES);
  B('types as text', 'sales on 12 march', value(sum(num(bk.filter(dayIs(BD, '2024-03-12')), LT))), 'Line Total of "Tue 12/03/24"');
  B('types as text', 'hot cross buns on good friday', value(sum(num(bk.filter((row) => row.Product === 'Hot Cross Buns x6' && dayIs(BD, '2024-03-29')(row)), QD))), 'Qty Delivered (packs) of Hot Cross Buns x6 on 29 March 2024');
  B('types as text', 'what did the swan spend in july', value(sum(num(bk.filter((row) => row.Customer === 'The Swan Inn' && monthIs(BD, 2024, 7)(row)), LT))), 'Line Total, The Swan Inn, July 2024');
  B('types as text', 'how many lines on christmas eve', count(bk.filter(dayIs(BD, '2024-12-24')).length), `every line of "Tue 24/12/24"; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'lines worth more than £50', count(bk.filter((row) => at(row, LT) > 50).length), `strict, Line Total; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'times someone ordered 20 or more sourdough', count(bk.filter((row) => row.Product === 'Sourdough Loaf' && at(row, 'Qty Ordered') >= 20).length), `Sourdough Loaf lines with Qty Ordered 20 or more; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'how many dockets were dropped before 6am', count(dockets(bk.filter((row) => clockMinutes(row['Drop Time']) < 360))), 'distinct Docket with a Drop Time ("5:45") before 6:00, strict');
  B('units and conditions', 'lines with more than 5 returns', count(bk.filter((row) => at(row, 'Returns') > 5).length), `strict; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'which products weigh under 100 g', list(bk.filter((row) => at(row, 'Dough Weight (each)') < 100).map((row) => row.Product)), 'Dough Weight (each) written "90 g" beside "1.8 kg" (the brownie tray is 1,800 g): the products under 100 g');
  B('missing values', 'how many lines have no drop time', count(bk.filter((row) => row['Drop Time'] === null).length), `blank Drop Time (collected or not delivered); ${ROWS_OR_COUNT}`);
  B('missing values', 'which columns have blanks', list(missingColumns(bk)), 'blank drop times, drivers, delivered quantities and returns, "n/a" returns, "-" line totals');
  B('ratio or derived', 'return rate by farm shop', shares(groupBy(farmShops, text('Customer'), (g) => ratio(g, 'Returns', QD))), `total Returns over total Qty Delivered, the lines with both, keyed by the two farm shops; ${SHARE}`);
  B('ratio or derived', 'total dough sent out in kg', value(sum(bk.filter((row) => isNum(row[QD])).map((row) => at(row, QD) * at(row, 'Dough Weight (each)'))) / 1000), 'Qty Delivered times Dough Weight (each) ("900 g", "1.8 kg"), in kg');
  B('ratio or derived', 'share of sales by category', shares(groupBy(bk, text('Category'), (g) => sum(num(g, LT)) / bakeryTotal)), `Line Total of the category over all Line Total; ${SHARE}`);
  B('refuse', 'how many orders did we get', eitherReading(count(dockets(bk)), count(bk.length)), 'two readings: dockets (one per customer and day), or lines');
  B('refuse', 'how much did the grind spend', eitherReading(value(sum(num(bk.filter(is('Customer', 'The Daily Grind')), LT))), value(sum(num(bk.filter(is('Customer', 'Grind House Coffee')), LT)))), 'two readings: The Daily Grind, or Grind House Coffee (both together a third)');
  B('refuse', 'how many pies went out in december', eitherReading(value(sum(num(bk.filter((row) => row.Product === 'Mince Pies x6' && monthIs(BD, 2024, 12)(row)), QD))), value(sum(num(bk.filter((row) => row.Product === 'Pork Pie' && monthIs(BD, 2024, 12)(row)), QD)))), 'two readings: Mince Pies x6 (packs), or Pork Pie (both together a third)');
  B('refuse', 'which bread is most profitable', refuse, 'no costs');
  B('refuse', 'how many hot cross buns will we need next easter', refuse, 'a forecast');
  B('refuse', 'why did the school stop ordering in august', refuse, 'a reason (the file holds no reasons; the holidays are not in it)');
  B('refuse', 'how many bags of flour did we get through', refuse, 'no flour column (dough weight is not flour)');
  B('refuse', 'which drops were late', refuse, '"late" cannot be placed: no promised drop time');
  B('refuse', 'how many stale loaves came back', refuse, '"stale" cannot be placed: returns are not graded');

  // ---- car wash till ----
  const cw = tables.get('carwash_till_2024-25.csv') ?? [];
  const C = ask('p21_carwash');
  const DT = 'Date/Time';
  const PAID = 'Paid';
  const WATER = 'Water Used (L)';
  const washTakings = sum(num(cw, PAID));
  C('plain', 'total takings', value(washTakings), '"£10.80" as text; "£0.00" rewashes count 0, "-£95.00" refunds count negative, "-" (on account) is none');
  C('plain', 'transactions by service', groups(countBy(cw, text('Service'))), 'every transaction, rewashes and refunds too');
  C('plain', 'avg paid per transaction', value(mean(num(cw, PAID))), 'Paid over the transactions with a value');
  C('plain', 'total tips', value(sum(num(cw, 'Tip'))), '"£2.00" as text; blank is none');
  C('plain', 'top 3 services by takings', topN(groupBy(cw, text('Service'), (g) => sum(num(g, PAID))), 3), 'total Paid');
  C('which row', 'who got the most tips', best(groupBy(cw, text('Staff'), (g) => sum(num(g, 'Tip'))), 'Staff'), 'total Tip');
  C('which row', 'biggest single sale', extremeRows(cw, PAID, 'Txn', 'max'), 'the Txn of the highest Paid; any tied transaction');
  C('which row', 'busiest bay', best(countBy(cw, text('Bay')), 'Bay'), 'transactions per Bay (refunds have none)');
  C('which row', 'which vehicle size pays the most on average', best(groupBy(cw, text('Vehicle Size'), (g) => mean(num(g, PAID))), 'Vehicle Size'), 'average Paid');
  C('everyday words', 'how many rewashes', count(cw.filter(is('Status', 'Rewash - Complaint')).length), `Status "Rewash - Complaint"; ${ROWS_OR_COUNT}`);
  C('everyday words', 'how many full valets', count(cw.filter(is('Service', 'Full Valet')).length), `Service Full Valet, every transaction; ${ROWS_OR_COUNT}`);
  C('everyday words', 'how many refunds', count(cw.filter(is('Status', 'Refunded')).length), `Status Refunded; ${ROWS_OR_COUNT}`);
  C('everyday words', 'how many account jobs', count(cw.filter(is('Payment', 'Account')).length), `Payment Account; ${ROWS_OR_COUNT}`);
  C('comparison', 'cash vs card takings', groups(keyed(cw, either(['Cash', 'Card'], 'Payment'), text('Payment'), (g) => sum(num(g, PAID)))), 'Paid keyed Cash, Card (refunds on the card or cash they came back to)');
  C('comparison', 'full valets kasia vs marek', groups(keyed(cw, (row) => row.Service === 'Full Valet' && either(['Kasia', 'Marek'], 'Staff')(row), text('Staff'), (g) => g.length)), 'Full Valet transactions keyed Kasia, Marek');
  C('comparison', 'members vs non members avg spend', groups(groupBy(cw, text('Member'), (g) => mean(num(g, PAID)))), 'average Paid keyed by Member, Y and N');
  C('comparison', 'vans vs suvs takings', groups(keyed(cw, either(['Van', 'Large/SUV'], 'Vehicle Size'), text('Vehicle Size'), (g) => sum(num(g, PAID)))), 'Paid keyed Van, Large/SUV');
  C('seasonality', 'busiest hour', best(countBy(cw, (row) => String(when(row, DT).getUTCHours())), 'hour', 'max', hourForms), 'every transaction by the hour of Date/Time ("14.09.2024 10:32")');
  C('seasonality', 'quietest month', best(countBy(cw, monthKey(DT)), 'month', 'min', monthFormsFrom(2024, 3)), `every transaction; ${TWELVE_MONTHS}`);
  C('seasonality', 'takings by month', groups(groupBy(cw, yearMonthKey(DT), (g) => sum(num(g, PAID)))), `${MONTH_SERIES}; March 2024 to February 2025`);
  C('types as text', 'takings on 14 september', value(sum(num(cw.filter(dayIs(DT, '2024-09-14')), PAID))), 'Paid of "14.09.2024 hh:mm", the file\'s only September');
  C('types as text', 'avg rating', value(mean(num(cw, 'Rating'))), '"4/5" as text, out of 5; blank is none');
  C('types as text', 'avg full valet time in minutes', value(mean(num(cw.filter(is('Service', 'Full Valet')), 'Duration'))), '"1 hr 50 mins" / "2 hrs" as text, in minutes; "-" (refunds) is none');
  C('types as text', 'transactions on christmas eve', count(cw.filter(dayIs(DT, '2024-12-24')).length), `"24.12.2024 hh:mm"; ${ROWS_OR_COUNT}`);
  C('units and conditions', 'washes that used over 150 litres', count(cw.filter((row) => at(row, WATER) > 150).length), `strict, Water Used (L); ${ROWS_OR_COUNT}`);
  C('units and conditions', 'jobs longer than 2 hrs', count(cw.filter((row) => at(row, 'Duration') > 120).length), `strict, over 120 minutes ("2 hrs" itself is out); ${ROWS_OR_COUNT}`);
  C('units and conditions', 'transactions over £100', count(cw.filter((row) => at(row, PAID) > 100).length), `strict, Paid; ${ROWS_OR_COUNT}`);
  C('units and conditions', 'tips of £5 or more', count(cw.filter((row) => at(row, 'Tip') >= 5).length), `inclusive; ${ROWS_OR_COUNT}`);
  C('units and conditions', 'suv mini valets on sundays', count(cw.filter((row) => row['Vehicle Size'] === 'Large/SUV' && row.Service === 'Mini Valet' && when(row, DT).getUTCDay() === 0).length), `Vehicle Size Large/SUV, Service Mini Valet, a Sunday; ${ROWS_OR_COUNT}`);
  C('missing values', 'how many transactions have no water reading', count(cw.filter((row) => row[WATER] === null).length), `"n/a" Water Used (L) (meter faults and refunds); ${ROWS_OR_COUNT}`);
  C('missing values', 'which columns have gaps', list(missingColumns(cw)), 'blank bays, discounts, payments, account names, tips and ratings, "-" paid and durations, "n/a" water');
  C('ratio or derived', 'share of takings by payment method', shares(groupBy(cw, text('Payment'), (g) => sum(num(g, PAID)) / washTakings)), `Paid of the method over all Paid (Account has none: 0); ${SHARE}`);
  C('ratio or derived', 'tips as a % of takings by staff', shares(groupBy(cw, text('Staff'), (g) => sum(num(g, 'Tip')) / sum(num(g, PAID)))), `each staff member's total Tip over their total Paid; ${SHARE}`);
  C('ratio or derived', 'share of transactions by vehicle size', shares(groupBy(cw, text('Vehicle Size'), (g) => g.length / cw.length)), `every transaction; ${SHARE}`);
  const discounted = num(cw, 'Discount');
  C('refuse', 'avg discount', eitherReading(value(mean(discounted)), value(sum(discounted) / cw.length)), 'two readings: over the discounted transactions, or over every transaction with a blank as 0');
  C('refuse', 'how much did westway spend', eitherReading(value(sum(num(cw.filter(is('Account Name', 'Westway Motors')), 'Price'))), value(sum(num(cw.filter(is('Account Name', 'Westway Van Hire')), 'Price')))), 'two readings: Westway Motors, or Westway Van Hire (both on account: their Price; both together a third)');
  C('refuse', 'how many cars did we wash', eitherReading(count(cw.filter((row) => row.Status !== 'Refunded').length), count(distinct(cw, 'Reg'))), 'two readings: the washes (transactions other than refunds), or the distinct cars (Reg)');
  C('refuse', 'how busy will next summer be', refuse, 'a forecast');
  C('refuse', 'why was january so quiet', refuse, 'a reason');
  C('refuse', 'how much shampoo do we use', refuse, 'no chemicals column');
  C('refuse', 'which washes were rushed', refuse, '"rushed" cannot be placed');
  C('refuse', 'who is our best valeter', refuse, 'a judgement');
  C('refuse', 'how long do customers wait', refuse, 'no arrival or queue time');

  // ---- sawmill log intake ----
  const sm = tables.get('log_intake_2024.csv') ?? [];
  const S = ask('p21_sawmill');
  const DI = 'Date In';
  const LV = 'Load Value';
  const VOL = 'Volume';
  const NW = 'Net Weight (t)';
  const hourIn = (row: Row): string | null => (typeof row['Weighed In'] === 'string' ? String(Math.floor(clockMinutes(row['Weighed In']) / 60)) : null);
  S('plain', 'total volume', value(sum(num(sm, VOL))), '"28.4 m³" as text, every load');
  S('plain', 'loads by species', groups(countBy(sm, text('Species'))), 'every load');
  S('plain', 'total spent on logs', value(sum(num(sm, LV))), '"£1,760.80" as text; "-" (rejected) is none');
  S('plain', 'avg logs per load', value(mean(num(sm, 'Logs'))), 'every load');
  S('plain', 'top 3 suppliers by volume', topN(groupBy(sm, text('Supplier'), (g) => sum(num(g, VOL))), 3), 'total Volume, every load');
  S('which row', 'heaviest load', extremeRows(sm, NW, 'Docket', 'max'), 'the Docket of the highest Net Weight (t)');
  S('which row', 'which supplier sends the most rot', best(countBy(sm.filter(is('Status', 'Rejected - Rot')), text('Supplier')), 'Supplier'), 'loads with Status "Rejected - Rot" per Supplier');
  S('which row', 'which species has the thickest logs', best(groupBy(sm, text('Species'), (g) => mean(num(g, TOP))), 'Species'), 'average Top Diameter (cm, avg)');
  S('which row', 'which haulier brings the most loads', best(countBy(sm, text('Haulier')), 'Haulier'), 'every load');
  S('everyday words', 'how many loads did we turn away', count(sm.filter(starts('Status', 'Rejected')).length), `Status starting "Rejected"; ${ROWS_OR_COUNT}`);
  S('everyday words', 'how many loads had metal in', count(sm.filter(is('Status', 'Rejected - Metal')).length), `Status "Rejected - Metal"; ${ROWS_OR_COUNT}`);
  S('everyday words', 'how many fsc loads', count(sm.filter(is('Certification', 'FSC')).length), `Certification FSC; ${ROWS_OR_COUNT}`);
  S('everyday words', 'how many loads came on our own wagon', count(sm.filter(is('Haulier', 'Own Wagon')).length), `Haulier "Own Wagon"; ${ROWS_OR_COUNT}`);
  S('comparison', 'sitka vs douglas fir volume', groups(keyed(sm, either(['Sitka Spruce', 'Douglas Fir'], 'Species'), text('Species'), (g) => sum(num(g, VOL)))), 'Volume keyed Sitka Spruce, Douglas Fir, every load');
  S('comparison', 'grade a vs b avg top diameter', groups(keyed(sm, either(['A', 'B'], 'Grade'), text('Grade'), (g) => mean(num(g, TOP)))), 'keyed A, B');
  S('comparison', 'fsc vs pefc spend', groups(keyed(sm, either(['FSC', 'PEFC'], 'Certification'), text('Certification'), (g) => sum(num(g, LV)))), 'Load Value keyed FSC, PEFC');
  S('comparison', 'kielder vs balnagown loads', groups(keyed(sm, either(['Kielder Timber Co', 'Balnagown Estate'], 'Supplier'), text('Supplier'), (g) => g.length)), 'loads keyed Kielder Timber Co, Balnagown Estate');
  S('seasonality', 'quietest month', best(countBy(sm, monthKey(DI)), 'month', 'min', monthFormsIn(2024)), `loads per month; ${oneYearMonth(2024)}`);
  S('seasonality', 'what time do most wagons arrive', best(countBy(sm, hourIn), 'hour', 'max', hourForms), 'loads by the hour of Weighed In ("1:05 PM")');
  S('seasonality', 'volume by month', groups(groupBy(sm, yearMonthKey(DI), (g) => sum(num(g, VOL)))), MONTH_SERIES);
  S('types as text', 'loads on 7th may', count(sm.filter(dayIs(DI, '2024-05-07')).length), `"7th May 2024"; ${ROWS_OR_COUNT}`);
  S('types as text', 'avg moisture', value(mean(num(sm, 'Moisture'))), `"54%" as text, "n/a" is none; ${PERCENT}`);
  S('types as text', 'avg log length', value(mean(num(sm, 'Avg Length'))), '"4.9 m" as text, in metres, the average over loads');
  S('types as text', 'what did we spend with glenmore in march', value(sum(num(sm.filter((row) => row.Supplier === 'Glenmore Estate' && monthIs(DI, 2024, 3)(row)), LV))), 'Load Value, Glenmore Estate, March 2024 (Glenmoriston Forest is another supplier)');
  S('units and conditions', 'loads over 30 m3', count(sm.filter((row) => at(row, VOL) > 30).length), `strict, Volume; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'loads of 5.5 m logs', count(sm.filter((row) => at(row, 'Avg Length') === 5.5).length), `Avg Length "5.5 m"; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'loads with moisture over 55%', count(sm.filter((row) => at(row, 'Moisture') > 55).length), `strict; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'sitka loads with a top diameter under 20 cm', count(sm.filter((row) => row.Species === 'Sitka Spruce' && at(row, TOP) < 20).length), `strict; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'loads heavier than 28 t', count(sm.filter((row) => at(row, NW) > 28).length), `strict, Net Weight (t); ${ROWS_OR_COUNT}`);
  S('missing values', 'how many loads werent moisture tested', count(sm.filter((row) => row.Moisture === null).length), `"n/a" Moisture; ${ROWS_OR_COUNT}`);
  S('missing values', 'which columns have missing values', list(missingColumns(sm)), '"-" load values, "n/a" moisture, blank graders');
  S('ratio or derived', 'price per tonne by species', groups(groupBy(sm, text('Species'), (g) => ratio(g, LV, NW))), 'total Load Value over total Net Weight (t), the loads with a value (not rejected)');
  S('ratio or derived', 'rejection rate by supplier', rates(sm, text('Supplier'), starts('Status', 'Rejected')), `Status starting "Rejected" over every load of the supplier; ${SHARE}`);
  S('ratio or derived', 'avg volume per log by grade', groups(groupBy(sm, text('Grade'), (g) => sum(num(g, VOL)) / sum(num(g, 'Logs')))), 'total Volume over total Logs, every load, in m³');
  S('refuse', 'whats the avg price per cube', eitherReading(value(mean(num(sm, 'Price /m³'))), value(ratio(sm, LV, VOL))), 'two readings: the average of the Price /m³ column, or Load Value over Volume');
  S('refuse', 'how much pine came in', eitherReading(value(sum(num(sm.filter(is('Species', 'Scots Pine')), VOL))), value(sum(num(sm.filter(either(['Scots Pine', 'Lodgepole Pine'], 'Species')), VOL)))), 'two readings: Scots Pine, or both pines (Scots and Lodgepole)');
  S('refuse', 'how many boards did we cut', refuse, 'no sawn output');
  S('refuse', 'which estate has the best timber', refuse, 'a judgement');
  S('refuse', 'will larch prices go up', refuse, 'a forecast');
  S('refuse', 'why was may so quiet', refuse, 'a reason');
  S('refuse', 'how many big logs came in', refuse, '"big" has no threshold');
  S('refuse', 'what did the wagon cost in diesel', refuse, 'no fuel or haulage costs');
  S('refuse', 'how many loads were wet', refuse, '"wet" has no threshold (moisture)');

  // ---- marina visitors (workbook: Visitors and Pontoons) ----
  const mv = tables.get('marina_visitors_2024.xlsx / Visitors') ?? [];
  const mp = tables.get('marina_visitors_2024.xlsx / Pontoons') ?? [];
  const M = ask('p21_marina');
  const AR = 'Arrived';
  const pontoonOf = new Map(mp.map((row) => [row.Pontoon as string, row]));
  const shorePower = (row: Row): Value => pontoonOf.get(row.Pontoon as string)?.['Shore Power'] ?? null;
  M('plain', 'total berthing fees', value(sum(num(mv, 'Fee'))), '"£96.00" as text; "£0.00" reciprocal counts 0; "-" (no-shows) is none');
  M('plain', 'visits by pontoon', groups(countBy(mv, text('Pontoon'))), 'every visit');
  M('plain', 'avg stay in nights', value(mean(num(mv, 'Nights'))), '"-" (no-shows) is none');
  M('plain', 'total visitor nights', value(sum(num(mv, 'Nights'))), '"-" (no-shows) is none');
  M('plain', 'total diesel sold', value(sum(num(mv, 'Diesel (L)'))), 'litres; blank is none');
  M('which row', 'longest boat', extremeRows(mv, 'LOA', 'Boat Name', 'max'), 'the Boat Name of the highest LOA ("11.6 m" as text)');
  M('which row', 'which pontoon earns the most', best(groupBy(mv, text('Pontoon'), (g) => sum(num(g, 'Fee'))), 'Pontoon'), 'total Fee');
  M('which row', 'longest stay', extremeRows(mv, 'Nights', 'Boat Name', 'max'), 'the Boat Name of the most Nights; any tied boat');
  M('which row', 'which country sends the most boats', best(countBy(mv, text('Flag')), 'Flag'), 'visits per Flag');
  M('everyday words', 'how many no shows', count(mv.filter(is('Status', 'No Show')).length), `Status "No Show"; ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many cats', count(mv.filter(is('Type', 'Catamaran')).length), `Type Catamaran, every visit; ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many boats called up on vhf', count(mv.filter(is('Booking', 'VHF')).length), `Booking VHF, every visit; ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many reciprocal nights', value(sum(num(mv.filter(is('Status', 'Reciprocal')), 'Nights'))), 'Nights of the Reciprocal visits');
  M('comparison', 'sail vs motor', groups(keyed(mv, either(['Sail', 'Motor'], 'Type'), text('Type'), (g) => g.length)), 'visits keyed Sail, Motor');
  M('comparison', 'french vs dutch avg loa', groups(keyed(mv, either(['FR', 'NL'], 'Flag'), text('Flag'), (g) => mean(num(g, 'LOA')))), 'average LOA keyed FR, NL');
  M('comparison', 'card vs cash fees', groups(keyed(mv, either(['Card', 'Cash'], 'Payment'), text('Payment'), (g) => sum(num(g, 'Fee')))), 'Fee keyed by Payment, Card and Cash');
  M('comparison', 'avg nights a vs b pontoon', groups(keyed(mv, either(['A', 'B'], 'Pontoon'), text('Pontoon'), (g) => mean(num(g, 'Nights')))), 'average Nights keyed A, B');
  M('seasonality', 'busiest month for arrivals', best(countBy(mv, monthKey(AR)), 'month', 'max', monthFormsIn(2024)), `every visit by the month Arrived; ${oneYearMonth(2024)}`);
  M('seasonality', 'which day do most boats arrive', best(countBy(mv, weekdayKey(AR)), 'weekday', 'max', weekdayForms), 'every visit by the weekday Arrived');
  M('seasonality', 'fees by month', groups(groupBy(mv, yearMonthKey(AR), (g) => sum(num(g, 'Fee')))), `${MONTH_SERIES}; by the month Arrived`);
  M('types as text', 'arrivals after 6pm', count(mv.filter((row) => clockMinutes(row['Arrival Time']) > 18 * 60).length), `Arrival Time ("18:05") after 18:00, strict; ${ROWS_OR_COUNT}`);
  M('types as text', 'avg loa of the cats', value(mean(num(mv.filter(is('Type', 'Catamaran')), 'LOA'))), '"13.2 m" as text, in metres');
  M('types as text', 'fees from boats that arrived on 3 aug', value(sum(num(mv.filter(dayIs(AR, '2024-08-03')), 'Fee'))), 'Fee, Arrived 3 August 2024');
  M('types as text', 'arrivals on 15 june', count(mv.filter(dayIs(AR, '2024-06-15')).length), `Arrived 15 June 2024, every visit; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'boats over 12 m', count(mv.filter((row) => at(row, 'LOA') > 12).length), `strict, LOA, every visit; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'stays of a week or more', count(mv.filter((row) => at(row, 'Nights') >= 7).length), `Nights 7 or more; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'visits that used more than 20 kwh', count(mv.filter((row) => at(row, 'Electric (kWh)') > 20).length), `strict; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'motor boats over 15 m on the hammerhead', count(mv.filter((row) => row.Type === 'Motor' && at(row, 'LOA') > 15 && row.Pontoon === 'Hammerhead').length), ROWS_OR_COUNT);
  M('units and conditions', 'visits on pontoons with no shore power', count(mv.filter((row) => shorePower(row) === 'No').length), `needs the Pontoons sheet (Shore Power No: the Outer Wall); ${ROWS_OR_COUNT}`);
  M('missing values', 'how many visits have no electric reading', count(mv.filter((row) => row['Electric (kWh)'] === null).length), `blank Electric (kWh); ${ROWS_OR_COUNT}`);
  M('missing values', 'which columns on the visitors sheet have gaps', list(missingColumns(mv)), 'the Visitors sheet: blank arrival times, departures, electric, diesel and payments, "-" nights and fees');
  M('ratio or derived', 'fee per night by pontoon', groups(groupBy(mv, text('Pontoon'), (g) => ratio(g, 'Fee', 'Nights'))), 'total Fee over total Nights, the visits with both');
  M('ratio or derived', 'visitor nights per berth by pontoon', groups(groupBy(mv, text('Pontoon'), (g) => sum(num(g, 'Nights')) / (pontoonOf.get(g[0].Pontoon as string)?.Berths as number))), 'needs the Pontoons sheet: total Nights over the pontoon\'s Berths');
  M('ratio or derived', 'share of visits by booking method', shares(groupBy(mv, text('Booking'), (g) => g.length / mv.length)), `every visit; ${SHARE}`);
  M('refuse', 'avg length', eitherReading(value(mean(num(mv, 'LOA'))), value(mean(num(mv, 'Nights')))), 'two readings: the boat\'s length (LOA, metres), or the length of stay (Nights)');
  M('refuse', 'how much did sea otter pay', eitherReading(value(sum(num(mv.filter(is('Boat Name', 'Sea Otter')), 'Fee'))), value(sum(num(mv.filter(is('Boat Name', 'Sea Otter II')), 'Fee')))), 'two readings: Sea Otter, or Sea Otter II (both together a third)');
  M('refuse', 'how many boats came in', eitherReading(count(mv.filter((row) => row.Status !== 'No Show').length), count(distinct(mv.filter((row) => row.Status !== 'No Show'), 'Boat Name'))), 'two readings: visits (no-shows left out), or distinct boats');
  M('refuse', 'what did the fuel cost us', refuse, 'no fuel cost (litres sold only)');
  M('refuse', 'which skippers complain the most', refuse, 'no complaints column');
  M('refuse', 'how much will regatta week bring in next year', refuse, 'a forecast');
  M('refuse', 'why do the dutch stay longer', refuse, 'a reason');
  M('refuse', 'how many crew used the showers', refuse, 'no showers column');
  M('refuse', 'how many big boats came in', refuse, '"big" has no threshold');

  // ---- shearing tally book ----
  const st = tables.get('shearing_tally_2025.csv') ?? [];
  const H = ask('p21_shearing');
  const SD = 'Date';
  const hoursWorked = (row: Row): number => (clockMinutes(row.Finish) - clockMinutes(row.Start)) / 60;
  const earned = sum(num(st, 'Amount'));
  H('plain', 'total head shorn', value(sum(num(st, 'Head'))), 'Head over every tally; blank (rained off, cancelled) is none');
  H('plain', 'total earned', value(earned), '"£344.10" as text; "-" is none');
  H('plain', 'head by shearer', groups(groupBy(st, text('Shearer'), (g) => sum(num(g, 'Head')))), 'total Head per Shearer');
  H('plain', 'total wool', value(sum(num(st, 'Wool (kg)'))), 'kg; "n/a" is none');
  H('plain', 'how many farms', count(distinct(st, 'Farm')));
  H('which row', 'whos shorn the most', best(groupBy(st, text('Shearer'), (g) => sum(num(g, 'Head'))), 'Shearer'), 'total Head');
  H('which row', 'biggest tally', extremeRows(st, 'Head', 'Tally ID', 'max'), 'the Tally ID of the highest Head; any tied tally');
  H('which row', 'which farm pays the most', best(groupBy(st, text('Farm'), (g) => sum(num(g, 'Amount'))), 'Farm'), 'total Amount');
  H('which row', 'which shearer has the most cuts', best(groupBy(st, text('Shearer'), (g) => sum(num(g, 'Cuts'))), 'Shearer'), 'total Cuts; blank is none');
  H('everyday words', 'how many jobs rained off', count(st.filter(is('Status', 'Rained Off')).length), `Status "Rained Off" (tallies); ${ROWS_OR_COUNT}`);
  H('everyday words', 'how many dagging jobs', count(st.filter(is('Job', 'Dagging')).length), `Job Dagging (tallies); ${ROWS_OR_COUNT}`);
  H('everyday words', 'how many tups did we do', value(sum(num(st.filter(is('Stock', 'Tups')), 'Head'))), 'Head of Stock Tups (a sum of head, not a count of tallies)');
  H('everyday words', 'how many jobs cut short by wet sheep', count(st.filter(is('Status', 'Part Done - Wet Sheep')).length), `Status "Part Done - Wet Sheep"; ${ROWS_OR_COUNT}`);
  H('comparison', 'ewes vs hoggs head shorn', groups(keyed(st, either(['Ewes', 'Hoggs'], 'Stock'), text('Stock'), (g) => sum(num(g, 'Head')))), 'Head keyed Ewes, Hoggs');
  H('comparison', 'gareth vs rhys avg tally', groups(keyed(st, either(['Gareth', 'Rhys'], 'Shearer'), text('Shearer'), (g) => mean(num(g, 'Head')))), 'average Head per tally (blank is none), keyed Gareth, Rhys');
  H('comparison', 'texel vs welsh mountain wool', groups(keyed(st, either(['Texel', 'Welsh Mountain'], 'Breed'), text('Breed'), (g) => sum(num(g, 'Wool (kg)')))), 'Wool (kg) keyed Texel, Welsh Mountain');
  H('comparison', 'q2 vs q3 earnings', groups(keyed(st, (row) => ['Q2', 'Q3'].includes(quarterKey(SD)(row) ?? ''), quarterKey(SD), (g) => sum(num(g, 'Amount')))), 'Amount keyed Q2, Q3 (2025-Q2, 2025-Q3 accepted)');
  H('seasonality', 'which month do we shear the most sheep', best(groupBy(st, monthKey(SD), (g) => sum(num(g, 'Head'))), 'month', 'max', monthFormsIn(2025)), `Head by month; ${oneYearMonth(2025)}`);
  H('seasonality', 'which weekday earns the most', best(groupBy(st, weekdayKey(SD), (g) => sum(num(g, 'Amount'))), 'weekday', 'max', weekdayForms), 'Amount by the weekday of Date ("3/6/25", day first)');
  H('seasonality', 'head shorn by month', groups(groupBy(st, yearMonthKey(SD), (g) => sum(num(g, 'Head')))), `${MONTH_SERIES}; months without work have no row`);
  H('types as text', 'head on 3 june', value(sum(num(st.filter(dayIs(SD, '2025-06-03')), 'Head'))), 'Head of "3/6/25" (day first: 3 June 2025)');
  H('types as text', 'earnings in july', value(sum(num(st.filter(monthIs(SD, 2025, 7)), 'Amount'))), 'Amount, July 2025');
  H('types as text', 'jobs that started before 6am', count(st.filter((row) => clockMinutes(row.Start) < 360).length), `Start ("5:45") before 6:00, strict; ${ROWS_OR_COUNT}`);
  H('types as text', 'avg miles per job', value(mean(num(st, 'Mileage'))), '"34 mi" as text; "-" (cancelled) is none');
  H('units and conditions', 'how many tallies over 300', count(st.filter((row) => at(row, 'Head') > 300).length), `strict, Head; ${ROWS_OR_COUNT}`);
  H('units and conditions', 'jobs over 40 mi', count(st.filter((row) => at(row, 'Mileage') > 40).length), `strict, Mileage; ${ROWS_OR_COUNT}`);
  H('units and conditions', 'tallies with more than 2 cuts', count(st.filter((row) => at(row, 'Cuts') > 2).length), `strict; ${ROWS_OR_COUNT}`);
  H('units and conditions', 'jobs paying over £400', count(st.filter((row) => at(row, 'Amount') > 400).length), `strict, Amount; ${ROWS_OR_COUNT}`);
  H('units and conditions', 'welsh mountain ewe tallies over 250', count(st.filter((row) => row.Breed === 'Welsh Mountain' && row.Stock === 'Ewes' && at(row, 'Head') > 250).length), `Breed Welsh Mountain, Stock Ewes, Head over 250 (strict); ${ROWS_OR_COUNT}`);
  H('missing values', 'how many jobs have no wool weight', count(st.filter((row) => row['Wool (kg)'] === null).length), `"n/a" Wool (kg); ${ROWS_OR_COUNT}`);
  H('missing values', 'which columns have blanks', list(missingColumns(st)), 'blank head, start, finish, cuts and paid, "-" amounts and mileage, "n/a" wool');
  H('ratio or derived', 'sheep per hour by shearer', groups(groupBy(st, text('Shearer'), (g) => { const kept = g.filter((row) => isNum(row.Head) && Number.isFinite(hoursWorked(row))); return sum(num(kept, 'Head')) / sum(kept.map(hoursWorked)); })), 'total Head over total hours from Start to Finish, the tallies with both');
  H('ratio or derived', 'wool per head by breed', groups(groupBy(st, text('Breed'), (g) => ratio(g, 'Wool (kg)', 'Head'))), 'total Wool (kg) over total Head, the tallies with both (full shears)');
  H('ratio or derived', 'share of earnings by job', shares(groupBy(st, text('Job'), (g) => sum(num(g, 'Amount')) / earned)), `Amount of the job over all Amount; ${SHARE}`);
  H('refuse', 'how many crutching jobs', eitherReading(count(st.filter(is('Job', 'Crutching')).length), count(st.filter(either(['Crutching', 'Belly & Crutch'], 'Job')).length)), 'two readings: Job Crutching, or Belly & Crutch too');
  H('refuse', 'how much did moor farm pay', eitherReading(value(sum(num(st.filter(is('Farm', 'Low Moor Farm')), 'Amount'))), value(sum(num(st.filter(is('Farm', 'High Moor Farm')), 'Amount')))), 'two readings: Low Moor Farm, or High Moor Farm (both together a third)');
  H('refuse', 'whats the wool worth', refuse, 'no wool price');
  H('refuse', 'how many ewes were in lamb', refuse, 'no pregnancy column');
  H('refuse', 'how many sheep will we do next year', refuse, 'a forecast');
  H('refuse', 'why is ollie slower', refuse, 'a reason');
  H('refuse', 'how many rough days', refuse, '"rough" cannot be placed');
  H('refuse', 'how many old ewes', refuse, 'no age column ("old" cannot be placed)');
  H('refuse', 'which farm is the best to work for', refuse, 'a judgement');
  return out;
}

export function probe21Questions(tables: Map<string, Row[]>): Question[] {
  return probe21Catalogue(tables).map(acceptingRows);
}
