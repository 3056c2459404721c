/**
 * A verb names the column of its doer: "how many games did the owls win" keeps the rows whose
 * `Winner` is Owls, though Owls is also in `Home Team` and `Away Team`; "sold" names a `Seller`.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: a verb names the column of its doer', function () {
  this.timeout(120_000);
  it('filters on the doer column the verb names', async () => {
    const bench = await AnalystBench.create();
    const teams = ['Owls', 'Foxes', 'Hares'];
    const games: Cell[][] = Array.from({ length: 30 }, (_, i) => [`G${i}`, teams[i % 3], teams[(i + 1) % 3], teams[(i * 7) % 5 < 3 ? i % 3 : (i + 1) % 3], 20 + (i % 9)]);
    const table = await bench.loadRows('quiz_games', ['Game ID', 'Home Team', 'Away Team', 'Winner', 'Points'], games, 'quiz_games.csv');
    for (const question of ['how many games did the owls win', 'how many games were won by the owls']) {
      const run = await bench.ask(question, { tables: [table] });
      assertAnswered(run, question);
      assert.equal(firstFigure(run), games.filter((row) => row[3] === 'Owls').length, run.answer.slice(0, 300));
    }
    const sales = await bench.loadRows('stall_sales', ['Sale No', 'Seller', 'Buyer', 'Amount'], Array.from({ length: 12 }, (_, i) => [`S${i}`, i % 2 ? 'Ruth' : 'Ade', i % 3 ? 'Ade' : 'Ruth', 5 + i] as Cell[]), 'stall_sales.csv');
    const sold = await bench.ask('total amount sold by ruth', { tables: [sales] });
    assertAnswered(sold, 'sold by ruth');
    assert.equal(firstFigure(sold), Array.from({ length: 12 }, (_, i) => i).filter((i) => i % 2).reduce((sum, i) => sum + 5 + i, 0), sold.answer.slice(0, 300));
  });
});
