/**
 * Server-Sent Events decoder following the WHATWG "event stream interpretation" rules, fed with
 * raw bytes as they come off the socket.
 *
 * Why bytes and not strings: a chunk boundary may fall inside a multi-byte UTF-8 character. Line
 * terminators (CR, LF) are ASCII and can never occur inside a multi-byte sequence, so the decoder
 * only ever turns bytes up to the LAST line terminator of what it has into text; the tail waits
 * for the next chunk. That keeps one TextDecoder call per chunk (fast) and never splits a character.
 */

export interface SseEvent {
  /** The `event:` field, or `message` when none was given. */
  type: string;
  /** The `data:` lines joined by LF. */
  data: string;
  /** The last event id seen so far (persists across events, as the spec says). */
  id: string;
  /** A `retry:` value in milliseconds, when this event carried one. */
  retry?: number;
}

const LF = 0x0a;
const CR = 0x0d;
const EMPTY = new Uint8Array(0);

export class SseDecoder {
  private readonly text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
  /** Bytes after the last line terminator seen. */
  private tail: Uint8Array = EMPTY;
  /** The previous text ended in CR: an LF at the start of the next one belongs to it. */
  private afterCR = false;
  private bomChecked = false;
  private bomBytes: Uint8Array = EMPTY;

  private eventType = '';
  private data = '';
  private hasData = false;
  private lastId = '';
  private retry: number | undefined;

  /** Feeds bytes; returns the events completed by them (often none). Never throws. */
  push(chunk: Uint8Array): SseEvent[] {
    if (!this.bomChecked) {
      chunk = this.stripBom(chunk);
      if (!this.bomChecked) return [];
    }
    if (chunk.length === 0) return [];
    const lastLf = chunk.lastIndexOf(LF);
    const lastCr = chunk.lastIndexOf(CR);
    const last = lastLf > lastCr ? lastLf : lastCr;
    if (last < 0) {
      this.tail = this.tail.length === 0 ? chunk.slice() : concat(this.tail, chunk);
      return [];
    }
    let complete: Uint8Array;
    if (this.tail.length === 0) {
      complete = chunk.subarray(0, last + 1);
    } else {
      complete = concat(this.tail, chunk.subarray(0, last + 1));
    }
    this.tail = last + 1 < chunk.length ? chunk.slice(last + 1) : EMPTY;
    const events: SseEvent[] = [];
    this.lines(this.text.decode(complete), events);
    return events;
  }

  /**
   * The stream ended. Per the spec an event without its terminating blank line is discarded, and
   * so is an unterminated last line; nothing is returned. Resets the decoder for reuse.
   */
  end(): SseEvent[] {
    this.tail = EMPTY;
    this.afterCR = false;
    this.bomChecked = false;
    this.bomBytes = EMPTY;
    this.resetEvent();
    return [];
  }

  /** The id to send as Last-Event-ID when reconnecting. */
  get lastEventId(): string {
    return this.lastId;
  }

  private stripBom(chunk: Uint8Array): Uint8Array {
    const have = this.bomBytes.length === 0 ? chunk : concat(this.bomBytes, chunk);
    const bom = [0xef, 0xbb, 0xbf];
    const n = Math.min(3, have.length);
    for (let i = 0; i < n; i++) {
      if (have[i] !== bom[i]) {
        this.bomChecked = true;
        this.bomBytes = EMPTY;
        return have;
      }
    }
    if (have.length < 3) {
      this.bomBytes = have.slice();
      return EMPTY;
    }
    this.bomChecked = true;
    this.bomBytes = EMPTY;
    return have.subarray(3);
  }

  /** `text` ends with a line terminator (CR or LF). */
  private lines(text: string, out: SseEvent[]): void {
    let pos = 0;
    const len = text.length;
    if (this.afterCR && len > 0 && text.charCodeAt(0) === LF) pos = 1;
    while (pos < len) {
      let end = pos;
      let code = 0;
      // Scan to the next CR or LF. A manual loop beats two indexOf calls on short SSE lines.
      while (end < len) {
        code = text.charCodeAt(end);
        if (code === LF || code === CR) break;
        end++;
      }
      this.line(text, pos, end, out);
      if (code === CR && end + 1 < len && text.charCodeAt(end + 1) === LF) end++;
      pos = end + 1;
    }
    this.afterCR = text.charCodeAt(len - 1) === CR;
  }

  private line(text: string, start: number, end: number, out: SseEvent[]): void {
    if (start === end) {
      this.dispatch(out);
      return;
    }
    const first = text.charCodeAt(start);
    if (first === 0x3a /* : */) return; // comment
    let colon = -1;
    for (let i = start; i < end; i++) {
      if (text.charCodeAt(i) === 0x3a) {
        colon = i;
        break;
      }
    }
    let field: string;
    let value: string;
    if (colon < 0) {
      field = text.slice(start, end);
      value = '';
    } else {
      field = text.slice(start, colon);
      let vs = colon + 1;
      if (vs < end && text.charCodeAt(vs) === 0x20) vs++;
      value = text.slice(vs, end);
    }
    switch (field) {
      case 'data':
        if (this.hasData) this.data += '\n' + value;
        else {
          this.data = value;
          this.hasData = true;
        }
        break;
      case 'event':
        this.eventType = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastId = value;
        break;
      case 'retry':
        if (/^[0-9]+$/.test(value)) this.retry = Number(value);
        break;
      default:
        break; // unknown fields are ignored
    }
  }

  private dispatch(out: SseEvent[]): void {
    if (!this.hasData) {
      this.resetEvent();
      return;
    }
    const event: SseEvent = { type: this.eventType || 'message', data: this.data, id: this.lastId };
    if (this.retry !== undefined) event.retry = this.retry;
    this.resetEvent();
    out.push(event);
  }

  private resetEvent(): void {
    this.eventType = '';
    this.data = '';
    this.hasData = false;
    this.retry = undefined;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** Decodes a byte stream (e.g. an HTTP response body) into events as they complete. */
export async function* decodeSse(source: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new SseDecoder();
  for await (const chunk of source) {
    const events = decoder.push(chunk);
    for (const event of events) yield event;
  }
  decoder.end();
}
