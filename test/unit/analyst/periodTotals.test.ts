/**
 * Rows finer than the period asked, on generated files: web analytics with one row per (date,
 * page) answer "how many days had more than N sessions", "the average sessions per day", "max
 * conversions in a single day", "the lowest revenue day" and "the top 3 days by revenue" from
 * each day's total; a level (a bounce rate) has no day total and is refused; a file of one row
 * per day is answered as before. Expected figures are computed here in plain JS.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, near, parseCsv } from './harness';

const PAGES = ['/home', '/pricing', '/blog', '/docs', '/signup'];
const DAYS = 42;

/** A small deterministic generator, so the files are the same on every run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const dayOf = (d: number): string => new Date(Date.UTC(2024, 2, 1 + d)).toISOString().slice(0, 10);

interface WebRow { date: string; page: string; sessions: number; conversions: number; revenue: number; bounce: number }

/** Each page has 800-2200 sessions a day: no single row passes 8000, but many days do in total. */
function webRows(): WebRow[] {
  const next = generator(11);
  return Array.from({ length: DAYS }, (_, d) => PAGES.map((page): WebRow => ({
    date: dayOf(d),
    page,
    sessions: 800 + Math.floor(next() * 1400),
    conversions: Math.floor(next() * 40),
    revenue: Math.round(next() * 290_000) / 100 + 100,
    bounce: 30 + Math.round(next() * 550) / 10,
  }))).flat();
}

/** Each day's total of a column, in date order. */
function dayTotals(rows: WebRow[], pick: (row: WebRow) => number): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.date, (totals.get(row.date) ?? 0) + pick(row));
  return [...totals];
}

describe('analyst: totals per period when the rows are finer than the period asked', function () {
  this.timeout(180_000);
  const rows = webRows();
  let web: AnalystBench;
  let daily: AnalystBench;
  const dailyRows = Array.from({ length: DAYS }, (_, d): Cell[] => [dayOf(d), 5000 + ((d * 977) % 6000), Math.round(((d * 7919) % 9000) * 100) / 100 + 500]);

  before(async () => {
    web = await AnalystBench.create();
    await web.loadRows('web_traffic', ['date', 'page', 'sessions', 'conversions', 'revenue', 'bounce_rate'], rows.map((r): Cell[] => [r.date, r.page, r.sessions, r.conversions, r.revenue, r.bounce]));
    daily = await AnalystBench.create();
    await daily.loadRows('daily_traffic', ['date', 'sessions', 'revenue'], dailyRows);
  });

  it('counts the days whose total passes a bound, not the rows', async () => {
    const expected = dayTotals(rows, (r) => r.sessions).filter(([, total]) => total > 8000).length;
    assert.ok(expected > 0 && rows.every((r) => r.sessions <= 8000), 'the file makes the two readings differ');
    const run = await web.ask('how many days had more than 8000 sessions');
    assertAnswered(run, 'days over 8000 sessions');
    assert.match(run.answer, new RegExp(`\\*\\*${expected}\\*\\* of the ${DAYS} days`));
    assert.equal(parseCsv(run.csv ?? '').length, expected, 'the days are listed');
    // A filter on the rows stays a filter: one page has one row a day, so its rows are its days.
    const home = dayTotals(rows.filter((r) => r.page === '/home'), (r) => r.sessions).filter(([, total]) => total > 1500).length;
    const filtered = await web.ask('how many days had more than 1,500 sessions on /home');
    assertAnswered(filtered, 'days over 1500 on /home');
    assert.match(filtered.answer, new RegExp(`\\*\\*${home}\\*\\*`));
  });

  it('averages the day totals for "per day", and counts weeks by their totals', async () => {
    const totals = dayTotals(rows, (r) => r.sessions).map(([, total]) => total);
    const run = await web.ask('average sessions per day');
    assertAnswered(run, 'average sessions per day');
    assert.match(run.answer, /daily total sessions/);
    const [row] = parseCsv(run.csv ?? '');
    assert.ok(near(Number(row.average_daily_sessions), totals.reduce((a, b) => a + b, 0) / totals.length), run.csv);
    // Weeks start on Monday; 2024-03-01 is a Friday, so the first week is partial, and counted as it is.
    const weeks = new Map<string, number>();
    for (const r of rows) {
      const day = new Date(`${r.date}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      weeks.set(day.toISOString().slice(0, 10), (weeks.get(day.toISOString().slice(0, 10)) ?? 0) + r.revenue);
    }
    const expected = [...weeks.values()].filter((total) => total > 40_000).length;
    assert.ok(expected > 0 && expected < weeks.size);
    const weekly = await web.ask('number of weeks with revenue above 40000');
    assertAnswered(weekly, 'weeks with revenue above 40000');
    assert.match(weekly.answer, new RegExp(`\\*\\*${expected}\\*\\* of the ${weeks.size} weeks`));
  });

  it('ranks days by their totals: the most in a single day, the lowest day, the top 3 days', async () => {
    const conversions = dayTotals(rows, (r) => r.conversions).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const most = await web.ask('max conversions in a single day');
    assertAnswered(most, 'max conversions in a single day');
    assert.deepEqual(parseCsv(most.csv ?? '').map((r) => [r.period, Number(r.total_conversions)]), [conversions[0]]);

    const revenue = dayTotals(rows, (r) => r.revenue).sort((a, b) => a[1] - b[1]);
    const lowest = await web.ask('lowest revenue day');
    assertAnswered(lowest, 'lowest revenue day');
    const [low] = parseCsv(lowest.csv ?? '');
    assert.equal(low.period, revenue[0][0]);
    assert.ok(near(Number(low.total_revenue), revenue[0][1]));

    const top = await web.ask('top 3 days by revenue');
    assertAnswered(top, 'top 3 days by revenue');
    assert.deepEqual(parseCsv(top.csv ?? '').map((r) => r.period), revenue.slice(-3).reverse().map(([day]) => day));
  });

  it('averages the day totals of each page, and of each weekday', async () => {
    const run = await web.ask('average revenue per day by page');
    assertAnswered(run, 'average revenue per day by page');
    const byPage = new Map(parseCsv(run.csv ?? '').map((r) => [r.page, Number(r.average_daily_revenue)]));
    for (const page of PAGES) {
      const days = dayTotals(rows.filter((r) => r.page === page), (r) => r.revenue).map(([, total]) => total);
      assert.ok(near(byPage.get(page) ?? NaN, days.reduce((a, b) => a + b, 0) / days.length), `${page}: ${run.csv}`);
    }
    const weekdays = new Map<string, number[]>();
    for (const [day, total] of dayTotals(rows, (r) => r.revenue)) {
      const name = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
      weekdays.set(name, [...(weekdays.get(name) ?? []), total]);
    }
    const [best] = [...weekdays].map(([name, totals]): [string, number] => [name, totals.reduce((a, b) => a + b, 0) / totals.length]).sort((a, b) => b[1] - a[1]);
    const weekday = await web.ask('which weekday has the highest average daily revenue');
    assertAnswered(weekday, 'weekday with the highest average daily revenue');
    const [top] = parseCsv(weekday.csv ?? '');
    assert.equal(top.period, best[0]);
    assert.ok(near(Number(top.average_daily_revenue), best[1]), weekday.csv);
  });

  it('refuses a day figure of a level that does not add up over its rows', async () => {
    const run = await web.ask('how many days had bounce rate above 70');
    assertRefused(run, 'days with bounce rate above 70');
    assert.match(run.answer, /level that does not add up/);
  });

  it('asks whether the days or the rows are counted when a condition has no day total', async () => {
    const stations = await AnalystBench.create();
    // Three stations a day for ten days; two stations miss the same day, so dates and rows differ.
    const missing = new Set(['2024-03-03/Alnwick', '2024-03-03/Wooler', '2024-03-07/Alnwick']);
    await stations.loadRows('readings', ['date', 'station', 'rain_mm'], Array.from({ length: 10 }, (_, d) => ['Alnwick', 'Rothbury', 'Wooler'].map((station): Cell[] => [dayOf(d), station, missing.has(`${dayOf(d)}/${station}`) ? null : (d % 3) * 1.5])).flat());
    const both = await stations.ask('how many days are missing rain mm');
    assertRefused(both, 'days or rows missing rain');
    assert.match(both.answer, /at least one row/);
    const one = await stations.ask('how many days are missing rain mm at Alnwick');
    assertAnswered(one, 'one station');
    assert.match(one.answer, /\*\*2\*\*/);
  });

  it('answers a file of one row per day from its rows: the days over a bound, one average of the days, the top 3 days', async () => {
    const expected = dailyRows.filter((r) => Number(r[1]) > 8000).length;
    const run = await daily.ask('how many days had more than 8000 sessions');
    assertAnswered(run, 'daily file, days over 8000');
    assert.doesNotMatch(run.answer, /added up over its rows/);
    assert.match(run.answer, new RegExp(`\\*\\*${expected}\\*\\*`));
    // "The average daily sessions" of one row a day is one average, not the list of the days.
    const average = await daily.ask('what were the average daily sessions?');
    assertAnswered(average, 'daily file, average daily sessions');
    assert.ok(near(Number(parseCsv(average.csv ?? '')[0]?.average_sessions), dailyRows.reduce((sum, r) => sum + Number(r[1]), 0) / DAYS), average.csv);
    const top = await daily.ask('top 3 days by revenue');
    assertAnswered(top, 'daily file, top 3 days');
    const byRevenue = [...dailyRows].sort((a, b) => Number(b[2]) - Number(a[2])).slice(0, 3).map((r) => r[0]);
    assert.deepEqual(parseCsv(top.csv ?? '').map((r) => r.period), byRevenue);
  });
});
