/**
 * "how much salt went on the hill roads", "how much honey came off the moor": a verb of coming or
 * going with a particle, before a value of the data, says where the amount went; the value is the
 * condition and the verb adds nothing. Before no value ("how much salt went on yesterday") it is
 * left unplaced and the question is refused. On a file of my own; the figures are computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, near } from './harness';

const AREAS = ['Hill Roads', 'Town Centre', 'Bypass'];
const loads = Array.from({ length: 36 }, (_, i) => ({ area: AREAS[i % 3], tonnes: Math.round((1 + ((i * 29) % 40) / 10) * 10) / 10 }));

describe('analyst: came off, went on, a value after them', function () {
  this.timeout(120_000);
  it('keeps the rows of the value, and refuses the verb with no value after it', async () => {
    const bench = await AnalystBench.create();
    const table = await bench.loadRows('salt_loads', ['Area', 'Salt (t)'], loads.map((l) => [l.area, l.tonnes]));
    const hill = await bench.ask('how much salt went on the hill roads', { tables: [table] });
    answered(hill, 'went on the hill roads');
    assert.ok(near(firstFigure(hill), loads.filter((l) => l.area === 'Hill Roads').reduce((sum, l) => sum + l.tonnes, 0)), hill.answer.slice(0, 200));
    const town = await bench.ask('how much salt came off the lorry in the town centre', { tables: [table] });
    refused(town, 'came off, then no value');
    refused(await bench.ask('how much salt went out early', { tables: [table] }), 'went out early');
  });
});
