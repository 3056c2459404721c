/**
 * Verbs of supplying or using an amount ("energy delivered", "litres used", "kWh charged") say
 * nothing the named column does not: beside a column whose name gives an energy or a volume unit
 * they are placed, and the column is added up. Beside any other column they stay unplaced, and the
 * question is refused naming them. On a generated log of my own.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, parseCsv } from './harness';

describe('analyst: verbs of an energy or a volume supplied', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = Array.from({ length: 18 }, (_, i) => ({ pump: ['East', 'West', 'Dock'][i % 3], kwh: 4 + ((i * 5) % 40), litres: 12 + ((i * 7) % 30), km: 50 + i * 10 }));
  const sum = (of: (r: (typeof rows)[number]) => number, where: (r: (typeof rows)[number]) => boolean = () => true): number => rows.filter(where).reduce((total, r) => total + of(r), 0);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('log', ['Pump', 'Energy (kWh)', 'Fuel Litres', 'Trip km'], rows.map((r) => [r.pump, r.kwh, r.litres, r.km]));
  });

  it('adds up the energy or volume a supplying verb stands beside', async () => {
    const delivered = await bench.ask('total energy delivered');
    answered(delivered, 'total energy delivered');
    assert.equal(Number(Object.values(parseCsv(delivered.csv ?? '')[0] ?? {})[0]), sum((r) => r.kwh));
    const used = await bench.ask('which pump used the most litres');
    answered(used, 'which pump used the most litres');
    const best = ['East', 'West', 'Dock'].map((pump) => [pump, sum((r) => r.litres, (r) => r.pump === pump)] as const).sort((a, b) => b[1] - a[1])[0];
    assert.deepEqual(parseCsv(used.csv ?? '').map((row) => [row.Pump, Number(Object.values(row)[1])])[0], [best[0], best[1]]);
    answered(await bench.ask('how much energy was consumed'), 'how much energy was consumed');
    // Beside a distance the verb is no filler: refused, naming it.
    refused(await bench.ask('total trip km used'), 'total trip km used');
  });
});
