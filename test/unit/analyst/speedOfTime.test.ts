/**
 * "Which depot has the slowest avg handling time": "slowest" said of a length of time the question
 * names ranks the groups by that time (the slowest took the most), never a change between years.
 * It was answered as the growth of the handling time from the first year to the last. Said of a
 * column of days with no word of time the question knows ("the fastest turnaround"), it was read as
 * growth, then as the highest total of the days: asked now, as is "fastest" of an amount.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered, parseCsv } from './harness';

describe('analyst: fastest and slowest of a named length of time', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let moves: AnalystTable;
  const depots = ['East', 'West', 'North'];
  // East is slowest on average, North fastest; from 2023 to 2024 West grows most and North least.
  const minutes = (depot: number, year: number): number => [30, 20, 10][depot] + (year === 2024 ? [0, 4, -4][depot] : 0);

  before(async () => {
    bench = await AnalystBench.create();
    const rows = Array.from({ length: 24 }, (_, i) => {
      const depot = i % 3;
      const year = i < 12 ? 2023 : 2024;
      return [`M${i}`, `${year}-0${1 + (i % 6)}-10`, depots[depot], minutes(depot, year)];
    });
    moves = await bench.loadRows('moves', ['Move ID', 'Move Date', 'Depot', 'Handling Time (min)'], rows);
  });

  it('ranks groups by the average time, most time first, for "slowest avg … time"', async () => {
    const run = await bench.ask('which depot has the slowest avg handling time', { tables: [moves] });
    assertAnswered(run, 'slowest');
    assert.doesNotMatch(run.answer.split('\n')[0], /change/, run.answer.slice(0, 300));
    const [row] = parseCsv(run.csv ?? '');
    assert.equal(row.Depot, 'East', run.answer.slice(0, 300));
  });

  it('ranks the least time first for "fastest avg … time"', async () => {
    const run = await bench.ask('which depot has the fastest avg handling time', { tables: [moves] });
    assertAnswered(run, 'fastest');
    const [row] = parseCsv(run.csv ?? '');
    assert.equal(row.Depot, 'North', run.answer.slice(0, 300));
  });

  it('still reads "grew fastest" as a change over time', async () => {
    const run = await bench.ask('which depot grew fastest in avg handling time', { tables: [moves] });
    assert.match(run.answer.split('\n')[0], /change/, run.answer.slice(0, 300));
  });

  it('asks, never totals, for "the fastest turnaround" of a column of days, and for "fastest" of an amount', async () => {
    const orders = await bench.loadRows('orders', ['Order ID', 'Order Date', 'Designer', 'Order Value', 'Turnaround Days'], Array.from({ length: 30 }, (_, i) => [`O${i}`, `2024-0${1 + (i % 6)}-1${i % 10}`, ['Ana', 'Ben', 'Cleo'][i % 3], 10 + ((i * 37) % 90), 1 + ((i * 5) % 9)]));
    for (const question of ['which designer has the fastest turnaround', 'which designer is the slowest', 'fastest order']) {
      const run = await bench.ask(question, { tables: [orders] });
      assert.equal(run.csv, undefined, `${question}: ${run.answer.slice(0, 300)}`);
      assert.match(run.answer, /not how fast anything was|could be measured by/, `${question}: ${run.answer.slice(0, 300)}`);
    }
    const average = await bench.ask('which designer has the lowest average turnaround days', { tables: [orders] });
    assertAnswered(average, 'lowest average');
  });

  it('ranks the one length of time of a table, unnamed, for "the slowest endpoint on average"', async () => {
    const calls = await bench.loadRows('calls', ['timestamp', 'endpoint', 'response_time_ms', 'bytes'], Array.from({ length: 30 }, (_, i) => [`2024-05-0${1 + (i % 9)} 10:00`, ['/a', '/b', '/c'][i % 3], [120, 340, 60][i % 3] + (i % 7), 1000 + i]));
    const slow = await bench.ask('slowest endpoint on average', { tables: [calls] });
    assertAnswered(slow, 'slowest endpoint on average');
    assert.equal(parseCsv(slow.csv ?? '')[0].endpoint, '/b', slow.answer.slice(0, 300));
    const fast = await bench.ask('fastest endpoint on average', { tables: [calls] });
    assert.equal(parseCsv(fast.csv ?? '')[0].endpoint, '/c', fast.answer.slice(0, 300));
    // Without "on average", one slow call or a slow endpoint: not guessed.
    assert.equal((await bench.ask('slowest endpoint', { tables: [calls] })).csv, undefined);
  });

  it('ranks a song by its tempo for "fastest", never by its length', async () => {
    const songs = await bench.loadRows('songs', ['track_id', 'track_name', 'genre', 'duration_ms', 'tempo (BPM)'], Array.from({ length: 12 }, (_, i) => [`T${i}`, `Song ${i}`, i % 2 ? 'jazz' : 'rock', 150_000 + ((i * 7_919) % 90_000), 80 + ((i * 37) % 90)]));
    const run = await bench.ask('fastest song', { tables: [songs] });
    assertAnswered(run, 'fastest song');
    const top = Array.from({ length: 12 }, (_, i) => i).reduce((a, b) => (80 + ((b * 37) % 90) > 80 + ((a * 37) % 90) ? b : a));
    assert.equal(parseCsv(run.csv ?? '')[0].track_id, `T${top}`, run.answer.slice(0, 300));
    const lengths = await bench.loadRows('song_lengths', ['track_id', 'genre', 'duration_ms'], Array.from({ length: 12 }, (_, i) => [`T${i}`, i % 2 ? 'jazz' : 'rock', 150_000 + i]));
    assert.equal((await bench.ask('fastest genre on average', { tables: [lengths] })).csv, undefined);
  });
});
