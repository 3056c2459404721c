/**
 * Markdown made readable in a terminal, written line by line as the fragments of a streamed
 * MESSAGE arrive: a line is printed once it is complete, a table once its last row is in (its
 * columns must be aligned over every row), and fenced code passes through untouched so it can
 * be copied. Inline marks (bold, emphasis, code, links, escapes) become styles or plain text.
 */
import { printable, visibleLength, type Style } from './style';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const TABLE_ROW = /^\s*\|/;
const TABLE_RULE = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

export class MarkdownWriter {
  private pending = '';
  private fence: string | undefined;
  private table: string[] = [];

  /**
   * @param write receives whole lines, each ending in a newline
   * @param indent put before every line (working steps are indented under their task)
   * @param dimAll working steps are dimmed as a whole
   */
  constructor(
    private readonly write: (text: string) => void,
    private readonly style: Style,
    private readonly indent = '',
    private readonly dimAll = false,
  ) {}

  push(fragment: string): void {
    this.pending += fragment;
    let at = this.pending.indexOf('\n');
    while (at >= 0) {
      this.line(this.pending.slice(0, at).replace(/\r$/, ''));
      this.pending = this.pending.slice(at + 1);
      at = this.pending.indexOf('\n');
    }
  }

  /** The block is over: prints the unfinished last line and a table still being collected. */
  end(): void {
    if (this.pending !== '') this.line(this.pending);
    this.pending = '';
    this.flushTable();
    this.fence = undefined;
  }

  private emit(text: string): void {
    if (text === '') {
      this.write('\n');
      return;
    }
    this.write(`${this.indent}${this.dimAll ? this.style.dim(text) : text}\n`);
  }

  private line(raw: string): void {
    const text = printable(raw);
    if (this.fence !== undefined) {
      const closing = FENCE.exec(text);
      if (closing && closing[1][0] === this.fence[0] && closing[1].length >= this.fence.length && text.trim() === closing[1]) {
        this.fence = undefined;
        this.emit(this.style.dim(text));
      } else {
        this.emit(text);
      }
      return;
    }
    const opening = FENCE.exec(text);
    if (opening) {
      this.flushTable();
      this.fence = opening[1];
      this.emit(this.style.dim(text));
      return;
    }
    if (TABLE_ROW.test(text)) {
      this.table.push(text);
      return;
    }
    this.flushTable();
    this.emit(this.block(text));
  }

  private block(text: string): string {
    const heading = HEADING.exec(text);
    if (heading) return this.style.bold(inline(heading[2], this.style));
    if (RULE.test(text)) return this.style.dim('─'.repeat(40));
    const item = LIST_ITEM.exec(text);
    if (item) {
      const marker = /^\d/.test(item[2]) ? item[2] : '•';
      return `${item[1]}${marker} ${inline(item[3], this.style)}`;
    }
    const quote = QUOTE.exec(text);
    if (quote) return `${this.style.dim('│')} ${inline(quote[1], this.style)}`;
    return inline(text, this.style);
  }

  private flushTable(): void {
    if (!this.table.length) return;
    const rows = this.table.filter((row) => !TABLE_RULE.test(row)).map((row) => splitRow(row).map((cell) => inline(cell, this.style)));
    this.table = [];
    for (const line of alignRows(rows, this.style, rows.length > 1)) this.emit(line);
  }
}

/** Cells of a Markdown table row; `\|` is a bar inside a cell. */
function splitRow(row: string): string[] {
  let body = row.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && body[i + 1] === '|') {
      cell += '\\|';
      i++;
    } else if (body[i] === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += body[i];
    }
  }
  cells.push(cell.trim());
  return cells;
}

const NUMBER = /^[-+(]?[$€£¥]?\d[\d,.\s]*%?\)?$/;

/**
 * Rows as columns of text: numbers right-aligned, the rest left-aligned, two spaces between
 * columns, and a rule under the first row when it is a header. `numericColumns` says which
 * columns are numbers when the caller knows (formatted cells may not look like numbers).
 */
export function alignRows(rows: string[][], style: Style, header: boolean, numericColumns?: readonly boolean[]): string[] {
  const columns = Math.max(0, ...rows.map((r) => r.length));
  const widths = Array.from({ length: columns }, (_, c) => Math.max(0, ...rows.map((r) => visibleLength(r[c] ?? ''))));
  const numeric = Array.from({ length: columns }, (_, c) => {
    if (numericColumns?.[c] !== undefined) return numericColumns[c];
    const body = rows.slice(header ? 1 : 0).map((r) => r[c] ?? '').filter((v) => v !== '');
    return body.length > 0 && body.every((v) => NUMBER.test(v));
  });
  const out: string[] = [];
  rows.forEach((row, index) => {
    const cells = widths.map((width, c) => {
      const value = row[c] ?? '';
      const gap = ' '.repeat(width - visibleLength(value));
      return numeric[c] ? gap + value : value + gap;
    });
    const line = cells.join('  ').replace(/\s+$/, '');
    out.push(header && index === 0 ? style.bold(line) : line);
    if (header && index === 0) out.push(style.dim(widths.map((w) => '─'.repeat(w)).join('  ')));
  });
  return out;
}

/** Inline Markdown: escapes, `code`, **strong**, *emphasis* / _emphasis_, [text](url), <url>. */
export function inline(text: string, style: Style): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length && /[!-/:-@[-`{-~]/.test(text[i + 1])) {
      out += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const close = text.indexOf(run, i + run.length);
      if (close > 0) {
        const code = text.slice(i + run.length, close).replace(/^ (.*) $/, '$1');
        out += style.enabled ? style.code(code) : `${run}${code}${run}`;
        i = close + run.length;
        continue;
      }
      out += run;
      i += run.length;
      continue;
    }
    if ((ch === '*' || ch === '_') && text[i + 1] === ch) {
      const marker = ch + ch;
      const close = findClosing(text, marker, i + 2);
      if (close > i + 2) {
        out += style.bold(inline(text.slice(i + 2, close), style));
        i = close + 2;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && text[i + 1] !== ' ' && (ch === '*' || !/\w/.test(text[i - 1] ?? ''))) {
      const close = findClosing(text, ch, i + 1);
      if (close > i + 1 && text[close - 1] !== ' ' && (ch === '*' || !/\w/.test(text[close + 1] ?? ''))) {
        out += style.italic(inline(text.slice(i + 1, close), style));
        i = close + 1;
        continue;
      }
    }
    if (ch === '[') {
      const link = /^\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/.exec(text.slice(i));
      if (link) {
        const label = inline(link[1], style);
        out += link[2] && link[2] !== link[1] ? `${label} (${link[2]})` : label;
        i += link[0].length;
        continue;
      }
    }
    if (ch === '<') {
      const auto = /^<((?:https?|mailto):[^\s>]+)>/.exec(text.slice(i));
      if (auto) {
        out += auto[1];
        i += auto[0].length;
        continue;
      }
    }
    out += ch;
    i++;
  }
  return out;
}

/** The next unescaped `marker` at or after `from`, or -1. */
function findClosing(text: string, marker: string, from: number): number {
  for (let i = from; i <= text.length - marker.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(marker, i)) {
      // A single `*` must not match the first half of `**`.
      if (marker.length === 1 && text[i + 1] === marker) {
        i++;
        continue;
      }
      return i;
    }
  }
  return -1;
}
