/**
 * ExcelJS's streaming reader decoded each chunk of a workbook part on its own, so a character of
 * several bytes cut between two chunks came out as U+FFFD (one "€732.34" in a money column of 1,207
 * kept the column text). src/engine/xlsxText.ts decodes across chunk boundaries: every string of a
 * workbook full of such characters, in shared strings and in the sheet's own cells, comes back whole.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import { loadFile } from '../../../src/engine/loaders';
import { queryRows } from '../../../src/engine/rows';

describe('engine: workbook text with characters of several bytes', function () {
  this.timeout(60_000);
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'da-xlsx-text-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads every value whole, however the zip cuts the parts into chunks', async () => {
    const values = Array.from({ length: 6000 }, (_, i) => [`€${(1000 + i * 7.31).toFixed(2)}`, `日本語のテキスト ${i} — Café Müller`]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Lots');
    sheet.addRow(['Lot Value', 'Note']);
    for (const row of values) sheet.addRow(row);
    const file = path.join(dir, 'lots.xlsx');
    await writeFile(file, Buffer.from(await book.xlsx.writeBuffer()));
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const [table] = await loadFile({ connection, file, ext: 'xlsx', name: 'lots.xlsx', tablePrefix: 'lots', scratch: dir });
      const rows = await queryRows(connection, `SELECT "Lot Value" AS v, "Note" AS n FROM "${table.table}"`);
      assert.equal(rows.length, values.length);
      const broken = rows.filter((row) => String(row.v).includes('\uFFFD') || String(row.n).includes('\uFFFD'));
      assert.deepEqual(broken.slice(0, 3), []);
      assert.deepEqual(rows.map((row) => [row.v, row.n]), values);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
