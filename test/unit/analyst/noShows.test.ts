/**
 * A clinic writes its no-shows "Did Not Attend": "no-shows" and "patients not turn up" name that
 * value. "how many times did …" counts occasions (rows), never a `Time` or `Chair Time` column.
 * "turn up for" names the rows where the person came, "missed" the no-shows. All were refused.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: no-shows written Did Not Attend, and "how many times"', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 84 }, (_, i) => [`AP-${i}`, `2024-03-${String(1 + (i % 28)).padStart(2, '0')}`, `${9 + (i % 8)}:30`, `P-${i % 30}`, ['Attended', 'Did Not Attend', 'Attended', 'Cancelled', 'Attended'][i % 5], 20 + (i % 4) * 10, ['Ana Ruiz', 'Ben Cole', 'Cy Dunn'][i % 3]]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('a', ['Appt ID', 'Appt Date', 'Time', 'Patient ID', 'Status', 'Chair Time (min)', 'Hygienist'], rows, 'appointments.csv');
  });

  it('reads "no-shows" as Did Not Attend', async () => {
    const run = await bench.ask('how many no-shows');
    assertAnswered(run, 'how many no-shows');
    assert.equal(firstFigure(run), rows.filter((row) => row[4] === 'Did Not Attend').length, run.answer.slice(0, 300));
  });

  it('counts the rows for "how many times did patients not turn up"', async () => {
    const run = await bench.ask('how many times did patients not turn up');
    assertAnswered(run, 'how many times did patients not turn up');
    assert.equal(firstFigure(run), rows.filter((row) => row[4] === 'Did Not Attend').length, run.answer.slice(0, 300));
  });

  it('reads "turn up for" as Attended and "missed" as the no-shows', async () => {
    const came = await bench.ask('how many cy dunn appointments did they turn up for');
    assertAnswered(came, 'turn up for');
    assert.equal(firstFigure(came), rows.filter((row) => row[6] === 'Cy Dunn' && row[4] === 'Attended').length, came.answer.slice(0, 300));
    const missed = await bench.ask('which hygienist missed the most appointments');
    assertAnswered(missed, 'missed appointments');
    const counts = new Map<string, number>();
    for (const row of rows) if (row[4] === 'Did Not Attend') counts.set(String(row[6]), (counts.get(String(row[6])) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    assert.match(missed.answer, new RegExp(`${top[0]}[^\\n]*${top[1]}`), missed.answer.slice(0, 300));
    // "the most missed appointments": the participle is the value, and the ranking counts its rows.
    const most = await bench.ask('which hygienist had the most missed appointments');
    assertAnswered(most, 'the most missed appointments');
    assert.match(most.answer, new RegExp(`${top[0]}[^\\n]*${top[1]}`), most.answer.slice(0, 300));
  });
});
