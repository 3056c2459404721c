/**
 * The wire shapes of the Data Analysis Service v2 interface: the single definition that the
 * local engine serves and the client reads (see shared/spec/service-interface.md and
 * service-wire-notes.md). Field names are the service's own (snake_case) on purpose.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations and limits
// ---------------------------------------------------------------------------------------------

export const OUTPUT_LANGUAGES = [
  'AUTO', 'EN', 'ES', 'AR', 'PT', 'ID', 'JA', 'RU', 'HI', 'FR', 'DE', 'VI', 'TR', 'PL', 'IT', 'KO',
  'ZH-CN', 'ZH-TW',
] as const;
export type OutputLanguage = (typeof OUTPUT_LANGUAGES)[number];

export const JOB_MODES = ['AUTO', 'DATA_ANALYTICS'] as const;
export type JobMode = (typeof JOB_MODES)[number];

export const DATA_SOURCE_STATUSES = ['invalid', 'synching', 'synched'] as const;
export type DataSourceStatus = (typeof DATA_SOURCE_STATUSES)[number];

export const AGENT_ID = 'DATA_ANALYSIS_AGENT';

/** File extensions the service accepts for a data source (lower case, with the dot). */
export const SUPPORTED_EXTENSIONS = [
  '.csv', '.tsv', '.md', '.mdx', '.json', '.txt', '.pdf', '.pptx', '.ppt', '.doc', '.docx', '.xls',
  '.xlsx',
] as const;
export type SupportedExtension = (typeof SUPPORTED_EXTENSIONS)[number];

export const LIMITS = {
  sessionsPerUser: 150,
  nameLength: 128,
  descriptionLength: 5000,
  searchLength: 128,
  externalTraceIdLength: 128,
  maxContextualJobHistory: 10,
  datasourceIdsPerJob: 1000,
  questionLength: 6000,
  presignMinSeconds: 60,
  presignDefaultSeconds: 600,
  defaultPageNumber: 1,
  defaultPageSize: 10,
  /** The docs advise the multipart upload above this size. */
  smallUploadBytes: 1024 * 1024,
  requestsPerSecond: 20,
} as const;

/** Error codes seen on the wire (service-wire-notes.md §3). */
export const ERROR_CODES = {
  ok: 0,
  rateLimited: 201,
  expiredCredentials: 1002,
  insufficientAuthentication: 1003,
  badCredentials: 1004,
  internal: 9999,
  jobFailed: 210020,
  jobQuotaExceeded: 210021,
  questionTooLong: 210022,
  dataSourcesNotSynched: 210023,
  tooManyDataSources: 210025,
  invalidAnalysis: 210026,
  invalidParameters: 300001,
  noPermission: 300002,
  notFound: 300003,
  unsupportedExtension: 300004,
  emptyFile: 300005,
  storageUsedUp: 300006,
  uploadFailed: 300007,
  presignFailed: 300008,
  sessionLimit: 300009,
  dataSourceCreationFailed: 300011,
} as const;

// ---------------------------------------------------------------------------------------------
// Envelope and pagination
// ---------------------------------------------------------------------------------------------

/** Every 200 response. The spec shows the dataset overview's `code` as an object `{code}`; the hosted service and the local engine send the integer 0 (docs/interface-notes.md). Both are accepted. */
export interface Envelope<T> {
  code: number | { code: number };
  data?: T;
  msg?: string;
}

/** The body of an error response (HTTP 4xx/5xx, or 200 with a non-zero code). */
export interface ErrorBody {
  code: number;
  msg: string;
}

export interface Page<T> {
  total_items: number;
  page_number: number;
  page_size: number;
  records: T[];
}

export interface PageQuery {
  page_number?: number;
  page_size?: number;
}

export interface UserScoped {
  user_id: string;
}

// ---------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------

export interface Session {
  id: string;
  name: string;
  output_language?: OutputLanguage;
  job_mode?: JobMode;
  max_contextual_job_history?: number;
  agent_id?: string;
}

export interface SessionSettings {
  output_language?: OutputLanguage;
  job_mode?: JobMode;
  max_contextual_job_history?: number;
}

export interface CreateSessionBody extends SessionSettings, UserScoped {
  name: string;
  agent_id?: typeof AGENT_ID;
}

/** Modify session does not accept agent_id. */
export interface ModifySessionBody extends SessionSettings, UserScoped {
  name: string;
}

export interface CreatedId {
  id: string;
}

export interface ListQuery extends PageQuery {
  search?: string;
}

// ---------------------------------------------------------------------------------------------
// Datasets
// ---------------------------------------------------------------------------------------------

export interface Dataset {
  id: string;
  name: string;
  description: string;
}

export interface CreateDatasetBody extends UserScoped {
  name: string;
  description?: string;
}

/** At least one of name and description. */
export interface ModifyDatasetBody extends UserScoped {
  name?: string;
  description?: string;
}

export interface DatasetOverview {
  id: string;
  name: string;
  description: string;
  summary: string;
  exploration_questions: string[];
  /** Documented as a string, shown as an array: readers accept both. */
  keywords: string[] | string;
}

export interface DatasetStatusSummary {
  synched_count: number;
  invalid_count: number;
  synching_count: number;
}

// The local engine's own extension of v2 (docs/interface-notes.md): read-only SQL for the data tools.

/** A table of a dataset as SQL names it (`GET /v2/team/datasets/{id}/tables`). */
export interface DatasetTable {
  table: string;
  /** The file (and sheet) it comes from. */
  label: string;
  file: string;
  row_count: number;
  columns: Array<{ name: string; type: string }>;
}

/** `POST /v2/team/datasets/{id}/sql`. */
export interface SqlQueryBody {
  sql: string;
  max_rows?: number;
  timeout_ms?: number;
}

export interface SqlQueryResult {
  columns: string[];
  types: string[];
  rows: unknown[][];
  row_count: number;
  /** True when the query had more rows than max_rows. */
  truncated: boolean;
  /** The dataset tables the statement read. */
  tables: string[];
  ms: number;
}

// ---------------------------------------------------------------------------------------------
// Data sources and files
// ---------------------------------------------------------------------------------------------

export interface DataSource {
  id: string;
  dataset_id: string;
  name: string;
  type: 'FILE';
  status: DataSourceStatus;
  /** Bytes; may be null (wire notes). */
  size?: number | null;
  /**
   * Why a source is invalid. Not in the public spec: the local engine adds it, and readers treat
   * it as optional.
   */
  reason?: string;
}

export interface CreateDataSourceBody extends UserScoped {
  name: string;
  type: 'FILE';
  url?: string;
  file_object_key?: string;
}

export interface ListDataSourcesQuery extends PageQuery {
  /** One value or several: sent comma-separated. */
  status?: DataSourceStatus | DataSourceStatus[];
}

export interface PresignBody extends UserScoped {
  expires_in?: number;
}

export interface PresignedDownload {
  presigned_url: string;
  expires_at: string;
}

export interface UploadedFile {
  file_object_key: string;
}

export interface InitMultipartBody extends UserScoped {
  file_name: string;
  file_size: number;
}

export interface MultipartPart {
  /** 1-based. */
  number: number;
  size: number;
  upload_url: string;
}

export interface InitMultipartResult {
  upload_id: string;
  file_object_key: string;
  part_items: MultipartPart[];
}

/** Both key spellings are sent in every item (wire notes §1). */
export interface PartEtag {
  number: number;
  part_number: number;
  etag: string;
}

export interface CompleteMultipartBody extends UserScoped {
  file_object_key: string;
  upload_id: string;
  part_etags: PartEtag[];
}

// ---------------------------------------------------------------------------------------------
// Jobs and answer blocks
// ---------------------------------------------------------------------------------------------

export interface CreateJobBody extends UserScoped {
  session_id: string;
  question: string;
  stream?: boolean;
  dataset_id?: string;
  datasource_ids?: string[];
  output_language?: OutputLanguage;
  job_mode?: JobMode;
}

export type Stage = 'Analyze' | 'Respond';

/** A TABLE or IMAGE result: download before expires_at. */
export interface FileRef {
  name: string;
  url: string;
  expires_at: string;
}

export interface SourceRef {
  source: string;
  datasource_id: string;
  dataset_id: string;
  file_type: string;
  id?: string;
  page_no?: number | null;
  content?: string | null;
  external_id?: string;
}

interface BlockBase {
  group_id: string;
  group_name?: string;
  stage: Stage;
}

export interface MessageBlock extends BlockBase { type: 'MESSAGE'; content: string }
/** A whole fenced Markdown code block. */
export interface CodeBlock extends BlockBase { type: 'CODE'; content: string }
export interface TableBlock extends BlockBase { type: 'TABLE'; content: FileRef }
export interface ImageBlock extends BlockBase { type: 'IMAGE'; content: FileRef }
export interface SourcesBlock extends BlockBase { type: 'SOURCES'; content: SourceRef[] }
export interface QuestionsBlock extends BlockBase { type: 'QUESTIONS'; content: string[] }

export type AnswerBlock =
  | MessageBlock
  | CodeBlock
  | TableBlock
  | ImageBlock
  | SourcesBlock
  | QuestionsBlock;
export type AnswerBlockType = AnswerBlock['type'];

export interface Job {
  job_id: string;
  blocks: AnswerBlock[];
}

/** In a history record a TABLE's content may be a plain download URL. */
export type HistoryAnswerBlock =
  | Exclude<AnswerBlock, TableBlock>
  | (BlockBase & { type: 'TABLE'; content: FileRef | string });

export interface JobHistoryRecord {
  job_id: string;
  question: { blocks: Array<{ type: 'MESSAGE' | 'CODE'; content: string }> };
  answer: { blocks: HistoryAnswerBlock[] };
}

// ---------------------------------------------------------------------------------------------
// Streamed jobs (Server-Sent Events, wire notes §2)
// ---------------------------------------------------------------------------------------------

export const STREAM_EVENTS = [
  'JOB_ID', 'TASK', 'MESSAGE', 'CODE', 'TABLE', 'IMAGE', 'SOURCES', 'QUESTIONS', 'TRIGGER',
  'TITLE_GENERATION', 'ERROR', 'END_MARK',
] as const;
export type StreamEventName = (typeof STREAM_EVENTS)[number];

export type TaskStatus = 'running' | 'done' | 'error';

export interface TaskContent {
  name: string;
  id: string;
  status: TaskStatus;
  parent_id: string | null;
  stage: Stage;
  properties: Record<string, unknown>;
}

/** The JSON envelope of every JSON `data:` line of a streamed job. */
export interface StreamEnvelope<C = unknown> {
  id: string;
  model: string;
  choices: Array<{
    delta: { role?: string | null; content: C };
    index: number;
    finish_reason: null;
  }>;
  created: number;
  group_id: string;
  group_name: string;
  stage: Stage;
}

/** `data` of END_MARK. */
export const END_MARK_DONE = '[DONE]';
export const END_MARK_ERROR = '[ERROR]';
