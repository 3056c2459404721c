/**
 * The analyst's facts about a source's tables, computed as soon as the source is synched instead
 * of by its first question (issue 18: on a 10M-row Parquet file read in place, the value list of
 * one free-text column took 0.1–1 s of the first answer; the user is still typing, or the client
 * still opening its session and job, while the engine waits). The analyst's own code computes them
 * (`prepareTables`), with the cache keys a question uses, into the engine's cache: a question
 * asked meanwhile awaits the same computations instead of starting them again. Nothing is
 * computed that a question would not: only the time changes.
 *
 * The work runs on a connection of its own, read-only as a job's, within a job's time limit; the
 * engine's close waits for it, and it counts as a running question (a deferred profile yields to
 * it). It stops when the engine stops and when the tables' facts are forgotten (a file read in
 * place that changed: its facts would describe the old file).
 */
import type { AnalystContext } from './analyst/contract';
import type { Engine } from './context';
import { withOwnConnection } from './database';
import { describeSources, readOnlyQuery } from './jobs';
import { dictionaryLister, inPlaceParquetFiles } from './parquetDictionaries';
import { tablePrefixFor } from './ingest';

/**
 * What the facts are computed with: the analyst's `prepareTables`. `questionRunning` tells it a job
 * is under way, whose answer the facts it could leave to that job would only slow down.
 */
export type TablePreparer = (context: Pick<AnalystContext, 'tables' | 'query' | 'cache' | 'knownValues' | 'signal'>, questionRunning: () => boolean) => Promise<void>;

/** Starts computing the facts of a synched source's tables; resolves when done (failures are only logged: a question computes them again). */
export async function prepareFactsAhead(engine: Engine, prepare: TablePreparer, datasourceId: string): Promise<void> {
  const kept = engine.tableFacts.whileKept(`${tablePrefixFor(datasourceId)}_`);
  const signal = AbortSignal.any([engine.stopping, AbortSignal.timeout(engine.settings.jobTimeLimitMs), kept.signal]);
  try {
    const described = await engine.db.exclusive(async (tx) => {
      const sources = await tx.all(`SELECT * FROM meta.datasources WHERE id = ? AND status = 'synched'`, [datasourceId]);
      const { tables } = await describeSources(tx, sources);
      return { tables, parquetFiles: await inPlaceParquetFiles(tx, sources, tables) };
    });
    if (described.tables.length === 0) return;
    await withOwnConnection(() => engine.db.connect(), (connection) => prepare({
      tables: described.tables,
      query: (sql, params) => (signal.aborted ? Promise.reject(new Error('the facts are no longer wanted')) : readOnlyQuery(connection, sql, params)),
      cache: engine.tableFacts,
      knownValues: dictionaryLister((file) => engine.parquetFooters.chunks(file), described.parquetFiles, described.tables),
      signal,
    }, () => engine.questions.size > 0), signal);
  } catch (error) {
    if (!signal.aborted) engine.logger.warn('facts not computed ahead; the first question computes them', { datasource: datasourceId, error: (error as Error).message.split('\n')[0] });
  } finally {
    kept.done();
  }
}
