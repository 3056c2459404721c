/**
 * A repair café's charges of my own (no probe's data): `Charge` holds "£2.50" and also "Free" and
 * "NC" (no charge). Among sums of money those words are 0, so the column adds up; the same words
 * beside plain numbers keep the column as text.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, firstFigure, near } from './harness';

const charges = Array.from({ length: 30 }, (_, i) => (i % 6 === 0 ? 'Free' : i % 7 === 0 ? 'NC' : `£${(1.5 + (i % 4)).toFixed(2)}`));
const total = charges.reduce((sum, c) => sum + (c.startsWith('£') ? Number(c.slice(1)) : 0), 0);

describe('analyst: words for no charge among sums of money', function () {
  this.timeout(120_000);

  it('reads Free and NC as 0 beside pounds', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_cafe', ['Repair No', 'Charge'], charges.map((c, i): Cell[] => [`R${i}`, c]), 'repair_cafe.csv');
    const run = await bench.ask('total charge');
    answered(run, 'total charge');
    assert.ok(near(firstFigure(run), total), run.answer.slice(0, 300));
  });

  it('keeps NC as a word beside plain numbers', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_fuse', ['Item', 'Reading'], Array.from({ length: 20 }, (_, i): Cell[] => [`I${i}`, i % 5 === 0 ? 'NC' : String(i)]), 'readings.csv');
    const run = await bench.ask('total reading');
    assert.doesNotMatch(run.answer.split('\n')[0], /total Reading/, run.answer.slice(0, 300));
  });
});
