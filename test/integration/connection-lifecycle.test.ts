import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as vscode from 'vscode';
import type { JobStream } from '../../src/api/jobStream';
import type { AnalyzeResult } from '../../src/commands/analyzeFile';
import { Config } from '../../src/config';
import { ClientServiceApi } from '../../src/connection/clientApi';
import { ServiceConnection, type ApiTarget } from '../../src/connection/connection';
import { LocalEngine, UntrustedWorkspaceError, type WorkspaceTrust } from '../../src/connection/localEngine';
import { Log } from '../../src/log';
import { KeyStore } from '../../src/secrets';
import { engineClient, EXTENSION_ID, extensionApi, salesCsv, waitFor } from './support';

const silentLog = new Log({ trace: () => {}, debug: () => {}, info: () => {}, warn: () => {}, error: () => {} });

/** A client that records how it was closed. */
class RecordingApi extends ClientServiceApi {
  readonly closes: Array<{ graceful?: boolean }> = [];

  constructor(target: ApiTarget) {
    super(target, { debug: () => {}, warn: () => {} }, 'connection-lifecycle-test');
  }

  override async close(options: { graceful?: boolean } = {}): Promise<void> {
    this.closes.push(options);
    await super.close(options);
  }
}

/** SecretStorage in memory, firing change events as VS Code does (for any window's change). */
class MemorySecrets implements vscode.SecretStorage {
  private readonly values = new Map<string, string>();
  private readonly emitter = new vscode.EventEmitter<vscode.SecretStorageChangeEvent>();
  readonly onDidChange = this.emitter.event;

  async get(key: string): Promise<string | undefined> {
    return this.values.get(key);
  }

  async keys(): Promise<string[]> {
    return [...this.values.keys()];
  }

  async store(key: string, value: string): Promise<void> {
    this.values.set(key, value);
    this.emitter.fire({ key });
  }

  async delete(key: string): Promise<void> {
    this.values.delete(key);
    this.emitter.fire({ key });
  }
}

async function setSetting(section: string, key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration(section).update(key, value, vscode.ConfigurationTarget.Global);
}

/** Reads the first event of a stream, so the answer is in flight. */
async function firstEvent(stream: JobStream): Promise<AsyncIterator<unknown>> {
  const iterator = stream[Symbol.asyncIterator]();
  const first = await iterator.next();
  assert.equal(first.done, false, 'the answer has begun');
  return iterator;
}

async function drain(iterator: AsyncIterator<unknown>): Promise<void> {
  for (;;) if ((await iterator.next()).done) return;
}

/** Forwards to the engine; a streamed answer is handed on one chunk per `delayMs`. */
async function startSlowProxy(engineUrl: string, delayMs: number) {
  const upstream = new URL(engineUrl);
  let open = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(`${upstream.pathname.replace(/\/$/, '')}${req.url ?? '/'}`, upstream.origin);
    const forward = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!/text\/event-stream/.test(String(answer.headers['content-type'] ?? ''))) {
        answer.pipe(res);
        return;
      }
      open += 1;
      res.on('close', () => (open -= 1));
      void (async () => {
        // One SSE event at a time, however the engine's writes arrived.
        let text = '';
        answer.setEncoding('utf8');
        for await (const chunk of answer as AsyncIterable<string>) text += chunk;
        for (const event of text.split(/(?<=\n\n)/)) {
          if (res.destroyed) return;
          res.write(event);
          await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
        res.end();
      })().catch(() => res.destroy());
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    streamsOpen: () => open,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function enginePath(): string {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  if (!extension) throw new Error(`${EXTENSION_ID} is not loaded`);
  return path.join(extension.extensionPath, 'dist', 'engine.js');
}

describe('connection lifecycle: answers in flight survive setting and key changes', function () {
  this.timeout(120_000);
  let datasetId: string;

  before(async () => {
    const result = await vscode.commands.executeCommand<AnalyzeResult>('dataAnalysis.analyzeFile', { files: [salesCsv()], datasetName: 'Sales (connection test)', openChat: false });
    assert.ok(result, 'the dataset was created');
    datasetId = result.datasetId;
  });

  after(async () => {
    await setSetting('dataAnalysis', 'chat.sendOnEnter', undefined);
    await setSetting('dataAnalysis', 'hostedService.userId', undefined);
    await vscode.commands.executeCommand('dataAnalysis.useLocalEngine');
  });

  async function ask(question: string): Promise<JobStream> {
    const { connection } = await extensionApi();
    const api = await connection.api();
    const sessionId = await api.createSession(`Connection test ${Date.now()}`);
    return api.streamJob({ session_id: sessionId, question, dataset_id: datasetId });
  }

  it('a setting the connection does not use (chat.sendOnEnter, a hosted user id while local) keeps the client and the answer', async () => {
    const { connection } = await extensionApi();
    const client = await connection.api();
    const stream = await ask('total revenue by region');
    const rest = await firstEvent(stream);
    await setSetting('dataAnalysis', 'chat.sendOnEnter', false);
    await setSetting('dataAnalysis', 'hostedService.userId', 'someone-else');
    await drain(rest);
    const result = await stream.result;
    assert.equal(result.status, 'completed', result.error?.message);
    assert.ok(result.blocks.length > 0);
    assert.equal(await connection.api(), client, 'the same client is still in use');
  });

  it('switching the service mid-answer lets the answer finish on the old client; new calls use the new one', async () => {
    const { connection } = await extensionApi();
    const { baseUrl, apiKey } = await engineClient();
    // A hosted service (the local engine behind a proxy on loopback) that answers slowly.
    const slow = await startSlowProxy(baseUrl, 150);
    try {
      assert.equal(await vscode.commands.executeCommand('dataAnalysis.connectHosted', { address: slow.url, userId: 'local', apiKey }), true);
      const before = await connection.api();
      const stream = await ask('revenue by month');
      const rest = await firstEvent(stream);
      await vscode.commands.executeCommand('dataAnalysis.useLocalEngine');
      assert.equal(connection.state.kind, 'local');
      assert.ok(slow.streamsOpen() > 0, 'the answer was still streaming when the service changed');
      await drain(rest);
      const result = await stream.result;
      assert.equal(result.status, 'completed', result.error?.message);
      const after = await connection.api();
      assert.notEqual(after, before, 'a new client for the new service');
      await assert.rejects(before.listDatasets({ page_number: 1, page_size: 1 }), 'the retired client takes no new calls');
      await after.listDatasets({ page_number: 1, page_size: 1 });
    } finally {
      await slow.close();
    }
  });

  it('only the key of the hosted address in use, when it really changed, makes a new client (closed gracefully)', async () => {
    const { baseUrl, apiKey } = await engineClient();
    await vscode.commands.executeCommand('dataAnalysis.connectHosted', { address: baseUrl, userId: 'local', apiKey });
    const secrets = new MemorySecrets();
    const keys = new KeyStore(secrets);
    await keys.setApiKey(baseUrl, apiKey);
    const made: RecordingApi[] = [];
    const { engine } = await extensionApi();
    const connection = new ServiceConnection(new Config(), keys, engine, (target) => {
      const api = new RecordingApi(target);
      made.push(api);
      return api;
    }, silentLog);
    try {
      const first = await connection.api();
      await keys.setApiKey('https://elsewhere.example/api', 'another-key-0123456789');
      await keys.setApiKey(`${baseUrl}/`, apiKey); // the same key stored again (another window connecting)
      await setSetting('dataAnalysis', 'chat.sendOnEnter', false);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(await connection.api(), first);
      assert.deepEqual(made[0]!.closes, []);

      await keys.setApiKey(baseUrl, 'a-new-key-for-this-address-42');
      await waitFor('the old client closed', () => made[0]!.closes.length > 0);
      assert.deepEqual(made[0]!.closes, [{ graceful: true }]);
      assert.notEqual(await connection.api(), first);
    } finally {
      connection.dispose();
      for (const api of made) await api.close();
      await vscode.commands.executeCommand('dataAnalysis.useLocalEngine');
    }
  });
});

describe('local engine in an untrusted workspace', function () {
  this.timeout(60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-trust-'));

  it('starts nothing until trust is granted, then starts and answers', async () => {
    const granted = new vscode.EventEmitter<void>();
    const trust: { isTrusted: boolean } & WorkspaceTrust = { isTrusted: false, onDidGrant: granted.event };
    const engine = new LocalEngine({ nodePath: process.execPath, enginePath: enginePath(), dataDir, key: async () => 'trust-test-key-0123456789', log: silentLog, trust });
    const connection = new ServiceConnection(new Config(), new KeyStore(new MemorySecrets()), engine, (target) => new RecordingApi(target), silentLog);
    try {
      assert.equal(engine.state, 'untrusted');
      assert.equal(connection.state.status, 'untrusted');
      await assert.rejects(engine.endpoint(), UntrustedWorkspaceError);
      const state = await connection.check();
      assert.equal(state.status, 'untrusted');
      assert.match(state.detail ?? '', /not trusted/);
      assert.equal(engine.pid, undefined, 'no engine process');

      trust.isTrusted = true;
      granted.fire();
      await waitFor('the engine started after trust was granted', () => connection.state.status === 'ok' && engine.pid !== undefined, 30_000);
      assert.equal(engine.state, 'running');
    } finally {
      connection.dispose();
      await engine.stop();
      engine.dispose();
    }
  });
});
