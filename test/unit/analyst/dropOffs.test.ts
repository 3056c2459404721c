/**
 * A drop-off is a thing left somewhere, not a fall: "drop-offs by material", "heaviest drop-off"
 * and "drop-offs over 1,000 kg" were refused as asking for a change between two figures. "did the
 * weight drop" still is one. Expected figures are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: drop-offs are no drop', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const materials = ['Glass', 'Metal', 'Rubble'];
  const rows: Cell[][] = Array.from({ length: 40 }, (_, i) => [`RC-${i}`, `2024-0${1 + (i % 6)}-1${i % 10}`, materials[i % 3], 20 + ((i * 97) % 1200)]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('d', ['Drop-off ID', 'Visit Date', 'Material', 'Net Weight (kg)'], rows, 'dropoffs.csv');
  });

  it('counts drop-offs by a column and over a bound', async () => {
    const byMaterial = await bench.ask('drop-offs by material');
    assertAnswered(byMaterial, 'drop-offs by material');
    for (const row of parseCsv(byMaterial.csv ?? '')) assert.equal(Number(Object.values(row)[1]), rows.filter((r) => r[2] === row.Material).length, byMaterial.csv);
    const heavy = await bench.ask('drop-offs over 1,000 kg');
    assertAnswered(heavy, 'over 1,000 kg');
    assert.equal(firstFigure(heavy), rows.filter((r) => Number(r[3]) > 1000).length, heavy.answer.slice(0, 300));
  });

  it('finds the heaviest drop-off', async () => {
    const run = await bench.ask('heaviest drop-off');
    assertAnswered(run, 'heaviest drop-off');
    const top = rows.reduce((a, b) => (Number(b[3]) > Number(a[3]) ? b : a));
    assert.equal(parseCsv(run.csv ?? '')[0]['Drop-off ID'], top[0], run.csv);
  });

  it('still reads "did the weight drop" as a change', async () => {
    assertRefused(await bench.ask('did the weight drop in 2024'), 'drop');
  });
});
