import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { API_KEY, CSV_SALES, USER, capturingAnalyst, datasetWith, startTestEngine, waitForSync, type Captured, type TestEngine } from '../../support/engine-harness';

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sales = book.addWorksheet('Sales');
  sales.addRow(['Region', 'Amount', 'When', 'Note']);
  sales.addRow(['North', 10, new Date(Date.UTC(2024, 0, 5)), 'first, "quoted"']);
  sales.addRow(['South', { formula: 'B2*2', result: 20 }, new Date(Date.UTC(2024, 1, 6)), { richText: [{ text: 'rich ' }, { text: 'text' }] }]);
  book.addWorksheet('Empty');
  const people = book.addWorksheet('People');
  people.addRow(['Name', 'Age']);
  people.addRow(['Ann', 31]);
  people.addRow(['Bob', 42, 'extra']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('engine ingest', () => {
  let engine: TestEngine;
  const probe = capturingAnalyst({ sorted: true });
  before(async () => {
    engine = await startTestEngine({ analyst: probe.analyst });
  });
  after(() => engine.dispose());

  const ask = (datasetId: string): Promise<Captured> => probe.ask(engine, datasetId);

  it('loads CSV with sniffed types and dates, and profiles it for the overview', async () => {
    const { datasetId, datasourceId } = await datasetWith(engine, 'sales.csv', CSV_SALES);
    const { context, rows } = await ask(datasetId);
    const [table] = context.tables;
    assert.equal(table.label, 'sales.csv');
    assert.equal(table.rowCount, 5);
    assert.deepEqual(table.source, { datasource_id: datasourceId, dataset_id: datasetId, name: 'sales.csv', file_type: 'csv' });
    assert.deepEqual(table.columns.map((c) => c.type), ['VARCHAR', 'VARCHAR', 'DOUBLE', 'DATE']);
    assert.equal(rows[0].length, 5);
    const overview = await engine.get(`/datasets/${datasetId}/overview`);
    assert.equal(overview.body.code, 0);
    const data = overview.body.data;
    assert.equal(data.id, datasetId);
    assert.match(data.summary, /\*\*sales\.csv\*\*: 5 rows, 4 columns/);
    assert.match(data.summary, /`revenue`: number, 45\.25 to 200/);
    assert.match(data.summary, /`date`: date, 2024-01-05 to 2024-03-01/);
    assert.match(data.summary, /`revenue`.*1 missing \(20%\)/);
    assert.match(data.summary, /most common "North" \(2 rows\)/);
    assert.ok(data.keywords.includes('revenue'));
    assert.ok(data.exploration_questions.includes('What is the total revenue by region?'));
    assert.ok(data.exploration_questions.some((q: string) => /over time by month of date/.test(q)));
  });

  it('loads a CSV whose late rows do not fit the types sniffed from its start', async () => {
    const lines = ['id,score', ...Array.from({ length: 30_000 }, (_, i) => `${i},${i % 97}`), '30000,see note'];
    const { datasetId, source } = await datasetWith(engine, 'late.csv', lines.join('\n'));
    assert.equal(source.status, 'synched', source.reason);
    const { context } = await ask(datasetId);
    assert.equal(context.tables[0].rowCount, 30_001);
    assert.equal(context.tables[0].columns[1].type, 'VARCHAR');
  });

  it('loads TSV, JSON arrays of records, and text as chunks', async () => {
    const tsv = await datasetWith(engine, 'people.tsv', 'name\tage\nAnn\t31\nBob\t42\n');
    let result = await ask(tsv.datasetId);
    assert.deepEqual(result.rows[0], [{ name: 'Ann', age: 31 }, { name: 'Bob', age: 42 }]);

    const json = await datasetWith(engine, 'items.json', JSON.stringify([{ sku: 'a', qty: 2 }, { sku: 'b', qty: 5, extra: true }]));
    result = await ask(json.datasetId);
    assert.deepEqual(result.context.tables[0].columns.map((c) => c.name), ['sku', 'qty', 'extra']);
    assert.equal(result.rows[0][1].qty, 5);

    const paragraph = 'Lorem ipsum dolor sit amet. '.repeat(40);
    const text = Array.from({ length: 8 }, (_, i) => `## Part ${i}\n\n${paragraph}`).join('\n\n');
    const md = await datasetWith(engine, 'notes.md', text);
    result = await ask(md.datasetId);
    assert.equal(result.context.tables.length, 0);
    assert.equal(result.context.documents.length, 1);
    const chunks = result.rows[0];
    assert.ok(chunks.length > 1, 'long text is cut into several chunks');
    assert.deepEqual(chunks.map((c) => c.chunk_index), chunks.map((_, i) => i));
    assert.equal(chunks.map((c) => String(c.text)).join('').replace(/\s/g, ''), text.replace(/\s/g, ''));
    const overview = (await engine.get(`/datasets/${md.datasetId}/overview`)).body.data;
    assert.match(overview.summary, /notes\.md\*\*: text in \d+ passages/);
    assert.deepEqual(overview.exploration_questions, ['What is notes.md about?']);
  });

  it('loads every non-empty sheet of a workbook as its own table', async () => {
    const { datasetId, source } = await datasetWith(engine, 'book.xlsx', await workbook());
    assert.equal(source.status, 'synched', source.reason);
    const { context, rows } = await ask(datasetId);
    assert.deepEqual(context.tables.map((t) => t.label), ['book.xlsx / Sales', 'book.xlsx / People']);
    assert.deepEqual(context.tables[0].columns.map((c) => `${c.name}:${c.type}`), ['Region:VARCHAR', 'Amount:BIGINT', 'When:DATE', 'Note:VARCHAR']);
    assert.deepEqual(rows[0].map((r) => r.Note), ['first, "quoted"', 'rich text']);
    assert.deepEqual(rows[0].map((r) => r.Amount), [10, 20]);
    assert.deepEqual(context.tables[1].columns.map((c) => c.name), ['Name', 'Age', 'column_3']);
    assert.equal(context.tables[1].rowCount, 2);
  });

  it('names the sheets of a workbook written by openpyxl (pandas), whose sheet names come after the sheets', async () => {
    // openpyxl writes xl/workbook.xml after the sheets and absolute targets (/xl/worksheets/sheet1.xml).
    const file = fs.readFileSync(path.join(__dirname, 'fixtures', 'openpyxl-two-sheets.xlsx'));
    const { datasetId, source } = await datasetWith(engine, 'sales.xlsx', file);
    assert.equal(source.status, 'synched', source.reason);
    const { context, rows } = await ask(datasetId);
    assert.deepEqual(context.tables.map((t) => t.label), ['sales.xlsx / Orders', 'sales.xlsx / Targets']);
    assert.deepEqual(rows[0].map((r) => [r.Region, r.Revenue, new Date(r.Ordered as string).toISOString().slice(0, 10)]), [['North', 120.5, '2024-01-05'], ['South', 80, '2024-02-06']]);
  });

  it('reads a workbook whose shared strings and sheets come before the part that names the sheets', async () => {
    // The zip order ExcelJS's own writer sometimes produces (its parts are appended as streams): ExcelJS's
    // reader then looked up the sheets' names before it had read them, and the whole workbook failed.
    const file = fs.readFileSync(path.join(__dirname, 'fixtures', 'strings-before-workbook.xlsx'));
    const { datasetId, source } = await datasetWith(engine, 'stock.xlsx', file);
    assert.equal(source.status, 'synched', source.reason);
    const { context, rows } = await ask(datasetId);
    assert.deepEqual(context.tables.map((t) => t.label), ['stock.xlsx / Stock', 'stock.xlsx / Suppliers']);
    assert.deepEqual(rows[0].map((r) => [r.Item, r.Qty]), [['bolts', 40], ['nuts', 25]]);
  });

  it('marks unreadable files invalid with a reason: PDF/DOC(X)/PPT(X)/XLS, broken JSON, a corrupt workbook', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['a.docx', 'PK not really', /does not read \.docx/],
      ['a.xls', 'old', /does not read \.xls files/],
      ['a.ppt', 'x', /does not read \.ppt/],
      ['a.json', '{"not": "an array"}', /could not be read|not an array/],
      ['a.xlsx', 'this is not a zip', /workbook could not be read/],
    ];
    for (const [name, content, reason] of cases) {
      const { source } = await datasetWith(engine, name, content);
      assert.equal(source.status, 'invalid', name);
      assert.match(source.reason, reason, name);
    }
  });
});

describe('engine url data sources', () => {
  let files: Server;
  let base: string;
  let slowRequests = 0;
  before(async () => {
    files = createServer((req, res) => {
      if (req.url === '/sales.csv') res.end(CSV_SALES);
      else if (req.url === '/redirect') res.writeHead(302, { location: '/sales.csv' }).end();
      else if (req.url === '/big.csv') res.end('x\n'.repeat(10_000));
      else if (req.url === '/slow.csv') {
        slowRequests++;
        res.write('x\n'); // never ends
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  after(async () => {
    files.closeAllConnections();
    await new Promise((resolve) => files.close(resolve));
  });

  async function addUrl(engine: TestEngine, url: string, name = 'remote.csv') {
    const datasetId = (await engine.call('POST', '/datasets', { name: 'remote', user_id: USER })).body.data.id;
    const created = await engine.call('POST', `/datasets/${datasetId}/datasources`, { name, type: 'FILE', url, user_id: USER });
    assert.equal(created.body.code, 0, JSON.stringify(created.body));
    return { datasetId, source: await waitForSync(engine, datasetId, created.body.data.id) };
  }

  it('downloads when allowed, follows redirects, keeps the size and time limits', async () => {
    const engine = await startTestEngine({ allowPrivateUrls: true, maxDownloadBytes: 5_000, downloadTimeoutMs: 500 });
    try {
      const ok = await addUrl(engine, `${base}/redirect`);
      assert.equal(ok.source.status, 'synched');
      assert.equal(ok.source.size, CSV_SALES.length);
      const presign = await engine.call('POST', `/datasets/${ok.datasetId}/datasources/${ok.source.id}/presign`, { user_id: USER });
      assert.equal(await (await fetch(presign.body.data.presigned_url)).text(), CSV_SALES);
      const big = await addUrl(engine, `${base}/big.csv`);
      assert.match(big.source.reason, /larger than the 5000 byte limit/);
      const slow = await addUrl(engine, `${base}/slow.csv`);
      assert.match(slow.source.reason, /longer than/);
      assert.equal(slowRequests, 1);
      const missing = await addUrl(engine, `${base}/missing.csv`);
      assert.match(missing.source.reason, /HTTP 404/);
    } finally {
      await engine.dispose();
    }
  });

  it('does not need the API key in the signed addresses it hands out', async () => {
    const engine = await startTestEngine({ allowPrivateUrls: true });
    try {
      const { datasetId, source } = await addUrl(engine, `${base}/sales.csv`);
      const presign = await engine.call('POST', `/datasets/${datasetId}/datasources/${source.id}/presign`, { user_id: USER, expires_in: 60 });
      assert.ok(!presign.body.data.presigned_url.includes(API_KEY));
    } finally {
      await engine.dispose();
    }
  });
});
