/**
 * A column named with the one-letter litre, `Milk (L)`, holds litres: "litres" or "liters" in a
 * question names it, "in litres" asks for it in its own unit, "1,200 litres or more" is a condition
 * on it, and "in ml" converts it. A column whose name gives no unit is still refused "in litres".
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, near, type Cell } from './harness';

describe('analyst: litres in a column name written (L)', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const farms = ['Hillside', 'Brookend', 'Oakridge'];
  const milk = Array.from({ length: 30 }, (_, i) => 700 + ((i * 373) % 1600));
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = () => bench.ingestRows('t_tanks', ['Farm', 'Milk (L)', 'Churn Volume'],
    milk.map((litres, i): Cell[] => [farms[i % 3], litres, 40 + i]), 'dairy_tanks.csv');

  it('reads a unit per litre ("(g/L)") as a concentration in grams, never litres', async () => {
    const brine = await bench.loadRows('brine_tests', ['Test No', 'Salt (g/L)'], [['T1', 8], ['T2', 12], ['T3', 15]], 'brine.csv');
    const run = await bench.ask('how many tests have more than 10g of salt', { tables: [brine] });
    assertAnswered(run, 'more than 10g of salt');
    assert.equal(firstFigure(run), 2);
  });

  it('reads "litres" as the (L) column: "total litres from hillside"', async () => {
    const tables = await load();
    const run = await bench.ask('total litres from hillside', { tables });
    assert.match(run.answer, /^Computed the total Milk \(L\)/, run.answer.slice(0, 300));
    assert.ok(near(firstFigure(run), sum(milk.filter((_, i) => i % 3 === 0))), `${firstFigure(run)}`);
  });

  it('reads "liters" the same way: "total liters"', async () => {
    const tables = await load();
    const run = await bench.ask('total liters', { tables });
    assert.ok(near(firstFigure(run), sum(milk)), `${firstFigure(run)}`);
  });

  it('asks for the column in its own unit: "average milk in litres"', async () => {
    const tables = await load();
    const run = await bench.ask('average milk in litres', { tables });
    assert.match(run.answer, /^Computed the average Milk \(L\)/, run.answer.slice(0, 300));
    assert.ok(near(firstFigure(run), sum(milk) / milk.length), `${firstFigure(run)}`);
  });

  it('converts it to another unit: "average milk in ml"', async () => {
    const tables = await load();
    const run = await bench.ask('average milk in ml', { tables });
    assert.ok(near(firstFigure(run), (sum(milk) / milk.length) * 1000), `${firstFigure(run)}`);
  });

  it('reads a condition in litres on it: "how many rows have 1,200 litres or more"', async () => {
    const tables = await load();
    const run = await bench.ask('how many rows have 1,200 litres or more', { tables });
    assert.equal(firstFigure(run), milk.filter((litres) => litres >= 1200).length, run.answer.slice(0, 300));
  });

  it('still refuses a unit no column name gives: "average churn volume in litres"', async () => {
    const tables = await load();
    assertRefused(await bench.ask('average churn volume in litres', { tables }), 'average churn volume in litres');
  });
});
