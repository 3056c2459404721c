/**
 * Markdown of answers to safe DOM: marked renders, DOMPurify sanitises. Raw HTML in the
 * Markdown is shown as text, images become their alt text (nothing remote is ever loaded), and
 * links keep only http(s)/mailto targets; clicks on them are sent to the host (see main.ts).
 */
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../src/common/markdown';
import { highlightCode } from './highlight';
import { displayCell, panelFormatter } from './numbers';

const purifier = DOMPurify(window);

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
  'em', 'strong', 'del', 's', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

// Parsed, sanitised and returned as a fragment ready to insert (no second HTML parse).
const SANITIZE = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href', 'title', 'start', 'align', 'class'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true as const,
};

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
    // A class on an answer's link could mimic our own buttons.
    node.removeAttribute('class');
  }
});

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag): string {
      return escapeHtml(text);
    },
    image({ text }: Tokens.Image): string {
      return `<span class="md-image-alt">${escapeHtml(text)}</span>`;
    },
    checkbox({ checked }: Tokens.Checkbox): string {
      return checked ? '☑ ' : '☐ ';
    },
    table(token: Tokens.Table): false {
      formatNumberColumns(token);
      return false; // marked's own table markup, with the cells rewritten
    },
    code({ text, lang }: Tokens.Code): string {
      const language = (lang ?? '').trim().split(/\s+/)[0] ?? '';
      const highlighted = highlightCode(text, language);
      return `<pre><code class="hljs">${highlighted ?? escapeHtml(text)}</code></pre>`;
    },
  },
});

/**
 * The columns of a Markdown table whose every cell is a plain number (or empty) show them in
 * the locale's style, as TABLE blocks do: `1530900` reads 1,530,900, an empty cell the one
 * missing mark. A cell with any Markdown in it is left as written.
 */
function formatNumberColumns(token: Tokens.Table): void {
  const format = panelFormatter();
  token.header.forEach((head, column) => {
    const cells = token.rows.map((row) => row[column]).filter((cell): cell is Tokens.TableCell => cell !== undefined);
    const plain = (cell: Tokens.TableCell): boolean => cell.tokens.length === 0 || (cell.tokens.length === 1 && cell.tokens[0].type === 'text');
    const shown = cells.map((cell) => (plain(cell) ? displayCell(format, head.text, cell.text) : undefined));
    if (!shown.some((cell) => cell?.kind === 'number') || !shown.every((cell) => cell?.kind === 'number' || cell?.kind === 'missing')) return;
    cells.forEach((cell, i) => {
      const text = shown[i]?.text ?? cell.text;
      cell.text = text;
      cell.tokens = [{ type: 'text', raw: text, text, escaped: false }];
    });
  });
}

/** Renders Markdown into a sanitised fragment. */
export function renderMarkdown(markdown: string): DocumentFragment {
  const html = marked.parse(markdown, { async: false });
  return purifier.sanitize(html, SANITIZE);
}
