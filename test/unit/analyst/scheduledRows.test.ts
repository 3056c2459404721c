/**
 * "matches scheduled in june 2024", "which weekday are the most matches scheduled": with one date
 * column, scheduling a row for its date adds nothing to the condition or the period asked. The
 * word was left unplaced and the questions refused. "played" says the match took place, and stays.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: rows scheduled for their date', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 50 }, (_, i) => [`M-${i}`, `2024-0${5 + (i % 3)}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`, i % 6 === 0 ? 'Cancelled' : 'Completed']);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('m', ['Match ID', 'Match Date', 'Status'], rows, 'club_matches.csv');
  });

  it('counts the matches scheduled in a month, and ranks the weekdays', async () => {
    const june = await bench.ask('matches scheduled in june 2024');
    assertAnswered(june, 'scheduled in june');
    assert.equal(firstFigure(june), rows.filter((row) => String(row[1]).startsWith('2024-06')).length, june.answer.slice(0, 300));
    const weekday = await bench.ask('which weekday are the most matches scheduled');
    assertAnswered(weekday, 'most matches scheduled');
    const counts = new Map<number, number>();
    for (const row of rows) { const day = new Date(`${String(row[1])}T00:00:00Z`).getUTCDay(); counts.set(day, (counts.get(day) ?? 0) + 1); }
    assert.equal(Number(Object.values(parseCsv(weekday.csv ?? '')[0])[1]), Math.max(...counts.values()), weekday.csv);
  });
});
