/**
 * The word after "which" names what is asked about, and a rank word beside "highest" names the
 * figure ranked: when no column, value or row noun holds them the question is refused, naming
 * the word, instead of grouping by another column or ranking a count of rows. On a generated
 * music school's lessons (Teacher, Instrument, Fee: no client column) and a pub quiz's rounds
 * (Team, Round, Points: no ranking column); a subject the table holds (Teacher, Team, the
 * members of gym_members.csv) is answered, its figure computed here in plain JavaScript.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

const lessons = Array.from({ length: 40 }, (_, i) => ({ id: `L${i + 1}`, teacher: ['Ines', 'Karl', 'Mo'][i % 3], instrument: ['Piano', 'Cello'][i % 2], fee: 20 + (i % 5) * 5 }));
const rounds = Array.from({ length: 30 }, (_, i) => ({ team: ['Owls', 'Foxes', 'Hares'][i % 3], round: 1 + Math.floor(i / 3), points: (i * 7) % 11 }));
const members = Array.from({ length: 20 }, (_, i) => ({ name: `${['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo'][i % 10]} ${['Lee', 'Kim'][Math.floor(i / 10)]}`, visits: (i * 13) % 29 }));

describe('analyst: the subject of "which X" and the figure of "highest Y" must be placed', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('lessons', ['Lesson ID', 'Lesson Date', 'Teacher', 'Instrument', 'Fee'], lessons.map((l, i): Cell[] => [l.id, `2024-0${1 + (i % 9)}-1${i % 9}`, l.teacher, l.instrument, l.fee]), 'lessons.csv');
    await bench.loadRows('quiz_rounds', ['Team', 'Round', 'Points'], rounds.map((r): Cell[] => [r.team, r.round, r.points]), 'quiz_rounds.csv');
    await bench.loadRows('gym_members', ['Member Name', 'Visits'], members.map((m): Cell[] => [m.name, m.visits]), 'gym_members.csv');
  });

  const only = (name: string): Parameters<AnalystBench['ask']>[1] => ({ tables: bench.tables.filter((t) => t.table === name) });

  for (const question of ['which client pays the most', 'which customer spends the most']) {
    it(`refuses "${question}" on lessons with no client column, naming the person`, async () => {
      const run = await bench.ask(question, only('lessons'));
      assertRefused(run, question);
      assert.match(run.answer, /could not place “(client|customer)”/);
    });
  }

  for (const question of ['which team has the highest ranking', 'which team is ranked lowest']) {
    it(`refuses "${question}" with no ranking column, naming the rank word`, async () => {
      const run = await bench.ask(question, only('quiz_rounds'));
      assertRefused(run, question);
      assert.match(run.answer, /could not place “(ranking|ranked)”/);
    });
  }

  it('answers "which teacher earns the most": the subject is a column', async () => {
    const run = await bench.ask('which teacher earns the most', only('lessons'));
    assertAnswered(run, 'which teacher earns the most');
    const totals = new Map<string, number>();
    for (const l of lessons) totals.set(l.teacher, (totals.get(l.teacher) ?? 0) + l.fee);
    const top = [...totals].sort((a, b) => b[1] - a[1])[0];
    assert.equal(parseCsv(run.csv ?? '')[0]?.Teacher, top[0], run.csv);
  });

  it('answers "which member has the most visits" where the rows are the members', async () => {
    const run = await bench.ask('which member has the most visits', only('gym_members'));
    assertAnswered(run, 'which member has the most visits');
    const top = Math.max(...members.map((m) => m.visits));
    assert.equal(Number(parseCsv(run.csv ?? '')[0]?.Visits), top, run.csv);
  });
});
