import assert from 'node:assert/strict';
import { MessageRouter, type MessageHandlers } from '../../../src/chat/messageRouter';
import type { WebviewMessage } from '../../../src/protocol';

function setup() {
  const handled: WebviewMessage[] = [];
  const warnings: string[] = [];
  const failures: Array<string | undefined> = [];
  const record = (m: WebviewMessage) => {
    handled.push(m);
  };
  const handlers = new Proxy({} as MessageHandlers, { get: (_t, type) => (type === 'ask' ? async () => { throw new Error('boom'); } : record) });
  const router = new MessageRouter(handlers, { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) }, (_e, requestId) => failures.push(requestId));
  return { router, handled, warnings, failures };
}

describe('chat MessageRouter', () => {
  it('passes valid messages to their handler', async () => {
    const { router, handled } = setup();
    await router.route({ type: 'stop', turnId: 't1' });
    await router.route({ type: 'insertCode', code: 'x = 1', language: 'python', target: 'cursor' });
    assert.deepEqual(handled.map((m) => m.type), ['stop', 'insertCode']);
  });

  it('ignores and logs unknown or malformed messages without their content', async () => {
    const { router, handled, warnings } = setup();
    const bad = [null, 'ask', 42, [], {}, { type: 'evil' }, { type: 'stop' }, { type: 'stop', turnId: 7 }, { type: 'insertCode', code: 'x', language: 'py', target: 'file' },
      { type: 'openLink', href: '' }, { type: 'changeSettings', requestId: 'r', settings: { job_mode: 'HACK' } }, { type: 'copyTable', ref: { turnId: 't', index: -1 } },
      { type: 'toString' }, { type: '__proto__' }, { type: 'saveImage', ref: null }];
    for (const message of bad) assert.equal(await router.route(message), undefined);
    assert.equal(handled.length, 0);
    assert.equal(warnings.length, bad.length);
    assert.ok(warnings.every((w) => !w.includes('HACK')));
  });

  it('a handler that throws answers the request with an error', async () => {
    const { router, failures } = setup();
    await router.route({ type: 'ask', requestId: 'r-1', question: 'q' });
    assert.deepEqual(failures, ['r-1']);
  });
});
