/**
 * Spans between two date columns: "average days between opened and closed", "how long is the
 * average stay", "average time to ship" are each row's later date minus its earlier one, over the
 * rows where both are known, in days or the unit asked. An unclear pair (two end-like dates) or no
 * aggregation is refused. Files generated here, the expected figures computed in plain JavaScript.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertRefused, firstFigure, near, type Cell } from './harness';

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** 60 tickets over 2023, every seventh still open (no Closed date). */
const tickets = Array.from({ length: 60 }, (_, i) => {
  const opened = Date.UTC(2023, 0, 1) + ((i * 53) % 300) * DAY;
  const days = (i * 7) % 23;
  return { opened, closed: i % 7 === 3 ? null : opened + days * DAY, days, group: ['High', 'Low'][i % 2] };
});
const closedDays = tickets.flatMap((t) => (t.closed === null ? [] : [t.days]));

describe('analyst: spans between two dates', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
  });
  const load = async (extra = false) => bench.ingestRows('t_tickets', ['Ticket ID', 'Priority', 'Opened', 'Closed', ...(extra ? ['Resolved'] : [])],
    tickets.map((t, i): Cell[] => [`T${i}`, t.group, iso(t.opened), t.closed === null ? null : iso(t.closed), ...(extra ? [t.closed === null ? null : iso(t.closed - DAY)] : [])]), 'tickets.csv');

  it('averages the days between the two dates named, over the rows with both', async () => {
    const tables = await load();
    const run = await bench.ask('average days between opened and closed', { tables });
    assert.match(run.answer, /^Computed the average days from Opened to Closed/, run.answer);
    assert.match(run.answer, new RegExp(`over the ${closedDays.length} rows with a value`), run.answer);
    assert.ok(near(firstFigure(run), mean(closedDays)), `${firstFigure(run)} vs ${mean(closedDays)}`);
    const hours = await bench.ask('median hours between opened and closed', { tables });
    assert.ok(near(firstFigure(hours), median(closedDays) * 24), `${firstFigure(hours)}`);
  });

  it('reads "time to close" and "how long ... on average" as the start-like and the end-like date', async () => {
    const tables = await load();
    for (const question of ['average time to close a ticket', 'how long does it take on average to close a ticket']) {
      const run = await bench.ask(question, { tables });
      assert.ok(near(firstFigure(run), mean(closedDays)), `${question}: ${run.answer}`);
    }
    const high = tickets.flatMap((t) => (t.closed !== null && t.group === 'High' ? [t.days] : []));
    const byGroup = await bench.ask('average days to close by priority', { tables });
    assert.match(byGroup.csv ?? '', new RegExp(`High,${mean(high).toFixed(2).replace(/0+$/, '').replace('.', '\\.')}`), byGroup.csv);
  });

  it('refuses when two dates could end the span, or no average, median or extreme is asked', async () => {
    const tables = await load(true);
    assertRefused(await bench.ask('average time to completion', { tables }), 'average time to completion');
    assertRefused(await bench.ask('how long is a ticket open on average', { tables }), 'two end dates');
    const two = await load();
    assertRefused(await bench.ask('how long did tickets take', { tables: two }), 'no aggregation');
    assertRefused(await bench.ask('how long do tickets stay open on average', { tables: two }), 'a lasting state');
  });

  it('refuses days between times of day (elapsed hours over 24, or calendar days), and answers hours', async () => {
    const tables = await bench.ingestRows('t_issues', ['Issue ID', 'created_at', 'closed_at'],
      tickets.map((t, i): Cell[] => [`I${i}`, `${iso(t.opened)} 18:00:00`, t.closed === null ? null : `${iso(t.closed)} 09:00:00`]), 'issues.csv');
    assertRefused(await bench.ask('average time to close in days', { tables }), 'days between timestamps');
    const hours = await bench.ask('average hours to close', { tables });
    assert.ok(near(firstFigure(hours), mean(closedDays.map((days) => days * 24 - 9))), `${firstFigure(hours)}`);
  });
});
