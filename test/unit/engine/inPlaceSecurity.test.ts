import assert from 'node:assert/strict';
import { lstat, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { USER, startTestEngine, waitForSync, type TestEngine } from '../../support/engine-harness';

/**
 * A file registered in place that later becomes a symbolic link (or whose folder does) is never
 * read nor served through that link (security review F1, F2).
 */
describe('engine: in-place files swapped for symbolic links', function () {
  this.timeout(30_000);
  let root: string;
  let workspace: string;
  let secret: string;
  let engine: TestEngine;

  before(async function () {
    if (process.platform === 'win32') this.skip();
    root = await mkdtemp(path.join(os.tmpdir(), 'in-place-sec-'));
    workspace = path.join(root, 'ws');
    await mkdir(workspace);
    secret = path.join(root, 'home', '.ssh', 'id_rsa');
    await mkdir(path.dirname(secret), { recursive: true });
    await writeFile(secret, 'k\n-----BEGIN OPENSSH PRIVATE KEY-----\nTOP-SECRET\n');
    engine = await startTestEngine({ readFilesInPlace: true, dataDir: path.join(root, 'engine') });
  });
  after(async () => {
    await engine?.dispose();
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function register(file: string) {
    const created = await engine.call('POST', '/local-files', { user_id: USER, path: file });
    assert.equal(created.body.code, 0, JSON.stringify(created.body));
    const { id, dataset_id: datasetId } = created.body.data;
    assert.equal((await waitForSync(engine, datasetId, id)).status, 'synched');
    return { id: String(id), datasetId: String(datasetId) };
  }

  async function askAndSettle(datasetId: string, id: string) {
    const session = (await engine.call('POST', '/sessions', { name: 's', user_id: USER })).body.data.id;
    await engine.call('POST', '/jobs', { user_id: USER, session_id: session, dataset_id: datasetId, question: 'q' });
    return waitForSync(engine, datasetId, id);
  }

  /** served: the file's bytes came back (not an error reply). */
  async function download(datasetId: string, id: string): Promise<{ served: boolean; text: string }> {
    const signed = await engine.call('POST', `/datasets/${datasetId}/datasources/${id}/presign`, { user_id: USER });
    if (signed.body.code !== 0) return { served: false, text: JSON.stringify(signed.body) };
    const response = await fetch(signed.body.data.presigned_url);
    const text = await response.text();
    const error = (response.headers.get('content-type') ?? '').startsWith('application/json') && /"code":[1-9]/.test(text);
    return { served: response.status === 200 && !error, text };
  }

  it('F1: a registered file replaced by a symbolic link to a key is refused, its link deleted, and nothing is served', async () => {
    const data = path.join(workspace, 'data.csv');
    await writeFile(data, 'a,b\n1,2\n');
    const { id, datasetId } = await register(data);
    await rm(data);
    await symlink(secret, data);
    const after = await askAndSettle(datasetId, id);
    assert.equal(after.status, 'invalid');
    assert.match(after.reason, /no longer read in place: the file, or a folder on its path, is now a symbolic link/);
    const linkPath = path.join(engine.dataDir, 'sources', `${id}.csv`);
    await assert.rejects(lstat(linkPath), 'the link of an invalid in-place source is deleted');
    const served = await download(datasetId, id);
    assert.doesNotMatch(served.text, /TOP-SECRET/);
    assert.equal(served.served, false);
  });

  it('F1: the download refuses a source file that is a symbolic link', async () => {
    const data = path.join(workspace, 'other.csv');
    await writeFile(data, 'a,b\n1,2\n');
    const { id, datasetId } = await register(data);
    const linkPath = path.join(engine.dataDir, 'sources', `${id}.csv`);
    assert.deepEqual(await download(datasetId, id), { served: true, text: 'a,b\n1,2\n' });
    await rm(linkPath);
    await symlink(secret, linkPath);
    const served = await download(datasetId, id);
    assert.equal(served.served, false, served.text);
    assert.doesNotMatch(served.text, /TOP-SECRET/);
  });

  it('F2: a folder swapped for a symbolic link to another folder with a same-named file is not read', async () => {
    const sub = path.join(workspace, 'sub');
    await mkdir(sub);
    await writeFile(path.join(sub, 'd.csv'), 'who\nmine\n');
    const elsewhere = path.join(root, 'elsewhere');
    await mkdir(elsewhere);
    await writeFile(path.join(elsewhere, 'd.csv'), 'who\nsomeone else, longer\n');
    const { id, datasetId } = await register(path.join(sub, 'd.csv'));
    await rename(sub, `${sub}.old`);
    await symlink(elsewhere, sub);
    const after = await askAndSettle(datasetId, id);
    assert.equal(after.status, 'invalid');
    assert.match(after.reason, /symbolic link/);
    const tables = (await engine.get(`/datasets/${datasetId}/tables`)).body.data.tables;
    assert.equal(tables.length, 0);
  });
});
