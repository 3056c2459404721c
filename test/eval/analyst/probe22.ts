/**
 * Blind probe 22, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 21). Files generated here from fixed seeds
 * (22 001 to 22 005), in trades no earlier probe used (made-up figures, nothing copied): a
 * farrier's visit book in 2024 (dates "12-Mar-2024", charges "£95.00", "£0.00" free refits, "-"
 * cancellations, travel "14 mi", time on site "1h 05m" or "45m", intervals "6 wks", shoe sizes
 * "n/a" on trims), a chimney sweep's job sheet from September 2023 to August 2024 (dates
 * "14/09/2023", starts "9.30am", times taken "1:10", soot "650 g" beside "1.2 kg", prices "£70.00"
 * or "-", statuses "Aborted - No Access"), an allotment society's plot register (a workbook with a
 * Plots sheet of sizes "10 rods", rents "£45.00" or "-", concessions "50%", cultivation "75%" or
 * "n/i", paid dates "14.10.2024", inspections "Jun-24", and a Sites sheet with the rate per rod,
 * the water charge, toilets and acreage "2.4 ac"), a piano tuner's visit book in 2024 (dates
 * "Tuesday, 5 March 2024", years built "c.1925" or "unknown", pitch found "-18c" or "n/c",
 * humidity "48% RH", hours "1.5 hrs", mileage "14 miles") and a council's parking penalty charge
 * notices in 2024 (issued "05/03/2024 14:22", contravention codes "01" with their leading zero,
 * observation "5 mins" or "Instant", amounts "£35.00", paid dates "2024-03-12"). Expected figures
 * are computed here in plain JavaScript over the generated rows. PROBE22.md records the data check
 * made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row, type Value } from './data';
import { best, csvBytes, eitherReading, extremeRows, groupBy, isNum, monthForms, num, text, topN, weekdayForms, weighted } from './probe2';
import { acceptingRows, mean, sum, type Expected, type Question } from './questions';

const DAY = 86_400_000;
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const int = (rand: () => number, lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pounds = (n: number): string => `£${money2(n)}`;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const plain = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** A choice among weighted rows of a table, returning the row itself. */
const chooseRow = <T extends readonly [unknown, number, ...unknown[]]>(rand: () => number, items: readonly T[]): T => choose(rand, items.map((item) => [item, item[1]] as [T, number]));
const sortedRows = (drafts: Array<Row & { order: number }>): Row[] => [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }) => { void order; return draft; });

// ---------------------------------------------------------------------------------------------
// a farrier's visit book, 2024

const FARRIER_YARDS: Array<[string, number, number]> = [
  // [yard, weight, round-trip miles written on every visit]
  ['Oakfield Livery', 14, 14], ['Oakfield Stud', 8, 22], ['Brookside Stables', 10, 9], ['Highgate Farm', 6, 31], ['Willow Barn', 8, 17], ['Ty Mawr Equestrian', 7, 38],
  ['Pound Lane Yard', 9, 6], ['Hollins Riding School', 12, 12], ['Greenacres', 6, 26], ['Stonebridge Eventing', 8, 20], ['Lower Green Farm', 4, 44],
];
const HORSE_NAMES = [
  'Bramble', 'Duke', 'Poppy', 'Jasper', 'Misty', 'Bertie', 'Willow', 'Rocky', 'Dolly', 'Monty', 'Honey', 'Captain', 'Pickle', 'Shadow', 'Bluebell', 'Ziggy', 'Flash', 'Tilly', 'Murphy', 'Rosie',
  'Harvey', 'Nutmeg', 'Storm', 'Daisy', 'Barney', 'Skye', 'Toffee', 'Major', 'Pepper', 'Ruby', 'Chester', 'Maisie', 'Dexter', 'Hazel', 'Bailey', 'Clover', 'Hector', 'Lottie', 'Gus', 'Fern',
  'Wilson', 'Biscuit', 'Oscar', 'Tinker', 'Archie', 'Meg', 'Samson', 'Peanut', 'Rolo', 'Quince', 'Sovereign', 'Juniper', 'Merlin', 'Button', 'Apollo', 'Cassie',
];
const HORSE_TYPES: Array<[string, number, Array<[string, number]>, number]> = [
  // [type, weight, plans, shoe size]
  ['Pony', 20, [['Trim', 50], ['Fronts Only', 50]], 0],
  ['Cob', 25, [['Fronts Only', 35], ['Full Set Hot Shod', 45], ['Trim', 20]], 2],
  ['Hunter', 15, [['Full Set Hot Shod', 75], ['Full Set Cold Shod', 10], ['Remedial - Wedges', 15]], 4],
  ['Warmblood', 15, [['Full Set Hot Shod', 70], ['Full Set Cold Shod', 15], ['Remedial - Wedges', 15]], 5],
  ['Thoroughbred', 15, [['Full Set Hot Shod', 60], ['Full Set Cold Shod', 20], ['Remedial - Heart Bar', 20]], 3],
  ['Draught', 5, [['Full Set Hot Shod', 70], ['Trim', 30]], 7],
];
/** Charge by work for an average horse, a pony and a draught horse (shod work rises £5 from 1 April). */
const FARRIER_PRICES: Record<string, [number, number, number]> = {
  'Full Set Hot Shod': [95, 80, 140], 'Full Set Cold Shod': [85, 70, 125], 'Fronts Only': [65, 55, 90], Trim: [35, 30, 45], 'Remedial - Heart Bar': [150, 150, 150], 'Remedial - Wedges': [120, 120, 120], 'Lost Shoe Refit': [25, 25, 25],
};
const FARRIER_MINUTES: Record<string, [number, number]> = {
  'Full Set Hot Shod': [55, 85], 'Full Set Cold Shod': [45, 70], 'Fronts Only': [35, 55], Trim: [20, 35], 'Remedial - Heart Bar': [90, 130], 'Remedial - Wedges': [70, 100], 'Lost Shoe Refit': [15, 30],
};
const FARRIER_SHOES: Record<string, number> = { 'Full Set Hot Shod': 4, 'Full Set Cold Shod': 4, 'Fronts Only': 2, Trim: 0, 'Remedial - Heart Bar': 4, 'Remedial - Wedges': 4, 'Lost Shoe Refit': 1 };
const FARRIER_HEADER = ['Visit No', 'Date', 'Yard', 'Horse', 'Horse Type', 'Work Done', 'Shoes', 'Shoe Size', 'Charge', 'Travel', 'Time on Site', 'Weeks Since Last', 'Payment', 'Status'];

/** "Visit No", Date "12-Mar-2024", Yard, Horse, "Horse Type", "Work Done" (Wasted Journey when nothing was done), Shoes (0 on trims, blank on wasted journeys), "Shoe Size" ("n/a" on trims and wasted journeys), Charge "£95.00" ("£0.00" free refits, "-" cancellations), Travel "14 mi", "Time on Site" "1h 05m" / "45m" (blank when nothing done), "Weeks Since Last" "6 wks" (blank on a horse's first visit of the book and on wasted journeys), Payment (Cash/BACS/Card; blank when unpaid or nothing to pay), Status (Done / Cancelled by Owner / Horse Not Caught). */
export function farrierVisits(): EvalDataset {
  const rand = random(22_001);
  interface Horse { name: string; yard: [string, number, number]; type: string; plan: string; size: number; cycle: number }
  const horses: Horse[] = HORSE_NAMES.map((name) => {
    const [type, , plans, size] = chooseRow(rand, HORSE_TYPES);
    const plan = choose(rand, plans);
    return { name, yard: chooseRow(rand, FARRIER_YARDS), type, plan, size: size + (rand() < 0.3 ? 1 : 0), cycle: plan === 'Trim' ? int(rand, 7, 9) : int(rand, 5, 7) };
  });
  const workday = (t: number): number => { let d = t; while (new Date(d).getUTCDay() === 0 || ['2024-12-25', '2024-12-26'].includes(isoDay(new Date(d)))) d += DAY; return d; };
  const END = Date.UTC(2025, 0, 1);
  const drafts: Array<Row & { order: number }> = [];
  for (const [h, horse] of horses.entries()) {
    let t = workday(Date.UTC(2024, 0, 2) + Math.floor(rand() * horse.cycle * 7) * DAY);
    let lastDone: number | null = null;
    let lastShod: number | null = null;
    while (t < END) {
      const month = new Date(t).getUTCMonth();
      const work = horse.plan === 'Fronts Only' && horse.type === 'Pony' && (month <= 1 || month === 11) ? 'Trim' : horse.plan;
      const r = rand();
      const status = r < 0.03 ? 'Cancelled by Owner' : r < 0.05 ? 'Horse Not Caught' : 'Done';
      const push = (at: number, done: string, st: string): void => {
        const ok = st === 'Done';
        const [avg, pony, draught] = FARRIER_PRICES[done];
        const base = horse.type === 'Pony' ? pony : horse.type === 'Draught' ? draught : avg;
        const shod = FARRIER_SHOES[done] > 0 && done !== 'Lost Shoe Refit';
        const free = done === 'Lost Shoe Refit' && lastShod !== null && at - lastShod <= 14 * DAY;
        const charge = st === 'Cancelled by Owner' ? null : st === 'Horse Not Caught' ? 20 : free ? 0 : base + (shod && at >= Date.UTC(2024, 3, 1) ? 5 : 0);
        const [lo, hi] = FARRIER_MINUTES[done];
        const minutes = ok ? 5 * Math.round((lo + rand() * (hi - lo) + (horse.type === 'Draught' ? 20 : 0)) / 5) : null;
        const shoes = ok ? FARRIER_SHOES[done] : null;
        const payment = charge === null || charge === 0 || rand() < 0.06 ? null : choose(rand, [['Cash', 30], ['BACS', 50], ['Card', 15]] as Array<[string, number]>);
        drafts.push({
          order: at + h, Date: new Date(at), Yard: horse.yard[0], Horse: horse.name, 'Horse Type': horse.type, 'Work Done': ok ? done : 'Wasted Journey', Shoes: shoes,
          'Shoe Size': ok && (shoes ?? 0) > 0 ? horse.size : null, Charge: charge, Travel: horse.yard[2], 'Time on Site': minutes,
          'Weeks Since Last': ok && lastDone !== null ? Math.round((at - lastDone) / (7 * DAY)) : null, Payment: payment, Status: st,
        });
        if (ok) { lastDone = at; if (shod) lastShod = at; }
      };
      push(t, work, status);
      if (status !== 'Done') { t = workday(t + int(rand, 3, 8) * DAY); continue; }
      const next = workday(t + (horse.cycle * 7 + int(rand, -3, 4)) * DAY);
      const shodNow = FARRIER_SHOES[work] > 0;
      if (shodNow && rand() < (month <= 1 || month >= 10 ? 0.14 : 0.06)) {
        const lost = workday(t + int(rand, 5, horse.cycle * 7 - 6) * DAY);
        if (lost < next && lost < END) push(lost, 'Lost Shoe Refit', 'Done');
      }
      t = next;
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ 'Visit No': `FV-${String(n + 1).padStart(4, '0')}`, ...row }));
  const dated = (d: Date): string => `${pad2(d.getUTCDate())}-${MONTH_SHORT[d.getUTCMonth()]}-${String(d.getUTCFullYear())}`;
  const onSite = (m: number): string => (m < 60 ? `${String(m)}m` : `${String(Math.floor(m / 60))}h ${pad2(m % 60)}m`);
  const lines = rows.map((row) => [
    row['Visit No'] as string, dated(row.Date as Date), row.Yard as string, row.Horse as string, row['Horse Type'] as string, row['Work Done'] as string, plain(row.Shoes), row['Shoe Size'] === null ? 'n/a' : String(row['Shoe Size']),
    row.Charge === null ? '-' : pounds(row.Charge as number), `${String(row.Travel)} mi`, row['Time on Site'] === null ? '' : onSite(row['Time on Site'] as number),
    row['Weeks Since Last'] === null ? '' : `${String(row['Weeks Since Last'])} ${row['Weeks Since Last'] === 1 ? 'wk' : 'wks'}`, plain(row.Payment), row.Status as string,
  ]);
  return { name: 'p22_farrier', file: 'farrier_visits_2024.csv', bytes: csvBytes(FARRIER_HEADER, lines), tables: [{ label: 'farrier_visits_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a chimney sweep's job sheet, September 2023 - August 2024

const SWEEP_TOWNS: Array<[string, number]> = [['Llandrindod Wells', 30], ['Builth Wells', 25], ['Rhayader', 15], ['Hay-on-Wye', 12], ['Knighton', 10], ['Presteigne', 8]];
const APPLIANCES: Array<[string, number, number, Array<[string, number]>, Array<[string, number]>]> = [
  // [appliance, weight, sweep price, fuels, flues]
  ['Open Fire', 22, 65, [['House Coal', 30], ['Seasoned Logs', 50], ['Smokeless', 20]], [['Unlined Brick', 70], ['Clay Liner', 30]]],
  ['Wood Burner', 34, 70, [['Seasoned Logs', 80], ['Unseasoned Logs', 20]], [['Stainless Liner', 75], ['Twin Wall', 25]]],
  ['Multi-fuel Stove', 24, 70, [['Smokeless', 45], ['Seasoned Logs', 40], ['House Coal', 15]], [['Stainless Liner', 75], ['Twin Wall', 25]]],
  ['Range Cooker', 8, 85, [['Smokeless', 60], ['Seasoned Logs', 40]], [['Stainless Liner', 100]]],
  ['Inglenook', 6, 95, [['Seasoned Logs', 100]], [['Unlined Brick', 80], ['Clay Liner', 20]]],
];
const SOOT_GRAMS: Record<string, number> = { 'House Coal': 1500, 'Unseasoned Logs': 1800, 'Seasoned Logs': 700, Smokeless: 600 };
const SWEEP_SEASON = [0.7, 0.65, 0.75, 0.85, 0.9, 0.95, 0.85, 1.15, 1.4, 1.75, 1.6, 0.95];
const SWEEP_HEADER = ['Job No', 'Date', 'Start', 'Sweep', 'Town', 'Customer Type', 'Appliance', 'Fuel', 'Flue', 'Service', 'Price', 'Soot Removed', 'Time Taken', 'Smoke Test', 'Cert Issued', 'Payment', 'Status'];

/** "Job No", Date "14/09/2023" (day first), Start "9.30am", Sweep (Gethin/Nia/Pete), Town, "Customer Type", Appliance, Fuel, Flue, Service (Sweep / Sweep + CCTV / Nest Removal / Smoke Test / Cowl Fit), Price "£70.00" ("£30.00" no-access call-outs, "-" when aborted as unsafe), "Soot Removed" "650 g" / "1.2 kg" (blank unless swept), "Time Taken" "1:10" (h:mm; blank when aborted), "Smoke Test" (Pass/Fail/Not Done; blank when aborted), "Cert Issued" (Y/N; blank when aborted), Payment (Card/Cash/Bank Transfer; blank when unpaid or nothing to pay), Status (Completed / Aborted - No Access / Aborted - Unsafe). */
export function sweepJobs(): EvalDataset {
  const rand = random(22_002);
  const drafts: Array<Row & { order: number }> = [];
  const closed = (iso: string): boolean => iso >= '2023-12-23' && iso <= '2024-01-01';
  for (let t = Date.UTC(2023, 8, 1); t < Date.UTC(2024, 8, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    if (wd === 0 || closed(isoDay(date))) continue;
    const crew = wd === 6 ? ['Pete'] : [...(wd <= 5 ? ['Gethin'] : []), ...(wd <= 4 ? ['Nia'] : []), ...(wd >= 2 && wd <= 4 ? ['Pete'] : [])];
    for (const sweep of crew) {
      const n = Math.max(0, Math.round(SWEEP_SEASON[month] * (sweep === 'Pete' ? 0.55 : 0.7) * (0.4 + rand() * 1.2)));
      let clock = 8 * 60 + 15 * int(rand, 0, 4);
      for (let k = 0; k < n; k++) {
        const [appliance, , base, fuels, flues] = chooseRow(rand, APPLIANCES);
        const fuel = choose(rand, fuels);
        const flue = choose(rand, flues);
        const nesting = month >= 8 && month <= 10 ? 14 : 3;
        const service = choose(rand, [['Sweep', 65], ['Sweep + CCTV', 10], ['Nest Removal', nesting], ['Smoke Test', 8], ['Cowl Fit', 6]] as Array<[string, number]>);
        const r = rand();
        const status = r < 0.03 ? 'Aborted - No Access' : r < 0.045 ? 'Aborted - Unsafe' : 'Completed';
        const ok = status === 'Completed';
        const rise = t >= Date.UTC(2024, 0, 1) ? 5 : 0;
        const price = status === 'Aborted - No Access' ? 30 : status === 'Aborted - Unsafe' ? null
          : service === 'Sweep' ? base + rise : service === 'Sweep + CCTV' ? base + rise + 45 : service === 'Nest Removal' ? 110 : service === 'Smoke Test' ? 45 : 120;
        const swept = ok && ['Sweep', 'Sweep + CCTV', 'Nest Removal'].includes(service);
        const rawSoot = SOOT_GRAMS[fuel] * (0.5 + rand()) * (appliance === 'Inglenook' ? 1.4 : 1);
        const soot = !swept ? null : rawSoot < 1000 ? 50 * Math.round(rawSoot / 50) : 100 * Math.round(rawSoot / 100);
        const [lo, hi] = service === 'Nest Removal' ? [75, 150] : service === 'Smoke Test' ? [25, 40] : service === 'Cowl Fit' ? [60, 120] : [40, 70];
        const minutes = !ok ? null : 5 * Math.round((lo + rand() * (hi - lo) + (appliance === 'Inglenook' && swept ? 20 : 0) + (service === 'Sweep + CCTV' ? 25 : 0)) / 5);
        const tested = service === 'Smoke Test' || service === 'Sweep + CCTV' || (['Sweep', 'Nest Removal'].includes(service) && rand() < 0.6);
        const smoke = !ok ? null : !tested ? 'Not Done' : rand() < (flue === 'Unlined Brick' ? 0.2 : 0.05) ? 'Fail' : 'Pass';
        const cert = !ok ? null : swept && smoke !== 'Fail' ? 'Y' : 'N';
        const payment = price === null || rand() < 0.05 ? null : choose(rand, [['Card', 50], ['Cash', 25], ['Bank Transfer', 20]] as Array<[string, number]>);
        const customer = choose(rand, [['Domestic', 70], ['Landlord', 14], ['Holiday Let', 12], ['Commercial', 4]] as Array<[string, number]>);
        drafts.push({
          order: t + clock * 60_000 + ['Gethin', 'Nia', 'Pete'].indexOf(sweep), Date: date, Start: clock, Sweep: sweep, Town: choose(rand, SWEEP_TOWNS), 'Customer Type': customer, Appliance: appliance, Fuel: fuel, Flue: flue,
          Service: service, Price: price, 'Soot Removed': soot, 'Time Taken': minutes, 'Smoke Test': smoke, 'Cert Issued': cert, Payment: payment, Status: status,
        });
        clock += (minutes ?? 20) + 15 * int(rand, 1, 4);
      }
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ 'Job No': `J${String(n + 1).padStart(4, '0')}`, ...row }));
  const dated = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
  const amPm = (m: number): string => { const h = Math.floor(m / 60); return `${String(((h + 11) % 12) + 1)}.${pad2(m % 60)}${h < 12 ? 'am' : 'pm'}`; };
  const grams = (g: number): string => (g < 1000 ? `${String(g)} g` : `${(g / 1000).toFixed(1)} kg`);
  const lines = rows.map((row) => [
    row['Job No'] as string, dated(row.Date as Date), amPm(row.Start as number), row.Sweep as string, row.Town as string, row['Customer Type'] as string, row.Appliance as string, row.Fuel as string, row.Flue as string, row.Service as string,
    row.Price === null ? '-' : pounds(row.Price as number), row['Soot Removed'] === null ? '' : grams(row['Soot Removed'] as number), row['Time Taken'] === null ? '' : `${String(Math.floor((row['Time Taken'] as number) / 60))}:${pad2((row['Time Taken'] as number) % 60)}`,
    plain(row['Smoke Test']), plain(row['Cert Issued']), plain(row.Payment), row.Status as string,
  ]);
  // The row keeps the start as written ("9.30am"); the generator's minutes stay in `order` only.
  for (const row of rows) row.Start = amPm(row.Start as number);
  return { name: 'p22_sweep', file: 'sweep_jobs_2023-24.csv', bytes: csvBytes(SWEEP_HEADER, lines), tables: [{ label: 'sweep_jobs_2023-24.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// an allotment society's plot register, rent year 2024-25: "Plots" and "Sites"

interface AllotmentSite { site: string; code: string; plots: number; rate: number; water: number; toilet: 'Yes' | 'No'; parking: number; acres: number }
const ALLOTMENT_SITES: AllotmentSite[] = [
  { site: 'North Road', code: 'NR', plots: 62, rate: 4.2, water: 8, toilet: 'Yes', parking: 6, acres: 2.4 },
  { site: 'Mill Lane', code: 'ML', plots: 48, rate: 4.5, water: 10, toilet: 'No', parking: 0, acres: 1.6 },
  { site: 'Millfield', code: 'MF', plots: 40, rate: 3.8, water: 6, toilet: 'No', parking: 4, acres: 1.5 },
  { site: 'Church Fields', code: 'CF', plots: 66, rate: 4, water: 8, toilet: 'Yes', parking: 10, acres: 2.8 },
  { site: 'Brook Meadow', code: 'BM', plots: 44, rate: 3.6, water: 5, toilet: 'No', parking: 3, acres: 1.9 },
];
const FIRST_NAMES = ['Alan', 'Brenda', 'Colin', 'Diane', 'Eric', 'Fiona', 'Gordon', 'Helen', 'Ian', 'Janet', 'Keith', 'Linda', 'Malcolm', 'Nina', 'Owen', 'Pam', 'Raj', 'Sue', 'Tariq', 'Val', 'Wendy', 'Yusuf', 'Zoe', 'Ben', 'Chloe', 'Dev', 'Emma', 'Femi', 'Grace', 'Hannah'];
const SURNAMES = ['Ashworth', 'Barker', 'Choudhury', 'Dawson', 'Evans', 'Fletcher', 'Gill', 'Hartley', 'Iqbal', 'Jones', 'Kaur', 'Lomax', 'Morris', 'Nowak', 'Okafor', 'Patel', 'Quinn', 'Riley', 'Shaw', 'Taylor', 'Usher', 'Varga', 'Walsh', 'Yates'];
const PLOTS_HEADER = ['Plot', 'Site', 'Size', 'Tenant', 'Tenancy Start', 'Status', 'Concession', 'Rent Due', 'Amount Paid', 'Paid Date', 'Cultivated', 'Last Inspection', 'Shed', 'Keeps Hens'];
const SITES_HEADER = ['Site', 'Rate per Rod', 'Water Charge per Plot', 'Toilet', 'Car Park Spaces', 'Acreage'];

/** "Plots": Plot ("NR-01"), Site, Size "10 rods" / "7.5 rods" / "5 rods" / "2.5 rods", Tenant (blank when vacant), "Tenancy Start" (a real Excel date; blank when vacant), Status (Let / Starter Plot / Notice to Quit / Vacant), Concession "50%" (blank when none), "Rent Due" "£45.00" ("-" when vacant; rods x the site's rate, halved on concession, plus the site's water charge), "Amount Paid" ("£0.00" when nothing paid; blank when vacant), "Paid Date" "14.10.2024" (blank when unpaid), Cultivated "75%" ("n/i" when not inspected), "Last Inspection" "Jun-24" (blank when not inspected), Shed (Y/N), "Keeps Hens" (Y/N). "Sites": Site, "Rate per Rod" "£4.20", "Water Charge per Plot" "£8.00", Toilet, "Car Park Spaces", Acreage "2.4 ac". */
export async function allotmentWorkbook(): Promise<EvalDataset> {
  const rand = random(22_003);
  const used = new Set<string>();
  const person = (): string => { for (;;) { const name = `${pick(rand, FIRST_NAMES)} ${pick(rand, SURNAMES)}`; if (!used.has(name)) { used.add(name); return name; } } };
  const rows: Row[] = [];
  for (const s of ALLOTMENT_SITES) {
    const holders: string[] = [];
    for (let i = 1; i <= s.plots; i++) {
      const size = choose(rand, [[10, 45], [7.5, 10], [5, 35], [2.5, 10]] as Array<[number, number]>);
      const r = rand();
      const status = r < 0.1 ? 'Vacant' : r < 0.15 ? 'Notice to Quit' : size <= 5 && r < 0.3 ? 'Starter Plot' : 'Let';
      const let_ = status !== 'Vacant';
      const second = let_ && holders.length > 3 && status === 'Let' && rand() < 0.09;
      const tenant = !let_ ? null : second ? pick(rand, holders) : person();
      if (tenant !== null && !second) holders.push(tenant);
      const year = status === 'Starter Plot' ? choose(rand, [[2023, 40], [2024, 60]] as Array<[number, number]>) : choose(rand, [[1988 + int(rand, 0, 19), 15], [2008 + int(rand, 0, 9), 25], [2018 + int(rand, 0, 4), 30], [2023, 15], [2024, 15]] as Array<[number, number]>);
      const month = choose(rand, [[0, 8], [1, 14], [2, 18], [3, 14], [4, 6], [5, 3], [6, 2], [7, 2], [8, 4], [9, 12], [10, 10], [11, 7]] as Array<[number, number]>);
      const start = !let_ ? null : new Date(Date.UTC(year, year === 2024 ? Math.min(month, 8) : month, int(rand, 1, 28)));
      const concession = let_ && rand() < 0.2 ? 50 : null;
      const due = !let_ ? null : round2(size * s.rate * (concession ? 0.5 : 1) + s.water);
      const pr = rand();
      const paid = !let_ ? null : status === 'Notice to Quit' ? (pr < 0.7 ? 0 : due) : pr < 0.86 ? due : pr < 0.93 ? round2((due as number) / 2) : 0;
      const paidOn = paid === null || paid === 0 ? null : new Date(Date.UTC(2024, 9, 1) + choose(rand, [[int(rand, 0, 30), 60], [int(rand, 31, 60), 25], [int(rand, 61, 120), 15]] as Array<[number, number]>) * DAY);
      const inspected = rand() >= (let_ ? 0.07 : 1);
      const cultivated = !inspected ? null : status === 'Notice to Quit' ? 5 * int(rand, 0, 8) : status === 'Starter Plot' ? 5 * int(rand, 6, 19) : 5 * int(rand, 8, 20);
      rows.push({
        Plot: `${s.code}-${pad2(i)}`, Site: s.site, Size: size, Tenant: tenant, 'Tenancy Start': start, Status: status, Concession: concession, 'Rent Due': due, 'Amount Paid': paid, 'Paid Date': paidOn,
        Cultivated: cultivated, 'Last Inspection': !inspected ? null : rand() < 0.55 ? 'Jun-24' : 'Aug-24', Shed: rand() < (let_ ? 0.55 : 0.3) ? 'Y' : 'N', 'Keeps Hens': let_ && rand() < 0.12 ? 'Y' : 'N',
      });
    }
  }
  const siteRows: Row[] = ALLOTMENT_SITES.map((s) => ({ Site: s.site, 'Rate per Rod': s.rate, 'Water Charge per Plot': s.water, Toilet: s.toilet, 'Car Park Spaces': s.parking, Acreage: s.acres }));
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2025, 0, 20, 9, 0));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet('Plots');
  sheet.addRow(PLOTS_HEADER);
  const dotted = (d: Date): string => `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${String(d.getUTCFullYear())}`;
  const cell = (row: Row, h: string): string | number | Date | null => {
    const v = row[h];
    if (h === 'Size') return `${String(v)} rods`;
    if (h === 'Concession') return v === null ? null : `${String(v)}%`;
    if (h === 'Rent Due') return v === null ? '-' : pounds(v as number);
    if (h === 'Amount Paid') return v === null ? null : pounds(v as number);
    if (h === 'Paid Date') return v === null ? null : dotted(v as Date);
    if (h === 'Cultivated') return v === null ? 'n/i' : `${String(v)}%`;
    return v as string | number | Date | null;
  };
  for (const row of rows) {
    const added = sheet.addRow(PLOTS_HEADER.map((h) => cell(row, h)));
    added.getCell(5).numFmt = 'dd/mm/yyyy';
  }
  const second = workbook.addWorksheet('Sites');
  second.addRow(SITES_HEADER);
  for (const row of siteRows) second.addRow([row.Site, pounds(row['Rate per Rod'] as number), pounds(row['Water Charge per Plot'] as number), row.Toilet, row['Car Park Spaces'], `${String(row.Acreage)} ac`]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p22_allotments', file: 'allotments_2024-25.xlsx', bytes, tables: [{ label: 'allotments_2024-25.xlsx / Plots', rows }, { label: 'allotments_2024-25.xlsx / Sites', rows: siteRows }] };
}

// ---------------------------------------------------------------------------------------------
// a piano tuner's visit book, 2024

const PIANO_MAKES: Array<[string, number, [number, number]]> = [
  // [make, weight, years built]
  ['Yamaha', 25, [1975, 2018]], ['Kawai', 12, [1978, 2016]], ['Knight', 10, [1950, 1990]], ['Broadwood', 10, [1880, 1955]], ['Chappell', 10, [1900, 1960]],
  ['Challen', 8, [1905, 1965]], ['Eavestaff', 6, [1925, 1965]], ['Danemann', 6, [1935, 1985]], ['Bechstein', 5, [1890, 2005]], ['Steinway', 3, [1900, 2010]],
];
const INSTITUTIONS: Array<[string, string, number, number]> = [
  // [client, client type, pianos, tunings a year]
  ["St Mary's School", 'School', 2, 3], ['Oakwood Primary', 'School', 1, 3], ['Kingsmead Academy', 'School', 2, 3], ['Hillcrest Prep', 'School', 2, 3], ['Riverside High', 'School', 1, 3],
  ["St Mary's Church", 'Church', 1, 2], ["St John's Church", 'Church', 1, 2], ['Holy Trinity', 'Church', 1, 2], ['Bethel Chapel', 'Church', 1, 2], ["St Peter's Church", 'Church', 1, 2],
  ['The Grand Hotel', 'Hotel', 1, 3], ['Castle Hotel', 'Hotel', 1, 2], ['The Assembly Rooms', 'Concert Hall', 2, 10], ['Willow Court Care Home', 'Care Home', 1, 2], ['Beechwood House', 'Care Home', 1, 1],
];
const TITLES = ['Mrs', 'Mr', 'Ms', 'Dr', 'Miss'];
const PIANO_HEADER = ['Ref', 'Visit Date', 'Client', 'Client Type', 'Make', 'Piano Type', 'Year Built', 'Work', 'Pitch Found', 'Humidity', 'Fee', 'Parts', 'Mileage', 'Hours', 'Strings Replaced', 'Paid'];

/** Ref, "Visit Date" "Tuesday, 5 March 2024", Client, "Client Type", Make, "Piano Type" (Upright/Baby Grand/Grand), "Year Built" ("1998", "c.1925", "unknown"), Work (Tuning / Pitch Raise & Tuning / Tuning & Repair / Repair / Regulation), "Pitch Found" in cents from A440 "-18c" / "+3c" / "0c" ("n/c" when not checked), Humidity "48% RH" (blank when not measured), Fee "£85.00", Parts "£12.50" (blank when none), Mileage "14 miles" (the round trip), Hours "1.5 hrs" / "1 hr", "Strings Replaced" (blank when none), Paid (Yes/No). */
export function pianoVisits(): EvalDataset {
  const rand = random(22_004);
  interface Piano { client: string; type: string; make: string; kind: string; built: number; approx: boolean; unknown: boolean; miles: number; perYear: number; drift: number }
  const pianos: Piano[] = [];
  const newPiano = (client: string, type: string, perYear: number, miles: number, forceGrand = false): Piano => {
    const [make, , [lo, hi]] = type === 'Concert Hall' ? (['Steinway', 1, [1985, 2012]] as [string, number, [number, number]]) : chooseRow(rand, PIANO_MAKES);
    const kind = forceGrand ? 'Grand' : type === 'Concert Hall' ? 'Upright' : choose(rand, [['Upright', 80], ['Baby Grand', 14], ['Grand', 6]] as Array<[string, number]>);
    const built = int(rand, lo, hi);
    return { client, type, make, kind, built, approx: built < 1950 && rand() < 0.45, unknown: rand() < 0.07, miles, perYear, drift: 2 + rand() * 10 };
  };
  for (const [client, type, n, perYear] of INSTITUTIONS) {
    const miles = 2 * int(rand, 3, 20);
    for (let i = 0; i < n; i++) pianos.push(newPiano(client, type, perYear, miles, type === 'Concert Hall' && i === 0));
  }
  const usedNames = new Set<string>();
  for (let i = 0; i < 150; i++) {
    const someone = (): string => `${pick(rand, TITLES)} ${pick(rand, [...'ABCDEGHJKLMPRST'])} ${pick(rand, SURNAMES)}`;
    let name = someone();
    while (usedNames.has(name)) name = someone();
    usedNames.add(name);
    pianos.push(newPiano(name, 'Private', choose(rand, [[1, 70], [2, 30]] as Array<[number, number]>), 2 * int(rand, 2, 24)));
  }
  const away = (t: number): boolean => { const iso = isoDay(new Date(t)); return (iso >= '2024-08-05' && iso <= '2024-08-18') || (iso >= '2024-12-24' && iso <= '2024-12-31') || iso <= '2024-01-02'; };
  const termMonths: Record<number, number[]> = { 3: [0, 3, 8], 2: [2, 9], 1: [10] };
  const drafts: Array<Row & { order: number }> = [];
  for (const [p, piano] of pianos.entries()) {
    const months = piano.type === 'Concert Hall' ? (piano.kind === 'Grand' ? [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11] : [0, 4, 8, 11])
      : piano.type === 'Private' ? (piano.perYear === 2 ? [int(rand, 0, 4), int(rand, 6, 11)] : [choose(rand, [[0, 6], [1, 7], [2, 9], [3, 9], [4, 8], [5, 7], [6, 5], [7, 3], [8, 10], [9, 11], [10, 13], [11, 12]] as Array<[number, number]>)])
      : termMonths[piano.perYear] ?? [1];
    for (const [v, month] of months.entries()) {
      let t = Date.UTC(2024, month, int(rand, 1, 28));
      while (new Date(t).getUTCDay() === 0 || away(t)) t += DAY;
      if (t >= Date.UTC(2025, 0, 1)) continue;
      const neglected = piano.type === 'Private' && v === 0 && rand() < 0.25;
      const cents = neglected ? -int(rand, 20, 60) : Math.round(-piano.drift * (piano.type === 'Concert Hall' ? 0.3 : 1) + (rand() - 0.5) * 8);
      const wr = rand();
      const work = neglected ? 'Pitch Raise & Tuning' : wr < 0.08 ? 'Tuning & Repair' : wr < 0.12 ? 'Repair' : wr < (piano.kind === 'Upright' ? 0.13 : 0.16) ? 'Regulation' : 'Tuning';
      const grand = piano.kind !== 'Upright';
      const tuneFee = piano.type === 'Concert Hall' ? 120 : grand ? 95 : 85;
      const fee = work === 'Tuning' ? tuneFee : work === 'Pitch Raise & Tuning' ? tuneFee + 40 : work === 'Tuning & Repair' ? tuneFee + 30 : work === 'Repair' ? 55 : grand ? 450 : 320;
      const repair = work === 'Tuning & Repair' || work === 'Repair';
      const strings = repair && rand() < 0.5 ? int(rand, 1, 3) : null;
      const parts = repair ? round2((strings ?? 0) * 6.5 + (rand() < 0.6 ? 2.5 * int(rand, 1, 8) : 0)) : work === 'Regulation' ? round2(2.5 * int(rand, 4, 16)) : null;
      const hours = work === 'Tuning' ? 0.25 * int(rand, 4, 6) : work === 'Pitch Raise & Tuning' ? 0.25 * int(rand, 8, 10) : work === 'Tuning & Repair' ? 0.25 * int(rand, 7, 10) : work === 'Repair' ? 0.25 * int(rand, 3, 8) : 0.5 * int(rand, 8, 14);
      const heated = month <= 2 || month >= 10;
      const humidity = rand() < 0.15 ? null : Math.round((piano.type === 'Church' ? 62 : heated ? 40 : 52) + (rand() - 0.5) * 16);
      drafts.push({
        order: t + p, 'Visit Date': new Date(t), Client: piano.client, 'Client Type': piano.type, Make: piano.make, 'Piano Type': piano.kind, 'Year Built': piano.unknown ? null : piano.built,
        Work: work, 'Pitch Found': work === 'Repair' || work === 'Regulation' ? null : cents, Humidity: humidity, Fee: fee, Parts: parts === 0 ? null : parts, Mileage: piano.miles, Hours: hours, 'Strings Replaced': strings,
        Paid: rand() < (piano.type === 'Private' ? 0.95 : 0.82) ? 'Yes' : 'No',
      });
      piano.drift = 2 + rand() * 6;
    }
  }
  const pianoOf = new Map(pianos.map((piano) => [`${piano.client}|${piano.make}|${piano.kind}|${String(piano.built)}`, piano]));
  const rows = sortedRows(drafts).map((row, n): Row => ({ Ref: `PT-${String(n + 1).padStart(3, '0')}`, ...row }));
  const dated = (d: Date): string => `${DAY_LONG[d.getUTCDay()]}, ${String(d.getUTCDate())} ${MONTH_LONG[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;
  const builtAs = (row: Row): string => {
    if (row['Year Built'] === null) return 'unknown';
    const piano = pianoOf.get(`${row.Client as string}|${row.Make as string}|${row['Piano Type'] as string}|${String(row['Year Built'])}`);
    return piano?.approx ? `c.${String(row['Year Built'])}` : String(row['Year Built']);
  };
  const cents = (c: number): string => `${c > 0 ? '+' : ''}${String(c)}c`;
  const hrs = (h: number): string => `${String(h)} ${h === 1 ? 'hr' : 'hrs'}`;
  const lines = rows.map((row) => [
    row.Ref as string, dated(row['Visit Date'] as Date), row.Client as string, row['Client Type'] as string, row.Make as string, row['Piano Type'] as string, builtAs(row), row.Work as string,
    row['Pitch Found'] === null ? 'n/c' : cents(row['Pitch Found'] as number), row.Humidity === null ? '' : `${String(row.Humidity)}% RH`, pounds(row.Fee as number), row.Parts === null ? '' : pounds(row.Parts as number),
    `${String(row.Mileage)} miles`, hrs(row.Hours as number), plain(row['Strings Replaced']), row.Paid as string,
  ]);
  return { name: 'p22_piano', file: 'piano_visits_2024.csv', bytes: csvBytes(PIANO_HEADER, lines), tables: [{ label: 'piano_visits_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a council's parking penalty charge notices, 2024

const PCN_CODES: Array<[string, string, 'Higher' | 'Lower', 'street' | 'car park' | 'both']> = [
  ['01', 'Parked in a restricted street during prescribed hours', 'Higher', 'street'],
  ['12', "Parked in a residents' or shared use parking place without a valid permit", 'Higher', 'street'],
  ['16', 'Parked in a permit space without displaying a valid permit', 'Higher', 'street'],
  ['30', 'Parked for longer than permitted', 'Lower', 'street'],
  ['40', "Parked in a designated disabled person's parking place without displaying a valid disabled person's badge", 'Higher', 'both'],
  ['62', 'Parked with one or more wheels on or over a footpath', 'Higher', 'street'],
  ['83', 'Parked in a car park without payment of the parking charge', 'Lower', 'car park'],
  ['86', 'Parked beyond the bay markings', 'Lower', 'car park'],
];
const PCN_LOCATIONS: Array<[string, number, boolean, Array<[string, number]>]> = [
  // [location, weight, car park, codes]
  ['High Street', 22, false, [['01', 35], ['30', 35], ['40', 10], ['62', 20]]],
  ['High Street Car Park', 18, true, [['83', 60], ['86', 25], ['40', 15]]],
  ['Station Road', 16, false, [['12', 45], ['16', 20], ['01', 25], ['62', 10]]],
  ['Market Square', 14, false, [['30', 55], ['01', 25], ['40', 20]]],
  ['Church Lane', 10, false, [['12', 60], ['62', 25], ['01', 15]]],
  ['Bridge Street', 8, false, [['01', 50], ['30', 30], ['62', 20]]],
  ['Leisure Centre Car Park', 12, true, [['83', 55], ['86', 35], ['40', 10]]],
];
const PCN_SEASON = [0.8, 0.85, 0.95, 1, 1.05, 1.1, 1.2, 1.3, 1.05, 0.95, 1, 1.35];
const PCN_HEADER = ['PCN', 'Issued', 'Location', 'Code', 'Contravention', 'Band', 'Charge', 'CEO', 'Observed', 'Vehicle Make', 'Plate Country', 'Appeal', 'Status', 'Amount Paid', 'Date Paid'];

/** PCN, Issued "05/03/2024 14:22" (day first, with a time), Location, Code "01" (a leading zero, as text), Contravention, Band (Higher/Lower), Charge "£70.00", CEO "CEO 114", Observed "5 mins" / "10 mins" / "Instant", "Vehicle Make", "Plate Country", Appeal (None/Informal/Formal/Tribunal), Status (Paid - Discount / Paid - Full / Paid - Charge Certificate / Cancelled - Appeal Upheld / Cancelled - CEO Error / Outstanding / Debt Registered / Written Off), "Amount Paid" "£35.00" (blank when nothing paid), "Date Paid" "2024-03-12" (blank when nothing paid). */
export function parkingPcns(): EvalDataset {
  const rand = random(22_005);
  const codeOf = new Map(PCN_CODES.map((c) => [c[0], c]));
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const iso = isoDay(date);
    if (wd === 0 || iso === '2024-12-25' || iso === '2024-12-26' || iso === '2024-01-01') continue;
    const n = Math.round(PCN_SEASON[date.getUTCMonth()] * (wd === 6 ? 2.3 : 1.6) * (0.3 + rand() * 1.4));
    for (let k = 0; k < n; k++) {
      const [location, , carPark, codes] = chooseRow(rand, PCN_LOCATIONS);
      const code = choose(rand, codes);
      const [, description, band] = codeOf.get(code) as (typeof PCN_CODES)[number];
      const charge = band === 'Higher' ? 70 : 50;
      const minute = 8 * 60 + int(rand, 0, 10 * 60 + 30);
      const observed = code === '40' || code === '62' || code === '86' ? 'Instant' : code === '01' ? choose(rand, [['5 mins', 70], ['10 mins', 30]] as Array<[string, number]>) : choose(rand, [['5 mins', 50], ['10 mins', 35], ['15 mins', 15]] as Array<[string, number]>);
      const country = choose(rand, [['GB', 92], ['IE', 2], ['FR', 2], ['PL', 2], ['NL', 1], ['DE', 1]] as Array<[string, number]>);
      const late = t >= Date.UTC(2024, 10, 15);
      const r = rand();
      let status = r < 0.55 ? 'Paid - Discount' : r < 0.67 ? 'Paid - Full' : r < 0.71 ? 'Paid - Charge Certificate' : r < 0.79 ? 'Cancelled - Appeal Upheld' : r < 0.82 ? 'Cancelled - CEO Error' : r < 0.92 ? 'Outstanding' : 'Debt Registered';
      if (country !== 'GB' && (status === 'Debt Registered' || status === 'Outstanding' || status === 'Paid - Charge Certificate')) status = late ? 'Outstanding' : 'Written Off';
      if (late && (status === 'Debt Registered' || status === 'Paid - Charge Certificate')) status = 'Outstanding';
      const appeal = status === 'Cancelled - Appeal Upheld' ? choose(rand, [['Informal', 60], ['Formal', 30], ['Tribunal', 10]] as Array<[string, number]>)
        : status === 'Paid - Full' || status === 'Debt Registered' ? choose(rand, [['None', 55], ['Informal', 30], ['Formal', 12], ['Tribunal', 3]] as Array<[string, number]>) : status === 'Outstanding' && rand() < 0.3 ? 'Informal' : 'None';
      const paid = status === 'Paid - Discount' ? charge / 2 : status === 'Paid - Full' ? charge : status === 'Paid - Charge Certificate' ? charge * 1.5 : null;
      const after = status === 'Paid - Discount' ? int(rand, 0, 13) : status === 'Paid - Full' ? int(rand, 15, 40) : int(rand, 45, 100);
      const paidOn = paid === null ? null : new Date(t + after * DAY);
      drafts.push({
        order: t + minute * 60_000 + k, Issued: new Date(t + minute * 60_000), Location: location, Code: code, Contravention: description, Band: band, Charge: charge,
        CEO: `CEO ${String(pick(rand, carPark ? [131, 158] : [114, 127, 131, 142, 158]))}`, Observed: observed,
        'Vehicle Make': choose(rand, [['Ford', 16], ['Vauxhall', 12], ['Volkswagen', 12], ['Toyota', 9], ['BMW', 8], ['Audi', 7], ['Nissan', 7], ['Kia', 6], ['Peugeot', 6], ['Mercedes', 6], ['Honda', 5], ['Skoda', 6]] as Array<[string, number]>),
        'Plate Country': country, Appeal: appeal, Status: status, 'Amount Paid': paid, 'Date Paid': paidOn,
      });
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ PCN: `BC${String(24_000_001 + n * 7)}`, ...row }));
  const stamp = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  const lines = rows.map((row) => [
    row.PCN as string, stamp(row.Issued as Date), row.Location as string, row.Code as string, row.Contravention as string, row.Band as string, pounds(row.Charge as number), row.CEO as string, row.Observed as string,
    row['Vehicle Make'] as string, row['Plate Country'] as string, row.Appeal as string, row.Status as string, row['Amount Paid'] === null ? '' : pounds(row['Amount Paid'] as number), row['Date Paid'] === null ? '' : isoDay(row['Date Paid'] as Date),
  ]);
  return { name: 'p22_parking', file: 'pcns_issued_2024.csv', bytes: csvBytes(PCN_HEADER, lines), tables: [{ label: 'pcns_issued_2024.csv', rows }] };
}

export const PROBE22_DATASETS = new Set(['p22_farrier', 'p22_sweep', 'p22_allotments', 'p22_piano', 'p22_parking']);

export async function probe22Datasets(): Promise<EvalDataset[]> {
  return [farrierVisits(), sweepJobs(), await allotmentWorkbook(), pianoVisits(), parkingPcns()];
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
const between = (column: string, from: string, to: string) => (row: Row): boolean => row[column] instanceof Date && isoDay(when(row, column)) >= from && isoDay(when(row, column)) <= to;
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const quarterKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `Q${String(Math.floor(when(row, column).getUTCMonth() / 3) + 1)}` : null);
const yearMonthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `${String(when(row, column).getUTCFullYear())}-${pad2(when(row, column).getUTCMonth() + 1)}` : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: Value) => (row: Row): boolean => row[column] === value;
const starts = (column: string, prefix: string) => (row: Row): boolean => typeof row[column] === 'string' && (row[column] as string).startsWith(prefix);
/** A clock time written "9.30am", "12.15pm" or "14:22" as minutes after midnight; NaN when blank. */
const clockMinutes = (v: Value): number => {
  const m = typeof v === 'string' ? /^(\d{1,2})[.:](\d{2})(am|pm)?$/.exec(v) : null;
  if (!m) return NaN;
  const h = m[3] === undefined ? Number(m[1]) : (Number(m[1]) % 12) + (m[3] === 'pm' ? 12 : 0);
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
const monthFormsIn = (year: number) => (key: string): string[] => [...new Set([...monthForms(key), `${String(year)}-${pad2(Number(key))}`, `${String(year)}-${pad2(Number(key))}-01`])];
/** A month of a file that runs over twelve months from `first` (each month once): its number, names, or its "YYYY-MM". */
const monthFormsFrom = (firstYear: number, firstMonth: number) => (key: string): string[] => {
  const m = Number(key);
  const y = m >= firstMonth ? firstYear : firstYear + 1;
  return [...new Set([...monthForms(key), `${String(y)}-${pad2(m)}`, `${String(y)}-${pad2(m)}-01`])];
};
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
export function probe22Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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
  const rows = (label: string): Row[] => tables.get(label) ?? [];

  // ---- farrier's visit book ----
  const fr = rows('farrier_visits_2024.csv');
  const F = ask('p22_farrier');
  const FD = 'Date';
  const CH = 'Charge';
  const ON = 'Time on Site';
  const farrierTakings = sum(num(fr, CH));
  F('plain', 'total takings', value(farrierTakings), '"£95.00" as text; "£0.00" free refits and "£20.00" wasted journeys count; "-" (cancelled by the owner) is none');
  F('plain', 'visits per yard', groups(countBy(fr, text('Yard'))), 'every visit, wasted journeys too');
  F('plain', 'avg charge per visit', value(mean(num(fr, CH))), 'Charge over the visits with a value ("-" is none, "£0.00" counts)');
  F('plain', 'how many horses are on the books', count(distinct(fr, 'Horse')), 'distinct Horse');
  F('plain', 'top 3 yards by takings', topN(groupBy(fr, text('Yard'), (g) => sum(num(g, CH))), 3), 'total Charge');
  F('which row', 'which horse has cost the most', best(groupBy(fr, text('Horse'), (g) => sum(num(g, CH))), 'Horse'), 'total Charge per Horse');
  F('which row', 'longest job', extremeRows(fr, ON, 'Visit No', 'max'), 'the Visit No of the longest Time on Site ("1h 05m" as text); any tied visit');
  F('which row', 'furthest yard', extremeRows(fr, 'Travel', 'Yard', 'max'), 'the Yard of the highest Travel ("44 mi"; one distance per yard)');
  F('which row', 'which horse runs up the biggest remedial bill', best(groupBy(fr.filter(starts('Work Done', 'Remedial')), text('Horse'), (g) => sum(num(g, CH))), 'Horse'), 'total Charge of the Remedial visits (Heart Bar and Wedges) per Horse');
  F('everyday words', 'how many trims', count(fr.filter(is('Work Done', 'Trim')).length), `Work Done Trim; ${ROWS_OR_COUNT}`);
  F('everyday words', 'how many lost shoe callouts', count(fr.filter(is('Work Done', 'Lost Shoe Refit')).length), `Work Done "Lost Shoe Refit"; ${ROWS_OR_COUNT}`);
  F('everyday words', 'how many remedial jobs', count(fr.filter(starts('Work Done', 'Remedial')).length), `Work Done starting "Remedial" (Heart Bar and Wedges); ${ROWS_OR_COUNT}`);
  F('everyday words', 'how many times couldnt they catch the horse', count(fr.filter(is('Status', 'Horse Not Caught')).length), `Status "Horse Not Caught"; ${ROWS_OR_COUNT}`);
  F('comparison', 'hot vs cold shod', groups(keyed(fr, either(['Full Set Hot Shod', 'Full Set Cold Shod'], 'Work Done'), text('Work Done'), (g) => g.length)), 'visits keyed Full Set Hot Shod, Full Set Cold Shod');
  F('comparison', 'cobs vs ponies avg charge', groups(keyed(fr, either(['Cob', 'Pony'], 'Horse Type'), text('Horse Type'), (g) => mean(num(g, CH)))), 'average Charge keyed Cob, Pony');
  F('comparison', 'bacs vs cash takings', groups(keyed(fr, either(['BACS', 'Cash'], 'Payment'), text('Payment'), (g) => sum(num(g, CH)))), 'Charge keyed by Payment, BACS and Cash');
  F('comparison', 'q1 vs q4 visits', groups(keyed(fr, (row) => ['Q1', 'Q4'].includes(quarterKey(FD)(row) ?? ''), quarterKey(FD), (g) => g.length)), 'every visit keyed Q1, Q4 (2024-Q1, 2024-Q4 accepted)');
  F('seasonality', 'busiest month', best(countBy(fr, monthKey(FD)), 'month', 'max', monthFormsIn(2024)), `visits per month; ${oneYearMonth(2024)}`);
  F('seasonality', 'which day of the week are we busiest', best(countBy(fr, weekdayKey(FD)), 'weekday', 'max', weekdayForms), 'visits by the weekday of Date ("12-Mar-2024")');
  F('seasonality', 'takings by month', groups(groupBy(fr, yearMonthKey(FD), (g) => sum(num(g, CH)))), MONTH_SERIES);
  F('types as text', 'takings on 20 march', value(sum(num(fr.filter(dayIs(FD, '2024-03-20')), CH))), 'Charge of "20-Mar-2024"');
  F('types as text', 'avg time on site for a trim in minutes', value(mean(num(fr.filter(is('Work Done', 'Trim')), ON))), '"25m" / "1h 05m" as text, in minutes');
  F('types as text', 'avg weeks since last visit', value(mean(num(fr, 'Weeks Since Last'))), '"6 wks" / "1 wk" as text; blank is none');
  F('types as text', 'what did we take in july', value(sum(num(fr.filter(monthIs(FD, 2024, 7)), CH))), 'Charge, July 2024');
  F('units and conditions', 'visits to yards over 20 mi', count(fr.filter((row) => at(row, 'Travel') > 20).length), `strict, Travel ("20 mi", Stonebridge Eventing, is out); ${ROWS_OR_COUNT}`);
  F('units and conditions', 'jobs that took over an hour', count(fr.filter((row) => at(row, ON) > 60).length), `strict, Time on Site over 60 minutes ("1h 00m" is out); ${ROWS_OR_COUNT}`);
  F('units and conditions', 'visits where it had been more than 8 wks', count(fr.filter((row) => at(row, 'Weeks Since Last') > 8).length), `strict, Weeks Since Last; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'jobs over £100', count(fr.filter((row) => at(row, CH) > 100).length), `strict, Charge; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'pony trims under 30 mins', count(fr.filter((row) => row['Horse Type'] === 'Pony' && row['Work Done'] === 'Trim' && at(row, ON) < 30).length), `Horse Type Pony, Work Done Trim, Time on Site under 30 minutes (strict); ${ROWS_OR_COUNT}`);
  F('missing values', 'how many visits have no time on site', count(fr.filter((row) => row[ON] === null).length), `blank Time on Site (wasted journeys); ${ROWS_OR_COUNT}`);
  F('missing values', 'which columns have blanks', list(missingColumns(fr)), 'blank shoes, time on site, weeks and payments, "n/a" shoe sizes, "-" charges');
  F('ratio or derived', 'charge per hour by work done', groups(groupBy(fr, text('Work Done'), (g) => { const kept = g.filter((row) => isNum(row[CH]) && isNum(row[ON])); return sum(num(kept, CH)) / (sum(num(kept, ON)) / 60); })), 'total Charge over total hours on site (Time on Site / 60), the visits with both; Wasted Journey has no time (no figure, or blank)');
  F('ratio or derived', 'share of takings by horse type', shares(groupBy(fr, text('Horse Type'), (g) => sum(num(g, CH)) / farrierTakings)), `Charge of the type over all Charge; ${SHARE}`);
  const refits = fr.filter(is('Work Done', 'Lost Shoe Refit'));
  F('ratio or derived', 'what % of lost shoe callouts were free', value((100 * refits.filter((row) => row[CH] === 0).length) / refits.length), `Lost Shoe Refit visits charged "£0.00" over all Lost Shoe Refit visits; ${PERCENT}`);
  F('refuse', 'how much has oakfield paid', eitherReading(value(sum(num(fr.filter(is('Yard', 'Oakfield Livery')), CH))), value(sum(num(fr.filter(is('Yard', 'Oakfield Stud')), CH)))), 'two readings: Oakfield Livery, or Oakfield Stud (both together a third)');
  const shodRows = fr.filter((row) => at(row, 'Shoes') > 0);
  F('refuse', 'how many horses did we shoe', eitherReading(count(shodRows.length), count(distinct(shodRows, 'Horse'))), 'two readings: shoeing visits (Shoes above 0), or distinct horses shod');
  F('refuse', 'takings in spring', eitherReading(value(sum(num(fr.filter(between(FD, '2024-03-01', '2024-05-31')), CH))), value(sum(num(fr.filter(between(FD, '2024-03-20', '2024-06-20')), CH)))), 'two readings: meteorological spring (1 March - 31 May), or astronomical spring (20 March - 20 June 2024)');
  F('refuse', 'which horses are lame', refuse, 'no lameness column');
  F('refuse', 'what do we spend on nails and shoes', refuse, 'no costs (only charges)');
  F('refuse', 'which owners pay late', refuse, 'no owner column and no invoice or payment dates');
  F('refuse', 'how many difficult horses', refuse, '"difficult" cannot be placed');
  F('refuse', 'will we be busier next spring', refuse, 'a forecast');
  F('refuse', 'is lower green farm worth the drive', refuse, 'a judgement');

  // ---- chimney sweep's job sheet ----
  const sw = rows('sweep_jobs_2023-24.csv');
  const W = ask('p22_sweep');
  const SD = 'Date';
  const PR = 'Price';
  const SOOT = 'Soot Removed';
  const TT = 'Time Taken';
  const sweepTakings = sum(num(sw, PR));
  W('plain', 'total takings', value(sweepTakings), '"£70.00" as text; "£30.00" no-access call-outs count; "-" (aborted as unsafe) is none');
  W('plain', 'jobs by town', groups(countBy(sw, text('Town'))), 'every job');
  W('plain', 'avg job price', value(mean(num(sw, PR))), 'Price over the jobs with a value');
  W('plain', 'jobs per service', groups(countBy(sw, text('Service'))), 'every job');
  W('plain', 'top 3 towns by takings', topN(groupBy(sw, text('Town'), (g) => sum(num(g, PR))), 3), 'total Price');
  W('which row', 'which sweep took the most money', best(groupBy(sw, text('Sweep'), (g) => sum(num(g, PR))), 'Sweep'), 'total Price per Sweep (the person)');
  W('which row', 'sootiest job', extremeRows(sw, SOOT, 'Job No', 'max'), 'the Job No of the most Soot Removed ("650 g" beside "2.3 kg", in grams); any tied job');
  W('which row', 'which fuel gives the most soot on average', best(groupBy(sw, text('Fuel'), (g) => mean(num(g, SOOT))), 'Fuel'), 'average Soot Removed (grams; "1.2 kg" is 1,200 g) over the jobs with a weight');
  W('which row', 'which town has the most failed smoke tests', best(countBy(sw.filter(is('Smoke Test', 'Fail')), text('Town')), 'Town'), 'Smoke Test Fail per Town; any tied town');
  W('everyday words', 'how many nests did we clear', count(sw.filter(is('Service', 'Nest Removal')).length), `Service "Nest Removal"; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many jobs with no access', count(sw.filter(is('Status', 'Aborted - No Access')).length), `Status "Aborted - No Access"; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many certs did we issue', count(sw.filter(is('Cert Issued', 'Y')).length), `Cert Issued Y; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many cctv surveys', count(sw.filter(is('Service', 'Sweep + CCTV')).length), `Service "Sweep + CCTV"; ${ROWS_OR_COUNT}`);
  W('comparison', 'open fires vs wood burners avg soot', groups(keyed(sw, either(['Open Fire', 'Wood Burner'], 'Appliance'), text('Appliance'), (g) => mean(num(g, SOOT)))), 'average Soot Removed in grams keyed Open Fire, Wood Burner');
  W('comparison', 'gethin vs nia jobs', groups(keyed(sw, either(['Gethin', 'Nia'], 'Sweep'), text('Sweep'), (g) => g.length)), 'every job keyed Gethin, Nia');
  W('comparison', 'landlords vs holiday lets takings', groups(keyed(sw, either(['Landlord', 'Holiday Let'], 'Customer Type'), text('Customer Type'), (g) => sum(num(g, PR)))), 'Price keyed by Customer Type, Landlord and Holiday Let');
  W('comparison', 'coal vs smokeless avg soot', groups(keyed(sw, either(['House Coal', 'Smokeless'], 'Fuel'), text('Fuel'), (g) => mean(num(g, SOOT)))), 'average Soot Removed in grams keyed House Coal, Smokeless');
  W('seasonality', 'busiest month', best(countBy(sw, monthKey(SD)), 'month', 'max', monthFormsFrom(2023, 9)), `jobs per month; ${TWELVE_MONTHS} (September 2023 to August 2024)`);
  W('seasonality', 'busiest day of the week', best(countBy(sw, weekdayKey(SD)), 'weekday', 'max', weekdayForms), 'jobs by the weekday of Date ("14/09/2023", day first)');
  W('seasonality', 'takings by month', groups(groupBy(sw, yearMonthKey(SD), (g) => sum(num(g, PR)))), `${MONTH_SERIES}; September 2023 to August 2024`);
  W('types as text', 'jobs on 11 oct', count(sw.filter(dayIs(SD, '2023-10-11')).length), `"11/10/2023" (day first), the file's only October; ${ROWS_OR_COUNT}`);
  W('types as text', 'avg time for a nest removal in minutes', value(mean(num(sw.filter(is('Service', 'Nest Removal')), TT))), 'Time Taken "1:10" / "2:05" (h:mm) of Service Nest Removal, in minutes');
  W('types as text', 'jobs starting before 9am', count(sw.filter((row) => clockMinutes(row.Start) < 9 * 60).length), `Start ("8.45am") before 9:00, strict; ${ROWS_OR_COUNT}`);
  W('types as text', 'takings in november', value(sum(num(sw.filter(monthIs(SD, 2023, 11)), PR))), 'Price, November 2023 (the file\'s only November)');
  W('units and conditions', 'jobs with more than 1 kg of soot', count(sw.filter((row) => at(row, SOOT) > 1000).length), `strict, Soot Removed over 1,000 g ("1.0 kg" is out); ${ROWS_OR_COUNT}`);
  W('units and conditions', 'jobs that took over an hour', count(sw.filter((row) => at(row, TT) > 60).length), `strict, Time Taken over "1:00"; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'jobs over £100', count(sw.filter((row) => at(row, PR) > 100).length), `strict, Price; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'failed smoke tests on unlined brick', count(sw.filter((row) => row.Flue === 'Unlined Brick' && row['Smoke Test'] === 'Fail').length), `Flue Unlined Brick, Smoke Test Fail; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'wood burner sweeps charged £70', count(sw.filter((row) => row.Appliance === 'Wood Burner' && row.Service === 'Sweep' && at(row, PR) === 70).length), `Appliance Wood Burner, Service Sweep, Price "£70.00" (the 2023 price; £75 from January); ${ROWS_OR_COUNT}`);
  W('missing values', 'how many jobs have no soot weight', count(sw.filter((row) => row[SOOT] === null).length), `blank Soot Removed (no sweep done); ${ROWS_OR_COUNT}`);
  W('missing values', 'which columns have blanks', list(missingColumns(sw)), 'blank soot, time taken, smoke test, cert and payment, "-" prices');
  W('ratio or derived', 'takings per hour by sweep', groups(groupBy(sw, text('Sweep'), (g) => { const kept = g.filter((row) => isNum(row[PR]) && isNum(row[TT])); return sum(num(kept, PR)) / (sum(num(kept, TT)) / 60); })), 'total Price over total hours of Time Taken ("1:10"), the jobs with both');
  W('ratio or derived', 'share of jobs by appliance', shares(groupBy(sw, text('Appliance'), (g) => g.length / sw.length)), `every job; ${SHARE}`);
  W('ratio or derived', 'total soot in kg', value(sum(num(sw, SOOT)) / 1000), 'Soot Removed ("650 g", "1.2 kg") summed, in kg');
  W('refuse', 'how many coal fires', eitherReading(count(sw.filter(is('Fuel', 'House Coal')).length), count(sw.filter((row) => row.Fuel === 'House Coal' && row.Appliance === 'Open Fire').length)), 'two readings: every job burning House Coal, or open fires burning House Coal');
  W('refuse', 'how many jobs in wells', eitherReading(count(sw.filter(is('Town', 'Llandrindod Wells')).length), count(sw.filter(is('Town', 'Builth Wells')).length)), 'two readings: Llandrindod Wells, or Builth Wells (both together a third)');
  W('refuse', 'how much creosote did we find', refuse, 'no creosote column (soot is weighed, creosote is not recorded)');
  W('refuse', 'which chimneys need relining', refuse, 'a judgement; no survey findings in the file');
  W('refuse', 'what did the brushes cost', refuse, 'no costs');
  W('refuse', 'how many dirty chimneys', refuse, '"dirty" has no threshold');
  W('refuse', 'will october be as busy next year', refuse, 'a forecast');
  W('refuse', 'why do holiday lets fail more', refuse, 'a reason');
  W('refuse', 'how many chimney fires did we attend', refuse, 'no chimney fires in the file');

  // ---- allotment society's plot register (workbook: Plots and Sites) ----
  const ap = rows('allotments_2024-25.xlsx / Plots');
  const as = rows('allotments_2024-25.xlsx / Sites');
  const A = ask('p22_allotments');
  const TS = 'Tenancy Start';
  const RD = 'Rent Due';
  const AP = 'Amount Paid';
  const siteOf = new Map(as.map((row) => [row.Site as string, row]));
  const rentDue = sum(num(ap, RD));
  const let_ = ap.filter((row) => row.Status !== 'Vacant');
  A('plain', 'total rent due', value(rentDue), '"£45.00" as text; "-" (vacant) is none');
  A('plain', 'plots per site', groups(countBy(ap, text('Site'))), 'every plot, vacant ones too');
  A('plain', 'avg plot size in rods', value(mean(num(ap, 'Size'))), '"10 rods" as text, every plot');
  A('plain', 'how much rent has come in', value(sum(num(ap, AP))), 'Amount Paid ("£0.00" counts 0; blank on vacant plots is none)');
  A('plain', 'how many plots have we got', count(ap.length), `every row of the Plots sheet; ${ROWS_OR_COUNT}`);
  A('which row', 'which site has the most vacant plots', best(countBy(ap.filter(is('Status', 'Vacant')), text('Site')), 'Site'), 'Status Vacant per Site; any tied site');
  A('which row', 'longest serving tenant', extremeRows(ap, TS, 'Tenant', 'min'), 'the Tenant with the earliest Tenancy Start (a real Excel date)');
  A('which row', 'best cultivated site', best(groupBy(ap, text('Site'), (g) => mean(num(g, 'Cultivated'))), 'Site'), 'average Cultivated ("75%"; "n/i" is none)');
  A('which row', 'which site owes the most', best(groupBy(ap, text('Site'), (g) => { const kept = g.filter((row) => isNum(row[RD]) && isNum(row[AP])); return sum(num(kept, RD)) - sum(num(kept, AP)); }), 'Site'), 'Rent Due less Amount Paid, summed per Site');
  A('everyday words', 'how many half plots', count(ap.filter((row) => row.Size === 5).length), `Size "5 rods" (half of a 10-rod plot); ${ROWS_OR_COUNT}`);
  A('everyday words', 'how many starter plots', count(ap.filter(is('Status', 'Starter Plot')).length), `Status "Starter Plot"; ${ROWS_OR_COUNT}`);
  A('everyday words', 'how many plotholders keep hens', count(ap.filter(is('Keeps Hens', 'Y')).length), `Keeps Hens Y (plots); ${ROWS_OR_COUNT}`);
  A('everyday words', 'how many plots are on notice', count(ap.filter(is('Status', 'Notice to Quit')).length), `Status "Notice to Quit"; ${ROWS_OR_COUNT}`);
  A('comparison', 'north road vs church fields rent due', groups(keyed(ap, either(['North Road', 'Church Fields'], 'Site'), text('Site'), (g) => sum(num(g, RD)))), 'Rent Due keyed North Road, Church Fields');
  A('comparison', 'shed vs no shed avg cultivation', groups(groupBy(ap, text('Shed'), (g) => mean(num(g, 'Cultivated')))), 'average Cultivated keyed by Shed, Y and N');
  A('comparison', 'brook meadow vs millfield avg cultivation', groups(keyed(ap, either(['Brook Meadow', 'Millfield'], 'Site'), text('Site'), (g) => mean(num(g, 'Cultivated')))), 'average Cultivated ("75%"; "n/i" is none) keyed Brook Meadow, Millfield');
  A('comparison', 'mill lane vs millfield vacant plots', groups(keyed(ap, (row) => row.Status === 'Vacant' && either(['Mill Lane', 'Millfield'], 'Site')(row), text('Site'), (g) => g.length)), 'Vacant plots keyed Mill Lane, Millfield');
  A('seasonality', 'which month do most tenancies start', best(countBy(ap, monthKey(TS)), 'month', 'max', monthForms), 'tenancies by the calendar month of Tenancy Start, over every year: 3, 03, Mar, March accepted');
  A('seasonality', 'new tenancies per year since 2020', groups(countBy(ap.filter((row) => row[TS] instanceof Date && when(row, TS).getUTCFullYear() >= 2020), yearKey(TS))), 'plots by the year of Tenancy Start, 2020 to 2024');
  A('seasonality', 'rent paid by month', groups(groupBy(ap, yearMonthKey('Paid Date'), (g) => sum(num(g, AP)))), `${MONTH_SERIES}; by the month of Paid Date ("14.10.2024"), October 2024 to January 2025`);
  A('types as text', 'how much was paid in october', value(sum(num(ap.filter(monthIs('Paid Date', 2024, 10)), AP))), 'Amount Paid with a Paid Date ("14.10.2024", day first) in October 2024');
  A('types as text', 'avg cultivation', value(mean(num(ap, 'Cultivated'))), `"75%" as text, "n/i" (not inspected) is none; ${PERCENT}`);
  A('types as text', 'total rods let', value(sum(num(let_, 'Size'))), 'Size ("10 rods") of every plot that is not Vacant (Let, Starter Plot, Notice to Quit)');
  A('types as text', 'how many tenancies started in 2024', count(ap.filter((row) => row[TS] instanceof Date && when(row, TS).getUTCFullYear() === 2024).length), `Tenancy Start in 2024; ${ROWS_OR_COUNT}`);
  A('units and conditions', 'plots under 50% cultivated', count(ap.filter((row) => at(row, 'Cultivated') < 50).length), `strict, Cultivated; ${ROWS_OR_COUNT}`);
  A('units and conditions', 'plots of 7.5 rods or more', count(ap.filter((row) => at(row, 'Size') >= 7.5).length), `inclusive, Size; ${ROWS_OR_COUNT}`);
  A('units and conditions', 'rents over £40', count(ap.filter((row) => at(row, RD) > 40).length), `strict, Rent Due; ${ROWS_OR_COUNT}`);
  A('units and conditions', 'plots at sites without a toilet', count(ap.filter((row) => siteOf.get(row.Site as string)?.Toilet === 'No').length), `needs the Sites sheet (Toilet No: Mill Lane, Millfield, Brook Meadow), every plot; ${ROWS_OR_COUNT}`);
  A('units and conditions', 'concession plots that havent paid', count(ap.filter((row) => row.Concession === 50 && row[AP] === 0).length), `Concession "50%" and Amount Paid "£0.00"; ${ROWS_OR_COUNT}`);
  A('missing values', 'how many plots werent inspected', count(ap.filter((row) => row.Cultivated === null).length), `"n/i" Cultivated (and a blank Last Inspection); ${ROWS_OR_COUNT}`);
  A('missing values', 'which columns on the plots sheet have gaps', list(missingColumns(ap)), 'the Plots sheet: blank tenants, starts, concessions, amounts paid, paid dates and inspections, "-" rents, "n/i" cultivation');
  A('ratio or derived', 'plots per acre by site', groups(groupBy(ap, text('Site'), (g) => g.length / (siteOf.get(g[0].Site as string)?.Acreage as number))), 'needs the Sites sheet: plots per Site over its Acreage ("2.4 ac")');
  A('ratio or derived', 'share of rent due by site', shares(groupBy(ap, text('Site'), (g) => sum(num(g, RD)) / rentDue)), `Rent Due of the site over all Rent Due; ${SHARE}`);
  A('ratio or derived', 'collection rate by site', shares(groupBy(ap, text('Site'), (g) => ratio(g, AP, RD))), `total Amount Paid over total Rent Due, the let plots; ${SHARE}`);
  A('refuse', 'how many plots at the mill', eitherReading(count(ap.filter(is('Site', 'Mill Lane')).length), count(ap.filter(is('Site', 'Millfield')).length)), 'two readings: Mill Lane, or Millfield (both together a third)');
  A('refuse', 'how many tenants', eitherReading(count(ap.filter((row) => row.Tenant !== null).length), count(distinct(ap, 'Tenant'))), 'two readings: let plots (a tenant each), or distinct tenants (some hold two plots)');
  const northRoad = ap.filter(is('Site', 'North Road'));
  A('refuse', 'whats the rent per rod at north road', eitherReading(value(siteOf.get('North Road')?.['Rate per Rod'] as number), value(ratio(northRoad, RD, 'Size'))), 'two readings: the Sites sheet\'s Rate per Rod, or Rent Due over rods let (water charges and concessions in it)');
  A('refuse', 'how long is the waiting list', refuse, 'no waiting list in the file');
  A('refuse', 'which plots are overgrown', refuse, '"overgrown" has no threshold');
  A('refuse', 'how much water did each site use', refuse, 'no water use (only a charge per plot)');
  A('refuse', 'who grows the best veg', refuse, 'a judgement');
  A('refuse', 'how many plots will be free next year', refuse, 'a forecast');
  A('refuse', 'how many tenants are over 70', refuse, 'no age column (a concession is not an age)');

  // ---- piano tuner's visit book ----
  const pv = rows('piano_visits_2024.csv');
  const P = ask('p22_piano');
  const VD = 'Visit Date';
  const FEE = 'Fee';
  const PF = 'Pitch Found';
  const pianoFees = sum(num(pv, FEE));
  P('plain', 'total fees', value(pianoFees), '"£85.00" as text');
  P('plain', 'visits by client type', groups(countBy(pv, text('Client Type'))), 'every visit');
  P('plain', 'avg fee', value(mean(num(pv, FEE))), 'Fee over every visit');
  P('plain', 'how many clients', count(distinct(pv, 'Client')), 'distinct Client');
  P('plain', 'top 3 makes by visits', topN(countBy(pv, text('Make')), 3), 'visits per Make');
  P('which row', 'which client pays us the most', best(groupBy(pv, text('Client'), (g) => sum(num(g, FEE))), 'Client'), 'total Fee per Client');
  P('which row', 'oldest piano', extremeRows(pv, 'Year Built', 'Client', 'min'), 'the Client of the earliest Year Built ("c.1925" is 1925; "unknown" is none)');
  P('which row', 'most out of tune piano', extremeRows(pv, PF, 'Client', 'min'), 'the Client of the Pitch Found furthest from A440 ("-48c"; the sharpest is only a few cents), any tied visit');
  P('which row', 'which make is most common', best(countBy(pv, text('Make')), 'Make'), 'visits per Make');
  P('everyday words', 'how many pitch raises', count(pv.filter(is('Work', 'Pitch Raise & Tuning')).length), `Work "Pitch Raise & Tuning"; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many visits havent been paid', count(pv.filter(is('Paid', 'No')).length), `Paid No; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many strings did we replace', value(sum(num(pv, 'Strings Replaced'))), 'the total of Strings Replaced (a sum of strings, not a count of visits)');
  P('everyday words', 'how many church visits', count(pv.filter(is('Client Type', 'Church')).length), `Client Type Church; ${ROWS_OR_COUNT}`);
  P('comparison', 'uprights vs baby grands avg fee', groups(keyed(pv, either(['Upright', 'Baby Grand'], 'Piano Type'), text('Piano Type'), (g) => mean(num(g, FEE)))), 'average Fee keyed Upright, Baby Grand');
  P('comparison', 'schools vs churches fees', groups(keyed(pv, either(['School', 'Church'], 'Client Type'), text('Client Type'), (g) => sum(num(g, FEE)))), 'Fee keyed by Client Type, School and Church');
  P('comparison', 'yamaha vs kawai avg pitch found', groups(keyed(pv, either(['Yamaha', 'Kawai'], 'Make'), text('Make'), (g) => mean(num(g, PF)))), 'average Pitch Found in cents ("-18c"; "n/c" is none) keyed Yamaha, Kawai');
  P('comparison', 'private vs school avg pitch', groups(keyed(pv, either(['Private', 'School'], 'Client Type'), text('Client Type'), (g) => mean(num(g, PF)))), 'average Pitch Found in cents keyed Private, School');
  P('seasonality', 'busiest month', best(countBy(pv, monthKey(VD)), 'month', 'max', monthFormsIn(2024)), `visits per month; ${oneYearMonth(2024)}`);
  P('seasonality', 'which day of the week do we work most', best(countBy(pv, weekdayKey(VD)), 'weekday', 'max', weekdayForms), 'visits by the weekday of Visit Date ("Tuesday, 5 March 2024")');
  P('seasonality', 'fees by month', groups(groupBy(pv, yearMonthKey(VD), (g) => sum(num(g, FEE)))), MONTH_SERIES);
  P('types as text', 'fees on 2 march', value(sum(num(pv.filter(dayIs(VD, '2024-03-02')), FEE))), 'Fee of "Saturday, 2 March 2024"');
  P('types as text', 'avg humidity', value(mean(num(pv, 'Humidity'))), `"48% RH" as text; blank is none; ${PERCENT}`);
  P('types as text', 'visits to pianos built before 1950', count(pv.filter((row) => at(row, 'Year Built') < 1950).length), `Year Built before 1950, strict ("c.1925" is 1925; "unknown" is out); ${ROWS_OR_COUNT}`);
  P('types as text', 'avg hours on a pitch raise', value(mean(num(pv.filter(is('Work', 'Pitch Raise & Tuning')), 'Hours'))), '"2.25 hrs" / "2 hrs" as text, Work "Pitch Raise & Tuning"');
  P('units and conditions', 'visits where it was more than 20 cents flat', count(pv.filter((row) => at(row, PF) < -20).length), `strict, Pitch Found below -20c; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'visits over 30 miles', count(pv.filter((row) => at(row, 'Mileage') > 30).length), `strict, Mileage ("14 miles"); ${ROWS_OR_COUNT}`);
  P('units and conditions', 'humidity above 60%', count(pv.filter((row) => at(row, 'Humidity') > 60).length), `strict, Humidity ("62% RH"); ${ROWS_OR_COUNT}`);
  P('units and conditions', 'jobs over 2 hrs', count(pv.filter((row) => at(row, 'Hours') > 2).length), `strict, Hours ("2 hrs" is out); ${ROWS_OR_COUNT}`);
  P('units and conditions', 'private upright visits under £90', count(pv.filter((row) => row['Client Type'] === 'Private' && row['Piano Type'] === 'Upright' && at(row, FEE) < 90).length), `Client Type Private, Piano Type Upright, Fee under £90 (strict); ${ROWS_OR_COUNT}`);
  P('missing values', 'how many visits with no humidity reading', count(pv.filter((row) => row.Humidity === null).length), `blank Humidity; ${ROWS_OR_COUNT}`);
  P('missing values', 'which columns have missing values', list(missingColumns(pv)), '"unknown" years built, "n/c" pitch, blank humidity, parts and strings replaced');
  P('ratio or derived', 'fee per hour by work', groups(groupBy(pv, text('Work'), (g) => ratio(g, FEE, 'Hours'))), 'total Fee over total Hours ("1.5 hrs")');
  P('ratio or derived', 'share of fees by client type', shares(groupBy(pv, text('Client Type'), (g) => sum(num(g, FEE)) / pianoFees)), `Fee of the client type over all Fee; ${SHARE}`);
  P('ratio or derived', 'parts as a % of fees', value((100 * sum(num(pv, 'Parts'))) / pianoFees), `total Parts over total Fee; ${PERCENT}`);
  P('refuse', 'how many grands', eitherReading(count(pv.filter(is('Piano Type', 'Grand')).length), count(pv.filter(either(['Grand', 'Baby Grand'], 'Piano Type')).length)), 'two readings: Piano Type Grand, or Baby Grand too');
  P('refuse', 'how much did st marys pay', eitherReading(value(sum(num(pv.filter(is('Client', "St Mary's Church")), FEE))), value(sum(num(pv.filter(is('Client', "St Mary's School")), FEE)))), 'two readings: St Mary\'s Church, or St Mary\'s School (both together a third)');
  P('refuse', 'total income', eitherReading(value(pianoFees), value(pianoFees + sum(num(pv, 'Parts')))), 'two readings: the fees, or the fees and the parts charged');
  P('refuse', 'which pianos are worth restoring', refuse, 'a judgement');
  P('refuse', 'how many pianos have sticky keys', refuse, 'no faults column');
  P('refuse', 'what did the van cost to run', refuse, 'no costs');
  P('refuse', 'how many old pianos', refuse, '"old" has no threshold');
  P('refuse', 'when will the assembly rooms steinway need new hammers', refuse, 'a forecast');
  P('refuse', 'why are church pianos always flat', refuse, 'a reason');

  // ---- council parking penalty charge notices ----
  const pc = rows('pcns_issued_2024.csv');
  const K = ask('p22_parking');
  const IS = 'Issued';
  const PAID = 'Amount Paid';
  const DP = 'Date Paid';
  const codeForms = (key: string): string[] => [key, String(Number(key))];
  const daysToPay = (row: Row): number => (row[DP] instanceof Date ? (when(row, DP).getTime() - Date.UTC(when(row, IS).getUTCFullYear(), when(row, IS).getUTCMonth(), when(row, IS).getUTCDate())) / DAY : NaN);
  const observedMinutes = (row: Row): number => (row.Observed === 'Instant' ? 0 : Number(/^(\d+) mins$/.exec(row.Observed as string)?.[1] ?? NaN));
  const carPark = (row: Row): boolean => typeof row.Location === 'string' && (row.Location as string).endsWith('Car Park');
  K('plain', 'how much have we collected', value(sum(num(pc, PAID))), '"£35.00" as text; blank is none');
  K('plain', 'pcns by location', groups(countBy(pc, text('Location'))), 'every PCN');
  K('plain', 'avg amount paid', value(mean(num(pc, PAID))), 'Amount Paid over the PCNs with a payment');
  K('plain', 'how many tickets did we issue', count(pc.length), `every PCN; ${ROWS_OR_COUNT}`);
  K('plain', 'top 3 contravention codes', topN(countBy(pc, text('Code')), 3), 'PCNs per Code, keyed as written ("01", with its leading zero)');
  K('which row', 'which ceo issues the most', best(countBy(pc, text('CEO')), 'CEO'), 'PCNs per CEO ("CEO 158")');
  K('which row', 'worst street for tickets', best(countBy(pc, text('Location')), 'Location'), 'PCNs per Location');
  K('which row', 'which code brings in the most money', best(groupBy(pc, text('Code'), (g) => sum(num(g, PAID))), 'Code', 'max', codeForms), 'total Amount Paid per Code ("01" or 1 accepted)');
  K('which row', 'latest ticket of the year', extremeRows(pc, IS, 'PCN', 'max'), 'the PCN with the latest Issued ("31/12/2024 17:05")');
  K('everyday words', 'how many blue badge tickets', count(pc.filter(is('Code', '40')).length), `Code 40 (a disabled person's parking place without a badge); ${ROWS_OR_COUNT}`);
  K('everyday words', 'how many pavement parking tickets', count(pc.filter(is('Code', '62')).length), `Code 62 (wheels on or over a footpath); ${ROWS_OR_COUNT}`);
  K('everyday words', 'how many were cancelled', count(pc.filter(starts('Status', 'Cancelled')).length), `Status starting "Cancelled"; ${ROWS_OR_COUNT}`);
  K('everyday words', 'how many went to tribunal', count(pc.filter(is('Appeal', 'Tribunal')).length), `Appeal Tribunal; ${ROWS_OR_COUNT}`);
  K('comparison', 'higher vs lower band', groups(countBy(pc, text('Band'))), 'PCNs keyed Higher, Lower');
  K('comparison', 'ceo 131 vs ceo 158 tickets', groups(keyed(pc, either(['CEO 131', 'CEO 158'], 'CEO'), text('CEO'), (g) => g.length)), 'PCNs keyed CEO 131, CEO 158');
  K('comparison', 'station road vs market square paid', groups(keyed(pc, either(['Station Road', 'Market Square'], 'Location'), text('Location'), (g) => sum(num(g, PAID)))), 'Amount Paid keyed Station Road, Market Square');
  K('comparison', 'discount vs full payments total', groups(keyed(pc, either(['Paid - Discount', 'Paid - Full'], 'Status'), text('Status'), (g) => sum(num(g, PAID)))), 'Amount Paid keyed by Status, Paid - Discount and Paid - Full');
  K('seasonality', 'busiest month', best(countBy(pc, monthKey(IS)), 'month', 'max', monthFormsIn(2024)), `PCNs per month of Issued; ${oneYearMonth(2024)}`);
  K('seasonality', 'what hour do we issue the most', best(countBy(pc, (row) => String(when(row, IS).getUTCHours())), 'hour', 'max', hourForms), 'PCNs by the hour of Issued ("05/03/2024 14:22")');
  K('seasonality', 'pcns by month', groups(countBy(pc, yearMonthKey(IS))), MONTH_SERIES);
  K('types as text', 'tickets on 14 december', count(pc.filter(dayIs(IS, '2024-12-14')).length), `"14/12/2024 hh:mm"; ${ROWS_OR_COUNT}`);
  K('types as text', 'avg days to pay', value(mean(pc.map(daysToPay).filter(Number.isFinite))), 'calendar days from the day Issued ("05/03/2024 14:22") to Date Paid ("2024-03-12"), the PCNs paid');
  K('types as text', 'tickets issued after 6pm', count(pc.filter((row) => when(row, IS).getUTCHours() * 60 + when(row, IS).getUTCMinutes() > 18 * 60).length), `Issued after 18:00, strict; ${ROWS_OR_COUNT}`);
  K('types as text', 'how much was collected from tickets issued in march', value(sum(num(pc.filter(monthIs(IS, 2024, 3)), PAID))), 'Amount Paid of the PCNs Issued in March 2024');
  K('units and conditions', 'tickets observed for 10 mins or more', count(pc.filter((row) => observedMinutes(row) >= 10).length), `inclusive, Observed ("10 mins", "15 mins"; "Instant" is 0); ${ROWS_OR_COUNT}`);
  K('units and conditions', 'charge certificates over £100', count(pc.filter((row) => row.Status === 'Paid - Charge Certificate' && at(row, PAID) > 100).length), `Status "Paid - Charge Certificate" and Amount Paid over £100 (the £105 ones); ${ROWS_OR_COUNT}`);
  K('units and conditions', 'instant tickets in car parks', count(pc.filter((row) => row.Observed === 'Instant' && carPark(row)).length), `Observed Instant, Location ending "Car Park"; ${ROWS_OR_COUNT}`);
  K('units and conditions', 'payments of £50 or more', count(pc.filter((row) => at(row, PAID) >= 50).length), `inclusive, Amount Paid; ${ROWS_OR_COUNT}`);
  K('units and conditions', 'paid within 7 days', count(pc.filter((row) => daysToPay(row) <= 7).length), `Date Paid at most 7 calendar days after the day Issued; ${ROWS_OR_COUNT}`);
  K('missing values', 'how many pcns have no payment', count(pc.filter((row) => row[PAID] === null).length), `blank Amount Paid; ${ROWS_OR_COUNT}`);
  K('missing values', 'which columns have blanks', list(missingColumns(pc)), 'blank Amount Paid and Date Paid ("None" in Appeal and "Instant" in Observed are values)');
  K('ratio or derived', 'cancellation rate by ceo', rates(pc, text('CEO'), starts('Status', 'Cancelled')), `Status starting "Cancelled" over every PCN of the CEO; ${SHARE}`);
  K('ratio or derived', 'share of tickets by code', shares(groupBy(pc, text('Code'), (g) => g.length / pc.length)), `every PCN, keyed as written ("01"); ${SHARE}`);
  K('ratio or derived', 'collected as a % of charges issued by location', shares(groupBy(pc, text('Location'), (g) => sum(num(g, PAID)) / sum(num(g, 'Charge')))), `total Amount Paid over the total Charge of every PCN at the location; ${SHARE}`);
  K('refuse', 'tickets on high street', eitherReading(count(pc.filter(is('Location', 'High Street')).length), count(pc.filter(either(['High Street', 'High Street Car Park'], 'Location')).length)), 'two readings: the street (High Street), or the car park too (High Street Car Park)');
  K('refuse', 'how much was paid in march', eitherReading(value(sum(num(pc.filter(monthIs(IS, 2024, 3)), PAID))), value(sum(num(pc.filter(monthIs(DP, 2024, 3)), PAID)))), 'two readings: the PCNs Issued in March, or the payments made (Date Paid) in March');
  K('refuse', 'how many repeat offenders', refuse, 'no number plates');
  K('refuse', 'which streets need more wardens', refuse, 'a judgement');
  K('refuse', 'how many tickets will we issue next christmas', refuse, 'a forecast');
  K('refuse', 'how many tickets were for lorries', refuse, 'no vehicle type (the make only)');
  K('refuse', 'how many tickets near schools', refuse, '"near schools" cannot be placed');
  K('refuse', 'why does ceo 114 get so many cancelled', refuse, 'a reason');
  K('refuse', 'what do the ceos cost in wages', refuse, 'no wages');
  return out;
}

export function probe22Questions(tables: Map<string, Row[]>): Question[] {
  return probe22Catalogue(tables).map(acceptingRows);
}
