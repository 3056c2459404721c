/**
 * A bakery's batch log of my own, which no probe uses, keyed by `Batch No` and `Order #`: "batches"
 * names the rows even beside `Batch Weight (kg)` and `Batch Cost`, "the longest batch" is one row,
 * "orders by type" groups by `Order Type`, "which tech" is the `Technician`, "orders june vs
 * january" counts each month's rows, "big orders this year" is asked (no bound on the size), and
 * "avg value per day" of `Value (£/day)` is asked (each row's figure per day, or each day's total?).
 * On a bake log beside `Bake Time (h)` and `Bake Cost`, "the hottest bake", "which bake was the
 * hottest", "the longest bake" (a time in hours) and "which bake lost the most loaves" are each one
 * row. Every figure is computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, near, parseCsv } from './harness';

const OVENS = ['Deck', 'Rack', 'Stone'];
const TYPES = ['Bread', 'Pastry'];
const TECHS = ['Ana Cole', 'Bo Reid'];
const batches = Array.from({ length: 40 }, (_, i) => ({
  no: `B-${String(i + 1).padStart(3, '0')}`,
  day: new Date(Date.UTC(2024, 0, 4) + i * 9 * 86_400_000).toISOString().slice(0, 10),
  oven: OVENS[i % 3],
  minutes: 20 + ((i * 23) % 70),
  cost: 10 + ((i * 11) % 40),
}));
const orders = Array.from({ length: 36 }, (_, i) => ({
  no: `O${500 + i}`,
  // Two orders a day: a total per day would differ from the average per order.
  day: new Date(Date.UTC(2024, 0, 2) + Math.floor(i / 2) * 19 * 86_400_000).toISOString().slice(0, 10),
  type: TYPES[(i * 5) % 2],
  tech: TECHS[i % 2],
  value: Math.round((30 + ((i * 19) % 60)) * 100) / 100,
}));

const bakes = Array.from({ length: 24 }, (_, i) => ({
  no: `BK-${i + 1}`,
  oven: OVENS[i % 3],
  // One hottest, one longest, one with the most loaves lost, each a different bake.
  temp: 200 + ((i * 7 + 4) % 23),
  hours: 1 + ((i * 5) % 11) / 2,
  cost: 12 + ((i * 3) % 17),
  lost: (i * 11) % 13,
}));
const topBy = (key: 'temp' | 'hours' | 'lost'): string[] => {
  const best = Math.max(...bakes.map((b) => b[key]));
  return bakes.filter((b) => b[key] === best).map((b) => b.no);
};

describe('analyst: rows named by their key', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let log: AnalystTable;
  let book: AnalystTable;
  before(async () => {
    bench = await AnalystBench.create();
    log = await bench.loadRows('batch_log', ['Batch No', 'Baked On', 'Oven', 'Batch Weight (kg)', 'Batch Cost'], batches.map((b) => [b.no, b.day, b.oven, b.minutes, b.cost]));
    book = await bench.loadRows('order_book', ['Order #', 'Order Date', 'Order Type', 'Technician', 'Value (£/day)'], orders.map((o) => [o.no, o.day, o.type, o.tech, o.value]));
  });

  it('counts and ranks the rows a key names, beside measures that start with its word', async () => {
    const perOven = await bench.ask('batches per oven', { tables: [log] });
    answered(perOven, 'batches per oven');
    assert.deepEqual(new Map(parseCsv(perOven.csv ?? '').map((row) => [row.Oven, Number(Object.values(row)[1])])), new Map(OVENS.map((oven) => [oven, batches.filter((b) => b.oven === oven).length])));
    // A name that starts with the rows' noun is the column's: "batch cost in march" totals `Batch Cost`.
    const march = await bench.ask('batch cost in march 2024', { tables: [log] });
    answered(march, 'batch cost in march');
    assert.equal(firstFigure(march), batches.filter((b) => b.day.startsWith('2024-03')).reduce((sum, b) => sum + b.cost, 0));
    const deck = await bench.ask('how many deck batches did we bake', { tables: [log] });
    answered(deck, 'how many deck batches');
    assert.equal(firstFigure(deck), batches.filter((b) => b.oven === 'Deck').length);
  });

  it('reads a key written with a number sign, a kind after "by", a short form of a column, and two months set against each other', async () => {
    const byType = await bench.ask('orders by type', { tables: [book] });
    answered(byType, 'orders by type');
    assert.deepEqual(new Map(parseCsv(byType.csv ?? '').map((row) => [row['Order Type'], Number(Object.values(row)[1])])), new Map(TYPES.map((type) => [type, orders.filter((o) => o.type === type).length])));
    const tech = await bench.ask('orders by tech', { tables: [book] });
    answered(tech, 'by tech');
    assert.ok(parseCsv(tech.csv ?? '').every((row) => TECHS.includes(row.Technician)), tech.answer.slice(0, 200));
    const months = await bench.ask('orders june vs january', { tables: [book] });
    answered(months, 'june vs january');
    assert.deepEqual(parseCsv(months.csv ?? '').map((row) => [row.period, Number(Object.values(row)[1])]), ['01', '06'].map((m) => [`2024-${m}`, orders.filter((o) => o.day.startsWith(`2024-${m}`)).length]));
    refused(await bench.ask('how many big orders this year', { tables: [book] }), 'big, with a period');
  });

  it('bounds the rows a key names through a verb of the kind of amount, "that took more than 10 hours"', async () => {
    const firings = Array.from({ length: 30 }, (_, i) => ({ no: `F${i + 1}`, hours: 4 + ((i * 7) % 12), kwh: 20 + ((i * 13) % 60) }));
    const kiln = await bench.loadRows('kiln_firings', ['Firing No', 'Firing Time (h)', 'Electricity (kWh)'], firings.map((f) => [f.no, f.hours, f.kwh]));
    const long = await bench.ask('firings that took more than 10 hours', { tables: [kiln] });
    answered(long, 'took more than 10 hours');
    assert.equal(firstFigure(long), firings.filter((f) => f.hours > 10).length);
    const power = await bench.ask('firings using over 50 kwh', { tables: [kiln] });
    answered(power, 'using over 50 kwh');
    // Counted, or listed with their number said: the same firings either way.
    const over = firings.filter((f) => f.kwh > 50).length;
    assert.ok(firstFigure(power) === over || (parseCsv(power.csv ?? '').length === over && power.answer.includes(`the ${over} of 30 rows`)), power.answer.slice(0, 200));
  });

  it('reads the key noun said once after a superlative or after "which" as one row, beside measures that start with its word', async () => {
    const bakeLog = await bench.loadRows('bake_log', ['Bake No', 'Oven', 'Peak Temp', 'Bake Time (h)', 'Bake Cost', 'Loaves Lost'], bakes.map((b) => [b.no, b.oven, b.temp, b.hours, b.cost, b.lost]));
    const rowsOf = (run: Awaited<ReturnType<AnalystBench['ask']>>): string[] => parseCsv(run.csv ?? '').map((row) => row['Bake No']).sort();
    for (const [question, key] of [['hottest bake', 'temp'], ['which bake was the hottest', 'temp'], ['longest bake', 'hours'], ['which bake lost the most loaves', 'lost']] as const) {
      const run = await bench.ask(question, { tables: [bakeLog] });
      answered(run, question);
      assert.deepEqual(rowsOf(run), topBy(key).sort(), `${question}: ${run.answer.slice(0, 200)}`);
    }
    // A word that groups asks for one row per group, which this reading never gives: asked, never one row.
    for (const question of ['which bake lost the most loaves per oven']) {
      const run = await bench.ask(question, { tables: [bakeLog] });
      assert.ok(/I can.t answer/.test(run.answer) || parseCsv(run.csv ?? '').length > 1, `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('averages a rate per day as it is, and asks what "per day" means beside it', async () => {
    const run = await bench.ask('avg value', { tables: [book] });
    answered(run, 'avg value');
    assert.ok(near(firstFigure(run), orders.reduce((sum, o) => sum + o.value, 0) / orders.length), run.answer.slice(0, 200));
    refused(await bench.ask('avg value per day', { tables: [book] }), 'each row per day, or each day total?');
  });
});
