/**
 * A share with no measure named (shareReadings.ts): on rows that are amounts it is a share of the
 * rows or of the total amount, and is asked back; naming the rows or the measure answers it, and
 * on rows that are events with no amount the share of rows is the one reading. On a wind farm's
 * monthly turbine output and a swimming school's lesson log (no probe's domain); expected figures
 * computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, near, parseCsv } from './harness';

const MODELS = ['Vestas', 'Siemens', 'Nordex', 'Enercon'];

/** One row per turbine model, farm and month; Vestas turbines are few but large, so its share of rows and of energy differ. */
function turbineOutput(): Cell[][] {
  const rows: Cell[][] = [];
  let k = 0;
  for (const year of [2022, 2023]) {
    for (let month = 1; month <= 12; month++) {
      for (const farm of ['Hollow Ridge', 'Saltmarsh']) {
        for (const model of MODELS) rows.push([`${year}-${String(month).padStart(2, '0')}-01`, farm, model, 200 + ((++k * 53) % 300) + (model === 'Vestas' ? 900 : 0)]);
      }
    }
  }
  return rows;
}

describe('analyst: a share of rows or of an amount', function () {
  this.timeout(180_000);
  const rows = turbineOutput();
  let bench: AnalystBench;
  const energy = (keep: (row: Cell[]) => boolean): number => rows.filter(keep).reduce((sum, row) => sum + Number(row[3]), 0);
  const percentOf = (csv: string | undefined): number => Number(parseCsv(csv ?? '')[0]?.percent);
  const in2023 = (row: Cell[]): boolean => String(row[0]).startsWith('2023');

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('turbines', ['Month', 'Farm', 'Turbine Model', 'Energy MWh'], rows, 'turbine_output.csv');
  });

  it('asks back a share with no measure named on rows that are amounts', async () => {
    for (const question of ['share of vestas in 2023', 'what percentage is nordex', 'share of vestas in saltmarsh in 2023', 'share of vestas by farm']) {
      const run = await bench.ask(question);
      assertRefused(run, question);
      assert.match(run.answer, /share of rows where `?Turbine Model`? = Vestas|share of rows where Turbine Model = (Vestas|Nordex)/, `${question}: ${run.answer.slice(0, 400)}`);
      assert.match(run.answer, /total `Energy MWh`/, `${question}: ${run.answer.slice(0, 400)}`);
    }
  });

  it('answers the share of rows when the question names the rows', async () => {
    const kept = rows.filter(in2023);
    const want = (100 * kept.filter((row) => row[2] === 'Vestas').length) / kept.length;
    for (const question of ['what percent of rows are vestas in 2023', 'what share of entries were vestas in 2023']) {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      assert.ok(near(percentOf(run.csv), want), `${question}: ${want} vs ${run.answer.slice(0, 300)}`);
      assert.match(run.answer, /percent \(0–100\) of rows where Turbine Model = Vestas/);
    }
  });

  it('answers the share of the amount when the question names it, with the whole the example gives', async () => {
    const want = (100 * energy((row) => in2023(row) && row[2] === 'Vestas')) / energy(in2023);
    const run = await bench.ask('share of vestas in total energy mwh in 2023');
    assertAnswered(run, 'share of vestas in total energy');
    assert.ok(near(percentOf(run.csv), want), `${want} vs ${run.answer.slice(0, 300)}`);
    // The example the doubt offers reads as the share within the farm.
    const farm = (row: Cell[]): boolean => in2023(row) && row[1] === 'Saltmarsh';
    const within = (100 * energy((row) => farm(row) && row[2] === 'Vestas')) / energy(farm);
    const asked = await bench.ask('share of vestas in saltmarsh in 2023');
    const example = /for example “([^”]+)”/.exec(asked.answer)?.[1];
    assert.ok(example, asked.answer.slice(0, 400));
    const answered = await bench.ask(`${example} in 2023`);
    assertAnswered(answered, example);
    assert.ok(near(percentOf(answered.csv), within), `${example}: ${within} vs ${answered.answer.slice(0, 300)}`);
  });

  it('keeps the share of rows on a log of events with no amount', async () => {
    const log: Cell[][] = Array.from({ length: 240 }, (_, i) => [`2024-0${1 + (i % 6)}-1${i % 10}`, ['Beginner', 'Improver', 'Advanced', 'Beginner', 'Improver'][i % 5], ['Lido', 'Annex'][(i * 7) % 2], 25 + (i % 4) * 5]);
    const other = await AnalystBench.create();
    await other.loadRows('lessons', ['Lesson Date', 'Level', 'Pool', 'Minutes Late'], log, 'swim_lessons.csv');
    const run = await other.ask('share of beginner in the annex');
    assertAnswered(run, 'share of beginner');
    const kept = log.filter((row) => row[2] === 'Annex');
    assert.ok(near(percentOf(run.csv), (100 * kept.filter((row) => row[1] === 'Beginner').length) / kept.length), run.answer.slice(0, 300));
  });
});
