/**
 * An aggregate of a column skips its blanks, and the answer says over how many values it ran:
 * "over the 7 rows with a value (3 blank, skipped)", not "over 10 rows". Generated file of
 * inspections with scores left blank or written "NA"; expected counts computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, parseCsv } from './harness';

function inspections(): Array<[string, string, number | string | null]> {
  return Array.from({ length: 12 }, (_, i): [string, string, number | string | null] => [`Cafe ${i + 1}`, i % 2 ? 'Harbour' : 'Old Town', i % 4 === 1 ? null : i % 5 === 3 ? 'NA' : 60 + i * 3]);
}

describe('analyst: blanks skipped by an aggregate are said', function () {
  this.timeout(60_000);
  let bench: AnalystBench;
  const rows = inspections();
  const scored = (district?: string): number[] => rows.filter((row) => (!district || row[1] === district) && typeof row[2] === 'number').map((row) => row[2] as number);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_inspections', ['venue', 'district', 'score'], rows, 'inspections.csv');
  });

  it('says how many rows had a value and how many blanks were skipped', async () => {
    const run = await bench.ask('average score');
    assertAnswered(run, 'average score');
    const values = scored();
    assert.match(run.answer, new RegExp(`over the ${values.length} rows with a value \\(${rows.length - values.length} blank, skipped\\)`), run.answer.slice(0, 400));
    const [row] = parseCsv(run.csv ?? '');
    assert.equal(Number(Object.values(row ?? {})[0]).toFixed(4), (values.reduce((a, b) => a + b, 0) / values.length).toFixed(4));
    assert.equal(Number(row?.with_value), values.length);
    const harbour = await bench.ask('highest score in Harbour');
    const inHarbour = rows.filter((r) => r[1] === 'Harbour');
    assert.match(harbour.answer, new RegExp(`over the ${scored('Harbour').length} rows with a value \\(${inHarbour.length - scored('Harbour').length} blank, skipped\\)`), harbour.answer.slice(0, 400));
  });

  it('says "over N rows" when no value is blank', async () => {
    const run = await bench.ask('number of distinct district');
    assert.match(run.answer, new RegExp(`over ${rows.length} rows\\.`), run.answer.slice(0, 400));
  });
});
