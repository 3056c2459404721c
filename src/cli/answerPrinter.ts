/**
 * Prints an answer as its events arrive. The blocks come from THE reducer (api/answer.ts); this
 * only decides how each block looks in a terminal: working steps (the Analyze stage and task
 * progress) dimmed and indented, the reply as readable Markdown, tables as aligned text with
 * the whole CSV saved, images saved, sources and follow-up questions listed.
 */
import type { DataAnalysisClient } from '../api/client';
import { AnswerReducer } from '../api/answer';
import type { JobEvent } from '../api/jobEvents';
import type { AnswerBlock, FileRef, TaskStatus } from '../api/types';
import { csvPreview } from './csvTable';
import { formatCount, plural } from './numbers';
import { MarkdownWriter } from './markdown';
import { imageExtensions, TABLE_EXTENSIONS, type OutputFolder } from './outputFolder';
import { shortError } from './report';
import { printable, type Style } from './style';

export interface ResultDownloads {
  client: DataAnalysisClient;
  /** Where tables and images are saved; without it they are fetched to be shown, not saved (no --out). */
  folder?: OutputFolder;
  signal?: AbortSignal;
  /** Removed from any message printed. */
  secrets?: readonly string[];
}

export interface AnswerPrinterOptions {
  /** stdout */
  out: (text: string) => void;
  /** stderr */
  warn: (text: string) => void;
  style: Style;
  /** Without it, tables and images are listed by name (e.g. in history) and not fetched. */
  downloads?: ResultDownloads;
  /** Rows of a table shown before "… of N rows". */
  tableRows?: number;
  /** BCP 47 locale for numbers (default en-US). */
  locale?: string;
}

const STEP_INDENT = '  ';
const FENCED = /^\s{0,3}(`{3,}|~{3,})/;

export class AnswerPrinter {
  private readonly reducer = new AnswerReducer();
  private writer: MarkdownWriter | undefined;
  private readonly taskStatus = new Map<string, TaskStatus>();
  private replyStarted = false;
  /** The end of what was written last, to avoid two blank lines in a row. */
  private tail = '';
  /** Every file written, in order. */
  readonly saved: string[] = [];
  /** Tables and images that could not be fetched or saved. */
  failedDownloads = 0;
  /** Tables and images shown but not saved, because no folder was given. */
  readonly unsaved = { tables: 0, images: 0 };

  constructor(private readonly options: AnswerPrinterOptions) {}

  private readonly write = (text: string): void => {
    if (text === '') return;
    this.tail = (this.tail + text).slice(-2);
    this.options.out(text);
  };

  /** A blank line, unless one was just written. */
  private gap(): void {
    if (this.tail !== '' && this.tail !== '\n\n') this.write(this.tail.endsWith('\n') ? '\n' : '\n\n');
  }

  async apply(event: JobEvent): Promise<void> {
    if (event.type === 'task') {
      this.task(event.groupId, event.task.id, event.task.name, event.task.status);
      return;
    }
    if (event.type === 'end') {
      this.finish();
      return;
    }
    const change = this.reducer.apply(event);
    if (!change) return;
    if (change.kind === 'appended') {
      if (!this.writer) this.writer = this.messageWriter(change.block);
      this.writer.push(change.text);
      return;
    }
    this.finish();
    await this.block(change.block);
  }

  /** Ends the text block being written (its last line may have no newline yet). */
  finish(): void {
    this.writer?.end();
    this.writer = undefined;
  }

  private get style(): Style {
    return this.options.style;
  }

  private task(groupId: string, id: string, name: string, status: TaskStatus): void {
    const key = `${groupId}\u0000${id}`;
    const before = this.taskStatus.get(key);
    this.taskStatus.set(key, status);
    let line: string | undefined;
    if (status === 'running' && before === undefined) line = `· ${name}`;
    else if (status === 'running' && before === 'error') line = `· ${name} (trying again)`;
    else if (status === 'error' && before !== 'error') line = `✗ ${name} failed`;
    if (line === undefined) return;
    this.finish();
    this.write(`${this.style.dim(printable(line))}\n`);
  }

  /** The reply (Respond stage) is set off from the working steps by a blank line. */
  private startReply(block: AnswerBlock): void {
    if (block.stage === 'Analyze' || this.replyStarted) return;
    this.replyStarted = true;
    this.gap();
  }

  private messageWriter(block: AnswerBlock): MarkdownWriter {
    this.startReply(block);
    const step = block.stage === 'Analyze';
    return new MarkdownWriter(this.write, this.style, step ? STEP_INDENT : '', step);
  }

  private line(block: AnswerBlock, text: string): void {
    const step = block.stage === 'Analyze';
    this.write(`${step ? STEP_INDENT + this.style.dim(text) : text}\n`);
  }

  private async block(block: AnswerBlock): Promise<void> {
    switch (block.type) {
      case 'MESSAGE':
        this.writer = this.messageWriter(block);
        this.writer.push(block.content);
        return;
      case 'CODE': {
        const writer = this.messageWriter(block);
        const code = block.content.replace(/\n+$/, '');
        writer.push(FENCED.test(code) ? `${code}\n` : `\`\`\`\n${code}\n\`\`\`\n`);
        writer.end();
        return;
      }
      case 'TABLE':
        this.startReply(block);
        await this.table(block, block.content);
        return;
      case 'IMAGE':
        this.startReply(block);
        await this.image(block, block.content);
        return;
      case 'SOURCES': {
        const names = [...new Set(block.content.map((s) => printable(s.source)))].filter(Boolean);
        if (names.length) this.write(`${this.style.dim(`Sources: ${names.join(', ')}`)}\n`);
        return;
      }
      case 'QUESTIONS':
        if (!block.content.length) return;
        this.gap();
        this.write(`${this.style.bold('Follow-up questions:')}\n`);
        for (const question of block.content) this.write(`  • ${printable(question)}\n`);
        return;
    }
  }

  private async table(block: AnswerBlock, file: FileRef): Promise<void> {
    const downloads = this.options.downloads;
    const label = printable(file.name) || 'table';
    if (!downloads) {
      this.line(block, this.style.dim(`[table ${label}]`));
      return;
    }
    const saved = await this.fetchAndSave(file, 'table', () => TABLE_EXTENSIONS);
    if (!saved) {
      this.line(block, this.style.dim(`[table ${label}: not downloaded]`));
      return;
    }
    const locale = this.options.locale ?? 'en-US';
    const preview = csvPreview(new TextDecoder().decode(saved.bytes), this.options.tableRows ?? 10, this.style, locale);
    this.gap();
    for (const line of preview.lines) this.line(block, line);
    const count = preview.shownRows < preview.totalRows
      ? `first ${formatCount(preview.shownRows, locale)} of ${plural(preview.totalRows, 'row', 'rows', locale)}`
      : plural(preview.totalRows, 'row', 'rows', locale);
    this.line(block, this.style.dim(`(${count}; ${saved.path ? `full table: ${saved.path}` : 'not saved'})`));
  }

  private async image(block: AnswerBlock, file: FileRef): Promise<void> {
    const label = printable(file.name) || 'image';
    if (!this.options.downloads) {
      this.line(block, this.style.dim(`[image ${label}]`));
      return;
    }
    if (!this.options.downloads.folder) {
      // An image cannot be shown in a terminal: without a folder there is nothing to fetch it for.
      this.unsaved.images++;
      this.line(block, this.style.dim(`[image ${label}: not saved]`));
      return;
    }
    const saved = await this.fetchAndSave(file, 'image', imageExtensions);
    this.line(block, saved ? `Image: ${saved.path}` : this.style.dim(`[image ${label}: not downloaded]`));
  }

  /** Downloads a result and saves it (when there is a folder); a failure is told on stderr and the answer goes on. */
  private async fetchAndSave(file: FileRef, kind: string, extensions: (contentType: string | undefined) => readonly string[]): Promise<{ path?: string; bytes: Uint8Array } | undefined> {
    const downloads = this.options.downloads!;
    try {
      const result = await downloads.client.downloadResult(file.url, { signal: downloads.signal });
      if (!downloads.folder) {
        this.unsaved.tables++;
        return { bytes: result.bytes };
      }
      const path = await downloads.folder.save(file.name, extensions(result.contentType), result.bytes);
      this.saved.push(path);
      return { path, bytes: result.bytes };
    } catch (error) {
      // Stopping (Ctrl+C) ends the whole answer, not just this file.
      if (downloads.signal?.aborted) throw error;
      this.failedDownloads++;
      this.options.warn(`${kind} ${printable(file.name)} was not saved: ${shortError(error, downloads.secrets ?? [])}\n`);
      return undefined;
    }
  }
}
