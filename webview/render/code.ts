import type { CodeBlock } from '../../src/protocol';
import { actionButton, h } from '../dom';
import { highlightCode } from '../highlight';
import type { BlockView, RenderContext } from './context';

/** The code and language of a CODE block's fenced Markdown (tolerating a missing closing fence). */
export function parseFencedCode(markdown: string): { code: string; language: string } {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const open = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[0] ?? '');
  if (!open) return { code: markdown, language: '' };
  const marker = open[1];
  const body = lines.slice(1);
  const closingFence = new RegExp(`^ {0,3}${marker[0]}{${marker.length},}\\s*$`);
  const closing = body.findIndex((line) => closingFence.test(line));
  return { code: (closing >= 0 ? body.slice(0, closing) : body).join('\n'), language: open[2].toLowerCase() };
}

/** A CODE block: highlighted, with Insert at Cursor, Insert as Notebook Cell, Open in New File, Copy. */
export class CodeView implements BlockView {
  readonly element: HTMLElement;
  private readonly pre: HTMLElement;
  private readonly codeElement: HTMLElement;
  private readonly label: HTMLElement;
  private readonly notebookButton: HTMLElement;
  private content: string | undefined;
  private parsed = { code: '', language: '' };

  constructor(
    private block: CodeBlock,
    private readonly context: RenderContext,
  ) {
    const { strings } = context;
    this.codeElement = h('code', { class: 'hljs' });
    this.pre = h('pre', { tabindex: '0' }, this.codeElement);
    this.label = h('span', { class: 'code-language' });
    this.notebookButton = actionButton(strings.t('insertAsNotebookCell'), 'notebook', () => this.insert('notebook'));
    this.element = h(
      'div',
      { class: 'block block-code' },
      h('div', { class: 'code-header' }, this.label),
      this.pre,
      h(
        'div',
        { class: 'block-actions' },
        actionButton(strings.t('insertAtCursor'), 'insert', () => this.insert('cursor')),
        this.notebookButton,
        actionButton(strings.t('openInNewFile'), 'new-file', () =>
          context.post({ type: 'openInNewFile', code: this.parsed.code, language: this.parsed.language }),
        ),
        actionButton(strings.t('copy'), 'copy', () => context.post({ type: 'copy', text: this.parsed.code })),
      ),
    );
  }

  update(block: CodeBlock): void {
    this.block = block;
  }

  render(): boolean {
    this.notebookButton.hidden = this.context.lastEditor() !== 'notebook';
    if (this.block.content === this.content) return true;
    this.content = this.block.content;
    this.parsed = parseFencedCode(this.block.content);
    this.label.textContent = this.parsed.language;
    this.pre.setAttribute('aria-label', this.parsed.language || 'code');
    const highlighted = highlightCode(this.parsed.code, this.parsed.language);
    if (highlighted === undefined) this.codeElement.textContent = this.parsed.code;
    // highlight.js escapes every character of the code; its output holds only <span class="hljs-…">.
    else this.codeElement.innerHTML = highlighted;
    return true;
  }

  private insert(target: 'cursor' | 'notebook'): void {
    this.context.post({ type: 'insertCode', code: this.parsed.code, language: this.parsed.language, target });
  }
}
