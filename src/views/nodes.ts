/**
 * The elements of the two trees. Each carries the wire object it shows, so commands invoked on a
 * tree item receive everything they need (ids, names, the owning dataset).
 */
import type { DataSource, Dataset, DatasetStatusSummary, Session } from '../api/types';

export interface SessionNode {
  kind: 'session';
  session: Session;
}

export interface DatasetNode {
  kind: 'dataset';
  dataset: Dataset;
  status?: DatasetStatusSummary;
}

export interface DataSourceNode {
  kind: 'dataSource';
  dataSource: DataSource;
  dataset: Dataset;
}

/** "Load more…" at the end of a partly loaded list; `parent` is undefined for the root list. */
export interface LoadMoreNode {
  kind: 'loadMore';
  parent?: DatasetNode;
}

/** A list that could not be loaded: the message, and a click that tries again. */
export interface ErrorNode {
  kind: 'error';
  message: string;
  parent?: DatasetNode;
}

export type SessionsTreeNode = SessionNode | LoadMoreNode | ErrorNode;
export type DatasetsTreeNode = DatasetNode | DataSourceNode | LoadMoreNode | ErrorNode;

export function isSessionNode(value: unknown): value is SessionNode {
  return typeof value === 'object' && value !== null && (value as SessionNode).kind === 'session';
}

export function isDatasetNode(value: unknown): value is DatasetNode {
  return typeof value === 'object' && value !== null && (value as DatasetNode).kind === 'dataset';
}

export function isDataSourceNode(value: unknown): value is DataSourceNode {
  return typeof value === 'object' && value !== null && (value as DataSourceNode).kind === 'dataSource';
}

export function isLoadMoreNode(value: unknown): value is LoadMoreNode {
  return typeof value === 'object' && value !== null && (value as LoadMoreNode).kind === 'loadMore';
}
