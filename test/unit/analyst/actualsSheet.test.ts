/**
 * A church hall charity's workbook of my own (no probe's data): a `Budget` sheet with a column per
 * month (`Jan` … `Dec`) and an `Actuals` sheet of dated spend lines. "actual spend in march 2024"
 * goes to the sheet it names, not to the sheet with a `Mar` column; the sheet's noun then a
 * measure ("actual spend in december") asks for the total, never a list of the lines; "in q4"
 * without a year is the fourth quarter of the data's year.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, firstFigure, near } from './harness';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FUNDS = ['Roof', 'Heating', 'Kitchen'];
const lines = Array.from({ length: 96 }, (_, i) => ({ date: `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 26)).padStart(2, '0')}`, fund: FUNDS[i % 3], amount: 40 + ((i * 37) % 300) }));
const total = (month: (m: number) => boolean): number => lines.filter((l) => month(Number(l.date.slice(5, 7)))).reduce((sum, l) => sum + l.amount, 0);

describe('analyst: the sheet a question names and the measure after its noun', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_budget', ['Fund', ...MONTHS], FUNDS.map((fund, k): Cell[] => [fund, ...MONTHS.map((_, m) => 100 + k * 50 + m)]), 'hall_accounts.xlsx / Budget');
    await bench.loadRows('t_actuals', ['Date', 'Fund', 'Amount'], lines.map((l): Cell[] => [l.date, l.fund, l.amount]), 'hall_accounts.xlsx / Actuals');
  });

  it('takes the sheet the question names over a month column of another', async () => {
    const run = await bench.ask('actual spend in march 2024');
    answered(run, 'actual spend in march 2024');
    assert.ok(near(firstFigure(run), total((m) => m === 3)), run.answer.slice(0, 300));
  });

  it('adds up the measure after the sheet noun instead of listing the lines', async () => {
    const run = await bench.ask('actual spend in december');
    answered(run, 'actual spend in december');
    assert.ok(near(firstFigure(run), total((m) => m === 12)), run.answer.slice(0, 300));
  });

  it('never reads a verb after the rows noun as their measure', async () => {
    const parcels = await AnalystBench.create();
    const rows = Array.from({ length: 30 }, (_, i) => ({ ref: `P${i}`, shipped: `2024-0${1 + (i % 3)}-1${i % 9}`, cost: 4 + (i % 5) }));
    await parcels.ingestRows('t_parcels', ['Parcel ID', 'Ship Date', 'Shipping Cost'], rows.map((r): Cell[] => [r.ref, r.shipped, r.cost]), 'parcels.csv');
    const run = await parcels.ask('parcels shipped before 15 feb 2024');
    assert.doesNotMatch(run.answer.split('\n')[0], /total Shipping Cost/, run.answer.slice(0, 300));
  });

  it('reads q4 without a year as the data year', async () => {
    const run = await bench.ask('actual spend in q4');
    answered(run, 'actual spend in q4');
    assert.ok(near(firstFigure(run), total((m) => m >= 10)), run.answer.slice(0, 300));
  });
});
