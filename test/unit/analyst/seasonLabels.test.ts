/**
 * Seasons and fiscal years written "2022/23" are labels: "in 2022/23" keeps the rows of that
 * season, never the calendar year 2022 (a season spans two). Dates written with a weekday
 * ("Sat 12 Aug 2023") are dates, so months and weekdays work on them. Files generated here, the
 * expected figures computed in plain JavaScript.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertRefused, firstFigure, type Cell } from './harness';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Game { date: Date; season: string; crowd: number }

/** A game every five days from August 2021 to May 2024; a season runs August to May. */
function games(): Game[] {
  const rows: Game[] = [];
  for (let t = Date.UTC(2021, 7, 7); t < Date.UTC(2024, 5, 1); t += 5 * 86_400_000) {
    const date = new Date(t);
    if (date.getUTCMonth() === 5 || date.getUTCMonth() === 6) continue;
    const start = date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
    rows.push({ date, season: `${start}/${String((start + 1) % 100).padStart(2, '0')}`, crowd: 1000 + ((t / 86_400_000) * 37) % 900 });
  }
  return rows;
}

const written = (d: Date): string => `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('analyst: seasons written 2022/23 and dates written with a weekday', function () {
  this.timeout(120_000);
  const rows = games();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = async () => bench.ingestRows('t_games', ['Game Date', 'Season', 'Crowd'], rows.map((g): Cell[] => [written(g.date), g.season, g.crowd]), 'games.csv');

  it('reads a weekday-prefixed date column as dates, so a month filters it', async () => {
    const tables = await load();
    assert.equal(tables[0].columns.find((c) => c.name === 'Game Date')?.type, 'DATE');
    const run = await bench.ask('average crowd in march 2023', { tables });
    assert.match(run.answer, /^Computed/, run.answer);
    const expected = mean(rows.filter((g) => g.date.getUTCFullYear() === 2023 && g.date.getUTCMonth() === 2).map((g) => g.crowd));
    assert.ok(Math.abs(firstFigure(run) - expected) < 1e-6, `${firstFigure(run)} vs ${expected}`);
  });

  it('filters on the season label, not on the calendar year of its first half', async () => {
    const tables = await load();
    const run = await bench.ask('average crowd in 2022/23', { tables });
    assert.match(run.answer, /^Computed/, run.answer);
    assert.doesNotMatch(run.answer, /Game Date in 2022/);
    const expected = mean(rows.filter((g) => g.season === '2022/23').map((g) => g.crowd));
    assert.ok(Math.abs(firstFigure(run) - expected) < 1e-6, `${firstFigure(run)} vs ${expected}`);

    const excluding = await bench.ask('average crowd excluding 2021/22', { tables });
    assert.match(excluding.answer, /^Computed/, excluding.answer);
    const rest = mean(rows.filter((g) => g.season !== '2021/22').map((g) => g.crowd));
    assert.ok(Math.abs(firstFigure(excluding) - rest) < 1e-6, `${firstFigure(excluding)} vs ${rest}`);
  });

  it('refuses a season the file has no label for, rather than reading it as a year', async () => {
    const tables = await bench.ingestRows('t_dated', ['Game Date', 'Crowd'], rows.map((g): Cell[] => [written(g.date), g.crowd]), 'dated.csv');
    assertRefused(await bench.ask('average crowd in 2022/23', { tables }), 'average crowd in 2022/23');
  });
});
