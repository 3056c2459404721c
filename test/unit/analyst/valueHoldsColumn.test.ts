/**
 * "how many mould changes" on a shift log of my own where `Downtime Reason` holds "Mould Change":
 * a value whose name holds a column's whole name (`Mould`) and more is that value, and the rows it
 * keeps are counted; the moulds were counted distinct before. Figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, firstFigure, parseCsv, type Cell } from './harness';

const REASONS = ['Mould Change', 'Breakdown', '', 'Mould Change', '', 'Material'];
const shifts = Array.from({ length: 48 }, (_, i) => ({ machine: `M-0${1 + (i % 4)}`, mould: `T-${100 + (i % 3)}`, reason: REASONS[i % 6], downtime: 10 + ((i * 7) % 50) }));

describe('analyst: a value whose name holds a column name', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_shifts', ['Machine', 'Mould', 'Downtime (min)', 'Downtime Reason'], shifts.map((s): Cell[] => [s.machine, s.mould, s.downtime, s.reason]), 'shift_log.csv');
  });

  it('counts the rows of the value, by a group too', async () => {
    const changes = shifts.filter((s) => s.reason === 'Mould Change');
    const count = await bench.ask('how many mould changes');
    answered(count, 'mould changes');
    assert.equal(firstFigure(count), changes.length, count.answer.slice(0, 300));
    const byMachine = await bench.ask('mould changes by machine');
    answered(byMachine, 'mould changes by machine');
    assert.deepEqual(new Map(parseCsv(byMachine.csv ?? '').map((row) => [row.Machine, Number(Object.values(row)[1])])), new Map([...new Set(changes.map((s) => s.machine))].map((m) => [m, changes.filter((s) => s.machine === m).length])));
  });
});
