import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { USER, newDataDir, startTestEngine, upload, waitForSync, type TestEngine } from '../../support/engine-harness';

/** Every file under `dir` whose bytes contain `marker`, as paths relative to `dir`. */
async function filesContaining(dir: string, marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(marker)) found.push(path.relative(dir, file));
  }
  return found;
}

async function multipartUpload(engine: TestEngine, name: string, content: Buffer): Promise<string> {
  const init = (await engine.call('POST', '/file/init-multipart-upload', { file_name: name, file_size: content.length, user_id: USER })).body.data;
  const etags = [];
  let offset = 0;
  for (const part of init.part_items) {
    const response = await fetch(part.upload_url, { method: 'PUT', body: new Uint8Array(content.subarray(offset, offset + part.size)) });
    offset += part.size;
    etags.push({ number: part.number, etag: (response.headers.get('etag') ?? '').replace(/"/g, '') });
  }
  const done = await engine.call('POST', '/file/complete-multipart-upload', {
    file_object_key: init.file_object_key, upload_id: init.upload_id, part_etags: etags, user_id: USER,
  });
  assert.equal(done.body.code, 0);
  return init.file_object_key;
}

describe('engine storage of uploaded files', () => {
  // A marker that appears only in the uploaded files, never in a name, an id or a log line.
  const marker = 'zq7-uploaded-marker';
  const small = ['id,label', ...Array.from({ length: 50 }, (_, i) => `${i},${marker}-${i}`)].join('\n');
  const large = Buffer.from(['id,label', ...Array.from({ length: 400 }, (_, i) => `${i},${marker}-big-${i}`)].join('\n'));

  it('keeps one copy of each upload and none once the dataset is deleted', async () => {
    const engine = await startTestEngine({ partSize: 1024 });
    try {
      const created = await engine.call('POST', '/datasets', { name: 'private', user_id: USER });
      const datasetId: string = created.body.data.id;
      for (const [name, key] of [['small.csv', await upload(engine, 'small.csv', small)], ['large.csv', await multipartUpload(engine, 'large.csv', large)]]) {
        const source = await engine.call('POST', `/datasets/${datasetId}/datasources`, { name, type: 'FILE', file_object_key: key, user_id: USER });
        assert.equal(source.body.code, 0);
        assert.equal((await waitForSync(engine, datasetId, source.body.data.id)).status, 'synched');
      }
      const outsideDatabase = (files: string[]) => files.filter((file) => !file.startsWith('engine.duckdb'));
      assert.deepEqual(outsideDatabase(await filesContaining(engine.dataDir, marker)).sort(), [
        ...(await readdir(path.join(engine.dataDir, 'sources'))).map((name) => path.join('sources', name)),
      ].sort(), 'each uploaded file is stored once, as its data source');
      assert.deepEqual(await readdir(path.join(engine.dataDir, 'uploads')), []);

      assert.equal((await engine.call('DELETE', `/datasets/${datasetId}`, { user_id: USER })).body.code, 0);
      await engine.close();
      assert.deepEqual(await filesContaining(engine.dataDir, marker), [], 'no bytes of the uploaded files remain under the data dir');
    } finally {
      await engine.dispose();
    }
  });

  it('uses an upload for one data source: a second create with the same key is refused', async () => {
    const engine = await startTestEngine();
    try {
      const key = await upload(engine, 'once.csv', small);
      const first = await engine.call('POST', '/datasources', { name: 'once.csv', type: 'FILE', file_object_key: key, user_id: USER });
      assert.equal(first.body.code, 0);
      const second = await engine.call('POST', '/datasources', { name: 'once.csv', type: 'FILE', file_object_key: key, user_id: USER });
      assert.equal(second.body.code, 300003);
      assert.match(second.body.msg, /already made a data source or has expired; upload the file again/);
      assert.equal((await engine.get('/datasets')).body.data.total_items, 1, 'the refused create made no dataset');
    } finally {
      await engine.dispose();
    }
  });

  it('removes an upload that no data source used once it expires', async () => {
    const dataDir = await newDataDir();
    let engine = await startTestEngine({ dataDir, uploadTtlMs: 1 });
    const key = await upload(engine, 'unused.csv', small);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await engine.call('POST', '/datasources', { name: 'unused.csv', type: 'FILE', file_object_key: key, user_id: USER });
    assert.equal(refused.body.code, 300003);
    await engine.dispose(true);
    // The sweep that runs at start (and every hour) deletes expired uploads.
    engine = await startTestEngine({ dataDir });
    try {
      assert.deepEqual(await readdir(path.join(dataDir, 'uploads')), []);
      await engine.close();
      assert.deepEqual(await filesContaining(dataDir, marker), []);
    } finally {
      await engine.dispose();
    }
  });
});
