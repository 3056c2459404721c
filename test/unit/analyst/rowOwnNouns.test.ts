/**
 * What a row is, read from its columns (no probe's domain): a laundry's log whose one date is
 * `Pick-up Date` holds one pick-up a row ("how many pick-ups", "pick-ups by service", "avg
 * price per pick-up"), and a course's registrations keyed once each by `Registration ID` hold
 * one registrant a row ("registrants by course", "registrants over 40" by `Registrant Age`, never
 * its average). "pick-ups that have a note" counts the rows where `Notes` has a value.
 * Expected figures are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, parseCsv } from './harness';

const SERVICES = ['wash', 'dry clean', 'wash', 'ironing', 'wash'];
const COURSES = ['Pottery', 'Welding', 'Pottery', 'Italian', 'Welding', 'Pottery'];

function dropOffs(): Cell[][] {
  return Array.from({ length: 180 }, (_, i): Cell[] => [`2024-0${String(1 + (i % 9))}-${String(10 + (i % 18))}`, SERVICES[(i * 3) % 5], 6 + ((i * 7) % 23), i % 11 === 0 ? 'stain' : null]);
}

function registrations(): Cell[][] {
  return Array.from({ length: 150 }, (_, i): Cell[] => [`RG-${String(700 + i)}`, COURSES[(i * 5) % 6], 19 + ((i * 17) % 50), 40 + ((i * 3) % 60)]);
}

describe('analyst: row nouns read from the columns', function () {
  this.timeout(180_000);
  const laundry = dropOffs();
  const courses = registrations();
  let bench: AnalystBench;
  let other: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('l', ['Pick-up Date', 'Service', 'Price', 'Notes'], laundry, 'laundry_log.csv');
    other = await AnalystBench.create();
    await other.ingestRows('c', ['Registration ID', 'Course', 'Registrant Age', 'Fee'], courses, 'evening_classes.csv');
  });

  it('counts the rows for the noun of the one date column', async () => {
    const run = await bench.ask('how many pick-ups');
    assertAnswered(run, 'how many pick-ups');
    assert.equal(firstFigure(run), laundry.length, run.answer.slice(0, 300));
    const grouped = await bench.ask('pick-ups by service');
    assertAnswered(grouped, 'pick-ups by service');
    const got = new Map(parseCsv(grouped.csv ?? '').map((row) => [row.Service, Number(Object.values(row)[1])]));
    assert.equal(got.get('wash'), laundry.filter((row) => row[1] === 'wash').length, grouped.csv);
    const price = await bench.ask('avg price per pick-up');
    assertAnswered(price, 'avg price per pick-up');
    assert.ok(Math.abs(firstFigure(price) - laundry.reduce((s, row) => s + Number(row[2]), 0) / laundry.length) < 0.01, price.answer.slice(0, 300));
  });

  it('counts the "pick-ups", "rows" or "entries" that have a note, never the table\'s size, and leaves "have notes" refused', async () => {
    const noted = laundry.filter((row) => row[3] !== null).length;
    for (const question of ['how many pick-ups have a note', 'how many rows have a note', 'how many entries have a note']) {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      assert.equal(firstFigure(run), noted, run.answer.slice(0, 300));
    }
    assertRefused(await bench.ask('how many pick-ups have notes'), 'have notes');
    const size = await bench.ask('how many rows are there');
    assertAnswered(size, 'how many rows are there');
    assert.equal(firstFigure(size), laundry.length, size.answer.slice(0, 300));
  });

  it('counts one registrant a row of a unique key, and keeps their age for a bound', async () => {
    const grouped = await other.ask('registrants by course');
    assertAnswered(grouped, 'registrants by course');
    assert.match(grouped.answer, /number of rows by Course/, grouped.answer.slice(0, 300));
    const got = new Map(parseCsv(grouped.csv ?? '').map((row) => [row.Course, Number(Object.values(row)[1])]));
    assert.equal(got.get('Pottery'), courses.filter((row) => row[1] === 'Pottery').length, grouped.csv);
    const older = await other.ask('how many registrants are over 40');
    assertAnswered(older, 'registrants over 40');
    assert.equal(firstFigure(older), courses.filter((row) => Number(row[2]) > 40).length, older.answer.slice(0, 300));
  });
});
