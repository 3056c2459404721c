/**
 * "member age over 60 by club": a bound on a number column, grouped, with no word for its figure,
 * is asked (a count of rows, or the average), never answered as the average alone; "average …"
 * and "how many …" say which. Expected figures are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, parseCsv } from './harness';

const CLUBS = ['Rowing', 'Chess', 'Tennis'];

function members(): Cell[][] {
  return Array.from({ length: 90 }, (_, i): Cell[] => [`M${String(i)}`, CLUBS[(i * 5) % 3], 18 + ((i * 11) % 70)]);
}

describe('analyst: a bound on a measure, grouped, with no figure asked', function () {
  this.timeout(180_000);
  const rows = members();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('m', ['Member Code', 'Club', 'Member Age'], rows, 'club_members.csv');
  });

  it('asks between the count and the average, and answers either when said', async () => {
    const asked = await bench.ask('member age over 60 by club');
    assertRefused(asked, 'member age over 60 by club');
    const count = await bench.ask('how many members over 60 by club');
    assertAnswered(count, 'how many members over 60 by club');
    const counts = new Map(parseCsv(count.csv ?? '').map((row) => [row.Club, Number(Object.values(row)[1])]));
    assert.equal(counts.get('Chess'), rows.filter((row) => row[1] === 'Chess' && Number(row[2]) > 60).length, count.csv);
    const average = await bench.ask('average member age over 60 by club');
    assertAnswered(average, 'average member age over 60 by club');
    const kept = rows.filter((row) => row[1] === 'Chess' && Number(row[2]) > 60);
    const got = new Map(parseCsv(average.csv ?? '').map((row) => [row.Club, Number(Object.values(row)[1])]));
    assert.ok(Math.abs((got.get('Chess') ?? 0) - kept.reduce((s, row) => s + Number(row[2]), 0) / kept.length) < 0.01, average.csv);
  });
});
