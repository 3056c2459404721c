/**
 * A noun in -ing can name what each row records: on a table whose one date is `Reading Date`,
 * "readings over 2,000 kwh" and "how many readings have no output" count its rows. "readings" was
 * taken for a participle and refused as a word of `Reading Date` left unused.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: readings are the rows of a table of readings', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 40 }, (_, i) => [`2024-03-${String(1 + (i % 28)).padStart(2, '0')}`, `INV-0${1 + (i % 3)}`, i % 9 === 0 ? null : 1500 + ((i * 131) % 1000), i % 5 === 0 ? 'Fault' : 'Online']);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('s', ['Reading Date', 'Inverter', 'Energy Output (kWh)', 'Status'], rows, 'solar_daily.csv');
  });

  it('counts the readings over a bound and those without a value', async () => {
    const over = await bench.ask('readings over 2,000 kwh');
    assertAnswered(over, 'readings over 2,000 kwh');
    assert.equal(firstFigure(over), rows.filter((row) => row[2] !== null && Number(row[2]) > 2000).length, over.answer.slice(0, 300));
    const none = await bench.ask('how many readings have no output');
    assertAnswered(none, 'no output');
    assert.equal(firstFigure(none), rows.filter((row) => row[2] === null).length, none.answer.slice(0, 300));
  });
});
