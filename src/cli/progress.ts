/**
 * One progress line on stderr, redrawn in place, for uploads and syncs. It exists only when
 * stderr is a terminal: a log file or a pipe gets no carriage returns and no partial lines.
 */
const WIDTH = 24;
const REDRAW_MS = 80;

export class ProgressLine {
  private lastDraw = 0;
  private shown = false;

  constructor(
    private readonly write: ((text: string) => void) | undefined,
    private readonly columns = 80,
  ) {}

  /** A bar for a known fraction (0..1), or a plain status when `fraction` is undefined. */
  update(label: string, fraction?: number, force = false): void {
    if (!this.write) return;
    const now = Date.now();
    if (!force && now - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = now;
    let text = label;
    if (fraction !== undefined) {
      const f = Math.min(1, Math.max(0, fraction));
      const filled = Math.round(f * WIDTH);
      text = `${label} [${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${String(Math.round(f * 100)).padStart(3)}%`;
    }
    const max = Math.max(10, this.columns - 1);
    if (text.length > max) text = `${text.slice(0, max - 1)}…`;
    this.write(`\r\u001b[2K${text}`);
    this.shown = true;
  }

  /** Removes the line (before anything else is written to the terminal). */
  clear(): void {
    if (this.write && this.shown) this.write('\r\u001b[2K');
    this.shown = false;
  }
}
