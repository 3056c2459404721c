/**
 * Two months or two quarters set against each other ("june vs december", "q1 vs q3", "dec 2023 vs
 * dec 2024"), on a greengrocer's deliveries of my own that no probe uses: each period's own figure,
 * over those two periods only; as a difference ("how much more in dec 2024 than dec 2023") the side
 * written first minus the other, each month found by its own year although both write "dec". A month
 * without its year over data of several years is asked, and so are other groups beside the two periods
 * ("by shop june vs december"), which would add the periods together.
 * Every figure is computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, near, parseCsv } from './harness';

interface Delivery { day: string; crates: number; shop: string }

/** One delivery every third day from `start` for `days` days. */
function deliveries(start: number, days: number): Delivery[] {
  return Array.from({ length: Math.floor(days / 3) }, (_, i) => ({
    day: new Date(start + i * 3 * 86_400_000).toISOString().slice(0, 10),
    crates: 5 + ((i * 17) % 23),
    shop: ['Deli', 'Corner'][i % 2],
  }));
}

const oneYear = deliveries(Date.UTC(2024, 0, 2), 365);
const twoYears = deliveries(Date.UTC(2023, 0, 1), 730);
const inMonth = (rows: Delivery[], month: string) => rows.filter((d) => d.day.startsWith(month));
const crates = (rows: Delivery[]) => rows.reduce((sum, d) => sum + d.crates, 0);
const quarterOf = (d: Delivery) => Math.floor((Number(d.day.slice(5, 7)) - 1) / 3) + 1;

describe('analyst: two months or quarters set against each other', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let year: AnalystTable;
  let years: AnalystTable;
  const table = (rows: Delivery[]) => rows.map((d) => [d.day, d.shop, d.crates]);

  before(async () => {
    bench = await AnalystBench.create();
    year = await bench.loadRows('deliveries', ['Delivered On', 'Shop', 'Crates'], table(oneYear));
    years = await bench.loadRows('deliveries_two', ['Delivered On', 'Shop', 'Crates'], table(twoYears));
  });

  it('gives each month its own figure, and each quarter', async () => {
    const months = await bench.ask('total crates june vs december', { tables: [year] });
    answered(months, 'june vs december');
    assert.deepEqual(parseCsv(months.csv ?? '').map((row) => [row.period, Number(Object.values(row)[1])]), [['2024-06', crates(inMonth(oneYear, '2024-06'))], ['2024-12', crates(inMonth(oneYear, '2024-12'))]]);
    const quarters = await bench.ask('how many deliveries q1 vs q3', { tables: [year] });
    answered(quarters, 'q1 vs q3');
    assert.deepEqual(parseCsv(quarters.csv ?? '').map((row) => [row.period, Number(Object.values(row)[1])]), [['2024-Q1', oneYear.filter((d) => quarterOf(d) === 1).length], ['2024-Q3', oneYear.filter((d) => quarterOf(d) === 3).length]]);
  });

  it('reads a month with its year on both sides, and a difference between them', async () => {
    const decembers = await bench.ask('total crates dec 2023 vs dec 2024', { tables: [years] });
    answered(decembers, 'dec 2023 vs dec 2024');
    assert.deepEqual(parseCsv(decembers.csv ?? '').map((row) => row.period), ['2023-12', '2024-12']);
    const more = await bench.ask('how much more crates in dec 2024 than dec 2023', { tables: [years] });
    answered(more, 'difference');
    assert.ok(near(firstFigure(more), crates(inMonth(twoYears, '2024-12')) - crates(inMonth(twoYears, '2023-12'))), more.answer.slice(0, 300));
  });

  it('asks rather than adding the two periods together when other groups are asked too', async () => {
    refused(await bench.ask('total crates by shop june vs december', { tables: [year] }), 'groups and two periods');
  });

  it('asks which year a month without one means over several years', async () => {
    refused(await bench.ask('total crates june vs december', { tables: [years] }), 'june vs december over two years');
  });
});
