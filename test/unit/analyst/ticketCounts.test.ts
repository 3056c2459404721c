/**
 * A theatre's performances of my own: `Full Price Tickets` and `Concession Tickets` count tickets
 * (a price word inside a name that ends on the things counted), so they add up, "what share of
 * tickets were concessions for each show" is concessions over both, and "avg ticket price" (no
 * price column) is refused, never the average count. `Price per Ticket` stays a price. On a
 * `Shows` table with a `Licence Fee`, "which director brings in the most money" is refused: a fee
 * paid out is no money coming in. Figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, near, parseCsv, type Cell } from './harness';

const SHOWS = ['Hamlet', 'Annie', 'Grease'];
const perfs = Array.from({ length: 30 }, (_, i) => ({ show: SHOWS[i % 3], full: 80 + ((i * 13) % 120), concession: 10 + ((i * 7) % 60), price: 12 + (i % 3) * 4 }));

describe('analyst: counts of tickets named with a price word', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_perfs', ['Perf No', 'Show', 'Full Price Tickets', 'Concession Tickets'], perfs.map((p, i): Cell[] => [`P-${i + 1}`, p.show, p.full, p.concession]), 'performances.csv');
  });

  it('adds the tickets up, shares concessions in both, and refuses a price no column holds', async () => {
    const byShow = await bench.ask('full price tickets by show');
    answered(byShow, 'full price tickets by show');
    for (const row of parseCsv(byShow.csv ?? '')) assert.equal(Number(Object.values(row)[1]), perfs.filter((p) => p.show === row.Show).reduce((sum, p) => sum + p.full, 0), byShow.answer.slice(0, 300));
    const share = await bench.ask('what share of tickets were concessions for each show');
    answered(share, 'share of tickets were concessions');
    for (const row of parseCsv(share.csv ?? '')) {
      const of = perfs.filter((p) => p.show === row.Show);
      const expected = of.reduce((sum, p) => sum + p.concession, 0) / of.reduce((sum, p) => sum + p.concession + p.full, 0);
      const value = Number(row.percent ?? row.share) / (row.percent === undefined ? 1 : 100);
      assert.ok(near(value, expected), `${row.Show}: ${share.answer.slice(0, 300)}`);
    }
    refused(await bench.ask('avg ticket price by show'), 'no price column');
  });

  it('keeps a price per ticket a price, and a licence fee out of the money coming in', async () => {
    const priced = await bench.ingestRows('t_priced', ['Perf No', 'Show', 'Price per Ticket'], perfs.map((p, i): Cell[] => [`P-${i + 1}`, p.show, p.price]), 'prices.csv');
    const avg = await bench.ask('price per ticket by show', { tables: priced });
    answered(avg, 'price per ticket by show');
    for (const row of parseCsv(avg.csv ?? '')) {
      const of = perfs.filter((p) => p.show === row.Show);
      assert.ok(near(Number(Object.values(row)[1]), of.reduce((sum, p) => sum + p.price, 0) / of.length), avg.answer.slice(0, 300));
    }
    const shows = await bench.ingestRows('t_shows', ['Show', 'Director', 'Licence Fee'], SHOWS.map((show, i): Cell[] => [show, ['Ann Lee', 'Bo Park'][i % 2], `£${900 + i * 100}`]), 'shows.csv');
    refused(await bench.ask('which director brings in the most money', { tables: shows }), 'a licence fee is paid out');
  });
});
