import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as vscode from 'vscode';
import { DataAnalysisClient } from '../../src/api/client';
import { ENGINE_RECORD_FILE } from '../../src/connection/engineDiscovery';
import { LocalEngine } from '../../src/connection/localEngine';
import { Log } from '../../src/log';
import { EXTENSION_ID, waitFor } from './support';

const KEY = 'shared-engine-key-0123456789';
const lines: string[] = [];
const log = new Log({
  trace: () => {},
  debug: () => {},
  info: (m) => lines.push(m),
  warn: (m) => lines.push(m),
  error: (m) => lines.push(m),
});

/**
 * An engine with the real one's outside: exits with 3 while `<dataDir>/held` exists (another
 * engine has the folder), else listens on 127.0.0.1, prints the ready line, accepts only the key
 * from DATA_ANALYSIS_ENGINE_KEY, and exits when its stdin ends (--exit-with-parent).
 */
const FAKE_ENGINE = `
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const dataDir = process.argv[process.argv.indexOf('--data-dir') + 1];
if (fs.existsSync(path.join(dataDir, 'held'))) {
  process.stderr.write('data-analysis engine: the data folder is in use by another engine\\n');
  process.exit(3);
}
if (process.argv.includes('--exit-with-parent')) {
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}
const server = http.createServer((req, res) => {
  const ok = req.headers['x-pd-api-key'] === process.env.DATA_ANALYSIS_ENGINE_KEY;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(ok ? { code: 0, data: { total_items: 0, page_number: 1, page_size: 1, records: [] } } : { code: 1002, msg: 'bad key' }));
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write('Data Analysis engine listening on http://127.0.0.1:' + server.address().port + '\\n');
});
process.on('SIGTERM', () => process.exit(0));
`;

/** Another window's engine: a server that accepts KEY, run by a process whose pid the record names. */
async function otherWindowsEngine(dataDir: string) {
  const server = http.createServer((req, res) => {
    const ok = req.headers['x-pd-api-key'] === KEY;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { code: 0, data: { total_items: 0, page_number: 1, page_size: 1, records: [] } } : { code: 1002, msg: 'bad key' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // The record's pid: a process that lives until the "window" closes.
  const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' } });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pid: holder.pid!,
    publish: () => fs.writeFileSync(path.join(dataDir, ENGINE_RECORD_FILE), JSON.stringify({ port, pid: holder.pid, url })),
    /** The other window closes: its engine exits, the folder is free. */
    exit: async () => {
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('local engine shared between windows (one data folder, one engine)', function () {
  this.timeout(60_000);
  let dataDir: string;
  let enginePath: string;
  const engines: LocalEngine[] = [];
  const others: Array<{ exit(): Promise<void> }> = [];

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-shared-'));
    enginePath = path.join(dataDir, '..', `${path.basename(dataDir)}-fake-engine.js`);
    fs.writeFileSync(enginePath, FAKE_ENGINE);
  });

  afterEach(async () => {
    for (const engine of engines.splice(0)) {
      await engine.stop();
      engine.dispose();
    }
    for (const other of others.splice(0)) await other.exit();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(enginePath, { force: true });
  });

  function localEngine(): LocalEngine {
    const engine = new LocalEngine({ nodePath: process.execPath, enginePath, dataDir, key: async () => KEY, log, lockWaitMs: 20_000, watchIntervalMs: 100 });
    engines.push(engine);
    return engine;
  }

  it("uses the engine another window runs, and never stops it", async () => {
    const other = await otherWindowsEngine(dataDir);
    others.push(other);
    other.publish();
    const engine = localEngine();
    const endpoint = await engine.endpoint();
    assert.equal(endpoint.baseUrl, other.url);
    assert.equal(engine.shared, true);
    assert.equal(engine.pid, other.pid);
    await engine.stop();
    process.kill(other.pid, 0); // still alive: stop only lets it go
  });

  it('ignores a record whose engine does not accept the key or whose process is gone, and starts its own', async () => {
    fs.writeFileSync(path.join(dataDir, ENGINE_RECORD_FILE), JSON.stringify({ port: 9, pid: 999_999_999, url: 'http://127.0.0.1:9' }));
    const engine = localEngine();
    const endpoint = await engine.endpoint();
    assert.equal(engine.shared, false);
    assert.notEqual(endpoint.baseUrl, 'http://127.0.0.1:9');
    assert.ok(engine.pid);
  });

  it('while another engine holds the folder (exit 3), waits and uses it once its record appears', async () => {
    fs.writeFileSync(path.join(dataDir, 'held'), '');
    const other = await otherWindowsEngine(dataDir);
    others.push(other);
    const engine = localEngine();
    const pending = engine.endpoint();
    await waitFor('a retry after exit 3', () => lines.some((line) => line.includes(`Another engine holds ${dataDir}`)));
    assert.equal(engine.state, 'starting');
    other.publish();
    const endpoint = await pending;
    assert.equal(endpoint.baseUrl, other.url);
    assert.equal(engine.shared, true);
  });

  it("starts its own engine when the other window's engine exits", async () => {
    fs.writeFileSync(path.join(dataDir, 'held'), '');
    const other = await otherWindowsEngine(dataDir);
    other.publish();
    const engine = localEngine();
    await engine.endpoint();
    assert.equal(engine.shared, true);
    const states: string[] = [];
    engine.onDidChangeState((state) => states.push(state));
    // The other window closes: its engine exits, its record and the lock go with it.
    await other.exit();
    fs.rmSync(path.join(dataDir, ENGINE_RECORD_FILE));
    fs.rmSync(path.join(dataDir, 'held'));
    await waitFor('an engine of its own', () => engine.state === 'running' && !engine.shared);
    assert.deepEqual(states.slice(0, 3), ['stopped', 'starting', 'running']);
    const endpoint = await engine.endpoint();
    assert.notEqual(endpoint.baseUrl, other.url);
    assert.notEqual(engine.pid, other.pid);
  });

  it('gives up with a clear message when the folder stays held and no engine answers', async () => {
    fs.writeFileSync(path.join(dataDir, 'held'), '');
    const engine = new LocalEngine({ nodePath: process.execPath, enginePath, dataDir, key: async () => KEY, log, lockWaitMs: 1500 });
    engines.push(engine);
    await assert.rejects(engine.endpoint(), /Another local engine holds the data folder/);
    assert.equal(engine.state, 'failed');
  });
});

describe('the real engine shared between windows', function () {
  this.timeout(120_000);
  const engines: LocalEngine[] = [];
  let dataDir: string;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-real-shared-'));
  });

  afterEach(async () => {
    for (const engine of engines.splice(0)) {
      await engine.stop();
      engine.dispose();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function realEngine(): LocalEngine {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    const engine = new LocalEngine({
      nodePath: process.execPath,
      enginePath: path.join(extension.extensionPath, 'dist', 'engine.js'),
      dataDir,
      key: async () => KEY,
      log,
      watchIntervalMs: 100,
    });
    engines.push(engine);
    return engine;
  }

  it('two windows starting at once end up on one engine; the second takes over when the first closes', async () => {
    const [first, second] = [realEngine(), realEngine()];
    const [a, b] = await Promise.all([first.endpoint(), second.endpoint()]);
    assert.equal(a.baseUrl, b.baseUrl, 'one engine for the folder');
    assert.equal([first, second].filter((engine) => engine.shared).length, 1, 'one window started it, the other uses it');
    const [owner, user] = first.shared ? [second, first] : [first, second];
    assert.equal(user.pid, owner.pid);
    const record = JSON.parse(fs.readFileSync(path.join(dataDir, ENGINE_RECORD_FILE), 'utf8')) as { pid: number; url: string };
    assert.deepEqual([record.pid, record.url], [owner.pid, a.baseUrl]);

    const ownerPid = owner.pid;
    await owner.stop();
    await waitFor('the other window starting its own engine', () => user.state === 'running' && !user.shared, 60_000);
    assert.notEqual(user.pid, ownerPid);
    const endpoint = await user.endpoint();
    const client = new DataAnalysisClient({ baseUrl: endpoint.baseUrl, apiKey: KEY, userId: 'local' });
    try {
      await client.listDatasets({ page_number: 1, page_size: 1 });
    } finally {
      await client.close();
    }
  });
});
