/**
 * Dataset and data source commands: open the chat on a dataset, show its overview, rename and
 * describe, delete; on a data source open (download through a presigned address), delete, copy
 * its id; refresh and "Load more…" for both trees.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Dataset } from '../api/types';
import type { ChatOpener, OverviewDocumentOpener } from '../chat/opener';
import type { ServiceConnection } from '../connection/connection';
import type { Notifier } from '../notify';
import type { DatasetsTree } from '../views/datasetsTree';
import type { DataSourceNode, DatasetNode, LoadMoreNode } from '../views/nodes';
import type { SessionsTree } from '../views/sessionsTree';
import { pickItem } from './pickItem';
import { DELETION_WORDS, confirmAndDelete, type ConfirmOption } from './confirmDelete';
import { checkName } from './sessionCommands';
import { registerCommands } from './registerCommands';

export interface DatasetChange {
  name?: string;
  description?: string;
}

export class DatasetCommands {
  constructor(
    private readonly connection: ServiceConnection,
    private readonly tree: DatasetsTree,
    private readonly sessions: SessionsTree,
    private readonly chat: ChatOpener,
    private readonly overview: OverviewDocumentOpener,
    private readonly notifier: Notifier,
    /** Where opened data sources are downloaded to (under the extension's global storage). */
    private readonly downloadDir: vscode.Uri,
  ) {}

  register(): vscode.Disposable[] {
    return registerCommands({
      'dataAnalysis.openDatasetChat': (node?: DatasetNode) => this.openChat(node),
      'dataAnalysis.showOverview': (node?: DatasetNode) => this.showOverview(node),
      'dataAnalysis.editDataset': (node?: DatasetNode, change?: DatasetChange) => this.edit(node, change),
      'dataAnalysis.deleteDataset': (node?: DatasetNode, options?: ConfirmOption) => this.delete(node, options),
      'dataAnalysis.openDataSource': (node?: DataSourceNode) => this.openDataSource(node),
      'dataAnalysis.deleteDataSource': (node?: DataSourceNode, options?: ConfirmOption) => this.deleteDataSource(node, options),
      'dataAnalysis.copyDataSourceId': (node?: DataSourceNode) => this.copyId(node),
      'dataAnalysis.refreshDatasets': () => this.tree.refresh(),
      'dataAnalysis.loadMore': (node: LoadMoreNode, tree: 'sessions' | 'datasets') => this.loadMore(node, tree),
    });
  }

  async openChat(node?: DatasetNode): Promise<void> {
    await this.withDataset(node, (dataset) => this.chat.openForDataset(dataset.id), (dataset) => vscode.l10n.t('Opening the dataset "{0}" failed', dataset.name));
  }

  async showOverview(node?: DatasetNode): Promise<void> {
    await this.withDataset(node, (dataset) => this.overview.showOverview(dataset.id), (dataset) => vscode.l10n.t('Showing the overview of "{0}" failed', dataset.name));
  }

  /** Runs `action` on the node's dataset (or one picked); a failure becomes the notification `failure` names. */
  private async withDataset(node: DatasetNode | undefined, action: (dataset: Dataset) => Promise<unknown>, failure: (dataset: Dataset) => string): Promise<void> {
    const dataset = node?.dataset ?? await this.pick();
    if (!dataset) return;
    try {
      await action(dataset);
    } catch (error) {
      await this.notifier.showError(failure(dataset), error);
    }
  }

  /** Renames and/or describes; without `change` asks for both, prefilled. */
  async edit(node?: DatasetNode, change?: DatasetChange): Promise<boolean> {
    const dataset = node?.dataset ?? await this.pick();
    if (!dataset) return false;
    let wanted = change;
    if (!wanted) {
      const name = await vscode.window.showInputBox({ title: vscode.l10n.t('Rename Dataset (1/2)'), value: dataset.name, validateInput: checkName });
      if (name === undefined) return false;
      const description = await vscode.window.showInputBox({
        title: vscode.l10n.t('Describe Dataset (2/2)'),
        prompt: vscode.l10n.t('What the data is about: it helps the analysis (up to 5000 characters)'),
        value: dataset.description,
      });
      if (description === undefined) return false;
      wanted = {};
      if (name.trim() && name.trim() !== dataset.name) wanted.name = name.trim();
      if (description !== dataset.description) wanted.description = description;
    }
    if (wanted.name === undefined && wanted.description === undefined) return false;
    try {
      const api = await this.connection.api();
      await api.modifyDataset(dataset.id, wanted);
      this.tree.refresh();
      return true;
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Changing the dataset failed'), error);
      return false;
    }
  }

  async delete(node?: DatasetNode, options: ConfirmOption = {}): Promise<boolean> {
    const dataset = node?.dataset ?? await this.pick();
    return dataset !== undefined && confirmAndDelete(DELETION_WORDS.dataset(dataset.name), options, this.notifier, async () => {
      await (await this.connection.api()).deleteDataset(dataset.id);
      this.tree.refresh();
    });
  }

  /** Downloads the data source's file through a presigned address and opens it. */
  async openDataSource(node?: DataSourceNode): Promise<vscode.Uri | undefined> {
    if (!node) return undefined;
    const { dataSource } = node;
    try {
      const target = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Downloading {0}…', dataSource.name), cancellable: true },
        async (_progress, token) => {
          const controller = new AbortController();
          token.onCancellationRequested(() => controller.abort());
          const api = await this.connection.api();
          const { presigned_url } = await api.presignDataSource(dataSource.dataset_id, dataSource.id);
          const bytes = await api.download(presigned_url, controller.signal);
          // The name comes from the service: only its last segment, cleaned, is used as a file name.
          const dir = path.join(this.downloadDir.fsPath, safeSegment(dataSource.dataset_id), safeSegment(dataSource.id));
          await fs.mkdir(dir, { recursive: true });
          const file = path.join(dir, safeSegment(dataSource.name));
          await fs.writeFile(file, bytes);
          return vscode.Uri.file(file);
        },
      );
      await vscode.commands.executeCommand('vscode.open', target);
      return target;
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Opening {0} failed', dataSource.name), error);
      return undefined;
    }
  }

  async deleteDataSource(node?: DataSourceNode, options: ConfirmOption = {}): Promise<boolean> {
    if (!node) return false;
    const { dataSource, dataset } = node;
    return confirmAndDelete(DELETION_WORDS.dataSource(dataSource.name, dataset.name), options, this.notifier, async () => {
      await (await this.connection.api()).deleteDataSource(dataSource.dataset_id, dataSource.id);
      this.tree.refreshDataset(dataset.id);
    });
  }

  async copyId(node?: DataSourceNode): Promise<void> {
    if (node) await vscode.env.clipboard.writeText(node.dataSource.id);
  }

  async loadMore(node: LoadMoreNode, tree: 'sessions' | 'datasets'): Promise<void> {
    try {
      if (tree === 'sessions') await this.sessions.loadMore();
      else await this.tree.loadMore(node.parent);
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Loading more failed'), error);
    }
  }

  private async pick(): Promise<Dataset | undefined> {
    const words = { title: vscode.l10n.t('Choose a dataset'), failure: vscode.l10n.t('Listing the datasets failed') };
    return pickItem(this.notifier, words, async (query) => (await this.connection.api()).listDatasets(query), (dataset) => ({ label: dataset.name, description: dataset.description }));
  }
}

/** One safe path segment from a server-given name (no separators, no "..", no control characters). */
export function safeSegment(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f<>:"|?*]/g, '_').replace(/^\.+/, '').trim();
  return cleaned.slice(0, 128) || 'file';
}
