/**
 * The calls the extension host makes to a Data Analysis service, as one interface. The views
 * and commands depend on this, not on the client class, so a test can count calls and the
 * composition root decides which client (local engine or hosted) stands behind it.
 */
import type { JobStream } from '../api/jobStream';
import type {
  CreateJobBody,
  DataSource,
  DataSourceStatus,
  Dataset,
  DatasetOverview,
  DatasetStatusSummary,
  DatasetTable,
  JobHistoryRecord,
  ListQuery,
  Page,
  PageQuery,
  PresignedDownload,
  Session,
  SessionSettings,
  SqlQueryBody,
  SqlQueryResult,
} from '../api/types';

export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

export interface ServiceApi {
  readonly baseUrl: string;
  readonly userId: string;

  listSessions(query: ListQuery, signal?: AbortSignal): Promise<Page<Session>>;
  createSession(name: string, settings?: SessionSettings): Promise<string>;
  modifySession(id: string, name: string, settings?: SessionSettings): Promise<void>;
  deleteSession(id: string): Promise<void>;
  getSession(id: string, signal?: AbortSignal): Promise<Session>;
  getSessionHistory(id: string, query: PageQuery, signal?: AbortSignal): Promise<Page<JobHistoryRecord>>;

  listDatasets(query: ListQuery, signal?: AbortSignal): Promise<Page<Dataset>>;
  createDataset(name: string, description?: string): Promise<string>;
  modifyDataset(id: string, change: { name?: string; description?: string }): Promise<void>;
  deleteDataset(id: string): Promise<void>;
  getDatasetOverview(id: string, signal?: AbortSignal): Promise<DatasetOverview>;
  getDatasetStatus(id: string, signal?: AbortSignal): Promise<DatasetStatusSummary>;
  /** The local engine only (docs/interface-notes.md): the dataset's tables, and one read-only SELECT over them. */
  listDatasetTables(id: string, signal?: AbortSignal): Promise<DatasetTable[]>;
  runSql(id: string, body: SqlQueryBody, signal?: AbortSignal): Promise<SqlQueryResult>;

  listDataSources(datasetId: string, query: PageQuery & { status?: DataSourceStatus[] }, signal?: AbortSignal): Promise<Page<DataSource>>;
  createDataSource(datasetId: string, name: string, fileObjectKey: string): Promise<DataSource>;
  deleteDataSource(datasetId: string, dataSourceId: string): Promise<void>;
  presignDataSource(datasetId: string, dataSourceId: string): Promise<PresignedDownload>;

  /**
   * Asks a question with a streamed answer (never retried: each job costs quota). Resolves once
   * the stream is open; aborting `signal` closes the connection at once.
   */
  streamJob(body: Omit<CreateJobBody, 'user_id' | 'stream'>, signal?: AbortSignal): Promise<JobStream>;

  /**
   * Local engine only: a data source reading the file at this absolute path where it is (no copy).
   * Rejects when the engine refuses (not started to read in place, a kind it copies instead).
   */
  readFileInPlace?(path: string, datasetId: string): Promise<DataSource>;
  /** Uploads a local file; resolves to its file_object_key. */
  uploadFile(path: string, options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal }): Promise<string>;
  /** Downloads a presigned address (through the same proxy and TLS settings as the calls). */
  download(url: string, signal?: AbortSignal): Promise<Uint8Array>;
  /**
   * Closes the client's connections (when the service in use changes). `graceful`: calls in
   * flight (an answer streaming) run to their end first; without it they fail at once.
   */
  close(options?: { graceful?: boolean }): Promise<void>;
  /** Polls until the data source is synched or invalid (or the signal aborts). */
  waitForSync(datasetId: string, dataSourceId: string, options: { signal?: AbortSignal; onStatus?: (source: DataSource) => void }): Promise<DataSource>;
}
