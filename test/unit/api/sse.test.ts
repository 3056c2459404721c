import assert from 'node:assert/strict';
import fc from 'fast-check';
import { decodeSse, SseDecoder, type SseEvent } from '../../../src/api/sse';
import { sampleStream, sseText } from '../../support/api-servers';

const enc = new TextEncoder();

function decodeAll(chunks: Uint8Array[]): SseEvent[] {
  const decoder = new SseDecoder();
  const out: SseEvent[] = [];
  for (const chunk of chunks) out.push(...decoder.push(chunk));
  out.push(...decoder.end());
  return out;
}

function decodeText(text: string): SseEvent[] {
  return decodeAll([enc.encode(text)]);
}

/** Splits bytes at the given (sorted, deduplicated) cut points. */
function split(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let last = 0;
  for (const p of points) {
    chunks.push(bytes.subarray(last, p));
    last = p;
  }
  chunks.push(bytes.subarray(last));
  return chunks;
}

describe('api/sse: WHATWG event stream decoding', () => {
  it('reads fields with and without the one optional space after the colon', () => {
    const events = decodeText('event:A\ndata:x\n\nevent: B\ndata: y\ndata:  two spaces\n\n');
    assert.deepEqual(events, [
      { type: 'A', data: 'x', id: '' },
      { type: 'B', data: 'y\n two spaces', id: '' },
    ]);
  });

  it('accepts CR, LF and CRLF line ends, mixed', () => {
    const events = decodeText('event:A\rdata:1\r\rdata:2\r\n\r\nevent:C\ndata:3\n\n');
    assert.deepEqual(events.map((e) => [e.type, e.data]), [['A', '1'], ['message', '2'], ['C', '3']]);
  });

  it('ignores comments, unknown fields and blank lines without data', () => {
    const events = decodeText(':keep-alive\n\nfoo:bar\n\n:\ndata:only\n\n');
    assert.deepEqual(events, [{ type: 'message', data: 'only', id: '' }]);
  });

  it('keeps the last id across events and ignores ids containing NUL', () => {
    const events = decodeText('id:7\ndata:a\n\ndata:b\n\nid:x\0y\ndata:c\n\n');
    assert.deepEqual(events.map((e) => e.id), ['7', '7', '7']);
  });

  it('reads retry only when it is all digits', () => {
    const events = decodeText('retry:1500\ndata:a\n\nretry:1x\ndata:b\n\n');
    assert.equal(events[0]?.retry, 1500);
    assert.equal(events[1]?.retry, undefined);
  });

  it('treats a field line without a colon as a field with an empty value', () => {
    const events = decodeText('data\ndata\n\n');
    assert.deepEqual(events, [{ type: 'message', data: '\n', id: '' }]);
  });

  it('strips one leading BOM, even split over chunks, and only at the start', () => {
    const bytes = enc.encode('\uFEFFdata:a\n\n\uFEFFdata:b\n\n');
    const events = decodeAll([bytes.subarray(0, 1), bytes.subarray(1, 2), bytes.subarray(2)]);
    assert.equal(events[0]?.data, 'a');
    // A BOM later in the stream is part of a line: the field name is then not `data`.
    assert.equal(events.length, 1);
  });

  it('discards an event that is not terminated by a blank line when the stream ends', () => {
    assert.deepEqual(decodeText('data:complete\n\ndata:partial\n'), [{ type: 'message', data: 'complete', id: '' }]);
  });

  it('joins a CRLF split across two chunks as one line end', () => {
    const events = decodeAll([enc.encode('data:a\r'), enc.encode('\n\r'), enc.encode('\n')]);
    assert.deepEqual(events, [{ type: 'message', data: 'a', id: '' }]);
  });

  it('decodes a multi-byte character split between chunks', () => {
    const bytes = enc.encode('data:数据 ✓\n\n');
    for (let cut = 0; cut <= bytes.length; cut++) {
      assert.deepEqual(decodeAll([bytes.subarray(0, cut), bytes.subarray(cut)]), [{ type: 'message', data: '数据 ✓', id: '' }], `cut at ${cut}`);
    }
  });

  it('a line pending over chunks ends the same whether a small or a large chunk finishes it, with LF, CR or CRLF', () => {
    for (const end of ['\n', '\r', '\r\n']) {
      // A long line first (it waits in pieces; cut after "event:", its rest would read as a data
      // line if read again), then a chunk far over a kilobyte holding the rest of it and many
      // events, then small chunks again.
      const long = 'x'.repeat(3_000);
      const text = `id:7${end}event:data:${long}${end}data:first${end}${end}` + Array.from({ length: 60 }, (_, i) => `event:E${i}${end}data:ünï ${i} 数据${end}${end}`).join('') + `:comment${end}retry:250${end}data:last${end}${end}`;
      const bytes = enc.encode(text);
      const whole = decodeAll([bytes]);
      assert.equal(whole.length, 62);
      for (const cuts of [[10, 20, 3_500, 3_510], [3_000, 5_000], [4 + end.length + 6, 3_500], [1, 2, 3, 4, 5, 4_000, 4_001], Array.from({ length: 400 }, (_, i) => i * 17)]) {
        assert.deepEqual(decodeAll(split(bytes, cuts)), whole, `${JSON.stringify(end)} cut at ${cuts.slice(0, 8).join(',')}`);
      }
      assert.deepEqual(whole[61], { type: 'message', data: 'last', id: '7', retry: 250 });
    }
  });

  it('a CR ending a chunk, then a chunk with no line end: the LF-skip applies only to an LF right after the CR', () => {
    const chunks = ['data:a\r', 'bc', '\ndata:d\r', '\n', '\n'].map((c) => enc.encode(c));
    assert.deepEqual(decodeAll(chunks), decodeText('data:a\rbc\ndata:d\r\n\n'));
    assert.deepEqual(decodeAll(chunks), [{ type: 'message', data: 'a\nd', id: '' }]);
  });

  it('a comment and a retry split over small chunks are read as whole lines', () => {
    const bytes = enc.encode(':keep-alive\n\nretry: 1500\ndata:x\n\n');
    for (let cut = 0; cut <= bytes.length; cut++) {
      assert.deepEqual(decodeAll([bytes.subarray(0, cut), bytes.subarray(cut)]), [{ type: 'message', data: 'x', id: '', retry: 1500 }], `cut at ${cut}`);
    }
  });

  it('each push returns its own events: a later push never changes what an earlier one returned', () => {
    const decoder = new SseDecoder();
    const first = decoder.push(enc.encode('data:1\n\n'));
    const none = decoder.push(enc.encode('data:2'));
    const second = decoder.push(enc.encode('\n\n'));
    assert.deepEqual([first, none, second], [[{ type: 'message', data: '1', id: '' }], [], [{ type: 'message', data: '2', id: '' }]]);
  });

  it('decodes an async byte source', async () => {
    async function* source() {
      for (const c of split(enc.encode(sseText(sampleStream())), [5, 100, 101, 900])) yield c;
    }
    const events: SseEvent[] = [];
    for await (const e of decodeSse(source())) events.push(e);
    assert.equal(events.length, sampleStream().length);
    assert.equal(events.at(-1)?.type, 'END_MARK');
  });

  describe('properties (fast-check)', () => {
    const fieldText = fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, ' '));
    const eventArb = fc.record({
      event: fc.constantFrom('MESSAGE', 'TASK', 'JOB_ID', 'END_MARK', 'ünï', '数据'),
      data: fc.array(fieldText, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
      id: fc.option(fc.string({ maxLength: 5 }).map((s) => s.replace(/[\r\n\0]/g, '')), { nil: undefined }),
    });
    const streamArb = fc.record({
      events: fc.array(eventArb, { maxLength: 12 }),
      lineEnd: fc.constantFrom('\n', '\r', '\r\n'),
      bom: fc.boolean(),
      comments: fc.boolean(),
    });

    it('any split of a valid stream into chunks gives the same events', () => {
      fc.assert(
        fc.property(streamArb, fc.array(fc.nat(), { maxLength: 30 }), (s, cuts) => {
          let text = sseText(s.events, s.lineEnd);
          if (s.comments) text = `:keep-alive${s.lineEnd}${text}:bye${s.lineEnd}`;
          if (s.bom) text = `\uFEFF${text}`;
          const bytes = enc.encode(text);
          const whole = decodeAll([bytes]);
          assert.equal(whole.length, s.events.length);
          whole.forEach((e, i) => {
            assert.equal(e.type, s.events[i]!.event);
            // A leading space of the value is the optional one after the colon.
            const expected = s.events[i]!.data.split('\n').map((line) => line.replace(/^ /, '')).join('\n');
            assert.equal(e.data, expected);
          });
          assert.deepEqual(decodeAll(split(bytes, cuts)), whole);
          // One byte at a time is the extreme split.
          assert.deepEqual(decodeAll(Array.from(bytes, (b) => Uint8Array.of(b))), whole);
        }),
        { numRuns: 300 },
      );
    });

    it('random bytes never throw, in any chunking', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 400 }), fc.array(fc.nat(), { maxLength: 20 }), (bytes, cuts) => {
          const events = decodeAll(split(bytes, cuts));
          for (const e of events) {
            assert.equal(typeof e.type, 'string');
            assert.equal(typeof e.data, 'string');
          }
        }),
        { numRuns: 500 },
      );
    });

    it('random bytes made of SSE syntax never throw and chunking never changes the result', () => {
      const sseBytes = fc.array(fc.constantFrom(...enc.encode('data:event: id:retry:\r\n\n\n:x数\uFEFF')), { maxLength: 300 }).map((a) => Uint8Array.from(a));
      fc.assert(
        fc.property(sseBytes, fc.array(fc.nat(), { maxLength: 20 }), (bytes, cuts) => {
          assert.deepEqual(decodeAll(split(bytes, cuts)), decodeAll([bytes]));
        }),
        { numRuns: 500 },
      );
    });
  });
});
