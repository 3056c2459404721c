import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataAnalysisClient, nextPollInterval, type ClientOptions } from '../../../src/api/client';
import { ServiceError } from '../../../src/api/errors';
import { stripEtag } from '../../../src/api/upload';
import { InputCheck, checkFileName } from '../../../src/api/validate';
import type { CompleteMultipartBody, DataSource } from '../../../src/api/types';
import { delay, ok, startServer, type RecordedRequest, type TestServer } from '../../support/api-servers';

const KEY = 'upload-key-XYZ';
const PART = 64 * 1024;

interface ObjectStore {
  server: TestServer;
  client: DataAnalysisClient;
  /** Bytes received per part number (the last successful PUT). */
  parts: Map<number, Buffer>;
  puts: RecordedRequest[];
  completes: CompleteMultipartBody[];
  /** Decides what a part PUT does; return false to answer it normally. */
  misbehave?: (partNumber: number, attempt: number, res: import('node:http').ServerResponse) => boolean;
}

describe('api/upload: small and multipart uploads, sync wait', () => {
  const servers: TestServer[] = [];
  const clients: DataAnalysisClient[] = [];
  let dir: string;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'api-upload-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  async function file(name: string, size: number): Promise<{ file: string; bytes: Buffer }> {
    const bytes = randomBytes(size);
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return { file, bytes };
  }

  /** A service with the three multipart steps and an object store for the parts. */
  async function storeService(options: Partial<ClientOptions> = {}): Promise<ObjectStore> {
    const attempts = new Map<number, number>();
    const store = { parts: new Map<number, Buffer>(), puts: [] as RecordedRequest[], completes: [] as CompleteMultipartBody[] } as ObjectStore;
    const server = await startServer((req, res) => {
      if (req.method === 'PUT') {
        const n = Number(req.path.split('/').pop());
        const attempt = (attempts.get(n) ?? 0) + 1;
        attempts.set(n, attempt);
        store.puts.push(req);
        if (store.misbehave?.(n, attempt, res)) return;
        store.parts.set(n, req.body);
        res.writeHead(200, { etag: n % 2 === 0 ? `W/"etag-${n}"` : `"etag-${n}"` });
        res.end();
        return;
      }
      const body = req.body.length ? (JSON.parse(req.body.toString()) as Record<string, unknown>) : {};
      if (req.path.endsWith('/file/init-multipart-upload')) {
        const size = body.file_size as number;
        const items = [];
        for (let n = 1, offset = 0; offset < size; n++, offset += PART) {
          // One part as a path, as a server that stores parts itself may give it.
          items.push({ number: n, size: Math.min(PART, size - offset), upload_url: n === 2 ? `/store/up-1/${n}` : `${server.url}/store/up-1/${n}` });
        }
        items.reverse(); // the client must order them itself
        ok(res, { upload_id: 'up-1', file_object_key: 'files/u/big.csv', part_items: items });
      } else if (req.path.endsWith('/file/complete-multipart-upload')) {
        store.completes.push(body as unknown as CompleteMultipartBody);
        ok(res, { file_object_key: 'files/u/big.csv' });
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    store.server = server;
    servers.push(server);
    store.client = new DataAnalysisClient({ baseUrl: server.url, apiKey: KEY, userId: 'user-1', uploadThresholdBytes: 100 * 1024, retry: { baseDelayMs: 5, maxDelayMs: 20 }, ...options });
    clients.push(store.client);
    return store;
  }

  it('uploads a small file in one multipart/form-data request with user_id', async () => {
    const server = await startServer((_req, res) => ok(res, { file_object_key: 'files/u/small.csv' }));
    servers.push(server);
    const client = new DataAnalysisClient({ baseUrl: server.url, apiKey: KEY, userId: 'user-1' });
    clients.push(client);
    const small = await file('small "q".csv', 1000);
    const progress: number[] = [];
    const result = await client.uploadFile(small.file, { onProgress: (sent, total) => progress.push(sent / total) });
    assert.equal(result.file_object_key, 'files/u/small.csv');
    const req = server.requests[0]!;
    assert.equal(req.path, '/v2/team/file/upload-datasource');
    assert.equal(req.headers['x-pd-api-key'], KEY);
    const type = String(req.headers['content-type']);
    const boundary = /boundary=(.+)$/.exec(type)?.[1];
    assert.ok(type.startsWith('multipart/form-data') && boundary);
    const body = req.body;
    assert.ok(body.includes(Buffer.from('name="user_id"\r\n\r\nuser-1\r\n')));
    assert.ok(body.includes(Buffer.from('name="file"; filename="small %22q%22.csv"')));
    assert.ok(body.includes(small.bytes));
    assert.equal(progress.at(-1), 1);
  });

  it('checks the file before sending: supported extension, not empty', async () => {
    const store = await storeService();
    const exe = await file('tool.exe', 10);
    await assert.rejects(store.client.uploadFile(exe.file), (e: ServiceError) => e.code === 'INVALID_INPUT' && e.field === 'fileName');
    const empty = await file('empty.csv', 0);
    await assert.rejects(store.client.uploadFile(empty.file), (e: ServiceError) => e.code === 300005);
    await assert.rejects(store.client.uploadFile(path.join(dir, 'missing.csv')), (e: ServiceError) => e.field === 'path');
    assert.equal(store.server.requests.length, 0);
  });

  it('accepts the local engine\'s kinds (Parquet, NDJSON, gzip CSV, DuckDB) but not any .gz', () => {
    const verdict = (name: string) => {
      const check = new InputCheck();
      checkFileName(check, 'fileName', name);
      try {
        check.assert();
        return 'ok';
      } catch (error) {
        return (error as ServiceError).message;
      }
    };
    for (const name of ['sales.parquet', 'sales.PQ', 'events.ndjson', 'events.jsonl', 'orders.csv.gz', 'orders.tsv.gz', 'shop.duckdb']) assert.equal(verdict(name), 'ok', name);
    assert.match(verdict('backup.tar.gz'), /has the extension \.gz/);
  });

  it('uploads a large file in parts: in order, ETags unquoted, both key spellings, no key on PUTs', async () => {
    const store = await storeService();
    const size = 5 * PART - 1234;
    const { file: big, bytes } = await file('big.csv', size);
    const progress: Array<[number, number]> = [];
    const result = await store.client.uploadFile(big, { onProgress: (sent, total) => progress.push([sent, total]) });
    assert.equal(result.file_object_key, 'files/u/big.csv');
    const joined = Buffer.concat([1, 2, 3, 4, 5].map((n) => store.parts.get(n)!));
    assert.ok(joined.equals(bytes), 'the parts put together are the file');
    assert.equal(store.completes.length, 1);
    assert.deepEqual(store.completes[0], {
      file_object_key: 'files/u/big.csv',
      upload_id: 'up-1',
      user_id: 'user-1',
      part_etags: [1, 2, 3, 4, 5].map((n) => ({ number: n, part_number: n, etag: `etag-${n}` })),
    });
    for (const put of store.puts) {
      assert.equal(put.headers['x-pd-api-key'], undefined, 'part URLs are presigned: no key');
      assert.equal(Number(put.headers['content-length']), store.parts.get(Number(put.path.split('/').pop()))!.length);
    }
    const init = store.server.requests.find((r) => r.path.endsWith('init-multipart-upload'))!;
    assert.deepEqual(JSON.parse(init.body.toString()), { file_name: 'big.csv', file_size: size, user_id: 'user-1' });
    assert.deepEqual(progress.at(-1), [size, size]);
    assert.ok(progress.every(([sent, total]) => sent <= total && total === size));
  });

  it('one part at a time, every part read into the same buffer, still sends each part\'s own bytes', async () => {
    const store = await storeService({ uploadConcurrency: 1 });
    const { file: big, bytes } = await file('one-by-one.csv', 4 * PART - 77);
    await store.client.uploadFile(big);
    const joined = Buffer.concat([1, 2, 3, 4].map((n) => store.parts.get(n)!));
    assert.ok(joined.equals(bytes), 'the parts put together are the file');
    assert.equal(store.parts.get(4)!.length, PART - 77);
  });

  it('retries a failed part, then completes', async () => {
    const store = await storeService();
    const { file: big, bytes } = await file('retry.csv', 3 * PART);
    store.misbehave = (n, attempt, res) => {
      if (n === 2 && attempt === 1) {
        res.socket?.destroy();
        return true;
      }
      if (n === 3 && attempt < 3) {
        res.writeHead(503);
        res.end();
        return true;
      }
      return false;
    };
    await store.client.uploadFile(big);
    assert.equal(store.puts.filter((p) => p.path.endsWith('/2')).length, 2);
    assert.equal(store.puts.filter((p) => p.path.endsWith('/3')).length, 3);
    assert.ok(Buffer.concat([1, 2, 3].map((n) => store.parts.get(n)!)).equals(bytes));
  });

  it('gives up on a part the store refuses (403), stops the others, and never completes', async () => {
    const store = await storeService({ uploadConcurrency: 2 });
    const { file: big } = await file('refused.csv', 6 * PART);
    store.misbehave = (n, _attempt, res) => {
      if (n === 1) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return true;
      }
      return false;
    };
    await assert.rejects(store.client.uploadFile(big), (e: ServiceError) => e.httpStatus === 403 && /part 1/.test(e.msg));
    assert.equal(store.puts.filter((p) => p.path.endsWith('/1')).length, 1, 'a 403 is not retried');
    assert.ok(store.puts.length < 6, 'the remaining parts were not sent');
    assert.equal(store.completes.length, 0);
  });

  it('cancel stops every part in flight', async () => {
    const open = new Set<import('node:net').Socket>();
    // The object store takes the bytes of each part but never answers.
    const holding = await startServer((_req, _res, raw) => {
      open.add(raw.socket);
      raw.socket.on('close', () => open.delete(raw.socket));
      raw.resume();
    }, { readBody: false });
    servers.push(holding);
    const server = await startServer((_req, res) => {
      const items = Array.from({ length: 8 }, (_, i) => ({ number: i + 1, size: PART, upload_url: `${holding.url}/store/${i + 1}` }));
      ok(res, { upload_id: 'u', file_object_key: 'k', part_items: items });
    });
    servers.push(server);
    const client = new DataAnalysisClient({ baseUrl: server.url, apiKey: KEY, userId: 'u', uploadThresholdBytes: PART, uploadConcurrency: 4 });
    clients.push(client);
    const { file: big } = await file('cancel.csv', 8 * PART);
    const controller = new AbortController();
    const upload = client.uploadFile(big, { signal: controller.signal });
    while (open.size < 4) await delay(10);
    await delay(50);
    assert.equal(open.size, 4, 'four parts at once');
    controller.abort();
    await assert.rejects(upload, (e: ServiceError) => e.code === 'ABORTED');
    await delay(50);
    assert.equal(open.size, 0, 'every part connection was closed');
    assert.equal(holding.requests.length, 4, 'no part started after the cancel');
    assert.equal(server.requests.length, 1, 'never completed');
  });

  it('waits for the sync with back-off, reports each status, and gives up at the time limit', async () => {
    let polls = 0;
    const server = await startServer((req, res) => {
      if (req.method === 'POST' && req.path === '/v2/team/datasources') {
        ok(res, { id: 'ds-1', dataset_id: 'dset-new', name: 'a.csv', type: 'FILE', status: 'synching' });
      } else if (req.path.endsWith('/upload-datasource')) {
        ok(res, { file_object_key: 'files/a.csv' });
      } else if (req.path.endsWith('/ds-1')) {
        polls++;
        ok(res, { id: 'ds-1', dataset_id: 'dset-new', name: 'a.csv', type: 'FILE', status: polls < 3 ? 'synching' : 'synched' });
      } else {
        ok(res, { id: 'ds-2', dataset_id: 'dset-new', name: 'b.csv', type: 'FILE', status: 'synching' });
      }
    });
    servers.push(server);
    const client = new DataAnalysisClient({ baseUrl: server.url, apiKey: KEY, userId: 'u' });
    clients.push(client);
    const { file: small } = await file('a.csv', 100);
    const seen: DataSource['status'][] = [];
    const ds = await client.addFile(small, { intervalMs: 20, onStatus: (d) => seen.push(d.status) });
    assert.equal(ds.status, 'synched');
    assert.equal(ds.dataset_id, 'dset-new');
    assert.deepEqual(seen, ['synching', 'synching', 'synching', 'synched']);
    const create = server.requests.find((r) => r.path === '/v2/team/datasources')!;
    assert.deepEqual(JSON.parse(create.body.toString()), { type: 'FILE', name: 'a.csv', file_object_key: 'files/a.csv', user_id: 'u' });

    await assert.rejects(client.waitForSync('dset-new', 'ds-2', { timeoutMs: 150, intervalMs: 20 }), (e: ServiceError) => e.code === 'TIMEOUT' && /still synching/.test(e.msg));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await assert.rejects(client.waitForSync('dset-new', 'ds-2', { intervalMs: 1000, signal: controller.signal }), (e: ServiceError) => e.code === 'ABORTED');
  });

  it('polls a sync fast at first (100 ms) and backs off by half up to 2 s', () => {
    const waits = [100];
    while (waits.length < 12) waits.push(nextPollInterval(waits[waits.length - 1]));
    assert.deepEqual(waits.slice(0, 5), [100, 150, 225, 338, 507]);
    assert.equal(Math.max(...waits), 2000);
    // Within the first 2 s of a sync there are five polls, so a fast local load is seen at once.
    let elapsed = 0;
    let polls = 0;
    for (const wait of waits) {
      if (elapsed + wait > 2000) break;
      elapsed += wait;
      polls++;
    }
    assert.ok(polls >= 5, `only ${polls} polls in the first 2 s`);
  });

  it('strips ETag quotes and weak markers', () => {
    assert.equal(stripEtag('"abc"'), 'abc');
    assert.equal(stripEtag('W/"abc"'), 'abc');
    assert.equal(stripEtag('abc'), 'abc');
    assert.equal(stripEtag('""'), undefined);
    assert.equal(stripEtag(undefined), undefined);
  });
});
