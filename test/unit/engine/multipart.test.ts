import assert from 'node:assert/strict';
import { API_KEY, USER, startTestEngine, waitForSync, type TestEngine } from '../../support/engine-harness';

describe('engine multipart upload', () => {
  let engine: TestEngine;
  // Small parts so a few kilobytes exercise several parts.
  before(async () => {
    engine = await startTestEngine({ partSize: 1024 });
  });
  after(() => engine.dispose());

  const content = Buffer.from(['id,value', ...Array.from({ length: 400 }, (_, i) => `${i},${i * 3}`)].join('\n'));

  async function init(fileSize = content.length, fileName = 'values.csv') {
    const reply = await engine.call('POST', '/file/init-multipart-upload', { file_name: fileName, file_size: fileSize, user_id: USER });
    return reply.body;
  }

  async function put(url: string, bytes: Uint8Array) {
    // No API key: the signed address is the authorisation.
    return fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
  }

  it('splits into parts, stores each with an ETag, completes, and the key makes a data source', async () => {
    const { code, data } = await init();
    assert.equal(code, 0);
    assert.match(data.upload_id, /^up-/);
    assert.equal(data.part_items.length, Math.ceil(content.length / 1024));
    assert.deepEqual(data.part_items.map((p: { number: number }) => p.number), data.part_items.map((_: unknown, i: number) => i + 1));
    assert.equal(data.part_items.reduce((sum: number, p: { size: number }) => sum + p.size, 0), content.length);
    const etags = [];
    let offset = 0;
    for (const part of data.part_items) {
      assert.ok(part.upload_url.startsWith(`${engine.url}/uploads/${data.upload_id}/parts/${part.number}?`));
      assert.ok(!part.upload_url.includes(API_KEY));
      const response = await put(part.upload_url, content.subarray(offset, offset + part.size));
      offset += part.size;
      assert.equal(response.status, 200);
      const etag = response.headers.get('etag') ?? '';
      assert.match(etag, /^"[0-9a-f]{32}"$/);
      etags.push({ number: part.number, part_number: part.number, etag: etag.replace(/"/g, '') });
    }
    const done = await engine.call('POST', '/file/complete-multipart-upload', {
      file_object_key: data.file_object_key, upload_id: data.upload_id, part_etags: etags, user_id: USER,
    });
    assert.deepEqual(done.body, { code: 0, data: { file_object_key: data.file_object_key } });
    const created = await engine.call('POST', '/datasources', { name: 'values.csv', type: 'FILE', file_object_key: data.file_object_key, user_id: USER });
    const source = await waitForSync(engine, created.body.data.dataset_id, created.body.data.id);
    assert.equal(source.status, 'synched');
    assert.equal(source.size, content.length);
    const presign = await engine.call('POST', `/datasets/${source.dataset_id}/datasources/${source.id}/presign`, { user_id: USER });
    assert.deepEqual(Buffer.from(await (await fetch(presign.body.data.presigned_url)).arrayBuffer()), content);
  });

  it('refuses a part of the wrong size, a tampered or foreign part address, and a part number out of range', async () => {
    const first = (await init()).data;
    const second = (await init()).data;
    const [part1] = first.part_items;
    assert.equal((await put(part1.upload_url, content.subarray(0, 10))).status, 400);
    assert.equal((await put(part1.upload_url, Buffer.alloc(part1.size + 1))).status, 400);
    const foreign = part1.upload_url.replace(first.upload_id, second.upload_id);
    const refused = await put(foreign, content.subarray(0, part1.size));
    assert.equal(refused.status, 403);
    assert.equal(((await refused.json()) as { code: number }).code, 1004);
    const otherPart = part1.upload_url.replace('/parts/1?', '/parts/2?');
    assert.equal((await put(otherPart, content.subarray(0, part1.size))).status, 403);
    const unsigned = part1.upload_url.split('?')[0];
    assert.equal((await put(unsigned, content.subarray(0, part1.size))).status, 403);
    const getInstead = await fetch(part1.upload_url);
    assert.equal(getInstead.status, 405);
  });

  it('checks on complete that every part arrived with its ETag', async () => {
    const { data } = await init();
    const etags: Array<{ number: number; part_number: number; etag: string }> = [];
    let offset = 0;
    for (const part of data.part_items) {
      const response = await put(part.upload_url, content.subarray(offset, offset + part.size));
      offset += part.size;
      etags.push({ number: part.number, part_number: part.number, etag: response.headers.get('etag') ?? '' });
    }
    const complete = (partEtags: unknown) => engine.call('POST', '/file/complete-multipart-upload', {
      file_object_key: data.file_object_key, upload_id: data.upload_id, part_etags: partEtags, user_id: USER,
    });
    assert.equal((await complete(etags.slice(1))).body.code, 300007, 'a part missing');
    const wrong = etags.map((e, i) => (i === 1 ? { ...e, etag: '"0123456789abcdef0123456789abcdef"' } : e));
    assert.equal((await complete(wrong)).body.code, 300007, 'a wrong ETag');
    assert.equal((await complete('nope')).body.code, 300001);
    const other = await engine.call('POST', '/file/complete-multipart-upload', {
      file_object_key: data.file_object_key, upload_id: data.upload_id, part_etags: etags, user_id: 'someone-else',
    });
    assert.equal(other.body.code, 300003, 'bound to the user who started it');
    // Quoted ETags as read from the header, and only the `number` spelling, are accepted.
    assert.equal((await complete(etags.map((e) => ({ number: e.number, etag: e.etag })))).body.code, 0);
  });

  it('checks the file on init: extension, empty size', async () => {
    assert.equal((await init(100, 'virus.exe')).code, 300004);
    assert.equal((await init(0)).code, 300005);
    assert.equal((await engine.call('POST', '/file/init-multipart-upload', { file_name: 'a.csv', user_id: USER })).body.code, 300001);
  });

  it('expires part addresses', async () => {
    const shortLived = await startTestEngine({ partSize: 1024, uploadTtlMs: 1 });
    try {
      const reply = await shortLived.call('POST', '/file/init-multipart-upload', { file_name: 'a.csv', file_size: 10, user_id: USER });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const response = await fetch(reply.body.data.part_items[0].upload_url, { method: 'PUT', body: Buffer.alloc(10) });
      assert.equal(response.status, 403);
      assert.equal(((await response.json()) as { code: number }).code, 1002);
    } finally {
      await shortLived.dispose();
    }
  });
});
