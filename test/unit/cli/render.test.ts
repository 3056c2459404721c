import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { csvPreview } from '../../../src/cli/csvTable';
import { parseCsv } from '../../../src/common/csv';
import { inline, MarkdownWriter } from '../../../src/cli/markdown';
import { OutputFolder, safeFileName } from '../../../src/cli/outputFolder';
import { ProgressLine } from '../../../src/cli/progress';
import { makeStyle, printable } from '../../../src/cli/style';

const plain = makeStyle(false);
const color = makeStyle(true);

function render(fragments: string[], style = plain, indent = '', dim = false): string {
  let out = '';
  const writer = new MarkdownWriter((text) => (out += text), style, indent, dim);
  for (const fragment of fragments) writer.push(fragment);
  writer.end();
  return out;
}

const SAMPLE = [
  '### Revenue by region',
  '',
  'North leads with **754,596.9** (see `total_revenue`), _then_ South; snake_case_names stay.',
  '- one \\*star\\*',
  '2. [docs](https://example.com/a) and <https://example.com/b>',
  '> quoted',
  '',
  '| region | revenue |',
  '|---|---:|',
  '| North | 754,596.9 |',
  '| East \\| West | 1 |',
  '',
  '```python',
  'df.groupby("region")["revenue"].sum()  # **not** bold',
  '```',
  '---',
  'last line without newline',
].join('\n');

describe('cli: terminal rendering (markdown, tables, file names, progress)', () => {
  it('renders Markdown readably: headings, lists, links, escapes, aligned tables, code left intact', () => {
    assert.equal(render([SAMPLE]), [
      'Revenue by region',
      '',
      'North leads with 754,596.9 (see `total_revenue`), then South; snake_case_names stay.',
      '• one *star*',
      '2. docs (https://example.com/a) and https://example.com/b',
      '│ quoted',
      '',
      'region         revenue',
      '───────────  ─────────',
      'North        754,596.9',
      'East | West          1',
      '',
      '```python',
      'df.groupby("region")["revenue"].sum()  # **not** bold',
      '```',
      '────────────────────────────────────────',
      'last line without newline',
      '',
    ].join('\n'));
  });

  it('gives the same output whatever way the text is split into streamed fragments', () => {
    const whole = render([SAMPLE]);
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: SAMPLE.length }), { maxLength: 30 }), (cuts) => {
      const points = [...new Set(cuts)].sort((a, b) => a - b);
      const fragments: string[] = [];
      let from = 0;
      for (const at of points) {
        fragments.push(SAMPLE.slice(from, at));
        from = at;
      }
      fragments.push(SAMPLE.slice(from));
      assert.equal(render(fragments), whole);
    }), { numRuns: 200 });
  });

  it('styles with ANSI only when enabled; working steps are indented and dimmed line by line', () => {
    assert.equal(inline('**a** *b* `c`', color), '\u001b[1ma\u001b[22m \u001b[3mb\u001b[23m \u001b[36mc\u001b[39m');
    assert.equal(render(['step one\nstep two'], color, '  ', true), '  \u001b[2mstep one\u001b[22m\n  \u001b[2mstep two\u001b[22m\n');
  });

  it('removes terminal control sequences from server text but keeps tabs, newlines and Unicode', () => {
    assert.equal(printable('a\u001b[2Jb\u001b]0;title\u0007c\u0008d\te ✓ 数据'), 'abcd\te ✓ 数据');
  });

  it('parses CSV with quotes, commas and line breaks in cells, and previews the first rows with the total', () => {
    const csv = 'name,value\r\n"a, ""quoted""",1\n"two\nlines",22\nc,3\n';
    assert.deepEqual(parseCsv(csv), [['name', 'value'], ['a, "quoted"', '1'], ['two\nlines', '22'], ['c', '3']]);
    const preview = csvPreview(csv, 2, plain);
    assert.deepEqual(preview, {
      lines: ['name         value', '───────────  ─────', 'a, "quoted"      1', 'two lines       22'],
      totalRows: 3,
      shownRows: 2,
    });
  });

  it('never lets a server-given name be a path', () => {
    const csv = ['.csv'];
    assert.equal(safeFileName('../../etc/passwd', csv), 'passwd.csv');
    assert.equal(safeFileName('..\\..\\win.ini', csv), 'win.ini.csv');
    assert.equal(safeFileName('/abs/revenue.csv', csv), 'revenue.csv');
    assert.equal(safeFileName('..', csv), 'result.csv');
    assert.equal(safeFileName('', csv), 'result.csv');
    assert.equal(safeFileName('.bashrc', csv), 'bashrc.csv');
    assert.equal(safeFileName('a\u0000b\nc$(rm -rf).csv', csv), 'abc__rm -rf_.csv');
    assert.equal(safeFileName('nul.csv', csv), '_nul.csv');
    assert.equal(safeFileName('umsätze 2024.CSV', csv), 'umsätze 2024.csv');
    assert.equal(safeFileName(`${'x'.repeat(300)}.csv`, csv).length, 100);
    assert.equal(safeFileName('chart', ['.svg', '.png']), 'chart.svg');
    assert.equal(safeFileName('chart.png', ['.svg', '.png']), 'chart.png');
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (name) => {
      const safe = safeFileName(name, csv);
      assert.ok(safe.endsWith('.csv'));
      // eslint-disable-next-line no-control-regex
      assert.ok(!/[\\/\u0000-\u001f]/.test(safe), JSON.stringify(safe));
      assert.ok(!safe.startsWith('.') && !safe.includes('..'), JSON.stringify(safe));
      assert.equal(path.basename(safe), safe);
    }), { numRuns: 200 });
  });

  it('saves under unique names and never overwrites a file already in the folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cli-out-'));
    try {
      await writeFile(path.join(dir, 'r.csv'), 'kept');
      const folder = new OutputFolder(path.join(dir));
      const first = await folder.save('r.csv', ['.csv'], new TextEncoder().encode('one'));
      const second = await folder.save('../r.csv', ['.csv'], new TextEncoder().encode('two'));
      assert.deepEqual([path.basename(first), path.basename(second)], ['r-2.csv', 'r-3.csv']);
      assert.equal(await readFile(path.join(dir, 'r.csv'), 'utf8'), 'kept');
      assert.deepEqual((await readdir(dir)).sort(), ['r-2.csv', 'r-3.csv', 'r.csv']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('draws progress in place only when it has a terminal to draw on', () => {
    let drawn = '';
    const line = new ProgressLine((text) => (drawn += text), 60);
    line.update('Uploading sales.csv', 0.5, true);
    assert.equal(drawn, '\r\u001b[2KUploading sales.csv [████████████░░░░░░░░░░░░]  50%');
    line.clear();
    assert.ok(drawn.endsWith('\r\u001b[2K'));
    const silent = new ProgressLine(undefined);
    silent.update('x', 1, true);
    silent.clear();
  });
});
