/**
 * "pct of bus trips delayed", "pct of bus and tram trips delayed": the values right before the rows'
 * noun say which rows the whole is, and the word after it the part counted; two values joined by
 * "and" there make one whole. "delayed for buses and for trams" still gives each its own rate.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, type Cell } from './harness';

describe('analyst: a rate over the rows that values before the noun name', function () {
  this.timeout(120_000);
  it('takes the whole from the values before the noun, one figure for two values joined by and', async () => {
    const bench = await AnalystBench.create();
    const modes = ['Bus', 'Tram', 'Ferry', 'Bus', 'Tram'];
    const trips: Cell[][] = Array.from({ length: 60 }, (_, i) => [`TR-${i}`, `2025-04-${String(1 + (i % 28)).padStart(2, '0')}`, modes[i % 5], i % 4 === 0 || i % 7 === 0 ? 'Delayed' : 'On Time']);
    const table = await bench.loadRows('trips', ['Trip ID', 'Trip Date', 'Mode', 'Status'], trips, 'trips.csv');
    const rate = (kept: (row: Cell[]) => boolean): number => 100 * trips.filter((row) => kept(row) && row[3] === 'Delayed').length / trips.filter(kept).length;
    const bus = await bench.ask('pct of bus trips delayed', { tables: [table] });
    assertAnswered(bus, 'pct of bus trips delayed');
    assert.ok(Math.abs((firstFigure(bus) ?? NaN) - rate((row) => row[2] === 'Bus')) < 1e-6, bus.answer.slice(0, 300));
    const both = await bench.ask('pct of bus and tram trips delayed', { tables: [table] });
    assertAnswered(both, 'pct of bus and tram trips delayed');
    assert.ok(Math.abs((firstFigure(both) ?? NaN) - rate((row) => row[2] === 'Bus' || row[2] === 'Tram')) < 1e-6, both.answer.slice(0, 300));
    // With no other condition, the value before the noun is the part counted.
    const alone = await bench.ask('pct of delayed trips by mode', { tables: [table] });
    assertAnswered(alone, 'pct of delayed trips by mode');
    assert.match(alone.answer, /Status = Delayed/, alone.answer.slice(0, 300));
    const each = await bench.ask('pct delayed for buses and for trams', { tables: [table] });
    assertAnswered(each, 'for buses and for trams');
    assert.match(each.answer, /for each Mode/, each.answer.slice(0, 300));
  });
});
