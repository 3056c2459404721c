/**
 * Classes of wrong answers seen on blind probe 16's first run, on a brewery's batches and a
 * library's loans generated here (other names and figures than the probe's):
 * - "which beer has the highest abv" summed ABV written "5.7%" per beer: a percent of its row is
 *   never added up, and averages;
 * - "batches fermented for 14 days or more" dropped the bound silently ("N days" was taken for
 *   periods counted back) and totalled the days: the days are the unit of `Fermentation (days)`;
 * - "biggest fine" gave the bare maximum: a size said bare of a column that is no amount names the
 *   record ("longest delay", an amount, keeps the figure, as "longest repair length" does);
 * - "which book is the most popular" (Book a value of `Item Type`) counted the Book rows: asked;
 * - "avg fine" where most loans have none averaged only the fines charged: asked;
 * - "sailing that took the most money" totalled every sailing's money: the top row.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: classes of probe 16 first run', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const beers = ['Pale', 'Stout', 'Lager'];
  const abv = [4.5, 7.2, 5.0];
  // Pale is brewed most often, so its total ABV is the highest; Stout is the strongest.
  const batches: Cell[][] = Array.from({ length: 40 }, (_, i) => { const b = i % 5 < 3 ? 0 : i % 5 === 3 ? 1 : 2; return [`B-${i}`, beers[b], `${abv[b]}%`, 8 + (i % 12), `€${(200 + i * 13).toFixed(2)}`]; });
  const loans: Cell[][] = Array.from({ length: 40 }, (_, i) => [`L-${i}`, i % 3 ? 'Book' : 'DVD', i % 4 === 0 ? `$${(1 + (i % 7)).toFixed(2)}` : '-', `2024-0${1 + (i % 6)}-1${i % 10}`]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('br', ['Batch No', 'Beer', 'ABV', 'Fermentation (days)', 'Revenue'], batches, 'brewery_batches.csv');
    await bench.ingestRows('lo', ['Loan ID', 'Item Type', 'Fine', 'Loan Date'], loans, 'library_loans.csv');
  });
  const brewery = (q: string) => bench.ask(q, { tables: [bench.tables[0]] });
  const library = (q: string) => bench.ask(q, { tables: [bench.tables[1]] });

  it('averages a column written in percent, never adds it up', async () => {
    const run = await brewery('which beer has the highest abv');
    assertAnswered(run, 'highest abv');
    assert.equal(parseCsv(run.csv ?? '')[0].Beer, 'Stout', run.answer.slice(0, 300));
  });

  it('reads "14 days or more" as a bound on the column of days, and never drops it', async () => {
    const run = await brewery('batches fermented for 14 days or more');
    assertAnswered(run, '14 days or more');
    assert.equal(firstFigure(run), batches.filter((row) => Number(row[3]) >= 14).length, run.answer.slice(0, 300));
    // Beside no column of days, the number is left unplaced and the question refused.
    assertRefused(await library('loans over 14 days or more'), '14 days');
  });

  it('answers the record for a bare superlative of a column, and the top row for "that took the most money"', async () => {
    const fine = await library('biggest fine');
    assertAnswered(fine, 'biggest fine');
    const top = loans.filter((row) => row[2] !== '-').reduce((a, b) => (Number(String(b[2]).slice(1)) > Number(String(a[2]).slice(1)) ? b : a));
    assert.equal(parseCsv(fine.csv ?? '')[0]['Loan ID'], top[0], fine.csv);
    // "highest fine" asks the figure itself.
    const highest = await library('highest fine');
    assertAnswered(highest, 'highest fine');
    assert.equal(firstFigure(highest), Number(String(top[2]).slice(1)), highest.answer.slice(0, 300));
    const most = await brewery('batch that took the most money');
    assertAnswered(most, 'took the most money');
    assert.equal(parseCsv(most.csv ?? '')[0]['Batch No'], 'B-39', most.csv);
  });

  it('asks for "which book" when Book is a value, and for the average of a fine most rows lack', async () => {
    assertRefused(await library('which book is the most popular'), 'which book');
    assertRefused(await library('avg fine'), 'avg fine');
    const charged = await library('avg fine of rows with a fine');
    assertAnswered(charged, 'with a fine');
    const fines = loans.filter((row) => row[2] !== '-').map((row) => Number(String(row[2]).slice(1)));
    assert.ok(Math.abs((firstFigure(charged) ?? NaN) - fines.reduce((a, b) => a + b, 0) / fines.length) < 0.01, charged.answer.slice(0, 300));
  });

  it('averages a tip over the rows that have one where only a few are blank', async () => {
    const tips = await bench.ingestRows('ti', ['Receipt', 'Tip'], Array.from({ length: 30 }, (_, i): Cell[] => [`R${i}`, i % 10 === 0 ? '' : `$${(1 + (i % 4)).toFixed(2)}`]), 'tips.csv');
    const run = await bench.ask('avg tip', { tables: tips });
    assertAnswered(run, 'avg tip');
  });
});
