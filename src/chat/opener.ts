/**
 * Where "Analyze this file", the trees and the overview lead: the chat on a dataset or a session.
 * The chat panel implements this interface; until it lands, `OverviewDocumentOpener` shows the
 * dataset's overview (summary, keywords, exploration questions) as a read-only Markdown preview.
 */
import * as vscode from 'vscode';
import type { DatasetOverview, HistoryAnswerBlock, JobHistoryRecord } from '../api/types';
import type { ServiceConnection } from '../connection/connection';

export interface OpenForDatasetOptions {
  /** A question to ask at once (an exploration question the user clicked). */
  question?: string;
  /** Keep the focus where it is. */
  preserveFocus?: boolean;
}

export interface ChatOpener {
  openForDataset(datasetId: string, options?: OpenForDatasetOptions): Promise<void>;
  openSession(sessionId: string): Promise<void>;
}

export const OVERVIEW_SCHEME = 'data-analysis-overview';

/** Renders an overview as Markdown. Text from the service is escaped: it is data, not markup. */
export function overviewMarkdown(overview: DatasetOverview): string {
  const keywords = Array.isArray(overview.keywords)
    ? overview.keywords
    : overview.keywords.split(',').map((k) => k.trim()).filter(Boolean);
  const lines = [`# ${escape(overview.name)}`, ''];
  if (overview.description) lines.push(escape(overview.description), '');
  lines.push(`## ${vscode.l10n.t('Summary')}`, '', overview.summary ? escapeBlock(overview.summary) : vscode.l10n.t('No summary yet.'), '');
  if (keywords.length) lines.push(`## ${vscode.l10n.t('Keywords')}`, '', keywords.map((k) => `\`${k.replace(/`/g, "'")}\``).join(' · '), '');
  lines.push(`## ${vscode.l10n.t('Questions to explore')}`, '');
  if (overview.exploration_questions.length) for (const q of overview.exploration_questions) lines.push(`- ${escape(q)}`);
  else lines.push(vscode.l10n.t('None yet: they appear once the data sources are synched.'));
  lines.push('');
  return lines.join('\n');
}

/**
 * Serves overviews under `data-analysis-overview:` (a read-only virtual document: nothing to
 * save, nothing the user could lose) and opens them in the Markdown preview.
 */
export class OverviewDocumentOpener implements ChatOpener, vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly documents = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly connection: ServiceConnection) {}

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.documents.get(uri.toString()) ?? '';
  }

  async openForDataset(datasetId: string, options: OpenForDatasetOptions = {}): Promise<void> {
    await this.showOverview(datasetId, options);
  }

  /** The overview of a dataset as a read-only Markdown preview. */
  async showOverview(datasetId: string, options: OpenForDatasetOptions = {}): Promise<void> {
    const api = await this.connection.api();
    const overview = await api.getDatasetOverview(datasetId);
    const uri = vscode.Uri.from({ scheme: OVERVIEW_SCHEME, path: `/${safeFileName(overview.name || datasetId)}.md`, query: `dataset=${encodeURIComponent(datasetId)}` });
    this.documents.set(uri.toString(), overviewMarkdown(overview));
    this.changed.fire(uri);
    await vscode.commands.executeCommand('markdown.showPreview', uri, undefined, { preserveFocus: options.preserveFocus ?? false });
  }

  /** Shows the session's questions and answers so far as a read-only transcript. */
  async openSession(sessionId: string): Promise<void> {
    const api = await this.connection.api();
    const records: JobHistoryRecord[] = [];
    for (let page = 1; ; page += 1) {
      const result = await api.getSessionHistory(sessionId, { page_number: page, page_size: 100 });
      records.push(...result.records);
      if (result.records.length === 0 || records.length >= result.total_items) break;
    }
    const uri = vscode.Uri.from({ scheme: OVERVIEW_SCHEME, path: `/session-${safeFileName(sessionId)}.md` });
    this.documents.set(uri.toString(), transcriptMarkdown(records));
    this.changed.fire(uri);
    await vscode.commands.executeCommand('markdown.showPreview', uri);
  }

  /** The overview documents currently served (for tests). */
  get openDocuments(): ReadonlyMap<string, string> {
    return this.documents;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** A session's history as Markdown: each question, then the final (Respond) part of its answer. */
export function transcriptMarkdown(records: readonly JobHistoryRecord[]): string {
  if (records.length === 0) return `${vscode.l10n.t('No questions have been asked in this session yet.')}\n`;
  const lines: string[] = [];
  for (const record of records) {
    const question = record.question.blocks.map((b) => b.content).join('\n');
    lines.push(`## ${escape(question.split('\n')[0] ?? '')}`, '');
    for (const block of record.answer.blocks) if (block.stage === 'Respond') lines.push(blockMarkdown(block), '');
  }
  return lines.join('\n');
}

function blockMarkdown(block: HistoryAnswerBlock): string {
  switch (block.type) {
    case 'MESSAGE':
      return escapeBlock(block.content);
    case 'CODE':
      return block.content;
    case 'TABLE':
      return `*${vscode.l10n.t('Table: {0}', escape(typeof block.content === 'string' ? block.content : block.content.name))}*`;
    case 'IMAGE':
      return `*${vscode.l10n.t('Chart: {0}', escape(block.content.name))}*`;
    case 'SOURCES':
      return `*${vscode.l10n.t('Sources: {0}', block.content.map((s) => escape(s.source)).join(', '))}*`;
    case 'QUESTIONS':
      return block.content.map((q) => `- ${escape(q)}`).join('\n');
  }
}

function escape(text: string): string {
  return text.replace(/[\\`*_{}[\]<>#|]/g, '\\$&');
}

/**
 * The service's summary and answers are Markdown: kept as Markdown, but raw HTML is neutralised
 * (the text may quote file contents).
 */
function escapeBlock(text: string): string {
  return text.replace(/[<>&]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&amp;'));
}

function safeFileName(name: string): string {
  return name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').slice(0, 80) || 'overview';
}
