/**
 * A share keeps its period in the whole (shareWhole.ts): "what percent of tickets were urgent in
 * 2023" is over 2023's tickets, while "what share of tickets were opened in 2023" is of them all.
 * On generated support tickets (no probe's domain); expected figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv, near } from './harness';

const PRIORITIES = ['low', 'normal', 'urgent', 'normal', 'low'];

function tickets(): Cell[][] {
  return Array.from({ length: 300 }, (_, i) => [`T${i + 1}`, 2021 + (i % 3), PRIORITIES[(i * 7) % 5 === 0 ? 2 : i % 5], ['web', 'phone'][i % 2]]);
}

describe('analyst: the whole of a share keeps its period', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = tickets();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('support_tickets', ['ticket_id', 'year', 'priority', 'channel'], rows);
  });

  const percentOf = (csv: string | undefined): number => Number(parseCsv(csv ?? '')[0]?.percent);

  it('takes a share of a part within the year asked', async () => {
    const inYear = rows.filter((row) => row[1] === 2023);
    const want = 100 * inYear.filter((row) => row[2] === 'urgent').length / inYear.length;
    const run = await bench.ask('what percent of tickets were urgent in 2023');
    assertAnswered(run, 'urgent in 2023');
    assert.ok(near(percentOf(run.csv), want), `${want}: ${run.answer.slice(0, 400)}`);
    assert.match(run.answer, /share of that figure where year = 2023|over the 100 of 300 rows .* where year = 2023/, run.answer.slice(0, 300));
  });

  it('takes a share of a period of the whole table', async () => {
    const want = 100 * rows.filter((row) => row[1] === 2023).length / rows.length;
    const run = await bench.ask('what share of tickets were from 2023, in %');
    assertAnswered(run, 'tickets from 2023');
    assert.ok(near(percentOf(run.csv), want), `${want}: ${run.answer.slice(0, 400)}`);
  });

  it('never answers "A vs B" with the rows of both sides', async () => {
    for (const question of ['tickets 2022 vs 2023', 'urgent tickets web vs phone']) {
      const run = await bench.ask(question);
      // A count of each side (`distinct_ticket_id`) compares them; the rows' own `ticket_id` column would list them.
      assert.ok(!run.csv || !run.csv.split('\n')[0].split(',').includes('ticket_id'), `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('never answers "the largest channel" with how often each channel occurs', async () => {
    const run = await bench.ask('largest channel');
    assert.ok(!run.csv || !/rows|count/.test(run.csv.split('\n')[0]), run.answer.slice(0, 300));
  });
});

/** Fruit exports by country, fruit and year: each row an amount, so a share is of tonnes. */
function exports(): Cell[][] {
  const rows: Cell[][] = [];
  let k = 0;
  for (const year of [2021, 2022, 2023]) {
    for (const country of ['Spain', 'Chile', 'Kenya']) {
      for (const fruit of ['apples', 'pears', 'grapes', 'mangoes']) rows.push([country, fruit, year, 100 + ((++k * 37) % 211) + (country === 'Spain' && fruit === 'apples' ? 300 : 0)]);
    }
  }
  return rows;
}

describe('analyst: a share with conditions on two columns', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = exports();
  const tonnes = (keep: (row: Cell[]) => boolean): number => rows.filter(keep).reduce((sum, row) => sum + Number(row[3]), 0);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('fruit_exports', ['country', 'fruit', 'year', 'tonnes'], rows);
  });

  it("takes the whole the question marks: apples' share of Spain's tonnes in 2021", async () => {
    const spain2021 = (row: Cell[]): boolean => row[0] === 'Spain' && row[2] === 2021;
    const want = 100 * tonnes((row) => spain2021(row) && row[1] === 'apples') / tonnes(spain2021);
    const run = await bench.ask("share of apples in spain's tonnes in 2021, in %");
    assertAnswered(run, "apples in spain's tonnes");
    const got = Number(parseCsv(run.csv ?? '')[0]?.percent);
    assert.ok(near(got, want), `${want}: ${run.answer.slice(0, 400)}`);
    // The other reading, of every country's 2021 tonnes, is a different figure: the test would catch it.
    assert.ok(!near(got, 100 * tonnes((row) => spain2021(row) && row[1] === 'apples') / tonnes((row) => row[2] === 2021)));
  });

  it('asks which whole when the question does not mark it', async () => {
    const run = await bench.ask('share of tonnes from spain apples in 2021');
    assertRefused(run, 'two conditions, no whole');
    assert.match(run.answer, /reads two ways/, run.answer.slice(0, 400));
    assert.match(run.answer, /share of apples in Spain's tonnes/);
  });
});
