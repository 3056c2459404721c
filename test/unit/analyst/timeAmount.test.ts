/**
 * "total hours by technician", "avg minutes": hours or minutes said where the amount goes, with no
 * column named, measure the table's one column of lengths of time, converted to the unit said. Two
 * such columns are asked back; "how many hours" beside such a column is asked back too (a total
 * of lengths or a count of rows), and still counts hourly readings where there is none.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, firstFigure } from './harness';

describe('analyst: hours or minutes as the amount of the one column of lengths of time', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let repairs: AnalystTable;
  let visits: AnalystTable;
  let readings: AnalystTable;
  const labour = [95, 40, 130, 65, 20, 180];

  before(async () => {
    bench = await AnalystBench.create();
    repairs = await bench.loadRows('repairs', ['Repair No', 'Technician', 'Labour (mins)', 'Parts Cost'], labour.map((mins, i) => [`R${i}`, i % 2 ? 'Wen' : 'Dara', mins, 10 + i]));
    visits = await bench.loadRows('visits', ['Visit No', 'Nurse', 'Travel (mins)', 'Care (mins)'], [['V1', 'Ama', 20, 45], ['V2', 'Bo', 35, 30]]);
    readings = await bench.loadRows('readings', ['Reading Time', 'Station', 'PM25'], [['2024-01-01 00:00', 'North', 40], ['2024-01-01 01:00', 'North', 30], ['2024-01-01 02:00', 'North', 50]]);
  });

  it('totals and averages the one column in the unit said', async () => {
    const total = await bench.ask('total hours', { tables: [repairs] });
    assert.ok(Math.abs((firstFigure(total) ?? 0) - labour.reduce((a, b) => a + b, 0) / 60) < 1e-6, total.answer.slice(0, 300));
    assert.match(total.answer, /^Computed the total Labour \(mins\) in hours/, total.answer.slice(0, 300));
    const byTech = await bench.ask('total hours by technician', { tables: [repairs] });
    assert.match(byTech.answer, /by Technician/, byTech.answer.slice(0, 300));
    const average = await bench.ask('avg minutes', { tables: [repairs] });
    assert.ok(Math.abs((firstFigure(average) ?? 0) - labour.reduce((a, b) => a + b, 0) / labour.length) < 1e-4, average.answer.slice(0, 300));
  });

  it('reads "spent the most time" as the lengths of time, never the money column', async () => {
    const run = await bench.ask('which technician spent the most time', { tables: [repairs] });
    assert.match(run.answer, /^Computed the total Labour \(mins\)/, run.answer.slice(0, 300));
    const byTech = new Map<string, number>();
    labour.forEach((mins, i) => byTech.set(i % 2 ? 'Wen' : 'Dara', (byTech.get(i % 2 ? 'Wen' : 'Dara') ?? 0) + mins));
    const top = [...byTech].sort((a, b) => b[1] - a[1])[0][0];
    assert.match(run.answer, new RegExp(`\\*\\*${top}\\*\\* has the highest`), run.answer.slice(0, 300));
  });

  it('asks back when two columns hold lengths of time', async () => {
    assertRefused(await bench.ask('total hours', { tables: [visits] }), 'total hours');
  });

  it('asks back "how many hours" beside lengths of time, and counts hourly readings without them', async () => {
    const run = await bench.ask('how many hours', { tables: [repairs] });
    assertRefused(run, 'how many hours');
    assert.match(run.answer, /“how many hours” asks for a sum of lengths of time/, run.answer.slice(0, 300));
    const hourly = await bench.ask('how many hours with pm25 over 35', { tables: [readings] });
    assert.equal(firstFigure(hourly), 2, hourly.answer.slice(0, 300));
  });
});
