/**
 * A table that dates and describes one act (`Visit Date` beside `Visit Type`) holds one act a
 * row: "visits in march 2024" counts the rows (describedEvents.ts), never the distribution of
 * `Visit Type`, whose first word "visits" only shares; "visits 2023 vs 2024" compares the two
 * years' counts. A second date (`Paid Date`) does not change what a row is. On a generated vet
 * clinic's visits (no probe's domain); expected figures computed here. Without the act's date (`Credit
 * Type` beside a bare `Date`), "credits in march 2024" is asked back (kindOfThing.ts), never a list
 * of the kinds.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, near, parseCsv } from './harness';

const DAY = 86_400_000;
const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);

function visits(): Cell[][] {
  return Array.from({ length: 300 }, (_, i) => {
    const t = Date.UTC(2023, 0, 1) + ((i * 37) % 730) * DAY;
    return [iso(t), ['Routine', 'Urgent', 'Follow-up'][i % 3], ['North', 'South'][i % 2], 40 + ((i * 13) % 200), i % 5 === 0 ? '' : iso(t + ((i % 9) + 1) * DAY)];
  });
}

describe('analyst: the act a table dates and describes names its rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = visits();
  const on = (test: (date: string) => boolean) => rows.filter((row) => test(String(row[0]))).length;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('clinic', ['Visit Date', 'Visit Type', 'Clinic', 'Fee', 'Paid Date'], rows, 'clinic_log.csv');
  });

  it('counts the rows in a month: "visits in march 2024"', async () => {
    const run = await bench.ask('visits in march 2024');
    assertAnswered(run, 'visits in march 2024');
    assert.doesNotMatch(run.answer, /distribution/, run.answer.slice(0, 300));
    assert.ok(near(firstFigure(run), on((d) => d.startsWith('2024-03'))), run.answer.slice(0, 300));
  });

  it('counts the rows after a day: "visits after 15 june 2024"', async () => {
    const run = await bench.ask('visits after 15 june 2024');
    assertAnswered(run, 'visits after');
    assert.ok(near(firstFigure(run), on((d) => d > '2024-06-15')), run.answer.slice(0, 300));
  });

  it('compares two years\' counts: "visits 2023 vs 2024"', async () => {
    const run = await bench.ask('visits 2023 vs 2024');
    assertAnswered(run, 'visits 2023 vs 2024');
    const byYear = new Map(parseCsv(run.csv ?? '').map((row) => [String(row.period), Number(row.rows)]));
    assert.equal(byYear.get('2023'), on((d) => d.startsWith('2023')), run.answer.slice(0, 300));
    assert.equal(byYear.get('2024'), on((d) => d.startsWith('2024')), run.answer.slice(0, 300));
  });
});

describe('analyst: a plural that names only the thing a kind column sorts', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    const rows = Array.from({ length: 90 }, (_, i) => [`${2023 + (i % 2)}-0${1 + (i % 9)}-1${i % 10}`, ['Bonus', 'Refund', 'Fee'][i % 3], 5 + (i % 40)]);
    await bench.loadRows('ledger', ['Date', 'Credit Type', 'Amount'], rows);
  });

  for (const question of ['credits in march 2024', 'credits 2023 vs 2024']) {
    it(`asks rather than list the kinds: "${question}"`, async () => {
      const run = await bench.ask(question);
      assertRefused(run, question);
      assert.match(run.answer, /names only the first word of `Credit Type`/, run.answer.slice(0, 300));
    });
  }

  it('lists the kinds when the column is named: "credit types"', async () => {
    const run = await bench.ask('credit types');
    assertAnswered(run, 'credit types');
  });
});
