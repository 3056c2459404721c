/**
 * Ranking words that read two measures, decided by one rule: "the busiest month" and "the best
 * selling venue" could count the rows or add up the tickets. Both rankings are computed; the answer
 * is given when they agree (all the way down a list of several) and says so, and the question is
 * asked when they do not. "Best performing" and "worst performing" are ranked by the same measure,
 * and asked with both readings one click each when several measures add up. On a generated file of
 * bookings built so that the readings agree on some questions and not on others.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, parseCsv } from './harness';

interface Booking { venue: string; month: string; tickets: number; price: number }

/** Arena has the most rows and tickets; Barn more rows but fewer tickets than Club; January more rows, February more tickets. */
function bookings(): Booking[] {
  const arena = Array.from({ length: 6 }, (_, i): Booking => ({ venue: 'Arena', month: i < 3 ? '01' : '02', tickets: 5, price: 10 }));
  const barn = Array.from({ length: 5 }, (): Booking => ({ venue: 'Barn', month: '01', tickets: 2, price: 40 }));
  const club = Array.from({ length: 4 }, (): Booking => ({ venue: 'Club', month: '02', tickets: 4, price: 5 }));
  return [...arena, ...barn, ...club];
}


describe('analyst: ranking words that read two measures', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = bookings();
  const total = (venue: string, of: (b: Booking) => number): number => rows.filter((b) => b.venue === venue).reduce((sum, b) => sum + of(b), 0);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('bookings', ['booking_id', 'booked_on', 'venue', 'tickets', 'amount_paid'], rows.map((b, i) => [`B${i + 1}`, `2025-${b.month}-${String(1 + (i % 27)).padStart(2, '0')}`, b.venue, b.tickets, b.tickets * b.price]));
  });

  it('answers when rows and tickets rank the same, saying so, and asks when they do not', async () => {
    const best = await bench.ask('best selling venue');
    answered(best, 'best selling');
    assert.deepEqual(parseCsv(best.csv ?? '').map((row) => [row.venue, Number(row.total_tickets)]), [['Arena', total('Arena', (b) => b.tickets)]]);
    assert.match(best.answer, /The number of rows puts Arena first too/);
    const busiest = await bench.ask('which venue is the busiest?');
    answered(busiest, 'busiest venue');
    assert.equal(parseCsv(busiest.csv ?? '')[0].venue, 'Arena');
    assert.match(busiest.answer, /The total tickets puts Arena first too/);

    // Both put Arena first, but Barn (more rows) and Club (more tickets) swap below it.
    const list = await bench.ask('best selling venues');
    refused(list, 'list');
    assert.match(list.answer, /both put Arena first but order the rest differently/);
    const month = await bench.ask('what was the busiest month?');
    refused(month, 'busiest month');
    assert.match(month.answer, /number of rows \(2025-01.* first\) or by the total tickets \(2025-02.* first\)/);
    refused(await bench.ask('which venue is the quietest?'), 'quietest');
  });

  it('ranks "worst performing" by the same measures as "best performing", and answers when one measure adds up', async () => {
    const best = await bench.ask('best performing venue');
    const worst = await bench.ask('worst performing venue');
    refused(best, 'best performing');
    refused(worst, 'worst performing');
    assert.deepEqual(best.questions.slice(0, 2), ['Which venue has the highest total amount paid?', 'Which venue has the highest total tickets?']);
    assert.deepEqual(worst.questions.slice(0, 2), ['Which venue has the lowest total amount paid?', 'Which venue has the lowest total tickets?']);

    const takings = await bench.loadRows('takings', ['venue', 'amount_paid'], rows.map((b) => [b.venue, b.tickets * b.price]));
    const only = await bench.ask('worst performing venue', { tables: [takings] });
    answered(only, 'one measure');
    const lowest = ['Arena', 'Barn', 'Club'].map((venue) => [venue, total(venue, (b) => b.tickets * b.price)] as const).sort((a, b) => a[1] - b[1])[0];
    assert.deepEqual(parseCsv(only.csv ?? '').map((row) => [row.venue, Number(row.total_amount_paid)]), [[lowest[0], lowest[1]]]);
    assert.match(only.answer, /is measured by the total `amount_paid`/);
  });
});
