import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { capturingAnalyst, datasetWith, startTestEngine, type Captured, type TestEngine } from '../../support/engine-harness';

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

describe('engine ingest of types written as text', () => {
  let engine: TestEngine;
  const probe = capturingAnalyst();
  before(async () => {
    engine = await startTestEngine({ analyst: probe.analyst });
  });
  after(() => engine.dispose());

  const ask = (datasetId: string): Promise<Captured> => probe.ask(engine, datasetId);

  const overviewOf = async (datasetId: string): Promise<string> => (await engine.get(`/datasets/${datasetId}/overview`)).body.data.summary;

  it('types a CSV written by people, shows the reading in the overview and keeps the text in the preview', async () => {
    const csv = [
      'Order Date,Shipped,Amount,Discount,Region,Code,Note',
      '"Jun 12 1998",6/12/98,"$1,200.50",45%,North,007,first',
      '"Jul 1 1998",7/1/98,(300),5%,NA,012,-',
      'NA,n/a,-,-,South,013,"12"',
      '"Aug 3, 1998",8/3/98,"$15",10 %,South,014,abc',
    ].join('\n');
    const { datasetId, source } = await datasetWith(engine, 'orders.csv', csv);
    assert.equal(source.status, 'synched', source.reason);
    const { context, rows } = await ask(datasetId);
    const types = context.tables[0].columns.map((column) => `${column.name}:${column.type}`);
    assert.deepEqual(types, ['Order Date:DATE', 'Shipped:DATE', 'Amount:DOUBLE', 'Discount:BIGINT', 'Region:VARCHAR', 'Code:VARCHAR', 'Note:VARCHAR']);
    assert.deepEqual(rows[0].map((row) => day(row['Order Date'])), ['1998-06-12', '1998-07-01', null, '1998-08-03']);
    assert.deepEqual(rows[0].map((row) => day(row.Shipped)), ['1998-06-12', '1998-07-01', null, '1998-08-03']);
    assert.deepEqual(rows[0].map((row) => row.Amount), [1200.5, -300, null, 15]);
    assert.deepEqual(rows[0].map((row) => row.Discount), [45, 5, null, 10]);
    assert.deepEqual(rows[0].map((row) => row.Region), ['North', null, 'South', 'South']);
    assert.deepEqual(rows[0].map((row) => row.Code), ['007', '012', '013', '014']);
    assert.deepEqual(rows[0].map((row) => row.Note), ['first', null, '12', 'abc']);

    const summary = await overviewOf(datasetId);
    assert.match(summary, /`Order Date`: date, 1998-06-12 to 1998-08-03, written as text like "Aug 3, 1998"/);
    assert.match(summary, /`Shipped`: date, .*read as month\/day \(every value also fits day\/month/);
    assert.match(summary, /Notable:[\s\S]*`Shipped` in orders\.csv was read as month\/day: no value shows whether/);
    assert.match(summary, /`Discount`: number, .*percentages as written \(45% is 45\)/);
    assert.match(summary, /`Amount`: number, .*amounts in \\\$/);
    assert.match(summary, /`Region`: text, 2 distinct values, .*1 written as a missing-value mark/);
    // The preview shows what the file says, not the typed values.
    assert.match(summary, /First rows as written in the file:\n\n\| Order Date \| Shipped \| Amount \| Discount \| Region \| Code \| Note \|\n/);
    assert.match(summary, /\| Jun 12 1998 \| 6\/12\/98 \| \\\$1,200\.50 \| 45% \| North \| 007 \| first \|/);
    assert.match(summary, /\| NA \| n\/a \| - \| - \| South \| 013 \| 12 \|/);
  });

  it('counts distinct values exactly', async () => {
    const lines = ['id,kind,ten', ...Array.from({ length: 1000 }, (_, i) => `${i},kind-${(i * 7) % 400},t${i % 10}`)];
    const { datasetId } = await datasetWith(engine, 'distinct.csv', lines.join('\n'));
    const summary = await overviewOf(datasetId);
    assert.match(summary, /`kind`: text, 400 distinct values/);
    assert.match(summary, /`ten`: text, 10 distinct values/);
    assert.doesNotMatch(summary, /about \d/);
  });

  it('handles columns named __proto__ and constructor', async () => {
    const csv = ['__proto__,constructor,toString', '"$1,000",Jun 12 1998,a', 'NA,Jul 1 1998,NA', '$5,-,b'].join('\n');
    const { datasetId, source } = await datasetWith(engine, 'proto.csv', csv);
    assert.equal(source.status, 'synched', source.reason);
    const { context } = await ask(datasetId);
    assert.deepEqual(context.tables[0].columns.map((column) => `${column.name}:${column.type}`), ['__proto__:BIGINT', 'constructor:DATE', 'toString:VARCHAR']);
    // The values are checked through the profile: rows as objects lose a "__proto__" key in DuckDB's own reader.
    const summary = await overviewOf(datasetId);
    assert.match(summary, /`__proto__`: number, 5 to 1000, mean 502\.5, written as text like "\\\$1,000", amounts in \\\$, 1 written as a missing-value mark/);
    assert.match(summary, /`constructor`: date, 1998-06-12 to 1998-07-01, written as text/);
    assert.match(summary, /`toString`: text, 2 distinct values/);
  });

  it('reads months written as text in a CSV and in a workbook as their first day, keeping the text in the preview', async () => {
    const csv = ['Month,Period,Count', '2005-03,Mar-05,1', '2005-04,Apr-05,2', 'NA,NA,3', '2006-01,Jan-06,4'].join('\n');
    const { datasetId, source } = await datasetWith(engine, 'months.csv', csv);
    assert.equal(source.status, 'synched', source.reason);
    const { context, rows } = await ask(datasetId);
    assert.deepEqual(context.tables[0].columns.map((column) => `${column.name}:${column.type}`), ['Month:DATE', 'Period:DATE', 'Count:BIGINT']);
    assert.deepEqual(rows[0].map((row) => day(row.Month)), ['2005-03-01', '2005-04-01', null, '2006-01-01']);
    assert.deepEqual(rows[0].map((row) => day(row.Period)), ['2005-03-01', '2005-04-01', null, '2006-01-01']);
    const summary = await overviewOf(datasetId);
    assert.match(summary, /`Month`: date, 2005-03-01 to 2006-01-01, written as text like "2005-03", months without a day, each read as its first day/);
    assert.match(summary, /\| 2005-03 \| Mar-05 \| 1 \|/);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Monthly');
    sheet.addRow(['Month', 'Count']);
    for (const [month, count] of [['March 2005', 1], ['April 2005', 2], ['January 2006', 4]] as const) sheet.addRow([month, count]);
    const workbook = await datasetWith(engine, 'monthly.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    assert.equal(workbook.source.status, 'synched', workbook.source.reason);
    const read = await ask(workbook.datasetId);
    assert.deepEqual(read.context.tables[0].columns.map((column) => `${column.name}:${column.type}:${column.written?.grain ?? ''}`), ['Month:DATE:month', 'Count:BIGINT:']);
    assert.deepEqual(read.rows[0].map((row) => day(row.Month)), ['2005-03-01', '2005-04-01', '2006-01-01']);
  });

  it('reads Excel dates: date cells, date-formatted formula results and serials, in 1900 and 1904 workbooks', async () => {
    for (const date1904 of [false, true]) {
      const book = new ExcelJS.Workbook();
      book.properties.date1904 = date1904;
      const sheet = book.addWorksheet('Dates');
      sheet.addRow(['When', 'Due', 'Amount', 'At']);
      sheet.addRow([new Date(Date.UTC(1998, 5, 12)), { formula: 'A2+30', result: new Date(Date.UTC(1998, 6, 12)) }, 10, new Date(Date.UTC(1998, 5, 12, 13, 45))]);
      sheet.addRow([new Date(Date.UTC(2024, 1, 29)), { formula: 'A3+1', result: new Date(Date.UTC(2024, 2, 1)) }, 20, new Date(Date.UTC(2024, 1, 29, 8, 0))]);
      sheet.getColumn(1).numFmt = 'dd/mm/yyyy';
      sheet.getColumn(2).numFmt = 'd-mmm-yy';
      sheet.getColumn(4).numFmt = 'yyyy-mm-dd hh:mm';
      const { datasetId, source } = await datasetWith(engine, `dates-${date1904 ? 1904 : 1900}.xlsx`, Buffer.from(await book.xlsx.writeBuffer()));
      assert.equal(source.status, 'synched', source.reason);
      const { context, rows } = await ask(datasetId);
      const label = date1904 ? '1904 system' : '1900 system';
      assert.deepEqual(context.tables[0].columns.map((column) => `${column.name}:${column.type}`), ['When:DATE', 'Due:DATE', 'Amount:BIGINT', 'At:TIMESTAMP'], label);
      assert.deepEqual(rows[0].map((row) => day(row.When)), ['1998-06-12', '2024-02-29'], label);
      assert.deepEqual(rows[0].map((row) => day(row.Due)), ['1998-07-12', '2024-03-01'], label);
      assert.deepEqual(rows[0].map((row) => (row.At as Date).toISOString()), ['1998-06-12T13:45:00.000Z', '2024-02-29T08:00:00.000Z'], label);
    }
  });
});
