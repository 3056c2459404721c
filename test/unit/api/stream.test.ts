import assert from 'node:assert/strict';
import type http from 'node:http';
import { blocksFromJob } from '../../../src/api/answer';
import { DataAnalysisClient, type ClientOptions } from '../../../src/api/client';
import { ServiceError } from '../../../src/api/errors';
import type { JobEvent } from '../../../src/api/jobEvents';
import type { AnswerBlock } from '../../../src/api/types';
import { delay, envelopeData, ok, sampleStream, sendEnvelope, sseText, startServer, type Handler, type TestServer } from '../../support/api-servers';

const ASK = { session_id: 'sess-1', question: 'Revenue by region?' };

function sseHead(res: http.ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'x-pd-trace-id': 'trace-stream' });
}

describe('api/client streamed jobs', () => {
  const servers: TestServer[] = [];
  const clients: DataAnalysisClient[] = [];

  async function setup(handler: Handler, options: Partial<ClientOptions> = {}) {
    const server = await startServer(handler);
    servers.push(server);
    const client = new DataAnalysisClient({ baseUrl: server.url, apiKey: 'key-abcdef', userId: 'user-1', retry: { baseDelayMs: 5 }, ...options });
    clients.push(client);
    return { server, client };
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it('streams events and ends with the same blocks as the non-streamed answer', async () => {
    const text = sseText(sampleStream());
    let nonStreamedBlocks: AnswerBlock[] = [];
    const { server, client } = await setup((req, res) => {
      const body = JSON.parse(req.body.toString()) as { stream: boolean };
      if (body.stream) {
        sseHead(res);
        // Small uneven chunks, split inside multi-byte characters too.
        const bytes = Buffer.from(text);
        let i = 0;
        const step = () => {
          if (i >= bytes.length) return res.end();
          res.write(bytes.subarray(i, i + 37));
          i += 37;
          setImmediate(step);
        };
        step();
      } else {
        ok(res, { job_id: 'job-7f3a', blocks: nonStreamedBlocks });
      }
    });
    const stream = await client.streamJob(ASK);
    const events: JobEvent[] = [];
    for await (const e of stream) events.push(e);
    const result = await stream.result;
    assert.equal(result.status, 'completed');
    assert.equal(result.job_id, 'job-7f3a');
    assert.equal(result.traceId, 'trace-stream');
    assert.equal(result.error, undefined);
    assert.equal(events.length, sampleStream().length);
    assert.equal(result.tasks.get('g-calc')?.[0]?.status, 'done');
    assert.equal(server.requests[0]?.headers.accept, 'text/event-stream');
    assert.deepEqual(JSON.parse(server.requests[0]!.body.toString()), { ...ASK, stream: true, user_id: 'user-1' });

    nonStreamedBlocks = result.blocks;
    const job = await client.createJob(ASK);
    assert.deepEqual(job.blocks, result.blocks);
    assert.deepEqual(blocksFromJob(job), result.blocks);
  });

  it('keeps every block received when the connection drops mid-stream', async () => {
    const events = sampleStream();
    const upToTable = sseText(events.slice(0, 12));
    const { client } = await setup((_req, res) => {
      sseHead(res);
      res.write(upToTable);
      res.write('event:MESSAGE\ndata:{"id":"g-answer","choi'); // half an event, then the line goes dead
      setTimeout(() => res.socket?.destroy(), 30);
    });
    const stream = await client.streamJob(ASK);
    const result = await stream.result;
    assert.equal(result.status, 'failed');
    assert.ok(result.error instanceof ServiceError);
    assert.equal(result.error.code, 'STREAM_INCOMPLETE');
    assert.match(result.error.nextStep ?? '', /kept/);
    assert.equal(result.error.traceId, 'trace-stream');
    assert.deepEqual(result.blocks.map((b) => b.type), ['MESSAGE', 'CODE', 'MESSAGE', 'TABLE']);
    assert.equal(result.job_id, 'job-7f3a');
  });

  it('treats a clean close without END_MARK as a failed job, not a finished one', async () => {
    const { client } = await setup((_req, res) => {
      sseHead(res);
      res.end(sseText(sampleStream().slice(0, 4)));
    });
    const result = await (await client.streamJob(ASK)).result;
    assert.equal(result.status, 'failed');
    assert.equal(result.error?.code, 'STREAM_INCOMPLETE');
    assert.match(result.error?.nextStep ?? '', /kept/);
    assert.equal(result.blocks.length, 1);
  });

  it('survives a server that sends one byte a second (the idle limit is per silence, not in total)', async function () {
    this.timeout(15_000);
    const text = sseText([{ event: 'JOB_ID', data: 'job-slow' }, { event: 'END_MARK', data: '[DONE]' }]);
    const { client } = await setup(async (_req, res) => {
      sseHead(res);
      const bytes = Buffer.from(`:ka\n${text}`);
      for (let i = 0; i < bytes.length; i++) {
        if (res.destroyed) return;
        res.write(bytes.subarray(i, i + 1));
        // The first bytes come one a second; the rest quicker so the test stays short.
        await delay(i < 4 ? 1000 : 10);
      }
      res.end();
    }, { timeouts: { bodyIdleMs: 2500 } });
    const started = Date.now();
    const result = await (await client.streamJob(ASK)).result;
    assert.equal(result.status, 'completed', result.error?.message);
    assert.equal(result.job_id, 'job-slow');
    assert.ok(Date.now() - started > 3000, 'longer in total than the idle limit');
  });

  it('declares a stream that goes silent dead (TIMEOUT) and keeps what arrived', async () => {
    const { client } = await setup((_req, res) => {
      sseHead(res);
      res.write(sseText(sampleStream().slice(0, 3)));
    }, { timeouts: { bodyIdleMs: 400 } });
    const result = await (await client.streamJob(ASK)).result;
    assert.equal(result.status, 'failed');
    assert.equal(result.error?.code, 'TIMEOUT');
    assert.deepEqual(result.blocks.map((b) => b.content), ['Looking at the ']);
  });

  it('skips one event with bad JSON and keeps the rest', async () => {
    const events = sampleStream();
    const bad = { event: 'MESSAGE', data: '{"id":"g-answer","choices":[{"delta":{"content":"oops"' };
    const warnings: string[] = [];
    const { client } = await setup((_req, res) => {
      sseHead(res);
      res.end(sseText([...events.slice(0, 10), bad, ...events.slice(10)]));
    }, { logger: { debug: () => {}, warn: (m) => warnings.push(m) } });
    const stream = await client.streamJob(ASK);
    const seen: JobEvent[] = [];
    for await (const e of stream) seen.push(e);
    const result = await stream.result;
    assert.equal(result.status, 'completed');
    assert.equal(seen.filter((e) => e.type === 'invalid').length, 1);
    assert.equal(result.blocks.length, 9);
    assert.match(warnings.join(), /MESSAGE skipped: data is not JSON/);
  });

  it('fails the job on an ERROR event (quota) or an [ERROR] end mark, keeping the blocks', async () => {
    let call = 0;
    const { client } = await setup((_req, res) => {
      call++;
      sseHead(res);
      const head = sseText(sampleStream().slice(0, 3));
      if (call === 1) {
        res.end(head + sseText([
          { event: 'ERROR', data: envelopeData({ code: 'Job quota exceeded' }, 'g-plan', '', 'Analyze') },
          { event: 'END_MARK', data: '[ERROR]' },
        ]));
      } else {
        res.end(head + sseText([{ event: 'END_MARK', data: '[ERROR]' }]));
      }
    });
    const quota = await (await client.streamJob(ASK)).result;
    assert.equal(quota.status, 'failed');
    assert.equal(quota.error?.code, 210021);
    assert.equal(quota.blocks.length, 1);
    const marked = await (await client.streamJob(ASK)).result;
    assert.equal(marked.error?.code, 'JOB_ERROR');
    assert.equal(marked.blocks.length, 1);
  });

  it('rejects before the stream for 403 with 1003, or HTTP 200 carrying an error code', async () => {
    let call = 0;
    const { server, client } = await setup((_req, res) => {
      call++;
      if (call === 1) sendEnvelope(res, { code: 1003, msg: 'insufficient.authentication' }, 403);
      else sendEnvelope(res, { code: 210021, msg: 'Job quota exceeded' }, 200);
    });
    await assert.rejects(client.streamJob(ASK), (e: ServiceError) => e.code === 1003 && /API key again/.test(e.nextStep));
    await assert.rejects(client.streamJob(ASK), (e: ServiceError) => e.code === 210021);
    assert.equal(server.requests.length, 2, 'never re-sent');
  });

  it('accepts a server that answers a streamed request with the whole job at once', async () => {
    const blocks: AnswerBlock[] = [{ type: 'MESSAGE', content: 'hi', group_id: 'g', group_name: 'A', stage: 'Respond' }];
    const { client } = await setup((_req, res) => ok(res, { job_id: 'job-1', blocks }));
    const result = await (await client.streamJob(ASK)).result;
    assert.equal(result.status, 'completed');
    assert.deepEqual(result.blocks, blocks);
  });

  it('closes the connection at once when aborted, and reports what arrived as aborted', async () => {
    let closedAt = 0;
    const { client } = await setup((_req, res, raw) => {
      sseHead(res);
      res.write(sseText(sampleStream().slice(0, 3)));
      const timer = setInterval(() => res.write(':keep-alive\n\n'), 20);
      raw.socket.on('close', () => {
        closedAt = Date.now();
        clearInterval(timer);
      });
    });
    const controller = new AbortController();
    const stream = await client.streamJob(ASK, { signal: controller.signal });
    for await (const e of stream) {
      if (e.type === 'block') {
        const abortedAt = Date.now();
        controller.abort();
        const result = await stream.result;
        assert.equal(result.status, 'aborted');
        assert.equal(result.error?.code, 'ABORTED');
        assert.equal(result.blocks.length, 1);
        await delay(100);
        assert.ok(closedAt > 0 && closedAt - abortedAt < 100, 'the server saw the connection close');
        break;
      }
    }
  });
});
