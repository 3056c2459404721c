/**
 * Questions that need two tables of a session: the measure in one, the column to group or filter
 * by in another, looked up by a key both hold. Generated data of a vet clinic (a workbook: visits
 * and pets), a school (two CSV files: marks and pupils) and a warehouse (picks, bins, pickers);
 * every expected figure is computed here in plain JavaScript, and the shown SQL and pandas code
 * run on the user's own files and give the same figures.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { queryRows } from '../../../src/engine/rows';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, near, parseCsv, codeOf, type Run } from './harness';

const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/** The answer's table as group -> figure (the first column the group, '' for none; the first number after it the figure). */
function groupsOf(run: Run): Map<string, number> {
  const rows = parseCsv(run.csv ?? '');
  return new Map(rows.map((row) => {
    const [group, ...rest] = Object.values(row);
    return [group, rest.map(Number).find(Number.isFinite) ?? NaN];
  }));
}

function assertGroups(run: Run, expected: Map<string, number>, question: string): void {
  const got = groupsOf(run);
  assert.deepEqual([...got.keys()].sort(), [...expected.keys()].sort(), `${question}: ${run.csv}`);
  for (const [group, value] of expected) assert.ok(near(got.get(group) ?? NaN, value), `${question}: ${group} is ${got.get(group)}, expected ${value}`);
}

/** Adds `value` to the figure of `key`. */
function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** Runs the answer's pandas code in `dir`; the numbers it prints. */
function pandasPrints(dir: string, run: Run, question: string): number[] {
  const result = spawnSync(PYTHON, ['-c', codeOf(run, 'python')], { cwd: dir, encoding: 'utf8' });
  assert.equal(result.status, 0, `${question}: ${result.stderr}\n${codeOf(run, 'python')}`);
  return (result.stdout.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g) ?? []).map(Number);
}

// ---- a vet clinic's workbook: Visits and Pets ----
const SPECIES = ['Dog', 'Cat', 'Rabbit'];
const BRANCHES = ['Northgate', 'Riverside'];
const pets = Array.from({ length: 12 }, (_, i) => ({ id: `P-${String(i + 1).padStart(3, '0')}`, name: `Pet${i + 1}`, species: SPECIES[i % 3], town: i % 4 === 0 ? 'Elmford' : 'Ashby' }));
/** 60 visits; pet ids P-013 and P-014 are not in Pets (4 visits), and one id is written with spaces around it. */
const visits = Array.from({ length: 60 }, (_, i) => {
  const pet = i % 15 === 14 ? 'P-013' : i === 30 ? 'P-014' : pets[(i * 7) % 12].id;
  return { visit: 1000 + i, pet: i === 8 ? ` ${pet} ` : pet, branch: BRANCHES[i % 2], fee: 35 + ((i * 13) % 50) + (i % 3) * 0.5, date: new Date(Date.UTC(2024, i % 12, 1 + (i % 27))) };
});
const speciesOf = new Map(pets.map((pet) => [pet.id, pet.species]));

describe('analyst: a column looked up in another sheet of the workbook', function () {
  this.timeout(300_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-lookup-'));
  let bench: AnalystBench;
  let tables: AnalystTable[];
  before(async () => {
    const book = new ExcelJS.Workbook();
    const visitSheet = book.addWorksheet('Visits');
    visitSheet.addRow(['Visit ID', 'Pet ID', 'Visit Date', 'Branch', 'Fee']);
    for (const v of visits) visitSheet.addRow([v.visit, v.pet, v.date, v.branch, v.fee]);
    const petSheet = book.addWorksheet('Pets');
    petSheet.addRow(['Pet ID', 'Pet Name', 'Species', 'Home Town']);
    for (const p of pets) petSheet.addRow([p.id, p.name, p.species, p.town]);
    writeFileSync(path.join(dir, 'clinic.xlsx'), Buffer.from(await book.xlsx.writeBuffer()));
    mkdirSync(path.join(dir, 'scratch'));
    bench = await AnalystBench.create();
    tables = await bench.ingest(path.join(dir, 'clinic.xlsx'), 't_clinic', path.join(dir, 'scratch'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const feeBySpecies = (): Map<string, number> => {
    const expected = new Map<string, number>();
    for (const v of visits) add(expected, speciesOf.get(v.pet.trim()) ?? '', v.fee);
    return expected;
  };

  it('totals a measure of one sheet by a column of the other, saying what it joined and what found no match', async () => {
    const question = 'total fee by species';
    const run = await bench.ask(question, { tables });
    assertAnswered(run, question);
    assertGroups(run, feeBySpecies(), question);
    const unmatched = visits.filter((v) => !speciesOf.has(v.pet.trim())).length;
    assert.equal(unmatched, 5);
    assert.match(run.answer, /`Species` was looked up in \*\*clinic\.xlsx \/ Pets\*\*: each row of clinic\.xlsx \/ Visits joined to the row with the same `Pet ID`/);
    assert.match(run.answer, new RegExp(`${unmatched} of the 60 rows found no match`));
    if (spawnSync(PYTHON, ['-c', 'import pandas, openpyxl'], { encoding: 'utf8' }).status !== 0) return;
    const code = codeOf(run, 'python');
    assert.match(code, /pd\.read_excel\("clinic\.xlsx", sheet_name="Pets"\)/);
    assert.match(code, /pd\.read_excel\("clinic\.xlsx", sheet_name="Visits"\)/);
    const printed = pandasPrints(dir, run, question);
    for (const [species, fee] of feeBySpecies()) if (species !== '') assert.ok(printed.some((value) => near(value, fee)), `${species} ${fee} not printed by pandas`);
  });

  it('filters by a looked-up value and counts by one', async () => {
    const cats = visits.filter((v) => speciesOf.get(v.pet.trim()) === 'Cat');
    let run = await bench.ask('average fee for cats', { tables });
    assertAnswered(run, 'average fee for cats');
    assert.ok(near(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]), cats.reduce((sum, v) => sum + v.fee, 0) / cats.length), run.csv);
    run = await bench.ask('how many visits by species', { tables });
    assertAnswered(run, 'how many visits by species');
    const counts = new Map<string, number>();
    for (const v of visits) add(counts, speciesOf.get(v.pet.trim()) ?? '', 1);
    assertGroups(run, counts, 'how many visits by species');
  });

  it('follows up on a looked-up answer with the same lookup', async () => {
    const [, run] = await bench.conversation(['total fee by species', 'only for riverside']);
    assertAnswered(run, 'only for riverside');
    const expected = new Map<string, number>();
    for (const v of visits.filter((visit) => visit.branch === 'Riverside')) add(expected, speciesOf.get(v.pet.trim()) ?? '', v.fee);
    assertGroups(run, expected, 'only for riverside');
    assert.match(run.answer, /`Species` was looked up/);
  });

  it('answers from one sheet what one sheet holds', async () => {
    const run = await bench.ask('total fee by branch', { tables });
    assertAnswered(run, 'total fee by branch');
    assert.doesNotMatch(run.answer, /looked up/);
  });
});

// ---- a school's two CSV files: marks and pupils ----
const HOUSES = ['Kestrel', 'Otter', 'Badger'];
const pupils = Array.from({ length: 20 }, (_, i) => ({ id: 101 + i, form: `7${'ABC'[i % 3]}`, house: HOUSES[(i * 5) % 3] }));
/** Pupil 121 left: 3 of the marks have no pupil. */
const marks = Array.from({ length: 90 }, (_, i) => ({ pupil: i % 30 === 27 ? 121 : 101 + ((i * 11) % 20), subject: ['Maths', 'Art', 'French'][i % 3], mark: 40 + ((i * 17) % 57) }));

describe('analyst: a column looked up in another file of the session', function () {
  this.timeout(300_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-lookup-csv-'));
  let bench: AnalystBench;
  let tables: AnalystTable[];
  const houseOf = new Map(pupils.map((p) => [p.id, p.house]));
  before(async () => {
    writeFileSync(path.join(dir, 'marks.csv'), ['pupil_id,subject,mark', ...marks.map((m) => `${m.pupil},${m.subject},${m.mark}`)].join('\n') + '\n');
    writeFileSync(path.join(dir, 'pupils.csv'), ['Pupil ID,Form,House', ...pupils.map((p) => `${p.id},${p.form},${p.house}`)].join('\n') + '\n');
    mkdirSync(path.join(dir, 'scratch'));
    bench = await AnalystBench.create();
    tables = [...(await bench.ingest(path.join(dir, 'marks.csv'), 't_marks', path.join(dir, 'scratch'))), ...(await bench.ingest(path.join(dir, 'pupils.csv'), 't_pupils', path.join(dir, 'scratch')))];
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('averages by a column of the other file, and the shown SQL and pandas give the same figures on the files', async () => {
    const question = 'average mark by house';
    const run = await bench.ask(question, { tables });
    assertAnswered(run, question);
    const sums = new Map<string, number>();
    const counts = new Map<string, number>();
    for (const m of marks) {
      const house = houseOf.get(m.pupil) ?? '';
      add(sums, house, m.mark);
      add(counts, house, 1);
    }
    const expected = new Map([...sums].map(([house, sum]) => [house, sum / (counts.get(house) ?? 1)]));
    assertGroups(run, expected, question);
    assert.match(run.answer, /3 of the 90 rows found no match/);
    assert.match(run.answer, /`pupil_id` = `Pupil ID`/);

    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`SET file_search_path = '${dir.replace(/'/g, "''")}'`);
    const statements = codeOf(run, 'sql').split(/;\n\n|;$/).map((part) => part.trim()).filter(Boolean);
    assert.ok(statements.every((statement) => !/t_marks|t_pupils/.test(statement)), codeOf(run, 'sql'));
    const [answerRows, countRows] = [await queryRows(connection, statements[0]), await queryRows(connection, statements[statements.length - 1])];
    for (const [house, value] of expected) if (house !== '') assert.ok(answerRows.some((row) => row.House === house && near(Number(Object.values(row)[1]), value)), `${house}: ${JSON.stringify(answerRows)}`);
    assert.deepEqual([Number(countRows[0].rows), Number(countRows[0].no_match)], [90, 3]);

    if (spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status !== 0) return;
    const printed = pandasPrints(dir, run, question);
    for (const [house, value] of expected) if (house !== '') assert.ok(printed.some((figure) => Math.abs(figure - value) < 1e-3), `${house} ${value} not printed by pandas`);
  });

  it('keeps the rows of a looked-up value, and counts the unmatched among the rows its other filters keep', async () => {
    const question = 'average mark in maths for otter';
    const run = await bench.ask(question, { tables });
    assertAnswered(run, question);
    const maths = marks.filter((m) => m.subject === 'Maths');
    const otters = maths.filter((m) => houseOf.get(m.pupil) === 'Otter');
    assert.ok(near(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]), otters.reduce((sum, m) => sum + m.mark, 0) / otters.length), run.csv);
    assert.match(run.answer, new RegExp(`${maths.filter((m) => !houseOf.has(m.pupil)).length} of the ${maths.length} rows where subject = Maths found no match`));
  });
});

describe('analyst: a number key looked up in a column that holds it as text', function () {
  this.timeout(120_000);
  it('compares the keys as numbers', async () => {
    const bench = await AnalystBench.create();
    await bench.loadRows('t_marks', ['pupil_id', 'subject', 'mark'], marks.map((m) => [m.pupil, m.subject, m.mark]), 'marks.csv');
    // A JSON or Parquet source keeps its text as text: " 0105" is pupil 105.
    await bench.connection.run(`CREATE TABLE t_pupils ("Pupil ID" VARCHAR, "House" VARCHAR)`);
    for (const p of pupils) await bench.connection.run(`INSERT INTO t_pupils VALUES ($1, $2)`, [` 0${p.id}`, p.house]);
    await bench.register('t_pupils', 'pupils.json');
    const run = await bench.ask('total mark by house');
    assertAnswered(run, 'total mark by house');
    const houseOf = new Map(pupils.map((p) => [p.id, p.house]));
    const expected = new Map<string, number>();
    for (const m of marks) add(expected, houseOf.get(m.pupil) ?? '', m.mark);
    assertGroups(run, expected, 'total mark by house');
    assert.match(run.answer, /compared as numbers/);
  });
});

// ---- a warehouse: picks, bins (one bin code twice) and pickers ----
describe('analyst: lookups that would give a wrong figure are refused', function () {
  this.timeout(300_000);
  let bench: AnalystBench;
  let twoWays: AnalystBench;
  let oneBin: AnalystBench;
  let damaged: AnalystBench;
  const picks = Array.from({ length: 40 }, (_, i) => [`PK${i}`, `B${(i % 8) + 1}`, ['Ines', 'Joe', 'Kai'][i % 3], 1 + (i % 6)] as const);
  before(async () => {
    // B3 is listed twice, in two zones: a lookup by bin would count its picks twice.
    const bins = [...Array.from({ length: 8 }, (_, i) => [`B${i + 1}`, ['Cold', 'Dry'][i % 2], 100 + i * 10]), ['B3', 'Dry', 140]];
    bench = await AnalystBench.create();
    await bench.loadRows('t_picks', ['Pick ID', 'Bin', 'Picker', 'Quantity'], picks, 'depot.xlsx / Picks');
    await bench.loadRows('t_bins', ['Bin', 'Aisle Zone', 'Bin Capacity'], bins, 'depot.xlsx / Bins');
    // Both the bins and the pickers have a zone: which one is meant must be asked.
    twoWays = await AnalystBench.create();
    await twoWays.loadRows('t_picks', ['Pick ID', 'Bin', 'Picker', 'Quantity'], picks, 'depot.xlsx / Picks');
    await twoWays.loadRows('t_bins', ['Bin', 'Zone', 'Bin Capacity'], bins.slice(0, 8), 'depot.xlsx / Bins');
    await twoWays.loadRows('t_pickers', ['Picker', 'Zone', 'Shift'], [['Ines', 'Cold', 'Early'], ['Joe', 'Dry', 'Late'], ['Kai', 'Cold', 'Late']], 'depot.xlsx / Pickers');
    oneBin = await AnalystBench.create();
    await oneBin.loadRows('t_picks', ['Pick ID', 'Bin', 'Picker', 'Quantity'], picks, 'depot.xlsx / Picks');
    await oneBin.loadRows('t_bins', ['Bin', 'Zone', 'Bin Capacity'], bins.slice(0, 8), 'depot.xlsx / Bins');
    // A list of the damaged picks only: the picks not listed have no value looked up.
    damaged = await AnalystBench.create();
    await damaged.loadRows('t_picks', ['Pick ID', 'Bin', 'Picker', 'Quantity'], picks, 'depot.xlsx / Picks');
    await damaged.loadRows('t_damaged', ['Pick ID', 'Damaged'], picks.filter((_, i) => i % 7 === 3).map(([pick]) => [pick, 'yes']), 'depot.xlsx / Damaged');
  });

  it('answers about the rows a list names, and refuses to read the rows it does not list as “not”', async () => {
    let run = await damaged.ask('total quantity of damaged picks');
    assertAnswered(run, 'total quantity of damaged picks');
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]), picks.filter((_, i) => i % 7 === 3).reduce((sum, pick) => sum + pick[3], 0), run.csv);
    assert.match(run.answer, /34 of the 40 rows found no match/);
    run = await damaged.ask('total quantity of picks not damaged');
    assertRefused(run, 'total quantity of picks not damaged');
    assert.match(run.answer, /their `Damaged` is unknown/);
  });

  it('refuses a lookup whose key repeats in the other table, saying so', async () => {
    const run = await bench.ask('total quantity by aisle zone');
    assertRefused(run, 'total quantity by aisle zone');
    assert.match(run.answer, /`Bin` is not unique \(“B3” is on 2 rows\)/);
  });

  it('asks which table when two hold the column', async () => {
    const run = await twoWays.ask('total quantity by zone');
    assertRefused(run, 'total quantity by zone');
    assert.match(run.answer, /depot\.xlsx \/ Bins by `Bin`, or .*depot\.xlsx \/ Pickers by `Picker`/);
  });

  it('does not add up a looked-up number over the rows that share its key', async () => {
    const run = await oneBin.ask('total bin capacity by picker');
    assertRefused(run, 'total bin capacity by picker');
    assert.doesNotMatch(run.answer, /looked up/);
  });

  it('answers by a looked-up column that one table holds', async () => {
    const run = await twoWays.ask('total quantity by shift');
    assertAnswered(run, 'total quantity by shift');
    assert.match(run.answer, /`Shift` was looked up in \*\*depot\.xlsx \/ Pickers\*\*/);
  });
});
