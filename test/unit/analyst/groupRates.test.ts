/**
 * Rates and shares of rows where a condition holds, per group or overall (groupRates.ts), on
 * generated files: flight bookings (a `status` of Cancelled/Completed/Pending, some blank),
 * clinic appointments (a 0/1 `no_show` and a True/False `attended`) and support tickets (a Yes/No
 * `escalated`). Expected figures are computed here in plain JavaScript over the generated rows;
 * the SQL and pandas code each answer shows must give its figures on the file itself.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, parseCsv, codeOf, type Run } from './harness';

const REGIONS = ['North', 'South', 'East', 'West'];
const CLINICS = ['Downtown', 'Harbor', 'Hillside'];
const TEAMS = ['Billing', 'Tech', 'Sales'];
const CHANNELS = ['email', 'phone', 'chat'];

interface Booking { id: number; date: string; region: string; airline: string; status: string | null; fare: number }
interface Appointment { id: number; clinic: string; specialty: string; noShow: 0 | 1; attended: boolean; visit: string; telehealthEligible: 'Y' | 'N' }
interface Ticket { id: number; team: string; channel: string; escalated: boolean }

/** A deterministic spread of draws in [0, 1). */
const draw = (i: number, salt: number): number => ((i * 7919 + salt * 104_729) % 1000) / 1000;

function bookings(): Booking[] {
  return Array.from({ length: 240 }, (_, i) => {
    const region = REGIONS[i % 4];
    const cancelled = draw(i, 1) < [0.1, 0.25, 0.15, 0.35][i % 4];
    const status = i % 13 === 5 ? null : cancelled ? 'Cancelled' : draw(i, 2) < 0.9 ? 'Completed' : 'Pending';
    return { id: 5000 + i, date: `2024-${String(1 + (i % 6)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`, region, airline: ['Aero', 'Blue', 'Crest'][i % 3], status, fare: Math.round(50 + draw(i, 3) * 400) };
  });
}

function appointments(): Appointment[] {
  return Array.from({ length: 180 }, (_, i) => {
    const noShow = draw(i, 4) < [0.2, 0.1, 0.3][i % 3] ? 1 : 0;
    return { id: i + 1, clinic: CLINICS[i % 3], specialty: ['Cardiology', 'Dermatology'][i % 2], noShow, attended: noShow === 0, visit: i % 5 === 0 ? 'Telehealth' : 'In person', telehealthEligible: draw(i, 6) < 0.4 ? 'Y' : 'N' };
  });
}

function tickets(): Ticket[] {
  return Array.from({ length: 150 }, (_, i) => ({ id: i + 1, team: TEAMS[i % 3], channel: CHANNELS[(i * 5) % 3], escalated: draw(i, 5) < [0.15, 0.3, 0.45][i % 3] }));
}

const pct = (part: number, whole: number): number => (100 * part) / whole;
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;

/** The result table's percent for each group, keyed by the group's value. */
function percents(run: Run, group: string): Map<string, number> {
  return new Map(parseCsv(run.csv ?? '').map((row) => [row[group], Number(row.percent)]));
}

const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

describe('analyst: rates and shares of rows per group', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-rates-'));
  const booked = bookings();
  const seen = appointments();
  const raised = tickets();
  let bench: AnalystBench;
  const answered: Array<{ question: string; run: Run; file: string }> = [];
  const ask = async (question: string, file: string): Promise<Run> => {
    const table = bench.tables.find((t) => t.label === file);
    const run = await bench.ask(question, { tables: table ? [table] : [] });
    if (/^Computed/.test(run.answer)) answered.push({ question, run, file });
    return run;
  };

  before(async () => {
    bench = await AnalystBench.create();
    const write = (name: string, lines: string[]): string => {
      writeFileSync(path.join(dir, name), `${lines.join('\n')}\n`);
      return path.join(dir, name);
    };
    await bench.loadCsv('t_bookings', write('bookings.csv', ['booking_id,booking_date,region,airline,status,fare', ...booked.map((b) => `${b.id},${b.date},${b.region},${b.airline},${b.status ?? ''},${b.fare}`)]), 'bookings.csv');
    await bench.loadCsv('t_appointments', write('appointments.csv', ['appointment_id,clinic,specialty,no_show,attended,visit_type,Telehealth Eligible (Y/N)', ...seen.map((a) => `${a.id},${a.clinic},${a.specialty},${a.noShow},${a.attended ? 'True' : 'False'},${a.visit},${a.telehealthEligible}`)]), 'appointments.csv');
    await bench.loadCsv('t_tickets', write('tickets.csv', ['ticket_id,team,channel,escalated', ...raised.map((t) => `${t.id},${t.team},${t.channel},${t.escalated ? 'Yes' : 'No'}`)]), 'tickets.csv');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('asks whether blanks count when the condition column has some and the question does not say', async () => {
    for (const question of ['cancellation rate by region', 'what % of bookings were cancelled']) {
      const run = await ask(question, 'bookings.csv');
      assert.match(run.answer, /^I can’t answer/, `${question}: ${run.answer.slice(0, 300)}`);
      const blanks = booked.filter((b) => b.status === null).length;
      assert.match(run.answer, new RegExp(`${blanks} of the rows have a blank \`status\`.*known status.*all rows`), run.answer.slice(0, 400));
    }
  });

  it('"cancellation rate by region" over the rows with a known status: each region\'s figure, the denominator said', async () => {
    const run = await ask('cancellation rate by region, out of bookings with a known status', 'bookings.csv');
    assert.match(run.answer, /^Computed the percent \(0–100\) of rows where status = Cancelled, out of the rows with a known status for each region/, run.answer.slice(0, 300));
    assert.match(run.answer, /rows with a blank `status` are left out/);
    const got = percents(run, 'region');
    assert.equal(got.size, REGIONS.length);
    for (const region of REGIONS) {
      const known = booked.filter((b) => b.region === region && b.status !== null);
      assert.ok(close(got.get(region) ?? NaN, pct(known.filter((b) => b.status === 'Cancelled').length, known.length)), `${region}: ${got.get(region)}`);
    }
  });

  it('"which region has the highest cancellation rate of all bookings": the top region and its rate over all its rows', async () => {
    const rates = REGIONS.map((region) => {
      const all = booked.filter((b) => b.region === region);
      return { region, rate: pct(all.filter((b) => b.status === 'Cancelled').length, all.length) };
    }).sort((a, b) => b.rate - a.rate);
    const run = await ask('which region has the highest cancellation rate of all bookings', 'bookings.csv');
    const [row] = parseCsv(run.csv ?? '');
    assert.equal(row?.region, rates[0].region, run.answer.slice(0, 300));
    assert.ok(close(Number(row.percent), rates[0].rate));
    assert.match(run.answer, new RegExp(`\\*\\*${rates[0].region}\\*\\* has the highest percent of rows where status = Cancelled`));
  });

  it('"cancellation rate by month": each month in order, its rate over all its rows', async () => {
    const run = await ask('cancellation rate by month, of all bookings', 'bookings.csv');
    assert.match(run.answer, /for each month of booking\\?_date/, run.answer.slice(0, 300));
    const got = percents(run, 'period');
    const months = [...new Set(booked.map((b) => b.date.slice(0, 7)))].sort();
    assert.deepEqual([...got.keys()], months);
    for (const month of months) {
      const rows = booked.filter((b) => b.date.startsWith(month));
      assert.ok(close(got.get(month) ?? NaN, pct(rows.filter((b) => b.status === 'Cancelled').length, rows.length)), `${month}: ${got.get(month)}`);
    }
  });

  it('a 0/1 column named by the word before "rate": "no-show rate per clinic"', async () => {
    const run = await ask('no-show rate per clinic', 'appointments.csv');
    assert.match(run.answer, /rows where no_show = 1/, run.answer.slice(0, 300));
    assert.match(run.answer, /Shown in percent \(0–100\)/);
    const got = percents(run, 'clinic');
    for (const clinic of CLINICS) {
      const rows = seen.filter((a) => a.clinic === clinic);
      assert.ok(close(got.get(clinic) ?? NaN, pct(rows.filter((a) => a.noShow === 1).length, rows.length)), `${clinic}: ${got.get(clinic)}`);
    }
  });

  it('a True/False column and a Yes/No column named as the condition, per group and overall', async () => {
    const attended = await ask('what % of appointments were attended, by specialty', 'appointments.csv');
    const bySpecialty = percents(attended, 'specialty');
    for (const specialty of ['Cardiology', 'Dermatology']) {
      const rows = seen.filter((a) => a.specialty === specialty);
      assert.ok(close(bySpecialty.get(specialty) ?? NaN, pct(rows.filter((a) => a.attended).length, rows.length)), `${specialty}: ${attended.answer.slice(0, 300)}`);
    }
    const escalated = await ask('share of escalated tickets by team, in %', 'tickets.csv');
    const byTeam = percents(escalated, 'team');
    for (const team of TEAMS) {
      const rows = raised.filter((t) => t.team === team);
      assert.ok(close(byTeam.get(team) ?? NaN, pct(rows.filter((t) => t.escalated).length, rows.length)), `${team}: ${escalated.answer.slice(0, 300)}`);
    }
    const overall = await ask('what percentage of tickets were escalated in each channel', 'tickets.csv');
    const byChannel = percents(overall, 'channel');
    for (const channel of CHANNELS) {
      const rows = raised.filter((t) => t.channel === channel);
      assert.ok(close(byChannel.get(channel) ?? NaN, pct(rows.filter((t) => t.escalated).length, rows.length)), `${channel}: ${overall.answer.slice(0, 300)}`);
    }
    const all = await ask('what % of appointments were attended', 'appointments.csv');
    assert.ok(close(Number(parseCsv(all.csv ?? '')[0]?.percent), pct(seen.filter((a) => a.attended).length, seen.length)), all.answer.slice(0, 300));
  });

  it('keeps the rows a filter names, and takes values listed with "and" as groups of their own', async () => {
    const run = await ask('cancellation rate by airline among bookings in the West, of all bookings', 'bookings.csv');
    assert.match(run.answer, /out of all rows \(a blank status counted as not matching\) for each airline, over the \d+ of \d+ rows of bookings\.csv where region = West/, run.answer.slice(0, 300));
    const byAirline = percents(run, 'airline');
    for (const airline of ['Aero', 'Blue', 'Crest']) {
      const rows = booked.filter((b) => b.region === 'West' && b.airline === airline);
      assert.ok(close(byAirline.get(airline) ?? NaN, pct(rows.filter((b) => b.status === 'Cancelled').length, rows.length)), `${airline}: ${byAirline.get(airline)}`);
    }
    const listed = await ask('no-show rate for Downtown and for Harbor', 'appointments.csv');
    const byClinic = percents(listed, 'clinic');
    assert.deepEqual([...byClinic.keys()].sort(), ['Downtown', 'Harbor'], listed.answer.slice(0, 300));
    for (const clinic of ['Downtown', 'Harbor']) {
      const rows = seen.filter((a) => a.clinic === clinic);
      assert.ok(close(byClinic.get(clinic) ?? NaN, pct(rows.filter((a) => a.noShow === 1).length, rows.length)), clinic);
    }
  });

  it('reads a yes/no column named by two words, not a value of another column that shares one of them', async () => {
    const run = await ask('what % of appointments are telehealth eligible', 'appointments.csv');
    assert.match(run.answer, /rows where Telehealth Eligible \(Y\/N\) = Y/, run.answer.slice(0, 300));
    assert.doesNotMatch(run.answer, /visit_type/);
    assert.ok(close(Number(parseCsv(run.csv ?? '')[0]?.percent), pct(seen.filter((a) => a.telehealthEligible === 'Y').length, seen.length)));
  });

  it('refuses a rate whose word matches no value or column, naming the word', async () => {
    const run = await ask('refund rate by region', 'bookings.csv');
    assert.match(run.answer, /^I can’t answer/, run.answer.slice(0, 300));
    assert.match(run.answer, /“refund”/);
  });

  it('shows SQL and pandas code that give the answer’s figures on the file', async function () {
    assert.ok(answered.length >= 10, `${answered.length} answered`);
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`SET file_search_path = '${dir.replace(/'/g, "''")}'`);
    const pandas = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' }).status === 0;
    for (const { question, run, file } of answered) {
      const sql = codeOf(run, 'sql');
      assert.ok(sql.includes(`read_csv('${file}')`), `${question}: ${sql.slice(0, 200)}`);
      const found = (await queryRows(connection, sql.replace(/;\s*$/, ''))).flatMap((row) => Object.values(row).map(Number).filter(Number.isFinite));
      const table = parseCsv(run.csv ?? '');
      for (const row of table) assert.ok(found.some((value) => close(value, Number(row.percent))), `${question}: ${row.percent} not in the SQL's results`);
      if (!pandas) continue;
      const result = spawnSync(PYTHON, ['-c', codeOf(run, 'python')], { cwd: dir, encoding: 'utf8' });
      assert.equal(result.status, 0, `${question}: ${result.stderr}`);
      const printed = (result.stdout.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g) ?? []).map(Number);
      for (const row of table) assert.ok(printed.some((value) => Math.abs(value - Number(row.percent)) < 1e-4 * Math.max(1, Math.abs(value))), `${question}: ${row.percent} not printed by pandas:\n${result.stdout.slice(0, 400)}`);
    }
  });
});
