/**
 * A kiln log of my own (no probe's data): "the hottest firing in each kiln" picks a row within each
 * group, which the analyst does not compute; it asks, offering each kiln's highest value, instead
 * of giving the one hottest firing over all kilns or the kiln with the highest maximum. A row or a
 * group picked over all ("hottest firing", "which kiln had the hottest firing") is still answered.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell } from './harness';

const firings = Array.from({ length: 36 }, (_, i) => ({
  no: `F-${100 + i}`,
  kiln: ['Big Blue', 'Little Red', 'Raku'][i % 3],
  peak: 900 + ((i * 37) % 400),
  lost: (i * 5) % 4,
}));

describe('analyst: a row picked within each group', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_kiln', ['Firing No', 'Kiln', 'Peak Temp (C)', 'Pieces Lost'],
      firings.map((f): Cell[] => [f.no, f.kiln, f.peak, f.lost]), 'kiln_log.csv');
  });

  for (const question of ['what was the hottest firing in each kiln', 'hottest firing per kiln', 'hottest firing by kiln', 'the coolest firing for every kiln']) {
    it(`asks about: ${question}`, async () => {
      const run = await bench.ask(question);
      refused(run, question);
      assert.match(run.answer, /within each `Kiln`/, run.answer.slice(0, 400));
    });
  }

  it('still answers the row or the group picked over all of them', async () => {
    const hottest = Math.max(...firings.map((f) => f.peak));
    const row = await bench.ask('hottest firing');
    answered(row, 'hottest firing');
    assert.match(row.answer, new RegExp(firings.find((f) => f.peak === hottest)?.no ?? '-'), row.answer.slice(0, 300));
    const group = await bench.ask('which kiln had the hottest firing');
    answered(group, 'which kiln had the hottest firing');
    assert.match(group.answer, new RegExp(firings.find((f) => f.peak === hottest)?.kiln ?? '-'), group.answer.slice(0, 300));
    answered(await bench.ask('max peak temp per kiln'), 'max peak temp per kiln');
  });
});
