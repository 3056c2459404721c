/**
 * Blind probe 19, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 18). Files generated here from fixed seeds
 * (19 001 to 19 005), in domains no earlier probe used (made-up figures, nothing copied, the
 * reserved packages neither used nor imitated): a 3D print farm's jobs in 2024 (timestamps
 * "2024-03-14 09:12", layer heights "0.20 mm", infill "15%" or "n/a" on the resin printer,
 * material "212 g", print times "5h 32m" or "45m" or "n/a", money "$4.12", "$0.00" reprints and
 * "-"), a community theatre's box office (a workbook with a Performances sheet of Excel dates,
 * times "7:30pm", takings "£4,812.50" or "-", bar takings "n/a", occupancy "87%", blank comps, and
 * a Shows sheet with genre, venue and director), winter wheat variety trials over three harvests
 * (plot ids, drilling dates "12/10/2022", harvest dates "2023-08-14" or blank, yields "-",
 * moisture "16.2%", protein "n/a", specific weight "NA", blank lodging scores), a tattoo studio's
 * bookings (dates "Sat 14/09/2024", starts "2:30pm", sizes "10 x 8", quotes "£350", deposits "-",
 * ages "NA") and a moulding shop's shift log for the first half of 2024 (dates "14.03.2024",
 * cycle times "38.4 s", good parts "14,520", downtime "45 min" or blank, scrap reasons "-").
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE19.md
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
const pad3 = (n: number): string => String(n).padStart(3, '0');
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));
const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const comma0 = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const plain = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const utc = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// a 3D print farm's jobs, 2024

const PRINTERS: Array<[string, string, number, number, number]> = [
  // [printer, model, weight, speed factor, failure base]
  ['MK4-A', 'Prusa MK4', 18, 1, 0.05], ['MK4-B', 'Prusa MK4', 18, 1, 0.06], ['X1C-1', 'Bambu X1C', 20, 0.6, 0.04], ['X1C-2', 'Bambu X1C', 20, 0.6, 0.05],
  ['Voron', 'Voron 2.4', 12, 0.7, 0.1], ['Saturn', 'Elegoo Saturn 3', 12, 1, 0.07],
];
const FILAMENTS: Array<[string, number, number, number]> = [
  // [material, weight, $ per gram, failure factor]
  ['PLA', 50, 0.022, 1], ['PETG', 22, 0.025, 1.3], ['ABS', 9, 0.024, 2.2], ['ASA', 7, 0.03, 1.6], ['TPU', 6, 0.045, 1.9],
];
const PRINT_CUSTOMERS: Array<[string, number]> = [['Acme Robotics', 20], ['Smith Engineering', 14], ['Dave Smith', 8], ['Northgate School', 12], ['Etsy Orders', 26], ['Harbour Models', 10], ['Tinker Labs', 10]];
const SUBMIT_HOURS: Array<[number, number]> = [[7, 2], [8, 4], [9, 8], [10, 12], [11, 10], [12, 6], [13, 8], [14, 11], [15, 9], [16, 7], [17, 5], [18, 4], [19, 4], [20, 5], [21, 4], [22, 2]];
const LAYER_FACTOR: Record<string, number> = { '0.05': 1, '0.12': 1.6, '0.16': 1.25, '0.2': 1, '0.28': 0.75 };
const PRINT_OPERATORS = ['JK', 'MB', 'RT', 'AL'];
const FAILED = (row: Row): boolean => String(row.Status).startsWith('Failed');

/** "Job ID", Submitted "2024-03-14 09:12", Printer, Model, Material, Colour, "Layer Height" "0.20 mm", Infill "15%" ("n/a" on resin), "Parts on Plate", "Material Used" "212 g", "Print Time" "5h 32m" or "45m" ("n/a" when the log was lost), "Material Cost" "$4.12", "Price Charged" "$35.00" ("$0.00" reprints, "-" for internal or failed jobs), Customer, "Job Type" (Customer/Prototype/Internal/Reprint), Operator (blank now and then), Status (Success/Failed - Spaghetti/Failed - Adhesion/Failed - Clog/Failed - Other). */
export function printFarmJobs(): EvalDataset {
  const rand = random(19_001);
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const month = date.getUTCMonth();
    const season = month === 10 || month === 11 ? 1.5 : month === 8 ? 1.25 : month === 6 || month === 7 ? 0.75 : 1;
    const n = Math.floor(rand() * 5 * season * (weekday === 0 || weekday === 6 ? 0.5 : 1));
    for (let k = 0; k < n; k++) {
      const minute = choose(rand, SUBMIT_HOURS) * 60 + Math.floor(rand() * 60);
      const [printer, model, , speed, failBase] = choose(rand, PRINTERS.map((p) => [p, p[2]] as [(typeof PRINTERS)[number], number]));
      const resin = model === 'Elegoo Saturn 3';
      const filament = resin ? null : choose(rand, FILAMENTS.map((f) => [f, f[1]] as [(typeof FILAMENTS)[number], number]));
      const material = filament ? filament[0] : 'Resin';
      const colour = resin ? pick(rand, ['Grey', 'Clear', 'Black']) : pick(rand, ['Black', 'White', 'Grey', 'Red', 'Blue', 'Orange', 'Green']);
      const layer = resin ? 0.05 : choose(rand, [[0.12, 15], [0.16, 25], [0.2, 45], [0.28, 15]]);
      const infill = resin ? null : choose(rand, [[10, 15], [15, 35], [20, 25], [40, 15], [100, 10]]);
      const parts = 1 + Math.floor(rand() * (rand() < 0.7 ? 4 : 12));
      const grams0 = Math.max(4, Math.round(Math.exp(Math.log(resin ? 60 : 110) + gauss(rand) * 0.7) * (1 + ((infill ?? 20) / 100) * 0.8)));
      const minutes0 = resin ? 90 + Math.floor(rand() * 420) : Math.max(8, Math.round(grams0 * 1.7 * speed * LAYER_FACTOR[String(layer)]));
      const failP = failBase * (filament ? filament[3] : 1) * (layer === 0.12 ? 1.2 : 1) * 1.5;
      const failed = rand() < failP;
      const status = !failed ? 'Success' : resin ? choose(rand, [['Failed - Adhesion', 70], ['Failed - Other', 30]]) : choose(rand, [['Failed - Spaghetti', 40], ['Failed - Adhesion', 35], ['Failed - Clog', 15], ['Failed - Other', 10]]);
      const share = failed ? 0.1 + rand() * 0.8 : 1;
      const grams = Math.max(1, Math.round(grams0 * share));
      const minutes = rand() < 0.025 ? null : Math.max(5, Math.round(minutes0 * share));
      const jobType = choose(rand, [['Customer', 55], ['Prototype', 18], ['Internal', 17], ['Reprint', 10]]);
      const customer = jobType === 'Internal' ? 'Internal' : choose(rand, PRINT_CUSTOMERS);
      const cost = round2(grams * (filament ? filament[2] : 0.055));
      const price = jobType === 'Internal' || failed ? null : jobType === 'Reprint' ? 0 : Math.round((cost * 3 + (minutes0 / 60) * 2.5 + 5) * 2) / 2;
      drafts.push({
        order: t + minute * 60_000, Submitted: new Date(t + minute * 60_000), Printer: printer, Model: model, Material: material, Colour: colour, 'Layer Height': layer, Infill: infill, 'Parts on Plate': parts,
        'Material Used': grams, 'Print Time': minutes, 'Material Cost': cost, 'Price Charged': price, Customer: customer, 'Job Type': jobType, Operator: rand() < 0.03 ? null : pick(rand, PRINT_OPERATORS), Status: status,
      });
    }
  }
  const rows: Row[] = [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }, n) => { void order; return { 'Job ID': `PJ-24-${String(n + 1).padStart(4, '0')}`, ...draft }; });
  const header = ['Job ID', 'Submitted', 'Printer', 'Model', 'Material', 'Colour', 'Layer Height', 'Infill', 'Parts on Plate', 'Material Used', 'Print Time', 'Material Cost', 'Price Charged', 'Customer', 'Job Type', 'Operator', 'Status'];
  const stamp = (d: Date): string => `${isoDay(d)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  const duration = (m: number): string => (m < 60 ? `${String(m)}m` : `${String(Math.floor(m / 60))}h ${pad2(m % 60)}m`);
  const lines = rows.map((row) => [
    row['Job ID'] as string, stamp(row.Submitted as Date), row.Printer as string, row.Model as string, row.Material as string, row.Colour as string, `${(row['Layer Height'] as number).toFixed(2)} mm`,
    row.Infill === null ? 'n/a' : `${String(row.Infill)}%`, String(row['Parts on Plate']), `${String(row['Material Used'])} g`, row['Print Time'] === null ? 'n/a' : duration(row['Print Time'] as number),
    `$${money2(row['Material Cost'] as number)}`, row['Price Charged'] === null ? '-' : `$${money2(row['Price Charged'] as number)}`, row.Customer as string, row['Job Type'] as string, plain(row.Operator), row.Status as string,
  ]);
  return { name: 'p19_printfarm', file: 'print_farm_jobs_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'print_farm_jobs_2024.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a community theatre's box office, 2023-2024: "Performances" and "Shows"

interface ShowPlan { show: string; genre: string; venue: string; director: string; open: string; days: number; cast: number; fee: number | null }
const SHOWS: ShowPlan[] = [
  { show: 'Blithe Weather', genre: 'Comedy', venue: 'Main House', director: 'Helen Marsh', open: '2023-02-14', days: 12, cast: 9, fee: 950 },
  { show: 'The Paper Fox', genre: "Children's", venue: 'Studio', director: 'Owen Price', open: '2023-04-04', days: 5, cast: 6, fee: null },
  { show: 'Murder at Marsh End', genre: 'Thriller', venue: 'Main House', director: 'Graham Lowe', open: '2023-05-09', days: 12, cast: 8, fee: 1100 },
  { show: 'Hard Frost', genre: 'Drama', venue: 'Studio', director: 'Priya Nair', open: '2023-06-13', days: 12, cast: 4, fee: 600 },
  { show: 'Sweet Nothing', genre: 'Musical', venue: 'Main House', director: 'Helen Marsh', open: '2023-09-19', days: 12, cast: 22, fee: 2400 },
  { show: 'Gone by Tuesday', genre: 'Comedy', venue: 'Studio', director: 'Owen Price', open: '2023-10-17', days: 5, cast: 5, fee: 450 },
  { show: 'Cinderella', genre: 'Panto', venue: 'Main House', director: 'Graham Lowe', open: '2023-12-08', days: 24, cast: 18, fee: null },
  { show: 'The Lighthouse Keeper', genre: 'Drama', venue: 'Main House', director: 'Priya Nair', open: '2024-02-20', days: 12, cast: 7, fee: 1250 },
  { show: 'Salt & Vinegar', genre: 'Comedy', venue: 'Studio', director: 'Owen Price', open: '2024-03-12', days: 5, cast: 4, fee: 400 },
  { show: 'Paper Moons', genre: "Children's", venue: 'Studio', director: 'Owen Price', open: '2024-04-02', days: 5, cast: 5, fee: null },
  { show: 'The Crooked Stair', genre: 'Thriller', venue: 'Main House', director: 'Graham Lowe', open: '2024-05-14', days: 12, cast: 9, fee: 1150 },
  { show: "A Winter's Ledger", genre: 'Drama', venue: 'Studio', director: 'Priya Nair', open: '2024-06-18', days: 12, cast: 5, fee: 700 },
  { show: 'Bright Lights, Little Town', genre: 'Musical', venue: 'Main House', director: 'Helen Marsh', open: '2024-09-24', days: 19, cast: 26, fee: 2800 },
  { show: 'Twelve Chairs', genre: 'Comedy', venue: 'Main House', director: 'Priya Nair', open: '2024-10-22', days: 5, cast: 12, fee: 800 },
  { show: 'Aladdin', genre: 'Panto', venue: 'Main House', director: 'Graham Lowe', open: '2024-12-06', days: 26, cast: 20, fee: null },
];
const GENRE_DRAW: Record<string, number> = { Panto: 0.88, Musical: 0.8, Comedy: 0.66, Thriller: 0.7, Drama: 0.56, "Children's": 0.78 };
const FOH = ['Bev', 'Sunil', 'Marjorie', 'Tom'];

/** "Performances": "Perf No", Show, Date (a real Excel date shown dd/mm/yyyy), Time ("7:30pm", "2:30pm", "11am"), Capacity, "Full Price Tickets", "Concession Tickets", Comps (blank when none), "Gross Takings" "£4,812.50" ("-" when cancelled), "Bar Takings (£)" (a number; "n/a" when the bar was shut or not reconciled), Occupancy "87%" ("-" when cancelled), Status (Performed/Cancelled - Cast Illness/Cancelled - Heating Failure), "FOH Manager". "Shows": Show, Genre, Venue, Director, "Opening Night", "Closing Night" (real dates), "Cast Size", "Licence Fee" "£1,250" ("n/a" for the studio's own scripts). */
export async function theatreWorkbook(): Promise<EvalDataset> {
  const rand = random(19_002);
  const perf: Row[] = [];
  const shows: Row[] = [];
  for (const plan of SHOWS) {
    const cap = plan.venue === 'Main House' ? 320 : 90;
    const panto = plan.genre === 'Panto';
    const children = plan.genre === "Children's";
    const [pf, pc] = plan.genre === 'Musical' ? [22, 18] : panto ? [16, 12] : children ? [9, 7] : plan.venue === 'Studio' ? [12, 10] : [15, 12];
    const start = utc(plan.open);
    const dates: number[] = [];
    let first = true;
    for (let d = 0; d < plan.days; d++) {
      const t = start + d * DAY;
      const date = new Date(t);
      const wd = date.getUTCDay();
      const dom = date.getUTCDate();
      let times: string[];
      if (panto) times = wd === 1 || dom === 25 ? [] : ['2:30pm', ...(wd !== 0 && dom !== 24 && dom !== 31 ? ['7:30pm'] : [])];
      else if (children) times = wd >= 2 && wd <= 6 ? ['11am', '2:30pm'] : [];
      else times = wd >= 2 && wd <= 6 ? [...(wd === 6 ? ['2:30pm'] : []), '7:30pm'] : [];
      for (const time of times) {
        dates.push(t);
        const matinee = time !== '7:30pm';
        const heating = isoDay(date) === '2024-02-27' && !matinee;
        const illness = !matinee && !first && rand() < 0.03;
        const status = heating ? 'Cancelled - Heating Failure' : illness ? 'Cancelled - Cast Illness' : 'Performed';
        const christmas = panto && ((dom >= 18 && dom <= 23) || (dom >= 26 && dom <= 30));
        const occ = GENRE_DRAW[plan.genre] + (plan.venue === 'Studio' ? 0.08 : 0) + (wd === 6 ? 0.12 : wd === 5 ? 0.07 : wd === 2 ? -0.1 : 0) + (matinee && !panto && !children ? -0.08 : 0) + (d >= plan.days - 3 ? 0.05 : 0) + (christmas ? 0.08 : 0) + gauss(rand) * 0.12;
        let audience = Math.max(8, Math.min(cap, Math.round(cap * occ)));
        if (audience === cap - 1) audience = cap; // 319 of 320 would read as "100%"
        const comps = Math.min(audience, first ? 18 + Math.floor(rand() * 12) : rand() < 0.45 ? 0 : 1 + Math.floor(rand() * 8));
        const sold = audience - comps;
        const concRate = children ? 0.55 : matinee ? 0.5 : 0.28;
        const conc = clamp(Math.round(sold * (concRate + (rand() - 0.5) * 0.1)), 0, sold);
        const full = sold - conc;
        const bar = time === '11am' || rand() < 0.04 ? null : round2(audience * (matinee ? 2.4 : 5.6) * (0.85 + rand() * 0.3));
        const cancelled = status !== 'Performed';
        perf.push({
          Show: plan.show, Date: date, Time: time, Capacity: cap, 'Full Price Tickets': cancelled ? null : full, 'Concession Tickets': cancelled ? null : conc, Comps: cancelled || comps === 0 ? null : comps,
          'Gross Takings': cancelled ? null : full * pf + conc * pc, 'Bar Takings (£)': cancelled ? null : bar, Occupancy: cancelled ? null : Math.round((100 * audience) / cap), Status: status, 'FOH Manager': pick(rand, FOH),
        });
        first = false;
      }
    }
    shows.push({ Show: plan.show, Genre: plan.genre, Venue: plan.venue, Director: plan.director, 'Opening Night': new Date(dates[0]), 'Closing Night': new Date(dates[dates.length - 1]), 'Cast Size': plan.cast, 'Licence Fee': plan.fee });
  }
  const order = (row: Row): number => (row.Date as Date).getTime() + ({ '11am': 11, '2:30pm': 14.5, '7:30pm': 19.5 }[row.Time as string] ?? 0) * 3_600_000;
  const rows: Row[] = [...perf].sort((a, b) => order(a) - order(b)).map((row, n) => ({ 'Perf No': `P-${String(n + 1).padStart(4, '0')}`, ...row }));
  const workbook = new ExcelJS.Workbook();
  // A fixed creation date, so the workbook's properties are the same on every run.
  workbook.created = new Date(Date.UTC(2025, 0, 6, 9, 0));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet('Performances');
  const header = ['Perf No', 'Show', 'Date', 'Time', 'Capacity', 'Full Price Tickets', 'Concession Tickets', 'Comps', 'Gross Takings', 'Bar Takings (£)', 'Occupancy', 'Status', 'FOH Manager'];
  sheet.addRow(header);
  const cell = (row: Row, h: string): string | number | Date | null => {
    const v = row[h];
    if (h === 'Gross Takings') return v === null ? '-' : `£${money2(v as number)}`;
    if (h === 'Bar Takings (£)') return v === null ? 'n/a' : (v as number);
    if (h === 'Occupancy') return v === null ? '-' : `${String(v)}%`;
    return v as string | number | Date | null;
  };
  for (const row of rows) sheet.addRow(header.map((h) => cell(row, h))).getCell(3).numFmt = 'dd/mm/yyyy';
  const sSheet = workbook.addWorksheet('Shows');
  const sHeader = ['Show', 'Genre', 'Venue', 'Director', 'Opening Night', 'Closing Night', 'Cast Size', 'Licence Fee'];
  sSheet.addRow(sHeader);
  for (const row of shows) {
    const added = sSheet.addRow(sHeader.map((h) => (h === 'Licence Fee' ? (row[h] === null ? 'n/a' : `£${comma0(row[h] as number)}`) : row[h])));
    added.getCell(5).numFmt = 'd mmm yyyy';
    added.getCell(6).numFmt = 'd mmm yyyy';
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p19_theatre', file: 'box_office_2023-24.xlsx', bytes, tables: [{ label: 'box_office_2023-24.xlsx / Performances', rows }, { label: 'box_office_2023-24.xlsx / Shows', rows: shows }] };
}

// ---------------------------------------------------------------------------------------------
// winter wheat variety trials, harvests 2022-2024

const VARIETIES: Array<[string, number, number, number]> = [
  // [variety, yield effect t/ha, septoria susceptibility, straw weakness]
  ['Harrier', 0.5, 1.1, 0.8], ['Goldcrest', 0.2, 0.7, 0.5], ['Tundra', 0, 0.9, 0.6], ['Merlin', -0.3, 0.5, 0.4], ['Kestrel', 0.8, 1.3, 1], ['Bolt', -0.6, 0.8, 1.4], ['Aurora', 0.1, 1, 0.7], ['Saxon', 0.4, 0.9, 1.3],
];
const N_RATES = [0, 100, 180, 240];
const N_EFFECT: Record<number, number> = { 0: -3.4, 100: -1, 180: 0, 240: 0.25 };
interface SiteYear { site: string; code: string; year: number; base: number; drilled: [string, string]; harvested: [string, string]; moisture: number; abandon?: [string, number] }
const SITE_YEARS: SiteYear[] = [
  { site: 'Northfield', code: 'NF', year: 2022, base: 8.3, drilled: ['2021-10-06', '2021-10-07'], harvested: ['2022-08-04', '2022-08-05'], moisture: 14.6, abandon: ['Abandoned - Pigeon Damage', 0.05] },
  { site: 'Home Farm', code: 'HF', year: 2022, base: 9.8, drilled: ['2021-10-12', '2021-10-13'], harvested: ['2022-08-09', '2022-08-10'], moisture: 14.4 },
  { site: 'Northfield', code: 'NF', year: 2023, base: 7.6, drilled: ['2022-10-19', '2022-11-08'], harvested: ['2023-08-21', '2023-08-24'], moisture: 18.1 },
  { site: 'Home Farm', code: 'HF', year: 2023, base: 9, drilled: ['2022-10-14', '2022-10-15'], harvested: ['2023-08-29', '2023-08-30'], moisture: 17.6 },
  { site: 'Clay Lane', code: 'CL', year: 2023, base: 8.9, drilled: ['2022-10-25', '2022-10-26'], harvested: ['2023-09-04', '2023-09-05'], moisture: 18.6 },
  { site: 'Northfield', code: 'NF', year: 2024, base: 8.1, drilled: ['2023-10-09', '2023-10-10'], harvested: ['2024-08-12', '2024-08-13'], moisture: 15.4, abandon: ['Abandoned - Pigeon Damage', 0.04] },
  { site: 'Home Farm', code: 'HF', year: 2024, base: 9.4, drilled: ['2023-10-17', '2023-10-18'], harvested: ['2024-08-15', '2024-08-16'], moisture: 15.7 },
  { site: 'Clay Lane', code: 'CL', year: 2024, base: 8.2, drilled: ['2023-11-14', '2023-11-15'], harvested: ['2024-08-27', '2024-09-02'], moisture: 16.4, abandon: ['Abandoned - Waterlogged', 0.08] },
];

/** Plot, Site, "Harvest Year" (a number), Block, Variety, "N Rate (kg N/ha)", Fungicide (T1+T2/Untreated), Drilled "12/10/2022", Harvested "2023-08-14" (blank when abandoned), "Yield (t/ha @ 15% mc)" ("-" when abandoned), "Moisture at Harvest" "16.2%" ("-"), "Protein %" ("n/a" when not sampled), "Specific Weight (kg/hl)" ("NA"), "Lodging (0-9)" (blank when not scored), "Septoria (% leaf area)" ("n/a"), "Plot Status" (Harvested/Abandoned - Pigeon Damage/Abandoned - Waterlogged). */
export function wheatTrials(): EvalDataset {
  const rand = random(19_003);
  const rows: Row[] = [];
  for (const sy of SITE_YEARS) {
    let plot = 0;
    for (const block of [1, 2]) {
      const combos: Array<[(typeof VARIETIES)[number], number, string]> = [];
      for (const v of VARIETIES) for (const n of N_RATES) for (const f of ['T1+T2', 'Untreated']) combos.push([v, n, f]);
      for (let i = combos.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [combos[i], combos[j]] = [combos[j], combos[i]];
      }
      for (const [[variety, vEff, sus, weak], n, fung] of combos) {
        plot++;
        const abandoned = sy.abandon !== undefined && rand() < sy.abandon[1];
        const lodgeRaw = ((n - 100) / 50) * weak + (sy.year === 2023 ? 1 : 0) + gauss(rand) * 1.2;
        const lodging = clamp(Math.round(lodgeRaw), 0, 9);
        const sept = round1(clamp(fung === 'Untreated' ? (14 + 18 * rand()) * sus * (sy.year === 2023 ? 1.4 : 1) : (2 + 6 * rand()) * sus, 0.5, 85));
        const yieldT = round2(Math.max(2, sy.base + vEff + N_EFFECT[n] - (fung === 'Untreated' ? sept * 0.035 : sept * 0.01) - lodging * 0.12 + gauss(rand) * 0.4));
        const moisture = round1(sy.moisture + (sy.site === 'Clay Lane' ? 0.5 : 0) + gauss(rand) * 0.8);
        const protein = rand() < 0.8 ? round1(10.2 + (n / 100) * 1.1 - (yieldT - 9) * 0.25 + gauss(rand) * 0.35) : null;
        const sw = rand() < 0.05 ? null : round1(77.5 + vEff * 1.2 - lodging * 0.4 - (sy.year === 2023 ? 2.5 : 0) + gauss(rand) * 1.1);
        const scored = rand() < 0.88;
        const septSeen = rand() >= 0.05;
        rows.push({
          Plot: `${sy.code}${String(sy.year % 100)}-B${String(block)}-${pad3(plot)}`, Site: sy.site, 'Harvest Year': sy.year, Block: block, Variety: variety, 'N Rate (kg N/ha)': n, Fungicide: fung,
          Drilled: new Date(utc(sy.drilled[block - 1])), Harvested: abandoned ? null : new Date(utc(sy.harvested[block - 1])), 'Yield (t/ha @ 15% mc)': abandoned ? null : yieldT, 'Moisture at Harvest': abandoned ? null : moisture,
          'Protein %': abandoned ? null : protein, 'Specific Weight (kg/hl)': abandoned ? null : sw, 'Lodging (0-9)': abandoned || !scored ? null : lodging, 'Septoria (% leaf area)': abandoned || !septSeen ? null : sept,
          'Plot Status': abandoned ? (sy.abandon as [string, number])[0] : 'Harvested',
        });
      }
    }
  }
  const header = ['Plot', 'Site', 'Harvest Year', 'Block', 'Variety', 'N Rate (kg N/ha)', 'Fungicide', 'Drilled', 'Harvested', 'Yield (t/ha @ 15% mc)', 'Moisture at Harvest', 'Protein %', 'Specific Weight (kg/hl)', 'Lodging (0-9)', 'Septoria (% leaf area)', 'Plot Status'];
  const dmy = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
  const fixed = (v: unknown, digits: number, missing: string): string => (v === null ? missing : (v as number).toFixed(digits));
  const lines = rows.map((row) => [
    row.Plot as string, row.Site as string, String(row['Harvest Year']), String(row.Block), row.Variety as string, String(row['N Rate (kg N/ha)']), row.Fungicide as string, dmy(row.Drilled as Date),
    row.Harvested === null ? '' : isoDay(row.Harvested as Date), fixed(row['Yield (t/ha @ 15% mc)'], 2, '-'), row['Moisture at Harvest'] === null ? '-' : `${(row['Moisture at Harvest'] as number).toFixed(1)}%`,
    fixed(row['Protein %'], 1, 'n/a'), fixed(row['Specific Weight (kg/hl)'], 1, 'NA'), plain(row['Lodging (0-9)']), fixed(row['Septoria (% leaf area)'], 1, 'n/a'), row['Plot Status'] as string,
  ]);
  return { name: 'p19_trials', file: 'winter_wheat_trials_2022-24.csv', bytes: csvBytes(header, lines), tables: [{ label: 'winter_wheat_trials_2022-24.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a tattoo studio's bookings, July 2023 - December 2024

const ARTISTS: Array<[string, number, Array<[string, number]>]> = [
  // [artist, hourly rate £, styles]
  ['Marcus Bell', 120, [['Traditional', 35], ['Neo-Trad', 30], ['Japanese', 20], ['Flash', 15]]],
  ['Ife Adebayo', 110, [['Fine Line', 45], ['Lettering', 25], ['Blackwork', 20], ['Flash', 10]]],
  ['Rosa Lindqvist', 130, [['Black & Grey', 35], ['Realism', 35], ['Cover-up', 30]]],
  ['Tom Haddad', 100, [['Blackwork', 40], ['Traditional', 25], ['Flash', 25], ['Cover-up', 10]]],
  ['Kiko Mori', 140, [['Japanese', 60], ['Fine Line', 40]]],
];
const PLACEMENTS: Array<[string, number, number]> = [
  // [placement, weight, size bias (0 small … 2 large)]
  ['Forearm', 20, 1], ['Upper Arm', 14, 1], ['Calf', 10, 1], ['Thigh', 9, 2], ['Back', 7, 2], ['Ribs', 7, 1.5], ['Wrist', 8, 0], ['Ankle', 7, 0], ['Chest', 6, 1.5], ['Hand', 4, 0], ['Neck', 3, 0], ['Shoulder', 5, 1],
];
const TATTOO_SIZES: Array<Array<[number, number]>> = [[[5, 5], [6, 4], [8, 5], [7, 7]], [[10, 8], [12, 10], [15, 10], [12, 12]], [[20, 15], [25, 20], [30, 20], [22, 18]]];
const STYLE_SIZE: Record<string, number> = { 'Fine Line': -0.6, Flash: -0.8, Lettering: -0.5, Japanese: 0.6, Realism: 0.4, 'Cover-up': 0.4 };
const STYLE_TIME: Record<string, number> = { Realism: 1.4, Japanese: 1.3, 'Black & Grey': 1.2, 'Fine Line': 0.8, Flash: 0.7 };
const STARTS = ['10am', '11am', '1pm', '2:30pm', '4pm'];
/** The guest artist's months (0-based month of 2024). */
const GUEST_MONTHS = [2, 3, 4, 9];

/** "Booking Ref", "Appt Date" "Sat 14/09/2024", Start "2:30pm", Artist, Style, Placement, "Size (cm)" "10 x 8", Hours (blank unless completed), Quote "£350", "Deposit Paid" "£50" ("-" for walk-ins and flash), "Final Price" "£380.00" ("-" unless completed), Payment (blank unless paid), "New Client" (Y/N), "Walk-in" (Yes/No), "Client Age" ("NA"), Status (Completed/No Show/Cancelled by Client/Cancelled by Artist). */
export function tattooBookings(): EvalDataset {
  const rand = random(19_004);
  const rows: Row[] = [];
  for (let t = Date.UTC(2023, 6, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    const month = date.getUTCMonth();
    const dom = date.getUTCDate();
    if (wd < 2 || (month === 11 && dom >= 24) || (month === 0 && dom === 1)) continue;
    for (const [artist, rate, styles] of ARTISTS) {
      if (artist === 'Kiko Mori' && !(date.getUTCFullYear() === 2024 && GUEST_MONTHS.includes(month))) continue;
      if (rand() >= 0.8) continue;
      const n = 1 + (rand() < 0.55 ? 1 : 0) + (wd === 6 && rand() < 0.4 ? 1 : 0);
      for (let k = 0; k < n; k++) {
        const style = choose(rand, styles);
        const [placement, , bias] = choose(rand, PLACEMENTS.map((p) => [p, p[1]] as [(typeof PLACEMENTS)[number], number]));
        const tier = clamp(Math.round(bias + (STYLE_SIZE[style] ?? 0) + (rand() - 0.5) * 1.4), 0, 2);
        const [w, h] = pick(rand, TATTOO_SIZES[tier]);
        const hours = clamp(Math.round((0.75 + ((w * h) / 110) * (STYLE_TIME[style] ?? 1)) * 2) / 2, 0.5, 8);
        const flash = style === 'Flash';
        const walkIn = flash ? rand() < 0.6 : tier === 0 && rand() < 0.12;
        const quote = flash ? pick(rand, [80, 100, 120, 150]) : Math.max(80, Math.round((rate * hours) / 10) * 10);
        const deposit = walkIn || flash ? null : quote < 300 ? 50 : quote < 800 ? 100 : 150;
        const newClient = rand() < 0.45;
        const status = walkIn ? 'Completed' : choose(rand, [['Completed', 87], ['No Show', newClient ? 8 : 4], ['Cancelled by Client', 5], ['Cancelled by Artist', 2]]);
        const done = status === 'Completed';
        const final = !done ? null : flash ? quote : Math.round((quote * (0.95 + rand() * 0.2)) / 5) * 5;
        const payment = final === null ? null : choose(rand, [['Card', 60], ['Cash', 20], ['Bank Transfer', 10], ...(final > 200 ? [['Klarna', 10] as [string, number]] : [])]);
        const age = rand() < 0.06 ? null : clamp(Math.round(18 + Math.abs(gauss(rand)) * 12 + rand() * 8), 18, 70);
        rows.push({
          'Appt Date': date, Start: pick(rand, STARTS), Artist: artist, Style: style, Placement: placement, 'Size (cm)': `${String(w)} x ${String(h)}`, Hours: done ? hours : null, Quote: quote, 'Deposit Paid': deposit,
          'Final Price': final, Payment: payment, 'New Client': newClient ? 'Y' : 'N', 'Walk-in': walkIn ? 'Yes' : 'No', 'Client Age': age, Status: status,
        });
      }
    }
  }
  const numbered: Row[] = rows.map((row, n) => ({ 'Booking Ref': `INK-${String(1001 + n)}`, ...row }));
  const header = ['Booking Ref', 'Appt Date', 'Start', 'Artist', 'Style', 'Placement', 'Size (cm)', 'Hours', 'Quote', 'Deposit Paid', 'Final Price', 'Payment', 'New Client', 'Walk-in', 'Client Age', 'Status'];
  const day = (d: Date): string => `${WEEKDAY_SHORT[d.getUTCDay()]} ${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
  const lines = numbered.map((row) => [
    row['Booking Ref'] as string, day(row['Appt Date'] as Date), row.Start as string, row.Artist as string, row.Style as string, row.Placement as string, row['Size (cm)'] as string, plain(row.Hours),
    `£${comma0(row.Quote as number)}`, row['Deposit Paid'] === null ? '-' : `£${String(row['Deposit Paid'])}`, row['Final Price'] === null ? '-' : `£${money2(row['Final Price'] as number)}`, plain(row.Payment),
    row['New Client'] as string, row['Walk-in'] as string, row['Client Age'] === null ? 'NA' : String(row['Client Age']), row.Status as string,
  ]);
  return { name: 'p19_tattoo', file: 'studio_bookings.csv', bytes: csvBytes(header, lines), tables: [{ label: 'studio_bookings.csv', rows: numbered }] };
}

// ---------------------------------------------------------------------------------------------
// an injection moulding shop's shift log, January - June 2024

const MACHINES: Array<[string, number]> = [['IMM-01', 80], ['IMM-02', 80], ['IMM-03', 150], ['IMM-04', 150], ['IMM-05', 250], ['IMM-06', 350]];
interface MouldedPart { part: string; mould: string; cav: number; material: string; cycle: number; grams: number; runner: number; scrap: number; tons: number[]; reasons: Array<[string, number]> }
const MOULDED: MouldedPart[] = [
  { part: 'Battery Cover', mould: 'M-102', cav: 4, material: 'ABS', cycle: 22, grams: 18, runner: 9, scrap: 0.012, tons: [80], reasons: [['Short Shot', 30], ['Sink Marks', 25], ['Flash', 25], ['Black Specks', 20]] },
  { part: 'Cable Clip', mould: 'M-118', cav: 16, material: 'PP', cycle: 14, grams: 2.5, runner: 12, scrap: 0.006, tons: [80], reasons: [['Short Shot', 50], ['Flash', 35], ['Warpage', 15]] },
  { part: 'Cap 38mm', mould: 'M-121', cav: 8, material: 'PP', cycle: 11, grams: 4, runner: 6, scrap: 0.005, tons: [80, 150], reasons: [['Short Shot', 40], ['Flash', 40], ['Warpage', 20]] },
  { part: 'Gear Wheel', mould: 'M-130', cav: 2, material: 'POM', cycle: 30, grams: 12, runner: 5, scrap: 0.009, tons: [150], reasons: [['Sink Marks', 40], ['Short Shot', 35], ['Warpage', 25]] },
  { part: 'Front Bezel', mould: 'M-144', cav: 2, material: 'PC/ABS', cycle: 38, grams: 85, runner: 20, scrap: 0.03, tons: [250], reasons: [['Black Specks', 35], ['Splay', 30], ['Sink Marks', 15], ['Short Shot', 20]] },
  { part: 'Housing Base', mould: 'M-151', cav: 1, material: 'PA6-GF30', cycle: 52, grams: 310, runner: 25, scrap: 0.025, tons: [350], reasons: [['Warpage', 40], ['Short Shot', 30], ['Splay', 30]] },
  { part: 'Housing Lid', mould: 'M-152', cav: 1, material: 'PA6-GF30', cycle: 48, grams: 240, runner: 22, scrap: 0.02, tons: [250, 350], reasons: [['Warpage', 45], ['Short Shot', 30], ['Flash', 25]] },
];
const SHIFT_TEAMS: Array<[string, string[]]> = [['Early', ['K. Nowak', 'P. Singh']], ['Late', ['D. Okafor', 'L. Brennan']], ['Night', ['A. Costa', 'M. Fischer']]];
const BANK_HOLIDAYS = ['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27'];

/** Date "14.03.2024", Shift (Early/Late/Night), Machine, Part, Mould "M-144 (2-cav)", Material, "Cycle Time" "38.4 s", Shots, "Good Parts" "14,520", Scrap, "Scrap Reason" ("-" when no scrap, blank when not logged), Downtime "45 min" (blank when not logged), "Downtime Reason" (blank when none), "Material Used (kg)", Operator, "QC Hold" (Yes/No). */
export function mouldingShiftLog(): EvalDataset {
  const rand = random(19_005);
  const rows: Row[] = [];
  const state = new Map<string, { part: MouldedPart; left: number }>();
  for (const [machine, tons] of MACHINES) {
    const fits = MOULDED.filter((p) => p.tons.includes(tons));
    state.set(machine, { part: pick(rand, fits), left: 3 + Math.floor(rand() * 10) });
  }
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2024, 5, 29); t += DAY) {
    const date = new Date(t);
    const wd = date.getUTCDay();
    if (wd === 0 || wd === 6 || BANK_HOLIDAYS.includes(isoDay(date))) continue;
    const month = date.getUTCMonth();
    const firstFriday = wd === 5 && date.getUTCDate() <= 7;
    for (const [shift, team] of SHIFT_TEAMS) {
      for (const [machine, tons] of MACHINES) {
        const small = tons === 80;
        const runs = rand() < (shift === 'Early' ? 0.95 : shift === 'Late' ? 0.9 : small ? 0.3 : 0.75);
        if (!runs) continue;
        const current = state.get(machine) as { part: MouldedPart; left: number };
        let change = false;
        if (current.left <= 0) {
          const fits = MOULDED.filter((p) => p.tons.includes(tons));
          const others = fits.length > 1 ? fits.filter((p) => p !== current.part) : fits;
          current.part = pick(rand, others);
          current.left = 4 + Math.floor(rand() * 14);
          change = true;
        }
        current.left--;
        const part = current.part;
        let reason: string | null = null;
        let down = 0;
        if (change) [reason, down] = ['Mould Change', 60 + rand() * 90];
        else if (rand() < (machine === 'IMM-03' ? 0.09 : 0.035)) [reason, down] = ['Breakdown', 30 + rand() * 270];
        else if (firstFriday && shift === 'Early') [reason, down] = ['Planned Maintenance', 240];
        else if (shift === 'Night' && rand() < 0.04) [reason, down] = ['No Operator', 120 + rand() * 360];
        else if (rand() < 0.03) [reason, down] = ['Waiting Material', 30 + rand() * 90];
        down = Math.round(down / 5) * 5;
        const logged = rand() >= 0.02;
        const cycle = round1(part.cycle * (1.03 + rand() * 0.09) * (month === 5 ? 1.02 : 1));
        const shots = Math.floor((((480 - down) * 60) / cycle) * (0.93 + rand() * 0.05));
        const total = shots * part.cav;
        const rate = part.scrap * (change ? 1.8 : 1) * Math.exp(gauss(rand) * 0.5) * (shift === 'Night' ? 1.15 : 1);
        const scrap = Math.round(total * rate);
        const scrapReason = scrap === 0 ? null : rand() < 0.04 ? null : choose(rand, part.reasons);
        const hold = (rate > part.scrap * 2.2 && rand() < 0.5) || rand() < 0.01;
        rows.push({
          Date: date, Shift: shift, Machine: machine, Part: part.part, Mould: `${part.mould} (${String(part.cav)}-cav)`, Material: part.material, 'Cycle Time': cycle, Shots: shots, 'Good Parts': total - scrap, Scrap: scrap,
          'Scrap Reason': scrapReason, Downtime: logged ? down : null, 'Downtime Reason': logged ? reason : null, 'Material Used (kg)': round1(((shots * (part.grams * part.cav + part.runner)) / 1000) * 1.02),
          Operator: pick(rand, team), 'QC Hold': hold ? 'Yes' : 'No',
        });
      }
    }
  }
  const header = ['Date', 'Shift', 'Machine', 'Part', 'Mould', 'Material', 'Cycle Time', 'Shots', 'Good Parts', 'Scrap', 'Scrap Reason', 'Downtime', 'Downtime Reason', 'Material Used (kg)', 'Operator', 'QC Hold'];
  const dotted = (d: Date): string => `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    dotted(row.Date as Date), row.Shift as string, row.Machine as string, row.Part as string, row.Mould as string, row.Material as string, `${(row['Cycle Time'] as number).toFixed(1)} s`, String(row.Shots),
    comma0(row['Good Parts'] as number), String(row.Scrap), row['Scrap Reason'] === null ? (row.Scrap === 0 ? '-' : '') : (row['Scrap Reason'] as string), row.Downtime === null ? '' : `${String(row.Downtime)} min`,
    plain(row['Downtime Reason']), (row['Material Used (kg)'] as number).toFixed(1), row.Operator as string, row['QC Hold'] as string,
  ]);
  return { name: 'p19_moulding', file: 'imm_shift_log_H1_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'imm_shift_log_H1_2024.csv', rows }] };
}

export const PROBE19_DATASETS = new Set(['p19_printfarm', 'p19_theatre', 'p19_trials', 'p19_tattoo', 'p19_moulding']);

export async function probe19Datasets(): Promise<EvalDataset[]> {
  return [printFarmJobs(), await theatreWorkbook(), wheatTrials(), tattooBookings(), mouldingShiftLog()];
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
const monthName = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? MONTH_SHORT[when(row, column).getUTCMonth()] : null);
/** A month of one calendar year, keyed as a series over months is labelled ("2024-03"). */
const yearMonthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `${String(when(row, column).getUTCFullYear())}-${pad2(when(row, column).getUTCMonth() + 1)}` : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const hourKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCHours()) : null);
const numKey = (column: string) => (row: Row): string | null => (isNum(row[column]) ? String(row[column]) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string | number) => (row: Row): boolean => row[column] === value;
const finite = (xs: number[]): number[] => xs.filter(Number.isFinite);
/** An hour of the day in every usual spelling, on the 24-hour and the 12-hour clock. */
const hourForms = (key: string): string[] => {
  const h = Number(key);
  const h12 = String(((h + 11) % 12) + 1);
  const half = h < 12 ? 'AM' : 'PM';
  return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`, `${h12} ${half}`, `${h12}:00 ${half}`, `${h12}${half.toLowerCase()}`])];
};
/** A month of a file that holds one year: "3", "03", "Mar", "March", or the month with its year ("2024-03"). */
const monthFormsIn = (year: number) => (key: string): string[] => [...monthForms(key), `${String(year)}-${pad2(Number(key))}`, `${String(year)}-${pad2(Number(key))}-01`];
/** A which-row answer judged by its label alone, where the figure is not one column's cell (a derived size, a duration written "5h 32m"). */
const labelsOnly = (e: Expected): Expected => (e.kind === 'row' ? { kind: 'row', column: e.column, labels: e.labels } : e);
/** A bare-words count: a user accepts the count, or the rows with the count said in the first sentence; the judge scores the count. */
const ROWS_OR_COUNT = 'answer forms a user accepts: the count; or the matching rows, whose count the first sentence says (the judge scores the count)';
/** A series over the months: keyed "2024-01"…; a series keyed 1…12 or Jan…Dec is the same answer where one year is asked, which the judge cannot match. */
const MONTH_SERIES = 'answer forms a user accepts: one figure per month, labelled 2024-01… (expected here) or 1…12 or Jan…Dec (the judge matches one spelling of a group key: count those apart)';
/** A share by group: a fraction in a `share` column or 0-100 in a `percent` column (the judge accepts both). */
const SHARE = 'a share per group: a fraction (0-1) in a share column, or 0-100 in a percent column; both accepted';
const PERCENT = 'a percent (0-100), as the file writes it; a fraction in a share column is accepted';
/** A month of the year in a file of one year: the judge maps a "2024-03" label to March too. */
const ONE_YEAR_MONTH = 'the file holds 2024 only: 3, 03, Mar, March, 2024-03 all accepted';
const SPANS_YEARS = 'the file spans more than one year: a month of the year (3, 03, Mar, March)';

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe19Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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

  // ---- 3D print farm ----
  const pf = tables.get('print_farm_jobs_2024.csv') ?? [];
  const P = ask('p19_printfarm');
  const SUB = 'Submitted';
  const GRAMS = 'Material Used';
  const PT = 'Print Time';
  const PRICE = 'Price Charged';
  const MCOST = 'Material Cost';
  const failedJobs = pf.filter(FAILED);
  P('plain', 'jobs per printer', groups(countBy(pf, text('Printer'))), 'every job');
  P('plain', 'total material used in grams', value(sum(num(pf, GRAMS))), '"212 g" as text; resin weighed too, failed jobs what they used');
  P('plain', 'avg print time in hours', value(mean(num(pf, PT)) / 60), '"5h 32m" and "45m" as text, in hours; "n/a" is none');
  P('plain', 'how many colours have we printed in', count(distinct(pf, 'Colour')));
  P('plain', 'how much have we charged customers in total', value(sum(num(pf, PRICE))), 'the Price Charged column; "$0.00" reprints count as 0, "-" (internal or failed) is none');
  P('which row', 'which printer has the most failed prints', best(countBy(failedJobs, text('Printer')), 'Printer'), 'Status starting "Failed", per printer');
  P('which row', 'longest print job', labelsOnly(extremeRows(pf, PT, 'Job ID', 'max')), 'by Print Time ("12h 05m" as text); judged by the Job ID, any tied job');
  P('which row', 'which customer spends the most with us', best(groupBy(pf, text('Customer'), (g) => sum(num(g, PRICE))), 'Customer'), 'total Price Charged');
  P('which row', 'what material do we go through the most', eitherReading(best(groupBy(pf, text('Material'), (g) => sum(num(g, GRAMS))), 'Material', 'max', asIs, false), best(countBy(pf, text('Material')), 'Material', 'max', asIs, false)), 'by grams used or by jobs: an answer where both name the material');
  P('everyday words', 'how many spaghetti failures', count(pf.filter(is('Status', 'Failed - Spaghetti')).length), `Status "Failed - Spaghetti"; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many prints came unstuck from the bed', count(pf.filter(is('Status', 'Failed - Adhesion')).length), `Status "Failed - Adhesion"; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many times did a nozzle clog', count(pf.filter(is('Status', 'Failed - Clog')).length), `Status "Failed - Clog"; ${ROWS_OR_COUNT}`);
  P('everyday words', 'how many free reprints did we run', count(pf.filter(is('Job Type', 'Reprint')).length), `Job Type Reprint (charged "$0.00", or "-" where the reprint failed too); ${ROWS_OR_COUNT}`);
  P('comparison', 'avg print hours bambu vs prusa', groups(keyed(pf, (row) => row.Model === 'Bambu X1C' || row.Model === 'Prusa MK4', text('Model'), (g) => mean(num(g, PT)) / 60)), 'Print Time in hours; keyed by Model, Bambu X1C and Prusa MK4 (two printers each)');
  P('comparison', 'failure rate pla vs petg', rates(pf.filter((row) => row.Material === 'PLA' || row.Material === 'PETG'), text('Material'), FAILED), `failed jobs over all jobs of the material; ${SHARE}`);
  P('comparison', 'jobs november vs december', groups(keyed(pf, (row) => monthIs(SUB, 2024, 11)(row) || monthIs(SUB, 2024, 12)(row), monthName(SUB), (g) => g.length)), 'keyed Nov, Dec (2024-11, 2024-12 accepted)');
  P('comparison', 'revenue customer jobs vs prototypes', groups(keyed(pf, (row) => row['Job Type'] === 'Customer' || row['Job Type'] === 'Prototype', text('Job Type'), (g) => sum(num(g, PRICE)))), 'Price Charged, keyed Customer, Prototype (the Job Type column)');
  P('seasonality', 'busiest month for jobs', best(countBy(pf, monthKey(SUB)), 'month', 'max', monthFormsIn(2024)), `jobs submitted; ${ONE_YEAR_MONTH}`);
  P('seasonality', 'what time of day do most jobs come in', best(countBy(pf, hourKey(SUB)), 'hour', 'max', hourForms), 'the hour of Submitted ("2024-03-14 09:12")');
  P('seasonality', 'grams used per month', groups(groupBy(pf, yearMonthKey(SUB), (g) => sum(num(g, GRAMS)))), MONTH_SERIES);
  P('types as text', 'jobs submitted on valentines day', count(pf.filter(dayIs(SUB, '2024-02-14')).length), `14 February 2024, the file's only one (a timestamp "2024-02-14 hh:mm"); ${ROWS_OR_COUNT}`);
  P('types as text', 'avg infill %', value(mean(num(pf, 'Infill'))), `"15%" as text, "n/a" (resin) is none; ${PERCENT}`);
  P('types as text', 'how much material did we get through in october', value(sum(num(pf.filter(monthIs(SUB, 2024, 10)), GRAMS))), 'grams, October 2024');
  P('types as text', 'how many jobs were printed at 0.12 mm layers', count(pf.filter(is('Layer Height', 0.12)).length), `"0.12 mm" as text; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'prints longer than 10 hrs', count(pf.filter((row) => at(row, PT) > 600).length), `strict, over 600 minutes ("10h 00m" is not longer); ${ROWS_OR_COUNT}`);
  P('units and conditions', 'jobs that used more than 250 g', count(pf.filter((row) => at(row, GRAMS) > 250).length), `strict; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'how many jobs at 100% infill', count(pf.filter(is('Infill', 100)).length), ROWS_OR_COUNT);
  P('units and conditions', 'failed abs prints in the second half of the year', count(failedJobs.filter((row) => row.Material === 'ABS' && when(row, SUB).getUTCMonth() >= 6).length), `July to December 2024; ${ROWS_OR_COUNT}`);
  P('units and conditions', 'plates with more than 6 parts on', count(pf.filter((row) => at(row, 'Parts on Plate') > 6).length), `strict; ${ROWS_OR_COUNT}`);
  P('missing values', 'how many jobs have no print time logged', count(pf.filter((row) => row[PT] === null).length), `"n/a" Print Time; ${ROWS_OR_COUNT}`);
  P('missing values', 'which columns have empty cells', list(missingColumns(pf)), '"n/a" infill and print times, "-" prices, blank operators');
  P('ratio or derived', 'cost per gram for each material', groups(groupBy(pf, text('Material'), (g) => ratio(g, MCOST, GRAMS))), 'total Material Cost over total grams');
  P('ratio or derived', 'revenue per print hour by printer', groups(groupBy(pf, text('Printer'), (g) => ratio(g, PRICE, PT) * 60)), 'total Price Charged over total print hours, the jobs with both');
  P('ratio or derived', 'failure rate by operator', rates(pf, text('Operator'), FAILED), `failed over all jobs per operator (blank operators apart); ${SHARE}`);
  P('refuse', 'which printer should we sell', refuse, 'a judgement');
  P('refuse', 'why does the voron keep failing', refuse, 'a reason');
  P('refuse', 'how many jobs will we get next december', refuse, 'a forecast');
  P('refuse', 'how much electricity do the printers use', refuse, 'no power column');
  P('refuse', 'which filament brand gives the fewest fails', refuse, 'no brand column');
  P('refuse', 'how much did smith pay us', eitherReading(value(sum(num(pf.filter(is('Customer', 'Smith Engineering')), PRICE))), value(sum(num(pf.filter(is('Customer', 'Dave Smith')), PRICE)))), 'two readings: Smith Engineering, or Dave Smith (both together a third)');
  P('refuse', 'how many cosplay props did we print', refuse, 'no kind of item in the file');
  P('refuse', 'how many slow prints were there', refuse, '"slow" has no threshold');
  const petg = pf.filter(is('Material', 'PETG'));
  P('refuse', 'how many parts did we print in petg', eitherReading(count(petg.length), value(sum(num(petg, 'Parts on Plate')))), 'two readings: PETG jobs, or the parts on their plates (successful ones only a third)');

  // ---- theatre box office (workbook: Performances and Shows) ----
  const tp = tables.get('box_office_2023-24.xlsx / Performances') ?? [];
  const ts = tables.get('box_office_2023-24.xlsx / Shows') ?? [];
  const T = ask('p19_theatre');
  const TD = 'Date';
  const GROSS = 'Gross Takings';
  const BAR = 'Bar Takings (£)';
  const OCC = 'Occupancy';
  const FULL = 'Full Price Tickets';
  const CONC = 'Concession Tickets';
  const showOf = new Map(ts.map((row) => [row.Show as string, row]));
  const showField = (field: string) => (row: Row): string | null => (showOf.get(row.Show as string)?.[field] as string | undefined) ?? null;
  const genre = showField('Genre');
  const venue = showField('Venue');
  const director = showField('Director');
  const sold = (row: Row): number => at(row, FULL) + at(row, CONC);
  const audience = (row: Row): number => sold(row) + (isNum(row.Comps) ? row.Comps : 0);
  const soldOut = (row: Row): boolean => audience(row) === at(row, 'Capacity');
  const isMatinee = (row: Row): boolean => row.Time !== '7:30pm';
  if (tp.some((row) => soldOut(row) !== (row[OCC] === 100))) throw new Error('probe 19: a house reads 100% without being full');
  const bestAudience = Math.max(...finite(tp.map(audience)));
  const decemberAudience = (year: number): number => sum(finite(tp.filter(monthIs(TD, year, 12)).map(audience)));
  T('plain', 'total box office takings', value(sum(num(tp, GROSS))), '"£4,812.50" as text; "-" (cancelled) is none');
  T('plain', 'how many performances of each show', groups(countBy(tp, text('Show'))), 'every performance scheduled');
  T('plain', 'avg occupancy', value(mean(num(tp, OCC))), `"87%" as text, over the performances given; ${PERCENT}`);
  T('plain', 'total bar takings', value(sum(num(tp, BAR))), '"n/a" is none');
  T('plain', 'how many comps went out', value(sum(num(tp, 'Comps'))), 'the Comps column; blank is none');
  T('which row', 'which show sold the most tickets', best(groupBy(tp, text('Show'), (g) => sum(finite(g.map(sold)))), 'Show'), 'Full Price plus Concession tickets (comps are not sold)');
  T('which row', 'which performance had the biggest audience', { kind: 'row', column: 'Perf No', labels: tp.filter((row) => audience(row) === bestAudience).map((row) => row['Perf No'] as string) }, 'full price, concessions and comps; every full house ties; judged by the Perf No');
  T('which row', 'which director brings in the most money', best(groupBy(tp, director, (g) => sum(num(g, GROSS))), 'Director'), 'needs the Shows sheet; total Gross Takings');
  T('which row', 'which genre fills the house best', best(groupBy(tp, genre, (g) => mean(num(g, OCC))), 'Genre'), 'needs the Shows sheet; the highest average Occupancy');
  T('everyday words', 'how many performances did we lose to cast illness', count(tp.filter(is('Status', 'Cancelled - Cast Illness')).length), `Status "Cancelled - Cast Illness"; ${ROWS_OR_COUNT}`);
  const matinees = tp.filter(isMatinee);
  T('everyday words', 'how many matinees did we do', eitherReading(count(matinees.length), count(matinees.filter(is('Status', 'Performed')).length)), `the daytime performances (2:30pm and 11am); no matinee was cancelled, so scheduled and given agree; ${ROWS_OR_COUNT}`);
  T('everyday words', 'how many panto performances sold out', count(tp.filter((row) => genre(row) === 'Panto' && soldOut(row)).length), `needs the Shows sheet; a full house (Occupancy "100%", the same performances); ${ROWS_OR_COUNT}`);
  T('everyday words', 'how much did the bar take during the pantos', value(sum(num(tp.filter((row) => genre(row) === 'Panto'), BAR))), 'needs the Shows sheet; Bar Takings of the Panto performances');
  T('comparison', 'avg occupancy main house vs studio', groups(groupBy(tp, venue, (g) => mean(num(g, OCC)))), 'needs the Shows sheet; keyed Main House, Studio');
  T('comparison', 'takings 2023 vs 2024', groups(groupBy(tp, yearKey(TD), (g) => sum(num(g, GROSS)))), 'Gross Takings');
  T('comparison', 'tickets sold musicals vs thrillers', groups(keyed(tp, (row) => genre(row) === 'Musical' || genre(row) === 'Thriller', genre, (g) => sum(finite(g.map(sold))))), 'needs the Shows sheet; full price plus concessions, keyed Musical, Thriller');
  T('comparison', 'avg takings per performance cinderella vs aladdin', groups(keyed(tp, (row) => row.Show === 'Cinderella' || row.Show === 'Aladdin', text('Show'), (g) => mean(num(g, GROSS)))), 'over the performances given');
  T('seasonality', 'which month of the year brings in the most money', best(groupBy(tp, monthKey(TD), (g) => sum(num(g, GROSS))), 'month', 'max', monthForms), `Gross Takings; ${SPANS_YEARS}`);
  T('seasonality', 'which day of the week do we sell the most tickets', best(groupBy(tp, weekdayKey(TD), (g) => sum(finite(g.map(sold)))), 'weekday', 'max', weekdayForms), 'full price plus concessions');
  T('seasonality', 'takings by month in 2024', groups(groupBy(tp.filter(yearIs(TD, 2024)), yearMonthKey(TD), (g) => sum(num(g, GROSS)))), MONTH_SERIES);
  T('types as text', 'what did we take on boxing day 2023', value(sum(num(tp.filter(dayIs(TD, '2023-12-26')), GROSS))), 'Gross Takings of 26 December 2023 (two performances)');
  T('types as text', 'avg occupancy at the 7:30 shows', value(mean(num(tp.filter(is('Time', '7:30pm')), OCC))), `Time "7:30pm"; ${PERCENT}`);
  T('types as text', 'gross for murder at marsh end', value(sum(num(tp.filter(is('Show', 'Murder at Marsh End')), GROSS))));
  T('types as text', 'how many 11am performances', count(tp.filter(is('Time', '11am')).length), `Time "11am"; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'performances under 50% full', count(tp.filter((row) => at(row, OCC) < 50).length), `strict, by Occupancy; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'performances that took over £5,000', count(tp.filter((row) => at(row, GROSS) > 5000).length), `strict, Gross Takings; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'studio performances with 80 or more in the audience', count(tp.filter((row) => venue(row) === 'Studio' && audience(row) >= 80).length), `needs the Shows sheet; full price, concessions and comps; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'performances with more than 10 comps', count(tp.filter((row) => at(row, 'Comps') > 10).length), `strict; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'how many performances in 2024 had bar takings over £800', count(tp.filter((row) => yearIs(TD, 2024)(row) && at(row, BAR) > 800).length), `strict; ${ROWS_OR_COUNT}`);
  T('missing values', 'how many performances have no bar figure', count(tp.filter((row) => row[BAR] === null).length), `"n/a" Bar Takings (cancelled ones too); ${ROWS_OR_COUNT}`);
  T('missing values', 'which columns on the performances sheet have blanks', list(missingColumns(tp)), 'the Performances sheet: blank tickets and comps, "-" takings and occupancy, "n/a" bar');
  T('ratio or derived', 'avg ticket price by genre', groups(groupBy(tp, genre, (g) => { const k = g.filter((row) => isNum(row[GROSS])); return sum(num(k, GROSS)) / sum(k.map(sold)); })), 'needs the Shows sheet; total Gross Takings over tickets sold (full price plus concessions)');
  T('ratio or derived', 'bar spend per head by venue', groups(groupBy(tp, venue, (g) => { const k = g.filter((row) => isNum(row[BAR]) && Number.isFinite(audience(row))); return sum(num(k, BAR)) / sum(k.map(audience)); })), 'needs the Shows sheet; total Bar Takings over the audience (comps too) of the performances with a bar figure');
  T('ratio or derived', 'what share of tickets were concessions for each show', shares(groupBy(tp, text('Show'), (g) => sum(num(g, CONC)) / sum(finite(g.map(sold))))), `concessions over full price plus concessions; ${SHARE}`);
  T('refuse', 'which show got the best reviews', refuse, 'no reviews in the file');
  T('refuse', 'why did aladdin outsell cinderella', refuse, 'a reason');
  T('refuse', 'how many tickets will next years panto sell', refuse, 'a forecast');
  T('refuse', 'how much do we pay the cast', refuse, 'no wages; Cast Size is a headcount');
  T('refuse', 'what did we spend on costumes', refuse, 'no costs beyond the licence fee');
  T('refuse', 'how many tickets were sold online', refuse, 'no sales channel');
  T('refuse', 'how many people came to the december shows', eitherReading(count(decemberAudience(2023)), count(decemberAudience(2024))), 'two readings: December 2023 (Cinderella), or December 2024 (Aladdin) (both together a third)');
  T('refuse', 'how many pensioners came', refuse, 'concessions are not split into pensioners, students…');
  T('refuse', 'which nights were quiet', refuse, '"quiet" has no threshold');

  // ---- winter wheat variety trials ----
  const tr = tables.get('winter_wheat_trials_2022-24.csv') ?? [];
  const W = ask('p19_trials');
  const Y = 'Yield (t/ha @ 15% mc)';
  const NR = 'N Rate (kg N/ha)';
  const MO = 'Moisture at Harvest';
  const PR = 'Protein %';
  const LO = 'Lodging (0-9)';
  const SE = 'Septoria (% leaf area)';
  const DR = 'Drilled';
  const HV = 'Harvested';
  W('plain', 'plots per site', groups(countBy(tr, text('Site'))), 'every plot');
  W('plain', 'avg yield', value(mean(num(tr, Y))), 't/ha; "-" (abandoned) is none');
  W('plain', 'avg protein', value(mean(num(tr, PR))), 'the Protein % column as written (about 12); "n/a" is none');
  W('plain', 'how many varieties are in the trials', count(distinct(tr, 'Variety')));
  W('plain', 'avg yield by site and year', groups(groupBy(tr, (row) => `${row.Site as string} | ${String(row['Harvest Year'])}`, (g) => mean(num(g, Y)))), 'keyed Site | Harvest Year (Clay Lane from 2023)');
  W('which row', 'top yielding variety', best(groupBy(tr, text('Variety'), (g) => mean(num(g, Y))), 'Variety'), 'the highest average yield');
  W('which row', 'highest yielding plot', extremeRows(tr, Y, 'Plot', 'max'), 'by yield; any tied plot');
  W('which row', 'which site gets the worst septoria', best(groupBy(tr, text('Site'), (g) => mean(num(g, SE))), 'Site'), 'the highest average Septoria (% leaf area)');
  W('which row', 'which variety lodges the most', best(groupBy(tr, text('Variety'), (g) => mean(num(g, LO))), 'Variety'), 'the highest average Lodging (0-9) score');
  W('everyday words', 'how many plots did the pigeons take out', count(tr.filter(is('Plot Status', 'Abandoned - Pigeon Damage')).length), `Plot Status "Abandoned - Pigeon Damage"; ${ROWS_OR_COUNT}`);
  W('everyday words', 'how many plots were lost to waterlogging', count(tr.filter(is('Plot Status', 'Abandoned - Waterlogged')).length), `Plot Status "Abandoned - Waterlogged"; ${ROWS_OR_COUNT}`);
  W('everyday words', 'avg yield with no nitrogen', value(mean(num(tr.filter(is(NR, 0)), Y))), 'N Rate 0');
  W('everyday words', 'what did kestrel average on the clay', value(mean(num(tr.filter((row) => row.Variety === 'Kestrel' && row.Site === 'Clay Lane'), Y))), 'the Clay Lane site; average yield');
  W('comparison', 'yield treated vs untreated', groups(groupBy(tr, text('Fungicide'), (g) => mean(num(g, Y)))), 'average yield keyed by Fungicide, T1+T2 and Untreated');
  W('comparison', 'avg yield 2023 vs 2024', groups(keyed(tr, (row) => row['Harvest Year'] === 2023 || row['Harvest Year'] === 2024, numKey('Harvest Year'), (g) => mean(num(g, Y)))), 'by Harvest Year (the year harvested)');
  W('comparison', 'protein at 180 vs 240 kg n', groups(keyed(tr, (row) => row[NR] === 180 || row[NR] === 240, numKey(NR), (g) => mean(num(g, PR)))), 'average Protein %, keyed 180, 240');
  W('comparison', 'harrier vs saxon yield at home farm', groups(keyed(tr, (row) => row.Site === 'Home Farm' && (row.Variety === 'Harrier' || row.Variety === 'Saxon'), text('Variety'), (g) => mean(num(g, Y)))), 'average yield at Home Farm, every year');
  W('seasonality', 'which month do we usually drill in', best(countBy(tr, monthKey(DR)), 'month', 'max', monthForms), `plots by the month of Drilled ("12/10/2022"); ${SPANS_YEARS}`);
  W('seasonality', 'plots harvested per month', groups(countBy(tr, yearMonthKey(HV))), 'keyed 2022-08…, three harvests (abandoned plots have no date)');
  W('seasonality', 'earliest harvest date in 2023', extremeRows(tr, HV, HV, 'min', yearIs(HV, 2023)), 'the first Harvested date of 2023');
  W('types as text', 'how many plots were drilled in november 2023', count(tr.filter(monthIs(DR, 2023, 11)).length), `"14/11/2023" as text; ${ROWS_OR_COUNT}`);
  W('types as text', 'avg moisture at harvest', value(mean(num(tr, MO))), `"16.2%" as text; ${PERCENT}`);
  W('types as text', 'avg yield of plots cut in august 2022', value(mean(num(tr.filter(monthIs(HV, 2022, 8)), Y))), 'harvested in August 2022 ("2022-08-04")');
  W('types as text', 'avg moisture at northfield', value(mean(num(tr.filter(is('Site', 'Northfield')), MO))), `"16.2%" as text; ${PERCENT}`);
  W('units and conditions', 'plots over 10 t/ha', count(tr.filter((row) => at(row, Y) > 10).length), `strict; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'plots with protein of 13% or more', count(tr.filter((row) => at(row, PR) >= 13).length), ROWS_OR_COUNT);
  W('units and conditions', 'plots harvested wetter than 17%', count(tr.filter((row) => at(row, MO) > 17).length), `strict, Moisture at Harvest; ${ROWS_OR_COUNT}`);
  W('units and conditions', 'plots with a lodging score of 5 or more', count(tr.filter((row) => at(row, LO) >= 5).length), ROWS_OR_COUNT);
  W('units and conditions', 'untreated plots with over 30% septoria', count(tr.filter((row) => row.Fungicide === 'Untreated' && at(row, SE) > 30).length), `strict; ${ROWS_OR_COUNT}`);
  W('missing values', 'how many plots have no protein result', count(tr.filter((row) => row[PR] === null).length), `"n/a" (and abandoned plots); ${ROWS_OR_COUNT}`);
  W('missing values', 'what columns are incomplete', list(missingColumns(tr)), 'blank harvest dates and lodging scores, "-" yields and moisture, "n/a" protein and septoria, "NA" specific weight');
  W('ratio or derived', 'yield response from 0 to 180 kg n for each variety', groups(groupBy(tr, text('Variety'), (g) => mean(num(g.filter(is(NR, 180)), Y)) - mean(num(g.filter(is(NR, 0)), Y)))), 'average yield at 180 minus average yield at 0, per variety');
  W('ratio or derived', 'protein yield by variety', groups(groupBy(tr, text('Variety'), (g) => mean(g.filter((row) => isNum(row[Y]) && isNum(row[PR])).map((row) => (at(row, Y) * at(row, PR)) / 100)))), 't/ha of protein: yield times Protein % / 100, averaged over the plots with both');
  W('ratio or derived', 'share of plots abandoned at each site', rates(tr, text('Site'), (row) => String(row['Plot Status']).startsWith('Abandoned')), SHARE);
  W('refuse', 'which variety should we grow next year', refuse, 'a judgement');
  W('refuse', 'why was 2023 such a poor year', refuse, 'a reason');
  W('refuse', 'what will harrier yield in 2025', refuse, 'a forecast');
  W('refuse', 'gross margin by variety', refuse, 'no prices or costs');
  W('refuse', 'how much rain did we get in june', refuse, 'no weather in the file');
  W('refuse', 'how much seed did we drill', refuse, 'no seed rate');
  W('refuse', 'plots drilled in november', eitherReading(count(tr.filter(monthIs(DR, 2022, 11)).length), count(tr.filter(monthIs(DR, 2023, 11)).length)), 'two readings: November 2022, or November 2023 (both together a third)');
  W('refuse', 'how many plots at high n', refuse, '"high" N has no threshold (240 only, or 180 and 240)');
  W('refuse', 'what was the tgw of merlin', refuse, 'no thousand grain weight (specific weight is not TGW)');

  // ---- tattoo studio bookings ----
  const tb = tables.get('studio_bookings.csv') ?? [];
  const X = ask('p19_tattoo');
  const AD = 'Appt Date';
  const FP = 'Final Price';
  const HRS = 'Hours';
  const DEP = 'Deposit Paid';
  const AGE = 'Client Age';
  const done = tb.filter(is('Status', 'Completed'));
  const area = (row: Row): number => { const m = /^(\d+) x (\d+)$/.exec(String(row['Size (cm)'])); return m ? Number(m[1]) * Number(m[2]) : NaN; };
  const biggest = Math.max(...done.map(area));
  X('plain', 'bookings by style', groups(countBy(tb, text('Style'))), 'every booking');
  X('plain', 'total takings', value(sum(num(tb, FP))), '"£380.00" as text; "-" (not completed) is none');
  X('plain', 'avg session length', value(mean(num(tb, HRS))), 'Hours, over the completed sessions');
  X('plain', 'how many artists do we have', count(distinct(tb, 'Artist')), 'the guest artist counts');
  X('plain', 'avg client age', value(mean(num(tb, AGE))), '"NA" is none; per booking');
  X('which row', 'which artist takes the most money', best(groupBy(tb, text('Artist'), (g) => sum(num(g, FP))), 'Artist'), 'total Final Price');
  X('which row', 'most popular spot on the body', eitherReading(best(countBy(tb, text('Placement')), 'Placement', 'max', asIs, false), best(countBy(done, text('Placement')), 'Placement', 'max', asIs, false)), 'every booking or the completed ones: an answer where both name the placement');
  X('which row', "biggest piece we've done", { kind: 'row', column: 'Booking Ref', labels: done.filter((row) => area(row) === biggest).map((row) => row['Booking Ref'] as string) }, 'the largest "30 x 20" (width times height) among the completed bookings; any tied booking');
  X('which row', 'which style has the longest sessions on average', best(groupBy(tb, text('Style'), (g) => mean(num(g, HRS))), 'Style'), 'average Hours');
  X('everyday words', 'how many no shows', count(tb.filter(is('Status', 'No Show')).length), `Status No Show; ${ROWS_OR_COUNT}`);
  X('everyday words', 'how many walk ins did we get', count(tb.filter(is('Walk-in', 'Yes')).length), `Walk-in Yes; ${ROWS_OR_COUNT}`);
  X('everyday words', 'how many new clients did we tattoo', count(done.filter(is('New Client', 'Y')).length), `New Client Y, completed; ${ROWS_OR_COUNT}`);
  X('everyday words', 'how much deposit money did we keep from no shows', value(sum(num(tb.filter(is('Status', 'No Show')), DEP))), 'Deposit Paid of the No Show bookings');
  X('comparison', 'avg price fine line vs traditional', groups(keyed(tb, (row) => row.Style === 'Fine Line' || row.Style === 'Traditional', text('Style'), (g) => mean(num(g, FP)))), 'average Final Price, the completed bookings');
  X('comparison', 'takings 2023 vs 2024', groups(groupBy(tb, yearKey(AD), (g) => sum(num(g, FP)))), 'Final Price; 2023 from July only');
  X('comparison', 'avg spend walk-ins vs booked clients', groups(groupBy(tb, text('Walk-in'), (g) => mean(num(g, FP)))), 'average Final Price keyed by Walk-in, Yes and No');
  X('comparison', 'no shows new vs returning clients', groups(groupBy(tb.filter(is('Status', 'No Show')), text('New Client'), (g) => g.length)), 'No Show bookings keyed by New Client, Y and N');
  X('seasonality', 'busiest day of the week', best(countBy(tb, weekdayKey(AD)), 'weekday', 'max', weekdayForms), 'every booking ("Sat 14/09/2024")');
  X('seasonality', 'which month of the year do we take the most', best(groupBy(tb, monthKey(AD), (g) => sum(num(g, FP))), 'month', 'max', monthForms), `Final Price; ${SPANS_YEARS}`);
  X('seasonality', 'takings by month for 2024', groups(groupBy(tb.filter(yearIs(AD, 2024)), yearMonthKey(AD), (g) => sum(num(g, FP)))), MONTH_SERIES);
  X('types as text', 'how many appointments on 21 dec 2024', count(tb.filter(dayIs(AD, '2024-12-21')).length), `"Sat 21/12/2024"; ${ROWS_OR_COUNT}`);
  X('types as text', 'avg deposit', value(mean(num(tb, DEP))), '"£50" as text; "-" (no deposit) is none');
  X('types as text', 'how many appointments start at 2:30pm', count(tb.filter(is('Start', '2:30pm')).length), ROWS_OR_COUNT);
  X('types as text', 'takings in august 2023', value(sum(num(tb.filter(monthIs(AD, 2023, 8)), FP))));
  X('units and conditions', 'sessions longer than 5 hours', count(tb.filter((row) => at(row, HRS) > 5).length), `strict; ${ROWS_OR_COUNT}`);
  X('units and conditions', 'pieces that cost over £500', count(tb.filter((row) => at(row, FP) > 500).length), `strict, Final Price; ${ROWS_OR_COUNT}`);
  X('units and conditions', 'bookings from clients under 21', count(tb.filter((row) => at(row, AGE) < 21).length), `strict, Client Age; ${ROWS_OR_COUNT}`);
  X('units and conditions', 'cover-up bookings on forearms in 2024', count(tb.filter((row) => row.Style === 'Cover-up' && row.Placement === 'Forearm' && yearIs(AD, 2024)(row)).length), `every booking; ${ROWS_OR_COUNT}`);
  X('units and conditions', 'deposits over £100', count(tb.filter((row) => at(row, DEP) > 100).length), `strict ("£100" is not over); ${ROWS_OR_COUNT}`);
  X('missing values', "how many bookings are missing the client's age", count(tb.filter((row) => row[AGE] === null).length), `"NA" Client Age; ${ROWS_OR_COUNT}`);
  X('missing values', 'which columns have missing data', list(missingColumns(tb)), 'blank hours and payments, "-" deposits and prices, "NA" ages');
  X('ratio or derived', 'price per hour by artist', groups(groupBy(tb, text('Artist'), (g) => ratio(g, FP, HRS))), 'total Final Price over total Hours, the completed bookings');
  X('ratio or derived', 'no show rate by artist', rates(tb, text('Artist'), is('Status', 'No Show')), `No Show over every booking of the artist; ${SHARE}`);
  X('ratio or derived', 'price per square cm by style', groups(groupBy(done, text('Style'), (g) => sum(num(g, FP)) / sum(g.map(area)))), 'total Final Price over total area ("10 x 8" is 80 cm²), the completed bookings');
  X('refuse', 'who is our best artist', refuse, 'a judgement');
  X('refuse', 'why do people no show on saturdays', refuse, 'a reason');
  X('refuse', 'how many bookings will we get next summer', refuse, 'a forecast');
  X('refuse', 'how much ink did we go through', refuse, 'no ink column');
  X('refuse', 'how many tattoos got infected', refuse, 'no aftercare or healing column');
  X('refuse', 'how many black tattoos did we do', eitherReading(count(done.filter(is('Style', 'Blackwork')).length), count(done.filter(is('Style', 'Black & Grey')).length)), 'two readings: Blackwork, or Black & Grey (both together a third)');
  X('refuse', "what's our most profitable style", refuse, 'no costs');
  X('refuse', 'how many small tattoos did we do', refuse, '"small" has no threshold');
  X('refuse', 'which client has spent the most', refuse, 'no client names or ids');

  // ---- moulding shift log ----
  const ml = tables.get('imm_shift_log_H1_2024.csv') ?? [];
  const M = ask('p19_moulding');
  const MD = 'Date';
  const GOOD = 'Good Parts';
  const SCRAP = 'Scrap';
  const DT = 'Downtime';
  const CT = 'Cycle Time';
  const KG = 'Material Used (kg)';
  const scrapRate = (g: Row[]): number => sum(num(g, SCRAP)) / (sum(num(g, SCRAP)) + sum(num(g, GOOD)));
  M('plain', 'good parts by machine', groups(groupBy(ml, text('Machine'), (g) => sum(num(g, GOOD)))), '"14,520" as text');
  M('plain', 'total scrap', value(sum(num(ml, SCRAP))), 'scrap parts');
  M('plain', 'avg cycle time', value(mean(num(ml, CT))), '"38.4 s" as text; seconds');
  M('plain', 'how many operators are on the log', count(distinct(ml, 'Operator')));
  M('plain', 'total downtime in hours', value(sum(num(ml, DT)) / 60), '"45 min" as text, in hours; blank (not logged) is none');
  M('which row', 'which machine has the most downtime', best(groupBy(ml, text('Machine'), (g) => sum(num(g, DT))), 'Machine'), 'total Downtime');
  M('which row', "what's our biggest scrap reason", eitherReading(best(groupBy(ml, text('Scrap Reason'), (g) => sum(num(g, SCRAP))), 'Scrap Reason', 'max', asIs, false), best(countBy(ml, text('Scrap Reason')), 'Scrap Reason', 'max', asIs, false)), 'by scrap parts or by shifts: an answer where both name the reason');
  M('which row', 'which part scraps the most', best(groupBy(ml, text('Part'), (g) => sum(num(g, SCRAP))), 'Part'), 'total Scrap');
  M('which row', 'which operator had the most scrap', best(groupBy(ml, text('Operator'), (g) => sum(num(g, SCRAP))), 'Operator'), 'total Scrap');
  M('everyday words', 'how many breakdowns did we have', count(ml.filter(is('Downtime Reason', 'Breakdown')).length), `Downtime Reason Breakdown, one a shift; ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many mould changes', count(ml.filter(is('Downtime Reason', 'Mould Change')).length), `Downtime Reason "Mould Change"; ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many batches went on qc hold', count(ml.filter(is('QC Hold', 'Yes')).length), `QC Hold Yes, one a shift; ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many good gear wheels came off the line', value(sum(num(ml.filter(is('Part', 'Gear Wheel')), GOOD))), 'Good Parts of the Gear Wheel');
  M('comparison', 'scrap early vs late vs nights', groups(groupBy(ml, text('Shift'), (g) => sum(num(g, SCRAP)))), 'keyed Early, Late, Night');
  M('comparison', 'avg cycle time imm-05 vs imm-06', groups(keyed(ml, (row) => row.Machine === 'IMM-05' || row.Machine === 'IMM-06', text('Machine'), (g) => mean(num(g, CT)))), 'seconds');
  M('comparison', 'good parts january vs june', groups(keyed(ml, (row) => monthIs(MD, 2024, 1)(row) || monthIs(MD, 2024, 6)(row), monthName(MD), (g) => sum(num(g, GOOD)))), 'keyed Jan, Jun (2024-01, 2024-06 accepted)');
  M('comparison', 'downtime pp vs abs jobs', groups(keyed(ml, (row) => row.Material === 'PP' || row.Material === 'ABS', text('Material'), (g) => sum(num(g, DT)))), 'total Downtime in minutes as written, keyed PP, ABS (the Material column)');
  M('seasonality', 'which weekday has the most downtime', best(groupBy(ml, weekdayKey(MD), (g) => sum(num(g, DT))), 'weekday', 'max', weekdayForms), 'total Downtime ("14.03.2024" dates)');
  M('seasonality', 'good parts per month', groups(groupBy(ml, yearMonthKey(MD), (g) => sum(num(g, GOOD)))), MONTH_SERIES);
  M('seasonality', 'which month had the worst scrap rate', best(groupBy(ml, monthKey(MD), scrapRate), 'month', 'max', monthFormsIn(2024), false), `scrap over scrap plus good parts (judged by the month: a fraction or a percent beside it both right); ${ONE_YEAR_MONTH}`);
  M('types as text', 'good parts on 14 march', value(sum(num(ml.filter(dayIs(MD, '2024-03-14')), GOOD))), '"14.03.2024", the file\'s only March');
  M('types as text', 'how much material did we use in kg', value(sum(num(ml, KG))));
  M('types as text', 'avg cycle time on the bezel', value(mean(num(ml.filter(is('Part', 'Front Bezel')), CT))), 'Part Front Bezel; seconds');
  M('types as text', 'downtime in february in minutes', value(sum(num(ml.filter(monthIs(MD, 2024, 2)), DT))));
  M('units and conditions', 'shifts with more than 60 min downtime', count(ml.filter((row) => at(row, DT) > 60).length), `strict; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'runs with a cycle time over 40 s', count(ml.filter((row) => at(row, CT) > 40).length), `strict; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'shifts with more than 100 scrap parts', count(ml.filter((row) => at(row, SCRAP) > 100).length), `strict; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'night shifts on imm-06 with a breakdown', count(ml.filter((row) => row.Shift === 'Night' && row.Machine === 'IMM-06' && row['Downtime Reason'] === 'Breakdown').length), ROWS_OR_COUNT);
  M('units and conditions', 'shifts that used over 150 kg of material', count(ml.filter((row) => at(row, KG) > 150).length), `strict; ${ROWS_OR_COUNT}`);
  M('missing values', 'how many shifts are missing a downtime figure', count(ml.filter((row) => row[DT] === null).length), `blank Downtime ("0 min" is a figure); ${ROWS_OR_COUNT}`);
  M('missing values', 'columns with missing values?', list(missingColumns(ml)), '"-" and blank scrap reasons, blank downtime and downtime reasons');
  M('ratio or derived', 'scrap rate by machine', groups(groupBy(ml, text('Machine'), scrapRate)), 'scrap over scrap plus good parts; a fraction');
  M('ratio or derived', 'good parts per shot for each mould', groups(groupBy(ml, text('Mould'), (g) => sum(num(g, GOOD)) / sum(num(g, 'Shots')))), 'total Good Parts over total Shots, keyed "M-144 (2-cav)"…');
  M('ratio or derived', 'grams of material per good part by part', groups(groupBy(ml, text('Part'), (g) => (sum(num(g, KG)) * 1000) / sum(num(g, GOOD)))), 'total kg times 1000 over total Good Parts');
  M('refuse', 'which operator is the best', refuse, 'a judgement');
  M('refuse', 'why does imm-03 keep breaking down', refuse, 'a reason');
  M('refuse', 'how many housings will we make in july', refuse, 'a forecast');
  M('refuse', 'oee by machine', refuse, 'no ideal cycle time or planned time to compute OEE');
  M('refuse', "what's the electricity cost per part", refuse, 'no energy column');
  const shortShots = ml.filter(is('Scrap Reason', 'Short Shot'));
  M('refuse', 'how many short shots did we have', eitherReading(count(shortShots.length), value(sum(num(shortShots, SCRAP)))), 'two readings: shifts whose scrap reason is Short Shot, or their scrap parts');
  M('refuse', 'which customer are the clips for', refuse, 'no customer column');
  M('refuse', 'how many bad shifts did we have', refuse, '"bad" has no threshold');
  M('refuse', 'what was the barrel temp on imm-02', refuse, 'no process temperatures');
  return out;
}

export function probe19Questions(tables: Map<string, Row[]>): Question[] {
  return probe19Catalogue(tables).map(acceptingRows);
}
