/**
 * Compass superlatives on generated tables: "northernmost" is the row with the highest latitude,
 * "westernmost" the lowest longitude, with filters applied first; a table without coordinates
 * refuses them.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

/** 40 lighthouses on two coasts, named by number, with coordinates. */
function lighthouses(): Cell[][] {
  return Array.from({ length: 40 }, (_, i): Cell[] => [`Light ${i}`, i % 2 ? 'East' : 'West', Math.round((50 + ((i * 17) % 90) / 10) * 1000) / 1000, Math.round((-10 + ((i * 29) % 130) / 10) * 1000) / 1000]);
}

describe('analyst: northernmost, southernmost, easternmost, westernmost', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let bare: AnalystBench;
  const rows = lighthouses();
  const extreme = (column: 2 | 3, dir: 1 | -1, keep: (row: Cell[]) => boolean = () => true): string => {
    const kept = rows.filter(keep);
    return String([...kept].sort((a, b) => dir * (Number(b[column]) - Number(a[column])))[0][0]);
  };

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('lighthouses', ['name', 'coast', 'Latitude', 'Longitude'], rows);
    bare = await AnalystBench.create();
    await bare.loadRows('lighthouses', ['name', 'coast', 'height_m'], rows.map((row) => [row[0], row[1], 20]));
  });

  it('reads each direction as the extreme latitude or longitude row', async () => {
    const cases: Array<[string, 2 | 3, 1 | -1]> = [
      ['which lighthouse is the northernmost?', 2, 1],
      ['the southernmost lighthouse', 2, -1],
      ['easternmost lighthouse', 3, 1],
      ['which lighthouse is most westerly', 3, -1],
    ];
    for (const [question, column, dir] of cases) {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      assert.match(run.answer, new RegExp(`${extreme(column, dir)}\\b`), question);
      assert.match(run.answer, column === 2 ? /ordered by Latitude/ : /ordered by Longitude/, question);
    }
  });

  it('applies filters before taking the extreme', async () => {
    const run = await bench.ask('northernmost lighthouse on the East coast');
    assertAnswered(run, 'filtered');
    assert.match(run.answer, new RegExp(`${extreme(2, 1, (row) => row[1] === 'East')}\\b`));
  });

  it('refuses without coordinates', async () => {
    assertRefused(await bare.ask('which lighthouse is the northernmost?'), 'no latitude');
  });
});
