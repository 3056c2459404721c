/**
 * Blind probe 5, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 4). Seven generated files shaped like other
 * common public data than the earlier probes (made-up figures, nothing copied, the reserved
 * packages not used): crop yields by site, variety and year (a yield column with its unit in the
 * name, "-" and "NA" for lost plots, harvest dates written "Sep 14, 2015"), population by age
 * group, sex and census year (counts written "1,234,567"), deaths from natural disasters by type
 * and year (an empty code column), airports by state with coordinates and elevations (blanks and
 * "N/A"), job counts by occupation, sex and decade (a share written "12.34%"), hourly air quality at
 * two stations (a day-first "31/01/2022" date and a separate "14:00" time, pollutant columns named
 * with their units, blanks, "NA" and "-") and a store's order lines in a workbook with two sheets
 * (order lines with Excel dates, sales and profit as money, discounts as percentages; and the
 * returned orders). Expected figures are computed here in plain JavaScript over the generated
 * rows. PROBE5.md records the data check made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, clamp, csvBytes, eitherReading, extremeRows, groupBy, isNum, isoForms, MONTHS, monthForms, num, round1, text, topN, weekdayForms, weighted, yearOf } from './probe2';
import { mean, median, sum, type Expected, type Question } from './questions';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const DAY = 86_400_000;
/** A normal draw (Box-Muller) from the seeded generator. */
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
/** "1,234,567" */
const grouped = (n: number): string => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------
// crop yields: 6 sites x 8 varieties x 10 years (480 plots)

const CROP_SITES: Array<[string, number]> = [['Ashby', 1.08], ['Brookfield', 0.92], ['Clearwater', 1.15], ['Dunmore', 0.85], ['Elk River', 1.0], ['Fairhaven', 0.97]];
const VARIETIES: Array<[string, number]> = [['Amber', 1.0], ['Bonanza', 1.06], ['Coulee', 0.94], ['Dakota Gold', 1.11], ['Everest', 0.98], ['Frontier', 1.03], ['Glacier', 0.9], ['Harvest Queen', 1.08]];

/** Barley-like trial plots 2011-2020: yield in bushels per acre ("-" or "NA" when the plot was lost, and then no harvest date), growing-season rain per site and year, the harvest date written "Sep 14, 2015". */
export function cropYields(): EvalDataset {
  const rand = random(1931);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let year = 2011; year <= 2020; year++) {
    const season = year === 2012 ? 0.72 : year === 2017 ? 1.12 : 0.9 + rand() * 0.2;
    for (const [site, soil] of CROP_SITES) {
      const rain = round1(clamp(14 * season * soil + gauss(rand) * 2, 5, 30));
      for (const [variety, genetics] of VARIETIES) {
        const lost = rand() < 0.035;
        const yieldBu = lost ? null : round1(clamp(48 * season * soil * genetics * (1 + (year - 2011) * 0.008) + gauss(rand) * 4.5, 8, 95));
        // A lost plot was not harvested: its date is blank.
        const harvested = lost ? null : new Date(Date.UTC(year, 7, 10 + Math.floor(rand() * 60)));
        rows.push({ site, variety, year, 'yield (bu/acre)': yieldBu, 'growing season rain (in)': rain, harvest_date: harvested });
        const written = harvested ? `${MONTHS[harvested.getUTCMonth()]} ${harvested.getUTCDate()}, ${harvested.getUTCFullYear()}` : '';
        lines.push([site, variety, String(year), yieldBu === null ? (rand() < 0.6 ? '-' : 'NA') : String(yieldBu), String(rain), written]);
      }
    }
  }
  return { name: 'p5_crops', file: 'crop_yields.csv', bytes: csvBytes(['site', 'variety', 'year', 'yield (bu/acre)', 'growing season rain (in)', 'harvest_date'], lines), tables: [{ label: 'crop_yields.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// population by age group, sex and census year (8 years x 18 groups x 2 sexes = 288 rows)

export const AGE_GROUPS = ['0-4', '5-9', '10-14', '15-19', '20-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-54', '55-59', '60-64', '65-69', '70-74', '75-79', '80-84', '85+'];
const ageStart = (group: string): number => Number(group.replace('+', '').split('-')[0]);

/** A made-up country's census every ten years 1950-2020: a baby boom that ages, longer lives; counts written "1,234,567". */
export function population(): EvalDataset {
  const rand = random(1950);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let year = 1950; year <= 2020; year += 10) {
    const births = 1_650_000 * (1 + 0.25 * Math.exp(-(((year - 1960) / 12) ** 2))) * (1 + (year - 1950) * 0.004);
    for (const group of AGE_GROUPS) {
      const start = ageStart(group);
      const width = group === '85+' ? 8 : 5;
      const born = year - start - 2;
      const boom = 1 + 0.3 * Math.exp(-(((born - 1958) / 8) ** 2));
      const longevity = 1 + (year - 1950) * 0.0045;
      for (const sex of ['Male', 'Female']) {
        const survival = Math.exp(-((start / (sex === 'Male' ? 78 : 83) / longevity) ** 5)) * (start < 1 ? 0.985 : 1);
        const people = Math.round((births / 5) * width * boom * survival * (sex === 'Male' ? 1.03 : 0.98) * (1 + (rand() - 0.5) * 0.04));
        rows.push({ year, age_group: group, sex, people });
        lines.push([String(year), group, sex, grouped(people)]);
      }
    }
  }
  return { name: 'p5_population', file: 'population.csv', bytes: csvBytes(['year', 'age_group', 'sex', 'people'], lines), tables: [{ label: 'population.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// deaths from natural disasters by type and year (a row only for years with a recorded event)

const DISASTERS: Array<[string, number, number]> = [
  // [type, chance of a recorded year, typical deaths]
  ['Drought', 0.35, 60_000], ['Earthquake', 0.92, 9_000], ['Extreme temperature', 0.45, 2_500], ['Extreme weather', 0.85, 6_000],
  ['Flood', 0.8, 12_000], ['Landslide', 0.6, 600], ['Mass movement (dry)', 0.2, 80], ['Volcanic activity', 0.3, 700], ['Wildfire', 0.4, 90],
];

/** 1900-2019, long format: Entity, an empty Code, Year, Deaths; heavy tails, droughts deadly early in the century. */
export function disasterDeaths(): EvalDataset {
  const rand = random(1900);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (const [entity, chance, typical] of DISASTERS) {
    for (let year = 1900; year <= 2019; year++) {
      const recorded = year >= 1960 ? chance + (1 - chance) * 0.5 : chance;
      if (rand() >= recorded) continue;
      const era = entity === 'Drought' ? (year < 1970 ? 3 : 0.08) : entity === 'Flood' && year < 1960 ? 2.5 : 1;
      const deaths = Math.max(1, Math.round(typical * era * Math.pow(rand(), 2.2) * (0.2 + 4 * rand())));
      rows.push({ Entity: entity, Code: null, Year: year, Deaths: deaths });
      lines.push([entity, '', String(year), String(deaths)]);
    }
  }
  return { name: 'p5_disasters', file: 'disaster_deaths.csv', bytes: csvBytes(['Entity', 'Code', 'Year', 'Deaths'], lines), tables: [{ label: 'disaster_deaths.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// airports by state, with coordinates

const STATES: Array<[string, number, [number, number], [number, number], [number, number]]> = [
  // [state, weight, latitude range, longitude range, elevation range in ft]
  ['AK', 22, [55.2, 71.2], [-165.5, -131.5], [10, 2200]], ['TX', 30, [26.1, 36.4], [-106.4, -93.9], [20, 3900]], ['CA', 26, [32.6, 41.9], [-124.1, -114.7], [5, 6200]],
  ['FL', 18, [24.6, 30.9], [-87.3, -80.1], [5, 230]], ['NY', 12, [40.6, 44.9], [-79.7, -72.1], [10, 1900]], ['CO', 11, [37.1, 40.9], [-108.9, -102.2], [3800, 9900]],
  ['MT', 10, [45.0, 48.9], [-115.9, -104.2], [1900, 5500]], ['GA', 9, [30.7, 34.9], [-85.5, -81.2], [10, 1400]], ['IL', 9, [37.1, 42.4], [-91.2, -87.6], [350, 900]],
  ['AZ', 8, [31.4, 36.9], [-114.5, -109.1], [150, 7000]], ['ME', 6, [43.1, 47.3], [-70.9, -67.1], [10, 1200]], ['WA', 10, [45.7, 48.9], [-124.5, -117.1], [10, 2400]],
];
const TOWN_START = ['Cedar', 'Pine', 'Maple', 'Oak', 'Willow', 'Stone', 'Clear', 'Red', 'Silver', 'Eagle', 'Fox', 'Bear', 'Elm', 'Ash', 'Spring', 'Rock', 'Sand', 'Iron', 'Green', 'Lake', 'Mill', 'Hart', 'Glen', 'Rose'];
const TOWN_END = ['ville', ' Falls', 'field', 'ton', ' Springs', 'wood', ' Ridge', 'port', ' Junction', 'dale', 'burg', ' Crossing', 'ford', ' Bluff', 'mont'];
const AIRPORT_KINDS = ['Regional', 'Municipal', 'County', 'Intl', 'Field', 'Airpark'];

/** 171 airports in 12 states: IATA code, name, city, state, country, latitude, longitude, elevation in feet (blank or "N/A" when unknown). */
export function airports(): EvalDataset {
  const rand = random(1927);
  const towns = TOWN_START.flatMap((a) => TOWN_END.map((b) => `${a}${b}`));
  for (let i = towns.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [towns[i], towns[j]] = [towns[j], towns[i]];
  }
  const codes = new Set<string>();
  const rows: Row[] = [];
  const lines: string[][] = [];
  let town = 0;
  for (const [state, count, lat, lon, elev] of STATES) {
    for (let i = 0; i < count; i++) {
      let code = '';
      while (!code || codes.has(code)) code = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(rand() * 26))).join('');
      codes.add(code);
      const city = towns[town++];
      const name = `${city} ${pick(rand, AIRPORT_KINDS)}`;
      const latitude = Math.round((lat[0] + rand() * (lat[1] - lat[0])) * 1e4) / 1e4;
      const longitude = Math.round((lon[0] + rand() * (lon[1] - lon[0])) * 1e4) / 1e4;
      const unknown = rand() < 0.06;
      const elevation = unknown ? null : Math.round(elev[0] + Math.pow(rand(), 1.5) * (elev[1] - elev[0]));
      rows.push({ iata: code, name, city, state, country: 'USA', latitude, longitude, elevation_ft: elevation });
      lines.push([code, name, city, state, 'USA', latitude.toFixed(4), longitude.toFixed(4), elevation === null ? (rand() < 0.5 ? '' : 'N/A') : String(elevation)]);
    }
  }
  // Shuffled so that a state's airports are not in one block.
  const order = rows.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return { name: 'p5_airports', file: 'airports.csv', bytes: csvBytes(['iata', 'name', 'city', 'state', 'country', 'latitude', 'longitude', 'elevation_ft'], order.map((i) => lines[i])), tables: [{ label: 'airports.csv', rows: order.map((i) => rows[i]) }] };
}

// ---------------------------------------------------------------------------------------------
// job counts by occupation, sex and decade (15 jobs x 2 x 6 decades = 180 rows)

const JOBS: Array<[string, number, number, number]> = [
  // [job, workers in 1950 (thousands), growth per decade, share of women in 1950 -> 2000]
  ['Accountant', 420, 1.22, 0.15], ['Carpenter', 900, 0.97, 0.01], ['Cashier', 300, 1.35, 0.75], ['Clerk', 2100, 1.05, 0.6], ['Engineer', 520, 1.25, 0.02],
  ['Farmer', 4200, 0.68, 0.03], ['Lawyer', 180, 1.3, 0.04], ['Machinist', 520, 0.92, 0.02], ['Nurse', 480, 1.28, 0.97], ['Physician', 190, 1.2, 0.06],
  ['Police officer', 200, 1.18, 0.02], ['Salesperson', 1700, 1.15, 0.35], ['Secretary', 1500, 1.08, 0.94], ['Teacher', 1100, 1.2, 0.72], ['Truck driver', 1300, 1.1, 0.01],
];

/** Workers by occupation and sex, every ten years 1950-2000: count, and perc = the share of all workers that year, written "1.23%". */
export function jobs(): EvalDataset {
  const rand = random(1850);
  const drawn: Array<{ job: string; sex: string; year: number; count: number }> = [];
  for (const [job, base, growth, women1950] of JOBS) {
    for (let d = 0; d < 6; d++) {
      const year = 1950 + d * 10;
      const total = base * 1000 * growth ** d * (1 + (rand() - 0.5) * 0.06);
      // Women's share moves towards parity in the professions, stays high in nursing and secretarial work.
      const target = women1950 > 0.5 ? Math.min(0.97, women1950 + 0.02 * d) : job === 'Carpenter' || job === 'Truck driver' || job === 'Machinist' || job === 'Police officer' ? women1950 + 0.025 * d : women1950 + (0.48 - women1950) * (d / 6) ** 1.3;
      const women = job === 'Machinist' && d === 0 ? 0 : Math.round(total * target);
      drawn.push({ job, sex: 'Women', year, count: women }, { job, sex: 'Men', year, count: Math.round(total - women) });
    }
  }
  const totals = new Map<number, number>();
  for (const d of drawn) totals.set(d.year, (totals.get(d.year) ?? 0) + d.count);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (const d of drawn) {
    const perc = round2((100 * d.count) / (totals.get(d.year) ?? 1));
    rows.push({ job: d.job, sex: d.sex, year: d.year, count: d.count, perc });
    lines.push([d.job, d.sex, String(d.year), String(d.count), `${perc.toFixed(2)}%`]);
  }
  return { name: 'p5_jobs', file: 'jobs.csv', bytes: csvBytes(['job', 'sex', 'year', 'count', 'perc'], lines), tables: [{ label: 'jobs.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// hourly air quality at two stations through 2022 (17,520 rows)

export const PM25 = 'PM2.5 (µg/m³)';
export const NO2 = 'NO2 (µg/m³)';
export const O3 = 'O3 (µg/m³)';
export const TEMP = 'Temperature (°C)';
const AIR_HEADER = ['Date', 'Time', 'Station', PM25, NO2, O3, TEMP];

/** Day-first dates ("31/01/2022") and a separate "14:00" time; traffic peaks at 8:00 and 18:00, ozone on summer afternoons; gaps written "", "NA" or "-". */
export function airQuality(): EvalDataset {
  const rand = random(2022);
  const rows: Row[] = [];
  const lines: string[][] = [];
  let episode = 1;
  for (let t = Date.UTC(2022, 0, 1); t < Date.UTC(2023, 0, 1); t += 3_600_000) {
    const at = new Date(t);
    const hour = at.getUTCHours();
    const dayOfYear = (t - Date.UTC(2022, 0, 1)) / DAY;
    const winter = Math.cos(((dayOfYear - 15) / 365) * 2 * Math.PI); // 1 in mid January, -1 in mid July
    const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6;
    if (hour === 0) episode = rand() < 0.06 ? 1.8 + rand() * 1.5 : Math.max(1, episode * 0.6);
    const traffic = (weekend ? 0.6 : 1) * (1 + 0.9 * Math.exp(-(((hour - 8) / 1.5) ** 2)) + 0.7 * Math.exp(-(((hour - 18) / 2) ** 2)) - 0.35 * Math.exp(-(((hour - 3) / 2.5) ** 2)));
    const sun = Math.max(0, Math.sin(((hour - 6) / 14) * Math.PI));
    const temperature = round1(10 - 11 * winter + 4 * sun + gauss(rand) * 2);
    for (const [s, station] of ['Riverside', 'Old Town'].entries()) {
      const no2 = round1(Math.max(1, (s ? 34 : 24) * traffic * (1 + 0.35 * winter) * (0.85 + rand() * 0.3)));
      const pm = round1(Math.max(0.5, (s ? 11 : 9) * episode * (1 + 0.45 * winter) * (1 + 0.25 * Math.exp(-(((hour - 20) / 3) ** 2))) * (0.8 + rand() * 0.4)));
      const o3 = round1(Math.max(0.5, (52 - 22 * winter) * (0.55 + 0.8 * sun) - 0.35 * no2 + gauss(rand) * 6));
      const gap = (): boolean => rand() < 0.018;
      const cells = [gap() ? null : pm, gap() ? null : no2, gap() ? null : o3];
      rows.push({ Date: new Date(Date.UTC(2022, at.getUTCMonth(), at.getUTCDate())), Time: hour, Station: station, [PM25]: cells[0], [NO2]: cells[1], [O3]: cells[2], [TEMP]: temperature });
      const written = (v: number | null): string => (v === null ? pick(rand, ['', 'NA', '-']) : String(v));
      lines.push([
        `${String(at.getUTCDate()).padStart(2, '0')}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/2022`, `${String(hour).padStart(2, '0')}:00`, station,
        written(cells[0]), written(cells[1]), written(cells[2]), String(temperature),
      ]);
    }
  }
  return { name: 'p5_air', file: 'air_quality.csv', bytes: csvBytes(AIR_HEADER, lines), tables: [{ label: 'air_quality.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a store's order lines, 2021-2024, in a workbook: "Orders" and "Returns"

const CATEGORIES: Array<[string, number, number, number]> = [
  // [category, weight, typical unit price, margin before discount]
  ['Furniture', 2, 180, 0.12], ['Office Supplies', 6, 22, 0.3], ['Technology', 2.5, 260, 0.22],
];
const SHIP_MODES: Array<[string, number, number, number]> = [['Standard Class', 6, 4, 7], ['Second Class', 2, 2, 4], ['First Class', 1.5, 1, 3], ['Same Day', 0.5, 0, 0]];
const SEGMENTS: Array<[string, number]> = [['Consumer', 5], ['Corporate', 3], ['Home Office', 2]];
const REGIONS: Array<[string, number]> = [['West', 3.2], ['East', 2.8], ['Central', 2.3], ['South', 1.7]];

/** About 2,000 order lines of 900 orders: Excel dates, sales and profit as money, the discount as a percentage; about 8% of orders returned. */
export async function storeOrders(): Promise<EvalDataset> {
  const rand = random(2021);
  const orders: Row[] = [];
  const returns: Row[] = [];
  const ids = new Set<string>();
  const drafts: Array<{ at: Date; make: (orderId: string) => Row[] }> = [];
  for (let o = 0; o < 900; o++) {
    const year = 2021 + Math.floor(rand() * 4);
    const month = weighted(rand, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((m) => [m, [0.7, 0.6, 0.9, 0.8, 0.8, 0.8, 0.8, 0.8, 1.3, 0.9, 1.5, 1.7][m]] as [number, number]))[0] as number;
    const at = new Date(Date.UTC(year, month, 1 + Math.floor(rand() * new Date(Date.UTC(year, month + 1, 0)).getUTCDate())));
    const [mode, , fast, slow] = weighted(rand, SHIP_MODES) as [string, number, number, number];
    const shipped = new Date(at.getTime() + (fast + Math.floor(rand() * (slow - fast + 1))) * DAY);
    const segment = weighted(rand, SEGMENTS)[0] as string;
    const region = weighted(rand, REGIONS)[0] as string;
    const lineCount = 1 + Math.floor(Math.pow(rand(), 1.6) * 4);
    const items: Row[] = [];
    for (let l = 0; l < lineCount; l++) {
      const [category, , price, margin] = weighted(rand, CATEGORIES) as [string, number, number, number];
      const quantity = 1 + Math.floor(Math.pow(rand(), 1.5) * 9);
      const discount = region === 'Central' && category === 'Furniture' ? pick(rand, [0.2, 0.3, 0.5]) : pick(rand, [0, 0, 0, 0.1, 0.2, 0.2, 0.4]);
      const unit = price * (0.3 + rand() * 1.6);
      const sales = round2(unit * quantity * (1 - discount));
      const profit = round2(unit * quantity * (margin + (rand() - 0.5) * 0.1) - unit * quantity * discount * 0.95);
      items.push({ 'Order Date': at, 'Ship Date': shipped, 'Ship Mode': mode, Segment: segment, Region: region, Category: category, Sales: sales, Quantity: quantity, Discount: discount, Profit: profit });
    }
    drafts.push({ at, make: (orderId) => items.map((item) => ({ 'Order ID': orderId, ...item }) as Row) });
  }
  drafts.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const draft of drafts) {
    let id = '';
    while (!id || ids.has(id)) id = `US-${draft.at.getUTCFullYear()}-${100_000 + Math.floor(rand() * 60_000)}`;
    ids.add(id);
    for (const line of draft.make(id)) orders.push({ 'Row ID': orders.length + 1, ...line });
    if (rand() < 0.08) returns.push({ 'Order ID': id, Returned: 'Yes' });
  }
  const header = ['Row ID', 'Order ID', 'Order Date', 'Ship Date', 'Ship Mode', 'Segment', 'Region', 'Category', 'Sales', 'Quantity', 'Discount', 'Profit'];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.addRow(header);
  for (const row of orders) {
    const added = sheet.addRow(header.map((h) => row[h]));
    added.getCell(3).numFmt = 'm/d/yyyy';
    added.getCell(4).numFmt = 'm/d/yyyy';
    added.getCell(9).numFmt = '"$"#,##0.00';
    added.getCell(11).numFmt = '0%';
    added.getCell(12).numFmt = '"$"#,##0.00;-"$"#,##0.00';
  }
  const second = workbook.addWorksheet('Returns');
  second.addRow(['Order ID', 'Returned']);
  for (const row of returns) second.addRow([row['Order ID'], row.Returned]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p5_store', file: 'store.xlsx', bytes, tables: [{ label: 'store.xlsx / Orders', rows: orders }, { label: 'store.xlsx / Returns', rows: returns }] };
}

export const PROBE5_DATASETS = new Set(['p5_crops', 'p5_population', 'p5_disasters', 'p5_airports', 'p5_jobs', 'p5_air', 'p5_store']);

export async function probe5Datasets(): Promise<EvalDataset[]> {
  return [cropYields(), population(), disasterDeaths(), airports(), jobs(), airQuality(), await storeOrders()];
}

// ---- expected figures, in plain JavaScript over the generated rows ----

/** The failure classes of issue 14 (and plain questions), to count what the probe covers. */
export type ProbeClass = 'which row' | 'everyday words' | 'comparison' | 'seasonality' | 'types as text' | 'units and conditions' | 'missing values' | 'ratio or derived' | 'plain' | 'refuse';

export interface CataloguedQuestion {
  question: Question;
  cls: ProbeClass;
  /** Why a must-refuse question has to be refused. */
  why?: string;
}

const hourForms = (key: string): string[] => [key, key.padStart(2, '0'), `${key.padStart(2, '0')}:00`, `${key.padStart(2, '0')}:00:00`];
/** A day as the air-quality file writes it ("31/01/2022") or as a date. */
const dayFirstForms = (d: Date): string[] => [...isoForms(d), `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`];
const yearKey = (column: string) => (row: Row): string => String(row[column]);
const pct = (part: number, whole: number): number => (100 * part) / whole;
function pearson(pairs: Array<[number, number]>): number {
  const mx = mean(pairs.map(([x]) => x));
  const my = mean(pairs.map(([, y]) => y));
  const cov = sum(pairs.map(([x, y]) => (x - mx) * (y - my)));
  return cov / Math.sqrt(sum(pairs.map(([x]) => (x - mx) ** 2)) * sum(pairs.map(([, y]) => (y - my) ** 2)));
}

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe5Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
  const out: CataloguedQuestion[] = [];
  const ask = (data: string) => (cls: ProbeClass, q: string, expect: Expected, why?: string): void => {
    out.push({ question: { data, q, expect, probe: true }, cls: expect.kind === 'refuse' ? 'refuse' : cls, ...(why ? { why } : {}) });
  };
  const refuse: Expected = { kind: 'refuse' };
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });
  const list = (values: Iterable<unknown>): Expected => ({ kind: 'list', values: [...new Set([...values].map(String))] });

  // ---- crop yields ----
  const c = tables.get('crop_yields.csv') ?? [];
  const C = ask('p5_crops');
  const Y = 'yield (bu/acre)';
  const RAIN = 'growing season rain (in)';
  const cy = (row: Row): number => row.year as number;
  const variety = (name: string) => (row: Row): boolean => row.variety === name;
  const harvested = c.filter((row) => row.harvest_date instanceof Date);
  const harvestMonth = (row: Row): number => (row.harvest_date as Date).getUTCMonth() + 1;
  C('plain', 'avg yield by variety', { kind: 'groups', values: groupBy(c, text('variety'), (m) => mean(num(m, Y))) });
  C('which row', 'which variety has the highest average yield?', best(groupBy(c, text('variety'), (m) => mean(num(m, Y))), 'variety'));
  C('everyday words', 'which site yields the most on average', best(groupBy(c, text('site'), (m) => mean(num(m, Y))), 'site'));
  C('units and conditions', 'average yield in 2012', value(mean(num(c.filter((row) => cy(row) === 2012), Y))));
  C('plain', 'average yield per year', { kind: 'groups', values: groupBy(c, yearKey('year'), (m) => mean(num(m, Y))) });
  C('which row', 'which year had the best harvest?', eitherReading(
    best(groupBy(c, yearKey('year'), (m) => mean(num(m, Y))), 'year', 'max', (k) => [k], false),
    best(groupBy(c, yearKey('year'), (m) => sum(num(m, Y))), 'year', 'max', (k) => [k], false),
  ));
  C('comparison', 'how much higher was the average yield in 2017 than in 2012?', value(mean(num(c.filter((row) => cy(row) === 2017), Y)) - mean(num(c.filter((row) => cy(row) === 2012), Y))));
  C('missing values', 'how many plots have no yield recorded', count(c.filter((row) => row[Y] === null).length));
  const glacier = c.find((row) => row.site === 'Ashby' && row.variety === 'Glacier' && row.year === 2016);
  C('plain', 'yield of Glacier at Ashby in 2016', value(isNum(glacier?.[Y]) ? (glacier[Y] as number) : NaN));
  C('plain', 'top 3 varieties by avg yield', topN(groupBy(c, text('variety'), (m) => mean(num(m, Y))), 3));
  C('units and conditions', 'average yield at Brookfield excluding 2012', value(mean(num(c.filter((row) => row.site === 'Brookfield' && cy(row) !== 2012), Y))));
  C('plain', 'how many sites are there', count(new Set(c.map((row) => row.site)).size));
  C('plain', 'list the varieties', list(c.map((row) => row.variety)));
  C('units and conditions', 'how many plots yielded more than 65 bushels per acre?', count(num(c, Y).filter((x) => x > 65).length));
  C('which row', 'which variety had the single highest yield', extremeRows(c, Y, 'variety', 'max'));
  C('seasonality', 'in which month are most plots harvested?', best(groupBy(harvested, (row) => String(harvestMonth(row)), (m) => m.length), 'month', 'max', monthForms));
  C('units and conditions', 'average yield between 2015 and 2018', value(mean(num(c.filter((row) => cy(row) >= 2015 && cy(row) <= 2018), Y))));
  C('comparison', 'Dakota Gold vs Glacier average yield', { kind: 'groups', values: groupBy(c.filter((row) => variety('Dakota Gold')(row) || variety('Glacier')(row)), text('variety'), (m) => mean(num(m, Y))) });
  C('everyday words', 'avg rainfall by site', { kind: 'groups', values: groupBy(c, text('site'), (m) => mean(num(m, RAIN))) });
  C('units and conditions', 'average yield when rain was over 18 inches', value(mean(num(c.filter((row) => (row[RAIN] as number) > 18), Y))));
  C('missing values', 'what percentage of yield values are missing?', value(pct(c.filter((row) => row[Y] === null).length, c.length)));
  C('types as text', 'how many plots were harvested in october', count(harvested.filter((row) => harvestMonth(row) === 10).length));
  C('types as text', 'how many plots were harvested after sep 30 2019?', count(harvested.filter((row) => (row.harvest_date as Date).getTime() > Date.UTC(2019, 8, 30)).length));
  C('missing values', 'which columns have blanks?', list(Object.keys(c[0] ?? {}).filter((column) => c.some((row) => row[column] === null))));
  C('refuse', 'which variety is the most profitable?', refuse, 'no price or cost column');
  C('refuse', 'what yield should we expect in 2021?', refuse, 'a forecast');
  C('refuse', 'why was 2012 such a bad year?', refuse, 'a reason');
  C('refuse', 'which variety should I plant at Dunmore?', refuse, 'a judgement');
  C('refuse', 'average yield in tonnes per hectare', refuse, 'the bushel weight depends on the crop, which the file does not name');
  C('refuse', 'total production in bushels', refuse, 'no area column: yields are per acre');

  // ---- population ----
  const p = tables.get('population.csv') ?? [];
  const P = ask('p5_population');
  const py = (year: number) => (row: Row): boolean => row.year === year;
  const people = (rows: Row[]): number => sum(num(rows, 'people'));
  const start = (row: Row): number => ageStart(row.age_group as string);
  const sexIs = (sex: string) => (row: Row): boolean => row.sex === sex;
  const p2020 = p.filter(py(2020));
  P('types as text', 'total population in 2020', value(people(p2020)));
  P('plain', 'population by year', { kind: 'groups', values: groupBy(p, yearKey('year'), people) });
  P('everyday words', 'how many women were there in 2000?', value(people(p.filter((row) => py(2000)(row) && sexIs('Female')(row)))));
  P('units and conditions', 'how many people aged 65 and over in 2020', value(people(p2020.filter((row) => start(row) >= 65))));
  P('which row', 'which age group was the largest in 1990?', best(groupBy(p.filter(py(1990)), text('age_group'), people), 'age_group'));
  P('ratio or derived', 'what pct of the population was under 5 in 2020', value(pct(people(p2020.filter((row) => row.age_group === '0-4')), people(p2020))));
  P('ratio or derived', 'ratio of men to women in 2020', value(people(p2020.filter(sexIs('Male'))) / people(p2020.filter(sexIs('Female')))));
  P('ratio or derived', 'population growth from 1950 to 2020 in percent', value(pct(people(p2020) - people(p.filter(py(1950))), people(p.filter(py(1950))))));
  P('comparison', 'female population 1980 vs 2010', { kind: 'groups', values: groupBy(p.filter((row) => sexIs('Female')(row) && (py(1980)(row) || py(2010)(row))), yearKey('year'), people) });
  P('which row', 'which census year had the most people aged 85+', best(groupBy(p.filter((row) => row.age_group === '85+'), yearKey('year'), people), 'year'));
  P('plain', 'how many age groups are there', count(new Set(p.map((row) => row.age_group)).size));
  P('units and conditions', 'how many children under 15 in 1970', value(people(p.filter((row) => py(1970)(row) && start(row) < 15))));
  P('everyday words', 'number of men and women in 2020', { kind: 'groups', values: groupBy(p2020, text('sex'), people) });
  const old2010 = p.filter((row) => py(2010)(row) && row.age_group === '80-84');
  P('comparison', 'how many more women than men were aged 80-84 in 2010?', value(people(old2010.filter(sexIs('Female'))) - people(old2010.filter(sexIs('Male')))));
  P('plain', 'people aged 20-24 by year', { kind: 'groups', values: groupBy(p.filter((row) => row.age_group === '20-24'), yearKey('year'), people) });
  P('refuse', "what's the total population?", refuse, 'two readings: the latest census or every census year summed');
  P('refuse', 'median age in 2020', refuse, 'ages are in five-year groups: no exact median');
  P('refuse', 'how much did the population grow between 1950 and 2020?', refuse, 'two readings: in people or in percent');
  P('refuse', 'what will the population be in 2030?', refuse, 'a forecast');
  P('refuse', 'how many immigrants arrived in 2000', refuse, 'no column holds migration');
  P('refuse', 'average people per age group in 2020', refuse, 'two readings: per age group (both sexes) or per row (one sex), a factor of two apart');
  P('refuse', 'why are there more old women than old men?', refuse, 'a reason');

  // ---- disaster deaths ----
  const d = tables.get('disaster_deaths.csv') ?? [];
  const D = ask('p5_disasters');
  const dy = (row: Row): number => row.Year as number;
  const kind = (name: string) => (row: Row): boolean => row.Entity === name;
  const deaths = (rows: Row[]): number => sum(num(rows, 'Deaths'));
  D('plain', 'total deaths from earthquakes', value(deaths(d.filter(kind('Earthquake')))));
  D('which row', 'deadliest year', best(groupBy(d, yearKey('Year'), deaths), 'Year'));
  D('which row', 'which type of disaster killed the most people overall', best(groupBy(d, text('Entity'), deaths), 'Entity'));
  D('units and conditions', 'which disaster type killed the most people in the 2000s?', best(groupBy(d.filter((row) => dy(row) >= 2000 && dy(row) <= 2009), text('Entity'), deaths), 'Entity'));
  D('units and conditions', 'total deaths in the 1990s', value(deaths(d.filter((row) => dy(row) >= 1990 && dy(row) <= 1999))));
  D('everyday words', 'in how many years was a flood recorded', count(d.filter(kind('Flood')).length));
  D('comparison', 'floods vs droughts: total deaths', { kind: 'groups', values: groupBy(d.filter((row) => kind('Flood')(row) || kind('Drought')(row)), text('Entity'), deaths) });
  D('comparison', 'how many more people died in floods than in landslides', value(deaths(d.filter(kind('Flood'))) - deaths(d.filter(kind('Landslide')))));
  D('which row', 'which year had the most earthquake deaths', extremeRows(d, 'Deaths', 'Year', 'max', kind('Earthquake')));
  D('units and conditions', 'total deaths since 1980', value(deaths(d.filter((row) => dy(row) >= 1980))));
  D('units and conditions', 'how many records with more than 10k deaths', count(d.filter((row) => (row.Deaths as number) > 10_000).length));
  D('ratio or derived', 'what share of all deaths were caused by droughts? (%)', value(pct(deaths(d.filter(kind('Drought'))), deaths(d))));
  D('plain', 'list the disaster types', list(d.map((row) => row.Entity)));
  const wildfireYears = d.filter(kind('Wildfire')).map(dy);
  D('which row', 'first year with a wildfire on record', { kind: 'row', column: 'Year', labels: [String(Math.min(...wildfireYears))] });
  D('missing values', 'which columns have missing values?', list(['Code']));
  D('plain', 'deaths by type', { kind: 'groups', values: groupBy(d, text('Entity'), deaths) });
  D('units and conditions', 'top 3 deadliest disaster types since 1950', topN(groupBy(d.filter((row) => dy(row) >= 1950), text('Entity'), deaths), 3));
  D('plain', 'median deaths from floods', value(median(num(d.filter(kind('Flood')), 'Deaths'))));
  D('everyday words', 'total volcano deaths', value(deaths(d.filter(kind('Volcanic activity')))));
  D('everyday words', 'how many people died in heat waves and cold snaps in 2010', value(deaths(d.filter((row) => kind('Extreme temperature')(row) && dy(row) === 2010))));
  D('refuse', 'average yearly deaths from droughts', refuse, 'two readings: over the years with a recorded drought, or over all 120 years (a year without a row had none recorded)');
  D('refuse', 'how many people were injured in floods?', refuse, 'no column holds injuries');
  D('refuse', 'will there be a big earthquake next year', refuse, 'a forecast');
  D('refuse', 'why did drought deaths fall after 1970?', refuse, 'a reason');
  D('refuse', 'which disaster is the worst?', refuse, 'a judgement (by deaths, by how often, by a single event)');
  D('refuse', 'deaths per million people by decade', refuse, 'no population column');
  D('refuse', 'which country had the most earthquake deaths', refuse, 'no country: the Code column is empty');

  // ---- airports ----
  const a = tables.get('airports.csv') ?? [];
  const A = ask('p5_airports');
  const inState = (state: string) => (row: Row): boolean => row.state === state;
  const elev = (row: Row): number => (isNum(row.elevation_ft) ? row.elevation_ft : NaN);
  A('everyday words', 'how many airports are in Texas?', count(a.filter(inState('TX')).length));
  A('which row', 'which state has the most airports', best(groupBy(a, text('state'), (m) => m.length), 'state'));
  A('which row', 'northernmost airport', extremeRows(a, 'latitude', 'name', 'max'));
  A('which row', 'southernmost airport in florida', extremeRows(a, 'latitude', 'name', 'min', inState('FL')));
  A('which row', 'westernmost airport', extremeRows(a, 'longitude', 'name', 'min'));
  A('everyday words', 'highest airport', extremeRows(a, 'elevation_ft', 'name', 'max'));
  A('everyday words', 'avg elevation of airports in colorado', value(mean(num(a.filter(inState('CO')), 'elevation_ft'))));
  A('units and conditions', 'how many airports are above 5,000 feet?', count(a.filter((row) => elev(row) > 5000).length));
  A('missing values', 'how many airports have no elevation', count(a.filter((row) => row.elevation_ft === null).length));
  A('plain', 'airports per state', { kind: 'groups', values: groupBy(a, text('state'), (m) => m.length) });
  A('plain', 'top 5 states by # of airports', topN(groupBy(a, text('state'), (m) => m.length), 5));
  A('plain', 'list the states', list(a.map((row) => row.state)));
  A('everyday words', 'average latitude of alaska airports', value(mean(num(a.filter(inState('AK')), 'latitude'))));
  A('everyday words', 'how many airports in new york state', count(a.filter(inState('NY')).length));
  A('units and conditions', 'how many airports lie between latitude 30 and 35', count(a.filter((row) => (row.latitude as number) >= 30 && (row.latitude as number) <= 35).length));
  A('which row', 'lowest airport in california', extremeRows(a, 'elevation_ft', 'name', 'min', inState('CA')));
  A('plain', 'median elevation by state', { kind: 'groups', values: groupBy(a, text('state'), (m) => median(num(m, 'elevation_ft'))) });
  const someAirport = a.find((row, i) => i >= 40 && isNum(row.elevation_ft)) ?? {};
  A('plain', `what is the elevation of ${String(someAirport.name)}?`, value(elev(someAirport)));
  A('which row', "which state's airports are the highest on average", best(groupBy(a, text('state'), (m) => mean(num(m, 'elevation_ft'))), 'state'));
  A('missing values', 'what percentage of airports are missing an elevation?', value(pct(a.filter((row) => row.elevation_ft === null).length, a.length)));
  A('refuse', 'which airport is the busiest?', refuse, 'no passenger or flight column');
  A('refuse', 'which airport has the most delays', refuse, 'no delay column');
  A('refuse', "what's the best airport in texas", refuse, 'a judgement');
  A('refuse', 'average runway length by state', refuse, 'no runway column');

  // ---- jobs ----
  const j = tables.get('jobs.csv') ?? [];
  const J = ask('p5_jobs');
  const jy = (year: number) => (row: Row): boolean => row.year === year;
  const job = (name: string) => (row: Row): boolean => row.job === name;
  const workers = (rows: Row[]): number => sum(num(rows, 'count'));
  const women = sexIs('Women');
  const men = sexIs('Men');
  J('everyday words', 'how many women were nurses in 1970?', value(workers(j.filter((row) => job('Nurse')(row) && women(row) && jy(1970)(row)))));
  J('which row', 'which job had the most women in 2000', extremeRows(j, 'count', 'job', 'max', (row) => women(row) && jy(2000)(row)));
  const teachers1990 = j.filter((row) => job('Teacher')(row) && jy(1990)(row));
  J('ratio or derived', 'share of women among teachers in 1990, in %', value(pct(workers(teachers1990.filter(women)), workers(teachers1990))));
  J('plain', 'total workers in 1980', value(workers(j.filter(jy(1980)))));
  J('plain', 'number of engineers by decade', { kind: 'groups', values: groupBy(j.filter(job('Engineer')), yearKey('year'), workers) });
  J('everyday words', 'how many men worked as secretaries in 1950', value(workers(j.filter((row) => job('Secretary')(row) && men(row) && jy(1950)(row)))));
  J('ratio or derived', 'what pct of all workers were women in 2000', value(pct(workers(j.filter((row) => women(row) && jy(2000)(row))), workers(j.filter(jy(2000))))));
  const outnumber = [...new Set(j.map((row) => row.job as string))].filter((name) => {
    const rows2000 = j.filter((row) => job(name)(row) && jy(2000)(row));
    return workers(rows2000.filter(women)) > workers(rows2000.filter(men));
  });
  J('comparison', 'in how many jobs did women outnumber men in 2000?', count(outnumber.length));
  J('plain', 'top 3 jobs by number of workers in 1990', topN(groupBy(j.filter(jy(1990)), text('job'), workers), 3));
  J('comparison', 'female farmers 1950 vs 2000', { kind: 'groups', values: groupBy(j.filter((row) => job('Farmer')(row) && women(row) && (jy(1950)(row) || jy(2000)(row))), yearKey('year'), workers) });
  J('plain', 'list the jobs', list(j.map((row) => row.job)));
  J('everyday words', 'how many occupations are there', count(new Set(j.map((row) => row.job)).size));
  J('types as text', 'which job had the largest perc in 1950', extremeRows(j, 'perc', 'job', 'max', jy(1950)));
  J('everyday words', 'how many female lawyers were there in 2000', value(workers(j.filter((row) => job('Lawyer')(row) && women(row) && jy(2000)(row)))));
  J('comparison', 'women vs men in 1950', { kind: 'groups', values: groupBy(j.filter(jy(1950)), text('sex'), workers) });
  J('plain', 'average number of female physicians per decade', value(mean(num(j.filter((row) => job('Physician')(row) && women(row)), 'count'))));
  J('plain', 'how many machinists were women in 1950?', value(workers(j.filter((row) => job('Machinist')(row) && women(row) && jy(1950)(row)))));
  J('types as text', 'how many rows have a perc above 5%?', count(j.filter((row) => (row.perc as number) > 5).length));
  J('refuse', 'average salary of nurses', refuse, 'no pay column');
  J('refuse', 'which job grew the most between 1950 and 2000?', refuse, 'two readings: in workers or in percent');
  J('refuse', 'how many nurses will there be in 2030', refuse, 'a forecast');
  J('refuse', 'why did the number of farmers fall?', refuse, 'a reason');
  J('refuse', 'which job is the best for women?', refuse, 'a judgement');

  // ---- air quality ----
  const q = tables.get('air_quality.csv') ?? [];
  const Q = ask('p5_air');
  const hourOf = (row: Row): number => row.Time as number;
  const dayOf = (row: Row): Date => row.Date as Date;
  const qm = (row: Row): number => dayOf(row).getUTCMonth() + 1;
  const station = (name: string) => (row: Row): boolean => row.Station === name;
  const weekend = (row: Row): boolean => [0, 6].includes(dayOf(row).getUTCDay());
  const pm = (row: Row): number => (isNum(row[PM25]) ? row[PM25] : NaN);
  Q('plain', 'average pm2.5', value(mean(num(q, PM25))));
  Q('plain', 'avg no2 by station', { kind: 'groups', values: groupBy(q, text('Station'), (m) => mean(num(m, NO2))) });
  Q('seasonality', 'which hour of the day has the highest no2 on average', best(groupBy(q, (row) => String(hourOf(row)), (m) => mean(num(m, NO2))), 'hour', 'max', hourForms));
  // The readings span one year, so a calendar month ("2022-02") names the same month as the month of the year.
  const years = [...new Set(q.map((row) => dayOf(row).getUTCFullYear()))];
  const qmForms = (key: string): string[] => [...monthForms(key), ...(years.length === 1 ? [`${years[0]}-${key.padStart(2, '0')}`] : [])];
  Q('seasonality', 'which month had the highest average pm2.5?', best(groupBy(q, (row) => String(qm(row)), (m) => mean(num(m, PM25))), 'month', 'max', qmForms));
  Q('types as text', 'average pm2.5 in january', value(mean(num(q.filter((row) => qm(row) === 1), PM25))));
  Q('units and conditions', 'how many readings had pm2.5 above 35', count(q.filter((row) => pm(row) > 35).length));
  Q('units and conditions', 'how many hours did pm2.5 exceed 35 at Old Town', count(q.filter((row) => station('Old Town')(row) && pm(row) > 35).length));
  Q('plain', 'max ozone', value(Math.max(...num(q, O3))));
  const riverside = q.filter(station('Riverside'));
  const o3Top = Math.max(...num(riverside, O3));
  Q('which row', 'on which day was ozone highest at Riverside?', eitherReading(
    { kind: 'row', column: 'Date', labels: [...new Set(riverside.filter((row) => row[O3] === o3Top).flatMap((row) => dayFirstForms(dayOf(row))))] },
    best(groupBy(riverside, (row) => dayOf(row).toISOString().slice(0, 10), (m) => mean(num(m, O3))), 'Date', 'max', (k) => dayFirstForms(new Date(`${k}T00:00:00Z`)), false),
  ), 'two readings: the day of the highest hourly reading, or the day with the highest daily average');
  Q('missing values', 'what percentage of pm2.5 values are missing', value(pct(q.filter((row) => row[PM25] === null).length, q.length)));
  Q('missing values', 'which columns have gaps', list([PM25, NO2, O3].filter((column) => q.some((row) => row[column] === null))));
  Q('seasonality', 'which day of the week has the lowest no2 on average', best(groupBy(q, (row) => String(dayOf(row).getUTCDay()), (m) => mean(num(m, NO2))), 'weekday', 'min', weekdayForms));
  Q('seasonality', 'average no2 at 8am', value(mean(num(q.filter((row) => hourOf(row) === 8), NO2))));
  Q('units and conditions', 'average pm2.5 when the temperature is below 0', value(mean(num(q.filter((row) => (row[TEMP] as number) < 0), PM25))));
  Q('ratio or derived', 'correlation between temperature and ozone', value(pearson(q.filter((row) => isNum(row[O3])).map((row) => [row[TEMP] as number, row[O3] as number]))));
  Q('types as text', 'average temperature in july', value(mean(num(q.filter((row) => qm(row) === 7), TEMP))));
  Q('comparison', 'no2 riverside vs old town in december', { kind: 'groups', values: groupBy(q.filter((row) => qm(row) === 12), text('Station'), (m) => mean(num(m, NO2))) });
  Q('missing values', 'how many readings are missing an ozone value?', count(q.filter((row) => row[O3] === null).length));
  Q('seasonality', 'median no2 on weekends', value(median(num(q.filter(weekend), NO2))));
  const hottest = Math.max(...num(q, TEMP));
  Q('which row', 'what was the hottest day?', eitherReading(
    { kind: 'row', column: 'Date', labels: [...new Set(q.filter((row) => row[TEMP] === hottest).flatMap((row) => dayFirstForms(dayOf(row))))] },
    best(groupBy(q, (row) => dayOf(row).toISOString().slice(0, 10), (m) => mean(num(m, TEMP))), 'Date', 'max', (k) => dayFirstForms(new Date(`${k}T00:00:00Z`)), false),
  ), 'two readings: the day of the hottest hour, or the day with the highest average temperature');
  Q('seasonality', 'at what time of day is ozone highest on average?', best(groupBy(q, (row) => String(hourOf(row)), (m) => mean(num(m, O3))), 'hour', 'max', hourForms));
  Q('missing values', 'how many rows have any blank value', count(q.filter((row) => Object.values(row).some((v) => v === null)).length));
  Q('types as text', 'average ozone on 15/06/2022', value(mean(num(q.filter((row) => dayOf(row).getTime() === Date.UTC(2022, 5, 15)), O3))));
  Q('refuse', 'was the air healthy in 2022?', refuse, 'a judgement');
  Q('refuse', 'what will pm2.5 be tomorrow', refuse, 'a forecast');
  Q('refuse', 'average pm10', refuse, 'no PM10 column');
  Q('refuse', 'why is no2 higher in winter?', refuse, 'a reason');
  Q('refuse', "what's the average pollution level?", refuse, 'three pollutants: PM2.5, NO2 or O3');
  const pmHours = new Set(q.filter((row) => pm(row) > 35).map((row) => `${dayOf(row).getTime()} ${hourOf(row)}`)).size;
  Q('refuse', 'how many hours did pm2.5 exceed 35?', eitherReading(count(q.filter((row) => pm(row) > 35).length), count(pmHours)), 'two stations: station readings or clock hours when either station exceeded it');

  // ---- store orders (workbook) ----
  const o = tables.get('store.xlsx / Orders') ?? [];
  const r = tables.get('store.xlsx / Returns') ?? [];
  const S = ask('p5_store');
  const sales = (rows: Row[]): number => sum(num(rows, 'Sales'));
  const profit = (rows: Row[]): number => sum(num(rows, 'Profit'));
  const orderYear = (row: Row): number => yearOf(row['Order Date']) ?? 0;
  const orderIds = (rows: Row[]): number => new Set(rows.map((row) => row['Order ID'])).size;
  const returned = new Set(r.map((row) => row['Order ID']));
  S('plain', 'total sales', value(sales(o)));
  S('plain', 'total profit', value(profit(o)));
  S('ratio or derived', 'profit as a percentage of sales', value(pct(profit(o), sales(o))));
  S('plain', 'sales by region', { kind: 'groups', values: groupBy(o, text('Region'), sales) });
  S('which row', 'which category is the most profitable?', eitherReading(
    best(groupBy(o, text('Category'), profit), 'Category', 'max', (k) => [k], false),
    best(groupBy(o, text('Category'), (m) => profit(m) / sales(m)), 'Category', 'max', (k) => [k], false),
  ), 'two readings: the most total profit, or the highest profit margin');
  S('seasonality', 'which weekday gets the most orders?', best(groupBy(o, (row) => String((row['Order Date'] as Date).getUTCDay()), orderIds), 'weekday', 'max', weekdayForms));
  S('which row', 'which segment made the least profit', best(groupBy(o, text('Segment'), profit), 'Segment', 'min'));
  S('everyday words', 'how many orders are there?', count(orderIds(o)));
  S('ratio or derived', 'average order value', value(sales(o) / orderIds(o)));
  S('types as text', 'how many orders in 2023', count(orderIds(o.filter((row) => orderYear(row) === 2023))));
  S('types as text', 'total profit in Q4 2022', value(profit(o.filter((row) => orderYear(row) === 2022 && (row['Order Date'] as Date).getUTCMonth() >= 9))));
  S('seasonality', 'which month of the year brings the most sales?', best(groupBy(o, (row) => String((row['Order Date'] as Date).getUTCMonth() + 1), sales), 'month', 'max', monthForms, false));
  const shipDays = (row: Row): number => Math.round(((row['Ship Date'] as Date).getTime() - (row['Order Date'] as Date).getTime()) / DAY);
  S('ratio or derived', "what's the longest it took to ship an order, in days", value(Math.max(...o.map(shipDays))));
  S('units and conditions', 'technology sales in the west in 2024', value(sales(o.filter((row) => row.Category === 'Technology' && row.Region === 'West' && orderYear(row) === 2024))));
  S('everyday words', 'how many order lines lost money?', count(o.filter((row) => (row.Profit as number) < 0).length));
  S('comparison', 'corporate vs consumer sales', { kind: 'groups', values: groupBy(o.filter((row) => row.Segment === 'Corporate' || row.Segment === 'Consumer'), text('Segment'), sales) });
  S('units and conditions', 'how many lines had sales over $1k', count(o.filter((row) => (row.Sales as number) > 1000).length));
  S('plain', 'how many orders were returned', count(returned.size));
  S('comparison', 'total sales of returned orders', value(sales(o.filter((row) => returned.has(row['Order ID'])))));
  S('types as text', 'how many lines had a discount of 20% or more', count(o.filter((row) => (row.Discount as number) >= 0.2 - 1e-9).length));
  S('plain', 'total quantity sold by category', { kind: 'groups', values: groupBy(o, text('Category'), (m) => sum(num(m, 'Quantity'))) });
  S('plain', 'sales per year', { kind: 'groups', values: groupBy(o, (row) => String(orderYear(row)), sales) });
  S('which row', 'which region had the highest sales in 2024', best(groupBy(o.filter((row) => orderYear(row) === 2024), text('Region'), sales), 'Region'));
  S('which row', 'the single most profitable order line', extremeRows(o, 'Profit', 'Row ID', 'max'));
  S('units and conditions', 'average profit on furniture lines with no discount', value(mean(num(o.filter((row) => row.Category === 'Furniture' && row.Discount === 0), 'Profit'))));
  S('ratio or derived', 'total sales minus total profit', value(sales(o) - profit(o)));
  S('refuse', 'who is our best customer?', refuse, 'no customer column; a judgement');
  S('refuse', 'forecast sales for 2025', refuse, 'a forecast');
  S('refuse', 'why are furniture profits so low?', refuse, 'a reason');
  S('refuse', 'how many customers do we have', refuse, 'no customer column');
  S('refuse', "what's the biggest order?", refuse, 'several readings: an order\'s total sales, its quantity, or the largest single line');
  S('refuse', 'profit per unit', eitherReading(value(profit(o) / sum(num(o, 'Quantity'))), value(mean(o.map((row) => (row.Profit as number) / (row.Quantity as number))))), 'two readings: total profit over total units, or the average of each line\'s profit per unit');
  S('refuse', 'what were the shipping costs?', refuse, 'no shipping cost column');
  return out;
}

export function probe5Questions(tables: Map<string, Row[]>): Question[] {
  return probe5Catalogue(tables).map((entry) => entry.question);
}
