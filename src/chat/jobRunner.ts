/**
 * Runs a panel's jobs, one at a time: streams the job, reduces its events with THE reducer
 * (src/api/answer.ts) and sends the webview only what changed, in batches about every 50 ms.
 *
 * Stop aborts the request at once (the connection closes) and keeps what arrived, marked
 * stopped. A failed job keeps its partial answer and the error (message, code, trace id); a job
 * is never sent again by this class: Retry is a new job the person asks for.
 *
 * No vscode import: the panel hands in how to start a stream and how to send a message.
 */
import { AnswerReducer } from '../api/answer';
import type { JobResult } from '../api/jobStream';
import type { JobEvent } from '../api/jobEvents';
import type { AnswerBlock } from '../api/types';
import { opFromBlockChange, opFromTask, toAnswerView, type AnswerOp, type ErrorView, type HostMessage, type TurnStatus, type TurnView } from '../protocol';

export const BATCH_INTERVAL_MS = 50;

/** What the runner needs of a streamed job (src/api/jobStream.ts JobStream). */
export interface JobStreamLike extends AsyncIterable<JobEvent> {
  readonly result: Promise<JobResult>;
  abort(): void;
}

export type StartJob = (question: string, signal: AbortSignal) => Promise<JobStreamLike>;

/** One question and its answer as the host keeps it (live or from history). */
export class Turn {
  readonly reducer = new AnswerReducer();
  status: TurnStatus;
  error: ErrorView | undefined;

  constructor(
    readonly turnId: string,
    readonly question: string,
    status: TurnStatus = 'running',
    public jobId?: string,
  ) {
    this.status = status;
  }

  /** A finished turn from a history record's blocks, through the same reducer as a stream. */
  static fromBlocks(turnId: string, question: string, blocks: readonly AnswerBlock[], jobId?: string): Turn {
    const turn = new Turn(turnId, question, 'completed', jobId);
    for (const block of blocks) turn.reducer.apply({ type: 'block', block });
    return turn;
  }

  get blocks(): AnswerBlock[] {
    return this.reducer.blocks;
  }

  view(): TurnView {
    const view: TurnView = { turnId: this.turnId, question: this.question, answer: toAnswerView(this.reducer), status: this.status };
    if (this.jobId !== undefined) view.jobId = this.jobId;
    if (this.error) view.error = this.error;
    return view;
  }
}

export interface JobRunnerHooks {
  send(message: HostMessage): void;
  /** A TABLE or IMAGE block arrived (the host downloads it before its link expires). */
  onResultBlock?(turn: Turn, index: number, block: AnswerBlock): void;
  /** The turn finished (completed, stopped or failed). */
  onFinished?(turn: Turn): void;
  log?(message: string): void;
}

interface Running {
  turn: Turn;
  controller: AbortController;
  stream: JobStreamLike | undefined;
  pending: AnswerOp[];
  pendingJobId: string | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
  finished: boolean;
}

export class JobRunner {
  private current: Running | undefined;

  constructor(
    private readonly startJob: StartJob,
    private readonly hooks: JobRunnerHooks,
    private readonly batchIntervalMs = BATCH_INTERVAL_MS,
  ) {}

  /** The turn whose job is running, if any. */
  get running(): Turn | undefined {
    return this.current?.turn;
  }

  /**
   * Streams `turn`'s question. The caller has already told the webview (`jobStarted`). Resolves
   * when the turn has finished; never rejects (failures become the turn's error).
   */
  async run(turn: Turn): Promise<void> {
    if (this.current) throw new Error('a job is already running in this panel');
    const run: Running = { turn, controller: new AbortController(), stream: undefined, pending: [], pendingJobId: undefined, timer: undefined, finished: false };
    this.current = run;
    try {
      run.stream = await this.startJob(turn.question, run.controller.signal);
    } catch (error) {
      if (run.controller.signal.aborted) this.finish(run, 'stopped');
      else this.finish(run, 'failed', toErrorView(error));
      return;
    }
    if (run.finished) {
      run.stream.abort();
      return;
    }
    try {
      for await (const event of run.stream) {
        if (run.finished) break;
        this.apply(run, event);
      }
    } catch (error) {
      // The stream's iterator does not throw; a bug here must not lose the answer.
      this.hooks.log?.(`job stream: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (run.finished) return;
    const result = await run.stream.result;
    if (result.job_id && !turn.jobId) {
      turn.jobId = result.job_id;
      run.pendingJobId = result.job_id;
    }
    if (result.status === 'completed') this.finish(run, 'completed');
    else if (result.status === 'aborted') this.finish(run, 'stopped');
    else this.finish(run, 'failed', toErrorView(result.error ?? new Error('the job failed'), result.traceId));
  }

  /** Stops the running job of `turnId` at once; what arrived is kept. False if it is not running. */
  stop(turnId: string): boolean {
    const run = this.current;
    if (!run || run.turn.turnId !== turnId || run.finished) return false;
    run.controller.abort();
    run.stream?.abort();
    this.finish(run, 'stopped');
    return true;
  }

  /**
   * The running turn as one whole view, for a webview that reloaded mid-stream. The batch not yet
   * sent is dropped: the view already holds it, and later batches continue from here.
   */
  resync(): TurnView | undefined {
    const run = this.current;
    if (!run || run.finished) return undefined;
    clearTimeout(run.timer);
    run.timer = undefined;
    run.pending = [];
    run.pendingJobId = undefined;
    return run.turn.view();
  }

  dispose(): void {
    if (this.current) this.stop(this.current.turn.turnId);
  }

  private apply(run: Running, event: JobEvent): void {
    const { turn } = run;
    const change = turn.reducer.apply(event);
    if (event.type === 'job_id') {
      turn.jobId = event.jobId;
      run.pendingJobId = event.jobId;
      this.schedule(run);
    } else if (event.type === 'task') {
      const group = turn.reducer.groups.get(event.groupId);
      const task = turn.reducer.tasks.get(event.groupId)?.find((t) => t.id === event.task.id);
      if (group && task) this.push(run, opFromTask(group, task));
    }
    if (change) {
      this.push(run, opFromBlockChange(change));
      if (change.kind === 'added' && (change.block.type === 'TABLE' || change.block.type === 'IMAGE')) {
        this.hooks.onResultBlock?.(turn, change.index, change.block);
      }
    }
  }

  private push(run: Running, op: AnswerOp): void {
    const last = run.pending[run.pending.length - 1];
    // Consecutive fragments of one block travel as one append.
    if (op.op === 'append' && last?.op === 'append' && last.index === op.index) last.text += op.text;
    else run.pending.push(op);
    this.schedule(run);
  }

  private schedule(run: Running): void {
    if (run.timer === undefined) run.timer = setTimeout(() => this.flush(run), this.batchIntervalMs);
  }

  private flush(run: Running): void {
    clearTimeout(run.timer);
    run.timer = undefined;
    if (run.pending.length === 0 && run.pendingJobId === undefined) return;
    const message: HostMessage = { type: 'jobEvents', turnId: run.turn.turnId, ops: run.pending };
    if (run.pendingJobId !== undefined) message.jobId = run.pendingJobId;
    run.pending = [];
    run.pendingJobId = undefined;
    this.hooks.send(message);
  }

  private finish(run: Running, status: 'completed' | 'stopped' | 'failed', error?: ErrorView): void {
    if (run.finished) return;
    run.finished = true;
    this.flush(run);
    if (this.current === run) this.current = undefined;
    run.turn.status = status;
    run.turn.error = error;
    this.hooks.send({
      type: 'jobFinished',
      turnId: run.turn.turnId,
      outcome: status === 'failed' ? { status, error: error ?? { message: 'The job failed.' } } : { status },
    });
    this.hooks.onFinished?.(run.turn);
  }
}

/** The fields of the client's ServiceError that people see (read structurally). */
interface ServiceErrorFields {
  code?: number | string;
  userMessage?: string;
  msg?: string;
  nextStep?: string;
  traceId?: string;
  externalTraceId?: string;
}

/** An error as the webview shows it: what happened (with the service's own words), code, trace id, next step. */
export function toErrorView(error: unknown, traceId?: string): ErrorView {
  if (typeof error === 'object' && error !== null && ('userMessage' in error || 'code' in error)) {
    const e = error as ServiceErrorFields & { message?: string };
    const base = e.userMessage ?? e.message ?? String(error);
    const message = e.msg && e.msg !== base && !base.includes(e.msg) ? `${base} (${e.msg})` : base;
    const view: ErrorView = { message };
    if (e.code !== undefined) view.code = e.code;
    const trace = e.traceId ?? e.externalTraceId ?? traceId;
    if (trace) view.traceId = trace;
    if (e.nextStep) view.nextStep = e.nextStep;
    return view;
  }
  const view: ErrorView = { message: error instanceof Error ? error.message : String(error) };
  if (traceId) view.traceId = traceId;
  return view;
}
