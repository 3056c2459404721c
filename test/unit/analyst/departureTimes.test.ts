/**
 * Days in one column and the time of day in another ("Sailing Date" 20240314, "Departure"
 * "07:35"): "before 9am" keeps the rows by the times column, "which hour of the day" groups by it,
 * "leave" is the verb of a departure, and "on weekdays" keeps Monday to Friday instead of grouping
 * by weekday. Without a column of times, a time of day is refused.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, parseCsv, type Cell } from './harness';

interface Crossing { day: Date; minute: number; delay: number }

/** 120 crossings over 40 days from Monday 1 January 2024, three a day at varied times. */
function crossings(): Crossing[] {
  return Array.from({ length: 120 }, (_, i) => ({
    day: new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 3))),
    minute: [5 * 60 + 40, 8 * 60 + 15, 17 * 60 + 50][i % 3] + ((i * 7) % 30),
    delay: (i * 11) % 17,
  }));
}

const digits = (d: Date): string => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
const clock = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const weekday = (c: Crossing): boolean => c.day.getUTCDay() >= 1 && c.day.getUTCDay() <= 5;

describe('analyst: times of day in their own column', function () {
  this.timeout(120_000);
  const rows = crossings();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = (withTimes = true) => bench.ingestRows(
    withTimes ? 't_ferry' : 't_ferry_days',
    withTimes ? ['Sailing', 'Sailing Date', 'Departure', 'Delay (min)'] : ['Sailing', 'Sailing Date', 'Delay (min)'],
    rows.map((c, i): Cell[] => (withTimes ? [`S${i}`, digits(c.day), clock(c.minute), c.delay] : [`S${i}`, digits(c.day), c.delay])),
    withTimes ? 'ferry.csv' : 'ferry_days.csv',
  );

  it('keeps a time of day by the times column, and Monday to Friday for "on weekdays"', async () => {
    const tables = await load();
    const cases: Array<[string, number]> = [
      ['avg delay before 9am', mean(rows.filter((c) => c.minute < 9 * 60).map((c) => c.delay))],
      ['avg delay on weekdays', mean(rows.filter(weekday).map((c) => c.delay))],
      ['avg delay on weekdays before 9am', mean(rows.filter((c) => weekday(c) && c.minute < 9 * 60).map((c) => c.delay))],
      ['how many sailings leave before 7am', rows.filter((c) => c.minute < 7 * 60).length],
    ];
    for (const [question, expected] of cases) {
      const run = await bench.ask(question, { tables });
      assertAnswered(run, question);
      assert.ok(Math.abs(firstFigure(run) - expected) < 1e-6, `${question}: ${firstFigure(run)} vs ${expected}`);
    }
  });

  it('groups by the hour of the times column, and by weekday only when asked', async () => {
    const tables = await load();
    const hour = await bench.ask('which hour of the day has the worst avg delay', { tables });
    assertAnswered(hour, 'hour of the day');
    const byHour = new Map<number, number[]>();
    for (const c of rows) byHour.set(Math.floor(c.minute / 60), [...(byHour.get(Math.floor(c.minute / 60)) ?? []), c.delay]);
    const worst = [...byHour].map(([h, ds]) => [h, mean(ds)] as const).sort((a, b) => b[1] - a[1])[0];
    const [top] = parseCsv(hour.csv ?? '');
    assert.equal(Number(Object.values(top ?? {})[0]), worst[0], hour.answer.slice(0, 300));
    assert.ok(Math.abs(Number(Object.values(top ?? {}).at(-1)) - worst[1]) < 1e-5, hour.answer.slice(0, 300));
    const byWeekday = await bench.ask('avg delay by weekday', { tables });
    assertAnswered(byWeekday, 'by weekday');
    assert.equal(parseCsv(byWeekday.csv ?? '').length, 7);
  });

  it('refuses a time of day on a table with days only', async () => {
    const tables = await load(false);
    const run = await bench.ask('avg delay before 9am', { tables });
    assertRefused(run, 'avg delay before 9am');
  });
});
