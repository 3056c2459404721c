/**
 * samples/README.md tells the truth about the sample data: it is what the generator writes from
 * the data's facts, and each figure it states is recomputed here, independently, from the
 * committed sales.csv as a person would read it (text cells, empty = missing).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { figure, generateCustomers, generateSales, salesFacts, sampleReadme, withFlaws } from '../../../scripts/generate-samples';

const SAMPLES = path.join(__dirname, '..', '..', '..', 'samples');
const README = readFileSync(path.join(SAMPLES, 'README.md'), 'utf8');
/** The README as one line of text, so a claim may wrap. */
const TEXT = README.replace(/\s+/g, ' ');

function salesRecords(): Array<Record<string, string>> {
  const [header, ...lines] = readFileSync(path.join(SAMPLES, 'sales.csv'), 'utf8').trim().split('\n');
  const columns = header.split(',');
  // The sample has no quoted fields (checked: no line holds a quote).
  assert.ok(lines.every((line) => !line.includes('"')));
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
}

function totals(records: Array<Record<string, string>>, key: (r: Record<string, string>) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of records) if (r.revenue !== '') out.set(key(r), (out.get(key(r)) ?? 0) + Number(r.revenue));
  return out;
}

function top(map: Map<string, number>): [string, number] {
  return [...map].sort((a, b) => b[1] - a[1])[0];
}

describe('samples/README.md', () => {
  const records = salesRecords();

  it('is exactly what the generator writes from the data', () => {
    assert.equal(README, sampleReadme(salesFacts(withFlaws(generateSales(3000))), generateCustomers()));
  });

  it('names the best month and quarter the data really has (not a season it was meant to have)', () => {
    const [month, monthRevenue] = top(totals(records, (r) => r.order_date.slice(0, 7)));
    const [quarter, quarterRevenue] = top(totals(records, (r) => `${r.order_date.slice(0, 4)} Q${Math.ceil(Number(r.order_date.slice(5, 7)) / 3)}`));
    const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    assert.match(TEXT, new RegExp(`best month is ${monthName} \\(revenue ${figure(Math.round(monthRevenue * 100) / 100).replace('.', '\\.')}\\)`));
    assert.ok(TEXT.includes(`best quarter is ${quarter} (${figure(Math.round(quarterRevenue * 100) / 100)})`), TEXT);
    // The claim that issue 19 caught: sales do not peak in Q4 in this data.
    assert.ok(!/peak in Q4/i.test(TEXT));
  });

  it('states the row count, the date range, the yearly revenue and its growth as computed', () => {
    const dates = records.map((r) => r.order_date).sort();
    assert.ok(TEXT.includes(`${figure(records.length)} orders from ${dates[0]} to ${dates[dates.length - 1]}`), TEXT);
    const years = [...totals(records, (r) => r.order_date.slice(0, 4))].sort();
    assert.equal(years.length, 2);
    const [[y1, r1], [y2, r2]] = years.map(([y, v]): [string, number] => [y, Math.round(v * 100) / 100]);
    const growth = Math.round(((r2 - r1) / r1) * 100);
    assert.ok(TEXT.includes(`Revenue grows ${growth}%, from ${figure(r1)} in ${y1} to ${figure(r2)} in ${y2}`), TEXT);
  });

  it('counts the imperfections the file really has', () => {
    const empty = (column: string): number => records.filter((r) => r[column] === '').length;
    assert.ok(TEXT.includes(`${empty('region')} missing regions`));
    assert.ok(TEXT.includes(`${empty('units')} missing units values`));
    assert.ok(TEXT.includes(`${empty('revenue')} missing revenues`));
    const seen = new Set<string>();
    const repeated = records.filter((r) => {
      const key = JSON.stringify(r);
      const again = seen.has(key);
      seen.add(key);
      return again;
    });
    assert.equal(repeated.length, 1);
    assert.ok(TEXT.includes(`one duplicated row (order ${repeated[0].order_id} appears twice)`));
    const withAll = records.filter((r) => r.units !== '' && r.revenue !== '');
    assert.ok(withAll.every((r) => Math.abs(Number(r.units) * Number(r.unit_price) - Number(r.revenue)) < 0.005));
    assert.ok(TEXT.includes('revenue (units × unit_price)'));
  });
});
