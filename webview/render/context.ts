import type { BlockRef, LastEditorKind, WebviewMessage } from '../../src/protocol';
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
