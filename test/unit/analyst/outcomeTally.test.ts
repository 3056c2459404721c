/**
 * "which guide has the most cancellations" beside a `Visitors` column that counts people: the noun
 * made from the status value Cancelled names the rows' own outcome, so the rows are counted, never
 * the visitors summed over them.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, parseCsv, type Cell } from './harness';

describe('analyst: a noun of an outcome beside a column that counts people', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const GUIDES = ['Petra', 'Tomas', 'Wen'];
  const STATUS = ['Held', 'Cancelled', 'Held', 'Held'];
  // Tomas has the most cancelled tours; Petra's tours carry the most visitors.
  const rows: Cell[][] = Array.from({ length: 36 }, (_, i) => {
    const guide = GUIDES[i % 3];
    const status = guide === 'Tomas' && i % 2 ? 'Cancelled' : STATUS[i % 4];
    return [`T${i}`, `2025-05-${String(1 + (i % 28)).padStart(2, '0')}`, guide, guide === 'Petra' ? 90 : 5 + (i % 4), status];
  });
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('counts the rows with the outcome', async () => {
    const tables = await bench.ingestRows('t_tours', ['Tour ID', 'Tour Date', 'Guide', 'Visitors', 'Status'], rows, 'museum_tours.csv');
    const run = await bench.ask('which guide has the most cancellations', { tables });
    assertAnswered(run, 'most cancellations');
    const counts = GUIDES.map((g) => [g, rows.filter((row) => row[2] === g && row[4] === 'Cancelled').length] as const).sort((a, b) => b[1] - a[1]);
    const [top] = parseCsv(run.csv ?? '');
    assert.equal(top?.Guide, counts[0][0], run.answer.slice(0, 300));
    assert.equal(Number(Object.values(top ?? {}).at(-1)), counts[0][1], run.answer.slice(0, 300));
  });
});
