/**
 * The Datasets view: datasets (newest first) with their status summary, and under each its data
 * sources with an icon per status. Lists load page by page; datasets with data sources syncing
 * are polled by the StatusPoller until they settle.
 */
import * as vscode from 'vscode';
import type { DataSource, Dataset, DatasetStatusSummary } from '../api/types';
import type { ServiceConnection } from '../connection/connection';
import { firstPageFailure, loadErrorItem, loadMoreItem } from './commonItems';
import { describeError } from '../log';
import { formatBytes, formatStatusSummary } from './format';
import type { DataSourceNode, DatasetNode, DatasetsTreeNode } from './nodes';
import { PagedList } from './pagedList';
import { escapeMarkdown } from '../common/markdown';
import type { StatusPoller } from './statusPoller';

const PAGE_SIZE = 50;

export class DatasetsTree implements vscode.TreeDataProvider<DatasetsTreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<DatasetsTreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private list: PagedList<Dataset>;
  /** One node object per dataset id, so a refresh of one node keeps its identity. */
  private readonly nodes = new Map<string, DatasetNode>();
  private readonly sources = new Map<string, PagedList<DataSource>>();
  private readonly subscription: vscode.Disposable;

  constructor(
    private readonly connection: ServiceConnection,
    private readonly poller: StatusPoller,
  ) {
    this.list = this.newList();
    this.subscription = poller.onDidFetchStatus(({ datasetId, summary }) => this.applyStatus(datasetId, summary));
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }

  refresh(): void {
    this.list = this.newList();
    this.nodes.clear();
    this.sources.clear();
    this.changed.fire(undefined);
  }

  /** Reloads one dataset's status and data sources. */
  refreshDataset(datasetId: string): void {
    const node = this.nodes.get(datasetId);
    if (!node) return this.refresh();
    node.status = undefined;
    this.sources.delete(datasetId);
    this.changed.fire(node);
  }

  async loadMore(parent?: DatasetNode): Promise<void> {
    if (parent) {
      await this.sourceList(parent.dataset).loadMore();
      this.changed.fire(parent);
    } else {
      await this.list.loadMore();
      this.changed.fire(undefined);
    }
  }

  /** Called by the poller with a fresh summary. */
  applyStatus(datasetId: string, summary: DatasetStatusSummary): void {
    const node = this.nodes.get(datasetId);
    if (!node) return;
    const before = node.status;
    node.status = summary;
    if (summary.synching_count > 0) this.poller.watch(datasetId);
    if (!before || before.synched_count !== summary.synched_count || before.invalid_count !== summary.invalid_count
      || before.synching_count !== summary.synching_count) {
      this.sources.delete(datasetId);
      this.changed.fire(node);
    }
  }

  /** The datasets loaded so far. */
  get datasets(): readonly Dataset[] {
    return this.list.loaded;
  }

  nodeFor(datasetId: string): DatasetNode | undefined {
    return this.nodes.get(datasetId);
  }

  /**
   * The tree node of a data source, loading pages of datasets and of the dataset's data sources
   * until it is found (for revealing a chat answer's SOURCES entry). Undefined if it no longer exists.
   */
  async findDataSource(datasetId: string, dataSourceId: string): Promise<DataSourceNode | undefined> {
    await this.list.ensureFirstPage();
    while (!this.list.loaded.some((d) => d.id === datasetId) && this.list.hasMore) await this.list.loadMore();
    const dataset = this.list.loaded.find((d) => d.id === datasetId);
    if (!dataset) return undefined;
    this.datasetNode(dataset);
    const sources = this.sourceList(dataset);
    await sources.ensureFirstPage();
    while (!sources.loaded.some((s) => s.id === dataSourceId) && sources.hasMore) await sources.loadMore();
    const dataSource = sources.loaded.find((s) => s.id === dataSourceId);
    return dataSource ? { kind: 'dataSource', dataSource, dataset } : undefined;
  }

  getParent(node: DatasetsTreeNode): DatasetsTreeNode | undefined {
    if (node.kind === 'dataSource') return this.nodes.get(node.dataset.id);
    if (node.kind === 'loadMore' || node.kind === 'error') return node.parent;
    return undefined;
  }

  async getChildren(element?: DatasetsTreeNode): Promise<DatasetsTreeNode[]> {
    if (!element) return this.rootChildren();
    if (element.kind === 'dataset') return this.dataSourceChildren(element);
    return [];
  }

  getTreeItem(node: DatasetsTreeNode): vscode.TreeItem {
    switch (node.kind) {
      case 'dataset': {
        const item = new vscode.TreeItem(node.dataset.name, vscode.TreeItemCollapsibleState.Collapsed);
        item.id = `dataset:${node.dataset.id}`;
        item.description = node.status ? formatStatusSummary(node.status) : undefined;
        item.iconPath = new vscode.ThemeIcon(node.status?.synching_count ? 'sync~spin' : 'database');
        const tooltip = new vscode.MarkdownString(`**${escapeMarkdown(node.dataset.name, { singleLine: true })}**`);
        if (node.dataset.description) tooltip.appendMarkdown(`\n\n${escapeMarkdown(node.dataset.description)}`);
        item.tooltip = tooltip;
        item.contextValue = 'dataset';
        return item;
      }
      case 'dataSource':
        return dataSourceItem(node);
      case 'loadMore':
        return loadMoreItem(node, 'datasets');
      case 'error':
        return loadErrorItem(
          node.parent ? vscode.l10n.t('Could not load the data sources') : vscode.l10n.t('Could not load the datasets'),
          node.message,
          'dataAnalysis.refreshDatasets',
        );
    }
  }

  private async rootChildren(): Promise<DatasetsTreeNode[]> {
    const failed = await firstPageFailure(this.list, this.connection);
    if (failed) return failed;
    const nodes: DatasetsTreeNode[] = this.list.loaded.map((dataset) => this.datasetNode(dataset));
    await Promise.all(nodes.map((node) => (node.kind === 'dataset' && !node.status ? this.loadStatus(node) : undefined)));
    if (this.list.hasMore) nodes.push({ kind: 'loadMore' });
    return nodes;
  }

  private async dataSourceChildren(parent: DatasetNode): Promise<DatasetsTreeNode[]> {
    const list = this.sourceList(parent.dataset);
    try {
      await list.ensureFirstPage();
    } catch (error) {
      this.connection.noteFailure(error);
      return [{ kind: 'error', message: describeError(error), parent }];
    }
    const nodes: DatasetsTreeNode[] = list.loaded.map((dataSource): DataSourceNode => ({ kind: 'dataSource', dataSource, dataset: parent.dataset }));
    if (list.hasMore) nodes.push({ kind: 'loadMore', parent });
    return nodes;
  }

  private datasetNode(dataset: Dataset): DatasetNode {
    const existing = this.nodes.get(dataset.id);
    if (existing) {
      existing.dataset = dataset;
      return existing;
    }
    const node: DatasetNode = { kind: 'dataset', dataset };
    this.nodes.set(dataset.id, node);
    return node;
  }

  private async loadStatus(node: DatasetNode): Promise<void> {
    try {
      const api = await this.connection.api();
      node.status = await api.getDatasetStatus(node.dataset.id);
      if (node.status.synching_count > 0) this.poller.watch(node.dataset.id);
    } catch (error) {
      // The dataset still shows; only its summary is missing.
      this.connection.noteFailure(error);
    }
  }

  private sourceList(dataset: Dataset): PagedList<DataSource> {
    let list = this.sources.get(dataset.id);
    if (!list) {
      list = new PagedList(
        async (page_number, page_size) => (await this.connection.api()).listDataSources(dataset.id, { page_number, page_size }),
        PAGE_SIZE,
        (source) => source.id,
      );
      this.sources.set(dataset.id, list);
    }
    return list;
  }

  private newList(): PagedList<Dataset> {
    return new PagedList(
      async (page_number, page_size) => (await this.connection.api()).listDatasets({ page_number, page_size }),
      PAGE_SIZE,
      (dataset) => dataset.id,
    );
  }
}

function dataSourceItem(node: DataSourceNode): vscode.TreeItem {
  const { dataSource } = node;
  const item = new vscode.TreeItem(dataSource.name, vscode.TreeItemCollapsibleState.None);
  item.id = `dataSource:${dataSource.dataset_id}:${dataSource.id}`;
  const size = typeof dataSource.size === 'number' ? formatBytes(dataSource.size) : undefined;
  const tooltip = new vscode.MarkdownString(`**${escapeMarkdown(dataSource.name, { singleLine: true })}**\n\n`);
  switch (dataSource.status) {
    case 'synched':
      item.iconPath = new vscode.ThemeIcon('pass-filled', new vscode.ThemeColor('testing.iconPassed'));
      item.description = size;
      tooltip.appendMarkdown(vscode.l10n.t('Synched: ready for questions.'));
      break;
    case 'synching':
      item.iconPath = new vscode.ThemeIcon('sync~spin');
      item.description = [size, vscode.l10n.t('syncing')].filter(Boolean).join(' · ');
      tooltip.appendMarkdown(vscode.l10n.t('Syncing: being processed.'));
      break;
    case 'invalid':
      item.iconPath = new vscode.ThemeIcon('error', new vscode.ThemeColor('testing.iconFailed'));
      item.description = [size, vscode.l10n.t('failed')].filter(Boolean).join(' · ');
      tooltip.appendMarkdown(vscode.l10n.t('Failed: {0}', escapeMarkdown(dataSource.reason ?? vscode.l10n.t('the service gave no reason'))));
      break;
  }
  item.tooltip = tooltip;
  item.contextValue = `dataSource.${dataSource.status}`;
  return item;
}
