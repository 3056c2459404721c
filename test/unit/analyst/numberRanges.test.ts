/**
 * Ranges of numbers with a unit, a currency or a scale ("between 2 and 5 kg", "between $80 and
 * $150", "between 10k and 20k"), on a generated warehouse's crates: both numbers bound one
 * column, never a count of their own ("5 kg" as weight = 5). Expected counts computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

describe('analyst: ranges of numbers with units, currencies and scales', function () {
  this.timeout(120_000);
  const rows: Cell[][] = Array.from({ length: 300 }, (_, i) => [`CR${i}`, ['Aisle 1', 'Aisle 2'][i % 2], ((i * 37) % 120) / 10, `$${(20 + ((i * 53) % 300)).toFixed(2)}`, 1000 + ((i * 4099) % 40000)]);
  const count = (keep: (row: Cell[]) => boolean): number => rows.filter(keep).length;
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('w', ['Crate ID', 'Aisle', 'Weight (kg)', 'Unit Price', 'Stock Units'], rows, 'crates.csv');
  });

  it('reads a range with a unit on the column that unit names', async () => {
    const run = await bench.ask('how many crates weighing between 2 and 5 kg');
    assertAnswered(run, '2 to 5 kg');
    assert.match(run.answer, /Weight \(kg\) between 2 and 5/);
    assert.match(run.answer, new RegExp(`\\*\\*${count((row) => Number(row[2]) >= 2 && Number(row[2]) <= 5)}\\*\\*`));
  });

  it('reads a range of money on the money column, and a scale on both numbers', async () => {
    const price = await bench.ask('how many crates between $80 and $150');
    assertAnswered(price, '$80 to $150');
    assert.match(price.answer, new RegExp(`\\*\\*${count((row) => Number(String(row[3]).slice(1)) >= 80 && Number(String(row[3]).slice(1)) <= 150)}\\*\\*`));
    const stock = await bench.ask('how many crates with stock units between 10k and 20k');
    assertAnswered(stock, '10k to 20k');
    assert.match(stock.answer, new RegExp(`\\*\\*${count((row) => Number(row[4]) >= 10_000 && Number(row[4]) <= 20_000)}\\*\\*`));
  });

  it('bounds the column named right before the range, not one named after it for another condition', async () => {
    const run = await bench.ask('how many crates with stock units between 10000 and 20000 and weight above 5 kg');
    const want = count((row) => Number(row[4]) >= 10_000 && Number(row[4]) <= 20_000 && Number(row[2]) > 5);
    if (!/I can.t answer/.test(run.answer)) assert.match(run.answer, new RegExp(`\\*\\*${want}\\*\\*`), run.answer.slice(0, 300));
    assert.doesNotMatch(run.answer, /Weight \(kg\) between 10000/, run.answer.slice(0, 300));
  });

  it('refuses a scale written on one number only', async () => {
    assertRefused(await bench.ask('how many crates with stock units between 10 and 20k'), 'one scale');
  });
});
