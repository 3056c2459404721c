import assert from 'node:assert/strict';
import { AnswerReducer, blocksFromEvents, blocksFromHistory, blocksFromJob, questionFromHistory } from '../../../src/api/answer';
import { toJobEvent } from '../../../src/api/jobEvents';
import { SseDecoder } from '../../../src/api/sse';
import type { AnswerBlock, JobHistoryRecord } from '../../../src/api/types';
import { envelopeData, sampleStream, sseText } from '../../support/api-servers';

function eventsOf(text: string) {
  const decoder = new SseDecoder();
  return decoder.push(new TextEncoder().encode(text)).map(toJobEvent);
}

/** What the service's non-streamed answer to the sample question looks like. */
const expectedBlocks: AnswerBlock[] = [
  { type: 'MESSAGE', content: 'Looking at the columns.', group_id: 'g-plan', group_name: 'Understand data', stage: 'Analyze' },
  { type: 'CODE', content: "```python\nimport pandas as pd\ndf.groupby('region')['revenue'].sum()\n```", group_id: 'g-calc', group_name: 'Total revenue by region', stage: 'Analyze' },
  { type: 'MESSAGE', content: '### Revenue by region\n\nNorth leads — ünïcødé ✓ 数据.\n', group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' },
  { type: 'TABLE', content: { name: 'revenue_by_region.csv', url: 'https://files.example/t/1.csv', expires_at: '2026-11-21T12:00:00.000000Z' }, group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' },
  { type: 'MESSAGE', content: 'The chart shows it.', group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' },
  { type: 'IMAGE', content: { name: 'chart.png', url: 'https://files.example/i/1.png', expires_at: '2026-11-21T12:00:00.000000Z' }, group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' },
  { type: 'MESSAGE', content: 'Done.', group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' },
  { type: 'QUESTIONS', content: ['Which month had the highest revenue?'], group_id: '-1', stage: 'Respond' },
  { type: 'SOURCES', content: [{ id: '1', source: 'sales.csv', page_no: null, content: null, datasource_id: 'ds-1', dataset_id: 'dset-1', file_type: 'csv', external_id: '' }], group_id: '', group_name: '', stage: 'Analyze' },
];

describe('api/jobEvents and api/answer: one reducer for every answer', () => {
  it('maps every service event to a typed job event', () => {
    const events = eventsOf(sseText(sampleStream()));
    assert.deepEqual(events[0], { type: 'job_id', jobId: 'job-7f3a' });
    assert.equal(events[1]?.type, 'task');
    assert.deepEqual(events.find((e) => e.type === 'ignored'), { type: 'ignored', name: 'TRIGGER' });
    assert.deepEqual(events.at(-1), { type: 'end', ok: true });
    const more = eventsOf('event:TITLE_GENERATION\ndata:Revenue\n\nevent:SOMETHING_NEW\ndata:{}\n\nevent:END_MARK\ndata:[ERROR]\n\n');
    assert.deepEqual(more, [{ type: 'title', title: 'Revenue' }, { type: 'ignored', name: 'SOMETHING_NEW' }, { type: 'end', ok: false }]);
  });

  it('turns bad JSON or a wrong shape into an invalid event instead of throwing', () => {
    const events = eventsOf('event:MESSAGE\ndata:{"choices":[{"delta":{"content":"cut\n\nevent:TABLE\ndata:' + envelopeData({ name: 'x' }, 'g', 'G', 'Respond') + '\n\n');
    assert.equal(events[0]?.type, 'invalid');
    assert.equal(events[1]?.type, 'invalid');
  });

  it('reads an ERROR event whose content is {code: text}', () => {
    const [event] = eventsOf(`event:ERROR\ndata:${envelopeData({ code: 'Your job quota is used up' }, 'g', '', 'Respond')}\n\n`);
    assert.deepEqual(event, { type: 'error', message: 'Your job quota is used up' });
  });

  it('reduces a stream to the blocks of the non-streamed answer', () => {
    assert.deepEqual(blocksFromEvents(eventsOf(sseText(sampleStream()))), expectedBlocks);
  });

  it('gives the same blocks for the non-streamed answer, even with split or empty text blocks', () => {
    const split: unknown[] = [
      ...expectedBlocks.slice(0, 2),
      { type: 'MESSAGE', content: '### Revenue by region\n\n', group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' },
      { type: 'MESSAGE', content: 'North leads — ünïcødé ✓ 数据.\n', group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' },
      ...expectedBlocks.slice(3, 4),
      { type: 'MESSAGE', content: '', group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' },
      ...expectedBlocks.slice(4),
      { type: 'UNKNOWN_KIND', content: 1, group_id: 'x', stage: 'Respond' },
    ];
    assert.deepEqual(blocksFromJob({ blocks: split as AnswerBlock[] }), expectedBlocks);
  });

  it('reads a history record whose TABLE is a plain URL string', () => {
    const record = {
      job_id: 'job-1',
      question: { blocks: [{ type: 'MESSAGE', content: 'Revenue by region?' }] },
      answer: { blocks: [{ type: 'TABLE', content: 'https://files.example/t/revenue%20by%20region.csv?sig=1', group_id: 'g', group_name: 'Answer', stage: 'Respond' }] },
    } as JobHistoryRecord;
    assert.deepEqual(blocksFromHistory(record), [
      { type: 'TABLE', content: { name: 'revenue by region.csv', url: 'https://files.example/t/revenue%20by%20region.csv?sig=1', expires_at: '' }, group_id: 'g', group_name: 'Answer', stage: 'Respond' },
    ]);
    assert.equal(questionFromHistory(record), 'Revenue by region?');
  });

  it('keeps task progress per group, updated in place when a task is re-sent', () => {
    const reducer = new AnswerReducer();
    for (const e of eventsOf(sseText(sampleStream()))) reducer.apply(e);
    assert.deepEqual([...reducer.tasks.keys()], ['g-plan', 'g-calc']);
    assert.deepEqual(reducer.tasks.get('g-plan'), [{ id: 't1', name: 'Understand data', status: 'done', parentId: null, stage: 'Analyze' }]);
    assert.equal(reducer.groups.get('g-answer')?.groupName, 'Conclusions');
    assert.equal(reducer.jobId, 'job-7f3a');
    assert.ok(reducer.ended && reducer.ok);
  });

  it('reports each change so a renderer can update one block', () => {
    const reducer = new AnswerReducer();
    const msg = (text: string) => ({ type: 'block' as const, block: { type: 'MESSAGE' as const, content: text, group_id: 'g', group_name: 'G', stage: 'Respond' as const } });
    assert.deepEqual(reducer.apply(msg('a')), { kind: 'added', index: 0, block: msg('a').block });
    assert.deepEqual(reducer.apply(msg('b')), { kind: 'appended', index: 0, block: msg('ab').block, text: 'b' });
    assert.equal(reducer.apply(msg('')), undefined);
    // Blocks handed out are copies: changing them never changes the reducer.
    (reducer.blocks[0] as { content: string }).content = 'changed';
    assert.equal(reducer.blocks[0]?.content, 'ab');
  });

  it('starts a new text block when the group changes', () => {
    const blocks = blocksFromEvents([
      { type: 'block', block: { type: 'MESSAGE', content: 'one', group_id: 'a', group_name: 'A', stage: 'Analyze' } },
      { type: 'block', block: { type: 'MESSAGE', content: 'two', group_id: 'b', group_name: 'B', stage: 'Analyze' } },
    ]);
    assert.equal(blocks.length, 2);
  });
});
