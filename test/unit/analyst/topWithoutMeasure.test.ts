/**
 * "top breeds" names no measure: on a shelter's intake log, whose one money column is a fee it
 * records (`Adoption Fee`, 0 for an animal transferred), it ranks the breeds by how many rows they
 * have, never by the fees; on a table that sells (`Sale Amount`), "top products" is still the
 * money. On tables of my own.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, parseCsv } from './harness';

describe('analyst: "top" with no measure', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let shop: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('intakes', ['Animal ID', 'Intake Date', 'Species', 'Breed', 'Outcome', 'Adoption Fee'], [
      ['A1', '2026-01-02', 'Dog', 'Beagle', 'Adopted', 150], ['A2', '2026-01-03', 'Dog', 'Beagle', 'Adopted', 120],
      ['A3', '2026-01-04', 'Cat', 'Tabby', 'Transferred', 0], ['A4', '2026-01-05', 'Dog', 'Poodle', 'Adopted', 400],
      ['A5', '2026-01-06', 'Cat', 'Tabby', 'Adopted', 80], ['A6', '2026-01-07', 'Cat', 'Siamese', 'Adopted', 90],
      ['A7', '2026-01-08', 'Dog', 'Beagle', 'Returned', 150],
    ]);
    shop = await AnalystBench.create();
    await shop.loadRows('shop', ['Order ID', 'Order Date', 'Product', 'Sale Amount'], [
      ['O1', '2026-01-02', 'Lamp', 20], ['O2', '2026-01-03', 'Lamp', 25], ['O3', '2026-01-04', 'Desk', 300], ['O4', '2026-01-05', 'Chair', 90],
    ]);
  });

  it('ranks an intake log by its rows, not by the fee it records', async () => {
    const run = await bench.ask('top breeds');
    answered(run, 'top breeds');
    const first = parseCsv(run.csv ?? '')[0];
    assert.equal(String(first.Breed), 'Beagle', run.csv);
    assert.equal(Number(Object.values(first)[1]), 3, run.csv);
  });

  it('still ranks a table that sells by its money', async () => {
    const run = await shop.ask('top products');
    answered(run, 'top products');
    assert.equal(String(parseCsv(run.csv ?? '')[0].Product), 'Desk', run.csv);
  });
});
