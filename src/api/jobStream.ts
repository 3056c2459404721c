/**
 * A streamed job as the caller sees it: an async iterable of typed events for rendering as they
 * arrive, and `result`, which settles once the stream is over with every block received, even
 * when the job failed half way or was cancelled (nothing the service answered is lost).
 */
import { AnswerReducer, blocksFromJob, type TaskProgress } from './answer';
import { ServiceError } from './errors';
import { toServiceError, type ClientLogger } from './http';
import { toJobEvent, type JobEvent } from './jobEvents';
import { SseDecoder } from './sse';
import { ERROR_CODES, type AnswerBlock, type Job } from './types';

export type JobStatus = 'completed' | 'failed' | 'aborted';

export interface JobResult {
  /** Absent when the stream broke before JOB_ID arrived. */
  job_id?: string;
  /** The reducer's blocks: the same shape as a non-streamed answer. */
  blocks: AnswerBlock[];
  /** Working steps per group id. */
  tasks: Map<string, TaskProgress[]>;
  status: JobStatus;
  /** Why the job did not complete. */
  error?: ServiceError;
  traceId?: string;
}

interface StreamSource {
  body: AsyncIterable<Uint8Array> & { destroy(error?: Error): void };
  traceId: string | undefined;
  externalTraceId: string | undefined;
}

export class JobStream implements AsyncIterable<JobEvent> {
  /** Live state (blocks so far, tasks per group): read it at any time. */
  readonly reducer = new AnswerReducer();
  /** Settles (never rejects) once the stream has ended, failed or been aborted. */
  readonly result: Promise<JobResult>;
  readonly traceId: string | undefined;

  private readonly queue: JobEvent[] = [];
  private waiter: (() => void) | undefined;
  private finished = false;
  private iterated = false;

  private constructor(
    private readonly controller: AbortController,
    private readonly logger: ClientLogger,
    traceId: string | undefined,
    run: (stream: JobStream) => Promise<JobResult>,
  ) {
    this.traceId = traceId;
    this.result = run(this).finally(() => {
      this.finished = true;
      this.wake();
    });
  }

  /** Reads an SSE response body; owns `controller`, whose abort closes the connection at once. */
  static fromBody(source: StreamSource, controller: AbortController, logger: ClientLogger): JobStream {
    return new JobStream(controller, logger, source.traceId, (stream) => stream.pump(source));
  }

  /** A server that answered a streamed request with the whole job at once. */
  static fromJob(job: Job, traceId: string | undefined, controller: AbortController, logger: ClientLogger): JobStream {
    return new JobStream(controller, logger, traceId, async (stream) => {
      stream.emit({ type: 'job_id', jobId: job.job_id });
      for (const block of blocksFromJob(job)) stream.emit({ type: 'block', block });
      stream.emit({ type: 'end', ok: true });
      return stream.settle(undefined);
    });
  }

  get jobId(): string | undefined {
    return this.reducer.jobId;
  }

  /** Stops the job: closes the connection (the service has no cancel endpoint). */
  abort(): void {
    this.controller.abort();
  }

  get aborted(): boolean {
    return this.controller.signal.aborted;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<JobEvent> {
    if (this.iterated) throw new Error('a JobStream can be iterated only once');
    this.iterated = true;
    for (;;) {
      const event = this.queue.shift();
      if (event) {
        yield event;
        continue;
      }
      if (this.finished) return;
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
  }

  private emit(event: JobEvent): void {
    this.reducer.apply(event);
    if (event.type === 'invalid') this.logger.warn(`stream event ${event.name} skipped: ${event.reason}`);
    else if (event.type === 'ignored') this.logger.debug(`stream event ${event.name} ignored`);
    this.queue.push(event);
    this.wake();
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.();
  }

  private async pump(source: StreamSource): Promise<JobResult> {
    const decoder = new SseDecoder();
    let failure: ServiceError | undefined;
    try {
      outer: for await (const chunk of source.body) {
        for (const sse of decoder.push(chunk)) {
          const event = toJobEvent(sse);
          this.emit(event);
          // END_MARK is always last; a server that keeps the connection open after it is not
          // waited for.
          if (event.type === 'end') break outer;
        }
      }
      decoder.end();
    } catch (error) {
      failure = toServiceError(error, this.controller.signal, { traceId: source.traceId, externalTraceId: source.externalTraceId, duringBody: true });
    } finally {
      source.body.destroy();
    }
    return this.settle(failure, source);
  }

  private settle(failure: ServiceError | undefined, ids?: Pick<StreamSource, 'traceId' | 'externalTraceId'>): JobResult {
    const r = this.reducer;
    const idFields = { traceId: ids?.traceId, externalTraceId: ids?.externalTraceId };
    let status: JobStatus = 'completed';
    let error: ServiceError | undefined;
    if (this.controller.signal.aborted) {
      status = 'aborted';
      error = new ServiceError({ code: 'ABORTED', msg: 'the answer was stopped', ...idFields });
    } else if (!r.ok) {
      status = 'failed';
      const message = r.errorMessage ?? 'the stream ended with [ERROR]';
      // Quota exhaustion arrives as an ERROR event with text only (wire notes §2).
      const code = /quota/i.test(message) ? ERROR_CODES.jobQuotaExceeded : 'JOB_ERROR';
      error = new ServiceError({ code, msg: message, ...idFields });
    } else if (failure?.code === 'NETWORK') {
      // A connection cut mid-answer is an incomplete answer: what arrived is kept, and the
      // advice is to ask again rather than to check the network settings.
      status = 'failed';
      error = new ServiceError({ code: 'STREAM_INCOMPLETE', msg: `the connection ended before END_MARK (${failure.msg})`, ...idFields });
    } else if (failure) {
      status = 'failed';
      error = failure;
    } else if (!r.ended) {
      status = 'failed';
      error = new ServiceError({ code: 'STREAM_INCOMPLETE', msg: 'the stream ended without END_MARK', ...idFields });
    }
    const result: JobResult = { blocks: r.blocks, tasks: new Map(r.tasks), status, traceId: this.traceId };
    if (r.jobId !== undefined) result.job_id = r.jobId;
    if (error) result.error = error;
    return result;
  }
}
