/**
 * "how many cone 6 firings", "firings at cone 06", "avg peak temp cone 6 vs cone 10": a number right
 * after a word of a text column's name is that column's code, matched whole ("06" is not "6"). It
 * was refused: the number was left unplaced. A number that is no code of the column stays unplaced.
 * On a generated kiln log of my own.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, near, parseCsv } from './harness';

const CONES = ['06', '04', '6', '10'];
const firings = Array.from({ length: 48 }, (_, i) => ({
  no: `K-${String(i + 1).padStart(3, '0')}`,
  cone: CONES[(i * 7) % 4],
  type: i % 3 === 0 ? 'Bisque' : 'Glaze',
  peak: 1000 + ((i * 37) % 300),
}));

describe('analyst: a number after a word of a text column is its code', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let kiln: AnalystTable;
  before(async () => {
    bench = await AnalystBench.create();
    kiln = await bench.loadRows('kiln_log', ['Firing No', 'Cone', 'Firing Type', 'Peak Temp'], firings.map((f) => [f.no, f.cone, f.type, f.peak]));
  });

  it('counts and compares the rows of a code written as a number', async () => {
    const six = await bench.ask('how many cone 6 firings', { tables: [kiln] });
    answered(six, 'cone 6');
    assert.equal(firstFigure(six), firings.filter((f) => f.cone === '6').length);
    const zeroSix = await bench.ask('how many glaze firings at cone 06', { tables: [kiln] });
    answered(zeroSix, 'cone 06');
    assert.equal(firstFigure(zeroSix), firings.filter((f) => f.cone === '06' && f.type === 'Glaze').length);
    const versus = await bench.ask('avg peak temp cone 6 vs cone 10', { tables: [kiln] });
    answered(versus, 'cone 6 vs cone 10');
    const avg = (cone: string): number => {
      const of = firings.filter((f) => f.cone === cone);
      return of.reduce((sum, f) => sum + f.peak, 0) / of.length;
    };
    const got = new Map(parseCsv(versus.csv ?? '').map((row) => [row.Cone, Number(Object.values(row)[1])]));
    assert.deepEqual([...got.keys()].sort(), ['10', '6']);
    for (const cone of ['6', '10']) assert.ok(near(got.get(cone) ?? NaN, avg(cone)), `cone ${cone}: ${versus.answer.slice(0, 200)}`);
  });

  it('leaves a number that is no code of the column unplaced', async () => {
    refused(await bench.ask('how many cone 8 firings', { tables: [kiln] }), 'cone 8 is no code');
  });
});
