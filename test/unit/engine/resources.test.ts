import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CSV_SALES, USER, datasetWith, startTestEngine, upload, type TestEngine } from '../../support/engine-harness';

describe('engine sessions', () => {
  let engine: TestEngine;
  before(async () => {
    engine = await startTestEngine();
  });
  after(() => engine.dispose());

  it('creates with defaults, gets, modifies, lists and deletes a session', async () => {
    const created = await engine.call('POST', '/sessions', { name: 'Quarterly', user_id: USER, agent_id: 'DATA_ANALYSIS_AGENT' });
    assert.equal(created.status, 200);
    assert.equal(created.body.code, 0);
    const id = created.body.data.id;
    assert.match(id, /^[0-9a-f-]{36}$/);
    const got = await engine.get(`/sessions/${id}`);
    assert.deepEqual(got.body, {
      code: 0,
      data: { id, name: 'Quarterly', output_language: 'AUTO', job_mode: 'AUTO', max_contextual_job_history: 10, agent_id: 'DATA_ANALYSIS_AGENT' },
    });
    const modified = await engine.call('POST', `/sessions/${id}`, { name: 'Renamed', job_mode: 'DATA_ANALYTICS', max_contextual_job_history: 0, user_id: USER });
    assert.deepEqual(modified.body, { code: 0, data: {} });
    const after = (await engine.get(`/sessions/${id}`)).body.data;
    assert.equal(after.name, 'Renamed');
    assert.equal(after.job_mode, 'DATA_ANALYTICS');
    assert.equal(after.max_contextual_job_history, 0);
    assert.equal(after.output_language, 'AUTO');
    const deleted = await engine.call('DELETE', `/sessions/${id}`, { user_id: USER });
    assert.deepEqual(deleted.body, { code: 0, data: {} });
    assert.equal((await engine.get(`/sessions/${id}`)).body.code, 300003);
    assert.equal((await engine.call('DELETE', `/sessions/${id}`, { user_id: USER })).body.code, 300003);
  });

  it('cuts names at 128 characters and checks max_contextual_job_history and agent_id', async () => {
    const long = await engine.call('POST', '/sessions', { name: 'n'.repeat(300), user_id: USER });
    assert.equal((await engine.get(`/sessions/${long.body.data.id}`)).body.data.name, 'n'.repeat(128));
    for (const value of [-1, 11, 2.5]) {
      const reply = await engine.call('POST', '/sessions', { name: 'x', user_id: USER, max_contextual_job_history: value });
      assert.equal(reply.body.code, 300001);
      assert.equal(reply.status, 400);
    }
    assert.equal((await engine.call('POST', '/sessions', { name: 'x', user_id: USER, agent_id: 'OTHER' })).body.code, 300001);
    assert.equal((await engine.call('POST', '/sessions', { name: '', user_id: USER })).body.code, 300001);
  });

  it("keeps users' sessions apart", async () => {
    const mine = (await engine.call('POST', '/sessions', { name: 'private', user_id: 'someone-else' })).body.data.id;
    assert.equal((await engine.get(`/sessions/${mine}`)).body.code, 300003);
    assert.equal((await engine.call('DELETE', `/sessions/${mine}`, { user_id: USER })).body.code, 300003);
    assert.equal((await engine.call('POST', `/sessions/${mine}`, { name: 'x', user_id: USER })).body.code, 300003);
    const list = await engine.get('/sessions', { search: 'private' });
    assert.equal(list.body.data.total_items, 0);
  });

  it('pages and searches the list (defaults 1 and 10, maximum page_size 100, search up to 128)', async () => {
    const user = 'pager';
    for (let i = 0; i < 12; i++) await engine.call('POST', '/sessions', { name: `Report ${i}${i % 3 === 0 ? ' Budget' : ''}`, user_id: user });
    const first = (await engine.call('GET', `/sessions?user_id=${user}`)).body.data;
    assert.equal(first.total_items, 12);
    assert.equal(first.page_number, 1);
    assert.equal(first.page_size, 10);
    assert.equal(first.records.length, 10);
    const second = (await engine.call('GET', `/sessions?user_id=${user}&page_number=2&page_size=10`)).body.data;
    assert.equal(second.records.length, 2);
    const ids = new Set([...first.records, ...second.records].map((record: { id: string }) => record.id));
    assert.equal(ids.size, 12);
    const found = (await engine.call('GET', `/sessions?user_id=${user}&search=budget`)).body.data;
    assert.equal(found.total_items, 4);
    assert.equal((await engine.call('GET', `/sessions?user_id=${user}&search=%25`)).body.data.total_items, 0, 'search is literal, not a pattern');
    for (const query of ['page_size=101', 'page_size=0', 'page_number=0', 'page_number=x', `search=${'s'.repeat(129)}`]) {
      const reply = await engine.call('GET', `/sessions?user_id=${user}&${query}`);
      assert.equal(reply.body.code, 300001, query);
    }
    assert.equal((await engine.call('GET', `/sessions?user_id=${user}&page_size=100`)).body.data.records.length, 12);
  });

  it('allows 150 sessions per user, also when 170 are created at once (300009 beyond)', async function () {
    this.timeout(30_000);
    const user = 'busy';
    const replies = await Promise.all(Array.from({ length: 170 }, (_, i) => engine.call('POST', '/sessions', { name: `s${i}`, user_id: user })));
    const codes = replies.map((reply) => reply.body.code);
    assert.equal(codes.filter((code) => code === 0).length, 150);
    assert.equal(codes.filter((code) => code === 300009).length, 20);
    assert.ok(replies.filter((reply) => reply.body.code === 300009).every((reply) => reply.status === 200));
    assert.equal((await engine.call('GET', `/sessions?user_id=${user}`)).body.data.total_items, 150);
    const other = await engine.call('POST', '/sessions', { name: 'other user', user_id: 'not-busy' });
    assert.equal(other.body.code, 0);
    const oneId = replies.find((reply) => reply.body.code === 0)?.body.data.id;
    await engine.call('DELETE', `/sessions/${oneId}`, { user_id: user });
    assert.equal((await engine.call('POST', '/sessions', { name: 'again', user_id: user })).body.code, 0);
  });
});

describe('engine datasets and data sources', () => {
  let engine: TestEngine;
  before(async () => {
    engine = await startTestEngine();
  });
  after(() => engine.dispose());

  it('creates, lists (project-wide), searches names and descriptions, and cuts long text', async () => {
    const a = (await engine.call('POST', '/datasets', { name: 'Sales 2024', description: 'monthly revenue', user_id: USER })).body.data.id;
    const b = (await engine.call('POST', '/datasets', { name: 'Staff', description: 'Head count by REVENUE centre', user_id: 'colleague' })).body.data.id;
    const long = (await engine.call('POST', '/datasets', { name: 'L'.repeat(200), description: 'd'.repeat(6000), user_id: USER })).body.data.id;
    assert.match(a, /^dset-/);
    const all = (await engine.get('/datasets')).body.data;
    assert.equal(all.total_items, 3);
    const longRecord = all.records.find((record: { id: string }) => record.id === long);
    assert.equal(longRecord.name.length, 128);
    assert.equal(longRecord.description.length, 5000);
    const search = (await engine.get('/datasets', { search: 'revenue' })).body.data.records.map((record: { id: string }) => record.id).sort();
    assert.deepEqual(search, [a, b].sort());
    assert.deepEqual((await engine.get('/datasets', { search: 'staff' })).body.data.records.map((r: { id: string }) => r.id), [b]);
    assert.equal((await engine.call('POST', '/datasets', { description: 'no name', user_id: USER })).body.code, 300001);
  });

  it('lets only the creator modify or delete a dataset or change its data sources (300002)', async () => {
    const id = (await engine.call('POST', '/datasets', { name: 'Mine', user_id: USER })).body.data.id;
    const key = await upload(engine, 'x.csv', 'a,b\n1,2\n', 'intruder');
    const attempts = [
      await engine.call('POST', `/datasets/${id}`, { name: 'Hijacked', user_id: 'intruder' }),
      await engine.call('DELETE', `/datasets/${id}`, { user_id: 'intruder' }),
      await engine.call('POST', `/datasets/${id}/datasources`, { name: 'x.csv', type: 'FILE', file_object_key: key, user_id: 'intruder' }),
    ];
    for (const reply of attempts) {
      assert.equal(reply.status, 200);
      assert.equal(reply.body.code, 300002);
    }
    assert.equal((await engine.call('POST', `/datasets/${id}`, { user_id: USER })).body.code, 300001, 'name or description required');
    assert.deepEqual((await engine.call('POST', `/datasets/${id}`, { description: 'new text', user_id: USER })).body, { code: 0, data: {} });
    const record = (await engine.get('/datasets', { search: 'new text' })).body.data.records[0];
    assert.deepEqual(record, { id, name: 'Mine', description: 'new text' });
    assert.equal((await engine.call('POST', '/datasets/dset-none', { name: 'x', user_id: USER })).body.code, 300003);
  });

  it('creates a data source from an upload, syncs it, lists with status filters, gets and presigns it', async () => {
    const { datasetId, datasourceId, source } = await datasetWith(engine, 'sales.csv', CSV_SALES);
    assert.deepEqual(source, { id: datasourceId, dataset_id: datasetId, name: 'sales.csv', type: 'FILE', status: 'synched', size: CSV_SALES.length });
    const bad = await upload(engine, 'report.pdf', '%PDF-1.4 not really');
    const pdf = await engine.call('POST', `/datasets/${datasetId}/datasources`, { name: 'report.pdf', type: 'FILE', file_object_key: bad, user_id: USER });
    assert.equal(pdf.body.data.status, 'synching', 'a new data source always starts synching');
    let status;
    for (;;) {
      status = (await engine.get(`/datasets/${datasetId}/status`)).body;
      if (status.data.synching_count === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual(status, { code: 0, data: { synched_count: 1, invalid_count: 1, synching_count: 0 } });
    const invalid = (await engine.get(`/datasets/${datasetId}/datasources/${pdf.body.data.id}`)).body.data;
    assert.equal(invalid.status, 'invalid');
    assert.match(invalid.reason, /does not read \.pdf/);
    const list = async (statusFilter?: string) =>
      (await engine.get(`/datasets/${datasetId}/datasources`, statusFilter ? { status: statusFilter } : {})).body.data;
    assert.equal((await list()).total_items, 2);
    assert.deepEqual((await list('synched')).records.map((r: { id: string }) => r.id), [datasourceId]);
    assert.equal((await list('invalid,synched')).total_items, 2);
    assert.equal((await list('synching')).total_items, 0);
    assert.equal((await engine.get(`/datasets/${datasetId}/datasources`, { status: 'broken' })).body.code, 300001);

    const presign = await engine.call('POST', `/datasets/${datasetId}/datasources/${datasourceId}/presign`, { user_id: USER });
    assert.equal(presign.body.code, 0);
    const { presigned_url: url, expires_at: expiresAt } = presign.body.data;
    assert.ok(Math.abs(Date.parse(expiresAt) - Date.now() - 600_000) < 5_000, 'default 600 s');
    const download = await fetch(url);
    assert.equal(download.status, 200);
    assert.equal(await download.text(), CSV_SALES);
    assert.match(download.headers.get('content-disposition') ?? '', /attachment; filename="sales.csv"/);
    const tampered = await fetch(url.replace(/signature=.{4}/, 'signature=AAAA'));
    assert.equal(tampered.status, 403);
    assert.equal(((await tampered.json()) as { code: number }).code, 1004);
    const other = await fetch(url.replace(datasourceId, pdf.body.data.id));
    assert.equal(other.status, 403, 'a signature is bound to its file');
    assert.equal((await engine.call('POST', `/datasets/${datasetId}/datasources/${datasourceId}/presign`, { user_id: USER, expires_in: 59 })).body.code, 300001);
    const hour = await engine.call('POST', `/datasets/${datasetId}/datasources/${datasourceId}/presign`, { user_id: USER, expires_in: 3600 });
    assert.ok(Math.abs(Date.parse(hour.body.data.expires_at) - Date.now() - 3_600_000) < 5_000);
    assert.equal((await engine.call('POST', `/datasets/${datasetId}/datasources/ds-none/presign`, { user_id: USER })).body.code, 300003);
  });

  it('checks name extension, type, exactly one of url and file_object_key, and empty files', async () => {
    const id = (await engine.call('POST', '/datasets', { name: 'Checks', user_id: USER })).body.data.id;
    const key = await upload(engine, 'a.csv', 'a\n1\n');
    const create = (body: Record<string, unknown>) => engine.call('POST', `/datasets/${id}/datasources`, { type: 'FILE', user_id: USER, ...body });
    assert.equal((await create({ name: 'a.exe', file_object_key: key })).body.code, 300004);
    assert.equal((await create({ name: 'noextension', file_object_key: key })).body.code, 300004);
    assert.equal((await create({ name: 'a.csv', file_object_key: key, url: 'https://example.com/a.csv' })).body.code, 300001);
    assert.equal((await create({ name: 'a.csv' })).body.code, 300001);
    assert.equal((await create({ name: 'a.csv', file_object_key: key, type: 'URL' })).body.code, 300001);
    assert.equal((await create({ name: 'a.csv', url: 'ftp://example.com/a.csv' })).body.code, 300001);
    assert.equal((await create({ name: 'a.csv', file_object_key: 'upload-unknown' })).body.code, 300003);
    assert.equal((await engine.call('POST', '/datasets/dset-none/datasources', { name: 'a.csv', type: 'FILE', file_object_key: key, user_id: USER })).body.code, 300003);
    const form = new FormData();
    form.append('user_id', USER);
    form.append('file', new Blob([]), 'empty.csv');
    const empty = await fetch(`${engine.url}/v2/team/file/upload-datasource`, { method: 'POST', headers: { 'x-pd-api-key': 'test-key-0123456789' }, body: form });
    assert.equal(((await empty.json()) as { code: number }).code, 300005);
    const exe = new FormData();
    exe.append('user_id', USER);
    exe.append('file', new Blob(['MZ']), 'tool.exe');
    const refused = await fetch(`${engine.url}/v2/team/file/upload-datasource`, { method: 'POST', headers: { 'x-pd-api-key': 'test-key-0123456789' }, body: exe });
    assert.equal(((await refused.json()) as { code: number }).code, 300004);
    const noUser = new FormData();
    noUser.append('file', new Blob(['a\n1\n']), 'a.csv');
    const anonymous = await fetch(`${engine.url}/v2/team/file/upload-datasource`, { method: 'POST', headers: { 'x-pd-api-key': 'test-key-0123456789' }, body: noUser });
    assert.equal(((await anonymous.json()) as { code: number }).code, 300001);
  });

  it('never uses the uploaded file name as a path', async () => {
    const key = await upload(engine, '../../../../escape.csv', 'a\n1\n');
    assert.doesNotMatch(key, /[./\\]/);
    const id = (await engine.call('POST', '/datasets', { name: 'Paths', user_id: USER })).body.data.id;
    const created = await engine.call('POST', `/datasets/${id}/datasources`, { name: '../../evil.csv', type: 'FILE', file_object_key: key, user_id: USER });
    assert.equal(created.body.code, 0);
    assert.equal(existsSync(path.join(engine.dataDir, '..', 'escape.csv')), false);
    assert.equal(existsSync(path.join(engine.dataDir, '..', '..', 'evil.csv')), false);
    const sources = await readdir(path.join(engine.dataDir, 'sources'));
    assert.ok(sources.every((file) => /^ds-[0-9a-f]+\.[a-z]+$/.test(file)));
  });

  it('creates a data source without a dataset, making one for it', async () => {
    const key = await upload(engine, 'loose.csv', 'x,y\n1,2\n');
    const reply = await engine.call('POST', '/datasources', { name: 'loose.csv', type: 'FILE', file_object_key: key, user_id: USER });
    assert.equal(reply.body.code, 0);
    assert.match(reply.body.data.dataset_id, /^dset-/);
    assert.equal(reply.body.data.status, 'synching');
    const dataset = (await engine.get('/datasets', { search: 'loose.csv' })).body.data.records;
    assert.equal(dataset[0].id, reply.body.data.dataset_id);
  });

  it('deletes a data source, and a dataset with all its data sources, tables and files', async () => {
    const { datasetId, datasourceId } = await datasetWith(engine, 'gone.csv', CSV_SALES);
    const second = await upload(engine, 'notes.txt', 'Some notes.\n\nMore notes.');
    const text = (await engine.call('POST', `/datasets/${datasetId}/datasources`, { name: 'notes.txt', type: 'FILE', file_object_key: second, user_id: USER })).body.data.id;
    assert.equal((await engine.call('DELETE', `/datasets/${datasetId}/datasources/${datasourceId}`, { user_id: 'intruder' })).body.code, 300002);
    assert.deepEqual((await engine.call('DELETE', `/datasets/${datasetId}/datasources/${datasourceId}`, { user_id: USER })).body, { code: 0, data: {} });
    assert.equal((await engine.get(`/datasets/${datasetId}/datasources/${datasourceId}`)).body.code, 300003);
    assert.equal(existsSync(path.join(engine.dataDir, 'sources', `${datasourceId}.csv`)), false);
    assert.deepEqual((await engine.call('DELETE', `/datasets/${datasetId}`, { user_id: USER })).body, { code: 0, data: {} });
    assert.equal((await engine.get(`/datasets/${datasetId}/datasources/${text}`)).body.code, 300003);
    assert.equal((await engine.get(`/datasets/${datasetId}/status`)).body.code, 300003);
    assert.equal(existsSync(path.join(engine.dataDir, 'sources', `${text}.txt`)), false);
  });
});
