/**
 * Jobs: the checks before a question runs, the analyst's context (tables, documents, history,
 * read-only queries, published files), the streamed and the non-streamed answer, and the record
 * in the session's history either way. The record is written when the job starts and its answer
 * saved as it grows, so a job cut off by a crash is in the history after the next start, as
 * failed with what it had produced.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StatementType, type DuckDBConnection } from '@duckdb/node-api';
import {
  END_MARK_DONE, END_MARK_ERROR, ERROR_CODES, LIMITS, type AnswerBlock, type FileRef, type Job, type OutputLanguage, type SourceRef,
} from '../api/types';
import type { AnalystContext, AnalystDocument, AnalystEvent, AnalystHistoryItem, AnalystTable } from './analyst/contract';
import { BlockCollector } from './blocks';
import type { PlannerJobContext } from './planner';
import { modelChoiceFromBody, type ModelChoice } from './planner/route';
import { checkInPlaceSources } from './localFiles';
import { dictionaryLister, inPlaceParquetFiles } from './parquetDictionaries';
import { localeFromAcceptLanguage } from './chartLocale';
import type { Call, Engine, Handler } from './context';
import type { Tx } from './database';
import { EngineError, invalid, notFound } from './errors';
import { plainRows, type PlainRow } from './rows';
import type { ColumnProfile, TableProfile } from './profile';
import { writtenAsOf } from './textTypes';
import { ownSession } from './sessions';
import { SseWriter, type StreamGroup } from './sse';
import { optionalBoolean, optionalJobMode, optionalOutputLanguage, optionalString, optionalStringArray, requireString, userIdFromBody } from './validate';

interface Prepared {
  jobId: string;
  sessionId: string;
  question: string;
  outputLanguage: OutputLanguage;
  /** The reader's locale for charts, from the request's Accept-Language (docs/interface-notes.md). */
  locale?: string;
  tables: AnalystTable[];
  documents: AnalystDocument[];
  history: AnalystHistoryItem[];
  /** The language model the job names (the editor's window bridge); absent: the engine's default. */
  languageModel?: ModelChoice;
  /** Parquet files read in place, by table name: their dictionaries list a column's values without a scan. */
  parquetFiles: Map<string, string>;
}

async function prepare(call: Call): Promise<Prepared> {
  const { engine } = call;
  const input = await call.body();
  const userId = userIdFromBody(input);
  const sessionId = requireString(input, 'session_id');
  const question = requireString(input, 'question');
  optionalBoolean(input, 'stream');
  const datasetId = optionalString(input, 'dataset_id') || undefined;
  const datasourceIds = optionalStringArray(input, 'datasource_ids');
  const outputLanguage = optionalOutputLanguage(input);
  optionalJobMode(input);
  const languageModel = modelChoiceFromBody(input);
  const locale = localeFromAcceptLanguage(call.req.headers['accept-language']);
  if (question.length > LIMITS.questionLength) {
    throw new EngineError(ERROR_CODES.questionTooLong, `the question is longer than ${LIMITS.questionLength} characters`);
  }
  if (datasourceIds && datasourceIds.length > LIMITS.datasourceIdsPerJob) {
    throw new EngineError(ERROR_CODES.tooManyDataSources, `at most ${LIMITS.datasourceIdsPerJob} data sources can be selected`);
  }
  // Files read in place may have changed or gone since they were read: never answer from a stale read.
  await checkInPlaceSources(engine, datasetId, datasourceIds);
  return engine.db.exclusive(async (tx) => {
    const session = await ownSession(tx, sessionId, userId);
    const sources = await selectSources(tx, datasetId, datasourceIds);
    const used = Number((await tx.one(`SELECT value FROM meta.counters WHERE name = 'jobs'`))?.value ?? 0);
    if (used >= engine.settings.jobQuota) {
      throw new EngineError(ERROR_CODES.jobQuotaExceeded, `Job quota exceeded (${engine.settings.jobQuota} jobs)`);
    }
    await tx.exec(`INSERT OR REPLACE INTO meta.counters VALUES ('jobs', ?)`, [used + 1]);
    const limit = Number(session.max_contextual_job_history);
    const earlier = limit === 0
      ? []
      : (await tx.all(
        `SELECT question, memo_json FROM meta.jobs WHERE session_id = ? AND state IS DISTINCT FROM 'running' ORDER BY seq DESC LIMIT ?`,
        [sessionId, limit],
      )).reverse();
    const { tables, documents } = await describeSources(tx, sources);
    const parquetFiles = await inPlaceParquetFiles(tx, sources, tables);
    const jobId = `job-${randomBytes(12).toString('hex')}`;
    await tx.exec(
      `INSERT INTO meta.jobs (id, session_id, question, answer_json, memo_json, seq, state) VALUES (?, ?, ?, '[]', NULL, nextval('meta.seq'), 'running')`,
      [jobId, sessionId, engine.redact(question)],
    );
    return {
      jobId,
      sessionId,
      question,
      outputLanguage: outputLanguage ?? (session.output_language as OutputLanguage),
      ...(locale ? { locale } : {}),
      tables,
      documents,
      history: earlier.map((row) => ({
        question: String(row.question),
        ...(row.memo_json == null ? {} : { memo: JSON.parse(String(row.memo_json)) as Record<string, unknown> }),
      })),
      ...(languageModel ? { languageModel } : {}),
      parquetFiles,
    };
  }, true);
}

/** The data sources a job reads: the chosen ones (all synched), or the dataset's synched ones. */
async function selectSources(tx: Tx, datasetId: string | undefined, ids: string[] | undefined): Promise<PlainRow[]> {
  if (datasetId && !(await tx.one(`SELECT id FROM meta.datasets WHERE id = ?`, [datasetId]))) throw notFound(`dataset ${datasetId}`);
  let sources: PlainRow[];
  if (ids && ids.length > 0) {
    const unique = [...new Set(ids)];
    sources = await tx.all(`SELECT * FROM meta.datasources WHERE id IN (SELECT unnest(from_json(?, '["VARCHAR"]')))`, [JSON.stringify(unique)]);
    const missing = unique.filter((id) => !sources.some((source) => source.id === id));
    if (missing.length > 0) throw notFound(`data source ${missing.slice(0, 3).join(', ')}`);
    if (datasetId && sources.some((source) => source.dataset_id !== datasetId)) throw invalid('every data source must belong to dataset_id');
    const waiting = sources.filter((source) => source.status !== 'synched');
    if (waiting.length > 0) {
      throw new EngineError(
        ERROR_CODES.dataSourcesNotSynched,
        `some selected data sources are not synched yet (${waiting.slice(0, 3).map((source) => String(source.name)).join(', ')}); wait for them or deselect them`,
      );
    }
    return sources;
  }
  if (!datasetId) return [];
  sources = await tx.all(`SELECT * FROM meta.datasources WHERE dataset_id = ? ORDER BY seq`, [datasetId]);
  if (sources.some((source) => source.status === 'synching')) {
    throw new EngineError(ERROR_CODES.dataSourcesNotSynched, 'some data sources of the dataset are still synching; try again when they are ready');
  }
  return sources.filter((source) => source.status === 'synched');
}

/**
 * Each column the file wrote as text gets how the engine read it (from its profile), so the
 * analyst's code repeats it, and its profiled distinct count and what its values are known to
 * start with, so the analyst does not scan for them again.
 */
export function withProfile(columns: AnalystTable['columns'], profileJson: string): AnalystTable['columns'] {
  const profile = JSON.parse(profileJson) as Partial<TableProfile>;
  const profiled = new Map((profile.columns ?? []).map((column) => [column.name, column] as const));
  return columns.map((column) => {
    const known = profiled.get(column.name);
    if (!known) return column;
    const note = known.written;
    const distinct = typeof known.distinct === 'number' ? known.distinct : firstRowsBound(known, profile.firstRows);
    return {
      ...column,
      ...(note ? { written: writtenAsOf(note) } : {}),
      ...(distinct !== undefined ? { distinct, distinctExact: typeof known.distinct === 'number' && known.distinctExact === true } : {}),
      ...(typeof known.missing === 'number' && typeof known.distinct === 'number' ? { missing: known.missing } : {}),
      ...(known.valuesStartWith ? { valuesStartWith: known.valuesStartWith } : {}),
    };
  });
}

/**
 * While a big table's profile is deferred, the distinct values among its first rows, a lower
 * bound of the column's count, stand in for the estimate, given as an estimate (never exact): the
 * analyst only chooses with it how to look values up (its lists come from their own bounded
 * query either way), so it spares the analyst an estimate scan of the whole file. Given only
 * where it tells the two cases apart: values that repeat a lot in the first rows (at most a
 * quarter of them different: listing the column is cheap), or nearly all different (at least
 * 80%: 80,000 of 100,000 first rows, more than the analyst lists, so it looks them up in SQL).
 * In between, the analyst estimates the count itself, as before.
 */
function firstRowsBound(column: Pick<ColumnProfile, 'firstRowsDistinct'>, firstRows: number | undefined): number | undefined {
  const seen = column.firstRowsDistinct;
  if (seen === undefined || !firstRows) return undefined;
  return seen <= firstRows * 0.25 || seen >= firstRows * 0.8 ? seen : undefined;
}

export async function describeSources(tx: Tx, sources: PlainRow[]): Promise<{ tables: AnalystTable[]; documents: AnalystDocument[] }> {
  const tables: AnalystTable[] = [];
  const documents: AnalystDocument[] = [];
  for (const source of sources) {
    const info = { datasource_id: String(source.id), dataset_id: String(source.dataset_id), name: String(source.name), file_type: String(source.ext) };
    for (const row of await tx.all(`SELECT * FROM meta.source_tables WHERE datasource_id = ? ORDER BY position`, [source.id])) {
      if (row.kind === 'document') documents.push({ table: String(row.table_name), source: info });
      else {
        tables.push({
          table: String(row.table_name),
          label: String(row.label),
          source: info,
          columns: withProfile(JSON.parse(String(row.columns_json)) as AnalystTable['columns'], String(row.profile_json)),
          rowCount: Number(row.row_count),
        });
      }
    }
  }
  return { tables, documents };
}

/** Runs one SELECT; anything else (writes, ATTACH, COPY, several statements, engine metadata) is refused. */
export async function readOnlyQuery(connection: DuckDBConnection, sql: string, params: unknown[] = []): Promise<PlainRow[]> {
  const extracted = await connection.extractStatements(sql);
  if (extracted.count !== 1) throw new Error('query runs exactly one statement');
  const statement = await extracted.prepare(0);
  if (statement.statementType !== StatementType.SELECT) throw new Error('query is read-only: only SELECT statements run');
  if (connection.getTableNames(sql, true).some((name) => /(^|\.)"?meta"?\./i.test(name))) throw new Error('the engine metadata is not queryable');
  if (params.length > 0) statement.bind(params as Parameters<typeof statement.bind>[0]);
  const reader = await statement.runAndReadAll();
  return plainRows(reader);
}

async function publish(engine: Engine, name: string, contentType: string, bytes: Uint8Array | string): Promise<FileRef> {
  const id = `res-${randomBytes(12).toString('hex')}`;
  const file = path.join(engine.paths.results, id);
  await writeFile(file, bytes);
  const expiresAt = new Date(Date.now() + engine.settings.resultTtlMs);
  await engine.db.exclusive((tx) =>
    tx.exec(`INSERT INTO meta.results VALUES (?, ?, ?, ?, ?)`, [id, name, contentType, file, expiresAt.getTime()]),
  );
  const filePath = `/files/results/${id}/${encodeURIComponent(name)}`;
  return { name, url: `${engine.baseUrl()}${filePath}?${engine.signer.sign('GET', filePath, expiresAt)}`, expires_at: expiresAt.toISOString() };
}

const GLOBAL_ANALYZE: StreamGroup = { group_id: '-1', group_name: '', stage: 'Analyze' };
const GLOBAL_RESPOND: StreamGroup = { group_id: '-1', group_name: '', stage: 'Respond' };

function streamSources(content: SourceRef[]): SourceRef[] {
  return content.map((source, i) => ({
    id: source.id ?? String(i + 1),
    source: source.source,
    page_no: source.page_no ?? null,
    content: source.content ?? null,
    datasource_id: source.datasource_id,
    dataset_id: source.dataset_id,
    file_type: source.file_type,
    external_id: source.external_id ?? '',
  }));
}

function sendEvent(writer: SseWriter, event: AnalystEvent): void {
  switch (event.kind) {
    case 'TASK': {
      const group = { group_id: event.group.id, group_name: event.group.name, stage: event.group.stage };
      writer.event('TASK', group, {
        name: event.task.name, id: event.task.id, status: event.task.status, parent_id: event.task.parent_id ?? null, stage: event.group.stage, properties: {},
      });
      return;
    }
    case 'SOURCES':
      writer.event('SOURCES', GLOBAL_ANALYZE, streamSources(event.content));
      return;
    case 'QUESTIONS':
      writer.event('QUESTIONS', GLOBAL_RESPOND, event.content);
      return;
    default:
      writer.event(event.kind, { group_id: event.group.id, group_name: event.group.name, stage: event.group.stage }, event.content);
  }
}

const stoppedError = () => new Error('the job was stopped');

/** How long a stopped job's analyst gets to return once its query is interrupted. */
const SETTLE_MS = 3_000;
const INTERRUPT_EVERY_MS = 100;

/**
 * Interrupts the job's DuckDB query so the analyst's promise settles instead of hanging on a
 * connection about to be closed. The interrupt is repeated: a query the analyst had already
 * begun preparing may start after the first one. Gives up after SETTLE_MS (an analyst that
 * ignores both its signal and its failed query); the caller closes the connection either way.
 */
async function interruptUntilSettled(connection: DuckDBConnection, analysis: Promise<unknown>): Promise<void> {
  let settled = false;
  const done = analysis.then(
    () => (settled = true),
    () => (settled = true),
  );
  const deadline = Date.now() + SETTLE_MS;
  while (!settled && Date.now() < deadline) {
    connection.interrupt();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, INTERRUPT_EVERY_MS)))]);
    clearTimeout(timer);
  }
}

/** A message for people that never carries a stack or internals beyond the first line. */
function failureMessage(error: unknown, timedOut: boolean, engineStopping: boolean, clientGone: boolean): string {
  if (timedOut) return 'The job took longer than the time limit and was stopped. Ask a narrower question or try again.';
  if (engineStopping) return 'The job was interrupted when the engine stopped. Ask again for a whole answer.';
  if (clientGone) return 'The job was stopped before it finished.';
  const detail = error instanceof Error ? error.message.split('\n')[0].slice(0, 300) : '';
  return `Something went wrong during job execution. Please try again.${detail ? ` (${detail})` : ''}`;
}

/** The last block of a failed job's history record: it failed, and why. */
function failureNote(message: string): AnswerBlock {
  return { type: 'MESSAGE', content: `This job failed: ${message}`, group_id: '-1', group_name: '', stage: 'Respond' };
}

export const INTERRUPTED_MESSAGE = 'it was interrupted when the engine stopped. What it had produced is above; ask again for a whole answer.';

/**
 * At start, before any request: jobs still `running` were cut off by a crash or a kill. Each
 * becomes a failed record with what it had produced and a note saying so.
 */
export async function markInterruptedJobs(engine: Engine): Promise<number> {
  return engine.db.exclusive(async (tx) => {
    const rows = await tx.all(`SELECT id, answer_json FROM meta.jobs WHERE state = 'running'`);
    for (const row of rows) {
      let blocks: AnswerBlock[] = [];
      try {
        const parsed: unknown = JSON.parse(String(row.answer_json));
        if (Array.isArray(parsed)) blocks = parsed as AnswerBlock[];
      } catch {
        // a half-written answer cannot happen (each save is one statement); keep the note alone
      }
      await tx.exec(`UPDATE meta.jobs SET state = 'interrupted', answer_json = ? WHERE id = ?`, [
        JSON.stringify([...blocks, failureNote(INTERRUPTED_MESSAGE)]), row.id,
      ]);
    }
    return rows.length;
  }, true);
}

/** How often at most a running job's answer so far is saved. */
const SAVE_EVERY_MS = 250;

export const createJob: Handler = async (call) => {
  const { engine, req, res } = call;
  const stream = (await call.body()).stream === true;
  // From its request on, a question comes before what the engine computes ahead of questions.
  const asked = {};
  engine.questions.add(asked);
  let job: Prepared;
  try {
    job = await prepare(call);
  } catch (error) {
    engine.questions.delete(asked);
    throw error;
  }
  const collector = new BlockCollector();
  const clientGone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) clientGone.abort();
  });
  req.on('aborted', () => clientGone.abort());
  const timeLimit = AbortSignal.timeout(engine.settings.jobTimeLimitMs);
  const signal = AbortSignal.any([clientGone.signal, timeLimit, engine.stopping]);
  const writer = stream ? new SseWriter(res, engine.settings.keepAliveMs, engine.redact) : undefined;
  writer?.jobId(job.jobId);
  let finished = false;
  // Registered before connecting, so a closing engine waits for this job's connection and record.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  engine.running.add(released);
  let connection: DuckDBConnection | undefined;
  let memo: Record<string, unknown> | undefined;
  let failure: unknown;
  // The answer so far goes to the job's record a little after each event, one save at a time.
  let saveTimer: NodeJS.Timeout | undefined;
  let saving: Promise<void> = Promise.resolve();
  const saveSoon = () => {
    saveTimer ??= setTimeout(() => {
      saveTimer = undefined;
      const answer = engine.redact(JSON.stringify(collector.blocks()));
      saving = saving.then(() =>
        engine.db.exclusive((tx) => tx.exec(`UPDATE meta.jobs SET answer_json = ? WHERE id = ? AND state = 'running'`, [answer, job.jobId]))
          .catch((error: Error) => engine.logger.warn('partial answer not saved', { job: job.jobId, error: error.message })),
      );
    }, SAVE_EVERY_MS);
  };
  try {
    const open = (connection = await engine.db.connect());
    const context: AnalystContext & PlannerJobContext = {
      question: job.question,
      outputLanguage: job.outputLanguage,
      locale: job.locale,
      tables: job.tables,
      documents: job.documents,
      history: job.history,
      query: (sql, params) => (signal.aborted ? Promise.reject(stoppedError()) : readOnlyQuery(open, sql, params)),
      // What a stopped job would publish belongs to no answer: it is refused, not written.
      publish: (name, contentType, bytes) => (signal.aborted ? Promise.reject(stoppedError()) : publish(engine, name, contentType, bytes)),
      emit: (event) => {
        if (finished) return;
        collector.add(event);
        if (writer) sendEvent(writer, event);
        saveSoon();
      },
      signal,
      cache: engine.tableFacts,
      knownValues: dictionaryLister((file) => engine.parquetFooters.chunks(file), job.parquetFiles, job.tables),
      // For the language-model planner: the model this job names, and the connection its query time limit interrupts.
      languageModel: job.languageModel,
      connection: open,
    };
    // A synchronous throw becomes a rejection, so the analysis is always a promise to wait for.
    const analysis = (async () => engine.analyst(context))();
    try {
      // The time limit ends the job even when the analyst ignores its signal.
      const outcome = await Promise.race([
        analysis,
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
      ]);
      memo = outcome.memo;
    } catch (error) {
      failure = error;
    }
    finished = true;
    if (signal.aborted) await interruptUntilSettled(open, analysis);
  } catch (error) {
    failure ??= error;
  } finally {
    connection?.closeSync();
  }
  clearTimeout(saveTimer);
  await saving;
  const blocks = collector.blocks();
  const message = failure === undefined ? undefined : failureMessage(failure, timeLimit.aborted, engine.stopping.aborted, clientGone.signal.aborted);
  const recorded = message === undefined ? blocks : [...blocks, failureNote(message)];
  await engine.db.exclusive((tx) =>
    tx.exec(`UPDATE meta.jobs SET answer_json = ?, memo_json = ?, state = ? WHERE id = ?`, [
      engine.redact(JSON.stringify(recorded)), memo === undefined || failure ? null : engine.redact(JSON.stringify(memo)), message === undefined ? null : 'failed', job.jobId,
    ]),
  ).catch((error: Error) => engine.logger.error('job not written to history', { job: job.jobId, error: error.message }));
  // Only now may a closing engine close the database: the job is in the history.
  engine.running.delete(released);
  engine.questions.delete(asked);
  release();
  if (message !== undefined) {
    engine.logger.warn('job failed', { job: job.jobId, trace: call.traceId, error: failure instanceof Error ? failure.message : String(failure) });
    if (writer) {
      writer.event('ERROR', { group_id: '-1', group_name: '', stage: 'Respond' }, { code: message });
      writer.end(END_MARK_ERROR);
      return { handled: true };
    }
    throw new EngineError(ERROR_CODES.jobFailed, message, 500);
  }
  if (writer) {
    writer.end(END_MARK_DONE);
    return { handled: true };
  }
  const result: Job = { job_id: job.jobId, blocks };
  return { data: result };
};
