/**
 * ServiceApi on top of the service client (src/api/client.ts): the one place that knows the
 * client's method names and option shapes.
 */
import { DataAnalysisClient, type ClientLogger } from '../api/client';
import type { JobStream } from '../api/jobStream';
import type { CreateJobBody, DataSource, DataSourceStatus, DatasetTable, JobHistoryRecord, ListQuery, Page, PageQuery, SessionSettings, SqlQueryBody, SqlQueryResult } from '../api/types';
import type { ApiTarget, ProxySettings } from './target';
import type { ServiceApi, UploadProgress } from './serviceApi';

export function clientProxyOptions(proxy: ProxySettings): { url?: string; strictSSL: boolean; noProxy?: string } {
  return { url: proxy.proxyUrl, strictSSL: proxy.strictSSL, noProxy: proxy.noProxy.length ? proxy.noProxy.join(',') : undefined };
}

export class ClientServiceApi implements ServiceApi {
  private readonly client: DataAnalysisClient;
  readonly baseUrl: string;
  readonly userId: string;

  /** `locale`: the reader's (VS Code's display language), for the numbers and dates in charts. */
  constructor(target: ApiTarget, logger: ClientLogger, userAgent: string, locale?: string) {
    this.baseUrl = target.baseUrl;
    this.userId = target.userId;
    this.client = new DataAnalysisClient({
      baseUrl: target.baseUrl,
      apiKey: target.apiKey,
      userId: target.userId,
      // The local engine is on loopback: never through a proxy.
      proxy: target.proxy ? clientProxyOptions(target.proxy) : { noProxy: '*' },
      logger,
      userAgent,
      locale,
    });
  }

  async listSessions(query: ListQuery, signal?: AbortSignal) {
    return this.client.listSessions(query, { signal });
  }

  async createSession(name: string, settings: SessionSettings = {}): Promise<string> {
    return (await this.client.createSession({ name, ...settings })).id;
  }

  async modifySession(id: string, name: string, settings: SessionSettings = {}): Promise<void> {
    await this.client.modifySession(id, { name, ...settings });
  }

  async deleteSession(id: string): Promise<void> {
    await this.client.deleteSession(id);
  }

  async getSession(id: string, signal?: AbortSignal) {
    return this.client.getSession(id, { signal });
  }

  async getSessionHistory(id: string, query: PageQuery, signal?: AbortSignal): Promise<Page<JobHistoryRecord>> {
    return this.client.getHistory(id, query, { signal });
  }

  async listDatasets(query: ListQuery, signal?: AbortSignal) {
    return this.client.listDatasets(query, { signal });
  }

  async createDataset(name: string, description?: string): Promise<string> {
    return (await this.client.createDataset(description ? { name, description } : { name })).id;
  }

  async modifyDataset(id: string, change: { name?: string; description?: string }): Promise<void> {
    await this.client.modifyDataset(id, change);
  }

  async deleteDataset(id: string): Promise<void> {
    await this.client.deleteDataset(id);
  }

  async getDatasetOverview(id: string, signal?: AbortSignal) {
    return this.client.getDatasetOverview(id, { signal });
  }

  async getDatasetStatus(id: string, signal?: AbortSignal) {
    return this.client.getDatasetStatus(id, { signal });
  }

  async listDatasetTables(id: string, signal?: AbortSignal): Promise<DatasetTable[]> {
    return (await this.client.listDatasetTables(id, { signal })).tables;
  }

  async runSql(id: string, body: SqlQueryBody, signal?: AbortSignal): Promise<SqlQueryResult> {
    return this.client.runSql(id, body, { signal });
  }

  async listDataSources(datasetId: string, query: PageQuery & { status?: DataSourceStatus[] }, signal?: AbortSignal) {
    return this.client.listDataSources(datasetId, query, { signal });
  }

  async createDataSource(datasetId: string, name: string, fileObjectKey: string): Promise<DataSource> {
    return this.client.createDataSource(datasetId, { name, file_object_key: fileObjectKey });
  }

  async deleteDataSource(datasetId: string, dataSourceId: string): Promise<void> {
    await this.client.deleteDataSource(datasetId, dataSourceId);
  }

  async presignDataSource(datasetId: string, dataSourceId: string) {
    return this.client.presignDataSource(datasetId, dataSourceId);
  }

  async readFileInPlace(path: string, datasetId: string): Promise<DataSource> {
    return this.client.readFileInPlace(path, datasetId);
  }

  async uploadFile(path: string, options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal }): Promise<string> {
    const { onProgress, signal } = options;
    const uploaded = await this.client.uploadFile(path, {
      signal,
      onProgress: onProgress ? (sentBytes, totalBytes) => onProgress({ sentBytes, totalBytes }) : undefined,
    });
    return uploaded.file_object_key;
  }

  async waitForSync(datasetId: string, dataSourceId: string, options: { signal?: AbortSignal; onStatus?: (source: DataSource) => void }) {
    return this.client.waitForSync(datasetId, dataSourceId, options);
  }

  async streamJob(body: Omit<CreateJobBody, 'user_id' | 'stream'>, signal?: AbortSignal): Promise<JobStream> {
    return this.client.streamJob(body, { signal });
  }

  async download(url: string, signal?: AbortSignal): Promise<Uint8Array> {
    return (await this.client.downloadResult(url, { signal })).bytes;
  }

  async close(options: { graceful?: boolean } = {}): Promise<void> {
    await this.client.close(options);
  }
}
