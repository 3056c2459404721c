/**
 * Blind probe 4, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on probes 2 and 3). Three generated files shaped like other
 * common public data (made-up figures, nothing copied, the reserved packages not used): penguin
 * measurements (species, island, bill and flipper sizes in mm, body mass in g, sex with "NA" and
 * ".", year as a number), monthly unemployment by industry in long format (series, a "2005-03"
 * month, count, rate, a few blank counts) and bike-share trips (a "3/14/2018 7:05" start time,
 * duration in seconds, member type, bike type, start and end station, distance in km with blanks,
 * fare written "$12.50"). Expected figures are computed here in plain JavaScript over the
 * generated rows. The baseline run is recorded in PROBE4.md.
 */
import { random, type EvalDataset, type Row } from './data';
import { best, clamp, csvBytes, eitherReading, extremeRows, groupBy, isNum, isoForms, monthForms, num, round1, text, topN, weekdayForms, weighted, yearOf } from './probe2';
import { mean, median, sum, type Expected, type Question } from './questions';

const round2 = (n: number): number => Math.round(n * 100) / 100;
/** A normal draw (Box-Muller) from the seeded generator. */
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

const SPECIES = new Map<string, { islands: string[]; bill: number; depth: number; flipper: number; mass: number }>([
  ['Adelie', { islands: ['Torgersen', 'Biscoe', 'Dream'], bill: 38.8, depth: 18.3, flipper: 190, mass: 3700 }],
  ['Chinstrap', { islands: ['Dream'], bill: 48.8, depth: 18.4, flipper: 196, mass: 3730 }],
  ['Gentoo', { islands: ['Biscoe'], bill: 47.5, depth: 15.0, flipper: 217, mass: 5080 }],
]);

/** 344 penguins measured 2007-2009 on three islands; two birds without measurements, a few without a sex ("NA", once "."). */
export function penguins(): EvalDataset {
  const rand = random(2007);
  const rows: Row[] = [];
  const lines: string[][] = [];
  const plan: Array<[string, number]> = [['Adelie', 152], ['Chinstrap', 68], ['Gentoo', 124]];
  for (const [species, n] of plan) {
    const s = SPECIES.get(species);
    if (!s) continue;
    for (let i = 0; i < n; i++) {
      const island = s.islands[Math.floor(rand() * s.islands.length)];
      const year = 2007 + Math.floor(rand() * 3);
      const male = rand() < 0.5;
      const k = male ? 1 : -1;
      const unmeasured = (species === 'Adelie' && i === 3) || (species === 'Gentoo' && i === 47);
      const sexWritten = unmeasured ? 'NA' : rand() < 0.025 ? 'NA' : species === 'Gentoo' && i === 91 ? '.' : male ? 'male' : 'female';
      const bill = unmeasured ? null : round1(s.bill + k * 1.8 + gauss(rand) * 2.2);
      const depth = unmeasured ? null : round1(s.depth + k * 0.8 + gauss(rand) * 0.8);
      const flipper = unmeasured ? null : Math.round(s.flipper + k * 3.5 + gauss(rand) * 5.5);
      const mass = unmeasured ? null : Math.round((s.mass + k * 320 + gauss(rand) * 330) / 25) * 25;
      const sex = sexWritten === 'male' || sexWritten === 'female' ? sexWritten : null;
      rows.push({ species, island, bill_length_mm: bill, bill_depth_mm: depth, flipper_length_mm: flipper, body_mass_g: mass, sex, year });
      const na = (v: number | null): string => (v === null ? 'NA' : String(v));
      lines.push([species, island, na(bill), na(depth), na(flipper), na(mass), sexWritten, String(year)]);
    }
  }
  return { name: 'p4_penguins', file: 'penguins.csv', bytes: csvBytes(['species', 'island', 'bill_length_mm', 'bill_depth_mm', 'flipper_length_mm', 'body_mass_g', 'sex', 'year'], lines), tables: [{ label: 'penguins.csv', rows }] };
}

const INDUSTRIES: Array<[string, number, number]> = [
  // [series, labour force in thousands, usual unemployment rate in %]
  ['Construction', 9800, 7.2], ['Manufacturing', 15500, 4.6], ['Retail Trade', 16800, 5.5], ['Finance and Insurance', 9900, 3.1],
  ['Health Care', 17200, 3.0], ['Hospitality', 11800, 7.9], ['Government', 20500, 2.5], ['Mining', 720, 4.1],
  ['Agriculture', 2100, 9.4], ['Information', 3600, 4.0], ['Transportation', 5400, 4.4], ['Education', 3900, 3.4],
];

/** Monthly unemployment by industry, Jan 2000 to Dec 2009, long format (1,440 rows): seasonal, a rise in 2001-2003 and in 2008-2009; Agriculture's count is blank for six months of 2003. */
export function unemployment(): EvalDataset {
  const rand = random(2005);
  const rows: Row[] = [];
  const lines: string[][] = [];
  const seasonal = [1.25, 1.2, 1.1, 0.95, 0.9, 0.95, 1.0, 0.95, 0.9, 0.88, 0.92, 1.0];
  for (const [series, force, usual] of INDUSTRIES) {
    const swing = series === 'Construction' || series === 'Agriculture' ? 2.2 : series === 'Government' || series === 'Health Care' ? 0.5 : 1;
    for (let i = 0; i < 120; i++) {
      const y = 2000 + Math.floor(i / 12);
      const m = i % 12;
      const cycle = y <= 2000 ? 0.85 : y <= 2003 ? 1 + 0.12 * (y - 2000) : y <= 2007 ? 1.2 - 0.08 * (y - 2003) : y === 2008 ? 1.25 : 1.85;
      const season = 1 + (seasonal[m] - 1) * swing;
      const rate = round1(clamp(usual * cycle * season * (1 + (rand() - 0.5) * 0.1), 0.5, 30));
      const count = Math.round((force * (1 + i * 0.0008) * rate) / 100);
      const blank = series === 'Agriculture' && y === 2003 && m < 6;
      const date = new Date(Date.UTC(y, m, 1));
      rows.push({ series, date, count: blank ? null : count, rate });
      lines.push([series, `${y}-${String(m + 1).padStart(2, '0')}`, blank ? '' : String(count), String(rate)]);
    }
  }
  return { name: 'p4_unemployment', file: 'unemployment_by_industry.csv', bytes: csvBytes(['series', 'date', 'count', 'rate'], lines), tables: [{ label: 'unemployment_by_industry.csv', rows }] };
}

const STATIONS: Array<[string, number, number, number]> = [
  // [name, x km, y km, popularity]
  ['Union Station', 0, 0, 10], ['Market St & 4th St', 0.9, 0.6, 9], ['City Hall', 0.4, -0.8, 7], ['Riverside Park', -1.8, 1.2, 5],
  ['University Ave & College St', 2.6, 2.1, 6], ['Harbor Pier 3', -0.6, -2.4, 4], ['Lakeview Dr & Elm St', -3.1, 3.4, 3], ['Museum Campus', 1.7, -1.9, 5],
  ['Central Library', 0.2, 1.5, 6], ['Stadium North Gate', 3.8, -0.7, 3], ['Oak St & 12th Ave', -2.5, -0.9, 4], ['Tech Park East', 5.2, 1.8, 2],
];
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.2, 0.2, 0.6, 2, 5, 9, 6, 4, 4.5, 5.5, 5, 4.5, 5, 7, 10, 8, 6, 4, 3, 2, 1.4];
const MONTH_WEIGHTS = [2.2, 2.4, 4, 6, 8, 9.5, 10, 9.8, 8.5, 6.5, 4, 2.6];

/** 3,600 bike-share trips in 2018-2019: start "M/D/YYYY H:MM", seconds, a member or casual rider, a fare written "$12.50" ("$0.00" for most member rides). */
export function bikeTrips(): EvalDataset {
  const rand = random(2018);
  const rows: Row[] = [];
  const lines: string[][] = [];
  const stationItems = STATIONS.map((s) => [s, s[3]] as [[string, number, number, number], number]);
  const monthItems = MONTH_WEIGHTS.map((w, m) => [m, w] as [number, number]);
  const hourItems = HOUR_WEIGHTS.map((w, h) => [h, w] as [number, number]);
  const drawn: Array<{ start: Date; row: Omit<Row, 'trip_id' | 'start_time'>; line: string[] }> = [];
  for (let i = 0; i < 3600; i++) {
    const year = rand() < 0.45 ? 2018 : 2019;
    const month = weighted(rand, monthItems)[0] as number;
    const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const dayOfMonth = 1 + Math.floor(rand() * days);
    const weekday = new Date(Date.UTC(year, month, dayOfMonth)).getUTCDay();
    const member = rand() < (weekday === 0 || weekday === 6 ? 0.5 : 0.78);
    const hour = weighted(rand, hourItems)[0] as number;
    const start = new Date(Date.UTC(year, month, dayOfMonth, hour, Math.floor(rand() * 60)));
    const [from] = weighted(rand, stationItems) as [[string, number, number, number], number];
    const roundTrip = rand() < (member ? 0.03 : 0.14);
    let to = from;
    while (!roundTrip && to === from) to = (weighted(rand, stationItems) as [[string, number, number, number], number])[0];
    const electric = rand() < 0.3;
    const speed = (member ? 13 : 10) * (electric ? 1.35 : 1) * (0.75 + rand() * 0.5);
    const leisure = member ? (rand() < 0.05 ? rand() * 40 : rand() * 4) : rand() < 0.25 ? 10 + rand() * 100 : rand() * 12;
    const km = roundTrip ? round2(((leisure + 5) / 60) * speed * 0.6) : round2(Math.hypot(from[1] - to[1], from[2] - to[2]) * (1.2 + rand() * 0.3));
    const minutes = (km / speed) * 60 + leisure + 1;
    const duration = Math.max(61, Math.round(minutes * 60 + (rand() - 0.5) * 40));
    const billable = duration / 60;
    const fare = member ? (electric ? round2(billable * 0.1) : billable > 45 ? round2((billable - 45) * 0.16) : 0) : round2(1 + billable * (electric ? 0.26 : 0.16));
    const distance = rand() < 0.02 ? null : km;
    drawn.push({
      start,
      row: { duration_sec: duration, start_station: from[0], end_station: to[0], member_type: member ? 'Member' : 'Casual', bike_type: electric ? 'electric' : 'classic', distance_km: distance, fare },
      line: [String(duration), from[0], to[0], member ? 'Member' : 'Casual', electric ? 'electric' : 'classic', distance === null ? '' : String(distance), `$${fare.toFixed(2)}`],
    });
  }
  drawn.sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const [i, { start, row, line }] of drawn.entries()) {
    const id = 17_400_000 + i * 7 + Math.floor(rand() * 7);
    rows.push({ trip_id: id, start_time: start, ...row });
    const written = `${start.getUTCMonth() + 1}/${start.getUTCDate()}/${start.getUTCFullYear()} ${start.getUTCHours()}:${String(start.getUTCMinutes()).padStart(2, '0')}`;
    lines.push([String(id), written, ...line]);
  }
  return { name: 'p4_bikes', file: 'bike_trips.csv', bytes: csvBytes(['trip_id', 'start_time', 'duration_sec', 'start_station', 'end_station', 'member_type', 'bike_type', 'distance_km', 'fare'], lines), tables: [{ label: 'bike_trips.csv', rows }] };
}

export const PROBE4_DATASETS = new Set(['p4_penguins', 'p4_unemployment', 'p4_bikes']);

export function probe4Datasets(): EvalDataset[] {
  return [penguins(), unemployment(), bikeTrips()];
}

const hourForms = (key: string): string[] => [key, key.padStart(2, '0'), `${key.padStart(2, '0')}:00`];
/** A month written as the file writes it ("2009-02") or as a date. */
const yearMonthForms = (d: Date): string[] => [d.toISOString().slice(0, 7), ...isoForms(d)];

export function probe4Questions(tables: Map<string, Row[]>): Question[] {
  const out: Question[] = [];
  const refuse: Expected = { kind: 'refuse' };
  const ask = (data: string) => (q: string, expect: Expected): void => void out.push({ data, q, expect, probe: true });
  const count = (n: number): Expected => ({ kind: 'value', value: n });
  const value = (x: number): Expected => ({ kind: 'value', value: x });

  // ---- penguins ----
  const p = tables.get('penguins.csv') ?? [];
  const P = ask('p4_penguins');
  const species = (name: string) => (row: Row): boolean => row.species === name;
  const mass = (row: Row): number => (isNum(row.body_mass_g) ? row.body_mass_g : NaN);
  P('how many penguins are there?', count(p.length));
  P('how many penguins of each species', { kind: 'groups', values: groupBy(p, text('species'), (m) => m.length) });
  P('average body mass by species', { kind: 'groups', values: groupBy(p, text('species'), (m) => mean(num(m, 'body_mass_g'))) });
  P('which species is the heaviest on average?', best(groupBy(p, text('species'), (m) => mean(num(m, 'body_mass_g'))), 'species'));
  P('average flipper length of Gentoo penguins', value(mean(num(p.filter(species('Gentoo')), 'flipper_length_mm'))));
  P('how many penguins live on Dream island?', count(p.filter((row) => row.island === 'Dream').length));
  P('which island has the most penguins?', best(groupBy(p, text('island'), (m) => m.length), 'island'));
  P('how many penguins have no sex recorded?', count(p.filter((row) => row.sex === null).length));
  P('how many male penguins weigh over 5 kg?', count(p.filter((row) => row.sex === 'male' && mass(row) > 5000).length));
  P('average bill length for females', value(mean(num(p.filter((row) => row.sex === 'female'), 'bill_length_mm'))));
  P('median body mass in 2008', value(median(num(p.filter((row) => row.year === 2008), 'body_mass_g'))));
  P('number of penguins per year', { kind: 'groups', values: groupBy(p, (row) => String(row.year), (m) => m.length) });
  P('what islands are there?', { kind: 'list', values: [...new Set(p.map((row) => row.island as string))] });
  P('how heavy is the heaviest Adelie?', value(Math.max(...num(p.filter(species('Adelie')), 'body_mass_g'))));
  P('how much does the lightest penguin weigh?', value(Math.min(...num(p, 'body_mass_g'))));
  P('average flipper length Adelie vs Chinstrap', { kind: 'groups', values: groupBy(p.filter((row) => species('Adelie')(row) || species('Chinstrap')(row)), text('species'), (m) => mean(num(m, 'flipper_length_mm'))) });
  P('are Gentoo penguins heavier than Chinstrap penguins on average?', { kind: 'groups', values: groupBy(p.filter((row) => species('Gentoo')(row) || species('Chinstrap')(row)), text('species'), (m) => mean(num(m, 'body_mass_g'))) });
  P('what percentage of penguins are Adelie?', value((100 * p.filter(species('Adelie')).length) / p.length));
  P('average body mass excluding Gentoo', value(mean(num(p.filter((row) => !species('Gentoo')(row)), 'body_mass_g'))));
  P('average of bill length divided by bill depth', value(mean(p.filter((row) => isNum(row.bill_length_mm) && isNum(row.bill_depth_mm)).map((row) => (row.bill_length_mm as number) / (row.bill_depth_mm as number)))));
  P('how many penguins have flippers longer than 210 mm?', count(p.filter((row) => isNum(row.flipper_length_mm) && row.flipper_length_mm > 210).length));
  P('average body mass between 2007 and 2008', value(mean(num(p.filter((row) => (row.year as number) >= 2007 && (row.year as number) <= 2008), 'body_mass_g'))));
  P('which sex is heavier on average?', best(groupBy(p, text('sex'), (m) => mean(num(m, 'body_mass_g'))), 'sex'));
  P('how many rows have any missing value?', count(p.filter((row) => Object.values(row).some((v) => v === null)).length));
  P('what percentage of body mass values are missing?', value((100 * p.filter((row) => row.body_mass_g === null).length) / p.length));
  P('total body mass of all penguins in kg', value(sum(num(p, 'body_mass_g')) / 1000));
  P('max flipper length per island', { kind: 'groups', values: groupBy(p, text('island'), (m) => Math.max(...num(m, 'flipper_length_mm'))) });
  P('top 2 islands by number of penguins', topN(groupBy(p, text('island'), (m) => m.length), 2));
  P('avg flipper length by island', { kind: 'groups', values: groupBy(p, text('island'), (m) => mean(num(m, 'flipper_length_mm'))) });
  P('penguins heavier than 4,500 g: how many?', count(p.filter((row) => mass(row) > 4500).length));
  P('smallest bill depth among Gentoo', value(Math.min(...num(p.filter(species('Gentoo')), 'bill_depth_mm'))));
  // must be refused
  P('which penguin is the oldest?', refuse);
  P('how many eggs did each species lay?', refuse);
  P('what will the average body mass be in 2012?', refuse);
  P('why are Gentoo penguins bigger?', refuse);
  P('which species is the cutest?', refuse);
  P('average size by species', refuse); // body mass, flipper length or bill: several readings with different figures

  // ---- unemployment by industry ----
  const u = tables.get('unemployment_by_industry.csv') ?? [];
  const U = ask('p4_unemployment');
  const ser = (name: string) => (row: Row): boolean => row.series === name;
  const uy = (row: Row): number => yearOf(row.date) ?? 0;
  const um = (row: Row): number => (row.date as Date).getUTCMonth() + 1;
  const rateOf = (row: Row): number => row.rate as number;
  U('average unemployment rate by industry', { kind: 'groups', values: groupBy(u, text('series'), (m) => mean(num(m, 'rate'))) });
  U('which industry had the highest unemployment rate on average?', best(groupBy(u, text('series'), (m) => mean(num(m, 'rate'))), 'series'));
  U('which industry had the lowest average rate in 2009?', best(groupBy(u.filter((row) => uy(row) === 2009), text('series'), (m) => mean(num(m, 'rate'))), 'series', 'min'));
  U('total count for Construction in 2008', value(sum(num(u.filter((row) => ser('Construction')(row) && uy(row) === 2008), 'count'))));
  U('unemployment rate for Manufacturing in March 2005', value(rateOf(u.find((row) => ser('Manufacturing')(row) && uy(row) === 2005 && um(row) === 3) ?? {})));
  U('which month usually has the highest unemployment rate?', eitherReading(
    best(groupBy(u, (row) => String(um(row)), (m) => mean(num(m, 'rate'))), 'month', 'max', monthForms, false),
    best(groupBy(u, (row) => String(um(row)), (m) => sum(num(m, 'rate'))), 'month', 'max', monthForms, false),
  ));
  U('average rate per year', { kind: 'groups', values: groupBy(u, (row) => String(uy(row)), (m) => mean(num(m, 'rate'))) });
  U('which year had the highest average unemployment rate?', best(groupBy(u, (row) => String(uy(row)), (m) => mean(num(m, 'rate'))), 'year'));
  U('peak unemployment rate in Construction', value(Math.max(...num(u.filter(ser('Construction')), 'rate'))));
  const construction = u.filter(ser('Construction'));
  const peak = Math.max(...num(construction, 'rate'));
  U('when did Construction unemployment rate peak?', { kind: 'row', column: 'date', labels: construction.filter((row) => row.rate === peak).flatMap((row) => yearMonthForms(row.date as Date)) });
  U('how many months was the Finance and Insurance rate above 4%?', count(u.filter((row) => ser('Finance and Insurance')(row) && rateOf(row) > 4).length));
  U('list the industries', { kind: 'list', values: [...new Set(u.map((row) => row.series as string))] });
  U('how many industries are there?', count(new Set(u.map((row) => row.series)).size));
  U('how many rows are missing a count?', count(u.filter((row) => row.count === null).length));
  U('compare the average rate of Construction and Government', { kind: 'groups', values: groupBy(u.filter((row) => ser('Construction')(row) || ser('Government')(row)), text('series'), (m) => mean(num(m, 'rate'))) });
  U('was the unemployment rate in Hospitality higher than in Retail Trade in 2009 on average?', { kind: 'groups', values: groupBy(u.filter((row) => (ser('Hospitality')(row) || ser('Retail Trade')(row)) && uy(row) === 2009), text('series'), (m) => mean(num(m, 'rate'))) });
  U('average rate between 2002 and 2004', value(mean(num(u.filter((row) => uy(row) >= 2002 && uy(row) <= 2004), 'rate'))));
  U('average rate excluding Government', value(mean(num(u.filter((row) => !ser('Government')(row)), 'rate'))));
  U('median count in 2007', value(median(num(u.filter((row) => uy(row) === 2007), 'count'))));
  U('top 3 industries by average rate in 2009', topN(groupBy(u.filter((row) => uy(row) === 2009), text('series'), (m) => mean(num(m, 'rate'))), 3));
  U('max count per industry', { kind: 'groups', values: groupBy(u, text('series'), (m) => Math.max(...num(m, 'count'))) });
  U('which industry had the most unemployed people in January 2009?', extremeRows(u, 'count', 'series', 'max', (row) => uy(row) === 2009 && um(row) === 1));
  U('average rate in december', value(mean(num(u.filter((row) => um(row) === 12), 'rate'))));
  U('number of records per year', { kind: 'groups', values: groupBy(u, (row) => String(uy(row)), (m) => m.length) });
  U('how many months does the data cover?', count(new Set(u.map((row) => (row.date as Date).getTime())).size));
  U('average Agriculture rate in 2003', value(mean(num(u.filter((row) => ser('Agriculture')(row) && uy(row) === 2003), 'rate'))));
  U('avg rate for Mining in the first half of 2009', value(mean(num(u.filter((row) => ser('Mining')(row) && uy(row) === 2009 && um(row) <= 6), 'rate'))));
  // must be refused
  U('what will the unemployment rate be next year?', refuse);
  U('why did construction unemployment rise in 2009?', refuse);
  U('which industry is the safest to work in?', refuse);
  U('average wage by industry', refuse);
  U('how many people are employed in Finance and Insurance?', refuse); // count holds the unemployed
  U('total unemployment in 2009', refuse); // the sum of monthly counts or the average rate: different figures
  U('which industry grew the most?', refuse); // in what, over which months, in people or percent

  // ---- bike trips ----
  const b = tables.get('bike_trips.csv') ?? [];
  const B = ask('p4_bikes');
  const at = (row: Row): Date => row.start_time as Date;
  const by = (row: Row): number => at(row).getUTCFullYear();
  const secs = (row: Row): number => row.duration_sec as number;
  const fare = (row: Row): number => row.fare as number;
  const memberIs = (kind: string) => (row: Row): boolean => row.member_type === kind;
  B('how many trips are there?', count(b.length));
  B('how many rides did members take?', count(b.filter(memberIs('Member')).length));
  B('average trip duration in minutes', value(mean(num(b, 'duration_sec')) / 60));
  B('average duration by member type', { kind: 'groups', values: groupBy(b, text('member_type'), (m) => mean(num(m, 'duration_sec'))) });
  B('which hour is busiest?', best(groupBy(b, (row) => String(at(row).getUTCHours()), (m) => m.length), 'hour', 'max', hourForms));
  B('busiest day of the week', best(groupBy(b, (row) => String(at(row).getUTCDay()), (m) => m.length), 'weekday', 'max', weekdayForms));
  B('which month usually has the most rides?', best(groupBy(b, (row) => String(at(row).getUTCMonth() + 1), (m) => m.length), 'month', 'max', monthForms));
  B('how many trips were longer than an hour?', count(b.filter((row) => secs(row) > 3600).length));
  B('how many trips cost over $20?', count(b.filter((row) => fare(row) > 20).length));
  B('total fare revenue', value(sum(num(b, 'fare'))));
  B('average fare for casual riders', value(mean(num(b.filter(memberIs('Casual')), 'fare'))));
  B('which trip took the longest?', extremeRows(b, 'duration_sec', 'trip_id', 'max'));
  B('which trip covered the longest distance?', extremeRows(b, 'distance_km', 'trip_id', 'max'));
  B('most expensive ride', extremeRows(b, 'fare', 'trip_id', 'max'));
  B('which station do most trips start from?', best(groupBy(b, text('start_station'), (m) => m.length), 'start_station'));
  B('top 5 end stations by number of trips', topN(groupBy(b, text('end_station'), (m) => m.length), 5));
  B('how many trips went from Union Station to City Hall?', count(b.filter((row) => row.start_station === 'Union Station' && row.end_station === 'City Hall').length));
  B('average distance of electric bike trips', value(mean(num(b.filter((row) => row.bike_type === 'electric'), 'distance_km'))));
  B('did casual riders ride longer than members on average?', { kind: 'groups', values: groupBy(b, text('member_type'), (m) => mean(num(m, 'duration_sec'))) });
  B('total distance ridden in 2019', value(sum(num(b.filter((row) => by(row) === 2019), 'distance_km'))));
  B('trips per year', { kind: 'groups', values: groupBy(b, (row) => String(by(row)), (m) => m.length) });
  B('how many trips in July 2018?', count(b.filter((row) => by(row) === 2018 && at(row).getUTCMonth() === 6).length));
  B('how many trips are missing a distance?', count(b.filter((row) => row.distance_km === null).length));
  B('what percentage of trips were by casual riders?', value((100 * b.filter(memberIs('Casual')).length) / b.length));
  B('list the member types', { kind: 'list', values: [...new Set(b.map((row) => row.member_type as string))] });
  B('median trip distance', value(median(num(b, 'distance_km'))));
  B('how many trips under 5 minutes?', count(b.filter((row) => secs(row) < 300).length));
  B('average fare of trips over 30 minutes', value(mean(num(b.filter((row) => secs(row) > 1800), 'fare'))));
  B('number of trips by bike type', { kind: 'groups', values: groupBy(b, text('bike_type'), (m) => m.length) });
  B('how much did members pay in total?', value(sum(num(b.filter(memberIs('Member')), 'fare'))));
  B('which start station has the highest average fare?', best(groupBy(b, text('start_station'), (m) => mean(num(m, 'fare'))), 'start_station'));
  B('average distance in miles', value(mean(num(b, 'distance_km')) / 1.609344));
  B('how many trips were over 10 km?', count(b.filter((row) => isNum(row.distance_km) && row.distance_km > 10).length));
  B('which day had the most trips?', best(groupBy(b, (row) => at(row).toISOString().slice(0, 10), (m) => m.length), 'date', 'max', (key) => isoForms(new Date(`${key}T00:00:00Z`))));
  B('whats the avg fare on e-bikes', value(mean(num(b.filter((row) => row.bike_type === 'electric'), 'fare'))));
  B('how many casual rides on weekends?', count(b.filter((row) => memberIs('Casual')(row) && [0, 6].includes(at(row).getUTCDay())).length));
  // must be refused
  B('how many trips will there be next summer?', refuse);
  B('which station is the most dangerous?', refuse);
  B('average rider age', refuse);
  B('why do casual riders pay more?', refuse);
  B('what was the longest trip?', eitherReading(extremeRows(b, 'duration_sec', 'trip_id', 'max'), extremeRows(b, 'distance_km', 'trip_id', 'max'))); // in time or in distance
  B('average fare per km', refuse); // the average of each trip's ratio, or total fares over total km
  B('how many bikes are there?', refuse); // no bike id column
  B('average speed by member type', refuse); // no speed column; per-trip average or total km over total hours
  return out;
}
