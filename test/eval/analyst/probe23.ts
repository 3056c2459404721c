/**
 * Blind probe 23, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 22). Files generated here from fixed seeds
 * (23 001 to 23 005), in trades no earlier probe used (made-up figures, nothing copied): a window
 * cleaner's round in 2024 (a workbook with a Customers sheet of streets, round days, property
 * types, prices "£14.00", frequencies "4 wkly" and real Excel dates, and a Cleans sheet of dates
 * written "Mon 08 Jan 24", outcomes, extras, charges "£14.00" and times "25 mins"; the street,
 * the round day and the property are on the Customers sheet only), a driving school's lesson
 * diary in 2024 (dates "08.01.24", starts "16:30", lengths "90 min", prices "£57.00" or "-",
 * miles, minors on tests and mocks, results "n/a" off test days), a council's planning
 * applications received April 2023 to March 2024 (references "23/00412/HOU", received
 * "2023-04-03", decided "14/06/2023", fees "£258.00" or "Nil", targets "8 wks", objections), a
 * hair salon's appointment book from September to December 2024 (dates "03-09-2024", times
 * "9:00", durations "1 hr 30 mins", prices "£42.00" or "-", tips, walk-ins without a client name)
 * and a town council's burial register 2019-2024 (dates "12 March 2021" in the old register
 * beside "12/03/2022" in the new, depths "7ft 6in", ages "n/k", fees "£850.00", "Nil" for
 * children, "-" where no right of burial is sold). Expected figures are computed here in plain
 * JavaScript over the generated rows. PROBE23.md records the data check made before sealing; the
 * first run is the lead's.
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
const DAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const plain = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** A choice among weighted rows of a table, returning the row itself. */
const chooseRow = <T extends readonly [unknown, number, ...unknown[]]>(rand: () => number, items: readonly T[]): T => choose(rand, items.map((item) => [item, item[1]] as [T, number]));
const sortedRows = (drafts: Array<Row & { order: number }>): Row[] => [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }) => { void order; return draft; });
const hhmm = (m: number): string => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;

const SURNAMES = ['Ashworth', 'Barker', 'Choudhury', 'Dawson', 'Evans', 'Fletcher', 'Gill', 'Hartley', 'Iqbal', 'Jones', 'Kaur', 'Lomax', 'Morris', 'Nowak', 'Okafor', 'Patel', 'Quinn', 'Riley', 'Shaw', 'Taylor', 'Usher', 'Varga', 'Walsh', 'Yates', 'Bennett', 'Clarke', 'Doyle', 'Ellis', 'Foster', 'Grant', 'Hughes', 'Khan', 'Lewis', 'Mason', 'Price', 'Reid'];
const FIRST_NAMES = ['Amy', 'Ben', 'Callum', 'Daisy', 'Ethan', 'Freya', 'George', 'Holly', 'Isaac', 'Jess', 'Kieran', 'Leah', 'Mia', 'Noah', 'Olivia', 'Priya', 'Ryan', 'Sophie', 'Tom', 'Umar', 'Zara', 'Alfie', 'Bethany', 'Connor', 'Ellie', 'Harry', 'Imogen', 'Jack', 'Katie', 'Lewis', 'Megan', 'Niamh', 'Oscar', 'Poppy', 'Rhys', 'Sam'];

// ---------------------------------------------------------------------------------------------
// a window cleaner's round, 2024: "Customers" and "Cleans"

const WINDOW_STREETS: Array<[string, number, number, Array<[string, number]>]> = [
  // [street, weight, round day (1 = Monday), property mix]
  ['Church Street', 9, 1, [['Terrace', 80], ['Flat', 20]]], ['Church Lane', 6, 1, [['Semi', 50], ['Detached', 50]]], ['Mill Road', 7, 1, [['Semi', 60], ['Terrace', 40]]],
  ['Park Road', 8, 2, [['Semi', 60], ['Detached', 40]]], ['Park Avenue', 6, 2, [['Detached', 70], ['Bungalow', 30]]], ['Station Road', 7, 2, [['Terrace', 60], ['Flat', 40]]],
  ['Victoria Terrace', 8, 3, [['Terrace', 100]]], ['Albert Street', 7, 3, [['Terrace', 70], ['Semi', 30]]],
  ['Meadow Close', 6, 4, [['Bungalow', 70], ['Semi', 30]]], ['Orchard Way', 7, 4, [['Semi', 50], ['Detached', 50]]], ['Beech Grove', 5, 4, [['Detached', 60], ['Bungalow', 40]]],
  ['High Street', 8, 5, [['Shop', 70], ['Flat', 30]]], ['Market Place', 5, 5, [['Shop', 100]]],
];
/** [base price, minutes] by property. */
const WINDOW_PROPERTY: Record<string, [number, number]> = { Terrace: [10, 15], Semi: [14, 20], Detached: [20, 30], Bungalow: [12, 20], Flat: [8, 10], Shop: [15, 15] };
const WINDOW_EXTRAS: Record<string, [number, number]> = { 'Frames & Sills': [8, 10], 'Conservatory Roof': [20, 30], 'Gutter Clear': [40, 45] };
const TITLES = ['Mrs', 'Mr', 'Ms', 'Dr', 'Miss'];
const ROUND_DAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const CUSTOMERS_HEADER = ['Cust Ref', 'Name', 'House No', 'Street', 'Round Day', 'Property', 'Price', 'Frequency', 'Conservatory', 'Pays By', 'Customer Since', 'Status'];
const CLEANS_HEADER = ['Clean ID', 'Date', 'Cust Ref', 'Outcome', 'Extras', 'Charged', 'Mins', 'Payment'];

/** "Customers": "Cust Ref" (WC-001), Name ("Mrs K Shaw"), "House No", Street, "Round Day", Property, Price "£14.00" (today's price; £1 less before April for customers older than 2024), Frequency "4 wkly" / "8 wkly" / "12 wkly" / "2 wkly" (shops), Conservatory (Y/N), "Pays By", "Customer Since" (a real Excel date), Status (Active/Left). "Cleans": "Clean ID", Date written "Mon 08 Jan 24" (text), "Cust Ref", Outcome (Done / Rained Off / No Access / Skipped - Away), Extras (Frames & Sills / Conservatory Roof / Gutter Clear; blank when none), Charged "£22.00" (the clean and its extra; blank unless done), Mins "25 mins" (blank unless done), Payment (Cash / BACS / Card / Cheque / Owed; blank unless done). */
export async function windowRound(): Promise<EvalDataset> {
  const rand = random(23_001);
  interface Customer { ref: string; street: string; day: number; property: string; price: number; weeks: number; conservatory: boolean; pays: string; since: Date; left: number | null }
  const customers: Customer[] = [];
  const customerRows: Row[] = [];
  const names = new Set<string>();
  for (let i = 1; i <= 86; i++) {
    const [street, , day, mix] = chooseRow(rand, WINDOW_STREETS);
    const property = choose(rand, mix);
    const price = WINDOW_PROPERTY[property][0] + int(rand, 0, 3) + (rand() < 0.15 ? 0.5 : 0);
    const weeks = property === 'Shop' ? 2 : choose(rand, [[4, 60], [8, 34], [12, 6]] as Array<[number, number]>);
    const conservatory = ['Semi', 'Detached', 'Bungalow'].includes(property) && rand() < 0.35;
    const pays = choose(rand, [['Cash', 35], ['BACS', 38], ['Card', 20], ['Cheque', 7]] as Array<[string, number]>);
    const year = choose(rand, [[int(rand, 2008, 2016), 35], [int(rand, 2017, 2023), 50], [2024, 15]] as Array<[number, number]>);
    const since = new Date(Date.UTC(year, year === 2024 ? int(rand, 0, 8) : int(rand, 0, 11), int(rand, 1, 28)));
    const left = year < 2024 && rand() < 0.08 ? Date.UTC(2024, int(rand, 2, 10), int(rand, 1, 28)) : null;
    let name = `${pick(rand, TITLES)} ${pick(rand, [...'ABCDEGHJKLMPRST'])} ${pick(rand, SURNAMES)}`;
    while (names.has(name)) name = `${pick(rand, TITLES)} ${pick(rand, [...'ABCDEGHJKLMPRST'])} ${pick(rand, SURNAMES)}`;
    names.add(name);
    const ref = `WC-${String(i).padStart(3, '0')}`;
    const houseNo = property === 'Shop' ? String(int(rand, 1, 60)) : `${String(int(rand, 1, 120))}${rand() < 0.05 ? 'a' : ''}`;
    customers.push({ ref, street, day, property, price, weeks, conservatory, pays, since, left });
    customerRows.push({
      'Cust Ref': ref, Name: name, 'House No': /^\d+$/.test(houseNo) ? Number(houseNo) : houseNo, Street: street, 'Round Day': ROUND_DAYS[day], Property: property, Price: price, Frequency: weeks,
      Conservatory: conservatory ? 'Y' : 'N', 'Pays By': pays, 'Customer Since': since, Status: left === null ? 'Active' : 'Left',
    });
  }
  const HOLIDAYS = new Set(['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26']);
  const away = (t: number): boolean => { const iso = isoDay(new Date(t)); return iso >= '2024-08-12' && iso <= '2024-08-23'; };
  const workday = (t: number): number => { let d = t; while (new Date(d).getUTCDay() === 0 || HOLIDAYS.has(isoDay(new Date(d)))) d += DAY; return d; };
  const drafts: Array<Row & { order: number }> = [];
  const END = Date.UTC(2025, 0, 1);
  for (const [c, cust] of customers.entries()) {
    const from = Math.max(Date.UTC(2024, 0, 1), cust.since.getTime() + 7 * DAY);
    let t = from;
    while (new Date(t).getUTCDay() !== cust.day) t += DAY;
    t += int(rand, 0, cust.weeks - 1) * 7 * DAY;
    while (t < END && (cust.left === null || t < cust.left)) {
      if (away(t)) { t += 14 * DAY; continue; }
      let at = workday(t);
      for (;;) {
        if (at >= END) break;
        const month = new Date(at).getUTCMonth();
        const r = rand();
        const wet = month <= 2 || month >= 9 ? 0.13 : 0.05;
        const outcome = r < wet ? 'Rained Off' : r < wet + 0.04 ? 'No Access' : r < wet + 0.06 ? 'Skipped - Away' : 'Done';
        const done = outcome === 'Done';
        const xr = rand();
        const extra = !done ? null : cust.conservatory && xr < 0.22 ? 'Conservatory Roof' : xr < 0.3 ? 'Frames & Sills' : xr < 0.32 && cust.property !== 'Flat' ? 'Gutter Clear' : null;
        const price = cust.price - (at < Date.UTC(2024, 3, 1) && cust.since.getUTCFullYear() < 2024 ? 1 : 0);
        const charged = done ? price + (extra ? WINDOW_EXTRAS[extra][0] : 0) : null;
        const minutes = done ? Math.max(5, 5 * Math.round((WINDOW_PROPERTY[cust.property][1] + (extra ? WINDOW_EXTRAS[extra][1] : 0) + (rand() - 0.5) * 12) / 5)) : null;
        const payment = !done ? null : rand() < 0.07 ? 'Owed' : cust.pays;
        drafts.push({ order: at + c, Date: new Date(at), 'Cust Ref': cust.ref, Outcome: outcome, Extras: extra, Charged: charged, Mins: minutes, Payment: payment });
        if (outcome !== 'Rained Off') break;
        at = workday(at + 7 * DAY);
      }
      t += cust.weeks * 7 * DAY;
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ 'Clean ID': `C${String(n + 1).padStart(4, '0')}`, ...row }));
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2025, 0, 6, 8, 0));
  workbook.modified = workbook.created;
  const first = workbook.addWorksheet('Customers');
  first.addRow(CUSTOMERS_HEADER);
  for (const row of customerRows) {
    const added = first.addRow(CUSTOMERS_HEADER.map((h) => (h === 'Price' ? pounds(row.Price as number) : h === 'Frequency' ? `${String(row.Frequency)} wkly` : row[h])));
    added.getCell(11).numFmt = 'dd/mm/yyyy';
  }
  const second = workbook.addWorksheet('Cleans');
  second.addRow(CLEANS_HEADER);
  const dated = (d: Date): string => `${DAY_SHORT[d.getUTCDay()]} ${pad2(d.getUTCDate())} ${MONTH_SHORT[d.getUTCMonth()]} ${String(d.getUTCFullYear()).slice(2)}`;
  for (const row of rows) {
    second.addRow([row['Clean ID'], dated(row.Date as Date), row['Cust Ref'], row.Outcome, row.Extras, row.Charged === null ? null : pounds(row.Charged as number), row.Mins === null ? null : `${String(row.Mins)} mins`, row.Payment]);
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p23_windows', file: 'window_round_2024.xlsx', bytes, tables: [{ label: 'window_round_2024.xlsx / Customers', rows: customerRows }, { label: 'window_round_2024.xlsx / Cleans', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a driving school's lesson diary, 2024

const DRIVING_AREAS: Array<[string, number]> = [['Town Centre', 22], ['Northfield', 18], ['Kingsway', 15], ['Eastgate', 14], ['Hollybank', 12], ['College', 19]];
const DRIVING_HEADER = ['Lesson #', 'Date', 'Start', 'Instructor', 'Pupil', 'Gearbox', 'Lesson Type', 'Area', 'Length', 'Price', 'Block', 'Status', 'Miles', 'Minors', 'Test Result', 'Paid'];

/** "Lesson #", Date "08.01.24" (day first, two-figure year), Start "16:30", Instructor (Dave/Sue), Pupil, Gearbox (Manual/Auto), "Lesson Type" (Standard / Mock Test / Motorway / Test Day / Refresher), Area (pick-up), Length "60 min" / "90 min" / "120 min", Price "£57.00" (the hourly rate, £38 manual / £40 auto, £2 more from 1 September, 10% off on a block booking; "-" when not charged), Block (Y/N), Status (Completed / Cancelled / Late Cancel / No Show / Instructor Cancelled; late cancels and no shows are charged), Miles (blank unless completed, and sometimes not written), Minors (driving faults on mock tests and test days, blank otherwise), "Test Result" (Pass/Fail on test days, "n/a" otherwise), Paid (Cash / Bank Transfer / Block / Owed; blank when not charged). */
export function drivingLessons(): EvalDataset {
  const rand = random(23_002);
  const used = new Set<string>(['Chloe Walsh', 'Chloe Bennett']);
  const pupilNames = ['Chloe Walsh', 'Chloe Bennett'];
  while (pupilNames.length < 38) {
    const name = `${pick(rand, FIRST_NAMES)} ${pick(rand, SURNAMES)}`;
    if (!used.has(name)) { used.add(name); pupilNames.push(name); }
  }
  const HOLIDAYS = new Set(['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26']);
  const off = (t: number): boolean => { const d = new Date(t); return d.getUTCDay() === 0 || HOLIDAYS.has(isoDay(d)); };
  const drafts: Array<Row & { order: number }> = [];
  for (const [p, pupil] of pupilNames.entries()) {
    const refresher = p >= 34;
    const auto = rand() < 0.25;
    const instructor = auto ? 'Sue' : rand() < 0.5 ? 'Dave' : 'Sue';
    const block = rand() < 0.3;
    const area = choose(rand, DRIVING_AREAS);
    const student = area === 'College';
    const perWeek = rand() < 0.3 ? 2 : 1;
    const usual = choose(rand, [[60, 45], [90, 35], [120, 20]] as Array<[number, number]>);
    let t = Date.UTC(2024, 0, 2) + int(rand, 0, refresher ? 320 : 250) * DAY;
    let needed = refresher ? int(rand, 3, 7) : int(rand, 12, 30);
    let done = 0;
    let tests = 0;
    let passed = false;
    let mocked = false;
    let motorway = false;
    while (t < Date.UTC(2024, 11, 24) && !passed) {
      if (isoDay(new Date(t)) >= '2024-08-05' && isoDay(new Date(t)) <= '2024-08-16') t = Date.UTC(2024, 7, 19) + int(rand, 0, 9) * DAY;
      while (off(t)) t += (HOLIDAYS.has(isoDay(new Date(t))) ? int(rand, 1, 3) : 1) * DAY;
      if (t >= Date.UTC(2024, 11, 24)) break;
      const date = new Date(t);
      const wd = date.getUTCDay();
      const left = needed - done;
      const type = refresher ? 'Refresher' : left <= 0 ? 'Test Day' : left === 2 && !mocked ? 'Mock Test' : left <= 6 && !motorway && rand() < 0.35 ? 'Motorway' : 'Standard';
      if (type === 'Mock Test') mocked = true;
      if (type === 'Motorway') motorway = true;
      const length = type === 'Test Day' || type === 'Motorway' ? 120 : type === 'Mock Test' ? 60 : usual;
      const startMin = wd === 6 ? 8 * 60 + 30 * int(rand, 0, 12) : student ? 15 * 60 + 30 * int(rand, 1, 6) : 30 * int(rand, 14, 38);
      const rate = (auto ? 40 : 38) + (t >= Date.UTC(2024, 8, 1) ? 2 : 0);
      const r = rand();
      const status = type === 'Test Day' ? 'Completed' : r < 0.05 ? 'Cancelled' : r < 0.08 ? 'Late Cancel' : r < 0.1 ? 'No Show' : r < 0.12 ? 'Instructor Cancelled' : 'Completed';
      const charged = status === 'Completed' || status === 'Late Cancel' || status === 'No Show';
      const price = charged ? round2((rate * length) / 60 * (block ? 0.9 : 1)) : null;
      const completed = status === 'Completed';
      const miles = !completed || rand() < 0.08 ? null : Math.round((length / 60) * (type === 'Motorway' ? 27 : 10 + rand() * 9) * 10) / 10;
      const minors = completed && (type === 'Test Day' || type === 'Mock Test') ? int(rand, 1, 14) : null;
      const pass = type === 'Test Day' ? rand() < 0.45 + 0.1 * tests && (minors ?? 0) <= 12 : null;
      drafts.push({
        order: t + startMin * 60_000 + p, Date: date, Start: hhmm(startMin), Instructor: instructor, Pupil: pupil, Gearbox: auto ? 'Auto' : 'Manual', 'Lesson Type': type, Area: area, Length: length, Price: price,
        Block: block ? 'Y' : 'N', Status: status, Miles: miles, Minors: minors, 'Test Result': pass === null ? null : pass ? 'Pass' : 'Fail',
        Paid: !charged ? null : block ? 'Block' : rand() < 0.05 ? 'Owed' : choose(rand, [['Cash', 40], ['Bank Transfer', 60]] as Array<[string, number]>),
      });
      if (completed) done++;
      if (type === 'Test Day') {
        tests++;
        if (pass) passed = true;
        else { needed = done + int(rand, 3, 8); mocked = false; }
        t += int(rand, 2, 5) * DAY;
      } else if (refresher && done >= needed) break;
      else t += (perWeek === 2 ? int(rand, 2, 5) : int(rand, 6, 9)) * DAY;
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ 'Lesson #': n + 1, ...row }));
  const dated = (d: Date): string => `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${String(d.getUTCFullYear()).slice(2)}`;
  const lines = rows.map((row) => [
    String(row['Lesson #']), dated(row.Date as Date), row.Start as string, row.Instructor as string, row.Pupil as string, row.Gearbox as string, row['Lesson Type'] as string, row.Area as string, `${String(row.Length)} min`,
    row.Price === null ? '-' : pounds(row.Price as number), row.Block as string, row.Status as string, plain(row.Miles), plain(row.Minors), row['Test Result'] === null ? 'n/a' : (row['Test Result'] as string), plain(row.Paid),
  ]);
  return { name: 'p23_driving', file: 'lesson_diary_2024.csv', bytes: csvBytes(DRIVING_HEADER, lines), tables: [{ label: 'lesson_diary_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a council's planning applications received April 2023 - March 2024

const PLANNING_TYPES: Array<[string, number, string, number]> = [
  // [type, weight, suffix, target weeks]
  ['Householder', 38, 'HOU', 8], ['Full', 17, 'FUL', 8], ['Outline', 4, 'OUT', 8], ['Listed Building Consent', 8, 'LBC', 8], ['Advertisement Consent', 5, 'ADV', 8],
  ['Prior Approval', 7, 'PA', 8], ['Works to Trees in a CA', 10, 'TCA', 6], ['Works to TPO Tree', 5, 'TPO', 8], ['Discharge of Conditions', 6, 'DOC', 8],
];
const PLANNING_WARDS: Array<[string, number, number]> = [
  // [ward, weight, objection factor]
  ['Abbey', 14, 1], ['Castle', 12, 1.2], ['Castle Hill', 10, 2.5], ['Northgate', 13, 0.8], ['Riverside', 15, 1], ['St Giles', 11, 1.4], ['Westfield', 14, 0.7], ['Priory', 11, 1.1],
];
const PROPOSALS: Record<string, string[]> = {
  Householder: ['Single storey rear extension', 'Two storey side extension', 'Loft conversion with rear dormer', 'Front porch', 'Detached garage', 'Replacement windows and doors', 'Raised decking'],
  Full: ['Change of use from shop to cafe', 'Erection of detached dwelling', 'Conversion of barn to dwelling', 'Erection of 24 dwellings with access', 'New shopfront', 'Replacement agricultural building'],
  Outline: ['Outline for residential development', 'Outline for up to 40 dwellings', 'Outline for a single dwelling'],
  'Listed Building Consent': ['Internal alterations', 'Replacement of sash windows', 'Re-roofing in natural slate'],
  'Advertisement Consent': ['Illuminated fascia sign', 'Hanging sign', 'Totem sign'],
  'Prior Approval': ['Larger home extension', 'Change of use from office to dwelling', 'Agricultural building'],
  'Works to Trees in a CA': ['Fell one sycamore', 'Crown reduce beech by 2m', 'Remove deadwood from oak'],
  'Works to TPO Tree': ['Crown lift oak to 5m', 'Fell ash with dieback', 'Reduce lime by 30%'],
  'Discharge of Conditions': ['Discharge of condition 3 (materials)', 'Discharge of conditions 4 and 5 (drainage)'],
};
const PLANNING_HEADER = ['Application Number', 'Received', 'Application Type', 'Ward', 'Proposal', 'Fee', 'Target', 'Objections', 'Case Officer', 'Status', 'Decision', 'Decision Level', 'Decision Date', 'EOT', 'Appeal'];

/** "Application Number" ("23/00412/HOU", numbered in each calendar year), Received "2023-04-03" (ISO text), "Application Type", Ward (among them Castle and Castle Hill), Proposal, Fee "£258.00" ("Nil" where no fee is payable; householder fees rose from £258 to £528 on 6 December 2023), Target "8 wks" / "13 wks" (majors) / "6 wks" (trees in a conservation area), Objections (a count), "Case Officer" (initials), Status (Decided / Withdrawn / Pending), Decision (Granted / Granted with Conditions / Refused / No Objection; blank unless decided), "Decision Level" (Delegated/Committee; blank unless decided), "Decision Date" "14/06/2023" (day first; blank unless decided; the register was extracted on 10 May 2024), EOT (an extension of time agreed, Y/N), Appeal (Lodged / Dismissed / Allowed; blank when none). */
export function planningApplications(): EvalDataset {
  const rand = random(23_003);
  const EXTRACT = Date.UTC(2024, 4, 10);
  const SEASON = [0.9, 1, 1.15, 1.2, 1.25, 1.15, 1.05, 1.1, 1, 0.95, 0.85, 0.6];
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2023, 3, 1); t < Date.UTC(2024, 3, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const iso = isoDay(date);
    if (wd === 0 || wd === 6 || ['2023-04-07', '2023-04-10', '2023-05-01', '2023-05-08', '2023-05-29', '2023-08-28', '2023-12-25', '2023-12-26', '2024-01-01', '2024-03-29'].includes(iso)) continue;
    const n = Math.round(SEASON[date.getUTCMonth()] * (wd === 1 ? 2.6 : 1.7) * (0.3 + rand() * 1.4));
    for (let k = 0; k < n; k++) {
      const [type, , suffix, baseTarget] = chooseRow(rand, PLANNING_TYPES);
      const [ward, , objectionFactor] = chooseRow(rand, PLANNING_WARDS);
      const proposal = pick(rand, PROPOSALS[type]);
      const major = proposal.includes('24 dwellings') || proposal.includes('40 dwellings') || proposal === 'Outline for residential development';
      const after = t >= Date.UTC(2023, 11, 6);
      const fee = type === 'Householder' ? (after ? 528 : 258)
        : type === 'Full' ? (major ? (after ? 14_900 : 11_556) : proposal.startsWith('Change') || proposal.startsWith('New shop') ? (after ? 578 : 462) : after ? 578 : 462)
          : type === 'Outline' ? (major ? (after ? 18_490 : 14_794) : after ? 578 : 462)
            : type === 'Advertisement Consent' ? (after ? 165 : 132) : type === 'Prior Approval' ? (after ? 120 : 96) : type === 'Discharge of Conditions' ? (after ? 145 : 116) : 0;
      const target = major ? 13 : baseTarget;
      const objections = Math.max(0, Math.round((major ? 12 + rand() * 40 : type === 'Full' ? rand() * 6 : type === 'Householder' ? (rand() < 0.7 ? 0 : rand() * 4) : rand() < 0.85 ? 0 : rand() * 3) * objectionFactor));
      const officer = type === 'Works to Trees in a CA' || type === 'Works to TPO Tree' ? 'TO' : pick(rand, ['JDP', 'SK', 'RMW', 'AB', 'LT']);
      const eot = rand() < (major ? 0.6 : 0.12);
      const days = eot ? target * 7 + int(rand, 7, 60) : rand() < 0.82 ? int(rand, 20, target * 7) : target * 7 + int(rand, 1, 40);
      const decidedAt = t + days * DAY;
      const withdrawn = rand() < 0.06;
      const status = withdrawn ? 'Withdrawn' : decidedAt > EXTRACT ? 'Pending' : 'Decided';
      const refuseChance = type === 'Householder' ? 0.08 : type === 'Full' || type === 'Outline' ? 0.22 : type === 'Works to Trees in a CA' ? 0 : 0.06;
      const refused = rand() < refuseChance + Math.min(objections, 20) * 0.01;
      const decision = status !== 'Decided' ? null : type === 'Works to Trees in a CA' ? 'No Objection' : refused ? 'Refused' : rand() < (type === 'Discharge of Conditions' || type === 'Prior Approval' ? 0.9 : 0.12) ? 'Granted' : 'Granted with Conditions';
      const level = status !== 'Decided' ? null : major || objections >= 8 || rand() < 0.03 ? 'Committee' : 'Delegated';
      let decidedDate = decidedAt;
      while ([0, 6].includes(new Date(decidedDate).getUTCDay())) decidedDate += DAY;
      const appeal = decision !== 'Refused' || rand() >= 0.35 ? null : choose(rand, [['Dismissed', 55], ['Allowed', 25], ['Lodged', 20]] as Array<[string, number]>);
      drafts.push({
        order: t + k, Received: date, 'Application Type': type, Ward: ward, Proposal: proposal, Fee: fee, Target: target, Objections: objections, 'Case Officer': officer,
        Status: status, Decision: decision, 'Decision Level': level, 'Decision Date': status === 'Decided' ? new Date(decidedDate) : null, EOT: eot ? 'Y' : 'N', Appeal: appeal, suffix,
      });
    }
  }
  const counters = new Map<number, number>([[2023, 311], [2024, 1]]);
  const rows = sortedRows(drafts).map((draft): Row => {
    const { suffix, ...row } = draft;
    const year = (row.Received as Date).getUTCFullYear();
    const seq = counters.get(year) ?? 1;
    counters.set(year, seq + 1);
    return { 'Application Number': `${String(year).slice(2)}/${String(seq).padStart(5, '0')}/${suffix as string}`, ...row };
  });
  const slashed = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Application Number'] as string, isoDay(row.Received as Date), row['Application Type'] as string, row.Ward as string, row.Proposal as string, row.Fee === 0 ? 'Nil' : pounds(row.Fee as number), `${String(row.Target)} wks`,
    String(row.Objections), row['Case Officer'] as string, row.Status as string, plain(row.Decision), plain(row['Decision Level']), row['Decision Date'] === null ? '' : slashed(row['Decision Date'] as Date), row.EOT as string, plain(row.Appeal),
  ]);
  return { name: 'p23_planning', file: 'planning_applications_2023-24.csv', bytes: csvBytes(PLANNING_HEADER, lines), tables: [{ label: 'planning_applications_2023-24.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a hair salon's appointment book, September - December 2024

const SALON_SERVICES: Array<[string, number, number, [number, number, number]]> = [
  // [service, weight, minutes, prices for senior / stylist / junior]
  ['Ladies Cut & Finish', 26, 45, [42, 38, 30]], ['Gents Cut', 16, 30, [22, 20, 15]], ['Child Cut', 7, 30, [15, 15, 12]], ['Blow Dry', 10, 30, [25, 22, 18]],
  ['Full Head Colour', 9, 90, [75, 68, 55]], ['Root Tint', 10, 60, [52, 48, 40]], ['Half Head Highlights', 9, 90, [85, 78, 65]], ['Full Head Highlights', 6, 120, [110, 100, 85]],
  ['Balayage', 5, 150, [140, 130, 130]], ['Wedding Hair', 2, 60, [85, 85, 85]],
];
const STYLISTS: Array<[string, number, number[]]> = [
  // [stylist, level (0 senior, 1 stylist, 2 junior), working weekdays]
  ['Kerry', 0, [2, 3, 4, 5, 6]], ['Jade', 1, [2, 3, 4, 5]], ['Marco', 1, [3, 4, 5, 6]], ['Amber', 2, [2, 4, 5, 6]],
];
const SALON_HEADER = ['Booking Ref', 'Date', 'Time', 'Stylist', 'Client', 'New Client', 'Service', 'Duration', 'Price', 'Tip', 'Paid By', 'Booked Via', 'Status'];

/** "Booking Ref", Date "03-09-2024" (day first, dashes), Time "9:00" / "14:30", Stylist, Client (blank for walk-ins), "New Client" (Y/N; blank for walk-ins), Service, Duration "45 mins" / "1 hr" / "1 hr 30 mins" / "2 hrs 30 mins", Price "£42.00" (by the stylist's level; half on a late cancel; "-" when not charged), Tip "£5.00" (blank when none), "Paid By" (Card / Cash / Voucher; blank when not charged), "Booked Via" (Online / Phone / Walk-in), Status (Completed / No Show / Cancelled / Late Cancel). */
export function salonAppointments(): EvalDataset {
  const rand = random(23_004);
  const clients: string[] = [];
  const taken = new Set<string>();
  while (clients.length < 240) {
    const name = `${pick(rand, FIRST_NAMES)} ${pick(rand, SURNAMES)}`;
    if (!taken.has(name)) { taken.add(name); clients.push(name); }
  }
  const seen = new Set<string>();
  const SEASON: Record<number, number> = { 8: 0.85, 9: 0.9, 10: 1, 11: 1.45 };
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2024, 8, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const iso = isoDay(date);
    if (iso >= '2024-12-25' || (iso >= '2024-10-22' && iso <= '2024-10-24')) continue;
    for (const [s, [stylist, level, days]] of STYLISTS.entries()) {
      if (!days.includes(wd)) continue;
      const close = wd === 4 ? 20 * 60 : wd === 6 ? 16 * 60 : 17 * 60 + 30;
      let clock = 9 * 60 + 15 * int(rand, 0, 16);
      const n = Math.round(SEASON[date.getUTCMonth()] * (wd === 6 ? 2.6 : 1.9) * (0.4 + rand() * 1.2));
      for (let k = 0; k < n && clock < close - 30; k++) {
        const [service, , minutes, prices] = chooseRow(rand, SALON_SERVICES.filter(([name]) => !(level === 2 && (name === 'Balayage' || name === 'Wedding Hair')) && !(name === 'Wedding Hair' && (stylist !== 'Kerry' || wd !== 6))));
        const walkIn = ['Gents Cut', 'Child Cut', 'Blow Dry'].includes(service) && rand() < 0.3;
        const client = walkIn ? null : clients[Math.floor(Math.pow(rand(), 1.6) * clients.length)];
        const isNew = client === null ? null : !seen.has(client) && clients.indexOf(client) >= 170 ? 'Y' : 'N';
        if (client !== null) seen.add(client);
        const r = rand();
        const status = walkIn ? 'Completed' : r < 0.035 ? 'No Show' : r < 0.065 ? 'Cancelled' : r < 0.085 ? 'Late Cancel' : 'Completed';
        const full = prices[level];
        const price = status === 'Completed' ? full : status === 'Late Cancel' ? full / 2 : null;
        const tip = status !== 'Completed' || rand() >= (minutes >= 90 ? 0.6 : 0.4) ? null : choose(rand, minutes >= 90 ? ([[5, 40], [10, 40], [15, 12], [20, 8]] as Array<[number, number]>) : ([[2, 30], [3, 30], [5, 30], [10, 10]] as Array<[number, number]>));
        drafts.push({
          order: t + clock * 60_000 + s, Date: date, Time: `${String(Math.floor(clock / 60))}:${pad2(clock % 60)}`, Stylist: stylist, Client: client, 'New Client': isNew, Service: service, Duration: minutes, Price: price, Tip: tip,
          'Paid By': price === null ? null : choose(rand, [['Card', 74], ['Cash', 20], ['Voucher', 6]] as Array<[string, number]>), 'Booked Via': walkIn ? 'Walk-in' : rand() < 0.5 ? 'Online' : 'Phone', Status: status,
        });
        clock += minutes + 15 * int(rand, 0, 8);
      }
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ 'Booking Ref': `B${String(5201 + n)}`, ...row }));
  const dated = (d: Date): string => `${pad2(d.getUTCDate())}-${pad2(d.getUTCMonth() + 1)}-${String(d.getUTCFullYear())}`;
  const duration = (m: number): string => { const h = Math.floor(m / 60); const rest = m % 60; return h === 0 ? `${String(rest)} mins` : `${String(h)} ${h === 1 ? 'hr' : 'hrs'}${rest ? ` ${String(rest)} mins` : ''}`; };
  const lines = rows.map((row) => [
    row['Booking Ref'] as string, dated(row.Date as Date), row.Time as string, row.Stylist as string, plain(row.Client), plain(row['New Client']), row.Service as string, duration(row.Duration as number),
    row.Price === null ? '-' : pounds(row.Price as number), row.Tip === null ? '' : pounds(row.Tip as number), plain(row['Paid By']), row['Booked Via'] as string, row.Status as string,
  ]);
  return { name: 'p23_salon', file: 'salon_appointments_sep-dec_2024.csv', bytes: csvBytes(SALON_HEADER, lines), tables: [{ label: 'salon_appointments_sep-dec_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a town council's burial register, 2019 - 2024

const FUNERAL_DIRECTORS: Array<[string, number]> = [['Co-op Funeralcare', 30], ['J. Hartley & Sons', 20], ['Hartley Family Funerals', 12], ['A. Pryce & Son', 18], ['Dignity - Lawsons', 12], ['Greenway Natural Burials', 8]];
/** The resident's interment fee and the right of burial for a new grave, by the financial year starting in April. */
const BURIAL_FEES: Record<number, [number, number]> = { 2018: [700, 925], 2019: [720, 950], 2020: [745, 990], 2021: [770, 1030], 2022: [800, 1090], 2023: [850, 1170], 2024: [890, 1250] };
const BURIAL_HEADER = ['Entry No', 'Date of Burial', 'Time', 'Section', 'Grave Ref', 'Interment Type', 'Depth', 'Age', 'Sex', 'Resident', 'Interment Fee', 'Right of Burial', 'Funeral Director', 'Ceremony'];

/** "Entry No" (6801…), "Date of Burial" written "12 March 2021" in the old register (to 2021) and "12/03/2022" in the new (from 2022), Time "11:30", Section (Old Ground / Lawn A / Lawn B / Woodland / Garden of Rest / Children's), "Grave Ref" ("LB/112"), "Interment Type" (New Grave / Reopen / Ashes Plot / Ashes into Grave), Depth "6ft" / "7ft 6in" / "4ft 6in" / "2ft", Age ("n/k" when not known), Sex, Resident (Y/N), "Interment Fee" "£850.00" (double for non-residents, 30% for ashes, "Nil" for children), "Right of Burial" "£1,170.00" (new graves and ashes plots; "-" on reopens and ashes into a grave; "Nil" for children), "Funeral Director", Ceremony (C of E / RC / Civil / Humanist / None). */
export function burialRegister(): EvalDataset {
  const rand = random(23_005);
  const SEASON = [1.45, 1.3, 1.15, 1, 0.9, 0.8, 0.8, 0.8, 0.85, 0.95, 1.1, 1.3];
  const drafts: Array<Row & { order: number }> = [];
  const next: Record<string, number> = { 'Lawn A': 180, 'Lawn B': 1, Woodland: 1, 'Garden of Rest': 220, "Children's": 31 };
  const CODES: Record<string, string> = { 'Old Ground': 'OG', 'Lawn A': 'LA', 'Lawn B': 'LB', Woodland: 'WD', 'Garden of Rest': 'GR', "Children's": 'CH' };
  for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    if (wd === 0 || (wd === 6 && rand() < 0.85)) continue;
    const expected = (SEASON[date.getUTCMonth()] * 70) / 260;
    const n = rand() < expected ? (rand() < 0.12 ? 2 : 1) : 0;
    const slots = [600, 630, 660, 690, 720, 810, 840, 870, 900];
    for (let k = 0; k < n; k++) {
      const child = rand() < 0.025;
      const year = date.getUTCFullYear();
      const lawnB = t >= Date.UTC(2021, 5, 1);
      const type = child ? 'New Grave' : choose(rand, [['New Grave', 42], ['Reopen', 26], ['Ashes Plot', 20], ['Ashes into Grave', 12]] as Array<[string, number]>);
      const section = child ? "Children's" : type === 'Ashes Plot' ? 'Garden of Rest' : type === 'New Grave' ? (rand() < 0.22 ? 'Woodland' : lawnB ? 'Lawn B' : 'Lawn A') : choose(rand, [['Old Ground', 45], ['Lawn A', 45], ['Lawn B', next['Lawn B'] > 40 ? 10 : 0]] as Array<[string, number]>);
      const ref = type === 'New Grave' || type === 'Ashes Plot' ? next[section]++ : section === 'Old Ground' ? int(rand, 1, 640) : section === 'Lawn A' ? int(rand, 1, 179) : int(rand, 1, Math.max(1, next['Lawn B'] - 1));
      const depth = type === 'Ashes Plot' || type === 'Ashes into Grave' ? 24 : child ? 48 : type === 'Reopen' ? choose(rand, [[54, 70], [72, 30]] as Array<[number, number]>) : section === 'Woodland' ? 60 : choose(rand, [[72, 55], [90, 40], [108, 5]] as Array<[number, number]>);
      const resident = rand() < 0.88;
      const fy = date.getUTCMonth() >= 3 ? year : year - 1;
      const [interment, right] = BURIAL_FEES[fy];
      const ashes = type === 'Ashes Plot' || type === 'Ashes into Grave';
      const fee = child ? 0 : (ashes ? 5 * Math.round((interment * 0.3) / 5) : interment) * (resident ? 1 : 2);
      const rightFee = child ? 0 : type === 'New Grave' ? right * (resident ? 1 : 2) : type === 'Ashes Plot' ? 5 * Math.round((right * 0.4) / 5) * (resident ? 1 : 2) : null;
      const age = rand() < 0.05 ? null : child ? int(rand, 1, 12) : Math.min(104, Math.max(38, Math.round(82 + (rand() + rand() + rand() - 1.5) * 18)));
      const director = section === 'Woodland' && rand() < 0.5 ? 'Greenway Natural Burials' : choose(rand, FUNERAL_DIRECTORS);
      const ceremony = section === 'Woodland' ? choose(rand, [['Humanist', 40], ['Civil', 35], ['None', 15], ['C of E', 10]] as Array<[string, number]>) : choose(rand, [['C of E', 46], ['RC', 14], ['Civil', 20], ['Humanist', 12], ['None', 8]] as Array<[string, number]>);
      drafts.push({
        order: t + k, 'Date of Burial': date, Time: hhmm(pick(rand, slots)), Section: section, 'Grave Ref': `${CODES[section]}/${String(ref)}`, 'Interment Type': type, Depth: depth, Age: age, Sex: rand() < 0.5 ? 'F' : 'M',
        Resident: resident ? 'Y' : 'N', 'Interment Fee': fee, 'Right of Burial': rightFee, 'Funeral Director': director, Ceremony: ceremony,
      });
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ 'Entry No': 6801 + n, ...row }));
  const dated = (d: Date): string => (d.getUTCFullYear() < 2022 ? `${String(d.getUTCDate())} ${MONTH_LONG[d.getUTCMonth()]} ${String(d.getUTCFullYear())}` : `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`);
  const feet = (inches: number): string => `${String(Math.floor(inches / 12))}ft${inches % 12 ? ` ${String(inches % 12)}in` : ''}`;
  const fee = (v: Value): string => (v === null ? '-' : v === 0 ? 'Nil' : pounds(v as number));
  const lines = rows.map((row) => [
    String(row['Entry No']), dated(row['Date of Burial'] as Date), row.Time as string, row.Section as string, row['Grave Ref'] as string, row['Interment Type'] as string, feet(row.Depth as number),
    row.Age === null ? 'n/k' : String(row.Age), row.Sex as string, row.Resident as string, fee(row['Interment Fee']), fee(row['Right of Burial']), row['Funeral Director'] as string, row.Ceremony as string,
  ]);
  return { name: 'p23_burials', file: 'burial_register_2019-2024.csv', bytes: csvBytes(BURIAL_HEADER, lines), tables: [{ label: 'burial_register_2019-2024.csv', rows }] };
}

export const PROBE23_DATASETS = new Set(['p23_windows', 'p23_driving', 'p23_planning', 'p23_salon', 'p23_burials']);

export async function probe23Datasets(): Promise<EvalDataset[]> {
  return [await windowRound(), drivingLessons(), planningApplications(), salonAppointments(), burialRegister()];
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
const yearIs = (column: string, year: number) => (row: Row): boolean => row[column] instanceof Date && when(row, column).getUTCFullYear() === year;
const dayIs = (column: string, iso: string) => (row: Row): boolean => row[column] instanceof Date && isoDay(when(row, column)) === iso;
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const yearMonthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `${String(when(row, column).getUTCFullYear())}-${pad2(when(row, column).getUTCMonth() + 1)}` : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: Value) => (row: Row): boolean => row[column] === value;
/** A clock time written "9:00", "16:30" as minutes after midnight; NaN when blank. */
const clockMinutes = (v: Value): number => {
  const m = typeof v === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(v) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
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
/** The rows at the extreme of a figure computed from each row, named by `label`; any of them is right. */
function extremeBy(rows: Row[], figure: (row: Row) => number, label: string, dir: 'max' | 'min'): Expected {
  const xs = rows.map(figure).filter(Number.isFinite);
  const top = dir === 'max' ? Math.max(...xs) : Math.min(...xs);
  return { kind: 'row', column: label, labels: [...new Set(rows.filter((row) => figure(row) === top).map((row) => String(row[label])))], value: top };
}
/** A bare-words count: a user accepts the count, or the rows with the count said in the first sentence; the judge scores the count. */
const ROWS_OR_COUNT = 'answer forms a user accepts: the count; or the matching rows, whose count the first sentence says (the judge scores the count)';
/** A series over the months: keyed "2024-01"…; a series keyed 1…12 or Jan…Dec is the same answer where one year is asked, which the judge cannot match. */
const MONTH_SERIES = 'answer forms a user accepts: one figure per month, labelled YYYY-MM (expected here) or 1…12 or Jan…Dec (the judge matches one spelling of a group key: count those apart)';
/** A share by group: a fraction in a `share` column or 0-100 in a `percent` column (the judge accepts both). */
const SHARE = 'a share per group: a fraction (0-1) in a share column, or 0-100 in a percent column; both accepted';
const PERCENT = 'a percent (0-100); a fraction in a share column is accepted';
const oneYearMonth = (year: number): string => `the file holds ${String(year)} only: 3, 03, Mar, March, ${String(year)}-03 all accepted`;
const TWELVE_MONTHS = 'the file runs over twelve months, each calendar month once: 3, 03, Mar, March and its YYYY-MM all accepted';

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe23Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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
  /** Total of one column over total of another, over the rows that have both; `scale` divides the bottom (minutes to hours). */
  const ratio = (rows: Row[], top: string, bottom: string, scale = 1): number => { const kept = rows.filter((row) => isNum(row[top]) && isNum(row[bottom])); return sum(num(kept, top)) / (sum(num(kept, bottom)) / scale); };
  const keyed = (rows: Row[], keep: (row: Row) => boolean, key: (row: Row) => string | null, figure: (g: Row[]) => number): Map<string, number> => groupBy(rows.filter(keep), key, figure);
  const either = (values: Value[], column: string) => (row: Row): boolean => values.includes(row[column]);
  const rows = (label: string): Row[] => tables.get(label) ?? [];

  // ---- window cleaner's round (workbook: Customers and Cleans) ----
  const wc = rows('window_round_2024.xlsx / Customers');
  const cl = rows('window_round_2024.xlsx / Cleans');
  const W = ask('p23_windows');
  const CHG = 'Charged';
  const custOf = new Map(wc.map((row) => [row['Cust Ref'] as string, row]));
  const custField = (column: string) => (row: Row): string | null => { const v = custOf.get(row['Cust Ref'] as string)?.[column]; return typeof v === 'string' ? v : null; };
  const refOrName = (ref: string): string[] => [ref, String(custOf.get(ref)?.Name)];
  const windowTakings = sum(num(cl, CHG));
  W('plain', 'total takings', value(windowTakings), 'Charged ("£22.00" as text, the clean and its extra); blank (not done) is none');
  W('plain', 'customers by property type', groups(countBy(wc, text('Property'))), 'every row of the Customers sheet, Left ones too');
  W('plain', 'avg charge per clean', value(mean(num(cl, CHG))), 'Charged over the cleans with a value (the ones done)');
  W('plain', 'top 3 streets by takings', topN(groupBy(cl, custField('Street'), (g) => sum(num(g, CHG))), 3), 'needs both sheets: Charged of the Cleans summed by the Street of the customer (Cust Ref)');
  W('plain', 'jobs by outcome', groups(countBy(cl, text('Outcome'))), 'every row of the Cleans sheet');
  W('which row', 'highest priced customer', { kind: 'row', column: 'Name', labels: wc.filter((row) => row.Price === Math.max(...num(wc, 'Price'))).flatMap((row) => [row.Name as string, row['Cust Ref'] as string]), value: Math.max(...num(wc, 'Price')) }, 'the customer (Name or Cust Ref) with the highest Price on the Customers sheet ("£23.50" as text)');
  W('which row', 'which round day brings in the most', best(groupBy(cl, custField('Round Day'), (g) => sum(num(g, CHG))), 'Round Day'), 'needs both sheets: Charged summed by the Round Day of the customer');
  W('which row', 'biggest single job', extremeRows(cl, CHG, 'Clean ID', 'max'), 'the Clean ID of the highest Charged; any tied clean');
  W('which row', 'which customer owes the most', best(groupBy(cl.filter(is('Payment', 'Owed')), text('Cust Ref'), (g) => sum(num(g, CHG))), 'Cust Ref', 'max', refOrName), 'Charged of the cleans with Payment "Owed", summed per customer (Cust Ref or its Name)');
  W('everyday words', 'how many rained off', count(cl.filter(is('Outcome', 'Rained Off')).length), `Outcome "Rained Off"; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many conservatory roofs did we do', count(cl.filter(is('Extras', 'Conservatory Roof')).length), `Extras "Conservatory Roof"; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many customers have left', count(wc.filter(is('Status', 'Left')).length), `Status Left on the Customers sheet; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many gutter jobs', count(cl.filter(is('Extras', 'Gutter Clear')).length), `Extras "Gutter Clear"; ${ROWS_OR_COUNT}`);
  W('comparison', 'semis vs detached avg price', groups(keyed(wc, either(['Semi', 'Detached'], 'Property'), text('Property'), (g) => mean(num(g, 'Price')))), 'average Price of the Customers sheet keyed Semi, Detached');
  W('comparison', 'cash vs bacs takings', groups(keyed(cl, either(['Cash', 'BACS'], 'Payment'), text('Payment'), (g) => sum(num(g, CHG)))), 'Charged keyed by Payment, Cash and BACS');
  W('comparison', 'monday vs friday round takings', groups(keyed(cl, (row) => ['Monday', 'Friday'].includes(custField('Round Day')(row) ?? ''), custField('Round Day'), (g) => sum(num(g, CHG)))), 'needs both sheets: Charged keyed by the Round Day of the customer, Monday and Friday');
  W('comparison', 'conservatory vs no conservatory avg price', groups(groupBy(wc, text('Conservatory'), (g) => mean(num(g, 'Price')))), 'average Price of the Customers sheet keyed by Conservatory, Y and N');
  W('seasonality', 'busiest month', best(countBy(cl, monthKey('Date')), 'month', 'max', monthFormsIn(2024)), `rows of the Cleans sheet per month of Date ("Mon 08 Jan 24"); ${oneYearMonth(2024)}`);
  W('seasonality', 'which month gets rained off most', best(countBy(cl.filter(is('Outcome', 'Rained Off')), monthKey('Date')), 'month', 'max', monthFormsIn(2024)), `Outcome "Rained Off" per month; ${oneYearMonth(2024)}`);
  W('seasonality', 'takings by month', groups(groupBy(cl, yearMonthKey('Date'), (g) => sum(num(g, CHG)))), MONTH_SERIES);
  W('types as text', 'takings on 5 march', value(sum(num(cl.filter(dayIs('Date', '2024-03-05')), CHG))), 'Charged of "Tue 05 Mar 24"');
  W('types as text', 'avg mins per clean', value(mean(num(cl, 'Mins'))), '"25 mins" as text; blank (not done) is none');
  W('types as text', 'what did we take in august', value(sum(num(cl.filter(monthIs('Date', 2024, 8)), CHG))), 'Charged, August 2024 (dates written "Tue 27 Aug 24")');
  W('types as text', 'avg frequency in weeks', value(mean(num(wc, 'Frequency'))), 'Frequency ("4 wkly", "8 wkly", "2 wkly") over every customer');
  W('units and conditions', 'jobs over £20', count(cl.filter((row) => at(row, CHG) > 20).length), `strict, Charged; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'cleans that took more than 30 mins', count(cl.filter((row) => at(row, 'Mins') > 30).length), `strict, Mins ("30 mins" is out); ${ROWS_OR_COUNT}`);
  W('units and conditions', 'customers paying under £12', count(wc.filter((row) => at(row, 'Price') < 12).length), `strict, Price on the Customers sheet; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'detached houses on 8 wkly', count(wc.filter((row) => row.Property === 'Detached' && row.Frequency === 8).length), `Customers with Property Detached and Frequency "8 wkly"; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'rained off jobs on the monday round', count(cl.filter((row) => row.Outcome === 'Rained Off' && custField('Round Day')(row) === 'Monday').length), `needs both sheets: Outcome "Rained Off" of the customers whose Round Day is Monday; ${ROWS_OR_COUNT}`);
  W('missing values', 'how many jobs have no charge', count(cl.filter((row) => row[CHG] === null).length), `blank Charged (not done); ${ROWS_OR_COUNT}`);
  W('missing values', 'which columns on the cleans sheet have blanks', list(missingColumns(cl)), 'the Cleans sheet: blank Extras, Charged, Mins and Payment');
  W('ratio or derived', 'share of takings by round day', shares(groupBy(cl, custField('Round Day'), (g) => sum(num(g, CHG)) / windowTakings)), `needs both sheets: Charged by the customer's Round Day over all Charged; ${SHARE}`);
  W('ratio or derived', 'what % of visits were rained off', value((100 * cl.filter(is('Outcome', 'Rained Off')).length) / cl.length), `Outcome "Rained Off" over every row of the Cleans sheet; ${PERCENT}`);
  W('ratio or derived', '£ per hour by property type', groups(groupBy(cl, custField('Property'), (g) => ratio(g, CHG, 'Mins', 60))), 'needs both sheets: total Charged over total hours (Mins / 60) by the Property of the customer, the cleans with both');
  W('refuse', 'avg price', eitherReading(value(mean(num(wc, 'Price'))), value(mean(num(cl, CHG)))), 'two readings: the average Price on the Customers sheet, or the average Charged per clean (extras and the old prices in it)');
  W('refuse', 'how many customers on church', eitherReading(count(wc.filter(is('Street', 'Church Street')).length), count(wc.filter(is('Street', 'Church Lane')).length)), 'two readings: Church Street, or Church Lane (both together a third)');
  W('refuse', 'how many jobs did we do', eitherReading(count(cl.length), count(cl.filter(is('Outcome', 'Done')).length)), 'two readings: every visit on the Cleans sheet, or the cleans Done');
  W('refuse', 'how many windows did we clean', refuse, 'no count of windows');
  W('refuse', 'which customers have the dirtiest windows', refuse, 'a judgement');
  W('refuse', 'how much did we spend on fuel', refuse, 'no costs');
  W('refuse', 'will we lose customers next year', refuse, 'a forecast');
  W('refuse', 'why do people on mill road leave', refuse, 'a reason');
  W('refuse', 'how many big houses', refuse, '"big" has no threshold');

  // ---- driving school's lesson diary ----
  const dl = rows('lesson_diary_2024.csv');
  const D = ask('p23_driving');
  const DD = 'Date';
  const PR = 'Price';
  const LEN = 'Length';
  const tests = dl.filter(is('Lesson Type', 'Test Day'));
  D('plain', 'total takings', value(sum(num(dl, PR))), '"£57.00" as text; "-" (not charged) is none');
  D('plain', 'lessons by type', groups(countBy(dl, text('Lesson Type'))), 'every lesson');
  D('plain', 'avg lesson price', value(mean(num(dl, PR))), 'Price over the lessons charged');
  D('plain', 'how many pupils', count(distinct(dl, 'Pupil')), 'distinct Pupil');
  D('plain', 'top 3 pickup areas by lessons', topN(countBy(dl, text('Area')), 3), 'lessons per Area');
  D('which row', 'which pupil has paid us the most', best(groupBy(dl, text('Pupil'), (g) => sum(num(g, PR))), 'Pupil'), 'total Price per Pupil');
  D('which row', 'which area do most of our pupils come from', best(groupBy(dl, text('Area'), (g) => distinct(g, 'Pupil')), 'Area'), 'distinct pupils per Area (each pupil has one pick-up area)');
  D('which row', 'who had the most minors on their test', extremeRows(tests, 'Minors', 'Pupil', 'max'), 'the Pupil with the most Minors on a Test Day; any tied');
  D('which row', 'which instructor did the most miles', best(groupBy(dl, text('Instructor'), (g) => sum(num(g, 'Miles'))), 'Instructor'), 'total Miles per Instructor');
  D('everyday words', 'how many tests did we take', count(tests.length), `Lesson Type "Test Day"; ${ROWS_OR_COUNT}`);
  D('everyday words', 'how many passes', count(dl.filter(is('Test Result', 'Pass')).length), `Test Result Pass; ${ROWS_OR_COUNT}`);
  D('everyday words', 'how many no shows', count(dl.filter(is('Status', 'No Show')).length), `Status "No Show"; ${ROWS_OR_COUNT}`);
  D('everyday words', 'how many motorway lessons', count(dl.filter(is('Lesson Type', 'Motorway')).length), `Lesson Type Motorway; ${ROWS_OR_COUNT}`);
  D('comparison', 'manual vs auto avg price', groups(groupBy(dl, text('Gearbox'), (g) => mean(num(g, PR)))), 'average Price keyed Manual, Auto');
  D('comparison', 'pass vs fail avg minors', groups(groupBy(dl, text('Test Result'), (g) => mean(num(g, 'Minors')))), 'average Minors of the test days keyed Pass, Fail ("n/a" is none)');
  D('comparison', 'dave vs sue lessons', groups(countBy(dl, text('Instructor'))), 'every lesson keyed Dave, Sue');
  D('comparison', 'block vs non block takings', groups(groupBy(dl, text('Block'), (g) => sum(num(g, PR)))), 'Price keyed by Block, Y and N');
  D('seasonality', 'busiest month', best(countBy(dl, monthKey(DD)), 'month', 'max', monthFormsIn(2024)), `lessons per month of Date ("08.01.24", day first); ${oneYearMonth(2024)}`);
  D('seasonality', 'which day of the week do we teach most', best(countBy(dl, weekdayKey(DD)), 'weekday', 'max', weekdayForms), 'lessons by the weekday of Date ("08.01.24")');
  D('seasonality', 'what time do most lessons start', best(countBy(dl, (row) => String(Math.floor(clockMinutes(row.Start) / 60))), 'hour', 'max', hourForms), 'lessons by the hour of Start ("16:30" is 16)');
  D('types as text', 'lessons on 12 feb', count(dl.filter(dayIs(DD, '2024-02-12')).length), `"12.02.24"; ${ROWS_OR_COUNT}`);
  D('types as text', 'avg lesson length in mins', value(mean(num(dl, LEN))), '"90 min" as text, every lesson');
  D('types as text', 'takings in june', value(sum(num(dl.filter(monthIs(DD, 2024, 6)), PR))), 'Price, June 2024 ("dd.06.24")');
  D('types as text', 'lessons starting after 5pm', count(dl.filter((row) => clockMinutes(row.Start) > 17 * 60).length), `Start after 17:00, strict ("17:00" is out); ${ROWS_OR_COUNT}`);
  D('units and conditions', 'lessons of 2 hrs or more', count(dl.filter((row) => at(row, LEN) >= 120).length), `inclusive, Length ("120 min"); ${ROWS_OR_COUNT}`);
  D('units and conditions', 'lessons where we did more than 20 miles', count(dl.filter((row) => at(row, 'Miles') > 20).length), `strict, Miles; ${ROWS_OR_COUNT}`);
  D('units and conditions', 'tests passed with 5 minors or fewer', count(dl.filter((row) => row['Test Result'] === 'Pass' && at(row, 'Minors') <= 5).length), `Test Result Pass and Minors at most 5; ${ROWS_OR_COUNT}`);
  D('units and conditions', 'auto lessons over £50', count(dl.filter((row) => row.Gearbox === 'Auto' && at(row, PR) > 50).length), `Gearbox Auto and Price over £50 (strict); ${ROWS_OR_COUNT}`);
  D('units and conditions', 'late cancels on a block booking', count(dl.filter((row) => row.Status === 'Late Cancel' && row.Block === 'Y').length), `Status "Late Cancel" and Block Y; ${ROWS_OR_COUNT}`);
  D('missing values', 'how many lessons have no mileage', count(dl.filter((row) => row.Miles === null).length), `blank Miles; ${ROWS_OR_COUNT}`);
  D('missing values', 'which columns have blanks', list(missingColumns(dl)), '"-" prices, blank miles, minors and paid, "n/a" test results');
  D('ratio or derived', 'pass rate by gearbox', rates(tests, text('Gearbox'), is('Test Result', 'Pass')), `Test Result Pass over the Test Day lessons of the gearbox; ${SHARE}`);
  D('ratio or derived', 'takings per hour by lesson type', groups(groupBy(dl, text('Lesson Type'), (g) => ratio(g, PR, LEN, 60))), 'total Price over total hours of Length ("90 min"), the lessons charged');
  D('ratio or derived', 'share of lessons by area', shares(groupBy(dl, text('Area'), (g) => g.length / dl.length)), `every lesson; ${SHARE}`);
  D('refuse', 'how many lessons did chloe have', eitherReading(count(dl.filter(is('Pupil', 'Chloe Walsh')).length), count(dl.filter(is('Pupil', 'Chloe Bennett')).length)), 'two readings: Chloe Walsh, or Chloe Bennett (both together a third)');
  D('refuse', 'how many lessons were cancelled', eitherReading(count(dl.filter(is('Status', 'Cancelled')).length), count(dl.filter(either(['Cancelled', 'Late Cancel', 'Instructor Cancelled'], 'Status')).length)), 'two readings: Status Cancelled, or every cancellation (Late Cancel and Instructor Cancelled too)');
  D('refuse', 'which pupils are nervous', refuse, 'no such column');
  D('refuse', 'what did the dual controls cost', refuse, 'no costs');
  D('refuse', 'how many pupils will pass next month', refuse, 'a forecast');
  D('refuse', 'why do people fail on roundabouts', refuse, 'a reason; no fault detail in the file');
  D('refuse', 'who is our best driver', refuse, 'a judgement');
  D('refuse', 'how many pupils are under 18', refuse, 'no age column');
  D('refuse', 'how much fuel did the cars use', refuse, 'no fuel (miles only)');

  // ---- council planning applications ----
  const pa = rows('planning_applications_2023-24.csv');
  const P = ask('p23_planning');
  const RCV = 'Received';
  const DEC = 'Decision Date';
  const FEE = 'Fee';
  const daysToDecide = (row: Row): number => (row[DEC] instanceof Date ? (when(row, DEC).getTime() - when(row, RCV).getTime()) / DAY : NaN);
  const decidedDays = (g: Row[]): number => mean(g.map(daysToDecide).filter(Number.isFinite));
  P('plain', 'total fees', value(sum(num(pa, FEE))), '"£258.00" as text; "Nil" is £0');
  P('plain', 'applications by ward', groups(countBy(pa, text('Ward'))), 'every application');
  P('plain', 'avg fee', value(mean(num(pa, FEE))), 'Fee over every application, "Nil" counting £0 (no fee is payable)');
  P('plain', 'how many applications', count(pa.length), `every row; ${ROWS_OR_COUNT}`);
  P('plain', 'top 3 application types', topN(countBy(pa, text('Application Type')), 3), 'applications per Application Type');
  P('which row', 'which ward gets the most objections', best(groupBy(pa, text('Ward'), (g) => sum(num(g, 'Objections'))), 'Ward'), 'total Objections per Ward');
  P('which row', 'most objected application', extremeRows(pa, 'Objections', 'Application Number', 'max'), 'the Application Number with the most Objections; any tied');
  P('which row', 'slowest decision', extremeBy(pa, daysToDecide, 'Application Number', 'max'), 'the Application Number with the most days from Received ("2023-04-03") to Decision Date ("14/06/2023"); any tied');
  P('which row', 'which officer refuses the most', best(countBy(pa.filter(is('Decision', 'Refused')), text('Case Officer')), 'Case Officer'), 'Decision Refused per Case Officer; any tied');
  P('everyday words', 'how many householders', count(pa.filter(is('Application Type', 'Householder')).length), `Application Type Householder; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many refusals', count(pa.filter(is('Decision', 'Refused')).length), `Decision Refused; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many went to committee', count(pa.filter(is('Decision Level', 'Committee')).length), `Decision Level Committee; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many appeals were dismissed', count(pa.filter(is('Appeal', 'Dismissed')).length), `Appeal Dismissed; ${ROWS_OR_COUNT}`);
  P('comparison', 'delegated vs committee avg days', groups(groupBy(pa, text('Decision Level'), decidedDays)), 'average calendar days from Received to Decision Date keyed Delegated, Committee');
  P('comparison', 'northgate vs riverside applications', groups(keyed(pa, either(['Northgate', 'Riverside'], 'Ward'), text('Ward'), (g) => g.length)), 'applications keyed Northgate, Riverside');
  P('comparison', 'householder vs full avg fee', groups(keyed(pa, either(['Householder', 'Full'], 'Application Type'), text('Application Type'), (g) => mean(num(g, FEE)))), 'average Fee keyed Householder, Full (householder fees rose from £258 to £528 on 6 December 2023)');
  P('comparison', 'eot vs no eot avg days', groups(groupBy(pa, text('EOT'), decidedDays)), 'average days from Received to Decision Date of the decided applications keyed by EOT, Y and N');
  P('seasonality', 'busiest month', best(countBy(pa, monthKey(RCV)), 'month', 'max', monthFormsFrom(2023, 4)), `applications per month of Received; ${TWELVE_MONTHS} (April 2023 to March 2024)`);
  P('seasonality', 'which weekday do most applications come in', best(countBy(pa, weekdayKey(RCV)), 'weekday', 'max', weekdayForms), 'applications by the weekday of Received');
  P('seasonality', 'decisions by month', groups(countBy(pa, yearMonthKey(DEC))), `${MONTH_SERIES}; by the month of Decision Date ("14/06/2023"), April 2023 to May 2024; undecided ones have no month`);
  P('types as text', 'applications received on 5 june', count(pa.filter(dayIs(RCV, '2023-06-05')).length), `Received "2023-06-05", the file's only June; ${ROWS_OR_COUNT}`);
  P('types as text', 'avg days to decide', value(decidedDays(pa)), 'calendar days from Received ("2023-04-03") to Decision Date ("14/06/2023", day first), the decided applications');
  P('types as text', 'fees in october', value(sum(num(pa.filter(monthIs(RCV, 2023, 10)), FEE))), 'Fee of the applications Received in October 2023 ("Nil" is £0)');
  P('types as text', 'how many decided in 2024', count(pa.filter(yearIs(DEC, 2024)).length), `Decision Date ("dd/mm/2024") in 2024; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'decided within 8 weeks', count(pa.filter((row) => daysToDecide(row) <= 56).length), `Decision Date at most 56 days after Received, inclusive; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'applications with more than 10 objections', count(pa.filter((row) => at(row, 'Objections') > 10).length), `strict, Objections; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'fees over £500', count(pa.filter((row) => at(row, FEE) > 500).length), `strict, Fee; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'refused householders in westfield', count(pa.filter((row) => row.Decision === 'Refused' && row['Application Type'] === 'Householder' && row.Ward === 'Westfield').length), `Decision Refused, Application Type Householder, Ward Westfield; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'applications on a 13 week target', count(pa.filter((row) => row.Target === 13).length), `Target "13 wks"; ${ROWS_OR_COUNT}`);
  P('missing values', 'how many have no decision date', count(pa.filter((row) => row[DEC] === null).length), `blank Decision Date (withdrawn or pending); ${ROWS_OR_COUNT}`);
  P('missing values', 'which columns have blanks', list(missingColumns(pa)), 'blank Decision, Decision Level, Decision Date and Appeal ("Nil" fees are £0, not blanks)');
  P('ratio or derived', 'share of applications by ward', shares(groupBy(pa, text('Ward'), (g) => g.length / pa.length)), `every application; ${SHARE}`);
  P('ratio or derived', 'what % of decisions were refusals', value((100 * pa.filter(is('Decision', 'Refused')).length) / pa.filter((row) => row.Decision !== null).length), `Decision Refused over every row with a Decision; ${PERCENT}`);
  P('ratio or derived', 'avg days to decide by application type', groups(groupBy(pa, text('Application Type'), decidedDays)), 'average calendar days from Received to Decision Date per Application Type, the decided ones');
  P('refuse', 'how many approvals', eitherReading(count(pa.filter(is('Decision', 'Granted')).length), count(pa.filter(either(['Granted', 'Granted with Conditions'], 'Decision')).length)), 'two readings: Decision Granted, or Granted with Conditions too');
  P('refuse', 'how many applications in castle', eitherReading(count(pa.filter(is('Ward', 'Castle')).length), count(pa.filter(is('Ward', 'Castle Hill')).length)), 'two readings: Castle, or Castle Hill (both together a third)');
  P('refuse', 'how many tree applications', eitherReading(count(pa.filter(is('Application Type', 'Works to Trees in a CA')).length), count(pa.filter(either(['Works to Trees in a CA', 'Works to TPO Tree'], 'Application Type')).length)), 'two readings: Works to Trees in a CA, or TPO trees too');
  P('refuse', 'which extensions are ugly', refuse, 'a judgement');
  P('refuse', 'how many bat surveys were needed', refuse, 'no surveys in the file');
  P('refuse', 'will we hit the 8 week target next year', refuse, 'a forecast');
  P('refuse', 'why does castle hill object so much', refuse, 'a reason');
  P('refuse', 'how much does the planning dept cost to run', refuse, 'no costs');
  P('refuse', 'how many big applications', refuse, '"big" has no threshold');

  // ---- hair salon's appointment book ----
  const sa = rows('salon_appointments_sep-dec_2024.csv');
  const S = ask('p23_salon');
  const SD = 'Date';
  const SP = 'Price';
  const DUR = 'Duration';
  const COLOURS = ['Full Head Colour', 'Root Tint', 'Half Head Highlights', 'Full Head Highlights', 'Balayage'];
  S('plain', 'total tips', value(sum(num(sa, 'Tip'))), '"£5.00" as text; blank is none');
  S('plain', 'appointments per stylist', groups(countBy(sa, text('Stylist'))), 'every appointment');
  S('plain', 'avg price', value(mean(num(sa, SP))), 'Price over the appointments charged ("-" is none; late cancels at half price count)');
  S('plain', 'how many clients', count(distinct(sa, 'Client')), 'distinct Client (walk-ins have no name)');
  S('plain', 'top 3 services by revenue', topN(groupBy(sa, text('Service'), (g) => sum(num(g, SP))), 3), 'total Price per Service');
  S('which row', 'who gets the most tips', best(groupBy(sa, text('Stylist'), (g) => sum(num(g, 'Tip'))), 'Stylist'), 'total Tip per Stylist');
  S('which row', 'which client has spent the most', eitherReading(best(groupBy(sa, text('Client'), (g) => sum(num(g, SP))), 'Client'), best(groupBy(sa, text('Client'), (g) => sum(num(g, SP)) + sum(num(g, 'Tip'))), 'Client')), 'the Client with the most Price in total; with the tips added the same client leads, so either reading is right');
  S('which row', 'which service gets the most no shows', best(countBy(sa.filter(is('Status', 'No Show')), text('Service')), 'Service'), 'Status "No Show" per Service; any tied');
  S('which row', 'biggest tip', extremeRows(sa, 'Tip', 'Booking Ref', 'max'), 'the Booking Ref of the highest Tip; any tied');
  S('everyday words', 'how many walk ins', count(sa.filter(is('Booked Via', 'Walk-in')).length), `Booked Via Walk-in; ${ROWS_OR_COUNT}`);
  S('everyday words', 'how many no shows', count(sa.filter(is('Status', 'No Show')).length), `Status "No Show"; ${ROWS_OR_COUNT}`);
  S('everyday words', 'how many new clients', count(sa.filter(is('New Client', 'Y')).length), `New Client Y (a new client's first appointment); ${ROWS_OR_COUNT}`);
  S('everyday words', 'how many balayages', count(sa.filter(is('Service', 'Balayage')).length), `Service Balayage; ${ROWS_OR_COUNT}`);
  S('comparison', 'kerry vs jade appointments', groups(keyed(sa, either(['Kerry', 'Jade'], 'Stylist'), text('Stylist'), (g) => g.length)), 'appointments keyed Kerry, Jade');
  S('comparison', 'cash vs card tips', groups(keyed(sa, either(['Cash', 'Card'], 'Paid By'), text('Paid By'), (g) => sum(num(g, 'Tip')))), 'Tip keyed by Paid By, Cash and Card');
  S('comparison', 'online vs phone no shows', groups(keyed(sa, (row) => row.Status === 'No Show' && either(['Online', 'Phone'], 'Booked Via')(row), text('Booked Via'), (g) => g.length)), 'Status "No Show" keyed by Booked Via, Online and Phone');
  S('comparison', 'gents vs ladies cuts avg price', groups(keyed(sa, either(['Gents Cut', 'Ladies Cut & Finish'], 'Service'), text('Service'), (g) => mean(num(g, SP)))), 'average Price keyed Gents Cut, Ladies Cut & Finish');
  S('seasonality', 'busiest month', best(countBy(sa, monthKey(SD)), 'month', 'max', monthFormsIn(2024)), `appointments per month of Date ("03-09-2024", day first); ${oneYearMonth(2024)} (September to December)`);
  S('seasonality', 'busiest day', best(countBy(sa, weekdayKey(SD)), 'weekday', 'max', weekdayForms), 'appointments by the weekday of Date');
  S('seasonality', 'what hour is busiest', best(countBy(sa, (row) => String(Math.floor(clockMinutes(row.Time) / 60))), 'hour', 'max', hourForms), 'appointments by the hour of Time ("9:45" is 9)');
  S('types as text', 'appointments on 21 dec', count(sa.filter(dayIs(SD, '2024-12-21')).length), `"21-12-2024"; ${ROWS_OR_COUNT}`);
  S('types as text', 'avg appointment length in mins', value(mean(num(sa, DUR))), '"1 hr 30 mins" / "45 mins" as text, in minutes, every appointment');
  S('types as text', 'tips in december', value(sum(num(sa.filter(monthIs(SD, 2024, 12)), 'Tip'))), 'Tip, December 2024');
  S('types as text', 'appointments after 3pm', count(sa.filter((row) => clockMinutes(row.Time) > 15 * 60).length), `Time after 15:00, strict ("15:00" is out); ${ROWS_OR_COUNT}`);
  S('units and conditions', 'appointments over 2 hrs', count(sa.filter((row) => at(row, DUR) > 120).length), `strict, Duration ("2 hrs" is out); ${ROWS_OR_COUNT}`);
  S('units and conditions', 'tips of £10 or more', count(sa.filter((row) => at(row, 'Tip') >= 10).length), `inclusive, Tip; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'services over £100', count(sa.filter((row) => at(row, SP) > 100).length), `strict, Price; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'ambers appointments under £20', count(sa.filter((row) => row.Stylist === 'Amber' && at(row, SP) < 20).length), `Stylist Amber and Price under £20 (strict; "-" is none); ${ROWS_OR_COUNT}`);
  S('units and conditions', 'online bookings that no showed', count(sa.filter((row) => row['Booked Via'] === 'Online' && row.Status === 'No Show').length), `Booked Via Online and Status "No Show"; ${ROWS_OR_COUNT}`);
  S('missing values', 'how many appointments had no tip', count(sa.filter((row) => row.Tip === null).length), `blank Tip; ${ROWS_OR_COUNT}`);
  S('missing values', 'which columns have blanks', list(missingColumns(sa)), 'blank Client and New Client (walk-ins), Tip and Paid By, "-" prices');
  S('ratio or derived', 'revenue per hour by stylist', groups(groupBy(sa, text('Stylist'), (g) => ratio(g, SP, DUR, 60))), 'total Price over total hours of Duration, the appointments charged');
  S('ratio or derived', 'tips as a % of revenue', value((100 * sum(num(sa, 'Tip'))) / sum(num(sa, SP))), `total Tip over total Price; ${PERCENT}`);
  S('ratio or derived', 'no show rate by booking method', rates(sa, text('Booked Via'), is('Status', 'No Show')), `Status "No Show" over every appointment booked that way; ${SHARE}`);
  S('refuse', 'total takings', eitherReading(value(sum(num(sa, SP))), value(sum(num(sa, SP)) + sum(num(sa, 'Tip')))), 'two readings: the prices, or the prices and the tips');
  S('refuse', 'how many colours', eitherReading(count(sa.filter(is('Service', 'Full Head Colour')).length), count(sa.filter(either(COLOURS, 'Service')).length)), 'two readings: Full Head Colour, or every colour service (root tints, highlights, balayage)');
  S('refuse', 'which clients are unhappy', refuse, 'no feedback in the file');
  S('refuse', 'what products do we use most', refuse, 'no products column');
  S('refuse', 'how much did we pay in wages', refuse, 'no wages');
  S('refuse', 'will christmas be busier next year', refuse, 'a forecast');
  S('refuse', 'why do online bookings no show more', refuse, 'a reason');
  S('refuse', 'how many long hair clients', refuse, 'no hair length');
  S('refuse', 'which stylist is the best', refuse, 'a judgement');

  // ---- town council burial register ----
  const br = rows('burial_register_2019-2024.csv');
  const B = ask('p23_burials');
  const BD = 'Date of Burial';
  const IF = 'Interment Fee';
  const ROB = 'Right of Burial';
  B('plain', 'total interment fees', value(sum(num(br, IF))), '"£850.00" as text; "Nil" is £0');
  B('plain', 'burials by section', groups(countBy(br, text('Section'))), 'every entry');
  B('plain', 'avg age', value(mean(num(br, 'Age'))), 'Age over the entries with one ("n/k" is none)');
  B('plain', 'how many burials', count(br.length), `every entry; ${ROWS_OR_COUNT}`);
  B('plain', 'top 3 funeral directors', topN(countBy(br, text('Funeral Director')), 3), 'entries per Funeral Director');
  B('which row', 'oldest person buried', extremeRows(br, 'Age', 'Entry No', 'max'), 'the Entry No of the highest Age; any tied');
  B('which row', 'which section has the oldest average age', best(groupBy(br, text('Section'), (g) => mean(num(g, 'Age'))), 'Section'), 'average Age per Section');
  B('which row', 'which year had the most burials', best(countBy(br, yearKey(BD)), 'year'), 'entries per year of Date of Burial ("12 March 2021" and "12/03/2022")');
  B('which row', 'biggest right of burial fee', extremeRows(br, ROB, 'Entry No', 'max'), 'the Entry No of the highest Right of Burial; any tied');
  B('everyday words', 'how many reopens', count(br.filter(is('Interment Type', 'Reopen')).length), `Interment Type Reopen; ${ROWS_OR_COUNT}`);
  B('everyday words', 'how many non residents', count(br.filter(is('Resident', 'N')).length), `Resident N; ${ROWS_OR_COUNT}`);
  B('everyday words', 'how many humanist funerals', count(br.filter(is('Ceremony', 'Humanist')).length), `Ceremony Humanist; ${ROWS_OR_COUNT}`);
  B('everyday words', 'how many woodland burials', count(br.filter(is('Section', 'Woodland')).length), `Section Woodland; ${ROWS_OR_COUNT}`);
  B('comparison', 'men vs women avg age', groups(groupBy(br, text('Sex'), (g) => mean(num(g, 'Age')))), 'average Age keyed M, F');
  B('comparison', 'residents vs non residents avg interment fee', groups(groupBy(br, text('Resident'), (g) => mean(num(g, IF)))), 'average Interment Fee keyed by Resident, Y and N ("Nil" is £0)');
  B('comparison', 'lawn a vs lawn b burials', groups(keyed(br, either(['Lawn A', 'Lawn B'], 'Section'), text('Section'), (g) => g.length)), 'entries keyed Lawn A, Lawn B');
  B('comparison', 'co-op vs pryce burials', groups(keyed(br, either(['Co-op Funeralcare', 'A. Pryce & Son'], 'Funeral Director'), text('Funeral Director'), (g) => g.length)), 'entries keyed Co-op Funeralcare, A. Pryce & Son');
  B('seasonality', 'which month has the most burials', best(countBy(br, monthKey(BD)), 'month', 'max', monthForms), 'entries by the calendar month of Date of Burial, over every year: 3, 03, Mar, March accepted');
  B('seasonality', 'burials per year', groups(countBy(br, yearKey(BD))), 'entries per year, 2019 to 2024');
  B('seasonality', 'which day of the week are most burials', best(countBy(br, weekdayKey(BD)), 'weekday', 'max', weekdayForms), 'entries by the weekday of Date of Burial');
  B('types as text', 'burials in march 2021', count(br.filter(monthIs(BD, 2021, 3)).length), `dates written "12 March 2021" in the old register; ${ROWS_OR_COUNT}`);
  B('types as text', 'interment fees in 2023', value(sum(num(br.filter(yearIs(BD, 2023)), IF))), 'Interment Fee of the burials dated "dd/mm/2023" ("Nil" is £0)');
  B('types as text', 'burials before 11am', count(br.filter((row) => clockMinutes(row.Time) < 11 * 60).length), `Time before 11:00, strict; ${ROWS_OR_COUNT}`);
  B('types as text', 'avg depth in ft', value(mean(num(br, 'Depth')) / 12), 'Depth ("7ft 6in" is 7.5 ft) over every entry, in feet');
  B('units and conditions', 'graves deeper than 6ft', count(br.filter((row) => at(row, 'Depth') > 72).length), `strict, Depth ("6ft" is out; "7ft 6in" in); ${ROWS_OR_COUNT}`);
  B('units and conditions', 'burials of people over 90', count(br.filter((row) => at(row, 'Age') > 90).length), `strict, Age; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'interment fees over £1,000', count(br.filter((row) => at(row, IF) > 1000).length), `strict, Interment Fee; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'non resident new graves', count(br.filter((row) => row.Resident === 'N' && row['Interment Type'] === 'New Grave').length), `Resident N and Interment Type "New Grave"; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'how many under 10s', count(br.filter((row) => at(row, 'Age') < 10).length), `strict, Age under 10; ${ROWS_OR_COUNT}`);
  B('missing values', 'how many with no age', count(br.filter((row) => row.Age === null).length), `"n/k" Age; ${ROWS_OR_COUNT}`);
  B('missing values', 'which columns have blanks', list(missingColumns(br)), '"n/k" ages and "-" rights of burial ("Nil" fees are £0, not blanks)');
  B('ratio or derived', 'share of burials by ceremony', shares(groupBy(br, text('Ceremony'), (g) => g.length / br.length)), `every entry ("None" is a ceremony value); ${SHARE}`);
  B('ratio or derived', 'right of burial as a % of all fees', value((100 * sum(num(br, ROB))) / (sum(num(br, IF)) + sum(num(br, ROB)))), `total Right of Burial over the total of both fee columns; ${PERCENT}`);
  B('ratio or derived', 'non resident rate by year', rates(br, yearKey(BD), is('Resident', 'N')), `Resident N over every entry of the year; ${SHARE}`);
  B('refuse', 'total fees', eitherReading(value(sum(num(br, IF))), value(sum(num(br, IF)) + sum(num(br, ROB)))), 'two readings: the interment fees, or the interment fees and the rights of burial');
  B('refuse', 'how many hartley funerals', eitherReading(count(br.filter(is('Funeral Director', 'J. Hartley & Sons')).length), count(br.filter(is('Funeral Director', 'Hartley Family Funerals')).length)), 'two readings: J. Hartley & Sons, or Hartley Family Funerals (both together a third)');
  B('refuse', 'how many ashes', eitherReading(count(br.filter(is('Interment Type', 'Ashes Plot')).length), count(br.filter(either(['Ashes Plot', 'Ashes into Grave'], 'Interment Type')).length)), 'two readings: Ashes Plot, or ashes into a grave too');
  B('refuse', 'how many graves are left in lawn b', refuse, 'no capacity in the file');
  B('refuse', 'which headstones need repair', refuse, 'no memorial records');
  B('refuse', 'how many burials next winter', refuse, 'a forecast');
  B('refuse', 'why are more people choosing woodland', refuse, 'a reason');
  B('refuse', 'what did the gravedigger cost', refuse, 'no costs');
  B('refuse', 'which families visit most', refuse, 'no visits in the file');
  return out;
}

export function probe23Questions(tables: Map<string, Row[]>): Question[] {
  return probe23Catalogue(tables).map(acceptingRows);
}
