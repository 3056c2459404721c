/**
 * The engine against careless and hostile clients over real HTTP: browser origins, headers too
 * large, broken HTTP, clients that stop sending, slow but steady uploads, and multipart uploads
 * left unfinished by a restart.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API_KEY, USER, startTestEngine, type TestEngine } from '../../support/engine-harness';

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request with exactly the headers given (fetch would not send an Origin of our choosing). */
function request(engine: TestEngine, method: string, route: string, headers: Record<string, string>, body?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${engine.url}${route}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Writes raw bytes on a new connection; resolves with what came back and how long the connection lived. */
function rawExchange(port: number, chunks: string[], gapMs = 0): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });
}

function envelopeOf(text: string): { code: number; msg: string } {
  const body = text.slice(text.indexOf('\r\n\r\n') + 4);
  return JSON.parse(body) as { code: number; msg: string };
}

describe('engine hardening: browser origins', () => {
  let engine: TestEngine;
  before(async () => {
    engine = await startTestEngine({ allowOrigins: ['https://notebook.example:8443/'] });
  });
  after(() => engine.dispose());

  it('refuses any request carrying a browser Origin, even with the right key', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:3000', 'http://localhost', 'https://notebook.example', 'vscode-webview://abc']) {
      const reply = await request(engine, 'GET', `/v2/team/sessions?user_id=${USER}`, { 'x-pd-api-key': API_KEY, origin });
      assert.equal(reply.status, 403, origin);
      const body = JSON.parse(reply.text);
      assert.equal(body.code, 300002, origin);
      assert.match(body.msg, /--allow-origin/);
      assert.equal(reply.headers['access-control-allow-origin'], undefined);
    }
    // Signed addresses too: a page must not fetch files through them.
    const refused = await request(engine, 'GET', '/files/results/res-x/x.csv?expires=1&signature=x', { origin: 'https://evil.example' });
    assert.equal(refused.status, 403);
  });

  it('serves an origin given with --allow-origin, with CORS headers and preflight', async () => {
    const origin = 'https://notebook.example:8443';
    const reply = await request(engine, 'GET', `/v2/team/sessions?user_id=${USER}`, { 'x-pd-api-key': API_KEY, origin });
    assert.equal(reply.status, 200);
    assert.equal(JSON.parse(reply.text).code, 0);
    assert.equal(reply.headers['access-control-allow-origin'], origin);
    assert.equal(reply.headers.vary, 'Origin');
    const preflight = await request(engine, 'OPTIONS', '/v2/team/jobs', {
      origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-pd-api-key, content-type',
    });
    assert.equal(preflight.status, 204);
    assert.match(String(preflight.headers['access-control-allow-headers']), /x-pd-api-key/);
    // The key is still required.
    assert.equal((await request(engine, 'GET', `/v2/team/sessions?user_id=${USER}`, { origin })).status, 403);
    // No Origin at all (the extension, the command line, scripts): served as before.
    assert.equal((await request(engine, 'GET', `/v2/team/sessions?user_id=${USER}`, { 'x-pd-api-key': API_KEY })).status, 200);
  });
});

describe('engine hardening: requests Node cannot route', () => {
  let engine: TestEngine;
  before(async () => {
    engine = await startTestEngine();
  });
  after(() => engine.dispose());

  it('answers headers that are too large with 431 in the error envelope', async () => {
    const reply = await request(engine, 'GET', `/v2/team/sessions?user_id=${USER}`, { 'x-pd-api-key': API_KEY, 'x-filler': 'a'.repeat(40_000) });
    assert.equal(reply.status, 431);
    assert.match(String(reply.headers['content-type']), /^application\/json/);
    const body = JSON.parse(reply.text);
    assert.equal(body.code, 300001);
    assert.match(body.msg, /headers are larger than/);
  });

  it('answers a request that is not HTTP with 400 in the error envelope, and keeps serving', async () => {
    const { text } = await rawExchange(engine.port, ['GARBAGE \x01\x02 NOT-HTTP\r\n\r\n']);
    assert.match(text, /^HTTP\/1\.1 400 /);
    assert.equal(envelopeOf(text).code, 300001);
    assert.equal((await engine.get('/sessions')).body.code, 0);
  });
});

describe('engine hardening: slow clients', () => {
  let engine: TestEngine;
  let slowJobMs = 0;
  before(async () => {
    engine = await startTestEngine({
      headersTimeoutMs: 1_000,
      idleTimeoutMs: 1_000,
      analyst: async (context) => {
        await new Promise((resolve) => setTimeout(resolve, slowJobMs));
        context.emit({ kind: 'MESSAGE', group: { id: 'g', name: 'Answer', stage: 'Respond' }, content: 'done' });
        return {};
      },
    });
  });
  after(() => engine.dispose());

  it('cuts off a client that stops sending its headers', async () => {
    const { text, ms } = await rawExchange(engine.port, ['GET /v2/team/sessions HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n']);
    assert.ok(ms < 5_000, `closed after ${ms} ms`);
    assert.match(text, /^HTTP\/1\.1 408 /);
    assert.equal(envelopeOf(text).code, 300001);
  });

  it('cuts off a client that trickles its headers forever', async () => {
    const lines = ['POST /v2/team/sessions HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
    const { ms } = await rawExchange(engine.port, lines, 200);
    assert.ok(ms < 5_000, `closed after ${ms} ms`);
  });

  it('cuts off a client that stops sending its body', async () => {
    const head = `POST /v2/team/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nx-pd-api-key: ${API_KEY}\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n`;
    const { ms } = await rawExchange(engine.port, [head, '{"name": "half']);
    assert.ok(ms >= 900 && ms < 5_000, `closed after ${ms} ms`);
    assert.equal((await engine.get('/sessions')).body.code, 0);
  });

  it('lets a slow but steady upload finish, each gap shorter than the limit but the whole far longer', async () => {
    // An engine of its own with a longer silence limit than the suite's: the gaps are a tenth of
    // it, so a test process stalled by a loaded machine (both ends share its event loop) cannot
    // make a gap look like silence, while the whole upload still lasts well past the limit.
    const idleMs = 2_000;
    const patient = await startTestEngine({ idleTimeoutMs: idleMs });
    try {
      await slowUpload(patient, idleMs);
    } finally {
      await patient.dispose();
    }
  });

  async function slowUpload(target: TestEngine, idleMs: number): Promise<void> {
    const chunk = Buffer.from(`${'x'.repeat(99)}\n`);
    const gapMs = idleMs / 10;
    const chunks = 26;
    const init = await target.call('POST', '/file/init-multipart-upload', { file_name: 'slow.csv', file_size: chunk.length * chunks, user_id: USER });
    const [part] = init.body.data.part_items;
    const started = Date.now();
    const etag = await new Promise<string>((resolve, reject) => {
      const req = http.request(part.upload_url, { method: 'PUT', headers: { 'content-length': String(chunk.length * chunks) }, agent: false }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(String(res.headers.etag)) : reject(new Error(`HTTP ${res.statusCode}`))));
      });
      req.on('error', reject);
      let sent = 0;
      const next = () => {
        req.write(chunk);
        if (++sent === chunks) req.end();
        else setTimeout(next, gapMs);
      };
      next();
    });
    assert.ok(Date.now() - started > 2 * idleMs, 'the upload took longer than two idle limits');
    const done = await target.call('POST', '/file/complete-multipart-upload', {
      file_object_key: init.body.data.file_object_key, upload_id: init.body.data.upload_id, part_etags: [{ number: 1, etag }], user_id: USER,
    });
    assert.equal(done.body.code, 0, JSON.stringify(done.body));
  }

  it('does not cut off a job that computes longer than the idle limit once its body is in', async () => {
    slowJobMs = 2_500;
    const session = (await engine.call('POST', '/sessions', { name: 'slow', user_id: USER })).body.data.id;
    const reply = await engine.call('POST', '/jobs', { session_id: session, user_id: USER, question: 'take your time' });
    slowJobMs = 0;
    assert.equal(reply.body.code, 0);
    assert.equal(reply.body.data.blocks[0].content, 'done');
  });
});

describe('engine hardening: unfinished multipart uploads at start', () => {
  it('removes their parts and records when the engine starts, not only when their time ends', async () => {
    const first = await startTestEngine({ partSize: 1024 });
    const init = await first.call('POST', '/file/init-multipart-upload', { file_name: 'big.csv', file_size: 3000, user_id: USER });
    const [part1, part2] = init.body.data.part_items;
    assert.equal((await fetch(part1.upload_url, { method: 'PUT', body: new Uint8Array(1024) })).status, 200);
    const parts = path.join(first.dataDir, 'parts');
    assert.deepEqual(await readdir(parts), [init.body.data.upload_id]);
    await first.dispose(true);
    const again = await startTestEngine({ dataDir: first.dataDir, partSize: 1024 });
    try {
      assert.deepEqual(await readdir(parts), []);
      // The same signed address on the new port: the signature still holds, the upload is gone.
      const late = await fetch(part2.upload_url.replace(first.url, again.url), { method: 'PUT', body: new Uint8Array(1024) });
      assert.equal(((await late.json()) as { code: number }).code, 300003);
    } finally {
      await again.dispose();
    }
  });
});
