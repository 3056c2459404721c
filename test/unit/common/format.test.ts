import assert from 'node:assert/strict';
import { formatColumn } from '../../../src/cli/numbers';
import { MISSING, formatterFor, isLabelColumn, isNumericText, resolveLocale } from '../../../src/common/format';
import { displayCell } from '../../../webview/numbers';

describe('common/format: numbers and dates for people', () => {
  const en = formatterFor('en-US');
  const de = formatterFor('de-DE');

  it('formats numbers by the locale with sensible precision', () => {
    assert.equal(en.number(1234567), '1,234,567');
    assert.equal(de.number(1234567), '1.234.567');
    assert.equal(en.number(1234.5678), '1,234.57');
    assert.equal(de.number(1234.5678), '1.234,57');
    assert.equal(en.number(0.000123456), '0.000123');
    assert.equal(en.number(0.5), '0.5');
    assert.equal(en.number(-42), '-42');
    assert.equal(en.number(0), '0');
    assert.equal(en.number(1.5e-9), '1.5E-9');
    assert.equal(en.number(2e21), '2E21');
    assert.equal(en.number(Number.POSITIVE_INFINITY), '∞');
  });

  it('formats numbers written as text from their digits, never through a float', () => {
    assert.equal(en.number('12345678901234567891'), '12,345,678,901,234,567,891');
    assert.equal(en.number(12345678901234567891n), '12,345,678,901,234,567,891');
    assert.equal(en.number('1234.5'), '1,234.5');
    assert.equal(en.number('1e3'), '1,000');
    assert.equal(en.number('n/a'), 'n/a');
  });

  it('shows every kind of missing value the same way', () => {
    for (const missing of [null, undefined, Number.NaN, '', '  ']) assert.equal(en.number(missing), MISSING);
    assert.equal(en.percent(null), MISSING);
    assert.equal(en.date(null), MISSING);
    assert.equal(en.dateTime(''), MISSING);
    assert.deepEqual(en.cell(''), { text: MISSING, kind: 'missing', raw: '' });
  });

  it('uses the plural rules of the locale', () => {
    const rows = { one: '{0} row', other: '{0} rows' };
    assert.equal(en.count(1, rows), '1 row');
    assert.equal(en.count(0, rows), '0 rows');
    assert.equal(en.count(1234, rows), '1,234 rows');
    const pl = formatterFor('pl');
    const wiersze = { one: '{0} wiersz', few: '{0} wiersze', many: '{0} wierszy', other: '{0} wiersza' };
    assert.equal(pl.count(1, wiersze), '1 wiersz');
    assert.equal(pl.count(3, wiersze), '3 wiersze');
    assert.equal(pl.count(5, wiersze), '5 wierszy');
    // A form the caller did not give falls back to `other`.
    assert.equal(pl.count(5, { other: '{0} x' }), '5 x');
  });

  it('formats percentages', () => {
    assert.equal(en.percent(0.125), '12.5%');
    assert.equal(de.percent(0.125), '12,5\u00a0%');
  });

  it('shows a calendar day as that day in every time zone', () => {
    assert.equal(en.date('2024-01-31'), 'Jan 31, 2024');
    assert.equal(de.date('2024-01-31'), '31.01.2024');
    assert.equal(en.date('2024-02-31'), '2024-02-31');
    assert.equal(en.dateTime('2024-01-31 09:05:00'), 'Jan 31, 2024, 9:05:00 AM');
    assert.equal(en.dateTime('2024-01-31T09:05:00.250'), 'Jan 31, 2024, 9:05:00 AM');
    assert.match(en.dateTime('2024-01-31T09:05:00Z'), /^Jan 31, 2024/);
  });

  it('reads cells: numbers and (when asked) dates are formatted, the raw text is kept', () => {
    assert.deepEqual(en.cell('1234.5'), { text: '1,234.5', kind: 'number', raw: '1234.5' });
    assert.deepEqual(en.cell('North'), { text: 'North', kind: 'text', raw: 'North' });
    assert.deepEqual(en.cell('2024-01-31'), { text: '2024-01-31', kind: 'text', raw: '2024-01-31' });
    assert.deepEqual(en.cell('2024-01-31', { dates: true }), { text: 'Jan 31, 2024', kind: 'date', raw: '2024-01-31' });
    // Text that only looks like a number stays text (codes with leading signs, grouping, units).
    for (const text of ['1,234', '12%', '$5', '0x1F', '1.2.3']) assert.equal(en.cell(text).kind, 'text', text);
  });

  it('knows numeric text', () => {
    for (const text of ['0', '-1', '+2.5', '.5', '5.', '1e-7', '1E+21']) assert.ok(isNumericText(text), text);
    for (const text of ['', '-', 'e5', '1e', '1,000', 'NaN', 'Infinity']) assert.ok(!isNumericText(text), text);
  });

  it('falls back to the runtime locale for one it does not know', () => {
    assert.equal(resolveLocale('de-DE'), 'de-DE');
    assert.equal(resolveLocale('zh-cn').toLowerCase(), 'zh-cn');
    assert.equal(resolveLocale('not a locale!!'), new Intl.NumberFormat().resolvedOptions().locale);
    assert.equal(formatterFor('en-US'), en);
  });
});

describe('common/format: which whole-number columns are labels', () => {
  const LABELS = ['year', 'Year', 'fiscal_year', 'yr', 'period', 'order_id', 'ID', 'ids', 'zip code', 'postcode', 'postal_area', 'customerId', 'postCode', 'fiscalYear', 'order number', 'Invoice No', 'phone', 'Model Year '];
  const QUANTITIES = ['revenue', 'total_units', 'number_of_orders', 'no_shows', 'phone_calls', 'years', 'yearly_total', 'idle_minutes', 'codes_sent', 'rows'];

  it('names a year, an id, a code or a number written at the end as a label, and counts as quantities', () => {
    for (const name of LABELS) assert.equal(isLabelColumn(name), true, name);
    for (const name of QUANTITIES) assert.equal(isLabelColumn(name), false, name);
  });

  it('is the one rule of the panel and the command line: both show a label column\'s 2024 as written and a quantity\'s as 2,024', () => {
    const en = formatterFor('en-US');
    for (const name of [...LABELS, ...QUANTITIES]) {
      const expected = isLabelColumn(name) ? '2024' : '2,024';
      assert.equal(displayCell(en, name, '2024').text, expected, `panel: ${name}`);
      assert.deepEqual(formatColumn(name, ['2024'], 'en-US').cells, [expected], `command line: ${name}`);
    }
  });
});
