/**
 * The sample data is generated, not hand-edited: the committed files are what the generator
 * writes, and they hold the imperfections samples/README.md promises.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { employeesCsv, generateCustomers, generateSales, salesCsv, withFlaws } from '../../../scripts/generate-samples';
import { FIXTURES, parseCsv } from './harness';

const ROOT = path.join(__dirname, '..', '..', '..');

describe('sample data', () => {
  it('samples/sales.csv and the analyst fixtures are what the generator writes', () => {
    const expected = salesCsv(withFlaws(generateSales(3000)));
    assert.equal(readFileSync(path.join(ROOT, 'samples', 'sales.csv'), 'utf8'), expected);
    assert.equal(readFileSync(path.join(FIXTURES, 'sales.csv'), 'utf8'), expected);
    assert.equal(readFileSync(path.join(FIXTURES, 'employees.csv'), 'utf8'), employeesCsv());
  });

  it('sales.csv covers 2023-2024 with the promised missing values and one duplicate row', () => {
    const rows = parseCsv(readFileSync(path.join(ROOT, 'samples', 'sales.csv'), 'utf8'));
    assert.equal(rows.length, 3001);
    const dates = rows.map((r) => r.order_date).sort();
    assert.ok(dates[0].startsWith('2023-01') && dates[dates.length - 1].startsWith('2024-12'));
    assert.deepEqual(new Set(rows.map((r) => r.region).filter(Boolean)), new Set(['North', 'South', 'East', 'West']));
    assert.equal(rows.filter((r) => r.region === '').length, 3);
    assert.equal(rows.filter((r) => r.units === '').length, 2);
    assert.equal(rows.filter((r) => r.revenue === '').length, 2);
    const lines = rows.map((r) => JSON.stringify(r));
    assert.equal(lines.length - new Set(lines).size, 1);
    assert.equal(rows.filter((r) => r.order_id === '101500').length, 2);
  });

  it('customers.xlsx has the Customers and Segments sheets with the generated rows', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(ROOT, 'samples', 'customers.xlsx'));
    assert.deepEqual(workbook.worksheets.map((sheet) => sheet.name), ['Customers', 'Segments']);
    const customers = workbook.getWorksheet('Customers');
    assert.equal(customers?.rowCount, 401);
    const first = generateCustomers()[0];
    assert.deepEqual((customers?.getRow(2).values as unknown[]).slice(1), [first.customer_id, first.name, first.segment, first.region, first.signup_date, first.age]);
    assert.equal(workbook.getWorksheet('Segments')?.rowCount, 4);
  });
});
