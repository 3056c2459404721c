import assert from 'node:assert/strict';
import { Log, redact, type LogSink } from '../../../src/log';

describe('log redaction', () => {
  it('removes registered secrets and any x-pd-api-key or engine-key value', () => {
    const secrets = ['sk-live-0123456789abcdef'];
    assert.equal(redact('key sk-live-0123456789abcdef used', secrets), 'key [redacted] used');
    assert.equal(redact('x-pd-api-key: abc123secret', []), 'x-pd-api-key: [redacted]');
    assert.equal(redact('{"x-pd-api-key":"abc123secret","a":1}', []), '{"x-pd-api-key":"[redacted]","a":1}');
    assert.equal(redact('DATA_ANALYSIS_ENGINE_KEY=zzz999 node', []), 'DATA_ANALYSIS_ENGINE_KEY=[redacted] node');
    assert.equal(redact('X-PD-API-KEY = q1w2e3', []), 'X-PD-API-KEY = [redacted]');
  });

  it('leaves short values alone so ordinary words are not redacted', () => {
    assert.equal(redact('the key was ab', ['ab']), 'the key was ab');
  });

  it('redacts every level, errors included', () => {
    const written: string[] = [];
    const sink: LogSink = {
      trace: (m) => written.push(m), debug: (m) => written.push(m), info: (m) => written.push(m),
      warn: (m) => written.push(m), error: (m) => written.push(m),
    };
    const log = new Log(sink);
    log.addSecret('secret-value-12345');
    log.info('a secret-value-12345');
    log.warn('b secret-value-12345');
    log.error('failed', new Error('header x-pd-api-key: secret-value-12345'));
    assert.ok(written.every((line) => !line.includes('secret-value-12345')), written.join('\n'));
    assert.equal(written[2], 'failed: header x-pd-api-key: [redacted]');
  });
});
