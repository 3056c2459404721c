/**
 * What TABLE and IMAGE blocks share: a captioned figure with actions, the file the host
 * downloads arriving later (`setData`), a note while it is loading, expired or failed, and a
 * memo so a frame redraws the block only when its name or its data changed.
 */
import type { ErrorView, StringKey } from '../../src/protocol';
import { codicon, h } from '../dom';
import { resultNote, type BlockView, type RenderContext } from './context';

type ResultData = { state: 'ready' } | { state: 'expired' } | { state: 'failed'; error: ErrorView };

export interface ResultLayout {
  kind: 'table' | 'image';
  icon: string;
  loading: StringKey;
  expired: StringKey;
  actions: HTMLElement[];
}

export abstract class ResultView<B extends { content: { name: string } }, D extends ResultData> implements BlockView {
  readonly element: HTMLElement;
  protected readonly body: HTMLElement;
  private readonly title: HTMLElement;
  private rendered: { name: string; data: D | undefined } | undefined;
  private data: D | undefined;

  constructor(
    protected block: B,
    protected readonly context: RenderContext,
    private readonly layout: ResultLayout,
  ) {
    this.title = h('span', { class: 'block-title' });
    this.body = h('div', { class: `${layout.kind}-body` });
    this.element = h(
      'figure',
      { class: `block block-${layout.kind}` },
      h('figcaption', { class: 'block-header' }, codicon(layout.icon), this.title),
      this.body,
      h('div', { class: 'block-actions' }, ...layout.actions),
    );
  }

  update(block: B): void {
    this.block = block;
  }

  setData(data: D): void {
    this.data = data;
  }

  render(): boolean {
    const name = this.block.content.name;
    if (this.rendered && this.rendered.name === name && this.rendered.data === this.data) return true;
    this.rendered = { name, data: this.data };
    this.title.textContent = name;
    const data = this.data;
    const note = resultNote(this.context.strings, data, this.layout.loading, this.layout.expired);
    if (note) this.body.replaceChildren(note);
    else if (data?.state === 'ready') this.body.replaceChildren(...this.renderReady(data as Extract<D, { state: 'ready' }>, name));
    else this.body.replaceChildren();
    return true;
  }

  /** The block's content once its file is here. */
  protected abstract renderReady(data: Extract<D, { state: 'ready' }>, name: string): Node[];
}
