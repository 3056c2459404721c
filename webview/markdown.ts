/**
 * Markdown of answers to safe DOM: marked renders, DOMPurify sanitises. Raw HTML in the
 * Markdown is shown as text, images become their alt text (nothing remote is ever loaded), and
 * links keep only http(s)/mailto targets; clicks on them are sent to the host (see main.ts).
 */
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../src/common/markdown';
import { highlightCode } from './highlight';

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
    code({ text, lang }: Tokens.Code): string {
      const language = (lang ?? '').trim().split(/\s+/)[0] ?? '';
      const highlighted = highlightCode(text, language);
      return `<pre><code class="hljs">${highlighted ?? escapeHtml(text)}</code></pre>`;
    },
  },
});

/** Renders Markdown into a sanitised fragment. */
export function renderMarkdown(markdown: string): DocumentFragment {
  const html = marked.parse(markdown, { async: false });
  return purifier.sanitize(html, SANITIZE);
}
