/**
 * HTTP status codes named in a question ("5xx errors", "404s", "server errors", "page not found"),
 * on a generated gateway log of a ticket office: the class or code filters the status column,
 * and the words stay unread on a table whose status column holds no HTTP codes. Expected counts
 * are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

const CODES = [200, 200, 200, 201, 204, 301, 400, 401, 404, 404, 429, 500, 502, 503, 200, 304];
const ROUTES = ['/tickets', '/seats', '/pay', '/login'];

function gatewayLog(): Cell[][] {
  return Array.from({ length: 400 }, (_, i): Cell[] => [`2024-05-${String(1 + (i % 28)).padStart(2, '0')} 10:00`, ROUTES[(i * 7) % 4], CODES[(i * 11) % CODES.length] , 20 + ((i * 29) % 400)]);
}

describe('analyst: HTTP status codes in the question', function () {
  this.timeout(120_000);
  const rows = gatewayLog();
  const count = (keep: (code: number) => boolean): number => rows.filter((row) => keep(Number(row[2]))).length;
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('g', ['requested_at', 'route', 'http_status', 'latency_ms'], rows, 'gateway.csv');
  });

  it('counts a class of codes and one code', async () => {
    const fives = await bench.ask('how many 5xx errors');
    assertAnswered(fives, '5xx');
    assert.match(fives.answer, /http_status from 500 to 599/);
    assert.match(fives.answer, new RegExp(`\\*\\*${count((c) => c >= 500)}\\*\\*`));
    const fours = await bench.ask('how many 4xx responses');
    assert.match(fours.answer, new RegExp(`\\*\\*${count((c) => c >= 400 && c < 500)}\\*\\*`));
    const notFound = await bench.ask('how many page not found errors');
    assertAnswered(notFound, 'page not found');
    assert.match(notFound.answer, new RegExp(`\\*\\*${count((c) => c === 404)}\\*\\*`));
  });

  it('reads "server errors" as 5xx in a ranking', async () => {
    const run = await bench.ask('which route has the most server errors');
    assertAnswered(run, 'server errors');
    const per = new Map<string, number>();
    for (const row of rows) if (Number(row[2]) >= 500) per.set(String(row[1]), (per.get(String(row[1])) ?? 0) + 1);
    const [top] = [...per].sort((a, b) => b[1] - a[1]);
    assert.match(run.answer, new RegExp(`${top[0]}\\*\\* has the highest .*\\*\\*${top[1]}\\*\\*`));
  });

  it('leaves "5xx" unread where the status column holds no HTTP codes', async () => {
    const other = await AnalystBench.create();
    await other.ingestRows('h', ['route', 'status', 'latency_ms'], rows.map((row) => [row[1], Number(row[2]) % 7, row[3]]), 'other.csv');
    assertRefused(await other.ask('how many 5xx errors'), 'no HTTP codes');
  });

  it('never sums the codes for a share of 5xx', async () => {
    const plain = await bench.ingestRows('s', ['requested_at', 'route', 'status', 'latency_ms'], rows, 'access.csv');
    const run = await bench.ask('pct of requests with a 5xx status', { tables: plain });
    const want = (100 * count((c) => c >= 500)) / rows.length;
    // Refused, or the share of rows; the share of the codes' total (500 + 502 + … over Σ codes) is another figure.
    if (!/I can.t answer/.test(run.answer)) assert.match(run.answer, new RegExp(want.toFixed(1).replace('.', '\\.')), run.answer.slice(0, 300));
    assert.doesNotMatch(run.answer, /total status/, run.answer.slice(0, 300));
  });
});
