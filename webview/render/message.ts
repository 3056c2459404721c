/**
 * A MESSAGE block that grows while it streams. Re-rendering all of a long answer for every
 * fragment would cost O(n²); instead the text is cut at top-level paragraph boundaries (a blank
 * line outside a code fence, followed by an unindented line). Everything before the last
 * boundary is rendered once into frozen chunks; only the tail after it is re-rendered.
 */
import { renderMarkdown } from '../markdown';

/** A frozen chunk is at most this long, so one chunk's render stays a short task. */
const MAX_CHUNK_CHARS = 2048;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export class MessageView {
  readonly element: HTMLElement;
  private readonly tail: HTMLElement;
  private text = '';
  /** Characters of `text` rendered into frozen chunks. */
  private frozen = 0;
  /** Characters of `text` already scanned for boundaries (always at a line start). */
  private scanned = 0;
  private fence: string | undefined;
  /** A blank line outside a fence was seen; it becomes a boundary if the next line is unindented. */
  private pendingBoundary: number | undefined;
  /** Boundaries after `frozen`, ascending. */
  private readonly boundaries: number[] = [];
  private tailText: string | undefined;

  constructor() {
    this.element = document.createElement('div');
    this.element.className = 'block block-message markdown';
    this.tail = document.createElement('div');
    this.tail.className = 'md-chunk md-tail';
    this.element.append(this.tail);
  }

  /** Takes the block's whole text (it only grows while streaming; anything else starts over). */
  setText(text: string): void {
    if (!text.startsWith(this.text.slice(0, this.scanned))) this.reset();
    this.text = text;
    this.scan();
  }

  /** Renders until `deadline` (performance.now()); returns true when everything is rendered. */
  render(deadline: number): boolean {
    while (this.boundaries.length > 0) {
      let end = this.boundaries[0];
      // Merge small paragraphs into one chunk up to the size cap (fewer, larger DOM inserts).
      while (this.boundaries.length > 1 && this.boundaries[1] - this.frozen <= MAX_CHUNK_CHARS) {
        this.boundaries.shift();
        end = this.boundaries[0];
      }
      this.boundaries.shift();
      const chunk = document.createElement('div');
      chunk.className = 'md-chunk';
      chunk.append(renderMarkdown(this.text.slice(this.frozen, end)));
      this.element.insertBefore(chunk, this.tail);
      this.frozen = end;
      if (performance.now() > deadline && this.boundaries.length > 0) return false;
    }
    const tailText = this.text.slice(this.frozen);
    if (tailText !== this.tailText) {
      this.tail.replaceChildren(renderMarkdown(tailText));
      this.tailText = tailText;
    }
    return true;
  }

  private reset(): void {
    this.element.replaceChildren(this.tail);
    this.tail.replaceChildren();
    this.tailText = undefined;
    this.frozen = 0;
    this.scanned = 0;
    this.fence = undefined;
    this.pendingBoundary = undefined;
    this.boundaries.length = 0;
  }

  /** Walks the complete lines added since the last scan, tracking fences and boundaries. */
  private scan(): void {
    const text = this.text;
    let start = this.scanned;
    for (let newline = text.indexOf('\n', start); newline >= 0; newline = text.indexOf('\n', start)) {
      const line = text.slice(start, newline);
      const blank = line.trim() === '';
      if (this.pendingBoundary !== undefined && !blank) {
        if (!/^[ \t]/.test(line) && this.fence === undefined) this.boundaries.push(this.pendingBoundary);
        this.pendingBoundary = undefined;
      }
      const fence = FENCE.exec(line);
      if (fence) {
        const marker = fence[1];
        if (this.fence === undefined) this.fence = marker;
        else if (marker[0] === this.fence[0] && marker.length >= this.fence.length && line.trim() === marker) this.fence = undefined;
      } else if (blank && this.fence === undefined) {
        this.pendingBoundary = newline + 1;
      }
      start = newline + 1;
    }
    this.scanned = start;
  }
}
