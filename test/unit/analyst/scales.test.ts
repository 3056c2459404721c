/**
 * "In thousands", "in millions", "in k", "in $M": the measure is divided by the scale in the SQL
 * and pandas shown, and the first sentence names the arithmetic. Generated grant budgets, with other
 * names than any probe; figures computed here from the rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, near, parseCsv, type Run } from './harness';

const FUNDERS = ['Arbor Trust', 'Kestrel Fund', 'Lumen Foundation'];

/** 45 grants: an award in dollars, a length in metres (a unit), a head count. */
function grants(): Array<[number, string, number, number, number]> {
  return Array.from({ length: 45 }, (_, i) => [900 + i, FUNDERS[i % 3], 12_500 + ((i * 7_919) % 480_000), 3 + ((i * 13) % 40), 1 + (i % 6)]);
}

describe('analyst: figures asked in thousands, millions or billions', function () {
  this.timeout(60_000);
  let bench: AnalystBench;
  const rows = grants();
  const awards = rows.map((row) => row[2]);
  const ask = (question: string): Promise<Run> => bench.ask(question);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('grant_awards', ['grant_no', 'funder', 'award_amount', 'plot_length_m', 'staff'], rows);
  });

  it('divides a total, an average or a median by the scale and names it', async () => {
    const cases: Array<[string, number, RegExp]> = [
      ['total award amount in thousands', awards.reduce((a, b) => a + b, 0) / 1e3, /total award\\?_amount in thousands \(award\\?_amount \/ 1000\)/],
      ['what is the average award amount in k?', awards.reduce((a, b) => a + b, 0) / awards.length / 1e3, /average award\\?_amount in thousands/],
      ['sum of award amounts in $M', awards.reduce((a, b) => a + b, 0) / 1e6, /award\\?_amount in millions \(award\\?_amount \/ 1000000\)/],
      ['largest award amount (in millions of dollars)', Math.max(...awards) / 1e6, /maximum award\\?_amount in millions/],
    ];
    for (const [question, expected, sentence] of cases) {
      const run = await ask(question);
      assertAnswered(run, question);
      assert.match(run.answer.split('\n')[0], sentence, question);
      assert.ok(near(firstFigure(run), expected), `${question}: ${firstFigure(run)} != ${expected}`);
    }
  });

  it('scales each group of a grouped total', async () => {
    const run = await ask('total award amount by funder in thousands');
    assertAnswered(run, 'by funder');
    for (const row of parseCsv(run.csv ?? '')) {
      const expected = rows.filter((r) => r[1] === row.funder).reduce((sum, r) => sum + r[2], 0) / 1e3;
      assert.ok(near(Number(row.total_award_amount_in_thousands), expected), `${row.funder}: ${JSON.stringify(row)}`);
    }
  });

  it('refuses a scale it cannot apply, and reads a letter after a unit column as the unit', async () => {
    for (const question of ['how many grants in thousands', 'share of award amount by funder in thousands']) assertRefused(await ask(question), question);
    // "in m" on a column in metres is metres, not millions: no division by a million.
    const metres = await ask('average plot length in m');
    assert.doesNotMatch(metres.answer, /millions/, metres.answer.slice(0, 300));
  });
});
