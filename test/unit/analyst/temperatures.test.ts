/**
 * Fahrenheit on columns in Celsius: a condition in °F is converted into the column's unit and the
 * first sentence says so; a measure asked in Fahrenheit is converted per row in the query shown.
 * A column whose name does not say Celsius is never assumed to be in it. Generated greenhouse
 * readings with other names than any probe; figures computed here from the rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, near, parseCsv, type Run } from './harness';

/** 80 greenhouse readings: air temperature in Celsius, soil warmth with no unit named. */
function readings(): Array<[number, string, number, number]> {
  return Array.from({ length: 80 }, (_, i): [number, string, number, number] => [i + 1, ['Fern House', 'Palm House'][i % 2], Math.round((4 + ((i * 23) % 330) / 10) * 10) / 10, 10 + ((i * 7) % 25)]);
}

describe('analyst: Fahrenheit on columns in Celsius', function () {
  this.timeout(60_000);
  let bench: AnalystBench;
  const rows = readings();
  const ask = (question: string): Promise<Run> => bench.ask(question);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('greenhouse', ['entry_id', 'house', 'air_temp_c', 'soil_warmth'], rows);
  });

  it('converts a condition written in Fahrenheit into Celsius and says so', async () => {
    const cases: Array<[string, number, RegExp]> = [
      ['how many rows had an air temp above 86F?', rows.filter((r) => r[2] > 30).length, /air\\?_temp\\?_c \\?> 30 °C \(86 °F\)/],
      ['number of rows with air temp under 50 °F', rows.filter((r) => r[2] < 10).length, /air\\?_temp\\?_c \\?< 10 °C \(50 °F\)/],
      ['count of rows where air temp is at least 77 degrees fahrenheit', rows.filter((r) => r[2] >= 25).length, /air\\?_temp\\?_c \\?>= 25 °C \(77 °F\)/],
    ];
    for (const [question, expected, sentence] of cases) {
      const run = await ask(question);
      assertAnswered(run, question);
      assert.match(run.answer.split('\n')[0], sentence, question);
      assert.equal(firstFigure(run), expected, `${question}: ${run.csv}`);
    }
  });

  it('computes an average, a maximum by group in Fahrenheit', async () => {
    const mean = rows.reduce((sum, r) => sum + r[2], 0) / rows.length;
    const run = await ask('average air temp in fahrenheit');
    assertAnswered(run, 'average in F');
    assert.match(run.answer.split('\n')[0], /air\\?_temp\\?_c in °F \(air\\?_temp\\?_c \\?\* 9 \/ 5 \+ 32\)/);
    assert.ok(near(firstFigure(run), (mean * 9) / 5 + 32), `${firstFigure(run)}`);
    const grouped = await ask('maximum air temp in degrees F by house');
    for (const row of parseCsv(grouped.csv ?? '')) {
      const max = Math.max(...rows.filter((r) => r[1] === row.house).map((r) => r[2]));
      assert.ok(near(Number(Object.values(row)[1]), (max * 9) / 5 + 32), JSON.stringify(row));
    }
  });

  it('refuses Fahrenheit on a column whose unit its name does not give, and a total of temperatures', async () => {
    for (const question of ['how many rows had a soil warmth above 70F?', 'average soil warmth in fahrenheit', 'total air temp in fahrenheit']) assertRefused(await ask(question), question);
  });
});
