/**
 * A plumber's call-outs of my own (no probe's data) with a yes/no `Emergency` (read as true/false)
 * and a `Resident` written Y/N, and an `Invoice` of money that repeats (a price, never an order
 * key): "emergency vs non emergency average invoice" compares the two sides, as two values of a
 * text column do, never two conditions that exclude each other, nor an average per invoice.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, parseCsv } from './harness';

const callouts = Array.from({ length: 40 }, (_, i) => ({ id: `C${i}`, emergency: i % 3 === 0, resident: i % 4 === 0 ? 'N' : 'Y', invoice: [120, 150, 180, 240][i % 4] + (i % 3 === 0 ? 60 : 0) }));
const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('analyst: a yes/no column on both sides of vs', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_callouts', ['Callout ID', 'Emergency', 'Resident', 'Invoice'], callouts.map((c): Cell[] => [c.id, c.emergency ? 'Yes' : 'No', c.resident, `£${c.invoice}.00`]), 'plumbing_callouts.csv');
  });

  it('compares the yes and no sides of a flag', async () => {
    const run = await bench.ask('emergency vs non emergency average invoice');
    answered(run, 'emergency vs non emergency average invoice');
    const shown = new Map(parseCsv(run.csv ?? '').map((row) => [String(Object.values(row)[0]), Number(Object.values(row)[1])]));
    assert.equal(shown.size, 2, run.answer.slice(0, 300));
    const values = [...shown.values()].sort((a, b) => a - b);
    const expected = [mean(callouts.filter((c) => !c.emergency).map((c) => c.invoice)), mean(callouts.filter((c) => c.emergency).map((c) => c.invoice))].sort((a, b) => a - b);
    values.forEach((value, k) => assert.ok(Math.abs(value - expected[k]) < 0.01, run.answer.slice(0, 300)));
  });

  it('compares a flag written Y/N, said with no', async () => {
    const run = await bench.ask('resident vs no resident average invoice');
    answered(run, 'resident vs no resident average invoice');
    const shown = new Map(parseCsv(run.csv ?? '').map((row) => [row.Resident, Number(Object.values(row)[1])]));
    assert.ok(Math.abs((shown.get('N') ?? NaN) - mean(callouts.filter((c) => c.resident === 'N').map((c) => c.invoice))) < 0.01, run.answer.slice(0, 300));
  });
});
