/**
 * "How many units were sold" on a log whose rows are several kinds of movement: "sold" names only
 * some of them, and none of the kinds says a sale, so adding up every row's quantity answers
 * another question; it is asked back. The quantity over all rows is still answered when asked.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused } from './harness';

describe('analyst: a sale verb on rows of several kinds', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let moves: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    moves = await bench.loadRows('moves', ['Move ID', 'Move Type', 'Item', 'Quantity (units)'], Array.from({ length: 12 }, (_, i) => [`M${i}`, ['Receipt', 'Dispatch', 'Return'][i % 3], `I${i % 4}`, 1 + i]), 'moves.csv');
  });

  it('asks which kind "sold" means', async () => {
    const run = await bench.ask('how many units were sold', { tables: [moves] });
    assertRefused(run, 'how many units were sold');
    assert.match(run.answer, /Move Type/, run.answer.slice(0, 400));
  });

  it('still answers the total quantity when no verb narrows it', async () => {
    const run = await bench.ask('total quantity', { tables: [moves] });
    assertAnswered(run, 'total quantity');
  });
});
