/**
 * Property-based fuzzing of every endpoint over real HTTP (fast-check): random JSON bodies (and
 * bodies that are not JSON), query strings, path segments and headers, with the field names the
 * interface uses and every Object.prototype property name mixed in. The property: no 5xx, every
 * JSON answer is an envelope, and the engine still answers normally afterwards. Also: words and
 * column names made of Object.prototype property names go through uploads, names, searches and
 * questions like any others.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import fc from 'fast-check';
import type { AnalystContext } from '../../../src/engine/analyst/contract';
import { API_KEY, USER, datasetWith, echoAnalyst, startTestEngine, type TestEngine } from '../../support/engine-harness';

const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype);
const FIELDS = [
  'user_id', 'name', 'description', 'session_id', 'question', 'stream', 'dataset_id', 'datasource_ids', 'output_language', 'job_mode',
  'max_contextual_job_history', 'agent_id', 'type', 'url', 'file_object_key', 'file_name', 'file_size', 'upload_id', 'part_etags', 'expires_in',
  'sql', 'max_rows', 'timeout_ms',
];
const QUERY_NAMES = ['user_id', 'page_number', 'page_size', 'search', 'status', 'expires', 'signature'];

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

function send(engine: TestEngine, method: string, route: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${engine.url}${route}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function checkAnswer(answer: Answer, what: string): void {
  assert.ok(answer.status < 500, `${what} -> ${answer.status} ${answer.text.slice(0, 300)}`);
  // A HEAD answer has the headers of the GET and no body.
  if (answer.contentType.startsWith('application/json') && !what.startsWith('HEAD ')) {
    const body = JSON.parse(answer.text) as { code?: unknown };
    assert.equal(typeof body.code, 'number', `${what}: ${answer.text.slice(0, 300)}`);
  }
}

describe('engine fuzzing (fast-check)', function () {
  this.timeout(300_000);
  let engine: TestEngine;
  let ids: { dataset: string; datasource: string; session: string };
  let seenContext: AnalystContext | undefined;
  let firstRow: Record<string, unknown> | undefined;

  before(async () => {
    engine = await startTestEngine({
      analyst: async (context) => {
        if (context.question === 'first row') {
          // What the analyst sees of a table whose columns are named after Object.prototype.
          seenContext = context;
          const [table] = context.tables;
          [firstRow] = await context.query(`SELECT * FROM "${table.table}" ORDER BY 1 LIMIT 1`);
        }
        return echoAnalyst(context);
      },
    });
    const { datasetId, datasourceId } = await datasetWith(engine, 'sales.csv', 'region,revenue\nNorth,1\nSouth,2\n');
    const session = (await engine.call('POST', '/sessions', { name: 'fuzz', user_id: USER })).body.data.id;
    ids = { dataset: datasetId, datasource: datasourceId, session };
  });
  after(() => engine.dispose());

  afterEach(async () => {
    // Healthy afterwards: an ordinary call gets an ordinary answer.
    const reply = await engine.get('/sessions');
    assert.equal(reply.status, 200);
    assert.equal(reply.body.code, 0);
  });

  const word = fc.oneof(fc.constantFrom(...PROTO_NAMES, ...FIELDS), fc.string({ unit: 'binary', maxLength: 30 }));
  const segment = () => fc.oneof(fc.constantFrom(ids.dataset, ids.datasource, ids.session, ...PROTO_NAMES), fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }));
  const routes = () =>
    fc.tuple(segment(), segment()).chain(([a, b]) =>
      fc.constantFrom<[string[], string]>(
        [['POST', 'GET'], '/v2/team/sessions'],
        [['GET', 'POST', 'DELETE'], `/v2/team/sessions/${encodeURIComponent(a)}`],
        [['GET'], `/v2/team/sessions/${encodeURIComponent(a)}/history`],
        [['POST', 'GET'], '/v2/team/datasets'],
        [['POST', 'DELETE'], `/v2/team/datasets/${encodeURIComponent(a)}`],
        [['GET'], `/v2/team/datasets/${encodeURIComponent(a)}/overview`],
        [['GET'], `/v2/team/datasets/${encodeURIComponent(a)}/status`],
        [['GET'], `/v2/team/datasets/${encodeURIComponent(a)}/tables`],
        [['POST'], `/v2/team/datasets/${encodeURIComponent(a)}/sql`],
        [['POST', 'GET'], `/v2/team/datasets/${encodeURIComponent(a)}/datasources`],
        [['GET', 'DELETE'], `/v2/team/datasets/${encodeURIComponent(a)}/datasources/${encodeURIComponent(b)}`],
        [['POST'], `/v2/team/datasets/${encodeURIComponent(a)}/datasources/${encodeURIComponent(b)}/presign`],
        [['POST'], '/v2/team/datasources'],
        [['POST'], '/v2/team/file/upload-datasource'],
        [['POST'], '/v2/team/file/init-multipart-upload'],
        [['POST'], '/v2/team/file/complete-multipart-upload'],
        [['POST'], '/v2/team/jobs'],
        [['PUT'], `/uploads/${encodeURIComponent(a)}/parts/1`],
        [['GET', 'HEAD'], `/files/sources/${encodeURIComponent(a)}/${encodeURIComponent(b)}`],
        [['GET', 'HEAD'], `/files/results/${encodeURIComponent(a)}/${encodeURIComponent(b)}`],
      ),
    );
  const method = (usual: string[]) => fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...usual) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') });
  /** JSON bodies that look like the interface's: its field names (and prototype names) with any JSON value, or real ids. */
  const body = () =>
    fc.oneof(
      fc.dictionary(word, fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(USER, ids.dataset, ids.datasource, ids.session, ...PROTO_NAMES)), { maxKeys: 8 })
        .map((fields) => JSON.stringify({ user_id: USER, ...fields })),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
  const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_NAMES), word), fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom(USER, '0', '-1', '1e9', '100', ...PROTO_NAMES)), { maxKeys: 5 });
  const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);

  it('JSON bodies of every endpoint: no 5xx, an envelope every time', async () => {
    await fc.assert(
      fc.asyncProperty(routes().chain(([methods, route]) => fc.tuple(method(methods), fc.constant(route), body())), async ([verb, route, text]) => {
        const answer = await send(engine, verb, route, { 'x-pd-api-key': API_KEY, 'content-type': 'application/json' }, verb === 'GET' || verb === 'HEAD' ? undefined : text);
        checkAnswer(answer, `${verb} ${route} ${text.slice(0, 200)}`);
      }),
      { numRuns: 400 },
    );
  });

  it('query strings of every endpoint: no 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(routes().chain(([methods, route]) => fc.tuple(method(methods), fc.constant(route), query)), async ([verb, route, params]) => {
        const search = new URLSearchParams({ user_id: USER, ...params }).toString();
        const answer = await send(engine, verb, `${route}?${search}`, { 'x-pd-api-key': API_KEY, 'content-type': 'application/json' }, verb === 'POST' ? '{}' : undefined);
        checkAnswer(answer, `${verb} ${route}?${search}`);
      }),
      { numRuns: 300 },
    );
  });

  it('headers of every endpoint: no 5xx', async () => {
    const names = fc.constantFrom('content-type', 'x-pd-external-trace-id', 'accept', 'content-encoding', 'transfer-encoding', 'expect', 'x-pd-api-key', 'range', 'if-none-match', 'cookie', 'x-forwarded-for', ...PROTO_NAMES.map((n) => n.replace(/_/g, 'x')));
    await fc.assert(
      fc.asyncProperty(routes().chain(([methods, route]) => fc.tuple(method(methods), fc.constant(route), fc.dictionary(names, headerValue, { maxKeys: 4 }))), async ([verb, route, extra]) => {
        const headers: Record<string, string> = { 'x-pd-api-key': API_KEY, 'content-type': 'application/json', ...extra };
        // A framing the client itself would refuse to send is not what this checks.
        delete headers['transfer-encoding'];
        delete headers.expect;
        delete headers['content-encoding'];
        const answer = await send(engine, verb, `${route}?user_id=${USER}`, headers, verb === 'POST' ? JSON.stringify({ user_id: USER, name: 'n' }) : undefined);
        checkAnswer(answer, `${verb} ${route} ${JSON.stringify(extra)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('takes Object.prototype names as headers of an upload, as names, searches, user ids and questions', async () => {
    const header = [...PROTO_NAMES, 'prototype'];
    const csv = `${header.join(',')}\n${header.map((_, i) => i).join(',')}\n${header.map((_, i) => i * 10).join(',')}\n`;
    const { datasetId, source } = await datasetWith(engine, 'prototype.csv', csv);
    assert.equal(source.status, 'synched', source.reason);
    const overview = await engine.get(`/datasets/${datasetId}/overview`);
    assert.equal(overview.body.code, 0);
    const text = JSON.stringify(overview.body.data);
    for (const name of header) assert.ok(text.includes(`"${name}"`), `the overview names column ${name}`);
    for (const name of PROTO_NAMES) {
      for (const [verb, route, payload] of [
        ['POST', '/sessions', { name, user_id: name }],
        ['POST', '/datasets', { name, description: name, user_id: name }],
        ['POST', '/file/init-multipart-upload', { file_name: `${name}.csv`, file_size: 10, user_id: name }],
        ['POST', '/datasources', { name: `${name}.csv`, type: 'FILE', file_object_key: name, user_id: name }],
      ] as const) {
        const reply = await engine.call(verb, route, payload);
        assert.ok(reply.status < 500 && typeof reply.body.code === 'number', `${route} ${name}: ${JSON.stringify(reply.body)}`);
      }
      for (const route of ['/sessions', '/datasets']) {
        const reply = await engine.get(route, { search: name, user_id: name });
        assert.equal(reply.body.code, 0, `${route} search ${name}`);
      }
      const job = await engine.call('POST', '/jobs', { session_id: ids.session, user_id: USER, dataset_id: datasetId, question: `what is the ${name} of ${name}?` });
      assert.equal(job.body.code, 0, `question with ${name}: ${JSON.stringify(job.body)}`);
    }
    // The analyst got every column, and rows keep a column called __proto__ as their own value.
    const asked = await engine.call('POST', '/jobs', { session_id: ids.session, user_id: USER, datasource_ids: [source.id], question: 'first row' });
    assert.equal(asked.body.code, 0, JSON.stringify(asked.body));
    const table = seenContext?.tables[0];
    assert.ok(table && firstRow);
    assert.deepEqual(table.columns.map((c) => c.name), header);
    const row = firstRow;
    assert.equal(Object.getPrototypeOf(row), Object.prototype);
    assert.deepEqual(Object.keys(row), header);
    assert.equal(Object.getOwnPropertyDescriptor(row, '__proto__')?.value, header.indexOf('__proto__'));
    assert.equal(Object.getOwnPropertyDescriptor(row, 'constructor')?.value, header.indexOf('constructor'));
  });

  it('does not take fields from a body\'s __proto__ key', async () => {
    const reply = await engine.call('POST', '/sessions', '{"__proto__": {"user_id": "u", "name": "n"}}');
    assert.equal(reply.body.code, 300001);
    assert.match(reply.body.msg, /user_id is required/);
  });
});
