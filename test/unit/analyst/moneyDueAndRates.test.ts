/**
 * An allotment society's plots and sites of my own (no probe's data). Money that "came in" is the
 * `Amount Paid`, never the `Rent Due` the word "rent" names: asked. A `Rate per Rod` is a figure
 * per rod: its total over the sites means nothing, so "total rate per rod" is asked, never added.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const plots = Array.from({ length: 30 }, (_, i) => ({ plot: `NR-${i + 1}`, due: 30 + (i % 3) * 10, paid: i % 4 === 0 ? 0 : 30 + (i % 3) * 10 }));
const sites: Array<[string, number]> = [['North Road', 4.2], ['Mill Lane', 4.5], ['Millfield', 3.8]];

describe('analyst: money due against money in, and figures per unit', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_plots', ['Plot', 'Rent Due', 'Amount Paid'], plots.map((r): Cell[] => [r.plot, r.due, r.paid]), 'plots.csv');
    await bench.loadRows('t_sites', ['Site', 'Rate per Rod'], sites.map((r): Cell[] => [...r]), 'sites.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  it('asks whether money that came in is what was due: how much rent has come in', async () => {
    const run = await bench.ask('how much rent has come in', on('plots.csv'));
    refused(run, 'how much rent has come in');
    assert.match(run.answer, /`Rent Due` is what was due/, run.answer.slice(0, 400));
  });

  it('still adds up what was due when asked so: total rent due', async () => {
    const run = await bench.ask('total rent due', on('plots.csv'));
    answered(run, 'total rent due');
    assert.equal(firstFigure(run), plots.reduce((s, r) => s + r.due, 0), run.answer.slice(0, 300));
  });

  it('never adds up a figure per unit: total rate per rod', async () => {
    const run = await bench.ask('total rate per rod', on('sites.csv'));
    refused(run, 'total rate per rod');
  });

  it('averages a figure per unit: average rate per rod', async () => {
    const run = await bench.ask('average rate per rod', on('sites.csv'));
    answered(run, 'average rate per rod');
    assert.ok(Math.abs(firstFigure(run) - 4.1666) < 0.01, run.answer.slice(0, 300));
  });
});
