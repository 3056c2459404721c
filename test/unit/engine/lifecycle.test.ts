import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Analyst } from '../../../src/engine/analyst/contract';
import { API_KEY, CSV_SALES, USER, datasetWith, newDataDir, startTestEngine, upload, waitForSync } from '../../support/engine-harness';

const counting: Analyst = async (context) => {
  const counts = [];
  for (const table of context.tables) counts.push((await context.query(`SELECT count(*) AS n FROM "${table.table}"`))[0].n);
  context.emit({ kind: 'MESSAGE', group: { id: 'g', name: 'Answer', stage: 'Respond' }, content: `rows: ${counts.join(',')}` });
  return {};
};

describe('engine restart', () => {
  it('keeps sessions, datasets, sources, tables, history, uploads and signed addresses across a restart', async () => {
    const dataDir = await newDataDir();
    let engine = await startTestEngine({ dataDir, analyst: counting });
    const session = (await engine.call('POST', '/sessions', { name: 'kept', user_id: USER, output_language: 'FR' })).body.data.id;
    const { datasetId, datasourceId } = await datasetWith(engine, 'sales.csv', CSV_SALES);
    const first = await engine.call('POST', '/jobs', { session_id: session, question: 'count', dataset_id: datasetId, user_id: USER });
    assert.equal(first.body.data.blocks[0].content, 'rows: 5');
    const key = await upload(engine, 'later.csv', 'a\n1\n');
    const presigned = (await engine.call('POST', `/datasets/${datasetId}/datasources/${datasourceId}/presign`, { user_id: USER })).body.data.presigned_url;
    const port = engine.port;
    await engine.dispose(true);

    engine = await startTestEngine({ dataDir, analyst: counting, port });
    try {
      assert.equal((await engine.get(`/sessions/${session}`)).body.data.output_language, 'FR');
      assert.equal((await engine.get('/datasets')).body.data.total_items, 1);
      assert.equal((await engine.get(`/datasets/${datasetId}/datasources/${datasourceId}`)).body.data.status, 'synched');
      const history = (await engine.get(`/sessions/${session}/history`)).body.data;
      assert.equal(history.records[0].answer.blocks[0].content, 'rows: 5');
      const again = await engine.call('POST', '/jobs', { session_id: session, question: 'count', dataset_id: datasetId, user_id: USER });
      assert.equal(again.body.data.blocks[0].content, 'rows: 5');
      assert.equal(await (await fetch(presigned)).text(), CSV_SALES, 'signed addresses survive a restart on the same port');
      const later = await engine.call('POST', `/datasets/${datasetId}/datasources`, { name: 'later.csv', type: 'FILE', file_object_key: key, user_id: USER });
      assert.equal((await waitForSync(engine, datasetId, later.body.data.id)).status, 'synched');
      assert.match((await engine.get(`/datasets/${datasetId}/overview`)).body.data.summary, /2 data sources: 2 ready/);
    } finally {
      await engine.dispose();
    }
  });
});

describe('engine close', () => {
  it('ends a running streamed job with ERROR and END_MARK [ERROR] when the engine stops', async () => {
    const waiting: Analyst = (context) => new Promise((_, reject) => context.signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true }));
    const engine = await startTestEngine({ analyst: waiting });
    let closed = false;
    try {
      const session = (await engine.call('POST', '/sessions', { name: 'closing', user_id: USER })).body.data.id;
      const response = await fetch(`${engine.url}/v2/team/jobs`, {
        method: 'POST',
        headers: { 'x-pd-api-key': API_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ session_id: session, user_id: USER, stream: true, question: 'long' }),
      });
      const text = response.text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await engine.dispose();
      closed = true;
      const raw = await text;
      assert.match(raw, /^event:JOB_ID\n/);
      assert.match(raw, /event:ERROR\n/);
      assert.ok(raw.endsWith('event:END_MARK\ndata:[ERROR]\n\n'));
    } finally {
      if (!closed) await engine.dispose();
    }
  });
});

interface Child {
  process: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
}

const MAIN = path.join(__dirname, '..', '..', '..', 'src', 'engine', 'main.ts');

/** Starts src/engine/main.ts in its own process (through tsx), the key in the environment. */
async function spawnEngine(dataDir: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, DATA_ANALYSIS_ENGINE_KEY: API_KEY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const deadline = Date.now() + 20_000;
  while (!out.includes('\n')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`engine did not start: ${err}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const match = /^Data Analysis engine listening on (http:\/\/127\.0\.0\.1:\d+)\n$/.exec(out);
  if (!match) throw new Error(`unexpected first line: ${JSON.stringify(out)}`);
  return { process: child, url: match[1], stdout: () => out, stderr: () => err };
}

async function api(url: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${url}/v2/team${route}`, {
    method,
    headers: { 'x-pd-api-key': API_KEY, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as any;
}

describe('engine process', function () {
  this.timeout(90_000);
  const dirs: string[] = [];
  after(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('prints exactly one line when ready, takes the key from the environment, and stops cleanly on SIGTERM', async () => {
    const dataDir = await newDataDir();
    dirs.push(dataDir);
    const engine = await spawnEngine(dataDir);
    const session = (await api(engine.url, 'POST', '/sessions', { name: 'survives SIGTERM', user_id: USER })).data.id;
    engine.process.kill('SIGTERM');
    const [code] = await once(engine.process, 'exit');
    assert.equal(code, 0);
    assert.equal(engine.stdout().split('\n').filter(Boolean).length, 1);
    assert.ok(!engine.stderr().includes(API_KEY), 'the key never reaches the log');
    const again = await spawnEngine(dataDir);
    try {
      assert.equal((await api(again.url, 'GET', `/sessions/${session}?user_id=${USER}`)).data.name, 'survives SIGTERM');
    } finally {
      again.process.kill('SIGINT');
      assert.equal((await once(again.process, 'exit'))[0], 0);
    }
  });

  it('re-ingests a data source whose ingest was killed, at the next start', async () => {
    const dataDir = await newDataDir();
    dirs.push(dataDir);
    const csv = path.join(dataDir, '..', `${path.basename(dataDir)}-big.csv`);
    const rows = 1_500_000;
    const out = createWriteStream(csv);
    out.write('id,region,amount,day\n');
    const regions = ['North', 'South', 'East', 'West'];
    for (let i = 0; i < rows; i += 10_000) {
      let chunk = '';
      for (let j = i; j < i + 10_000; j++) chunk += `${j},${regions[j % 4]},${(j % 1000) / 10},2024-01-${String((j % 28) + 1).padStart(2, '0')}\n`;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    try {
      const first = await spawnEngine(dataDir);
      const form = new FormData();
      form.append('user_id', USER);
      form.append('file', await openAsBlob(csv), 'big.csv');
      const uploaded = await (await fetch(`${first.url}/v2/team/file/upload-datasource`, { method: 'POST', headers: { 'x-pd-api-key': API_KEY }, body: form })).json() as { data: { file_object_key: string } };
      const created = await api(first.url, 'POST', '/datasources', { name: 'big.csv', type: 'FILE', file_object_key: uploaded.data.file_object_key, user_id: USER });
      assert.equal(created.data.status, 'synching');
      await new Promise((resolve) => setTimeout(resolve, 300));
      first.process.kill('SIGKILL');
      await once(first.process, 'exit');

      const second = await spawnEngine(dataDir);
      try {
        const route = `/datasets/${created.data.dataset_id}/datasources/${created.data.id}?user_id=${USER}`;
        let source = await api(second.url, 'GET', route);
        const deadline = Date.now() + 60_000;
        while (source.data.status === 'synching' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          source = await api(second.url, 'GET', route);
        }
        assert.match(second.stderr(), /re-ingesting data sources left synching","count":1/, 'the source was still synching when killed');
        assert.equal(source.data.status, 'synched');
        const overview = await api(second.url, 'GET', `/datasets/${created.data.dataset_id}/overview?user_id=${USER}`);
        assert.match(overview.data.summary, /\*\*big\.csv\*\*: 1,500,000 rows, 4 columns/);
      } finally {
        second.process.kill('SIGTERM');
        await once(second.process, 'exit');
      }
    } finally {
      await rm(csv, { force: true });
    }
  });
});
