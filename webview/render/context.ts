import type { BlockRef, ErrorView, LastEditorKind, StringKey, WebviewMessage } from '../../src/protocol';
import { h } from '../dom';
import type { Strings } from '../strings';

/** What a block renderer may use: the strings, the host, and the bits of panel state it needs. */
export interface RenderContext {
  readonly strings: Strings;
  post(message: WebviewMessage): void;
  lastEditor(): LastEditorKind;
  /** Asks a question as if typed (QUESTIONS buttons, exploration questions). */
  ask(question: string): void;
}

/** A rendered block: its element, and how to bring it up to date with a new version. */
export interface BlockView {
  readonly element: HTMLElement;
  /** Renders until `deadline`; returns false when work is left for the next frame. */
  render(deadline: number): boolean;
}

export type { BlockRef };

/**
 * What a TABLE or IMAGE block shows while its file is not there to show: still downloading by
 * the host, expired, or failed. Undefined once the data is ready.
 */
export function resultNote(
  strings: Strings,
  data: { state: 'ready' } | { state: 'expired' } | { state: 'failed'; error: ErrorView } | undefined,
  loading: StringKey,
  expired: StringKey,
): HTMLElement | undefined {
  if (!data) return h('p', { class: 'block-note' }, strings.t(loading));
  if (data.state === 'expired') return h('p', { class: 'block-note' }, strings.t(expired));
  if (data.state === 'failed') return h('p', { class: 'block-note error-text' }, strings.t('downloadFailed', data.error.message));
  return undefined;
}
