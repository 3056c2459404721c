import { IMAGE_MIME_TYPES, type BlockRef, type ImageBlock, type ImageData } from '../../src/protocol';
import { actionButton, h } from '../dom';
import type { RenderContext } from './context';
import { ResultView } from './result';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/**
 * The narrowest a chart is drawn: scaled further down to fit a narrow panel its labels become
 * too small to read, so it keeps this width and scrolls sideways in its own box instead. The
 * stylesheet's `.keeps-min-width` holds the same number.
 */
export const MIN_IMAGE_WIDTH_PX = 400;

/** An IMAGE block: the bytes the host downloaded, shown through a data: URI, with Save As…. */
export class ImageView extends ResultView<ImageBlock, ImageData> {
  constructor(block: ImageBlock, ref: BlockRef, context: RenderContext) {
    super(block, context, {
      kind: 'image',
      icon: 'graph',
      loading: 'imageLoading',
      expired: 'imageExpired',
      actions: [actionButton(context.strings.t('saveAs'), 'save-as', () => context.post({ type: 'saveImage', ref }))],
    });
  }

  protected renderReady(data: Extract<ImageData, { state: 'ready' }>, name: string): Node[] {
    // Only a data: URI built here from a known image type and base64 bytes ever becomes a src.
    if (!IMAGE_MIME_TYPES.includes(data.mime) || !BASE64.test(data.base64)) {
      return [h('p', { class: 'block-note error-text' }, this.context.strings.t('downloadFailed', data.mime))];
    }
    const image = h('img', { alt: name });
    // A class, not an inline style (nothing in the panel carries a style attribute).
    image.addEventListener('load', () => image.classList.toggle('keeps-min-width', image.naturalWidth >= MIN_IMAGE_WIDTH_PX));
    image.src = `data:${data.mime};base64,${data.base64}`;
    return [h('div', { class: 'image-scroll', tabindex: '0', role: 'region', 'aria-label': name }, image)];
  }
}
