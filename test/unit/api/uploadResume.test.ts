import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataAnalysisClient } from '../../../src/api/client';
import { ServiceError } from '../../../src/api/errors';
import { API_KEY, USER, startTestEngine, type TestEngine } from '../../support/engine-harness';
import { uploadProxy } from '../../support/uploadProxy';

const PART = 64 * 1024;
const PARTS = 6;

interface Seen {
  method: string;
  path: string;
}

/**
 * The engine behind a proxy that can cut the connection in the middle of a part's body: it reads
 * some bytes, then destroys the socket (as a dropped network does).
 */
async function droppingProxy(engineUrl: string) {
  const seen: Seen[] = [];
  const state = { dropPart: 0, target: engineUrl };
  const proxy = await uploadProxy(() => state.target, (req, part) => {
    seen.push({ method: req.method ?? '', path: (req.url ?? '/').split('?')[0] });
    if (req.method !== 'PUT' || part === undefined || part !== state.dropPart) return false;
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received >= PART / 2) req.socket.destroy();
    });
    return true;
  });
  return { ...proxy, seen, state };
}

const putsOf = (seen: Seen[]) => seen.filter((s) => s.method === 'PUT').map((s) => Number(s.path.split('/').pop()));
const count = (seen: Seen[], pathEnd: string) => seen.filter((s) => s.method === 'POST' && s.path.endsWith(pathEnd)).length;

describe('api/upload: resuming a multipart upload after the connection dropped (local engine)', () => {
  let engine: TestEngine;
  let proxy: Awaited<ReturnType<typeof droppingProxy>>;
  let client: DataAnalysisClient;
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'upload-resume-'));
    engine = await startTestEngine({ partSize: PART });
    proxy = await droppingProxy(engine.url);
    // Parts one at a time so the test knows which were accepted; two tries per part.
    client = new DataAnalysisClient({
      baseUrl: proxy.url, apiKey: API_KEY, userId: USER, proxy: { noProxy: '*' },
      uploadThresholdBytes: PART, uploadConcurrency: 1, retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 },
    });
  });
  afterEach(async () => {
    await client.close();
    await proxy.close();
    await engine.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  async function csvFile(name: string): Promise<{ file: string; text: string }> {
    const lines = ['id,label'];
    let text = '';
    for (let i = 0; text.length < PART * (PARTS - 0.5); i++) {
      lines.push(`${i},row-${randomBytes(6).toString('hex')}`);
      if (i % 1000 === 0) text = lines.join('\n');
    }
    text = `${lines.join('\n')}\n`;
    const file = path.join(dir, name);
    await writeFile(file, text);
    return { file, text };
  }

  /** A new file whose first upload was cut at part `cut` (the parts before it are stored); then the proxy lets everything through, its log cleared. */
  async function interrupted(name: string, cut: number): Promise<string> {
    const { file } = await csvFile(name);
    proxy.state.dropPart = cut;
    await assert.rejects(client.uploadFile(file), new RegExp(`${cut - 1} of ${PARTS} parts are stored`));
    proxy.state.dropPart = 0;
    proxy.seen.length = 0;
    return file;
  }

  it('sends only the parts not yet accepted, then completes; the data source has every row', async () => {
    const { file, text } = await csvFile('orders.csv');
    proxy.state.dropPart = 3;
    await assert.rejects(client.uploadFile(file), (error: ServiceError) => {
      assert.match(error.message, /2 of 6 parts are stored; uploading the same file again sends only the rest/);
      return true;
    });
    assert.deepEqual(putsOf(proxy.seen), [1, 2, 3, 3], 'part 3 was cut twice (the client retried it once)');
    assert.equal(count(proxy.seen, '/init-multipart-upload'), 1);
    assert.equal(count(proxy.seen, '/complete-multipart-upload'), 0);

    proxy.state.dropPart = 0;
    proxy.seen.length = 0;
    const source = await client.addFile(file, { intervalMs: 20 });
    assert.deepEqual(putsOf(proxy.seen), [3, 4, 5, 6], 'parts 1 and 2 were not sent again');
    assert.equal(count(proxy.seen, '/init-multipart-upload'), 0, 'the same upload was resumed, not a new one');
    assert.equal(count(proxy.seen, '/complete-multipart-upload'), 1);
    assert.equal(count(proxy.seen, '/jobs'), 0, 'no job is ever sent by an upload');
    assert.equal(source.status, 'synched', source.reason);
    assert.equal(source.size, Buffer.byteLength(text));
    const overview = await client.getDatasetOverview(source.dataset_id);
    assert.match(overview.summary, new RegExp(`${(text.trim().split('\n').length - 1).toLocaleString('en-US')} rows`));
  });

  it('starts a new upload when the file changed since the failed attempt', async () => {
    const file = await interrupted('changed.csv', 4);
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    await client.uploadFile(file);
    assert.equal(count(proxy.seen, '/init-multipart-upload'), 1);
    assert.deepEqual(putsOf(proxy.seen), [1, 2, 3, 4, 5, 6]);
  });

  it('starts a new upload when a resumed part address is refused, and keeps nothing of the refused one', async () => {
    const file = await interrupted('expired.csv', 2);
    // A new engine (another signing key, no such upload): the stored part addresses are refused, as expired ones are.
    await engine.dispose();
    engine = await startTestEngine({ partSize: PART });
    proxy.state.target = engine.url;
    await assert.rejects(client.uploadFile(file), (error: ServiceError) => {
      assert.equal(error.httpStatus, 403, error.message);
      assert.doesNotMatch(error.message, /parts are stored/);
      return true;
    });
    assert.deepEqual(putsOf(proxy.seen), [2], 'the refused part is not retried');
    proxy.seen.length = 0;
    await client.uploadFile(file);
    assert.equal(count(proxy.seen, '/init-multipart-upload'), 1, 'then a new upload starts');
    assert.deepEqual(putsOf(proxy.seen), [1, 2, 3, 4, 5, 6]);
  });
});
