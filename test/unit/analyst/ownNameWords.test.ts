/**
 * A scaffolding firm's hires of my own (no probe's data): `Max Height (m)` carries "max" in its own
 * name, `Still Active?` is a yes/no flag typed Yes, Y and No, and `Tube Size (yd)` is a kind with a
 * unit. "average max height by type" averages the column; "max height by type" asks which; "how
 * many active hires" keeps the flag's yes rows; "how many tubes" never counts the sizes; "share
 * of hires with a surcharge" has no part to share, so it asks.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, parseCsv } from './harness';

const TYPES = ['Tower', 'Chimney', 'Full'];
const hires = Array.from({ length: 36 }, (_, i) => ({ ref: `SH${i}`, type: TYPES[i % 3], height: 4 + ((i * 7) % 12), active: ['Yes', 'Y', 'No', 'yes'][i % 4], tube: ['8 yard', '6 yard'][i % 2], surcharge: i % 5 === 0 ? 25 : null }));
const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('analyst: words of a column own name', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_scaffold', ['Hire Ref', 'Type', 'Max Height (m)', 'Still Active?', 'Tube Size (yd)', 'Surcharge'], hires.map((h): Cell[] => [h.ref, h.type, h.height, h.active, h.tube, h.surcharge]), 'scaffold_hires.csv');
  });

  it('averages a column named with max when an average is said', async () => {
    const run = await bench.ask('average max height by type');
    answered(run, 'average max height by type');
    const shown = new Map(parseCsv(run.csv ?? '').map((row) => [row.Type, Number(Object.values(row)[1])]));
    for (const type of TYPES) assert.ok(Math.abs((shown.get(type) ?? NaN) - mean(hires.filter((h) => h.type === type).map((h) => h.height))) < 0.01, run.answer.slice(0, 300));
  });

  it('asks when max may be the name or the largest', async () => {
    const run = await bench.ask('max height by type');
    refused(run, 'max height by type');
    assert.match(run.answer, /own name/, run.answer.slice(0, 300));
  });

  it('keeps every yes of a flag said by its last word', async () => {
    const run = await bench.ask('how many active hires');
    answered(run, 'how many active hires');
    assert.match(run.answer, new RegExp(`\\*\\*${hires.filter((h) => /^y/i.test(h.active)).length}\\*\\*`), run.answer.slice(0, 300));
  });

  it('never counts the sizes of a kind with a unit for the things', async () => {
    refused(await bench.ask('how many tubes'), 'how many tubes');
    const ranked = await bench.ask('which type has the most tubes');
    assert.doesNotMatch(ranked.answer, /distinct Tube Size/, ranked.answer.slice(0, 300));
  });

  it('asks for a share with no part', async () => {
    const run = await bench.ask('share of hires with surcharge');
    refused(run, 'share of hires with surcharge');
    assert.match(run.answer, /asks for a share/, run.answer.slice(0, 300));
  });
});
