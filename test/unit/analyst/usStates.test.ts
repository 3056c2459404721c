/**
 * US state names read as the two-letter codes a column holds, on a generated table of weather
 * stations: "in Texas" keeps the TX rows and says "TX (Texas)"; a code written two ways, or a
 * column of too few codes to be one of states, is not read.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

const CODES = ['TX', 'CA', 'NY', 'CO', 'FL', 'WV', 'VA', 'NM'];

/** 96 stations, 12 per state code; station 7 of New Mexico writes its code "nm". */
function stations(): Cell[][] {
  return Array.from({ length: 96 }, (_, i): Cell[] => {
    const code = CODES[i % CODES.length];
    return [`K${String(i).padStart(3, '0')}`, code === 'NM' && i === 7 ? 'nm' : code, 100 + ((i * 37) % 900)];
  });
}

describe('analyst: US state names for state codes', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let few: AnalystBench;
  const rows = stations();
  const heights = (code: string): number[] => rows.filter((row) => row[1] === code).map((row) => Number(row[2]));

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('stations', ['station', 'us_state', 'elev_ft'], rows);
    // Two codes only: no reason to read "Washington" as WA.
    few = await AnalystBench.create();
    await few.loadRows('depots', ['depot', 'region', 'stock'], [['A', 'WA', 5], ['B', 'SA', 7], ['C', 'WA', 2]]);
  });

  it('reads a state name as its code, and says both', async () => {
    const run = await bench.ask('how many stations are in Texas?');
    assertAnswered(run, 'Texas');
    assert.match(run.answer, /TX \(Texas\)/);
    assert.match(run.answer, /\*\*12\*\*/);
    const colorado = await bench.ask('average elev_ft in colorado');
    assertAnswered(colorado, 'colorado');
    const expected = heights('CO').reduce((a, b) => a + b, 0) / 12;
    assert.match(colorado.answer, new RegExp(`\\*\\*${expected.toLocaleString('en-US', { maximumFractionDigits: 2 })}\\*\\*`));
  });

  it('reads two-word names and "… state", longest first', async () => {
    const run = await bench.ask('how many stations in new york state');
    assertAnswered(run, 'new york state');
    assert.match(run.answer, /NY \(New York\)/);
    const west = await bench.ask('max elev_ft in west virginia');
    assertAnswered(west, 'west virginia');
    assert.match(west.answer, /WV \(West Virginia\)/);
    assert.match(west.answer, new RegExp(`\\*\\*${Math.max(...heights('WV')).toLocaleString('en-US')}\\*\\*`));
  });

  it('does not read a code written two ways, nor a column of few codes', async () => {
    assertRefused(await bench.ask('how many stations in new mexico'), 'NM and nm');
    assertRefused(await few.ask('total stock in washington'), 'two codes are no column of states');
  });
});
