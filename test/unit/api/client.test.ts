import assert from 'node:assert/strict';
import https from 'node:https';
import net from 'node:net';
import { DataAnalysisClient, type ClientOptions } from '../../../src/api/client';
import { ServiceError } from '../../../src/api/errors';
import { ok, sendEnvelope, startConnectProxy, startServer, type Handler, type TestServer } from '../../support/api-servers';
import { TEST_TLS_CERT, TEST_TLS_KEY } from '../../support/api-tls';

const KEY = 'sk-test-SECRET-key-123';

describe('api/client: endpoints, envelope, errors, retries, proxies', () => {
  const servers: TestServer[] = [];
  const clients: DataAnalysisClient[] = [];

  async function setup(handler: Handler, options: Partial<ClientOptions> = {}) {
    const server = await startServer(handler);
    servers.push(server);
    const client = new DataAnalysisClient({
      baseUrl: `${server.url}/api`,
      apiKey: KEY,
      userId: 'user-1',
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
      ...options,
    });
    clients.push(client);
    return { server, client };
  }

  async function rejects(promise: Promise<unknown>): Promise<ServiceError> {
    try {
      await promise;
    } catch (error) {
      assert.ok(error instanceof ServiceError, `expected a ServiceError, got ${String(error)}`);
      assert.ok(!error.message.includes(KEY), 'the key must never be in a message');
      return error;
    }
    assert.fail('expected a rejection');
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it('puts user_id in the query for GET and in the JSON body for POST and DELETE, with key and fresh trace ids', async () => {
    const { server, client } = await setup((req, res) => ok(res, req.method === 'GET' ? { id: 's1', name: 'n' } : { id: 'new' }, `t-${server.requests.length}`));
    const created = await client.createSession({ name: 'Quarterly', job_mode: 'DATA_ANALYTICS' });
    assert.equal(created.id, 'new');
    assert.equal(created.traceId, 't-1');
    await client.getSession('s1');
    await client.deleteSession('s/1');
    const [post, get, del] = server.requests;
    assert.equal(post?.path, '/api/v2/team/sessions');
    assert.deepEqual(JSON.parse(post!.body.toString()), { name: 'Quarterly', job_mode: 'DATA_ANALYTICS', user_id: 'user-1' });
    assert.equal(get?.query.get('user_id'), 'user-1');
    assert.equal(del?.method, 'DELETE');
    assert.equal(del?.path, '/api/v2/team/sessions/s%2F1');
    assert.deepEqual(JSON.parse(del!.body.toString()), { user_id: 'user-1' });
    for (const r of server.requests) assert.equal(r.headers['x-pd-api-key'], KEY);
    const ids = server.requests.map((r) => r.headers['x-pd-external-trace-id']);
    assert.equal(new Set(ids).size, 3);
    for (const id of ids) assert.ok(typeof id === 'string' && id.length > 0 && id.length <= 128);
  });

  it('places paths right after the base address, with or without a prefix or trailing slash', async () => {
    const { server } = await setup((_req, res) => ok(res, { id: 's', name: 'n' }));
    for (const base of [server.url, `${server.url}/`, `${server.url}/api/`]) {
      const client = new DataAnalysisClient({ baseUrl: base, apiKey: KEY, userId: 'u' });
      clients.push(client);
      await client.getSession('s');
    }
    assert.deepEqual(server.requests.map((r) => r.path), ['/v2/team/sessions/s', '/v2/team/sessions/s', '/api/v2/team/sessions/s']);
  });

  it('asks the key function before every request', async () => {
    let key = 'first-key-0001';
    const { server, client } = await setup((_req, res) => ok(res, { id: 's', name: 'n' }), { apiKey: async () => key });
    await client.getSession('s');
    key = 'second-key-0002';
    await client.getSession('s');
    assert.deepEqual(server.requests.map((r) => r.headers['x-pd-api-key']), ['first-key-0001', 'second-key-0002']);
  });

  it('treats HTTP 200 with code 300003 as an error, with trace ids', async () => {
    const { client } = await setup((_req, res) => sendEnvelope(res, { code: 300003, msg: 'resource not found' }, 200, { 'x-pd-trace-id': 'trace-404' }));
    const err = await rejects(client.getSession('gone'));
    assert.equal(err.code, 300003);
    assert.equal(err.msg, 'resource not found');
    assert.equal(err.httpStatus, 200);
    assert.equal(err.traceId, 'trace-404');
    assert.ok(err.externalTraceId);
    assert.match(err.userMessage, /not found/);
    assert.match(err.message, /trace-404/);
  });

  it('turns 403 with 1003 into an auth error that says to set the key again, never echoing the key', async () => {
    const { server, client } = await setup((_req, res) => sendEnvelope(res, { code: 1003, msg: `insufficient.authentication for ${KEY}` }, 403));
    const err = await rejects(client.listDatasets());
    assert.equal(err.code, 1003);
    assert.equal(err.httpStatus, 403);
    assert.ok(err.isAuthError);
    assert.match(err.nextStep, /API key again/);
    assert.ok(!err.msg.includes(KEY));
    assert.equal(server.requests.length, 1, 'an auth error is not retried');
  });

  it('retries a GET after 429 and honours Retry-After', async () => {
    let calls = 0;
    const { server, client } = await setup((_req, res) => {
      calls++;
      if (calls === 1) sendEnvelope(res, { code: 201, msg: 'rate limited' }, 429, { 'retry-after': '1' });
      else ok(res, { total_items: 0, page_number: 1, page_size: 10, records: [] });
    });
    const started = Date.now();
    const page = await client.listSessions();
    assert.deepEqual(page.records, []);
    assert.equal(server.requests.length, 2);
    assert.ok(Date.now() - started >= 950, 'waited for Retry-After');
  });

  it('retries GETs on 502/503/504 and on a connection reset, then gives up with the last error', async () => {
    let calls = 0;
    const { server, client } = await setup((_req, res, raw) => {
      calls++;
      if (calls === 1) raw.socket.destroy();
      else if (calls === 2) sendEnvelope(res, { code: 9999, msg: 'bad gateway' }, 502);
      else if (calls === 3) sendEnvelope(res, { code: 9999, msg: 'busy' }, 503);
      else ok(res, { synched_count: 1, invalid_count: 0, synching_count: 0 });
    });
    const status = await client.getDatasetStatus('d1');
    assert.equal(status.synched_count, 1);
    assert.equal(server.requests.length, 4);

    calls = 1; // from now on: 502, 503, then success would come at the 4th — allow only 2 attempts
    const limited = new DataAnalysisClient({ baseUrl: `${server.url}/api`, apiKey: KEY, userId: 'u', retry: { maxAttempts: 2, baseDelayMs: 1 } });
    clients.push(limited);
    const err = await rejects(limited.getDatasetStatus('d1'));
    assert.equal(err.httpStatus, 503);
  });

  it('never retries job creation or any create/delete, even on 503 or a dropped connection', async () => {
    const { server, client } = await setup((req, res, raw) => {
      if (req.path.endsWith('/jobs')) sendEnvelope(res, { code: 9999, msg: 'busy' }, 503);
      else raw.socket.destroy();
    });
    const jobErr = await rejects(client.createJob({ session_id: 's', question: 'Revenue by region?' }));
    assert.equal(jobErr.httpStatus, 503);
    const netErr = await rejects(client.createDataset({ name: 'Sales' }));
    assert.equal(netErr.code, 'NETWORK');
    await rejects(client.deleteDataset('d1'));
    assert.equal(server.requests.length, 3);
  });

  it('reports 500 with 210020 as a failed job that can be asked again, not retried', async () => {
    const { server, client } = await setup((_req, res) => sendEnvelope(res, { code: 210020, msg: 'Something went wrong during job execution. Please try again.' }, 500));
    const err = await rejects(client.createJob({ session_id: 's', question: 'Why?' }));
    assert.equal(err.code, 210020);
    assert.equal(err.httpStatus, 500);
    assert.ok(err.retryable);
    assert.match(err.nextStep, /again/);
    assert.equal(server.requests.length, 1);
  });

  it('says what came back when the body is an HTML page, empty, truncated or plain text', async () => {
    const bodies: Array<[number, string, string]> = [
      [502, 'text/html', '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>'],
      [200, 'application/json', ''],
      [200, 'application/json', '{"code":0,"data":{"id":"s1","na'],
      [200, 'text/plain', 'upstream connect error'],
      [200, 'application/json', '[1,2]'],
      [200, 'application/json', '{"data":{}}'],
    ];
    let i = 0;
    const { client } = await setup((_req, res) => {
      const [status, type, body] = bodies[i++]!;
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    }, { retry: { maxAttempts: 1 } });
    const errors: ServiceError[] = [];
    for (let n = 0; n < bodies.length; n++) errors.push(await rejects(client.getSession('s1')));
    assert.match(errors[0]!.msg, /HTML page.*HTTP 502.*502 Bad Gateway/);
    assert.equal(errors[0]!.code, 'HTTP');
    assert.equal(errors[1]!.code, 'BAD_RESPONSE');
    assert.match(errors[1]!.msg, /empty body/);
    assert.match(errors[2]!.msg, /cut off or malformed/);
    assert.match(errors[3]!.msg, /not JSON.*upstream connect error/);
    assert.match(errors[4]!.msg, /not an object/);
    assert.match(errors[5]!.msg, /no numeric "code"/);
    for (const e of errors) assert.ok(!(e.cause instanceof SyntaxError), 'never a bare JSON exception');
  });

  it('reads the overview with code as an object and keywords as a string', async () => {
    const { client } = await setup((_req, res) => sendEnvelope(res, {
      code: { code: 0 },
      data: { id: 'd1', name: 'Sales', description: '', summary: 'Two files', exploration_questions: ['Top region?'], keywords: 'revenue, region ,month' },
    }));
    const overview = await client.getDatasetOverview('d1');
    assert.deepEqual(overview.keywords, ['revenue', 'region', 'month']);
    assert.deepEqual(overview.exploration_questions, ['Top region?']);
    const { client: failing } = await setup((_req, res) => sendEnvelope(res, { code: { code: 300003 }, msg: 'not found' }));
    assert.equal((await rejects(failing.getDatasetOverview('x'))).code, 300003);
    // The integer form, as the hosted service and the local engine send it.
    const { client: plain } = await setup((_req, res) => sendEnvelope(res, {
      code: 0, data: { id: 'd1', name: 'Sales', description: '', summary: '', exploration_questions: [], keywords: ['a'] },
    }));
    assert.deepEqual((await plain.getDatasetOverview('d1')).keywords, ['a']);
  });

  it('iterates pages until the total is reached, and sends the status filter comma-separated', async () => {
    const all = Array.from({ length: 25 }, (_, i) => ({ id: `ds-${i}`, dataset_id: 'd', name: `f${i}.csv`, type: 'FILE', status: 'synched' }));
    const { server, client } = await setup((req, res) => {
      const page = Number(req.query.get('page_number'));
      const size = Number(req.query.get('page_size'));
      ok(res, { total_items: all.length, page_number: page, page_size: size, records: all.slice((page - 1) * size, page * size) });
    });
    const seen: string[] = [];
    for await (const page of client.dataSourcePages('d', { page_size: 10, status: ['synching', 'invalid'] })) {
      seen.push(...page.records.map((r) => r.id));
    }
    assert.equal(seen.length, 25);
    assert.equal(server.requests.length, 3);
    assert.equal(server.requests[0]?.query.get('status'), 'synching,invalid');
  });

  it('checks inputs before sending, naming the field', async () => {
    const { server, client } = await setup((_req, res) => ok(res, {}));
    const cases: Array<[Promise<unknown>, string]> = [
      [client.createJob({ session_id: 's', question: 'x'.repeat(6001) }), 'question'],
      [client.createJob({ session_id: 's', question: 'q', datasource_ids: Array.from({ length: 1001 }, (_, i) => `ds-${i}`) }), 'datasource_ids'],
      [client.createSession({ name: 'n', max_contextual_job_history: 11 }), 'max_contextual_job_history'],
      [client.createSession({ name: 'n', output_language: 'XX' as 'EN' }), 'output_language'],
      [client.presignDataSource('d', 'ds', { expiresIn: 59 }), 'expires_in'],
      [client.createDataSource('d', { name: 'a.csv', url: 'https://x/a.csv', file_object_key: 'k' }), 'url'],
      [client.createDataSource('d', { name: 'a.csv' }), 'file_object_key'],
      [client.createDataSource('d', { name: 'a.exe', file_object_key: 'k' }), 'name'],
      [client.listSessions({ search: 's'.repeat(129) }), 'search'],
      [client.modifyDataset('d', {}), 'name'],
      [client.getSession(''), 'sessionId'],
    ];
    for (const [promise, field] of cases) {
      const err = await rejects(promise);
      assert.equal(err.code, 'INVALID_INPUT');
      assert.equal(err.field, field);
      assert.match(err.userMessage, new RegExp(`^${field}:`));
    }
    assert.equal(server.requests.length, 0);
  });

  it('sends a long name (the service truncates it) and warns about it', async () => {
    const warnings: string[] = [];
    const { server, client } = await setup((_req, res) => ok(res, { id: 'x' }), { logger: { debug: () => {}, warn: (m) => warnings.push(m) } });
    await client.createDataset({ name: 'n'.repeat(200), description: 'd'.repeat(6000) });
    assert.equal(server.requests.length, 1);
    assert.match(warnings.join('\n'), /name is 200 characters long; the service keeps only the first 128/);
    assert.match(warnings.join('\n'), /description is 6000 characters long; the service keeps only the first 5000/);
  });

  it('times out waiting for headers and when a body goes silent', async () => {
    const { client } = await setup((req, res) => {
      if (req.path.endsWith('/s-headers')) return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":0,'); // then silence
    }, { timeouts: { headersMs: 300, bodyIdleMs: 300 }, retry: { maxAttempts: 1 } });
    const headers = await rejects(client.getSession('s-headers'));
    assert.equal(headers.code, 'TIMEOUT');
    assert.match(headers.msg, /headers/);
    const body = await rejects(client.getSession('s-body'));
    assert.equal(body.code, 'TIMEOUT');
    assert.match(body.msg, /silent/);
  });

  it('reports a refused connection as a network error, and aborting as ABORTED', async () => {
    const port = await freePort();
    const client = new DataAnalysisClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: KEY, userId: 'u', retry: { maxAttempts: 2, baseDelayMs: 1 } });
    clients.push(client);
    assert.equal((await rejects(client.listSessions())).code, 'NETWORK');

    const { client: slow } = await setup(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const err = await rejects(slow.listSessions({}, { signal: controller.signal }));
    assert.equal(err.code, 'ABORTED');
  });

  it('goes through an explicit CONNECT proxy', async () => {
    const proxy = await startConnectProxy();
    try {
      const { server, client } = await setup((_req, res) => ok(res, { id: 's1', name: 'via proxy' }), {});
      await client.close();
      const proxied = new DataAnalysisClient({ baseUrl: `${server.url}/api`, apiKey: KEY, userId: 'u', proxy: { url: proxy.url, noProxy: '' } });
      clients.push(proxied);
      const session = await proxied.getSession('s1');
      assert.equal(session.name, 'via proxy');
      assert.deepEqual(proxy.connects, [`127.0.0.1:${server.port}`]);
      assert.equal(proxy.plainRequests, 0);
      assert.equal(server.requests[0]?.headers['x-pd-api-key'], KEY, 'the key travels inside the tunnel');
    } finally {
      await proxy.close();
    }
  });

  it('honours HTTP_PROXY and NO_PROXY from the environment', async () => {
    const proxy = await startConnectProxy();
    const saved = { HTTP_PROXY: process.env.HTTP_PROXY, http_proxy: process.env.http_proxy, NO_PROXY: process.env.NO_PROXY, no_proxy: process.env.no_proxy };
    try {
      const { server } = await setup((_req, res) => ok(res, { id: 's1', name: 'n' }));
      delete process.env.http_proxy;
      delete process.env.no_proxy;
      process.env.HTTP_PROXY = proxy.url;
      process.env.NO_PROXY = '';
      const viaEnv = new DataAnalysisClient({ baseUrl: server.url, apiKey: KEY, userId: 'u' });
      clients.push(viaEnv);
      await viaEnv.getSession('s1');
      assert.equal(proxy.connects.length, 1);

      process.env.NO_PROXY = '127.0.0.1';
      const bypass = new DataAnalysisClient({ baseUrl: server.url, apiKey: KEY, userId: 'u' });
      clients.push(bypass);
      await bypass.getSession('s1');
      assert.equal(proxy.connects.length, 1, 'NO_PROXY host goes direct');
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await proxy.close();
    }
  });

  it('verifies TLS certificates unless strict SSL is turned off, also through a proxy tunnel', async () => {
    const server = https.createServer({ key: TEST_TLS_KEY, cert: TEST_TLS_CERT }, (_req, res) => ok(res, { id: 's1', name: 'over tls' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = await startConnectProxy();
    try {
      const base = `https://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
      const strict = new DataAnalysisClient({ baseUrl: base, apiKey: KEY, userId: 'u' });
      clients.push(strict);
      const err = await rejects(strict.getSession('s1'));
      assert.equal(err.code, 'NETWORK');
      assert.match(err.msg, /certificate/);
      assert.equal(err.retryable, false);

      const relaxed = new DataAnalysisClient({ baseUrl: base, apiKey: KEY, userId: 'u', proxy: { strictSSL: false } });
      clients.push(relaxed);
      assert.equal((await relaxed.getSession('s1')).name, 'over tls');

      const tunnelled = new DataAnalysisClient({ baseUrl: base, apiKey: KEY, userId: 'u', proxy: { url: proxy.url, noProxy: '', strictSSL: false } });
      clients.push(tunnelled);
      assert.equal((await tunnelled.getSession('s1')).name, 'over tls');
      assert.equal(proxy.connects.length, 1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await proxy.close();
    }
  });

  it('reports a proxy that refuses the tunnel as a network error', async () => {
    const refusing = await startServer((_req, res) => {
      res.writeHead(405);
      res.end();
    });
    servers.push(refusing);
    refusing.onConnect((socket) => socket.end('HTTP/1.1 407 Proxy Authentication Required\r\ncontent-length: 0\r\n\r\n'));
    const { server } = await setup((_req, res) => ok(res, {}));
    const client = new DataAnalysisClient({ baseUrl: server.url, apiKey: KEY, userId: 'u', proxy: { url: refusing.url, noProxy: '' }, retry: { maxAttempts: 1 } });
    clients.push(client);
    const err = await rejects(client.getSession('s'));
    assert.equal(err.code, 'NETWORK');
    assert.equal(server.requests.length, 0);

    // A proxy that just drops the CONNECT: undici alone would wait forever.
    const dropping = await startServer(() => undefined);
    servers.push(dropping);
    dropping.onConnect((socket) => socket.destroy());
    const stuck = new DataAnalysisClient({ baseUrl: server.url, apiKey: KEY, userId: 'u', proxy: { url: dropping.url, noProxy: '' }, retry: { maxAttempts: 1 }, timeouts: { connectMs: 200, headersMs: 200 } });
    clients.push(stuck);
    assert.equal((await rejects(stuck.getSession('s'))).code, 'TIMEOUT');
  });

  it('keeps under 20 requests per second', async () => {
    const { server, client } = await setup((_req, res) => ok(res, { id: 's', name: 'n' }));
    const started = Date.now();
    await Promise.all(Array.from({ length: 25 }, () => client.getSession('s')));
    assert.equal(server.requests.length, 25);
    assert.ok(Date.now() - started >= 950, 'the 21st request waited for the window');
  });

  it('downloads a result, sending the key only to the service itself', async () => {
    const { server: files } = await setup((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end('region,revenue\nNorth,10\n');
    });
    const { server, client } = await setup((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from([137, 80, 78, 71]));
    });
    const table = await client.downloadResult(`${files.url}/t/1.csv?sig=abc`);
    assert.equal(new TextDecoder().decode(table.bytes), 'region,revenue\nNorth,10\n');
    assert.equal(table.contentType, 'text/csv');
    assert.equal(files.requests[0]?.headers['x-pd-api-key'], undefined);
    const image = await client.downloadResult('/files/chart.png');
    assert.deepEqual([...image.bytes], [137, 80, 78, 71]);
    assert.equal(server.requests[0]?.headers['x-pd-api-key'], KEY);
    await assert.rejects(client.downloadResult(`${files.url}/big`, { maxBytes: 4 }), (e: ServiceError) => e.code === 'BAD_RESPONSE');
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
