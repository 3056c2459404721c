/**
 * Events a status records, said with their verb: "how many times did pump P2 break down" counts the
 * rows whose status is Fault; "which pump broke down the most" ranks the pumps by those rows, never
 * by a quantity or money column that "the most" would otherwise imply.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: the verb of a status value, counted and ranked', function () {
  this.timeout(120_000);
  it('counts and ranks the rows with that status', async () => {
    const bench = await AnalystBench.create();
    // P1 pumps the most water; P3 breaks down the most.
    const rows: Cell[][] = Array.from({ length: 45 }, (_, i) => {
      const pump = ['P1', 'P2', 'P3'][i % 3];
      const fault = pump === 'P3' ? i % 2 === 0 : i % 9 === 1;
      return [`R${i}`, `2025-06-${String(1 + (i % 28)).padStart(2, '0')}`, pump, fault ? 'Fault' : 'Running', fault ? 0 : pump === 'P1' ? 900 + i : 100 + i, fault ? 0 : pump === 'P1' ? 50 : 10];
    });
    const table = await bench.loadRows('pumps', ['Reading ID', 'Reading Date', 'Pump', 'Status', 'Litres Pumped', 'Export Revenue'], rows, 'pump_log.csv');
    const faults = (pump?: string): number => rows.filter((row) => row[3] === 'Fault' && (!pump || row[2] === pump)).length;
    const p2 = await bench.ask('how many times did p2 break down', { tables: [table] });
    assertAnswered(p2, 'how many times did p2 break down');
    assert.equal(firstFigure(p2), faults('P2'));
    const most = await bench.ask('which pump broke down the most', { tables: [table] });
    assertAnswered(most, 'which pump broke down the most');
    assert.match(most.answer, /^Computed the number of rows by Pump/, most.answer.slice(0, 200));
    assert.equal(parseCsv(most.csv ?? '')[0]?.Pump, 'P3');
  });
});
