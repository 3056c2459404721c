/**
 * A conversation as Markdown (Export Conversation): each question as a heading, then its answer
 * — text as written, code blocks kept as fenced code, tables as Markdown tables, images as
 * links to the files saved next to the document, sources and follow-up questions as lists.
 * No vscode import: the caller resolves table text and image paths first.
 */
import type { AnswerBlock } from '../api/types';
import type { ErrorView, TurnStatus } from '../protocol';
import { csvHead } from '../common/csv';
import { escapeHtml, escapeMarkdown } from '../common/markdown';
import { csvToMarkdownTable } from './resultFormat';

export interface ExportTurn {
  question: string;
  blocks: readonly AnswerBlock[];
  status: TurnStatus;
  error?: ErrorView;
}

/** What the caller found for one TABLE/IMAGE block (by turn position and block index). */
export interface ExportResource {
  csv?: string;
  /** Relative path from the Markdown file, with forward slashes. */
  imagePath?: string;
}

export interface ExportText {
  question: string;
  workingSteps: string;
  sources: string;
  followUps: string;
  tableUnavailable: (name: string) => string;
  imageUnavailable: (name: string) => string;
  rowsOmitted: (shown: number, total: number) => string;
  stopped: string;
  failed: (error: ErrorView) => string;
}

/** Rows of a table written into the document; the full CSV is a Save As… away in the panel. */
export const EXPORT_TABLE_ROWS = 200;

export function resourceKey(turnIndex: number, blockIndex: number): string {
  return `${turnIndex}:${blockIndex}`;
}

export function conversationMarkdown(title: string, turns: readonly ExportTurn[], resources: ReadonlyMap<string, ExportResource>, text: ExportText): string {
  const out: string[] = [`# ${inline(title)}`, ''];
  turns.forEach((turn, turnIndex) => {
    const firstLine = turn.question.split(/\r?\n/)[0] ?? '';
    out.push(`## ${inline(firstLine)}`, '');
    if (turn.question.includes('\n')) out.push(...turn.question.split(/\r?\n/).map((line) => `> ${line}`), '');
    const analyze = turn.blocks.filter((b) => b.stage === 'Analyze' && b.type !== 'SOURCES' && b.type !== 'QUESTIONS');
    if (analyze.length > 0) {
      out.push('<details>', `<summary>${escapeHtml(text.workingSteps)}</summary>`, '');
      for (const block of analyze) out.push(blockMarkdown(block, turn.blocks.indexOf(block)), '');
      out.push('</details>', '');
    }
    turn.blocks.forEach((block, blockIndex) => {
      if (analyze.includes(block)) return;
      out.push(blockMarkdown(block, blockIndex), '');
    });
    if (turn.status === 'stopped') out.push(`*${text.stopped}*`, '');
    if (turn.status === 'failed' && turn.error) out.push(`> **${inline(text.failed(turn.error))}**`, '');

    function blockMarkdown(block: AnswerBlock, blockIndex: number): string {
      const resource = resources.get(resourceKey(turnIndex, blockIndex));
      switch (block.type) {
        case 'MESSAGE':
          return block.content.trim();
        case 'CODE':
          return fenced(block.content);
        case 'TABLE': {
          if (resource?.csv === undefined) return `*${inline(text.tableUnavailable(block.content.name))}*`;
          const rows = csvHead(resource.csv, 0).rowCount;
          const table = csvToMarkdownTable(resource.csv, EXPORT_TABLE_ROWS);
          const note = rows > EXPORT_TABLE_ROWS ? `\n\n*${text.rowsOmitted(EXPORT_TABLE_ROWS, rows)}*` : '';
          return `**${inline(block.content.name)}**\n\n${table}${note}`;
        }
        case 'IMAGE':
          return resource?.imagePath
            ? `![${inline(block.content.name)}](<${resource.imagePath}>)`
            : `*${inline(text.imageUnavailable(block.content.name))}*`;
        case 'SOURCES':
          return [`**${text.sources}**`, '', ...block.content.map((s) => `- ${inline(s.source)}`)].join('\n');
        case 'QUESTIONS':
          return [`**${text.followUps}**`, '', ...block.content.map((q) => `- ${inline(q)}`)].join('\n');
      }
    }
  });
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** A CODE block is a whole fenced block; a fragment without its fence gets one. */
function fenced(content: string): string {
  const trimmed = content.trim();
  if (/^ {0,3}(`{3,}|~{3,})/.test(trimmed)) return /\n {0,3}(`{3,}|~{3,})\s*$/.test(trimmed) ? trimmed : `${trimmed}\n\`\`\``;
  return `\`\`\`\n${trimmed}\n\`\`\``;
}

/** Text from the service or the person in a heading or list item: Markdown and HTML neutralised. */
function inline(value: string): string {
  return escapeMarkdown(value, { singleLine: true });
}
