/**
 * Routes: a value held by both ends of a trip (a station in `start_station` and `end_station`).
 * "From Alder to Birch" keeps both ends; "into Birch" and "arriving at Birch" are the end station,
 * "out of Alder" and "leaving Alder" the start; a station with no word for its end is asked.
 * Counts are made here from the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, parseCsv } from './harness';

const STATIONS = ['Alder', 'Birch', 'Cedar', 'Dogwood'];

/** 96 rides between four stations, never from a station to itself, with a made-up length. */
function rides(): Array<{ start: string; end: string; minutes: number }> {
  const rows: Array<{ start: string; end: string; minutes: number }> = [];
  for (let i = 0; i < 96; i++) {
    const start = STATIONS[i % 4];
    const end = STATIONS[(i % 4 + 1 + (Math.floor(i / 4) % 3)) % 4];
    rows.push({ start, end, minutes: 5 + ((i * 37) % 41) });
  }
  return rows;
}

describe('analyst: routes between two columns of the same values', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = rides();
  const count = (keep: (row: (typeof rows)[number]) => boolean): number => rows.filter(keep).length;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('bike_rides', ['start_station', 'end_station', 'minutes'], rows.map((row) => [row.start, row.end, row.minutes]));
  });

  it('reads "from A to B" as both ends, and the words before a station as its end', async () => {
    const cases: Array<[string, number, RegExp]> = [
      ['how many rides from Alder to Birch?', count((row) => row.start === 'Alder' && row.end === 'Birch'), /start\\?_station = Alder.*end\\?_station = Birch/],
      ['how many rides into Birch?', count((row) => row.end === 'Birch'), /end\\?_station = Birch/],
      ['how many rides arriving at Cedar?', count((row) => row.end === 'Cedar'), /end\\?_station = Cedar/],
      ['how many rides out of Alder?', count((row) => row.start === 'Alder'), /start\\?_station = Alder/],
      ['how many rides leaving Dogwood?', count((row) => row.start === 'Dogwood'), /start\\?_station = Dogwood/],
    ];
    for (const [question, expected, said] of cases) {
      const run = await bench.ask(question);
      const first = run.answer.split('\n')[0];
      assert.match(first, said, `${question}: ${first}`);
      assert.equal(Number(Object.values(parseCsv(run.csv ?? '')[0] ?? {})[0]), expected, `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('asks which end a station with no word for it is', async () => {
    const run = await bench.ask('how many rides with Birch?');
    assert.match(run.answer, /I can.t answer[\s\S]*start\\?_station[\s\S]*end\\?_station/, run.answer.slice(0, 400));
    assert.equal(run.csv, undefined);
  });
});
