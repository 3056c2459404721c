/**
 * "how many deals did hannah win" where `Stage` says Won, "deals we lost": a verb whose past is no
 * "-ed" form names the status value. "total golds won by kenya" beside a `Gold` count: "won" only
 * says what the count is of. Both were refused as an unplaced word.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: win and lose', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let dealTables: AnalystTable[];
  let medalTables: AnalystTable[];
  const deals: Cell[][] = Array.from({ length: 90 }, (_, i) => [`D${i}`, ['Hannah Ortiz', 'Victor Lam', 'Ann Lee'][i % 3], ['Won', 'Lost', 'Open', 'Won', 'Lost'][i % 5], 1000 + i * 10]);
  const medals: Cell[][] = Array.from({ length: 60 }, (_, i) => [2000 + 4 * (i % 6), ['Kenya', 'Norway', 'Chile', 'Japan', 'Peru'][i % 5], (i * 7) % 11, (i * 3) % 5]);
  before(async () => {
    bench = await AnalystBench.create();
    dealTables = await bench.ingestRows('d', ['Deal ID', 'Owner', 'Stage', 'Amount'], deals, 'deals.csv');
    medalTables = await bench.ingestRows('m', ['Year', 'Country', 'Gold', 'Silver'], medals, 'medals.csv');
  });

  it('reads "win" and "lose" as the Won and Lost values', async () => {
    const won = await bench.ask('how many deals did hannah ortiz win', { tables: dealTables });
    assertAnswered(won, 'deals hannah won');
    assert.equal(firstFigure(won), deals.filter((row) => row[1] === 'Hannah Ortiz' && row[2] === 'Won').length, won.answer.slice(0, 300));
    assert.match(won.answer, /Stage = Won/);
    const lost = await bench.ask('how many deals did we lose', { tables: dealTables });
    assertAnswered(lost, 'deals lost');
    assert.equal(firstFigure(lost), deals.filter((row) => row[2] === 'Lost').length, lost.answer.slice(0, 300));
  });

  it('places "won" beside a count of golds', async () => {
    const run = await bench.ask('total golds won by kenya', { tables: medalTables });
    assertAnswered(run, 'golds won by kenya');
    assert.equal(firstFigure(run), medals.filter((row) => row[1] === 'Kenya').reduce((sum, row) => sum + Number(row[2]), 0), run.answer.slice(0, 300));
  });

  it('leaves "won" unplaced where nothing counts wins', async () => {
    assertRefused(await bench.ask('how many amounts did we win', { tables: dealTables }), 'amounts won');
  });
});
