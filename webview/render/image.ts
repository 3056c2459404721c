import { IMAGE_MIME_TYPES, type BlockRef, type ImageBlock, type ImageData } from '../../src/protocol';
import { actionButton, codicon, h } from '../dom';
import { resultNote, type BlockView, type RenderContext } from './context';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** An IMAGE block: the bytes the host downloaded, shown through a data: URI, with Save As…. */
export class ImageView implements BlockView {
  readonly element: HTMLElement;
  private readonly body: HTMLElement;
  private readonly title: HTMLElement;
  private rendered: { name: string; data: ImageData | undefined } | undefined;
  private data: ImageData | undefined;

  constructor(
    private block: ImageBlock,
    private readonly ref: BlockRef,
    private readonly context: RenderContext,
  ) {
    this.title = h('span', { class: 'block-title' });
    this.body = h('div', { class: 'image-body' });
    this.element = h(
      'figure',
      { class: 'block block-image' },
      h('figcaption', { class: 'block-header' }, codicon('graph'), this.title),
      this.body,
      h(
        'div',
        { class: 'block-actions' },
        actionButton(context.strings.t('saveAs'), 'save-as', () => context.post({ type: 'saveImage', ref: this.ref })),
      ),
    );
  }

  update(block: ImageBlock): void {
    this.block = block;
  }

  setData(data: ImageData): void {
    this.data = data;
  }

  render(): boolean {
    const name = this.block.content.name;
    if (this.rendered && this.rendered.name === name && this.rendered.data === this.data) return true;
    this.rendered = { name, data: this.data };
    this.title.textContent = name;
    const { strings } = this.context;
    const data = this.data;
    const note = resultNote(strings, data, 'imageLoading', 'imageExpired');
    if (note || data?.state !== 'ready') {
      this.body.replaceChildren(...(note ? [note] : []));
      return true;
    }
    // Only a data: URI built here from a known image type and base64 bytes ever becomes a src.
    if (!IMAGE_MIME_TYPES.includes(data.mime) || !BASE64.test(data.base64)) {
      this.body.replaceChildren(h('p', { class: 'block-note error-text' }, strings.t('downloadFailed', data.mime)));
    } else {
      const image = h('img', { alt: name });
      image.src = `data:${data.mime};base64,${data.base64}`;
      this.body.replaceChildren(image);
    }
    return true;
  }
}
