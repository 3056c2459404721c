/**
 * "how many finishers" beside a `Finish Time` column: a noun made from a status value names the
 * rows counted, and a number column that only shares its stem is no reading of it; "slowest
 * finisher" (a measure asked) stays asked. The condition reads "Status = Finished, the finishers",
 * never nested in the answer's own parentheses. Expected figures are computed over the rows here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, parseCsv } from './harness';

const OUTCOMES = ['Finished', 'Finished', 'DNF', 'Finished', 'DNS'];
const CLUBS = ['Harriers', 'Striders', 'Pacers'];

function results(): Cell[][] {
  return Array.from({ length: 90 }, (_, i): Cell[] => {
    const status = OUTCOMES[(i * 3) % 5];
    return [`B${String(100 + i)}`, i % 2 ? 'M' : 'F', CLUBS[(i * 7) % 3], status, status === 'Finished' ? 180 + ((i * 13) % 90) : null];
  });
}

describe('analyst: a noun of a status value beside a column that shares its stem', function () {
  this.timeout(180_000);
  const rows = results();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('r', ['Bib', 'Gender', 'Club', 'Status', 'Finish Minutes'], rows, 'race_results.csv');
  });

  it('counts the finishers, by gender too, and names the condition plainly', async () => {
    const run = await bench.ask('how many finishers');
    assertAnswered(run, 'how many finishers');
    assert.equal(firstFigure(run), rows.filter((row) => row[3] === 'Finished').length, run.answer.slice(0, 300));
    assert.match(run.answer, /Status = Finished, the finishers/, run.answer.slice(0, 300));
    const grouped = await bench.ask('finishers by gender');
    assertAnswered(grouped, 'finishers by gender');
    const got = new Map(parseCsv(grouped.csv ?? '').map((row) => [row.Gender, Number(Object.values(row)[1])]));
    assert.equal(got.get('F'), rows.filter((row) => row[3] === 'Finished' && row[1] === 'F').length, grouped.csv);
  });

  it('still asks when a measure is asked of the finishers and no other number column is named', async () => {
    assertRefused(await bench.ask('slowest finisher'), 'slowest finisher');
  });
});
