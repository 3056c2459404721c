import assert from 'node:assert/strict';
import http from 'node:http';
import { UrlSigner } from '../../../src/engine/signing';
import { API_KEY, USER, startTestEngine, type TestEngine } from '../../support/engine-harness';

/** A raw request, so the test controls headers fetch would not let it set (Host). */
function raw(engine: TestEngine, options: http.RequestOptions, body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: engine.port, ...options }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('engine protocol', () => {
  let engine: TestEngine;
  before(async () => {
    engine = await startTestEngine();
  });
  after(() => engine.dispose());

  it('listens on 127.0.0.1 and reports its base url', () => {
    assert.match(engine.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(engine.url, `http://127.0.0.1:${engine.port}`);
  });

  it('answers 403 / 1003 insufficient.authentication without the key or with a wrong one, on every /v2 route', async () => {
    for (const headers of [{}, { 'x-pd-api-key': 'wrong' }, { 'x-pd-api-key': `${API_KEY}x` }] as Array<Record<string, string>>) {
      for (const [method, route] of [['GET', '/v2/team/sessions?user_id=u'], ['POST', '/v2/team/jobs'], ['GET', '/v2/team/nothing-here']]) {
        const response = await fetch(`${engine.url}${route}`, { method, headers });
        assert.equal(response.status, 403);
        assert.deepEqual(await response.json(), { code: 1003, msg: 'insufficient.authentication' });
        assert.ok(response.headers.get('x-pd-trace-id'));
      }
    }
  });

  it('rejects a Host header that is not a loopback name (DNS rebinding) and accepts localhost', async () => {
    const evil = await raw(engine, { path: '/v2/team/sessions?user_id=u', headers: { host: 'evil.example:80', 'x-pd-api-key': API_KEY } });
    assert.equal(evil.status, 403);
    assert.equal(JSON.parse(evil.text).code, 300002);
    const local = await raw(engine, { path: '/v2/team/sessions?user_id=u', headers: { host: `localhost:${engine.port}`, 'x-pd-api-key': API_KEY } });
    assert.equal(local.status, 200);
  });

  it('sends no CORS headers, even to a request with an Origin or a preflight', async () => {
    const simple = await raw(engine, { path: '/v2/team/sessions?user_id=u', headers: { origin: 'https://evil.example', 'x-pd-api-key': API_KEY } });
    const preflight = await raw(engine, {
      method: 'OPTIONS', path: '/v2/team/sessions', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    for (const reply of [simple, preflight]) {
      assert.deepEqual(Object.keys(reply.headers).filter((name) => name.startsWith('access-control-')), []);
    }
    assert.equal(preflight.status, 403);
  });

  it('puts x-pd-trace-id on every response, unique per request', async () => {
    const a = await engine.get('/sessions');
    const b = await engine.get('/sessions');
    assert.match(a.headers.get('x-pd-trace-id') ?? '', /^[0-9a-f]{32}$/);
    assert.notEqual(a.headers.get('x-pd-trace-id'), b.headers.get('x-pd-trace-id'));
  });

  it('accepts the caller trace id header (long values are cut for the log, not refused)', async () => {
    const reply = await engine.call('GET', `/sessions?user_id=${USER}`, undefined, { 'x-pd-external-trace-id': 'x'.repeat(300) });
    assert.equal(reply.body.code, 0);
  });

  it('answers unknown routes with a 404 envelope and wrong methods with a 405 envelope', async () => {
    const unknown = await engine.call('GET', '/unknown/thing');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 300003);
    assert.match(unknown.body.msg, /no such endpoint/);
    const outside = await fetch(`${engine.url}/favicon.ico`);
    assert.equal(outside.status, 404);
    assert.equal(((await outside.json()) as { code: number }).code, 300003);
    const wrongMethod = await engine.call('PUT', '/sessions', { user_id: USER });
    assert.equal(wrongMethod.status, 405);
    assert.equal(wrongMethod.body.code, 300001);
    assert.match(wrongMethod.headers.get('allow') ?? '', /GET/);
  });

  it('answers malformed JSON, a non-object body, wrong types and a missing user_id with 400 / 300001 and no stack', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/sessions', '{"name": "x", '],
      ['POST', '/sessions', '[1,2]'],
      ['POST', '/sessions', { name: 42, user_id: USER }],
      ['POST', '/sessions', { name: 'x' }],
      ['POST', '/sessions', { name: 'x', user_id: USER, max_contextual_job_history: 'ten' }],
      ['POST', '/sessions', { name: 'x', user_id: USER, output_language: 'KLINGON' }],
      ['POST', '/sessions', { name: 'x', user_id: USER, job_mode: 'FAST' }],
      ['POST', '/jobs', { session_id: 's', question: ['q'], user_id: USER }],
      ['GET', '/sessions', undefined],
      ['GET', '/datasets', undefined],
    ];
    for (const [method, route, body] of cases) {
      const reply = await engine.call(method, route, body);
      assert.equal(reply.status, 400, `${method} ${route} ${JSON.stringify(body)}`);
      assert.equal(reply.body.code, 300001);
      assert.equal(typeof reply.body.msg, 'string');
      assert.doesNotMatch(reply.body.msg, /\n\s+at /);
    }
  });

  it('keeps answering after a client drops a request half-way', async () => {
    await new Promise<void>((resolve) => {
      const request = http.request({ host: '127.0.0.1', port: engine.port, method: 'POST', path: '/v2/team/sessions', headers: { 'x-pd-api-key': API_KEY, 'content-length': '1000' } });
      request.on('error', () => resolve());
      request.write('{"name":');
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 50);
    });
    assert.equal((await engine.get('/sessions')).body.code, 0);
  });
});

describe('signed addresses', () => {
  const signer = new UrlSigner(Buffer.alloc(32, 7));
  // Computed per test, not at load time: mocha loads every file before the first test runs.
  const inOneHour = () => new Date(Date.now() + 3600_000);

  it('accept only the same method, path and expiry they were signed for', () => {
    const expires = inOneHour();
    const query = new URLSearchParams(signer.sign('GET', '/files/sources/ds-1/a.csv', expires));
    assert.equal(signer.verify('GET', '/files/sources/ds-1/a.csv', query), 'ok');
    assert.equal(signer.verify('PUT', '/files/sources/ds-1/a.csv', query), 'bad');
    assert.equal(signer.verify('GET', '/files/sources/ds-2/a.csv', query), 'bad');
    const later = new URLSearchParams(query);
    later.set('expires', String(Number(query.get('expires')) + 3600));
    assert.equal(signer.verify('GET', '/files/sources/ds-1/a.csv', later), 'bad');
    assert.equal(new UrlSigner(Buffer.alloc(32, 8)).verify('GET', '/files/sources/ds-1/a.csv', query), 'bad');
  });

  it('expire', () => {
    const expires = inOneHour();
    const query = new URLSearchParams(signer.sign('GET', '/p', expires));
    assert.equal(signer.verify('GET', '/p', query, expires.getTime() + 2000), 'expired');
  });
});
