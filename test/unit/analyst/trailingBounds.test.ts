/**
 * A bound written after its number ("tips of $5 or more", "parties of 5 or more", "renewed 2 or
 * more times", "aged 65 or older") is "at least" / "at most" that number. It was refused: the
 * number was left unplaced.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: a bound written after its number', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows: Cell[][] = Array.from({ length: 80 }, (_, i) => [`L${i}`, 1 + (i % 7), i % 4, `$${((i % 9) + 0.5).toFixed(2)}`, 18 + ((i * 7) % 70)]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('b', ['Booking ID', 'Party Size', 'Renewals', 'Tip', 'Guest Age'], rows, 'bookings.csv');
  });

  it('reads "of $5 or more" and "of 5 or more" as at least', async () => {
    const tips = await bench.ask('tips of $5 or more');
    assertAnswered(tips, 'tips of $5 or more');
    assert.equal(firstFigure(tips), rows.filter((row) => Number(String(row[3]).slice(1)) >= 5).length, tips.answer.slice(0, 300));
    const parties = await bench.ask('avg tip for parties of 5 or more');
    assertAnswered(parties, 'avg tip for parties of 5 or more');
    const kept = rows.filter((row) => Number(row[1]) >= 5).map((row) => Number(String(row[3]).slice(1)));
    assert.ok(Math.abs((firstFigure(parties) ?? 0) - kept.reduce((a, b) => a + b, 0) / kept.length) < 0.01, parties.answer.slice(0, 300));
  });

  it('reads "2 or more times" and "or fewer" with the column named before', async () => {
    const renewed = await bench.ask('bookings with renewals 2 or more times');
    assertAnswered(renewed, 'renewals 2 or more times');
    assert.equal(firstFigure(renewed), rows.filter((row) => Number(row[2]) >= 2).length, renewed.answer.slice(0, 300));
    const small = await bench.ask('how many bookings with a party size of 2 or fewer');
    assertAnswered(small, 'party size of 2 or fewer');
    assert.equal(firstFigure(small), rows.filter((row) => Number(row[1]) <= 2).length, small.answer.slice(0, 300));
  });

  it('leaves a bound no column takes refused', async () => {
    assertRefused(await bench.ask('bookings of 5 or more nights'), '5 or more nights');
  });
});
