/**
 * "total fees collected" beside a payment status that marks unpaid and refunded rows: the money
 * collected is every row's fee or only the money that came in, which differ, so it is asked. The
 * plain total, a question that says which rows, and a file with no such status are answered.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: money collected beside unpaid and refunded rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  // Ten wash bookings: fees 10..19; rows 2 and 5 Unpaid, row 7 Refunded.
  const status = (i: number): string => (i === 2 || i === 5 ? 'Unpaid' : i === 7 ? 'Refunded' : 'Paid');
  const rows: Cell[][] = Array.from({ length: 10 }, (_, i) => [`W${i}`, i % 2 ? 'Dryer' : 'Washer', `£${10 + i}.00`, status(i), i % 3 ? 'Card' : 'Cash']);
  const all = rows.reduce((sum, _, i) => sum + 10 + i, 0);
  const received = all - 12 - 15 - 17;
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = (withStatus = true) => withStatus
    ? bench.ingestRows('t_wash', ['Booking', 'Machine', 'Fee', 'Payment Status', 'Method'], rows, 'laundrette.csv')
    : bench.ingestRows('t_wash_plain', ['Booking', 'Machine', 'Fee', 'Method'], rows.map((row) => [row[0], row[1], row[2], row[4]]), 'laundrette_plain.csv');

  it('asks whether unpaid and refunded rows count as collected', async () => {
    const tables = await load();
    for (const question of ['total fees collected', 'how much did we take in fees', 'which machine earned the most']) {
      const run = await bench.ask(question, { tables });
      assertRefused(run, question);
      assert.match(run.answer, /`Payment Status` is not (Unpaid or Refunded|Refunded or Unpaid)/, run.answer.slice(0, 400));
    }
  });

  it('answers the plain total, and a question that says which rows', async () => {
    const tables = await load();
    const plain = await bench.ask('total fees', { tables });
    assertAnswered(plain, 'total fees');
    assert.equal(firstFigure(plain), all);
    for (const question of ['total fees collected excluding unpaid and refunded', 'total fees collected where payment status is paid']) {
      const run = await bench.ask(question, { tables });
      assertAnswered(run, question);
      assert.equal(firstFigure(run), received, question);
    }
    const every = await bench.ask('total fees collected of all rows', { tables });
    assertAnswered(every, 'of all rows');
    assert.equal(firstFigure(every), all);
  });

  it('answers "collected" when no status marks money that never came in', async () => {
    const tables = await load(false);
    const run = await bench.ask('total fees collected', { tables });
    assertAnswered(run, 'total fees collected');
    assert.equal(firstFigure(run), all);
  });
});
