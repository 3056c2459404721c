/**
 * Blind probe 18, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 17). Files generated here from fixed seeds
 * (18 001 to 18 005), in domains no earlier probe used (made-up figures, nothing copied, the
 * reserved packages neither used nor imitated): a dairy farm's monthly milk recording (a workbook
 * with a Test Days sheet of Excel dates, numeric ear tags, butterfat "4.12%", cell counts "NA",
 * milk values "£14.12" or "-", and a Cows sheet with names, breeds, birth dates and lactations),
 * a locksmith's call-outs (dates "14-Mar-2024", call times "22:05", response "35 mins", money
 * "£1,234.50" or "-", ratings "4/5"), a ski school's lessons over the 2024/25 season (dates
 * "2025/01/13", starts "9:30", durations "2.5 hrs" or "1 hr", prices "€79.00", temperatures
 * "-6°C" or "n/a", statuses "Cancelled - Weather"), a pottery studio's kiln log (dates
 * "14 March 2023", cones "06" beside "6", peaks "1,222°C", kWh "-" on gas kilns, gas "n/a" on
 * electric ones, costs "$23.40") and a Texas moving company's 2024 moves (dates "6/14/2024" and
 * "2024-05-02", trucks "26 ft", distances "182 mi", weights "8,400" or "n/a", bills "$2,610.00"
 * or "-", blank tips and claims).
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE18.md
 * records the data check made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, csvBytes, eitherReading, extremeRows, groupBy, isNum, isoForms, monthForms, num, text, weekdayForms, weighted } from './probe2';
import { acceptingRows, mean, sum, type Expected, type Question } from './questions';

const DAY = 86_400_000;
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const comma0 = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const hhmm = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
const plain = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

// ---------------------------------------------------------------------------------------------
// a dairy farm's monthly milk recording, 2024: "Test Days" and "Cows"

const COW_NAMES = [
  'Daisy', 'Bluebell', 'Clover', 'Buttercup', 'Primrose', 'Meg', 'Rosie', 'Poppy', 'Hazel', 'Tilly', 'Bramble', 'Willow', 'Maisie', 'Peggy', 'Dolly', 'Holly', 'Lottie', 'Bella', 'Mabel', 'Nettle',
  'Fern', 'Ivy', 'Juniper', 'Marigold', 'Pansy', 'Heather', 'Flossie', 'Gertie', 'Hettie', 'Ruby', 'Saffron', 'Sorrel', 'Tansy', 'Violet', 'Wren', 'Acorn', 'Barley', 'Cherry', 'Dandelion', 'Elsie',
  'Fennel', 'Ginger', 'Honey', 'Iris', 'Jess', 'Kitty', 'Lily', 'Minnie', 'Nell', 'Olive', 'Pearl', 'Queenie', 'Rhubarb', 'Sage', 'Thistle', 'Una', 'Velvet', 'Winnie', 'Yarrow', 'Zinnia',
];
const BREEDS: Array<[string, number, number, number, number]> = [
  // [breed, weight, peak kg/day, butterfat %, protein %]
  ['Holstein', 60, 42, 3.95, 3.25], ['Jersey', 25, 29, 5.3, 3.9], ['Brown Swiss', 15, 36, 4.1, 3.5],
];
const SIRES = ['Delta Lambda', 'Fairway Gold', 'Hilltop Rex', 'Ashgrove Titan', 'Kingsmead Duke', 'Riverside Ace'];
/** The day of each month's recording (2024). */
const TEST_DAYS = [9, 13, 12, 10, 14, 11, 9, 13, 10, 10, 12, 10];

/** "Test Days": "Test Date" (a real Excel date shown dd-mmm-yy), "Cow Tag" (a number), Group (Fresh/High/Low/Dry), "Days in Milk" (blank when dry), "Milk Yield (kg/day)" (a number; blank when dry), Butterfat and Protein "4.12%" (text; "n/a" when the sample spoiled or dry), "SCC ('000 cells/ml)" (a number; "NA" when missing or dry), Mastitis (Yes/No), "Milk Value (£/day)" "£14.12" (text; "-" unless sold), "Milk Status" (In Milk/Dry/Withheld). "Cows": "Cow Tag", Name, Breed, "Date of Birth" (a real date), "Lactation No", Sire. */
export async function dairyWorkbook(): Promise<EvalDataset> {
  const rand = random(18_001);
  const cows: Row[] = [];
  const herd: Array<{ tag: number; breed: (typeof BREEDS)[number]; calvMonth: number; calvDay: number; lactation: number; factor: number; from: number; to: number }> = [];
  for (let k = 0; k < 60; k++) {
    const breed = choose(rand, BREEDS.map((b) => [b, b[1]] as [(typeof BREEDS)[number], number]));
    const heifer = k >= 52;
    const lactation = heifer ? 1 : 1 + Math.floor(rand() * 6);
    const born = new Date(Date.UTC(2022 - lactation - (heifer ? 0 : Math.floor(rand() * 2)), Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)));
    const from = heifer ? 3 + Math.floor(rand() * 6) : 0;
    const to = k >= 44 && k < 52 ? 5 + Math.floor(rand() * 6) : 11;
    const calvMonth = heifer ? from - 1 : Math.floor(rand() * 12);
    herd.push({ tag: 1041 + k * 3 + Math.floor(rand() * 3), breed, calvMonth, calvDay: 1 + Math.floor(rand() * 27), lactation, factor: (lactation === 1 ? 0.82 : 1) * (0.85 + rand() * 0.3), from, to });
    cows.push({ 'Cow Tag': herd[k].tag, Name: COW_NAMES[k], Breed: breed[0], 'Date of Birth': born, 'Lactation No': lactation, Sire: pick(rand, SIRES) });
  }
  const rows: Row[] = [];
  for (let month = 0; month < 12; month++) {
    const t = Date.UTC(2024, month, TEST_DAYS[month]);
    for (const cow of herd) {
      if (month < cow.from || month > cow.to) continue;
      const thisYear = Date.UTC(2024, cow.calvMonth, cow.calvDay);
      const last = t >= thisYear ? thisYear : Date.UTC(2023, cow.calvMonth, cow.calvDay);
      const dim = Math.round((t - last) / DAY);
      const dry = dim >= 305;
      const [, , peak, fatBase, protBase] = cow.breed;
      const a = peak / 1.79;
      const summer = month === 6 || month === 7 ? 0.93 : 1;
      const kg = dry ? null : round1(Math.max(4, a * Math.max(dim, 3) ** 0.2 * Math.exp(-0.004 * Math.max(dim, 3)) * cow.factor * summer * (0.92 + rand() * 0.16)));
      const winter = Math.cos(((month + 0.5) / 12) * 2 * Math.PI);
      const spoiled = dry || rand() < 0.03;
      const fat = spoiled ? null : round2(fatBase + 0.25 * winter + (dim > 200 ? 0.2 : 0) + gauss(rand) * 0.18);
      const protein = spoiled ? null : round2(protBase + 0.12 * winter + (dim > 200 ? 0.1 : 0) + gauss(rand) * 0.08);
      const mastitis = !dry && rand() < (month >= 6 && month <= 8 ? 0.06 : 0.025);
      const scc = dry || rand() < 0.04 ? null : mastitis ? 400 + Math.floor(rand() * 1600) : Math.round(Math.exp(Math.log(month >= 6 && month <= 8 ? 150 : 110) + gauss(rand) * 0.55));
      const withheld = !dry && (mastitis ? rand() < 0.7 : rand() < 0.01);
      const status = dry ? 'Dry' : withheld ? 'Withheld' : 'In Milk';
      const price = 0.36 + 0.04 * ((fat ?? 4) - 4) + 0.05 * ((protein ?? 3.3) - 3.3);
      const group = dry ? 'Dry' : dim <= 60 ? 'Fresh' : (kg ?? 0) >= 28 ? 'High' : 'Low';
      rows.push({
        'Test Date': new Date(t), 'Cow Tag': cow.tag, Group: group, 'Days in Milk': dry ? null : dim, 'Milk Yield (kg/day)': kg, Butterfat: fat, Protein: protein, "SCC ('000 cells/ml)": scc,
        Mastitis: mastitis ? 'Yes' : 'No', 'Milk Value (£/day)': status === 'In Milk' ? round2((kg ?? 0) * price) : null, 'Milk Status': status,
      });
    }
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Test Days');
  const header = ['Test Date', 'Cow Tag', 'Group', 'Days in Milk', 'Milk Yield (kg/day)', 'Butterfat', 'Protein', "SCC ('000 cells/ml)", 'Mastitis', 'Milk Value (£/day)', 'Milk Status'];
  sheet.addRow(header);
  const cell = (row: Row, h: string): string | number | Date | null => {
    const v = row[h];
    if (h === 'Butterfat' || h === 'Protein') return v === null ? 'n/a' : `${(v as number).toFixed(2)}%`;
    if (h === "SCC ('000 cells/ml)") return v === null ? 'NA' : (v as number);
    if (h === 'Milk Value (£/day)') return v === null ? '-' : `£${money2(v as number)}`;
    return v as string | number | Date | null;
  };
  for (const row of rows) sheet.addRow(header.map((h) => cell(row, h))).getCell(1).numFmt = 'dd-mmm-yy';
  const cSheet = workbook.addWorksheet('Cows');
  const cHeader = ['Cow Tag', 'Name', 'Breed', 'Date of Birth', 'Lactation No', 'Sire'];
  cSheet.addRow(cHeader);
  for (const row of cows) cSheet.addRow(cHeader.map((h) => row[h])).getCell(4).numFmt = 'dd/mm/yyyy';
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p18_dairy', file: 'milk_recording_2024.xlsx', bytes, tables: [{ label: 'milk_recording_2024.xlsx / Test Days', rows }, { label: 'milk_recording_2024.xlsx / Cows', rows: cows }] };
}

// ---------------------------------------------------------------------------------------------
// a locksmith's call-outs, 2023-2024

const JOB_TYPES: Array<[string, number, number, number, number, number]> = [
  // [job type, weight, min hours on site, max hours on site, min parts £, max parts £ (0: seldom parts)]
  ['Lockout', 35, 0.25, 1, 25, 60], ['Lock Change', 22, 0.5, 1.5, 30, 180], ['uPVC Repair', 15, 0.75, 2.5, 40, 220], ['Burglary Repair', 10, 1, 4, 60, 400], ['Safe Opening', 5, 1, 5, 50, 150], ['Car Key', 8, 0.5, 1.5, 60, 220],
];
const AREAS: Array<[string, number, number]> = [['BS1', 22, 20], ['BS3', 16, 25], ['BS5', 14, 28], ['BS6', 18, 24], ['BS8', 16, 22], ['BS16', 14, 40]];
const TECHS = ['Dan Morgan', 'Daniel Okoro', 'Priya Shah', 'Lee Hart', 'Megan Ellis'];

/** "Job No", "Call Date" "14-Mar-2024", "Call Time" "22:05", Area, "Job Type", Property (Residential/Commercial/Vehicle), Technician, "Response Time" "35 mins" ("n/a" when cancelled), "Time on Site (hrs)" (blank when cancelled), "Call-out Fee", Parts, Labour and "Total (inc VAT)" "£1,234.50" ("-" when none), Payment (Card/Cash/Bank Transfer/Unpaid; blank when cancelled), "Out of Hours" (Yes/No), "Customer Rating" "4/5" (blank unless rated), Status (Completed/Quoted Only/No Access/Cancelled). */
export function locksmithCallouts(): EvalDataset {
  const rand = random(18_002);
  const drafts: Array<Row & { order: number }> = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const n = Math.floor(rand() * 6 * (date.getUTCMonth() === 11 ? 1.3 : 1) * (weekend ? 0.8 : 1));
    for (let k = 0; k < n; k++) {
      const type = choose(rand, JOB_TYPES.map((j) => [j, j[1]] as [(typeof JOB_TYPES)[number], number]));
      const [name, , loH, hiH, loP, hiP] = type;
      const minute = name === 'Lockout' || name === 'Car Key' ? 5 * Math.floor(rand() * 288) : 8 * 60 + 5 * Math.floor(rand() * 120);
      const ooh = weekend || minute < 8 * 60 || minute >= 18 * 60;
      const property = name === 'Car Key' ? 'Vehicle' : name === 'Lockout' ? choose(rand, [['Residential', 70], ['Commercial', 10], ['Vehicle', 20]]) : name === 'Safe Opening' ? choose(rand, [['Commercial', 60], ['Residential', 40]]) : choose(rand, [['Residential', 75], ['Commercial', 25]]);
      const [area, , base] = choose(rand, AREAS.map((a) => [a, a[1]] as [(typeof AREAS)[number], number]));
      const quotable = name === 'Lock Change' || name === 'uPVC Repair' || name === 'Burglary Repair';
      const status = rand() < 0.06 ? 'Cancelled' : rand() < 0.03 ? 'No Access' : quotable && rand() < 0.12 ? 'Quoted Only' : 'Completed';
      const cancelled = status === 'Cancelled';
      const done = status === 'Completed';
      const response = cancelled ? null : Math.max(8, Math.round(base + (ooh ? 10 : 0) + gauss(rand) * 10));
      const hours = cancelled ? null : done ? loH + 0.25 * Math.floor(rand() * ((hiH - loH) / 0.25 + 1)) : status === 'No Access' ? 0.25 : rand() < 0.5 ? 0.25 : 0.5;
      const fee = cancelled ? null : ooh ? 95 : 65;
      const partsChance = name === 'Lockout' ? 0.3 : name === 'Safe Opening' ? 0.2 : 1;
      const parts = done && rand() < partsChance ? round2(loP + rand() * (hiP - loP)) : null;
      const labour = done ? (hours ?? 0) * (ooh ? 75 : 50) : null;
      const total = cancelled ? null : round2(((fee ?? 0) + (parts ?? 0) + (labour ?? 0)) * 1.2);
      const payment = cancelled ? null : property === 'Commercial' && rand() < 0.6 ? 'Bank Transfer' : choose(rand, [['Card', 70], ['Cash', 18], ['Bank Transfer', 6], ['Unpaid', 6]]);
      const rating = done && rand() < 0.55 ? choose(rand, [[5, 55], [4, 28], [3, 10], [2, 4], [1, 3]]) : null;
      drafts.push({
        order: t + minute * 60_000, 'Call Date': date, 'Call Time': hhmm(minute), Area: area, 'Job Type': name, Property: property, Technician: pick(rand, TECHS), 'Response Time': response, 'Time on Site (hrs)': hours,
        'Call-out Fee': fee, Parts: parts, Labour: labour, 'Total (inc VAT)': total, Payment: payment, 'Out of Hours': ooh ? 'Yes' : 'No', 'Customer Rating': rating, Status: status,
      });
    }
  }
  const rows: Row[] = [...drafts].sort((a, b) => a.order - b.order).map(({ order, ...draft }, n) => { void order; return { 'Job No': `LS-${String(n + 1).padStart(4, '0')}`, ...draft }; });
  const header = ['Job No', 'Call Date', 'Call Time', 'Area', 'Job Type', 'Property', 'Technician', 'Response Time', 'Time on Site (hrs)', 'Call-out Fee', 'Parts', 'Labour', 'Total (inc VAT)', 'Payment', 'Out of Hours', 'Customer Rating', 'Status'];
  const dmy = (d: Date): string => `${pad2(d.getUTCDate())}-${MONTH_SHORT[d.getUTCMonth()]}-${String(d.getUTCFullYear())}`;
  const gbp = (v: unknown): string => (v === null ? '-' : `£${money2(v as number)}`);
  const lines = rows.map((row) => [
    row['Job No'] as string, dmy(row['Call Date'] as Date), row['Call Time'] as string, row.Area as string, row['Job Type'] as string, row.Property as string, row.Technician as string,
    row['Response Time'] === null ? 'n/a' : `${String(row['Response Time'])} mins`, row['Time on Site (hrs)'] === null ? '' : (row['Time on Site (hrs)'] as number).toFixed(2),
    gbp(row['Call-out Fee']), gbp(row.Parts), gbp(row.Labour), gbp(row['Total (inc VAT)']), plain(row.Payment), row['Out of Hours'] as string,
    row['Customer Rating'] === null ? '' : `${String(row['Customer Rating'])}/5`, row.Status as string,
  ]);
  return { name: 'p18_locksmith', file: 'locksmith_callouts.csv', bytes: csvBytes(header, lines), tables: [{ label: 'locksmith_callouts.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a ski school's lessons, season 2024/25

const INSTRUCTORS = ['Anna Gruber', 'Tobias Leitner', 'Sophie Brandl', 'Max Huber', 'Lena Moser', 'Jakob Wimmer', 'Clara Pichler', 'Felix Egger'];
const holiday = (t: number): boolean => (t >= Date.UTC(2024, 11, 21) && t <= Date.UTC(2025, 0, 5)) || (t >= Date.UTC(2025, 1, 8) && t <= Date.UTC(2025, 2, 2)) || (t >= Date.UTC(2025, 3, 12) && t <= Date.UTC(2025, 3, 21));

/** "Lesson ID", Date "2025/01/13", Start "9:30", Instructor, Discipline (Ski/Snowboard), "Lesson Type" (Group/Private/Kids Club), Level (First Timer/Beginner/Intermediate/Advanced), Students, Attended (blank when cancelled), Duration "2.5 hrs" or "1 hr", "Price per Student" "€79.00", Revenue "€1,264.00" ("-" when cancelled), "Snow Conditions" (Powder/Packed/Icy/Slush), "Temp at Base" "-6°C" ("n/a"), "Wind (km/h)" ("NA"), Status (Taught/Cut Short/Cancelled - Weather/Cancelled - Low Numbers). */
export function skiLessons(): EvalDataset {
  const rand = random(18_003);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 11, 14); t <= Date.UTC(2025, 3, 21); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const month = date.getUTCMonth();
    const peak = holiday(t);
    const dayTemp = (month === 0 ? -8 : month === 1 ? -7 : month === 11 ? -5 : month === 2 ? -3 : 1) + gauss(rand) * 3.5;
    const storm = rand() < 0.05;
    const dayWind = storm ? 55 + rand() * 30 : 8 + rand() * 22;
    const snow = month === 3 ? choose(rand, [['Slush', 55], ['Packed', 35], ['Icy', 10]]) : choose(rand, [['Powder', 25], ['Packed', 55], ['Icy', 20]]);
    const n = Math.round((5 + rand() * 4) * (peak ? 2 : 1) * (weekday === 6 || weekday === 0 ? 1.3 : 1) * (month === 3 ? 0.6 : 1));
    for (let k = 0; k < n; k++) {
      const type = choose(rand, [['Group', 50], ['Private', 32], ['Kids Club', 18]]);
      const discipline = type === 'Kids Club' ? 'Ski' : choose(rand, [['Ski', 72], ['Snowboard', 28]]);
      const level = type === 'Kids Club' ? choose(rand, [['First Timer', 35], ['Beginner', 40], ['Intermediate', 25]]) : choose(rand, [['First Timer', 25], ['Beginner', 30], ['Intermediate', 30], ['Advanced', 15]]);
      let start: string;
      let hours: number;
      let price: number;
      let students: number;
      if (type === 'Group') {
        const morning = rand() < 0.6;
        start = morning ? '9:30' : '13:30';
        hours = morning ? 2.5 : 2;
        price = morning ? (peak ? 87 : 79) : peak ? 76 : 69;
        students = 3 + Math.floor(rand() * 8);
      } else if (type === 'Kids Club') {
        start = '9:30';
        hours = 3;
        price = peak ? 88 : 80;
        students = 4 + Math.floor(rand() * 7);
      } else {
        start = pick(rand, ['9:00', '11:00', '13:00', '14:30']);
        hours = pick(rand, [1, 1.5, 2, 3]);
        students = choose(rand, [[1, 55], [2, 32], [3, 13]]);
        price = round2(((peak ? 125 : 110) * hours) / students);
      }
      const afternoon = start >= '13' && start.length === 5;
      const status = storm ? 'Cancelled - Weather' : type === 'Group' && students <= 3 && rand() < 0.35 ? 'Cancelled - Low Numbers' : rand() < 0.03 ? 'Cut Short' : 'Taught';
      const cancelled = status.startsWith('Cancelled');
      let attended = 0;
      for (let s = 0; s < students; s++) if (rand() >= 0.06) attended++;
      const temp = rand() < 0.04 ? null : Math.round(dayTemp + (afternoon ? 2 : -1) + gauss(rand) * 1.2);
      const wind = rand() < 0.05 ? null : Math.round(dayWind + gauss(rand) * 4);
      drafts.push({
        Date: date, Start: start, Instructor: pick(rand, INSTRUCTORS), Discipline: discipline, 'Lesson Type': type, Level: level, Students: students, Attended: cancelled ? null : attended,
        Duration: hours, 'Price per Student': price, Revenue: cancelled ? null : round2(students * price), 'Snow Conditions': snow, 'Temp at Base': temp, 'Wind (km/h)': wind, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Lesson ID': `SS-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Lesson ID', 'Date', 'Start', 'Instructor', 'Discipline', 'Lesson Type', 'Level', 'Students', 'Attended', 'Duration', 'Price per Student', 'Revenue', 'Snow Conditions', 'Temp at Base', 'Wind (km/h)', 'Status'];
  const ymd = (d: Date): string => `${String(d.getUTCFullYear())}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}`;
  const lines = rows.map((row) => [
    row['Lesson ID'] as string, ymd(row.Date as Date), row.Start as string, row.Instructor as string, row.Discipline as string, row['Lesson Type'] as string, row.Level as string,
    String(row.Students), plain(row.Attended), row.Duration === 1 ? '1 hr' : `${String(row.Duration)} hrs`, `€${money2(row['Price per Student'] as number)}`,
    row.Revenue === null ? '-' : `€${money2(row.Revenue as number)}`, row['Snow Conditions'] as string, row['Temp at Base'] === null ? 'n/a' : `${String(row['Temp at Base'])}°C`,
    row['Wind (km/h)'] === null ? 'NA' : String(row['Wind (km/h)']), row.Status as string,
  ]);
  return { name: 'p18_ski', file: 'ski_school_lessons_2024-25.csv', bytes: csvBytes(header, lines), tables: [{ label: 'ski_school_lessons_2024-25.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a pottery studio's kiln log, 2023-2024

const CONE_PEAK: Record<string, number> = { '06': 999, '04': 1060, '6': 1222, '10': 1285, '-': 980 };
const LOADERS = ['Tess', 'Marco', 'Yuki', 'Priscilla', 'Owen'];

/** "Firing No", "Date Loaded" "14 March 2023", Kiln (Skutt 1027/Skutt 818/Gas Car Kiln/Raku Drum), "Firing Type" (Bisque/Glaze/Raku/Test), Cone ("06", "04", "6", "10"; "-" for raku), "Peak Temp" "1,222°C", "Firing Time (h)", "Pieces Loaded", "Pieces Lost" (blank when not counted), "Electricity (kWh)" ("-" on gas kilns), "Gas (m³)" ("n/a" on electric ones), "Firing Cost" "$23.40", "Loaded By", Result (Good/Overfired/Underfired/Kiln Fault). */
export function kilnLog(): EvalDataset {
  const rand = random(18_004);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 2); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const month = date.getUTCMonth();
    const busy = month === 10 || month === 3 ? 1.3 : month === 7 ? 0.6 : 1;
    const n = weekday === 0 ? 0 : rand() < 0.55 * busy ? (rand() < 0.2 ? 2 : 1) : 0;
    for (let k = 0; k < n; k++) {
      const kiln = choose(rand, [['Skutt 1027', 45], ['Skutt 818', 30], ['Gas Car Kiln', 15], ['Raku Drum', 10]]);
      const electric = kiln.startsWith('Skutt');
      const type = kiln === 'Raku Drum' ? 'Raku' : kiln === 'Gas Car Kiln' ? choose(rand, [['Glaze', 85], ['Bisque', 15]]) : choose(rand, [['Bisque', 42], ['Glaze', 48], ['Test', kiln === 'Skutt 818' ? 20 : 2]]);
      const cone = type === 'Raku' ? '-' : type === 'Bisque' ? (rand() < 0.7 ? '06' : '04') : type === 'Test' ? (rand() < 0.7 ? '6' : '06') : kiln === 'Gas Car Kiln' ? '10' : '6';
      const result = choose(rand, [['Good', 86], ['Overfired', type === 'Glaze' ? 5 : 1], ['Underfired', 5], ['Kiln Fault', electric ? 3 : 2]]);
      const fault = result === 'Kiln Fault';
      const peak = Math.round(CONE_PEAK[cone] + (rand() - 0.5) * 60 + (result === 'Overfired' ? 25 : result === 'Underfired' ? -25 : 0) - (fault ? 250 + rand() * 200 : 0));
      const baseHours = type === 'Raku' ? 0.5 + rand() : type === 'Bisque' ? 10 + rand() * 4 : type === 'Test' ? 6 + rand() * 3 : kiln === 'Gas Car Kiln' ? 10 + rand() * 3 : 8 + rand() * 3;
      const hours = round1(baseHours * (fault ? 0.3 + rand() * 0.4 : 1));
      const loaded = kiln === 'Raku Drum' ? 4 + Math.floor(rand() * 9) : type === 'Test' ? 5 + Math.floor(rand() * 11) : kiln === 'Skutt 1027' ? 30 + Math.floor(rand() * 41) : kiln === 'Skutt 818' ? 12 + Math.floor(rand() * 19) : 40 + Math.floor(rand() * 51);
      const lossRate = type === 'Raku' ? 0.1 + rand() * 0.15 : type === 'Glaze' ? 0.03 + rand() * 0.05 + (result === 'Overfired' ? 0.15 : 0) : 0.01 + rand() * 0.02;
      const lost = fault || rand() < 0.05 ? null : Math.round(loaded * lossRate);
      const kwh = electric ? round1(hours * (kiln === 'Skutt 1027' ? 4.2 : 2.6) * (0.9 + rand() * 0.2)) : null;
      const gas = electric ? null : round1(hours * (kiln === 'Gas Car Kiln' ? 3.5 : 4) * (0.9 + rand() * 0.2));
      drafts.push({
        'Date Loaded': date, Kiln: kiln, 'Firing Type': type, Cone: cone === '-' ? null : cone, 'Peak Temp': peak, 'Firing Time (h)': hours, 'Pieces Loaded': loaded, 'Pieces Lost': lost,
        'Electricity (kWh)': kwh, 'Gas (m³)': gas, 'Firing Cost': round2(kwh !== null ? kwh * 0.32 : (gas ?? 0) * 1.1), 'Loaded By': pick(rand, LOADERS), Result: result,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Firing No': `K-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Firing No', 'Date Loaded', 'Kiln', 'Firing Type', 'Cone', 'Peak Temp', 'Firing Time (h)', 'Pieces Loaded', 'Pieces Lost', 'Electricity (kWh)', 'Gas (m³)', 'Firing Cost', 'Loaded By', 'Result'];
  const long = (d: Date): string => `${String(d.getUTCDate())} ${MONTH_LONG[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Firing No'] as string, long(row['Date Loaded'] as Date), row.Kiln as string, row['Firing Type'] as string, row.Cone === null ? '-' : (row.Cone as string), `${comma0(row['Peak Temp'] as number)}°C`,
    (row['Firing Time (h)'] as number).toFixed(1), String(row['Pieces Loaded']), plain(row['Pieces Lost']), row['Electricity (kWh)'] === null ? '-' : (row['Electricity (kWh)'] as number).toFixed(1),
    row['Gas (m³)'] === null ? 'n/a' : (row['Gas (m³)'] as number).toFixed(1), `$${money2(row['Firing Cost'] as number)}`, row['Loaded By'] as string, row.Result as string,
  ]);
  return { name: 'p18_kiln', file: 'kiln_log.csv', bytes: csvBytes(header, lines), tables: [{ label: 'kiln_log.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a Texas moving company's moves, 2024

const CITIES: Array<[string, number]> = [['Austin', 35], ['San Antonio', 20], ['Houston', 15], ['Round Rock', 12], ['Dallas', 10], ['Waco', 8]];
const MILES: Record<string, number> = {
  'Austin|San Antonio': 80, 'Austin|Houston': 165, 'Austin|Round Rock': 20, 'Austin|Dallas': 195, 'Austin|Waco': 102, 'San Antonio|Houston': 197, 'San Antonio|Round Rock': 100, 'San Antonio|Dallas': 274,
  'San Antonio|Waco': 181, 'Houston|Round Rock': 168, 'Houston|Dallas': 239, 'Houston|Waco': 185, 'Round Rock|Dallas': 175, 'Round Rock|Waco': 82, 'Dallas|Waco': 96,
};
const miles = (a: string, b: string): number => MILES[`${a}|${b}`] ?? MILES[`${b}|${a}`] ?? 0;

/** "Move #", "Move Date" "6/14/2024", "Booked On" "2024-05-02", From, To, "Move Type" (Local/Long Distance/Office), "Home Size" (Studio/1 BR/2 BR/3 BR/4+ BR/Office), "Crew Size", Truck "26 ft", "Hours Billed" (blank unless moved), Distance "182 mi", "Weight (lbs)" "8,400" ("n/a" unless long distance), Quote "$2,350", "Final Bill" "$2,610.00" ("-" unless completed), Tip "$40" (blank when none), "Damage Claim" "$150.00" (blank when none), Rating (1-5; "n/a"), Status (Completed/Cancelled/Rescheduled). */
export function movingJobs(): EvalDataset {
  const rand = random(18_005);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const month = date.getUTCMonth();
    const weekday = date.getUTCDay();
    const season = month >= 5 && month <= 7 ? 1.6 : month === 4 || month === 8 ? 1.2 : month === 0 || month === 11 ? 0.7 : 1;
    const n = Math.floor(rand() * 4.5 * season * (date.getUTCDate() >= 25 ? 1.5 : 1) * (weekday === 6 ? 1.3 : weekday === 0 ? 0.5 : 1));
    for (let k = 0; k < n; k++) {
      const type = choose(rand, [['Local', 64], ['Long Distance', 27], ['Office', 9]]);
      const from = choose(rand, CITIES);
      let to = from;
      if (type === 'Long Distance') {
        const far = CITIES.filter(([c]) => c !== from && miles(from, c) >= 75);
        to = choose(rand, far);
      } else if (rand() < 0.25) {
        const near = CITIES.filter(([c]) => c !== from && miles(from, c) > 0 && miles(from, c) < 75);
        if (near.length) to = choose(rand, near);
      }
      const distance = type === 'Long Distance' ? miles(from, to) + Math.round((rand() - 0.5) * 16) : from === to ? 2 + Math.floor(rand() * (type === 'Office' ? 24 : 34)) : miles(from, to) + Math.round((rand() - 0.5) * 10);
      const size = type === 'Office' ? 'Office' : choose(rand, [['Studio', 12], ['1 BR', 22], ['2 BR', 28], ['3 BR', 24], ['4+ BR', 14]]);
      const crew = size === 'Studio' || size === '1 BR' ? 2 : size === '2 BR' ? 2 + Math.floor(rand() * 2) : size === '3 BR' ? 3 + Math.floor(rand() * 2) : size === '4+ BR' ? 4 + Math.floor(rand() * 2) : 4 + Math.floor(rand() * 3);
      const truck = size === 'Studio' || size === '1 BR' ? '16 ft' : size === '2 BR' ? '20 ft' : '26 ft';
      const bulk = { Studio: 1, '1 BR': 1.5, '2 BR': 2.3, '3 BR': 3.2, '4+ BR': 4.3, Office: 4 }[size] ?? 2;
      const status = choose(rand, [['Completed', 88], ['Cancelled', 7], ['Rescheduled', 5]]);
      const done = status === 'Completed';
      const hours = Math.round(2 * (bulk * 1.8 + distance / 50 + rand() * 1.5)) / 2;
      const weight = type === 'Long Distance' ? Math.round((bulk * 2100 * (0.8 + rand() * 0.4)) / 50) * 50 : null;
      const estimate = weight !== null ? weight * 0.42 + distance * 2.5 : hours * crew * 55 + 100 + (type === 'Office' ? 250 : 0);
      const quote = Math.round(estimate * (0.9 + rand() * 0.15) / 10) * 10;
      const bill = done ? round2(estimate * (0.95 + rand() * 0.2)) : null;
      const booked = new Date(t - (3 + Math.floor(rand() * (type === 'Long Distance' ? 58 : 35))) * DAY);
      drafts.push({
        'Move Date': date, 'Booked On': booked, From: from, To: to, 'Move Type': type, 'Home Size': size, 'Crew Size': crew, Truck: truck, 'Hours Billed': done ? hours : null, Distance: distance,
        'Weight (lbs)': weight, Quote: quote, 'Final Bill': bill, Tip: done && rand() < 0.6 ? 10 * (2 + Math.floor(rand() * 14)) : null, 'Damage Claim': done && rand() < 0.045 ? round2(50 + rand() * 900) : null,
        Rating: done && rand() < 0.65 ? choose(rand, [[5, 60], [4, 25], [3, 8], [2, 4], [1, 3]]) : null, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Move #': `M24-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Move #', 'Move Date', 'Booked On', 'From', 'To', 'Move Type', 'Home Size', 'Crew Size', 'Truck', 'Hours Billed', 'Distance', 'Weight (lbs)', 'Quote', 'Final Bill', 'Tip', 'Damage Claim', 'Rating', 'Status'];
  const mdy = (d: Date): string => `${String(d.getUTCMonth() + 1)}/${String(d.getUTCDate())}/${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Move #'] as string, mdy(row['Move Date'] as Date), (row['Booked On'] as Date).toISOString().slice(0, 10), row.From as string, row.To as string, row['Move Type'] as string, row['Home Size'] as string,
    String(row['Crew Size']), row.Truck as string, row['Hours Billed'] === null ? '' : String(row['Hours Billed']), `${String(row.Distance)} mi`, row['Weight (lbs)'] === null ? 'n/a' : comma0(row['Weight (lbs)'] as number),
    `$${comma0(row.Quote as number)}`, row['Final Bill'] === null ? '-' : `$${money2(row['Final Bill'] as number)}`, row.Tip === null ? '' : `$${String(row.Tip)}`,
    row['Damage Claim'] === null ? '' : `$${money2(row['Damage Claim'] as number)}`, row.Rating === null ? 'n/a' : String(row.Rating), row.Status as string,
  ]);
  return { name: 'p18_movers', file: 'moves_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'moves_2024.csv', rows }] };
}

export const PROBE18_DATASETS = new Set(['p18_dairy', 'p18_locksmith', 'p18_ski', 'p18_kiln', 'p18_movers']);

export async function probe18Datasets(): Promise<EvalDataset[]> {
  return [await dairyWorkbook(), locksmithCallouts(), skiLessons(), kilnLog(), movingJobs()];
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
const dayIs = (column: string, iso: string) => (row: Row): boolean => row[column] instanceof Date && when(row, column).toISOString().slice(0, 10) === iso;
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const monthName = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? MONTH_SHORT[when(row, column).getUTCMonth()] : null);
/** A month of one calendar year, keyed as a series over months is labelled ("2024-03"). */
const yearMonthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `${String(when(row, column).getUTCFullYear())}-${pad2(when(row, column).getUTCMonth() + 1)}` : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const quarterKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `Q${String(Math.floor(when(row, column).getUTCMonth() / 3) + 1)}` : null);
const numKey = (column: string) => (row: Row): string | null => (isNum(row[column]) ? String(row[column]) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string | number) => (row: Row): boolean => row[column] === value;
/** An hour of the day in every usual spelling, on the 24-hour and the 12-hour clock. */
const hourForms = (key: string): string[] => {
  const h = Number(key);
  const h12 = String(((h + 11) % 12) + 1);
  const half = h < 12 ? 'AM' : 'PM';
  return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`, `${h12} ${half}`, `${h12}:00 ${half}`, `${h12}${half.toLowerCase()}`])];
};
/** A clock time "9:30" in every usual spelling. */
const clockForms = (key: string): string[] => { const [h, m] = key.split(':'); return [...new Set([key, `${pad2(Number(h))}:${m}`, `${pad2(Number(h))}:${m}:00`, `${h}:${m}:00`])]; };
/** A month of a file that holds one year: "3", "03", "Mar", "March", or the month with its year ("2024-03"). */
const monthFormsIn = (year: number) => (key: string): string[] => [...monthForms(key), `${String(year)}-${pad2(Number(key))}`, `${String(year)}-${pad2(Number(key))}-01`];
/** Minutes after midnight of an "hh:mm" text. */
const clock = (value: unknown): number => {
  if (typeof value !== 'string') return NaN;
  const m = /^(\d{1,2}):(\d{2})$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};
const daysBetween = (a: Date, b: Date): number => Math.round((b.getTime() - a.getTime()) / DAY);
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
export function probe18Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
  const out: CataloguedQuestion[] = [];
  const ask = (data: string) => (cls: ProbeClass, q: string, expect: Expected, why?: string): void => {
    out.push({ question: { data, q, expect, probe: true }, cls: expect.kind === 'refuse' ? 'refuse' : cls, ...(why ? { why } : {}) });
  };
  const refuse: Expected = { kind: 'refuse' };
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });
  const list = (values: Iterable<unknown>): Expected => ({ kind: 'list', values: [...new Set([...values].map(String))] });
  const groups = (values: Map<string, number>): Expected => ({ kind: 'groups', values });
  const rates = (rows: Row[], key: (row: Row) => string | null, hit: (row: Row) => boolean): Expected => ({ kind: 'groups', values: groupBy(rows, key, (g) => g.filter(hit).length / g.length), column: 'share' });
  const countBy = (rows: Row[], key: (row: Row) => string | null): Map<string, number> => groupBy(rows, key, (m) => m.length);
  const distinct = (rows: Row[], column: string): number => new Set(rows.map((row) => row[column]).filter((v) => v !== null)).size;
  const ratio = (rows: Row[], top: string, bottom: string): number => { const kept = rows.filter((row) => isNum(row[top]) && isNum(row[bottom])); return sum(num(kept, top)) / sum(num(kept, bottom)); };
  const hourOf = (column: string) => (row: Row): string | null => (Number.isFinite(clock(row[column])) ? String(Math.floor(clock(row[column]) / 60)) : null);
  const keyed = (rows: Row[], keep: (row: Row) => boolean, key: (row: Row) => string | null, figure: (g: Row[]) => number): Map<string, number> => groupBy(rows.filter(keep), key, figure);

  // ---- dairy milk recording (workbook: Test Days and Cows) ----
  const dt = tables.get('milk_recording_2024.xlsx / Test Days') ?? [];
  const dc = tables.get('milk_recording_2024.xlsx / Cows') ?? [];
  const M = ask('p18_dairy');
  const TD = 'Test Date';
  const KG = 'Milk Yield (kg/day)';
  const FAT = 'Butterfat';
  const PROT = 'Protein';
  const SCC = "SCC ('000 cells/ml)";
  const MV = 'Milk Value (£/day)';
  const cowOf = new Map(dc.map((row) => [row['Cow Tag'] as number, row]));
  const breed = (row: Row): string | null => (cowOf.get(row['Cow Tag'] as number)?.Breed as string | undefined) ?? null;
  const lactation = (row: Row): number => (cowOf.get(row['Cow Tag'] as number)?.['Lactation No'] as number | undefined) ?? NaN;
  const tagKey = numKey('Cow Tag');
  const cowForms = (tag: string): string[] => [tag, (cowOf.get(Number(tag))?.Name as string | undefined) ?? tag];
  const tagOf = (name: string): number => (dc.find((row) => row.Name === name)?.['Cow Tag'] as number | undefined) ?? NaN;
  const byBreed = (b: string) => (row: Row): boolean => breed(row) === b;
  const oldest = Math.min(...dc.map((row) => when(row, 'Date of Birth').getTime()));
  const dayOf = (month: number): string => `2024-${pad2(month)}-${pad2(TEST_DAYS[month - 1])}`;
  M('plain', 'how many different cows did we record this year', count(distinct(dt, 'Cow Tag')), 'distinct Cow Tag of the Test Days sheet (every cow of the Cows sheet was recorded at least once)');
  M('plain', 'avg daily yield', value(mean(num(dt, KG))), 'kg/day, over the tests with a yield (dry cows have none)');
  M('plain', 'avg butterfat', value(mean(num(dt, FAT))), `"4.12%" as text, "n/a" is none; ${PERCENT}`);
  M('plain', 'total milk value', value(sum(num(dt, MV))), '"£14.12" as text; "-" is none (dry or withheld)');
  M('plain', 'avg scc', value(mean(num(dt, SCC))), "SCC ('000 cells/ml); \"NA\" is none");
  M('which row', 'which cow gives the most milk on average', best(groupBy(dt, tagKey, (g) => mean(num(g, KG))), 'Cow Tag', 'max', cowForms), 'the highest average yield per cow; the tag or the name (Cows sheet) accepted');
  const topScc = extremeRows(dt, SCC, 'Cow Tag', 'max') as Expected & { kind: 'row' };
  M('which row', 'which cow had the highest cell count', { ...topScc, labels: topScc.labels.flatMap(cowForms) }, 'the cow of the highest single SCC reading; tag or name');
  M('which row', 'oldest cow in the herd', { kind: 'row', column: 'Cow Tag', labels: dc.filter((row) => when(row, 'Date of Birth').getTime() === oldest).flatMap((row) => cowForms(String(row['Cow Tag']))) }, 'the earliest Date of Birth on the Cows sheet; tag or name');
  M('which row', 'which breed has the best butterfat', best(groupBy(dt, breed, (g) => mean(num(g, FAT))), 'Breed'), 'needs the Cows sheet; the highest average Butterfat');
  M('everyday words', 'how many times was milk tipped', count(dt.filter(is('Milk Status', 'Withheld')).length), `Milk Status Withheld (milk not sold); ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many cows were dry at the june test', count(dt.filter((row) => row['Milk Status'] === 'Dry' && monthIs(TD, 2024, 6)(row)).length), `Milk Status Dry on the June test day; ${ROWS_OR_COUNT}`);
  M('everyday words', 'how many mastitis cases', count(dt.filter(is('Mastitis', 'Yes')).length), `Mastitis Yes, one a test; ${ROWS_OR_COUNT}`);
  M('everyday words', "what's daisy averaging", value(mean(num(dt.filter(is('Cow Tag', tagOf('Daisy'))), KG))), 'Daisy (Cows sheet) is one tag; her average daily yield');
  M('comparison', 'avg yield holsteins vs jerseys', groups(keyed(dt, (row) => byBreed('Holstein')(row) || byBreed('Jersey')(row), breed, (g) => mean(num(g, KG)))), 'needs the Cows sheet; keyed Holstein, Jersey');
  M('comparison', 'butterfat january vs july', groups(keyed(dt, (row) => monthIs(TD, 2024, 1)(row) || monthIs(TD, 2024, 7)(row), monthName(TD), (g) => mean(num(g, FAT)))), 'average Butterfat, keyed Jan, Jul');
  M('comparison', 'avg scc high group vs low group', groups(keyed(dt, (row) => row.Group === 'High' || row.Group === 'Low', text('Group'), (g) => mean(num(g, SCC)))), 'keyed High, Low');
  M('comparison', 'milk value q1 vs q3', groups(keyed(dt, (row) => ['Q1', 'Q3'].includes(quarterKey(TD)(row) ?? ''), quarterKey(TD), (g) => sum(num(g, MV)))), 'keyed Q1, Q3 (2024-Q1 accepted)');
  M('seasonality', 'which month had the best avg yield', best(groupBy(dt, monthKey(TD), (g) => mean(num(g, KG))), 'month', 'max', monthFormsIn(2024)), `the highest average yield; ${ONE_YEAR_MONTH}`);
  M('seasonality', 'avg butterfat by month', groups(groupBy(dt, yearMonthKey(TD), (g) => mean(num(g, FAT)))), MONTH_SERIES);
  M('seasonality', 'which month did we have the most cows dry', best(countBy(dt.filter(is('Milk Status', 'Dry')), monthKey(TD)), 'month', 'max', monthFormsIn(2024)), `Milk Status Dry per test day; ${ONE_YEAR_MONTH}`);
  M('types as text', 'avg protein %', value(mean(num(dt, PROT))), `"3.31%" as text; ${PERCENT}`);
  M('types as text', 'milk value at the march test', value(sum(num(dt.filter(monthIs(TD, 2024, 3)), MV))), 'the one March test day');
  M('types as text', 'total kg at the 10 oct test', value(sum(num(dt.filter(dayIs(TD, dayOf(10))), KG))), `the test day ${dayOf(10)} (an Excel date)`);
  M('types as text', 'avg milk value per cow per day in august', value(mean(num(dt.filter(monthIs(TD, 2024, 8)), MV))), 'the average "£" value of the August test, over the cows whose milk was sold');
  M('units and conditions', 'tests with scc over 200', count(dt.filter((row) => at(row, SCC) > 200).length), `strict, in '000 cells/ml as the column is; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'tests where a cow gave over 40 kg', count(dt.filter((row) => at(row, KG) > 40).length), `strict; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'tests with butterfat below 3.5%', count(dt.filter((row) => at(row, FAT) < 3.5).length), `strict; ${ROWS_OR_COUNT}`);
  M('units and conditions', 'avg yield for cows in their 3rd lactation or later', value(mean(num(dt.filter((row) => lactation(row) >= 3), KG))), 'needs the Cows sheet (Lactation No 3 or more)');
  M('units and conditions', 'tests under 30 days in milk', count(dt.filter((row) => at(row, 'Days in Milk') < 30).length), `strict; ${ROWS_OR_COUNT}`);
  M('missing values', 'how many tests have no scc result', count(dt.filter((row) => row[SCC] === null).length), `"NA" (dry cows too); ${ROWS_OR_COUNT}`);
  M('missing values', 'which columns have blanks', list(missingColumns(dt)), 'the Test Days sheet: blank days in milk and yields of dry cows, "n/a", "NA", "-"');
  M('ratio or derived', 'kg of butterfat per cow per day by breed', groups(groupBy(dt, breed, (g) => mean(g.filter((row) => isNum(row[KG]) && isNum(row[FAT])).map((row) => (at(row, KG) * at(row, FAT)) / 100)))), 'yield times Butterfat %, averaged over the tests with both; needs the Cows sheet');
  M('ratio or derived', 'milk value per kg by group', groups(groupBy(dt, text('Group'), (g) => ratio(g, MV, KG))), 'total value over total kg of the tests with both (the Dry group has none)');
  M('ratio or derived', 'mastitis rate by breed', rates(dt, breed, is('Mastitis', 'Yes')), `tests with Mastitis Yes over the breed's tests; ${SHARE}`);
  M('refuse', 'which cow should we cull', refuse, 'a judgement');
  M('refuse', 'why did the cell count go up in august', refuse, 'a reason');
  M('refuse', 'what will the herd average be next year', refuse, 'a forecast');
  M('refuse', 'how much did we spend on the vet', refuse, 'no costs in the file');
  M('refuse', 'what are the cows fed', refuse, 'no feed column');
  const mastitisTests = dt.filter(is('Mastitis', 'Yes'));
  M('refuse', 'how many cows had mastitis', eitherReading(count(mastitisTests.length), count(distinct(mastitisTests, 'Cow Tag'))), 'two readings: mastitis tests, or distinct cows that had it');
  M('refuse', 'milk from the robot vs the parlour', refuse, 'no milking system column');
  M('refuse', 'how many cows are lame', refuse, 'no lameness column');
  M('refuse', 'which bull throws the best daughters', refuse, 'a judgement (Sire is there, "best" is not)');

  // ---- locksmith call-outs ----
  const ls = tables.get('locksmith_callouts.csv') ?? [];
  const L = ask('p18_locksmith');
  const CD = 'Call Date';
  const RESP = 'Response Time';
  const SITE = 'Time on Site (hrs)';
  const TOTAL = 'Total (inc VAT)';
  L('plain', 'jobs by type', groups(countBy(ls, text('Job Type'))), 'every call-out');
  L('plain', 'total takings', value(sum(num(ls, TOTAL))), 'the Total (inc VAT) column; "-" is none');
  L('plain', 'avg response time', value(mean(num(ls, RESP))), '"35 mins" as text; minutes');
  L('plain', 'how many techs do we have', count(distinct(ls, 'Technician')));
  L('plain', 'avg call out fee', value(mean(num(ls, 'Call-out Fee'))), '"-" (cancelled) is none');
  L('which row', 'which tech got sent out the most', eitherReading(best(countBy(ls, text('Technician')), 'Technician', 'max', (k) => [k], false), best(countBy(ls.filter((row) => row.Status !== 'Cancelled'), text('Technician')), 'Technician', 'max', (k) => [k], false)), 'every call-out, or those not cancelled: an answer where both name the tech');
  L('which row', 'biggest bill we sent out', extremeRows(ls, TOTAL, 'Job No', 'max'), 'by Total (inc VAT); any tied job');
  L('which row', 'which area has the slowest response on avg', best(groupBy(ls, text('Area'), (g) => mean(num(g, RESP))), 'Area'), 'the highest average response');
  L('which row', 'which job type brings in the most money', best(groupBy(ls, text('Job Type'), (g) => sum(num(g, TOTAL))), 'Job Type'), 'total of Total (inc VAT)');
  L('everyday words', 'how many people locked out of their house', count(ls.filter((row) => row['Job Type'] === 'Lockout' && row.Property === 'Residential').length), `Lockout at a Residential property; ${ROWS_OR_COUNT}`);
  L('everyday words', 'how many break-in repairs', count(ls.filter(is('Job Type', 'Burglary Repair')).length), `Job Type Burglary Repair; ${ROWS_OR_COUNT}`);
  L('everyday words', 'how many times did we turn up and nobody was there', count(ls.filter(is('Status', 'No Access')).length), `Status No Access; ${ROWS_OR_COUNT}`);
  L('everyday words', 'how much are customers still owing us', value(sum(num(ls.filter(is('Payment', 'Unpaid')), TOTAL))), 'Payment Unpaid; their Total (inc VAT)');
  L('comparison', 'avg response time daytime vs out of hours', groups(groupBy(ls, text('Out of Hours'), (g) => mean(num(g, RESP)))), 'keyed No, Yes (the Out of Hours column)');
  L('comparison', 'jobs 2023 vs 2024', groups(countBy(ls, yearKey(CD))), 'every call-out');
  L('comparison', 'takings residential vs commercial', groups(keyed(ls, (row) => row.Property === 'Residential' || row.Property === 'Commercial', text('Property'), (g) => sum(num(g, TOTAL)))), 'Total (inc VAT)');
  L('comparison', 'avg time on site lock change vs upvc', groups(keyed(ls, (row) => row['Job Type'] === 'Lock Change' || row['Job Type'] === 'uPVC Repair', text('Job Type'), (g) => mean(num(g, SITE)))), 'hours; keyed Lock Change, uPVC Repair');
  L('seasonality', 'what hour do we get the most calls', best(countBy(ls, hourOf('Call Time')), 'hour', 'max', hourForms), 'by the hour of Call Time');
  L('seasonality', 'busiest day of the week', best(countBy(ls, weekdayKey(CD)), 'weekday', 'max', weekdayForms), 'every call-out');
  L('seasonality', 'jobs per month in 2024', groups(countBy(ls.filter(yearIs(CD, 2024)), yearMonthKey(CD))), MONTH_SERIES);
  L('types as text', 'jobs on christmas eve 2023', count(ls.filter(dayIs(CD, '2023-12-24')).length), `"24-Dec-2023"; ${ROWS_OR_COUNT}`);
  L('types as text', 'takings in march 2024', value(sum(num(ls.filter(monthIs(CD, 2024, 3)), TOTAL))), '"£1,234.50" as text');
  L('types as text', 'avg customer rating out of 5', value(mean(num(ls, 'Customer Rating'))), '"4/5" read as 4; blank is not rated');
  L('types as text', 'calls after 10pm', count(ls.filter((row) => clock(row['Call Time']) > 22 * 60).length), `strict by the clock, 22:05 to 23:55 (22:00 is not after; an early-morning call is not after 10pm); ${ROWS_OR_COUNT}`);
  L('units and conditions', 'jobs where we took over an hour to get there', count(ls.filter((row) => at(row, RESP) > 60).length), `strict, Response Time over 60 mins; ${ROWS_OR_COUNT}`);
  L('units and conditions', 'bills over £300', count(ls.filter((row) => at(row, TOTAL) > 300).length), `strict, Total (inc VAT); ${ROWS_OR_COUNT}`);
  L('units and conditions', 'commercial safe openings in 2024', count(ls.filter((row) => row['Job Type'] === 'Safe Opening' && row.Property === 'Commercial' && yearIs(CD, 2024)(row)).length), ROWS_OR_COUNT);
  L('units and conditions', 'jobs with more than 2 hrs on site', count(ls.filter((row) => at(row, SITE) > 2).length), `strict; ${ROWS_OR_COUNT}`);
  L('units and conditions', 'car lockouts in bs8', count(ls.filter((row) => row['Job Type'] === 'Lockout' && row.Property === 'Vehicle' && row.Area === 'BS8').length), `Lockout, Property Vehicle, Area BS8; ${ROWS_OR_COUNT}`);
  L('missing values', 'how many jobs have no rating', count(ls.filter((row) => row['Customer Rating'] === null).length), `blank Customer Rating; ${ROWS_OR_COUNT}`);
  L('missing values', 'what columns have gaps', list(missingColumns(ls)), '"n/a" responses, blank hours, ratings and payments, "-" money');
  L('ratio or derived', 'takings per hour on site for each tech', groups(groupBy(ls, text('Technician'), (g) => ratio(g, TOTAL, SITE))), 'total Total (inc VAT) over total hours on site, the jobs with both');
  L('ratio or derived', "what % of each area's jobs are out of hours", rates(ls, text('Area'), is('Out of Hours', 'Yes')), SHARE);
  L('ratio or derived', 'avg minutes on site by job type', groups(groupBy(ls, text('Job Type'), (g) => mean(num(g, SITE)) * 60)), 'Time on Site (hrs) times 60');
  L('refuse', 'which tech is the best', refuse, 'a judgement');
  L('refuse', 'why are response times worse in bs16', refuse, 'a reason');
  L('refuse', 'how many lockouts will we get this christmas', refuse, 'a forecast');
  L('refuse', 'what brand of locks do we fit most', refuse, 'no brand column');
  L('refuse', 'how much do we pay the techs', refuse, 'no wages in the file; Labour is what the customer is charged');
  L('refuse', 'how many jobs for landlords', refuse, 'no customer type beyond Residential/Commercial/Vehicle');
  L('refuse', 'what margin do we make on parts', refuse, 'no parts cost');
  L('refuse', 'how many callouts were late', refuse, '"late" has no target time');
  const lockouts = ls.filter(is('Job Type', 'Lockout'));
  L('refuse', 'how many lockouts did dan do', eitherReading(count(lockouts.filter(is('Technician', 'Dan Morgan')).length), count(lockouts.filter(is('Technician', 'Daniel Okoro')).length)), 'two readings: Dan Morgan or Daniel Okoro');

  // ---- ski school lessons ----
  const sk = tables.get('ski_school_lessons_2024-25.csv') ?? [];
  const S = ask('p18_ski');
  const SD = 'Date';
  const REV = 'Revenue';
  const TEMP = 'Temp at Base';
  const WIND = 'Wind (km/h)';
  S('plain', 'lessons by discipline', groups(countBy(sk, text('Discipline'))), 'every lesson booked');
  S('plain', 'total revenue', value(sum(num(sk, REV))), '"€1,264.00" as text; "-" (cancelled, refunded) is none');
  S('plain', 'avg students per lesson', value(mean(num(sk, 'Students'))), 'Students (booked), every lesson');
  S('plain', 'how many instructors', count(distinct(sk, 'Instructor')));
  S('plain', 'avg wind speed', value(mean(num(sk, WIND))), 'km/h; "NA" is none');
  S('which row', 'which instructor brought in the most', best(groupBy(sk, text('Instructor'), (g) => sum(num(g, REV))), 'Instructor'), 'total Revenue');
  S('which row', 'which day was coldest at the base', eitherReading(extremeRows(sk, TEMP, SD, 'min'), best(groupBy(sk, (row) => when(row, SD).toISOString().slice(0, 10), (g) => mean(num(g, TEMP))), 'Date', 'min', (k) => isoForms(new Date(`${k}T00:00:00Z`)), false)), 'the date of the lowest Temp at Base reading, or of the lowest day average: an answer where both name the day; "2025/01/13" as text');
  S('which row', 'biggest lesson by headcount', extremeRows(sk, 'Students', 'Lesson ID', 'max'), 'by Students; any tied lesson');
  S('which row', 'which level sells the most lessons', best(countBy(sk, text('Level')), 'Level'), 'lessons booked per level');
  S('everyday words', 'how many lessons got called off for weather', count(sk.filter(is('Status', 'Cancelled - Weather')).length), `Status "Cancelled - Weather"; ${ROWS_OR_COUNT}`);
  S('everyday words', 'how many privates were booked', count(sk.filter(is('Lesson Type', 'Private')).length), `Lesson Type Private, every one; ${ROWS_OR_COUNT}`);
  S('everyday words', 'how much did kids club bring in', value(sum(num(sk.filter(is('Lesson Type', 'Kids Club')), REV))), 'Revenue of Kids Club lessons');
  S('everyday words', 'how many lessons got cut short', count(sk.filter(is('Status', 'Cut Short')).length), `Status Cut Short; ${ROWS_OR_COUNT}`);
  S('comparison', 'revenue ski vs snowboard', groups(groupBy(sk, text('Discipline'), (g) => sum(num(g, REV)))), 'keyed Ski, Snowboard');
  S('comparison', 'lessons january vs february', groups(keyed(sk, (row) => monthIs(SD, 2025, 1)(row) || monthIs(SD, 2025, 2)(row), monthName(SD), (g) => g.length)), 'every lesson booked; keyed Jan, Feb (both 2025, the only ones in the season)');
  S('comparison', 'avg attendance group vs kids club', groups(keyed(sk, (row) => row['Lesson Type'] === 'Group' || row['Lesson Type'] === 'Kids Club', text('Lesson Type'), (g) => mean(num(g, 'Attended')))), 'average Attended, over the lessons that ran');
  S('comparison', 'revenue dec 2024 vs mar 2025', groups(keyed(sk, (row) => monthIs(SD, 2024, 12)(row) || monthIs(SD, 2025, 3)(row), yearMonthKey(SD), (g) => sum(num(g, REV)))), 'keyed 2024-12, 2025-03');
  S('seasonality', 'which weekday has the most lessons booked', best(countBy(sk, weekdayKey(SD)), 'weekday', 'max', weekdayForms), 'every lesson');
  S('seasonality', 'most common start time', best(countBy(sk, text('Start')), 'Start', 'max', clockForms), '"9:30" (09:30 accepted)');
  S('seasonality', 'revenue by month', groups(groupBy(sk, yearMonthKey(SD), (g) => sum(num(g, REV)))), 'keyed 2024-12…2025-04, the season spans two years');
  S('types as text', 'lessons on 27 dec', count(sk.filter(dayIs(SD, '2024-12-27')).length), `"2024/12/27", the season's only December; ${ROWS_OR_COUNT}`);
  S('types as text', 'avg lesson length in hours', value(mean(num(sk, 'Duration'))), '"2.5 hrs", "1 hr" as text');
  S('types as text', 'revenue in february', value(sum(num(sk.filter(monthIs(SD, 2025, 2)), REV))), 'February 2025, the season\'s only February');
  S('types as text', 'avg temp at the base', value(mean(num(sk, TEMP))), '"-6°C" as text; "n/a" is none');
  S('units and conditions', 'lessons longer than 2 hrs', count(sk.filter((row) => at(row, 'Duration') > 2).length), `strict (2 hrs is not longer); ${ROWS_OR_COUNT}`);
  S('units and conditions', 'lessons when it was colder than -10°C', count(sk.filter((row) => at(row, TEMP) < -10).length), `strict, below -10; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'lessons priced over €80 a head', count(sk.filter((row) => at(row, 'Price per Student') > 80).length), `strict, Price per Student (Kids Club is exactly €80 out of the holidays); ${ROWS_OR_COUNT}`);
  S('units and conditions', 'advanced snowboard lessons in march with 4 or more students', count(sk.filter((row) => row.Level === 'Advanced' && row.Discipline === 'Snowboard' && monthIs(SD, 2025, 3)(row) && at(row, 'Students') >= 4).length), `Students booked; ${ROWS_OR_COUNT}`);
  S('units and conditions', 'lessons with wind above 40 km/h', count(sk.filter((row) => at(row, WIND) > 40).length), `strict; ${ROWS_OR_COUNT}`);
  S('missing values', 'how many lessons have no wind reading', count(sk.filter((row) => row[WIND] === null).length), `"NA"; ${ROWS_OR_COUNT}`);
  S('missing values', 'which columns have missing values', list(missingColumns(sk)), 'blank Attended, "-" revenue, "n/a" temperatures, "NA" wind');
  S('ratio or derived', 'no-show rate by lesson type', groups(groupBy(sk, text('Lesson Type'), (g) => { const ran = g.filter((row) => isNum(row.Attended)); return 1 - sum(num(ran, 'Attended')) / sum(num(ran, 'Students')); })), 'students booked but absent over students booked, the lessons that ran; a fraction');
  S('ratio or derived', 'revenue per student by level', groups(groupBy(sk, text('Level'), (g) => ratio(g, REV, 'Students'))), 'total Revenue over total Students, the lessons with revenue');
  S('ratio or derived', 'revenue per teaching hour by discipline', groups(groupBy(sk, text('Discipline'), (g) => ratio(g, REV, 'Duration'))), 'total Revenue over total hours, the lessons with revenue');
  S('refuse', 'who is our best instructor', refuse, 'a judgement');
  S('refuse', 'why was april so quiet', refuse, 'a reason');
  S('refuse', 'how many lessons will we sell next christmas', refuse, 'a forecast');
  S('refuse', 'how many first timers did we teach', eitherReading(count(sk.filter(is('Level', 'First Timer')).length), value(sum(num(sk.filter(is('Level', 'First Timer')), 'Attended')))), 'two readings: First Timer lessons, or the people in them (booked or attended a third)');
  S('refuse', 'what did the lift passes cost', refuse, 'no lift passes in the file');
  S('refuse', 'how many students came back for a second lesson', refuse, 'no student names or ids');
  S('refuse', 'how many lessons on good snow days', refuse, '"good" snow has no definition');
  S('refuse', 'what do the instructors get paid', refuse, 'no pay column');
  S('refuse', 'how many injuries this season', refuse, 'no injury column');

  // ---- kiln log ----
  const kl = tables.get('kiln_log.csv') ?? [];
  const K = ask('p18_kiln');
  const KD = 'Date Loaded';
  const PEAK = 'Peak Temp';
  const HRS = 'Firing Time (h)';
  const LOADED = 'Pieces Loaded';
  const LOST = 'Pieces Lost';
  const KWH = 'Electricity (kWh)';
  const COST = 'Firing Cost';
  K('plain', 'firings per kiln', groups(countBy(kl, text('Kiln'))), 'every firing');
  K('plain', 'total pieces fired', value(sum(num(kl, LOADED))), 'Pieces Loaded, every firing');
  K('plain', 'avg firing time', value(mean(num(kl, HRS))), 'hours');
  K('plain', 'total kwh used', value(sum(num(kl, KWH))), '"-" on the gas kilns is none');
  K('plain', 'how many people load the kilns', count(distinct(kl, 'Loaded By')));
  K('which row', 'which kiln loses the most pieces', best(groupBy(kl, text('Kiln'), (g) => sum(num(g, LOST))), 'Kiln'), 'total Pieces Lost');
  K('which row', 'hottest firing', extremeRows(kl, PEAK, 'Firing No', 'max'), '"1,222°C" as text; any tied firing');
  K('which row', 'who loaded the most pieces', best(groupBy(kl, text('Loaded By'), (g) => sum(num(g, LOADED))), 'Loaded By'), 'total Pieces Loaded');
  K('which row', 'longest firing', extremeRows(kl, HRS, 'Firing No', 'max'), 'by Firing Time (h); any tied firing');
  K('everyday words', 'how many glaze firings went wrong', count(kl.filter((row) => row['Firing Type'] === 'Glaze' && row.Result !== 'Good').length), `Glaze with a Result other than Good; ${ROWS_OR_COUNT}`);
  K('everyday words', 'how many raku firings did we do', count(kl.filter(is('Firing Type', 'Raku')).length), ROWS_OR_COUNT);
  K('everyday words', 'how many times did a kiln cut out', count(kl.filter(is('Result', 'Kiln Fault')).length), `Result Kiln Fault; ${ROWS_OR_COUNT}`);
  K('everyday words', 'how much gas did the car kiln burn', value(sum(num(kl.filter(is('Kiln', 'Gas Car Kiln')), 'Gas (m³)'))), 'Gas Car Kiln; m³');
  K('comparison', 'pieces lost bisque vs glaze', groups(keyed(kl, (row) => row['Firing Type'] === 'Bisque' || row['Firing Type'] === 'Glaze', text('Firing Type'), (g) => sum(num(g, LOST)))));
  K('comparison', 'avg firing time skutt 1027 vs skutt 818', groups(keyed(kl, (row) => row.Kiln === 'Skutt 1027' || row.Kiln === 'Skutt 818', text('Kiln'), (g) => mean(num(g, HRS)))));
  K('comparison', 'firing costs 2023 vs 2024', groups(groupBy(kl, yearKey(KD), (g) => sum(num(g, COST)))), '"$23.40" as text');
  K('comparison', 'avg peak temp cone 6 vs cone 10', groups(keyed(kl, (row) => row.Cone === '6' || row.Cone === '10', text('Cone'), (g) => mean(num(g, PEAK)))), 'keyed 6, 10 (cone 06 is not cone 6)');
  K('seasonality', 'which month of the year do we fire the most', best(countBy(kl, monthKey(KD)), 'month', 'max', monthForms), `every firing; ${SPANS_YEARS}`);
  K('seasonality', 'which day of the week do we usually load', best(countBy(kl, weekdayKey(KD)), 'weekday', 'max', weekdayForms), 'every firing');
  K('seasonality', 'electricity per month in 2024', groups(groupBy(kl.filter(yearIs(KD, 2024)), yearMonthKey(KD), (g) => sum(num(g, KWH)))), MONTH_SERIES);
  K('types as text', 'firings loaded on 3 october 2024', count(kl.filter(dayIs(KD, '2024-10-03')).length), `"3 October 2024"; ${ROWS_OR_COUNT}`);
  K('types as text', 'avg peak temp', value(mean(num(kl, PEAK))), '"1,222°C" as text');
  K('types as text', 'how many cone 06 bisques', count(kl.filter((row) => row.Cone === '06' && row['Firing Type'] === 'Bisque').length), `Cone "06" (not 6) and Firing Type Bisque; ${ROWS_OR_COUNT}`);
  K('types as text', 'firing cost in may 2023', value(sum(num(kl.filter(monthIs(KD, 2023, 5)), COST))));
  K('units and conditions', 'firings over 1,200°C', count(kl.filter((row) => at(row, PEAK) > 1200).length), `strict; ${ROWS_OR_COUNT}`);
  K('units and conditions', 'firings that took more than 10 hours', count(kl.filter((row) => at(row, HRS) > 10).length), `strict; ${ROWS_OR_COUNT}`);
  K('units and conditions', 'glaze loads of 40 pieces or more', count(kl.filter((row) => row['Firing Type'] === 'Glaze' && at(row, LOADED) >= 40).length), ROWS_OR_COUNT);
  K('units and conditions', 'firings using over 50 kwh', count(kl.filter((row) => at(row, KWH) > 50).length), `strict; ${ROWS_OR_COUNT}`);
  K('units and conditions', 'pieces lost in glaze firings loaded by tess in 2024', value(sum(num(kl.filter((row) => row['Firing Type'] === 'Glaze' && row['Loaded By'] === 'Tess' && yearIs(KD, 2024)(row)), LOST))));
  K('missing values', 'how many firings have no count of pieces lost', count(kl.filter((row) => row[LOST] === null).length), `blank Pieces Lost; ${ROWS_OR_COUNT}`);
  K('missing values', 'which columns have empty values', list(missingColumns(kl)), '"-" cones and kWh, "n/a" gas, blank pieces lost');
  K('ratio or derived', 'loss rate by firing type', groups(groupBy(kl, text('Firing Type'), (g) => ratio(g, LOST, LOADED))), 'total lost over total loaded, the firings with a count; a fraction');
  K('ratio or derived', 'cost per piece for each kiln', groups(groupBy(kl, text('Kiln'), (g) => ratio(g, COST, LOADED))), 'total Firing Cost over total Pieces Loaded');
  K('ratio or derived', 'kwh per hour of firing for each electric kiln', groups(groupBy(kl, text('Kiln'), (g) => ratio(g, KWH, HRS))), 'total kWh over total hours; the two Skutts (the gas kilns have no kWh)');
  K('refuse', 'which glaze looks best', refuse, 'a judgement; no glaze column');
  K('refuse', 'why do pots crack in the skutt 818', refuse, 'a reason');
  K('refuse', 'when will the 1027 need new elements', refuse, 'a forecast');
  K('refuse', 'which clay body loses the most pieces', refuse, 'no clay column');
  K('refuse', 'how many mugs did we fire', refuse, 'no kind of piece in the file');
  const bisqueMarch = (year: number): number => kl.filter((row) => row['Firing Type'] === 'Bisque' && monthIs(KD, year, 3)(row)).length;
  K('refuse', 'bisque firings in march', eitherReading(count(bisqueMarch(2023)), count(bisqueMarch(2024))), 'two readings: March 2023 or March 2024 (both Marches together a third)');
  K('refuse', "what's the firing schedule for cone 10", refuse, 'no ramp or schedule column');
  K('refuse', 'how many loads were overpacked', refuse, '"overpacked" has no threshold');
  K('refuse', 'how much did we spend on glaze materials', refuse, 'no materials cost');

  // ---- moving company ----
  const mv = tables.get('moves_2024.csv') ?? [];
  const V = ask('p18_movers');
  const MD = 'Move Date';
  const BILL = 'Final Bill';
  const completedMoves = mv.filter(is('Status', 'Completed'));
  V('plain', 'moves by type', groups(countBy(mv, text('Move Type'))), 'every move booked');
  V('plain', 'total billed', value(sum(num(mv, BILL))), '"$2,610.00" as text; "-" is none');
  V('plain', 'avg crew size', value(mean(num(mv, 'Crew Size'))), 'every move');
  V('plain', 'total tips', value(sum(num(mv, 'Tip'))), 'blank is none');
  V('plain', 'avg rating', value(mean(num(mv, 'Rating'))), '"n/a" is none');
  V('which row', 'which truck gets used the most', eitherReading(best(countBy(mv, text('Truck')), 'Truck', 'max', (k) => [k], false), best(countBy(completedMoves, text('Truck')), 'Truck', 'max', (k) => [k], false)), 'every move booked or the completed ones: an answer where both name the truck; "26 ft"');
  V('which row', 'longest move by miles', extremeRows(mv, 'Distance', 'Move #', 'max'), '"182 mi" as text; any tied move');
  V('which row', 'which city do most people move out of', eitherReading(best(countBy(mv, text('From')), 'From', 'max', (k) => [k], false), best(countBy(completedMoves, text('From')), 'From', 'max', (k) => [k], false)), 'every move booked or the completed ones: an answer where both name the city');
  V('which row', 'biggest bill', extremeRows(mv, BILL, 'Move #', 'max'), 'by Final Bill');
  V('everyday words', 'how many jobs got pushed back', count(mv.filter(is('Status', 'Rescheduled')).length), `Status Rescheduled; ${ROWS_OR_COUNT}`);
  V('everyday words', 'how many moves did customers cancel', count(mv.filter(is('Status', 'Cancelled')).length), `Status Cancelled; ${ROWS_OR_COUNT}`);
  V('everyday words', 'how much did we pay out on damage', value(sum(num(mv, 'Damage Claim'))), 'the Damage Claim column; blank is none');
  V('everyday words', 'how many folks moved to houston', count(mv.filter(is('To', 'Houston')).length), `To Houston, every move booked; ${ROWS_OR_COUNT}`);
  V('comparison', 'avg bill local vs long distance', groups(keyed(mv, (row) => row['Move Type'] === 'Local' || row['Move Type'] === 'Long Distance', text('Move Type'), (g) => mean(num(g, BILL)))), 'over the moves billed');
  V('comparison', 'moves june vs january', groups(keyed(mv, (row) => monthIs(MD, 2024, 6)(row) || monthIs(MD, 2024, 1)(row), monthName(MD), (g) => g.length)), 'every move booked; keyed Jun, Jan');
  V('comparison', 'avg hours 2 br vs 3 br', groups(keyed(mv, (row) => row['Home Size'] === '2 BR' || row['Home Size'] === '3 BR', text('Home Size'), (g) => mean(num(g, 'Hours Billed')))), 'Hours Billed, over the completed moves');
  V('comparison', 'avg rating crew of 2 vs crew of 4', groups(keyed(mv, (row) => row['Crew Size'] === 2 || row['Crew Size'] === 4, numKey('Crew Size'), (g) => mean(num(g, 'Rating')))), 'keyed 2, 4');
  V('seasonality', 'which month had the most moves', eitherReading(best(countBy(mv, monthKey(MD)), 'month', 'max', monthFormsIn(2024), false), best(countBy(completedMoves, monthKey(MD)), 'month', 'max', monthFormsIn(2024), false)), `every move booked or only the completed ones: an answer where both name the month; ${ONE_YEAR_MONTH}`);
  V('seasonality', 'which day of the week do people move most', eitherReading(best(countBy(mv, weekdayKey(MD)), 'weekday', 'max', weekdayForms, false), best(countBy(completedMoves, weekdayKey(MD)), 'weekday', 'max', weekdayForms, false)), 'every move or the completed ones: an answer where both name the day');
  V('seasonality', 'revenue by month', groups(groupBy(mv, yearMonthKey(MD), (g) => sum(num(g, BILL)))), `Final Bill; ${MONTH_SERIES}`);
  V('types as text', 'how many moves on july 4th', count(mv.filter(dayIs(MD, '2024-07-04')).length), `"7/4/2024"; ${ROWS_OR_COUNT}`);
  V('types as text', 'avg distance in miles', value(mean(num(mv, 'Distance'))), '"182 mi" as text');
  V('types as text', 'billed in august', value(sum(num(mv.filter(monthIs(MD, 2024, 8)), BILL))));
  V('types as text', 'moves booked before march 1', count(mv.filter((row) => when(row, 'Booked On').getTime() < Date.UTC(2024, 2, 1)).length), `by Booked On ("2024-02-29" is in, 1 March is not; some were booked in December 2023); ${ROWS_OR_COUNT}`);
  V('units and conditions', 'moves over 100 miles', count(mv.filter((row) => at(row, 'Distance') > 100).length), `strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'loads heavier than 10,000 lbs', count(mv.filter((row) => at(row, 'Weight (lbs)') > 10000).length), `strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'bills over $3,000', count(mv.filter((row) => at(row, BILL) > 3000).length), `strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'moves with 4 or more movers', count(mv.filter((row) => at(row, 'Crew Size') >= 4).length), ROWS_OR_COUNT);
  V('units and conditions', '26 ft long distance moves in july', count(mv.filter((row) => row.Truck === '26 ft' && row['Move Type'] === 'Long Distance' && monthIs(MD, 2024, 7)(row)).length), ROWS_OR_COUNT);
  V('missing values', "how many moves weren't weighed", count(mv.filter((row) => row['Weight (lbs)'] === null).length), `"n/a" Weight (local and office moves); ${ROWS_OR_COUNT}`);
  V('missing values', 'which columns have blanks', list(missingColumns(mv)), 'blank hours, tips and claims, "n/a" weights and ratings, "-" bills');
  V('ratio or derived', 'avg days from booking to move by move type', groups(groupBy(mv, text('Move Type'), (g) => mean(g.map((row) => daysBetween(when(row, 'Booked On'), when(row, MD)))))), 'Move Date minus Booked On, every move');
  V('ratio or derived', 'billed per hour by crew size', groups(groupBy(mv, numKey('Crew Size'), (g) => ratio(g, BILL, 'Hours Billed'))), 'total Final Bill over total Hours Billed, keyed 2…6');
  V('ratio or derived', 'pct of completed moves with a damage claim by move type', rates(completedMoves, text('Move Type'), (row) => isNum(row['Damage Claim'])), SHARE);
  V('refuse', 'which crew is the best', refuse, 'a judgement; no crew names');
  V('refuse', 'why do people cancel', refuse, 'a reason');
  V('refuse', 'how many moves will we book next summer', refuse, 'a forecast');
  V('refuse', 'how much did we spend on fuel', refuse, 'no fuel column');
  V('refuse', 'how much did austin moves tip', eitherReading(value(sum(num(mv.filter(is('From', 'Austin')), 'Tip'))), value(sum(num(mv.filter(is('To', 'Austin')), 'Tip')))), 'two readings: moves out of Austin, or into Austin');
  V('refuse', "what's our profit per move", refuse, 'no costs');
  V('refuse', 'how many pianos did we move', refuse, 'no item column');
  V('refuse', 'how many big moves this year', refuse, '"big" has no threshold');
  V('refuse', 'which customers moved with us twice', refuse, 'no customer column');
  return out;
}

export function probe18Questions(tables: Map<string, Row[]>): Question[] {
  return probe18Catalogue(tables).map(acceptingRows);
}
