/**
 * Export Conversation: the whole conversation of a chat panel as one Markdown file, its tables
 * inline and its images in a folder next to it (conversationMarkdown.ts writes the text).
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { AnswerBlock } from '../api/types';
import { conversationMarkdown, resourceKey, type ExportResource } from './conversationMarkdown';
import type { Turn } from './jobRunner';
import { safeBaseName } from './resultFormat';
import type { StoredResult } from './resultFiles';

export interface ExportSource {
  /** The conversation's name (the session's). */
  title: string;
  /** Every finished turn, oldest first. */
  turns(): Promise<readonly Turn[]>;
  /** The kept file of a TABLE or IMAGE block (downloaded now if its link still works), or undefined. */
  stored(turn: Turn, index: number, block: Extract<AnswerBlock, { type: 'TABLE' | 'IMAGE' }>): Promise<StoredResult | undefined>;
}

/**
 * Writes the whole conversation (every history page) as Markdown to `target` (asked for when
 * not given), with its images in a folder next to it. Resolves to the file written.
 */
export async function exportConversation(source: ExportSource, target?: vscode.Uri): Promise<vscode.Uri | undefined> {
  const name = safeBaseName(source.title, 'conversation', '.md');
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const file = target ?? (await vscode.window.showSaveDialog({ defaultUri: folder ? vscode.Uri.joinPath(folder, name) : undefined, filters: { Markdown: ['md'] }, title: vscode.l10n.t('Export Conversation') }));
  if (!file) return undefined;
  const turns = await source.turns();
  const imageFolderName = `${path.posix.basename(file.path).replace(/\.md$/i, '')}-images`;
  const imageFolder = vscode.Uri.joinPath(file, '..', imageFolderName);
  const resources = new Map<string, ExportResource>();
  for (const [turnIndex, turn] of turns.entries()) {
    for (const [blockIndex, block] of turn.blocks.entries()) {
      if (block.type !== 'TABLE' && block.type !== 'IMAGE') continue;
      const stored = await source.stored(turn, blockIndex, block);
      if (!stored) continue;
      if (block.type === 'TABLE') {
        resources.set(resourceKey(turnIndex, blockIndex), { csv: new TextDecoder().decode(await vscode.workspace.fs.readFile(stored.uri)) });
      } else {
        const imageName = `${turnIndex + 1}-${blockIndex}-${stored.name}`;
        await vscode.workspace.fs.createDirectory(imageFolder);
        await vscode.workspace.fs.copy(stored.uri, vscode.Uri.joinPath(imageFolder, imageName), { overwrite: true });
        resources.set(resourceKey(turnIndex, blockIndex), { imagePath: `${imageFolderName}/${imageName}` });
      }
    }
  }
  const markdown = conversationMarkdown(
    source.title,
    turns.map((t) => ({ question: t.question, blocks: t.blocks, status: t.status, ...(t.error ? { error: t.error } : {}) })),
    resources,
    {
      question: vscode.l10n.t('Question'),
      workingSteps: vscode.l10n.t('Working steps'),
      sources: vscode.l10n.t('Sources'),
      followUps: vscode.l10n.t('Suggested questions'),
      tableUnavailable: (n) => vscode.l10n.t('Table {0}: its download link expired before it was kept.', n),
      imageUnavailable: (n) => vscode.l10n.t('Chart {0}: its download link expired before it was kept.', n),
      rowsOmitted: (shown, total) => vscode.l10n.t('First {0} of {1} rows.', shown, total),
      stopped: vscode.l10n.t('Stopped: the answer above is what arrived.'),
      failed: (e) => vscode.l10n.t('The answer failed: {0}', [e.message, e.code !== undefined ? `code ${e.code}` : '', e.traceId ? `trace id ${e.traceId}` : ''].filter(Boolean).join(', ')),
    },
  );
  await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(markdown));
  if (!target) {
    const openIt = vscode.l10n.t('Open');
    void vscode.window.showInformationMessage(vscode.l10n.t('The conversation was exported to {0}.', vscode.workspace.asRelativePath(file)), openIt).then(async (choice) => {
      if (choice === openIt) await vscode.window.showTextDocument(file);
    });
  }
  return file;
}
