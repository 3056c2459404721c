/**
 * Blind probe 6, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on the earlier probes). Seven generated files shaped like
 * other common public data than the earlier probes (made-up figures, nothing copied, the reserved
 * packages neither used nor imitated): a ship's passenger list (blank ages and cabins, a name
 * with a comma in it), a wine-quality lab table (long column names with units, "n/a" and blanks),
 * a school's exam scores ("n/a", "." and blanks for a missed test), home sales (dates written
 * "6/12/19", prices written "$425,000", areas written "1,850", "-" for unknown days on market),
 * taxi trips (ISO date-times with a "T", money written "$14.50", "null" passenger counts), an
 * Olympic medal workbook with two sheets (medals per country and Games; the Games with Excel
 * dates), and a song list (release dates written "12 June 1998", durations in milliseconds,
 * "True"/"False", "NA"). Expected figures are computed here in plain JavaScript over the
 * generated rows. PROBE6.md records the data check made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, clamp, csvBytes, eitherReading, extremeRows, groupBy, isNum, isoForms, MONTHS_LONG, monthForms, num, round1, text, topN, weekdayForms, weighted } from './probe2';
import { mean, median, sum, type Expected, type Question } from './questions';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const roundTo = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;
const DAY = 86_400_000;
/** A normal draw (Box-Muller) from the seeded generator. */
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
/** "1,234,567" */
const grouped = (n: number): string => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------
// a ship's passenger list (891 passengers)

const SURNAMES = ['Abbott', 'Baxter', 'Carlson', 'Dawson', 'Ellison', 'Fletcher', 'Gallagher', 'Hansen', 'Ivers', 'Jensen', 'Keane', 'Lindqvist', 'Murphy', 'Nolan', 'Olsen', 'Petrov', 'Quinn', 'Rossi', 'Sullivan', 'Thornton', 'Ulrich', 'Vasquez', 'Whitfield', 'Yates', 'Zeller', 'Brennan', 'Connolly', 'Doyle', 'Eriksen', 'Foley'];
const GIVEN_MEN = ['Albert', 'Bernard', 'Charles', 'David', 'Edward', 'Frederick', 'George', 'Henry', 'Isaac', 'John', 'Karl', 'Leonard', 'Michael', 'Nils', 'Oscar', 'Patrick', 'Richard', 'Samuel', 'Thomas', 'Walter'];
const GIVEN_WOMEN = ['Agnes', 'Bridget', 'Clara', 'Dorothy', 'Elsa', 'Florence', 'Grace', 'Helen', 'Ida', 'Johanna', 'Kate', 'Lillian', 'Margaret', 'Nora', 'Olive', 'Pauline', 'Rose', 'Sarah', 'Theresa', 'Violet'];
const PORTS: Array<[string, number]> = [['Southampton', 0.72], ['Cherbourg', 0.19], ['Queenstown', 0.09]];

/** PassengerId, Survived (0/1), Pclass, "Surname, Title. Given", Sex, Age (about 19% blank or "NA"), SibSp, Parch, Ticket, Fare, Cabin (mostly blank), Embarked (port names, 2 blank). */
export function passengers(): EvalDataset {
  const rand = random(1912);
  const rows: Row[] = [];
  const lines: string[][] = [];
  const names = new Set<string>();
  for (let id = 1; id <= 891; id++) {
    const pclass = weighted(rand, [[1, 216], [2, 184], [3, 491]])[0] as number;
    const male = rand() < (pclass === 1 ? 0.56 : pclass === 2 ? 0.59 : 0.71);
    const child = rand() < 0.08;
    const drawn = (pclass === 1 ? 38 : pclass === 2 ? 30 : 25) + gauss(rand) * 13;
    // An adult drawn under 12 is redrawn between 12 and 20, so that no age piles up at a bound.
    const age = child ? pick(rand, [0.42, 0.67, 0.83, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) : Math.round(drawn < 12 ? 12 + rand() * 8 : Math.min(drawn, 80));
    const ageKnown = rand() >= (pclass === 3 ? 0.25 : 0.12);
    const sibsp = weighted(rand, [[0, 68], [1, 23], [2, 3], [3, 2], [4, 2], [5, 1], [8, 1]])[0] as number;
    const parch = child ? weighted(rand, [[1, 50], [2, 45], [0, 5]])[0] as number : weighted(rand, [[0, 80], [1, 12], [2, 7], [3, 1]])[0] as number;
    const fare = roundTo(pclass === 1 ? 25 + Math.pow(rand(), 2.5) * 490 : pclass === 2 ? 10.5 + rand() * 28 : 6.75 + Math.pow(rand(), 1.5) * 24, 4);
    const port = pclass === 3 ? weighted(rand, [['Southampton', 0.66], ['Cherbourg', 0.12], ['Queenstown', 0.22]])[0] as string : weighted(rand, PORTS)[0] as string;
    const embarked = id === 62 || id === 830 ? null : port;
    const cabin = rand() < (pclass === 1 ? 0.8 : pclass === 2 ? 0.15 : 0.03) ? `${pick(rand, pclass === 1 ? ['A', 'B', 'C', 'D', 'E'] : ['D', 'E', 'F', 'G'])}${1 + Math.floor(rand() * 120)}` : null;
    const chance = (male ? [0.36, 0.15, 0.13][pclass - 1] : [0.96, 0.91, 0.5][pclass - 1]) + (age < 12 ? 0.3 : 0);
    const survived = rand() < Math.min(0.98, chance) ? 1 : 0;
    const title = male ? (age < 12 ? 'Master' : 'Mr') : age < 18 || rand() < 0.3 ? 'Miss' : 'Mrs';
    let name = '';
    while (!name || names.has(name)) name = `${pick(rand, SURNAMES)}, ${title}. ${pick(rand, male ? GIVEN_MEN : GIVEN_WOMEN)}${rand() < 0.5 ? ` ${pick(rand, male ? GIVEN_MEN : GIVEN_WOMEN)}` : ''}`;
    names.add(name);
    const ticket = rand() < 0.2 ? `PC ${17_000 + Math.floor(rand() * 600)}` : String(100_000 + Math.floor(rand() * 300_000));
    rows.push({ PassengerId: id, Survived: survived, Pclass: pclass, Name: name, Sex: male ? 'male' : 'female', Age: ageKnown ? age : null, SibSp: sibsp, Parch: parch, Ticket: ticket, Fare: fare, Cabin: cabin, Embarked: embarked });
    lines.push([String(id), String(survived), String(pclass), name, male ? 'male' : 'female', ageKnown ? String(age) : rand() < 0.8 ? '' : 'NA', String(sibsp), String(parch), ticket, String(fare), cabin ?? '', embarked ?? '']);
  }
  return { name: 'p6_titanic', file: 'passengers.csv', bytes: csvBytes(['PassengerId', 'Survived', 'Pclass', 'Name', 'Sex', 'Age', 'SibSp', 'Parch', 'Ticket', 'Fare', 'Cabin', 'Embarked'], lines), tables: [{ label: 'passengers.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// wine quality lab measurements: 700 reds then 1,100 whites

export const WINE = {
  fixed: 'fixed acidity (g/L)', volatile: 'volatile acidity (g/L)', citric: 'citric acid (g/L)', sugar: 'residual sugar (g/L)', chlorides: 'chlorides (g/L)',
  freeSO2: 'free sulfur dioxide (mg/L)', totalSO2: 'total sulfur dioxide (mg/L)', density: 'density (g/cm³)', pH: 'pH', sulphates: 'sulphates (g/L)', alcohol: 'alcohol (% vol)',
} as const;
const WINE_HEADER = ['type', WINE.fixed, WINE.volatile, WINE.citric, WINE.sugar, WINE.chlorides, WINE.freeSO2, WINE.totalSO2, WINE.density, WINE.pH, WINE.sulphates, WINE.alcohol, 'quality'];

/** Lab figures that drift with the quality score (3-9); pH, sulphates and residual sugar sometimes missing ("n/a" or blank). */
export function wineQuality(): EvalDataset {
  const rand = random(2009);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (const [type, n] of [['red', 700], ['white', 1100]] as const) {
    const red = type === 'red';
    for (let i = 0; i < n; i++) {
      const quality = weighted(rand, red ? [[3, 10], [4, 53], [5, 681], [6, 638], [7, 199], [8, 18]] : [[3, 20], [4, 163], [5, 1457], [6, 2198], [7, 880], [8, 175], [9, 5]])[0] as number;
      const q = quality - 5.6;
      const alcohol = round1(clamp((red ? 10.1 : 10.4) + 0.62 * q + gauss(rand) * 0.8, 8, 14.9));
      const sugar = round1(clamp(red ? 2.2 + Math.abs(gauss(rand)) * 1.2 : 1 + Math.pow(rand(), 1.4) * 18 - 0.4 * q, 0.6, 45));
      const freeSO2 = Math.round(clamp(red ? 15 + gauss(rand) * 9 : 35 + gauss(rand) * 15, 2, 140));
      const cells: Record<string, number | null> = {
        [WINE.fixed]: round1(clamp(red ? 8.3 + gauss(rand) * 1.6 : 6.85 + gauss(rand) * 0.8, 4, 15.9)),
        [WINE.volatile]: roundTo(clamp((red ? 0.53 : 0.28) - 0.07 * q + gauss(rand) * (red ? 0.15 : 0.08), 0.08, 1.58), 3),
        [WINE.citric]: round2(clamp((red ? 0.27 : 0.33) + gauss(rand) * (red ? 0.18 : 0.11), 0, 1)),
        [WINE.sugar]: sugar,
        [WINE.chlorides]: roundTo(clamp((red ? 0.087 : 0.046) + gauss(rand) * (red ? 0.03 : 0.015), 0.009, 0.6), 3),
        [WINE.freeSO2]: freeSO2,
        [WINE.totalSO2]: Math.round(clamp(freeSO2 + (red ? 30 : 100) + gauss(rand) * (red ? 22 : 35), freeSO2 + 4, 400)),
        [WINE.density]: roundTo(0.9967 - 0.0012 * (alcohol - 10.4) + 0.00035 * (sugar - 2.5) + gauss(rand) * 0.0006, 5),
        [WINE.pH]: round2(clamp((red ? 3.31 : 3.19) + gauss(rand) * 0.15, 2.7, 4)),
        [WINE.sulphates]: round2(clamp((red ? 0.62 : 0.49) + 0.04 * q + gauss(rand) * 0.12, 0.22, 2)),
        [WINE.alcohol]: alcohol,
      };
      for (const column of [WINE.pH, WINE.sulphates, WINE.sugar]) if (rand() < (column === WINE.pH ? 0.025 : 0.012)) cells[column] = null;
      rows.push({ type, ...cells, quality });
      lines.push([type, ...WINE_HEADER.slice(1, -1).map((column) => (cells[column] === null ? (rand() < 0.6 ? 'n/a' : '') : String(cells[column]))), String(quality)]);
    }
  }
  return { name: 'p6_wine', file: 'wine_quality.csv', bytes: csvBytes(WINE_HEADER, lines), tables: [{ label: 'wine_quality.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// a district's exam scores (1,000 students)

const SCHOOLS: Array<[string, number]> = [['Lincoln High', 4], ['Jefferson High', -2], ['Roosevelt High', 1], ['Washington High', -4]];

/** student_id, gender, school, grade (9-12), lunch, test preparation course, three scores 0-100; a missed test written "n/a", "." or blank. */
export function examScores(): EvalDataset {
  const rand = random(2015);
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let i = 1; i <= 1000; i++) {
    const [school, effect] = weighted(rand, SCHOOLS.map(([s, e]) => [s, 1, e] as [string, number, number])) as [string, number, number];
    const female = rand() < 0.52;
    const grade = 9 + Math.floor(rand() * 4);
    const standard = rand() < 0.65;
    const prep = rand() < 0.36;
    const ability = gauss(rand) * 11 + effect + (standard ? 4 : -4) + (prep ? 4 : 0) + (grade - 10.5) * 1.2;
    const score = (base: number, own: number): number => Math.round(clamp(base + ability + own + gauss(rand) * 6, 0, 100));
    const math = score(66, female ? -3 : 2);
    const reading = score(69, female ? 4 : -3);
    const writing = score(68, (female ? 5 : -4) + (prep ? 2 : 0));
    const missed = (): boolean => rand() < 0.02;
    const cells = { 'math score': missed() ? null : math, 'reading score': missed() ? null : reading, 'writing score': missed() ? null : writing };
    const id = `S${String(i).padStart(4, '0')}`;
    const row: Row = { student_id: id, gender: female ? 'female' : 'male', school, grade, lunch: standard ? 'standard' : 'free/reduced', 'test preparation course': prep ? 'completed' : 'none', ...cells };
    rows.push(row);
    const written = (v: number | null): string => (v === null ? pick(rand, ['n/a', '.', '']) : String(v));
    lines.push([id, row.gender as string, school, String(grade), row.lunch as string, row['test preparation course'] as string, written(cells['math score']), written(cells['reading score']), written(cells['writing score'])]);
  }
  return { name: 'p6_scores', file: 'exam_scores.csv', bytes: csvBytes(['student_id', 'gender', 'school', 'grade', 'lunch', 'test preparation course', 'math score', 'reading score', 'writing score'], lines), tables: [{ label: 'exam_scores.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// home sales 2018-2023 (800 sales)

const HOODS: Array<[string, number, number, [number, number]]> = [
  // [neighborhood, weight, price per sq ft in 2018, years built]
  ['Old Mill', 1.2, 215, [1900, 1955]], ['Cedar Park', 1.5, 175, [1965, 2005]], ['Northgate', 1.3, 150, [1950, 1990]], ['Lakeside', 0.8, 320, [1970, 2020]],
  ['Riverbend', 1.1, 190, [1985, 2022]], ['Hillcrest', 0.9, 260, [1925, 1980]], ['Southfield', 1.4, 128, [1955, 2010]], ['Bayview', 0.6, 380, [1990, 2022]],
];
const SALE_MONTH_WEIGHTS = [0.55, 0.6, 0.85, 1.05, 1.3, 1.45, 1.35, 1.2, 0.95, 0.85, 0.7, 0.6];

/** "Sale Date" written "6/12/19", "Sale Price" written "$425,000", "Living Area (sq ft)" written "1,850", "Days on Market" blank or "-" when unknown. */
export function homeSales(): EvalDataset {
  const rand = random(1998);
  const drafts: Row[] = [];
  for (let i = 0; i < 800; i++) {
    const year = 2018 + Math.floor(rand() * 6);
    const month = weighted(rand, SALE_MONTH_WEIGHTS.map((w, m) => [m, w] as [number, number]))[0] as number;
    const date = new Date(Date.UTC(year, month, 1 + Math.floor(rand() * new Date(Date.UTC(year, month + 1, 0)).getUTCDate())));
    const [hood, , perFoot, built] = weighted(rand, HOODS) as [string, number, number, [number, number]];
    const bedrooms = weighted(rand, [[1, 5], [2, 18], [3, 40], [4, 27], [5, 8], [6, 2]])[0] as number;
    const area = Math.round(clamp(450 + bedrooms * 420 + gauss(rand) * 380, 520, 5200) / 10) * 10;
    const bathrooms = clamp(Math.round((1 + bedrooms * 0.45 + rand() * 1.2) * 2) / 2, 1, 5);
    const yearBuilt = built[0] + Math.floor(rand() * (built[1] - built[0] + 1));
    const lot = round2(clamp(0.08 + Math.pow(rand(), 2) * 0.9 + (hood === 'Lakeside' ? 0.4 : 0), 0.05, 2.5));
    const garage = rand() < (yearBuilt < 1950 ? 0.35 : 0.85);
    const growth = 1 + 0.075 * (year - 2018 + month / 12) + (year >= 2021 ? 0.08 : 0);
    const price = Math.round((area * perFoot * growth * (garage ? 1.04 : 1) * (1 + gauss(rand) * 0.1) + lot * 40_000) / 500) * 500;
    const dom = rand() < 0.06 ? null : Math.max(1, Math.round(Math.pow(rand(), 2) * 110 * (year >= 2021 ? 0.6 : 1)));
    drafts.push({ 'Sale Date': date, Neighborhood: hood, 'Sale Price': price, 'Living Area (sq ft)': area, Bedrooms: bedrooms, Bathrooms: bathrooms, 'Year Built': yearBuilt, 'Lot Size (acres)': lot, Garage: garage ? 'Yes' : 'No', 'Days on Market': dom });
  }
  drafts.sort((a, b) => (a['Sale Date'] as Date).getTime() - (b['Sale Date'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, i) => ({ 'Sale ID': `HS-${10_001 + i}`, ...draft }));
  const lines = rows.map((row) => {
    const d = row['Sale Date'] as Date;
    return [
      row['Sale ID'] as string, `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${String(d.getUTCFullYear() % 100).padStart(2, '0')}`, row.Neighborhood as string,
      `$${grouped(row['Sale Price'] as number)}`, grouped(row['Living Area (sq ft)'] as number), String(row.Bedrooms), String(row.Bathrooms), String(row['Year Built']),
      (row['Lot Size (acres)'] as number).toFixed(2), row.Garage as string, row['Days on Market'] === null ? pick(rand, ['', '-']) : String(row['Days on Market']),
    ];
  });
  return { name: 'p6_homes', file: 'home_sales.csv', bytes: csvBytes(['Sale ID', 'Sale Date', 'Neighborhood', 'Sale Price', 'Living Area (sq ft)', 'Bedrooms', 'Bathrooms', 'Year Built', 'Lot Size (acres)', 'Garage', 'Days on Market'], lines), tables: [{ label: 'home_sales.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// city taxi trips through 2023 (4,000 trips)

const ZONES: Array<[string, number, number]> = [
  // [pickup zone, weight, typical miles]
  ['Midtown', 5, 2.2], ['Financial District', 3, 2.6], ['Airport', 1.5, 14], ['Uptown', 2.5, 3.1], ['Waterfront', 1.5, 2.4], ['University', 2, 2.0], ['Chinatown', 1.2, 1.8], ['Stadium', 0.8, 3.5],
];
const HOUR_WEIGHTS = [2.2, 1.6, 1.1, 0.7, 0.5, 0.7, 1.6, 3.2, 4.4, 4.1, 3.6, 3.7, 4.0, 4.0, 4.1, 4.3, 4.6, 5.1, 5.6, 5.3, 4.7, 4.3, 3.8, 3.0];
const DAY_WEIGHTS = [0.8, 0.85, 0.95, 1.0, 1.05, 1.25, 1.05]; // Sunday .. Saturday
const isoDateTime = (t: number): string => new Date(t).toISOString().slice(0, 19);

/** pickup and dropoff written "2023-03-04T08:15:00", passenger_count blank or "null" when unknown, money written "$14.50"; a cash trip's tip is written $0.00. */
export function taxiTrips(): EvalDataset {
  const rand = random(2023);
  const drafts: Row[] = [];
  while (drafts.length < 4000) {
    const dayOfYear = Math.floor(rand() * 365);
    const dayStart = Date.UTC(2023, 0, 1) + dayOfYear * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    // Summer and December are busier; a day is kept with a chance that follows its weekday.
    const month = new Date(dayStart).getUTCMonth();
    if (rand() > (DAY_WEIGHTS[weekday] / 1.25) * (month === 11 ? 1 : month >= 5 && month <= 7 ? 0.95 : 0.8)) continue;
    const hour = weighted(rand, HOUR_WEIGHTS.map((w, h) => [h, w] as [number, number]))[0] as number;
    const pickup = dayStart + hour * 3_600_000 + Math.floor(rand() * 3600) * 1000;
    const [zone, , miles] = weighted(rand, ZONES) as [string, number, number];
    const distance = round2(clamp(miles * Math.exp(gauss(rand) * 0.45), 0.3, 38));
    const speed = (hour >= 7 && hour <= 9) || (hour >= 16 && hour <= 19) ? 11 : 17;
    const minutes = Math.max(2, (distance / speed) * 60 + 2 + rand() * 6);
    const dropoff = pickup + Math.round(minutes * 60) * 1000;
    const card = rand() < 0.71;
    const fare = round2(3 + 2.5 * distance + 0.5 * minutes);
    const tip = card ? round2(fare * (rand() < 0.1 ? 0 : 0.1 + rand() * 0.15)) : 0;
    const passengers = rand() < 0.03 ? null : (weighted(rand, [[1, 70], [2, 15], [3, 5], [4, 3], [5, 4], [6, 3]])[0] as number);
    drafts.push({ pickup_datetime: new Date(pickup), dropoff_datetime: new Date(dropoff), passenger_count: passengers, trip_distance_mi: distance, pickup_zone: zone, payment_type: card ? 'Card' : 'Cash', fare_amount: fare, tip_amount: tip, total_amount: round2(fare + tip + 1.5) });
  }
  drafts.sort((a, b) => (a.pickup_datetime as Date).getTime() - (b.pickup_datetime as Date).getTime());
  const rows: Row[] = drafts.map((draft, i) => ({ trip_id: `T${String(i + 1).padStart(5, '0')}`, ...draft }));
  const money = (v: number): string => `$${v.toFixed(2)}`;
  const lines = rows.map((row) => [
    row.trip_id as string, isoDateTime((row.pickup_datetime as Date).getTime()), isoDateTime((row.dropoff_datetime as Date).getTime()),
    row.passenger_count === null ? pick(rand, ['', 'null']) : String(row.passenger_count), (row.trip_distance_mi as number).toFixed(2), row.pickup_zone as string, row.payment_type as string,
    money(row.fare_amount as number), money(row.tip_amount as number), money(row.total_amount as number),
  ]);
  return { name: 'p6_taxi', file: 'taxi_trips.csv', bytes: csvBytes(['trip_id', 'pickup_datetime', 'dropoff_datetime', 'passenger_count', 'trip_distance_mi', 'pickup_zone', 'payment_type', 'fare_amount', 'tip_amount', 'total_amount'], lines), tables: [{ label: 'taxi_trips.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// Olympic medals per country and Games, 1960-2020, in a workbook: "Medals" and "Games"

const SUMMER_HOSTS: Array<[number, string, string]> = [
  [1960, 'Rome', 'Italy'], [1964, 'Tokyo', 'Japan'], [1968, 'Mexico City', 'Mexico'], [1972, 'Munich', 'Germany'], [1976, 'Montreal', 'Canada'], [1980, 'Moscow', 'Russia'],
  [1984, 'Los Angeles', 'United States'], [1988, 'Seoul', 'South Korea'], [1992, 'Barcelona', 'Spain'], [1996, 'Atlanta', 'United States'], [2000, 'Sydney', 'Australia'],
  [2004, 'Athens', 'Greece'], [2008, 'Beijing', 'China'], [2012, 'London', 'Great Britain'], [2016, 'Rio de Janeiro', 'Brazil'], [2020, 'Tokyo', 'Japan'],
];
const WINTER_HOSTS: Array<[number, string, string]> = [
  [1960, 'Squaw Valley', 'United States'], [1964, 'Innsbruck', 'Austria'], [1968, 'Grenoble', 'France'], [1972, 'Sapporo', 'Japan'], [1976, 'Innsbruck', 'Austria'], [1980, 'Lake Placid', 'United States'],
  [1984, 'Sarajevo', 'Yugoslavia'], [1988, 'Calgary', 'Canada'], [1992, 'Albertville', 'France'], [1994, 'Lillehammer', 'Norway'], [1998, 'Nagano', 'Japan'], [2002, 'Salt Lake City', 'United States'],
  [2006, 'Turin', 'Italy'], [2010, 'Vancouver', 'Canada'], [2014, 'Sochi', 'Russia'], [2018, 'Pyeongchang', 'South Korea'],
];
const NATIONS: Array<[string, string, number, number, number]> = [
  // [country, NOC, summer strength, winter strength, first summer Games]
  ['United States', 'USA', 34, 9, 1960], ['Russia', 'RUS', 30, 9, 1960], ['Germany', 'GER', 22, 11, 1960], ['China', 'CHN', 26, 2.5, 1984], ['Great Britain', 'GBR', 11, 0.6, 1960],
  ['France', 'FRA', 10, 3.5, 1960], ['Italy', 'ITA', 10, 4, 1960], ['Japan', 'JPN', 9, 2.5, 1960], ['Australia', 'AUS', 11, 0.4, 1960], ['Hungary', 'HUN', 8, 0.2, 1960],
  ['South Korea', 'KOR', 7, 3, 1964], ['Norway', 'NOR', 1.5, 10, 1960], ['Canada', 'CAN', 6, 7, 1960], ['Sweden', 'SWE', 4, 4.5, 1960], ['Netherlands', 'NED', 5, 4, 1960],
  ['Austria', 'AUT', 0.8, 8, 1960], ['Switzerland', 'SUI', 1.2, 5.5, 1960], ['Kenya', 'KEN', 3, 0, 1964], ['Brazil', 'BRA', 3.5, 0, 1960], ['Jamaica', 'JAM', 2.2, 0, 1968],
  ['Finland', 'FIN', 2, 4, 1960], ['Cuba', 'CUB', 6, 0, 1972],
];

/** A Poisson draw (Knuth) from the seeded generator. */
function poisson(rand: () => number, lambda: number): number {
  if (lambda <= 0) return 0;
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= rand();
  } while (p > limit);
  return k - 1;
}

/** "Medals": Year, Season, Country, NOC, Gold, Silver, Bronze (a row only when the country won a medal); "Games": Year, Season, Host City, Host Country, Nations, Opening Date (an Excel date), Events. */
export async function olympics(): Promise<EvalDataset> {
  const rand = random(1896);
  const medals: Row[] = [];
  const games: Row[] = [];
  const all = [...SUMMER_HOSTS.map((h) => ['Summer', ...h] as const), ...WINTER_HOSTS.map((h) => ['Winter', ...h] as const)].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  for (const [season, year, city, host] of all) {
    const summer = season === 'Summer';
    const opening = summer ? new Date(Date.UTC(year, year === 2000 ? 8 : 6 + Math.floor(rand() * 2), 10 + Math.floor(rand() * 18))) : new Date(Date.UTC(year, 1, 3 + Math.floor(rand() * 12)));
    const progress = (year - 1960) / 60;
    const nations = Math.round(summer ? 83 + 123 * progress + gauss(rand) * 4 : 30 + 62 * progress + gauss(rand) * 3);
    const events = Math.round(summer ? 150 + 189 * progress : 27 + 75 * progress);
    games.push({ Year: year, Season: season, 'Host City': city, 'Host Country': host, Nations: nations, 'Opening Date': opening, Events: events });
    for (const [country, noc, summerStrength, winterStrength, first] of NATIONS) {
      if (summer && year < first) continue;
      const scale = (summer ? summerStrength * (events / 250) : winterStrength * (events / 60)) * (country === host ? 1.6 : 1) * (country === 'China' ? 0.4 + progress * 1.4 : 1);
      const gold = poisson(rand, scale * 0.33);
      const silver = poisson(rand, scale * 0.33);
      const bronze = poisson(rand, scale * 0.36);
      if (gold + silver + bronze) medals.push({ Year: year, Season: season, Country: country, NOC: noc, Gold: gold, Silver: silver, Bronze: bronze });
    }
  }
  const workbook = new ExcelJS.Workbook();
  const medalSheet = workbook.addWorksheet('Medals');
  const medalHeader = ['Year', 'Season', 'Country', 'NOC', 'Gold', 'Silver', 'Bronze'];
  medalSheet.addRow(medalHeader);
  for (const row of medals) medalSheet.addRow(medalHeader.map((h) => row[h]));
  const gameSheet = workbook.addWorksheet('Games');
  const gameHeader = ['Year', 'Season', 'Host City', 'Host Country', 'Nations', 'Opening Date', 'Events'];
  gameSheet.addRow(gameHeader);
  for (const row of games) gameSheet.addRow(gameHeader.map((h) => row[h])).getCell(6).numFmt = 'd mmm yyyy';
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p6_olympics', file: 'olympics.xlsx', bytes, tables: [{ label: 'olympics.xlsx / Medals', rows: medals }, { label: 'olympics.xlsx / Games', rows: games }] };
}

// ---------------------------------------------------------------------------------------------
// a song list with audio features (1,200 tracks)

const GENRES: Array<[string, number, [number, number, number, number, number, number]]> = [
  // [genre, weight, [dance, energy, loudness dB, tempo, valence, minutes]]
  ['pop', 3, [0.68, 0.66, -6, 118, 0.55, 3.5]], ['rock', 2.5, [0.5, 0.78, -6.5, 126, 0.5, 4.2]], ['hip-hop', 2, [0.76, 0.64, -6.8, 98, 0.48, 3.7]],
  ['electronic', 1.5, [0.66, 0.8, -5.5, 126, 0.4, 4.6]], ['jazz', 0.8, [0.55, 0.38, -12, 110, 0.52, 5.2]], ['country', 1.2, [0.58, 0.63, -7, 116, 0.6, 3.4]],
  ['latin', 1, [0.74, 0.72, -5.8, 104, 0.68, 3.6]], ['r&b', 1.2, [0.64, 0.55, -7.5, 100, 0.46, 3.9]],
];
const WORDS_A = ['Midnight', 'Golden', 'Broken', 'Electric', 'Silent', 'Wild', 'Neon', 'Lonely', 'Summer', 'Velvet', 'Crystal', 'Burning', 'Distant', 'Sweet', 'Restless', 'Paper', 'Hollow', 'Endless', 'Faded', 'Bright'];
const WORDS_B = ['Heart', 'River', 'Dreams', 'Highway', 'Fire', 'Rain', 'Lights', 'Shadows', 'Sky', 'Road', 'Echoes', 'Waves', 'Skyline', 'Roses', 'Thunder', 'Moon', 'City', 'Ocean', 'Stars', 'Letters'];
const ARTIST_A = ['The', 'Lil', 'DJ', 'Big', 'Young', 'Mama', 'Sister', 'Captain', 'Doctor', 'Saint'];
const ARTIST_B = ['Foxes', 'Marlow', 'Comets', 'Vega', 'Kestrel', 'Harbor', 'Juniper', 'Static', 'Ember', 'Lotus', 'Rivers', 'Nomad', 'Solace', 'Cobalt', 'Atlas'];

/** track_id, track_name, artist_name, genre, release_date written "12 June 1998", duration_ms, popularity (blank when unknown), danceability, energy, "loudness (dB)", "tempo (BPM)" ("NA" when unknown), valence, explicit "True"/"False". */
export function songs(): EvalDataset {
  const rand = random(1999);
  const artists: Array<[string, string]> = [];
  const taken = new Set<string>();
  while (artists.length < 60) {
    const name = `${pick(rand, ARTIST_A)} ${pick(rand, ARTIST_B)}`;
    if (taken.has(name)) continue;
    taken.add(name);
    artists.push([name, weighted(rand, GENRES.map(([g, w]) => [g, w] as [string, number]))[0] as string]);
  }
  const titles = new Set<string>();
  const rows: Row[] = [];
  const lines: string[][] = [];
  for (let i = 1; i <= 1200; i++) {
    const [artist, genre] = artists[Math.floor(Math.pow(rand(), 1.3) * artists.length)];
    const [dance, energy, loud, tempo, valence, minutes] = (GENRES.find(([g]) => g === genre) ?? GENRES[0])[2];
    const year = Math.round(clamp(2023 - Math.abs(gauss(rand)) * 16, 1962, 2023));
    const date = new Date(Date.UTC(year, Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)));
    let title = '';
    while (!title || titles.has(title)) title = `${pick(rand, WORDS_A)} ${pick(rand, WORDS_B)}${rand() < 0.3 ? ` ${pick(rand, ['Part II', 'Remix', 'Live', 'Acoustic', 'Reprise', 'Interlude'])}` : ''}`;
    titles.add(title);
    const energyValue = roundTo(clamp(energy + gauss(rand) * 0.15, 0.02, 0.99), 3);
    const row: Row = {
      track_id: `TR${String(i).padStart(5, '0')}`, track_name: title, artist_name: artist, genre, release_date: date,
      duration_ms: Math.round(clamp(minutes + gauss(rand) * 0.8, 1.2, 11) * 60_000 + rand() * 1000),
      popularity: rand() < 0.025 ? null : Math.round(clamp(45 + (year - 2000) * 0.8 + gauss(rand) * 16, 0, 100)),
      danceability: roundTo(clamp(dance + gauss(rand) * 0.12, 0.05, 0.99), 3),
      energy: energyValue,
      // Kept below 0 dB without a clamp, so that the loudest track is not a tie.
      'loudness (dB)': roundTo(Math.max(-30, Math.min(loud + (energyValue - energy) * 8 + gauss(rand) * 1.3, -1.2 - rand() * 2)), 3),
      'tempo (BPM)': rand() < 0.015 ? null : roundTo(clamp(tempo + gauss(rand) * 22, 60, 210), 3),
      valence: roundTo(clamp(valence + gauss(rand) * 0.2, 0.02, 0.98), 3),
      explicit: genre === 'hip-hop' ? rand() < 0.6 : rand() < 0.12,
    };
    rows.push(row);
    const d = row.release_date as Date;
    lines.push([
      row.track_id as string, title, artist, genre, `${d.getUTCDate()} ${MONTHS_LONG[d.getUTCMonth()]} ${d.getUTCFullYear()}`, String(row.duration_ms),
      row.popularity === null ? '' : String(row.popularity), String(row.danceability), String(row.energy), String(row['loudness (dB)']),
      row['tempo (BPM)'] === null ? 'NA' : String(row['tempo (BPM)']), String(row.valence), row.explicit ? 'True' : 'False',
    ]);
  }
  return { name: 'p6_songs', file: 'songs.csv', bytes: csvBytes(['track_id', 'track_name', 'artist_name', 'genre', 'release_date', 'duration_ms', 'popularity', 'danceability', 'energy', 'loudness (dB)', 'tempo (BPM)', 'valence', 'explicit'], lines), tables: [{ label: 'songs.csv', rows }] };
}

export const PROBE6_DATASETS = new Set(['p6_titanic', 'p6_wine', 'p6_scores', 'p6_homes', 'p6_taxi', 'p6_olympics', 'p6_songs']);

export async function probe6Datasets(): Promise<EvalDataset[]> {
  return [passengers(), wineQuality(), examScores(), homeSales(), taxiTrips(), await olympics(), songs()];
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
/** A month of a file that holds one year only: also "2023-03". */
const monthOf2023Forms = (key: string): string[] => [...monthForms(key), `2023-${key.padStart(2, '0')}`, `2023-${key.padStart(2, '0')}-01`];
const yearKey = (column: string) => (row: Row): string => String(row[column]);
const pct = (part: number, whole: number): number => (100 * part) / whole;
const at = (row: Row, column: string): number => (isNum(row[column]) ? (row[column] as number) : NaN);
function pearson(pairs: Array<[number, number]>): number {
  const kept = pairs.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  const mx = mean(kept.map(([x]) => x));
  const my = mean(kept.map(([, y]) => y));
  const cov = sum(kept.map(([x, y]) => (x - mx) * (y - my)));
  return cov / Math.sqrt(sum(kept.map(([x]) => (x - mx) ** 2)) * sum(kept.map(([, y]) => (y - my) ** 2)));
}
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe6Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
  const out: CataloguedQuestion[] = [];
  const ask = (data: string) => (cls: ProbeClass, q: string, expect: Expected, why?: string): void => {
    out.push({ question: { data, q, expect, probe: true }, cls: expect.kind === 'refuse' ? 'refuse' : cls, ...(why ? { why } : {}) });
  };
  const refuse: Expected = { kind: 'refuse' };
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });
  const list = (values: Iterable<unknown>): Expected => ({ kind: 'list', values: [...new Set([...values].map(String))] });
  const groups = (values: Map<string, number>): Expected => ({ kind: 'groups', values });

  // ---- passengers ----
  const t = tables.get('passengers.csv') ?? [];
  const T = ask('p6_titanic');
  const survived = (row: Row): boolean => row.Survived === 1;
  const female = (row: Row): boolean => row.Sex === 'female';
  const age = (row: Row): number => at(row, 'Age');
  const cls = (n: number) => (row: Row): boolean => row.Pclass === n;
  const rate = (rows: Row[]): number => pct(rows.filter(survived).length, rows.length);
  T('plain', 'how many passengers are there', count(t.length));
  T('everyday words', 'how many survived', count(t.filter(survived).length));
  T('ratio or derived', 'what % of passengers survived', value(rate(t)));
  T('everyday words', 'how many women survived', count(t.filter((row) => female(row) && survived(row)).length));
  T('ratio or derived', 'survival rate by class in %', groups(groupBy(t, yearKey('Pclass'), rate)));
  T('ratio or derived', 'survival rate for men and for women, as a percentage', groups(groupBy(t, text('Sex'), rate)));
  T('which row', 'who was the oldest passenger', extremeRows(t, 'Age', 'Name', 'max'));
  T('which row', 'youngest survivor', extremeRows(t, 'Age', 'Name', 'min', survived));
  T('plain', 'average age', value(mean(num(t, 'Age'))));
  T('missing values', 'how many passengers have no age recorded', count(t.filter((row) => row.Age === null).length));
  T('plain', 'average fare by class', groups(groupBy(t, yearKey('Pclass'), (m) => mean(num(m, 'Fare')))));
  T('which row', 'who paid the highest fare?', extremeRows(t, 'Fare', 'Name', 'max'));
  T('units and conditions', 'how many children under 12 were on board', count(t.filter((row) => age(row) < 12).length));
  T('ratio or derived', 'survival rate of children under 12, in %', value(rate(t.filter((row) => age(row) < 12))));
  T('everyday words', 'how many passengers boarded at cherbourg', count(t.filter((row) => row.Embarked === 'Cherbourg').length));
  T('plain', 'passengers per port of embarkation', groups(groupBy(t, text('Embarked'), (m) => m.length)));
  T('comparison', 'survivors: men vs women', groups(groupBy(t.filter(survived), text('Sex'), (m) => m.length)));
  T('missing values', 'which columns have blanks', list(missingColumns(t)));
  T('missing values', 'pct missing per column', groups(new Map(Object.keys(t[0] ?? {}).map((column) => [column, pct(t.filter((row) => row[column] === null).length, t.length)]))));
  T('units and conditions', 'median fare in 3rd class', value(median(num(t.filter(cls(3)), 'Fare'))));
  T('comparison', 'average age of survivors vs those who died', groups(groupBy(t, yearKey('Survived'), (m) => mean(num(m, 'Age')))));
  T('units and conditions', 'how many passengers over 60 survived', count(t.filter((row) => age(row) > 60 && survived(row)).length));
  T('everyday words', 'how many travelled alone', count(t.filter((row) => row.SibSp === 0 && row.Parch === 0).length));
  T('units and conditions', 'how many first class women were there', count(t.filter((row) => cls(1)(row) && female(row)).length));
  T('comparison', 'how many more people died than survived', value(t.filter((row) => !survived(row)).length - t.filter(survived).length));
  T('refuse', 'how many crew members were there', refuse, 'the list holds passengers only: no crew');
  T('refuse', 'why did more women survive?', refuse, 'a reason');
  T('refuse', 'was first class worth it', refuse, 'a judgement');
  T('refuse', 'average family size', refuse, 'two readings: SibSp + Parch, or that plus the passenger');
  T('refuse', 'what was the average ticket price in dollars', refuse, 'the fares carry no currency, and no exchange rate is in the file');
  T('refuse', 'which lifeboat saved the most people', refuse, 'no lifeboat column');
  T('refuse', 'how old was the captain', refuse, 'no crew in the list');

  // ---- wine ----
  const w = tables.get('wine_quality.csv') ?? [];
  const W = ask('p6_wine');
  const red = (row: Row): boolean => row.type === 'red';
  const white = (row: Row): boolean => row.type === 'white';
  const wq = (row: Row): number => row.quality as number;
  W('everyday words', 'how many wines are in the file', count(w.length));
  W('everyday words', 'how many red wines are there', count(w.filter(red).length));
  W('plain', 'avg alcohol by quality', groups(groupBy(w, yearKey('quality'), (m) => mean(num(m, WINE.alcohol)))));
  W('comparison', 'average quality red vs white', groups(groupBy(w, text('type'), (m) => mean(num(m, 'quality')))));
  W('units and conditions', 'how many wines scored 8 or higher', count(w.filter((row) => wq(row) >= 8).length));
  W('which row', 'which quality score is the most common', best(groupBy(w, yearKey('quality'), (m) => m.length), 'quality'));
  W('plain', 'highest alcohol content', value(Math.max(...num(w, WINE.alcohol))));
  W('everyday words', 'how sweet is the sweetest white wine', value(Math.max(...num(w.filter(white), WINE.sugar))));
  W('ratio or derived', 'correlation between alcohol and quality', value(pearson(w.map((row) => [at(row, WINE.alcohol), at(row, 'quality')]))));
  W('plain', 'average ph of white wines', value(mean(num(w.filter(white), WINE.pH))));
  W('ratio or derived', 'what share of the wines are red, in %', value(pct(w.filter(red).length, w.length)));
  W('units and conditions', 'average alcohol for wines rated 7 or above', value(mean(num(w.filter((row) => wq(row) >= 7), WINE.alcohol))));
  W('units and conditions', 'how many wines have more than 10g of residual sugar', count(w.filter((row) => at(row, WINE.sugar) > 10).length));
  W('comparison', 'avg residual sugar red vs white', groups(groupBy(w, text('type'), (m) => mean(num(m, WINE.sugar)))));
  W('missing values', 'how many rows have a missing value', count(w.filter((row) => Object.values(row).some((v) => v === null)).length));
  const wineGaps = new Map(missingColumns(w).map((column) => [column, w.filter((row) => row[column] === null).length]));
  W('missing values', 'which column has the most missing values', best(wineGaps, 'column'));
  const byQuality = (q: number): number => mean(num(w.filter((row) => wq(row) === q), WINE.alcohol));
  W('comparison', 'difference in average alcohol between quality 8 and quality 5 wines', value(byQuality(8) - byQuality(5)));
  W('units and conditions', 'median total sulfur dioxide for reds', value(median(num(w.filter(red), WINE.totalSO2))));
  W('plain', 'lowest ph among red wines', value(Math.min(...num(w.filter(red), WINE.pH))));
  W('everyday words', 'how strong are white wines on average', value(mean(num(w.filter(white), WINE.alcohol))));
  W('units and conditions', 'how many white wines have alcohol above 12.5%', count(w.filter((row) => white(row) && at(row, WINE.alcohol) > 12.5).length));
  W('plain', 'average density by type', groups(groupBy(w, text('type'), (m) => mean(num(m, WINE.density)))));
  W('which row', 'which quality level has the highest average volatile acidity', best(groupBy(w, yearKey('quality'), (m) => mean(num(m, WINE.volatile))), 'quality'));
  W('ratio or derived', 'average of free sulfur dioxide divided by total sulfur dioxide', value(mean(w.map((row) => at(row, WINE.freeSO2) / at(row, WINE.totalSO2)))));
  W('refuse', 'which wine is the best', refuse, 'a judgement, and no column names a wine');
  W('refuse', 'average price of a bottle', refuse, 'no price column');
  W('refuse', 'which grape variety has the highest quality', refuse, 'no grape column');
  W('refuse', "which country's wines score highest", refuse, 'no country column');
  W('refuse', 'average acidity', refuse, 'three acidity columns: fixed, volatile, citric');
  W('refuse', 'average sulfur dioxide', refuse, 'two columns: free or total sulfur dioxide');
  W('refuse', 'how many good wines are there', refuse, '"good" has no threshold in the file');
  W('refuse', 'does more alcohol make a wine better?', refuse, 'a cause');

  // ---- exam scores ----
  const s = tables.get('exam_scores.csv') ?? [];
  const S = ask('p6_scores');
  const MATH = 'math score';
  const READ = 'reading score';
  const WRITE = 'writing score';
  const school = (name: string) => (row: Row): boolean => row.school === name;
  S('plain', 'average math score', value(mean(num(s, MATH))));
  S('plain', 'avg math score by school', groups(groupBy(s, text('school'), (m) => mean(num(m, MATH)))));
  S('which row', 'which school has the highest average reading score', best(groupBy(s, text('school'), (m) => mean(num(m, READ))), 'school'));
  S('everyday words', 'which school does best in math on average', best(groupBy(s, text('school'), (m) => mean(num(m, MATH))), 'school'));
  S('units and conditions', 'how many students scored 90 or above in math', count(s.filter((row) => at(row, MATH) >= 90).length));
  S('comparison', 'writing score: test prep completed vs none', groups(groupBy(s, text('test preparation course'), (m) => mean(num(m, WRITE)))));
  S('comparison', 'math girls vs boys', groups(groupBy(s, text('gender'), (m) => mean(num(m, MATH)))));
  S('missing values', 'how many students missed the math test', count(s.filter((row) => row[MATH] === null).length));
  S('ratio or derived', 'pct of students on free/reduced lunch', value(pct(s.filter((row) => row.lunch === 'free/reduced').length, s.length)));
  S('which row', 'top student in math', extremeRows(s, MATH, 'student_id', 'max'));
  S('units and conditions', 'lowest reading score in grade 9', value(Math.min(...num(s.filter((row) => row.grade === 9), READ))));
  S('everyday words', 'how many 11th graders are there', count(s.filter((row) => row.grade === 11).length));
  S('everyday words', 'average writing score for seniors', value(mean(num(s.filter((row) => row.grade === 12), WRITE))));
  S('ratio or derived', 'correlation between reading and writing scores', value(pearson(s.map((row) => [at(row, READ), at(row, WRITE)]))));
  S('plain', 'number of students per school', groups(groupBy(s, text('school'), (m) => m.length)));
  S('units and conditions', 'average math score of students who completed the test prep course at lincoln high', value(mean(num(s.filter((row) => school('Lincoln High')(row) && row['test preparation course'] === 'completed'), MATH))));
  const girls = s.filter((row) => row.gender === 'female');
  const boys = s.filter((row) => row.gender === 'male');
  S('comparison', 'how much higher is the average reading score of girls than boys', value(mean(num(girls, READ)) - mean(num(boys, READ))));
  S('which row', 'which grade has the lowest average writing score', best(groupBy(s, yearKey('grade'), (m) => mean(num(m, WRITE))), 'grade', 'min'));
  S('missing values', 'which columns have missing values', list(missingColumns(s)));
  S('units and conditions', 'how many students scored between 70 and 80 in writing', count(s.filter((row) => at(row, WRITE) >= 70 && at(row, WRITE) <= 80).length));
  S('comparison', 'standard vs free/reduced lunch: average math', groups(groupBy(s, text('lunch'), (m) => mean(num(m, MATH)))));
  S('plain', 'median reading score', value(median(num(s, READ))));
  S('everyday words', 'how many kids took the prep course', count(s.filter((row) => row['test preparation course'] === 'completed').length));
  S('units and conditions', 'average reading score for boys in grade 10', value(mean(num(boys.filter((row) => row.grade === 10), READ))));
  S('refuse', 'which teacher gets the best results', refuse, 'no teacher column');
  S('refuse', 'who is the smartest student?', refuse, 'a judgement');
  S('refuse', 'average score', refuse, 'three subjects: math, reading or writing (or all three)');
  S('refuse', 'average gpa by school', refuse, 'no GPA column');
  S('refuse', 'does the prep course raise scores?', refuse, 'a cause');
  const mathScored = s.filter((row) => isNum(row[MATH]));
  S('refuse', 'what percentage passed math (60 or more)', eitherReading(value(pct(mathScored.filter((row) => at(row, MATH) >= 60).length, mathScored.length)), value(pct(mathScored.filter((row) => at(row, MATH) >= 60).length, s.length))), 'two readings: over the students with a math score, or over every student (a missed test counted as not passed)');
  S('refuse', 'how many students are in the top 10%', refuse, 'no subject named (math, reading, writing or a total), and ties at the cut');
  S('refuse', 'how many students failed', refuse, 'no pass mark and no subject named');

  // ---- home sales ----
  const h = tables.get('home_sales.csv') ?? [];
  const H = ask('p6_homes');
  const PRICE = 'Sale Price';
  const AREA = 'Living Area (sq ft)';
  const saleDate = (row: Row): Date => row['Sale Date'] as Date;
  const saleYear = (row: Row): number => saleDate(row).getUTCFullYear();
  const built = (row: Row): number => row['Year Built'] as number;
  const prices = (rows: Row[]): number[] => num(rows, PRICE);
  H('plain', 'median sale price', value(median(prices(h))));
  H('plain', 'median price by neighborhood', groups(groupBy(h, text('Neighborhood'), (m) => median(prices(m)))));
  H('which row', 'most expensive house', extremeRows(h, PRICE, 'Sale ID', 'max'));
  H('units and conditions', 'how many homes sold for over $1M', count(h.filter((row) => at(row, PRICE) > 1_000_000).length));
  H('ratio or derived', 'average of sale price divided by living area', value(mean(h.map((row) => at(row, PRICE) / at(row, AREA)))));
  H('units and conditions', 'how many houses were built before 1950', count(h.filter((row) => built(row) < 1950).length));
  H('units and conditions', 'how many houses built in the 1990s were sold', count(h.filter((row) => built(row) >= 1990 && built(row) <= 1999).length));
  H('seasonality', 'which month of the year has the most sales', best(groupBy(h, (row) => String(saleDate(row).getUTCMonth() + 1), (m) => m.length), 'month', 'max', monthForms));
  H('plain', 'average days on market', value(mean(num(h, 'Days on Market'))));
  H('missing values', 'how many sales have no days on market', count(h.filter((row) => row['Days on Market'] === null).length));
  H('types as text', 'how many homes sold in 2021', count(h.filter((row) => saleYear(row) === 2021).length));
  H('units and conditions', 'average sale price in thousands', value(mean(prices(h)) / 1000));
  const medianIn = (year: number): number => median(prices(h.filter((row) => saleYear(row) === year)));
  H('comparison', 'difference between the median price in 2023 and in 2019', value(medianIn(2023) - medianIn(2019)));
  H('units and conditions', 'average price of 3 bedroom homes', value(mean(prices(h.filter((row) => row.Bedrooms === 3)))));
  H('comparison', 'average price with a garage vs without', groups(groupBy(h, text('Garage'), (m) => mean(prices(m)))));
  H('which row', 'largest house', extremeRows(h, AREA, 'Sale ID', 'max'));
  H('which row', 'oldest house sold', extremeRows(h, 'Year Built', 'Sale ID', 'min'));
  H('types as text', 'total value of homes sold in 2022', value(sum(prices(h.filter((row) => saleYear(row) === 2022)))));
  H('seasonality', 'which day of the week do most sales close on', best(groupBy(h, (row) => String(saleDate(row).getUTCDay()), (m) => m.length), 'weekday', 'max', weekdayForms));
  H('seasonality', 'in which month do homes sell fastest', best(groupBy(h, (row) => String(saleDate(row).getUTCMonth() + 1), (m) => mean(num(m, 'Days on Market'))), 'month', 'min', monthForms));
  H('units and conditions', 'how many sales between $300k and $500k', count(h.filter((row) => at(row, PRICE) >= 300_000 && at(row, PRICE) <= 500_000).length));
  H('units and conditions', 'how many homes have more than 2k sq ft', count(h.filter((row) => at(row, AREA) > 2000).length));
  H('units and conditions', 'how many sales of at least 1.5 million', count(h.filter((row) => at(row, PRICE) >= 1_500_000).length));
  H('everyday words', 'average number of bedrooms', value(mean(num(h, 'Bedrooms'))));
  H('which row', 'which neighborhood has the highest median price', best(groupBy(h, text('Neighborhood'), (m) => median(prices(m))), 'Neighborhood'));
  H('types as text', 'how many sales in the first quarter of 2020', count(h.filter((row) => saleYear(row) === 2020 && saleDate(row).getUTCMonth() <= 2).length));
  H('units and conditions', 'average lot size in acres for homes over 3,000 sq ft', value(mean(num(h.filter((row) => at(row, AREA) > 3000), 'Lot Size (acres)'))));
  H('comparison', 'median price 2018 vs 2023', groups(groupBy(h.filter((row) => saleYear(row) === 2018 || saleYear(row) === 2023), (row) => String(saleYear(row)), (m) => median(prices(m)))));
  H('refuse', "what's the average price per square foot", eitherReading(value(mean(h.map((row) => at(row, PRICE) / at(row, AREA)))), value(sum(prices(h)) / sum(num(h, AREA)))), 'two readings: the average of each sale\'s price per square foot, or total price over total area');
  H('refuse', 'which neighborhood has the best schools', refuse, 'no school column');
  H('refuse', 'will prices go down next year', refuse, 'a forecast');
  H('refuse', 'average property tax', refuse, 'no tax column');
  H('refuse', 'how many homes have a pool', refuse, 'no pool column');
  H('refuse', 'which is the nicest neighborhood', refuse, 'a judgement');
  H('refuse', 'how much did prices go up from 2019 to 2023', refuse, 'several readings: median or average, in dollars or in percent');

  // ---- taxi trips ----
  const x = tables.get('taxi_trips.csv') ?? [];
  const X = ask('p6_taxi');
  const pickup = (row: Row): Date => row.pickup_datetime as Date;
  const minutes = (row: Row): number => ((row.dropoff_datetime as Date).getTime() - pickup(row).getTime()) / 60_000;
  const zone = (name: string) => (row: Row): boolean => row.pickup_zone === name;
  const card = (row: Row): boolean => row.payment_type === 'Card';
  X('seasonality', 'busiest hour of the day', best(groupBy(x, (row) => String(pickup(row).getUTCHours()), (m) => m.length), 'hour', 'max', hourForms));
  X('seasonality', 'busiest day of the week', best(groupBy(x, (row) => String(pickup(row).getUTCDay()), (m) => m.length), 'weekday', 'max', weekdayForms));
  X('seasonality', 'which month had the most trips', best(groupBy(x, (row) => String(pickup(row).getUTCMonth() + 1), (m) => m.length), 'month', 'max', monthOf2023Forms));
  X('seasonality', 'quietest hour of the day', best(groupBy(x, (row) => String(pickup(row).getUTCHours()), (m) => m.length), 'hour', 'min', hourForms));
  X('seasonality', 'which hour of the day has the longest average trip duration', best(groupBy(x, (row) => String(pickup(row).getUTCHours()), (m) => mean(m.map(minutes))), 'hour', 'max', hourForms));
  X('ratio or derived', 'total tips as a % of total fares', value(pct(sum(num(x, 'tip_amount')), sum(num(x, 'fare_amount')))));
  X('which row', 'longest trip by distance', extremeRows(x, 'trip_distance_mi', 'trip_id', 'max'));
  X('ratio or derived', 'average trip duration in minutes', value(mean(x.map(minutes))));
  X('everyday words', 'how many trips were paid in cash', count(x.filter((row) => row.payment_type === 'Cash').length));
  X('units and conditions', 'average tip for card payments', value(mean(num(x.filter(card), 'tip_amount'))));
  X('units and conditions', 'how many trips had more than 4 passengers', count(x.filter((row) => at(row, 'passenger_count') > 4).length));
  X('missing values', 'how many trips have no passenger count', count(x.filter((row) => row.passenger_count === null).length));
  X('plain', 'avg distance by pickup zone', groups(groupBy(x, text('pickup_zone'), (m) => mean(num(m, 'trip_distance_mi')))));
  X('types as text', 'total fares in march', value(sum(num(x.filter((row) => pickup(row).getUTCMonth() === 2), 'fare_amount'))));
  X('units and conditions', 'how many trips over 10 miles', count(x.filter((row) => at(row, 'trip_distance_mi') > 10).length));
  X('everyday words', 'average fare for airport pickups', value(mean(num(x.filter(zone('Airport')), 'fare_amount'))));
  X('seasonality', 'average tip on weekends', value(mean(num(x.filter((row) => [0, 6].includes(pickup(row).getUTCDay())), 'tip_amount'))));
  const beforeFive = x.filter((row) => pickup(row).getUTCHours() < 5).length;
  const uptoFive = x.filter((row) => pickup(row).getUTCHours() < 5 || (pickup(row).getUTCHours() === 5 && pickup(row).getUTCMinutes() === 0 && pickup(row).getUTCSeconds() === 0)).length;
  X('units and conditions', 'how many trips started between midnight and 5am', eitherReading(count(beforeFive), count(uptoFive)));
  X('ratio or derived', 'what share of trips were paid by card, in %', value(pct(x.filter(card).length, x.length)));
  X('plain', 'total amount by payment type', groups(groupBy(x, text('payment_type'), (m) => sum(num(m, 'total_amount')))));
  X('which row', 'which pickup zone has the highest average tip', best(groupBy(x, text('pickup_zone'), (m) => mean(num(m, 'tip_amount'))), 'pickup_zone'));
  X('comparison', 'average fare airport vs midtown', groups(groupBy(x.filter((row) => zone('Airport')(row) || zone('Midtown')(row)), text('pickup_zone'), (m) => mean(num(m, 'fare_amount')))));
  X('types as text', 'how many trips on july 4th', count(x.filter((row) => pickup(row).getUTCMonth() === 6 && pickup(row).getUTCDate() === 4).length));
  X('units and conditions', 'average distance of trips with 3 or more passengers', value(mean(num(x.filter((row) => at(row, 'passenger_count') >= 3), 'trip_distance_mi'))));
  X('units and conditions', 'average fare excluding airport pickups', value(mean(num(x.filter((row) => !zone('Airport')(row)), 'fare_amount'))));
  X('plain', 'median total amount', value(median(num(x, 'total_amount'))));
  X('everyday words', 'what was the biggest tip', value(Math.max(...num(x, 'tip_amount'))));
  X('which row', 'which day had the most trips', best(groupBy(x, (row) => pickup(row).toISOString().slice(0, 10), (m) => m.length), 'pickup_datetime', 'max', (k) => isoForms(new Date(`${k}T00:00:00Z`))));
  X('units and conditions', 'how many trips cost more than $50 in total', count(x.filter((row) => at(row, 'total_amount') > 50).length));
  X('refuse', 'longest trip', eitherReading(extremeRows(x, 'trip_distance_mi', 'trip_id', 'max'), { kind: 'row', column: 'trip_id', labels: x.filter((row) => minutes(row) === Math.max(...x.map(minutes))).map((row) => row.trip_id as string) }), 'two readings: by distance or by duration (different trips)');
  X('refuse', 'average fare per mile', eitherReading(value(mean(x.map((row) => at(row, 'fare_amount') / at(row, 'trip_distance_mi')))), value(sum(num(x, 'fare_amount')) / sum(num(x, 'trip_distance_mi')))), 'two readings: the average of each trip\'s fare per mile, or total fares over total miles');
  X('refuse', 'average tip percentage', eitherReading(value(mean(x.map((row) => pct(at(row, 'tip_amount'), at(row, 'fare_amount'))))), value(pct(sum(num(x, 'tip_amount')), sum(num(x, 'fare_amount'))))), 'two readings: the average of each trip\'s tip over fare, or total tips over total fares');
  X('refuse', 'which driver earned the most', refuse, 'no driver column');
  X('refuse', 'how many trips were cancelled', refuse, 'no status column: every row is a completed trip');
  X('refuse', 'will there be more trips in december 2024', refuse, 'a forecast');
  X('refuse', 'which zone has the worst traffic', refuse, 'a judgement; no traffic column');
  X('refuse', 'how many trips went to the airport', refuse, 'only the pickup zone is recorded: no drop-off zone');

  // ---- olympics (workbook) ----
  const o = tables.get('olympics.xlsx / Medals') ?? [];
  const g = tables.get('olympics.xlsx / Games') ?? [];
  const O = ask('p6_olympics');
  const nation = (name: string) => (row: Row): boolean => row.Country === name;
  const golds = (rows: Row[]): number => sum(num(rows, 'Gold'));
  const medals = (rows: Row[]): number => sum(rows.map((row) => at(row, 'Gold') + at(row, 'Silver') + at(row, 'Bronze')));
  const oy = (row: Row): number => row.Year as number;
  const summer = (row: Row): boolean => row.Season === 'Summer';
  O('plain', 'total gold medals won by norway', value(golds(o.filter(nation('Norway')))));
  O('which row', 'which country has won the most golds', best(groupBy(o, text('Country'), golds), 'Country'));
  O('ratio or derived', 'which country has won the most medals in total', best(groupBy(o, text('Country'), medals), 'Country'));
  O('ratio or derived', 'total medals by country', groups(groupBy(o, text('Country'), medals)));
  O('units and conditions', 'how many golds did the usa win at summer games in the 1980s', value(golds(o.filter((row) => nation('United States')(row) && summer(row) && oy(row) >= 1980 && oy(row) <= 1989))));
  O('which row', 'in which year did germany win the most summer medals', best(groupBy(o.filter((row) => nation('Germany')(row) && summer(row)), yearKey('Year'), medals), 'Year'));
  O('units and conditions', 'how many countries won at least one gold in 2016', count(o.filter((row) => oy(row) === 2016 && at(row, 'Gold') >= 1).length));
  O('comparison', 'gold medals summer vs winter', groups(groupBy(o, text('Season'), golds)));
  O('which row', 'which host city had the most nations', extremeRows(g, 'Nations', 'Host City', 'max'));
  O('everyday words', 'how many times has the united states hosted', count(g.filter((row) => row['Host Country'] === 'United States').length));
  O('units and conditions', 'average number of nations at the summer games since 2000', value(mean(num(g.filter((row) => summer(row) && oy(row) >= 2000), 'Nations'))));
  O('plain', 'total golds won by kenya', value(golds(o.filter(nation('Kenya')))));
  const china = o.filter(nation('China'));
  O('ratio or derived', "what share of china's medals were gold, in %", value(pct(golds(china), medals(china))));
  O('ratio or derived', 'share of all gold medals won by the usa, in %', value(pct(golds(o.filter(nation('United States'))), golds(o))));
  const sydney = g.find((row) => oy(row) === 2000 && summer(row));
  O('types as text', 'when did the 2000 summer games open', { kind: 'row', column: 'Opening Date', labels: sydney ? isoForms(sydney['Opening Date'] as Date) : [] });
  O('units and conditions', 'how many medals did france win in 1992', value(medals(o.filter((row) => nation('France')(row) && oy(row) === 1992))));
  O('comparison', 'how many more golds did the usa win than russia', value(golds(o.filter(nation('United States'))) - golds(o.filter(nation('Russia')))));
  O('plain', "canada's gold medals by season", groups(groupBy(o.filter(nation('Canada')), text('Season'), golds)));
  O('everyday words', 'how many winter olympics were held', count(g.filter((row) => row.Season === 'Winter').length));
  const pyeongchang = o.filter((row) => oy(row) === 2018);
  O('which row', 'which country topped the medal table at the 2018 winter games', eitherReading(best(groupBy(pyeongchang, text('Country'), golds), 'Country', 'max', (k) => [k], false), best(groupBy(pyeongchang, text('Country'), medals), 'Country', 'max', (k) => [k], false)));
  O('units and conditions', 'total bronze medals since 2000', value(sum(num(o.filter((row) => oy(row) >= 2000), 'Bronze'))));
  O('which row', 'first year jamaica won a gold', { kind: 'row', column: 'Year', labels: [String(Math.min(...o.filter((row) => nation('Jamaica')(row) && at(row, 'Gold') > 0).map(oy)))] });
  O('types as text', 'how many games opened in february', count(g.filter((row) => (row['Opening Date'] as Date).getUTCMonth() === 1).length));
  O('plain', 'list the host countries', list(g.map((row) => row['Host Country'])));
  O('everyday words', 'how many golds did team gb win', value(golds(o.filter(nation('Great Britain')))));
  O('refuse', 'which athlete won the most golds', refuse, 'no athlete column');
  O('refuse', 'how many medals will china win in 2024', refuse, 'a forecast');
  O('refuse', 'which country is the best at the olympics', refuse, 'a judgement');
  O('refuse', 'medals per capita by country', refuse, 'no population column');
  O('which row', 'most successful country', eitherReading(best(groupBy(o, text('Country'), golds), 'Country', 'max', (k) => [k], false), best(groupBy(o, text('Country'), medals), 'Country', 'max', (k) => [k], false)), 'two readings: most golds or most medals (when they name the same country, either is right)');
  O('refuse', 'how many medals in swimming', refuse, 'no sport column');
  O('refuse', 'why does norway win so many winter medals', refuse, 'a reason');
  O('refuse', 'how much did the 2012 games cost', refuse, 'no cost column');

  // ---- songs ----
  const m = tables.get('songs.csv') ?? [];
  const M = ask('p6_songs');
  const released = (row: Row): Date => row.release_date as Date;
  const ry = (row: Row): number => released(row).getUTCFullYear();
  const genre = (name: string) => (row: Row): boolean => row.genre === name;
  M('which row', 'longest song', extremeRows(m, 'duration_ms', 'track_name', 'max'));
  M('ratio or derived', 'average song length in minutes', value(mean(num(m, 'duration_ms')) / 60_000));
  M('everyday words', 'how many songs are explicit', count(m.filter((row) => row.explicit === true).length));
  M('which row', 'most danceable genre', best(groupBy(m, text('genre'), (rows) => mean(num(rows, 'danceability'))), 'genre'));
  M('everyday words', 'fastest song', extremeRows(m, 'tempo (BPM)', 'track_name', 'max'));
  M('everyday words', 'loudest track', extremeRows(m, 'loudness (dB)', 'track_name', 'max'));
  M('units and conditions', 'how many songs came out in the 90s', count(m.filter((row) => ry(row) >= 1990 && ry(row) <= 1999).length));
  M('which row', 'which artist has the most songs', best(groupBy(m, text('artist_name'), (rows) => rows.length), 'artist_name'));
  M('plain', 'songs per genre', groups(groupBy(m, text('genre'), (rows) => rows.length)));
  M('plain', 'average energy of rock songs', value(mean(num(m.filter(genre('rock')), 'energy'))));
  M('units and conditions', 'how many songs are longer than 5 minutes', count(m.filter((row) => at(row, 'duration_ms') > 300_000).length));
  M('which row', 'which year had the most releases', best(groupBy(m, (row) => String(ry(row)), (rows) => rows.length), 'year'));
  M('which row', 'most popular song', extremeRows(m, 'popularity', 'track_name', 'max'));
  M('ratio or derived', 'correlation between energy and loudness', value(pearson(m.map((row) => [at(row, 'energy'), at(row, 'loudness (dB)')]))));
  M('ratio or derived', 'what pct of songs are explicit', value(pct(m.filter((row) => row.explicit === true).length, m.length)));
  M('seasonality', 'in which month are most songs released', best(groupBy(m, (row) => String(released(row).getUTCMonth() + 1), (rows) => rows.length), 'month', 'max', monthForms));
  M('seasonality', 'on which weekday are most songs released', best(groupBy(m, (row) => String(released(row).getUTCDay()), (rows) => rows.length), 'weekday', 'max', weekdayForms));
  M('units and conditions', 'average tempo of songs released since 2010', value(mean(num(m.filter((row) => ry(row) >= 2010), 'tempo (BPM)'))));
  M('missing values', 'how many songs have no popularity score', count(m.filter((row) => row.popularity === null).length));
  M('units and conditions', 'average popularity of explicit songs', value(mean(num(m.filter((row) => row.explicit === true), 'popularity'))));
  M('seasonality', 'how many songs were released on a friday', count(m.filter((row) => released(row).getUTCDay() === 5).length));
  M('everyday words', 'average bpm of hip-hop songs', value(mean(num(m.filter(genre('hip-hop')), 'tempo (BPM)'))));
  M('comparison', 'average popularity pop vs rock', groups(groupBy(m.filter((row) => genre('pop')(row) || genre('rock')(row)), text('genre'), (rows) => mean(num(rows, 'popularity')))));
  M('types as text', 'how many songs were released before 1 january 1980', count(m.filter((row) => released(row).getTime() < Date.UTC(1980, 0, 1)).length));
  M('ratio or derived', 'average length of jazz songs in seconds', value(mean(num(m.filter(genre('jazz')), 'duration_ms')) / 1000));
  M('ratio or derived', 'share of explicit songs by genre, in %', groups(groupBy(m, text('genre'), (rows) => pct(rows.filter((row) => row.explicit === true).length, rows.length))));
  M('everyday words', 'happiest genre', best(groupBy(m, text('genre'), (rows) => mean(num(rows, 'valence'))), 'genre'));
  M('plain', 'top 3 genres by average energy', topN(groupBy(m, text('genre'), (rows) => mean(num(rows, 'energy'))), 3));
  M('refuse', "what's the best song", refuse, 'a judgement');
  M('refuse', 'how many streams does the top song have', refuse, 'no streams column');
  M('refuse', 'which songs are in a minor key', refuse, 'no key or mode column');
  M('refuse', 'what genre will be popular next year', refuse, 'a forecast');
  M('refuse', 'most popular genre', eitherReading(best(groupBy(m, text('genre'), (rows) => rows.length), 'genre', 'max', (k) => [k], false), best(groupBy(m, text('genre'), (rows) => mean(num(rows, 'popularity'))), 'genre', 'max', (k) => [k], false)), 'two readings: the genre with the most songs, or the highest average popularity');
  M('refuse', 'most popular artist', eitherReading(best(groupBy(m, text('artist_name'), (rows) => rows.length), 'artist_name', 'max', (k) => [k], false), best(groupBy(m, text('artist_name'), (rows) => mean(num(rows, 'popularity'))), 'artist_name', 'max', (k) => [k], false)), 'two readings: the artist with the most songs, or the highest average popularity');
  M('refuse', 'which album has the most songs', refuse, 'no album column');
  return out;
}

export function probe6Questions(tables: Map<string, Row[]>): Question[] {
  return probe6Catalogue(tables).map((entry) => entry.question);
}
