/**
 * What the rows of common files are called when no column says so (rowNames.ts): a gateway's
 * access log counts requests, hits and traffic as its rows, a ferry line's crossings are its
 * sailings and departures, a warehouse's shipments its parcels and packages. A log of pages with a
 * `hits` column (each row many requests) and a studio's bookings ("sessions" could be classes,
 * each with many bookings) keep refusing. Files generated here, figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, parseCsv } from './harness';

const SERVICES = ['auth', 'search', 'cart', 'billing'];

function gatewayLog(): Array<{ ts: string; method: string; service: string; status: number; latency: number; agent: string }> {
  return Array.from({ length: 240 }, (_, i) => ({
    ts: `2024-${String(1 + ((i * 7) % 6)).padStart(2, '0')}-${String(1 + ((i * 5) % 28)).padStart(2, '0')} ${String(i % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}:00`,
    method: i % 4 === 1 ? 'POST' : 'GET',
    service: SERVICES[(i * i + (i >> 3)) % 4],
    status: [200, 200, 200, 404, 500][i % 5],
    latency: 20 + ((i * 37) % 400),
    agent: ['Chrome', 'Firefox', 'Bot'][(i * 7) % 3],
  })).filter((_, i) => i % 11 !== 3 || i < 40);
}

function crossings(): Array<{ date: string; route: string; vessel: string; passengers: number }> {
  return Array.from({ length: 150 }, (_, i) => ({
    date: `2023-${String(1 + ((i * i) % 12)).padStart(2, '0')}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`,
    route: ['Harbour-Isle', 'Isle-Point', 'Point-Harbour'][i % 3],
    vessel: ['Osprey', 'Tern', 'Gannet', 'Puffin'][(i * 3 + (i >> 2)) % 4],
    passengers: 40 + ((i * 17) % 200),
  }));
}

function shipments(): Array<{ order: string; carrier: string; weight: number }> {
  return Array.from({ length: 90 }, (_, i) => ({ order: `SO-${5000 + i}`, carrier: ['Northline', 'Quickhaul', 'Palletco'][(i * i) % 3], weight: 1 + ((i * 13) % 40) }));
}

/** Rows per value, highest first (ties by name), as the analyst lists them. */
function countsBy<T>(rows: T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

describe('analyst: what the rows of common files are called', function () {
  this.timeout(180_000);
  let bench: AnalystBench;
  const log = gatewayLog();
  const ferry = crossings();
  const warehouse = shipments();
  const tables: Record<string, Awaited<ReturnType<AnalystBench['loadRows']>>> = Object.create(null);

  before(async () => {
    bench = await AnalystBench.create();
    tables.log = await bench.loadRows('gateway', ['ts', 'method', 'service', 'status', 'latency_ms', 'user_agent'], log.map((r) => [r.ts, r.method, r.service, r.status, r.latency, r.agent]), 'gateway_access_log.csv');
    tables.ferry = await bench.loadRows('ferry', ['Date', 'Route', 'Vessel', 'Passengers'], ferry.map((r) => [r.date, r.route, r.vessel, r.passengers]), 'ferry_crossings.csv');
    tables.warehouse = await bench.loadRows('warehouse', ['Order No', 'Carrier', 'Weight kg'], warehouse.map((r) => [r.order, r.carrier, r.weight]), 'warehouse_shipments.csv');
    tables.pages = await bench.loadRows('pages', ['page', 'day', 'hits'], Array.from({ length: 60 }, (_, i) => [['/', '/shop', '/help'][i % 3], `2024-03-${String(1 + (i % 20)).padStart(2, '0')}`, 5 + ((i * 11) % 90)]), 'web_access_log.csv');
    tables.studio = await bench.loadRows('studio', ['Booking Ref', 'Member', 'Class', 'Start'], Array.from({ length: 80 }, (_, i) => [`BK${100 + i}`, `M${i % 23}`, ['Spin', 'Pilates', 'Boxing'][i % 3], `2024-02-${String(1 + (i % 28)).padStart(2, '0')} 18:00:00`]), 'studio_bookings.csv');
  });

  const ask = (question: string, table: string): ReturnType<AnalystBench['ask']> => bench.ask(question, { tables: [tables[table]] });

  it('counts an access log’s requests, hits and traffic as its rows', async () => {
    const all = await ask('how many requests are in the log', 'log');
    assert.match(all.answer, /^Computed the number of rows, over all 2\d\d rows of gateway_access_log\.csv/m, all.answer.slice(0, 300));
    assert.equal(Number(parseCsv(all.csv ?? '')[0]?.rows), log.length);
    const bySer = await ask('hits by service', 'log');
    const table = parseCsv(bySer.csv ?? '');
    for (const [service, n] of countsBy(log, (r) => r.service)) assert.equal(Number(table.find((row) => row.service === service)?.rows), n, `${service}: ${bySer.answer.slice(0, 300)}`);
    const month = await ask('which month had the most requests', 'log');
    const months = countsBy(log, (r) => r.ts.slice(0, 7));
    const top = Math.max(...months.values());
    assert.equal(Number(parseCsv(month.csv ?? '')[0]?.rows), top, month.answer.slice(0, 300));
    assert.equal(months.get(parseCsv(month.csv ?? '')[0]?.period ?? ''), top);
    // "gets" is a verb here, never the method GET.
    const gets = await ask('which service gets the most traffic', 'log');
    const services = countsBy(log, (r) => r.service);
    assert.equal(Number(parseCsv(gets.csv ?? '')[0]?.rows), Math.max(...services.values()), gets.answer.slice(0, 300));
    assert.doesNotMatch(gets.answer, /GET/);
    const share = await ask('share of traffic by service in %', 'log');
    const shares = parseCsv(share.csv ?? '');
    for (const [service, n] of countsBy(log, (r) => r.service)) assert.ok(Math.abs(Number(shares.find((row) => row.service === service)?.percent) - (100 * n) / log.length) < 0.1, share.answer.slice(0, 300));
  });

  it('counts a ferry line’s sailings and departures as its crossings', async () => {
    const run = await ask('how many sailings per vessel', 'ferry');
    assert.match(run.answer, /^Computed the number of rows by Vessel/m, run.answer.slice(0, 300));
    const table = parseCsv(run.csv ?? '');
    for (const [vessel, n] of countsBy(ferry, (r) => r.vessel)) assert.equal(Number(table.find((row) => row.Vessel === vessel)?.rows), n, run.answer.slice(0, 300));
    const route = await ask('how many departures on the isle-point route', 'ferry');
    assert.equal(Number(parseCsv(route.csv ?? '')[0]?.rows), ferry.filter((r) => r.route === 'Isle-Point').length, route.answer.slice(0, 300));
  });

  it('counts a warehouse’s parcels and packages as its shipments', async () => {
    const run = await ask('packages by carrier', 'warehouse');
    const table = parseCsv(run.csv ?? '');
    for (const [carrier, n] of countsBy(warehouse, (r) => r.carrier)) assert.equal(Number(table.find((row) => row.Carrier === carrier)?.rows), n, run.answer.slice(0, 300));
    const heavy = await ask('how many parcels over 30 kg', 'warehouse');
    assert.equal(Number(parseCsv(heavy.csv ?? '')[0]?.rows), warehouse.filter((r) => r.weight > 30).length, heavy.answer.slice(0, 300));
  });

  it('keeps refusing where a column counts the things or the noun could be something else', async () => {
    // Each row of this log counts many hits: its rows are no requests.
    for (const question of ['how many requests are in the log', 'requests by page']) {
      const run = await ask(question, 'pages');
      assert.match(run.answer, /^I can’t answer/, `${question}: ${run.answer.slice(0, 300)}`);
    }
    // A user agent is a browser, not a user: the log has no user to count by.
    const users = await ask('which user made the most requests', 'log');
    assert.match(users.answer, /^I can’t answer/, users.answer.slice(0, 300));
    // A session of a class has many bookings.
    const sessions = await ask('how many sessions', 'studio');
    assert.match(sessions.answer, /^I can’t answer/, sessions.answer.slice(0, 300));
  });
});
