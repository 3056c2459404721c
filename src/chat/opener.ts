/**
 * Where "Analyze this file" and the trees lead: the chat on a dataset or a session (implemented
 * by ChatPanels in ./chatPanels). "Show Overview" shows a dataset's overview (summary, keywords,
 * exploration questions) as a read-only Markdown preview through `OverviewDocumentOpener`.
 */
import * as vscode from 'vscode';
import type { DatasetOverview } from '../api/types';
import { escapeMarkdown } from '../common/markdown';
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
  const lines = [`# ${escapeMarkdown(overview.name, { singleLine: true })}`, ''];
  if (overview.description) lines.push(escapeMarkdown(overview.description), '');
  lines.push(`## ${vscode.l10n.t('Summary')}`, '', overview.summary ? escapeBlock(overview.summary) : vscode.l10n.t('No summary yet.'), '');
  if (keywords.length) lines.push(`## ${vscode.l10n.t('Keywords')}`, '', keywords.map((k) => `\`${k.replace(/`/g, "'")}\``).join(' · '), '');
  lines.push(`## ${vscode.l10n.t('Questions to explore')}`, '');
  if (overview.exploration_questions.length) for (const q of overview.exploration_questions) lines.push(`- ${escapeMarkdown(q, { singleLine: true })}`);
  else lines.push(vscode.l10n.t('None yet: they appear once the data sources are synched.'));
  lines.push('');
  return lines.join('\n');
}

/**
 * Serves overviews under `data-analysis-overview:` (a read-only virtual document: nothing to
 * save, nothing the user could lose) and opens them in the Markdown preview.
 */
export class OverviewDocumentOpener implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly documents = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly connection: ServiceConnection) {}

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.documents.get(uri.toString()) ?? '';
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

  /** The overview documents currently served (for tests). */
  get openDocuments(): ReadonlyMap<string, string> {
    return this.documents;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/**
 * The service's summary is Markdown: headings, lists and emphasis are kept, but it quotes values
 * from the user's files (and a hosted service's text may be steered by them), so raw HTML,
 * images and links are neutralised: the Markdown preview would load a remote image at once,
 * carrying data to any address. Code spans are left as they are: nothing in them is live.
 */
function escapeBlock(text: string): string {
  return text
    .split(/(`[^`\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[<>&]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&amp;')).replace(/[![\]]/g, '\\$&')))
    .join('');
}

function safeFileName(name: string): string {
  return name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').slice(0, 80) || 'overview';
}
