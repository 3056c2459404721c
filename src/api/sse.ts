/**
 * Server-Sent Events decoder following the WHATWG "event stream interpretation" rules, fed with
 * raw bytes as they come off the socket (a chunk boundary may fall anywhere, inside a CRLF or a
 * multi-byte UTF-8 character).
 *
 * Bytes become text through one streaming TextDecoder call per chunk (it carries a split character
 * over to the next chunk); lines are then cut with native string searches. Only text after the
 * last line terminator waits for the next chunk.
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
const STREAM = { stream: true } as const;
/** Returned when a chunk completes no event (frozen: it is shared). */
const NONE: readonly SseEvent[] = Object.freeze([]);

export class SseDecoder {
  /**
   * Streaming UTF-8 decoding holds back an incomplete multi-byte sequence until its next bytes
   * arrive, and (ignoreBOM false) drops one BOM at the very start of the stream only: both exactly
   * what the event stream rules ask for.
   */
  private text = new TextDecoder('utf-8', { fatal: false });
  /** Text after the last line terminator seen. */
  private tail = '';
  /** The previous text ended in CR: an LF at the start of the next one belongs to it. */
  private afterCR = false;

  private eventType = '';
  private data = '';
  private hasData = false;
  private lastId = '';
  private retry: number | undefined;

  /** Feeds bytes; returns the events completed by them (often none). Never throws. */
  push(chunk: Uint8Array): readonly SseEvent[] {
    const decoded = this.text.decode(chunk, STREAM);
    if (decoded.length === 0) return NONE;
    // One search for CR per chunk: the service ends lines with LF only, and then every later step
    // can use the LF-only fast path.
    const hasCR = decoded.indexOf('\r') !== -1;
    const lastLf = decoded.lastIndexOf('\n');
    const lastCr = hasCR ? decoded.lastIndexOf('\r') : -1;
    const last = lastCr > lastLf ? lastCr : lastLf;
    if (last < 0) {
      this.tail += decoded;
      return NONE;
    }
    const events: SseEvent[] = [];
    let from = 0;
    if (this.tail.length > 0) {
      // Finish the pending line on its own, so the (large) rest is never copied into a new string.
      const lf = decoded.indexOf('\n');
      const cr = hasCR ? decoded.indexOf('\r') : -1;
      const first = lf === -1 ? cr : cr === -1 ? lf : cr < lf ? cr : lf;
      const head = this.tail + decoded.slice(0, first + 1);
      this.tail = '';
      this.lines(head, 0, head.length, hasCR || this.afterCR, events);
      from = first + 1;
    }
    if (from <= last) this.lines(decoded, from, last + 1, hasCR || this.afterCR, events);
    if (last < decoded.length - 1) this.tail = decoded.slice(last + 1);
    return events;
  }

  /**
   * The stream ended. Per the spec an event without its terminating blank line is discarded, and
   * so is an unterminated last line; nothing is returned. Resets the decoder for reuse.
   */
  end(): readonly SseEvent[] {
    this.text = new TextDecoder('utf-8', { fatal: false });
    this.tail = '';
    this.afterCR = false;
    this.resetEvent();
    return NONE;
  }

  /** The id to send as Last-Event-ID when reconnecting. */
  get lastEventId(): string {
    return this.lastId;
  }

  /**
   * Reads the lines of `text` from `start` to `len`, where `text[len - 1]` is a line terminator
   * (so no LF is searched for beyond it in the LF-only case: the last one is at `len - 1`).
   */
  private lines(text: string, start: number, len: number, mayHaveCR: boolean, out: SseEvent[]): void {
    let pos = start;
    if (this.afterCR && pos < len && text.charCodeAt(pos) === LF) pos++;
    if (!mayHaveCR) {
      // The common case: one native search per line.
      let lf = text.indexOf('\n', pos);
      while (lf !== -1) {
        this.line(text, pos, lf, out);
        pos = lf + 1;
        // A blank line right after (the end of an event) needs no search of its own.
        if (text.charCodeAt(pos) === LF) {
          this.dispatch(out);
          pos++;
        }
        lf = text.indexOf('\n', pos);
      }
      this.afterCR = false;
      return;
    }
    let cr = text.indexOf('\r', pos);
    let lf = text.indexOf('\n', pos);
    while (pos < len) {
      if (cr !== -1 && cr < pos) cr = text.indexOf('\r', pos);
      if (lf !== -1 && lf < pos) lf = text.indexOf('\n', pos);
      const end = cr === -1 ? lf : lf === -1 ? cr : cr < lf ? cr : lf;
      if (end === -1) break; // cannot happen: text ends with a terminator
      this.line(text, pos, end, out);
      pos = end === cr && lf === cr + 1 ? end + 2 : end + 1;
    }
    this.afterCR = text.charCodeAt(len - 1) === CR;
  }

  private line(text: string, start: number, end: number, out: SseEvent[]): void {
    if (start === end) {
      this.dispatch(out);
      return;
    }
    const c0 = text.charCodeAt(start);
    // Fast paths for the fields every event has, without slicing the field name.
    if (c0 === 0x64 /* d */ && text.charCodeAt(start + 4) === 0x3a && text.charCodeAt(start + 1) === 0x61 && text.charCodeAt(start + 2) === 0x74 && text.charCodeAt(start + 3) === 0x61) {
      this.addData(text.slice(text.charCodeAt(start + 5) === 0x20 ? start + 6 : start + 5, end));
      return;
    }
    if (c0 === 0x65 /* e */ && text.charCodeAt(start + 5) === 0x3a && text.startsWith('event', start)) {
      this.eventType = text.slice(text.charCodeAt(start + 6) === 0x20 ? start + 7 : start + 6, end);
      return;
    }
    if (c0 === 0x69 /* i */ && text.charCodeAt(start + 1) === 0x64 /* d */ && text.charCodeAt(start + 2) === 0x3a) {
      const value = text.slice(text.charCodeAt(start + 3) === 0x20 ? start + 4 : start + 3, end);
      if (!value.includes('\0')) this.lastId = value;
      return;
    }
    if (c0 === 0x3a /* : */) return; // comment
    const colon = text.indexOf(':', start);
    let field: string;
    let value: string;
    if (colon === -1 || colon >= end) {
      field = text.slice(start, end);
      value = '';
    } else {
      field = text.slice(start, colon);
      value = text.slice(text.charCodeAt(colon + 1) === 0x20 && colon + 1 < end ? colon + 2 : colon + 1, end);
    }
    switch (field) {
      case 'data':
        this.addData(value);
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

  private addData(value: string): void {
    if (this.hasData) this.data += '\n' + value;
    else {
      this.data = value;
      this.hasData = true;
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

/** Decodes a byte stream (e.g. an HTTP response body) into events as they complete. */
export async function* decodeSse(source: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new SseDecoder();
  for await (const chunk of source) {
    const events = decoder.push(chunk);
    for (const event of events) yield event;
  }
  decoder.end();
}
