import assert from 'node:assert/strict';
import { ServiceError } from '../../../src/api/errors';
import type { JobEvent } from '../../../src/api/jobEvents';
import type { JobResult } from '../../../src/api/jobStream';
import type { AnswerBlock } from '../../../src/api/types';
import { JobRunner, Turn, type JobStreamLike } from '../../../src/chat/jobRunner';
import { applyAnswerOps, emptyAnswer, type HostMessage } from '../../../src/protocol';

/** A stream the test feeds by hand, like the client's JobStream (abort ends it as 'aborted'). */
class FakeStream implements JobStreamLike {
  private readonly queue: JobEvent[] = [];
  private wake: (() => void) | undefined;
  private ended = false;
  aborted = false;
  private settle!: (result: JobResult) => void;
  readonly result = new Promise<JobResult>((resolve) => (this.settle = resolve));

  push(...events: JobEvent[]): void {
    this.queue.push(...events);
    this.wake?.();
  }

  end(result: Partial<JobResult> = {}): void {
    this.ended = true;
    this.settle({ blocks: [], tasks: new Map(), status: 'completed', ...result });
    this.wake?.();
  }

  abort(): void {
    this.aborted = true;
    this.end({ status: 'aborted' });
  }

  async *[Symbol.asyncIterator](): AsyncIterator<JobEvent> {
    for (;;) {
      const event = this.queue.shift();
      if (event) {
        yield event;
        continue;
      }
      if (this.ended) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

const message = (content: string): JobEvent => ({ type: 'block', block: { type: 'MESSAGE', content, group_id: 'g1', stage: 'Respond' } });
const table: AnswerBlock = { type: 'TABLE', content: { name: 't.csv', url: 'http://127.0.0.1/t', expires_at: '2999-01-01T00:00:00Z' }, group_id: 'g1', stage: 'Respond' };
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(stream: FakeStream | Error) {
  const sent: HostMessage[] = [];
  const results: number[] = [];
  const questions: string[] = [];
  const runner = new JobRunner(
    async (question) => {
      questions.push(question);
      if (stream instanceof Error) throw stream;
      return stream;
    },
    { send: (m) => sent.push(m), onResultBlock: (_turn, index) => results.push(index) },
    20,
  );
  return { runner, sent, results, questions };
}

/** The answer the webview would hold after applying every batch. */
function replay(sent: HostMessage[]) {
  const view = emptyAnswer();
  for (const m of sent) if (m.type === 'jobEvents') applyAnswerOps(view, m.ops);
  return view;
}

describe('chat JobRunner', () => {
  it('streams events in batches and ends completed with the same blocks as the reducer', async () => {
    const stream = new FakeStream();
    const { runner, sent, results } = setup(stream);
    const turn = new Turn('t1', 'total revenue by region');
    const done = runner.run(turn);
    await tick(5);
    stream.push({ type: 'job_id', jobId: 'job-1' }, message('Revenue '), message('is '), message('1,234.'), { type: 'block', block: table });
    await tick(60);
    const batches = sent.filter((m) => m.type === 'jobEvents');
    assert.equal(batches.length, 1, 'one batch for events that arrived together');
    assert.equal(batches[0].type === 'jobEvents' && batches[0].jobId, 'job-1');
    assert.equal(batches[0].type === 'jobEvents' && batches[0].ops.map((op) => op.op).join(','), 'block,append,block', 'the later fragments travel as one append');
    stream.push(message('more'), { type: 'end', ok: true });
    stream.end();
    await done;
    const finished = sent.at(-1);
    assert.deepEqual(finished, { type: 'jobFinished', turnId: 't1', outcome: { status: 'completed' } });
    assert.deepEqual(replay(sent).blocks, turn.blocks);
    assert.equal(turn.status, 'completed');
    assert.equal(turn.jobId, 'job-1');
    assert.deepEqual(results, [1]);
  });

  it('stop aborts at once and keeps what arrived, marked stopped', async () => {
    const stream = new FakeStream();
    const { runner, sent } = setup(stream);
    const turn = new Turn('t2', 'q');
    const done = runner.run(turn);
    await tick(5);
    stream.push(message('partial answer'));
    await tick(5);
    assert.equal(runner.stop('t2'), true);
    assert.equal(stream.aborted, true, 'the request is aborted');
    // Finished at once, before the stream settles its iterator.
    assert.deepEqual(sent.at(-1), { type: 'jobFinished', turnId: 't2', outcome: { status: 'stopped' } });
    stream.push(message(' late'));
    await done;
    assert.equal(replay(sent).blocks[0].content, 'partial answer');
    assert.equal(turn.status, 'stopped');
    assert.equal(runner.running, undefined);
    assert.equal(runner.stop('t2'), false);
  });

  it('a failed stream keeps the partial answer and reports message, code and trace id', async () => {
    const stream = new FakeStream();
    const { runner, sent } = setup(stream);
    const turn = new Turn('t3', 'q');
    const done = runner.run(turn);
    await tick(5);
    stream.push(message('so far'), { type: 'error', message: 'analysis broke' }, { type: 'end', ok: false });
    stream.end({ status: 'failed', error: new ServiceError({ code: 'JOB_ERROR', msg: 'analysis broke', traceId: 'trace-9' }) });
    await done;
    const finished = sent.at(-1);
    assert.ok(finished?.type === 'jobFinished' && finished.outcome.status === 'failed');
    assert.equal(finished.outcome.error.code, 'JOB_ERROR');
    assert.equal(finished.outcome.error.traceId, 'trace-9');
    assert.match(finished.outcome.error.message, /analysis broke/);
    assert.ok(finished.outcome.error.nextStep);
    assert.equal(replay(sent).blocks[0].content, 'so far');
    assert.equal(turn.view().status, 'failed');
  });

  it('a request refused before streaming fails the turn (never re-sent)', async () => {
    const { runner, sent, questions } = setup(new ServiceError({ code: 210021, msg: 'quota', traceId: 'tr' }));
    const turn = new Turn('t4', 'q');
    await runner.run(turn);
    assert.equal(questions.length, 1);
    const finished = sent.at(-1);
    assert.ok(finished?.type === 'jobFinished' && finished.outcome.status === 'failed');
    assert.equal(finished.outcome.error.code, 210021);
  });

  it('runs one job at a time', async () => {
    const stream = new FakeStream();
    const { runner } = setup(stream);
    const done = runner.run(new Turn('a', 'q'));
    await assert.rejects(runner.run(new Turn('b', 'q')), /already running/);
    stream.end();
    await done;
  });

  it('history blocks go through the same reducer (fragments joined)', () => {
    const turn = Turn.fromBlocks('job-x', 'q', [
      { type: 'MESSAGE', content: 'a', group_id: 'g', stage: 'Respond' },
      { type: 'MESSAGE', content: 'b', group_id: 'g', stage: 'Respond' },
      table,
    ], 'job-x');
    const view = turn.view();
    assert.equal(view.answer.blocks.length, 2);
    assert.equal(view.answer.blocks[0].content, 'ab');
    assert.equal(view.status, 'completed');
    assert.deepEqual(view.answer.groups.map((g) => g.groupId), ['g', 'g1']);
  });
});
