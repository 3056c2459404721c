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
/** Chunks of up to this many characters are joined to a pending line before it is cut. */
const JOIN_MAX = 300;
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
  /** Events completed by the chunk being read; made only when one is. */
  private out: SseEvent[] | undefined;

  /** Feeds bytes; returns the events completed by them (often none). Never throws. */
  push(chunk: Uint8Array): readonly SseEvent[] {
    const decoded = this.text.decode(chunk, STREAM);
    if (decoded.length === 0) return NONE;
    // One search for CR per chunk: the service ends lines with LF only, and then every later step
    // can use the LF-only fast path.
    const mayHaveCR = this.afterCR || decoded.indexOf('\r') !== -1;
    const lf = decoded.indexOf('\n');
    const cr = mayHaveCR ? decoded.indexOf('\r') : -1;
    const first = lf === -1 ? cr : cr === -1 ? lf : cr < lf ? cr : lf;
    if (first === -1) {
      this.tail += decoded;
      return NONE;
    }
    let text = decoded;
    let from = 0;
    if (this.tail.length > 0) {
      if (decoded.length <= JOIN_MAX) {
        // A small chunk: joined to the pending line, one string and one pass, as cheap as it gets.
        text = this.tail + decoded;
      } else {
        // A large one: the pending line is finished on its own, so the rest is never copied.
        const head = this.tail + decoded.slice(0, first + 1);
        this.lines(head, 0, mayHaveCR);
        from = first + 1;
      }
      this.tail = '';
    }
    const cut = this.lines(text, from, mayHaveCR);
    if (cut < text.length) this.tail = text.slice(cut);
    const events = this.out;
    if (events === undefined) return NONE;
    this.out = undefined;
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
    this.out = undefined;
    this.resetEvent();
    return NONE;
  }

  /** The id to send as Last-Event-ID when reconnecting. */
  get lastEventId(): string {
    return this.lastId;
  }

  /**
   * Reads the complete lines of `text` from `start` on; returns where the text after the last
   * line terminator begins.
   */
  private lines(text: string, start: number, mayHaveCR: boolean): number {
    let pos = start;
    if (!mayHaveCR) {
      // The common case: one native search per line.
      let lf = text.indexOf('\n', pos);
      while (lf !== -1) {
        this.line(text, pos, lf);
        pos = lf + 1;
        // A blank line right after (the end of an event) needs no search of its own.
        if (text.charCodeAt(pos) === LF) {
          this.dispatch();
          pos++;
        }
        lf = text.indexOf('\n', pos);
      }
      return pos;
    }
    if (this.afterCR && text.charCodeAt(pos) === LF) pos++;
    this.afterCR = false;
    let cr = text.indexOf('\r', pos);
    let lf = text.indexOf('\n', pos);
    for (;;) {
      if (cr !== -1 && cr < pos) cr = text.indexOf('\r', pos);
      if (lf !== -1 && lf < pos) lf = text.indexOf('\n', pos);
      const end = cr === -1 ? lf : lf === -1 ? cr : cr < lf ? cr : lf;
      if (end === -1) break;
      this.line(text, pos, end);
      if (end === cr && end === text.length - 1) {
        // A CR ending the text: an LF opening the next chunk belongs to it.
        this.afterCR = true;
        return end + 1;
      }
      pos = end === cr && lf === cr + 1 ? end + 2 : end + 1;
    }
    return pos;
  }

  private line(text: string, start: number, end: number): void {
    if (start === end) {
      this.dispatch();
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

  private dispatch(): void {
    if (!this.hasData) {
      this.resetEvent();
      return;
    }
    const event: SseEvent = { type: this.eventType || 'message', data: this.data, id: this.lastId };
    if (this.retry !== undefined) event.retry = this.retry;
    this.resetEvent();
    if (this.out === undefined) this.out = [event];
    else this.out.push(event);
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
