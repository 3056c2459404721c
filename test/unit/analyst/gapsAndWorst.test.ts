/**
 * "Which columns have gaps?", "columns with missing values?", "what columns are incomplete" and
 * "which columns on the sheet have blank cells" list
 * only the columns with missing values; "how many visits are missing a score figure" counts the rows
 * without a score, and "how many clinics are missing a score figure" is asked, never the clinics'
 * own gaps; "the worst waits" of a
 * measure that is bad when high are the longest ones. On a generated file of clinic visits, the
 * figures computed here from its rows.
 */
import assert from 'node:assert/strict';
import { mean } from '../../eval/analyst/questions';
import { AnalystBench, assertRefused, firstFigure, parseCsv } from './harness';

const CLINICS = ['North', 'South', 'East'];

function visits(): Array<{ clinic: string; wait_minutes: number; score: number | null }> {
  return Array.from({ length: 45 }, (_, i) => ({ clinic: CLINICS[i % 3], wait_minutes: 5 + ((i * 17) % 23) + (i % 3) * 6, score: i % 9 === 4 ? null : 1 + (i % 3) * 2 + (i % 4) }));
}

describe('analyst: columns with gaps, and the worst of a measure that is bad when high', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = visits();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('visits', ['clinic', 'wait_minutes', 'score'], rows.map((row) => [row.clinic, row.wait_minutes, row.score]));
  });

  it('lists only the columns that have gaps', async () => {
    for (const question of ['which columns have gaps?', 'columns with missing values?', 'what columns are incomplete', 'which columns have empty cells', 'which columns on the sheet have blank cells']) {
      const run = await bench.ask(question);
      assert.deepEqual(parseCsv(run.csv ?? '').map((row) => [row.column, Number(row.missing)]), [['score', rows.filter((row) => row.score === null).length]], `${question}: ${run.answer.slice(0, 300)}`);
    }
    const visitsWithout = await bench.ask('how many visits are missing a score figure');
    assert.equal(firstFigure(visitsWithout), rows.filter((row) => row.score === null).length, visitsWithout.answer.slice(0, 300));
    // "no count of", "no figure for": the figure is missing, never 0, and "no" is never dropped.
    for (const question of ['how many visits have no figure for score', 'how many visits have no record of a score', 'how many visits have no score reading']) {
      const noFigure = await bench.ask(question);
      assert.equal(firstFigure(noFigure), rows.filter((row) => row.score === null).length, `${question}: ${noFigure.answer.slice(0, 300)}`);
    }
    // A column named as the subject ("clinics are missing …") is never what is missing: the clinics,
    // counted, are another question than the rows without a score, so it is asked.
    assertRefused(await bench.ask('how many clinics are missing a score figure'), 'clinics missing a score');
    const all = await bench.ask('missing values per column');
    assert.equal(parseCsv(all.csv ?? '').length, 3, all.answer.slice(0, 300));
  });

  it('reads the worst wait as the longest and the best as the shortest', async () => {
    const averages = CLINICS.map((clinic) => [clinic, mean(rows.filter((row) => row.clinic === clinic).map((row) => row.wait_minutes))] as const).sort((a, b) => b[1] - a[1]);
    const worst = await bench.ask('which clinic has the worst wait on average?');
    assert.match(worst.answer, new RegExp(`\\*\\*${averages[0][0]}\\*\\*`), worst.answer.slice(0, 300));
    const best = await bench.ask('which clinic has the best wait on average?');
    assert.match(best.answer, new RegExp(`\\*\\*${averages[averages.length - 1][0]}\\*\\*`), best.answer.slice(0, 300));
    // A measure that is good when high keeps "best" as the highest.
    const scores = CLINICS.map((clinic) => [clinic, mean(rows.filter((row) => row.clinic === clinic && row.score !== null).map((row) => row.score as number))] as const).sort((a, b) => b[1] - a[1]);
    const bestScore = await bench.ask('which clinic has the best average score?');
    assert.match(bestScore.answer, new RegExp(`\\*\\*${scores[0][0]}\\*\\*`), bestScore.answer.slice(0, 300));
  });
});
