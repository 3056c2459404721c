import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Analyst } from '../../../src/engine/analyst/contract';
import { API_KEY, USER, datasetWith, startTestEngine, type TestEngine } from '../../support/engine-harness';

/** What the slow analyst saw after its query: how the query ended and what publishing did. */
interface Outcome {
  query: string;
  publish: string;
}

/** Waits (up to 20 s, for a busy machine) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 800 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  assert.ok(check(), what);
}

describe('engine stopping a job in the middle of a DuckDB query', function () {
  this.timeout(60_000);
  let engine: TestEngine;
  let started = false;
  let outcome: Outcome | undefined;
  let datasetId: string;
  let sessionId: string;

  // A query that would run for hours: only an interrupt ends it.
  const slow: Analyst = async (context) => {
    started = true;
    const query = await context.query('SELECT sum(a.range * b.range) AS s FROM range(100000000) a, range(100000000) b').then(
      () => 'finished',
      (error: Error) => `failed: ${error.message}`,
    );
    const publish = await context.publish('late.csv', 'text/csv', 'a\n1\n').then(
      () => 'published',
      (error: Error) => `refused: ${error.message}`,
    );
    outcome = { query, publish };
    return {};
  };

  beforeEach(async () => {
    started = false;
    outcome = undefined;
    engine = await startTestEngine({ analyst: slow });
    ({ datasetId } = await datasetWith(engine, 'tiny.csv', 'a\n1\n'));
    sessionId = (await engine.call('POST', '/sessions', { name: 'stop', user_id: USER })).body.data.id;
  });
  afterEach(() => engine.dispose());

  function ask(signal?: AbortSignal) {
    return fetch(`${engine.url}/v2/team/jobs`, {
      method: 'POST',
      headers: { 'x-pd-api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: sessionId, user_id: USER, dataset_id: datasetId, stream: true, question: 'slow' }),
      signal,
    });
  }

  it('interrupts the query when the client disconnects, lets the analyst finish, and publishes nothing after the stop', async () => {
    const controller = new AbortController();
    const response = await ask(controller.signal);
    await until(() => started, 'the analyst started');
    await new Promise((resolve) => setTimeout(resolve, 200)); // the query is running
    controller.abort();
    await response.body?.cancel().catch(() => undefined);
    await until(() => outcome !== undefined, 'the analyst query settled after the client left');
    assert.match(outcome?.query ?? '', /^failed: .*interrupt/i);
    assert.match(outcome?.publish ?? '', /^refused: the job was stopped/);
    assert.deepEqual(await readdir(path.join(engine.dataDir, 'results')), [], 'no result file was written after the stop');
    // The job's connection is closed: the engine still answers and closes cleanly.
    assert.equal((await engine.get(`/sessions/${sessionId}/history`)).body.data.total_items, 1);
    await engine.close();
  });

  it('interrupts the query when the engine stops, and closes once the analyst has finished and the job is recorded', async () => {
    const response = await ask();
    const body = response.text();
    await until(() => started, 'the analyst started');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await engine.close();
    assert.match(outcome?.query ?? 'still running when the engine closed', /^failed: .*interrupt/i);
    assert.match(await body, /event:END_MARK\ndata:\[ERROR\]\n\n$/);
    const again = await startTestEngine({ dataDir: engine.dataDir, analyst: slow });
    try {
      assert.equal((await again.get(`/sessions/${sessionId}/history`)).body.data.total_items, 1, 'the stopped job was recorded before the database closed');
    } finally {
      await again.close();
    }
  });
});
