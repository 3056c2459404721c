import assert from 'node:assert/strict';
import { DataAnalysisClient } from '../../../src/api/client';
import { ServiceError } from '../../../src/api/errors';
import type { JobEvent } from '../../../src/api/jobEvents';
import { sampleStream, sseText, startServer, type TestServer } from '../../support/api-servers';

const ASK = { session_id: 'sess-1', question: 'Revenue by region?' };

/** A server that sends the first half of a streamed answer, then the rest when told to. */
async function pausedStream(): Promise<{ server: TestServer; finish: () => void; started: Promise<void> }> {
  const bytes = Buffer.from(sseText(sampleStream()));
  const half = Math.floor(bytes.length / 2);
  let finish = () => {};
  let started = () => {};
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'x-pd-trace-id': 'trace-close' });
    res.write(bytes.subarray(0, half));
    finish = () => res.end(bytes.subarray(half));
    started();
  });
  return { server, finish: () => finish(), started: startedPromise };
}

describe('api/client close', () => {
  let server: TestServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('graceful: the answer streaming finishes whole, new requests are refused, then the promise settles', async () => {
    const paused = await pausedStream();
    server = paused.server;
    const client = new DataAnalysisClient({ baseUrl: server.url, apiKey: 'key-abcdef', userId: 'user-1', retry: { maxAttempts: 1, baseDelayMs: 1 } });
    const stream = await client.streamJob(ASK);
    await paused.started;
    let closed = false;
    const closing = client.close({ graceful: true }).then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(closed, false, 'close waits for the request in flight');
    const refused = await client.listSessions({ page_number: 1, page_size: 1 }).then(() => undefined, (error: unknown) => error);
    assert.ok(refused instanceof ServiceError, 'a new request after a graceful close is refused');
    paused.finish();
    const events: JobEvent[] = [];
    for await (const event of stream) events.push(event);
    const result = await stream.result;
    assert.equal(result.status, 'completed');
    assert.equal(events.length, sampleStream().length);
    await closing;
    assert.equal(closed, true);
  });

  it('not graceful: the answer streaming is cut at once', async () => {
    const paused = await pausedStream();
    server = paused.server;
    const client = new DataAnalysisClient({ baseUrl: server.url, apiKey: 'key-abcdef', userId: 'user-1' });
    const stream = await client.streamJob(ASK);
    await paused.started;
    await client.close();
    const outcome = await (async () => {
      for await (const event of stream) void event;
      return stream.result;
    })().then((result) => result.status, () => 'threw');
    assert.notEqual(outcome, 'completed');
    paused.finish();
  });
});
