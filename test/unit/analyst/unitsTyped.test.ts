/**
 * Units typed in a question must agree with the column they bound. "kWh" in a column's name is
 * one word (not "k" and "wh"), so "total kwh" and "over 50 kwh" name `Energy (kWh)`, and "in MWh"
 * converts it; a column named by a unit alone (`Litres`) holds that unit. A sum of money in one
 * currency never bounds a column whose name or written values ("€78.40") give another, and a
 * column the file wrote "7.25%" holds percent points ("avg discount %" is its average). On
 * generated files of my own.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, parseCsv } from './harness';

interface Charge { site: string; kwh: number; litres: number; fee: number; price: number; rate: number }

function charges(): Charge[] {
  return Array.from({ length: 24 }, (_, i): Charge => ({
    site: ['Quay', 'Mill', 'Yard'][i % 3],
    kwh: 5 + ((i * 7) % 60),
    litres: 10 + ((i * 11) % 50),
    fee: 20 + ((i * 13) % 140),
    price: 1 + ((i * 5) % 30),
    rate: [2.5, 7.25, 9, 12.5][i % 4],
  }));
}

describe('analyst: units typed in questions', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = charges();
  const first = (run: { csv?: string }): number => Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t', ['Charge ID', 'Site', 'Energy (kWh)', 'Litres', 'Fee', 'Unit Price (USD)', 'Discount'],
      rows.map((c, i) => [`C${i + 1}`, c.site, c.kwh, c.litres, `€${c.fee.toFixed(2)}`, c.price, `${c.rate}%`]), 'charges.csv');
  });

  it('reads kWh as one word of a column name and as a unit of a condition', async () => {
    const total = await bench.ask('total kwh');
    answered(total, 'total kwh');
    assert.equal(first(total), rows.reduce((sum, c) => sum + c.kwh, 0));
    const over = await bench.ask('how many charges over 50 kwh');
    answered(over, 'over 50 kwh');
    assert.match(over.answer, /Energy \(kWh\) > 50/);
    assert.match(over.answer, new RegExp(`is \\*\\*${rows.filter((c) => c.kwh > 50).length}\\*\\*|is ${rows.filter((c) => c.kwh > 50).length}\\b`));
    const mwh = await bench.ask('how many charges over 0.05 mwh');
    answered(mwh, 'over 0.05 mwh');
    assert.match(mwh.answer, /Energy \(kWh\) > 50/);
    const litres = await bench.ask('how many charges over 30 litres');
    answered(litres, 'over 30 litres');
    assert.match(litres.answer, /Litres > 30/);
    const ml = await bench.ask('how many charges over 30000 ml');
    answered(ml, 'over 30000 ml');
    assert.match(ml.answer, /Litres > 30\b/);
    refused(await bench.ask('how many charges over 50 km'), 'over 50 km: no column gives a length');
  });

  it('takes a sum of money only in the column’s currency', async () => {
    const euros = await bench.ask('how many charges with a fee over €100');
    answered(euros, 'fee over €100');
    assert.match(euros.answer, /Fee > 100/);
    refused(await bench.ask('how many charges with a fee over $100'), 'fee over $100');
    refused(await bench.ask('how many charges with a unit price over €10'), 'unit price over €10');
    refused(await bench.ask('how many charges with a fee between $50 and $100'), 'fee between $50 and $100');
    const dollars = await bench.ask('how many charges over $100');
    refused(dollars, 'over $100 (the one dollar column is a price, the fee is in euros)');
  });

  it('reads a column written with % as percent points', async () => {
    const discount = await bench.ask('how many charges with a discount over 8%');
    answered(discount, 'discount over 8%');
    assert.match(discount.answer, /Discount > 8 \(8%\)/);
    // The sign after the column's name is its unit: the average of the column, not a share.
    for (const question of ['avg discount %', 'average discount% by site']) {
      const run = await bench.ask(question);
      answered(run, question);
      const sites = question.includes('by site') ? ['Quay', 'Mill', 'Yard'] : [undefined];
      for (const site of sites) {
        const of = rows.filter((c) => site === undefined || c.site === site);
        const expected = of.reduce((sum, c) => sum + c.rate, 0) / of.length;
        const row = parseCsv(run.csv ?? '').find((r) => site === undefined || r.Site === site) ?? {};
        const value = Number(Object.values(row)[site === undefined ? 0 : 1]);
        assert.ok(Math.abs(value - expected) < 1e-9, `${question} ${site ?? ''}: ${run.answer.slice(0, 200)}`);
      }
    }
    // A sign that is no unit of the measure still asks for a share.
    refused(await bench.ask('what % of charges had a discount over 8%'), 'a share of the rows');
  });
});
