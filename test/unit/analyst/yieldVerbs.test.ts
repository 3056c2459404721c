/**
 * Verbs of what the rows yield ("which correspondent sent us the most words", "which plot gave the
 * most beans"), on files of my own no probe uses: the verb adds nothing to the ranking of the amount
 * named right after it; without such an amount it is left unplaced and the question is refused.
 * Every figure is computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, parseCsv } from './harness';

const WRITERS = ['Ana Ruiz', 'Tom Hale', 'Li Wei'];
const stories = Array.from({ length: 30 }, (_, i) => ({ writer: WRITERS[(i * 7) % 3], words: 300 + ((i * 131) % 900) }));
const plots = Array.from({ length: 24 }, (_, i) => ({ plot: `P${(i % 4) + 1}`, beans: Math.round((2 + ((i * 37) % 50) / 10) * 10) / 10 }));

describe('analyst: verbs of what the rows yield', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('ranks by the total of the amount named after the verb', async () => {
    const wire = await bench.loadRows('wire', ['Correspondent', 'Words'], stories.map((s) => [s.writer, s.words]));
    const run = await bench.ask('which correspondent sent us the most words', { tables: [wire] });
    answered(run, 'sent us the most words');
    const totals = new Map<string, number>();
    for (const s of stories) totals.set(s.writer, (totals.get(s.writer) ?? 0) + s.words);
    const best = [...totals].sort((a, b) => b[1] - a[1])[0];
    assert.deepEqual(parseCsv(run.csv ?? '').map((row) => [row.Correspondent, Number(Object.values(row)[1])]), [best]);

    const garden = await bench.loadRows('garden', ['Plot', 'Beans (kg)'], plots.map((p) => [p.plot, p.beans]));
    const beans = await bench.ask('which plot gave the most beans', { tables: [garden] });
    answered(beans, 'gave the most beans');
    const sums = new Map<string, number>();
    for (const p of plots) sums.set(p.plot, (sums.get(p.plot) ?? 0) + p.beans);
    assert.equal(parseCsv(beans.csv ?? '')[0]?.Plot, [...sums].sort((a, b) => b[1] - a[1])[0][0]);
  });

  it('leaves the verb unplaced with no amount after it', async () => {
    const wire = await bench.loadRows('wire2', ['Correspondent', 'Desk', 'Words'], stories.map((s, i) => [s.writer, ['Sport', 'City'][i % 2], s.words]));
    refused(await bench.ask('which correspondent sent us the most', { tables: [wire] }), 'no amount after the verb');
  });
});
