/**
 * Blind probe 24, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 23). Files generated here from fixed seeds
 * (24 001 to 24 005), in trades no earlier probe used (made-up figures, nothing copied): a skip
 * hire firm's jobs in 2024 (deliveries written "14/06/2024" by the office beside "3-Jun-24" by the
 * drivers in one column, collections "TBC" while a skip is still out, sizes "8yd", weights in
 * tonnes, hire prices "£275.00" still shown on cancelled jobs, permit fees and overweight charges
 * "-" when none), an inflatable hire business's 2024 season (a workbook with a Kit sheet of units,
 * categories, sizes "12ft x 15ft" and day rates "£75.00", and a Bookings sheet of event dates
 * written "6th July 2024", unit codes, fees, deposits and statuses Completed / Cancelled /
 * Refunded; the category and the unit's name are on the Kit sheet only), a PAT tester's log of
 * 2024 (dates "05/03/24", earth bond readings in ohms with "N/A" on class II items, insulation
 * ">299" MΩ, retests "12 mths", charges "£1.50" or "NC" when not tested), a council's freedom of
 * information register for April 2023 to March 2024 (received "03-Apr-23", due and responded
 * "01/05/2023", time spent "45 mins" / "1.5 hrs" / "2 hrs 30 mins", outcomes, exemptions "s.40")
 * and a beach lifeguard service's incident log for the 2022 to 2024 seasons (dates "13/08/2022"
 * in 2022 beside "13 Aug 2023" from 2023, times "14:35", water temperatures in °C, durations
 * "1 hr 5 mins", ages "n/k", outcomes with "Stood Down" false alarms). Expected figures are
 * computed here in plain JavaScript over the generated rows. PROBE24.md records the data check
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
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const plain = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** A choice among weighted rows of a table, returning the row itself. */
const chooseRow = <T extends readonly [unknown, number, ...unknown[]]>(rand: () => number, items: readonly T[]): T => choose(rand, items.map((item) => [item, item[1]] as [T, number]));
const sortedRows = (drafts: Array<Row & { order: number }>): Row[] => [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }) => { void order; return draft; });
const hhmm = (m: number): string => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
const slashed = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
const ordinal = (n: number): string => `${String(n)}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** "1 hr 5 mins", "45 mins", "2 hrs". */
const hoursAndMinutes = (m: number): string => { const h = Math.floor(m / 60); const rest = m % 60; return h === 0 ? `${String(rest)} mins` : `${String(h)} ${h === 1 ? 'hr' : 'hrs'}${rest ? ` ${String(rest)} mins` : ''}`; };

const SURNAMES = ['Ashworth', 'Barker', 'Choudhury', 'Dawson', 'Evans', 'Fletcher', 'Gill', 'Hartley', 'Iqbal', 'Jones', 'Kaur', 'Lomax', 'Morris', 'Nowak', 'Okafor', 'Patel', 'Quinn', 'Riley', 'Shaw', 'Taylor', 'Usher', 'Varga', 'Walsh', 'Yates', 'Bennett', 'Clarke', 'Doyle', 'Ellis', 'Foster', 'Grant', 'Hughes', 'Khan', 'Lewis', 'Mason', 'Price', 'Reid'];
const FIRST_NAMES = ['Amy', 'Ben', 'Callum', 'Daisy', 'Ethan', 'Freya', 'George', 'Holly', 'Isaac', 'Jess', 'Kieran', 'Leah', 'Mia', 'Noah', 'Olivia', 'Priya', 'Ryan', 'Sophie', 'Tom', 'Umar', 'Zara', 'Alfie', 'Bethany', 'Connor', 'Ellie', 'Harry', 'Imogen', 'Jack', 'Katie', 'Lewis', 'Megan', 'Niamh', 'Oscar', 'Poppy', 'Rhys', 'Sam'];
const TITLES = ['Mrs', 'Mr', 'Ms', 'Dr', 'Miss'];
const UK_HOLIDAYS = new Set([
  '2023-04-07', '2023-04-10', '2023-05-01', '2023-05-08', '2023-05-29', '2023-08-28', '2023-12-25', '2023-12-26',
  '2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26',
]);

// ---------------------------------------------------------------------------------------------
// a skip hire firm's jobs, 2024

const SKIP_TOWNS: Array<[string, number]> = [['Ashby', 20], ['Coalville', 19], ['Ibstock', 11], ['Measham', 9], ['Whitwick', 12], ['Castle Donington', 8], ['Kegworth', 7]];
/** [yards, weight, domestic price, weight limit in tonnes]. */
const SKIP_SIZES: Array<[number, number, number, number]> = [[2, 9, 125, 1], [4, 20, 180, 2], [6, 28, 235, 3], [8, 31, 280, 4], [12, 12, 345, 3]];
/** [waste, weight, tonnes per yard]. */
const SKIP_WASTE: Array<[string, number, number]> = [['General', 36, 0.27], ['Soil & Rubble', 19, 0.62], ['Green Waste', 12, 0.16], ['Mixed Builders', 25, 0.4], ['Plasterboard', 8, 0.33]];
/** [trade customer, weight]. */
const SKIP_TRADE: Array<[string, number]> = [
  ['Hollis Builders Ltd', 14], ['J Mason Roofing', 9], ['Mason & Sons Building', 8], ['Greenfingers Landscapes', 9], ['A1 Property Maintenance', 7], ['Kwik Kitchens & Bathrooms', 6],
  ['Trent Valley Lofts', 6], ['D Baxter Plastering', 5], ['Shire Groundworks', 8], ['Oakleaf Gardens', 5], ['Castle Renovations', 4], ['P & J Electrical', 2],
];
const SKIP_HEADER = ['Job No', 'Delivery Date', 'Collected', 'Customer', 'Cust Type', 'Town', 'Skip Size', 'Waste Type', "Permit Req'd", 'Permit Fee', 'Hire Price', 'Weight at Tip (tonnes)', 'Overweight £', 'Status', 'Paid By', 'Driver'];

/** "Job No" (SK24-0001…), "Delivery Date" written "14/06/2024" by the office or "3-Jun-24" by the drivers (blank on cancelled jobs), Collected "14/06/2024" ("TBC" while the skip is still out at the year end; blank on cancelled jobs), Customer (trade firms, among them "J Mason Roofing" and "Mason & Sons Building", and households "Mrs P Clarke"), "Cust Type" (Trade/Domestic), Town, "Skip Size" "8yd", "Waste Type", "Permit Req'd" (Y/N: a skip on the road), "Permit Fee" "£45.00" ("-" when none), "Hire Price" "£280.00" (by size, soil £25 more, trade 10% off; shown on cancelled jobs too), "Weight at Tip (tonnes)" (at the tip; blank unless collected), "Overweight £" (£85 a tonne over the size's limit; "-" when within it; blank unless collected), Status (Collected / On Hire / Cancelled), "Paid By" (Account / BACS / Card / Cash; "Refunded" or blank on cancelled jobs), Driver (blank on cancelled jobs). */
export function skipHire(): EvalDataset {
  const rand = random(24_001);
  const SEASON = [0.7, 0.75, 1, 1.15, 1.2, 1.15, 1.1, 1.05, 1.05, 0.95, 0.85, 0.6];
  const END = Date.UTC(2025, 0, 1);
  const domestic: string[] = [];
  const taken = new Set<string>();
  while (domestic.length < 330) {
    const name = `${pick(rand, TITLES)} ${pick(rand, [...'ABCDEGHJKLMPRST'])} ${pick(rand, SURNAMES)}`;
    if (!taken.has(name)) { taken.add(name); domestic.push(name); }
  }
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2024, 0, 2); t < END; t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    if (wd === 0 || UK_HOLIDAYS.has(isoDay(date))) continue;
    const n = Math.round(SEASON[date.getUTCMonth()] * (wd === 6 ? 1 : 2.6) * (0.3 + rand() * 1.4));
    for (let k = 0; k < n; k++) {
      const trade = rand() < 0.42;
      const customer = trade ? choose(rand, SKIP_TRADE) : domestic[Math.floor(Math.pow(rand(), 1.3) * domestic.length)];
      const [waste, , density] = chooseRow(rand, trade ? SKIP_WASTE.map(([w, weight, d]) => [w, w === 'Green Waste' ? (customer.includes('Gardens') || customer.includes('Landscapes') ? 60 : 3) : weight, d] as [string, number, number]) : SKIP_WASTE);
      const sizes = SKIP_SIZES.filter(([yards]) => !(waste === 'Soil & Rubble' && yards > 8) && !(trade && yards === 2));
      const [yards, , basePrice, limit] = chooseRow(rand, sizes);
      const price = round2((basePrice + (waste === 'Soil & Rubble' ? 25 : 0)) * (trade ? 0.9 : 1));
      const permit = rand() < (trade ? 0.3 : 0.14);
      const cancelled = rand() < (trade ? 0.04 : 0.1);
      const town = choose(rand, SKIP_TOWNS);
      const driver = choose(rand, [['Gaz', 40], ['Marek', 36], ['Steve', 24]] as Array<[string, number]>);
      let days = trade ? int(rand, 5, 21) + (rand() < 0.15 ? int(rand, 7, 28) : 0) : int(rand, 2, 14) + (rand() < 0.08 ? int(rand, 3, 10) : 0);
      while ([0].includes(new Date(t + days * DAY).getUTCDay()) || UK_HOLIDAYS.has(isoDay(new Date(t + days * DAY)))) days++;
      const collectedAt = t + days * DAY;
      const status = cancelled ? 'Cancelled' : collectedAt >= END ? 'On Hire' : 'Collected';
      const collected = status === 'Collected';
      const weight = collected ? round2(yards * density * (0.55 + rand() * 0.75)) : null;
      const over = weight !== null && weight > limit ? round2((weight - limit) * 85) : null;
      const paid = cancelled ? (trade || rand() < 0.4 ? null : 'Refunded') : trade ? (rand() < 0.75 ? 'Account' : 'BACS') : choose(rand, [['Card', 62], ['Cash', 26], ['BACS', 12]] as Array<[string, number]>);
      drafts.push({
        order: t + k, 'Delivery Date': cancelled ? null : date, Collected: collected ? new Date(collectedAt) : null, Customer: customer, 'Cust Type': trade ? 'Trade' : 'Domestic', Town: town, 'Skip Size': yards, 'Waste Type': waste,
        "Permit Req'd": permit ? 'Y' : 'N', 'Permit Fee': permit ? 45 : null, 'Hire Price': price, 'Weight at Tip (tonnes)': weight, 'Overweight £': over, Status: status, 'Paid By': paid, Driver: cancelled ? null : driver,
        written: rand() < 0.3 ? 'driver' : 'office', booked: date.getTime(),
      });
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ 'Job No': `SK24-${String(n + 1).padStart(4, '0')}`, ...row }));
  const byDriver = (d: Date): string => `${String(d.getUTCDate())}-${MONTH_SHORT[d.getUTCMonth()]}-${String(d.getUTCFullYear()).slice(2)}`;
  const lines = rows.map((row) => [
    row['Job No'] as string, row['Delivery Date'] === null ? '' : row.written === 'driver' ? byDriver(row['Delivery Date'] as Date) : slashed(row['Delivery Date'] as Date),
    row.Status === 'On Hire' ? 'TBC' : row.Collected === null ? '' : slashed(row.Collected as Date), row.Customer as string, row['Cust Type'] as string, row.Town as string, `${String(row['Skip Size'])}yd`, row['Waste Type'] as string,
    row["Permit Req'd"] as string, row['Permit Fee'] === null ? '-' : pounds(row['Permit Fee'] as number), pounds(row['Hire Price'] as number), plain(row['Weight at Tip (tonnes)']),
    row.Status !== 'Collected' ? '' : row['Overweight £'] === null ? '-' : pounds(row['Overweight £'] as number), row.Status as string, plain(row['Paid By']), plain(row.Driver),
  ]);
  const clean = rows.map(({ written, booked, ...row }): Row => { void written; void booked; return row; });
  return { name: 'p24_skips', file: 'skip_hire_jobs_2024.csv', bytes: csvBytes(SKIP_HEADER, lines), tables: [{ label: 'skip_hire_jobs_2024.csv', rows: clean }] };
}

// ---------------------------------------------------------------------------------------------
// an inflatable hire business's 2024 season: "Kit" and "Bookings"

/** [code, name, category, size, ages, day rate, weight, indoor ok, blowers, purchased, purchase price]. */
const KIT: Array<[string, string, string, string, string, number, number, boolean, number, string, number]> = [
  ['BC01', 'Pink Princess Castle', 'Castle', '12ft x 15ft', '3-10', 75, 12, true, 1, '2019-03-14', 1450],
  ['BC02', 'Blue Knight Castle', 'Castle', '12ft x 12ft', '3-10', 70, 9, true, 1, '2018-04-02', 1290],
  ['BC03', 'Superhero Castle', 'Castle', '15ft x 15ft', '3-12', 85, 11, true, 1, '2021-02-20', 1680],
  ['BC04', 'Unicorn Castle', 'Castle', '12ft x 15ft', '3-10', 80, 10, true, 1, '2023-03-01', 1750],
  ['SL01', 'Jungle Slide', 'Slide', '18ft x 12ft', '4-14', 120, 8, false, 1, '2019-05-10', 2650],
  ['SL02', 'Mega Wave Slide', 'Slide', '28ft x 14ft', '6-adult', 180, 5, false, 2, '2022-04-08', 4890],
  ['SL03', 'Tropical Slide', 'Slide', '20ft x 13ft', '4-14', 130, 6, false, 1, '2020-06-15', 2975],
  ['CB01', 'Pirate Ship Combi', 'Combi', '17ft x 15ft', '3-12', 110, 10, true, 1, '2020-03-22', 2240],
  ['CB02', 'Circus Combi', 'Combi', '15ft x 15ft', '3-12', 105, 8, true, 1, '2018-05-05', 1995],
  ['CB03', 'Dino Combi', 'Combi', '17ft x 15ft', '3-12', 110, 9, true, 1, '2023-04-14', 2380],
  ['AC01', 'Assault Course 40ft', 'Assault Course', '40ft x 10ft', '5-adult', 160, 5, false, 2, '2021-05-01', 3450],
  ['AC02', 'Assault Course 60ft', 'Assault Course', '60ft x 12ft', '6-adult', 220, 3, false, 3, '2022-05-20', 5250],
  ['DD01', 'Disco Dome', 'Disco Dome', '15ft x 15ft', '3-12', 95, 8, true, 1, '2021-09-09', 1860],
  ['DD02', 'Disco Dome XL', 'Disco Dome', '18ft x 18ft', '5-adult', 125, 4, true, 1, '2023-08-30', 2490],
  ['SP01', 'Soft Play Set', 'Soft Play', 'n/a', '0-4', 65, 9, true, 0, '2020-01-17', 640],
  ['SP02', 'Baby Soft Play', 'Soft Play', 'n/a', '0-2', 55, 5, true, 0, '2022-11-11', 480],
  ['GM01', 'Sumo Suits', 'Games', 'n/a', '12-adult', 90, 3, true, 0, '2019-07-07', 560],
  ['GM02', 'Rodeo Bull', 'Games', '15ft x 15ft', '8-adult', 250, 2, true, 1, '2024-02-02', 6350],
];
const INFLATABLE_TOWNS: Array<[string, number, number]> = [['Bridgwater', 24, 3], ['Taunton', 20, 14], ['Burnham-on-Sea', 14, 11], ['Highbridge', 10, 8], ['Wellington', 8, 21], ['Minehead', 6, 27], ['Street', 9, 16], ['Cannington', 6, 5]];
const KIT_HEADER = ['Unit Code', 'Unit Name', 'Category', 'Size', 'Ages', 'Day Rate', 'Indoor OK', 'Blowers', 'Purchased', 'Purchase Price'];
const BOOKINGS_HEADER = ['Booking Ref', 'Event Date', 'Unit Code', 'Customer', 'Event Type', 'Town', 'Indoor', 'Customer Collect', 'Delivery Miles', 'Hire Fee', 'Deposit', 'Status', 'Paid By', 'Setup By'];

/** "Kit": "Unit Code", "Unit Name", Category, Size "12ft x 15ft" ("n/a" for soft play and sumo suits), Ages "3-10", "Day Rate" "£75.00", "Indoor OK" (Y/N), Blowers, Purchased (a real Excel date), "Purchase Price" "£2,450.00". "Bookings": "Booking Ref", "Event Date" written "6th July 2024" (text), "Unit Code", Customer (parents' names repeat, schools, a village fete committee), "Event Type" (Birthday Party / School Fete / Wedding / Corporate / Community Event), Town, Indoor (Y/N), "Customer Collect" (Y/N), "Delivery Miles" (the miles driven; blank when the customer collects and on cancelled and refunded bookings), "Hire Fee" "£75.00" (the day rate; 10% off for school fetes and community events; shown on cancelled and refunded bookings too), Deposit "£25.00" (£50 from a £100 day rate), Status (Completed / Cancelled: the customer cancelled, the deposit kept / Refunded: called off for the weather, everything paid back), "Paid By" (Card / Cash / Bank Transfer; blank on refunded ones), "Setup By" (blank unless delivered and completed). */
export async function inflatableHire(): Promise<EvalDataset> {
  const rand = random(24_002);
  const parents: string[] = [];
  const taken = new Set<string>();
  while (parents.length < 200) {
    const name = `${pick(rand, FIRST_NAMES)} ${pick(rand, SURNAMES)}`;
    if (!taken.has(name)) { taken.add(name); parents.push(name); }
  }
  const SCHOOLS = ['St Mary\'s PTA', 'Hamp Academy PTA', 'Westover Primary', 'Oakfield School', 'Holy Trinity PTFA'];
  const COMMUNITY = ['Cannington Village Fete', 'Bridgwater Carnival Committee', 'Street Rotary Club', 'Taunton Round Table'];
  const CORPORATE = ['Hinkley Point Social Club', 'Morrisons Bridgwater', 'Somerset Larder Ltd', 'Sedgemoor Homes'];
  const SEASON = [0.15, 0.2, 0.45, 0.75, 0.95, 1.1, 1.35, 1.4, 0.9, 0.6, 0.35, 0.45];
  const kitRows: Row[] = KIT.map(([code, name, category, size, ages, rate, , indoor, blowers, purchased, cost]) => ({
    'Unit Code': code, 'Unit Name': name, Category: category, Size: size === 'n/a' ? null : size, Ages: ages, 'Day Rate': rate, 'Indoor OK': indoor ? 'Y' : 'N', Blowers: blowers, Purchased: new Date(`${purchased}T00:00:00Z`), 'Purchase Price': cost,
  }));
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    const weekend = wd === 0 || wd === 6;
    const schoolTerm = (month === 5 || month === 6) && wd === 5 && isoDay(date) <= '2024-07-19';
    const n = Math.round(1.25 * SEASON[month] * (wd === 6 ? 5.2 : wd === 0 ? 3.4 : wd === 5 ? 1.2 : 0.35) * (0.4 + rand() * 1.2)) + (schoolTerm ? int(rand, 1, 3) : 0);
    const free = KIT.filter(([code]) => !(code === 'GM02' && t < Date.UTC(2024, 1, 2)));
    for (let k = 0; k < n && free.length; k++) {
      const type = schoolTerm && k < 2 ? 'School Fete' : choose(rand, [['Birthday Party', weekend ? 62 : 70], ['Wedding', month >= 4 && month <= 8 && wd === 6 ? 12 : 1], ['Corporate', wd >= 1 && wd <= 5 ? 12 : 4], ['Community Event', month >= 4 && month <= 8 ? 10 : 2], ['School Fete', 0.01]] as Array<[string, number]>);
      const unit = chooseRow(rand, free.map((item) => [item, item[6] * (type === 'Wedding' && (item[2] === 'Disco Dome' || item[2] === 'Games') ? 5 : 1) * (type === 'Birthday Party' && item[2] === 'Assault Course' ? 0.3 : 1) * (type === 'School Fete' && (item[2] === 'Slide' || item[2] === 'Assault Course') ? 4 : 1)] as [typeof item, number]))[0];
      free.splice(free.indexOf(unit), 1);
      const [code, , category, , , rate, , indoorOk] = unit;
      const customer = type === 'Birthday Party' ? parents[Math.floor(Math.pow(rand(), 1.5) * parents.length)] : type === 'School Fete' ? pick(rand, SCHOOLS) : type === 'Community Event' ? pick(rand, COMMUNITY) : type === 'Corporate' ? pick(rand, CORPORATE) : `${pick(rand, FIRST_NAMES)} & ${pick(rand, FIRST_NAMES)} ${pick(rand, SURNAMES)}`;
      const [town, , miles] = chooseRow(rand, INFLATABLE_TOWNS);
      const winter = month <= 2 || month >= 10;
      const indoor = indoorOk && (winter ? rand() < 0.85 : rand() < (type === 'Wedding' ? 0.45 : 0.15));
      const collect = (category === 'Soft Play' || category === 'Games' || category === 'Castle') && rand() < 0.12;
      const fee = round2(rate * (type === 'School Fete' || type === 'Community Event' ? 0.9 : 1));
      const r = rand();
      const status = !indoor && r < (month >= 5 && month <= 7 ? 0.05 : 0.13) ? 'Refunded' : rand() < 0.06 ? 'Cancelled' : 'Completed';
      drafts.push({
        order: t + k, 'Event Date': date, 'Unit Code': code, Customer: customer, 'Event Type': type, Town: town, Indoor: indoor ? 'Y' : 'N', 'Customer Collect': collect ? 'Y' : 'N',
        'Delivery Miles': collect || status !== 'Completed' ? null : Math.max(1, miles + int(rand, -2, 3)), 'Hire Fee': fee, Deposit: rate >= 100 ? 50 : 25, Status: status,
        'Paid By': status === 'Refunded' ? null : choose(rand, [['Card', 45], ['Bank Transfer', 40], ['Cash', 15]] as Array<[string, number]>),
        'Setup By': status !== 'Completed' || collect ? null : choose(rand, [['Jay', 45], ['Kelly', 35], ['Dan', 20]] as Array<[string, number]>),
      });
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ 'Booking Ref': `IH-${String(24001 + n)}`, ...row }));
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2025, 0, 8, 9, 0));
  workbook.modified = workbook.created;
  const first = workbook.addWorksheet('Kit');
  first.addRow(KIT_HEADER);
  for (const row of kitRows) {
    const added = first.addRow(KIT_HEADER.map((h) => (h === 'Day Rate' || h === 'Purchase Price' ? pounds(row[h] as number) : h === 'Size' ? (row.Size ?? 'n/a') : row[h])));
    added.getCell(9).numFmt = 'dd/mm/yyyy';
  }
  const second = workbook.addWorksheet('Bookings');
  second.addRow(BOOKINGS_HEADER);
  const dated = (d: Date): string => `${ordinal(d.getUTCDate())} ${MONTH_LONG[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;
  for (const row of rows) {
    second.addRow(BOOKINGS_HEADER.map((h) => (h === 'Event Date' ? dated(row[h] as Date) : h === 'Hire Fee' || h === 'Deposit' ? pounds(row[h] as number) : row[h])));
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p24_inflatables', file: 'inflatable_hire_2024.xlsx', bytes, tables: [{ label: 'inflatable_hire_2024.xlsx / Kit', rows: kitRows }, { label: 'inflatable_hire_2024.xlsx / Bookings', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a PAT tester's log, 2024

/** [site, weight of items, charge per item, kind]. */
const PAT_SITES: Array<[string, number, number, string]> = [
  ['Greenacres Care Home', 70, 1.5, 'care'], ['Riverside Lodge Care Home', 55, 1.5, 'care'], ['Riverside Business Centre', 120, 1.2, 'office'], ['Hollybush Primary School', 95, 1.0, 'school'],
  ['The Plough Inn', 30, 2.0, 'pub'], ["St Mark's Church Hall", 22, 2.5, 'hall'], ['Bright Sparks Nursery', 40, 1.75, 'nursery'], ['Castle Vets', 45, 1.5, 'office'],
  ['Bridge Street Library', 60, 1.0, 'office'], ['Nina\'s Hair Studio', 18, 2.5, 'salon'], ['Millbrook Community Centre', 35, 2.0, 'hall'], ['Kingfisher Day Nursery', 38, 1.75, 'nursery'],
];
/** [appliance, class, fuse, fail chance, weight by kind]. */
const APPLIANCES: Array<[string, 'I' | 'II', number, number, Record<string, number>]> = [
  ['Kettle', 'I', 13, 0.07, { care: 6, office: 5, school: 3, pub: 3, hall: 8, nursery: 4, salon: 3 }],
  ['Toaster', 'I', 13, 0.06, { care: 3, office: 2, school: 1, pub: 2, hall: 3, nursery: 2, salon: 0 }],
  ['Microwave', 'I', 13, 0.04, { care: 3, office: 4, school: 2, pub: 3, hall: 4, nursery: 2, salon: 1 }],
  ['Fridge', 'I', 13, 0.02, { care: 3, office: 3, school: 2, pub: 6, hall: 4, nursery: 2, salon: 1 }],
  ['Extension Lead', 'I', 13, 0.1, { care: 7, office: 9, school: 7, pub: 6, hall: 9, nursery: 6, salon: 8 }],
  ['Extension Reel', 'I', 13, 0.09, { care: 1, office: 1, school: 2, pub: 3, hall: 6, nursery: 1, salon: 1 }],
  ['Desktop PC', 'I', 5, 0.01, { care: 3, office: 14, school: 10, pub: 1, hall: 0, nursery: 2, salon: 1 }],
  ['Monitor', 'II', 5, 0.01, { care: 3, office: 16, school: 10, pub: 1, hall: 0, nursery: 2, salon: 1 }],
  ['IEC Lead', 'I', 5, 0.03, { care: 4, office: 18, school: 12, pub: 2, hall: 1, nursery: 3, salon: 2 }],
  ['Printer', 'I', 5, 0.02, { care: 2, office: 6, school: 5, pub: 1, hall: 1, nursery: 1, salon: 1 }],
  ['Vacuum Cleaner', 'II', 13, 0.08, { care: 5, office: 3, school: 3, pub: 2, hall: 3, nursery: 3, salon: 2 }],
  ['Fan Heater', 'II', 13, 0.09, { care: 6, office: 3, school: 1, pub: 2, hall: 5, nursery: 1, salon: 1 }],
  ['Hair Dryer', 'II', 5, 0.06, { care: 5, office: 0, school: 0, pub: 0, hall: 0, nursery: 0, salon: 12 }],
  ['Phone Charger', 'II', 3, 0.05, { care: 6, office: 8, school: 4, pub: 2, hall: 1, nursery: 3, salon: 3 }],
  ['Table Lamp', 'II', 3, 0.03, { care: 8, office: 3, school: 2, pub: 4, hall: 1, nursery: 2, salon: 2 }],
  ['Hoist Charger', 'II', 3, 0.02, { care: 4, office: 0, school: 0, pub: 0, hall: 0, nursery: 0, salon: 0 }],
];
const PAT_ROOMS: Record<string, string[]> = {
  care: ['Lounge', 'Kitchen', 'Office', 'Laundry', 'Room 1-10', 'Room 11-20', 'Staff Room'], office: ['Reception', 'Office 1', 'Office 2', 'Kitchen', 'Meeting Room', 'Store'],
  school: ['Class 1', 'Class 2', 'Class 3', 'Staff Room', 'Hall', 'Office', 'IT Suite'], pub: ['Bar', 'Kitchen', 'Cellar', 'Flat'], hall: ['Main Hall', 'Kitchen', 'Vestry'],
  nursery: ['Baby Room', 'Toddler Room', 'Kitchen', 'Office'], salon: ['Salon Floor', 'Back Room'],
};
const FAIL_REASONS: Array<[string, number]> = [['Damaged Cable', 34], ['Damaged Plug', 20], ['Earth Bond High', 14], ['Insulation Low', 12], ['Wrong Fuse', 12], ['Overheating', 8]];
const PAT_HEADER = ['Test Date', 'Site', 'Engineer', 'Asset ID', 'Appliance', 'Class', 'Location', 'Earth Bond (Ω)', 'Insulation (MΩ)', 'Fuse (A)', 'Result', 'Fail Reason', 'Fuse Replaced', 'Retest', 'Charge'];

/** "Test Date" written "05/03/24" (day first, two-figure year), Site (among them "Riverside Lodge Care Home" and "Riverside Business Centre"), Engineer, "Asset ID" ("GCH-012"; each site tested once in the year, so one row per item), Appliance (among them "Extension Lead" and "Extension Reel"), Class ("I" earthed / "II" double insulated), Location, "Earth Bond (Ω)" (class I only: "N/A" on class II and when not tested), "Insulation (MΩ)" (">299" when off the scale, or the reading; blank when not tested), "Fuse (A)" (3/5/13; "-" when not tested), Result (Pass / Fail / Not Tested), "Fail Reason" (blank unless failed), "Fuse Replaced" (Y/N), Retest "12 mths" / "6 mths" / "24 mths" / "3 mths" ("n/a" when not tested or failed), Charge "£1.50" (the site's rate per item; "NC", no charge, when not tested). */
export function patLog(): EvalDataset {
  const rand = random(24_003);
  const drafts: Array<Row & { order: number }> = [];
  const codes = (site: string): string => site.replace(/[^A-Za-z ]/g, '').split(' ').filter((w) => w.length > 0 && !['The', 'St'].includes(w)).map((w) => w[0].toUpperCase()).join('').slice(0, 3);
  const engineers: Array<[string, number]> = [['Rob P', 55], ['Dave H', 45]];
  for (const [s, [site, items, rate, kind]] of PAT_SITES.entries()) {
    const stock: Array<{ id: string; appliance: string; cls: 'I' | 'II'; fuse: number; fail: number; room: string }> = [];
    const nItems = Math.round(items * (0.85 + rand() * 0.3));
    for (let i = 1; i <= nItems; i++) {
      const candidates = APPLIANCES.filter((a) => (a[4][kind] ?? 0) > 0).map((a) => [a, a[4][kind]] as [typeof a, number]);
      const [appliance, cls, fuse, fail] = choose(rand, candidates);
      stock.push({ id: `${codes(site)}-${String(i).padStart(3, '0')}`, appliance, cls, fuse, fail, room: pick(rand, PAT_ROOMS[kind]) });
    }
    {
      let t = Date.UTC(2024, int(rand, 0, 11), int(rand, 1, 26));
      while ([0, 6].includes(new Date(t).getUTCDay()) || UK_HOLIDAYS.has(isoDay(new Date(t)))) t += DAY;
      const engineer = choose(rand, engineers);
      const perDay = kind === 'office' || kind === 'school' ? 70 : 55;
      for (const [i, item] of stock.entries()) {
        let day = t + Math.floor(i / perDay) * DAY;
        while ([0, 6].includes(new Date(day).getUTCDay())) day += DAY;
        const r = rand();
        const result = r < 0.035 ? 'Not Tested' : rand() < item.fail * 1.8 ? 'Fail' : 'Pass';
        const tested = result !== 'Not Tested';
        const reason = result === 'Fail' ? choose(rand, FAIL_REASONS.filter(([why]) => !(item.cls === 'II' && why === 'Earth Bond High'))) : null;
        const earth = !tested || item.cls === 'II' ? null : reason === 'Earth Bond High' ? round2(0.3 + rand() * 0.9) : round2(0.03 + rand() * rand() * 0.22);
        const insulation = !tested ? null : reason === 'Insulation Low' ? round2(0.1 + rand() * 0.8) : rand() < 0.78 ? 300 : round2(2 + rand() * 250);
        const wrongFuse = reason === 'Wrong Fuse';
        const replaced = tested && (wrongFuse || rand() < 0.03);
        const retest = !tested || result === 'Fail' ? null : kind === 'care' || kind === 'nursery' ? (['Desktop PC', 'Monitor', 'IEC Lead', 'Printer'].includes(item.appliance) ? 12 : 6) : ['Desktop PC', 'Monitor', 'IEC Lead', 'Printer', 'Fridge'].includes(item.appliance) ? 24 : ['Extension Lead', 'Extension Reel', 'Fan Heater', 'Vacuum Cleaner'].includes(item.appliance) && kind !== 'office' ? 6 : 12;
        drafts.push({
          order: day * 10 + s + i / 1000, 'Test Date': new Date(day), Site: site, Engineer: engineer, 'Asset ID': item.id, Appliance: item.appliance, Class: item.cls, Location: item.room,
          'Earth Bond (Ω)': earth, 'Insulation (MΩ)': insulation, 'Fuse (A)': tested ? (wrongFuse ? 13 : item.fuse) : null, Result: result, 'Fail Reason': reason, 'Fuse Replaced': replaced ? 'Y' : 'N',
          Retest: retest === null ? null : result === 'Pass' && rand() < 0.02 ? 3 : retest, Charge: tested ? rate : 0,
        });
      }
    }
  }
  const rows = sortedRows(drafts);
  const dated = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear()).slice(2)}`;
  const lines = rows.map((row) => [
    dated(row['Test Date'] as Date), row.Site as string, row.Engineer as string, row['Asset ID'] as string, row.Appliance as string, row.Class as string, row.Location as string,
    row['Earth Bond (Ω)'] === null ? 'N/A' : (row['Earth Bond (Ω)'] as number).toFixed(2), row['Insulation (MΩ)'] === null ? '' : row['Insulation (MΩ)'] === 300 ? '>299' : String(row['Insulation (MΩ)']),
    row['Fuse (A)'] === null ? '-' : String(row['Fuse (A)']), row.Result as string, plain(row['Fail Reason']), row['Fuse Replaced'] as string, row.Retest === null ? 'n/a' : `${String(row.Retest)} mths`,
    row.Charge === 0 ? 'NC' : pounds(row.Charge as number),
  ]);
  // ">299" is off the scale: no figure, so the rows keep none for it.
  const typed = rows.map((row): Row => ({ ...row, 'Insulation (MΩ)': row['Insulation (MΩ)'] === 300 ? null : row['Insulation (MΩ)'], Charge: row.Charge === 0 ? null : row.Charge }));
  return { name: 'p24_pat', file: 'pat_test_log_2024.csv', bytes: csvBytes(PAT_HEADER, lines), tables: [{ label: 'pat_test_log_2024.csv', rows: typed }] };
}

// ---------------------------------------------------------------------------------------------
// a council's freedom of information register, April 2023 - March 2024

const FOI_DIRECTORATES: Array<[string, number, string[]]> = [
  ['Place', 30, ['Pothole claims paid', 'Parking fine income', 'Bus lane cameras', 'Street lights switched off', 'Fly-tipping prosecutions', 'Grass cutting contract']],
  ['People', 22, ['Children in care numbers', 'SEND transport costs', 'Care home fees', 'Adult social care waiting list']],
  ['Resources', 24, ['Contracts over £5k', 'Council tax arrears', 'Agency staff spend', 'IT system costs', 'Business rates credits', 'Senior officer pay']],
  ['Housing', 14, ['Temporary accommodation costs', 'Empty homes list', 'Housing waiting list', 'Damp and mould complaints']],
  ["Chief Executive's", 10, ['Councillor expenses', 'Consultancy spend', 'Communications team size', 'Gifts and hospitality']],
];
const REQUESTERS: Array<[string, number]> = [['Member of Public', 44], ['Journalist', 18], ['Business', 16], ['Campaign Group', 9], ['Researcher', 6], ['Councillor', 4], ['Solicitor', 3]];
const FOI_HEADER = ['FOI Ref', 'Date Received', 'Requester Type', 'Subject', 'Directorate', 'Handler', 'Due Date', 'Date Responded', 'Late?', 'Outcome', 'Exemption', 'Time Spent', 'Internal Review', 'Status'];

/** "FOI Ref" (FOI/2324/0001…), "Date Received" written "03-Apr-23" (text), "Requester Type", Subject, Directorate, Handler (initials), "Due Date" "01/05/2023" (twenty working days on), "Date Responded" "01/05/2023" (blank while open; "n/a" when withdrawn), "Late?" (Y/N; blank unless responded), Outcome (Released in full / Part released / Refused / Not held / Withdrawn; blank while open), Exemption (s.40, s.43, s.21, s.12, s.31; on part releases and refusals, blank otherwise), "Time Spent" written "45 mins" / "1.5 hrs" / "2 hrs 30 mins" (blank while open), "Internal Review" (Y/N), Status (Closed/Open; the register was extracted on 19 April 2024). */
export function foiRegister(): EvalDataset {
  const rand = random(24_004);
  const EXTRACT = Date.UTC(2024, 3, 19);
  const working = (t: number): boolean => { const d = new Date(t); return d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !UK_HOLIDAYS.has(isoDay(d)); };
  const addWorking = (t: number, n: number): number => { let d = t; let left = n; while (left > 0) { d += DAY; if (working(d)) left--; } return d; };
  const SEASON = [1.1, 1.05, 1.2, 0.95, 1, 1.3, 1, 0.8, 0.9, 1.05, 1.1, 0.75];
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2023, 3, 1); t < Date.UTC(2024, 3, 1); t += DAY) {
    if (!working(t)) continue;
    const date = new Date(t);
    const n = Math.round(SEASON[date.getUTCMonth()] * (date.getUTCDay() === 1 ? 3.1 : 2.1) * (0.3 + rand() * 1.4));
    for (let k = 0; k < n; k++) {
      const [directorate, , subjects] = chooseRow(rand, FOI_DIRECTORATES);
      const subject = pick(rand, subjects);
      const requester = choose(rand, REQUESTERS);
      const handler = directorate === 'Place' ? pick(rand, ['KB', 'MJ']) : directorate === 'People' ? 'SL' : directorate === 'Resources' ? pick(rand, ['AW', 'MJ']) : pick(rand, ['KB', 'AW', 'SL']);
      const due = addWorking(t, 20);
      const withdrawn = rand() < 0.04;
      const late = rand() < (directorate === 'People' ? 0.28 : directorate === 'Housing' ? 0.2 : 0.1);
      const answeredAt = late ? addWorking(due, int(rand, 1, 25)) : addWorking(t, int(rand, 3, 20));
      const open = !withdrawn && answeredAt > EXTRACT;
      const outcome = withdrawn ? 'Withdrawn' : open ? null : choose(rand, [['Released in full', 52], ['Part released', 18], ['Refused', 12], ['Not held', 18]] as Array<[string, number]>);
      const exemption = outcome === 'Refused' ? choose(rand, [['s.12', 30], ['s.21', 25], ['s.40', 20], ['s.43', 15], ['s.31', 10]] as Array<[string, number]>) : outcome === 'Part released' ? choose(rand, [['s.40', 55], ['s.43', 35], ['s.31', 10]] as Array<[string, number]>) : null;
      const minutes = open ? null : withdrawn ? 15 * int(rand, 1, 3) : outcome === 'Not held' ? 15 * int(rand, 1, 6) : 15 * Math.round((30 + rand() * rand() * 600 + (exemption === 's.12' ? 600 : 0)) / 15);
      const review = outcome === 'Refused' || outcome === 'Part released' ? rand() < 0.3 : outcome !== null && rand() < 0.03;
      drafts.push({
        order: t + k, 'Date Received': date, 'Requester Type': requester, Subject: subject, Directorate: directorate, Handler: handler, 'Due Date': new Date(due),
        'Date Responded': withdrawn || open ? null : new Date(answeredAt), 'Late?': withdrawn || open ? null : late ? 'Y' : 'N', Outcome: outcome, Exemption: exemption, 'Time Spent': minutes === null ? null : minutes / 60,
        'Internal Review': review ? 'Y' : 'N', Status: open ? 'Open' : 'Closed',
      });
    }
  }
  const rows = sortedRows(drafts).map((row, n): Row => ({ 'FOI Ref': `FOI/2324/${String(n + 1).padStart(4, '0')}`, ...row }));
  const received = (d: Date): string => `${pad2(d.getUTCDate())}-${MONTH_SHORT[d.getUTCMonth()]}-${String(d.getUTCFullYear()).slice(2)}`;
  const spent = (hours: number, k: number): string => { const m = Math.round(hours * 60); return m < 60 ? `${String(m)} mins` : m % 60 === 30 && k % 2 === 0 ? `${String(m / 60)} hrs` : hoursAndMinutes(m); };
  const lines = rows.map((row, k) => [
    row['FOI Ref'] as string, received(row['Date Received'] as Date), row['Requester Type'] as string, row.Subject as string, row.Directorate as string, row.Handler as string, slashed(row['Due Date'] as Date),
    row.Outcome === 'Withdrawn' ? 'n/a' : row['Date Responded'] === null ? '' : slashed(row['Date Responded'] as Date), plain(row['Late?']), plain(row.Outcome), plain(row.Exemption),
    row['Time Spent'] === null ? '' : spent(row['Time Spent'] as number, k), row['Internal Review'] as string, row.Status as string,
  ]);
  return { name: 'p24_foi', file: 'foi_register_2023-24.csv', bytes: csvBytes(FOI_HEADER, lines), tables: [{ label: 'foi_register_2023-24.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a beach lifeguard service's incident log, 2022 - 2024 seasons

const BEACHES: Array<[string, number, number]> = [['North Sands', 24, 1.1], ['South Sands', 18, 0.9], ['Harbour Beach', 14, 0.5], ['Mill Bay', 10, 0.8], ['Longstrand', 22, 1.6]];
const INCIDENT_TYPES: Array<[string, number]> = [['First Aid', 38], ['Assist', 16], ['Rescue', 11], ['Lost Child', 10], ['Search', 4], ['Advice', 14], ['Sting', 7]];
const LIFEGUARDS: Array<[string, number, number[]]> = [
  ['Tom Hughes', 14, [2022, 2023, 2024]], ['Tom Barker', 10, [2023, 2024]], ['Ellie Grant', 13, [2022, 2023, 2024]], ['Jack Riley', 9, [2022, 2023]], ['Megan Price', 11, [2022, 2023, 2024]],
  ['Sam Okafor', 8, [2024]], ['Niamh Doyle', 10, [2022, 2023, 2024]], ['Callum Shaw', 7, [2022, 2024]],
];
const LIFEGUARD_HEADER = ['Incident No', 'Date', 'Time', 'Beach', 'Incident Type', 'Craft Used', 'Casualties', 'Casualty Age', 'Sex', 'Flags', 'Water Temp (°C)', 'Wind (mph)', 'Duration', 'Ambulance Called', 'Lead Lifeguard', 'Outcome'];

/** "Incident No" (LG22-001…, numbered each season), Date written "13/08/2022" in 2022 and "13 Aug 2023" from 2023 (one column holding both), Time "14:35", Beach (North Sands / South Sands / Harbour Beach / Mill Bay / Longstrand), "Incident Type" (First Aid / Assist / Rescue / Lost Child / Search / Advice / Sting), "Craft Used" (Rescue Board / RWC / IRB / Tube / None: "None" is a value), Casualties (a count; 0 when stood down), "Casualty Age" ("n/k" when not known or none), Sex (M/F; "n/k"), Flags (Red & Yellow / Red / Black & White / No Flags), "Water Temp (°C)", "Wind (mph)", Duration "25 mins" / "1 hr 5 mins", "Ambulance Called" (Y/N), "Lead Lifeguard" (among them "Tom Hughes" and "Tom Barker"), Outcome (Resolved / Hospital / Refused Care / Stood Down, a false alarm). */
export function lifeguardLog(): EvalDataset {
  const rand = random(24_005);
  const drafts: Array<Row & { order: number }> = [];
  const counters = new Map<number, number>();
  for (const year of [2022, 2023, 2024]) {
    const warmth = year === 2022 ? 1.15 : year === 2023 ? 0.95 : 1;
    for (let t = Date.UTC(year, 4, 21); t <= Date.UTC(year, 8, 22); t += DAY) {
      const date = new Date(t);
      const month = date.getUTCMonth();
      const wd = date.getUTCDay();
      const season = [0, 0, 0, 0, 0.55, 0.8, 1.3, 1.6, 0.7][month];
      const water = Math.round(10 * (10 + [0, 0, 0, 0, 2.5, 4.5, 6, 7.5, 6.5][month] + (rand() - 0.5) * 2 + (warmth - 1) * 6)) / 10;
      const wind = int(rand, 3, 28);
      const flags = wind >= 24 ? 'Red' : wind >= 18 && rand() < 0.3 ? 'Red' : rand() < 0.08 ? 'No Flags' : rand() < 0.2 ? 'Black & White' : 'Red & Yellow';
      const n = Math.round(1.3 * season * warmth * (wd === 0 || wd === 6 ? 1.7 : 1) * (0.2 + rand() * 1.6) * (flags === 'Red' ? 0.5 : 1));
      for (let k = 0; k < n; k++) {
        const [beach] = chooseRow(rand, BEACHES);
        let type = choose(rand, INCIDENT_TYPES);
        if (beach === 'Harbour Beach' && (type === 'Rescue' || type === 'Assist') && rand() < 0.5) type = 'First Aid';
        const stoodDown = type === 'Search' ? rand() < 0.45 : type === 'Rescue' || type === 'Assist' ? rand() < 0.08 : rand() < 0.02;
        const craft = type === 'Rescue' ? choose(rand, [['Rescue Board', 45], ['RWC', 30], ['IRB', 15], ['Tube', 10]] as Array<[string, number]>) : type === 'Assist' ? choose(rand, [['Rescue Board', 50], ['Tube', 25], ['None', 25]] as Array<[string, number]>) : type === 'Search' ? choose(rand, [['RWC', 50], ['IRB', 30], ['None', 20]] as Array<[string, number]>) : 'None';
        const casualties = stoodDown ? 0 : type === 'Rescue' || type === 'Assist' ? choose(rand, [[1, 70], [2, 22], [3, 8]] as Array<[number, number]>) : type === 'Advice' ? int(rand, 1, 4) : 1;
        const age = casualties === 0 || rand() < 0.07 ? null : type === 'Lost Child' ? int(rand, 2, 11) : type === 'Sting' ? int(rand, 4, 60) : Math.max(2, Math.min(84, Math.round(8 + rand() * rand() * 70 + (type === 'First Aid' ? 10 : 0))));
        const sex = casualties === 0 ? 'n/k' : rand() < 0.03 ? 'n/k' : rand() < 0.52 ? 'M' : 'F';
        const minutes = type === 'Advice' ? 5 * int(rand, 1, 3) : type === 'Search' ? 5 * int(rand, 4, 30) : type === 'Lost Child' ? 5 * int(rand, 2, 16) : type === 'Rescue' ? 5 * int(rand, 3, 18) : 5 * int(rand, 1, 9);
        const ambulance = !stoodDown && ((type === 'Rescue' && rand() < 0.3) || (type === 'First Aid' && rand() < 0.06));
        const outcome = stoodDown ? 'Stood Down' : ambulance ? (rand() < 0.85 ? 'Hospital' : 'Refused Care') : type === 'First Aid' && rand() < 0.05 ? 'Refused Care' : 'Resolved';
        const [lead] = chooseRow(rand, LIFEGUARDS.filter(([, , years]) => years.includes(year)));
        const clock = 10 * 60 + Math.floor(Math.pow(rand(), 0.8) * 8 * 60);
        drafts.push({
          order: t + clock * 60_000 + k, Date: date, Time: hhmm(clock), Beach: beach, 'Incident Type': type, 'Craft Used': craft, Casualties: casualties, 'Casualty Age': age, Sex: sex === 'n/k' ? null : sex, Flags: flags,
          'Water Temp (°C)': water, 'Wind (mph)': wind, Duration: minutes, 'Ambulance Called': ambulance ? 'Y' : 'N', 'Lead Lifeguard': lead, Outcome: outcome,
        });
      }
    }
  }
  const rows = sortedRows(drafts).map((row): Row => {
    const year = (row.Date as Date).getUTCFullYear();
    const seq = (counters.get(year) ?? 0) + 1;
    counters.set(year, seq);
    return { 'Incident No': `LG${String(year).slice(2)}-${String(seq).padStart(3, '0')}`, ...row };
  });
  const dated = (d: Date): string => (d.getUTCFullYear() === 2022 ? slashed(d) : `${pad2(d.getUTCDate())} ${MONTH_SHORT[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`);
  const lines = rows.map((row) => [
    row['Incident No'] as string, dated(row.Date as Date), row.Time as string, row.Beach as string, row['Incident Type'] as string, row['Craft Used'] as string, String(row.Casualties),
    row['Casualty Age'] === null ? 'n/k' : String(row['Casualty Age']), row.Sex === null ? 'n/k' : (row.Sex as string), row.Flags as string, String(row['Water Temp (°C)']), String(row['Wind (mph)']),
    hoursAndMinutes(row.Duration as number), row['Ambulance Called'] as string, row['Lead Lifeguard'] as string, row.Outcome as string,
  ]);
  return { name: 'p24_lifeguards', file: 'lifeguard_incidents_2022-2024.csv', bytes: csvBytes(LIFEGUARD_HEADER, lines), tables: [{ label: 'lifeguard_incidents_2022-2024.csv', rows }] };
}

export const PROBE24_DATASETS = new Set(['p24_skips', 'p24_inflatables', 'p24_pat', 'p24_foi', 'p24_lifeguards']);

export async function probe24Datasets(): Promise<EvalDataset[]> {
  return [skipHire(), await inflatableHire(), patLog(), foiRegister(), lifeguardLog()];
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
/** Whole days from one date column to another; NaN unless both are dates. */
const daysBetween = (from: string, to: string) => (row: Row): number => (row[from] instanceof Date && row[to] instanceof Date ? (when(row, to).getTime() - when(row, from).getTime()) / DAY : NaN);
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
/** A phrasing the examiner reads one way, checked against the other reading a reader might try: they must agree, or the phrasing is no answerable question. */
function oneReading(a: Expected, b: Expected, what: string): Expected {
  const e = eitherReading(a, b);
  if (e.kind === 'refuse') throw new Error(`probe: the readings of "${what}" differ`);
  return a.kind === 'value' ? a : e;
}
/** A must-refuse phrasing of two readings: they must differ, or it would be answerable. */
function twoReadings(a: Expected, b: Expected, what: string): Expected {
  const e = eitherReading(a, b);
  if (e.kind !== 'refuse') throw new Error(`probe: the readings of "${what}" agree`);
  return e;
}
/** Working days (Monday to Friday, bank holidays out) after `from` up to and including `to`. */
function workingDaysBetween(from: Date, to: Date): number {
  let n = 0;
  for (let t = from.getTime() + DAY; t <= to.getTime(); t += DAY) {
    const d = new Date(t);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !UK_HOLIDAYS.has(isoDay(d))) n++;
  }
  return n;
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
export function probe24Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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
  const keyed = (rows: Row[], keep: (row: Row) => boolean, key: (row: Row) => string | null, figure: (g: Row[]) => number): Map<string, number> => groupBy(rows.filter(keep), key, figure);
  const either = (values: Value[], column: string) => (row: Row): boolean => values.includes(row[column]);
  const not = (keep: (row: Row) => boolean) => (row: Row): boolean => !keep(row);
  const rows = (label: string): Row[] => tables.get(label) ?? [];

  // ---- skip hire ----
  const sk = rows('skip_hire_jobs_2024.csv');
  const K = ask('p24_skips');
  const DD = 'Delivery Date';
  const COL = 'Collected';
  const HP = 'Hire Price';
  const WT = 'Weight at Tip (tonnes)';
  const OW = 'Overweight £';
  const live = sk.filter(not(is('Status', 'Cancelled')));
  const hireDays = daysBetween(DD, COL);
  K('plain', 'hire revenue excluding cancelled', value(sum(num(live, HP))), 'Hire Price ("£280.00" as text) of every job but the Status Cancelled ones (On Hire and Collected)');
  K('plain', 'bookings by waste type', groups(countBy(sk, text('Waste Type'))), 'every row, cancelled ones too (a booking is a row)');
  K('plain', 'avg wieght per skip', value(mean(num(sk, WT))), 'Weight at Tip (tonnes) over the skips weighed (blank unless collected)');
  K('plain', 'how many trade customers', count(distinct(sk.filter(is('Cust Type', 'Trade')), 'Customer')), 'distinct Customer with Cust Type Trade');
  K('plain', 'top 3 towns by bookings', topN(countBy(sk, text('Town')), 3), 'rows per Town');
  K('which row', 'which driver shifted the most tonnage', best(groupBy(sk, text('Driver'), (g) => sum(num(g, WT))), 'Driver'), 'total Weight at Tip per Driver');
  K('which row', 'heaviest skip', extremeRows(sk, WT, 'Job No', 'max'), 'the Job No of the highest Weight at Tip; any tied');
  K('which row', 'which waste type is heaviest on average', best(groupBy(sk, text('Waste Type'), (g) => mean(num(g, WT))), 'Waste Type'), 'average Weight at Tip per Waste Type');
  K('which row', 'which customer has run up the most overweight charges', oneReading(best(groupBy(sk, text('Customer'), (g) => sum(num(g, OW))), 'Customer'), best(groupBy(sk, text('Customer'), (g) => num(g, OW).length), 'Customer'), 'most overweight charges'), 'total "Overweight £" per Customer ("-" is none); the same customer has the most charges by number');
  K('everyday words', 'how many cancellations', count(sk.filter(is('Status', 'Cancelled')).length), `Status Cancelled (the one cancelled status); ${ROWS_OR_COUNT}`);
  K('everyday words', 'how many skips are still out', count(sk.filter(is('Status', 'On Hire')).length), `Status "On Hire" (Collected "TBC"); ${ROWS_OR_COUNT}`);
  K('everyday words', 'how many bookings needed a road permit', count(sk.filter(is("Permit Req'd", 'Y')).length), `Permit Req'd Y; ${ROWS_OR_COUNT}`);
  K('everyday words', 'how many skips went overweight', count(sk.filter((row) => isNum(row[OW])).length), `an "Overweight £" charge (weight over the size's limit; "-" is none); ${ROWS_OR_COUNT}`);
  K('comparison', 'trade vs domestic avg tonnage', groups(groupBy(sk, text('Cust Type'), (g) => mean(num(g, WT)))), 'average Weight at Tip keyed Trade, Domestic');
  K('comparison', 'gaz vs marek tonnage', groups(keyed(sk, either(['Gaz', 'Marek'], 'Driver'), text('Driver'), (g) => sum(num(g, WT)))), 'total Weight at Tip keyed Gaz, Marek');
  K('comparison', 'card vs cash hire revenue', groups(keyed(sk, either(['Card', 'Cash'], 'Paid By'), text('Paid By'), (g) => sum(num(g, HP)))), 'Hire Price keyed by Paid By, Card and Cash (cancelled jobs are Refunded or blank)');
  K('comparison', 'general vs soil avg weight', groups(keyed(sk, either(['General', 'Soil & Rubble'], 'Waste Type'), text('Waste Type'), (g) => mean(num(g, WT)))), 'average Weight at Tip keyed General, Soil & Rubble');
  K('seasonality', 'which month did we drop off the most skips', best(countBy(sk, monthKey(DD)), 'month', 'max', monthFormsIn(2024)), `deliveries per month of Delivery Date ("14/06/2024" and "3-Jun-24" in one column); ${oneYearMonth(2024)}`);
  K('seasonality', 'deliveries by month', groups(countBy(sk, yearMonthKey(DD))), `${MONTH_SERIES}; by Delivery Date (cancelled jobs have none)`);
  K('seasonality', 'which day of the week do we collect most', best(countBy(sk, weekdayKey(COL)), 'weekday', 'max', weekdayForms), 'collections by the weekday of Collected ("TBC" is none)');
  K('types as text', 'skips delivered on 14 june', count(sk.filter(dayIs(DD, '2024-06-14')).length), `Delivery Date 14 June 2024, in either spelling; ${ROWS_OR_COUNT}`);
  K('types as text', 'avg days on hire for collected skips', value(mean(sk.map(hireDays).filter(Number.isFinite))), 'calendar days from Delivery Date to Collected, the skips collected ("TBC" is none)');
  K('types as text', 'hire revenue for skips delivered in march', value(sum(num(sk.filter(monthIs(DD, 2024, 3)), HP))), 'Hire Price of the jobs with a Delivery Date in March 2024 (cancelled jobs have none)');
  K('types as text', 'tonnage collected in october', value(sum(num(sk.filter(monthIs(COL, 2024, 10)), WT))), 'Weight at Tip of the skips Collected in October 2024');
  K('units and conditions', 'skips over 2 tonnes', count(sk.filter((row) => at(row, WT) > 2).length), `strict, Weight at Tip; ${ROWS_OR_COUNT}`);
  K('units and conditions', 'skips collected after more than 14 days', count(sk.filter((row) => hireDays(row) > 14).length), `strict, calendar days from Delivery Date to Collected (a skip still out has no collection); ${ROWS_OR_COUNT}`);
  K('units and conditions', '8 yard skips for trade customers', oneReading(count(sk.filter((row) => row['Skip Size'] === 8 && row['Cust Type'] === 'Trade').length), count(live.filter((row) => row['Skip Size'] === 8 && row['Cust Type'] === 'Trade').length), '8 yard skips for trade customers'), `Skip Size "8yd" and Cust Type Trade (none of them cancelled, so the cancelled ones make no difference); ${ROWS_OR_COUNT}`);
  K('units and conditions', 'overweight charges of £50 or more', count(sk.filter((row) => at(row, OW) >= 50).length), `inclusive, "Overweight £"; ${ROWS_OR_COUNT}`);
  K('units and conditions', 'domestic bookings that needed a road permit', count(sk.filter((row) => row['Cust Type'] === 'Domestic' && row["Permit Req'd"] === 'Y').length), `Cust Type Domestic and Permit Req'd Y, every booking (cancelled ones too); ${ROWS_OR_COUNT}`);
  K('missing values', 'how many jobs have no weight recorded', count(sk.filter((row) => row[WT] === null).length), `blank Weight at Tip (cancelled and still on hire); ${ROWS_OR_COUNT}`);
  K('missing values', 'which columns have blanks', list(missingColumns(sk)), 'blank dates on cancelled jobs, "TBC" collections, "-" permit fees and overweight charges, blank weights, Paid By and Driver');
  K('ratio or derived', 'share of bookings by town', shares(groupBy(sk, text('Town'), (g) => g.length / sk.length)), `every row; ${SHARE}`);
  K('ratio or derived', 'cancellation rate by customer type', rates(sk, text('Cust Type'), is('Status', 'Cancelled')), `Status Cancelled over every booking of the type; ${SHARE}`);
  K('ratio or derived', 'what % of collected skips went overweight', value((100 * sk.filter((row) => isNum(row[OW])).length) / sk.filter(is('Status', 'Collected')).length), `an "Overweight £" charge over the Status Collected jobs; ${PERCENT}`);
  K('refuse', 'total revenue', twoReadings(value(sum(num(sk, HP))), value(sum(num(live, HP))), 'total revenue'), 'two readings (at least): every Hire Price, cancelled jobs\' quotes too, or the jobs not cancelled (and permit fees and overweight charges might be added)');
  K('refuse', 'how many skips for mason', twoReadings(count(sk.filter(is('Customer', 'J Mason Roofing')).length), count(sk.filter(is('Customer', 'Mason & Sons Building')).length), 'mason'), 'two readings: J Mason Roofing, or Mason & Sons Building (both together a third)');
  K('refuse', 'how many jobs in december', twoReadings(count(sk.filter(monthIs(DD, 2024, 12)).length), count(sk.filter(monthIs(COL, 2024, 12)).length), 'jobs in december'), 'two readings: skips delivered in December, or collected in December');
  K('refuse', 'how many big skips', refuse, '"big" has no threshold');
  K('refuse', 'which customers are fly tipping', refuse, 'nothing about fly-tipping in the file');
  K('refuse', 'how much diesel did the lorries use', refuse, 'no fuel');
  K('refuse', 'will we need a fourth lorry next summer', refuse, 'a forecast');
  K('refuse', 'why do domestic customers cancel more', refuse, 'a reason');
  K('refuse', 'what did landfill tax cost us', refuse, 'no costs');

  // ---- inflatable hire (workbook: Kit and Bookings) ----
  const kit = rows('inflatable_hire_2024.xlsx / Kit');
  const bk = rows('inflatable_hire_2024.xlsx / Bookings');
  const I = ask('p24_inflatables');
  const HF = 'Hire Fee';
  const ED = 'Event Date';
  const unitOf = new Map(kit.map((row) => [row['Unit Code'] as string, row]));
  const kitField = (column: string) => (row: Row): string | null => { const v = unitOf.get(row['Unit Code'] as string)?.[column]; return typeof v === 'string' ? v : null; };
  const codeOrName = (code: string): string[] => [code, String(unitOf.get(code)?.['Unit Name'])];
  const completed = bk.filter(is('Status', 'Completed'));
  I('plain', 'takings from completed hires', value(sum(num(completed, HF))), 'Hire Fee ("£110.00" as text) of the Status Completed bookings');
  I('plain', 'bookings by event type', groups(countBy(bk, text('Event Type'))), 'every row of the Bookings sheet');
  I('plain', 'avg delivery miles', value(mean(num(bk, 'Delivery Miles'))), 'Delivery Miles over the bookings with a figure (the deliveries made)');
  I('plain', 'how many units have we got', count(kit.length), `the rows of the Kit sheet; ${ROWS_OR_COUNT}`);
  I('plain', 'top 3 towns by bookings', topN(countBy(bk, text('Town')), 3), 'rows of the Bookings sheet per Town');
  I('which row', 'most booked unit', best(countBy(bk, text('Unit Code')), 'Unit Code', 'max', codeOrName), 'bookings per Unit Code, named by its code or its Unit Name (Kit sheet); any tied');
  I('which row', 'which category brings in the most from completed hires', best(groupBy(completed, kitField('Category'), (g) => sum(num(g, HF))), 'Category'), 'needs both sheets: Hire Fee of the Completed bookings summed by the Category of the unit (Unit Code)');
  I('which row', 'most expensive unit to buy', { kind: 'row', column: 'Unit Name', labels: kit.filter((row) => row['Purchase Price'] === Math.max(...num(kit, 'Purchase Price'))).flatMap((row) => [row['Unit Name'] as string, row['Unit Code'] as string]), value: Math.max(...num(kit, 'Purchase Price')) }, 'the unit (Unit Name or Unit Code) with the highest Purchase Price ("£6,350.00" as text) on the Kit sheet');
  I('which row', 'which customer books us most', best(countBy(bk, text('Customer')), 'Customer'), 'bookings per Customer; any tied');
  I('everyday words', 'how many weather refunds', count(bk.filter(is('Status', 'Refunded')).length), `Status Refunded (called off for the weather); ${ROWS_OR_COUNT}`);
  I('everyday words', 'how many school fete bookings', count(bk.filter(is('Event Type', 'School Fete')).length), `Event Type "School Fete", every booking; ${ROWS_OR_COUNT}`);
  I('everyday words', 'how many wedding bookings', count(bk.filter(is('Event Type', 'Wedding')).length), `Event Type Wedding, every booking; ${ROWS_OR_COUNT}`);
  I('everyday words', 'how many bookings were customer collect', count(bk.filter(is('Customer Collect', 'Y')).length), `Customer Collect Y, every booking; ${ROWS_OR_COUNT}`);
  I('comparison', 'castles vs slides bookings', groups(keyed(bk, (row) => ['Castle', 'Slide'].includes(kitField('Category')(row) ?? ''), kitField('Category'), (g) => g.length)), 'needs both sheets: bookings keyed by the Category of the unit, Castle and Slide');
  I('comparison', 'indoor vs outdoor bookings', groups(countBy(bk, text('Indoor'))), 'bookings keyed by Indoor, Y and N');
  I('comparison', 'jay vs kelly setups', groups(keyed(bk, either(['Jay', 'Kelly'], 'Setup By'), text('Setup By'), (g) => g.length)), 'bookings keyed by Setup By, Jay and Kelly');
  I('comparison', 'avg day rate castles vs slides', groups(keyed(kit, either(['Castle', 'Slide'], 'Category'), text('Category'), (g) => mean(num(g, 'Day Rate')))), 'average Day Rate of the Kit sheet keyed Castle, Slide');
  I('seasonality', 'busiest month', oneReading(best(countBy(bk, monthKey(ED)), 'month', 'max', monthFormsIn(2024)), best(countBy(completed, monthKey(ED)), 'month', 'max', monthFormsIn(2024)), 'busiest month'), `bookings per month of Event Date ("6th July 2024"), the same month whether or not cancelled and refunded ones count; ${oneYearMonth(2024)}`);
  I('seasonality', 'bookings per month', groups(countBy(bk, yearMonthKey(ED))), `${MONTH_SERIES}; every booking`);
  I('seasonality', 'which day of the week gets the most bookings', best(countBy(bk, weekdayKey(ED)), 'weekday', 'max', weekdayForms), 'bookings by the weekday of Event Date');
  I('types as text', 'bookings on 6th july', count(bk.filter(dayIs(ED, '2024-07-06')).length), `Event Date "6th July 2024"; ${ROWS_OR_COUNT}`);
  I('types as text', 'takings in august from completed hires', value(sum(num(completed.filter(monthIs(ED, 2024, 8)), HF))), 'Hire Fee of the Completed bookings with an Event Date in August 2024');
  I('types as text', 'avg day rate', value(mean(num(kit, 'Day Rate'))), 'Day Rate ("£75.00" as text) over the units of the Kit sheet');
  I('types as text', 'total purchase price of the kit', value(sum(num(kit, 'Purchase Price'))), 'Purchase Price ("£2,450.00" as text) over the Kit sheet');
  I('units and conditions', 'deliveries over 15 miles', count(bk.filter((row) => at(row, 'Delivery Miles') > 15).length), `strict, Delivery Miles; ${ROWS_OR_COUNT}`);
  I('units and conditions', 'units with a day rate over £100', count(kit.filter((row) => at(row, 'Day Rate') > 100).length), `strict, Day Rate on the Kit sheet; ${ROWS_OR_COUNT}`);
  I('units and conditions', 'completed bookings over £150', count(completed.filter((row) => at(row, HF) > 150).length), `Status Completed and Hire Fee over £150, strict; ${ROWS_OR_COUNT}`);
  I('units and conditions', 'indoor birthday party bookings', count(bk.filter((row) => row.Indoor === 'Y' && row['Event Type'] === 'Birthday Party').length), `Indoor Y and Event Type "Birthday Party"; ${ROWS_OR_COUNT}`);
  I('units and conditions', 'units that cost over £2k', count(kit.filter((row) => at(row, 'Purchase Price') > 2000).length), `strict, Purchase Price ("£2,240.00") on the Kit sheet; ${ROWS_OR_COUNT}`);
  I('missing values', 'how many bookings have no delivery miles', count(bk.filter((row) => row['Delivery Miles'] === null).length), `blank Delivery Miles; ${ROWS_OR_COUNT}`);
  I('missing values', 'which columns on the bookings sheet have blanks', list(missingColumns(bk)), 'the Bookings sheet: blank Delivery Miles, Paid By and Setup By');
  I('ratio or derived', 'share of bookings by category', shares(groupBy(bk, kitField('Category'), (g) => g.length / bk.length)), `needs both sheets: bookings by the Category of the unit over every booking; ${SHARE}`);
  I('ratio or derived', 'weather refund rate indoor vs outdoor', rates(bk, text('Indoor'), is('Status', 'Refunded')), `Status Refunded over every booking, keyed by Indoor Y and N; ${SHARE}`);
  I('ratio or derived', 'bookings per unit by category', groups(groupBy(bk, kitField('Category'), (g) => g.length / kit.filter(is('Category', kitField('Category')(g[0]))).length)), 'needs both sheets: bookings of the category over the units of the category on the Kit sheet');
  I('refuse', 'how many cancellations', twoReadings(count(bk.filter(is('Status', 'Cancelled')).length), count(bk.filter(either(['Cancelled', 'Refunded'], 'Status')).length), 'cancellations'), 'two readings: Status Cancelled, or the weather call-offs (Refunded) too');
  I('refuse', 'total takings', twoReadings(value(sum(num(completed, HF))), value(sum(num(completed, HF)) + sum(num(bk.filter(is('Status', 'Cancelled')), 'Deposit'))), 'takings'), 'two readings (at least): the Hire Fee of the completed bookings, or with the deposits kept on cancellations too');
  I('refuse', 'avg hire fee', twoReadings(value(mean(num(bk, HF))), value(mean(num(completed, HF))), 'avg hire fee'), 'two readings (at least): over every booking, cancelled and refunded quotes too, or over the completed ones (or the Kit sheet\'s day rates)');
  I('refuse', 'which kids had the best time', refuse, 'a judgement');
  I('refuse', 'how many castles got damaged', refuse, 'no damage records');
  I('refuse', 'what did the insurance cost this year', refuse, 'no costs');
  I('refuse', 'will the rodeo bull pay for itself', refuse, 'a forecast');
  I('refuse', 'why do people cancel', refuse, 'a reason');
  I('refuse', 'how many big inflatables', refuse, '"big" has no threshold');

  // ---- PAT tester's log ----
  const pt = rows('pat_test_log_2024.csv');
  const T = ask('p24_pat');
  const EB = 'Earth Bond (Ω)';
  const INS = 'Insulation (MΩ)';
  const TD = 'Test Date';
  const fails = pt.filter(is('Result', 'Fail'));
  const tested = pt.filter(not(is('Result', 'Not Tested')));
  T('plain', 'total charges', value(sum(num(pt, 'Charge'))), 'Charge ("£1.50" as text); "NC" (no charge) adds nothing');
  T('plain', 'fails by appliance', groups(countBy(fails, text('Appliance'))), 'Result Fail per Appliance');
  T('plain', 'avg earth bond reading', value(mean(num(pt, EB))), 'Earth Bond (Ω) over the readings ("N/A" on class II and untested items is none)');
  T('plain', 'how many sites', count(distinct(pt, 'Site')), 'distinct Site');
  T('plain', 'top 3 sites by charges', topN(groupBy(pt, text('Site'), (g) => sum(num(g, 'Charge'))), 3), 'total Charge per Site');
  T('which row', 'which site has the most fails', best(countBy(fails, text('Site')), 'Site'), 'Result Fail per Site; any tied');
  T('which row', 'highest earth bond reading', extremeRows(pt, EB, 'Asset ID', 'max'), 'the Asset ID of the highest Earth Bond (Ω); any tied');
  T('which row', 'which engineer found the most fails', best(countBy(fails, text('Engineer')), 'Engineer'), 'Result Fail per Engineer');
  T('which row', 'which appliance has the most fails', best(countBy(fails, text('Appliance')), 'Appliance'), 'Result Fail per Appliance; any tied');
  T('everyday words', 'how many fails', count(fails.length), `Result Fail; ${ROWS_OR_COUNT}`);
  T('everyday words', 'how many fuses replaced', count(pt.filter(is('Fuse Replaced', 'Y')).length), `Fuse Replaced Y; ${ROWS_OR_COUNT}`);
  T('everyday words', 'how many class 2 items', count(pt.filter(is('Class', 'II')).length), `Class "II" (one row per item, each site tested once); ${ROWS_OR_COUNT}`);
  T('everyday words', 'how many couldnt be tested', count(pt.filter(is('Result', 'Not Tested')).length), `Result "Not Tested"; ${ROWS_OR_COUNT}`);
  T('comparison', 'rob vs dave fails', groups(countBy(fails, text('Engineer'))), 'Result Fail keyed Rob P, Dave H');
  T('comparison', 'kettles vs toasters fails', groups(keyed(fails, either(['Kettle', 'Toaster'], 'Appliance'), text('Appliance'), (g) => g.length)), 'Result Fail keyed Kettle, Toaster');
  T('comparison', 'rob vs dave avg earth bond', groups(groupBy(pt, text('Engineer'), (g) => mean(num(g, EB)))), 'average Earth Bond (Ω) keyed Rob P, Dave H');
  T('comparison', 'greenacres vs riverside lodge charges', groups(keyed(pt, either(['Greenacres Care Home', 'Riverside Lodge Care Home'], 'Site'), text('Site'), (g) => sum(num(g, 'Charge')))), 'Charge keyed Greenacres Care Home, Riverside Lodge Care Home');
  T('seasonality', 'busiest month', oneReading(best(countBy(pt, monthKey(TD)), 'month', 'max', monthFormsIn(2024)), best(countBy(tested, monthKey(TD)), 'month', 'max', monthFormsIn(2024)), 'busiest month'), `items per month of Test Date ("05/03/24", day first), the same month with or without the untested ones; ${oneYearMonth(2024)}`);
  T('seasonality', 'charges by month', groups(groupBy(pt, yearMonthKey(TD), (g) => sum(num(g, 'Charge')))), `${MONTH_SERIES}; the months with tests only`);
  T('seasonality', 'which weekday do we test most', oneReading(best(countBy(pt, weekdayKey(TD)), 'weekday', 'max', weekdayForms), best(countBy(tested, weekdayKey(TD)), 'weekday', 'max', weekdayForms), 'weekday'), 'items by the weekday of Test Date, the same day with or without the untested ones');
  T('types as text', 'fails in march', count(fails.filter(monthIs(TD, 2024, 3)).length), `Result Fail with a Test Date in March 2024 ("dd/03/24"); ${ROWS_OR_COUNT}`);
  T('types as text', 'avg retest interval in months', value(mean(num(pt, 'Retest'))), 'Retest ("12 mths" as text) over the items given one ("n/a" is none)');
  T('types as text', 'charges in october', value(sum(num(pt.filter(monthIs(TD, 2024, 10)), 'Charge'))), 'Charge of the Test Dates in October 2024 ("dd/10/24")');
  T('types as text', 'how many on a 6 month retest', count(pt.filter((row) => row.Retest === 6).length), `Retest "6 mths"; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'earth bond readings over 0.1 ohms', count(pt.filter((row) => at(row, EB) > 0.1).length), `strict, Earth Bond (Ω) ("0.10" is out); ${ROWS_OR_COUNT}`);
  T('units and conditions', 'insulation readings under 2 megohms', count(pt.filter((row) => at(row, INS) < 2).length), `strict, Insulation (MΩ) (">299" is far over); ${ROWS_OR_COUNT}`);
  T('units and conditions', 'kettles with an earth bond over 0.1', count(pt.filter((row) => row.Appliance === 'Kettle' && at(row, EB) > 0.1).length), `Appliance Kettle and Earth Bond (Ω) over 0.1, strict; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'items charged £2 or more', count(pt.filter((row) => at(row, 'Charge') >= 2).length), `inclusive, Charge ("NC" is none); ${ROWS_OR_COUNT}`);
  T('units and conditions', 'fails at the care homes', count(fails.filter((row) => (row.Site as string).endsWith('Care Home')).length), `Result Fail at Greenacres Care Home and Riverside Lodge Care Home (the two care homes); ${ROWS_OR_COUNT}`);
  T('missing values', 'how many have no earth bond reading', count(pt.filter((row) => row[EB] === null).length), `"N/A" Earth Bond (class II items and the untested); ${ROWS_OR_COUNT}`);
  T('missing values', 'how many items have no insulation reading', count(pt.filter((row) => row.Result === 'Not Tested').length), `blank Insulation (MΩ), the untested items (">299" is a reading, off the scale); ${ROWS_OR_COUNT}`);
  T('ratio or derived', 'fail rate by site, tested items only', rates(tested, text('Site'), is('Result', 'Fail')), `Result Fail over the items tested (Result not "Not Tested") of the site; ${SHARE}`);
  T('ratio or derived', 'share of fails by reason', shares(groupBy(fails, text('Fail Reason'), (g) => g.length / fails.length)), `Fail Reason over every fail; ${SHARE}`);
  T('ratio or derived', 'what % of items are class II', value((100 * pt.filter(is('Class', 'II')).length) / pt.length), `Class "II" over every row; ${PERCENT}`);
  T('refuse', 'how many items at riverside', twoReadings(count(pt.filter(is('Site', 'Riverside Lodge Care Home')).length), count(pt.filter(is('Site', 'Riverside Business Centre')).length), 'riverside'), 'two readings: Riverside Lodge Care Home, or Riverside Business Centre (both together a third)');
  T('refuse', 'how many extensions failed', twoReadings(count(fails.filter(is('Appliance', 'Extension Lead')).length), count(fails.filter(either(['Extension Lead', 'Extension Reel'], 'Appliance')).length), 'extensions'), 'two readings: Extension Lead, or extension reels too');
  T('refuse', 'avg charge per item', twoReadings(value(mean(num(pt, 'Charge'))), value(sum(num(pt, 'Charge')) / pt.length), 'avg charge'), 'two readings: over the items charged, or with "NC" (no charge) as £0 over every item');
  T('refuse', 'avg insulation reading', twoReadings(value(mean(num(pt, INS))), value(mean(pt.filter((row) => row.Result !== 'Not Tested').map((row) => (isNum(row[INS]) ? (row[INS] as number) : 299)))), 'avg insulation'), 'two readings (at least): over the readings written as figures, or with ">299" taken as 299 (or left out, or as the meter\'s top); ">299" has no figure');
  T('refuse', 'which appliances are dangerous', refuse, 'a judgement');
  T('refuse', 'how old is the equipment', refuse, 'no ages or purchase dates');
  T('refuse', 'how many items will fail next year', refuse, 'a forecast');
  T('refuse', 'why do kettles fail', refuse, 'a reason');
  T('refuse', 'what did the tester calibration cost', refuse, 'no costs');

  // ---- council FOI register ----
  const fo = rows('foi_register_2023-24.csv');
  const F = ask('p24_foi');
  const RCV = 'Date Received';
  const DUE = 'Due Date';
  const RESP = 'Date Responded';
  const TS = 'Time Spent';
  const lateRows = fo.filter(is('Late?', 'Y'));
  const calendarDays = daysBetween(RCV, RESP);
  const workingDays = (row: Row): number => (row[RESP] instanceof Date ? workingDaysBetween(when(row, RCV), when(row, RESP)) : NaN);
  F('plain', 'requests by directorate', groups(countBy(fo, text('Directorate'))), 'every request');
  F('plain', 'total hours spent', value(sum(num(fo, TS))), 'Time Spent ("45 mins", "1.5 hrs", "2 hrs 30 mins" as text) in hours, over the requests with a time (blank while open)');
  F('plain', 'avg time spent in hours', value(mean(num(fo, TS))), 'Time Spent in hours over the requests with a time (blank while open)');
  F('plain', 'how many requests', count(fo.length), `every row; ${ROWS_OR_COUNT}`);
  F('plain', 'top 3 subjects', topN(countBy(fo, text('Subject')), 3), 'requests per Subject');
  F('which row', 'which directorate has the most late responses', best(countBy(lateRows, text('Directorate')), 'Directorate'), 'Late? Y per Directorate');
  F('which row', 'which handler spent the most hours', best(groupBy(fo, text('Handler'), (g) => sum(num(g, TS))), 'Handler'), 'total Time Spent (hours) per Handler');
  F('which row', 'which request had the most officer time', extremeRows(fo, TS, 'FOI Ref', 'max'), 'the FOI Ref of the longest Time Spent; any tied');
  F('which row', 'which requester type has the most refusals', best(countBy(fo.filter(is('Outcome', 'Refused')), text('Requester Type')), 'Requester Type'), 'Outcome Refused per Requester Type');
  F('everyday words', 'how many from journalists', count(fo.filter(is('Requester Type', 'Journalist')).length), `Requester Type Journalist; ${ROWS_OR_COUNT}`);
  F('everyday words', 'how many still open', count(fo.filter(is('Status', 'Open')).length), `Status Open; ${ROWS_OR_COUNT}`);
  F('everyday words', 'how many went to internal reveiw', count(fo.filter(is('Internal Review', 'Y')).length), `Internal Review Y; ${ROWS_OR_COUNT}`);
  F('everyday words', 'how many were not held', count(fo.filter(is('Outcome', 'Not held')).length), `Outcome "Not held"; ${ROWS_OR_COUNT}`);
  F('comparison', 'journalists vs public avg hours', groups(keyed(fo, either(['Journalist', 'Member of Public'], 'Requester Type'), text('Requester Type'), (g) => mean(num(g, TS)))), 'average Time Spent (hours) keyed Journalist, Member of Public');
  F('comparison', 'place vs people late responses', groups(keyed(lateRows, either(['Place', 'People'], 'Directorate'), text('Directorate'), (g) => g.length)), 'Late? Y keyed Place, People');
  F('comparison', 'kb vs mj requests', groups(keyed(fo, either(['KB', 'MJ'], 'Handler'), text('Handler'), (g) => g.length)), 'requests keyed by Handler, KB and MJ');
  F('comparison', 's.40 vs s.43 exemptions', groups(keyed(fo, either(['s.40', 's.43'], 'Exemption'), text('Exemption'), (g) => g.length)), 'requests keyed by Exemption, s.40 and s.43');
  F('seasonality', 'which month did we get the most requests', best(countBy(fo, monthKey(RCV)), 'month', 'max', monthFormsFrom(2023, 4)), `requests per month of Date Received ("03-Apr-23"); ${TWELVE_MONTHS} (April 2023 to March 2024)`);
  F('seasonality', 'responses by month', groups(countBy(fo, yearMonthKey(RESP))), `${MONTH_SERIES}; by the month of Date Responded ("01/05/2023"), April 2023 to April 2024; open and withdrawn ones have none`);
  F('seasonality', 'which weekday do most requests come in', best(countBy(fo, weekdayKey(RCV)), 'weekday', 'max', weekdayForms), 'requests by the weekday of Date Received');
  F('types as text', 'requests received on 19 june', count(fo.filter(dayIs(RCV, '2023-06-19')).length), `Date Received "19-Jun-23", the file's only June; ${ROWS_OR_COUNT}`);
  F('types as text', 'requests due in may', count(fo.filter(monthIs(DUE, 2023, 5)).length), `Due Date in May 2023 ("dd/05/2023"), the file's only May; ${ROWS_OR_COUNT}`);
  F('types as text', 'how many responded in 2024', count(fo.filter(yearIs(RESP, 2024)).length), `Date Responded ("dd/mm/2024") in 2024; ${ROWS_OR_COUNT}`);
  F('types as text', 'requests received in february', count(fo.filter(monthIs(RCV, 2024, 2)).length), `Date Received in February 2024 ("dd-Feb-24"); ${ROWS_OR_COUNT}`);
  F('units and conditions', 'requests that took over 5 hrs', count(fo.filter((row) => at(row, TS) > 5).length), `strict, Time Spent in hours ("5 hrs" is out); ${ROWS_OR_COUNT}`);
  F('units and conditions', 'requests with under 30 mins spent', count(fo.filter((row) => at(row, TS) < 0.5).length), `strict, Time Spent ("30 mins" is out); ${ROWS_OR_COUNT}`);
  F('units and conditions', 'late responses from housing', count(lateRows.filter(is('Directorate', 'Housing')).length), `Late? Y and Directorate Housing; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'refusals under s.12', count(fo.filter((row) => row.Outcome === 'Refused' && row.Exemption === 's.12').length), `Outcome Refused and Exemption s.12; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'responded after the due date', count(fo.filter((row) => row[RESP] instanceof Date && when(row, RESP).getTime() > when(row, DUE).getTime()).length), `Date Responded later than Due Date, strict (both "01/05/2023"; the same rows as Late? Y); ${ROWS_OR_COUNT}`);
  F('missing values', 'how many have no response date', count(fo.filter((row) => row[RESP] === null).length), `blank or "n/a" Date Responded (open or withdrawn); ${ROWS_OR_COUNT}`);
  F('missing values', 'which columns have blanks', list(missingColumns(fo)), 'blank or "n/a" Date Responded, blank Late?, Outcome, Exemption and Time Spent');
  F('ratio or derived', '% of responses that were late by directorate', shares(groupBy(fo.filter((row) => row['Late?'] !== null), text('Directorate'), (g) => g.filter(is('Late?', 'Y')).length / g.length)), `Late? Y over the responses (Late? Y or N) of the directorate; ${SHARE}`);
  F('ratio or derived', 'share of requests by requester type', shares(groupBy(fo, text('Requester Type'), (g) => g.length / fo.length)), `every request; ${SHARE}`);
  F('ratio or derived', 'what % of requests went to internal review', value((100 * fo.filter(is('Internal Review', 'Y')).length) / fo.length), `Internal Review Y over every request; ${PERCENT}`);
  F('refuse', 'how many released', twoReadings(count(fo.filter(is('Outcome', 'Released in full')).length), count(fo.filter(either(['Released in full', 'Part released'], 'Outcome')).length), 'released'), 'two readings: Released in full, or part releases too');
  F('refuse', 'avg days to respond', twoReadings(value(mean(fo.map(calendarDays).filter(Number.isFinite))), value(mean(fo.map(workingDays).filter(Number.isFinite))), 'days to respond'), 'two readings: calendar days, or working days (the 20-day limit is in working days)');
  F('refuse', 'avg time per request', twoReadings(value(mean(num(fo, TS))), value(mean(fo.map(calendarDays).filter(Number.isFinite))), 'time per request'), 'two readings: the officer Time Spent, or the time from Date Received to Date Responded');
  F('refuse', 'who sends the most annoying requests', refuse, 'a judgement');
  F('refuse', 'how much did foi cost the council', refuse, 'no costs (hours, but no rate)');
  F('refuse', 'will requests go up next year', refuse, 'a forecast');
  F('refuse', 'why is people directorate always late', refuse, 'a reason');
  F('refuse', 'which journalists send the most', refuse, 'no requester names');
  F('refuse', 'how many complex requests', refuse, '"complex" has no threshold');

  // ---- beach lifeguard incident log ----
  const lg = rows('lifeguard_incidents_2022-2024.csv');
  const L = ask('p24_lifeguards');
  const LD = 'Date';
  const DUR = 'Duration';
  const AGE = 'Casualty Age';
  const WATER = 'Water Temp (°C)';
  const rescues = lg.filter(is('Incident Type', 'Rescue'));
  L('plain', 'incidents by beach', groups(countBy(lg, text('Beach'))), 'every incident');
  L('plain', 'avg casualty age', value(mean(num(lg, AGE))), 'Casualty Age over the incidents with one ("n/k" is none)');
  L('plain', 'total casualties', value(sum(num(lg, 'Casualties'))), 'Casualties summed');
  L('plain', 'how many incidents', count(lg.length), `every row; ${ROWS_OR_COUNT}`);
  L('plain', 'top 3 lifeguards by incidents', topN(countBy(lg, text('Lead Lifeguard')), 3), 'incidents per Lead Lifeguard');
  L('which row', 'which beach has the most rescues', best(countBy(rescues, text('Beach')), 'Beach'), 'Incident Type Rescue per Beach');
  L('which row', 'longest incident', extremeRows(lg, DUR, 'Incident No', 'max'), 'the Incident No of the longest Duration ("1 hr 5 mins"); any tied');
  L('which row', 'which craft is used most for rescues', best(countBy(rescues, text('Craft Used')), 'Craft Used'), 'Incident Type Rescue per Craft Used');
  L('which row', 'oldest casualty', extremeRows(lg, AGE, 'Incident No', 'max'), 'the Incident No of the highest Casualty Age; any tied');
  L('everyday words', 'how many lost kids', count(lg.filter(is('Incident Type', 'Lost Child')).length), `Incident Type "Lost Child"; ${ROWS_OR_COUNT}`);
  L('everyday words', 'how many false alarms', count(lg.filter(is('Outcome', 'Stood Down')).length), `Outcome "Stood Down"; ${ROWS_OR_COUNT}`);
  L('everyday words', 'how many times did we call an ambulance', count(lg.filter(is('Ambulance Called', 'Y')).length), `Ambulance Called Y; ${ROWS_OR_COUNT}`);
  L('everyday words', 'how many jet ski launches', count(lg.filter(is('Craft Used', 'RWC')).length), `Craft Used RWC (the rescue water craft, a jet ski); ${ROWS_OR_COUNT}`);
  L('comparison', 'north sands vs south sands incidents', groups(keyed(lg, either(['North Sands', 'South Sands'], 'Beach'), text('Beach'), (g) => g.length)), 'incidents keyed North Sands, South Sands');
  L('comparison', 'men vs women avg age', groups(groupBy(lg, text('Sex'), (g) => mean(num(g, AGE)))), 'average Casualty Age keyed M, F ("n/k" is none)');
  L('comparison', 'rescue board vs rwc avg duration', groups(keyed(lg, either(['Rescue Board', 'RWC'], 'Craft Used'), text('Craft Used'), (g) => mean(num(g, DUR)))), 'average Duration in minutes keyed by Craft Used, Rescue Board and RWC');
  L('comparison', 'red flag vs red and yellow incidents', groups(keyed(lg, either(['Red', 'Red & Yellow'], 'Flags'), text('Flags'), (g) => g.length)), 'incidents keyed by Flags, Red and Red & Yellow');
  L('seasonality', 'which month is busiest', best(countBy(lg, monthKey(LD)), 'month', 'max', monthForms), 'incidents by the calendar month of Date over the three seasons ("13/08/2022" and "13 Aug 2023"): 8, 08, Aug, August accepted');
  L('seasonality', 'incidents per year', groups(countBy(lg, yearKey(LD))), 'incidents per year of Date, 2022 to 2024');
  L('seasonality', 'busiest time of day', best(countBy(lg, (row) => String(Math.floor(clockMinutes(row.Time) / 60))), 'hour', 'max', hourForms), 'incidents by the hour of Time ("14:35" is 14)');
  L('types as text', 'incidents in august 2023', count(lg.filter(monthIs(LD, 2023, 8)).length), `dates written "13 Aug 2023"; ${ROWS_OR_COUNT}`);
  L('types as text', 'avg incident duration in mins', value(mean(num(lg, DUR))), 'Duration ("25 mins", "1 hr 5 mins" as text) in minutes over every incident');
  L('types as text', 'incidents on 13 aug 2022', count(lg.filter(dayIs(LD, '2022-08-13')).length), `Date "13/08/2022"; ${ROWS_OR_COUNT}`);
  L('types as text', 'first aid cases in 2024', count(lg.filter((row) => row['Incident Type'] === 'First Aid' && yearIs(LD, 2024)(row)).length), `Incident Type "First Aid" dated 2024; ${ROWS_OR_COUNT}`);
  L('units and conditions', 'incidents when the water was below 14 degrees', count(lg.filter((row) => at(row, WATER) < 14).length), `strict, Water Temp (°C); ${ROWS_OR_COUNT}`);
  L('units and conditions', 'incidents lasting more than an hour', count(lg.filter((row) => at(row, DUR) > 60).length), `strict, Duration ("1 hr" is out); ${ROWS_OR_COUNT}`);
  L('units and conditions', 'rescues in winds over 20 mph', count(rescues.filter((row) => at(row, 'Wind (mph)') > 20).length), `Incident Type Rescue and Wind (mph) over 20, strict; ${ROWS_OR_COUNT}`);
  L('units and conditions', 'incidents where the casualty was under 12', count(lg.filter((row) => at(row, AGE) < 12).length), `strict, Casualty Age ("n/k" is none); ${ROWS_OR_COUNT}`);
  L('units and conditions', 'rescues with 2 or more casualties', count(rescues.filter((row) => at(row, 'Casualties') >= 2).length), `Incident Type Rescue and Casualties at least 2; ${ROWS_OR_COUNT}`);
  L('missing values', 'how many with no casualty age', count(lg.filter((row) => row[AGE] === null).length), `"n/k" Casualty Age; ${ROWS_OR_COUNT}`);
  L('missing values', 'which columns have blanks', list(missingColumns(lg)), '"n/k" ages and sexes ("None" craft and "No Flags" are values)');
  L('ratio or derived', 'share of incidents by type', shares(groupBy(lg, text('Incident Type'), (g) => g.length / lg.length)), `every incident; ${SHARE}`);
  L('ratio or derived', 'ambulance rate by incident type', rates(lg, text('Incident Type'), is('Ambulance Called', 'Y')), `Ambulance Called Y over every incident of the type; ${SHARE}`);
  L('ratio or derived', 'avg casualties per incident by beach', groups(groupBy(lg, text('Beach'), (g) => mean(num(g, 'Casualties')))), 'average Casualties per incident of each Beach');
  L('refuse', 'how many incidents did tom lead', twoReadings(count(lg.filter(is('Lead Lifeguard', 'Tom Hughes')).length), count(lg.filter(is('Lead Lifeguard', 'Tom Barker')).length), 'tom'), 'two readings: Tom Hughes, or Tom Barker (both together a third)');
  L('refuse', 'avg water temp', twoReadings(value(mean(num(lg, WATER))), value(mean([...new Map(lg.map((row) => [isoDay(when(row, LD)), row[WATER] as number])).values()])), 'water temp'), 'two readings: over the incidents (a busy day counted once per incident), or over the days (one reading a day)');
  L('refuse', 'how many people did we help', twoReadings(value(sum(num(lg, 'Casualties'))), count(lg.length), 'people helped'), 'two readings: the Casualties summed, or the incidents (or the incidents not stood down)');
  L('refuse', 'which beach is most dangerous', refuse, 'a judgement');
  L('refuse', 'how many people were on the beach', refuse, 'no footfall counts');
  L('refuse', 'will 2025 be busier', refuse, 'a forecast');
  L('refuse', 'why are there more rescues at longstrand', refuse, 'a reason');
  L('refuse', 'what did the jet ski fuel cost', refuse, 'no costs');
  L('refuse', 'how many serious incidents', refuse, '"serious" has no threshold');
  return out;
}

export function probe24Questions(tables: Map<string, Row[]>): Question[] {
  return probe24Catalogue(tables).map(acceptingRows);
}
