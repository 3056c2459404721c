/**
 * Words found by asking a car park's tickets in everyday language. Each was refused or answered
 * another question: "what percentage of vehicles are vans" (grouped by Vehicle, then asked which
 * share), "how many stays over 8 hours" (rows or total minutes? a stay is a row), "most used
 * payment method" ("used" unplaced), "top payment method in each zone" (the one top pair over all
 * zones), "most common payment method by zone" (how many distinct methods each zone has).
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, parseCsv } from './harness';

const ZONES = ['Roof', 'Basement', 'Level 1'];
const VEHICLES = ['Car', 'Car', 'Van', 'Car', 'EV'];
const METHODS = ['Card', 'App', 'Card', 'Cash'];

describe('analyst: a car park asked in everyday words', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let tickets: AnalystTable;
  const rows = Array.from({ length: 60 }, (_, i) => [`T${i + 1}`, ZONES[i % 3], VEHICLES[i % 5], METHODS[i % 4], 20 + ((i * 37) % 600)]);

  before(async () => {
    bench = await AnalystBench.create();
    tickets = await bench.loadRows('tickets', ['Ticket No', 'Zone', 'Vehicle', 'Payment Method', 'Stay (mins)'], rows);
  });

  it('takes the whole of "percentage of vehicles are vans" as every vehicle', async () => {
    const run = await bench.ask('what percentage of vehicles are vans', { tables: [tickets] });
    assertAnswered(run, 'what percentage of vehicles are vans');
    assert.match(run.answer, /\*\*20(\.0)?%\*\*/, run.answer.slice(0, 300));
  });

  it('counts the stays, one a row, in "how many stays over 8 hours"', async () => {
    const run = await bench.ask('how many stays over 8 hours', { tables: [tickets] });
    const expected = rows.filter((row) => Number(row[4]) > 480).length;
    assert.match(run.answer, new RegExp(`\\*\\*${expected}\\*\\*`), run.answer.slice(0, 300));
    const one = await bench.ask('how many stays under an hour', { tables: [tickets] });
    assert.match(one.answer, /\(1 hour\)/, one.answer.slice(0, 300));
  });

  it('reads "most used payment method" as the most rows', async () => {
    const run = await bench.ask('which payment method is used most often', { tables: [tickets] });
    const top = parseCsv(run.csv ?? '')[0];
    assert.equal(top?.['Payment Method'], 'Card', run.answer.slice(0, 300));
  });

  it('asks back a top pick within each group rather than the top pair overall', async () => {
    for (const question of ['top payment method in each zone', 'most common payment method by zone']) {
      const run = await bench.ask(question, { tables: [tickets] });
      assertRefused(run, question);
      assert.match(run.answer, /within each `Zone`/, run.answer.slice(0, 300));
    }
  });
});
