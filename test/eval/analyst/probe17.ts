/**
 * Blind probe 17, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 16). Files generated here from fixed seeds
 * (17 001 to 17 005), in domains no earlier probe used (made-up figures, nothing copied, the
 * reserved packages neither used nor imitated): a harbour fish auction (a workbook with a
 * Landings sheet of Excel dates, sale times "05:45", weights "1,234.5", prices "€3.20" and lot
 * values "€3,948.80" (blank unless sold), buyers "-" when unsold, and a Boats sheet with home
 * ports and lengths), a beekeeper's hive inspections (dates "14.06.2024", mite drops "NA", honey
 * blank unless taken, syrup "-", air temperatures "18°C" or "n/a"), a translation agency's jobs
 * (dates "Mar 14, 2024", word counts "12,400", rates "$0.12", amounts "$1,488.00", QA scores
 * "92%" or "n/a"), a council's winter gritting runs (dates "14/01/24", start times "9:45 PM",
 * durations "2h 05m", fuel "£52.80", road temperatures "NA", cancelled runs with "-" drivers) and
 * a dive centre's bookings (dates "Sat 14 Sep 2024", depths "18.5 m", gas "Air" or "32%", prices
 * "$95.00" or "-", visibility "NA").
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE17.md
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
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));
const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const comma1 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const comma0 = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const hhmm = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
/** "9:45 PM", "12:15 AM", "4:30 AM". */
const ampm = (minutes: number): string => { const h = Math.floor(minutes / 60); return `${String(((h + 11) % 12) + 1)}:${pad2(minutes % 60)} ${h < 12 ? 'AM' : 'PM'}`; };

// ---------------------------------------------------------------------------------------------
// a harbour fish auction, 2024: "Landings" and "Boats"

const BOATS: Array<[string, string, string, number, string, number]> = [
  // [code, name, home port, length (m), skipper, weight]
  ['FV01', 'Morning Star', 'Kilrush', 18.0, 'Pat Keane', 16], ['FV02', 'Sea Harvest', 'Port Aron', 14.8, 'Niamh Doyle', 14], ['FV03', 'Girl Maeve', 'Kilrush', 12.5, 'Sean Tobin', 12],
  ['FV04', 'Silver Dawn', 'Dunmara', 21.5, 'Ciaran Walsh', 13], ['FV05', 'Ocean Reward', 'Port Aron', 16.2, 'Ruairi Flynn', 12], ['FV06', 'Brighter Day', 'Dunmara', 11.9, 'Aoife Burke', 10],
  ['FV07', 'Star of Hope', 'Kilrush', 15.0, 'Declan Moran', 11], ['FV08', 'Northern Light', 'Port Aron', 24.4, 'Eamon Quinlan', 12],
];
const SPECIES: Array<[string, number, number, number, number]> = [
  // [species, weight, € per kg, typical kg per lot, kg per box]
  ['Cod', 16, 4.2, 220, 40], ['Haddock', 16, 3.1, 260, 40], ['Hake', 14, 3.6, 240, 40], ['Monkfish', 9, 7.5, 120, 35], ['Mackerel', 12, 1.3, 1400, 40],
  ['Plaice', 10, 2.4, 160, 35], ['Sole', 6, 12.5, 60, 25], ['Langoustine', 9, 14, 45, 10], ['Squid', 8, 5.5, 90, 20],
];
const BUYERS: Array<[string, number]> = [['Atlantic Seafoods', 30], ['Brennan & Sons', 24], ['Coastline Fish Co', 20], ['Mareva Export', 16], ['Quayside Catering', 10]];

/** "Landings": "Lot No", "Auction Date" (a real Excel date shown dd/mm/yyyy), "Sale Time" "05:45" (text), "Boat Code", Species, Grade (A/B/C), Boxes, "Landed Weight (kg)" "1,234.5" (text), "Price (€/kg)" "€3.20" (text; blank unless sold), "Lot Value" "€3,948.80" (text; blank unless sold), Buyer ("-" unless sold), Status (Sold/Withdrawn/Condemned). "Boats": "Boat Code", "Boat Name", "Home Port", "Length (m)", Skipper, "Licensed Since" (a real date). */
export async function fishAuctionWorkbook(): Promise<EvalDataset> {
  const rand = random(17_001);
  const boats: Row[] = BOATS.map(([code, name, port, length, skipper], k) => ({ 'Boat Code': code, 'Boat Name': name, 'Home Port': port, 'Length (m)': length, Skipper: skipper, 'Licensed Since': new Date(Date.UTC(1996 + k * 3, (k * 7) % 12, 2 + k * 3)) }));
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    if (date.getUTCDay() === 0) continue;
    const month = date.getUTCMonth();
    const n = Math.floor(rand() * 9 * (month === 0 || month === 1 || month === 11 ? 0.75 : 1));
    const times = Array.from({ length: n }, () => 4 * 60 + 30 + 5 * Math.floor(rand() * 54)).sort((a, b) => a - b);
    for (const minute of times) {
      const boat = choose(rand, BOATS.map((b) => [b, b[5]] as [(typeof BOATS)[number], number]));
      const pelagic = boat[3] >= 18;
      const seasonal = (name: string): number => (name === 'Mackerel' ? (pelagic ? (month <= 2 || month >= 9 ? 2.5 : 0.3) : 0) : name === 'Squid' ? (month >= 8 && month <= 10 ? 2 : 0.5) : 1);
      const [species, , base, typical, perBox] = choose(rand, SPECIES.map((s) => [s, s[1] * seasonal(s[0])] as [(typeof SPECIES)[number], number]));
      const grade = choose(rand, [['A', 45], ['B', 40], ['C', 15]]);
      const kg = round1(Math.max(8, typical * (0.3 + rand() * 1.4) * (boat[3] / 16)));
      const status = choose(rand, [['Sold', 90], ['Withdrawn', 6], ['Condemned', grade === 'C' ? 14 : 2]]);
      const summerCod = (species === 'Cod' || species === 'Haddock') && month >= 5 && month <= 7 ? 0.85 : 1;
      const price = status === 'Sold' ? round2(base * (grade === 'A' ? 1.15 : grade === 'B' ? 1 : 0.75) * summerCod * (0.8 + rand() * 0.4)) : null;
      drafts.push({
        'Auction Date': date, 'Sale Time': hhmm(minute), 'Boat Code': boat[0], Species: species, Grade: grade, Boxes: Math.max(1, Math.ceil(kg / perBox)), 'Landed Weight (kg)': kg,
        'Price (€/kg)': price, 'Lot Value': price === null ? null : round2(kg * price), Buyer: status === 'Sold' ? choose(rand, BUYERS) : null, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Lot No': `L24-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Landings');
  const header = ['Lot No', 'Auction Date', 'Sale Time', 'Boat Code', 'Species', 'Grade', 'Boxes', 'Landed Weight (kg)', 'Price (€/kg)', 'Lot Value', 'Buyer', 'Status'];
  sheet.addRow(header);
  const cell = (row: Row, h: string): string | number | Date | null => {
    const v = row[h];
    if (h === 'Landed Weight (kg)') return comma1(v as number);
    if (h === 'Price (€/kg)' || h === 'Lot Value') return v === null ? null : `€${money2(v as number)}`;
    if (h === 'Buyer') return v === null ? '-' : (v as string);
    return v as string | number | Date | null;
  };
  for (const row of rows) sheet.addRow(header.map((h) => cell(row, h))).getCell(2).numFmt = 'dd/mm/yyyy';
  const bSheet = workbook.addWorksheet('Boats');
  const bHeader = ['Boat Code', 'Boat Name', 'Home Port', 'Length (m)', 'Skipper', 'Licensed Since'];
  bSheet.addRow(bHeader);
  for (const row of boats) bSheet.addRow(bHeader.map((h) => row[h])).getCell(6).numFmt = 'd mmm yyyy';
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p17_fish', file: 'harbour_fish_auction_2024.xlsx', bytes, tables: [{ label: 'harbour_fish_auction_2024.xlsx / Landings', rows }, { label: 'harbour_fish_auction_2024.xlsx / Boats', rows: boats }] };
}

// ---------------------------------------------------------------------------------------------
// a beekeeper's hive inspections, 2023-2024

const APIARIES: Array<[string, number, string]> = [['Hillcrest', 10, 'Gwen Ashby'], ['Old Mill', 8, 'Rafael Ortiz'], ['Orchard Lane', 10, 'June Okafor'], ['Heath', 8, 'Gwen Ashby']];
const INSPECTORS = ['Gwen Ashby', 'Rafael Ortiz', 'June Okafor'];

/** "Inspection Date" "14.06.2024", Apiary, Hive "H-07", Inspector, "Brood Frames", "Queen Seen" (Yes/No), Temperament (Calm/Nervous/Defensive), "Varroa Drop (mites/day)" ("NA" with no board), "Honey Taken (kg)" (blank unless taken), "Syrup Fed (L)" ("-" when none), "Air Temp" "18°C" ("n/a" a few times), "Colony Status" (Strong/Weak/Queenless/Swarmed). */
export function hiveInspections(): EvalDataset {
  const rand = random(17_002);
  const hives: Array<[string, string, string, number]> = [];
  for (const [apiary, count, keeper] of APIARIES) for (let k = 0; k < count; k++) hives.push([`H-${pad2(hives.length + 1)}`, apiary, keeper, 0.7 + rand() * 0.6]);
  const drafts: Row[] = [];
  for (const year of [2023, 2024]) {
    const open = Date.UTC(year, 2, 15);
    const close = Date.UTC(year, 9, 31);
    for (const [hive, apiary, keeper, strength] of hives) {
      for (let t = open + Math.floor(rand() * 10) * DAY; t <= close; t += (7 + Math.floor(rand() * 6)) * DAY) {
        const date = new Date(t);
        const month = date.getUTCMonth();
        const phase = (t - open) / (close - open);
        const s = Math.sin(Math.PI * phase);
        const status = choose(rand, [['Strong', 80], ['Weak', 12], ['Queenless', 3], ['Swarmed', month === 4 || month === 5 ? 7 : 0.4]]);
        const queenless = status === 'Queenless';
        const brood = clamp(Math.round((1 + 8 * s) * strength + gauss(rand) * 1.2 - (status === 'Weak' ? 2 : 0)), 0, 10);
        const varroa = rand() < 0.12 ? null : round1(Math.max(0, (0.5 + 13 * phase * phase) * (1.6 - strength) * (0.6 + rand() * 0.8)));
        const honey = month >= 5 && month <= 8 && status === 'Strong' && rand() < 0.22 ? round1((5 + rand() * 25) * (year === 2024 ? 1.1 : 1) * strength) : null;
        const syrup = (month <= 3 || month >= 8) && rand() < 0.35 ? 0.5 * (2 + Math.floor(rand() * 9)) : null;
        const air = rand() < 0.02 ? null : Math.round(11 + 13 * s + gauss(rand) * 2.5);
        drafts.push({
          'Inspection Date': date, Apiary: apiary, Hive: hive, Inspector: rand() < 0.75 ? keeper : pick(rand, INSPECTORS), 'Brood Frames': brood, 'Queen Seen': queenless ? 'No' : rand() < 0.7 ? 'Yes' : 'No',
          Temperament: choose(rand, [['Calm', queenless ? 40 : 62], ['Nervous', 27], ['Defensive', queenless ? 30 : 11]]), 'Varroa Drop (mites/day)': varroa, 'Honey Taken (kg)': honey, 'Syrup Fed (L)': syrup, 'Air Temp': air, 'Colony Status': status,
        });
      }
    }
  }
  const rows = drafts.sort((a, b) => (a['Inspection Date'] as Date).getTime() - (b['Inspection Date'] as Date).getTime() || (a.Hive as string).localeCompare(b.Hive as string));
  const header = ['Inspection Date', 'Apiary', 'Hive', 'Inspector', 'Brood Frames', 'Queen Seen', 'Temperament', 'Varroa Drop (mites/day)', 'Honey Taken (kg)', 'Syrup Fed (L)', 'Air Temp', 'Colony Status'];
  const dotted = (d: Date): string => `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    dotted(row['Inspection Date'] as Date), row.Apiary as string, row.Hive as string, row.Inspector as string, String(row['Brood Frames']), row['Queen Seen'] as string, row.Temperament as string,
    row['Varroa Drop (mites/day)'] === null ? 'NA' : (row['Varroa Drop (mites/day)'] as number).toFixed(1), row['Honey Taken (kg)'] === null ? '' : (row['Honey Taken (kg)'] as number).toFixed(1),
    row['Syrup Fed (L)'] === null ? '-' : (row['Syrup Fed (L)'] as number).toFixed(1), row['Air Temp'] === null ? 'n/a' : `${String(row['Air Temp'])}°C`, row['Colony Status'] as string,
  ]);
  return { name: 'p17_apiary', file: 'hive_inspections.csv', bytes: csvBytes(header, lines), tables: [{ label: 'hive_inspections.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a translation agency's jobs, 2023-2024

const CLIENTS: Array<[string, number, Array<[string, number]>]> = [
  ['Lumen Legal', 20, [['Legal', 1]]], ['Brightwater Pharma', 16, [['Medical', 1]]], ['Kito Games', 14, [['Gaming', 85], ['Marketing', 15]]],
  ['Halvorsen Shipping', 14, [['Technical', 80], ['Legal', 20]]], ['Nordpeak Outdoor', 18, [['Marketing', 75], ['Technical', 25]]], ['Verde Bank', 12, [['Legal', 50], ['Marketing', 50]]],
];
const SUBJECT_RATE: Record<string, number> = { Legal: 0.14, Medical: 0.15, Marketing: 0.11, Technical: 0.12, Gaming: 0.1 };
const TARGETS: Array<[string, number, string[]]> = [
  ['German', 25, ['Lea Brandt', 'Jonas Weber']], ['French', 22, ['Camille Roux']], ['Spanish', 20, ['Diego Vargas']], ['Japanese', 12, ['Kenji Mori']], ['Polish', 10, ['Marta Kowal']], ['Swedish', 11, ['Sofia Lind']],
];

/** "Job ID", Received / Deadline / Delivered "Mar 14, 2024" (Delivered blank unless delivered), Client, "Source Language", "Target Language", Subject, Translator, "Word Count" "12,400", "Rate ($/word)" "$0.12", "Amount Billed" "$1,488.00" ("-" unless delivered), Rush (Yes/No), "QA Score" "92%" ("n/a" when not reviewed), Status (Delivered/In Progress/Cancelled). */
export function translationJobs(): EvalDataset {
  const rand = random(17_003);
  const cutoff = Date.UTC(2024, 11, 31);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 1); t <= cutoff; t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const n = weekday === 0 || weekday === 6 ? (rand() < 0.15 ? 1 : 0) : Math.floor(rand() * 5 * (date.getUTCMonth() === 7 ? 0.6 : 1));
    for (let k = 0; k < n; k++) {
      const [client, , subjects] = choose(rand, CLIENTS.map((c) => [c, c[1]] as [(typeof CLIENTS)[number], number]));
      const subject = choose(rand, subjects);
      const intoEnglish = rand() < 0.15;
      const [target, , people] = intoEnglish ? ['English', 0, ['Tom Avery']] : choose(rand, TARGETS.map((x) => [x, x[1]] as [(typeof TARGETS)[number], number]));
      const source = intoEnglish ? choose(rand, [['German', 45], ['French', 30], ['Spanish', 25]]) : 'English';
      const translator = pick(rand, people);
      const words = Math.round((300 * Math.exp(rand() * Math.log(80))) / 10) * 10;
      const rush = rand() < 0.18;
      const allowed = rush ? 1 + Math.floor(rand() * 3) : 3 + Math.ceil(words / 2500) + Math.floor(rand() * 5);
      const deadline = t + allowed * DAY;
      const late = rand() < (translator === 'Jonas Weber' ? 0.22 : 0.11);
      const delivered = late ? deadline + (1 + Math.floor(rand() * 4)) * DAY : deadline - Math.floor(rand() * Math.min(3, allowed)) * DAY;
      const status = rand() < 0.05 ? 'Cancelled' : delivered > cutoff ? 'In Progress' : 'Delivered';
      const rate = round2(SUBJECT_RATE[subject] + (target === 'Japanese' ? 0.04 : 0) + (rush ? 0.03 : 0) + (rand() < 0.3 ? 0.01 : 0));
      const done = status === 'Delivered';
      drafts.push({
        Received: date, Deadline: new Date(deadline), Delivered: done ? new Date(delivered) : null, Client: client, 'Source Language': source, 'Target Language': target, Subject: subject, Translator: translator,
        'Word Count': words, 'Rate ($/word)': rate, 'Amount Billed': done ? round2(words * rate) : null, Rush: rush ? 'Yes' : 'No',
        'QA Score': done && rand() < 0.7 ? Math.round(clamp(88 + gauss(rand) * 6 - (rush ? 4 : 0), 55, 100)) : null, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Job ID': `TJ-${String(1001 + n)}`, ...draft }));
  const header = ['Job ID', 'Received', 'Deadline', 'Delivered', 'Client', 'Source Language', 'Target Language', 'Subject', 'Translator', 'Word Count', 'Rate ($/word)', 'Amount Billed', 'Rush', 'QA Score', 'Status'];
  const mdy = (d: Date): string => `${MONTH_SHORT[d.getUTCMonth()]} ${String(d.getUTCDate())}, ${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Job ID'] as string, mdy(row.Received as Date), mdy(row.Deadline as Date), row.Delivered === null ? '' : mdy(row.Delivered as Date), row.Client as string, row['Source Language'] as string, row['Target Language'] as string,
    row.Subject as string, row.Translator as string, comma0(row['Word Count'] as number), `$${(row['Rate ($/word)'] as number).toFixed(2)}`, row['Amount Billed'] === null ? '-' : `$${money2(row['Amount Billed'] as number)}`,
    row.Rush as string, row['QA Score'] === null ? 'n/a' : `${String(row['QA Score'])}%`, row.Status as string,
  ]);
  return { name: 'p17_translation', file: 'translation_jobs.csv', bytes: csvBytes(header, lines), tables: [{ label: 'translation_jobs.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a council's winter gritting runs, winters 2023/24 and 2024/25

const ROUTES: Array<[string, number, string, number]> = [
  // [route, km, gritter, how much colder than the forecast]
  ['North Primary', 62, 'G1', 0], ['South Primary', 58, 'G2', 0.4], ['Town Centre', 24, 'G3', 1.2], ['Hill Villages', 47, 'G4', -1.6], ['Ring Road', 33, 'G5', 0.5], ['Airport Link', 29, 'G6', 0.2],
];
const DRIVERS = ['Dave Pryce', 'Kerry Nolan', 'Mo Hussain', 'Sian Evans', 'Pete Walsh', 'Ruth Adeyemi', 'Gary Lock'];
const COLDNESS: Record<number, number> = { 10: 0.35, 11: 0.8, 0: 1, 1: 0.85, 2: 0.4 };

/** "Run Ref", Date "14/01/24", "Start Time" "9:45 PM" (blank when cancelled), Route, Gritter, Driver ("-" when cancelled), "Run Type" (Precautionary/Snow Clearing), "Road Temp (°C)" ("NA" on a sensor fault; blank when cancelled), "Spread Rate (g/m2)", "Salt Used (t)", "Distance (km)", Duration "2h 05m", "Fuel Cost" "£52.80" (all blank when cancelled), Status (Completed/Abandoned/Cancelled). */
export function grittingRuns(): EvalDataset {
  const rand = random(17_004);
  const drafts: Array<Row & { order: number }> = [];
  for (const [from, to] of [[Date.UTC(2023, 10, 1), Date.UTC(2024, 2, 31)], [Date.UTC(2024, 10, 1), Date.UTC(2025, 2, 31)]]) {
    for (let t = from; t <= to; t += DAY) {
      const month = new Date(t).getUTCMonth();
      const forecast = 3 - 5 * COLDNESS[month] + gauss(rand) * 2.6;
      const snow = forecast < 0.5 && rand() < (month === 11 || month === 0 || month === 1 ? 0.16 : 0.03);
      for (const [route, km, gritter, offset] of ROUTES) {
        const local = forecast - offset + gauss(rand) * 0.5;
        const runs: string[] = [];
        if (local < 1) runs.push('Precautionary');
        if (snow && rand() < 0.8) runs.push('Snow Clearing');
        for (const type of runs) {
          const cancelled = type === 'Precautionary' && rand() < 0.08;
          const start = cancelled ? null : type === 'Snow Clearing' ? 15 * Math.floor(rand() * 96) : rand() < 0.6 ? 18 * 60 + 15 * Math.floor(rand() * 24) : 3 * 60 + 15 * Math.floor(rand() * 12);
          const status = cancelled ? 'Cancelled' : rand() < (type === 'Snow Clearing' ? 0.08 : 0.035) ? 'Abandoned' : 'Completed';
          const reading = cancelled || rand() < 0.05 ? null : round1(local + gauss(rand) * 0.8);
          const felt = reading ?? local;
          const rate = type === 'Snow Clearing' || felt < -5 ? 20 : felt < -2 ? 15 : 10;
          const share = status === 'Abandoned' ? 0.25 + rand() * 0.6 : 1;
          const distance = cancelled ? null : round1(km * share * (0.97 + rand() * 0.06));
          const date = new Date(start !== null && start < 12 * 60 ? t + DAY : t);
          drafts.push({
            order: date.getTime() + (start ?? 0) * 60_000,
            Date: date, 'Start Time': start === null ? null : ampm(start), Route: route, Gritter: rand() < 0.1 ? 'G7' : gritter, Driver: cancelled ? null : pick(rand, DRIVERS), 'Run Type': type,
            'Road Temp (°C)': reading, 'Spread Rate (g/m2)': cancelled ? null : rate, 'Salt Used (t)': distance === null ? null : round2((distance * 1000 * 7.5 * rate * (type === 'Snow Clearing' ? 1.3 : 1)) / 1e6),
            'Distance (km)': distance, Duration: distance === null ? null : Math.round((distance / (type === 'Snow Clearing' ? 22 : 34)) * 60 + 10 + rand() * 20),
            'Fuel Cost': distance === null ? null : round2(distance * (type === 'Snow Clearing' ? 1.25 : 0.85) * (0.95 + rand() * 0.1)), Status: status,
          });
        }
      }
    }
  }
  const sorted = [...drafts].sort((a, b) => a.order - b.order);
  const rows: Row[] = sorted.map(({ order, ...draft }, n) => { void order; return { 'Run Ref': `GR-${String(n + 1).padStart(4, '0')}`, ...draft }; });
  const header = ['Run Ref', 'Date', 'Start Time', 'Route', 'Gritter', 'Driver', 'Run Type', 'Road Temp (°C)', 'Spread Rate (g/m2)', 'Salt Used (t)', 'Distance (km)', 'Duration', 'Fuel Cost', 'Status'];
  const dmy = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear()).slice(2)}`;
  const span = (minutes: number): string => `${String(Math.floor(minutes / 60))}h ${pad2(minutes % 60)}m`;
  const cancelled = (row: Row): boolean => row.Status === 'Cancelled';
  const lines = rows.map((row) => [
    row['Run Ref'] as string, dmy(row.Date as Date), (row['Start Time'] as string | null) ?? '', row.Route as string, row.Gritter as string, (row.Driver as string | null) ?? '-', row['Run Type'] as string,
    row['Road Temp (°C)'] === null ? (cancelled(row) ? '' : 'NA') : (row['Road Temp (°C)'] as number).toFixed(1), row['Spread Rate (g/m2)'] === null ? '' : String(row['Spread Rate (g/m2)']),
    row['Salt Used (t)'] === null ? '' : (row['Salt Used (t)'] as number).toFixed(2), row['Distance (km)'] === null ? '' : (row['Distance (km)'] as number).toFixed(1),
    row.Duration === null ? '' : span(row.Duration as number), row['Fuel Cost'] === null ? '' : `£${money2(row['Fuel Cost'] as number)}`, row.Status as string,
  ]);
  return { name: 'p17_gritting', file: 'gritting_runs.csv', bytes: csvBytes(header, lines), tables: [{ label: 'gritting_runs.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a dive centre's bookings, 2024

const SITES: Array<[string, number, number, number]> = [
  // [site, weight, typical max depth (m), typical visibility (m)]
  ['Coral Garden', 22, 12, 18], ['Turtle Bay', 18, 10, 14], ['The Wreck', 16, 28, 15], ['Shark Point', 14, 22, 20], ['Blue Hole', 12, 35, 26], ['Manta Ridge', 18, 25, 22],
];
const GUIDES = ['Nok Srisuk', 'Ben Carter', 'Lia Moreno', 'Arun Patel', 'Maya Chen'];
const LEVELS: Array<[string, number, number, number]> = [
  // [level, weight, depth limit (m), bar per minute at the surface]
  ['Try Dive', 12, 12, 1.9], ['Open Water', 34, 18, 1.5], ['Advanced', 30, 30, 1.3], ['Rescue', 14, 40, 1.2], ['Divemaster', 10, 40, 1.1],
];

/** "Booking Ref", Date "Sat 14 Sep 2024", "Boat Departs" "08:30", Site, Guide, "Diver Level", "Max Depth" "18.5 m", "Bottom Time (min)", "Water Temp (°C)" (blank without a computer), "Visibility (m)" ("NA"), "Start Pressure (bar)", "End Pressure (bar)", "O2 Mix" ("Air" or "32%"), "Rental Gear" (Yes/No), "Price Paid" "$95.00" ("-" for staff and refunds), Status (Completed/Aborted/Cancelled); a cancelled boat leaves every measurement blank. */
export function diveBookings(): EvalDataset {
  const rand = random(17_005);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const month = date.getUTCMonth();
    const high = month <= 3 || month >= 10;
    const trips: string[] = [];
    if (high || rand() < 0.8) trips.push(rand() < 0.7 ? '08:30' : '09:00');
    if (rand() < (high ? 0.7 : 0.3)) trips.push(rand() < 0.5 ? '13:30' : '14:00');
    if (rand() < (high ? 0.1 : 0.03)) trips.push('18:15');
    for (const departs of trips) {
      const [site, , siteDepth, siteVis] = choose(rand, SITES.map((s) => [s, s[1]] as [(typeof SITES)[number], number]));
      const guide = pick(rand, GUIDES);
      const blownOut = rand() < (month === 8 || month === 9 ? 0.18 : month >= 5 && month <= 7 ? 0.07 : 0.02);
      const shallow = siteDepth <= 12;
      const n = 2 + Math.floor(rand() * (high ? 6 : 4));
      for (let k = 0; k < n; k++) {
        const [level, , limit, sac] = choose(rand, LEVELS.filter((l) => shallow || l[0] !== 'Try Dive').map((l) => [l, l[1]] as [(typeof LEVELS)[number], number]));
        const status = blownOut ? 'Cancelled' : rand() < 0.03 ? 'Aborted' : 'Completed';
        const went = status !== 'Cancelled';
        const aborted = status === 'Aborted';
        const depth = went ? round1(Math.min(limit, siteDepth * (0.75 + rand() * 0.35)) * (aborted ? 0.4 : 1)) : null;
        const minutes = depth === null ? null : aborted ? 5 + Math.floor(rand() * 16) : Math.round(clamp(62 - depth * 0.8 + gauss(rand) * 5, 25, 70));
        const startBar = went ? 200 + 5 * Math.floor(rand() * 5) : null;
        const used = depth === null || minutes === null ? 0 : Math.round(minutes * sac * (1 + (0.6 * depth) / 10) * (0.85 + rand() * 0.3));
        const gas = !went ? null : level === 'Try Dive' ? 21 : choose(rand, [[21, 70], [32, 25], [depth !== null && depth > 28 ? 32 : 36, 5]]);
        const rental = level === 'Try Dive' || rand() < 0.4;
        const price = !went || level === 'Divemaster' ? null : level === 'Try Dive' ? 120 : 85 + (site === 'Blue Hole' || site === 'The Wreck' ? 10 : 0) + ((gas ?? 21) > 21 ? 15 : 0) + (rental ? 20 : 0);
        const visFactor = month === 8 || month === 9 ? 0.6 : month === 2 ? 0.75 : 1;
        drafts.push({
          Date: date, 'Boat Departs': departs, Site: site, Guide: guide, 'Diver Level': level, 'Max Depth': depth, 'Bottom Time (min)': minutes,
          'Water Temp (°C)': !went || rand() < 0.08 ? null : Math.round(27 + 2 * Math.sin(((month - 2) / 12) * 2 * Math.PI) + rand() * 1.2),
          'Visibility (m)': !went || rand() < 0.1 ? null : Math.max(3, Math.round(siteVis * visFactor * (0.7 + rand() * 0.6))),
          'Start Pressure (bar)': startBar, 'End Pressure (bar)': startBar === null ? null : Math.max(15, startBar - used), 'O2 Mix': gas, 'Rental Gear': rental ? 'Yes' : 'No', 'Price Paid': price, Status: status,
        });
      }
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Booking Ref': `BK-${String(n + 1).padStart(5, '0')}`, ...draft }));
  const header = ['Booking Ref', 'Date', 'Boat Departs', 'Site', 'Guide', 'Diver Level', 'Max Depth', 'Bottom Time (min)', 'Water Temp (°C)', 'Visibility (m)', 'Start Pressure (bar)', 'End Pressure (bar)', 'O2 Mix', 'Rental Gear', 'Price Paid', 'Status'];
  const dated = (d: Date): string => `${WEEKDAY_SHORT[d.getUTCDay()]} ${String(d.getUTCDate())} ${MONTH_SHORT[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;
  const plain = (v: unknown): string => (v === null ? '' : String(v));
  const lines = rows.map((row) => [
    row['Booking Ref'] as string, dated(row.Date as Date), row['Boat Departs'] as string, row.Site as string, row.Guide as string, row['Diver Level'] as string,
    row['Max Depth'] === null ? '' : `${(row['Max Depth'] as number).toFixed(1)} m`, plain(row['Bottom Time (min)']), plain(row['Water Temp (°C)']),
    row['Visibility (m)'] === null ? (row.Status === 'Cancelled' ? '' : 'NA') : String(row['Visibility (m)']), plain(row['Start Pressure (bar)']), plain(row['End Pressure (bar)']),
    row['O2 Mix'] === null ? '' : row['O2 Mix'] === 21 ? 'Air' : `${String(row['O2 Mix'])}%`, row['Rental Gear'] as string, row['Price Paid'] === null ? '-' : `$${money2(row['Price Paid'] as number)}`, row.Status as string,
  ]);
  return { name: 'p17_dive', file: 'dive_centre_bookings_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'dive_centre_bookings_2024.csv', rows }] };
}

export const PROBE17_DATASETS = new Set(['p17_fish', 'p17_apiary', 'p17_translation', 'p17_gritting', 'p17_dive']);

export async function probe17Datasets(): Promise<EvalDataset[]> {
  return [await fishAuctionWorkbook(), hiveInspections(), translationJobs(), grittingRuns(), diveBookings()];
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
/** A month of one calendar year, keyed as a series over months is labelled ("2024-03"). */
const yearMonthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `${String(when(row, column).getUTCFullYear())}-${pad2(when(row, column).getUTCMonth() + 1)}` : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const quarterKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `Q${String(Math.floor(when(row, column).getUTCMonth() / 3) + 1)}` : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string | number) => (row: Row): boolean => row[column] === value;
/** An hour of the day in every usual spelling, on the 24-hour and the 12-hour clock. */
const hourForms = (key: string): string[] => {
  const h = Number(key);
  const h12 = String(((h + 11) % 12) + 1);
  const half = h < 12 ? 'AM' : 'PM';
  return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`, `${h12} ${half}`, `${h12}:00 ${half}`, `${h12}${half.toLowerCase()}`])];
};
/** A month of a file that holds one year: "3", "03", "Mar", "March", or the month with its year ("2024-03"). */
const monthFormsIn = (year: number) => (key: string): string[] => [...monthForms(key), `${String(year)}-${pad2(Number(key))}`, `${String(year)}-${pad2(Number(key))}-01`];
/** Minutes after midnight of an "hh:mm" or "h:mm AM" text. */
const clock = (value: unknown): number => {
  if (typeof value !== 'string') return NaN;
  const m = /^(\d{1,2}):(\d{2})(?:\s*([AP]M))?$/.exec(value);
  if (!m) return NaN;
  const h = (Number(m[1]) % (m[3] ? 12 : 24)) + (m[3] === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
};
const daysBetween = (a: Date, b: Date): number => Math.round((b.getTime() - a.getTime()) / DAY);
/** A bare-words count: a user accepts the count, or the rows with the count said in the first sentence; the judge scores the count. */
const ROWS_OR_COUNT = 'answer forms a user accepts: the count; or the matching rows, whose count the first sentence says (the judge scores the count)';
/** A series over the months: keyed "2024-01"…; a series keyed 1…12 or Jan…Dec is the same answer where one year is asked, which the judge cannot match. */
const MONTH_SERIES = 'answer forms a user accepts: one figure per month, labelled 2024-01… (expected here) or 1…12 or Jan…Dec (the judge matches one spelling of a group key: count those apart)';
/** A share by group: a fraction in a `share` column or 0-100 in a `percent` column (the judge accepts both). */
const SHARE = 'a share per group: a fraction (0-1) in a share column, or 0-100 in a percent column; both accepted';
const PERCENT = 'a percent (0-100); a fraction in a share column is accepted';
/** A month of the year in a file of one year: the judge maps a "2024-03" label to March too. */
const ONE_YEAR_MONTH = 'the file holds 2024 only: 3, 03, Mar, March, 2024-03 all accepted';
const SPANS_YEARS = 'the file spans more than one year: a month of the year (3, 03, Mar, March)';

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe17Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
  const out: CataloguedQuestion[] = [];
  const ask = (data: string) => (cls: ProbeClass, q: string, expect: Expected, why?: string): void => {
    out.push({ question: { data, q, expect, probe: true }, cls: expect.kind === 'refuse' ? 'refuse' : cls, ...(why ? { why } : {}) });
  };
  const refuse: Expected = { kind: 'refuse' };
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });
  const list = (values: Iterable<unknown>): Expected => ({ kind: 'list', values: [...new Set([...values].map(String))] });
  const groups = (values: Map<string, number>): Expected => ({ kind: 'groups', values });
  const shares = (values: Map<string, number>): Expected => { const total = sum([...values.values()]); return { kind: 'groups', values: new Map([...values].map(([k, v]) => [k, v / total])), column: 'share' }; };
  const rates = (rows: Row[], key: (row: Row) => string | null, hit: (row: Row) => boolean): Expected => ({ kind: 'groups', values: groupBy(rows, key, (g) => g.filter(hit).length / g.length), column: 'share' });
  const countBy = (rows: Row[], key: (row: Row) => string | null): Map<string, number> => groupBy(rows, key, (m) => m.length);
  const distinct = (rows: Row[], column: string): number => new Set(rows.map((row) => row[column]).filter((v) => v !== null)).size;
  const ratio = (rows: Row[], top: string, bottom: string): number => { const kept = rows.filter((row) => isNum(row[top]) && isNum(row[bottom])); return sum(num(kept, top)) / sum(num(kept, bottom)); };
  const hourOf = (column: string) => (row: Row): string | null => (Number.isFinite(clock(row[column])) ? String(Math.floor(clock(row[column]) / 60)) : null);
  const keyed = (rows: Row[], keep: (row: Row) => boolean, key: (row: Row) => string | null, figure: (g: Row[]) => number): Map<string, number> => groupBy(rows.filter(keep), key, figure);

  // ---- fish auction (workbook: Landings and Boats) ----
  const fl = tables.get('harbour_fish_auction_2024.xlsx / Landings') ?? [];
  const fb = tables.get('harbour_fish_auction_2024.xlsx / Boats') ?? [];
  const F = ask('p17_fish');
  const AD = 'Auction Date';
  const KG = 'Landed Weight (kg)';
  const PRICE = 'Price (€/kg)';
  const LV = 'Lot Value';
  const boatOf = new Map(fb.map((row) => [row['Boat Code'] as string, row]));
  const port = (row: Row): string | null => (boatOf.get(row['Boat Code'] as string)?.['Home Port'] as string | undefined) ?? null;
  const boatLength = (row: Row): number => (boatOf.get(row['Boat Code'] as string)?.['Length (m)'] as number | undefined) ?? NaN;
  const boatForms = (code: string): string[] => [code, boatOf.get(code)?.['Boat Name'] as string];
  const codeOf = (name: string): string => (fb.find((row) => row['Boat Name'] === name)?.['Boat Code'] as string | undefined) ?? '';
  const sold = fl.filter(is('Status', 'Sold'));
  F('plain', 'number of lots per species', groups(countBy(fl, text('Species'))), 'every lot on the board');
  F('plain', 'total kg landed', value(sum(num(fl, KG))), 'every lot, whatever became of it ("1,234.5" as text)');
  F('plain', 'avg boxes per lot', value(mean(num(fl, 'Boxes'))));
  F('plain', 'how many boats sell here', count(distinct(fl, 'Boat Code')), 'every boat of the Boats sheet has lots, so both sheets agree');
  F('plain', 'total value of lots sold', value(sum(num(fl, LV))), 'the Lot Value column (blank unless sold)');
  F('which row', 'which boat landed the most fish', best(groupBy(fl, text('Boat Code'), (g) => sum(num(g, KG))), 'Boat Code', 'max', boatForms), 'by kg landed, every lot; the code or the name (Boats sheet) accepted');
  F('which row', 'which lot fetched the best price per kilo', extremeRows(fl, PRICE, 'Lot No', 'max'), 'by Price (€/kg); any tied lot');
  F('which row', 'which buyer spent the most with us', best(groupBy(fl, text('Buyer'), (g) => sum(num(g, LV))), 'Buyer'), 'total Lot Value per buyer');
  F('which row', 'biggest single lot by weight', extremeRows(fl, KG, 'Lot No', 'max'), 'any tied lot');
  F('everyday words', 'how many lots did the inspector reject', count(fl.filter(is('Status', 'Condemned')).length), `status Condemned; ${ROWS_OR_COUNT}`);
  F('everyday words', 'how much cod came in', value(sum(num(fl.filter(is('Species', 'Cod')), KG))), 'kg landed of Cod, every lot');
  F('everyday words', 'how many lots were pulled from the sale', count(fl.filter(is('Status', 'Withdrawn')).length), `status Withdrawn; ${ROWS_OR_COUNT}`);
  F('everyday words', 'what did the morning star make', value(sum(num(fl.filter(is('Boat Code', codeOf('Morning Star'))), LV))), 'Morning Star is FV01 (Boats sheet); its Lot Value');
  F('comparison', 'kilos of cod vs haddock', groups(keyed(fl, (row) => row.Species === 'Cod' || row.Species === 'Haddock', text('Species'), (g) => sum(num(g, KG)))), 'kg landed');
  F('comparison', 'kg landed june vs december', groups(keyed(fl, (row) => monthIs(AD, 2024, 6)(row) || monthIs(AD, 2024, 12)(row), (row) => MONTH_SHORT[when(row, AD).getUTCMonth()], (g) => sum(num(g, KG)))), 'keyed Jun, Dec');
  F('comparison', 'lots sold q1 vs q3', groups(keyed(sold, (row) => ['Q1', 'Q3'].includes(quarterKey(AD)(row) ?? ''), quarterKey(AD), (g) => g.length)), 'status Sold; keyed Q1, Q3 (2024-Q1 accepted)');
  F('comparison', 'kilrush boats vs port aron boats sales value', groups(keyed(fl, (row) => port(row) === 'Kilrush' || port(row) === 'Port Aron', port, (g) => sum(num(g, LV)))), 'needs the Boats sheet (Home Port); total Lot Value');
  F('seasonality', 'what month did we land the most mackerel', best(groupBy(fl.filter(is('Species', 'Mackerel')), monthKey(AD), (g) => sum(num(g, KG))), 'month', 'max', monthFormsIn(2024)), `by kg; ${ONE_YEAR_MONTH}`);
  F('seasonality', 'which weekday sees the most lots', best(countBy(fl, weekdayKey(AD)), 'weekday', 'max', weekdayForms), 'every lot');
  F('seasonality', 'sales value month by month', groups(groupBy(fl, yearMonthKey(AD), (g) => sum(num(g, LV)))), MONTH_SERIES);
  F('types as text', 'kilos landed on 2 april', value(sum(num(fl.filter(dayIs(AD, '2024-04-02')), KG))), 'the file holds 2024 only');
  F('types as text', 'value of lots sold before 6am', value(sum(num(fl.filter((row) => clock(row['Sale Time']) < 6 * 60), LV))), 'strict, by Sale Time ("05:55" is before, "06:00" is not)');
  F('types as text', 'avg lot value for langoustines', value(mean(num(fl.filter(is('Species', 'Langoustine')), LV))), 'over the lots sold ("€1,234.50" as text)');
  F('types as text', 'takings in september', value(sum(num(fl.filter(monthIs(AD, 2024, 9)), LV))), 'Lot Value of September 2024');
  F('units and conditions', 'lots over 500 kg', count(fl.filter((row) => at(row, KG) > 500).length), `strict; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'lots that went for more than €10 a kilo', count(fl.filter((row) => at(row, PRICE) > 10).length), `strict, by Price (€/kg); ${ROWS_OR_COUNT}`);
  F('units and conditions', 'lots of 20 boxes or more', count(fl.filter((row) => at(row, 'Boxes') >= 20).length), ROWS_OR_COUNT);
  F('units and conditions', 'grade a hake bought by mareva in july', count(fl.filter((row) => row.Species === 'Hake' && row.Grade === 'A' && row.Buyer === 'Mareva Export' && monthIs(AD, 2024, 7)(row)).length), `Mareva Export; ${ROWS_OR_COUNT}`);
  F('units and conditions', 'kg of sole landed by boats over 15 m', value(sum(num(fl.filter((row) => row.Species === 'Sole' && boatLength(row) > 15), KG))), 'needs the Boats sheet; strict (Star of Hope is exactly 15.0 m and is left out)');
  F('missing values', 'how many lots went without a buyer', count(fl.filter((row) => row.Buyer === null).length), `"-" (withdrawn and condemned lots); ${ROWS_OR_COUNT}`);
  F('missing values', 'which fields have empty cells', list(missingColumns(fl)), 'the Landings sheet: blank prices and values, "-" buyers');
  F('ratio or derived', 'value per kilo by species', groups(groupBy(fl, text('Species'), (g) => ratio(g, LV, KG))), 'total Lot Value over total kg of the lots sold');
  F('ratio or derived', "what % of each boat's lots got condemned", rates(fl, text('Boat Code'), is('Status', 'Condemned')), `keyed by Boat Code; ${SHARE}`);
  F('ratio or derived', 'kg per box for each species', groups(groupBy(fl, text('Species'), (g) => ratio(g, KG, 'Boxes'))), 'total kg over total boxes, every lot');
  F('refuse', "what's the avg price per kilo", eitherReading(value(mean(num(fl, PRICE))), value(ratio(fl, LV, KG))), 'two readings: the average of the lots\' prices, or total value over total kg sold');
  F('refuse', 'which skipper works hardest', refuse, 'a judgement; no hours at sea');
  F('refuse', 'why did cod prices drop in the summer', refuse, 'a reason');
  F('refuse', 'what will mackerel fetch next january', refuse, 'a forecast');
  F('refuse', 'how much diesel did the boats burn', refuse, 'no fuel column');
  F('refuse', 'catch by fishing ground', refuse, 'no fishing ground column');
  F('refuse', 'avg length of the fish', refuse, 'no fish size; Length (m) is the boat\'s');
  F('refuse', 'which buyers pay late', refuse, 'no payment dates');
  F('refuse', 'how many big lots did we have', refuse, '"big" has no threshold');

  // ---- hive inspections ----
  const hi = tables.get('hive_inspections.csv') ?? [];
  const H = ask('p17_apiary');
  const ID = 'Inspection Date';
  const MITES = 'Varroa Drop (mites/day)';
  const HONEY = 'Honey Taken (kg)';
  const SYRUP = 'Syrup Fed (L)';
  const AIR = 'Air Temp';
  const swarms = hi.filter(is('Colony Status', 'Swarmed'));
  const lastOf = new Map<string, Row>();
  for (const row of hi) lastOf.set(row.Hive as string, row);
  H('plain', 'how many hives have we got', count(distinct(hi, 'Hive')));
  H('plain', 'inspections per apiary', groups(countBy(hi, text('Apiary'))));
  H('plain', 'total honey taken', value(sum(num(hi, HONEY))), 'kg');
  H('plain', 'avg mite drop', value(mean(num(hi, MITES))), 'over the inspections with a board ("NA" is none)');
  H('plain', 'total syrup fed in litres', value(sum(num(hi, SYRUP))), '"-" is none (0 or missing give the same total)');
  H('which row', 'which hive gave us the most honey', best(groupBy(hi, text('Hive'), (g) => sum(num(g, HONEY))), 'Hive'), 'total kg taken per hive, both years');
  H('which row', 'which hive had the worst mite reading', extremeRows(hi, MITES, 'Hive', 'max'), 'the hive of the highest Varroa Drop; any tied hive');
  H('which row', 'who recorded queenless the most times', best(countBy(hi.filter(is('Colony Status', 'Queenless')), text('Inspector')), 'Inspector'), 'inspections with Colony Status Queenless, per inspector');
  H('which row', 'which apiary lost the most swarms', best(countBy(swarms, text('Apiary')), 'Apiary'), 'inspections with Colony Status Swarmed');
  H('everyday words', 'how many times were the bees aggressive', count(hi.filter(is('Temperament', 'Defensive')).length), `Temperament Defensive; ${ROWS_OR_COUNT}`);
  H('everyday words', "how many times didn't we spot the queen", count(hi.filter(is('Queen Seen', 'No')).length), `Queen Seen No; ${ROWS_OR_COUNT}`);
  H('everyday words', 'how much honey came off the heath', value(sum(num(hi.filter(is('Apiary', 'Heath')), HONEY))), 'the Heath apiary; kg');
  H('everyday words', 'how much syrup did june give them', value(sum(num(hi.filter(is('Inspector', 'June Okafor')), SYRUP))), 'June Okafor (a person, not the month); litres');
  H('comparison', 'honey 2023 vs 2024', groups(groupBy(hi, yearKey(ID), (g) => sum(num(g, HONEY)))), 'kg taken');
  H('comparison', 'avg brood frames old mill vs hillcrest', groups(keyed(hi, (row) => row.Apiary === 'Old Mill' || row.Apiary === 'Hillcrest', text('Apiary'), (g) => mean(num(g, 'Brood Frames')))));
  H('comparison', 'calm vs nervous inspections at orchard lane', groups(keyed(hi, (row) => row.Apiary === 'Orchard Lane' && (row.Temperament === 'Calm' || row.Temperament === 'Nervous'), text('Temperament'), (g) => g.length)), 'counts keyed Calm, Nervous');
  H('comparison', 'avg mite drop gwen vs rafael', groups(keyed(hi, (row) => row.Inspector === 'Gwen Ashby' || row.Inspector === 'Rafael Ortiz', text('Inspector'), (g) => mean(num(g, MITES)))), 'Gwen Ashby and Rafael Ortiz');
  H('seasonality', 'what month of the year is the honey harvest biggest', best(groupBy(hi, monthKey(ID), (g) => sum(num(g, HONEY))), 'month', 'max', monthForms), `by kg taken; ${SPANS_YEARS}`);
  H('seasonality', 'avg mite drop per month in 2024', groups(groupBy(hi.filter(yearIs(ID, 2024)), yearMonthKey(ID), (g) => mean(num(g, MITES)))), MONTH_SERIES);
  H('seasonality', 'which month of the year do swarms happen most', best(countBy(swarms, monthKey(ID)), 'month', 'max', monthForms), `Colony Status Swarmed; ${SPANS_YEARS}`);
  H('types as text', 'how many hives did we open up on 14 june 2024', count(hi.filter(dayIs(ID, '2024-06-14')).length), `"14.06.2024"; a hive is opened at most once a day, so inspections and hives agree; ${ROWS_OR_COUNT}`);
  H('types as text', 'avg air temp during inspections', value(mean(num(hi, AIR))), '"18°C" as text; "n/a" is missing');
  H('types as text', 'honey taken in august 2023', value(sum(num(hi.filter(monthIs(ID, 2023, 8)), HONEY))));
  H('types as text', 'how many inspections since 1 september 2024', count(hi.filter((row) => when(row, ID).getTime() >= Date.UTC(2024, 8, 1)).length), `from 1 September 2024 on (that day included); ${ROWS_OR_COUNT}`);
  H('units and conditions', 'inspections with a mite drop above 10 a day', count(hi.filter((row) => at(row, MITES) > 10).length), `strict; ${ROWS_OR_COUNT}`);
  H('units and conditions', 'inspections done below 15°C', count(hi.filter((row) => at(row, AIR) < 15).length), `strict, by Air Temp; ${ROWS_OR_COUNT}`);
  H('units and conditions', 'harvests over 20 kg', count(hi.filter((row) => at(row, HONEY) > 20).length), `strict; ${ROWS_OR_COUNT}`);
  H('units and conditions', 'inspections with 8+ frames of brood in may 2024', count(hi.filter((row) => at(row, 'Brood Frames') >= 8 && monthIs(ID, 2024, 5)(row)).length), `8 or more; ${ROWS_OR_COUNT}`);
  H('units and conditions', 'kg of honey from hillcrest in 2024', value(sum(num(hi.filter((row) => row.Apiary === 'Hillcrest' && yearIs(ID, 2024)(row)), HONEY))));
  H('missing values', 'count of inspections with the mite count missing', count(hi.filter((row) => row[MITES] === null).length), `"NA"; ${ROWS_OR_COUNT}`);
  H('missing values', 'which columns are missing data', list(missingColumns(hi)), '"NA" mites, blank honey, "-" syrup, "n/a" air temperatures');
  H('ratio or derived', 'honey per hive by apiary', groups(groupBy(hi, text('Apiary'), (g) => sum(num(g, HONEY)) / distinct(g, 'Hive'))), 'total kg over the number of hives of the apiary');
  H('ratio or derived', 'pct of inspections where the queen was seen, by inspector', rates(hi, text('Inspector'), is('Queen Seen', 'Yes')), SHARE);
  H('ratio or derived', 'what fraction of the honey came from each apiary', shares(groupBy(hi, text('Apiary'), (g) => sum(num(g, HONEY)))), SHARE);
  H('refuse', 'which hives are the healthiest', refuse, 'a judgement');
  H('refuse', 'why did h-12 swarm', refuse, 'a reason');
  H('refuse', "what will next year's honey crop look like", refuse, 'a forecast');
  H('refuse', 'what did the honey sell for', refuse, 'no prices in the file');
  H('refuse', 'how many colonies swarmed', eitherReading(count(swarms.length), count(distinct(swarms, 'Hive'))), 'two readings: swarm records (inspections), or distinct hives that swarmed');
  H('refuse', 'how many hives are queenless', eitherReading(count(distinct(hi.filter(is('Colony Status', 'Queenless')), 'Hive')), count([...lastOf.values()].filter(is('Colony Status', 'Queenless')).length)), 'two readings: hives ever found queenless, or hives queenless at their last inspection');
  H('refuse', 'what breed are our bees', refuse, 'no breed column');
  H('refuse', 'how many times did we get stung', refuse, 'no stings column');
  H('refuse', 'how many inspections were on hot days', refuse, '"hot" has no threshold');

  // ---- translation jobs ----
  const tj = tables.get('translation_jobs.csv') ?? [];
  const T = ask('p17_translation');
  const RD = 'Received';
  const WORDS = 'Word Count';
  const RATE = 'Rate ($/word)';
  const BILLED = 'Amount Billed';
  const QA = 'QA Score';
  const delivered = tj.filter(is('Status', 'Delivered'));
  const isLate = (row: Row): boolean => when(row, 'Delivered').getTime() > when(row, 'Deadline').getTime();
  T('plain', 'jobs per client', groups(countBy(tj, text('Client'))), 'every job received');
  T('plain', 'total word count', value(sum(num(tj, WORDS))), 'every job ("12,400" as text)');
  T('plain', 'avg qa score', value(mean(num(tj, QA))), `over the jobs reviewed ("n/a" is none); ${PERCENT}`);
  T('plain', 'how many translators do we use', count(distinct(tj, 'Translator')));
  T('plain', 'total billed', value(sum(num(tj, BILLED))), '"-" is nothing billed');
  T('which row', 'which client sends us the most words', best(groupBy(tj, text('Client'), (g) => sum(num(g, WORDS))), 'Client'), 'total Word Count, every job');
  T('which row', 'biggest job by word count', extremeRows(tj, WORDS, 'Job ID', 'max'), 'any tied job');
  T('which row', 'which translator has the best avg qa score', best(groupBy(tj, text('Translator'), (g) => mean(num(g, QA))), 'Translator'), 'the highest average over the jobs reviewed');
  T('which row', 'which language do we translate into most', eitherReading(best(countBy(tj, text('Target Language')), 'Target Language', 'max', (k) => [k], false), best(groupBy(tj, text('Target Language'), (g) => sum(num(g, WORDS))), 'Target Language', 'max', (k) => [k], false)), 'by jobs or by words: an answer where both name the language');
  T('everyday words', 'how many jobs did clients call off', count(tj.filter(is('Status', 'Cancelled')).length), `status Cancelled; ${ROWS_OR_COUNT}`);
  T('everyday words', 'how many jobs are still being worked on', count(tj.filter(is('Status', 'In Progress')).length), `status In Progress; ${ROWS_OR_COUNT}`);
  T('everyday words', 'how many rush jobs for lumen legal', count(tj.filter((row) => row.Rush === 'Yes' && row.Client === 'Lumen Legal').length), `Rush Yes; ${ROWS_OR_COUNT}`);
  T('everyday words', 'how much did we bill the pharma client', value(sum(num(tj.filter(is('Client', 'Brightwater Pharma')), BILLED))), 'Brightwater Pharma, the one pharma client');
  T('comparison', 'avg rate per word legal vs marketing', groups(keyed(tj, (row) => row.Subject === 'Legal' || row.Subject === 'Marketing', text('Subject'), (g) => mean(num(g, RATE)))), 'the average of the Rate column, every job');
  T('comparison', 'jobs received 2023 vs 2024', groups(countBy(tj, yearKey(RD))));
  T('comparison', 'words into german vs into french', groups(keyed(tj, (row) => row['Target Language'] === 'German' || row['Target Language'] === 'French', text('Target Language'), (g) => sum(num(g, WORDS)))), 'by Target Language');
  T('comparison', 'billed kito games vs nordpeak', groups(keyed(tj, (row) => row.Client === 'Kito Games' || row.Client === 'Nordpeak Outdoor', text('Client'), (g) => sum(num(g, BILLED)))), 'Nordpeak Outdoor');
  T('seasonality', 'which month of the year do we get the most jobs', best(countBy(tj, monthKey(RD)), 'month', 'max', monthForms), `by Received; ${SPANS_YEARS}`);
  T('seasonality', 'words received per quarter in 2024', groups(groupBy(tj.filter(yearIs(RD, 2024)), quarterKey(RD), (g) => sum(num(g, WORDS)))), 'keyed Q1…Q4 (2024-Q1 accepted)');
  T('seasonality', 'which weekday do most jobs come in', best(countBy(tj, weekdayKey(RD)), 'weekday', 'max', weekdayForms), 'by Received');
  T('types as text', 'jobs received on 5 march 2024', count(tj.filter(dayIs(RD, '2024-03-05')).length), `"Mar 5, 2024"; ${ROWS_OR_COUNT}`);
  T('types as text', 'total billed for jobs received in july 2023', value(sum(num(tj.filter(monthIs(RD, 2023, 7)), BILLED))));
  T('types as text', 'avg rate per word for medical', value(mean(num(tj.filter(is('Subject', 'Medical')), RATE))), '"$0.15" as text');
  T('types as text', 'jobs due before 1 feb 2024', count(tj.filter((row) => when(row, 'Deadline').getTime() < Date.UTC(2024, 1, 1)).length), `by Deadline, strict; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'jobs over 10,000 words', count(tj.filter((row) => at(row, WORDS) > 10_000).length), `strict; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'jobs at more than $0.15 a word', count(tj.filter((row) => at(row, RATE) > 0.15).length), `strict; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'qa scores under 80%', count(tj.filter((row) => at(row, QA) < 80).length), `strict; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'rush jobs billed over $2,000', count(tj.filter((row) => row.Rush === 'Yes' && at(row, BILLED) > 2000).length), `strict; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'jobs delivered from english into spanish in 2024', count(delivered.filter((row) => row['Source Language'] === 'English' && row['Target Language'] === 'Spanish' && yearIs('Delivered', 2024)(row)).length), `by the Delivered date; ${ROWS_OR_COUNT}`);
  T('missing values', 'how many jobs were never qa checked', count(tj.filter((row) => row[QA] === null).length), `"n/a" (cancelled and open jobs too); ${ROWS_OR_COUNT}`);
  T('missing values', 'which columns have gaps', list(missingColumns(tj)), 'blank Delivered, "-" amounts, "n/a" QA scores');
  T('ratio or derived', 'pct of delivered jobs that were late by translator', rates(delivered, text('Translator'), isLate), `Delivered after Deadline, over each translator's delivered jobs; ${SHARE}`);
  T('ratio or derived', 'how many days do jobs take on average, per subject', groups(groupBy(delivered, text('Subject'), (g) => mean(g.map((row) => daysBetween(when(row, RD), when(row, 'Delivered')))))), 'Delivered minus Received, over the delivered jobs');
  T('ratio or derived', 'what do we actually earn per word by client', groups(groupBy(tj, text('Client'), (g) => ratio(g, BILLED, WORDS))), 'total billed over total words of the jobs billed');
  T('refuse', 'which translator should get the big legal contract', refuse, 'a judgement');
  T('refuse', 'why did kito games complain', refuse, 'a reason; no complaints in the file');
  T('refuse', 'how many words will come in next quarter', refuse, 'a forecast');
  T('refuse', "what's our margin on each job", refuse, 'no translator pay or costs');
  T('refuse', 'how much did german jobs bring in', eitherReading(value(sum(num(tj.filter(is('Target Language', 'German')), BILLED))), value(sum(num(tj.filter(is('Source Language', 'German')), BILLED)))), 'two readings: into German, or out of German');
  T('refuse', 'how many pages did we translate', refuse, 'no page counts');
  T('refuse', 'which client pays slowest', refuse, 'no payment dates');
  T('refuse', 'how many jobs went through machine translation', refuse, 'no such column');
  T('refuse', 'how many jobs did anna do', refuse, 'no translator called Anna');

  // ---- gritting runs ----
  const gr = tables.get('gritting_runs.csv') ?? [];
  const G = ask('p17_gritting');
  const GD = 'Date';
  const SALT = 'Salt Used (t)';
  const KM = 'Distance (km)';
  const ROAD = 'Road Temp (°C)';
  const FUEL = 'Fuel Cost';
  const completed = gr.filter(is('Status', 'Completed'));
  const winter = (from: number, to: number) => (row: Row): boolean => when(row, GD).getTime() >= from && when(row, GD).getTime() < to;
  G('plain', 'completed runs per route', groups(countBy(completed, text('Route'))), 'status Completed');
  G('plain', 'how much salt have we spread altogether', value(sum(num(gr, SALT))), 'tonnes');
  G('plain', 'avg road temp', value(mean(num(gr, ROAD))), 'over the readings ("NA" is none)');
  G('plain', 'how many drivers', count(distinct(gr, 'Driver')), '"-" on cancelled runs is none');
  G('plain', 'overall fuel bill', value(sum(num(gr, FUEL))));
  G('which row', 'which route gets the most salt', best(groupBy(gr, text('Route'), (g) => sum(num(g, SALT))), 'Route'));
  G('which row', 'coldest run we did', extremeRows(gr, ROAD, 'Run Ref', 'min'), 'by Road Temp; any tied run');
  G('which row', 'which driver covered the most km', best(groupBy(gr, text('Driver'), (g) => sum(num(g, KM))), 'Driver'));
  G('which row', 'longest run by distance', extremeRows(gr, KM, 'Run Ref', 'max'), 'any tied run');
  G('everyday words', 'how many runs got scrubbed', count(gr.filter(is('Status', 'Cancelled')).length), `status Cancelled; ${ROWS_OR_COUNT}`);
  G('everyday words', 'how many runs were abandoned part way', count(gr.filter(is('Status', 'Abandoned')).length), `status Abandoned; ${ROWS_OR_COUNT}`);
  G('everyday words', 'how much salt went on the hill villages', value(sum(num(gr.filter(is('Route', 'Hill Villages')), SALT))), 'tonnes');
  G('everyday words', 'how many times did we plough snow', count(gr.filter(is('Run Type', 'Snow Clearing')).length), `Run Type Snow Clearing (none is cancelled); ${ROWS_OR_COUNT}`);
  G('comparison', 'salt dec 2023 vs dec 2024', groups(keyed(gr, (row) => monthIs(GD, 2023, 12)(row) || monthIs(GD, 2024, 12)(row), yearMonthKey(GD), (g) => sum(num(g, SALT)))), 'keyed 2023-12, 2024-12');
  G('comparison', 'avg distance north primary vs south primary', groups(keyed(gr, (row) => row.Route === 'North Primary' || row.Route === 'South Primary', text('Route'), (g) => mean(num(g, KM)))), 'km, over the runs that went out (abandoned ones too)');
  G('comparison', 'fuel cost g2 vs g4', groups(keyed(gr, (row) => row.Gritter === 'G2' || row.Gritter === 'G4', text('Gritter'), (g) => sum(num(g, FUEL)))));
  G('comparison', 'avg road temp precautionary vs snow clearing', groups(groupBy(gr, text('Run Type'), (g) => mean(num(g, ROAD)))));
  G('seasonality', 'which month of the year takes the most salt', best(groupBy(gr, monthKey(GD), (g) => sum(num(g, SALT))), 'month', 'max', monthForms), SPANS_YEARS);
  G('seasonality', 'what hour do most runs start', best(countBy(gr, hourOf('Start Time')), 'hour', 'max', hourForms), 'by the hour of Start Time (9:45 PM is 21); cancelled runs have none');
  G('seasonality', 'how much salt did we put down each month', groups(groupBy(gr, yearMonthKey(GD), (g) => sum(num(g, SALT)))), 'keyed 2023-11… over two winters (months with no salt are absent)');
  G('types as text', 'salt used on 12 jan 2024', value(sum(num(gr.filter(dayIs(GD, '2024-01-12')), SALT))), '"12/01/24"');
  G('types as text', 'avg duration of a completed run in minutes', value(mean(num(completed, 'Duration'))), '"2h 05m" is 125 minutes');
  G('types as text', 'fuel cost in february 2025', value(sum(num(gr.filter(monthIs(GD, 2025, 2)), FUEL))), '"£52.80" as text');
  G('types as text', 'runs starting after 10pm', count(gr.filter((row) => clock(row['Start Time']) > 22 * 60).length), `strict by the clock: 10:15 PM to 11:45 PM (a 3:00 AM start is not after 10pm); ${ROWS_OR_COUNT}`);
  G('units and conditions', 'runs where the road was below -3°C', count(gr.filter((row) => at(row, ROAD) < -3).length), `strict; ${ROWS_OR_COUNT}`);
  G('units and conditions', 'runs using more than 5 tonnes', count(gr.filter((row) => at(row, SALT) > 5).length), `strict; ${ROWS_OR_COUNT}`);
  G('units and conditions', 'runs over 2 hours', count(gr.filter((row) => at(row, 'Duration') > 120).length), `strict, by Duration; ${ROWS_OR_COUNT}`);
  G('units and conditions', 'salt spread by mo on the ring road in january 2025', value(sum(num(gr.filter((row) => row.Driver === 'Mo Hussain' && row.Route === 'Ring Road' && monthIs(GD, 2025, 1)(row)), SALT))), 'Mo Hussain; tonnes');
  G('units and conditions', 'runs at a spread rate of 20 g/m2', count(gr.filter((row) => at(row, 'Spread Rate (g/m2)') === 20).length), ROWS_OR_COUNT);
  G('missing values', 'how many runs are missing a road temp reading', count(gr.filter((row) => row[ROAD] === null).length), `"NA" and cancelled runs; ${ROWS_OR_COUNT}`);
  G('missing values', 'which columns have missing values', list(missingColumns(gr)), 'the cancelled runs\' blanks and "-" drivers, "NA" road temperatures');
  G('ratio or derived', 'salt per km on each route', groups(groupBy(gr, text('Route'), (g) => ratio(g, SALT, KM))), 'total tonnes over total km');
  G('ratio or derived', "what % of each driver's runs were abandoned", rates(gr.filter((row) => row.Driver !== null), text('Driver'), is('Status', 'Abandoned')), `over each driver's runs (cancelled runs have no driver); ${SHARE}`);
  G('ratio or derived', 'fuel cost per km for each gritter', groups(groupBy(gr, text('Gritter'), (g) => ratio(g, FUEL, KM))), 'total fuel cost over total km');
  G('refuse', "who's our safest driver", refuse, 'a judgement; no incidents in the file');
  G('refuse', 'why did so many runs get abandoned in january', refuse, 'a reason');
  G('refuse', 'will we run out of salt before march', refuse, 'a forecast; no stock');
  G('refuse', 'how much salt is left in the depot', refuse, 'no stock column');
  G('refuse', 'salt used in winter 2024', eitherReading(value(sum(num(gr.filter(winter(Date.UTC(2023, 10, 1), Date.UTC(2024, 4, 1))), SALT))), value(sum(num(gr.filter(winter(Date.UTC(2024, 10, 1), Date.UTC(2025, 4, 1))), SALT)))), 'two readings: the winter of 2023/24, or of 2024/25 (and calendar 2024 a third)');
  G('refuse', 'how many icy nights did we have', refuse, '"icy" has no threshold');
  G('refuse', 'how many crashes on gritted roads', refuse, 'no accident data');
  G('refuse', 'what did the salt cost us', refuse, 'no salt price; Fuel Cost is fuel');
  G('refuse', 'which streets got missed', refuse, 'no street-level data');

  // ---- dive centre bookings ----
  const dv = tables.get('dive_centre_bookings_2024.csv') ?? [];
  const V = ask('p17_dive');
  const VD = 'Date';
  const DEPTH = 'Max Depth';
  const BT = 'Bottom Time (min)';
  const WATER = 'Water Temp (°C)';
  const VIS = 'Visibility (m)';
  const PAID = 'Price Paid';
  const airUsed = (row: Row): number => at(row, 'Start Pressure (bar)') - at(row, 'End Pressure (bar)');
  const nitrox = (row: Row): boolean => at(row, 'O2 Mix') > 21;
  V('plain', 'breakdown of bookings by diver level', groups(countBy(dv, text('Diver Level'))), 'every booking');
  V('plain', 'avg bottom time', value(mean(num(dv, BT))), 'minutes, over the dives that went in');
  V('plain', 'avg water temp', value(mean(num(dv, WATER))));
  V('plain', 'total takings', value(sum(num(dv, PAID))), '"-" is nothing paid');
  V('plain', 'how many guides work here', count(distinct(dv, 'Guide')));
  V('which row', 'which site is deepest on average', best(groupBy(dv, text('Site'), (g) => mean(num(g, DEPTH))), 'Site'), 'the average Max Depth ("18.5 m")');
  V('which row', 'which guide led the most completed dives', best(countBy(dv.filter(is('Status', 'Completed')), text('Guide')), 'Guide'), 'status Completed');
  V('which row', 'which dive went deepest', extremeRows(dv, DEPTH, 'Booking Ref', 'max'), 'any tied booking');
  V('which row', 'which site has the clearest water', best(groupBy(dv, text('Site'), (g) => mean(num(g, VIS))), 'Site'), 'the highest average visibility');
  V('everyday words', 'how many dives got blown out', count(dv.filter(is('Status', 'Cancelled')).length), `status Cancelled (the weather); ${ROWS_OR_COUNT}`);
  V('everyday words', 'how many divers came up early', count(dv.filter(is('Status', 'Aborted')).length), `status Aborted; ${ROWS_OR_COUNT}`);
  V('everyday words', 'how many dives on nitrox', count(dv.filter(nitrox).length), `O2 Mix 32% or 36% ("Air" is not nitrox); ${ROWS_OR_COUNT}`);
  V('everyday words', 'how much money did the wreck bring in', value(sum(num(dv.filter(is('Site', 'The Wreck')), PAID))), 'Site The Wreck; Price Paid');
  V('comparison', 'avg max depth advanced vs open water divers', groups(keyed(dv, (row) => row['Diver Level'] === 'Advanced' || row['Diver Level'] === 'Open Water', text('Diver Level'), (g) => mean(num(g, DEPTH)))));
  V('comparison', 'takings q2 vs q4', groups(keyed(dv, (row) => ['Q2', 'Q4'].includes(quarterKey(VD)(row) ?? ''), quarterKey(VD), (g) => sum(num(g, PAID)))), 'keyed Q2, Q4 (2024-Q2 accepted)');
  V('comparison', 'avg price paid with vs without rental gear', groups(groupBy(dv, text('Rental Gear'), (g) => mean(num(g, PAID)))), 'keyed Yes, No; over the bookings that paid');
  V('comparison', 'visibility shark point vs blue hole', groups(keyed(dv, (row) => row.Site === 'Shark Point' || row.Site === 'Blue Hole', text('Site'), (g) => mean(num(g, VIS)))), 'average metres');
  V('seasonality', 'which month had the warmest water', best(groupBy(dv, monthKey(VD), (g) => mean(num(g, WATER))), 'month', 'max', monthFormsIn(2024)), `the highest average Water Temp; ${ONE_YEAR_MONTH}`);
  V('seasonality', 'what day of the week do we get the most bookings', best(countBy(dv, weekdayKey(VD)), 'weekday', 'max', weekdayForms), 'every booking');
  V('seasonality', 'avg visibility per month', groups(groupBy(dv, yearMonthKey(VD), (g) => mean(num(g, VIS)))), MONTH_SERIES);
  V('types as text', 'bookings on saturday 14 september', count(dv.filter(dayIs(VD, '2024-09-14')).length), `"Sat 14 Sep 2024"; ${ROWS_OR_COUNT}`);
  V('types as text', 'avg max depth in metres', value(mean(num(dv, DEPTH))), '"18.5 m" as text');
  V('types as text', 'takings in august', value(sum(num(dv.filter(monthIs(VD, 2024, 8)), PAID))));
  V('types as text', 'takings from boats leaving after 1pm', value(sum(num(dv.filter((row) => clock(row['Boat Departs']) > 13 * 60), PAID))), 'strict, by Boat Departs: 13:30 on');
  V('units and conditions', 'dives deeper than 30 m', count(dv.filter((row) => at(row, DEPTH) > 30).length), `strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'dives that surfaced with under 50 bar', count(dv.filter((row) => at(row, 'End Pressure (bar)') < 50).length), `strict, by End Pressure; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'bookings paying over $120', count(dv.filter((row) => at(row, PAID) > 120).length), `strict (a try dive is exactly $120); ${ROWS_OR_COUNT}`);
  V('units and conditions', 'nitrox dives at manta ridge in october', count(dv.filter((row) => nitrox(row) && row.Site === 'Manta Ridge' && monthIs(VD, 2024, 10)(row)).length), ROWS_OR_COUNT);
  V('units and conditions', 'dives in water colder than 27°C', count(dv.filter((row) => at(row, WATER) < 27).length), `strict; ${ROWS_OR_COUNT}`);
  V('missing values', 'how many bookings are missing a water temp', count(dv.filter((row) => row[WATER] === null).length), `cancelled boats and dives without a computer; ${ROWS_OR_COUNT}`);
  V('missing values', 'what columns have empty values', list(missingColumns(dv)), '"NA" visibility and "-" prices are empty too');
  V('ratio or derived', 'avg air used per dive by site', groups(groupBy(dv, text('Site'), (g) => mean(g.map(airUsed).filter(Number.isFinite)))), 'Start Pressure minus End Pressure, bar, over the dives that went in');
  V('ratio or derived', 'cancellation rate each month', rates(dv, yearMonthKey(VD), is('Status', 'Cancelled')), `cancelled bookings over every booking of the month, keyed 2024-01…; ${SHARE}`);
  V('ratio or derived', 'bar per minute of bottom time by diver level', groups(groupBy(dv, text('Diver Level'), (g) => { const kept = g.filter((row) => Number.isFinite(airUsed(row)) && isNum(row[BT])); return sum(kept.map(airUsed)) / sum(num(kept, BT)); })), 'total bar used over total bottom minutes');
  V('refuse', 'which guide do divers like most', refuse, 'a judgement; no ratings');
  V('refuse', 'why was the vis so bad in march', refuse, 'a reason');
  V('refuse', 'expected bookings for the 2025 high season', refuse, 'a forecast');
  V('refuse', 'how many turtles did people see', refuse, 'no sightings column');
  V('refuse', 'how old are our divers on average', refuse, 'no age column');
  V('refuse', 'how deep did the wreck dives go', eitherReading(value(mean(num(dv.filter(is('Site', 'The Wreck')), DEPTH))), value(Math.max(...num(dv.filter(is('Site', 'The Wreck')), DEPTH)))), 'two readings: the average of the maximum depths, or the deepest one');
  V('refuse', 'is blue hole ok for beginners', refuse, 'a judgement');
  V('refuse', 'how many sharks at shark point', refuse, 'no sightings column (the word is a site name)');
  V('refuse', 'list the deep dives', refuse, '"deep" has no threshold');
  return out;
}

export function probe17Questions(tables: Map<string, Row[]>): Question[] {
  return probe17Catalogue(tables).map(acceptingRows);
}
