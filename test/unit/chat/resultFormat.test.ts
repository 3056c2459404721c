import assert from 'node:assert/strict';
import path from 'node:path';
import { csvToMarkdownTable, isExpired, safeBaseName, sniffImageMime } from '../../../src/chat/resultFormat';

describe('chat result files: names, previews, types', () => {
  it('never turns a server-given name into a path', () => {
    const hostile = ['../../etc/passwd', '..\\..\\Windows\\system32\\x.csv', '/abs/file.csv', 'C:\\x\\y.csv', '..', '.', '', 'a\u0000b.csv', 'CON', 'nul.csv', 'x'.repeat(500), ' .hidden ', 'a:b|c?.csv', 'dir/'];
    for (const name of hostile) {
      const safe = safeBaseName(name, 'table', '.csv');
      assert.equal(path.basename(safe), safe, name);
      assert.equal(path.win32.basename(safe), safe, name);
      assert.ok(!safe.startsWith('.'), `${name} -> ${safe}`);
      assert.ok(safe.length <= 100, name);
      assert.ok(safe.endsWith('.csv'), name);
      assert.doesNotMatch(safe, /[<>:"|?*]/);
      assert.ok([...safe].every((c) => c.charCodeAt(0) >= 0x20), name);
      assert.notEqual(safe.toLowerCase(), 'con.csv');
    }
    assert.equal(safeBaseName('../../revenue by region.csv', 't', '.csv'), 'revenue by region.csv');
    assert.equal(safeBaseName('chart', 'image', '.png'), 'chart.png');
  });

  it('knows images by their bytes', () => {
    assert.equal(sniffImageMime(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])), 'image/png');
    assert.equal(sniffImageMime(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')), 'image/svg+xml');
    assert.equal(sniffImageMime(new TextEncoder().encode('<html><script>')), undefined);
  });

  it('tables become Markdown with cells escaped', () => {
    assert.equal(csvToMarkdownTable('a,b\n"x|y",2\n'), '| a | b |\n| --- | --- |\n| x\\|y | 2 |');
    assert.equal(csvToMarkdownTable('a\n"<img src=x>\nnext"\n3\n4\n', 2), '| a |\n| --- |\n| \\<img src=x\\> <br>next |\n| 3 |'.replace(' <br>', '<br>'));
  });

  it('expiry', () => {
    assert.equal(isExpired('2000-01-01T00:00:00Z'), true);
    assert.equal(isExpired('2999-01-01T00:00:00Z'), false);
    assert.equal(isExpired('not a time'), false);
  });
});
