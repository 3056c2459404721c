/**
 * A number in a question beside a column whose name holds that number (`Avg Rating (of 5)`):
 * "talks with rating 5" asks about talks rated 5, and was answered with the average rating of
 * every talk (the "5" was read as part of the name). It is now a number left to place, asked back
 * when nothing places it; conditions on the column still work.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, parseCsv } from './harness';

describe('analyst: numbers that a column name also holds', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let talks: AnalystTable;
  const ratings = [5, 4.5, 3, 5, 2.5, 4, 5, 3.5];

  before(async () => {
    bench = await AnalystBench.create();
    talks = await bench.loadRows('talks', ['Talk ID', 'Track', 'Avg Rating (of 5)'], ratings.map((rating, i) => [`T${i}`, i % 2 ? 'AI' : 'Web', rating]));
  });

  it('never reads "rating 5" as the name `Avg Rating (of 5)`', async () => {
    for (const q of ['talks with rating 5', 'how many talks have a rating of 5']) {
      const run = await bench.ask(q, { tables: [talks] });
      assertRefused(run, q);
      assert.match(run.answer, /“5”/, run.answer.slice(0, 300));
    }
  });

  it('still reads a number that continues a name: "pm2.5" for `PM2.5`', async () => {
    const air = await bench.loadRows('air', ['Station', 'PM2.5', 'Temp'], Array.from({ length: 6 }, (_, i) => [i % 2 ? 'North' : 'South', 10 + i, 5 - i]));
    const run = await bench.ask('average pm2.5', { tables: [air] });
    assert.match(run.answer, /^Computed the average PM2\.5/, run.answer.slice(0, 300));
  });

  it('still compares the column with a number and names it by its words', async () => {
    const run = await bench.ask('how many talks have a rating above 4', { tables: [talks] });
    assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]), ratings.filter((rating) => rating > 4).length, run.answer.slice(0, 300));
    const average = await bench.ask('average rating by track', { tables: [talks] });
    assert.match(average.answer, /^Computed the average Avg Rating \(of 5\) by Track/, average.answer.slice(0, 300));
  });
});
