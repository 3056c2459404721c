/**
 * Blind probe 7, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on the earlier probes). Files generated here from fixed
 * seeds, shaped like other everyday data than the earlier probes (made-up figures, nothing copied,
 * the reserved packages neither used nor imitated): a restaurant's receipts with tips (dates written
 * "Mar 15, 2024", bills written "$23.45", "NA" tips), a library's loans (dates written day first
 * "15/01/2023", a blank return date while the item is still out, late fees written "$0.50"), and a
 * hospital's admissions (date-times written "2023-04-05 14:30", costs written "1,234.50", a Y/N
 * readmission column, "NA" costs). Expected figures are computed here in plain JavaScript over the
 * generated rows. PROBE7.md records the data check made before sealing; the first run is the lead's.
 */
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

export const PROBE7_DATASETS = new Set(['p7_tips', 'p7_library', 'p7_hospital']);

export function probe7Datasets(): Promise<EvalDataset[]> {
  return Promise.resolve([restaurantTips(), libraryLoans(), hospitalAdmissions()]);
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
  return out;
}

export function probe7Questions(tables: Map<string, Row[]>): Question[] {
  return probe7Catalogue(tables).map((entry) => entry.question);
}
