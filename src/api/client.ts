/**
 * The typed client for the whole Data Analysis Service v2 interface. Used by the extension host,
 * the command-line client and the tests; never imports `vscode`.
 *
 * Every method takes `{ signal }` last; every result carries the response's `traceId`; every
 * failure is a ServiceError (see errors.ts). Only calls that cannot cause a second effect are
 * retried (GETs, presign, upload parts): creating or deleting anything, and above all creating a
 * job (a question, which costs quota), is never repeated automatically.
 */
import path from 'node:path';
import { blocksFromJob } from './answer';
import { ServiceError } from './errors';
import {
  DEFAULT_RETRY,
  DEFAULT_TIMEOUTS,
  headerValue,
  readAll,
  sleep,
  SILENT_LOGGER,
  Transport,
  type ClientLogger,
  type ProxyOptions,
  type Query,
  type RetryPolicy,
  type Timeouts,
  type Traced,
} from './http';
import { JobStream } from './jobStream';
import {
  LIMITS,
  type CreateDataSourceBody,
  type CreatedId,
  type CreateDatasetBody,
  type CreateJobBody,
  type CreateSessionBody,
  type DataSource,
  type Dataset,
  type DatasetOverview,
  type DatasetStatusSummary,
  type DatasetTable,
  type Job,
  type JobHistoryRecord,
  type ListDataSourcesQuery,
  type ListQuery,
  type ModifyDatasetBody,
  type ModifySessionBody,
  type Page,
  type PageQuery,
  type PresignedDownload,
  type Session,
  type SqlQueryBody,
  type SqlQueryResult,
  type UploadedFile,
} from './types';
import { UnfinishedUploads, uploadFile, type UploadOptions } from './upload';
import {
  checkCreateDataSource,
  checkCreateDataset,
  checkCreateJob,
  checkCreateSession,
  checkDataSourceQuery,
  checkListQuery,
  checkModifyDataset,
  checkModifySession,
  checkPresign,
  checkUserId,
  InputCheck,
  requireId,
} from './validate';

export type { ClientLogger, ProxyOptions, RetryPolicy, Timeouts, Traced } from './http';
export type { JobResult, JobStatus } from './jobStream';
export { JobStream } from './jobStream';

export interface ClientOptions {
  /** The address that directly precedes `/v2`, e.g. `https://ai.data.cloud/api`. */
  baseUrl: string;
  /** The key, or a function asked before every request (so a key set again is used at once). */
  apiKey: string | (() => Promise<string | undefined>);
  userId: string;
  proxy?: ProxyOptions;
  timeouts?: Partial<Timeouts>;
  retry?: Partial<RetryPolicy>;
  logger?: ClientLogger;
  /** Files larger than this use the multipart upload. Default 1 MB (the service's advice). */
  uploadThresholdBytes?: number;
  /** Multipart parts uploaded at once. Default 4. */
  uploadConcurrency?: number;
  userAgent?: string;
  /**
   * The reader's locale as a BCP 47 tag (`de-DE`, VS Code's `de`), sent as Accept-Language so
   * that charts drawn by the service write numbers and dates that way. Ignored unless it is one.
   */
  locale?: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type TracedPage<T> = Page<T> & Traced;

/** The overview as callers use it: `keywords` always a list. */
export interface DatasetOverviewView extends Omit<DatasetOverview, 'keywords'> {
  keywords: string[];
}

export interface WaitForSyncOptions extends CallOptions {
  /** Give up after this long (TIMEOUT error). Default 10 minutes. */
  timeoutMs?: number;
  /** Called after every poll with the data source as the service reported it. */
  onStatus?: (dataSource: DataSource) => void;
  /** First wait between polls; grows by half each time up to 2 s. Default 100 ms. */
  intervalMs?: number;
}

export interface AddFileOptions extends UploadOptions, Omit<WaitForSyncOptions, 'signal'> {
  /** The dataset to add to; without it the service creates one (see `dataset_id` of the result). */
  datasetId?: string;
}

export interface DownloadedFile {
  bytes: Uint8Array;
  contentType?: string;
}

export interface DownloadOptions extends CallOptions {
  /** Refuse larger files. Default 200 MB. */
  maxBytes?: number;
}

type Without<T, K extends keyof T> = Omit<T, K>;

const DEFAULT_WAIT_MS = 10 * 60_000;
/**
 * Polling a sync: the first polls come fast, because a local engine often finishes in well under
 * a second and every wait adds to the time before the first answer; the waits then grow by half
 * up to 2 s, so a sync of minutes on the hosted service costs one request every 2 s.
 */
const FIRST_POLL_INTERVAL_MS = 100;
const MAX_POLL_INTERVAL_MS = 2_000;

/** The wait before the next poll, after waiting `previous` ms. */
export function nextPollInterval(previous: number): number {
  return Math.min(MAX_POLL_INTERVAL_MS, Math.round(previous * 1.5));
}
const DEFAULT_DOWNLOAD_MAX = 200 * 1024 * 1024;
/** A server whose pages never run out would otherwise keep an iteration going forever. */
const MAX_PAGES = 100_000;

export class DataAnalysisClient {
  private readonly transport: Transport;
  private readonly userId: string;
  private readonly uploadThresholdBytes: number;
  private readonly uploadConcurrency: number;
  /** Multipart uploads that failed part way: the same file uploaded again resumes them. */
  private readonly unfinishedUploads = new UnfinishedUploads();
  private readonly logger: ClientLogger;

  constructor(options: ClientOptions) {
    const check = new InputCheck();
    checkUserId(check, options.userId);
    check.assert();
    this.userId = options.userId;
    this.logger = options.logger ?? SILENT_LOGGER;
    this.uploadThresholdBytes = options.uploadThresholdBytes ?? LIMITS.smallUploadBytes;
    this.uploadConcurrency = Math.max(1, options.uploadConcurrency ?? 4);
    this.transport = new Transport({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      proxy: options.proxy,
      timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
      retry: { ...DEFAULT_RETRY, ...options.retry },
      logger: this.logger,
      userAgent: options.userAgent ?? `data-analysis-client node/${process.versions.node}`,
      locale: options.locale && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,6}$/.test(options.locale) ? options.locale : undefined,
    });
  }

  /**
   * Closes every connection of this client; requests in flight fail. With `graceful`, new
   * requests are refused but those in flight (a streaming answer) finish first; the promise
   * settles when they have.
   */
  async close(options: { graceful?: boolean } = {}): Promise<void> {
    await this.transport.close(options);
  }

  // -------------------------------------------------------------------------------------------
  // Sessions
  // -------------------------------------------------------------------------------------------

  async createSession(body: Without<CreateSessionBody, 'user_id'>, options: CallOptions = {}): Promise<CreatedId & Traced> {
    return this.postAsUser<CreatedId, CreateSessionBody>('/v2/team/sessions', body, checkCreateSession, options);
  }

  async listSessions(query: ListQuery = {}, options: CallOptions = {}): Promise<TracedPage<Session>> {
    return this.list<Session>('/v2/team/sessions', query, options);
  }

  /** Every page of sessions, one after another. */
  sessions(query: ListQuery = {}, options: CallOptions = {}): AsyncIterable<TracedPage<Session>> {
    return this.pages((q) => this.listSessions(q, options), query);
  }

  async getSession(sessionId: string, options: CallOptions = {}): Promise<Session & Traced> {
    return this.get<Session>(`/v2/team/sessions/${seg('sessionId', sessionId)}`, {}, options);
  }

  async modifySession(sessionId: string, body: Without<ModifySessionBody, 'user_id'>, options: CallOptions = {}): Promise<Traced> {
    return this.postAsUser<object, ModifySessionBody>(`/v2/team/sessions/${seg('sessionId', sessionId)}`, body, checkModifySession, options);
  }

  async deleteSession(sessionId: string, options: CallOptions = {}): Promise<Traced> {
    return this.delete(`/v2/team/sessions/${seg('sessionId', sessionId)}`, options);
  }

  async getHistory(sessionId: string, query: PageQuery = {}, options: CallOptions = {}): Promise<TracedPage<JobHistoryRecord>> {
    return this.list<JobHistoryRecord>(`/v2/team/sessions/${seg('sessionId', sessionId)}/history`, query, options);
  }

  historyPages(sessionId: string, query: PageQuery = {}, options: CallOptions = {}): AsyncIterable<TracedPage<JobHistoryRecord>> {
    return this.pages((q) => this.getHistory(sessionId, q, options), query);
  }

  // -------------------------------------------------------------------------------------------
  // Datasets
  // -------------------------------------------------------------------------------------------

  async createDataset(body: Without<CreateDatasetBody, 'user_id'>, options: CallOptions = {}): Promise<CreatedId & Traced> {
    return this.postAsUser<CreatedId, CreateDatasetBody>('/v2/team/datasets', body, checkCreateDataset, options);
  }

  async listDatasets(query: ListQuery = {}, options: CallOptions = {}): Promise<TracedPage<Dataset>> {
    return this.list<Dataset>('/v2/team/datasets', query, options);
  }

  datasetPages(query: ListQuery = {}, options: CallOptions = {}): AsyncIterable<TracedPage<Dataset>> {
    return this.pages((q) => this.listDatasets(q, options), query);
  }

  async modifyDataset(datasetId: string, body: Without<ModifyDatasetBody, 'user_id'>, options: CallOptions = {}): Promise<Traced> {
    return this.postAsUser<object, ModifyDatasetBody>(`/v2/team/datasets/${seg('datasetId', datasetId)}`, body, checkModifyDataset, options);
  }

  async deleteDataset(datasetId: string, options: CallOptions = {}): Promise<Traced> {
    return this.delete(`/v2/team/datasets/${seg('datasetId', datasetId)}`, options);
  }

  /** The overview with `keywords` always a list (documented as a string, seen as an array). */
  async getDatasetOverview(datasetId: string, options: CallOptions = {}): Promise<DatasetOverviewView & Traced> {
    const raw = await this.get<Partial<DatasetOverview>>(`/v2/team/datasets/${seg('datasetId', datasetId)}/overview`, {}, options);
    return {
      id: typeof raw.id === 'string' ? raw.id : datasetId,
      name: typeof raw.name === 'string' ? raw.name : '',
      description: typeof raw.description === 'string' ? raw.description : '',
      summary: typeof raw.summary === 'string' ? raw.summary : '',
      exploration_questions: Array.isArray(raw.exploration_questions) ? raw.exploration_questions.filter((q) => typeof q === 'string' && q !== '') : [],
      keywords: normaliseKeywords(raw.keywords),
      traceId: raw.traceId,
    };
  }

  async getDatasetStatus(datasetId: string, options: CallOptions = {}): Promise<DatasetStatusSummary & Traced> {
    return this.get<DatasetStatusSummary>(`/v2/team/datasets/${seg('datasetId', datasetId)}/status`, {}, options);
  }

  /** The local engine only (docs/interface-notes.md): the dataset's tables as SQL names them. */
  async listDatasetTables(datasetId: string, options: CallOptions = {}): Promise<{ tables: DatasetTable[] } & Traced> {
    return this.get<{ tables: DatasetTable[] }>(`/v2/team/datasets/${seg('datasetId', datasetId)}/tables`, {}, options);
  }

  /** The local engine only: one read-only SELECT over the dataset's tables (checked and time-limited there). */
  async runSql(datasetId: string, body: SqlQueryBody, options: CallOptions = {}): Promise<SqlQueryResult & Traced> {
    return this.post<SqlQueryResult>(`/v2/team/datasets/${seg('datasetId', datasetId)}/sql`, { ...body, user_id: this.userId }, options);
  }

  // -------------------------------------------------------------------------------------------
  // Data sources and files
  // -------------------------------------------------------------------------------------------

  async createDataSource(datasetId: string, body: DataSourceInput, options: CallOptions = {}): Promise<DataSource & Traced> {
    return this.postAsUser<DataSource, CreateDataSourceBody>(`/v2/team/datasets/${seg('datasetId', datasetId)}/datasources`, { type: 'FILE', ...body }, checkCreateDataSource, options);
  }

  /** The service creates a dataset for it: keep the result's `dataset_id`. */
  async createDataSourceWithoutDataset(body: DataSourceInput, options: CallOptions = {}): Promise<DataSource & Traced> {
    return this.postAsUser<DataSource, CreateDataSourceBody>('/v2/team/datasources', { type: 'FILE', ...body }, checkCreateDataSource, options);
  }

  /**
   * Local engine only: a data source that reads the file at `filePath` (an absolute path on this
   * machine) where it is, instead of an uploaded copy. The engine refuses (403) when it was not
   * started to read files in place or the file is not one it reads so; upload a copy then.
   */
  async readFileInPlace(filePath: string, datasetId?: string, options: CallOptions = {}): Promise<DataSource & Traced> {
    const body = { user_id: this.userId, path: filePath, ...(datasetId ? { dataset_id: datasetId } : {}) };
    return this.post<DataSource>('/v2/team/local-files', body, options);
  }

  async listDataSources(datasetId: string, query: ListDataSourcesQuery = {}, options: CallOptions = {}): Promise<TracedPage<DataSource>> {
    this.checked(checkDataSourceQuery(query));
    const { status, ...rest } = query;
    const q: Query = { ...rest };
    if (status !== undefined) q.status = Array.isArray(status) ? status.join(',') : status;
    return this.page<DataSource>(`/v2/team/datasets/${seg('datasetId', datasetId)}/datasources`, q, options);
  }

  dataSourcePages(datasetId: string, query: ListDataSourcesQuery = {}, options: CallOptions = {}): AsyncIterable<TracedPage<DataSource>> {
    return this.pages((q) => this.listDataSources(datasetId, q, options), query);
  }

  async getDataSource(datasetId: string, dataSourceId: string, options: CallOptions = {}): Promise<DataSource & Traced> {
    return this.get<DataSource>(`/v2/team/datasets/${seg('datasetId', datasetId)}/datasources/${seg('dataSourceId', dataSourceId)}`, {}, options);
  }

  async deleteDataSource(datasetId: string, dataSourceId: string, options: CallOptions = {}): Promise<Traced> {
    return this.delete(`/v2/team/datasets/${seg('datasetId', datasetId)}/datasources/${seg('dataSourceId', dataSourceId)}`, options);
  }

  /** A time-limited download address; `expiresIn` seconds, at least 60 (service default 600). */
  async presignDataSource(datasetId: string, dataSourceId: string, options: CallOptions & { expiresIn?: number } = {}): Promise<PresignedDownload & Traced> {
    this.checked(checkPresign(options.expiresIn, this.userId));
    const body = { ...(options.expiresIn !== undefined ? { expires_in: options.expiresIn } : {}), user_id: this.userId };
    // Presigning has no lasting effect: safe to repeat.
    const result = await this.transport.call<PresignedDownload>({
      method: 'POST',
      path: `/v2/team/datasets/${seg('datasetId', datasetId)}/datasources/${seg('dataSourceId', dataSourceId)}/presign`,
      json: body,
      idempotent: true,
      signal: options.signal,
    });
    return { ...result.data, traceId: result.traceId };
  }

  /**
   * Uploads a local file (small or multipart by size) and returns its `file_object_key`. A
   * multipart upload that failed part way (connection lost, cancelled) is resumed when the same
   * unchanged file is uploaded again through this client: only the parts not yet accepted are sent.
   */
  async uploadFile(filePath: string, options: UploadOptions = {}): Promise<UploadedFile & Traced> {
    const settings = { userId: this.userId, thresholdBytes: this.uploadThresholdBytes, concurrency: this.uploadConcurrency, unfinished: this.unfinishedUploads };
    return uploadFile(this.transport, settings, filePath, options);
  }

  /**
   * Polls a data source until it is `synched` or `invalid` and returns it in that state (check
   * `status`; an invalid one may carry `reason`). Back-off from `intervalMs` up to 2 s; TIMEOUT
   * after `timeoutMs`; ABORTED when the signal fires.
   */
  async waitForSync(datasetId: string, dataSourceId: string, options: WaitForSyncOptions = {}): Promise<DataSource & Traced> {
    const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_WAIT_MS);
    let interval = Math.max(1, options.intervalMs ?? FIRST_POLL_INTERVAL_MS);
    for (;;) {
      const ds = await this.getDataSource(datasetId, dataSourceId, { signal: options.signal });
      options.onStatus?.(ds);
      if (ds.status === 'synched' || ds.status === 'invalid') return ds;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new ServiceError({ code: 'TIMEOUT', msg: `${ds.name || dataSourceId} was still ${ds.status} when the wait ended; it may finish later`, traceId: ds.traceId });
      }
      await sleep(Math.min(interval, left), options.signal);
      interval = nextPollInterval(interval);
    }
  }

  /** Upload → create the data source (in `datasetId`, or a new dataset) → wait for the sync. */
  async addFile(filePath: string, options: AddFileOptions = {}): Promise<DataSource & Traced> {
    const name = options.fileName ?? path.basename(filePath);
    const uploaded = await this.uploadFile(filePath, options);
    const body = { name, file_object_key: uploaded.file_object_key };
    const created = options.datasetId
      ? await this.createDataSource(options.datasetId, body, { signal: options.signal })
      : await this.createDataSourceWithoutDataset(body, { signal: options.signal });
    options.onStatus?.(created);
    if (created.status === 'synched' || created.status === 'invalid') return created;
    return this.waitForSync(created.dataset_id, created.id, options);
  }

  // -------------------------------------------------------------------------------------------
  // Jobs
  // -------------------------------------------------------------------------------------------

  /** Asks a question and waits for the whole answer. NEVER retried (each job costs quota). */
  async createJob(body: Without<CreateJobBody, 'user_id' | 'stream'>, options: CallOptions = {}): Promise<Job & Traced> {
    const full: CreateJobBody = { ...body, stream: false, user_id: this.userId };
    this.checked(checkCreateJob(full));
    const result = await this.transport.call<Job>({
      method: 'POST',
      path: '/v2/team/jobs',
      json: full,
      idempotent: false,
      signal: options.signal,
      headersTimeoutMs: this.transport.timeouts.jobHeadersMs,
    });
    if (!result.data || typeof result.data.job_id !== 'string') {
      throw new ServiceError({ code: 'BAD_RESPONSE', msg: 'the job answer has no job_id', traceId: result.traceId });
    }
    return { job_id: result.data.job_id, blocks: blocksFromJob(result.data), traceId: result.traceId };
  }

  /**
   * Asks a question with a streamed answer. Resolves once the stream is open; an error before that
   * (input, network, HTTP 4xx/5xx, a refused key) rejects. After that nothing rejects: iterate
   * the events and read `result` for the outcome and every block received. NEVER retried.
   * Aborting `signal` (or calling `abort()`) closes the connection at once.
   */
  async streamJob(body: Without<CreateJobBody, 'user_id' | 'stream'>, options: CallOptions = {}): Promise<JobStream> {
    const full: CreateJobBody = { ...body, stream: true, user_id: this.userId };
    this.checked(checkCreateJob(full));
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const res = await this.transport.open({
        method: 'POST',
        path: '/v2/team/jobs',
        json: full,
        idempotent: false,
        signal: controller.signal,
        accept: 'text/event-stream',
      });
      const contentType = headerValue(res.headers['content-type']) ?? '';
      let stream: JobStream;
      if (/^text\/event-stream/i.test(contentType)) {
        stream = JobStream.fromBody(res, controller, this.logger);
      } else {
        // Not a stream: an envelope (an error at HTTP 200, or the whole job at once).
        const bytes = await readAll(res.body, 64 * 1024 * 1024, res);
        const job = await this.transport.parse<Job>(res, bytes);
        stream = JobStream.fromJob(job, res.traceId, controller, this.logger);
      }
      void stream.result.finally(() => options.signal?.removeEventListener('abort', onAbort));
      return stream;
    } catch (error) {
      options.signal?.removeEventListener('abort', onAbort);
      throw error;
    }
  }

  /**
   * Downloads a TABLE or IMAGE result. The address is usually a signed object-store URL: the API
   * key is sent only when it points at the service itself.
   */
  async downloadResult(url: string, options: DownloadOptions = {}): Promise<DownloadedFile> {
    let target: URL;
    try {
      target = new URL(url, this.transport.baseUrl.origin);
    } catch {
      throw new ServiceError({ code: 'INVALID_INPUT', field: 'url', msg: 'is not a download address' });
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new ServiceError({ code: 'INVALID_INPUT', field: 'url', msg: 'must be an http or https address' });
    }
    const max = options.maxBytes ?? DEFAULT_DOWNLOAD_MAX;
    return this.transport.withRetries(true, options.signal, async () => {
      const res = await this.transport.open({ method: 'GET', path: '', url: target, idempotent: false, signal: options.signal, accept: '*/*' });
      const bytes = await readAll(res.body, max, res);
      const contentType = headerValue(res.headers['content-type']);
      return contentType ? { bytes, contentType } : { bytes };
    });
  }

  // -------------------------------------------------------------------------------------------
  // Plumbing
  // -------------------------------------------------------------------------------------------

  private checked(check: InputCheck): void {
    for (const note of check.notes) this.logger.warn(`${note.field} ${note.message}`);
    check.assert();
  }

  private async get<T extends object>(pathName: string, query: Query, options: CallOptions): Promise<T & Traced> {
    const result = await this.transport.call<T>({ method: 'GET', path: pathName, query: { ...query, user_id: this.userId }, idempotent: true, signal: options.signal });
    return { ...result.data, traceId: result.traceId };
  }

  /** One page of a list that takes the common paging and search query, checked before it is sent. */
  private list<T>(pathName: string, query: ListQuery, options: CallOptions): Promise<TracedPage<T>> {
    this.checked(checkListQuery(query));
    return this.page<T>(pathName, { ...query }, options);
  }

  private async page<T>(pathName: string, query: Query, options: CallOptions): Promise<TracedPage<T>> {
    const data = await this.get<Partial<Page<T>>>(pathName, query, options);
    if (!Array.isArray(data.records)) {
      throw new ServiceError({ code: 'BAD_RESPONSE', msg: `the list answer of ${pathName} has no records`, traceId: data.traceId });
    }
    return {
      records: data.records,
      total_items: typeof data.total_items === 'number' ? data.total_items : data.records.length,
      page_number: typeof data.page_number === 'number' ? data.page_number : Number(query.page_number ?? LIMITS.defaultPageNumber),
      page_size: typeof data.page_size === 'number' ? data.page_size : Number(query.page_size ?? LIMITS.defaultPageSize),
      traceId: data.traceId,
    };
  }

  private async *pages<T, Q extends PageQuery>(fetchPage: (query: Q) => Promise<TracedPage<T>>, query: Q): AsyncGenerator<TracedPage<T>> {
    let pageNumber = query.page_number ?? LIMITS.defaultPageNumber;
    let seen = 0;
    for (let i = 0; i < MAX_PAGES; i++) {
      const page = await fetchPage({ ...query, page_number: pageNumber });
      yield page;
      seen += page.records.length;
      const size = page.page_size || query.page_size || LIMITS.defaultPageSize;
      if (page.records.length === 0 || page.records.length < size || pageNumber * size >= page.total_items || seen >= page.total_items) return;
      pageNumber++;
    }
  }

  /** POSTs `body` as this user's, once `check` passes (a failed check throws before anything is sent). */
  private async postAsUser<T extends object, F extends { user_id: string }>(pathName: string, body: Without<F, 'user_id'>, check: (full: F) => InputCheck, options: CallOptions): Promise<T & Traced> {
    // Without<F, 'user_id'> plus user_id is F again; TypeScript cannot see that for a generic F.
    const full = { ...body, user_id: this.userId } as F;
    this.checked(check(full));
    return this.post<T>(pathName, full, options);
  }

  private async post<T extends object>(pathName: string, body: object, options: CallOptions): Promise<T & Traced> {
    const result = await this.transport.call<T>({ method: 'POST', path: pathName, json: body, idempotent: false, signal: options.signal });
    return { ...result.data, traceId: result.traceId };
  }

  private async delete(pathName: string, options: CallOptions): Promise<Traced> {
    const result = await this.transport.call<object>({ method: 'DELETE', path: pathName, json: { user_id: this.userId }, idempotent: false, signal: options.signal });
    return { traceId: result.traceId };
  }
}

/** What a caller gives to create a data source: a name and exactly one of url / file_object_key. */
export type DataSourceInput = Without<CreateDataSourceBody, 'user_id' | 'type'> & { type?: 'FILE' };

/** Keywords arrive as an array or as one string (comma or line separated). */
export function normaliseKeywords(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((k): k is string => typeof k === 'string').map((k) => k.trim()).filter(Boolean);
  if (typeof value === 'string') return value.split(/[,，;；\n]/).map((k) => k.trim()).filter(Boolean);
  return [];
}

/** An id placed in a path: required, and encoded so it can never change the path. */
function seg(field: string, value: string): string {
  return encodeURIComponent(requireId(field, value));
}
