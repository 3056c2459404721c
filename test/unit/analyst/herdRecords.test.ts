/**
 * A goat herd's records of my own, which no probe uses: a tag number is an identifier, never added
 * up; a rate per day in a name ("Yield (l/day)") is a level, and "daily" beside it (each row's
 * figure, or each day's total?) is asked; a word that ends a name after "in" ("Days in Milk") is not its head, so
 * "most milk" beside `Days in Milk` and `Milk Yield (l/day)` is asked; "this year" is the year of the
 * latest date, said so; a period on a sheet whose one date is a birth date is asked unless the
 * question says born. Every figure is computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, near } from './harness';

const GOATS = [2101, 2104, 2109, 2113, 2120, 2131];
const tests = Array.from({ length: 48 }, (_, i) => ({
  day: new Date(Date.UTC(2023, 6, 1) + i * 12 * 86_400_000).toISOString().slice(0, 10),
  tag: GOATS[i % GOATS.length],
  days: 30 + ((i * 17) % 200),
  litres: Math.round((1.5 + ((i * 7) % 25) / 10) * 10) / 10,
}));
const herd = GOATS.map((tag, i) => ({ tag, born: `20${18 + (i % 4)}-0${(i % 9) + 1}-1${i % 9}` }));

describe('analyst: a herd’s records', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let recorded: AnalystTable;
  let goats: AnalystTable;
  before(async () => {
    bench = await AnalystBench.create();
    recorded = await bench.loadRows('recordings', ['Test Date', 'Goat Tag', 'Days in Milk', 'Milk Yield (l/day)'], tests.map((t) => [t.day, t.tag, t.days, t.litres]));
    goats = await bench.loadRows('goats', ['Goat Tag', 'Date of Birth'], herd.map((g) => [g.tag, g.born]));
  });

  it('reads a daily rate as a level, asks what "daily" means beside it, and reads a tag as an identifier', async () => {
    const average = await bench.ask('average milk yield', { tables: [recorded] });
    answered(average, 'average milk yield');
    assert.ok(near(firstFigure(average), tests.reduce((sum, t) => sum + t.litres, 0) / tests.length), average.answer.slice(0, 200));
    // Each row's figure per day, or the total of each day's rows: two readings, asked.
    refused(await bench.ask('avg daily yield', { tables: [recorded] }), 'avg daily yield');
    const goatsSeen = await bench.ask('how many different goats', { tables: [recorded] });
    answered(goatsSeen, 'different goats');
    assert.equal(firstFigure(goatsSeen), GOATS.length);
    refused(await bench.ask('which goat gives the most milk on average', { tables: [recorded] }), 'milk: Days in Milk or Milk Yield');
  });

  it('reads "this year" as the year of the latest date, and asks about a period of birth dates', async () => {
    const latest = tests[tests.length - 1].day.slice(0, 4);
    const year = await bench.ask('how many tests this year', { tables: [recorded] });
    answered(year, 'this year');
    assert.equal(firstFigure(year), tests.filter((t) => t.day.startsWith(latest)).length);
    assert.match(year.answer, new RegExp(`"this year" is read as ${latest}`));
    refused(await bench.ask('how many goats did we record in 2020', { tables: [goats] }), 'a period on birth dates');
    const born = await bench.ask('how many goats were born in 2020', { tables: [goats] });
    answered(born, 'born in 2020');
    assert.equal(firstFigure(born), herd.filter((g) => g.born.startsWith('2020')).length);
  });
});
