/**
 * "Have a note", "with a rating", "that have a resolution date": the rows where a column has a
 * value, the complement of the missing filter (its placeholders "", "NA", "-" are no value);
 * "don't have a note" is the missing filter; "with a bonus" on a number column that holds zeros
 * is asked (a value, or above 0). Expected figures are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, parseCsv } from './harness';

const NOTES = ['fragile', '', 'NA', 'call first', '-', null];
const DEPOTS = ['Leeds', 'York', 'Hull'];

/** Parcel pick-ups: a depot, a note with placeholders, a rating 1-5 or blank, a tip that is often 0, and a delivery date or blank. */
function parcels(): Cell[][] {
  return Array.from({ length: 120 }, (_, i): Cell[] => [
    `PC-${String(500 + i)}`,
    DEPOTS[(i * 7) % 3],
    NOTES[(i * 5) % 6],
    i % 4 === 0 ? null : 1 + ((i * 3) % 5),
    (i * 11) % 3 === 0 ? 0 : 1 + (i % 7),
    i % 3 === 0 ? null : `2024-05-${String(1 + (i % 28)).padStart(2, '0')}`,
  ]);
}

const hasNote = (row: Cell[]): boolean => typeof row[2] === 'string' && !['', 'na', '-'].includes(row[2].trim().toLowerCase());

describe('analyst: rows where a column has a value', function () {
  this.timeout(180_000);
  const rows = parcels();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('p', ['Parcel ID', 'Depot', 'Note', 'Rating', 'Tip', 'Delivered Date'], rows, 'parcels.csv');
  });

  it('counts the rows that have a note, its placeholders counted as none', async () => {
    const run = await bench.ask('how many rows have a note');
    assertAnswered(run, 'how many rows have a note');
    assert.equal(firstFigure(run), rows.filter(hasNote).length, run.answer.slice(0, 300));
    assert.match(run.answer, /Note has a value/, run.answer.slice(0, 300));
  });

  it('counts "parcels with a rating" by depot, and the parcels that have a delivered date', async () => {
    const grouped = await bench.ask('parcels with a rating by depot');
    assertAnswered(grouped, 'parcels with a rating by depot');
    const got = new Map(parseCsv(grouped.csv ?? '').map((row) => [row.Depot, Number(Object.values(row)[1])]));
    assert.equal(got.get('York'), rows.filter((row) => row[1] === 'York' && row[3] !== null).length, grouped.csv);
    const dated = await bench.ask('how many parcels have a delivered date');
    assertAnswered(dated, 'have a delivered date');
    assert.equal(firstFigure(dated), rows.filter((row) => row[5] !== null).length, dated.answer.slice(0, 300));
  });

  it('reads "don\'t have a note" and "do not have a rating" as the missing rows', async () => {
    const none = await bench.ask("how many parcels don't have a note");
    assertAnswered(none, "don't have a note");
    assert.equal(firstFigure(none), rows.filter((row) => !hasNote(row)).length, none.answer.slice(0, 300));
    const unrated = await bench.ask('how many parcels do not have a rating');
    assertAnswered(unrated, 'do not have a rating');
    assert.equal(firstFigure(unrated), rows.filter((row) => row[3] === null).length, unrated.answer.slice(0, 300));
  });

  it('leaves a bound on the column to itself, and asks of a number column that holds zeros', async () => {
    const bound = await bench.ask('how many parcels have a rating above 3');
    assertAnswered(bound, 'have a rating above 3');
    assert.equal(firstFigure(bound), rows.filter((row) => row[3] !== null && Number(row[3]) > 3).length, bound.answer.slice(0, 300));
    assertRefused(await bench.ask('how many parcels have a tip'), 'have a tip');
  });
});
