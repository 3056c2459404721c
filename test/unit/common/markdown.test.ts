import assert from 'node:assert/strict';
import fc from 'fast-check';
import { marked } from 'marked';
import { codeSpan, escapeHtml, escapeMarkdown, markdownTableCell } from '../../../src/common/markdown';

/** The text a Markdown renderer shows for `markdown`, and the tags it used. */
function rendered(markdown: string): { text: string; tags: string[] } {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
  const text = html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return { text: text.trim(), tags: [...new Set(tags)] };
}

describe('common/markdown: the one Markdown escaper', () => {
  it('shows markup as the text it is', () => {
    for (const text of [
      '**bold** _em_ `code` ~~del~~',
      '![x](https://attacker.example/?q=secret) [link](https://x.example)',
      '<img src=x onerror=alert(1)> &amp; &lt;',
      '# heading',
      '> quote',
      '- item',
      '+ item',
      '1. first',
      '3) third',
      '---',
      '===',
      'a | b | c',
      '$x^2$',
      'back\\slash',
    ]) {
      const { text: shown, tags } = rendered(escapeMarkdown(text));
      assert.deepEqual(tags, ['p'], `${text} -> ${escapeMarkdown(text)}`);
      assert.equal(shown, text);
    }
  });

  it('leaves numbers and sentences readable in the source', () => {
    assert.equal(escapeMarkdown('-3.5 rows, e.g. 1.5% of 10.000 (2024-01-31)'), '-3.5 rows, e.g. 1.5% of 10.000 (2024-01-31)');
    assert.equal(escapeMarkdown('sales_2024.csv total_revenue'), 'sales_2024.csv total_revenue');
    assert.equal(escapeMarkdown('_x_ a_ _b'), '\\_x\\_ a\\_ \\_b');
  });

  it('folds line breaks for headings and list items, and escapes every line otherwise', () => {
    assert.equal(escapeMarkdown('a\n# b', { singleLine: true }), 'a # b');
    assert.equal(escapeMarkdown('a\n# b\n- c'), 'a\n\\# b\n\\- c');
  });

  it('never lets arbitrary text become markup', () => {
    const unit = fc.constantFrom('a', ' ', '\n', '*', '_', '`', '[', ']', '(', ')', '!', '<', '>', '#', '-', '+', '1', '.', ')', '|', '~', '&', '\\', '=', ':', 'h');
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: 24 }), (text) => {
        const oneLine = text.replace(/\n/g, ' ');
        const { tags } = rendered(escapeMarkdown(oneLine, { singleLine: true }));
        assert.ok(tags.every((t) => t === 'p'), `${JSON.stringify(oneLine)} -> ${tags.join(',')}`);
      }),
      { numRuns: 500 },
    );
  });

  it('table cells keep their pipes and line breaks as text', () => {
    assert.equal(markdownTableCell('x|y'), 'x\\|y');
    assert.equal(markdownTableCell('two\nlines'), 'two<br>lines');
    const table = `| a |\n| --- |\n| ${markdownTableCell('<b>x</b>|![i](http://e/x)')} |`;
    const html = marked.parse(table, { async: false, gfm: true });
    assert.doesNotMatch(html, /<b>|<img/);
    assert.equal((html.match(/<td/g) ?? []).length, 1);
  });

  it('code spans show their text exactly, backticks, backslashes and underscores included', () => {
    assert.equal(codeSpan('total_revenue'), '`total_revenue`');
    assert.equal(codeSpan('a`b'), '``a`b``');
    assert.equal(codeSpan('`start'), '`` `start ``');
    const unit = fc.constantFrom('a', ' ', '*', '_', '`', '[', ']', '(', ')', '!', '<', '>', '#', '-', '1', '.', '~', '&', '\\', '$', 'h');
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: 24 }), (text) => {
        const html = marked.parse(`x ${codeSpan(text)} y`, { async: false, gfm: true });
        const spans = [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)];
        assert.equal(spans.length, 1, `${JSON.stringify(text)} -> ${html}`);
        const shown = spans[0][1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
        // A renderer strips one padding space from each side; text of spaces only stays whole.
        assert.equal(shown, text, `${JSON.stringify(text)} -> ${codeSpan(text)}`);
      }),
      { numRuns: 500 },
    );
  });

  it('escapes HTML text', () => {
    assert.equal(escapeHtml('<a href="x">&</a>'), '&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
