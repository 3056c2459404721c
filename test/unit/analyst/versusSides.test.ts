/**
 * "A vs B" and "how many more A than B" (sidesCounted.ts, versusValues.ts, difference.ts): the
 * figure of each side, both sides named, over the same conditions. On a generated call centre log
 * (calls through 2023-2024 on three queues, inbound and outbound) and a ferry's tickets (fare
 * classes written "Reclining seat/lounge"), with other names than any probe; expected figures
 * computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, near, parseCsv, type Run } from './harness';

interface Call { id: string; queue: string; direction: string; started: string; handle: number }
interface Ticket { ref: string; fare: string; price: number }

const QUEUES = ['Billing', 'Tech Support', 'Sales'];
const FARES = ['Reclining seat/lounge', 'Private cabin/ensuite', 'Deck'];

function calls(): Call[] {
  return Array.from({ length: 300 }, (_, i) => ({
    id: `C${7000 + i}`,
    queue: QUEUES[(i * 7 + (i >> 4)) % 3],
    direction: i % 5 < 2 ? 'out' : 'in',
    started: `${i % 7 < 3 ? 2023 : 2024}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(1 + ((i * 3) % 28)).padStart(2, '0')} ${String(8 + (i % 9)).padStart(2, '0')}:15:00`,
    handle: 60 + ((i * 53) % 900),
  }));
}

function tickets(): Ticket[] {
  return Array.from({ length: 120 }, (_, i) => ({ ref: `FT${300 + i}`, fare: FARES[(i * i + i) % 3 === 2 ? 2 : (i * 5) % 3], price: 18 + ((i * 29) % 140) }));
}

const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('analyst: sides set against each other', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const log = calls();
  const sold = tickets();
  const centre = (question: string): Promise<Run> => bench.ask(question, { tables: [bench.tables[0]] });
  const ferry = (question: string): Promise<Run> => bench.ask(question, { tables: [bench.tables[1]] });

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('calls', ['Call ID', 'Queue', 'Direction', 'Started', 'Handle Time (s)'], log.map((c) => [c.id, c.queue, c.direction, c.started, c.handle]), 'call_centre_log.csv');
    await bench.loadRows('tickets', ['Ticket Ref', 'Fare Class', 'Price'], sold.map((t) => [t.ref, t.fare, t.price]), 'ferry_tickets.csv');
  });

  /** The figure of each group of the result, by its first column. */
  function figures(run: Run): Map<string, number> {
    const rows = parseCsv(run.csv ?? '');
    const [label, value] = Object.keys(rows[0] ?? {});
    return new Map(rows.map((row) => [row[label], Number(row[value])]));
  }

  it('counts the rows of each year set against the other', async () => {
    const q = 'calls 2023 vs 2024';
    const run = await centre(q);
    assertAnswered(run, q);
    assert.match(run.answer.split('\n')[0], /per year of Started.*Started in 2023 or 2024/, run.answer.slice(0, 300));
    const got = figures(run);
    for (const year of ['2023', '2024']) assert.equal(got.get(year), log.filter((c) => c.started.startsWith(year)).length, `${year}: ${run.answer.slice(0, 300)}`);
  });

  it('counts the rows of each value set against the other', async () => {
    const q = 'billing vs sales calls';
    const run = await centre(q);
    assertAnswered(run, q);
    assert.match(run.answer.split('\n')[0], /by Queue.*Queue in \(Billing, Sales\)/, run.answer.slice(0, 300));
    const got = figures(run);
    for (const queue of ['Billing', 'Sales']) assert.equal(got.get(queue), log.filter((c) => c.queue === queue).length, `${queue}: ${run.answer.slice(0, 300)}`);
    assert.equal(got.size, 2);
  });

  it('reads a small word set against a value as a value of the same column', async () => {
    const q = 'avg handle time in vs out';
    const run = await centre(q);
    assertAnswered(run, q);
    assert.match(run.answer.split('\n')[0], /Direction in \(in, out\)/, run.answer.slice(0, 300));
    const got = figures(run);
    for (const direction of ['in', 'out']) assert.ok(near(got.get(direction) ?? NaN, mean(log.filter((c) => c.direction === direction).map((c) => c.handle))), `${direction}: ${run.answer.slice(0, 300)}`);
  });

  it('names a value written "head/tail" by its head', async () => {
    const q = 'avg price reclining seat vs private cabin';
    const run = await ferry(q);
    assertAnswered(run, q);
    assert.match(run.answer.split('\n')[0], /Fare Class in \(Reclining seat\/lounge, Private cabin\/ensuite\)/, run.answer.slice(0, 300));
    const got = figures(run);
    for (const fare of FARES.slice(0, 2)) assert.ok(near(got.get(fare) ?? NaN, mean(sold.filter((t) => t.fare === fare).map((t) => t.price))), `${fare}: ${run.answer.slice(0, 300)}`);
  });

  it('subtracts one count of rows from another', async () => {
    const q = 'how many more billing calls than sales calls';
    const run = await centre(q);
    assertAnswered(run, q);
    assert.match(run.answer.split('\n')[0], /Queue = Billing minus .*Queue = Sales/, run.answer.slice(0, 300));
    const [row] = parseCsv(run.csv ?? '');
    assert.equal(Number(row?.difference), log.filter((c) => c.queue === 'Billing').length - log.filter((c) => c.queue === 'Sales').length, run.answer.slice(0, 300));
  });
});
