/**
 * What the data tools do, once, for every front end that is not the chat panel: VS Code's agent
 * mode (src/tools/lmTools.ts), `@analyst` (src/participant/) and the MCP server (src/mcp/). It
 * talks to whichever service the caller gives (the local engine or the hosted service) through
 * `ServiceApi`, never imports `vscode`, and returns Markdown meant for a model or a person:
 * figures only from answers the service computed, the SQL that ran, and errors as sentences that
 * say what to do next.
 *
 * Tool inputs are not validated by VS Code (nor by every MCP client): each tool checks its own.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isServiceError } from '../api/errors';
import type { JobResult } from '../api/jobStream';
import type { AnswerBlock, DataSource, Dataset, FileRef, SqlQueryResult } from '../api/types';
import { ERROR_CODES, LIMITS } from '../api/types';
import { csvToMarkdownTable } from '../chat/resultFormat';
import { parseCsv } from '../common/csv';
import { markdownTableCell } from '../common/markdown';
import type { ServiceApi } from '../connection/serviceApi';
import type { ToolId } from './specs';

/** A failure the model (or person) can act on: the message says what went wrong and what to do. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

const UPLOADED_PREFIX = 'Uploaded ';

/** The dataset id in analyze_file's answer (how @analyst learns it when the tool ran through VS Code). */
export function datasetIdOfUpload(markdown: string): string | undefined {
  if (!markdown.startsWith(UPLOADED_PREFIX)) return undefined;
  return /^Uploaded .* into dataset `([^`]+)`/.exec(markdown)?.[1];
}

/** The most rows run_sql returns (the engine's own cap). */
export const SQL_MAX_ROWS = 1000;
/** Rows of a result table put in a tool's answer; the whole table stays a download away. */
export const TABLE_EXCERPT_ROWS = 20;
/** Data files that the engine reads as tables or text. */
export const ANALYZABLE_EXTENSIONS = ['.csv', '.tsv', '.xlsx', '.xls', '.json', '.txt', '.md', '.mdx', '.pdf', '.doc', '.docx', '.ppt', '.pptx'];

export interface ListDatasetsInput { search?: string }
export interface DescribeDatasetInput { datasetId?: string }
export interface AskQuestionInput { question: string; datasetId?: string; sessionId?: string }
export interface AnalyzeFileInput { path: string; datasetId?: string }
export interface RunSqlInput { sql: string; datasetId?: string; maxRows?: number }

export interface ToolInputs {
  listDatasets: ListDatasetsInput;
  describeDataset: DescribeDatasetInput;
  askQuestion: AskQuestionInput;
  runSql: RunSqlInput;
  analyzeFile: AnalyzeFileInput;
}

/** A result table: its file name, the rows shown, how many rows it has in all. */
export interface TableExcerpt {
  name: string;
  markdown: string;
  rowCount: number;
  shownRows: number;
}

export interface AskOutcome {
  datasetId: string;
  sessionId: string;
  jobId?: string;
  /** The answer blocks in the order the service sent them. */
  blocks: AnswerBlock[];
  /** The TABLE blocks' excerpts, by block index (absent when the download failed). */
  tables: Map<number, TableExcerpt>;
  /** The SQL statements that ran (the fenced CODE blocks in `sql`). */
  sql: string[];
  followUps: string[];
  status: JobResult['status'];
  error?: string;
  /** Markdown for a model: the whole answer with the table excerpts and the code. */
  markdown: string;
}

export interface AnalyzeOutcome {
  datasetId: string;
  dataSource: DataSource;
  markdown: string;
}

/** Reads an input object against what a tool accepts; unknown fields are refused by name. */
export function readToolInput<K extends ToolId>(id: K, raw: unknown): ToolInputs[K] {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new ToolError('The input must be a JSON object.');
  const input = raw as Record<string, unknown>;
  const allowed: Record<ToolId, string[]> = {
    listDatasets: ['search'],
    describeDataset: ['datasetId'],
    askQuestion: ['question', 'datasetId', 'sessionId'],
    runSql: ['sql', 'datasetId', 'maxRows'],
    analyzeFile: ['path', 'datasetId'],
  };
  const unknown = Object.keys(input).filter((key) => !allowed[id].includes(key));
  if (unknown.length) throw new ToolError(`Unknown input field(s): ${unknown.join(', ')}. Allowed: ${allowed[id].join(', ') || 'none'}.`);
  const text = (field: string, required: boolean, max = 10_000): string | undefined => {
    const value = input[field];
    if (value === undefined || value === null || value === '') {
      if (required) throw new ToolError(`"${field}" is required and must be a non-empty string.`);
      return undefined;
    }
    if (typeof value !== 'string') throw new ToolError(`"${field}" must be a string, not ${Array.isArray(value) ? 'an array' : typeof value}.`);
    if (value.trim() === '') {
      if (required) throw new ToolError(`"${field}" is required and must be a non-empty string.`);
      return undefined;
    }
    if (value.length > max) throw new ToolError(`"${field}" is longer than ${max} characters.`);
    return value.trim();
  };
  switch (id) {
    case 'listDatasets':
      return { search: text('search', false, 200) } as ToolInputs[K];
    case 'describeDataset':
      return { datasetId: text('datasetId', false, 200) } as ToolInputs[K];
    case 'askQuestion':
      return {
        question: text('question', true, LIMITS.questionLength) as string,
        datasetId: text('datasetId', false, 200),
        sessionId: text('sessionId', false, 200),
      } as ToolInputs[K];
    case 'runSql': {
      const maxRows = input.maxRows;
      if (maxRows !== undefined && maxRows !== null && (typeof maxRows !== 'number' || !Number.isInteger(maxRows) || maxRows < 1 || maxRows > SQL_MAX_ROWS)) {
        throw new ToolError(`"maxRows" must be a whole number from 1 to ${SQL_MAX_ROWS}.`);
      }
      return {
        sql: text('sql', true, 20_000) as string,
        datasetId: text('datasetId', false, 200),
        ...(typeof maxRows === 'number' ? { maxRows } : {}),
      } as ToolInputs[K];
    }
    case 'analyzeFile':
      return { path: text('path', true, 4096) as string, datasetId: text('datasetId', false, 200) } as ToolInputs[K];
  }
  throw new ToolError(`Unknown tool ${String(id)}.`);
}

export interface DataToolsOptions {
  /** The service to use, asked for at every call (the user may switch service in between). */
  api: () => Promise<ServiceApi>;
  /** Where a relative file path starts (the workspace folder, or the current directory). */
  baseDir: () => string | undefined;
  /** Names what needs the local engine in messages ("local engine" or "hosted service"). */
  serviceName: () => string;
  /** True when the service is the local engine (SQL runs only there). */
  isLocal: () => boolean;
}

export class DataTools {
  /** One session per dataset for questions asked without a session id, so follow-ups keep context. */
  private readonly sessions = new Map<string, string>();

  constructor(private readonly options: DataToolsOptions) {}

  async listDatasets(input: ListDatasetsInput, signal?: AbortSignal): Promise<string> {
    const api = await this.options.api();
    const datasets = await this.allDatasets(api, input.search, signal);
    if (datasets.length === 0) {
      return input.search
        ? `No dataset's name contains "${input.search}" on the ${this.options.serviceName()}.`
        : `The ${this.options.serviceName()} has no datasets yet. Upload a data file with the analyze_file tool (or /analyze with @analyst) to create one.`;
    }
    const lines = [`${datasets.length} dataset${datasets.length === 1 ? '' : 's'} on the ${this.options.serviceName()}:`];
    for (const dataset of datasets) {
      const sources = await this.sources(api, dataset.id, signal);
      const files = sources.map((s) => `${s.name} (${s.status}${s.status === 'invalid' && s.reason ? `: ${s.reason}` : ''})`).join(', ');
      lines.push(`- **${dataset.name}** — id \`${dataset.id}\`${dataset.description ? ` — ${dataset.description}` : ''}${files ? ` — files: ${files}` : ' — no files'}`);
    }
    return lines.join('\n');
  }

  async describeDataset(input: DescribeDatasetInput, signal?: AbortSignal): Promise<string> {
    const api = await this.options.api();
    const datasetId = await this.resolveDataset(api, input.datasetId, signal);
    const [overview, sources] = await Promise.all([api.getDatasetOverview(datasetId, signal), this.sources(api, datasetId, signal)]);
    const lines = [`## Dataset ${overview.name} (\`${datasetId}\`)`];
    if (overview.description) lines.push('', overview.description);
    lines.push('', '### Files');
    if (sources.length === 0) lines.push('No files yet.');
    for (const s of sources) lines.push(`- ${s.name}: ${s.status}${s.status === 'invalid' && s.reason ? ` (${s.reason})` : ''}`);
    if (this.options.isLocal()) {
      const tables = await api.listDatasetTables(datasetId, signal);
      if (tables.length) {
        lines.push('', '### Tables for run_sql', '');
        for (const t of tables) lines.push(`- \`${quoteIdentifier(t.table)}\` (${t.label}, ${t.row_count} rows): ${t.columns.map((c) => `${c.name} ${c.type}`).join(', ')}`);
      }
    }
    if (overview.summary) lines.push('', '### Summary', '', overview.summary);
    if (overview.exploration_questions.length) lines.push('', '### Questions it can answer', '', ...overview.exploration_questions.map((q) => `- ${q}`));
    return lines.join('\n');
  }

  /**
   * `onBlocks` sees the blocks so far each time one arrives or grows (for streaming them on).
   * Without a session id the dataset's last tool session is reused, unless `newSession` (a chat
   * conversation keeps its own sessions).
   */
  async askQuestion(input: AskQuestionInput, signal?: AbortSignal, options: { onBlocks?: (blocks: AnswerBlock[]) => void; newSession?: boolean } = {}): Promise<AskOutcome> {
    const { onBlocks } = options;
    const api = await this.options.api();
    const datasetId = await this.resolveDataset(api, input.datasetId, signal);
    const reused = input.sessionId ?? (options.newSession ? undefined : this.sessions.get(datasetId));
    const sessionId = reused ?? (await api.createSession(sessionName(input.question)));
    if (!input.sessionId && !options.newSession) this.sessions.set(datasetId, sessionId);
    const stream = await api.streamJob({ session_id: sessionId, question: input.question, dataset_id: datasetId }, signal);
    if (onBlocks) for await (const event of stream) if (event.type === 'block') onBlocks(stream.reducer.blocks);
    const result = await stream.result;
    const tables = new Map<number, TableExcerpt>();
    await Promise.all(
      result.blocks.map(async (block, index) => {
        if (block.type !== 'TABLE') return;
        const excerpt = await this.tableExcerpt(api, block.content, signal).catch(() => undefined);
        if (excerpt) tables.set(index, excerpt);
      }),
    );
    const error = result.status === 'completed' ? undefined : describeJobFailure(result);
    const outcome: AskOutcome = {
      datasetId,
      sessionId,
      jobId: result.job_id,
      blocks: result.blocks,
      tables,
      sql: result.blocks.flatMap((b) => (b.type === 'CODE' ? fencedCode(b.content).filter((c) => c.language === 'sql').map((c) => c.code) : [])),
      followUps: result.blocks.flatMap((b) => (b.type === 'QUESTIONS' ? b.content : [])),
      status: result.status,
      error,
      markdown: '',
    };
    outcome.markdown = answerMarkdown(outcome);
    if (result.status !== 'completed' && result.blocks.length === 0) throw new ToolError(error ?? 'The question was not answered.');
    return outcome;
  }

  /**
   * One read-only SQL statement over a dataset's tables, on the local engine only (the engine
   * checks it with the planner's validator and stops it at its time limit). A refusal comes back
   * as the engine's message, which says what to change and which tables exist.
   */
  async runSql(input: RunSqlInput, signal?: AbortSignal): Promise<{ datasetId: string; result: SqlQueryResult; markdown: string }> {
    if (!this.options.isLocal()) {
      throw new ToolError(`run_sql needs the local engine: the ${this.options.serviceName()} does not run SQL sent by a client. Use ask_question instead, or switch the Data Analysis service to the local engine.`);
    }
    const api = await this.options.api();
    const datasetId = await this.resolveDataset(api, input.datasetId, signal);
    let result: SqlQueryResult;
    try {
      result = await api.runSql(datasetId, { sql: input.sql, ...(input.maxRows ? { max_rows: input.maxRows } : {}) }, signal);
    } catch (error) {
      // The engine's own sentence is what a model can act on; the generic "rejected parameters" is not.
      if (isServiceError(error) && error.code === ERROR_CODES.invalidParameters && error.msg) throw new ToolError(error.msg);
      throw error;
    }
    return { datasetId, result, markdown: sqlResultMarkdown(result, datasetId) };
  }

  /** Uploads a file and waits until the service has read it (or says why it could not). */
  async analyzeFile(input: AnalyzeFileInput, signal?: AbortSignal): Promise<AnalyzeOutcome> {
    const filePath = await this.resolveFile(input.path);
    const api = await this.options.api();
    let datasetId = input.datasetId;
    if (datasetId) await this.requireDataset(api, datasetId, signal);
    const key = await api.uploadFile(filePath, { signal });
    datasetId ??= await api.createDataset(path.basename(filePath, path.extname(filePath)));
    const created = await api.createDataSource(datasetId, path.basename(filePath), key);
    const source = await api.waitForSync(datasetId, created.id, { signal });
    if (source.status === 'invalid') {
      throw new ToolError(`The service could not read ${path.basename(filePath)}${source.reason ? `: ${source.reason}` : ''}. It is kept as an invalid file in dataset ${datasetId}; check the file's format.`);
    }
    const described = await this.describeDataset({ datasetId }, signal);
    return { datasetId, dataSource: source, markdown: `${UPLOADED_PREFIX}${path.basename(filePath)} into dataset \`${datasetId}\`; it is read and ready for questions.\n\n${described}` };
  }

  /**
   * The path a tool would upload, checked: inside no special place, an existing file of a known
   * type. Returned with every link resolved (what is checked is what is uploaded). Special places:
   * - a hidden file or folder (a name starting with a dot) anywhere on the file's real path, apart
   *   from the workspace folder's own path: keys and credentials live there (~/.ssh, ~/.aws,
   *   ~/.docker/config.json, ~/.config, a project's .env.json);
   * - a file outside the workspace folder (the current directory for MCP) reached by a relative
   *   path (`../..`): a file outside it is uploaded only when named by its absolute path, which the
   *   user sees (VS Code asks to confirm the upload with the path) or typed.
   */
  async resolveFile(given: string): Promise<string> {
    const base = this.options.baseDir();
    if (!path.isAbsolute(given) && !base) throw new ToolError('The path is relative but there is no workspace folder: give an absolute path.');
    const filePath = path.resolve(base ?? '/', given);
    const extension = path.extname(filePath).toLowerCase();
    if (!ANALYZABLE_EXTENSIONS.includes(extension)) {
      throw new ToolError(`${path.basename(filePath)} is not a data file the service reads. Supported: ${ANALYZABLE_EXTENSIONS.join(', ')}.`);
    }
    const info = await stat(filePath).catch(() => undefined);
    if (!info) throw new ToolError(`There is no file at ${filePath}. Check the path (relative paths start at ${base ?? 'the current directory'}).`);
    if (!info.isFile()) throw new ToolError(`${filePath} is not a file.`);
    if (info.size === 0) throw new ToolError(`${filePath} is empty.`);
    const real = await realpath(filePath).catch(() => filePath);
    const baseReal = base ? await realpath(base).catch(() => path.resolve(base)) : undefined;
    const inside = baseReal !== undefined && real.startsWith(baseReal + path.sep);
    if ((inside ? path.relative(baseReal, real) : real).split(/[\\/]/).some((part) => part.startsWith('.'))) {
      throw new ToolError(`${filePath} is a hidden file or in a hidden folder (a name starting with a dot, where keys and settings live); it is not uploaded by a tool. Upload it yourself if you mean to.`);
    }
    if (!inside && !path.isAbsolute(given)) {
      throw new ToolError(`${filePath} is outside the workspace folder (${base}); a file there is uploaded only when given by its absolute path.`);
    }
    return real;
  }

  private async resolveDataset(api: ServiceApi, given: string | undefined, signal?: AbortSignal): Promise<string> {
    if (given) return given;
    const datasets = await this.allDatasets(api, undefined, signal);
    if (datasets.length === 1) return datasets[0].id;
    if (datasets.length === 0) throw new ToolError(`The ${this.options.serviceName()} has no datasets yet: upload a data file first (the analyze_file tool, or /analyze with @analyst).`);
    throw new ToolError(`datasetId is required: there are ${datasets.length} datasets (${datasets.slice(0, 10).map((d) => `${d.name} = ${d.id}`).join('; ')}${datasets.length > 10 ? '; …' : ''}).`);
  }

  private async requireDataset(api: ServiceApi, datasetId: string, signal?: AbortSignal): Promise<void> {
    const datasets = await this.allDatasets(api, undefined, signal);
    if (!datasets.some((d) => d.id === datasetId)) throw new ToolError(`There is no dataset ${datasetId}. Use list_datasets to find the right id.`);
  }

  private async allDatasets(api: ServiceApi, search: string | undefined, signal?: AbortSignal): Promise<Dataset[]> {
    const all: Dataset[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const result = await api.listDatasets({ page_number: page, page_size: 100, ...(search ? { search: search.slice(0, LIMITS.searchLength) } : {}) }, signal);
      all.push(...result.records);
      if (all.length >= result.total_items || result.records.length === 0) break;
    }
    return all;
  }

  private async sources(api: ServiceApi, datasetId: string, signal?: AbortSignal): Promise<DataSource[]> {
    const page = await api.listDataSources(datasetId, { page_number: 1, page_size: 100 }, signal);
    return page.records;
  }

  private async tableExcerpt(api: ServiceApi, file: FileRef, signal?: AbortSignal): Promise<TableExcerpt> {
    return excerptOfCsv(file.name, await api.download(file.url, signal));
  }
}

/** An identifier as DuckDB quotes it. */
function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return markdownTableCell(text.length > 200 ? `${text.slice(0, 199)}…` : text);
}

/** A SQL result as Markdown for a model: how many rows, whether they were cut, and the table. */
export function sqlResultMarkdown(result: SqlQueryResult, datasetId: string): string {
  const head = result.truncated
    ? `The query returned more than ${result.row_count} rows; the first ${result.row_count} are shown (add LIMIT, filters or an aggregate, or raise maxRows).`
    : `The query returned ${result.row_count} row${result.row_count === 1 ? '' : 's'}.`;
  const lines = [`${head} (dataset \`${datasetId}\`, ${result.ms} ms)`];
  if (result.columns.length) {
    lines.push('', `| ${result.columns.map(markdownTableCell).join(' | ')} |`, `| ${result.columns.map(() => '---').join(' | ')} |`);
    for (const row of result.rows) lines.push(`| ${row.map(cellText).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** A result CSV's first rows as a Markdown table, and how many rows it has. */
export function excerptOfCsv(name: string, bytes: Uint8Array): TableExcerpt {
  const text = new TextDecoder().decode(bytes);
  const rowCount = Math.max(0, parseCsv(text).filter((row) => row.length > 1 || row[0] !== '').length - 1);
  return { name, markdown: csvToMarkdownTable(text, TABLE_EXCERPT_ROWS), rowCount, shownRows: Math.min(rowCount, TABLE_EXCERPT_ROWS) };
}

/** A session's name from its first question (the service caps names; this keeps them short). */
function sessionName(question: string): string {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 59)}…` : oneLine;
}

function describeJobFailure(result: JobResult): string {
  const error = result.error;
  if (result.status === 'aborted') return 'The answer was stopped before it finished.';
  if (!error) return 'The answer did not finish.';
  const trace = error.traceId ? ` (trace id ${error.traceId})` : '';
  return isServiceError(error) ? `${error.userMessage} ${error.msg && error.msg !== error.userMessage ? `${error.msg}. ` : ''}${error.nextStep}${trace}` : `${String(error)}${trace}`;
}

/** The code blocks of a CODE block's Markdown (the service fences them with a language). */
export function fencedCode(markdown: string): Array<{ language: string; code: string }> {
  const found: Array<{ language: string; code: string }> = [];
  const fence = /```([\w+-]*)[^\n]*\n([\s\S]*?)\n?```/g;
  for (let match = fence.exec(markdown); match; match = fence.exec(markdown)) found.push({ language: match[1].toLowerCase(), code: match[2] });
  if (found.length === 0 && markdown.trim()) found.push({ language: '', code: markdown.trim() });
  return found;
}

/** The whole answer as Markdown, in the service's order, with the tables' first rows. */
export function answerMarkdown(outcome: Pick<AskOutcome, 'blocks' | 'tables' | 'sessionId' | 'datasetId' | 'jobId' | 'error' | 'status'>): string {
  const parts: string[] = [];
  outcome.blocks.forEach((block, index) => {
    switch (block.type) {
      case 'MESSAGE':
        parts.push(block.content);
        break;
      case 'CODE':
        parts.push(fencedCode(block.content).map((c) => `\`\`\`${c.language}\n${c.code}\n\`\`\``).join('\n\n'));
        break;
      case 'TABLE': {
        const table = outcome.tables.get(index);
        if (!table) parts.push(`Result table ${block.content.name}: could not be downloaded.`);
        else {
          const note = table.rowCount > table.shownRows ? ` (first ${table.shownRows} of ${table.rowCount} rows)` : ` (${table.rowCount} row${table.rowCount === 1 ? '' : 's'})`;
          parts.push(`Result table ${table.name}${note}:\n\n${table.markdown}`);
        }
        break;
      }
      case 'IMAGE':
        parts.push(`Chart: ${block.content.name}.`);
        break;
      case 'SOURCES':
        if (block.content.length) parts.push(`Data: ${[...new Set(block.content.map((s) => s.source))].join(', ')}.`);
        break;
      case 'QUESTIONS':
        if (block.content.length) parts.push(`Follow-up questions:\n${block.content.map((q) => `- ${q}`).join('\n')}`);
        break;
    }
  });
  if (outcome.error) parts.push(`**The answer is incomplete:** ${outcome.error}`);
  parts.push(`(dataset \`${outcome.datasetId}\`, session \`${outcome.sessionId}\`${outcome.jobId ? `, job \`${outcome.jobId}\`` : ''})`);
  return parts.join('\n\n');
}

/** A service failure as one sentence for a model: what happened, what to do, the trace id. */
export function toolErrorMessage(error: unknown): string {
  if (error instanceof ToolError) return error.message;
  if (isServiceError(error)) {
    const detail = error.msg && error.msg !== error.userMessage ? ` (${error.msg})` : '';
    return `${error.userMessage}${detail} ${error.nextStep}${error.traceId ? ` Trace id: ${error.traceId}.` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}
