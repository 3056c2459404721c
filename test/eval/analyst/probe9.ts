/**
 * Blind probe 9, sealed: written and committed before the analyst was run on it, and kept from
 * whoever fixes the analyst (they tune on the earlier probes). Files generated here from fixed
 * seeds, in domains no earlier probe used (made-up figures, nothing copied, the reserved packages
 * neither used nor imitated): a city's restaurant food-safety inspections (dates written month
 * first "03/14/2024", a score blank for some, a grade or "Not Yet Graded", a violation code and a
 * critical flag blank when nothing was found), an HR payroll export (hire dates "2019-07-01", a
 * termination date blank for current staff, salaries written "$85,000", bonuses "7.5%", a yes/no
 * column, ratings with "n/a"), electric-vehicle charging sessions 2023-2024 (plug-in and unplug
 * time-stamps, energy with "-" when the meter failed, costs written "£4.20", mostly blank notes),
 * an online-course platform's workbook with two sheets (enrollments with Excel dates, a blank
 * completion date and grade while in progress; courses with prices and lengths written "12.5 h";
 * some questions need both sheets) and customer-support tickets (time-stamps written day first
 * "14/03/2024 09:12", blank while open or unanswered, P1-P4, a Y/N and a true/false column).
 * Expected figures are computed here in plain JavaScript over the generated rows. PROBE9.md
 * records the data check made before sealing; the first run is the lead's.
 */
import ExcelJS from 'exceljs';
import { random, type EvalDataset, type Row } from './data';
import { best, clamp, csvBytes, eitherReading, extremeRows, groupBy, isNum, monthForms, num, text, weekdayForms, weighted } from './probe2';
import { mean, median, sum, type Expected, type Question } from './questions';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** A normal draw (Box-Muller) from the seeded generator. */
const gauss = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pad2 = (n: number): string => String(n).padStart(2, '0');
/** "1,234.50" */
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "85,000" */
const money0 = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
/** "2024-03-07 14:22" */
const stampMinutes = (d: Date): string => d.toISOString().slice(0, 16).replace('T', ' ');
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
/** "03/14/2024": month first, zero-padded. */
const usDay = (d: Date): string => `${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}/${d.getUTCFullYear()}`;
const choose = <T>(rand: () => number, items: Array<[T, number]>): T => weighted(rand, items)[0] as T;

// ---------------------------------------------------------------------------------------------
// a city's restaurant food-safety inspections, 2022-2024

const BOROUGHS: Array<[string, number, number]> = [
  // [borough, weight, score shift]
  ['Manhattan', 3, 1.5], ['Brooklyn', 2.6, 0], ['Queens', 2.2, -0.5], ['Bronx', 1.2, 2.5], ['Staten Island', 0.6, -1.5],
];
const CUISINES: Array<[string, number, number]> = [
  // [cuisine, weight, score shift]
  ['American', 4, 0], ['Chinese', 3, 3], ['Italian', 2.5, -0.5], ['Pizza', 2.5, 0.5], ['Mexican', 2, 1], ['Japanese', 1.6, -1], ['Indian', 1.3, 2], ['Caribbean', 1.2, 1.5], ['Bakery', 1.5, -2], ['Cafe', 2, -2.5], ['Thai', 1, 0.5],
];
const NAME_A = ['Golden', 'Blue', 'Little', 'Lucky', 'Royal', 'Green', 'Happy', 'Red', 'Silver', 'Sunny', 'Corner', 'Old', 'Urban', 'Twin', 'Lotus', 'Harbor', 'Maple', 'Crescent'];
const NAME_B = ['Dragon', 'Garden', 'Kitchen', 'Spoon', 'Table', 'Oven', 'Grill', 'Bistro', 'Fork', 'Bowl', 'House', 'Palace', 'Diner', 'Leaf', 'Pepper', 'Basil'];
const INSPECTION_TYPES: Array<[string, number]> = [['Initial Inspection', 55], ['Re-inspection', 25], ['Complaint', 12], ['Pre-permit', 8]];
const VIOLATIONS: Array<[string, boolean]> = [['02B', true], ['02G', true], ['04L', true], ['04N', true], ['06C', true], ['06D', true], ['08A', false], ['10B', false], ['10F', false], ['09C', false]];
const INSPECTION_MONTHS = [0.9, 0.9, 1.0, 1.0, 1.1, 1.2, 1.25, 1.2, 1.05, 1.0, 0.9, 0.7];

/** "Inspection ID", "Restaurant Name", Borough, Cuisine, "Inspection Date" written "03/14/2024", Score (lower is better; blank for some), Grade (A/B/C or "Not Yet Graded"), "Violation Code" and "Critical Flag" ("Critical"/"Not Critical"; both blank when nothing was found), "Inspection Type". */
export function restaurantInspections(): EvalDataset {
  const rand = random(9001);
  const names = new Set<string>();
  while (names.size < 160) names.add(`${pick(rand, NAME_A)} ${pick(rand, NAME_B)}`);
  const restaurants = [...names].map((name) => ({ name, borough: choose(rand, BOROUGHS.map((b) => [b, b[1]] as [(typeof BOROUGHS)[number], number])), cuisine: choose(rand, CUISINES.map((c) => [c, c[1]] as [(typeof CUISINES)[number], number])), quality: gauss(rand), visits: Math.exp(gauss(rand) * 0.5) }));
  const drafts: Row[] = [];
  while (drafts.length < 1500) {
    const date = Date.UTC(2022, 0, 3) + Math.floor(rand() * 1094) * DAY;
    const weekday = new Date(date).getUTCDay();
    if (weekday === 0) continue;
    if (weekday === 6 && rand() < 0.85) continue;
    if (rand() > INSPECTION_MONTHS[new Date(date).getUTCMonth()] / 1.25) continue;
    const place = choose(rand, restaurants.map((p) => [p, p.visits] as [(typeof restaurants)[number], number]));
    const type = choose(rand, INSPECTION_TYPES);
    const year = new Date(date).getUTCFullYear();
    const raw = 12 + place.quality * 6 + place.borough[2] + place.cuisine[2] + gauss(rand) * 7 + (type === 'Complaint' ? 5 : type === 'Re-inspection' ? -3 : 0) + (year === 2024 ? 1.2 : 0);
    const score = rand() < 0.04 ? null : Math.max(0, Math.round(raw));
    const grade = score === null || type === 'Pre-permit' ? 'Not Yet Graded' : score <= 13 ? 'A' : score <= 27 ? 'B' : 'C';
    const clean = score !== null && score <= 3;
    const critical = rand() < clamp(0.2 + (score ?? 12) / 50, 0, 0.9);
    const violation = clean ? null : pick(rand, VIOLATIONS.filter(([, c]) => c === critical))[0];
    drafts.push({
      'Restaurant Name': place.name, Borough: place.borough[0], Cuisine: place.cuisine[0], 'Inspection Date': new Date(date), Score: score, Grade: grade,
      'Violation Code': violation, 'Critical Flag': clean ? null : critical ? 'Critical' : 'Not Critical', 'Inspection Type': type,
    });
  }
  drafts.sort((a, b) => (a['Inspection Date'] as Date).getTime() - (b['Inspection Date'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, i) => ({ 'Inspection ID': `INS-${String(200_001 + i)}`, ...draft }));
  const header = ['Inspection ID', 'Restaurant Name', 'Borough', 'Cuisine', 'Inspection Date', 'Score', 'Grade', 'Violation Code', 'Critical Flag', 'Inspection Type'];
  const lines = rows.map((row) => [
    row['Inspection ID'] as string, row['Restaurant Name'] as string, row.Borough as string, row.Cuisine as string, usDay(row['Inspection Date'] as Date), row.Score === null ? '' : String(row.Score),
    row.Grade as string, (row['Violation Code'] as string | null) ?? '', (row['Critical Flag'] as string | null) ?? '', row['Inspection Type'] as string,
  ]);
  return { name: 'p9_inspections', file: 'restaurant_inspections.csv', bytes: csvBytes(header, lines), tables: [{ label: 'restaurant_inspections.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// an HR payroll export, taken at the end of 2024

const DEPARTMENTS: Array<[string, number, number, string[]]> = [
  // [department, weight, typical salary, job titles (the first one senior)]
  ['Engineering', 30, 118_000, ['Senior Software Engineer', 'Software Engineer', 'QA Analyst', 'Data Engineer']],
  ['Sales', 22, 76_000, ['Account Executive', 'Sales Development Rep', 'Account Manager']],
  ['Marketing', 10, 84_000, ['Marketing Specialist', 'Content Writer', 'Growth Analyst']],
  ['Finance', 8, 92_000, ['Financial Analyst', 'Accountant', 'Payroll Specialist']],
  ['HR', 6, 71_000, ['HR Business Partner', 'Recruiter', 'HR Coordinator']],
  ['Operations', 14, 66_000, ['Operations Analyst', 'Facilities Coordinator', 'Logistics Planner']],
  ['Support', 12, 54_000, ['Support Specialist', 'Support Team Lead', 'Technical Support Engineer']],
];
const CITIES: Array<[string, number, number]> = [['New York', 3, 1.15], ['Austin', 2.5, 0.95], ['Chicago', 2, 1.0], ['Denver', 1.5, 0.97], ['Seattle', 1.8, 1.1]];
const FIRST = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Ethan', 'Chloe', 'Lucas', 'Grace', 'Mason', 'Ella', 'Logan', 'Aria', 'Caleb', 'Nora', 'Owen', 'Ruby', 'Isaac', 'Leah', 'Jack', 'Maya', 'Ryan', 'Layla', 'Adam', 'Hazel', 'Samir', 'Priya', 'Diego', 'Mei', 'Tariq'];
const LAST = ['Carter', 'Nguyen', 'Patel', 'Brooks', 'Kim', 'Lopez', 'Foster', 'Reyes', 'Hughes', 'Shah', 'Murphy', 'Chen', 'Bennett', 'Ortiz', 'Walsh', 'Ito', 'Grant', 'Silva', 'Khan', 'Novak', 'Price', 'Adams', 'Moreno', 'Fischer', 'Dunn'];
const BONUSES: Array<[number, number]> = [[0, 12], [2.5, 14], [5, 26], [7.5, 20], [10, 14], [12.5, 8], [15, 6]];

/** "Employee ID", "Full Name", Department, "Job Title", "Hire Date" written "2019-07-01", "Termination Date" (blank for current staff), "Annual Salary" written "$85,000", Bonus written "7.5%", Remote (yes/no), "Performance Rating" (1-5, "n/a" when not rated), "Manager ID" (blank for the department managers), "Office City". */
export function hrPayroll(): EvalDataset {
  const rand = random(9002);
  const names = new Set<string>();
  const rows: Row[] = [];
  const managers = new Map<string, string[]>();
  const exportDay = Date.UTC(2024, 11, 31);
  let i = 0;
  while (rows.length < 640) {
    const name = `${pick(rand, FIRST)} ${pick(rand, LAST)}`;
    if (names.has(name)) continue;
    names.add(name);
    const id = `E${String(1001 + i++)}`;
    const [dept, , base, titles] = choose(rand, DEPARTMENTS.map((d) => [d, d[1]] as [(typeof DEPARTMENTS)[number], number]));
    const isManager = (managers.get(dept)?.length ?? 0) < 3;
    const hire = isManager ? Date.UTC(2012, 0, 2) + Math.floor(rand() * 1400) * DAY : Date.UTC(2012, 0, 2) + Math.floor(Math.pow(rand(), 0.7) * 4745) * DAY;
    // Most people start on a Monday or on the first of a month.
    const hireDay = rand() < 0.5 ? hire + ((8 - new Date(hire).getUTCDay()) % 7) * DAY : rand() < 0.5 ? Date.UTC(new Date(hire).getUTCFullYear(), new Date(hire).getUTCMonth(), 1) : hire;
    const title = isManager ? `${dept} Manager` : rand() < 0.25 ? titles[0] : pick(rand, titles.slice(1));
    const [city, , cityFactor] = choose(rand, CITIES.map((c) => [c, c[1]] as [(typeof CITIES)[number], number]));
    const years = (exportDay - hireDay) / (365.25 * DAY);
    const salary = Math.round((base * cityFactor * (isManager ? 1.45 : title === titles[0] ? 1.25 : 1) * (1 + years * 0.015) * Math.exp(gauss(rand) * 0.12)) / 500) * 500;
    const left = !isManager && exportDay - hireDay > 120 * DAY && rand() < 0.15;
    const termination = left ? hireDay + Math.floor(60 + rand() * Math.max(1, (exportDay - hireDay) / DAY - 60)) * DAY : null;
    const rated = hireDay < Date.UTC(2024, 3, 1) && rand() > 0.04;
    const rating = rated ? Math.round(clamp(3.3 + gauss(rand) * 0.9 + (dept === 'Engineering' ? 0.2 : 0) - (dept === 'Support' ? 0.3 : 0), 1, 5)) : null;
    const bonus = rating === null ? choose(rand, BONUSES.slice(0, 3)) : choose(rand, BONUSES.map(([b, w]) => [b, w * (rating >= 4 && b >= 7.5 ? 2.5 : rating <= 2 && b >= 7.5 ? 0.3 : 1)] as [number, number]));
    const manager = isManager ? null : pick(rand, managers.get(dept) ?? [null]);
    if (isManager) managers.set(dept, [...(managers.get(dept) ?? []), id]);
    rows.push({
      'Employee ID': id, 'Full Name': name, Department: dept, 'Job Title': title, 'Hire Date': new Date(hireDay), 'Termination Date': termination === null ? null : new Date(termination),
      'Annual Salary': salary, Bonus: bonus, Remote: rand() < (dept === 'Engineering' ? 0.45 : dept === 'Operations' ? 0.1 : 0.28) ? 'yes' : 'no', 'Performance Rating': rating, 'Manager ID': manager, 'Office City': city,
    });
  }
  const header = ['Employee ID', 'Full Name', 'Department', 'Job Title', 'Hire Date', 'Termination Date', 'Annual Salary', 'Bonus', 'Remote', 'Performance Rating', 'Manager ID', 'Office City'];
  const lines = rows.map((row) => [
    row['Employee ID'] as string, row['Full Name'] as string, row.Department as string, row['Job Title'] as string, isoDay(row['Hire Date'] as Date), row['Termination Date'] === null ? '' : isoDay(row['Termination Date'] as Date),
    `$${money0(row['Annual Salary'] as number)}`, `${String(row.Bonus)}%`, row.Remote as string, row['Performance Rating'] === null ? 'n/a' : String(row['Performance Rating']), (row['Manager ID'] as string | null) ?? '', row['Office City'] as string,
  ]);
  return { name: 'p9_payroll', file: 'hr_payroll.csv', bytes: csvBytes(header, lines), tables: [{ label: 'hr_payroll.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// electric-vehicle charging sessions on a small public network, 2023-2024

const SITES: Array<[string, number, number, number[]]> = [
  // [site, weight, tariff £/kWh, hour weights 0..23]
  ['Riverside Car Park', 3, 0.45, [0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.6, 1.5, 2.2, 2, 1.6, 1.5, 1.6, 1.5, 1.4, 1.5, 1.8, 2.2, 2, 1.4, 1, 0.7, 0.5, 0.3]],
  ['Greenway Retail Park', 2.5, 0.55, [0.1, 0, 0, 0, 0, 0.1, 0.2, 0.4, 1, 1.8, 2.4, 2.8, 3, 2.8, 2.6, 2.4, 2.2, 1.8, 1.4, 1, 0.6, 0.3, 0.2, 0.1]],
  ['Central Library', 1.5, 0.4, [0, 0, 0, 0, 0, 0, 0.1, 0.4, 1.2, 2, 2.2, 2, 1.8, 2, 2, 1.8, 1.4, 1, 0.6, 0.3, 0.1, 0, 0, 0]],
  ['Northgate Hotel', 1.2, 0.6, [0.6, 0.3, 0.2, 0.1, 0.1, 0.1, 0.2, 0.3, 0.3, 0.3, 0.4, 0.5, 0.6, 0.6, 0.8, 1.2, 1.8, 2.4, 2.8, 2.8, 2.4, 1.8, 1.4, 1]],
  ['Harbour Office Park', 1.8, 0.38, [0, 0, 0, 0, 0, 0.1, 0.8, 3, 4, 3, 1.5, 0.8, 0.8, 0.7, 0.5, 0.4, 0.3, 0.2, 0.1, 0.1, 0, 0, 0, 0]],
  ['Station Road Depot', 1, 0.79, [0.8, 0.6, 0.5, 0.5, 0.6, 0.9, 1.2, 1.4, 1.4, 1.3, 1.2, 1.2, 1.2, 1.2, 1.2, 1.3, 1.4, 1.5, 1.4, 1.3, 1.2, 1.1, 1, 0.9]],
];
const CONNECTORS: Array<[string, number, number, number]> = [
  // [connector, weight, typical kWh, typical kW]
  ['CCS', 50, 32, 55], ['Type 2', 38, 14, 7], ['CHAdeMO', 12, 22, 40],
];
const NOTES = ['cable stuck', 'card declined, paid by app', 'slow charge', 'screen not working', 'bay blocked by petrol car', 'session restarted', 'connector damaged'];
const EV_MONTHS = [1.2, 1.1, 1.0, 0.95, 0.9, 0.85, 0.95, 1.05, 0.95, 1.0, 1.1, 1.25];

/** "Session ID", "Station ID", Site, Connector, "Plug In" and "Unplug" written "2024-03-07 14:22", "Energy (kWh)" ("-" when the meter failed), Cost written "£4.20", "User ID", "Idle Minutes" (plugged in after charging stopped), Notes (mostly blank). */
export function chargingSessions(): EvalDataset {
  const rand = random(9003);
  const stations: Array<[string, (typeof SITES)[number], (typeof CONNECTORS)[number]]> = [];
  for (const site of SITES) {
    for (let k = 0; k < 2 + Math.round(site[1]); k++) stations.push([`ST-${String(101 + stations.length)}`, site, choose(rand, CONNECTORS.map((c) => [c, c[1]] as [(typeof CONNECTORS)[number], number]))]);
  }
  const users = Array.from({ length: 320 }, (_, n) => [`U${String(5001 + n * 7)}`, Math.exp(gauss(rand) * 0.9)] as [string, number]);
  const drafts: Row[] = [];
  while (drafts.length < 2400) {
    const day = Date.UTC(2023, 0, 1) + Math.floor(rand() * 731) * DAY;
    if (rand() > EV_MONTHS[new Date(day).getUTCMonth()] / 1.25) continue;
    const weekday = new Date(day).getUTCDay();
    const station = choose(rand, stations.map((s) => [s, s[1][1]] as [(typeof stations)[number], number]));
    const [stationId, [site, , tariff, hours], [connector, , kwh, kw]] = station;
    if (site === 'Harbour Office Park' && (weekday === 0 || weekday === 6) && rand() < 0.85) continue;
    // Weekends are quieter everywhere but at the retail park.
    if (site !== 'Greenway Retail Park' && (weekday === 0 || weekday === 6) && rand() < 0.3) continue;
    const hour = choose(rand, hours.map((w, h) => [h, w] as [number, number]));
    const plugIn = day + hour * HOUR + Math.floor(rand() * 60) * MINUTE;
    const energy = round2(clamp(kwh * Math.exp(gauss(rand) * 0.45), 1.5, 95));
    const charging = Math.max(5, Math.round((energy / (kw * (0.6 + rand() * 0.4))) * 60));
    const idle = rand() < 0.4 ? 0 : Math.round(Math.exp(2.4 + gauss(rand) * 0.9) * (site === 'Harbour Office Park' || site === 'Northgate Hotel' ? 3 : 1));
    const unplug = plugIn + (charging + idle) * MINUTE;
    drafts.push({
      'Station ID': stationId, Site: site, Connector: connector, 'Plug In': new Date(plugIn), Unplug: new Date(unplug), 'Energy (kWh)': rand() < 0.015 ? null : energy, Cost: round2(energy * tariff),
      'User ID': choose(rand, users), 'Idle Minutes': idle, Notes: rand() < 0.1 ? pick(rand, NOTES) : null,
    });
  }
  drafts.sort((a, b) => (a['Plug In'] as Date).getTime() - (b['Plug In'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, n) => ({ 'Session ID': `CS-${String(70_001 + n)}`, ...draft }));
  const header = ['Session ID', 'Station ID', 'Site', 'Connector', 'Plug In', 'Unplug', 'Energy (kWh)', 'Cost', 'User ID', 'Idle Minutes', 'Notes'];
  const lines = rows.map((row) => [
    row['Session ID'] as string, row['Station ID'] as string, row.Site as string, row.Connector as string, stampMinutes(row['Plug In'] as Date), stampMinutes(row.Unplug as Date),
    row['Energy (kWh)'] === null ? '-' : String(row['Energy (kWh)']), `£${money2(row.Cost as number)}`, row['User ID'] as string, String(row['Idle Minutes']), (row.Notes as string | null) ?? '',
  ]);
  return { name: 'p9_charging', file: 'ev_charging_sessions.csv', bytes: csvBytes(header, lines), tables: [{ label: 'ev_charging_sessions.csv', rows }] };
}

// ---------------------------------------------------------------------------------------------
// an online-course platform's workbook, 2023-2024: "Enrollments" and "Courses"

const CATEGORIES: Array<[string, string[], number, number]> = [
  // [category, title words, typical price, completion odds]
  ['Data Science', ['Intro to Pandas', 'Machine Learning Basics', 'SQL for Analysts', 'Statistics Refresher', 'Deep Learning Lab', 'Data Visualisation'], 129, 0.38],
  ['Design', ['Figma Essentials', 'Colour Theory', 'Typography Workshop', 'UX Research Methods', 'Logo Design'], 79, 0.5],
  ['Business', ['Project Management 101', 'Negotiation Skills', 'Startup Finance', 'Public Speaking', 'Excel for Managers'], 99, 0.45],
  ['Programming', ['Python from Scratch', 'Modern JavaScript', 'Rust in Practice', 'Git and GitHub', 'Web APIs with Go', 'Algorithms Bootcamp'], 119, 0.33],
  ['Languages', ['Spanish A1', 'French Conversation', 'Business English', 'Japanese Kana', 'German Grammar'], 49, 0.55],
];
const COURSE_TEACHERS = ['Dr. Amelia Hart', 'Rafael Costa', 'Yuna Park', 'Oliver Grant', 'Fatima Zahra', 'Lars Eriksen', 'Chioma Obi'];
const LEARNER_COUNTRIES: Array<[string, number]> = [['United States', 28], ['India', 20], ['United Kingdom', 10], ['Germany', 8], ['Brazil', 8], ['Nigeria', 6], ['Canada', 6], ['Spain', 5], ['Japan', 4], ['Mexico', 5]];

/** "Enrollments": "Enrollment ID", "Student ID", "Course ID", Enrolled and Completed (Excel dates; Completed empty while in progress), "Progress %" (0-100), "Final Grade" (0-100, empty until completed), Country. "Courses": "Course ID", Title, Category, Price (shown "$#,##0.00"), Instructor, Length written "12.5 h". */
export async function courseWorkbook(): Promise<EvalDataset> {
  const rand = random(9004);
  const courses: Row[] = [];
  const odds = new Map<string, number>();
  for (const [category, titles, price, completion] of CATEGORIES) {
    for (const title of titles) {
      const id = `C${String(101 + courses.length)}`;
      odds.set(id, completion * (0.7 + rand() * 0.6));
      courses.push({ 'Course ID': id, Title: title, Category: category, Price: Math.round(price * (0.6 + rand() * 0.8)) - 0.01, Instructor: pick(rand, COURSE_TEACHERS), Length: Math.round((3 + rand() * 27) * 2) / 2 });
    }
  }
  const popularity = courses.map((course) => [course, Math.exp(gauss(rand) * 0.6)] as [Row, number]);
  const students = Array.from({ length: 900 }, (_, n) => [`S${String(10_000 + n * 3)}`, choose(rand, LEARNER_COUNTRIES)] as [string, string]);
  const end = Date.UTC(2024, 11, 31);
  const drafts: Row[] = [];
  while (drafts.length < 1800) {
    const enrolled = Date.UTC(2023, 0, 1) + Math.floor(rand() * 731) * DAY;
    const month = new Date(enrolled).getUTCMonth();
    if ((month === 6 || month === 7) && rand() < 0.35) continue; // a summer lull
    const course = choose(rand, popularity);
    const [student, country] = pick(rand, students);
    const hours = course.Length as number;
    const finish = enrolled + Math.round(7 + hours * (1.5 + rand() * 4)) * DAY;
    const done = finish <= end && rand() < (odds.get(course['Course ID'] as string) ?? 0.4) * 1.6;
    const progress = done ? 100 : Math.floor(rand() * 96);
    const grade = done ? Math.round(clamp(78 + gauss(rand) * 11 - (course.Category === 'Programming' ? 4 : 0), 35, 100)) : null;
    drafts.push({ 'Student ID': student, 'Course ID': course['Course ID'], Enrolled: new Date(enrolled), Completed: done ? new Date(finish) : null, 'Progress %': progress, 'Final Grade': grade, Country: country });
  }
  drafts.sort((a, b) => (a.Enrolled as Date).getTime() - (b.Enrolled as Date).getTime());
  const enrollments: Row[] = drafts.map((draft, n) => ({ 'Enrollment ID': `EN-${String(n + 1).padStart(6, '0')}`, ...draft }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Enrollments');
  const header = ['Enrollment ID', 'Student ID', 'Course ID', 'Enrolled', 'Completed', 'Progress %', 'Final Grade', 'Country'];
  sheet.addRow(header);
  for (const row of enrollments) {
    const added = sheet.addRow(header.map((h) => row[h]));
    added.getCell(4).numFmt = 'yyyy-mm-dd';
    added.getCell(5).numFmt = 'yyyy-mm-dd';
  }
  const courseSheet = workbook.addWorksheet('Courses');
  const courseHeader = ['Course ID', 'Title', 'Category', 'Price', 'Instructor', 'Length'];
  courseSheet.addRow(courseHeader);
  for (const row of courses) {
    const added = courseSheet.addRow(courseHeader.map((h) => (h === 'Length' ? `${String(row.Length)} h` : row[h])));
    added.getCell(4).numFmt = '$#,##0.00';
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'p9_courses', file: 'online_courses.xlsx', bytes, tables: [{ label: 'online_courses.xlsx / Enrollments', rows: enrollments }, { label: 'online_courses.xlsx / Courses', rows: courses }] };
}

// ---------------------------------------------------------------------------------------------
// a software vendor's customer-support tickets, 2024

const PRIORITIES: Array<[string, number, number, number]> = [
  // [priority, weight, SLA hours to resolve, typical hours to resolve]
  ['P1', 6, 8, 5], ['P2', 18, 24, 16], ['P3', 46, 72, 40], ['P4', 30, 120, 60],
];
const CHANNELS: Array<[string, number, number]> = [['email', 45, 240], ['chat', 35, 6], ['phone', 20, 2]]; // [channel, weight, typical minutes to a first response]
const SUPPORT_AGENTS = ['Alice Moreau', 'Ben Okafor', 'Carmen Diaz', 'Dev Sharma', 'Elif Yilmaz', 'Finn Larsen', 'Grace Tan', 'Hugo Martin'];
const TICKET_CATEGORIES: Array<[string, number, number]> = [['Billing', 22, 0.2], ['Login', 18, 0.4], ['Bug', 24, -0.5], ['Feature Request', 10, -0.2], ['Performance', 12, -0.4], ['Account', 14, 0.3]];
/** "14/03/2024 09:12": day first. */
const dayFirst = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;

/** "Ticket ID", "Opened At", "First Response At" and "Resolved At" written "14/03/2024 09:12" (blank while awaiting a response / while open), Priority (P1-P4), Channel (email/chat/phone), Agent, Category, Satisfaction (1-5, blank when not rated), Reopened (Y/N), "SLA Breached" (true/false). */
export function supportTickets(): EvalDataset {
  const rand = random(9005);
  const end = Date.UTC(2025, 0, 1);
  const drafts: Row[] = [];
  while (drafts.length < 2000) {
    const day = Date.UTC(2024, 0, 1) + Math.floor(rand() * 366) * DAY;
    const weekday = new Date(day).getUTCDay();
    if ((weekday === 0 || weekday === 6) && rand() < 0.7) continue;
    const hour = choose(rand, [0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1.2, 2.6, 3.2, 3, 2.6, 2, 2.4, 2.6, 2.3, 2, 1.6, 1, 0.7, 0.5, 0.4, 0.3, 0.2].map((w, h) => [h, w] as [number, number]));
    const opened = day + hour * HOUR + Math.floor(rand() * 60) * MINUTE;
    const [priority, , slaHours, typical] = choose(rand, PRIORITIES.map((p) => [p, p[1]] as [(typeof PRIORITIES)[number], number]));
    const [channel, , firstMinutes] = choose(rand, CHANNELS.map((c) => [c, c[1]] as [(typeof CHANNELS)[number], number]));
    const [category, , mood] = choose(rand, TICKET_CATEGORIES.map((c) => [c, c[1]] as [(typeof TICKET_CATEGORIES)[number], number]));
    const resolveMinutes = Math.max(10, Math.round(typical * 60 * Math.exp(gauss(rand) * 0.8)));
    const resolvedAt = opened + resolveMinutes * MINUTE;
    // The first response never comes after the resolution (a quick fix is its own first response).
    const firstResponse = Math.min(opened + Math.max(1, Math.round(firstMinutes * (priority === 'P1' ? 0.3 : 1) * Math.exp(gauss(rand) * 0.7))) * MINUTE, resolvedAt);
    const open = resolvedAt > end - 2 * DAY || rand() < 0.02;
    const responded = firstResponse < end - 6 * HOUR && !(open && rand() < 0.25);
    const breached = open ? end - opened > slaHours * HOUR : resolveMinutes > slaHours * 60;
    const rated = !open && rand() < 0.55;
    const satisfaction = rated ? Math.round(clamp(3.9 + mood + gauss(rand) * 1.0 - (breached ? 1.1 : 0) - (channel === 'email' ? 0.2 : 0), 1, 5)) : null;
    drafts.push({
      'Opened At': new Date(opened), 'First Response At': responded ? new Date(firstResponse) : null, 'Resolved At': open ? null : new Date(resolvedAt), Priority: priority, Channel: channel,
      Agent: pick(rand, SUPPORT_AGENTS), Category: category, Satisfaction: satisfaction, Reopened: !open && rand() < 0.07 + (category === 'Bug' ? 0.06 : 0) ? 'Y' : 'N', 'SLA Breached': breached ? 'true' : 'false',
    });
  }
  drafts.sort((a, b) => (a['Opened At'] as Date).getTime() - (b['Opened At'] as Date).getTime());
  const rows: Row[] = drafts.map((draft, n) => ({ 'Ticket ID': `T-${String(40_001 + n)}`, ...draft }));
  const header = ['Ticket ID', 'Opened At', 'First Response At', 'Resolved At', 'Priority', 'Channel', 'Agent', 'Category', 'Satisfaction', 'Reopened', 'SLA Breached'];
  const stamp = (v: Row[string]): string => (v instanceof Date ? dayFirst(v) : '');
  const lines = rows.map((row) => [
    row['Ticket ID'] as string, stamp(row['Opened At']), stamp(row['First Response At']), stamp(row['Resolved At']), row.Priority as string, row.Channel as string, row.Agent as string,
    row.Category as string, row.Satisfaction === null ? '' : String(row.Satisfaction), row.Reopened as string, row['SLA Breached'] as string,
  ]);
  return { name: 'p9_tickets', file: 'support_tickets.csv', bytes: csvBytes(header, lines), tables: [{ label: 'support_tickets.csv', rows }] };
}

export const PROBE9_DATASETS = new Set(['p9_inspections', 'p9_payroll', 'p9_charging', 'p9_courses', 'p9_tickets']);

export async function probe9Datasets(): Promise<EvalDataset[]> {
  return [restaurantInspections(), hrPayroll(), chargingSessions(), await courseWorkbook(), supportTickets()];
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
const pct = (part: number, whole: number): number => (100 * part) / whole;
const at = (row: Row, column: string): number => (isNum(row[column]) ? (row[column] as number) : NaN);
const when = (row: Row, column: string): Date => row[column] as Date;
const dated = (column: string) => (row: Row): boolean => row[column] instanceof Date;
const yearIs = (column: string, ...years: number[]) => (row: Row): boolean => row[column] instanceof Date && years.includes(when(row, column).getUTCFullYear());
const monthIs = (column: string, year: number, month: number) => (row: Row): boolean => yearIs(column, year)(row) && when(row, column).getUTCMonth() === month - 1;
const yearKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCFullYear()) : null);
const monthKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCMonth() + 1) : null);
const weekdayKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCDay()) : null);
const hourKey = (column: string) => (row: Row): string | null => (row[column] instanceof Date ? String(when(row, column).getUTCHours()) : null);
const missingColumns = (rows: Row[]): string[] => Object.keys(rows[0] ?? {}).filter((column) => rows.some((row) => row[column] === null));
const is = (column: string, value: string) => (row: Row): boolean => row[column] === value;
const isIn = (column: string, ...values: string[]) => (row: Row): boolean => values.includes(row[column] as string);
const not = (f: (row: Row) => boolean) => (row: Row): boolean => !f(row);
const dateOnly = (d: Date): number => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
/** The rows where a figure computed from each row is at its extreme, named by `label` (no value: its unit is the answer's choice). */
function extremeBy(rows: Row[], figure: (row: Row) => number, label: string, dir: 'max' | 'min'): Expected {
  const xs = rows.map(figure);
  const top = dir === 'max' ? Math.max(...xs.filter(Number.isFinite)) : Math.min(...xs.filter(Number.isFinite));
  return { kind: 'row', column: label, labels: [...new Set(rows.filter((_, k) => xs[k] === top).map((row) => String(row[label])))] };
}

/** Every phrasing with its class (and, for a must-refuse, why). */
export function probe9Catalogue(tables: Map<string, Row[]>): CataloguedQuestion[] {
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

  // ---- restaurant inspections ----
  const s = tables.get('restaurant_inspections.csv') ?? [];
  const S = ask('p9_inspections');
  const SCORE = 'Score';
  const DATE = 'Inspection Date';
  const critical = is('Critical Flag', 'Critical');
  const gradeA = is('Grade', 'A');
  S('plain', 'how many inspections are there', count(s.length));
  S('plain', 'inspections by borough', groups(countBy(s, text('Borough'))));
  S('plain', 'avg score', value(mean(num(s, SCORE))));
  S('plain', 'how many different restaurants', count(new Set(s.map((row) => row['Restaurant Name'])).size));
  S('plain', 'count of inspections per grade', groups(countBy(s, text('Grade'))));
  S('plain', 'median score by cuisine', groups(groupBy(s, text('Cuisine'), (m) => median(num(m, SCORE)))));
  S('everyday words', 'how many critical violations were found', count(s.filter(critical).length));
  S('everyday words', 'how many inspections are not yet graded', count(s.filter(is('Grade', 'Not Yet Graded')).length));
  S('everyday words', 'how many inspections came from complaints', count(s.filter(is('Inspection Type', 'Complaint')).length));
  S('everyday words', 'most inspected restaurant', best(countBy(s, text('Restaurant Name')), 'Restaurant Name'));
  S('which row', 'which restaurant got the highest score', extremeRows(s, SCORE, 'Restaurant Name', 'max'));
  S('which row', 'which borough has the highest avg score', best(groupBy(s, text('Borough'), (m) => mean(num(m, SCORE))), 'Borough'));
  S('which row', 'which cuisine has the most critical violations', best(countBy(s.filter(critical), text('Cuisine')), 'Cuisine'));
  S('which row', 'cuisine with the lowest average score', best(groupBy(s, text('Cuisine'), (m) => mean(num(m, SCORE))), 'Cuisine', 'min'));
  S('which row', 'which violation code shows up the most', best(countBy(s, text('Violation Code')), 'Violation Code'));
  S('comparison', 'avg score brooklyn vs queens', groups(groupBy(s.filter(isIn('Borough', 'Brooklyn', 'Queens')), text('Borough'), (m) => mean(num(m, SCORE)))));
  S('comparison', 'inspections 2023 vs 2024', groups(countBy(s.filter(yearIs(DATE, 2023, 2024)), yearKey(DATE))));
  S('comparison', 'how many more critical violations in manhattan than in the bronx', count(s.filter((row) => critical(row) && row.Borough === 'Manhattan').length - s.filter((row) => critical(row) && row.Borough === 'Bronx').length));
  S('seasonality', 'which month of the year has the most inspections', best(countBy(s, monthKey(DATE)), 'month', 'max', monthForms));
  S('seasonality', 'which weekday has the most inspections', best(countBy(s, weekdayKey(DATE)), 'weekday', 'max', weekdayForms));
  S('seasonality', 'how many inspections happened on a saturday', count(s.filter((row) => when(row, DATE).getUTCDay() === 6).length));
  S('types as text', 'inspections in march 2024', count(s.filter(monthIs(DATE, 2024, 3)).length));
  S('types as text', 'how many inspections before 1 july 2022', count(s.filter((row) => when(row, DATE).getTime() < Date.UTC(2022, 6, 1)).length));
  S('types as text', 'avg score in 2023', value(mean(num(s.filter(yearIs(DATE, 2023)), SCORE))));
  S('types as text', 'how many inspections on 2023-06-14', count(s.filter((row) => when(row, DATE).getTime() === Date.UTC(2023, 5, 14)).length));
  S('units and conditions', 'how many inspections scored over 27', count(s.filter((row) => at(row, SCORE) > 27).length));
  S('units and conditions', 'inspections with a score between 14 and 27', count(s.filter((row) => at(row, SCORE) >= 14 && at(row, SCORE) <= 27).length));
  S('units and conditions', 'avg score excluding pre-permit inspections', value(mean(num(s.filter(not(is('Inspection Type', 'Pre-permit'))), SCORE))));
  S('units and conditions', 'avg score for chinese restaurants in queens', value(mean(num(s.filter((row) => row.Cuisine === 'Chinese' && row.Borough === 'Queens'), SCORE))));
  S('missing values', 'how many inspections have no score', count(s.filter((row) => row[SCORE] === null).length));
  S('missing values', 'which columns have gaps', list(missingColumns(s)));
  S('missing values', 'how many inspections found no violation at all', count(s.filter((row) => row['Violation Code'] === null).length));
  S('ratio or derived', 'pct of inspections with a critical violation', value(pct(s.filter(critical).length, s.length)));
  S('ratio or derived', '% of inspections graded A by borough', groups(groupBy(s, text('Borough'), (m) => pct(m.filter(gradeA).length, m.length))));
  S('ratio or derived', 'critical rate by cuisine in %', groups(groupBy(s, text('Cuisine'), (m) => pct(m.filter(critical).length, m.length))));
  const latest = new Map<string, Row>();
  for (const row of s) if (row.Grade !== 'Not Yet Graded') latest.set(row['Restaurant Name'] as string, row); // rows are in date order
  S('refuse', 'how many restaurants got an A', eitherReading(count(new Set(s.filter(gradeA).map((row) => row['Restaurant Name'])).size), count([...latest.values()].filter(gradeA).length)), 'two readings: restaurants with at least one A, or restaurants whose latest grade is an A');
  S('refuse', 'which restaurant is the cleanest', refuse, 'a judgement (and lower scores are better: the file does not say so)');
  S('refuse', 'why did scores get worse in 2024', refuse, 'a reason');
  S('refuse', 'predict how many restaurants will get a c next year', refuse, 'a forecast');
  S('refuse', 'how many restaurants closed down', refuse, 'no closure or status column');
  S('refuse', 'average fine per violation', refuse, 'no fine column');
  S('refuse', 'how many inspections failed', refuse, '"failed" has no definition in the file (a C? a score over some bar?)');
  S('refuse', 'how many inspections found mice', refuse, 'the file holds violation codes, not their descriptions');
  S('refuse', 'average grade by borough', refuse, 'a grade is a letter (or "Not Yet Graded"): no average');
  S('refuse', 'how many inspections were overdue', refuse, 'no due date or inspection schedule in the file');

  // ---- HR payroll ----
  const p = tables.get('hr_payroll.csv') ?? [];
  const P = ask('p9_payroll');
  const SAL = 'Annual Salary';
  const HIRE = 'Hire Date';
  const TERM = 'Termination Date';
  const RATING = 'Performance Rating';
  const current = (row: Row): boolean => row[TERM] === null;
  const staff = p.filter(current);
  const leavers = p.filter(dated(TERM));
  P('plain', 'how many records are in the export', count(p.length));
  P('plain', 'headcount by department for current staff', groups(countBy(staff, text('Department'))));
  P('plain', 'average annual salary of current employees', value(mean(num(staff, SAL))));
  P('plain', 'avg salary by department', groups(groupBy(p, text('Department'), (m) => mean(num(m, SAL)))));
  P('plain', 'total payroll for current staff', value(sum(num(staff, SAL))));
  P('everyday words', 'highest paid employee', extremeRows(p, SAL, 'Full Name', 'max'));
  P('everyday words', 'who has been here the longest among current staff', extremeRows(p, HIRE, 'Full Name', 'min', current));
  P('everyday words', 'how many people have left', count(leavers.length));
  P('everyday words', 'how many current employees work remotely', count(staff.filter(is('Remote', 'yes')).length));
  P('which row', 'which department pays the most on average', best(groupBy(p, text('Department'), (m) => mean(num(m, SAL))), 'Department'));
  P('which row', 'which office city has the most current employees', best(countBy(staff, text('Office City')), 'Office City'));
  P('which row', 'which manager id has the most current direct reports', best(countBy(staff, text('Manager ID')), 'Manager ID'));
  P('which row', 'department with the lowest avg performance rating', best(groupBy(p, text('Department'), (m) => mean(num(m, RATING))), 'Department', 'min'));
  P('which row', 'most recent hire', extremeRows(p, HIRE, 'Full Name', 'max'));
  P('comparison', 'avg salary engineering vs sales', groups(groupBy(p.filter(isIn('Department', 'Engineering', 'Sales')), text('Department'), (m) => mean(num(m, SAL)))));
  P('comparison', 'hires 2022 vs 2023', groups(countBy(p.filter(yearIs(HIRE, 2022, 2023)), yearKey(HIRE))));
  P('comparison', 'how many more current staff in engineering than in marketing', count(staff.filter(is('Department', 'Engineering')).length - staff.filter(is('Department', 'Marketing')).length));
  P('comparison', 'did more people leave in 2024 than in 2023', groups(countBy(leavers.filter(yearIs(TERM, 2023, 2024)), yearKey(TERM))));
  P('seasonality', 'which month of the year do we hire the most', best(countBy(p, monthKey(HIRE)), 'month', 'max', monthForms));
  P('seasonality', 'which weekday do most people start on', best(countBy(p, weekdayKey(HIRE)), 'weekday', 'max', weekdayForms));
  P('types as text', 'how many employees were hired before 2016', count(p.filter((row) => when(row, HIRE).getTime() < Date.UTC(2016, 0, 1)).length));
  P('types as text', 'how many people left in 2023', count(leavers.filter(yearIs(TERM, 2023)).length));
  P('types as text', 'employees hired between 2019 and 2021', count(p.filter(yearIs(HIRE, 2019, 2020, 2021)).length));
  P('units and conditions', 'how many earn over $100k', count(p.filter((row) => at(row, SAL) > 100_000).length));
  P('units and conditions', 'how many salaries between 60k and 80k', count(p.filter((row) => at(row, SAL) >= 60_000 && at(row, SAL) <= 80_000).length));
  P('units and conditions', 'avg bonus for people rated 5', value(mean(num(p.filter((row) => row[RATING] === 5), 'Bonus'))));
  P('units and conditions', 'how many have a bonus over 10%', count(p.filter((row) => at(row, 'Bonus') > 10).length));
  P('units and conditions', 'current staff in austin earning more than 90,000', count(staff.filter((row) => row['Office City'] === 'Austin' && at(row, SAL) > 90_000).length));
  P('missing values', 'how many employees have no performance rating', count(p.filter((row) => row[RATING] === null).length));
  P('missing values', 'which columns have gaps', list(missingColumns(p)));
  P('missing values', 'how many people are still employed', count(staff.length));
  P('ratio or derived', 'pct of current staff working remotely', value(pct(staff.filter(is('Remote', 'yes')).length, staff.length)));
  P('ratio or derived', 'average days between hire and termination for leavers', value(mean(leavers.map((row) => (when(row, TERM).getTime() - when(row, HIRE).getTime()) / DAY))));
  P('ratio or derived', 'total bonus payout in dollars for current staff', value(sum(staff.map((row) => (at(row, SAL) * at(row, 'Bonus')) / 100))));
  P('refuse', 'how many employees are there', eitherReading(count(p.length), count(staff.length)), 'two readings: every record (leavers included), or current staff only');
  P('refuse', 'attrition rate', refuse, 'several readings: leavers over every record, or over a year\'s average headcount, and over which period');
  P('refuse', 'average tenure in years', refuse, 'no as-of date for current staff, and leavers in or out');
  P('refuse', 'who should we promote next', refuse, 'a judgement');
  P('refuse', 'why do people leave support', refuse, 'a reason');
  P('refuse', 'forecast headcount for 2026', refuse, 'a forecast');
  P('refuse', 'average age by department', refuse, 'no age or birth-date column');
  P('refuse', 'gender pay gap', refuse, 'no gender column');
  P('refuse', 'how many high performers do we have', refuse, '"high performer" has no threshold in the file');
  P('refuse', 'how much overtime did engineering work', refuse, 'no hours or overtime column');
  P('refuse', 'average salary increase last year', refuse, 'one salary per person: no salary history');

  // ---- EV charging sessions ----
  const c = tables.get('ev_charging_sessions.csv') ?? [];
  const C = ask('p9_charging');
  const KWH = 'Energy (kWh)';
  const IN = 'Plug In';
  const minutes = (row: Row): number => (when(row, 'Unplug').getTime() - when(row, IN).getTime()) / MINUTE;
  const metered = c.filter((row) => isNum(row[KWH]));
  const wkend = (row: Row): boolean => [0, 6].includes(when(row, IN).getUTCDay());
  C('plain', 'how many charging sessions', count(c.length));
  C('plain', 'total energy delivered', value(sum(num(c, KWH))));
  C('plain', 'avg kwh per session', value(mean(num(c, KWH))));
  C('plain', 'sessions by connector', groups(countBy(c, text('Connector'))));
  C('plain', 'how much did users pay in total', value(sum(num(c, 'Cost'))));
  C('everyday words', 'busiest site', best(countBy(c, text('Site')), 'Site'));
  C('everyday words', 'longest session', extremeBy(c, minutes, 'Session ID', 'max'));
  C('everyday words', 'most expensive session', extremeRows(c, 'Cost', 'Session ID', 'max'));
  C('everyday words', 'how many different drivers used the network', count(new Set(c.map((row) => row['User ID'])).size));
  C('everyday words', 'how long do people stay plugged in on average, in minutes', value(mean(c.map(minutes))));
  C('which row', 'which station delivered the most energy', best(groupBy(c, text('Station ID'), (m) => sum(num(m, KWH))), 'Station ID'));
  C('which row', 'which connector has the highest avg kwh', best(groupBy(c, text('Connector'), (m) => mean(num(m, KWH))), 'Connector'));
  C('which row', 'which site has the most idle minutes in total', best(groupBy(c, text('Site'), (m) => sum(num(m, 'Idle Minutes'))), 'Site'));
  C('comparison', 'avg kwh ccs vs chademo', groups(groupBy(c.filter(isIn('Connector', 'CCS', 'CHAdeMO')), text('Connector'), (m) => mean(num(m, KWH)))));
  C('comparison', 'sessions 2023 vs 2024', groups(countBy(c, yearKey(IN))));
  C('comparison', 'how much more energy was delivered in 2023 than in 2024', value(sum(num(c.filter(yearIs(IN, 2023)), KWH)) - sum(num(c.filter(yearIs(IN, 2024)), KWH))));
  C('comparison', 'avg cost at the library vs the hotel', groups(groupBy(c.filter(isIn('Site', 'Central Library', 'Northgate Hotel')), text('Site'), (m) => mean(num(m, 'Cost')))));
  C('seasonality', 'busiest hour of the day to plug in', best(countBy(c, hourKey(IN)), 'hour', 'max', hourForms));
  C('seasonality', 'which weekday has the most sessions', best(countBy(c, weekdayKey(IN)), 'weekday', 'max', weekdayForms));
  C('seasonality', 'which month of the year uses the most energy', best(groupBy(c, monthKey(IN), (m) => sum(num(m, KWH))), 'month', 'max', monthForms));
  C('seasonality', 'how many sessions start at 6pm or later', count(c.filter((row) => when(row, IN).getUTCHours() >= 18).length));
  C('seasonality', 'how many sessions on weekends', count(c.filter(wkend).length));
  C('types as text', 'sessions in january 2024', count(c.filter(monthIs(IN, 2024, 1)).length));
  C('types as text', 'energy delivered before 1 april 2023', value(sum(num(c.filter((row) => when(row, IN).getTime() < Date.UTC(2023, 3, 1)), KWH))));
  C('types as text', 'how many sessions plugged in on 2024-03-15', count(c.filter((row) => dateOnly(when(row, IN)) === Date.UTC(2024, 2, 15)).length));
  C('units and conditions', 'sessions over 50 kwh', count(c.filter((row) => at(row, KWH) > 50).length));
  C('units and conditions', 'how many sessions cost more than £20', count(c.filter((row) => at(row, 'Cost') > 20).length));
  C('units and conditions', 'sessions between 10 and 30 kwh', count(c.filter((row) => at(row, KWH) >= 10 && at(row, KWH) <= 30).length));
  C('units and conditions', 'avg energy excluding chademo', value(mean(num(c.filter(not(is('Connector', 'CHAdeMO'))), KWH))));
  C('units and conditions', 'how many sessions lasted more than 2 hours', count(c.filter((row) => minutes(row) > 120).length));
  C('missing values', 'how many sessions have no energy reading', count(c.filter((row) => row[KWH] === null).length));
  C('missing values', 'which columns have gaps', list(missingColumns(c)));
  C('missing values', 'how many sessions have a note', count(c.filter((row) => row.Notes !== null).length));
  C('ratio or derived', 'average session length in minutes by connector', groups(groupBy(c, text('Connector'), (m) => mean(m.map(minutes)))));
  C('ratio or derived', 'avg charging time in minutes not counting idle time', value(mean(c.map((row) => minutes(row) - at(row, 'Idle Minutes')))));
  C('ratio or derived', '% of sessions with no idle time', value(pct(c.filter((row) => row['Idle Minutes'] === 0).length, c.length)));
  C('ratio or derived', 'share of sessions by site in %', groups(new Map([...countBy(c, text('Site'))].map(([k, n]) => [k, pct(n, c.length)]))));
  C('refuse', 'average cost per kwh', eitherReading(value(mean(metered.map((row) => at(row, 'Cost') / at(row, KWH)))), value(sum(num(metered, 'Cost')) / sum(num(metered, KWH)))), "two readings: the average of each session's cost over its energy, or total cost over total energy");
  C('refuse', 'idle time as a % of time plugged in', eitherReading(value(mean(c.map((row) => pct(at(row, 'Idle Minutes'), minutes(row))))), value(pct(sum(num(c, 'Idle Minutes')), sum(c.map(minutes))))), "two readings: the average of each session's share, or total idle over total plugged-in minutes");
  C('refuse', 'which site is the best', refuse, 'a judgement');
  C('refuse', 'why do drivers leave their cars at the office park', refuse, 'a reason');
  C('refuse', 'predict energy demand for 2025', refuse, 'a forecast');
  C('refuse', 'how much co2 did we save', refuse, 'no emission factor in the file');
  C('refuse', 'how many drivers own a tesla', refuse, 'no vehicle column');
  C('refuse', 'how many fast charging sessions', refuse, '"fast" has no definition in the file (no power column; a connector is not a speed)');
  C('refuse', 'average battery level at unplug', refuse, 'no battery column');
  C('refuse', 'which chargers are out of order right now', refuse, 'no status column: the file holds sessions, not station health');
  const chargingHours = (row: Row): number => (minutes(row) - at(row, 'Idle Minutes')) / 60;
  C('refuse', 'average charging speed in kw', eitherReading(value(mean(metered.map((row) => at(row, KWH) / chargingHours(row)))), value(sum(num(metered, KWH)) / sum(metered.map(chargingHours)))), "two readings: the average of each session's kWh per charging hour, or total kWh over total charging hours (and idle time in or out)");

  // ---- online-course workbook ----
  const e = tables.get('online_courses.xlsx / Enrollments') ?? [];
  const k = tables.get('online_courses.xlsx / Courses') ?? [];
  const E = ask('p9_courses');
  const GRADE = 'Final Grade';
  const courseOf = new Map(k.map((course) => [course['Course ID'] as string, course]));
  const categoryOf = (row: Row): string | null => (courseOf.get(row['Course ID'] as string)?.Category as string | undefined) ?? null;
  const instructorOf = (row: Row): string | null => (courseOf.get(row['Course ID'] as string)?.Instructor as string | undefined) ?? null;
  const priceOf = (row: Row): number => (courseOf.get(row['Course ID'] as string)?.Price as number | undefined) ?? NaN;
  const finished = e.filter(dated('Completed'));
  const ongoing = e.filter((row) => row.Completed === null);
  /** A course named by its id or its title: either is right. */
  const courseForms = (id: string): string[] => [id, String(courseOf.get(id)?.Title)];
  E('plain', 'how many enrollments are there', count(e.length));
  E('plain', 'how many courses are there', count(k.length));
  E('plain', 'avg final grade', value(mean(num(e, GRADE))));
  E('plain', 'how many courses does each instructor teach', groups(countBy(k, text('Instructor'))));
  E('plain', 'how many different students enrolled', count(new Set(e.map((row) => row['Student ID'])).size));
  E('everyday words', 'most expensive course', extremeRows(k, 'Price', 'Title', 'max'));
  E('everyday words', 'longest course', extremeRows(k, 'Length', 'Title', 'max'));
  E('everyday words', 'how many enrollments are still in progress', count(ongoing.length));
  E('everyday words', 'most popular course by enrollments', best(countBy(e, text('Course ID')), 'Course ID', 'max', courseForms));
  E('which row', 'which category has the most completions', best(countBy(finished, categoryOf), 'Category'));
  E('which row', 'which course has the highest average final grade', best(groupBy(e, text('Course ID'), (m) => mean(num(m, GRADE))), 'Course ID', 'max', courseForms));
  E('which row', "which instructor's courses get the highest avg grade", best(groupBy(e, instructorOf, (m) => mean(num(m, GRADE))), 'Instructor'));
  E('comparison', 'enrollments 2023 vs 2024', groups(countBy(e, yearKey('Enrolled'))));
  E('comparison', 'avg final grade programming vs design', groups(groupBy(e.filter((row) => ['Programming', 'Design'].includes(categoryOf(row) ?? '')), categoryOf, (m) => mean(num(m, GRADE)))));
  E('comparison', 'completions by category', groups(countBy(finished, categoryOf)));
  E('seasonality', 'which month of the year has the most enrollments', best(countBy(e, monthKey('Enrolled')), 'month', 'max', monthForms));
  E('seasonality', 'which weekday do most students enroll', best(countBy(e, weekdayKey('Enrolled')), 'weekday', 'max', weekdayForms));
  E('types as text', 'enrollments in march 2024', count(e.filter(monthIs('Enrolled', 2024, 3)).length));
  E('types as text', 'how many enrollments were completed before 1 june 2023', count(finished.filter((row) => when(row, 'Completed').getTime() < Date.UTC(2023, 5, 1)).length));
  E('types as text', 'average course length in hours', value(mean(num(k, 'Length'))));
  E('units and conditions', 'how many courses cost over $100', count(k.filter((row) => at(row, 'Price') > 100).length));
  E('units and conditions', 'courses longer than 20 hours', count(k.filter((row) => at(row, 'Length') > 20).length));
  E('units and conditions', 'final grades between 70 and 90', count(e.filter((row) => at(row, GRADE) >= 70 && at(row, GRADE) <= 90).length));
  E('units and conditions', 'in-progress enrollments past 50% progress', count(ongoing.filter((row) => at(row, 'Progress %') > 50).length));
  E('units and conditions', 'avg final grade excluding the united states', value(mean(num(e.filter(not(is('Country', 'United States'))), GRADE))));
  E('missing values', 'how many enrollments have no final grade', count(e.filter((row) => row[GRADE] === null).length));
  E('missing values', 'which columns of the enrollments sheet have gaps', list(missingColumns(e)));
  E('ratio or derived', 'pct of enrollments completed', value(pct(finished.length, e.length)));
  E('ratio or derived', 'average days to complete a course', value(mean(finished.map((row) => (when(row, 'Completed').getTime() - when(row, 'Enrolled').getTime()) / DAY))));
  E('ratio or derived', 'completion rate by category in %', groups(groupBy(e, categoryOf, (m) => pct(m.filter(dated('Completed')).length, m.length))));
  E('ratio or derived', 'total enrollment fees at list price by category', groups(groupBy(e, categoryOf, (m) => sum(m.map(priceOf)))));
  E('refuse', 'average course price', eitherReading(value(mean(num(k, 'Price'))), value(mean(e.map(priceOf)))), 'two readings: over the courses (one course one vote), or over the enrollments (what an enrollment costs on average at list price)');
  E('refuse', 'how much revenue did we make', refuse, 'no payments in the workbook: list prices only, discounts and refunds unknown');
  E('refuse', 'which course is the best', refuse, 'a judgement');
  E('refuse', 'why do students drop out of programming courses', refuse, 'a reason');
  E('refuse', 'forecast enrollments for 2025', refuse, 'a forecast');
  E('refuse', 'how many students dropped out', refuse, 'no drop-out status: an enrollment without a completion date may still be in progress');
  E('refuse', 'average course rating', refuse, 'no rating column');
  E('refuse', 'how many students passed', refuse, 'no pass mark in the workbook');
  E('refuse', 'how many hours did students spend watching videos', refuse, 'no watch-time column (a course length is not time spent)');

  // ---- support tickets ----
  const t = tables.get('support_tickets.csv') ?? [];
  const T = ask('p9_tickets');
  const OPENED = 'Opened At';
  const RESOLVED = 'Resolved At';
  const SAT = 'Satisfaction';
  const resolved = t.filter(dated(RESOLVED));
  const breached = is('SLA Breached', 'true');
  const hoursToResolve = (row: Row): number => (when(row, RESOLVED).getTime() - when(row, OPENED).getTime()) / HOUR;
  const firstMinutes = (row: Row): number => (when(row, 'First Response At').getTime() - when(row, OPENED).getTime()) / MINUTE;
  const answered = t.filter(dated('First Response At'));
  T('plain', 'how many tickets', count(t.length));
  T('plain', 'tickets by priority', groups(countBy(t, text('Priority'))));
  T('plain', 'avg satisfaction', value(mean(num(t, SAT))));
  T('everyday words', 'how many tickets are still open', count(t.filter((row) => row[RESOLVED] === null).length));
  T('everyday words', 'which agent resolved the most tickets', best(countBy(resolved, text('Agent')), 'Agent'));
  T('everyday words', 'how many tickets got reopened', count(t.filter(is('Reopened', 'Y')).length));
  T('everyday words', 'busiest channel', best(countBy(t, text('Channel')), 'Channel'));
  T('which row', 'which category has the lowest avg satisfaction', best(groupBy(t, text('Category'), (m) => mean(num(m, SAT))), 'Category', 'min'));
  T('which row', 'which agent has the most sla breaches', best(countBy(t.filter(breached), text('Agent')), 'Agent'));
  T('which row', 'ticket that took the longest to resolve', extremeBy(resolved, hoursToResolve, 'Ticket ID', 'max'));
  T('comparison', 'avg satisfaction chat vs email', groups(groupBy(t.filter(isIn('Channel', 'chat', 'email')), text('Channel'), (m) => mean(num(m, SAT)))));
  T('comparison', 'how many more p3 tickets than p4 tickets', count(t.filter(is('Priority', 'P3')).length - t.filter(is('Priority', 'P4')).length));
  T('comparison', 'avg minutes to first response, email vs chat', groups(groupBy(answered.filter(isIn('Channel', 'email', 'chat')), text('Channel'), (m) => mean(m.map(firstMinutes)))));
  T('seasonality', 'busiest hour for new tickets', best(countBy(t, hourKey(OPENED)), 'hour', 'max', hourForms));
  T('seasonality', 'which weekday gets the most tickets', best(countBy(t, weekdayKey(OPENED)), 'weekday', 'max', weekdayForms));
  T('seasonality', 'how many tickets were opened on weekends', count(t.filter((row) => [0, 6].includes(when(row, OPENED).getUTCDay())).length));
  T('types as text', 'tickets opened in march 2024', count(t.filter(monthIs(OPENED, 2024, 3)).length));
  T('types as text', 'tickets opened before 15 feb 2024', count(t.filter((row) => when(row, OPENED).getTime() < Date.UTC(2024, 1, 15)).length));
  T('types as text', 'how many tickets were resolved on 2024-06-03', count(resolved.filter((row) => dateOnly(when(row, RESOLVED)) === Date.UTC(2024, 5, 3)).length));
  T('units and conditions', 'how many p1 tickets breached the sla', count(t.filter((row) => breached(row) && row.Priority === 'P1').length));
  T('units and conditions', 'tickets resolved within 24 hours', count(resolved.filter((row) => hoursToResolve(row) <= 24).length));
  T('units and conditions', 'avg satisfaction excluding phone', value(mean(num(t.filter(not(is('Channel', 'phone'))), SAT))));
  T('missing values', 'how many tickets have no satisfaction rating', count(t.filter((row) => row[SAT] === null).length));
  T('missing values', 'which columns have gaps', list(missingColumns(t)));
  T('missing values', 'how many tickets are still waiting for a first response', count(t.filter((row) => row['First Response At'] === null).length));
  T('ratio or derived', 'pct of tickets that breached the sla', value(pct(t.filter(breached).length, t.length)));
  T('ratio or derived', 'sla breach rate by priority in %', groups(groupBy(t, text('Priority'), (m) => pct(m.filter(breached).length, m.length))));
  T('ratio or derived', 'average minutes to first response', value(mean(answered.map(firstMinutes))));
  T('ratio or derived', 'avg hours to resolve by priority', groups(groupBy(resolved, text('Priority'), (m) => mean(m.map(hoursToResolve)))));
  T('refuse', 'what is our csat score', eitherReading(value(mean(num(t, SAT))), value(pct(t.filter((row) => at(row, SAT) >= 4).length, t.filter((row) => isNum(row[SAT])).length))), 'two readings: the average rating (1-5), or the % of ratings that are 4 or 5');
  T('refuse', 'reopen rate', eitherReading(value(pct(t.filter(is('Reopened', 'Y')).length, t.length)), value(pct(t.filter(is('Reopened', 'Y')).length, resolved.length))), 'two readings: reopened over every ticket, or over the resolved tickets');
  T('refuse', 'which agent is the best', refuse, 'a judgement');
  T('refuse', 'why are p1 tickets breaching the sla', refuse, 'a reason');
  T('refuse', 'forecast ticket volume for january 2025', refuse, 'a forecast');
  T('refuse', 'how many customers were angry', refuse, '"angry" has no definition in the file');
  T('refuse', 'average handle time per agent', refuse, 'no work-time column: open-to-resolved is elapsed time, not handling');
  T('refuse', 'how many tickets were escalated', refuse, 'no escalation column');
  T('refuse', 'first contact resolution rate', refuse, 'no contact count per ticket: "first contact" has no column');
  T('refuse', 'which customer opened the most tickets', refuse, 'no customer column');
  T('refuse', 'how long do customers wait on average, in minutes', eitherReading(value(mean(answered.map(firstMinutes))), value(mean(resolved.map(hoursToResolve)) * 60)), 'two readings: until the first response, or until the ticket is resolved');
  return out;
}

export function probe9Questions(tables: Map<string, Row[]>): Question[] {
  return probe9Catalogue(tables).map((entry) => entry.question);
}
