/**
 * "Which speaker had the lowest rated talk", where each row is one talk: the row of the lowest
 * rated talk, whose speaker is asked. It was answered with each speaker's average rating, which
 * names another speaker here. "Which speaker has the most talks" still counts talks per speaker.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

describe('analyst: a superlative before one row key', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let talks: AnalystTable;
  // Ola gives the single lowest rated talk (1.5) but averages 3.5; Tom averages 2.0 with none below 2.
  const rows: Array<[string, string, number]> = [['T1', 'Ola', 1.5], ['T2', 'Ola', 4.5], ['T3', 'Ola', 4.5], ['T4', 'Tom', 2], ['T5', 'Tom', 2], ['T6', 'Ana', 4], ['T7', 'Ana', 3]];

  before(async () => {
    bench = await AnalystBench.create();
    talks = await bench.loadRows('talks', ['Talk ID', 'Speaker', 'Rating'], rows);
  });

  it('answers the row of the lowest rated talk, not the lowest average', async () => {
    for (const q of ['which speaker had the lowest rated talk', 'who had the lowest rated talk']) {
      const run = await bench.ask(q, { tables: [talks] });
      assert.match(run.answer, /^Computed the rows ordered by Rating, lowest first/, `${q}: ${run.answer.slice(0, 300)}`);
      const [first] = parseCsv(run.csv ?? '');
      assert.equal(first?.Speaker, 'Ola', q);
      assert.equal(Number(first?.Rating), 1.5, q);
    }
  });

  it('answers the rows for "the most <measure> <rows>": "most helpful review(s)"', async () => {
    const votes = Array.from({ length: 14 }, (_, i) => (i * 11) % 17);
    const reviews = await bench.loadRows('reviews', ['Review ID', 'App', 'Helpful Votes'], votes.map((vote, i) => [`R${i}`, i % 2 ? 'A' : 'B', vote]));
    const one = await bench.ask('most helpful review', { tables: [reviews] });
    assert.match(one.answer, /^Computed the rows ordered by Helpful Votes, highest first/, one.answer.slice(0, 300));
    assert.equal(Number(parseCsv(one.csv ?? '')[0]?.['Helpful Votes']), Math.max(...votes));
    const five = await bench.ask('5 most helpful reviews', { tables: [reviews] });
    assert.deepEqual(parseCsv(five.csv ?? '').map((row) => Number(row['Helpful Votes'])), [...votes].sort((a, b) => b - a).slice(0, 5), five.answer.slice(0, 300));
  });

  it('still counts talks per speaker for "the most talks"', async () => {
    const run = await bench.ask('which speaker has the most talks', { tables: [talks] });
    assert.equal(parseCsv(run.csv ?? '')[0]?.Speaker, 'Ola', run.answer.slice(0, 300));
    assert.match(run.answer, /number of (rows|distinct Talk ID) by Speaker/, run.answer.slice(0, 300));
  });
});
