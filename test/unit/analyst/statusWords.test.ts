/**
 * Numbers that label rows, on a print shop's web access log (no probe's domain): "top 200 status
 * codes" ranks 200 codes, "returned 404" and "status 503" name codes, "4xx or 5xx" is one range,
 * a "5xx rate" per group counts a range of codes, and bare "errors" (4xx and 5xx, or 5xx only) is
 * asked back. Expected figures are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, near, parseCsv } from './harness';

const CODES = [200, 200, 200, 200, 304, 201, 404, 404, 403, 500, 503, 200, 302, 404, 502, 200, 200, 429];
const PAGES = ['/quote', '/upload', '/proofs', '/checkout', '/track'];

function accessLog(): Cell[][] {
  return Array.from({ length: 540 }, (_, i): Cell[] => [`2024-09-${String(1 + (i % 30)).padStart(2, '0')} 09:${String(i % 60).padStart(2, '0')}`, PAGES[(i * 3 + Math.floor(i / 7)) % 5], CODES[(i * 13) % CODES.length], 2 + ((i * 31) % 900)]);
}

describe('analyst: numbers that label rows (HTTP status codes)', function () {
  this.timeout(180_000);
  const rows = accessLog();
  const count = (keep: (code: number) => boolean): number => rows.filter((row) => keep(Number(row[2]))).length;
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('p', ['served_at', 'page', 'http_status', 'kb_sent'], rows, 'printshop_access.csv');
  });

  it('reads the number after "top" as how many codes, not as the code 200', async () => {
    const run = await bench.ask('top 200 status codes');
    assertAnswered(run, 'top 200 status codes');
    const table = parseCsv(run.csv ?? '');
    const distinct = new Set(rows.map((row) => row[2])).size;
    assert.equal(table.length, distinct, run.answer.slice(0, 300));
    assert.equal(Number(Object.values(table[1])[1]), count((c) => c === 404), run.csv);
  });

  it('reads a code after "returned" or "status", and two classes side by side as one range', async () => {
    const notFound = await bench.ask('how many requests returned 404');
    assertAnswered(notFound, 'returned 404');
    assert.match(notFound.answer, new RegExp(`\\*\\*${count((c) => c === 404)}\\*\\*`), notFound.answer.slice(0, 300));
    const unavailable = await bench.ask('how many requests with status 503');
    assert.match(unavailable.answer, new RegExp(`\\*\\*${count((c) => c === 503)}\\*\\*`), unavailable.answer.slice(0, 300));
    const failing = await bench.ask('percent of requests that were 4xx or 5xx');
    assertAnswered(failing, '4xx or 5xx');
    assert.ok(near(Number(parseCsv(failing.csv ?? '')[0]?.percent), (100 * count((c) => c >= 400)) / rows.length), failing.answer.slice(0, 300));
  });

  it('gives a rate of a class of codes per page', async () => {
    const run = await bench.ask('5xx rate by page');
    assertAnswered(run, '5xx rate by page');
    const got = new Map(parseCsv(run.csv ?? '').map((row) => [row.page, Number(row.percent)]));
    assert.equal(got.size, PAGES.length, run.csv);
    for (const page of PAGES) {
      const mine = rows.filter((row) => row[1] === page);
      assert.ok(near(got.get(page) ?? NaN, (100 * mine.filter((row) => Number(row[2]) >= 500).length) / mine.length), `${page}: ${run.csv}`);
    }
  });

  it('asks back bare "errors": 4xx and 5xx, or 5xx only', async () => {
    for (const question of ['error rate', 'error rate by page', 'how many errors']) {
      const run = await bench.ask(question);
      assertRefused(run, question);
      assert.match(run.answer, /400 or above .* 500 or above/, `${question}: ${run.answer.slice(0, 300)}`);
    }
    assert.notEqual(count((c) => c >= 400), count((c) => c >= 500));
  });
});
