import assert from 'node:assert/strict';
import fc from 'fast-check';
import { csvHead, parseCsv, readCsv, writeCsv } from '../../../src/common/csv';

describe('common/csv: the one CSV reader', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    const csv = 'name,value\r\n"a, ""quoted""",1\n"two\nlines",22\n"three\r\nlines",3\n';
    assert.deepEqual(parseCsv(csv), [['name', 'value'], ['a, "quoted"', '1'], ['two\nlines', '22'], ['three\r\nlines', '3']]);
  });

  it('takes CRLF, LF and a lone CR as record ends, and drops a byte-order mark', () => {
    assert.deepEqual(parseCsv('\ufeffa,b\r\n1,2\r3,4\n5,6'), [['a', 'b'], ['1', '2'], ['3', '4'], ['5', '6']]);
  });

  it('keeps empty fields and a trailing comma', () => {
    assert.deepEqual(parseCsv('a,b,c\n,,\n1,,\n'), [['a', 'b', 'c'], ['', '', ''], ['1', '', '']]);
  });

  it('treats a quote inside an unquoted field as text, and keeps text after a closing quote', () => {
    assert.deepEqual(parseCsv('a,b\n5" pipe,"x"y\n'), [['a', 'b'], ['5" pipe', 'xy']]);
  });

  it('reads an unterminated quote to the end rather than losing it', () => {
    assert.deepEqual(parseCsv('a\n"open,\nrest'), [['a'], ['open,\nrest']]);
  });

  it('skips blank lines in a wide table but keeps a one-column table\'s empty values', () => {
    assert.deepEqual(parseCsv('\n\na,b\n1,2\n\n3,4\n\n'), [['a', 'b'], ['1', '2'], ['3', '4']]);
    assert.deepEqual(parseCsv('a\nx\n\ny\n\n'), [['a'], ['x'], [''], ['y'], ['']]);
    assert.deepEqual(parseCsv('a\nx\n'), [['a'], ['x']]);
  });

  it('stops after the records asked for', () => {
    const text = `h\n${Array.from({ length: 1000 }, (_, i) => i).join('\n')}\n`;
    assert.deepEqual(parseCsv(text, 3), [['h'], ['0'], ['1']]);
    let seen = 0;
    readCsv(text, () => {
      seen += 1;
      return seen < 5;
    });
    assert.equal(seen, 5);
  });

  it('cuts the first rows out as text and counts every record', () => {
    const rows = ['region,revenue', '"North, upper",10', '"multi\nline",20', ...Array.from({ length: 100 }, (_, i) => `R${i},${i}`)];
    const { csv, rowCount } = csvHead(`\ufeff${rows.join('\r\n')}\r\n`, 5);
    assert.equal(rowCount, 102);
    assert.deepEqual(parseCsv(csv), parseCsv(rows.join('\n'), 6));
    assert.deepEqual(csvHead('a,b\n1,2\n', 50), { csv: 'a,b\n1,2', rowCount: 1 });
    assert.deepEqual(csvHead('a,b', 50), { csv: 'a,b', rowCount: 0 });
    assert.deepEqual(csvHead('', 50), { csv: '', rowCount: 0 });
    // A one-column table ending in NULL keeps that row in the preview.
    assert.deepEqual(parseCsv(csvHead('a\nx\n\n', 5).csv), [['a'], ['x'], ['']]);
  });

  it('reads back whatever it writes', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ',', '"', '\n', '\r', ' ', 'é', '😀'), maxLength: 8 });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (width, rows) => {
        const table = rows.map((r) => r.slice(0, width));
        // A record of only empty fields is written as commas, so it is still a record.
        assert.deepEqual(parseCsv(writeCsv(table)), table);
        assert.deepEqual(parseCsv(`${writeCsv(table)}\r\n`), table);
      }),
      { numRuns: 300 },
    );
  });
});
