/**
 * "The average monthly sales" asks for one figure: each month's total, averaged over the months
 * (periodTotals.ts). When months between the first and the last have no row, averaging over the
 * months with rows or counting the empty ones as 0 gives two figures: asked back. On a generated
 * bakery's daily sales (no probe's domain); expected figures computed here.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, near } from './harness';

/** One row per shop and day of 2023; `closedMonth` (1-12) has no row at all. */
function bakery(closedMonth?: number): Cell[][] {
  const rows: Cell[][] = [];
  for (let day = 0; day < 365; day++) {
    const date = new Date(Date.UTC(2023, 0, 1 + day));
    if (date.getUTCMonth() + 1 === closedMonth) continue;
    for (const shop of ['Harbour', 'Market']) rows.push([date.toISOString().slice(0, 10), shop, 200 + ((day * 31 + shop.length * 17) % 97)]);
  }
  return rows;
}

function monthlyTotals(rows: Cell[][], keep: (row: Cell[]) => boolean = () => true): number[] {
  const totals = new Map<string, number>();
  for (const row of rows.filter(keep)) totals.set(String(row[0]).slice(0, 7), (totals.get(String(row[0]).slice(0, 7)) ?? 0) + Number(row[2]));
  return [...totals.values()];
}

const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('analyst: the average monthly total', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let openTable: AnalystTable;
  let closedTable: AnalystTable;
  const open = bakery();
  const closed = bakery(8);

  before(async () => {
    bench = await AnalystBench.create();
    openTable = await bench.loadRows('bakery_sales', ['date', 'shop', 'sales'], open);
    closedTable = await bench.loadRows('bakery_closed_august', ['date', 'shop', 'sales'], closed);
  });

  it('averages the months’ totals, not the rows', async () => {
    const run = await bench.ask('average monthly sales', { tables: [openTable] });
    assertAnswered(run, 'average monthly sales');
    assert.ok(near(firstFigure(run), mean(monthlyTotals(open))), `${mean(monthlyTotals(open))}: ${run.answer.slice(0, 400)}`);
  });

  it('keeps the conditions: one shop’s average month', async () => {
    const want = mean(monthlyTotals(open, (row) => row[1] === 'Market'));
    const run = await bench.ask('avg monthly sales at the market shop', { tables: [openTable] });
    assertAnswered(run, 'avg monthly sales at market');
    assert.ok(near(firstFigure(run), want), `${want}: ${run.answer.slice(0, 400)}`);
  });

  it('asks when a month between the first and the last has no row', async () => {
    const run = await bench.ask('average monthly sales', { tables: [closedTable] });
    assertRefused(run, 'average monthly sales with August closed');
    assert.match(run.answer, /1 month of the 12 .* no row/, run.answer.slice(0, 400));
  });
});
