/**
 * Blind probe 13, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 to 12). Files generated here from fixed seeds,
 * in domains no earlier probe used (made-up figures, nothing copied, the reserved packages
 * neither used nor imitated): a tennis club's matches (Player 1 / Player 2 / Winner, dates
 * "March 14, 2024", durations "1:42:10", court fees "£14.00" or "-", cancelled matches and
 * walkovers), a bookshop's sales workbook (a Sales sheet with Excel dates, prices "£12.99",
 * discounts "10%", refund lines; a Titles sheet with each book's genre, author and pages), a
 * city's 311 service requests (date-times "14.03.2024 08:15", repair costs "$1,240.00",
 * duplicates and withdrawn requests, open requests without a close date), a vineyard's harvest
 * log (dates "14/09/2023", weights "1,245", picking times "3:30", prices "€1,850.00", acidity "-",
 * rejected loads) and a bus route's trips (dates "20240314", departures "07:15", delays "n/a" on
 * cancelled trips, fares "$86.45", load factors "68%").
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE13.md
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
const round2 = (n: number): number => Math.round(n * 100) / 100;
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const hms = (seconds: number): string => `${String(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// ---------------------------------------------------------------------------------------------
// a tennis club's matches, 2023-2024

const PLAYERS: Array<[string, number]> = [
  ['Priya Nair', 1.7], ['Tom Becker', 1.4], ['Ana Souza', 1.3], ['Liam Walsh', 1.1], ['Mei Tanaka', 1.2], ['Jonas Berg', 1.0], ['Chloe Martin', 0.9],
  ['Omar Haddad', 1.0], ['Sofia Rossi', 0.8], ['Dan Fraser', 0.7], ['Eva Novak', 0.9], ['Raj Patel', 0.75], ['Lucy Grant', 0.6], ['Ben Carter', 0.65],
];
const COURTS: Array<[string, string, number]> = [['Court 1', 'Clay', 14], ['Court 2', 'Clay', 14], ['Court 3', 'Hard', 12], ['Court 4', 'Hard', 12], ['Court 5', 'Grass', 18]];

/** "Match ID", "Match Date" "March 14, 2024", Event, Court, Surface, "Player 1", "Player 2", Winner (blank when cancelled), Score ("6-4 3-6 7-5", "W/O", blank), "Sets Played", "Match Duration" "1:42:10", "Court Fee" "£14.00" ("-" when cancelled), Status (Completed/Retired/Walkover/Cancelled). */
export function tennisMatches(): EvalDataset {
  const rand = random(13_001);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const month = date.getUTCMonth();
    const summer = month >= 4 && month <= 8;
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const n = Math.floor(rand() * (summer ? 2.6 : 1.5) * (weekend ? 1.8 : 1));
    for (let k = 0; k < n; k++) {
      const i = Math.floor(rand() * PLAYERS.length);
      let j = Math.floor(rand() * (PLAYERS.length - 1));
      if (j >= i) j++;
      const [p1, s1] = PLAYERS[i];
      const [p2, s2] = PLAYERS[j];
      const [court, surface, fee] = pick(rand, summer ? COURTS : COURTS.slice(0, 4));
      const event = month >= 5 && month <= 7 && rand() < 0.35 ? 'Club Championship' : choose(rand, [['Club Ladder', 60], ['Friendly', 40]]);
      const status = choose(rand, [['Completed', 86], ['Cancelled', summer ? 5 : 11], ['Walkover', 3], ['Retired', 3]]);
      const winner = status === 'Cancelled' ? null : rand() < s1 / (s1 + s2) ? p1 : p2;
      let score: string | null = null;
      let sets: number | null = null;
      let seconds: number | null = null;
      if (status === 'Walkover') score = 'W/O';
      if (status === 'Completed' || status === 'Retired') {
        sets = status === 'Retired' ? 1 + Math.floor(rand() * 2) : rand() < 0.34 ? 3 : 2;
        const loserSets = status === 'Completed' && sets === 3 ? [1] : [];
        const parts: string[] = [];
        for (let s = 0; s < sets; s++) {
          const lost = loserSets.includes(s);
          const close = rand() < 0.25;
          const a = close ? 7 : 6;
          const b = close ? pick(rand, [5, 6]) : Math.floor(rand() * 5);
          parts.push(lost ? `${String(b)}-${String(a)}` : `${String(a)}-${String(b)}`);
        }
        score = parts.join(' ') + (status === 'Retired' ? ' ret.' : '');
        seconds = Math.max(900, Math.round(sets * (38 + gauss(rand) * 7) * 60 * (status === 'Retired' ? 0.7 : 1)));
      }
      drafts.push({
        'Match Date': date, Event: event, Court: court, Surface: surface, 'Player 1': p1, 'Player 2': p2, Winner: winner, Score: score, 'Sets Played': sets, 'Match Duration': seconds,
        'Court Fee': status === 'Cancelled' ? null : event === 'Club Championship' ? 0 : fee, Status: status,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Match ID': `M-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Match ID', 'Match Date', 'Event', 'Court', 'Surface', 'Player 1', 'Player 2', 'Winner', 'Score', 'Sets Played', 'Match Duration', 'Court Fee', 'Status'];
  const written = (d: Date): string => `${MONTH_LONG[d.getUTCMonth()]} ${String(d.getUTCDate())}, ${String(d.getUTCFullYear())}`;
  const lines = rows.map((row) => [
    row['Match ID'] as string, written(row['Match Date'] as Date), row.Event as string, row.Court as string, row.Surface as string, row['Player 1'] as string, row['Player 2'] as string,
    (row.Winner as string | null) ?? '', (row.Score as string | null) ?? '', row['Sets Played'] === null ? '' : String(row['Sets Played']), row['Match Duration'] === null ? '' : hms(row['Match Duration'] as number),
    row['Court Fee'] === null ? '-' : `£${money2(row['Court Fee'] as number)}`, row.Status as string,
  ]);
  return { name: 'p13_tennis', file: 'tennis_club_matches.csv', bytes: csvBytes(header, lines), tables: [{ label: 'tennis_club_matches.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a bookshop's sales, 2023-2024: "Sales" (one line per receipt) and "Titles"

const TITLES: Array<[string, string, string, string, string, number, number]> = [
  // [isbn, title, author, genre, publisher, pages, list price]
  ['9780000000011', 'The Salt Road', 'Hannah Reyes', 'Fiction', 'Kestrel Books', 352, 9.99], ['9780000000028', 'Winter Orchard', 'Hannah Reyes', 'Fiction', 'Kestrel Books', 288, 8.99],
  ['9780000000035', 'A Map of Small Hours', 'Hannah Reyes', 'Fiction', 'Lark Press', 416, 12.99], ['9780000000042', 'The Glass Tide', 'Marcus Obi', 'Fiction', 'Lark Press', 320, 9.99],
  ['9780000000059', 'Cold Harbour', 'Ingrid Dahl', 'Crime', 'Blackwater', 384, 8.99], ['9780000000066', 'The Ferryman Lies', 'Ingrid Dahl', 'Crime', 'Blackwater', 432, 9.99],
  ['9780000000073', 'No Quiet Street', 'Sam Achebe', 'Crime', 'Kestrel Books', 304, 7.99], ['9780000000080', 'Bread and Fire', 'Lucia Ferrante', 'Cookery', 'Pantry House', 256, 25],
  ['9780000000097', 'Twelve Soups', 'Lucia Ferrante', 'Cookery', 'Pantry House', 192, 18.5], ['9780000000103', 'The Tidy Garden', 'Rob Hollis', 'Non-Fiction', 'Fieldnote', 240, 16.99],
  ['9780000000110', 'Rivers of Britain', 'Rob Hollis', 'Non-Fiction', 'Fieldnote', 464, 22], ['9780000000127', 'How Bridges Stand', 'Ada Kowalski', 'Non-Fiction', 'Lark Press', 336, 14.99],
  ['9780000000134', 'The Moon Fox', 'Poppy Lane', "Children's", 'Little Acorn', 32, 6.99], ['9780000000141', 'Bertie Builds a Boat', 'Poppy Lane', "Children's", 'Little Acorn', 40, 6.99],
  ['9780000000158', 'Dragons at Tea', 'Kofi Mensah', "Children's", 'Little Acorn', 48, 7.5], ['9780000000165', 'Salt and Sky', 'Mira Joshi', 'Poetry', 'Lark Press', 96, 10],
  ['9780000000172', 'Night Verses', 'Mira Joshi', 'Poetry', 'Lark Press', 112, 11.5], ['9780000000189', 'The Long Table', 'Marcus Obi', 'Fiction', 'Kestrel Books', 512, 14.99],
];

/** "Sales": "Receipt No", "Sale Date" (a real Excel date shown d mmm yyyy), ISBN, Qty, "Unit Price" "£12.99", Discount "10%", "Payment Method", "Staff Member" (blank for some sales), "Line Type" (Sale/Refund: a refund is one copy back, written with a positive Qty). "Titles": ISBN, Title, Author, Genre, Publisher, Pages, "List Price (£)". */
export async function bookshopWorkbook(): Promise<EvalDataset> {
  const rand = random(13_002);
  const staff = ['Nell', 'Arjun', 'Greta', 'Owen'];
  const popularity = TITLES.map(([, , , genre]) => [genre === 'Fiction' ? 3 : genre === 'Crime' ? 3.5 : genre === "Children's" ? 2.5 : genre === 'Poetry' ? 0.8 : 1.6, rand()] as const);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const month = date.getUTCMonth();
    const weekday = date.getUTCDay();
    const n = Math.floor(rand() * (month === 11 ? 5.5 : month === 1 ? 1.4 : 2.4) * (weekday === 6 ? 1.7 : weekday === 0 ? 0.6 : 1));
    for (let k = 0; k < n; k++) {
      const index = choose(rand, TITLES.map((_, i) => [i, popularity[i][0] * (0.5 + popularity[i][1])] as [number, number]));
      const [isbn, , , genre, , , price] = TITLES[index];
      const refund = rand() < 0.04;
      const qty = refund ? 1 : choose(rand, [[1, 62], [2, 22], [3, 9], [4, 5], [5, 2]]);
      const discount = refund ? 0 : month === 0 && rand() < 0.5 ? 25 : choose(rand, [[0, 72], [10, 20], [20, 8]]);
      drafts.push({
        'Sale Date': date, ISBN: isbn, Qty: genre === "Children's" && !refund ? Math.min(5, qty + (rand() < 0.3 ? 1 : 0)) : qty, 'Unit Price': price, Discount: discount,
        'Payment Method': choose(rand, [['Card', 70], ['Cash', 20], ['Gift Card', 10]]), 'Staff Member': !refund && rand() < 0.07 ? null : pick(rand, staff), 'Line Type': refund ? 'Refund' : 'Sale',
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Receipt No': `R-${String(n + 10_001)}`, ...draft }));
  const titles: Row[] = TITLES.map(([isbn, title, author, genre, publisher, pages, price]) => ({ ISBN: isbn, Title: title, Author: author, Genre: genre, Publisher: publisher, Pages: pages, 'List Price (£)': price }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales');
  const header = ['Receipt No', 'Sale Date', 'ISBN', 'Qty', 'Unit Price', 'Discount', 'Payment Method', 'Staff Member', 'Line Type'];
  sheet.addRow(header);
  for (const row of rows) {
    const cells = header.map((h) => (h === 'Unit Price' ? `£${money2(row[h] as number)}` : h === 'Discount' ? `${String(row[h])}%` : row[h]));
    sheet.addRow(cells).getCell(2).numFmt = 'd mmm yyyy';
  }
  const titleSheet = workbook.addWorksheet('Titles');
  const titleHeader = ['ISBN', 'Title', 'Author', 'Genre', 'Publisher', 'Pages', 'List Price (£)'];
  titleSheet.addRow(titleHeader);
  for (const row of titles) titleSheet.addRow(titleHeader.map((h) => row[h]));
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p13_books', file: 'bookshop_sales.xlsx', bytes, tables: [{ label: 'bookshop_sales.xlsx / Sales', rows }, { label: 'bookshop_sales.xlsx / Titles', rows: titles }] };
}

// ---------------------------------------------------------------------------------------------
// a city's 311 service requests, 2024

const CATEGORIES: Array<[string, number, number]> = [
  // [category, weight, typical hours to close]
  ['Pothole', 22, 120], ['Streetlight Out', 15, 72], ['Missed Bin Collection', 25, 30], ['Graffiti', 12, 90], ['Noise Complaint', 16, 20], ['Fly-tipping', 10, 60],
];
const WARDS: Array<[string, number]> = [['Northgate', 18], ['Eastfield', 22], ['Millbrook', 14], ['Harbourside', 16], ['Westcliffe', 12], ['Central', 18]];

/** "Request ID", Opened "14.03.2024 08:15", Closed (same; blank while open), Category, Ward, Channel, Priority, Status (Closed/Open/Duplicate/Withdrawn), "Repair Cost" "$1,240.00" (potholes and streetlights that were closed; blank otherwise), "Satisfaction (1-5)" (blank unless surveyed). */
export function serviceRequests(): EvalDataset {
  const rand = random(13_003);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += DAY) {
    const date = new Date(t);
    const month = date.getUTCMonth();
    const n = Math.round((3 + rand() * 3) * (month <= 1 || month === 11 ? 1.3 : 1) * (date.getUTCDay() === 0 ? 0.5 : 1));
    for (let k = 0; k < n; k++) {
      const [category, , hours] = choose(rand, CATEGORIES.map((c) => [c, c[1] * (c[0] === 'Pothole' && (month <= 2 || month === 11) ? 2 : c[0] === 'Noise Complaint' && month >= 5 && month <= 7 ? 2 : 1)] as [(typeof CATEGORIES)[number], number]));
      const hour = choose(rand, [[7, 3], [8, 6], [9, 8], [10, 7], [11, 6], [12, 5], [13, 5], [14, 5], [15, 4], [16, 4], [17, 3], [18, 2], [19, 2], [20, 2], [22, 1], [23, 1]]);
      const opened = new Date(t + hour * 3_600_000 + Math.floor(rand() * 60) * 60_000);
      const status = choose(rand, [['Closed', 84], ['Duplicate', 6], ['Withdrawn', 3], ['Open', month >= 10 ? 20 : 2]]);
      const priority = category === 'Streetlight Out' || category === 'Pothole' ? choose(rand, [['High', 35], ['Medium', 45], ['Low', 20]]) : choose(rand, [['High', 10], ['Medium', 40], ['Low', 50]]);
      const taken = status === 'Open' ? null : status === 'Closed' ? Math.max(1, Math.round(hours * -Math.log(1 - rand()) * (priority === 'High' ? 0.6 : 1))) : Math.max(1, Math.round(rand() * 20));
      const closed = taken === null ? null : new Date(opened.getTime() + taken * 3_600_000 + Math.floor(rand() * 60) * 60_000);
      const repaired = status === 'Closed' && (category === 'Pothole' || category === 'Streetlight Out');
      drafts.push({
        Opened: opened, Closed: closed, Category: category, Ward: choose(rand, WARDS), Channel: choose(rand, [['Phone', 35], ['App', 30], ['Web', 25], ['Walk-in', 10]]), Priority: priority, Status: status,
        'Repair Cost': repaired ? round2((category === 'Pothole' ? 380 : 210) * (0.5 + rand() * 2.6)) : null,
        'Satisfaction (1-5)': status === 'Closed' && rand() < 0.35 ? Math.max(1, Math.min(5, Math.round(3.6 - (taken ?? 0) / 150 + gauss(rand) * 0.9))) : null,
      });
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Request ID': `SR-${String(240_001 + n)}`, ...draft }));
  const header = ['Request ID', 'Opened', 'Closed', 'Category', 'Ward', 'Channel', 'Priority', 'Status', 'Repair Cost', 'Satisfaction (1-5)'];
  const dotted = (d: Date): string => `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${String(d.getUTCFullYear())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  const lines = rows.map((row) => [
    row['Request ID'] as string, dotted(row.Opened as Date), row.Closed === null ? '' : dotted(row.Closed as Date), row.Category as string, row.Ward as string, row.Channel as string, row.Priority as string,
    row.Status as string, row['Repair Cost'] === null ? '' : `$${money2(row['Repair Cost'] as number)}`, row['Satisfaction (1-5)'] === null ? '' : String(row['Satisfaction (1-5)']),
  ]);
  return { name: 'p13_311', file: 'service_requests_311.csv', bytes: csvBytes(header, lines), tables: [{ label: 'service_requests_311.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a vineyard's harvest log, vintages 2021-2024

const BLOCKS: Array<[string, string, number, number]> = [
  // [block, variety, typical brix, yield factor]
  ['B1', 'Chardonnay', 22.5, 1.1], ['B2', 'Chardonnay', 23, 1], ['B3', 'Pinot Noir', 23.5, 0.8], ['B4', 'Sauvignon Blanc', 21.5, 1.2], ['B5', 'Sauvignon Blanc', 21.8, 1.1], ['B6', 'Merlot', 24.2, 1],
  ['B7', 'Riesling', 20.8, 0.9], ['B8', 'Pinot Noir', 23.8, 0.7],
];
const PRICE: Record<string, number> = { Chardonnay: 1850, 'Pinot Noir': 2400, 'Sauvignon Blanc': 1600, Merlot: 1700, Riesling: 1500 };

/** "Load No", "Pick Date" "14/09/2023", Block, Variety, "Picking Method" (Hand/Machine), Crew (blank for some), "Net Weight (kg)" "1,245", "Sugar (°Brix)", "Acidity (g/L)" ("-" when not measured), "Picking Time (h:mm)" "3:30", "Price per Tonne" "€1,850.00" ("n/a" on rejected loads), "Load Status" (Accepted/Rejected). */
export function harvestLog(): EvalDataset {
  const rand = random(13_004);
  const drafts: Row[] = [];
  for (const year of [2021, 2022, 2023, 2024]) {
    const start = Date.UTC(year, 7, 18 + Math.floor(rand() * 10));
    const vintage = year === 2022 ? 0.8 : year === 2024 ? 1.1 : 1;
    for (let t = start; t < Date.UTC(year, 9, 25); t += DAY) {
      if (new Date(t).getUTCDay() === 0 || rand() < 0.3) continue;
      const n = 1 + Math.floor(rand() * 3);
      for (let k = 0; k < n; k++) {
        const [block, variety, brix, factor] = pick(rand, BLOCKS);
        const method = rand() < (variety === 'Pinot Noir' ? 0.9 : 0.45) ? 'Hand' : 'Machine';
        const weight = Math.round(factor * vintage * (method === 'Machine' ? 2400 : 1300) * (0.6 + rand() * 0.8));
        const rejected = rand() < 0.06;
        const minutes = Math.round((weight / (method === 'Machine' ? 1500 : 420)) * 60 * (0.8 + rand() * 0.4) / 5) * 5;
        drafts.push({
          'Pick Date': new Date(t), Block: block, Variety: variety, 'Picking Method': method, Crew: method === 'Machine' ? null : rand() < 0.08 ? null : pick(rand, ['Crew A', 'Crew B', 'Crew C']),
          'Net Weight (kg)': weight, 'Sugar (°Brix)': Math.round((brix + (t - start) / DAY / 25 + gauss(rand) * 0.8) * 10) / 10, 'Acidity (g/L)': rand() < 0.15 ? null : Math.round(((variety === 'Riesling' ? 8.5 : 6.5) - rand() * 1.5 + gauss(rand) * 0.3) * 10) / 10,
          'Picking Time (h:mm)': Math.max(15, minutes), 'Price per Tonne': rejected ? null : Math.round(PRICE[variety] * (0.9 + rand() * 0.25) / 5) * 5, 'Load Status': rejected ? 'Rejected' : 'Accepted',
        });
      }
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Load No': `H-${String(n + 1).padStart(4, '0')}`, ...draft }));
  const header = ['Load No', 'Pick Date', 'Block', 'Variety', 'Picking Method', 'Crew', 'Net Weight (kg)', 'Sugar (°Brix)', 'Acidity (g/L)', 'Picking Time (h:mm)', 'Price per Tonne', 'Load Status'];
  const dmy = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
  const hmm = (minutes: number): string => `${String(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
  const lines = rows.map((row) => [
    row['Load No'] as string, dmy(row['Pick Date'] as Date), row.Block as string, row.Variety as string, row['Picking Method'] as string, (row.Crew as string | null) ?? '',
    (row['Net Weight (kg)'] as number).toLocaleString('en-US'), (row['Sugar (°Brix)'] as number).toFixed(1), row['Acidity (g/L)'] === null ? '-' : (row['Acidity (g/L)'] as number).toFixed(1),
    hmm(row['Picking Time (h:mm)'] as number), row['Price per Tonne'] === null ? 'n/a' : `€${money2(row['Price per Tonne'] as number)}`, row['Load Status'] as string,
  ]);
  return { name: 'p13_vineyard', file: 'vineyard_harvest_log.csv', bytes: csvBytes(header, lines), tables: [{ label: 'vineyard_harvest_log.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a bus operator's trips on five routes, January to June 2024

const ROUTES: Array<[string, number[], number]> = [
  // [route, departure hours, fare]
  ['12', [6, 7, 8, 9, 12, 15, 17, 18], 1.9], ['12X', [7, 8, 17, 18], 2.6], ['31', [6, 8, 10, 13, 16, 19], 1.9], ['47', [7, 9, 11, 14, 17, 20], 1.9], ['N5', [23, 0, 1, 2], 3.2],
];

/** "Trip ID", "Service Date" "20240314", Route, Direction, "Scheduled Departure" "07:15", "Delay (min)" ("n/a" when cancelled), Boardings ("-" when the counter failed; blank when cancelled), "Fare Revenue" "$86.45" (blank when cancelled), "Load Factor" "68%", "Driver ID" (blank when cancelled), "Trip Status" (Operated/Curtailed/Cancelled). */
export function busTrips(): EvalDataset {
  const rand = random(13_005);
  const drivers = Array.from({ length: 18 }, (_, k) => `D-${String(101 + k)}`);
  const drafts: Row[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2024, 6, 1); t += DAY) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const [route, hours, fare] of ROUTES) {
      if (route === '12X' && weekend) continue;
      for (const hour of hours) {
        if (rand() < 0.55) continue;
        const peak = hour === 7 || hour === 8 || hour === 17 || hour === 18;
        const status = choose(rand, [['Operated', 94], ['Cancelled', date.getUTCMonth() <= 1 ? 6 : 3], ['Curtailed', 2]]);
        const cancelled = status === 'Cancelled';
        const delay = cancelled ? null : Math.round((route === '31' ? 3.5 : 1.5) + (peak ? 2.5 : 0) + (date.getUTCMonth() <= 1 ? 1 : 0) + gauss(rand) * 2.5 + (rand() < 0.05 ? 8 + rand() * 12 : 0));
        const capacity = route === '12X' ? 70 : 85;
        const boardings = cancelled ? null : Math.max(0, Math.round(capacity * (peak ? 0.75 : route === 'N5' ? 0.3 : 0.45) * (weekend ? 0.7 : 1) * (0.6 + rand() * 0.7) * (status === 'Curtailed' ? 0.6 : 1)));
        const counted = boardings !== null && rand() > 0.04;
        drafts.push({
          'Service Date': date, Route: route, Direction: rand() < 0.5 ? 'Inbound' : 'Outbound', 'Scheduled Departure': `${pad2(hour)}:${pad2(5 * Math.floor(rand() * 12))}`, 'Delay (min)': delay,
          Boardings: counted ? boardings : null, 'Fare Revenue': counted ? round2((boardings as number) * fare * (0.8 + rand() * 0.15)) : null, 'Load Factor': counted ? Math.min(100, Math.round((100 * (boardings as number)) / capacity)) : null,
          'Driver ID': cancelled ? null : pick(rand, drivers), 'Trip Status': status,
        });
      }
    }
  }
  const rows: Row[] = drafts.map((draft, n) => ({ 'Trip ID': `T${String(n + 240_001)}`, ...draft }));
  const header = ['Trip ID', 'Service Date', 'Route', 'Direction', 'Scheduled Departure', 'Delay (min)', 'Boardings', 'Fare Revenue', 'Load Factor', 'Driver ID', 'Trip Status'];
  const compact = (d: Date): string => `${String(d.getUTCFullYear())}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}`;
  const lines = rows.map((row) => {
    const cancelled = row['Trip Status'] === 'Cancelled';
    return [
      row['Trip ID'] as string, compact(row['Service Date'] as Date), row.Route as string, row.Direction as string, row['Scheduled Departure'] as string, row['Delay (min)'] === null ? 'n/a' : String(row['Delay (min)']),
      row.Boardings === null ? (cancelled ? '' : '-') : String(row.Boardings), row['Fare Revenue'] === null ? '' : `$${money2(row['Fare Revenue'] as number)}`,
      row['Load Factor'] === null ? '' : `${String(row['Load Factor'])}%`, (row['Driver ID'] as string | null) ?? '', row['Trip Status'] as string,
    ];
  });
  return { name: 'p13_bus', file: 'bus_trips_h1_2024.csv', bytes: csvBytes(header, lines), tables: [{ label: 'bus_trips_h1_2024.csv', rows }] };
}

export const PROBE13_DATASETS = new Set(['p13_tennis', 'p13_books', 'p13_311', 'p13_vineyard', 'p13_bus']);

export async function probe13Datasets(): Promise<EvalDataset[]> {
  return [tennisMatches(), await bookshopWorkbook(), serviceRequests(), harvestLog(), busTrips()];
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

const pct = (part: number, whole: number): number => (100 * part) / whole;
const at = (row: Row, column: string): number => (isNum(row[column]) ? (row[column] as number) : NaN);
const when = (row: Row, column: string): Date => row[column] as Date;
const yearIs = (column: string, ...years: number[]) => (row: Row): boolean => row[column] instanceof Date && years.includes(when(row, column).getUTCFullYear());
const monthIs = (column: string, year: number, month: number) => (row: Row): boolean => yearIs(column, year)(row) && when(row, column).getUTCMonth() === month - 1;
const dayIs = (column: string, iso: string) => (row: Row): boolean => row[column] instanceof Date && when(row, column).toISOString().slice(0, 10) === iso;
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
/** A month of one calendar year, keyed as a series over a year is labelled ("2024-03"). */
const yearMonthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? `${String(when(row, column).getUTCFullYear())}-${pad2(when(row, column).getUTCMonth() + 1)}` : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string | number) => (row: Row): boolean => row[column] === value;
const hourForms = (key: string): string[] => { const h = Number(key); return [...new Set([String(h), pad2(h), `${pad2(h)}:00`, `${String(h)}:00`, `${pad2(h)}:00:00`])]; };
/** A month of a file that holds one year: "3", "03", "Mar", "March", or the month with its year ("2024-03"). */
const monthFormsIn = (year: number) => (key: string): string[] => [...monthForms(key), `${String(year)}-${pad2(Number(key))}`, `${String(year)}-${pad2(Number(key))}-01`];
/** A bare-words count: a user accepts the count, or the rows with the count said in the first sentence; the judge scores the count. */
const ROWS_OR_COUNT = 'answer forms a user accepts: the count; or the matching rows, whose count the first sentence says (the judge scores the count)';
/** A series over the months of one year: keyed "2024-01"… (the form a month of a dated series takes); a series keyed 1…12 or Jan…Dec is the same answer, which the judge cannot match. */
const MONTH_SERIES = 'answer forms a user accepts: one figure per month, labelled 2024-01… (expected here) or 1…12 or Jan…Dec (the judge matches one spelling of a group key: count those apart)';
/** A share by group: a fraction in a `share` column or 0-100 in a `percent` column (the judge accepts both). */
/** The bookshop's sheet is named Sales: "sales" may be its rows or only its sale lines. */
const SALES_TWO = 'the sheet is called Sales: "sales" may be its rows (refund lines too) or only the sale lines; an answer where both agree, a must-refuse where they differ';
const SHARE = 'a share per group: a fraction (0-1) in a share column, or 0-100 in a percent column; both accepted';

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe13Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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
  const countBy = (rows: Row[], key: (row: Row) => string | null): Map<string, number> => groupBy(rows, key, (m) => m.length);
  const distinct = (rows: Row[], column: string): number => new Set(rows.map((row) => row[column]).filter((v) => v !== null)).size;
  const unvalued = (e: Expected): Expected => (e.kind === 'row' ? { kind: 'row', column: e.column, labels: e.labels } : e);

  // ---- tennis club matches ----
  const tm = tables.get('tennis_club_matches.csv') ?? [];
  const T = ask('p13_tennis');
  const MDATE = 'Match Date';
  const DUR = 'Match Duration';
  const FEE = 'Court Fee';
  const played = tm.filter((row) => row.Status === 'Completed' || row.Status === 'Retired');
  const completed = tm.filter(is('Status', 'Completed'));
  const minutes = (rows: Row[]): number[] => num(rows, DUR).map((s) => s / 60);
  const loser = (row: Row): string | null => (row.Winner === null ? null : row.Winner === row['Player 1'] ? (row['Player 2'] as string) : (row['Player 1'] as string));
  const hasPlayer = (name: string) => (row: Row): boolean => row['Player 1'] === name || row['Player 2'] === name;
  T('plain', 'matches by status', groups(countBy(tm, text('Status'))));
  T('plain', 'total court fees', value(sum(num(tm, FEE))));
  T('plain', 'avg sets played', value(mean(num(tm, 'Sets Played'))));
  T('plain', 'completed matches by event', groups(countBy(completed, text('Event'))));
  T('plain', 'how many courts', count(distinct(tm, 'Court')));
  T('which row', 'which player won the most matches', eitherReading(best(countBy(tm, text('Winner')), 'Winner'), best(countBy(played, text('Winner')), 'Winner')), 'two readings (a walkover counted as a win, or only matches played) agree on the player');
  T('which row', 'longest match', unvalued(extremeRows(tm, DUR, 'Match ID', 'max')), 'the Match ID only is checked: the unit of the duration is the answer\'s choice');
  T('which row', 'which court brings in the most fees', best(groupBy(tm, text('Court'), (g) => sum(num(g, FEE))), 'Court'));
  T('which row', 'who lost the most matches', eitherReading(best(countBy(tm, loser), 'player', 'max', (k) => [k], false), best(countBy(played, loser), 'player', 'max', (k) => [k], false)), 'the loser is whichever of Player 1 and Player 2 is not the Winner; walkovers counted or not agree on the player; the player only is checked');
  T('everyday words', 'how many matches were played', count(played.length), `Completed and Retired (a walkover and a cancelled match were not played); ${ROWS_OR_COUNT}`);
  T('everyday words', 'how many matches went to three sets', count(tm.filter((row) => row['Sets Played'] === 3).length), ROWS_OR_COUNT);
  T('everyday words', 'how many matches did priya win', count(tm.filter(is('Winner', 'Priya Nair')).length), `"priya" is Priya Nair, the only Priya; walkovers she won count as wins; ${ROWS_OR_COUNT}`);
  T('everyday words', 'how many matches ended with someone retiring', count(tm.filter(is('Status', 'Retired')).length), ROWS_OR_COUNT);
  T('everyday words', 'how many matches did tom play', count(played.filter(hasPlayer('Tom Becker')).length), `as Player 1 or Player 2, Completed or Retired; ${ROWS_OR_COUNT}`);
  T('comparison', 'completed matches 2023 vs 2024', groups(countBy(completed, yearKey(MDATE))));
  T('comparison', 'avg match length in minutes clay vs grass', groups(groupBy(tm.filter((row) => row.Surface === 'Clay' || row.Surface === 'Grass'), text('Surface'), (g) => mean(minutes(g)))));
  const priyaWins = tm.filter(is('Winner', 'Priya Nair')).length;
  const tomWins = tm.filter(is('Winner', 'Tom Becker')).length;
  T('comparison', 'how many more wins does priya have than tom', count(priyaWins - tomWins));
  T('comparison', 'court fees 2023 vs 2024', groups(groupBy(tm, yearKey(MDATE), (g) => sum(num(g, FEE)))));
  T('seasonality', 'which month of the year has the most matches played', best(countBy(played, monthKey(MDATE)), 'month', 'max', monthForms));
  T('seasonality', 'which weekday are the most matches scheduled', best(countBy(tm, weekdayKey(MDATE)), 'weekday', 'max', weekdayForms), 'every row is a scheduled match');
  T('seasonality', 'cancelled matches per month in 2024', groups(countBy(tm.filter((row) => row.Status === 'Cancelled' && yearIs(MDATE, 2024)(row)), yearMonthKey(MDATE))), MONTH_SERIES);
  T('types as text', 'matches scheduled in june 2024', count(tm.filter(monthIs(MDATE, 2024, 6)).length), ROWS_OR_COUNT);
  T('types as text', 'avg match length in minutes', value(mean(minutes(tm))));
  T('types as text', 'avg court fee of completed matches', value(mean(num(completed, FEE))), 'a championship match is £0.00');
  T('types as text', 'completed matches before 1 april 2023', count(completed.filter((row) => when(row, MDATE).getTime() < Date.UTC(2023, 3, 1)).length), ROWS_OR_COUNT);
  T('units and conditions', 'matches longer than 2 hours', count(tm.filter((row) => at(row, DUR) > 7200).length), `strict; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'matches under an hour', count(tm.filter((row) => at(row, DUR) < 3600).length), `strict, over matches with a duration; ${ROWS_OR_COUNT}`);
  T('units and conditions', 'court fees over £15', count(tm.filter((row) => at(row, FEE) > 15).length), ROWS_OR_COUNT);
  T('units and conditions', 'avg match length in minutes on grass in 2024', value(mean(minutes(tm.filter((row) => row.Surface === 'Grass' && yearIs(MDATE, 2024)(row))))));
  T('units and conditions', 'three set matches on clay', count(tm.filter((row) => row['Sets Played'] === 3 && row.Surface === 'Clay').length), ROWS_OR_COUNT);
  T('missing values', 'how many matches have no winner', count(tm.filter((row) => row.Winner === null).length), ROWS_OR_COUNT);
  T('missing values', 'which columns have blanks', list(missingColumns(tm)), 'Court Fee\'s "-" is a blank');
  T('missing values', 'how many matches have no score', count(tm.filter((row) => row.Score === null).length), ROWS_OR_COUNT);
  T('ratio or derived', 'pct of matches cancelled by court', { kind: 'groups', values: groupBy(tm, text('Court'), (g) => g.filter(is('Status', 'Cancelled')).length / g.length), column: 'share' }, `cancelled over every scheduled match on the court; ${SHARE}`);
  T('ratio or derived', 'pct of played matches that went to three sets', value(pct(played.filter((row) => row['Sets Played'] === 3).length, played.length)), 'a percent (0-100)');
  T('ratio or derived', 'share of court fees by surface', shares(groupBy(tm, text('Surface'), (g) => sum(num(g, FEE)))), SHARE);
  T('refuse', 'how many matches', eitherReading(count(tm.length), count(played.length)), 'two readings: every match in the log, cancelled ones too, or the matches played');
  T('refuse', 'who is the best player', refuse, 'a judgement');
  T('refuse', 'why do matches get cancelled', refuse, 'a reason');
  T('refuse', 'how many matches were rained off', refuse, 'no reason for a cancellation in the file');
  T('refuse', 'predict next years champion', refuse, 'a forecast');
  T('refuse', 'avg age of players', refuse, 'no age column');
  T('refuse', 'how many aces were served', refuse, 'no such statistic');
  T('refuse', 'how many long matches', refuse, '"long" has no threshold in the file');
  T('refuse', 'which player has the highest ranking', refuse, 'no ranking column');
  T('refuse', 'how much prize money was paid out', refuse, 'no prize column');

  // ---- bookshop sales ----
  const sales = tables.get('bookshop_sales.xlsx / Sales') ?? [];
  const titles = tables.get('bookshop_sales.xlsx / Titles') ?? [];
  const B = ask('p13_books');
  const SD = 'Sale Date';
  const sold = sales.filter(is('Line Type', 'Sale'));
  const refunds = sales.filter(is('Line Type', 'Refund'));
  const titleOf = new Map(titles.map((row) => [row.ISBN as string, row]));
  const genreOf = (row: Row): string | null => (titleOf.get(row.ISBN as string)?.Genre as string | undefined) ?? null;
  const lineValue = (row: Row): number => at(row, 'Qty') * at(row, 'Unit Price') * (1 - at(row, 'Discount') / 100);
  const byTitle = (rows: Row[]): Map<string, number> => groupBy(rows, (row) => (titleOf.get(row.ISBN as string)?.Title as string | undefined) ?? null, (g) => sum(num(g, 'Qty')));
  const net = (rows: Row[]): Map<string, number> => { const out = new Map(byTitle(rows.filter(is('Line Type', 'Sale')))); for (const [k, v] of byTitle(rows.filter(is('Line Type', 'Refund')))) out.set(k, (out.get(k) ?? 0) - v); return out; };
  const isbnToo = (e: Expected): Expected => (e.kind === 'row' ? { ...e, labels: e.labels.flatMap((title) => [title, ...titles.filter(is('Title', title)).map((row) => row.ISBN as string)]) } : e);
  B('plain', 'how many receipts', count(distinct(sales, 'Receipt No')));
  B('plain', 'total qty by line type', groups(groupBy(sales, text('Line Type'), (g) => sum(num(g, 'Qty')))));
  B('plain', 'how many titles', count(titles.length));
  B('plain', 'avg pages', value(mean(num(titles, 'Pages'))));
  B('plain', 'titles by genre', groups(countBy(titles, text('Genre'))));
  B('which row', 'which title sold the most copies', isbnToo(unvalued(eitherReading(best(byTitle(sold), 'Title'), best(net(sales), 'Title')))), 'needs the Titles sheet for the title (the ISBN is accepted too); gross or net of refunds agree on the title; the title only is checked');
  B('which row', 'most expensive book', extremeRows(titles, 'List Price (£)', 'Title', 'max'));
  B('which row', 'which author has the most titles', best(countBy(titles, text('Author')), 'Author'));
  B('which row', 'which sale had the most copies', extremeRows(sold, 'Qty', 'Receipt No', 'max'), 'any of the tied receipts');
  B('everyday words', 'how many books were refunded', count(sum(num(refunds, 'Qty'))), `a refund line is one copy, so copies and refund lines agree; ${ROWS_OR_COUNT}`);
  B('everyday words', 'how many copies of cold harbour did we sell', eitherReading(count(sum(num(sold.filter((row) => row.ISBN === '9780000000059'), 'Qty'))), count(net(sales).get('Cold Harbour') ?? NaN)), 'needs the Titles sheet; two readings, gross or net of refunds, where they differ');
  B('everyday words', 'how much was paid by gift card', value(sum(sold.filter(is('Payment Method', 'Gift Card')).map(lineValue))), 'sale lines, qty times price less the discount; a refund line is money paid back');
  B('everyday words', 'which staff member made the most sales', eitherReading(best(countBy(sold, text('Staff Member')), 'Staff Member', 'max', (k) => [k], false), best(countBy(sales, text('Staff Member')), 'Staff Member', 'max', (k) => [k], false)), `${SALES_TWO}; the name only is checked`);
  B('comparison', 'copies sold 2023 vs 2024, not counting refunds', groups(groupBy(sold, yearKey(SD), (g) => sum(num(g, 'Qty')))));
  B('comparison', 'avg discount card vs cash', groups(groupBy(sales.filter((row) => row['Payment Method'] === 'Card' || row['Payment Method'] === 'Cash'), text('Payment Method'), (g) => mean(num(g, 'Discount')))), 'in percent (0-100), over every line');
  B('comparison', 'how many more fiction than non-fiction titles', count(titles.filter(is('Genre', 'Fiction')).length - titles.filter(is('Genre', 'Non-Fiction')).length));
  B('comparison', 'copies sold fiction vs crime', groups(groupBy(sold.filter((row) => genreOf(row) === 'Fiction' || genreOf(row) === 'Crime'), genreOf, (g) => sum(num(g, 'Qty')))), 'sale lines; needs the Titles sheet');
  B('seasonality', 'which month of the year sells the most copies', best(groupBy(sold, monthKey(SD), (g) => sum(num(g, 'Qty'))), 'month', 'max', monthForms));
  B('seasonality', 'which weekday has the most sales', eitherReading(best(countBy(sold, weekdayKey(SD)), 'weekday', 'max', weekdayForms, false), best(countBy(sales, weekdayKey(SD)), 'weekday', 'max', weekdayForms, false)), SALES_TWO);
  B('seasonality', 'copies sold per month in 2024', groups(groupBy(sold.filter(yearIs(SD, 2024)), yearMonthKey(SD), (g) => sum(num(g, 'Qty')))), MONTH_SERIES);
  B('types as text', 'avg unit price', value(mean(num(sales, 'Unit Price'))));
  B('types as text', 'avg discount', value(mean(num(sales, 'Discount'))), 'in percent (0-100), over every line; a fraction in a share column is accepted');
  B('types as text', 'sales on 14 december 2024', eitherReading(count(sold.filter(dayIs(SD, '2024-12-14')).length), count(sales.filter(dayIs(SD, '2024-12-14')).length)), `${SALES_TWO}; ${ROWS_OR_COUNT}`);
  B('types as text', 'refunds in 2023', count(refunds.filter(yearIs(SD, 2023)).length), ROWS_OR_COUNT);
  B('units and conditions', 'sales with a discount of 20% or more', eitherReading(count(sold.filter((row) => at(row, 'Discount') >= 20).length), count(sales.filter((row) => at(row, 'Discount') >= 20).length)), `inclusive; ${SALES_TWO}; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'books over £20', count(titles.filter((row) => at(row, 'List Price (£)') > 20).length), `titles; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'sales of 3 or more copies', eitherReading(count(sold.filter((row) => at(row, 'Qty') >= 3).length), count(sales.filter((row) => at(row, 'Qty') >= 3).length)), `${SALES_TWO}; ${ROWS_OR_COUNT}`);
  B('units and conditions', 'avg unit price of crime sales in 2024', value(mean(num(sold.filter((row) => genreOf(row) === 'Crime' && yearIs(SD, 2024)(row)), 'Unit Price'))), 'needs the Titles sheet');
  B('units and conditions', 'books with more than 400 pages', count(titles.filter((row) => at(row, 'Pages') > 400).length), ROWS_OR_COUNT);
  B('missing values', 'how many sales have no staff member', count(sales.filter((row) => row['Staff Member'] === null).length), `only sale lines lack one; ${ROWS_OR_COUNT}`);
  B('missing values', 'which columns have gaps in the sales sheet', list(missingColumns(sales)));
  B('ratio or derived', 'pct of sales paid by card', eitherReading(value(pct(sold.filter(is('Payment Method', 'Card')).length, sold.length)), value(pct(sales.filter(is('Payment Method', 'Card')).length, sales.length))), `a percent (0-100); ${SALES_TWO}`);
  B('ratio or derived', 'share of copies sold by genre', shares(groupBy(sold, genreOf, (g) => sum(num(g, 'Qty')))), `sale lines; needs the Titles sheet; ${SHARE}`);
  B('ratio or derived', 'avg price paid per copy by genre after discount', groups(groupBy(sold, genreOf, (g) => sum(g.map(lineValue)) / sum(num(g, 'Qty')))), 'sale lines: the money taken over the copies; needs the Titles sheet');
  B('ratio or derived', 'pct of copies sold at a discount', value(pct(sum(num(sold.filter((row) => at(row, 'Discount') > 0), 'Qty')), sum(num(sold, 'Qty')))), 'copies on sale lines with a discount above 0%, over every copy on a sale line; a percent (0-100)');
  B('refuse', 'which customer spends the most', refuse, 'no customer column');
  B('refuse', 'why did sales drop in february', refuse, 'a reason');
  B('refuse', 'what is our profit', refuse, 'no cost price');
  B('refuse', 'forecast sales for christmas 2025', refuse, 'a forecast');
  B('refuse', 'how many books are in stock', refuse, 'no stock column');
  B('refuse', 'what is the best book', refuse, 'a judgement');
  B('refuse', 'total revenue', eitherReading(value(sum(sold.map(lineValue))), value(sum(sold.map(lineValue)) - sum(refunds.map(lineValue)))), 'two readings: the sale lines, or net of refunds (and before or after discount)');
  B('refuse', 'refund rate', eitherReading(value(pct(refunds.length, sold.length)), value(pct(refunds.length, sales.length))), 'two readings: refunds over sale lines, or over every line (or over copies)');
  B('refuse', 'how many bestsellers did we sell', refuse, '"bestseller" has no definition in the file');

  // ---- 311 service requests ----
  const sr = tables.get('service_requests_311.csv') ?? [];
  const R = ask('p13_311');
  const OPENED = 'Opened';
  const COST = 'Repair Cost';
  const SAT = 'Satisfaction (1-5)';
  const closedOnes = sr.filter(is('Status', 'Closed'));
  const hoursTaken = (row: Row): number => (row.Closed instanceof Date ? (when(row, 'Closed').getTime() - when(row, OPENED).getTime()) / 3_600_000 : NaN);
  R('plain', 'requests by category', groups(countBy(sr, text('Category'))));
  R('plain', 'requests per ward', groups(countBy(sr, text('Ward'))));
  R('plain', 'requests by channel', groups(countBy(sr, text('Channel'))));
  R('plain', 'how many requests did we get', count(sr.length), 'every request received, duplicates included');
  R('plain', 'total repair cost', value(sum(num(sr, COST))));
  R('which row', 'which ward has the most potholes', eitherReading(best(countBy(sr.filter(is('Category', 'Pothole')), text('Ward')), 'Ward', 'max', (k) => [k], false), best(countBy(sr.filter((row) => row.Category === 'Pothole' && row.Status !== 'Duplicate'), text('Ward')), 'Ward', 'max', (k) => [k], false)), 'pothole reports with or without duplicates agree on the ward; the ward only is checked');
  R('which row', 'most expensive repair', extremeRows(sr, COST, 'Request ID', 'max'));
  R('which row', 'which category takes longest to close', eitherReading(best(groupBy(closedOnes, text('Category'), (g) => mean(g.map(hoursTaken))), 'Category', 'max', (k) => [k], false), best(groupBy(sr, text('Category'), (g) => mean(g.map(hoursTaken).filter(Number.isFinite))), 'Category', 'max', (k) => [k], false)), 'status Closed only, or every request with a close date: agree on the category; the category only is checked');
  R('which row', 'which channel has the highest avg satisfaction', best(groupBy(sr, text('Channel'), (g) => mean(num(g, SAT))), 'Channel'));
  R('everyday words', 'how many requests are still open', count(sr.filter(is('Status', 'Open')).length), ROWS_OR_COUNT);
  R('everyday words', 'how many pothole reports in march', count(sr.filter((row) => row.Category === 'Pothole' && monthIs(OPENED, 2024, 3)(row)).length), `every report, duplicates included (the file holds 2024 only); ${ROWS_OR_COUNT}`);
  R('everyday words', 'how many complaints about noise', count(sr.filter(is('Category', 'Noise Complaint')).length), ROWS_OR_COUNT);
  R('everyday words', 'how many requests came in through the app', count(sr.filter(is('Channel', 'App')).length), ROWS_OR_COUNT);
  R('comparison', 'requests phone vs app', groups(countBy(sr.filter((row) => row.Channel === 'Phone' || row.Channel === 'App'), text('Channel'))));
  R('comparison', 'avg repair cost potholes vs streetlights', groups(groupBy(sr.filter((row) => row.Category === 'Pothole' || row.Category === 'Streetlight Out'), text('Category'), (g) => mean(num(g, COST)))));
  R('comparison', 'how many more requests in eastfield than westcliffe', count(sr.filter(is('Ward', 'Eastfield')).length - sr.filter(is('Ward', 'Westcliffe')).length));
  R('comparison', 'avg satisfaction high vs low priority', groups(groupBy(sr.filter((row) => row.Priority === 'High' || row.Priority === 'Low'), text('Priority'), (g) => mean(num(g, SAT)))));
  R('seasonality', 'which month had the most requests', best(countBy(sr, monthKey(OPENED)), 'month', 'max', monthFormsIn(2024)), 'the file holds 2024 only, so "2024-01" is a month too');
  R('seasonality', 'which hour of the day do most requests come in', best(countBy(sr, (row) => String(when(row, OPENED).getUTCHours())), 'hour', 'max', hourForms));
  R('seasonality', 'which weekday gets the fewest requests', best(countBy(sr, weekdayKey(OPENED)), 'weekday', 'min', weekdayForms));
  R('seasonality', 'noise complaints per month', groups(countBy(sr.filter(is('Category', 'Noise Complaint')), yearMonthKey(OPENED))), `the file holds 2024 only; ${MONTH_SERIES}`);
  R('types as text', 'requests opened in november', count(sr.filter(monthIs(OPENED, 2024, 11)).length), ROWS_OR_COUNT);
  R('types as text', 'avg repair cost', value(mean(num(sr, COST))));
  R('types as text', 'requests opened before 15 feb 2024', count(sr.filter((row) => when(row, OPENED).getTime() < Date.UTC(2024, 1, 15)).length), ROWS_OR_COUNT);
  R('units and conditions', 'repairs over $1,000', count(sr.filter((row) => at(row, COST) > 1000).length), ROWS_OR_COUNT);
  R('units and conditions', 'high priority requests in harbourside', count(sr.filter((row) => row.Priority === 'High' && row.Ward === 'Harbourside').length), ROWS_OR_COUNT);
  R('units and conditions', 'requests that took more than 7 days to close', count(sr.filter((row) => hoursTaken(row) > 7 * 24).length), `closed minus opened over 168 hours, strict; ${ROWS_OR_COUNT}`);
  R('units and conditions', 'avg repair cost of potholes in central', value(mean(num(sr.filter((row) => row.Category === 'Pothole' && row.Ward === 'Central'), COST))));
  R('units and conditions', 'requests with satisfaction 2 or lower', count(sr.filter((row) => at(row, SAT) <= 2).length), ROWS_OR_COUNT);
  R('missing values', 'how many requests have no closed date', count(sr.filter((row) => row.Closed === null).length), ROWS_OR_COUNT);
  R('missing values', 'which columns have missing values', list(missingColumns(sr)));
  R('missing values', 'how many requests have no satisfaction score', count(sr.filter((row) => row[SAT] === null).length), ROWS_OR_COUNT);
  R('ratio or derived', 'avg days to close, only requests with status closed', value(mean(closedOnes.map(hoursTaken)) / 24), 'closed minus opened, in days with the hours as a fraction');
  R('ratio or derived', 'pct of requests that were duplicates', value(pct(sr.filter(is('Status', 'Duplicate')).length, sr.length)), 'a percent (0-100)');
  R('ratio or derived', 'share of requests by channel', shares(countBy(sr, text('Channel'))), SHARE);
  const anyClose = sr.map(hoursTaken).filter(Number.isFinite);
  R('refuse', 'avg days to close', eitherReading(value(mean(closedOnes.map(hoursTaken)) / 24), value(mean(anyClose) / 24)), 'two readings: requests with status Closed, or every request with a close date (duplicates and withdrawn ones close within hours)');
  R('refuse', 'why are there so many potholes in northgate', refuse, 'a reason');
  R('refuse', 'which street has the most complaints', refuse, 'no street column');
  R('refuse', 'predict requests for next winter', refuse, 'a forecast');
  R('refuse', 'how many residents complained', refuse, 'no resident column: a request is not a person');
  R('refuse', 'which crew fixes things fastest', refuse, 'no crew column');
  R('refuse', 'how many requests were resolved on time', refuse, 'no target or deadline in the file');
  R('refuse', 'which ward is the worst', refuse, 'a judgement');
  R('refuse', 'avg response time', refuse, 'no first-response time: closing is not responding');

  // ---- vineyard harvest log ----
  const v = tables.get('vineyard_harvest_log.csv') ?? [];
  const V = ask('p13_vineyard');
  const PD = 'Pick Date';
  const KG = 'Net Weight (kg)';
  const BRIX = 'Sugar (°Brix)';
  const ACID = 'Acidity (g/L)';
  const PT = 'Picking Time (h:mm)';
  const PRICE_T = 'Price per Tonne';
  V('plain', 'how many loads', count(v.length));
  V('plain', 'loads by variety', groups(countBy(v, text('Variety'))));
  V('plain', 'total weight in kg by block', groups(groupBy(v, text('Block'), (g) => sum(num(g, KG)))));
  V('plain', 'avg brix', value(mean(num(v, BRIX))));
  V('plain', 'how many blocks', count(distinct(v, 'Block')));
  V('which row', 'which block had the highest avg brix', best(groupBy(v, text('Block'), (g) => mean(num(g, BRIX))), 'Block'));
  V('which row', 'heaviest load', extremeRows(v, KG, 'Load No', 'max'));
  V('which row', 'which variety has the highest avg price per tonne', best(groupBy(v, text('Variety'), (g) => mean(num(g, PRICE_T))), 'Variety'));
  V('which row', 'which crew picked the most kg', best(groupBy(v, text('Crew'), (g) => sum(num(g, KG))), 'Crew'));
  V('everyday words', 'how many loads were rejected', count(v.filter(is('Load Status', 'Rejected')).length), ROWS_OR_COUNT);
  V('everyday words', 'how many tonnes of chardonnay did we pick in 2023', value(sum(num(v.filter((row) => row.Variety === 'Chardonnay' && yearIs(PD, 2023)(row)), KG)) / 1000), 'every load picked, rejected ones too (they were picked)');
  const first2024 = new Date(Math.min(...v.filter(yearIs(PD, 2024)).map((row) => when(row, PD).getTime())));
  V('everyday words', 'when did we start picking in 2024', { kind: 'row', column: PD, labels: isoForms(first2024) }, 'the first pick date of 2024');
  V('everyday words', 'how many loads were hand picked', count(v.filter(is('Picking Method', 'Hand')).length), ROWS_OR_COUNT);
  V('comparison', 'total kg 2023 vs 2024', groups(groupBy(v.filter(yearIs(PD, 2023, 2024)), yearKey(PD), (g) => sum(num(g, KG)))));
  V('comparison', 'avg brix chardonnay vs riesling', groups(groupBy(v.filter((row) => row.Variety === 'Chardonnay' || row.Variety === 'Riesling'), text('Variety'), (g) => mean(num(g, BRIX)))));
  V('comparison', 'avg acidity hand vs machine picked', groups(groupBy(v, text('Picking Method'), (g) => mean(num(g, ACID)))));
  V('comparison', 'how many fewer loads in 2024 than 2021', count(v.filter(yearIs(PD, 2021)).length - v.filter(yearIs(PD, 2024)).length), 'loads in 2021 minus loads in 2024 (positive)');
  V('seasonality', 'which month of the year has the most loads', best(countBy(v, monthKey(PD)), 'month', 'max', monthForms));
  V('seasonality', 'in which month of the year is brix highest', best(groupBy(v, monthKey(PD), (g) => mean(num(g, BRIX))), 'month', 'max', monthForms), 'the avg brix of each month of the year');
  V('seasonality', 'which weekday do we pick the most kg', best(groupBy(v, weekdayKey(PD), (g) => sum(num(g, KG))), 'weekday', 'max', weekdayForms));
  V('types as text', 'total weight in tonnes', value(sum(num(v, KG)) / 1000));
  V('types as text', 'avg price per tonne', value(mean(num(v, PRICE_T))), 'over loads with a price (rejected ones have "n/a")');
  V('types as text', 'loads picked in september 2022', count(v.filter(monthIs(PD, 2022, 9)).length), ROWS_OR_COUNT);
  V('types as text', 'avg picking time in minutes', value(mean(num(v, PT))));
  V('units and conditions', 'loads over 2 tonnes', count(v.filter((row) => at(row, KG) > 2000).length), ROWS_OR_COUNT);
  V('units and conditions', 'loads with brix above 24', count(v.filter((row) => at(row, BRIX) > 24).length), `strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'pinot noir loads that took more than 3 hours to pick', count(v.filter((row) => row.Variety === 'Pinot Noir' && at(row, PT) > 180).length), `strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'loads that took longer than 3:30 to pick', count(v.filter((row) => at(row, PT) > 210).length), `3:30 is three and a half hours of the h:mm column, strict; ${ROWS_OR_COUNT}`);
  V('units and conditions', 'avg acidity of riesling in 2024', value(mean(num(v.filter((row) => row.Variety === 'Riesling' && yearIs(PD, 2024)(row)), ACID))));
  V('units and conditions', 'loads over €2,000 a tonne', count(v.filter((row) => at(row, PRICE_T) > 2000).length), ROWS_OR_COUNT);
  V('missing values', 'how many loads have no acidity reading', count(v.filter((row) => row[ACID] === null).length), ROWS_OR_COUNT);
  V('missing values', 'which columns have blanks', list(missingColumns(v)), '"-" and "n/a" are blanks');
  V('missing values', 'how many loads have no crew', count(v.filter((row) => row.Crew === null).length), ROWS_OR_COUNT);
  V('ratio or derived', 'pct of loads rejected by variety', { kind: 'groups', values: groupBy(v, text('Variety'), (g) => g.filter(is('Load Status', 'Rejected')).length / g.length), column: 'share' }, `rejected over every load of the variety; ${SHARE}`);
  V('ratio or derived', 'kg picked per hour of picking by method', groups(groupBy(v, text('Picking Method'), (g) => sum(num(g, KG)) / (sum(num(g, PT)) / 60))), 'total kg over total picking hours');
  V('ratio or derived', 'value of accepted loads in 2024, tonnes times price', value(sum(v.filter((row) => row['Load Status'] === 'Accepted' && yearIs(PD, 2024)(row)).map((row) => (at(row, KG) / 1000) * at(row, PRICE_T)))));
  V('refuse', 'which block has the best yield', refuse, 'a yield is per area (no area column), or the total picked: two readings');
  V('refuse', 'which wine will taste best', refuse, 'a judgement');
  V('refuse', 'why was 2022 a poor year', refuse, 'a reason');
  V('refuse', 'how many bottles will we make', refuse, 'no conversion from grapes to bottles');
  V('refuse', 'what was the rainfall in 2023', refuse, 'no weather in the file');
  V('refuse', 'forecast the 2025 harvest', refuse, 'a forecast');
  V('refuse', 'yield per hectare by block', refuse, 'no area column');
  V('refuse', 'how much did each picker earn', refuse, 'no pay, no pickers');
  V('refuse', 'how many loads were late harvest', refuse, '"late harvest" has no date or sugar threshold in the file');

  // ---- bus trips ----
  const bt = tables.get('bus_trips_h1_2024.csv') ?? [];
  const U = ask('p13_bus');
  const SVC = 'Service Date';
  const DELAY = 'Delay (min)';
  const FARE = 'Fare Revenue';
  const LF = 'Load Factor';
  const DEP = 'Scheduled Departure';
  const hourOf = (row: Row): number => Number((row[DEP] as string).slice(0, 2));
  const minuteOfDay = (row: Row): number => hourOf(row) * 60 + Number((row[DEP] as string).slice(3, 5));
  const operated = bt.filter(is('Trip Status', 'Operated'));
  U('plain', 'trips by route', groups(countBy(bt, text('Route'))));
  U('plain', 'trips by status', groups(countBy(bt, text('Trip Status'))));
  U('plain', 'total boardings', value(sum(num(bt, 'Boardings'))));
  U('plain', 'avg delay in minutes', value(mean(num(bt, DELAY))), 'over trips with a delay; an early trip counts negative');
  U('plain', 'how many drivers', count(distinct(bt, 'Driver ID')));
  U('which row', 'which route has the worst avg delay', best(groupBy(bt, text('Route'), (g) => mean(num(g, DELAY))), 'Route'));
  U('which row', 'most crowded trip', extremeRows(bt, LF, 'Trip ID', 'max'), 'by load factor; any of the tied trips');
  U('which row', 'which driver ran the most trips', best(countBy(bt, text('Driver ID')), 'Driver ID'), 'a cancelled trip has no driver');
  U('which row', 'which trip was the most delayed', extremeRows(bt, DELAY, 'Trip ID', 'max'));
  U('everyday words', 'how many trips were cancelled', count(bt.filter(is('Trip Status', 'Cancelled')).length), ROWS_OR_COUNT);
  U('everyday words', 'how many people rode the 47 in march', value(sum(num(bt.filter((row) => row.Route === '47' && monthIs(SVC, 2024, 3)(row)), 'Boardings'))), 'boardings');
  U('everyday words', 'how many trips left early', count(bt.filter((row) => at(row, DELAY) < 0).length), `a negative delay; ${ROWS_OR_COUNT}`);
  U('everyday words', 'how much fare money did route 31 take in june', value(sum(num(bt.filter((row) => row.Route === '31' && monthIs(SVC, 2024, 6)(row)), FARE))));
  U('comparison', 'avg delay inbound vs outbound', groups(groupBy(bt, text('Direction'), (g) => mean(num(g, DELAY)))));
  U('comparison', 'how many fewer boardings in june than january', value(sum(num(bt.filter(monthIs(SVC, 2024, 1)), 'Boardings')) - sum(num(bt.filter(monthIs(SVC, 2024, 6)), 'Boardings'))), 'January minus June (positive)');
  U('comparison', 'avg delay 12 vs 12x', groups(groupBy(bt.filter((row) => row.Route === '12' || row.Route === '12X'), text('Route'), (g) => mean(num(g, DELAY)))));
  U('comparison', 'cancelled trips route 31 vs route 47', groups(countBy(bt.filter((row) => row['Trip Status'] === 'Cancelled' && (row.Route === '31' || row.Route === '47')), text('Route'))));
  U('seasonality', 'which month had the highest avg delay', best(groupBy(bt, monthKey(SVC), (g) => mean(num(g, DELAY))), 'month', 'max', monthFormsIn(2024)), 'the file holds January to June 2024');
  U('seasonality', 'which weekday has the most boardings', best(groupBy(bt, weekdayKey(SVC), (g) => sum(num(g, 'Boardings'))), 'weekday', 'max', weekdayForms));
  U('seasonality', 'which hour of the day has the worst avg delay', best(groupBy(bt, (row) => String(hourOf(row)), (g) => mean(num(g, DELAY))), 'hour', 'max', hourForms), 'by the hour of the scheduled departure');
  U('types as text', 'total fare revenue', value(sum(num(bt, FARE))));
  U('types as text', 'avg load factor', value(mean(num(bt, LF))), 'a percent (0-100); a fraction in a share column is accepted');
  U('types as text', 'trips scheduled on 14 march 2024', count(bt.filter(dayIs(SVC, '2024-03-14')).length), ROWS_OR_COUNT);
  U('types as text', 'trips scheduled to leave before 7am', count(bt.filter((row) => minuteOfDay(row) < 7 * 60).length), `departures before 07:00 (the night route's 00:00 to 02:55 ones included); ${ROWS_OR_COUNT}`);
  U('units and conditions', 'trips more than 5 minutes late', count(bt.filter((row) => at(row, DELAY) > 5).length), `strict; ${ROWS_OR_COUNT}`);
  U('units and conditions', 'trips with a load factor over 90%', count(bt.filter((row) => at(row, LF) > 90).length), `strict; ${ROWS_OR_COUNT}`);
  U('units and conditions', 'routes with more than 15k boardings', list([...groupBy(bt, text('Route'), (g) => sum(num(g, 'Boardings')))].filter(([, n]) => n > 15_000).map(([route]) => route)), 'the routes whose boardings add up to more than 15,000');
  U('units and conditions', 'avg boardings on route 12 outbound', value(mean(num(bt.filter((row) => row.Route === '12' && row.Direction === 'Outbound'), 'Boardings'))));
  U('units and conditions', 'trips with fares over $150', count(bt.filter((row) => at(row, FARE) > 150).length), ROWS_OR_COUNT);
  U('units and conditions', 'avg delay on weekdays before 9am', value(mean(num(bt.filter((row) => { const d = when(row, SVC).getUTCDay(); return d >= 1 && d <= 5 && minuteOfDay(row) < 9 * 60; }), DELAY))), 'Monday to Friday, scheduled before 09:00 (the night route\'s early-morning trips included)');
  U('missing values', 'how many trips have no boardings count', count(bt.filter((row) => row.Boardings === null).length), `cancelled trips and failed counters; ${ROWS_OR_COUNT}`);
  U('missing values', 'which columns have missing data', list(missingColumns(bt)), '"n/a" and "-" are missing');
  U('ratio or derived', 'pct of operated trips more than 5 min late', value(pct(operated.filter((row) => at(row, DELAY) > 5).length, operated.length)), 'a percent (0-100) of trips with status Operated');
  U('ratio or derived', 'fare revenue per boarding by route', groups(groupBy(bt, text('Route'), (g) => { const kept = g.filter((row) => isNum(row[FARE]) && isNum(row.Boardings)); return sum(num(kept, FARE)) / sum(num(kept, 'Boardings')); })), 'total fares over total boardings');
  U('ratio or derived', 'share of boardings by route', shares(groupBy(bt, text('Route'), (g) => sum(num(g, 'Boardings')))), SHARE);
  U('refuse', 'latest trip', refuse, 'two readings: the most delayed trip, or the last one in time');
  U('refuse', 'how many trips were on time', refuse, '"on time" has no threshold in the file');
  U('refuse', 'why is route 31 always late', refuse, 'a reason');
  U('refuse', 'predict delays for july', refuse, 'a forecast');
  U('refuse', 'which stop is the busiest', refuse, 'no stops in the file');
  U('refuse', 'how many passengers are students', refuse, 'no fare type or passenger column');
  U('refuse', 'which driver is the best', refuse, 'a judgement');
  U('refuse', 'avg journey time', refuse, 'no arrival time');
  U('refuse', 'cancellation rate', eitherReading(value(pct(bt.filter(is('Trip Status', 'Cancelled')).length, bt.length)), value(pct(bt.filter((row) => row['Trip Status'] !== 'Operated').length, bt.length))), 'two readings: cancelled only, or curtailed trips too');
  return out;
}

export function probe13Questions(tables: Map<string, Row[]>): Question[] {
  return probe13Catalogue(tables).map(acceptingRows);
}
