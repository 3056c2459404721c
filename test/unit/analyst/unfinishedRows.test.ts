/**
 * A best time is a finished one: "quickest time on the hill route" leaves out the rows whose status
 * says they did not finish (an abandoned ride has the lowest time and is no one's best), and the
 * first sentence says so. A question that names the status itself keeps its own condition.
 */
import assert from 'node:assert/strict';
import { AnalystBench, parseCsv, type Cell } from './harness';

const pad = (n: number): string => String(n).padStart(2, '0');
const hms = (s: number): string => `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;

describe('analyst: best times over finished rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  // Row 3 abandoned with the lowest time; the quickest finished one is row 7 (Lena).
  const rows: Array<[string, string, string, number, string]> = Array.from({ length: 12 }, (_, i) => [`E${i}`, ['Ann', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Lena', 'Max', 'Ned', 'Oli', 'Pia'][i], i % 2 ? 'Hill' : 'Flat', 3000 + ((i * 577) % 1900), 'Completed']);
  rows[3][3] = 1200;
  rows[3][4] = 'Abandoned';
  rows[7][3] = 2000;
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = () => bench.ingestRows('t_trials', ['Entry', 'Rider', 'Route', 'Elapsed Time', 'Status'], rows.map((row): Cell[] => [row[0], row[1], row[2], hms(row[3]), row[4]]), 'trials.csv');

  it('leaves out the rows that did not finish, and says so', async () => {
    const tables = await load();
    const run = await bench.ask('quickest time on the hill route', { tables });
    assert.match(run.answer, /^Computed.*Status is not Abandoned/, run.answer.slice(0, 400));
    assert.equal(parseCsv(run.csv ?? '')[0]?.Rider, 'Lena');
  });

  it('keeps a condition the question puts on the status', async () => {
    const tables = await load();
    const run = await bench.ask('quickest time where status is abandoned', { tables });
    assert.equal(parseCsv(run.csv ?? '')[0]?.Rider, 'Dee', run.answer.slice(0, 400));
  });
});
