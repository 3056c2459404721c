/**
 * Export Conversation as Notebook: the active chat's conversation (every finished turn, older
 * history loaded) as a .ipynb whose code cells read the user's own files by their paths
 * relative to the notebook. The notebook is built by src/export/notebook.ts; this finds the
 * panel, the target file and the workspace files the answers read.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ChatPanel } from '../chat/chatPanel';
import { conversationNotebook, notebookJson, relocateReads, splitFence, type NotebookLanguage, type NotebookTurn } from '../export/notebook';
import type { Notifier } from '../notify';
import { registerCommands } from './registerCommands';

export interface ExportNotebookRequest {
  /** Where to write (no save dialog). */
  target?: vscode.Uri;
  /** Default: the dataAnalysis.export.notebookLanguage setting. */
  language?: NotebookLanguage;
}

export class ExportNotebookCommand {
  constructor(
    private readonly panels: () => readonly ChatPanel[],
    private readonly notifier: Notifier,
  ) {}

  register(): vscode.Disposable[] {
    return registerCommands({ 'dataAnalysis.exportNotebook': (request?: ExportNotebookRequest) => this.run(request) });
  }

  async run(request: ExportNotebookRequest = {}): Promise<vscode.Uri | undefined> {
    try {
      const panel = await this.choosePanel();
      if (!panel) return undefined;
      const title = panel.title;
      const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
      // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
      const name = `${title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'conversation'}.ipynb`;
      const file = request.target ?? (await vscode.window.showSaveDialog({
        defaultUri: folder ? vscode.Uri.joinPath(folder, name) : undefined,
        filters: { [vscode.l10n.t('Jupyter Notebook')]: ['ipynb'] },
        title: vscode.l10n.t('Export Conversation as Notebook'),
      }));
      if (!file) return undefined;
      const turns: NotebookTurn[] = (await panel.finishedTurns()).map((t) => ({ question: t.question, blocks: t.blocks }));
      const language = request.language ?? vscode.workspace.getConfiguration('dataAnalysis.export').get<NotebookLanguage>('notebookLanguage', 'pandas');
      const notebook = conversationNotebook(turns, {
        title,
        language: language === 'sql' ? 'sql' : 'pandas',
        files: await this.findFiles(turns, file),
        text: {
          intro: vscode.l10n.t('Exported from a Data Analysis conversation. Run the cells from top to bottom: each code cell computes its answer again from your files, read by their paths relative to this notebook.'),
          fileNotFound: (source) => vscode.l10n.t('{0} was not found in the workspace: put it next to this notebook, or change the path in the cell below.', source),
          tablesUnknown: vscode.l10n.t('This answer\'s SQL could not be tied to one file per table; it is shown here to adapt by hand.'),
          noCode: vscode.l10n.t('This answer has no code to run.'),
        },
      });
      await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(notebookJson(notebook)));
      if (!request.target) {
        const open = vscode.l10n.t('Open');
        void vscode.window.showInformationMessage(vscode.l10n.t('The conversation was exported to {0}.', vscode.workspace.asRelativePath(file)), open).then(async (choice) => {
          if (choice === open) await vscode.commands.executeCommand('vscode.open', file);
        });
      }
      return file;
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Exporting the notebook failed'), error);
      return undefined;
    }
  }

  /** The active chat panel, the only one, or one the user picks. */
  private async choosePanel(): Promise<ChatPanel | undefined> {
    const open = this.panels();
    const panel = open.find((p) => p.panel.active) ?? (open.length === 1 ? open[0] : undefined);
    if (panel) return panel;
    if (!open.length) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a chat first: the conversation of a chat panel is exported.'));
      return undefined;
    }
    const picked = await vscode.window.showQuickPick(open.map((p) => ({ label: p.title, panel: p })), { title: vscode.l10n.t('Export Conversation as Notebook') });
    return picked?.panel;
  }

  /**
   * Each file the answers' code reads, found in the workspace by its name, as a path relative
   * to the notebook. A name found more than once takes the one closest to the notebook.
   */
  private async findFiles(turns: readonly NotebookTurn[], notebook: vscode.Uri): Promise<Map<string, string>> {
    const names = new Set<string>();
    for (const turn of turns) {
      for (const block of turn.blocks) {
        if (block.type !== 'CODE') continue;
        for (const name of relocateReads(splitFence(block.content).code, new Map()).missing) names.add(name);
      }
    }
    const found = new Map<string, string>();
    const from = path.posix.dirname(notebook.path);
    for (const name of names) {
      if (name.includes('/') || name.includes('\\')) continue;
      const glob = `**/${name.replace(/[[\]{}*?!]/g, '[$&]')}`;
      const matches = await vscode.workspace.findFiles(glob, '**/node_modules/**', 20);
      const relative = matches.map((uri) => path.posix.relative(from, uri.path)).sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
      if (relative.length) found.set(name, relative[0]);
    }
    return found;
  }
}
