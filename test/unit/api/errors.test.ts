import assert from 'node:assert/strict';
import { DataAnalysisClient } from '../../../src/api/client';
import { CLIENT_ERROR_KINDS, ERROR_CATALOGUE, catalogueEntry, redactSecret, ServiceError } from '../../../src/api/errors';
import { ERROR_CODES } from '../../../src/api/types';
import { sendEnvelope, startServer } from '../../support/api-servers';

describe('api/errors: one catalogue', () => {
  it('has its own entry for every code of the wire notes and every client kind', () => {
    for (const [name, code] of Object.entries(ERROR_CODES)) {
      if (code === 0) continue;
      const entry = ERROR_CATALOGUE[String(code)];
      assert.ok(entry, `${name} (${code}) is in the catalogue`);
      assert.ok(entry.userMessage.length > 10 && entry.nextStep.length > 10, `${name} has words for people`);
    }
    for (const kind of CLIENT_ERROR_KINDS) assert.ok(ERROR_CATALOGUE[kind], `${kind} is in the catalogue`);
  });

  it('says to set the key again for every refused-key code', () => {
    for (const code of [1002, 1003, 1004]) {
      const err = new ServiceError({ code, msg: 'x', httpStatus: 403 });
      assert.ok(err.isAuthError);
      assert.match(err.nextStep, /Set the API key again/);
      assert.equal(err.retryable, false);
    }
  });

  it('falls back for an unknown service code and names code, HTTP status and trace id in the message', () => {
    const err = new ServiceError({ code: 424242, msg: 'odd failure', httpStatus: 200, traceId: 'tr-1' });
    assert.equal(err.userMessage, catalogueEntry(424242).userMessage);
    assert.match(err.message, /code 424242/);
    assert.match(err.message, /HTTP 200/);
    assert.match(err.message, /trace id tr-1/);
    assert.match(err.message, /odd failure/);
  });

  it('redacts a secret from any text', () => {
    assert.equal(redactSecret('key sk-123456 and sk-123456', 'sk-123456'), 'key [redacted] and [redacted]');
    assert.equal(redactSecret('nothing here', undefined), 'nothing here');
  });

  it('never lets the key reach the log or an error, even when the server echoes it', async () => {
    const key = 'sk-live-0123456789abcdef';
    const server = await startServer((req, res) => {
      sendEnvelope(res, { code: 1004, msg: `bad credentials: ${String(req.headers['x-pd-api-key'])}` }, 403);
    });
    const lines: string[] = [];
    const client = new DataAnalysisClient({ baseUrl: server.url, apiKey: key, userId: 'u', logger: { debug: (m) => lines.push(m), warn: (m) => lines.push(m) } });
    try {
      const err = await client.getSession('s').then(() => undefined, (e: unknown) => e as ServiceError);
      assert.ok(err instanceof ServiceError);
      assert.equal(server.requests[0]?.headers['x-pd-api-key'], key, 'the key was sent');
      for (const text of [err.message, err.msg, err.userMessage, err.nextStep, ...lines]) assert.ok(!text.includes(key), text);
      assert.match(err.msg, /\[redacted\]/);
      assert.ok(lines.length > 0, 'requests are logged');
    } finally {
      await client.close();
      await server.close();
    }
  });
});
