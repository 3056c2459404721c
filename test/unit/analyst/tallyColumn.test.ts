/**
 * Long-format tables where a column holds how many things each row stands for, on generated
 * files: a bird survey (`site`, `species`, `tally`, `survey_year`), staff by grade (`grade`, `gender`,
 * `department`, `headcount`) and ferry crossings (`crossing_id`, `route`, `passengers`). A count of
 * those things is the column's total, said in the first sentence; "how many records" and the
 * file's own noun beside a column that counts something else still count rows; a noun that fits
 * neither is refused. Expected figures are computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, parseCsv } from './harness';

const SITES = ['Marsh End', 'Oakwood', 'Brackley'];
const BIRDS = ['heron', 'kestrel', 'lapwing'];

function survey(): Array<{ site: string; bird: string; tally: number; survey_year: number }> {
  return SITES.flatMap((site, s) => BIRDS.flatMap((bird, b) => [2019, 2021, 2023].map((survey_year, y) => ({ site, bird, survey_year, tally: 3 + ((s * 7 + b * 5 + y * 11) % 23) }))));
}

function staff(): Array<{ grade: string; gender: string; department: string; headcount: number }> {
  return ['Junior', 'Senior', 'Principal'].flatMap((grade, g) => ['Female', 'Male'].flatMap((gender, x) => ['Finance', 'Legal'].map((department, d) => ({ grade, gender, department, headcount: 4 + g * 9 + x * 3 + d * 5 + ((g + d) % 2) }))));
}

function crossings(): Array<{ crossing_id: number; route: string; passengers: number }> {
  return Array.from({ length: 20 }, (_, i) => ({ crossing_id: 1000 + i, route: i % 3 === 0 ? 'Isle North' : 'Isle South', passengers: 40 + ((i * 37) % 90) }));
}

function clubs(): Array<{ club: string; year: number; gender: string; members: number }> {
  return ['Rowing', 'Chess', 'Choir'].flatMap((club, c) => [2021, 2022, 2023].flatMap((year, y) => ['Female', 'Male'].map((gender, g) => ({ club, year, gender, members: 10 + ((c * 13 + y * 7 + g * 5) % 17) + c * 3 }))));
}

function roles(): Array<{ role: string; sex: string; year: number; count: number }> {
  return ['Nurse', 'Porter', 'Surgeon'].flatMap((role, r) => ['Women', 'Men'].flatMap((sex, x) => [2021, 2022].map((year, y) => ({ role, sex, year, count: 20 + ((r * 31 + x * 17 + y * 9) % 40) }))));
}

function roadDeaths(): Array<{ region: string; year: number; fatalities: number }> {
  return ['Northshire', 'Southmoor'].flatMap((region, r) => [2019, 2020, 2021].map((year, y) => ({ region, year, fatalities: 30 + r * 12 + y * 5 })));
}

const total = <T>(rows: T[], pick: (row: T) => number): number => rows.reduce((sum, row) => sum + pick(row), 0);

describe('analyst: columns that hold how many things a row stands for', function () {
  this.timeout(120_000);
  let birds: AnalystBench;
  let people: AnalystBench;
  let ferries: AnalystBench;
  let members: AnalystBench;
  const clubRows = clubs();
  let hospital: AnalystBench;
  const roleRows = roles();
  let roads: AnalystBench;
  const roadRows = roadDeaths();
  const surveyRows = survey();
  const staffRows = staff();
  const ferryRows = crossings();

  before(async () => {
    birds = await AnalystBench.create();
    people = await AnalystBench.create();
    ferries = await AnalystBench.create();
    members = await AnalystBench.create();
    hospital = await AnalystBench.create();
    await hospital.loadRows('hospital_roles', ['role', 'sex', 'year', 'count'], roleRows.map((row) => [row.role, row.sex, row.year, row.count]), 'hospital_roles.csv');
    roads = await AnalystBench.create();
    await roads.loadRows('road_deaths', ['region', 'year', 'fatalities'], roadRows.map((row) => [row.region, row.year, row.fatalities]), 'road_deaths.csv');
    await members.loadRows('club_members', ['club', 'year', 'gender', 'members'], clubRows.map((row) => [row.club, row.year, row.gender, row.members]), 'club_membership.csv');
    await birds.loadRows('bird_survey', ['site', 'species', 'tally', 'survey_year'], surveyRows.map((row) => [row.site, row.bird, row.tally, row.survey_year]), 'wetland_birds.csv');
    await people.loadRows('staff_grades', ['grade', 'gender', 'department', 'headcount'], staffRows.map((row) => [row.grade, row.gender, row.department, row.headcount]), 'staff_grades.csv');
    await ferries.loadRows('ferry_crossings', ['crossing_id', 'route', 'passengers'], ferryRows.map((row) => [row.crossing_id, row.route, row.passengers]), 'ferry_crossings.csv');
  });

  it('adds up the tally for "how many <value>" and says so first', async () => {
    const question = 'how many kestrels were seen at Oakwood in 2021';
    const run = await birds.ask(question);
    assertAnswered(run, question);
    assert.match(run.answer, /^Computed the total tally \(each row stands for a number of them, given in tally, so those numbers are added up/, run.answer.slice(0, 300));
    const expected = total(surveyRows.filter((row) => row.bird === 'kestrel' && row.site === 'Oakwood' && row.survey_year === 2021), (row) => row.tally);
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]), expected, run.answer.slice(0, 300));
  });

  it('ranks groups by the tally of the thing the file counts', async () => {
    const run = await birds.ask('which site recorded the most birds overall?');
    assertAnswered(run, 'most birds');
    const bySite = SITES.map((site) => ({ site, n: total(surveyRows.filter((row) => row.site === site), (row) => row.tally) })).sort((a, b) => b.n - a.n);
    const [first] = parseCsv(run.csv ?? '');
    assert.equal(first?.site, bySite[0].site, run.answer.slice(0, 300));
    assert.equal(Number(Object.values(first ?? {})[1]), bySite[0].n);
    const fewest = await birds.ask('which site had the fewest lapwings');
    const lapwings = SITES.map((site) => ({ site, n: total(surveyRows.filter((row) => row.site === site && row.bird === 'lapwing'), (row) => row.tally) })).sort((a, b) => a.n - b.n);
    assert.equal(parseCsv(fewest.csv ?? '')[0]?.site, lapwings[0].site, fewest.answer.slice(0, 300));
  });

  it('adds up a headcount for people named by their kind', async () => {
    const run = await people.ask('how many people in Legal are Senior?');
    assertAnswered(run, 'people in Legal');
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]), total(staffRows.filter((row) => row.department === 'Legal' && row.grade === 'Senior'), (row) => row.headcount));
    const ranked = await people.ask('which grade employs the most Females');
    const byGrade = ['Junior', 'Senior', 'Principal'].map((grade) => ({ grade, n: total(staffRows.filter((row) => row.grade === grade && row.gender === 'Female'), (row) => row.headcount) })).sort((a, b) => b.n - a.n);
    assert.equal(parseCsv(ranked.csv ?? '')[0]?.grade, byGrade[0].grade, ranked.answer.slice(0, 300));
  });

  it('still counts rows when the rows are asked for', async () => {
    const records = await birds.ask('how many records for herons');
    assert.match(records.answer, /^Computed the number of rows/, records.answer.slice(0, 300));
    assert.equal(Number(Object.values(parseCsv(records.csv ?? '')[0] ?? {})[0]), surveyRows.filter((row) => row.bird === 'heron').length);
    // A ferry_crossings.csv row is a crossing; `passengers` counts people, not crossings.
    const crossingsRun = await ferries.ask('how many crossings on Isle North');
    assert.doesNotMatch(crossingsRun.answer, /passengers/, crossingsRun.answer.slice(0, 300));
    assert.equal(Number(Object.values(parseCsv(crossingsRun.csv ?? '')[0] ?? {})[0]), ferryRows.filter((row) => row.route === 'Isle North').length);
    const riders = await ferries.ask('how many passengers on Isle North');
    assert.equal(Number(Object.values(parseCsv(riders.csv ?? '')[0] ?? {})[0]), total(ferryRows.filter((row) => row.route === 'Isle North'), (row) => row.passengers), riders.answer.slice(0, 300));
  });

  it('refuses a count whose noun the tally may not count', async () => {
    // A visit is no bird, and a manager is a kind of people the table does not tell apart.
    assertRefused(await birds.ask('how many visits at Brackley'), 'visits');
    // A survey is no bird either: one a year, so the surveys are the distinct survey years (yearCount.ts).
    const surveys = await birds.ask('how many surveys at Brackley');
    assert.match(surveys.answer, /^Computed the number of distinct survey\\?_year/, surveys.answer.slice(0, 200));
    assertRefused(await people.ask('how many managers in Finance'), 'managers');
  });

  it('reads everyday words for the sexes, and lists each value named with "and"', async () => {
    const women = await members.ask('how many women were in the Rowing club in 2022?');
    assertAnswered(women, 'women');
    assert.equal(Number(Object.values(parseCsv(women.csv ?? '')[0] ?? {})[0]), total(clubRows.filter((row) => row.club === 'Rowing' && row.year === 2022 && row.gender === 'Female'), (row) => row.members), women.answer.slice(0, 300));
    const both = await members.ask('number of men and women in 2023');
    const table = parseCsv(both.csv ?? '');
    for (const gender of ['Female', 'Male']) {
      assert.equal(Number(Object.values(table.find((row) => row.gender === gender) ?? {})[1]), total(clubRows.filter((row) => row.year === 2023 && row.gender === gender), (row) => row.members), both.answer.slice(0, 300));
    }
  });

  it('ranks groups by the tally when no noun is counted on a long-format table', async () => {
    const run = await members.ask('which club was the biggest in 2021');
    const byClub = ['Rowing', 'Chess', 'Choir'].map((club) => ({ club, n: total(clubRows.filter((row) => row.club === club && row.year === 2021), (row) => row.members) })).sort((a, b) => b.n - a.n);
    assert.equal(parseCsv(run.csv ?? '')[0]?.club, byClub[0].club, run.answer.slice(0, 300));
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[1]), byClub[0].n);
    // How often each club occurs counts rows, not members: refused unless the rows are asked for.
    assertRefused(await members.ask('distribution of club'), 'distribution of club');
    assert.match((await members.ask('how many rows per club')).answer, /^Computed the number of rows by club/);
  });

  it('never adds up a count of people present over several years', async () => {
    // The members of 2021 are counted again in 2022: a total over the years is no number of people.
    assertRefused(await members.ask('how many men are in the Chess club?'), 'men over every year');
    assertRefused(await members.ask('total members by club'), 'members over every year');
    const byYear = await members.ask('total members by year');
    const table = parseCsv(byYear.csv ?? '');
    assert.equal(Number(Object.values(table.find((row) => Number(row.year) === 2022) ?? {})[1]), total(clubRows.filter((row) => row.year === 2022), (row) => row.members), byYear.answer.slice(0, 300));
  });

  it('reads a bare count beside sex and occupation as people, and deaths as people who died', async () => {
    const worked = await hospital.ask('how many men worked as porters in 2022');
    assertAnswered(worked, 'worked as');
    assert.equal(Number(Object.values(parseCsv(worked.csv ?? '')[0] ?? {})[0]), total(roleRows.filter((row) => row.role === 'Porter' && row.sex === 'Men' && row.year === 2022), (row) => row.count), worked.answer.slice(0, 300));
    const top = await hospital.ask('top 2 roles by number of workers in 2021');
    const byRole = ['Nurse', 'Porter', 'Surgeon'].map((role) => ({ role, n: total(roleRows.filter((row) => row.role === role && row.year === 2021), (row) => row.count) })).sort((a, b) => b.n - a.n);
    assert.deepEqual(parseCsv(top.csv ?? '').map((row) => row.role), byRole.slice(0, 2).map((entry) => entry.role), top.answer.slice(0, 300));
    // Deaths happen once: a total over the years is a number of people who died.
    const died = await roads.ask('how many people were killed in Northshire');
    assertAnswered(died, 'killed');
    assert.equal(Number(Object.values(parseCsv(died.csv ?? '')[0] ?? {})[0]), total(roadRows.filter((row) => row.region === 'Northshire'), (row) => row.fatalities), died.answer.slice(0, 300));
  });

  it('names a people count by a word for people, and never adds up dated snapshots of people', async () => {
    const workers = await hospital.ask('total workers in 2022');
    assertAnswered(workers, 'total workers');
    assert.equal(Number(Object.values(parseCsv(workers.csv ?? '')[0] ?? {})[0]), total(roleRows.filter((row) => row.year === 2022), (row) => row.count), workers.answer.slice(0, 300));
    const snapshots = await AnalystBench.create();
    const days = ['2024-01-31', '2024-02-29', '2024-03-31'];
    await snapshots.loadRows('ward_census', ['day', 'ward', 'residents', 'new_residents'], days.flatMap((day, d) => ['Elm', 'Oak'].map((ward, w) => [day, ward, 20 + d + w * 4, 3 + d + w])), 'ward_census.csv');
    // Residents present at each month's end are counted again the next month; new residents come once.
    assertRefused(await snapshots.ask('total residents on Elm'), 'residents over several dates');
    const arrivals = await snapshots.ask('total new_residents on Elm');
    assert.equal(Number(Object.values(parseCsv(arrivals.csv ?? '')[0] ?? {})[0]), 3 + 4 + 5, arrivals.answer.slice(0, 300));
  });
});
