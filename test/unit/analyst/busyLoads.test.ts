/**
 * "What was the busiest day" on rows that carry a load (one column in kg or litres): busiest by
 * the number of rows or by the load brought. Asked when the two rank differently; answered when
 * they agree, or when the rows carry no load.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

const DISAGREE: Cell[][] = [
  ['2024-05-01', 'Elm', 5], ['2024-05-01', 'Oak', 4], ['2024-05-01', 'Ash', 3],
  ['2024-05-02', 'Elm', 60], ['2024-05-03', 'Oak', 2], ['2024-05-03', 'Ash', 2],
];
const AGREE: Cell[][] = [
  ['2024-05-01', 'Elm', 50], ['2024-05-01', 'Oak', 40], ['2024-05-01', 'Ash', 30],
  ['2024-05-02', 'Elm', 6], ['2024-05-03', 'Oak', 2],
];

/** The answer to "what was the busiest day" over one file of these rows. */
async function busiestDay(columns: string[], rows: Cell[][], question = 'what was the busiest day'): Promise<Awaited<ReturnType<AnalystBench['ask']>>> {
  const bench = await AnalystBench.create();
  await bench.ingestRows('c', columns, rows, 'compost_drops.csv');
  return bench.ask(question);
}

describe('analyst: "busiest" beside a load the rows carry', function () {
  this.timeout(180_000);

  it('asks when the rows and the kilograms pick different days', async () => {
    assertRefused(await busiestDay(['Drop Date', 'Allotment', 'Compost (kg)'], DISAGREE), 'busiest day, readings disagree');
  });

  it('answers when they agree, and when the rows carry no load', async () => {
    for (const run of [await busiestDay(['Drop Date', 'Allotment', 'Compost (kg)'], AGREE), await busiestDay(['Drop Date', 'Allotment'], DISAGREE.map((row) => row.slice(0, 2)))]) {
      assertAnswered(run, 'busiest day');
      assert.match(run.answer, /2024-05-01/, run.answer.slice(0, 300));
    }
  });

  it('counts the rows when the question names them ("busiest for drops")', async () => {
    const run = await busiestDay(['Drop Date', 'Allotment', 'Compost (kg)'], DISAGREE, 'which weekday is busiest for drops');
    assertAnswered(run, 'busiest for drops');
    assert.match(run.answer, /Wednesday/, run.answer.slice(0, 300));
  });
});
