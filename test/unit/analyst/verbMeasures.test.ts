/**
 * Verbs that name the measure: "which region generated the most" totals `Generation (MWh)` (rows
 * were counted before), "units sold" is the quantity beside a `Unit Price`, and "in a single sale"
 * is the largest value of one row, never the total of all rows.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const FARMS: Array<[string, string]> = [['Gale Ridge', 'North'], ['Sea Breeze', 'Coast'], ['Hill Top', 'North'], ['Dune Edge', 'Coast'], ['Plain View', 'South'], ['Moor End', 'South'], ['Cape Low', 'Coast']];

describe('analyst: verbs that name the measure', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let farms: AnalystTable;
  let bakery: AnalystTable;
  // The coast has the most farms (rows), the north the most generation.
  const farmRows = FARMS.flatMap(([farm, region], f) => Array.from({ length: 6 }, (_, m) => [`2023-0${m + 1}-01`, farm, region, region === 'North' ? 900 + f * 10 + m : 100 + ((f * 37 + m * 11) % 90)] as const));
  const sales = Array.from({ length: 40 }, (_, i) => [`S${i + 1}`, ['Croissant', 'Baguette', 'Cake'][i % 3], 1 + ((i * 7) % 11), [2.5, 3.1, 24][i % 3]] as const);
  before(async () => {
    bench = await AnalystBench.create();
    farms = await bench.loadRows('farms', ['Month', 'Farm', 'Region', 'Generation (MWh)'], farmRows, 'wind_farms.csv');
    bakery = await bench.loadRows('bakery', ['Sale ID', 'Item', 'Quantity', 'Unit Price'], sales, 'bakery_till.csv');
  });
  const answer = async (table: AnalystTable, question: string): Promise<{ text: string; rows: Array<Record<string, string>> }> => {
    const run = await bench.ask(question, { tables: [table] });
    assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 400)}`);
    return { text: run.answer, rows: parseCsv(run.csv ?? '') };
  };

  it('reads "generated" as the generation column, not a count of rows', async () => {
    const totals = new Map<string, number>();
    for (const row of farmRows) totals.set(row[2], (totals.get(row[2]) ?? 0) + row[3]);
    const best = [...totals].sort((a, b) => b[1] - a[1])[0];
    const run = await answer(farms, 'which region generated the most');
    assert.match(run.text, /total Generation \(MWh\)/);
    assert.equal(run.rows[0].Region, best[0]);
    assert.equal(Number(Object.values(run.rows[0])[1]), best[1]);
    const gale = farmRows.filter((row) => row[1] === 'Gale Ridge').reduce((sum, row) => sum + row[3], 0);
    assert.equal(Number(Object.values((await answer(farms, 'how much did Gale Ridge generate')).rows[0])[0]), gale);
  });

  it('reads "units" as the quantity beside a unit price, and "in a single sale" as one row', async () => {
    const units = new Map<string, number>();
    for (const row of sales) units.set(row[1], (units.get(row[1]) ?? 0) + row[2]);
    const top = [...units].sort((a, b) => b[1] - a[1])[0];
    const best = await answer(bakery, 'best-selling item by units');
    assert.equal(best.rows[0].Item, top[0]);
    assert.equal(Number(Object.values(best.rows[0])[1]), top[1]);
    const single = await answer(bakery, 'most units sold in a single sale');
    assert.equal(Number(Object.values(single.rows[0])[0]), Math.max(...sales.map((row) => row[2])));
    assert.match(single.text, /maximum Quantity/);
  });

  it('asks when "a single" names something the rows are not', async () => {
    const lines = await bench.loadRows('lines', ['Basket', 'Item', 'Quantity', 'Unit Price'], sales.map((row, i) => [`B${Math.floor(i / 3)}`, row[1], row[2], row[3]]), 'till_lines.csv');
    const run = await bench.ask('most units sold in a single basket', { tables: [lines] });
    assert.match(run.answer, /^I can’t answer.*in a single basket/);
  });
});
