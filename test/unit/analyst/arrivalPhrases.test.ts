/**
 * Everyday phrases for a missed arrival, said with their negation: "didnt turn up" and "did not
 * show up" are the rows whose status is No-show, "nobody was home" those whose status is Not Home.
 * The negation belongs to the phrase, so it excludes nothing else. A phrase whose value the file
 * does not hold is still refused. The "no" of a value written "no-shows" excludes nothing after it
 * either: "how many no-shows for priya" had counted the no-shows of every tutor but Priya.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: everyday phrases for a status of a missed arrival', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const statuses = ['Attended', 'No-show', 'Attended', 'Rescheduled', 'Attended', 'No-show', 'Attended'];
  const results = ['Handed Over', 'Not Home', 'Handed Over', 'Returned', 'Not Home'];
  const lessons = Array.from({ length: 35 }, (_, i) => statuses[i % statuses.length]);
  const drops = Array.from({ length: 30 }, (_, i) => results[(i * 3) % results.length]);
  before(async () => {
    bench = await AnalystBench.create();
  });
  const loadLessons = () => bench.ingestRows('t_lessons', ['Lesson ID', 'Tutor', 'Status', 'Minutes'],
    lessons.map((s, i): Cell[] => [`L${i}`, i % 2 ? 'Priya' : 'Tomas', s, 30 + i]), 'tutoring_lessons.csv');
  const loadDrops = () => bench.ingestRows('t_drops', ['Drop ID', 'Courier', 'Result', 'Boxes'],
    drops.map((r, i): Cell[] => [`D${i}`, i % 2 ? 'Ana' : 'Ben', r, 1 + (i % 3)]), 'courier_drops.csv');

  it('reads "didnt turn up" as No-show', async () => {
    const tables = await loadLessons();
    const run = await bench.ask('how many lessons didnt turn up', { tables });
    assert.equal(firstFigure(run), lessons.filter((s) => s === 'No-show').length, run.answer.slice(0, 300));
  });

  it('reads "did not show up" as No-show, its "not" excluding nothing else', async () => {
    const tables = await loadLessons();
    const run = await bench.ask('how many times did people not show up', { tables });
    assert.equal(firstFigure(run), lessons.filter((s) => s === 'No-show').length, run.answer.slice(0, 300));
    // "someone" is filler, as "people" is.
    const someone = await bench.ask('how many times did someone not show up', { tables });
    assert.equal(firstFigure(someone), lessons.filter((s) => s === 'No-show').length, someone.answer.slice(0, 300));
  });

  it('keeps the tutor named after "no-shows": the no of the value excludes nothing', async () => {
    const tables = await loadLessons();
    const run = await bench.ask('how many no-shows for priya', { tables });
    assert.equal(firstFigure(run), lessons.filter((s, i) => s === 'No-show' && i % 2 === 1).length, run.answer.slice(0, 300));
    assert.match(run.answer, /Tutor = Priya/);
  });

  it('reads "nobody was home" as Not Home', async () => {
    const tables = await loadDrops();
    const run = await bench.ask('how many times was nobody home', { tables });
    assert.equal(firstFigure(run), drops.filter((r) => r === 'Not Home').length, run.answer.slice(0, 300));
    const three = await bench.ask('how many times nobody was home', { tables });
    assert.equal(firstFigure(three), drops.filter((r) => r === 'Not Home').length, three.answer.slice(0, 300));
  });

  it('refuses the phrase where the file holds no such value', async () => {
    const tables = await loadDrops();
    assertRefused(await bench.ask('how many times did couriers not show up', { tables }), 'how many times did couriers not show up');
  });
});
