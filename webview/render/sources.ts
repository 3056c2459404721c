import type { SourcesBlock } from '../../src/protocol';
import { codicon, h } from '../dom';
import type { BlockView, RenderContext } from './context';

/** A SOURCES block: the files the answer used, each revealing its data source in the tree. */
export class SourcesView implements BlockView {
  readonly element: HTMLElement;
  private readonly list: HTMLElement;
  private rendered: SourcesBlock['content'] | undefined;

  constructor(
    private block: SourcesBlock,
    private readonly context: RenderContext,
  ) {
    this.list = h('ul', { class: 'sources-list' });
    this.element = h('section', { class: 'block block-sources' }, h('h4', { class: 'block-header' }, codicon('references'), context.strings.t('sources')), this.list);
  }

  update(block: SourcesBlock): void {
    this.block = block;
  }

  render(): boolean {
    if (this.rendered === this.block.content) return true;
    this.rendered = this.block.content;
    const seen = new Set<string>();
    const items: HTMLElement[] = [];
    for (const source of Array.isArray(this.block.content) ? this.block.content : []) {
      const name = String(source.source ?? '');
      const key = `${source.datasource_id}\u0000${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const page = typeof source.page_no === 'number' ? ` (p. ${source.page_no})` : '';
      const button = h('button', { type: 'button', class: 'link-button' }, codicon('file'), `${name}${page}`);
      button.addEventListener('click', () =>
        this.context.post({ type: 'revealSource', datasourceId: String(source.datasource_id ?? ''), datasetId: String(source.dataset_id ?? ''), name }),
      );
      items.push(h('li', {}, button));
    }
    this.list.replaceChildren(...items);
    return true;
  }
}
