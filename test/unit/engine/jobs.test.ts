import assert from 'node:assert/strict';
import type { Analyst, AnalystContext, AnalystGroup } from '../../../src/engine/analyst/contract';
import { CSV_SALES, USER, datasetWith, parseSse, startTestEngine, upload, type TestEngine } from '../../support/engine-harness';

const PLAN: AnalystGroup = { id: 'g-plan', name: 'Understand data', stage: 'Analyze' };
const ANSWER: AnalystGroup = { id: 'g-answer', name: 'Conclusions', stage: 'Respond' };

/** A deterministic analyst that exercises every event kind and the context's query and publish. */
const scripted: Analyst = async (context) => {
  context.emit({ kind: 'TASK', group: PLAN, task: { id: 't1', name: 'Understand data', status: 'running' } });
  const [{ total }] = await context.query(`SELECT sum(revenue) AS total FROM "${context.tables[0].table}"`);
  context.emit({ kind: 'TASK', group: PLAN, task: { id: 't1', name: 'Understand data', status: 'done' } });
  context.emit({ kind: 'CODE', group: PLAN, content: '```sql\nSELECT sum(revenue)\n```' });
  context.emit({ kind: 'MESSAGE', group: ANSWER, content: '### Revenue\n\n' });
  context.emit({ kind: 'MESSAGE', group: ANSWER, content: `Total ${String(total)}.` });
  const table = await context.publish('revenue.csv', 'text/csv', `total\n${String(total)}\n`);
  context.emit({ kind: 'TABLE', group: ANSWER, content: table });
  context.emit({ kind: 'MESSAGE', group: ANSWER, content: 'A chart:' });
  const image = await context.publish('chart.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  context.emit({ kind: 'IMAGE', group: ANSWER, content: image });
  context.emit({ kind: 'MESSAGE', group: ANSWER, content: '' });
  context.emit({ kind: 'MESSAGE', group: ANSWER, content: 'Done.' });
  context.emit({ kind: 'QUESTIONS', content: ['Which region sells most?'] });
  const source = context.tables[0].source;
  context.emit({ kind: 'SOURCES', content: [{ source: source.name, datasource_id: source.datasource_id, dataset_id: source.dataset_id, file_type: source.file_type }] });
  return { memo: { total, history: context.history.length } };
};

let seenContexts: AnalystContext[] = [];
let probeResults: Array<number | string> = [];
const probeQueries = (table: string | undefined): Array<[string, unknown[]]> => [
  [`SELECT * FROM "${table}" WHERE region = ?`, ['North']],
  [`DELETE FROM "${table}"`, []],
  ['CREATE TABLE x AS SELECT 1', []],
  [`SELECT 1; DROP TABLE "${table}"`, []],
  ['SELECT * FROM meta.sessions', []],
  ['SELECT * FROM engine."meta".jobs', []],
  ['WITH x AS (SELECT * FROM meta.datasets) SELECT * FROM x', []],
  ['SELECT (SELECT count(*) FROM meta.jobs) AS n', []],
  ["SELECT * FROM read_text('/etc/hostname')", []],
  [`SELECT * FROM read_text('${dataDirForProbe}/signing.key')`, []],
];
let dataDirForProbe = '';
let mode: 'scripted' | 'slow' | 'throw' | 'stubborn' | 'probe' = 'scripted';
const switchable: Analyst = async (context) => {
  seenContexts.push(context);
  if (mode === 'slow') {
    await new Promise((resolve) => setTimeout(resolve, 450));
    context.emit({ kind: 'MESSAGE', group: ANSWER, content: 'slow answer' });
    return {};
  }
  if (mode === 'throw') {
    context.emit({ kind: 'MESSAGE', group: ANSWER, content: 'partial ' });
    throw new Error('analyst exploded\n    at secret/internal.ts:1:1');
  }
  if (mode === 'stubborn') {
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // ignores its signal
    return {};
  }
  if (mode === 'probe') {
    // The connection lives as long as the job: the queries run here.
    const table = context.tables[0]?.table;
    probeResults = [];
    for (const [sql, params] of probeQueries(table)) {
      probeResults.push(await context.query(sql, params).then((rows) => rows.length, (error: Error) => error.message));
    }
    return {};
  }
  return scripted(context);
};

describe('engine jobs', () => {
  let engine: TestEngine;
  let datasetId: string;
  let datasourceId: string;
  let sessionId: string;

  before(async () => {
    engine = await startTestEngine({ analyst: switchable, keepAliveMs: 100, jobTimeLimitMs: 1_000 });
    dataDirForProbe = engine.dataDir;
    ({ datasetId, datasourceId } = await datasetWith(engine, 'sales.csv', CSV_SALES));
    sessionId = (await engine.call('POST', '/sessions', { name: 'jobs', user_id: USER })).body.data.id;
  });
  beforeEach(() => {
    mode = 'scripted';
    seenContexts = [];
  });
  after(() => engine.dispose());

  const job = (body: Record<string, unknown>) => engine.call('POST', '/jobs', { session_id: sessionId, user_id: USER, dataset_id: datasetId, ...body });

  async function streamed(body: Record<string, unknown>) {
    const response = await fetch(`${engine.url}/v2/team/jobs`, {
      method: 'POST',
      headers: { 'x-pd-api-key': 'test-key-0123456789', 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: sessionId, user_id: USER, dataset_id: datasetId, stream: true, ...body }),
    });
    return { response, raw: await response.text() };
  }

  it('answers non-streamed with merged blocks, TASK omitted, QUESTIONS in -1 and SOURCES in ""', async () => {
    const reply = await job({ question: 'What is the total revenue?' });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.code, 0);
    const { job_id: jobId, blocks } = reply.body.data;
    assert.match(jobId, /^job-/);
    assert.deepEqual(blocks.map((b: { type: string }) => b.type), ['CODE', 'MESSAGE', 'TABLE', 'MESSAGE', 'IMAGE', 'MESSAGE', 'QUESTIONS', 'SOURCES']);
    assert.deepEqual(blocks[0], { type: 'CODE', content: '```sql\nSELECT sum(revenue)\n```', group_id: 'g-plan', group_name: 'Understand data', stage: 'Analyze' });
    assert.deepEqual(blocks[1], { type: 'MESSAGE', content: '### Revenue\n\nTotal 445.75.', group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' });
    assert.equal(blocks[5].content, 'Done.');
    assert.deepEqual(blocks[6], { type: 'QUESTIONS', content: ['Which region sells most?'], group_id: '-1', stage: 'Respond' });
    assert.deepEqual(blocks[7], {
      type: 'SOURCES',
      content: [{ source: 'sales.csv', datasource_id: datasourceId, dataset_id: datasetId, file_type: 'csv', external_id: '' }],
      group_id: '',
      group_name: '',
      stage: 'Analyze',
    });
    const table = blocks[2].content;
    assert.equal(table.name, 'revenue.csv');
    assert.ok(Date.parse(table.expires_at) > Date.now());
    const download = await fetch(table.url);
    assert.equal(await download.text(), 'total\n445.75\n');
    assert.equal(download.headers.get('content-type'), 'text/csv');
    const image = await fetch(blocks[4].content.url);
    assert.equal(image.headers.get('content-type'), 'image/svg+xml');
    assert.equal((await fetch(table.url.replace(/signature=[^&]+/, 'signature=x'))).status, 403);
  });

  it('streams the same answer in the wire format: JOB_ID first, envelopes without a space after the colon, END_MARK last', async () => {
    const { response, raw } = await streamed({ question: 'What is the total revenue?' });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.ok(raw.startsWith('event:JOB_ID\ndata:job-'));
    assert.doesNotMatch(raw, /^(id|event|data): /m);
    assert.ok(raw.endsWith('event:END_MARK\ndata:[DONE]\n\n'));
    const { events } = parseSse(raw);
    assert.deepEqual(events.map((e) => e.event), [
      'JOB_ID', 'TASK', 'TASK', 'CODE', 'MESSAGE', 'MESSAGE', 'TABLE', 'MESSAGE', 'IMAGE', 'MESSAGE', 'MESSAGE', 'QUESTIONS', 'SOURCES', 'END_MARK',
    ]);
    const parsed = events.slice(1, -1).map((e) => ({ id: e.id, body: JSON.parse(e.data) }));
    for (const { id, body } of parsed) {
      assert.deepEqual(Object.keys(body), ['id', 'model', 'choices', 'created', 'group_id', 'group_name', 'stage']);
      assert.equal(body.id, id);
      assert.equal(body.group_id, id);
      assert.equal(body.model, '');
      assert.equal(body.choices[0].finish_reason, null);
      assert.equal(body.choices[0].index, 0);
      assert.ok(Number.isInteger(body.created));
    }
    assert.deepEqual(parsed[0].body.choices[0].delta.content, {
      name: 'Understand data', id: 't1', status: 'running', parent_id: null, stage: 'Analyze', properties: {},
    });
    assert.equal(parsed[1].body.choices[0].delta.content.status, 'done');
    assert.deepEqual(parsed[3].body.choices[0].delta, { role: null, content: '### Revenue\n\n' });
    assert.equal(parsed[3].body.group_name, 'Conclusions');
    assert.equal(parsed[3].body.stage, 'Respond');
    const sources = parsed[11].body;
    assert.equal(sources.group_id, '-1');
    assert.equal(sources.group_name, '');
    assert.deepEqual(sources.choices[0].delta.content, [
      { id: '1', source: 'sales.csv', page_no: null, content: null, datasource_id: datasourceId, dataset_id: datasetId, file_type: 'csv', external_id: '' },
    ]);
    assert.equal(parsed[10].body.group_id, '-1');
  });

  it('writes every job to the history, streamed or not, and hands earlier memos to the analyst', async () => {
    const session = (await engine.call('POST', '/sessions', { name: 'history', user_id: USER, max_contextual_job_history: 2 })).body.data.id;
    for (const [i, stream] of [false, true, false].entries()) {
      if (stream) await streamed({ question: `question ${i}`, session_id: session });
      else await job({ question: `question ${i}`, session_id: session });
    }
    assert.deepEqual(seenContexts.map((c) => c.history.map((h) => h.question)), [[], ['question 0'], ['question 0', 'question 1']]);
    assert.deepEqual(seenContexts[2].history[0].memo, { total: 445.75, history: 0 });
    const history = (await engine.get(`/sessions/${session}/history`)).body.data;
    assert.equal(history.total_items, 3);
    assert.deepEqual(history.records.map((r: { question: { blocks: unknown[] } }) => r.question.blocks), [0, 1, 2].map((i) => [{ type: 'MESSAGE', content: `question ${i}` }]));
    const [first, second] = history.records;
    assert.match(first.job_id, /^job-/);
    assert.deepEqual(first.answer.blocks.map((b: { type: string }) => b.type), ['CODE', 'MESSAGE', 'TABLE', 'MESSAGE', 'IMAGE', 'MESSAGE', 'QUESTIONS', 'SOURCES']);
    assert.deepEqual(second.answer.blocks.map((b: { type: string }) => b.type), first.answer.blocks.map((b: { type: string }) => b.type));
    const page = (await engine.get(`/sessions/${session}/history`, { page_size: '2', page_number: '2' })).body.data;
    assert.deepEqual(page.records.map((r: { question: { blocks: Array<{ content: string }> } }) => r.question.blocks[0].content), ['question 2']);
    await engine.call('POST', `/sessions/${session}`, { name: 'history', max_contextual_job_history: 0, user_id: USER });
    seenContexts = [];
    await job({ question: 'no context', session_id: session });
    assert.deepEqual(seenContexts[0].history, []);
    await engine.call('DELETE', `/sessions/${session}`, { user_id: USER });
    assert.equal((await engine.get(`/sessions/${session}/history`)).body.code, 300003);
  });

  it('gives the analyst the selected tables, the session language and a read-only query', async () => {
    mode = 'probe';
    const other = await upload(engine, 'extra.csv', 'a,b\n1,2\n');
    const extra = (await engine.call('POST', `/datasets/${datasetId}/datasources`, { name: 'extra.csv', type: 'FILE', file_object_key: other, user_id: USER })).body.data.id;
    for (let i = 0; i < 200 && (await engine.get(`/datasets/${datasetId}/datasources/${extra}`)).body.data.status === 'synching'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await job({ question: 'one source', datasource_ids: [datasourceId], output_language: 'DE' });
    const context = seenContexts[0];
    assert.deepEqual(context.tables.map((t) => t.label), ['sales.csv']);
    assert.equal(context.outputLanguage, 'DE');
    await job({ question: 'all of them' });
    assert.deepEqual(seenContexts[1].tables.map((t) => t.label), ['sales.csv', 'extra.csv']);
    const [rows, remove, create, two, meta, catalogMeta, cteMeta, subqueryMeta, outside, secret] = probeResults;
    assert.match(String(subqueryMeta), /metadata is not queryable/);
    assert.match(String(catalogMeta), /metadata is not queryable/);
    assert.match(String(cteMeta), /metadata is not queryable/);
    assert.equal(rows, 2);
    assert.match(String(remove), /read-only/);
    assert.match(String(create), /read-only/);
    assert.match(String(two), /exactly one statement/);
    assert.match(String(meta), /metadata is not queryable/);
    assert.match(String(outside), /disabled by configuration/);
    assert.match(String(secret), /disabled by configuration/);
  });

  it('sends :keep-alive comments while the analyst works', async () => {
    mode = 'slow';
    const { raw } = await streamed({ question: 'slow one' });
    const { events, comments } = parseSse(raw);
    assert.ok(comments.length >= 2, raw);
    assert.ok(comments.every((c) => c === ':keep-alive'));
    assert.equal(events[0].event, 'JOB_ID');
    assert.equal(events[events.length - 1].data, '[DONE]');
  });

  it('reports a failing analyst as ERROR then END_MARK [ERROR] streamed, and 500 / 210020 non-streamed, without internals', async () => {
    mode = 'throw';
    const { raw } = await streamed({ question: 'fail' });
    const { events } = parseSse(raw);
    assert.deepEqual(events.map((e) => e.event), ['JOB_ID', 'MESSAGE', 'ERROR', 'END_MARK']);
    assert.equal(events[3].data, '[ERROR]');
    const error = JSON.parse(events[2].data).choices[0].delta.content;
    assert.match(error.code, /^Something went wrong during job execution\. Please try again\. \(analyst exploded\)$/);
    const reply = await job({ question: 'fail' });
    assert.equal(reply.status, 500);
    assert.equal(reply.body.code, 210020);
    assert.doesNotMatch(reply.body.msg, /internal\.ts/);
  });

  it('keeps a failed job in the history with what was answered before the failure', async () => {
    mode = 'throw';
    const session = (await engine.call('POST', '/sessions', { name: 'failing', user_id: USER })).body.data.id;
    await job({ question: 'fail please', session_id: session });
    const [record] = (await engine.get(`/sessions/${session}/history`)).body.data.records;
    assert.equal(record.question.blocks[0].content, 'fail please');
    const contents = record.answer.blocks.map((b: { content: string }) => b.content);
    assert.equal(contents[0], 'partial ');
    assert.match(contents[1], /^This job failed: Something went wrong during job execution/);
    assert.equal(contents.length, 2);
  });

  it('aborts the analyst when the client closes a streamed job', async () => {
    mode = 'stubborn';
    const controller = new AbortController();
    const response = await fetch(`${engine.url}/v2/team/jobs`, {
      method: 'POST',
      headers: { 'x-pd-api-key': 'test-key-0123456789', 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: sessionId, user_id: USER, dataset_id: datasetId, stream: true, question: 'leave early' }),
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    assert.match(new TextDecoder().decode((await reader.read()).value), /^event:JOB_ID/);
    controller.abort();
    // JOB_ID is written before the analyst starts, so its context may not exist yet.
    for (let i = 0; i < 400 && !seenContexts[0]?.signal.aborted; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    assert.equal(seenContexts[0]?.signal.aborted, true);
  });

  it('stops a job at its time limit, even when the analyst ignores the signal', async () => {
    mode = 'stubborn';
    // That it returns at all proves the limit: the analyst never finishes on its own.
    const reply = await job({ question: 'never ends' });
    assert.equal(reply.body.code, 210020);
    assert.match(reply.body.msg, /time limit/);
    assert.equal(seenContexts[0].signal.aborted, true);
  });

  it('checks the job: 210022 long question, 210025 too many sources, 300003 unknown session or source', async () => {
    const long = await job({ question: 'q'.repeat(6001) });
    assert.equal(long.status, 400);
    assert.equal(long.body.code, 210022);
    assert.equal((await job({ question: 'q'.repeat(6000) })).body.code, 0);
    const many = await job({ question: 'q', datasource_ids: Array.from({ length: 1001 }, (_, i) => `ds-${i}`) });
    assert.equal(many.status, 400);
    assert.equal(many.body.code, 210025);
    assert.equal((await job({ question: 'q', session_id: 'no-such-session' })).body.code, 300003);
    assert.equal((await job({ question: 'q', datasource_ids: ['ds-none'] })).body.code, 300003);
    assert.equal((await job({ question: 'q', dataset_id: 'dset-none' })).body.code, 300003);
    const otherUser = await engine.call('POST', '/jobs', { session_id: sessionId, user_id: 'someone-else', question: 'q' });
    assert.equal(otherUser.body.code, 300003);
    assert.equal((await job({ question: '' })).body.code, 300001);
    assert.equal(seenContexts.length, 1, 'only the valid job reached the analyst');
  });
});

describe('engine job limits', () => {
  it('answers 210021 once the job quota is used, and 210023 while selected sources are synching', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { createServer } = await import('node:http');
    const slowFile = createServer((_req, res) => {
      res.write('a,b\n');
      void gate.then(() => res.end('1,2\n'));
    });
    await new Promise<void>((resolve) => slowFile.listen(0, '127.0.0.1', resolve));
    const port = (slowFile.address() as { port: number }).port;
    const engine = await startTestEngine({ jobQuota: 2, allowPrivateUrls: true });
    try {
      const session = (await engine.call('POST', '/sessions', { name: 'quota', user_id: USER })).body.data.id;
      const datasetId = (await engine.call('POST', '/datasets', { name: 'slow', user_id: USER })).body.data.id;
      const source = await engine.call('POST', `/datasets/${datasetId}/datasources`, { name: 'slow.csv', type: 'FILE', url: `http://127.0.0.1:${port}/slow.csv`, user_id: USER });
      const waiting = await engine.call('POST', '/jobs', { session_id: session, question: 'q', datasource_ids: [source.body.data.id], user_id: USER });
      assert.equal(waiting.status, 400);
      assert.equal(waiting.body.code, 210023);
      assert.equal((await engine.call('POST', '/jobs', { session_id: session, question: 'q', dataset_id: datasetId, user_id: USER })).body.code, 210023);
      release();
      assert.equal((await engine.call('POST', '/jobs', { session_id: session, question: 'one', user_id: USER })).body.code, 0);
      assert.equal((await engine.call('POST', '/jobs', { session_id: session, question: 'two', user_id: USER })).body.code, 0);
      const over = await engine.call('POST', '/jobs', { session_id: session, question: 'three', user_id: USER });
      assert.equal(over.status, 400);
      assert.deepEqual(over.body, { code: 210021, msg: 'Job quota exceeded (2 jobs)' });
    } finally {
      release();
      slowFile.closeAllConnections();
      slowFile.close();
      await engine.dispose();
    }
  });
});
