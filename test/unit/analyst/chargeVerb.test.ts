/**
 * "which courier charges the most on average" is the average shipping cost per courier: "charges"
 * named no column and was refused. Without "on average" or "in total", what a courier charges reads
 * two ways (its price per parcel, or everything it charged), which rank differently here: asked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, parseCsv, type Cell } from './harness';

describe('analyst: what someone charges', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  // Swift charges most per parcel, Bulk carries many more parcels and so charges most in total.
  const rows: Cell[][] = Array.from({ length: 40 }, (_, i) => (i % 5 === 0 ? [`T${i}`, 'Swift', `$${(30 + (i % 3)).toFixed(2)}`] : [`T${i}`, 'Bulk', `$${(8 + (i % 5)).toFixed(2)}`]));
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('p', ['Tracking ID', 'Courier', 'Shipping Cost'], rows, 'parcels.csv');
  });

  it('ranks the average cost for "charges the most on average"', async () => {
    const run = await bench.ask('which courier charges the most on average');
    assertAnswered(run, 'charges the most on average');
    assert.equal(parseCsv(run.csv ?? '')[0].Courier, 'Swift', run.answer.slice(0, 300));
  });

  it('asks when no aggregation is said, and answers the total when it is', async () => {
    assertRefused(await bench.ask('which courier charges the most'), 'charges the most');
    const total = await bench.ask('which courier charges the most in total');
    assertAnswered(total, 'in total');
    assert.equal(parseCsv(total.csv ?? '')[0].Courier, 'Bulk', total.answer.slice(0, 300));
  });

  it('reads "charges" before other words as the column itself', async () => {
    const run = await bench.ask('charges swift vs bulk');
    assertAnswered(run, 'charges swift vs bulk');
  });
});
