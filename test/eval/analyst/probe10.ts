/**
 * Blind probe 10, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on the earlier probes). Files generated here from fixed
 * seeds, in domains no earlier probe used (made-up figures, nothing copied, the reserved packages
 * neither used nor imitated): a city marathon's results 2022-2024 (finish times written "3:45:12",
 * half splits "1:50:03", paces "5:20" per km, blank for DNF/DNS, a club often blank), a football
 * league's match results (dates written "Sat 12 Aug 2023", seasons "2023/24", home and away goals
 * in two columns, attendances "41,203" with blanks), a company fleet's fuel log (litres "45.20"
 * blank for electric vehicles that have kWh instead, costs written "€78.40", mostly blank notes),
 * a bank's loan applications (dates "05-Mar-2023", incomes "$54,000", employment lengths "10+
 * years"/"n/a", rates "7.25%" and a Y/N default flag blank unless approved) and a department budget
 * workbook (a wide Budget sheet with one column per month, a long Actuals sheet with Excel dates;
 * some questions need both sheets).
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE10.md
 * records the data check made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, clamp, csvBytes, eitherReading, extremeRows, groupBy, isNum, monthForms, num, text, weekdayForms, weighted } from './probe2';
import { mean, median, sum, type Expected, type Question } from './questions';

const DAY = 86_400_000;
/** A normal draw (Box-Muller) from the seeded generator. */
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;
const round2 = (n: number): number => Math.round(n * 100) / 100;
/** "1,234.50" */
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "41,203" */
const thousands = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
/** A Poisson draw (Knuth) from the seeded generator. */
function poisson(rand: () => number, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rand();
  while (p > limit) {
    k++;
    p *= rand();
  }
  return k;
}
/** 13512 seconds as "3:45:12". */
const hms = (seconds: number): string => `${Math.floor(seconds / 3600)}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
/** 320 seconds as "5:20". */
const ms = (seconds: number): string => `${Math.floor(seconds / 60)}:${pad2(seconds % 60)}`;
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Sat 12 Aug 2023" (the day not padded: "Sat 5 Aug 2023"). */
const matchDay = (d: Date): string => `${WEEKDAY_SHORT[d.getUTCDay()]} ${String(d.getUTCDate())} ${MONTH_SHORT[d.getUTCMonth()]} ${String(d.getUTCFullYear())}`;

const FIRST_M = ['Conor', 'Sean', 'Liam', 'Darragh', 'Tom', 'James', 'Mark', 'David', 'Paul', 'Eoin', 'Ciaran', 'Niall', 'Brian', 'Lukas', 'Pierre', 'Marco', 'Javier', 'Piotr', 'Jan', 'Eliud', 'Kip', 'Ryan', 'Aidan', 'Kevin', 'Declan'];
const FIRST_F = ['Aoife', 'Sinead', 'Niamh', 'Ciara', 'Emma', 'Sarah', 'Laura', 'Orla', 'Grainne', 'Anna', 'Sophie', 'Claire', 'Marie', 'Giulia', 'Lucia', 'Agnieszka', 'Eva', 'Faith', 'Ruth', 'Megan', 'Roisin', 'Kate'];
const SURNAMES = ['Murphy', 'Kelly', "O'Brien", 'Walsh', 'Byrne', 'Ryan', 'Doyle', 'Lynch', 'Keane', 'Brennan', 'Quinn', 'Farrell', 'Nolan', 'Moran', 'Hayes', 'Smith', 'Jones', 'Muller', 'Dubois', 'Rossi', 'Garcia', 'Nowak', 'de Vries', 'Kiprop', 'Chebet', 'Brown', 'Fischer', 'Kowalski', 'Martin', 'Power'];
const RACE_COUNTRIES: Array<[string, number, number]> = [
  // [country, weight, minutes shift]
  ['Ireland', 40, 0], ['United Kingdom', 16, -3], ['United States', 9, 4], ['Germany', 6, -4], ['France', 6, 1], ['Italy', 5, 2], ['Spain', 5, 0], ['Netherlands', 4, -2], ['Poland', 4, -1], ['Canada', 3, 3], ['Kenya', 1, -75],
];
const RACE_CLUBS = ['Liffey Harriers', 'Phoenix Park AC', 'Docklands Striders', 'Bay Runners', 'Northside Joggers', 'Trail Hounds', 'Metro Track Club', 'Canal Road Runners'];

/** "M40-44": an age group from a gender and an age on race day. */
function ageGroup(gender: string, age: number): string {
  if (age < 35) return `${gender}18-34`;
  if (age >= 70) return `${gender}70+`;
  const lo = Math.floor(age / 5) * 5;
  return `${gender}${String(lo)}-${String(lo + 4)}`;
}

/** Bib (restarts each year), "Runner Name", Gender (M/F), "Age Group" ("M40-44"), Country, Club (blank for many), "Race Year" (2022-2024), Status (Finished/DNF/DNS), "Finish Time" "3:45:12" and "Pace (min/km)" "5:20" (blank unless finished), "Half Split" "1:50:03" (blank for DNS and for some DNF). */
export function marathonResults(): EvalDataset {
  const rand = random(10_001);
  const names = new Set<string>();
  const runners: Array<{ name: string; gender: string; born: number; country: (typeof RACE_COUNTRIES)[number]; club: string | null; ability: number; keen: number }> = [];
  while (runners.length < 1100) {
    const gender = rand() < 0.62 ? 'M' : 'F';
    const name = `${pick(rand, gender === 'M' ? FIRST_M : FIRST_F)} ${pick(rand, SURNAMES)}`;
    if (names.has(name)) continue;
    names.add(name);
    const country = choose(rand, RACE_COUNTRIES.map((c) => [c, c[1]] as [(typeof RACE_COUNTRIES)[number], number]));
    runners.push({ name, gender, born: 1950 + Math.floor(Math.pow(rand(), 0.8) * 55), country, club: rand() < 0.45 ? pick(rand, RACE_CLUBS) : null, ability: gauss(rand), keen: 0.25 + rand() * 0.5 });
  }
  const rows: Row[] = [];
  for (const year of [2022, 2023, 2024]) {
    let bib = 1001;
    for (const runner of runners) {
      if (rand() > runner.keen + (year === 2024 ? 0.06 : 0)) continue;
      const age = clamp(year - runner.born, 18, 90);
      const minutes = (runner.gender === 'M' ? 240 : 262) + Math.max(0, age - 40) * 1.6 + runner.ability * 30 + runner.country[2] + (year === 2023 ? 5 : 0) + gauss(rand) * 8;
      const finish = Math.round(clamp(minutes, runner.country[0] === 'Kenya' ? 128 : 158, 415) * 60 + rand() * 60);
      const half = Math.round(finish * (0.465 + rand() * 0.04));
      const roll = rand();
      const status = roll < 0.055 ? 'DNS' : roll < 0.055 + (year === 2023 ? 0.08 : 0.045) ? 'DNF' : 'Finished';
      rows.push({
        Bib: bib++, 'Runner Name': runner.name, Gender: runner.gender, 'Age Group': ageGroup(runner.gender, age), Country: runner.country[0], Club: runner.club, 'Race Year': year, Status: status,
        'Finish Time': status === 'Finished' ? finish : null, 'Half Split': status === 'Finished' || (status === 'DNF' && rand() < 0.7) ? half : null, 'Pace (min/km)': status === 'Finished' ? Math.round(finish / 42.195) : null,
      });
    }
  }
  const header = ['Bib', 'Runner Name', 'Gender', 'Age Group', 'Country', 'Club', 'Race Year', 'Status', 'Finish Time', 'Half Split', 'Pace (min/km)'];
  const duration = (v: Row[string], f: (n: number) => string): string => (isNum(v) ? f(v) : '');
  const lines = rows.map((row) => [
    String(row.Bib), row['Runner Name'] as string, row.Gender as string, row['Age Group'] as string, row.Country as string, (row.Club as string | null) ?? '', String(row['Race Year']), row.Status as string,
    duration(row['Finish Time'], hms), duration(row['Half Split'], hms), duration(row['Pace (min/km)'], ms),
  ]);
  return { name: 'p10_marathon', file: 'marathon_results.csv', bytes: csvBytes(header, lines), tables: [{ label: 'marathon_results.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a football league's match results, seasons 2021/22 to 2023/24

const TEAMS: Array<[string, string, number, number]> = [
  // [team, stadium, strength, capacity]
  ['Ashford Rovers', 'Kingsmead Park', 1.45, 42_000], ['Bramley Town', 'The Old Mill', 0.9, 18_000], ['Castleford United', 'Riverside Stadium', 1.3, 36_000], ['Dunmore City', 'Dunmore Arena', 1.1, 30_000],
  ['Eastbury Athletic', 'Eastbury Road', 0.8, 15_000], ['Fairhaven FC', 'Harbour Park', 1.0, 24_000], ['Glenwood Wanderers', 'Glen Lane', 0.85, 16_000], ['Highbridge Albion', 'Albion Ground', 1.2, 33_000],
  ['Ironvale Rangers', 'Ironvale Stadium', 1.4, 52_000], ['Juniper Vale', 'Vale Meadow', 0.75, 12_000], ['Kestrel Borough', 'Kestrel Park', 0.95, 21_000], ['Longmoor Celtic', 'Moor Lane', 1.05, 27_000],
];
const REFEREES = ['M. Dean', 'A. Taylor', 'C. Pawson', 'S. Attwell', 'J. Brooks', 'R. Jones', 'P. Tierney', 'D. Coote'];

/** A day of the season: mostly Saturdays, some Sundays, a few Tuesdays and Wednesdays. */
function matchDate(rand: () => number, first: number, days: number): number {
  for (;;) {
    const date = first + Math.floor(rand() * days) * DAY;
    const weekday = new Date(date).getUTCDay();
    const keep = weekday === 6 ? 1 : weekday === 0 ? 0.55 : weekday === 2 || weekday === 3 ? 0.2 : 0.02;
    if (rand() < keep) return date;
  }
}

/** "Match Date" "Sat 12 Aug 2023", Season "2023/24", "Home Team", "Away Team", "Home Goals", "Away Goals", Attendance "41,203" (blank for some), Referee, Stadium (the home team's). Each season every team meets every other at home and away. */
export function leagueResults(): EvalDataset {
  const rand = random(10_002);
  const drafts: Row[] = [];
  for (const start of [2021, 2022, 2023]) {
    const season = `${String(start)}/${String(start + 1 - 2000)}`;
    const first = Date.UTC(start, 7, 6);
    const days = Math.round((Date.UTC(start + 1, 4, 19) - first) / DAY);
    for (const home of TEAMS) {
      for (const away of TEAMS) {
        if (home === away) continue;
        const date = matchDate(rand, first, days);
        const homeGoals = poisson(rand, 1.5 * home[2] / Math.sqrt(away[2]));
        const awayGoals = poisson(rand, 1.1 * away[2] / Math.sqrt(home[2]));
        const fill = clamp(0.55 + 0.25 * home[2] - 0.2 + 0.15 * away[2] + gauss(rand) * 0.08 + (new Date(date).getUTCDay() === 6 ? 0.05 : 0), 0.35, 1);
        drafts.push({
          'Match Date': new Date(date), Season: season, 'Home Team': home[0], 'Away Team': away[0], 'Home Goals': homeGoals, 'Away Goals': awayGoals,
          Attendance: rand() < 0.05 ? null : Math.round(home[3] * fill), Referee: pick(rand, REFEREES), Stadium: home[1],
        });
      }
    }
  }
  const rows = drafts.sort((a, b) => (a['Match Date'] as Date).getTime() - (b['Match Date'] as Date).getTime());
  const header = ['Match Date', 'Season', 'Home Team', 'Away Team', 'Home Goals', 'Away Goals', 'Attendance', 'Referee', 'Stadium'];
  const lines = rows.map((row) => [
    matchDay(row['Match Date'] as Date), row.Season as string, row['Home Team'] as string, row['Away Team'] as string, String(row['Home Goals']), String(row['Away Goals']),
    row.Attendance === null ? '' : thousands(row.Attendance as number), row.Referee as string, row.Stadium as string,
  ]);
  return { name: 'p10_football', file: 'league_results.csv', bytes: csvBytes(header, lines), tables: [{ label: 'league_results.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a company fleet's fuel log, 2023-2024

const FUEL_DRIVERS = ['Aisling Daly', 'Barry Coughlan', 'Cathal Roche', 'Deirdre Foley', 'Enda Madden', 'Fiona Kearney', 'Gary Hogan', 'Helen Duggan', 'Ivan Petrov', 'Joanne Tobin', 'Kieran Shiels', 'Louise Nash', 'Martin Egan', 'Nuala Burke'];
const FUEL_BRANDS: Array<[string, number, number]> = [['Circle K', 4, 0.03], ['Applegreen', 4, -0.02], ['Maxol', 2, 0.01], ['Texaco', 2, 0.04], ['Top Oil', 1.5, -0.04]];
const CHARGE_BRANDS: Array<[string, number, number]> = [['ESB ecars', 3, 0.05], ['Ionity', 1.5, 0.2], ['Depot Charger', 4, -0.1]];
const FUEL_NOTES = ['receipt lost', 'fuel card declined, paid personally', 'car wash included', 'topped up only', 'pump slow', 'AdBlue added'];
const FUEL_PRICES: Record<string, [number, number]> = { diesel: [1.74, 1.69], petrol: [1.81, 1.77], electric: [0.36, 0.41] };

/** Registration ("231-D-4821"), "Vehicle Type" (van/car/truck), Driver, "Fill Date" "2024-03-05", "Odometer (km)", Litres "45.20" (blank for electric), kWh (electric only), "Unit Price (€)" (per litre, or per kWh for electric), "Total Cost" "€78.40", "Fuel Type" (diesel/petrol/electric), "Station Brand", Notes (mostly blank). */
export function fleetFuelLog(): EvalDataset {
  const rand = random(10_003);
  const vehicles: Array<{ reg: string; type: string; fuel: string; driver: string; every: number; kmPerDay: number; rate: number; tank: number }> = [];
  const plates = new Set<string>();
  const plan: Array<[string, number]> = [['truck', 4], ['van', 12], ['car', 8]];
  for (const [type, n] of plan) {
    for (let k = 0; k < n; k++) {
      const reg = `${pick(rand, ['191', '201', '211', '221', '231', '241'])}-${pick(rand, ['D', 'KE', 'MH', 'WW'])}-${String(1000 + Math.floor(rand() * 9000))}`;
      if (plates.has(reg)) { k--; continue; }
      plates.add(reg);
      const fuel = type === 'truck' ? 'diesel' : type === 'van' ? (rand() < 0.25 ? 'electric' : 'diesel') : choose(rand, [['petrol', 45], ['diesel', 25], ['electric', 30]]);
      const electric = fuel === 'electric';
      vehicles.push({
        reg, type, fuel, driver: FUEL_DRIVERS[vehicles.length % FUEL_DRIVERS.length],
        // Electric vehicles do short city rounds and charge often; every fill is sized to stay under the tank or battery.
        every: type === 'truck' ? 6 : electric ? 5 : type === 'van' ? 7 : 14, kmPerDay: type === 'truck' ? 180 : electric ? 42 : type === 'van' ? 95 : 50,
        rate: electric ? (type === 'van' ? 24 : 17) : type === 'truck' ? 31 : type === 'van' ? 9 : fuel === 'petrol' ? 6.8 : 5.6, tank: type === 'truck' ? 900 : electric ? 80 : type === 'van' ? 95 : 80,
      });
    }
  }
  const drafts: Row[] = [];
  for (const v of vehicles) {
    let day = Date.UTC(2023, 0, 2) + Math.floor(rand() * v.every) * DAY;
    let odometer = 20_000 + Math.floor(rand() * 130_000);
    let first = true;
    while (day < Date.UTC(2025, 0, 1)) {
      const gap = Math.max(2, Math.round(v.every * (0.6 + rand() * 0.8)));
      day += gap * DAY;
      if (day >= Date.UTC(2025, 0, 1)) break;
      if (new Date(day).getUTCDay() === 0 && rand() < 0.8) day += DAY;
      if (day >= Date.UTC(2025, 0, 1)) break;
      const km = Math.round(gap * v.kmPerDay * (0.7 + rand() * 0.6));
      odometer += km;
      const electric = v.fuel === 'electric';
      const quantity = first ? v.tank * (0.4 + rand() * 0.4) : Math.min(v.tank, (km * v.rate * (0.9 + rand() * 0.2)) / 100);
      first = false;
      const qty = electric ? Math.round(quantity * 10) / 10 : round2(quantity);
      const year = new Date(day).getUTCFullYear();
      const month = new Date(day).getUTCMonth();
      const [brand, , offset] = choose(rand, (electric ? CHARGE_BRANDS : FUEL_BRANDS).map((b) => [b, b[1]] as [[string, number, number], number]));
      const base = FUEL_PRICES[v.fuel][year - 2023] * (1 + 0.03 * Math.sin((month / 12) * 2 * Math.PI));
      const price = Math.round((base + offset + gauss(rand) * 0.015) * 1000) / 1000;
      drafts.push({
        Registration: v.reg, 'Vehicle Type': v.type, Driver: rand() < 0.1 ? pick(rand, FUEL_DRIVERS) : v.driver, 'Fill Date': new Date(day), 'Odometer (km)': odometer,
        Litres: electric ? null : qty, kWh: electric ? qty : null, 'Unit Price (€)': price, 'Total Cost': round2(qty * price), 'Fuel Type': v.fuel, 'Station Brand': brand, Notes: rand() < 0.08 ? pick(rand, FUEL_NOTES) : null,
      });
    }
  }
  const rows = drafts.sort((a, b) => (a['Fill Date'] as Date).getTime() - (b['Fill Date'] as Date).getTime());
  const header = ['Registration', 'Vehicle Type', 'Driver', 'Fill Date', 'Odometer (km)', 'Litres', 'kWh', 'Unit Price (€)', 'Total Cost', 'Fuel Type', 'Station Brand', 'Notes'];
  const lines = rows.map((row) => [
    row.Registration as string, row['Vehicle Type'] as string, row.Driver as string, isoDay(row['Fill Date'] as Date), String(row['Odometer (km)']),
    row.Litres === null ? '' : (row.Litres as number).toFixed(2), row.kWh === null ? '' : (row.kWh as number).toFixed(1), (row['Unit Price (€)'] as number).toFixed(3),
    `€${money2(row['Total Cost'] as number)}`, row['Fuel Type'] as string, row['Station Brand'] as string, (row.Notes as string | null) ?? '',
  ]);
  return { name: 'p10_fuel', file: 'fleet_fuel_log.csv', bytes: csvBytes(header, lines), tables: [{ label: 'fleet_fuel_log.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a bank's loan applications, 2022-2024

const LOAN_PURPOSES: Array<[string, number, number]> = [
  // [purpose, weight, typical amount]
  ['Debt Consolidation', 30, 14_000], ['Home Improvement', 18, 18_000], ['Car', 16, 16_000], ['Small Business', 9, 28_000], ['Medical', 7, 7_000], ['Education', 10, 12_000], ['Wedding', 5, 9_000], ['Holiday', 5, 4_000],
];
const LOAN_REGIONS: Array<[string, number]> = [['North', 20], ['South', 24], ['East', 18], ['West', 22], ['Central', 16]];
/** "05-Mar-2023" */
const bankDay = (d: Date): string => `${pad2(d.getUTCDate())}-${MONTH_SHORT[d.getUTCMonth()]}-${String(d.getUTCFullYear())}`;

/** "Application ID", "Applied Date" "05-Mar-2023", "Applicant Age", "Annual Income" "$54,000", "Loan Amount (USD)", "Term (months)" 36/60, Purpose, "Credit Score" (blank for some), "Employment Length" ("10+ years", "< 1 year", "n/a"), Status (Approved/Rejected/Withdrawn), "Interest Rate" "7.25%" and Defaulted (Y/N) blank unless approved, Region. */
export function loanApplications(): EvalDataset {
  const rand = random(10_004);
  const drafts: Row[] = [];
  while (drafts.length < 1500) {
    const day = Date.UTC(2022, 0, 1) + Math.floor(rand() * 1096) * DAY;
    const weekday = new Date(day).getUTCDay();
    if ((weekday === 0 || weekday === 6) && rand() < 0.6) continue;
    const month = new Date(day).getUTCMonth();
    if (month !== 0 && month !== 8 && rand() < 0.15) continue; // January and September are busier
    const [purpose, , typical] = choose(rand, LOAN_PURPOSES.map((p) => [p, p[1]] as [(typeof LOAN_PURPOSES)[number], number]));
    const age = Math.round(clamp(38 + gauss(rand) * 11, 19, 75));
    const income = Math.round((52_000 * Math.exp(gauss(rand) * 0.4) * (age < 25 ? 0.7 : 1)) / 500) * 500;
    const amount = Math.round(clamp(typical * Math.exp(gauss(rand) * 0.5), 1000, 50_000) / 500) * 500;
    const term = amount > 15_000 ? (rand() < 0.7 ? 60 : 36) : rand() < 0.25 ? 60 : 36;
    const score = rand() < 0.08 ? null : Math.round(clamp(690 + gauss(rand) * 60, 480, 850));
    const years = age < 22 ? (rand() < 0.7 ? 0 : 1) : Math.min(10, Math.floor(rand() * (age - 18) * 0.6));
    const employment = rand() < 0.06 ? null : years === 0 ? '< 1 year' : years >= 10 ? '10+ years' : years === 1 ? '1 year' : `${String(years)} years`;
    const odds = clamp(0.55 + ((score ?? 620) - 680) / 250 - (amount / income) * 0.5 + (employment === null ? -0.15 : 0), 0.05, 0.95);
    const status = rand() < 0.08 ? 'Withdrawn' : rand() < odds ? 'Approved' : 'Rejected';
    const approved = status === 'Approved';
    const rate = approved ? Math.round((5 + (760 - (score ?? 640)) / 30 + (term === 60 ? 1 : 0) + gauss(rand) * 0.8) * 4) / 4 : null;
    drafts.push({
      'Applied Date': new Date(day), 'Applicant Age': age, 'Annual Income': income, 'Loan Amount (USD)': amount, 'Term (months)': term, Purpose: purpose, 'Credit Score': score, 'Employment Length': employment, Status: status,
      'Interest Rate': rate === null ? null : Math.max(3.5, rate), Defaulted: approved ? (rand() < clamp(0.02 + ((rate ?? 8) - 6) * 0.02, 0.01, 0.4) ? 'Y' : 'N') : null, Region: choose(rand, LOAN_REGIONS),
    });
  }
  drafts.sort((a, b) => (a['Applied Date'] as Date).getTime() - (b['Applied Date'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, n) => ({ 'Application ID': `LA-${String(300_001 + n)}`, ...draft }));
  const header = ['Application ID', 'Applied Date', 'Applicant Age', 'Annual Income', 'Loan Amount (USD)', 'Term (months)', 'Purpose', 'Credit Score', 'Employment Length', 'Status', 'Interest Rate', 'Defaulted', 'Region'];
  const lines = rows.map((row) => [
    row['Application ID'] as string, bankDay(row['Applied Date'] as Date), String(row['Applicant Age']), `$${thousands(row['Annual Income'] as number)}`, String(row['Loan Amount (USD)']), String(row['Term (months)']), row.Purpose as string,
    row['Credit Score'] === null ? '' : String(row['Credit Score']), (row['Employment Length'] as string | null) ?? 'n/a', row.Status as string, row['Interest Rate'] === null ? '' : `${(row['Interest Rate'] as number).toFixed(2)}%`,
    (row.Defaulted as string | null) ?? '', row.Region as string,
  ]);
  return { name: 'p10_loans', file: 'loan_applications.csv', bytes: csvBytes(header, lines), tables: [{ label: 'loan_applications.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a department budget workbook for 2024: "Budget" (wide, one column per month) and "Actuals" (long)

const BUDGET_LINES: Array<[string, Array<[string, number, number]>]> = [
  // [department, [cost line, monthly budget, how far actuals run from it]]
  ['Finance', [['Travel', 2_000, 0.8], ['Software', 4_500, 1.05], ['Training', 1_500, 0.7], ['Audit Fees', 6_000, 1.2]]],
  ['IT', [['Travel', 1_500, 1.1], ['Software', 12_000, 1.15], ['Cloud Hosting', 18_000, 1.25], ['Contractors', 15_000, 0.85]]],
  ['Marketing', [['Travel', 3_500, 1.3], ['Software', 3_000, 0.9], ['Advertising', 22_000, 1.1], ['Events', 8_000, 0.75]]],
  ['Operations', [['Travel', 2_500, 0.95], ['Facilities', 14_000, 1.02], ['Contractors', 9_000, 1.18], ['Training', 2_000, 0.6]]],
  ['People', [['Travel', 1_000, 0.9], ['Software', 2_500, 1.0], ['Training', 4_000, 1.12], ['Recruitment', 7_000, 0.8]]],
];
const LINE_VENDORS: Record<string, string[]> = {
  Travel: ['SkyWays Travel', 'Rail Direct', 'HotelHub'], Software: ['Northwind Software', 'CloudDesk', 'Ledgerly'], Training: ['SkillUp Academy', 'LearnPro'], 'Audit Fees': ['Baker & Finch LLP'],
  'Cloud Hosting': ['Nimbus Cloud'], Contractors: ['Apex Staffing', 'Brightwork Consulting'], Advertising: ['AdReach Media', 'Billboard Co'], Events: ['Venue Works', 'ExpoLine'],
  Facilities: ['CleanCo', 'FixIt Facilities', 'PowerGrid Energy'], Recruitment: ['TalentScout', 'HireWell'],
};
const APPROVERS = ['K. Walsh', 'R. Singh', 'M. Okoye', 'J. Park'];
const BUDGET_SEASON = [1.0, 0.95, 1.05, 1.0, 1.0, 1.1, 0.85, 0.8, 1.05, 1.1, 1.1, 0.9];

/** "Budget": Department, "Cost Line", then Jan … Dec of 2024 (amounts). "Actuals": Date (a real Excel date), Department, "Cost Line", Vendor, Amount (shown "$#,##0.00"), "Invoice ID", "Approved By" (blank for some). */
export async function budgetWorkbook(): Promise<EvalDataset> {
  const rand = random(10_005);
  const budget: Row[] = [];
  const drafts: Row[] = [];
  for (const [department, lines] of BUDGET_LINES) {
    for (const [line, monthly, drift] of lines) {
      const row: Row = { Department: department, 'Cost Line': line };
      for (let m = 0; m < 12; m++) {
        const planned = Math.round((monthly * BUDGET_SEASON[m] * (line === 'Events' && (m === 4 || m === 9) ? 2.5 : 1)) / 100) * 100;
        row[MONTH_SHORT[m]] = planned;
        const spent = planned * drift * (0.7 + rand() * 0.6);
        const n = 1 + Math.floor(rand() * 3);
        for (let k = 0; k < n; k++) {
          const date = Date.UTC(2024, m, 1 + Math.floor(rand() * 28));
          drafts.push({ Date: new Date(date), Department: department, 'Cost Line': line, Vendor: pick(rand, LINE_VENDORS[line]), Amount: round2(spent / n * (0.8 + rand() * 0.4)), 'Approved By': rand() < 0.05 ? null : pick(rand, APPROVERS) });
        }
      }
      budget.push(row);
    }
  }
  drafts.sort((a, b) => (a.Date as Date).getTime() - (b.Date as Date).getTime());
  const actuals: Row[] = drafts.map((draft, n) => ({ Date: draft.Date, Department: draft.Department, 'Cost Line': draft['Cost Line'], Vendor: draft.Vendor, Amount: draft.Amount, 'Invoice ID': `INV-24-${String(n + 1).padStart(5, '0')}`, 'Approved By': draft['Approved By'] }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Budget');
  const header = ['Department', 'Cost Line', ...MONTH_SHORT];
  sheet.addRow(header);
  for (const row of budget) sheet.addRow(header.map((h) => row[h]));
  const actualSheet = workbook.addWorksheet('Actuals');
  const actualHeader = ['Date', 'Department', 'Cost Line', 'Vendor', 'Amount', 'Invoice ID', 'Approved By'];
  actualSheet.addRow(actualHeader);
  for (const row of actuals) {
    const added = actualSheet.addRow(actualHeader.map((h) => row[h]));
    added.getCell(1).numFmt = 'dd/mm/yyyy';
    added.getCell(5).numFmt = '$#,##0.00';
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p10_budget', file: 'dept_budget_2024.xlsx', bytes, tables: [{ label: 'dept_budget_2024.xlsx / Budget', rows: budget }, { label: 'dept_budget_2024.xlsx / Actuals', rows: actuals }] };
}

export const PROBE10_DATASETS = new Set(['p10_marathon', 'p10_football', 'p10_fuel', 'p10_loans', 'p10_budget']);

export async function probe10Datasets(): Promise<EvalDataset[]> {
  return [marathonResults(), leagueResults(), fleetFuelLog(), loanApplications(), await budgetWorkbook()];
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

const pct = (part: number, whole: number): number => (100 * part) / whole;
const at = (row: Row, column: string): number => (isNum(row[column]) ? (row[column] as number) : NaN);
const when = (row: Row, column: string): Date => row[column] as Date;
const yearIs = (column: string, ...years: number[]) => (row: Row): boolean => row[column] instanceof Date && years.includes(when(row, column).getUTCFullYear());
const monthIs = (column: string, year: number, month: number) => (row: Row): boolean => yearIs(column, year)(row) && when(row, column).getUTCMonth() === month - 1;
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const numKey = (column: string) => (row: Row): string | null => (isNum(row[column]) ? String(row[column]) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string | number) => (row: Row): boolean => row[column] === value;
const isIn = (column: string, ...values: Array<string | number>) => (row: Row): boolean => values.includes(row[column] as string);
const not = (f: (row: Row) => boolean) => (row: Row): boolean => !f(row);
/** A which-row expectation without its figure: a duration's unit is the answer's choice. */
function unvalued(e: Expected): Expected {
  return e.kind === 'row' ? { kind: 'row', column: e.column, labels: e.labels } : e;
}

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe10Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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

  // ---- marathon results ----
  const r = tables.get('marathon_results.csv') ?? [];
  const R = ask('p10_marathon');
  const FIN = 'Finish Time';
  const HALF = 'Half Split';
  const PACE = 'Pace (min/km)';
  const finished = r.filter(is('Status', 'Finished'));
  const minutesOf = (rows: Row[], column: string): number[] => num(rows, column).map((x) => x / 60);
  R('plain', 'how many entries are there', count(r.length));
  R('plain', 'entries by status', groups(countBy(r, text('Status'))));
  R('plain', 'number of entries per race year', groups(countBy(r, numKey('Race Year'))));
  R('plain', 'how many countries are represented', count(new Set(r.map((row) => row.Country)).size));
  R('plain', 'count of finishers by gender', groups(countBy(finished, text('Gender'))));
  R('everyday words', 'how many runners did not finish', count(r.filter(is('Status', 'DNF')).length));
  R('everyday words', 'how many no-shows were there in 2024', count(r.filter((row) => row.Status === 'DNS' && row['Race Year'] === 2024).length));
  R('everyday words', 'which club has the most finishers', best(countBy(finished, text('Club')), 'Club'));
  R('everyday words', 'biggest age group', best(countBy(r, text('Age Group')), 'Age Group'));
  R('which row', 'who ran the fastest time', unvalued(extremeRows(finished, FIN, 'Runner Name', 'min')));
  R('which row', 'fastest woman in 2023', unvalued(extremeRows(finished, FIN, 'Runner Name', 'min', (row) => row.Gender === 'F' && row['Race Year'] === 2023)));
  R('which row', 'slowest finisher in 2024', unvalued(extremeRows(finished, FIN, 'Runner Name', 'max', is('Race Year', 2024))));
  R('which row', 'which country has the most finishers', best(countBy(finished, text('Country')), 'Country'));
  R('which row', 'which age group has the fastest avg finish time', best(groupBy(finished, text('Age Group'), (m) => mean(num(m, FIN))), 'Age Group', 'min', (k) => [k], false));
  R('comparison', 'finishers 2023 vs 2024', groups(countBy(finished.filter(isIn('Race Year', 2023, 2024)), numKey('Race Year'))));
  R('comparison', 'avg finish time in minutes men vs women', groups(groupBy(finished, text('Gender'), (m) => mean(minutesOf(m, FIN)))));
  R('comparison', 'how many more finishers in 2024 than in 2022', count(finished.filter(is('Race Year', 2024)).length - finished.filter(is('Race Year', 2022)).length));
  R('comparison', 'which year had the most dnfs', best(countBy(r.filter(is('Status', 'DNF')), numKey('Race Year')), 'Race Year'));
  R('types as text', 'how many finished under 3 hours', count(finished.filter((row) => at(row, FIN) < 3 * 3600).length));
  R('types as text', 'avg finish time in minutes', value(mean(minutesOf(finished, FIN))));
  R('types as text', 'median half split in minutes for finishers', value(median(minutesOf(finished, HALF))));
  R('types as text', 'how many finishers had a pace faster than 5:00 per km', count(r.filter((row) => at(row, PACE) < 300).length));
  R('types as text', 'average pace in seconds per km', value(mean(num(r, PACE))));
  R('units and conditions', 'finishers between 3:30 and 4:00', count(finished.filter((row) => at(row, FIN) >= 12_600 && at(row, FIN) <= 14_400).length));
  R('units and conditions', 'avg finish time in minutes for m40-44', value(mean(minutesOf(finished.filter(is('Age Group', 'M40-44')), FIN))));
  R('units and conditions', 'how many finishers took over 4 and a half hours', count(finished.filter((row) => at(row, FIN) > 16_200).length));
  R('units and conditions', 'avg finish time in minutes excluding 2022', value(mean(minutesOf(finished.filter(not(is('Race Year', 2022))), FIN))));
  R('units and conditions', 'how many irish women finished in 2024', count(finished.filter((row) => row.Country === 'Ireland' && row.Gender === 'F' && row['Race Year'] === 2024).length));
  R('missing values', 'how many entries have no club', count(r.filter((row) => row.Club === null).length));
  R('missing values', 'which columns have gaps', list(missingColumns(r)));
  R('missing values', 'how many dnf runners have a half split time', count(r.filter((row) => row.Status === 'DNF' && row[HALF] !== null).length));
  R('ratio or derived', 'pct of entries that finished', value(pct(finished.length, r.length)));
  R('ratio or derived', 'avg second half minus first half in minutes', value(mean(finished.map((row) => (at(row, FIN) - 2 * at(row, HALF)) / 60))));
  R('ratio or derived', '% of finishers by gender', groups(groupBy(finished, text('Gender'), (m) => pct(m.length, finished.length))));
  R('refuse', 'how many runners are there', eitherReading(count(r.length), count(new Set(r.map((row) => row['Runner Name'])).size)), 'two readings: every entry (a runner may run in several years), or distinct runner names');
  const starters = r.filter(not(is('Status', 'DNS')));
  R('refuse', 'dnf rate', eitherReading(value(pct(r.filter(is('Status', 'DNF')).length, r.length)), value(pct(r.filter(is('Status', 'DNF')).length, starters.length))), 'two readings: DNF over every entry, or over the starters (DNS left out)');
  R('refuse', 'who is the best runner', refuse, 'a judgement');
  R('refuse', 'why did more people drop out in 2023', refuse, 'a reason');
  R('refuse', 'predict the winning time for 2025', refuse, 'a forecast');
  R('refuse', 'average heart rate of finishers', refuse, 'no heart-rate column');
  R('refuse', 'average age of runners', refuse, 'no age column: an age group is a band ("M40-44", "M18-34", "M70+"), not an age');
  R('refuse', 'how many elite runners finished', refuse, '"elite" has no definition in the file');
  R('refuse', 'what was the temperature on race day', refuse, 'no weather column');
  R('refuse', 'how many runners got injured', refuse, 'no injury column (a DNF does not say why)');

  // ---- football league ----
  const f = tables.get('league_results.csv') ?? [];
  const F = ask('p10_football');
  const HG = 'Home Goals';
  const AG = 'Away Goals';
  const ATT = 'Attendance';
  const MD = 'Match Date';
  const goals = (row: Row): number => at(row, HG) + at(row, AG);
  const homeWin = (row: Row): boolean => at(row, HG) > at(row, AG);
  const awayWin = (row: Row): boolean => at(row, HG) < at(row, AG);
  const draw = (row: Row): boolean => at(row, HG) === at(row, AG);
  /** A team's figure over its home and its away matches (the table has one row per match, not per team). */
  const perTeam = (rows: Row[], home: (row: Row) => number, away: (row: Row) => number): Map<string, number> => {
    const totals = new Map<string, number>();
    for (const row of rows) {
      totals.set(row['Home Team'] as string, (totals.get(row['Home Team'] as string) ?? 0) + home(row));
      totals.set(row['Away Team'] as string, (totals.get(row['Away Team'] as string) ?? 0) + away(row));
    }
    return totals;
  };
  const TEAM = 'Ashford Rovers';
  const season24 = f.filter(is('Season', '2023/24'));
  F('plain', 'how many matches are in the file', count(f.length));
  F('plain', 'matches per season', groups(countBy(f, text('Season'))));
  F('plain', 'average attendance', value(mean(num(f, ATT))));
  F('plain', 'avg home goals', value(mean(num(f, HG))));
  F('plain', 'how many different referees', count(new Set(f.map((row) => row.Referee)).size));
  F('everyday words', 'which stadium had the biggest crowd', extremeRows(f, ATT, 'Stadium', 'max'));
  F('everyday words', 'busiest referee', best(countBy(f, text('Referee')), 'Referee'));
  F('everyday words', 'how many home wins', count(f.filter(homeWin).length));
  F('everyday words', 'how many draws were there in 2022/23', count(f.filter((row) => draw(row) && row.Season === '2022/23').length));
  F('which row', 'which team scored the most home goals', best(groupBy(f, text('Home Team'), (m) => sum(num(m, HG))), 'Home Team'));
  F('which row', 'which stadium has the highest avg attendance', best(groupBy(f, text('Stadium'), (m) => mean(num(m, ATT))), 'Stadium'));
  F('which row', 'which team scored the most goals', best(perTeam(f, (row) => at(row, HG), (row) => at(row, AG)), 'team', 'max', (k) => [k]));
  F('which row', 'which team won the most away games', best(perTeam(f, () => 0, (row) => (awayWin(row) ? 1 : 0)), 'team', 'max', (k) => [k]));
  F('comparison', 'avg attendance 2022/23 vs 2023/24', groups(groupBy(f.filter(isIn('Season', '2022/23', '2023/24')), text('Season'), (m) => mean(num(m, ATT)))));
  F('comparison', 'how many more home wins than away wins', count(f.filter(homeWin).length - f.filter(awayWin).length));
  F('comparison', `how many goals did ${TEAM.toLowerCase()} score in 2023/24`, count(perTeam(season24, (row) => at(row, HG), (row) => at(row, AG)).get(TEAM) ?? NaN));
  F('comparison', `goals conceded by ${TEAM.toLowerCase()} in 2023/24`, count(perTeam(season24, (row) => at(row, AG), (row) => at(row, HG)).get(TEAM) ?? NaN));
  F('seasonality', 'which month has the most matches', best(countBy(f, monthKey(MD)), 'month', 'max', monthForms));
  F('seasonality', 'which weekday has the highest avg attendance', best(groupBy(f, weekdayKey(MD), (m) => mean(num(m, ATT))), 'weekday', 'max', weekdayForms));
  F('seasonality', 'how many matches were played on a tuesday', count(f.filter((row) => when(row, MD).getUTCDay() === 2).length));
  F('types as text', 'matches played in december 2023', count(f.filter(monthIs(MD, 2023, 12)).length));
  F('types as text', 'how many matches before 1 jan 2023', count(f.filter((row) => when(row, MD).getTime() < Date.UTC(2023, 0, 1)).length));
  F('types as text', 'avg attendance in march 2024', value(mean(num(f.filter(monthIs(MD, 2024, 3)), ATT))));
  F('units and conditions', 'matches with attendance over 40,000', count(f.filter((row) => at(row, ATT) > 40_000).length));
  F('units and conditions', 'matches with more than 4 goals', count(f.filter((row) => goals(row) > 4).length));
  F('units and conditions', 'avg attendance excluding 2021/22', value(mean(num(f.filter(not(is('Season', '2021/22'))), ATT))));
  F('units and conditions', 'matches with a crowd between 20k and 30k', count(f.filter((row) => at(row, ATT) >= 20_000 && at(row, ATT) <= 30_000).length));
  F('units and conditions', `home wins for ${TEAM.toLowerCase()}`, count(f.filter((row) => row['Home Team'] === TEAM && homeWin(row)).length));
  F('missing values', 'how many matches have no attendance', count(f.filter((row) => row[ATT] === null).length));
  F('missing values', 'which columns have gaps', list(missingColumns(f)));
  F('ratio or derived', 'pct of matches that ended in a draw', value(pct(f.filter(draw).length, f.length)));
  F('ratio or derived', 'home win % by season', groups(groupBy(f, text('Season'), (m) => pct(m.filter(homeWin).length, m.length))));
  F('ratio or derived', 'avg goals per match', value(mean(f.map(goals))));
  F('ratio or derived', 'total goals by season', groups(groupBy(f, text('Season'), (m) => sum(m.map(goals)))));
  const points = (win: number) => perTeam(season24, (row) => (homeWin(row) ? win : draw(row) ? 1 : 0), (row) => (awayWin(row) ? win : draw(row) ? 1 : 0));
  const leader = (table: Map<string, number>): Expected => best(table, 'team', 'max', (k) => [k], false);
  F('which row', 'who won the league in 2023/24', eitherReading(leader(points(3)), leader(points(2))), 'two readings where they differ: 3 or 2 points for a win (the file holds no points rule)');
  F('refuse', 'average attendance per team', refuse, 'two readings: over each team\'s home matches (its own stadium), or over every match it played, home and away');
  F('refuse', 'who scored the most goals', refuse, 'no scorer column: goals are per team, not per player (unlike "which team scored the most goals")');
  F('refuse', 'which team has the best home record', refuse, '"best record" has no definition: wins, points or win rate');
  F('refuse', 'how many yellow cards did m. dean give', refuse, 'no cards column');
  F('refuse', 'why did attendance drop at eastbury road', refuse, 'a reason');
  F('refuse', 'predict the score of the next ashford rovers home game', refuse, 'a forecast');
  F('refuse', 'average ticket price', refuse, 'no ticket price column');
  F('refuse', 'which stadium has the biggest capacity', refuse, 'no capacity column: the biggest crowd is not the capacity');
  F('refuse', 'how many sell-outs were there', refuse, 'no capacity column, so no sell-out');
  F('refuse', 'what was the possession % for ironvale rangers', refuse, 'no possession column');

  // ---- fleet fuel log ----
  const l = tables.get('fleet_fuel_log.csv') ?? [];
  const L = ask('p10_fuel');
  const COST = 'Total Cost';
  const LIT = 'Litres';
  const PRICE = 'Unit Price (€)';
  const FD = 'Fill Date';
  const fuelled = l.filter(not(is('Fuel Type', 'electric')));
  const diesel = l.filter(is('Fuel Type', 'diesel'));
  L('plain', 'how many fill-ups are logged', count(l.length));
  L('plain', 'total spend in the log', value(sum(num(l, COST))));
  L('plain', 'total litres', value(sum(num(l, LIT))));
  L('plain', 'fill-ups by vehicle type', groups(countBy(l, text('Vehicle Type'))));
  L('plain', 'avg cost per fill-up', value(mean(num(l, COST))));
  L('plain', 'how many vehicles are in the log', count(new Set(l.map((row) => row.Registration)).size));
  L('plain', 'total kwh charged', value(sum(num(l, 'kWh'))));
  L('everyday words', 'which driver spent the most', best(groupBy(l, text('Driver'), (m) => sum(num(m, COST))), 'Driver'));
  L('everyday words', 'cheapest station brand for diesel on average', best(groupBy(diesel, text('Station Brand'), (m) => mean(num(m, PRICE))), 'Station Brand', 'min'));
  L('everyday words', 'which vehicle filled up most often', best(countBy(l, text('Registration')), 'Registration'));
  L('everyday words', 'most expensive fill-up', extremeRows(l, COST, 'Registration', 'max'));
  L('which row', 'which van used the most litres', best(groupBy(l.filter(is('Vehicle Type', 'van')), text('Registration'), (m) => sum(num(m, LIT))), 'Registration'));
  L('which row', 'biggest single fill in litres', extremeRows(l, LIT, 'Registration', 'max'));
  L('which row', 'which station brand did we use the most', best(countBy(l, text('Station Brand')), 'Station Brand'));
  L('comparison', 'avg unit price diesel vs petrol', groups(groupBy(l.filter(isIn('Fuel Type', 'diesel', 'petrol')), text('Fuel Type'), (m) => mean(num(m, PRICE)))));
  L('comparison', 'spend 2023 vs 2024', groups(groupBy(l, yearKey(FD), (m) => sum(num(m, COST)))));
  L('comparison', 'how much more did we spend on diesel than petrol', value(sum(num(diesel, COST)) - sum(num(l.filter(is('Fuel Type', 'petrol')), COST))));
  L('seasonality', 'which month of the year has the highest spend', best(groupBy(l, monthKey(FD), (m) => sum(num(m, COST))), 'month', 'max', monthForms));
  L('seasonality', 'which weekday has the most fill-ups', best(countBy(l, weekdayKey(FD)), 'weekday', 'max', weekdayForms));
  L('seasonality', 'how many fill-ups happened on a sunday', count(l.filter((row) => when(row, FD).getUTCDay() === 0).length));
  L('types as text', 'fill-ups in march 2024', count(l.filter(monthIs(FD, 2024, 3)).length));
  L('types as text', 'total spend before 1 july 2023', value(sum(num(l.filter((row) => when(row, FD).getTime() < Date.UTC(2023, 6, 1)), COST))));
  L('types as text', 'avg litres per fill for trucks', value(mean(num(l.filter(is('Vehicle Type', 'truck')), LIT))));
  L('units and conditions', 'fill-ups over €100', count(l.filter((row) => at(row, COST) > 100).length));
  L('units and conditions', 'fill-ups between 40 and 60 litres', count(l.filter((row) => at(row, LIT) >= 40 && at(row, LIT) <= 60).length));
  L('units and conditions', 'total spend excluding electric', value(sum(num(fuelled, COST))));
  L('units and conditions', 'avg unit price for petrol in 2024', value(mean(num(l.filter((row) => row['Fuel Type'] === 'petrol' && yearIs(FD, 2024)(row)), PRICE))));
  L('units and conditions', 'fills with a unit price above €1.80', count(l.filter((row) => at(row, PRICE) > 1.8).length));
  L('missing values', 'how many fill-ups have a note', count(l.filter((row) => row.Notes !== null).length));
  L('missing values', 'which columns have gaps', list(missingColumns(l)));
  L('missing values', 'how many rows have no litres', count(l.filter((row) => row[LIT] === null).length));
  L('ratio or derived', 'pct of spend on diesel', value(pct(sum(num(diesel, COST)), sum(num(l, COST)))));
  L('ratio or derived', 'avg cost per fill-up by vehicle type', groups(groupBy(l, text('Vehicle Type'), (m) => mean(num(m, COST)))));
  L('ratio or derived', 'electric share of fill-ups in %', value(pct(l.filter(is('Fuel Type', 'electric')).length, l.length)));
  // Consumption: each fill after a vehicle's first covers the distance since the previous fill.
  const legs: Array<[number, number]> = [];
  for (const reg of new Set(fuelled.map((row) => row.Registration))) {
    const fills = fuelled.filter(is('Registration', reg as string)).sort((a, b) => at(a, 'Odometer (km)') - at(b, 'Odometer (km)'));
    for (let k = 1; k < fills.length; k++) legs.push([at(fills[k], LIT), at(fills[k], 'Odometer (km)') - at(fills[k - 1], 'Odometer (km)')]);
  }
  L('refuse', 'avg fuel consumption in litres per 100 km', eitherReading(value(mean(legs.map(([litres, km]) => (100 * litres) / km))), value((100 * sum(legs.map(([litres]) => litres))) / sum(legs.map(([, km]) => km)))), 'two readings: the average of each fill\'s litres per 100 km since the previous fill, or total litres over total distance (and the first fill of each vehicle has no distance)');
  L('refuse', 'which driver drives the most aggressively', refuse, 'a judgement, and no driving-style column');
  L('refuse', 'why did fuel costs go up in 2024', refuse, 'a reason');
  L('refuse', 'forecast fuel spend for 2025', refuse, 'a forecast');
  L('refuse', 'how much co2 did the fleet emit', refuse, 'no emission factor in the file');
  L('refuse', 'which vehicles are due a service', refuse, 'no service schedule column');
  L('refuse', 'how many fill-ups were fraudulent', refuse, '"fraudulent" has no definition in the file');
  L('refuse', 'total energy used by the fleet', refuse, 'litres and kWh are different units: no single total without a conversion the file does not give');
  L('refuse', 'average tank size by vehicle type', refuse, 'no tank-size column (a fill is not a full tank)');
  // ---- loan applications ----
  const a = tables.get('loan_applications.csv') ?? [];
  const A = ask('p10_loans');
  const AD = 'Applied Date';
  const INC = 'Annual Income';
  const AMT = 'Loan Amount (USD)';
  const RATE = 'Interest Rate';
  const SCORE = 'Credit Score';
  const approvedRows = a.filter(is('Status', 'Approved'));
  const rejected = is('Status', 'Rejected');
  A('plain', 'how many applications', count(a.length));
  A('plain', 'applications by status', groups(countBy(a, text('Status'))));
  A('plain', 'avg loan amount', value(mean(num(a, AMT))));
  A('plain', 'median annual income', value(median(num(a, INC))));
  A('plain', 'applications per purpose', groups(countBy(a, text('Purpose'))));
  A('everyday words', 'how many applications were turned down', count(a.filter(rejected).length));
  A('everyday words', 'biggest loan requested', value(Math.max(...num(a, AMT))));
  A('everyday words', 'how many applicants pulled out', count(a.filter(is('Status', 'Withdrawn')).length));
  A('everyday words', 'most common loan purpose', best(countBy(a, text('Purpose')), 'Purpose'));
  A('which row', 'which purpose has the highest avg loan amount', best(groupBy(a, text('Purpose'), (m) => mean(num(m, AMT))), 'Purpose'));
  A('which row', 'application with the highest income', extremeRows(a, INC, 'Application ID', 'max'));
  A('which row', 'which region has the most defaults', best(countBy(a.filter(is('Defaulted', 'Y')), text('Region')), 'Region'));
  A('comparison', 'approvals 2023 vs 2024', groups(countBy(approvedRows.filter(yearIs(AD, 2023, 2024)), yearKey(AD))));
  A('comparison', 'avg interest rate 36 vs 60 month loans', groups(groupBy(approvedRows, numKey('Term (months)'), (m) => mean(num(m, RATE)))));
  A('comparison', 'how many more rejections than approvals in 2022', count(a.filter((row) => rejected(row) && yearIs(AD, 2022)(row)).length - approvedRows.filter(yearIs(AD, 2022)).length));
  A('seasonality', 'which month of the year gets the most applications', best(countBy(a, monthKey(AD)), 'month', 'max', monthForms));
  A('seasonality', 'which weekday gets the most applications', best(countBy(a, weekdayKey(AD)), 'weekday', 'max', weekdayForms));
  A('types as text', 'applications in march 2023', count(a.filter(monthIs(AD, 2023, 3)).length));
  A('types as text', 'avg annual income of approved applicants', value(mean(num(approvedRows, INC))));
  A('types as text', 'avg interest rate of approved loans', value(mean(num(approvedRows, RATE))));
  A('types as text', 'how many applicants have 10+ years of employment', count(a.filter(is('Employment Length', '10+ years')).length));
  A('units and conditions', 'applications for more than $20k', count(a.filter((row) => at(row, AMT) > 20_000).length));
  A('units and conditions', 'applicants earning between 40k and 60k', count(a.filter((row) => at(row, INC) >= 40_000 && at(row, INC) <= 60_000).length));
  A('units and conditions', 'avg credit score excluding rejected applications', value(mean(num(a.filter(not(rejected)), SCORE))));
  A('units and conditions', 'approved loans with an interest rate above 10%', count(approvedRows.filter((row) => at(row, RATE) > 10).length));
  A('units and conditions', 'how many applicants are under 25', count(a.filter((row) => at(row, 'Applicant Age') < 25).length));
  A('missing values', 'how many applications have no credit score', count(a.filter((row) => row[SCORE] === null).length));
  A('missing values', 'which columns have gaps', list(missingColumns(a)));
  A('ratio or derived', 'default rate of approved loans in %', value(pct(approvedRows.filter(is('Defaulted', 'Y')).length, approvedRows.length)));
  A('ratio or derived', 'pct of applications rejected', value(pct(a.filter(rejected).length, a.length)));
  A('ratio or derived', 'default rate by purpose for approved loans, in %', groups(groupBy(approvedRows, text('Purpose'), (m) => pct(m.filter(is('Defaulted', 'Y')).length, m.length))));
  const decided = a.filter(isIn('Status', 'Approved', 'Rejected'));
  A('refuse', 'approval rate', eitherReading(value(pct(approvedRows.length, a.length)), value(pct(approvedRows.length, decided.length))), 'two readings: approved over every application, or over the decided ones (withdrawn left out)');
  A('refuse', 'average loan to income ratio', eitherReading(value(mean(a.map((row) => at(row, AMT) / at(row, INC)))), value(sum(num(a, AMT)) / sum(num(a, INC)))), 'two readings: the average of each application\'s ratio, or total amount over total income');
  A('refuse', 'average employment length in years', refuse, 'lengths are bands written as text ("10+ years", "< 1 year", "n/a"): no exact number of years');
  A('refuse', 'why are so many loans rejected', refuse, 'a reason');
  A('refuse', 'predict how many loans will default in 2025', refuse, 'a forecast');
  A('refuse', 'how many applicants own their home', refuse, 'no home-ownership column');
  A('refuse', 'how much interest has the bank earned', refuse, 'no repayment data: a rate is not interest received');
  A('refuse', 'which applicants are high risk', refuse, '"high risk" has no definition in the file');
  A('refuse', 'average loan amount by gender', refuse, 'no gender column');

  // ---- budget workbook ----
  const bud = tables.get('dept_budget_2024.xlsx / Budget') ?? [];
  const act = tables.get('dept_budget_2024.xlsx / Actuals') ?? [];
  const B = ask('p10_budget');
  const yearBudget = (row: Row): number => sum(MONTH_SHORT.map((m) => at(row, m)));
  const budgetBy = (key: (row: Row) => string | null): Map<string, number> => groupBy(bud, key, (m) => sum(m.map(yearBudget)));
  const actualBy = (key: (row: Row) => string | null): Map<string, number> => groupBy(act, key, (m) => sum(num(m, 'Amount')));
  const deptBudget = budgetBy(text('Department'));
  const deptActual = actualBy(text('Department'));
  const overBy = new Map([...deptBudget].map(([k, v]) => [k, (deptActual.get(k) ?? 0) - v]));
  const overPct = new Map([...deptBudget].map(([k, v]) => [k, (100 * ((deptActual.get(k) ?? 0) - v)) / v]));
  const under = [...overBy].sort((x, y) => x[1] - y[1])[0][0];
  const monthBudget = new Map(MONTH_SHORT.map((m, k) => [String(k + 1), sum(bud.map((row) => at(row, m)))]));
  const AMOUNT = 'Amount';
  const marketingLines = bud.filter(is('Department', 'Marketing')).filter((row) => sum(num(act.filter((x) => x.Department === 'Marketing' && x['Cost Line'] === row['Cost Line']), AMOUNT)) > yearBudget(row)).map((row) => row['Cost Line']);
  B('plain', 'total budget for 2024', value(sum(bud.map(yearBudget))));
  B('plain', 'budget by department', groups(deptBudget));
  B('plain', 'total actual spend', value(sum(num(act, AMOUNT))));
  B('plain', 'actual spend by department', groups(deptActual));
  B('plain', 'how many invoices', count(act.length));
  B('plain', 'how many different vendors', count(new Set(act.map((row) => row.Vendor)).size));
  B('everyday words', 'top vendor by spend', best(actualBy(text('Vendor')), 'Vendor'));
  B('everyday words', 'who approved the most invoices', best(countBy(act, text('Approved By')), 'Approved By'));
  B('everyday words', 'biggest invoice', extremeRows(act, AMOUNT, 'Invoice ID', 'max'));
  B('which row', 'which department has the biggest budget', best(deptBudget, 'Department'));
  B('which row', 'which month has the highest budget', best(monthBudget, 'month', 'max', monthForms));
  // Every actual is dated in 2024, so the calendar month "2024-11" is the month 11 too.
  B('which row', 'which month had the highest actual spend', best(actualBy(monthKey('Date')), 'month', 'max', (key) => [...monthForms(key), `2024-${key.padStart(2, '0')}`]));
  B('comparison', 'actual minus budget by department', groups(overBy));
  B('comparison', 'which department is most over budget', eitherReading(best(overBy, 'Department', 'max', (k) => [k], false), best(overPct, 'Department', 'max', (k) => [k], false)), 'two readings where they differ: over by the most dollars, or by the largest % of its budget');
  B('comparison', `how much of the ${under.toLowerCase()} budget is left`, value(-(overBy.get(under) ?? NaN)));
  B('comparison', 'which cost lines in marketing are over budget', list(marketingLines));
  B('ratio or derived', 'pct of the annual budget spent', value(pct(sum(num(act, AMOUNT)), sum(bud.map(yearBudget)))));
  B('plain', 'travel budget for the year', value(sum(bud.filter(is('Cost Line', 'Travel')).map(yearBudget))));
  B('seasonality', 'actual spend in q4', value(sum(num(act.filter((row) => when(row, 'Date').getUTCMonth() >= 9), AMOUNT))));
  B('seasonality', 'budget for march', value(monthBudget.get('3') ?? NaN));
  B('types as text', 'actual spend in march 2024', value(sum(num(act.filter(monthIs('Date', 2024, 3)), AMOUNT))));
  B('types as text', 'spend before 1 july 2024', value(sum(num(act.filter((row) => when(row, 'Date').getTime() < Date.UTC(2024, 6, 1)), AMOUNT))));
  B('units and conditions', 'invoices over $5,000', count(act.filter((row) => at(row, AMOUNT) > 5000).length));
  B('units and conditions', 'invoices between 1k and 2k', count(act.filter((row) => at(row, AMOUNT) >= 1000 && at(row, AMOUNT) <= 2000).length));
  B('units and conditions', 'actual spend excluding it', value(sum(num(act.filter(not(is('Department', 'IT'))), AMOUNT))));
  B('units and conditions', 'software spend in finance', value(sum(num(act.filter((row) => row.Department === 'Finance' && row['Cost Line'] === 'Software'), AMOUNT))));
  B('missing values', 'how many invoices have no approver', count(act.filter((row) => row['Approved By'] === null).length));
  B('missing values', 'which columns in actuals have gaps', list(missingColumns(act)));
  B('ratio or derived', '% of actual spend by department', groups(new Map([...deptActual].map(([k, v]) => [k, pct(v, sum(num(act, AMOUNT)))]))));
  B('ratio or derived', 'avg invoice amount', value(mean(num(act, AMOUNT))));
  B('refuse', 'which cost lines are over budget', refuse, 'two readings: a line within each department (Travel in Marketing), or a line name summed over every department (all Travel)');
  B('refuse', 'variance by department', refuse, 'two readings: the statistic (variance of amounts) or the budget variance (and then actual minus budget or budget minus actual)');
  B('refuse', 'forecast spend for 2025', refuse, 'a forecast');
  B('refuse', 'why is marketing over budget', refuse, 'a reason');
  B('refuse', 'what was the 2023 budget', refuse, 'the workbook holds the 2024 budget only');
  B('refuse', 'which vendor is the most reliable', refuse, 'a judgement');
  B('refuse', 'which invoices were paid late', refuse, 'no due date or payment date');
  B('refuse', 'headcount by department', refuse, 'no headcount column');
  return out;
}

export function probe10Questions(tables: Map<string, Row[]>): Question[] {
  return probe10Catalogue(tables).map((entry) => entry.question);
}
