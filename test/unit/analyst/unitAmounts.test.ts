/**
 * "Which boat has the most kg": a unit after "most" or "fewest" counts that unit, so it is the
 * total of the column measured in it, though a weight is averaged by default ("avg kg by boat",
 * "which boat has the highest catch weight" keep the average).
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered } from './harness';

describe('analyst: the most of a unit is a total', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let hauls: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    // Gull lands most in total (3 hauls of 40 = 120), Tern the most per haul (1 haul of 90).
    hauls = await bench.loadRows('hauls', ['Haul ID', 'Landed On', 'Boat', 'Catch Weight (kg)'], [
      ['H1', '2024-05-06', 'Gull', 40],
      ['H2', '2024-05-07', 'Gull', 40],
      ['H3', '2024-05-08', 'Gull', 40],
      ['H4', '2024-05-09', 'Tern', 90],
    ], 'fishery.csv');
  });

  it('totals the column for "which boat has the most kg"', async () => {
    const run = await bench.ask('which boat has the most kg', { tables: [hauls] });
    assertAnswered(run, 'most kg');
    assert.match(run.answer.split('\n')[0], /total Catch Weight/, run.answer.slice(0, 300));
    assert.match(run.csv ?? '', /Gull,120/);
  });

  it('totals the column for "which boat landed the most weight" (the noun of the kind of unit)', async () => {
    const run = await bench.ask('which boat landed the most weight', { tables: [hauls] });
    assertAnswered(run, 'most weight');
    assert.match(run.answer.split('\n')[0], /total Catch Weight/, run.answer.slice(0, 300));
    assert.match(run.csv ?? '', /Gull,120/);
  });

  it('totals the column for "which boat has the most cod by weight" (the thing, then the amount it is measured by)', async () => {
    const species = await bench.loadRows('species', ['Haul ID', 'Boat', 'Species', 'Catch Weight (kg)'], [
      ['H1', 'Gull', 'Cod', 40], ['H2', 'Gull', 'Cod', 40], ['H3', 'Gull', 'Cod', 40], ['H4', 'Tern', 'Cod', 90], ['H5', 'Tern', 'Hake', 200],
    ], 'catches.csv');
    const run = await bench.ask('which boat has the most cod by weight', { tables: [species] });
    assertAnswered(run, 'most cod by weight');
    assert.match(run.answer.split('\n')[0], /total Catch Weight.*Species = Cod/, run.answer.slice(0, 300));
    assert.match(run.csv ?? '', /Gull,120/);
  });

  it('keeps the average where one is asked or no unit is counted', async () => {
    const avg = await bench.ask('avg kg by boat', { tables: [hauls] });
    assertAnswered(avg, 'avg kg by boat');
    assert.match(avg.answer.split('\n')[0], /average Catch Weight/);
    const highest = await bench.ask('which boat has the highest catch weight', { tables: [hauls] });
    assertAnswered(highest, 'highest catch weight');
    assert.match(highest.answer.split('\n')[0], /average Catch Weight/);
  });
});
