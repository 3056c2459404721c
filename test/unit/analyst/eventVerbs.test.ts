/**
 * A verb of the event the table's one date column names ("Harvest Date"): "how many loads were
 * machine harvested", "which picker harvested the most bins" say what the rows are and change no
 * figure. With two date columns the verb may choose one, and is not placed by this rule.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: verbs of the event a date column names', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const PICKERS = ['Ines', 'Omar', 'Yuki'];
  const rows: Cell[][] = Array.from({ length: 24 }, (_, i) => [`L${i}`, `2024-09-${String(1 + i).padStart(2, '0')}`, PICKERS[i % 3], i % 4 ? 'Hand' : 'Machine', 3 + ((i * 5) % 9)]);
  before(async () => {
    bench = await AnalystBench.create();
  });

  it('places the verb beside the one date column', async () => {
    const tables = await bench.ingestRows('t_orchard', ['Load', 'Harvest Date', 'Picker', 'Method', 'Bins'], rows, 'orchard.csv');
    const machine = await bench.ask('how many loads were machine harvested', { tables });
    assertAnswered(machine, 'machine harvested');
    assert.equal(firstFigure(machine), rows.filter((row) => row[3] === 'Machine').length);
    const most = await bench.ask('which picker harvested the most bins', { tables });
    assertAnswered(most, 'harvested the most bins');
    const totals = PICKERS.map((p) => [p, rows.filter((row) => row[2] === p).reduce((sum, row) => sum + Number(row[4]), 0)] as const).sort((a, b) => b[1] - a[1]);
    assert.equal(parseCsv(most.csv ?? '')[0]?.Picker, totals[0][0], most.answer.slice(0, 300));
  });

  it('places a participle that names the date column itself ("listed" beside `Listed On`)', async () => {
    const tables = await bench.ingestRows('t_flats', ['Flat Ref', 'Listed On', 'District', 'Rent'], rows.map((row, i) => [`F${i}`, row[1], row[2], 900 + i * 10]), 'flats.csv');
    const run = await bench.ask('how many flats are listed', { tables });
    assertAnswered(run, 'flats are listed');
    assert.equal(firstFigure(run), rows.length);
    // An "-ing" word alone is as often the noun of the rows: "cheapest listing" is the row.
    const keyed = await bench.ingestRows('t_listings', ['Listing ID', 'Listed On', 'Asking Price'], rows.map((row, i) => [`L${i}`, row[1], 900 + i * 10]), 'listings.csv');
    assertAnswered(await bench.ask('cheapest listing', { tables: keyed }), 'cheapest listing');
  });

  it('reads the verb of the event as the event, never the other column that starts with its word ("do we fire" beside `Fire Length`)', async () => {
    const tables = await bench.ingestRows('t_kiln', ['Firing', 'Fire Date', 'Kiln', 'Fire Length'], rows.map((row, i) => [row[0], row[1], i % 2 ? 'North' : 'South', `${1 + (i % 3)}:${String((i * 13) % 60).padStart(2, '0')}:00`]), 'kiln.csv');
    const run = await bench.ask('which kiln do we fire on most', { tables });
    assertAnswered(run, 'do we fire on most');
    assert.match(run.answer, /^Computed the number of rows/, run.answer.slice(0, 200));
    const length = await bench.ask('avg fire length', { tables });
    assert.match(length.answer, /^Computed the average Fire Length/, length.answer.slice(0, 200));
  });

  it('compares the averages of values set against each other, never correlates with a column the verb resembles', async () => {
    const tables = await bench.ingestRows('t_orchard3', ['Load', 'Harvest Date', 'Method', 'Bins', 'Harvesting Time (h:mm)'], rows.map((row, i) => [row[0], row[1], row[3], row[4], `${1 + (i % 3)}:${String((i * 13) % 60).padStart(2, '0')}`]), 'orchard3.csv');
    const run = await bench.ask('avg bins hand vs machine harvested', { tables });
    assertAnswered(run, 'avg bins hand vs machine');
    const groups = new Map(parseCsv(run.csv ?? '').map((line) => [line.Method, Number(Object.values(line).at(-1))]));
    const hand = rows.filter((row) => row[3] === 'Hand').map((row) => Number(row[4]));
    assert.ok(Math.abs((groups.get('Hand') ?? NaN) - hand.reduce((a, b) => a + b, 0) / hand.length) < 1e-4, run.answer.slice(0, 300));
  });

  it('leaves the verb to the date rules beside two date columns', async () => {
    const tables = await bench.ingestRows('t_orchard2', ['Load', 'Harvest Date', 'Pressed Date', 'Picker', 'Method', 'Bins'], rows.map((row) => [row[0], row[1], row[1], row[2], row[3], row[4]]), 'orchard2.csv');
    assertRefused(await bench.ask('how many loads were machine harvested', { tables }), 'two dates');
  });
});
