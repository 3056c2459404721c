/**
 * Writes a streamed job in the wire format of service-wire-notes.md §2: `id:`/`event:`/`data:`
 * lines with no space after the colon, one JSON envelope per event on a single data line,
 * `:keep-alive` comments while work runs, END_MARK last.
 */
import type { ServerResponse } from 'node:http';
import type { Stage, StreamEnvelope, StreamEventName } from '../api/types';

export interface StreamGroup {
  group_id: string;
  group_name: string;
  stage: Stage;
}

export function envelope<C>(group: StreamGroup, content: C, withRole: boolean): StreamEnvelope<C> {
  return {
    id: group.group_id,
    model: '',
    choices: [{ delta: withRole ? { role: null, content } : { content }, index: 0, finish_reason: null }],
    created: Math.floor(Date.now() / 1000),
    group_id: group.group_id,
    group_name: group.group_name,
    stage: group.stage,
  };
}

export class SseWriter {
  private keepAlive: NodeJS.Timeout | undefined;
  private lastWrite = Date.now();

  constructor(
    private readonly response: ServerResponse,
    keepAliveMs: number,
    /** Applied to every write: the API key never goes out, even if an answer quotes it. */
    private readonly redact: (text: string) => string = (text) => text,
  ) {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.flushHeaders();
    // Checked often so a comment goes out once the stream has been quiet for keepAliveMs.
    this.keepAlive = setInterval(() => {
      if (Date.now() - this.lastWrite >= keepAliveMs) this.write(':keep-alive\n\n');
    }, Math.max(50, Math.floor(keepAliveMs / 4)));
  }

  get closed(): boolean {
    return this.response.writableEnded || this.response.destroyed;
  }

  jobId(jobId: string): void {
    this.write(`event:JOB_ID\ndata:${jobId}\n\n`);
  }

  event<C>(name: StreamEventName, group: StreamGroup, content: C): void {
    const withRole = name === 'MESSAGE' || name === 'CODE';
    this.write(`id:${group.group_id}\nevent:${name}\ndata:${JSON.stringify(envelope(group, content, withRole))}\n\n`);
  }

  end(mark: '[DONE]' | '[ERROR]'): void {
    this.write(`event:END_MARK\ndata:${mark}\n\n`);
    this.stopKeepAlive();
    if (!this.closed) this.response.end();
  }

  stopKeepAlive(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = undefined;
  }

  private write(text: string): void {
    if (this.closed) return;
    this.lastWrite = Date.now();
    this.response.write(this.redact(text));
  }
}
