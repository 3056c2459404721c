/**
 * A date written whole in a question ("on 2024-05-02") is a condition like a year or a month: it
 * is applied to a date of the table or the question is refused, never dropped (unappliedTime.ts).
 * On a generated ferry log (no probe's domain); the expected count is computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, type Cell, firstFigure, near } from './harness';

function crossings(): Cell[][] {
  return Array.from({ length: 240 }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 4)));
    return [`C${1000 + i}`, day.toISOString().slice(0, 10), ['Harbour', 'Island'][i % 2], 20 + ((i * 13) % 90)];
  });
}

describe('analyst: a whole date in the question is never dropped', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = crossings();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('ferry_crossings', ['crossing_id', 'sailing_date', 'route', 'passengers'], rows);
  });

  for (const question of ['how many crossings on 2024-01-10', 'total passengers on 2024-01-10', 'how many island crossings on 2024-02-01']) {
    it(`answers "${question}" for that day or refuses it`, async () => {
      const day = /(\d{4}-\d{2}-\d{2})/.exec(question)?.[1];
      const island = /island/.test(question);
      const kept = rows.filter((row) => row[1] === day && (!island || row[2] === 'Island'));
      const want = /passengers/.test(question) ? kept.reduce((sum, row) => sum + Number(row[3]), 0) : kept.length;
      const run = await bench.ask(question);
      if (/I can.t answer/.test(run.answer)) {
        assert.match(run.answer, new RegExp(day ?? ''), run.answer.slice(0, 300));
        return;
      }
      assert.ok(near(firstFigure(run), want), `${question}: expected ${want}: ${run.answer.slice(0, 300)}`);
    });
  }
});
