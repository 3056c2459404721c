/**
 * The noun of a row key (no probe's domain): a fishing office's permits keyed once each by
 * `Permit Ref` hold one permit a row. "permits by type" counts rows by `Permit Type`, "permits
 * over $500" counts the rows whose `Permit Fee` (the money column named by the noun) is over 500,
 * "permits over $50 a day" bounds `Daily Rate (USD)` (never the number of `Days`), "permits from
 * holders under 30" bounds `Holder Age`, and "permits with start date before 1 march 2024" counts.
 * "total permits" (the fees or the count) and "days over $50" (no money column is days) are asked.
 * Expected figures are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, parseCsv } from './harness';

const TYPES = ['River', 'Lake', 'Sea', 'River', 'Lake'];

function permits(): Cell[][] {
  return Array.from({ length: 160 }, (_, i): Cell[] => [
    `PN-${String(3000 + i)}`,
    `2024-0${String(1 + (i % 9))}-${String(10 + (i % 17))}`,
    TYPES[(i * 3) % 5],
    1 + ((i * 7) % 12),
    1 + (i % 4),
    120 + ((i * 37) % 900),
    20 + ((i * 13) % 70),
    18 + ((i * 11) % 60),
  ]);
}

describe('analyst: the noun of a row key names the rows', function () {
  this.timeout(180_000);
  const rows = permits();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('p', ['Permit Ref', 'Start Date', 'Permit Type', 'Days', 'Anglers', 'Permit Fee', 'Daily Rate (USD)', 'Holder Age'], rows, 'fishing_office.csv');
  });

  const count = (keep: (row: Cell[]) => boolean): number => rows.filter(keep).length;

  it('counts the rows by the general word of the key noun\'s own column', async () => {
    const run = await bench.ask('permits by type');
    assertAnswered(run, 'permits by type');
    assert.match(run.answer, /number of rows by Permit Type/, run.answer.slice(0, 300));
    const got = new Map(parseCsv(run.csv ?? '').map((row) => [row['Permit Type'], Number(Object.values(row)[1])]));
    assert.equal(got.get('River'), count((row) => row[2] === 'River'), run.csv);
  });

  it('counts the rows a condition keeps when the key noun is the subject', async () => {
    const cases: Array<[string, number]> = [
      ['permits with more than 2 anglers', count((row) => Number(row[4]) > 2)],
      ['permits over $500', count((row) => Number(row[5]) > 500)],
      ['permits over $50 a day', count((row) => Number(row[6]) > 50)],
      ['permits from holders under 30', count((row) => Number(row[7]) < 30)],
      ['permits with start date before 1 march 2024', count((row) => String(row[1]) < '2024-03-01')],
    ];
    for (const [question, expected] of cases) {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      assert.equal(firstFigure(run), expected, `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('asks when a sum of money is set against a number that is no money, or the total is of either', async () => {
    assertRefused(await bench.ask('days over $50'), 'days over $50');
    assertRefused(await bench.ask('total permits'), 'total permits');
  });
});

/**
 * A key noun that also names part of a measure (`Pledge No`, `Pledged Amount`, a charity's
 * pledges): a ranking or an average said right before the noun is of the amount ("biggest
 * pledge", "top 3 pledges", "avg pledge by campaign"), while "pledges over $500" counts rows; a
 * comparison the noun opens ("cancelled pledges in 2023 vs 2024") counts each side's rows.
 */
const CAMPAIGNS = ['Spring', 'Autumn', 'Gala'];

function pledges(): Cell[][] {
  return Array.from({ length: 150 }, (_, i): Cell[] => [
    `PL-${String(5000 + i)}`,
    `${String(2023 + (i % 3 === 0 ? 1 : 0))}-0${String(1 + (i % 9))}-1${String(i % 10)}`,
    CAMPAIGNS[(i * 7) % 3],
    i % 4 === 0 ? 'Cancelled' : 'Paid',
    25 + ((i * 53) % 977),
  ]);
}

describe('analyst: a key noun that names part of a measure', function () {
  this.timeout(180_000);
  const rows = pledges();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('g', ['Pledge No', 'Pledge Date', 'Campaign', 'Status', 'Pledged Amount'], rows, 'fundraising_2024.csv');
  });

  it('ranks or averages the amount when the ranking word is said of the noun', async () => {
    const amounts = rows.map((row) => Number(row[4]));
    const biggest = await bench.ask('biggest pledge');
    assertAnswered(biggest, 'biggest pledge');
    assert.match(biggest.answer, /Pledged Amount/, biggest.answer.slice(0, 300));
    assert.equal(firstFigure(biggest), Math.max(...amounts), biggest.answer.slice(0, 300));
    const top = await bench.ask('top 3 pledges');
    assertAnswered(top, 'top 3 pledges');
    assert.deepEqual(parseCsv(top.csv ?? '').map((row) => Number(row['Pledged Amount'])), [...amounts].sort((a, b) => b - a).slice(0, 3), top.csv);
    const avg = await bench.ask('avg pledge by campaign');
    assertAnswered(avg, 'avg pledge by campaign');
    assert.match(avg.answer, /average Pledged Amount by Campaign/, avg.answer.slice(0, 300));
    const gala = rows.filter((row) => row[2] === 'Gala').map((row) => Number(row[4]));
    const got = parseCsv(avg.csv ?? '').find((row) => row.Campaign === 'Gala');
    assert.ok(got && Math.abs(Number(Object.values(got)[1]) - gala.reduce((a, b) => a + b, 0) / gala.length) < 1e-6, avg.csv);
  });

  it('counts each side of a comparison the noun opens', async () => {
    const run = await bench.ask('cancelled pledges in 2023 vs 2024');
    assertAnswered(run, 'cancelled pledges in 2023 vs 2024');
    assert.match(run.answer, /number of rows per year/, run.answer.slice(0, 300));
    const cancelledIn = (year: string): number => rows.filter((row) => row[3] === 'Cancelled' && String(row[1]).startsWith(year)).length;
    assert.ok(run.csv?.includes(String(cancelledIn('2023'))) && run.csv.includes(String(cancelledIn('2024'))), run.csv);
  });
});
