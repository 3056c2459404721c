/**
 * "The first episode of Night Owls", "the last 5 episodes": the earliest or latest rows by their
 * date. "first" and "last" were filler words, so the first of these counted the show's episodes
 * and "first guest" listed every guest. A count or a span after them ("first 10 … by", "last
 * month", "the first half") keeps its old reading.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, parseCsv } from './harness';

const SHOWS = ['Night Owls', 'Deep Data'];

describe('analyst: the first and the last rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let episodes: AnalystTable;
  let claims: AnalystTable;
  // Dates out of row order, so that the earliest is not the first row.
  const rows = Array.from({ length: 12 }, (_, i) => ({ id: `EP-${100 + i}`, show: SHOWS[i % 2], published: `2024-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-15`, guest: i % 3 ? `Guest ${i}` : null, downloads: 100 * (i + 1) }));
  const byDate = [...rows].sort((a, b) => a.published.localeCompare(b.published));

  before(async () => {
    bench = await AnalystBench.create();
    episodes = await bench.loadRows('episodes', ['Episode ID', 'Show', 'Published', 'Guest', 'Downloads'], rows.map((row) => [row.id, row.show, row.published, row.guest, row.downloads]));
    claims = await bench.loadRows('claims', ['Claim ID', 'Incident Date', 'Reported Date', 'Amount'], rows.map((row, i) => [`C-${i}`, row.published, `2024-12-${String(1 + i).padStart(2, '0')}`, 10 * i]));
  });

  it('answers the earliest row of a show for "the first episode of night owls"', async () => {
    const run = await bench.ask('first episode of night owls', { tables: [episodes] });
    const first = byDate.find((row) => row.show === 'Night Owls');
    assert.match(run.answer, /^Computed the rows ordered by Published, lowest first/, run.answer.slice(0, 300));
    assert.equal(parseCsv(run.csv ?? '')[0]?.['Episode ID'], first?.id);
  });

  it('answers the five latest rows for "the last 5 episodes"', async () => {
    const run = await bench.ask('last 5 episodes', { tables: [episodes] });
    assert.deepEqual(parseCsv(run.csv ?? '').map((row) => row['Episode ID']), byDate.slice(-5).reverse().map((row) => row.id), run.answer.slice(0, 300));
  });

  it('keeps a count or a span after "first" and "last" as before', async () => {
    const top = await bench.ask('first 3 episodes by downloads', { tables: [episodes] });
    assert.deepEqual(parseCsv(top.csv ?? '').map((row) => row['Episode ID']), ['EP-111', 'EP-110', 'EP-109'], top.answer.slice(0, 300));
    const half = await bench.ask('downloads in the first half of 2024', { tables: [episodes] });
    assert.equal(Number(parseCsv(half.csv ?? '')[0]?.total_Downloads), rows.filter((row) => row.published < '2024-07').reduce((sum, row) => sum + row.downloads, 0), half.answer.slice(0, 300));
  });

  it('leaves "first" and "last" inside a name alone: a label, a column', async () => {
    const issues = await bench.loadRows('issues', ['Issue ID', 'Label', 'Opened', 'Last Review'],
      Array.from({ length: 10 }, (_, i) => [`I-${i}`, i % 3 ? 'bug' : 'good first issue', `2024-0${1 + (i % 9)}-01`, `2024-1${i % 3}-0${1 + (i % 9)}`]));
    const count = await bench.ask('how many good first issues', { tables: [issues] });
    assert.equal(Number(Object.values(parseCsv(count.csv ?? '')[0] ?? {})[0]), 4, count.answer.slice(0, 300));
    const oldest = await bench.ask('which issue has the oldest last review', { tables: [issues] });
    assert.doesNotMatch(oldest.answer, /ordered by Opened|ordered by Last Review, highest first/, oldest.answer.slice(0, 300));
  });

  it('never drops "first" it cannot place, and asks which date orders the rows when two could', async () => {
    assertRefused(await bench.ask('first guest', { tables: [episodes] }), 'first guest');
    const run = await bench.ask('last claim', { tables: [claims] });
    assertRefused(run, 'last claim');
    assert.match(run.answer, /`Incident Date`.*`Reported Date`|`Reported Date`.*`Incident Date`/, run.answer.slice(0, 400));
  });
});
