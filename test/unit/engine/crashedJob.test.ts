/**
 * A streaming job cut off by a crash (kill -9 of the engine process): after the next start it is
 * in the session's history as failed, interrupted when the engine stopped, with what it had
 * produced; and a running job is not in the history before that.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { API_KEY, USER, newDataDir, startTestEngine } from '../../support/engine-harness';
import { waitUntil } from '../../support/engine-process';

const SCRIPT = path.join(__dirname, '..', '..', 'support', 'hanging-engine.ts');

describe('engine: a job cut off by a crash', function () {
  this.timeout(90_000);

  it('shows in the history after a restart as failed, interrupted, with what it had produced', async () => {
    const dataDir = await newDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
      env: { ...process.env, HANGING_ENGINE_KEY: API_KEY, HANGING_ENGINE_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    const exited = once(child, 'exit');
    let sessionId: string;
    try {
      await waitUntil(() => /listening (\S+)/.test(out), 'the engine listens', 60_000);
      const base = /listening (\S+)/.exec(out)?.[1] as string;
      const call = async (method: string, route: string, body?: unknown) => {
        const response = await fetch(`${base}/v2/team${route}`, {
          method, headers: { 'x-pd-api-key': API_KEY, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
        });
        return response;
      };
      sessionId = ((await (await call('POST', '/sessions', { name: 'crash', user_id: USER })).json()) as { data: { id: string } }).data.id;
      const stream = await call('POST', '/jobs', { session_id: sessionId, user_id: USER, question: 'a long question', stream: true });
      const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      while (!text.includes('first half')) text += new TextDecoder().decode((await reader.read()).value);
      await waitUntil(() => out.includes('produced'), 'the partial answer had time to be saved');
      // Running, so not history yet.
      const during = (await (await call('GET', `/sessions/${sessionId}/history?user_id=${USER}`)).json()) as { data: { total_items: number } };
      assert.equal(during.data.total_items, 0);
      child.kill('SIGKILL');
      await exited;
      await reader.cancel().catch(() => undefined);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    const engine = await startTestEngine({ dataDir });
    try {
      const history = (await engine.get(`/sessions/${sessionId}/history`)).body.data;
      assert.equal(history.total_items, 1);
      const [record] = history.records;
      assert.equal(record.question.blocks[0].content, 'a long question');
      const blocks = record.answer.blocks as Array<{ type: string; content: string }>;
      assert.deepEqual(blocks.map((b) => b.type), ['MESSAGE', 'CODE', 'MESSAGE']);
      assert.equal(blocks[0].content, 'The first half of the answer');
      assert.match(blocks[1].content, /SELECT 1/);
      assert.match(blocks[2].content, /^This job failed: it was interrupted when the engine stopped\./);
      // The session goes on after the restart.
      const again = await engine.call('POST', '/jobs', { session_id: sessionId, user_id: USER, question: 'again' });
      assert.equal(again.body.code, 0);
      assert.equal((await engine.get(`/sessions/${sessionId}/history`)).body.data.total_items, 2);
    } finally {
      await engine.dispose();
    }
  });
});
