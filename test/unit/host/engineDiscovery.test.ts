import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENGINE_RECORD_FILE, engineAnswers, findRunningEngine, isProcessAlive, readEngineRecord } from '../../../src/connection/engineDiscovery';
import { ok, sendEnvelope, startServer, type TestServer } from '../../support/api-servers';

const KEY = 'engine-key-0123456789';

describe('host: finding the engine another window runs', () => {
  let dir: string;
  let server: TestServer | undefined;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-discovery-'));
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A stand-in engine that accepts only KEY, as the real one does. */
  async function fakeEngine(): Promise<TestServer> {
    server = await startServer((req, res) => {
      if (req.headers['x-pd-api-key'] !== KEY) sendEnvelope(res, { code: 1002, msg: 'invalid api key' });
      else ok(res, { total_items: 0, page_number: 1, page_size: 1, records: [] });
    });
    return server;
  }

  function writeRecord(record: unknown): void {
    fs.writeFileSync(path.join(dir, ENGINE_RECORD_FILE), typeof record === 'string' ? record : JSON.stringify(record));
  }

  it('reads a record and refuses what is not one: missing, half written, not loopback, port mismatch', () => {
    assert.equal(readEngineRecord(dir), undefined);
    writeRecord('{"port": 41');
    assert.equal(readEngineRecord(dir), undefined);
    writeRecord({ port: 4100, pid: 12, url: 'http://example.com:4100' });
    assert.equal(readEngineRecord(dir), undefined);
    writeRecord({ port: 4100, pid: 12, url: 'http://127.0.0.1:4200' });
    assert.equal(readEngineRecord(dir), undefined);
    writeRecord({ port: 4100, pid: '12', url: 'http://127.0.0.1:4100' });
    assert.equal(readEngineRecord(dir), undefined);
    writeRecord({ port: 4100, pid: 12, url: 'http://127.0.0.1:4100/' });
    assert.deepEqual(readEngineRecord(dir), { port: 4100, pid: 12, url: 'http://127.0.0.1:4100' });
  });

  it('tells a live process from one that has exited', async () => {
    assert.equal(isProcessAlive(process.pid), true);
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    const pid = child.pid!;
    await new Promise((resolve) => child.once('exit', resolve));
    assert.equal(isProcessAlive(pid), false);
  });

  it('an engine answers only with its key', async () => {
    const engine = await fakeEngine();
    assert.equal(await engineAnswers(engine.url, KEY), true);
    assert.equal(await engineAnswers(engine.url, 'another-key-9876543210'), false);
    assert.ok(engine.requests.every((r) => r.path === '/v2/team/datasets'));
  });

  it('finds a live engine that accepts the key, and nothing for a dead pid, a wrong key or a closed port', async () => {
    const engine = await fakeEngine();
    writeRecord({ port: engine.port, pid: process.pid, url: engine.url });
    assert.deepEqual(await findRunningEngine(dir, KEY), { port: engine.port, pid: process.pid, url: engine.url });
    assert.equal(await findRunningEngine(dir, 'another-key-9876543210'), undefined);

    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    writeRecord({ port: engine.port, pid: child.pid, url: engine.url });
    let asked = false;
    assert.equal(await findRunningEngine(dir, KEY, async () => (asked = true)), undefined);
    assert.equal(asked, false, 'a dead pid is not even asked');

    const port = engine.port;
    await engine.close();
    server = undefined;
    writeRecord({ port, pid: process.pid, url: `http://127.0.0.1:${port}` });
    assert.equal(await findRunningEngine(dir, KEY), undefined);
  });
});
