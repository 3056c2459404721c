/**
 * Blind probe 7, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on the earlier probes). Five files generated here from
 * fixed seeds, shaped like other everyday data than the earlier probes (made-up figures, nothing
 * copied, the reserved packages neither used nor imitated): a restaurant's receipts with tips
 * (dates written "Mar 15, 2024", bills written "$23.45", "NA" tips), a library's loans (dates
 * written day first "15/01/2023", a blank return date while the item is still out, late fees
 * written "$0.50"), a hospital's admissions (date-times written "2023-04-05 14:30", costs written
 * "1,234.50", a Y/N readmission column, "NA" costs), an electricity workbook with two sheets
 * (monthly generation per country and source with Excel dates and "n/a", and a list of plants),
 * and a GitHub issues export (labels as a comma list in one cell, ISO times with "Z", a blank
 * closed_at while open, a mostly blank milestone). Expected figures are computed here in plain
 * JavaScript over the generated rows. PROBE7.md records the data check made before sealing; the
 * first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, clamp, csvBytes, eitherReading, extremeRows, groupBy, isNum, isoForms, MONTHS, monthForms, num, text, topN, WEEKDAYS, weekdayForms, weighted } from './probe2';
import { mean, median, sum, type Expected, type Question } from './questions';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A normal draw (Box-Muller) from the seeded generator. */
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
/** "1,234.50" */
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// ---------------------------------------------------------------------------------------------
// a restaurant's receipts with tips, 2023-2024

const SERVERS = ['Ana', 'Ben', 'Chloe', 'Dmitri', 'Esther', 'Farid'];
const DINE_WEIGHTS = [1.25, 0.7, 0.75, 0.85, 1.0, 1.35, 1.4]; // Sunday .. Saturday

/** Receipt, Date written "Mar 15, 2024", Day ("Sat"), Time (Lunch/Dinner), Server, Party Size, Smoker (Yes/No), Payer Sex, "Total Bill" written "$23.45", "Tip ($)" ("NA" or blank when not recorded). */
export function restaurantTips(): EvalDataset {
  const rand = random(7001);
  const drafts: Row[] = [];
  while (drafts.length < 760) {
    const date = new Date(Date.UTC(2023, 0, 1) + Math.floor(rand() * 731) * DAY);
    const weekday = date.getUTCDay();
    if (rand() > DINE_WEIGHTS[weekday] / 1.4) continue;
    const month = date.getUTCMonth();
    const lunch = rand() < (weekday === 0 || weekday === 6 ? 0.2 : 0.38);
    const size = weighted(rand, [[1, 8], [2, 50], [3, 15], [4, 17], [5, 6], [6, 4]])[0] as number;
    const smoker = rand() < 0.32;
    const female = rand() < 0.42;
    const december = month === 11 ? 1.12 : 1;
    const bill = round2(clamp((5 + size * (lunch ? 8.5 : 13.5)) * Math.exp(gauss(rand) * 0.28) * december * (date.getUTCFullYear() === 2024 ? 1.06 : 1), 3.07, 180));
    const rate = clamp(0.155 + gauss(rand) * (smoker ? 0.06 : 0.035) + (lunch ? -0.01 : 0), 0, 0.42);
    const tip = rand() < 0.03 ? null : round2(Math.max(1, bill * rate));
    drafts.push({ Date: date, Day: WEEKDAYS[weekday].slice(0, 3), Time: lunch ? 'Lunch' : 'Dinner', Server: pick(rand, SERVERS), 'Party Size': size, Smoker: smoker ? 'Yes' : 'No', 'Payer Sex': female ? 'Female' : 'Male', 'Total Bill': bill, 'Tip ($)': tip });
  }
  drafts.sort((a, b) => (a.Date as Date).getTime() - (b.Date as Date).getTime() || (a.Time === b.Time ? 0 : a.Time === 'Lunch' ? -1 : 1));
  const rows: Row[] = drafts.map((draft, i) => ({ Receipt: `R${String(1001 + i)}`, ...draft }));
  const lines = rows.map((row) => {
    const d = row.Date as Date;
    return [
      row.Receipt as string, `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`, row.Day as string, row.Time as string, row.Server as string, String(row['Party Size']),
      row.Smoker as string, row['Payer Sex'] as string, `$${(row['Total Bill'] as number).toFixed(2)}`, row['Tip ($)'] === null ? pick(rand, ['NA', '']) : (row['Tip ($)'] as number).toFixed(2),
    ];
  });
  return { name: 'p7_tips', file: 'restaurant_tips.csv', bytes: csvBytes(['Receipt', 'Date', 'Day', 'Time', 'Server', 'Party Size', 'Smoker', 'Payer Sex', 'Total Bill', 'Tip ($)'], lines), tables: [{ label: 'restaurant_tips.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a public library's loans, 2022-2024

const CATALOGUE: Array<[string, string | null, string, number]> = [
  // [title, author (none for magazines), item type, popularity]
  ['The Salt Orchard', 'Mira Castellan', 'Book', 5], ['Winter Ledger', 'Tomas Brandt', 'Book', 4], ['A Map of Small Rivers', 'Helen Okafor', 'Book', 6], ['The Glass Beekeeper', 'Mira Castellan', 'Book', 4],
  ['Nine Lanterns', 'Idris Vale', 'Book', 3], ['Quiet Engines', 'Tomas Brandt', 'Book', 3], ['The Copper Fox', 'Lena Marsh', 'Book', 7], ['Fox and the Lighthouse', 'Lena Marsh', 'Book', 5],
  ['Counting Stars with Pip', 'Lena Marsh', 'Book', 4], ['Bread for Beginners', 'Otto Lindgren', 'Book', 3], ['Garden Year', 'Otto Lindgren', 'Book', 2], ['The Long Tide', 'Helen Okafor', 'Book', 4],
  ['Paper Cities', 'Idris Vale', 'Book', 2], ['Learn Python Fast', 'Priya Raman', 'Book', 3], ['Spreadsheets Made Simple', 'Priya Raman', 'Book', 2], ['The Last Ferry', 'Carla Duarte', 'Book', 5],
  ['Mountain Kitchen', 'Carla Duarte', 'Book', 2], ['Dragons of Elm Street', 'Sam Whitlow', 'Book', 6], ['Robot Summer', 'Sam Whitlow', 'Book', 4], ['History of the Harbour', 'Walter Penn', 'Book', 1],
  ['The Salt Orchard', 'Mira Castellan', 'Audiobook', 2], ['The Copper Fox', 'Lena Marsh', 'Audiobook', 2], ['Winter Ledger', 'Tomas Brandt', 'Audiobook', 2], ['The Last Ferry', 'Carla Duarte', 'Audiobook', 1.5],
  ['Mindful Mornings', 'Grace Holm', 'Audiobook', 1.5], ['Stoic Days', 'Grace Holm', 'Audiobook', 1],
  ['Starfall', 'Northlight Studios', 'DVD', 3], ['Harbor Nights', 'Northlight Studios', 'DVD', 2], ['The Penguin Parade', 'Bluefin Films', 'DVD', 3], ['Desert Run', 'Bluefin Films', 'DVD', 2], ['Cooking with Nonna', 'Bluefin Films', 'DVD', 1],
  ['Garden Monthly', null, 'Magazine', 2], ['Tech Today', null, 'Magazine', 2], ['Travel & Leisure Weekly', null, 'Magazine', 1.5], ['Young Explorer', null, 'Magazine', 1.5],
];
const BRANCHES: Array<[string, number]> = [['Central', 4], ['Eastside', 2], ['Riverside', 2.5], ['Hillview', 1.5]];
const AGE_GROUPS: Array<[string, number]> = [['Child', 2], ['Teen', 1.2], ['Adult', 4], ['Senior', 2]];
const LOAN_MONTH_WEIGHTS = [1.2, 1.0, 0.95, 0.9, 0.85, 1.0, 1.35, 1.3, 0.9, 0.9, 0.95, 1.05];
const dmy = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/** Loan ID, "Loan Date", "Due Date", "Return Date" written "15/01/2023" (return blank while out), Branch, Item Type, Title, Author (blank for magazines), Member Age Group, Late Fee written "$0.50" (blank or "n/a" while out). */
export function libraryLoans(): EvalDataset {
  const rand = random(7002);
  const drafts: Row[] = [];
  const end = Date.UTC(2024, 11, 31);
  while (drafts.length < 1500) {
    const year = 2022 + Math.floor(rand() * 3);
    const month = weighted(rand, LOAN_MONTH_WEIGHTS.map((w, m) => [m, w] as [number, number]))[0] as number;
    const loan = new Date(Date.UTC(year, month, 1 + Math.floor(rand() * new Date(Date.UTC(year, month + 1, 0)).getUTCDate())));
    if (loan.getUTCDay() === 0 && rand() < 0.7) continue; // most branches close on Sundays
    const group = weighted(rand, AGE_GROUPS)[0] as string;
    const eligible = CATALOGUE.filter(([title, , type]) => (group === 'Child' ? /Fox|Pip|Dragons|Robot|Penguin|Young/.test(title) || type === 'DVD' : !/Pip|Young/.test(title)));
    const [title, author, type] = weighted(rand, eligible.map(([t, a, k, w]) => [[t, a, k], w] as [[string, string | null, string], number]))[0] as [string, string | null, string];
    const loanDays = type === 'DVD' ? 7 : type === 'Magazine' ? 14 : 21;
    const due = new Date(loan.getTime() + loanDays * DAY);
    const kept = Math.max(1, Math.round(loanDays * (0.35 + rand() * 0.8) + (rand() < 0.22 ? 1 + rand() * rand() * 30 : 0)));
    const back = loan.getTime() + kept * DAY;
    const out = back > end || rand() < 0.012;
    const late = out ? 0 : Math.max(0, Math.round((back - due.getTime()) / DAY));
    const fee = out ? null : Math.min(10, late * (type === 'DVD' ? 1 : 0.25));
    drafts.push({ 'Loan Date': loan, 'Due Date': due, 'Return Date': out ? null : new Date(back), Branch: weighted(rand, BRANCHES)[0] as string, 'Item Type': type, Title: title, Author: author, 'Member Age Group': group, 'Late Fee': fee });
  }
  drafts.sort((a, b) => (a['Loan Date'] as Date).getTime() - (b['Loan Date'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, i) => ({ 'Loan ID': `LN-${200_001 + i}`, ...draft }));
  const lines = rows.map((row) => [
    row['Loan ID'] as string, dmy(row['Loan Date'] as Date), dmy(row['Due Date'] as Date), row['Return Date'] === null ? '' : dmy(row['Return Date'] as Date),
    row.Branch as string, row['Item Type'] as string, row.Title as string, row.Author === null ? '' : (row.Author as string), row['Member Age Group'] as string,
    row['Late Fee'] === null ? pick(rand, ['', 'n/a']) : `$${(row['Late Fee'] as number).toFixed(2)}`,
  ]);
  return { name: 'p7_library', file: 'library_loans.csv', bytes: csvBytes(['Loan ID', 'Loan Date', 'Due Date', 'Return Date', 'Branch', 'Item Type', 'Title', 'Author', 'Member Age Group', 'Late Fee'], lines), tables: [{ label: 'library_loans.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a hospital's admissions, 2022-2024

const WARDS: Array<[string, number, number, number, Array<[string, number]>]> = [
  // [ward, weight, typical stay in hours, cost per day, diagnosis groups]
  ['Cardiology', 2, 100, 2400, [['Cardiac', 1]]], ['Orthopedics', 1.6, 110, 2100, [['Injury', 0.85], ['Other', 0.15]]],
  ['General Medicine', 3, 80, 1500, [['Respiratory', 0.35], ['Infection', 0.3], ['Cardiac', 0.1], ['Other', 0.25]]], ['Pediatrics', 1.2, 50, 1700, [['Respiratory', 0.45], ['Infection', 0.3], ['Injury', 0.25]]],
  ['Maternity', 1.3, 60, 1300, [['Birth', 1]]], ['ICU', 0.7, 130, 5200, [['Cardiac', 0.3], ['Respiratory', 0.3], ['Injury', 0.2], ['Infection', 0.2]]],
];
const ADMIT_HOUR_WEIGHTS = [1.2, 1.0, 0.8, 0.7, 0.6, 0.7, 0.9, 1.4, 2.2, 2.8, 3.0, 3.0, 2.8, 2.8, 2.9, 3.1, 3.3, 3.4, 3.2, 2.8, 2.4, 2.0, 1.7, 1.4];
const stamp = (d: Date): string => d.toISOString().slice(0, 16).replace('T', ' ');

/** Admission ID, Patient ID (repeats when readmitted), admit and discharge written "2023-04-05 14:30" (discharge blank while still in), Ward, Diagnosis Group, "Age (years)", Sex (F/M), "Readmitted <30d" (Y/N), "Total Cost (USD)" written "12,345.50" ("NA" while still in or unknown). */
export function hospitalAdmissions(): EvalDataset {
  const rand = random(7003);
  const drafts: Row[] = [];
  const end = Date.UTC(2024, 11, 31, 23, 59);
  let patients = 0;
  const admit = (patient: string, at: number, ward: (typeof WARDS)[number], age: number, female: boolean, chain: number): void => {
    const [name, , hours, perDay, diagnoses] = ward;
    const winter = [0, 1, 11].includes(new Date(at).getUTCMonth());
    const diagnosis = weighted(rand, diagnoses.map(([d, w]) => [d, d === 'Respiratory' && winter ? w * 2.2 : w] as [string, number]))[0] as string;
    const stay = Math.max(3, Math.round(hours * Math.exp(gauss(rand) * 0.5) * (age >= 75 ? 1.3 : 1) * 60)) * 60_000;
    const discharge = at + stay;
    const still = discharge > end;
    const readmitted = !still && discharge + 30 * DAY < end && rand() < (name === 'Cardiology' ? 0.16 : name === 'General Medicine' ? 0.12 : name === 'Maternity' ? 0.03 : 0.08) && chain < 2;
    const cost = still || rand() < 0.015 ? null : round2((stay / DAY) * perDay * (0.85 + rand() * 0.3) + 350 + Math.floor(rand() * 4) * 0.25);
    drafts.push({ 'Patient ID': patient, 'Admit DateTime': new Date(at), 'Discharge DateTime': still ? null : new Date(discharge), Ward: name, 'Diagnosis Group': diagnosis, 'Age (years)': age, Sex: female ? 'F' : 'M', 'Readmitted <30d': readmitted ? 'Y' : 'N', 'Total Cost (USD)': cost });
    if (readmitted) {
      const back = discharge + (2 + Math.floor(rand() * 27)) * DAY + Math.floor(rand() * 12) * HOUR;
      const again = name === 'Maternity' ? WARDS[2] : rand() < 0.7 ? ward : pick(rand, WARDS.filter((w) => w[0] !== 'Maternity' && w[0] !== 'Pediatrics'));
      admit(patient, Math.floor(back / 60_000) * 60_000, again, age, female, chain + 1);
    }
  };
  while (patients < 1250) {
    patients++;
    const patient = `P${String(50_000 + patients * 7)}`;
    const day = Date.UTC(2022, 0, 1) + Math.floor(rand() * 1096) * DAY;
    const at = day + (weighted(rand, ADMIT_HOUR_WEIGHTS.map((w, h) => [h, w] as [number, number]))[0] as number) * HOUR + Math.floor(rand() * 60) * 60_000;
    const ward = weighted(rand, WARDS.map((w) => [w, w[1]] as [(typeof WARDS)[number], number]))[0] as (typeof WARDS)[number];
    const female = ward[0] === 'Maternity' ? true : rand() < 0.5;
    const age = ward[0] === 'Pediatrics' ? Math.floor(rand() * 18) : ward[0] === 'Maternity' ? 18 + Math.floor(rand() * 25) : Math.round(clamp(62 + gauss(rand) * 17, 18, 99));
    admit(patient, at, ward, age, female, 0);
  }
  drafts.sort((a, b) => (a['Admit DateTime'] as Date).getTime() - (b['Admit DateTime'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, i) => ({ 'Admission ID': `A${String(700_001 + i)}`, ...draft }));
  const lines = rows.map((row) => [
    row['Admission ID'] as string, row['Patient ID'] as string, stamp(row['Admit DateTime'] as Date), row['Discharge DateTime'] === null ? '' : stamp(row['Discharge DateTime'] as Date),
    row.Ward as string, row['Diagnosis Group'] as string, String(row['Age (years)']), row.Sex as string, row['Readmitted <30d'] as string,
    row['Total Cost (USD)'] === null ? 'NA' : money2(row['Total Cost (USD)'] as number),
  ]);
  return { name: 'p7_hospital', file: 'hospital_admissions.csv', bytes: csvBytes(['Admission ID', 'Patient ID', 'Admit DateTime', 'Discharge DateTime', 'Ward', 'Diagnosis Group', 'Age (years)', 'Sex', 'Readmitted <30d', 'Total Cost (USD)'], lines), tables: [{ label: 'hospital_admissions.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// electricity generation by source, 2021-2023, in a workbook: "Monthly Generation" and "Plants"

const SOURCE_MIX: Array<[string, Array<[string, number]>]> = [
  // [country, [source, average monthly GWh]]
  ['France', [['Nuclear', 28_000], ['Hydro', 4_500], ['Wind', 3_000], ['Solar', 1_500], ['Gas', 2_600]]],
  ['Germany', [['Coal', 12_500], ['Gas', 6_000], ['Nuclear', 2_600], ['Wind', 10_500], ['Solar', 5_000], ['Hydro', 1_600]]],
  ['Norway', [['Hydro', 11_500], ['Wind', 1_050], ['Gas', 300]]],
  ['Poland', [['Coal', 9_500], ['Gas', 1_300], ['Wind', 1_500], ['Solar', 700]]],
  ['Spain', [['Nuclear', 4_600], ['Gas', 5_200], ['Wind', 5_000], ['Solar', 3_200], ['Hydro', 2_100], ['Coal', 500]]],
];
/** Month-of-year shape of each source (January first). */
const SOURCE_SEASON: Record<string, number[]> = {
  Solar: [0.35, 0.55, 0.9, 1.15, 1.4, 1.55, 1.6, 1.45, 1.1, 0.75, 0.4, 0.3],
  Wind: [1.35, 1.3, 1.15, 0.95, 0.8, 0.7, 0.7, 0.75, 0.9, 1.1, 1.25, 1.4],
  Hydro: [0.9, 0.85, 0.9, 1.05, 1.35, 1.3, 1.1, 0.95, 0.9, 0.9, 0.9, 0.9],
  Gas: [1.25, 1.15, 1.05, 0.9, 0.8, 0.8, 0.85, 0.85, 0.9, 1.0, 1.15, 1.3],
  Coal: [1.25, 1.2, 1.05, 0.9, 0.8, 0.8, 0.85, 0.85, 0.9, 1.0, 1.15, 1.25],
  Nuclear: [1.1, 1.08, 1.05, 0.97, 0.9, 0.88, 0.9, 0.9, 0.95, 1.0, 1.07, 1.1],
};
const PLANT_WORDS = ['North', 'South', 'Lake', 'River', 'Valley', 'Ridge', 'Harbour', 'Cape', 'Forest', 'Plain', 'Stone', 'Bay', 'Mill', 'Heath', 'Cliff'];
const PLANT_SUFFIX: Record<string, string> = { Coal: 'Power Station', Gas: 'CCGT', Nuclear: 'Nuclear Plant', Hydro: 'Dam', Wind: 'Wind Farm', Solar: 'Solar Park' };
const OPERATORS = ['Voltaris', 'Nordkraft', 'Ibergen', 'EnerPol', 'Helion Power', 'Atlantic Grid'];

/** "Monthly Generation": Month (an Excel date shown "mmm yyyy"), Country, Source, "Generation (GWh)" (a few blank or "n/a"); "Plants": Plant, Country, Source, "Capacity (MW)", Commissioned (an Excel date, blank while under construction), Status, Operator. */
export async function energyWorkbook(): Promise<EvalDataset> {
  const rand = random(7004);
  const generation: Row[] = [];
  const written: Array<string | number | Date | null> = [];
  for (let year = 2021; year <= 2023; year++) {
    for (let month = 0; month < 12; month++) {
      for (const [country, mix] of SOURCE_MIX) {
        for (const [source, average] of mix) {
          // German nuclear ends in April 2023; wind and solar grow each year, coal shrinks.
          if (country === 'Germany' && source === 'Nuclear' && (year > 2023 || (year === 2023 && month > 3))) continue;
          const trend = source === 'Solar' ? 1 + 0.14 * (year - 2021) : source === 'Wind' ? 1 + 0.06 * (year - 2021) : source === 'Coal' ? 1 - 0.08 * (year - 2021) : 1;
          const gwh = Math.round(average * SOURCE_SEASON[source][month] * trend * (1 + gauss(rand) * 0.07) * 10) / 10;
          const lost = rand() < 0.012;
          generation.push({ Month: new Date(Date.UTC(year, month, 1)), Country: country, Source: source, 'Generation (GWh)': lost ? null : gwh });
          written.push(lost ? (rand() < 0.5 ? 'n/a' : null) : gwh);
        }
      }
    }
  }
  const plants: Row[] = [];
  const names = new Set<string>();
  for (const [country, mix] of SOURCE_MIX) {
    for (const [source, average] of mix) {
      const n = Math.max(1, Math.round(Math.sqrt(average / 600)));
      for (let i = 0; i < n; i++) {
        let name = '';
        while (!name || names.has(name)) {
          const first = pick(rand, PLANT_WORDS);
          const second = country === 'Norway' ? 'Fjord' : pick(rand, PLANT_WORDS.filter((word) => word !== first));
          name = `${first} ${second} ${PLANT_SUFFIX[source]}`;
        }
        names.add(name);
        const size = source === 'Nuclear' ? 900 + rand() * 1700 : source === 'Coal' ? 400 + rand() * 1600 : source === 'Gas' ? 250 + rand() * 900 : source === 'Hydro' ? 60 + rand() * 1400 : source === 'Wind' ? 40 + rand() * 560 : 20 + rand() * 380;
        const status = source === 'Coal' && rand() < 0.35 ? 'Retired' : (source === 'Wind' || source === 'Solar') && rand() < 0.2 ? 'Under construction' : country === 'Germany' && source === 'Nuclear' ? 'Retired' : 'Operating';
        const first = source === 'Nuclear' ? 1975 : source === 'Hydro' ? 1950 : source === 'Coal' ? 1965 : source === 'Gas' ? 1990 : source === 'Wind' ? 2002 : 2010;
        const commissioned = status === 'Under construction' ? null : new Date(Date.UTC(first + Math.floor(rand() * (2023 - first)), Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)));
        plants.push({ Plant: name, Country: country, Source: source, 'Capacity (MW)': Math.round(size), Commissioned: commissioned, Status: status, Operator: pick(rand, OPERATORS) });
      }
    }
  }
  const workbook = new ExcelJS.Workbook();
  const genSheet = workbook.addWorksheet('Monthly Generation');
  const genHeader = ['Month', 'Country', 'Source', 'Generation (GWh)'];
  genSheet.addRow(genHeader);
  generation.forEach((row, i) => { genSheet.addRow([row.Month, row.Country, row.Source, written[i]]).getCell(1).numFmt = 'mmm yyyy'; });
  const plantSheet = workbook.addWorksheet('Plants');
  const plantHeader = ['Plant', 'Country', 'Source', 'Capacity (MW)', 'Commissioned', 'Status', 'Operator'];
  plantSheet.addRow(plantHeader);
  for (const row of plants) plantSheet.addRow(plantHeader.map((h) => row[h])).getCell(5).numFmt = 'd mmm yyyy';
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p7_energy', file: 'energy.xlsx', bytes, tables: [{ label: 'energy.xlsx / Monthly Generation', rows: generation }, { label: 'energy.xlsx / Plants', rows: plants }] };
}

// ---------------------------------------------------------------------------------------------
// a GitHub repository's issues export, 2022-2024

const LABELS: Array<[string, number]> = [['bug', 38], ['enhancement', 26], ['documentation', 10], ['question', 9], ['good first issue', 7], ['ui', 12], ['performance', 7], ['duplicate', 4], ['wontfix', 3]];
const HANDLES = ['octavia-dev', 'bramble', 'k-nakamura', 'lucia.r', 'devon42', 'marisol-h', 'pjotr', 'amelie-b', 'tbone', 'quinnfx', 'sanjay-k', 'rubyfox', 'hollis', 'ngozi-a', 'wren', 'yusuf-t', 'elke', 'matteo-p', 'ivy-codes', 'zhang.wei'];
const TITLE_A = ['Crash when', 'Error after', 'Slow load when', 'Add option for', 'Support', 'Docs: explain', 'Wrong output for', 'Button misaligned in', 'Question about', 'Improve'];
const TITLE_B = ['opening large files', 'exporting to CSV', 'dark mode', 'the settings page', 'Windows paths', 'proxy configuration', 'keyboard shortcuts', 'the plugin API', 'unicode file names', 'the search panel', 'remote workspaces', 'the chart legend'];
const MILESTONES = ['v1.0', 'v1.1', 'v1.2', 'v2.0'];

/** number, title, state (open/closed), labels as a comma list in one cell (blank when none), author, created_at and closed_at written "2024-03-05T14:22:10Z" (closed_at blank while open), comments, milestone (mostly blank). */
export function githubIssues(): EvalDataset {
  const rand = random(7005);
  const drafts: Row[] = [];
  const end = Date.UTC(2025, 0, 1);
  for (let i = 0; i < 900; i++) {
    const day = Date.UTC(2022, 0, 1) + Math.floor(Math.pow(rand(), 0.8) * 1096) * DAY;
    const weekday = new Date(day).getUTCDay();
    if ((weekday === 0 || weekday === 6) && rand() < 0.55) { i--; continue; }
    const created = day + Math.floor((8 + gauss(rand) * 4 + 24) % 24 * HOUR) + Math.floor(rand() * 3600) * 1000;
    const labels: string[] = [];
    const n = weighted(rand, [[0, 18], [1, 50], [2, 25], [3, 7]])[0] as number;
    while (labels.length < n) { const label = weighted(rand, LABELS)[0] as string; if (!labels.includes(label)) labels.push(label); }
    const bug = labels.includes('bug');
    const quick = labels.includes('duplicate') || labels.includes('wontfix');
    const hours = quick ? 1 + rand() * 72 : Math.exp(Math.log(bug ? 90 : 240) + gauss(rand) * 1.4);
    const closed = rand() < (labels.includes('enhancement') ? 0.6 : 0.85) && created + hours * HOUR < end ? created + Math.round(hours * 3600) * 1000 : null;
    const comments = Math.max(0, Math.round(Math.exp(1 + gauss(rand) * 0.9) - 1 + (bug ? 1 : 0)));
    const milestone = rand() < 0.35 ? MILESTONES[Math.min(3, Math.floor(((day - Date.UTC(2022, 0, 1)) / (1096 * DAY)) * 4 + rand() * 0.6))] : null;
    drafts.push({
      title: `${pick(rand, TITLE_A)} ${pick(rand, TITLE_B)}`, state: closed === null ? 'open' : 'closed', labels: labels.length ? labels.join(', ') : null,
      author: HANDLES[Math.floor(Math.pow(rand(), 1.7) * HANDLES.length)], created_at: new Date(created), closed_at: closed === null ? null : new Date(closed), comments, milestone,
    });
  }
  drafts.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  const rows: Row[] = drafts.map((draft, i) => ({ number: 101 + i, ...draft }));
  const iso = (d: Date): string => `${d.toISOString().slice(0, 19)}Z`;
  const lines = rows.map((row) => [
    String(row.number), row.title as string, row.state as string, (row.labels as string | null) ?? '', row.author as string, iso(row.created_at as Date),
    row.closed_at === null ? '' : iso(row.closed_at as Date), String(row.comments), (row.milestone as string | null) ?? '',
  ]);
  return { name: 'p7_issues', file: 'github_issues.csv', bytes: csvBytes(['number', 'title', 'state', 'labels', 'author', 'created_at', 'closed_at', 'comments', 'milestone'], lines), tables: [{ label: 'github_issues.csv', rows }] };
}

export const PROBE7_DATASETS = new Set(['p7_tips', 'p7_library', 'p7_hospital', 'p7_energy', 'p7_issues']);

export async function probe7Datasets(): Promise<EvalDataset[]> {
  return [restaurantTips(), libraryLoans(), hospitalAdmissions(), await energyWorkbook(), githubIssues()];
}

// ---- expected figures, in plain JavaScript over the generated rows ----

/** The failure classes of issue 14 (and plain questions), to count what the probe covers. */
export type ProbeClass = 'which row' | 'everyday words' | 'comparison' | 'seasonality' | 'types as text' | 'units and conditions' | 'missing values' | 'ratio or derived' | 'plain' | 'refuse';

export interface CataloguedQuestion {
  question: Question;
  cls: ProbeClass;
  /** Why a must-refuse question has to be refused (and, for two readings, both figures). */
  why?: string;
}

const hourForms = (key: string): string[] => [key, key.padStart(2, '0'), `${key.padStart(2, '0')}:00`, `${key.padStart(2, '0')}:00:00`];
/** A weekday written "Sat" in the file: also its full name. */
const dayForms = (key: string): string[] => { const full = WEEKDAYS.find((d) => d.startsWith(key)); return full ? [key, full] : [key]; };
const pct = (part: number, whole: number): number => (100 * part) / whole;
const at = (row: Row, column: string): number => (isNum(row[column]) ? (row[column] as number) : NaN);
const when = (row: Row, column: string): Date => row[column] as Date;
const yearIs = (column: string, ...years: number[]) => (row: Row): boolean => row[column] instanceof Date && years.includes(when(row, column).getUTCFullYear());
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const hourKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCHours()) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string) => (row: Row): boolean => row[column] === value;
const not = (f: (row: Row) => boolean) => (row: Row): boolean => !f(row);

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe7Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
  const out: CataloguedQuestion[] = [];
  const ask = (data: string) => (cls: ProbeClass, q: string, expect: Expected, why?: string): void => {
    out.push({ question: { data, q, expect, probe: true }, cls: expect.kind === 'refuse' ? 'refuse' : cls, ...(why ? { why } : {}) });
  };
  const refuse: Expected = { kind: 'refuse' };
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });
  const list = (values: Iterable<unknown>): Expected => ({ kind: 'list', values: [...new Set([...values].map(String))] });
  const groups = (values: Map<string, number>): Expected => ({ kind: 'groups', values });
  const countBy = (rows: Row[], key: (row: Row) => string | null): Map<string, number> => groupBy(rows, key, (m) => m.length);

  // ---- restaurant tips ----
  const t = tables.get('restaurant_tips.csv') ?? [];
  const T = ask('p7_tips');
  const BILL = 'Total Bill';
  const TIP = 'Tip ($)';
  const tipped = t.filter((row) => isNum(row[TIP]));
  const smokers = is('Smoker', 'Yes');
  T('plain', 'avg tip', value(mean(num(t, TIP))));
  T('plain', 'total of all bills', value(sum(num(t, BILL))));
  T('plain', 'average bill by day', groups(groupBy(t, text('Day'), (m) => mean(num(m, BILL)))));
  T('plain', 'how many receipts are there', count(t.length));
  T('plain', 'median party size', value(median(num(t, 'Party Size'))));
  T('everyday words', 'what was the priciest bill', value(Math.max(...num(t, BILL))));
  T('everyday words', 'busiest day of the week', best(countBy(t, text('Day')), 'Day', 'max', dayForms));
  T('everyday words', 'how many tables had just one person', count(t.filter((row) => row['Party Size'] === 1).length));
  T('everyday words', 'which server brought in the most tips', best(groupBy(t, text('Server'), (m) => sum(num(m, TIP))), 'Server'));
  T('which row', 'which receipt had the biggest tip', extremeRows(t, TIP, 'Receipt', 'max'));
  T('which row', 'smallest bill: which receipt', extremeRows(t, BILL, 'Receipt', 'min'));
  T('which row', 'which day had the most receipts', best(countBy(t, (row) => when(row, 'Date').toISOString().slice(0, 10)), 'Date', 'max', (k) => isoForms(new Date(`${k}T00:00:00Z`))));
  T('plain', 'top 3 servers by total tips', topN(groupBy(t, text('Server'), (m) => sum(num(m, TIP))), 3));
  T('which row', 'which server has the highest average bill', best(groupBy(t, text('Server'), (m) => mean(num(m, BILL))), 'Server'));
  T('comparison', 'avg tip lunch vs dinner', groups(groupBy(t, text('Time'), (m) => mean(num(m, TIP)))));
  T('comparison', 'did smokers tip more than non-smokers on average', groups(groupBy(t, text('Smoker'), (m) => mean(num(m, TIP)))));
  T('comparison', 'total bills 2023 vs 2024', groups(groupBy(t, yearKey('Date'), (m) => sum(num(m, BILL)))));
  T('comparison', 'difference in average bill between 2024 and 2023', value(mean(num(t.filter(yearIs('Date', 2024)), BILL)) - mean(num(t.filter(yearIs('Date', 2023)), BILL))));
  T('comparison', 'average tip women vs men', groups(groupBy(t, text('Payer Sex'), (m) => mean(num(m, TIP)))));
  T('seasonality', 'which month of the year has the highest total bills', best(groupBy(t, monthKey('Date'), (m) => sum(num(m, BILL))), 'month', 'max', monthForms));
  T('seasonality', 'average tip on weekends', value(mean(num(t.filter((row) => ['Sat', 'Sun'].includes(row.Day as string)), TIP))));
  T('seasonality', 'how many dinners on fridays', count(t.filter((row) => row.Day === 'Fri' && row.Time === 'Dinner').length));
  T('types as text', 'total bills in march 2024', value(sum(num(t.filter((row) => yearIs('Date', 2024)(row) && when(row, 'Date').getUTCMonth() === 2), BILL))));
  T('types as text', 'how many receipts on july 4th 2023', count(t.filter((row) => when(row, 'Date').getTime() === Date.UTC(2023, 6, 4)).length));
  T('units and conditions', 'how many bills over $50', count(t.filter((row) => at(row, BILL) > 50).length));
  T('units and conditions', 'average tip for parties of 5 or more', value(mean(num(t.filter((row) => at(row, 'Party Size') >= 5), TIP))));
  T('units and conditions', 'how many tips were more than $10', count(t.filter((row) => at(row, TIP) > 10).length));
  T('units and conditions', 'avg bill excluding smokers', value(mean(num(t.filter(not(smokers)), BILL))));
  T('units and conditions', 'how many tips between $2 and $4', count(t.filter((row) => at(row, TIP) >= 2 && at(row, TIP) <= 4).length));
  T('units and conditions', 'total tips at lunch in 2023', value(sum(num(t.filter((row) => row.Time === 'Lunch' && yearIs('Date', 2023)(row)), TIP))));
  T('missing values', 'how many tips are missing', count(t.filter((row) => row[TIP] === null).length));
  T('missing values', 'which columns have gaps', list(missingColumns(t)));
  T('ratio or derived', 'total tips as a % of total bills', value(pct(sum(num(t, TIP)), sum(num(t, BILL)))));
  T('ratio or derived', 'what pct of tables were smokers', value(pct(t.filter(smokers).length, t.length)));
  T('ratio or derived', 'share of receipts by time of day, in %', groups(new Map([...countBy(t, text('Time'))].map(([k, n]) => [k, pct(n, t.length)]))));
  const perPersonRows = tipped.map((row) => at(row, TIP) / at(row, 'Party Size'));
  T('refuse', 'tip as a % of the bill on average', eitherReading(value(mean(tipped.map((row) => pct(at(row, TIP), at(row, BILL))))), value(pct(sum(num(tipped, TIP)), sum(num(tipped, BILL))))), 'two readings: the average of each receipt\'s tip over its bill, or total tips over total bills');
  T('refuse', 'average tip per person', eitherReading(value(mean(perPersonRows)), value(sum(num(tipped, TIP)) / sum(num(tipped, 'Party Size')))), 'two readings: the average of each receipt\'s tip per head, or total tips over total guests');
  T('refuse', 'who is the best server', refuse, 'a judgement');
  T('refuse', 'what was the most ordered dish', refuse, 'no dish or order column');
  T('refuse', 'will tips go up next year', refuse, 'a forecast');
  T('refuse', 'why do smokers tip differently', refuse, 'a reason');
  T('refuse', 'how many big tips were there', refuse, '"big" has no threshold in the file');
  T('refuse', 'average waiting time for a table', refuse, 'no waiting-time column');
  T('refuse', 'how old are the payers on average', refuse, 'no age column');

  // ---- library loans ----
  const l = tables.get('library_loans.csv') ?? [];
  const L = ask('p7_library');
  const FEE = 'Late Fee';
  const loaned = (row: Row): Date => when(row, 'Loan Date');
  const returned = l.filter((row) => row['Return Date'] instanceof Date);
  const keptDays = (row: Row): number => (when(row, 'Return Date').getTime() - loaned(row).getTime()) / DAY;
  const lateRow = (row: Row): boolean => row['Return Date'] instanceof Date && when(row, 'Return Date').getTime() > when(row, 'Due Date').getTime();
  L('plain', 'how many loans are there', count(l.length));
  L('plain', 'loans by item type', groups(countBy(l, text('Item Type'))));
  L('plain', 'total late fees', value(sum(num(l, FEE))));
  L('plain', 'total late fees by branch', groups(groupBy(l, text('Branch'), (m) => sum(num(m, FEE)))));
  L('plain', 'how many different titles are there', count(new Set(l.map((row) => row.Title)).size));
  L('missing values', 'how many items are still out', count(l.filter((row) => row['Return Date'] === null).length));
  L('missing values', 'which columns have gaps', list(missingColumns(l)));
  L('missing values', 'how many loans have no author', count(l.filter((row) => row.Author === null).length));
  L('missing values', 'how many dvds have not been returned yet', count(l.filter((row) => row['Item Type'] === 'DVD' && row['Return Date'] === null).length));
  L('everyday words', 'busiest branch', best(countBy(l, text('Branch')), 'Branch'));
  L('everyday words', 'how many loans were returned late', count(l.filter(lateRow).length));
  L('everyday words', 'how many loans by teens', count(l.filter(is('Member Age Group', 'Teen')).length));
  L('everyday words', 'which author is borrowed the most', best(countBy(l, text('Author')), 'Author'));
  L('which row', 'most borrowed title', best(countBy(l, text('Title')), 'Title'));
  const longest = Math.max(...returned.map(keptDays));
  L('which row', 'which loan was kept the longest', { kind: 'row', column: 'Loan ID', labels: returned.filter((row) => keptDays(row) === longest).map((row) => row['Loan ID'] as string) });
  L('which row', 'which branch collected the most in late fees', best(groupBy(l, text('Branch'), (m) => sum(num(m, FEE))), 'Branch'));
  L('which row', 'highest late fee: which loan', extremeRows(l, FEE, 'Loan ID', 'max'));
  L('ratio or derived', 'average loan length in days for returned items', value(mean(returned.map(keptDays))));
  L('ratio or derived', 'what pct of returned loans came back late', value(pct(returned.filter(lateRow).length, returned.length)));
  L('ratio or derived', 'average days late for late returns', value(mean(returned.filter(lateRow).map((row) => (when(row, 'Return Date').getTime() - when(row, 'Due Date').getTime()) / DAY))));
  L('ratio or derived', 'share of loans by age group in %', groups(new Map([...countBy(l, text('Member Age Group'))].map(([k, n]) => [k, pct(n, l.length)]))));
  L('comparison', 'loans 2023 vs 2024', groups(countBy(l.filter(yearIs('Loan Date', 2023, 2024)), yearKey('Loan Date'))));
  L('comparison', 'audiobook loans seniors vs teens', groups(countBy(l.filter((row) => row['Item Type'] === 'Audiobook' && ['Senior', 'Teen'].includes(row['Member Age Group'] as string)), text('Member Age Group'))));
  L('comparison', 'how many more loans did central have than eastside', count(l.filter(is('Branch', 'Central')).length - l.filter(is('Branch', 'Eastside')).length));
  L('comparison', 'average late fee dvd vs book', groups(groupBy(l.filter((row) => ['DVD', 'Book'].includes(row['Item Type'] as string)), text('Item Type'), (m) => mean(num(m, FEE)))));
  L('seasonality', 'which month of the year has the most loans', best(countBy(l, monthKey('Loan Date')), 'month', 'max', monthForms));
  L('seasonality', 'which weekday do people borrow the most', best(countBy(l, weekdayKey('Loan Date')), 'weekday', 'max', weekdayForms));
  L('seasonality', 'how many children borrowed in july or august', count(l.filter((row) => row['Member Age Group'] === 'Child' && [6, 7].includes(loaned(row).getUTCMonth())).length));
  L('types as text', 'how many dvds were borrowed in 2023', count(l.filter((row) => row['Item Type'] === 'DVD' && yearIs('Loan Date', 2023)(row)).length));
  L('types as text', 'how many loans were due in january 2024', count(l.filter((row) => when(row, 'Due Date').getUTCFullYear() === 2024 && when(row, 'Due Date').getUTCMonth() === 0).length));
  L('types as text', 'loans made before 1 march 2022', count(l.filter((row) => loaned(row).getTime() < Date.UTC(2022, 2, 1)).length));
  L('units and conditions', 'how many late fees over $2', count(l.filter((row) => at(row, FEE) > 2).length));
  L('units and conditions', 'loans between 2022 and 2023', count(l.filter(yearIs('Loan Date', 2022, 2023)).length));
  L('units and conditions', 'average late fee for adults', value(mean(num(l.filter(is('Member Age Group', 'Adult')), FEE))));
  L('units and conditions', 'total late fees excluding dvds', value(sum(num(l.filter(not(is('Item Type', 'DVD'))), FEE))));
  L('units and conditions', 'how many loans were kept more than 30 days', count(returned.filter((row) => keptDays(row) > 30).length));
  L('refuse', 'how many books are overdue', refuse, 'two readings: late returns, or items still out past their due date on a day the file does not give (no "today")');
  L('refuse', 'most popular item', eitherReading(best(countBy(l, text('Title')), 'Title', 'max', (k) => [k], false), best(countBy(l, text('Item Type')), 'Item Type', 'max', (k) => [k], false)), 'two readings: the most borrowed title, or the most borrowed item type');
  L('refuse', 'which book is the best', refuse, 'a judgement');
  L('refuse', 'average number of pages borrowed', refuse, 'no page-count column');
  L('refuse', 'which member borrows the most', refuse, 'no member column (only an age group)');
  L('refuse', 'why is hillview so quiet', refuse, 'a reason');
  L('refuse', 'forecast loans for 2025', refuse, 'a forecast');
  L('refuse', 'how many loans were renewed', refuse, 'no renewal column');
  L('refuse', 'average rating of audiobooks', refuse, 'no rating column');

  // ---- hospital admissions ----
  const h = tables.get('hospital_admissions.csv') ?? [];
  const H = ask('p7_hospital');
  const COST = 'Total Cost (USD)';
  const AGE = 'Age (years)';
  const ADMIT = 'Admit DateTime';
  const discharged = h.filter((row) => row['Discharge DateTime'] instanceof Date);
  const stayHours = (row: Row): number => (when(row, 'Discharge DateTime').getTime() - when(row, ADMIT).getTime()) / HOUR;
  const dateOnly = (d: Date): number => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const stayDates = (row: Row): number => (dateOnly(when(row, 'Discharge DateTime')) - dateOnly(when(row, ADMIT))) / DAY;
  const readmitted = is('Readmitted <30d', 'Y');
  H('plain', 'how many admissions', count(h.length));
  H('plain', 'average cost by diagnosis group', groups(groupBy(h, text('Diagnosis Group'), (m) => mean(num(m, COST)))));
  H('plain', 'admissions per ward', groups(countBy(h, text('Ward'))));
  H('plain', 'average age by ward', groups(groupBy(h, text('Ward'), (m) => mean(num(m, AGE)))));
  H('plain', 'how many different patients', count(new Set(h.map((row) => row['Patient ID'])).size));
  H('plain', 'median cost', value(median(num(h, COST))));
  H('which row', 'most expensive admission', extremeRows(h, COST, 'Admission ID', 'max'));
  H('which row', 'which ward has the highest average cost', best(groupBy(h, text('Ward'), (m) => mean(num(m, COST))), 'Ward'));
  H('which row', 'oldest patient admitted to orthopedics', extremeRows(h, AGE, 'Patient ID', 'max', is('Ward', 'Orthopedics')));
  const longestBy = (figure: (row: Row) => number): Expected => { const top = Math.max(...discharged.map(figure)); return { kind: 'row', column: 'Admission ID', labels: discharged.filter((row) => figure(row) === top).map((row) => row['Admission ID'] as string) }; };
  H('which row', 'longest stay', eitherReading(longestBy(stayHours), longestBy(stayDates)), 'by hours or by calendar days: the same admission, so either is right');
  H('everyday words', 'how many patients were readmitted', eitherReading(count(h.filter(readmitted).length), count(new Set(h.filter(readmitted).map((row) => row['Patient ID'])).size)), 'two readings: admissions marked Y, or distinct patients with one');
  H('everyday words', 'how many patients are still in hospital', count(h.filter((row) => row['Discharge DateTime'] === null).length));
  H('everyday words', 'how many children were admitted (under 18)', count(h.filter((row) => at(row, AGE) < 18).length));
  H('everyday words', 'costliest diagnosis group in total', best(groupBy(h, text('Diagnosis Group'), (m) => sum(num(m, COST))), 'Diagnosis Group'));
  H('everyday words', 'how many births', count(h.filter(is('Diagnosis Group', 'Birth')).length));
  H('ratio or derived', 'readmission rate in %', value(pct(h.filter(readmitted).length, h.length)));
  H('ratio or derived', 'readmission rate by ward, in %', groups(groupBy(h, text('Ward'), (m) => pct(m.filter(readmitted).length, m.length))));
  H('ratio or derived', 'average length of stay in hours', value(mean(discharged.map(stayHours))));
  H('ratio or derived', 'share of admissions in the icu, in %', value(pct(h.filter(is('Ward', 'ICU')).length, h.length)));
  H('ratio or derived', 'median stay in hours for maternity', value(median(discharged.filter(is('Ward', 'Maternity')).map(stayHours))));
  H('comparison', 'average cost women vs men', groups(groupBy(h, text('Sex'), (m) => mean(num(m, COST)))));
  H('comparison', 'admissions 2023 vs 2024', groups(countBy(h.filter(yearIs(ADMIT, 2023, 2024)), yearKey(ADMIT))));
  H('comparison', 'difference in average cost between 2024 and 2022', value(mean(num(h.filter(yearIs(ADMIT, 2024)), COST)) - mean(num(h.filter(yearIs(ADMIT, 2022)), COST))));
  H('comparison', 'did cardiology have more readmissions than general medicine', groups(countBy(h.filter((row) => readmitted(row) && ['Cardiology', 'General Medicine'].includes(row.Ward as string)), text('Ward'))));
  H('seasonality', 'busiest hour of the day for admissions', best(countBy(h, hourKey(ADMIT)), 'hour', 'max', hourForms));
  H('seasonality', 'which weekday has the most admissions', best(countBy(h, weekdayKey(ADMIT)), 'weekday', 'max', weekdayForms));
  H('seasonality', 'which month of the year has the most respiratory admissions', best(countBy(h.filter(is('Diagnosis Group', 'Respiratory')), monthKey(ADMIT)), 'month', 'max', monthForms));
  H('seasonality', 'how many admissions before 6am', count(h.filter((row) => when(row, ADMIT).getUTCHours() < 6).length));
  H('types as text', 'how many admissions in december 2023', count(h.filter((row) => yearIs(ADMIT, 2023)(row) && when(row, ADMIT).getUTCMonth() === 11).length));
  H('types as text', 'total cost of admissions in 2024', value(sum(num(h.filter(yearIs(ADMIT, 2024)), COST))));
  H('types as text', 'how many patients were discharged on 1 january 2024', count(h.filter((row) => row['Discharge DateTime'] instanceof Date && dateOnly(when(row, 'Discharge DateTime')) === Date.UTC(2024, 0, 1)).length));
  H('units and conditions', 'how many admissions cost more than 10k', count(h.filter((row) => at(row, COST) > 10_000).length));
  H('units and conditions', 'median cost for patients over 65', value(median(num(h.filter((row) => at(row, AGE) > 65), COST))));
  H('units and conditions', 'admissions between 2022 and 2023', count(h.filter(yearIs(ADMIT, 2022, 2023)).length));
  H('units and conditions', 'average cost excluding maternity', value(mean(num(h.filter(not(is('Ward', 'Maternity'))), COST))));
  H('units and conditions', 'how many cardiac patients aged 80 or older', count(h.filter((row) => row['Diagnosis Group'] === 'Cardiac' && at(row, AGE) >= 80).length));
  H('units and conditions', 'how many stays longer than 10 days', eitherReading(count(discharged.filter((row) => stayHours(row) > 240).length), count(discharged.filter((row) => stayDates(row) > 10).length)), 'two readings: over 240 hours, or more than 10 calendar days between the dates');
  H('missing values', 'how many admissions have no cost recorded', count(h.filter((row) => row[COST] === null).length));
  H('missing values', 'which columns have missing values', list(missingColumns(h)));
  H('refuse', 'average length of stay in days', eitherReading(value(mean(discharged.map(stayHours)) / 24), value(mean(discharged.map(stayDates)))), 'two readings: hours over 24, or calendar days between the admit and discharge dates');
  H('refuse', 'average cost per day', eitherReading(value(mean(discharged.filter((row) => isNum(row[COST])).map((row) => at(row, COST) / (stayHours(row) / 24)))), value(sum(num(discharged, COST)) / sum(discharged.filter((row) => isNum(row[COST])).map((row) => stayHours(row) / 24)))), 'two readings: the average of each stay\'s cost per day, or total cost over total days');
  H('refuse', 'which doctor admitted the most patients', refuse, 'no doctor column');
  H('refuse', 'why does cardiology have so many readmissions', refuse, 'a reason');
  H('refuse', 'predict admissions for next winter', refuse, 'a forecast');
  H('refuse', 'how many admissions were severe', refuse, 'no severity column and no threshold');
  H('refuse', 'which ward is the best', refuse, 'a judgement');
  H('refuse', 'average waiting time in the emergency room', refuse, 'no waiting-time column');
  H('refuse', 'how many elderly patients were admitted', refuse, '"elderly" has no age threshold in the file');
  H('refuse', 'what is the mortality rate', refuse, 'no death or outcome column');
  // ---- energy workbook ----
  const g = tables.get('energy.xlsx / Monthly Generation') ?? [];
  const p = tables.get('energy.xlsx / Plants') ?? [];
  const E = ask('p7_energy');
  const GWH = 'Generation (GWh)';
  const MW = 'Capacity (MW)';
  const gy = (row: Row): number => when(row, 'Month').getUTCFullYear();
  const where = (country: string | null, source: string | null, ...years: number[]) => (row: Row): boolean =>
    (country === null || row.Country === country) && (source === null || row.Source === source) && (!years.length || years.includes(gy(row)));
  const total = (rows: Row[]): number => sum(num(rows, GWH));
  const monthLabels = (key: string): string[] => [key, `${key}-01`, ...isoForms(new Date(`${key}-01T00:00:00Z`))];
  E('plain', 'total generation by source', groups(groupBy(g, text('Source'), total)));
  E('plain', 'total generation by country in 2023', groups(groupBy(g.filter(where(null, null, 2023)), text('Country'), total)));
  E('plain', 'how many plants are there', count(p.length));
  E('plain', 'total capacity by source', groups(groupBy(p, text('Source'), (m) => sum(num(m, MW)))));
  E('plain', 'list the countries', list(g.map((row) => row.Country)));
  E('which row', 'which country generated the most solar in 2023', best(groupBy(g.filter(where(null, 'Solar', 2023)), text('Country'), total), 'Country'));
  E('which row', 'largest plant', extremeRows(p, MW, 'Plant', 'max'));
  E('which row', 'oldest plant still operating', extremeRows(p, 'Commissioned', 'Plant', 'min', is('Status', 'Operating')));
  E('which row', 'which month had the highest wind generation in germany', best(groupBy(g.filter(where('Germany', 'Wind')), (row) => when(row, 'Month').toISOString().slice(0, 7), total), 'Month', 'max', monthLabels));
  E('everyday words', 'biggest solar plant', extremeRows(p, MW, 'Plant', 'max', is('Source', 'Solar')));
  E('everyday words', 'how much nuclear power did france produce in 2022', value(total(g.filter(where('France', 'Nuclear', 2022)))));
  E('everyday words', 'how many coal plants are retired', count(p.filter((row) => row.Source === 'Coal' && row.Status === 'Retired').length));
  E('everyday words', 'which operator has the most capacity in total', best(groupBy(p, text('Operator'), (m) => sum(num(m, MW))), 'Operator'));
  E('comparison', 'wind vs solar generation in 2023', groups(groupBy(g.filter((row) => gy(row) === 2023 && ['Wind', 'Solar'].includes(row.Source as string)), text('Source'), total)));
  E('comparison', 'total generation 2022 vs 2023', groups(groupBy(g.filter(where(null, null, 2022, 2023)), (row) => String(gy(row)), total)));
  E('comparison', 'how much more wind did germany generate in 2023 than in 2021', value(total(g.filter(where('Germany', 'Wind', 2023))) - total(g.filter(where('Germany', 'Wind', 2021)))));
  E('comparison', 'hydro norway vs france', groups(groupBy(g.filter((row) => row.Source === 'Hydro' && ['Norway', 'France'].includes(row.Country as string)), text('Country'), total)));
  E('seasonality', 'which month of the year has the most solar generation', best(groupBy(g.filter(where(null, 'Solar')), monthKey('Month'), total), 'month', 'max', monthForms));
  E('seasonality', 'average monthly hydro generation in norway', value(mean(num(g.filter(where('Norway', 'Hydro')), GWH))));
  E('seasonality', 'in which month of the year does germany produce the least wind', best(groupBy(g.filter(where('Germany', 'Wind')), monthKey('Month'), total), 'month', 'min', monthForms));
  E('types as text', 'total generation in january 2022', value(total(g.filter((row) => gy(row) === 2022 && when(row, 'Month').getUTCMonth() === 0))));
  E('types as text', 'how many plants were commissioned before 2000', count(p.filter((row) => row.Commissioned instanceof Date && when(row, 'Commissioned').getUTCFullYear() < 2000).length));
  E('types as text', 'how many plants were commissioned in the 2010s', count(p.filter((row) => row.Commissioned instanceof Date && Math.floor(when(row, 'Commissioned').getUTCFullYear() / 10) === 201).length));
  E('units and conditions', 'total solar generation in germany between 2021 and 2022', value(total(g.filter(where('Germany', 'Solar', 2021, 2022)))));
  E('units and conditions', 'how many plants over 1,000 mw', count(p.filter((row) => at(row, MW) > 1000).length));
  E('units and conditions', 'total capacity of operating plants in gw', value(sum(num(p.filter(is('Status', 'Operating')), MW)) / 1000));
  E('units and conditions', 'total generation in 2023 excluding coal and gas', value(total(g.filter((row) => gy(row) === 2023 && !['Coal', 'Gas'].includes(row.Source as string)))));
  E('units and conditions', 'in how many months did polish coal generation exceed 10,000 gwh', count(g.filter((row) => where('Poland', 'Coal')(row) && at(row, GWH) > 10_000).length));
  E('missing values', 'how many generation values are missing', count(g.filter((row) => row[GWH] === null).length));
  E('missing values', 'which plants have no commissioning date', list(p.filter((row) => row.Commissioned === null).map((row) => row.Plant)));
  const de22 = g.filter(where('Germany', null, 2022));
  E('ratio or derived', "share of wind in germany's generation in 2022, in %", value(pct(total(de22.filter(is('Source', 'Wind'))), total(de22))));
  E('ratio or derived', 'share of each source in total generation, in %', groups(new Map([...groupBy(g, text('Source'), total)].map(([k, x]) => [k, pct(x, total(g))]))));
  const es23 = g.filter(where('Spain', null, 2023));
  E('ratio or derived', 'renewable share in spain in 2023 counting hydro, wind and solar, in %', value(pct(total(es23.filter((row) => ['Hydro', 'Wind', 'Solar'].includes(row.Source as string))), total(es23))));
  E('ratio or derived', 'average capacity of wind farms in mw', value(mean(num(p.filter(is('Source', 'Wind')), MW))));
  E('which row', 'biggest source', eitherReading(best(groupBy(g, text('Source'), total), 'Source', 'max', (k) => [k], false), best(groupBy(p, text('Source'), (m) => sum(num(m, MW))), 'Source', 'max', (k) => [k], false)), 'two readings: the most generation, or the most capacity (the same source, so either is right)');
  E('refuse', 'co2 emissions by country', refuse, 'no emissions column');
  E('refuse', 'average electricity price in france', refuse, 'no price column');
  E('refuse', 'forecast solar generation for 2025', refuse, 'a forecast');
  E('refuse', 'which country is the greenest', refuse, 'a judgement: no measure of "green" is named');
  E('refuse', 'why did german coal generation fall', refuse, 'a reason');
  E('refuse', 'how much did the largest plant generate in 2023', refuse, 'generation is recorded per country and source, not per plant');
  E('refuse', 'how much clean energy did france produce', refuse, '"clean" is undefined: with or without nuclear');

  // ---- github issues ----
  const s = tables.get('github_issues.csv') ?? [];
  const G = ask('p7_issues');
  const labelsOf = (row: Row): string[] => (typeof row.labels === 'string' ? row.labels.split(', ') : []);
  const labelled = (label: string) => (row: Row): boolean => labelsOf(row).includes(label);
  const open = is('state', 'open');
  const closedRows = s.filter((row) => row.closed_at instanceof Date);
  const closeHours = (row: Row): number => (when(row, 'closed_at').getTime() - when(row, 'created_at').getTime()) / HOUR;
  const calendarDays = (row: Row): number => (Date.UTC(when(row, 'closed_at').getUTCFullYear(), when(row, 'closed_at').getUTCMonth(), when(row, 'closed_at').getUTCDate()) - Date.UTC(when(row, 'created_at').getUTCFullYear(), when(row, 'created_at').getUTCMonth(), when(row, 'created_at').getUTCDate())) / DAY;
  const labelCounts = new Map<string, number>();
  for (const row of s) for (const label of labelsOf(row)) labelCounts.set(label, (labelCounts.get(label) ?? 0) + 1);
  G('plain', 'how many issues are there', count(s.length));
  G('plain', 'how many open issues', count(s.filter(open).length));
  G('plain', 'issues by state', groups(countBy(s, text('state'))));
  G('plain', 'issues per milestone', groups(countBy(s, text('milestone'))));
  G('plain', 'average comments', value(mean(num(s, 'comments'))));
  G('plain', 'how many distinct authors', count(new Set(s.map((row) => row.author)).size));
  G('everyday words', 'who opened the most issues', best(countBy(s, text('author')), 'author'));
  G('everyday words', 'how many bugs are there', count(s.filter(labelled('bug')).length));
  G('everyday words', 'how many good first issues are still open', count(s.filter((row) => labelled('good first issue')(row) && open(row)).length));
  G('which row', 'which issue has the most comments', extremeRows(s, 'comments', 'number', 'max'));
  G('which row', 'oldest open issue', extremeRows(s, 'created_at', 'number', 'min', open));
  const slowest = Math.max(...closedRows.map(closeHours));
  G('which row', 'which issue took the longest to close', { kind: 'row', column: 'number', labels: closedRows.filter((row) => closeHours(row) === slowest).map((row) => String(row.number)) });
  G('which row', 'which author has the most open issues', best(countBy(s.filter(open), text('author')), 'author'));
  G('comparison', 'issues opened 2023 vs 2024', groups(countBy(s.filter(yearIs('created_at', 2023, 2024)), yearKey('created_at'))));
  G('comparison', 'average comments open vs closed', groups(groupBy(s, text('state'), (m) => mean(num(m, 'comments')))));
  G('comparison', 'how many more issues were opened in 2024 than in 2022', count(s.filter(yearIs('created_at', 2024)).length - s.filter(yearIs('created_at', 2022)).length));
  G('comparison', 'bugs vs enhancements: how many of each', groups(new Map([['bug', s.filter(labelled('bug')).length], ['enhancement', s.filter(labelled('enhancement')).length]])));
  G('seasonality', 'which month of the year gets the most new issues', best(countBy(s, monthKey('created_at')), 'month', 'max', monthForms));
  G('seasonality', 'which weekday are most issues opened', best(countBy(s, weekdayKey('created_at')), 'weekday', 'max', weekdayForms));
  G('seasonality', 'busiest hour of the day for new issues', best(countBy(s, hourKey('created_at')), 'hour', 'max', hourForms));
  G('seasonality', 'how many issues were opened on weekends', count(s.filter((row) => [0, 6].includes(when(row, 'created_at').getUTCDay())).length));
  G('types as text', 'how many issues were closed in 2024', count(s.filter(yearIs('closed_at', 2024)).length));
  G('types as text', 'how many issues were opened in march 2023', count(s.filter((row) => yearIs('created_at', 2023)(row) && when(row, 'created_at').getUTCMonth() === 2).length));
  G('types as text', 'issues created before 2023-06-01', count(s.filter((row) => when(row, 'created_at').getTime() < Date.UTC(2023, 5, 1)).length));
  G('units and conditions', 'how many issues have more than 10 comments', count(s.filter((row) => at(row, 'comments') > 10).length));
  G('units and conditions', 'average comments on issues labelled bug', value(mean(num(s.filter(labelled('bug')), 'comments'))));
  G('units and conditions', 'how many issues opened in 2023 are still open', count(s.filter((row) => yearIs('created_at', 2023)(row) && open(row)).length));
  G('units and conditions', 'how many closed issues took more than 30 days to close', eitherReading(count(closedRows.filter((row) => closeHours(row) > 720).length), count(closedRows.filter((row) => calendarDays(row) > 30).length)), 'two readings: over 720 hours, or more than 30 calendar days between the dates');
  G('missing values', 'how many issues have no milestone', count(s.filter((row) => row.milestone === null).length));
  G('missing values', 'which columns have gaps', list(missingColumns(s)));
  G('missing values', 'how many issues have no labels', count(s.filter((row) => row.labels === null).length));
  G('ratio or derived', 'median time to close in hours', value(median(closedRows.map(closeHours))));
  G('ratio or derived', 'average time to close bugs, in hours', value(mean(closedRows.filter(labelled('bug')).map(closeHours))));
  G('ratio or derived', 'what pct of issues are closed', value(pct(s.filter(is('state', 'closed')).length, s.length)));
  G('ratio or derived', 'pct of bugs still open', value(pct(s.filter((row) => labelled('bug')(row) && open(row)).length, s.filter(labelled('bug')).length)));
  G('ratio or derived', 'most common label', best(labelCounts, 'labels'));
  G('refuse', 'average time to close in days', eitherReading(value(mean(closedRows.map(closeHours)) / 24), value(mean(closedRows.map(calendarDays)))), 'two readings: hours over 24, or calendar days between the dates');
  G('refuse', 'who fixed the most bugs', refuse, 'no assignee or fixer column');
  G('refuse', 'why are so many issues still open', refuse, 'a reason');
  G('refuse', 'when will the open bugs be closed', refuse, 'a forecast');
  G('refuse', 'which issues are stale', refuse, '"stale" has no threshold in the file');
  G('refuse', 'how many pull requests were merged', refuse, 'no pull requests in the export');
  G('refuse', 'what is the most important issue', refuse, 'a judgement');
  G('refuse', 'average reactions per issue', refuse, 'no reactions column');
  G('refuse', 'how long do issues stay open on average', refuse, 'two readings: closed issues only, or open ones counted up to a "now" the file does not give');
  return out;
}

export function probe7Questions(tables: Map<string, Row[]>): Question[] {
  return probe7Catalogue(tables).map((entry) => entry.question);
}
