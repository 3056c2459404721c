/**
 * The API key never leaves the engine: after a run of every error path, with the key sent under
 * every name a careless client might use (query parameters, the path, other headers, trace ids,
 * questions, addresses), no log line, response (headers, body, stream) or file of the data dir
 * holds it. Also: `--api-key-file` for the engine process and the command line, refused unless
 * only its owner can read it.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../src/cli/main';
import type { Analyst } from '../../../src/engine/analyst/contract';
import { jsonLineLogger } from '../../../src/engine/log';
import { startEngine, type RunningEngine } from '../../../src/engine/server';
import { newDataDir } from '../../support/engine-harness';
import { buildEngineBundle, waitUntil } from '../../support/engine-process';

const KEY = 'sk-LEAK-canary-5b0e1d7a';

/** Echoes the question, and fails with it in the error when asked to. */
const echoing: Analyst = async (context) => {
  context.emit({ kind: 'MESSAGE', group: { id: 'g', name: 'Answer', stage: 'Respond' }, content: `You asked: ${context.question}` });
  if (context.question.startsWith('fail')) throw new Error(`cannot answer ${context.question}`);
  return { memo: { asked: context.question } };
};

interface Seen {
  status: number;
  text: string;
}

function send(base: string, method: string, route: string, headers: Record<string, string>, body?: string): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${route}`, { method, headers, agent: false }, (res) => {
      let text = `${res.statusCode} ${JSON.stringify(res.headers)}\n`;
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every error path a key could ride along; returns everything the engine answered. */
async function runErrorPaths(base: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  const json = { 'content-type': 'application/json' };
  const keyed = { 'x-pd-api-key': KEY, ...json };
  const go = async (method: string, route: string, headers: Record<string, string>, body?: unknown) => {
    seen.push(await send(base, method, route, headers, body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)));
  };
  for (const name of ['apikey', 'api_key', 'key', 'token', 'access_token', 'password', 'x_pd_api_key', 'x-pd-api-key', 'signature', 'PD_API_KEY']) {
    await go('GET', `/v2/team/sessions?user_id=u&${name}=${KEY}`, {});
    await go('GET', `/v2/team/sessions?user_id=u&${name}=${KEY}`, keyed);
  }
  await go('GET', `/v2/team/${KEY}`, keyed);
  await go('GET', `/v2/team/${KEY}`, {});
  await go('GET', `/v2/team/sessions/${KEY}?user_id=u`, keyed);
  await go('GET', `/v2/team/datasets/${KEY}/datasources/${KEY}?user_id=u`, keyed);
  await go('DELETE', `/v2/team/sessions/${KEY}`, keyed, { user_id: 'u' });
  await go('PATCH', `/v2/team/sessions/${KEY}`, keyed);
  await go('GET', `/${KEY}`, {});
  await go('GET', `/files/results/res-1/${KEY}.csv?expires=9999999999&signature=${KEY}`, {});
  await go('PUT', `/uploads/${KEY}/parts/1?expires=9999999999&signature=${KEY}`, {}, 'x');
  await go('GET', '/v2/team/sessions?user_id=u', { authorization: `Bearer ${KEY}` });
  await go('GET', '/v2/team/sessions?user_id=u', { 'x-api-key': KEY });
  await go('GET', '/v2/team/sessions?user_id=u', { 'x-pd-api-key': `${KEY}x` });
  await go('GET', '/v2/team/sessions?user_id=u', { ...keyed, 'x-pd-external-trace-id': KEY });
  await go('GET', '/v2/team/sessions?user_id=u', { ...keyed, origin: `https://${KEY}.example` });
  await go('GET', '/v2/team/sessions?user_id=u', { ...keyed, host: `${KEY}.example` });
  await go('POST', '/v2/team/sessions', keyed, `{"name": "${KEY}`);
  await go('POST', '/v2/team/sessions', keyed, { name: 'x', user_id: 'u', output_language: KEY });
  await go('POST', '/v2/team/datasets', keyed, { name: 'x', user_id: 'u', [KEY]: KEY });
  const dataset = JSON.parse(seen[seen.length - 1].text.split('\n').slice(1).join('\n')).data.id as string;
  await go('POST', `/v2/team/datasets/${dataset}/datasources`, keyed, { name: 'a.csv', type: 'FILE', url: `http://127.0.0.1/a.csv?key=${KEY}`, user_id: 'u' });
  await go('POST', `/v2/team/datasets/${dataset}/datasources`, keyed, { name: `${KEY}.exe`, type: 'FILE', url: `http://example.org/${KEY}`, user_id: 'u' });
  await go('POST', '/v2/team/file/init-multipart-upload', keyed, { file_name: `${KEY}.pdfx`, file_size: 1, user_id: 'u' });
  const session = await send(base, 'POST', '/v2/team/sessions', keyed, JSON.stringify({ name: 'leaks', user_id: 'u' }));
  const sessionId = JSON.parse(session.text.split('\n').slice(1).join('\n')).data.id as string;
  await go('POST', '/v2/team/jobs', keyed, { session_id: sessionId, user_id: 'u', question: `what is ${KEY}?` });
  await go('POST', '/v2/team/jobs', keyed, { session_id: sessionId, user_id: 'u', question: `what is ${KEY}?`, stream: true });
  await go('POST', '/v2/team/jobs', keyed, { session_id: sessionId, user_id: 'u', question: `fail on ${KEY}` });
  await go('POST', '/v2/team/jobs', keyed, { session_id: sessionId, user_id: 'u', question: `fail on ${KEY}`, stream: true });
  await go('POST', '/v2/team/jobs', keyed, { session_id: KEY, user_id: 'u', question: 'q' });
  await go('GET', `/v2/team/sessions/${sessionId}/history?user_id=u`, keyed);
  await go('GET', '/v2/team/sessions?user_id=u', { ...keyed, 'x-filler': KEY.repeat(3000) });
  return seen;
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.join(entry.parentPath, entry.name));
  }
  return out;
}

describe('engine: the API key never leaves, whatever carries it', function () {
  this.timeout(60_000);

  it('is in no log line, response or data-dir file after every error path', async () => {
    const dataDir = await newDataDir();
    const lines: string[] = [];
    let engine: RunningEngine | undefined = await startEngine({
      apiKey: KEY, dataDir, analyst: echoing, logger: jsonLineLogger((line) => lines.push(line), 'debug'),
    });
    try {
      const seen = await runErrorPaths(engine.url);
      await engine.close();
      engine = undefined;
      // The run did reach the paths: refusals, not-founds, answered and failed jobs.
      const statuses = new Set(seen.map((s) => s.status));
      for (const status of [200, 400, 403, 404, 405, 431, 500]) assert.ok(statuses.has(status), `a ${status} was seen`);
      assert.ok(seen.some((s) => s.text.includes('You asked: what is [redacted]?')), 'the echoed question is redacted');
      assert.ok(lines.some((line) => line.includes('[redacted]')), 'the log had the key to redact');
      assert.ok(lines.length > 40);
      for (const s of seen) assert.ok(!s.text.includes(KEY), `a response holds the key: ${s.text.slice(0, 300)}`);
      for (const line of lines) assert.ok(!line.includes(KEY), `a log line holds the key: ${line}`);
      for (const file of await filesUnder(dataDir)) {
        const bytes = await readFile(file);
        assert.ok(!bytes.includes(KEY), `${path.relative(dataDir, file)} holds the key`);
      }
    } finally {
      await engine?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('--api-key-file', function () {
  this.timeout(120_000);
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'key-file-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  async function keyFile(name: string, mode: number, content = `${KEY}\n`): Promise<string> {
    const file = path.join(dir, name);
    await writeFile(file, content);
    await chmod(file, mode);
    return file;
  }

  function runEngine(bundle: string, args: string[]) {
    const child = spawn(process.execPath, [bundle, '--port', '0', ...args], { env: { ...process.env, DATA_ANALYSIS_ENGINE_KEY: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    return { child, out: () => out, err: () => err };
  }

  it('the engine refuses a key file others can read, and keeps a private one out of its log', async () => {
    const bundle = await buildEngineBundle();
    const dataDir = await newDataDir();
    try {
      for (const [file, why] of [
        [await keyFile('open', 0o644), /can be read by other users \(mode 644\); make it private: chmod 600/],
        [await keyFile('group', 0o640), /can be read by other users/],
        [await keyFile('empty', 0o600, '\n'), /is empty/],
        [path.join(dir, 'missing'), /cannot be read \(ENOENT\)/],
      ] as const) {
        const run = runEngine(bundle, ['--data-dir', dataDir, '--api-key-file', file]);
        const [code] = await once(run.child, 'exit');
        assert.equal(code, 2, run.err());
        assert.match(run.err(), why);
        assert.ok(!run.err().includes(KEY));
      }
      const run = runEngine(bundle, ['--data-dir', dataDir, '--api-key-file', await keyFile('private', 0o600)]);
      try {
        await waitUntil(() => /listening on (\S+)/.test(run.out()), 'the engine listens');
        const base = /listening on (\S+)/.exec(run.out())?.[1] as string;
        const ok = await send(base, 'GET', '/v2/team/sessions?user_id=u', { 'x-pd-api-key': KEY });
        assert.equal(ok.status, 200, 'the key from the file is the key');
        await runErrorPaths(base);
      } finally {
        run.child.kill('SIGTERM');
        await once(run.child, 'exit');
      }
      assert.ok(run.err().split('\n').length > 40, 'the engine logged the run');
      assert.ok(!run.err().includes(KEY), 'the key is in the engine log');
      assert.ok(!run.out().includes(KEY));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('the command line refuses a key file others can read and reads a private one', async () => {
    const run = async (args: string[]) => {
      let stdout = '';
      let stderr = '';
      const code = await runCli(args, {
        stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), stdoutIsTty: false, stderrIsTty: false, columns: 80, env: {},
        signal: new AbortController().signal,
      });
      return { code, stdout, stderr };
    };
    const service = ['datasets', '--base-url', 'http://127.0.0.1:9', '--user-id', 'u'];
    const open = await run([...service, '--api-key-file', await keyFile('cli-open', 0o604)]);
    assert.equal(open.code, 2);
    assert.match(open.stderr, /can be read by other users/);
    const both = await run([...service, '--api-key-file', path.join(dir, 'x'), '--api-key', 'k']);
    assert.match(both.stderr, /give --api-key or --api-key-file, not both/);
    // A private file: the key is read, the call fails (nothing listens on port 9), and the key is not printed.
    const reached = await run([...service, '--api-key-file', await keyFile('cli-private', 0o600)]);
    assert.equal(reached.code, 1, reached.stderr);
    assert.ok(!reached.stderr.includes(KEY) && !reached.stdout.includes(KEY));
  });
});
