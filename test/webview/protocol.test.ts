import assert from 'node:assert/strict';
import { AnswerReducer } from '../../src/api/answer';
import type { AnswerBlock } from '../../src/api/types';
import {
  applyAnswerOps,
  emptyAnswer,
  groupStatus,
  opFromBlockChange,
  opFromTask,
  parseOpenableLink,
  parseWebviewMessage,
  toAnswerView,
  type AnswerOp,
  type WebviewMessage,
} from '../../src/protocol';

const VALID: WebviewMessage[] = [
  { type: 'ready' },
  { type: 'ask', requestId: 'r1', question: 'Total revenue?' },
  { type: 'stop', turnId: 't1' },
  { type: 'retry', requestId: 'r2', turnId: 't1' },
  { type: 'insertCode', code: 'print(1)', language: 'python', target: 'cursor' },
  { type: 'insertCode', code: 'print(1)', language: '', target: 'notebook' },
  { type: 'openInNewFile', code: 'SELECT 1', language: 'sql' },
  { type: 'copy', text: 'trace-1' },
  { type: 'copyTable', ref: { turnId: 't1', index: 2 } },
  { type: 'openTableAsCsv', ref: { turnId: 't1', index: 0 } },
  { type: 'saveTable', ref: { turnId: 't1', index: 0 } },
  { type: 'saveImage', ref: { turnId: 't1', index: 3 } },
  { type: 'openLink', href: 'https://example.com' },
  { type: 'revealSource', datasourceId: 'ds-1', datasetId: 'dset-1', name: 'sales.csv' },
  { type: 'loadOlderHistory', requestId: 'r3' },
  { type: 'changeSettings', requestId: 'r4', settings: { output_language: 'FR', job_mode: 'DATA_ANALYTICS', max_contextual_job_history: 10 } },
  { type: 'changeDataset' },
  { type: 'chooseDataSources' },
  { type: 'exportConversation' },
  { type: 'chooseModel' },
  { type: 'draftChanged', text: '' },
];

describe('protocol: validating messages from the webview', () => {
  it('accepts every well-formed message type', () => {
    for (const message of VALID) assert.deepEqual(parseWebviewMessage(message), message, message.type);
  });

  it('rejects anything else', () => {
    const bad: unknown[] = [
      null,
      'ready',
      [],
      { type: 'unknown' },
      { type: '__proto__' },
      { type: 'toString' },
      { type: 'ask', requestId: 'r', question: '' },
      { type: 'ask', requestId: '', question: 'q' },
      { type: 'ask', requestId: 'r', question: 42 },
      { type: 'ask', requestId: 'r', question: 'x'.repeat(100_001) },
      { type: 'stop' },
      { type: 'retry', turnId: 't' },
      { type: 'insertCode', code: 'x', language: 'python', target: 'terminal' },
      { type: 'insertCode', code: 'x', language: 'p'.repeat(65), target: 'cursor' },
      { type: 'copyTable', ref: { turnId: 't', index: -1 } },
      { type: 'saveImage', ref: { turnId: 't', index: 1.5 } },
      { type: 'saveTable', ref: 't:1' },
      { type: 'openLink', href: '' },
      { type: 'changeSettings', requestId: 'r', settings: { output_language: 'XX' } },
      { type: 'changeSettings', requestId: 'r', settings: { job_mode: 'FAST' } },
      { type: 'changeSettings', requestId: 'r', settings: { max_contextual_job_history: 11 } },
      { type: 'changeSettings', requestId: 'r', settings: { name: 'renamed' } },
      { type: 'draftChanged' },
    ];
    for (const message of bad) assert.equal(parseWebviewMessage(message), undefined, JSON.stringify(message));
  });

  it('opens only http, https and mailto links', () => {
    assert.equal(parseOpenableLink('https://example.com/a?b=1')?.hostname, 'example.com');
    assert.ok(parseOpenableLink('mailto:a@example.com'));
    for (const href of ['javascript:alert(1)', 'file:///etc/passwd', 'command:workbench.action.quit', 'vscode://x', 'data:text/html,x', 'not a url']) {
      assert.equal(parseOpenableLink(href), undefined, href);
    }
  });
});

describe('protocol: answer ops', () => {
  const respond = { group_id: 'g-answer', group_name: 'Answer', stage: 'Respond' as const };

  it('applies block, append and task ops and reports what changed', () => {
    const view = emptyAnswer();
    const ops: AnswerOp[] = [
      { op: 'task', groupId: 'g1', groupName: 'Plan', stage: 'Analyze', task: { id: 'a', name: 'Plan', status: 'running', parentId: null, stage: 'Analyze' } },
      { op: 'block', index: 0, block: { type: 'MESSAGE', content: 'Hel', ...respond } },
      { op: 'append', index: 0, text: 'lo' },
    ];
    const changed = applyAnswerOps(view, ops);
    assert.deepEqual([...changed.blocks], [0]);
    assert.deepEqual([...changed.groups], ['g1']);
    assert.equal(view.blocks[0].content, 'Hello');
    assert.equal(groupStatus(view.groups[0]), 'running');
    applyAnswerOps(view, [{ op: 'task', groupId: 'g1', groupName: '', stage: 'Analyze', task: { id: 'a', name: 'Plan', status: 'error', parentId: null, stage: 'Analyze' } }]);
    assert.equal(groupStatus(view.groups[0]), 'error');
    assert.equal(view.groups[0].groupName, 'Plan');
    assert.equal(view.groups[0].tasks.length, 1);
  });

  it('skips ops that do not fit instead of corrupting the view', () => {
    const view = emptyAnswer();
    const changed = applyAnswerOps(view, [
      { op: 'append', index: 0, text: 'x' },
      { op: 'block', index: 5, block: { type: 'MESSAGE', content: 'x', ...respond } },
    ]);
    assert.equal(view.blocks.length, 0);
    assert.equal(changed.blocks.size, 0);
  });

  it('carries the reducer’s output to the webview unchanged', () => {
    const reducer = new AnswerReducer();
    const view = emptyAnswer();
    const fragments = ['# Title\n\n', 'Some ', 'text.'];
    const table: AnswerBlock = { type: 'TABLE', content: { name: 't.csv', url: 'u', expires_at: 'e' }, ...respond };
    const ops: AnswerOp[] = [];
    for (const content of fragments) {
      const change = reducer.apply({ type: 'block', block: { type: 'MESSAGE', content, ...respond } } as Parameters<AnswerReducer['apply']>[0]);
      if (change) ops.push(opFromBlockChange(change));
    }
    const change = reducer.apply({ type: 'block', block: table } as Parameters<AnswerReducer['apply']>[0]);
    if (change) ops.push(opFromBlockChange(change));
    ops.push(opFromTask({ groupId: 'g1', groupName: 'Plan', stage: 'Analyze' }, { id: 'a', name: 'Plan', status: 'done', parentId: null, stage: 'Analyze' }));
    applyAnswerOps(view, ops);
    assert.deepEqual(view.blocks, reducer.blocks);
    assert.deepEqual(ops.map((op) => op.op), ['block', 'append', 'append', 'block', 'task']);
    const whole = toAnswerView({ blocks: reducer.blocks, groups: reducer.groups, tasks: reducer.tasks });
    assert.deepEqual(whole.blocks, view.blocks);
  });
});
